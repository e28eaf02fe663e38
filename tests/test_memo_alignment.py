"""Two memos aligned: the same fact, a changed fact, another subject, or unsure (for the judge)."""

from __future__ import annotations

import tempfile
from collections import Counter

import pytest

from memory_pipeline import db, memo_alignment, redaction
from memory_pipeline.memo_alignment import contradiction, duplicate, mistyped, spelled_alike, worth_comparing
from memory_pipeline.memo_facts import MemoFacts, words
from tests.data import memo_pairs_fifth, memo_pairs_heldout, memo_pairs_seventh, memo_pairs_third, memo_pairs_train
from tests.memo_pair_quality import evaluate

# Measured on both development splits after issue 17's second pass (train: P 1.00 / R 0.88
# contradictions, P 1.00 / light recall 0.99 duplicates; the held-out split, now a development set:
# P 1.00 / R 0.92, P 1.00 / light 0.99); the floors leave a little room, never a lot.
FLOORS = {"train": (memo_pairs_train.PAIRS, 0.97, 0.85, 0.97, 0.97),
          "heldout": (memo_pairs_heldout.PAIRS, 0.97, 0.89, 0.97, 0.97),
          # Measured once before session 6's work on issue 17 (P 0.97 / R 0.72, light 0.74), read and developed
          # on since: P 0.98 / R 0.82, P 1.00 / light 0.94.
          "third": (memo_pairs_third.PAIRS, 0.95, 0.81, 0.97, 0.95),
          # Measured once before session 7's work (P 0.97 / R 0.68, P 0.99 / light 0.77), developed on since:
          # P 0.98 / R 0.75, P 0.98 / light 0.95.
          "fifth": (memo_pairs_fifth.PAIRS, 0.95, 0.72, 0.95, 0.92),
          # Measured once before session 8's work (P 0.91 / R 0.64, P 1.00 / light 0.73), developed on since:
          # P 0.94 / R 0.64, P 1.00 / light 0.81.
          "seventh": (memo_pairs_seventh.PAIRS, 0.92, 0.62, 0.98, 0.79)}


def verdict(older: str, newer: str) -> str | None:
    a, b = MemoFacts(older), MemoFacts(newer)
    found = duplicate(a, b) or contradiction(a, b)
    return found.verdict if found else None


@pytest.mark.parametrize("older,newer", [
    ("The nightly export keeps 7 days of files", "heads up: nightly export now keeps 21 days of files"),
    ("Gateway pods get 512MB of memory", "gateway pods were bumped to 1GB memory"),
    ("The docs site is built on Hugo 0.110", "docs site moved to hugo 0.125 as of today"),
])
def test_a_new_number_size_or_version_for_the_same_subject_supersedes(older, newer):
    assert verdict(older, newer) == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("Priscila Gomes owns the payroll integration", "the payroll integration is owned by Tariq Aziz now"),
    ("Backlog grooming is on Wednesdays at 3pm", "backlog grooming moved to thursdays at 3pm"),
    ("The load test runs weekly", "the load test runs daily from now on"),
])
def test_a_new_owner_or_schedule_for_the_same_subject_supersedes(older, newer):
    assert verdict(older, newer) == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("We send release notes with Mailchimp", "switched release notes from Mailchimp to Buttondown"),
    ("Uptime checks run on Pingdom", "moved off pingdom, uptime checks are in Checkly now"),
    ("The wiki lives in Notion", "the wiki is in Outline now, the notion workspace is archived"),
])
def test_a_tool_the_newer_memo_says_replaced_the_old_one_supersedes(older, newer):
    assert verdict(older, newer) == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("Vendors can access the staging VPN", "vendors no longer have staging VPN access"),
    ("Self-signup is disabled on the sandbox", "self-signup is enabled on the sandbox again"),
    ("Interns may approve their own pull requests", "interns are not allowed to approve their own pull requests"),
])
def test_a_flipped_state_or_policy_supersedes(older, newer):
    assert verdict(older, newer) == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("Staging runs Redis 7.2", "Preview runs Redis 6.0"),
    ("The billing team owns the invoices queue", "The growth team owns the signups queue"),
    ("iOS builds take 14 minutes", "android builds take 9 minutes"),
])
def test_the_same_template_about_another_subject_is_left_alone(older, newer):
    assert verdict(older, newer) is None


@pytest.mark.parametrize("older,newer", [
    ("Errors are reported to Rollbar", "we also send frontend errors to LogRocket now"),
    ("Nadia reviews the access requests", "Omar can also review access requests when Nadia is away"),
])
def test_a_compatible_addition_is_left_alone(older, newer):
    assert verdict(older, newer) is None


@pytest.mark.parametrize("older,newer", [
    ("The audit export runs at 02:00 UTC", "audit export still runs at 02:00 UTC, no change"),
    ("Chargebacks go to the finance queue", "chargebacks still go to the finance queue"),
])
def test_a_restatement_is_neither_a_change_nor_a_duplicate(older, newer):
    assert verdict(older, newer) is None


def test_a_related_fact_about_the_same_subject_is_left_alone():
    assert verdict("The search cluster runs OpenSearch 2.11", "the search cluster has 6 data nodes") is None


@pytest.mark.parametrize("older,newer", [
    ("The QA env resets every Sunday.", "fyi: qa env resets every sunday!"),
    ("Sandbox invoices use a 30-day net term", "sandbox invoices use a 30 day net term"),
    ("Alerts from the billing svc go to #billing-oncall", "alerts from the billing service go to #billing-oncall"),
    ("The portal supports Okta and Azure AD", "the portal supports Azure AD and Okta"),
])
def test_light_rewrites_are_duplicates(older, newer):
    assert verdict(older, newer) == "duplicate"


def test_a_reason_names_what_changed():
    found = contradiction(MemoFacts("The export job times out after 30 seconds"),
                          MemoFacts("export job timeout raised to 90 seconds"))
    assert found.verdict == "contradiction" and "30" in found.reason and "90" in found.reason


def test_a_name_swapped_with_no_word_of_change_is_not_decided():
    assert verdict("We use Linear for roadmap tickets", "We use Jira for roadmap tickets") != "contradiction"


def test_the_screen_lets_value_changes_through_and_stops_other_subjects():
    assert worth_comparing(MemoFacts("svc-1 staging runs Postgres 15"), MemoFacts("svc-1 staging runs Postgres 16"))
    assert not worth_comparing(MemoFacts("svc-1 staging runs Postgres 15"),
                               MemoFacts("svc-2 staging runs Postgres 16"))


@pytest.mark.parametrize("split", sorted(FLOORS))
def test_development_splits_stay_above_their_measured_floors(split, capsys):
    pairs, contradiction_precision, contradiction_recall, duplicate_precision, light_recall = FLOORS[split]
    with tempfile.TemporaryDirectory() as directory:
        engine = db.get_engine(f"sqlite:///{directory}/quality.db")
        db.migrate(engine)
        quality = evaluate(engine, pairs)
        engine.dispose()
    with capsys.disabled():
        print(f"\nmemo pairs ({split}): " + quality.summary().splitlines()[0])
    assert quality.cross_project == 0
    assert quality.precision("contradiction") >= contradiction_precision
    assert quality.recall("contradiction", "contradiction") >= contradiction_recall
    assert quality.precision("duplicate") >= duplicate_precision
    assert quality.recall("duplicate_light", "duplicate") >= light_recall


def test_a_number_counts_only_the_word_right_after_it():
    # "0.125 after the theme issues" does not count issues: the version still changed.
    assert verdict("The docs builder runs hugo 0.110 on the build box",
                   "build box hugo bumped to 0.125 after the theme issues") == "contradiction"


def test_a_value_and_a_state_that_both_differ_are_another_subject():
    assert verdict("the v1 exports are deprecated", "the v2 exports are GA") is None


@pytest.mark.parametrize("older,newer", [
    ("Nadia's team owns the billing exporter", "billing exporter belongs to Omar's team now"),
    ("Kai owns the release tooling", "release tooling is maintained by Bea now"),
    ("the invoices cron is maintained by the payments team", "invoices cron ownership moved to the ledger team"),
    ("Rosa is the point of contact for the vendor audit", "vendor audit poc is now Ines"),
    ("the billing exporter is owned by Nadia", "billing exporter: owner changed to @omar"),
])
def test_possessive_named_team_or_role_owner_change_supersedes(older, newer):
    found = contradiction(MemoFacts(older), MemoFacts(newer))
    assert found.verdict == "contradiction" and found.rule == "changed_owner"


@pytest.mark.parametrize("older,newer", [
    ("deploy notices go in #deploys", "deploy notices moved to #eng-releases"),
    ("the status page lives at status.acme.dev", "status page moved to https://acme.statuspage.io"),
    ("the batch cluster runs in us-east-1", "the batch cluster runs in eu-west-1 now"),
    ("design specs live in confluence", "design specs moved to the notion wiki"),
    ("db dumps are stored in the s3 bucket acme-dumps", "db dumps are stored in bucket acme-dumps-v2 now"),
])
def test_a_new_place_for_the_same_subject_supersedes(older, newer):
    found = contradiction(MemoFacts(older), MemoFacts(newer))
    assert found.verdict == "contradiction" and found.rule == "changed_location"


@pytest.mark.parametrize("older,newer", [
    ("feature flags: launchdarkly", "we use unleash now for feature flags"),
    ("statuspage for incident comms", "incident comms are on instatus now"),
])
def test_a_subject_that_moves_in_the_sentence_keeps_its_value_slot(older, newer):
    assert verdict(older, newer) == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("Backups are kept 14 days", "Backups for the audit DB are kept 30 days"),
    ("Prod runs in eu-west-1", "grafana for prod is at grafana.internal"),
    ("the cron scheduler runs on the build-3 box", "cron scheduler alerts go to #build-alerts"),
])
def test_a_narrower_or_qualified_subject_is_left_alone(older, newer):
    assert verdict(older, newer) is None


