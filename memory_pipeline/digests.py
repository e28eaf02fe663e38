"""Day, week and month digests: building, guarding and writing them.

A day digest summarizes the eligible chat summaries and memos of one project and day.
Week and month digests roll up the day digests of their days (months from days, not
weeks, since weeks straddle months); their lines keep the chat and memo citations of
the day lines they came from.

Each digest stores an `inputs_hash` of its inputs, the engine, the model and the prompt
version: an unchanged hash means no model call and no write. A changed one updates the
same row (upsert on `(project_id, level, period_start)`); a period left with no
eligible inputs loses its row. Sources are masked and stripped of sentences addressed
to agents (`injection.contain`) before any model sees them. Before writing, every cited
item is checked against eligibility, the project and the period, the text is masked
again and screened for instructions to agents: a line that would fail the checks is
dropped and counted, never written.
"""

from __future__ import annotations

import functools
import hashlib
import json
import uuid
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime

import sqlalchemy as sa

from memory_pipeline import injection, locks, redaction
from memory_pipeline.db import chunks, insert, upsert
from memory_pipeline.eligibility import eligible_chats, eligible_memos
from memory_pipeline.engines import (
    PROMPT_VERSION,
    CallContext,
    Engine,
    ModelUsage,
    SourceItem,
    SummaryLine,
    parse_citations,
)
from memory_pipeline.extractive import SECTION_ORDER, section_of
from memory_pipeline.periods import Level, Period, periods_in
from memory_pipeline.schema import chats, memory_digests, memory_links, memory_memos, utcnow

MAX_CHARS: dict[Level, int] = {"day": 1600, "week": 2400, "month": 3200}


@dataclass
class DigestRun:
    """What one materialization did, for the Dagster UI."""

    projects: set[str] = field(default_factory=set)
    written: int = 0
    unchanged: int = 0
    removed: int = 0
    lines_dropped: Counter = field(default_factory=Counter)
    findings_masked: Counter = field(default_factory=Counter)
    injections_contained: Counter = field(default_factory=Counter)  # kinds of sentences left out of sources
    usage: ModelUsage = field(default_factory=ModelUsage)
    preview: str | None = None
    written_ids: list[str] = field(default_factory=list)
    rebuilt_under_lock: int = 0  # roll-ups whose day digests changed while they were being built


@dataclass
class Inputs:
    """One project's inputs for one period."""

    organization_id: str
    items: list[SourceItem] = field(default_factory=list)
    child_digest_ids: list[str] = field(default_factory=list)
    dropped: int = 0  # child lines left out because a source is no longer eligible


def render(lines: Iterable[SummaryLine]) -> str:
    """Lines grouped under Decided / Changed / Open / Notes headings, each line cited."""
    grouped: dict[str, list[SummaryLine]] = defaultdict(list)
    for line in lines:
        grouped[section_of(line.text)].append(line)
    blocks = []
    for section in sorted(grouped, key=SECTION_ORDER.__getitem__):
        blocks.append(f"## {section}\n" + "\n".join(line.render() for line in grouped[section]))
    return "\n".join(blocks)


def digest_lines(content: str) -> list[SummaryLine]:
    """The cited lines of a stored digest (headings skipped)."""
    lines = []
    for raw in content.splitlines():
        if raw.startswith("- "):
            text, refs = parse_citations(raw)
            if refs:
                lines.append(SummaryLine(text, refs))
    return lines


def inputs_hash(inputs: Inputs, engine: Engine, max_chars: int) -> str:
    payload = {
        "items": sorted([list(i.refs), i.at.isoformat(), i.text] for i in inputs.items),
        "children": sorted(inputs.child_digest_ids),
        "engine": engine.name, "model": engine.model, "prompt": PROMPT_VERSION, "max_chars": max_chars,
    }
    return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()


# --- gathering inputs ------------------------------------------------------------------

def day_inputs(conn: sa.Connection, period: Period, project_ids: Sequence[str] | None) -> dict[str, Inputs]:
    """Eligible chat summaries and memos of the day, per project."""
    by_project: dict[str, Inputs] = {}
    for chat in conn.execute(eligible_chats(period.start, period.end, project_ids)):
        inputs = by_project.setdefault(chat.project_id, Inputs(chat.organization_id))
        inputs.items.append(SourceItem((f"chat:{chat.id}",), chat.summary, chat.created_at))
    for memo in conn.execute(eligible_memos(period.start, period.end, project_ids)):
        inputs = by_project.setdefault(memo.project_id, Inputs(memo.organization_id))
        inputs.items.append(SourceItem((f"memo:{memo.id}",), memo.content, memo.created_at))
    return by_project


