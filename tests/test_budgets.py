"""Token budgets, through the real anthropic client on the fake transport, on both databases."""

from __future__ import annotations

import json
import threading
import time
from datetime import timedelta

import pytest
import sqlalchemy as sa
from click.testing import CliRunner

import tests.fake_anthropic as fake_api
from memory_pipeline import budgets
from memory_pipeline.assets.chat_summaries import chat_summaries
from memory_pipeline.assets.consolidation import memo_consolidation
from memory_pipeline.assets.digests import day_digests
from memory_pipeline.budgets import TokenBudgets, estimate_tokens
from memory_pipeline.checks import asset_checks
from memory_pipeline.claude import SYSTEM_PROMPT, ClaudeEngine, summary_max_tokens, summary_prompt
from memory_pipeline.cli import main
from memory_pipeline.engines import CallContext, SourceItem
from memory_pipeline.errors import MemoryPipelineError
from memory_pipeline.ledger import UsageLedger
from memory_pipeline.schema import chats, memory_digests, memory_llm_usage, memory_summary_fallbacks, utcnow
from memory_pipeline.usage import report
from tests.fake_anthropic import FakeAnthropic, FakeTransportModelEngine, judge, message, summarizer
from tests.helpers import add_chat, add_memo, add_message, at, materialize_assets

DAY = "2026-03-02"
PROJECTS = [f"00000000-0000-4000-8000-{n:012d}" for n in range(1, 13)]
MAX_CHARS = 500


def spends_its_reservation(body: dict):
    """Answers like `summarizer`, reporting every token the call reserved: a call costs exactly its estimate."""
    data = json.loads(summarizer(body).content)
    prompt = len(body["system"][0]["text"]) + len(body["messages"][0]["content"])
    data["usage"].update(input_tokens=estimate_tokens(prompt, 0), output_tokens=body["max_tokens"])
    return fake_api.httpx2.Response(200, json=data)


def item(n: int) -> SourceItem:
    """Source items of one size, so every summary of one costs the same."""
    return SourceItem((f"memo:m{n:04d}",), f"Decided to move service {n:04d} to Postgres 16.", at(f"{DAY}T09:00"))


# What summarizing one `item` reserves (and, answered by `spends_its_reservation`, costs).
COST = estimate_tokens(len(SYSTEM_PROMPT) + len(summary_prompt([item(0)], MAX_CHARS)), summary_max_tokens(MAX_CHARS))


def claude(engine: sa.Engine, token_budgets: TokenBudgets, fake: FakeAnthropic) -> ClaudeEngine:
    return ClaudeEngine(api_key="test-key", ledger=UsageLedger(engine, token_budgets), model="claude-test",
                        http_client=fake.client(), deadline_seconds=5, base_delay_seconds=0.01)


def ledger(engine: sa.Engine, *where) -> list[sa.Row]:
    u = memory_llm_usage.c
    with engine.connect() as conn:
        return conn.execute(sa.select(memory_llm_usage).where(*where).order_by(u.created_at)).all()


def spent(engine: sa.Engine, *where) -> int:
    with engine.connect() as conn:
        return budgets.spent(conn, *where)


def outcomes(engine: sa.Engine, *where) -> dict[str, int]:
    counts: dict[str, int] = {}
    for row in ledger(engine, *where):
        counts[row.outcome] = counts.get(row.outcome, 0) + 1
    return counts


def sent_refs(fake: FakeAnthropic, since: int = 0) -> list[str]:
    """The refs of every source sent to the model, in order, from request `since` on."""
    return [ref for body in fake.requests[since:] for refs, _ in fake_api.sources(body) for ref in refs]


def model_engine(**budget) -> FakeTransportModelEngine:
    return FakeTransportModelEngine(engine="claude", model="claude-test", **budget)


@pytest.fixture(autouse=True)
def _claude_key(monkeypatch):
    monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key")
    for variable in (budgets.DAILY_ENV, budgets.PROJECT_DAILY_ENV, budgets.RUN_ENV):
        monkeypatch.delenv(variable, raising=False)
    yield
    fake_api.CURRENT = None


def seed_day_chats(engine: sa.Engine, projects=PROJECTS) -> dict[str, str]:
    """One summarized chat per project on DAY; returns chat id by project."""
    with engine.begin() as conn:
        return {p: add_chat(conn, at(f"{DAY}T09:00"), project_id=p,
                            summary=f"Decided to move service {p[-4:]} to Postgres 16.") for p in projects}


# --- the daily budget ----------------------------------------------------------------------


DAY_CHECKS = [c for c in asset_checks if any(k.asset_key == day_digests.key for k in c.check_keys)]


