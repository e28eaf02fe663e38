"""Stable project shards: the per-project work of one run, split so an executor can spread it.

Summaries, consolidation, links, digests and core memory are independent per project, so
a run may hand disjoint groups of projects to separate steps. A project's shard depends
only on its id and the shard count (a hash, not the order projects were seen), so the
same count always groups the same projects, and a run's results do not depend on the
count at all: every project is handled by exactly one shard with the code it would meet
unsharded.
"""

from __future__ import annotations

import hashlib
import os
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, fields, is_dataclass

import sqlalchemy as sa

from memory_pipeline.config import positive_whole_number
from memory_pipeline.schema import chats, memory_digests, memory_memos

SHARDS_ENV = "MEMORY_SHARDS"
# Below this many projects a shard costs more (a step, its queries) than it saves.
MIN_PROJECTS_PER_SHARD = 8
# Each shard's projects go into `IN (...)` lists: keep them well under the databases'
# bound parameters (32,766 on SQLite), adding shards when a platform has more projects.
MAX_PROJECTS_PER_SHARD = 5_000


@dataclass(frozen=True)
class Shard:
    index: int
    count: int
    # None: every project (the run is not split); otherwise the shard's projects, sorted.
    projects: tuple[str, ...] | None

    @property
    def project_ids(self) -> list[str] | None:
        return list(self.projects) if self.projects is not None else None

    @property
    def label(self) -> str:
        return f"shard_{self.index}_of_{self.count}"


def shard_of(project_id: str, count: int) -> int:
    digest = hashlib.blake2b(project_id.encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") % count


def configured_count() -> int:
    """`MEMORY_SHARDS`, else one shard per CPU core."""
    return positive_whole_number(SHARDS_ENV, os.cpu_count() or 1)


def known_projects(conn: sa.Connection) -> list[str]:
    """Every project with chats, memos or digests: the projects a run may have work for."""
    found: set[str] = set()
    for table in (chats, memory_memos, memory_digests):
        found.update(conn.execute(sa.select(table.c.project_id).distinct()).scalars())
    return sorted(found)


def plan(conn: sa.Connection, project_ids: Sequence[str] | None, count: int) -> list[Shard]:
    """The shards of a run over `project_ids` (None: every project), at most `count` of them.

    Empty shards are left out; one shard keeps the run's own filter (no project list).
    """
    if count <= 1:
        return [Shard(0, 1, tuple(sorted(project_ids)) if project_ids else None)]
    universe = sorted(set(project_ids)) if project_ids else known_projects(conn)
    count = min(count, len(universe) // MIN_PROJECTS_PER_SHARD)
    count = max(count, -(-len(universe) // MAX_PROJECTS_PER_SHARD), 1)
    if count == 1:
        return [Shard(0, 1, tuple(universe) if project_ids else None)]
    groups: list[list[str]] = [[] for _ in range(count)]
    for project_id in universe:
        groups[shard_of(project_id, count)].append(project_id)
    return [Shard(index, count, tuple(group)) for index, group in enumerate(groups) if group]


def merge_runs(runs: Sequence):
    """One run record from the records of its shards (dataclasses of one type): counts add up,
    sets join, lists and counters concatenate, a preview is the first shard's that has one."""
    runs = list(runs)
    merged = runs[0]
    for other in runs[1:]:
        for field in fields(merged):
            mine, theirs = getattr(merged, field.name), getattr(other, field.name)
            if is_dataclass(mine):
                setattr(merged, field.name, merge_runs([mine, theirs]))
            elif isinstance(mine, set):
                mine |= theirs
            elif isinstance(mine, (list, Counter)):
                mine += theirs
            elif isinstance(mine, int) and not isinstance(mine, bool):
                setattr(merged, field.name, mine + theirs)
            elif mine is None:
                setattr(merged, field.name, theirs)
    return merged
