"""Builders for source rows in tests: a chat, a message, a memo, with sensible defaults."""

from __future__ import annotations

import uuid
from datetime import datetime

import sqlalchemy as sa

from memory_pipeline.schema import UTC, chat_messages, chats, memory_memos

ORG = "00000000-0000-4000-8000-00000000000a"
PROJECT = "00000000-0000-4000-8000-0000000000a1"
OTHER_PROJECT = "00000000-0000-4000-8000-0000000000b2"
USER = "00000000-0000-4000-8000-0000000000c1"
AGENT = "00000000-0000-4000-8000-0000000000d1"


def new_id() -> str:
    return str(uuid.uuid4())


def at(text: str) -> datetime:
    """An aware UTC datetime from ISO text, e.g. at('2026-03-02T09:00')."""
    return datetime.fromisoformat(text).replace(tzinfo=UTC)


def add_chat(conn: sa.Connection, created_at: datetime, *, project_id: str = PROJECT, org: str = ORG,
             summary: str | None = "Decided to move billing to Postgres 16.", redacted: bool = True,
             excluded_at: datetime | None = None, deleted_at: datetime | None = None, **extra) -> str:
    chat_id = extra.pop("id", new_id())
    values = dict(
        id=chat_id, organization_id=org, project_id=project_id, user_id=USER, title="a chat",
        summary=summary, summary_redacted=redacted,
        summary_generated_at=created_at if summary else None, memory_excluded_at=excluded_at,
        created_at=created_at, updated_at=created_at, deleted_at=deleted_at,
    )
    values.update(extra)
    conn.execute(chats.insert().values(**values))
    return chat_id


def add_message(conn: sa.Connection, chat_id: str, content: str, created_at: datetime, role: str = "user") -> str:
    message_id = new_id()
    conn.execute(chat_messages.insert().values(id=message_id, chat_id=chat_id, role=role, content=content,
                                               created_at=created_at))
    return message_id


def add_memo(conn: sa.Connection, content: str, created_at: datetime, *, project_id: str = PROJECT,
             org: str = ORG, chat_id: str | None = None, deleted_at: datetime | None = None, **extra) -> str:
    memo_id = extra.pop("id", new_id())
    values = dict(id=memo_id, organization_id=org, project_id=project_id, chat_id=chat_id,
                  author_user_id=None, author_agent_id=AGENT, content=content, created_at=created_at,
                  deleted_at=deleted_at)
    values.update(extra)
    conn.execute(memory_memos.insert().values(**values))
    return memo_id


def materialize_assets(assets, engine: sa.Engine, *, partition_key: str | None = None,
                       partition_range: tuple[str, str] | None = None, model_engine=None, instance=None,
                       projects: list[str] | None = None, selection=None, raise_on_error: bool = True):
    """Materialize `assets` in process against `engine`, as a real Dagster run."""
    from dagster import materialize
    from dagster._core.storage.tags import ASSET_PARTITION_RANGE_END_TAG, ASSET_PARTITION_RANGE_START_TAG

    from memory_pipeline.resources import MemoryDatabase, ModelEngine

    tags = {}
    if partition_range:
        tags = {ASSET_PARTITION_RANGE_START_TAG: partition_range[0], ASSET_PARTITION_RANGE_END_TAG: partition_range[1]}
    selected = selection or assets
    run_config = None
    if projects is not None:
        run_config = {"ops": {a.node_def.name: {"config": {"projects": projects}} for a in selected}}
    return materialize(
        assets,
        selection=selected,
        partition_key=partition_key,
        tags=tags,
        instance=instance,
        run_config=run_config,
        raise_on_error=raise_on_error,
        resources={
            "memory_db": MemoryDatabase(url=engine.url.render_as_string(hide_password=False)),
            "model_engine": model_engine or ModelEngine(engine="extractive"),
        },
    )


def outputs_under_hash_seeds(script: str, seeds: range) -> set[str]:
    """What `script` prints in a fresh interpreter per string-hashing seed: one output when the
    result does not depend on the order a set yields its strings in."""
    import os
    import subprocess
    import sys

    return {subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": str(seed)}).stdout for seed in seeds}
