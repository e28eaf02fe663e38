"""Day, week and month digests: eligibility, roll-ups, idempotence, backfills."""

from __future__ import annotations

from datetime import timedelta

import pytest
import sqlalchemy as sa
from dagster import DagsterInstance
from dagster._core.definitions.backfill_policy import BackfillPolicyType

import tests.fake_anthropic as fake_api
from memory_pipeline.assets.chat_summaries import chat_summaries
from memory_pipeline.assets.digests import day_digests, month_digests, week_digests
from memory_pipeline.schema import chats, memory_digests, memory_links, memory_memo_status
from tests.fake_anthropic import FakeAnthropic, FakeTransportModelEngine
from tests.helpers import OTHER_PROJECT, PROJECT, add_chat, add_memo, at, materialize_assets

ALL = [chat_summaries, day_digests, week_digests, month_digests]


def digests(engine, level: str | None = None, project: str | None = None) -> list:
    d = memory_digests.c
    query = sa.select(memory_digests).order_by(d.project_id, d.level, d.period_start)
    if level:
        query = query.where(d.level == level)
    if project:
        query = query.where(d.project_id == project)
    with engine.connect() as conn:
        return conn.execute(query).all()


def run(engine, asset, key=None, **kwargs):
    return materialize_assets(ALL, engine, selection=[asset], partition_key=key, **kwargs)


def meta(result, name):
    return {k: v.value for k, v in result.asset_materializations_for_node(name)[0].metadata.items()}


def test_day_boundaries_are_half_open(engine):
    with engine.begin() as conn:
        last = add_chat(conn, at("2026-03-02T23:59:59.999999"), summary="Decided to ship billing on Friday.")
        first = add_chat(conn, at("2026-03-03T00:00:00"), summary="Agreed to freeze deploys on Monday.")
    run(engine, day_digests, "2026-03-02")
    [digest] = digests(engine, "day")
    assert digest.chat_ids == [last] and first not in digest.content
    assert (digest.period_start, digest.period_end) == (at("2026-03-02T00:00"), at("2026-03-03T00:00"))


def test_ineligible_items_are_never_cited(engine):
    day = "2026-03-02T10:00"
    with engine.begin() as conn:
        good = add_chat(conn, at(day), summary="Decided to adopt Temporal for billing.")
        unredacted = add_chat(conn, at(day), summary="Raw summary with secrets.", redacted=False)
        opted = add_chat(conn, at(day), summary="Opted out chat summary.", excluded_at=at("2026-03-02T11:00"))
        deleted = add_chat(conn, at(day), summary="Deleted chat summary.", deleted_at=at("2026-03-02T11:00"))
        other = add_chat(conn, at(day), project_id=OTHER_PROJECT, summary="Other project decided things.")
        deleted_memo = add_memo(conn, "Deleted memo about staging.", at(day), deleted_at=at("2026-03-02T12:00"))
        opted_memo = add_memo(conn, "Memo saved in the opted out chat.", at(day), chat_id=opted)
        dup_memo = add_memo(conn, "Duplicate memo about staging.", at(day))
        kept = add_memo(conn, "Staging runs Postgres 16 now.", at(day))
        conn.execute(memory_memo_status.insert().values(
            memo_id=dup_memo, project_id=PROJECT, status="duplicate", canonical_memo_id=kept, reason="same text",
            decided_by="rule:exact", updated_at=at("2026-03-02T13:00")))
    run(engine, day_digests, "2026-03-02")
    [mine] = digests(engine, "day", PROJECT)
    assert mine.chat_ids == [good] and mine.memo_ids == [kept]
    for never in (unredacted, opted, deleted, other, deleted_memo, opted_memo, dup_memo):
        assert never not in mine.content
    [theirs] = digests(engine, "day", OTHER_PROJECT)
    assert theirs.chat_ids == [other] and good not in theirs.content
    with engine.connect() as conn:
        cited = set(conn.execute(sa.select(memory_links.c.dst_id).where(
            memory_links.c.src_id == mine.id, memory_links.c.relation_type == "cites")).scalars())
    assert cited == {good, kept}


