"""The dedup and contradiction pass over memos: mark, never delete, explain, stay in one project.

For each project with memos created in the window, the window's memos are examined in
creation order against every active memo of the project created before them (earlier
days included) and against each other:

1. exact: equal normalized text ("SOC 2" = "SOC2") -> `duplicate_of` the earliest;
2. near: candidates that share subject words (an index of the project's memos by word
   lemma, the most recent per word; a third of the older memo's subject words, its owners'
   and places' words aside, an acronym one memo writes and the other spells out counted as
   its words, or only the name a newer memo says is gone) or MinHash LSH
   buckets, screened cheaply (a pair the screen turns away is still read for a duplicate when
   the two are spelled alike: the same digits, most letter trigrams), then aligned
   (`memo_alignment`): the same words and values once filler, case, abbreviations, number
   formats, a period's wording ("a day" / "per day" / "daily") and word order are ignored, or
   all of them but one qualifier the newer memo leaves out ("[field] crews start at 7:00"), a reminder's or
   "as usual"'s framing aside, a mistyped word spelled as the other memo spells it ->
   `duplicate_of`; else the real Jaccard of word
   shingles >= `NEAR_DUPLICATE` -> `duplicate_of`; between `AMBIGUOUS` and that, the
   engine's judge decides (the Claude engine batches pairs; the offline engine abstains);
   two memos that differ in a value or a negation are never duplicates;
3. contradictions: the same candidates, aligned: the shared subject with another value,
   owner, schedule or place, a state flipped ("no longer", disabled, forbidden), or a name
   the newer memo says replaced the old one -> the older memo is `superseded_by` the
   newer; with no clear order (equal timestamps) -> `contradicts`. A pair the alignment is
   unsure of joins the judge's band;
4. a pair the rules leave undecided is read by a learned reader (`memo_pair_model`): a
   duplicate it is sure of -> `duplicate_of` (`rule:learned_reader`, its probability and the
   differing words in the reason); a change it sees where the alignment shows one subject and
   what changed in its place (or one of the two, the reader surer: `memo_pair_model.read`) ->
   `superseded_by`; any other change it sees, or a pair it finds likely either way, joins the
   judge's band.

Before any of that, a new memo carrying instructions addressed to agents (`injection`)
is quarantined with the reason: kept, never served, never a duplicate's canonical memo.
`quarantine` and `write_decisions` are shared with the MCP server's `remember`, which
quarantines such a memo as it is saved.

Human decisions (`memory_memo_overrides`) outrank rules: a restored or released memo is
never marked again and an unlinked pair is never relinked. Statuses point at the current fact: if A
is superseded by B and B by C, A's canonical memo is C.

What the candidate search reads of each active memo (its exact key, subject words and MinHash band keys:
`memo_index.IndexEntry`) is kept between runs in `memory_memo_index`, keyed by the memo's content and the code that
analyses it (`memo_index`, `memo_facts`, `minhash`, datasketch's release; not this module's rules): a nightly run
analyses its new memos and the old memos they are compared with, not every active memo of the project again. An old
memo's close reading (`MemoFacts.reading`) is kept there too once a run has made it: a memo compared again in a
later run is not read again. Within a process, memos with one text share its analysis (`facts_of`): the text is
read once, however many memos say it; within a run, a pair of texts is read once (`PairAnswers`), however many
projects hold it.
"""

from __future__ import annotations

import itertools
import uuid
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from functools import cached_property, lru_cache

import numpy as np
import sqlalchemy as sa

from memory_pipeline import injection, memo_pair_model
from memory_pipeline.db import among, chunks, insert_ignoring_conflicts, upsert
from memory_pipeline.eligibility import eligible_memos, in_window
from memory_pipeline.engines import CallContext, Engine, MemoPair
from memory_pipeline.memo_alignment import Finding, contradiction, duplicate, spell_out, spelled_alike, worth_comparing
from memory_pipeline.memo_facts import ACRONYM, MemoFacts, jaccard, plain_text, values_or_negation_differ
from memory_pipeline.memo_index import IndexEntry, analysis_key
from memory_pipeline.minhash import candidate_partners
from memory_pipeline.work_state import WorkState
from memory_pipeline.schema import (
    memory_judged_pairs,
    memory_links,
    memory_memo_index,
    memory_memo_overrides,
    memory_memo_status,
    memory_memos,
    utcnow,
)

