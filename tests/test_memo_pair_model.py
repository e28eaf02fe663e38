"""The learned memo-pair reader: its scoring, and what it decides in the consolidation pass."""

from __future__ import annotations

import math

import pytest
import sqlalchemy as sa

from memory_pipeline import memo_pair_model
from memory_pipeline.consolidation import consolidate
from memory_pipeline.extractive import ExtractiveEngine
from memory_pipeline.memo_alignment import contradiction, duplicate
from memory_pipeline.memo_facts import MemoFacts
from memory_pipeline.memo_pair_model import Model, one_subject, read, what_changed
from memory_pipeline.schema import memory_links, memory_memo_status
from tests.data.memo_pairs_templates import PAIRS as TEMPLATE_PAIRS
from tests.helpers import add_memo, at

DAY = at("2026-03-02T09:00")
WINDOW = (at("2026-03-02T00:00"), at("2026-03-03T00:00"))

# Pairs the rules leave undecided (checked below) and the shipped reader decides.
CHANGE = ("Only admins can rotate API keys; developers must never do it.",
          "Developers can now rotate API keys themselves, no longer only admins.")  # the issue's own example
CHANGED_COUNT = ("The release checklist has 12 steps.", "release checklist is down to 9 steps after the cleanup")
REWORDED = ("The search index is rebuilt nightly.", "Every night we do a full rebuild of the search index.")
OTHER_SUBJECT = ("Deploy notifications go to #deploys.", "Incident notifications go to #incidents.")
# A change the rules leave undecided whose subject word was reworded away from the subject's head ("accounts" /
# "books", a value after them).
REWORDED_CHANGE = ("club accounts kept in Wave", "club books moved to Xero")
# The template corpus's shape: the same sentence, changed, about another service or environment. The reader
# finds a change likely in both (p 0.9), the alignment a subject word swapped.
OTHER_SERVICE = ("The billing-api API rate limit is 1400 requests per minute",
                 "The web-frontend API rate limit was changed to 1400 requests per minute")
OTHER_ENVIRONMENT = ("Deploys of billing-api to production happen on Monday after 14:00 UTC",
                     "Deploys of billing-api to preview no longer happen on Monday; they moved to Friday")


def test_probabilities_are_a_softmax_over_the_features_present_once_each():
    model = Model({"a": [1.0, 0.0, -1.0], "b": [0.0, 2.0, 0.0]}, [0.5, 0.0, 0.0],
                  {"contradiction": 0.9, "duplicate": 0.9})
    p = model.probabilities(["a", "a", "unknown"])
    z = [1.5, 0.0, -1.0]
    assert math.isclose(p["contradiction"], math.exp(z[0]) / sum(map(math.exp, z)))
    assert math.isclose(sum(p.values()), 1.0)


def test_reader_below_its_thresholds_decides_nothing_and_says_so():
    model = Model({}, [0.0, 0.0, 0.0], {"contradiction": 0.9, "duplicate": 0.9})
    reading = read(MemoFacts(CHANGE[0]), MemoFacts(CHANGE[1]), None, model)
    assert reading.verdict == ""
    assert "undecided" in reading.reason


def test_an_undecided_reading_does_not_list_the_words_that_differ(monkeypatch):
    """The words only one memo says go into a verdict's reason; most readings decide nothing and need none."""
    def listed(older, newer):
        raise AssertionError("listed the words that differ for an undecided reading")

    monkeypatch.setattr(memo_pair_model, "_differ", listed)
    model = Model({}, [0.0, 0.0, 0.0], {"contradiction": 0.9, "duplicate": 0.9})
    assert read(MemoFacts(REWORDED[0]), MemoFacts(REWORDED[1]), None, model).verdict == ""


def test_a_verdicts_reason_lists_the_first_words_only_one_memo_says():
    older, newer = MemoFacts(REWORDED[0]), MemoFacts(REWORDED[1])
    assert memo_pair_model._differ(older, newer) == "is nightly rebuilt / a do every full"
    sure_duplicate = Model({}, [0.0, 5.0, 0.0], {"contradiction": 0.9, "duplicate": 0.9})
    assert read(older, newer, None, sure_duplicate).reason == (
        "learned reader: the same fact said again (p=0.99; words differing: is nightly rebuilt / a do every full)")


