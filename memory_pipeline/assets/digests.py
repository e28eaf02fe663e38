"""`day_digests`, `week_digests`, `month_digests`: one digest per project and period."""

from dagster import AssetDep, AssetExecutionContext, MaterializeResult, MetadataValue, asset

from memory_pipeline.assets.model_usage import model_usage_metadata
from memory_pipeline.assets.run_scope import BACKFILL_POLICY, ROLLUP_AUTOMATION, RunScope, time_window, trigger
from memory_pipeline.digests import DigestRun, build_digests
from memory_pipeline.partitions import daily_partitions, monthly_partitions, weekly_partitions
from memory_pipeline.resources import MemoryDatabase, ModelEngine


def _materialize(context: AssetExecutionContext, level, config: RunScope, memory_db: MemoryDatabase,
                 model_engine: ModelEngine) -> MaterializeResult:
    database = memory_db.engine()
    engine = model_engine.build(database)
    start, end = time_window(context)
    run = build_digests(database, engine, level, start, end, project_ids=config.projects or None,
                        run_id=context.run.run_id, log=context.log.info)
    return MaterializeResult(metadata={**_metadata(run, engine.model), "trigger": trigger(context),
                                       **model_usage_metadata(database, context, f"{level}_digests")})


def _metadata(run: DigestRun, model: str) -> dict:
    return {
        "projects_processed": len(run.projects),
        "digests_written": run.written,
        "digests_unchanged": run.unchanged,
        "digests_removed": run.removed,
        "lines_dropped": MetadataValue.json(dict(run.lines_dropped)),
        "findings_masked": MetadataValue.json(dict(run.findings_masked)),
        "injections_contained": MetadataValue.json(dict(run.injections_contained)),
        "model": model,
        **run.usage.metadata(),
        "preview": MetadataValue.md(run.preview or "_no digest written in this run_"),
    }


@asset(
    partitions_def=daily_partitions,
    backfill_policy=BACKFILL_POLICY,
    pool="llm",
    group_name="memory",
    deps=["chat_summaries", "memo_consolidation", "memory_links"],
    description="One digest per project with eligible chats or memos that day, each line citing its sources.",
)
def day_digests(context: AssetExecutionContext, config: RunScope, memory_db: MemoryDatabase,
                model_engine: ModelEngine) -> MaterializeResult:
    return _materialize(context, "day", config, memory_db, model_engine)


@asset(
    partitions_def=weekly_partitions,
    backfill_policy=BACKFILL_POLICY,
    pool="llm",
    group_name="memory",
    deps=[AssetDep("day_digests")],
    automation_condition=ROLLUP_AUTOMATION,
    description="One digest per project and Monday-start week, rolled up from its 7 day digests.",
)
def week_digests(context: AssetExecutionContext, config: RunScope, memory_db: MemoryDatabase,
                 model_engine: ModelEngine) -> MaterializeResult:
    return _materialize(context, "week", config, memory_db, model_engine)


@asset(
    partitions_def=monthly_partitions,
    backfill_policy=BACKFILL_POLICY,
    pool="llm",
    group_name="memory",
    deps=[AssetDep("day_digests")],
    automation_condition=ROLLUP_AUTOMATION,
    description="One digest per project and month, rolled up from the day digests of its days.",
)
def month_digests(context: AssetExecutionContext, config: RunScope, memory_db: MemoryDatabase,
                  model_engine: ModelEngine) -> MaterializeResult:
    return _materialize(context, "month", config, memory_db, model_engine)
