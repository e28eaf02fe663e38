"""One benchmark scenario per process, so wall time and peak RSS are the scenario's own.

    python -m bench.scenarios SCENARIO --scale SCALE --database sqlite|postgresql

prints one JSON line with the measurements. `bench.run` calls this for every row of
BENCHMARKS.md. Databases are created fresh and dropped afterwards.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import resource
import sys
import tempfile
import time
import uuid
import warnings
from contextlib import contextmanager
from datetime import date, datetime, time as dtime, timedelta
from pathlib import Path

import sqlalchemy as sa
import yaml
from dagster import DagsterInstance

from bench.corpus import SCALES
from memory_pipeline import db, schema, synthetic
from memory_pipeline.claude import DEFAULT_MODEL
from memory_pipeline.instance_storage import sqlite_instance_config
from memory_pipeline.shards import SHARDS_ENV

REPO = Path(__file__).resolve().parents[1]

warnings.filterwarnings("ignore")
PG_ADMIN_URL = os.environ.get("MEMORY_TEST_POSTGRES_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/postgres")


@contextmanager
def fresh_database(backend: str):
    if backend == "sqlite":
        with tempfile.TemporaryDirectory() as directory:
            engine = db.get_engine(f"sqlite:///{directory}/bench.db")
            db.migrate(engine)
            yield engine
            engine.dispose()
        return
    with _created_database(db.normalize_url(PG_ADMIN_URL), f"memory_bench_{uuid.uuid4().hex[:10]}") as url:
        engine = db.get_engine(url.render_as_string(hide_password=False))
        try:
            db.migrate(engine)
            yield engine
        finally:
            engine.dispose()


@contextmanager
def _created_database(server: sa.URL, name: str):
    """A database `name` on the PostgreSQL server of `server`, dropped afterwards; yields its URL."""
    admin = sa.create_engine(server.set(database="postgres"), isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(sa.text(f'CREATE DATABASE "{name}"'))
    try:
        yield server.set(database=name)
    finally:
        with admin.connect() as conn:
            conn.execute(sa.text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@contextmanager
def kept_database(url: str):
    engine = db.get_engine(url)
    db.migrate(engine)
    yield engine
    engine.dispose()


def analyzed(engine, tables: tuple[str, ...] = ()) -> None:
    """Table statistics as PostgreSQL's autovacuum keeps them in production (on by default; off on
    this machine's server, where a table never analyzed is planned from defaults that call
    `deleted_at IS NULL` rare). The platform's inputs before a backfill (the pipeline's own tables
    are empty then: statistics of an empty table would mislead every plan of the run), every table
    before a nightly; never timed: in production that is background work done long before."""
    if engine.dialect.name == "postgresql":
        with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
            conn.exec_driver_sql("ANALYZE " + ", ".join(tables))


def peak_rss_mb() -> float:
    """The largest resident set of this process or of any process it started and waited for
    (the multiprocess executor's steps)."""
    return max(resource.getrusage(who).ru_maxrss for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)) / 1024


def window(scale) -> tuple[datetime, datetime]:
    start = datetime.combine(scale.start, dtime(0), tzinfo=schema.UTC)
    return start, start + timedelta(days=scale.days)


def materialize_all(engine, start, end, instance=None, processes: int | None = None):
    """Every asset over `[start, end)`: in this process on an in-memory instance, or
    (`processes`) through the job's executor on a persistent instance as deployed, the
    projects in that many shards on that many processes at a time (1: the in-process
    executor, the same instance storage: the fair baseline for more processes). With
    `MEMORY_SHARDS` set, the run takes that many shards whatever `processes` is."""
    from dagster import DagsterInstance

    from memory_pipeline.demo_run import materialize_window

    if processes is None:
        instance = instance or DagsterInstance.ephemeral()
        return materialize_window(engine, instance, start, end), instance
    with tempfile.TemporaryDirectory() as home, _instance_storage(engine) as storage:
        Path(home, "dagster.yaml").write_text(yaml.safe_dump({"telemetry": {"enabled": False},
                                                              **(storage or sqlite_instance_config(home))}))
        with DagsterInstance.from_config(home) as instance:
            wide = {"in_process": {}} if processes == 1 else {"multiprocess": {"max_concurrent": processes}}
            runs = materialize_window(engine, instance, start, end, wide=wide,
                                      shards=0 if os.environ.get(SHARDS_ENV) else processes)
            if os.environ.get("BENCH_STEP_TIMES"):
                _write_step_times(instance, Path(os.environ["BENCH_STEP_TIMES"]))
    return runs, None


@contextmanager
def _instance_storage(engine):
    """The Dagster instance's storage as deployed beside this memory database: beside SQLite,
    none here (the caller keeps SQLite files in its home, as the demo does, with batched event
    writes); beside PostgreSQL, a database of its own on that server (dagster-postgres, as the
    shipped dagster.yaml; its tables would collide with ours in one database)."""
    if engine.dialect.name != "postgresql":
        yield {}
        return
    with _created_database(engine.url, f"{engine.url.database}_dagster") as url:
        url = url.set(drivername="postgresql+psycopg2").render_as_string(hide_password=False)
        yield {"storage": {"postgres": {"postgres_url": url}}}


