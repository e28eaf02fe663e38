"""The offline summarizer: its TF-IDF equals scikit-learn's; budgets and ranking hold."""

from datetime import datetime, timedelta, timezone

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sklearn.feature_extraction.text import TfidfVectorizer

from memory_pipeline.engines import SourceItem
from memory_pipeline.extractive import MERGE_JACCARD, _parts, _sentences, _words, section_of, summarize_extractive, tfidf

WORDS = ["grafana", "billing", "api", "deploy", "monday", "rollout", "the", "we", "postgres", "limit", "is",
         "decided", "who", "reviews", "staging", "production", "a1", "x", "of", "and", "alerts"]
sentence = st.lists(st.sampled_from(WORDS), min_size=1, max_size=12).map(" ".join)


@settings(max_examples=200, deadline=None)
@given(st.lists(sentence, min_size=1, max_size=30))
def test_tfidf_equals_scikit_learns_vectorizer(texts):
    try:
        expected = TfidfVectorizer(stop_words="english", sublinear_tf=True).fit_transform(texts).toarray()
    except ValueError:  # nothing but stop words: both refuse
        with pytest.raises(ValueError):
            tfidf(texts)
        return
    np.testing.assert_allclose(tfidf(texts), expected, rtol=1e-12, atol=1e-12)


def _items(texts):
    start = datetime(2026, 3, 2, tzinfo=timezone.utc)
    return [SourceItem((f"memo:{i}",), text, start + timedelta(minutes=i)) for i, text in enumerate(texts)]


@settings(max_examples=100, deadline=None)
@given(st.lists(sentence, min_size=1, max_size=40), st.integers(min_value=40, max_value=2000))
def test_summary_fits_its_budget_and_cites_only_its_sources(texts, budget):
    items = _items(texts)
    lines = summarize_extractive(items, budget)
    assert sum(len(line.render()) + 1 for line in lines) <= budget
    assert {r for line in lines for r in line.refs} <= {r for item in items for r in item.refs}


def test_sentences_sharing_four_of_five_words_become_one_line_and_three_of_four_stay_apart():
    merged = summarize_extractive(_items(["Grafana billing deploy staging rollout.", "Grafana billing deploy staging."]),
                                  10_000)
    assert [line.refs for line in merged] == [("memo:0", "memo:1")]
    apart = summarize_extractive(_items(["Grafana billing deploy staging.", "Grafana billing deploy."]), 10_000)
    assert len(apart) == 2


@settings(max_examples=200, deadline=None)
@given(st.lists(sentence, min_size=1, max_size=30))
def test_near_identical_sentences_merge_exactly_at_the_jaccard_threshold(texts):
    # The reference compares each sentence with every kept one by its full Jaccard similarity.
    kept: list[tuple[set, list]] = []
    for item in _items(texts):
        for text in _parts(item.text):
            words = _words(text)
            for other, refs in kept:
                union = other | words
                if union and len(other & words) / len(union) >= MERGE_JACCARD:
                    refs.extend(r for r in item.refs if r not in refs)
                    break
            else:
                kept.append((words, list(item.refs)))
    assert [s.refs for s in _sentences(_items(texts))] == [refs for _, refs in kept]


def test_a_tight_budget_keeps_the_most_central_sentence_first():
    texts = ["We decided to adopt Grafana for billing-api dashboards.",
             "Grafana dashboards for billing-api were reviewed by Chen Wei.",
             "The coffee machine on floor three is broken again today.",
             "Billing-api alerts now route to Grafana dashboards."]
    everything = summarize_extractive(_items(texts), 10_000)
    assert len(everything) == 4
    one = summarize_extractive(_items(texts), len(everything[0].render()) + 1)
    assert [line.text for line in one] == ["We decided to adopt Grafana for billing-api dashboards."]
    assert "coffee" not in " ".join(line.text for line in summarize_extractive(_items(texts), 180))


def test_decisions_changes_and_open_questions_take_the_budget_before_notes():
    texts = ["The billing dashboards show invoices, refunds and disputes by region and by week.",
             "The billing dashboards group invoices by region and by week for finance.",
             "Decided: refunds over 500 euros need a second approver."]
    one = summarize_extractive(_items(texts), 90)
    assert [line.text for line in one] == ["Decided: refunds over 500 euros need a second approver."]


def test_a_chat_transcript_is_summarized_from_its_memory_lines_as_sentences():
    transcript = ("user: hey! quick one\nassistant: Happy to help! How can I help today?\n"
                  "user: we're switching the queue from rabbitmq to sqs next sprint\n"
                  "assistant: Noted, I'll remember that: queue moves from RabbitMQ to SQS next sprint.\nuser: thx")
    lines = summarize_extractive(_items([transcript]), 700)
    assert [line.text for line in lines] == ["We're switching the queue from rabbitmq to sqs next sprint."]


def test_the_copied_stop_words_equal_scikit_learns_list():
    from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS as LIBRARY

    from memory_pipeline.stop_words import ENGLISH_STOP_WORDS

    assert ENGLISH_STOP_WORDS == LIBRARY


def test_a_numbered_item_inside_a_line_ends_no_sentence():
    items = [SourceItem(("chat:1",), "Agreed: MFA for remote access; 1. MFA for VPN users; 2. No MFA on consoles.",
                        datetime(2026, 3, 2, tzinfo=timezone.utc))]
    assert [line.text for line in summarize_extractive(items, 500)] == [
        "Agreed: MFA for remote access; 1. MFA for VPN users; 2. No MFA on consoles."]


@pytest.mark.parametrize("line", [
    "replacing the office router with a mesh kit next week",
    "on-call ttl goes from 24h down to 8h",
    "the storage quota moves from ana to the platform team",
    "priya takes over the release checklist from sam",
])
def test_a_replacement_a_value_going_from_one_to_another_and_a_takeover_are_changes(line):
    assert section_of(line) == "Changed"


@pytest.mark.parametrize("said", ["yes, 18 April it is for the open day", "ok so tuesday it is", "webhook it is"])
def test_a_choice_said_as_x_it_is_is_a_decision_after_a_yes_or_with_what_it_is_for(said):
    assert section_of(said) == "Decided"


def test_it_is_for_without_a_choice_decides_nothing():
    assert section_of("no idea what it is for") != "Decided"


@pytest.mark.parametrize("said", ["we're scrapping the paper manifests, the scanner app covers it",
                                  "they are raising the fuel surcharge to 6%",
                                  "heads up, we're changing the cutoff from 4pm to 3pm"])
def test_a_change_the_team_has_arranged_said_in_the_present_is_a_change(said):
    assert section_of(said) == "Changed"


@pytest.mark.parametrize("said", ["the parcel scanners keep dropping wifi in bay 3",
                                  "we're changing the rota, the current one is a mess",
                                  "we're cutting corners to save time"])
def test_a_change_with_no_one_doing_it_or_no_new_value_is_no_change(said):
    assert section_of(said) == "Notes"


def test_switching_to_something_is_a_change_but_a_thing_to_switch_to_is_not():
    assert section_of("right, night emergencies switch to Saltmarsh Vet Group from 1 july") == "Changed"
    assert section_of("the toggle to switch to dark mode is broken") == "Notes"
