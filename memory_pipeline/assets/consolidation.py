"""`memo_consolidation`: the dedup and contradiction pass for the memos of the window."""

from dagster import AssetExecutionContext, MaterializeResult, MetadataValue, asset

from memory_pipeline.assets.model_usage import model_usage_metadata
from memory_pipeline.assets.run_scope import BACKFILL_POLICY, RunScope, time_window, trigger
from memory_pipeline.consolidation import consolidate
from memory_pipeline.partitions import daily_partitions
from memory_pipeline.resources import MemoryDatabase, ModelEngine

EXAMPLES = 8


@asset(
    partitions_def=daily_partitions,
    backfill_policy=BACKFILL_POLICY,
    pool="llm",
    group_name="memory",
    deps=["chat_summaries"],
    description="Mark duplicate and outdated memos of the window (never deleting, never across projects), "
    "each decision with its reason.",
)
def memo_consolidation(context: AssetExecutionContext, config: RunScope, memory_db: MemoryDatabase,
                       model_engine: ModelEngine) -> MaterializeResult:
    database = memory_db.engine()
    engine = model_engine.build(database)
    start, end = time_window(context)
    run = consolidate(database, engine, start, end, project_ids=config.projects or None,
                      run_id=context.run.run_id, log=context.log.info)
    rows = [f"| {d.relation} | `{d.memo_id[:8]}`" + (f" -> `{d.other_id[:8]}`" if d.other_id else "")
            + f" | {d.created_by} | {d.reason} |"
            for d in run.decisions[:EXAMPLES]]
    table = "| decision | memos | by | reason |\n| --- | --- | --- | --- |\n" + "\n".join(rows) if rows else \
        "_no decision in this run_"
    return MaterializeResult(metadata={
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
        "model": engine.model,
        **model_usage_metadata(database, context, "memo_consolidation"),
        "example_decisions": MetadataValue.md(table),
    })
