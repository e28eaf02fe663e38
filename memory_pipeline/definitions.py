"""The one `Definitions` object Dagster loads (`defs`)."""

import os

from dagster import Definitions

from memory_pipeline.assets.chat_summaries import chat_summaries
from memory_pipeline.assets.consolidation import memo_consolidation
from memory_pipeline.assets.core_memory import project_core_memory
from memory_pipeline.assets.digests import day_digests, month_digests, week_digests
from memory_pipeline.assets.links import memory_links
from memory_pipeline.audit import memory_audit_job
from memory_pipeline.automation import jobs, schedules, sensors
from memory_pipeline.checks import asset_checks
from memory_pipeline.execution import deployment_executor
from memory_pipeline.resources import MemoryDatabase, ModelEngine

# A run over a range stores one materialization per partition and asset (365 a year, each
# asset): batched, an instance on PostgreSQL or on `instance_storage`'s SQLite event log
# writes them in one transaction instead of one connection each (README, scale-out). Every
# process that loads this code location (run and step workers) takes it; set it to 0 to opt out.
os.environ.setdefault("DAGSTER_EVENT_BATCH_SIZE", "1000")
# A range run plans its materializations when it is created: one event per partition and asset
# (1,825 for a year's day run, a minute of run creation on a loaded machine) or, with this,
# one per asset naming the range (Dagster's option for single-run backfills). The price is
# Dagster's: a failed run's partitions show as missing rather than failed; the run shows failed.
os.environ.setdefault("DAGSTER_EMIT_PARTITION_SUBSET_IN_PLANNED_EVENTS", "1")

defs = Definitions(
    assets=[chat_summaries, memo_consolidation, memory_links, day_digests, week_digests, month_digests,
            project_core_memory],
    asset_checks=asset_checks,
    jobs=[*jobs, memory_audit_job],
    sensors=sensors,
    schedules=schedules,
    resources={"memory_db": MemoryDatabase(), "model_engine": ModelEngine()},
    executor=deployment_executor(),
)
