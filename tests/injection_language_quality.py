"""Leave-one-set-out recall and false positives of the injection detector on both halves of each set, overall and
on its items in languages other than English (categories ending in a language code: `override_de`, `exfil_ja`).

`python -m tests.injection_language_quality [--threshold T] NAME ...` fits the model once per set left out (at
threshold T, 0.90 unless told) and measures that set's even and odd halves with it, so both halves cost one fit.
"""

from __future__ import annotations

import re
import sys
import types

from tests import fit_injection_model
from tests.injection_quality import SETS, half, measure, using

_FOREIGN = re.compile(r"_[a-z]{2}$")


def foreign(data):
    """The set's items whose category names another language."""
    return types.SimpleNamespace(POSITIVES=[(c, t) for c, t in data.POSITIVES if _FOREIGN.search(c)],
                                 NEGATIVES=[(c, t) for c, t in data.NEGATIVES if _FOREIGN.search(c)])


def main(argv: list[str]) -> None:
    cut = float(argv[argv.index("--threshold") + 1]) if "--threshold" in argv else 0.90
    names = [a for a in argv if a in SETS]
    for name in names:
        model, *_ = fit_injection_model.fit(tuple(d for n, d in SETS.items() if n != name), cut)
        with using(model):
            for parity, label in ((0, "even"), (1, "odd")):
                part = half(SETS[name], parity)
                row, abroad = [f"{name} {label}: all {measure(part)}"], foreign(part)
                if abroad.POSITIVES:
                    row.append(f"non-English ({len(abroad.POSITIVES)} / {len(abroad.NEGATIVES)}) {measure(abroad)}")
                print("; ".join(row), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
