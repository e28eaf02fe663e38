"""Fit the injection model on the labeled sets and write its weights into the package.

`python -m tests.fit_injection_model` refits it; `tests/test_injection_model.py` fails when
the shipped weights differ from a refit, so a change to the sets or the features cannot
go out without new weights. Negatives are the look-alikes of the injection sets and ordinary
team text (memos and chat turns of the other labeled sets). The threshold is the lowest on a
grid whose out-of-fold false positive rate (5 folds) is at most 1% on look-alikes and 0.1% on
ordinary text: chosen on the training sets, never on a held-out one. At 2% (0.85) a model refitted
without a set flagged 12% of injection_corpus's look-alikes; at 1% (0.95), 8%, for 1 point of
recall on the sets left out (0.973 -> 0.965). Folds that each hold out one
labeled set whole were tried: refitted without a set and measured on it, they did no better on
look-alikes (injection_corpus's: 11% flagged, against 10%) and caught fewer injections.
With eight sets (session 7), each left out in turn and measured with rules + model, pooled: recall 0.813 at
1.5% of look-alikes flagged at 0.95, 0.837 / 2.2% at 0.9; C=4 (0.771 / 1.8% at 0.95) and C=64 (0.837 / 2.1%)
move along the same curve, so C stays. The sets written last stay far lower (no. 7: 0.52 / 2.5%).
With nine sets (session 8), pooled: 0.776 / 2.2% before its changes, 0.804 / 2.2% after (phrase n-grams across
word gaps, sentence pairs, texts fitted without their opening addressee, persistence signals; BENCHMARKS.md).
A copy without the addressee shares its original's fold (StratifiedGroupKFold), so the threshold is not chosen
on texts fitted in another form.
With fourteen sets (session 11), each left out in turn at 0.95: mean recall 0.834 at 2.0% of look-alikes flagged
(nos. 4-12: 0.760 / 2.8%); set no. 12 measured before it joined: 0.614 / 2.8% (BENCHMARKS.md).
With fifteen sets (session 12), set no. 13 measured before it joined: 0.649 / 1.7%; nos. 4-13 left out at 0.95,
mean 0.780 / 2.8% with that session's gloss and gates (models fitted before them; BENCHMARKS.md).
With sixteen sets (session 13), set no. 14 measured before it joined: 0.770 / 3.3%; fitted on, 0.878 / 1.9%.
With seventeen sets (session 14), set no. 15 measured before it joined (the sixteen-set model, never fitted on it):
0.696 / 5.1% (rules alone 0.324 / 4.1%).
With eighteen sets (session 15), set no. 16 measured before it joined (the seventeen-set model, never fitted on it):
0.751 / 1.6% (rules alone 0.428 / 0.9%); nos. 4-16 each left out at 0.95, mean 0.783 / 1.85% (0.90: even halves
0.824 / 1.4%, odd 0.830 / 2.9%); easing the bar by signal did no better than lowering it (BENCHMARKS.md).
With nineteen sets (session 16), set no. 17 measured before it joined (the eighteen-set model, never fitted on it):
0.771 / 2.0% (rules alone 0.327 / 1.3%). Fitted with it and with two chat sets as ordinary text, the threshold fell
to 0.90 and 25 of 6,053 turns of the other chat sets were flagged; with every released chat set (7,292 ordinary
texts) weighed on top of the balanced injections and look-alikes, 0.90 again, 2 of 6,444 turns flagged, and a
sentence with no signal held to 0.95 (`injection._MODEL_ALONE_BAR`). Set no. 18 held out: 0.718 / 5.1% -> 0.761 / 4.8%.
With twenty sets (session 17), set no. 18 measured before it joined: 0.761 / 4.8% (rules alone 0.338 / 3.6%).
With twenty-one sets (session 18), set no. 19 measured before it joined: 0.757 / 2.8% (rules alone 0.397 / 2.0%).
With twenty-two sets (session 19), set no. 20 measured before it joined: 0.742 / 2.2% (rules alone 0.332 / 1.7%).
With twenty-three sets (session 20), set no. 21 measured before it joined: 0.823 / 1.7% (rules alone 0.370 / 0.7%).
With twenty-four sets (session 21), set no. 22 measured before it joined: 0.733 / 3.1% (rules alone 0.350 / 2.3%).
With twenty-five sets (session 22), set no. 23 measured before it joined: 0.815 / 4.7% (rules alone 0.288 / 3.5%).
With twenty-six sets (session 23), set no. 24 measured before it joined: 0.840 / 3.6% (rules alone 0.389 / 2.1%).
With twenty-seven sets (session 24), set no. 25 measured before it joined: 0.787 / 4.0% (rules alone 0.361 / 2.0%).
With twenty-eight sets (session 25), set no. 26 measured before it joined: 0.762 / 4.6% (rules alone 0.365 / 3.6%).
With twenty-nine sets (session 26), set no. 27 measured before it joined: 0.720 / 1.5% (rules alone 0.280 / 1.5%).
With thirty sets (session 27), set no. 28 measured before it joined: 0.717 / 1.0% (rules alone 0.321 / 0.3%).
With thirty-one sets (session 28), set no. 29 measured before it joined: 0.868 / 2.3% (rules alone 0.468 / 1.3%).
With thirty-two sets (session 29), set no. 30 measured before it joined: 0.884 / 5.1% (rules alone 0.408 / 4.1%).
With thirty-three sets (session 30), set no. 31 measured before it joined: 0.850 / 2.0% (rules alone 0.461 / 1.0%).
With thirty-four sets (session 31), set no. 32 measured before it joined: 0.903 / 4.7% (rules alone 0.488 / 3.9%).
With thirty-five sets (session 32), set no. 33 measured before it joined: 0.835 / 2.8% (rules alone 0.441 / 2.6%).
Its fit missed the look-alike target at 0.90 by two texts (78 of 7,645 flagged out of fold, 1.02%; ordinary text
5 of 9,151, 0.05%, met) and the grid's next step was 0.95 (43, 0.56%): the step, not a target, cost recall. On steps
of 0.01 the same targets give 0.91 (70, 0.92%). Nos. 4-21 each left out (fitted at the threshold, mean per set):
0.95, even halves 0.784 / 1.38%, odd 0.786 / 2.52%; 0.91, even 0.817 / 1.56%, odd 0.817 / 2.83% (89 of 3,248
look-alikes flagged against 80); 0.90, even 0.824 / 1.62%, odd 0.822 / 2.89% (BENCHMARKS.md, session 20).
The 236 injections that are one only by hidden characters left out (session 22, `hidden_only`): "Deploy at noon
today." 0.954 -> 0.029; nos. 16-23 each left out at 0.91, even 0.816 / 2.53% -> 0.820 / 2.59%, odd 0.812 / 2.96% ->
0.813 / 3.02% (BENCHMARKS.md).
"""

