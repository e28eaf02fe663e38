"""Run benchmark scenarios, each in its own process, and write BENCHMARKS.md.

    python -m bench.run --profile quick      # minutes: month scale, dedup to 100k, sensor ticks
    python -m bench.run --profile full       # about an hour per database: the year (its backfill
                                             # process also measures the floor and a nightly
                                             # increment), a month of 1,000 projects, dedup to 1M

Rows are (scenario, scale, database); each is measured by `python -m bench.scenarios`.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PROFILES = {
    "quick": [
        ("backfill", "month"), ("nightly", "month"), ("rerun", "month"), ("model_cost", "month"),
        ("dedup", "10000"), ("dedup", "100000"), ("naive_dedup", "10000"),
        ("sensor_tick", "1000"), ("sensor_tick", "10000"), ("mcp_recall", "10000"),
    ],
    "full": [
        ("backfill", "year"), ("rerun", "month-1000"), ("model_cost", "month"),
        ("dedup", "10000"), ("dedup", "100000"), ("dedup", "1000000"), ("naive_dedup", "10000"),
        ("sensor_tick", "1000"), ("sensor_tick", "10000"), ("mcp_recall", "10000"),
    ],
}


def machine() -> str:
    memory_gb = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    return f"{os.cpu_count()} cores, {memory_gb:.0f} GiB RAM, {platform.platform()}, Python {platform.python_version()}"


def run_rows(scenario: str, scale: str, database: str) -> list[dict]:
    """The rows one scenario process prints (the backfill adds its floor and nightly rows)."""
    command = [sys.executable, "-m", "bench.scenarios", scenario, "--scale", scale, "--database", database]
    started = time.perf_counter()
    completed = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if completed.returncode != 0:
        return [{"scenario": scenario, "scale": scale, "database": database, "error": completed.stderr[-500:]}]
    rows = [json.loads(line) for line in completed.stdout.splitlines() if line.startswith("{")]
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                            text=True).stdout.strip() or None
    for row in rows:
        row["commit"] = commit
        row["process_s"] = round(time.perf_counter() - started, 1)
        row["command"] = " ".join(["python", "-m", "bench.scenarios", scenario, "--scale", scale, "--database",
                                   database])
    return rows


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.run")
    parser.add_argument("--profile", choices=sorted(PROFILES), default="quick")
    parser.add_argument("--database", choices=["sqlite", "postgresql", "both"], default="both")
    parser.add_argument("--output", default=str(ROOT / "bench" / "results.jsonl"))
    parser.add_argument("--only", action="append", metavar="SCENARIO[:SCALE]",
                        help="run only these rows of the profile (repeatable), e.g. --only backfill --only dedup:1000000")
    args = parser.parse_args(argv)
    databases = ["sqlite", "postgresql"] if args.database == "both" else [args.database]
    rows = [(scenario, scale) for scenario, scale in PROFILES[args.profile]
            if not args.only or scenario in args.only or f"{scenario}:{scale}" in args.only]
    if not rows:
        parser.error(f"--only {' '.join(args.only)} matches no row of the {args.profile} profile")
    with open(args.output, "a") as out:
        for scenario, scale in rows:
            for database in databases:
                for row in run_rows(scenario, scale, database):
                    row["machine"] = machine()
                    out.write(json.dumps(row) + "\n")
                    out.flush()
                    print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main()
