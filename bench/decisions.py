"""Every memo decision of the consolidation pass, by natural key: to show a speed change decides nothing else.

    python bench/decisions.py corpus SCALE OUT.jsonl [--projects N]   # the bench corpus (seed 1), in process
    python bench/decisions.py pairs OUT.jsonl                          # every development memo-pair set
    python bench/decisions.py compare BEFORE.jsonl AFTER.jsonl

Run as a file, with `PYTHONPATH` at the checkout to measure (a worktree of the commit before, then of the
one after: its `memory_pipeline`, `bench` and `tests`), and compare the two outputs. A memo is named by its
project, creation time and text, never by its id; a decision line gives the memo, its status and reason, the
memo it points at, and who decided it, in the order the pass made them. `corpus` prints the consolidation's
CPU seconds on stderr.
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
import uuid
from datetime import datetime, time as dtime, timedelta
from pathlib import Path

import sqlalchemy as sa

from bench.corpus import SCALES
from memory_pipeline import db, schema, synthetic
from memory_pipeline.consolidation import consolidate
from memory_pipeline.extractive import ExtractiveEngine

HELD_OUT = "# Held-out (not yet released)"  # such a set is the lead's to measure: never read here


def _natural_keys(engine: sa.Engine) -> dict[str, list]:
    m = schema.memory_memos.c
    with engine.connect() as conn:
        return {r.id: [r.project_id, r.created_at.isoformat(), r.content]
                for r in conn.execute(sa.select(m.id, m.project_id, m.created_at, m.content))}


def _decision_lines(engine: sa.Engine, decisions, label: str = "") -> list[str]:
    key = _natural_keys(engine)
    return [json.dumps([label, key[d.memo_id], d.relation, key.get(d.other_id), d.created_by, d.reason,
                        d.confidence], ensure_ascii=False) for d in decisions]


def corpus(scale_name: str, projects: int | None) -> list[str]:
    scale = SCALES[scale_name]
    with tempfile.TemporaryDirectory() as directory:
        engine = db.get_engine(f"sqlite:///{directory}/decisions.db")
        db.migrate(engine)
        synthetic.generate(engine, scale, seed=1)
        start = datetime.combine(scale.start, dtime(0), tzinfo=schema.UTC)
        m = schema.memory_memos.c
        with engine.connect() as conn:
            chosen = sorted(conn.execute(sa.select(m.project_id).distinct()).scalars())[:projects]
        cpu = time.process_time()
        run = consolidate(engine, ExtractiveEngine(), start, start + timedelta(days=scale.days), project_ids=chosen)
        print(f"consolidation: {len(run.projects)} projects, {run.examined} memos, {len(run.decisions)} decisions, "
              f"{time.process_time() - cpu:.2f} s CPU", file=sys.stderr)
        lines = _decision_lines(engine, run.decisions)
        engine.dispose()
    return lines


def pairs() -> list[str]:
    """Each development set through `tests.memo_pair_quality` as its figures are measured: a project per pair
    (and its texts alone in two more), then every memo of the set in one project."""
    import tests.data
    from tests import memo_pair_quality as quality
    from tests.helpers import add_memo

    lines = []
    for path in sorted(Path(tests.data.__file__).parent.glob("memo_pairs_*.py")):
        if path.read_text(encoding="utf-8").startswith(HELD_OUT):
            continue
        module = __import__(f"tests.data.{path.stem}", fromlist=["PAIRS"])
        for setup in ("a project per pair", "one project"):
            with tempfile.TemporaryDirectory() as directory:
                engine = db.get_engine(f"sqlite:///{directory}/pairs.db")
                db.migrate(engine)
                with engine.begin() as conn:
                    for index, (_label, _category, older, newer) in enumerate(module.PAIRS):
                        if setup == "one project":
                            project = str(uuid.uuid5(uuid.NAMESPACE_URL, "one-project"))
                            times = [quality.DAY + timedelta(seconds=20 * (2 * index + step)) for step in (0, 1)]
                        else:
                            project = str(uuid.uuid5(uuid.NAMESPACE_URL, f"pair-{index}"))
                            times = [quality.DAY, quality.DAY + timedelta(hours=1)]
                        for text, created in zip((older, newer), times):
                            add_memo(conn, text, created, project_id=project)
                run = consolidate(engine, ExtractiveEngine(), *quality.WINDOW, run_id="decisions")
                lines += _decision_lines(engine, run.decisions, f"{path.stem}: {setup}")
                engine.dispose()
    return lines


def compare(before: Path, after: Path) -> int:
    a, b = before.read_text(encoding="utf-8").splitlines(), after.read_text(encoding="utf-8").splitlines()
    if a == b:
        print(f"the same {len(a)} decisions")
        return 0
    differ = sorted(set(a) ^ set(b))
    print(f"{len(a)} decisions before, {len(b)} after, {len(differ)} lines in one only:")
    for line in differ[:20]:
        print(("- " if line in set(a) else "+ ") + line)
    return 1


def main(argv: list[str]) -> int:
    if argv[0] == "compare":
        return compare(Path(argv[1]), Path(argv[2]))
    if argv[0] == "corpus":
        projects = int(argv[argv.index("--projects") + 1]) if "--projects" in argv else None
        lines, out = corpus(argv[1], projects), Path(argv[2])
    else:
        lines, out = pairs(), Path(argv[1])
    out.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    print(f"{len(lines)} decisions -> {out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