from __future__ import annotations

import gzip
import importlib
import json
import re
from pathlib import Path

import numpy as np
from scipy import sparse
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import StratifiedGroupKFold

from memory_pipeline import injection, injection_model
from memory_pipeline.injection_model import SIGNAL_SCALE, Model, Screen
from tests import fit_salience_model
from tests.data import (injection_corpus, injection_dev, injection_eighteenth, injection_eighth, injection_eleventh,
                        injection_fifteenth, injection_fifth, injection_fourteenth, injection_fourth, injection_fresh,
                        injection_heldout, injection_nineteenth, injection_ninth, injection_seventeenth,
                        injection_seventh, injection_sixteenth, injection_sixth, injection_tenth, injection_third,
                        injection_thirteenth, injection_thirtieth, injection_thirtyfirst, injection_thirtysecond,
                        injection_thirtythird, injection_twelfth, injection_twentieth, injection_twentyeighth,
                        injection_twentyfifth, injection_twentyfirst, injection_twentyfourth, injection_twentyninth,
                        injection_twentysecond, injection_twentyseventh, injection_twentysixth, injection_twentythird,
                        memo_pairs_train)

SETS = (injection_corpus, injection_dev, injection_heldout, injection_fresh, injection_third, injection_fourth,
        injection_fifth, injection_sixth, injection_seventh, injection_eighth, injection_ninth, injection_tenth,
        injection_eleventh, injection_twelfth, injection_thirteenth, injection_fourteenth, injection_fifteenth,
        injection_sixteenth, injection_seventeenth, injection_eighteenth, injection_nineteenth, injection_twentieth,
        injection_twentyfirst, injection_twentysecond, injection_twentythird, injection_twentyfourth,
        injection_twentyfifth, injection_twentysixth, injection_twentyseventh, injection_twentyeighth,
        injection_twentyninth, injection_thirtieth, injection_thirtyfirst, injection_thirtysecond,
        injection_thirtythird)
C = 16.0
# Out of fold, at most this share of look-alikes and of ordinary team text may be flagged.
LOOK_ALIKE_TARGET = 0.01
ORDINARY_TARGET = 0.001
# Steps of 0.01: on steps of 0.05 the twenty-three-set fit missed the look-alike target at 0.90 by 0.02 points
# (78 of 7,645 flagged, 1.02%) and jumped to 0.95, which met it with room to spare (0.56%); 0.91 met it (0.92%).
THRESHOLDS = tuple(round(0.5 + 0.01 * i, 2) for i in range(46))
OUT = Path(injection_model.__file__).parent / "data" / injection_model.WEIGHTS


