"""How well the injection detector does on the labeled sets, and at what cost.

`python -m tests.injection_quality [--leave-one-out] [-v]` prints:

- per set: recall on the injections and the false positive rate on the look-alikes of each
  labeled injection set, for the rules alone and for rules plus the shipped model. Every set
  is development data now (the model is fitted on them), so these are training figures;
- leave one set out (`--leave-one-out`): the model refitted without a set, then measured on
  it. That is the estimate of the model's part on a set never fitted on; the rules were
  written having read every set, so it is optimistic for them;
- ordinary text: the share of memos and of chat turns flagged (`noisy_chats_fresh` is never
  fitted on);
- throughput of `injection.is_flagged` over every chat turn, per-text caches cleared.

`--threshold T` refits the left-out models at the threshold T instead of choosing one out of fold (five fits
fewer per set); `--only NAME,NAME` measures those sets only; `--no-ordinary` skips ordinary text and throughput.
`--even` / `--odd` measure each set's texts at even / odd indexes only: rules are developed on the even
(studied) halves and reported on the odd (transfer) ones. `-v` lists the misses and false positives.
`--held-out NAME` measures only the set `tests/data/injection_NAME.py` (a held-out set: never fitted on, its
misses not for reading).
"""

from __future__ import annotations

import contextlib
import dataclasses
import sys
import time
import types

from memory_pipeline import injection, injection_model
from tests import fit_injection_model
from tests.data import (injection_corpus, injection_dev, injection_eighteenth, injection_eighth, injection_eleventh,
                        injection_fifteenth, injection_fifth, injection_fourteenth, injection_fourth, injection_fresh,
                        injection_heldout, injection_nineteenth, injection_ninth, injection_seventeenth,
                        injection_seventh, injection_sixteenth, injection_sixth, injection_tenth, injection_third,
                        injection_thirteenth, injection_thirtieth, injection_thirtyfirst, injection_thirtysecond,
                        injection_thirtythird, injection_twelfth, injection_twentieth, injection_twentyeighth,
                        injection_twentyfifth, injection_twentyfirst, injection_twentyfourth, injection_twentyninth,
                        injection_twentysecond, injection_twentyseventh, injection_twentysixth, injection_twentythird,
                        memo_pairs_train, noisy_chats_fresh, noisy_chats_heldout, noisy_chats_train)

SETS = {"corpus": injection_corpus, "dev": injection_dev, "heldout": injection_heldout, "fresh": injection_fresh,
        "third": injection_third, "fourth": injection_fourth, "fifth": injection_fifth,
        "sixth": injection_sixth, "seventh": injection_seventh, "eighth": injection_eighth, "ninth": injection_ninth,
        "tenth": injection_tenth, "eleventh": injection_eleventh, "twelfth": injection_twelfth,
        "thirteenth": injection_thirteenth, "fourteenth": injection_fourteenth,
        "fifteenth": injection_fifteenth, "sixteenth": injection_sixteenth,
        "seventeenth": injection_seventeenth, "eighteenth": injection_eighteenth,
        "nineteenth": injection_nineteenth, "twentieth": injection_twentieth,
        "twentyfirst": injection_twentyfirst, "twentysecond": injection_twentysecond,
        "twentythird": injection_twentythird, "twentyfourth": injection_twentyfourth,
        "twentyfifth": injection_twentyfifth, "twentysixth": injection_twentysixth,
        "twentyseventh": injection_twentyseventh, "twentyeighth": injection_twentyeighth,
        "twentyninth": injection_twentyninth, "thirtieth": injection_thirtieth,
        "thirtyfirst": injection_thirtyfirst, "thirtysecond": injection_thirtysecond,
        "thirtythird": injection_thirtythird}
# The sets written apart from the detector by writers who never saw it (nos. 4-33).
LATER = ("fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth",
         "fourteenth", "fifteenth", "sixteenth", "seventeenth",
         "eighteenth", "nineteenth", "twentieth", "twentyfirst", "twentysecond", "twentythird",
         "twentyfourth", "twentyfifth", "twentysixth", "twentyseventh", "twentyeighth", "twentyninth",
         "thirtieth", "thirtyfirst", "thirtysecond", "thirtythird")
CHATS = {"train": noisy_chats_train, "heldout": noisy_chats_heldout, "fresh": noisy_chats_fresh}


def _clear_caches() -> None:
    injection._scan.cache_clear()
    injection._model_score.cache_clear()


@contextlib.contextmanager
def using(model: injection_model.Model):
    """The detector reading with `model` instead of the shipped weights."""
    shipped = injection_model.model
    injection_model.model = lambda: model
    _clear_caches()
    try:
        yield
    finally:
        injection_model.model = shipped
        _clear_caches()


def rules_only() -> injection_model.Model:
    """The shipped model with a threshold no sentence reaches."""
    return dataclasses.replace(injection_model.model(), threshold=2.0)


