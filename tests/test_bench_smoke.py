"""Every benchmark scenario at a tiny scale, so the harness cannot rot."""

from __future__ import annotations

import pytest
import sqlalchemy as sa

from bench import scenarios
from memory_pipeline import schema


@pytest.mark.parametrize("scenario,scale", [
    ("backfill", "smoke"), ("nightly", "smoke"), ("rerun", "smoke"), ("model_cost", "smoke"), ("dedup", "600"),
    ("dedup", "terse-600"), ("naive_dedup", "300"), ("noisy_chat_summaries", "20"),
])
def test_scenario_runs_and_measures(engine, scenario, scale):
    result = scenarios.SCENARIOS[scenario](engine, scale)
    if scenario == "backfill":
        assert result["ok"] and result["dagster_runs"] == 2 and result["digests"] > 0
        floor, nightly = result["_extra_rows"]
        assert floor["scenario"] == "floor" and floor["input_rows"] > result["memos"]
        assert floor["output_rows"] >= result["digests"] + result["links"] and floor["floor_s"] > 0
        assert nightly["scenario"] == "nightly" and nightly["ok"] and nightly["new_memos"] > 0
    elif scenario == "model_cost":
        assert result["calls_per_pm"] > 0 and result["naive_calls_per_pm"] > 0
        assert result["by_asset"]["naive_week_digests"]["calls"] == result["by_asset"]["week_digests"]["calls"]
    elif scenario == "nightly":
        assert result["ok"] and result["new_memos"] > 0
    elif scenario == "rerun":
        assert result["calls_first"] > 0 and result["calls_second"] == 0
    elif scenario == "noisy_chat_summaries":
        assert result["chats"] == 20 and result["summaries_written"] > 0 and result["per_1000_chats_s"] > 0
    else:
        assert result["memos"] == scenarios._sized(scale)[0] and result["us_per_memo"] > 0


def test_the_next_day_lands_in_the_corpus_projects(engine):
    from dataclasses import replace
    from datetime import timedelta

    from bench.corpus import SCALES
    from memory_pipeline import synthetic

    scale = SCALES["smoke"]
    synthetic.generate(engine, scale, seed=1)
    with engine.connect() as conn:
        before = set(conn.execute(sa.select(schema.memory_memos.c.project_id).distinct()).scalars())
    day = replace(scale, start=scale.start + timedelta(days=scale.days), days=1)
    added = synthetic.generate(engine, day, seed=2, projects_seed=1)
    with engine.connect() as conn:
        after = set(conn.execute(sa.select(schema.memory_memos.c.project_id).distinct()).scalars())
    assert added.memos > 0 and after == before


def test_terse_corpus_is_short_notes_from_a_small_vocabulary(engine):
    from bench.corpus import SCALES
    from memory_pipeline import synthetic

    synthetic.generate(engine, replace_scale(SCALES["year-tenth-terse"]), seed=1)
    with engine.connect() as conn:
        texts = [t for t in conn.execute(sa.select(schema.memory_memos.c.content)).scalars()
                 if not t.startswith("The shared")]  # the one text every project has on its first day
    words = {w for t in texts for w in t.split()}
    assert len(texts) > 100 and max(len(t.split()) for t in texts) <= 7
    assert len(words) < 120 and all(t == t.lower() for t in texts)
    assert len(set(texts)) < len(texts) * 0.9  # the same notes again (a tenth), besides light paraphrases


def replace_scale(scale):
    """`scale` cut to 2 projects and 40 days."""
    from dataclasses import replace

    return replace(scale, organizations=1, projects_per_org=2, days=40)


def test_sensor_tick_scenario(engine, monkeypatch):
    monkeypatch.setenv("BENCH_SENSOR_MEMOS", "3000")
    result = scenarios.sensor_tick(engine, "10")
    assert result["memos"] == 3000 and 0 < result["median_tick_s"] <= result["max_tick_s"]


def test_mcp_recall_scenario(engine, monkeypatch):
    monkeypatch.setenv("BENCH_MCP_CALLS", "20")
    result = scenarios.mcp_recall(engine, "300")
    assert result["memos"] == 300 and result["calls"] == 20 and result["digests"] > 0
    assert result["items_per_packet"] > 0 and 0 < result["median_ms"] <= result["p95_ms"]
    assert result["direct_median_ms"] > 0


def test_ui_day_scenario_runs_a_day_through_the_webserver_and_daemon(engine):
    result = scenarios.ui_day(engine, "1")
    assert result["runs"] == 1 and result["checks"] >= 5 and 0 < result["min_s"] <= result["max_s"]
    with engine.connect() as conn:
        assert conn.execute(sa.select(sa.func.count()).select_from(schema.memory_digests)).scalar_one() == 1


def test_backfill_scenario_on_two_processes(engine, monkeypatch):
    monkeypatch.setenv("BENCH_PROCESSES", "2")
    monkeypatch.setenv("BENCH_NIGHTLY", "0")
    result = scenarios.backfill(engine, "smoke")
    assert result["ok"] and result["processes"] == 2 and result["digests"] > 0


def test_backfill_scenario_gives_no_multiple_of_a_floor_that_rounds_to_zero(engine, monkeypatch):
    monkeypatch.setenv("BENCH_NIGHTLY", "0")
    monkeypatch.setattr(scenarios, "floor", lambda engine: {"read_s": 0.0, "write_s": 0.0, "floor_s": 0.0})
    result = scenarios.backfill(engine, "smoke")
    assert result["ok"] and result["x_floor"] is None and result["_extra_rows"][0]["x_floor"] is None


def test_decisions_compare_finds_the_same_decisions_and_tells_a_changed_one(tmp_path, capsys):
    from bench import decisions

    lines = decisions.corpus("smoke", None)
    assert lines
    before, after = tmp_path / "before.jsonl", tmp_path / "after.jsonl"
    before.write_text("".join(line + "\n" for line in lines))
    after.write_text("".join(line + "\n" for line in decisions.corpus("smoke", None)))
    assert decisions.compare(before, after) == 0
    after.write_text("".join(line + "\n" for line in lines[1:]))
    assert decisions.compare(before, after) == 1
    assert "1 lines in one only" in capsys.readouterr().out


def test_injection_pathological_scenario_times_every_text_at_its_scale(engine):
    result = scenarios.injection_pathological(engine, "400")
    assert result["texts"] == len(scenarios.PATHOLOGICAL) and result["chars"] == 400
    assert set(result["cpu_s"]) == set(scenarios.PATHOLOGICAL)
    assert result["worst_cpu_s"] == max(result["cpu_s"].values())
