"""memo_consolidation: dedup and contradiction quality, safety and idempotence."""

from __future__ import annotations

import subprocess
import sys
import uuid
from collections import Counter
from datetime import timedelta

import numpy as np
import pytest
import sqlalchemy as sa
from datasketch import MinHash

import tests.fake_anthropic as fake_api
from memory_pipeline.assets.consolidation import memo_consolidation
from memory_pipeline import consolidation, minhash
from memory_pipeline.consolidation import _Memo, _SubjectIndex, consolidate, index_memos
from memory_pipeline.extractive import ExtractiveEngine
from memory_pipeline.memo_facts import MemoFacts
from memory_pipeline.minhash import candidate_partners, signatures, stable_hash
from memory_pipeline.schema import memory_links, memory_memo_status
from tests.data.consolidation_corpus import (
    CONTRADICTIONS,
    CROSS_PROJECT_IDENTICAL,
    HARD_NEGATIVES,
    HEAVIER_PARAPHRASES,
    LIGHT_PARAPHRASES,
)
from tests.fake_anthropic import FakeAnthropic, FakeTransportModelEngine, judge
from tests.helpers import OTHER_PROJECT, PROJECT, add_memo, at, materialize_assets

DAY = at("2026-03-02T09:00")
WINDOW = (at("2026-03-02T00:00"), at("2026-03-03T00:00"))


def links(engine, relation: str | None = None) -> set[tuple[str, str, str]]:
    l = memory_links.c
    query = sa.select(l.src_id, l.dst_id, l.relation_type).where(l.src_kind == "memo")
    if relation:
        query = query.where(l.relation_type == relation)
    with engine.connect() as conn:
        return {tuple(r) for r in conn.execute(query)}


def statuses(engine) -> dict[str, tuple]:
    with engine.connect() as conn:
        return {r.memo_id: (r.status, r.canonical_memo_id) for r in conn.execute(sa.select(memory_memo_status))}


def _project(case: str) -> str:
    return str(uuid.uuid5(uuid.NAMESPACE_URL, case))


def test_quality_on_the_labeled_corpus_meets_the_floors(engine, capsys):
    cases = ([("light", o, n, "duplicate_of") for o, n in LIGHT_PARAPHRASES]
             + [("heavier", o, n, "duplicate_of") for o, n in HEAVIER_PARAPHRASES]
             + [("hard_negative", o, n, None) for o, n in HARD_NEGATIVES]
             + [("contradiction", o, n, "superseded_by") for o, n in CONTRADICTIONS])
    pairs = {}
    with engine.begin() as conn:
        for index, (category, older, newer, expected) in enumerate(cases):
            project = _project(f"case-{index}")
            older_id = add_memo(conn, older, DAY, project_id=project)
            newer_id = add_memo(conn, newer, DAY + timedelta(hours=1), project_id=project)
            pairs[(older_id, newer_id)] = (category, expected)
        for text in CROSS_PROJECT_IDENTICAL:
            add_memo(conn, text, DAY, project_id=PROJECT)
            add_memo(conn, text, DAY + timedelta(hours=1), project_id=OTHER_PROJECT)
    consolidate(engine, ExtractiveEngine(), *WINDOW, run_id="quality")
    found = links(engine)
    predicted = {}
    for src, dst, relation in found:
        pair = (dst, src) if relation == "duplicate_of" else (src, dst) if relation == "superseded_by" else (dst, src)
        assert pair in pairs, f"decision outside a labeled pair: {relation} {src} -> {dst}"
        predicted[pair] = "superseded_by" if relation in ("superseded_by", "contradicts") else relation

    def score(relation: str, recall_categories: set[str]) -> tuple[float, float]:
        hits = [p for p, r in predicted.items() if r == relation]
        correct = [p for p in hits if pairs[p][1] == relation]
        wanted = [p for p, (c, e) in pairs.items() if e == relation and c in recall_categories]
        recalled = [p for p in wanted if predicted.get(p) == relation]
        return len(correct) / len(hits) if hits else 1.0, len(recalled) / len(wanted)

    dup_p, dup_r = score("duplicate_of", {"light"})
    _, heavy_r = score("duplicate_of", {"heavier"})
    con_p, con_r = score("superseded_by", {"contradiction"})
    with capsys.disabled():
        print(f"\nconsolidation quality (offline): duplicates precision={dup_p:.2f} recall(light)={dup_r:.2f} "
              f"recall(heavier)={heavy_r:.2f}; contradictions precision={con_p:.2f} recall={con_r:.2f}")
    assert dup_p >= 0.95 and dup_r >= 0.90
    assert con_p >= 0.80 and con_r >= 0.60


