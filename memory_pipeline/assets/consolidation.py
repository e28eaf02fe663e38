"""`memo_consolidation`: the dedup and contradiction pass for the memos of the window."""

from dagster import MetadataValue, OpExecutionContext, graph_asset

from memory_pipeline.assets.model_usage import model_usage_metadata
from memory_pipeline.assets.run_scope import BACKFILL_POLICY, Progress, time_window, trigger
from memory_pipeline.assets.sharded import ShardedWork
from memory_pipeline.consolidation import ConsolidationRun, consolidate
from memory_pipeline.partitions import daily_partitions
from memory_pipeline.shards import Shard

EXAMPLES = 8


def _consolidate(context: OpExecutionContext, shard: Shard) -> ConsolidationRun:
    database = context.resources.memory_db.engine()
    start, end = time_window(context)
    run = consolidate(database, context.resources.model_engine.build(database), start, end,
                      project_ids=shard.project_ids, run_id=context.run.run_id, log=Progress(context.log.info))
    context.log.info(f"consolidated {len(run.projects)} project(s) in [{start:%Y-%m-%d}, {end:%Y-%m-%d}): "
                     f"{len(run.decisions)} decision(s)")
    return run


def _report(context: OpExecutionContext, run: ConsolidationRun) -> dict:
    database = context.resources.memory_db.engine()
    rows = [f"| {d.relation} | `{d.memo_id[:8]}`" + (f" -> `{d.other_id[:8]}`" if d.other_id else "")
            + f" | {d.created_by} | {d.reason} |"
            for d in run.decisions[:EXAMPLES]]
    table = "| decision | memos | by | reason |\n| --- | --- | --- | --- |\n" + "\n".join(rows) if rows else \
        "_no decision in this run_"
    return {
        "trigger": trigger(context),
        "projects": len(run.projects),
        "projects_unchanged": MetadataValue.int(run.unchanged_projects),
        "memos_examined": run.examined,
        "duplicates": run.count("duplicate_of"),
        "supersessions": run.count("superseded_by"),
        "contradictions": run.count("contradicts"),
        "quarantined": run.count("quarantined"),
        "judge_pairs": run.judge_pairs,
        "judge_calls": run.judge_calls,
        "left_to_people": run.skipped_by_human,
        "model": context.resources.model_engine.build(database).model,
        **model_usage_metadata(database, context, "memo_consolidation"),
        "example_decisions": MetadataValue.md(table),
    }


steps = ShardedWork("memo_consolidation", _consolidate, _report, {"memory_db", "model_engine"},
                    after=("chat_summaries",), pool="llm")


@graph_asset(
    partitions_def=daily_partitions,
    backfill_policy=BACKFILL_POLICY,
    group_name="memory",
    ins=steps.ins,
    config=steps.config,
    description="Mark duplicate and outdated memos of the window (never deleting, never across projects), "
    "each decision with its reason.",
)
def memo_consolidation(chat_summaries):
    return steps.compose(chat_summaries=chat_summaries)