@pytest.mark.parametrize("older,newer", [
    ("The data team maintains the ingest DAGs", "ingest DAGs are maintained by data"),
    ("Zoë is the release captain for mobile", "zoe is the release captain for mobile"),
])
def test_one_owner_written_two_ways_is_a_duplicate(older, newer):
    assert verdict(older, newer) == "duplicate"


def test_an_aside_about_something_else_does_not_flip_the_state():
    assert verdict("search indexing runs on the worker pool",
                   "search indexing runs on the worker pool now (the legacy indexer is retired)") != "contradiction"


def test_a_version_and_a_count_are_not_compared():
    assert verdict("Every repo needs at least two approvers", "All repos are on node 20.11 now") is None


def test_a_state_said_of_a_thin_subject_needs_its_values_too():
    assert verdict("weekend deploys are allowed", "nobody but the release bot can trigger deploys") is None


@pytest.mark.parametrize("older,newer", [
    ("we use travis for CI", "replaced travis with buildkite"),
    ("sso is via okta", "moved off okta to authentik"),
    ("bugs are tracked in bugzilla", "we moved from bugzilla to linear"),
    ("js deps managed with yarn", "we use pnpm now, yarn is gone"),
    ("cold logs in loki + s3", "moved cold logs off s3 to gcs"),
])
def test_the_old_value_named_as_replaced_supersedes_whatever_the_subject_was_called(older, newer):
    found = contradiction(MemoFacts(older), MemoFacts(newer))
    assert found.verdict == "contradiction" and found.rule == "replaced"


@pytest.mark.parametrize("older,newer", [
    ("the v2 api is deprecated", "the soap api is deprecated"),
    ("CSV export is not available on the free plan", "Falcon is shelved, no more work planned this year"),
    ("personal devices are forbidden under the new MDM policy", "webhook retry policy -> 8 attempts"),
])
def test_a_word_named_old_in_passing_is_no_replacement(older, newer):
    assert verdict(older, newer) is None


def test_a_noun_made_of_a_verb_of_change_is_no_cue():
    assert "change" not in MemoFacts("the image resizer is in rust").cues
    assert "change" not in MemoFacts("ES cluster is on 8.11 after the migration").cues
    assert "change" in MemoFacts("ES cluster migrated to 8.11").cues


@pytest.mark.parametrize("older,newer", [
    ("the v2 api is deprecated", "v2 api un-deprecated, we're keeping it"),
    ("hiring for design is paused", "design hiring unpaused"),
    ("maintenance mode is on for the billing app", "billing app is out of maintenance mode"),
    ("the legacy reports ui is read-only", "legacy reports ui is fully decommissioned"),
    ("the release branch is frozen for the launch", "release is unfrozen"),
    ("the staging cluster is down for maintenance", "staging cluster is back up"),
])
def test_an_undone_or_further_state_supersedes(older, newer):
    assert verdict(older, newer) == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("the nightly smoke suite is green", "nightly smoke has been red since monday"),
    ("kafka -> pulsar migration status: in progress", "kafka -> pulsar migration is done"),
    ("the spam filter is in shadow mode", "spam filter switched to enforce mode"),
])
def test_a_new_status_or_mode_supersedes(older, newer):
    assert verdict(older, newer) == "contradiction"


def test_a_feature_named_mode_is_a_subject_not_a_mode():
    assert verdict("Dark mode is enabled for all users", "dark mode turned off globally") == "contradiction"
    assert verdict("Dark mode is enabled for all users", "compact mode is enabled for all users") is None


def test_abbreviated_weekdays_are_days_where_days_are_written():
    assert {"day:monday", "day:friday"} <= MemoFacts("deploys happen Mon and Fri").keys
    assert {"day:tuesday", "day:thursday"} <= MemoFacts("office hours are now tue + thu 11-12").keys
    assert "ordinal:1" in MemoFacts("patch window: first Sat of the month").keys
    assert not any(k.startswith("day:") for k in MemoFacts("the sun is out").keys)


def test_an_abbreviated_weekday_before_its_time_or_closing_a_range_is_a_day():
    # "mon at 8:30", "Wed through Sun": days written short as people write schedules.
    assert "day:monday" in MemoFacts("team standup is mon at 9:15").keys
    assert {"day:tuesday", "day:saturday"} <= MemoFacts("gallery hours are Tue through Sat").keys
    assert duplicate(MemoFacts("Team standup is Monday at 9:15."), MemoFacts("team standup is mon at 9:15"))


def test_days_written_short_in_a_comma_list_are_days():
    # "Tue, Thu, Sat": a comma between days is a list, not a clause break, so each short day reads as a day.
    assert {"day:tuesday", "day:thursday", "day:saturday"} <= MemoFacts("pool opens Tue, Thu, Sat at 7").keys
    older, newer = MemoFacts("Choir practice is Tuesday, Thursday and Saturday mornings."), \
        MemoFacts("choir practice: Tue, Thu, Sat mornings")
    assert duplicate(older, newer) and contradiction(older, newer) is None
    # A comma after another word still splits: "sun" after "today" is no day.
    assert "day:sunday" not in MemoFacts("today, sun is out").keys


def test_a_state_said_to_hold_currently_or_still_is_the_same_state():
    # Filler words must not matter: "is currently down" / "is still down" say what "is down" says.
    for newer in ("Booking page is currently down.", "booking page is still down"):
        older, facts = MemoFacts("The booking page is down."), MemoFacts(newer)
        assert "state:neg" in facts.keys, newer
        reading = contradiction(older, facts)
        assert reading is None or reading.verdict != "contradiction", newer


def test_a_time_range_is_one_value():
    assert "time:14:00-15:00" in MemoFacts("infra office hours: wed 2-3pm").keys


@pytest.mark.parametrize("older,newer", [
    ("the log rotation job runs sundays", "log rotation job runs every night now"),
    ("backup restore drills run on the 1st and 15th", "backup restore drills run every night now"),
    ("deploys happen Mon and Fri", "we only deploy on Wednesdays now"),
])
def test_a_schedule_written_another_way_supersedes(older, newer):
    found = contradiction(MemoFacts(older), MemoFacts(newer))
    assert found.verdict == "contradiction" and found.rule == "changed_schedule"


def test_a_schedule_as_often_written_another_way_is_no_change():
    assert verdict("the cost report goes out weekly", "the cost report goes out on mondays now") is None


def test_a_schedule_change_reads_as_people_write_it():
    found = contradiction(MemoFacts("the log rotation job runs sundays"),
                          MemoFacts("log rotation job runs every night now"))
    assert "daily" in found.reason and "sunday" in found.reason


def test_another_head_noun_of_the_subject_is_another_subject():
    assert verdict("weekend support coverage runs until 10pm on saturdays",
                   "support macros get reviewed quarterly now") is None


@pytest.mark.parametrize("older,newer", [
    ("Our ISO27001 audit is in June", "our ISO 27001 audit is in June"),
    ("Order IDs are UUIDv7.", "order ids are uuid v7"),
    ("the billing db is read-only for finance", "heads up, the billing db is read only for finance"),
    ("the sprint length is three weeks", "sprint length: 3 weeks"),
    ("Zendesk is used for in-app help", "zendesk is used for in app help"),
    ("The CRM sync to HubSpot runs nightly.", "crm -> hubspot sync runs nightly"),
])
def test_light_rewrites_of_numbers_compounds_and_arrows_are_duplicates(older, newer):
    assert verdict(older, newer) == "duplicate" or MemoFacts(older).exact_key == MemoFacts(newer).exact_key


def test_a_name_glued_to_its_version_is_read_apart():
    assert "number:3.11" in MemoFacts("services build with python3.11").keys
    assert "sev1" in MemoFacts("page on-call for sev1").keys  # a name of its own


@pytest.mark.parametrize("older,newer", [
    ("all release tags must be signed", "release tag signing is no longer enforced"),
    ("SSO enforcement is disabled for the partner portal", "sso is enforced on the partner portal as of today"),
    ("Shared laptops are allowed for accessing the work vpn", "shared laptops are forbidden for vpn access under the new policy"),
])
def test_a_requirement_lifted_or_a_state_flipped_with_other_details_supersedes(older, newer):
    assert verdict(older, newer) == "contradiction"


def test_an_owner_changed_with_no_word_of_change_passes_the_screen():
    older, newer = MemoFacts("data team owns the billing dags"), MemoFacts("billing dags are owned by platform eng")
    assert worth_comparing(older, newer)
    assert verdict("data team owns the billing dags", "billing dags are owned by platform eng") == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("Ahmed owns the infra-modules repo", "infra-modules repo owner: Chloe"),
    ("the status endpoint is status.acme.dev", "new status endpoint: status2.acme.dev"),
])
def test_a_colon_before_one_word_or_an_owner_keeps_it_with_its_subject(older, newer):
    assert verdict(older, newer) == "contradiction"


def test_a_value_dropped_to_another_is_lowered_not_gone():
    found = contradiction(MemoFacts("The search service uses a 500ms timeout for upstream calls."),
                          MemoFacts("fyi the search svc upstream timeout was dropped to 200ms as part of the latency work"))
    assert found.verdict == "contradiction" and found.rule == "changed_value"
    assert MemoFacts("the cache TTL was dropped to 60s").polarity == ""


def test_too_before_an_adjective_adds_nothing():
    assert "addition" not in MemoFacts("chromatic got too pricey").cues
    assert "addition" in MemoFacts("login supports GitHub SSO too now").cues


def test_an_old_place_named_in_an_aside_is_not_kept():
    assert verdict("storybook is deployed to chromatic",
                   "- storybook\n  - now deployed to netlify (chromatic got too pricey)") == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("Frontend builds use Vite.", "quick update: front-end builds use vite - lmk if questions"),
    ("Marta Silva is the tech lead for search.", "just so everyone knows, marta silva is the tech lead for search"),
    ("Interview feedback is due within 24 hours.", "interview feedback is due within 24 hrs (per the retro), thanks all"),
])
def test_filler_anywhere_keeps_a_duplicate(older, newer):
    assert verdict(older, newer) == "duplicate" or MemoFacts(older).exact_key == MemoFacts(newer).exact_key


