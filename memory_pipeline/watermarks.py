"""What the sensors ask the database: new items since a watermark, opt-outs since a time.

Each function is one indexed query (on `ingest_seq`, `memory_excluded_at`,
`deleted_at`, or the `cites` links), so a sensor tick stays cheap however large the
memory grows.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

import sqlalchemy as sa

from memory_pipeline.db import chunks
from memory_pipeline.periods import period_of
from memory_pipeline.schema import chats, memory_digests, memory_links, memory_memos

MAX_ROWS_PER_TICK = 100_000


@dataclass
class WatermarkState:
    """The watermark sensor's cursor: how far it has read, and what is still below N."""

    memo_seq: int | None = None
    chat_seq: int | None = None
    pending: dict[str, dict[str, int]] = field(default_factory=dict)  # project -> day key -> new items

    @classmethod
    def parse(cls, cursor: str | None) -> "WatermarkState":
        if not cursor:
            return cls()
        data = json.loads(cursor)
        return cls(data.get("memo_seq"), data.get("chat_seq"), data.get("pending", {}))

    def serialize(self) -> str:
        return json.dumps({"memo_seq": self.memo_seq, "chat_seq": self.chat_seq, "pending": self.pending},
                          sort_keys=True, separators=(",", ":"))

    def count(self, project_id: str) -> int:
        return sum(self.pending.get(project_id, {}).values())


def current_seqs(conn: sa.Connection) -> tuple[int, int]:
    memo = conn.execute(sa.select(sa.func.coalesce(sa.func.max(memory_memos.c.ingest_seq), 0))).scalar_one()
    chat = conn.execute(sa.select(sa.func.coalesce(sa.func.max(chats.c.ingest_seq), 0))).scalar_one()
    return int(memo), int(chat)


def read_new_items(conn: sa.Connection, state: WatermarkState, limit: int = MAX_ROWS_PER_TICK) -> int:
    """Add memos and chats inserted after the watermark to `state.pending`; returns rows read.

    Counted: memos not deleted, chats neither opted out nor deleted. Their day is the
    day of their `created_at`, so a late import for an old day counts toward that day.
    """
    read = 0
    for table, attribute, visible in (
        (memory_memos, "memo_seq", memory_memos.c.deleted_at.is_(None)),
        (chats, "chat_seq", sa.and_(chats.c.deleted_at.is_(None), chats.c.memory_excluded_at.is_(None))),
    ):
        since = getattr(state, attribute) or 0
        rows = conn.execute(
            sa.select(table.c.project_id, table.c.created_at, table.c.ingest_seq, visible.label("visible"))
            .where(table.c.ingest_seq > since).order_by(table.c.ingest_seq).limit(limit)).all()
        for row in rows:
            if row.visible:
                days = state.pending.setdefault(row.project_id, {})
                key = period_of("day", row.created_at).key
                days[key] = days.get(key, 0) + 1
        if rows:
            setattr(state, attribute, int(rows[-1].ingest_seq))
        read += len(rows)
    return read


@dataclass(frozen=True)
class OptOut:
    chat_id: str
    project_id: str
    at: datetime


@dataclass
class PendingOptOut:
    """A chat whose digests are being rebuilt: how often, and when last requested."""

    attempts: int = 0
    requested_at: datetime | None = None


@dataclass
class OptOutState:
    """The opt-out sensor's cursor: the latest opt-out read, and the chats some digest still cites.

    A chat stays pending until no digest cites it, so a rebuild that failed, or a roll-up
    that ran in the wrong order, is requested again instead of waiting for a schedule.
    """

    since: datetime | None = None
    pending: dict[str, PendingOptOut] = field(default_factory=dict)

    @classmethod
    def parse(cls, cursor: str | None) -> "OptOutState":
        if not cursor:
            return cls()
        if not cursor.startswith("{"):  # the cursor of earlier versions: the latest opt-out time alone
            return cls(datetime.fromisoformat(cursor))
        data = json.loads(cursor)
        pending = {chat_id: PendingOptOut(p["attempts"], p["requested_at"] and datetime.fromisoformat(p["requested_at"]))
                   for chat_id, p in data.get("pending", {}).items()}
        return cls(data["since"] and datetime.fromisoformat(data["since"]), pending)

    def serialize(self) -> str:
        pending = {chat_id: {"attempts": p.attempts, "requested_at": p.requested_at and p.requested_at.isoformat()}
                   for chat_id, p in sorted(self.pending.items())}
        return json.dumps({"since": self.since and self.since.isoformat(), "pending": pending},
                          sort_keys=True, separators=(",", ":"))


def opt_outs_since(conn: sa.Connection, since: datetime | None) -> list[OptOut]:
    """Chats opted out or deleted after `since` (all of them when `since` is None)."""
    c = chats.c
    conditions = [c.memory_excluded_at > since, c.deleted_at > since] if since else [
        c.memory_excluded_at.is_not(None), c.deleted_at.is_not(None)]
    rows = conn.execute(sa.select(c.id, c.project_id, c.memory_excluded_at, c.deleted_at)
                        .where(sa.or_(*conditions))).all()
    found = []
    for row in rows:
        moments = [t for t in (row.memory_excluded_at, row.deleted_at) if t is not None and (since is None or t > since)]
        found.append(OptOut(row.id, row.project_id, max(moments)))
    return sorted(found, key=lambda o: (o.at, o.chat_id))


def digests_citing(conn: sa.Connection, chat_ids: Sequence[str]) -> dict[str, list[tuple[str, str, str]]]:
    """Per chat: the (level, period key, project) of every digest citing it or one of its memos."""
    if not chat_ids:
        return {}
    l, d, m = memory_links.c, memory_digests.c, memory_memos.c
    memo_of = {row.id: row.chat_id for chunk in chunks(chat_ids) for row in conn.execute(
        sa.select(m.id, m.chat_id).where(m.chat_id.in_(chunk)))}
    citing: dict[str, set] = defaultdict(set)
    for kind, ids, owner in (("chat", list(chat_ids), {c: c for c in chat_ids}), ("memo", list(memo_of), memo_of)):
        for chunk in chunks(ids):
            rows = conn.execute(
                sa.select(l.dst_id, d.level, d.period_start, d.project_id)
                .join(memory_digests, d.id == l.src_id)
                .where(l.relation_type == "cites", l.dst_kind == kind, l.dst_id.in_(chunk))).all()
            for row in rows:
                citing[owner[row.dst_id]].add((row.level, row.period_start.date().isoformat(), row.project_id))
    return {chat_id: sorted(found) for chat_id, found in citing.items()}


def source_days(conn: sa.Connection, chat_ids: Sequence[str]) -> dict[str, set[str]]:
    """Per chat: the day keys of the chat and of its memos (the day digests that may carry it)."""
    days: dict[str, set[str]] = defaultdict(set)
    for chunk in chunks(chat_ids):
        for row in conn.execute(sa.select(chats.c.id, chats.c.created_at).where(chats.c.id.in_(chunk))):
            days[row.id].add(period_of("day", row.created_at).key)
        for row in conn.execute(sa.select(memory_memos.c.chat_id, memory_memos.c.created_at)
                                .where(memory_memos.c.chat_id.in_(chunk))):
            days[row.chat_id].add(period_of("day", row.created_at).key)
    return days
