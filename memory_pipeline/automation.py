"""Sensors, schedules and jobs: what starts runs, and the `memory/trigger` tag each run carries.

- `memo_watermark_sensor`: a project crossed N new items (memos and chats, counted by
  insertion order) -> refresh its days: chat_summaries, memo_consolidation, memory_links,
  day_digests.
- `opt_out_sensor`: chats opted out or deleted since the cursor that a digest cites
  (directly or through their memos) -> rebuild those day, week and month digests.
- Schedules: nightly 03:00 UTC (the previous day), Monday 04:00 (the previous week),
  the 1st at 05:00 (the previous month).

Week and month digests also rebuild on their own after any of their day digests changes
(a declarative automation condition that waits for the days' blocking checks).
Everything here starts enabled unless `MEMORY_AUTOMATION=off`.
"""

import os
from collections import defaultdict
from datetime import datetime, timezone

from dagster import (
    AssetSelection,
    AutomationConditionSensorDefinition,
    OpExecutionContext,
    ScheduleDefinition,
    DefaultScheduleStatus,
    DefaultSensorStatus,
    RunRequest,
    SensorEvaluationContext,
    SensorResult,
    SkipReason,
    build_schedule_from_partitioned_job,
    define_asset_job,
    job,
    op,
    sensor,
)

from memory_pipeline.assets.chat_summaries import chat_summaries
from memory_pipeline.assets.run_scope import TRIGGER_TAG
from memory_pipeline.assets.consolidation import memo_consolidation
from memory_pipeline.assets.core_memory import project_core_memory
from memory_pipeline.assets.digests import day_digests, month_digests, week_digests
from memory_pipeline.assets.links import memory_links
from memory_pipeline.errors import MemoryPipelineError
from memory_pipeline.partitions import PARTITIONS_START, is_complete_day
from memory_pipeline.resources import MemoryDatabase
from memory_pipeline.watermarks import WatermarkState, current_seqs, digests_citing, opt_outs_since, read_new_items

WATERMARK_ENV = "MEMORY_WATERMARK_ITEMS"
DAY_ASSETS = (chat_summaries, memo_consolidation, memory_links, day_digests, project_core_memory)


def automation_enabled() -> bool:
    return os.environ.get("MEMORY_AUTOMATION", "on").strip().lower() not in ("off", "0", "false", "no")


def watermark_threshold() -> int:
    raw = os.environ.get(WATERMARK_ENV, "20")
    try:
        value = int(raw)
    except ValueError:
        raise MemoryPipelineError(f"{WATERMARK_ENV}={raw!r} is not a whole number; set e.g. 20") from None
    if value < 1:
        raise MemoryPipelineError(f"{WATERMARK_ENV}={value} must be at least 1")
    return value


def projects_config(assets, projects: list[str]) -> dict:
    """Run config narrowing every asset of a run to `projects`."""
    return {"ops": {a.op.name: {"config": {"projects": sorted(projects)}} for a in assets}}


day_refresh_job = define_asset_job(
    "day_refresh_job", selection=AssetSelection.assets(*DAY_ASSETS),
    description="Summaries, consolidation, links, day digests and core memory for one day.")
# An opt-out rebuild: the day's links (edges touching the chat go) and its digests.
OPT_OUT_DAY_ASSETS = (memory_links, day_digests)
day_digest_rebuild_job = define_asset_job(
    "day_digest_rebuild_job", selection=AssetSelection.assets(*OPT_OUT_DAY_ASSETS))
week_digest_job = define_asset_job(
    "week_digest_job", selection=AssetSelection.assets(week_digests))
month_digest_job = define_asset_job(
    "month_digest_job", selection=AssetSelection.assets(month_digests))

_sensor_status = DefaultSensorStatus.RUNNING if automation_enabled() else DefaultSensorStatus.STOPPED
_schedule_status = DefaultScheduleStatus.RUNNING if automation_enabled() else DefaultScheduleStatus.STOPPED


@sensor(job=day_refresh_job, default_status=_sensor_status, minimum_interval_seconds=60,
        description="Refresh a project's days once N new memos or chats arrived (MEMORY_WATERMARK_ITEMS).")
def memo_watermark_sensor(context: SensorEvaluationContext, memory_db: MemoryDatabase):
    threshold = watermark_threshold()
    state = WatermarkState.parse(context.cursor)
    with memory_db.engine().connect() as conn:
        if state.memo_seq is None:
            state.memo_seq, state.chat_seq = current_seqs(conn)
            return SensorResult(skip_reason=SkipReason(
                f"watermark started at memo #{state.memo_seq}, chat #{state.chat_seq}; earlier rows are "
                "for backfills and the nightly schedule"), cursor=state.serialize())
        read_new_items(conn, state)
    now = datetime.now(timezone.utc)
    by_day: dict[str, list[str]] = defaultdict(list)
    crossed = []
    for project_id in sorted(state.pending):
        count = state.count(project_id)
        if count < threshold:
            continue
        days = state.pending[project_id]
        for day in [d for d in days if d < PARTITIONS_START]:
            context.log.warning(f"{project_id}: {days.pop(day)} item(s) on {day}, before the first partition")
        ready = [day for day in days if is_complete_day(day, now)]
        if not days:
            del state.pending[project_id]
        if not ready:
            continue  # only today's items: the day is not a complete partition yet
        crossed.append(f"{project_id} ({count})")
        for day in ready:
            by_day[day].append(project_id)
            del days[day]
        if not days:
            del state.pending[project_id]
    if not by_day:
        closest = sorted(state.pending, key=lambda p: (-state.count(p), p))[:5]
        detail = ", ".join(f"{p} has {state.count(p)} of {threshold}" for p in closest) or "no new items"
        return SensorResult(skip_reason=SkipReason(f"no project reached {threshold} new items: {detail}"),
                            cursor=state.serialize())
    context.log.info(f"{len(crossed)} project(s) over the watermark: {', '.join(crossed[:10])}"
                     + (f" and {len(crossed) - 10} more" if len(crossed) > 10 else ""))
    requests = [
        RunRequest(
            run_key=f"watermark:{day}:{state.memo_seq}:{state.chat_seq}",
            partition_key=day,
            run_config=projects_config(DAY_ASSETS, projects),
            tags={TRIGGER_TAG: f"watermark:{threshold}"},
        )
        for day, projects in sorted(by_day.items())
    ]
    return SensorResult(run_requests=requests, cursor=state.serialize())


