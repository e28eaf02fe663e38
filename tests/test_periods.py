"""Period math: canonical half-open UTC periods."""

from __future__ import annotations

import pytest

from memory_pipeline.errors import MemoryPipelineError
from memory_pipeline.periods import is_canonical, period_for_key, period_of, periods_in
from tests.helpers import at


def test_last_microsecond_belongs_to_its_day_and_midnight_to_the_next():
    assert period_of("day", at("2026-03-02T23:59:59.999999")).key == "2026-03-02"
    assert period_of("day", at("2026-03-03T00:00:00")).key == "2026-03-03"


def test_sunday_night_is_in_the_week_before_monday_midnight():
    sunday = period_of("week", at("2026-03-08T23:59"))  # 2026-03-08 is a Sunday
    monday = period_of("week", at("2026-03-09T00:00"))
    assert (sunday.key, sunday.end) == ("2026-03-02", at("2026-03-09T00:00"))
    assert monday.key == "2026-03-09"


@pytest.mark.parametrize("key,days", [("2027-02-01", 28), ("2028-02-01", 29), ("2026-04-01", 30), ("2026-01-01", 31),
                                      ("2026-12-01", 31)])
def test_month_lengths(key, days):
    period = period_for_key("month", key)
    assert len(period.day_keys()) == days
    assert period.end == period_of("month", period.end).start


def test_leap_day_is_its_own_day_in_february():
    assert period_of("day", at("2028-02-29T12:00")).key == "2028-02-29"
    assert period_of("month", at("2028-02-29T12:00")).day_keys()[-1] == "2028-02-29"
    assert period_of("week", at("2028-02-29T12:00")).key == "2028-02-28"


def test_a_partition_key_must_start_its_period():
    with pytest.raises(MemoryPipelineError, match="2026-03-04 is not the start of a week; the week holding it starts 2026-03-02"):
        period_for_key("week", "2026-03-04")
    with pytest.raises(MemoryPipelineError, match="not a YYYY-MM-DD date"):
        period_for_key("day", "yesterday")


def test_naive_instant_is_refused():
    from datetime import datetime

    with pytest.raises(MemoryPipelineError, match="no time zone"):
        period_of("day", datetime(2026, 3, 2))


def test_periods_in_a_window_start_inside_it():
    weeks = periods_in("week", at("2026-03-01T00:00"), at("2026-04-01T00:00"))
    assert [w.key for w in weeks] == ["2026-03-02", "2026-03-09", "2026-03-16", "2026-03-23", "2026-03-30"]


def test_canonical_periods():
    assert is_canonical("week", at("2026-03-02T00:00"), at("2026-03-09T00:00"))
    assert not is_canonical("week", at("2026-03-02T00:00"), at("2026-03-08T00:00"))  # ends on a Sunday
    assert not is_canonical("month", at("2026-03-02T00:00"), at("2026-04-02T00:00"))


def test_partition_definitions_match_the_period_math():
    from memory_pipeline.partitions import daily_partitions, monthly_partitions, weekly_partitions

    for week in periods_in("week", at("2026-03-01T00:00"), at("2026-06-01T00:00")):
        window = weekly_partitions.time_window_for_partition_key(week.key)
        assert (window.start, window.end) == (week.start, week.end)
    window = weekly_partitions.time_window_for_partition_key("2026-03-09")
    assert (window.start, window.end) == tuple(period_for_key("week", "2026-03-09")[1:])
    window = monthly_partitions.time_window_for_partition_key("2028-02-01")
    assert (window.start, window.end) == tuple(period_for_key("month", "2028-02-01")[1:])
    window = daily_partitions.time_window_for_partition_key("2028-02-29")
    assert (window.start, window.end) == tuple(period_for_key("day", "2028-02-29")[1:])