def _write_step_times(instance, path: Path) -> None:
    """Every step of every run of `instance`: when it started and how long it took (seconds
    from its run's start), one JSON line each: where a multi-process run spends its time."""
    from dagster import DagsterEventType

    with path.open("a") as out:
        for record in instance.get_run_records():
            run_start = record.start_time or record.create_timestamp.timestamp()
            started: dict[str, float] = {}
            for event in instance.all_logs(record.dagster_run.run_id, of_type={
                    DagsterEventType.STEP_START, DagsterEventType.STEP_SUCCESS, DagsterEventType.STEP_FAILURE}):
                if event.dagster_event.event_type == DagsterEventType.STEP_START:
                    started[event.step_key] = event.timestamp
                elif event.step_key in started:
                    out.write(json.dumps({"run": record.dagster_run.run_id[:8], "step": event.step_key,
                                          "start_s": round(started[event.step_key] - run_start, 2),
                                          "seconds": round(event.timestamp - started[event.step_key], 2)}) + "\n")


def count(engine, table) -> int:
    with engine.connect() as conn:
        return conn.execute(sa.select(sa.func.count()).select_from(table)).scalar_one()


# --- scenarios -------------------------------------------------------------------------------

def backfill(engine, scale_name: str) -> dict:
    """Every asset over the whole corpus; then, in the same process, the floor and a nightly increment.

    The backfill row's peak RSS is taken before the floor and the nightly run; those two
    come back as rows of their own (their RSS is the process's, backfill included).
    """
    scale = SCALES[scale_name]
    generated = synthetic.generate(engine, scale, seed=1)
    analyzed(engine, INPUT_TABLES)
    processes = int(os.environ["BENCH_PROCESSES"]) if os.environ.get("BENCH_PROCESSES") else None
    started = time.perf_counter()
    runs, _ = materialize_all(engine, *window(scale), processes=processes)
    elapsed = time.perf_counter() - started
    row = {"wall_s": round(elapsed, 2), "dagster_runs": len(runs), "ok": all(r[3] and not r[4] for r in runs),
           "processes": processes or "in process",
           "memos": generated.memos, "chats": generated.chats,
           "digests": count(engine, schema.memory_digests), "links": count(engine, schema.memory_links),
           "peak_rss_mb": round(peak_rss_mb())}
    floor_row = floor(engine)
    # A smoke-sized floor can round to 0.00 s on a quiet machine: then there is no multiple to give.
    floor_row.update(backfill_s=row["wall_s"],
                     x_floor=round(row["wall_s"] / floor_row["floor_s"], 1) if floor_row["floor_s"] else None)
    row["x_floor"] = floor_row["x_floor"]
    extra = [dict(floor_row, scenario="floor")]
    if os.environ.get("BENCH_NIGHTLY", "1") != "0":
        extra.append(dict(_next_day(engine, scale), scenario="nightly", note="on top of this backfill"))
    row["_extra_rows"] = extra
    return row


INPUT_TABLES = ("chats", "chat_messages", "memory_memos")
OUTPUT_TABLES = ("memory_digests", "memory_links", "memory_memo_status", "memory_core")


def floor(engine, batch: int = 10_000) -> dict:
    """Just reading the inputs and writing the outputs of the backfill, on the same database.

    Reads every input row (chats, transcripts, memos); writes every output row again
    (digests, links, memo statuses, core memory; chat summaries count as the chats
    table's own) into scratch copies with the same columns and primary keys, in
    batches of `batch` per transaction. Reading the output rows back is not timed.
    """
    meta = sa.MetaData()
    tables = {name: schema.metadata.tables[name] for name in (*INPUT_TABLES, *OUTPUT_TABLES)}
    read_s = write_s = 0.0
    inputs = outputs = 0
    with engine.connect() as conn:
        started = time.perf_counter()
        for name in INPUT_TABLES:
            for part in conn.execution_options(yield_per=batch).execute(sa.select(tables[name])).partitions():
                inputs += len(part)
        read_s = time.perf_counter() - started
    for name in OUTPUT_TABLES:
        source = tables[name]
        scratch = sa.Table(f"bench_floor_{name}", meta, *[
            sa.Column(c.name, c.type, primary_key=c.primary_key) for c in source.columns if not c.computed])
        scratch.create(engine)
        try:
            with engine.connect() as reader:
                columns = [source.c[c.name] for c in scratch.columns]
                for part in reader.execution_options(yield_per=batch).execute(sa.select(*columns)).partitions():
                    rows = [dict(r._mapping) for r in part]
                    started = time.perf_counter()
                    with engine.begin() as conn:
                        conn.execute(scratch.insert(), rows)
                    write_s += time.perf_counter() - started
                    outputs += len(rows)
        finally:
            scratch.drop(engine)
    return {"input_rows": inputs, "output_rows": outputs, "read_s": round(read_s, 2), "write_s": round(write_s, 2),
            "floor_s": round(read_s + write_s, 2)}


