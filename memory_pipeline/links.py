"""The typed link graph the `memory_links` asset adds for the day's memos.

- `from_chat`: memo -> the chat it was saved in;
- `co_occurs`: memo -> memo saved in the same chat (older -> newer);
- `related`: memos about the same thing: two rare terms in common, or one rare entity
  (an identifier such as `billing-events` or `events.v2`), by document frequency over
  the project's active memos, below the duplicate band; scored by the IDF weight they
  share; at most `MAX_RELATED` related edges per memo (in and out), so hubs stay bounded;
- `refines`: a later memo that repeats every content word of an earlier one, adds
  detail, and neither contradicts it nor changes its values.

Nothing links across projects, to a deleted item, or to anything from an opted-out or
deleted chat; such edges are removed at the start of every run. Digest `cites` and
`rolls_up` edges are the digest assets' own, decision edges the consolidation pass's.
"""

from __future__ import annotations

import math
import uuid
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING

import sqlalchemy as sa

from memory_pipeline.components import components
from memory_pipeline.consolidation import projects_with_memos
from memory_pipeline.db import among, chunks, insert_ignoring_conflicts
from memory_pipeline.eligibility import chat_is_visible, eligible_memos
from memory_pipeline.memo_alignment import contradiction
from memory_pipeline.memo_facts import MemoFacts, content_words, jaccard
from memory_pipeline.schema import MEMO_TO_MEMO, chats, memory_links, memory_memos, utcnow
from memory_pipeline.work_state import WorkState

if TYPE_CHECKING:  # networkx is imported where a graph is built: it costs every step process's start
    import networkx as nx

LINK_RELATIONS = ("from_chat", "co_occurs", "related", "refines")
MAX_RELATED = 5
RELATED_MAX_JACCARD = 0.8  # above this the pair is the dedup pass's business
RELATED_CANDIDATES_PER_TERM = 64  # the most recent memos sharing a term; keeps the cost per memo bounded
RARE_DF = 0.2  # terms in more than this share of the project's memos are not "rare"


@dataclass
class LinkRun:
    added: Counter = field(default_factory=Counter)
    removed: int = 0
    projects: set[str] = field(default_factory=set)
    unchanged_projects: int = 0  # skipped: nothing changed since the last run over this window
    nodes_touched: set[str] = field(default_factory=set)


def remove_ineligible_links(conn: sa.Connection, project_ids: Sequence[str] | None = None) -> int:
    """Delete link-graph edges touching deleted memos or opted-out/deleted chats (or their memos).

    The gone ids are read first and the edges deleted by id through the link indexes: one
    DELETE with the gone sets as subqueries leaves the plan to table statistics, and with
    stale ones PostgreSQL re-scanned the memos for every link (minutes on a year of links).
    """
    c, m, l = chats.c, memory_memos.c, memory_links.c
    gone_chats = sa.select(c.id).where(~chat_is_visible())
    deleted_memos = sa.select(m.id).where(m.deleted_at.is_not(None))
    memos_of_gone_chats = sa.select(m.id).join(chats, c.id == m.chat_id).where(~chat_is_visible())
    if project_ids:
        gone_chats = gone_chats.where(c.project_id.in_(list(project_ids)))
        deleted_memos = deleted_memos.where(m.project_id.in_(list(project_ids)))
        memos_of_gone_chats = memos_of_gone_chats.where(m.project_id.in_(list(project_ids)))
    chat_ids = set(conn.execute(gone_chats).scalars())
    memo_ids = set(conn.execute(deleted_memos).scalars()) | set(conn.execute(memos_of_gone_chats).scalars())
    removed = 0
    for kind_column, id_column, kind, ids in ((l.src_kind, l.src_id, "memo", memo_ids),
                                              (l.dst_kind, l.dst_id, "memo", memo_ids),
                                              (l.dst_kind, l.dst_id, "chat", chat_ids)):
        for chunk in chunks(sorted(ids)):
            removed += conn.execute(memory_links.delete().where(
                kind_column == kind, id_column.in_(chunk), l.relation_type.in_(LINK_RELATIONS))).rowcount
    return removed