def test_every_digest_line_ends_with_a_citation(engine):
    with engine.begin() as conn:
        for hour in range(10, 16):
            add_chat(conn, at(f"2026-03-02T{hour}:00"), summary=f"Decided item {hour}: move service {hour} to k8s.")
            add_memo(conn, f"Service {hour} owner is team {hour}.", at(f"2026-03-02T{hour}:30"))
    run(engine, day_digests, "2026-03-02")
    [digest] = digests(engine, "day")
    bullets = [line for line in digest.content.splitlines() if not line.startswith("## ")]
    assert bullets and all(line.startswith("- ") and line.rstrip().endswith("]") for line in bullets)


def test_week_rolls_up_exactly_the_day_digests_of_its_seven_days(engine):
    with engine.begin() as conn:
        for stamp in ("2026-03-01T12:00", "2026-03-02T00:00", "2026-03-05T12:00", "2026-03-08T23:59", "2026-03-09T00:00"):
            add_chat(conn, at(stamp), summary=f"Decided something on {stamp[:10]} about billing.")
    materialize_assets(ALL, engine, selection=[day_digests], partition_range=("2026-03-01", "2026-03-09"))
    run(engine, week_digests, "2026-03-02")
    days = {d.period_start.date().isoformat(): d.id for d in digests(engine, "day")}
    [week] = digests(engine, "week")
    assert sorted(week.child_digest_ids) == sorted(days[k] for k in ("2026-03-02", "2026-03-05", "2026-03-08"))
    assert (week.period_start, week.period_end) == (at("2026-03-02T00:00"), at("2026-03-09T00:00"))
    with engine.connect() as conn:
        rolled = set(conn.execute(sa.select(memory_links.c.dst_id).where(
            memory_links.c.src_id == week.id, memory_links.c.relation_type == "rolls_up")).scalars())
    assert rolled == set(week.child_digest_ids)


def test_month_rolls_up_its_days_including_those_of_a_straddling_week(engine):
    # The week of Monday 2026-03-30 straddles March and April.
    with engine.begin() as conn:
        for stamp in ("2026-02-28T12:00", "2026-03-01T00:00", "2026-03-30T09:00", "2026-03-31T23:59", "2026-04-01T00:00"):
            add_chat(conn, at(stamp), summary=f"Decided something on {stamp[:10]} about search.")
    materialize_assets(ALL, engine, selection=[day_digests], partition_range=("2026-02-28", "2026-04-01"))
    run(engine, month_digests, "2026-03-01")
    days = {d.period_start.date().isoformat(): d.id for d in digests(engine, "day")}
    [month] = digests(engine, "month")
    assert sorted(month.child_digest_ids) == sorted(days[k] for k in ("2026-03-01", "2026-03-30", "2026-03-31"))
    assert (month.period_start, month.period_end) == (at("2026-03-01T00:00"), at("2026-04-01T00:00"))


def test_second_run_makes_no_model_call_and_rewrites_nothing(engine, monkeypatch):
    monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key")
    fake_api.CURRENT = FakeAnthropic()
    model = FakeTransportModelEngine(engine="claude", model="claude-test")
    with engine.begin() as conn:
        add_chat(conn, at("2026-03-02T09:00"), summary="Decided to adopt Temporal for billing.")
        add_memo(conn, "Staging runs Postgres 16.", at("2026-03-02T10:00"))
        add_memo(conn, "Search uses Kafka.", at("2026-03-02T10:00"), project_id=OTHER_PROJECT)
    first = run(engine, day_digests, "2026-03-02", model_engine=model)
    calls = fake_api.CURRENT.calls
    assert calls == 2 and meta(first, "day_digests")["model_calls"] == 2
    before = {d.project_id: d.updated_at for d in digests(engine, "day")}
    second = run(engine, day_digests, "2026-03-02", model_engine=model)
    assert fake_api.CURRENT.calls == calls
    assert meta(second, "day_digests")["digests_unchanged"] == 2
    assert {d.project_id: d.updated_at for d in digests(engine, "day")} == before
    with engine.begin() as conn:
        new_memo = add_memo(conn, "Staging deploys are frozen until Friday.", at("2026-03-02T11:00"))
    run(engine, day_digests, "2026-03-02", model_engine=model)
    assert fake_api.CURRENT.calls == calls + 1
    after = {d.project_id: d for d in digests(engine, "day")}
    assert after[OTHER_PROJECT].updated_at == before[OTHER_PROJECT]
    assert after[PROJECT].updated_at > before[PROJECT] and new_memo in after[PROJECT].memo_ids


