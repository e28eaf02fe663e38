"""Memo pairs shaped like the benchmark's template corpus (`memory_pipeline.synthetic`): one sentence said of
many subjects. Generated, not hand-written: a guard, not an estimate of quality.

A project of the template corpus holds the same sentence about several services, environments, people and
tools, so a change of one subject must never supersede another's statement. Session 10's learned reader did
exactly that ("The auth-gateway API rate limit is 1300 requests per minute" superseded by "The
notification-service API rate limit was changed to 1500 requests per minute"; BENCHMARKS.md, issue 17).

Each entry of PAIRS is (label, category, older_memo, newer_memo), as in the hand-written sets:

- contradiction `template_change`: a corpus fact and its change, the same slots (the corpus's planted changes);
- negative `other_service` / `other_environment` / `other_region` / `other_team` / `other_subject_terse`: the
  change template filled for another subject than the older fact's (the values change too);
- negative `shares_name_only`: a plain note and another fact's change that share only the service's name
  ("The billing-api runbook is linked from the team wiki" / "We no longer use PgBouncer for billing-api").

`python -m tests.memo_pair_quality templates [--one-project]` measures it like the other sets.
"""

from __future__ import annotations

import random

from memory_pipeline.synthetic import (
    ENVIRONMENTS,
    FACT_TEMPLATES,
    PEOPLE,
    PLAIN_FACTS,
    SERVICES,
    TERSE_FACTS,
    TERSE_SUBJECTS,
    TERSE_WORDS,
    TOOLS,
    WEEKDAYS,
)

REGIONS = ["eu-west-1", "us-east-1", "ap-southeast-2", "eu-central-1"]
TEAMS = ["platform team", "data team", "payments team", "mobile team"]

# The corpus's shape with slots it lacks: a region or a team names the subject.
REGION_TEMPLATES = [
    ("The {region} cluster for {service} has {n} nodes", "The {region} cluster for {service} now has {n2} nodes"),
    ("{service} in {region} keeps backups for {n} days", "{service} in {region} keeps backups for {n2} days now"),
    ("Failover for {service} in {region} is owned by {person}",
     "Failover for {service} in {region} moved from {person} to {person2}"),
]
TEAM_TEMPLATES = [
    ("The {team} runs its standup on {weekday} at 09:30", "The {team} moved its standup to {weekday2} at 09:30"),
    ("The {team} has an error budget of {n} incidents per quarter",
     "The {team} error budget was changed to {n2} incidents per quarter"),
    ("The {team} uses {tool} for alerting", "The {team} no longer uses {tool} for alerting"),
]


def _slots(rng: random.Random) -> dict[str, str]:
    person, person2 = rng.sample(PEOPLE, 2)
    weekday, weekday2 = rng.sample(WEEKDAYS, 2)
    n = rng.randint(11, 15)
    return {"service": rng.choice(SERVICES), "env": rng.choice(ENVIRONMENTS), "tool": rng.choice(TOOLS),
            "person": person, "person2": person2, "weekday": weekday, "weekday2": weekday2, "n": str(n),
            "n2": str(n + rng.randint(1, 3)), "region": rng.choice(REGIONS), "team": rng.choice(TEAMS)}


def _other(rng: random.Random, slots: dict[str, str], key: str, choices: list[str]) -> dict[str, str]:
    """The same slots with another `key` (and fresh values to change to)."""
    other = dict(_slots(rng), **{k: v for k, v in slots.items() if k not in ("n2", "person2", "weekday2")})
    other[key] = rng.choice([c for c in choices if c != slots[key]])
    return other


def _pairs(seed: int = 11) -> list[tuple[str, str, str, str]]:
    rng = random.Random(seed)
    pairs = []
    for _ in range(4):
        for fact, change in FACT_TEMPLATES + REGION_TEMPLATES + TEAM_TEMPLATES:
            slots = _slots(rng)
            pairs.append(("contradiction", "template_change", fact.format(**slots), change.format(**slots)))
            for key, choices, category in (("service", SERVICES, "other_service"),
                                           ("env", ENVIRONMENTS, "other_environment"),
                                           ("region", REGIONS, "other_region"), ("team", TEAMS, "other_team")):
                if "{" + key + "}" in fact:
                    pairs.append(("negative", category, fact.format(**slots),
                                  change.format(**_other(rng, slots, key, choices))))
    for note in PLAIN_FACTS:
        if "{service}" not in note:
            continue
        slots = _slots(rng)
        for fact, change in FACT_TEMPLATES:
            if "{service}" in change:
                pairs.append(("negative", "shares_name_only", note.format(**slots),
                              change.format(**dict(_slots(rng), service=slots["service"]))))
    for fact, change in TERSE_FACTS:
        for _ in range(3):
            first, second = rng.sample(TERSE_SUBJECTS, 2)
            slots = {"s": first, "n": str(rng.randint(2, 20)), "h": str(rng.randint(1, 11))}
            for key, values in TERSE_WORDS.items():
                slots[key], slots[key + "2"] = rng.sample(values, 2)
            slots["n2"] = str(int(slots["n"]) + rng.randint(1, 9))
            pairs.append(("contradiction", "template_change", fact.format(**slots), change.format(**slots)))
            pairs.append(("negative", "other_subject_terse", fact.format(**slots),
                          change.format(**dict(slots, s=second))))
    return pairs


PAIRS = _pairs()
