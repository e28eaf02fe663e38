"""The learned veto over what a chat brings to memory (memory_pipeline/salience.py)."""

from __future__ import annotations

import gzip
import json

import pytest

from memory_pipeline import salience, transcripts
from memory_pipeline.extractive import section_of
from memory_pipeline.summaries import build_transcript
from tests import fit_salience_model

# A story the rules read as a change ("merged"), and nobody decided anything.
STORY = [("user", "the build broke again because someone merged without review"),
         ("assistant", "That's frustrating. Consider branch protection.")]
DECISION = [("user", "we agreed: backups run nightly at 02:00 to the offsite bucket"), ("assistant", "Noted.")]


def _lines(messages, lines=salience.memory_lines):
    return lines(build_transcript(messages), section_of)


@pytest.fixture(scope="module")
def refit():
    return fit_salience_model.fit(fit_salience_model.SETS)


def test_the_shipped_weights_are_a_refit_of_the_labeled_sets(refit):
    shipped = json.loads(gzip.decompress(fit_salience_model.OUT.read_bytes()))
    assert shipped["weights"].keys() == refit["weights"].keys(), "run `python -m tests.fit_salience_model`"
    assert max(abs(shipped["weights"][f] - refit["weights"][f]) for f in refit["weights"]) < 1e-5
    assert shipped["intercept"] == pytest.approx(refit["intercept"], abs=1e-5)


def test_a_story_the_rules_keep_is_left_out():
    assert _lines(STORY, transcripts.memory_lines) == ["the build broke again because someone merged without review"]
    assert _lines(STORY) == []


def test_a_decision_is_kept():
    assert _lines(DECISION) == ["we agreed: backups run nightly at 02:00 to the offsite bucket"]


def test_a_line_the_rules_composed_is_never_left_out(monkeypatch):
    # A model that scores every sentence 0 leaves out every line it can, and still not "Agreed: ...".
    monkeypatch.setattr(salience, "shipped", lambda: {"weights": {}, "intercept": -60.0})
    offer = [("user", "how do we handle night feeds"),
             ("assistant", "Option 1: one volunteer per night.\nOption 2: a rota of two volunteers, swapping at "
                           "02:00.\nOption 3: no night feeds."),
             ("user", "sounds good, go with option 2")]
    assert _lines(offer) == ["Agreed: a rota of two volunteers, swapping at 02:00; go with option 2"]
    assert _lines([("user", "backups run nightly at 02:00 from now on"),
                   ("assistant", "Consider a second copy offsite.")]) == []


def test_a_line_the_assistant_acknowledges_is_never_left_out(monkeypatch):
    monkeypatch.setattr(salience, "shipped", lambda: {"weights": {}, "intercept": -60.0})
    assert _lines([("user", "release train every two weeks on wednesdays"), ("assistant", "Noted.")]) == [
        "release train every two weeks on wednesdays"]
    assert _lines([("user", "release train every two weeks on wednesdays"),
                   ("assistant", "Got it. Release train every two weeks on Wednesdays.")]) == [
        "release train every two weeks on wednesdays"]


def test_a_summary_or_plan_the_assistant_writes_does_not_spare_a_line_from_the_veto(monkeypatch):
    # "Plan: ..." restates the turn's words as the assistant's own proposal, not as the team's fact.
    monkeypatch.setattr(salience, "shipped", lambda: {"weights": {}, "intercept": -60.0})
    chat = [("user", "phase 2 handed over last week so time to think about the new cad version. the consultants are "
                     "on it now"),
            ("assistant", "Nice! With phase 2 out and consultants already on the new version, this is a good window. "
                          "Plan: 1) pick a date, 2) upgrade the central models one at a time, 3) check the add-ins.")]
    assert _lines(chat, transcripts.memory_lines) == [
        "phase 2 handed over last week so time to think about the new cad version; the consultants are on it now"]
    assert _lines(chat) == []


