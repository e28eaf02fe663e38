"""Shared fixtures: every database test runs on SQLite and on a real PostgreSQL server.

PostgreSQL: `MEMORY_TEST_POSTGRES_URL` (default postgres@127.0.0.1:5432) must let us
create a database; each test session creates its own and drops it afterwards. Where no
server is reachable the PostgreSQL tests skip, except in CI (`CI` or
`MEMORY_REQUIRE_POSTGRES` set), where they fail.
"""

from __future__ import annotations

import os
import uuid

import pytest
import sqlalchemy as sa

from memory_pipeline import db, schema

# Tests never talk to the real model API: the Claude engine is always driven by a fake
# transport, and nothing may pick it up from a developer's environment.
for _variable in ("ANTHROPIC_API_KEY", "MEMORY_ENGINE"):
    os.environ.pop(_variable, None)

PG_ADMIN_URL = os.environ.get("MEMORY_TEST_POSTGRES_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/postgres")


def _postgres_required() -> bool:
    return bool(os.environ.get("MEMORY_REQUIRE_POSTGRES") or os.environ.get("CI"))


def _admin_engine() -> sa.Engine:
    return sa.create_engine(db.normalize_url(PG_ADMIN_URL), isolation_level="AUTOCOMMIT")


def _create_postgres_database() -> tuple[str, str]:
    admin = _admin_engine()
    name = f"memory_test_{uuid.uuid4().hex[:12]}"
    try:
        with admin.connect() as conn:
            conn.execute(sa.text(f'CREATE DATABASE "{name}"'))
    except sa.exc.OperationalError as exc:
        message = f"PostgreSQL at {PG_ADMIN_URL} is not reachable: {exc.orig}"
        if _postgres_required():
            pytest.fail(message + " (required in CI)")
        pytest.skip(message)
    finally:
        admin.dispose()
    return name, db.normalize_url(PG_ADMIN_URL).set(database=name).render_as_string(hide_password=False)


def _drop_postgres_database(name: str) -> None:
    admin = _admin_engine()
    with admin.connect() as conn:
        conn.execute(sa.text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    admin.dispose()


@pytest.fixture(scope="session")
def database_url_factory(tmp_path_factory):
    """Makes fresh, empty databases of a backend; drops the PostgreSQL ones at the end."""
    created: list[str] = []

    def make(backend: str) -> str:
        if backend == "sqlite":
            return f"sqlite:///{tmp_path_factory.mktemp('sqlite') / 'memory.db'}"
        name, url = _create_postgres_database()
        created.append(name)
        return url

    yield make
    for name in created:
        _drop_postgres_database(name)


@pytest.fixture(scope="session", params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def migrated_engine(request, database_url_factory) -> sa.Engine:
    engine = db.get_engine(database_url_factory(request.param))
    db.migrate(engine)
    yield engine
    engine.dispose()


@pytest.fixture
def engine(migrated_engine) -> sa.Engine:
    """A migrated database of each backend, emptied before the test."""
    with migrated_engine.begin() as conn:
        if conn.dialect.name == "postgresql":
            names = ", ".join(t.name for t in schema.metadata.sorted_tables)
            conn.execute(sa.text(f"TRUNCATE {names} CASCADE"))
        else:
            for table in reversed(schema.metadata.sorted_tables):
                conn.execute(table.delete())
    return migrated_engine


@pytest.fixture
def backend(engine) -> str:
    return engine.dialect.name


@pytest.fixture
def rules_only(monkeypatch):
    """The learned memo-pair reader undecided on every pair (it calls "reads from" / "pulls from" a
    duplicate): what reaches the judge is the rules' band."""
    from memory_pipeline import memo_pair_model

    monkeypatch.setattr(memo_pair_model, "model", lambda: memo_pair_model.Model(
        {}, [0.0, 0.0, 0.0], {"contradiction": 2.0, "duplicate": 2.0}))
