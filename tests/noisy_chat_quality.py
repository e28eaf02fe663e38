"""Memory from noisy chats, through the real assets: key-fact coverage, noise and recall.

Every chat of a labeled corpus (`tests/data/noisy_chats_*.py`) becomes a chat of one
project with its raw transcript; every asset is materialized over the corpus's year
(offline engine); then:

- coverage per level: a key fact is covered when one line of the digest holding its
  chat's day carries all of the fact's keywords;
- noise: a digest or core memory line that carries the keywords of no key fact of its
  period (chit-chat, boilerplate, logs), or an answered request listed under Open;
- recall: the packet for a question, asked "now" (the end of the corpus), holds a line
  with all keywords of the fact that answers it.

`python -m tests.noisy_chat_quality [train|heldout|fresh|third|...|ninth] [--even|--odd] [-v] [--database PATH]`
prints the figures (a set added as held out is measured only by the lead, never developed on).
"""

from __future__ import annotations

import re
import sys
import tempfile
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from pathlib import Path

import sqlalchemy as sa
from dagster import DagsterInstance

from memory_pipeline import db
from memory_pipeline.demo_run import materialize_window
from memory_pipeline.digests import digest_lines
from memory_pipeline.engines import CITATION_RE
from memory_pipeline.periods import period_of
from memory_pipeline.recall import recall
from memory_pipeline.schema import UTC, memory_core, memory_digests
from tests.helpers import PROJECT, add_chat, add_message

NOW = datetime(2026, 11, 30, tzinfo=UTC)


@dataclass
class ChatQuality:
    coverage: dict[str, tuple[int, int]] = field(default_factory=dict)  # level -> (covered, facts)
    lines: int = 0
    noise: list[str] = field(default_factory=list)
    core_lines: int = 0
    core_noise: list[str] = field(default_factory=list)
    recalled: int = 0
    questions: int = 0
    recall_misses: list[str] = field(default_factory=list)
    coverage_misses: list[str] = field(default_factory=list)

    def summary(self) -> str:
        cover = ", ".join(f"{level} {c}/{n} ({c / n:.2f})" for level, (c, n) in self.coverage.items())
        return (f"coverage: {cover}; noise lines {len(self.noise)}/{self.lines} "
                f"({len(self.noise) / max(self.lines, 1):.2f}); core memory noise {len(self.core_noise)}/"
                f"{self.core_lines}; recall {self.recalled}/{self.questions} "
                f"({self.recalled / max(self.questions, 1):.2f})")


