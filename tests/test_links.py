"""memory_links: each edge type for its case and not for its near miss; reading the graph back."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from datetime import timedelta

import networkx as nx
import pytest
import sqlalchemy as sa
from hypothesis import given, settings
from hypothesis import strategies as st

from memory_pipeline import links
from memory_pipeline.consolidation import consolidate
from memory_pipeline.extractive import ExtractiveEngine
from memory_pipeline.links import MAX_RELATED, build_links, largest_component, project_graph
from memory_pipeline.schema import chats, memory_links, memory_memos, memory_work_state
from memory_pipeline.search import search
from tests.helpers import OTHER_PROJECT, PROJECT, add_chat, add_memo, at, outputs_under_hash_seeds
from tests.test_cli_foundation import run_cli

DAY = at("2026-03-02T09:00")
WINDOW = (at("2026-03-02T00:00"), at("2026-03-03T00:00"))


def edges(engine, relation: str) -> set[tuple[str, str]]:
    l = memory_links.c
    with engine.connect() as conn:
        return {(r.src_id, r.dst_id) for r in conn.execute(
            sa.select(l.src_id, l.dst_id).where(l.relation_type == relation))}


FILLER = ["Lunch order goes out at noon", "The office wifi password rotates monthly",
          "Quarterly planning starts next week", "The design team moved to the third floor"]


def add_filler(conn, project=PROJECT):
    for i, text in enumerate(FILLER):
        add_memo(conn, text, DAY - timedelta(days=3, minutes=i), project_id=project)


def test_from_chat_only_for_a_visible_chat_of_the_same_project(engine):
    with engine.begin() as conn:
        chat = add_chat(conn, DAY)
        opted = add_chat(conn, DAY, excluded_at=DAY + timedelta(hours=2))
        saved = add_memo(conn, "Billing moves to Postgres 16", DAY, chat_id=chat)
        add_memo(conn, "Billing freeze starts Friday", DAY)  # no chat
        add_memo(conn, "Search moves to Kafka", DAY, chat_id=opted)
    build_links(engine, *WINDOW)
    assert edges(engine, "from_chat") == {(saved, chat)}


def test_co_occurs_links_memos_of_the_same_chat_only(engine):
    with engine.begin() as conn:
        chat, other_chat = add_chat(conn, DAY), add_chat(conn, DAY)
        first = add_memo(conn, "Billing moves to Postgres 16", DAY, chat_id=chat)
        second = add_memo(conn, "Billing freeze starts Friday", DAY + timedelta(minutes=5), chat_id=chat)
        add_memo(conn, "Search moves to Kafka", DAY, chat_id=other_chat)
    build_links(engine, *WINDOW)
    assert edges(engine, "co_occurs") == {(first, second)}


def test_related_for_shared_rare_terms_not_for_common_words(engine):
    with engine.begin() as conn:
        add_filler(conn)
        a = add_memo(conn, "The billing-events topic keeps 7 days of retention", DAY)
        b = add_memo(conn, "Consumers of billing-events alert in Grafana when lag passes retention", DAY + timedelta(hours=1))
        add_memo(conn, "The design review happens weekly in the office", DAY + timedelta(hours=2))
    build_links(engine, *WINDOW)
    assert edges(engine, "related") == {(a, b)}
    with engine.connect() as conn:
        row = conn.execute(sa.select(memory_links).where(memory_links.c.relation_type == "related")).one()
    assert row.created_by == "rule:shared_rare_terms" and "billing-events" in row.metadata["reason"]
    assert 0 < row.metadata["score"] <= 1


@pytest.mark.parametrize("looked_up_by_id", [True, False])
def test_a_pair_already_decided_is_not_also_related(engine, monkeypatch, looked_up_by_id):
    """The pair of the test above, already joined by a decision of the consolidation pass: no `related` edge,
    whether the decided pairs are looked up by the new memos' ids (a nightly) or read for the whole project."""
    import memory_pipeline.links as links

    monkeypatch.setattr(links, "DECIDED_BY_ID", 200 if looked_up_by_id else 0)
    with engine.begin() as conn:
        add_filler(conn)
        a = add_memo(conn, "The billing-events topic keeps 7 days of retention", DAY - timedelta(days=1))
        b = add_memo(conn, "Consumers of billing-events alert in Grafana when lag passes retention", DAY)
        conn.execute(memory_links.insert().values(  # the older memo points at the newer one
            id=str(uuid.uuid4()), project_id=PROJECT, src_kind="memo", src_id=a, dst_kind="memo", dst_id=b,
            relation_type="superseded_by", created_by="rule:test", metadata={}, created_at=DAY))
    build_links(engine, *WINDOW)
    assert edges(engine, "related") == set() and edges(engine, "superseded_by") == {(a, b)}
    with engine.begin() as conn:
        conn.execute(memory_links.delete().where(memory_links.c.relation_type == "superseded_by"))
    build_links(engine, *WINDOW)
    assert edges(engine, "related") == {(a, b)}  # the pair is related once nothing joins it


