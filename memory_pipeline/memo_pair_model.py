"""A learned second reader for memo pairs the alignment rules leave undecided.

`memo_alignment` decides a pair when one of its rules fits; on memo sets written apart from
the rules they found half to three quarters of the changes. This model reads the pairs that
passed the screen (`worth_comparing`) and that the rules left undecided or unsure: a
multinomial logistic regression (contradiction / duplicate / neither) over binary features of
what the alignment already computes (how much of each memo's subject the other repeats, the
kinds of the items only one side says, the value changes, swaps, states and cues, the rule's
own verdict, shingle overlap, mistyped words) and of the words only one memo says, from a
vocabulary kept to words seen in several of the labeled sets. It is fitted by
`python -m tests.fit_memo_pair_model` on the labeled pairs of `tests/data` and, as negatives,
pairs of memos from different labeled pairs of a set that reach the same reading; scoring is
dictionary lookups. A pair it is unsure of stays with the judge.

Consolidation takes its duplicates; its contradictions go to the judge. Fitted without one set and
measured on it (session 9, `python -m tests.fit_memo_pair_model --leave-out`), its duplicates were
right 0.98 to 0.99 of the time and raised heavy-duplicate recall on every set (0.05 -> 0.32 on set
no. 4); its contradictions, right 0.7 of the time on set no. 4, took that set's precision from 0.86
to 0.82 and a stricter threshold left almost none (BENCHMARKS.md).
"""

from __future__ import annotations

import functools
import gzip
import json
import math
from dataclasses import dataclass
from importlib import resources

from memory_pipeline.memo_alignment import Finding, _flipped, aligned_pair
from memory_pipeline.memo_facts import SUBJECT_KINDS, MemoFacts, jaccard, words

WEIGHTS = "memo_pair_model.json.gz"
CLASSES = ("contradiction", "duplicate", "negative")
JUDGE_BAND = 0.5  # undecided, but a change or a duplicate this likely is the judge's to read


def _bucket(x: float, step: float = 0.25) -> str:
    return f"{round(x / step) * step:.2f}"


def _near_spelling(a: str, b: str) -> bool:
    """One edit apart, or the same letters in another order: a typo, not another word."""
    if a == b or min(len(a), len(b)) < 4 or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        differ = [i for i in range(len(a)) if a[i] != b[i]]
        return len(differ) == 1 or len(differ) == 2 and a[differ[0]] == b[differ[1]] and a[differ[1]] == b[differ[0]]
    short, long = sorted((a, b), key=len)
    return any(long[:i] + long[i + 1:] == short for i in range(len(long)))


