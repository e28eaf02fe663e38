"""A learned second say on what a chat brings to memory: the veto over the rules' lines.

The rules in `transcripts` keep a chat's decisions, changes and open questions, but they
only know the phrasings someone wrote a rule for, and a story told in passing ("Pagerduty
raised our price again") reads to them like a change. This model scores each sentence of
a chat (`unit_features`: its words and word pairs, its role and place, the rules' own
readings of it, whether the next turn acknowledges or restates it, whether it takes up
options the assistant offered, whether a question was answered). A line the rules keep
is left out when none of its sentences scores `DROP_BELOW`; a line the rules composed
("Agreed: ...", a chosen option with its item) is theirs and stays, and so does one reporting
in so many words what the team decided ("we decided to move billing-api to Postgres 16") or what is open ("not
decided", "tbd", "two things open:": `transcripts.EXPLICIT_OPEN`) and
one the assistant's next turn acknowledges ("Noted.", "Noted: X", "Got it." and X again:
`transcripts.acknowledged`), but not a summary, plan or draft it writes (`transcripts.is_recap`: "Nice! With Stage 4
out ... this is a good window. Plan: 1) pick a date, ..." after a turn telling where things stand), which the veto
weighs as any other line. The user's answer stays too when the assistant's turn before it ends asking what only the
team knows ("What are the new hours?", "Where's it going?": `transcripts.answers_assistant`), not offering something.
After the veto, a user's line that decides nothing itself and that a later decision or change of the user's takes
up is the situation the chat started from ("pendle now asking £240 for dabinett, our £210 cap is dead", then "cap
for pendle orchards goes up to £235 a tonne"): left out, unless it stands as above or the assistant approves it.

It is a logistic regression fitted on the labeled noisy-chat sets in `tests/data` (a
sentence of a key fact's turn carrying one of the fact's keywords is a positive, every
other sentence a negative) by `python -m tests.fit_salience_model`, which writes
`data/salience_model.json.gz`; scoring here is dictionary lookups, with no scikit-learn.
`python -m tests.salience_quality` measures it with each set left out of the fit. Keeping
sentences the rules left out when the model scores them high was measured too and added
no key fact: the facts the rules miss are phrased in ways the model does not know either.
"""

from __future__ import annotations

import functools
import gzip
import json
import math
import re
from importlib import resources

from memory_pipeline import transcripts
from memory_pipeline.transcripts import (ACK, AGREED, ASSENT, BELIEF, BOILERPLATE, ENDORSES, EXPLICIT_OPEN, HEDGE,
                                         LAUGHTER, OFFER_SHARED_WORDS, REMEMBER, REOPEN, REPORTED_DECISION, RESOLVED,
                                         ROLES, TEAM, WORD, Turn, content_words, is_email, restatement, written_out)

WEIGHTS = "salience_model.json.gz"
# Measured with each of twelve sets left out of the fit (session 13, `python -m tests.fit_salience_model --leave-out
# --drop-below 0.05,0.15`): 0.05 / 0.15 kept 900 / 888 of 956 key facts (the rules alone 908) with 150 / 109 noise
# lines (the rules alone 216); the three sets written most recently lost no fact at 0.15.
DROP_BELOW = 0.15
# Words a later decision shares with an earlier line to take it over. Session 25, each set left out of the fit, day
# facts and noise lines of the even / odd sets: two 738 -> 736 and 170 -> 162 / 880 -> 879 and 231 -> 204; three
# 737 and 167 / 880 and 213.
TAKEN_OVER_WORDS = 2
# The speaker taking back what the line says before it: "then valkey, allkeys-lru. wait no, carts must never be
# evicted". A decision taken back is a draft: the later one takes it over.
RETRACTS = re.compile(r"\b(?:wait|hmm|oh|actually)\W{0,3}no\b|\bscratch that\b|\bon second thought\b", re.I)
_NUMBER = re.compile(r"\d")
_VERSION = re.compile(r"\bv?\d+(?:\.\d+)+\b|\d\S*\s*(?:->|→)\s*\S*\d")


def unit_features(chat: list[Turn], index: int, position: int, section_of) -> list[str]:
    """What the model reads of sentence `position` of turn `index` (`section_of` is the digest's classifier)."""
    turn = chat[index]
    sentence = turn.sentences[position]
    reading = transcripts._read(sentence)
    role = turn.role
    words = WORD.findall(written_out(sentence).lower())
    features = [f"role:{role}"] + [f"w:{w}" for w in words]
    features += [f"b:{a} {b}" for a, b in zip(["^", *words], [*words, "$"])]
    section = section_of(sentence)
    features += [f"section:{section}", f"{role}:section:{section}"]
    flags = (("question", reading.question), ("request", reading.request), ("explicit", reading.explicit),
             ("chatter", reading.chatter), ("reopens", reading.reopens), ("pastes", reading.pastes),
             ("boilerplate", BOILERPLATE.match(sentence)), ("ack", ACK.match(sentence)),
             ("hedge", HEDGE.search(sentence)), ("assent", ASSENT.match(sentence)),
             ("laughter", LAUGHTER.search(sentence)), ("belief", BELIEF.search(sentence)),
             ("team", TEAM.search(sentence)), ("resolved", RESOLVED.search(sentence)),
             ("remember", REMEMBER.search(sentence)), ("number", _NUMBER.search(sentence)),
             ("version", _VERSION.search(sentence)), ("email", is_email(turn)))
    features += [f"{role}:{name}" for name, on in flags if on]
    size = len(reading.words)
    features.append(f"words:{min(size, 4) if size < 5 else 8 if size < 9 else 16 if size < 17 else 'many'}")
    features.append(f"turn:{min(index, 3)}")
    if index == len(chat) - 1:
        features.append("turn:last")
    features.append("sentence:first" if position == 0 else "sentence:later")
    following = chat[index + 1] if index + 1 < len(chat) else None
    if following is not None and following.role == "assistant":
        acknowledged, restated = restatement(following)
        if acknowledged:
            features.append(f"{role}:next:ack")
            if restated and transcripts._echoed(reading.words, content_words(" ".join(restated))) >= 2:
                features.append(f"{role}:next:restates")
    if role == "user" and (offered := transcripts._offered_words(chat, index)):
        features.append("offered")
        if transcripts._echoed(reading.words, offered) >= OFFER_SHARED_WORDS:
            features.append("offered:taken_up")
    if reading.question or reading.explicit:
        answered = transcripts._answered(sentence, chat[index + 1:], section_of, reading.explicit)
        features.append(f"{role}:asked:{'answered' if answered else 'unanswered'}")
    return features


