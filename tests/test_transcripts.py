"""Chat transcripts into memory lines: what a chat summary may keep, and what it leaves out."""

import time

import pytest

from memory_pipeline.extractive import section_of
from memory_pipeline.summaries import build_transcript
from memory_pipeline.transcripts import (HEDGE, QUESTION, is_chatter, is_transcript, memory_lines, restatement,
                                         sentences, turns)


def _lines(*messages):
    return memory_lines(build_transcript(list(messages)), section_of)


def test_lowercase_chat_splits_into_sentences_at_any_sentence_end():
    assert sentences("ok so that's sorted. we moved the cron to 5am! next up is the cache") == [
        "that's sorted.", "we moved the cron to 5am!", "next up is the cache"]


def test_inline_bullets_become_sentences():
    assert sentences("notes from sync - kim: ship friday - lee: fine") == ["notes from sync", "kim: ship friday",
                                                                          "lee: fine"]


def test_code_fences_json_tables_logs_and_stack_traces_are_never_quoted():
    pasted = ("deploy broke ``` kubectl rollout undo deploy/web ``` then "
              '{"pods": 3, "ready": 0} and | host | state | |---|---| | a1 | down | '
              "2024-05-02T10:00:01Z ERROR [api] pool exhausted. "
              "TypeError: x is undefined at render (app.js:10:4). we reverted the web deploy")
    kept = " ".join(sentences(pasted))
    for fragment in ("kubectl", "pods", "a1", "pool exhausted", "TypeError", "app.js"):
        assert fragment not in kept
    assert "we reverted the web deploy" in kept


def test_a_link_is_mentioned_not_quoted_and_a_bare_link_is_dropped():
    assert sentences("the runbook lives at https://wiki.example.org/runbooks/db") == ["the runbook lives at (link)"]
    assert sentences("https://wiki.example.org/runbooks/db") == []


def test_greetings_thanks_and_away_notes_are_chatter():
    assert all(is_chatter(s) for s in ("thx!! brb", "hey 👋", "ok lol", "back from lunch", "🎉🎉"))
    assert not is_chatter("we moved the cron to 5am")


def test_a_turn_never_merges_with_the_next():
    chat = turns(build_transcript([("user", "the queue is full"), ("user", "we raised the cap to 90")]))
    assert [t.sentences for t in chat] == [("the queue is full",), ("we raised the cap to 90",)]


def test_decisions_changes_and_open_questions_are_kept_and_chatter_is_not():
    lines = _lines(("user", "morning!"), ("user", "agreed with kim: the docs site moves to hugo"),
                   ("user", "still need to figure out who hosts the previews"), ("user", "ty, brb lunch"))
    assert lines == ["agreed with kim: the docs site moves to hugo", "still need to figure out who hosts the previews"]


def test_assistant_advice_and_boilerplate_never_reach_memory():
    lines = _lines(("user", "what's a sane default for the worker pool size"),
                   ("assistant", "Great question! Most teams start with two workers per core. Happy to help!"),
                   ("user", "we'll use 8 workers per node from now on"),
                   ("assistant", "Let me know if there's anything else."))
    assert lines == ["we'll use 8 workers per node from now on"]


def test_a_restatement_keeps_the_sentences_it_confirms_and_drops_the_rest():
    lines = _lines(("user", "long week. the nightly export runs at 02:00 utc on the replica"),
                   ("assistant", "Noted, I'll remember that: nightly export at 02:00 UTC on the replica."))
    assert lines == ["the nightly export runs at 02:00 utc on the replica"]


def test_a_restatement_stands_in_for_a_turn_that_stated_nothing_itself():
    lines = _lines(("user", "yep that's it"), ("assistant", "Logged as open: who owns the billing exporter."))
    assert lines == ["Open: who owns the billing exporter."]


def test_got_it_followed_by_advice_is_not_a_restatement():
    acknowledged, facts = restatement(turns("assistant: Got it. Pinning the version usually helps.")[0])
    assert (acknowledged, facts) == (False, ())


def test_a_question_answered_later_in_the_chat_is_left_out():
    lines = _lines(("user", "how do we rotate the signing key"), ("assistant", "Publish the new key first, then..."),
                   ("user", "decided: keys rotate every 90 days"))
    assert lines == ["decided: keys rotate every 90 days"]


def test_an_unanswered_question_stays_open():
    assert _lines(("user", "does anyone know who renews the tls certs?")) == [
        "does anyone know who renews the tls certs?"]


def test_an_explicit_open_question_is_answered_only_by_a_turn_that_settles_it():
    asked = ("user", "open question: which region hosts the read replica")
    logged = ("assistant", "Logged as open: which region hosts the read replica. Latency is the usual tie-breaker.")
    assert _lines(asked, logged, ("user", "ty, will look at latency")) == [
        "open question: which region hosts the read replica"]
    assert _lines(asked, logged, ("user", "agreed: the read replica region is eu-central-1")) == [
        "agreed: the read replica region is eu-central-1"]


def test_requests_to_the_assistant_are_meta_talk():
    assert _lines(("user", "can you summarize this later"), ("user", "pls draft the release note")) == []


def test_a_chat_without_outcomes_brings_nothing_to_memory():
    assert _lines(("user", "grafana cloud bill came in and its ugly. logs are like 60% of it"),
                  ("assistant", "The biggest levers are retention and dropping debug logs."),
                  ("user", "30d across the board. pizza at 12 if anyone reads this")) == []


def test_an_open_question_said_as_a_statement_stays_open_after_a_reply():
    kept = _lines(("user", "ok will do. still unclear who covers the christmas week though, nobody volunteered"),
                  ("assistant", "Understood, I'll flag that as open. Anything else?"),
                  ("user", "nope thx"))
    assert kept == ["still unclear who covers the christmas week though, nobody volunteered"]


def test_an_open_statement_is_answered_by_a_later_decision_on_its_subject():
    kept = _lines(("user", "not sure yet whether the christmas week cover goes to priya or tom"),
                  ("assistant", "Do you want me to ask them?"),
                  ("user", "decided: tom covers the christmas week"))
    assert kept == ["decided: tom covers the christmas week"]


def test_an_assistant_saying_i_have_noted_restates_the_fact():
    acknowledged, facts = restatement(turns(build_transcript([
        ("assistant", "Great, I've noted: Unleash (self-hosted) for feature flags, Sofia to set it up.")]))[0])
    assert acknowledged and facts == ("Unleash (self-hosted) for feature flags, Sofia to set it up.",)


def test_an_acknowledgement_after_a_dash_restates_the_fact():
    lines = _lines(("user", "did both. as of today loki retention is 14 days for all tenants"),
                   ("assistant", "Great — noted: Loki retention reduced from 30 to 14 days for all tenants."))
    # "as of today" makes it a change, which keeps what its turn says around it
    assert lines == ["did both; as of today loki retention is 14 days for all tenants"]


def test_noted_over_a_list_restates_the_list():
    acknowledged, facts = restatement(turns(build_transcript([
        ("assistant", "Noted:\n- scope: SEV1 and SEV2\n- due: 5 business days after the incident")]))[0])
    assert acknowledged and facts == ("scope: SEV1 and SEV2", "due: 5 business days after the incident")


def test_an_unrequested_summary_confirms_the_statements_it_repeats():
    lines = _lines(("user", "we do an external pen test every june, scope = portal-web, partner-api. "
                            "results go to ingrid + jonas"),
                   ("assistant", "Here's a summary:\n- **Frequency:** annual, in June\n- **Scope:** portal-web, "
                                 "partner-api\n- **Report recipients:** Ingrid and Jonas"))
    assert lines == ["we do an external pen test every june, scope = portal-web, partner-api; "
                     "results go to ingrid + jonas"]


def test_a_summary_never_stands_in_for_the_users_words():
    lines = _lines(("user", "yep"), ("assistant", "Here's a summary:\n- Q2 headline: ETA predictions"))
    assert lines == []


def test_a_bare_note_from_the_assistant_is_advice_not_an_acknowledgement():
    lines = _lines(("user", "can u give me the kafka-topics cmd"),
                   ("assistant", "```bash\nkafka-topics.sh --alter --partitions 24\n```\n"
                                 "Note: partitions can only be increased, never decreased."))
    assert lines == []


def test_noting_a_turn_as_open_acknowledges_all_of_it():
    lines = _lines(("user", "and the observability budget for next year... still unclear who signs off, finance or "
                            "lena"),
                   ("assistant", "I'll record that as open. Do you want me to draft an email to finance?"))
    assert lines == ["the observability budget for next year; still unclear who signs off, finance or lena"]


def test_did_it_reports_what_was_done_and_did_we_asks():
    lines = _lines(("user", "did it: topic retention down to 3 days, partitions 12 -> 24"),
                   ("assistant", "Noted: topic retention reduced from 7 to 3 days, partitions from 12 to 24."))
    assert lines == ["did it: topic retention down to 3 days, partitions 12 -> 24"]
    assert QUESTION.search("did we bump the topic retention") and not QUESTION.search("did both")


def test_yes_do_that_makes_the_assistants_proposal_a_decision():
    lines = _lines(("user", "mondays are terrible for handoff"),
                   ("assistant", "Proposal: the handoff moves from Monday 09:00 to Tuesday 10:00 CET, with a 15-minute "
                                 "sync. Should I draft the announcement?"),
                   ("user", "yes do that, starting with the first rotation in january"))
    assert lines == ["Agreed: the handoff moves from Monday 09:00 to Tuesday 10:00 CET, with a 15-minute sync; "
                     "starting with the first rotation in january"]


