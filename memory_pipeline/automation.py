"""Sensors, schedules and jobs: what starts runs, and the `memory/trigger` tag each run carries.

- `memo_watermark_sensor`: a project crossed N new items (memos and chats, counted by
  insertion order) -> refresh its days: chat_summaries, memo_consolidation, memory_links,
  day_digests.
- `opt_out_sensor`: chats opted out or deleted since the cursor that a digest cites
  (directly or through their memos) -> rebuild their day digests (and links and core
  memory); the week and month digests follow through their automation condition, so
  the levels rebuild in order. The chat stays in the cursor until no digest cites it:
  whatever still does after `MEMORY_OPT_OUT_RETRY_SECONDS` is requested again.
- Schedules: nightly 03:00 UTC (the previous day), Monday 04:00 (the previous week),
  the 1st at 05:00 (the previous month).

Week and month digests rebuild on their own after any of their day digests changes (a
declarative automation condition that waits for the days' runs and blocking checks, one
automation sensor per level), and again when one of their own blocking checks failed
because a day changed under them. Everything here starts enabled unless
`MEMORY_AUTOMATION=off`.
"""

import hashlib
import os
from collections import defaultdict
from datetime import datetime, timedelta, timezone

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
    in_process_executor,
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
from memory_pipeline.config import positive_whole_number
from memory_pipeline.partitions import PARTITIONS_START, is_complete_day, is_complete_period
from memory_pipeline.resources import MemoryDatabase
from memory_pipeline.periods import LEVELS, period_for_key
from memory_pipeline.watermarks import (
    OptOutState,
    PendingOptOut,
    WatermarkState,
    current_seqs,
    digests_citing,
    opt_outs_since,
    read_new_items,
    source_days,
)

WATERMARK_ENV = "MEMORY_WATERMARK_ITEMS"
SENSOR_INTERVAL_ENV = "MEMORY_SENSOR_INTERVAL_SECONDS"
OPT_OUT_RETRY_ENV = "MEMORY_OPT_OUT_RETRY_SECONDS"
DAY_ASSETS = (chat_summaries, memo_consolidation, memory_links, day_digests, project_core_memory)


def automation_enabled() -> bool:
    return os.environ.get("MEMORY_AUTOMATION", "on").strip().lower() not in ("off", "0", "false", "no")


def watermark_threshold() -> int:
    return positive_whole_number(WATERMARK_ENV, 20)


def sensor_interval_seconds() -> int:
    """Seconds between sensor ticks (MEMORY_SENSOR_INTERVAL_SECONDS, default 60)."""
    return positive_whole_number(SENSOR_INTERVAL_ENV, 60)


def retry_delay(attempts: int) -> timedelta:
    """How long a requested opt-out rebuild may take before it is requested again (doubling, at most 6 h)."""
    seconds = positive_whole_number(OPT_OUT_RETRY_ENV, 600)
    return timedelta(seconds=min(seconds * 2 ** max(attempts - 1, 0), 6 * 3600))


def projects_config(assets, projects: list[str]) -> dict:
    """Run config narrowing every asset of a run to `projects`."""
    return {"ops": {a.node_def.name: {"config": {"projects": sorted(projects)}} for a in assets}}


# Every run writing digests carries its level: the run queue starts one run per level at a
# time (dagster.yaml's tag limits), so two runs never write the same periods together, while
# a week run and a month run go side by side (both read only day digests; `locks.py`).
LEVEL_TAG = "memory/digest_level"
# The jobs sensors and schedules start cover one partition: in one process their steps and
# checks cost seconds, where a process per step and check cost a minute of start-ups.
SMALL_RUN_EXECUTOR = in_process_executor

day_refresh_job = define_asset_job(
    "day_refresh_job", selection=AssetSelection.assets(*DAY_ASSETS), tags={LEVEL_TAG: "day"},
    executor_def=SMALL_RUN_EXECUTOR,
    description="Summaries, consolidation, links, day digests and core memory for one day.")
# An opt-out rebuild: the day's links (edges touching the chat go), its digests and the
# core memory, which may quote a day digest line.
OPT_OUT_DAY_ASSETS = (memory_links, day_digests, project_core_memory)
day_digest_rebuild_job = define_asset_job(
    "day_digest_rebuild_job", selection=AssetSelection.assets(*OPT_OUT_DAY_ASSETS), tags={LEVEL_TAG: "day"},
    executor_def=SMALL_RUN_EXECUTOR)
week_digest_job = define_asset_job(
    "week_digest_job", selection=AssetSelection.assets(week_digests), tags={LEVEL_TAG: "week"},
    executor_def=SMALL_RUN_EXECUTOR)
month_digest_job = define_asset_job(
    "month_digest_job", selection=AssetSelection.assets(month_digests), tags={LEVEL_TAG: "month"},
    executor_def=SMALL_RUN_EXECUTOR)

_sensor_status = DefaultSensorStatus.RUNNING if automation_enabled() else DefaultSensorStatus.STOPPED
_schedule_status = DefaultScheduleStatus.RUNNING if automation_enabled() else DefaultScheduleStatus.STOPPED


@sensor(job=day_refresh_job, default_status=_sensor_status, minimum_interval_seconds=sensor_interval_seconds(),
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
        minimum_interval_seconds=sensor_interval_seconds(),
        description="Rebuild the day digests citing a chat (or its memos) opted out or deleted since the cursor; "
                    "week and month digests follow through their automation condition. Re-requests whatever "
                    "still cites the chat after MEMORY_OPT_OUT_RETRY_SECONDS.")
