"""The invariants that make memory safe to hand to an agent, checked over stored rows.

Each function examines the rows of a window (or every row, for the audit) and returns
an `Outcome`: rows examined and the violations, each naming the offending row. The
asset checks and `memory-pipeline audit` call these; the assets enforce the same rules
before they write (see eligibility and digests), so a violation here means a row was
changed behind the pipeline's back.
"""

from __future__ import annotations

import bisect
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from functools import cached_property

import sqlalchemy as sa

from memory_pipeline import injection, redaction
from memory_pipeline.components import components
from memory_pipeline.consolidation import RETIRING, projects_with_memos
from memory_pipeline.db import among, chunks
from memory_pipeline.digests import digest_lines
from memory_pipeline.engines import CITATION_RE
from memory_pipeline.eligibility import eligible_memos, in_window
from memory_pipeline.periods import Level, is_canonical
from memory_pipeline.schema import (DECISION_RELATIONS, chats, memory_core, memory_digests, memory_links,
                                    memory_memo_status, memory_memos)

FIRST_OFFENDERS = 10
_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")


@dataclass
class Outcome:
    examined: int = 0
    violations: list[tuple[str, str, str]] = field(default_factory=list)  # (project, row id, what is wrong)

    @property
    def passed(self) -> bool:
        return not self.violations

    def add(self, project_id: str, row_id: str, problem: str) -> None:
        self.violations.append((project_id, row_id, problem))

    def summary(self) -> str:
        if self.passed:
            return f"{self.examined} rows examined, no violation"
        shown = "; ".join(f"{row_id}: {problem}" for _, row_id, problem in self.violations[:3])
        return f"{len(self.violations)} violation(s) in {self.examined} rows examined: {shown}"

    def per_project(self) -> Counter:
        return Counter(project for project, _, _ in self.violations)


# Only the columns the invariants read: a year of memos or chats is too big to load whole.
_COLUMNS = {
    "chats": ("id", "organization_id", "project_id", "created_at", "summary_redacted", "memory_excluded_at",
              "deleted_at"),
    "memory_memos": ("id", "organization_id", "project_id", "chat_id", "created_at", "deleted_at"),
    "memory_digests": ("id", "organization_id", "project_id"),
}
BATCH = 2000  # digests examined at a time, so memory stays flat however long the window


def _rows_by_id(conn: sa.Connection, table: sa.Table, ids: Iterable[str]) -> dict[str, sa.Row]:
    found = {}
    columns = [table.c[name] for name in _COLUMNS[table.name]]
    for chunk in chunks(sorted(set(ids)), 900):
        for row in conn.execute(sa.select(*columns).where(table.c.id.in_(chunk))):
            found[row.id] = row
    return found


def digests_in(conn: sa.Connection, level: Level | None, start: datetime | None, end: datetime | None,
               batch: int | None = None) -> Iterable[list]:
    """The digests of the window in batches (of `BATCH` unless given), by period and id."""
    batch = batch or BATCH
    d = memory_digests.c
    query = sa.select(memory_digests).where(*in_window(d.period_start, start, end)).order_by(d.period_start, d.id)
    if level:
        query = query.where(d.level == level)
    after = None
    while True:
        page = query if after is None else query.where(sa.tuple_(d.period_start, d.id) > sa.tuple_(*after))
        rows = conn.execute(page.limit(batch)).all()
        if not rows:
            return
        yield rows
        after = (rows[-1].period_start, rows[-1].id)


# --- digests -----------------------------------------------------------------------------

class _Batch:
    """A batch of digests and, loaded when a check first asks, what they cite and roll up."""

    def __init__(self, conn: sa.Connection, rows: list):
        self.conn, self.rows = conn, rows

    @cached_property
    def chats(self) -> dict[str, sa.Row]:
        return _rows_by_id(self.conn, chats, (c for r in self.rows for c in r.chat_ids))

    @cached_property
    def memos(self) -> dict[str, sa.Row]:
        return _rows_by_id(self.conn, memory_memos, (m for r in self.rows for m in r.memo_ids))

    @cached_property
    def memo_chats(self) -> dict[str, sa.Row]:
        return _rows_by_id(self.conn, chats, (m.chat_id for m in self.memos.values() if m.chat_id))

    @cached_property
    def children(self) -> dict[str, sa.Row]:
        return _rows_by_id(self.conn, memory_digests, (d for r in self.rows for d in r.child_digest_ids))

    @cached_property
    def readable(self) -> dict[str, "_Readable"]:
        """Per digest, the text the scanners read: its content, own citations cut out."""
        return {r.id: _Readable.of_digest(r) for r in self.rows}

    @cached_property
    def day_ids(self) -> dict[str, tuple[list, list]]:
        return _day_digest_ids(self.conn, self.rows)