def test_the_example_pairs_are_left_undecided_by_the_rules():
    for older, newer in (CHANGE, CHANGED_COUNT, REWORDED, OTHER_SUBJECT, OTHER_SERVICE, OTHER_ENVIRONMENT):
        a, b = MemoFacts(older), MemoFacts(newer)
        found = contradiction(a, b)
        assert duplicate(a, b) is None and (found is None or found.verdict == "unsure"), (older, newer)


def _consolidated(engine, pairs, same_project=True):
    with engine.begin() as conn:
        ids = []
        for n, (older, newer) in enumerate(pairs):
            older_project, newer_project = (f"p{n}", f"p{n}") if same_project else (f"p{n}a", f"p{n}b")
            ids.append((add_memo(conn, older, DAY, project_id=older_project),
                        add_memo(conn, newer, DAY.replace(hour=10), project_id=newer_project)))
    run = consolidate(engine, ExtractiveEngine(), *WINDOW, run_id="t")
    l, s = memory_links.c, memory_memo_status.c
    with engine.connect() as conn:
        links = conn.execute(sa.select(l.src_id, l.dst_id, l.relation_type, l.created_by, l.metadata)).all()
        statuses = dict(conn.execute(sa.select(s.memo_id, s.status)).all())
    return run, ids, links, statuses


def test_reader_sees_the_change_the_rules_leave_undecided():
    reading = read(MemoFacts(CHANGE[0]), MemoFacts(CHANGE[1]), contradiction(MemoFacts(CHANGE[0]),
                                                                             MemoFacts(CHANGE[1])))
    assert reading.verdict == "contradiction" and "p=0." in reading.reason


def test_reader_supersedes_a_change_of_one_subject_the_rules_leave_undecided(engine):
    run, ids, links, statuses = _consolidated(engine, [CHANGE, CHANGED_COUNT])
    assert run.judge_pairs == 0
    assert sorted((link.src_id, link.dst_id, link.relation_type) for link in links) == sorted(
        (older, newer, "superseded_by") for older, newer in ids)
    for link in links:
        assert link.created_by == "rule:learned_reader" and "one subject" in link.metadata["reason"]
    assert [statuses.get(older) for older, _ in ids] == ["superseded", "superseded"]


def test_a_subject_word_reworded_away_from_the_head_is_still_one_subject():
    older, newer = MemoFacts(REWORDED_CHANGE[0]), MemoFacts(REWORDED_CHANGE[1])
    assert contradiction(older, newer) is None and one_subject(older, newer)
    assert read(older, newer, None).verdict == "contradiction"
    # The head swapped is another subject still: another team's standup.
    assert one_subject(MemoFacts("The payments team runs its standup on Wednesday at 09:30"),
                       MemoFacts("The mobile team moved its standup to Friday at 09:30")) == ""


def test_a_sure_reader_supersedes_with_a_thin_subject_or_a_change_the_alignment_cannot_name(engine, monkeypatch):
    # Half the evidence, the reader sure (p >= SURE_BAR): a quarter of the subject said again around a schedule
    # changed; the whole subject said again with an owner handed over, which the alignment does not name. The
    # gates are what is tested: a reader just short of the bar decides neither.
    thin = ("The QA squad ships a regression report every 2 weeks.", "regression report cadence is weekly now")
    handed = ("The server room keys are held by Marek.", "Marek has handed the server room keys over to Joan.")
    assert not one_subject(MemoFacts(thin[0]), MemoFacts(thin[1]))
    assert not what_changed(MemoFacts(handed[0]), MemoFacts(handed[1]))
    short = _reader_sure_of_a_change(memo_pair_model.SURE_BAR - 0.05)
    for older, newer in (thin, handed):
        a, b = MemoFacts(older), MemoFacts(newer)
        assert read(a, b, contradiction(a, b), short).verdict == "", (older, newer)
    monkeypatch.setattr(memo_pair_model, "model", lambda: ONLY_SURE)
    run, ids, links, statuses = _consolidated(engine, [thin, handed])
    assert sorted((link.src_id, link.dst_id, link.relation_type) for link in links) == sorted(
        (older, newer, "superseded_by") for older, newer in ids)
    assert all(link.metadata["confidence"] >= memo_pair_model.SURE_BAR for link in links)