def projects_with_gone_items(conn: sa.Connection, project_ids: Sequence[str] | None) -> list[str]:
    """Projects with a deleted memo, or an opted-out or deleted chat."""
    c, m = chats.c, memory_memos.c
    queries = [sa.select(c.project_id).where(~chat_is_visible()),
               sa.select(m.project_id).where(m.deleted_at.is_not(None))]
    found: set[str] = set()
    for query in queries:
        found.update(conn.execute(query.distinct()).scalars())
    return sorted(p for p in found if not project_ids or p in set(project_ids))


def _edge(project_id, src, dst, relation, rule, run_id, **details) -> dict:
    src_kind, src_id = src.split(":", 1)
    dst_kind, dst_id = dst.split(":", 1)
    return dict(id=str(uuid.uuid4()), project_id=project_id, src_kind=src_kind, src_id=src_id, dst_kind=dst_kind,
                dst_id=dst_id, relation_type=relation, created_by=f"rule:{rule}",
                metadata={**details, "run_id": run_id}, created_at=utcnow())


def build_links(engine: sa.Engine, start: datetime, end: datetime, *, project_ids: Sequence[str] | None = None,
                run_id: str | None = None) -> LinkRun:
    run = LinkRun()
    with engine.connect() as conn:
        touched = projects_with_gone_items(conn, project_ids)
    # A project's edges are cleaned once per change of its gone items: the nightly run used to
    # look up every gone memo and chat of the year and delete their edges again.
    gone = WorkState(engine, "memory_links_gone", touched, start, end, window_matters=False)
    with engine.begin() as conn:
        run.removed = remove_ineligible_links(conn, gone.to_do) if gone.to_do else 0
        gone.record(gone.to_do, conn)
    with engine.connect() as conn:
        projects = projects_with_memos(conn, start, end, project_ids)
    state = WorkState(engine, "memory_links", projects, start, end)
    run.unchanged_projects = len(state.unchanged)
    for batch in chunks(state.to_do, WRITE_BATCH):
        _write(engine, _batch_edges(engine, batch, start, end, run_id), run)
    state.record(state.to_do)
    return run


WRITE_BATCH = 50  # projects whose new edges are written in one transaction


def _write(engine: sa.Engine, edges_by_project: dict[str, list[dict]], run: LinkRun) -> None:
    """Insert the edges not already there (the unique key makes re-runs add nothing twice)."""
    l = memory_links.c
    # The edges already there are looked up by the new edges' sources (the unique key's first columns),
    # not read for the projects' whole history: a nightly read a year of edges to add a day's.
    sources: dict[str, set[str]] = defaultdict(set)
    for edges in edges_by_project.values():
        for edge in edges:
            sources[edge["src_kind"]].add(edge["src_id"])
    with engine.begin() as conn:
        existing = {tuple(r) for kind, ids in sources.items() for condition in among(conn, l.src_id, sorted(ids))
                    for r in conn.execute(sa.select(l.src_kind, l.src_id, l.dst_kind, l.dst_id, l.relation_type).where(
                        l.src_kind == kind, condition, l.project_id.in_(list(edges_by_project)),
                        l.relation_type.in_(LINK_RELATIONS)))}
        new = {}
        for edges in edges_by_project.values():
            for edge in edges:
                key = (edge["src_kind"], edge["src_id"], edge["dst_kind"], edge["dst_id"], edge["relation_type"])
                if key not in existing:
                    new.setdefault(key, edge)
        insert_ignoring_conflicts(conn, memory_links, list(new.values()))
    for src_kind, src_id, dst_kind, dst_id, relation in new:
        run.added[relation] += 1
        run.nodes_touched.update((f"{src_kind}:{src_id}", f"{dst_kind}:{dst_id}"))
    run.projects.update(edges_by_project)


