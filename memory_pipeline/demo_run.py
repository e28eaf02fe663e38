"""`memory-pipeline demo`: materialize every asset over the seeded period, then report."""

from __future__ import annotations

import multiprocessing
import os
import warnings
from collections.abc import Callable
from datetime import datetime, time, timedelta

import sqlalchemy as sa
import yaml
from dagster import (
    AssetCheckSeverity,
    AssetsDefinition,
    BetaWarning,
    DagsterInstance,
    PreviewWarning,
    execute_job,
    materialize,
)
from dagster._core.storage.tags import ASSET_PARTITION_RANGE_END_TAG, ASSET_PARTITION_RANGE_START_TAG

from memory_pipeline import schema, synthetic
from memory_pipeline.config import data_dir
from memory_pipeline.errors import MemoryPipelineError
from memory_pipeline.execution import STEP_SERVER_PRELOAD
from memory_pipeline.instance_storage import sqlite_instance_config
from memory_pipeline.periods import LEVELS, Level, periods_in
from memory_pipeline.resources import MemoryDatabase


# BackfillPolicy is marked beta; the demo's output is for people, not for that notice.
warnings.filterwarnings("ignore", category=BetaWarning)
warnings.filterwarnings("ignore", category=PreviewWarning)


def demo_instance() -> DagsterInstance:
    """The Dagster instance at `DAGSTER_HOME`, or a local one beside the embedded database."""
    if not os.environ.get("DAGSTER_HOME"):
        home = data_dir() / "dagster_home"
        home.mkdir(parents=True, exist_ok=True)
        config = home / "dagster.yaml"
        if not config.exists():  # local SQLite storage for runs and events, batched event writes
            config.write_text(yaml.safe_dump({"telemetry": {"enabled": False}, **sqlite_instance_config(home)}))
        os.environ["DAGSTER_HOME"] = str(home)
    return DagsterInstance.get()


def demo_window(scale: synthetic.Scale = synthetic.DEMO_SCALE) -> tuple[datetime, datetime]:
    start = datetime.combine(scale.start, time(0), tzinfo=schema.UTC)
    return start, start + timedelta(days=scale.days)


def materialize_window(
    engine: sa.Engine, instance: DagsterInstance, start: datetime, end: datetime, *, wide: dict | None = None,
    shards: int = 0,
) -> list[tuple[str, str, str, bool, list[str], int]]:
    """One run per partitions definition, each over the complete periods in `[start, end)`.

    Returns (assets, first key, last key, success, failed checks) per run; the asset
    checks run with their assets. A warning (the token budget check) is not a failure.
    `wide`: run through the job's own executor with this wide executor config (e.g.
    `{"multiprocess": {"max_concurrent": 2}}`, `{"celery": {}}`; the instance must be
    persistent), the week and month runs side by side after the day run, as the daemon's
    queue starts them (one run per level at a time); otherwise one run after the other in
    this process. `shards`: split a run's projects into at most that many shards (0:
    `MEMORY_SHARDS`, else one per core).
    """
    url = engine.url.render_as_string(hide_password=False)
    levels = [level for level in LEVELS if _planned(level, start, end)]
    results = {}
    if "day" in levels:
        results["day"] = _materialize_level(url, instance, "day", start, end, wide, shards)
    if wide is not None and {"week", "month"} <= set(levels):
        results.update(_rollups_side_by_side(url, instance, start, end, wide, shards))
    else:
        for level in [level for level in levels if level != "day"]:
            results[level] = _materialize_level(url, instance, level, start, end, wide, shards)
    return [results[level] for level in levels]


def _planned(level: Level, start: datetime, end: datetime) -> list:
    return [p for p in periods_in(level, start, end) if p.end <= end]


def _materialize_level(url: str, instance: DagsterInstance, level: Level, start: datetime, end: datetime,
                       wide: dict | None, shards: int) -> tuple[str, str, str, bool, list[str], int]:
    """The run of `level`'s assets over its complete periods in `[start, end)`."""
    from memory_pipeline.definitions import defs

    assets = [a for a in defs.assets or [] if isinstance(a, AssetsDefinition)]
    selected = [a for a in assets if a.partitions_def == _partitions_of(level)]
    periods = _planned(level, start, end)
    tags = {ASSET_PARTITION_RANGE_START_TAG: periods[0].key, ASSET_PARTITION_RANGE_END_TAG: periods[-1].key}
    run_config = {"loggers": {"console": {"config": {"log_level": "WARNING"}}},
                  "ops": {a.node_def.name: {"config": {"shards": shards}} for a in selected}}
    if wide is None:
        result = materialize(
            [*assets, *(defs.asset_checks or [])], selection=selected, instance=instance, tags=tags,
            resources={**defs.resources, "memory_db": MemoryDatabase(url=url)}, raise_on_error=False,
            run_config=run_config)
    else:
        result = execute_job(
            _asset_job(), instance, tags=tags, raise_on_error=False, asset_selection=[a.key for a in selected],
            run_config={**run_config, "resources": {"memory_db": {"config": {"url": url}}},
                        "execution": {"config": {"wide": wide}}})
    names = ", ".join(a.key.to_user_string() for a in selected)
    evaluations = result.get_asset_check_evaluations()
    failed = [f"{e.asset_key.to_user_string()}:{e.check_name}" for e in evaluations
              if not e.passed and e.severity == AssetCheckSeverity.ERROR]
    return names, periods[0].key, periods[-1].key, result.success, failed, len(evaluations)