def test_identical_text_in_two_projects_is_never_merged(engine):
    with engine.begin() as conn:
        a = add_memo(conn, "Staging runs Postgres 15", DAY, project_id=PROJECT)
        b = add_memo(conn, "Staging runs Postgres 15", DAY + timedelta(hours=1), project_id=OTHER_PROJECT)
        c = add_memo(conn, "Staging was upgraded to Postgres 16", DAY + timedelta(hours=2), project_id=OTHER_PROJECT)
    consolidate(engine, ExtractiveEngine(), *WINDOW)
    assert links(engine) == {(b, c, "superseded_by")}
    assert a not in statuses(engine)


def test_memo_is_compared_with_active_memos_of_earlier_days(engine):
    with engine.begin() as conn:
        old = add_memo(conn, "Staging runs Postgres 15", at("2026-01-10T09:00"))
        new = add_memo(conn, "staging runs postgres 15.", DAY)
    consolidate(engine, ExtractiveEngine(), *WINDOW)
    assert links(engine) == {(new, old, "duplicate_of")}
    assert statuses(engine)[new] == ("duplicate", old)


def test_the_same_text_again_is_decided_without_reading_earlier_memos_closely(engine, monkeypatch):
    import memory_pipeline.consolidation as consolidation

    compared = []
    monkeypatch.setattr(consolidation, "worth_comparing", lambda older, newer: compared.append(newer.text) or True)
    with engine.begin() as conn:
        old = add_memo(conn, "Staging runs Postgres 15", DAY)
        new = add_memo(conn, "staging runs postgres 15.", DAY + timedelta(hours=1))
        other = add_memo(conn, "Staging runs Postgres 16 now", DAY + timedelta(hours=2))
    consolidate(engine, ExtractiveEngine(), *WINDOW)
    with engine.connect() as conn:
        link = conn.execute(sa.select(memory_links.c.dst_id, memory_links.c.created_by)
                            .where(memory_links.c.src_id == new)).one()
    assert tuple(link) == (old, "rule:exact_normalized")
    assert compared == ["Staging runs Postgres 16 now"]  # only the memo that says something new
    assert statuses(engine)[old] == ("superseded", other) and statuses(engine)[new] == ("duplicate", other)


def test_values_or_negation_keep_near_identical_memos_apart(engine):
    with engine.begin() as conn:
        add_memo(conn, "The search cluster has 3 nodes in staging and 5 in production", DAY)
        add_memo(conn, "The search cluster has 3 nodes in staging and 7 in production", DAY + timedelta(hours=1))
    consolidate(engine, ExtractiveEngine(), *WINDOW)
    assert links(engine, "duplicate_of") == set()


def test_chains_resolve_to_the_current_fact(engine):
    with engine.begin() as conn:
        a = add_memo(conn, "Staging runs Postgres 14", at("2026-03-01T09:00"))
        b = add_memo(conn, "Staging was upgraded to Postgres 15", at("2026-03-02T09:00"))
    consolidate(engine, ExtractiveEngine(), at("2026-03-01T00:00"), at("2026-03-03T00:00"))
    with engine.begin() as conn:
        c = add_memo(conn, "Staging was upgraded to Postgres 16", at("2026-03-03T09:00"))
    consolidate(engine, ExtractiveEngine(), at("2026-03-03T00:00"), at("2026-03-04T00:00"))
    assert links(engine) == {(a, b, "superseded_by"), (b, c, "superseded_by")}
    assert statuses(engine) == {a: ("superseded", c), b: ("superseded", c)}


