"""The LLM usage ledger: one row per model call, written as the call finishes.

Each row is its own short transaction, so a call that failed or a run that crashed
still leaves its cost on record.
"""

from __future__ import annotations

import uuid

import sqlalchemy as sa

from memory_pipeline.engines import CallContext
from memory_pipeline.schema import memory_llm_usage, utcnow


class UsageLedger:
    def __init__(self, engine: sa.Engine):
        self.engine = engine

    def record(self, context: CallContext, *, engine_name: str, model: str, purpose: str, outcome: str,
               latency_ms: int, input_tokens: int = 0, output_tokens: int = 0,
               cache_creation_input_tokens: int = 0, cache_read_input_tokens: int = 0,
               error: str | None = None) -> None:
        with self.engine.begin() as conn:
            conn.execute(memory_llm_usage.insert().values(
                id=str(uuid.uuid4()), asset_key=context.asset_key, partition_key=context.partition_key,
                project_id=context.project_id, run_id=context.run_id, engine=engine_name, model=model,
                purpose=purpose, input_tokens=input_tokens, output_tokens=output_tokens,
                cache_creation_input_tokens=cache_creation_input_tokens,
                cache_read_input_tokens=cache_read_input_tokens, latency_ms=max(0, latency_ms),
                outcome=outcome, error=error[:2000] if error else None, created_at=utcnow(),
            ))
