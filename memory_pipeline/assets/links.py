"""`memory_links`: typed edges for the day's memos (from_chat, co_occurs, related, refines)."""

from dagster import MetadataValue, OpExecutionContext, graph_asset

from memory_pipeline.assets.run_scope import BACKFILL_POLICY, time_window, trigger
from memory_pipeline.assets.sharded import ShardedWork
from memory_pipeline.links import LINK_RELATIONS, LinkRun, build_links, graph_report
from memory_pipeline.partitions import daily_partitions
from memory_pipeline.shards import Shard

SUMMARIZED_PROJECTS = 20


def _link(context: OpExecutionContext, shard: Shard) -> LinkRun:
    start, end = time_window(context)
    return build_links(context.resources.memory_db.engine(), start, end, project_ids=shard.project_ids,
                       run_id=context.run.run_id)


def _report(context: OpExecutionContext, run: LinkRun) -> dict:
    with context.resources.memory_db.engine().connect() as conn:
        largest, hubs = graph_report(conn, sorted(run.projects)[:SUMMARIZED_PROJECTS])
    return {
        "trigger": trigger(context),
        "projects": len(run.projects),
        "projects_unchanged": MetadataValue.int(run.unchanged_projects),
        "edges_added": MetadataValue.json({r: run.added.get(r, 0) for r in LINK_RELATIONS}),
        "edges_removed_ineligible": run.removed,
        "nodes_touched": len(run.nodes_touched),
        "largest_connected_component": largest,
        "top_hubs": MetadataValue.json(hubs[:10]),
    }


steps = ShardedWork("memory_links", _link, _report, {"memory_db"}, after=("memo_consolidation",))


@graph_asset(
    partitions_def=daily_partitions,
    backfill_policy=BACKFILL_POLICY,
    group_name="memory",
    ins=steps.ins,
    config=steps.config,
    description="Typed edges for the window's memos, within their project; edges touching opted-out or "
    "deleted items are removed first.",
)
def memory_links(memo_consolidation):
    return steps.compose(memo_consolidation=memo_consolidation)
