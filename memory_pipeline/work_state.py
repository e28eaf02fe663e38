"""Skipping a project whose inputs have not changed since the last run over the same window.

Consolidation, links and core memory read a project's whole history up to the window's
end, so re-running them over an unchanged window costs as much as the first run. Before
the work, each asset takes a fingerprint of the project's inputs: aggregates (counts,
latest insertion sequence, latest opt-out, deletion, decision, pin and day digest times)
per source table, the window, the engine and `RULES_VERSION`. When it equals the one
stored in `memory_work_state` for that asset and project, the project is skipped.

After the work the fingerprint is taken again (the asset's own writes change it) and
stored, but only if the platform's data (memos and chats) did not change while the
asset ran: a memo that arrived mid-run makes the next run look again. Memo content is
treated as immutable (the platform has no memo `updated_at`); an edited memo is seen
by the next run over a window in which anything else changed.
"""

from __future__ import annotations

import hashlib
import json
from collections import defaultdict
from collections.abc import Sequence
from datetime import datetime

import sqlalchemy as sa

from memory_pipeline.db import chunks, upsert
from memory_pipeline.schema import (
    FROM_MEMO,
    chats,
    memory_digests,
    memory_links,
    memory_memo_overrides,
    memory_memo_status,
    memory_memos,
    memory_pins,
    memory_work_state,
    utcnow,
)

# Bump when a rule of consolidation, links or core memory changes: every project is redone.
RULES_VERSION = "1"


def _sources(end: datetime) -> dict[str, sa.Select]:
    """Per source, one aggregate row per project. Memos and chats are the platform's data."""
    m, c, s, o, l, p, d = (memory_memos.c, chats.c, memory_memo_status.c, memory_memo_overrides.c, memory_links.c,
                           memory_pins.c, memory_digests.c)
    count, latest = sa.func.count, sa.func.max
    return {
        "memos": sa.select(m.project_id, count(), latest(m.ingest_seq), count(m.deleted_at), latest(m.deleted_at))
        .where(m.created_at < end),
        "chats": sa.select(c.project_id, count(c.memory_excluded_at), latest(c.memory_excluded_at),
                           count(c.deleted_at), latest(c.deleted_at)),
        # Deleted memos of any time: what edges must not touch (with the chats' opt-outs and deletions).
        "deleted_memos": sa.select(m.project_id, count(), latest(m.deleted_at)).where(m.deleted_at.is_not(None)),
        "statuses": sa.select(s.project_id, count(), latest(s.updated_at)),
        "overrides": sa.select(o.project_id, count(), latest(o.created_at)),
        "memo_links": sa.select(l.project_id, count(), latest(l.created_at)).where(l.relation_type.in_(FROM_MEMO)),
        "pins": sa.select(p.project_id, count(), latest(p.created_at)),
        "day_digests": sa.select(d.project_id, count(), latest(d.updated_at)).where(d.level == "day",
                                                                                   d.period_start < end),
    }


PLATFORM = ("memos", "chats")
INPUTS = {
    "memo_consolidation": ("memos", "chats", "statuses", "overrides"),
    "memory_links": ("memos", "chats", "statuses", "memo_links"),
    # Edges touching gone items are removed once per change of what is gone, not every run.
    "memory_links_gone": ("deleted_memos", "chats"),
    "project_core_memory": ("memos", "chats", "statuses", "pins", "day_digests"),
}


def _parts(conn: sa.Connection, sources: Sequence[str], project_ids: Sequence[str],
           end: datetime) -> dict[str, dict[str, list]]:
    queries = _sources(end)
    parts: dict[str, dict[str, list]] = defaultdict(dict)
    for name in sources:
        query = queries[name]
        project = query.selected_columns[0]
        for chunk in chunks(sorted(project_ids)):
            for row in conn.execute(query.where(project.in_(chunk)).group_by(project)):
                parts[row[0]][name] = [str(value) for value in row[1:]]
    return parts


