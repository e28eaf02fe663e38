"""Re-runs over an unchanged window skip the project; any change to its inputs redoes it."""

from __future__ import annotations

import sqlalchemy as sa

from memory_pipeline import work_state
from memory_pipeline.consolidation import consolidate
from memory_pipeline.extractive import ExtractiveEngine
from memory_pipeline.links import build_links
from memory_pipeline.recall import pin
from memory_pipeline.schema import chats, memory_memos, memory_work_state
from memory_pipeline.work_state import WorkState
from tests.helpers import OTHER_PROJECT, PROJECT, add_chat, add_memo, at

WINDOW = (at("2026-03-02T00:00"), at("2026-03-03T00:00"))


def seed(engine) -> dict[str, str]:
    with engine.begin() as conn:
        chat = add_chat(conn, at("2026-03-02T08:00"))
        ids = {"chat": chat,
               "old": add_memo(conn, "staging billing runs Postgres 14", at("2026-03-01T09:00")),
               "new": add_memo(conn, "staging billing runs Postgres 16", at("2026-03-02T09:00"), chat_id=chat),
               "other": add_memo(conn, "We use Grafana for dashboards", at("2026-03-02T10:00"),
                                 project_id=OTHER_PROJECT)}
    return ids


def test_a_second_consolidation_over_the_same_window_skips_every_project(engine):
    seed(engine)
    first = consolidate(engine, ExtractiveEngine(), *WINDOW)
    assert first.projects == {PROJECT, OTHER_PROJECT} and first.count("superseded_by") == 1
    second = consolidate(engine, ExtractiveEngine(), *WINDOW)
    assert (second.unchanged_projects, second.projects, second.decisions) == (2, set(), [])


def test_a_new_memo_an_opt_out_or_a_deletion_redoes_only_that_project(engine):
    ids = seed(engine)
    consolidate(engine, ExtractiveEngine(), *WINDOW)
    with engine.begin() as conn:
        add_memo(conn, "staging billing runs Postgres 16", at("2026-03-02T11:00"))
    again = consolidate(engine, ExtractiveEngine(), *WINDOW)
    assert again.projects == {PROJECT} and again.unchanged_projects == 1
    assert again.count("duplicate_of") == 1
    for change in (chats.update().where(chats.c.id == ids["chat"]).values(memory_excluded_at=at("2026-03-05T00:00")),
                   memory_memos.update().where(memory_memos.c.id == ids["old"]).values(
                       deleted_at=at("2026-03-05T00:00"))):
        with engine.begin() as conn:
            conn.execute(change)
        assert consolidate(engine, ExtractiveEngine(), *WINDOW).projects == {PROJECT}


def test_another_window_or_engine_is_not_the_same_work(engine):
    seed(engine)
    consolidate(engine, ExtractiveEngine(), *WINDOW)
    wider = (at("2026-03-01T00:00"), WINDOW[1])
    assert consolidate(engine, ExtractiveEngine(), *wider).projects == {PROJECT, OTHER_PROJECT}
    with engine.connect() as conn:
        before = work_state.fingerprints(conn, ["memos"], [PROJECT], *WINDOW, salt="extractive:extractive")
        other = work_state.fingerprints(conn, ["memos"], [PROJECT], *WINDOW, salt="claude:claude-x")
    assert before[PROJECT] != other[PROJECT]


def test_a_memo_arriving_while_the_asset_runs_is_not_recorded_as_seen(engine):
    seed(engine)
    state = WorkState(engine, "memory_links", [PROJECT, OTHER_PROJECT], *WINDOW)
    with engine.begin() as conn:  # the platform writes while the run works
        add_memo(conn, "billing alerts route to team 7", at("2026-03-02T12:00"))
    assert state.record(state.to_do) == 1
    with engine.connect() as conn:
        recorded = set(conn.execute(sa.select(memory_work_state.c.project_id)).scalars())
    assert recorded == {OTHER_PROJECT}
    assert WorkState(engine, "memory_links", [PROJECT, OTHER_PROJECT], *WINDOW).to_do == [PROJECT]


def test_links_rerun_skips_and_a_pin_redoes_core_memory(engine):
    ids = seed(engine)
    first = build_links(engine, *WINDOW)
    assert first.projects == {PROJECT, OTHER_PROJECT}
    second = build_links(engine, *WINDOW)
    assert (second.projects, second.unchanged_projects, sum(second.added.values())) == (set(), 2, 0)
    core = WorkState(engine, "project_core_memory", [PROJECT], *WINDOW)
    core.record(core.to_do)
    assert WorkState(engine, "project_core_memory", [PROJECT], *WINDOW).to_do == []
    pin(engine, ids["new"], "human:dara")
    assert WorkState(engine, "project_core_memory", [PROJECT], *WINDOW).to_do == [PROJECT]


def test_changing_the_rules_version_redoes_everything(engine, monkeypatch):
    seed(engine)
    consolidate(engine, ExtractiveEngine(), *WINDOW)
    monkeypatch.setattr(work_state, "RULES_VERSION", "test-next")
    assert consolidate(engine, ExtractiveEngine(), *WINDOW).projects == {PROJECT, OTHER_PROJECT}


def test_core_memory_of_a_later_day_with_the_same_inputs_is_the_same_text_and_is_skipped(engine):
    from memory_pipeline.recall import build_core_memory

    seed(engine)
    with engine.begin() as conn:
        for hour in range(8):  # enough memos of different ages and kinds for the order to matter
            add_memo(conn, f"Dara Okafor owns billing runbook part {hour}", at(f"2026-02-2{hour}T09:00"))
            add_memo(conn, f"We decided to adopt Grafana for service {hour}", at(f"2026-01-1{hour}T09:00"))
    later = (at("2026-03-09T00:00"), at("2026-03-10T00:00"))
    with engine.connect() as conn:
        assert build_core_memory(conn, PROJECT, WINDOW[1]).content == build_core_memory(conn, PROJECT, later[1]).content
    first = WorkState(engine, "project_core_memory", [PROJECT], *WINDOW, window_matters=False)
    first.record(first.to_do)
    assert WorkState(engine, "project_core_memory", [PROJECT], *later, window_matters=False).to_do == []
    with engine.begin() as conn:
        add_memo(conn, "billing alerts route to team 7", at("2026-03-09T12:00"))
    assert WorkState(engine, "project_core_memory", [PROJECT], *later, window_matters=False).to_do == [PROJECT]
