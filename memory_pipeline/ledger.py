"""The LLM usage ledger: one row per model call, reserved before the call and settled after.

`reserve` writes the call's row, outcome `reserved` with its estimated tokens, once every
token budget that applies has room for it (see `budgets`), or a `budget_fallback` row
naming the budget when one has not. `settle` gives the row its outcome and the API's
token counts. Each is its own short transaction, so a call that failed or a run that
crashed still leaves its cost on record.
"""

from __future__ import annotations

import uuid

import sqlalchemy as sa

from memory_pipeline import budgets, locks
from memory_pipeline.budgets import BudgetExhausted, TokenBudgets
from memory_pipeline.engines import CallContext
from memory_pipeline.schema import memory_llm_usage, utcnow


class UsageLedger:
    def __init__(self, engine: sa.Engine, token_budgets: TokenBudgets | None = None):
        self.engine = engine
        self.budgets = token_budgets or TokenBudgets()

    def reserve(self, context: CallContext, *, engine_name: str, model: str, purpose: str, estimate: int) -> str:
        """Hold `estimate` tokens for a call about to be made; returns the row to settle.

        Raises `BudgetExhausted` with the budget's reason, after recording it, when the call
        would take a budget past its limit.
        """
        now = utcnow()
        limits = self.budgets.limits(context, now)
        row = dict(id=str(uuid.uuid4()), asset_key=context.asset_key, partition_key=context.partition_key,
                   project_id=context.project_id, run_id=context.run_id, engine=engine_name, model=model,
                   purpose=purpose, reserved_tokens=estimate, latency_ms=0, outcome="reserved", created_at=now)
        with self.engine.begin() as conn:
            if limits:
                # Held until the row is written: a concurrent reservation sums after this one.
                locks.hold(conn, [limit.lock_key for limit in limits])
            refused = next((limit for limit in limits
                            if budgets.spent(conn, *limit.where) + estimate > limit.tokens), None)
            if refused is not None:
                row.update(outcome="budget_fallback", error=refused.reason)
            conn.execute(memory_llm_usage.insert().values(**row))
        if refused is not None:
            raise BudgetExhausted(refused.reason)
        return row["id"]

    def settle(self, reservation: str, *, outcome: str, latency_ms: int, input_tokens: int = 0,
               output_tokens: int = 0, cache_creation_input_tokens: int = 0, cache_read_input_tokens: int = 0,
               error: str | None = None) -> None:
        """The call's outcome and the API's token counts, in place of its reservation."""
        with self.engine.begin() as conn:
            conn.execute(memory_llm_usage.update().where(memory_llm_usage.c.id == reservation).values(
                outcome=outcome, latency_ms=max(0, latency_ms), input_tokens=input_tokens,
                output_tokens=output_tokens, cache_creation_input_tokens=cache_creation_input_tokens,
                cache_read_input_tokens=cache_read_input_tokens, error=error[:2000] if error else None,
            ))
