"""`project_core_memory`: one bounded, always-included text per project (pins first)."""

import os

import sqlalchemy as sa
from dagster import MetadataValue, OpExecutionContext, graph_asset

from memory_pipeline.assets.run_scope import BACKFILL_POLICY, time_window, trigger
from memory_pipeline.assets.sharded import ShardedWork
from memory_pipeline.partitions import daily_partitions
from memory_pipeline.recall import CoreMemoryRun, refresh_core_memory
from memory_pipeline.schema import DEFAULT_CORE_MEMORY_BYTES, memory_core
from memory_pipeline.shards import Shard


def core_memory_bytes() -> int:
    return int(os.environ.get("MEMORY_CORE_MEMORY_BYTES", DEFAULT_CORE_MEMORY_BYTES))


def _refresh(context: OpExecutionContext, shard: Shard) -> CoreMemoryRun:
    start, end = time_window(context)
    return refresh_core_memory(context.resources.memory_db.engine(), start, end, shard.project_ids,
                               context.run.run_id, core_memory_bytes())


def _report(context: OpExecutionContext, run: CoreMemoryRun) -> dict:
    preview = "_no core memory_"
    if run.projects:
        with context.resources.memory_db.engine().connect() as conn:
            row = conn.execute(sa.select(memory_core).where(memory_core.c.project_id == min(run.projects))
                               ).one_or_none()
        if row is not None:
            preview = f"**{row.project_id}** ({len(row.content.encode())} of {row.max_bytes} bytes)\n\n{row.content}"
    return {
        "trigger": trigger(context),
        "projects": len(run.projects),
        "written": run.written,
        "unchanged": run.unchanged,
        "removed": run.removed,
        "max_bytes": core_memory_bytes(),
        "preview": MetadataValue.md(preview),
    }


steps = ShardedWork("project_core_memory", _refresh, _report, {"memory_db"}, after=("day_digests", "memo_consolidation"))


@graph_asset(
    partitions_def=daily_partitions,
    backfill_policy=BACKFILL_POLICY,
    group_name="memory",
    ins=steps.ins,
    config=steps.config,
    description="Per project, at most MEMORY_CORE_MEMORY_BYTES (default 2048) bytes every agent always gets: "
    "pinned memos, then the active facts that matter most, each line cited.",
)
def project_core_memory(day_digests, memo_consolidation):
    return steps.compose(day_digests=day_digests, memo_consolidation=memo_consolidation)