NEAR_DUPLICATE = 0.8
AMBIGUOUS = 0.5


@dataclass(frozen=True)
class Decision:
    memo_id: str  # the memo that loses its active status (or, for contradicts, the newer one)
    other_id: str | None  # the kept memo, the newer memo, the older one it contradicts; none when quarantined
    relation: str  # duplicate_of | superseded_by | contradicts | quarantined (a status, not a link)
    created_by: str
    reason: str
    confidence: float


@dataclass
class ConsolidationRun:
    projects: set[str] = field(default_factory=set)
    examined: int = 0
    decisions: list[Decision] = field(default_factory=list)
    judge_pairs: int = 0
    judge_calls: int = 0
    skipped_by_human: int = 0
    unchanged_projects: int = 0  # skipped: nothing changed since the last run over this window
    unjudged_projects: set[str] = field(default_factory=set)  # the model failed: the next run asks again

    def count(self, relation: str) -> int:
        return sum(d.relation == relation for d in self.decisions)


@dataclass
class _Memo:
    id: str
    created_at: datetime
    content: str
    entry: IndexEntry | None  # stored by an earlier run; else computed when the run's index is built
    new: bool
    protected: bool  # restored by a person: never marked by rules
    active: bool = True
    reading: str | None = None  # its close reading, stored by an earlier run that read it closely

    @cached_property
    def facts(self) -> MemoFacts:
        """Analysed when read: an old memo no new memo is compared with never is."""
        return facts_of(self.content, self.reading)

    @property
    def new_reading(self) -> str | None:
        """Its close reading if this process made it (none was stored): to store with its entry."""
        return self.facts.reading if self.reading is None and "facts" in self.__dict__ else None

    @cached_property
    def writes_acronym(self) -> bool:
        """Whether the memo's text has a word in capitals at all: a look at the raw text before its close reading
        (`MemoFacts.acronym_keys`), which an old memo is spared unless it is a candidate. Read once per memo: the
        subject index asks it of every memo in a lookup's pool."""
        return bool(ACRONYM.search(plain_text(self.content)))


# A memo's analysis depends on its text alone (and the close reading stored with it), so one text is analysed
# once per process, however many memos say it: a fact said again after it was superseded, or the same note in
# many projects. Only the text's analysis is shared; candidates and decisions stay within a project.
FACTS_CACHED = 4096  # at most ~17 KB a text read closely: ~70 MB


@lru_cache(maxsize=FACTS_CACHED)
def facts_of(content: str, reading: str | None = None) -> MemoFacts:
    """The analysis of a memo's text, shared by every memo with that text (and stored reading)."""
    return MemoFacts(content, reading)


def index_memos(memos: list[_Memo]) -> list[_Memo]:
    """Give each memo without a stored entry its entry (in one batch); returns those memos."""
    unindexed = [memo for memo in memos if memo.entry is None]
    for memo, entry in zip(unindexed, IndexEntry.of([memo.facts for memo in unindexed])):
        memo.entry = entry
    return unindexed


@dataclass
class _Overrides:
    restored: set[str] = field(default_factory=set)
    unlinked: set[frozenset[str]] = field(default_factory=set)


def _load_overrides(conn: sa.Connection, project_ids: Sequence[str]) -> dict[str, _Overrides]:
    o = memory_memo_overrides.c
    overrides = {project_id: _Overrides() for project_id in project_ids}
    for row in conn.execute(sa.select(o.project_id, o.action, o.memo_id, o.other_memo_id).where(
            o.project_id.in_(list(project_ids)))):
        if row.action == "restore":
            overrides[row.project_id].restored.add(row.memo_id)
        elif row.action == "unlink":
            overrides[row.project_id].unlinked.add(frozenset((row.memo_id, row.other_memo_id)))
    # A person's status decision (restore or supersede) also protects the memo from rules.
    s = memory_memo_status.c
    for row in conn.execute(sa.select(s.project_id, s.memo_id).where(
            s.project_id.in_(list(project_ids)), s.decided_by.like("human:%"), s.status == "active")):
        overrides[row.project_id].restored.add(row.memo_id)
    return overrides


def projects_with_memos(conn: sa.Connection, start: datetime | None, end: datetime | None,
                        project_ids: Sequence[str] | None) -> list[str]:
    """Projects with memos created in `[start, end)` (either bound may be open)."""
    m = memory_memos.c
    query = sa.select(m.project_id).distinct().where(*in_window(m.created_at, start, end))
    if project_ids:
        query = query.where(m.project_id.in_(list(project_ids)))
    return sorted(conn.execute(query).scalars())


