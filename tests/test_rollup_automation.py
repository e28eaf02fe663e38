"""Week digests rebuild after their days change, and not after a day's blocking check failed."""

from __future__ import annotations

import pytest
import sqlalchemy as sa
from dagster import DagsterInstance, Definitions, evaluate_automation_conditions, materialize

from memory_pipeline.assets.digests import day_digests, month_digests, week_digests
from memory_pipeline.checks import asset_checks
from memory_pipeline.digests import build_digests
from memory_pipeline.extractive import ExtractiveEngine
from memory_pipeline.resources import MemoryDatabase, ModelEngine
from memory_pipeline.schema import memory_digests
from tests.helpers import add_chat, at

def _defs():
    return Definitions(assets=[day_digests, week_digests, month_digests], asset_checks=asset_checks,
                       resources={"memory_db": MemoryDatabase(), "model_engine": ModelEngine(engine="extractive")})


def _materialize_days(engine, instance) -> bool:
    """One run per day, as the nightly schedule and the sensors start them; True if all passed."""
    checks = [c for c in asset_checks if {k.asset_key for k in c.check_keys} == {day_digests.key}]
    results = [
        materialize([day_digests, *checks], instance=instance, raise_on_error=False, partition_key=f"2026-03-0{day}",
                    resources={"memory_db": MemoryDatabase(url=engine.url.render_as_string(hide_password=False)),
                               "model_engine": ModelEngine(engine="extractive")})
        for day in range(2, 9)
    ]
    return all(r.success for r in results)


def _requested_weeks(instance, cursor):
    result = evaluate_automation_conditions(defs=_defs(), instance=instance, cursor=cursor)
    return result, {k for k in result.get_requested_partitions(week_digests.key)} if result.total_requested else set()


@pytest.mark.parametrize("corrupt", [False, True])
def test_week_rebuilds_after_its_days_only_when_their_blocking_checks_pass(engine, corrupt):
    with engine.begin() as conn:
        for day in range(2, 9):
            add_chat(conn, at(f"2026-03-0{day}T09:00"), summary=f"Decided item {day} about billing.")
    build_digests(engine, ExtractiveEngine(), "day", at("2026-03-02T00:00"), at("2026-03-09T00:00"))
    if corrupt:
        with engine.begin() as conn:
            row = conn.execute(sa.select(memory_digests).limit(1)).one()
            conn.execute(memory_digests.update().where(memory_digests.c.id == row.id).values(
                content=row.content + "\n- ping ops@example.com"))
    with DagsterInstance.ephemeral() as instance:
        first, _ = _requested_weeks(instance, None)
        assert _materialize_days(engine, instance) is (not corrupt)
        _, weeks = _requested_weeks(instance, first.cursor)
    assert weeks == (set() if corrupt else {"2026-03-02"})
