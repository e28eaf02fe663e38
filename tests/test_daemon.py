"""Opt-out through a real Dagster daemon, which launches runs concurrently and in any order.

`dagster-daemon run` starts in a subprocess on a temporary DAGSTER_HOME with the
default (queued) run coordinator and the shipped run-queue limits: on SQLite with a
SQLite instance, and on PostgreSQL with the instance on PostgreSQL (dagster-postgres).
A chat cited at day, week and month level is opted out; the test waits, bounded, until
no digest, link or line mentions it, every run succeeded and no check failed. Week and
month runs submitted together in a shuffled order go side by side, one run per level at a
time, and write what one run after the other writes.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from datetime import timedelta
from pathlib import Path

import pytest
import sqlalchemy as sa
import yaml
from dagster import DagsterEventType, DagsterInstance, DagsterRunStatus, RunsFilter

from bench.scenarios import stop_groups
from memory_pipeline import db
from memory_pipeline.automation import sensors
from memory_pipeline.digests import build_digests
from memory_pipeline.extractive import ExtractiveEngine
from memory_pipeline.schema import chats, memory_digests, memory_links, utcnow
from tests.helpers import OTHER_PROJECT, PROJECT, add_chat, add_memo, at
from tests.test_executors import natural_keys

REPO = Path(__file__).resolve().parents[1]
DEADLINE_SECONDS = 300
UNFINISHED = [DagsterRunStatus.QUEUED, DagsterRunStatus.NOT_STARTED, DagsterRunStatus.STARTING,
              DagsterRunStatus.STARTED, DagsterRunStatus.CANCELING]


def _instance_config(backend: str, database_url_factory) -> dict:
    shipped = yaml.safe_load((REPO / "dagster.yaml").read_text())
    config = {"telemetry": {"enabled": False}, "concurrency": shipped["concurrency"]}
    if backend == "postgresql":
        url = sa.make_url(database_url_factory("postgresql"))
        config["storage"] = {"postgres": {"postgres_db": {
            **shipped["storage"]["postgres"]["postgres_db"], "hostname": url.host, "port": url.port or 5432, "username": url.username,
            "password": url.password or "", "db_name": url.database}}}
    return config


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def daemon_setup(request, tmp_path, database_url_factory):
    backend = request.param
    memory_url = database_url_factory(backend)
    engine = db.get_engine(memory_url)
    db.migrate(engine)
    home = tmp_path / "dagster_home"
    home.mkdir()
    (home / "dagster.yaml").write_text(yaml.safe_dump(_instance_config(backend, database_url_factory)))
    (tmp_path / "workspace.yaml").write_text(yaml.safe_dump({"load_from": [{"python_module": {
        "module_name": "memory_pipeline.definitions", "location_name": "memory_pipeline",
        "working_directory": str(REPO)}}]}))
    env = {**os.environ, "DAGSTER_HOME": str(home), "MEMORY_DATABASE_URL": memory_url,
           "MEMORY_ENGINE": "extractive", "MEMORY_AUTOMATION": "on", "MEMORY_SENSOR_INTERVAL_SECONDS": "5",
           # Long enough that the test shows the first pass is clean, without the sensor's retries.
           "MEMORY_OPT_OUT_RETRY_SECONDS": "900"}
    yield engine, home, tmp_path, env
    engine.dispose()


def _seed(engine) -> str:
    """A week of chats; day, week and month digests built; returns the chat to opt out."""
    with engine.begin() as conn:
        gone = add_chat(conn, at("2026-03-04T09:00"), summary="Agreed to move search to Kafka.")
        add_memo(conn, "Search topic is events.v2", at("2026-03-04T10:00"), chat_id=gone)
        add_chat(conn, at("2026-03-03T09:00"), summary="Decided to adopt Temporal for billing.")
        add_chat(conn, at("2026-03-04T15:00"), summary="Agreed to freeze staging deploys until Friday.")
    for level in ("day", "week", "month"):
        build_digests(engine, ExtractiveEngine(), level, at("2026-03-01T00:00"), at("2026-04-01T00:00"))
    return gone


def _still_cited(engine, chat_id: str) -> list[str]:
    d = memory_digests.c
    with engine.connect() as conn:
        rows = conn.execute(sa.select(d.level, d.content, d.chat_ids)).all()
        links = conn.execute(sa.select(sa.func.count()).select_from(memory_links)
                             .where(memory_links.c.dst_id == chat_id)).scalar_one()
    found = [r.level for r in rows if chat_id in r.chat_ids or chat_id in r.content or "Kafka" in r.content
             or "events.v2" in r.content]
    return found + ["link"] * links


def _runs_and_failed_checks(instance: DagsterInstance) -> tuple[list, list[str]]:
    runs = instance.get_runs()
    failed_checks = []
    for run in runs:
        for record in instance.all_logs(run.run_id, of_type=DagsterEventType.ASSET_CHECK_EVALUATION):
            evaluation = record.dagster_event.event_specific_data
            if not evaluation.passed:
                failed_checks.append(f"{evaluation.asset_key.to_user_string()}:{evaluation.check_name}")
    return runs, failed_checks


def test_opt_out_propagates_to_day_week_and_month_through_the_daemon(daemon_setup):
    engine, home, workdir, env = daemon_setup
    gone = _seed(engine)
    assert sorted(set(_still_cited(engine, gone))) == ["day", "link", "month", "week"]
    log = (workdir / "daemon.log").open("w")
    os.environ["DAGSTER_HOME"] = str(home)
    # The instance's storage is made here, before the daemon opens it (see the roll-up test below).
    with DagsterInstance.from_config(str(home)) as instance:
        daemon = subprocess.Popen(
            [str(Path(sys.executable).with_name("dagster-daemon")), "run", "-w", "workspace.yaml"], cwd=workdir,
            env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        try:
            _wait_for(lambda: _sensor_ticks(instance) >= len(sensors), "the first tick of every sensor", workdir)
            with engine.begin() as conn:
                conn.execute(chats.update().where(chats.c.id == gone).values(memory_excluded_at=utcnow()))
            opted_out = time.monotonic()

            def clean() -> bool:
                runs = instance.get_runs(filters=RunsFilter(statuses=UNFINISHED))
                return not runs and not _still_cited(engine, gone) and len(instance.get_runs()) >= 3

            _wait_for(clean, "no digest citing the opted-out chat and every run finished", workdir)
            seconds = time.monotonic() - opted_out
            runs, failed_checks = _runs_and_failed_checks(instance)
        finally:
            stop_groups([daemon])  # the daemon and what it started: code servers, run workers
            log.close()
            os.environ.pop("DAGSTER_HOME", None)
    summary = sorted((r.job_name, r.tags.get("dagster/partition", ""), r.status.value) for r in runs)
    print(f"\nopt-out clean after {seconds:.1f} s through the daemon ({engine.dialect.name}): {summary}")
    assert all(r.status == DagsterRunStatus.SUCCESS for r in runs), summary
    assert failed_checks == []
    partitions = {(r.job_name == "day_digest_rebuild_job", r.tags.get("dagster/partition")) for r in runs}
    assert (True, "2026-03-04") in partitions
    assert {"2026-03-02", "2026-03-01"} <= {key for is_day, key in partitions if not is_day}


ROLLUP_RUNS = [("week_digest_job", week) for week in ("2026-02-02", "2026-02-09", "2026-02-16", "2026-02-23")] + [
    ("month_digest_job", month) for month in ("2026-02-01", "2026-03-01")]


def _seed_days(engine) -> None:
    """Two projects' chats and memos on most days of February and early March, with their day digests."""
    with engine.begin() as conn:
        for day in range(35):
            when = at("2026-02-01T09:00") + timedelta(days=day)
            if day % 5 == 3:
                continue
            for project_id in (PROJECT, OTHER_PROJECT):
                chat = add_chat(conn, when, project_id=project_id,
                                summary=f"Decided to ship release {day} of the importer.")
                add_memo(conn, f"Release {day} goes out from the staging branch", when + timedelta(hours=1),
                         project_id=project_id, chat_id=chat)
    build_digests(engine, ExtractiveEngine(), "day", at("2026-02-01T00:00"), at("2026-03-08T00:00"))


