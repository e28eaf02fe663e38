"""Chat summaries from redacted transcripts.

Only a summary built from a masked transcript may reach memory. The transcript is
capped per message and in total (oldest turns go first, with an explicit note), masked
with `redaction`, stripped of sentences addressed to an AI (`injection`), summarized by
the engine, and the summary is masked and screened again before it is written together
with `summary_redacted = true`.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

import sqlalchemy as sa

from memory_pipeline import injection, redaction
from memory_pipeline.db import chunks
from memory_pipeline.eligibility import chat_is_visible
from memory_pipeline.engines import CallContext, Engine, ModelUsage, SourceItem
from memory_pipeline.periods import period_of
from memory_pipeline.schema import chat_messages, chats, utcnow

MAX_MESSAGE_CHARS = 2000
MAX_TRANSCRIPT_CHARS = 12000
MAX_SUMMARY_CHARS = 700
TRANSCRIPT_ROLES = ("user", "assistant")


def build_transcript(messages: Sequence[tuple[str, str]], max_message_chars: int = MAX_MESSAGE_CHARS,
                     max_total_chars: int = MAX_TRANSCRIPT_CHARS) -> str:
    """`role: content` lines of user and assistant turns, newest kept when over the cap."""
    turns = []
    for role, content in messages:
        if role not in TRANSCRIPT_ROLES:
            continue
        text = " ".join(content.split())
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


@dataclass
class SummaryRun:
    summarized: int = 0
    skipped: Counter = field(default_factory=Counter)
    findings: Counter = field(default_factory=Counter)
    injections_contained: Counter = field(default_factory=Counter)
    usage: ModelUsage = field(default_factory=ModelUsage)
    summarized_ids: list[str] = field(default_factory=list)


def _last_message_at():
    return (sa.select(sa.func.max(chat_messages.c.created_at))
            .where(chat_messages.c.chat_id == chats.c.id).scalar_subquery())


def chats_to_summarize(start: datetime, end: datetime, project_ids: Sequence[str] | None = None) -> sa.Select:
    """Chats created in `[start, end)` with messages and no current redacted summary.

    Returns every such chat, visible or not, with the reason it is skipped (or None).
    """
    last_message = _last_message_at().label("last_message_at")
    stale = sa.or_(chats.c.summary_redacted.is_(False), chats.c.summary.is_(None),
                   chats.c.summary_generated_at.is_(None), chats.c.summary_generated_at < last_message)
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
    with engine.connect() as conn:
        candidates = conn.execute(chats_to_summarize(start, end, project_ids)).all()
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
    summaries = {}
    for chat in batch:
        text = _summarize_one(model, chat, transcripts[chat.id], result, run_id, asset_key)
        if text is not None:
            summaries[chat.id] = text
    if not summaries:
        return
    with engine.begin() as conn:
        for chat_id, text in summaries.items():
            updated = conn.execute(
                chats.update()
                .where(chats.c.id == chat_id, chat_is_visible())  # opted out meanwhile: leave it alone
                .values(summary=text, summary_redacted=True, summary_generated_at=utcnow())
            ).rowcount
            if updated:
                result.summarized += 1
                result.summarized_ids.append(chat_id)
            else:
                result.skipped["opted_out_during_run"] += 1


def _summarize_one(model: Engine, chat, messages: list[tuple[str, str]], result: SummaryRun, run_id,
                   asset_key) -> str | None:
    """The redacted summary of one chat's transcript, or None (the reason counted in `result`)."""
    transcript = build_transcript(messages)
    masked = redaction.mask(transcript, chat.organization_id)
    result.findings.update(masked.counts())
    # Sentences addressed to an AI never reach a model or the summary; the turns' facts stay.
    contained = injection.contain(masked.text)
    result.injections_contained.update(contained.kinds)
    if not contained.text.strip():
        result.skipped["empty_transcript"] += 1
        return None
    context = CallContext(asset_key=asset_key, partition_key=period_of("day", chat.created_at).key,
                          project_id=chat.project_id, run_id=run_id)
    summary = model.summarize([SourceItem((f"chat:{chat.id}",), contained.text, chat.created_at)],
                              MAX_SUMMARY_CHARS, context)
    result.usage.add(summary)
    text = " ".join(line.text for line in summary.lines).strip()
    if not text:
        result.skipped["nothing_to_summarize"] += 1
        return None
    # Scan again: a model (or a sentence join) must not bring anything back.
    final = redaction.mask(text, chat.organization_id)
    result.findings.update(final.counts())
    screened = injection.contain(final.text)
    result.injections_contained.update(screened.kinds)
    if not screened.text.strip():
        result.skipped["nothing_to_summarize"] += 1
        return None
    return screened.text