def rollup_inputs(conn: sa.Connection, period: Period, project_ids: Sequence[str] | None) -> dict[str, Inputs]:
    """The lines of the day digests inside a week or month, per project."""
    d = memory_digests.c
    query = (sa.select(d.id, d.organization_id, d.project_id, d.period_start, d.content)
             .where(d.level == "day", d.period_start >= period.start, d.period_start < period.end)
             .order_by(d.project_id, d.period_start))
    if project_ids:
        query = query.where(d.project_id.in_(list(project_ids)))
    by_project: dict[str, Inputs] = {}
    for child in conn.execute(query):
        inputs = by_project.setdefault(child.project_id, Inputs(child.organization_id))
        inputs.child_digest_ids.append(child.id)
        for line in digest_lines(child.content):
            inputs.items.append(SourceItem(line.refs, line.text, child.period_start))
    return by_project


def eligible_refs(conn: sa.Connection, period: Period, project_ids: Sequence[str]) -> dict[str, set[str]]:
    """Per project, the `chat:`/`memo:` refs that may be cited in `period` right now."""
    wanted = set(project_ids)
    # A few projects are looked up by project; many by the period alone, since with a long
    # list of projects the planner may walk each project's whole history.
    by_project = list(project_ids) if len(wanted) <= FEW_PROJECTS else None
    refs: dict[str, set[str]] = defaultdict(set)
    for kind, query, table in (("chat", eligible_chats, chats), ("memo", eligible_memos, memory_memos)):
        for row in conn.execute(query(period.start, period.end, by_project,
                                      columns=[table.c.id, table.c.project_id])):
            if row.project_id in wanted:
                refs[row.project_id].add(f"{kind}:{row.id}")
    return refs


FEW_PROJECTS = 20


# --- building and writing ---------------------------------------------------------------

def _existing(conn: sa.Connection, level: Level, period: Period, project_ids: Sequence[str] | None):
    d = memory_digests.c
    query = sa.select(d.id, d.project_id, d.inputs_hash).where(d.level == level, d.period_start == period.start)
    if project_ids:
        query = query.where(d.project_id.in_(list(project_ids)))
    return {row.project_id: row for row in conn.execute(query)}


def _guarded_lines(lines: list[SummaryLine], allowed: set[str], organization_id: str,
                   run: DigestRun) -> list[SummaryLine]:
    """Drop lines citing anything that may not be used (their text may come from it) and lines
    carrying instructions to agents; mask the rest."""
    kept = []
    for line in lines:
        refs = line.refs
        if not refs or any(r not in allowed for r in refs):
            run.lines_dropped["citation_not_eligible"] += 1
            continue
        if injection.scan(line.text):
            run.lines_dropped["injection"] += 1
            continue
        masked = redaction.mask(line.text, organization_id)
        run.findings_masked.update(masked.counts())
        kept.append(SummaryLine(masked.text, refs))
    return kept


def _delete_digest(conn: sa.Connection, digest_id: str) -> None:
    conn.execute(memory_links.delete().where(memory_links.c.src_kind == "digest",
                                             memory_links.c.src_id == digest_id))
    conn.execute(memory_digests.delete().where(memory_digests.c.id == digest_id))


def _link_rows(digest_id: str, project_id: str, lines: list[SummaryLine], children: list[str],
               created_by: str, run_id: str | None) -> list[dict]:
    now = utcnow()
    rows = []
    cited = dict.fromkeys(ref for line in lines for ref in line.refs)
    for ref in cited:
        kind, item_id = ref.split(":", 1)
        rows.append(dict(id=str(uuid.uuid4()), project_id=project_id, src_kind="digest", src_id=digest_id,
                         dst_kind=kind, dst_id=item_id, relation_type="cites", created_by=created_by,
                         metadata={"reason": "a digest line cites it", "run_id": run_id}, created_at=now))
    for child in children:
        rows.append(dict(id=str(uuid.uuid4()), project_id=project_id, src_kind="digest", src_id=digest_id,
                         dst_kind="digest", dst_id=child, relation_type="rolls_up", created_by="rule:rollup",
                         metadata={"reason": "day digest inside the period", "run_id": run_id}, created_at=now))
    return rows


