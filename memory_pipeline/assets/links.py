"""`memory_links`: typed edges for the day's memos (from_chat, co_occurs, related, refines)."""

from dagster import AssetExecutionContext, MaterializeResult, MetadataValue, asset

from memory_pipeline.assets.run_scope import BACKFILL_POLICY, RunScope, time_window, trigger
from memory_pipeline.links import LINK_RELATIONS, build_links, graph_summary, project_graph
from memory_pipeline.partitions import daily_partitions
from memory_pipeline.resources import MemoryDatabase

SUMMARIZED_PROJECTS = 20


@asset(
    partitions_def=daily_partitions,
    backfill_policy=BACKFILL_POLICY,
    group_name="memory",
    deps=["memo_consolidation"],
    description="Typed edges for the window's memos, within their project; edges touching opted-out or "
    "deleted items are removed first.",
)
def memory_links(context: AssetExecutionContext, config: RunScope, memory_db: MemoryDatabase) -> MaterializeResult:
    database = memory_db.engine()
    start, end = time_window(context)
    run = build_links(database, start, end, project_ids=config.projects or None, run_id=context.run.run_id)
    largest, hubs = 0, []
    with database.connect() as conn:
        for project_id in sorted(run.projects)[:SUMMARIZED_PROJECTS]:
            summary = graph_summary(project_graph(conn, project_id))
            largest = max(largest, summary["largest_component"])
            hubs.extend(summary["top_hubs"][:2])
    return MaterializeResult(metadata={
        "trigger": trigger(context),
        "projects": len(run.projects),
        "projects_unchanged": MetadataValue.int(run.unchanged_projects),
        "edges_added": MetadataValue.json({r: run.added.get(r, 0) for r in LINK_RELATIONS}),
        "edges_removed_ineligible": run.removed,
        "nodes_touched": len(run.nodes_touched),
        "largest_connected_component": largest,
        "top_hubs": MetadataValue.json(hubs[:10]),
    })