def _batch_edges(engine: sa.Engine, project_ids: list[str], start: datetime, end: datetime,
                 run_id) -> dict[str, list[dict]]:
    """Each project's new edges, its inputs read for the whole batch at once: four queries per project
    were ~1,150 for the 288 projects of the year's nightly, now four per batch of `WRITE_BATCH`."""
    m, l, c = memory_memos.c, memory_links.c, chats.c
    memos: dict[str, list] = {p: [] for p in project_ids}
    related_degree: dict[str, Counter] = {p: Counter() for p in project_ids}
    visible_chats: dict[str, set[str]] = {p: set() for p in project_ids}
    with engine.connect() as conn:
        for r in conn.execute(eligible_memos(None, end, project_ids, columns=[m.project_id, m.id, m.chat_id,
                                                                             m.content, m.created_at])
                              .order_by(m.project_id, m.created_at, m.id)):
            memos[r.project_id].append(r)
        decided = _decided_pairs(conn, {p: [r.id for r in rows if start <= r.created_at < end]
                                        for p, rows in memos.items()})
        for r in conn.execute(sa.select(l.project_id, l.src_id, l.dst_id).where(l.project_id.in_(project_ids),
                                                                               l.relation_type == "related")):
            related_degree[r.project_id][r.src_id] += 1
            related_degree[r.project_id][r.dst_id] += 1
        chat_ids = {p: {r.chat_id for r in rows if r.chat_id} for p, rows in memos.items()}
        for condition in among(conn, c.id, sorted(set().union(*chat_ids.values()))):
            for r in conn.execute(sa.select(c.id, c.project_id).where(c.project_id.in_(project_ids),
                                                                      chat_is_visible(), condition)):
                if r.id in chat_ids[r.project_id]:  # a chat of the project that one of its memos was saved in
                    visible_chats[r.project_id].add(r.id)
    return {p: _project_edges(p, memos[p], start, end, decided[p], related_degree[p], visible_chats[p], run_id)
            for p in project_ids}


def _project_edges(project_id: str, memos: list, start: datetime, end: datetime, decided: set[frozenset[str]],
                   related_degree: Counter, visible_chats: set[str], run_id) -> list[dict]:
    """A project's new edges from its eligible memos up to `end` (by creation), the memo pairs already
    linked, its memos' `related` degrees and its visible chats that its memos were saved in."""
    edges: list[dict] = []
    terms = _Terms([frozenset(content_words(r.content)) for r in memos])
    by_word: dict[str, list[int]] = defaultdict(list)
    by_chat: dict[str, list[int]] = defaultdict(list)
    for j, memo in enumerate(memos):
        new = start <= memo.created_at < end
        if new and memo.chat_id in visible_chats:
            edges.append(_edge(project_id, f"memo:{memo.id}", f"chat:{memo.chat_id}", "from_chat", "from_chat",
                               run_id, reason="saved in this chat"))
        if memo.chat_id in visible_chats:
            if new:
                edges.extend(_edge(project_id, f"memo:{memos[i].id}", f"memo:{memo.id}", "co_occurs", "co_occurs",
                                   run_id, reason="saved in the same chat") for i in by_chat[memo.chat_id])
            by_chat[memo.chat_id].append(j)
        if new:
            edges.extend(_similar(project_id, memos, terms, by_word, j, decided, related_degree, run_id))
        for word in terms.words[j]:
            by_word[word].append(j)
    return edges


# Up to this many new memos, linked pairs are looked up by the new memos' ids (only a pair with a new memo
# is asked about): a nightly's few new memos read a handful of links, not every memo-to-memo link of a
# project's history. More than that (a backfill), reading the project's links at once costs less.
DECIDED_BY_ID = 200


def _decided_pairs(conn: sa.Connection, new_ids: dict[str, list[str]]) -> dict[str, set[frozenset[str]]]:
    """Per project, the pairs with one of its new memos (`new_ids`) already joined by a memo-to-memo link
    (a decision, or an earlier run's edge): never linked again as `related` or `refines`. Read for all the
    projects at once; a pair found by a memo's id is its project's."""
    l = memory_links.c
    linked = sa.select(l.project_id, l.src_id, l.dst_id).where(l.relation_type.in_(MEMO_TO_MEMO))
    decided: dict[str, set[frozenset[str]]] = {p: set() for p in new_ids}
    whole = sorted(p for p, ids in new_ids.items() if len(ids) > DECIDED_BY_ID)
    if whole:
        for r in conn.execute(linked.where(l.project_id.in_(whole))):
            decided[r.project_id].add(frozenset((r.src_id, r.dst_id)))
    project_of = {i: p for p, ids in new_ids.items() if len(ids) <= DECIDED_BY_ID for i in ids}
    for kind, end_id in ((l.src_kind, l.src_id), (l.dst_kind, l.dst_id)):
        for condition in among(conn, end_id, sorted(project_of)):
            for r in conn.execute(linked.add_columns(end_id.label("new_id")).where(kind == "memo", condition)):
                decided[project_of[r.new_id]].add(frozenset((r.src_id, r.dst_id)))
    return decided


