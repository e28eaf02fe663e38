"""Connected components of string-keyed edge lists, by scipy's compiled graph routines.

The nightly run reports the link graph's largest component and its consolidation check looks for
decision cycles. Both need components only, not networkx's graph objects, whose import and build
were most of that work (BENCHMARKS.md, issue 18, session 21); scipy's sparse graphs are imported here only
when there are edges to read."""

from __future__ import annotations

from collections.abc import Sequence


def components(edges: Sequence[tuple[str, str]], *, strong: bool) -> tuple[list[str], list[int]]:
    """The nodes named by `edges` and each node's component label. `strong`: nodes are together when
    each reaches the other along the edges' direction (a directed cycle); otherwise when any path joins them."""
    from scipy.sparse import coo_array
    from scipy.sparse.csgraph import connected_components

    index: dict[str, int] = {}
    sources = [index.setdefault(src, len(index)) for src, _ in edges]
    targets = [index.setdefault(dst, len(index)) for _, dst in edges]
    graph = coo_array(([True] * len(edges), (sources, targets)), shape=(len(index), len(index)))
    _, labels = connected_components(graph, directed=True, connection="strong" if strong else "weak")
    return list(index), labels.tolist()
