"""Digest writers that overlap in time: roll-ups never carry up what is gone, writers take turns."""

from __future__ import annotations

import threading

import sqlalchemy as sa

from memory_pipeline import invariants, locks
from memory_pipeline.digests import build_digests
from memory_pipeline.extractive import ExtractiveEngine
from memory_pipeline.schema import chats, memory_digests
from tests.helpers import add_chat, add_memo, at

WEEK = (at("2026-03-02T00:00"), at("2026-03-09T00:00"))


def _week_of_chats(engine) -> tuple[str, str]:
    with engine.begin() as conn:
        keep = add_chat(conn, at("2026-03-03T09:00"), summary="Decided to adopt Temporal for billing.")
        gone = add_chat(conn, at("2026-03-04T09:00"), summary="Agreed to move search to Kafka.")
        add_memo(conn, "Search topic is events.v2", at("2026-03-04T10:00"), chat_id=gone)
    build_digests(engine, ExtractiveEngine(), "day", *WEEK)
    return keep, gone


def _opt_out(engine, chat_id: str) -> None:
    with engine.begin() as conn:
        conn.execute(chats.update().where(chats.c.id == chat_id).values(memory_excluded_at=at("2026-03-10T00:00")))


def _digests(engine, level: str):
    with engine.connect() as conn:
        return conn.execute(sa.select(memory_digests).where(memory_digests.c.level == level)
                            .order_by(memory_digests.c.period_start)).all()


def _failures(engine, level: str) -> dict[str, list]:
    with engine.connect() as conn:
        outcomes = invariants.digest_checks(conn, level, *WEEK)
    return {name: outcome.violations for name, outcome in outcomes.items() if not outcome.passed}


def test_week_rebuilt_before_the_day_rebuild_cites_nothing_ineligible(engine):
    keep, gone = _week_of_chats(engine)
    _opt_out(engine, gone)
    run = build_digests(engine, ExtractiveEngine(), "week", *WEEK)  # the day digest of the 4th still cites it
    [week] = _digests(engine, "week")
    assert week.chat_ids == [keep] and week.memo_ids == []
    assert "Kafka" not in week.content and "events.v2" not in week.content
    assert run.lines_dropped["source_no_longer_eligible"] == 2
    assert _failures(engine, "week") == {}


def test_week_whose_days_change_while_it_is_built_is_rebuilt_from_the_current_days(engine):
    keep, gone = _week_of_chats(engine)
    reading_done, day_rewritten = threading.Event(), threading.Event()

    class PausingEngine(ExtractiveEngine):
        """Stops after the week has read its day digests, until a day run has rewritten them."""

        def summarize(self, items, max_chars, context):
            if not reading_done.is_set():
                reading_done.set()
                assert day_rewritten.wait(30)
            return super().summarize(items, max_chars, context)

    result = {}
    week_run = threading.Thread(target=lambda: result.update(
        run=build_digests(engine, PausingEngine(), "week", *WEEK)))
    week_run.start()
    assert reading_done.wait(30)
    _opt_out(engine, gone)
    build_digests(engine, ExtractiveEngine(), "day", *WEEK)  # the 4th loses its digest
    day_rewritten.set()
    week_run.join(30)
    assert result["run"].rebuilt_under_lock == 1
    [week] = _digests(engine, "week")
    assert sorted(week.child_digest_ids) == sorted(d.id for d in _digests(engine, "day"))
    assert week.chat_ids == [keep] and "Kafka" not in week.content
    assert _failures(engine, "week") == {}


def test_a_day_write_waits_for_a_roll_up_of_its_week_holding_the_lock(engine):
    with engine.begin() as conn:
        add_chat(conn, at("2026-03-03T09:00"), summary="Decided to adopt Temporal for billing.")
    waited: list[str] = []
    finished = threading.Event()
    with engine.begin() as holder:
        locks.hold(holder, ["digests:week:2026-03-02"])
        writer = threading.Thread(target=lambda: (
            build_digests(engine, ExtractiveEngine(), "day", at("2026-03-03T00:00"), at("2026-03-04T00:00"),
                          log=waited.append), finished.set()))
        writer.start()
        assert not finished.wait(1.0), "the day write went ahead while its week was locked"
        assert _digests(engine, "day") == []
    writer.join(30)
    assert finished.is_set() and len(_digests(engine, "day")) == 1
    if engine.dialect.name == "postgresql":  # SQLite waits inside its busy timeout, without a word
        assert "waiting for digests:week:2026-03-02: another run is writing it" in waited


def test_two_writers_of_one_week_leave_exactly_one_current_digest(engine):
    keep, gone = _week_of_chats(engine)
    _opt_out(engine, gone)
    build_digests(engine, ExtractiveEngine(), "day", *WEEK)
    errors = []

    def write():
        try:
            build_digests(engine, ExtractiveEngine(), "week", *WEEK)
        except Exception as exc:  # noqa: BLE001 - surfaced by the assertion below
            errors.append(exc)

    writers = [threading.Thread(target=write) for _ in range(2)]
    for writer in writers:
        writer.start()
    for writer in writers:
        writer.join(60)
    assert errors == []
    [week] = _digests(engine, "week")
    assert week.chat_ids == [keep]
    assert _failures(engine, "week") == {}