# Every released noisy-chat set (the salience fit's) but `fresh`, which tests/test_injection_model.py keeps as
# turns written apart.
CHAT_SETS = tuple(name for name in fit_salience_model.SETS if name != "fresh")


def ordinary_text() -> list[str]:
    """Team memos and chat turns with no injection in them: without them the model took 0.6% of
    ordinary memos for attacks ("contractors no longer have any prod db access"). With the turns of two
    chat sets only, set no. 17 moved the threshold to 0.90 and the model flagged 25 of 6,053 turns of
    the other chat sets ("yeah. ok thanks, good chat"), against 7 before: ordinary talk is most of what
    the scan reads, so the fit sees all of it."""
    memos = {text for pair in memo_pairs_train.PAIRS for text in pair[2:4]}
    turns = {content for name in CHAT_SETS
             for chat in importlib.import_module(f"tests.data.noisy_chats_{name}").CHATS
             for _, content in chat["turns"]}
    return sorted(memos | turns)


# A text that opens by naming its reader ("Assistant, ...", "Note for the agents: ...") is fitted once more
# without that opening, with the same label: an order stays an order (and a request a request) without its
# addressee. Without it the model leant on the addressee and missed harmful orders written with none.
_ADDRESSEE_LEAD = re.compile(
    r"^\s*(?:(?:hey|hi|hello|dear|ok|attention|note (?:to|for)|reminder (?:to|for)|fyi|psa|to|for)[ ,]+)?"
    r"(?:the |all |any |every |our |each )?(?:[a-z-]+ )?(?:ai|a\.i\.|assistants?|agents?|bots?|models?|claude|copilot|"
    r"gpt|chatgpt|llms?|summari[sz]ers?|digest writer)(?: [a-z]+)?\s*[,:\u2014-]\s*", re.I)


def without_addressee(text: str) -> str | None:
    match = _ADDRESSEE_LEAD.match(text)
    if match is None or len(text) - match.end() <= 20:
        return None
    rest = text[match.end():]
    return rest[0].upper() + rest[1:]


def hidden_only(text: str) -> bool:
    """The rules find hidden characters in `text` (zero-width characters inside words, tag characters, bidi
    overrides) and nothing else: its label rests on characters the model never sees (its reading folds them
    away), so the words it does see are no evidence. Fitted as injections, 236 such texts ("Deploy to prod at noon
    <bidi>today<bidi> please", "Please re<zwsp>view the doc before Friday.", "Weekly report attached.") taught the
    twenty-five-set model that plain orders with a time are attacks ("Deploy at noon today." 0.954)."""
    return {finding.kind for finding in injection._scan(text, learned=False)} == {"hidden_text"}


def labeled(sets=SETS, augmented: bool = False) -> tuple[list[str], np.ndarray, np.ndarray]:
    """Texts, labels (1: injection) and which negatives are ordinary text rather than look-alikes;
    `augmented`: also the texts that open with an addressee, without it. Injections that are one only by their
    hidden characters (`hidden_only`) are left out: the rules catch them, the model cannot read why."""
    texts, labels = [], []
    for data in sets:
        positives = [text for _, text in data.POSITIVES if not hidden_only(text)]
        texts += positives + [text for _, text in data.NEGATIVES]
        labels += [1] * len(positives) + [0] * len(data.NEGATIVES)
    ordinary = ordinary_text()
    texts, labels = texts + ordinary, labels + [0] * len(ordinary)
    is_ordinary = [False] * (len(texts) - len(ordinary)) + [True] * len(ordinary)
    if augmented:
        extra = [(stripped, label) for text, label, plain in zip(texts, labels, is_ordinary)
                 if not plain for stripped in [without_addressee(text)] if stripped is not None]
        texts, labels = texts + [t for t, _ in extra], labels + [label for _, label in extra]
        is_ordinary += [False] * len(extra)
    return texts, np.array(labels), np.array(is_ordinary)


def groups(texts: list[str]) -> np.ndarray:
    """A text and its copy without an addressee share a group, so they fall in one fold."""
    ids: dict[str, int] = {}
    return np.array([ids.setdefault(without_addressee(text) or text, len(ids)) for text in texts])