def _words(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", text.lower()))


def _carries(line: str, keywords: list[str]) -> bool:
    # Citations left out: a short keyword ("fee", "bad") can be found inside a cited chat's random identifier.
    text = f" {_words(CITATION_RE.sub(' ', line))} "
    return all(f" {_words(k)} " in text or _words(k) in text for k in keywords)


def load(engine: sa.Engine, chats: list[dict]) -> dict[str, str]:
    """The corpus as chats with raw transcripts; returns chat id -> database id."""
    ids = {}
    with engine.begin() as conn:
        for chat in chats:
            start = datetime.combine(date.fromisoformat(chat["day"]), time(10), tzinfo=UTC)
            ids[chat["id"]] = chat_id = add_chat(conn, start, summary=None, redacted=False, title=chat["id"])
            for turn, (role, text) in enumerate(chat["turns"]):
                add_message(conn, chat_id, text, start + timedelta(minutes=turn), role=role)
    return ids


def evaluate(engine: sa.Engine, chats: list[dict], questions: list[dict], materialized: bool = False) -> ChatQuality:
    """The figures for `chats` on `engine`, loaded and materialized first unless `materialized` (a database an
    earlier run of the same set and half left)."""
    if not materialized:
        load(engine, chats)
        first = min(date.fromisoformat(c["day"]) for c in chats)
        start = datetime.combine(first.replace(day=1), time(0), tzinfo=UTC)
        with DagsterInstance.ephemeral() as instance:
            runs = materialize_window(engine, instance, start, NOW)
        assert all(ok for _, _, _, ok, _, _ in runs), runs
    with engine.connect() as conn:
        digests = conn.execute(sa.select(memory_digests.c.level, memory_digests.c.period_start,
                                         memory_digests.c.content)).all()
        core = conn.execute(sa.select(memory_core.c.content)).scalar_one_or_none() or ""
    quality = ChatQuality()
    facts = [(c, f) for c in chats for f in c["facts"]]
    for level in ("day", "week", "month"):
        covered = 0
        for chat, fact in facts:
            key = period_of(level, datetime.combine(date.fromisoformat(chat["day"]), time(10), tzinfo=UTC)).start
            content = next((d.content for d in digests if d.level == level and d.period_start == key), "")
            found = any(_carries(line.text, fact["keywords"]) for line in digest_lines(content))
            covered += found
            if not found and level == "day":
                quality.coverage_misses.append(f"{chat['id']} {fact['kind']} {fact['keywords']}: "
                                               f"{chat['turns'][fact['turn']][1][:160]!r}")
        quality.coverage[level] = (covered, len(facts))
    for digest in digests:
        period = period_of(digest.level, digest.period_start)
        inside = [(c, f) for c, f in facts if period.contains(
            datetime.combine(date.fromisoformat(c["day"]), time(10), tzinfo=UTC))]
        section = None
        for raw in digest.content.splitlines():
            if raw.startswith("## "):
                section = raw[3:]
                continue
            quality.lines += 1
            if not any(_carries(raw, f["keywords"]) for _, f in inside):
                quality.noise.append(f"{digest.level} {section}: {raw[:140]}")
            elif section == "Open" and any(_answered(raw, c) for c, _ in inside):
                quality.noise.append(f"{digest.level} answered shown as open: {raw[:140]}")
    for raw in core.splitlines():
        quality.core_lines += 1
        if not any(_carries(raw, f["keywords"]) for _, f in facts):
            quality.core_noise.append(raw[:140])
    by_id = {c["id"]: c for c in chats}
    for question in questions:
        fact = by_id[question["chat"]]["facts"][question["fact"]]
        packet = recall(engine, PROJECT, question["question"], now=NOW, log=False)
        quality.questions += 1
        if any(_carries(item.text, fact["keywords"]) for item in packet.items):
            quality.recalled += 1
        else:
            quality.recall_misses.append(f"{question['question']!r} -> {fact['keywords']}: "
                                         f"{[i.text[:80] for i in packet.items]}")
    return quality


def _answered(line: str, chat: dict) -> bool:
    """The line restates a request that the chat answered later. A turn the set labels both an open key fact and
    answered (an open question said beside a request the assistant then answered: "it's still open whether we start
    one or not. ... outline?") is not one when the line carries that fact: the line is the open fact."""
    line_words = set(_words(CITATION_RE.sub(" ", line)).split())
    own = {f["turn"] for f in chat["facts"] if f["kind"].startswith("open") and _carries(line, f["keywords"])}
    for turn in chat["answered"]:
        if turn in own:
            continue
        asked = set(_words(chat["turns"][turn][1]).split())
        if asked and len(line_words & asked) >= 0.6 * min(len(asked), len(line_words)):
            return True
    return False


def main(split: str) -> None:
    data = __import__(f"tests.data.noisy_chats_{split}", fromlist=["CHATS"])
    chats, questions = list(data.CHATS), list(data.QUESTIONS)
    # `--even` / `--odd`: only the chats at even / odd indexes and their questions (study one half, check
    # transfer on the other).
    if "--even" in sys.argv or "--odd" in sys.argv:
        chats = chats[0 if "--even" in sys.argv else 1::2]
        kept = {chat["id"] for chat in chats}
        questions = [q for q in questions if q["chat"] in kept]
    # `--database PATH`: materialize into PATH and keep it, or measure again on it when it exists (seconds, not
    # minutes: for a change to recall alone; the digests in it are those of the code that built it).
    database = sys.argv[sys.argv.index("--database") + 1] if "--database" in sys.argv else None
    with tempfile.TemporaryDirectory() as directory:
        path = database or f"{directory}/quality.db"
        materialized = Path(path).exists()
        engine = db.get_engine(f"sqlite:///{path}")
        if not materialized:
            db.migrate(engine)
        quality = evaluate(engine, chats, questions, materialized)
        engine.dispose()
    print(quality.summary())
    if "-v" in sys.argv:
        for line in quality.noise:
            print("NOISE", line)
        for line in quality.core_noise:
            print("CORE NOISE", line)
        for line in quality.recall_misses:
            print("RECALL MISS", line)
        for line in quality.coverage_misses:
            print("DAY MISS", line)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 and not sys.argv[1].startswith("-") else "train")