@pytest.mark.parametrize("older,newer", [
    ("The partner API sandbox is down for maintenance.", "just so everyone knows, partner sandbox is back up, thanks all"),
    ("The reporting warehouse runs on a Medium Snowflake warehouse.",
     "we resized it, the reporting warehouse is on Large now. ping me if dashboards still feel slow"),
    ("EU invoices are net 30.", "EU invoices are net 45 from now on, finance confirmed"),
])
def test_filler_and_sign_offs_keep_a_contradiction(older, newer):
    assert verdict(older, newer) == "contradiction"


def test_a_reminder_restates_unless_it_says_what_changed():
    assert verdict("Deploys on Fridays are not allowed.", "friendly reminder: no deploys on fridays") is None
    assert verdict("The API rate limit is 600 rpm.", "reminder: the api rate limit is now 300 rpm") == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("The loading dock closes at 5pm.", "Quick reminder - the loading dock closes at 5pm."),
    ("Visitors sign in at the front desk.", "Reminder: visitors sign in at the front desk."),
    ("Stand-up is on Mondays.", "Stand-up is on Mondays, as usual."),
])
def test_a_fact_said_again_as_a_reminder_or_as_usual_is_a_duplicate(older, newer):
    assert verdict(older, newer) == "duplicate"


@pytest.mark.parametrize("older,newer", [
    ("The loading dock closes at 5pm.", "Reminder: the loading dock still closes at 5pm."),
    ("The loading dock closes at 5pm.", "Reminder, confirmed with facilities: the loading dock closes at 5pm."),
    ("Stand-up is on Mondays.", "Stand-up is on Mondays, unchanged."),
])
def test_a_reminder_that_says_the_fact_holds_or_was_checked_is_no_duplicate(older, newer):
    assert verdict(older, newer) is None


@pytest.mark.parametrize("older,newer", [
    ("Pets allowed in the lobby.", "pets alowed in the lobby"),  # a state word
    ("Filter changes are quarterly.", "filter changes are quartely"),  # a frequency
    ("Bin collection on Wednesdays.", "bin collection on Wednesdsays"),  # a weekday
])
def test_a_mistyped_value_or_state_word_is_a_duplicate(older, newer):
    assert verdict(older, newer) == "duplicate"


def test_a_name_a_letter_apart_is_no_mistyped_duplicate():
    assert verdict("Martin owns the payroll export.", "Marin owns the payroll export.") != "duplicate"


@pytest.mark.parametrize("older,newer", [
    ("The depot is at 12 Baker Street.", "Depot: 12 Baker St."),
    ("Overflow parking is at Lowther Square.", "overflow parking at Lowther Sq"),
])
def test_a_street_or_square_written_short_is_a_duplicate(older, newer):
    assert verdict(older, newer) == "duplicate"


def test_another_street_is_no_duplicate():
    assert verdict("The depot is at 12 Baker Street.", "The depot is at 12 Baker Road.") != "duplicate"


def test_a_move_to_another_street_is_a_change():
    assert verdict("The depot is at 12 Baker Street.", "The depot moved to 40 Mill Road.") == "contradiction"


def test_a_house_number_before_a_street_is_no_time():
    facts = MemoFacts("The shop is at 9 Marrow Street.")
    assert [i.key for i in facts.items if i.kind != "word"] == ["number:9", "person:marrow street"]


@pytest.mark.parametrize("older,newer", [
    ("Choir practice is on Thursdays at 8pm.", "choir practice thursdays at 2000"),
    ("The van leaves the depot at 17:30.", "van leaves depot at 1730"),
])
def test_a_time_after_at_in_four_digits_is_a_duplicate(older, newer):
    assert verdict(older, newer) == "duplicate"


def test_a_count_held_at_four_digits_is_no_time():
    facts = MemoFacts("Registrations are capped at 1500.")
    assert [i.key for i in facts.items if i.kind != "word"] == ["number:1500"]


def test_another_time_after_at_in_four_digits_is_a_change():
    assert verdict("Choir practice is on Thursdays at 8pm.", "choir practice is on thursdays at 1930 now") \
        == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("The front desk is staffed 09:00 to 17:00 on weekdays.", "Front desk is staffed 9 am - 5 pm on weekdays."),
    ("Quiet hours are 10pm - 7am.", "Quiet hours are 22:00 to 07:00."),
])
def test_a_clock_range_with_a_spaced_dash_is_one_range(older, newer):
    assert verdict(older, newer) == "duplicate"


def test_a_clock_range_with_a_spaced_dash_and_another_end_is_a_change():
    assert verdict("The front desk is staffed 09:00 to 17:00 on weekdays.",
                   "Front desk is staffed 9 am - 6 pm on weekdays.") == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("The hall seats thirty-six people.", "The hall seats 36 people."),
    ("Shuttle runs take twenty five minutes.", "Shuttle runs take 25 min."),
])
def test_a_number_of_tens_and_units_in_words_is_one_number(older, newer):
    assert verdict(older, newer) == "duplicate"


def test_another_number_of_tens_and_units_in_words_is_a_change():
    assert verdict("The hall seats 36 people.", "The hall seats thirty-eight people.") == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("Bay 3 stores the spare hoses.", "B3 stores the spare hoses."),
    ("Seedlings are watered in Polytunnel 2 at dawn.", "seedlings are watered in PT2 at dawn"),
])
def test_a_named_number_written_short_is_a_duplicate(older, newer):
    assert verdict(older, newer) == "duplicate"


def test_a_named_number_written_short_with_another_number_is_no_duplicate():
    assert verdict("Bay 3 stores the spare hoses.", "B4 stores the spare hoses.") != "duplicate"


def test_another_environment_with_a_word_of_change_is_another_subject():
    assert verdict("Staging runs Postgres 15.", "heads up: Prod runs Postgres 14 going forward") is None


@pytest.mark.parametrize("older,newer", [  # the template corpus's sentences (`synthetic`), another deployment changed
    ("staging ingest-worker runs Postgres 15", "production ingest-worker was upgraded to Postgres 14"),
    ("auth-gateway timeouts are set to 15 seconds in preview", "auth-gateway timeouts in production were changed to 14 seconds"),
    ("The ap-southeast-2 cluster for billing-api has 12 nodes", "The eu-west-1 cluster for billing-api now has 16 nodes"),
    ("staging ingest-worker runs Postgres 15", "staging report-builder was upgraded to Postgres 17"),
    ("Failover for billing-api in eu-central-1 is owned by Elif Kaya",
     "Failover for auth-gateway in eu-central-1 moved from Elif Kaya to Chen Wei"),
])
def test_a_change_said_of_another_environment_region_or_service_is_another_subject(older, newer):
    assert verdict(older, newer) is None


@pytest.mark.parametrize("older,newer", [
    ("Prod runs in eu-west-1.", "prod moved to us-east-1 last week"),  # the region is the value
    ("billing svc: 3 replicas in us-east-1", "billing svc now runs 5 replicas in eu-west-1"),  # after the value
    ("ledger-db: Postgres 13 in eu-west-1", "ledger-db is now Postgres 15 in eu-central-1"),
])
def test_a_region_that_moves_with_the_value_is_a_change(older, newer):
    assert verdict(older, newer) == "contradiction"


@pytest.mark.parametrize("one,other", [
    ("max upload is 10MB", "max upload is 10 megabytes"),
    ("the timeout is 30 minutes", "the timeout is half an hour"),
    ("a sprint is 2 weeks", "a sprint is a fortnight"),
    ("retention is 12 months", "retention is 1 year"),
    ("retention is 1 month", "retention is 30 days"),
    ("the budget is $5k", "the budget is 5000 dollars"),
])
def test_one_amount_in_two_spellings_is_one_value(one, other):
    assert MemoFacts(one).typed_values == MemoFacts(other).typed_values


def test_a_reason_shows_durations_and_sizes_as_people_write_them():
    assert contradiction(MemoFacts("log retention is 30 days"),
                         MemoFacts("log retention is 90 days now")).reason.endswith("30 days -> 90 days")
    assert "25 MB -> 10 MB" in contradiction(MemoFacts("max upload is 25MB"),
                                             MemoFacts("max upload is 10 megabytes now")).reason


@pytest.mark.parametrize("older,newer", [
    ("the backup window is tuesdays and thursdays", "backup window: Tue & Thu"),
    ("design review happens in the conference room", "design review happens in the conf room"),
    ("the replication topic has 12 consumers", "replication topic has 12 consumres"),  # two letters swapped
    ("the analytics dependency cache is 50 GB", "analytics dep cache is 50 GB"),
    ("the runner pool has 8 cores per node", "runner pool has 8 cores/node"),
])
def test_words_written_short_or_mistyped_are_the_same_words(older, newer):
    a, b = MemoFacts(older), MemoFacts(newer)
    assert worth_comparing(a, b)
    found = duplicate(a, b)
    assert found and found.verdict == "duplicate"


@pytest.mark.parametrize("older,newer", [
    ("the export runs on the 2nd business day", "export runs on the 2nd biz day"),
    ("the canary gets 20% of traffic", "the canary gets 20 percent of traffic"),
    ("the cache runs redis 7", "the cache runs redis7"),
    ("the reporting db is mysql8", "reporting db is MySQL 8"),
    ("hotfixes need 1 reviewer", "hotfixes need one reviewer"),
    ("the audit log is on for admins", "audit log: ON for admins"),
    ("billing sync goes through stripe", "billing sync goes thru stripe atm"),
])
def test_values_and_settings_written_another_way_are_duplicates(older, newer):
    assert verdict(older, newer) == "duplicate"


def test_a_short_word_is_not_taken_for_another_word_with_a_value_changed():
    assert verdict("the canary gets 20% of traffic", "the canary gets 30 percent of traffic") == "contradiction"
    assert verdict("hotfixes need 2 reviewers", "hotfixes need one reviewer now") == "contradiction"


