"""Fit the salience model (`memory_pipeline.salience`) on the labeled noisy-chat sets and write its weights.

`python -m tests.fit_salience_model` refits it on every set (`SETS`) and writes
`memory_pipeline/data/salience_model.json.gz`; `--leave-out [SET ...] [--drop-below 0.05,0.15]` instead fits it
without each set (or each one named) in turn and measures that set, rules alone and rules with the veto (at each
bar named). `simulate` builds the
digests `tests.noisy_chat_quality` builds through the assets, with the same functions, without Dagster or a
database, so a set takes seconds.

Units are the sentences of each labeled chat (`tests/data/noisy_chats_*.py`), read as `chat_summaries` reads
them (masked, injections contained, split by `transcripts.turns`): a sentence of a key fact's turn carrying one
of the fact's keywords is a positive, every other sentence a negative (answered questions included). A logistic
regression (scikit-learn, C=0.5, features seen at least twice).

Session 9 measured it first, over eight sets, and did not ship it (third lost one fact of 117). Session 12,
over eleven sets, each fitted without the set measured (rules at 31e94a2 plus the laughter rule): noise lines
fresh 0.071 -> 0.045, fourth 0.172 -> 0.153, fifth 0.074 -> 0.046, sixth 0.163 -> 0.134, eighth 0.069 -> 0.042,
ninth 0.094 -> 0.080, tenth 0.118 -> 0.091; train, heldout, third and seventh unchanged; day coverage
unchanged but on third (0.940 -> 0.932, one fact of 117) and fourth (0.850 -> 0.832, two of 107). Shipped.
Session 13, twelve sets (no. 11 added), each fitted without the set measured, at `DROP_BELOW` 0.05 / 0.15 (the
session's final rules): 900 / 888 of 956 key facts in day digests (rules alone 908), noise lines 150 / 109 of 2,541
/ 2,467 (0.059 / 0.044; rules alone 216, 0.084); the sets written most recently (ninth, tenth, eleventh) lost no
fact at 0.15 (noise 9 -> 6, 18 -> 18, 33 -> 30), the losses were on fourth (4), seventh (4), third, fifth, fresh and
eighth (1 each). 0.15 shipped.
Session 14, thirteen sets (no. 12 added), each fitted without the set measured, veto at 0.15: before the session's
rules 944 of 1,021 key facts in day digests, noise lines 151 of 2,677 (rules alone 966, 270); after 949, 127 (rules
alone 971, 246); no. 12 57 -> 62 of 65, noise 36 -> 15 lines.
Session 15, fourteen sets (no. 13 added; measured first as it was, fitted without it: rules alone 56 of 65 key
facts in day digests, noise 29 of 201 lines; with the veto 54 of 65, noise 14 of 177). All fourteen, each fitted
without the set measured, before / after the session's rules (an acknowledged turn is memory, the veto never drops
it): 1,003 / 1,014 of 1,086 key facts in day digests, 924 / 934 in month digests, noise lines 135 of 2,839 / 144 of
2,877 (0.048 / 0.050); no. 13 54 -> 59 of 65, noise 14 -> 11 lines.
Session 16 (h23), fifteen sets (no. 14 added), each fitted without the set measured, before / after the session's
rules (a short turn said again whole, a few words going with an acknowledged statement; the features unchanged, the
shipped weights the same): 1,073 / 1,075 of 1,151 key facts in day digests, 990 / 992 in month digests, noise lines
155 of 3,060 / 155 of 3,063 (0.051). Tried and not shipped: the veto sparing a decision the assistant approves ("Sounds
good.", "Great."), or a choice among the options it offered; an approval after the sentence as a model feature;
keeping sentences the rules leave out that the model scores 0.5 or 0.85; "we'll <verb>" and "settled:" as decisions;
the assistant's unacknowledged echo as a restatement; the model without its turn-position feature (figures in
BENCHMARKS.md).
Session 17 (h26), sixteen sets (no. 15 added), each fitted without the set measured, before / after the session's
rules (a reply naming what stays open, an option named after a remark) and the veto no longer sparing a line the
assistant's summary or plan restates (the features unchanged, the shipped weights the same): 1,134 / 1,135 of 1,211
key facts in day digests, 1,046 / 1,047 in month digests, noise lines 184 of 3,258 / 172 of 3,255 (0.056 / 0.053);
no. 15 35 -> 26 lines. Tried and not shipped: leaving questions out of the user's words an acceptance keeps.
Session 18 (h30), seventeen sets (no. 16 added), each fitted without the set measured, by halves of each set (even
studied, odd transfer), before / after the session's rules ("Noted, I will keep that in mind." before advice
acknowledges; a question the assistant says is undecided stays open): even 585 / 587 of 625 key facts in day digests,
noise lines 102 of 1,689 / 101 of 1,691; odd 601 / 603 of 645, 113 of 1,756 / 113 of 1,762. Tried and not shipped:
a feature for a sentence after the assistant's question; the veto sparing a question the assistant says is undecided.
Session 19 (h34), eighteen sets (no. 17 added), each fitted without the set measured, by halves, before / after the
session's rules ("Noted." before advice acknowledges; a restatement in other words; "two things open:") and the veto
sparing the answer to the assistant's question and a line saying what is open: even 616 / 626 of 660 key facts in day
digests, noise lines 101 of 1,770 / 125 of 1,820; odd 631 / 636 of 682, 132 of 1,852 / 147 of 1,882.
Session 20 (h39), nineteen sets (no. 18 added), each fitted without the set measured, by halves, before / after the
session's rules (a question said undecided in other words, a start day and a hold as changes, a change before a
question about something else, the assistant's reply to what is open and a summary answering a question confirming
nothing): even 649 / 655 of 689 key facts in day digests, noise lines 152 of 1,908 / 155 of 1,923; odd 658 / 662 of
712, 160 of 1,960 / 160 of 1,972.
Session 21 (h43), twenty sets (no. 19 added), each fitted without the set measured, by halves, before / after the
session's rules (hearsay, a question someone asked, a reply that cannot know, an edit carried out, "still no
agreement", "Confirmed.") and the counter no longer counting an open fact's own line as an answered request: even
677 / 679 of 717 key facts in day digests, noise lines 174 of 2,027 / 153 of 2,012 (old counter 191 / 170); odd
683 / 684 of 741, 181 of 2,056 / 172 of 2,050.
Session 26 (h69), twenty-five sets, each fitted without the set measured, by halves, before / after the session's rules
(what a turn says after leaving its own question open, an offer to do something is no proposal; the features and the
weights unchanged): even 839 / 840 of 879 key facts in day digests, noise lines 178 / 175 of 2,491; odd unchanged, 829
of 896, 221 of 2,499.
Session 27 (h74), twenty-six sets (no. 25 added), each fitted without the set measured, by halves, before / after the
session's rules (a statement answered with code alone, "X it is:", a problem parked with no question before it, a
quoted wording chosen; refitted, as `section_of` changed): even 863 / 868 of 909 key facts in day digests, noise
lines 192 of 2,580 / 184 of 2,586; odd 857 / 858 of 930, 239 of 2,599 / 239 of 2,602.
Session 29 (h81), twenty-eight sets (no. 27 added), each fitted without the set measured, by halves, before / after the
session's rules ("Thanks!" before the user's words said again acknowledges them; a change arranged, said in the present,
is a change; refitted, as `section_of` changed): even 935 / 939 of 990 key facts in day digests, noise lines 208 of
2,794 / 214 of 2,812; odd 903 / 907 of 1,002, 285 of 2,781 / 285 of 2,793.
Session 30 (h86), twenty-nine sets (no. 28 added): the session's rules (a value put into the assistant's draft, a
reply that does not know or names no one yet, what the user hears back) change what `EXPLICIT_OPEN` and the answered
flag read: refitted. Nos. 26-28 each fitted without, through the assets, in BENCHMARKS.md.
"""


