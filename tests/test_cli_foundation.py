"""The command line as a user runs it: init-db, seed-demo, errors, and Dagster loading."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import date

import sqlalchemy as sa

from memory_pipeline import db, schema, synthetic

SMALL = synthetic.Scale(organizations=1, projects_per_org=2, start=date(2026, 3, 1), days=5,
                        chats_per_project_day=2, memos_per_chat=2)


def run_cli(*args: str, url: str | None = None, cwd=None) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env.pop("MEMORY_DATABASE_URL", None)
    if url:
        env["MEMORY_DATABASE_URL"] = url
    return subprocess.run([sys.executable, "-m", "memory_pipeline.cli", *args], capture_output=True,
                          text=True, env=env, cwd=cwd, timeout=300)


def _dump(engine: sa.Engine) -> dict[str, list[tuple]]:
    with engine.connect() as conn:
        return {
            table.name: sorted(tuple(row) for row in conn.execute(sa.select(table)))
            for table in (schema.chats, schema.chat_messages, schema.memory_memos)
        }


def test_init_db_twice_changes_nothing(migrated_engine, database_url_factory):
    url = database_url_factory(migrated_engine.dialect.name)
    first = run_cli("init-db", url=url)
    assert first.returncode == 0, first.stderr
    assert "schema created at revision" in first.stdout
    with db.get_engine(url).connect() as conn:
        tables_before = sorted(sa.inspect(conn).get_table_names())
    second = run_cli("init-db", url=url)
    assert second.returncode == 0, second.stderr
    assert "nothing to do" in second.stdout
    with db.get_engine(url).connect() as conn:
        assert sorted(sa.inspect(conn).get_table_names()) == tables_before
    assert set(tables_before) >= {t.name for t in schema.metadata.sorted_tables}


def test_seed_is_deterministic_for_a_seed(migrated_engine, database_url_factory):
    backend = migrated_engine.dialect.name
    engines = []
    for _ in range(2):
        engine = db.get_engine(database_url_factory(backend))
        db.migrate(engine)
        synthetic.generate(engine, SMALL, seed=11)
        engines.append(engine)
    first, second = (_dump(e) for e in engines)
    assert first == second
    assert len(first["memory_memos"]) > 10
    other = db.get_engine(database_url_factory(backend))
    db.migrate(other)
    synthetic.generate(other, SMALL, seed=12)
    assert _dump(other)["memory_memos"] != first["memory_memos"]


def test_seeding_twice_inserts_nothing_new(engine):
    counts = synthetic.generate(engine, SMALL, seed=3)
    before = _dump(engine)
    synthetic.generate(engine, SMALL, seed=3)
    assert _dump(engine) == before
    assert len(before["chats"]) == counts.chats


def test_demo_seed_plants_what_the_pipeline_must_handle(engine):
    counts = synthetic.generate(engine, synthetic.DEMO_SCALE, seed=7)
    assert counts.planted_duplicates > 0 and counts.planted_contradictions > 0 and counts.planted_secrets > 0
    chats = schema.chats.c
    with engine.connect() as conn:
        def count(*where) -> int:
            return conn.execute(sa.select(sa.func.count()).select_from(schema.chats).where(*where)).scalar_one()

        assert count(chats.summary_redacted.is_(False)) > 0
        assert count(chats.memory_excluded_at.is_not(None)) > 0
        assert count(chats.deleted_at.is_not(None)) > 0
        projects = conn.execute(sa.select(sa.func.count(sa.distinct(chats.project_id)))).scalar_one()
        organizations = conn.execute(sa.select(sa.func.count(sa.distinct(chats.organization_id)))).scalar_one()
    assert projects == 4 and organizations == 2


def test_bad_database_url_is_one_clear_line_and_exit_1(tmp_path):
    result = run_cli("--database-url", "mysql://nobody@localhost/x", "init-db")
    assert result.returncode == 1
    assert result.stderr.strip() == (
        "memory-pipeline: error: MEMORY_DATABASE_URL uses 'mysql'; memory_pipeline supports postgresql and sqlite"
    )
    assert "Traceback" not in result.stderr


def test_unreachable_postgres_is_reported_without_traceback():
    result = run_cli("init-db", url="postgresql://nobody@127.0.0.1:1/none")
    assert result.returncode == 1
    assert "cannot reach the memory database at postgresql+psycopg://nobody@127.0.0.1:1/none" in result.stderr
    assert "Traceback" not in result.stderr


def test_uninitialized_postgres_database_asks_for_init_db(migrated_engine, database_url_factory):
    if migrated_engine.dialect.name != "postgresql":
        url = database_url_factory("sqlite")
        engine = db.get_engine(url)
        db.ensure_schema(engine)  # the embedded default creates itself on first use
        assert db.current_revision(engine) == db.head_revision()
        return
    url = database_url_factory("postgresql")
    result = run_cli("seed-demo", url=url)
    assert result.returncode == 1
    assert "has no memory schema; run `memory-pipeline init-db`" in result.stderr


def test_definitions_validate_with_the_dagster_cli(tmp_path):
    # A local instance: the repository's dagster.yaml is the PostgreSQL deployment example.
    (tmp_path / "dagster.yaml").touch()
    result = subprocess.run(
        [os.path.join(os.path.dirname(sys.executable), "dagster"), "definitions", "validate",
         "-m", "memory_pipeline.definitions"],
        capture_output=True, text=True, timeout=300, env={**os.environ, "DAGSTER_HOME": str(tmp_path)},
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Validation successful" in result.stdout + result.stderr
