"""What an agent may do with its project's memory, whatever carries the request.

`remember`, `recall`, `search`, `core_memory`, `forget` and `latest_digest` each take the
`Caller` (see `mcp_tokens`) and work inside the caller's project only: an id from another
project is answered exactly like an id that does not exist, and nothing read here
crosses projects. Reading needs `memory:read`, writing `memory:write`. Bad input is
refused with an error naming it and what to do, before anything is written.

What agents read back is screened like recall packets: lines citing what memory may no
longer use are left out, and so are flagged secrets and sentences addressed to agents.
A quarantined memo is never shown, even to `search` with `include_inactive`: its text is
an instruction to agents. `mcp_server.py` serves these over MCP.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import datetime

import sqlalchemy as sa

from memory_pipeline import redaction
from memory_pipeline import recall as read_side
from memory_pipeline import search as full_text
from memory_pipeline.consolidation import quarantine, write_decisions
from memory_pipeline.digests import render
from memory_pipeline.errors import MemoryPipelineError, NotFound
from memory_pipeline.mcp_tokens import READ, WRITE, Caller
from memory_pipeline.schema import (
    DEFAULT_MAX_ITEMS,
    DIGEST_LEVELS,
    MAX_MEMO_CHARS,
    chats,
    memory_core,
    memory_digests,
    memory_memo_overrides,
    memory_memos,
    utcnow,
)

MAX_QUERY_CHARS = 1000
MAX_REASON_CHARS = 1000
SEARCH_RESULTS = 10


@dataclass(frozen=True)
class Remembered:
    memo_id: str
    status: str  # active | quarantined
    masked: dict[str, int]  # kinds of secrets and personal data replaced by markers, with counts
    reason: str | None  # why it was quarantined

    def message(self) -> str:
        said = [f"memo {self.memo_id} saved"]
        if self.masked:
            kinds = ", ".join(f"{n} {kind}" for kind, n in sorted(self.masked.items()))
            said.append(f"masked before it was stored: {kinds} (replaced by <redacted:...> markers)")
        if self.status == "quarantined":
            said.append(f"but quarantined: {self.reason}. It is kept for a person to review and never served to "
                        "agents; state the fact itself, not instructions to agents")
        return "; ".join(said)

    def as_dict(self) -> dict:
        return {"memo_id": self.memo_id, "status": self.status, "masked": self.masked, "reason": self.reason,
                "message": self.message()}


def _text(value: str, name: str, most: int) -> str:
    if not value.strip():
        raise MemoryPipelineError(f"{name} is empty; give 1 to {most} characters")
    if len(value) > most:
        raise MemoryPipelineError(f"{name} has {len(value)} characters (max {most}); shorten it")
    return value


def remember(engine: sa.Engine, caller: Caller, content: str, chat_id: str | None = None,
             now: datetime | None = None) -> Remembered:
    """Save a memo in the caller's project: masked, then screened for instructions to agents.

    A memo carrying them is kept but quarantined, exactly as `memo_consolidation` does.
    """
    caller.require(WRITE, "remember")
    if not content.strip():
        raise MemoryPipelineError(f"content is empty; a memo holds 1 to {MAX_MEMO_CHARS} characters")
    if len(content) > MAX_MEMO_CHARS:
        raise MemoryPipelineError(f"content has {len(content)} characters (max {MAX_MEMO_CHARS}); shorten it or "
                                  "save it as several memos")
    masked = redaction.mask(content, caller.organization_id)
    if len(masked.text) > MAX_MEMO_CHARS:
        raise MemoryPipelineError(
            f"content has {len(masked.text)} characters once its {len(masked.findings)} secret(s) are masked "
            f"(max {MAX_MEMO_CHARS}); shorten it")
    memo_id = str(uuid.uuid4())
    with engine.begin() as conn:
        if chat_id is not None:
            _check_chat(conn, caller, chat_id)
        conn.execute(memory_memos.insert().values(
            id=memo_id, organization_id=caller.organization_id, project_id=caller.project_id, chat_id=chat_id,
            author_user_id=None, author_agent_id=caller.agent_id, content=masked.text,
            created_at=now or utcnow()))
        decision = quarantine(memo_id, masked.text)
        if decision:
            write_decisions(conn, [(caller.project_id, [decision])], run_id=None)
    return Remembered(memo_id, "quarantined" if decision else "active", masked.counts(),
                      decision.reason if decision else None)


def _check_chat(conn: sa.Connection, caller: Caller, chat_id: str) -> None:
    c = chats.c
    chat = conn.execute(sa.select(c.memory_excluded_at).where(
        c.id == chat_id, c.project_id == caller.project_id, c.deleted_at.is_(None))).one_or_none()
    if chat is None:
        raise NotFound(f"chat {chat_id} not found in this project; check the id or leave chat_id out")
    if chat.memory_excluded_at is not None:
        raise MemoryPipelineError(f"chat {chat_id} is opted out of memory by its owner; nothing from it may be "
                                  "remembered")


def _query(query: str) -> str:
    return _text(query, "query", MAX_QUERY_CHARS)


def recall(engine: sa.Engine, caller: Caller, query: str, *, budget_tokens: int = 500,
           max_items: int = DEFAULT_MAX_ITEMS, now: datetime | None = None) -> read_side.RecallPacket:
    """A recall packet of the caller's project (logged, as every recall is)."""
    caller.require(READ, "recall")
    return read_side.recall(engine, caller.project_id, _query(query), budget_tokens=budget_tokens,
                            max_items=max_items, now=now)


