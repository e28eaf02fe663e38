"""A run cut mid-way, rerun, ends exactly like an uninterrupted run.

PostgreSQL: the run's backends are terminated (`pg_terminate_backend`) while it writes.
SQLite (no server to cut): the run's process is killed with SIGKILL while it writes.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from datetime import date, datetime, time as clock

import pytest
import sqlalchemy as sa
from dagster import DagsterInstance

from memory_pipeline import db, synthetic
from memory_pipeline.demo_run import materialize_window
from memory_pipeline.schema import UTC, chats, memory_core, memory_digests, memory_links, memory_memo_status

SCALE = synthetic.Scale(organizations=1, projects_per_org=3, start=date(2026, 3, 1), days=35,
                        chats_per_project_day=2.0, memos_per_chat=1.5)
WINDOW = (datetime.combine(SCALE.start, clock(0), tzinfo=UTC), datetime(2026, 4, 5, tzinfo=UTC))


def _seeded(database_url_factory, backend: str) -> sa.Engine:
    engine = db.get_engine(database_url_factory(backend))
    db.migrate(engine)
    synthetic.generate(engine, SCALE, seed=11)
    return engine


def _natural_state(engine: sa.Engine) -> dict[str, list]:
    """Every digest, link, memo decision, summary and core memory, keyed without generated ids."""
    d, l = memory_digests.c, memory_links.c
    with engine.connect() as conn:
        # (A roll-up's inputs_hash covers its day digests' generated ids, so it is not compared.)
        digests = conn.execute(sa.select(d.id, d.project_id, d.level, d.period_start, d.content, d.chat_ids,
                                         d.memo_ids, d.child_digest_ids, d.model)).all()
        name = {r.id: f"digest:{r.project_id}:{r.level}:{r.period_start.date()}" for r in digests}

        def node(kind: str, item_id: str) -> str:
            return name.get(item_id, f"{kind}:missing") if kind == "digest" else f"{kind}:{item_id}"

        links = conn.execute(sa.select(l.project_id, l.src_kind, l.src_id, l.dst_kind, l.dst_id, l.relation_type,
                                       l.created_by)).all()
        return {
            "digests": sorted((name[r.id], r.content, sorted(r.chat_ids), sorted(r.memo_ids),
                               sorted(name.get(c, "missing") for c in r.child_digest_ids), r.model)
                              for r in digests),
            "links": sorted((r.project_id, node(r.src_kind, r.src_id), node(r.dst_kind, r.dst_id), r.relation_type,
                             r.created_by) for r in links),
            "decisions": sorted(tuple(r) for r in conn.execute(sa.select(
                memory_memo_status.c.memo_id, memory_memo_status.c.status, memory_memo_status.c.canonical_memo_id,
                memory_memo_status.c.reason))),
            "summaries": sorted(tuple(r) for r in conn.execute(
                sa.select(chats.c.id, chats.c.summary, chats.c.summary_redacted))),
            "core": sorted(tuple(r) for r in conn.execute(sa.select(memory_core.c.project_id, memory_core.c.content))),
        }


class BackendKiller(threading.Thread):
    """Once the run has written its first links, terminates every other backend of its database for a while."""

    def __init__(self, engine: sa.Engine):
        super().__init__(daemon=True)
        self.engine, self.killed, self.done = engine, 0, threading.Event()

    def run(self) -> None:
        database = self.engine.url.database
        admin = sa.create_engine(self.engine.url, isolation_level="AUTOCOMMIT")
        with admin.connect() as conn:
            deadline = time.monotonic() + 300
            while time.monotonic() < deadline and not self.done.is_set():
                if conn.execute(sa.select(sa.func.count()).select_from(memory_links)).scalar_one():
                    break
                time.sleep(0.05)
            until = time.monotonic() + 1.5
            while time.monotonic() < until:
                self.killed += conn.execute(sa.text(
                    "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                    "WHERE datname = :db AND pid <> pg_backend_pid()"), {"db": database}).scalar_one()
                time.sleep(0.05)
        admin.dispose()


def _links_written(engine: sa.Engine) -> bool:
    with engine.connect() as conn:
        return bool(conn.execute(sa.select(sa.func.count()).select_from(memory_links)).scalar_one())


def _killed_process_run(engine: sa.Engine) -> None:
    """Runs the window in a child process and kills it with SIGKILL once it has written links."""
    url = engine.url.render_as_string(hide_password=False)
    script = ("import sys; from datetime import datetime, timezone; from dagster import DagsterInstance; "
              "from memory_pipeline import db; from memory_pipeline.demo_run import materialize_window; "
              "engine = db.get_engine(sys.argv[1]); "
              "materialize_window(engine, DagsterInstance.ephemeral(), "
              "datetime(2026, 3, 1, tzinfo=timezone.utc), datetime(2026, 4, 5, tzinfo=timezone.utc))")
    child = subprocess.Popen([sys.executable, "-c", script, url], stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, env={**os.environ, "PYTHONPATH": os.getcwd()})
    try:
        deadline = time.monotonic() + 300
        while time.monotonic() < deadline and child.poll() is None and not _links_written(engine):
            time.sleep(0.05)
        assert child.poll() is None, "the run finished before it could be killed"
        child.send_signal(signal.SIGKILL)
    finally:
        child.wait(30)
    assert child.returncode == -signal.SIGKILL


@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def test_run_killed_mid_way_then_rerun_equals_an_uninterrupted_run(database_url_factory, backend):
    reference, interrupted = _seeded(database_url_factory, backend), _seeded(database_url_factory, backend)
    with DagsterInstance.ephemeral() as instance:
        assert all(ok and not failed for _, _, _, ok, failed, _ in materialize_window(reference, instance, *WINDOW))
        if backend == "postgresql":
            killer = BackendKiller(interrupted)
            killer.start()
            first = materialize_window(interrupted, instance, *WINDOW)
            killer.done.set()
            killer.join(30)
            assert killer.killed >= 1
            assert not all(ok for _, _, _, ok, _, _ in first), "the cut connections failed no run"
        else:
            _killed_process_run(interrupted)
        interrupted.dispose()  # the pool holds connections the server has closed
        rerun = materialize_window(interrupted, instance, *WINDOW)
    assert all(ok and not failed for _, _, _, ok, failed, _ in rerun)
    expected, actual = _natural_state(reference), _natural_state(interrupted)
    assert {k: len(v) for k, v in actual.items()} == {k: len(v) for k, v in expected.items()}
    assert actual == expected