def _next_day(engine, scale, offset: int = 0) -> dict:
    """The day `offset` days after the corpus (seed 2 + offset), generated and materialized in process.

    The day's chats and memos land in the corpus's own projects (`projects_seed=1`), so
    consolidation and links read each project's whole history, as a real nightly does."""
    from dataclasses import replace

    start, end = window(scale)
    day = replace(scale, start=scale.start + timedelta(days=scale.days + offset), days=1)
    added = synthetic.generate(engine, day, seed=2 + offset, projects_seed=1)
    analyzed(engine)
    # Warm, as the backfill's own process is: a `next_day` on a kept database times the same work.
    import memory_pipeline.definitions  # noqa: F401
    from memory_pipeline import injection_model
    injection_model.model()
    started = time.perf_counter()
    first = end + timedelta(days=offset)
    runs, _ = materialize_all(engine, first, first + timedelta(days=1))
    return {"wall_s": round(time.perf_counter() - started, 2), "new_memos": added.memos, "new_chats": added.chats,
            "ok": all(r[3] and not r[4] for r in runs)}


def nightly(engine, scale_name: str) -> dict:
    """One new day on top of the corpus (already materialized, not timed)."""
    scale = SCALES[scale_name]
    synthetic.generate(engine, scale, seed=1)
    materialize_all(engine, *window(scale))
    return _next_day(engine, scale)


def next_day(engine, scale_name: str) -> dict:
    """Another nightly increment on a kept database that already holds the scale's materialized
    corpus (`--database-url` of an earlier `backfill`): the day `BENCH_DAY_OFFSET` (default 1)
    after it, in the corpus's own projects. Each offset is a new day."""
    return _next_day(engine, SCALES[scale_name], int(os.environ.get("BENCH_DAY_OFFSET", "1")))


@contextmanager
def fake_claude():
    """The Claude engine's real client against the fake API of the tests (never the network)."""
    import tests.fake_anthropic as fake_api

    saved_key = os.environ.get("ANTHROPIC_API_KEY")
    os.environ["ANTHROPIC_API_KEY"] = "bench-key"  # the fake API never sees a real key
    fake_api.CURRENT = fake = fake_api.FakeAnthropic(default=_fake_model)
    try:
        yield fake
    finally:
        fake_api.CURRENT = None
        if saved_key is None:
            os.environ.pop("ANTHROPIC_API_KEY", None)
        else:
            os.environ["ANTHROPIC_API_KEY"] = saved_key


def rerun(engine, scale_name: str) -> dict:
    """A month materialized twice with the Claude engine on a fake API: the second makes no call."""
    scale = SCALES[scale_name]
    synthetic.generate(engine, scale, seed=1)
    with fake_claude() as fake:
        start, end = window(scale)
        first_start = time.perf_counter()
        _materialize_with_fake(engine, start, end)
        first = time.perf_counter() - first_start
        calls_first = fake.calls
        second_start = time.perf_counter()
        _materialize_with_fake(engine, start, end)
        second = time.perf_counter() - second_start
    return {"first_s": round(first, 2), "second_s": round(second, 2), "ratio": round(second / first, 3),
            "calls_first": calls_first, "calls_second": fake.calls - calls_first}


def model_cost(engine, scale_name: str) -> dict:
    """Model calls and tokens per project-month with Claude (fake API), against the naive way.

    Ours: every asset over the corpus (chat summaries, day digests from items, week and
    month digests from day digest lines, judge calls), read from the usage ledger (the
    figures of `memory-pipeline usage`, priced as `BENCH_MODEL`). The naive way differs
    only in the roll-ups: each week and month is summarized from every raw item (chat
    summary and memo) of its days, one call per project and period.
    """
    from memory_pipeline import usage
    from memory_pipeline.digests import MAX_CHARS, day_inputs
    from memory_pipeline.engines import CallContext
    from memory_pipeline.periods import periods_in
    from tests.fake_anthropic import FakeTransportModelEngine

    scale = SCALES[scale_name]
    generated = synthetic.generate(engine, scale, seed=1)
    start, end = window(scale)
    with fake_claude():
        _materialize_with_fake(engine, start, end)
        model = FakeTransportModelEngine(engine="claude", model=BENCH_MODEL).build(engine)
        for level in ("week", "month"):
            for period in periods_in(level, start, end):
                if period.end > end:
                    continue
                with engine.connect() as conn:
                    raw = day_inputs(conn, period, None)  # every eligible item of the period, per project
                for project_id, inputs in sorted(raw.items()):
                    model.summarize(inputs.items, MAX_CHARS[level], CallContext(
                        asset_key=f"naive_{level}_digests", partition_key=period.key, project_id=project_id))
    with engine.connect() as conn:
        lines, _ = usage.report(conn, "asset")
        projects = conn.execute(sa.select(sa.func.count(sa.distinct(schema.chats.c.project_id)))).scalar_one()
    by_asset = {line.key: (line.calls, line.input_tokens, line.output_tokens, line.cost_usd) for line in lines}
    rollups = ("week_digests", "month_digests")
    ours = [sum(v[k] for a, v in by_asset.items() if not a.startswith("naive_")) for k in range(4)]
    naive = [sum(v[k] for a, v in by_asset.items() if not a.startswith("naive_") and a not in rollups)
             + sum(v[k] for a, v in by_asset.items() if a.startswith("naive_")) for k in range(4)]
    project_months = projects * scale.days / (365.25 / 12)
    per = lambda value: round(value / project_months, 1)  # noqa: E731
    return {"projects": projects, "project_months": round(project_months, 2), "memos": generated.memos,
            "calls_per_pm": per(ours[0]), "input_tokens_per_pm": per(ours[1]), "output_tokens_per_pm": per(ours[2]),
            "naive_calls_per_pm": per(naive[0]), "naive_input_tokens_per_pm": per(naive[1]),
            "naive_output_tokens_per_pm": per(naive[2]),
            "input_tokens_vs_naive": round(ours[1] / naive[1], 3) if naive[1] else None,
            "cost_usd_per_pm": round(ours[3] / project_months, 4),
            "naive_cost_usd_per_pm": round(naive[3] / project_months, 4),
            "by_asset": {a: {"calls": v[0], "input_tokens": v[1], "output_tokens": v[2]}
                         for a, v in sorted(by_asset.items())}}


