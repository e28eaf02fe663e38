"""The read side agents use: core memory, pins and recall packets.

- Core memory: per project, one bounded text (default 2,048 bytes) of what every agent
  should always know: pinned memos first, then the active memos that matter most
  (decisions, changes, open risks, owners and conventions; recent first), then lines of
  the latest day digest (every line of it, two of one chat included; a line citing only a
  memo already in is not said twice); each line cited. Replaced wholesale when its inputs change.
- Pins: a pinned memo is always in core memory while it is active; pins bypass ranking
  but not the size bound.
- Recall packets: the best active memos and digest lines for a query, pins first, then
  by BM25 relevance (recency only orders items of similar relevance; see `recall`),
  filled greedily within a token budget; every recall is logged for 24 hours.

Nothing here serves a duplicate, superseded or quarantined memo, anything from an
opted-out or deleted chat, text the redaction scanner flags, or a sentence addressed to
agents (`injection`).
"""

from __future__ import annotations

import bisect
import functools
import hashlib
import heapq
import itertools
import json
import math
import re
import uuid
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import asdict, dataclass, field, replace
from datetime import datetime, timedelta

import sqlalchemy as sa

from memory_pipeline import injection, redaction, vocabulary
from memory_pipeline.db import among, chunks, upsert
from memory_pipeline.digests import digest_lines, eligible_refs
from memory_pipeline.eligibility import eligible_chats, eligible_memos
from memory_pipeline.engines import SummaryLine
from memory_pipeline.errors import MemoryPipelineError
from memory_pipeline.extractive import section_of
from memory_pipeline.periods import Period, period_of
from memory_pipeline.schema import (
    DEFAULT_CORE_MEMORY_BYTES,
    DEFAULT_MAX_ITEMS,
    MAX_BUDGET_TOKENS,
    MAX_ITEMS,
    chats,
    memory_chat_topics,
    memory_core,
    memory_digests,
    memory_memos,
    memory_pins,
    memory_recall_log,
    utcnow,
)
from memory_pipeline.search import QUERY_STOP_WORDS, digest_hit, search
from memory_pipeline.work_state import WorkState

SECTION_WEIGHT = {"Decided": 3.0, "Changed": 2.5, "Open": 2.0, "Notes": 1.0}
OWNER_WORDS = ("owns", "owner", "on-call", "reviewer", "responsible", "convention", "always", "never", "must")
OWNER_BONUS = 1.5
MAX_WEIGHT = max(SECTION_WEIGHT.values()) + OWNER_BONUS  # before recency decay
CORE_HALF_LIFE_DAYS = 30.0
RECALL_LOG_HOURS = 24
TRUNCATED = " …[truncated]"


def _bytes(text: str) -> int:
    return len(text.encode("utf-8"))


def _line(text: str, ref: str) -> str:
    return f"- {' '.join(injection.without_quoted_attacks(text).split())} [{ref}]"


@dataclass
class CoreMemory:
    project_id: str
    content: str
    cited: list[str]  # ids of the memos and chats its lines cite
    inputs_hash: str
    pins_bytes: int
    organization_id: str | None = None  # of its memos or its digest; none when it is empty


def _pinned(conn: sa.Connection, project_ids: list[str], before: datetime | None = None) -> dict[str, list]:
    """Per project, its active pinned memos (created before `before`, when given) as (id, content), in pin order."""
    p, m = memory_pins.c, memory_memos.c
    pinned: dict[str, list[tuple[str, str]]] = {project_id: [] for project_id in project_ids}
    for r in conn.execute(eligible_memos(None, before, project_ids, columns=[m.id, m.project_id, m.content])
                          .join(memory_pins, p.memo_id == m.id).order_by(p.created_at, m.id)):
        pinned[r.project_id].append((r.id, r.content))
    return pinned


def build_core_memory(conn: sa.Connection, project_id: str, now: datetime,
                      max_bytes: int = DEFAULT_CORE_MEMORY_BYTES) -> CoreMemory:
    return build_core_memories(conn, [project_id], now, max_bytes)[project_id]


def build_core_memories(conn: sa.Connection, project_ids: list[str], now: datetime,
                        max_bytes: int = DEFAULT_CORE_MEMORY_BYTES) -> dict[str, CoreMemory]:
    """The core memory of each project, its inputs read for all of them at once (a nightly refreshes
    hundreds of projects: a query each per project was most of the step)."""
    m, d = memory_memos.c, memory_digests.c
    memos: dict[str, list] = {project_id: [] for project_id in project_ids}
    for row in conn.execute(eligible_memos(None, now, project_ids, columns=[m.id, m.project_id, m.organization_id,
                                                                             m.content, m.created_at])):
        memos[row.project_id].append(row)
    pins = _pinned(conn, project_ids, now)
    # The latest day digest of each project (the asset's declared input; weeks and months are built after it).
    latest_start = sa.select(d.project_id, sa.func.max(d.period_start).label("period_start")).where(
        d.project_id.in_(project_ids), d.level == "day", d.period_start < now).group_by(d.project_id).subquery()
    latest = {row.project_id: row for row in conn.execute(sa.select(memory_digests).join(latest_start, sa.and_(
        d.project_id == latest_start.c.project_id, d.period_start == latest_start.c.period_start)).where(
        d.level == "day"))}
    allowed: dict[str, set[str]] = {}
    by_period: dict[Period, list[str]] = {}
    for row in latest.values():
        by_period.setdefault(Period(row.level, row.period_start, row.period_end), []).append(row.project_id)
    for period, projects in by_period.items():
        refs = eligible_refs(conn, period, projects)
        allowed.update({project_id: refs.get(project_id, set()) for project_id in projects})
    return {project_id: _core_memory(project_id, memos[project_id], pins[project_id], latest.get(project_id),
                                     allowed.get(project_id, set()), now, max_bytes)
            for project_id in project_ids}