def test_digests_of_chats_read_through_the_veto():
    from memory_pipeline.extractive import _parts
    assert _parts(build_transcript(STORY)) == []
    assert _parts(build_transcript(DECISION)) == ["We agreed: backups run nightly at 02:00 to the offsite bucket."]


def test_a_decision_the_team_reports_in_so_many_words_is_kept_whoever_says_it():
    # The labeled chats taught the model that an assistant's line is rarely a key fact.
    said = [("user", "billing-api is failing on staging"),
            ("assistant", "We decided to move billing-api to Postgres 16.")]
    assert salience.probability(salience.shipped(), salience.unit_features(
        transcripts.turns(build_transcript(said)), 1, 0, section_of)) < salience.DROP_BELOW
    assert _lines(said) == ["We decided to move billing-api to Postgres 16."]



def test_a_score_does_not_depend_on_the_order_features_are_added_in():
    # A plain float sum of these weights depends on the order a set yields the features in, which changes from
    # process to process with the string hashing: (1e16 + 1) - 1e16 is 0, (1e16 - 1e16) + 1 is 1.
    weights = {}
    for n in range(20):
        weights |= {f"big{n}": 1e16, f"one{n}": 1.0, f"minus{n}": -1e16}
    model = {"weights": weights, "intercept": -20.0}
    assert salience.probability(model, list(weights)) == 0.5


def test_an_answer_to_what_the_assistant_asked_the_team_is_never_left_out(monkeypatch):
    # "What are the new hours?" asks what only the team knows: the answer is the team's fact, scored however low.
    monkeypatch.setattr(salience, "shipped", lambda: {"weights": {}, "intercept": -60.0})
    asked = [("user", "the library moved its opening times"),
             ("assistant", "Thanks for the heads-up. What are the new times?"),
             ("user", "opening times changed to 9-5 on weekdays, was 10-6")]
    assert _lines(asked) == ["opening times changed to 9-5 on weekdays, was 10-6"]
    offered = [("user", "the library moved its opening times"),
               ("assistant", "Thanks for the heads-up. Want a poster for the door?"),
               ("user", "opening times changed to 9-5 on weekdays, was 10-6")]
    assert _lines(offered) == []


def test_a_line_saying_in_so_many_words_what_is_open_is_never_left_out(monkeypatch):
    monkeypatch.setattr(salience, "shipped", lambda: {"weights": {}, "intercept": -60.0})
    assert _lines([("user", "the printer lease ends in may. renew with the same vendor? not decided"),
                   ("assistant", "Leases often renew automatically; check the notice period.")]) == [
        "the printer lease ends in may; renew with the same vendor?; not decided"]


def test_a_question_a_later_turn_leaves_open_is_never_left_out(monkeypatch):
    monkeypatch.setattr(salience, "shipped", lambda: {"weights": {}, "intercept": -60.0})
    chat = [("user", "hotel budget per night?"),
            ("assistant", "There's no figure in memory. Last year's reports averaged $139/night."),
            ("user", "finance hasn't set one. leave it open")]
    assert _lines(chat) == ["hotel budget per night?; finance hasn't set one; leave it open"]
    answered = [("user", "hotel budget per night?"),
                ("assistant", "There's no figure in memory. Last year's reports averaged $139/night."),
                ("user", "ok thanks")]
    assert _lines(answered) == []


def test_a_question_the_assistants_reply_says_is_unsettled_is_never_left_out(monkeypatch):
    monkeypatch.setattr(salience, "shipped", lambda: {"weights": {}, "intercept": -60.0})
    assert _lines([("user", "when can the glazier come"),
                   ("assistant", "I've asked Clearview Glass for a date; no reply yet."),
                   ("user", "ok")]) == ["when can the glazier come"]
    assert _lines([("user", "when can the glazier come"),
                   ("assistant", "Clearview Glass can come on Thursday morning."),
                   ("user", "ok")]) == []


# The situation a chat starts from, then what the team decided about it later in the chat.
SITUATION = ("user", "the courier now charges £9 per parcel and our £6 parcel budget is gone")
ADVICE = ("assistant", "That's steep. Other couriers charge less, or the budget could go up.")
LATER_DECISION = ("user", "final call with sam: the parcel budget is £8 from march, same courier")