def test_an_owner_written_with_or_without_a_hyphen_is_one_owner():
    assert verdict("the incident doc is updated by the on-call lead", "incident doc updated by the oncall lead") \
        in ("duplicate", None)
    assert verdict("the incident doc is updated by the on-call lead",
                   "the incident doc is updated by the oncall lead") == "duplicate"


@pytest.mark.parametrize("older,newer", [
    ("a design doc is mandatory for new endpoints", "design docs for new endpoints are optional going forward"),
    ("standup notes are required from every squad", "standup notes are a nice-to-have for squads now"),
    ("hotfix branches off main are forbidden", "hotfix branches off main are fine now"),
    ("laptops must be encrypted before onboarding", "the laptop encryption rule before onboarding was waived"),
    ("name tags are expected at the offsite", "name tags at the offsite are optional now"),
])
def test_a_requirement_or_ban_lifted_supersedes(older, newer):
    assert verdict(older, newer) == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("the nightly digest bot is deactivated", "nightly digest bot reactivated"),
    ("schema change 117 is pending", "schema change 117 applied in staging"),
    ("the dark theme is in QA", "the dark theme shipped"),
])
def test_a_state_or_stage_of_work_changed_supersedes(older, newer):
    assert verdict(older, newer) == "contradiction"


def test_logs_shipped_somewhere_is_a_place_not_a_stage_of_work():
    assert "status:done" not in MemoFacts("audit logs are shipped to splunk").keys


def test_an_owner_given_by_a_role_is_replaced_by_another():
    assert verdict("the incident captain for the outage is @ravi", "incident captain for the outage = @nadia") \
        == "contradiction"


def test_another_version_and_another_owner_with_no_word_of_change_is_another_subject():
    assert verdict("release captain for 7.1 is Ingrid", "release captain for 7.2 is Bo") is None
    assert verdict("release manager for 7.1 is Ingrid", "release manager for 7.2 is Bo") is None


def test_a_handle_counts_as_a_value_to_the_screen():
    assert worth_comparing(MemoFacts("@ravi is on call for checkout this week"),
                           MemoFacts("checkout on call this week is @nadia"))


def test_a_requirement_lifted_keeps_the_words_it_spans():
    assert verdict("invoices are required for all trips over $500", "for trips over $500, no invoice needed anymore") \
        == "contradiction"
    assert "invoic" in MemoFacts("no invoice needed anymore").keys


def test_a_count_in_a_unit_written_short_is_comparable():
    assert verdict("search API quota = 500 req/hour per tenant",
                   "search api quota per tenant lowered to 200 requests an hour") == "contradiction"


def test_a_runtime_written_short_with_its_version_glued_is_the_runtime():
    assert verdict("node 18 is the baseline for lambdas", "lambdas baseline bumped to node20") == "contradiction"
    assert verdict("python 3.10 is the default for notebooks", "notebooks default bumped to py3.12") == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("login lockout is a quarter of an hour", "login lockout = 15 min"),
    ("artifact quota is 20 GB per project", "artifact quota 20GB/project"),
    ("release branches need 1 sign-off", "release branches need one sign-off"),
    ("on-call sync thursday noon", "oncall sync: Thu 12pm"),
])
def test_a_value_written_another_way_passes_the_screen_and_is_a_duplicate(older, newer):
    a, b = MemoFacts(older), MemoFacts(newer)
    assert worth_comparing(a, b)
    assert verdict(older, newer) == "duplicate"


def test_a_three_letter_word_is_not_read_into_a_longer_word_both_memos_say():
    assert verdict("the free plan allows 3 workspaces", "the pro plan allows 30 workspaces") is None
    assert verdict("basic tier: 2 seats", "pro tier: 20 seats") is None


def test_every_other_weekday_is_a_day_every_two_weeks():
    assert {"frequency:0.0714286", "day:tuesday"} <= MemoFacts("demo day is every other Tuesday").keys
    assert verdict("we cut a mobile build every other tuesday", "mobile builds every tuesday from now on") \
        == "contradiction"


def test_an_approver_named_after_approved_by_is_an_owner():
    assert "person:lena" in MemoFacts("vendor contracts are approved by @lena").keys
    assert verdict("Omar approves vendor contracts", "vendor contracts are approved by Lena from now on") \
        == "contradiction"


def test_a_rollout_rolled_back_turns_it_off():
    assert verdict("the new search ranking is live in prod", "new search ranking rolled back, old ranking is live again") \
        == "contradiction"
    assert MemoFacts("the config was reverted to v2").polarity == ""  # reverted to a value: a value, not a state


def test_a_value_and_a_subject_word_both_differing_do_not_pass_the_screen():
    assert not worth_comparing(MemoFacts("Preview runs MySQL 8."), MemoFacts("Preview Memcached is 1.6."))


def test_a_pair_the_screen_turns_away_is_spelled_alike_when_only_spaces_and_number_formats_differ():
    older, newer = MemoFacts("healthcheck interval 30 sec"), MemoFacts("health check interval is 30s")
    assert not worth_comparing(older, newer)
    assert spelled_alike(older, newer)
    assert duplicate(older, newer)


def test_memos_with_other_digits_are_never_spelled_alike():
    assert not spelled_alike(MemoFacts("svc-1 runs Postgres 15"), MemoFacts("svc-2 runs Postgres 15"))


@pytest.mark.parametrize("older,newer", [
    ("Search index snapshots are kept for 14 days.", "Search index snapshots are kept for 2 weeks."),
    ("API tokens expire after 1 year", "api tokens expire after 12 months"),
    ("The payroll export cutoff is 6:30 pm.", "payroll export cut-off is 18:30"),
])
def test_the_same_value_written_in_other_units_is_spelled_alike_and_a_duplicate(older, newer):
    a, b = MemoFacts(older), MemoFacts(newer)
    assert spelled_alike(a, b)
    assert duplicate(a, b)


@pytest.mark.parametrize("older,newer", [
    ("Search index snapshots are kept for 14 days.", "Search index snapshots are kept for 3 weeks."),
    ("Search index snapshots are kept for 14 days.", "Audit log snapshots are kept for 2 weeks."),
])
def test_another_value_or_subject_in_other_units_is_not_spelled_alike(older, newer):
    assert not spelled_alike(MemoFacts(older), MemoFacts(newer))


@pytest.mark.parametrize("older,newer", [
    ("Tickets go to the help-desk queue.", "tickets go to the helpdesk queue"),
    ("Mail DNS is managed in Route 53.", "Mail DNS is managed in Route53."),
    ("Support SLA: 4 business hours.", "support SLA is 4 business hrs"),
])
def test_a_compound_written_open_hyphenated_or_closed_is_a_duplicate(older, newer):
    assert verdict(older, newer) == "duplicate"


def test_a_compound_with_another_first_part_is_no_duplicate():
    assert verdict("Harrow e-book loans last 21 days.", "Harrow audiobook loans last 21 days.") is None


@pytest.mark.parametrize("older,newer", [
    ("Staging uses the eu-west-1 region.", "staging env uses eu-west-1"),
    ("Staging Postgres is on port 6432.", "staging postgres is on 6432"),
    ("rate limit is 1000 req/min", "Rate limit: 1,000 requests per minute."),
    ("The fraud score threshold is 0.65.", "fraud score threshold = .65"),
])
def test_a_word_naming_the_values_kind_or_a_unit_written_another_way_is_no_difference(older, newer):
    assert verdict(older, newer) == "duplicate"


def test_words_an_arrow_marks_that_the_older_memo_says_as_they_are_are_no_old_value():
    assert verdict("Questions about the design system go to @rafael.", "design system questions -> @rafael") \
        == "duplicate"


def test_one_value_said_again_with_a_word_of_change_supersedes_though_the_old_one_is_named_as_old():
    assert verdict("We alert when checkout error rate exceeds 2%.",
                   "going forward the checkout error-rate alert fires at 5%, 2% was too noisy") == "contradiction"


def test_one_value_in_a_longer_newer_memo_without_a_word_of_change_is_left_alone():
    assert verdict("the cron scheduler runs on the build-3 box", "cron scheduler alerts go to #build-alerts") is None


@pytest.mark.parametrize("older,newer", [
    ("The graphQL gateway is experimental, don't build on it.", "graphql gateway is stable now, new features should use it"),
    ("the referral program is sunset", "Referral program relaunched this week"),
])
def test_status_words_people_write_flip_the_state(older, newer):
    assert verdict(older, newer) == "contradiction"


def test_a_passive_description_of_who_updates_a_thing_is_no_change():
    assert verdict("The status page is status.acme.io.", "The status page is updated by the support lead.") is None


def test_every_few_minutes_is_a_frequency():
    assert verdict("Metrics rollup job: hourly", "metrics rollup runs every 15 minutes now") == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("The export batch size is 500 rows.", "Proposal: raise the export batch size to 800 rows? Let's discuss Friday."),
    ("Staging runs Postgres 15.", "should we move staging to Postgres 16"),
    ("Gateway pods get 512MB of memory", "thinking about bumping gateway pods to 1GB memory"),
])
def test_a_question_or_a_proposal_is_no_decided_change(older, newer):
    found = contradiction(MemoFacts(older), MemoFacts(newer))
    assert found is None or found.verdict == "unsure"


def test_a_decided_change_linking_a_query_string_still_supersedes():
    assert verdict("The export batch size is 500 rows.",
                   "export batch size is now 800 rows, see https://wiki.example.com/page?id=42") == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("Dock 4 handles 18 trailers a day.", "Dock 2 handles 11 trailers a day."),
    ("Zone 3 has 12 pickers on nights.", "zone 5 has 20 pickers on nights now"),
])
def test_another_numbered_subject_is_left_alone(older, newer):
    assert verdict(older, newer) is None


