"""`day_digests`, `week_digests`, `month_digests`: one digest per project and period."""

from functools import partial

from dagster import MetadataValue, OpExecutionContext, graph_asset

from memory_pipeline.assets.model_usage import model_usage_metadata
from memory_pipeline.assets.run_scope import BACKFILL_POLICY, ROLLUP_AUTOMATION, Progress, time_window, trigger
from memory_pipeline.assets.sharded import ShardedWork
from memory_pipeline.digests import DigestRun, build_digests
from memory_pipeline.partitions import daily_partitions, monthly_partitions, weekly_partitions
from memory_pipeline.periods import Level
from memory_pipeline.shards import Shard


def _build(level: Level, context: OpExecutionContext, shard: Shard) -> DigestRun:
    database = context.resources.memory_db.engine()
    start, end = time_window(context)
    run = build_digests(database, context.resources.model_engine.build(database), level, start, end,
                        project_ids=shard.project_ids, run_id=context.run.run_id, log=Progress(context.log.info))
    context.log.info(f"{level} digests of {len(run.projects)} project(s) in [{start:%Y-%m-%d}, {end:%Y-%m-%d}): "
                     f"{run.written} written, {run.unchanged} unchanged, {run.removed} removed")
    return run


def _report(level: Level, context: OpExecutionContext, run: DigestRun) -> dict:
    database = context.resources.memory_db.engine()
    return {
        "projects_processed": len(run.projects),
        "digests_written": run.written,
        "digests_unchanged": run.unchanged,
        "digests_removed": run.removed,
        "lines_dropped": MetadataValue.json(dict(run.lines_dropped)),
        "findings_masked": MetadataValue.json(dict(run.findings_masked)),
        "injections_contained": MetadataValue.json(dict(run.injections_contained)),
        "model": context.resources.model_engine.build(database).model,
        **run.usage.metadata(),
        "preview": MetadataValue.md(run.preview or "_no digest written in this run_"),
        "trigger": trigger(context),
        **model_usage_metadata(database, context, f"{level}_digests"),
    }


def _steps(level: Level, after: tuple[str, ...]) -> ShardedWork:
    return ShardedWork(f"{level}_digests", partial(_build, level), partial(_report, level),
                       {"memory_db", "model_engine"}, after=after, pool="llm")


day_steps = _steps("day", ("chat_summaries", "memo_consolidation", "memory_links"))
week_steps, month_steps = _steps("week", ("day_digests",)), _steps("month", ("day_digests",))


@graph_asset(
    partitions_def=daily_partitions,
    backfill_policy=BACKFILL_POLICY,
    group_name="memory",
    ins=day_steps.ins,
    config=day_steps.config,
    description="One digest per project with eligible chats or memos that day, each line citing its sources.",
)
def day_digests(chat_summaries, memo_consolidation, memory_links):
    return day_steps.compose(chat_summaries=chat_summaries, memo_consolidation=memo_consolidation,
                             memory_links=memory_links)


@graph_asset(
    partitions_def=weekly_partitions,
    backfill_policy=BACKFILL_POLICY,
    group_name="memory",
    ins=week_steps.ins,
    automation_condition=ROLLUP_AUTOMATION,
    config=week_steps.config,
    description="One digest per project and Monday-start week, rolled up from its 7 day digests.",
)
def week_digests(day_digests):
    return week_steps.compose(day_digests=day_digests)


@graph_asset(
    partitions_def=monthly_partitions,
    backfill_policy=BACKFILL_POLICY,
    group_name="memory",
    ins=month_steps.ins,
    automation_condition=ROLLUP_AUTOMATION,
    config=month_steps.config,
    description="One digest per project and month, rolled up from the day digests of its days.",
)
def month_digests(day_digests):
    return month_steps.compose(day_digests=day_digests)