def consolidate(engine: sa.Engine, model: Engine, start: datetime, end: datetime, *,
                project_ids: Sequence[str] | None = None, run_id: str | None = None,
                asset_key: str = "memo_consolidation", log: Callable[[str], None] | None = None) -> ConsolidationRun:
    run = ConsolidationRun()
    with engine.connect() as conn:
        projects = projects_with_memos(conn, start, end, project_ids)
    state = WorkState(engine, "memo_consolidation", projects, start, end, salt=f"{model.name}:{model.model}")
    run.unchanged_projects = len(state.unchanged)
    answers = PairAnswers()
    for batch in chunks(state.to_do, WRITE_BATCH):
        decided, entries = [], []
        for group in chunks(batch, READ_BATCH):
            overrides, rows = _project_inputs(engine, group, end)
            for p in group:
                decided.append((p, _consolidate_project(engine, model, p, start, end, run, run_id, asset_key, entries,
                                                        overrides[p], rows[p], answers)))
        # Decisions and the work state in one transaction: a run cut after it never redoes these
        # projects, whose memos it would then read with half of the window's statuses applied.
        with engine.begin() as conn:
            write_decisions(conn, decided, run_id)
            upsert(conn, memory_memo_index, entries, key=["memo_id"],
                   update=["analysis_key", "exact_key", "index_keys", "subject_size", "band_keys", "reading"])
            state.record([p for p, _ in decided if p not in run.unjudged_projects], conn)
        for project_id, decisions in decided:
            run.decisions.extend(decisions)
            run.projects.add(project_id)
        if log:
            log(f"consolidated {len(run.projects)} of {len(state.to_do)} projects")
    return run


WRITE_BATCH = 50  # projects whose decisions are written in one transaction
# Projects whose overrides and memos are read together: three statements per project were ~860 for the 288
# projects of the year's nightly; a group's rows (index entries included) stay a few megabytes in a backfill.
READ_BATCH = 10


def _project_inputs(engine: sa.Engine, project_ids: list[str], end: datetime) -> tuple[dict, dict]:
    """Per project, its overrides and its eligible memos before `end` with their stored index entries, by
    creation."""
    m, x = memory_memos.c, memory_memo_index.c
    rows: dict[str, list] = {project_id: [] for project_id in project_ids}
    with engine.connect() as conn:
        overrides = _load_overrides(conn, project_ids)
        for r in conn.execute(
                eligible_memos(None, end, project_ids, columns=[m.project_id, m.id, m.content, m.created_at,
                                                                x.analysis_key, x.exact_key, x.index_keys,
                                                                x.subject_size, x.band_keys, x.reading])
                .outerjoin(memory_memo_index, x.memo_id == m.id)
                .order_by(m.project_id, m.created_at, m.id)):
            rows[r.project_id].append(r)
    return overrides, rows


