"""Connecting to the memory database and bringing its schema up to date."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path

import sqlalchemy as sa
from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy.engine import Engine

from memory_pipeline.config import DATABASE_URL_ENV, database_url
from memory_pipeline.errors import MemoryPipelineError
from memory_pipeline.schema import POSTGRES_ONLY_COLUMNS, SQLITE_FTS_TABLES

MIGRATIONS_DIR = Path(__file__).parent / "migrations"


def normalize_url(url: str) -> sa.URL:
    """Parse a SQLAlchemy URL; plain `postgresql://` uses psycopg 3."""
    try:
        parsed = sa.make_url(url)
    except sa.exc.ArgumentError as exc:
        raise MemoryPipelineError(
            f"{DATABASE_URL_ENV}={url!r} is not a SQLAlchemy URL; use e.g. "
            "postgresql://user@host:5432/dbname or sqlite:////path/to/memory.db"
        ) from exc
    if parsed.drivername in ("postgresql", "postgres"):
        parsed = parsed.set(drivername="postgresql+psycopg")
    if parsed.get_backend_name() not in ("postgresql", "sqlite"):
        raise MemoryPipelineError(
            f"{DATABASE_URL_ENV} uses {parsed.get_backend_name()!r}; "
            "memory_pipeline supports postgresql and sqlite"
        )
    return parsed


def _configure_sqlite(dbapi_connection, _record) -> None:
    cursor = dbapi_connection.cursor()
    # Foreign keys are off by default in SQLite; memo.chat_id SET NULL depends on them.
    cursor.execute("PRAGMA foreign_keys=ON")
    # WAL lets the Dagster webserver read while a run writes.
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA busy_timeout=30000")
    cursor.close()


@lru_cache(maxsize=16)
def _engine_for(url: sa.URL) -> Engine:
    if url.get_backend_name() == "sqlite":
        if url.database and url.database != ":memory:":
            Path(url.database).parent.mkdir(parents=True, exist_ok=True)
        engine = sa.create_engine(url)
        sa.event.listen(engine, "connect", _configure_sqlite)
        return engine
    return sa.create_engine(url, pool_pre_ping=True)


def get_engine(url: str | None = None) -> Engine:
    """A shared engine for `url` (default: the configured memory database)."""
    return _engine_for(normalize_url(url or database_url()))


def schema_filter(dialect_name: str):
    """Alembic's `include_object` for one backend: what the migrations manage there.

    Skips PostgreSQL-only objects that schema.py cannot express portably (tsvector
    columns and their indexes, created by DDL) and indexes declared `ddl_if` another
    dialect (the GIN indexes), so comparing a database with the metadata is exact.
    """

    def include_object(obj, name, type_, reflected, compare_to):
        if type_ == "table" and name and name.startswith(SQLITE_FTS_TABLES):
            return False  # FTS5 tables and their shadow tables, created by DDL on SQLite
        if type_ == "column" and (obj.table.name, name) in POSTGRES_ONLY_COLUMNS:
            return False
        if type_ == "index":
            if name and name.endswith("_content_tsv"):
                return False
            ddl_if = getattr(obj, "_ddl_if", None)
            if ddl_if is not None and ddl_if.dialect not in (None, dialect_name):
                return False
        return True

    return include_object


def _alembic_config(connection: sa.Connection) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    config.attributes["connection"] = connection
    return config


def head_revision() -> str:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    return ScriptDirectory.from_config(config).get_current_head()


def current_revision(engine: Engine) -> str | None:
    with engine.connect() as connection:
        return MigrationContext.configure(connection).get_current_revision()


@contextmanager
def reachable(engine: Engine):
    """Turn a failure to connect into an error that names the database and what to check."""
    try:
        yield
    except sa.exc.OperationalError as exc:
        if exc.connection_invalidated or "connect" in str(exc.orig).lower():
            raise MemoryPipelineError(
                f"cannot reach the memory database at {engine.url.render_as_string(hide_password=True)}: "
                f"{str(exc.orig).strip()}; check {DATABASE_URL_ENV} and that the server is running"
            ) from exc
        raise


def migrate(engine: Engine) -> tuple[str | None, str]:
    """Upgrade the schema to the newest revision; returns (before, after). Idempotent, and
    safe to call from processes starting together (the webserver's and the daemon's code
    servers on a fresh embedded database): one migrates, the others then find it at head."""
    with reachable(engine), _migration_lock(engine):
        before = current_revision(engine)
        with engine.begin() as connection:
            command.upgrade(_alembic_config(connection), "head")
    return before, current_revision(engine)


MIGRATION_LOCK = 0x6D656D6F  # PostgreSQL advisory lock key: "memo"


@contextmanager
def _migration_lock(engine: Engine) -> Iterator[None]:
    """Held while one process reads the schema's revision and upgrades it: without it, two
    processes both read "no schema" and both ran the first migration (two alembic heads)."""
    if engine.dialect.name == "postgresql":
        with engine.connect() as conn:
            conn.execute(sa.text("SELECT pg_advisory_lock(:key)"), {"key": MIGRATION_LOCK})
            try:
                yield
            finally:
                conn.execute(sa.text("SELECT pg_advisory_unlock(:key)"), {"key": MIGRATION_LOCK})
                conn.commit()
        return
    database = engine.url.database
    if engine.dialect.name != "sqlite" or not database or database == ":memory:":
        yield
        return
    import fcntl

    with open(f"{database}.migrate-lock", "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


_ready: set[str] = set()


def ensure_schema(engine: Engine) -> None:
    """Make sure the schema is current before a run uses it.

    The embedded SQLite default is created on first use. Any other database must be
    initialized or upgraded on purpose with `memory-pipeline init-db`.
    """
    key = engine.url.render_as_string(hide_password=False)
    if key in _ready:
        return
    if engine.url.get_backend_name() == "sqlite" and current_revision(engine) is None:
        migrate(engine)
    require_schema(engine)
    _ready.add(key)


def require_schema(engine: Engine) -> None:
    """Fail with a clear message when the database was never initialized or is behind."""
    with reachable(engine):
        current = current_revision(engine)
    head = head_revision()
    if current != head:
        where = engine.url.render_as_string(hide_password=True)
        state = "has no memory schema" if current is None else f"is at revision {current}, code expects {head}"
        raise MemoryPipelineError(f"the memory database {where} {state}; run `memory-pipeline init-db`")


def _dialect_insert(connection: sa.Connection, table: sa.Table):
    if connection.dialect.name == "postgresql":
        from sqlalchemy.dialects.postgresql import insert
    else:
        from sqlalchemy.dialects.sqlite import insert
    return insert(table)


def chunks(values: Iterable, size: int = 500) -> Iterator[list]:
    """`values` in lists of at most `size`: IN lists stay under every database's parameter limit."""
    values = list(values)
    for offset in range(0, len(values), size):
        yield values[offset:offset + size]