# The fake API answers; the usage ledger prices its tokens as the default model's.
BENCH_MODEL = DEFAULT_MODEL


def _fake_model(body: dict):
    """Answers like a model, with token counts in proportion to the prompt."""
    import tests.fake_anthropic as fake_api

    content = body["messages"][0]["content"]
    if "pair:" in content:
        response = fake_api.judge("unrelated")(body)
    else:
        response = fake_api.summarizer(body)
    data = json.loads(response.content)
    data["usage"]["input_tokens"] = len(content) // 4
    data["usage"]["output_tokens"] = len(data["content"][0]["text"]) // 4
    return fake_api.httpx2.Response(200, json=data)


def _materialize_with_fake(engine, start, end):
    from dagster import AssetsDefinition, DagsterInstance, materialize
    from dagster._core.storage.tags import ASSET_PARTITION_RANGE_END_TAG, ASSET_PARTITION_RANGE_START_TAG

    from memory_pipeline.definitions import defs
    from memory_pipeline.demo_run import _partitions_of
    from memory_pipeline.periods import LEVELS, periods_in
    from memory_pipeline.resources import MemoryDatabase
    from tests.fake_anthropic import FakeTransportModelEngine

    assets = [a for a in defs.assets if isinstance(a, AssetsDefinition)]
    resources = {"memory_db": MemoryDatabase(url=engine.url.render_as_string(hide_password=False)),
                 "model_engine": FakeTransportModelEngine(engine="claude", model=BENCH_MODEL)}
    instance = DagsterInstance.ephemeral()
    for level in LEVELS:
        periods = [p for p in periods_in(level, start, end) if p.end <= end]
        selected = [a for a in assets if a.partitions_def == _partitions_of(level)]
        if periods and selected:
            materialize(assets, selection=selected, instance=instance, resources=resources,
                        tags={ASSET_PARTITION_RANGE_START_TAG: periods[0].key,
                              ASSET_PARTITION_RANGE_END_TAG: periods[-1].key})


MEMO_TEMPLATES = [
    "{svc} {env} runs Postgres {n}", "{person} owns the {svc} on-call rotation",
    "The {svc} API rate limit is {n}00 requests per minute", "{svc} timeouts are set to {n} seconds in {env}",
    "We use {tool} for {svc} deployments", "Deploys of {svc} to {env} happen on {day} after 14:00 UTC",
    "The {svc} runbook section {n} covers {tool} failover", "Alerts for {svc} in {env} route to team {n}",
]


def _memo_rows(total: int, per_project: int, seed: int = 3, shape: str = "templated") -> list[dict]:
    """Template memos with ~3% near duplicates and ~1% newer values, `per_project` per project; the
    "terse" shape: short notes from a small vocabulary (`synthetic.terse_memo`)."""
    rng = random.Random(seed)
    words = {"svc": [f"svc-{i}" for i in range(600)], "env": ["staging", "production", "preview"],
             "person": ["Alice Moreau", "Bogdan Ilic", "Chen Wei", "Dara Okafor"], "day": ["Monday", "Friday"],
             "tool": ["Terraform", "Argo CD", "Grafana", "Kafka", "Redis"]}
    start = datetime(2026, 1, 1, tzinfo=schema.UTC)
    rows, previous = [], []
    for index in range(total):
        project = f"00000000-0000-4000-8000-{index // per_project:012d}"
        if index % per_project == 0:
            facts = []
        roll = rng.random()
        if shape == "terse":
            text = synthetic.terse_memo(rng, facts)
        elif previous and roll < 0.03:
            text = rng.choice(previous).lower() + "."
        else:
            slots = {k: rng.choice(v) for k, v in words.items()} | {"n": str(rng.randint(10, 99))}
            text = rng.choice(MEMO_TEMPLATES).format(**slots)
            previous = (previous + [text])[-50:]
        if index % per_project == 0:
            previous = []
        rows.append(dict(id=str(uuid.UUID(int=rng.getrandbits(128), version=4)), organization_id=project,
                         project_id=project, chat_id=None, author_user_id=None, author_agent_id=project,
                         content=text, created_at=start + timedelta(seconds=index * 30 % (86400 * 300))))
    return rows


def _insert(engine, table, rows, batch=20_000):
    for offset in range(0, len(rows), batch):
        with engine.begin() as conn:
            conn.execute(table.insert(), rows[offset:offset + batch])