def test_a_situation_a_later_decision_takes_over_is_left_out(monkeypatch):
    # A model scoring every sentence high: the line goes because the decision says what became of it.
    monkeypatch.setattr(salience, "shipped", lambda: {"weights": {}, "intercept": 60.0})
    chat = [SITUATION, ADVICE, LATER_DECISION]
    assert _lines(chat, transcripts.memory_lines) == [
        "the courier now charges £9 per parcel and our £6 parcel budget is gone",
        "final call with sam: the parcel budget is £8 from march, same courier"]
    assert _lines(chat) == ["final call with sam: the parcel budget is £8 from march, same courier"]


def test_a_line_a_later_decision_does_not_take_over_stays(monkeypatch):
    monkeypatch.setattr(salience, "shipped", lambda: {"weights": {}, "intercept": 60.0})
    situation = "the courier now charges £9 per parcel and our £6 parcel budget is gone"
    # A later decision on something else.
    assert _lines([SITUATION, ADVICE, ("user", "final call with sam: the newsletter moves to fridays from march")]) \
        == [situation, "final call with sam: the newsletter moves to fridays from march"]
    # The assistant acknowledged the line, or it answers the assistant's question: the team's fact.
    assert _lines([SITUATION, ("assistant", "Noted."), LATER_DECISION])[0] == situation
    assert _lines([("user", "shipping costs are a mess"), ("assistant", "How has the courier changed its prices?"),
                   SITUATION, ADVICE, LATER_DECISION])[0] == situation
    # The line decides itself: two decisions, the later one about more.
    decided = "from now on parcels go with the courier at £9 and the parcel budget is £9"
    assert _lines([("user", decided), ADVICE, LATER_DECISION])[0] == decided


def test_a_decision_its_speaker_takes_back_is_taken_over_by_the_later_one(monkeypatch):
    monkeypatch.setattr(salience, "shipped", lambda: {"weights": {}, "intercept": 60.0})
    final = "final: the cart store is valkey on a large node, noeviction"
    draft = [("user", "then valkey for the cart store, allkeys-lru. wait no, carts must never be evicted"),
             ("assistant", "Right, eviction would drop carts. Use noeviction and alert on memory."), ("user", final)]
    assert _lines(draft) == [final]
    # Said without taking anything back ("no" is part of what it decides), it stays.
    kept = [("user", "we go with valkey for the cart store, no eviction ever"),
            ("assistant", "Good call; alert on memory then."), ("user", final)]
    assert _lines(kept) == ["we go with valkey for the cart store, no eviction ever", final]


def test_a_value_put_into_the_draft_takes_over_the_value_chosen_before(monkeypatch):
    monkeypatch.setattr(salience, "shipped", lambda: {"weights": {}, "intercept": 60.0})
    revised = "the night delivery lands at 05:30... make it 05:45-06:15"
    lines = _lines([("user", "the dock alarm goes off every morning before the shift starts"),
                    ("assistant", "You could snooze it 05:00-06:00 on weekdays."),
                    ("user", "we go with 05:00-06:00"), ("assistant", "Done in the config: snoozed 05:00-06:00."),
                    ("user", revised), ("assistant", "Changed: alarm snoozed 05:45-06:15.")])
    assert lines == ["the night delivery lands at 05:30; make it 05:45-06:15"]
    # Chosen again in the user's own words, not put into the draft, the earlier decision stands.
    lines = _lines([("user", "the dock alarm goes off every morning before the shift starts"),
                    ("assistant", "You could snooze it 05:00-06:00 on weekdays."),
                    ("user", "we go with 05:00-06:00"), ("assistant", "Done in the config: snoozed 05:00-06:00."),
                    ("user", "and the 05:00 siren test moves to 06:00 on fridays"), ("assistant", "Noted.")])
    assert lines == ["we go with 05:00-06:00", "the 05:00 siren test moves to 06:00 on fridays"]