def test_an_accepted_proposal_that_repeats_the_user_keeps_the_users_words():
    lines = _lines(("user", "1 approval for everything, 2 approvals for auth-svc. squash merge only. "
                            "ci green required"),
                   ("assistant", "Here's a CONTRIBUTING section:\n```md\n- 2 approvals for auth-svc\n```"),
                   ("user", "lgtm, merging that. from now on thats the rule"),
                   ("assistant", "Noted: PRs need one approval (two for auth-svc), green CI, and squash merge."))
    assert lines == ["1 approval for everything, 2 approvals for auth-svc; squash merge only; ci green required; "
                     "from now on thats the rule"]


def test_accepting_a_table_keeps_the_restatement_that_follows():
    lines = _lines(("assistant", "Here's a proposal:\n| sev | definition |\n|---|---|\n| SEV1 | berth-planner "
                                 "unavailable > 10 min, or incorrect berth/tide data shown to users, or data loss |"),
                   ("user", "agreed, take that as the official definition. ingrid signed off"),
                   ("assistant", "Noted — SEV1 covers berth-planner down for more than 10 minutes or data loss."))
    assert lines == ["SEV1 covers berth-planner down for more than 10 minutes or data loss; ingrid signed off"]


def test_a_reply_with_its_own_specifics_is_the_users_statement_not_an_acceptance():
    lines = _lines(("assistant", "Something like 600 requests per minute per API key is a reasonable start."),
                   ("user", "ok ship it with 600/min per key, 429 with retry-after when they go over"),
                   ("assistant", "Done — noted: partner-api rate limit is 600 requests per minute per API key."))
    assert lines == ["ship it with 600/min per key, 429 with retry-after when they go over"]


def test_an_acceptance_followed_by_the_users_own_statement_keeps_the_statement():
    lines = _lines(("assistant", "Yikes, that will dominate the volume. Common approach: sample session events "
                                 "by session id, keep purchases at 100%."),
                   ("user", "ok lets do it. session events sampled at 10% by session id, purchases stay at 100%"))
    assert lines == ["session events sampled at 10% by session id, purchases stay at 100%"]


def test_a_value_going_from_one_number_to_another_is_a_change_and_a_measure_is_not():
    assert section_of("hearth token ttl goes from 24h to 12h") == "Changed"
    assert section_of("yes ndcg went from 0.61 to 0.74") == "Notes"


def test_lets_do_names_a_decision():
    assert section_of("lets do a separate forge job called audio-banks") == "Decided"


def test_asking_the_assistant_to_remember_a_fact_states_it():
    assert _lines(("user", "but pls remember nobody owns release notes yet, farid or leo, we didn't decide"),
                  ("assistant", "Noted, the owner for release notes is still undecided.")) == [
        "but pls remember nobody owns release notes yet, farid or leo, we didn't decide"]


def test_do_option_1_asks_for_nothing():
    assert not QUESTION.search("do option 1, hearth token ttl goes from 24h to 12h")
    assert QUESTION.search("do we keep raw events")


def test_we_will_with_an_action_is_a_decision():
    assert section_of("we'll move tally's warehouse to clickhouse") == "Decided"


def test_what_happened_before_a_question_is_the_problem_not_a_change():
    assert _lines(("user", "quick one, forge nightly is taking like 3h now and it collides with the standup builds. "
                           "can we move it somewhere"),
                  ("assistant", "Move the nightly to 02:00 UTC: nobody pushes then.")) == []


def test_ok_after_an_answer_accepts_nothing():
    lines = _lines(("user", "does transaction mode break prepared statements"),
                   ("assistant", "Django does not use server-side prepared statements, so pooling is safe."),
                   ("user", "ok cool"))
    assert lines == []


def test_editing_requests_to_the_assistant_are_meta_talk():
    assert _lines(("user", "add that amara is on call 22-29 and tomasz 29-5")) == []


def test_text_handed_over_for_rewording_is_not_the_users_word():
    lines = _lines(("user", "can u make these patch notes sound less robotic\n- fixed crash in cliffs\n"
                            "- reduced matchmaking wait"),
                   ("assistant", "Sure! Patch 0.4.3: cliffs no longer crash your game."))
    assert lines == []


def test_a_name_opening_a_turn_is_not_part_of_its_line():
    assert _lines(("user", "dana. closed beta moved to may 21")) == [
        "closed beta moved to may 21"]


def test_a_table_with_long_cells_is_never_quoted():
    assert sentences("| sev | definition |\n|---|---|\n| SEV1 | berth-planner unavailable > 10 min, or incorrect "
                     "berth/tide data shown to users, or data loss, or anything a port would call an outage |") == []


def test_questions_their_own_turn_calls_undecided_stay_open_after_a_reply():
    lines = _lines(("user", "mdm? intune vs something else? ingrid hasnt decided"),
                   ("assistant", "Intune and Knox Manage are common. It's worth deciding before November."))
    assert lines == ["mdm?; intune vs something else?; ingrid hasnt decided"]


def test_leaving_that_open_keeps_the_question_a_reply_did_not_settle():
    lines = _lines(("user", "who maintains the unleash instance tho? amara says not sre"),
                   ("assistant", "That's worth settling before it goes to production."),
                   ("user", "ok leaving that open, ingrid to decide"))
    assert lines == ["who maintains the unleash instance tho?; amara says not sre; leaving that open, ingrid to decide"]


def test_parking_it_keeps_a_question_too_short_to_stand_alone():
    lines = _lines(("user", "the museum lends its old projector to community groups for free. do we ask?"),
                   ("assistant", "It could save the hire fee, but check whether their insurance covers off-site use."),
                   ("user", "hmm. not sure who'd even fill in the form. parking it"))
    assert lines == ["the museum lends its old projector to community groups for free; do we ask?; "
                     "not sure who'd even fill in the form."]


def test_dunno_yet_right_after_ones_own_question_keeps_it_open():
    lines = _lines(("user", "rehearsals in the church hall or the school gym this winter?"),
                   ("user", "dunno yet, let's get both quotes and decide later"),
                   ("assistant", "Sounds sensible; the hall is usually cheaper on weekdays."))
    assert lines == ["rehearsals in the church hall or the school gym this winter?; "
                     "dunno yet, let's get both quotes and decide later"]


def test_let_me_think_about_it_reopens_the_question_the_assistant_answered():
    lines = _lines(("user", "should we switch the mailing list to a paid plan? the free one caps at 500 contacts"),
                   ("assistant", "A paid plan removes the cap and adds scheduling; it costs about 15 a month."),
                   ("user", "let me think about it"))
    assert lines == ["should we switch the mailing list to a paid plan?; the free one caps at 500 contacts"]


def test_parking_it_after_a_question_of_its_own_turn_leaves_the_earlier_one_alone():
    lines = _lines(("user", "how long should the raffle run?"),
                   ("assistant", "Two weeks is typical: long enough for word of mouth, short enough to keep urgency."),
                   ("user", "decided: the raffle runs two weeks"),
                   ("assistant", "Great. One thing: do you need a gambling licence for a raffle this size?"),
                   ("user", "ugh. no idea yet whether the small lottery exemption covers us. parking it"))
    assert lines == ["decided: the raffle runs two weeks", "no idea yet whether the small lottery exemption covers us."]


def test_leaving_that_open_refers_to_the_last_question_only():
    lines = _lines(("user", "what's a reasonable availability target for the api"),
                   ("assistant", "99.9% monthly is a common starting point."),
                   ("user", "decided: api slo is 99.9% monthly. idk if the vendor can deliver p95 under 30s"),
                   ("assistant", "You could measure it for a few weeks first."),
                   ("user", "yeah leaving that one open"))
    assert lines == ["decided: api slo is 99.9% monthly; idk if the vendor can deliver p95 under 30s"]


def test_an_open_question_keeps_what_its_turn_says_around_it():
    lines = _lines(("user", "other thing — gothenburg asked if invoices can be in sek. we only do nok. no idea if we "
                            "want multi currency at all"),
                   ("assistant", "That's mostly a product call."))
    assert lines == ["gothenburg asked if invoices can be in sek; we only do nok; "
                     "no idea if we want multi currency at all"]


def test_a_negated_decision_files_under_open():
    assert section_of("no idea if we want multi currency at all, declan hasnt decided") == "Open"
    assert section_of("decided: keys rotate every 90 days, still unclear who rotates them") == "Decided"


def test_material_pasted_for_a_recap_is_not_the_users_word():
    lines = _lines(("user", "pricing thread recap pls, pasting\n\nmaya: starter $49/mo?\ntomas: per seat?\n"
                            "hana: dunno yet"),
                   ("assistant", "Sure, here's a quick summary:\n- Proposed tiers: Starter $49/mo\n\n"
                                 "Was anything decided?"))
    assert lines == []


def test_a_line_break_ends_a_sentence_and_the_turn_stays_one_line():
    transcript = build_transcript([("assistant", "- Presenter for the May 14 advisory board\n\nAnything to correct?")])
    assert len(transcript.splitlines()) == 1
    assert turns(transcript)[0].sentences == ("Presenter for the May 14 advisory board", "Anything to correct?")


def test_an_assistant_weighing_or_recalling_a_decision_reports_none():
    assert _lines(("assistant", "Then a policy like this would work: 5 retries, then the dead letter queue."),
                  ("assistant", "Last time it was Dec 22 – Jan 5 with hotfixes only, approved by Ingrid."),
                  ("assistant", "Agreed 😄 Let me know if you need anything else."),
                  ("assistant", "Agreed that 48h is long during a live beta."),
                  ("assistant", "Currently the policy is 14 days for unspent Embers.")) == []
    assert _lines(("assistant", "We decided to move billing-api to Postgres 16.")) == [
        "We decided to move billing-api to Postgres 16."]
    assert _lines(("assistant", "Agreed: Dana Ruiz owns the migration checklist.")) == [
        "Agreed: Dana Ruiz owns the migration checklist."]


