"""Period math: canonical half-open UTC periods and their partition keys.

A day runs midnight to midnight, a week Monday 00:00 to the next Monday, a month the
1st 00:00 to the next 1st, always `[start, end)` in UTC. Partition keys are
`YYYY-MM-DD` of the period's first day.
"""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from typing import Literal, NamedTuple

from memory_pipeline.errors import MemoryPipelineError
from memory_pipeline.schema import UTC

Level = Literal["day", "week", "month"]
LEVELS: tuple[Level, ...] = ("day", "week", "month")


class Period(NamedTuple):
    level: Level
    start: datetime
    end: datetime

    @property
    def key(self) -> str:
        return self.start.date().isoformat()

    def contains(self, instant: datetime) -> bool:
        return self.start <= instant < self.end

    def day_keys(self) -> list[str]:
        """The keys of the days inside this period, in order."""
        days = (self.end - self.start).days
        return [(self.start.date() + timedelta(days=i)).isoformat() for i in range(days)]


def _midnight(day: date) -> datetime:
    return datetime.combine(day, time(0), tzinfo=UTC)


def _first_day(level: Level, day: date) -> date:
    if level == "day":
        return day
    if level == "week":
        return day - timedelta(days=day.weekday())
    if level == "month":
        return day.replace(day=1)
    raise MemoryPipelineError(f"unknown period level {level!r}; use one of {', '.join(LEVELS)}")


def _next_first_day(level: Level, first: date) -> date:
    if level == "day":
        return first + timedelta(days=1)
    if level == "week":
        return first + timedelta(days=7)
    return (first.replace(day=28) + timedelta(days=4)).replace(day=1)


def period_of(level: Level, instant: datetime) -> Period:
    """The period of `level` that holds `instant` (an aware datetime)."""
    if instant.tzinfo is None:
        raise MemoryPipelineError(f"instant {instant.isoformat()} has no time zone; pass an aware UTC datetime")
    first = _first_day(level, instant.astimezone(UTC).date())
    return Period(level, _midnight(first), _midnight(_next_first_day(level, first)))


def period_for_key(level: Level, key: str) -> Period:
    """The period a partition key names; the key must be the period's first day."""
    try:
        day = date.fromisoformat(key)
    except ValueError:
        raise MemoryPipelineError(f"partition key {key!r} is not a YYYY-MM-DD date") from None
    period = period_of(level, _midnight(day))
    if period.start.date() != day:
        raise MemoryPipelineError(
            f"partition key {key} is not the start of a {level}; the {level} holding it starts {period.key}"
        )
    return period


def periods_in(level: Level, start: datetime, end: datetime) -> list[Period]:
    """Every period of `level` whose start lies in `[start, end)`."""
    periods = []
    current = period_of(level, start)
    if current.start < start:
        current = period_of(level, current.end)
    while current.start < end:
        periods.append(current)
        current = period_of(level, current.end)
    return periods


def is_canonical(level: Level, start: datetime, end: datetime) -> bool:
    """True when `[start, end)` is exactly one period of `level`."""
    return period_of(level, start) == Period(level, start, end)
