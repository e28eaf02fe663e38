"""Bulk writes: what COPY writes on PostgreSQL (`db.COPY_ROWS` rows and more) is what the plain
INSERT writes, with its conflicts skipped or updated, in the caller's transaction."""

from __future__ import annotations

import uuid
from datetime import UTC, date, datetime, timedelta

import pytest
import sqlalchemy as sa

from memory_pipeline import db
from memory_pipeline.schema import memory_digests, memory_links, memory_memos
from tests.helpers import PROJECT, at

MANY = db.COPY_ROWS + 7


def _links(n: int, run: str = "run-1") -> list[dict]:
    return [dict(id=str(uuid.uuid4()), project_id=PROJECT, src_kind="memo", src_id=f"memo-{i}", dst_kind="memo",
                 dst_id=f"memo-{i + 1}", relation_type="related", created_by="rule:related",
                 metadata={"reason": f"shares 'ledger {i}'", "score": i / 7, "run_id": run},
                 created_at=at("2026-03-02T09:00") + timedelta(microseconds=i)) for i in range(n)]


def _digests(n: int, content: str) -> list[dict]:
    start = at("2026-03-02T00:00")
    return [dict(id=str(uuid.uuid4()), organization_id=PROJECT, project_id=PROJECT, level="day",
                 period_start=start + timedelta(days=i), period_end=start + timedelta(days=i + 1),
                 content=f"{content} {i}", chat_ids=[f"chat-{i}"], memo_ids=[f"memo-{i}", f"memo-{i + 1}"],
                 child_digest_ids=[], model="extractive", inputs_hash=f"{i:064d}", created_at=start,
                 updated_at=start) for i in range(n)]


def _read(engine, table: sa.Table, order) -> list[dict]:
    with engine.connect() as conn:
        return [dict(r._mapping) for r in conn.execute(sa.select(table).order_by(order))]


@pytest.fixture
def plain_insert(monkeypatch):
    """Writes below the COPY threshold whatever their size: the INSERT path to compare with."""
    def use():
        monkeypatch.setattr(db, "COPY_ROWS", 10**9)
    return use


def test_links_written_in_bulk_read_back_as_inserted(engine):
    rows = _links(MANY)
    with engine.begin() as conn:
        assert db.insert_ignoring_conflicts(conn, memory_links, rows) == MANY
    stored = _read(engine, memory_links, memory_links.c.created_at)
    assert stored == sorted(rows, key=lambda r: r["created_at"])  # JSON documents, UTC timestamps, every column


def test_a_bulk_insert_skips_conflicts_and_counts_what_it_wrote(engine):
    rows = _links(MANY)
    with engine.begin() as conn:
        db.insert_ignoring_conflicts(conn, memory_links, rows[:10])
    again = [dict(r, id=str(uuid.uuid4())) for r in rows]  # the same edges under new ids: the unique key holds
    with engine.begin() as conn:
        assert db.insert_ignoring_conflicts(conn, memory_links, again) == MANY - 10
        # A second write in the same transaction does not write the first one's rows again.
        assert db.insert_ignoring_conflicts(conn, memory_links, _links(MANY, run="run-2")) == 0
    with engine.connect() as conn:
        assert conn.execute(sa.select(sa.func.count()).select_from(memory_links)).scalar_one() == MANY


def test_a_failed_bulk_write_leaves_nothing(engine):
    rows = _links(MANY)
    rows[-1]["relation_type"] = "likes"  # not a relation of the contract: the check constraint refuses it
    with pytest.raises(sa.exc.IntegrityError):
        with engine.begin() as conn:
            db.insert_ignoring_conflicts(conn, memory_links, _links(5, run="before"))
            db.insert_ignoring_conflicts(conn, memory_links, rows)
    assert _read(engine, memory_links, memory_links.c.id) == []