def test_a_turn_whose_head_the_injection_screen_cut_off_is_nobodys_word():
    transcript = ("user: does that include the clickhouse copy\n"
                  "The nightly job should cover both Postgres and ClickHouse.\nuser: ok")
    assert is_transcript(transcript)
    assert [t.role for t in turns(transcript)] == ["user", "unknown", "user"]
    assert memory_lines(transcript, section_of) == []


def test_remind_me_is_a_request_to_the_assistant():
    assert _lines(("user", "need to get the twilio creds out of ssm still, remind me")) == []


def test_go_with_option_2_makes_that_option_the_decision():
    lines = _lines(("assistant", "Two ways to do it:\n1. keep 14 days everywhere\n2. 30 days for audit logs, 14 for "
                                 "the rest\nWhich one?"),
                   ("user", "ok go with option 2"))
    assert lines == ["Agreed: 30 days for audit logs, 14 for the rest"]


@pytest.mark.parametrize("lead", ["So:", "So,", "Then,"])
def test_an_accepted_proposal_loses_its_leading_so_with_its_punctuation(lead):
    lines = _lines(("user", "what about the christmas closure"),
                   ("assistant", f"{lead} the studio closes 24 Dec to 2 Jan, reopening on 3 Jan."),
                   ("user", "sounds good"))
    assert lines == ["Agreed: the studio closes 24 Dec to 2 Jan, reopening on 3 Jan."]


def test_an_accepted_proposal_keeps_a_first_word_that_begins_with_so():
    lines = _lines(("user", "what about the christmas closure"),
                   ("assistant", "Some desks stay open 24 Dec to 2 Jan for the Harbour Mill deadline."),
                   ("user", "sounds good"))
    assert lines == ["Agreed: Some desks stay open 24 Dec to 2 Jan for the Harbour Mill deadline."]


def test_a_greeting_opening_a_kept_sentence_is_dropped():
    assert sentences("hey, budget for the offsite? not sure yet whether finance approves 5k") == [
        "budget for the offsite?", "not sure yet whether finance approves 5k"]


def test_a_dash_after_a_number_joins_a_range_and_starts_no_bullet():
    assert sentences("maintenance window mar 3 - mar 7, no deploys") == ["maintenance window mar 3 - mar 7, no deploys"]
    assert sentences("from the sync - api freeze starts friday") == ["from the sync", "api freeze starts friday"]


def test_a_decision_keeps_the_rest_of_its_turn():
    assert _lines(("user", "we'll use terraform cloud for the staging stack. eu region only")) == [
        "we'll use terraform cloud for the staging stack; eu region only"]


def test_an_acknowledgement_confirms_every_sentence_its_turn_says_again_even_abbreviated():
    lines = _lines(("user", "board offsite: oct 14. budget 8k, hotel in porto"),
                   ("assistant", "Noted: the board offsite is on October 14. Budget is 8,000 with a hotel in Porto."))
    assert lines == ["board offsite: oct 14; budget 8k, hotel in porto"]


def test_a_statement_taking_up_the_assistants_options_is_a_choice():
    lines = _lines(("assistant", "You could keep nightly snapshots for 7 days, or I'd suggest 30 days of snapshots "
                                 "plus weekly exports to cold storage."),
                   ("user", "30 days of snapshots, weekly exports to cold storage in glacier"))
    assert lines == ["30 days of snapshots, weekly exports to cold storage in glacier"]


def test_a_bare_option_number_accepts_that_option():
    lines = _lines(("assistant", "Options:\n1. pin the payments sdk to 3.x\n2. vendor the payments sdk into the repo"),
                   ("user", "option 1. ravi can do the pin"))
    assert lines == ["Agreed: pin the payments sdk to 3.x; ravi can do the pin"]


def test_pasted_meeting_notes_without_a_request_are_the_users_word():
    lines = _lines(("user", "pasting from the platform sync:\n- helm charts move to the infra repo\n- omar owns the "
                            "chart releases"))
    assert lines == ["pasting from the platform sync; helm charts move to the infra repo; omar owns the chart releases"]


def test_havent_figured_out_and_still_unknown_stay_open():
    assert _lines(("user", "we still havent figured out who pays for the shared gpu box")) == [
        "we still havent figured out who pays for the shared gpu box"]
    assert _lines(("user", "why the cache evicts hot keys is still unknown"), ("assistant", "Noted as open.")) == [
        "why the cache evicts hot keys is still unknown"]


def test_now_after_a_conjunction_or_opening_a_sentence_marks_no_change():
    assert section_of("and now the whole office is hungry") == "Notes"
    assert section_of("now i need more coffee") == "Notes"
    assert section_of("the export is now hourly") == "Changed"


def test_broad_decision_and_change_forms():
    assert section_of("ok postgres it is") == "Decided"
    assert section_of("pricing page copy is final per marketing") == "Decided"
    assert section_of("i own the release checklist now") == "Decided"
    assert section_of("dana said she'd write the runbook") == "Decided"
    assert section_of("batch size 500 instead of 200") == "Changed"
    assert section_of("worker count 4 -> 8") == "Changed"
    assert section_of("nightly sync paused until the audit ends") == "Changed"
    assert section_of("who owns the billing exporter") == "Open"
    assert section_of("my dog pushed a commit to the repo") == "Notes"


def test_a_choice_among_offered_options_keeps_the_rest_of_its_turn():
    lines = _lines(("assistant", "Options: keep 7 days of traces in tempo, or sample traces at 10% and keep 30 days."),
                   ("user", "sample traces at 10%, keep 30 days in tempo. and drop health checks at the collector"))
    assert lines == ["sample traces at 10%, keep 30 days in tempo; drop health checks at the collector"]


def test_an_acceptance_after_a_clarifying_question_accepts_the_earlier_proposal():
    lines = _lines(("assistant", "For a small team I'd suggest Renovate for dependency updates, grouped weekly."),
                   ("user", "does renovate handle the gradle files?"),
                   ("assistant", "Yes, it does."),
                   ("user", "ok go with it"))
    assert len(lines) == 1 and "Renovate for dependency updates" in lines[0]


def test_chat_shorthand_does_not_hide_a_choice():
    lines = _lines(("assistant", "With 14 materials, consider:\n1. Group into 5 families with distinct colours.\n"
                                 "2. Use line style for age class."),
                   ("user", "ok go w families but make AC its own red class"))
    assert lines == ["go w families but make AC its own red class"]


def test_a_pasted_email_brings_only_what_it_changes_without_its_greeting_or_headers():
    quote = _lines(("user", "need to renew the licence, vendor quote pasted below"),
                   ("user", "From: sales@vendor.example\nSubject: Renewal\nDear Beth, your renewal is EUR 38,900/yr. "
                            "Offer valid until 19 Dec.\nRegards, Sales"),
                   ("assistant", "Summary of the quote:\n1. EUR 38,900 per year.\n2. Valid until 19 December."))
    assert quote == []
    change = _lines(("user", "can u summarise this email"),
                    ("user", "> Dear team, from now on night flow is reported monthly instead of quarterly. "
                             "First report due 15 March.\nRegards, Compliance"),
                    ("assistant", "Summary: night-flow reporting moves from quarterly to monthly."))
    assert change == ["from now on night flow is reported monthly instead of quarterly; First report due 15 March."]


def test_a_reply_saying_it_is_not_decided_leaves_the_question_open():
    lines = _lines(("user", "who builds the report tho... marta or ravi? idk"),
                   ("assistant", "That isn't decided in this chat. Would you like me to note it as an open point?"),
                   ("user", "yeah"))
    assert lines == ["who builds the report tho; marta or ravi?; idk"]
    assert section_of("That isn't decided in this chat.") == "Open"


def test_a_short_follow_up_joins_the_statement_it_continues():
    lines = _lines(("user", "sim contract: going with Telvia, 9 sims, 24 months"),
                   ("assistant", "Recorded: SIMs from Telvia, 9 SIMs, 24-month plan."),
                   ("user", "priya approved"),
                   ("user", "thx bye"))
    assert lines == ["sim contract: going with Telvia, 9 sims, 24 months; priya approved"]


def test_a_follow_up_question_stays_a_line_of_its_own():
    lines = _lines(("user", "we're going with Telvia for the sims"),
                   ("user", "which plan tho? not decided"))
    assert lines == ["we're going with Telvia for the sims", "which plan tho?; not decided"]


def test_a_draft_the_user_asked_for_decides_nothing():
    lines = _lines(("user", "team decision: the N4 alarm threshold goes to 1.6 bar from jan 5"),
                   ("assistant", "Should I draft a change note?"),
                   ("user", "yes pls short"),
                   ("assistant", "Change note:\nChange: N4 threshold 2.0 -> 1.6 bar\nApproved by: Priya Nair"))
    assert lines == ["team decision: the N4 alarm threshold goes to 1.6 bar from jan 5"]


def test_what_someone_thought_had_happened_is_not_a_change():
    lines = _lines(("user", "fieldpad logs out after 15 min again?? i thought jo fixed that"),
                   ("assistant", "The new tablets may have a default device policy."))
    assert lines == []


def test_an_acknowledgement_after_a_burst_confirms_each_of_its_turns():
    lines = _lines(("user", "tomasz says no patching til jan 12, change freeze"),
                   ("user", "so open q is whether the historian box also gets frozen or not, nobody knows"),
                   ("assistant", "Noted: AquaView servers are frozen until 12 January. Whether the historian server "
                                 "is also covered by the freeze is still open."))
    assert lines == ["tomasz says no patching til jan 12, change freeze",
                     "open q is whether the historian box also gets frozen or not, nobody knows"]


