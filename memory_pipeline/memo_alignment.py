"""Two memos of one project, aligned: the same fact, a changed fact, or neither.

The memos' words and values (`memo_facts`) are aligned in order, after filler, grammar
and linking verbs are dropped and abbreviations expanded. What is left unmatched tells
the story:

- nothing of substance differs -> a duplicate (`duplicate`), also when one memo is framed as a reminder or
  as usual ("quick reminder - gear check is on tuesdays") or mistypes a word the other spells ("quartely");
- the subject is shared (it covers most of the older memo, or the newer memo says
  nothing else) and one slot differs: a value (number, version, size, duration, time,
  day, schedule written another way, status, mode), an owner or a place, a state
  (allowed / forbidden, enabled / disabled, "no longer", read-only -> removed), or a
  name the newer memo says replaced the old one ("switched from X to Y", "moved off X",
  "X -> Y", "X is gone") -> the newer memo supersedes the older (`contradiction`). The
  subject may move in the sentence ("error tracking: sentry" / "we use rollbar now for
  error tracking");
- failing that, the older memo says one value and the newer another of its kind, the subject
  said again around it ("retried at most 3 times" / "we now retry webhook deliveries up to
  5x") -> a change when the newer memo says so; without a word of change, `unsure` if it
  says nothing more, else nothing;
- failing that, the newer memo says the older one's practice stopped ("no longer", "stopped",
  "discontinued", "has ended") and names nothing the older does not but the verb that stopped
  ("We give a free air freshener with every Deluxe wash" / "Deluxe washes no longer come with a
  free air freshener"), or names at its end a piece of work the older memo named at an early
  stage ("in pilot" / "GA", "under negotiation" / "signed", "awaiting service" / "serviced"),
  most of the older subject said again -> a change (`_stopped`, `_stage_reached`);
- two slots differ ("Staging runs Postgres 15" / "Prod runs Postgres 14"), the head of
  the subject changed ("support [coverage]" / "support [macros]") or one memo narrows it
  ("backups [for the users DB]") -> another subject, no decision; so is an addition
  ("also", "too", "another") or a restatement ("still", "remains", "unchanged"), and a state
  said of a subject of which the newer memo repeats only the names and the environment
  ("deploys of auth-gateway to production no longer happen on Monday" / "production
  auth-gateway runs Postgres 15": a compound name is one word, not its parts and their join);
- a likely change the rules cannot pin down (a tool or owner swapped with no word of
  change, a thin subject) -> `unsure`: the judge decides (the offline engine abstains).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from functools import lru_cache
from memory_pipeline.memo_facts import (
    DIGIT,
    HOLDER_KINDS,
    SUBJECT_KINDS,
    Item,
    MemoFacts,
    abbreviates,
    is_unit,
    lemma,
    UNIT_LEMMAS,
    VALUE_SPELLINGS,
    ORDINAL_WORDS,
    PER_DAY,
    REMINDED_CUE,
    UNCHANGED_CUE,
    paired_abbreviations,
    spelled_out,
    value_like,
    polarity_of,
    word_is_filler,
    word_keys,
    words,
)

FOR_OF = re.compile(r"\b([a-z][\w\-]*)\s+(?:for|of)\s+(?:the\s+|all\s+|our\s+|each\s+)?([a-z][\w\-]*)")
SUBJECT_COVERAGE = 0.5  # share of the older memo's subject words the newer one must repeat
FLIP_COVERAGE = 0.6  # a state flip needs more of the subject: states are short words


@dataclass(frozen=True)
class Finding:
    verdict: str  # "duplicate" | "contradiction" | "unsure"
    rule: str
    reason: str
    confidence: float


def worth_comparing(older: MemoFacts, newer: MemoFacts) -> bool:
    """A cheap screen before alignment: could these two be a duplicate or a change at all?

    Reading a memo closely costs far more than its content words, and a project holds many
    statements of one template about different subjects ("svc-1 runs Postgres 15",
    "svc-2 runs Postgres 16"). A pair goes on when the newer memo says something changed,
    stopped, holds or was added, or when the two differ in values alone (the subject said again
    but a word, or half of it, no identifier swapped), or barely at all.
    """
    a, b = spell_out(older, newer)
    shared = len(a & b)
    if shared and shared * 3 < older.subject_size and newer.signals:
        shared += len(paired_abbreviations(a - b, b - a))  # "valid" / "validity", "req" / "requests"
    if not shared or shared * 3 < older.subject_size and not newer.names_old:
        return False
    if newer.signals or _later_stage(older, newer) or _other_condition(older, newer):
        return True  # something changed, stopped, holds or was added; a later stage or the other condition
    values_a = (older.value_words - newer.value_words) - newer.content  # "Marta Silva" / "marta silva"
    values_b = (newer.value_words - older.value_words) - older.content
    if older.ordinal_words and newer.ordinal_words:  # "3rd floor" / "third floor": an ordinal each, said its own way
        values_a |= older.ordinal_words - newer.content
        values_b |= newer.ordinal_words - older.content
    # An owner or place changed counts as a value changed ("owned by the data platform team" / "by analytics eng").
    holders_a = (older.holder_words - newer.holder_words) - newer.content if older.holder_words else frozenset()
    holders_b = (newer.holder_words - older.holder_words) - older.content if newer.holder_words else frozenset()
    only_a = a - b - values_a
    only_b = b - a - values_b
    if holders_a:
        only_a = only_a - {k for w in holders_a for k in word_keys(w)}
    if holders_b:
        only_b = only_b - {k for w in holders_b for k in word_keys(w)}
    if (values_a or holders_a) and (values_b or holders_b):
        if only_a and only_b and len(only_a) + len(only_b) <= 8:
            # A word written short on one side is no rewording ("Wed" / "wednesday", a value on the other side).
            only_a = only_a - {x for x, _ in paired_abbreviations(only_a, only_b | values_b)}
            only_b = only_b - {y for _, y in paired_abbreviations(only_a | values_a, only_b)}
        if only_a and only_b:
            # Both reworded: still one subject when the newer memo says again all of the older one's subject but a
            # word, and that word is outnumbered by the words they share ("14 spare hydrant standpipes [on the
            # shelf] at Millbrook depot" / "[stock check:] only 9 spare hydrant standpipes [left] at Millbrook depot").
            # Or, a value changed, the newer memo says again half of the older one's subject ("[the depot's handheld]
            # scanners run firmware 3.8" / "the scanners [were flashed] to firmware 3.9.2"), more than a service's
            # name and environment (`_half_said`). Not an identifier swapped: "[svc-1] runs Postgres 15" / "[svc-2]
            # runs Postgres 16", "freezer [B] ..." / "freezer [C] ...".
            letters_swapped = any(len(w) == 1 for w in only_a) and any(len(w) == 1 for w in only_b)
            if letters_swapped or shared < 2 or any(c.isdigit() for w in only_a | only_b for c in w):
                return False
            return len(only_a) == 1 or _half_said(older, newer, a, b)
        return True  # a value changed, and at most one side reworded the subject
    # A near duplicate: a word or two written differently, none of them an identifier ("svc-1" / "svc-2"),
    # once words written short on one side meet theirs on the other ("Mon & Fri" / "monday and friday").
    only_a, only_b = a - b - values_a, b - a - values_b
    if not values_a and not values_b and len(only_a) + len(only_b) <= 2 \
            and not any(c.isdigit() for w in only_a | only_b for c in w):
        return True  # the common case, decided cheaply
    if len(only_a) + len(only_b) + len(values_a) + len(values_b) > 8 or any(
            "/" not in w and any(c.isdigit() for c in w) for w in only_a | only_b):
        return False  # too much differs for a duplicate however it is spelled, or an identifier does
    spelled_a = (older.content & VALUE_SPELLINGS) - newer.content  # "one", "half": grammar to the index
    spelled_b = (newer.content & VALUE_SPELLINGS) - older.content
    only_a, only_b = _parts((a - b) | values_a | spelled_a), _parts((b - a) | values_b | spelled_b)  # "100GB/runner"
    only_a, only_b = only_a - only_b, only_b - only_a
    for x, y in paired_abbreviations(only_a, only_b) if only_a and only_b else ():
        only_a, only_b = only_a - {x}, only_b - {y}
    if any(map(value_like, only_a)) and any(map(value_like, only_b)):
        # A value on each side written its own way ("half an hour" / "30 min", "noon" / "12pm", "one" / "1"):
        # the close reading compares the values themselves.
        only_a, only_b = {w for w in only_a if not value_like(w)}, {w for w in only_b if not value_like(w)}
        if only_a and only_b:
            return False  # a value and a subject word both differ: another subject ("Postgres 15" / "Redis 7")
    return (not (only_a & values_a) and not (only_b & values_b) and len(only_a) + len(only_b) <= 2
            and not any(c.isdigit() for w in only_a | only_b for c in w))


def _half_said(older: MemoFacts, newer: MemoFacts, a: frozenset[str], b: frozenset[str]) -> bool:
    """Half of the older memo's subject said again (its index keys `a`, the newer memo's `b`), a compound counted
    once ("auth-gateway" is one word, not "auth", "gateway" and "authgateway"), the shared words not only names
    and environments when the older memo says more ("[deploys of] auth-gateway to production" / "production
    auth-gateway [runs Postgres 15]"), and no compound name or environment swapped for another ("[search-indexer]
    API rate limit is 1100" / "[web-frontend] API rate limit is 1400": another service)."""
    shared = a & b
    if any(not keys <= shared for keys in older.compounds) and any(not keys <= shared for keys in newer.compounds):
        return False  # a compound name swapped for another: "[search-indexer] API rate limit" / "[web-frontend] ..."
    if any(k.startswith(ENVIRONMENTS) for k in a - b) and any(k.startswith(ENVIRONMENTS) for k in b - a):
        return False  # an environment swapped: "[staging] timeouts were changed to 16 s" / "13 s in [preview]"
    said, size = len(shared), older.subject_size
    named = set()
    for keys in older.compounds:
        named |= keys
        if keys <= shared:
            said, size = said - len(keys) + 1, size - len(keys) + 1
    if said * 2 < size or said < 2:
        return False
    topic = {k for k in a if k not in named and not k.startswith(ENVIRONMENTS)}
    return not topic or not topic.isdisjoint(shared)


def spell_out(older: MemoFacts, newer: MemoFacts) -> tuple[frozenset[str], frozenset[str]]:
    """The two memos' index keys, an acronym one writes and the other spells out replaced by the words it stands
    for ("EHS: refresher yearly" / "Environmental Health and Safety sets the refresher to yearly")."""
    a, b = older.index_keys, newer.index_keys
    if not (older.acronym_keys or newer.acronym_keys):
        return a, b
    for acronym, words in spelled_out(newer, older, b - a).items():
        b = (b - {acronym}) | words
    for acronym, words in spelled_out(older, newer, a - b).items():
        a = (a - {acronym}) | words
    return a, b


SPELLED_ALIKE = 0.65  # share of the shorter memo's letter trigrams the other repeats


def spelled_alike(older: MemoFacts, newer: MemoFacts) -> bool:
    """The screen's second chance, for a duplicate only: the two read alike letter by letter, whatever their
    words' spaces, number formats and abbreviations ("healthcheck interval 30 sec" / "health check interval
    is 30s", "staging db is pg15" / "staging DB is Postgres 15"). `duplicate` still decides."""
    if older.digits == newer.digits:
        a, b = older.spelling, newer.spelling
        return bool(a and b) and len(a & b) >= SPELLED_ALIKE * min(len(a), len(b))
    # Other digits: another number or identifier ("svc-1" / "svc-2"), unless the values they write are the
    # same once read with their units ("14 days" / "2 weeks", "1 year" / "12 months", "5:30 pm" / "17:30")
    # and their other words are the same. Cheap tests first: most pairs here differ in an identifier.
    a, b = older.index_keys, newer.index_keys
    if len(a ^ b) > 4 or any(DIGIT.search(k) for k in a ^ b):
        return False  # other words or identifiers, however the values read
    if a & UNIT_LEMMAS == b & UNIT_LEMMAS and not (CLOCK.search(older.plain) or CLOCK.search(newer.plain)):
        return False  # the same units (or none) and other digits: other values
    a, b = a - UNIT_LEMMAS - MERIDIEMS, b - UNIT_LEMMAS - MERIDIEMS
    if not (a and b and len(a ^ b) <= 2 and len(a & b) >= SPELLED_ALIKE * max(len(a), len(b))) \
            or len(DIGITS.findall(older.plain)) != len(DIGITS.findall(newer.plain)):
        return False  # other words, or more numbers on one side
    return bool(older.typed_values) and older.typed_values == newer.typed_values


MERIDIEMS = frozenset(("am", "pm"))
DIGITS = re.compile(r"\d+(?:[.,:]\d+)*")


# Clock times and ordinals: other digits, one value ("5:30 pm" / "17:30", "1st" / "first").
CLOCK = re.compile(r"\d\s*(?:am|pm)\b|\d:\d\d|\b\d+(?:st|nd|rd|th)\b", re.I)


def _parts(words: set[str]) -> set[str]:
    if not any("/" in w for w in words):
        return words
    return {lemma(p) if p.isalpha() else p for w in words for p in w.split("/") if p}


def duplicate(older: MemoFacts, newer: MemoFacts) -> Finding | None:
    """The same fact said again: every word and value of each found in the other, or of the older one all but
    one qualifier the newer memo leaves out (`_one_qualifier_dropped`); also once a word the newer memo mistypes
    is spelled as the older one spells it (`mistyped`: "dogs alowed on the car deck", "inspections are quartely"),
    since a mistyped value or state word is read as a plain word ("quartely" is no frequency)."""
    found = _duplicate(older, newer)
    if found:
        return found
    corrected = _typos_corrected(older, newer)
    if corrected is None:
        return None
    found = _duplicate(older, corrected[0])
    if found is None:
        return None
    return Finding(found.verdict, found.rule, f"{found.reason} (mistyped: {corrected[1]})",
                   min(found.confidence, 0.9))


def _typos_corrected(older: MemoFacts, newer: MemoFacts) -> tuple[MemoFacts, str] | None:
    """The newer memo with each word it mistypes spelled as the older memo spells it, and the words so replaced,
    if it mistypes one."""
    old_words, new_words = said_words(older.plain), said_words(newer.plain)
    only_old = sorted(w for w in old_words - new_words if len(w) >= 6)
    if not only_old:
        return None
    fixes = {}
    for word in sorted(new_words - old_words):
        if len(word) >= 6:
            right = next((w for w in only_old if mistyped(word, w)), None)
            if right:
                fixes[word] = right
    if not fixes:
        return None
    text = re.sub(r"[A-Za-z]+", lambda m: fixes.get(m.group().lower(), m.group()), newer.plain)
    return MemoFacts(text), "; ".join(f"{right} / {word}" for word, right in fixes.items())


@lru_cache(maxsize=4096)
def said_words(plain: str) -> frozenset[str]:
    """The words of letters a memo says: read once per memo, asked of every pair it is in (`_typos_corrected`,
    the learned reader's differing words)."""
    return frozenset(w for w in words(plain) if w.isalpha())


@lru_cache(maxsize=1024)  # a project's recent memos: each holds its close reading
def _matched_keys(facts: MemoFacts) -> tuple[frozenset[str], frozenset[str]]:
    """The keys of a memo `duplicate` looks for in the other (its items but states, which the polarity compares, and
    time zones), and those of them that only name a kind (`_kind_words`): per memo, asked of every pair it is in."""
    keys = frozenset(i.key for i in facts.items if i.kind not in ("state", "timezone"))
    return keys, frozenset(_kind_words(keys))


def _duplicate(older: MemoFacts, newer: MemoFacts) -> Finding | None:
    """`duplicate` of the two memos as they are written."""
    if _flipped(older.polarity, newer.polarity) or _names_an_old_value(older, newer) and "change" not in older.cues:
        return None  # states differ, or the newer memo names something as the old value (unless both tell a move)
    if _later_stage(older, newer) or _other_condition(older, newer):
        return None  # "licence renewal under review" / "licence renewed", "on holiday" / "back from holiday"
    framing: set[str] = set()  # "usual" of "as usual", when only the framing tells the two apart
    framed_by = ""
    for cue in ("restated", "reminded", "unchanged", "addition"):
        if (cue in newer.cues) != (cue in older.cues):
            framed = _framed_only(newer if cue in newer.cues else older, cue)
            if framed is None:
                return None
            framing |= framed
            framed_by = " (said again as a reminder or as usual)"
    pair = aligned_pair(older, newer)  # `contradiction` asks of the same pair next
    (older_keys, older_kinds), (newer_keys, newer_kinds) = _matched_keys(older), _matched_keys(newer)
    if not older_keys or not newer_keys:
        return None
    missing_in_newer = {k for k in older_keys if not pair.in_newer(k)} - older_kinds - framing
    missing_in_older = {k for k in newer_keys if not pair.in_older(k)} - newer_kinds - framing
    if not (_may_be_met(missing_in_newer, newer.items, missing_in_older, older_side=True)
            and _may_be_met(missing_in_older, older.items, missing_in_newer, older_side=False)):
        return None  # a key nothing below can meet: the usual end, told before the costlier matching
    # What is left may be one word written short or mistyped on either side: "maint." / "maintenance".
    shortened = paired_abbreviations(missing_in_newer, missing_in_older)
    missing_in_newer -= {a for a, _ in shortened}
    missing_in_older -= {b for _, b in shortened}
    # ... or one word on one side written as two or three on the other: "ebook" / "e-book", "Route53" / "Route 53".
    joined = _joined(missing_in_newer, older.items, newer_keys) + _joined(missing_in_older, newer.items, older_keys)
    for parts, whole in joined:
        missing_in_newer -= set(parts) | {whole}
        missing_in_older -= set(parts) | {whole}
    shortened += [("+".join(parts), whole) for parts, whole in joined]
    # ... or one period said as a rate's unit, a span or a frequency ("5 articles a month" / "5 per month", "the
    # first Tuesday of the month" / "of every month"), or one ordinal in digits and in a word ("3rd" / "third").
    for a, b in _same_values_said_otherwise(missing_in_newer, missing_in_older):
        missing_in_newer.discard(a)
        missing_in_older.discard(b)
        shortened.append((a, b))
    # ... or a word the other memo says short and has matched already: "dependency" / "dep".
    shortened += [(a, b) for a, b in paired_abbreviations(missing_in_newer, newer_keys)
                  + paired_abbreviations(older_keys, missing_in_older) if min(len(a), len(b)) >= 3]
    left_old, left_new = missing_in_newer - {a for a, _ in shortened}, missing_in_older - {b for _, b in shortened}
    written = "; ".join(f"{a} / {b}" for a, b in shortened)
    if not left_old and not left_new:
        return Finding("duplicate", "same_words",
                       "same words and values once case, punctuation, filler, abbreviations and word order are "
                       "ignored" + (f" (written short or mistyped: {written})" if written else "") + framed_by,
                       0.9 if shortened else 0.95)
    introducing = _introducing_only(older, newer, left_old | left_new)
    if introducing:
        return Finding("duplicate", "value_introduced_otherwise",
                       "the same words and values but how the value is reached, paid or counted "
                       f"('{introducing}')" + (f" (written short or mistyped: {written})" if written else "")
                       + framed_by, 0.85)
    if not left_new and _one_qualifier_dropped(older, newer, left_old, older_keys, newer_keys):
        return Finding("duplicate", "qualifier_dropped",
                       f"the newer memo says every word and value of the older one but '{next(iter(left_old))}', "
                       "and nothing more" + (f" (written short or mistyped: {written})" if written else "") + framed_by,
                       0.8)
    return None


# Words that only say how a value is reached, paid, lasted or counted, when both memos give that same value: "Send
# press enquiries to press@..." / "Press enquiries go to press@...", "For tow requests, call SeaTow at 555-0133" /
# "Tow requests go to SeaTow at 555-0133", "adult tickets cost $28" / "are $28", "fee" / "charge", "Leagues run
# for 32 weeks" / "last 32 weeks", "We have 180 e-bikes" / "The fleet includes 180 e-bikes". By the kind of value
# both share (a contact is a place value: a phone number, an address, a channel); lemmas, as the keys are.
INTRODUCING = {kind: frozenset(lemma(w) for w in found.split()) for kind, found in {
    "place": "send call email phone ring text contact reach report dial forward direct message channel number",
    "money": "cost price pay charge fee",
    "duration": "last lasts long",
    "number": "includes contains total",
}.items()}
APPROXIMATELY = frozenset(lemma(w) for w in ("roughly", "approximately", "approx", "circa"))  # "about" is grammar
# "Lab tests go to IDEXX" / "we send lab tests to IDEXX": a thing sent somewhere, whatever the value.
ROUTED = frozenset(("go", "goes", "went", "going"))
SENT = frozenset(lemma(w) for w in ("send", "sent", "forward", "route"))


def _introducing_only(older: MemoFacts, newer: MemoFacts, left: set[str]) -> str:
    """The words `left` that one memo says and the other does not (`left`: no value among them) when every one only
    introduces a value both memos give (`INTRODUCING`), or says "send" where a memo says "go": else ""."""
    if not left or not all(k.isalpha() for k in left):
        return ""
    allowed: set[str] = set()
    for key in older.typed_values | newer.typed_values:  # each met in the other memo: no value is left
        allowed |= INTRODUCING.get(key.partition(":")[0], frozenset()) | APPROXIMATELY
    if not ROUTED.isdisjoint(said_words(older.plain)) or not ROUTED.isdisjoint(said_words(newer.plain)):
        allowed |= SENT
    return ", ".join(sorted(left)) if left <= allowed else ""


# A memo framed as a reminder or as the usual ("quick reminder - gear check is on tuesdays", "deep clean on
# Tuesdays, as usual") says its fact again and nothing more: the labeled sets from no. 4 on call such a pair a light
# duplicate. Not one that says it checked the fact ("confirmed", "verified": `REMINDED_CUE`), or that it holds
# still or is unchanged (`RESTATED_CUE`, the rest of `UNCHANGED_CUE`): those restatements are no duplicates.
REMINDER = re.compile(r"\b(?:reminder|reminding)\b", re.I)
AS_USUAL = re.compile(r"\bas (usual|always)\b", re.I)


def _framed_only(facts: MemoFacts, cue: str) -> set[str] | None:
    """The keys of the framing if `facts` says `cue` only by a reminder ("reminded") or by "as usual" /
    "as always" ("unchanged"), else None."""
    text = facts.plain
    if cue == "reminded" and len(REMINDED_CUE.findall(text)) == len(REMINDER.findall(text)):
        return set()
    if cue == "unchanged" and len(UNCHANGED_CUE.findall(text)) == len(found := AS_USUAL.findall(text)):
        return {lemma(word.lower()) for word in found}
    return None


# Words that say how much of the subject a memo speaks of: dropping one changes the fact ("most tickets").
QUANTIFIERS = frozenset(("most", "some", "all", "every", "each", "only", "few", "many", "several", "any", "other",
                         "except", "non", "no", "not", "never", "without"))


def _one_qualifier_dropped(older: MemoFacts, newer: MemoFacts, left_old: set[str], older_keys: set[str],
                           newer_keys: set[str]) -> bool:
    """The newer memo says everything the older one says but one plain word of it, and says it in the same way:
    a qualifier of the subject left out when it is clear in the team ("[Field] crews start at 7:00 at Millbrook
    depot" / "Millbrook depot crews start at 7am", "We practise on [game] patch 14.3" / "we practise on patch
    14.3"), the older memo saying two more words or values at least. Not when a word of the newer memo is part
    of it, or holds a word of the older one ("logs on [grafana]" / "ana handles logs", "Harrow [e]-book loans" /
    "Harrow audiobook loans"), nor when it names an environment or a quantity ("[staging]
    database", "[most] tickets"), nor when either memo tells a change or the two differ in state, cue or hedging:
    a memo saying less about a move may be the plan done ("Planning to move printing to Corby in the autumn" /
    "printing moved to Corby this week as planned")."""
    if len(left_old) != 1 or len(older_keys) < 3:
        return False
    word = next(iter(left_old))
    return (word.isalpha() and word not in QUANTIFIERS and not word.startswith(ENVIRONMENTS)
            and not any(key.isalpha() and key in word for key in newer_keys)
            and not any(key.endswith(part) and len(key) >= len(part) + 3  # a compound on its last part
                        for key in newer_keys - older_keys for part in older_keys if part.isalpha())
            and older.cues == newer.cues and "change" not in older.cues and older.polarity == newer.polarity
            and older.tentative == newer.tentative and not another_deployment(older, newer))


# One period as the unit of a rate ("a day", "per day"), a span of one unit ("1 day") or a frequency ("daily").
PERIODS = {word: per_day for word, per_day in PER_DAY.items() if word in ("hour", "day", "week", "month", "year")}


def _period(key: str) -> float | None:
    """Times a day of the one period a key names, if it names one unit of time."""
    if key in PERIODS:
        return PERIODS[key]
    kind, _, value = key.partition(":")
    if kind not in ("duration", "frequency") or not value:
        return None
    try:
        per_day = 86400 / float(value) if kind == "duration" else float(value)
    except (ValueError, ZeroDivisionError):
        return None
    return next((p for p in PERIODS.values() if abs(per_day - p) <= 0.02 * p), None)


SAID_OTHERWISE = ("duration:", "frequency:", "ordinal:", "time:", "number:")  # what `_same_values_said_otherwise`
# may meet
CLOCK_WITH_DOT = re.compile(r"number:([01]?\d|2[0-3])\.([0-5]\d)")


def _clock(key: str) -> tuple[int, int] | None:
    """The hour and minute of a clock time, or of a number written as one with a dot ("8.30"), which reads as a
    time only where the other memo says that time ("open at 8:30" / "open at 8.30")."""
    if key.startswith("time:"):
        hour, _, minute = key[5:].partition(":")
        return (int(hour), int(minute)) if hour.isdigit() and minute.isdigit() else None
    m = CLOCK_WITH_DOT.fullmatch(key)
    return (int(m.group(1)), int(m.group(2))) if m else None


def _ordinal(key: str) -> int | None:
    if key in ORDINAL_WORDS:
        return ORDINAL_WORDS[key]
    kind, _, value = key.partition(":")
    return int(value) if kind == "ordinal" and value.lstrip("-").isdigit() else None


def _same_values_said_otherwise(missing_in_newer: set[str], missing_in_older: set[str]) -> list[tuple[str, str]]:
    """Pairs of keys, one each memo lacks, that say one period, one ordinal or one clock time: "a month" /
    "monthly", "ordinal:3" / "third", "8:30" / "8.30"."""
    if not missing_in_newer or not missing_in_older:
        return []
    found, taken = [], set()
    for read in (_period, _ordinal, _clock):
        for a in sorted(missing_in_newer):
            value = read(a)
            if value is None:
                continue
            b = next((b for b in sorted(missing_in_older - taken) if b != a and read(b) == value), None)
            if b is not None:
                found.append((a, b))
                taken.add(b)
    return found


def _may_be_met(missing: set[str], other_items: tuple[Item, ...], other_missing: set[str], older_side: bool) -> bool:
    """Whether every key one memo says and the other lacks may still be met by what `duplicate` tries after the
    lookup (a necessary condition, cheap: never false when `duplicate` would find the pair a duplicate). A key is
    met as a word written short or mistyped (`abbreviates`: letters only), as a part of a run written together
    (`_joined`: letters and digits, a number's digits), as the word such a run of the other memo spells (two
    items next to each other that the other memo lacks), or, the older memo's, by a run's parts joined with "+";
    or as a period or an ordinal the other memo says otherwise (`_same_values_said_otherwise`)."""
    hard = [k for k in missing if not (k.isalpha() or _joinable(k) or older_side and "+" in k)]
    if hard and other_missing:
        hard = [k for k in hard
                if not (k.startswith(SAID_OTHERWISE) and _same_values_said_otherwise({k}, other_missing))]
    return not hard or _has_run(other_items, other_missing)


def _joinable(key: str) -> bool:
    rest = key.removeprefix("number:")
    return not rest or rest.isalnum()


def _has_run(items: tuple[Item, ...], missing: set[str]) -> bool:
    """Two items next to each other (asides skipped, as `_joined` skips them) whose keys are in `missing`."""
    keys = [i.key for i in items if not i.aside]
    return any(a in missing and b in missing for a, b in zip(keys, keys[1:]))


def _joined(missing: set[str], items: tuple[Item, ...], wholes: set[str]) -> list[tuple[tuple[str, ...], str]]:
    """Runs of two or three items next to each other, each missing in the other memo, that spell one of its
    words (`wholes`) once run together: a compound written open, hyphenated or closed; or, a run of two, a name and
    its number the other memo writes short (`_named_number_written_short`)."""
    if not missing or not wholes:
        return []
    keys = [i.key for i in items if not i.aside]
    inside = [k in missing for k in keys] + [False, False]
    flats = None  # the other memo's words run together, made at the first run worth matching
    found = []
    for start in range(len(keys)):
        if not (inside[start] and inside[start + 1]):
            continue  # no run of two or three starts here
        for size in (2, 3) if inside[start + 2] else (2,):
            run = tuple(keys[start:start + size])
            spelled = "".join(k.removeprefix("number:") for k in run)
            if not spelled.isalnum():
                continue
            if flats is None:
                flats = [(whole, re.sub(r"[^a-z0-9]", "", whole)) for whole in sorted(wholes)]
            for whole, flat in flats:
                if flat == spelled or len(spelled) >= 5 and (_prefix_of(spelled, flat) or _prefix_of(flat, spelled)) \
                        or size == 2 and _named_number_written_short(run, flat):
                    found.append((run, whole))
    return found


NAME_NUMBER_SHORT = re.compile(r"([a-z]{1,3})(\d{1,3})")


def _named_number_written_short(run: tuple[str, ...], flat: str) -> bool:
    """A name and its number written as the name's first letter, or some of its letters in order, and the same
    number: "GH1" / "Greenhouse 1", "E2" / "Engine 2", "pg15" / "Postgres 15" (not "E3" / "Engine 2")."""
    short = NAME_NUMBER_SHORT.fullmatch(flat)
    name, number = run
    return bool(short) and name.isalpha() and number == "number:" + short.group(2) \
        and (short.group(1) == name[0] or abbreviates(short.group(1), name))


def _prefix_of(short: str, long: str) -> bool:
    """`short` is `long` with a stem's ending dropped ("rout53" / "route53"): all but its last letters."""
    return len(long) - len(short) <= 2 and long.startswith(short) or len(long) - len(short) == 1 and any(
        short == long[:i] + long[i + 1:] for i in range(len(long)))


# Words that only name the kind of a value the memo gives: "[region] eu-west-1", "[port] 6432", "staging [env]".
KIND_WORDS = {"region": ("place:",), "zone": ("place:",), "port": ("number:",),
              "environ": ("stag", "production", "development", "preview", "sandbox", "qa")}


def _kind_words(keys: set[str]) -> set[str]:
    return {word for word, kinds in KIND_WORDS.items()
            if word in keys and any(k.startswith(kinds) for k in keys if k != word)}


def _names_an_old_value(older: MemoFacts, newer: MemoFacts) -> bool:
    """The newer memo marks something as the old value, not merely words the older memo says as they are
    ("design system questions -> @rafael", "no friday deploys"): a name, an identifier, or a word it lacks."""
    marked = [i for i in newer.items if i.old]
    return bool(marked) and not all(i.kind not in ("name", "ident", "person", "place") and i.key in older.keys
                                    for i in marked)


def contradiction(older: MemoFacts, newer: MemoFacts) -> Finding | None:
    """A contradiction (the newer memo changes the older one's fact), `unsure`, or None."""
    pair = aligned_pair(older, newer)
    found = _by_slots(older, newer, pair) or _one_value_changed(older, newer, pair) or _stopped(older, newer, pair) \
        or _stage_reached(older, newer, pair) or _condition_flipped(older, newer, pair)
    if found and another_deployment(older, newer, found.rule == "replaced"):
        return None
    if found and found.verdict == "contradiction" and newer.tentative and not older.tentative:
        # A question or a proposal: whether it changes the fact is the judge's to say.
        return Finding("unsure", "tentative", f"{found.reason}, asked or proposed", 0.5)
    return found


# The newer memo says the older one's practice stopped: "no longer", "stopped", "discontinued", "has ended"
# ("no more than" is a bound, not a stop).
STOPPED = re.compile(r"\b(?:no longer|any ?more|no more(?! than)|stopped|discontinued|ended)\b", re.I)
STOPPED_VERB = re.compile(r"\b(?:no longer|stopped)\s+([a-z][\w\-']*)", re.I)  # "no longer [come]", "stopped [doing]"


def _stopped(older: MemoFacts, newer: MemoFacts, pair: _Pair) -> Finding | None:
    """The newer memo says the older one's fact stopped and names nothing the older does not: every subject word
    of the newer memo said in the older but the verb that stopped ("We give a free air freshener with every Deluxe
    wash" / "Deluxe washes no longer [come] with a free air freshener", "The Millfield toy library is running" /
    "The toy library at Millfield has ended"), and half the older subject said again. A word of its own anywhere
    else is what stopped, another subject ("We use Argo CD for deploys" / "We no longer use [Sentry] for
    deploys"); an older memo already off or stopped has nothing left to stop."""
    if not STOPPED.search(newer.plain) or STOPPED.search(older.plain) or older.polarity in ("neg", "limited"):
        return None
    stop_words = {lemma(w) for m in STOPPED.finditer(newer.plain) for w in m.group().lower().split()}
    new_subject = newer.subject - stop_words
    unsaid = {k for k in new_subject if not pair.in_older(k)}
    stopped_verbs = {lemma(m.group(1).lower()): m.group(1) for m in STOPPED_VERB.finditer(newer.plain)}
    if len(new_subject) - len(unsaid) < 2 or len(unsaid) > 1 or not unsaid <= stopped_verbs.keys():
        return None
    old_subject = older.subject
    said = sum(pair.in_newer(k) for k in old_subject)
    if said < SUBJECT_COVERAGE * len(old_subject):
        return None
    verb = f", '{stopped_verbs[next(iter(unsaid))]}' the verb that stopped" if unsaid else ""
    return Finding("contradiction", "no_longer",
                   f"newer memo says this stopped, naming nothing else ({len(new_subject) - len(unsaid)} of its "
                   f"{len(new_subject)} subject words said in the older memo{verb}; {said} of the older memo's "
                   f"{len(old_subject)} said again)", 0.8)


# A piece of work before its end ("in pilot", "awaiting service", "on order"), and at its end ("launched", "GA",
# "granted", "installed"): the stage the older memo names, then the one the newer names.
EARLY_STAGE = re.compile(r"\b(?:in (?:pilot|beta|draft|development|planning|permitting|negotiation)|pilot|beta|draft|"
                         r"drafting|planning phase|under negotiation|pending|coming soon|awaiting \w+|provisional|"
                         r"on order|waiting (?:on|for) \w+|under review|in review|in qa|submitted|applied|on sale)\b",
                         re.I)
END_STAGE = re.compile(r"\b(?:launched|live|ga|generally available|approved|granted|signed|done|completed?|finished|"
                       r"confirmed|installed|started|rolled out|certified|serviced|released|production-ready|"
                       r"arrived|published|final|delivered|renewed|submitted|sold out|refused|rejected|denied|"
                       r"declined|(?:is|are|'s) (?:now )?open)\b",
                       re.I)
# A piece of work goes through these in order; a memo at a later one than the older memo's has moved it on ("in
# draft" / "submitted", "submitted, awaiting decision" / "approved"): "submitted" ends a draft and starts a wait.
LATER_STAGE = {"submitted": 1, "applied": 1, "on sale": 1, "pending": 1, "under review": 1, "in review": 1,
               "in qa": 1, "provisional": 1}
REFUSED = re.compile(r"\b(?:refused|rejected|denied|declined)\b", re.I)  # an end said with "no"
NOT_YET = re.compile(r"\b(?:not|never|yet|until|once|when|before|if)\b|n't\b", re.I)  # "hasn't launched", "until done"


def _stage(m: re.Match, early: bool) -> int:
    """0 planned or started, 1 handed in and waiting, 2 done (approved, refused, delivered)."""
    word = m.group().lower()
    if word.startswith(("awaiting", "waiting")):
        return 1
    return LATER_STAGE.get(word, 0 if early else 2)


@lru_cache(maxsize=4096)  # each memo meets many others; the screen, duplicate and contradiction all ask
def _stages(text: str) -> tuple[tuple[int, re.Match], ...]:
    """The stages of work `text` names (`_stage`), each with its match: the early ones, then the end ones."""
    return tuple([(_stage(m, True), m) for m in EARLY_STAGE.finditer(text)] + [
        (_stage(m, False), m) for m in END_STAGE.finditer(text)])


def _later_stage(older: MemoFacts, newer: MemoFacts) -> tuple[str, set[str]] | None:
    """The older memo names a piece of work before its end and the newer one at a later stage: the two stages
    said, and their words ("The hazelnut bar is in development" / "Hazelnut bar launched this week", "Our REM
    equipment is awaiting service" / "REM equipment was serviced and is back in use", "The grant renewal is in
    draft" / "grant renewal submitted", "Permit: applied, awaiting decision" / "permit refused"). Not when the newer
    memo says it has not got there ("hasn't launched properly", "no work has started"), or only will ("bar closed
    until it's done"), or says where it stands still ("we're still drawing up plans"), nor when the newer memo
    names a stage no later than the older one's (a restatement of where it stands)."""
    old_stages = _stages(older.plain)
    if not old_stages:
        return None
    new_stages = _stages(newer.plain)
    if not new_stages or max(s for s, _ in old_stages) >= min(s for s, _ in new_stages) \
            or NOT_YET.search(newer.plain) or "restated" in newer.cues \
            or newer.polarity == "neg" and not REFUSED.search(newer.plain):
        return None  # "we're still drawing up plans; no work has started": where it stands, said again
    early = min(old_stages, key=lambda s: s[1].start())[1]
    end = min(new_stages, key=lambda s: s[1].start())[1]
    return (f"'{early.group()}' -> '{end.group()}'",
            {lemma(w) for _, m in old_stages + new_stages for w in m.group().lower().split()})


def _stage_reached(older: MemoFacts, newer: MemoFacts, pair: _Pair) -> Finding | None:
    """A later stage (`_later_stage`) of the same piece of work."""
    found = _later_stage(older, newer)
    return _subject_said(older, newer, pair, found[1], found[0]) if found else None


def _subject_said(older: MemoFacts, newer: MemoFacts, pair: _Pair, stage: set[str], what: str) -> Finding | None:
    """A state change `what` when most of the older memo's subject but its state words `stage` is said again and
    the newer memo names nothing new: no other number or label, no place or owner the older memo does not say."""
    old_labels = {i.key for i in older.items if i.kind in ("number", "ident") and not i.aside}
    new_labels = {i.key for i in newer.items if i.kind in ("number", "ident") and not i.aside}
    if old_labels - new_labels and new_labels - old_labels or pair.narrowed() or any(
            i.kind in HOLDER_KINDS and not i.aside and not pair.in_older(i.key) for i in newer.items):
        return None  # "Kiln [2] is out of order" / "kiln [3] is working again", "... [at the north depot]": another
    old_subject = older.subject - stage
    said = sum(pair.in_newer(k) for k in old_subject)
    new_names = [i.key for i in newer.items if i.kind in ("name", "ident") and not i.aside and not pair.in_older(i.key)]
    if not said or said * 2 <= len(old_subject) or new_names:
        return None
    return Finding("contradiction", "state_flip",
                   f"same subject, {what} ({said} of the older memo's {len(old_subject)} subject words said again)",
                   0.8)


# Two conditions a thing moves between, either way: out of order and working again, away and back, owed and paid,
# expired and renewed (closed and open is the memo's polarity).
CONDITIONS = [tuple(re.compile(p, re.I) for p in sides) for sides in (
    (r"\bout of (?:order|service|action|commission)\b|\bbroken\b|\bnot working\b|\b(?:is|are|was|were|'s|went) "
     r"down\b(?!\s+(?:to|from|by)\b)|\bfaulty\b|\bunder repair\b|\bjammed\b",
     r"\b(?:fixed|repaired|works again|working again|running again|up and running|back (?:in|on) (?:play|service|use|"
     r"action|operation|line)|back up|in use again)\b|\b(?:is|are) (?:now )?(?:operating|operational|working)\b"),
    (r"\bon (?:holiday|leave|vacation|pto|sick leave)\b|\boff sick\b",
     r"\bback (?:from|at work|in the office)\b|\b(?:has |is )?returned\b"),
    (r"\bunpaid\b|\boutstanding\b|\boverdue\b", r"\bpaid\b|\bsettled\b"),
    (r"\bexpired\b|\blapsed\b|\bout of date\b", r"\brenewed\b|\bre-?certified\b|\bvalid (?:to|until|till|through)\b"),
)]


def _other_condition(older: MemoFacts, newer: MemoFacts) -> tuple[str, set[str]] | None:
    """The older memo says a thing is in one of two conditions and the newer one in the other, either way ("Lane
    7 is out of order" / "lane 7 back in play", "The lift is operating" / "the lift is down", "Fen is on holiday" /
    "Fen's back from holiday", "invoice unpaid" / "invoice paid up"): the two said, and their words. The screen
    asks it of every pair, so the conditions a text says are read once per text (`_conditions`)."""
    if "restated" in newer.cues or older.tentative:
        return None
    for (old_one, old_other), (new_one, new_other) in zip(_conditions(older.plain), _conditions(newer.plain)):
        # One condition in the older memo and the other in the newer, neither memo saying both.
        for was, now, was_again, now_before in ((old_one, new_other, new_one, old_other),
                                                (old_other, new_one, new_other, old_one)):
            if was and now and not now_before and not was_again:
                return (f"'{was}' -> '{now}'",
                        {lemma(w) for said in (was, now) for w in re.findall(r"[a-z']+", said.lower())})
    return None


@lru_cache(maxsize=4096)  # each memo meets many others; the screen, duplicate and contradiction all ask
def _conditions(text: str) -> tuple[tuple[str | None, str | None], ...]:
    """Per pair of `CONDITIONS`, what the first match of each of its two says in `text` (strings, not matches: kept
    for 4,096 texts, nothing for the cyclic collector to traverse)."""
    return tuple(tuple(m.group() if m else None for m in (one.search(text), other.search(text)))
                 for one, other in CONDITIONS)


def _condition_flipped(older: MemoFacts, newer: MemoFacts, pair: _Pair) -> Finding | None:
    """The other condition (`_other_condition`) of the same thing, most of the older subject said again."""
    found = _other_condition(older, newer)
    return _subject_said(older, newer, pair, found[1], found[0]) if found else None


# "3 times" / "5x"; "costs 42 a day" / "now $48/day" (a price said without its currency)
VALUE_FAMILY = {"multiple": "number", "money": "number"}
ENVIRONMENTS = KIND_WORDS["environ"]
CLOUD_REGION = re.compile(r"place:[a-z]{2}-[a-z]+-\d$")  # "us-east-1", "ap-southeast-2"


def another_deployment(older: MemoFacts, newer: MemoFacts, replaced: bool = False) -> bool:
    """One environment, cloud region or hyphenated service name swapped for another before a value that differs,
    or with a state flipped or a name replaced: the same sentence about another deployment ("[staging]
    ingest-worker runs Postgres [15]" / "[production] ingest-worker was upgraded to Postgres [14]"), not a change
    of it. A region swapped alone, or after the value, is a move ("prod runs in eu-west-1" / "prod moved to
    us-east-1", "ledger-db: Postgres 13 in eu-west-1" / "ledger-db is now Postgres 15 in eu-central-1")."""
    pair = aligned_pair(older, newer)
    swaps = pair.substitutions(pair.on_topic_clauses())
    placed = {n: s for n, s in enumerate(swaps) if _names_deployment(s.old) and _names_deployment(s.new)
              or _hyphenated(older, s.old) and _hyphenated(newer, s.new)}
    if not placed:
        return False
    if replaced or _flipped(older.polarity, newer.polarity):
        return True
    for facts, side in ((older, "old"), (newer, "new")):
        named, differing = [], []
        for n, swap in enumerate(swaps):
            for k in getattr(swap, side):
                if n in placed and (_names_deployment((k,)) or ":" not in k):
                    named.append(k)
                elif n not in placed or not CLOUD_REGION.match(k):
                    differing.append(k)
        if differing and _first(facts, named) < _first(facts, differing):
            return True
    return False


def _names_deployment(keys: tuple[str, ...]) -> bool:
    return any(k.startswith(ENVIRONMENTS) or CLOUD_REGION.match(k) for k in keys)


def _hyphenated(facts: MemoFacts, keys: tuple[str, ...]) -> bool:
    """`keys` are the words of one hyphenated name of the memo, as services are named ("ingest-worker")."""
    words = [k for k in keys if ":" not in k]
    return len(words) >= 2 and any(set(words) <= name for name in facts.hyphenated_names)


def _first(facts: MemoFacts, keys: list[str]) -> int:
    """Where the first of `keys` sits in the memo (items in order)."""
    return next((n for n, i in enumerate(facts.items) if i.key in keys), len(facts.items))


def _numbered(facts: MemoFacts) -> dict[str, str]:
    """Plain words followed right away by a whole number that counts nothing, or by a capital letter, when the memo
    gives another value or a state after it ("van 3 is in the shop", "pontoon A is 12 m"): the number or letter
    names which one ("dock 4", "line 3", "zone 12", "bay C"), it is not the memo's value. Not after a name: "Postgres
    13" is a version."""
    found = {}
    items = [i for i in facts.items if not i.aside]
    for before, item in zip(items, items[1:]):
        label = item.kind == "number" and not item.unit and item.key.removeprefix("number:").isdigit() \
            or item.kind == "ident" and len(item.key) == 1
        if before.kind == "word" and label and before.clause == item.clause \
                and item.at == before.at + 1 and any(  # after it: "Mother's Day 2025: 410 bouquets sold"
                    (later.typed or later.kind == "state") and (later.clause, later.at) > (item.clause, item.at)
                    for later in items):
            found[before.key] = item.key
    return found


# What a memo reports as having happened: a dated outcome is one occurrence of an event, not its schedule.
OUTCOME = re.compile(r"\b(?:done|completed?|finished|passed|failed|held|delivered|sold|signed|received|shipped|"
                     r"won|lost|hit|reached|took place|went ahead|ran|carried out|cancell?ed|canceled|record)\b", re.I)
YEAR = re.compile(r"(?:number|date):(?:19|20)\d\d(?:$|-)")
DATED = frozenset(("date", "month", "quarter"))
PERIOD_LABELS = frozenset(lemma(w) for w in ("week", "day", "month", "year", "quarter", "sprint", "season", "round"))


def _another_occurrence(older: MemoFacts, newer: MemoFacts, changes: list[tuple[str, set[str], set[str]]]) -> bool:
    """Two memos, no word of change, reporting what happened on other dates: another occurrence of a recurring
    event, not a change to it ("Safety audit Jan 2025: passed" / "Safety audit Jan 2026: passed", "stocktake
    done 31 Jan" / "stocktake done 28 Feb", "Week 6 order: delivered" / "Week 7 order: delivered"). A date
    said with an outcome by both memos, or a year, or the number of a week or a round after its word."""
    def dated(kind: str, keys: set[str], facts: MemoFacts) -> bool:
        if kind in DATED or all(YEAR.match(k) for k in keys) or kind == "number" and any(YEAR.match(k) for k in keys):
            return True  # "Open day 2024: 320 visitors": a year and what it counted
        labels = {v for w, v in _numbered_periods(facts)}
        return kind == "number" and bool(keys) and keys <= labels
    if not any(dated(kind, old, older) and dated(kind, new, newer) for kind, old, new in changes):
        return False
    return bool(OUTCOME.search(older.plain)) and bool(OUTCOME.search(newer.plain)) or all(
        YEAR.match(k) for kind, old, new in changes if dated(kind, old, older) for k in old | new)


def _numbered_periods(facts: MemoFacts) -> list[tuple[str, str]]:
    """("week", "number:6") for "Week 6": a period's word numbered, which names one occurrence."""
    items = [i for i in facts.items if not i.aside]
    return [(a.key, b.key) for a, b in zip(items, items[1:]) if a.key in PERIOD_LABELS and b.kind == "number"
            and b.at == a.at + 1 and b.clause == a.clause]


def _renumbered(older: MemoFacts, newer: MemoFacts) -> bool:
    """The same word numbered otherwise in each memo: another of its kind, not the same one changed."""
    numbered = _numbered(older)
    if not numbered:
        return False
    theirs = _numbered(newer)
    return any(word in theirs and theirs[word] != number for word, number in numbered.items())


def _one_value_changed(older: MemoFacts, newer: MemoFacts, pair: _Pair) -> Finding | None:
    """The older memo says one value; the newer says another of its kind and nothing else in its place.

    Apart from the value, one memo may say more than the other ("re-estimated team [capacity]", a reason
    after it) but the two may not each say words the other lacks: that is a swapped subject word
    ("[staging] db allows 100" / "[prod] db allows 200"). The newer memo must say it changed; else the
    judge decides.
    """
    old_values = [i for i in older.items if i.typed and not i.aside and i.kind != "timezone"]
    new_values = [i for i in newer.items if i.typed and not i.aside and not i.old and i.kind != "timezone"]
    if len(old_values) > 1 and any(i.kind in ("duration", "frequency") for i in old_values + new_values):
        # A rate's period said by both is no value of its own: "42 a day" / "$48/day" changes the 42.
        old_periods = {_period(k) for k in older.keys} - {None}
        new_periods = {_period(k) for k in newer.keys} - {None}
        old_values = [i for i in old_values if _period(i.key) not in new_periods]
        new_values = [i for i in new_values if _period(i.key) not in old_periods]
    if len(old_values) != 1 or not new_values or _flipped(older.polarity, newer.polarity):
        return None
    old = old_values[0]
    family = VALUE_FAMILY.get(old.kind, old.kind)
    same_kind = [i for i in new_values if VALUE_FAMILY.get(i.kind, i.kind) == family
                 and i.key.partition(":")[2] != old.key.partition(":")[2]]
    if len(same_kind) != 1 or pair.in_older(same_kind[0].key):
        return None
    new = same_kind[0]
    # The old value may be named again, as the old one, in another clause: "fires at 5%, 2% was too noisy".
    if any(i.key == old.key and i.clause == new.clause for i in newer.items):
        return None
    same_unit = old.unit and new.unit and (old.unit == new.unit or abbreviates(*sorted((old.unit, new.unit), key=len)))
    if old.unit and new.unit and not same_unit:
        return None  # "3 nodes" / "5 shards": different things counted
    if old.kind == "number" == new.kind and not same_unit and not pair.comparable_number(new, old_values):
        return None  # "OpenSearch 2.11" / "6 data nodes": a version and a count
    if newer.cues & {"addition", "restated", "unchanged", "reminded"} - older.cues:
        return None
    older_words = [i.key for i in older.items if i.kind in SUBJECT_KINDS and not i.aside and i.substantive]
    newer_words = [i.key for i in newer.items if i.kind in SUBJECT_KINDS and not i.aside and not i.old
                   and i.substantive]
    if len(set(older_words)) < 2:
        return None  # a thin subject: "limit is 10" says too little to be the same limit
    only_old = {k for k in older_words if not pair.in_newer(k)}
    only_new = {k for k in newer_words if not pair.in_older(k)}
    for a, b in paired_abbreviations(only_old, only_new):  # "points" / "pts", a typo
        only_old, only_new = only_old - {a}, only_new - {b}
    if len(only_old) * 3 > len(set(older_words)) or only_old and only_new and (
            len(only_old) > 1 or "change" not in newer.cues or any(
                i.key in only_old and i.kind != "word" for i in older.items)):
        return None  # a subject word or name swapped, or too little of the older subject said again
    if only_new and (pair.narrowed() or "change" not in newer.cues):
        return None  # "Backups are kept 14 days" / "Backups for the users DB are kept 30 days"
    what = WHAT_OF_KIND.get(old.kind, old.kind)
    if "change" not in newer.cues:
        return Finding("unsure", "one_value", f"{what} {_show([old.key])} or {_show([new.key])}?", 0.5)
    return Finding("contradiction", f"changed_{RULE_OF_KIND.get(old.kind, 'value')}",
                   f"same subject, one {what} said: {_show([old.key])} -> {_show([new.key])}", 0.7)


def _by_slots(older: MemoFacts, newer: MemoFacts, pair: _Pair) -> Finding | None:
    subject_keys = older.subject
    if not subject_keys:
        return None
    on_topic = pair.on_topic_clauses()
    naming_old = on_topic | pair.clauses_naming_old()  # "replaced jenkins with github actions"
    if not naming_old:
        return None
    clauses = [c for c in newer.clauses if c.index in on_topic]
    cues = frozenset(cue for c in clauses for cue in c.cues)
    if "addition" in cues and "addition" not in older.cues and "no_longer" not in cues:
        return None  # "also", "too": an addition, unless the old fact is said to hold no longer
    coverage = len({k for k in subject_keys if pair.in_newer(k)}) / len(subject_keys)
    changes = pair.value_changes(on_topic)
    replaced = pair.replaced(naming_old)
    substitutions = pair.substitutions(on_topic)
    slots = sum(s.slots for s in substitutions)
    named_swaps = [s for s in substitutions if s.kind in ("subject", "value")]
    changed = "change" in newer.cues
    # What a memo says of its subject's state: not what an aside says of something else
    # ("(db-stg-01 is decommissioned)"), but a bare state in parentheses counts ("behind a flag (off)").
    newer_polarity = polarity_of(_stating(newer, clauses))
    older_polarity = polarity_of(_stating(older, older.clauses))
    commentary = [c for c in newer.clauses if not c.aside and c.index not in pair.clauses_with_words()]
    restated = any("restated" in c.cues for c in clauses + commentary if not c.aside) or (
        ("unchanged" in newer.cues or "reminded" in newer.cues) and not changed)

    named_old = any(i.key in replaced and i.kind != "word" for i in older.items)
    only_the_replacement = bool(replaced) and pair.only_the_replacement(replaced)
    if replaced and changed and not restated and (
            named_old or newer_polarity == "neg" or pair.says_something_new(naming_old) or only_the_replacement):
        others = subject_keys - replaced
        covered = {k for k in others if pair.in_newer(k)}
        if covered and len(covered) / len(others) >= 1 / 3 or only_the_replacement:
            new = pair.new_items(naming_old)
            what = f"{_show(replaced)}" + (f" with {_show(new)}" if new else "")
            return Finding("contradiction", "replaced", f"newer memo replaces {what}", 0.85)
    if not on_topic:
        return None
    # One name or value swapped where values sit stands for a thin shared subject ("auth is via [Auth0]"),
    # if the swap takes at most half of the subject ("[sre] runs the [status] page" is another subject).
    changed_old = {k for _, old, _ in changes for k in old}
    # ... or holds the changed value, the newer memo saying nothing the older does not, its head included
    # ("dependabot opens PRs weekly" / "dependabot runs daily now").
    swap = named_swaps[0] if len(named_swaps) == 1 else None
    at_most_half = swap is not None and len(subject_keys & set(swap.old_words)) * 2 <= len(subject_keys)
    one_swap = swap is not None and (swap.kind == "subject" and swap.at_value and at_most_half
                                     or swap.named and (changes or at_most_half)
                                     or changed_old & set(swap.old) and pair.subject_within_older(on_topic))
    # A short newer memo about the same subject ("main branch is frozen for the release" / "main is unfrozen"),
    # when the older memo said a state outright.
    said_of_subject = bool(older_polarity) and _flipped(older_polarity, newer_polarity) \
        and pair.subject_within_older(on_topic)
    if coverage < SUBJECT_COVERAGE and not one_swap and not said_of_subject:
        if (changes or replaced) and changed and coverage >= 1 / 3 and not restated:
            return Finding("unsure", "thin_subject", "a change on a partly shared subject", 0.5)
        return None
    if changes and _renumbered(older, newer):
        return None  # "[dock 4] handles 18 trailers" / "[dock 2] handles 11 trailers": another numbered subject
    if changes and not changed and _another_occurrence(older, newer, changes):
        return None  # "Safety audit [Jan 2025]: passed" / "Safety audit [Jan 2026]: passed": the next one
    if changes:
        changed_new = {k for _, _, new in changes for k in new}
        if not any(changed_old & set(s.old) or changed_new & set(s.new) for s in substitutions):
            slots += 1  # the changed value sits apart from any aligned slot
        if _flipped(older_polarity, newer_polarity) and not changed:
            slots += 1  # "the v1 webhooks are deprecated" / "the v2 webhooks are GA": a value and a state
        # Values of unrelated kinds differ, with no word of change: "captain for [4.2] is [Priya]" / "for [4.3] is
        # [Tom]" names another release (a schedule's day and time, an owner and a place, go together).
        if not changed:
            slots += len({FAMILY_OF.get(kind, kind) for kind, _, _ in changes}) - 1
        narrowed = pair.narrowed()
        if narrowed:
            slots += 1  # "Backups are kept 14 days" / "Backups for the users DB are kept 30 days"
        head_swapped = narrowed or any(s.kind == "subject" and (s.compound and (s.at_start or s.slots == 2)
                                                                or s.moved) for s in substitutions)
        thin = coverage < SUBJECT_COVERAGE  # let through by its one swap: no room for a reworded subject too
        if slots > 2 or (slots == 2 and (not changed or head_swapped or thin)):
            return None  # "Staging runs Postgres 15" / "Prod runs Postgres 14": another subject
        if restated:
            return Finding("unsure", "restated_value", "restates the subject with another value", 0.5)
        kind, old, new = changes[0]
        reworded = " (subject reworded)" if slots == 2 else ""
        return Finding("contradiction", f"changed_{RULE_OF_KIND.get(kind, 'value')}",
                       f"same subject, {WHAT_OF_KIND.get(kind, kind)} {_show(old)} -> {_show(new)}{reworded}",
                       0.7 if slots == 2 else 0.85 if changed else 0.8)
    # A state is said of the whole subject, its values included: "[friday] deploys are allowed".
    # A thin subject counts its values too: "[friday] deploys are allowed" is not "deploys" alone.
    stated = subject_keys if len(subject_keys) > 1 else subject_keys | {
        i.key for i in older.items if i.typed and not i.aside and i.kind != "timezone"}
    flip_coverage = len({k for k in stated if pair.in_newer(k)}) / len(stated)
    if flip_coverage >= FLIP_COVERAGE and not _topic_said(older, subject_keys, pair):
        flip_coverage = 0.0  # only the service's name and its environment said again: another fact about it
    if _flipped(older_polarity, newer_polarity) and not restated and (
            flip_coverage >= FLIP_COVERAGE or said_of_subject):
        aligned = any(s.kind == "flip" for s in substitutions)  # the two states sit in the same place
        if any(s.kind == "subject" and not s.moved for s in substitutions) and not aligned or (
                any(s.kind == "state" for s in substitutions) and "no_longer" not in cues):
            return None  # "rejects tokens" / "logs tokens": another predicate, not a flip
        if "no_longer" in cues:
            return Finding("contradiction", "no_longer", "newer memo says this no longer holds", 0.85)
        return Finding("contradiction", "state_flip",
                       f"same subject, {STATE_NAMES[older_polarity]} -> {STATE_NAMES[newer_polarity]}", 0.8)
    if older_polarity == newer_polarity == "neg" and not restated and flip_coverage >= FLIP_COVERAGE \
            and _gone(newer, on_topic) and not _gone(older, None):
        return Finding("contradiction", "state_flip", "same subject, off / read-only -> gone (removed, retired)", 0.8)
    named = [s for s in substitutions if s.kind in ("subject", "value")]
    if len(named) == 1 and slots == 1 and not restated and named[0].short and changed \
            and (older_polarity == newer_polarity or "no_longer" in cues):  # a state said by one memo only
        # A name swapped for another with a word of change: a new tool, owner or place when it sits
        # where values sit; a name swapped with no word of change is left alone (two statements).
        swap = named[0]
        if len(subject_keys & set(swap.old_words)) * 2 > len(subject_keys):
            return None  # most of the subject swapped: another subject
        if any(_is_holder(k) for k in swap.old) and set(swap.new) <= set(swap.new_words) \
                and not (len(swap.new) == 1 and len(swap.new[0]) <= 4):
            return None  # an owner or place against plain words (not a team: "sre") names no new one
        rest = subject_keys.difference(swap.old)
        if not rest or len({k for k in rest if pair.in_newer(k)}) / len(rest) < SUBJECT_COVERAGE:
            return None
        if swap.at_value:
            return Finding("contradiction", "changed_name",
                           f"same subject, {_show(swap.old)} -> {_show(swap.new)}", 0.7)
        return Finding("unsure", "swapped_name", f"{_show(swap.old)} or {_show(swap.new)}?", 0.5)
    return None


FAMILY_OF = {**{kind: "schedule" for kind in ("day", "time", "frequency", "daypart", "date", "month", "ordinal",
                                             "quarter", "timezone")}, "place": "person"}
RULE_OF_KIND = {"person": "owner", "place": "location", "day": "schedule", "time": "schedule", "frequency": "schedule",
                "daypart": "schedule", "date": "schedule", "month": "schedule", "ordinal": "schedule",
                "quarter": "schedule", "number": "value", "size": "value", "mass": "value", "volume": "value",
                "temperature": "value", "duration": "value",
                "percent": "value", "money": "value", "multiple": "value", "mode": "value", "tier": "value",
                "status": "status"}
WHAT_OF_KIND = {"person": "owner", "place": "location", "day": "day", "time": "time", "frequency": "frequency", "number": "value",
                "size": "size", "mass": "weight", "volume": "volume", "temperature": "temperature",
                "duration": "duration", "percent": "percentage", "money": "amount",
                "ordinal": "position", "mode": "mode", "tier": "tier", "date": "date", "status": "status"}
STATE_NAMES = {"pos": "on / allowed", "": "stated as holding", "neg": "off / not / no longer",
               "required": "required", "limited": "limited (beta, maintenance)"}


def _at_value(facts: MemoFacts, item: Item) -> bool:
    """Where a memo's value sits: an owner or place, the last word of its clause, or what it uses."""
    if item.kind in HOLDER_KINDS:
        return True
    last = [i for i in facts.items if i.clause == item.clause and i.kind != "state"]
    return (last and last[-1] is item) or bool(re.search(
        r"\b(?:use|uses|using|used|via|with|on)\s+(?:the\s+)?" + re.escape(item.key), facts.plain.lower()))


SCHEDULE_KINDS = {"day", "frequency", "ordinal"}
DAYS_IN = {"weekday": 5, "weekend": 2}


def _per_day(items: list[Item]) -> float | None:
    """How many times a day a schedule happens, when its values say: a frequency, days of the week, or days
    of the month ("first thursday of the month", "the 1st and 15th")."""
    values = {kind: [i.key.split(":", 1)[1] for i in items if i.kind == kind] for kind in {i.kind for i in items}}
    if "frequency" in values:
        return float(values["frequency"][0])
    ordinals = set(values.get("ordinal", ()))
    if ordinals and ("day" in values or len(ordinals) > 1):
        return len(ordinals) / 30
    if "day" in values and not ordinals:
        return sum(DAYS_IN.get(day, 1) for day in set(values["day"])) / 7
    return None


def _gone(facts: MemoFacts, clauses: set[int] | None) -> bool:
    """Says the thing was removed, retired or decommissioned (in `clauses`, or anywhere)."""
    return any(i.kind == "state" and i.unit == "gone" and not i.aside and (clauses is None or i.clause in clauses)
               for i in facts.items)


def _topic_said(older: MemoFacts, subject_keys: set[str], pair: _Pair) -> bool:
    """The newer memo says again a word of what the older one says of its subject, not only the names and the
    environment it is about ("[deploys of] auth-gateway to production [no longer happen on Monday]" /
    "production auth-gateway [runs Postgres 15]"): a compound's parts are its name ("auth-gateway"), as are
    names and identifiers."""
    named = {k for keys in older.compounds for k in keys} | {
        i.key for i in older.items if i.kind in ("name", "ident")}
    topic = {k for k in subject_keys if k not in named and not k.startswith(ENVIRONMENTS)}
    return not topic or any(pair.in_newer(k) for k in topic)


def _stating(facts: MemoFacts, clauses) -> list:
    """The clauses whose state is said of the memo's subject: not asides with words of their own."""
    worded = {i.clause for i in facts.items if i.aside and i.kind in SUBJECT_KINDS}
    return [c for c in clauses if not (c.aside and c.index in worded)]


def _flipped(older: str, newer: str) -> bool:
    """States that cannot both hold. A requirement only contradicts an explicit permission."""
    if "required" in (older, newer):
        return {older, newer} == {"required", "pos"}
    return (older or "pos") != (newer or "pos")


def _show(keys) -> str:
    return ", ".join(sorted(_shown(k) for k in keys))


EVERY = {24: "hourly", 1: "daily", 1 / 7: "weekly", 1 / 14: "every 2 weeks", 1 / 30: "monthly", 1 / 90: "quarterly",
         1 / 360: "yearly"}


def _shown(key: str) -> str:
    """A value as people write it: "weekly", not its rate per day."""
    kind, _, value = key.partition(":")
    if not value:
        return key
    if kind == "frequency":
        rate = float(value)
        if rate > 24:
            return f"every {1440 / rate:.3g} minutes"
        return next((name for per_day, name in EVERY.items() if abs(per_day - rate) < 1e-3 * per_day),
                    f"{rate:.3g} times a day")
    if kind in ("duration", "size"):
        amount = float(value)
        units = DURATIONS if kind == "duration" else SIZES
        # The largest unit that counts it whole: "90 seconds", not "1.5 minutes".
        size, name = next(((size, name) for size, name in units if amount >= size
                           and abs(amount / size - round(amount / size)) < 1e-6), units[-1])
        return f"{amount / size:.4g} {name}"
    return value


DURATIONS = [(31536000, "years"), (86400, "days"), (3600, "hours"), (60, "minutes"), (1, "seconds"), (0.001, "ms")]
SIZES = [(1e12, "TB"), (1e9, "GB"), (1e6, "MB"), (1e3, "KB"), (1, "bytes")]


@dataclass(frozen=True)
class _Swap:
    kind: str  # "subject" (words, names, identifiers on both sides), "value", "state" (a state against a word)
    old: tuple[str, ...]
    new: tuple[str, ...]
    at_value: bool  # the older memo's side ends it or holds a name: where values sit
    slots: int  # how many things differ here: a subject word and a value swapped together are two
    at_start: bool = False  # the older memo's side opens it: where the subject's head sits
    named: bool = False  # the older memo's side is a name or identifier where values sit, not a typed value
    moved: bool = False  # paired although the two sides sit apart: the subject moved in the sentence
    compound: bool = False  # the newer side sits right before a shared word: "[refunds] service"
    old_words: tuple[str, ...] = ()  # the older side's subject words, without a name where values sit
    new_words: tuple[str, ...] = ()  # the newer side's plain words (no names, identifiers or values)

    @property
    def old_values(self) -> bool:
        return any(":" in k for k in self.old)

    @property
    def new_values(self) -> bool:
        return any(":" in k for k in self.new)

    @property
    def short(self) -> bool:
        """A name for a name ("Jenkins" / "GitHub Actions"), not a new attribute with its value."""
        return 0 < len(self.old) <= 2 and 0 < len(self.new) <= 2 and not any(
            ":" in k and not _is_holder(k) and not k.startswith("mode:") for k in self.old + self.new)


def _once_per_pair(method):
    """A question about the pair answered once: `duplicate`, `contradiction`, `another_deployment` and the learned
    reader ask the same ones of a pair, and its memos never change. A set it answers comes back frozen."""
    name = method.__name__

    @functools.wraps(method)
    def asked(self, *args):  # none, or the newer memo's clauses
        key = (name, frozenset(args[0]) if type(args[0]) is set else args[0]) if args else name
        found = self._answers.get(key)  # no question's answer is None
        if found is None:
            found = method(self, *args)
            found = self._answers[key] = frozenset(found) if type(found) is set else found
        return found
    return asked


@lru_cache(maxsize=64)
def aligned_pair(older: MemoFacts, newer: MemoFacts) -> "_Pair":
    """The two memos' items matched, once per pair: the learned reader (`memo_pair_model`) reads the pairs
    `contradiction` left undecided, and asks the same questions of them."""
    return _Pair(older, newer)


class _Pair:
    """The older and newer memo's items matched to each other."""

    def __init__(self, older: MemoFacts, newer: MemoFacts):
        self.older, self.newer = older, newer
        self._older_keys = older.keys
        self._newer_keys = newer.keys
        # Each key is looked up many times per pair (coverage, runs, values): answered once.
        self._in_newer: dict[str, bool] = {}
        self._in_older: dict[str, bool] = {}
        self._answers: dict[tuple, object] = {}  # `_once_per_pair`

    def _present(self, key: str, keys: frozenset[str], other: MemoFacts, own: frozenset[str] = frozenset()) -> bool:
        if key in keys:
            return True
        index = _keys_index(keys)
        if _is_holder(key):  # "Marta Silva" written "marta silva", "Better Uptime" as "betteruptime"
            names = key.split(":", 1)[1].split()
            if any(c in names[0] for c in "#/:") and not index.holders:
                return False  # a channel, path or URL is its own name: "#deploys" is not "deploys"
            # "on-call" and "oncall" are one word.
            names = [n.replace("-", "") for n in names]
            # One holder written longer or shorter: "the platform team" / "platform eng", "omar" / "team omar leads".
            if any(h <= set(names) or set(names) <= h for h in index.holders):
                return True
            held = index.held
            # A word of it mistyped or written short ("the maint shop" / "the maintenance shop"; one letter
            # apart is a typo or another one, "pool-a" / "pool-c", which `mistyped` tells apart).
            return all(n in keys or lemma(n) in keys or n in held or any(
                mistyped(n, h) or abs(len(n) - len(h)) > 1 and abbreviates(*sorted((n, h), key=len)) for h in held)
                       for n in names) or lemma("".join(names)) in keys
        if ":" in key:
            return False
        if key in other.joined_words or key in other.acronyms or key in other.snake_words:
            return True
        if "_" in key and all(lemma(part) in keys for part in key.split("_") if part):
            return True  # "statement_timeout" / "statement timeout"
        if key in index.holder_words:
            return True
        if lemma("on" + key) in keys or lemma("in" + key) in keys or key in index.prefixed:
            return True  # "on call" / "on-call", "in app" / "in-app"
        if len(key) >= 4 and key.isalpha():
            # An abbreviation ("perf" / "performance") or a compound's part ("processor" / "subprocessor"),
            # not a different name sharing a stem ("check" / "checkly").
            return any(abs(len(k) - len(key)) >= 3
                       and (k.startswith(key) or key.startswith(k) or k.endswith(key) or key.endswith(k))
                       for k in index.long_words)
        if len(key) == 3 and key.isalpha():  # "end" of "frontend"; not "pro" of "project" when both memos say it
            return any(len(k) >= 6 and (k.startswith(key) or k.endswith(key)) and k not in own
                       for k in index.long_words)
        return False

    def in_newer(self, key: str) -> bool:
        found = self._in_newer.get(key)
        if found is None:
            found = self._in_newer[key] = self._present(key, self._newer_keys, self.newer, self._older_keys) or any(
                key in window and acronym in self._newer_keys for acronym, window in self.older.acronyms.items())
        return found

    def in_older(self, key: str) -> bool:
        found = self._in_older.get(key)
        if found is None:
            found = self._in_older[key] = self._present(key, self._older_keys, self.older, self._newer_keys) or any(
                key in window and acronym in self._older_keys for acronym, window in self.newer.acronyms.items())
        return found

    @_once_per_pair
    def clauses_with_words(self) -> frozenset[int]:
        return {i.clause for i in self.newer.items if i.kind in SUBJECT_KINDS}

    @_once_per_pair
    def on_topic_clauses(self) -> frozenset[int]:
        """Clauses of the newer memo that repeat a subject word of the older one."""
        subject = self.older.subject
        found = {i.clause for i in self.newer.items
                 if not i.old and i.kind in SUBJECT_KINDS and (i.key in subject or self.in_older(i.key))}
        # An aside belongs to the clause it explains.
        return found | {c.index for c in self.newer.clauses if c.aside and c.index - 1 in found}

    def subject_within_older(self, on_topic: set[int]) -> bool:
        """Every subject word the newer memo says is one of the older memo's, its head (its first word or first
        name: "Project [Falcon]") among them."""
        said = [i for i in self.newer.items if i.clause in on_topic and not i.aside and not i.old
                and i.kind in SUBJECT_KINDS]
        if not said or not all(self.in_older(i.key) for i in said):
            return False
        subject = [i for i in self.older.items if i.kind in SUBJECT_KINDS and not i.aside]
        # A word with a digit names one thing as a name does: "Fermenter [FV5]", "turbine [G14]".
        heads = subject[:1] + [i for i in subject if i.kind != "word" or any(c.isdigit() for c in i.key)][:1]
        return any(self.in_newer(i.key) for i in heads)

    @_once_per_pair
    def clauses_naming_old(self) -> frozenset[int]:
        """Clauses of the newer memo that name a word of the older one as the old value."""
        return {i.clause for i in self.newer.items
                if i.old and any(_same(k, frozenset((i.key,))) for k in self._older_keys)}

    @_once_per_pair
    def value_changes(self, on_topic: set[int]) -> list[tuple[str, set[str], set[str]]]:
        """(kind, old values, new values) for each kind both memos give a value of."""
        older_values = [i for i in self.older.items if i.typed and i.kind != "timezone"]
        current = [i for i in self.newer.items if i.typed and not i.old]
        # Said outside asides: "(chromatic got too pricey)" names the old place, it does not keep it.
        current_keys = frozenset(i.key for i in self.newer.items if not i.old and not i.aside)
        changes = []
        for kind in dict.fromkeys(i.kind for i in older_values):
            old = {i.key for i in older_values if i.kind == kind}
            said_on_topic = {i.key for i in current if i.kind == kind and i.clause in on_topic}
            new_items = [i for i in current if i.kind == kind and i.key not in old
                         and not (kind in HOLDER_KINDS and self._present(i.key, self._older_keys, self.older))]
            if kind == "number":
                new_items = [i for i in new_items if self.comparable_number(i, older_values)]
            missing = {k for k in old - said_on_topic
                       if not (kind in HOLDER_KINDS and self._present(k, current_keys, self.newer))}
            if missing and new_items:
                changes.append((kind, missing, {i.key for i in new_items}))
        if not any(kind in SCHEDULE_KINDS for kind, _, _ in changes):
            changes.extend(self._schedule_change(on_topic))
        return changes

    def _schedule_change(self, on_topic: set[int]) -> list[tuple[str, set[str], set[str]]]:
        """A schedule written another way that happens as often or not: "runs sundays" / "runs every night",
        "on the 1st and 15th" / "every night" (but "weekly" / "on Mondays" is the same schedule)."""
        old = [i for i in self.older.items if i.kind in SCHEDULE_KINDS and not i.aside]
        new = [i for i in self.newer.items if i.kind in SCHEDULE_KINDS and not i.aside and not i.old
               and i.clause in on_topic]
        if not old or not new or {i.key for i in old} == {i.key for i in new}:
            return []  # one day kept, another rate ("every other Wednesday" / "every Wednesday") is a new schedule
        old_rate, new_rate = _per_day(old), _per_day(new)
        if old_rate is None or new_rate is None or abs(old_rate - new_rate) <= 0.1 * max(old_rate, new_rate):
            return []
        return [("frequency", {i.key for i in old}, {i.key for i in new})]

    def comparable_number(self, item: Item, older_values: list[Item]) -> bool:
        """Numbers count different things when the newer one counts what the older memo never names
        ("6 data nodes" against "OpenSearch 2.11"), or both name what they count and differ."""
        if item.unit and not self.in_older(item.unit) and not self._unit_in_older(item.unit):
            return False
        for old in older_values:
            if old.kind != "number":
                continue
            if ("." in old.key) != ("." in item.key) and (old.unit or item.unit):
                continue  # a version ("3.12") and a count ("two owners") measure different things
            if not old.unit or not item.unit or old.unit == item.unit:
                return True
            if self.in_newer(old.unit) or self.in_older(item.unit) or abbreviates(*sorted((old.unit, item.unit), key=len)):
                return True
        return False

    def _unit_in_older(self, unit: str) -> bool:
        """The newer memo counts in a unit the older one writes short: "600 requests" / "1000 req/min"."""
        return any(abbreviates(k, unit) for k in self._older_keys if len(k) >= 3 and len(k) < len(unit))

    @_once_per_pair
    def replaced(self, on_topic: set[int]) -> frozenset[str]:
        """Keys of the older memo the newer one names as the old value, and no longer says (unless the older
        memo named it as old already: "the v1 api is deprecated" / "the soap api is deprecated")."""
        old_in_newer = frozenset(i.key for i in self.newer.items if i.old)
        current = frozenset(i.key for i in self.newer.items if not i.old and i.clause in on_topic)
        return {i.key for i in self.older.items if not i.aside and i.kind != "state" and not i.old
                and _same(i.key, old_in_newer) and i.key not in current}

    def says_something_new(self, on_topic: set[int]) -> bool:
        """The newer memo names something the older one does not (the replacement)."""
        return any(not i.old and i.kind != "state" and i.substantive and not self.in_older(i.key)
                   for i in self.newer.items if i.clause in on_topic)

    def only_the_replacement(self, replaced: set[str]) -> bool:
        """The newer memo names the older memo's value as the old one, and its replacement, and nothing else
        ("auth is via Auth0" / "moved off auth0 to keycloak"): whatever the subject was called."""
        old = [i for i in self.newer.items if i.old]
        said_off = {c.index for c in self.newer.clauses if c.polarity == "neg"}  # "the soap api is deprecated"
        current = [i for i in self.newer.items if not i.aside and not i.old and i.clause not in said_off
                   and (i.kind in SUBJECT_KINDS or i.kind in HOLDER_KINDS)
                   and not any(o.clause == i.clause and abs(o.at - i.at) == 1 for o in old)]  # "legacy [soap api]"
        if any(i.at == 0 and i.kind == "word" for i in current):
            return False  # a word that opens its clause is its subject, not a replacement ("Falcon is shelved")
        return 0 < len(current) <= 2 and not any(self.in_older(i.key) for i in current) and any(
            _at_value(self.older, i) for i in self.older.items if i.key in replaced)

    def new_items(self, on_topic: set[int]) -> set[str]:
        return {i.key for i in self.newer.items
                if i.clause in on_topic and not i.old and i.kind != "state" and not self.in_older(i.key)
                and i.kind != "word"}

    @_once_per_pair
    def substitutions(self, on_topic: set[int]) -> list[_Swap]:
        """Places where both memos say something different between the same shared words.

        Each memo is cut into runs of items the other memo lacks; a run of the older memo
        and a run of the newer one that sit after the same shared word, or before the same
        shared word, fill the same slot ("[Staging] runs Postgres [15]" / "[Prod] runs
        Postgres [14]": two slots). When each memo has one run and they sit apart, the
        subject moved in the sentence and the two runs are its slot ("error tracking: [sentry]"
        / "we use [rollbar] now for error tracking").
        """
        return self._aligned(frozenset(on_topic))

    @_once_per_pair
    def narrowed(self) -> bool:
        """The newer memo ties a word the older lacks to the shared subject with "for" or "of": another, narrower
        subject ("Backups are kept 14 days" / "Backups [for the users DB] are kept 30 days", "Prod runs in
        ap-northeast-1" / "[Grafana for] prod is at grafana.internal"). Not the other way round: an older memo
        says "the TTL for product listings", a newer one "listing cache ttl"."""
        return self._ties(self.newer, self.in_older)

    def tied_on_one_side(self) -> bool:
        """Either memo ties a word the other lacks to the shared subject with "for" or "of" (`narrowed`, or the older
        memo the narrower one): no light paraphrase ("Standard turnaround ..." / "Standard turnaround [for booklets]
        ...", either way round)."""
        return self.narrowed() or self._ties(self.older, self.in_newer)

    def _ties(self, facts: MemoFacts, in_other) -> bool:
        return any(in_other(left) != in_other(right) for left, right in _tied_words(facts.plain))

    def _aligned(self, on_topic: frozenset[int]) -> list[_Swap]:
        older = [i for i in self.older.items if not i.aside]
        newer = [i for i in self.newer.items if i.clause in on_topic and not i.aside and not i.old]
        older_runs = _runs(older, [self.in_newer(i.key) for i in older], [i.key for i in older])
        newer_runs = _runs(newer, [self.in_older(i.key) for i in newer], [self._as_older_key(i.key) for i in newer])
        swaps, used = [], set()
        for left, right, old, _, before in older_runs:
            for index, (n_left, n_right, new, n_after, n_before) in enumerate(newer_runs):
                last = right is None and n_right is None and index == len(newer_runs) - 1
                if index in used or not ((left and left == n_left) or (right and right == n_right) or last):
                    continue
                used.add(index)
                # Both sides name a thing right before or after the same shared word: the head of the
                # subject changed ("[refunds] service", "support [coverage]" / "support [macros]").
                compound = _next_to(new, n_after) or left is not None and left == n_left \
                    and _right_after(old, before) and _right_after(new, n_before)
                swap = _swap(old, new, at_end=right is None, at_start=left is None, new_at_end=n_right is None,
                             tied=self.older.tied_words, compound=compound)
                if swap:
                    swaps.append(swap)
                break
        if not used and len(older_runs) == 1 and len(newer_runs) == 1 and not any(
                i.kind == "state" for run in (older_runs[0], newer_runs[0]) for i in run[2]):
            (left, right, old, _, _), (n_left, n_right, new, _, _) = older_runs[0], newer_runs[0]
            moved = (left is None) != (n_left is None)  # one run opens its memo, the other does not
            swap = _swap(old, new, at_end=right is None or moved, at_start=left is None and not moved,
                         new_at_end=n_right is None or moved, moved=True)
            if swap:
                swaps.append(swap)
                used.add(0)
        return swaps

    def _as_older_key(self, key: str) -> str:
        """The older memo's key that `key` is a shortened or lengthened form of ("cert" for "certify"), else
        `key`. Of several ("certific" and "certify"), the closest in length, then the first alphabetically:
        never the first in set order, which changes with string hashing from one process to the next."""
        if key in self._older_keys or ":" in key:
            return key
        if len(key) >= 4 and key.isalpha():
            matches = [k for k in _keys_index(self._older_keys).long_words if k.startswith(key) or key.startswith(k)]
            if matches:
                return min(matches, key=lambda k: (abs(len(k) - len(key)), k))
        return key


@dataclass(frozen=True)
class _KeysIndex:
    """What `_Pair._present` asks of one memo's keys for every key of the other, read once per set of keys."""

    holders: tuple[frozenset[str], ...]  # each owner's or place's words, hyphens dropped
    held: frozenset[str]  # all of those words
    holder_words: frozenset[str]  # every owner's and place's words and their lemmas (`_holder_words`)
    prefixed: frozenset[str]  # its words of letters run on after "on" or "in", lemmatized: "call" -> "oncall"
    long_words: tuple[str, ...]  # its words of letters of four letters or more


@lru_cache(maxsize=4096)
def _keys_index(keys: frozenset[str]) -> _KeysIndex:
    holders = tuple(frozenset(k.split(":", 1)[1].replace("-", "").split()) for k in keys if _is_holder(k))
    return _KeysIndex(holders, frozenset().union(*holders),
                      frozenset(w for k in keys if _is_holder(k) for w in _holder_words(k)),
                      frozenset(lemma(prefix + k) for k in keys if k.isalpha() for prefix in ("on", "in")),
                      tuple(k for k in keys if len(k) >= 4 and k.isalpha()))


@lru_cache(maxsize=4096)
def _tied_words(plain: str) -> tuple[tuple[str, str], ...]:
    """The lemmas of two subject words a memo ties with "for" or "of" ("backups for the users DB"), in order:
    read once per memo, asked of each pair it is in (`_Pair.narrowed`)."""
    return tuple((lemma(m.group(1)), lemma(m.group(2))) for m in FOR_OF.finditer(plain.lower())
                 if _subject_word(m.group(1)) and _subject_word(m.group(2)))


def _subject_word(word: str) -> bool:
    return word.isalpha() and len(word) > 1 and not word_is_filler(word) and not is_unit(word)


def _same(key: str, keys: frozenset[str]) -> bool:
    """`key` is one of `keys`, allowing for a person's name in lower case and a shortened name ("rabbit")."""
    if key in keys:
        return True
    if _is_holder(key):  # "Firebase Crashlytics" named by one of its words
        names = key.split(":", 1)[1].split()
        return all(lemma(n) in keys or n in keys for n in names) or len(names) > 1 and any(
            len(n) >= 4 and (lemma(n) in keys or n in keys) for n in names)
    return len(key) >= 4 and key.isalpha() and any(
        len(k) >= 4 and k.isalpha() and (k.startswith(key) or key.startswith(k)) for k in keys)


def mistyped(a: str, b: str) -> bool:
    """A long name written with a letter dropped or added inside it, or two letters swapped ("Oyelaran" /
    "Oyelran", "Panasonic" / "Panasonc"): not another name, which differs at an end ("Martin" / "Martina",
    "Christina" / "Christine") or in a letter changed."""
    if a == b or min(len(a), len(b)) < 6 or not (a.isalpha() and b.isalpha()) or a[0] != b[0] or a[-1] != b[-1]:
        return False
    if len(a) == len(b):
        differ = [i for i in range(len(a)) if a[i] != b[i]]
        return len(differ) == 2 and differ[1] == differ[0] + 1 and a[differ[0]] == b[differ[1]] \
            and a[differ[1]] == b[differ[0]]
    short, long = sorted((a, b), key=len)
    return len(long) - len(short) == 1 and any(long[:i] + long[i + 1:] == short for i in range(1, len(long) - 1))


def _is_holder(key: str) -> bool:
    return key.startswith(("person:", "place:"))


@lru_cache(maxsize=65536)
def _holder_words(key: str) -> frozenset[str]:
    """The words of an owner or place ("place:design-system" -> design, system, design-system), and their lemmas."""
    name = key.split(":", 1)[1]
    words = set(name.split()) | set(re.split(r"[\s\-/.]+", name)) | {name.replace(" ", "")}
    return frozenset(words | {lemma(w) for w in words})  # "Better Uptime" also as "betteruptime"


def _runs(items: list[Item], matched: list[bool], keys: list[str]
          ) -> list[tuple[str | None, str | None, list[Item], Item | None, Item | None]]:
    """(shared key before, shared key after, items, shared item after, shared item before) for each run of
    unmatched items."""
    runs, current, left, left_item = [], [], None, None
    for item, found, key in zip(items, matched, keys):
        if found:
            if current:
                runs.append((left, key, current, item, left_item))
                current = []
            left, left_item = key, item
        elif item.substantive:
            current.append(item)
    if current:
        runs.append((left, None, current, None, left_item))
    return runs


def _next_to(run: list[Item], after: Item | None) -> bool:
    """The run ends right before the shared word after it, or a word before it: "[refunds] service", "[Prod] runs
    Postgres", not "[landed] on is that support"."""
    return after is not None and run[-1].clause == after.clause and 1 <= after.at - run[-1].at <= 2


def _right_after(run: list[Item], before: Item | None) -> bool:
    """The run starts right after the shared word before it: "support [coverage]"."""
    return before is not None and run[0].clause == before.clause and before.at + 1 == run[0].at


def _swap(old: list[Item], new: list[Item], at_end: bool, at_start: bool, new_at_end: bool = False,
          tied: frozenset[str] = frozenset(), moved: bool = False, compound: bool = False) -> _Swap | None:
    # A name or identifier that ends its memo is where values sit: "the ML model is xgb-v7".
    old_named = [i for i in old if at_end and i.kind in ("name", "ident")]
    new_named = [i for i in new if new_at_end and i.kind in ("name", "ident")]
    old_subject = [i for i in old if i.kind in SUBJECT_KINDS and i not in old_named]
    new_subject = [i for i in new if i.kind in SUBJECT_KINDS and i not in new_named]
    old_typed = [i for i in old if i.typed]
    new_typed = [i for i in new if i.typed]
    old_values, new_values = old_typed + old_named, new_typed + new_named
    old_states = [i for i in old if i.kind == "state"]
    new_states = [i for i in new if i.kind == "state"]
    keys = tuple(i.key for i in old if i.kind != "state"), tuple(i.key for i in new if i.kind != "state")
    if old_subject and new_subject:
        at_value = at_end or (not at_start and any(i.kind in ("name", "ident") for i in old_subject))
        return _Swap("subject", *keys, at_value, 2 if old_typed or new_typed else 1, at_start, moved=moved,
                     compound=compound, old_words=tuple(i.key for i in old_subject),
                     new_words=tuple(i.key for i in new if i.kind == "word"))
    if (old_subject or old_values) and (new_subject or new_values):
        # A typed value against a value with a subject word before it in the newer memo ("max upload size [25MB]"
        # / "max upload size [for avatars 5MB]", "#ops-1" / "alerts ... #ops-cron"): the subject was narrowed, a
        # second slot. An older memo's extra word is one only when tied to it with "for" or "of" ("max upload size
        # [for avatars 5MB]"); else it is a detail the newer one dropped ("e2e [suite] is green").
        qualified = old_typed and not old_subject and new_values and _qualifies(new, new_named) or (
            new_typed and not new_subject and old_typed and _qualifies(old, old_named)
            and any(i.key in tied for i in old_subject))
        return _Swap("value", *keys, True, 2 if qualified else 1, at_start, at_end and not old_typed, moved=moved,
                     compound=compound, old_words=tuple(i.key for i in old_subject),
                     new_words=tuple(i.key for i in new if i.kind == "word"))
    if old_states and new_states:
        return _Swap("flip", *keys, False, 0, moved=moved, compound=compound)
    if (old_states and new_subject) or (new_states and old_subject):
        # "rejects tokens" / "logs tokens": another predicate
        return _Swap("state", *keys, False, 0, moved=moved, compound=compound)
    return None


def _qualifies(run: list[Item], named: list[Item]) -> bool:
    """A subject word before the run's value ("alerts ... #ops-cron"), not after it ("fraud-gbm-v9 in prod")."""
    for item in run:
        if item.typed or item in named:
            return False
        if item.kind in SUBJECT_KINDS:
            return True
    return False