def _rollups_side_by_side(url: str, instance: DagsterInstance, start: datetime, end: datetime, wide: dict,
                          shards: int) -> dict:
    """The week run here and the month run in a process forked from the steps' server, at once.

    Two `execute_job` calls in two threads deadlock in Dagster's logging setup (each run
    reconfigures the logging module); a spawned process would first import the pipeline,
    seconds that the forked one, started with it loaded, does not spend.
    """
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(list(STEP_SERVER_PRELOAD))
    receiver, sender = context.Pipe(duplex=False)
    month = context.Process(target=_materialize_level_in_child, name="month run",
                            args=(sender, url, instance.get_ref(), "month", start, end, wide, shards))
    month.start()
    sender.close()
    try:
        week = _materialize_level(url, instance, "week", start, end, wide, shards)
        try:
            return {"week": week, "month": receiver.recv()}
        except EOFError:
            month.join()
            raise MemoryPipelineError(f"the month run's process exited with code {month.exitcode} before its "
                                      "result; see the run in the Dagster instance") from None
    finally:
        month.join()
        receiver.close()


def _materialize_level_in_child(sender, url: str, instance_ref, level: Level, start: datetime, end: datetime,
                                wide: dict, shards: int) -> None:
    with DagsterInstance.from_ref(instance_ref) as instance:
        sender.send(_materialize_level(url, instance, level, start, end, wide, shards))
    sender.close()


def _asset_job():
    """`defs`' asset job, reconstructable in the processes the executor starts."""
    from dagster._core.definitions.reconstruct import ReconstructableRepository

    repository = ReconstructableRepository.for_module("memory_pipeline.definitions", "defs")
    return repository.get_reconstructable_job("__ASSET_JOB")


def _partitions_of(level: Level):
    from memory_pipeline.partitions import daily_partitions, monthly_partitions, weekly_partitions

    return {"day": daily_partitions, "week": weekly_partitions, "month": monthly_partitions}[level]


def run(engine: sa.Engine, echo: Callable[[str], None]) -> bool:
    instance = demo_instance()
    start, end = demo_window()
    runs = materialize_window(engine, instance, start, end)
    for names, first, last, success, failed, checked in runs:
        echo(f"run {'ok    ' if success else 'FAILED'} {first}..{last}: {names}; "
             f"{checked - len(failed)} of {checked} checks passed" + (f" (failed: {', '.join(failed)})" if failed else ""))
    report(engine, echo)
    echo(f"Dagster instance: {os.environ['DAGSTER_HOME']}")
    echo(f"Open the UI with: DAGSTER_HOME={os.environ['DAGSTER_HOME']} dagster dev -m memory_pipeline.definitions")
    return all(success and not failed for _, _, _, success, failed, _ in runs)


def report(engine: sa.Engine, echo: Callable[[str], None]) -> None:
    """Row counts of what the pipeline produced."""
    with engine.connect() as conn:
        def count(table: sa.Table, *where) -> int:
            return conn.execute(sa.select(sa.func.count()).select_from(table).where(*where)).scalar_one()

        echo(f"chats: {count(schema.chats)} ({count(schema.chats, schema.chats.c.summary_redacted)} "
             f"with a redacted summary)")
        echo(f"memos: {count(schema.memory_memos)}")
        for level in schema.DIGEST_LEVELS:
            echo(f"{level} digests: {count(schema.memory_digests, schema.memory_digests.c.level == level)}")
        echo(f"links: {count(schema.memory_links)}")
        echo(f"memo decisions: {count(schema.memory_memo_status)}; model calls: "
             f"{count(schema.memory_llm_usage, schema.memory_llm_usage.c.outcome != 'budget_fallback')}")
        echo(f"core memories: {count(schema.memory_core)}")