@sensor(jobs=[day_digest_rebuild_job, week_digest_job, month_digest_job], default_status=_sensor_status,
        minimum_interval_seconds=60,
        description="Rebuild every digest that cites a chat (or its memos) opted out or deleted since the cursor.")
def opt_out_sensor(context: SensorEvaluationContext, memory_db: MemoryDatabase):
    since = datetime.fromisoformat(context.cursor) if context.cursor else None
    with memory_db.engine().connect() as conn:
        opt_outs = opt_outs_since(conn, since)
        if not opt_outs:
            return SkipReason(f"no chat opted out or deleted since {since.isoformat() if since else 'the start'}")
        citing = digests_citing(conn, [o.chat_id for o in opt_outs])
    cursor = max(o.at for o in opt_outs).isoformat()
    targets: dict[tuple[str, str], dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    for chat_id, digests in citing.items():
        for level, key, project_id in digests:
            targets[(level, key)][project_id].add(chat_id)
    if not targets:
        return SensorResult(skip_reason=SkipReason(
            f"{len(opt_outs)} chat(s) opted out or deleted; no digest cites them"), cursor=cursor)
    jobs = {"day": (day_digest_rebuild_job, OPT_OUT_DAY_ASSETS), "week": (week_digest_job, (week_digests,)),
            "month": (month_digest_job, (month_digests,))}
    order = {"day": 0, "week": 1, "month": 2}
    requests = []
    for (level, key), projects in sorted(targets.items(), key=lambda t: (order[t[0][0]], t[0][1])):
        job, assets = jobs[level]
        chat_ids = sorted({c for chats in projects.values() for c in chats})
        requests.append(RunRequest(
            run_key=f"opt_out:{level}:{key}:{cursor}",
            job_name=job.name,
            partition_key=key,
            run_config=projects_config(assets, list(projects)),
            tags={TRIGGER_TAG: "opt_out:" + ",".join(chat_ids)[:200]},
        ))
    context.log.info(f"{len(opt_outs)} opt-out(s); rebuilding {len(requests)} digest partition(s)")
    return SensorResult(run_requests=requests, cursor=cursor)


nightly_schedule = build_schedule_from_partitioned_job(
    day_refresh_job, name="nightly_schedule", hour_of_day=3, minute_of_hour=0, default_status=_schedule_status,
    tags={TRIGGER_TAG: "schedule:nightly"}, description="03:00 UTC: the previous day.")
weekly_schedule = build_schedule_from_partitioned_job(
    week_digest_job, name="weekly_schedule", day_of_week=1, hour_of_day=4, minute_of_hour=0,
    default_status=_schedule_status, tags={TRIGGER_TAG: "schedule:weekly"},
    description="Monday 04:00 UTC: the previous week.")
monthly_schedule = build_schedule_from_partitioned_job(
    month_digest_job, name="monthly_schedule", day_of_month=1, hour_of_day=5, minute_of_hour=0,
    default_status=_schedule_status, tags={TRIGGER_TAG: "schedule:monthly"},
    description="The 1st, 05:00 UTC: the previous month.")

rollup_automation_sensor = AutomationConditionSensorDefinition(
    "rollup_automation_sensor", target=AssetSelection.assets(week_digests, month_digests),
    default_status=_sensor_status, minimum_interval_seconds=60,
    description="Rebuilds week and month digests after their day digests change.")

@op(description="Delete recall log rows older than 24 hours.")
def recall_log_cleanup(context: OpExecutionContext, memory_db: MemoryDatabase) -> None:
    from memory_pipeline.recall import clean_recall_log

    removed = clean_recall_log(memory_db.engine())
    context.log.info(f"removed {removed} recall log rows older than 24 hours")


@job(description="Keep the recall log to the last 24 hours.")
def recall_log_cleanup_job():
    recall_log_cleanup()


recall_log_cleanup_schedule = ScheduleDefinition(
    name="recall_log_cleanup_schedule", job=recall_log_cleanup_job, cron_schedule="17 * * * *",
    execution_timezone="UTC", default_status=_schedule_status, tags={TRIGGER_TAG: "schedule:recall_log_cleanup"},
    description="Hourly: remove recall log rows older than 24 hours.")

jobs = [day_refresh_job, day_digest_rebuild_job, week_digest_job, month_digest_job, recall_log_cleanup_job]
sensors = [memo_watermark_sensor, opt_out_sensor, rollup_automation_sensor]
schedules = [nightly_schedule, weekly_schedule, monthly_schedule, recall_log_cleanup_schedule]
