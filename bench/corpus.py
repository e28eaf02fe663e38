"""Benchmark corpora at named scales, from the same generator as the demo."""

from __future__ import annotations

from datetime import date

from memory_pipeline.synthetic import Scale

# Chats and memos per project-day are set so "year" is 100,000 chats and 1,000,000 memos;
# every scale but "smoke" has the year's density.
YEAR_DENSITY = dict(chats_per_project_day=0.274, memos_per_chat=10, duplicate_rate=0.03, contradiction_rate=0.01,
                    opt_out_rate=0.02, delete_rate=0.01)

SCALES = {
    "smoke": Scale(organizations=1, projects_per_org=3, start=date(2026, 3, 2), days=7,
                   chats_per_project_day=0.6, memos_per_chat=3, duplicate_rate=0.03, contradiction_rate=0.01,
                   opt_out_rate=0.02, delete_rate=0.01),
    "month": Scale(organizations=10, projects_per_org=10, start=date(2026, 3, 1), days=31, **YEAR_DENSITY),
    # A month of the year's 1,000 projects: the no-change re-run at full width.
    "month-1000": Scale(organizations=100, projects_per_org=10, start=date(2026, 3, 1), days=31, **YEAR_DENSITY),
    # A tenth of the year (100 projects, all 365 days): for profiling in minutes.
    "year-tenth": Scale(organizations=10, projects_per_org=10, start=date(2025, 11, 1), days=365, **YEAR_DENSITY),
    # 20 projects over the year's 365 days: a run's costs per partition and per step, with little work.
    "year-fiftieth": Scale(organizations=2, projects_per_org=10, start=date(2025, 11, 1), days=365, **YEAR_DENSITY),
    # The same size, short repetitive notes from a small vocabulary (synthetic.terse_memo): the second
    # corpus shape, so that figures do not hold for the templated sentences only.
    "year-tenth-terse": Scale(organizations=10, projects_per_org=10, start=date(2025, 11, 1), days=365,
                              **{**YEAR_DENSITY, "duplicate_rate": 0.1, "contradiction_rate": 0.03},
                              memo_shape="terse"),
    "year": Scale(organizations=100, projects_per_org=10, start=date(2025, 11, 1), days=365, **YEAR_DENSITY),
}
