"""The partition definitions, declared once and imported by every asset, check and job.

Only complete periods are partitions (no partition for the day still in progress).
`MEMORY_PARTITIONS_START` (YYYY-MM-DD, default 2025-01-01) sets the first one.
"""

from __future__ import annotations

import os
from datetime import datetime

from dagster import DailyPartitionsDefinition, MonthlyPartitionsDefinition, WeeklyPartitionsDefinition

from memory_pipeline.periods import Level, period_for_key

PARTITIONS_START = os.environ.get("MEMORY_PARTITIONS_START", "2025-01-01")

daily_partitions = DailyPartitionsDefinition(start_date=PARTITIONS_START, timezone="UTC")
# day_offset=1: weeks start on Monday (Dagster's default is Sunday).
weekly_partitions = WeeklyPartitionsDefinition(start_date=PARTITIONS_START, day_offset=1, timezone="UTC")
monthly_partitions = MonthlyPartitionsDefinition(start_date=PARTITIONS_START, timezone="UTC")


def is_complete_day(key: str, now: datetime) -> bool:
    """True when `key` names a daily partition that exists at `now` (started and finished)."""
    return is_complete_period("day", key, now)


def is_complete_period(level: Level, key: str, now: datetime) -> bool:
    """True when `key` names a partition of `level` that exists at `now` (started and finished)."""
    return PARTITIONS_START <= key and period_for_key(level, key).end <= now
