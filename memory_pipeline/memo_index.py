"""What consolidation's candidate search keeps of each active memo between runs (`memory_memo_index`).

An entry (`IndexEntry`) holds a memo's exact key, subject words and MinHash band keys; its row also
keeps the memo's close reading (`MemoFacts.reading`) once a run has made it. A row is keyed by the
memo's content and the code that analysed it (`analysis_key`): the code is this module, `memo_facts`
and `minhash`, with the datasketch release whose permutations `minhash` uses, which is all an entry
depends on, so the pass's rules (`consolidation`, `memo_alignment`, `memo_pair_model`) change without
making stored entries stale.
"""

from __future__ import annotations

import hashlib
import json
import unicodedata
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

import numpy as np

from memory_pipeline import memo_facts, minhash
from memory_pipeline.memo_facts import MemoFacts


@dataclass(frozen=True)
class IndexEntry:
    """What the candidate search reads of a memo (`memory_memo_index`): its exact key (a digest of
    `MemoFacts.exact_key`), subject words and their count, and MinHash band keys."""

    exact_key: str
    index_keys: frozenset[str]
    subject_size: int
    band_keys: np.ndarray  # uint64[minhash.BANDS]

    @classmethod
    def of(cls, memos: list[MemoFacts]) -> list["IndexEntry"]:
        # Memos with one text share its analysis (`consolidation.facts_of`): each text is hashed once.
        distinct = list(dict.fromkeys(memos))
        keys = minhash.band_keys(minhash.signatures([facts.shingles for facts in distinct]))
        entries = {id(facts): cls(_digest(facts.exact_key), facts.index_keys, facts.subject_size, row)
                   for facts, row in zip(distinct, keys)}
        return [entries[id(facts)] for facts in memos]

    @classmethod
    def stored(cls, row) -> "IndexEntry":
        return cls(row.exact_key, frozenset(json.loads(row.index_keys)), row.subject_size,
                   np.frombuffer(row.band_keys, dtype="<u8").astype(np.uint64))

    def row(self, memo_id: str, analysis_key: str, reading: str | None) -> dict:
        return dict(memo_id=memo_id, analysis_key=analysis_key, exact_key=self.exact_key,
                    index_keys=json.dumps(sorted(self.index_keys)), subject_size=self.subject_size,
                    band_keys=self.band_keys.astype("<u8").tobytes(), reading=reading)


def _digest(text: str) -> str:
    return hashlib.blake2b(text.encode("utf-8"), digest_size=16).hexdigest()


def _analysis(datasketch_version: str) -> str:
    """The code an entry comes from: the memo analysis (its close reading too), the MinHash and the datasketch
    release whose permutations it uses, this module's reading of them, and the Unicode tables accents are stripped
    with. Any change to them makes every stored entry stale (recomputed once, at the next run), so a stored entry
    always equals a fresh one; a change to the pass's decisions (`consolidation`) leaves them valid."""
    return _digest("".join(Path(module.__file__).read_text(encoding="utf-8") for module in (memo_facts, minhash))
                   + Path(__file__).read_text(encoding="utf-8") + unicodedata.unidata_version
                   + "datasketch " + datasketch_version)


ANALYSIS = _analysis(metadata.version("datasketch"))  # its metadata, not the module (`minhash.permutations`)


def analysis_key(content: str) -> str:
    """The key of a memo's stored entry: its content with the code that analyses it."""
    return _digest(ANALYSIS + content)
