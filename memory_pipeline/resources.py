"""Dagster resources, chosen from the environment in one place.

- `MemoryDatabase`: `MEMORY_DATABASE_URL`, or the embedded SQLite file.
- `ModelEngine`: `MEMORY_ENGINE` = `auto` (default: Claude when `ANTHROPIC_API_KEY` is
  set, else extractive), `extractive` or `claude`; `MEMORY_CLAUDE_MODEL` picks the model;
  the token budgets (`budgets.py`) come from its config or `MEMORY_*_TOKEN_BUDGET`.
"""

from __future__ import annotations

import os
from typing import Optional

import sqlalchemy as sa
from dagster import ConfigurableResource

from memory_pipeline import db
from memory_pipeline.budgets import TokenBudgets
from memory_pipeline.claude import DEFAULT_MODEL, ClaudeEngine
from memory_pipeline.engines import Engine
from memory_pipeline.errors import MemoryPipelineError
from memory_pipeline.extractive import ExtractiveEngine
from memory_pipeline.ledger import UsageLedger

ENGINE_NAMES = ("auto", "extractive", "claude")


class MemoryDatabase(ConfigurableResource):
    """The memory database. `url` defaults to `MEMORY_DATABASE_URL` or the embedded SQLite file."""

    url: Optional[str] = None

    def engine(self) -> sa.Engine:
        engine = db.get_engine(self.url)
        db.ensure_schema(engine)
        return engine


class ModelEngine(ConfigurableResource):
    """The summarizer and judge. Unset fields come from the environment."""

    engine: Optional[str] = None
    model: Optional[str] = None
    max_concurrency: int = 4
    deadline_seconds: float = 120.0
    # Tokens the model may use (see budgets.py); unset: MEMORY_DAILY_TOKEN_BUDGET,
    # MEMORY_PROJECT_DAILY_TOKEN_BUDGET, MEMORY_RUN_TOKEN_BUDGET, else no limit.
    daily_token_budget: Optional[int] = None
    project_daily_token_budget: Optional[int] = None
    run_token_budget: Optional[int] = None

    def engine_name(self) -> str:
        name = (self.engine or os.environ.get("MEMORY_ENGINE") or "auto").strip().lower()
        if name not in ENGINE_NAMES:
            raise MemoryPipelineError(f"MEMORY_ENGINE={name!r} is not an engine; use one of {', '.join(ENGINE_NAMES)}")
        if name == "auto":
            return "claude" if os.environ.get("ANTHROPIC_API_KEY") else "extractive"
        return name

    def model_name(self) -> str:
        if self.engine_name() == "extractive":
            return "extractive"
        return self.model or os.environ.get("MEMORY_CLAUDE_MODEL") or DEFAULT_MODEL

    def budgets(self) -> TokenBudgets:
        return TokenBudgets.configured(self.daily_token_budget, self.project_daily_token_budget,
                                       self.run_token_budget)

    def http_client(self):
        """The HTTP client for the anthropic SDK; None lets the SDK make its own."""
        return None

    def build(self, database: sa.Engine) -> Engine:
        if self.engine_name() == "extractive":
            return ExtractiveEngine()
        api_key = os.environ.get("ANTHROPIC_API_KEY")
        if not api_key:
            raise MemoryPipelineError("MEMORY_ENGINE=claude needs ANTHROPIC_API_KEY in the environment")
        return ClaudeEngine(api_key=api_key, ledger=UsageLedger(database, self.budgets()), model=self.model_name(),
                            http_client=self.http_client(), max_concurrency=self.max_concurrency,
                            deadline_seconds=self.deadline_seconds)
