"""Dedup and contradiction quality on labeled memo pairs, through the real consolidation pass.

Each pair (label, category, older, newer) goes into a project of its own, the older memo an
hour before the newer, plus the same texts once more across two projects (no decision may
join them). `python -m tests.memo_pair_quality [train|heldout|third|fourth|fifth|sixth|seventh|eighth|ninth|templates]
[--even|--odd] [--one-project] [-v]` prints the figures (a set added as held out is measured only by the lead, never
developed on; `templates` is generated from the benchmark corpus's sentences, a guard: its one-project figures mean
nothing, its pairs repeating one subject).
"""

from __future__ import annotations

import sys
import tempfile
import uuid
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import timedelta

import sqlalchemy as sa

from memory_pipeline import db
from memory_pipeline.consolidation import consolidate
from memory_pipeline.extractive import ExtractiveEngine
from memory_pipeline.schema import memory_links, memory_memos
from tests.helpers import add_memo, at

DAY = at("2026-03-02T09:00")
WINDOW = (at("2026-03-02T00:00"), at("2026-03-03T00:00"))
PREDICTION = {"duplicate_of": "duplicate", "superseded_by": "contradiction", "contradicts": "contradiction"}


@dataclass
class Quality:
    outcomes: dict[tuple[str, str], Counter] = field(default_factory=lambda: defaultdict(Counter))
    cross_project: int = 0
    misses: list[tuple[str, str, str, str, str]] = field(default_factory=list)

    def _count(self, label=None, predicted=None, categories=None) -> int:
        return sum(n for (lab, cat), found in self.outcomes.items() for pred, n in found.items()
                   if (label is None or lab == label) and (predicted is None or pred == predicted)
                   and (categories is None or cat in categories))

    def precision(self, predicted: str) -> float:
        made = self._count(predicted=predicted)
        right = sum(self._count(label=label, predicted=predicted) for label in self._labels_of(predicted))
        return right / made if made else 1.0

    def recall(self, label: str, predicted: str) -> float:
        wanted = self._count(label=label)
        return self._count(label=label, predicted=predicted) / wanted if wanted else 1.0

    @staticmethod
    def _labels_of(predicted: str) -> tuple[str, ...]:
        return ("duplicate_light", "duplicate_heavy") if predicted == "duplicate" else ("contradiction",)

    def summary(self) -> str:
        lines = [f"contradictions precision={self.precision('contradiction'):.2f} "
                 f"recall={self.recall('contradiction', 'contradiction'):.2f}; "
                 f"duplicates precision={self.precision('duplicate'):.2f} "
                 f"light recall={self.recall('duplicate_light', 'duplicate'):.2f} "
                 f"heavy recall={self.recall('duplicate_heavy', 'duplicate'):.2f}; "
                 f"cross-project decisions={self.cross_project}"]
        for (label, category), found in sorted(self.outcomes.items()):
            total = sum(found.values())
            shown = ", ".join(f"{pred or 'none'} {n}" for pred, n in sorted(found.items(), key=lambda x: str(x[0])))
            lines.append(f"  {label:16} {category:28} n={total:3}  {shown}")
        return "\n".join(lines)