def _submit(instance: DagsterInstance, workdir: Path, runs: list[tuple[str, str]]) -> None:
    """Queue `runs` (job, partition) as the UI's "Materialize" does: the daemon starts them."""
    from dagster._cli.job import _create_run
    from dagster._core.workspace.context import WorkspaceProcessContext
    from dagster._core.workspace.load_target import WorkspaceFileTarget

    target = WorkspaceFileTarget(paths=[str(workdir / "workspace.yaml")])
    with WorkspaceProcessContext(instance, target) as process_context:
        workspace = process_context.create_request_context()
        location = workspace.get_code_location("memory_pipeline")
        repository = location.get_repository("__repository__")
        for job_name, partition in runs:
            run = _create_run(instance=instance, code_location=location, remote_repo=repository,
                              remote_job=repository.get_full_job(job_name), run_config={},
                              tags={"dagster/partition": partition}, op_selection=None, run_id=None)
            instance.submit_run(run.run_id, workspace)


def _launched_to_ended(instance: DagsterInstance, record) -> tuple[float, float]:
    """From the daemon's launch of the run (not the worker's start: a loaded machine takes seconds to
    import the pipeline, longer than a small run's steps) to its end."""
    launched = instance.all_logs(record.dagster_run.run_id, of_type=DagsterEventType.RUN_STARTING)[0].timestamp
    return launched, record.end_time