def test_digest_whose_inputs_were_all_opted_out_is_removed(engine):
    with engine.begin() as conn:
        chat_id = add_chat(conn, at("2026-03-02T09:00"), summary="Decided to adopt Temporal for billing.")
    run(engine, day_digests, "2026-03-02")
    [digest] = digests(engine, "day")
    with engine.begin() as conn:
        conn.execute(chats.update().where(chats.c.id == chat_id).values(memory_excluded_at=at("2026-03-04T00:00")))
    result = run(engine, day_digests, "2026-03-02")
    assert digests(engine, "day") == []
    assert meta(result, "day_digests")["digests_removed"] == 1
    with engine.connect() as conn:
        assert conn.execute(sa.select(memory_links).where(memory_links.c.src_id == digest.id)).all() == []


def test_week_drops_a_line_whose_chat_was_opted_out_after_the_day_digest(engine):
    with engine.begin() as conn:
        keep = add_chat(conn, at("2026-03-03T09:00"), summary="Decided to adopt Temporal for billing.")
        gone = add_chat(conn, at("2026-03-04T09:00"), summary="Agreed to move search to Kafka.")
    materialize_assets(ALL, engine, selection=[day_digests], partition_range=("2026-03-02", "2026-03-08"))
    with engine.begin() as conn:
        conn.execute(chats.update().where(chats.c.id == gone).values(memory_excluded_at=at("2026-03-10T00:00")))
    result = run(engine, week_digests, "2026-03-02")
    [week] = digests(engine, "week")
    assert week.chat_ids == [keep] and gone not in week.content
    assert meta(result, "week_digests")["lines_dropped"] == {"source_no_longer_eligible": 1}


def test_run_config_narrows_the_run_to_some_projects(engine):
    with engine.begin() as conn:
        add_chat(conn, at("2026-03-02T09:00"), summary="Decided to adopt Temporal for billing.")
        add_chat(conn, at("2026-03-02T09:00"), project_id=OTHER_PROJECT, summary="Agreed to move search to Kafka.")
    run(engine, day_digests, "2026-03-02", projects=[OTHER_PROJECT])
    assert [d.project_id for d in digests(engine, "day")] == [OTHER_PROJECT]


def test_sixty_day_range_backfill_is_one_run(engine):
    assert day_digests.backfill_policy.policy_type == BackfillPolicyType.SINGLE_RUN
    with engine.begin() as conn:
        for day in range(60):
            stamp = at("2026-03-01T12:00") + timedelta(days=day)
            add_chat(conn, stamp, summary=f"Decided item {day} for the billing service.")
    instance = DagsterInstance.ephemeral()
    result = materialize_assets(ALL, engine, selection=[chat_summaries, day_digests], instance=instance,
                                partition_range=("2026-03-01", "2026-04-29"))
    assert result.success
    assert len(instance.get_runs()) == 1
    assert len(digests(engine, "day")) == 60


def test_preview_metadata_is_markdown_of_a_written_digest(engine):
    with engine.begin() as conn:
        add_chat(conn, at("2026-03-02T09:00"), summary="Decided to adopt Temporal for billing.")
    result = run(engine, day_digests, "2026-03-02")
    metadata = meta(result, "day_digests")
    assert "## Decided" in metadata["preview"] and "Temporal" in metadata["preview"]
    assert (metadata["projects_processed"], metadata["digests_written"]) == (1, 1)


@pytest.fixture(autouse=True)
def _reset_fake():
    yield
    fake_api.CURRENT = None