def _statements(engine, run) -> int:
    """How many statements `run()` sends to the database."""
    sent = []
    listener = lambda *args: sent.append(args[2])  # noqa: E731 (conn, cursor, statement, ...)
    sa.event.listen(engine, "before_cursor_execute", listener)
    try:
        run()
    finally:
        sa.event.remove(engine, "before_cursor_execute", listener)
    return len(sent)


def _linkable_projects(conn, count: int) -> list[str]:
    """Projects each with filler, a chat and two new memos of it that share a rare term (from_chat,
    co_occurs and related edges each)."""
    projects = [f"00000000-0000-4000-8000-{i:012d}" for i in range(count)]
    for project in projects:
        add_filler(conn, project)
        chat = add_chat(conn, DAY, project_id=project)
        add_memo(conn, "The billing-events topic keeps 7 days of retention", DAY, project_id=project, chat_id=chat)
        add_memo(conn, "Consumers of billing-events alert in Grafana when lag passes retention",
                 DAY + timedelta(hours=1), project_id=project, chat_id=chat)
    return projects


def test_a_run_reads_its_projects_inputs_in_as_many_statements_for_two_projects_as_for_four(engine):
    """A batch's memos, linked pairs, related degrees and visible chats are read for all its projects at
    once: four statements per project were ~1,150 for the year's nightly (BENCHMARKS.md, issue 18,
    session 22)."""
    with engine.begin() as conn:
        projects = _linkable_projects(conn, 6)
    two = _statements(engine, lambda: build_links(engine, *WINDOW, project_ids=projects[:2]))
    four = _statements(engine, lambda: build_links(engine, *WINDOW, project_ids=projects[2:]))
    assert two == four
    assert len(edges(engine, "related")) == len(edges(engine, "co_occurs")) == 6
    assert len(edges(engine, "from_chat")) == 12


def test_projects_linked_in_one_batch_get_the_edges_each_gets_alone(engine):
    """Read together, each project's inputs stay its own: a decision joining one project's pair keeps that
    pair from being related there only, and every project gets the edges a run over it alone adds."""
    with engine.begin() as conn:
        projects = _linkable_projects(conn, 3)
        l = memory_links.c
        decided = conn.execute(sa.select(memory_memos.c.id).where(memory_memos.c.project_id == projects[0])
                               .order_by(memory_memos.c.created_at.desc()).limit(2)).scalars().all()
        conn.execute(memory_links.insert().values(
            id=str(uuid.uuid4()), project_id=projects[0], src_kind="memo", src_id=decided[1], dst_kind="memo",
            dst_id=decided[0], relation_type="superseded_by", created_by="rule:test", metadata={}, created_at=DAY))
    alone = {}
    for project in projects:
        build_links(engine, *WINDOW, project_ids=[project])
        alone[project] = _project_edges(engine, project)
        with engine.begin() as conn:
            conn.execute(memory_links.delete().where(l.project_id == project, l.relation_type != "superseded_by"))
            conn.execute(memory_work_state.delete())
    build_links(engine, *WINDOW, project_ids=projects)
    assert {project: _project_edges(engine, project) for project in projects} == alone
    assert not any(relation == "related" for _, _, relation in alone[projects[0]])
    assert all(any(relation == "related" for _, _, relation in alone[p]) for p in projects[1:])


def _project_edges(engine, project: str) -> set[tuple[str, str, str]]:
    l = memory_links.c
    with engine.connect() as conn:
        return {tuple(r) for r in conn.execute(sa.select(l.src_id, l.dst_id, l.relation_type).where(
            l.project_id == project))}


def test_refines_adds_detail_without_contradicting(engine):
    with engine.begin() as conn:
        add_filler(conn)
        base = add_memo(conn, "Staging runs Postgres 15", DAY - timedelta(days=1))
        detail = add_memo(conn, "Staging runs Postgres 15 behind PgBouncer in transaction mode", DAY)
        add_memo(conn, "Staging runs Postgres 16 behind PgBouncer in session mode", DAY + timedelta(hours=1))
    build_links(engine, *WINDOW)
    assert edges(engine, "refines") == {(detail, base)}