def _consolidate_project(engine, model: Engine, project_id: str, start: datetime, end: datetime,
                         run: ConsolidationRun, run_id, asset_key, entries: list[dict], overrides: _Overrides,
                         rows: list, answers: "PairAnswers") -> list[Decision]:
    """The project's decisions from its `overrides` and `rows` (`_project_inputs`); appends to `entries`
    the index rows to store (memos still active whose row was missing or stale, or that this run read
    closely first)."""
    memos, keys = [], {}
    for r in rows:
        keys[r.id] = analysis_key(r.content)
        entry = IndexEntry.stored(r) if r.analysis_key == keys[r.id] else None
        memos.append(_Memo(r.id, r.created_at, r.content, entry, r.created_at >= start, r.id in overrides.restored,
                           reading=r.reading if entry else None))
    is_new = np.array([memo.new for memo in memos], dtype=bool)
    if not is_new.any():
        return []
    run.examined += int(is_new.sum())
    unindexed = index_memos(memos)
    near = candidate_partners(np.vstack([memo.entry.band_keys for memo in memos]), is_new)

    index = _SubjectIndex()
    decisions: list[Decision] = []
    ambiguous: dict[tuple[int, int], float] = {}
    for j, memo in enumerate(memos):
        if not memo.new:
            index.add(j, memo)
            continue
        if memo.protected:
            run.skipped_by_human += 1
        else:
            # Quarantined, or the same text said again: neither needs an earlier memo read closely.
            decision = quarantine(memo.id, memo.facts.text) or _exact_duplicate(memos, j, index, overrides)
            if decision:
                decisions.append(decision)
                memo.active = False
                continue
        # Earlier memos worth aligning with this one: the latest sharing its subject words, screened.
        linkable = [i for i in index.candidates(memo) if _linkable(memos[i], memo, overrides)]
        aligned = [i for i in linkable if answers.worth_comparing(memos[i].facts, memo.facts)]
        if not memo.protected:
            # A pair the screen turned away may still be spelled alike: read closely for a duplicate only.
            spelled = [i for i in linkable if i not in aligned and spelled_alike(memos[i].facts, memo.facts)]
            decision = _duplicate(memos, j, aligned + spelled,
                                  [i for i in near.get(j, ()) if _linkable(memos[i], memo, overrides)], ambiguous,
                                  answers)
            if decision:
                decisions.append(decision)
                memo.active = False
                continue
        undecided, decided_before = [], len(decisions)  # what follows decides only pairs with this memo
        for i in aligned:
            older = memos[i]
            if not older.active:
                continue
            found = answers.contradiction(older.facts, memo.facts)
            if not found or found.verdict == "unsure":
                undecided.append((i, found))
                continue
            decisions.append(_changed(memos, i, j, index, f"rule:{found.rule}", found.reason, found.confidence))
        # What the rules left undecided, the learned reader reads. It decides duplicates, and changes when the
        # alignment shows one subject (`memo_pair_model.one_subject`: without it, its changes superseded other
        # services' memos in the template corpus, BENCHMARKS.md, issue 17); any other change it sees, or a pair
        # it is unsure of, goes to the judge.
        duplicate_of: tuple[float, int, str] | None = None
        for i, found in undecided:
            if not memos[i].active:
                continue
            reading = answers.read(memos[i].facts, memo.facts, found)
            if reading.verdict == "contradiction":
                decisions.append(_changed(memos, i, j, index, LEARNED, reading.reason, round(reading.probability, 3)))
            elif reading.verdict == "duplicate" and not memo.protected:
                if duplicate_of is None or reading.probability > duplicate_of[0]:
                    duplicate_of = (reading.probability, i, reading.reason)
            elif found or reading.probability >= memo_pair_model.JUDGE_BAND:
                ambiguous.setdefault((i, j), found.confidence if found else reading.probability)
        if duplicate_of and len(decisions) == decided_before:  # it changed none
            probability, i, reason = duplicate_of
            decisions.append(Decision(memo.id, memos[i].id, "duplicate_of", LEARNED, reason, round(probability, 3)))
            memo.active = False
            continue
        index.add(j, memo)
    decisions.extend(_judge(engine, model, memos, [(i, j, score) for (i, j), score in ambiguous.items()],
                            project_id, run, run_id, asset_key))
    unindexed_ids = {memo.id for memo in unindexed}
    entries.extend(memo.entry.row(memo.id, keys[memo.id], memo.reading or memo.new_reading) for memo in memos
                   if memo.active and (memo.id in unindexed_ids or memo.new_reading))
    return decisions


LEARNED = "rule:learned_reader"


def _changed(memos: list[_Memo], i: int, j: int, index: "_SubjectIndex", created_by: str, reason: str,
             confidence: float) -> Decision:
    """Memo `j` changes earlier memo `i`'s fact: `i` is superseded, unless the order is unclear or a person
    restored it (then the two contradict, left unresolved)."""
    older, memo = memos[i], memos[j]
    if older.created_at < memo.created_at and not older.protected:
        older.active = False
        index.remove(i)
        return Decision(older.id, memo.id, "superseded_by", created_by, reason, confidence)
    return Decision(memo.id, older.id, "contradicts", created_by, reason + " (no clear order: left unresolved)",
                    confidence * 0.8)


def quarantine(memo_id: str, text: str) -> Decision | None:
    """The decision to quarantine a memo whose text carries instructions addressed to agents, if it does."""
    findings = injection.scan(text)
    if not findings:
        return None
    return Decision(memo_id, None, "quarantined", "rule:injection", injection.reason(findings), 1.0)