def test_a_request_the_assistant_notes_is_a_statement():
    lines = _lines(("user", "yes. and add a 5 min delay so short dips dont page anyone"),
                   ("assistant", "Noted: a 5-minute alarm delay is added so short dips don't page anyone."))
    assert lines == ["add a 5 min delay so short dips dont page anyone"]


def test_accepting_a_listed_proposal_agrees_to_its_items_not_the_reasoning_before_them():
    lines = _lines(("user", "the mfa rollout, do we do it for aquaview operators too or only office stuff"),
                   ("assistant", "For SCADA HMIs, MFA can slow down control-room operators in emergencies. A common "
                                 "compromise:\n1. MFA for remote/VPN access to AquaView.\n2. No MFA on the physical "
                                 "control-room consoles.\nWould you like to propose that?"),
                   ("user", "sounds right"))
    assert lines == ["Agreed: MFA for remote/VPN access to AquaView; No MFA on the physical control-room consoles."]


def test_the_assistants_answer_to_a_question_is_what_it_knows_not_a_decision():
    lines = _lines(("user", "what is the safe trench depth before we need shoring"),
                   ("assistant", "Many regulations require protective systems at 1.2 m or deeper, and a competent "
                                 "person must assess shallower trenches too."))
    assert lines == []
    reported = _lines(("user", "what did the board say about the bids?"),
                      ("assistant", "We agreed: Northgate is the supplier, signed off by the board."))
    assert reported == ["We agreed: Northgate is the supplier, signed off by the board."]


def test_a_condition_decides_and_changes_nothing():
    assert section_of("hosting is 20% off for 3 years if we commit to 50 nodes") == "Notes"
    assert section_of("if we switch to arm runners, builds get cheaper") == "Notes"
    assert section_of("we'll use spot instances unless the batch is urgent") == "Decided"


def test_a_change_verb_changes_in_any_form_but_not_as_an_attribute():
    assert section_of("postpone to may 4, after the audit") == "Changed"
    assert section_of("go-live pushed to the week of june 8") == "Changed"
    assert section_of("we need a fixed release day") == "Notes"


def test_staying_with_a_choice_decides():
    assert section_of("ok we stay on postgres 15 then") == "Decided"


def test_a_bare_acknowledgement_followed_by_the_users_words_said_again_confirms_them():
    lines = _lines(("user", "what retention do others use for audit logs"),
                   ("assistant", "Many teams keep audit logs for a year. Want a comparison?"),
                   ("user", "nah. audit logs stay 400 days in cold storage, exports only via the secops bucket"),
                   ("assistant", "Got it. Audit log retention: 400 days in cold storage; exports only through the "
                                 "SecOps bucket. Should I add it to the runbook?"))
    assert lines == ["audit logs stay 400 days in cold storage, exports only via the secops bucket"]


def test_a_bare_acknowledgement_followed_by_advice_confirms_nothing():
    lines = _lines(("user", "the staging cluster keeps running out of disk"),
                   ("assistant", "Got it. Rotating container logs daily usually frees most of the space."))
    assert lines == []


def test_what_the_assistant_notes_as_open_is_kept_as_open():
    lines = _lines(("user", "we're buying the new label printer, finance approved"),
                   ("assistant", "Noted: new label printer approved. Where will it go?"),
                   ("user", "thats the debate lol. dispatch desk or the returns bench. people disagree"),
                   ("assistant", "Understood, the printer location is an open item."))
    assert lines[-1] == "Open: thats the debate lol; dispatch desk or the returns bench; people disagree"


def test_an_assistant_recalling_an_old_open_question_opens_nothing():
    lines = _lines(("user", "remember the badge thing from march"),
                   ("assistant", "Yes, you left contractor badges as an open question for Omar."))
    assert lines == []


def test_a_reply_saying_nothing_is_decided_keeps_the_question_the_assistant_answered():
    lines = _lines(("user", "do we renew the old nas or move everything to s3"),
                   ("assistant", "S3 is cheaper at your size, but egress for restores can add up."),
                   ("user", "yeah. no decision yet, waiting on the egress quote"))
    assert lines == ["do we renew the old nas or move everything to s3; no decision yet, waiting on the egress quote"]


def test_accepting_a_draft_written_from_the_users_words_keeps_those_words():
    lines = _lines(("user", "can you write the vendor a note that we want deliveries on mondays"),
                   ("assistant", "Sure, which time window?"),
                   ("user", "mondays between 8 and 10am at gate 3, starting next month"),
                   ("assistant", "Here's a draft: Subject: Delivery schedule. Hi team, from next month we would "
                                 "like deliveries every Monday, 8-10 AM, at Gate 3. Thanks, Ana"),
                   ("user", "lgtm sending"))
    assert not any(line.startswith("Agreed:") for line in lines)
    assert lines == ["mondays between 8 and 10am at gate 3, starting next month"]


def test_an_assistant_keeping_the_question_open_does_not_settle_it():
    # The reply names the question's subject with a change word ("switching"), and says it stays open.
    lines = _lines(("user", "should we keep switching the weekly sync to thursdays? people keep asking"),
                   ("assistant", "I'll keep switching the weekly sync to Thursdays as an open question."),
                   ("user", "ty"))
    assert lines == ["Open: should we keep switching the weekly sync to thursdays?; people keep asking"]


def test_no_idea_with_a_trailing_filler_word_says_the_question_is_open():
    for remark in ("no idea tbh", "no clue atm", "not sure yet lol", "dunno honestly"):
        lines = _lines(("user", f"are we renewing the storage contract past 2027? {remark}"),
                       ("assistant", "The current contract ends in March 2027, with notice due by June."))
        assert lines and lines[0].startswith("are we renewing the storage contract past 2027?"), remark


def test_a_long_subject_noted_for_the_list_of_open_questions_stays_open():
    lines = _lines(("user", "does the warehouse insurance cover tools left in the vans overnight"),
                   ("assistant", "I'll keep whether the warehouse insurance covers tools left in the delivery vans "
                                 "overnight on the list of open questions."))
    assert lines == ["Open: does the warehouse insurance cover tools left in the vans overnight"]


def test_a_team_question_the_assistant_has_no_answer_to_stays_open():
    lines = _lines(("user", "has anyone heard back from the landlord about renewing our parking permit?"),
                   ("assistant", "I don't have any update on that in my notes. Anything else for today?"),
                   ("user", "nope, heading out. the van needs fuel"))
    assert lines == ["has anyone heard back from the landlord about renewing our parking permit?"]


def test_a_lookup_the_assistant_cannot_answer_is_not_an_open_question():
    # Not about the team's own affairs: a lookup, left out as before.
    lines = _lines(("user", "what's the exchange rate for the yen today?"),
                   ("assistant", "I don't have live exchange rates."),
                   ("user", "no worries, will check the bank site"))
    assert lines == []


def test_a_team_question_the_assistant_answers_is_not_open():
    lines = _lines(("user", "does our courier contract cover saturday pickups?"),
                   ("assistant", "Yes: the contract includes saturday pickups until 13:00 at no extra charge."))
    assert lines == []


OPTIONS = ("assistant", "Options:\n1. Buy a second label printer for the returns bench\n"
                        "2. Move label printing to the dispatch desk printer\n3. Outsource returns labels\n"
                        "Option 2 is the cheapest.")


def test_choosing_an_option_by_number_names_the_option_chosen():
    lines = _lines(("user", "the returns bench printer died again"), OPTIONS,
                   ("user", "talked to kim: option 2"), ("assistant", "Sounds good."))
    assert lines == ["Chosen: talked to kim: option 2; Move label printing to the dispatch desk printer"]
    assert section_of(lines[0]) == "Decided"


def test_choosing_an_option_by_number_keeps_what_the_acknowledgement_restates():
    lines = _lines(("user", "the returns bench printer died again"), OPTIONS,
                   ("user", "kim and lee: the second one"),
                   ("assistant", "Noted: returns labels now print on the dispatch desk printer."))
    # "now print" files it as a change already: no "Chosen:" label.
    assert lines == ["kim and lee: the second one; returns labels now print on the dispatch desk printer."]


def test_accepting_a_labeled_option_agrees_to_that_option_only():
    lines = _lines(("user", "how do we handle night feeds"),
                   ("assistant", "A few common approaches for night feeds\nOption 1: one volunteer per night.\n"
                                 "Option 2: a rota of two volunteers, swapping at 02:00.\nOption 3: no night feeds.\n"
                                 "Option 2 is usually the easiest to staff."),
                   ("user", "sounds good, go with option 2"))
    assert lines == ["Agreed: a rota of two volunteers, swapping at 02:00; go with option 2"]


def test_a_story_told_laughing_is_not_memory_but_a_decision_or_open_question_is():
    assert _lines(("user", "someone changed the cron timezone to local lol"),
                  ("assistant", "That explains the shifted runs.")) == []
    assert _lines(("user", "we agreed on weekly releases on tuesdays lol"),
                  ("assistant", "Sounds good.")) == ["we agreed on weekly releases on tuesdays lol"]
    assert _lines(("user", "tbd whether contractors get vpn access, nobody asked legal 🙄"),
                  ("assistant", "Understood.")) == ["tbd whether contractors get vpn access, nobody asked legal 🙄"]


def test_an_acceptance_saying_what_it_accepts_is_the_line_not_the_assistants_reasoning():
    lines = _lines(("user", "the bake sale float keeps running out by noon"),
                   ("assistant", "If it runs out before lunch most weeks, a bigger float helps. 80 pounds in coins "
                                 "would cover a busy morning."),
                   ("user", "ok do it, 80 pound float"))
    assert lines == ["do it, 80 pound float"]