def test_a_chain_retired_in_one_run_is_written_pointing_at_its_end_without_an_update(engine):
    """A fact changed twice in one window: the first memo's status is written pointing at the current fact, not
    written pointing at the second and updated after (one UPDATE per such row was most of a backfill's)."""
    with engine.begin() as conn:
        a = add_memo(conn, "Staging runs Postgres 14", at("2026-03-02T08:00"))
        b = add_memo(conn, "Staging was upgraded to Postgres 15", at("2026-03-02T09:00"))
        c = add_memo(conn, "Staging was upgraded to Postgres 16", at("2026-03-02T10:00"))
    updates = []

    def count(conn, cursor, statement, parameters, context, executemany):
        if statement.lstrip().upper().startswith("UPDATE MEMORY_MEMO_STATUS"):
            updates.append(statement)

    sa.event.listen(engine, "before_cursor_execute", count)
    try:
        consolidate(engine, ExtractiveEngine(), *WINDOW)
    finally:
        sa.event.remove(engine, "before_cursor_execute", count)
    assert links(engine) == {(a, b, "superseded_by"), (b, c, "superseded_by")}
    assert statuses(engine) == {a: ("superseded", c), b: ("superseded", c)}
    assert updates == []


def test_a_pair_of_texts_is_read_once_per_run_however_many_projects_say_it(engine, monkeypatch):
    """Two projects hold the same two notes: the alignment reads the pair once in the run (a backfill's projects
    say the same notes again and again), and each project gets its own decision."""
    asked = Counter()
    for name in ("duplicate", "contradiction"):
        def counted(older, newer, question=getattr(consolidation, name), name=name):
            asked[name, older.text, newer.text] += 1
            return question(older, newer)
        monkeypatch.setattr(consolidation, name, counted)
    pairs = []
    with engine.begin() as conn:
        for project_id in (PROJECT, OTHER_PROJECT):
            pairs.append((add_memo(conn, "Staging runs Postgres 14", at("2026-03-02T08:00"), project_id=project_id),
                          add_memo(conn, "Staging was upgraded to Postgres 15", at("2026-03-02T09:00"),
                                   project_id=project_id)))
    consolidate(engine, ExtractiveEngine(), *WINDOW)
    assert links(engine) == {(older, newer, "superseded_by") for older, newer in pairs}
    assert {name for name, _, _ in asked} == {"duplicate", "contradiction"}
    assert set(asked.values()) == {1}


def test_an_answer_kept_for_a_pair_of_texts_still_reads_both_memos_closely():
    """The same texts analysed anew (their analyses dropped from `facts_of` in between): the kept answer leaves
    both read closely, as asking would have, so their close readings are stored with their index entries."""
    answers = consolidation.PairAnswers()
    first = MemoFacts("Staging runs Postgres 14"), MemoFacts("Staging was upgraded to Postgres 15")
    again = MemoFacts(first[0].text), MemoFacts(first[1].text)
    assert [facts.reading for facts in again] == [None, None]
    assert answers.contradiction(*first) == answers.contradiction(*again)
    assert answers.duplicate(*first) is answers.duplicate(*again) is None
    assert [facts.reading for facts in again] == [facts.reading for facts in first]
    assert all(facts.reading for facts in again)


def test_day_by_day_every_inactive_memo_points_at_the_current_fact(engine):
    """A nightly resolves only the chains through the memos it retired: after each day of a corpus full of
    changes and repeats, resolving every chain of every project again finds nothing stale, and chains
    did form (a memo's canonical memo is not the one its decision names)."""
    from datetime import date, datetime, time

    from memory_pipeline import synthetic
    from memory_pipeline.consolidation import resolve_chains
    from memory_pipeline.schema import UTC

    scale = synthetic.Scale(organizations=1, projects_per_org=2, start=date(2026, 3, 1), days=12,
                            chats_per_project_day=1.0, memos_per_chat=5, duplicate_rate=0.15,
                            contradiction_rate=0.3, memo_shape="terse")
    synthetic.generate(engine, scale, seed=5)
    for day in range(scale.days):
        start = datetime.combine(scale.start + timedelta(days=day), time(0), tzinfo=UTC)
        consolidate(engine, ExtractiveEngine(), start, start + timedelta(days=1))
        with engine.begin() as conn:
            projects = conn.execute(sa.select(memory_memo_status.c.project_id).distinct()).scalars().all()
            assert sum(resolve_chains(conn, project) for project in projects) == 0, f"stale chains after {start}"
    decided = {(src, relation): dst for src, dst, relation in links(engine)}
    moved = [memo for memo, (status, canonical) in statuses(engine).items()
             if status in ("duplicate", "superseded")
             and canonical != decided[(memo, "duplicate_of" if status == "duplicate" else "superseded_by")]]
    assert moved