def sample_weights(labels: np.ndarray, is_ordinary: np.ndarray) -> np.ndarray:
    """Injections and look-alikes weigh as much in all ("balanced" over the two); ordinary text weighs as a
    look-alike does, on top. Balanced over everything, 5,400 more ordinary turns (session 16) made every
    look-alike weigh less and pushed plain orders over the bar ("Deploy at noon today." from 0.89 to 0.95)."""
    positives, look_alikes = (labels == 1).sum(), ((labels == 0) & ~is_ordinary).sum()
    each = (positives + look_alikes) / 2
    return np.where(labels == 1, each / positives, each / look_alikes)


class Fitted:
    """The scikit-learn pipeline the shipped weights are exported from."""

    def __init__(self, readings: list[tuple[str, frozenset[str]]], labels: np.ndarray, is_ordinary: np.ndarray):
        norms = [norm for norm, _ in readings]
        self.chars = TfidfVectorizer(analyzer=injection_model.char_grams, sublinear_tf=True, min_df=2).fit(norms)
        self.words = TfidfVectorizer(analyzer=injection_model.word_grams, sublinear_tf=True).fit(norms)
        self.phrases = TfidfVectorizer(analyzer=injection_model.phrase_grams, sublinear_tf=True, min_df=2).fit(norms)
        self.signal_names = sorted(injection.SIGNALS)
        self.classifier = LogisticRegression(C=C, max_iter=5000)
        self.classifier.fit(self.matrix(readings), labels, sample_weight=sample_weights(labels, is_ordinary))

    def matrix(self, readings: list[tuple[str, frozenset[str]]]):
        norms = [norm for norm, _ in readings]
        signals = sparse.csr_matrix([[SIGNAL_SCALE * (name in found) for name in self.signal_names]
                                     for _, found in readings])
        return sparse.hstack([self.chars.transform(norms), self.words.transform(norms), self.phrases.transform(norms),
                              signals]).tocsr()

    def predict_proba(self, readings):
        return self.classifier.predict_proba(self.matrix(readings))[:, 1]

    def export(self, threshold: float, screen: Screen) -> Model:
        coef = self.classifier.coef_[0]
        chars = _weights(self.chars, coef)
        words = _weights(self.words, coef[len(chars):])
        phrases = _weights(self.phrases, coef[len(chars) + len(words):])
        offset = len(chars) + len(words) + len(phrases)
        signals = {name: float(coef[offset + i]) for i, name in enumerate(self.signal_names)}
        return Model(chars, words, phrases, signals, float(self.classifier.intercept_[0]), threshold, screen)


def _weights(vectorizer: TfidfVectorizer, coef) -> dict[str, tuple[float, float]]:
    return {name: (float(vectorizer.idf_[i]), float(coef[i])) for i, name in enumerate(vectorizer.get_feature_names_out())}


def fit_screen(readings, labels, flagged: list[str]) -> Screen:
    """The words-only screen, its threshold half its lowest score on a sentence the model flags."""
    words = TfidfVectorizer(analyzer=injection_model.word_grams, sublinear_tf=True).fit([n for n, _ in readings])
    classifier = LogisticRegression(C=C, class_weight="balanced", max_iter=5000)
    classifier.fit(words.transform([n for n, _ in readings]), labels)
    screen = Screen(_weights(words, classifier.coef_[0]), float(classifier.intercept_[0]), 0.0)
    lowest = min(score for norm in flagged for score in [screen.score(norm)] if score is not None)
    return Screen(screen.words, screen.intercept, round(lowest / 2, 4))


def threshold(readings, labels, is_ordinary, group) -> float:
    out_of_fold = np.zeros(len(labels))
    for train, test in StratifiedGroupKFold(5, shuffle=True, random_state=0).split(np.zeros(len(labels)), labels, group):
        fitted = Fitted([readings[i] for i in train], labels[train], is_ordinary[train])
        out_of_fold[test] = fitted.predict_proba([readings[i] for i in test])
    look_alikes = out_of_fold[(labels == 0) & ~is_ordinary]
    ordinary = out_of_fold[is_ordinary]
    # No threshold on the grid meeting both targets (some sets left out): the strictest one.
    return next((t for t in THRESHOLDS
                 if (look_alikes >= t).mean() <= LOOK_ALIKE_TARGET and (ordinary >= t).mean() <= ORDINARY_TARGET),
                THRESHOLDS[-1])


def fit(sets=SETS, cut: float | None = None) -> tuple[Model, Fitted, list, np.ndarray]:
    """The model fitted on `sets` (all labeled injection sets unless told) and ordinary team text; its
    threshold chosen out of fold, or `cut` (five fits fewer: for measuring many refits)."""
    texts, labels, is_ordinary = labeled(sets, augmented=True)
    readings = [injection.reading(text) for text in texts]
    fitted = Fitted(readings, labels, is_ordinary)
    if cut is None:
        cut = threshold(readings, labels, is_ordinary, groups(texts))
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