def _reader_sure_of_a_change(p: float) -> Model:
    """A reader that finds every pair a change with probability `p` (the gates are what is tested, not weights)."""
    return Model({}, [math.log(2 * p / (1 - p)), 0.0, 0.0], {"contradiction": 0.9, "duplicate": 0.9})


SURE = _reader_sure_of_a_change(0.99)  # past REWORDED_BAR
ONLY_SURE = _reader_sure_of_a_change(0.85)  # past SURE_BAR, short of REWORDED_BAR


def test_a_sure_reader_supersedes_when_the_subject_is_said_in_other_words(engine, monkeypatch):
    # The reader sure, half the subject said again, one subject word swapped that names no identifier: at the head
    # with a value changed (the reader surest, p >= REWORDED_BAR), or off the head with a state stopped.
    # (A phone number is one value the rules read since session 21: a bridge code of three numbers stays the reader's.)
    at_head = ("Out-of-hours support bridge: 12 4960 100.", "OOH support bridge changed to 12 4960 199.")
    stopped = ("Bug reports are collected on the Triage board in Jira.",
               "Bugs now land in #bug-intake via the form; the Jira board is closed.")
    for older, newer in (at_head, stopped):
        assert contradiction(MemoFacts(older), MemoFacts(newer)) is None
    monkeypatch.setattr(memo_pair_model, "model", lambda: SURE)
    run, ids, links, statuses = _consolidated(engine, [at_head, stopped])
    assert sorted((link.src_id, link.dst_id, link.relation_type) for link in links) == sorted(
        (older, newer, "superseded_by") for older, newer in ids)
    assert all("said in other words" in link.metadata["reason"] for link in links)


def test_a_head_word_said_otherwise_needs_the_surest_reader():
    # Sure but not surest (SURE_BAR <= p < REWORDED_BAR), a word swapped at the subject's head is another subject;
    # surest, it is the subject said otherwise. A word swapped off the head beside a state stopped is still one
    # subject.
    reworded = (MemoFacts("Out-of-hours vet line: 0161 555 0101"), MemoFacts("OOH vet line changed to 0161 555 0199"))
    stopped = (MemoFacts("Bug reports are collected on the Triage board in Jira."),
               MemoFacts("Bugs now land in #bug-intake via the form; the Jira board is closed."))
    assert read(*reworded, contradiction(*reworded), ONLY_SURE).verdict == ""
    assert read(*reworded, contradiction(*reworded), SURE).verdict == "contradiction"
    assert read(*stopped, contradiction(*stopped), ONLY_SURE).verdict == "contradiction"


def test_the_word_naming_which_team_is_never_the_subject_said_otherwise():
    # However sure the reader, the word before "team" at the subject's head names another team (the template
    # corpus's negatives); a team named where the owner sits is the owner changed.
    for older, newer in (("The mobile team runs its standup on Friday at 09:30",
                          "The platform team moved its standup to Wednesday at 09:30"),
                         ("the billing squad deploys on tuesdays", "the payments squad now deploys on thursdays")):
        pair = (MemoFacts(older), MemoFacts(newer))
        assert read(*pair, contradiction(*pair), SURE).verdict == "", older
    owner = (MemoFacts("Larkspur carrier integrations: Platform team."),
             MemoFacts("Carrier integrations now sit with the Logistics Engineering team."))
    assert read(*owner, contradiction(*owner), SURE).verdict == "contradiction"


def test_each_memo_naming_a_service_the_other_does_not_is_another_subject():
    # The template corpus's shape: the same on-call rotation's sentence about two services, the names in different
    # places (no swap shows them). The same service, its name said apart, is a change, however sure the reader.
    older = MemoFacts("Elif Kaya owns the search-indexer on-call rotation")
    other_service = MemoFacts("On-call for web-frontend moved from Elif Kaya to Bogdan Ilic")
    same_service = MemoFacts("On call for search-indexer moved from Elif Kaya to Bogdan Ilic")
    assert read(older, other_service, contradiction(older, other_service), SURE).verdict == ""
    assert read(older, same_service, contradiction(older, same_service), SURE).verdict == "contradiction"


