# Development data since 2026-12-01 (session 9): released after its last held-out measurement, below.
# Held-out noisy-chat set no. 4 (60 chats, 107 facts, 85 questions), written on 2026-11-30 by a helper that
# never saw the code or the other sets. Measured once (python -m tests.noisy_chat_quality fourth), session 6's
# final code: coverage day 0.74, week 0.74, month 0.69; noise lines 0.27; core memory noise 1/1; recall 0.62.
# The code before session 6 (3216992): 0.63 / 0.63 / 0.58, 0.25, 1/1, 0.54. Its misses were not read.
"""Held-out noisy chat transcripts for evaluating a chat-memory system.

Fictional organisation: Brightwater Cold Logistics, a refrigerated ("cold chain")
freight company moving pharma, frozen and fresh goods across northern Europe.
The platform/engineering team chats with an AI assistant on an internal platform.

People (12):
  Priya Natarajan  - engineering manager
  Tomasz Wojcik    - platform / infra lead (k8s, CI, AWS)
  Dele Okafor      - backend, telemetry ingestion (Frostline)
  Mei Lin Chua     - data engineer (Tempvault, analytics)
  Rafael Souza     - SRE, on-call, later owner of Alertwise
  Hannah Berg      - mobile lead (Haul driver app)
  Kofi Mensah      - security engineer
  Ines Alvarez     - QA lead / release captain
  Jonas Feldmann   - route optimisation (Wayfinder)
  Aiko Tanaka      - frontend (Dispatch Console, Coldview)
  Sam Oduya        - DBA (coredb)
  Lena Petrova     - product manager, customer contact (e.g. pharma customer Medisan)

Systems / components (~15):
  Frostline        - Go service ingesting reefer (trailer) telemetry from MQTT into Kafka
  Kettle           - MQTT broker cluster the trailer gateways publish to (Mosquitto, later EMQX)
  Conveyor         - Kafka cluster (topic telemetry.raw etc.)
  Tempvault        - temperature compliance archive (Parquet on S3)
  TimescaleDB      - hot store for raw telemetry
  Wayfinder        - route optimiser (OR-Tools, later Timefold for nightly planning)
  Dispatch Console - React web app used by dispatchers
  Coldview         - customer portal (exports, PDF reports)
  Haul             - driver mobile app (Android/iOS)
  Ledger           - billing / invoicing service (Python)
  coredb           - main PostgreSQL cluster, behind pgbouncer
  Alertwise        - temperature excursion alerting (SMS/email to customers and drivers)
  Vault            - secrets management
  Keycloak         - SSO for Dispatch Console and Coldview
  GitLab CI, Prometheus/Thanos/Grafana, EKS (Kubernetes), ClickHouse (analytics), pgBackRest

Each chat labels only the facts stated in that chat itself. Later chats may change
facts from earlier chats; such chats label their own (new) version of the fact.
"turn" indices and "answered" indices are 0-based positions in "turns".
Keywords are copied from the text of the labelled turn.
"""

U = "user"
A = "assistant"