def test_a_decision_sent_right_after_its_reason_joins_the_line_whatever_words_it_shares():
    lines = _lines(("user", "the north car park is shut for resurfacing till march"),
                   ("assistant", "That's where the minibus waits. Any alternative?"),
                   ("user", "church lane lay-by, 5 min further but flat and lit"),
                   ("user", "so: pickups move to Church Lane from now on"),
                   ("assistant", "Noted, I'll keep that in mind."))
    assert any("pickups move to Church Lane" in line for line in lines)


def test_an_acknowledgement_echoing_words_in_another_form_confirms_the_statement():
    lines = _lines(("user", "yes, we're ordering the Vantec PX-40, delivery on friday"),
                   ("assistant", "Noted: replacing the label printer, delivered on Friday."))
    assert lines == ["yes, we're ordering the Vantec PX-40, delivery on friday"]


def test_not_deciding_that_today_keeps_the_question_the_assistant_discussed():
    lines = _lines(("user", "members keep asking for a second hall. should we be renting the annex every saturday?"),
                   ("assistant", "It would cost about 400 a month; it depends on how many classes would move there."),
                   ("user", "yeah, not deciding that today. ugh"))
    assert lines == ["members keep asking for a second hall; should we be renting the annex every saturday?"]


def test_a_question_the_assistant_says_stays_open_for_now_is_open():
    lines = _lines(("user", "so do we buy a second kiln or not? I genuinely don't know"),
                   ("assistant", "Understood, whether to buy a second kiln stays open for now."),
                   ("user", "january. I'll put it in my calendar"))
    assert lines[0].startswith("do we buy a second kiln or not?")


def test_a_one_word_choice_keeps_what_its_turn_says_with_it():
    lines = _lines(("user", "how long should we keep raw sensor data hot, 30 or 60 days?"),
                   ("assistant", "60 days doubles the storage bill; 30 covers most investigations."),
                   ("user", "30 it is. raw readings stay 30 days in the hot store, then go to the archive"))
    assert lines == ["30 it is; raw readings stay 30 days in the hot store, then go to the archive"]


def test_a_restatement_after_great_and_a_name_confirms_the_statement():
    lines = _lines(("user", "ok litter picks every second saturday. i'm coordinator and sign off the kit list"),
                   ("assistant", "Great, Ines. Litter picks every second Saturday, with you as coordinator signing "
                                 "off the kit list."))
    assert lines == ["litter picks every second saturday; i'm coordinator and sign off the kit list"]


def test_the_answer_to_the_assistants_choice_question_is_the_choice():
    lines = _lines(("user", "moving the club's photos to a shared drive. how do people organise them"),
                   ("assistant", "Usually one folder per season, then per event. How many seasons do you want to keep "
                                 "online?"),
                   ("user", "keep 3 seasons, older ones go to the archive disk"))
    assert lines == ["keep 3 seasons, older ones go to the archive disk"]


def test_a_deferral_saying_what_comes_next_keeps_the_question_the_assistant_discussed():
    lines = _lines(("user", "the landlord offered us the basement too. do we go for it??"),
                   ("assistant", "It adds storage, but the damp survey flagged issues; you'd need a dehumidifier."),
                   ("user", "yeah no decision yet. the committee wants the survey report first"))
    assert lines == ["the landlord offered us the basement too; do we go for it??; no decision yet; the committee "
                     "wants the survey report first"]


def test_a_deferral_naming_the_question_again_is_an_open_item_of_its_own():
    lines = _lines(("user", "also loyalty cards. do we do stamps or points"),
                   ("assistant", "Stamps are simpler for staff; points let you run promotions."),
                   ("user", "no decision yet. leave loyalty cards open until the pilot ends"))
    assert lines == ["no decision yet; leave loyalty cards open until the pilot ends"]


def test_a_later_dont_know_yet_goes_on_with_the_open_question():
    lines = _lines(("user", "do the weekend staff need first aid certificates? nobody here knows for sure"),
                   ("assistant", "It depends on how many people are on site and what the risk assessment says."),
                   ("user", "ugh ok. so we dont know yet whether weekend staff need first aid. ill ask the insurer"))
    assert lines == ["do the weekend staff need first aid certificates?; nobody here knows for sure; we dont know yet "
                     "whether weekend staff need first aid; ill ask the insurer"]


def test_a_question_the_assistant_treats_as_open_is_open():
    lines = _lines(("user", "so do we renew the van lease early or wait? could argue either way"),
                   ("assistant", "Understood, I'll treat the lease renewal timing as open until the board meets."),
                   ("user", "thx"))
    assert lines and lines[0].startswith("do we renew the van lease early or wait?")


def test_the_acknowledgement_after_a_pasted_log_does_not_repeat_what_the_burst_said():
    lines = _lines(("user", "ok raised the upload limit to 50 mb as of now. reloading nginx"),
                   ("user", "2026-02-02 14:03:11 INFO nginx reloaded"),
                   ("assistant", "Looks clean. Noted: the upload limit is now 50 MB."))
    assert lines == ["raised the upload limit to 50 mb as of now; reloading nginx"]


def test_a_modal_with_no_subject_says_what_comes_next_and_asks_nothing():
    assert not any(QUESTION.search(s) for s in ("will email them today", "should be ok at 60", "will do."))
    assert all(QUESTION.search(s) for s in ("will we ship it friday", "should we go qos 1 or qos 2"))


def test_no_idea_yet_and_when_it_must_be_settled_go_on_with_the_open_question():
    lines = _lines(("user", "ines is on leave from june and nobody knows who covers the payroll runs. hire a temp?"),
                   ("assistant", "Options: a temp, splitting it between Ana and Rui, or the accountant's service."),
                   ("user", "yeah. no idea yet. will need to figure it out before may"))
    assert len(lines) == 1 and lines[0].endswith("no idea yet; will need to figure it out before may")


def test_a_question_answered_with_code_alone_is_answered():
    lines = _lines(("user", "nightly export now runs at 03:00 instead of 01:00"),
                   ("assistant", "Noted: the nightly export runs at 03:00."),
                   ("user", "ty. also how do i list failed jobs per queue in the db"),
                   ("assistant", "```sql\nSELECT queue, count(*) FROM jobs WHERE state = 'failed' GROUP BY queue;\n```"))
    assert lines == ["nightly export now runs at 03:00 instead of 01:00"]


def test_noted_before_a_question_acknowledges_the_turn_before_it():
    assert restatement(turns(build_transcript([("assistant", "Noted. Anything else for the fleet?")]))[0]) == (True, ())
    lines = _lines(("user", "the truck stays at the yard and the van parks at the depot on fridays"),
                   ("assistant", "Noted. Anything else for the fleet?"))
    assert lines == ["the truck stays at the yard and the van parks at the depot on fridays"]


def test_got_it_before_advice_still_acknowledges_nothing():
    assert restatement(turns(build_transcript([("assistant", "Got it. Consider a second van for the depot.")]))[0]
                       ) == (False, ())


def test_a_bare_acknowledgement_keeps_the_short_words_of_its_turn():
    lines = _lines(("user", "freeze it. monthly pass stays 45 for 2027"), ("assistant", "Noted."))
    assert lines == ["freeze it; monthly pass stays 45 for 2027"]


def test_thanks_then_the_users_words_said_again_confirms_them():
    lines = _lines(("user", "just heard from the warehouse. pallet pickups move to tuesdays at 7, dock b"),
                   ("assistant", "Thanks! So pallet pickups are now on Tuesdays at 7:00 from dock B."))
    assert lines == ["pallet pickups move to tuesdays at 7, dock b"]


def test_thanks_then_advice_confirms_nothing():
    lines = _lines(("user", "the printer on floor 2 jams every morning"),
                   ("assistant", "Thanks! Try fanning the paper before loading it into the tray."))
    assert lines == []


def test_great_on_a_line_of_its_own_then_the_users_words_again_confirms_them():
    lines = _lines(("user", "the truck stays at the yard and the van parks at the depot on fridays"),
                   ("assistant", "Great\nThe truck stays at the yard; the van parks at the depot on Fridays."))
    assert lines == ["the truck stays at the yard and the van parks at the depot on fridays"]


def test_noted_after_a_pleasantry_is_boilerplate_not_an_acknowledgement():
    reply = turns(build_transcript([("assistant", "Glad to hear it! Noted, I will keep that in mind.")]))[0]
    assert restatement(reply) == (False, ())


def test_yes_then_a_request_to_the_assistant_is_a_request():
    lines = _lines(("user", "yes add the keg deposit under section 4.2 of the draft"), ("assistant", "Noted."))
    assert lines == []


def test_a_short_turn_said_again_whole_after_a_bare_acknowledgement_is_confirmed():
    # Two words of its own ("webauthn", "passwords"), both said again: a restatement, though three are asked of a
    # longer turn.
    lines = _lines(("user", "for the 6 of us yes. webauthn only, no passwords"),
                   ("assistant", "Noted. WebAuthn is required on every admin login; passwords are turned off."))
    assert lines == ["webauthn only, no passwords"]


def test_a_few_words_going_with_an_acknowledged_statement_stay_with_it():
    lines = _lines(("user", "the council wants someone at the allotment committee, last monday each month. ill go"),
                   ("assistant", "Noted: you'll attend the allotment committee on the last Monday of each month."))
    assert lines == ["the council wants someone at the allotment committee, last monday each month; ill go"]