def _core_memory(project_id: str, memos: list, pins: list[tuple[str, str]], latest, allowed: set[str],
                 now: datetime, max_bytes: int) -> CoreMemory:
    lines: list[tuple[str, str]] = []  # (line, ref)
    for memo_id, content in pins:
        lines.append((_line(content, f"memo:{memo_id}"), f"memo:{memo_id}"))

    def decay(memo) -> float:
        age_days = max(0.0, (now - memo.created_at).total_seconds() / 86400)
        return 0.5 ** (age_days / CORE_HALF_LIFE_DAYS)

    def weight(memo) -> float:
        bonus = OWNER_BONUS if any(w in memo.content.lower() for w in OWNER_WORDS) else 0.0
        return (SECTION_WEIGHT[section_of(memo.content)] + bonus) * decay(memo)

    pins_bytes = sum(_bytes(text) + 1 for text, _ in lines)
    pinned_ids = {memo_id for memo_id, _ in pins}
    unpinned = [memo for memo in memos if memo.id not in pinned_ids]
    # A memo's line is written out, and its weight worked out, only when its turn may come (a line costs a
    # scan for quoted attacks, a weight a reading of its section): the memos after the bound is full are
    # never read.
    memo_lines = ((functools.partial(_line, memo.content, f"memo:{memo.id}"), f"memo:{memo.id}")
                  for memo in _by_weight(unpinned, weight, lambda memo: MAX_WEIGHT * decay(memo)))
    digest_lines_ = [(line.render(), " ".join(line.refs)) for line in
                     (digest_lines(latest.content) if latest is not None else [])
                     if line.refs and all(ref in allowed for ref in line.refs)]
    # A memo line is at least "- ", a space and its citation (its text may clean down to nothing); a digest
    # line's size is known: once less room is left than the shortest of these, no later line can fit.
    shortest = min([_bytes(text) + 1 for text, _ in lines + digest_lines_]
                   + [_bytes(f"-  [memo:{memo.id}]") + 1 for memo in unpinned], default=0)
    kept, cited, used, seen = [], [], 0, set()
    candidates: Iterable[tuple[str | Callable[[], str], str]] = itertools.chain(lines, memo_lines, digest_lines_)
    for text, ref in candidates:
        if max_bytes - used < shortest:
            break
        if not isinstance(text, str):
            text = text()
        size = _bytes(text) + 1
        # Scanned only if it fits: a year of memos is hundreds of lines for a few kilobytes.
        if ref in seen or used + size > max_bytes or redaction.scan(text) or injection.scan(text):
            continue  # a flagged line is left out, never masked into core memory
        kept.append(text)
        cited.extend(r.split(":", 1)[1] for r in ref.split() if r.split(":", 1)[1] not in cited)
        # A memo's line once: a digest line citing only a memo already in says it again. A chat's lines are
        # each their own fact ("moving billing to iLab" and "whether we hire a third tech" from one chat).
        if ref.startswith("memo:") and " " not in ref:
            seen.add(ref)
        used += size
    content = "\n".join(kept)
    digest = hashlib.sha256(json.dumps([content, max_bytes]).encode()).hexdigest()
    organization = memos[0].organization_id if memos else latest.organization_id if latest is not None else None
    return CoreMemory(project_id, content, cited, digest, pins_bytes, organization)


def _by_weight(memos: list, weight: Callable, bound: Callable) -> Iterator:
    """`memos` by weight, highest first, equal weights by id, as `sorted` orders them; a memo's weight is worked
    out only when its `bound` (never below its weight) could put it next, so a caller that stops early has not
    weighed the rest. An entry's key is its bound until it is weighed: a weighed entry that comes out first is
    ahead of every other, since no weight is above its bound."""
    heap = [(-bound(memo), memo.id, False, i) for i, memo in enumerate(memos)]
    heapq.heapify(heap)
    while heap:
        key, memo_id, weighed, i = heapq.heappop(heap)
        if weighed:
            yield memos[i]
        else:
            heapq.heappush(heap, (-weight(memos[i]), memo_id, True, i))


@dataclass
class CoreMemoryRun:
    projects: list[str] = field(default_factory=list)
    written: int = 0
    unchanged: int = 0
    removed: int = 0


def refresh_core_memory(engine: sa.Engine, start: datetime, end: datetime, project_ids: list[str] | None,
                        run_id: str, max_bytes: int) -> CoreMemoryRun:
    """Rebuild the core memory of every project whose inputs changed in `[start, end)`."""
    with engine.connect() as conn:
        run = CoreMemoryRun(projects_to_refresh(conn, start, end, project_ids))
    # Recency decay scales every memo's weight alike, so an older `end` with the same inputs
    # gives the same text: the window itself is not part of the fingerprint.
    state = WorkState(engine, "project_core_memory", run.projects, start, end, salt=str(max_bytes),
                      window_matters=False)
    run.unchanged += len(state.unchanged)
    for batch in chunks(state.to_do, WRITE_BATCH):
        for outcome in write_core_memories(engine, batch, end, run_id, max_bytes).values():
            setattr(run, outcome, getattr(run, outcome) + 1)
    state.record(state.to_do)
    return run