def test_chains_through_many_retired_memos_of_two_projects_are_read_by_memo_id(engine, backend):
    """More retired memos than one IN list holds, in two projects: each project's chains end at its own current
    fact, and on SQLite every read of the statuses goes by the memo or canonical memo index, not through all
    the projects' statuses once per IN list (a cost growing with the square of a batch's retired memos)."""
    chains = {}
    with engine.begin() as conn:
        for project in (PROJECT, OTHER_PROJECT):
            ids = [add_memo(conn, f"Fact {n} of {project}", at("2026-03-02T08:00") + timedelta(seconds=n),
                            project_id=project) for n in range(301)]
            conn.execute(memory_memo_status.insert(), [
                dict(memo_id=older, project_id=project, status="superseded", canonical_memo_id=newer, reason="r",
                     decided_by="rule:test", updated_at=at("2026-03-02T09:00")) for older, newer in zip(ids, ids[1:])])
            chains[project] = ids
    reads = []

    def record(conn, cursor, statement, parameters, context, executemany):
        if statement.lstrip().upper().startswith("SELECT") and "memory_memo_status" in statement:
            reads.append((statement, parameters))

    sa.event.listen(engine, "before_cursor_execute", record)
    try:
        with engine.begin() as conn:
            changed = consolidation.resolve_retired(conn, {p: set(ids[:-1]) for p, ids in chains.items()})
    finally:
        sa.event.remove(engine, "before_cursor_execute", record)
    assert changed == 2 * 299  # the last retired memo of each chain points at its end already
    assert statuses(engine) == {memo: ("superseded", ids[-1]) for ids in chains.values() for memo in ids[:-1]}
    if backend == "sqlite":
        assert len(reads) > 2  # more than one IN list per column
        with engine.connect() as conn:
            for statement, parameters in reads:
                plan = [r[-1] for r in conn.exec_driver_sql("EXPLAIN QUERY PLAN " + statement, parameters)]
                assert all("(memo_id=?)" in step or "(canonical_memo_id=?)" in step for step in plan), plan


class _CountedChain(dict):
    """Inactive memo -> its canonical memo, counting the steps a walk takes along it."""
    steps = 0

    def __getitem__(self, memo_id):
        self.steps += 1
        return super().__getitem__(memo_id)


def test_a_fact_superseded_again_and_again_is_walked_once_not_once_per_memo(engine):
    """Each memo of a long chain points at its end (the one active fact) after one walk along it."""
    chain = _CountedChain({f"m{n}": f"m{n + 1}" for n in range(200)})  # m200 is the active fact
    with engine.begin() as conn:
        assert consolidation._point_at_current(conn, [chain]) == 199  # m199 points at m200 already
    assert chain.steps <= 200


def test_memos_whose_chain_runs_into_a_cycle_are_left_as_they_are(engine):
    """A cycle (overrides can make one) has no current fact: its memos and those leading into it keep their
    canonical memo; a chain beside it is still resolved."""
    chain = {"a": "b", "b": "c", "c": "b", "d": "a", "e": "f", "f": "g"}
    with engine.begin() as conn:
        assert consolidation._point_at_current(conn, [chain]) == 1  # e -> g


def test_a_nightly_analyses_only_its_new_memos_and_the_old_ones_they_are_compared_with(engine, monkeypatch):
    import memory_pipeline.consolidation as consolidation

    with engine.begin() as conn:
        older = add_memo(conn, "Staging runs Postgres 15", at("2026-03-01T09:00"))
        for text in ("The billing service deploys on Fridays", "Search uses Elasticsearch 8",
                     "Ana owns the onboarding docs", "CI caches node_modules between jobs"):
            add_memo(conn, text, at("2026-03-01T10:00"))
    consolidate(engine, ExtractiveEngine(), at("2026-03-01T00:00"), at("2026-03-02T00:00"))
    analysed = []

    def analysis(text, reading=None):
        analysed.append(text)
        return MemoFacts(text, reading)

    monkeypatch.setattr(consolidation, "MemoFacts", analysis)
    consolidation.facts_of.cache_clear()  # a nightly is a process of its own
    with engine.begin() as conn:
        newer = add_memo(conn, "Staging was upgraded to Postgres 16", DAY)
    consolidate(engine, ExtractiveEngine(), *WINDOW)
    assert sorted(analysed) == ["Staging runs Postgres 15", "Staging was upgraded to Postgres 16"]
    assert links(engine) == {(older, newer, "superseded_by")}


