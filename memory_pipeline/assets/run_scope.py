"""What every partitioned asset run shares: its time window and optional project filter."""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import datetime

from dagster import AssetExecutionContext, AutomationCondition, BackfillPolicy, Config
from pydantic import Field

# A range backfill is one run: the assets handle a whole partition time window at once,
# and assets that call Claude should not fan out into hundreds of runs.
BACKFILL_POLICY = BackfillPolicy.single_run()


# Every run the sensors and schedules start says why (watermark:<n>, schedule:nightly,
# opt_out:<chat ids>); runs started by hand have no tag and count as manual.
TRIGGER_TAG = "memory/trigger"

# Week and month digests rebuild after any of their day digests changes, once no day is
# running and no day's blocking check failed (`check_failed` rather than "every check
# passed": days materialized by a range backfill record their checks without a partition
# and would hold every week back forever). `since_last_handled` keeps a change pending
# until the roll-up is requested or rebuilt: a plain "deps updated" is true on one tick
# only, and was lost when that tick found the roll-up in progress. A roll-up whose own
# blocking check failed (a day changed under it) is requested again once its days settle.
_BLOCKING_CHECK_FAILED = AutomationCondition.any_checks_match(
    AutomationCondition.check_failed(), blocking_only=True)
ROLLUP_AUTOMATION = (
    (AutomationCondition.any_deps_updated() | _BLOCKING_CHECK_FAILED.newly_true().with_label("own check failed"))
    .since_last_handled()
    & ~AutomationCondition.any_deps_in_progress()
    & ~AutomationCondition.in_progress()
    & ~AutomationCondition.any_deps_match(_BLOCKING_CHECK_FAILED).with_label("no day with a failed blocking check")
).with_label("rebuild after day digests change")


def trigger(context: AssetExecutionContext) -> str:
    return context.run.tags.get(TRIGGER_TAG, "manual")


class RunScope(Config):
    projects: list[str] = Field(
        default_factory=list, description="Only these project ids (default: every project with work in the window)."
    )
    shards: int = Field(
        default=0, ge=0, description="Split a range's projects into at most this many shards "
        "(default: MEMORY_SHARDS, else one per CPU core; a run of one partition is one shard).")


def time_window(context: AssetExecutionContext) -> tuple[datetime, datetime]:
    """The run's `[start, end)` in UTC, covering every partition in a range backfill."""
    window = context.partition_time_window
    return window.start, window.end


class Progress:
    """A step's progress lines for the run's log, at most one every `every_s` seconds (the
    first at once). Every line is an event the Dagster instance stores: a year's backfill
    that logged each period and each hundred chats wrote thousands of them, each a commit on
    the instance's storage."""

    def __init__(self, log: Callable[[str], None], every_s: float = 10.0):
        self._log, self._every_s, self._last = log, every_s, None
        self.skipped = 0

    def __call__(self, message: str) -> None:
        now = time.monotonic()
        if self._last is not None and now - self._last < self._every_s:
            self.skipped += 1
            return
        self._last = now
        self._log(message)
