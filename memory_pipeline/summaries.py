"""Chat summaries from redacted transcripts.

Only a summary built from a masked transcript may reach memory. The transcript is
capped per message and in total (oldest turns go first, with an explicit note), masked
with `redaction`, stripped of sentences addressed to an AI (`injection`), summarized by
the engine, and the summary is masked and screened again before it is written together
with `summary_redacted = true`.

A summary the extractive engine wrote in the model's place (a token budget reached, the
model unavailable, its answers unusable) is written too, and its chat listed in
`memory_summary_fallbacks`: the next run with a model summarizes those chats again, and
only those, and takes them off the list.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

import sqlalchemy as sa

from memory_pipeline import injection, redaction
from memory_pipeline.db import chunks, upsert
from memory_pipeline.eligibility import chat_is_visible
from memory_pipeline.memo_facts import STOP_WORDS
from memory_pipeline.engines import CallContext, Engine, ModelUsage, SourceItem
from memory_pipeline.periods import period_of
from memory_pipeline.schema import chat_messages, chats, memory_chat_topics, memory_summary_fallbacks, utcnow

MAX_MESSAGE_CHARS = 2000
MAX_TRANSCRIPT_CHARS = 12000
MAX_SUMMARY_CHARS = 700
TRANSCRIPT_ROLES = ("user", "assistant")
LINE_BREAK = " ¶ "  # a line break inside a message ends a sentence; a turn stays one transcript line


def build_transcript(messages: Sequence[tuple[str, str]], max_message_chars: int = MAX_MESSAGE_CHARS,
                     max_total_chars: int = MAX_TRANSCRIPT_CHARS) -> str:
    """`role: content` lines of user and assistant turns, newest kept when over the cap; a line
    break inside a message is written `LINE_BREAK`, so a turn stays one line and its lines stay apart."""
    turns = []
    for role, content in messages:
        if role not in TRANSCRIPT_ROLES:
            continue
        text = LINE_BREAK.join(" ".join(line.split()) for line in content.splitlines() if line.strip())
        if len(text) > max_message_chars:
            text = text[:max_message_chars - 1] + "…"
        turns.append(f"{role}: {text}")
    kept: list[str] = []
    used = 0
    for turn in reversed(turns):
        if used + len(turn) + 1 > max_total_chars and kept:
            break
        kept.append(turn)
        used += len(turn) + 1
    kept.reverse()
    omitted = len(turns) - len(kept)
    if omitted:
        kept.insert(0, f"[{omitted} earlier messages omitted]")
    return "\n".join(kept)


MAX_TOPIC_WORDS = 300
_TOPIC_WORD = re.compile(r"[a-z][a-z0-9]+")


def topics_of(transcript: str) -> str:
    """The distinct content words of a (masked) transcript, in order of first use: what the chat
    was about, in the words of every turn, for recall to match questions against (never shown)."""
    words = dict.fromkeys(w for w in _TOPIC_WORD.findall(transcript.lower())
                          if w not in STOP_WORDS and w not in TRANSCRIPT_ROLES)
    return " ".join(list(words)[:MAX_TOPIC_WORDS])


@dataclass
class SummaryRun:
    summarized: int = 0
    skipped: Counter = field(default_factory=Counter)
    findings: Counter = field(default_factory=Counter)
    injections_contained: Counter = field(default_factory=Counter)
    usage: ModelUsage = field(default_factory=ModelUsage)
    summarized_ids: list[str] = field(default_factory=list)
    fell_back: int = 0  # written by the extractive engine in the model's place: the next run redoes them


def _last_message_at():
    return (sa.select(sa.func.max(chat_messages.c.created_at))
            .where(chat_messages.c.chat_id == chats.c.id).scalar_subquery())


def chats_to_summarize(start: datetime, end: datetime, project_ids: Sequence[str] | None = None,
                       redo_fallbacks: bool = False) -> sa.Select:
    """Chats created in `[start, end)` with messages and no current redacted summary (or, with
    `redo_fallbacks`, one the extractive engine wrote in the model's place).

    Returns every such chat, visible or not, with the reason it is skipped (or None).
    """
    last_message = _last_message_at().label("last_message_at")
    stale = [chats.c.summary_redacted.is_(False), chats.c.summary.is_(None),
             chats.c.summary_generated_at.is_(None), chats.c.summary_generated_at < last_message]
    if redo_fallbacks:
        stale.append(sa.exists().where(memory_summary_fallbacks.c.chat_id == chats.c.id))
    stale = sa.or_(*stale)
    query = (
        sa.select(chats.c.id, chats.c.organization_id, chats.c.project_id, chats.c.created_at,
                  chats.c.memory_excluded_at, chats.c.deleted_at, last_message)
        .where(chats.c.created_at >= start, chats.c.created_at < end)
        .order_by(chats.c.created_at, chats.c.id)
    )
    if project_ids:
        query = query.where(chats.c.project_id.in_(list(project_ids)))
    return query.add_columns(stale.label("stale"))


def summarize_chats(engine: sa.Engine, model: Engine, start: datetime, end: datetime, *, run_id: str | None,
                    project_ids: Sequence[str] | None = None, asset_key: str = "chat_summaries",
                    log=None) -> SummaryRun:
    result = SummaryRun()
    # The extractive engine would write the same summary again; a model may do better.
    redo_fallbacks = model.name != "extractive"
    with engine.connect() as conn:
        candidates = conn.execute(chats_to_summarize(start, end, project_ids, redo_fallbacks)).all()
    to_summarize = []
    for chat in candidates:
        if chat.deleted_at is not None:
            result.skipped["deleted"] += 1
        elif chat.memory_excluded_at is not None:
            result.skipped["opted_out"] += 1
        elif chat.last_message_at is None:
            result.skipped["no_messages"] += 1
        elif not chat.stale:
            result.skipped["already_summarized"] += 1
        else:
            to_summarize.append(chat)
    # A model's answers are paid for: with one, fewer are held before they are written.
    for batch in chunks(to_summarize, BATCH if model.name == "extractive" else MODEL_BATCH):
        done = result.summarized
        _summarize_batch(engine, model, batch, result, run_id, asset_key)
        if log and result.summarized // 100 > done // 100:
            log(f"summarized {result.summarized} chats")
    return result


BATCH = 100  # chats whose transcripts are read, and summaries written, together
MODEL_BATCH = 10


def _summarize_batch(engine: sa.Engine, model: Engine, batch: list, result: SummaryRun, run_id, asset_key) -> None:
    m = chat_messages.c
    transcripts = defaultdict(list)
    with engine.connect() as conn:
        for row in conn.execute(sa.select(m.chat_id, m.role, m.content)
                                .where(m.chat_id.in_([chat.id for chat in batch]))
                                .order_by(m.chat_id, m.created_at, m.id)):
            transcripts[row.chat_id].append((row.role, row.content))
    summaries, fallback_reasons = {}, {}
    for chat in batch:
        text, topics, fallback_reason = _summarize_one(model, chat, transcripts[chat.id], result, run_id, asset_key)
        if text is not None:
            summaries[chat.id] = text, topics
            if fallback_reason is not None:
                fallback_reasons[chat.id] = fallback_reason
    projects = {chat.id: chat.project_id for chat in batch}
    with engine.begin() as conn:
        written = set()
        for chat_id, (text, topics) in summaries.items():
            updated = conn.execute(
                chats.update()
                .where(chats.c.id == chat_id, chat_is_visible())  # opted out meanwhile: leave it alone
                .values(summary=text, summary_redacted=True, summary_generated_at=utcnow())
            ).rowcount
            if updated:
                upsert(conn, memory_chat_topics, [dict(chat_id=chat_id, project_id=projects[chat_id], topics=topics,
                                                       updated_at=utcnow())], key=["chat_id"],
                       update=["topics", "updated_at"])
                result.summarized += 1
                result.summarized_ids.append(chat_id)
                written.add(chat_id)
            else:
                result.skipped["opted_out_during_run"] += 1
        if model.name != "extractive":  # the model has had its turn; what fell back waits for the next run
            conn.execute(memory_summary_fallbacks.delete().where(
                memory_summary_fallbacks.c.chat_id.in_([chat.id for chat in batch])))
            upsert(conn, memory_summary_fallbacks, [
                dict(chat_id=chat_id, project_id=projects[chat_id], reason=reason[:2000], created_at=utcnow())
                for chat_id, reason in fallback_reasons.items() if chat_id in written],
                key=["chat_id"], update=["reason", "created_at"])
            result.fell_back += sum(chat_id in written for chat_id in fallback_reasons)


def _summarize_one(model: Engine, chat, messages: list[tuple[str, str]], result: SummaryRun, run_id,
                   asset_key) -> tuple[str | None, str, str | None]:
    """The redacted summary of one chat's transcript, or None (the reason counted in `result`), its
    topics (`topics_of`), and why the extractive engine wrote it in the model's place (None when it
    did not)."""
    transcript = build_transcript(messages)
    masked = redaction.mask(transcript, chat.organization_id)
    result.findings.update(masked.counts())
    # Sentences addressed to an AI never reach a model or the summary; the turns' facts stay.
    contained = injection.contain(masked.text)
    result.injections_contained.update(contained.kinds)
    if not contained.text.strip():
        result.skipped["empty_transcript"] += 1
        return None, "", None
    context = CallContext(asset_key=asset_key, partition_key=period_of("day", chat.created_at).key,
                          project_id=chat.project_id, run_id=run_id)
    summary = model.summarize([SourceItem((f"chat:{chat.id}",), contained.text, chat.created_at)],
                              MAX_SUMMARY_CHARS, context)
    result.usage.add(summary)
    text = " ".join(line.text for line in summary.lines).strip()
    if not text:
        result.skipped["nothing_to_summarize"] += 1
        return None, "", None
    # Scan again: a model (or a sentence join) must not bring anything back.
    final = redaction.mask(text, chat.organization_id)
    result.findings.update(final.counts())
    screened = injection.contain(final.text)
    result.injections_contained.update(screened.kinds)
    if not screened.text.strip():
        result.skipped["nothing_to_summarize"] += 1
        return None, "", None
    return screened.text, topics_of(contained.text), summary.fallback_reason
