"""`chat_summaries`: summaries from redacted transcripts for the chats of the window."""


from dagster import AssetExecutionContext, MaterializeResult, MetadataValue, asset

from memory_pipeline.assets.model_usage import model_usage_metadata
from memory_pipeline.assets.run_scope import BACKFILL_POLICY, RunScope, time_window, trigger
from memory_pipeline.partitions import daily_partitions
from memory_pipeline.resources import MemoryDatabase, ModelEngine
from memory_pipeline.summaries import summarize_chats


@asset(
    partitions_def=daily_partitions,
    backfill_policy=BACKFILL_POLICY,
    pool="llm",
    group_name="memory",
    description="Redact transcripts of chats with no current redacted summary, summarize them, and set "
    "summary, summary_redacted and summary_generated_at.",
)
def chat_summaries(
    context: AssetExecutionContext, config: RunScope, memory_db: MemoryDatabase, model_engine: ModelEngine
) -> MaterializeResult:
    database = memory_db.engine()
    engine = model_engine.build(database)
    start, end = time_window(context)
    result = summarize_chats(database, engine, start, end, run_id=context.run.run_id,
                             project_ids=config.projects or None, log=context.log.info)
    context.log.info(f"summarized {result.summarized} chats in [{start:%Y-%m-%d}, {end:%Y-%m-%d})")
    return MaterializeResult(metadata={
        "trigger": trigger(context),
        "chats_summarized": result.summarized,
        "skipped": MetadataValue.json(dict(result.skipped)),
        "findings_masked": MetadataValue.json(dict(result.findings)),
        "injections_contained": MetadataValue.json(dict(result.injections_contained)),
        "model": engine.model,
        **result.usage.metadata(),
        "summaries_to_redo": MetadataValue.int(result.fell_back),
        **model_usage_metadata(database, context, "chat_summaries"),
    })
