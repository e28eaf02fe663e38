"""Shards and executors: a run's results do not depend on how its projects are split or where
its steps run (in process, on the multiprocess executor, on Celery workers)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from datetime import date, datetime, timedelta

import pytest
import sqlalchemy as sa
from dagster import DagsterInstance
from hypothesis import given
from hypothesis import strategies as st

from memory_pipeline import schema, shards, synthetic
from memory_pipeline.demo_run import materialize_window
from memory_pipeline.assets import run_scope
from memory_pipeline.execution import DEFAULT_CELERY_BROKER, STEP_PRELOAD_MODULES, PIPELINE_MODULE, is_one_partition

# 24 projects: three shards of at least MIN_PROJECTS_PER_SHARD.
SCALE = synthetic.Scale(organizations=2, projects_per_org=12, start=date(2026, 3, 2), days=14,
                        chats_per_project_day=0.5, memos_per_chat=3)
START = datetime(2026, 3, 2, tzinfo=schema.UTC)
END = START + timedelta(days=14)


@given(st.lists(st.uuids().map(str), unique=True, max_size=60), st.integers(min_value=1, max_value=9))
def test_a_project_always_lands_in_the_same_shard_for_a_count(project_ids, count):
    groups = [[p for p in project_ids if shards.shard_of(p, count) == i] for i in range(count)]
    assert sorted(p for g in groups for p in g) == sorted(project_ids)
    assert all(shards.shard_of(p, count) == shards.shard_of(p, count) for p in project_ids)


def test_plan_splits_every_project_into_disjoint_shards(engine):
    project_ids = [f"project-{i:02d}" for i in range(40)]
    with engine.connect() as conn:
        planned = shards.plan(conn, project_ids, 3)
    assert len(planned) == 3
    assert sorted(p for s in planned for p in s.projects) == project_ids
    assert all(shards.shard_of(p, 3) == s.index for s in planned for p in s.projects)


def test_plan_keeps_few_projects_in_one_unfiltered_shard(engine):
    with engine.connect() as conn:
        assert shards.plan(conn, None, 4) == [shards.Shard(0, 1, None)]
        assert shards.plan(conn, ["a", "b"], 4) == [shards.Shard(0, 1, ("a", "b"))]


def test_a_run_of_one_partition_runs_in_process_and_a_range_does_not():
    assert is_one_partition({"dagster/partition": "2026-03-02"})
    assert is_one_partition({"dagster/asset_partition_range_start": "2026-03-02",
                             "dagster/asset_partition_range_end": "2026-03-02"})
    assert not is_one_partition({"dagster/asset_partition_range_start": "2026-03-02",
                                 "dagster/asset_partition_range_end": "2026-03-08"})


def test_every_module_the_step_processes_preload_exists():
    # The forkserver skips a preload module it cannot import, silently: a module renamed by a
    # Dagster upgrade would put seconds back into every step's start.
    import importlib.util

    assert all(importlib.util.find_spec(name) for name in (PIPELINE_MODULE, *STEP_PRELOAD_MODULES))


def test_the_step_processes_start_with_the_injection_model_loaded():
    # Nearly every step scans text: each one forked from the forkserver shares its one load of the model.
    assert "memory_pipeline.step_models" in STEP_PRELOAD_MODULES
    code = ("import memory_pipeline.step_models; from memory_pipeline import injection_model; "
            "print(injection_model.model.cache_info().currsize)")
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert loaded.strip() == "1"


def test_importing_the_pipeline_leaves_out_what_only_some_steps_use():
    # Every run worker and forkserver imports the pipeline first: datasketch (through scipy.integrate) and
    # networkx took a fifth of that import, for the consolidation's permutations and the link graph's shape.
    code = f"import sys, {PIPELINE_MODULE}; print(sorted({{'datasketch', 'networkx', 'scipy'}} & set(sys.modules)))"
    imported = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert imported.strip() == "[]"


def test_progress_lines_are_logged_at_most_once_per_interval(monkeypatch):
    clock = iter([100.0, 101.0, 109.9, 110.0, 125.0])
    monkeypatch.setattr(run_scope.time, "monotonic", lambda: next(clock))
    logged = []
    progress = run_scope.Progress(logged.append, every_s=10.0)
    for n in range(5):
        progress(f"step {n}")
    assert logged == ["step 0", "step 3", "step 4"]
    assert progress.skipped == 2


def test_a_range_run_plans_one_materialization_per_asset_naming_every_partition(engine):
    """Not one planned event per partition and asset: 1,825 of them for a year's day run made its
    creation take a minute and more on a loaded machine."""
    from dagster import DagsterEventType

    instance = DagsterInstance.ephemeral()
    runs = materialize_window(engine, instance, START, END)
    assert runs and all(success for _, _, _, success, _, _ in runs), runs
    days = [(START + timedelta(days=n)).date().isoformat() for n in range(14)]
    planned = [event.dagster_event.event_specific_data for run in instance.get_runs()
               for event in instance.all_logs(run.run_id, of_type=DagsterEventType.ASSET_MATERIALIZATION_PLANNED)]
    day_assets = {"chat_summaries", "memo_consolidation", "memory_links", "day_digests", "project_core_memory"}
    of_days = [p for p in planned if p.asset_key.to_user_string() in day_assets]
    assert sorted(p.asset_key.to_user_string() for p in of_days) == sorted(day_assets)
    assert all(p.partition is None and sorted(p.partitions_subset.get_partition_keys()) == days for p in of_days)


def natural_keys(engine) -> dict[str, list]:
    """Digests, links, memo statuses and core memory, by natural keys (ids of digests are random)."""
    d, l, s = schema.memory_digests.c, schema.memory_links.c, schema.memory_memo_status.c
    with engine.connect() as conn:
        digests = conn.execute(sa.select(d.id, d.project_id, d.level, d.period_start, d.content, d.chat_ids,
                                         d.memo_ids)).all()
        key = {row.id: (row.project_id, row.level, row.period_start.isoformat()) for row in digests}

        def named(kind, ref):
            return key[ref] if kind == "digest" else ref

        return {
            "digests": sorted((key[r.id], r.content, sorted(r.chat_ids), sorted(r.memo_ids)) for r in digests),
            "links": sorted((r.src_kind, named(r.src_kind, r.src_id), r.dst_kind, named(r.dst_kind, r.dst_id),
                             r.relation_type) for r in conn.execute(sa.select(
                                 l.src_kind, l.src_id, l.dst_kind, l.dst_id, l.relation_type))),
            "memo_status": sorted(tuple(r) for r in conn.execute(sa.select(
                s.memo_id, s.status, s.canonical_memo_id, s.reason))),
            "core_memory": sorted(tuple(r) for r in conn.execute(sa.select(
                schema.memory_core.c.project_id, schema.memory_core.c.content))),
        }


SUMMARY_COLUMNS = ("id", "summary", "summary_redacted", "summary_generated_at")
OUTPUT_TABLES = (schema.memory_links, schema.memory_digests, schema.memory_memo_status, schema.memory_core,
                 schema.memory_work_state, schema.memory_judged_pairs, schema.memory_llm_usage,
                 schema.memory_summary_fallbacks)


@pytest.fixture
def corpus(engine):
    synthetic.generate(engine, SCALE, seed=5)
    with engine.connect() as conn:
        summaries = [row._asdict() for row in conn.execute(
            sa.select(*(schema.chats.c[name] for name in SUMMARY_COLUMNS)))]
    return engine, summaries


def materialize_and_read(corpus, tmp_path, window=(START, END), **how) -> dict[str, list]:
    """Every asset over `window` (the corpus's two weeks) from the inputs alone (earlier outputs
    cleared); `celery_workers` also lists the workers each step ran on, `runs` each run's
    (assets, start, end)."""
    engine, summaries = corpus
    with engine.begin() as conn:
        for table in OUTPUT_TABLES:
            conn.execute(table.delete())
        for row in summaries:
            conn.execute(schema.chats.update().where(schema.chats.c.id == row["id"]).values(
                {name: row[name] for name in SUMMARY_COLUMNS[1:]}))
    home = tmp_path / f"dagster_home_{len(list(tmp_path.iterdir()))}"
    home.mkdir()
    (home / "dagster.yaml").write_text("telemetry:\n  enabled: false\n")
    with DagsterInstance.local_temp(str(home)) as instance:
        runs = materialize_window(engine, instance, *window, **how)
        timed = sorted((r.dagster_run.asset_selection and ", ".join(sorted(k.to_user_string() for k in
                        r.dagster_run.asset_selection)), r.start_time, r.end_time) for r in instance.get_run_records())
        ran_on = [(event.step_key, event.dagster_event.engine_event_data.metadata["Celery worker"].value)
                  for run in instance.get_runs() for event in instance.all_logs(run.run_id)
                  if event.dagster_event and event.dagster_event.is_engine_event
                  and "Celery worker" in event.dagster_event.engine_event_data.metadata]
    assert runs and all(success and not failed for _, _, _, success, failed, _ in runs), runs
    return {**natural_keys(engine), "celery_workers": sorted(ran_on), "runs": timed}


def outputs(read: dict[str, list]) -> dict[str, list]:
    return {name: rows for name, rows in read.items() if name != "runs"}


def test_results_do_not_depend_on_the_shard_count(corpus, tmp_path):
    in_one = materialize_and_read(corpus, tmp_path, shards=1)
    in_three = materialize_and_read(corpus, tmp_path, shards=3)
    assert in_one["digests"] and in_one["links"] and in_one["memo_status"]
    assert outputs(in_three) == outputs(in_one)


def test_multiprocess_backfill_equals_an_in_process_run(corpus, tmp_path):
    in_process = materialize_and_read(corpus, tmp_path)
    two_processes = materialize_and_read(corpus, tmp_path, wide={"multiprocess": {"max_concurrent": 2}}, shards=2)
    assert outputs(two_processes) == outputs(in_process)


def test_a_range_runs_in_one_process_on_request_with_the_same_results(corpus, tmp_path):
    in_process = materialize_and_read(corpus, tmp_path)
    on_request = materialize_and_read(corpus, tmp_path, wide={"in_process": {}}, shards=2)
    assert outputs(on_request) == outputs(in_process)


FEBRUARY = (datetime(2026, 2, 1, tzinfo=schema.UTC), datetime(2026, 3, 1, tzinfo=schema.UTC))


@pytest.fixture
def february(engine):
    synthetic.generate(engine, synthetic.Scale(organizations=1, projects_per_org=6, start=date(2026, 2, 1), days=28,
                                               chats_per_project_day=0.5, memos_per_chat=3), seed=7)
    with engine.connect() as conn:
        summaries = [row._asdict() for row in conn.execute(
            sa.select(*(schema.chats.c[name] for name in SUMMARY_COLUMNS)))]
    return engine, summaries


def test_the_week_and_month_runs_of_a_range_go_side_by_side_with_the_same_results(february, tmp_path):
    """As the daemon's queue starts them (one run per digest level at a time)."""
    in_process = materialize_and_read(february, tmp_path, FEBRUARY)
    wide = materialize_and_read(february, tmp_path, FEBRUARY, wide={"multiprocess": {"max_concurrent": 2}}, shards=2)
    runs = {assets: (started, ended) for assets, started, ended in wide["runs"]}
    (week_start, week_end), (month_start, month_end) = runs["week_digests"], runs["month_digests"]
    assert week_start < month_end and month_start < week_end, wide["runs"]
    assert {level for (_, level, _), *_ in in_process["digests"]} == {"day", "week", "month"}
    assert outputs(wide) == outputs(in_process)