def test_the_same_numbered_subject_with_a_new_value_supersedes():
    assert verdict("Dock 4 handles 18 trailers a day.", "dock 4 now handles 11 trailers a day") == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("Each crate of tiles weighs 2.5 kg.", "each crate of tiles weighs 2500 g"),
    ("The rain barrel holds 220 litres.", "rain barrel holds 220 L"),
    ("The cistern holds 12,000 litres.", "the cistern holds 12k L"),
    ("Render cache is capped at 3 GB.", "render cache capped at 3072 MB"),
    ("Incident records are kept for 10 years.", "incident records are kept for a decade"),
    ("The kiln fires at 1200 °C.", "kiln fires at 1200 degrees C"),
    ("A locker costs £4 a week.", "a locker is £4 a week"),
    ("The print room is open 08:30-17:00 on weekdays.", "print room open 8:30-5pm on weekdays"),
])
def test_a_value_written_in_other_units_or_signs_passes_the_screen_and_is_a_duplicate(older, newer):
    a, b = MemoFacts(older), MemoFacts(newer)
    assert worth_comparing(a, b) or spelled_alike(a, b)
    assert verdict(older, newer) == "duplicate"


def test_another_weight_or_volume_is_a_change_not_a_duplicate():
    assert verdict("each crate of tiles weighs 2.5 kg", "each crate of tiles now weighs 3 kg") == "contradiction"
    assert verdict("The rain barrel holds 220 litres.", "rain barrel holds 300 L") != "duplicate"


@pytest.mark.parametrize("older,newer", [
    ("Noor's team runs the spring fair.", "the spring fair is run by Noor's team"),
    ("Clinic parking is on Mill Road.", "clinic parking is on Mill Rd"),
    ("Invoices over $200 are signed off by Aleksandra Wierzbicka.",
     "invoices over $200 are signed off by Aleksandra Wierzbika"),
])
def test_one_owner_or_place_written_with_a_possessive_abbreviation_or_typo_is_a_duplicate(older, newer):
    assert verdict(older, newer) == "duplicate"


def test_a_name_mistyped_inside_is_the_name_and_one_differing_at_an_end_another():
    assert mistyped("oyelaran", "oyelran") and mistyped("panasonic", "panasonc") and mistyped("whitfield", "whitifeld")
    assert not mistyped("martin", "martina") and not mistyped("christina", "christine")


def test_a_capital_letter_naming_one_of_several_is_a_subject_word():
    """ "dock A" and "dock B" are two docks: another value for each is no change."""
    assert "a" in MemoFacts("Dock A alarm threshold -5C").keys
    assert verdict("Dock A alarm threshold -5C", "dock B alarm threshold -10C") is None


@pytest.mark.parametrize("older,newer", [
    ("Each lab keeps a chemical hygiene plan.", "each lab keeps a CHP"),
    ("Every shift starts with a personal protective equipment check.", "every shift starts with a PPE check"),
    ("Drivers take a rest stop 3 times a day.", "drivers take a rest stop 3x/day"),
])
def test_an_acronym_or_a_rate_written_short_passes_the_screen_and_is_a_duplicate(older, newer):
    a, b = MemoFacts(older), MemoFacts(newer)
    assert worth_comparing(a, b)
    assert verdict(older, newer) == "duplicate"


@pytest.mark.parametrize("older,newer", [
    ("The loading bay lift is out of service.", "Loading bay lift is back in service after the repair."),
    ("Survey boat Tern is laid up for the winter.", "Survey boat Tern is back in operation this week."),
    ("The west kiln is in service.", "The west kiln is out of action, the burner failed."),
    ("Pump 3 is operational.", "pump 3 is out of order until the seal is replaced"),
])
def test_in_and_out_of_service_flip_the_state(older, newer):
    assert verdict(older, newer) == "contradiction"


def test_in_service_is_a_state_not_a_place():
    facts = MemoFacts("The west kiln is in service.")
    assert facts.polarity == "pos" and not any(i.kind == "place" for i in facts.items)
    assert MemoFacts("the east hoist is inoperative").polarity == "neg"
    # A value fixed is no state: "locked at 800 DPI" / "locked to 800 DPI" say the same.
    assert verdict("Mouse sensitivity is locked at 800 DPI.", "Mouse sensitivity is locked to 800 DPI.") == "duplicate"


def _typed(text: str) -> set[str]:
    return {i.key for i in MemoFacts(text).items if i.typed}


@pytest.mark.parametrize("older,newer", [
    ("Boiler service happens twice a year.", "We service the boiler every six months."),
    ("Fire drills are quarterly.", "A fire drill every 3 months."),
    ("The lease is renewed yearly.", "Lease renewal every 12 months."),
    ("Choir rehearsal is every other Tuesday.", "choir rehearses on alternate Tuesdays"),
    ("Bin collection every second Friday.", "bins go out every other Fri"),
])
def test_a_period_said_in_months_years_or_alternate_days_is_one_frequency(older, newer):
    assert _typed(older) == _typed(newer)
    assert verdict(older, newer) != "contradiction"


def test_the_screen_lets_a_value_through_when_the_newer_memo_says_again_all_but_one_word_of_the_subject():
    # Both reworded ("on the shelf" / "stock take ... left"), but the older memo's subject is said again but a word.
    assert worth_comparing(MemoFacts("The east store has 20 spare fuses on the shelf."),
                           MemoFacts("Stock take today: only 12 spare fuses left at the east store."))
    # Two of the older memo's words not said again, the values of other things: another subject.
    assert not worth_comparing(MemoFacts("The north yard keeps 4 forklifts in the old shed."),
                               MemoFacts("Only 6 pallets left in the north yard today."))


def test_the_screen_lets_a_value_through_when_the_newer_memo_says_again_half_the_subject():
    # Both reworded by two words or more, a value changed, half the older memo's subject said again.
    older, newer = (MemoFacts("The warehouse's handheld scanners run firmware 5.2."),
                    MemoFacts("FYI the scanners were flashed to firmware 5.4."))
    assert worth_comparing(older, newer) and verdict(older.text, newer.text) == "contradiction"
    # A letter swapped is another thing of the same kind, however much else is shared.
    assert not worth_comparing(MemoFacts("Cold room B capacity is 12 racks."), MemoFacts("cold room C holds 9 racks"))


@pytest.mark.parametrize("older, newer", [
    ("Deploys of auth-gateway to production no longer happen on Monday; they moved to Wednesday",
     "production auth-gateway runs Postgres 15"),
    ("Friday deploys of billing-api to staging are no longer allowed", "staging billing-api runs Node 20"),
    ("Nightly backups of ledger-db in production are disabled", "ledger-db in production runs Postgres 16"),
])
def test_another_fact_about_one_service_in_one_environment_is_no_state_flip(older, newer):
    # Only the service's name (a compound: "auth", "gateway", "authgateway") and its environment said again: the
    # newer memo says another fact about it, whatever state the older one said.
    a, b = MemoFacts(older), MemoFacts(newer)
    assert contradiction(a, b) is None
    # The state of that service, or of what the older memo says of it, still flips.
    assert verdict("auth-gateway is disabled in production", "auth-gateway is enabled in production") == "contradiction"
    assert verdict("Friday deploys of billing-api to staging are no longer allowed",
                   "Friday deploys of billing-api to staging are allowed again") == "contradiction"


def test_the_screen_turns_away_a_half_said_subject_of_names_and_environments_alone():
    # Another fact about one service: only its name and environment said again (half the subject when the
    # compound counts three times: "auth", "gateway", "authgateway").
    assert not worth_comparing(MemoFacts("Deploys of auth-gateway to production no longer happen on Monday; they "
                                         "moved to Wednesday"), MemoFacts("production auth-gateway runs Postgres 15"))
    # The template repeated for another service or environment.
    assert not worth_comparing(MemoFacts("The search-indexer API rate limit is 1100 requests per minute"),
                               MemoFacts("The web-frontend API rate limit is 1400 requests per minute"))
    assert not worth_comparing(MemoFacts("search-indexer timeouts in staging were changed to 14 seconds"),
                               MemoFacts("search-indexer timeouts are set to 15 seconds in preview"))


def test_a_stored_reading_reads_back_as_the_text_read_afresh():
    """`MemoFacts.reading` (what consolidation stores of an old memo) gives back the same items and clauses,
    field types included, and every labeled pair is decided the same from it."""
    from dataclasses import astuple

    def stored(text: str) -> MemoFacts:
        fresh = MemoFacts(text)
        fresh.items  # read closely: only then is there a reading to store
        return MemoFacts(text, fresh.reading)

    for _, _, older, newer in memo_pairs_train.PAIRS:
        for text in (older, newer):
            fresh, kept = MemoFacts(text), stored(text)
            assert (kept.items, kept.clauses) == (fresh.items, fresh.clauses)
            assert [type(v) for x in kept.items + kept.clauses for v in astuple(x)] == \
                [type(v) for x in fresh.items + fresh.clauses for v in astuple(x)]
        afresh = (duplicate(MemoFacts(older), MemoFacts(newer)), contradiction(MemoFacts(older), MemoFacts(newer)))
        assert (duplicate(stored(older), stored(newer)), contradiction(stored(older), stored(newer))) == afresh



def _development_pairs() -> list[tuple[str, str]]:
    """Every labeled pair of the development sets, both ways round, and each older memo against the next pair's
    newer one (mostly other subjects: what the screens see most)."""
    import importlib

    texts = []
    for name in ("train", "heldout", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
                 "eleventh", "twelfth", "thirteenth", "templates"):
        texts += [(older, newer) for _, _, older, newer in importlib.import_module(f"tests.data.memo_pairs_{name}").PAIRS]
    return texts + [(b, a) for a, b in texts] + [(a, b) for (a, _), (_, b) in zip(texts, texts[1:])]


def test_the_duplicate_screen_turns_away_no_pair_the_full_matching_calls_a_duplicate(monkeypatch):
    """`duplicate` stops after its lookup when a key can be met by nothing it tries next (`_may_be_met`): a
    necessary condition, so on every development pair it finds what it finds without the screen."""
    from memory_pipeline import memo_alignment

    screen = memo_alignment._may_be_met
    turned_away = []

    def counted(*args, **kwargs):
        found = screen(*args, **kwargs)
        turned_away.append(not found)
        return found

    read = {}
    pairs = [tuple(read.setdefault(text, MemoFacts(text)) for text in pair) for pair in _development_pairs()[::2]]
    monkeypatch.setattr(memo_alignment, "_may_be_met", counted)
    screened = [duplicate(a, b) for a, b in pairs]
    monkeypatch.setattr(memo_alignment, "_may_be_met", lambda *args, **kwargs: True)
    memo_alignment.aligned_pair.cache_clear()
    assert [duplicate(a, b) for a, b in pairs] == screened
    assert sum(turned_away) > len(pairs) // 10  # it does turn pairs away: the test can tell
    assert sum(found is not None for found in screened) > 1000