def day_digests_with_checks(engine: sa.Engine, **budget):
    return materialize_assets([day_digests, *DAY_CHECKS], engine, partition_key=DAY, selection=[day_digests],
                              model_engine=model_engine(**budget))


def test_run_over_the_daily_budget_stops_calling_at_the_budget_and_falls_back_with_the_reason(engine):
    seed_day_chats(engine)
    fake_api.CURRENT = fake = FakeAnthropic(default=spends_its_reservation)
    budget = 5000
    assert day_digests_with_checks(engine, daily_token_budget=budget).success  # nothing fails
    answered = ledger(engine, memory_llm_usage.c.outcome == "ok")
    refused = ledger(engine, memory_llm_usage.c.outcome == "budget_fallback")
    estimate = max(row.reserved_tokens for row in answered + refused)
    # It called until the next call no longer fitted, and not past the budget.
    assert 0 < fake.calls == len(answered) < len(PROJECTS)
    assert budget - estimate < spent(engine) <= budget
    assert max(row.created_at for row in answered) < min(row.created_at for row in refused)
    assert {row.error for row in refused} == {f"daily budget of {budget} tokens reached"}
    assert len(refused) == len(PROJECTS) - fake.calls
    # Nothing is lost: every project has its digest, the extractive engine wrote the refused ones.
    with engine.connect() as conn:
        models = dict(conn.execute(sa.select(memory_digests.c.project_id, memory_digests.c.model)).all())
    assert set(models) == set(PROJECTS)
    assert {p for p, m in models.items() if m == "extractive"} == {row.project_id for row in refused}


def test_metadata_and_a_warning_check_say_the_budget_was_reached(engine):
    seed_day_chats(engine)
    fake_api.CURRENT = FakeAnthropic(default=spends_its_reservation)
    result = day_digests_with_checks(engine, daily_token_budget=5000)
    refused = len(ledger(engine, memory_llm_usage.c.outcome == "budget_fallback"))
    metadata = result.asset_materializations_for_node("day_digests")[0].metadata
    assert metadata["budget_fallbacks"].value == refused > 0
    assert metadata["budget_reached"].value == (
        f"daily budget of 5000 tokens reached ({refused} calls fell back to the extractive engine)")
    with engine.connect() as conn:
        _, figures = report(conn, "asset", run_id=result.run_id, asset_key="day_digests")
    assert metadata["llm_usage"].value == {k: v for k, v in figures.as_dict().items() if k != "key"}
    assert metadata["llm_usage"].value["calls"] == len(PROJECTS) - refused
    [warning] = [e for e in result.get_asset_check_evaluations() if e.check_name == "token_budget"]
    assert (warning.passed, warning.severity.value) == (False, "WARN")
    assert f"{spent(engine):,} of the daily budget of 5,000 tokens" in warning.description


def test_token_budget_check_passes_while_no_budget_is_reached(engine):
    seed_day_chats(engine, PROJECTS[:2])
    fake_api.CURRENT = FakeAnthropic(default=spends_its_reservation)
    result = day_digests_with_checks(engine, daily_token_budget=10**6)
    [check] = [e for e in result.get_asset_check_evaluations() if e.check_name == "token_budget"]
    assert check.passed and check.metadata["spent_today"].value == spent(engine) > 0
    assert check.metadata["daily_budget"].value == 10**6


