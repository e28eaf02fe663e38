"""The schema: migrations match the declared metadata, constraints live in the database."""

from __future__ import annotations

from pathlib import Path

import pytest
import sqlalchemy as sa
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from memory_pipeline import db, schema
from memory_pipeline.schema import memory_digests, memory_memos
from tests.helpers import ORG, PROJECT, add_chat, add_memo, at, new_id

ROOT = Path(__file__).resolve().parents[1]


def test_migrated_schema_matches_metadata(engine):
    with engine.connect() as conn:
        context = MigrationContext.configure(
            conn, opts={"compare_type": True, "include_object": schema_filter(conn)}
        )
        assert compare_metadata(context, schema.metadata) == []


def schema_filter(conn):
    return db.schema_filter(conn.dialect.name)


def test_sql_dir_holds_the_current_postgres_ddl():
    committed = (ROOT / "sql" / "schema.sql").read_text()
    assert committed == schema.render_postgres_ddl(), (
        "sql/schema.sql is out of date: run `memory-pipeline schema-sql > sql/schema.sql`"
    )


@pytest.mark.parametrize("migrated_engine", ["postgresql"], indirect=True)
def test_postgres_has_generated_tsvector_and_gin_indexes(engine):
    inspector = sa.inspect(engine)
    for table in ("memory_memos", "memory_digests"):
        column = {c["name"]: c for c in inspector.get_columns(table)}["content_tsv"]
        assert column["computed"]["sqltext"].startswith("to_tsvector('english'")
    with engine.connect() as conn:
        gin = set(conn.execute(sa.text(
            "SELECT indexname FROM pg_indexes WHERE indexdef LIKE '%USING gin%'")).scalars())
        types = dict(conn.execute(sa.text(
            "SELECT column_name, data_type FROM information_schema.columns "
            "WHERE table_name = 'memory_digests'")).all())
    assert {"ix_memory_memos_content_tsv", "ix_memory_digests_content_tsv",
            "ix_memory_digests_chat_ids_gin", "ix_memory_digests_memo_ids_gin"} <= gin
    assert types["chat_ids"] == "ARRAY"
    assert types["period_start"] == "timestamp with time zone"


def _digest(**overrides) -> dict:
    row = dict(id=new_id(), organization_id=ORG, project_id=PROJECT, level="day",
               period_start=at("2026-03-02T00:00"), period_end=at("2026-03-03T00:00"),
               content="- a line [memo:x]", chat_ids=[], memo_ids=[], child_digest_ids=[],
               model="extractive", input_tokens=0, output_tokens=0, inputs_hash="h",
               created_at=at("2026-03-03T01:00"), updated_at=at("2026-03-03T01:00"))
    row.update(overrides)
    return row


def _memo(**overrides) -> dict:
    row = dict(id=new_id(), organization_id=ORG, project_id=PROJECT, chat_id=None, author_user_id=None,
               author_agent_id=new_id(), content="staging runs Postgres 15", created_at=at("2026-03-02T09:00"))
    row.update(overrides)
    return row


BAD_ROWS = {
    "memo_4001_chars": (memory_memos, _memo(content="x" * 4001), "ck_memory_memos_content_length"),
    "memo_empty": (memory_memos, _memo(content=""), "ck_memory_memos_content_length"),
    "memo_two_authors": (memory_memos, _memo(author_user_id=new_id()), "ck_memory_memos_one_author"),
    "memo_no_author": (memory_memos, _memo(author_agent_id=None), "ck_memory_memos_one_author"),
    "digest_level_year": (memory_digests, _digest(level="year"), "ck_memory_digests_level"),
    "digest_end_not_after_start": (
        memory_digests, _digest(period_end=at("2026-03-02T00:00")), "ck_memory_digests_period_order"),
    "digest_negative_tokens": (memory_digests, _digest(input_tokens=-1), "ck_memory_digests_tokens_non_negative"),
}


@pytest.mark.parametrize("case", sorted(BAD_ROWS))
def test_constraint_rejects_bad_row_naming_the_constraint(engine, case):
    table, row, constraint = BAD_ROWS[case]
    with pytest.raises(sa.exc.IntegrityError) as raised:
        with engine.begin() as conn:
            conn.execute(table.insert().values(**row))
    assert constraint in str(raised.value)
    with engine.connect() as conn:
        assert conn.execute(sa.select(sa.func.count()).select_from(table)).scalar_one() == 0