def _linkable(older: _Memo, newer: _Memo, overrides: _Overrides) -> bool:
    """The older memo is still active and no person unlinked the pair."""
    return older.active and not (overrides.unlinked and frozenset((older.id, newer.id)) in overrides.unlinked)


def _exact_duplicate(memos: list[_Memo], j: int, index: "_SubjectIndex", overrides: _Overrides) -> Decision | None:
    """Memo `j` says what an earlier active memo says, letter for letter once normalized."""
    memo = memos[j]
    exact = next((i for i in index.exact.get(memo.entry.exact_key, []) if _linkable(memos[i], memo, overrides)),
                 None)
    if exact is None:
        return None
    return Decision(memo.id, memos[exact].id, "duplicate_of", "rule:exact_normalized",
                    "same text once case, punctuation and filler words are ignored", 1.0)


def _duplicate(memos: list[_Memo], j: int, aligned: list[int], near: list[int], ambiguous: dict,
               answers: "PairAnswers") -> Decision | None:
    """`aligned`: earlier memos worth aligning with memo `j`; `near`: its LSH candidates; both linkable."""
    memo = memos[j]
    for i in aligned:
        found = answers.duplicate(memos[i].facts, memo.facts)
        if found:
            return Decision(memo.id, memos[i].id, "duplicate_of", f"rule:{found.rule}", found.reason,
                            found.confidence)
    best: tuple[float, int] | None = None
    for i in near:
        similarity = jaccard(memos[i].facts.shingles, memo.facts.shingles)
        if similarity < AMBIGUOUS or values_or_negation_differ(memos[i].facts, memo.facts):
            continue
        if similarity >= NEAR_DUPLICATE and (best is None or similarity > best[0]):
            best = (similarity, i)
        elif similarity < NEAR_DUPLICATE:
            ambiguous.setdefault((i, j), similarity)
    if best:
        return Decision(memo.id, memos[best[1]].id, "duplicate_of", "rule:minhash_jaccard",
                        f"word-shingle Jaccard {best[0]:.2f} with no differing value or negation", round(best[0], 3))
    return None


class PairAnswers:
    """The screen's, the alignment's and the learned reader's answers for a pair of texts, kept for one run.

    Each answer depends on the two texts alone (a memo's analysis on its text: `facts_of`), and a backfill's
    projects say the same notes again and again: in the first 40 projects of the year-tenth corpus, 72% of the
    pairs `duplicate` reads are a pair of texts it read before (27% of the terse corpus's); so each pair of texts
    is read once per run, however many projects hold it. Per run, never per process: a run reads the rules and
    the reader as they are when it starts. An answer found here still leaves both memos read closely, as asking
    would have (`duplicate`, `contradiction` and the reader read both memos' items first): their close readings
    are stored with their index entries. Kept as strings and tuples of strings and numbers, which the cyclic
    collector does not traverse (a cache of objects made the terse corpus slower: BENCHMARKS.md, issue 18,
    session 24); past `PAIRS_KEPT` pairs per question the oldest half is dropped.
    """

    def __init__(self):
        self._screened: dict[str, bool] = {}
        self._duplicates: dict[str, tuple | None] = {}
        self._contradictions: dict[str, tuple | None] = {}
        self._readings: dict[str, tuple] = {}

    def worth_comparing(self, older: MemoFacts, newer: MemoFacts) -> bool:
        """`worth_comparing`: the screen reads no memo closely, so nothing is read on an answer found here."""
        key = _pair_key(older, newer)
        found = self._screened.get(key)
        if found is None:
            found = self._screened[_room(self._screened, key)] = worth_comparing(older, newer)
        return found

    def duplicate(self, older: MemoFacts, newer: MemoFacts) -> Finding | None:
        return self._finding(self._duplicates, duplicate, older, newer)

    def contradiction(self, older: MemoFacts, newer: MemoFacts) -> Finding | None:
        return self._finding(self._contradictions, contradiction, older, newer)

    def read(self, older: MemoFacts, newer: MemoFacts, finding: Finding | None) -> memo_pair_model.Reading:
        key = _pair_key(older, newer)
        kept = self._readings.get(key)
        asked = _as_tuple(finding)
        if kept is not None and kept[0] == asked:
            _read_closely(older, newer)
            return memo_pair_model.Reading(*kept[1])
        reading = memo_pair_model.read(older, newer, finding)
        self._readings[_room(self._readings, key)] = (asked, (reading.verdict, reading.probability, reading.reason))
        return reading

    @staticmethod
    def _finding(answers: dict, question, older: MemoFacts, newer: MemoFacts) -> Finding | None:
        key = _pair_key(older, newer)
        if key in answers:
            _read_closely(older, newer)
            kept = answers[key]
            return None if kept is None else Finding(*kept)
        found = question(older, newer)
        answers[_room(answers, key)] = _as_tuple(found)
        return found