def build_digests(
    engine: sa.Engine,
    model: Engine,
    level: Level,
    start: datetime,
    end: datetime,
    *,
    project_ids: Sequence[str] | None = None,
    run_id: str | None = None,
    asset_key: str | None = None,
    log: Callable[[str], None] | None = None,
) -> DigestRun:
    """Build (or leave, or remove) the digests of `level` for every period in `[start, end)`.

    Each period is written in one transaction holding the period's locks (see `locks`):
    its digests, their links and removals. Under the locks a roll-up looks again at its day
    digests; a project whose day digests changed since they were first read is rebuilt from
    the current ones before anything is written, so no run order can write a roll-up of
    day digests that are gone.
    """
    run = DigestRun()
    gather = _Gather(level, project_ids)
    created_by = "rule:extractive_digest" if model.name == "extractive" else f"llm:{model.model}"
    build = functools.partial(_build_one, model, level, max_chars=MAX_CHARS[level], run=run, run_id=run_id,
                              asset_key=asset_key or f"{level}_digests")
    for period in periods_in(level, start, end):
        with engine.connect() as conn:
            seen = gather(conn, period)
        outcomes = {p: build(period, p, seen) for p in seen.projects()}
        with engine.begin() as conn:
            locks.hold(conn, locks.digest_lock_keys(level, period), log)
            if level != "day":
                changed = sorted(p for p, v in gather.versions(conn, period).items() if v != seen.versions.get(p))
                if changed:  # a day digest changed since it was read: rebuild from the current ones
                    current = _Gather(level, changed)(conn, period)
                    for project_id in changed:
                        run.rebuilt_under_lock += 1
                        outcomes[project_id] = build(period, project_id, current)
            run.projects.update(outcomes)
            writes = [o for o in outcomes.values() if isinstance(o, _Write)]
            removals = [o for o in outcomes.values() if isinstance(o, str)]
            if writes or removals:
                _write_period(conn, level, period, writes, removals, created_by, run_id, run)
        if log:
            log(f"{level} {period.key}: {len(seen.inputs)} projects with inputs")
    return run


class _Gather:
    """Reads a period's inputs, its existing digests and what may be cited, per project.

    A roll-up keeps only the child lines whose every source is still eligible: a source
    opted out, deleted, unredacted or moved since its day digest was written is dropped
    here, before hashing, so the roll-up changes even when its day digests have not been
    rebuilt yet.
    """

    def __init__(self, level: Level, project_ids: Sequence[str] | None):
        self.level, self.project_ids = level, project_ids

    def __call__(self, conn: sa.Connection, period: Period) -> _Seen:
        # Versions first: a day write landing while the inputs are read then shows as a change.
        versions = self.versions(conn, period) if self.level != "day" else {}
        if self.level == "day":
            inputs = day_inputs(conn, period, self.project_ids)
            # The inputs were read with the same eligibility, just now.
            allowed = {p: {r for item in i.items for r in item.refs} for p, i in inputs.items()}
        else:
            inputs = rollup_inputs(conn, period, self.project_ids)
            allowed = eligible_refs(conn, period, sorted(inputs)) if inputs else {}
            for project_id, found in inputs.items():
                usable = allowed.get(project_id, set())
                kept = [i for i in found.items if all(r in usable for r in i.refs)]
                found.dropped = len(found.items) - len(kept)
                found.items = kept
        existing = _existing(conn, self.level, period, self.project_ids)
        return _Seen(inputs, existing, allowed, versions)

    def versions(self, conn: sa.Connection, period: Period) -> dict[str, tuple]:
        """Per project, the (id, updated_at) of the day digests a roll-up of `period` reads, and the
        roll-up's own (id, inputs_hash): cheap to read again under the lock, and any write changes it."""
        d = memory_digests.c
        found: dict[str, list] = defaultdict(list)
        query = sa.select(d.project_id, d.level, d.id, d.updated_at, d.inputs_hash).where(sa.or_(
            sa.and_(d.level == "day", d.period_start >= period.start, d.period_start < period.end),
            sa.and_(d.level == self.level, d.period_start == period.start)))
        if self.project_ids:
            query = query.where(d.project_id.in_(list(self.project_ids)))
        for row in conn.execute(query):
            found[row.project_id].append((row.level, row.id, row.updated_at, row.inputs_hash))
        return {project_id: tuple(sorted(rows)) for project_id, rows in found.items()}


