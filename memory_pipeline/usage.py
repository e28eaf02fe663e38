"""What the model cost: calls, tokens, fallbacks and errors from the usage ledger, priced per model.

`memory-pipeline usage` prints `report` by day, project or asset; each asset that calls
the model puts the same figures for its own run in its materialization metadata. Costs
are estimates from `PRICES`, the one price table.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, time
from typing import Literal

import sqlalchemy as sa

from memory_pipeline import budgets
from memory_pipeline.budgets import TokenBudgets
from memory_pipeline.schema import UTC, memory_llm_usage


@dataclass(frozen=True)
class Price:
    """US dollars per million tokens."""

    input: float
    output: float
    cache_write: float  # 5-minute cache writes: the engine's `cache_control` is ephemeral
    cache_read: float


# Anthropic's list prices as read on 2026-11-30 (platform.claude.com/docs/en/about-claude/pricing),
# by model id; a dated id (claude-sonnet-4-5-20250929) is priced as its model. Haiku 5.5 is
# at its rate for prompts up to 100K tokens, which every prompt here is. A model not listed
# has no estimated cost, and the report names it. Update here when prices change.
PRICES: dict[str, Price] = {
    "claude-fable-5-1": Price(10, 50, 12.50, 0.25),
    "claude-fable-5": Price(10, 50, 12.50, 1.00),
    "claude-opus-5": Price(5, 25, 6.25, 0.50),
    "claude-opus-4-8": Price(5, 25, 6.25, 0.50),
    "claude-opus-4-7": Price(5, 25, 6.25, 0.50),
    "claude-opus-4-6": Price(5, 25, 6.25, 0.50),
    "claude-opus-4-5": Price(5, 25, 6.25, 0.50),
    "claude-opus-4-1": Price(15, 75, 18.75, 1.50),
    "claude-opus-4": Price(15, 75, 18.75, 1.50),
    "claude-sonnet-5-5": Price(2, 10, 2.50, 0.10),
    "claude-sonnet-5": Price(2, 10, 2.50, 0.20),
    "claude-sonnet-4-6": Price(3, 15, 3.75, 0.30),
    "claude-sonnet-4-5": Price(3, 15, 3.75, 0.30),
    "claude-sonnet-4": Price(3, 15, 3.75, 0.30),
    "claude-haiku-5-5": Price(0.10, 0.50, 0.125, 0.01),
    "claude-haiku-4-5": Price(1, 5, 1.25, 0.10),
}
_DATED = re.compile(r"^(?P<model>.+)-\d{8}$")


def price_of(model: str) -> Price | None:
    if model in PRICES:
        return PRICES[model]
    dated = _DATED.match(model)
    return PRICES.get(dated["model"]) if dated else None


Grouping = Literal["day", "project", "asset"]
GROUPINGS: tuple[Grouping, ...] = ("day", "project", "asset")
ANSWERED = ("ok", "invalid_output")
FAILED = ("error", "retryable_error")


@dataclass
class UsageLine:
    """The ledger's figures for one day, project or asset (or all of them)."""

    key: str
    calls: int = 0  # answered API calls, accepted or rejected
    input_tokens: int = 0
    output_tokens: int = 0
    cache_read_tokens: int = 0
    cache_write_tokens: int = 0
    reserved_tokens: int = 0  # held by calls not settled: in flight, or left by a run that died
    fallbacks: int = 0  # calls a token budget refused: the extractive engine did the work
    rejected: int = 0  # answers that failed validation (asked again once, then the extractive engine)
    errors: int = 0  # attempts that failed: API errors, timeouts, overload
    cost_usd: float = 0.0
    unpriced_models: set[str] = field(default_factory=set)
    budget_reached: Counter = field(default_factory=Counter)  # refusals by the budget's reason

    @property
    def tokens(self) -> int:
        """Every token counted against the budgets."""
        return (self.input_tokens + self.output_tokens + self.cache_read_tokens + self.cache_write_tokens
                + self.reserved_tokens)

    def add(self, row) -> None:
        """One group of ledger rows: same model and outcome (see `report`)."""
        if row.outcome in ANSWERED:
            self.calls += row.rows
        if row.outcome == "invalid_output":
            self.rejected += row.rows
        elif row.outcome in FAILED:
            self.errors += row.rows
        elif row.outcome == "budget_fallback":
            self.fallbacks += row.rows
            self.budget_reached[row.reason] += row.rows
        elif row.outcome == "reserved":
            self.reserved_tokens += row.reserved
        self.input_tokens += row.input_tokens
        self.output_tokens += row.output_tokens
        self.cache_read_tokens += row.cache_read
        self.cache_write_tokens += row.cache_write
        if not (row.input_tokens or row.output_tokens or row.cache_read or row.cache_write):
            return
        price = price_of(row.model)
        if price is None:
            self.unpriced_models.add(row.model)
            return
        self.cost_usd += (row.input_tokens * price.input + row.output_tokens * price.output
                          + row.cache_write * price.cache_write + row.cache_read * price.cache_read) / 1e6

    def merge(self, other: UsageLine) -> None:
        for name in ("calls", "input_tokens", "output_tokens", "cache_read_tokens", "cache_write_tokens",
                     "reserved_tokens", "fallbacks", "rejected", "errors", "cost_usd"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.unpriced_models |= other.unpriced_models
        self.budget_reached.update(other.budget_reached)

    def as_dict(self) -> dict:
        return {"key": self.key, "calls": self.calls, "input_tokens": self.input_tokens,
                "output_tokens": self.output_tokens, "cache_read_tokens": self.cache_read_tokens,
                "cache_write_tokens": self.cache_write_tokens, "reserved_tokens": self.reserved_tokens,
                "tokens": self.tokens, "fallbacks": self.fallbacks, "rejected": self.rejected,
                "errors": self.errors, "estimated_cost_usd": round(self.cost_usd, 4),
                "unpriced_models": sorted(self.unpriced_models), "budget_reached": dict(self.budget_reached)}


def _utc_day(conn: sa.Connection, column) -> sa.ColumnElement:
    """`YYYY-MM-DD` of a timestamp in UTC (SQLite stores them as naive UTC text)."""
    if conn.dialect.name == "postgresql":
        return sa.func.to_char(sa.func.timezone("UTC", column), "YYYY-MM-DD")
    return sa.func.strftime("%Y-%m-%d", column)


def day_start(day: date) -> datetime:
    return datetime.combine(day, time(0), tzinfo=UTC)


def report(conn: sa.Connection, by: Grouping = "day", *, since: date | None = None, project_id: str | None = None,
           run_id: str | None = None, asset_key: str | None = None) -> tuple[list[UsageLine], UsageLine]:
    """One line per day, project or asset (in order), and the total."""
    u = memory_llm_usage.c
    key = {"day": _utc_day(conn, u.created_at), "project": u.project_id, "asset": u.asset_key}[by].label("key")
    reason = sa.case((u.outcome == "budget_fallback", u.error), else_=None).label("reason")
    query = (sa.select(key, u.model, u.outcome, reason, sa.func.count().label("rows"),
                       *(sa.func.coalesce(sa.func.sum(column), 0).label(name) for name, column in (
                           ("input_tokens", u.input_tokens), ("output_tokens", u.output_tokens),
                           ("cache_read", u.cache_read_input_tokens), ("cache_write", u.cache_creation_input_tokens),
                           ("reserved", u.reserved_tokens))))
             .group_by(key, u.model, u.outcome, reason))
    for wanted, column in ((project_id, u.project_id), (run_id, u.run_id), (asset_key, u.asset_key)):
        if wanted is not None:
            query = query.where(column == wanted)
    if since is not None:
        query = query.where(u.created_at >= day_start(since))
    lines: dict[str, UsageLine] = defaultdict(lambda: UsageLine(""))
    for row in conn.execute(query):
        label = row.key if row.key is not None else "-"
        lines[label].key = label
        lines[label].add(row)
    total = UsageLine("total")
    for line in lines.values():
        total.merge(line)
    return [lines[k] for k in sorted(lines)], total


@dataclass
class BudgetStatus:
    """Today's spend against the budgets (and a project's and a run's, when given)."""

    budgets: TokenBudgets
    day: date
    spent_today: int
    project_id: str | None = None
    project_spent_today: int | None = None
    run_id: str | None = None
    run_spent: int | None = None

    def lines(self) -> list[str]:
        day = self.day.isoformat()
        out = [_against(f"today ({day} UTC)", self.spent_today, self.budgets.daily, "daily budget")]
        if self.project_id is not None:
            out.append(_against(f"project {self.project_id} today", self.project_spent_today,
                                self.budgets.project_daily, "project budget"))
        elif self.budgets.project_daily is not None:
            out.append(f"project budget: {self.budgets.project_daily:,} tokens a day each")
        if self.run_id is not None:
            out.append(_against(f"run {self.run_id}", self.run_spent, self.budgets.run, "run budget"))
        elif self.budgets.run is not None:
            out.append(f"run budget: {self.budgets.run:,} tokens a run")
        return out

    def as_dict(self) -> dict:
        return {"day": self.day.isoformat(), "daily_budget": self.budgets.daily, "spent_today": self.spent_today,
                "project_daily_budget": self.budgets.project_daily, "project_id": self.project_id,
                "project_spent_today": self.project_spent_today, "run_budget": self.budgets.run,
                "run_id": self.run_id, "run_spent": self.run_spent}


def _against(what: str, spent: int, limit: int | None, name: str) -> str:
    if limit is None:
        return f"{what}: {spent:,} tokens (no {name})"
    share = f"{spent / limit:.1%}" if limit else "all"
    return f"{what}: {spent:,} of the {name} of {limit:,} tokens ({share})"


def budget_status(conn: sa.Connection, token_budgets: TokenBudgets, now: datetime, *,
                  project_id: str | None = None, run_id: str | None = None) -> BudgetStatus:
    u = memory_llm_usage.c
    today = budgets.on_day(now)
    return BudgetStatus(
        token_budgets, now.astimezone(UTC).date(), budgets.spent(conn, *today),
        project_id, budgets.spent(conn, u.project_id == project_id, *today) if project_id else None,
        run_id, budgets.spent(conn, u.run_id == run_id) if run_id else None)


COLUMNS = (("calls", "calls"), ("input", "input_tokens"), ("output", "output_tokens"),
           ("cache read", "cache_read_tokens"), ("cache write", "cache_write_tokens"), ("fallbacks", "fallbacks"),
           ("rejected", "rejected"), ("errors", "errors"))


def render_table(by: Grouping, lines: Sequence[UsageLine], total: UsageLine) -> str:
    """Lines and total as a fixed-width table, with notes on what could not be priced or is still reserved."""
    header = [by, *(name for name, _ in COLUMNS), "est. cost"]
    rows = [[line.key, *(f"{getattr(line, attr):,}" for _, attr in COLUMNS), _cost(line)]
            for line in [*lines, total]]
    widths = [max(len(str(r[i])) for r in [header, *rows]) for i in range(len(header))]

    def fmt(cells: list[str]) -> str:
        return "  ".join(c.ljust(widths[0]) if i == 0 else c.rjust(widths[i]) for i, c in enumerate(cells))

    out = [fmt(header), fmt(["-" * w for w in widths]), *(fmt(r) for r in rows[:-1]),
           fmt(["-" * w for w in widths]), fmt(rows[-1])]
    if total.unpriced_models:
        out.append(f"* no price for {', '.join(sorted(total.unpriced_models))} (add it to usage.PRICES)")
    if total.reserved_tokens:
        out.append(f"{total.reserved_tokens:,} tokens reserved by calls not settled (in flight, or their run died)")
    for reason, count in sorted(total.budget_reached.items()):
        out.append(f"fell back {count:,} times: {reason}")
    return "\n".join(out)


def _cost(line: UsageLine) -> str:
    return f"${line.cost_usd:,.2f}" + ("*" if line.unpriced_models else "")