@dataclass(frozen=True)
class _Readable:
    """A stored text as the scanners read it: each citation of the row's own sources
    (`[memo:<id>]`, the id a UUID in the row's source or cited arrays) cut out. Such ids are
    row keys, not text anyone wrote (and a digest's are verified by the tenancy and opt-out
    checks); a citation of anything else stays and is read. The scanners spent three
    quarters of their time on the ids (36 characters a line, no word they know)."""

    text: str
    cuts: tuple[int, ...]  # where in `text` a citation was cut out
    removed: tuple[int, ...]  # characters cut out before and at each of those places

    @classmethod
    def of(cls, content: str, own: set[str]) -> "_Readable":
        pieces, cuts, removed, last, gone = [], [], [], 0, 0
        for match in CITATION_RE.finditer(content):
            if match.group(1) not in own or not _UUID.fullmatch(match.group(1).split(":", 1)[1]):
                continue
            pieces.append(content[last:match.start()])
            cuts.append(match.start() - gone)
            gone += match.end() - match.start()
            removed.append(gone)
            last = match.end()
        pieces.append(content[last:])
        return cls("".join(pieces), tuple(cuts), tuple(removed))

    @classmethod
    def of_digest(cls, row) -> "_Readable":
        return cls.of(row.content, {f"chat:{i}" for i in row.chat_ids} | {f"memo:{i}" for i in row.memo_ids}
                      | {f"digest:{i}" for i in row.child_digest_ids})

    def position(self, at: int) -> int:
        """Where offset `at` of `text` is in the stored content."""
        k = bisect.bisect_right(self.cuts, at)
        return at + (self.removed[k - 1] if k else 0)


def _redaction(batch: _Batch, outcome: Outcome) -> None:
    for row in batch.rows:
        outcome.examined += 1
        readable = batch.readable[row.id]
        for finding in redaction.scan(readable.text):
            outcome.add(row.project_id, row.id, f"{finding.kind} in the content at {readable.position(finding.start)}")
        for chat_id in row.chat_ids:
            chat = batch.chats.get(chat_id)
            if chat is not None and not chat.summary_redacted:
                outcome.add(row.project_id, row.id, f"cites chat {chat_id}, whose summary is not redacted")


def _injection(batch: _Batch, outcome: Outcome) -> None:
    for row in batch.rows:
        readable = batch.readable[row.id]
        _screen(outcome, row.project_id, row.id, readable.text, position=readable.position)


def _screen(outcome: Outcome, project_id: str, row_id: str, text: str, lead: str = "instructions",
            where: str = "", position: Callable[[int], int] = lambda at: at) -> None:
    """Examine one stored text for instructions addressed to agents; each finding a violation
    (`position` maps an offset of `text` to the stored row's)."""
    outcome.examined += 1
    for finding in injection.scan(text):
        outcome.add(project_id, row_id,
                    f"{lead} addressed to agents ({finding.kind}){where} at {position(finding.start)}")


def _day_digest_ids(conn: sa.Connection, rows) -> dict[str, tuple[list, list]]:
    """Per project, the period starts and ids of the day digests inside the periods of the week/month `rows`,
    in period order: a roll-up's days are then found by bisection, not by reading every day of the batch
    (a batch of 2,000 weeks was 2,000 passes over its projects' days)."""
    rollups = [r for r in rows if r.level in ("week", "month")]
    if not rollups:
        return {}
    d = memory_digests.c
    found: dict[str, list[tuple]] = defaultdict(list)
    for chunk in chunks(sorted({r.project_id for r in rollups})):
        for day in conn.execute(sa.select(d.id, d.project_id, d.period_start).where(
                d.level == "day", d.project_id.in_(chunk),
                d.period_start >= min(r.period_start for r in rollups),
                d.period_start < max(r.period_end for r in rollups))):
            found[day.project_id].append((day.period_start, day.id))
    return {project_id: tuple(map(list, zip(*sorted(days)))) for project_id, days in found.items()}