def among(connection: sa.Connection, column: sa.ColumnElement, values: Iterable) -> Iterator[sa.ColumnElement]:
    """Conditions `column IN values`, as few as the database takes: one array parameter on
    PostgreSQL (binding hundreds of parameters cost more than the query), IN lists of 500 on SQLite."""
    values = list(values)
    if not values:
        return
    if connection.dialect.name == "postgresql":
        from sqlalchemy.dialects.postgresql import ARRAY

        yield column == sa.any_(sa.bindparam(None, values, type_=ARRAY(column.type)))
        return
    for chunk in chunks(values):
        yield column.in_(chunk)


# From this many rows on, PostgreSQL takes a write through COPY (`_copied`): 2.2-2.4x the rate of
# a multi-row INSERT for links (BENCHMARKS.md, issue 18); below it a temporary table costs more.
COPY_ROWS = 1000


def insert(connection: sa.Connection, table: sa.Table, rows: list[dict]) -> None:
    """Insert rows; a row that collides with a unique key fails the write, as a plain INSERT's."""
    if not rows:
        return
    if _copyable(connection, rows):
        _copied(connection, table, rows, "")
        return
    connection.execute(table.insert(), rows)


def insert_ignoring_conflicts(connection: sa.Connection, table: sa.Table, rows: list[dict]) -> int:
    """Insert rows, skipping any that collide with a unique key; returns rows inserted."""
    if not rows:
        return 0
    if _copyable(connection, rows):
        return _copied(connection, table, rows, "ON CONFLICT DO NOTHING")
    statement = _dialect_insert(connection, table).on_conflict_do_nothing()
    return connection.execute(statement, rows).rowcount