WRITE_BATCH = 50  # projects whose core memories are built and written in one transaction


def write_core_memory(engine: sa.Engine, project_id: str, now: datetime, updated_by: str,
                      max_bytes: int = DEFAULT_CORE_MEMORY_BYTES) -> str:
    """Rebuild one project's core memory; returns written, unchanged or removed."""
    return write_core_memories(engine, [project_id], now, updated_by, max_bytes)[project_id]


def write_core_memories(engine: sa.Engine, project_ids: list[str], now: datetime, updated_by: str,
                        max_bytes: int = DEFAULT_CORE_MEMORY_BYTES) -> dict[str, str]:
    """Rebuild some projects' core memories in one transaction; per project: written, unchanged or removed."""
    c = memory_core.c
    outcomes, rows = {}, []
    with engine.begin() as conn:
        cores = build_core_memories(conn, project_ids, now, max_bytes)
        existing = dict(conn.execute(sa.select(c.project_id, c.inputs_hash).where(
            c.project_id.in_(project_ids))).all())
        for project_id, core in cores.items():
            if not core.content:
                outcomes[project_id] = "removed" if project_id in existing else "unchanged"
            elif existing.get(project_id) == core.inputs_hash:
                outcomes[project_id] = "unchanged"
            else:
                outcomes[project_id] = "written"
                rows.append(dict(project_id=project_id, organization_id=core.organization_id, content=core.content,
                                 cited_ids=core.cited, inputs_hash=core.inputs_hash, max_bytes=max_bytes,
                                 updated_at=now, updated_by=updated_by))
        removed = [p for p, outcome in outcomes.items() if outcome == "removed"]
        if removed:
            conn.execute(memory_core.delete().where(c.project_id.in_(removed)))
        upsert(conn, memory_core, rows, key=["project_id"],
               update=["content", "cited_ids", "inputs_hash", "max_bytes", "updated_at", "updated_by"])
    return outcomes


def projects_to_refresh(conn: sa.Connection, start: datetime, end: datetime,
                        project_ids: list[str] | None) -> list[str]:
    """Projects with memos or digests in the window, or pins: their core memory may have changed."""
    m, d, p = memory_memos.c, memory_digests.c, memory_pins.c
    queries = [sa.select(m.project_id).where(m.created_at >= start, m.created_at < end),
               sa.select(d.project_id).where(d.period_start >= start, d.period_start < end),
               sa.select(p.project_id), sa.select(memory_core.c.project_id)]
    found = set()
    for query in queries:
        found.update(conn.execute(query.distinct()).scalars())
    return sorted(p for p in found if not project_ids or p in project_ids)


# --- pins ----------------------------------------------------------------------------------

def pin(engine: sa.Engine, memo_id: str, by: str, note: str | None = None,
        max_bytes: int = DEFAULT_CORE_MEMORY_BYTES) -> str:
    with engine.begin() as conn:
        memo = conn.execute(sa.select(memory_memos.c.id, memory_memos.c.project_id).where(
            memory_memos.c.id == memo_id)).one_or_none()
        if memo is None:
            raise MemoryPipelineError(f"memo {memo_id} does not exist; check the id")
        m = memory_memos.c
        if conn.execute(eligible_memos(None, None, [memo.project_id], columns=[m.id]).where(m.id == memo_id)).first() \
                is None:
            raise MemoryPipelineError(f"memo {memo_id} is not active (deleted, superseded, duplicate or from an "
                                      "opted-out chat); pin its current memo instead")
        conn.execute(memory_pins.delete().where(memory_pins.c.memo_id == memo_id))
        conn.execute(memory_pins.insert().values(memo_id=memo_id, project_id=memo.project_id, note=note,
                                                 pinned_by=f"human:{by}", created_at=utcnow()))
        core = build_core_memory(conn, memo.project_id, utcnow(), max_bytes)
        if core.pins_bytes > max_bytes:
            raise MemoryPipelineError(
                f"pins of project {memo.project_id} would take {core.pins_bytes} bytes, over the core memory "
                f"bound of {max_bytes}; unpin something first (nothing was pinned)")
    write_core_memory(engine, memo.project_id, utcnow(), f"human:{by}", max_bytes)
    return f"memo {memo_id} pinned; it is always in project {memo.project_id}'s core memory while active"


def unpin(engine: sa.Engine, memo_id: str, by: str, max_bytes: int = DEFAULT_CORE_MEMORY_BYTES) -> str:
    with engine.begin() as conn:
        project_id = conn.execute(sa.select(memory_pins.c.project_id).where(
            memory_pins.c.memo_id == memo_id)).scalar_one_or_none()
        if project_id is None:
            raise MemoryPipelineError(f"memo {memo_id} is not pinned")
        conn.execute(memory_pins.delete().where(memory_pins.c.memo_id == memo_id))
    write_core_memory(engine, project_id, utcnow(), f"human:{by}", max_bytes)
    return f"memo {memo_id} unpinned"


