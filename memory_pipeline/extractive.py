"""The offline, deterministic engine.

Summaries: split sources into sentences (a chat transcript into the lines worth
remembering, see `transcripts`), merge near-identical ones (keeping all their
citations), rank by TF-IDF similarity to the centroid, decisions, changes and open
questions ahead of every note, pick with maximal marginal relevance so lines do not
repeat each other, then group them as decided / changed / open / notes, oldest first,
within a character budget.

Judging pairs offline is rule-based and lives with consolidation; this engine answers
`unrelated` with a reason, so the ambiguous band is left alone rather than guessed.
"""

from __future__ import annotations

import functools
import math
import re
from collections import Counter

import numpy as np
from memory_pipeline.stop_words import ENGLISH_STOP_WORDS

from memory_pipeline import salience, transcripts
from memory_pipeline.engines import CallContext, Judgement, MemoPair, SourceItem, Summary, SummaryLine

# A list item's number ("...; 1. MFA for remote access; 2. ...") ends no sentence.
SENTENCE_SPLIT = re.compile(r"(?<=[.!?])(?<![ ;]\d\.)(?<!^\d\.)\s+(?=[A-Z0-9\"'(<])|\n+")
ROLE_PREFIX = re.compile(r"^(?:user|assistant):\s*")  # transcript turns, see summaries.build_transcript
WORD = re.compile(r"[a-z0-9]+")
TOKEN = re.compile(r"(?u)\b\w\w+\b")  # scikit-learn's default token pattern
MERGE_JACCARD = 0.8
MMR_LAMBDA = 0.7

# Cues are broad forms, not phrases: a choice ("webhook it is", "is final"), an owner or a commitment
# ("i own it", "fatima said she'd do it"), a rule ("must", "target is"); a change of value ("X instead of Y",
# "20 -> 60", "from 24h to 12h" but not a measure that "went from 0.61 to 0.74", "starting aug 17", "deputy editor
# from 1 dec" but not a range: "from monday to friday"), of state ("paused", "puts X on hold", "merged", "is cut",
# "goes away"), of date in any form of the verb ("postpone to", "pushed to"; "a fixed day" is no change). A cue
# inside a condition ("if we commit to 50 nodes") decides nothing.
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*"
_DATE = (rf"\d{{1,2}}(?:st|nd|rd|th)? {_MONTH}|{_MONTH} \d{{1,2}}(?:st|nd|rd|th)?|"
         r"(?:next )?(?:mon|tues|wednes|thurs|fri|satur|sun)day(?: \d{1,2}(?:st|nd|rd|th)?)?")
SECTIONS = (
    ("Decided", re.compile(r"\b(decided|agreed|chose|chosen|adopt(ed)?|approved|signed off|final call|will use|"
                           r"we use|we'll use|going with|go with|let'?s do|"
                           r"(we'll|we will) (move|switch|migrate|ingest|adopt|add|drop|keep|stay|ship|pin)|"
                           r"we (stay|stick)(?= (with )?\w)|"
                           r"settled on|selected|new rule|policy|"
                           r"owner (is|of|for)|(?<!who )owns|(i|we) own|(?<!a )(?<!the )commit to|becomes|from now on|"
                           r"going forward|is final|must|target is|deadline is|"
                           r"(said|says) (s?he|they|i)('d| would| will|'ll)|"
                           r"(that'?s|that is) (the|our|my) (decision|final (call|answer|word)))\b|"
                           r"\b(decision|final)( call| is)?:|"
                           r"^(?:(?:yes|yep|yeah|ok(?:ay)?|so|right|fine)\W+)?[\w' -]{2,40} it is(?=\s*[,.;!:]|\s*$|\s+for\s)",
                           re.I)),
    # "now" marks a change ("X now runs on Y"), not a state ("traffic is 4% now", "right now") nor the next
    # thing ("now i need a break", "and now people ask").
    ("Changed", re.compile(r"\b(changed|moved|moving|upgraded|migrat(ed|ing)|replac(ed|es|ing)|switch(ed|ing)|no longer|"
                           r"(?<!to )switch(es)? (over )?to|"
                           r"(goes|going|moves|drops|dropping) from|(takes|taking|took) over|"
                           r"(?<=\w )(?<!right )(?<!for )(?<!just )(?<!and )(?<!but )(?<!so )"
                           r"now(?= (?!anyway|tho|though|lol|fyi|i\b|we\b)\w)|(?<!a )(?<!the )fixed|"
                           r"rolled (back|out)|renamed|deprecated|removed|bumped|raised|lowered|increased|reduced|"
                           # the present for what is arranged: "we're dropping freshdesk", "we're bumping it to €120";
                           # not "we're raising it tho", which names no new value
                           r"(?:we|they)(?:'re| are) (\w+ )?(dropping|ditching|scrapping|(bumping|raising|lowering|"
                           r"increasing|reducing|cutting|changing|extending|shortening) ([^,;.!?]{1,40}? )?(to|from)"
                           r"(?= (?!(\w+ ){0,2}(do|be|get|make|have|see|try|save|stop|avoid|help|keep)\b)))|"
                           r"rotated|enabled|disabled|set to|goes to|moves to|slip(s|ped)|postpon(e|es|ed|ing)|"
                           r"push(ed|ing) (back|out|to)|swapp(ed|ing)|"
                           rf"(push|shift)(ed|ing) (\S+ ){{1,6}}?(from|to) (the )?(week of )?({_DATE})|"
                           r"delay(s|ed|ing)? (to|until|till)|cancell?ed|"
                           r"retired|launched|went live|instead of|paused|resumed|merged|shipped|"
                           r"(goes|going|went) away|(is|are) cut|shut(ting)? (down|off)|"
                           r"(starting|effective|as of) (\w+ )?\d+|"
                           r"(starting|effective|as of|from) (today|tomorrow|tonight)|"
                           r"(put|puts|putting|placed|is|are|goes|going|stays?) (\S+ ){0,6}on hold|"
                           rf"from (the )?({_DATE})"
                           r"(?!(\s+\d{1,2}(st|nd|rd|th)?)?\s*(to|till|until|through|thru|-|–)\s))\b|"
                           r"\d\S*\s*(->|→)\s*\S*\d|"
                           r"(?<!went )(?<!grew )(?<!rose )(?<!fell )(?<!jumped )\bfrom \S*\d\S* (?:(?:down|up|back) )?to \S*\d", re.I)),
    ("Open", re.compile(r"\b(open question|open item|todo|tbd|blocked|unclear|pending|undecided|risk|who|need(s)? to|"
                        r"follow[- ]up|figure out|no idea yet|not sure yet)\b|^open:|\binvestigat|\?", re.I)),
)
SECTION_ORDER = {name: i for i, (name, _) in enumerate(SECTIONS)} | {"Notes": len(SECTIONS)}
# Decisions, changes and open questions take the budget before notes do.
OUTCOME_BONUS = 2.0


