"""A learned second reader for instructions addressed to agents.

The rules in `injection` say what they found and why, but they only know the phrasings
someone wrote a rule for: on a set written apart from them they caught 63% of the
attacks. This model reads each sentence the rules let through (and two neighbouring sentences
together, see `injection._learned`). It is a logistic regression over TF-IDF character n-grams
(2 to 5, within words; 3 to 5 across word gaps) and word n-grams (1 and 2) of the folded text,
plus the rules' structural signals (an addressee, a secret being moved, a persona...) as binary
features. It is fitted on the labeled sets in
`tests/data` (injections, look-alikes, and ordinary memos and chat turns) by
`python -m tests.fit_injection_model`, which writes its weights to
`data/injection_model.json.gz`; scoring here is dictionary lookups, with no scikit-learn,
and a test checks that it equals scikit-learn's own `predict_proba`.

An offline sentence-embedding model (all-MiniLM-L6-v2, ~240 sentences/s here) was measured
as the alternative: fitted on two sets and tested on the third, rules plus embeddings
reached recall 0.82 at 3.9% false positives where rules plus n-grams reached 0.96 at 2.8%.
"""

from __future__ import annotations

import functools
import gc
import gzip
import json
import math
import re
from collections import Counter
from dataclasses import dataclass
from importlib import resources
from typing import Iterable

WEIGHTS = "injection_model.json.gz"
CHAR_NGRAMS = (2, 5)
PHRASE_NGRAMS = (3, 5)
SIGNAL_SCALE = 0.5  # weight of a structural signal beside the two unit-length n-gram blocks
_WORD = re.compile(r"[a-z0-9']+")


def char_grams(norm: str) -> list[str]:
    grams = []
    low, high = CHAR_NGRAMS
    for word in norm.split():
        padded = f" {word} "
        for n in range(low, high + 1):
            grams.extend(padded[i:i + n] for i in range(len(padded) - n + 1))
    return grams


def phrase_grams(norm: str) -> list[str]:
    """Character n-grams across word gaps ("y refund", "ur rule"): pieces of phrases that survive a word
    being spelt or inflected otherwise, where `char_grams` sees one word at a time."""
    text = " ".join(norm.split())
    low, high = PHRASE_NGRAMS
    grams = []
    gap = text.find(" ")
    while gap != -1:
        # The n-grams with this gap inside them, not at an end.
        grams.extend(text[i:i + n] for n in range(low, high + 1)
                     for i in range(max(0, gap - n + 2), min(gap, len(text) - n + 1)))
        gap = text.find(" ", gap + 1)
    return grams


def word_grams(norm: str) -> list[str]:
    words = _WORD.findall(norm)
    return words + [f"{a} {b}" for a, b in zip(words, words[1:])]


@dataclass(frozen=True)
class Screen:
    """A words-only model that clears ordinary sentences cheaply. Its threshold is half the
    lowest score it gives any training sentence the full model flags, so it lets through
    everything the full model would flag there, and about 6% of the look-alikes. A sentence
    holding none of its words (a script it cannot split into words, such as Thai) is passed on:
    the screen cannot read it, so it does not clear it."""
    words: dict[str, tuple[float, float]]
    intercept: float
    threshold: float

    def score(self, norm: str) -> float | None:
        """Its probability for `norm`, None when it knows none of the words."""
        dot, norm2 = _dot(self.words, word_grams(norm))
        return _sigmoid(self.intercept + dot / math.sqrt(norm2)) if norm2 else None

    def passes(self, norm: str) -> bool:
        score = self.score(norm)
        return score is None or score >= self.threshold


@dataclass(frozen=True)
class Model:
    """Per block, feature -> (idf, coefficient); signal -> coefficient; the decision threshold."""
    chars: dict[str, tuple[float, float]]
    words: dict[str, tuple[float, float]]
    phrases: dict[str, tuple[float, float]]
    signals: dict[str, float]
    intercept: float
    threshold: float
    screen: Screen

    def probability(self, norm: str, signals: Iterable[str]) -> float:
        """P(the sentence is an instruction to an agent), from its folded text and signal names."""
        z = self.intercept + _block(self.chars, char_grams(norm)) + _block(self.words, word_grams(norm)) \
            + _block(self.phrases, phrase_grams(norm))
        z += SIGNAL_SCALE * sum(self.signals.get(name, 0.0) for name in set(signals))
        return _sigmoid(z)

    def to_json(self) -> dict:
        return {"chars": _columns(self.chars), "words": _columns(self.words), "phrases": _columns(self.phrases),
                "signals": self.signals, "intercept": self.intercept, "threshold": self.threshold,
                "screen": {"words": _columns(self.screen.words), "intercept": self.screen.intercept,
                           "threshold": self.screen.threshold}}

    @classmethod
    def from_json(cls, raw: dict) -> Model:
        screen = raw["screen"]
        return cls(_block_from(raw["chars"]), _block_from(raw["words"]), _block_from(raw["phrases"]), raw["signals"],
                   raw["intercept"], raw["threshold"],
                   Screen(_block_from(screen["words"]), screen["intercept"], screen["threshold"]))


def _columns(features: dict[str, tuple[float, float]]) -> dict[str, list]:
    """A block as three parallel lists (n-grams in order, idfs, coefficients): read back three times faster
    than an object of [idf, coefficient] pairs, which the loader of every step process that scans text pays."""
    grams = sorted(features)
    return {"grams": grams, "idf": [features[gram][0] for gram in grams], "coef": [features[gram][1] for gram in grams]}


def _block_from(columns: dict[str, list]) -> dict[str, tuple[float, float]]:
    return dict(zip(columns["grams"], zip(columns["idf"], columns["coef"])))


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-z))


def _block(weights: dict[str, tuple[float, float]], grams: list[str]) -> float:
    """Sublinear TF-IDF, L2-normalized over the known features, dotted with the coefficients."""
    dot, norm = _dot(weights, grams)
    return dot / math.sqrt(norm) if norm else 0.0


def _dot(weights: dict[str, tuple[float, float]], grams: list[str]) -> tuple[float, float]:
    """The unnormalized dot product and the squared norm of the known features' TF-IDF values."""
    dot = norm = 0.0
    for gram, count in Counter(grams).items():
        known = weights.get(gram)
        if known is None:
            continue
        idf, coef = known
        value = (1.0 + math.log(count)) * idf
        dot += value * coef
        norm += value * value
    return dot, norm


@functools.cache
def model() -> Model:
    raw = json.loads(gzip.decompress(resources.files("memory_pipeline.data").joinpath(WEIGHTS).read_bytes()))
    loaded = Model.from_json(raw)
    # Loaded once and kept for the process's life, as is nearly everything alive by now (modules, Dagster's
    # definitions): frozen out of the collector's generations, a full collection no longer walks them (it took
    # ~0.23 s each, 0.57 s of a year-tenth nightly's 6.7 s; BENCHMARKS.md, issue 18, session 28). The steps'
    # forkserver loads the model on import (`step_models`): the steps it forks start frozen too.
    gc.freeze()
    return loaded