def upsert(connection: sa.Connection, table: sa.Table, rows: list[dict], key: list[str], update: list[str]) -> None:
    """Insert rows, or update `update` columns of the row with the same unique `key`."""
    if not rows:
        return
    if _copyable(connection, rows):
        quote = connection.dialect.identifier_preparer.quote
        _copied(connection, table, rows, f"ON CONFLICT ({', '.join(quote(k) for k in key)}) DO UPDATE SET "
                + ", ".join(f"{quote(c)} = EXCLUDED.{quote(c)}" for c in update))
        return
    statement = _dialect_insert(connection, table)
    statement = statement.on_conflict_do_update(
        index_elements=key, set_={column: statement.excluded[column] for column in update}
    )
    connection.execute(statement, rows)


def _copyable(connection: sa.Connection, rows: list[dict]) -> bool:
    """PostgreSQL, enough rows, and every row with the same columns (as one COPY needs)."""
    if connection.dialect.name != "postgresql" or len(rows) < COPY_ROWS:
        return False
    columns = rows[0].keys()
    return all(row.keys() == columns for row in rows)


def _copied(connection: sa.Connection, table: sa.Table, rows: list[dict], on_conflict: str) -> int:
    """COPY the rows into a temporary table of their columns, then one `INSERT ... SELECT ...
    <on_conflict>` into it, in the caller's transaction: the unique keys, checks and conflicts of
    the plain INSERT, at COPY's rate. Values go through the columns' own bind processing (JSON
    documents, UTC timestamps), as an INSERT's would. Returns the rows the INSERT wrote."""
    dialect = connection.dialect
    quote = dialect.identifier_preparer.quote
    columns = [table.c[name] for name in rows[0]]
    processors = [column.type.dialect_impl(dialect).bind_processor(dialect) for column in columns]
    names = ", ".join(quote(column.name) for column in columns)
    # The copied columns' types and nothing else: the table's defaults, identities and NOT NULL
    # constraints apply in the INSERT, to the columns the rows leave out as well.
    scratch = quote(f"copy_{table.name}_{hashlib.sha256(names.encode()).hexdigest()[:8]}")
    statements = [f"CREATE TEMPORARY TABLE IF NOT EXISTS {scratch} ON COMMIT DELETE ROWS "
                  f"AS SELECT {names} FROM {quote(table.name)} WITH NO DATA",
                  f"TRUNCATE {scratch}",  # an earlier write of this transaction left its rows
                  f"COPY {scratch} ({names}) FROM STDIN",
                  f"INSERT INTO {quote(table.name)} ({names}) SELECT {names} FROM {scratch} {on_conflict}",
                  f"TRUNCATE {scratch}"]
    statement = statements[0]
    try:
        with connection.connection.driver_connection.cursor() as cursor:
            for statement in statements:
                if statement.startswith("COPY"):
                    with cursor.copy(statement) as copy:
                        for row in rows:
                            copy.write_row([process(row[column.name]) if process else row[column.name]
                                            for process, column in zip(processors, columns)])
                else:
                    cursor.execute(statement)
                    if statement.startswith("INSERT"):
                        written = cursor.rowcount
    except dialect.loaded_dbapi.Error as error:  # the errors a plain INSERT raises: IntegrityError and the rest
        raise sa.exc.DBAPIError.instance(statement, None, error, dialect.loaded_dbapi.Error) from error
    return written