# --- recall packets ------------------------------------------------------------------------

@dataclass(frozen=True)
class RecallItem:
    id: str
    kind: str
    score: float  # relevance, with recency ordering items of similar relevance (see `recall`)
    citation: str
    text: str
    pinned: bool
    truncated: bool
    relevance: float = 1.0  # BM25 relative to the best candidate; what min_score gates on


@dataclass(frozen=True)
class RecallPacket:
    project_id: str
    query: str
    items: tuple[RecallItem, ...]
    tokens: int

    def as_dict(self) -> dict:
        return {"project_id": self.project_id, "query": self.query, "tokens": self.tokens,
                "items": [asdict(i) for i in self.items]}

    def as_json(self) -> str:
        return json.dumps(self.as_dict(), indent=2)


def estimate_tokens(text: str) -> int:
    """About four characters a token: a budget guard, not a tokenizer."""
    return max(1, math.ceil(len(text) / 4))


def recall(engine: sa.Engine, project_id: str, query: str, *, budget_tokens: int = 500,
           max_items: int = DEFAULT_MAX_ITEMS,
           min_score: float = 0.25, half_life_days: float = 30.0, now: datetime | None = None,
           log: bool = True) -> RecallPacket:
    """The best memos and digest lines for `query`, pins first, within `budget_tokens`.

    Candidates are the memos and digests full-text search finds for any word of the
    query, and the day digests of the chats whose talk matches it best (`_talk_hits`); a
    digest contributes its lines, each with its own citations, and a line that week and
    month digests repeat counts once. Each candidate gets a BM25 relevance over
    the stemmed words of the query and its times of day in one form ("8pm" is "20:00"; a line's
    time of day is an hour too), with related words (`vocabulary`), words sharing a beginning
    and the last parts of its compound words ("line" for "hotline") at half weight, the initials of
    runs of its words ("agm" for "annual general meeting"), and what it asks for: a question asking
    when or how long/many weighs each date or number of a line at half weight (`_forms`), plus twice
    that of its chat's topics (the words of the whole redacted transcript, `CONTEXT_WEIGHT`), times
    `ANSWER_WEIGHT` of the item's section (a decision answers more often than a note or a question,
    unless the question asks whether something was settled), times `MONTH_WEIGHT` for an item of a
    month the question names, divided by the best one memory may still use (see `_ranked`):
    `relevance` in (0, 1].
    Only relevance decides what is served (`relevance >= min_score`), so a fact that still
    holds is recallable whatever its age. Recency orders items of similar relevance:
    `score = relevance * (0.9 + 0.1 * 0.5 ** (age_days / half_life_days))`, at most a 10%
    difference between a fact from today and one from years ago.
    """
    for name, value, most in (("budget_tokens", budget_tokens, MAX_BUDGET_TOKENS), ("max_items", max_items, MAX_ITEMS)):
        if not 1 <= value <= most:
            raise MemoryPipelineError(f"{name} {value} is out of range; use 1 to {most}")
    now = now or utcnow()
    with engine.connect() as conn:
        hits = search(conn, project_id, query, limit=CANDIDATE_HITS)
        # Candidates that only share a related word ("db" for "postgres") or the last part of a compound
        # ("line" for "hotline"), searched apart so that they never push out the ones matching the query's
        # own words.
        related = sorted({w for word in _query_words(query) for w in vocabulary.related_words(word)}
                         | set(_compound_tails(query)) | set(_acronyms(_TERM.findall(query.lower()))))
        if related:
            found = {(h.kind, h.id) for h in hits}
            hits += [h for h in search(conn, project_id, " ".join(related), limit=CANDIDATE_HITS)
                     if (h.kind, h.id) not in found]
        # And those sharing only a word's beginning ("collector" for "collects", "cert" for
        # "certification"), or the code of a status the question names by its phrase, written in the
        # plural as often as not ("502s" for "bad gateway"), searched apart too.
        stems = sorted({prefix for w in _query_words(query)
                        if w.isalnum() and len(stem := vocabulary.stem_word(w)) >= PREFIX_CHARS
                        for prefix in (stem, stem[:PREFIX_CHARS])}
                       | {code for w in _query_words(query) for code in vocabulary.related_words(w, vocabulary.SAME)
                          if code.isdigit()})
        if stems:
            found = {(h.kind, h.id) for h in hits}
            hits += [h for h in search(conn, project_id, " ".join(stems), prefix=True, limit=CANDIDATE_HITS)
                     if (h.kind, h.id) not in found]
        # And the day digests of the chats whose talk the question's words match best: a fact is often
        # asked about in the words of the talk around it ("which tablet model" for "R9 it is").
        found = {(h.kind, h.id) for h in hits}
        hits += [h for h in _talk_hits(conn, project_id, query) if (h.kind, h.id) not in found]
        pins = _pinned(conn, [project_id])[project_id]
        pinned_ids = {memo_id for memo_id, _ in pins}
        units = _units(hits, pinned_ids)
        lines = bm25(query, [u.text for u in units], forms=True)
        context = _context_relevance(conn, project_id, query, units)
        answer_weight = OPEN_ANSWER_WEIGHT if ASKS_WHAT_IS_OPEN.search(query) else ANSWER_WEIGHT
        months = named_months(query)
        relevance = [(r + CONTEXT_WEIGHT * c) * answer_weight[section_of(u.text)]
                     * (MONTH_WEIGHT if u.at.month in months and now - u.at <= IN_THE_LAST_YEAR else 1.0)
                     for r, c, u in zip(lines, context, units)]
        ranked = _ranked(conn, project_id, units, relevance, min_score, max_items, half_life_days, now)
    candidates: list[RecallItem] = [
        RecallItem(memo_id, "memo", 1.0, f"memo:{memo_id}", text, True, False)
        for memo_id, content in pins if (text := injection.served_whole(content)) is not None]
    candidates += sorted(ranked, key=lambda i: (-i.score, i.kind, i.id, i.citation))
    items, used = [], 0
    for item in candidates:
        if len(items) >= max_items or used >= budget_tokens:
            break
        cost = estimate_tokens(item.text)
        if used + cost > budget_tokens:
            room = (budget_tokens - used) * 4 - len(TRUNCATED)
            if room < 20:
                break
            item = replace(item, text=item.text[:room] + TRUNCATED, truncated=True)
            cost = estimate_tokens(item.text)
        items.append(item)
        used += cost
    packet = RecallPacket(project_id, query, tuple(items), used)
    if log:
        with engine.begin() as conn:
            conn.execute(memory_recall_log.insert().values(
                id=str(uuid.uuid4()), project_id=project_id,
                query_hash=hashlib.sha256(query.encode()).hexdigest(),
                item_ids=[i.id for i in items], size_tokens=used, created_at=now))
    return packet