def _sized(scale_name: str) -> tuple[int, str]:
    """`N` (templated memos) or `terse-N` (the terse shape): the count and the shape."""
    shape, _, total = scale_name.rpartition("-")
    return int(total), shape or "templated"


def dedup(engine, scale_name: str) -> dict:
    """The consolidation pass over N memos (1,000 per project); scale_name is N, or terse-N for short
    notes from a small vocabulary."""
    from memory_pipeline.consolidation import consolidate
    from memory_pipeline.extractive import ExtractiveEngine

    total, shape = _sized(scale_name)
    _insert(engine, schema.memory_memos, _memo_rows(total, 1000, shape=shape))
    started = time.perf_counter()
    run = consolidate(engine, ExtractiveEngine(), datetime(2025, 1, 1, tzinfo=schema.UTC),
                      datetime(2027, 1, 1, tzinfo=schema.UTC))
    elapsed = time.perf_counter() - started
    return {"memos": total, "wall_s": round(elapsed, 2), "us_per_memo": round(elapsed / total * 1e6, 1),
            "duplicates": run.count("duplicate_of"), "supersessions": run.count("superseded_by")}


def naive_dedup(engine, scale_name: str) -> dict:
    """All pairs within each project, real Jaccard on word shingles: the approach we avoid."""
    from collections import defaultdict

    from memory_pipeline.memo_facts import MemoFacts, jaccard

    total, shape = _sized(scale_name)
    rows = _memo_rows(total, 1000, shape=shape)
    started = time.perf_counter()
    by_project = defaultdict(list)
    for row in rows:
        by_project[row["project_id"]].append(MemoFacts(row["content"]).shingles)
    pairs = 0
    for shingles in by_project.values():
        for j in range(len(shingles)):
            for i in range(j):
                pairs += jaccard(shingles[i], shingles[j]) >= 0.8
    elapsed = time.perf_counter() - started
    return {"memos": total, "wall_s": round(elapsed, 2), "us_per_memo": round(elapsed / total * 1e6, 1),
            "near_pairs": pairs}