@dataclass
class _Seen:
    inputs: dict[str, Inputs]
    existing: dict[str, sa.Row]
    allowed: dict[str, set[str]]
    versions: dict[str, tuple]  # roll-ups only: see _Gather.versions

    def projects(self) -> list[str]:
        return sorted(set(self.inputs) | set(self.existing))


@dataclass
class _Write:
    row: dict
    lines: list[SummaryLine]


def _build_one(model: Engine, level: Level, period: Period, project_id: str, seen: _Seen, *, max_chars: int,
               run: DigestRun, run_id, asset_key) -> _Write | str | None:
    """The digest row to write, the id of a digest to remove, or None when nothing changes."""
    inputs, existing = seen.inputs.get(project_id), seen.existing.get(project_id)
    if inputs is not None and inputs.dropped:
        run.lines_dropped["source_no_longer_eligible"] += inputs.dropped
    if inputs is None or not inputs.items:
        return existing.id if existing is not None else None
    digest_hash = inputs_hash(inputs, model, max_chars)
    if existing is not None and existing.inputs_hash == digest_hash:
        run.unchanged += 1
        return None
    # Sources are scanned again before any model sees them: secrets masked, instructions to
    # agents left out (the rest of the source is kept).
    items = []
    for item in inputs.items:
        contained = injection.contain(redaction.mask(item.text, inputs.organization_id).text)
        run.injections_contained.update(contained.kinds)
        if contained.text.strip():
            items.append(SourceItem(item.refs, contained.text, item.at))
    if not items:
        return existing.id if existing is not None else None
    context = CallContext(asset_key=asset_key, partition_key=period.key, project_id=project_id, run_id=run_id)
    summary = model.summarize(items, max_chars, context)
    run.usage.add(summary)
    lines = _guarded_lines(summary.lines, seen.allowed.get(project_id, set()), inputs.organization_id, run)
    if not lines:
        return existing.id if existing is not None else None
    cited = {ref for line in lines for ref in line.refs}
    now = utcnow()
    row = dict(
        id=existing.id if existing is not None else str(uuid.uuid4()), organization_id=inputs.organization_id,
        project_id=project_id, level=level, period_start=period.start, period_end=period.end, content=render(lines),
        chat_ids=sorted(r.split(":", 1)[1] for r in cited if r.startswith("chat:")),
        memo_ids=sorted(r.split(":", 1)[1] for r in cited if r.startswith("memo:")),
        child_digest_ids=sorted(inputs.child_digest_ids),
        model=summary.model if summary.fallback_reason is None else "extractive",
        input_tokens=summary.input_tokens, output_tokens=summary.output_tokens,
        # A fallback is stored under the extractive hash, so the next run with a healthy model retries.
        inputs_hash=digest_hash if summary.fallback_reason is None else f"fallback:{digest_hash[:55]}",
        created_at=now, updated_at=now,
    )
    return _Write(row, lines)


def _write_period(conn: sa.Connection, level: Level, period: Period, writes: list[_Write], removals: list[str],
                  created_by: str, run_id: str | None, run: DigestRun) -> None:
    for digest_id in removals:
        _delete_digest(conn, digest_id)
    run.removed += len(removals)
    if not writes:
        return
    d = memory_digests.c
    upsert(conn, memory_digests, [w.row for w in writes], key=["project_id", "level", "period_start"],
           update=["content", "chat_ids", "memo_ids", "child_digest_ids", "model", "input_tokens",
                   "output_tokens", "inputs_hash", "updated_at", "period_end"])
    # A concurrent run may have inserted a row first: its id is the one to link from.
    projects = [w.row["project_id"] for w in writes]
    ids = {}
    for chunk in chunks(projects):
        ids.update((r.project_id, r.id) for r in conn.execute(sa.select(d.project_id, d.id).where(
            d.level == level, d.period_start == period.start, d.project_id.in_(chunk))))
    links = []
    for write in writes:
        digest_id = ids[write.row["project_id"]]
        links += _link_rows(digest_id, write.row["project_id"], write.lines, write.row["child_digest_ids"],
                            created_by, run_id)
        run.written += 1
        run.written_ids.append(digest_id)
        if run.preview is None:
            run.preview = f"**{write.row['project_id']}** {level} {period.key}\n\n{write.row['content']}"
    for chunk in chunks([ids[p] for p in projects]):
        conn.execute(memory_links.delete().where(memory_links.c.src_kind == "digest",
                                                 memory_links.c.src_id.in_(chunk)))
    insert(conn, memory_links, links)