def test_a_pair_answers_each_question_once_and_the_same_as_a_fresh_pair():
    """`contradiction`, `another_deployment` and the learned reader ask a pair the same questions: each is answered
    once (the same object comes back) and equals the answer of a pair built afresh."""
    from memory_pipeline.memo_alignment import _Pair, aligned_pair

    for older, newer in _development_pairs()[:400]:
        a, b = MemoFacts(older), MemoFacts(newer)
        contradiction(a, b)
        pair, fresh = aligned_pair(a, b), _Pair(a, b)
        on_topic = pair.on_topic_clauses()
        assert pair.value_changes(set(on_topic)) is pair.value_changes(on_topic)
        assert pair.substitutions(on_topic) is pair.substitutions(set(on_topic))
        for ask in (lambda p: p.on_topic_clauses(), lambda p: p.clauses_naming_old(), lambda p: p.narrowed(),
                    lambda p: p.value_changes(on_topic), lambda p: p.replaced(on_topic | p.clauses_naming_old()),
                    lambda p: p.substitutions(on_topic), lambda p: p.clauses_with_words()):
            assert ask(pair) == ask(fresh)


@pytest.mark.parametrize("older, newer", [
    ("Parking permits are £40 per month.", "Parking permits are £40 a month."),
    ("The on-call rota changes on the second Monday of the month.",
     "On-call rota changes on the second Monday of every month."),
    ("Each driver does 6 deliveries a day.", "6 deliveries per driver per day."),
    ("The first floor printer is out of toner.", "First floor printer's out of toner."),
])
def test_one_period_or_ordinal_said_another_way_is_a_duplicate(older, newer):
    assert verdict(older, newer) == "duplicate"


def test_a_rate_over_another_period_is_no_duplicate():
    assert verdict("Parking permits are £40 per month.", "Parking permits are £40 a week.") != "duplicate"


@pytest.mark.parametrize("older, newer", [
    ("Night porters start at 22:00 at the Harbour hotel.", "Harbour hotel porters start at 10pm."),
    ("We run on engine build 5.1.", "we run on build 5.1"),
    ("The junior choir rehearsal lasts 45 minutes.", "Junior choir lasts 45 minutes."),
])
def test_a_qualifier_the_newer_memo_leaves_out_is_a_duplicate(older, newer):
    assert verdict(older, newer) == "duplicate"


@pytest.mark.parametrize("older, newer", [
    ("Staging database runs Postgres 15.", "Database runs Postgres 15."),
    ("Most tickets close within 2 days.", "Tickets close within 2 days."),
    ("Planning to move printing to Corby in the autumn.", "printing moved to Corby this week as planned"),
    ("Porters start at 22:00 at the Harbour hotel.", "Night porters start at 22:00 at the Harbour hotel."),
    ("logs on grafana", "ana handles logs"),
])
def test_a_dropped_environment_quantifier_or_plan_or_an_added_word_is_no_duplicate(older, newer):
    assert verdict(older, newer) != "duplicate"


@pytest.mark.parametrize("older, newer", [
    ("Bike hire costs 15 a day.", "bike hire now $18/day"),
    ("Each nurse sees 6 patients a day.", "Update: target is 8 patients per nurse per day starting Monday."),
])
def test_a_rate_changed_over_the_same_period_is_a_change(older, newer):
    assert verdict(older, newer) == "contradiction"


def test_a_price_said_again_with_its_currency_is_no_change():
    assert verdict("Bike hire costs 15 a day.", "bike hire is now $15/day") != "contradiction"


def test_at_the_moment_is_filler():
    assert verdict("The kiosk app is on release 2.4.", "The kiosk app is on release 2.4 at the moment.") == "duplicate"


@pytest.mark.parametrize("one, other", [
    ("The pool is 25 metres long.", "The pool is 25 m long."),
    ("The banner is 120 centimetres wide.", "The banner is 120cm wide."),
    ("The kiln is set to 200 degrees.", "The kiln is set to 200°C."),
    ("The walk-in fridge is kept at 41°F.", "The walk-in fridge is kept at 5°C."),
    ("Photocopies cost 10p each.", "Photocopies cost £0.10 each."),
    ("Stamps cost 85 cents.", "Stamps cost $0.85."),
    ("We sell 2,400 mugs a year.", "We sell 2.4k mugs a year."),
    ("The kiln run takes 1h45.", "The kiln run takes 1 hour 45 minutes."),
    ("The launch is on 3 May.", "The launch is on May 3rd."),
    ("The festival runs fourteen days.", "The festival runs 14 days."),
    ("We fill 40-litre casks.", "We fill 40 litre casks."),
    ("Oat milk is 1.20/L.", "Oat milk is 1.20 per litre."),
    ("The projector runs at 60fps.", "The projector runs at 60 fps."),
])
def test_a_value_in_another_unit_or_form_is_one_value_and_a_duplicate(one, other):
    assert MemoFacts(one).typed_values == MemoFacts(other).typed_values
    assert verdict(one, other) == "duplicate"


@pytest.mark.parametrize("older, newer", [
    ("Photocopies are 8p a sheet.", "Photocopies went up to 12p a sheet."),
    ("Oat milk from Dairyco is 1.20/L.", "Oat milk from Dairyco is now 1.35 per litre."),
    ("The pool is heated to 28 degrees.", "The pool is now heated to 30°C."),
    ("The main hall is 30 metres long.", "The main hall is now 36 m long after the extension."),
    ("Visitor parking is 90 cents an hour.", "Visitor parking is now 75 cents an hour."),
])
def test_a_price_or_measure_written_short_that_changed_is_a_change(older, newer):
    assert verdict(older, newer) == "contradiction"


@pytest.mark.parametrize("text, values", [
    ("The job has a 15m timeout.", {"duration:900"}),  # a bare "m" is minutes unless it reads as a length
    ("Support is 24/7.", set()),
    ("We stream in 1080p.", set()),
    ("Gusts over 65 km/h stop the lift.", {"number:65"}),  # a speed stays in its unit
    ("The datadog bill is $4,200/mo.", {"money:4200"}),
])
def test_what_is_not_a_length_a_price_or_a_rate_is_read_as_before(text, values):
    assert MemoFacts(text).typed_values == values


@pytest.mark.parametrize("one, other", [
    ("The ferry leaves at 0730 daily.", "The ferry leaves at 7:30am daily."),
    ("Ward rounds start at 1400hrs.", "Ward rounds start at 2pm."),
    ("Night buses leave the depot at 0115 & 0345.", "Night buses leave the depot at 01:15 and 03:45."),
    ("Deliveries are accepted 0800-1600.", "Deliveries are accepted 8am to 4pm."),
    ("The gym is open 06:00 to 22:00.", "The gym is open 6am-10pm."),
    ("The print room is open weekdays 9-5.", "The print room is open weekdays 9am-5pm."),
    ("Helpdesk hours: 8-6 ET.", "Helpdesk hours: 8am-6pm ET."),
    ("The archive is on the fourth floor.", "The archive is on the 4th floor."),
    ("Lockers are on sixth floor.", "Lockers are on 6th floor."),
    ("The bakery van comes on wkdays at 7am.", "The bakery van comes on weekdays at 7am."),
])
def test_a_24_hour_time_a_clock_range_or_an_ordinal_word_is_one_value_and_a_duplicate(one, other):
    assert MemoFacts(one).typed_values == MemoFacts(other).typed_values
    assert verdict(one, other) == "duplicate"


@pytest.mark.parametrize("older, newer", [
    ("Studio B rehearsals: Tue/Fri 13:00-15:00 CET.", "Studio B rehearsals Tuesday/Friday 1-3pm CET."),
    ("The key safe is on the 2nd floor.", "The key safe is on the second floor."),
])
def test_a_clock_range_or_an_ordinal_written_another_way_passes_the_screen(older, newer):
    assert worth_comparing(MemoFacts(older), MemoFacts(newer))


@pytest.mark.parametrize("older, newer", [
    ("The site briefing is at 0730.", "The site briefing is at 0800 now."),
    ("Cleaners come in at 06:00.", "Cleaners now come in at 0530."),
])
def test_a_24_hour_time_that_changed_is_a_change(older, newer):
    assert verdict(older, newer) == "contradiction"


@pytest.mark.parametrize("text, values", [
    ("Call the depot on 0800 123 456.", {"place:tel 0800123456"}),  # a phone number (one value since session 21)
    ("The licence covers 1400 seats.", {"number:1400"}),  # a count, not 14:00
    ("The lease runs to 2031.", {"number:2031"}),
    ("Pens 1-6 are full.", set()),  # bare hours only where opening hours are said
    ("Kids aged 3-12 go free.", set()),
    ("Vans carry first aid kits.", set()),  # a term, not an ordinal
    ("Payroll runs every second Friday.", {"frequency:0.0714286", "day:friday"}),
])
def test_what_is_not_a_24_hour_time_a_clock_range_or_an_ordinal_is_read_as_before(text, values):
    assert MemoFacts(text).typed_values == values