@functools.cache
def shipped() -> dict:
    """The fitted model: {"weights": {feature: weight}, "intercept": float}."""
    with resources.files("memory_pipeline.data").joinpath(WEIGHTS).open("rb") as raw:
        return json.loads(gzip.decompress(raw.read()))


def probability(model: dict, features: list[str]) -> float:
    # `fsum`: exact, so the score does not depend on the order a set yields the features in (string hashing
    # changes it from process to process) and a line near the bar is vetoed the same way in every process.
    z = model["intercept"] + math.fsum(model["weights"].get(f, 0.0) for f in set(features))
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))


def memory_lines(transcript: str, section_of) -> list[str]:
    """`transcripts.memory_lines` with the model's veto, then without the lines a later decision takes over (see the
    module doc)."""
    model, drop_below = shipped(), DROP_BELOW
    chat = transcripts.turns(transcript)
    kept = transcripts.kept_by_rules(chat, section_of)
    where: dict[str, tuple[int, int]] = {}
    for index, turn in enumerate(chat):
        for position, sentence in enumerate(turn.sentences):
            where.setdefault(sentence, (index, position))
    for index in [i for i, line in kept.by_turn.items() if chat[i].role in ROLES and not _stands(chat, i, line)
                  and not transcripts.answers_assistant(chat, i)
                  and all(places := [where.get(text) for text in line.values()])
                  and max(probability(model, unit_features(chat, *at, section_of)) for at in places) < drop_below]:
        del kept.by_turn[index]
    decisions = _decisions(chat, kept, section_of)
    for index in [i for i in kept.by_turn if _taken_over(chat, kept, i, decisions, section_of)]:
        del kept.by_turn[index]
    return kept.lines()


def _stands(chat: list[Turn], index: int, line: dict[int, str]) -> bool:
    """Whether the rules' line of turn `index` stands whatever the model says: it reports what the team decided,
    the assistant acknowledges it (not with a summary or plan) or makes the value it puts into its draft
    (`transcripts.edits_draft`), or it says what is open, itself or by a later turn leaving it open ("hotel budget
    per night?" ... "finance hasn't set one. leave it open"), or it asks what the assistant's reply says is not
    settled yet (`transcripts.left_open_by_reply`: "when can they come" ... "no reply yet")."""
    return (any(REPORTED_DECISION.search(text) for text in line.values())
            or (transcripts.acknowledged(chat, index) and not transcripts.is_recap(chat[index + 1]))
            or transcripts.edits_draft(chat, index)
            or transcripts.left_open_by_reply(chat, index)
            or any(EXPLICIT_OPEN.search(text) or REOPEN.search(text) for text in line.values()))


def _decisions(chat: list[Turn], kept, section_of) -> list[tuple[int, set[str], bool]]:
    """The user's lines that decide or change something, each turn's index with its content words and whether it
    revises the assistant's draft (`transcripts.edits_draft`); not an accepted proposal ("Agreed: ..."), whose words
    are the assistant's."""
    decisions = []
    for index, line in kept.by_turn.items():
        said = " ".join(line.values())
        revises = transcripts.edits_draft(chat, index)
        if chat[index].role == "user" and not any(text.startswith(AGREED) for text in line.values()) \
                and (revises or section_of(said) in ("Decided", "Changed")):
            decisions.append((index, content_words(said), revises))
    return decisions


def _taken_over(chat: list[Turn], kept, index: int, decisions: list[tuple[int, set[str], bool]], section_of) -> bool:
    """Whether the user's line of turn `index`, deciding nothing itself or taking back what it decides (`RETRACTS`),
    is the situation or draft a later line of the user's decides or changes (`_decisions`, `TAKEN_OVER_WORDS` words
    shared): "pendle now asking £240 for dabinett, our £210 cap is dead", then "cap for pendle orchards goes up to
    £235 a tonne". A line that stands (`_stands`), answers the assistant's question or that the assistant approves
    first thing ("Reasonable window.") is not. A decided line is taken over only when its speaker takes it back, or
    when a later turn puts another value into the draft it made ("01:00 to 04:30 it is", then "wait, the 04:15
    freighter... make it 01:00-04:00")."""
    line = kept.by_turn[index]
    following = chat[index + 1] if index + 1 < len(chat) else None
    if chat[index].role != "user" or _stands(chat, index, line) or transcripts.answers_assistant(chat, index) or (
            following and following.role == "assistant" and following.sentences
            and ENDORSES.match(following.sentences[0])):
        return False
    text = " ".join(line.values())
    decided = section_of(text) == "Decided" and not RETRACTS.search(text)
    words = content_words(text)
    return any(later > index and (revises or not decided) and len(words & said) >= TAKEN_OVER_WORDS
               for later, said, revises in decisions)
