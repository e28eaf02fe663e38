"""Sensors and schedules with a real Dagster instance and database."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest
import sqlalchemy as sa
from dagster import (
    DagsterInstance,
    Definitions,
    SensorResult,
    SkipReason,
    build_schedule_context,
    build_sensor_context,
    evaluate_automation_conditions,
)

from memory_pipeline.assets.chat_summaries import chat_summaries
from memory_pipeline.assets.consolidation import memo_consolidation
from memory_pipeline.assets.digests import day_digests, month_digests, week_digests
from memory_pipeline.assets.core_memory import project_core_memory
from memory_pipeline.assets.links import memory_links as links_asset
from memory_pipeline import automation
from memory_pipeline.automation import memo_watermark_sensor, opt_out_sensor
from memory_pipeline.digests import build_digests
from memory_pipeline.extractive import ExtractiveEngine
from memory_pipeline.resources import MemoryDatabase, ModelEngine
from memory_pipeline.schema import chats, memory_digests, memory_links
from memory_pipeline.watermarks import OptOutState, WatermarkState
from tests.helpers import OTHER_PROJECT, PROJECT, add_chat, add_memo, at, materialize_assets

ALL = [chat_summaries, memo_consolidation, links_asset, day_digests, week_digests, month_digests, project_core_memory]
AUTOMATION_DEFS = Definitions(assets=ALL, resources={"memory_db": MemoryDatabase(), "model_engine": ModelEngine()})


@pytest.fixture
def instance():
    with DagsterInstance.ephemeral() as instance:
        yield instance


def tick(sensor, engine, instance, cursor=None):
    context = build_sensor_context(
        instance=instance, cursor=cursor,
        resources={"memory_db": MemoryDatabase(url=engine.url.render_as_string(hide_password=False))})
    result = sensor(context)
    if isinstance(result, SkipReason):
        return SensorResult(skip_reason=result, cursor=cursor)
    return result


def start_watermark(engine, instance) -> str:
    result = tick(memo_watermark_sensor, engine, instance)
    assert "watermark started at memo #" in result.skip_reason.skip_message
    return result.cursor


def add_memos(engine, count: int, when: str, project: str = PROJECT) -> None:
    with engine.begin() as conn:
        for i in range(count):
            add_memo(conn, f"Fact number {i} about the billing service", at(when) + timedelta(minutes=i),
                     project_id=project)


def test_below_the_watermark_the_sensor_skips_and_says_how_far(engine, instance, monkeypatch):
    monkeypatch.setenv("MEMORY_WATERMARK_ITEMS", "5")
    cursor = start_watermark(engine, instance)
    add_memos(engine, 3, "2026-03-02T09:00")
    result = tick(memo_watermark_sensor, engine, instance, cursor)
    assert not result.run_requests
    assert result.skip_reason.skip_message == f"no project reached 5 new items: {PROJECT} has 3 of 5"
    assert WatermarkState.parse(result.cursor).count(PROJECT) == 3


def test_crossing_the_watermark_requests_each_day_narrowed_to_the_project(engine, instance, monkeypatch):
    monkeypatch.setenv("MEMORY_WATERMARK_ITEMS", "5")
    cursor = start_watermark(engine, instance)
    add_memos(engine, 3, "2026-03-02T09:00")
    add_memos(engine, 3, "2026-03-03T09:00")
    add_memos(engine, 2, "2026-03-03T09:00", project=OTHER_PROJECT)
    result = tick(memo_watermark_sensor, engine, instance, cursor)
    assert [r.partition_key for r in result.run_requests] == ["2026-03-02", "2026-03-03"]
    for request in result.run_requests:
        assert request.tags["memory/trigger"] == "watermark:5"
        assert {op: cfg["config"]["projects"] for op, cfg in request.run_config["ops"].items()} == {
            "chat_summaries": [PROJECT], "memo_consolidation": [PROJECT], "memory_links": [PROJECT],
            "day_digests": [PROJECT], "project_core_memory": [PROJECT]}
    state = WatermarkState.parse(result.cursor)
    assert PROJECT not in state.pending and state.count(OTHER_PROJECT) == 2
    again = tick(memo_watermark_sensor, engine, instance, result.cursor)
    assert not again.run_requests and again.cursor == result.cursor


def test_a_late_memo_for_an_old_day_requests_that_day(engine, instance, monkeypatch):
    monkeypatch.setenv("MEMORY_WATERMARK_ITEMS", "2")
    cursor = start_watermark(engine, instance)
    add_memos(engine, 2, "2025-06-10T09:00")  # imported today, about last June
    result = tick(memo_watermark_sensor, engine, instance, cursor)
    assert [r.partition_key for r in result.run_requests] == ["2025-06-10"]


def test_items_of_today_wait_until_the_day_is_complete(engine, instance, monkeypatch):
    monkeypatch.setenv("MEMORY_WATERMARK_ITEMS", "2")
    cursor = start_watermark(engine, instance)
    now = datetime.now(timezone.utc).replace(microsecond=0)
    with engine.begin() as conn:
        for i in range(2):
            add_memo(conn, f"Today fact {i}", now - timedelta(seconds=i))
    result = tick(memo_watermark_sensor, engine, instance, cursor)
    assert not result.run_requests
    assert WatermarkState.parse(result.cursor).count(PROJECT) == 2


def _digested_chat_then_opted_out(engine) -> str:
    """A chat (and its memo) cited at day, week and month level, then opted out."""
    with engine.begin() as conn:
        gone = add_chat(conn, at("2026-03-03T09:00"), summary="Decided to move search to Kafka.")
        add_memo(conn, "Search topic is events.v2", at("2026-03-03T10:00"), chat_id=gone)
        add_chat(conn, at("2026-03-04T09:00"), summary="Agreed to freeze billing deploys.")
    model = ExtractiveEngine()
    for level in ("day", "week", "month"):
        build_digests(engine, model, level, at("2026-03-01T00:00"), at("2026-04-01T00:00"))
    return gone


def _opt_out(engine, chat_id: str) -> None:
    with engine.begin() as conn:
        conn.execute(chats.update().where(chats.c.id == chat_id).values(memory_excluded_at=at("2026-03-20T00:00")))


def _run_request(engine, instance, request, assets) -> None:
    for asset in assets:
        materialize_assets(ALL, engine, selection=[asset], partition_key=request.partition_key, instance=instance,
                           projects=request.run_config["ops"][asset.node_def.name]["config"]["projects"])


def _mentions(engine, chat_id: str) -> tuple[list, int]:
    with engine.connect() as conn:
        contents = conn.execute(sa.select(memory_digests.c.content, memory_digests.c.chat_ids)).all()
        links = conn.execute(sa.select(sa.func.count()).select_from(memory_links).where(
            memory_links.c.dst_id == chat_id)).scalar_one()
    return [c for c, ids in contents if chat_id in c or chat_id in ids or "Kafka" in c or "events.v2" in c], links


def test_opt_out_rebuilds_the_day_and_the_roll_ups_follow_through_automation(engine, instance):
    gone = _digested_chat_then_opted_out(engine)
    first = tick(opt_out_sensor, engine, instance)
    assert not first.run_requests
    automation_cursor = evaluate_automation_conditions(defs=AUTOMATION_DEFS, instance=instance).cursor
    _opt_out(engine, gone)
    result = tick(opt_out_sensor, engine, instance, first.cursor)
    [request] = result.run_requests
    assert (request.job_name, request.partition_key) == ("day_digest_rebuild_job", "2026-03-03")
    assert request.tags["memory/trigger"] == f"opt_out:{gone}"
    assert set(request.run_config["ops"]) == {"memory_links", "day_digests", "project_core_memory"}
    _run_request(engine, instance, request, [links_asset, day_digests, project_core_memory])
    automation = evaluate_automation_conditions(defs=AUTOMATION_DEFS, instance=instance, cursor=automation_cursor)
    assert set(automation.get_requested_partitions(week_digests.key)) == {"2026-03-02"}
    assert set(automation.get_requested_partitions(month_digests.key)) == {"2026-03-01"}
    materialize_assets(ALL, engine, selection=[week_digests], partition_key="2026-03-02", instance=instance)
    materialize_assets(ALL, engine, selection=[month_digests], partition_key="2026-03-01", instance=instance)
    assert _mentions(engine, gone) == ([], 0)
    again = tick(opt_out_sensor, engine, instance, result.cursor)
    assert not again.run_requests
    assert again.skip_reason.skip_message.startswith(
        "1 opted-out or deleted chat(s): no digest cites them now; 0 other(s) waiting")
    assert OptOutState.parse(again.cursor).pending == {}


def test_opt_out_rebuild_still_citing_after_the_retry_delay_is_requested_again(engine, instance, monkeypatch):
    monkeypatch.setenv("MEMORY_OPT_OUT_RETRY_SECONDS", "1")
    gone = _digested_chat_then_opted_out(engine)
    _opt_out(engine, gone)
    first = tick(opt_out_sensor, engine, instance)
    assert [r.partition_key for r in first.run_requests] == ["2026-03-03"]
    waiting = tick(opt_out_sensor, engine, instance, first.cursor)
    assert not waiting.run_requests and "1 other(s) waiting for their rebuilds" in waiting.skip_reason.skip_message
    # The day rebuild ran; the roll-ups did not (their run failed, or the automation is off).
    _run_request(engine, instance, first.run_requests[0], [links_asset, day_digests, project_core_memory])
    state = OptOutState.parse(first.cursor)
    state.pending[gone].requested_at -= timedelta(seconds=2)
    retry = tick(opt_out_sensor, engine, instance, state.serialize())
    assert [(r.job_name, r.partition_key) for r in retry.run_requests] == [
        ("week_digest_job", "2026-03-02"), ("month_digest_job", "2026-03-01")]
    assert all(r.run_key.endswith(":2") for r in retry.run_requests)
    for request, asset in zip(retry.run_requests, (week_digests, month_digests)):
        _run_request(engine, instance, request, [asset])
    assert _mentions(engine, gone) == ([], 0)
    assert OptOutState.parse(tick(opt_out_sensor, engine, instance, retry.cursor).cursor).pending == {}


def test_opt_out_sensor_reads_the_cursor_of_earlier_versions(engine, instance):
    gone = _digested_chat_then_opted_out(engine)
    _opt_out(engine, gone)
    assert not tick(opt_out_sensor, engine, instance, "2026-03-21T00:00:00+00:00").run_requests
    assert tick(opt_out_sensor, engine, instance, "2026-03-19T00:00:00+00:00").run_requests


def test_opt_out_of_a_chat_no_digest_cites_requests_nothing(engine, instance):
    with engine.begin() as conn:
        add_chat(conn, at("2026-03-03T09:00"), summary="Never digested.", excluded_at=at("2026-03-05T00:00"))
    result = tick(opt_out_sensor, engine, instance)
    assert not result.run_requests
    assert "no digest cites them" in result.skip_reason.skip_message


@pytest.mark.parametrize("name,when,key", [
    ("nightly_schedule", "2026-03-03T03:00", "2026-03-02"),
    ("weekly_schedule", "2026-03-09T04:00", "2026-03-02"),
    ("monthly_schedule", "2026-04-01T05:00", "2026-03-01"),
])
def test_schedules_target_the_previous_period(instance, name, when, key):
    from memory_pipeline.definitions import defs

    schedule = defs.get_schedule_def(name)  # resolved against the assets' partitions
    context = build_schedule_context(instance=instance, scheduled_execution_time=at(when))
    [request] = list(schedule.evaluate_tick(context).run_requests)
    assert request.partition_key == key
    assert request.tags["memory/trigger"].startswith("schedule:")


def test_schedules_run_at_the_promised_times():
    from memory_pipeline.definitions import defs

    schedules = {name: defs.get_schedule_def(name) for name in ("nightly_schedule", "weekly_schedule",
                                                                 "monthly_schedule", "recall_log_cleanup_schedule")}
    assert {name: s.cron_schedule for name, s in schedules.items()} == {
        "nightly_schedule": "0 3 * * *", "weekly_schedule": "0 4 * * 1", "monthly_schedule": "0 5 1 * *",
        "recall_log_cleanup_schedule": "17 * * * *"}
    assert all(s.execution_timezone in (None, "UTC") for s in schedules.values())


@pytest.mark.parametrize("variable,value,message", [
    ("MEMORY_OPT_OUT_RETRY_SECONDS", "soon", "MEMORY_OPT_OUT_RETRY_SECONDS='soon' is not a whole number; set e.g. 600"),
    ("MEMORY_WATERMARK_ITEMS", "0", "MEMORY_WATERMARK_ITEMS=0 must be at least 1"),
])
def test_a_bad_setting_is_a_clear_error_naming_the_variable(monkeypatch, variable, value, message):
    from memory_pipeline.automation import retry_delay, watermark_threshold
    from memory_pipeline.errors import MemoryPipelineError

    monkeypatch.setenv(variable, value)
    with pytest.raises(MemoryPipelineError) as error:
        retry_delay(1) if variable == "MEMORY_OPT_OUT_RETRY_SECONDS" else watermark_threshold()
    assert str(error.value) == message


def test_a_digest_outside_the_partitions_does_not_stop_other_opt_outs(engine, instance):
    with engine.begin() as conn:
        early = add_chat(conn, at("2024-06-04T09:00"), summary="Decided to adopt Kafka for search.")
        gone = add_chat(conn, at("2026-03-03T09:00"), summary="Decided to move search to Kafka.")
    for start, end in ((at("2024-06-04T00:00"), at("2024-06-05T00:00")), (at("2026-03-03T00:00"), at("2026-03-04T00:00"))):
        build_digests(engine, ExtractiveEngine(), "day", start, end)
    with engine.begin() as conn:
        conn.execute(chats.update().where(chats.c.id.in_([early, gone])).values(memory_excluded_at=at("2026-03-20T00:00")))
    result = tick(opt_out_sensor, engine, instance)
    assert [(r.job_name, r.partition_key) for r in result.run_requests] == [("day_digest_rebuild_job", "2026-03-03")]


def test_each_digest_level_has_a_queue_tag_of_its_own_on_every_job_and_sensor_writing_it():
    """dagster.yaml's queue starts one run per tag value: week and month runs go side by side,
    two runs of one level never do."""
    tag = automation.LEVEL_TAG
    jobs = {"day": [automation.day_refresh_job.tags, automation.day_digest_rebuild_job.tags],
            "week": [automation.week_digest_job.tags, automation.week_automation_sensor.run_tags],
            "month": [automation.month_digest_job.tags, automation.month_automation_sensor.run_tags]}
    assert {level: {tags[tag] for tags in tagged} for level, tagged in jobs.items()} == {
        "day": {"day"}, "week": {"week"}, "month": {"month"}}