@pytest.mark.parametrize("older, newer", [
    ("Kayak hire is $30 per hour.", "Kayak hire price went up to $35."),
    ("Pottery classes are $40 per session.", "Pottery class fee went up to $45."),
    ("Bike servicing costs £60.", "Bike servicing price renegotiated to £55."),
])
def test_a_price_that_went_up_or_was_renegotiated_is_a_change(older, newer):
    assert verdict(older, newer) == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("Forklift FL2 is out of service for a hydraulic leak.", "FL2 is back in service."),
    ("Minibus 4 is in the shop.", "minibus 4 back on the road"),
    ("Press P7 is down, waiting on a part.", "press P7 is fixed and running again"),
    ("Kiln 3 is under repair.", "Kiln 3 is working again."),
    ("The cargo drone is grounded.", "The cargo drone is cleared for flight."),
])
def test_a_machine_back_in_use_after_a_repair_is_a_change(older, newer):
    assert verdict(older, newer) == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("The walk-in freezer is operational.", "the walk-in freezer is out of commission until the compressor arrives"),
    ("Generator 2 is available.", "generator 2 OOS for its annual service"),
])
def test_a_machine_taken_out_of_use_passes_the_screen_and_is_a_change(older, newer):
    a, b = MemoFacts(older), MemoFacts(newer)
    assert worth_comparing(a, b) and verdict(older, newer) == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("Catering orders go to events@harbourhall.example.", "catering orders go to bookings@harbourhall.example now"),
    ("Supplier queries to buying@greenleaf.example.", "supplier queries to purchasing@greenleaf.example from now on"),
    ("The site office number is 01865 302114.", "The site office number changed to 01865 302980."),
    ("Night porter: (555) 310-2277.", "night porter number is now 555-310-4490"),
])
def test_an_email_address_or_phone_number_that_changed_is_a_change(older, newer):
    assert verdict(older, newer) == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("Catering orders go to events@harbourhall.example.", "Catering orders: events@harbourhall.example"),
    ("The site office number is 01865 302114.", "site office number: 01865 302114"),
    ("The locksmith's number is 0161 496 0321.", "Locksmith's number: 0161-496-0321"),
    ("Night porter: (555) 310-2277.", "night porter: 555.310.2277"),
])
def test_an_email_address_or_phone_number_said_again_is_a_duplicate(older, newer):
    assert verdict(older, newer) == "duplicate"


@pytest.mark.parametrize("older,newer", [
    ("The storage fee is fixed at £40 a month.", "The storage fee is fixed at £40 a month, paid upfront."),
    ("The printer was fixed by Sam.", "Sam fixed the printer."),
    ("Batches hold 100-1000 rows.", "Batches hold 100-1000 rows each."),
])
def test_what_is_not_a_repair_or_a_phone_number_is_read_as_before(older, newer):
    a, b = MemoFacts(older), MemoFacts(newer)
    assert not any(i.key.startswith("place:tel") for i in a.items + b.items)
    assert verdict(older, newer) != "contradiction"


def test_an_address_redaction_masked_is_one_value_named_by_its_hash():
    def masked(text: str) -> str:
        return redaction.mask(text, "org-1").text
    older = masked("Catering orders go to events@harbourhall.example.")
    assert verdict(older, masked("catering orders go to bookings@harbourhall.example now")) == "contradiction"
    assert verdict(older, masked("Catering orders: events@harbourhall.example")) == "duplicate"
    assert [i.key for i in MemoFacts(older).items if i.kind == "place"] == [
        "place:email " + older.split("sha=")[1][:8]]


@pytest.mark.parametrize("older,newer", [
    ("The label printers run PrintHub firmware 2.4.", "all label printers flashed to PrintHub fw 2.6 overnight"),
    ("Checkout tablets are on build 5.2.", "checkout tablets patched to 5.4 this morning"),
    ("Kiln controller firmware is 4.1.", "updated the kiln controller to fw 4.3 yesterday"),
])
def test_a_version_flashed_updated_or_patched_is_a_change(older, newer):
    assert verdict(older, newer) == "contradiction"


def test_a_memo_opening_with_updated_or_noted_keeps_its_first_word():
    # "Update:" is filler before a memo; "updated" and "noted" are words of it, not "update" + "d".
    assert not any(i.key == "d" for i in MemoFacts("updated the kiln controller to fw 4.3").items)
    assert [i.key for i in MemoFacts("Noted: the fridge is at 4C").items][0] != "d"


@pytest.mark.parametrize("older,newer", [
    ("The kiln is in the garage annex.", "Kiln has been moved out to the new shed behind the studio."),
    ("The rescue boat is moored at the north jetty.", "rescue boat moved out to Pier Head"),
    ("The choir's rehearsals are held in the church hall.", "choir rehearsals are held at the Guildhall now"),
    ("Pottery classes are held in Studio A.", "pottery's moved to studio C"),
])
def test_a_thing_held_moored_or_moved_out_to_another_place_is_a_change(older, newer):
    assert verdict(older, newer) == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("Hard hats are recommended on the mezzanine.", "Hard hats are mandatory on the mezzanine."),
    ("Weekend shifts are voluntary.", "Weekend shifts are required for all staff now."),
    ("Steel-toe boots are required in the warehouse.", "Steel-toe boots are recommended in the warehouse now."),
])
def test_a_rule_made_mandatory_or_only_recommended_is_a_change(older, newer):
    assert verdict(older, newer) == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("Every tasting flight includes a free biscuit.", "Tasting flights no longer come with a free biscuit."),
    ("Volunteers can borrow hi-vis vests at the gate.", "We no longer lend hi-vis vests at the gate."),
    ("The Oakfield book swap is running.", "The book swap at Oakfield has ended."),
])
def test_a_practice_said_to_have_stopped_naming_nothing_else_is_a_change(older, newer):
    assert verdict(older, newer) == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("We use Argo CD for deploys.", "We no longer use Sentry for deploys."),  # what stopped is another tool
    ("Members get free towels at the pool.", "Guests no longer get free towels at the pool."),  # another who
    ("Crash-free sessions target 99.8%.", "We aim for no more than 0.2% of sessions to crash."),  # a bound
])
def test_a_stop_that_names_another_thing_is_not_this_change(older, newer):
    assert verdict(older, newer) != "contradiction"


def test_a_stop_reason_names_the_verb_that_stopped():
    found = contradiction(MemoFacts("Every tasting flight includes a free biscuit."),
                          MemoFacts("Tasting flights no longer come with a free biscuit."))
    assert found.rule == "no_longer" and "'come' the verb that stopped" in found.reason


@pytest.mark.parametrize("older,newer", [
    ("The rota app is in pilot at two branches.", "The rota app is GA as of this week."),
    ("The Harlow site lease is under negotiation.", "Harlow lease signed for three years."),
    ("The spare dryer is awaiting service.", "The spare dryer was serviced and is back in use."),
])
def test_work_at_an_early_stage_then_at_its_end_stage_is_a_change(older, newer):
    assert verdict(older, newer) == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("The Android app is in beta.", "The iOS app launched today."),  # another app
    ("The spring menu is in development.", "The winter menu launched this week."),  # another menu
    ("The mural project is in the planning phase.",
     "We're still drawing up plans for the mural project; no painting has started."),  # where it stands, again
])
def test_an_end_stage_of_another_thing_or_not_reached_is_not_this_change(older, newer):
    assert verdict(older, newer) != "contradiction"


def test_a_stage_reached_reason_names_both_stages():
    found = contradiction(MemoFacts("The Harlow site lease is under negotiation."),
                          MemoFacts("Harlow lease signed for three years."))
    assert "'under negotiation' -> 'signed'" in found.reason


def test_duplicate_reads_a_memos_words_once_however_many_pairs_it_declines(monkeypatch):
    # `_typos_corrected` looks for mistyped words in every pair `duplicate` declines: each memo's words are read
    # once, not once per pair (issue 18: consolidation's time per pair).
    from memory_pipeline import memo_alignment

    read = []
    monkeypatch.setattr(memo_alignment, "words", lambda text: read.append(text) or words(text))
    newer = MemoFacts("The quarterly invoices are approved by Okonkwo in procurement")  # read by no other test
    for team in ("finance", "facilities", "marketing"):
        assert duplicate(MemoFacts(f"The quarterly invoices are reviewed by the {team} department"), newer) is None
    assert read.count(newer.plain) == 1


@pytest.mark.parametrize("text,place", [
    ("The spare van keys hang by the back door.", "back door"),
    ("The bike rack is next to the side gate.", "side gate"),
    ("Recycling bins are kept behind the canteen.", "canteen"),
    ("Visitor badges are placed in the drawer.", "drawer"),
    ("Award plaques displayed in the foyer", "foyer"),
])
def test_a_place_said_by_what_it_is_beside_or_where_a_thing_is_put_is_a_place(text, place):
    assert f"place:{place}" in {i.key for i in MemoFacts(text).items}


@pytest.mark.parametrize("older,newer", [
    ("The defibrillator is beside the lifts on level 2.", "the defibrillator is now at the security desk"),
    ("Returned parcels are kept behind the counter.", "returned parcels moved to the post room"),
])
def test_a_thing_beside_one_place_then_at_another_is_a_change(older, newer):
    assert verdict(older, newer) == "contradiction"


def test_a_place_with_a_word_written_short_is_the_same_place_and_one_letter_apart_another():
    assert verdict("The fire blanket is in the maintenance office.",
                   "heads up, the fire blanket is in the maint office") == "duplicate"
    assert verdict("Nightly jobs are stored in the cache-pool-a bucket.",
                   "nightly jobs are stored in cache-pool-b") != "duplicate"


@pytest.mark.parametrize("older,newer", [
    ("Billing questions go to accounts@harbour.example.", "Send billing questions to accounts@harbour.example."),
    ("Lost property enquiries: 555-0190.", "for lost property enquiries ring 555-0190"),
    ("Locker hire costs $6.", "locker hire is $6"),
    ("The late return fee is $12.", "we charge $12 for a late return"),
    ("Induction sessions run for 90 minutes.", "induction sessions last 90 minutes"),
    ("The workshop has 14 lathes.", "the workshop includes 14 lathes"),
    ("Each shift is roughly 8 hours.", "each shift is 8 hours"),
    ("Broken equipment goes to the repair bench.", "we send broken equipment to the repair bench"),
])
def test_a_value_reached_paid_lasted_or_counted_in_other_words_is_a_duplicate(older, newer):
    assert verdict(older, newer) == "duplicate"


