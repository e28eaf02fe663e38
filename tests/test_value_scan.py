"""`memo_facts.value_matches` finds exactly what the one alternation of every value pattern finds."""

from hypothesis import given, settings
from hypothesis import strategies as st

from memory_pipeline import memo_facts
from tests.data import memo_pairs_heldout, memo_pairs_third, memo_pairs_train, noisy_chats_train

# Pieces the value patterns read (and their look-behinds and screens), mixed with plain words.
PIECES = ["on", "mon", "tue", "Wed", "every", "other", "first", "and", "or", "&", "+", "-", "/", ",", ":", ".", "the",
          "need", "needs", "only", "one", "a", "single", "an", "half", "hour", "s", "m", "ms", "in", "to", "dark",
          "log-only", "mode", "maintenance", "at", "10", "3", "14:30", "2-3pm", "5%", "10MB", "$5k", "v1.2",
          "3.12.0", "2026-01-05", "Q3", "fy26", "weekly", "twice", "a", "week", "noon", "UTC", "jan", "5th",
          "pending", "merged", "done", "gold", "two", "1,000", "30s", "deploys", "svc-2", "runs", "Postgres"]


def _alternation(text: str) -> list[tuple[int, tuple[int, int]]]:
    return [(int(m.lastgroup[1:]), m.span()) for m in memo_facts.ALL_VALUES.finditer(text)]


def _scan(text: str) -> list[tuple[int, tuple[int, int]]]:
    return [(n, m.span()) for n, m in memo_facts.value_matches(text)]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(PIECES), min_size=1, max_size=14), st.sampled_from([" ", "", "  "]))
def test_value_matches_equal_the_alternation_on_mixed_pieces(pieces, sep):
    text = sep.join(pieces)
    assert _scan(text) == _alternation(text)


def test_value_matches_equal_the_alternation_on_labeled_memos_and_chats():
    texts = {t for data in (memo_pairs_train, memo_pairs_heldout, memo_pairs_third) for pair in data.PAIRS
             for t in pair[2:4]}
    texts |= {content for chat in noisy_chats_train.CHATS for _, content in chat["turns"]}
    found = 0
    for text in sorted(texts):
        expected = _alternation(text)
        assert _scan(text) == expected, text
        found += len(expected)
    assert found > 1000  # the sets hold many values: the comparison is not over empty lists


def test_a_screened_pattern_is_still_found_where_its_screen_matches():
    # Each screened pattern, in a text that has it: the screen does not hide it.
    for text, kind in (("standup is on Mon and Fri", "day:"), ("the deploy needs one approval", "number:1"),
                       ("the router runs in log-only mode", "mode:")):
        values = [memo_facts.VALUE_PATTERNS[n][1](memo_facts.VALUE_PATTERNS[n][0].match(text, m.start()))
                  for n, m in memo_facts.value_matches(text)]
        assert any(v.startswith(kind) for v in values), (text, values)