def search(engine: sa.Engine, caller: Caller, query: str, *, include_inactive: bool = False) -> list[dict]:
    """Full-text search over the caller's memos and digests (the best `SEARCH_RESULTS`), as served to an agent."""
    caller.require(READ, "search")
    with engine.connect() as conn:
        hits = full_text.search(conn, caller.project_id, _query(query), include_inactive=include_inactive,
                                limit=SEARCH_RESULTS)
        results = []
        for hit in hits:
            citations = list(hit.citations)
            if hit.kind == "digest":
                lines = read_side.servable_lines(conn, caller.project_id, hit.text)
                text = render(lines)
                citations = list(dict.fromkeys(ref for line in lines for ref in line.refs))
            elif hit.status == "quarantined":
                text = "[withheld: quarantined for instructions addressed to agents; a person may release it]"
            else:
                text = read_side.screened(hit.text) or "[withheld: flagged by the redaction or injection screen]"
            if text:
                results.append({"kind": hit.kind, "id": hit.id, "status": hit.status, "score": round(hit.score, 4),
                                "citations": citations, "text": text})
    return results


def core_memory(engine: sa.Engine, caller: Caller) -> str:
    """The project's core memory, as last built, less any line that may no longer be served."""
    caller.require(READ, "core memory")
    with engine.connect() as conn:
        content = conn.execute(sa.select(memory_core.c.content).where(
            memory_core.c.project_id == caller.project_id)).scalar_one_or_none()
        lines = read_side.servable_lines(conn, caller.project_id, content or "")
    if not lines:
        raise NotFound("this project has no core memory yet; it is built daily from active memos and digests")
    return "\n".join(line.render() for line in lines)


def forget(engine: sa.Engine, caller: Caller, memo_id: str, reason: str, now: datetime | None = None) -> str:
    """Soft-delete a memo of the caller's project and record why, as the agent's decision."""
    caller.require(WRITE, "forget")
    reason = _text(reason, "reason", MAX_REASON_CHARS).strip()
    now = now or utcnow()
    m = memory_memos.c
    with engine.begin() as conn:
        memo = conn.execute(sa.select(m.deleted_at).where(
            m.id == memo_id, m.project_id == caller.project_id)).one_or_none()
        if memo is None:
            raise NotFound(f"memo {memo_id} not found in this project; check the id (search lists memos)")
        if memo.deleted_at is not None:
            raise MemoryPipelineError(f"memo {memo_id} was already forgotten at {memo.deleted_at.isoformat()}; "
                                      "nothing changed")
        conn.execute(memory_memos.update().where(m.id == memo_id).values(deleted_at=now))
        conn.execute(memory_memo_overrides.insert().values(
            id=str(uuid.uuid4()), project_id=caller.project_id, memo_id=memo_id, other_memo_id=None,
            action="forget", relation_type=None, decided_by=f"agent:{caller.agent_id}", reason=reason,
            created_at=now))
    return (f"memo {memo_id} forgotten: it is no longer recalled or searched, and the next consolidation and "
            "digest runs leave it out")


def latest_digest(engine: sa.Engine, caller: Caller, level: str) -> str:
    """The project's latest digest of `level` (day, week or month), with its period, as it may be served."""
    caller.require(READ, f"the latest {level} digest")
    if level not in DIGEST_LEVELS:
        raise MemoryPipelineError(f"level {level!r} is not one of {', '.join(DIGEST_LEVELS)}")
    d = memory_digests.c
    with engine.connect() as conn:
        digest = conn.execute(sa.select(d.content, d.period_start, d.period_end).where(
            d.project_id == caller.project_id, d.level == level).order_by(d.period_start.desc()).limit(1)).one_or_none()
        lines = read_side.servable_lines(conn, caller.project_id, digest.content) if digest else []
    if digest is None:
        raise NotFound(f"this project has no {level} digest yet; digests are built after each {level} ends")
    period = f"{digest.period_start.date().isoformat()} to {digest.period_end.date().isoformat()} (exclusive)"
    body = render(lines) or "(every line of it cites something memory may no longer use)"
    return f"# {level} digest, {period}\n{body}"