def test_a_turn_naming_what_stays_open_is_an_open_item_without_the_answered_question():
    # The assistant answered the question (advice); the user's reply says in so many words what is still open.
    lines = _lines(("user", "the library extension goes to the parish board on 3 march. do i pitch it or let the "
                            "agency do it?"),
                   ("assistant", "Either is common. An architect speaks to the design; an agency is stronger on "
                                 "procedure and policy."),
                   ("user", "maybe. we'll see what the agency charges. not deciding today who pitches to the board on "
                            "3 march"),
                   ("assistant", "Noted as open: who presents to the parish board on 3 March."))
    assert lines == ["maybe; we'll see what the agency charges; not deciding today who pitches to the board on 3 march"]
    lines = _lines(("user", "can we use the mill photos on the new site? the owners havent signed anything about "
                            "publicity"),
                   ("assistant", "Check your appointment for a publicity clause; without one, ask the owners first."),
                   ("user", "idk. leave the mill photos question open til we ask the owners"),
                   ("assistant", "Understood."))
    assert lines == ["Open: idk; leave the mill photos question open til we ask the owners"]


def test_a_reply_leaving_that_open_without_naming_it_still_keeps_the_question():
    lines = _lines(("user", "can we use the mill photos on the new site? the owners havent signed anything about "
                            "publicity"),
                   ("assistant", "Check your appointment for a publicity clause; without one, ask the owners first."),
                   ("user", "idk. not deciding that now, parking it"),
                   ("assistant", "Understood."))
    assert lines == ["can we use the mill photos on the new site?; the owners havent signed anything about publicity; "
                     "idk; not deciding that now, parking it"]


def test_an_option_named_after_a_remark_keeps_what_the_acknowledgement_restates():
    # A joke came between the options and the choice: "option 2" names nothing of the turn just before it.
    lines = _lines(("user", "where should the nightly db dump go"),
                   ("assistant", "A few options:\n1. Keep it on the local volume\n2. Replicate it to an offsite bucket "
                                 "in eu-west-2\n3. Stream it offsite only"),
                   ("user", "lol you always say that"),
                   ("assistant", "Fair point 😄"),
                   ("user", "ok talked to sam, go with option 2"),
                   ("assistant", "Noted: nightly dumps are replicated to an offsite bucket in eu-west-2."))
    assert lines == ["talked to sam, go with option 2; nightly dumps are replicated to an offsite bucket in eu-west-2."]


def test_noted_keeping_it_in_mind_acknowledges_the_turn_though_advice_follows():
    # "Noted, I will keep that in mind." opening the reply acknowledges the statement (no decision word in it),
    # whatever the assistant adds after it.
    lines = _lines(("user", "ok plan for winter (nov-feb): kiln firings start at 7am, and no glazing in shed b, only "
                            "the heated studio"),
                   ("assistant", "Noted, I will keep that in mind. I'd also put a thermometer in shed b."))
    assert lines == ["plan for winter (nov-feb): kiln firings start at 7am, and no glazing in shed b, only the "
                     "heated studio"]


def test_a_question_the_assistant_says_is_undecided_stays_open():
    # Not about the team in so many words ("who pays"), yet the reply answers nothing: it says the question is open.
    lines = _lines(("user", "new badge readers arrive in march. who pays for them, facilities or the branches?"),
                   ("assistant", "That hasn't been decided; it's up to the finance committee."),
                   ("user", "ok"))
    assert lines == ["new badge readers arrive in march; who pays for them, facilities or the branches?"]
    lines = _lines(("user", "will the print vendor's new firmware drop usb printing?"),
                   ("assistant", "Not decided yet as far as I know, their roadmap is quiet on it."))
    assert lines == ["will the print vendor's new firmware drop usb printing?"]


def test_a_question_the_assistant_only_cannot_answer_is_still_answered_by_the_chat():
    # Guard: "I don't know who ..." is the assistant not knowing, not the question being undecided.
    lines = _lines(("user", "the backup tool needs the admin consent, who has tenant admin"),
                   ("assistant", "I don't know who your tenant admins are; the admin centre lists them under Roles."),
                   ("user", "found it, its rosa. pinged her"))
    assert lines == []


def test_noted_opening_the_reply_acknowledges_the_turn_though_advice_follows():
    # No decision word in the turn ("we drop X, all Y goes to Z from now"); "Noted." opens the reply, advice follows.
    lines = _lines(("user", "the old fax line is useless now. so: we drop the fax, all orders come in by the web "
                            "form"),
                   ("assistant", "Noted. Before you cancel, forward the fax number to the main line for a month."))
    assert lines == ["the old fax line is useless now; so: we drop the fax, all orders come in by the web form"]


def test_got_it_before_advice_is_still_no_acknowledgement():
    # Guard: only "Noted." says it keeps the turn; "Got it." before advice is conversation.
    lines = _lines(("user", "the old fax line is useless now"),
                   ("assistant", "Got it. Before you cancel, forward the fax number to the main line for a month."))
    assert lines == []


def test_a_restatement_in_other_words_acknowledges_the_turn():
    # "Noted: X" says the turn again in its own words ("renewed" for "signing"): the turn's statements are kept.
    lines = _lines(("user", "it's monthly vs annual. we're signing the annual plan, the team loves the tool"),
                   ("assistant", "Noted: subscription renewed for a year."))
    assert lines == ["it's monthly vs annual; we're signing the annual plan, the team loves the tool"]


def test_naming_what_is_open_makes_an_open_question():
    lines = _lines(("user", "ugh. so two things open: the venue deposit, and whether we invite the suppliers. "
                            "marek decides when he is back"),
                   ("assistant", "Sounds like a busy week."))
    assert lines[0].startswith("two things open: the venue deposit, and whether we invite the suppliers")


def test_an_open_question_stays_open_though_the_assistant_writes_a_note_about_it():
    # A note the assistant writes ("must be paid on booking, per their terms") decides nothing for the team.
    lines = _lines(("user", "open question: do we pay the venue deposit up front"),
                   ("assistant", "Here's a note for Marek: the venue deposit must be paid on booking, per their "
                                 "terms."))
    assert lines == ["open question: do we pay the venue deposit up front"]


def test_an_open_question_is_settled_by_the_assistant_only_reporting_a_decision():
    # Guard: the assistant reporting what the team decided settles it.
    lines = _lines(("user", "open question: do we renew the venue deposit"),
                   ("assistant", "We agreed last week: venue deposit renewed for another year."))
    assert not any(line.startswith("open question") for line in lines)


def test_a_change_before_a_request_about_something_else_is_kept():
    # The request is about the poster, not the move: the move is no problem a question is about.
    lines = _lines(("user", "confirmed just now: quiz night moved from the scout hall to the library, same date. "
                            "can u write the poster text"),
                   ("assistant", "Quiz Night at the Library! Bring your team of four, 7pm."))
    assert lines == ["confirmed just now: quiz night moved from the scout hall to the library, same date."]


def test_a_change_before_a_question_pointing_back_at_it_is_still_the_problem():
    # Guard: "can we undo that?" is about the change itself.
    lines = _lines(("user", "the bin collection moved to 6am now. can we undo that"),
                   ("assistant", "Ask the council's waste team; they usually allow one change a year."))
    assert lines == []


@pytest.mark.parametrize("said", ["the thing we cant decide is whether volunteers get parking permits",
                                  "one thing we havent sorted is the caterer's deposit for the gala",
                                  "still no answer on whether the council pays for the banners",
                                  "ravi doesn't want to decide the gala caterer before the budget meeting"])
def test_a_question_said_undecided_in_other_words_stays_open(said):
    lines = _lines(("user", said),
                   ("assistant", "Either way works; most groups settle it at the next committee meeting."))
    assert lines == [said]


@pytest.mark.parametrize("said", ["sam is team lead for the night shift from 3 march",
                                  "i'm on the weekend desk from monday 12th",
                                  "the printer puts all reprints on hold until spring"])
def test_a_start_date_or_a_hold_marks_a_change(said):
    assert section_of(said) == "Changed"


@pytest.mark.parametrize("said", ["the shop is open from monday to friday", "closed from dec 24 - jan 2",
                                  "i was on hold with the bank for an hour", "the count runs from 10pm"])
def test_a_range_of_days_or_a_phone_queue_is_no_change(said):
    assert section_of(said) == "Notes"



def test_the_assistants_reply_to_an_open_question_is_its_advice():
    # "you must give members notice" answers what the user said is open: advice, not the team's decision.
    lines = _lines(("user", "open question: do members keep the old rate until renewal"),
                   ("assistant", "Keep the old rate until renewal: you must give members a month's notice of any rise "
                                 "under the terms."))
    assert lines == ["open question: do members keep the old rate until renewal"]


def test_a_summary_answering_the_users_question_confirms_nothing():
    # The user asked what the assistant thinks; its "Summary:" answers, it does not note the user's words.
    lines = _lines(("user", "webhost renewal is 31 july. got quotes from two other hosts. thoughts?"),
                   ("assistant", "Summary:¶- Webhost: renewal on 31 July, the most expensive of the quotes.¶- The "
                                 "other hosts are cheaper and migrate for free."))
    assert lines == []


def test_hearsay_announced_as_such_decides_nothing_for_the_team():
    assert _lines(("user", "gossip: a friend at a bigger company said they decided to roll their own OTA lol"),
                  ("assistant", "That's a common story.")) == []
    assert _lines(("user", "random: heard the startup across the hall decided to go fully remote. kinda eerie"),
                  ("assistant", "Interesting times.")) == []
    assert _lines(("user", "unrelated: the coffee machine is fixed!!"), ("assistant", "Great news.")) == []