PAIRS_KEPT = 65536  # pairs per question: ~80 MB at most (190-490 bytes a pair kept, measured on year-tenth)


def _pair_key(older: MemoFacts, newer: MemoFacts) -> str:
    return f"{len(older.text)}:{older.text}{newer.text}"  # a string: nothing for the collector to traverse


def _as_tuple(finding: Finding | None) -> tuple | None:
    return None if finding is None else (finding.verdict, finding.rule, finding.reason, finding.confidence)


def _read_closely(older: MemoFacts, newer: MemoFacts) -> None:
    """Both memos read closely, as the question whose kept answer is used would have read them."""
    for facts in (older, newer):
        facts.items  # noqa: B018 (the reading is made, if not made yet, by the attribute's access)


def _room(answers: dict, key: str) -> str:
    """`key`, once `answers` has room for it: past `PAIRS_KEPT` the oldest half is dropped."""
    if len(answers) >= PAIRS_KEPT:
        for old in list(itertools.islice(answers, PAIRS_KEPT // 2)):
            del answers[old]
    return key


MAX_SUBJECT_CANDIDATES = 8
MAX_POOL = 32  # earlier memos looked at per new memo, gathered from its rarest subject words first


class _SubjectIndex:
    """Earlier active memos by normalized text and by subject word (lemma).

    A lookup gathers earlier memos from the new memo's rarest words first (the most recent
    ones of each word), at most `MAX_POOL`, and returns the `MAX_SUBJECT_CANDIDATES` that
    share the most of their subject words with it (a third at least): a new fact is compared
    with the latest statements on its subject, so the cost per memo stays bounded however
    often a subject or a word recurs.
    """

    def __init__(self):
        self.exact: dict[str, list[int]] = defaultdict(list)
        # Insertion-ordered, and only active memos: a memo superseded during the run leaves, so
        # the bounded lookup sees what a re-run (which loads active memos only) would see.
        self.by_word: dict[str, dict[int, None]] = defaultdict(dict)
        self.words: dict[int, frozenset[str]] = {}
        self.sizes: dict[int, int] = {}  # how many of a memo's words name its subject
        self.memos: dict[int, _Memo] = {}  # read closely only when an acronym may stand for shared words

    def add(self, i: int, memo: _Memo) -> None:
        if not memo.active:
            return
        self.exact[memo.entry.exact_key].append(i)
        keys = memo.entry.index_keys
        self.words[i] = keys
        self.sizes[i] = memo.entry.subject_size
        self.memos[i] = memo
        for word in keys:
            self.by_word[word][i] = None

    def remove(self, i: int) -> None:
        self.sizes.pop(i, None)
        self.memos.pop(i, None)
        for word in self.words.pop(i, ()):
            self.by_word[word].pop(i, None)

    def candidates(self, memo: _Memo) -> list[int]:
        keys = memo.entry.index_keys
        # Rarest words first; ties by word, never by set order (it changes from process to process).
        postings = [self.by_word[w] for w in sorted((w for w in keys if self.by_word.get(w)),
                                                    key=lambda w: (len(self.by_word[w]), w))]
        pool: set[int] = set()
        for posting in postings:
            pool.update(itertools.islice(reversed(posting), MAX_POOL))
            if len(pool) >= MAX_POOL:
                break
        words, sizes = self.words, self.sizes
        # A memo that names something as replaced or gone may share only that name ("pipenv is gone").
        third = 0 if memo.facts.names_old else 1
        found = []
        for i in pool:
            shared = len(keys & words[i])
            if shared and shared * 3 < sizes[i] * third and (memo.writes_acronym or self.memos[i].writes_acronym) \
                    and (memo.facts.acronym_keys or self.memos[i].facts.acronym_keys):
                # An acronym one of the two writes and the other spells out: "EHS" / "Environmental Health and Safety".
                older, newer = spell_out(self.memos[i].facts, memo.facts)
                shared = len(older & newer)
            if shared and shared * 3 >= sizes[i] * third:
                found.append((shared, i))
        found.sort(reverse=True)
        return [i for _, i in found[:MAX_SUBJECT_CANDIDATES]]


def _judge(engine: sa.Engine, model: Engine, memos: list[_Memo], ambiguous: list, project_id: str,
           run: ConsolidationRun, run_id, asset_key) -> list[Decision]:
    pending = [(i, j, s) for i, j, s in ambiguous if memos[i].active and memos[j].active]
    if pending and model.name != "extractive":
        # A pair this model already judged (and left alone) is not asked again.
        judged = _judged_pairs(engine, project_id, model.model)
        pending = [(i, j, s) for i, j, s in pending if (memos[i].id, memos[j].id) not in judged]
    if not pending:
        return []
    pairs = [MemoPair(memos[i].id, memos[i].facts.text, memos[j].id, memos[j].facts.text) for i, j, _ in pending]
    run.judge_pairs += len(pairs)
    calls_before = model.calls
    judgements = model.judge(pairs, CallContext(asset_key=asset_key, project_id=project_id, run_id=run_id))
    run.judge_calls += model.calls - calls_before
    if model.name != "extractive" and any(not j.decided_by.startswith("llm:") for j in judgements):
        run.unjudged_projects.add(project_id)
    by_id = {memo.id: memo for memo in memos}
    _remember_judgements(engine, project_id, judgements)
    decisions = []
    for judgement in judgements:
        older, newer = by_id[judgement.pair.older_id], by_id[judgement.pair.newer_id]
        if not (older.active and newer.active):
            continue
        if judgement.verdict == "duplicate" and not newer.protected:
            decisions.append(Decision(newer.id, older.id, "duplicate_of", judgement.decided_by, judgement.reason,
                                      judgement.confidence))
            newer.active = False
        elif judgement.verdict == "contradiction" and not older.protected:
            decisions.append(Decision(older.id, newer.id, "superseded_by", judgement.decided_by, judgement.reason,
                                      judgement.confidence))
            older.active = False
    return decisions


def _judged_pairs(engine: sa.Engine, project_id: str, model_name: str) -> set[tuple[str, str]]:
    j = memory_judged_pairs.c
    with engine.connect() as conn:
        return {(r.older_memo_id, r.newer_memo_id) for r in conn.execute(
            sa.select(j.older_memo_id, j.newer_memo_id).where(j.project_id == project_id, j.model == model_name))}


def _remember_judgements(engine: sa.Engine, project_id: str, judgements) -> None:
    rows = [dict(older_memo_id=x.pair.older_id, newer_memo_id=x.pair.newer_id, model=x.decided_by.split(":", 1)[1],
                 project_id=project_id, verdict=x.verdict, reason=x.reason, created_at=utcnow())
            for x in judgements if x.decided_by.startswith("llm:")]
    if rows:
        with engine.begin() as conn:
            insert_ignoring_conflicts(conn, memory_judged_pairs, rows)


# --- writing decisions and keeping statuses current ---------------------------------------

def write_decisions(conn: sa.Connection, batch: list[tuple[str, list[Decision]]], run_id: str | None) -> None:
    """Links and statuses of the decisions of some projects, on `conn`; then their chains are resolved."""
    now = utcnow()
    links = [dict(id=str(uuid.uuid4()), project_id=project_id, src_kind="memo", src_id=d.memo_id, dst_kind="memo",
                  dst_id=d.other_id, relation_type=d.relation, created_by=d.created_by,
                  metadata={"reason": d.reason, "confidence": d.confidence, "run_id": run_id}, created_at=now)
             for project_id, decisions in batch for d in decisions if d.relation != "quarantined"]
    # When the run also retired the memo a retired memo points at (a fact changed again and again), the status is
    # written pointing at the chain's end, not UPDATEd there after, one row at a time (most of a backfill's rows).
    ends = {project_id: _chain_ends({d.memo_id: d.other_id for d in decisions if d.relation in RETIRING})
            for project_id, decisions in batch}
    statuses = [dict(memo_id=d.memo_id, project_id=project_id, status=STATUS_OF[d.relation],
                     canonical_memo_id=ends[project_id].get(d.memo_id) or d.other_id, reason=d.reason,
                     decided_by=d.created_by, updated_at=now)
                for project_id, decisions in batch for d in decisions if d.relation != "contradicts"]
    insert_ignoring_conflicts(conn, memory_links, links)
    upsert(conn, memory_memo_status, statuses, key=["memo_id"],
           update=["status", "canonical_memo_id", "reason", "decided_by", "updated_at"])
    resolve_retired(conn, {project_id: {d.memo_id for d in decisions if d.relation in RETIRING}
                           for project_id, decisions in batch})


STATUS_OF = {"duplicate_of": "duplicate", "superseded_by": "superseded", "quarantined": "quarantined"}
RETIRING = ("duplicate_of", "superseded_by")  # decisions that point a memo at the one that replaces it


def resolve_chains(conn: sa.Connection, project_id: str) -> int:
    """Point every inactive memo's canonical id at the current (active) fact; returns rows changed. Every
    chain of the project is read: a person's override can revive a memo. After the rules' own decisions,
    `resolve_retired` reads only the chains through the memos they retired."""
    s = memory_memo_status.c
    rows = conn.execute(sa.select(s.memo_id, s.canonical_memo_id).where(
        s.project_id == project_id, s.status.in_(("duplicate", "superseded"))))
    return _point_at_current(conn, [{r.memo_id: r.canonical_memo_id for r in rows}])


def resolve_retired(conn: sa.Connection, retired: dict[str, set[str]]) -> int:
    """`resolve_chains` after some projects' rules made memos inactive (`retired`, per project); returns rows
    changed. Every other inactive memo already points at an active one (this ran after each earlier write),
    so only chains through these can be stale: only their statuses and those pointing at them are read (a
    nightly reads a few rows per project, not its whole history of decisions), for all the projects at
    once (two statements per project with a retired memo before)."""
    s = memory_memo_status.c
    retired = {project_id: memo_ids for project_id, memo_ids in retired.items() if memo_ids}
    if not retired:
        return 0
    # The rows are found by memo id alone and kept per project here: with the projects in the query as well,
    # SQLite read every inactive status of the batch's projects by (project, status) for each IN list of 500
    # canonical ids, a cost growing with the square of a batch's retired memos.
    inactive = sa.select(s.project_id, s.memo_id, s.canonical_memo_id).where(s.status.in_(("duplicate", "superseded")))
    canonical: dict[str, dict[str, str]] = {project_id: {} for project_id in retired}
    for column in (s.memo_id, s.canonical_memo_id):
        for condition in among(conn, column, sorted(set().union(*retired.values()))):
            for r in conn.execute(inactive.where(condition)):
                mine = retired.get(r.project_id, ())
                if r.memo_id in mine or r.canonical_memo_id in mine:
                    canonical[r.project_id][r.memo_id] = r.canonical_memo_id
    return _point_at_current(conn, list(canonical.values()))


def _point_at_current(conn: sa.Connection, chains: list[dict[str, str]]) -> int:
    """Update each memo of `chains` (per project: inactive memo -> its canonical memo) whose canonical memo
    is itself inactive there to the end of its chain; returns rows changed."""
    s = memory_memo_status.c
    updates = []
    for canonical in chains:
        ends = _chain_ends(canonical)
        for memo_id, target in canonical.items():
            current = ends[memo_id]
            if current is not None and current != target:
                updates.append({"memo": memo_id, "current": current})
    if updates:
        conn.execute(memory_memo_status.update().where(s.memo_id == sa.bindparam("memo")).values(
            canonical_memo_id=sa.bindparam("current"), updated_at=utcnow()), updates)
    return len(updates)


def _chain_ends(canonical: dict[str, str]) -> dict[str, str | None]:
    """Per memo of `canonical` (inactive memo -> its canonical memo), the end of its chain: the first memo
    along it that is not inactive itself, or None when the chain runs into a cycle (a person's overrides can
    make one: it is left as it is). Each chain is walked once, however many memos share its end: a fact
    superseded again and again made the walk from every one of its memos quadratic."""
    ends: dict[str, str | None] = {}
    for start in canonical:
        path: dict[str, None] = {}  # in walking order
        current = start
        while current in canonical and current not in ends:
            if current in path:  # a cycle: every memo on this path reaches it
                break
            path[current] = None
            current = canonical[current]
        end = ends.get(current) if current in canonical else current
        for memo_id in path:
            ends[memo_id] = end
    return ends


def decision_counts(run: ConsolidationRun) -> Counter:
    return Counter(d.relation for d in run.decisions)