def test_no_edge_crosses_projects(engine):
    with engine.begin() as conn:
        for project in (PROJECT, OTHER_PROJECT):
            add_filler(conn, project)
        add_memo(conn, "The billing-events topic keeps 7 days of retention", DAY)
        add_memo(conn, "Consumers of billing-events alert when lag passes retention", DAY, project_id=OTHER_PROJECT)
    build_links(engine, *WINDOW)
    with engine.connect() as conn:
        assert conn.execute(sa.select(sa.func.count()).select_from(memory_links)).scalar_one() == 0


def test_opting_out_a_chat_removes_edges_touching_it_and_its_memos_on_the_next_run(engine):
    with engine.begin() as conn:
        chat = add_chat(conn, DAY)
        add_memo(conn, "Billing moves to Postgres 16", DAY, chat_id=chat)
        add_memo(conn, "Billing freeze starts Friday", DAY + timedelta(minutes=5), chat_id=chat)
    build_links(engine, *WINDOW)
    assert edges(engine, "from_chat") and edges(engine, "co_occurs")
    with engine.begin() as conn:
        conn.execute(chats.update().where(chats.c.id == chat).values(memory_excluded_at=DAY + timedelta(days=3)))
    run = build_links(engine, at("2026-03-05T00:00"), at("2026-03-06T00:00"))
    assert run.removed == 3
    assert edges(engine, "from_chat") == set() and edges(engine, "co_occurs") == set()


def test_edges_of_gone_items_are_looked_up_once_per_change_of_what_is_gone(engine):
    with engine.begin() as conn:
        chat = add_chat(conn, DAY)
        add_memo(conn, "Billing moves to Postgres 16", DAY, chat_id=chat)
        kept = add_memo(conn, "Billing freeze starts Friday", DAY + timedelta(minutes=5), chat_id=chat)
        gone = add_memo(conn, "Billing freeze ends Monday", DAY + timedelta(minutes=9), chat_id=chat)
    build_links(engine, *WINDOW)
    with engine.begin() as conn:
        conn.execute(memory_memos.update().where(memory_memos.c.id == gone).values(deleted_at=DAY + timedelta(days=2)))
    later = (at("2026-03-05T00:00"), at("2026-03-06T00:00"))
    assert build_links(engine, *later).removed == 3  # its co_occurs with both, and its from_chat
    # Nothing new is gone: the edges are not looked up again (an edge put back by hand stays).
    with engine.begin() as conn:
        conn.execute(memory_links.insert().values(
            id=str(uuid.uuid4()), project_id=PROJECT, src_kind="memo", src_id=gone, dst_kind="memo", dst_id=kept,
            relation_type="related", created_by="human:test", metadata={}, created_at=DAY))
    assert build_links(engine, *later).removed == 0
    # The chat opted out: a change of what is gone, so the project is cleaned again.
    with engine.begin() as conn:
        conn.execute(chats.update().where(chats.c.id == chat).values(memory_excluded_at=DAY + timedelta(days=3)))
    assert build_links(engine, *later).removed == 4
    assert edges(engine, "from_chat") == set() and edges(engine, "co_occurs") == set() and edges(engine, "related") == set()


def test_related_degree_stays_bounded_for_a_hub(engine):
    with engine.begin() as conn:
        add_filler(conn)
        for i in range(20):
            add_filler(conn)
        hub = add_memo(conn, "The ledger-sync job writes ledger-sync metrics", DAY)
        for i in range(12):
            add_memo(conn, f"The ledger-sync job variant {i} tuned batch size {i * 10}", DAY + timedelta(minutes=i + 1))
    build_links(engine, *WINDOW)
    degree = {}
    for src, dst in edges(engine, "related"):
        degree[src] = degree.get(src, 0) + 1
        degree[dst] = degree.get(dst, 0) + 1
    assert degree and max(degree.values()) <= MAX_RELATED
    assert degree.get(hub, 0) == MAX_RELATED


