"""The offline, deterministic engine.

Summaries: split sources into sentences, merge near-identical ones (keeping all their
citations), rank by TF-IDF similarity to the centroid plus a bonus for decisions,
changes and open questions, pick with maximal marginal relevance so lines do not repeat
each other, then group them as decided / changed / open / notes, oldest first, within
a character budget.

Judging pairs offline is rule-based and lives with consolidation; this engine answers
`unrelated` with a reason, so the ambiguous band is left alone rather than guessed.
"""

from __future__ import annotations

import re

import numpy as np
from sklearn.feature_extraction.text import TfidfVectorizer

from memory_pipeline.engines import CallContext, Judgement, MemoPair, SourceItem, Summary, SummaryLine

SENTENCE_SPLIT = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(<])|\n+")
ROLE_PREFIX = re.compile(r"^(?:user|assistant):\s*")  # transcript turns, see summaries.build_transcript
WORD = re.compile(r"[a-z0-9]+")
MERGE_JACCARD = 0.8
MMR_LAMBDA = 0.7

SECTIONS = (
    ("Decided", re.compile(r"\b(decided|agreed|chose|adopt(ed)?|approved|will use|we use|going with)\b", re.I)),
    ("Changed", re.compile(r"\b(changed|moved|upgraded|migrated|replaced|switched|no longer|now|fixed|"
                           r"rolled back|renamed|deprecated|removed)\b", re.I)),
    ("Open", re.compile(r"\b(open question|todo|blocked|unclear|pending|risk|who|need(s)? to|follow[- ]up|"
                        r"investigat\w*|\?)", re.I)),
)
SECTION_ORDER = {name: i for i, (name, _) in enumerate(SECTIONS)} | {"Notes": len(SECTIONS)}
SECTION_BONUS = 0.15


def _words(text: str) -> set[str]:
    return set(WORD.findall(text.lower()))


def section_of(text: str) -> str:
    """Decided, Changed, Open or Notes: where a line belongs in a digest."""
    if text.rstrip().endswith("?"):
        return "Open"
    for name, pattern in SECTIONS:
        if pattern.search(text):
            return name
    return "Notes"


class _Sentence:
    __slots__ = ("text", "refs", "at", "order", "words")

    def __init__(self, text, refs, at, order):
        self.text, self.refs, self.at, self.order = text, list(refs), at, order
        self.words = _words(text)


def _sentences(items: list[SourceItem]) -> list[_Sentence]:
    out: list[_Sentence] = []
    order = 0
    for item in sorted(items, key=lambda i: (i.at, i.refs)):
        parts = SENTENCE_SPLIT.split(item.text)
        for raw in parts:
            text = ROLE_PREFIX.sub("", " ".join(raw.split()).lstrip("-*• ")).strip()
            # Fragments of a longer text are dropped when tiny; a short memo on its own is kept.
            if not _words(text) or (len(parts) > 1 and (len(text) < 12 or len(_words(text)) < 3)):
                continue
            candidate = _Sentence(text, item.refs, item.at, order)
            order += 1
            # Near-identical sentences become one line citing all their sources.
            for kept in out:
                union = kept.words | candidate.words
                if union and len(kept.words & candidate.words) / len(union) >= MERGE_JACCARD:
                    kept.refs.extend(r for r in candidate.refs if r not in kept.refs)
                    break
            else:
                out.append(candidate)
    return out


def _rank(sentences: list[_Sentence]) -> list[int]:
    """Sentence indexes in MMR order: relevant to the whole, unlike those already chosen."""
    if len(sentences) == 1:
        return [0]
    try:
        matrix = TfidfVectorizer(stop_words="english", sublinear_tf=True).fit_transform(
            [s.text for s in sentences])
    except ValueError:  # only stop words: keep source order
        return list(range(len(sentences)))
    centroid = np.asarray(matrix.mean(axis=0)).ravel()
    norm = np.linalg.norm(centroid) or 1.0
    relevance = matrix @ centroid / norm
    relevance = relevance + np.array([SECTION_BONUS if section_of(s.text) != "Notes" else 0.0 for s in sentences])
    similarity = (matrix @ matrix.T).toarray()
    chosen: list[int] = []
    remaining = list(range(len(sentences)))
    while remaining:
        def score(i: int) -> tuple[float, int]:
            redundancy = max((similarity[i, j] for j in chosen), default=0.0)
            return (MMR_LAMBDA * relevance[i] - (1 - MMR_LAMBDA) * redundancy, -i)

        best = max(remaining, key=score)
        chosen.append(best)
        remaining.remove(best)
    return chosen


def summarize_extractive(items: list[SourceItem], max_chars: int) -> list[SummaryLine]:
    sentences = _sentences(items)
    if not sentences:
        return []
    picked: list[_Sentence] = []
    used = 0
    for index in _rank(sentences):
        sentence = sentences[index]
        line = SummaryLine(sentence.text, tuple(sentence.refs))
        size = len(line.render()) + 1
        if used + size > max_chars:
            continue
        picked.append(sentence)
        used += size
    picked.sort(key=lambda s: (SECTION_ORDER[section_of(s.text)], s.at, s.order))
    return [SummaryLine(s.text, tuple(s.refs)) for s in picked]


class ExtractiveEngine:
    name = "extractive"
    model = "extractive"
    calls = 0  # never calls a model

    def summarize(self, items: list[SourceItem], max_chars: int, context: CallContext) -> Summary:
        return Summary(summarize_extractive(items, max_chars), model=self.model)

    def judge(self, pairs: list[MemoPair], context: CallContext) -> list[Judgement]:
        return [
            Judgement(pair, "unrelated", "offline engine does not judge the ambiguous band", 0.0,
                      "rule:extractive_abstain")
            for pair in pairs
        ]
