"""Database-level guards: two writers of overlapping digests never interleave.

Run-queue limits (the shipped `dagster.yaml`) keep the daemon from launching two
digest runs of one level at once, but they do not reach runs started from a command
line, a second Dagster instance or a test. So every digest write takes, inside its
transaction and before it reads what it depends on, the locks of the periods it
touches:

- a day's digests lock its week and its month (a roll-up reads them);
- a week's or a month's digests lock that week or month.

A roll-up therefore reads its day digests and writes itself with no day write of its
period in between, and two writers of one partition take turns. On PostgreSQL the
locks are transaction-scoped advisory locks, one per period (taken in sorted order,
so two writers cannot deadlock); on SQLite, which has one writer at a time, the
transaction starts with `BEGIN IMMEDIATE` and holds the database's write lock. A
second writer waits (and says so in the run's log); it never interleaves.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable

import sqlalchemy as sa

from memory_pipeline.errors import MemoryPipelineError
from memory_pipeline.periods import Level, Period, period_of


def digest_lock_keys(level: Level, period: Period) -> list[str]:
    """The locks a write of `level` digests for `period` takes."""
    if level == "day":
        return [f"digests:week:{period_of('week', period.start).key}",
                f"digests:month:{period_of('month', period.start).key}"]
    return [f"digests:{level}:{period.key}"]


def _advisory_id(key: str) -> int:
    """A stable signed 64-bit id for `key` (PostgreSQL advisory locks take a bigint)."""
    return int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "big", signed=True)


def hold(conn: sa.Connection, keys: Iterable[str], log: Callable[[str], None] | None = None) -> None:
    """Take the locks `keys` until `conn`'s transaction ends. Call it first in the transaction."""
    keys = sorted(set(keys))
    if conn.dialect.name == "postgresql":
        for key in keys:
            lock_id = _advisory_id(key)
            if not conn.execute(sa.select(sa.func.pg_try_advisory_xact_lock(lock_id))).scalar():
                if log:
                    log(f"waiting for {key}: another run is writing it")
                conn.execute(sa.select(sa.func.pg_advisory_xact_lock(lock_id)))
        return
    try:
        # pysqlite opens no transaction before the first write, so this is the first statement.
        conn.exec_driver_sql("BEGIN IMMEDIATE")
    except sa.exc.OperationalError as exc:
        if "locked" in str(exc.orig).lower():
            raise MemoryPipelineError(
                f"the memory database stayed locked by another writer for the whole busy timeout while "
                f"taking {', '.join(keys)}; retry the run, or move to PostgreSQL for concurrent runs") from exc
        raise