def test_memo_of_exactly_4000_chars_is_accepted(engine):
    with engine.begin() as conn:
        conn.execute(memory_memos.insert().values(**_memo(content="x" * 4000)))


def test_second_digest_for_same_project_level_and_period_is_rejected(engine):
    with engine.begin() as conn:
        conn.execute(memory_digests.insert().values(**_digest()))
    with pytest.raises(sa.exc.IntegrityError) as raised:
        with engine.begin() as conn:
            conn.execute(memory_digests.insert().values(**_digest()))
    message = str(raised.value)
    if engine.dialect.name == "postgresql":
        assert "uq_memory_digests_project_id_level_period_start" in message
    else:  # SQLite names the columns of the unique key rather than its name
        assert "memory_digests.project_id, memory_digests.level, memory_digests.period_start" in message


def test_deleting_a_chat_keeps_its_memos_and_clears_their_chat_id(engine):
    with engine.begin() as conn:
        chat_id = add_chat(conn, at("2026-03-02T09:00"))
        memo_id = add_memo(conn, "billing moved to Postgres 16", at("2026-03-02T09:05"), chat_id=chat_id)
    with engine.begin() as conn:
        conn.execute(schema.chats.delete().where(schema.chats.c.id == chat_id))
    with engine.connect() as conn:
        row = conn.execute(sa.select(memory_memos).where(memory_memos.c.id == memo_id)).one()
    assert row.chat_id is None
    assert row.content == "billing moved to Postgres 16"


def test_timestamps_round_trip_as_utc_to_the_microsecond(engine):
    instant = at("2026-03-02T23:59:59.999999")
    with engine.begin() as conn:
        chat_id = add_chat(conn, instant)
    with engine.connect() as conn:
        stored = conn.execute(sa.select(schema.chats.c.created_at).where(schema.chats.c.id == chat_id)).scalar_one()
        later = conn.execute(sa.select(sa.func.count()).select_from(schema.chats)
                             .where(schema.chats.c.created_at >= at("2026-03-03T00:00"))).scalar_one()
    assert stored == instant and stored.tzinfo is not None
    assert later == 0


def test_naive_timestamp_is_refused_with_a_clear_error(engine):
    from datetime import datetime

    with pytest.raises(sa.exc.StatementError, match="has no time zone"):
        with engine.begin() as conn:
            add_chat(conn, datetime(2026, 3, 2, 9, 0))


def test_new_rows_get_increasing_ingest_seq_in_insertion_order(engine):
    with engine.begin() as conn:
        late = add_memo(conn, "imported late, about an old day", at("2026-01-01T09:00"))
    with engine.begin() as conn:
        chat_id = add_chat(conn, at("2026-03-02T09:00"))
        first = add_memo(conn, "first", at("2026-03-02T09:00"))
        conn.execute(memory_memos.insert(), [_memo(content=f"bulk {i}") for i in range(3)])
    with engine.connect() as conn:
        seqs = dict(conn.execute(sa.select(memory_memos.c.id, memory_memos.c.ingest_seq)).all())
        chat_seq = conn.execute(sa.select(schema.chats.c.ingest_seq).where(schema.chats.c.id == chat_id)).scalar_one()
    assert None not in seqs.values() and chat_seq is not None
    assert len(set(seqs.values())) == 5
    assert seqs[late] < seqs[first] < max(seqs.values())


def test_processes_starting_together_on_a_fresh_sqlite_file_migrate_it_once(tmp_path):
    """The webserver's and the daemon's code servers open a new embedded database at once:
    one migrates, the others find it at head (before the lock: two alembic heads)."""
    import subprocess
    import sys

    url = f"sqlite:///{tmp_path}/fresh.db"
    script = ("import sys; from memory_pipeline import db; "
              "db.ensure_schema(db.get_engine(sys.argv[1]))")
    processes = [subprocess.Popen([sys.executable, "-c", script, url], stderr=subprocess.PIPE, text=True)
                 for _ in range(4)]
    errors = [p.communicate(timeout=120)[1] for p in processes]
    assert [p.returncode for p in processes] == [0, 0, 0, 0], errors
    engine = db.get_engine(url)
    with engine.connect() as conn:
        assert conn.execute(sa.text("SELECT version_num FROM alembic_version")).scalars().all() == [db.head_revision()]
    engine.dispose()