def _is_entity(word: str) -> bool:
    """An identifier rather than a word: billing-events, events.v2, k8s."""
    if word.isalpha():  # letters only, no separator or digit: most words, decided without the scans below
        return False
    return any(c in word for c in "-./_") or (any(c.isdigit() for c in word) and any(c.isalpha() for c in word))


def term_weight(words: Iterable[str], idf: dict[str, float]) -> float:
    """The IDF weight of `words`. `fsum`: a float sum that does not depend on the order a set yields its
    words in, which changes from process to process (string hashing): equal scores stay equal, and ties
    are broken by memo id the same way under any executor."""
    return math.fsum(idf[w] for w in words)


def related_score(rare: set[str], mine: float, theirs: float, idf: dict[str, float]) -> float:
    """The rare terms' weight over the smaller memo's (`mine`, `theirs`: each memo's `term_weight`)."""
    return term_weight(rare, idf) / max(1e-9, min(mine, theirs))


class _Terms:
    """Per memo of a project, what the related rule reads of it, worked out once per memo rather than once
    per candidate pair (a backfill compares each memo with up to hundreds of candidates): its content
    words, its rare ones (by document frequency over the project's memos), the rare ones that are
    identifiers, and its words' IDF weight."""

    def __init__(self, words: list[frozenset[str]]):
        self.words = words
        df = Counter(w for ws in words for w in ws)
        total = max(1, len(words))
        self.idf = {w: math.log(total / n) + 1.0 for w, n in df.items()}
        rare_limit = max(2, RARE_DF * total)
        self.rare = [frozenset(w for w in ws if df[w] <= rare_limit) for ws in words]
        self.entities = [frozenset(filter(_is_entity, rare)) for rare in self.rare]
        self.weight = [term_weight(ws, self.idf) for ws in words]


def shared_terms(mine: frozenset[str], theirs: frozenset[str], idf: dict[str, float], limit: int = 5) -> list[str]:
    """The rarest words two memos share, rarest first; equally rare ones alphabetically, not in the order a set
    yields them (which changes with the process's string hashing)."""
    return sorted(mine & theirs, key=lambda w: (-idf[w], w))[:limit]


def _similar(project_id, memos, terms: _Terms, by_word, j, decided, related_degree, run_id) -> list[dict]:
    memo = memos[j]
    mine, my_rare, my_entities = terms.words[j], terms.rare[j], terms.entities[j]
    candidates = set()
    for word in my_rare:
        candidates.update(by_word[word][-RELATED_CANDIDATES_PER_TERM:])
    scored = []
    for i in candidates:
        other = memos[i]
        if frozenset((other.id, memo.id)) in decided:
            continue
        theirs = terms.words[i]
        if mine and theirs and theirs <= mine and len(mine - theirs) >= 2:
            older, newer = MemoFacts(other.content), MemoFacts(memo.content)
            if older.values <= newer.values and older.negated == newer.negated and not contradiction(older, newer):
                scored.append((2.0, i, "refines"))
                continue
        rare = my_rare & terms.rare[i]  # the rare terms they share
        if (len(rare) >= 2 or not my_entities.isdisjoint(rare)) and jaccard(mine, theirs) < RELATED_MAX_JACCARD:
            scored.append((related_score(rare, terms.weight[j], terms.weight[i], terms.idf), i, "related"))
    edges = []
    related = 0
    for score, i, relation in sorted(scored, key=lambda s: (-s[0], memos[s[1]].id)):
        other = memos[i]
        if relation == "refines":
            edges.append(_edge(project_id, f"memo:{memo.id}", f"memo:{other.id}", "refines", "refines", run_id,
                               reason="repeats every point of the earlier memo and adds detail"))
            continue
        if related >= MAX_RELATED or related_degree[other.id] >= MAX_RELATED or related_degree[memo.id] >= MAX_RELATED:
            continue
        shared = ", ".join(shared_terms(mine, terms.words[i], terms.idf))
        edges.append(_edge(project_id, f"memo:{other.id}", f"memo:{memo.id}", "related", "shared_rare_terms",
                           run_id, reason=f"shares rare terms: {shared}", score=round(score, 3)))
        related += 1
        related_degree[other.id] += 1
        related_degree[memo.id] += 1
    return edges