# A condition states nothing: "locked for 12 months if we commit to 180,000 lb" decides nothing; nor does a question
# someone asked, told: "tomás asked can the fleet manager trigger updates instead of a separate server".
CONDITION = re.compile(r"\b(?:if|unless|in case|(?:asked|asks|asking|wonder(?:s|ed|ing)|wants to know) (?:whether|can|"
                       r"could|should|would|will|do|does|did|is|are|how|what|which|why|when|where|who))\b[^,;.!?]*",
                       re.I)


def _words(text: str) -> set[str]:
    return set(WORD.findall(text.lower()))


@functools.lru_cache(maxsize=65536)  # a line is placed at day, week and month level alike
def section_of(text: str) -> str:
    """Decided, Changed, Open or Notes: where a line belongs in a digest."""
    text = transcripts.written_out(text)
    if text.rstrip().endswith("?"):
        return "Open"
    stated = CONDITION.sub(" ", text)  # what a decision or change cue may be read in
    # "declan hasnt decided", "no idea if we want X": open, unless it decides or changes something besides.
    if transcripts.EXPLICIT_OPEN.search(text) and not any(
            pattern.search(transcripts.EXPLICIT_OPEN.sub(" ", stated)) for _, pattern in SECTIONS[:2]):
        return "Open"
    for name, pattern in SECTIONS:
        if pattern.search(stated if name != "Open" else text):
            return name
    return "Notes"


class _Sentence:
    __slots__ = ("text", "refs", "at", "order", "words")

    def __init__(self, text, refs, at, order, words):
        self.text, self.refs, self.at, self.order, self.words = text, list(refs), at, order, words


def _parts(text: str) -> list[str]:
    """A source's sentences: a chat transcript's memory sentences (see `transcripts`),
    written as sentences so they split again one level up; otherwise the text split at
    sentence ends, chit-chat left out."""
    if transcripts.is_transcript(text):
        return [_as_sentence(s) for s in salience.memory_lines(text, section_of)]
    parts = []
    for raw in SENTENCE_SPLIT.split(text):
        part = ROLE_PREFIX.sub("", " ".join(raw.split()).lstrip("-*• ")).strip()
        if _words(part) and not transcripts.is_chatter(part):
            parts.append(part)
    return parts


def _as_sentence(text: str) -> str:
    text = text[:1].upper() + text[1:]
    return text if text[-1:] in ".!?" else text + "."