@pytest.mark.parametrize("older,newer", [
    ("Billing questions go to accounts@harbourline.example.", "Billing questions go to billing@harbourline.example."),
    ("Locker hire costs $6.", "locker hire costs $8 now"),
    ("Induction sessions run for 90 minutes.", "refresher sessions last 90 minutes"),
])
def test_another_value_or_subject_said_with_other_introducing_words_is_no_duplicate(older, newer):
    assert verdict(older, newer) != "duplicate"


@pytest.mark.parametrize("older,newer", [
    ("Priya Raman's in charge of the rota.", "Priya Raman is in charge of the rota."),
    ("Tank 2's filter is clogged.", "tank 2 filter is clogged"),
    ("The gym opens at 6:30.", "gym opens at 6.30"),
    ("Invoices are kept for 7 years.", "invoices are retained for 7 years"),
])
def test_a_possessive_a_clock_time_with_a_dot_or_retained_for_kept_is_the_same_fact(older, newer):
    assert verdict(older, newer) == "duplicate"


def test_a_price_per_month_after_a_slash_reads_no_stray_word():
    assert {i.key for i in MemoFacts("Locker rental £15/month").items} == {"locker", "rental", "money:15"}


@pytest.mark.parametrize("older,newer", [
    ("Annual fire inspection March 2025: passed", "Annual fire inspection March 2026: passed"),
    ("boiler service done 4 Feb", "boiler service done 11 Mar"),
    ("Open day 2024: 320 visitors", "Open day 2025: 410 visitors, our best yet"),
    ("Berth A takes boats up to 10 m.", "berth B takes boats up to 14 m"),
])
def test_another_occurrence_or_another_labeled_one_is_no_change(older, newer):
    assert verdict(older, newer) != "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("The fire inspection is on 4 March.", "The fire inspection moved to 11 March."),
    ("Berth A takes boats up to 10 m.", "berth A now takes boats up to 12 m"),
])
def test_a_date_or_value_of_one_labeled_thing_changed_is_still_a_change(older, newer):
    assert verdict(older, newer) == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("The venue licence application is in draft.", "venue licence application submitted this morning"),
    ("Planning application: submitted, awaiting decision", "planning application approved!"),
    ("The noise permit is under review.", "noise permit was refused, we can appeal"),
    ("Kiln 2 is out of order.", "kiln 2 is working again"),
    ("The goods lift is operating.", "the goods lift is down, engineer booked"),
    ("Marta is on leave this week.", "Marta is back from leave"),
    ("The Hollis invoice is overdue.", "Hollis invoice paid in full"),
])
def test_work_at_a_later_stage_or_a_thing_in_its_other_condition_is_a_change(older, newer):
    assert verdict(older, newer) == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("The noise permit is under review.", "noise permit still under review"),
    ("Kiln 2 is out of order.", "kiln 3 is working again"),
    ("The venue licence is approved.", "the venue licence application was submitted in May"),
])
def test_the_same_stage_another_thing_or_an_earlier_stage_is_no_change(older, newer):
    assert verdict(older, newer) != "contradiction"


@pytest.mark.parametrize("text,place", [
    ("We moved the laminator to the front counter.", "front counter"),
    ("We've relocated all the spare oars to the boat shed.", "boat shed"),
    ("moved the first aid kit into the staff room", "staff room"),
])
def test_a_thing_moved_to_a_place_named_after_the_thing_reads_the_place(text, place):
    assert f"place:{place}" in {i.key for i in MemoFacts(text).items}


def test_a_meeting_moved_to_another_time_reads_no_place():
    assert not any(i.kind == "place" for i in MemoFacts("We moved the team lunch to next Friday.").items)
    assert not any(i.kind == "place" for i in MemoFacts("moved the deadline to the end of June").items)


def test_a_thing_moved_from_one_place_to_another_is_a_change():
    assert verdict("The spare oars are kept in the boathouse.", "We moved the spare oars to the boat shed.") \
        == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("The hall hire agreement: drafting.", "hall hire agreement submitted to the council today"),
    ("Our events licence application is pending.", "We got our events licence application through! Approved Tuesday."),
    ("The fire extinguisher certificate expired.", "fire extinguisher certificate renewed, valid to next March"),
    ("The roller door is jammed.", "roller door repaired this morning"),
    ("The new juice bar is coming soon.", "the new juice bar is open!"),
])
def test_a_stage_or_condition_said_in_other_words_is_a_change(older, newer):
    assert verdict(older, newer) == "contradiction"


@pytest.mark.parametrize("older,same,other", [
    ("The fire extinguisher certificate expired.", "fire extinguisher certificate renewed",
     "the first aid certificate was renewed"),
    ("The roller door is jammed.", "roller door repaired", "the side gate is repaired"),
])
def test_a_new_condition_is_a_change_of_the_same_thing_only(older, same, other):
    assert verdict(older, same) == "contradiction" and verdict(older, other) != "contradiction"


def test_an_end_stage_the_newer_memo_names_passes_the_screen():
    older, newer = MemoFacts("Licence variation: applied, awaiting decision"), MemoFacts(
        "licence variation was refused, we can appeal in spring")
    assert worth_comparing(older, newer) and contradiction(older, newer).verdict == "contradiction"


def test_a_weekday_after_a_capitalized_word_is_no_persons_name():
    assert not any(i.kind == "person" for i in MemoFacts("Permit approved! Approved Thursday.").items)
    assert any(i.kind == "person" for i in MemoFacts("Ask Maria Lopez about the permit.").items)


def test_a_price_a_month_reads_as_the_price_per_month():
    assert verdict("Locker rental £15/month", "renting a locker is £15 a month") == "duplicate"
    assert verdict("Locker rental is £15 a month", "Locker rental is now £18 a month") == "contradiction"


def test_a_memo_is_searched_for_its_conditions_once_however_many_memos_it_meets(monkeypatch):
    """Out of order / working again, away / back, owed / paid: each text is searched for them once (every pair
    asks twice, `duplicate` and `contradiction`), and the pairs read as before."""
    searched = Counter()

    class Counted:
        def __init__(self, pattern):
            self.pattern = pattern

        def search(self, text):
            searched[text] += 1
            return self.pattern.search(text)

    monkeypatch.setattr(memo_alignment, "CONDITIONS",
                        [tuple(Counted(p) for p in sides) for sides in memo_alignment.CONDITIONS])
    memo_alignment._conditions.cache_clear()
    try:
        lift = MemoFacts("The lift is operating")
        others = [MemoFacts(text) for text in ("the lift is down", "The lift is out of order", "Lane 7 is broken",
                                               "Fen is on holiday", "the lift is operating again")]
        found = [memo_alignment._other_condition(lift, other) for other in others for _ in range(2)]
    finally:
        memo_alignment._conditions.cache_clear()
    assert [f and f[0] for f in found[::2]] == ["'is operating' -> 'is down'", "'is operating' -> 'out of order'",
                                                "'is operating' -> 'broken'", None, None]
    assert max(searched.values()) == 2 * len(memo_alignment.CONDITIONS)


@pytest.mark.parametrize("text,time", [
    ("Choir warm-up starts 6.45pm.", "time:18:45"),
    ("Parcel cut-off is 11.30am", "time:11:30"),
])
def test_a_clock_time_written_with_a_dot_before_am_or_pm_reads_its_minutes(text, time):
    assert time in {i.key for i in MemoFacts(text).items}


@pytest.mark.parametrize("older,newer", [
    ("Choir warm-up starts at 6:45pm.", "choir warm-up: 6.45pm"),
    ("Safety huddle is Thursdays at 3.", "The safety huddle is every Thursday at 3pm."),
    ("The Lisbon office refit is on hold.", "Lisbon office refit is on-hold"),
])
def test_a_time_or_state_written_otherwise_is_the_same_fact(older, newer):
    assert verdict(older, newer) == "duplicate"


@pytest.mark.parametrize("older,newer", [
    ("Safety huddle is Thursdays at 3.", "The safety huddle moved to Thursdays at 4pm."),
    ("Choir warm-up starts at 6.45pm.", "choir warm-up now starts at 7.15pm"),
])
def test_a_time_said_without_am_or_pm_changed_is_still_a_change(older, newer):
    assert verdict(older, newer) == "contradiction"


@pytest.mark.parametrize("older,newer", [
    ("Programme paper is bought from Inkwell Press.", "we buy programme paper from Inkwell Press"),
    ("New volunteers are taught by Priya.", "Priya teaches the new volunteers."),
])
def test_a_verb_in_its_irregular_past_form_is_the_same_verb(older, newer):
    assert verdict(older, newer) == "duplicate"


def test_another_supplier_with_the_verb_in_another_tense_is_no_duplicate():
    assert verdict("Programme paper is bought from Inkwell Press.", "we buy programme paper from Papercraft") != "duplicate"


@pytest.mark.parametrize("older,newer", [
    ("Server room badges last 30 days.", "as of March server room badges last 90 days"),
    ("Pool lifeguard roster: Dmitri.", "pool lifeguard roster passed to Yusuf"),
    ("Ines does the allotment water rota.", "Ruth is taking over the allotment water rota from Ines"),
])
def test_a_change_dated_with_as_of_or_a_duty_handed_on_passes_the_screen(older, newer):
    a, b = MemoFacts(older), MemoFacts(newer)
    assert b.signals and worth_comparing(a, b)


def test_a_duty_handed_on_is_a_change_cue_and_a_bare_as_is_no_signal():
    assert "change" in MemoFacts("Ruth is taking over the allotment water rota").cues
    assert "change" in MemoFacts("the lifeguard roster was passed on to Yusuf").cues
    assert not MemoFacts("Pool lifeguard roster is as long as the list of members").signals


def test_a_place_said_tersely_after_now_is_a_place_and_its_change_a_change():
    assert any(i.kind == "place" for i in MemoFacts("spare kayak paddles now in the boathouse loft").items)
    assert verdict("Spare kayak paddles are in the shed.", "spare kayak paddles now in the boathouse loft") \
        == "contradiction"
