"""`chat_summaries`: summaries from redacted transcripts for the chats of the window."""

from dagster import MetadataValue, OpExecutionContext, graph_asset

from memory_pipeline.assets.model_usage import model_usage_metadata
from memory_pipeline.assets.run_scope import BACKFILL_POLICY, Progress, time_window, trigger
from memory_pipeline.assets.sharded import ShardedWork
from memory_pipeline.partitions import daily_partitions
from memory_pipeline.shards import Shard
from memory_pipeline.summaries import SummaryRun, summarize_chats


def _summarize(context: OpExecutionContext, shard: Shard) -> SummaryRun:
    database = context.resources.memory_db.engine()
    start, end = time_window(context)
    result = summarize_chats(database, context.resources.model_engine.build(database), start, end,
                             run_id=context.run.run_id, project_ids=shard.project_ids, log=Progress(context.log.info))
    context.log.info(f"summarized {result.summarized} chats in [{start:%Y-%m-%d}, {end:%Y-%m-%d})")
    return result


def _report(context: OpExecutionContext, result: SummaryRun) -> dict:
    database = context.resources.memory_db.engine()
    return {
        "trigger": trigger(context),
        "chats_summarized": result.summarized,
        "skipped": MetadataValue.json(dict(result.skipped)),
        "findings_masked": MetadataValue.json(dict(result.findings)),
        "injections_contained": MetadataValue.json(dict(result.injections_contained)),
        "model": context.resources.model_engine.build(database).model,
        **result.usage.metadata(),
        "summaries_to_redo": MetadataValue.int(result.fell_back),
        **model_usage_metadata(database, context, "chat_summaries"),
    }


steps = ShardedWork("chat_summaries", _summarize, _report, {"memory_db", "model_engine"}, pool="llm")


@graph_asset(
    partitions_def=daily_partitions,
    backfill_policy=BACKFILL_POLICY,
    group_name="memory",
    config=steps.config,
    description="Redact transcripts of chats with no current redacted summary, summarize them, and set "
    "summary, summary_redacted and summary_generated_at.",
)
def chat_summaries():
    return steps.compose()
