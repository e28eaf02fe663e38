"""Render bench results (JSON lines from `bench.run`) as the tables of BENCHMARKS.md.

    python -m bench.report bench/results.jsonl
"""

from __future__ import annotations

import json
import sys

COLUMNS = {
    "backfill": ("memos", "chats", "digests", "links", "dagster_runs", "wall_s", "peak_rss_mb", "x_floor", "ok"),
    "floor": ("input_rows", "output_rows", "read_s", "write_s", "floor_s", "backfill_s", "x_floor"),
    "nightly": ("new_memos", "new_chats", "wall_s", "peak_rss_mb", "ok", "note"),
    "rerun": ("first_s", "second_s", "ratio", "calls_first", "calls_second", "peak_rss_mb"),
    "model_cost": ("projects", "project_months", "calls_per_pm", "input_tokens_per_pm", "output_tokens_per_pm",
                   "naive_calls_per_pm", "naive_input_tokens_per_pm", "naive_output_tokens_per_pm",
                   "input_tokens_vs_naive"),
    "dedup": ("memos", "wall_s", "us_per_memo", "duplicates", "supersessions", "peak_rss_mb"),
    "naive_dedup": ("memos", "wall_s", "us_per_memo", "near_pairs", "peak_rss_mb"),
    "sensor_tick": ("projects", "memos", "median_tick_s", "max_tick_s", "peak_rss_mb"),
    "mcp_recall": ("memos", "digests", "calls", "items_per_packet", "median_ms", "p95_ms", "direct_median_ms",
                   "peak_rss_mb"),
}


def render(rows: list[dict]) -> str:
    out = []
    for scenario, columns in COLUMNS.items():
        selected = [r for r in rows if r.get("scenario") == scenario]
        if not selected:
            continue
        out.append(f"### {scenario}\n")
        out.append("| database | scale | " + " | ".join(columns) + " | commit | reproduce |")
        out.append("| --- | --- | " + " | ".join("---" for _ in columns) + " | --- | --- |")
        for row in selected:
            values = " | ".join(str(row.get(c, "")) for c in columns)
            out.append(f"| {row['database']} | {row['scale']} | {values} | {row.get('commit') or ''} "
                       f"| `{row.get('command', '')}` |")
        out.append("")
    errors = [r for r in rows if "error" in r]
    for row in errors:
        out.append(f"- {row['scenario']} {row['scale']} {row['database']}: failed: {row['error'][-200:]}")
    return "\n".join(out)


if __name__ == "__main__":
    with open(sys.argv[1]) as handle:
        print(render([json.loads(line) for line in handle if line.strip()]))