def test_related_degree_counts_the_edges_of_earlier_runs(engine):
    """A hub given `MAX_RELATED` related edges by yesterday's run takes no more today, while a memo
    below the bound does."""
    with engine.begin() as conn:
        for i in range(20):
            add_filler(conn)
        hub = add_memo(conn, "The ledger-sync job writes ledger-sync metrics", DAY - timedelta(days=1))
        for i in range(MAX_RELATED):
            add_memo(conn, f"The ledger-sync job variant {i} tuned batch size {i * 10}",
                     DAY - timedelta(days=1) + timedelta(minutes=i + 1))
        quiet = add_memo(conn, "The grafana-cloud token rotates quarterly", DAY - timedelta(days=2))
    build_links(engine, DAY - timedelta(days=1, hours=9), DAY - timedelta(hours=9))
    assert sum(1 for src, dst in edges(engine, "related") if hub in (src, dst)) == MAX_RELATED
    with engine.begin() as conn:
        today = add_memo(conn, "The ledger-sync job exports ledger-sync metrics to grafana-cloud", DAY)
    build_links(engine, *WINDOW)
    today_edges = {src if dst == today else dst for src, dst in edges(engine, "related") if today in (src, dst)}
    assert quiet in today_edges and hub not in today_edges


def test_rerun_adds_nothing_twice(engine):
    with engine.begin() as conn:
        chat = add_chat(conn, DAY)
        add_memo(conn, "Billing moves to Postgres 16", DAY, chat_id=chat)
        add_memo(conn, "Billing freeze starts Friday", DAY + timedelta(minutes=5), chat_id=chat)
    first = build_links(engine, *WINDOW)
    second = build_links(engine, *WINDOW)
    assert sum(first.added.values()) == 3 and sum(second.added.values()) == 0


def graph_summaries(conn, project_ids, top: int = 5) -> dict[str, dict]:
    """Per project, read in full: its graph's largest weakly connected component and its `top` nodes by degree
    (ties by node): what the run report (`links.graph_report`) must give without reading every project."""
    return {project_id: {"largest_component": largest_component(pairs), "top_hubs": links._shape(pairs, top)[1]}
            for project_id, pairs in links._endpoints(conn, project_ids).items()}


def test_run_report_reads_each_projects_shape_as_the_full_graph_has_it(engine):
    """The report's summary from endpoints alone: what networkx says of the full graph, project by project,
    several projects read at once (a chat with three memos in one, a chat with one memo in another)."""
    with engine.begin() as conn:
        chat, other_chat = add_chat(conn, DAY), add_chat(conn, DAY, project_id=OTHER_PROJECT)
        for minutes, text in enumerate(["Billing moves to Postgres 16", "Billing freeze starts Friday",
                                        "billing-events topic keeps 7 days"]):
            add_memo(conn, text, DAY + timedelta(minutes=minutes), chat_id=chat)
        add_memo(conn, "Search runs on OpenSearch 2", DAY, chat_id=other_chat, project_id=OTHER_PROJECT)
    build_links(engine, *WINDOW)
    nobody = "00000000-0000-4000-8000-00000000ffff"
    with engine.connect() as conn:
        summaries = graph_summaries(conn, [PROJECT, OTHER_PROJECT, nobody], top=3)
        graphs = {p: project_graph(conn, p) for p in (PROJECT, OTHER_PROJECT)}
    for project, graph in graphs.items():
        hubs = sorted(graph.degree, key=lambda item: (-item[1], item[0]))[:3]
        assert summaries[project] == {"largest_component": max(map(len, nx.weakly_connected_components(graph))),
                                      "top_hubs": [f"{node} ({degree})" for node, degree in hubs]}
    assert summaries[PROJECT]["largest_component"] == 4 and summaries[OTHER_PROJECT]["largest_component"] == 2
    assert summaries[PROJECT]["top_hubs"][0] == f"chat:{chat} (3)"
    assert summaries[nobody] == {"largest_component": 0, "top_hubs": []}


def _add_edges(conn, project_id: str, edges: list[tuple[str, str]]) -> None:
    conn.execute(memory_links.insert(), [
        dict(id=str(uuid.uuid4()), project_id=project_id, src_kind="memo", src_id=src, dst_kind="memo", dst_id=dst,
             relation_type="related", created_by="rule:test", metadata={}, created_at=DAY) for src, dst in edges])