def test_two_concurrent_runs_together_stay_within_the_daily_budget(engine, monkeypatch):
    budget = 7 * COST + COST // 2  # room for exactly 7 calls, whoever makes them
    # A slow sum between the check and the reservation: without the lock, both runs would pass it.
    counted = budgets.spent

    def slow_spent(conn, *where):
        value = counted(conn, *where)
        time.sleep(0.02)
        return value

    monkeypatch.setattr(budgets, "spent", slow_spent)
    start = threading.Barrier(2)
    errors = []

    def answer_after_a_while(body: dict):
        time.sleep(0.03)  # the model takes its time, outside the lock: the other run gets its turn
        return spends_its_reservation(body)

    def run(run_id: str) -> None:
        try:
            model = claude(engine, TokenBudgets(daily=budget), FakeAnthropic(default=answer_after_a_while))
            start.wait()
            for n in range(8):
                model.summarize([item(n)], MAX_CHARS, CallContext("day_digests", DAY, PROJECTS[0], run_id))
        except Exception as exc:  # surfaced below
            errors.append(exc)

    threads = [threading.Thread(target=run, args=(run_id,)) for run_id in ("run-a", "run-b")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert spent(engine) <= budget
    assert outcomes(engine) == {"ok": 7, "budget_fallback": 9}
    assert all(outcomes(engine, memory_llm_usage.c.run_id == r).get("ok") for r in ("run-a", "run-b"))


def test_a_reservation_left_by_a_dead_run_holds_its_tokens_until_its_day_ends(engine):
    fake = FakeAnthropic(default=spends_its_reservation)
    crashed = UsageLedger(engine)
    stale = crashed.reserve(CallContext("day_digests", DAY, PROJECTS[0], "dead-run"), engine_name="claude",
                            model="claude-test", purpose="summarize", estimate=2 * COST)
    model = claude(engine, TokenBudgets(daily=3 * COST), fake)
    calls = [model.summarize([item(n)], MAX_CHARS, CallContext("day_digests", DAY, PROJECTS[1], "r2"))
             for n in range(3)]
    assert [c.fallback_reason for c in calls] == [None, *[f"daily budget of {3 * COST} tokens reached"] * 2]
    # Yesterday it counts no more.
    with engine.begin() as conn:
        conn.execute(memory_llm_usage.update().where(memory_llm_usage.c.id == stale)
                     .values(created_at=utcnow() - timedelta(days=1)))
    assert model.summarize([item(9)], MAX_CHARS, CallContext("day_digests", DAY, PROJECTS[1], "r2")).fallback_reason \
        is None
    with engine.connect() as conn:
        _, total = report(conn, "day")
    assert total.reserved_tokens == 2 * COST


# --- per project and per run ---------------------------------------------------------------


def test_a_project_budget_does_not_starve_the_other_projects(engine):
    busy, quiet, other = PROJECTS[:3]
    # Without the project budget the busy project's 8 calls would leave the others room for 2 of their 6.
    model = claude(engine, TokenBudgets(daily=10 * COST + COST // 2, project_daily=3 * COST + COST // 2),
                   FakeAnthropic(default=spends_its_reservation))
    for project, items in ((busy, 8), (quiet, 3), (other, 3)):
        for n in range(items):
            model.summarize([item(n)], MAX_CHARS, CallContext("day_digests", DAY, project, "r1"))
    by_project = {p: outcomes(engine, memory_llm_usage.c.project_id == p) for p in (busy, quiet, other)}
    assert by_project == {busy: {"ok": 3, "budget_fallback": 5}, quiet: {"ok": 3}, other: {"ok": 3}}
    assert {r.error for r in ledger(engine, memory_llm_usage.c.outcome == "budget_fallback")} == {
        f"project budget of {3 * COST + COST // 2} tokens a day reached"}
    assert spent(engine, memory_llm_usage.c.project_id == busy) <= 3 * COST + COST // 2


def test_a_run_budget_is_each_runs_own(engine):
    model = claude(engine, TokenBudgets(run=2 * COST), FakeAnthropic(default=spends_its_reservation))
    for run_id in ("run-a", "run-b"):
        for n in range(3):
            model.summarize([item(n)], MAX_CHARS, CallContext("day_digests", DAY, PROJECTS[0], run_id))
    for run_id in ("run-a", "run-b"):
        assert outcomes(engine, memory_llm_usage.c.run_id == run_id) == {"ok": 2, "budget_fallback": 1}
    assert {r.error for r in ledger(engine, memory_llm_usage.c.outcome == "budget_fallback")} == {
        f"run budget of {2 * COST} tokens reached"}


# --- a later run redoes what fell back, and only that ---------------------------------------


def test_a_later_run_with_budget_left_redoes_exactly_the_day_digests_that_fell_back(engine):
    chat_of = seed_day_chats(engine, PROJECTS[:6])
    fake_api.CURRENT = fake = FakeAnthropic(default=spends_its_reservation)
    materialize_assets([day_digests], engine, partition_key=DAY, model_engine=model_engine(daily_token_budget=3000))
    with engine.connect() as conn:
        fell_back = set(conn.execute(sa.select(memory_digests.c.project_id)
                                     .where(memory_digests.c.model == "extractive")).scalars())
    assert 0 < len(fell_back) < 6
    first = fake.calls
    materialize_assets([day_digests], engine, partition_key=DAY, model_engine=model_engine(daily_token_budget=10**6))
    assert sorted(sent_refs(fake, first)) == sorted(f"chat:{chat_of[p]}" for p in fell_back)
    with engine.connect() as conn:
        assert set(conn.execute(sa.select(memory_digests.c.model)).scalars()) == {"claude-test"}
    again = fake.calls
    materialize_assets([day_digests], engine, partition_key=DAY, model_engine=model_engine(daily_token_budget=10**6))
    assert fake.calls == again


def test_a_later_run_with_budget_left_resummarizes_exactly_the_chats_that_fell_back(engine):
    with engine.begin() as conn:
        ids = []
        for n in range(6):
            chat_id = add_chat(conn, at(f"{DAY}T0{n}:00"), summary=None, redacted=False)
            add_message(conn, chat_id, f"We decided to move service {n} to Postgres 16.", at(f"{DAY}T0{n}:01"))
            ids.append(chat_id)
    fake_api.CURRENT = fake = FakeAnthropic(default=spends_its_reservation)
    first = materialize_assets([chat_summaries], engine, partition_key=DAY,
                               model_engine=model_engine(daily_token_budget=2000))
    asked = {ref.split(":", 1)[1] for ref in sent_refs(fake)}
    with engine.connect() as conn:
        pending = dict(conn.execute(sa.select(memory_summary_fallbacks.c.chat_id, memory_summary_fallbacks.c.reason))
                       .all())
        summarized = set(conn.execute(sa.select(chats.c.id).where(chats.c.summary_redacted)).scalars())
    assert 0 < len(asked) < 6
    assert summarized == set(ids)  # nothing lost: the extractive engine summarized the rest
    assert set(pending) == set(ids) - asked and set(pending.values()) == {"daily budget of 2000 tokens reached"}
    assert first.asset_materializations_for_node("chat_summaries")[0].metadata["summaries_to_redo"].value == len(
        pending)
    calls = fake.calls
    materialize_assets([chat_summaries], engine, partition_key=DAY, model_engine=model_engine())
    assert sorted(sent_refs(fake, calls)) == sorted(f"chat:{chat_id}" for chat_id in pending)
    with engine.connect() as conn:
        assert conn.execute(sa.select(sa.func.count()).select_from(memory_summary_fallbacks)).scalar_one() == 0
    calls = fake.calls
    materialize_assets([chat_summaries], engine, partition_key=DAY, model_engine=model_engine())
    assert fake.calls == calls


def test_a_later_run_with_budget_left_judges_only_the_pairs_that_fell_back(engine, rules_only):
    service = dict(zip(PROJECTS[:2], ("search", "billing")))
    with engine.begin() as conn:  # per project, a pair the rules leave to the judge (as in test_consolidation)
        for project, name in service.items():
            add_memo(conn, f"The {name} indexer reads from the events Kafka topic every minute", at(f"{DAY}T09:00"),
                     project_id=project)
            add_memo(conn, f"The {name} indexer pulls from the events Kafka topic every minute", at(f"{DAY}T10:00"),
                     project_id=project)
    fake_api.CURRENT = fake = FakeAnthropic(default=judge("duplicate"))
    # Room for one judge call: the other project's pair falls back and is left undecided.
    materialize_assets([memo_consolidation], engine, partition_key=DAY, model_engine=model_engine(run_token_budget=800))
    [answered] = ledger(engine, memory_llm_usage.c.outcome == "ok")
    [refused] = ledger(engine, memory_llm_usage.c.outcome == "budget_fallback")
    assert fake.calls == 1 and answered.project_id != refused.project_id
    second = materialize_assets([memo_consolidation], engine, partition_key=DAY, model_engine=model_engine())
    assert fake.calls == 2
    asked = " ".join(text for _, text in fake_api.sources(fake.requests[1]))
    assert service[refused.project_id] in asked and service[answered.project_id] not in asked
    metadata = second.asset_materializations_for_node("memo_consolidation")[0].metadata
    assert (metadata["projects_unchanged"].value, metadata["duplicates"].value) == (1, 1)


# --- settings and the usage report ----------------------------------------------------------


def test_budgets_come_from_the_resource_config_else_the_environment(monkeypatch):
    monkeypatch.setenv(budgets.DAILY_ENV, "2000000")
    monkeypatch.setenv(budgets.RUN_ENV, "50000")
    assert model_engine(run_token_budget=0).budgets() == TokenBudgets(daily=2_000_000, project_daily=None, run=0)
    monkeypatch.setenv(budgets.PROJECT_DAILY_ENV, "lots")
    with pytest.raises(MemoryPipelineError, match="MEMORY_PROJECT_DAILY_TOKEN_BUDGET='lots' is not a whole number"):
        model_engine().budgets()
    monkeypatch.setenv(budgets.PROJECT_DAILY_ENV, "-5")
    with pytest.raises(MemoryPipelineError, match="MEMORY_PROJECT_DAILY_TOKEN_BUDGET=-5 must be 0"):
        model_engine().budgets()


def record_some_usage(engine: sa.Engine) -> None:
    """Project 0: one answered Haiku call with every kind of token, one refused by its budget.
    Project 1: an overloaded attempt, a rejected answer and its accepted retry (Haiku), and
    an answered call of a model with no price."""
    fake = FakeAnthropic(
        message(json.dumps({"lines": [{"text": "Moved", "cites": ["memo:m0001"]}]}), input_tokens=1_000_000,
                output_tokens=100_000, cache_read=2_000_000, cache_creation=400_000),
        fake_api.error(529, "overloaded_error"),
        message("not json", input_tokens=10, output_tokens=5),
        default=summarizer)
    haiku = ClaudeEngine(api_key="k", ledger=UsageLedger(engine, TokenBudgets(project_daily=3_500_100)),
                         model="claude-haiku-4-5-20251001", http_client=fake.client(), base_delay_seconds=0.001)
    haiku.summarize([item(1)], MAX_CHARS, CallContext("day_digests", DAY, PROJECTS[0], "r1"))
    haiku.summarize([item(2)], MAX_CHARS, CallContext("chat_summaries", DAY, PROJECTS[1], "r1"))
    haiku.summarize([item(3)], MAX_CHARS, CallContext("day_digests", DAY, PROJECTS[0], "r1"))  # over budget
    unpriced = claude(engine, TokenBudgets(), FakeAnthropic(default=summarizer))
    unpriced.summarize([item(4)], MAX_CHARS, CallContext("day_digests", DAY, PROJECTS[1], "r2"))


def test_usage_report_counts_calls_tokens_fallbacks_errors_and_prices_them_per_model(engine):
    record_some_usage(engine)
    with engine.connect() as conn:
        by_project, total = report(conn, "project")
        by_asset, _ = report(conn, "asset", project_id=PROJECTS[1])
    first = by_project[0]
    assert (first.key, first.calls, first.fallbacks, first.errors) == (PROJECTS[0], 1, 1, 0)
    assert (first.input_tokens, first.output_tokens, first.cache_read_tokens, first.cache_write_tokens) == (
        1_000_000, 100_000, 2_000_000, 400_000)
    # Haiku 4.5 (a dated id is priced as its model): per million tokens $1 input, $5 output,
    # $0.10 cache read, $1.25 cache write.
    assert first.cost_usd == pytest.approx(1 + 0.5 + 0.2 + 0.5)
    assert dict(first.budget_reached) == {"project budget of 3500100 tokens a day reached": 1}
    second = by_project[1]
    assert (second.calls, second.rejected, second.errors, second.unpriced_models) == (3, 1, 1, {"claude-test"})
    assert [(line.key, line.calls) for line in by_asset] == [("chat_summaries", 2), ("day_digests", 1)]
    assert (total.calls, total.fallbacks, total.errors, total.rejected) == (4, 1, 1, 1)


def test_usage_command_prints_a_table_or_json(engine):
    record_some_usage(engine)
    runner = CliRunner()
    url = engine.url.render_as_string(hide_password=False)
    table = runner.invoke(main, ["--database-url", url, "usage", "--by", "project"])
    assert table.exit_code == 0, table.output
    header, rule, *rows = table.output.splitlines()
    assert header.split() == ["project", "calls", "input", "output", "cache", "read", "cache", "write", "fallbacks",
                              "rejected", "errors", "est.", "cost"]
    assert rows[0].split() == [PROJECTS[0], "1", "1,000,000", "100,000", "2,000,000", "400,000", "1", "0", "0",
                               "$2.20"]
    assert "* no price for claude-test (add it to usage.PRICES)" in rows
    assert "fell back 1 times: project budget of 3500100 tokens a day reached" in rows
    as_json = runner.invoke(main, ["--database-url", url, "usage", "--by", "asset", "--project", PROJECTS[1],
                                   "--since", DAY, "--json"])
    assert as_json.exit_code == 0, as_json.output
    data = json.loads(as_json.output)
    assert [(line["key"], line["calls"]) for line in data["lines"]] == [("chat_summaries", 2), ("day_digests", 1)]
    with engine.connect() as conn:
        assert data["budgets"]["spent_today"] == budgets.spent(conn) > 3_500_000


def test_usage_since_a_later_day_leaves_earlier_calls_out(engine):
    model = claude(engine, TokenBudgets(), FakeAnthropic(default=summarizer))
    model.summarize([item(1)], MAX_CHARS, CallContext("day_digests", DAY, PROJECTS[0], "r1"))
    tomorrow = (utcnow() + timedelta(days=1)).date()
    with engine.connect() as conn:
        assert report(conn, "day", since=tomorrow)[0] == []
        [today] = report(conn, "day", since=utcnow().date())[0]
    assert (today.key, today.calls) == (utcnow().date().isoformat(), 1)