def _sentences(items: list[SourceItem]) -> list[_Sentence]:
    out: list[_Sentence] = []
    order = 0
    for item in sorted(items, key=lambda i: (i.at, i.refs)):
        parts = _parts(item.text)
        for text in parts:
            # Fragments of a longer text are dropped when tiny; a short memo on its own is kept.
            words = _words(text)
            size = len(words)
            if len(parts) > 1 and (len(text) < 12 or size < 3):
                continue
            candidate = _Sentence(text, item.refs, item.at, order, words)
            order += 1
            # Near-identical sentences become one line citing all their sources. The Jaccard
            # similarity is at most the smaller set's size over the larger's: most pairs stop there.
            for kept in out:
                other = len(kept.words)
                if not (size and other) or (size / other if size < other else other / size) < MERGE_JACCARD:
                    continue
                shared = len(kept.words & words)
                if shared / (size + other - shared) >= MERGE_JACCARD:
                    kept.refs.extend(r for r in candidate.refs if r not in kept.refs)
                    break
            else:
                out.append(candidate)
    return out


def _terms(text: str) -> list[str]:
    """scikit-learn's default analysis: lowercase, tokens of two or more word characters,
    English stop words dropped."""
    return [t for t in TOKEN.findall(text.lower()) if t not in ENGLISH_STOP_WORDS]


def tfidf(texts: list[str]) -> np.ndarray:
    """Rows of L2-normalized TF-IDF weights, as scikit-learn's
    `TfidfVectorizer(stop_words="english", sublinear_tf=True)` computes them (the tests
    hold the two equal). Built here because the vectorizer's fixed cost per call (about
    0.7 ms) outweighed the work itself on the few dozen sentences of one digest.

    Raises ValueError when no text has a term, like the vectorizer.
    """
    counts = [Counter(_terms(text)) for text in texts]
    vocabulary = {term: column for column, term in enumerate(sorted({t for c in counts for t in c}))}
    if not vocabulary:
        raise ValueError("empty vocabulary; perhaps the documents only contain stop words")
    tf = np.zeros((len(texts), len(vocabulary)))
    for row, terms in enumerate(counts):
        for term, n in terms.items():
            tf[row, vocabulary[term]] = 1.0 + math.log(n)
    df = np.count_nonzero(tf, axis=0)
    weights = tf * (np.log((1 + len(texts)) / (1 + df)) + 1.0)
    norms = np.linalg.norm(weights, axis=1, keepdims=True)
    return weights / np.where(norms == 0, 1.0, norms)


def _rank(sentences: list[_Sentence], sizes: list[int], budget: int) -> list[int]:
    """Sentence indexes in MMR order: relevant to the whole, unlike those already chosen.

    Ranking stops once no remaining sentence fits in what is left of `budget` (`sizes`
    are the sentences' rendered sizes); a sentence that does not fit still counts as
    chosen, so the order is that of the full MMR.
    """
    if len(sentences) == 1:
        return [0]
    try:
        matrix = tfidf([s.text for s in sentences])
    except ValueError:  # only stop words: keep source order
        return list(range(len(sentences)))
    centroid = matrix.mean(axis=0)
    norm = np.linalg.norm(centroid) or 1.0
    relevance = matrix @ centroid / norm
    relevance = relevance + np.array([OUTCOME_BONUS if section_of(s.text) != "Notes" else 0.0 for s in sentences])
    similarity = matrix @ matrix.T
    size = np.array(sizes)
    redundancy = np.zeros(len(sentences))
    open_ = np.ones(len(sentences), dtype=bool)
    chosen: list[int] = []
    left = budget
    while open_.any() and size[open_].min() <= left:
        score = np.where(open_, MMR_LAMBDA * relevance - (1 - MMR_LAMBDA) * redundancy, -np.inf)
        best = int(np.argmax(score))  # the first of equal scores: the earlier sentence
        chosen.append(best)
        open_[best] = False
        redundancy = np.maximum(redundancy, similarity[best])
        if size[best] <= left:
            left -= size[best]
    return chosen


def summarize_extractive(items: list[SourceItem], max_chars: int) -> list[SummaryLine]:
    sentences = _sentences(items)
    if not sentences:
        return []
    sizes = [len(SummaryLine(s.text, tuple(s.refs)).render()) + 1 for s in sentences]
    picked: list[_Sentence] = []
    used = 0
    for index in _rank(sentences, sizes, max_chars):
        if used + sizes[index] > max_chars:
            continue
        picked.append(sentences[index])
        used += sizes[index]
    picked.sort(key=lambda s: (SECTION_ORDER[section_of(s.text)], s.at, s.order))
    return [SummaryLine(s.text, tuple(s.refs)) for s in picked]


class ExtractiveEngine:
    name = "extractive"
    model = "extractive"
    calls = 0  # never calls a model

    def summarize(self, items: list[SourceItem], max_chars: int, context: CallContext) -> Summary:
        return Summary(summarize_extractive(items, max_chars), model=self.model)

    def judge(self, pairs: list[MemoPair], context: CallContext) -> list[Judgement]:
        return [
            Judgement(pair, "unrelated", "offline engine does not judge the ambiguous band", 0.0,
                      "rule:extractive_abstain")
            for pair in pairs
        ]