def test_the_run_report_s_figures_are_the_summaries_of_every_project_read_in_full(engine):
    """The project with the most nodes (5, in pieces of 3 and 2) is read first; a project with fewer nodes (4, in
    one piece) still holds the largest component, and a third (2 nodes) cannot beat it. Each project's two top
    hubs, projects in order, ties by node."""
    projects = sorted(str(uuid.uuid4()) for _ in range(3))
    split, whole, small = projects[0], projects[1], projects[2]
    with engine.begin() as conn:
        _add_edges(conn, split, [("a", "b"), ("b", "c"), ("d", "e")])
        _add_edges(conn, whole, [("f", "g"), ("g", "h"), ("h", "i"), ("i", "g")])
        _add_edges(conn, small, [("j", "k")])
    with engine.connect() as conn:
        summaries = graph_summaries(conn, projects, top=5)
        largest, hubs = links.graph_report(conn, projects)
    assert largest == max(summary["largest_component"] for summary in summaries.values()) == 4
    assert hubs == [hub for project_id in projects for hub in summaries[project_id]["top_hubs"][:2]]
    assert hubs[:2] == ["memo:b (2)", "memo:a (1)"] and hubs[2:4] == ["memo:g (3)", "memo:h (2)"]


def test_the_run_report_finds_the_components_of_no_project_that_cannot_hold_the_largest(engine, monkeypatch):
    """Four nodes in one piece: the graphs of three and two nodes are never taken apart, and on PostgreSQL
    (which counts the nodes) their edges are never read."""
    projects = sorted(str(uuid.uuid4()) for _ in range(3))
    with engine.begin() as conn:
        _add_edges(conn, projects[0], [("a", "b"), ("b", "c"), ("c", "d")])
        _add_edges(conn, projects[1], [("e", "f"), ("f", "g")])
        _add_edges(conn, projects[2], [("h", "i")])
    read, taken_apart = [], []
    endpoints, largest_component_of = links._endpoints, links.largest_component
    monkeypatch.setattr(links, "_endpoints", lambda conn, project_ids: read.extend(project_ids) or endpoints(
        conn, project_ids))
    monkeypatch.setattr(links, "largest_component", lambda pairs: taken_apart.append(sorted(pairs)) or
                        largest_component_of(pairs))
    with engine.connect() as conn:
        assert links.graph_report(conn, projects)[0] == 4
    assert taken_apart == [[("memo:a", "memo:b"), ("memo:b", "memo:c"), ("memo:c", "memo:d")]]
    assert read == ([projects[0]] if engine.dialect.name == "postgresql" else projects)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.sampled_from("abcdefghij"), st.sampled_from("abcdefghij")), max_size=15))
def test_the_largest_component_is_networkx_s(pairs):
    expected = max(map(len, nx.connected_components(nx.Graph(pairs))), default=0)
    assert largest_component(pairs) == expected


def test_the_run_report_and_the_consolidation_check_read_the_graph_without_networkx(engine):
    """A nightly run reports the link graph's shape and checks the decisions for cycles: neither imports
    networkx (its import and graph objects were most of that work, BENCHMARKS.md, issue 18)."""
    with engine.begin() as conn:
        chat = add_chat(conn, DAY)
        for minutes, text in enumerate(["Billing moves to Postgres 16", "Billing freeze starts Friday"]):
            add_memo(conn, text, DAY + timedelta(minutes=minutes), chat_id=chat)
    build_links(engine, *WINDOW)
    code = ("import sys, sqlalchemy as sa; from memory_pipeline import invariants, links; "
            f"conn = sa.create_engine({engine.url.render_as_string(hide_password=False)!r}).connect(); "
            f"largest, _ = links.graph_report(conn, [{PROJECT!r}]); "
            "checked = invariants.consolidation_integrity(conn); "
            "cycle = invariants._nodes_on_cycles({'a': {'b'}, 'b': {'a', 'c'}, 'c': set()}); "
            "print(largest, checked.violations, cycle, 'networkx' in sys.modules)")
    printed = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert printed.split() == ["3", "[]", "['a',", "'b']", "False"]


@pytest.mark.parametrize("fmt", ["graphml", "json"])
def test_export_round_trips_through_networkx(engine, tmp_path, fmt):
    with engine.begin() as conn:
        chat = add_chat(conn, DAY)
        add_memo(conn, "Billing moves to Postgres 16", DAY, chat_id=chat)
        add_memo(conn, "Billing freeze starts Friday", DAY + timedelta(minutes=5), chat_id=chat)
    build_links(engine, *WINDOW)
    with engine.connect() as conn:
        expected = project_graph(conn, PROJECT)
    out = tmp_path / f"graph.{fmt}"
    result = run_cli("graph", "export", "--project", PROJECT, "--format", fmt, "-o", str(out),
                     url=engine.url.render_as_string(hide_password=False))
    assert result.returncode == 0, result.stderr
    loaded = nx.read_graphml(out) if fmt == "graphml" else nx.node_link_graph(json.loads(out.read_text()),
                                                                             edges="edges")
    assert (loaded.number_of_nodes(), loaded.number_of_edges()) == (expected.number_of_nodes(),
                                                                   expected.number_of_edges()) == (3, 3)
    relations = {d["relation"] for _, _, d in loaded.edges(data=True)}
    assert relations == {"from_chat", "co_occurs"}


