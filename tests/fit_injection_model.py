"""Fit the injection model on the labeled sets and write its weights into the package.

`python -m tests.fit_injection_model` refits it; `tests/test_injection_model.py` fails when
the shipped weights differ from a refit, so a change to the sets or the features cannot
go out without new weights. The threshold is the lowest on a grid whose out-of-fold false
positive rate (5 folds) is at most 2%: chosen on the training sets, never on a held-out one.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import numpy as np
from scipy import sparse
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import StratifiedKFold

from memory_pipeline import injection, injection_model
from memory_pipeline.injection_model import SIGNAL_SCALE, Model, Screen, _block, _sigmoid
from tests.data import injection_corpus, injection_dev, injection_heldout

SETS = (injection_corpus, injection_dev, injection_heldout)
C = 16.0
FALSE_POSITIVE_TARGET = 0.02
THRESHOLDS = tuple(round(0.5 + 0.05 * i, 2) for i in range(9))
OUT = Path(injection_model.__file__).parent / "data" / injection_model.WEIGHTS


def labeled() -> tuple[list[str], np.ndarray]:
    texts, labels = [], []
    for data in SETS:
        texts += [text for _, text in data.POSITIVES] + [text for _, text in data.NEGATIVES]
        labels += [1] * len(data.POSITIVES) + [0] * len(data.NEGATIVES)
    return texts, np.array(labels)


class Fitted:
    """The scikit-learn pipeline the shipped weights are exported from."""

    def __init__(self, readings: list[tuple[str, frozenset[str]]], labels: np.ndarray):
        norms = [norm for norm, _ in readings]
        self.chars = TfidfVectorizer(analyzer=injection_model.char_grams, sublinear_tf=True, min_df=2).fit(norms)
        self.words = TfidfVectorizer(analyzer=injection_model.word_grams, sublinear_tf=True).fit(norms)
        self.signal_names = sorted(injection.SIGNALS)
        self.classifier = LogisticRegression(C=C, class_weight="balanced", max_iter=5000)
        self.classifier.fit(self.matrix(readings), labels)

    def matrix(self, readings: list[tuple[str, frozenset[str]]]):
        norms = [norm for norm, _ in readings]
        signals = sparse.csr_matrix([[SIGNAL_SCALE * (name in found) for name in self.signal_names]
                                     for _, found in readings])
        return sparse.hstack([self.chars.transform(norms), self.words.transform(norms), signals]).tocsr()

    def predict_proba(self, readings):
        return self.classifier.predict_proba(self.matrix(readings))[:, 1]

    def export(self, threshold: float, screen: Screen) -> Model:
        coef = self.classifier.coef_[0]
        chars = _weights(self.chars, coef)
        words = _weights(self.words, coef[len(chars):])
        signals = {name: float(coef[len(chars) + len(words) + i]) for i, name in enumerate(self.signal_names)}
        return Model(chars, words, signals, float(self.classifier.intercept_[0]), threshold, screen)


def _weights(vectorizer: TfidfVectorizer, coef) -> dict[str, tuple[float, float]]:
    return {name: (float(vectorizer.idf_[i]), float(coef[i])) for i, name in enumerate(vectorizer.get_feature_names_out())}


def fit_screen(readings, labels, flagged: list[str]) -> Screen:
    """The words-only screen, its threshold half its lowest score on a sentence the model flags."""
    words = TfidfVectorizer(analyzer=injection_model.word_grams, sublinear_tf=True).fit([n for n, _ in readings])
    classifier = LogisticRegression(C=C, class_weight="balanced", max_iter=5000)
    classifier.fit(words.transform([n for n, _ in readings]), labels)
    screen = Screen(_weights(words, classifier.coef_[0]), float(classifier.intercept_[0]), 0.0)
    lowest = min(_sigmoid(screen.intercept + _block(screen.words, injection_model.word_grams(norm))) for norm in flagged)
    return Screen(screen.words, screen.intercept, round(lowest / 2, 4))


def threshold(readings, labels) -> float:
    out_of_fold = np.zeros(len(labels))
    for train, test in StratifiedKFold(5, shuffle=True, random_state=0).split(np.zeros(len(labels)), labels):
        fitted = Fitted([readings[i] for i in train], labels[train])
        out_of_fold[test] = fitted.predict_proba([readings[i] for i in test])
    negatives = out_of_fold[labels == 0]
    return next(t for t in THRESHOLDS if (negatives >= t).mean() <= FALSE_POSITIVE_TARGET)


def fit() -> tuple[Model, Fitted, list, np.ndarray]:
    texts, labels = labeled()
    readings = [injection.reading(text) for text in texts]
    fitted = Fitted(readings, labels)
    cut = threshold(readings, labels)
    # The model reads sentences: the screen must pass every training sentence it flags.
    sentences = [injection.reading(text[start:end].rstrip()) for text in texts for start, end in injection._units(text)]
    flagged = [norm for (norm, _), p in zip(sentences, fitted.predict_proba(sentences)) if p >= cut]
    return fitted.export(cut, fit_screen(readings, labels, flagged)), fitted, readings, labels


def serialize(model: Model) -> bytes:
    return gzip.compress(json.dumps(model.to_json(), sort_keys=True).encode(), mtime=0)


if __name__ == "__main__":
    model, *_ = fit()
    OUT.write_bytes(serialize(model))
    print(f"wrote {OUT} ({OUT.stat().st_size} bytes): {len(model.chars)} character and {len(model.words)} "
          f"word features, threshold {model.threshold}")
