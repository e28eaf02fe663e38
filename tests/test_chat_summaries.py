"""chat_summaries: summaries only from masked transcripts, never for opted-out or deleted chats."""

from __future__ import annotations

import pytest
import sqlalchemy as sa

import tests.fake_anthropic as fake_api
from memory_pipeline.assets.chat_summaries import chat_summaries
from memory_pipeline.redaction import scan
from memory_pipeline.schema import chats, memory_chat_topics, memory_llm_usage
from memory_pipeline.summaries import build_transcript
from tests.fake_anthropic import FakeAnthropic, FakeTransportModelEngine
from tests.helpers import add_chat, add_message, at, materialize_assets

DAY = "2026-03-02"
EMAIL = "dara.okafor@example.org"
AWS_KEY = "AKIAIOSFODNN7EXAMPLE"


def _chat_with_secrets(conn, created: str = "2026-03-02T09:00", **kwargs) -> str:
    chat_id = add_chat(conn, at(created), summary=None, redacted=False, **kwargs)
    add_message(conn, chat_id, f"Billing-api is failing on staging. Mail me at {EMAIL} with the logs.",
                at(created), role="user")
    add_message(conn, chat_id, f"I rotated the key {AWS_KEY}; we decided to move billing-api to Postgres 16.",
                at(created).replace(minute=5), role="assistant")
    add_message(conn, chat_id, "tool output: 3 pods ready", at(created).replace(minute=6), role="tool")
    return chat_id


def _summary(engine, chat_id):
    with engine.connect() as conn:
        return conn.execute(sa.select(chats.c.summary, chats.c.summary_redacted, chats.c.summary_generated_at)
                            .where(chats.c.id == chat_id)).one()


def test_summary_is_written_from_the_masked_transcript(engine):
    with engine.begin() as conn:
        chat_id = _chat_with_secrets(conn)
    result = materialize_assets([chat_summaries], engine, partition_key=DAY)
    summary, redacted, generated_at = _summary(engine, chat_id)
    assert redacted is True and generated_at is not None
    assert "Postgres 16" in summary
    assert EMAIL not in summary and AWS_KEY not in summary and scan(summary) == []
    metadata = result.asset_materializations_for_node("chat_summaries")[0].metadata
    assert metadata["chats_summarized"].value == 1
    assert metadata["findings_masked"].value == {"email": 1, "aws_access_key_id": 1}


def test_summary_topics_are_the_words_of_the_masked_transcript(engine):
    with engine.begin() as conn:
        chat_id = _chat_with_secrets(conn)
    materialize_assets([chat_summaries], engine, partition_key=DAY)
    with engine.connect() as conn:
        topics = conn.execute(sa.select(memory_chat_topics.c.topics)
                              .where(memory_chat_topics.c.chat_id == chat_id)).scalar_one().split()
    assert {"staging", "failing", "rotated", "postgres"} <= set(topics)
    assert "okafor" not in topics and AWS_KEY.lower() not in topics  # masked before
    assert "pods" not in topics  # a tool turn is not part of the transcript


def test_opted_out_deleted_and_other_day_chats_are_never_touched(engine):
    with engine.begin() as conn:
        opted = _chat_with_secrets(conn, excluded_at=at("2026-03-03T00:00"))
        deleted = _chat_with_secrets(conn, deleted_at=at("2026-03-03T00:00"))
        next_day = _chat_with_secrets(conn, created="2026-03-03T00:00")
        empty = add_chat(conn, at("2026-03-02T12:00"), summary=None, redacted=False)
    result = materialize_assets([chat_summaries], engine, partition_key=DAY)
    for chat_id in (opted, deleted, next_day, empty):
        assert _summary(engine, chat_id) == (None, False, None)
    metadata = result.asset_materializations_for_node("chat_summaries")[0].metadata
    assert metadata["skipped"].value == {"opted_out": 1, "deleted": 1, "no_messages": 1}
    assert metadata["chats_summarized"].value == 0