def _memo_problem(memo, memo_chats: dict) -> str | None:
    if memo.deleted_at is not None:
        return "deleted memo"
    chat = memo_chats.get(memo.chat_id) if memo.chat_id else None
    if chat is not None and chat.memory_excluded_at is not None:
        return f"memo from opted-out chat {chat.id}"
    if chat is not None and chat.deleted_at is not None:
        return f"memo from deleted chat {chat.id}"
    return None


def _chat_problem(chat) -> str | None:
    if chat.memory_excluded_at is not None:
        return "opted-out chat"
    if chat.deleted_at is not None:
        return "deleted chat"
    return None


def _opt_out(batch: _Batch, outcome: Outcome) -> None:
    for row in batch.rows:
        outcome.examined += 1
        for chat_id in row.chat_ids:
            chat = batch.chats.get(chat_id)
            problem = "missing chat" if chat is None else _chat_problem(chat)
            if problem:
                outcome.add(row.project_id, row.id, f"cites {problem} {chat_id}")
        for memo_id in row.memo_ids:
            memo = batch.memos.get(memo_id)
            problem = "missing memo" if memo is None else _memo_problem(memo, batch.memo_chats)
            if problem:
                outcome.add(row.project_id, row.id, f"cites {problem} ({memo_id})")


def _tenancy(batch: _Batch, outcome: Outcome) -> None:
    referenced = {"chat": batch.chats, "memo": batch.memos, "digest": batch.children}
    for row in batch.rows:
        outcome.examined += 1
        for kind, ids in (("chat", row.chat_ids), ("memo", row.memo_ids), ("digest", row.child_digest_ids)):
            for item_id in ids:
                item = referenced[kind].get(item_id)
                if item is not None and (item.project_id, item.organization_id) != (row.project_id, row.organization_id):
                    outcome.add(row.project_id, row.id,
                                f"refers to {kind} {item_id} of project {item.project_id}")
        sources = {"chat": set(row.chat_ids), "memo": set(row.memo_ids)}
        for line in digest_lines(row.content):
            for ref in line.refs:
                kind, item_id = ref.split(":", 1)
                if item_id not in sources.get(kind, ()):
                    outcome.add(row.project_id, row.id, f"a line cites {ref}, which is not in its source arrays")


def _periods(batch: _Batch, outcome: Outcome) -> None:
    for row in batch.rows:
        outcome.examined += 1
        if not is_canonical(row.level, row.period_start, row.period_end):
            outcome.add(row.project_id, row.id,
                        f"[{row.period_start.isoformat()}, {row.period_end.isoformat()}) is not a canonical {row.level}")
        for items, kind in ((batch.chats, "chat"), (batch.memos, "memo")):
            for item_id in (row.chat_ids if kind == "chat" else row.memo_ids):
                item = items.get(item_id)
                if item is not None and not row.period_start <= item.created_at < row.period_end:
                    outcome.add(row.project_id, row.id,
                                f"cites {kind} {item_id} created {item.created_at.isoformat()}, outside its period")
        if row.level in ("week", "month"):
            starts, ids = batch.day_ids.get(row.project_id, ((), ()))
            days = set(ids[bisect.bisect_left(starts, row.period_start):bisect.bisect_left(starts, row.period_end)])
            if set(row.child_digest_ids) != days:
                missing, extra = days - set(row.child_digest_ids), set(row.child_digest_ids) - days
                outcome.add(row.project_id, row.id, f"rolls up {len(row.child_digest_ids)} day digests, expected "
                            f"{len(days)} (missing {sorted(missing)[:3]}, extra {sorted(extra)[:3]})")


def _duplicate_keys(conn: sa.Connection, level, start, end, outcome: Outcome) -> None:
    d = memory_digests.c
    twice = (sa.select(d.project_id, d.level, d.period_start).where(*in_window(d.period_start, start, end))
             .group_by(d.project_id, d.level, d.period_start).having(sa.func.count() > 1))
    if level:
        twice = twice.where(d.level == level)
    for key in conn.execute(twice):
        for row in conn.execute(sa.select(d.id).where(d.project_id == key.project_id, d.level == key.level,
                                                      d.period_start == key.period_start)):
            outcome.add(key.project_id, row.id, "more than one digest for this project, level and period")


_PER_BATCH = {"redaction": _redaction, "opt_out": _opt_out, "tenancy": _tenancy, "periods": _periods,
              "injection": _injection}


