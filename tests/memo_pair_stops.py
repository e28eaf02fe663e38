"""Where each labeled memo pair stops in the consolidation pass, read as the pass reads a two-memo project.

`python -m tests.memo_pair_stops SET [--even|--odd] [--label contradiction|negative|...] [-v]` counts the pairs
of one label (contradictions by default) by the step that decides or drops them: `exact` (same normalized
text), `no_candidate` (the subject index never pairs them), `screened` (`worth_comparing` turns them away; a
duplicate spelled alike still counts as `dup_rule`), `dup_rule`, `rule_change` (the alignment rules decide a
change), or `reader:<verdict>/<rules>` (the learned reader's verdict on a pair the rules were silent or unsure
on). `-v` prints the pairs that the rules do not decide as changes, with the reader's reason.

`python -m tests.memo_pair_stops --causes SET[,SET...] [--even|--odd]` tallies the missed contradictions of the
sets by kind (the category's first part, with the older sets' names merged: "number" is "numeric") and by where
they stop: `index`, `screen`, the reader's gates (`gate:subject`, `gate:value`: it saw a change at p >= 0.5 and
the alignment did not show one subject, or a value changed in its place), `reader:dup`, or the reader below its
bar (`reader<0.5:silent|unsure`, after the rules' silence or unsure verdict).
"""

from __future__ import annotations

import sys
from collections import Counter, defaultdict
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


KINDS = {"number": "numeric", "size_duration": "size/duration", "duration": "size/duration", "replacement": "vendor",
         "negation": "policy"}
DECIDED = ("rule_change", "reader:contradiction/silent", "reader:contradiction/unsure")


def cause(where: str, why: str) -> str:
    """Where a missed contradiction stops, in the tally's words."""
    if where in ("no_candidate", "screened"):
        return {"no_candidate": "index", "screened": "screen"}[where]
    if where.startswith("reader:duplicate"):
        return "reader:dup"
    if "another subject?" in why or "another attribute?" in why:
        return "gate:subject" if "another subject?" in why else "gate:value"
    return "reader<0.5:" + where.split("/")[-1] if where.startswith("reader:none") else where


def causes(names: list[str], half: str | None) -> str:
    """A markdown table of the missed contradictions of `names` by kind and cause."""
    table: dict[str, Counter] = defaultdict(Counter)
    total: Counter = Counter()
    for name in names:
        pairs = list(__import__(f"tests.data.memo_pairs_{name}", fromlist=["PAIRS"]).PAIRS)
        if half:
            pairs = pairs[0 if half == "even" else 1::2]
        for label, category, older, newer in pairs:
            if label != "contradiction":
                continue
            kind = KINDS.get(category.split("/")[0], category.split("/")[0])
            total[kind] += 1
            where, why = stop(older, newer)
            if where not in DECIDED:
                table[kind][cause(where, why)] += 1
    columns = sorted({c for found in table.values() for c in found})
    rows = ["| kind | pairs | missed | " + " | ".join(columns) + " |", "|" + "---|" * (len(columns) + 3)]
    for kind in sorted(total) + ["all"]:
        found = sum(table.values(), Counter()) if kind == "all" else table[kind]
        pairs_of = sum(total.values()) if kind == "all" else total[kind]
        rows.append(f"| {kind} | {pairs_of} | {sum(found.values())} | "
                    + " | ".join(str(found[c] or "") for c in columns) + " |")
    return "\n".join(rows)


def main(argv: list[str]) -> None:
    if "--causes" in argv:
        half = "even" if "--even" in argv else "odd" if "--odd" in argv else None
        print(causes(argv[argv.index("--causes") + 1].split(","), half))
        return
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
