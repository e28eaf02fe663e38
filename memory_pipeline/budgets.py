"""Token budgets: how many tokens the model may use per UTC day, per project per day, per run.

Set in the `model_engine` resource's config, or else in the environment; unset means
no limit, and 0 means no model call at all:

| budget | resource field | environment |
| --- | --- | --- |
| the deployment, per UTC day | `daily_token_budget` | `MEMORY_DAILY_TOKEN_BUDGET` |
| each project, per UTC day | `project_daily_token_budget` | `MEMORY_PROJECT_DAILY_TOKEN_BUDGET` |
| each Dagster run | `run_token_budget` | `MEMORY_RUN_TOKEN_BUDGET` |

Tokens are every token the model reads or writes: input, output, cache writes and cache
reads. A call counts on the UTC day it was reserved.

How a budget holds (the ledger does it, see `ledger.UsageLedger.reserve`):

- Before each call the engine reserves its estimate: the prompt at `CHARS_PER_TOKEN`
  characters a token (English runs about 4, about 3 on the tokenizer of Claude 4.7 and
  later) plus `max_tokens`, the most the answer may take, which answers rarely use in
  full. Under the budgets' locks (PostgreSQL:
  transaction-scoped advisory locks, one per budget key; SQLite: `BEGIN IMMEDIATE`) the
  spend of every budget that applies is summed from the ledger (settled calls at the
  API's counts, reservations at their estimate), and the call's `reserved` row is
  written only if each has room. Concurrent runs take turns for that check, so together
  they cannot overspend.
- After the call the row is settled with the API's real counts.
- A refused call leaves a `budget_fallback` row whose `error` names the budget ("daily
  budget of N tokens reached"); the work goes on with the extractive engine, and the
  next run with budget left redoes what fell back.

The spend therefore stays within each budget, unless text tokenizes denser than the
estimate assumes (the difference is settled right after the call that caused it).

A reservation left by a run that died mid-call stays counted at its estimate for the
rest of its UTC day: the API may well have served and billed the call. It blocks
nothing beyond that day (daily budgets start afresh, and a run budget ends with its
run); `memory-pipeline usage` shows such tokens as `reserved`.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import datetime, time, timedelta

import sqlalchemy as sa

from memory_pipeline.engines import CallContext
from memory_pipeline.errors import MemoryPipelineError
from memory_pipeline.schema import UTC, memory_llm_usage

DAILY_ENV = "MEMORY_DAILY_TOKEN_BUDGET"
PROJECT_DAILY_ENV = "MEMORY_PROJECT_DAILY_TOKEN_BUDGET"
RUN_ENV = "MEMORY_RUN_TOKEN_BUDGET"

CHARS_PER_TOKEN = 3


class BudgetExhausted(Exception):
    """The call was not made: it would have taken a token budget past its limit."""


@dataclass(frozen=True)
class Limit:
    """One budget as it applies to one call."""

    tokens: int
    reason: str  # said when the budget refuses a call
    lock_key: str
    where: tuple  # the ledger rows that count against it


@dataclass(frozen=True)
class TokenBudgets:
    daily: int | None = None
    project_daily: int | None = None
    run: int | None = None

    @classmethod
    def configured(cls, daily: int | None = None, project_daily: int | None = None,
                   run: int | None = None) -> TokenBudgets:
        """The budgets given (resource config), each one not given read from the environment."""
        return cls(_setting(DAILY_ENV, "daily_token_budget", daily),
                   _setting(PROJECT_DAILY_ENV, "project_daily_token_budget", project_daily),
                   _setting(RUN_ENV, "run_token_budget", run))

    def limits(self, context: CallContext, now: datetime) -> list[Limit]:
        """The budgets a call made now for `context` counts against."""
        u = memory_llm_usage.c
        today = on_day(now)
        day = now.astimezone(UTC).date().isoformat()
        limits = []
        if self.daily is not None:
            limits.append(Limit(self.daily, f"daily budget of {self.daily} tokens reached",
                                f"llm_budget:day:{day}", today))
        if self.project_daily is not None and context.project_id:
            limits.append(Limit(self.project_daily, f"project budget of {self.project_daily} tokens a day reached",
                                f"llm_budget:project:{context.project_id}:{day}",
                                (u.project_id == context.project_id, *today)))
        if self.run is not None and context.run_id:
            limits.append(Limit(self.run, f"run budget of {self.run} tokens reached",
                                f"llm_budget:run:{context.run_id}", (u.run_id == context.run_id,)))
        return limits


def _setting(variable: str, field: str, configured: int | None) -> int | None:
    if configured is not None:
        if configured < 0:
            raise MemoryPipelineError(f"model_engine {field}={configured} must be 0 (no model calls) or more")
        return configured
    raw = os.environ.get(variable, "").strip()
    if not raw:
        return None
    try:
        value = int(raw)
    except ValueError:
        raise MemoryPipelineError(
            f"{variable}={raw!r} is not a whole number of tokens; set e.g. 2000000, or unset it for no limit") from None
    if value < 0:
        raise MemoryPipelineError(f"{variable}={value} must be 0 (no model calls) or more")
    return value


def on_day(now: datetime) -> tuple:
    """The ledger rows of the UTC day holding `now`."""
    start = datetime.combine(now.astimezone(UTC).date(), time(0), tzinfo=UTC)
    created = memory_llm_usage.c.created_at
    return created >= start, created < start + timedelta(days=1)


def estimate_tokens(prompt_chars: int, max_tokens: int) -> int:
    """What a call may cost at most: its prompt at `CHARS_PER_TOKEN`, and the longest answer allowed."""
    return -(-prompt_chars // CHARS_PER_TOKEN) + max_tokens


# What a ledger row counts against the budgets: a reservation its estimate, anything else
# every token the API reported (a refused call, none).
_usage = memory_llm_usage.c
SPENT_TOKENS = sa.case(
    (_usage.outcome == "reserved", _usage.reserved_tokens),
    else_=_usage.input_tokens + _usage.output_tokens + _usage.cache_creation_input_tokens
    + _usage.cache_read_input_tokens,
)


def spent(conn: sa.Connection, *where) -> int:
    """Tokens spent (or reserved) by the ledger rows matching `where`."""
    return int(conn.execute(sa.select(sa.func.coalesce(sa.func.sum(SPENT_TOKENS), 0)).where(*where)).scalar_one())
