"""Benchmarks: a deterministic corpus generator and a harness that writes BENCHMARKS.md."""