def digest_checks(conn: sa.Connection, level: Level | None, start: datetime | None = None,
                  end: datetime | None = None, names: Sequence[str] = tuple(_PER_BATCH)) -> dict[str, Outcome]:
    """The digest invariants `names` in one pass: each batch of digests and what it cites is read once."""
    outcomes = {name: Outcome() for name in names}
    for rows in digests_in(conn, level, start, end):
        batch = _Batch(conn, rows)
        for name in names:
            _PER_BATCH[name](batch, outcomes[name])
    if "periods" in outcomes:
        _duplicate_keys(conn, level, start, end, outcomes["periods"])
    return outcomes


def digest_redaction(conn, level, start=None, end=None) -> Outcome:
    """No scanner finding in a digest; every cited chat has a redacted summary."""
    return digest_checks(conn, level, start, end, ["redaction"])["redaction"]


def digest_opt_out(conn, level, start=None, end=None) -> Outcome:
    """No digest cites an opted-out or deleted chat, a deleted memo, or a memo of such a chat."""
    return digest_checks(conn, level, start, end, ["opt_out"])["opt_out"]


def digest_tenancy(conn, level, start=None, end=None) -> Outcome:
    """Every cited chat or memo and every rolled-up digest is of the digest's project and organization."""
    return digest_checks(conn, level, start, end, ["tenancy"])["tenancy"]


def digest_injection(conn, level, start=None, end=None) -> Outcome:
    """No digest quotes instructions addressed to an AI or agent (prompt injection)."""
    return digest_checks(conn, level, start, end, ["injection"])["injection"]


def digest_periods(conn, level, start=None, end=None) -> Outcome:
    """Canonical periods; cited items inside the period; roll-ups are exactly the day digests."""
    return digest_checks(conn, level, start, end, ["periods"])["periods"]


# --- chat summaries ---------------------------------------------------------------------

def summary_redaction(conn, start=None, end=None) -> Outcome:
    """No scanner finding in a redacted summary; nothing summarized after an opt-out or deletion."""
    outcome = Outcome()
    c = chats.c
    rows = conn.execute(sa.select(c.id, c.project_id, c.summary, c.summary_redacted, c.summary_generated_at,
                                  c.memory_excluded_at, c.deleted_at)
                        .where(c.summary.is_not(None), *in_window(c.created_at, start, end))).all()
    for row in rows:
        outcome.examined += 1
        if row.summary_redacted:
            for finding in redaction.scan(row.summary):
                outcome.add(row.project_id, row.id, f"{finding.kind} in the redacted summary at {finding.start}")
        gone = min((t for t in (row.memory_excluded_at, row.deleted_at) if t is not None), default=None)
        if gone is not None and row.summary_redacted and row.summary_generated_at and row.summary_generated_at > gone:
            outcome.add(row.project_id, row.id, "summarized after the chat was opted out or deleted")
    return outcome


def summary_injection(conn, start=None, end=None) -> Outcome:
    """No redacted summary quotes instructions addressed to an AI or agent."""
    outcome = Outcome()
    c = chats.c
    for row in conn.execute(sa.select(c.id, c.project_id, c.summary).where(
            c.summary.is_not(None), c.summary_redacted.is_(True), *in_window(c.created_at, start, end))):
        _screen(outcome, row.project_id, row.id, row.summary, where=" in the summary")
    return outcome


# --- core memory and memos --------------------------------------------------------------

def core_memory_injection(conn, project_ids: Sequence[str] | None = None) -> Outcome:
    """No core memory quotes instructions addressed to an AI or agent (every agent gets it on every call)."""
    outcome = Outcome()
    query = sa.select(memory_core.c.project_id, memory_core.c.content, memory_core.c.cited_ids)
    if project_ids:
        query = query.where(memory_core.c.project_id.in_(list(project_ids)))
    for row in conn.execute(query):
        readable = _Readable.of(row.content, {f"{kind}:{i}" for i in row.cited_ids for kind in ("memo", "chat")})
        _screen(outcome, row.project_id, row.project_id, readable.text, "core memory carries instructions",
                position=readable.position)
    return outcome


def active_memo_injection(conn) -> Outcome:
    """No active memo carries instructions addressed to agents (it should be quarantined)."""
    outcome = Outcome()
    m = memory_memos.c
    for row in conn.execute(eligible_memos(columns=[m.id, m.project_id, m.content])):
        outcome.examined += 1
        findings = injection.scan(row.content)
        if findings:
            outcome.add(row.project_id, row.id, f"active memo: {injection.reason(findings)}; quarantine it by hand "
                        "(it was saved before the screen, or written around it)")
    return outcome