def test_a_hyphenated_value_changed_is_no_other_service():
    # Regions, buckets and channels are hyphenated values: changing one is the change, not another subject.
    for older, newer in (("Prod runs in us-east-1.", "prod is in us-west-2 now after the region migration"),
                         ("alerts go to #ops-alerts", "alerts are posted in #sre-pager now"),
                         ("artifacts stored in s3://acme-build-artifacts", "artifacts bucket is s3://acme-v2 now")):
        assert not memo_pair_model.names_another(MemoFacts(older), MemoFacts(newer)), (older, newer)


def test_who_may_do_it_widened_or_narrowed_is_a_change_of_one_subject():
    # The words swapped at the head are who may do it, "only" on one side: the permission changed, not the subject.
    for older, newer in (("Only managers can approve refunds.", "Anyone on the desk can approve refunds now."),
                         ("Volunteers may open the tool shed.", "Only trained staff may open the tool shed now.")):
        a, b = MemoFacts(older), MemoFacts(newer)
        assert "who may" in one_subject(a, b)
        assert read(a, b, contradiction(a, b)).verdict == "contradiction"
    # The same holder, another thing they may do: still another subject.
    assert not one_subject(MemoFacts("Only admins can rotate keys."), MemoFacts("Only admins can see the audit log."))


def test_others_named_where_only_some_could_is_who_may_widened():
    # "Only" said of the older memo's holders, others named as doing the same: who may do it widened.
    a = MemoFacts("Only pharmacists can release controlled drugs.")
    b = MemoFacts("night nurses can now release controlled drugs themselves")
    assert "who may" in one_subject(a, b)
    # Others doing something else is no change of who may: two slots differ.
    assert not one_subject(MemoFacts("Only leads can merge to main."), MemoFacts("Interns can merge to staging now."))


def test_a_head_word_swapped_beside_a_state_stopped_is_what_stopped():
    # The template corpus's shape: another tool stopped for the same service, the reader sure of a change (a
    # reader that is sure of every change, so that the gate is tested whatever the shipped weights say).
    older = MemoFacts("We use Jenkins for payments-db deployments")
    newer = MemoFacts("We no longer use Sentry for payments-db deployments")
    sure = Model({}, [5.0, 0.0, 0.0], {"contradiction": 0.5, "duplicate": 0.7})
    reading = read(older, newer, contradiction(older, newer), sure)
    assert reading.verdict == "" and reading.probability >= memo_pair_model.REWORDED_BAR


def test_a_word_swapped_off_the_head_beside_a_state_stopped_is_what_stopped():
    # The template corpus's "no longer" about another tool: no change of the older memo's tool.
    assert one_subject(MemoFacts("The payments team uses Terraform for alerting"),
                       MemoFacts("The payments team no longer uses PgBouncer for alerting")) == ""


def test_reader_sends_a_change_of_the_same_sentence_about_another_subject_to_the_judge(engine, monkeypatch):
    # The gates, not the weights: the shipped reader decides neither pair (it found OTHER_ENVIRONMENT a change at
    # p 0.63 before session 32's refit, 0.45 after); one that finds both likely changes sends them to the judge.
    likely = _reader_sure_of_a_change(0.75)
    for older, newer in (OTHER_SERVICE, OTHER_ENVIRONMENT):
        a, b = MemoFacts(older), MemoFacts(newer)
        assert read(a, b, contradiction(a, b)).verdict == ""
        reading = read(a, b, contradiction(a, b), likely)
        assert reading.verdict == "" and reading.probability >= memo_pair_model.JUDGE_BAND
        assert "another subject" in reading.reason
    monkeypatch.setattr(memo_pair_model, "model", lambda: likely)
    run, _, links, statuses = _consolidated(engine, [OTHER_SERVICE, OTHER_ENVIRONMENT])
    assert run.judge_pairs == 2
    assert links == [] and statuses == {}