def test_a_text_is_analysed_once_however_many_memos_say_it(engine, monkeypatch):
    """The same note in two projects, and said again in one after it changed: its text is analysed once, and
    each project's decisions are its own, the same as the other's."""
    analysed = []

    def analysis(text, reading=None):
        analysed.append(text)
        return MemoFacts(text, reading)

    monkeypatch.setattr(consolidation, "MemoFacts", analysis)
    # Texts no earlier test of this process analysed; letters only: a digit before "d" or "h" is a duration.
    queue = "lis-" + "".join("ghijklmnopqrstuv"[int(c, 16)] for c in uuid.uuid4().hex[:6])
    old, new = f"The Lisbon print queue is {queue}-3", f"The Lisbon print queue is now {queue}-4"
    memos = {}
    with engine.begin() as conn:
        for project in (PROJECT, OTHER_PROJECT):
            memos[project] = [add_memo(conn, old, DAY, project_id=project),
                              add_memo(conn, new, DAY + timedelta(hours=1), project_id=project),
                              add_memo(conn, old, DAY + timedelta(hours=2), project_id=project)]
    consolidate(engine, ExtractiveEngine(), *WINDOW)
    assert sorted(analysed) == sorted([old, new])
    decided = {project: {(ids.index(src), ids.index(dst), relation) for src, dst, relation in links(engine)
                         if src in ids and dst in ids} for project, ids in memos.items()}
    assert (0, 1, "superseded_by") in decided[PROJECT]
    assert decided[PROJECT] == decided[OTHER_PROJECT]
    assert len(links(engine)) == 2 * len(decided[PROJECT])  # none across the projects


def test_a_nightly_reads_closely_only_its_new_memos_when_the_old_ones_were_read_before(engine, monkeypatch):
    """An old memo an earlier run read closely is compared again from its stored reading, not read again."""
    from memory_pipeline import memo_facts
    from memory_pipeline.schema import memory_memo_index

    with engine.begin() as conn:
        older = add_memo(conn, "The audit export runs at 02:00 UTC", at("2026-03-01T09:00"))
        add_memo(conn, "audit export still runs at 02:00 UTC, no change", at("2026-03-01T10:00"))
    consolidate(engine, ExtractiveEngine(), at("2026-03-01T00:00"), at("2026-03-02T00:00"))
    with engine.connect() as conn:
        assert conn.execute(sa.select(memory_memo_index.c.reading).where(
            memory_memo_index.c.memo_id == older)).scalar_one()
    read = []
    split_asides = memo_facts._split_asides

    def reading(text):
        read.append(text)
        return split_asides(text)

    monkeypatch.setattr(memo_facts, "_split_asides", reading)
    consolidation.facts_of.cache_clear()  # a nightly is a process of its own
    with engine.begin() as conn:
        newer = add_memo(conn, "The audit export runs at 04:00 UTC now", DAY)
    consolidate(engine, ExtractiveEngine(), *WINDOW)
    assert read == ["The audit export runs at 04:00 UTC now"]
    assert (older, newer, "superseded_by") in links(engine)


def test_stored_index_entries_decide_as_entries_computed_afresh_day_by_day(engine):
    """Two passes over the same days: one keeping the memo index between runs, one emptying it before
    each run. Every status and link is the same, and the first pass did read stored entries."""
    from datetime import date, datetime, time

    from memory_pipeline import synthetic
    from memory_pipeline.schema import UTC, memory_memo_index

    scale = synthetic.Scale(organizations=1, projects_per_org=2, start=date(2026, 3, 1), days=8,
                            chats_per_project_day=1.0, memos_per_chat=5, duplicate_rate=0.15,
                            contradiction_rate=0.3, memo_shape="terse")
    synthetic.generate(engine, scale, seed=7)
    outcomes = []
    for afresh in (False, True):
        with engine.begin() as conn:
            for table in (memory_links, memory_memo_status, memory_memo_index):
                conn.execute(table.delete())
        stored = 0
        for day in range(scale.days):
            start = datetime.combine(scale.start + timedelta(days=day), time(0), tzinfo=UTC)
            with engine.begin() as conn:
                if afresh:
                    conn.execute(memory_memo_index.delete())
                stored += conn.execute(sa.select(sa.func.count()).select_from(memory_memo_index)).scalar_one()
            consolidate(engine, ExtractiveEngine(), start, start + timedelta(days=1))
        outcomes.append((links(engine), statuses(engine)))
        assert bool(stored) != afresh
    assert outcomes[0] == outcomes[1] and outcomes[0][0]


