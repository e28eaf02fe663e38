"""The noisy-chat counter (`tests.noisy_chat_quality`): what it counts as an answered request shown as open, and
what a line carries."""

from tests.noisy_chat_quality import _answered, _carries

CHAT = {
    "turns": [("user", "should we be on tiktok. genuinely asking"),
              ("assistant", "Maybe: it is time-hungry and drives little traffic."),
              ("user", "so it's still open whether we start one or not. maggie wants a proposal. outline?"),
              ("assistant", "Proposal outline: 1. Why now 2. What 3. Who")],
    "facts": [{"kind": "open", "turn": 2, "keywords": ["still open", "start one", "proposal"]}],
    "answered": [0, 2],
}


def test_an_open_facts_own_line_is_not_an_answered_request_when_its_turn_is_labeled_answered_too():
    assert not _answered("It's still open whether we start one or not; maggie wants a proposal; outline?", CHAT)


def test_a_line_restating_a_request_the_chat_answered_is_still_counted():
    assert _answered("Should we be on tiktok; genuinely asking", CHAT)


def test_a_keyword_is_not_found_inside_a_cited_chats_identifier():
    line = "- Lunch at noon? [chat:3fee0bad-1c2d-4e5f-9a0b-cafe12345678]"
    assert not _carries(line, ["fee"]) and not _carries(line, ["bad", "cafe"])
    assert _carries("- The delivery fee is 4 euros [chat:3fee0bad-1c2d-4e5f-9a0b-cafe12345678]", ["fee", "4 euros"])