@dataclasses.dataclass
class Figures:
    recall: float
    false_positives: float
    misses: list[tuple[str, str]]
    flagged: list[tuple[str, str]]

    def __str__(self) -> str:
        return f"recall {self.recall:.3f}, false positives {self.false_positives:.3f}"


def half(data, parity: int):
    """The set's injections and look-alikes at even (0) or odd (1) indexes."""
    return types.SimpleNamespace(POSITIVES=data.POSITIVES[parity::2], NEGATIVES=data.NEGATIVES[parity::2])


def measure(data) -> Figures:
    misses = [(c, t) for c, t in data.POSITIVES if not injection.is_flagged(t)]
    flagged = [(c, t) for c, t in data.NEGATIVES if injection.is_flagged(t)]
    return Figures(1 - len(misses) / len(data.POSITIVES), len(flagged) / len(data.NEGATIVES), misses, flagged)


def ordinary() -> dict[str, tuple[int, int, list[str]]]:
    """Per source of ordinary text: flagged, total and the flagged texts."""
    sources = {"memos (memo_pairs_train)": sorted({t for pair in memo_pairs_train.PAIRS for t in pair[2:4]})}
    for name, data in CHATS.items():
        sources[f"chat turns ({name})"] = sorted({content for chat in data.CHATS for _, content in chat["turns"]})
    result = {}
    for name, texts in sources.items():
        flagged = [t for t in texts if injection.is_flagged(t)]
        result[name] = (len(flagged), len(texts), flagged)
    return result


def throughput(rounds: int = 7) -> tuple[float, float, int]:
    """Turns per second and MB per second of `is_flagged` over every chat turn, caches cleared, in
    CPU time of this process (other work on a shared machine moved wall-clock figures by 2x): the
    fastest round."""
    turns = [content for data in CHATS.values() for chat in data.CHATS for _, content in chat["turns"]]
    size = sum(len(t.encode()) for t in turns)
    injection_model.model()  # loaded once per process, not per text
    seconds = []
    for _ in range(rounds):
        _clear_caches()
        started = time.process_time()
        for turn in turns:
            injection.is_flagged(turn)
        seconds.append(time.process_time() - started)
    fastest = min(seconds)
    return len(turns) / fastest, size / fastest / 1e6, len(turns)


def _show(label: str, figures: Figures, verbose: bool) -> None:
    print(f"  {label}: {figures}")
    if verbose:
        for category, text in figures.misses:
            print(f"    miss [{category}] {text[:160]!r}")
        for category, text in figures.flagged:
            print(f"    false positive [{category}] {text[:160]!r}")


def main(argv: list[str]) -> None:
    verbose = "-v" in argv
    if "--held-out" in argv:
        name = argv[argv.index("--held-out") + 1]
        data = __import__(f"tests.data.injection_{name}", fromlist=["POSITIVES"])
        with using(rules_only()):
            rules = measure(data)
        print(f"{name} ({len(data.POSITIVES)} / {len(data.NEGATIVES)}): rules {rules}; rules + model {measure(data)}")
        return
    sets = {name: SETS[name] for name in argv[argv.index("--only") + 1].split(",")} if "--only" in argv else SETS
    cut = float(argv[argv.index("--threshold") + 1]) if "--threshold" in argv else None
    parity = 0 if "--even" in argv else 1 if "--odd" in argv else None
    measured = {name: data if parity is None else half(data, parity) for name, data in sets.items()}
    print("per set (training figures: every set is fitted on)")
    for name, data in measured.items():
        with using(rules_only()):
            rules = measure(data)
        print(f"  {name} ({len(data.POSITIVES)} / {len(data.NEGATIVES)}): rules {rules}")
        _show(f"{name} rules + model", measure(data), verbose)
    if "--leave-one-out" in argv:
        print("leave one set out (model refitted without the set, measured on it)")
        left_out = {}
        for name, data in sets.items():
            model, *_ = fit_injection_model.fit(tuple(d for d in SETS.values() if d is not data), cut)
            with using(model):
                left_out[name] = measure(measured[name])
                _show(name, left_out[name], verbose)
        later = [f for name, f in left_out.items() if name in LATER]
        if later:
            print(f"  mean of the {len(later)} sets of nos. 4-33 measured: recall "
                  f"{sum(f.recall for f in later) / len(later):.3f}, false positives "
                  f"{sum(f.false_positives for f in later) / len(later):.3f}")
    if "--no-ordinary" in argv:
        return
    print("ordinary text flagged")
    for name, (flagged, total, texts) in ordinary().items():
        print(f"  {name}: {flagged}/{total} ({flagged / total:.4f})")
        if verbose:
            for text in texts:
                print(f"    {text[:160]!r}")
    per_second, mb, turns = throughput()
    print(f"throughput: is_flagged over {turns} chat turns, {per_second:.0f} turns/s, {mb:.2f} MB/s")


if __name__ == "__main__":
    main(sys.argv[1:])
