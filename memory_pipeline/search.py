"""Full-text search over a project's memos and digests.

Any word of the query may match (stop words dropped) and the ranking sorts it out:
PostgreSQL with the generated english `tsvector` columns (`to_tsquery`, `ts_rank`),
SQLite with its FTS5 tables (porter stemming, bm25). Superseded and
duplicate memos are left out unless asked for; deleted memos and memos of opted-out or
deleted chats never appear.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import sqlalchemy as sa

from memory_pipeline.eligibility import chat_is_visible, memo_chat, memo_is_eligible, memos_with_chat_and_status
from memory_pipeline.errors import MemoryPipelineError
from memory_pipeline.memo_facts import STOP_WORDS
from memory_pipeline.schema import memory_digests, memory_memo_status, memory_memos


@dataclass(frozen=True)
class Hit:
    kind: str  # memo | digest
    id: str
    score: float
    text: str
    status: str  # active / duplicate / superseded for memos; the level and period for digests
    citations: tuple[str, ...]
    created_at: object


QUERY_STOP_WORDS = STOP_WORDS | {"who", "what", "when", "where", "which", "how", "why", "does", "do", "did",
                                  "i", "you", "me", "us", "my", "about", "there", "any",
                                  "going", "gonna", "many", "much"}  # "how many", "going to": question frames


def _terms(query: str) -> list[str]:
    """Plain words of the query (any of them may match), stop words left out."""
    terms = list(dict.fromkeys(t for t in re.findall(r"[a-z0-9]+", query.lower()) if t not in QUERY_STOP_WORDS))
    if not terms:
        raise MemoryPipelineError(f"search query {query!r} has no words to search for")
    return terms


def _match(conn: sa.Connection, table: sa.Table, query: str, source: sa.FromClause, prefix: bool = False):
    """(`source` with what matching needs, match condition, score expression) for `table.content`;
    higher score is better. With `prefix`, a term also matches the longer words it begins
    ("collect" finds "collector")."""
    if conn.dialect.name == "postgresql":
        tsquery = sa.func.to_tsquery("english", " | ".join(f"{t}:*" if prefix else t for t in _terms(query)))
        vector = sa.literal_column(f"{table.name}.content_tsv")
        return source, vector.op("@@")(tsquery), sa.func.ts_rank(vector, tsquery)
    # The FTS5 table is joined on rowid, so bm25 is read from the matching row itself (a
    # correlated subquery ran the MATCH again for every candidate: quadratic in the matches).
    fts = sa.table(f"{table.name}_fts", sa.column("rowid"))
    fts_table = sa.literal_column(f"{table.name}_fts")
    fts_query = " OR ".join(f'"{term}"' + ("*" if prefix else "") for term in _terms(query))
    return (source.join(fts, fts.c.rowid == sa.literal_column(f"{table.name}.rowid")),
            fts_table.op("MATCH")(fts_query), -sa.func.bm25(fts_table))


def search(conn: sa.Connection, project_id: str, query: str, *, include_inactive: bool = False, prefix: bool = False,
           limit: int = 10) -> list[Hit]:
    _terms(query)
    m, s, d = memory_memos.c, memory_memo_status.c, memory_digests.c
    source, condition, score = _match(conn, memory_memos, query, memos_with_chat_and_status(), prefix)
    visible = [m.deleted_at.is_(None), sa.or_(m.chat_id.is_(None), chat_is_visible(memo_chat))] \
        if include_inactive else [memo_is_eligible()]
    memo_rows = conn.execute(
        sa.select(m.id, m.content, m.created_at, m.chat_id, s.status, s.canonical_memo_id, score.label("score"))
        .select_from(source)
        .where(m.project_id == project_id, condition, *visible)
        .order_by(sa.desc("score"), m.created_at.desc(), m.id).limit(limit)).all()
    source, condition, score = _match(conn, memory_digests, query, memory_digests, prefix)
    digest_rows = conn.execute(
        sa.select(d.id, d.content, d.level, d.period_start, d.chat_ids, d.memo_ids, score.label("score"))
        .select_from(source).where(d.project_id == project_id, condition)
        .order_by(sa.desc("score"), d.period_start.desc(), d.id).limit(limit)).all()
    hits = [Hit("memo", r.id, float(r.score or 0), r.content, r.status or "active",
                tuple(c for c in (f"chat:{r.chat_id}" if r.chat_id else None,
                                  f"current:memo:{r.canonical_memo_id}" if r.canonical_memo_id else None) if c),
                r.created_at) for r in memo_rows]
    hits += [digest_hit(r, float(r.score or 0)) for r in digest_rows]
    return sorted(hits, key=lambda h: (-h.score, h.kind, h.id))[:limit]


def digest_hit(row, score: float) -> Hit:
    """A `memory_digests` row (id, content, level, period_start, chat_ids, memo_ids) as a hit."""
    return Hit("digest", row.id, score, row.content, f"{row.level} {row.period_start.date().isoformat()}",
               tuple([f"chat:{c}" for c in row.chat_ids] + [f"memo:{x}" for x in row.memo_ids]), row.period_start)