CANDIDATE_HITS = 50  # memos and digests full-text search hands to the ranking
# A question is answered by what was decided or changed more often than by a note or by another question.
ANSWER_WEIGHT = {"Decided": 1.0, "Changed": 1.0, "Notes": 0.85, "Open": 0.7}
# Unless the question asks whether something was settled ("had anyone decided whether ...", "what was still
# unresolved"): then what was left open answers it as often.
OPEN_ANSWER_WEIGHT = ANSWER_WEIGHT | {"Open": 1.0}
ASKS_WHAT_IS_OPEN = re.compile(
    r"\b(?:unresolved|undecided|up in the air|pending|open question|"
    r"(?:have|had|has) (?:we|anyone|anybody|they|you) (?:decided|agreed|picked|chosen|settled|figured)|"
    r"did (?:we|anyone|anybody|they) (?:know|decide|agree|settle)|"
    r"still (?:open|unclear|unknown|undecided|unresolved|being (?:decided|discussed)))\b", re.I)
# A question naming a month ("back in december", "in july, had we agreed ...") asks about what was said then:
# items of that month (in the year before now) weigh this much more.
MONTH_WEIGHT = 1.25
IN_THE_LAST_YEAR = timedelta(days=366)
MONTHS = {name: number for number, names in enumerate(
    (("jan", "january"), ("feb", "february"), ("mar", "march"), ("apr", "april"), ("may",), ("jun", "june"),
     ("jul", "july"), ("aug", "august"), ("sep", "sept", "september"), ("oct", "october"), ("nov", "november"),
     ("dec", "december")), start=1) for name in names}
# "may" is a month after a word of time ("in may", "the may contamination") or before a day ("may 21").
MONTH_NAME = re.compile(r"\b(?:(?<=\bin )|(?<=\bthe )|(?<=\bof )|(?<=\bsince )|(?<=\bearly )|(?<=\blate )|"
                        r"(?<=\bmid )|(?<=\buntil )|(?<=\bby ))may\b|\bmay(?= \d)|"
                        r"\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|june?|july?|aug(?:ust)?|"
                        r"sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b", re.I)


def named_months(query: str) -> set[int]:
    """The months a question names (1-12)."""
    return {MONTHS[m.group(0).lower()] for m in MONTH_NAME.finditer(query)}


@dataclass(frozen=True)
class _Unit:
    id: str  # the memo, or the digest a line belongs to
    kind: str  # memo | digest
    citation: str
    text: str
    at: datetime


# A line's chat topics (`summaries.topics_of`) weigh twice its own words: the question is often asked
# in the words of the talk around a fact, not of the fact, and a line's own few words share a question's
# words by chance more often as a project grows (ten sets' chats in one project, 1.0 -> 2.0: recalled
# 311 -> 315 of 355 and 251 -> 254 of 342, first item 184 -> 190 and 151 -> 164; 1.5 and 3.0 measured too).
CONTEXT_WEIGHT = 2.0


def _context_relevance(conn: sa.Connection, project_id: str, query: str, units: list[_Unit]) -> list[float]:
    """BM25 of each unit's chat topics for `query` (the best of the chats a line cites; 0 for a memo)."""
    cited = [[ref.split(":", 1)[1] for ref in unit.citation.split() if ref.startswith("chat:")] for unit in units]
    topics = {}
    t = memory_chat_topics.c
    for condition in among(conn, chats.c.id, {chat_id for ids in cited for chat_id in ids}):
        topics.update(conn.execute(
            eligible_chats(project_ids=[project_id], columns=[chats.c.id, t.topics])
            .join_from(chats, memory_chat_topics, t.chat_id == chats.c.id).where(condition)).all())
    if not topics:
        return [0.0] * len(units)
    ids = sorted(topics)
    relevance = dict(zip(ids, bm25(query, [topics[chat_id] for chat_id in ids])))
    return [max((relevance.get(chat_id, 0.0) for chat_id in chat_ids), default=0.0) for chat_ids in cited]


