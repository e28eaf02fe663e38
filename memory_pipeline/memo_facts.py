"""What a memo says, in the terms the dedup and contradiction rules need.

- `normalized`: lower case, punctuation and filler prefixes ("Note:", "FYI") removed;
  equal normalized text is an exact duplicate.
- `shingles`: words and word pairs, for MinHash and the real Jaccard.
- `values`: numbers, versions, dates, times, weekdays, months and person names; two
  memos that differ in a value (or in negation) are never duplicates.
- `template`: the normalized text with values replaced by placeholders; the same
  template with different values is the same subject with a different value.
- `change`: a statement that something changed ("was upgraded to", "moved from X to Y",
  "no longer"), with the words of its subject.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

WORD = re.compile(r"[a-z0-9]+(?:[-.'/:][a-z0-9]+)*")
FILLER_PREFIX = re.compile(
    r"^\s*(?:note|fyi|reminder|heads up|btw|important|update|psa|nb)\s*[:,\-–—!]*\s*", re.I)
NUMBER = re.compile(r"(?<![\w.-])v?\d+(?:[.:\-/]\d+)*(?:\.x)?(?![\w-])", re.I)
WEEKDAYS = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
MONTHS = {"january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
          "november", "december"}
NEGATIONS = {"not", "no", "never", "none", "nobody", "without", "isn't", "aren't", "doesn't", "don't",
             "didn't", "won't", "can't", "cannot", "shouldn't", "wasn't", "weren't", "longer"}
PERSON = re.compile(r"\b[A-Z][a-z]+ [A-Z][a-z]+\b")
STOP_WORDS = {"the", "a", "an", "is", "are", "was", "were", "be", "been", "to", "of", "for", "in", "on", "at",
              "and", "or", "it", "its", "we", "our", "this", "that", "with", "by", "as", "has", "have", "had",
              "now", "from", "into", "per", "all", "they", "their", "them", "then", "so", "set", "also"}
CHANGE = re.compile(
    r"^(?P<subject>.+?)\s+(?:was|were|has been|have been|got|is now|are now)?\s*"
    r"(?:upgraded|downgraded|changed|moved|switched|migrated|bumped|raised|lowered|increased|decreased|"
    r"reduced|updated|renamed|reassigned|handed over|transferred)\s+(?:from\s+(?P<old>.+?)\s+)?to\s+(?P<new>.+)$",
    re.I)
NO_LONGER = re.compile(r"\bno longer\b", re.I)


def words(text: str) -> list[str]:
    return WORD.findall(text.lower())


def content_words(text: str) -> set[str]:
    return {w for w in words(text) if w not in STOP_WORDS and w not in NEGATIONS}


@dataclass(frozen=True)
class Change:
    subject: frozenset[str]
    old: str | None
    new: str


class MemoFacts:
    """The facts of one memo's text; computed lazily, at most once."""

    def __init__(self, text: str):
        self.text = text

    @cached_property
    def normalized(self) -> str:
        return " ".join(words(FILLER_PREFIX.sub("", self.text)))

    @cached_property
    def content(self) -> frozenset[str]:
        """Content words: no stop words, no negations."""
        return frozenset(content_words(self.text))

    @cached_property
    def tokens(self) -> list[str]:
        return self.normalized.split()

    @cached_property
    def shingles(self) -> frozenset[str]:
        tokens = self.tokens
        return frozenset(tokens) | frozenset(f"{a} {b}" for a, b in zip(tokens, tokens[1:]))

    @cached_property
    def values(self) -> frozenset[str]:
        found = {m.group().lower().lstrip("v") for m in NUMBER.finditer(self.text)}
        found |= {w for w in self.tokens if w in WEEKDAYS or w in MONTHS}
        found |= {m.group().lower() for m in PERSON.finditer(self.text)}
        return frozenset(found)

    @cached_property
    def negated(self) -> bool:
        return any(w in NEGATIONS for w in self.tokens)

    @cached_property
    def template(self) -> str:
        text = self.text
        for name in PERSON.findall(text):
            text = text.replace(name, " <person> ")
        text = NUMBER.sub(" <n> ", text)
        out = []
        for w in words(FILLER_PREFIX.sub("", text).replace("<person>", "xperson").replace("<n>", "xnum")):
            out.append("<day>" if w in WEEKDAYS else "<month>" if w in MONTHS else w)
        return " ".join(out)

    @cached_property
    def change(self) -> Change | None:
        first_clause = re.split(r"[;.]\s", self.text.strip(), maxsplit=1)[0]
        match = CHANGE.match(first_clause.strip().rstrip("."))
        if not match:
            return None
        subject = content_words(match.group("subject"))
        if not subject:
            return None
        return Change(frozenset(subject), match.group("old"), match.group("new"))

    @cached_property
    def no_longer_clause(self) -> frozenset[str] | None:
        """Content words of the clause that says something no longer holds."""
        for clause in re.split(r"[;]\s*|\.\s+", self.text):
            if NO_LONGER.search(clause):
                return frozenset(content_words(NO_LONGER.sub(" ", clause)))
        return None


def jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    union = len(a | b)
    return len(a & b) / union if union else 0.0


def values_or_negation_differ(a: MemoFacts, b: MemoFacts) -> str | None:
    """Why two memos cannot be duplicates (None when nothing sets them apart)."""
    if a.values != b.values:
        only_a, only_b = sorted(a.values - b.values), sorted(b.values - a.values)
        return f"values differ ({', '.join(only_a) or '-'} vs {', '.join(only_b) or '-'})"
    if a.negated != b.negated:
        return "one of them is negated"
    return None


def contradiction(older: MemoFacts, newer: MemoFacts) -> tuple[str, str, float] | None:
    """(rule, reason, confidence) when `newer` states a different value for `older`'s subject."""
    change = newer.change
    older_words = older.content
    if change and change.subject <= older_words:
        if change.old and content_words(change.old) and content_words(change.old) <= older_words:
            return ("change_from_to", f"newer memo moves {change.old.strip()!r} to {change.new.strip()!r}", 0.9)
        new_values = MemoFacts(change.new).values
        if new_values and older.values and not new_values <= older.values:
            return ("changed_value", f"newer memo changes the value to {change.new.strip()!r}", 0.85)
    clause = newer.no_longer_clause
    if clause and len(clause) >= 2 and clause <= older_words and not older.negated:
        return ("no_longer", "newer memo says this no longer holds", 0.85)
    if older.template == newer.template and older.values != newer.values and older.values and newer.values:
        changed = ", ".join(sorted(older.values - newer.values)) or "-"
        now = ", ".join(sorted(newer.values - older.values)) or "-"
        return ("same_subject_new_value", f"same statement with {changed} replaced by {now}", 0.8)
    if older.negated != newer.negated:
        plain_older, plain_newer = older.content, newer.content
        if plain_older and plain_older == plain_newer:
            return ("negation", "the same statement, negated", 0.8)
    return None