def _overlaps(a: tuple[float, float], b: tuple[float, float]) -> bool:
    return a[0] < b[1] and b[0] < a[1]


def test_week_and_month_runs_go_side_by_side_through_the_daemon_one_per_level(daemon_setup):
    """The week and month runs of a window, queued together in any order: a week run and a month run
    run at once, two runs of one level never do, and the digests and links are those of the levels
    built one after the other in process."""
    engine, home, workdir, env = daemon_setup
    _seed_days(engine)
    runs = list(ROLLUP_RUNS)
    random.Random(18).shuffle(runs)
    log = (workdir / "daemon.log").open("w")
    os.environ["DAGSTER_HOME"] = str(home)
    # The instance's storage is made here, before the daemon opens it: two processes making it at
    # once both stamp its schema version.
    with DagsterInstance.from_config(str(home)) as instance:
        daemon = subprocess.Popen(
            [str(Path(sys.executable).with_name("dagster-daemon")), "run", "-w", "workspace.yaml"], cwd=workdir,
            env={**env, "MEMORY_AUTOMATION": "off"}, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        try:
            _submit(instance, workdir, runs)
            _wait_for(lambda: not instance.get_runs(filters=RunsFilter(statuses=UNFINISHED)),
                      "every queued roll-up run finished", workdir)
            records = instance.get_run_records()
            _, failed_checks = _runs_and_failed_checks(instance)
            spans = {r.dagster_run.run_id: _launched_to_ended(instance, r) for r in records}
        finally:
            stop_groups([daemon])
            log.close()
            os.environ.pop("DAGSTER_HOME", None)
    summary = sorted((r.dagster_run.job_name, r.dagster_run.tags.get("dagster/partition"), r.dagster_run.status.value)
                     for r in records)
    assert len(records) == len(ROLLUP_RUNS) and all(r.dagster_run.status == DagsterRunStatus.SUCCESS
                                                    for r in records), summary
    assert failed_checks == []
    weeks = [spans[r.dagster_run.run_id] for r in records if r.dagster_run.job_name == "week_digest_job"]
    months = [spans[r.dagster_run.run_id] for r in records if r.dagster_run.job_name == "month_digest_job"]
    assert any(_overlaps(w, m) for w in weeks for m in months), "no week run ran beside a month run"
    for level in (weeks, months):
        assert not any(_overlaps(a, b) for i, a in enumerate(level) for b in level[i + 1:]), "two of a level at once"
    through_the_daemon = natural_keys(engine)
    with engine.begin() as conn:
        rollups = sa.select(memory_digests.c.id).where(memory_digests.c.level != "day")
        conn.execute(memory_links.delete().where(memory_links.c.src_kind == "digest",
                                                 memory_links.c.src_id.in_(rollups)))
        conn.execute(memory_digests.delete().where(memory_digests.c.level != "day"))
    for level, start, end in (("week", "2026-02-02", "2026-03-02"), ("month", "2026-02-01", "2026-04-01")):
        build_digests(engine, ExtractiveEngine(), level, at(f"{start}T00:00"), at(f"{end}T00:00"))
    one_after_the_other = natural_keys(engine)
    assert {level for (_, level, _), *_ in through_the_daemon["digests"]} == {"day", "week", "month"}
    assert through_the_daemon == one_after_the_other


def _sensor_ticks(instance: DagsterInstance) -> int:
    from dagster._core.scheduler.instigation import InstigatorType

    states = instance.all_instigator_state(instigator_type=InstigatorType.SENSOR)
    return sum(len(instance.get_ticks(s.instigator_origin_id, s.selector_id, limit=5)) for s in states)


def _wait_for(condition, what: str, workdir: Path) -> None:
    deadline = time.monotonic() + DEADLINE_SECONDS
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(2)
    log = (workdir / "daemon.log").read_text()[-3000:]
    pytest.fail(f"waited {DEADLINE_SECONDS} s for {what}; daemon log tail:\n{log}")