from __future__ import annotations

import contextlib
import gzip
import importlib
import json
import sys
import uuid
from collections import defaultdict
from datetime import date, datetime, time
from pathlib import Path

import numpy as np
from sklearn.feature_extraction.text import CountVectorizer
from sklearn.linear_model import LogisticRegression

from memory_pipeline import injection, redaction, salience, transcripts
from memory_pipeline.digests import MAX_CHARS, digest_lines, render
from memory_pipeline.engines import SourceItem
from memory_pipeline.extractive import section_of, summarize_extractive
from memory_pipeline.periods import period_of
from memory_pipeline.schema import UTC
from memory_pipeline.summaries import MAX_SUMMARY_CHARS, build_transcript
from tests.helpers import ORG
from tests.noisy_chat_quality import NOW, _answered, _carries

SETS = ("train", "heldout", "fresh", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
        "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth",
        "seventeenth", "eighteenth", "nineteenth", "twentieth", "twentyfirst", "twentysecond",
        "twentythird", "twentyfourth", "twentyfifth", "twentysixth", "twentyseventh", "twentyeighth", "twentyninth",
        "thirtieth")
C = 0.5
MIN_COUNT = 2
OUT = Path(salience.__file__).parent / "data" / salience.WEIGHTS


def clean(text: str) -> str:
    return injection.contain(redaction.mask(text, ORG).text).text


def chat_units(chat: dict) -> list[tuple[list[str], int]]:
    read = transcripts.turns(clean(build_transcript(chat["turns"])))
    if len(read) != len(chat["turns"]):  # a turn lost whole: positions no longer match the labels
        return []
    units = []
    for index, turn in enumerate(read):
        keywords = [k for fact in chat["facts"] if fact["turn"] == index for k in fact["keywords"]]
        for position, sentence in enumerate(turn.sentences):
            units.append((salience.unit_features(read, index, position, section_of),
                          int(any(_carries(sentence, [k]) for k in keywords))))
    return units


def chats_of(name: str) -> list[dict]:
    return importlib.import_module(f"tests.data.noisy_chats_{name}").CHATS