@pytest.fixture
def celery_workers(tmp_path):
    """Two Celery workers on the local RabbitMQ, one task at a time each."""
    from dagster_celery.make_app import make_app

    app = make_app({"broker": DEFAULT_CELERY_BROKER, "backend": "rpc://"})
    try:
        app.connection_for_write().ensure_connection(max_retries=1)
    except Exception as exc:  # noqa: BLE001 - any failure to reach the broker means the same
        message = f"RabbitMQ is not reachable at {DEFAULT_CELERY_BROKER}: {exc}"
        if os.environ.get("CI") or os.environ.get("MEMORY_REQUIRE_POSTGRES"):
            pytest.fail(message + " (required in CI)")
        pytest.skip(message)
    workers = [subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "dagster_celery.app", "worker", "--queues", "dagster",
         "--concurrency", "1", "--pool", "solo", "--hostname", f"memory-test-{i}-{os.getpid()}@%h",
         "--loglevel", "WARNING", "--without-gossip", "--without-mingle", "--without-heartbeat"],
        stdout=(tmp_path / f"worker{i}.log").open("w"), stderr=subprocess.STDOUT,
        env={**os.environ, "DAGSTER_CELERY_BROKER_HOST": "127.0.0.1"}) for i in range(2)]
    deadline = time.monotonic() + 60
    names: set[str] = set()
    while len(names) < 2 and time.monotonic() < deadline:
        names |= {name for reply in app.control.ping(timeout=1) for name in reply
                  if name.startswith("memory-test-") and name.split("-")[3].startswith(str(os.getpid()))}
    assert len(names) == 2, f"Celery workers did not come up: {names}"
    yield names
    for worker in workers:
        worker.terminate()
    for worker in workers:
        worker.wait(timeout=30)