def features(older: MemoFacts, newer: MemoFacts, finding: Finding | None) -> list[str]:
    """Binary features of an aligned pair: what the alignment found, and the words only one memo says."""
    pair = aligned_pair(older, newer)
    found = [f"rule:{finding.verdict}" if finding else "rule:none"]
    if finding:
        found.append(f"rule:{finding.verdict}:{finding.rule}")
    subject = {i.key for i in older.items if i.kind in SUBJECT_KINDS and not i.aside}
    newer_subject = {i.key for i in newer.items if i.kind in SUBJECT_KINDS and not i.aside and not i.old}
    if subject:
        found.append("cover_old:" + _bucket(sum(pair.in_newer(k) for k in subject) / len(subject)))
    if newer_subject:
        found.append("cover_new:" + _bucket(sum(pair.in_older(k) for k in newer_subject) / len(newer_subject)))
    only_old = [i for i in older.items if not i.aside and i.substantive and not pair.in_newer(i.key)]
    only_new = [i for i in newer.items if not i.aside and i.substantive and not i.old and not pair.in_older(i.key)]
    found += [f"n_old:{min(len(only_old), 4)}", f"n_new:{min(len(only_new), 4)}",
              f"n_both:{min(len(only_old), 3)}:{min(len(only_new), 3)}"]
    old_kinds, new_kinds = {i.kind for i in only_old}, {i.kind for i in only_new}
    found += [f"old_only:{k}" for k in old_kinds] + [f"new_only:{k}" for k in new_kinds]
    found += [f"both:{k}" for k in old_kinds & new_kinds]
    if any(i.old for i in newer.items):
        found.append("names_old_value")
    on_topic = pair.on_topic_clauses()
    found += [f"change:{kind}" for kind, _, _ in pair.value_changes(on_topic)]
    if pair.replaced(on_topic | pair.clauses_naming_old()):
        found.append("replaced")
    substitutions = pair.substitutions(on_topic)
    found += [f"swap:{s.kind}" for s in substitutions]
    found.append(f"slots:{min(sum(s.slots for s in substitutions), 3)}")
    if pair.narrowed():
        found.append("narrowed")
    found.append(f"polarity:{older.polarity or 'none'}>{newer.polarity or 'none'}")
    if _flipped(older.polarity, newer.polarity):
        found.append("flipped")
    found += [f"newer_cue:{c}" for c in newer.cues] + [f"older_cue:{c}" for c in older.cues]
    found += [f"cue_added:{c}" for c in newer.cues - older.cues]
    if newer.tentative:
        found.append("tentative")
    found.append("shingles:" + _bucket(jaccard(older.shingles, newer.shingles), 0.1))
    found.append("content:" + _bucket(jaccard(older.index_keys, newer.index_keys), 0.1))
    found.append("same_digits" if older.digits == newer.digits else "other_digits")
    plain_old = {i.key for i in only_old if i.key.isalpha()}
    plain_new = {i.key for i in only_new if i.key.isalpha()}
    if any(_near_spelling(a, b) for a in plain_old for b in plain_new):
        found.append("near_spelling")
    said_old, said_new = set(words(older.plain)), set(words(newer.plain))
    found += [f"+w:{w}" for w in said_new - said_old if w.isalpha()]
    found += [f"-w:{w}" for w in said_old - said_new if w.isalpha()]
    return found


@dataclass(frozen=True)
class Model:
    """Per feature, one weight per class; the intercepts; the probability a class needs to decide."""
    weights: dict[str, list[float]]
    intercept: list[float]
    thresholds: dict[str, float]

    def probabilities(self, names: list[str]) -> dict[str, float]:
        z = list(self.intercept)
        for name in set(names):
            known = self.weights.get(name)
            if known:
                z = [a + b for a, b in zip(z, known)]
        top = max(z)
        exp = [math.exp(v - top) for v in z]
        total = sum(exp)
        return {c: e / total for c, e in zip(CLASSES, exp)}

    def to_json(self) -> dict:
        return {"weights": self.weights, "intercept": self.intercept, "thresholds": self.thresholds}

    @classmethod
    def from_json(cls, raw: dict) -> Model:
        return cls(raw["weights"], raw["intercept"], raw["thresholds"])


@dataclass(frozen=True)
class Reading:
    verdict: str  # "contradiction" | "duplicate" | "" (undecided)
    probability: float  # of the verdict; when undecided, of the likelier of the two verdicts
    reason: str


def read(older: MemoFacts, newer: MemoFacts, finding: Finding | None, scorer: Model | None = None) -> Reading:
    """The model's verdict on a pair the rules left undecided (`finding` is None or unsure)."""
    scorer = scorer or model()
    names = features(older, newer, finding)
    p = scorer.probabilities(names)
    only_old = sorted(set(words(older.plain)) - set(words(newer.plain)))[:4]
    only_new = sorted(set(words(newer.plain)) - set(words(older.plain)))[:4]
    differ = f"{' '.join(only_old) or '-'} / {' '.join(only_new) or '-'}"
    for verdict in ("contradiction", "duplicate"):
        if p[verdict] >= scorer.thresholds[verdict]:
            what = "the newer memo changes the fact" if verdict == "contradiction" else "the same fact said again"
            return Reading(verdict, p[verdict], f"learned reader: {what} (p={p[verdict]:.2f}; words differing: {differ})")
    likely = max(("contradiction", "duplicate"), key=p.get)
    return Reading("", p[likely], f"learned reader undecided ({likely} p={p[likely]:.2f})")


@functools.cache
def model() -> Model:
    raw = json.loads(gzip.decompress(resources.files("memory_pipeline.data").joinpath(WEIGHTS).read_bytes()))
    return Model.from_json(raw)