# --- consolidation ----------------------------------------------------------------------

def consolidation_integrity(conn, start=None, end=None) -> Outcome:
    """No cycles; kept memos resolve to active ones; no decision crosses projects."""
    outcome = Outcome()
    for chunk in chunks(projects_with_memos(conn, start, end, None), 50):  # 50 projects at a time: memory stays flat
        _consolidation_integrity(conn, chunk, outcome)
    return outcome


def _consolidation_integrity(conn, projects: list[str], outcome: Outcome) -> None:
    """The database evaluates each rule over the projects' decisions and statuses and returns only
    the rows that may break one: reading every decision and inactive status of a project's history
    back took most of a nightly's check (BENCHMARKS.md, issue 18)."""
    l, s, m = memory_links.c, memory_memo_status.c, memory_memos.c
    of_projects = (l.project_id.in_(projects), l.relation_type.in_(DECISION_RELATIONS))
    inactive = (s.project_id.in_(projects), s.status != "active")
    outcome.examined += conn.execute(sa.select(sa.func.count()).select_from(memory_links).where(*of_projects)).scalar_one()
    outcome.examined += conn.execute(sa.select(sa.func.count()).select_from(memory_memo_status).where(
        *inactive, s.status != "quarantined")).scalar_one()
    # A decision's memos in another project. Only a memo that is not one of its decision's project
    # can be: the database sets the decisions' (project, memo) ends against the projects' own memos
    # (one read of each), and only those left, none on sound data, are looked up. Joining every end
    # to its memo by key was ~40,000 index probes per 50 projects at the year (BENCHMARKS.md, issue 18).
    ends = sa.union_all(*(sa.select(l.project_id, end_id.label("memo_id")).where(*of_projects)
                          for end_id in (l.src_id, l.dst_id))).subquery()  # SQLite nests no compound bare
    own = sa.select(m.project_id, m.id).where(m.project_id.in_(projects))
    outside = sorted({row.memo_id for row in conn.execute(sa.except_(sa.select(ends), own))})
    for end_id in (l.src_id, l.dst_id) if outside else ():
        crossing = [row for condition in among(conn, end_id, outside) for row in conn.execute(
            sa.select(l.id, l.project_id, m.id.label("memo_id"), m.project_id.label("memo_project"))
            .join(memory_memos, m.id == end_id).where(*of_projects, condition, m.project_id != l.project_id))]
        for row in sorted(crossing, key=lambda row: row.id):
            outcome.add(row.project_id, row.id, f"decision crosses projects: memo {row.memo_id} is in "
                        f"project {row.memo_project}")
    for project_id, memo_id in _on_decision_cycles(conn, projects):
        outcome.add(project_id, memo_id, "duplicate_of/superseded_by cycle")
    _unresolved_chains(conn, projects, outcome)


def _on_decision_cycles(conn, projects: list[str]) -> list[tuple[str, str]]:
    """(project, memo) of every memo on a duplicate_of/superseded_by cycle among the projects' decisions.

    Every memo on a cycle has an edge out: an edge into a memo with none (a kept memo, most of them) is
    on no cycle, so the database returns only the edges into a memo with one, and the graph is small."""
    edge, onward = memory_links.alias("edge"), memory_links.alias("onward")
    rows = conn.execute(sa.select(edge.c.project_id, edge.c.src_id, edge.c.dst_id).where(
        edge.c.project_id.in_(projects), edge.c.relation_type.in_(RETIRING),
        # The item itself, kind and id: SQLite then finds its edges out by the (src_kind, src_id, ...) unique
        # index; on the id alone it scanned every retiring edge of the projects for each edge (the year's check on
        # SQLite ran for minutes; BENCHMARKS.md, session 21 (lead)).
        sa.exists().where(onward.c.src_kind == edge.c.dst_kind, onward.c.src_id == edge.c.dst_id,
                          onward.c.project_id.in_(projects),
                          onward.c.relation_type.in_(RETIRING))).order_by(edge.c.id)).all()
    # A memo's cycle is reported in the project of its first edge out that can lie on a cycle (one into a
    # memo with an edge out: the edges read here).
    project_of: dict[str, str] = {}
    graph: dict[str, set[str]] = defaultdict(set)
    for row in rows:
        project_of.setdefault(row.src_id, row.project_id)
        graph[row.src_id].add(row.dst_id)
    return [(project_of[memo_id], memo_id) for memo_id in _nodes_on_cycles(graph)]