def test_a_question_or_decision_after_a_story_marker_is_still_memory():
    assert _lines(("user", "random, who's supposed to change the alarm code? nobody knows"),
                  ("assistant", "I don't have that in my notes.")) == [
        "random, who's supposed to change the alarm code?; nobody knows"]
    assert _lines(("user", "gossip aside: we decided to move the standup to 9:30 from monday"),
                  ("assistant", "Noted.")) == ["gossip aside: we decided to move the standup to 9:30 from monday"]


def test_a_question_the_assistant_cannot_know_the_answer_to_is_answered_by_its_reply():
    lines = _lines(("user", "did you see some warehouse robot company agreed to be acquired for like $300M? the "
                            "whole team is speculating who"),
                   ("assistant", "I can't verify live news, so I don't know which company that is. Acquisitions in "
                                 "the space do tend to stir up customer questions about vendor longevity."))
    assert lines == []


def test_a_question_someone_asked_told_is_no_change():
    assert section_of("tomás asked can the fleet manager trigger updates instead of a separate server") == "Notes"
    assert _lines(("user", "tomás asked can the fleet manager trigger updates instead of a separate server"),
                  ("assistant", "Yes, with Mender the fleet manager can call its deployment API.")) == []
    # guard: the change itself, said as such
    assert section_of("the fleet manager triggers updates now instead of a separate server") == "Changed"


def test_still_no_agreement_after_the_assistants_advice_keeps_the_question_open():
    lines = _lines(("user", "how many hours of endurance do we need before we ship to reno? maya says 200, dev says 500"),
                   ("assistant", "A useful rule of thumb: with zero failures in T hours, MTBF is about T/3."),
                   ("user", "useful. still no agreement tho, we'll fight about it at thursday's review"))
    assert len(lines) == 1 and "how many hours of endurance" in lines[0] and "still no agreement" in lines[0]


def test_confirmed_opening_the_reply_acknowledges_what_the_user_said():
    lines = _lines(("user", "so: same postgres, timescale ext for telemetry, 30 day retention on raw. do it"),
                   ("assistant", "Confirmed. DDL to start: create the hypertable and add a retention policy."))
    assert lines == ["so: same postgres, timescale ext for telemetry, 30 day retention on raw."]


def test_an_edit_the_assistant_carries_out_in_its_draft_is_not_memory():
    assert _lines(("user", "draft the opening remarks for the awards host"),
                  ("assistant", "Here's a draft: Welcome to the Valley Business Awards ..."),
                  ("user", "add that he must NOT do jokes about the council, half the cabinet is coming"),
                  ("assistant", "Added under Tone: no jokes about the council, since half the cabinet is coming.")) == []
    # guard: a statement the assistant acknowledges with "Added:" is still memory
    assert _lines(("user", "ice from glacier ice co, 2000 lb, delivered 10am"),
                  ("assistant", "Added: 2,000 lb of ice from Glacier Ice Co., delivered 10am.")) == [
        "ice from glacier ice co, 2000 lb, delivered 10am"]


def test_a_greater_than_sign_before_a_number_compares_and_ends_no_sentence():
    assert sentences("page us when queue_depth > 40 for 5 min, route to #ops") == [
        "page us when queue_depth > 40 for 5 min, route to #ops"]
    # guard: an inline quote marker before words still starts a new sentence
    assert sentences("she wrote > we ship friday") == ["she wrote", "we ship friday"]


def test_a_question_the_assistant_says_needs_a_decision_stays_open():
    lines = _lines(("user", "do the night porters get laptops too? they share one desk"),
                   ("assistant", "Fair point; that needs a decision, maybe from Farah next week."))
    assert len(lines) == 1 and "night porters get laptops" in lines[0]


def test_a_question_nobody_decided_or_confirmed_stays_open():
    assert section_of("nobody decided") == "Open"
    lines = _lines(("user", "and a trophy for the depot with the fewest misses?"),
                   ("assistant", "Nice thought; nobody has confirmed it yet though."))
    assert len(lines) == 1 and "trophy for the depot" in lines[0]


def test_a_joke_the_assistant_says_again_as_a_fact_is_memory():
    lines = _lines(("user", "switched on sso enforcement for the jira site today, two contractors got locked out lol"),
                   ("assistant", "Noted: SSO is now enforced for the Jira site."))
    assert len(lines) == 1 and "sso enforcement for the jira site" in lines[0]
    # guard: a joke the assistant only answers stays out
    assert _lines(("user", "someone switched the office wifi name to 'virus' lol"),
                  ("assistant", "Ha, classic.")) == []


def test_a_statement_taking_up_what_the_assistant_calls_usual_is_a_choice():
    lines = _lines(("user", "what deposit do breweries charge on a cask?"),
                   ("assistant", "A cask deposit is standard; £40-£60 per cask is common, refunded on return."),
                   ("user", "£50 deposit per cask from june, refunded when it's back"))
    assert lines == ["£50 deposit per cask from june, refunded when it's back"]
    # guard: a remark after advice that tells nothing of what is usual is not a choice
    assert _lines(("user", "what deposit do breweries charge on a cask?"),
                  ("assistant", "Deposits vary a lot between breweries and regions."),
                  ("user", "our casks mostly come back within a month anyway")) == []


def test_a_statement_the_assistant_approves_first_thing_is_memory():
    lines = _lines(("user", "the bakery wants us at the market twice a month"),
                   ("assistant", "That works if someone can drive the van."),
                   ("user", "we'll do the first and third saturday, oona drives"),
                   ("assistant", "Good plan. Want a reminder list for the stall?"))
    assert lines == ["we'll do the first and third saturday, oona drives"]
    # guard: a bare pleasantry or "makes sense" after a remark approves nothing
    for reply in ("Great!", "Makes sense. Queues are long at that market."):
        assert _lines(("user", "the market queue was huge this morning"), ("assistant", reply)) == []


def test_a_joke_in_brackets_leaves_the_change_it_sits_in():
    lines = _lines(("user", "(ravi typing now, stole the keyboard lol) the standup moved to 9:30 from next week"))
    assert lines == ["(ravi typing now, stole the keyboard lol) the standup moved to 9:30 from next week"]
    # guard: the joke outside brackets is still a story
    assert _lines(("user", "someone moved the standup to 6am lol")) == []


def test_a_turn_saying_thats_the_decision_decides_what_it_says():
    assert section_of("thats the decision.") == "Decided"
    lines = _lines(("user", "ok: the van goes to the north depot on tuesdays. thats the decision. can u draft it"),
                   ("assistant", "Draft: From this week the van serves the north depot on Tuesdays."))
    assert len(lines) == 1 and "north depot on tuesdays" in lines[0]


def test_nobody_can_decide_keeps_the_question_open():
    lines = _lines(("user", "nobody can decide yet: reprint the labels or relabel by hand. 90 boxes waiting"),
                   ("assistant", "Either way, keep the 90 boxes apart until then."))
    assert len(lines) == 1 and "reprint the labels" in lines[0] and "90 boxes" in lines[0]


@pytest.mark.parametrize("said", ["pushed the open day from may 4 to may 18", "swapped the old router for the spare"])
def test_a_date_pushed_or_a_part_swapped_is_a_change(said):
    assert section_of(said) == "Changed"


def test_may_before_a_day_is_the_month_not_a_hedge():
    assert not HEDGE.search("the audit moved to may 4")
    assert HEDGE.search("we may move the audit")  # guard


def test_leaving_its_own_question_open_keeps_what_the_sentence_says_besides():
    lines = _lines(("user", "not sure. 20 seats per room? or just cap the big hall? leave it open, im going to count "
                            "heads for a week first"),
                   ("assistant", "Makes sense to count first."))
    assert len(lines) == 1 and "20 seats per room" in lines[0] and "count heads for a week first" in lines[0]


def test_accepting_the_assistants_offer_to_do_something_agrees_to_nothing():
    lines = _lines(("user", "frost due friday and the pump house pipes froze last year"),
                   ("assistant", "Heat tape on the exposed runs usually does it. Want me to list suppliers nearby?"),
                   ("user", "sure send it later"))
    assert not any(line.startswith("Agreed") for line in lines)


def test_a_long_run_of_letters_is_read_without_backtracking():
    """REOPEN's "\\w+ to decide" tried every start inside a run of letters: 6 s of CPU for 50 kB before its word
    boundary."""
    started = time.process_time()  # CPU time: what backtracking burns, whatever else the machine runs
    memory_lines("user: we moved the " + "a" * 50_000, section_of)
    assert time.process_time() - started < 1.0


def test_a_statement_the_assistant_answers_with_code_alone_is_memory():
    lines = _lines(("user", "the nightly export times out on the big tenants"),
                   ("assistant", "Batching usually helps: page through tenants, or raise the timeout."),
                   ("user", "ok exports run per tenant in batches of 50, at most 4 in parallel"),
                   ("assistant", "Sketch:\n```python\nfor batch in chunks(tenants, 50):\n    pool.run(batch)\n```"))
    assert any("batches of 50" in line for line in lines)


@pytest.mark.parametrize("before, said, reply", [
    # a correction to the code the assistant wrote just before
    ("Query:\n```sql\nselect * from orders\n```", "missing the region filter, agents only see their region",
     "Fixed:\n```sql\nselect * from orders where region = :r\n```"),
    # a question, and the user's answer to the assistant's question
    ("Batching usually helps.", "how would the batches look in python",
     "Like this:\n```python\nfor batch in chunks(tenants, 50):\n    pool.run(batch)\n```"),
    ("How many tenants are there?", "about 900 tenants, growing 5 a week",
     "Then:\n```python\nfor batch in chunks(tenants, 50):\n    pool.run(batch)\n```"),
    # a table shows what is; code asking something back takes nothing
    ("Options: keep it, or move it.", "jonas says latency from the other region is fine",
     "That matches the numbers:\n\n| region | p95 |\n|---|---|\n| a | 41ms |"),
    ("Options: keep it, or move it.", "jonas says latency from the other region is fine",
     "Something like:\n```yaml\nregion: b\n```\nWant me to add the alerts too?"),
])
def test_code_the_assistant_writes_for_something_else_keeps_no_statement(before, said, reply):
    lines = _lines(("user", "the nightly export times out on the big tenants"), ("assistant", before),
                   ("user", said), ("assistant", reply))
    assert not any(said.split(",")[0] in line.lower() for line in lines)