TALK_CHATS = 5  # chats whose topics best match a query: their day digests are candidates too
# The newest chats sharing a word with the query that are ranked for it: BM25 over topics costs about
# 30 ms per 1,000 chats (cached terms); older lines are still found by their own words.
TALK_SCAN = 1000


def _talk_hits(conn: sa.Connection, project_id: str, query: str) -> list:
    """The day digests of the `TALK_CHATS` usable chats whose topics (`summaries.topics_of`) match
    `query` best by BM25 (among the newest `TALK_SCAN` sharing a word with it): candidates whose lines
    may not share a word with the question."""
    stems = sorted({vocabulary.stem_word(w) for w in _query_words(query) + _compound_tails(query) if len(w) >= 3})
    if not stems:
        return []
    t = memory_chat_topics.c
    rows = conn.execute(
        eligible_chats(project_ids=[project_id], columns=[chats.c.id, chats.c.created_at, t.topics])
        .join_from(chats, memory_chat_topics, t.chat_id == chats.c.id)
        .where(sa.or_(*[t.topics.contains(stem, autoescape=True) for stem in stems]))
        .order_by(chats.c.created_at.desc(), chats.c.id).limit(TALK_SCAN)).all()
    scores = bm25(query, [row.topics for row in rows])
    best = sorted((k for k in range(len(rows)) if scores[k] > 0), key=lambda k: (-scores[k], rows[k].id))
    days = {period_of("day", rows[k].created_at).start for k in best[:TALK_CHATS]}
    if not days:
        return []
    d = memory_digests.c
    return [digest_hit(row, 0.0) for row in conn.execute(
        sa.select(d.id, d.content, d.level, d.period_start, d.chat_ids, d.memo_ids)
        .where(d.project_id == project_id, d.level == "day", d.period_start.in_(sorted(days)))
        .order_by(d.period_start, d.id)).all()]


def _units(hits, pinned_ids: set[str]) -> list[_Unit]:
    """Memos whole and digests line by line, each once, screened for secrets and instructions to agents; a
    pinned memo is served as a pin, so it only takes its text's place (nor is it screened twice)."""
    units, seen = [], set()
    for hit in hits:
        texts = [(hit.text, f"memo:{hit.id}")] if hit.kind == "memo" else _cited_lines(hit.text)
        for text, citation in texts:
            key = " ".join(text.lower().split())
            if key in seen:
                continue
            seen.add(key)
            if hit.kind == "memo" and hit.id in pinned_ids:
                continue
            text = screened(text)
            if text:
                units.append(_Unit(hit.id, hit.kind, citation, text, hit.created_at))
    return units


@functools.lru_cache(maxsize=4096)
def _cited_lines(content: str) -> tuple[tuple[str, str], ...]:
    """(text, citation) of each line of a digest; cached, as the same digests are candidates again and again."""
    return tuple((line.text, " ".join(line.refs)) for line in digest_lines(content))


@functools.lru_cache(maxsize=65536)
def screened(text: str) -> str:
    """`text` as it may be served: empty when the redaction scanner flags it (left out, never masked
    into a packet), else without the sentences addressed to agents. Cached per text (the same
    lines are candidates again and again): `MEMORY_PHONE_REGION` is read once per text."""
    if redaction.scan(text):
        return ""
    text = injection.contain(text).text
    return text if text.strip() else ""


def servable_lines(conn: sa.Connection, project_id: str, content: str) -> list[SummaryLine]:
    """The cited lines of a stored digest or core memory that may be served now.

    As in recall packets: a line citing a chat or memo memory may no longer use (opted
    out, deleted, forgotten, superseded since the text was built) is left out, and so is
    a flagged line or sentence.
    """
    lines = digest_lines(content)
    usable = _usable_refs(conn, project_id, {ref for line in lines for ref in line.refs})
    kept = []
    for line in lines:
        text = screened(line.text) if all(ref in usable for ref in line.refs) else ""
        if text:
            kept.append(SummaryLine(text, line.refs))
    return kept


_USABLE_BATCH = 25  # candidate lines whose sources are checked in one query


def _ranked(conn: sa.Connection, project_id: str, units: list[_Unit], relevance: list[float], min_score: float,
            max_items: int, half_life_days: float, now: datetime) -> list[RecallItem]:
    """The candidates that may be served, as items: relevance relative to the best usable one.

    A line citing a chat opted out (or a memo superseded) since its digest was built is not
    served. Checking that costs a query over the cited ids, so candidates are checked best
    first, a batch at a time, and only until no unchecked one can reach the packet: one
    with raw relevance r scores at most r / top, which must beat the `max_items`-th score
    found so far (or `min_score`).
    """
    order = sorted(range(len(units)), key=lambda k: -relevance[k])
    ranked: list[RecallItem] = []
    worst_first: list[float] = []  # the best `max_items` scores so far, lowest first
    top: float | None = None  # the raw relevance of the best usable candidate
    for start in range(0, len(order), _USABLE_BATCH):
        batch = order[start:start + _USABLE_BATCH]
        if top is not None:
            bar = max(min_score, worst_first[0] if len(worst_first) >= max_items else 0.0)
            if top <= 0 or relevance[batch[0]] / top < bar:
                break
        usable = _usable_refs(conn, project_id, {ref for k in batch if units[k].kind == "digest"
                                                 for ref in units[k].citation.split()})
        for k in batch:
            unit, value = units[k], relevance[k]
            if unit.kind == "digest" and not all(ref in usable for ref in unit.citation.split()):
                continue
            if top is None:
                top = value
            if top <= 0 or value / top < min_score:
                continue
            age_days = max(0.0, (now - unit.at).total_seconds() / 86400)
            score = value / top * (0.9 + 0.1 * 0.5 ** (age_days / half_life_days))
            ranked.append(RecallItem(unit.id, unit.kind, round(score, 4), unit.citation, unit.text, False, False,
                                     round(value / top, 4)))
            bisect.insort(worst_first, score)
            if len(worst_first) > max_items:
                worst_first.pop(0)
    return ranked