CHATS = [
    # ------------------------------------------------------------------ Dec 2025
    {
        "id": "h01",
        "day": "2025-12-02",
        "turns": [
            (U, "morning 👋 quick one about frostline. trailers publish to kettle on `reefer/+/telemetry` and rn everything is qos 0. we lost like 3% of readings last night when the broker restarted. should we go qos 1 or qos 2"),
            (A, """Good morning! Short version of the three levels:

- **QoS 0** (at most once): fire and forget. Anything in flight during a broker restart is gone, which matches the ~3% you saw.
- **QoS 1** (at least once): the gateway keeps the message until it gets a PUBACK and retransmits otherwise. No loss, but you can get duplicates.
- **QoS 2** (exactly once): four-way handshake per message. Much more chatter, and on flaky cellular links it tends to stall the in-flight window.

For sensor telemetry over cellular I'd recommend QoS 1 plus an idempotent consumer. QoS 2 is usually not worth the extra round trips for 30-second readings."""),
            (U, "ok thats what i thought. so qos 1 means dupes tho right? frostline just blindly writes whatever it gets into kafka"),
            (A, """Yes, with QoS 1 you will see duplicates whenever a PUBACK is lost or the gateway reconnects. Two common places to remove them:

1. **In Frostline** before producing to Kafka, e.g. a Redis `SETNX` on `sensor_id:seq` with a short TTL.
2. **Downstream**, e.g. a Kafka Streams dedupe step or letting the analytics store collapse duplicates.

Option 1 keeps telemetry.raw clean for every consumer, but it puts Redis in the hot path. Option 2 keeps Frostline stateless."""),
            (U, "agreed, we'll use qos 1 for all telemetry topics. alarms topic too. where the dedupe lives i honestly dont know yet, need to ask tomasz if he wants redis in the ingest path"),
            (A, "Noted, I'll keep that in mind. Summary: QoS 1 for all telemetry topics (including alarms); where to deduplicate (Frostline + Redis vs downstream) is still open pending Tomasz."),
            (U, "thx 🙏"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Frostline/Kettle telemetry topics (including alarms) move to MQTT QoS 1.", "keywords": ["qos 1", "telemetry topics"]},
            {"kind": "open", "turn": 4, "text": "It is undecided where duplicate readings should be removed (Frostline with Redis or downstream).", "keywords": ["dedupe", "redis"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "h02",
        "day": "2025-12-04",
        "turns": [
            (U, """ugh ledger is throwing 500s again, any idea whats going on? pasting
```
2025-12-04T07:12:09Z ERROR ledger.db sqlalchemy.exc.TimeoutError: QueuePool limit of size 10 overflow 5 reached, connection timed out, timeout 30.00
2025-12-04T07:12:09Z ERROR ledger.api POST /invoices/batch -> 500 (31022ms)
2025-12-04 07:12:11.402 UTC [1] WARNING C-0x55d1: ledger/ledger_app@10.2.4.17:51234 pooler error: query_wait_timeout
```"""),
            (A, "Two layers are involved here: SQLAlchemy's own pool in the ledger pods, and pgbouncer in front of coredb. The `query_wait_timeout` from pgbouncer suggests clients are queuing at pgbouncer, not just inside the app. Could you paste `SHOW POOLS;` from the pgbouncer admin console?"),
            (U, """```
 database | user       | cl_active | cl_waiting | sv_active | sv_idle | pool_size
----------+------------+-----------+------------+-----------+---------+----------
 ledger   | ledger_app |        20 |         37 |        20 |       0 |        20
```"""),
            (A, """That confirms it: all 20 server connections are busy and 37 clients are waiting. Options:

1. Raise `default_pool_size` for the ledger database (e.g. 20 -> 40), provided coredb's `max_connections` has headroom.
2. Shorten the long transactions in the invoice batch job (it seems to hold a connection for the whole batch).

I'd do 1 now to stop the bleeding and 2 as a follow-up."""),
            (U, "sam says coredb has plenty of headroom. bumped ledger pool_size in pgbouncer from 20 to 40 and reloaded. waiting is 0 now 😮‍💨"),
            (A, "Nice. It might be worth alerting on `cl_waiting` so you hear about this before the 500s do."),
            (U, "yeah lets add that. alert when cl_waiting > 5 for 2 min, route to #ledger-alerts. can u write the rule"),
            (A, """Here you go (pgbouncer_exporter metric names):
```yaml
- alert: LedgerPgbouncerClientsWaiting
  expr: pgbouncer_pools_client_waiting_connections{database="ledger"} > 5
  for: 2m
  labels:
    severity: warning
    channel: ledger-alerts
  annotations:
    summary: "ledger clients waiting on pgbouncer"
```
Let me know if you need anything else."""),
            (U, "perfect ty, lunch time 🍜"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "Ledger's pgbouncer pool_size was raised from 20 to 40.", "keywords": ["pool_size", "40"]},
            {"kind": "decision", "turn": 6, "text": "An alert fires when pgbouncer cl_waiting for ledger exceeds 5 for 2 minutes, routed to #ledger-alerts.", "keywords": ["cl_waiting", "5"]},
        ],
        "answered": [0, 6],
    },
    {
        "id": "h03",
        "day": "2025-12-09",
        "turns": [
            (U, "hiii is anyone going to the xmas thing on the 18th?? also @assistant can u help me with a regex, i need to pull trailer ids out of email subjects like `RE: [BW-TRL-04417] temp alert ack`"),
            (A, "Great question! Something like `\\[BW-TRL-([0-9]{5})\\]` would capture `04417` in group 1. If your tool doesn't like the escapes, `BW-TRL-([0-9]{5})` alone also works for these subjects."),
            (U, "hmm some subjects have lowercase bw-trl and only 4 digits lol. people type them by hand"),
            (A, "Then make it case-insensitive and allow 4 or 5 digits: `(?i)bw-trl-([0-9]{4,5})`. If you need a uniform ID afterwards, left-pad the captured group to 5 digits."),
            (U, "works!! ty. ok going for ramen with aiko brb"),
            (A, "Enjoy the ramen! Let me know if you need anything else."),
            (U, "back. also apparently the party is in the warehouse canteen this year 🎄 lol"),
            (A, "Sounds festive. Have fun on the 18th!"),
        ],
        "facts": [],
        "answered": [0, 2],
    },
    {
        "id": "h04",
        "day": "2025-12-11",
        "turns": [
            (U, "ok we need to formalise on-call before the holidays, currently its whoever notices the slack alert lol. @assistant what do teams usually do for a 6 person rotation"),
            (A, """For six people in one timezone the common setups are:

| setup | pros | cons |
|---|---|---|
| weekly primary | simple, 1 week in 6 | long weeks if noisy |
| weekly primary + secondary | backup for escalations | 2 of 6 people busy |
| daily / split weekdays-weekend | short shifts | many handoffs |

Also decide on a fixed handoff time (ideally during working hours, so the outgoing person can brief the incoming one) and a single owner for the PagerDuty schedule."""),
            (U, "weekly is fine imo. i'd say handoff monday 9:00 CET so whoever had the weekend can hand over in standup"),
            (A, "Monday morning works well for briefing. One caveat: if anything else recurring sits on Monday mornings, handoffs can get rushed. Who would maintain the schedule in PagerDuty?"),
            (U, "final call: weekly rotation, handoff monday 09:00 CET. rafael you own the pagerduty schedule ok?"),
            (U, "yep i'll own it 👍 will set it up tomorrow"),
            (A, "Noted. Summary: weekly on-call rotation with handoff on Monday at 09:00 CET; Rafael owns and maintains the PagerDuty schedule."),
            (U, "thanks, will post in #eng"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "On-call is a weekly rotation with handoff on Monday at 09:00 CET.", "keywords": ["weekly", "monday 09:00"]},
            {"kind": "decision", "turn": 4, "text": "Rafael owns the PagerDuty on-call schedule.", "keywords": ["rafael", "pagerduty schedule"]},
        ],
        "answered": [0],
    },
    {
        "id": "h05",
        "day": "2025-12-16",
        "turns": [
            (U, "holiday freeze proposal: no prod deploys from fri dec 19 until mon jan 5. thoughts?"),
            (A, "Reasonable window. Things worth deciding up front: (1) does it cover infrastructure changes too, (2) what counts as a hotfix, and (3) who approves exceptions. Freezes that only cover app deploys tend to leak through config and infra changes."),
            (U, "what about terraform changes? do those count"),
            (A, "I'd include them. Terraform applies against prod (security groups, node groups, DNS) can cause outages just as easily as an app deploy, and fewer people are around to fix them."),
            (U, "customers will ask for label template fixes in coldview during dec, those are config not code"),
            (A, "Those could go through the hotfix path: if it is customer-blocking, request an exception; otherwise it waits until January."),
            (U, "ok signed off: freeze dec 19 - jan 5 covers app deploys AND terraform. hotfixes only, and they need my sign-off in #release"),
            (A, "Got it. Freeze from Dec 19 to Jan 5 for app deploys and Terraform; only hotfixes, each approved by Priya in #release. Let me know if you need anything else."),
            (U, "can you draft the announcement for #eng"),
            (A, """Sure:

> :snowflake: **Holiday freeze**: Fri Dec 19 -> Mon Jan 5
> No production deploys and no Terraform applies against prod.
> Hotfixes only; post in #release and get Priya's sign-off before deploying.
> Happy holidays!"""),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "Holiday freeze runs from Dec 19 2025 to Jan 5 2026 and covers app deploys and Terraform.", "keywords": ["dec 19", "jan 5"]},
            {"kind": "decision", "turn": 6, "text": "During the freeze only hotfixes are allowed and each needs Priya's sign-off in #release.", "keywords": ["hotfixes", "sign-off"]},
        ],
        "answered": [0, 2, 8],
    },
    # ------------------------------------------------------------------ Jan 2026
    {
        "id": "h06",
        "day": "2026-01-07",
        "turns": [
            (U, "happy new year all 🎉 starting on the tempvault retention thing. legal says GDP audits can ask for temp records up to 2 years back so we need > 24 months somewhere"),
            (A, """Happy new year! A tiered layout is the usual answer here:

1. **Hot**: raw readings in TimescaleDB for a short window (dashboards, Alertwise replays).
2. **Cold**: a nightly compaction job writes Parquet per customer/day into Tempvault (S3).
3. **Optional archive**: older Parquet moved to Glacier if cost becomes an issue.

The main knob is how long the hot window is."""),
            (U, "how much would 180 days hot cost vs 90? rough numbers fine"),
            (A, """Rough numbers with current volume (~1.1 TB/month compressed in Timescale):

| hot window | storage | approx. EBS cost/month |
|---|---|---|
| 90 days | ~3.3 TB | ~€330 |
| 180 days | ~6.6 TB | ~€660 |

Parquet in S3 for the same data is roughly 10x cheaper per TB."""),
            (U, "90 it is. raw telemetry stays 90 days in timescale, then the compaction job writes parquet to tempvault"),
            (A, "Makes sense. For Tempvault I'd keep a bit more than 24 months, e.g. 25 months, so a record from exactly two years ago is still there while an audit is running."),
            (U, "yes lets go with 25 months for tempvault parquet, lifecycle rule deletes after that. can u give me the rule json"),
            (A, """```json
{
  "Rules": [
    {
      "ID": "tempvault-expire-25-months",
      "Filter": {"Prefix": "parquet/"},
      "Status": "Enabled",
      "Expiration": {"Days": 761}
    }
  ]
}
```
(761 days is about 25 months.)"""),
            (U, "ty!! 🙌"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Raw telemetry is kept 90 days hot in TimescaleDB before compaction to Parquet.", "keywords": ["90 days", "timescale"]},
            {"kind": "decision", "turn": 6, "text": "Tempvault Parquet files are retained for 25 months, then deleted by an S3 lifecycle rule.", "keywords": ["25 months", "tempvault"]},
        ],
        "answered": [2, 6],
    },
    {
        "id": "h07",
        "day": "2026-01-09",
        "turns": [
            (U, """hey, wayfinder rewrite time. benchmarked solvers on last month's data (VRP w/ time windows), 400 stops per batch:
| solver | avg route cost | p95 solve time |
|---|---|---|
| or-tools (greedy only) | 1.00 | 4s |
| or-tools + GLS | 0.93 | 120s (no limit) |
| jsprit | 0.96 | 95s |
| vroom | 0.98 | 2s |"""),
            (A, "Interesting spread. OR-Tools with guided local search gives the best routes, but with no time limit it will keep improving for as long as you let it. Most of the gain usually comes early. Do you know what latency dispatch can accept?"),
            (U, "whats a sane time limit per batch? dispatch wants answers fast, like under a minute"),
            (A, """From your data I'd expect the curve to flatten quickly. Options:

1. OR-Tools greedy only, ~5s: fast, ~7% worse routes.
2. OR-Tools + guided local search with a 30s limit per batch: in similar setups this gets ~98% of the 120s improvement.
3. vroom: very fast, but harder to add custom constraints later.

I'd go with option 2."""),
            (U, "ok do option 2. or-tools + guided local search, 30s limit per batch"),
            (A, "Done deal. One thing that isn't modelled yet: EU driving-time rules (Regulation 561/2006: breaks after 4.5h of driving). Right now routes can be legally infeasible for long days."),
            (U, "ugh yeah. no idea yet whether to do breaks as hard constraints in the solver or post-process the routes. parking it for now"),
            (A, "Noted: break handling (hard constraints vs post-processing) is an open question for Wayfinder."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Wayfinder uses OR-Tools with guided local search as its solver.", "keywords": ["or-tools", "guided local search"]},
            {"kind": "decision", "turn": 4, "text": "Wayfinder solver time limit is 30 seconds per batch.", "keywords": ["30s", "per batch"]},
            {"kind": "open", "turn": 6, "text": "Unclear whether EU driver breaks should be hard solver constraints or a post-processing step.", "keywords": ["breaks", "hard constraints"]},
        ],
        "answered": [2],
    },
    {
        "id": "h08",
        "day": "2026-01-14",
        "turns": [
            (U, "so after the leaked .env thing in december (no prod creds, phew) i want db creds out of env vars everywhere. we already run vault for the internal tls certs"),
            (A, """Options, roughly from least to most effort:

1. **Vault KV** with static credentials, injected at pod start: easy, but creds still live forever.
2. **Vault database secrets engine** (dynamic secrets): Vault creates a short-lived Postgres role per lease, and the Vault Agent sidecar renews it and rewrites the creds file.
3. Option 2 plus Kubernetes auth, so pods authenticate with their service account and no Vault token is stored anywhere.

I'd aim for 2+3."""),
            (U, "dynamic sounds nice but what ttl? ledger has some looong batch jobs"),
            (A, "A common default is a 24h TTL with a max_ttl of 72h. The agent renews leases before expiry, so long jobs are fine as long as they reopen connections with the refreshed creds file (or go through pgbouncer, which makes this simpler)."),
            (U, "from the db side fine as long as the roles get created by the vault user and inherit from a NOLOGIN parent role. 24h works for me"),
            (U, "ok decision: every service gets its postgres creds from vault dynamic secrets via the agent sidecar, default ttl 24h. env var creds get removed by end of feb"),
            (A, """Great. Suggested order:
1. Enable the database secrets engine for coredb, with one role per service.
2. Turn on Kubernetes auth and bind each service account to its role.
3. Migrate Ledger first (most connections), then Frostline, Wayfinder and the rest.
4. Delete the env var secrets and rotate the old static passwords by end of Feb."""),
        ],
        "facts": [
            {"kind": "decision", "turn": 5, "text": "All services get their Postgres credentials from Vault dynamic secrets through the agent sidecar.", "keywords": ["vault", "dynamic secrets"]},
            {"kind": "decision", "turn": 5, "text": "The default TTL for Vault dynamic database credentials is 24h.", "keywords": ["ttl", "24h"]},
            {"kind": "decision", "turn": 5, "text": "Database credentials in environment variables are to be removed by the end of February.", "keywords": ["env var", "end of feb"]},
        ],
        "answered": [2],
    },
    {
        "id": "h09",
        "day": "2026-01-20",
        "turns": [
            (U, "crash-free rate on android 7 devices is 91% and theyre like 2% of drivers. can i finally drop them from haul??"),
            (A, """Probably yes. Raising `minSdk` to 26 (Android 8.0) would let you:
- drop the legacy notification-channel and background-location workarounds,
- use `java.time` without desugaring,
- simplify the foreground service code.

The 2% of drivers would need a device swap; fleet ops usually has spare devices."""),
            (U, "lena ok'd it, ops has spares. what about ios, we still support 15"),
            (A, "I don't have your device stats. If Firebase Analytics or Crashlytics shows iOS 15 well under 1%, moving the minimum to 16 is common and gets you newer SwiftUI APIs."),
            (U, "checked firebase: ios 15 is 0.8%. ok: minSdk goes to 26 and ios minimum to 16, both starting with haul 3.2.0"),
            (A, "Noted. Checklist: update `minSdk` in the Gradle config, raise the iOS deployment target, add an in-app prompt for drivers on old OS versions, and give fleet ops a heads-up."),
            (U, "can you write the upgrade prompt text, friendly, short. 2 options pls"),
            (A, """1. "Your phone is a legend, but Haul needs a newer OS to keep you moving. Please ask dispatch for a replacement device."
2. "This version of Haul needs Android 8 / iOS 16 or newer. Please contact dispatch to get an updated device.\""""),
            (U, "lol 'your phone is a legend' no. second one is fine"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Haul Android minSdk is raised to 26 starting with Haul 3.2.0.", "keywords": ["minsdk", "26"]},
            {"kind": "decision", "turn": 4, "text": "Haul's minimum iOS version becomes iOS 16 starting with Haul 3.2.0.", "keywords": ["ios", "16"]},
        ],
        "answered": [0, 2, 6],
    },
    {
        "id": "h10",
        "day": "2026-01-27",
        "turns": [
            (U, """conveyor consumer lag on telemetry.raw is at 2.3M and climbing 📈 group frostline-writer
```
GROUP            TOPIC          PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG
frostline-writer telemetry.raw  0          88120311        88311990        191679
frostline-writer telemetry.raw  1          87990022        88180127        190105
...
frostline-writer telemetry.raw  11         88002310        88199421        197111
```"""),
            (A, "Lag is evenly spread across all 12 partitions, so this looks like consumer throughput rather than one hot key. How busy are the writer pods? If they're CPU-bound you'd normally scale out, but with 12 partitions more than 12 consumers in the group will just sit idle."),
            (U, "cpu on the writers is ~95%. and yeah we cant add pods bc 12 partitions"),
            (A, """Then the options are:
1. **More partitions** (e.g. 24) and scale the writers to match. Caveat: with key = trailer_id the key-to-partition mapping changes, so ordering per trailer is only guaranteed for new data after the change.
2. **Make the writer cheaper**: batch inserts, fewer JSON re-encodes.

1 fixes it today, 2 is the long-term fix."""),
            (U, "ordering per trailer only matters within a few secs so remapping is fine. ok bumped telemetry.raw from 12 to 24 partitions and scaled writers to 24"),
            (A, "Good. It would also help to alert on lag before it gets to millions."),
            (U, "lag alert at 50k for 10 min pls, pages primary on-call"),
            (A, """```yaml
- alert: FrostlineWriterLagHigh
  expr: sum(kafka_consumergroup_lag{group="frostline-writer",topic="telemetry.raw"}) > 50000
  for: 10m
  labels:
    severity: page
```"""),
            (U, "lag draining, 400k now. thx"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "Kafka topic telemetry.raw was increased from 12 to 24 partitions and frostline-writer scaled to 24.", "keywords": ["telemetry.raw", "24 partitions"]},
            {"kind": "decision", "turn": 6, "text": "A lag alert pages primary on-call when frostline-writer lag exceeds 50k for 10 minutes.", "keywords": ["lag alert", "50k"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ Feb 2026
    {
        "id": "h11",
        "day": "2026-02-03",
        "turns": [
            (U, "pg14 on coredb goes EOL nov 2026 so i want to do 14 -> 16 this month. proposing sat feb 21"),
            (A, """Options for the upgrade method:

| method | downtime | rollback | effort |
|---|---|---|---|
| `pg_upgrade --link` | minutes | harder (old cluster unusable once new one starts) | low |
| `pg_upgrade` (copy) | hours for ~1.4TB | easy | low |
| logical replication | near zero | easy | high (sequences, DDL freeze) |

I'd test `--link` on a restored snapshot first to get real timings."""),
            (U, "feb 21 fine for everyone? nothing customer-facing that weekend?"),
            (U, "no big shipments planned, weekend volume is low. fine from product side"),
            (U, "ok pg16 upgrade on feb 21 it is. method still undecided, i want to test --link on a restored snapshot first"),
            (A, """Test plan:
1. Restore last night's snapshot onto a scratch instance.
2. Run `pg_upgrade --check`, then `--link`, and time it.
3. Run `vacuumdb --analyze-in-stages` and smoke-test Ledger and Frostline against it.
4. Check extensions (pg_partman, pg_stat_statements) are available for 16."""),
            (U, "thx will report back"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "The coredb upgrade from Postgres 14 to 16 is scheduled for Saturday Feb 21.", "keywords": ["pg16", "feb 21"]},
            {"kind": "open", "turn": 4, "text": "The upgrade method (pg_upgrade --link or another approach) is not decided yet.", "keywords": ["method", "--link"]},
        ],
        "answered": [2],
    },
    {
        "id": "h12",
        "day": "2026-02-05",
        "turns": [
            (U, "hey can you write me a pytest for our parse_eta() helper, it takes strings like '05.02. 14:30' or '14:30 tomorrow'"),
            (A, "Sure! What's the signature, and which timezone should the results be in?"),
            (U, "signature is parse_eta(s: str, now: datetime) -> datetime, tz is europe/amsterdam"),
            (A, """```python
from datetime import datetime
from zoneinfo import ZoneInfo
import pytest
from haulcore.eta import parse_eta

AMS = ZoneInfo("Europe/Amsterdam")
NOW = datetime(2026, 2, 5, 10, 0, tzinfo=AMS)

@pytest.mark.parametrize("s,expected", [
    ("05.02. 14:30", datetime(2026, 2, 5, 14, 30, tzinfo=AMS)),
    ("14:30 tomorrow", datetime(2026, 2, 6, 14, 30, tzinfo=AMS)),
])
def test_parse_eta(s, expected):
    assert parse_eta(s, NOW) == expected
```"""),
            (U, "the 'tomorrow' case fails when now is the day before DST lol. off by an hour"),
            (A, "That's usually `now + timedelta(days=1)` on an aware datetime: it adds 24 hours, not one calendar day. Take the date, add one day, then build the new datetime with `tzinfo=AMS` so the offset is recomputed for that day."),
            (U, "ahh ok will poke at it after lunch. anyone want falafel 🧆"),
            (A, "Enjoy lunch! Happy to look at the fix afterwards."),
        ],
        "facts": [],
        "answered": [0, 4],
    },
    {
        "id": "h13",
        "day": "2026-02-10",
        "turns": [
            (U, "medisan (our big pharma customer) wants excursion alerts in alertwise that they can actually trust. their spec is 2-8°C. how do other systems handle noise when doors open at a drop"),
            (A, """Door openings cause short spikes, so most systems require the excursion to be **sustained** before alerting:

| approach | example |
|---|---|
| duration threshold | out of range for > N minutes |
| hysteresis | alert at 8.5, clear at 7.5 |
| rolling average | 5-minute mean out of range |

Duration thresholds are the easiest to explain to a customer's QA team."""),
            (U, "we currently alert instantly on any single reading > 8 which is why they hate us 😅"),
            (A, """Suggested profiles:
- **pharma**: alert if > 8.0°C or < 2.0°C sustained for 10 minutes
- **frozen**: alert if above -15°C sustained for 15 minutes
- **fresh**: keep as-is for now"""),
            (U, "pharma profile as you wrote, >8°C or <2°C sustained for 10 minutes. ship it"),
            (U, "and the frozen one: alert above -15°C for 15 min, agreed"),
            (A, """Config for Alertwise:
```yaml
profiles:
  pharma:
    max_c: 8.0
    min_c: 2.0
    sustain: 10m
  frozen:
    max_c: -15.0
    sustain: 15m
```"""),
            (U, "🙏"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Alertwise pharma profile alerts when temperature is above 8°C or below 2°C for 10 minutes.", "keywords": ["pharma", "10 minutes"]},
            {"kind": "decision", "turn": 5, "text": "Alertwise frozen profile alerts when temperature is above -15°C for 15 minutes.", "keywords": ["-15°C", "15 min"]},
        ],
        "answered": [0],
    },
    {
        "id": "h14",
        "day": "2026-02-17",
        "turns": [
            (U, "tested pg_upgrade --link on the restored snapshot: 6 min for 1.4TB 🚀 copy mode would be ~3h"),
            (A, "That's a strong argument for `--link`. The catch is rollback: once the new cluster has started, the old data directory can't safely be used, so you need a separate fallback."),
            (U, "rollback = restore from backup? we do have the streaming standby too"),
            (A, "Better: detach the current standby right before the upgrade and leave it on 14. If something goes badly wrong you promote it and lose only the maintenance window. Much faster than a restore."),
            (U, "ok final: pg_upgrade --link, keep the pg14 standby detached until monday as rollback. window sat 02:00-04:00 UTC"),
            (A, """Runbook outline:
1. 01:45 stop Ledger batch jobs and Frostline writers (Kafka buffers).
2. 02:00 detach the standby, stop the primary, run `pg_upgrade --check` then `--link`.
3. Start 16, run `vacuumdb --analyze-in-stages`, smoke tests.
4. Resume writers and watch consumer lag.
5. Rebuild a new 16 standby on Monday and retire the 14 one."""),
            (U, "👍 signed off"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "The Postgres 16 upgrade uses pg_upgrade --link, with the detached pg14 standby kept as rollback.", "keywords": ["pg_upgrade", "--link"]},
            {"kind": "decision", "turn": 4, "text": "The upgrade maintenance window is Saturday 02:00-04:00 UTC.", "keywords": ["02:00-04:00", "utc"]},
        ],
        "answered": [2],
    },
    {
        "id": "h15",
        "day": "2026-02-24",
        "turns": [
            (U, "retro feedback: monday 9:00 on-call handoffs collide with sprint planning every other week. what are our options"),
            (A, "Options: move the handoff to Tuesday morning (after planning), to Friday afternoon (outgoing person is fresh, but the weekend gets handed to someone who just started), or keep Monday but later in the day. Tuesday morning is the least disruptive."),
            (U, "tuesday 10:00 works for me, i'd have to shift the pagerduty layers but np"),
            (U, "ok from now on handoff is tuesday 10:00 CET. starting next week"),
            (A, "Noted: on-call handoff moves from Monday 09:00 to Tuesday 10:00 CET from next week. In PagerDuty, change the rotation's handoff time in each layer, otherwise the layers go out of sync for a week."),
            (U, "done, schedule updated"),
            (A, "Great, thanks Rafael!"),
        ],
        "facts": [
            {"kind": "change", "turn": 3, "text": "On-call handoff moved from Monday 09:00 to Tuesday 10:00 CET.", "keywords": ["handoff", "tuesday 10:00"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ Mar 2026
    {
        "id": "h16",
        "day": "2026-03-03",
        "turns": [
            (U, "jenkins master died AGAIN overnight, 3rd time this quarter. im done. gitlab ci vs github actions? we're on self-hosted gitlab already"),
            (A, """Since your repos already live in self-hosted GitLab, GitLab CI is the natural choice:

- pipelines live next to the code (`.gitlab-ci.yml`), MR pipelines and environments come built in
- no mirroring to GitHub, no second identity system
- GitHub Actions would mean moving or mirroring repositories

The main open design point is where the runners live."""),
            (U, "runners: gitlab saas shared ones or self-hosted on our k8s?"),
            (A, "Self-hosted runners with the Kubernetes executor on your EKS cluster: each job gets its own pod, you reuse your IAM roles for pushing to ECR, and there's no per-minute billing. Put an S3 bucket behind the runner cache so jobs don't download Go modules and npm packages every time."),
            (U, "we'll use gitlab ci with self-hosted runners on the k8s cluster (kubernetes executor). migrating all pipelines, frostline first"),
            (A, "Sounds good. Suggested order: Frostline (simple Go build), Ledger, Dispatch Console, then Haul (needs macOS runners for iOS, which is a separate problem)."),
            (U, "jenkins gets shut down april 30, hard date. haul ios builds can go to a mac mini runner"),
            (A, "Noted: Jenkins shuts down on April 30; iOS builds move to a Mac mini runner."),
            (U, "ty, brb coffee ☕"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "CI moves from Jenkins to GitLab CI with self-hosted runners on the Kubernetes cluster.", "keywords": ["gitlab ci", "self-hosted runners"]},
            {"kind": "decision", "turn": 6, "text": "Jenkins will be shut down on April 30.", "keywords": ["jenkins", "april 30"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "h17",
        "day": "2026-03-05",
        "turns": [
            (U, "the dispatch console redux store is 4k lines and half of it is just caching api responses 🙃 should i rip redux out"),
            (A, """You don't have to do it in one go. A typical split:

1. **Server state** (loads, trailers, drivers from the API) -> TanStack Query: caching, refetching and invalidation for free.
2. **Client state** (selected load, map filters, UI toggles) -> keep in Redux for now, or move to something lighter like Zustand later.
3. Migrate screen by screen; both can live side by side."""),
            (U, "incremental sounds right. so react-query for all api calls?"),
            (A, """Yes, for reads and mutations. Pattern:
```ts
const { data: loads } = useQuery({
  queryKey: ["loads", filters],
  queryFn: () => api.getLoads(filters),
  staleTime: 15_000,
});
```
Then delete the matching slice and thunks once nothing reads from them."""),
            (U, "ok going with tanstack query for server state, starting with the loads list. whether redux goes away entirely we'll see, need to talk to hannah bc the shared ui kit uses it"),
            (A, "Noted. TanStack Query for server state, starting with the loads list; whether Redux is removed completely is open (the shared UI kit depends on it)."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Dispatch Console uses TanStack Query for server state, starting with the loads list.", "keywords": ["tanstack query", "server state"]},
            {"kind": "open", "turn": 4, "text": "Whether Redux is removed entirely from Dispatch Console is undecided because the shared UI kit uses it.", "keywords": ["redux", "entirely"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "h18",
        "day": "2026-03-10",
        "turns": [
            (U, """why is kettle dropping trailers all morning?? mosquitto log:
```
1773130211: Client trl-04417 has exceeded timeout, disconnecting.
1773130212: New connection from 100.64.12.9:40112 on port 8883.
1773130212: New client connected from 100.64.12.9:40112 as trl-04417 (p2, c0, k60).
1773130302: Client trl-04417 has exceeded timeout, disconnecting.
```"""),
            (A, "Mosquitto disconnects a client when it hears nothing for 1.5x the keepalive. With `k60` that's 90 seconds without any packet. Either the gateway isn't sending PINGREQ, or something between the gateway and the broker is dropping idle connections, often carrier NAT timeouts on cellular."),
            (U, "keepalive on the trailer gateways is 60s yeah. its not all trailers tho"),
            (A, "Can you check if the affected trailers have something in common: SIM carrier, gateway firmware version, region? A NAT timeout under 90s at one carrier would explain a partial pattern."),
            (U, "is it maybe max_connections? we're at like 4.8k clients"),
            (A, "Unlikely. Hitting `max_connections` would refuse new connections ('connection refused' or a log line at connect time), not time out existing ones. The 'exceeded timeout' lines point to idle/keepalive."),
            (U, "ok its only vodafone sims. opening a ticket with them, no idea what else yet 🤷"),
            (A, "That fits a carrier-side NAT timeout. Worth asking them for their TCP idle timeout on that APN. Good luck!"),
        ],
        "facts": [],
        "answered": [0, 4],
    },
    {
        "id": "h19",
        "day": "2026-03-17",
        "turns": [
            (U, "after last week's mosquitto mess: it's single node for us and we keep hitting limits. looking at emqx vs hivemq vs vernemq for kettle"),
            (A, """Quick comparison:

| | EMQX | HiveMQ | VerneMQ |
|---|---|---|---|
| clustering | built in, open source | enterprise license | built in |
| MQTT 5 | yes | yes | yes |
| Kafka bridge | built in (rule engine) | extension (paid) | plugin |
| community / activity | very active | active | quieter lately |
| ops on k8s | operator available | operator available | helm only |

For a 3-node cluster on k8s without license costs, EMQX is the most straightforward."""),
            (U, "emqx has the kafka bridge built in which could replace half of frostline's ingest lol"),
            (A, "It could, but I'd keep Frostline: it does validation, unit conversion and (once decided) dedupe. Moving that logic into broker rules makes it harder to test and version."),
            (U, "ok replacing mosquitto with emqx for kettle. 3-node cluster, migration in april. frostline stays as-is for now"),
            (A, """Migration plan:
1. Deploy EMQX 3-node cluster next to Mosquitto.
2. Point Frostline at both, then switch gateways over in waves by DNS (`kettle.bw.internal`).
3. Watch connection counts and the PUBACK latency of the QoS 1 telemetry.
4. Decommission Mosquitto after two weeks without traffic."""),
            (U, "👍"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "Kettle's MQTT broker is being replaced: Mosquitto with EMQX.", "keywords": ["emqx", "mosquitto"]},
            {"kind": "decision", "turn": 4, "text": "The EMQX broker runs as a 3-node cluster, with migration in April.", "keywords": ["3-node cluster", "april"]},
        ],
        "answered": [],
    },
    {
        "id": "h20",
        "day": "2026-03-24",
        "turns": [
            (U, "coldview csv export times out for big customers. medisan tried to export a year of readings = 9M rows 💀"),
            (A, "Options: (1) cap the number of rows per synchronous export, (2) make exports asynchronous (background job + download link), or (3) stream the CSV. Async is the long-term answer; a cap is a one-line fix for now."),
            (U, "for now just cap it. whats reasonable"),
            (A, "100k rows is about 12 MB of CSV and finishes in a few seconds with your current query. That's a sensible sync limit."),
            (U, "ok cap at 100k rows, show a message telling them to narrow the date range"),
            (A, "Message suggestion: \"This export has more than 100,000 rows. Please choose a shorter date range or fewer trailers.\""),
            (U, "also they keep asking for PDF reports for their audits. no idea how we'd build that yet, lets discuss next month"),
            (A, "Noted: PDF audit reports for Coldview are an open topic for next month."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Coldview CSV exports are capped at 100k rows.", "keywords": ["cap", "100k rows"]},
            {"kind": "open", "turn": 6, "text": "How to build PDF audit reports in Coldview is still open.", "keywords": ["pdf reports", "audits"]},
        ],
        "answered": [2],
    },
    # ------------------------------------------------------------------ Apr 2026
    {
        "id": "h21",
        "day": "2026-04-01",
        "turns": [
            (U, "month-end billing run last night and the ledger pool was pegged again, cl_waiting peaked at 60. at least the alert fired 😬"),
            (A, "The alert working is good news. With pool_size at 40 the month-end run can still saturate it, because the invoice batch fans out over many workers."),
            (U, "coredb max_connections is 300 since the pg16 upgrade, we can afford more for ledger"),
            (A, "Then 60 for ledger leaves plenty for the others (Frostline ~30, Wayfinder ~20, misc ~40). Keep an eye on coredb CPU during the next month-end run."),
            (U, "bumped ledger pool_size 40 -> 60. not an april fools joke i promise"),
            (A, "😄 Noted: ledger pgbouncer pool_size is now 60."),
            (U, "ty"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "Ledger's pgbouncer pool_size was raised from 40 to 60.", "keywords": ["pool_size", "60"]},
        ],
        "answered": [],
    },
    {
        "id": "h22",
        "day": "2026-04-07",
        "turns": [
            (U, "picking up the dedupe question from december. with qos 1 we see ~0.4% dupes in telemetry.raw. whats the cheapest way to kill them"),
            (A, """Three options:

1. **Frostline + Redis**: `SET key NX EX ttl` on `sensor_id:seq` before producing; if the key already exists, drop the message.
2. **Kafka Streams** dedupe app between telemetry.raw and a clean topic: no Redis, but one more service and topic.
3. **Let the analytics store collapse them** (e.g. ReplacingMergeTree): only fixes analytics, not Alertwise.

1 is the cheapest and fixes it for every consumer."""),
            (U, "redis is fine by me, we already run one for the wayfinder cache. separate db index tho pls"),
            (A, "Makes sense. Gateways retransmit within seconds, so a TTL of a few minutes is enough: 5 minutes is a safe start. Memory: ~40k readings/min x 5 min x ~60 bytes per key is about 12 MB."),
            (U, "let's go with dedupe in frostline, redis SETNX on sensor_id:seq with a 5 min TTL"),
            (A, """```go
ok, err := rdb.SetNX(ctx, fmt.Sprintf("dd:%s:%d", r.SensorID, r.Seq), 1, 5*time.Minute).Result()
if err != nil {
    metrics.DedupeErrors.Inc()
    // fail open: better a duplicate than a lost reading
} else if !ok {
    metrics.Duplicates.Inc()
    return nil
}
```"""),
            (U, "nice ty"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Duplicate readings are removed in Frostline using Redis SETNX on sensor_id:seq.", "keywords": ["frostline", "redis"]},
            {"kind": "decision", "turn": 4, "text": "The Frostline dedupe key TTL is 5 minutes.", "keywords": ["5 min", "ttl"]},
        ],
        "answered": [0],
    },
    {
        "id": "h23",
        "day": "2026-04-09",
        "turns": [
            (U, "random q: TypedDict vs dataclass for parsed sensor payloads? we get dicts from json and pass them around everywhere"),
            (A, "TypedDict if you want to keep plain dicts (zero runtime cost, works directly with `json.loads` output, only the type checker knows). A dataclass if you want real objects with validation or methods. For hot paths that only pass data through, TypedDict is usually enough."),
            (U, "brb coffee ☕"),
            (A, "Take your time!"),
            (U, """back. mypy complains tho
```
frostline_tools/parse.py:41: error: Missing key "door_open" for TypedDict "Reading"  [typeddict-item]
```
door_open isnt always in the payload"""),
            (A, "Mark that key as optional: `door_open: NotRequired[bool]` (from `typing` on 3.11+, or `typing_extensions` before that). Then read it with `r.get(\"door_open\", False)`."),
            (U, "ahh NotRequired. ok thx lol"),
            (A, "Happy to help!"),
        ],
        "facts": [],
        "answered": [0, 4],
    },
    {
        "id": "h24",
        "day": "2026-04-14",
        "turns": [
            (U, "dispatchers share logins on the dispatch console 🙈 auditor flagged it. we need real SSO for the console and coldview"),
            (A, """Options:

1. **Keycloak** (self-hosted): realms, identity brokering to Google Workspace, local accounts for customers, MFA built in.
2. **Auth0**: managed, but pricing per MAU gets expensive with customer accounts.
3. **Entra ID**: fine for staff, awkward for external customers.

Keycloak covers both staff and customers in one place."""),
            (U, "coldview customers arent in our google workspace though"),
            (A, "That's fine with Keycloak: staff log in through Google Workspace via identity brokering, and customers get local Keycloak accounts (or their own IdP later) in the same realm."),
            (U, "we'll use keycloak, one realm 'brightwater' for both dispatch console and coldview. customers get local accounts, staff come via google workspace"),
            (A, "Noted. Do you want MFA for everyone or only some roles?"),
            (U, "MFA mandatory for dispatcher accounts, TOTP or webauthn. customers optional for now"),
            (A, """In Keycloak: create a `dispatcher` group, and in a custom browser flow add a conditional OTP/WebAuthn step on the condition `user in group dispatcher` with requirement REQUIRED. Customers get the same step as OPTIONAL."""),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Dispatch Console and Coldview use Keycloak SSO in a single realm called brightwater.", "keywords": ["keycloak", "brightwater"]},
            {"kind": "decision", "turn": 6, "text": "MFA (TOTP or WebAuthn) is mandatory for dispatcher accounts; optional for customers.", "keywords": ["mfa", "dispatcher"]},
        ],
        "answered": [2],
    },
    {
        "id": "h25",
        "day": "2026-04-21",
        "turns": [
            (U, "EU 561 breaks in wayfinder: tried post-processing the routes, they become infeasible ~20% of the time bc inserting a 45 min break pushes later stops out of their time windows"),
            (A, "That's the typical failure of post-processing: the solver optimised without knowing about the breaks. Modelling them as break intervals on the vehicle time dimension (OR-Tools supports this) lets it plan around them."),
            (U, "yeah hard constraints it is. 45 min break after 4.5h driving, modeled as break intervals on the time dimension"),
            (A, "Expect the solve time to go up noticeably, especially on big days. Check the route cost you get within the current 30s limit on the 600-stop days."),
            (U, "checked: 30s cap gives garbage on 600-stop days now. bumped the time limit to 45s per batch, dispatch can live with it"),
            (A, "Noted: breaks are hard constraints; solver time limit is now 45s per batch."),
            (U, "cool, lunch 🥪"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "EU 561 driver breaks (45 min after 4.5h driving) are modelled as hard constraints in Wayfinder.", "keywords": ["hard constraints", "45 min"]},
            {"kind": "change", "turn": 4, "text": "Wayfinder solver time limit increased from 30s to 45s per batch.", "keywords": ["time limit", "45s"]},
        ],
        "answered": [],
    },
    # ------------------------------------------------------------------ May 2026
    {
        "id": "h26",
        "day": "2026-05-05",
        "turns": [
            (U, "redshift bill was €4.1k in april for like 3 dashboards lol. proposing we move analytics to clickhouse"),
            (A, """For your workload (append-only telemetry, time-range aggregations, few concurrent users) ClickHouse is a good fit:

- columnar with very good compression on sensor data
- MergeTree tables partitioned by month give fast time-range scans
- can read directly from Kafka (table engine) or S3 Parquet (Tempvault)

Redshift's cost here comes from the always-on cluster size, not from the query volume."""),
            (U, "what about just bigquery? no servers at all"),
            (A, "BigQuery works too, but you're on AWS: you'd pay egress to copy data out, and on-demand pricing per TB scanned is hard to predict for ad-hoc dashboards. ClickHouse keeps the data in-region."),
            (U, "we're moving analytics to clickhouse, redshift gets decommissioned after the migration"),
            (U, "self-hosted on our k8s or clickhouse cloud? i really dont want another stateful thing to babysit"),
            (U, "dunno yet, let's price both and decide later"),
            (A, "Summary: analytics moves from Redshift to ClickHouse and Redshift will be decommissioned after the migration. Self-hosted vs ClickHouse Cloud is still open, pending a price comparison."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Analytics moves from Redshift to ClickHouse; Redshift is decommissioned after the migration.", "keywords": ["clickhouse", "redshift"]},
            {"kind": "open", "turn": 5, "text": "Whether ClickHouse is self-hosted on k8s or ClickHouse Cloud is undecided.", "keywords": ["self-hosted", "clickhouse cloud"]},
        ],
        "answered": [2],
    },
    {
        "id": "h27",
        "day": "2026-05-07",
        "turns": [
            (U, "releases are chaos rn, ppl deploy whenever they feel like it and QA finds out from customers. proposal: a fixed release train"),
            (A, """Common setups:

1. **Weekly train**: small batches, frequent, needs good automation.
2. **Every two weeks**: more time for regression testing, larger batches.
3. **Continuous** with feature flags: needs mature test coverage.

Whatever you choose, name one person who signs off each release."""),
            (U, "two weeks feels right for where we are"),
            (U, "ok release train every two weeks on wednesdays. i'm release captain and sign off each one"),
            (A, "Great, Ines. Release train every two weeks on Wednesdays, with you as release captain signing off each release."),
            (U, "can you make me the release checklist as a markdown table"),
            (A, """| step | owner | when |
|---|---|---|
| cut release branch | release captain | Mon before release |
| regression suite green | QA | Tue |
| changelog + customer notes | PM | Tue |
| sign-off | release captain | Wed 10:00 |
| deploy + smoke tests | on-call | Wed 11:00 |
| announce in #release | release captain | Wed |"""),
            (U, "perfect 💯"),
        ],
        "facts": [
            {"kind": "decision", "turn": 3, "text": "Releases follow a train every two weeks on Wednesdays.", "keywords": ["two weeks", "wednesdays"]},
            {"kind": "decision", "turn": 3, "text": "Ines is release captain and signs off each release.", "keywords": ["release captain", "sign off"]},
        ],
        "answered": [5],
    },
    {
        "id": "h28",
        "day": "2026-05-12",
        "turns": [
            (U, """haul crashing on android 14 right after login, any idea? crashlytics:
```
Fatal Exception: android.app.ForegroundServiceStartNotAllowedException: Service.startForeground() not allowed due to mAllowStartForeground false: service com.brightwater.haul/androidx.work.impl.foreground.SystemForegroundService
    at android.app.Service.startForeground(Service.java:775)
    at androidx.work.impl.foreground.SystemForegroundService$Api29Impl.startForeground(SystemForegroundService.java:186)
    at com.brightwater.haul.tracking.TrackingWorker.doWork(TrackingWorker.kt:58)
```"""),
            (A, "On Android 14 every foreground service must declare a `foregroundServiceType`, and WorkManager's `SystemForegroundService` needs the matching type both in the manifest and in `ForegroundInfo`. Which WorkManager version are you on?"),
            (U, "we're on workmanager 2.8.1"),
            (A, """Update to WorkManager 2.9.0 (which handles the Android 14 requirements), then:
```xml
<service
    android:name="androidx.work.impl.foreground.SystemForegroundService"
    android:foregroundServiceType="location"
    tools:node="merge" />
```
and pass `ServiceInfo.FOREGROUND_SERVICE_TYPE_LOCATION` when creating `ForegroundInfo`."""),
            (U, "tested on a pixel 7 and a samsung a54, fixed. pinning workmanager to 2.9.0 and shipping it as haul 3.4.1 hotfix today"),
            (A, "Nice work! Noted: WorkManager pinned to 2.9.0, fix goes out as Haul 3.4.1."),
            (U, "yay 🎉"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Haul pins WorkManager to 2.9.0 to fix the Android 14 foreground service crash.", "keywords": ["workmanager", "2.9.0"]},
            {"kind": "decision", "turn": 4, "text": "The fix ships as the Haul 3.4.1 hotfix.", "keywords": ["3.4.1", "hotfix"]},
        ],
        "answered": [0],
    },
    {
        "id": "h29",
        "day": "2026-05-19",
        "turns": [
            (U, "writing the service ownership page for the wiki. @assistant what should each entry have"),
            (A, """Per service I'd list:
- owner (one person) and backup
- repo + runbook link
- dashboards and alerts
- upstream/downstream dependencies
- on-call escalation path"""),
            (U, "ok first batch: coredb -> sam, tempvault -> mei lin, frostline -> dele"),
            (A, "Noted. coredb: Sam, Tempvault: Mei Lin, Frostline: Dele."),
            (U, "can alertwise move off me? i'm drowning with frostline + dedupe stuff"),
            (U, "yes, alertwise moves from dele to rafael starting june. rafael already knows the pager side"),
            (A, """| service | owner |
|---|---|
| coredb | Sam |
| Tempvault | Mei Lin |
| Frostline | Dele |
| Alertwise | Rafael (from June, previously Dele) |"""),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "Sam owns coredb.", "keywords": ["coredb", "sam"]},
            {"kind": "decision", "turn": 2, "text": "Mei Lin owns Tempvault.", "keywords": ["tempvault", "mei lin"]},
            {"kind": "change", "turn": 5, "text": "Alertwise ownership moves from Dele to Rafael starting June.", "keywords": ["alertwise", "rafael"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "h30",
        "day": "2026-05-27",
        "turns": [
            (U, "back to the coldview PDF reports thing. medisan needs them for GDP audits, its now blocking their renewal"),
            (A, """Three ways to render PDFs:

1. **Headless Chrome** (Puppeteer/Playwright): pixel-perfect HTML, but heavy and fiddly to run in containers.
2. **WeasyPrint**: HTML/CSS to PDF in Python, no browser, good enough for tables and charts as SVG.
3. **Reporting service** (JasperReports etc.): powerful, but a new stack.

Whatever the renderer, generate asynchronously: a year of readings with charts can take a while."""),
            (U, "headless chrome in prod is pain, we had zombie chrome processes at my last job"),
            (A, "Then WeasyPrint on a worker queue: Coldview enqueues a job, a worker renders the PDF, stores it in S3 and notifies the user."),
            (U, "ok weasyprint it is, generated async on a report-worker queue"),
            (A, "Noted. Do you want a limit on the date range per report? A year of 1-minute readings makes a very long PDF."),
            (U, "limit it to 31 days per report. auditors pick a month anyway"),
            (A, "Got it: max 31 days per PDF report. Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Coldview PDF reports are rendered with WeasyPrint asynchronously on a report-worker queue.", "keywords": ["weasyprint", "report-worker"]},
            {"kind": "decision", "turn": 6, "text": "A PDF report covers at most 31 days.", "keywords": ["31 days", "per report"]},
        ],
        "answered": [],
    },
    # ------------------------------------------------------------------ Jun 2026
    {
        "id": "h31",
        "day": "2026-06-02",
        "turns": [
            (U, "eks 1.28 standard support ended and we're paying extended support now 💸 need an upgrade plan to 1.30"),
            (A, """EKS only upgrades one minor version at a time, so it's 1.28 -> 1.29 -> 1.30:
1. Scan manifests and Helm charts for removed APIs (`pluto` or `kubent`).
2. Upgrade the control plane to 1.29, then the managed node groups.
3. Repeat for 1.30.
4. Update add-ons (vpc-cni, coredns, kube-proxy) to matching versions."""),
            (U, "ran pluto, only hit is an old PodSecurityPolicy in the monitoring chart"),
            (A, "PSPs were removed in 1.25, so that template is already dead code on your cluster. Delete it from the chart (or bump the chart version), and use Pod Security Admission labels on the namespace if you need the restrictions."),
            (U, "plan: staging june 9, prod june 16, both hops in the same night"),
            (U, "👍 agreed"),
            (A, "Summary: EKS 1.28 -> 1.30 (via 1.29): staging on June 9, prod on June 16, both version hops in one night. Remove the PSP from the monitoring chart first."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "The production EKS upgrade to 1.30 happens on June 16.", "keywords": ["prod", "june 16"]},
            {"kind": "decision", "turn": 4, "text": "Staging is upgraded first, on June 9.", "keywords": ["staging", "june 9"]},
        ],
        "answered": [],
    },
    {
        "id": "h32",
        "day": "2026-06-04",
        "turns": [
            (U, "alertwise sms: twilio delivery to polish numbers is like 70% lately. medisan drivers didnt get excursion sms last week 😡"),
            (A, "Check the delivery receipts first: status `undelivered` with error 30008 or 30007 usually means carrier filtering. Options: register a sender ID per country, switch to a provider with better local routes for PL, or add a second provider as fallback."),
            (U, "messagebird has better rates and direct routes in PL and DE, i tested 200 msgs, 99% delivered"),
            (A, "Then I'd make MessageBird the primary and keep Twilio as a fallback: if the primary returns an error or times out, retry once through the secondary provider."),
            (U, "replaced twilio with messagebird as primary sms provider in alertwise. twilio stays as fallback if messagebird returns 5xx"),
            (A, "Noted. Primary: MessageBird; fallback: Twilio on 5xx. Keep an eye on the delivery rate per country on the dashboard."),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "Alertwise's primary SMS provider changed from Twilio to MessageBird.", "keywords": ["messagebird", "twilio"]},
            {"kind": "decision", "turn": 4, "text": "Twilio is kept as SMS fallback when MessageBird returns 5xx.", "keywords": ["fallback", "5xx"]},
        ],
        "answered": [],
    },
    {
        "id": "h33",
        "day": "2026-06-09",
        "turns": [
            (U, "css question, the dispatch console trailer cards wrap weirdly on 1366px laptops. using grid-template-columns: repeat(4, 1fr)"),
            (A, "Fixed 4 columns squeeze the cards on narrow screens. Try `grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));` so the number of columns follows the width."),
            (U, "better but now the last row has one lonely card stretched across 😂"),
            (A, "With `auto-fill` empty tracks are kept, so a lone card should stay 1 column wide. If it stretches, you probably have `auto-fit`, which collapses empty tracks. Switch to `auto-fill`."),
            (U, "yep it was auto-fit. ok thx! staging is down anyway for the k8s upgrade tonight so cant deploy lol"),
            (A, "Good luck with the upgrade tonight!"),
        ],
        "facts": [],
        "answered": [0, 2],
    },
    {
        "id": "h34",
        "day": "2026-06-16",
        "turns": [
            (U, "dupes are back at 0.3% 🤔 looks like trailers in the alps buffer offline for 10+ min and then replay everything"),
            (A, "That matches a too-short dedupe window: with a 5 minute TTL, a replay after 10 minutes no longer finds the keys. Do you have a histogram of replay delay?"),
            (U, """yep
```
replay_delay   share
< 5 min        81%
5-10 min       12%
10-15 min      6%
> 15 min       1%
```"""),
            (A, "15 minutes would cover ~99% of replays. Memory goes from ~12 MB to ~36 MB on the Redis side, which is nothing."),
            (U, "ok changed dedupe ttl from 5 to 15 min in frostline config, deploying after lunch"),
            (A, "Noted: Frostline dedupe TTL is now 15 minutes."),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "Frostline's dedupe TTL changed from 5 to 15 minutes.", "keywords": ["dedupe ttl", "15 min"]},
        ],
        "answered": [],
    },
    {
        "id": "h35",
        "day": "2026-06-23",
        "turns": [
            (U, "confession: coredb backups are a cron pg_dump from 2019 lol. moving to pgbackrest. what schedule do ppl use"),
            (A, "A typical pgBackRest schedule is a weekly full backup, daily incremental or differential backups, and continuous WAL archiving for point-in-time recovery. Run the full in the quietest window of the week."),
            (U, "weekly full sunday 01:00 utc then, daily incremental the other days"),
            (A, "How many full backups do you want to keep? Each full plus its incrementals is one restore chain."),
            (U, "keep 4 full backups, so ~a month of PITR"),
            (A, """```ini
[coredb]
pg1-path=/var/lib/postgresql/16/main

[global]
repo1-type=s3
repo1-retention-full=4
archive-async=n
```
Should there also be a copy in another region?"""),
            (U, "cross-region copy: not sure. kofi wants it, cost unclear, will check"),
            (A, "Noted: a cross-region backup copy is still open pending a cost estimate."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "coredb pgBackRest full backups run weekly on Sunday 01:00 UTC with daily incrementals.", "keywords": ["weekly full", "sunday 01:00"]},
            {"kind": "decision", "turn": 4, "text": "pgBackRest keeps 4 full backups.", "keywords": ["4 full", "backups"]},
            {"kind": "open", "turn": 6, "text": "Whether to keep a cross-region copy of coredb backups is undecided because the cost is unclear.", "keywords": ["cross-region copy", "cost"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ Jul 2026
    {
        "id": "h36",
        "day": "2026-07-01",
        "turns": [
            (U, "drivers in northern sweden lose signal for most of a day sometimes and haul drops events once it has 1000 in memory. need a real offline mode"),
            (A, "Persist events locally instead of in memory. On Android Room (which is SQLite underneath) with a simple outbox table is the standard approach; on iOS, GRDB or Core Data. Upload in order when connectivity comes back and delete rows after the server acks them."),
            (U, "room is sqlite anyway so fine. how long should we buffer?"),
            (A, "Long enough for the worst realistic gap plus a margin. If the longest gaps are ~24h, 72h gives room for a dead phone or a weekend in a depot. At ~1 event per 30s that's ~8.6k events, a few MB."),
            (U, "ok: buffer up to 72h of events in room/sqlite, oldest dropped after that"),
            (A, "Sounds good. How should the app upload the backlog when it reconnects? Sending everything at once can hit request size limits."),
            (U, "upload in batches of 200 on reconnect, and the backend already dedupes by event id"),
            (A, "Noted: 72h local buffer in SQLite, uploads in batches of 200 events after reconnect."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Haul offline mode buffers up to 72h of events in Room/SQLite.", "keywords": ["72h", "sqlite"]},
            {"kind": "decision", "turn": 6, "text": "Buffered Haul events upload in batches of 200 after reconnect.", "keywords": ["batches of 200", "reconnect"]},
        ],
        "answered": [2],
    },
    {
        "id": "h37",
        "day": "2026-07-07",
        "turns": [
            (U, "after the june 30 outage (coredb failover + alertwise silent for 40 min) we STILL don't have a postmortem 😤"),
            (A, "Postmortems tend to slip without a deadline and a fixed format. Most teams use a blameless template (summary, impact, timeline, root cause, what went well, action items with owners) and a deadline relative to the incident."),
            (U, "from now on every sev1 gets a postmortem within 5 business days. owner is whoever was incident commander"),
            (A, """Template:
```
# INC-YYYY-NN <title>
## Summary
## Impact (customers, duration, data)
## Timeline (UTC)
## Root cause
## What went well / what didn't
## Action items (owner, due date, ticket)
```"""),
            (U, "store them in the confluence space INC, blameless format. i'll write the june 30 one myself as an example"),
            (A, "Noted: sev1 postmortems within 5 business days, written by the incident commander, stored in the Confluence space INC."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "Every sev1 incident gets a postmortem within 5 business days, written by the incident commander.", "keywords": ["sev1", "5 business days"]},
            {"kind": "decision", "turn": 4, "text": "Postmortems are stored in the Confluence space INC in blameless format.", "keywords": ["confluence", "INC"]},
        ],
        "answered": [],
    },
    {
        "id": "h38",
        "day": "2026-07-09",
        "turns": [
            (U, "clickhouse is up! we went with clickhouse cloud instead of self-hosted btw, tomasz won that fight 😅 now: ingestion from conveyor. options?"),
            (A, """Three ways to get telemetry.raw into ClickHouse:

1. **Kafka table engine + materialized view**: ClickHouse consumes the topic itself, and the MV writes into a MergeTree table. No extra service.
2. **ClickPipes** (ClickHouse Cloud managed connector): point and click, billed per usage.
3. **Kafka Connect sink**: another cluster to run.

With Cloud, 1 and 2 are both reasonable; 1 keeps the pipeline in SQL under version control."""),
            (U, "we'll use the kafka table engine with materialized views, everything as sql in the repo"),
            (A, "Good. One thing to think about: the message format. With JSON, a field rename in Frostline silently breaks the MV. A schema registry with Avro or Protobuf catches that at produce time."),
            (U, "telemetry is json today. whether we bring in a schema registry is a separate discussion, not now"),
            (A, "Noted: ingestion via the Kafka table engine with materialized views; the schema registry question is still open."),
        ],
        "facts": [
            {"kind": "decision", "turn": 0, "text": "ClickHouse runs on ClickHouse Cloud rather than self-hosted.", "keywords": ["clickhouse cloud", "self-hosted"]},
            {"kind": "decision", "turn": 2, "text": "Telemetry is ingested into ClickHouse with the Kafka table engine and materialized views.", "keywords": ["kafka table engine", "materialized views"]},
            {"kind": "open", "turn": 4, "text": "Whether to introduce a schema registry for telemetry (currently JSON) is not decided.", "keywords": ["schema registry", "json"]},
        ],
        "answered": [0],
    },
    {
        "id": "h39",
        "day": "2026-07-14",
        "turns": [
            (U, "customer dispute: medisan invoice total is off by 1 cent vs their own calc. why would ledger do that 🙄"),
            (A, "Almost always floating point or an inconsistent rounding point: rounding each line vs rounding only the total, or binary floats like 0.1 + 0.2. How does Ledger store and compute amounts?"),
            (U, "ledger stores amounts as numeric(12,4) but the pricing lib does float math in python 🙃 and rounds half-up at the end"),
            (A, """Options:
1. Use `Decimal` everywhere in the pricing lib and round once per invoice line.
2. Store integer minor units (cents) as `bigint` and do all arithmetic on integers.
3. Pick a rounding mode explicitly: half-even (banker's) is what most ERP systems, and probably Medisan's SAP, use.

1 + 3 fixes the bug; 2 makes it impossible to come back."""),
            (U, "ok: amounts stored as bigint cents, round half-even at the invoice line level. sam can you plan the column migration"),
            (U, "yep, new columns + backfill, switch reads, drop old ones. needs 2 releases"),
            (A, "Noted: Ledger stores amounts as bigint cents and rounds half-even per invoice line; the migration will take two releases."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Ledger stores amounts as bigint cents.", "keywords": ["bigint cents", "amounts"]},
            {"kind": "decision", "turn": 4, "text": "Ledger rounds half-even at the invoice line level.", "keywords": ["half-even", "invoice line"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "h40",
        "day": "2026-07-21",
        "turns": [
            (U, "pentest report is in. highlights: kettle accepts TLS 1.0, haul app doesnt pin certs, coldview missing HSTS. rest is low/info"),
            (A, "Priority order I'd suggest: (1) old TLS versions on Kettle, because trailer telemetry is compliance data; (2) HSTS on Coldview, a one-line ingress change; (3) certificate pinning in Haul, which needs care around certificate rotation."),
            (U, "kettle: TLS 1.2 minimum from now on, disable 1.0/1.1. gateway firmware supports 1.2 since 2021 so no trailer should break"),
            (A, """EMQX listener config:
```
listeners.ssl.default.ssl_options.versions = ["tlsv1.3", "tlsv1.2"]
```
Check the connection log for clients still negotiating TLS 1.0 before you switch."""),
            (U, "HSTS added to coldview ingress, max-age 1 year, includeSubDomains"),
            (A, "👍 Remember that once browsers have cached it, you can't undo it for a year, so make sure all subdomains serve HTTPS."),
            (U, "cert pinning in haul, not sure tbh. pinning bit us at my last job when a cert rotated and the app bricked"),
            (A, "That's the classic risk. Pinning the intermediate CA's public key (SPKI) plus a backup pin avoids most of it. Fine to decide this separately."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "Kettle requires TLS 1.2 minimum; TLS 1.0 and 1.1 are disabled.", "keywords": ["tls 1.2", "kettle"]},
            {"kind": "decision", "turn": 4, "text": "Coldview ingress sends HSTS with max-age 1 year.", "keywords": ["hsts", "1 year"]},
            {"kind": "open", "turn": 6, "text": "Whether Haul should use certificate pinning is undecided.", "keywords": ["cert pinning", "haul"]},
        ],
        "answered": [],
    },
    # ------------------------------------------------------------------ Aug 2026
    {
        "id": "h41",
        "day": "2026-08-04",
        "turns": [
            (U, "benchmark on july data: timefold vs or-tools. timefold gives 6% cheaper routes on the nightly planning, same 45s budget per batch 🤯"),
            (A, "That's a big gain. Check two things before switching: (1) latency for real-time re-routing, since Timefold on the JVM has warmup overhead for small problems, and (2) whether the EU 561 break constraints are modelled the same way in both."),
            (U, "breaks are modelled the same, i ported the constraint. replaced or-tools with timefold for the nightly planning run, merged yesterday"),
            (A, "Nice. And the real-time re-routing when a load changes during the day?"),
            (U, "real-time re-routing stays on or-tools, timefold warmup is too slow for sub-second answers"),
            (A, "Summary: nightly planning now uses Timefold; intraday real-time re-routing stays on OR-Tools."),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "Wayfinder's nightly planning run switched from OR-Tools to Timefold.", "keywords": ["timefold", "nightly"]},
            {"kind": "decision", "turn": 4, "text": "Real-time re-routing in Wayfinder stays on OR-Tools.", "keywords": ["re-routing", "or-tools"]},
        ],
        "answered": [],
    },
    {
        "id": "h42",
        "day": "2026-08-06",
        "turns": [
            (U, "medisan escalated: a trailer sat at 9°C for 8 minutes and nobody got alerted bc our pharma window is 10 min. their QA wants 5 min"),
            (A, "Shortening the window means more alerts from door openings at drops. It's worth replaying recent data with a 5 minute window to see how many extra alerts that produces."),
            (U, "i own alertwise now. ran the replay on july data: 5 min = +12% alerts, all plausible ones, acceptable"),
            (U, "ok, pharma profile sustain duration goes from 10 to 5 min. threshold stays at 8°C"),
            (A, """```diff
 profiles:
   pharma:
     max_c: 8.0
     min_c: 2.0
-    sustain: 10m
+    sustain: 5m
```"""),
            (U, "deployed ✅ and it applies to all pharma contracts, not just medisan"),
            (A, "Noted: the pharma profile now alerts after 5 minutes out of range, for all pharma contracts."),
        ],
        "facts": [
            {"kind": "change", "turn": 3, "text": "Alertwise pharma profile sustain duration changed from 10 to 5 minutes (threshold stays 8°C).", "keywords": ["pharma", "5 min"]},
            {"kind": "decision", "turn": 5, "text": "The 5-minute pharma window applies to all pharma contracts, not just Medisan.", "keywords": ["pharma contracts", "medisan"]},
        ],
        "answered": [],
    },
    {
        "id": "h43",
        "day": "2026-08-11",
        "turns": [
            (U, "prometheus disk full again 🔥 retention is 15d and we have ~40% more series since the emqx metrics landed"),
            (A, """Options:
1. Longer local retention plus a bigger volume: quick, but doesn't scale forever.
2. **Thanos** sidecar uploading blocks to S3, with compaction and downsampling: cheap long-term storage, queries across time.
3. **Mimir**: more moving parts, better for multi-tenant setups.

For one cluster, 1 now and 2 for long-term is a common combination."""),
            (U, "bumped local retention to 30d and doubled the pvc to 400Gi"),
            (A, "That buys time. For capacity planning and month-over-month dashboards you'll want more than 30 days somewhere."),
            (U, "thanos sidecar + s3, keep 1 year of downsampled data. let's go with that"),
            (A, "Noted: Prometheus local retention 30d, long-term metrics in Thanos on S3 for 1 year (downsampled)."),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "Prometheus local retention increased from 15d to 30d (PVC doubled to 400Gi).", "keywords": ["retention", "30d"]},
            {"kind": "decision", "turn": 4, "text": "Long-term metrics go to Thanos on S3, keeping 1 year of downsampled data.", "keywords": ["thanos", "1 year"]},
        ],
        "answered": [],
    },
    {
        "id": "h44",
        "day": "2026-08-18",
        "turns": [
            (U, """pgbackrest full backup failed sunday 😩
```
P00  ERROR: [082]: WAL segment 000000010000A2F1000000C4 was not archived before the 60000ms timeout
            HINT: check the archive_command to ensure that all options are correct (especially --stanza).
            HINT: check the PostgreSQL server log for errors.
```"""),
            (A, "The full backup waits for the last WAL segment to be archived. With synchronous archiving and a busy write load, archive_command can fall behind. Check `pg_stat_archiver` for `failed_count`, and consider `archive-async=y` with a spool path so segments are pushed in parallel."),
            (U, "archive-async was off 🤦 enabled archive-async in pgbackrest with process-max 4, manual full ran fine"),
            (A, "Good. While you're in the config: the cross-region copy from June is still open, is that decided?"),
            (U, "re cross-region: priced it, ~€90/month. worth it. lets do a second repo in eu-central-1"),
            (U, "agreed, repo2 in eu-central-1, retention 2 full"),
            (A, """```ini
repo2-type=s3
repo2-s3-region=eu-central-1
repo2-s3-bucket=bw-coredb-backup-fra
repo2-retention-full=2
```"""),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "pgBackRest archive-async was enabled (process-max 4) after the failed full backup.", "keywords": ["archive-async", "enabled"]},
            {"kind": "decision", "turn": 5, "text": "coredb backups get a second pgBackRest repo in eu-central-1 keeping 2 full backups.", "keywords": ["repo2", "eu-central-1"]},
        ],
        "answered": [],
    },
    {
        "id": "h45",
        "day": "2026-08-25",
        "turns": [
            (U, "talked to hannah, the shared ui kit can drop redux in v5. so... redux can finally die?"),
            (A, "Since server state already lives in TanStack Query, what's left in Redux is client state. Zustand is a good fit: tiny, hook-based, and stores can be migrated one at a time."),
            (U, "ok final call: redux goes away completely, client state moves to zustand, done by end of Q4"),
            (A, "Plan: 1) UI kit v5 without Redux, 2) move the map and filter stores, 3) move the session and preferences stores, 4) remove `@reduxjs/toolkit` and the provider."),
            (U, "and no new redux slices from today on, i'll add an eslint rule so nobody sneaks one in"),
            (A, """```js
// .eslintrc.js
rules: {
  "no-restricted-imports": ["error", {
    paths: [{ name: "@reduxjs/toolkit", importNames: ["createSlice"],
              message: "Redux is being removed, use a zustand store" }],
  }],
}
```"""),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "Redux is removed from Dispatch Console; client state moves to Zustand by end of Q4.", "keywords": ["zustand", "end of q4"]},
            {"kind": "decision", "turn": 4, "text": "No new Redux slices may be added; an ESLint rule enforces it.", "keywords": ["redux slices", "eslint"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ Sep 2026
    {
        "id": "h46",
        "day": "2026-09-01",
        "turns": [
            (U, "aws bill review: staging costs 60% of prod lol. that cant be right"),
            (A, """Common reasons and fixes:
1. **Spot instances** for staging node groups: typically 60-70% cheaper, interruptions are acceptable there.
2. **Scale to zero at night/weekends** with a scheduled scaler.
3. **Rightsizing**: staging often copies prod requests and limits.

1 and 2 together often halve the staging bill."""),
            (U, "moving staging node groups to spot instances, mixed instance types (m6i/m6a/m5) so we dont get starved"),
            (A, "Good idea to diversify. Add a PodDisruptionBudget for the stateful bits in staging (Redis, the EMQX test cluster) and keep one small on-demand group for them."),
            (U, "prod stays on-demand, no discussion 😅"),
            (A, "Noted: staging node groups move to spot with mixed instance types; production stays on on-demand instances."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "Staging node groups move to spot instances with mixed instance types.", "keywords": ["staging", "spot"]},
            {"kind": "decision", "turn": 4, "text": "Production stays on on-demand instances.", "keywords": ["prod", "on-demand"]},
        ],
        "answered": [],
    },
    {
        "id": "h47",
        "day": "2026-09-03",
        "turns": [
            (U, "the two-week train means hotfixes pile up and every release is huge. switch to weekly?"),
            (A, "Weekly works if regression testing fits in a day or two. Your Playwright suite runs in ~25 minutes, so that's realistic. The trade-off is more frequent sign-off work for the release captain."),
            (U, "weekly yes, but tuesdays pls, wednesday clashes with the customer calls"),
            (U, "ok moving to weekly releases on tuesdays starting sept 15. i'm still release captain"),
            (A, "Noted: release train changes from every two weeks on Wednesdays to weekly on Tuesdays, starting Sept 15; Ines stays release captain."),
            (U, "thx, i'll update the checklist dates"),
        ],
        "facts": [
            {"kind": "change", "turn": 3, "text": "Release cadence changed from every two weeks on Wednesdays to weekly on Tuesdays.", "keywords": ["weekly", "tuesdays"]},
            {"kind": "decision", "turn": 3, "text": "The weekly Tuesday release train starts on Sept 15.", "keywords": ["sept 15", "weekly"]},
        ],
        "answered": [0],
    },
    {
        "id": "h48",
        "day": "2026-09-08",
        "turns": [
            (U, """flaky e2e in coldview, fails ~1 in 5 runs in ci only:
```
  1) [chromium] › exports.spec.ts:44:5 › csv export › shows row limit message
    Error: Timed out 5000ms waiting for expect(locator).toBeVisible()
    Locator: getByText('more than 100,000 rows')
```"""),
            (A, "Only in CI usually means timing: the export request is slower on the CI runner, so the message shows after 5s. Try waiting for the network response first: `await page.waitForResponse(r => r.url().includes('/exports'))`, then assert."),
            (U, "tried that, still flaky. also happens on retry sometimes"),
            (A, "Then check whether the test data differs: if another test creates readings in parallel, the row count might sometimes fall under the limit and the message never appears. Are tests running with `fullyParallel: true` against a shared database?"),
            (U, "omg yes shared db and fullyParallel. ok no idea how we want to isolate that yet, maybe per-worker schemas. later"),
            (A, "Per-worker schemas or seeding unique customer IDs per test are both common fixes. Let me know when you want to dig in."),
            (U, "ty, going home, brain is fried 🫠"),
        ],
        "facts": [],
        "answered": [0, 2],
    },
    {
        "id": "h49",
        "day": "2026-09-15",
        "turns": [
            (U, "frostline go bump: 1.22 is out of support since 1.24 landed. moving to 1.23 at least"),
            (A, "Watch out for the `go.mod` toolchain line and the net/http changes; nothing else in 1.23 usually breaks services like Frostline. Also update the builder image in `.gitlab-ci.yml`."),
            (U, "bumped frostline to go 1.23, ci green, in today's release"),
            (U, "also lag again since the norwegian fleet onboarded (+900 trailers). 24 partitions isn't enough, writers are maxed"),
            (A, "Same situation as January: one consumer per partition max. 48 partitions would give you headroom for the next fleet too. Key remapping will briefly affect per-trailer ordering again."),
            (U, "ok telemetry.raw goes from 24 to 48 partitions, writers can scale to 48 max"),
            (A, "Noted: telemetry.raw now has 48 partitions, frostline-writer HPA max 48."),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "Frostline was upgraded from Go 1.22 to Go 1.23.", "keywords": ["frostline", "go 1.23"]},
            {"kind": "change", "turn": 5, "text": "Kafka topic telemetry.raw increased from 24 to 48 partitions.", "keywords": ["telemetry.raw", "48 partitions"]},
        ],
        "answered": [],
    },
    {
        "id": "h50",
        "day": "2026-09-22",
        "turns": [
            (U, "the coldview 100k export cap is hurting, customers are splitting exports into 20 pieces and complaining"),
            (A, "Time for asynchronous exports: enqueue the job, write the CSV to S3, send the user a presigned download link. Then the row limit only protects the workers and can be much higher."),
            (U, "we have the report-worker from the pdf stuff, can we reuse that?"),
            (A, "Yes, add a `csv_export` job type next to `pdf_report`. Streaming rows straight to S3 multipart upload keeps worker memory flat even for large exports."),
            (U, "ok raise the csv limit to 500k rows, async via report-worker, email a download link that expires after 7 days"),
            (A, "Noted: Coldview CSV export limit is now 500k rows, generated on the report-worker; the emailed download link expires after 7 days."),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "Coldview CSV export limit raised from 100k to 500k rows, generated asynchronously on report-worker.", "keywords": ["csv", "500k rows"]},
            {"kind": "decision", "turn": 4, "text": "Export download links are emailed and expire after 7 days.", "keywords": ["download link", "7 days"]},
        ],
        "answered": [2],
    },
    # ------------------------------------------------------------------ Oct 2026
    {
        "id": "h51",
        "day": "2026-10-01",
        "turns": [
            (U, "pg17 planning for coredb. sat nov 14 ok for everyone?"),
            (A, "Same approach as February (`pg_upgrade --link` with a detached standby as rollback) worked well. Check extension compatibility early: pg_partman and timescale versions for 17."),
            (U, "nov is pre-christmas peak season, are we sure"),
            (U, "it's before black friday week and saturday night volume is tiny. going with pg17 on sat nov 14, same --link approach as feb"),
            (A, "Noted: coredb PostgreSQL 17 upgrade on Saturday Nov 14, using pg_upgrade --link with a detached standby for rollback."),
            (U, "👍 will do a rehearsal the thursday before"),
        ],
        "facts": [
            {"kind": "decision", "turn": 3, "text": "The coredb upgrade to Postgres 17 is planned for Saturday Nov 14.", "keywords": ["pg17", "nov 14"]},
            {"kind": "decision", "turn": 3, "text": "The PG17 upgrade uses the same pg_upgrade --link approach as in February.", "keywords": ["--link", "feb"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "h52",
        "day": "2026-10-06",
        "turns": [
            (U, "revisiting haul cert pinning from the july pentest. auditors want an answer"),
            (A, """Options:
| what to pin | risk on rotation | effort |
|---|---|---|
| leaf certificate | breaks on every renewal | low |
| leaf public key | breaks if the key changes | low |
| intermediate CA public key (SPKI) | breaks only if the CA changes intermediate | low |
| + backup pin (other CA) | survives a CA switch | medium |

Intermediate SPKI plus a backup pin is the usual compromise."""),
            (U, "if we pin the intermediate + a backup key i'm ok with it. no leaf pinning"),
            (U, "signed off: pin the SPKI of the intermediate CA plus one backup pin, ships in haul 3.9"),
            (A, """Android network security config:
```xml
<domain-config>
  <domain includeSubdomains="true">api.brightwater.example</domain>
  <pin-set expiration="2027-10-01">
    <pin digest="SHA-256">base64-of-intermediate-spki=</pin>
    <pin digest="SHA-256">base64-of-backup-spki=</pin>
  </pin-set>
</domain-config>
```
The expiration date means an old app version stops enforcing pins instead of breaking."""),
            (U, "ty"),
        ],
        "facts": [
            {"kind": "decision", "turn": 3, "text": "Haul pins the SPKI of the intermediate CA plus one backup pin.", "keywords": ["intermediate ca", "backup pin"]},
            {"kind": "decision", "turn": 3, "text": "Certificate pinning ships in Haul 3.9.", "keywords": ["haul", "3.9"]},
        ],
        "answered": [],
    },
    {
        "id": "h53",
        "day": "2026-10-13",
        "turns": [
            (U, "heads up i'm going on parental leave nov 1 for 3 months 🍼"),
            (A, "Congratulations! 🎉 For the handover: PagerDuty schedule ownership, Alertwise ownership, and any open action items from postmortems you own."),
            (U, "congrats rafael!! ok: tomasz takes over the pagerduty schedule from rafael, permanently tbh, it fits the platform role better"),
            (U, "fine by me"),
            (A, "Noted. What about Alertwise while Rafael is away?"),
            (U, "alertwise goes back to dele temporarily until rafael is back in february"),
            (A, "Summary: Tomasz now owns the PagerDuty schedule (permanently); Alertwise is owned by Dele until Rafael returns in February."),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "PagerDuty schedule ownership moves from Rafael to Tomasz permanently.", "keywords": ["tomasz", "pagerduty schedule"]},
            {"kind": "change", "turn": 5, "text": "Alertwise ownership moves temporarily to Dele while Rafael is on leave until February.", "keywords": ["alertwise", "dele"]},
        ],
        "answered": [],
    },
    {
        "id": "h54",
        "day": "2026-10-20",
        "turns": [
            (U, """wayfinder pods take 5+ s to resolve redis sometimes??
```
dial tcp: lookup redis-cache.wayfinder.svc.cluster.local on 172.20.0.10:53: read udp 10.2.9.44:38112->172.20.0.10:53: i/o timeout
```"""),
            (A, "Intermittent DNS timeouts on EKS are often conntrack races on UDP or CoreDNS being overloaded. With `ndots:5`, a short name like `redis-cache` also triggers several search-domain lookups per query. Do you use the short name or the FQDN?"),
            (U, "we use the full name but without trailing dot"),
            (A, "Without the trailing dot it still counts as having fewer than 5 dots, so the resolver tries the search domains first. Either add the trailing dot (`redis-cache.wayfinder.svc.cluster.local.`) or set `ndots: 2` in the pod's dnsConfig. Also check CoreDNS CPU and whether NodeLocal DNSCache is installed."),
            (U, "coredns is at like 30% cpu, nodelocal not installed. hmm. i'll try the trailing dot first and see"),
            (A, "Good first step. If timeouts persist, NodeLocal DNSCache usually makes them disappear."),
            (U, "ok thx, will report back. lunch first 🍕"),
        ],
        "facts": [],
        "answered": [0, 2],
    },
    {
        "id": "h55",
        "day": "2026-10-27",
        "turns": [
            (U, "legal update: new pharma contracts (medisan renewal + astrapharm) require 5 years of temperature records, not 2"),
            (A, """Rough cost for keeping pharma Parquet 5 years instead of 25 months: pharma is ~35% of volume, so S3 Standard grows from ~9 TB to ~21 TB over time, roughly +€280/month at the end. Moving older data to a colder tier cuts that a lot."""),
            (U, "ok tempvault retention for pharma customers goes from 25 months to 5 years. everyone else stays at 25 months"),
            (A, "That needs the lifecycle rule to tell pharma data apart: either a `customer_class=pharma` object tag or a separate prefix. A prefix is simpler for lifecycle rules."),
            (U, "separate prefix it is. and move pharma parquet older than 1 year to glacier deep archive, retrieval within 12h is fine for audits"),
            (A, """```json
{"Rules": [
  {"ID": "pharma-5y", "Filter": {"Prefix": "parquet/pharma/"}, "Status": "Enabled",
   "Transitions": [{"Days": 365, "StorageClass": "DEEP_ARCHIVE"}],
   "Expiration": {"Days": 1827}},
  {"ID": "default-25m", "Filter": {"Prefix": "parquet/standard/"}, "Status": "Enabled",
   "Expiration": {"Days": 761}}
]}
```"""),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "Tempvault retention for pharma customers changed from 25 months to 5 years; others stay at 25 months.", "keywords": ["pharma", "5 years"]},
            {"kind": "decision", "turn": 4, "text": "Pharma Parquet older than 1 year moves to Glacier Deep Archive.", "keywords": ["glacier deep archive", "1 year"]},
        ],
        "answered": [],
    },
    # ------------------------------------------------------------------ Nov 2026
    {
        "id": "h56",
        "day": "2026-11-03",
        "turns": [
            (U, "holiday freeze again. same as last year?"),
            (A, "Last year's freeze ran from Dec 19 to Jan 5, covered app deploys and Terraform, and allowed only hotfixes with Priya's sign-off. Want to repeat that with this year's dates?"),
            (U, "we have the astrapharm onboarding go-live on dec 15 so the freeze cant start before the 16th, better a couple days buffer"),
            (U, "ok freeze dec 18 to jan 4, same scope (app + terraform). hotfixes need sign-off from me or tomasz this time since i'm out the last week"),
            (A, "Noted: freeze Dec 18 to Jan 4, app deploys and Terraform; hotfixes need sign-off from Priya or Tomasz."),
            (U, "can u reuse last year's announcement with new dates"),
            (A, """> :snowflake: **Holiday freeze**: Fri Dec 18 -> Mon Jan 4
> No production deploys and no Terraform applies against prod.
> Hotfixes only; post in #release and get sign-off from Priya or Tomasz."""),
        ],
        "facts": [
            {"kind": "decision", "turn": 3, "text": "The 2026 holiday freeze runs from Dec 18 to Jan 4 (app and Terraform).", "keywords": ["dec 18", "jan 4"]},
            {"kind": "decision", "turn": 3, "text": "Hotfixes during the 2026 freeze need sign-off from Priya or Tomasz.", "keywords": ["hotfixes", "tomasz"]},
        ],
        "answered": [0, 5],
    },
    {
        "id": "h57",
        "day": "2026-11-05",
        "turns": [
            (U, "running the black friday load test on staging, k6 says p95 of POST /telemetry/batch is 2.8s at 3x traffic 😬"),
            (A, "Is the latency in Frostline itself or downstream? Compare Frostline's handler duration histogram with the Kafka produce latency. If produce latency is high, check `linger.ms` and batch size and whether the broker disks are saturated."),
            (U, """handler p95 is 2.7s, produce p95 is 40ms. so its us. pprof top:
```
flat  flat%   cum   cum%
1.92s 31.2%  1.92s 31.2%  encoding/json.(*decodeState).object
0.88s 14.3%  3.10s 50.4%  frostline/internal/validate.Reading
0.61s  9.9%  0.61s  9.9%  runtime.mallocgc
```"""),
            (A, "JSON decoding dominates. Options: decode into a struct instead of `map[string]any`, reuse decoders via `sync.Pool`, or use a faster decoder such as `goccy/go-json`. The validate step also looks like it re-parses something."),
            (U, "lol it does, validate marshals back to json to check the schema 🤦 ok lots to try, will keep poking. staging is on spot too so maybe some noise from that"),
            (A, "Could be, check whether nodes were replaced during the test window. Happy to look at the next profile."),
            (U, "thx, brb meeting"),
        ],
        "facts": [],
        "answered": [0],
    },
    {
        "id": "h58",
        "day": "2026-11-10",
        "turns": [
            (U, "dispatch wants the nightly plans ready by 05:00, but the timefold run starts 02:00 and takes ~2.5h+ on peak days. last friday it finished 05:20"),
            (A, "Options: (1) start earlier, if the order cutoff allows it; (2) give the nightly run more CPU, since Timefold scales well with move threads; (3) lower the per-batch time limit, at the cost of route quality."),
            (U, "order cutoff is 23:00 anyway. moved the nightly run from 02:00 to 23:30"),
            (A, "That gives 5.5 hours of runway. Do you want more compute too, for the peak weeks?"),
            (U, "yes, the nightly timefold run gets 16 vcpus instead of 8, moveThreadCount=AUTO"),
            (A, "Noted: nightly Wayfinder run starts at 23:30 (was 02:00) and runs with 16 vCPUs (was 8)."),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "Wayfinder's nightly planning run start moved from 02:00 to 23:30.", "keywords": ["nightly run", "23:30"]},
            {"kind": "change", "turn": 4, "text": "The nightly Timefold run gets 16 vCPUs instead of 8.", "keywords": ["nightly", "16 vcpus"]},
        ],
        "answered": [],
    },
    {
        "id": "h59",
        "day": "2026-11-12",
        "turns": [
            (U, "pg17 rehearsal failed 😞 pg_upgrade --check: `Your installation contains extension pg_partman 4.7 which is not available for the new cluster`. partman 5 changes the api for all our partition configs"),
            (A, "pg_partman 5 is a breaking upgrade: `create_parent` arguments and the config table changed, and trigger-based partitioning is gone. That's a real migration, not something to squeeze in before Saturday."),
            (U, "yeah. so i postponed it: pg17 upgrade moved to january, after the freeze"),
            (U, "good call. do we do logical replication this time for zero downtime? the feb window taught us customers notice even 2h"),
            (U, "not sure, depends on how the partman 5 migration goes, let's decide in december"),
            (A, "Summary: PG17 upgrade is postponed from Nov 14 to January (after the holiday freeze) because of pg_partman 5; whether to use logical replication for zero downtime is still open."),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "The coredb PG17 upgrade was postponed from Nov 14 to January, after the freeze.", "keywords": ["pg17", "january"]},
            {"kind": "open", "turn": 3, "text": "Whether the PG17 upgrade should use logical replication for zero downtime is undecided.", "keywords": ["logical replication", "zero downtime"]},
        ],
        "answered": [3],
    },
    {
        "id": "h60",
        "day": "2026-11-24",
        "turns": [
            (U, "audit finding #7: 24h db credential ttl is 'excessively long-lived'. can we go shorter without breaking ledger?"),
            (A, "The risk with short TTLs is long batch jobs holding connections past lease expiry. How long does the longest Ledger batch run now?"),
            (U, "ledger batch max is ~5h now since the bigint migration made it faster"),
            (U, "ok vault dynamic db creds ttl goes from 24h down to 8h, max_ttl 24h. agent renews anyway"),
            (A, """```hcl
resource "vault_database_secret_backend_role" "ledger" {
  name        = "ledger"
  backend     = "database"
  db_name     = "coredb"
  default_ttl = 28800   # 8h
  max_ttl     = 86400   # 24h
}
```
Same values for the other roles."""),
            (U, "rolling out thursday, after the release. ty!"),
            (A, "Sounds good. Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 3, "text": "Vault dynamic database credential TTL reduced from 24h to 8h.", "keywords": ["ttl", "8h"]},
            {"kind": "decision", "turn": 3, "text": "Vault dynamic database credentials have a max_ttl of 24h.", "keywords": ["max_ttl", "24h"]},
        ],
        "answered": [0],
    },
]

QUESTIONS = [
    {"question": "which mqtt qos level do the trailer telemetry topics use?", "chat": "h01", "fact": 0},
    {"question": "what did we set the ledger pgbouncer pool to back in december?", "chat": "h02", "fact": 0},
    {"question": "when does the pgbouncer waiting-clients alert for ledger fire?", "chat": "h02", "fact": 1},
    {"question": "when did on-call handoffs originally happen?", "chat": "h04", "fact": 0},
    {"question": "who maintained the pagerduty rota when we first set up on-call?", "chat": "h04", "fact": 1},
    {"question": "what were the dates of last winter's deploy freeze?", "chat": "h05", "fact": 0},
    {"question": "who had to approve hotfixes during the 2025 holiday freeze?", "chat": "h05", "fact": 1},
    {"question": "how long do raw sensor readings stay in timescaledb?", "chat": "h06", "fact": 0},
    {"question": "how long did we originally keep the parquet archive in tempvault?", "chat": "h06", "fact": 1},
    {"question": "which solver and search strategy did wayfinder start out with?", "chat": "h07", "fact": 0},
    {"question": "what was the original per-batch solve time cap for wayfinder?", "chat": "h07", "fact": 1},
    {"question": "where do services get their database passwords from now?", "chat": "h08", "fact": 0},
    {"question": "what was the first lease length we picked for vault db credentials?", "chat": "h08", "fact": 1},
    {"question": "what was the deadline for getting db creds out of environment variables?", "chat": "h08", "fact": 2},
    {"question": "what's the minimum android api level haul supports?", "chat": "h09", "fact": 0},
    {"question": "oldest iOS version the driver app still runs on?", "chat": "h09", "fact": 1},
    {"question": "how many partitions did telemetry.raw get after the january lag incident?", "chat": "h10", "fact": 0},
    {"question": "at what consumer lag do we get paged for frostline-writer?", "chat": "h10", "fact": 1},
    {"question": "when was the postgres 16 upgrade of coredb scheduled?", "chat": "h11", "fact": 0},
    {"question": "what were the original pharma excursion alert rules in alertwise?", "chat": "h13", "fact": 0},
    {"question": "when does alertwise alert for frozen loads?", "chat": "h13", "fact": 1},
    {"question": "which method did we use for the pg16 upgrade and what was the fallback?", "chat": "h14", "fact": 0},
    {"question": "what time was the maintenance window for the february db upgrade?", "chat": "h14", "fact": 1},
    {"question": "what time is the weekly on-call handover these days?", "chat": "h15", "fact": 0},
    {"question": "what ci system replaced jenkins and where do the runners run?", "chat": "h16", "fact": 0},
    {"question": "when was jenkins turned off?", "chat": "h16", "fact": 1},
    {"question": "what library handles api data fetching/caching in the dispatch console?", "chat": "h17", "fact": 0},
    {"question": "what broker software does kettle run on now?", "chat": "h19", "fact": 0},
    {"question": "how many nodes is the emqx cluster?", "chat": "h19", "fact": 1},
    {"question": "what was the first row cap on coldview csv downloads?", "chat": "h20", "fact": 0},
    {"question": "what did the ledger pgbouncer pool go to after the march month-end run?", "chat": "h21", "fact": 0},
    {"question": "where do we drop duplicate telemetry messages?", "chat": "h22", "fact": 0},
    {"question": "how long did the dedupe keys live in redis initially?", "chat": "h22", "fact": 1},
    {"question": "which identity provider do the console and customer portal log in through?", "chat": "h24", "fact": 0},
    {"question": "is two-factor required for dispatchers?", "chat": "h24", "fact": 1},
    {"question": "how are driver rest breaks handled by the route optimiser?", "chat": "h25", "fact": 0},
    {"question": "what did the wayfinder solve budget go up to in april?", "chat": "h25", "fact": 1},
    {"question": "what are we replacing redshift with?", "chat": "h26", "fact": 0},
    {"question": "what release schedule did we adopt in may?", "chat": "h27", "fact": 0},
    {"question": "who signs off releases?", "chat": "h27", "fact": 1},
    {"question": "which workmanager version fixed the android 14 crash?", "chat": "h28", "fact": 0},
    {"question": "which haul version had the android 14 foreground service fix?", "chat": "h28", "fact": 1},
    {"question": "who's the owner of the main postgres cluster?", "chat": "h29", "fact": 0},
    {"question": "who owns the temperature archive?", "chat": "h29", "fact": 1},
    {"question": "who took over alertwise from dele in june?", "chat": "h29", "fact": 2},
    {"question": "what renders the coldview audit pdfs?", "chat": "h30", "fact": 0},
    {"question": "max date range for a single pdf audit report?", "chat": "h30", "fact": 1},
    {"question": "what date did prod eks go to 1.30?", "chat": "h31", "fact": 0},
    {"question": "which sms vendor does alertwise send through first?", "chat": "h32", "fact": 0},
    {"question": "what happens if the primary sms provider errors out?", "chat": "h32", "fact": 1},
    {"question": "what's the current dedupe window in frostline after the alps replay issue?", "chat": "h34", "fact": 0},
    {"question": "when do full backups of coredb run?", "chat": "h35", "fact": 0},
    {"question": "how many full pgbackrest backups do we retain in the main repo?", "chat": "h35", "fact": 1},
    {"question": "how many hours of events can the driver app hold while offline?", "chat": "h36", "fact": 0},
    {"question": "what's the deadline for writing up a sev1 incident?", "chat": "h37", "fact": 0},
    {"question": "where do postmortems live?", "chat": "h37", "fact": 1},
    {"question": "did we end up self-hosting clickhouse?", "chat": "h38", "fact": 0},
    {"question": "how does telemetry get from kafka into clickhouse?", "chat": "h38", "fact": 1},
    {"question": "how does ledger store money values now?", "chat": "h39", "fact": 0},
    {"question": "which rounding mode does invoicing use?", "chat": "h39", "fact": 1},
    {"question": "what's the minimum tls version the mqtt brokers accept?", "chat": "h40", "fact": 0},
    {"question": "which solver does the overnight route planning use now?", "chat": "h41", "fact": 0},
    {"question": "what engine handles intraday re-routing when a load changes?", "chat": "h41", "fact": 1},
    {"question": "how long must a pharma trailer be out of range before alertwise fires now?", "chat": "h42", "fact": 0},
    {"question": "how long does prometheus keep data locally?", "chat": "h43", "fact": 0},
    {"question": "where do we keep a year of metrics history?", "chat": "h43", "fact": 1},
    {"question": "which region holds the offsite copy of db backups?", "chat": "h44", "fact": 1},
    {"question": "what replaces redux for client state in the dispatch console, and by when?", "chat": "h45", "fact": 0},
    {"question": "what instance type do staging nodes run on?", "chat": "h46", "fact": 0},
    {"question": "how often do we ship releases now and on which day?", "chat": "h47", "fact": 0},
    {"question": "which go version is frostline on?", "chat": "h49", "fact": 0},
    {"question": "current partition count for the raw telemetry topic?", "chat": "h49", "fact": 1},
    {"question": "how many rows can a customer export to csv from coldview these days?", "chat": "h50", "fact": 0},
    {"question": "how long are csv export download links valid?", "chat": "h50", "fact": 1},
    {"question": "what do we pin in the haul app for tls?", "chat": "h52", "fact": 0},
    {"question": "who maintains the pagerduty schedule now?", "chat": "h53", "fact": 0},
    {"question": "who covers alertwise while rafael is on parental leave?", "chat": "h53", "fact": 1},
    {"question": "how many years of temperature data do we keep for pharma customers?", "chat": "h55", "fact": 0},
    {"question": "when do old pharma parquet files go to deep archive storage?", "chat": "h55", "fact": 1},
    {"question": "what are the dates of the 2026/27 holiday code freeze?", "chat": "h56", "fact": 0},
    {"question": "who can approve a hotfix during this year's freeze?", "chat": "h56", "fact": 1},
    {"question": "what time does the nightly route planning kick off?", "chat": "h58", "fact": 0},
    {"question": "how many cpus does the nightly timefold job get?", "chat": "h58", "fact": 1},
    {"question": "when is the postgres 17 upgrade happening now?", "chat": "h59", "fact": 0},
    {"question": "what's the current default lifetime of vault database creds?", "chat": "h60", "fact": 0},
]