def test_redacted_summary_older_than_the_last_message_is_rebuilt(engine):
    with engine.begin() as conn:
        stale = add_chat(conn, at("2026-03-02T08:00"), summary="Old summary.", redacted=True)
        add_message(conn, stale, "We decided to roll back the search indexer deploy today.", at("2026-03-02T10:00"))
        current = add_chat(conn, at("2026-03-02T08:00"), summary="Current summary.", redacted=True,
                           summary_generated_at=at("2026-03-02T23:00"))
        add_message(conn, current, "Nothing new here, just checking the dashboards.", at("2026-03-02T09:00"))
    result = materialize_assets([chat_summaries], engine, partition_key=DAY)
    assert "roll back the search indexer" in _summary(engine, stale)[0]
    assert _summary(engine, current)[0] == "Current summary."
    metadata = result.asset_materializations_for_node("chat_summaries")[0].metadata
    assert metadata["skipped"].value == {"already_summarized": 1}


def test_claude_never_receives_unmasked_text_and_every_call_is_in_the_ledger(engine, monkeypatch):
    monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key")
    fake_api.CURRENT = FakeAnthropic()
    with engine.begin() as conn:
        chat_id = _chat_with_secrets(conn)
    materialize_assets([chat_summaries], engine, partition_key=DAY,
                       model_engine=FakeTransportModelEngine(engine="claude", model="claude-test"))
    sent = fake_api.CURRENT.sent_text()
    assert fake_api.CURRENT.calls == 1
    assert EMAIL not in sent and AWS_KEY not in sent
    assert "redacted:email" in sent and "tool output" not in sent
    summary, redacted, _ = _summary(engine, chat_id)
    assert redacted and EMAIL not in summary
    with engine.connect() as conn:
        rows = conn.execute(sa.select(memory_llm_usage)).all()
    assert [(r.asset_key, r.partition_key, r.outcome, r.model) for r in rows] == [
        ("chat_summaries", DAY, "ok", "claude-test")]
    assert rows[0].input_tokens == 120 and rows[0].output_tokens == 30


def test_a_secret_the_model_writes_back_is_masked_before_storing(engine, monkeypatch):
    import json

    from tests.fake_anthropic import message

    monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key")
    fake_api.CURRENT = FakeAnthropic(lambda body: message(json.dumps({"lines": [
        {"text": "Contact ops@example.com about billing.", "cites": [fake_api.sources(body)[0][0][0]]}]})))
    with engine.begin() as conn:
        chat_id = _chat_with_secrets(conn)
    materialize_assets([chat_summaries], engine, partition_key=DAY,
                       model_engine=FakeTransportModelEngine(engine="claude", model="claude-test"))
    summary = _summary(engine, chat_id)[0]
    assert "ops@example.com" not in summary and "<redacted:email len=15" in summary


def test_range_run_summarizes_every_day_of_the_window_in_one_run(engine):
    with engine.begin() as conn:
        ids = [_chat_with_secrets(conn, created=f"2026-03-0{d}T09:00") for d in (2, 3, 4)]
    materialize_assets([chat_summaries], engine, partition_range=("2026-03-02", "2026-03-04"))
    assert all(_summary(engine, chat_id)[1] for chat_id in ids)


def test_transcript_drops_oldest_turns_with_a_note_and_caps_each_message():
    messages = [("user", f"message number {i} " + "x" * 50) for i in range(10)] + [("tool", "ignored")]
    transcript = build_transcript(messages, max_message_chars=40, max_total_chars=200)
    lines = transcript.splitlines()
    assert lines[0] == "[6 earlier messages omitted]"
    assert lines[-1].startswith("user: message number 9")
    assert all(len(line) <= len("user: ") + 40 for line in lines[1:])
    assert "ignored" not in transcript


@pytest.fixture(autouse=True)
def _reset_fake():
    yield
    fake_api.CURRENT = None