def opt_out_sensor(context: SensorEvaluationContext, memory_db: MemoryDatabase):
    state = OptOutState.parse(context.cursor)
    now = datetime.now(timezone.utc)
    with memory_db.engine().connect() as conn:
        opt_outs = opt_outs_since(conn, state.since)
        for opt_out in opt_outs:
            state.pending.setdefault(opt_out.chat_id, PendingOptOut())
        if opt_outs:
            state.since = max(o.at for o in opt_outs)
        if not state.pending:
            return SkipReason(f"no chat opted out or deleted since {state.since.isoformat() if state.since else 'the start'}")
        citing = digests_citing(conn, sorted(state.pending))
        days_of = source_days(conn, sorted(citing))
    clean = sorted(c for c in state.pending if c not in citing)
    for chat_id in clean:
        del state.pending[chat_id]
    targets: dict[tuple[str, str], dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    for chat_id, digests in sorted(citing.items()):
        pending = state.pending[chat_id]
        if pending.requested_at is not None and now - pending.requested_at < retry_delay(pending.attempts):
            continue  # its rebuild is under way
        if pending.attempts:
            context.log.warning(f"chat {chat_id} is still cited by {len(digests)} digest(s) after "
                                f"{pending.attempts} rebuild request(s); requesting them again")
        for level, key, project_id in _rebuild_targets(digests, days_of.get(chat_id, set()), pending.attempts):
            if is_complete_period(level, key, now):
                targets[(level, key)][project_id].add(chat_id)
            else:  # a digest built by hand outside the partitions: no run can rebuild it
                context.log.error(f"chat {chat_id} is cited by a {level} digest of {key}, which is not a "
                                  f"partition (before {PARTITIONS_START} or not over yet); rebuild it by hand")
        pending.attempts += 1
        pending.requested_at = now
    if not targets:
        waiting = len(state.pending)
        return SensorResult(skip_reason=SkipReason(
            f"{len(clean)} opted-out or deleted chat(s): no digest cites them now; "
            f"{waiting} other(s) waiting for their rebuilds"),
            cursor=state.serialize())
    jobs = {"day": (day_digest_rebuild_job, OPT_OUT_DAY_ASSETS), "week": (week_digest_job, (week_digests,)),
            "month": (month_digest_job, (month_digests,))}
    requests = []
    for (level, key), projects in sorted(targets.items(), key=lambda t: (LEVELS.index(t[0][0]), t[0][1])):
        job, assets = jobs[level]
        chat_ids = sorted({c for chats in projects.values() for c in chats})
        attempt = max(state.pending[c].attempts for c in chat_ids)
        requests.append(RunRequest(
            run_key=f"opt_out:{level}:{key}:{_digest_of(chat_ids)}:{attempt}",
            job_name=job.name,
            partition_key=key,
            run_config=projects_config(assets, list(projects)),
            tags={TRIGGER_TAG: "opt_out:" + ",".join(chat_ids)[:200]},
        ))
    context.log.info(f"{len(opt_outs)} new opt-out(s), {len(clean)} cleaned; rebuilding {len(requests)} "
                     "digest partition(s)")
    return SensorResult(run_requests=requests, cursor=state.serialize())


def _rebuild_targets(digests: list[tuple[str, str, str]], days: set[str], attempts: int):
    """What to rebuild for a chat still cited by `digests` (level, key, project).

    The day digests first: the day partitions citing it and, for a week or month citing
    it, the days of the chat and its memos inside that period (a day rebuild is what makes
    the roll-up automation rebuild the week and month after it). When no day digest cites
    it any more and a roll-up still does on a retry, or no day of it is known, the roll-up
    itself is requested: it re-checks every source it carries up.
    """
    cited_days = {("day", key, project) for level, key, project in digests if level == "day"}
    rollups = [(level, key, project) for level, key, project in digests if level != "day"]
    if cited_days:
        return sorted(cited_days)
    inside = {("day", day, project) for level, key, project in rollups for day in days
              if period_for_key(level, key).contains(period_for_key("day", day).start)}
    return sorted(inside) if inside and not attempts else sorted(rollups)


def _digest_of(chat_ids: list[str]) -> str:
    return hashlib.sha256(",".join(chat_ids).encode()).hexdigest()[:12]


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


def _rollup_automation_sensor(level: str, digests) -> AutomationConditionSensorDefinition:
    """The automation sensor of one roll-up level: its runs carry that level's tag."""
    return AutomationConditionSensorDefinition(
        f"{level}_automation_sensor", target=AssetSelection.assets(digests),
        default_status=_sensor_status, minimum_interval_seconds=sensor_interval_seconds(),
        run_tags={LEVEL_TAG: level, TRIGGER_TAG: "automation:rollup"},
        description=f"Rebuilds {level} digests after their day digests change, and a {level} digest whose "
                    "blocking check failed once its days are settled.")


week_automation_sensor = _rollup_automation_sensor("week", week_digests)
month_automation_sensor = _rollup_automation_sensor("month", month_digests)


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
sensors = [memo_watermark_sensor, opt_out_sensor, week_automation_sensor, month_automation_sensor]
schedules = [nightly_schedule, weekly_schedule, monthly_schedule, recall_log_cleanup_schedule]