def _usable_refs(conn: sa.Connection, project_id: str, refs: set[str]) -> set[str]:
    """The `chat:`/`memo:` refs among `refs` that memory may use now."""
    ids = {kind: [r.split(":", 1)[1] for r in refs if r.startswith(f"{kind}:")] for kind in ("chat", "memo")}
    usable = set()
    for condition in among(conn, chats.c.id, ids["chat"]):
        usable.update(f"chat:{i}" for i in conn.execute(
            eligible_chats(project_ids=[project_id], columns=[chats.c.id]).where(condition)).scalars())
    for condition in among(conn, memory_memos.c.id, ids["memo"]):
        usable.update(f"memo:{i}" for i in conn.execute(
            eligible_memos(project_ids=[project_id], columns=[memory_memos.c.id]).where(condition)).scalars())
    return usable


_TERM = re.compile(r"[a-z0-9]+")
_COMPOUND = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)+")


# A time of day in any of its forms: "8am", "8 pm", "08:00", "20:30", "7.30pm".
CLOCK_TIME = re.compile(r"\b(\d{1,2})(?:[:.](\d{2}))?\s?(am|pm)\b|\b(\d{1,2}):(\d{2})\b")
_CANONICAL_TIME = re.compile(r"\bt\d{4}\b")  # a time of day as `_clock_time` writes it
HOUR_TERM = "hour"  # what a time of day also says: "the hotline's hours" are "8am to 8pm"


def _clock_time(match: re.Match) -> str:
    """A time of day in one form: "8pm", "20:00" and "8 pm" are "t2000"; left as written when it is none."""
    hour, minute = int(match.group(1) or match.group(4)), int(match.group(2) or match.group(5) or 0)
    if match.group(3):
        hour = hour % 12 + (12 if match.group(3) == "pm" else 0)
    return f" t{hour:02d}{minute:02d} " if hour < 24 and minute < 60 else match.group(0)


def _with_clock_times(text: str) -> tuple[str, int]:
    """`text` (lowercase) with its times of day in one form, and how many it has."""
    written = CLOCK_TIME.sub(_clock_time, text)
    return written, len(_CANONICAL_TIME.findall(written)) - len(_CANONICAL_TIME.findall(text))


COMPOUND_PART_CHARS = 4  # the last part of a word written as one ("hotline", "seabird") is at least this long


def _compound_tails(query: str) -> list[str]:
    """The possible last parts of the query's long words: "hotline" is a line, "seabird" a bird, and a line
    may name only that part ("the line is staffed 8am to 8pm"). Matched at `PREFIX_WEIGHT`."""
    return sorted({word[i:] for word in _TERM.findall(query.lower()) if word.isalpha() and len(word) >= 7
                   and word not in QUERY_STOP_WORDS for i in range(3, len(word) - COMPOUND_PART_CHARS + 1)})


PHRASE_WORDS = (2, 3, 4)  # a run of this many words may be a phrase `vocabulary` knows ("internal server error")


def _query_words(query: str) -> list[str]:
    """The query's words (stop words left out), its times of day in one form (`_with_clock_times`) and its
    compounds and phrases, hyphenated ("on-call") or written apart ("on call", "give back", "bad gateway",
    when `vocabulary` knows them joined): a phrase names a thing its words do not, so it brings in its own
    related words."""
    text = query.lower()
    words = _TERM.findall(_with_clock_times(text)[0])
    apart = [phrase for size in PHRASE_WORDS for start in range(len(words) - size + 1)
             if vocabulary.related_words(phrase := "-".join(words[start:start + size]))]
    return [w for w in words if w not in QUERY_STOP_WORDS] + _COMPOUND.findall(text) + apart + _acronyms(words)


ACRONYM_WORDS = (3, 4)  # a run of this many words may be written as its initials; two is too often something else


def _acronyms(words: list[str]) -> list[str]:
    """The initials of each run of `ACRONYM_WORDS` consecutive words with no stop word among them: chat writes
    "the agm" for "the annual general meeting", "rto" for "recovery time objective"."""
    found = []
    for size in ACRONYM_WORDS:
        for start in range(len(words) - size + 1):
            run = words[start:start + size]
            if all(w.isalpha() and len(w) > 1 and w not in QUERY_STOP_WORDS for w in run):
                found.append("".join(w[0] for w in run))
    return found