def test_a_new_attribute_of_the_subject_is_no_change_for_the_reader():
    # The older memo's value ("Triton") has no counterpart of its family in the newer memo: another attribute.
    assert what_changed(MemoFacts("The spam classifier is served with Triton."),
                        MemoFacts("spam classifier threshold lowered from 0.8 to 0.7")) == ""
    assert what_changed(MemoFacts("Contact for audit evidence: Rafael."),
                        MemoFacts("from now on audit evidence requests go to Ingrid")) == "name changed"
    assert what_changed(MemoFacts(CHANGE[0]), MemoFacts(CHANGE[1])) == "a state flipped"


def test_reader_decides_nothing_on_the_template_corpus_negatives(engine):
    negatives = [(older, newer) for label, _, older, newer in TEMPLATE_PAIRS if label == "negative"]
    _consolidated(engine, negatives)
    l = memory_links.c
    with engine.connect() as conn:
        learned = conn.execute(sa.select(l.src_id).where(l.created_by == "rule:learned_reader")).all()
    assert len(negatives) > 100 and learned == []


def test_reader_marks_a_reworded_duplicate(engine):
    _, [(older, newer)], links, statuses = _consolidated(engine, [REWORDED])
    [link] = links
    assert (link.src_id, link.dst_id, link.relation_type) == (newer, older, "duplicate_of")
    assert link.created_by == "rule:learned_reader" and "p=0." in link.metadata["reason"]
    assert statuses[newer] == "duplicate" and older not in statuses


def test_reader_leaves_another_subject_alone(engine):
    run, _, links, statuses = _consolidated(engine, [OTHER_SUBJECT])
    assert links == [] and statuses == {} and run.judge_pairs == 0


def test_reader_never_decides_across_projects(engine):
    _, _, links, statuses = _consolidated(engine, [CHANGE, REWORDED], same_project=False)
    assert links == [] and statuses == {}


# A word the newer memo shortens that begins two of the older memo's words ("cert": "certification", "certified").
SHORTENED_TWICE = ("Our organic certification lapsed; we're not certified this year.", "stonebrook organic cert: active")
_READ_UNDER_A_SEED = """
import sys
from memory_pipeline.memo_alignment import contradiction, duplicate
from memory_pipeline.memo_facts import MemoFacts
from memory_pipeline.memo_pair_model import read
from tests.data.memo_pairs_thirteenth import PAIRS
for older, newer in [{pair!r}] + [(o, n) for _, _, o, n in PAIRS[:120]]:
    o, n = MemoFacts(older), MemoFacts(newer)
    print(repr(read(o, n, duplicate(o, n) or contradiction(o, n))))
"""


def test_a_reading_is_the_same_whatever_the_string_hashing():
    """Every Dagster step process hashes strings its own way (`PYTHONHASHSEED`): a reading (verdict,
    probability to the last bit, reason) must not follow a set's order. "cert" was read as "certific" under some
    seeds and as "certify" under others (p 0.07 or 0.10), and the weights were summed in set order."""
    import os
    import subprocess
    import sys

    script = _READ_UNDER_A_SEED.format(pair=SHORTENED_TWICE)
    outputs = {seed: subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                                    env={**os.environ, "PYTHONHASHSEED": seed}).stdout
               for seed in ("0", "3", "4")}
    assert len(outputs["0"].splitlines()) == 121
    assert len(set(outputs.values())) == 1


def test_the_reader_takes_no_other_amount_for_the_same_fact_said_again():
    sure_duplicate = Model({}, [0.0, 5.0, 0.0], {"contradiction": 0.9, "duplicate": 0.9})
    reading = read(MemoFacts("Pottery classes are $40 per session."), MemoFacts("Pottery class fee: $45 per session."),
                   None, sure_duplicate)
    assert reading.verdict == ""
    assert "money:40 -> money:45" in reading.reason


