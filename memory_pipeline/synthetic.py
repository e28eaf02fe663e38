"""A synthetic platform: organizations, projects, chats with transcripts, and memos.

Deterministic for a seed. The demo uses a small scale; the benchmarks use the same
generator at a large one. What it plants, so every part of the pipeline has real work:

- raw transcripts with secrets and PII (emails, phone numbers, cloud keys, card numbers,
  passwords in URLs) that must never reach a summary or a digest;
- chats with no summary, with an unredacted summary, opted out, and deleted;
- memos with near-duplicate paraphrases and newer facts that contradict older ones,
  and the same memo text in two projects (which must never be merged).
"""

from __future__ import annotations

import random
import uuid
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

import sqlalchemy as sa

from memory_pipeline.db import insert_ignoring_conflicts
from memory_pipeline.schema import UTC, chat_messages, chats, memory_memos


@dataclass(frozen=True)
class Scale:
    organizations: int
    projects_per_org: int
    start: date
    days: int
    chats_per_project_day: float
    memos_per_chat: float
    messages_per_chat: tuple[int, int] = (4, 8)
    duplicate_rate: float = 0.05
    contradiction_rate: float = 0.03
    unredacted_rate: float = 0.3  # chats whose summary is missing or not redacted
    opt_out_rate: float = 0.04
    delete_rate: float = 0.02
    secret_rate: float = 0.35  # transcripts with planted secrets or PII
    # "templated": memos are sentences from the templates below; "terse": short, lowercase notes
    # from a small vocabulary that repeat their subjects (`terse_memo`), the shape that makes a
    # subject word's postings long and many pairs worth a close reading.
    memo_shape: str = "templated"


DEMO_SCALE = Scale(
    organizations=2,
    projects_per_org=2,
    start=date(2026, 8, 1),
    days=92,  # August, September and October 2026
    chats_per_project_day=1.2,
    memos_per_chat=1.5,
)

SERVICES = ["billing-api", "search-indexer", "auth-gateway", "ingest-worker", "web-frontend",
            "payments-db", "notification-service", "report-builder"]
ENVIRONMENTS = ["staging", "production", "preview"]
PEOPLE = ["Alice Moreau", "Bogdan Ilic", "Chen Wei", "Dara Okafor", "Elif Kaya", "Farid Haddad"]
TOOLS = ["Terraform", "Argo CD", "Grafana", "Sentry", "PgBouncer", "Redis", "Kafka", "Temporal"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]

# (fact template, contradiction template): the second is a newer value for the same subject.
FACT_TEMPLATES = [
    ("{env} {service} runs Postgres {n}", "{env} {service} was upgraded to Postgres {n2}"),
    ("{person} owns the {service} on-call rotation",
     "On-call for {service} moved from {person} to {person2}"),
    ("Deploys of {service} to {env} happen on {weekday} after 14:00 UTC",
     "Deploys of {service} to {env} no longer happen on {weekday}; they moved to {weekday2}"),
    ("The {service} API rate limit is {n}00 requests per minute",
     "The {service} API rate limit was changed to {n2}00 requests per minute"),
    ("We use {tool} for {service} deployments", "We no longer use {tool} for {service} deployments"),
    ("{service} timeouts are set to {n} seconds in {env}",
     "{service} timeouts in {env} were changed to {n2} seconds"),
]
PLAIN_FACTS = [
    "Release notes for {service} live in the docs/releases folder",
    "The {service} runbook is linked from the team wiki front page",
    "Feature flags for {service} are managed in {tool}",
    "{person} is the reviewer of record for {service} schema changes",
    "Incident reviews happen every {weekday} at 10:00 UTC",
    "Load tests for {service} run nightly against {env}",
]
FILLERS = ["Note: ", "FYI, ", "Reminder - ", "Heads up: ", ""]

SECRETS = [
    "my email is {first}.{last}@example.org if you need it",
    "call me on +44 20 7946 0{n3} when the deploy is done",
    "the AWS key is AKIA{upper16} for the ingest bucket",
    "use this token ghp_{alnum36} for the CI job",
    "card 4111 1111 1111 1111 was charged twice",
    "connect with postgresql://admin:{alnum12}@db.internal:5432/app",
    "set password={alnum16} in the env file",
    "the Slack webhook token is xoxb-{digits12}-{digits12}-{alnum24}",
    "my phone is (415) 555-0{n3}",
    "server IP is 10.20.{n}.{n3b}",
]

