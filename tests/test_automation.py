"""Sensors and schedules with a real Dagster instance and database."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest
import sqlalchemy as sa
from dagster import DagsterInstance, SensorResult, SkipReason, build_schedule_context, build_sensor_context

from memory_pipeline.assets.chat_summaries import chat_summaries
from memory_pipeline.assets.consolidation import memo_consolidation
from memory_pipeline.assets.digests import day_digests, month_digests, week_digests
from memory_pipeline.assets.links import memory_links as links_asset
from memory_pipeline.automation import memo_watermark_sensor, opt_out_sensor
from memory_pipeline.digests import build_digests
from memory_pipeline.extractive import ExtractiveEngine
from memory_pipeline.resources import MemoryDatabase
from memory_pipeline.schema import chats, memory_digests, memory_links
from memory_pipeline.watermarks import WatermarkState
from tests.helpers import OTHER_PROJECT, PROJECT, add_chat, add_memo, at, materialize_assets

ALL = [chat_summaries, memo_consolidation, links_asset, day_digests, week_digests, month_digests]


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


def test_opt_out_rebuilds_every_digest_citing_the_chat_and_nothing_cites_it_after(engine, instance):
    with engine.begin() as conn:
        gone = add_chat(conn, at("2026-03-03T09:00"), summary="Decided to move search to Kafka.")
        add_memo(conn, "Search topic is events.v2", at("2026-03-03T10:00"), chat_id=gone)
        add_chat(conn, at("2026-03-04T09:00"), summary="Agreed to freeze billing deploys.")
    model = ExtractiveEngine()
    for level in ("day", "week", "month"):
        build_digests(engine, model, level, at("2026-03-01T00:00"), at("2026-04-01T00:00"))
    first = tick(opt_out_sensor, engine, instance)
    assert first.run_requests == [] or not first.run_requests
    with engine.begin() as conn:
        conn.execute(chats.update().where(chats.c.id == gone).values(memory_excluded_at=at("2026-03-20T00:00")))
    result = tick(opt_out_sensor, engine, instance, first.cursor)
    requested = [(r.job_name, r.partition_key) for r in result.run_requests]
    assert requested == [("day_digest_rebuild_job", "2026-03-03"), ("week_digest_job", "2026-03-02"),
                         ("month_digest_job", "2026-03-01")]
    assert all(r.tags["memory/trigger"] == f"opt_out:{gone}" for r in result.run_requests)
    for request, assets in zip(result.run_requests, ([links_asset, day_digests], [week_digests], [month_digests])):
        assert set(request.run_config["ops"]) == {a.op.name for a in assets}
        for asset in assets:
            materialize_assets(ALL, engine, selection=[asset], partition_key=request.partition_key,
                               projects=request.run_config["ops"][asset.op.name]["config"]["projects"])
    with engine.connect() as conn:
        contents = conn.execute(sa.select(memory_digests.c.content, memory_digests.c.chat_ids)).all()
        cites = conn.execute(sa.select(sa.func.count()).select_from(memory_links).where(
            memory_links.c.dst_id == gone)).scalar_one()
    assert contents and all(gone not in content and gone not in ids for content, ids in contents)
    assert all("Kafka" not in content and "events.v2" not in content for content, _ in contents)
    assert cites == 0
    again = tick(opt_out_sensor, engine, instance, result.cursor)
    assert not again.run_requests


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