def test_amounts_in_two_units_are_two_attributes_not_a_change():
    # A duration against a bare count, a multiple against a duration: another attribute of the subject, whatever the
    # reader's certainty. A bare number given a unit, or a price said without its currency sign, is still a change.
    for older, newer in (("export timeout 30s", "export cap raised to 8"), ("sync retry 3x", "sync timeout 45s now")):
        reading = read(MemoFacts(older), MemoFacts(newer), None, SURE)
        assert reading.verdict == "" and "another attribute" in reading.reason, (older, reading.reason)
    for older, newer in (("Bagels: £2.10.", "bagels are 2.40 now"), ("Kayaks rent for 3.", "kayak rental: 4 hours")):
        assert not memo_pair_model._other_unit(MemoFacts(older), MemoFacts(newer)), older


def test_a_short_note_with_another_word_where_the_value_or_head_sits_is_no_duplicate():
    # Notes of a few words are their subject and value: a word swapped for another there is another fact. A longer
    # memo with the word said otherwise keeps the reader's duplicate.
    sure_duplicate = Model({}, [0.0, 5.0, 0.0], {"contradiction": 0.9, "duplicate": 0.9})
    for older, newer in (("payments on kafka", "payments uses rabbitmq"), ("search uses vault", "billing uses vault")):
        reading = read(MemoFacts(older), MemoFacts(newer), None, sure_duplicate)
        assert reading.verdict == "" and "short note" in reading.reason, (older, reading.reason)
    reading = read(MemoFacts("Feed supplier is Skretting."), MemoFacts("Our feed comes from Skretting."), None,
                   sure_duplicate)
    assert reading.verdict == "duplicate"


def test_a_sure_reader_supersedes_a_policy_flip_said_in_other_words(engine, monkeypatch):
    # The reader surest (p >= REWORDED_BAR), a quarter of the subject said again, every swapped word the subject in
    # other words ("radio" / "no longer", "view" / "see", "sell" / "sale"), a state flipped: neither gate shows one
    # subject, yet none of the swapped words names which one of several.
    flips = [("Night staff must stay on the radio channel all shift.",
              "night staff no longer need to be on the channel the whole shift"),
             ("Interns can view other teams' timesheets.", "Interns can no longer see other people's timesheets."),
             ("Members can sell eggs direct to cafes.", "Direct sale to cafes is no longer allowed under the new rules.")]
    for older, newer in flips:
        assert contradiction(MemoFacts(older), MemoFacts(newer)) is None
        assert not one_subject(MemoFacts(older), MemoFacts(newer), sure=True)
    monkeypatch.setattr(memo_pair_model, "model", lambda: SURE)
    run, ids, links, statuses = _consolidated(engine, flips)
    assert sorted((link.src_id, link.dst_id, link.relation_type) for link in links) == sorted(
        (older, newer, "superseded_by") for older, newer in ids)
    assert all("one subject in other words" in link.metadata["reason"] for link in links)


def test_a_subject_in_other_words_is_not_another_one_of_several():
    # A swapped word that names which one of several, or another deployment, is another subject, not the same
    # one said otherwise.
    for older, newer in (("Freezer B can hold raw meat.", "Freezer C can no longer hold raw meat."),
                         ("The billing-api team can deploy on Fridays.", "The web-frontend team can no longer deploy on Fridays."),
                         ("Staging deploys are allowed on Fridays.", "Production deploys are no longer allowed on Fridays.")):
        assert not memo_pair_model.reworded_subject(MemoFacts(older), MemoFacts(newer))


def test_a_subject_in_other_words_is_not_another_head_or_only_a_name_said_again():
    # The template corpus's shapes: another subject opening the memo beside a state stopped, and a service's name
    # the only word said again.
    for older, newer in (("dns uses gha", "billing no longer uses gha"),
                         ("Feature flags for web-frontend are managed in Temporal",
                          "We no longer use Sentry for web-frontend deployments")):
        assert not memo_pair_model.reworded_subject(MemoFacts(older), MemoFacts(newer))