def _hashes(parts: dict[str, dict[str, list]], sources: Sequence[str], project_ids: Sequence[str],
            start: datetime | None, end: datetime | None, salt: str) -> dict[str, str]:
    head = [RULES_VERSION, salt, start and start.isoformat(), end and end.isoformat()]
    hashes = {}
    for p in project_ids:
        chosen = {name: value for name, value in parts.get(p, {}).items() if name in sources}
        hashes[p] = hashlib.sha256(json.dumps([head, chosen], sort_keys=True).encode()).hexdigest()
    return hashes


def fingerprints(conn: sa.Connection, sources: Sequence[str], project_ids: Sequence[str], start: datetime,
                 end: datetime, salt: str = "") -> dict[str, str]:
    """Per project, a hash of the `sources` aggregates, the window and `salt`."""
    return _hashes(_parts(conn, sources, project_ids, end), sources, project_ids, start, end, salt)


class WorkState:
    """The skip decision and the record of one asset's run over `[start, end)`.

        state = WorkState(engine, "memory_links", projects, start, end)
        for project in state.to_do: ...
        state.record(done)
    """

    def __init__(self, engine: sa.Engine, asset: str, project_ids: Sequence[str], start: datetime, end: datetime,
                 salt: str = "", window_matters: bool = True):
        self.engine, self.asset, self.start, self.end, self.salt = engine, asset, start, end, salt
        # Without `window_matters`, only the inputs count (they are still those before `end`).
        self.window = (start, end) if window_matters else (None, None)
        w = memory_work_state.c
        with engine.connect() as conn:
            stored = {}
            for chunk in chunks(sorted(project_ids)):
                stored.update((r.project_id, r) for r in conn.execute(
                    sa.select(w.project_id, w.fingerprint, w.window_start, w.window_end)
                    .where(w.asset == asset, w.project_id.in_(chunk))))
            # A fingerprint taken over another window cannot match (the window is part of it): such a
            # project is to do without its inputs read (the nightly run: yesterday's window is stored).
            comparable = [p for p in project_ids if p in stored and not (
                window_matters and (stored[p].window_start, stored[p].window_end) != (start, end))]
            # The platform's part of the inputs for every project (what `record` compares), the rest for those.
            parts = _parts(conn, [n for n in INPUTS[asset] if n in PLATFORM], project_ids, end)
            for project, found in _parts(conn, [n for n in INPUTS[asset] if n not in PLATFORM], comparable,
                                         end).items():
                parts[project].update(found)
            before = _hashes(parts, INPUTS[asset], comparable, *self.window, salt)
            self.platform_before = _hashes(parts, PLATFORM, project_ids, start, end, "")
        self.unchanged = sorted(p for p in comparable if stored[p].fingerprint == before[p])
        self.to_do = sorted(set(project_ids) - set(self.unchanged))

    def record(self, project_ids: Sequence[str], conn: sa.Connection | None = None) -> int:
        """Store the fingerprints after the work (on `conn`, in the caller's transaction, when
        given); returns how many were stored."""
        if not project_ids:
            return 0
        if conn is None:
            with self.engine.begin() as conn:
                return self.record(project_ids, conn)
        parts = _parts(conn, INPUTS[self.asset], project_ids, self.end)
        platform = _hashes(parts, PLATFORM, project_ids, self.start, self.end, "")
        settled = [p for p in project_ids if platform[p] == self.platform_before[p]]
        after = _hashes(parts, INPUTS[self.asset], settled, *self.window, self.salt)
        now = utcnow()
        upsert(conn, memory_work_state, [
            dict(asset=self.asset, project_id=p, window_start=self.start, window_end=self.end,
                 fingerprint=after[p], updated_at=now) for p in settled],
            key=["asset", "project_id"], update=["window_start", "window_end", "fingerprint", "updated_at"])
        return len(settled)