def _unresolved_chains(conn, projects: list[str], outcome: Outcome) -> None:
    """Every duplicate or superseded memo resolves to an active memo of its project that exists.

    A memo pointing straight at an existing, undeleted, active memo of its project passes, which the
    database decides; only the rest (none, on sound data) are read and followed along their chains."""
    s, m = memory_memo_status.c, memory_memos.c
    kept_memo, kept_status = memory_memos.alias("kept_memo"), memory_memo_status.alias("kept_status")
    in_projects = (s.project_id.in_(projects), s.status != "active")
    suspects = conn.execute(
        sa.select(s.memo_id, s.project_id, s.status, s.canonical_memo_id)
        .outerjoin(kept_memo, kept_memo.c.id == s.canonical_memo_id)
        .outerjoin(kept_status, sa.and_(kept_status.c.memo_id == s.canonical_memo_id,
                                        kept_status.c.project_id.in_(projects), kept_status.c.status != "active"))
        .where(*in_projects, s.status != "quarantined",
               sa.or_(kept_memo.c.id.is_(None), kept_memo.c.deleted_at.is_not(None),
                      kept_memo.c.project_id != s.project_id, kept_status.c.memo_id.is_not(None)))).all()
    statuses = {r.memo_id: r for r in suspects}
    wanted = {r.canonical_memo_id for r in suspects} - set(statuses) - {None}
    while wanted:  # the inactive memos the suspects' chains pass through
        found = [r for condition in among(conn, s.memo_id, sorted(wanted))
                 for r in conn.execute(sa.select(s.memo_id, s.project_id, s.status, s.canonical_memo_id)
                                       .where(*in_projects, condition))]
        statuses.update((r.memo_id, r) for r in found)
        wanted = {r.canonical_memo_id for r in found} - set(statuses) - {None}
    kept: dict[str, str] = {}  # suspect -> the active memo its chain ends at
    for status in suspects:
        current, seen = status.canonical_memo_id, {status.memo_id}
        while current in statuses and current not in seen:
            seen.add(current)
            current = statuses[current].canonical_memo_id
        if current not in seen:  # a cycle is reported above
            kept[status.memo_id] = current
    canonical = _rows_by_id(conn, memory_memos, (c for c in kept.values() if c is not None))
    for memo_id, current in kept.items():
        status, memo = statuses[memo_id], canonical.get(current)
        if memo is None or memo.deleted_at is not None:
            outcome.add(status.project_id, memo_id, f"kept memo {current} is missing or deleted")
        elif memo.project_id != status.project_id:
            outcome.add(status.project_id, memo_id, f"kept memo {current} is in another project")


def _nodes_on_cycles(graph: dict[str, set[str]]) -> list[str]:
    """Nodes on a directed cycle: those of a strongly connected component of two or more, or
    with an edge to themselves (cheaper than listing the cycles)."""
    # Every node of a cycle has an edge out: an edge into a memo with none (a kept memo, most of them)
    # is on no cycle, and the graph left is small.
    edges = [(src, dst) for src, dsts in graph.items() for dst in dsts if dst in graph]
    on_cycles = {src for src, dst in edges if src == dst}
    if edges:
        nodes, labels = components(edges, strong=True)
        sizes = Counter(labels)
        on_cycles.update(node for node, label in zip(nodes, labels) if sizes[label] > 1)
    return sorted(on_cycles)


DIGEST_CHECKS = {
    "redaction": digest_redaction,
    "opt_out": digest_opt_out,
    "tenancy": digest_tenancy,
    "periods": digest_periods,
    "injection": digest_injection,
}


def audit(conn: sa.Connection) -> dict[str, Outcome]:
    """Every invariant over every row: what an operator runs after an incident."""
    outcomes = {f"{level}_digests.{name}": outcome
                for level in ("day", "week", "month") for name, outcome in digest_checks(conn, level).items()}
    outcomes["chat_summaries.redaction"] = summary_redaction(conn)
    outcomes["chat_summaries.injection"] = summary_injection(conn)
    outcomes["memo_consolidation.consolidation_integrity"] = consolidation_integrity(conn)
    outcomes["memo_consolidation.active_memo_injection"] = active_memo_injection(conn)
    outcomes["project_core_memory.injection"] = core_memory_injection(conn)
    return outcomes
