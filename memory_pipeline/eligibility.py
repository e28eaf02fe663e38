"""What memory may use, as query builders: the contract's safety core in one place.

- A chat summary may be used only if `summary_redacted` is true, `memory_excluded_at`
  and `deleted_at` are null, and the summary is not empty.
- A memo may be used only if it is not deleted, its chat (if any) is neither excluded
  nor deleted and belongs to the memo's project, and its status is `active`.

Every asset and check builds on these; nothing re-implements the rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

import sqlalchemy as sa

from memory_pipeline.schema import chats, memory_memo_status, memory_memos


def chat_is_visible(chat=chats):
    """Neither opted out nor deleted: the chat may still feed memory."""
    return sa.and_(chat.c.memory_excluded_at.is_(None), chat.c.deleted_at.is_(None))


def chat_summary_is_usable(chat=chats):
    return sa.and_(
        chat.c.summary_redacted.is_(True),
        chat_is_visible(chat),
        chat.c.summary.is_not(None),
        sa.func.length(sa.func.trim(chat.c.summary)) > 0,
    )


def in_window(column, start: datetime | None, end: datetime | None) -> list:
    """Conditions for `start <= column < end`; an open end adds no condition."""
    conditions = []
    if start is not None:
        conditions.append(column >= start)
    if end is not None:
        conditions.append(column < end)
    return conditions


def _projects(column, project_ids: Sequence[str] | None):
    return [column.in_(list(project_ids))] if project_ids else []


def eligible_chats(start: datetime | None = None, end: datetime | None = None,
                   project_ids: Sequence[str] | None = None, columns=None) -> sa.Select:
    """Chats whose summaries memory may use, created in `[start, end)` (all columns by default)."""
    return sa.select(*(columns or [chats])).where(
        chat_summary_is_usable(),
        *in_window(chats.c.created_at, start, end),
        *_projects(chats.c.project_id, project_ids),
    )


memo_chat = chats.alias("memo_chat")


def memo_is_eligible():
    """The memo predicate; needs `memo_chat` and `memory_memo_status` outer-joined (see eligible_memos)."""
    return sa.and_(
        memory_memos.c.deleted_at.is_(None),
        sa.or_(
            memory_memos.c.chat_id.is_(None),
            sa.and_(chat_is_visible(memo_chat), memo_chat.c.project_id == memory_memos.c.project_id),
        ),
        sa.or_(memory_memo_status.c.memo_id.is_(None), memory_memo_status.c.status == "active"),
    )


def memos_with_chat_and_status() -> sa.FromClause:
    return memory_memos.outerjoin(memo_chat, memo_chat.c.id == memory_memos.c.chat_id).outerjoin(
        memory_memo_status, memory_memo_status.c.memo_id == memory_memos.c.id)


def eligible_memos(start: datetime | None = None, end: datetime | None = None,
                   project_ids: Sequence[str] | None = None, columns=None) -> sa.Select:
    """Active memos memory may use, created in `[start, end)` (all columns by default)."""
    return (
        sa.select(*(columns or [memory_memos]))
        .select_from(memos_with_chat_and_status())
        .where(memo_is_eligible(), *in_window(memory_memos.c.created_at, start, end),
               *_projects(memory_memos.c.project_id, project_ids))
    )