def test_a_stale_index_entry_is_computed_again(engine):
    from memory_pipeline.consolidation import analysis_key
    from memory_pipeline.schema import memory_memo_index

    with engine.begin() as conn:
        older = add_memo(conn, "Staging runs Postgres 15", at("2026-03-01T09:00"))
    consolidate(engine, ExtractiveEngine(), at("2026-03-01T00:00"), at("2026-03-02T00:00"))
    # An entry another version of the analysis wrote: its words would pair the memo with nothing.
    with engine.begin() as conn:
        conn.execute(memory_memo_index.update().values(analysis_key="0" * 32, index_keys='["unrelated"]',
                                                       exact_key="0" * 32))
        newer = add_memo(conn, "Staging was upgraded to Postgres 16", DAY)
    consolidate(engine, ExtractiveEngine(), *WINDOW)
    assert links(engine) == {(older, newer, "superseded_by")}
    with engine.connect() as conn:
        entries = {r.memo_id: r for r in conn.execute(sa.select(memory_memo_index))}
    assert entries[newer].analysis_key == analysis_key("Staging was upgraded to Postgres 16")
    assert entries[older].analysis_key == "0" * 32  # superseded: never read again, not rewritten


def _analysis_key_after_editing(tmp_path, modules: tuple[str, ...]) -> str:
    """`analysis_key` as a process would compute it from a copy of the package with a comment added to `modules`."""
    import shutil
    import subprocess
    import sys
    from pathlib import Path

    import memory_pipeline

    copy = tmp_path / "memory_pipeline"
    shutil.copytree(Path(memory_pipeline.__file__).parent, copy, ignore=shutil.ignore_patterns("__pycache__"))
    for module in modules:
        with open(copy / f"{module}.py", "a", encoding="utf-8") as source:
            source.write("# an edit\n")
    code = "from memory_pipeline.consolidation import analysis_key; print(analysis_key('Staging runs Postgres 15'))"
    return subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env={"PYTHONPATH": str(tmp_path)},
                          capture_output=True, text=True, check=True).stdout.strip()


def test_an_edit_to_the_pass_rules_keeps_stored_index_entries(tmp_path):
    from memory_pipeline.consolidation import analysis_key

    edited = _analysis_key_after_editing(tmp_path, ("consolidation", "memo_alignment", "memo_pair_model"))
    assert edited == analysis_key("Staging runs Postgres 15")


@pytest.mark.parametrize("module", ["memo_facts", "minhash", "memo_index"])
def test_an_edit_to_the_analysing_code_makes_stored_index_entries_stale(tmp_path, module):
    from memory_pipeline.consolidation import analysis_key

    assert _analysis_key_after_editing(tmp_path, (module,)) != analysis_key("Staging runs Postgres 15")


def test_another_datasketch_release_makes_stored_index_entries_stale():
    # The band keys use datasketch's permutation parameters: a release that drew them otherwise would make every
    # stored entry disagree with a fresh one.
    from importlib import metadata

    from memory_pipeline import memo_index

    assert memo_index._analysis(metadata.version("datasketch")) == memo_index.ANALYSIS
    assert memo_index._analysis("0.0.0") != memo_index.ANALYSIS


def test_rerunning_a_day_adds_nothing_and_changes_no_decision(engine):
    with engine.begin() as conn:
        add_memo(conn, "Staging runs Postgres 15", DAY)
        add_memo(conn, "staging runs postgres 15", DAY + timedelta(hours=1))
        add_memo(conn, "Staging was upgraded to Postgres 16", DAY + timedelta(hours=2))
    consolidate(engine, ExtractiveEngine(), *WINDOW, run_id="first")
    before_links, before_status = links(engine), statuses(engine)
    with engine.connect() as conn:
        count = conn.execute(sa.select(sa.func.count()).select_from(memory_links)).scalar_one()
    consolidate(engine, ExtractiveEngine(), *WINDOW, run_id="second")
    with engine.connect() as conn:
        assert conn.execute(sa.select(sa.func.count()).select_from(memory_links)).scalar_one() == count
    assert (links(engine), statuses(engine)) == (before_links, before_status)


