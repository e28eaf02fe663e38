"""Recall's query expansion: words that name the same thing in a software team's talk."""

from memory_pipeline import vocabulary
from memory_pipeline.recall import _terms


def test_a_query_word_brings_in_its_group_at_a_lower_weight():
    weights = vocabulary.expand(_terms("which db for billing"))
    assert weights["db"] == weights["bill"] == 1.0
    assert weights["postgr"] == weights["mysql"] == vocabulary.RELATED_WEIGHT


def test_a_word_in_no_group_brings_in_nothing():
    assert vocabulary.expand(_terms("zanzibar quokka")) == {"zanzibar": 1.0, "quokka": 1.0}


def test_full_text_search_is_asked_for_the_related_words_as_written():
    assert {"sla", "availability", "nines"} <= set(vocabulary.related_words("uptime"))
    assert "uptime" not in vocabulary.related_words("uptime")


def test_months_weekdays_and_units_are_related_to_their_abbreviations():
    assert "jan" in vocabulary.related_words("january")
    assert "tue" in vocabulary.related_words("tuesday")
    assert "minute" in vocabulary.related_words("min")


def test_how_often_is_answered_by_every():
    assert "every" in vocabulary.related_words("often")


def test_question_frames_are_not_search_words():
    assert _terms("how many versions is it going to get") == ("version", "get")


def test_a_status_code_and_its_reason_phrase_are_one_word():
    assert vocabulary.expand(["bad-gateway"]) == {"bad-gateway": 1.0, "502": 1.0}
    assert vocabulary.related_words("internal-server-error") == ["500"]


def test_a_number_said_of_several_things_is_the_number():
    assert vocabulary.stem_word("502s") == "502"
    assert vocabulary.stem_word("1990s") == "1990"


def test_a_helpdesk_is_asked_for_by_its_category_or_its_product():
    assert {"zendesk", "freshdesk", "service-desk"} <= set(vocabulary.related_words("helpdesk"))
    assert "helpdesk" in vocabulary.related_words("servicenow")


def test_team_words_written_otherwise_in_other_places_are_related():
    assert "pharmacy" in vocabulary.related_words("chemist")
    assert "temps" in vocabulary.related_words("seasonal")
    assert "ticket" in vocabulary.related_words("cases")
    assert "extension" in vocabulary.related_words("dial")
    assert "cutover" in vocabulary.related_words("switch-over")


def test_a_word_in_its_british_and_american_spellings_is_one_word():
    assert vocabulary.expand([vocabulary.stem_word("licences")])[vocabulary.stem_word("licenses")] == 1.0
    assert vocabulary.expand([vocabulary.stem_word("colour")])[vocabulary.stem_word("color")] == 1.0
    assert "paediatric" in vocabulary.related_words("pediatric")


def test_a_phone_system_a_contact_a_freeze_and_an_inspection_are_asked_for_in_other_words():
    assert {"ringcentral", "3cx", "voip"} <= set(vocabulary.related_words("telephony"))
    assert "contact" in vocabulary.related_words("person")
    assert "freeze" in vocabulary.related_words("deploy")
    assert {"inspection", "survey"} <= set(vocabulary.related_words("walkthrough"))
    assert "standup" in vocabulary.related_words("sync")
    assert "options" in vocabulary.related_words("choices")
    assert "walk-ins" in vocabulary.related_words("drop-in")
    assert "xmas" in vocabulary.related_words("christmas")


def test_a_login_step_a_temperature_a_social_network_and_a_catch_up_are_asked_for_in_other_words():
    assert "totp" in vocabulary.related_words("two-step")
    assert "setpoint" in vocabulary.related_words("temperature")
    assert "instagram" in vocabulary.related_words("social-networks")
    assert "listen-again" in vocabulary.related_words("catch-up")
    assert "plotter" in vocabulary.related_words("printer")
    assert "nas" in vocabulary.related_words("file-server")
    assert "completed" in vocabulary.related_words("finished")