def test_celery_backfill_on_two_workers_equals_an_in_process_run(corpus, tmp_path, celery_workers):
    in_process = materialize_and_read(corpus, tmp_path)
    on_celery = materialize_and_read(corpus, tmp_path, wide={"celery": {}}, shards=2)
    ran_on = on_celery.pop("celery_workers")
    assert {worker.split("@")[0] for _, worker in ran_on} == {name.split("@")[0] for name in celery_workers}
    assert {step for step, _ in ran_on} >= {"memo_consolidation.memo_consolidation_shard[shard_0_of_2]",
                                             "memo_consolidation.memo_consolidation_shard[shard_1_of_2]"}
    in_process.pop("celery_workers")
    assert outputs(on_celery) == outputs(in_process)
    logs = "".join((tmp_path / f"worker{i}.log").read_text() for i in range(2))
    assert "Traceback" not in logs, logs[-2000:]


def test_an_unknown_executor_is_refused_naming_the_choices(monkeypatch):
    from memory_pipeline.errors import MemoryPipelineError
    from memory_pipeline.execution import deployment_executor

    monkeypatch.setenv("MEMORY_EXECUTOR", "threads")
    with pytest.raises(MemoryPipelineError, match="MEMORY_EXECUTOR='threads' is not an executor; use one of "
                                                  "multiprocess, celery, in_process, k8s"):
        deployment_executor()
