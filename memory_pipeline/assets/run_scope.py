"""What every partitioned asset run shares: its time window and optional project filter."""

from __future__ import annotations

from datetime import datetime

from dagster import AssetExecutionContext, AutomationCondition, BackfillPolicy, Config
from pydantic import Field

# A range backfill is one run: the assets handle a whole partition time window at once,
# and assets that call Claude should not fan out into hundreds of runs.
BACKFILL_POLICY = BackfillPolicy.single_run()


# Every run the sensors and schedules start says why (watermark:<n>, schedule:nightly,
# opt_out:<chat ids>); runs started by hand have no tag and count as manual.
TRIGGER_TAG = "memory/trigger"

# Week and month digests rebuild after any of their day digests changes, once no day
# is missing or running and every day's blocking checks passed. (`all_deps_...` counts
# a partitioned dependency as passing when any one of its partitions does, so the
# condition asks instead that no day partition has a blocking check not passing.)
ROLLUP_AUTOMATION = (
    AutomationCondition.any_deps_updated()
    & ~AutomationCondition.any_deps_missing()
    & ~AutomationCondition.any_deps_in_progress()
    & ~AutomationCondition.in_progress()
    & ~AutomationCondition.any_deps_match(
        ~AutomationCondition.all_checks_match(AutomationCondition.check_passed(), blocking_only=True)
    ).with_label("no day with a blocking check not passing")
).with_label("rebuild after day digests change")


def trigger(context: AssetExecutionContext) -> str:
    return context.run.tags.get(TRIGGER_TAG, "manual")


class RunScope(Config):
    projects: list[str] = Field(
        default_factory=list, description="Only these project ids (default: every project with work in the window)."
    )


def time_window(context: AssetExecutionContext) -> tuple[datetime, datetime]:
    """The run's `[start, end)` in UTC, covering every partition in a range backfill."""
    window = context.partition_time_window
    return window.start, window.end