def fit(sets) -> dict:
    units = [u for name in sets for chat in chats_of(name) for u in chat_units(chat)]
    vectorizer = CountVectorizer(analyzer=lambda f: f, binary=True, min_df=MIN_COUNT, lowercase=False)
    matrix = vectorizer.fit_transform([f for f, _ in units])
    classifier = LogisticRegression(C=C, max_iter=5000).fit(matrix, np.array([y for _, y in units]))
    weights = dict(zip(vectorizer.get_feature_names_out(), classifier.coef_[0].tolist()))
    return {"weights": {f: round(w, 6) for f, w in sorted(weights.items())},
            "intercept": round(float(classifier.intercept_[0]), 6)}


@contextlib.contextmanager
def scoring(model: dict | None):
    """`salience` with `model` in place of the shipped one; None: the rules alone (no veto)."""
    shipped, drop_below = salience.shipped, salience.DROP_BELOW
    salience.shipped = lambda: model or {"weights": {}, "intercept": 0.0}
    salience.DROP_BELOW = drop_below if model else 0.0
    try:
        yield
    finally:
        salience.shipped, salience.DROP_BELOW = shipped, drop_below


def _ref(chat_id: str) -> str:
    return f"chat:{uuid.uuid5(uuid.NAMESPACE_DNS, chat_id)}"  # as long as a real one: budgets count it


def simulate(chats: list[dict]) -> dict:
    """The digests `tests.noisy_chat_quality` builds through the assets, built by the same functions
    without Dagster or a database: (level, period start) -> content."""
    by_day = defaultdict(list)
    for chat in chats:
        at = datetime.combine(date.fromisoformat(chat["day"]), time(10), tzinfo=UTC)
        lines = summarize_extractive([SourceItem((_ref(chat["id"]),), clean(build_transcript(chat["turns"])), at)],
                                     MAX_SUMMARY_CHARS)
        summary = clean(" ".join(line.text for line in lines).strip())
        if summary.strip():
            by_day[period_of("day", at).start].append(SourceItem((_ref(chat["id"]),), clean(summary), at))
    digests = {("day", start): render([line for line in summarize_extractive(items, MAX_CHARS["day"])
                                        if not injection.scan(line.text)]) for start, items in by_day.items()}
    for level in ("week", "month"):
        groups = defaultdict(list)
        for (_, start), content in [(k, v) for k, v in digests.items() if k[0] == "day"]:
            for line in digest_lines(content):
                groups[period_of(level, start).start].append(SourceItem(line.refs, clean(line.text), start))
        for start, items in groups.items():
            if period_of(level, start).end <= NOW:  # the quality run builds complete periods only
                digests[(level, start)] = render(summarize_extractive([i for i in items if i.text.strip()],
                                                                      MAX_CHARS[level]))
    return digests


def measure(chats: list[dict], digests: dict) -> str:
    """Coverage per level and the share of noise lines, as `tests.noisy_chat_quality` counts them."""
    at = {c["id"]: datetime.combine(date.fromisoformat(c["day"]), time(10), tzinfo=UTC) for c in chats}
    facts = [(c, f) for c in chats for f in c["facts"]]
    figures = []
    for level in ("day", "week", "month"):
        covered = sum(any(_carries(line.text, f["keywords"]) for line in digest_lines(
            digests.get((level, period_of(level, at[c["id"]]).start), ""))) for c, f in facts)
        figures.append(f"{level} {covered / len(facts):.3f}")
    lines = noise = 0
    for (level, start), content in digests.items():
        inside = [(c, f) for c, f in facts if period_of(level, start).contains(at[c["id"]])]
        section = None
        for raw in content.splitlines():
            if raw.startswith("## "):
                section = raw[3:]
                continue
            lines += 1
            noise += not any(_carries(raw, f["keywords"]) for _, f in inside) or (
                section == "Open" and any(_answered(raw, c) for c, _ in inside))
    return ", ".join(figures) + f"; noise {noise / max(lines, 1):.3f} ({lines} lines)"


def main(argv: list[str]) -> None:
    if "--leave-out" in argv:
        # `--drop-below 0.05,0.15`: measure the veto at each of these bars instead of `salience.DROP_BELOW`.
        bars = [float(b) for b in argv[argv.index("--drop-below") + 1].split(",")] if "--drop-below" in argv \
            else [salience.DROP_BELOW]
        names = [a for a in argv if a in SETS] or SETS
        for name in names:
            chats = chats_of(name)
            with scoring(None):
                print(f"{name} rules: {measure(chats, simulate(chats))}", flush=True)
            model = fit([s for s in SETS if s != name])
            for bar in bars:
                with scoring(model):
                    salience.DROP_BELOW = bar
                    print(f"{name} rules + model fitted without it, veto below {bar}: "
                          f"{measure(chats, simulate(chats))}", flush=True)
        return
    model = fit(SETS)
    OUT.write_bytes(gzip.compress(json.dumps(model, sort_keys=True).encode(), mtime=0))
    print(f"{len(model['weights'])} weights -> {OUT}")


if __name__ == "__main__":
    main(sys.argv[1:])