def test_the_subject_named_as_the_old_one_beside_a_value_changed_is_said_again():
    # "X moved to Y", "replaced X with Y": the newer memo names the subject itself as what moved or was replaced,
    # beside a value named as old or one of a family changed. It is the subject said again, not the value replaced.
    for older, newer in (("Workshop rent is billed at $900 a month.",
                          "We replaced the $900 workshop rent with $1,050 from June."),
                         ("Radios are Kenwood.", "radios replaced with Motorola handsets"),
                         ("The booking system is on version 2.1.", "Booking moved to 3.0 last week.")):
        a, b = MemoFacts(older), MemoFacts(newer)
        assert one_subject(a, b, memo_pair_model.THIN_SUBJECT_COVERAGE) and what_changed(a, b), (older, newer)
        assert read(a, b, contradiction(a, b), SURE).verdict == "contradiction", (older, newer)
    # The value replaced is no subject said again: no value of its family changed beside it.
    assert one_subject(MemoFacts("search on redis"), MemoFacts("db moved off redis to sentry"),
                       memo_pair_model.THIN_SUBJECT_COVERAGE) == ""


def test_an_amount_said_with_other_unit_words_is_the_value_changed_in_its_place():
    # The slot holds an amount on each side, its unit or what it counts written otherwise around it: no subject
    # word swapped at the head.
    for older, newer in (("The smoker holds 40 litres of wood chips per fill.",
                          "Smoker capacity is now 55 L of chips per fill."),
                         ("Honey sticks r $2/ea at the counter",
                          "Update: honey sticks are $3 each at the front counter now.")):
        a, b = MemoFacts(older), MemoFacts(newer)
        assert one_subject(a, b, memo_pair_model.THIN_SUBJECT_COVERAGE), (older, newer)
        assert read(a, b, contradiction(a, b), SURE).verdict == "contradiction", (older, newer)
    # A word swapped at the head beside the amount is another subject still.
    assert one_subject(MemoFacts("The east kiln holds 40 shelves per firing."),
                       MemoFacts("The west kiln now holds 32 shelves per firing.")) == ""


def test_the_old_value_written_in_plain_words_is_no_subject_word():
    # The older memo's words in the slot where the newer one puts only a value, or an amount in the place of one,
    # are the old value and its unit, not the subject: the subject said again is what remains.
    for older, newer in (("The autumn gala venue is St. Anne's Hall.",
                          "autumn gala will be at the Grand Hotel instead."),
                         ("Kayak rental is $12 per hour.", "kayaks are $15 an hour now")):
        a, b = MemoFacts(older), MemoFacts(newer)
        assert one_subject(a, b) and what_changed(a, b), (older, newer)
        assert read(a, b, contradiction(a, b), SURE).verdict == "contradiction", (older, newer)
    # A stage left: the sure reader's change the alignment cannot name, on the one subject said again.
    a, b = MemoFacts("New hire Priya is in training."), MemoFacts("priya finished training, working alone now")
    assert one_subject(a, b)
    assert read(a, b, contradiction(a, b), SURE).verdict == "contradiction"
    # A slot where the newer memo says words of its own beside its value is another attribute: its old words stay.
    assert one_subject(MemoFacts("Feature flags for web-frontend are managed in Temporal"),
                       MemoFacts("web-frontend timeouts in preview were changed to 17 seconds")) == ""


def test_an_attribute_the_newer_memo_names_beside_its_value_keeps_the_older_words_in_the_subject():
    # "Escalation" names what the newer value is of: the older memo's words in that value's slot are another
    # attribute of the same service, not its old value, and only the service's name is said again.
    a = MemoFacts("The billing-api status page is embedded in the support portal sidebar")
    b = MemoFacts("Escalation for billing-api moved from Marta Lindqvist to Omar Haddad")
    assert one_subject(a, b) == ""
    # Said after the value, in a clause of its own, a word is a detail, not the value's attribute.
    a, b = MemoFacts("The spring fair venue is Elm Street Hall."), MemoFacts("spring fair will be at the Grand Hotel, parking free")
    assert one_subject(a, b)


def test_a_contact_said_again_with_other_contact_words_is_one_subject():
    a = MemoFacts("Call the boatyard manager at 555-0110.")
    b = MemoFacts("new number for the boatyard manager: 555-0188")
    assert one_subject(a, b)
    assert not one_subject(MemoFacts("Call the boatyard manager at 555-0110."),
                           MemoFacts("new number for the harbour office: 555-0188"))


