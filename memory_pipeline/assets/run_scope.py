"""What every partitioned asset run shares: its time window and optional project filter."""

from __future__ import annotations

from datetime import datetime

from dagster import AssetExecutionContext, BackfillPolicy, Config
from pydantic import Field

# A range backfill is one run: the assets handle a whole partition time window at once,
# and assets that call Claude should not fan out into hundreds of runs.
BACKFILL_POLICY = BackfillPolicy.single_run()


class RunScope(Config):
    projects: list[str] = Field(
        default_factory=list, description="Only these project ids (default: every project with work in the window)."
    )


def time_window(context: AssetExecutionContext) -> tuple[datetime, datetime]:
    """The run's `[start, end)` in UTC, covering every partition in a range backfill."""
    window = context.partition_time_window
    return window.start, window.end
