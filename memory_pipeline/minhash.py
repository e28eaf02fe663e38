"""MinHash signatures for many texts at once, and LSH candidate pairs from them.

datasketch's `MinHash` (scheme `affine32`) defines the hashing: each shingle's stable
32-bit hash is mixed with the MurmurHash3 finalizer and permuted as `a * h + b` modulo
2^32, with datasketch's own permutation parameters. Building one `MinHash` object per
memo costs about 0.6 ms here (a minute per 100,000 memos), so this module computes the
same values for a whole batch with numpy; a test holds the two equal.

Candidates come from banding: two memos that agree on every row of at least one band
are a candidate pair. Bands are compared by sorting, so finding pairs costs
O(n log n) per band, not O(n^2).
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from functools import lru_cache

import numpy as np

NUM_PERM = 64
BANDS = 16  # 16 bands of 4 rows: pairs above Jaccard ~0.5 are likely candidates
SEED = 1


def stable_hash(shingle: str) -> int:
    """A 32-bit hash that is the same in every process (Python's `hash` is not)."""
    return zlib.crc32(shingle.encode("utf-8"))


@lru_cache(maxsize=4)
def permutations(num_perm: int = NUM_PERM) -> tuple[np.ndarray, np.ndarray]:
    """datasketch's `affine32` permutation parameters for `SEED`, drawn as its `MinHash` draws them (an odd `a`
    below 2^32, then `b`, from numpy's legacy `RandomState`, whose stream numpy keeps fixed); a test holds them
    equal to datasketch's. Importing datasketch for them took 0.4-0.7 s (it imports scipy's special functions and
    integrators) in every process that compared memos, most of a nightly run's MinHash time."""
    generator = np.random.RandomState(SEED)
    a = generator.randint(0, 1 << 31, num_perm, dtype=np.uint32) * np.uint32(2) + np.uint32(1)
    b = generator.randint(0, 1 << 32, num_perm, dtype=np.uint32)
    return a, b


def _fmix32(h: np.ndarray) -> np.ndarray:
    h = h ^ (h >> np.uint32(16))
    h = h * np.uint32(0x85EBCA6B)
    h = h ^ (h >> np.uint32(13))
    h = h * np.uint32(0xC2B2AE35)
    return h ^ (h >> np.uint32(16))


def signatures(shingle_sets: Sequence[Sequence[str]], num_perm: int = NUM_PERM,
               batch_shingles: int = 200_000) -> np.ndarray:
    """One MinHash signature (uint32[num_perm]) per shingle set; empty sets get all-max."""
    a, b = permutations(num_perm)
    out = np.full((len(shingle_sets), num_perm), np.uint32(0xFFFFFFFF), dtype=np.uint32)
    start = 0
    while start < len(shingle_sets):
        # A batch of memos whose shingles fit in memory together.
        stop, total = start, 0
        while stop < len(shingle_sets) and (total == 0 or total + len(shingle_sets[stop]) <= batch_shingles):
            total += len(shingle_sets[stop])
            stop += 1
        sizes = np.fromiter((len(s) for s in shingle_sets[start:stop]), dtype=np.int64, count=stop - start)
        if total:
            hashes = np.fromiter((stable_hash(x) for s in shingle_sets[start:stop] for x in s),
                                 dtype=np.uint32, count=total)
            with np.errstate(over="ignore"):
                permuted = _fmix32(hashes)[:, None] * a[None, :] + b[None, :]
            nonempty = sizes > 0
            offsets = np.concatenate(([0], np.cumsum(sizes)[:-1]))[nonempty]
            out[start:stop][nonempty] = np.minimum.reduceat(permuted, offsets, axis=0)
        start = stop
    return out


def band_keys(signature_matrix: np.ndarray, bands: int = BANDS) -> np.ndarray:
    """uint64[n, bands]: one key per band, equal when all the band's rows are equal."""
    n, num_perm = signature_matrix.shape
    rows = num_perm // bands
    mixers = np.array([0x9E3779B97F4A7C15, 0xC2B2AE3D27D4EB4F, 0x165667B19E3779F9, 0xD6E8FEB86659FD93,
                       0xFF51AFD7ED558CCD, 0xC4CEB9FE1A85EC53, 0x27D4EB2F165667C5, 0x94D049BB133111EB],
                      dtype=np.uint64)[:rows]
    grouped = signature_matrix.astype(np.uint64).reshape(n, bands, rows)
    with np.errstate(over="ignore"):
        return (grouped * mixers).sum(axis=2, dtype=np.uint64)


MAX_BUCKET_PARTNERS = 32


def candidate_partners(keys: np.ndarray, is_new: np.ndarray,
                       max_partners: int = MAX_BUCKET_PARTNERS) -> dict[int, list[int]]:
    """For each new row j with a candidate, the rows i < j sharing a band key with it, in ascending order.

    Rows are in processing order (oldest first), so a row's partners are earlier memos (old or new).
    In a crowded bucket (the same text saved hundreds of times) each new memo is paired
    with its `max_partners` nearest predecessors only, which keeps the work linear;
    exact repeats are caught by the exact tier before this matters. Grouped here, with numpy:
    a project of templated memos has some 25,000 pairs, too many to collect one by one.
    """
    n = keys.shape[0]
    found = []
    for band in range(keys.shape[1]):
        column = keys[:, band]
        order = np.argsort(column, kind="stable")  # by key, then by row: predecessors come first
        ordered = column[order]
        # Within a bucket, the memo `d` places earlier is a predecessor; d = 1, 2, ... up to
        # the cap or the largest bucket, each step one vectorized comparison.
        for d in range(1, max_partners + 1):
            same = ordered[d:] == ordered[:-d]
            if not same.any():
                break
            j = order[d:][same]
            keep = is_new[j]
            found.append(order[:-d][same][keep] * n + j[keep])
    codes = np.unique(np.concatenate(found)) if found else np.empty(0, dtype=np.int64)  # by i, then j
    if not codes.size:
        return {}
    i, j = codes // n, codes % n
    by_j = np.argsort(j, kind="stable")  # by j, each j's partners still ascending
    i, j = i[by_j], j[by_j]
    cuts = np.flatnonzero(j[1:] != j[:-1]) + 1
    return dict(zip(j[np.concatenate(([0], cuts))].tolist(), (part.tolist() for part in np.split(i, cuts))))