# --- reading the graph back -------------------------------------------------------------

def project_graph(conn: sa.Connection, project_id: str) -> nx.MultiDiGraph:
    """Every edge of a project as a networkx graph, nodes labelled with kind and text."""
    import networkx as nx

    graph = nx.MultiDiGraph()
    l = memory_links.c
    for row in conn.execute(sa.select(memory_links).where(l.project_id == project_id).order_by(l.created_at, l.id)):
        src, dst = f"{row.src_kind}:{row.src_id}", f"{row.dst_kind}:{row.dst_id}"
        graph.add_edge(src, dst, key=row.relation_type, relation=row.relation_type, created_by=row.created_by,
                       reason=str((row.metadata or {}).get("reason", "")))
    label_nodes(conn, graph)
    return graph


def label_nodes(conn: sa.Connection, graph: nx.MultiDiGraph) -> None:
    """Give every node its kind and a short label (memo text, chat title, digest level)."""
    from memory_pipeline.schema import memory_digests

    ids = defaultdict(list)
    for node in graph.nodes:
        kind, item_id = node.split(":", 1)
        ids[kind].append(item_id)
    tables = {"memo": (memory_memos, memory_memos.c.content), "chat": (chats, chats.c.title),
              "digest": (memory_digests, memory_digests.c.level)}
    for kind, item_ids in ids.items():
        table, label = tables[kind]
        for start in range(0, len(item_ids), 900):
            for row in conn.execute(sa.select(table.c.id, label.label("label")).where(
                    table.c.id.in_(item_ids[start:start + 900]))):
                graph.nodes[f"{kind}:{row.id}"].update(kind=kind, label=str(row.label or "")[:120])
    for node in graph.nodes:
        graph.nodes[node].setdefault("kind", node.split(":", 1)[0])
        graph.nodes[node].setdefault("label", "")


def graph_report(conn: sa.Connection, project_ids: Sequence[str], hubs_per_project: int = 2) -> tuple[int, list[str]]:
    """The links report's figures, from the edges' endpoints alone (`project_graph` also reads every edge's
    metadata and every node's text, which the graph's shape never looks at): the largest weakly connected
    component of any of the projects' graphs (scipy's compiled routine, not networkx, whose import and graph
    objects were most of the report's time in a nightly run), and each project's `hubs_per_project` top nodes by
    degree, ties by node, projects in order. A project's edges are read for its components only while its node
    count could still beat the largest component found (no component is larger than its graph): digests' `cites`
    and `rolls_up` tie a project's items into one component, so the first project read is usually the last. On
    PostgreSQL the database counts the degrees and nodes; SQLite reads each edge twice through the project index
    for that, slower than reading the edges once here (BENCHMARKS.md, issue 18, session 28)."""
    edges = _endpoints(conn, project_ids) if conn.dialect.name == "sqlite" else None
    shapes = ({project_id: _shape(pairs, hubs_per_project) for project_id, pairs in edges.items()} if edges is not None
              else _counted_shapes(conn, project_ids, hubs_per_project))
    largest = 0
    for project_id in sorted(shapes, key=lambda p: (-shapes[p][0], p)):
        if shapes[project_id][0] <= largest:
            break
        pairs = edges[project_id] if edges is not None else _endpoints(conn, [project_id])[project_id]
        largest = max(largest, largest_component(pairs))
    return largest, [hub for project_id in sorted(shapes) for hub in shapes[project_id][1]]


def _hubs(degrees: Iterable[tuple[str, int]], top: int) -> list[str]:
    """The `top` nodes by degree, ties by node, as "kind:id (degree)"."""
    return [f"{node} ({degree})" for node, degree in sorted(degrees, key=lambda item: (-item[1], item[0]))[:top]]