def test_a_choice_before_a_colon_decides():
    assert section_of("hybrid it is: 200 eur flat per week, plus 40 per night call") == "Decided"


def test_parking_a_problem_with_no_question_before_it_keeps_it_open():
    lines = _lines(("user", "the tablet app drains the battery on some devices"),
                   ("assistant", "Does it happen on every model?"),
                   ("user", "only the older tablets, the new ones are fine. parking it until after the release"),
                   ("assistant", "Noted."))
    assert lines == ["Open: only the older tablets, the new ones are fine; parking it until after the release"]


def test_choosing_a_quoted_wording_agrees_to_nothing():
    lines = _lines(("user", "whats a nice way to tell the vendor we won't renew"),
                   ("assistant", "A few options:\n1. \"We've decided not to renew this year, thank you for the "
                                 "support.\"\n2. \"We're moving in another direction for now.\""),
                   ("user", "the first one is perfect, thx"))
    assert not any(line.startswith("Agreed") for line in lines)


def test_a_turn_leaving_open_what_it_labels_open_keeps_it_in_its_own_line():
    lines = _lines(("user", "board member asked if we filter the wifi"),
                   ("assistant", "Do you take E-rate for internet service?"),
                   ("user", "both i think?? need to check with finance"),
                   ("assistant", "Then the Wi-Fi likely needs filtering too."),
                   ("user", "ok not deciding this week. open q: do we filter the public wifi. waiting on finance"))
    assert lines[-1] == "Open: not deciding this week; open q: do we filter the public wifi; waiting on finance"
    assert not any("waiting on finance" in line for line in lines[:-1])


def test_a_value_the_user_puts_into_the_assistants_draft_is_memory():
    lines = _lines(("user", "draft a notice for the warehouse: forklift speed limit is 8 km/h"),
                   ("assistant", "Draft: 'From today forklifts must not exceed 8 km/h inside the warehouse.'"),
                   ("user", "hmm the insurer wants it lower. make it 6 km/h"),
                   ("assistant", "Revised: 'From today forklifts must not exceed 6 km/h inside the warehouse.'"))
    assert lines == ["hmm the insurer wants it lower; make it 6 km/h"]


@pytest.mark.parametrize("said", ["make it 100 words max", "set it to 3 bullets please", "make it friendlier"])
def test_a_length_or_tone_asked_of_the_draft_is_no_value_of_the_team(said):
    lines = _lines(("user", "draft a notice for the warehouse: forklift speed limit is 8 km/h"),
                   ("assistant", "Draft: 'From today forklifts must not exceed 8 km/h inside the warehouse.'"),
                   ("user", said), ("assistant", "Updated: 'Forklifts: 8 km/h max inside, from today.'"))
    assert not any(said in line for line in lines)


def test_a_reply_that_does_not_know_and_points_to_someone_else_leaves_the_question_open():
    lines = _lines(("user", "can our new hires use the forklift certificate from their last employer?"),
                   ("assistant", "I'm not sure — my notes don't cover outside certificates. The safety officer "
                                 "would know."),
                   ("user", "ok thanks"))
    assert lines == ["can our new hires use the forklift certificate from their last employer?"]


def test_a_reply_saying_no_one_is_named_yet_leaves_the_question_open():
    lines = _lines(("user", "the badge printer needs a new ribbon. who's ordering it?"),
                   ("assistant", "No one has been assigned yet — shall I add it to Thursday's list?"),
                   ("user", "sure"))
    assert lines == ["the badge printer needs a new ribbon; who's ordering it?"]


def test_a_bare_dont_know_then_no_decision_seen_leaves_the_question_open():
    lines = _lines(("user", "do bank holidays count towards the overtime cap?"),
                   ("assistant", "I don't know. I haven't seen a decision on whether bank holidays count."),
                   ("user", "fair"))
    assert lines == ["do bank holidays count towards the overtime cap?"]


def test_a_reply_that_answers_after_not_knowing_a_detail_still_answers():
    lines = _lines(("user", "do bank holidays count towards the overtime cap?"),
                   ("assistant", "Not sure about the cap's history, but per the handbook bank holidays count "
                                 "double."),
                   ("user", "ok"))
    assert lines == []


def test_a_question_nobody_in_the_chat_knew_is_answered_by_what_the_user_hears_back():
    asked = [("user", "which label printer do our depots use?"),
             ("assistant", "I'm not sure, it isn't in my notes. The depot leads would know."),
             ("user", "ok asking marek")]
    assert _lines(*asked) == ["which label printer do our depots use?"]
    answered = _lines(*asked, ("user", "marek says zebra zt411 at every depot"))
    assert not any("label printer" in line for line in answered)


def test_a_reply_saying_it_asked_and_has_no_reply_yet_leaves_the_question_open():
    lines = _lines(("user", "the boiler service is overdue. when can the engineer come out"),
                   ("assistant", "I've messaged Hartley Heating for a slot; no reply yet."),
                   ("user", "ok nudge them monday"))
    assert lines[0] == "the boiler service is overdue; when can the engineer come out"


def test_a_user_saying_no_reply_yet_states_no_open_question():
    lines = _lines(("user", "emailed the council about the skip permit, no reply yet lol"),
                   ("assistant", "Fingers crossed they answer soon."))
    assert lines == []


def test_a_matter_said_to_be_under_discussion_is_open():
    lines = _lines(("user", "is the late shift allowance going up this year"),
                   ("assistant", "I don't have a decision on the allowance in my notes."),
                   ("user", "omar says they're talking about it, maybe to £2 an hour"),
                   ("assistant", "Thanks. I'll note it as under discussion, a possible rise to £2 an hour."))
    assert any("talking about it" in line and "£2" in line for line in lines)
    assert section_of("omar says they're talking about it, maybe to £2 an hour") == "Open"


def test_a_question_left_with_someone_else_stays_open():
    lines = _lines(("user", "can we keep the old invoice numbers after the switch or do they restart?"),
                   ("assistant", "I'm not sure. Some tools can import old numbers, but it depends on the export."),
                   ("user", "k i'll leave that with finance"))
    assert any("old invoice numbers" in line for line in lines)


def test_a_number_written_with_its_unit_is_said_again_by_the_number_written_out():
    lines = _lines(("user", "marco wants 3d not 5, 5 was too slow. from nov 2 to feb 27"),
                   ("assistant", "Noted: from 2 November to 27 February the repair target is 3 working days."))
    assert lines == ["marco wants 3d not 5, 5 was too slow; from nov 2 to feb 27"]


def test_a_reply_saying_the_question_is_someone_elses_to_decide_leaves_it_open():
    for reply in ("That's a question for the fleet manager. Insurance may matter too. Shall I draft a note to Ravi?",
                  "That's Ravi's call. Insurance may matter too.",
                  "It's up to the fleet manager. Insurance may matter too."):
        lines = _lines(("user", "should we let drivers take the vans home over the weekend?"),
                       ("assistant", reply),
                       ("user", "later"))
        assert lines == ["should we let drivers take the vans home over the weekend?"], reply


def test_a_question_about_who_that_the_reply_says_someone_else_knows_stays_open():
    lines = _lines(("user", "who's opening the workshop on boxing day"),
                   ("assistant", "I don't have the rota. It might be worth checking with Marek."),
                   ("user", "will do"))
    assert lines == ["who's opening the workshop on boxing day"]


def test_a_question_about_who_that_the_reply_only_declines_is_answered_by_the_conversation():
    lines = _lines(("user", "who's free to cover the bar on friday?"),
                   ("assistant", "I don't have access to the staff calendar, but I can help you plan the cover."),
                   ("user", "ok"))
    assert lines == []


def test_not_knowing_what_the_assistant_asked_is_no_open_item():
    lines = _lines(("user", "the label printer in dispatch prints blank labels"),
                   ("assistant", "That often means the media type is wrong. Do you know which label roll is loaded?"),
                   ("user", "no idea yet, sam changed it last week"))
    assert lines == []


def test_not_knowing_what_the_assistant_asked_leaves_no_earlier_question_open():
    lines = _lines(("user", "why does the till print every receipt twice?"),
                   ("assistant", "Usually a second printer profile is set. Do you know who set the tills up?"),
                   ("user", "no clue"))
    assert lines == []


def test_not_knowing_beside_what_is_to_be_done_still_says_it():
    lines = _lines(("user", "the cold room alarm went off twice overnight"),
                   ("assistant", "Any idea what set it off?"),
                   ("user", "no clue. we'll need to get the compressor checked"))
    assert lines == ["no clue; we'll need to get the compressor checked"]


def test_a_wording_the_assistant_drafted_and_the_user_sends_decides_nothing():
    lines = _lines(("user", "can u make this note to the landlord sound less angry. 'the boiler is STILL broken'"),
                   ("assistant", "\"Dear Mr Shah, thank you for your help so far. The boiler is still not working, "
                                 "and we would be grateful for a repair date. Best wishes, Ana\""),
                   ("user", "sending, ta"))
    assert lines == []