def test_decision_metadata_has_reason_confidence_rule_and_run(engine):
    with engine.begin() as conn:
        add_memo(conn, "Staging runs Postgres 15", DAY)
        add_memo(conn, "Staging was upgraded to Postgres 16", DAY + timedelta(hours=1))
    consolidate(engine, ExtractiveEngine(), *WINDOW, run_id="run-42")
    with engine.connect() as conn:
        row = conn.execute(sa.select(memory_links)).one()
    assert row.created_by == "rule:changed_value"
    assert row.metadata["run_id"] == "run-42" and 0 < row.metadata["confidence"] <= 1
    assert "15 -> 16" in row.metadata["reason"]


def test_ambiguous_pairs_go_to_the_claude_judge_in_batches(engine, rules_only, monkeypatch):
    monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key")
    fake_api.CURRENT = FakeAnthropic(default=judge("duplicate"))
    with engine.begin() as conn:
        older = add_memo(conn, "The search indexer reads from the events Kafka topic every minute", DAY)
        newer = add_memo(conn, "The search indexer pulls from the events Kafka topic every minute",
                         DAY + timedelta(hours=1))
    result = materialize_assets([memo_consolidation], engine, partition_key="2026-03-02",
                                model_engine=FakeTransportModelEngine(engine="claude", model="claude-test"))
    assert fake_api.CURRENT.calls == 1
    assert links(engine) == {(newer, older, "duplicate_of")}
    with engine.connect() as conn:
        assert conn.execute(sa.select(memory_links.c.created_by)).scalar_one() == "llm:claude-test"
    metadata = result.asset_materializations_for_node("memo_consolidation")[0].metadata
    assert metadata["judge_calls"].value == 1 and metadata["duplicates"].value == 1


def test_offline_engine_leaves_the_ambiguous_band_undecided(engine, rules_only):
    with engine.begin() as conn:
        add_memo(conn, "The search indexer reads from the events Kafka topic every minute", DAY)
        add_memo(conn, "The search indexer pulls from the events Kafka topic every minute", DAY + timedelta(hours=1))
    run = consolidate(engine, ExtractiveEngine(), *WINDOW)
    assert links(engine) == set() and run.judge_pairs == 1


def test_vectorized_signatures_equal_datasketch_minhash():
    shingle_sets = [["staging", "runs", "staging runs"], [], ["a"], [f"w{i}" for i in range(50)]]
    ours = signatures(shingle_sets)
    for shingles, row in zip(shingle_sets, ours):
        reference = MinHash(num_perm=64, seed=1, scheme="affine32", hashfunc=stable_hash)
        reference.update_batch(shingles)
        assert np.array_equal(reference.hashvalues, row)


@pytest.mark.parametrize("num_perm", [64, 128, 7])
def test_permutations_are_datasketch_s_affine32_parameters(num_perm):
    a, b = MinHash(num_perm=num_perm, seed=minhash.SEED, scheme="affine32").permutations
    ours = minhash.permutations(num_perm)
    assert ours[0].dtype == ours[1].dtype == np.uint32
    assert np.array_equal(ours[0], a) and np.array_equal(ours[1], b)


def test_consolidating_memos_does_not_import_datasketch(engine):
    """datasketch (with scipy's special functions) took 0.4-0.7 s to import in every process comparing memos."""
    with engine.begin() as conn:
        add_memo(conn, "The search indexer reads from the events Kafka topic every minute", DAY)
        add_memo(conn, "The search indexer reads from the events Kafka topic each minute", DAY + timedelta(hours=1))
    code = ("import sys, sqlalchemy as sa; from datetime import datetime, timezone; "
            "from memory_pipeline.consolidation import consolidate; "
            "from memory_pipeline.extractive import ExtractiveEngine; "
            f"engine = sa.create_engine({engine.url.render_as_string(hide_password=False)!r}); "
            f"run = consolidate(engine, ExtractiveEngine(), datetime.fromisoformat({WINDOW[0].isoformat()!r}), "
            f"datetime.fromisoformat({WINDOW[1].isoformat()!r})); "
            "print(run.examined, 'datasketch' in sys.modules)")
    printed = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert printed.split()[-2:] == ["2", "False"]