SUMMARY_TEMPLATES = [
    "Discussed {service} on {env}: decided to adopt {tool}. Open question: who reviews the rollout.",
    "Debugged {service} timeouts in {env}; root cause was connection pool exhaustion, fixed by {tool}.",
    "Planned the {service} release for {weekday}; {person} owns the checklist.",
    "Reviewed {service} error budget; agreed to freeze {env} deploys until alerts are quiet.",
]


class _Words:
    """Random fillers for templates, drawn from one seeded generator."""

    def __init__(self, rng: random.Random):
        self.rng = rng

    def alnum(self, n: int, alphabet: str = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789") -> str:
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def slots(self) -> dict[str, str]:
        r = self.rng
        person, person2 = r.sample(PEOPLE, 2)
        weekday, weekday2 = r.sample(WEEKDAYS, 2)
        n = r.randint(11, 15)
        first, last = person.lower().split()
        return {
            "service": r.choice(SERVICES), "env": r.choice(ENVIRONMENTS), "tool": r.choice(TOOLS),
            "person": person, "person2": person2, "weekday": weekday, "weekday2": weekday2,
            "n": str(n), "n2": str(n + r.randint(1, 3)), "n3": f"{r.randint(100, 999)}",
            "n3b": str(r.randint(2, 250)), "first": first, "last": last,
            "upper16": self.alnum(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"),
            "alnum36": self.alnum(36), "alnum12": self.alnum(12), "alnum16": self.alnum(16),
            "alnum24": self.alnum(24), "digits12": self.alnum(12, "0123456789"),
        }


def _uuid(rng: random.Random) -> str:
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def _light_paraphrase(rng: random.Random, text: str) -> str:
    variant = rng.randrange(3)
    if variant == 0:
        return text.lower() + "."
    if variant == 1:
        return rng.choice(FILLERS[:-1]) + text
    return text.upper() if len(text) < 40 else text + "!"


@dataclass
class GeneratedCounts:
    chats: int = 0
    messages: int = 0
    memos: int = 0
    planted_duplicates: int = 0
    planted_contradictions: int = 0
    planted_secrets: int = 0


def generate(engine: sa.Engine, scale: Scale = DEMO_SCALE, seed: int = 7, batch_size: int = 5000,
             projects_seed: int | None = None) -> GeneratedCounts:
    """Insert a synthetic platform into the source tables. Same seed, same rows.

    `projects_seed` draws the organizations, projects and users from a seed of their own, so
    that a later day (another `seed`) continues the projects of an earlier corpus generated
    with `seed=projects_seed`; without it they come from `seed`, first.
    """
    rng = random.Random(seed)
    people = rng if projects_seed is None else random.Random(projects_seed)
    projects = []
    for _ in range(scale.organizations):
        org = _uuid(people)
        for _ in range(scale.projects_per_org):
            users = [_uuid(people) for _ in range(3)]
            projects.append((org, _uuid(people), users, _uuid(people)))
    words = _Words(rng)
    counts = GeneratedCounts()

    chat_rows, message_rows, memo_rows = [], [], []

    def flush(force: bool = False) -> None:
        if not force and len(chat_rows) + len(message_rows) + len(memo_rows) < batch_size:
            return
        with engine.begin() as conn:
            for table, rows in ((chats, chat_rows), (chat_messages, message_rows), (memory_memos, memo_rows)):
                # Seeding again with the same seed makes the same ids: nothing is inserted twice.
                insert_ignoring_conflicts(conn, table, rows)
                rows.clear()

    # Facts seen so far per project, so later memos can repeat or contradict them.
    facts: dict[str, list[tuple[str, dict[str, str], int]]] = {}
    shared_text = "The shared design review checklist lives in the platform handbook"
    for day_index in range(scale.days):
        day = scale.start + timedelta(days=day_index)
        midnight = datetime.combine(day, time(0), tzinfo=UTC)
        for org, project, users, agent in projects:
            n_chats = int(scale.chats_per_project_day) + (rng.random() < scale.chats_per_project_day % 1)
            for _ in range(n_chats):
                chat_id = _uuid(rng)
                created = midnight + timedelta(seconds=rng.randrange(86400), microseconds=rng.randrange(10**6))
                slots = words.slots()
                n_messages = rng.randint(*scale.messages_per_chat)
                has_secret = rng.random() < scale.secret_rate
                last_message = created
                for m in range(n_messages):
                    role = ("user", "assistant")[m % 2] if rng.random() > 0.1 else "tool"
                    text = _message_text(rng, role, slots)
                    if has_secret and m == 0:
                        text += " By the way, " + rng.choice(SECRETS).format(**slots) + "."
                        counts.planted_secrets += 1
                    last_message = created + timedelta(minutes=2 * m)
                    message_rows.append({"id": _uuid(rng), "chat_id": chat_id, "role": role,
                                         "content": text, "created_at": last_message})
                summary_state = rng.random()
                summary, redacted, generated_at = None, False, None
                if summary_state >= scale.unredacted_rate:
                    summary = rng.choice(SUMMARY_TEMPLATES).format(**slots)
                    redacted, generated_at = True, last_message + timedelta(minutes=5)
                elif summary_state >= scale.unredacted_rate / 2:
                    # An old platform summary built from the raw transcript: not usable.
                    summary = rng.choice(SUMMARY_TEMPLATES).format(**slots)
                    generated_at = last_message + timedelta(minutes=5)
                fate = rng.random()
                excluded = created + timedelta(days=1) if fate < scale.opt_out_rate else None
                deleted = (created + timedelta(days=2)
                           if scale.opt_out_rate <= fate < scale.opt_out_rate + scale.delete_rate else None)
                chat_rows.append({
                    "id": chat_id, "organization_id": org, "project_id": project,
                    "user_id": rng.choice(users), "title": f"{slots['service']} in {slots['env']}",
                    "summary": summary, "summary_generated_at": generated_at, "summary_redacted": redacted,
                    "memory_excluded_at": excluded, "created_at": created,
                    "updated_at": deleted or excluded or last_message, "deleted_at": deleted,
                })
                counts.chats += 1
                counts.messages += n_messages
                n_memos = int(scale.memos_per_chat) + (rng.random() < scale.memos_per_chat % 1)
                for k in range(n_memos):
                    text = _memo_text(rng, words, facts.setdefault(project, []), counts, scale)
                    if day_index == 0 and k == 0:
                        text = shared_text  # identical text in every project, never merged across them
                    by_agent = rng.random() < 0.7
                    memo_rows.append({
                        "id": _uuid(rng), "organization_id": org, "project_id": project,
                        "chat_id": chat_id if rng.random() < 0.8 else None,
                        "author_user_id": None if by_agent else rng.choice(users),
                        "author_agent_id": agent if by_agent else None,
                        "content": text, "created_at": created + timedelta(minutes=3 * k + 1),
                        "deleted_at": None,
                    })
                    counts.memos += 1
                flush()
    flush(force=True)
    return counts


def _message_text(rng: random.Random, role: str, slots: dict[str, str]) -> str:
    if role == "user":
        return rng.choice([
            "Can you check why {service} is slow on {env}?",
            "Please draft the rollout plan for {service} with {tool}.",
            "What changed in {service} since {weekday}?",
        ]).format(**slots)
    if role == "assistant":
        return rng.choice([
            "I looked at {service} on {env}: latency rose after the {tool} change; I suggest rolling back.",
            "Here is the plan: canary {service} on {env} first, then production on {weekday}.",
            "{person} merged the fix for {service}; the dashboards in {tool} look normal again.",
        ]).format(**slots)
    return "tool output: {service} healthcheck ok, 3 pods ready".format(**slots)


def _memo_text(rng, words: _Words, seen: list, counts: GeneratedCounts, scale: Scale) -> str:
    if scale.memo_shape == "terse":
        return terse_memo(rng, seen, counts, scale.duplicate_rate, scale.contradiction_rate)
    roll = rng.random()
    if seen and roll < scale.duplicate_rate:
        counts.planted_duplicates += 1
        return _light_paraphrase(rng, rng.choice(seen)[0])
    if seen and roll < scale.duplicate_rate + scale.contradiction_rate:
        candidates = [f for f in seen if f[2] >= 0]
        if candidates:
            _, slots, template_index = rng.choice(candidates)
            counts.planted_contradictions += 1
            return FACT_TEMPLATES[template_index][1].format(**slots)
    return _new_fact(rng, words.slots(), FACT_TEMPLATES, PLAIN_FACTS, 0.6, seen)


def _new_fact(rng: random.Random, slots: dict[str, str], facts: list, notes: list, share: float, seen: list) -> str:
    """A fact that may change later (`share` of the time; `seen` keeps its template), or a plain note."""
    if rng.random() < share:
        index = rng.randrange(len(facts))
        text = facts[index][0].format(**slots)
    else:
        index = -1
        text = rng.choice(notes).format(**slots)
    seen.append((text, slots, index))
    return text


# The "terse" shape: notes of two to six lowercase words, no punctuation, 25 subjects.
TERSE_SUBJECTS = ["db", "api", "ci", "cache", "queue", "auth", "deploys", "backups", "staging", "prod", "search",
                  "billing", "logs", "alerts", "oncall", "vpn", "dns", "cdn", "tests", "builds", "infra", "release",
                  "mobile", "web", "data"]
TERSE_WORDS = {"t": ["gha", "jenkins", "redis", "pg", "k8s", "argo", "grafana", "sentry"],
               "p": ["ana", "bo", "cy", "di", "ed", "flo"], "d": ["mon", "tue", "wed", "thu", "fri"]}
# (fact, the same fact changed): slots {s} subject, {t} tool, {p} person, {d} day, {n} number, {h} hour; a 2 is
# another value.
TERSE_FACTS = [
    ("{s} on {t}", "{s} moved off {t} to {t2}"),
    ("{s} owner {p}", "{s} owner now {p2}"),
    ("{s} freeze {d}", "{s} freeze moved to {d2}"),
    ("{s} timeout {n}s", "{s} timeout {n2}s now"),
    ("{s} runs {d} {h}am", "{s} runs {d2} {h}am"),
    ("{s} limit {n}", "{s} limit bumped to {n2}"),
    ("{p} handles {s}", "{p2} handles {s} now"),
    ("{s} uses {t}", "{s} no longer uses {t}"),
]
TERSE_NOTES = ["{s} slow again", "{s} down", "{s} fixed", "{s} flaky on {d}", "ask {p} re {s}", "{s} docs in wiki",
               "{s} green", "{s} paused till {d}", "check {s} {d}", "{s} ok", "{s} retry {n}x", "{s} and {s2} down"]
TERSE_FILLERS = ["fyi ", "note ", "reminder ", "now ", ""]


def terse_memo(rng: random.Random, seen: list, counts: GeneratedCounts | None = None,
               duplicate_rate: float = 0.1, contradiction_rate: float = 0.03) -> str:
    """A short note from a small vocabulary: the same text again (a tenth of the time), a light
    paraphrase, a changed fact, or a new one; `seen` holds this project's earlier facts."""
    roll = rng.random()
    if seen and roll < 0.1:
        return rng.choice(seen)[0]
    if seen and roll < 0.1 + duplicate_rate:
        if counts:
            counts.planted_duplicates += 1
        return rng.choice(TERSE_FILLERS[:-1]) + rng.choice(seen)[0]
    if seen and roll < 0.1 + duplicate_rate + contradiction_rate:
        candidates = [f for f in seen if f[2] >= 0]
        if candidates:
            _, slots, index = rng.choice(candidates)
            if counts:
                counts.planted_contradictions += 1
            return TERSE_FACTS[index][1].format(**slots)
    first, second = rng.sample(TERSE_SUBJECTS, 2)
    slots = {"s": first, "s2": second, "n": str(rng.randint(2, 20)), "h": str(rng.randint(1, 11))}
    for key, values in TERSE_WORDS.items():
        slots[key], slots[key + "2"] = rng.sample(values, 2)
    slots["n2"] = str(int(slots["n"]) + rng.randint(1, 9))
    return _new_fact(rng, slots, TERSE_FACTS, TERSE_NOTES, 0.5, seen)