def test_neighbors_command_prints_relations_to_depth(engine):
    with engine.begin() as conn:
        chat = add_chat(conn, DAY)
        first = add_memo(conn, "Billing moves to Postgres 16", DAY, chat_id=chat)
        second = add_memo(conn, "Billing freeze starts Friday", DAY + timedelta(minutes=5), chat_id=chat)
    build_links(engine, *WINDOW)
    result = run_cli("graph", "neighbors", f"memo:{first}", "--depth", "2",
                     url=engine.url.render_as_string(hide_password=False))
    assert result.returncode == 0, result.stderr
    assert f"memo:{first} -[from_chat]-> chat:{chat}" in result.stdout
    assert f"memo:{first} -[co_occurs]-> memo:{second}  Billing freeze starts Friday" in result.stdout
    assert f"    chat:{chat} <-[from_chat]- memo:{second}" in result.stdout
    bad = run_cli("graph", "neighbors", "thing", url=engine.url.render_as_string(hide_password=False))
    assert bad.returncode == 2 and "is not KIND:ID" in bad.stderr


def test_search_finds_a_memo_by_a_stemmed_word_and_hides_superseded_memos(engine):
    with engine.begin() as conn:
        old = add_memo(conn, "Staging runs Postgres 15", DAY)
        new = add_memo(conn, "Staging was upgraded to Postgres 16", DAY + timedelta(hours=1))
        add_memo(conn, "Staging upgrades happen on Fridays", DAY + timedelta(hours=2), project_id=OTHER_PROJECT)
    consolidate(engine, ExtractiveEngine(), *WINDOW)
    with engine.connect() as conn:
        hits = search(conn, PROJECT, "upgrades")
        assert [(h.kind, h.id) for h in hits] == [("memo", new)]
        assert [h.id for h in search(conn, PROJECT, "postgres")] == [new]
        everything = {h.id: h.status for h in search(conn, PROJECT, "postgres", include_inactive=True)}
    assert everything == {new: "active", old: "superseded"}
    result = run_cli("search", "staging", "--project", PROJECT, url=engine.url.render_as_string(hide_password=False))
    assert result.returncode == 0 and f"memo:{new} [active]" in result.stdout and old not in result.stdout


# Run in fresh interpreters with different string hashing: the order a set yields its words in
# changes, and a float sum over it with them. A score (and so which "related" edges a memo keeps
# when it has more than MAX_RELATED candidates, ties broken by id) must not.
_SCORES = """
import math
from collections import Counter
from memory_pipeline.links import related_score, term_weight
from memory_pipeline.memo_facts import content_words
texts = ["billing-events queue retries moved to kafka topic billing.v2 with dlq alerts",
         "kafka topic billing.v2 retention raised for billing-events replay and dlq",
         "dlq alerts for billing-events page the payments oncall via opsgenie escalation",
         "opsgenie escalation policy for payments oncall covers billing.v2 consumers lag",
         "consumers lag alerts on billing.v2 go to payments oncall and grafana dashboards"]
words = [frozenset(content_words(t)) for t in texts]
df = Counter(w for ws in words for w in ws)
idf = {w: math.log(len(texts) / n) + 1.0 + 0.1 * len(w) / 7 for w, n in df.items()}
print([repr(related_score(set(a & b), term_weight(a, idf), term_weight(b, idf), idf)) for a in words for b in words])
"""


def test_related_scores_do_not_depend_on_string_hashing():
    outputs = outputs_under_hash_seeds(_SCORES, range(1, 7))
    assert len(outputs) == 1, outputs


def test_shared_terms_of_equal_rarity_are_named_alphabetically_whatever_the_string_hashing():
    code = ("from memory_pipeline.links import shared_terms; "
            "w = frozenset('kafka zookeeper broker ledger quorum replica topic'.split()); "
            "print(shared_terms(w, w, dict.fromkeys(w, 2.0)))")
    outputs = {subprocess.run([sys.executable, "-c", code], env={**os.environ, "PYTHONHASHSEED": seed},
                              capture_output=True, text=True, check=True).stdout for seed in ("1", "2", "3")}
    assert outputs == {"['broker', 'kafka', 'ledger', 'quorum', 'replica']\n"}
