"""Where a run's steps execute: one process for one partition, every core or worker for more.

A run over one partition (a click on "Materialize", the nightly schedule) is seconds of
work: in one process it costs no start-ups, where a process per step cost a minute. A
range fans its per-project shards (`shards.py`) out over the wide executor: `multiprocess`
on one machine (a process per step, `max_concurrent` at a time, default one per core),
`celery` workers beside it, or `in_process` (SQLite's one writer gains nothing from more).
`MEMORY_EXECUTOR` picks the default; a run's config may pick another (`execution: {config:
{wide: {celery: {}}}}`). On Kubernetes, `dagster-k8s`'s
`k8s_job_executor` takes the same jobs (README).
"""

from __future__ import annotations

import os

from dagster import Executor, Field, Int, Noneable, Selector, executor
from dagster._core.definitions.executor_definition import (
    _core_in_process_executor_creation,
    _core_multiprocess_executor_creation,
    multiple_process_executor_requirements,
)
from dagster._core.storage.tags import (
    ASSET_PARTITION_RANGE_END_TAG,
    ASSET_PARTITION_RANGE_START_TAG,
    PARTITION_NAME_TAG,
)

from memory_pipeline.errors import MemoryPipelineError

EXECUTOR_ENV = "MEMORY_EXECUTOR"
CELERY_BROKER_ENV = "MEMORY_CELERY_BROKER"
DEFAULT_CELERY_BROKER = "pyamqp://guest:guest@127.0.0.1:5672//"
PIPELINE_MODULE = "memory_pipeline.definitions"
# What every step process opens before its first step, besides the pipeline: the instance's
# storage from its ref (ours or Dagster's: imported in the step, Dagster's backfill and storage
# modules took 2.3 s per step; preloaded, 0.16 s), the memory database's PostgreSQL driver and
# the injection model (`step_models`: about 1 s of CPU per step that scans text).
# The forkserver skips a module that is not installed (dagster-postgres).
STEP_PRELOAD_MODULES = (
    "memory_pipeline.step_models",
    "memory_pipeline.instance_storage",
    "dagster._core.storage.legacy_storage",
    "dagster._core.storage.sqlite_storage",
    "dagster._core.storage.event_log.sqlite",
    "dagster._core.storage.runs.sqlite",
    "dagster._core.storage.schedules.sqlite",
    "dagster_postgres",
    "psycopg",
)
# What the steps' forkserver imports once; a process forked from it starts with the pipeline loaded.
STEP_SERVER_PRELOAD = (PIPELINE_MODULE, *STEP_PRELOAD_MODULES)
WIDE_EXECUTORS = ("multiprocess", "celery", "in_process")
K8S = "k8s"


def is_one_partition(tags: dict[str, str]) -> bool:
    """A run of one partition, or none (checks alone), rather than a range of them."""
    start, end = tags.get(ASSET_PARTITION_RANGE_START_TAG), tags.get(ASSET_PARTITION_RANGE_END_TAG)
    return start is None or start == end or PARTITION_NAME_TAG in tags


class SizedExecutor(Executor):
    """Runs one partition in process and anything wider on `wide`."""

    def __init__(self, wide: Executor, one_partition_in_process: bool = True):
        self.wide, self.one_partition_in_process = wide, one_partition_in_process
        self.small = _core_in_process_executor_creation({"retries": {"enabled": {}}})

    def execute(self, plan_context, execution_plan):
        small = self.one_partition_in_process and is_one_partition(plan_context.dagster_run.tags)
        return (self.small if small else self.wide).execute(plan_context, execution_plan)

    @property
    def retries(self):
        return self.wide.retries

    @property
    def step_dependency_config(self):
        return self.wide.step_dependency_config

    def __getattr__(self, name):
        # What a wide executor's own loop asks of "its" executor (Celery's: `app_args`).
        return getattr(self.wide, name)


def _configured() -> str:
    name = (os.environ.get(EXECUTOR_ENV) or "multiprocess").strip().lower()
    if name not in (*WIDE_EXECUTORS, K8S):
        raise MemoryPipelineError(f"{EXECUTOR_ENV}={name!r} is not an executor; use one of "
                                  f"{', '.join((*WIDE_EXECUTORS, K8S))}")
    return name


def default_wide() -> str:
    name = _configured()
    return name if name in WIDE_EXECUTORS else "multiprocess"


def deployment_executor():
    """The executor of `defs`: `memory_executor`, or with `MEMORY_EXECUTOR=k8s` dagster-k8s's
    `k8s_job_executor` (a pod per step, one partition included; the image installs dagster-k8s)."""
    if _configured() != K8S:
        return memory_executor
    try:
        from dagster_k8s import k8s_job_executor
    except ImportError as exc:
        raise MemoryPipelineError(f"{EXECUTOR_ENV}=k8s needs dagster-k8s: pip install dagster-k8s==0.29.27 "
                                  "(in lockstep with dagster 1.13.27)") from exc
    return k8s_job_executor


def celery_broker() -> str:
    return os.environ.get(CELERY_BROKER_ENV) or DEFAULT_CELERY_BROKER


def _wide(config: dict) -> Executor:
    name, options = next(iter(config.items())) if config else (default_wide(), {})
    if name == "in_process":
        return _core_in_process_executor_creation({"retries": {"enabled": {}}})
    if name == "celery":
        from dagster._core.execution.retries import RetryMode
        from dagster_celery.executor import CeleryExecutor

        return CeleryExecutor(retries=RetryMode.DISABLED, broker=options.get("broker") or celery_broker(),
                              backend="rpc://")
    return _core_multiprocess_executor_creation({
        "max_concurrent": options.get("max_concurrent"),
        "retries": {"enabled": {}},
        # Each step forks from a server that imported the pipeline and the instance's
        # storage once: a spawned step would import them again, seconds every time.
        "start_method": {"forkserver": {"preload_modules": list(STEP_SERVER_PRELOAD)}},
    })


@executor(
    name="memory_executor",
    config_schema={
        "wide": Field(Selector({
            "multiprocess": {"max_concurrent": Field(Noneable(Int), default_value=None, is_required=False,
                                                     description="Steps at a time (default: one per core).")},
            "celery": {"broker": Field(str, is_required=False, description=f"default: ${CELERY_BROKER_ENV}")},
            "in_process": {},
        }), is_required=False, description=f"Where a range's steps run (default: ${EXECUTOR_ENV}, else "
                                             "multiprocess)."),
        "one_partition_in_process": Field(bool, default_value=True,
                                          description="Run a run of one partition in one process."),
    },
    requirements=multiple_process_executor_requirements(),
)
def memory_executor(init_context):
    config = init_context.executor_config
    return SizedExecutor(_wide(config.get("wide") or {}), config["one_partition_in_process"])