def _shape(pairs: list[tuple[str, str]], top: int) -> tuple[int, list[str]]:
    """How many nodes these edges name, and their `top` nodes by degree."""
    degrees = Counter(node for pair in pairs for node in pair)
    return len(degrees), _hubs(degrees.items(), top)


def _counted_shapes(conn: sa.Connection, project_ids: Sequence[str], top: int) -> dict[str, tuple[int, list[str]]]:
    """`_shape` of each project's graph (`top` at least 1), counted by the database: it ranks the degrees, ties
    at the cut come back too and are ordered here by node (the database's collation is not Python's order)."""
    l = memory_links.c
    nodes = dict.fromkeys(project_ids, 0)
    degrees: dict[str, list[tuple[str, int]]] = {project_id: [] for project_id in project_ids}
    for chunk in chunks(sorted(nodes)):
        ends = sa.union_all(
            sa.select(l.project_id, l.src_kind.label("kind"), l.src_id.label("item_id")).where(l.project_id.in_(chunk)),
            sa.select(l.project_id, l.dst_kind, l.dst_id).where(l.project_id.in_(chunk))).subquery()
        counted = sa.select(ends.c.project_id, ends.c.kind, ends.c.item_id, sa.func.count().label("degree")).group_by(
            ends.c.project_id, ends.c.kind, ends.c.item_id).subquery()
        ranked = sa.select(counted, sa.func.rank().over(partition_by=counted.c.project_id,
                                                        order_by=counted.c.degree.desc()).label("rank"),
                           sa.func.count().over(partition_by=counted.c.project_id).label("nodes")).subquery()
        for row in conn.execute(sa.select(ranked).where(ranked.c.rank <= top)):
            nodes[row.project_id] = row.nodes
            degrees[row.project_id].append((f"{row.kind}:{row.item_id}", row.degree))
    return {project_id: (nodes[project_id], _hubs(degrees[project_id], top)) for project_id in nodes}


def _endpoints(conn: sa.Connection, project_ids: Sequence[str]) -> dict[str, list[tuple[str, str]]]:
    """Per project, every edge's (source, destination) as "kind:id"."""
    l = memory_links.c
    edges: dict[str, list[tuple[str, str]]] = {project_id: [] for project_id in project_ids}
    for chunk in chunks(sorted(edges)):
        for project_id, src_kind, src_id, dst_kind, dst_id in conn.execute(
                sa.select(l.project_id, l.src_kind, l.src_id, l.dst_kind, l.dst_id).where(l.project_id.in_(chunk))):
            edges[project_id].append((f"{src_kind}:{src_id}", f"{dst_kind}:{dst_id}"))
    return edges


def largest_component(pairs: Iterable[tuple[str, str]]) -> int:
    """How many nodes the largest weakly connected component of these edges has (0 without edges)."""
    edges = list(pairs)
    if not edges:
        return 0
    _, labels = components(edges, strong=False)
    return max(Counter(labels).values())


def neighbors(conn: sa.Connection, node: str, depth: int) -> list[tuple[int, str, str, str, str]]:
    """(distance, from, relation, to, direction) for every edge within `depth` hops of `node`."""
    seen = {node}
    frontier = [node]
    found = []
    l = memory_links.c
    for distance in range(1, depth + 1):
        next_frontier = []
        for current in frontier:
            kind, item_id = current.split(":", 1)
            rows = conn.execute(sa.select(memory_links).where(sa.or_(
                sa.and_(l.src_kind == kind, l.src_id == item_id), sa.and_(l.dst_kind == kind, l.dst_id == item_id)))
                .order_by(l.relation_type, l.dst_id, l.src_id)).all()
            for row in rows:
                src, dst = f"{row.src_kind}:{row.src_id}", f"{row.dst_kind}:{row.dst_id}"
                other, direction = (dst, "->") if src == current else (src, "<-")
                found.append((distance, current, row.relation_type, other, direction))
                if other not in seen:
                    seen.add(other)
                    next_frontier.append(other)
        frontier = next_frontier
    return found

