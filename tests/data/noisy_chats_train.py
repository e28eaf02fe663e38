"""Labeled training chats for summary / core-memory / recall tuning.

One fictional team ("Harbor", a freight-tracking SaaS) chatting with an AI
assistant over ~a year.  Each chat is noisy (typos, logs, stack traces, code,
boilerplate, meta-talk) and carries 1-3 labeled key facts.

People:  Maya Okafor (eng lead), Tomas Lindqvist (backend), Priya Raman (SRE),
         Diego Ferreira (frontend), Hana Kobayashi (PM), Felix Brandt (data),
         Amara Nwosu (security), Liam O'Connell (mobile), Sofia Marchetti (QA)
Services: ingest-api (go), tracker-svc, billing-svc (django), notif-worker,
          search-svc, auth-gateway, web, driver app (expo), harbor-db (postgres)
Regions:  eu-west-1 (primary), us-east-2

Schema:
  CHATS[i] = {"id", "day", "turns": [(role, text)], "facts": [{"kind", "turn",
              "text", "keywords"}], "answered": [turn index]}
  QUESTIONS[i] = {"question", "chat", "fact"}
"""

_U = "user"
_A = "assistant"

CHATS = [
    # ------------------------------------------------------------------ 2025-11
    {
        "id": "t01",
        "day": "2025-11-25",
        "turns": [
            (_U, "morning. ingest-api is flaking again\n```\n2025-11-25T08:14:02Z ERROR [worker-3] Timeout after 30000ms upstream=carrier-gw path=/v2/shipments\n2025-11-25T08:14:05Z ERROR [worker-3] Timeout after 30000ms upstream=carrier-gw path=/v2/shipments\n2025-11-25T08:14:09Z WARN  [worker-1] retry 2/3 carrier=dhl\n```\nany idea"),
            (_A, "Happy to help! Those look like upstream timeouts from carrier-gw rather than ingest-api itself. A few things to check:\n\n1. p99 latency of carrier-gw in Grafana\n2. whether retries are stacking (retry 2/3 suggests yes)\n3. the client timeout in `ingest/config.yaml`\n\nLet me know if there's anything else!"),
            (_U, "p99 is like 38s since the dhl sandbox got slow. can u give me a one liner to count worker-3 timeouts per min from the log"),
            (_A, "Sure:\n```bash\ngrep 'worker-3' ingest.log | grep Timeout | cut -c1-16 | uniq -c\n```\nThis buckets by minute using the timestamp prefix."),
            (_U, "ty 👍 ~40/min lol. maybe 60s timeout?"),
            (_U, "ok talked w maya, 60 is too much. bumped the ingest-api upstream timeout to 45000ms, retries stay at 3. pr #412 merged"),
            (_A, "Noted, I'll remember that: ingest-api upstream timeout is now 45000ms (was 30000ms), retries unchanged at 3."),
            (_U, "also no idea yet who owns the dhl adapter since ravi left. someone needs to pick it up"),
            (_A, "Got it, I'll keep that as an open item: the DHL adapter needs a new owner."),
            (_U, "thx!! brb coffee"),
        ],
        "facts": [
            {"kind": "change", "turn": 5, "text": "ingest-api upstream timeout bumped from 30000ms to 45000ms, retries stay at 3", "keywords": ["ingest-api", "timeout", "45000"]},
            {"kind": "open", "turn": 7, "text": "no owner yet for the dhl carrier adapter", "keywords": ["dhl", "adapter"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "t02",
        "day": "2025-11-27",
        "turns": [
            (_U, "hey can u help me clean up notes from the release sync, pasting raw\n\n- tomas: every week is too much, qa cant keep up\n- sofia: agree, regression suite takes 2 days\n- maya: biweekly? tuesdays\n- diego: thursdays better for fe\n- maya: nah tuesdays, gives us wed/thu to hotfix"),
            (_A, "Sure, here's a quick summary:\n\n- Weekly releases are too frequent for QA (regression takes ~2 days)\n- Proposal: move to a biweekly train\n- Tuesday vs Thursday was debated; Maya prefers Tuesday to leave room for hotfixes\n\nWas a final decision made?"),
            (_U, "yes sorry forgot. final call from maya: release train moves to every other tuesday starting dec 9"),
            (_A, "Noted, I'll remember that. Release train: every other Tuesday, first one on Dec 9."),
            (_U, "can you also draft a short announcement for #eng-announce"),
            (_U, "brb standup"),
            (_A, "Here's a draft:\n\n> 📦 **Release train update** — starting Dec 9 we ship every other Tuesday. Hotfixes still go out any day via the usual `hotfix/*` branch.\n\nLet me know if there's anything else!"),
            (_U, "perfect ty. oh and tbd whether the mobile app rides the same train or keeps its own, liam wants to think about app store review times"),
            (_A, "Got it — open item: whether mobile follows the same biweekly train. I'll flag it as unresolved."),
            (_U, "👍"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "release train moves to every other tuesday starting dec 9", "keywords": ["release", "tuesday"]},
            {"kind": "open", "turn": 7, "text": "undecided whether the mobile app follows the same release train", "keywords": ["mobile", "train"]},
        ],
        "answered": [1, 4],
    },
    # ------------------------------------------------------------------ 2025-12
    {
        "id": "t03",
        "day": "2025-12-02",
        "turns": [
            (_U, "harbor-db hit max connections again overnight\n```\nFATAL:  sorry, too many clients already\nFATAL:  remaining connection slots are reserved for non-replication superuser connections\n```\nbilling-svc and tracker-svc both have pools of 50 x 6 pods lol"),
            (_A, "That math is the problem: 2 services × 6 pods × 50 = 600 potential connections vs. a `max_connections` of (probably) 400 on that instance class. Options:\n\n| option | effort | notes |\n|---|---|---|\n| shrink app pools | low | easy, but bursts will queue |\n| pgbouncer (transaction mode) | medium | best fit for many short txns |\n| bigger instance | low | ~$900/mo more |\n\nHappy to help draft any of these."),
            (_U, "does transaction mode break django prepared statements or smth"),
            (_A, "Django doesn't use server-side prepared statements by default with psycopg2, so transaction pooling is generally safe. Watch out for `SET` session vars and advisory locks — those won't survive across transactions."),
            (_U, "ok cool. talked to tomas, we'll use pgbouncer in transaction mode in front of harbor-db, default_pool_size 40"),
            (_A, "Noted, I'll remember that: PgBouncer in transaction mode in front of harbor-db, default_pool_size=40."),
            (_U, "lunch?"),
            (_U, "oops wrong window lol"),
            (_U, "open question for later: do we need a read replica in us-east-2 for the reporting queries or is eu-west-1 enough"),
            (_A, "Logged as an open question: read replica in us-east-2 for reporting vs. staying single-region in eu-west-1."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "pgbouncer in transaction mode in front of harbor-db, default_pool_size 40", "keywords": ["pgbouncer", "transaction", "40"]},
            {"kind": "open", "turn": 8, "text": "open whether a read replica in us-east-2 is needed for reporting", "keywords": ["replica", "us-east-2"]},
        ],
        "answered": [2],
    },
    {
        "id": "t04",
        "day": "2025-12-03",
        "turns": [
            (_U, "web build is exploding on the shipment timeline page\n```\nTypeError: Cannot read properties of undefined (reading 'tz')\n    at Object.format (moment-timezone.js:412:18)\n    at TimelineRow (components/TimelineRow.tsx:57:22)\n    at renderWithHooks (react-dom.development.js:16305:18)\n```\nwhat is this"),
            (_A, "The error means `moment.tz` isn't registered when `format` runs — usually because `moment` and `moment-timezone` resolve to two different copies of moment in the bundle. Check with `npm ls moment`."),
            (_U, "yep two copies. 2.29.4 and 2.30.1 🙃"),
            (_A, "That confirms it. Quick fix: add an `overrides` entry to pin one version. Longer term, moment is in maintenance mode and heavy."),
            (_U, "how much would we save w date-fns roughly"),
            (_A, "Rough numbers for your usage (format, parse, tz conversion):\n\n| lib | min+gz |\n|---|---|\n| moment + moment-timezone | ~72 kB |\n| date-fns + date-fns-tz | ~12 kB (tree-shaken) |\n| dayjs + tz plugin | ~7 kB |\n\ndate-fns has the better TS types."),
            (_U, "ok we're switching the web app from moment to date-fns, i'll do the timeline page first then the rest over the sprint"),
            (_A, "Noted, I'll remember that: web app is migrating from moment to date-fns, starting with the timeline page."),
            (_U, "thx!!"),
            (_A, "Anytime! Let me know if there's anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 6, "text": "web app switching from moment to date-fns, timeline page first", "keywords": ["moment", "date-fns"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "t05",
        "day": "2025-12-04",
        "turns": [
            (_U, "found a .env with the stripe live key committed in notif-worker 😬 from 2024 https://github.com/harbor-hq/notif-worker/blob/a81f3c2/.env"),
            (_A, "That's worth treating as an incident. Suggested order:\n\n1. Rotate the Stripe key immediately\n2. Purge it from history (`git filter-repo`) — but assume it's already leaked\n3. Check Stripe logs for unexpected API usage since the commit date\n4. Add a secret scanner to CI (gitleaks or trufflehog)"),
            (_U, "rotated the stripe live key just now, old one revoked. stripe logs look clean"),
            (_A, "Noted, I'll remember that: Stripe live key rotated and old key revoked; no suspicious usage found."),
            (_U, "which scanner is less noisy gitleaks or trufflehog"),
            (_U, "in ur experience"),
            (_A, "In general gitleaks is faster and easy to tune with a `.gitleaks.toml` allowlist; trufflehog verifies secrets against live APIs, which reduces false positives but is slower. For a pre-commit + CI gate, gitleaks is the usual pick."),
            (_U, "ok. and from now on secrets live in aws secrets manager only, no .env files in any repo. maya signed off"),
            (_A, "Got it — policy: all secrets in AWS Secrets Manager, no .env files committed to any repo."),
            (_U, "ty. ill post in #security"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "stripe live key rotated after leak, old key revoked", "keywords": ["stripe", "rotated"]},
            {"kind": "decision", "turn": 7, "text": "all secrets live in aws secrets manager, no .env files in repos", "keywords": ["secrets", "manager"]},
        ],
        "answered": [4],
    },
    {
        "id": "t06",
        "day": "2025-12-16",
        "turns": [
            (_U, "hey, need to sort out the holidays. whats the usual approach for a code freeze"),
            (_A, "Common pattern: freeze non-critical deploys for the holiday window, allow hotfixes with a lead's approval, and keep a lightweight on-call schedule. Typical windows are ~2 weeks around Christmas/New Year."),
            (_U, "ok. decision: code freeze from dec 19 to jan 5, hotfixes need my or priya's approval"),
            (_A, "Noted, I'll remember that: code freeze Dec 19 – Jan 5; hotfixes require approval from Maya or Priya."),
            (_U, "oncall sheet so far\n\n| dates | primary | secondary |\n|---|---|---|\n| dec 19-24 | priya | tomas |\n| dec 25-28 | tomas | felix |\n| dec 29-30 | felix | diego |\n| dec 31 | ??? | ??? |\n| jan 1-5 | diego | priya |"),
            (_A, "Looks good apart from Dec 31, which has nobody yet. Want me to draft a message asking for volunteers?"),
            (_U, "yes pls"),
            (_A, "Draft:\n\n> Hi team 👋 we still need a primary + secondary on-call for **Dec 31**. Comp day in January for whoever takes it. Reply in thread!\n\nHappy to help!"),
            (_U, "posted. so no idea yet who covers on-call on dec 31, will chase friday"),
            (_A, "Got it — open item: on-call coverage for Dec 31 is still unassigned."),
            (_U, "👍 ty"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "holiday code freeze from dec 19 to jan 5, hotfixes need maya or priya approval", "keywords": ["code", "freeze", "19"]},
            {"kind": "open", "turn": 8, "text": "nobody assigned to on-call on dec 31 yet", "keywords": ["on-call", "31"]},
        ],
        "answered": [0, 6],
    },
    # ------------------------------------------------------------------ 2026-01
    {
        "id": "t07",
        "day": "2026-01-08",
        "turns": [
            (_U, "happy new year 🎉 nightly etl failed again, cron on the old ec2 box\n```\nTraceback (most recent call last):\n  File \"/opt/etl/run.py\", line 88, in <module>\n    load_shipments(conn, day)\n  File \"/opt/etl/loaders.py\", line 41, in load_shipments\n    cur.copy_expert(sql, buf)\npsycopg2.errors.QueryCanceled: canceling statement due to statement timeout\n```"),
            (_A, "Happy new year! The COPY is hitting `statement_timeout`. Either raise it for the ETL role (`ALTER ROLE etl SET statement_timeout = '30min'`) or chunk the load by hour."),
            (_U, "ya raised it. but honestly this cron box is cursed, no retries no alerts"),
            (_A, "Fair. Airflow (MWAA or self-hosted) or Dagster would give you retries, alerting and backfills. MWAA is the least ops if you're all-in on AWS."),
            (_U, "what does mwaa cost for a small env"),
            (_A, "The `mw1.small` environment is roughly $0.49/hour → ~$360/month before workers and storage. Double-check the current AWS pricing page."),
            (_U, "fine. moved the nightly etl off cron onto airflow (mwaa small), first dag ran green last night"),
            (_A, "Noted, I'll remember that: nightly ETL now runs on Airflow (MWAA small) instead of cron."),
            (_U, "tbd how long we keep raw events in s3, legal hasnt answered. 90d? 1y?"),
            (_A, "Logged as open: retention period for raw events in S3 (90 days vs 1 year), waiting on legal."),
            (_U, "thx"),
        ],
        "facts": [
            {"kind": "change", "turn": 6, "text": "nightly etl moved off cron onto airflow (mwaa small)", "keywords": ["etl", "cron", "airflow"]},
            {"kind": "open", "turn": 8, "text": "retention period for raw events in s3 not decided, waiting on legal", "keywords": ["raw", "events", "s3"]},
        ],
        "answered": [4],
    },
    {
        "id": "t08",
        "day": "2026-01-13",
        "turns": [
            (_U, 'consumer lag on shipment-events is wild\n```json\n{"group": "tracker-svc", "topic": "shipment-events", "partitions": 12, "lag": 184233, "consumers": 12}\n```\nwhat do i do if consumers == partitions already'),
            (_A, "With 12 consumers on 12 partitions you're at max parallelism for that group — adding pods won't help. Options: increase partitions, make processing faster (batching, async IO), or split the topic by carrier."),
            (_U, "increasing partitions messes ordering right"),
            (_A, "Only for keys that get re-hashed to a new partition. If you key by `shipment_id`, ordering per shipment holds for new messages, but in-flight messages for a key may sit on the old partition during the transition. Usually fine if consumers are idempotent."),
            (_U, "they are idempotent-ish 😅"),
            (_U, "ok agreed w priya: shipment-events goes to 24 partitions tonight, tracker-svc scales to 24 pods"),
            (_A, "Noted, I'll remember that: shipment-events → 24 partitions; tracker-svc scaled to 24 consumers."),
            (_U, "can u give me the kafka-topics cmd"),
            (_A, "```bash\nkafka-topics.sh --bootstrap-server $BROKERS \\\n  --alter --topic shipment-events --partitions 24\n```\nNote: partitions can only be increased, never decreased."),
            (_U, "ty 🙏"),
        ],
        "facts": [
            {"kind": "decision", "turn": 5, "text": "shipment-events kafka topic goes to 24 partitions, tracker-svc to 24 pods", "keywords": ["shipment-events", "24", "partitions"]},
        ],
        "answered": [0, 2, 7],
    },
    {
        "id": "t09",
        "day": "2026-01-14",
        "turns": [
            (_U, "liam here. driver app rebuild — bare react native vs expo, thoughts"),
            (_A, "Happy to help! Short version:\n\n- **Expo (dev builds / prebuild)**: faster setup, EAS builds and OTA updates, config plugins cover most native needs\n- **Bare RN**: full control, but you own Xcode/Gradle upgrades\n\nFor a driver app with GPS and camera, Expo covers both via `expo-location` and `expo-camera`."),
            (_U, "background location works in expo?"),
            (_A, "Yes — `expo-location` with `startLocationUpdatesAsync` plus `expo-task-manager`. You need a dev build (not Expo Go) and the right Info.plist / Android permissions."),
            (_U, "ok going with expo for the driver app rebuild, sdk 50"),
            (_A, "Noted, I'll remember that: driver app rebuild uses Expo (SDK 50)."),
            (_U, "still need to figure out the push provider for android tho. fcm direct or expo push or onesignal"),
            (_A, "Got it — open: Android push provider (FCM direct vs Expo push vs OneSignal). Let me know if you want a comparison."),
            (_U, "later. brb"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "driver app rebuild uses expo sdk 50", "keywords": ["expo", "driver"]},
            {"kind": "open", "turn": 6, "text": "android push notification provider not chosen", "keywords": ["push", "android"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "t10",
        "day": "2026-01-27",
        "turns": [
            (_U, "e2e suite is 47% flaky this week i want to die"),
            (_A, "Ouch. Is that Cypress? Common culprits are hard-coded waits, shared test data, and animations. Can you paste a failing run?"),
            (_U, "```\n  1) shipment list\n       filters by carrier:\n     CypressError: Timed out retrying after 4000ms: Expected to find element: `[data-test=row-dhl]`, but never found it.\n      at cy.get (https://staging.harbor.app/__cypress/runner/cypress_runner.js:158903:19)\n```"),
            (_A, "Classic race: the filter triggers a fetch and the row renders after the 4s default. Wait on the network alias (`cy.intercept` + `cy.wait('@shipments')`) instead of the DOM."),
            (_U, "we've been patching these for months. diego + me decided: replaced cypress with playwright for e2e, migration done for the smoke suite already"),
            (_A, "Noted, I'll remember that: E2E moved from Cypress to Playwright; smoke suite already migrated."),
            (_U, "also new rule, any test that fails 3 times in a week gets quarantined (tagged @quarantine, doesnt block merge) until someone fixes it"),
            (_A, "Got it: tests failing 3× in a week are quarantined with `@quarantine` and don't block merges."),
            (_U, "can u write the playwright config snippet for that tag"),
            (_A, "```ts\n// playwright.config.ts\nexport default defineConfig({\n  grepInvert: process.env.CI ? /@quarantine/ : undefined,\n  retries: process.env.CI ? 2 : 0,\n});\n```\nRun quarantined tests separately with `npx playwright test --grep @quarantine`."),
            (_U, "ty!!"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "e2e tests moved from cypress to playwright", "keywords": ["cypress", "playwright"]},
            {"kind": "decision", "turn": 6, "text": "tests failing 3 times in a week get quarantined and stop blocking merges", "keywords": ["3", "quarantine"]},
        ],
        "answered": [1, 8],
    },
    # ------------------------------------------------------------------ 2026-02
    {
        "id": "t11",
        "day": "2026-02-03",
        "turns": [
            (_U, "ci bill for jan came in 😐 github actions x86 runners $7.8k"),
            (_A, "That's a lot. Quick wins: cache dependencies, cancel superseded runs (`concurrency: cancel-in-progress`), and consider self-hosted ARM runners — Graviton is typically ~20–40% cheaper for the same throughput."),
            (_U, "do our docker builds work on arm tho. ingest-api is go, billing-svc python w some c deps"),
            (_A, "Go cross-compiles trivially. For billing-svc, check wheels for your C deps — most popular ones (psycopg2-binary, cryptography, numpy) ship aarch64 wheels. If you deploy to x86, build multi-arch with `docker buildx`."),
            (_U, "tested, all green. switching ci runners to self-hosted arm64 graviton (c7g.2xlarge) on monday"),
            (_A, "Noted, I'll remember that: CI runners moving to self-hosted arm64 Graviton (c7g.2xlarge) from Monday."),
            (_U, "open question: reserved instances or savings plan for the 2026 prod fleet. finance wants an answer by march"),
            (_A, "Logged as open: Reserved Instances vs Savings Plan for 2026 prod, due to finance by March. Compute Savings Plans are more flexible across instance families, FWIW."),
            (_U, "mm ok. lunch?"),
            (_A, "I'll leave lunch to you 🙂 Let me know if there's anything else!"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "ci runners switching to self-hosted arm64 graviton c7g.2xlarge", "keywords": ["runners", "arm64", "graviton"]},
            {"kind": "open", "turn": 6, "text": "reserved instances vs savings plan for 2026 prod not decided", "keywords": ["reserved", "savings"]},
        ],
        "answered": [2],
    },
    {
        "id": "t12",
        "day": "2026-02-10",
        "turns": [
            (_U, "customers keep asking when invoices go out, right now billing-svc sends them whenever the cron hits lol"),
            (_A, "Consistency helps a lot with AR. Most B2B SaaS send on the 1st of the month, pinned to one timezone (usually UTC) so nobody gets it on the 31st."),
            (_U, "ok agreed with maya+tomas: billing-svc invoices go out on the 1st of each month at 06:00 utc"),
            (_A, "Noted, I'll remember that: invoices are sent on the 1st of every month at 06:00 UTC."),
            (_U, "what was the thing with the invoice pdf, someone complained"),
            (_U, "nvm found it https://harbor.atlassian.net/browse/HRB-1182 — vat number missing for eu customers"),
            (_A, "Got it. That might be worth bundling into the PDF redesign since the template is being touched anyway."),
            (_U, "yes. owner for the invoice pdf redesign is diego ferreira, due end of feb"),
            (_A, "Noted: Diego Ferreira owns the invoice PDF redesign, due end of February (includes the EU VAT number fix)."),
            (_U, "thx!!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "invoices go out on the 1st of each month at 06:00 utc", "keywords": ["invoices", "1st", "utc"]},
            {"kind": "decision", "turn": 7, "text": "diego ferreira owns the invoice pdf redesign, due end of feb", "keywords": ["pdf", "diego"]},
        ],
        "answered": [4],
    },
    {
        "id": "t13",
        "day": "2026-02-12",
        "turns": [
            (_U, "we need a sunset date for api v1. traffic is like 4% now"),
            (_A, "Typical deprecation windows are 3–6 months after announcement. With 4% traffic, you could identify the remaining callers by API key and reach out directly."),
            (_U, "can u give me a query for v1 callers by key from the access logs (athena)"),
            (_A, "```sql\nSELECT api_key_id, count(*) AS calls\nFROM harbor_logs.access\nWHERE path LIKE '/v1/%'\n  AND day >= date_add('day', -30, current_date)\nGROUP BY 1\nORDER BY calls DESC\nLIMIT 50;\n```"),
            (_U, "31 keys. ok final call: v1 api sunset is 2026-06-30, deprecation header goes out this week"),
            (_A, "Noted, I'll remember that: API v1 sunset on 2026-06-30; `Deprecation`/`Sunset` headers shipping this week."),
            (_U, "tbd whether we tell customers by email or in-app banner or both, hana to weigh in"),
            (_A, "Logged as open: customer notification channel for the v1 sunset (email vs in-app banner vs both), pending Hana."),
            (_U, "👍"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "api v1 sunset date is 2026-06-30", "keywords": ["v1", "sunset", "2026-06-30"]},
            {"kind": "open", "turn": 6, "text": "undecided whether v1 customers are notified by email or in-app banner", "keywords": ["email", "banner"]},
        ],
        "answered": [2],
    },
    {
        "id": "t14",
        "day": "2026-02-24",
        "turns": [
            (_U, "auth-gateway still signs jwts with hs256 and the secret is shared with 4 services. not great"),
            (_A, "Agreed — with HS256 every verifier can also mint tokens. RS256 (or ES256) lets services verify with a public key via JWKS while only auth-gateway holds the private key."),
            (_U, "how do we roll it without logging everyone out"),
            (_A, "Dual-accept window:\n1. publish JWKS with the new RS256 key\n2. verifiers accept both HS256 and RS256\n3. auth-gateway starts issuing RS256\n4. after max token lifetime, drop HS256"),
            (_U, "done as of this morning, auth-gateway moved off hs256 to rs256, jwks at https://auth.harbor.app/.well-known/jwks.json. hs256 accept removed friday"),
            (_A, "Noted, I'll remember that: auth-gateway now issues RS256 tokens (JWKS published); HS256 acceptance ends Friday."),
            (_U, "still need to figure out token lifetime for mobile sessions. drivers hate re-logging, but 30d refresh tokens scare me"),
            (_A, "Logged as open: mobile session token lifetime. Refresh token rotation with reuse detection could make longer lifetimes safer — happy to sketch it."),
            (_U, "not today. ty"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "auth-gateway moved from hs256 to rs256 jwt signing with jwks", "keywords": ["hs256", "rs256"]},
            {"kind": "open", "turn": 6, "text": "token lifetime for mobile sessions not decided", "keywords": ["lifetime", "mobile"]},
        ],
        "answered": [2],
    },
    # ------------------------------------------------------------------ 2026-03
    {
        "id": "t15",
        "day": "2026-03-03",
        "turns": [
            (_U, "incident last week was a billing-svc pr with 1 approval that double charged 14 customers. need a rule"),
            (_A, "Sorry to hear that. Common guardrails for money-moving code: 2 required approvals, CODEOWNERS for the billing paths, and a mandatory test for idempotency keys."),
            (_U, "decision: billing-svc prs need 2 approvals, one must be from codeowners (tomas or me)"),
            (_A, "Noted, I'll remember that: billing-svc PRs require 2 approvals, one from CODEOWNERS (Tomas or Maya)."),
            (_U, "can u give me the branch protection json for the gh api"),
            (_A, 'Sure:\n```json\n{\n  "required_pull_request_reviews": {\n    "required_approving_review_count": 2,\n    "require_code_owner_reviews": true\n  },\n  "enforce_admins": true\n}\n```\n`PUT /repos/harbor-hq/billing-svc/branches/main/protection`'),
            (_U, "ty"),
            (_U, "oh and no idea yet who runs the march retro, i'm out the 20th"),
            (_A, "Logged as open: facilitator for the March retro (Maya is out on the 20th)."),
            (_U, "👍"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "billing-svc prs need 2 approvals, one from codeowners", "keywords": ["billing-svc", "2", "approvals"]},
            {"kind": "open", "turn": 7, "text": "no facilitator yet for the march retro", "keywords": ["retro", "march"]},
        ],
        "answered": [4],
    },
    {
        "id": "t16",
        "day": "2026-03-17",
        "turns": [
            (_U, "starting the new ops dashboard. css approach? we have a mess of styled-components rn"),
            (_A, "Options: keep styled-components, move to CSS Modules, or Tailwind. For a new dashboard with lots of layout, Tailwind is fastest to build with; v4 has a new engine and CSS-first config."),
            (_U, "bundle sizes? make me a table"),
            (_U, "roughly"),
            (_A, "Rough, for a mid-size dashboard:\n\n| approach | runtime JS | css shipped |\n|---|---|---|\n| styled-components | ~12 kB | generated at runtime |\n| CSS Modules | 0 | ~30–60 kB |\n| Tailwind v4 | 0 | ~10–25 kB (purged) |\n\nNumbers vary with usage."),
            (_U, "let's go with tailwind v4 for the new dashboard, legacy pages stay on styled-components for now"),
            (_A, "Noted, I'll remember that: new ops dashboard uses Tailwind v4; legacy pages remain on styled-components."),
            (_U, "brb"),
            (_U, "back. thx!!"),
            (_A, "Anytime! Let me know if there's anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 5, "text": "new ops dashboard uses tailwind v4, legacy pages stay on styled-components", "keywords": ["tailwind", "v4", "dashboard"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "t17",
        "day": "2026-03-18",
        "turns": [
            (_U, "datadog renewal quote is 2.3x last year. looking at opentelemetry + grafana stack"),
            (_A, "Reasonable move. Typical mapping: APM → OpenTelemetry SDKs + Grafana Tempo, logs → Loki, metrics → Prometheus/Mimir. You already run Grafana, so it's mostly collectors and storage."),
            (_U, "how much eng time to swap apm in 3 services"),
            (_A, "With OTel auto-instrumentation (Go needs manual spans for some libs), roughly 1–2 days per service plus a week for the collector + Tempo setup."),
            (_U, "done already lol i started last week. replaced datadog apm with opentelemetry + grafana tempo for ingest-api, tracker-svc, billing-svc"),
            (_A, "Nice! Noted, I'll remember that: APM moved from Datadog to OpenTelemetry + Grafana Tempo for ingest-api, tracker-svc and billing-svc."),
            (_U, "loki retention — we said 30d but storage is growing fast\n```\nloki_ingester_memory_chunks 1.84e+06\nloki chunks bucket: 3.1 TiB\n```"),
            (_A, "At that rate 30 days is heavy. Many teams keep 7–14 days hot and archive to S3 for compliance."),
            (_U, "ok log retention in loki set to 14 days, older goes to s3 archive"),
            (_A, "Noted: Loki retention is now 14 days; older logs archived to S3."),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "apm moved from datadog to opentelemetry + grafana tempo", "keywords": ["datadog", "opentelemetry", "tempo"]},
            {"kind": "decision", "turn": 8, "text": "loki log retention set to 14 days, older logs archived to s3", "keywords": ["loki", "14"]},
        ],
        "answered": [2],
    },
    {
        "id": "t18",
        "day": "2026-03-19",
        "turns": [
            (_U, "warehouse decision time. bigquery vs snowflake for the analytics stack, we're on aws tho"),
            (_A, "Both work. Snowflake runs on AWS natively (no cross-cloud egress); BigQuery would mean egress from AWS to GCP. BigQuery on-demand is priced per TB scanned; Snowflake per credit-hour."),
            (_U, "egress estimate for ~400gb/day?"),
            (_A, "At ~$0.09/GB internet egress, 400 GB/day ≈ $36/day ≈ $1,100/month just for transfer, before discounts."),
            (_U, "yeah thats the killer. we'll use snowflake on aws eu-west-1, not bigquery. felix = me owns setup"),
            (_A, "Noted, I'll remember that: analytics warehouse is Snowflake (AWS eu-west-1); Felix owns setup."),
            (_U, "still need to figure out pii masking for the events table — driver phone numbers + addresses"),
            (_A, "Logged as open: PII masking for the events table (driver phone numbers, addresses). Snowflake dynamic masking policies could help."),
            (_U, "ya later. lunch"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "analytics warehouse is snowflake on aws eu-west-1, not bigquery", "keywords": ["snowflake", "bigquery"]},
            {"kind": "open", "turn": 6, "text": "pii masking for the events table not figured out", "keywords": ["pii", "masking"]},
        ],
        "answered": [2],
    },
    # ------------------------------------------------------------------ 2026-04
    {
        "id": "t19",
        "day": "2026-04-07",
        "turns": [
            (_U, "redis 6.2 on elasticache is eol-ish, planning upgrade. open question: do we need cluster mode?"),
            (_A, "Depends on dataset size and throughput. If you're well under a single node's memory and ops/sec, cluster mode adds complexity (cross-slot commands, client support) for little gain."),
            (_U, "we're at 3.2gb and ~18k ops/s peak"),
            (_A, "That fits comfortably on a single `cache.r7g.large` primary with a replica. No need for cluster mode."),
            (_U, "ok so no cluster mode, answered. upgraded redis from 6.2 to 7.2 last night, zero errors in sentry"),
            (_A, "Noted, I'll remember that: Redis upgraded 6.2 → 7.2 (ElastiCache), single primary + replica, no cluster mode."),
            (_U, "tbd the eviction policy for the session cache, rn its noeviction and we got OOM'd once\n```\nOOM command not allowed when used memory > 'maxmemory'.\n```"),
            (_A, "Logged as open: eviction policy for the session cache (currently `noeviction`). `volatile-lru` is common if all sessions have TTLs."),
            (_U, "ty"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "redis upgraded from 6.2 to 7.2, no cluster mode", "keywords": ["redis", "7.2"]},
            {"kind": "open", "turn": 6, "text": "eviction policy for the session cache not decided", "keywords": ["eviction", "session"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "t20",
        "day": "2026-04-21",
        "turns": [
            (_U, "crash reports from old iphones after the sdk upgrade\n```\nException Type:  EXC_CRASH (SIGABRT)\nTermination Reason: DYLD 1 Library missing\nLibrary not loaded: /usr/lib/swift/libswift_Concurrency.dylib\n  Referenced from: /private/var/containers/Bundle/Application/…/HarborDriver.app/HarborDriver\nOS Version: iPhone OS 14.8.1 (18H107)\n```\nwhat is it"),
            (_A, "That's iOS 14 missing the Swift concurrency runtime that newer builds expect. Some of your dependencies now require a newer deployment target. Easiest fix is raising the minimum iOS version."),
            (_U, "how many users on < ios 16"),
            (_U, "checking amplitude"),
            (_U, "2.1% on ios 14-15. ok decision: min ios version for driver app is 16 from release 3.2"),
            (_A, "Noted, I'll remember that: driver app minimum iOS is 16, starting with release 3.2."),
            (_U, "can u write the app.json snippet"),
            (_A, 'Sure:\n```json\n{\n  "expo": {\n    "plugins": [["expo-build-properties", { "ios": { "deploymentTarget": "16.0" } }]]\n  }\n}\n```\nLet me know if there\'s anything else!'),
            (_U, "👍"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "driver app minimum ios version is 16 from release 3.2", "keywords": ["ios", "16"]},
        ],
        "answered": [0, 2, 6],
    },
    {
        "id": "t21",
        "day": "2026-04-23",
        "turns": [
            (_U, "pasting from the roadmap review, can u summarize\n\n- eta predictions: 9 customers asked, felix has prototype\n- dark mode: 3 asks, diego says 3 wks\n- (coffee machine on 3rd floor broken again lol)\n- maya: q2 headline is eta predictions, full stop\n- dark mode slips to q3\n- who presents at the customer advisory board on may 14?? nobody volunteered"),
            (_A, "Sure, here's a quick summary:\n\n**Decided**\n- Q2 headline feature: ETA predictions\n- Dark mode moved to Q3\n\n**Open**\n- Presenter for the May 14 customer advisory board\n\nAnything to correct?"),
            (_U, "yep thats it"),
            (_A, "Noted, I'll remember that."),
            (_U, "is 3 weeks for dark mode realistic"),
            (_A, "With Tailwind already in the new dashboard it's plausible for new pages; legacy styled-components pages would need theme tokens first, which is usually the long pole."),
            (_U, "ok whatever its q3 now anyway"),
            (_U, "thx!!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 0, "text": "q2 headline feature is eta predictions", "keywords": ["q2", "eta"]},
            {"kind": "change", "turn": 0, "text": "dark mode pushed to q3", "keywords": ["dark", "q3"]},
            {"kind": "open", "turn": 0, "text": "no presenter yet for the may 14 customer advisory board", "keywords": ["advisory", "board"]},
        ],
        "answered": [1, 4],
    },
    # ------------------------------------------------------------------ 2026-05
    {
        "id": "t22",
        "day": "2026-05-05",
        "turns": [
            (_U, "writing the DR doc. what rpo/rto do people usually commit for a primary oltp db"),
            (_A, "For a B2B SaaS tier-1 database: RPO 5–15 minutes, RTO 1–4 hours is common. With RDS PITR plus cross-region snapshots, RPO ~5 min is achievable."),
            (_U, "we'll commit to rpo 15 min / rto 1 hour for harbor-db, agreed with maya"),
            (_A, "Noted, I'll remember that: harbor-db DR targets are RPO 15 minutes and RTO 1 hour."),
            (_U, "last drill results fyi\n\n| step | took |\n|---|---|\n| promote replica | 6m |\n| dns flip | 3m |\n| app reconnect | 11m |\n| total | 20m |"),
            (_A, "20 minutes end-to-end is well inside the 1-hour RTO. App reconnect is the slowest step — shorter DNS TTLs or connection retry tuning would help."),
            (_U, "still need to figure out cross-region failover for kafka, msk doesnt do it for us out of the box"),
            (_A, "Logged as open: cross-region failover for Kafka (MSK). MirrorMaker 2 or MSK Replicator are the usual options."),
            (_U, "ty, ill look at msk replicator"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "harbor-db dr targets: rpo 15 min, rto 1 hour", "keywords": ["rpo", "rto", "15"]},
            {"kind": "open", "turn": 6, "text": "cross-region failover for kafka (msk) not figured out", "keywords": ["failover", "kafka"]},
        ],
        "answered": [0],
    },
    {
        "id": "t23",
        "day": "2026-05-12",
        "turns": [
            (_U, "bug backlog is 212 open 🫠 we need an sla for triage"),
            (_A, "A common setup:\n\n| sev | triage within | fix target |\n|---|---|---|\n| sev1 | 1 hour | same day |\n| sev2 | 1 business day | 1 week |\n| sev3 | 1 week | backlog |\n\nWant me to adapt it?"),
            (_U, "sev1 is already pagerduty so skip that. what about sev3"),
            (_A, "For sev3, a weekly triage slot works better than an SLA — batch them Monday mornings."),
            (_U, "ok agreed in qa sync: sev2 bugs must be triaged within 1 business day, sev3 in the monday batch"),
            (_A, "Noted, I'll remember that: sev2 bugs triaged within 1 business day; sev3 triaged in a Monday batch."),
            (_U, "lol linear just crashed"),
            (_U, "back"),
            (_A, "Welcome back! Let me know if there's anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "sev2 bugs must be triaged within 1 business day", "keywords": ["sev2", "triaged", "business"]},
            {"kind": "decision", "turn": 4, "text": "sev3 bugs are triaged in a monday batch", "keywords": ["sev3", "monday"]},
        ],
        "answered": [1, 2],
    },
    {
        "id": "t24",
        "day": "2026-05-14",
        "turns": [
            (_U, "pen test vendors quotes in\n\n| vendor | price | weeks |\n|---|---|---|\n| ironclad labs | $38k | 3 |\n| redpine security | $52k | 4 |\n| freelancer guy | $19k | ?? |"),
            (_A, "Ironclad is the cheapest firm with a defined timeline. The freelancer is risky for SOC 2 evidence since auditors usually want a recognized firm's report."),
            (_U, "ya. final call: pentest vendor is ironclad labs, kicks off june 8"),
            (_A, "Noted, I'll remember that: Ironclad Labs selected for the pen test, starting June 8."),
            (_U, "tbd whether the driver mobile app is in scope or just web + api. +$9k if mobile"),
            (_A, "Logged as open: whether the driver app is in pen-test scope (+$9k)."),
            (_U, "separately, enabled mfa enforcement for the github org today, 3 people got locked out lol"),
            (_A, "Noted: MFA is now enforced for the GitHub org. Locked-out members regain access once they enable 2FA."),
            (_U, "thx"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "pen test vendor is ironclad labs, starting june 8", "keywords": ["pentest", "ironclad"]},
            {"kind": "open", "turn": 4, "text": "undecided whether the driver mobile app is in pen test scope", "keywords": ["mobile", "scope"]},
            {"kind": "change", "turn": 6, "text": "mfa enforcement enabled for the github org", "keywords": ["mfa", "github"]},
        ],
        "answered": [],
    },
    {
        "id": "t25",
        "day": "2026-05-26",
        "turns": [
            (_U, "elastic license thing again, legal doesnt want us on es 8 w/ the new terms. search-svc is on es 7.10"),
            (_A, "OpenSearch is the usual path from ES 7.10 — it forked from 7.10.2, so the APIs are mostly compatible. AWS OpenSearch Service is managed if you want less ops."),
            (_U, "ok switching search-svc from elasticsearch 7.10 to opensearch 2.13 (aws managed)"),
            (_A, "Noted, I'll remember that: search-svc is moving from Elasticsearch 7.10 to OpenSearch 2.13 on AWS OpenSearch Service."),
            (_U, "whats the reindex from remote call"),
            (_A, 'Sure:\n```json\nPOST _reindex\n{\n  "source": {\n    "remote": { "host": "https://es-old.internal:9200" },\n    "index": "shipments-v7"\n  },\n  "dest": { "index": "shipments-v8" }\n}\n```\nAdd the old host to `reindex.remote.allowlist` first.'),
            (_U, "ERROR: [400] remote host not whitelisted lol of course"),
            (_A, "Yep, that's the allowlist — on AWS managed OpenSearch, reindex-from-remote needs a cross-cluster connection set up in the console first."),
            (_U, "ok ty"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "search-svc switching from elasticsearch 7.10 to opensearch 2.13", "keywords": ["elasticsearch", "opensearch", "2.13"]},
        ],
        "answered": [4, 6],
    },
    # ------------------------------------------------------------------ 2026-06
    {
        "id": "t26",
        "day": "2026-06-02",
        "turns": [
            (_U, "we're going to mexico + brazil in q3 so i18n for web. react-intl vs lingui vs i18next"),
            (_A, "All solid. Lingui has a small runtime and compiles messages at build time; i18next has the biggest ecosystem; react-intl is ICU-first and heavier."),
            (_U, "does lingui do plurals icu style"),
            (_A, "Yes — Lingui uses ICU MessageFormat, including plurals and select, and its macros extract messages automatically."),
            (_U, "ok lingui it is for web i18n. starting w the shipment pages"),
            (_A, "Noted, I'll remember that: web i18n uses Lingui, starting with shipment pages."),
            (_U, "still need to figure out who translates spanish and portuguese. agency? contractors? hana was asking around"),
            (_A, "Logged as open: translator for Spanish and Portuguese (agency vs contractors), Hana investigating."),
            (_U, "👍 brb"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "web i18n uses lingui, starting with shipment pages", "keywords": ["lingui", "i18n"]},
            {"kind": "open", "turn": 6, "text": "no translator yet for spanish and portuguese", "keywords": ["spanish", "portuguese"]},
        ],
        "answered": [2],
    },
    {
        "id": "t27",
        "day": "2026-06-16",
        "turns": [
            (_U, "team survey says standup is too long on fridays and the incident review doc is always half empty"),
            (_A, "Two common fixes: make one standup a week async (written in Slack), and give the incident review doc a single owner who chases contributors."),
            (_U, "done. standup on fridays is now async in #harbor-standup, mon-thu stays 9:45 on zoom"),
            (_A, "Noted, I'll remember that: Friday standup is async in #harbor-standup; Mon–Thu standups remain 9:45 on Zoom."),
            (_U, "and owner of the incident review doc is sofia marchetti from now on"),
            (_A, "Noted: Sofia Marchetti owns the incident review doc."),
            (_U, "can u make a template for the async standup post"),
            (_A, "Sure:\n\n```\n*yesterday:* \n*today:* \n*blockers:* \n*fyi:* \n```\nHappy to help!"),
            (_U, "thx!!"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "friday standup is now async in slack, mon-thu stays 9:45 on zoom", "keywords": ["standup", "fridays", "async"]},
            {"kind": "decision", "turn": 4, "text": "sofia marchetti owns the incident review doc", "keywords": ["incident", "sofia"]},
        ],
        "answered": [6],
    },
    {
        "id": "t28",
        "day": "2026-06-17",
        "turns": [
            (_U, "eta model bakeoff results\n\n| model | mae (min) | train time |\n|---|---|---|\n| xgboost | 14.2 | 41m |\n| lightgbm | 13.8 | 9m |\n| catboost | 13.9 | 55m |"),
            (_A, "LightGBM wins on both accuracy and training time here. Is inference latency a concern?"),
            (_U, "inference is 2ms p99 for all of them, not an issue"),
            (_A, "Then LightGBM looks like the clear pick."),
            (_U, "ok decision: eta model uses lightgbm, xgboost prototype gets deleted"),
            (_A, "Noted, I'll remember that: ETA model is LightGBM; the XGBoost prototype will be removed."),
            (_U, "open question: retrain cadence, weekly vs nightly. nightly costs ~4x in compute"),
            (_A, "Logged as open: ETA model retrain cadence (weekly vs nightly). Tracking MAE drift could tell you whether nightly is worth it."),
            (_U, "ya. ty"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "eta model uses lightgbm, xgboost prototype dropped", "keywords": ["eta", "lightgbm"]},
            {"kind": "open", "turn": 6, "text": "eta model retrain cadence (weekly vs nightly) not decided", "keywords": ["retrain", "cadence"]},
        ],
        "answered": [1],
    },
    # ------------------------------------------------------------------ 2026-07
    {
        "id": "t29",
        "day": "2026-07-07",
        "turns": [
            (_U, "eks 1.28 standard support ends soon, we gotta move"),
            (_A, "Upgrade one minor at a time (1.28 → 1.29 → 1.30). Check deprecated APIs with `kubent` or `pluto` first, and upgrade add-ons (CoreDNS, kube-proxy, VPC CNI) after each control plane bump."),
            (_U, "kubent output\n```\n>>> Deprecated APIs removed in 1.29 <<<\n------------------------------------------------------------------------------------------\nKIND         NAMESPACE    NAME         API_VERSION                               REPLACE_WITH (SINCE)\nFlowSchema   <undefined>  harbor-apf   flowcontrol.apiserver.k8s.io/v1beta2      flowcontrol.apiserver.k8s.io/v1beta3 (1.26.0)\n```\nis that bad"),
            (_A, "Not bad — just one FlowSchema on v1beta2. Update its apiVersion to v1beta3 (or v1 on 1.29+) before upgrading."),
            (_U, "fixed. eks cluster upgraded to 1.30 (prod + staging), nodes rolled, argo all synced"),
            (_A, "Noted, I'll remember that: EKS prod and staging upgraded to 1.30; nodes rolled and Argo CD apps in sync."),
            (_U, "thx. lunch?"),
            (_U, "(not u lol)"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "eks clusters (prod + staging) upgraded to 1.30", "keywords": ["eks", "1.30"]},
        ],
        "answered": [2],
    },
    {
        "id": "t30",
        "day": "2026-07-21",
        "turns": [
            (_U, "someone hammered the public api w 40k req/min from one key yesterday\n```\nWARN  [ratelimit] key=hk_live_7f3a… window=60s count=40211 action=none\n```\nwe have no limits lol"),
            (_A, "Time to add them. A token bucket per API key at the gateway is standard. What do normal customers do at peak?"),
            (_U, "p99 customer is like 220/min"),
            (_A, "Then a limit around 2–3× p99 leaves plenty of headroom: 500–600/min per key, with `429` + `Retry-After`."),
            (_U, "ok public api rate limit is 600 requests per minute per key, 429 w retry-after. shipping thursday"),
            (_A, "Noted, I'll remember that: public API rate limit is 600 req/min per API key, returning 429 with Retry-After; ships Thursday."),
            (_U, "no idea yet how we handle burst for enterprise tier, some of them batch at midnight"),
            (_A, "Logged as open: burst handling for enterprise tier (midnight batch jobs). A larger bucket capacity for enterprise keys is one option."),
            (_U, "ty"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "public api rate limit is 600 requests per minute per key, 429 with retry-after", "keywords": ["rate", "600", "minute"]},
            {"kind": "open", "turn": 6, "text": "burst handling for the enterprise tier not figured out", "keywords": ["burst", "enterprise"]},
        ],
        "answered": [1],
    },
    {
        "id": "t31",
        "day": "2026-07-22",
        "turns": [
            (_U, "bluewave logistics signed the pilot!!! 🎉"),
            (_A, "Congrats! 🎉 Want help with a kickoff checklist?"),
            (_U, "yes pls"),
            (_A, "Sure, here's a quick checklist:\n- kickoff date + attendees\n- success criteria (ETA accuracy, onboarding time)\n- data integration (carriers, EDI)\n- support channel\n- exit / conversion terms"),
            (_U, "kickoff for the bluewave pilot is aug 12, 60 days, success = eta mae under 15 min"),
            (_A, "Noted, I'll remember that: Bluewave pilot kicks off Aug 12, runs 60 days, success criterion ETA MAE < 15 min."),
            (_U, "tbd whether the pilot gets sla credits, sales promised smth vague 🙄"),
            (_A, "Logged as open: SLA credits for the Bluewave pilot."),
            (_U, "thx!!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "bluewave pilot kicks off aug 12, 60 days, success is eta mae under 15 min", "keywords": ["bluewave", "pilot", "12"]},
            {"kind": "open", "turn": 6, "text": "undecided whether the bluewave pilot gets sla credits", "keywords": ["sla", "credits"]},
        ],
        "answered": [1, 2],
    },
    {
        "id": "t32",
        "day": "2026-07-23",
        "turns": [
            (_U, "drivers lose signal in warehouses, app just spins. need offline mode"),
            (_A, "For an Expo app, common approaches: `expo-sqlite` for a local queue/cache, WatermelonDB for sync-heavy apps, or MMKV for small key-value state."),
            (_U, "whats the diff watermelon vs plain sqlite for us"),
            (_A, "WatermelonDB adds lazy loading and a sync protocol, but you'd need to implement its sync endpoints. Plain SQLite is simpler if you only queue status updates and cache today's stops."),
            (_U, "we only need todays stops + a queue of scans. ok driver app offline cache uses sqlite via expo-sqlite, no watermelon"),
            (_A, "Noted, I'll remember that: driver app offline cache uses SQLite via expo-sqlite (no WatermelonDB)."),
            (_U, "ty. sorry for the spam today lol"),
            (_A, "No worries at all! Let me know if there's anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "driver app offline cache uses sqlite via expo-sqlite, not watermelondb", "keywords": ["offline", "sqlite"]},
        ],
        "answered": [2],
    },
    # ------------------------------------------------------------------ 2026-08
    {
        "id": "t33",
        "day": "2026-08-04",
        "turns": [
            (_U, "soc 2 time. vanta vs drata vs secureframe, go"),
            (_A, "All three automate evidence collection for SOC 2. Vanta has the most integrations; Drata is strong on custom controls; Secureframe often prices lower for small teams."),
            (_U, "we got vanta at $21k/yr with the auditor bundle"),
            (_U, "ok we'll use vanta for soc 2 type ii, observation window starts sep 1"),
            (_A, "Noted, I'll remember that: SOC 2 Type II via Vanta; observation window starts Sep 1."),
            (_U, "still need to figure out evidence for quarterly access reviews, we do them in a spreadsheet lol"),
            (_A, "Logged as open: evidence collection for quarterly access reviews (currently a spreadsheet). Vanta's access review module might cover it."),
            (_U, "ty"),
        ],
        "facts": [
            {"kind": "decision", "turn": 3, "text": "soc 2 type ii with vanta, observation window starts sep 1", "keywords": ["vanta", "soc"]},
            {"kind": "open", "turn": 5, "text": "evidence for quarterly access reviews not figured out", "keywords": ["access", "reviews"]},
        ],
        "answered": [0],
    },
    {
        "id": "t34",
        "day": "2026-08-18",
        "turns": [
            (_U, "staging data is from march lol, nothing matches prod shapes anymore"),
            (_A, "A scheduled refresh from an anonymized prod snapshot is the usual fix. Weekly is a good balance."),
            (_U, "priya set it up: staging data now refreshes every sunday 02:00 utc from an anonymized prod snapshot"),
            (_A, "Noted, I'll remember that: staging refreshes every Sunday at 02:00 UTC from an anonymized prod snapshot."),
            (_U, "first run log\n```\n[refresh] snapshot harbor-db-2026-08-16 restored in 14m\n[anonymize] 1,284,112 rows masked (drivers, contacts)\n[refresh] done 41m\n```"),
            (_A, "Looks healthy — 41 minutes total."),
            (_U, "who owns the anonymization script tho, its in priyas personal repo 😬 still open"),
            (_A, "Logged as open: ownership of the anonymization script (currently in Priya's personal repo)."),
            (_U, "ty"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "staging refreshes every sunday 02:00 utc from an anonymized prod snapshot", "keywords": ["staging", "sunday"]},
            {"kind": "open", "turn": 6, "text": "no owner for the anonymization script", "keywords": ["anonymization", "script"]},
        ],
        "answered": [],
    },
    {
        "id": "t35",
        "day": "2026-08-25",
        "turns": [
            (_U, "launchdarkly bill doubled w the new seats. alternatives?"),
            (_A, "Open-source options: Unleash, Flagsmith, GrowthBook. Unleash self-hosted is mature and has SDKs for Node, Go, Python and React Native."),
            (_U, "rn sdk too? nice"),
            (_U, "ok we'll use self-hosted unleash for feature flags, launchdarkly cancelled end of sept"),
            (_A, "Noted, I'll remember that: feature flags move to self-hosted Unleash; LaunchDarkly cancelled at end of September."),
            (_U, "tbd flag cleanup policy, we have like 140 stale flags\nhttps://app.launchdarkly.com/harbor/production/features?filter=stale"),
            (_A, "Logged as open: stale feature-flag cleanup policy (~140 stale flags)."),
            (_U, "thx"),
        ],
        "facts": [
            {"kind": "decision", "turn": 3, "text": "feature flags move to self-hosted unleash, launchdarkly cancelled end of sept", "keywords": ["unleash", "flags"]},
            {"kind": "open", "turn": 5, "text": "no cleanup policy yet for ~140 stale feature flags", "keywords": ["cleanup", "stale"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ 2026-09
    {
        "id": "t36",
        "day": "2026-09-08",
        "turns": [
            (_U, "aws bill review. s3 is 18% now, mostly the log archive"),
            (_A, "Log archives are rarely read, so S3 Glacier Instant Retrieval (or Flexible Retrieval if you can wait hours) cuts storage cost a lot. A lifecycle rule can transition objects after 30 days."),
            (_U, "moved the log archive to s3 glacier instant retrieval via lifecycle rule after 30d"),
            (_A, "Noted, I'll remember that: log archive transitions to S3 Glacier Instant Retrieval after 30 days."),
            (_U, "also we're setting the monthly aws budget alert at 42k usd, pages me + maya at 100%, slack at 80%"),
            (_A, "Noted: monthly AWS budget alert at $42k USD — Slack at 80%, page Priya and Maya at 100%."),
            (_U, "can u give me the terraform for the budget"),
            (_A, 'Sure:\n```hcl\nresource "aws_budgets_budget" "monthly" {\n  name         = "harbor-monthly"\n  budget_type  = "COST"\n  limit_amount = "42000"\n  limit_unit   = "USD"\n  time_unit    = "MONTHLY"\n}\n```\nAdd `notification` blocks for the 80% and 100% thresholds.'),
            (_U, "👍 ty"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "log archive moved to s3 glacier instant retrieval after 30 days", "keywords": ["glacier", "archive"]},
            {"kind": "decision", "turn": 4, "text": "monthly aws budget alert at 42k usd, slack at 80%, page at 100%", "keywords": ["budget", "42k"]},
        ],
        "answered": [6],
    },
    {
        "id": "t37",
        "day": "2026-09-09",
        "turns": [
            (_U, "billing-svc upgrade to python 3.12 blows up\n```\nTraceback (most recent call last):\n  File \"/app/billing/tasks.py\", line 7, in <module>\n    from distutils.util import strtobool\nModuleNotFoundError: No module named 'distutils'\n```"),
            (_A, "`distutils` was removed in Python 3.12 (PEP 632). Replace `strtobool` with a small helper:\n```python\ndef strtobool(v: str) -> bool:\n    return v.lower() in {\"1\", \"true\", \"yes\", \"on\"}\n```"),
            (_U, "ty fixed. any other 3.12 gotchas"),
            (_A, "Watch for: `datetime.utcnow()` deprecation warnings, removed `asynchat`/`asyncore`, and older C-extension wheels not built for 3.12."),
            (_U, "all good. billing-svc now on python 3.12 + django 5.1 in prod since this morning"),
            (_A, "Noted, I'll remember that: billing-svc runs Python 3.12 and Django 5.1 in production."),
            (_U, "thx!!"),
            (_A, "Happy to help! Let me know if there's anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "billing-svc upgraded to python 3.12 and django 5.1 in prod", "keywords": ["python", "3.12", "django"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "t38",
        "day": "2026-09-22",
        "turns": [
            (_U, "org update, can u help me word it"),
            (_A, "Of course — what's the update?"),
            (_U, "felix brandt becomes tech lead for data platform starting oct 1, reports to me. hana keeps product side"),
            (_A, "Noted, I'll remember that: Felix Brandt is tech lead for Data Platform from Oct 1, reporting to Maya; Hana keeps product.\n\nDraft:\n> Starting Oct 1, **Felix Brandt** will lead our Data Platform team as tech lead 🎉 Hana continues to own the product side. Please join me in congratulating Felix!"),
            (_U, "nice ty. open question: do we hire a second sre in q4 or wait for q1 budget"),
            (_A, "Logged as open: second SRE hire in Q4 vs waiting for the Q1 budget."),
            (_U, "priya is drowning tbh"),
            (_A, "Understood. I'll keep it flagged; happy to help draft a job description whenever you decide."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "felix brandt is tech lead for data platform from oct 1", "keywords": ["felix", "lead", "data"]},
            {"kind": "open", "turn": 4, "text": "undecided whether to hire a second sre in q4", "keywords": ["sre", "q4"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ 2026-10
    {
        "id": "t39",
        "day": "2026-10-06",
        "turns": [
            (_U, "dbt in snowflake. daily runs too stale for the ops dashboard, they want near real time"),
            (_A, "Options: hourly dbt runs on incremental models, or Snowflake dynamic tables for the hot models. Hourly with incremental is simplest."),
            (_U, "how do i make fct_shipments incremental"),
            (_A, "```sql\n{{ config(materialized='incremental', unique_key='shipment_id') }}\n\nselect * from {{ ref('stg_shipments') }}\n{% if is_incremental() %}\n  where updated_at > (select max(updated_at) from {{ this }})\n{% endif %}\n```"),
            (_U, "cool. dbt models run hourly from now on (airflow dag dbt_hourly), full refresh sundays"),
            (_A, "Noted, I'll remember that: dbt models run hourly via the `dbt_hourly` Airflow DAG, with a full refresh on Sundays."),
            (_U, "thx. snowflake credits +12% tho 😬"),
            (_A, "Expected with hourly runs — worth checking warehouse auto-suspend (60s is a good default)."),
            (_U, "ya ok"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "dbt models run hourly via airflow, full refresh on sundays", "keywords": ["dbt", "hourly"]},
        ],
        "answered": [2],
    },
    {
        "id": "t40",
        "day": "2026-10-13",
        "turns": [
            (_U, "driver app 3.4 rejected by google play\n```\nIssue: Foreground service permission\nYour app uses FOREGROUND_SERVICE_LOCATION but the declaration form is incomplete.\n```"),
            (_A, "Android 14 requires declaring the foreground service type and filling out the Play Console declaration, including a demo video for location usage."),
            (_U, "ugh ok submitted the form + video"),
            (_U, "approved!! driver app bumped to 3.4.0 with background location tracking, live on both stores"),
            (_A, "Noted, I'll remember that: driver app 3.4.0 with background location is live on iOS and Android."),
            (_U, "tbd whether we need to redo the whole foreground service review every release or only on permission changes"),
            (_A, "Logged as open: whether the Play foreground-service review is needed every release or only when permissions change."),
            (_U, "ty"),
        ],
        "facts": [
            {"kind": "change", "turn": 3, "text": "driver app 3.4.0 with background location live on both stores", "keywords": ["3.4.0", "location"]},
            {"kind": "open", "turn": 5, "text": "unclear whether the play foreground service review is needed every release", "keywords": ["foreground", "review"]},
        ],
        "answered": [],
    },
    {
        "id": "t41",
        "day": "2026-10-14",
        "turns": [
            (_U, "customer reported someone spoofing our webhooks to their endpoint. we dont sign them 🙃"),
            (_A, "Signing webhooks with HMAC-SHA256 over the raw body plus a timestamp is the standard fix (Stripe-style). Receivers verify and reject old timestamps to prevent replay."),
            (_U, "header format?"),
            (_A, "e.g. `Harbor-Signature: t=1728900000,v1=5257a869e7...` where v1 = HMAC_SHA256(secret, `${t}.${body}`)."),
            (_U, "decision: all outgoing webhooks signed with hmac-sha256, harbor-signature header, 5 min tolerance. notif-worker ships it next week"),
            (_A, "Noted, I'll remember that: all outgoing webhooks are signed with HMAC-SHA256 (`Harbor-Signature`, 5-minute tolerance), shipping next week in notif-worker."),
            (_U, "still need to figure out rotation for webhook secrets without breaking customers"),
            (_A, "Logged as open: webhook secret rotation. Supporting two active secrets during a grace period is a common approach."),
            (_U, "👍"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "all outgoing webhooks signed with hmac-sha256 in a harbor-signature header", "keywords": ["webhooks", "hmac"]},
            {"kind": "open", "turn": 6, "text": "webhook secret rotation not figured out", "keywords": ["rotation", "webhook"]},
        ],
        "answered": [2],
    },
    {
        "id": "t42",
        "day": "2026-10-27",
        "turns": [
            (_U, "pricing v2 thread recap pls, pasting\n\nmaya: starter $49/mo, growth $199/mo?\ntomas: per seat?\nhana: no, per active shipment tiers\nmaya: or flat\nsales: enterprise?\nhana: dunno yet"),
            (_A, "Sure, here's a quick summary:\n- Proposed tiers: Starter $49/mo, Growth $199/mo\n- Per-seat vs per-shipment vs flat was debated\n- Enterprise pricing: not discussed in detail\n\nWas anything decided?"),
            (_U, "yep. final: starter $49, growth $199, flat not per seat, live jan 1"),
            (_A, "Noted, I'll remember that: Starter $49/mo and Growth $199/mo flat tiers, live Jan 1."),
            (_U, "tbd enterprise pricing floor, sales wants 1500 i think thats low"),
            (_A, "Logged as open: enterprise pricing floor (sales suggests $1,500)."),
            (_U, "thx!! lunch?"),
            (_U, "wrong chat lol"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "new flat pricing tiers: starter $49, growth $199, live jan 1", "keywords": ["starter", "49", "growth", "199"]},
            {"kind": "open", "turn": 4, "text": "enterprise pricing floor not decided", "keywords": ["enterprise", "floor"]},
        ],
        "answered": [0, 1],
    },
    # ------------------------------------------------------------------ 2026-11
    {
        "id": "t43",
        "day": "2026-11-03",
        "turns": [
            (_U, "second region planning. active-active is a lot of work w the db"),
            (_A, "Active-passive (warm standby) is much simpler: replicate harbor-db cross-region, keep a scaled-down app stack in the second region, and fail over via DNS. Active-active needs conflict handling or a globally distributed DB."),
            (_U, "agreed w maya + tomas: us-east-2 goes live as active-passive warm standby by dec 15"),
            (_A, "Noted, I'll remember that: us-east-2 will be an active-passive warm standby, live by Dec 15."),
            (_U, "open question: route53 or cloudflare for the failover dns. we use cloudflare for waf already"),
            (_A, "Logged as open: DNS failover provider (Route 53 vs Cloudflare)."),
            (_U, "whats the ttl ppl use for failover records"),
            (_A, "30–60 seconds is typical for failover records; going lower mostly adds query volume since many resolvers clamp low TTLs."),
            (_U, "ok ty"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "us-east-2 goes live as active-passive warm standby by dec 15", "keywords": ["us-east-2", "active-passive"]},
            {"kind": "open", "turn": 4, "text": "route53 vs cloudflare for failover dns not decided", "keywords": ["route53", "cloudflare"]},
        ],
        "answered": [6],
    },
    {
        "id": "t44",
        "day": "2026-11-04",
        "turns": [
            (_U, "tracker-svc -> billing-svc rest calls are like 30% of p99 latency, json parsing mostly"),
            (_A, "gRPC with protobuf typically cuts serialization cost and gives you streaming + deadlines. Keep REST/JSON at the public edge."),
            (_U, "does django play w grpc"),
            (_A, "Not natively, but you can run a `grpcio` server alongside Django in the same codebase (separate process), sharing the ORM."),
            (_U, "ok we'll move internal service-to-service calls to grpc, public api stays rest. protos in harbor-hq/protos repo"),
            (_A, "Noted, I'll remember that: internal service calls move to gRPC (protos in `harbor-hq/protos`); public API stays REST."),
            (_U, "brb"),
            (_U, "ok back, thx"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "internal service-to-service calls move to grpc, public api stays rest", "keywords": ["internal", "grpc"]},
        ],
        "answered": [2],
    },
    {
        "id": "t45",
        "day": "2026-11-10",
        "turns": [
            (_U, "black friday prep. k6 load test last year target was 800 rps"),
            (_A, "With the Bluewave pilot and new customers, last year's target is probably low. What was peak last November?"),
            (_U, "1,150 rps on nov 28"),
            (_A, "A common rule is 1.5–2× the expected peak. If you expect ~30% growth, ~1,500 × 1.5 ≈ 2,250."),
            (_U, "we bumped the load test target to 2000 rps sustained for 30 min, maya ok'd"),
            (_A, "Noted, I'll remember that: Black Friday load test target is 2000 rps sustained for 30 minutes."),
            (_U, "results from first run\n```\nhttp_req_duration..............: avg=182ms p(95)=640ms p(99)=1.9s\nhttp_req_failed................: 2.41%\n```\nstill no idea yet who owns the k6 scripts going forward, they're in my personal folder lol"),
            (_A, "p99 of 1.9s and 2.4% errors need work before Black Friday. Logged as open: long-term owner of the k6 load test scripts."),
            (_U, "ty"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "black friday load test target bumped to 2000 rps for 30 min", "keywords": ["load", "2000"]},
            {"kind": "open", "turn": 6, "text": "no long-term owner for the k6 load test scripts", "keywords": ["k6", "scripts"]},
        ],
        "answered": [1],
    },
    {
        "id": "t46",
        "day": "2026-11-12",
        "turns": [
            (_U, "a11y audit for the ops dashboard came back, 23 issues. what standard should we target"),
            (_A, "WCAG 2.2 AA is the current common bar (and what most enterprise procurement asks for). 2.1 AA is still accepted in many places, but 2.2 adds focus appearance and target size criteria."),
            (_U, "ok wcag 2.2 aa is the bar for the dashboard, fixing the 23 before dec"),
            (_A, "Noted, I'll remember that: the ops dashboard targets WCAG 2.2 AA; 23 audit issues to fix before December."),
            (_U, "can u list the most common failures so i can grep"),
            (_A, "Sure:\n1. Missing form labels\n2. Insufficient color contrast (< 4.5:1)\n3. Focus not visible\n4. Icon buttons without accessible names\n5. Target size under 24×24 px (new in 2.2)"),
            (_U, "ty, #2 and #4 are like 15 of them"),
            (_A, "Makes sense — both are quick wins. Let me know if there's anything else!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "ops dashboard targets wcag 2.2 aa, 23 issues fixed before dec", "keywords": ["wcag", "2.2"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "t47",
        "day": "2026-11-15",
        "turns": [
            (_U, "2027 planning offsite. options lisbon, berlin, remote"),
            (_A, "Lisbon is usually cheaper for flights and hotels from most of Europe; Berlin is easier for anyone coming by train. Remote is cheapest but weaker for planning."),
            (_U, "final call: planning offsite in lisbon, jan 20-22, whole team incl contractors"),
            (_A, "Noted, I'll remember that: 2027 planning offsite in Lisbon, Jan 20–22, whole team including contractors."),
            (_U, "no idea yet who books the venue, ops person left"),
            (_A, "Logged as open: who books the offsite venue."),
            (_U, "can u draft the invite"),
            (_A, "Sure:\n> 🇵🇹 **Harbor 2027 planning offsite** — Lisbon, Jan 20–22. Travel on the 19th. Agenda + venue details to follow. Please block your calendars!\n\nHappy to help!"),
            (_U, "👍 thx"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "2027 planning offsite in lisbon, jan 20-22", "keywords": ["offsite", "lisbon"]},
            {"kind": "open", "turn": 4, "text": "nobody booking the offsite venue yet", "keywords": ["venue", "books"]},
        ],
        "answered": [6],
    },
]


QUESTIONS = [
    {"question": "what's the upstream timeout on ingest-api these days?", "chat": "t01", "fact": 0},
    {"question": "how often do we ship releases and on which day?", "chat": "t02", "fact": 0},
    {"question": "what sits in front of the main postgres for connection pooling?", "chat": "t03", "fact": 0},
    {"question": "which date library is the frontend moving to?", "chat": "t04", "fact": 0},
    {"question": "did we ever rotate the payment provider key after that leak?", "chat": "t05", "fact": 0},
    {"question": "where are we supposed to keep credentials now?", "chat": "t05", "fact": 1},
    {"question": "when does the holiday deploy freeze start and end?", "chat": "t06", "fact": 0},
    {"question": "where does the nightly data load run now?", "chat": "t07", "fact": 0},
    {"question": "how many partitions does the shipment events kafka topic have?", "chat": "t08", "fact": 0},
    {"question": "is the driver app rebuild on bare react native or a framework?", "chat": "t09", "fact": 0},
    {"question": "what do we use for end to end browser tests?", "chat": "t10", "fact": 0},
    {"question": "what happens to a test that keeps flaking?", "chat": "t10", "fact": 1},
    {"question": "what kind of machines do the ci builds run on?", "chat": "t11", "fact": 0},
    {"question": "when do customers get their monthly bill?", "chat": "t12", "fact": 0},
    {"question": "who's redoing the invoice pdf layout?", "chat": "t12", "fact": 1},
    {"question": "when is the old version of the api being shut off?", "chat": "t13", "fact": 0},
    {"question": "what algorithm does the auth service sign tokens with?", "chat": "t14", "fact": 0},
    {"question": "how many reviews does a billing change need before merge?", "chat": "t15", "fact": 0},
    {"question": "what styling approach does the new ops dashboard use?", "chat": "t16", "fact": 0},
    {"question": "what did we replace datadog with for tracing?", "chat": "t17", "fact": 0},
    {"question": "how long do we keep logs around in loki?", "chat": "t17", "fact": 1},
    {"question": "which analytics warehouse did we end up picking?", "chat": "t18", "fact": 0},
    {"question": "what redis version are we on now?", "chat": "t19", "fact": 0},
    {"question": "what's the oldest iphone os the driver app still supports?", "chat": "t20", "fact": 0},
    {"question": "what was the main feature bet for the second quarter?", "chat": "t21", "fact": 0},
    {"question": "when is dark mode coming?", "chat": "t21", "fact": 1},
    {"question": "what are our disaster recovery targets for the main database?", "chat": "t22", "fact": 0},
    {"question": "how quickly do sev2 bugs need a first look?", "chat": "t23", "fact": 0},
    {"question": "when do low priority sev3 bugs get triaged?", "chat": "t23", "fact": 1},
    {"question": "which firm is running the penetration test?", "chat": "t24", "fact": 0},
    {"question": "is two-factor required on our github?", "chat": "t24", "fact": 2},
    {"question": "what engine does search-svc run on now?", "chat": "t25", "fact": 0},
    {"question": "which library handles translations in the web app?", "chat": "t26", "fact": 0},
    {"question": "do we still have a live standup call on fridays?", "chat": "t27", "fact": 0},
    {"question": "who is responsible for the incident review doc?", "chat": "t27", "fact": 1},
    {"question": "what kind of model powers the arrival time predictions?", "chat": "t28", "fact": 0},
    {"question": "which kubernetes version is the cluster running?", "chat": "t29", "fact": 0},
    {"question": "how many calls can one api key make per minute?", "chat": "t30", "fact": 0},
    {"question": "when does the bluewave trial kick off?", "chat": "t31", "fact": 0},
    {"question": "how does the driver app keep data when there's no signal?", "chat": "t32", "fact": 0},
    {"question": "which compliance automation tool are we using for the audit?", "chat": "t33", "fact": 0},
    {"question": "how often does staging get fresh data from prod?", "chat": "t34", "fact": 0},
    {"question": "what are we using for feature toggles after dropping launchdarkly?", "chat": "t35", "fact": 0},
    {"question": "what storage class do old archived logs go to?", "chat": "t36", "fact": 0},
    {"question": "at what monthly spend does the aws cost alert go off?", "chat": "t36", "fact": 1},
    {"question": "which python and django versions does the billing service run?", "chat": "t37", "fact": 0},
    {"question": "who leads the data platform team now?", "chat": "t38", "fact": 0},
    {"question": "how frequently do the warehouse transformations run?", "chat": "t39", "fact": 0},
    {"question": "what's the latest driver app version out in the stores?", "chat": "t40", "fact": 0},
    {"question": "how are outgoing webhook payloads protected from spoofing?", "chat": "t41", "fact": 0},
    {"question": "how much do the new cheaper plans cost per month?", "chat": "t42", "fact": 0},
    {"question": "how is the second aws region going to be set up?", "chat": "t43", "fact": 0},
    {"question": "what protocol do our backend services use between each other?", "chat": "t44", "fact": 0},
    {"question": "what throughput are we load testing for black friday?", "chat": "t45", "fact": 0},
    {"question": "which accessibility standard does the dashboard have to meet?", "chat": "t46", "fact": 0},
    {"question": "where is next year's planning offsite happening?", "chat": "t47", "fact": 0},
]


# --------------------------------------------------------------------------
# sanity checks (run on import)
# --------------------------------------------------------------------------
def _check():
    import datetime

    assert len(CHATS) >= 45, len(CHATS)
    assert len(QUESTIONS) >= 40, len(QUESTIONS)

    ids = [c["id"] for c in CHATS]
    assert len(set(ids)) == len(ids), "duplicate chat ids"
    by_id = {c["id"]: c for c in CHATS}

    lo, hi = datetime.date(2025, 11, 25), datetime.date(2026, 11, 15)
    days = []
    n_open = n_dc = 0
    for c in CHATS:
        cid = c["id"]
        assert set(c) == {"id", "day", "turns", "facts", "answered"}, cid
        d = datetime.date.fromisoformat(c["day"])
        assert lo <= d <= hi, (cid, c["day"])
        days.append(d)

        turns = c["turns"]
        assert 6 <= len(turns) <= 12, (cid, len(turns))
        for role, text in turns:
            assert role in ("user", "assistant"), (cid, role)
            assert isinstance(text, str) and text.strip(), cid

        facts = c["facts"]
        assert 1 <= len(facts) <= 3, (cid, len(facts))
        open_turns = set()
        for f in facts:
            assert set(f) == {"kind", "turn", "text", "keywords"}, cid
            assert f["kind"] in ("decision", "change", "open"), (cid, f["kind"])
            assert 0 <= f["turn"] < len(turns), (cid, f["turn"])
            assert f["text"].strip(), cid
            kws = f["keywords"]
            assert 2 <= len(kws) <= 4, (cid, kws)
            turn_text = turns[f["turn"]][1].lower()
            for kw in kws:
                assert kw == kw.lower() and kw.strip() and " " not in kw, (cid, kw)
                assert kw in turn_text, (cid, f["turn"], kw)
            if f["kind"] == "open":
                n_open += 1
                open_turns.add(f["turn"])
            else:
                n_dc += 1

        ans = c["answered"]
        assert len(set(ans)) == len(ans), cid
        for a in ans:
            assert 0 <= a < len(turns) - 1, (cid, a)
            assert a not in open_turns, (cid, a)

    assert days == sorted(days), "chats not in date order"
    ratio = n_open / (n_open + n_dc)
    assert 0.25 <= ratio <= 0.42, ratio

    seen = set()
    for q in QUESTIONS:
        assert set(q) == {"question", "chat", "fact"}, q
        assert q["question"].strip(), q
        assert q["chat"] in by_id, q
        facts = by_id[q["chat"]]["facts"]
        assert 0 <= q["fact"] < len(facts), q
        assert facts[q["fact"]]["kind"] in ("decision", "change"), q
        key = (q["chat"], q["fact"])
        assert key not in seen, ("duplicate question target", key)
        seen.add(key)

    chat_months = {c["day"][:7] for c in CHATS}
    q_months = {by_id[q["chat"]]["day"][:7] for q in QUESTIONS}
    assert q_months == chat_months, sorted(chat_months - q_months)


_check()