@functools.lru_cache(maxsize=65536)
def _terms(text: str) -> tuple[str, ...]:
    """The stemmed words of `text`, stop words left out, and its times of day in one form, each also an
    hour (`HOUR_TERM`); cached, as the same lines rank again and again."""
    text, times = _with_clock_times(text.lower())
    return tuple(vocabulary.stem_word(t) for t in _TERM.findall(text) if t not in QUERY_STOP_WORDS) + (
        HOUR_TERM,) * times


# What a question asks for, when its words do not say it: "when could players start" asks for a date or a
# time, "how long can someone wait" for a number. Each is a term a line carries once per date or time
# (`DATE_TERM`) or number (`AMOUNT_TERM`) it holds, matched at `FORM_WEIGHT` when the question asks for one;
# both are stop words, so never a line's own word, and neither lengthens a line for BM25.
DATE_TERM, AMOUNT_TERM = "when", "how"
FORM_WEIGHT = 0.5
ASKS_WHEN = re.compile(r"\bwhen\b|\b(?:what|which) (?:day|date|time|week|month|year)s?\b|\bhow soon\b", re.I)
ASKS_AMOUNT = re.compile(r"\bhow (?:long|many|much|big|large|often|fast|far|high|low|old|small)\b|"
                         r"\b(?:max|maximum|min|minimum|limit|threshold|percentage|size)\b", re.I)
WEEKDAY = re.compile(r"\b(?:mon|tue|tues|wed|thu|thurs|fri|sat|sun)(?:day)?s?\b|\b\d{4}-\d{2}-\d{2}\b", re.I)
_NUMBER = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)*(?:%|[a-z]{0,3}\b)")


def _forms(query: str) -> list[str]:
    """The form terms `query` asks for (`DATE_TERM`, `AMOUNT_TERM`)."""
    return [term for term, asks in ((DATE_TERM, ASKS_WHEN), (AMOUNT_TERM, ASKS_AMOUNT)) if asks.search(query)]


@functools.lru_cache(maxsize=65536)
def _counted_terms(text: str) -> tuple[int, frozenset[str], Counter]:
    """A document's length in terms, its distinct terms and their counts (its form terms too), for BM25 (never
    mutated)."""
    terms = _terms(text)
    lower = text.lower()
    dates = len(MONTH_NAME.findall(text)) + len(WEEKDAY.findall(text)) + len(CLOCK_TIME.findall(lower))
    forms = [DATE_TERM] * dates + [AMOUNT_TERM] * len(_NUMBER.findall(lower))
    return len(terms), frozenset(terms + tuple(forms)), Counter(terms + tuple(forms))


PREFIX_CHARS = 4  # a shared beginning this long or longer may be the same word ("cert", "certification")
PREFIX_WEIGHT = 0.5  # of an exact query word's weight


def _prefix_match(term: str, stems: tuple[str, ...]) -> bool:
    """`term` begins a query stem or a query stem begins it, at least `PREFIX_CHARS` long (chat shortens
    words: "cert", "perf"; derivations lengthen them: "collector", "symbolicate")."""
    return len(term) >= PREFIX_CHARS and any(
        len(stem) >= PREFIX_CHARS and (term.startswith(stem) or stem.startswith(term)) for stem in stems)


def bm25(query: str, documents: list[str], k1: float = 1.2, b: float = 0.75, forms: bool = False) -> list[float]:
    """Okapi BM25 of each document for the stemmed words of `query` (any of them may match),
    words related to them (`vocabulary`), words sharing their beginning and the last parts of its
    compounds counting at a lower weight."""
    stems = tuple(vocabulary.stem_word(w) for w in _query_words(query))
    weights = vocabulary.expand(list(stems))
    if forms:
        weights.update(dict.fromkeys(_forms(query), FORM_WEIGHT))
    for tail in _compound_tails(query):
        weights.setdefault(vocabulary.stem_word(tail), PREFIX_WEIGHT)
    counted = [_counted_terms(d) for d in documents]
    if not counted or not weights:
        return [0.0] * len(documents)
    for term in {t for _, distinct, _ in counted for t in distinct} - weights.keys():
        if _prefix_match(term, stems):
            weights[term] = PREFIX_WEIGHT
    average = sum(length for length, _, _ in counted) / len(counted) or 1.0
    frequency = Counter(term for _, distinct, _ in counted for term in distinct if term in weights)
    idf = {t: weights[t] * math.log(1 + (len(counted) - n + 0.5) / (n + 0.5)) for t, n in frequency.items()}
    scores = []
    for length, _, counts in counted:
        norm = k1 * (1 - b + b * length / average)
        # fsum: the terms come in set order, which changes with string hashing; a plain float sum would
        # change in its last bit with it, and ties between items with it, from one process to the next.
        scores.append(math.fsum(idf[t] * counts[t] * (k1 + 1) / (counts[t] + norm) for t in idf if counts[t]))
    return scores


def clean_recall_log(engine: sa.Engine, now: datetime | None = None) -> int:
    """Remove recall log rows older than 24 hours; returns how many."""
    cutoff = (now or utcnow()) - timedelta(hours=RECALL_LOG_HOURS)
    with engine.begin() as conn:
        return conn.execute(memory_recall_log.delete().where(memory_recall_log.c.created_at < cutoff)).rowcount