def sensor_tick(engine, scale_name: str) -> dict:
    """Median tick of memo_watermark_sensor with N projects and 1,000,000 memos (scale_name is N)."""
    from dagster import DagsterInstance, build_sensor_context

    from memory_pipeline.automation import memo_watermark_sensor
    from memory_pipeline.resources import MemoryDatabase

    projects = int(scale_name)
    total = int(os.environ.get("BENCH_SENSOR_MEMOS", 1_000_000))
    _insert(engine, schema.memory_memos, _memo_rows(total, max(1, total // projects)))
    resources = {"memory_db": MemoryDatabase(url=engine.url.render_as_string(hide_password=False))}
    instance = DagsterInstance.ephemeral()
    cursor = memo_watermark_sensor(build_sensor_context(instance=instance, resources=resources)).cursor
    timings = []
    for round_ in range(5):
        new = _memo_rows(2700, max(1, 2700 // projects), seed=100 + round_)
        for row in new:
            row["id"] = str(uuid.uuid4())
        _insert(engine, schema.memory_memos, new)
        started = time.perf_counter()
        result = memo_watermark_sensor(build_sensor_context(instance=instance, cursor=cursor, resources=resources))
        timings.append(time.perf_counter() - started)
        cursor = result.cursor
    timings.sort()
    return {"projects": projects, "memos": total, "median_tick_s": round(timings[len(timings) // 2], 3),
            "max_tick_s": round(timings[-1], 3)}


RECALL_QUERIES = [
    "who owns the svc-12 on-call rotation", "what Postgres version does svc-40 staging run",
    "svc-7 API rate limit", "svc-300 timeouts in production", "how do we deploy svc-99",
    "when can svc-150 deploy to preview", "svc-420 runbook failover", "where do svc-8 alerts go",
    "Terraform deployments", "Kafka failover runbook", "Grafana alerts production", "Redis timeouts staging",
    "Dara Okafor on-call", "rate limit requests per minute", "deploys on Friday after 14:00",
    "Argo CD deployments of svc-250", "Alice Moreau owns", "Postgres 42", "team 17 alerts", "svc-555 seconds",
]


def mcp_recall(engine, scale_name: str) -> dict:
    """`recall` through the MCP server over streamable HTTP, for one project of N memos (scale_name is N).

    The project's memos are spread over up to 300 days (about 33 a day), consolidated, and
    digested (day, week and month, offline engine); then the real server runs in its own process
    (`memory-pipeline mcp --transport http`) and the SDK's client calls `recall` with a
    read token, cycling through 20 queries. Each call is timed at the client, after 10
    warm-up calls (`BENCH_MCP_CALLS`, default 300). `direct_median_ms` is the same
    recall called in process, without MCP or HTTP.
    """
    import socket
    import subprocess

    import anyio

    from memory_pipeline import mcp_tokens
    from memory_pipeline.consolidation import consolidate
    from memory_pipeline.digests import build_digests
    from memory_pipeline.extractive import ExtractiveEngine
    from memory_pipeline.recall import recall

    total, calls = int(scale_name), int(os.environ.get("BENCH_MCP_CALLS", 300))
    rows = _memo_rows(total, total)
    start, span = rows[0]["created_at"], timedelta(days=max(7, min(300, total // 33)))
    for index, row in enumerate(rows):
        row["created_at"] = start + span * index / total
    _insert(engine, schema.memory_memos, rows)
    project, end = rows[0]["project_id"], start + span
    consolidate(engine, ExtractiveEngine(), start, end)
    for level in ("day", "week", "month"):
        build_digests(engine, ExtractiveEngine(), level, start, end)
    if engine.dialect.name == "postgresql":
        # As autovacuum would have by now: a fresh bulk load has no statistics, and its rows
        # wait in the GIN indexes' pending lists, which every full-text query then reads
        # through (recall took ~51 ms in process with them, ~38 ms after the vacuum).
        with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
            conn.execute(sa.text("VACUUM ANALYZE"))
    token = mcp_tokens.issue(engine, rows[0]["organization_id"], project, ["memory:read"], "bench").token
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen([sys.executable, "-m", "memory_pipeline.cli", "--database-url",
                               engine.url.render_as_string(hide_password=False), "mcp", "--transport", "http",
                               "--port", str(port)], stderr=subprocess.DEVNULL)
    try:
        _wait_for_port(port, server)
        timings, items = anyio.run(_timed_recalls, f"http://127.0.0.1:{port}/mcp", token, calls)
    finally:
        server.terminate()
        server.wait(timeout=30)
    direct = []
    for index in range(min(calls, 100)):
        started = time.perf_counter()
        recall(engine, project, RECALL_QUERIES[index % len(RECALL_QUERIES)], log=True)
        direct.append(time.perf_counter() - started)
    timings.sort()
    direct.sort()
    return {"memos": total, "digests": count(engine, schema.memory_digests), "calls": len(timings),
            "items_per_packet": round(items / len(timings), 2),
            "median_ms": round(timings[len(timings) // 2] * 1000, 1),
            "p95_ms": round(timings[int(len(timings) * 0.95)] * 1000, 1),
            "direct_median_ms": round(direct[len(direct) // 2] * 1000, 1)}


def _wait_for_port(port: int, process, timeout_s: float = 60) -> None:
    import socket

    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the MCP server exited with {process.returncode} before listening")
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.05)
    raise RuntimeError(f"the MCP server did not listen on port {port} within {timeout_s} s")


async def _timed_recalls(url: str, token: str, calls: int) -> tuple[list[float], int]:
    import httpx2
    from mcp import Client
    from mcp.client.streamable_http import streamable_http_client

    timings, items = [], 0
    async with httpx2.AsyncClient(headers={"Authorization": f"Bearer {token}"}, timeout=60) as http:
        async with Client(streamable_http_client(url, http_client=http), cache=None) as client:
            for index in range(10 + calls):
                started = time.perf_counter()
                result = await client.call_tool("recall", {"query": RECALL_QUERIES[index % len(RECALL_QUERIES)]})
                elapsed = time.perf_counter() - started
                if result.is_error:
                    raise RuntimeError(f"recall failed over MCP: {result.content[0].text}")
                if index >= 10:
                    timings.append(elapsed)
                    items += len(json.loads(result.content[0].text)["items"])
    return timings, items


DAY_ASSETS = ("chat_summaries", "memo_consolidation", "memory_links", "day_digests", "project_core_memory")
LAUNCH_RUN = """
mutation Launch($params: ExecutionParams!) {
  launchRun(executionParams: $params) {
    __typename
    ... on LaunchRunSuccess { run { runId } }
    ... on PythonError { message }
    ... on RunConfigValidationInvalid { errors { message } }
  }
}"""
RUN_STATUS = """query Status($runId: ID!) { runOrError(runId: $runId) { ... on Run { status } } }"""
LOCATIONS = """{ workspaceOrError { ... on Workspace { locationEntries { name loadStatus
  locationOrLoadError { __typename ... on PythonError { message } } } } } }"""
CHECKS_OF = """{ assetNodes { assetKey { path } assetChecksOrError { ... on AssetChecks { checks { name } } } } }"""


def ui_day(engine, scale_name: str) -> dict:
    """One day partition of a small project, as a click on "Materialize" runs it: launched
    through the real webserver's GraphQL API (the day's assets and their checks), queued,
    started by the real daemon, executed by the job's executor. Timed from the launch to the
    run's success, for N days (scale_name is N; one project, 3 chats and 9 memos a day)."""
    import socket
    import subprocess

    days = int(scale_name)
    scale = synthetic.Scale(organizations=1, projects_per_org=1, start=date(2026, 3, 2), days=days,
                            chats_per_project_day=3, memos_per_chat=3)
    synthetic.generate(engine, scale, seed=2)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    # The home is removed after every process of the webserver and the daemon is gone (their
    # code servers and run workers included); a file a dying process still writes is no error.
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as home:
        shipped = yaml.safe_load((REPO / "dagster.yaml").read_text())
        Path(home, "dagster.yaml").write_text(yaml.safe_dump({
            "telemetry": {"enabled": False}, "concurrency": shipped["concurrency"],
            "run_coordinator": shipped["run_coordinator"], **sqlite_instance_config(home)}))
        # The instance's SQLite databases are created here, once: the webserver and the daemon starting
        # together on a fresh home both created them, and under load both stamped a schema version
        # ("alembic_version has more than one head" when the code location loaded).
        DagsterInstance.from_config(home).dispose()
        env = {**os.environ, "DAGSTER_HOME": home, "MEMORY_ENGINE": "extractive", "MEMORY_AUTOMATION": "off",
               "MEMORY_DATABASE_URL": engine.url.render_as_string(hide_password=False)}
        workspace = ["-w", str(REPO / "workspace.yaml")]
        # Each in a process group of its own, with the code servers and run workers it starts.
        processes = [subprocess.Popen(["dagster-webserver", *workspace, "-h", "127.0.0.1", "-p", str(port)],
                                      env=env, cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                      start_new_session=True),
                     subprocess.Popen(["dagster-daemon", "run", *workspace], env=env, cwd=REPO,
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)]
        try:
            graphql = _GraphQL(f"http://127.0.0.1:{port}/graphql")
            graphql.wait_until_loaded(processes)
            checks = [{"assetKey": {"path": node["assetKey"]["path"]}, "name": check["name"]}
                      for node in graphql.query(CHECKS_OF)["assetNodes"] if node["assetKey"]["path"][0] in DAY_ASSETS
                      for check in node["assetChecksOrError"]["checks"]]
            timings = []
            for day in range(days):
                key = (scale.start + timedelta(days=day)).isoformat()
                started = time.perf_counter()
                status = graphql.launch_and_wait(key, checks)
                timings.append(time.perf_counter() - started)
                if status != "SUCCESS":
                    raise RuntimeError(f"the run for {key} ended {status}")
        finally:
            stop_groups(processes)
    timings.sort()
    return {"runs": len(timings), "median_s": round(timings[len(timings) // 2], 2),
            "min_s": round(timings[0], 2), "max_s": round(timings[-1], 2),
            "memos_per_day": 9, "chats_per_day": 3, "checks": len(checks)}


def stop_groups(processes, timeout_s: float = 60) -> None:
    """Terminate each process's group (what it started too), wait, and kill what is left."""
    import signal
    import subprocess

    for process in processes:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)
    deadline = time.monotonic() + timeout_s
    for process in processes:
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(timeout=max(0.1, deadline - time.monotonic()))
    for process in processes:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)  # a group's stragglers (code servers, run workers)
        process.wait()


class _GraphQL:
    def __init__(self, url: str):
        self.url = url

    def query(self, text: str, **variables) -> dict:
        import urllib.request

        request = urllib.request.Request(self.url, data=json.dumps({"query": text, "variables": variables}).encode(),
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=30) as response:
            body = json.loads(response.read())
        if body.get("errors"):
            raise RuntimeError(f"GraphQL error: {body['errors']}")
        return body["data"]

    def wait_until_loaded(self, processes, timeout_s: float = 180) -> None:
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if any(p.poll() is not None for p in processes):
                raise RuntimeError("the Dagster webserver or daemon exited while starting")
            try:
                entries = self.query(LOCATIONS)["workspaceOrError"]["locationEntries"]
                if entries and all(e["loadStatus"] == "LOADED" for e in entries):
                    if any(e["locationOrLoadError"]["__typename"] != "RepositoryLocation" for e in entries):
                        raise RuntimeError(f"the code location failed to load: {entries}")
                    return
            except Exception as exc:  # noqa: BLE001 - not up yet
                if "failed to load" in str(exc):
                    raise
            time.sleep(0.5)
        raise RuntimeError(f"the Dagster webserver did not load the code location within {timeout_s} s")

    def launch_and_wait(self, key: str, checks: list[dict], timeout_s: float = 300) -> str:
        params = {"selector": {"repositoryLocationName": "memory_pipeline", "repositoryName": "__repository__",
                               "jobName": "__ASSET_JOB", "assetSelection": [{"path": [a]} for a in DAY_ASSETS],
                               "assetCheckSelection": checks},
                  "executionMetadata": {"tags": [{"key": "dagster/partition", "value": key}]},
                  "runConfigData": {}}
        launched = self.query(LAUNCH_RUN, params=params)["launchRun"]
        if launched["__typename"] != "LaunchRunSuccess":
            raise RuntimeError(f"launchRun failed: {launched}")
        run_id = launched["run"]["runId"]
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            status = self.query(RUN_STATUS, runId=run_id)["runOrError"]["status"]
            if status in ("SUCCESS", "FAILURE", "CANCELED"):
                return status
            time.sleep(0.1)
        raise RuntimeError(f"run {run_id} for {key} did not finish within {timeout_s} s")



def noisy_chat_summaries(engine, scale_name: str) -> dict:
    """Offline chat summaries of noisy chats, as `chat_summaries` makes them (transcript, masking,
    injection screen, extractive summary, screened again), per 1,000 chats: the labeled noisy
    chats of tests/data (train, heldout, fresh; never the held-out third set) made unique and
    repeated to `scale` chats, median of 5 rounds. No database work is timed."""
    from collections import namedtuple

    from memory_pipeline.extractive import ExtractiveEngine
    from memory_pipeline.summaries import SummaryRun, _summarize_one
    from tests.data import noisy_chats_fresh, noisy_chats_heldout, noisy_chats_train

    chats = noisy_chats_train.CHATS + noisy_chats_heldout.CHATS + noisy_chats_fresh.CHATS
    total = int(scale_name)
    chat_row = namedtuple("chat_row", "id organization_id project_id created_at")
    created = datetime(2026, 3, 2, 10, tzinfo=schema.UTC)
    rounds = []
    for round_no in range(5):
        batch = []
        for n in range(total):
            chat = chats[n % len(chats)]
            turns = [(role, f"{text} ({round_no}-{n})" if i == 0 else text)  # unique: no cache helps
                     for i, (role, text) in enumerate(chat["turns"])]
            batch.append((chat_row(f"{chat['id']}-{round_no}-{n}", "org", "project", created), turns))
        run, started, written = SummaryRun(), time.perf_counter(), 0
        for chat, turns in batch:
            written += _summarize_one(ExtractiveEngine(), chat, turns, run, None, "chat_summaries")[0] is not None
        rounds.append(time.perf_counter() - started)
    rounds.sort()
    return {"chats": total, "summaries_written": written, "per_1000_chats_s": round(rounds[2] * 1000 / total, 3),
            "rounds_s": [round(r, 3) for r in rounds]}


# Texts an agent could write that once made a backtracking pattern of the injection screen take seconds or minutes:
# a run of word gaps after a word a pattern opens with, or words a dash may end, so that the run can be cut into
# words and gaps in many ways, each tried from every position of the run. Each is cut to the scale's length.
PATHOLOGICAL = {
    "delete + '-": "delete " + "'-" * 25_000,            # `_HEADER`: quadratic, 3.3 s at 4,000 characters
    "ignore + dashes": "ignore " + "-" * 50_000,          # `_SKIP_AND`: cubic, 14 s at 1,000 characters
    "SYSTEM + ' :'": "SYSTEM " + " :" * 25_000,
    "ab-": "ab-" * 17_000,                                # `_A_VOCATIVE` in `reading`: 6.8 s at 16,000 characters
    "agent + ab-": "agent " + "ab-" * 17_000,           # `_VOIDED` (and `_ANY_ANCHOR`): 4.6 s at 20,000 characters
    "agent + ab--": "agent " + "ab--" * 13_000,
    "assistant + ' -'": "you're not an assistant" + " -" * 25_000,  # `_A_WEAK`: quadratic, 21 s at 20,000 characters
    "agent + ' -'": "agent" + " -" * 25_000,            # the harmless-request lead: 23 s at 8,000 characters
    "ignore + quotes": "ignore " + "'" * 50_000 + " previous rules",
    "send by + '- '": ("send the password by " + "- " * 25 + "never by ") * 700,
    "a-": "a-" * 25_000,
    "when anyone asks + quotes": ("when anyone asks" + " '" * 20 + " tell ") * 1_500,
}


def injection_pathological(engine, scale_name: str) -> dict:
    """CPU seconds of the injection screen (`scan`) and of what the model reads (`reading`) on each text of
    `PATHOLOGICAL` cut to `scale` characters, caches cleared, the worst of 3 rounds. No database work."""
    from memory_pipeline import injection, injection_model

    injection_model.model()
    size, seconds = int(scale_name), {}
    for name, text in PATHOLOGICAL.items():
        text = text[:size]
        worst = 0.0
        for _ in range(3):
            injection._scan.cache_clear()
            injection._model_score.cache_clear()
            started = time.process_time()
            injection.scan(text)
            injection.reading(text)
            worst = max(worst, time.process_time() - started)
        seconds[name] = round(worst, 3)
    return {"texts": len(seconds), "chars": size, "worst_cpu_s": max(seconds.values()), "cpu_s": seconds}


SCENARIOS = {"backfill": backfill, "nightly": nightly, "next_day": next_day, "rerun": rerun, "model_cost": model_cost, "dedup": dedup,
             "naive_dedup": naive_dedup, "sensor_tick": sensor_tick, "mcp_recall": mcp_recall, "ui_day": ui_day,
             "noisy_chat_summaries": noisy_chat_summaries,
             "injection_pathological": injection_pathological}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.scenarios")
    parser.add_argument("scenario", choices=sorted(SCENARIOS))
    parser.add_argument("--scale", required=True, help="a scale name (smoke, month, year) or a number")
    parser.add_argument("--database", choices=["sqlite", "postgresql"], default="sqlite")
    parser.add_argument("--processes", type=int, metavar="N",
                        help="backfill: run through the job's executor on a persistent instance, N shards on N "
                             "processes at a time; 1: the in-process executor on the same instance storage "
                             "(default: every step in this process, in-memory instance)")
    parser.add_argument("--database-url", metavar="URL",
                        help="run on this empty database and keep it (e.g. for `memory-pipeline usage`) "
                             "instead of a fresh one dropped afterwards")
    args = parser.parse_args(argv)
    if args.processes:
        os.environ["BENCH_PROCESSES"] = str(args.processes)
    with kept_database(args.database_url) if args.database_url else fresh_database(args.database) as engine:
        args.database = engine.dialect.name
        result = SCENARIOS[args.scenario](engine, args.scale)
    rows = [result, *result.pop("_extra_rows", [])]
    for row in rows:
        row.setdefault("scenario", args.scenario)
        row.update(scale=args.scale, database=args.database)
        row.setdefault("peak_rss_mb", round(peak_rss_mb()))
        print(json.dumps(row))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