def test_a_bulk_upsert_updates_what_it_is_told_and_equals_the_insert(engine, plain_insert):
    first, second = _digests(MANY, "first"), _digests(MANY, "second")
    for row in second:
        row["id"] = str(uuid.uuid4())  # a rebuild keeps the stored id: only `update` columns change
    key, update = ["project_id", "level", "period_start"], ["content", "memo_ids", "inputs_hash", "updated_at"]
    with engine.begin() as conn:
        db.upsert(conn, memory_digests, first, key=key, update=update)
        db.upsert(conn, memory_digests, second, key=key, update=update)
    copied = _read(engine, memory_digests, memory_digests.c.period_start)
    with engine.begin() as conn:
        conn.execute(memory_digests.delete())
    plain_insert()
    with engine.begin() as conn:
        db.upsert(conn, memory_digests, first, key=key, update=update)
        db.upsert(conn, memory_digests, second, key=key, update=update)
    assert copied == _read(engine, memory_digests, memory_digests.c.period_start)
    assert [r["id"] for r in copied] == [r["id"] for r in first]
    assert copied[3]["content"] == "second 3" and copied[3]["memo_ids"] == ["memo-3", "memo-4"]


def test_rows_with_differing_columns_take_the_insert(engine):
    rows = _links(MANY)
    del rows[5]["created_at"]  # no default: the INSERT path reports it as the database does
    with pytest.raises(sa.exc.StatementError, match="created_at"), engine.begin() as conn:
        db.insert_ignoring_conflicts(conn, memory_links, rows)


def test_columns_left_out_of_a_bulk_insert_get_the_table_defaults(engine):
    """Memos carry no `ingest_seq`: the table numbers them, as it does for a plain INSERT."""
    rows = [dict(id=str(uuid.uuid4()), organization_id=PROJECT, project_id=PROJECT, chat_id=None, author_user_id=None,
                 author_agent_id="agent-1", content=f"Ledger export {i} runs nightly",
                 created_at=at("2026-03-02T09:00") + timedelta(seconds=i), deleted_at=None) for i in range(MANY)]
    with engine.begin() as conn:
        assert db.insert_ignoring_conflicts(conn, memory_memos, rows) == MANY
    with engine.connect() as conn:
        numbers = conn.execute(sa.select(memory_memos.c.ingest_seq).order_by(memory_memos.c.created_at)).scalars().all()
    assert None not in numbers and len(set(numbers)) == MANY


def test_a_bulk_insert_fails_on_a_conflict_and_leaves_nothing_as_the_plain_insert(engine):
    rows = _links(MANY)
    again = [dict(row, id=str(uuid.uuid4())) for row in rows[-3:]]  # edges already in the write
    with pytest.raises(sa.exc.IntegrityError):
        with engine.begin() as conn:
            db.insert(conn, memory_links, rows + again)
    assert _read(engine, memory_links, memory_links.c.id) == []
    with engine.begin() as conn:
        db.insert(conn, memory_links, rows)
    assert _read(engine, memory_links, memory_links.c.created_at) == sorted(rows, key=lambda r: r["created_at"])


def test_the_links_a_digest_write_makes_are_copied_on_postgresql(engine, monkeypatch):
    """At the year a shard's write of one week holds ~3,400 `cites` and `rolls_up` links, of one month ~14,500."""
    from memory_pipeline import synthetic
    from memory_pipeline.digests import build_digests
    from memory_pipeline.extractive import ExtractiveEngine

    synthetic.generate(engine, synthetic.Scale(organizations=1, projects_per_org=2, start=date(2026, 3, 2), days=1,
                                               chats_per_project_day=4, memos_per_chat=3), seed=3)
    copied = []
    real = db._copied
    monkeypatch.setattr(db, "COPY_ROWS", 1)
    monkeypatch.setattr(db, "_copied", lambda conn, table, rows, on_conflict: copied.append(table.name) or real(
        conn, table, rows, on_conflict))
    start = datetime(2026, 3, 2, tzinfo=UTC)
    run = build_digests(engine, ExtractiveEngine(), "day", start, start + timedelta(days=1))
    assert run.written == 2
    assert copied.count("memory_links") == (1 if engine.dialect.name == "postgresql" else 0)
