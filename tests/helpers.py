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
    conn.execute(chats.insert().values(
        id=chat_id, organization_id=org, project_id=project_id, user_id=USER, title="a chat",
        summary=summary, summary_redacted=redacted,
        summary_generated_at=created_at if summary else None, memory_excluded_at=excluded_at,
        created_at=created_at, updated_at=created_at, deleted_at=deleted_at, **extra,
    ))
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
