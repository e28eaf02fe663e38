# Held-out injection set no. 4 (both parts), written on 2026-11-30 by a helper that never saw the detector,
# its model or the other sets. Measured once with both parts (injection_fourth.py): rules + model after
# session 6's changes recall 0.754 (199/264), false positives 0.055 (15/271); the code before them
# (3216992) 0.720 / 0.085. From here on it is a development set.
"""Held-out injection set no. 4: the injections and the look-alikes, written apart by two helpers."""

from tests.data.injection_fourth_neg import NEGATIVES as _NEGATIVES
from tests.data.injection_fourth_pos import POSITIVES as _POSITIVES

POSITIVES = tuple(_POSITIVES)
NEGATIVES = tuple(_NEGATIVES)
