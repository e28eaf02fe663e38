"""Where each labeled memo pair stops in the consolidation pass, read as the pass reads a two-memo project.

`python -m tests.memo_pair_stops SET [--even|--odd] [--label contradiction|negative|...] [-v]` counts the pairs
of one label (contradictions by default) by the step that decides or drops them: `exact` (same normalized
text), `no_candidate` (the subject index never pairs them), `screened` (`worth_comparing` turns them away; a
duplicate spelled alike still counts as `dup_rule`), `dup_rule`, `rule_change` (the alignment rules decide a
change), or `reader:<verdict>/<rules>` (the learned reader's verdict on a pair the rules were silent or unsure
on). `-v` prints the pairs that the rules do not decide as changes, with the reader's reason.
"""

from __future__ import annotations

import sys
from collections import Counter
from datetime import datetime

from memory_pipeline import memo_pair_model
from memory_pipeline.consolidation import _Memo, _SubjectIndex, index_memos
from memory_pipeline.memo_alignment import contradiction, duplicate, spelled_alike, worth_comparing


def stop(older: str, newer: str) -> tuple[str, str]:
    """The step where the pair (older, newer) is decided or dropped, and the reader's reason if it read it."""
    a = _Memo("older", datetime(2026, 3, 2, 9), older, None, False, False)
    b = _Memo("newer", datetime(2026, 3, 2, 10), newer, None, True, False)
    index_memos([a, b])
    if a.facts.exact_key == b.facts.exact_key:
        return "exact", ""
    index = _SubjectIndex()
    index.add(0, a)
    if 0 not in index.candidates(b):
        return "no_candidate", ""
    if not worth_comparing(a.facts, b.facts):
        if spelled_alike(a.facts, b.facts) and duplicate(a.facts, b.facts):
            return "dup_rule", ""
        return "screened", ""
    if duplicate(a.facts, b.facts):
        return "dup_rule", ""
    found = contradiction(a.facts, b.facts)
    if found and found.verdict != "unsure":
        return "rule_change", found.rule
    reading = memo_pair_model.read(a.facts, b.facts, found)
    return f"reader:{reading.verdict or 'none'}/{'unsure' if found else 'silent'}", reading.reason


def main(argv: list[str]) -> None:
    name = argv[0]
    pairs = list(__import__(f"tests.data.memo_pairs_{name}", fromlist=["PAIRS"]).PAIRS)
    if "--even" in argv or "--odd" in argv:
        pairs = pairs[0 if "--even" in argv else 1::2]
    label = argv[argv.index("--label") + 1] if "--label" in argv else "contradiction"
    counts: Counter = Counter()
    for pair_label, category, older, newer in pairs:
        if pair_label != label:
            continue
        where, why = stop(older, newer)
        counts[where] += 1
        if "-v" in argv and where != "rule_change":
            print(f"{where:28} {category:16} {older} || {newer} || {why}")
    print(name, label, ", ".join(f"{where} {n}" for where, n in sorted(counts.items())))


if __name__ == "__main__":
    main(sys.argv[1:] or ["train"])