def test_each_new_memo_is_paired_with_its_nearest_predecessors_in_each_shared_bucket():
    rng = np.random.default_rng(3)
    keys = rng.integers(0, 4, size=(60, 3)).astype(np.uint64)  # crowded buckets: the cap matters
    is_new = rng.random(60) < 0.7
    expected: dict[int, set[int]] = {}
    for band in range(keys.shape[1]):
        for key in set(keys[:, band].tolist()):
            rows = [r for r in range(60) if keys[r, band] == key]  # ascending: earlier memos first
            for at, j in enumerate(rows):
                if is_new[j]:
                    expected.setdefault(j, set()).update(rows[max(0, at - 5):at])
    found = candidate_partners(keys, is_new, max_partners=5)
    assert found == {j: sorted(partners) for j, partners in expected.items() if partners}
    assert candidate_partners(keys, np.zeros(60, dtype=bool)) == {}  # shared buckets, but no new memo


@pytest.fixture(autouse=True)
def _reset_fake():
    yield
    fake_api.CURRENT = None


def test_a_judged_pair_is_not_sent_to_the_model_again(engine, rules_only, monkeypatch):
    monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key")
    fake_api.CURRENT = FakeAnthropic(default=judge("unrelated"))
    with engine.begin() as conn:
        add_memo(conn, "The search indexer reads from the events Kafka topic every minute", DAY)
        add_memo(conn, "The search indexer pulls from the events Kafka topic every minute", DAY + timedelta(hours=1))
    model = FakeTransportModelEngine(engine="claude", model="claude-test")
    for _ in range(2):
        materialize_assets([memo_consolidation], engine, partition_key="2026-03-02", model_engine=model)
    assert fake_api.CURRENT.calls == 1
    assert links(engine) == set()


def test_subject_index_reads_each_memos_capitals_once_however_often_it_is_looked_at(monkeypatch):
    # The acronym look sits in the candidate loop: every memo of a lookup's pool, for every new memo.
    reads = []
    plain_text = consolidation.plain_text
    monkeypatch.setattr(consolidation, "plain_text", lambda text: reads.append(text) or plain_text(text))
    older = _Memo("o", DAY, "EHS signs off on the spill kit audit for the north warehouse", None, False, False)
    newer = [_Memo(f"n{k}", DAY + timedelta(minutes=k), f"Environmental Health and Safety signs off the audit, round {k}",
                   None, True, False) for k in range(3)]
    index_memos([older, *newer])
    index = _SubjectIndex()
    index.add(0, older)
    found = [index.candidates(memo) for memo in newer]
    assert found == [[0], [0], [0]]  # the acronym still stands for the words it spells
    assert sorted(reads) == sorted(memo.content for memo in [older, *newer])  # once each, not once per lookup


def test_a_run_reads_its_projects_memos_in_as_many_statements_for_two_projects_as_for_four(engine):
    """A group of projects' overrides and memos are read together: three statements per project were ~860 for the
    year's nightly (BENCHMARKS.md, issue 18, session 22). Each project still gets its own decision."""
    projects = [_project(f"read together {i}") for i in range(6)]
    newer = {}
    with engine.begin() as conn:
        for project in projects:
            add_memo(conn, "The billing-events topic keeps 7 days of retention", DAY - timedelta(days=1),
                     project_id=project)
            newer[project] = add_memo(conn, "The billing-events topic keeps 7 days of retention", DAY,
                                      project_id=project)
    sent = []
    listener = lambda *args: sent.append(args[2])  # noqa: E731 (conn, cursor, statement, ...)
    sa.event.listen(engine, "before_cursor_execute", listener)
    try:
        consolidate(engine, ExtractiveEngine(), *WINDOW, project_ids=projects[:2])
        two = len(sent)
        consolidate(engine, ExtractiveEngine(), *WINDOW, project_ids=projects[2:])
        four = len(sent) - two
    finally:
        sa.event.remove(engine, "before_cursor_execute", listener)
    assert two == four
    found = statuses(engine)
    assert all(found[newer[project]][0] == "duplicate" for project in projects)