# A reader that finds every pair a duplicate with probability 0.6: past `SAID_AGAIN_BAR`, short of its threshold.
SOMEWHAT_SURE_OF_A_DUPLICATE = Model({}, [0.0, math.log(3.0), 0.0], {"contradiction": 0.5, "duplicate": 0.7})


def test_a_light_paraphrase_the_rules_leave_silent_is_a_duplicate_below_the_readers_threshold():
    older = MemoFacts("Dog walkers must keep to the marked coastal path.")
    newer = MemoFacts("Dog walkers must always keep to the marked coastal path.")
    assert contradiction(older, newer) is None and duplicate(older, newer) is None
    reading = read(older, newer, None, SOMEWHAT_SURE_OF_A_DUPLICATE)
    assert reading.verdict == "duplicate" and "every value, state and name said again" in reading.reason


@pytest.mark.parametrize("older,newer", [
    ("Volunteers sign in at the front desk.", "Volunteers and visitors sign in at the front desk."),  # widened
    ("Coach trips leave from the north car park.", "Minibus trips leave from the north car park."),  # the head swapped
    ("The kiln room is next to the glaze store.", "the kiln room is next to glaze store 2"),  # a value of its own
    ("Saturday litter pick paused till thu", "Saturday litter pick paused till tue"),  # a word where values sit
    ("dns uses grafana", "dns owner ana"),  # short notes sharing one word
    ("Usual bike service turnaround is 3 working days.", "Usual service turnaround for scooters is 3 working days."),
])
def test_a_subject_widened_or_swapped_or_a_value_of_its_own_is_no_light_paraphrase(older, newer):
    a, b = MemoFacts(older), MemoFacts(newer)
    assert read(a, b, contradiction(a, b), SOMEWHAT_SURE_OF_A_DUPLICATE).verdict == ""


def test_below_the_duplicate_floor_a_fitted_threshold_takes_only_light_paraphrases():
    # A fit whose duplicate threshold fell below `DUPLICATE_FLOOR` (0.6 here), the reader at 0.65: two terse notes of
    # two subjects stay undecided, a light paraphrase is taken.
    reader = Model({}, [0.0, math.log(2 * 0.65 / 0.35), 0.0], {"contradiction": 0.5, "duplicate": 0.6})
    notes = MemoFacts("check ci wed"), MemoFacts("check vpn wed")
    assert read(*notes, contradiction(*notes), reader).verdict == ""
    older = MemoFacts("Dog walkers must keep to the marked coastal path.")
    newer = MemoFacts("Dog walkers must always keep to the marked coastal path.")
    assert read(older, newer, None, reader).verdict == "duplicate"


def test_the_act_one_may_or_must_do_said_in_other_words_its_permission_flipped_is_one_subject():
    # The verb after each side's modal swapped, the permission flipped: the same act allowed, then forbidden.
    a = MemoFacts("Lifeguards may swim laps before opening.")
    b = MemoFacts("lifeguards must not train in the pool before opening")
    assert "what one may do" in one_subject(a, b)
    # Another act under the same holders, most of the older subject not said again: another subject.
    assert not one_subject(MemoFacts("Porters may use the service lift."),
                           MemoFacts("Porters must not smoke by the loading bay."))
    # A head word swapped beside a state stopped, no modal before it: what stopped, still a veto.
    assert not one_subject(MemoFacts("We use Jenkins for payments-db deployments"),
                           MemoFacts("We no longer use Sentry for payments-db deployments"))


def test_what_the_newer_memo_stops_with_nothing_in_its_place_is_the_subject():
    # Named as the old value, nothing new said: what stopped, not a value replaced.
    for older, newer in (("The café uses oat milk in lattes.", "we've stopped using oat milk altogether"),
                         ("We use bubble wrap for fragile parcels", "we've stopped using bubble wrap completely")):
        a, b = MemoFacts(older), MemoFacts(newer)
        assert one_subject(a, b) and what_changed(a, b), (older, newer)
    # Replaced by another: the old value leaves the subject as before.
    a, b = MemoFacts("Invoices go out through Xero."), MemoFacts("invoices moved off Xero to QuickBooks")
    assert "xero" not in memo_pair_model._subject_beside_replaced(a, b, memo_pair_model.aligned_pair(a, b))