def evaluate(engine: sa.Engine, pairs: list[tuple[str, str, str, str]]) -> Quality:
    labeled: dict[tuple[str, str], tuple[str, str, str, str]] = {}
    with engine.begin() as conn:
        for index, (label, category, older, newer) in enumerate(pairs):
            project = str(uuid.uuid5(uuid.NAMESPACE_URL, f"pair-{index}"))
            older_id = add_memo(conn, older, DAY, project_id=project)
            newer_id = add_memo(conn, newer, DAY + timedelta(hours=1), project_id=project)
            labeled[(older_id, newer_id)] = (label, category, older, newer)
            # The same texts in two other projects: nothing may be decided across them.
            add_memo(conn, older, DAY, project_id=str(uuid.uuid5(uuid.NAMESPACE_URL, f"alone-{index}-a")))
            add_memo(conn, newer, DAY + timedelta(hours=1),
                     project_id=str(uuid.uuid5(uuid.NAMESPACE_URL, f"alone-{index}-b")))
    consolidate(engine, ExtractiveEngine(), *WINDOW, run_id="quality")
    l, m = memory_links.c, memory_memos.c
    with engine.connect() as conn:
        project_of = dict(conn.execute(sa.select(m.id, m.project_id)).all())
        decisions = conn.execute(sa.select(l.src_id, l.dst_id, l.relation_type).where(
            l.src_kind == "memo", l.relation_type.in_(tuple(PREDICTION)))).all()
    predicted: dict[tuple[str, str], str] = {}
    quality = Quality()
    for src, dst, relation in decisions:
        if project_of[src] != project_of[dst]:
            quality.cross_project += 1
        pair = (src, dst) if relation == "superseded_by" else (dst, src)
        if pair in labeled:
            predicted[pair] = PREDICTION[relation]
    for pair, (label, category, older, newer) in labeled.items():
        guess = predicted.get(pair)
        quality.outcomes[(label, category)][guess] += 1
        expected = {"contradiction": "contradiction", "negative": None}.get(label, "duplicate")
        if guess != expected:
            quality.misses.append((label, category, str(guess), older, newer))
    return quality


def one_project(engine: sa.Engine, pairs: list[tuple[str, str, str, str]]) -> tuple[Counter, list[tuple[str, str, str]]]:
    """Every memo of a set in one project, in order (older, newer, 20 seconds apart): decisions between memos
    of different pairs are false unless their texts happen to say the same thing; counted by relation."""
    project = str(uuid.uuid5(uuid.NAMESPACE_URL, "one-project"))
    text_of: dict[str, tuple[int, str]] = {}
    with engine.begin() as conn:
        for index, (_label, _category, older, newer) in enumerate(pairs):
            for step, text in enumerate((older, newer)):
                memo_id = add_memo(conn, text, DAY + timedelta(seconds=20 * (2 * index + step)), project_id=project)
                text_of[memo_id] = (index, text)
    consolidate(engine, ExtractiveEngine(), *WINDOW, run_id="one-project")
    l = memory_links.c
    with engine.connect() as conn:
        decisions = conn.execute(sa.select(l.src_id, l.dst_id, l.relation_type).where(
            l.src_kind == "memo", l.relation_type.in_(tuple(PREDICTION)))).all()
    counts: Counter = Counter()
    across: list[tuple[str, str, str]] = []
    for src, dst, relation in decisions:
        same_pair = text_of[src][0] == text_of[dst][0]
        if not same_pair and text_of[src][1].strip().lower() == text_of[dst][1].strip().lower():
            continue  # a set's texts repeat across pairs: equal texts are right
        counts[(relation, "same pair" if same_pair else "across pairs")] += 1
        if not same_pair:
            across.append((relation, text_of[src][1], text_of[dst][1]))
    return counts, across


def main(split: str) -> None:
    module = __import__(f"tests.data.memo_pairs_{split}", fromlist=["PAIRS"])
    pairs = list(module.PAIRS)
    # `--even` / `--odd`: only the pairs at even / odd indexes (study one half, check transfer on the other).
    if "--even" in sys.argv or "--odd" in sys.argv:
        pairs = pairs[0 if "--even" in sys.argv else 1::2]
    with tempfile.TemporaryDirectory() as directory:
        engine = db.get_engine(f"sqlite:///{directory}/quality.db")
        db.migrate(engine)
        quality = evaluate(engine, pairs)
        engine.dispose()
    print(quality.summary())
    if "-v" in sys.argv:
        for miss in quality.misses:
            print("MISS", miss)
    if "--one-project" in sys.argv:
        with tempfile.TemporaryDirectory() as directory:
            engine = db.get_engine(f"sqlite:///{directory}/one.db")
            db.migrate(engine)
            counts, across = one_project(engine, pairs)
            engine.dispose()
        print("one project:", ", ".join(f"{rel} {where} {n}" for (rel, where), n in sorted(counts.items())))
        if "-v" in sys.argv:
            for decision in across:
                print("ACROSS", decision)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 and not sys.argv[1].startswith("-") else "train")
