"""`project_core_memory`: one bounded, always-included text per project (pins first)."""

import os

from dagster import AssetExecutionContext, MaterializeResult, MetadataValue, asset

from memory_pipeline.assets.run_scope import BACKFILL_POLICY, RunScope, time_window, trigger
from memory_pipeline.partitions import daily_partitions
from memory_pipeline.recall import projects_to_refresh, write_core_memory
from memory_pipeline.resources import MemoryDatabase
from memory_pipeline.schema import DEFAULT_CORE_MEMORY_BYTES, memory_core
from memory_pipeline.work_state import WorkState


def core_memory_bytes() -> int:
    return int(os.environ.get("MEMORY_CORE_MEMORY_BYTES", DEFAULT_CORE_MEMORY_BYTES))


@asset(
    partitions_def=daily_partitions,
    backfill_policy=BACKFILL_POLICY,
    group_name="memory",
    deps=["day_digests", "memo_consolidation"],
    description="Per project, at most MEMORY_CORE_MEMORY_BYTES (default 2048) bytes every agent always gets: "
    "pinned memos, then the active facts that matter most, each line cited.",
)
def project_core_memory(context: AssetExecutionContext, config: RunScope,
                        memory_db: MemoryDatabase) -> MaterializeResult:
    database = memory_db.engine()
    start, end = time_window(context)
    with database.connect() as conn:
        projects = projects_to_refresh(conn, start, end, config.projects or None)
    outcomes = {"written": 0, "unchanged": 0, "removed": 0}
    max_bytes = core_memory_bytes()
    # Recency decay scales every memo's weight alike, so an older `end` with the same inputs
    # gives the same text: the window itself is not part of the fingerprint.
    state = WorkState(database, "project_core_memory", projects, start, end, salt=str(max_bytes),
                      window_matters=False)
    outcomes["unchanged"] += len(state.unchanged)
    for project_id in state.to_do:
        outcomes[write_core_memory(database, project_id, end, context.run.run_id, max_bytes)] += 1
    state.record(state.to_do)
    preview = "_no core memory_"
    if projects:
        with database.connect() as conn:
            row = conn.execute(memory_core.select().where(memory_core.c.project_id == projects[0])).one_or_none()
        if row is not None:
            preview = f"**{row.project_id}** ({len(row.content.encode())} of {row.max_bytes} bytes)\n\n{row.content}"
    return MaterializeResult(metadata={
        "trigger": trigger(context),
        "projects": len(projects),
        **outcomes,
        "max_bytes": max_bytes,
        "preview": MetadataValue.md(preview),
    })
