# Held-out noisy-chat set no. 2, written on 2026-11-30 by a helper that never saw the code or the
# other sets. Measured once through the real assets (tests/noisy_chat_quality.py fresh), at
# commit fc15364: coverage day 0.80, week 0.80, month 0.73; noise lines 0.48; recall 0.63
# (the commit before: 0.79 / 0.79 / 0.72, noise 0.49, recall 0.51). Its misses were read then:
# from here on it is a development set.
"""Noisy chat transcripts for evaluating a team-memory digest/recall system.

Fictional company: Kestrel Harbour Systems (Tromsø / Bergen), product "Berthly",
a berth scheduling and vessel-arrival platform sold to Nordic port authorities.

People:
  Ingrid Solberg (engineering manager), Tomasz Wieczorek (backend, berth-planner),
  Amara Okafor (SRE), Rafael Quintero (frontend), Priya Raghunathan (data),
  Jonas Lindqvist (security), Mei-Lin Chou (mobile), Declan Furlong (product),
  Oluwaseun Adeyemi (QA), Hana Kobayashi (backend, invoicing -> platform),
  Kwame Boateng (backend)

Services / components:
  berth-planner, ais-ingest, tide-feed, pilot-roster, invoicing, notify-gw,
  portal-web, auth-svc, partner-api, customs-bridge, reporting, pilot app (mobile)
"""

U = "user"
A = "assistant"

CHATS = [
    # ------------------------------------------------------------------ 2025-12
    {
        "id": "f01",
        "day": "2025-12-02",
        "turns": [
            (U, "morning! quick one, berth-planner is still on postgres 14 right? rds keeps nagging me about end of standard support"),
            (A, "Good morning! Yes — from what you've shared before, berth-planner runs on RDS PostgreSQL 14.10. "
                "PostgreSQL 14 reaches end of community support in November 2026 and AWS moves it to paid Extended Support after that. "
                "Options:\n\n1. in-place major upgrade to 15\n2. in-place major upgrade to 16\n3. blue/green deployment to 16 with minimal downtime\n\n"
                "Would you like me to compare them?"),
            (U, "yeah compare 2 vs 3, mostly care about downtime. we have vessel arrivals 24/7 so even 10 min hurts"),
            (A, "Here's a quick comparison:\n\n"
                "| | in-place 16 | blue/green 16 |\n|---|---|---|\n"
                "| downtime | 10-30 min (pg_upgrade + reboot) | usually < 1 min at switchover |\n"
                "| rollback | restore from snapshot | switch back before deleting blue |\n"
                "| cost | none extra | 2x instance for a few days |\n"
                "| gotchas | extensions must be compatible | logical replication, no DDL during sync |\n\n"
                "Given 24/7 arrivals, blue/green is the safer bet."),
            (U, "ok. amara said blue/green worked fine for auth-svc last month. decided: berth-planner goes to postgres 16 via blue/green, target week of jan 12 after the freeze"),
            (A, "Noted — berth-planner will be upgraded from PostgreSQL 14 to 16 using an RDS blue/green deployment, targeted for the week of January 12, after the holiday freeze. "
                "Let me know if you need anything else."),
            (U, "also can u give me the cli to create the blue green thing, i always forget the flags"),
            (A, "Sure:\n```bash\naws rds create-blue-green-deployment \\\n  --blue-green-deployment-name bp-pg16 \\\n"
                "  --source arn:aws:rds:eu-west-1:4417xxxx:db:berth-planner-prod \\\n  --target-engine-version 16.4 \\\n"
                "  --target-db-parameter-group-name bp-pg16-params\n```\nMake sure the parameter group has `rds.logical_replication = 1` first."),
            (U, "ty 🙏"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "berth-planner database will be upgraded from PostgreSQL 14 to 16 using an RDS blue/green deployment, targeted for the week of January 12",
             "keywords": ["berth-planner", "postgres 16", "blue/green"]},
        ],
        "answered": [0, 2, 6],
    },
    {
        "id": "f02",
        "day": "2025-12-09",
        "turns": [
            (U, "hey, so we got the quotes back for ais data. spireline wants 4.2k/month, nauticast 2.9k. both have terrestrial coverage of the fjord"),
            (A, "Thanks for sharing. Beyond price it's worth comparing latency, which message types are included (static/voyage data, type 5), API format and SLA. Do either of them provide satellite AIS?"),
            (U, "nauticast is terrestrial only. spireline has sat but thats +1.3k on top"),
            (A, "For port approach and berth operations terrestrial coverage is usually enough, since vessels are within range of shore stations. Satellite mostly matters for ETA prediction far offshore."),
            (U, "right. tomasz and declan agreed on the call just now: we go with nauticast for ais-ingest, 12 month contract starting jan 1"),
            (A, "Got it. To summarize: ais-ingest will consume the NautiCast terrestrial AIS feed on a 12-month contract starting January 1, at roughly 2.9k/month."),
            (U, "one open thing tho — the offshore anchorage at kvitholmen is outside shore station range sometimes. nobody knows yet if we need sat coverage for that. declan is gonna ask the harbor master"),
            (A, "Noted, I'll keep that in mind as an open question: whether satellite AIS coverage is needed for the Kvitholmen offshore anchorage, pending the harbor master's input."),
            (U, "cool. lunch? oh wait ur a bot lol"),
            (A, "Ha — I'll have to pass. Enjoy lunch!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "ais-ingest will use NautiCast as the AIS data vendor on a 12-month contract starting January 1",
             "keywords": ["nauticast", "ais-ingest"]},
            {"kind": "open", "turn": 6,
             "text": "unresolved whether satellite AIS coverage is needed for the Kvitholmen offshore anchorage",
             "keywords": ["kvitholmen", "sat coverage"]},
        ],
        "answered": [1],
    },
    {
        "id": "f03",
        "day": "2025-12-15",
        "turns": [
            (U, "grafana cloud bill came in and its ugly. logs are like 60% of it"),
            (A, "That's a common pattern. The biggest levers for log cost are retention, dropping noisy debug logs, and sampling high-volume streams. What's your current Loki retention?"),
            (U, "30d across the board. and ais-ingest alone spits out one of these per message\n"
                "```\nlevel=debug ts=2025-12-15T08:14:02.113Z caller=decoder.go:88 msg=\"decoded\" mmsi=257123450 type=1 lat=69.6492 lon=18.9553 sog=0.1\n```"),
            (A, "That's a debug line per AIS message — at a few hundred messages per second that adds up fast. I'd suggest running ais-ingest at info level in production and lowering retention."),
            (U, "did both. as of today loki retention is 14 days for all tenants, and ais-ingest runs with LOG_LEVEL=info in prod"),
            (A, "Great — noted: Loki log retention reduced from 30 to 14 days for all tenants, and ais-ingest's production log level set to info. Anything older than 14 days will only be available if you archive it elsewhere."),
            (U, "we dont lol. whatever. if someone needs older logs for an incident they have to export within 2 weeks"),
            (A, "Understood. It might be worth adding that to the incident checklist so nobody gets surprised."),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Loki log retention reduced from 30 to 14 days for all tenants",
             "keywords": ["loki", "14 days"]},
            {"kind": "change", "turn": 4,
             "text": "ais-ingest production log level set to info",
             "keywords": ["ais-ingest", "log_level=info"]},
        ],
        "answered": [1],
    },
    {
        "id": "f04",
        "day": "2025-12-19",
        "turns": [
            (U, "hiii. ingrid wants a msg out about the holiday freeze, can u help me draft it"),
            (A, "Of course! What are the dates, and what's allowed during the freeze?"),
            (U, "freeze from mon dec 22 until mon jan 5. no prod deploys unless its a hotfix and ingrid approves it in #releases. staging is fine"),
            (A, "Here's a draft:\n\n> 📣 **Holiday code freeze**\n> From **Mon Dec 22** to **Mon Jan 5** there are no production deploys. "
                "Hotfixes only with Ingrid's approval in #releases. Staging deploys are unaffected.\n\nWant me to add anything about on-call?"),
            (U, "add that amara is on call 22-29 and tomasz 29-5"),
            (A, "Updated:\n\n> 📣 **Holiday code freeze**\n> From **Mon Dec 22** to **Mon Jan 5** there are no production deploys. "
                "Hotfixes only with Ingrid's approval in #releases. Staging deploys are unaffected.\n> On-call: Amara (Dec 22–29), Tomasz (Dec 29–Jan 5)."),
            (U, "perfect, sending. thx!! going to my in-laws in bergen for xmas, pray for me"),
            (A, "Good luck, and enjoy the holidays! 🎄"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "holiday code freeze from December 22 to January 5: no production deploys except hotfixes approved by Ingrid in #releases",
             "keywords": ["dec 22", "jan 5", "ingrid approves"]},
        ],
        "answered": [0, 1, 3],
    },
    {
        "id": "f05",
        "day": "2025-12-29",
        "turns": [
            (U, "yo, on call question. mondays are terrible for handoff bc of the weekend vessel backlog"),
            (A, "That makes sense — handing off at the busiest moment means the outgoing person never gets to close things out. Some teams hand off mid-week for that reason. Would Tuesday or Wednesday work better for you?"),
            (U, "tuesday. like 10am so people are actually awake"),
            (A, "Proposal: the on-call rotation stays weekly, and the handoff moves from Monday 09:00 to Tuesday 10:00 CET, with a 15-minute sync between outgoing and incoming engineers. Should I draft the announcement?"),
            (U, "yes do that, starting with the first rotation in january"),
            (A, "Draft:\n> Starting with the first January rotation, on-call handoff moves to **Tuesdays at 10:00 CET** (was Monday 09:00). Outgoing and incoming on-call do a 15 min sync."),
            (U, "nice. btw what did u do for nyttårsaften.. oh right. never mind 😂"),
            (A, "No fireworks for me, but happy new year in advance!"),
        ],
        "facts": [
            {"kind": "change", "turn": 3,
             "text": "on-call handoff moves from Monday 09:00 to Tuesday 10:00 CET with a 15-minute sync, starting with the first January rotation",
             "keywords": ["tuesday 10:00", "handoff"]},
        ],
        "answered": [1, 3],
    },
    # ------------------------------------------------------------------ 2026-01
    {
        "id": "f06",
        "day": "2026-01-07",
        "turns": [
            (U, "happy new year! portal-web build takes 4+ min in ci now, its webpack 5 with a bunch of loaders nobody understands"),
            (A, "Happy new year! Four minutes is long for a frontend of that size. Could you paste the build timing output?"),
            (U, "```\nwebpack 5.89.0 compiled with 3 warnings in 251334 ms\n  asset main.8f2c1a.js 4.1 MiB [emitted] [big] (name: main)\n  asset vendors.22ab9e.js 2.7 MiB [emitted] [big]\n```"),
            (A, "A 4.1 MiB main bundle plus 2.7 MiB vendors is large. Migrating to Vite usually cuts build times a lot (esbuild for deps, Rollup for production), and you'd get code splitting by route almost for free."),
            (U, "rafael tried vite on a branch over the break, build is 38s. final call from rafael: portal-web moves to vite, webpack gets ripped out by end of january"),
            (A, "Noted: portal-web is migrating from Webpack 5 to Vite, with Webpack removed by the end of January. Great result on the 38s build!"),
            (U, "will storybook still work"),
            (A, "Yes — Storybook 7 and later has a Vite builder (`@storybook/react-vite`). You'd switch the framework in `.storybook/main.ts` and remove the webpack-specific addons."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "portal-web moves from Webpack to Vite; Webpack removed by end of January",
             "keywords": ["vite", "portal-web", "end of january"]},
        ],
        "answered": [1, 6],
    },
    {
        "id": "f07",
        "day": "2026-01-13",
        "turns": [
            (U, "can u help me update the ownership table in the readme"),
            (A, "Sure, paste the current table and tell me what changes."),
            (U, "| service | owner | backup |\n|---|---|---|\n| berth-planner | Tomasz Wieczorek | Hana Kobayashi |\n"
                "| pilot-roster | Hana Kobayashi | Tomasz Wieczorek |\n| invoicing | Hana Kobayashi | Kwame Boateng |\n| ais-ingest | Amara Okafor | Tomasz Wieczorek |"),
            (A, "Got it. What should change?"),
            (U, "hana is drowning in invoicing work so tomasz is the owner of pilot-roster from now on, hana stays as backup. also berth-planner backup becomes kwame"),
            (A, "Here's the updated table:\n\n| service | owner | backup |\n|---|---|---|\n| berth-planner | Tomasz Wieczorek | Kwame Boateng |\n"
                "| pilot-roster | Tomasz Wieczorek | Hana Kobayashi |\n| invoicing | Hana Kobayashi | Kwame Boateng |\n| ais-ingest | Amara Okafor | Tomasz Wieczorek |"),
            (U, "👍 merged"),
            (A, "Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Tomasz Wieczorek takes over ownership of pilot-roster from Hana Kobayashi, who becomes backup",
             "keywords": ["tomasz", "owner of pilot-roster"]},
            {"kind": "change", "turn": 4,
             "text": "Kwame Boateng becomes the backup owner for berth-planner",
             "keywords": ["berth-planner backup", "kwame"]},
        ],
        "answered": [0, 3],
    },
    {
        "id": "f08",
        "day": "2026-01-20",
        "turns": [
            (U, "invoicing pdfs broke again, wkhtmltopdf segfaults on the new template\n```\nLoading page (1/2)\n[>                                                           ] 0%\nSegmentation fault (core dumped)\n```"),
            (A, "wkhtmltopdf was archived in 2023 and is unmaintained, so these crashes won't get fixed. Alternatives: Gotenberg (Chromium/LibreOffice in a container with an HTTP API), WeasyPrint, or Playwright's `page.pdf()`."),
            (U, "gotenberg looks easiest since everything is docker anyway. asking hana"),
            (A, "Sounds good — let me know what she says."),
            (U, "hana says \"we'll use gotenberg 8 as a sidecar in the invoicing pod, kill wkhtmltopdf\". ok thats settled"),
            (A, "Settled then: invoicing will render PDFs with Gotenberg 8 running as a sidecar in the invoicing pod, replacing wkhtmltopdf."),
            (U, "other thing — the port of gothenburg folks asked if invoices can be in sek. we only do nok. no idea if we want multi currency at all, declan hasnt decided"),
            (A, "That's mostly a product call — it affects tax handling, rounding rules and the accounting export. I'd wait for Declan before touching the schema."),
            (U, "yeah parking it. brb coffee"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "invoicing will generate PDFs with Gotenberg 8 as a sidecar, replacing wkhtmltopdf",
             "keywords": ["gotenberg", "sidecar"]},
            {"kind": "open", "turn": 6,
             "text": "undecided whether invoicing should support multiple currencies (e.g. SEK for the Port of Gothenburg)",
             "keywords": ["multi currency", "sek"]},
        ],
        "answered": [2],
    },
    {
        "id": "f09",
        "day": "2026-01-26",
        "turns": [
            (U, "notify-gw sms delivery to norwegian numbers has been flaky for weeks, twilio keeps saying its carrier side"),
            (A, "Do you have the error codes from the delivery callbacks? That usually tells whether it's filtering, an unreachable handset, or a carrier issue."),
            (U, "```\n2026-01-26T06:02:11Z notify-gw WARN sms delivery failed to=+47******12 status=undelivered error_code=30008\n"
                "2026-01-26T06:02:13Z notify-gw WARN sms delivery failed to=+47******87 status=undelivered error_code=30008\n```"),
            (A, "30008 is Twilio's generic 'Unknown error' from the downstream carrier, so it's hard to act on. If it's persistent across many numbers, testing a second provider in parallel is a reasonable move."),
            (U, "we tested vonage last week, 99.4% delivered vs 96.1% on twilio. so we replaced twilio with vonage for all sms in notify-gw. email stays on postmark"),
            (A, "Noted: notify-gw now sends all SMS through Vonage instead of Twilio; email continues to go through Postmark."),
            (U, "need to get the twilio creds out of ssm still, remind me"),
            (A, "I can't set reminders, but here's the cleanup:\n```bash\naws ssm delete-parameter --name /notify-gw/prod/twilio_auth_token\naws ssm delete-parameter --name /notify-gw/prod/twilio_account_sid\n```"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "notify-gw SMS provider changed from Twilio to Vonage",
             "keywords": ["replaced twilio with vonage", "notify-gw"]},
            {"kind": "decision", "turn": 4,
             "text": "email notifications stay on Postmark",
             "keywords": ["email", "postmark"]},
        ],
        "answered": [1, 6],
    },
    {
        "id": "f10",
        "day": "2026-01-30",
        "turns": [
            (U, "some shipping agent from bergen hammered partner-api yesterday, 40k requests in 10 min. berth-planner db cpu at 95%"),
            (A, "Ouch. Was it a misbehaving integration polling in a loop, or a deliberate bulk pull?"),
            (U, "loop. their dev fixed it. but we have no rate limit at all rn 🙃 whats sane"),
            (A, "For a partner API that agents poll for vessel schedules, something like 600 requests per minute per API key is a reasonable start. Example with Kong's rate-limiting plugin:\n"
                "```yaml\nplugins:\n  - name: rate-limiting\n    config:\n      minute: 600\n      limit_by: consumer\n      policy: redis\n      redis_host: redis.partner-api.svc\n```"),
            (U, "ok ship it with 600/min per key, 429 with retry-after when they go over"),
            (A, "Done — noted: partner-api rate limit is 600 requests per minute per API key, responding with HTTP 429 and a Retry-After header when exceeded."),
            (U, "thx. weekend plans? im finally going skiing in hemsedal"),
            (A, "Sounds great — enjoy the slopes! ⛷️"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "partner-api rate limit set to 600 requests per minute per API key, returning 429 with Retry-After",
             "keywords": ["600/min", "per key", "429"]},
        ],
        "answered": [1, 2],
    },
    # ------------------------------------------------------------------ 2026-02
    {
        "id": "f11",
        "day": "2026-02-03",
        "turns": [
            (U, "morning, harbor master in tromsø complained berth-planner showed the wrong water level during the storm yesterday"),
            (A, "Sorry to hear that. Where does berth-planner get water level data from — tide-feed? And how often does it poll?"),
            (U, "yeah tide-feed polls kartverket every 15 min. during a storm surge thats way too slow"),
            (A, "Agreed, surge can move the level 20-30 cm within 15 minutes. Shortening the interval is the simplest fix, as long as Kartverket's fair use allows it."),
            (U, "bumped tide-feed polling from 15 min to 5 min, kartverket said thats within fair use"),
            (A, "Noted: tide-feed now polls Kartverket every 5 minutes instead of every 15."),
            (U, "can u write the cron expression, my brain is off today"),
            (A, "Sure: `*/5 * * * *` — every 5 minutes."),
            (U, "lol thanks"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "tide-feed polling interval for Kartverket reduced from 15 minutes to 5 minutes",
             "keywords": ["tide-feed", "5 min"]},
        ],
        "answered": [1, 6],
    },
    {
        "id": "f12",
        "day": "2026-02-10",
        "turns": [
            (U, "declan got an email from the kystverket procurement ppl, they require accessibility compliance for public sector contracts"),
            (A, "Great question to raise early! In Norway, public sector web solutions fall under the universal design regulations, which reference WCAG. "
                "Many teams target WCAG 2.2 AA to stay ahead of the minimum."),
            (U, "agreed with declan and rafael: portal-web targets wcag 2.2 aa, external audit before the june release"),
            (A, "Summary:\n- **Target:** WCAG 2.2 level AA for portal-web\n- **Verification:** external audit before the June release"),
            (U, "what about the pilot app tho, is that in scope? nobody on the call knew"),
            (A, "The directive also covers public sector mobile apps, but whether a vendor app used by pilots falls under it depends on the contract wording. Procurement would have to answer that."),
            (U, "ok leaving that open, mei-lin will ask them"),
            (A, "Noted, I'll keep that in mind."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "portal-web targets WCAG 2.2 AA accessibility, with an external audit before the June release",
             "keywords": ["wcag 2.2 aa", "portal-web"]},
            {"kind": "open", "turn": 4,
             "text": "unknown whether the pilot mobile app is in scope for the accessibility requirement",
             "keywords": ["pilot app", "in scope"]},
        ],
        "answered": [],
    },
    {
        "id": "f13",
        "day": "2026-02-16",
        "turns": [
            (U, "we had 3 incidents in january and zero postmortems written lol. we need a process"),
            (A, "Happens to a lot of teams. A lightweight process is usually: a template, a clear owner, and a deadline. Do you already have a template?"),
            (U, "there's one in notion from like 2024 that nobody uses. what should the deadline be"),
            (A, "Common practice is 5 business days after resolution — long enough to gather data, short enough that people still remember details."),
            (U, "going forward: every sev1/sev2 gets a postmortem within 5 business days, notion template, the incident commander writes it"),
            (A, "Noted:\n- scope: SEV1 and SEV2\n- due: 5 business days after the incident\n- author: the incident commander\n- format: the Notion template"),
            (U, "and blameless obviously"),
            (A, "Absolutely — blameless by default. Let me know if you want me to refresh the template."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "every SEV1/SEV2 incident gets a postmortem within 5 business days, written by the incident commander using the Notion template",
             "keywords": ["postmortem", "5 business days", "incident commander"]},
        ],
        "answered": [1, 2],
    },
    {
        "id": "f14",
        "day": "2026-02-20",
        "turns": [
            (U, "jonas flagged in the security review that our access tokens live 60 min"),
            (A, "That's on the long side for access tokens, especially if they're not revocable. What does auth-svc's config look like?"),
            (U, "```yaml\njwt:\n  issuer: https://auth.berthly.no\n  access_ttl: 60m\n  refresh_ttl: 30d\n  alg: RS256\n```"),
            (A, "Typical recommendation: 5-15 minutes for access tokens and a refresh token tied to a working session, e.g. 8-12 hours, rather than 30 days."),
            (U, "jonas approved. changed access_ttl to 15m and refresh_ttl to 12h in auth-svc, deploying after lunch"),
            (A, "Noted: auth-svc access tokens now expire after 15 minutes (was 60) and refresh tokens after 12 hours (was 30 days)."),
            (U, "will the pilot app break? it keeps the token in memory during long shifts"),
            (A, "Not as long as the app uses the refresh token to get new access tokens silently. The only visible change: a pilot has to log in again if a session goes past 12 hours."),
            (U, "fine, shifts are max 12h by law anyway"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "auth-svc access token lifetime reduced from 60 to 15 minutes, refresh token lifetime reduced from 30 days to 12 hours",
             "keywords": ["access_ttl to 15m", "refresh_ttl to 12h"]},
        ],
        "answered": [1, 6],
    },
    {
        "id": "f15",
        "day": "2026-02-25",
        "turns": [
            (U, "dependabot opened 47 prs this week 😩 i cant"),
            (A, "That's a lot of noise. Dependabot has basic grouping now, but it's limited per ecosystem."),
            (U, "does renovate do grouping better"),
            (A, "Yes — Renovate is more flexible. Example `renovate.json`:\n```json\n{\n  \"extends\": [\"config:recommended\"],\n  \"schedule\": [\"before 9am on monday\"],\n"
                "  \"packageRules\": [\n    {\"matchUpdateTypes\": [\"minor\", \"patch\"], \"groupName\": \"all non-major\"}\n  ]\n}\n```"),
            (U, "ok switching off dependabot across all repos, renovate from now on. weekly on monday mornings, minor+patch grouped"),
            (A, "Noted: Dependabot is disabled in all repos and Renovate replaces it, running weekly on Monday mornings with minor and patch updates grouped into one PR."),
            (U, "renovate needs the github app installed, who has org admin"),
            (A, "I don't know who your org admins are — you can see them under Organization → People, filtered by role 'Owner'."),
            (U, "found it, ingrid. pinged her"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Dependabot switched off in all repos; Renovate used instead, weekly on Monday mornings with minor and patch updates grouped",
             "keywords": ["dependabot", "renovate", "monday mornings"]},
        ],
        "answered": [2, 6],
    },
    # ------------------------------------------------------------------ 2026-03
    {
        "id": "f16",
        "day": "2026-03-03",
        "turns": [
            (U, "setting up infra for customs-bridge, which region should it go in"),
            (A, "Where do your other services run today?"),
            (U, "everything is in eu-west-1 (ireland) for historical reasons. but tolletaten wants the data to stay in the nordics if possible"),
            (A, "Then eu-north-1 (Stockholm) is the natural choice — it's the only AWS region in the Nordics. Cross-region traffic to eu-west-1 would need VPC peering or Transit Gateway."),
            (U, "jonas + ingrid decided: customs-bridge goes in eu-north-1, everything else stays in eu-west-1 for now"),
            (A, "Noted: customs-bridge will be deployed in eu-north-1 (Stockholm); all other services remain in eu-west-1."),
            (U, "latency between them?"),
            (A, "Typically around 30-40 ms round trip between Stockholm and Ireland. For customs submissions that's negligible."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "customs-bridge is deployed in AWS eu-north-1 (Stockholm); other services stay in eu-west-1",
             "keywords": ["customs-bridge", "eu-north-1"]},
        ],
        "answered": [0, 1, 6],
    },
    {
        "id": "f17",
        "day": "2026-03-09",
        "turns": [
            (U, "ci is yelling at me\n```\nnpm WARN EBADENGINE Unsupported engine {\nnpm WARN EBADENGINE   package: '@berthly/ui@3.2.0',\nnpm WARN EBADENGINE   required: { node: '>=22' },\nnpm WARN EBADENGINE   current: { node: 'v20.11.1', npm: '10.2.4' }\nnpm WARN EBADENGINE }\n```"),
            (A, "Your shared UI package now requires Node 22+, and CI is still on Node 20. Node 20 also reaches end of life on 2026-04-30, so it's a good moment to upgrade. Which services are on Node?"),
            (U, "portal-web and notify-gw. thats it i think"),
            (A, "Then you'll need to update `.nvmrc`, the `engines` field, the CI image, and the Dockerfile base image (`node:22-alpine`)."),
            (U, "done, bumped portal-web and notify-gw to node 22, nvmrc + dockerfiles + ci image all updated"),
            (A, "Nice — noted: portal-web and notify-gw now run on Node 22 (from Node 20)."),
            (U, "ugh also my cat just walked across the keyboard and pushed a commit called 'ggggggggg' 🐈"),
            (A, "Ha — `git commit --amend` before anyone notices 😄"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "portal-web and notify-gw upgraded from Node 20 to Node 22",
             "keywords": ["node 22", "portal-web", "notify-gw"]},
        ],
        "answered": [1],
    },
    {
        "id": "f18",
        "day": "2026-03-16",
        "turns": [
            (U, "we keep shipping half-done features behind env vars and it's a mess. looking at feature flag tools"),
            (A, "Popular options: LaunchDarkly (SaaS, expensive at scale), Unleash (open source, self-hostable), Flagsmith, and GrowthBook. Do you have data-residency constraints?"),
            (U, "kinda, customers like it when stuff stays in our own aws. launchdarkly quote was silly anyway"),
            (A, "Then self-hosted Unleash is a good fit: Postgres backend, SDKs for Go, Kotlin and React, and gradual rollouts per customer (port) via strategies."),
            (U, "ok let's go with unleash, self-hosted in the platform cluster. first use case is the new berth conflict view"),
            (A, "Noted: feature flags will use self-hosted Unleash in the platform cluster, starting with the berth conflict view."),
            (U, "who maintains the unleash instance tho? amara says not sre, hana says not platform. great"),
            (A, "That's worth settling before it goes to production — someone has to own upgrades and backups."),
            (U, "yep. ingrid to decide. anyway going to grab lunch, taco tuesday on a monday"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "feature flags will use self-hosted Unleash in the platform cluster, first for the berth conflict view",
             "keywords": ["unleash", "self-hosted"]},
            {"kind": "open", "turn": 6,
             "text": "no owner yet for maintaining the Unleash instance (not SRE, not platform)",
             "keywords": ["maintains", "unleash"]},
        ],
        "answered": [1],
    },
    {
        "id": "f19",
        "day": "2026-03-23",
        "turns": [
            (U, "customs-bridge submissions fail sometimes when tolletaten's endpoint is slow\n```\nERROR customs-bridge submit declaration=NO-2026-004512 err=\"context deadline exceeded\" attempt=1\n```\nright now we just drop them lol"),
            (A, "Dropping customs declarations silently is risky. The usual pattern is retries with exponential backoff and jitter, then a dead-letter queue for manual handling. How long can a declaration wait before it's a problem?"),
            (U, "declan says a few hours is ok as long as someone sees it"),
            (A, "Then a policy like this would work:\n```yaml\nretry:\n  max_attempts: 5\n  backoff: exponential\n  base: 30s\n  max: 15m\n  jitter: true\non_exhausted: dlq  # sqs: customs-bridge-dlq\nalert: slack #customs-alerts\n```\nWant me to write the Go code for it?"),
            (U, "yes, and we go with exactly that: 5 retries with exponential backoff, then the dead letter queue + slack alert in #customs-alerts"),
            (A, "Here you go:\n```go\nfor attempt := 1; attempt <= 5; attempt++ {\n    if err = submit(ctx, d); err == nil {\n        return nil\n    }\n    time.Sleep(backoff(attempt))\n}\nreturn dlq.Send(ctx, d)\n```\nNoted: customs-bridge retries submissions 5 times with exponential backoff, then moves them to the DLQ and alerts #customs-alerts."),
            (U, "🙌"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "customs-bridge retries failed submissions 5 times with exponential backoff, then sends them to a dead letter queue with a Slack alert in #customs-alerts",
             "keywords": ["5 retries", "dead letter queue"]},
        ],
        "answered": [1, 3],
    },
    {
        "id": "f20",
        "day": "2026-03-30",
        "turns": [
            (U, "retro notes from friday, can u clean them up\n- releases every week too much overhead (ola)\n- qa doesnt have time to regress everything weekly (seun)\n- pilots hate UI changes every week lol\n- ingrid: ok lets try every 2 weeks, wednesdays"),
            (A, "Here's a cleaned-up version:\n\n**Retro — release cadence**\n- Weekly releases create too much overhead\n- QA can't run full regression every week\n- Pilots find weekly UI changes disruptive\n\n**Action:** move to biweekly releases on Wednesdays (Ingrid)"),
            (U, "good. starting april 8 we release every other wednesday instead of every week. hotfixes can still go out any day"),
            (A, "Noted: from April 8, releases happen every other Wednesday instead of weekly; hotfixes are still allowed any day."),
            (U, "also who was 'ola' lol i meant amara, autocorrect"),
            (A, "Fixed — I've replaced 'ola' with Amara in the notes."),
            (U, "thx have a good one"),
            (A, "You too!"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "starting April 8, releases move from weekly to every other Wednesday; hotfixes any day",
             "keywords": ["every other wednesday", "april 8"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ 2026-04
    {
        "id": "f21",
        "day": "2026-04-02",
        "turns": [
            (U, "reporting is on a read replica of the berth-planner db and it's killing it every month-end"),
            (A, "Running analytical queries against an OLTP replica is a common pain point. A columnar warehouse would help — options: BigQuery, Snowflake, ClickHouse, or Redshift. What's your data volume?"),
            (U, "maybe 2TB incl ais history. priya prefers clickhouse, she ran it at her last job"),
            (A, "ClickHouse handles time-series data like AIS positions very well, and ClickHouse Cloud has an eu-north-1 region if you want managed."),
            (U, "ok decided in the data sync: clickhouse cloud is our warehouse, reporting moves off the replica by end of may. and priya owns the warehouse + all the pipelines into it"),
            (A, "Noted:\n- Warehouse: ClickHouse Cloud\n- reporting moves off the berth-planner replica by end of May\n- Owner: Priya Raghunathan (warehouse and ingestion pipelines)"),
            (U, "is it april fools still? no? ok good"),
            (A, "April 2nd, so you're safe 😄"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "ClickHouse Cloud chosen as the data warehouse",
             "keywords": ["clickhouse cloud", "warehouse"]},
            {"kind": "decision", "turn": 4,
             "text": "reporting moves off the berth-planner read replica by end of May",
             "keywords": ["reporting moves off", "end of may"]},
            {"kind": "decision", "turn": 4,
             "text": "Priya Raghunathan owns the data warehouse and its ingestion pipelines",
             "keywords": ["priya owns", "pipelines"]},
        ],
        "answered": [1, 6],
    },
    {
        "id": "f22",
        "day": "2026-04-08",
        "turns": [
            (U, "heya. kystverket wants us to keep raw ais positions longer for their incident investigations"),
            (A, "How long do you keep them today, and what are they asking for?"),
            (U, "90 days now, they want 6 months. storage is cheap in s3, its the postgres partitions im worried about"),
            (A, "You could keep the last 90 days in Postgres for queries and archive older partitions to S3 as Parquet. Either way the retention policy itself would change to 180 days."),
            (U, "ok so we changed raw positions retention to 180 days. first 30 days in postgres, rest as parquet in s3"),
            (A, "Noted: raw AIS position retention increased from 90 to 180 days — the last 30 days in Postgres, older data as Parquet in S3."),
            (U, "wait did i say 30, yes 30, postgres is already huge"),
            (A, "Got it, 30 days in Postgres. Let me know if you'd like a partition-detach script."),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "raw AIS position retention increased from 90 to 180 days; last 30 days in Postgres, older data as Parquet in S3",
             "keywords": ["raw positions", "180 days"]},
        ],
        "answered": [1],
    },
    {
        "id": "f23",
        "day": "2026-04-14",
        "turns": [
            (U, "mei-lin here. whats the share of pilot app users still on old ios, can u read this"),
            (A, "Sure, paste the analytics export."),
            (U, "```\nos_version,users\niOS 18,212\niOS 17,61\niOS 16,19\niOS 15,4\nAndroid 15,88\nAndroid 14,40\nAndroid 9,2\n```"),
            (A, "Out of 426 users: iOS 15 is 4 users (~0.9%) and Android 9 (API 28) is 2 users. Dropping iOS 15 would affect almost nobody."),
            (U, "ok decided with declan: min ios 16 and android minsdk 28 for the pilot app starting with release 4.0"),
            (A, "Noted: from pilot app 4.0, the minimum supported versions are iOS 16 and Android API 28 (Android 9)."),
            (U, "the 4 ios 15 people are probably the old ipads in hammerfest lol"),
            (A, "Quite possibly — worth giving that port a heads-up before 4.0 ships."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "pilot app minimum supported versions from release 4.0: iOS 16 and Android minSdk 28",
             "keywords": ["ios 16", "minsdk 28"]},
        ],
        "answered": [0],
    },
    {
        "id": "f24",
        "day": "2026-04-21",
        "turns": [
            (U, "jonas asked me to write down the pentest stuff, ugh paperwork"),
            (A, "Happy to help. What's been agreed so far?"),
            (U, "we do an external pen test once a year, every june, scope = portal-web, partner-api, auth-svc. results go to ingrid + jonas"),
            (A, "Here's a summary:\n- **Frequency:** annual, in June\n- **Scope:** portal-web, partner-api, auth-svc\n- **Report recipients:** Ingrid and Jonas"),
            (U, "vendor still not picked. kvasir security vs nordsec, jonas wants kvasir, ingrid thinks too expensive"),
            (A, "Noted, the vendor choice is still open. Is there a deadline for picking one so the June slot isn't lost?"),
            (U, "probably mid may but nobody said. whatever. what are u doing this weekend haha"),
            (A, "Nothing exciting on my end — hope yours is good!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "external penetration test once a year in June, scoped to portal-web, partner-api and auth-svc; results to Ingrid and Jonas",
             "keywords": ["pen test", "june", "partner-api"]},
            {"kind": "open", "turn": 4,
             "text": "pen test vendor not yet chosen (Kvasir Security vs NordSec)",
             "keywords": ["vendor", "kvasir"]},
        ],
        "answered": [1],
    },
    {
        "id": "f25",
        "day": "2026-04-28",
        "turns": [
            (U, "datadog renewal is due, 38k/yr for apm that like 3 people open"),
            (A, "Since you're already on Grafana Cloud for logs and metrics, Grafana Tempo could cover tracing. Are your services instrumented with OpenTelemetry or the Datadog SDK?"),
            (U, "mostly otel already, only invoicing uses dd-trace-java"),
            (A, "Then migrating is mostly changing the OTLP exporter endpoint; invoicing needs the OpenTelemetry Java agent instead of dd-trace-java."),
            (U, "done deal. switched off datadog apm as of friday, traces go to grafana tempo now. kwame swapped invoicing to the otel java agent"),
            (A, "Noted: Datadog APM has been turned off; all traces now go to Grafana Tempo via OpenTelemetry, including invoicing (now on the OTel Java agent)."),
            (U, "ingrid will be happy, thats 38k back"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Datadog APM switched off; distributed traces go to Grafana Tempo via OpenTelemetry",
             "keywords": ["datadog apm", "grafana tempo"]},
        ],
        "answered": [1],
    },
    # ------------------------------------------------------------------ 2026-05
    {
        "id": "f26",
        "day": "2026-05-04",
        "turns": [
            (U, "arch sync today, topic was 'what do we write new stuff in'. we have go, kotlin, a bit of python. chaos"),
            (A, "What was the outcome?"),
            (U, "new backend services in go 1.25, no exceptions without ingrid. kotlin stays for invoicing because rewriting it is insane. python only for data stuff in priya's area"),
            (A, "Here's a summary:\n- **New backend services:** Go 1.25\n- **Invoicing:** stays on Kotlin\n- **Python:** only for data pipelines\n- Exceptions need Ingrid's approval"),
            (U, "yep. can u give me a go.mod starter"),
            (A, "```go\nmodule github.com/kestrel-harbour/svc-template\n\ngo 1.25\n\nrequire (\n    github.com/jackc/pgx/v5 v5.7.1\n    go.opentelemetry.io/otel v1.32.0\n)\n```"),
            (U, "thx. pizza at 12 if anyone reads this lol"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "new backend services are written in Go 1.25; exceptions need Ingrid's approval",
             "keywords": ["go 1.25", "new backend services"]},
            {"kind": "decision", "turn": 2,
             "text": "invoicing stays on Kotlin",
             "keywords": ["kotlin", "invoicing"]},
            {"kind": "decision", "turn": 2,
             "text": "Python is only used for data pipelines in Priya's area",
             "keywords": ["python", "data stuff"]},
        ],
        "answered": [1, 4],
    },
    {
        "id": "f27",
        "day": "2026-05-11",
        "turns": [
            (U, "pagerduty raised our price again. 11 seats, for a team our size thats a lot"),
            (A, "Alternatives that teams often switch to: incident.io (paging plus incident workflows in Slack), Grafana OnCall (you're already on Grafana Cloud), or Rootly. Which features do you actually use?"),
            (U, "schedules, escalation, phone call when sev1. and we want the slack incident channel stuff"),
            (A, "incident.io covers all of that including Slack incident channels; Grafana OnCall covers paging but not much of the incident workflow."),
            (U, "amara trialed incident.io last week. ok we're moving to incident.io for paging, pagerduty contract ends may 31"),
            (A, "Noted: paging and on-call schedules move from PagerDuty to incident.io; PagerDuty ends May 31."),
            (U, "can u make a checklist for the migration"),
            (A, "Sure:\n- [ ] recreate on-call schedules (weekly rotation)\n- [ ] escalation policies\n- [ ] Alertmanager webhook → incident.io\n- [ ] everyone installs the app and tests a page\n- [ ] cancel PagerDuty"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "on-call paging moves from PagerDuty to incident.io; PagerDuty contract ends May 31",
             "keywords": ["incident.io", "pagerduty"]},
        ],
        "answered": [1, 6],
    },
    {
        "id": "f28",
        "day": "2026-05-18",
        "turns": [
            (U, "hi! priya here. the harbour authority in bergen wants a monthly data export, can u help me spec it"),
            (A, "Sure. What do they need, in what format, and how should it be delivered?"),
            (U, "vessel calls, berth occupancy, dwell times. they want csv on their sftp. their IT is… not modern"),
            (A, "Here's a draft spec:\n| field | type |\n|---|---|\n| call_id | string |\n| imo | string |\n| berth | string |\n| ata | timestamp (UTC) |\n| atd | timestamp (UTC) |\n| dwell_hours | decimal |\n\nWhen should it be delivered?"),
            (U, "agreed with them: export lands on the 3rd business day of each month, covers the previous month, csv via sftp. priya's pipeline owns it"),
            (A, "Noted: the monthly export for Bergen harbour authority is delivered as CSV via SFTP on the 3rd business day of each month, covering the previous month, owned by Priya's pipeline."),
            (U, "thx!! also utc or local time?"),
            (A, "I'd recommend UTC in the file with the column names saying so — avoids DST confusion in March and October."),
            (U, "utc it is"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "monthly data export for Bergen harbour authority delivered as CSV via SFTP on the 3rd business day of each month, covering the previous month",
             "keywords": ["3rd business day", "sftp"]},
        ],
        "answered": [0, 1, 3, 6],
    },
    {
        "id": "f29",
        "day": "2026-05-22",
        "turns": [
            (U, "finally got an answer from declan on the multi currency thing for invoicing"),
            (A, "Great! What did he decide?"),
            (U, "we support nok and sek only for now. eur maybe next year if the danish port signs. amounts stored in minor units with a currency column"),
            (A, "Noted: invoicing will support NOK and SEK (EUR possibly later), storing amounts in minor units with an explicit currency column. Want a migration?"),
            (U, "yes pls, postgres"),
            (A, "```sql\nALTER TABLE invoices ADD COLUMN currency char(3) NOT NULL DEFAULT 'NOK';\nALTER TABLE invoices ADD CONSTRAINT invoices_currency_chk CHECK (currency IN ('NOK','SEK'));\n```"),
            (U, "👌 also long weekend coming up, 17 mai was last week and now pinse. norway never works lol"),
            (A, "Enjoy the long weekend!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "invoicing supports NOK and SEK only for now (EUR possibly later); amounts stored in minor units with a currency column",
             "keywords": ["nok and sek", "minor units"]},
        ],
        "answered": [1, 3],
    },
    {
        "id": "f30",
        "day": "2026-05-28",
        "turns": [
            (U, "maersk's agent integration keeps hitting 429s on partner-api, they are an enterprise customer and declan is getting calls"),
            (A, "The current limit is 600 requests per minute per key. Are they legitimately hitting that, or is something looping again?"),
            (U, "legit, they sync 40 vessels at once. ok we bumped enterprise keys to 1200/min, standard keys stay at 600"),
            (A, "Noted: partner-api rate limit for enterprise API keys raised from 600 to 1,200 requests per minute; standard keys remain at 600."),
            (U, "how do i do that in kong per consumer group"),
            (A, "Use consumer groups with an override:\n```yaml\nconsumer_groups:\n  - name: enterprise\n    plugins:\n      - name: rate-limiting-advanced\n        config:\n          limit: [1200]\n          window_size: [60]\n```"),
            (U, "ty"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "partner-api rate limit for enterprise keys raised from 600 to 1200 requests per minute; standard keys stay at 600",
             "keywords": ["enterprise keys", "1200/min"]},
        ],
        "answered": [1, 4],
    },
    # ------------------------------------------------------------------ 2026-06
    {
        "id": "f31",
        "day": "2026-06-02",
        "turns": [
            (U, "good morning 🌞 pentest update"),
            (A, "Good morning! What's the news?"),
            (U, "jonas won, kvasir security is doing it. they're on site/remote june 15 to 26. nordsec couldn't fit june anyway"),
            (A, "Noted: Kvasir Security is performing the annual pen test, June 15–26."),
            (U, "do we need to freeze anything during the test?"),
            (A, "Usually you avoid deploying changes to the in-scope systems during testing so findings stay reproducible. A lighter approach: keep deploying but log everything that went out so you can correlate."),
            (U, "ingrid: no feature deploys to auth-svc during the test window, bugfixes ok"),
            (A, "Got it — no feature deploys to auth-svc between June 15 and 26; bugfixes are allowed."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "Kvasir Security will run the annual pen test, June 15-26",
             "keywords": ["kvasir security", "june 15"]},
            {"kind": "decision", "turn": 6,
             "text": "no feature deploys to auth-svc during the pen test window; bugfixes allowed",
             "keywords": ["auth-svc", "no feature deploys"]},
        ],
        "answered": [1, 4],
    },
    {
        "id": "f32",
        "day": "2026-06-09",
        "turns": [
            (U, "near miss yesterday. kwame ran a migration on invoicing that nuked a column, we only noticed 9 days later. pitr window is 7 days 💀"),
            (A, "Ouch. With a 7-day PITR window the pre-migration state is gone. Was there a snapshot older than that?"),
            (U, "weekly snapshot from 10 days ago, restored from that and replayed the invoices by hand. took all weekend"),
            (A, "That's painful. RDS allows automated backup retention up to 35 days — the extra storage cost is usually small compared to a weekend like that."),
            (U, "yeah. amara bumped backup retention to 35 days on all prod rds instances, effective today"),
            (A, "Noted: automated backup / point-in-time recovery retention increased from 7 to 35 days on all production RDS instances."),
            (U, "and kwame is buying cake for the team as penance lol"),
            (A, "Sounds like a fair outcome 🍰"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "RDS automated backup (PITR) retention increased from 7 to 35 days on all production instances",
             "keywords": ["backup retention", "35 days"]},
        ],
        "answered": [1],
    },
    {
        "id": "f33",
        "day": "2026-06-15",
        "turns": [
            (U, "rafael here. we have 3 different button styles in portal-web and a 9000 line scss file"),
            (A, "Classic. Consolidating on a utility-first approach or a component library would help. Are you considering Tailwind?"),
            (U, "yes. tailwind v4 since vite plugin is first class now. + radix primitives for dialogs etc"),
            (A, "That's a solid combo. Tailwind v4 uses `@tailwindcss/vite` and a CSS-first config; Radix gives accessible primitives which also helps with your WCAG 2.2 AA target."),
            (U, "ok we'll use tailwind v4 + radix for portal-web, scss gets deleted component by component. new components must use it from today"),
            (A, "Noted: portal-web adopts Tailwind CSS v4 plus Radix primitives; new components must use them starting today, and the SCSS is removed incrementally."),
            (U, "pilots keep asking for dark mode, do we do that now or later? declan didnt answer yet"),
            (A, "Tailwind makes dark mode cheap technically, but it's a product decision whether to prioritize it."),
            (U, "yeah ok. ttyl"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "portal-web adopts Tailwind v4 and Radix primitives; new components must use them, SCSS removed incrementally",
             "keywords": ["tailwind v4", "radix"]},
            {"kind": "open", "turn": 6,
             "text": "undecided whether to build dark mode for the portal now or later",
             "keywords": ["dark mode", "pilots"]},
        ],
        "answered": [1],
    },
    {
        "id": "f34",
        "day": "2026-06-22",
        "turns": [
            (U, "summer is coming and half the team is off in july. ingrid wants rules"),
            (A, "What kind of rules — deploy windows, on-call coverage, or both?"),
            (U, "deploys. she said: in july prod deploys only tue-thu, before 14:00, and at least one sre online"),
            (A, "Noted: during July, production deploys are only allowed Tuesday–Thursday before 14:00 CET, with at least one SRE online."),
            (U, "can u write that as a slack announcement, short"),
            (A, "☀️ **July deploy rules**\nProd deploys only **Tue–Thu before 14:00**, and only with an SRE online. Hotfixes: ask in #releases. Happy summer!"),
            (U, "perfect. im off from 6th, going to lofoten, no laptop 🙏"),
            (A, "Enjoy Lofoten!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "in July, production deploys only Tuesday to Thursday before 14:00 with at least one SRE online",
             "keywords": ["july", "tue-thu", "14:00"]},
        ],
        "answered": [1, 4],
    },
    {
        "id": "f35",
        "day": "2026-06-29",
        "turns": [
            (U, "got a mail from kartverket, the old tide api (sehavniva.no/tideapi.php) goes away sept 1"),
            (A, "Do they have a replacement endpoint documented?"),
            (U, "yes, new rest api v2 with json instead of xml. https://vannstand.kartverket.no/tideapi/v2/docs"),
            (A, "Moving from XML to JSON should simplify tide-feed's parser. The main things to check are the station IDs, the datum (chart datum vs. mean sea level) and rate limits."),
            (U, "tomasz already did it 🎉 tide-feed is moved to the kartverket v2 json api, deployed this morning. datum stays chart datum"),
            (A, "Nice work! Noted: tide-feed now uses Kartverket's v2 JSON tide API (the old XML API is retired Sept 1); values remain relative to chart datum."),
            (U, "did the 5 min polling survive"),
            (A, "From what you've said the polling interval wasn't changed, so it should still be 5 minutes — worth checking the deployed config to be sure."),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "tide-feed moved to Kartverket's v2 JSON tide API; values still relative to chart datum",
             "keywords": ["tide-feed", "v2 json api"]},
        ],
        "answered": [1, 6],
    },
    # ------------------------------------------------------------------ 2026-07
    {
        "id": "f36",
        "day": "2026-07-06",
        "turns": [
            (U, "amara here, writing SLOs finally. what's a reasonable availability target for berth-planner api"),
            (A, "It depends on how critical it is for port operations. For systems where outages affect live vessel operations, 99.9% monthly (~43 min of downtime) is a common starting point. 99.95% needs multi-AZ everything and a good on-call."),
            (U, "we're multi-az already. but lets be realistic. slo for berth-planner api = 99.9% monthly, measured at the load balancer, excluding planned maintenance announced 48h ahead"),
            (A, "Noted: berth-planner API SLO is 99.9% availability per month, measured at the load balancer, excluding maintenance announced at least 48 hours in advance."),
            (U, "for ais-ingest i wanted p95 end to end latency under 30s but idk if nauticast can even deliver that. their docs dont say"),
            (A, "Without a vendor latency guarantee that target would be hard to commit to. You could measure it for a few weeks first."),
            (U, "yeah leaving that one open. brb meeting"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "berth-planner API SLO is 99.9% monthly availability measured at the load balancer, excluding maintenance announced 48h ahead",
             "keywords": ["99.9%", "berth-planner api"]},
            {"kind": "open", "turn": 4,
             "text": "unclear whether a p95 end-to-end latency target under 30s for ais-ingest is achievable with NautiCast",
             "keywords": ["p95", "30s", "ais-ingest"]},
        ],
        "answered": [0],
    },
    {
        "id": "f37",
        "day": "2026-07-13",
        "turns": [
            (U, "kafka disk on the msk cluster is at 82% 😬"),
            (A, "Which topic is the biggest? You can check with `kafka-log-dirs --describe --bootstrap-server ... --topic-list ais.positions`."),
            (U, "ais.positions by far, retention is 7 days and 12 partitions. consumers are lagging too\n```\nGROUP           TOPIC          PARTITION  LAG\nberth-planner   ais.positions  3          184233\nberth-planner   ais.positions  7          201877\n```"),
            (A, "Since raw positions are already archived to Postgres/S3, Kafka doesn't need to keep 7 days. And more partitions would let you scale consumers to fix the lag."),
            (U, "ok did it: ais.positions retention down to 3 days, partitions 12 -> 24, berth-planner consumer scaled to 24 replicas max"),
            (A, "Noted: ais.positions topic retention reduced from 7 to 3 days and partitions increased from 12 to 24; berth-planner consumers can scale to 24 replicas."),
            (U, "disk is dropping already 👌"),
            (A, "Great! Keep an eye on rebalancing for the next hour."),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Kafka topic ais.positions retention reduced from 7 to 3 days and partitions increased from 12 to 24",
             "keywords": ["ais.positions", "3 days", "12 -> 24"]},
        ],
        "answered": [1],
    },
    {
        "id": "f38",
        "day": "2026-07-20",
        "turns": [
            (U, "org news: hana moves to the platform team from aug 1 😢"),
            (A, "That's a big change. Who picks up her services?"),
            (U, "kwame becomes owner of invoicing, hana stays backup for a month for handover. pilot-roster backup becomes mei-lin"),
            (A, "Noted:\n- invoicing owner: Kwame Boateng (from Aug 1), Hana Kobayashi as backup during a one-month handover\n- pilot-roster backup: Mei-Lin Chou"),
            (U, "can u write the readme table again"),
            (A, "| service | owner | backup |\n|---|---|---|\n| berth-planner | Tomasz Wieczorek | Kwame Boateng |\n| pilot-roster | Tomasz Wieczorek | Mei-Lin Chou |\n| invoicing | Kwame Boateng | Hana Kobayashi |\n| ais-ingest | Amara Okafor | Tomasz Wieczorek |"),
            (U, "👍 we're doing cake for hana friday btw, the good bakery on storgata"),
            (A, "That sounds lovely!"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "Kwame Boateng becomes owner of invoicing from August 1 (Hana moves to platform and is backup for a month)",
             "keywords": ["kwame", "owner of invoicing"]},
            {"kind": "change", "turn": 2,
             "text": "Mei-Lin Chou becomes backup for pilot-roster",
             "keywords": ["pilot-roster backup", "mei-lin"]},
        ],
        "answered": [1, 4],
    },
    {
        "id": "f39",
        "day": "2026-07-24",
        "turns": [
            (U, "jonas: the dpo asked how long we keep crew personal data (names, passport no, nationality from the crew lists)"),
            (A, "Great question — do you have a policy today, or is it kept indefinitely?"),
            (U, "indefinitely lol. which is bad. we need it for port state control for a while though"),
            (A, "A common approach is to keep crew data for a fixed period after the vessel's last port call, then delete or anonymize it. Port state control lookbacks are usually 12-24 months."),
            (U, "jonas and the dpo agreed: crew personal data is deleted 24 months after the vessel's last port call. nightly job, priya builds it"),
            (A, "Noted: crew personal data (names, passport numbers, nationality) is deleted 24 months after the vessel's last port call, via a nightly job built by Priya."),
            (U, "does that include the clickhouse copy"),
            (A, "It should — any copy in the warehouse is personal data too. The nightly job should cover both Postgres and ClickHouse."),
            (U, "yes priya confirmed both"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "crew personal data is deleted 24 months after the vessel's last port call by a nightly job (Postgres and ClickHouse)",
             "keywords": ["crew personal data", "24 months"]},
        ],
        "answered": [0, 1, 6],
    },
    {
        "id": "f40",
        "day": "2026-07-30",
        "turns": [
            (U, "github actions bill for june: 2.4k usd. mostly the ais-ingest integration tests lol"),
            (A, "Larger teams often move heavy jobs to self-hosted runners. Options: actions-runner-controller on your EKS cluster, or cheap dedicated machines (e.g. Hetzner) with the runner installed."),
            (U, "amara set up 3 hetzner boxes last week as a test, builds are 2x faster"),
            (A, "That's a good result. Keep in mind self-hosted runners need patching and shouldn't run untrusted PRs from forks."),
            (U, "yeah. so we moved all ci to self-hosted runners on hetzner, github-hosted only for public repos"),
            (A, "Noted: all CI jobs for private repos now run on self-hosted Hetzner runners; GitHub-hosted runners remain only for public repos."),
            (U, "ok. hot as hell in the office today, 29 degrees in tromsø wtf"),
            (A, "That's unusual for Tromsø! Stay cool."),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "CI moved to self-hosted runners on Hetzner; GitHub-hosted runners only for public repos",
             "keywords": ["self-hosted runners", "hetzner"]},
        ],
        "answered": [],
    },
    # ------------------------------------------------------------------ 2026-08
    {
        "id": "f41",
        "day": "2026-08-04",
        "turns": [
            (U, "back from vacation. first thing: pg 17. the jsonb perf stuff would help berth-planner a lot"),
            (A, "Welcome back! Berth-planner is on PostgreSQL 16 since January's blue/green upgrade. PG 17 brings faster vacuum, better JSON functions and improved B-tree IN-list handling."),
            (U, "did the blue/green last time go fine? remind me"),
            (A, "From what you told me then, yes — blue/green was chosen for minimal downtime, and switchover takes under a minute."),
            (U, "ok same thing again. berth-planner upgraded to postgres 17 via blue/green last night, switchover took 41s"),
            (A, "Noted: berth-planner's database moved from PostgreSQL 16 to 17 via blue/green deployment; switchover took 41 seconds."),
            (U, "```\nberth_planner=> select version();\n PostgreSQL 17.5 on aarch64-unknown-linux-gnu, compiled by gcc (GCC) 12.4.0, 64-bit\n```\nlooks good"),
            (A, "Confirmed, 17.5. Remember to delete the old blue environment once you're confident."),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "berth-planner database upgraded from PostgreSQL 16 to 17 via blue/green",
             "keywords": ["berth-planner", "postgres 17"]},
        ],
        "answered": [2],
    },
    {
        "id": "f42",
        "day": "2026-08-11",
        "turns": [
            (U, "a shipping agent in ålesund called declan at 2am angry bc notify-gw texted him about a berth change that happens in 3 days"),
            (A, "That's a valid complaint. Most notification systems have quiet hours for non-urgent messages. Is there a priority field on notifications?"),
            (U, "there's severity: info/warn/critical"),
            (A, "Then you could hold info and warn SMS during quiet hours and only send critical immediately, releasing the held messages in the morning."),
            (U, "decided: no sms between 23:00 and 06:00 local time, except critical. held ones go out at 06:00"),
            (A, "Noted: notify-gw suppresses SMS between 23:00 and 06:00 recipient local time, except critical messages; held messages are sent at 06:00."),
            (U, "recipient local or port local?"),
            (A, "I'd suggest the recipient's timezone if you store it, falling back to the port's timezone."),
            (U, "we dont store it. port local then"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "notify-gw sends no SMS between 23:00 and 06:00 local (port) time except critical ones; held messages go out at 06:00",
             "keywords": ["no sms", "23:00", "06:00"]},
        ],
        "answered": [1, 6],
    },
    {
        "id": "f43",
        "day": "2026-08-18",
        "turns": [
            (U, "we have 2 new hires starting sept. i want to write down the pr rules properly, right now its vibes"),
            (A, "Good idea. Typical rules cover: number of approvals, who can approve sensitive code, CI requirements, and merge strategy. What do you have in mind?"),
            (U, "1 approval for everything, 2 approvals for auth-svc and invoicing because security/money. squash merge only. ci green required"),
            (A, "Here's a CONTRIBUTING section:\n```md\n## Pull requests\n- 1 approving review required (2 for auth-svc and invoicing)\n- CI must be green\n- Squash merge only\n```"),
            (U, "lgtm, merging that. from now on thats the rule"),
            (A, "Noted: PRs need one approval (two for auth-svc and invoicing), green CI, and squash merge."),
            (U, "can u also make the branch protection json for the github api"),
            (A, "```json\n{\n  \"required_status_checks\": {\"strict\": true, \"contexts\": [\"ci\"]},\n  \"required_pull_request_reviews\": {\"required_approving_review_count\": 2},\n  \"enforce_admins\": true,\n  \"restrictions\": null\n}\n```\nUse count 2 for auth-svc and invoicing, 1 elsewhere."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "pull requests need 1 approval, 2 for auth-svc and invoicing; squash merge only; green CI required",
             "keywords": ["2 approvals", "auth-svc", "squash merge"]},
        ],
        "answered": [1, 6],
    },
    {
        "id": "f44",
        "day": "2026-08-24",
        "turns": [
            (U, "declan and i talked about partner api v1. only 4 agents still use it and it's a pain to keep"),
            (A, "What's the plan for them — a deprecation period with a fixed sunset date?"),
            (U, "yes. v1 is deprecated as of today and gets shut off on 2027-01-31. we add a Sunset header and a Deprecation header to every v1 response"),
            (A, "Noted: partner API v1 is deprecated from today and will be shut down on January 31, 2027. All v1 responses get `Deprecation` and `Sunset: Sun, 31 Jan 2027 00:00:00 GMT` headers."),
            (U, "how do we actually tell the 4 agents tho. email? banner in the portal? both? declan said he'd think about it"),
            (A, "Both is common practice, but it's up to you and Declan."),
            (U, "ok. i'm starving, going to get kebab"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "partner API v1 deprecated, shut down on 2027-01-31; Sunset and Deprecation headers on every v1 response",
             "keywords": ["v1", "2027-01-31"]},
            {"kind": "open", "turn": 4,
             "text": "undecided how to notify the remaining v1 partner API users (email, portal banner or both)",
             "keywords": ["email", "banner"]},
        ],
        "answered": [1],
    },
    {
        "id": "f45",
        "day": "2026-08-28",
        "turns": [
            (U, "postmortem for the berth double-booking incident got blocked because the logs from 16 days ago were gone"),
            (A, "That's the 14-day Loki retention biting. Did anyone export the logs in time?"),
            (U, "no. ingrid is annoyed. and since datadog got cut we have budget"),
            (A, "Raising retention is straightforward in the Grafana Cloud stack settings. 30 days would cover the postmortem window (5 business days) with plenty of slack."),
            (U, "yep, we bumped log retention back to 30 days in loki, ingrid signed off on the cost"),
            (A, "Noted: Loki log retention is back to 30 days (from 14)."),
            (U, "thanks. lets never do that again lol"),
            (A, "Agreed 😄 Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Loki log retention increased back from 14 to 30 days",
             "keywords": ["30 days", "loki"]},
        ],
        "answered": [1],
    },
    # ------------------------------------------------------------------ 2026-09
    {
        "id": "f46",
        "day": "2026-09-02",
        "turns": [
            (U, "q4 planning today, i need help making the doc readable. notes:\n- offline mode pilot app (pilots lose signal in the fjords!!!)\n- berth conflict view v2\n- eur invoicing if danish port signs\n- kill partner api v1 (jan)"),
            (A, "Here's a structured version:\n\n**Q4 2026 priorities**\n1. Pilot app offline mode\n2. Berth conflict view v2\n3. EUR invoicing (conditional on Danish contract)\n4. Partner API v1 shutdown (Jan 31)\n\nIs the ordering right?"),
            (U, "yes. declan was very clear: offline mode for the pilot app is the #1 priority for q4, everything else can slip"),
            (A, "Noted: offline mode in the pilot app is the top Q4 priority; the other items can slip if needed."),
            (U, "mei-lin asked if we should use sqlite or realm for offline storage"),
            (A, "For a cross-platform app, SQLite (e.g. via op-sqlite or expo-sqlite) is the more common choice now since Realm's device sync was deprecated by MongoDB."),
            (U, "she'll go with sqlite then"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "offline mode for the pilot app is the number one priority for Q4",
             "keywords": ["offline mode", "q4"]},
            {"kind": "decision", "turn": 6,
             "text": "pilot app offline storage will use SQLite",
             "keywords": ["sqlite", "go with"]},
        ],
        "answered": [1, 4],
    },
    {
        "id": "f47",
        "day": "2026-09-08",
        "turns": [
            (U, "renovate opened a pr to bump go to 1.26 in the svc template"),
            (A, "Go 1.26 is a minor-version bump with the usual compatibility promise. Are the services using anything that changed, like the new `encoding/json/v2` experiment?"),
            (U, "nope. tests pass everywhere"),
            (A, "Then it should be safe. Would you like to standardize on 1.26 for all Go services, not just the template?"),
            (U, "yes. going forward all go services + the template are on go 1.26, renovate keeps us on latest patch"),
            (A, "Noted: all Go services and the service template now target Go 1.26 (from 1.25), with Renovate keeping patch versions current."),
            (U, "👍"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "all Go services and the service template move from Go 1.25 to Go 1.26",
             "keywords": ["go 1.26", "go services"]},
        ],
        "answered": [1, 3],
    },
    {
        "id": "f48",
        "day": "2026-09-14",
        "turns": [
            (U, "customers keep asking 'is berthly down?' in email during incidents. we need a status page"),
            (A, "Options: Atlassian Statuspage, Instatus, Better Stack, or incident.io's status pages since you already use it for paging."),
            (U, "oh incident.io has one? how much"),
            (A, "It's included in some incident.io plans; pricing depends on your tier, so check your contract."),
            (U, "checked, not in our tier, +$$$. instatus is 20/month. ok we'll use instatus at status.berthly.no"),
            (A, "Noted: the public status page will be hosted on Instatus at status.berthly.no."),
            (U, "who updates it during an incident though. ic is busy, comms person? we don't have one"),
            (A, "Some teams make it a defined role in the incident process, but that's your call."),
            (U, "yeah no answer today"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "public status page uses Instatus at status.berthly.no",
             "keywords": ["instatus", "status.berthly.no"]},
            {"kind": "open", "turn": 6,
             "text": "no one designated to update the status page during incidents",
             "keywords": ["who updates", "incident"]},
        ],
        "answered": [2],
    },
    {
        "id": "f49",
        "day": "2026-09-21",
        "turns": [
            (U, "berth-planner conflict check currently flags overlap only if two vessels are literally at the same berth at the same time"),
            (A, "In practice you need a buffer for mooring/unmooring and pilot boat movement. What do harbor masters usually want?"),
            (U, "tromsø wants 30 min, bergen said 45 for big cruise ships but 30 is fine as default"),
            (A, "A configurable buffer with a default and per-port override would cover both."),
            (U, "ok: default buffer between consecutive berthings = 30 minutes, ports can override in settings. tomasz implements"),
            (A, "Noted: berth-planner's conflict check uses a 30-minute default buffer between consecutive berthings at the same berth, overridable per port."),
            (U, "what should the setting be called"),
            (A, "Something like `berth_turnaround_buffer_min` — explicit about the unit."),
            (U, "nice"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "berth-planner conflict detection uses a default 30-minute buffer between consecutive berthings, overridable per port",
             "keywords": ["30 minutes", "buffer"]},
        ],
        "answered": [1, 6],
    },
    {
        "id": "f50",
        "day": "2026-09-28",
        "turns": [
            (U, "s3 bill: the berthly-documents bucket is 14TB. signed berth agreements + pdf invoices since 2019"),
            (A, "Are old documents accessed often? If not, a lifecycle rule moving them to a colder storage class would save most of that cost."),
            (U, "basically never after 3 months. but they have to be kept 10 years for bokføringsloven"),
            (A, "Then a lifecycle rule to S3 Glacier Flexible Retrieval after 90 days, with expiration after 10 years, fits well:\n```json\n{\"Rules\": [{\"ID\": \"docs-archive\", \"Status\": \"Enabled\",\n  \"Transitions\": [{\"Days\": 90, \"StorageClass\": \"GLACIER\"}],\n  \"Expiration\": {\"Days\": 3653}}]}\n```"),
            (U, "yes do that"),
            (A, "Applied via `aws s3api put-bucket-lifecycle-configuration --bucket berthly-documents --lifecycle-configuration file://lifecycle.json`. Documents now transition to Glacier after 90 days and are deleted after 10 years."),
            (U, "🙏 saving like 250 usd/month"),
        ],
        "facts": [
            {"kind": "decision", "turn": 3,
             "text": "berthly-documents bucket lifecycle: documents move to S3 Glacier after 90 days and expire after 10 years",
             "keywords": ["glacier", "90 days", "10 years"]},
        ],
        "answered": [1],
    },
    # ------------------------------------------------------------------ 2026-10
    {
        "id": "f51",
        "day": "2026-10-05",
        "turns": [
            (U, "mei-lin: we're buying tablets for the pilots finally. ipads break when they drop them on the pilot ladder lol"),
            (A, "Rugged Android tablets are the usual answer for maritime use: Samsung Galaxy Tab Active5, Zebra ET4x, or the Panasonic Toughbook line. Do you need glove-touch and sunlight readability?"),
            (U, "both. and a replaceable battery"),
            (A, "The Galaxy Tab Active5 has a user-replaceable battery, glove mode and IP68 — and it's much cheaper than Zebra or Panasonic."),
            (U, "ok ordered 40 galaxy tab active5 for the pilots, arrives in november"),
            (A, "Noted: 40 Samsung Galaxy Tab Active5 tablets ordered for pilots, arriving in November."),
            (U, "mdm? intune vs something else? ingrid hasnt decided"),
            (A, "Intune, Samsung Knox Manage, and Jamf (Apple only) are common. It's worth deciding before November so the devices can be enrolled out of the box."),
            (U, "yep. ok thats all, thx"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "40 Samsung Galaxy Tab Active5 rugged tablets ordered for pilots, arriving in November",
             "keywords": ["galaxy tab active5", "pilots"]},
            {"kind": "open", "turn": 6,
             "text": "MDM solution for the pilot tablets not decided (Intune or other)",
             "keywords": ["mdm", "intune"]},
        ],
        "answered": [1],
    },
    {
        "id": "f52",
        "day": "2026-10-12",
        "turns": [
            (U, "vonage is raising sms prices 40% in january"),
            (A, "Is delivery quality still good? If so it might be worth negotiating first; otherwise Sinch and LINK Mobility both have strong Nordic coverage."),
            (U, "we tested sinch in sept, delivery 99.6%, cheaper per message"),
            (A, "That's better on both counts than Vonage's numbers."),
            (U, "yep, moving notify-gw sms from vonage to sinch, cutover oct 20. keep vonage as fallback until end of year"),
            (A, "Noted: notify-gw SMS moves from Vonage to Sinch with cutover on October 20; Vonage remains a fallback until the end of the year."),
            (U, "thanks!! also did anyone ever fix the coffee machine on 3rd floor"),
            (A, "I wouldn't know, I'm afraid ☕"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "notify-gw SMS provider moving from Vonage to Sinch, cutover October 20; Vonage as fallback until end of year",
             "keywords": ["sinch", "vonage", "oct 20"]},
        ],
        "answered": [1],
    },
    {
        "id": "f53",
        "day": "2026-10-19",
        "turns": [
            (U, "jonas found a db password in a slack message again. we need proper secrets management"),
            (A, "Where do secrets live today?"),
            (U, "mix: sops-encrypted files in repos, ssm params, and 1password for humans"),
            (A, "A central secrets manager with short-lived dynamic credentials would remove most of that. HashiCorp Vault or AWS Secrets Manager are the usual choices."),
            (U, "jonas wants vault for the dynamic db creds. ok final: all service secrets move to hashicorp vault, deadline dec 15. sops gets removed. 1password stays for humans"),
            (A, "Noted: all service secrets migrate to HashiCorp Vault by December 15; SOPS-encrypted files are removed; 1Password remains for human credentials."),
            (U, "and can you tell ppl in #eng not to paste passwords in slack 😤"),
            (A, "I can't post in Slack, but here's a message:\n> Reminder: never paste secrets in Slack. Use 1Password sharing for humans; services will read from Vault."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "all service secrets move to HashiCorp Vault by December 15; SOPS removed; 1Password remains for humans",
             "keywords": ["vault", "dec 15"]},
        ],
        "answered": [1, 6],
    },
    {
        "id": "f54",
        "day": "2026-10-23",
        "turns": [
            (U, "we argue about severity every incident. is it a sev1? is it a sev2? lets write it down"),
            (A, "Good idea. Severity is usually defined by customer impact and duration. What's the most critical thing for your customers?"),
            (U, "berth-planner being down or wrong data. wrong data is worse honestly, ships come in to the wrong berth"),
            (A, "Here's a proposal:\n| sev | definition |\n|---|---|\n| SEV1 | berth-planner unavailable > 10 min, or incorrect berth/tide data shown to users, or data loss |\n| SEV2 | degraded performance or partial outage of a non-critical service |\n| SEV3 | minor bug, workaround available |"),
            (U, "agreed, take that as the official definition. ingrid signed off"),
            (A, "Noted — this table is now the official severity definition, with SEV1 covering berth-planner down for more than 10 minutes, incorrect berth or tide data, or data loss."),
            (U, "thanks 🙏 have a good weekend"),
            (A, "You too!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 3,
             "text": "SEV1 is defined as berth-planner unavailable more than 10 minutes, incorrect berth/tide data shown to users, or data loss",
             "keywords": ["sev1", "> 10 min", "data loss"]},
        ],
        "answered": [1],
    },
    {
        "id": "f55",
        "day": "2026-10-29",
        "turns": [
            (U, "last release broke the pilot roster export and nobody tested it. seun is furious"),
            (A, "Was QA part of the release checklist?"),
            (U, "optional lol. well not anymore. from the next release on, every release needs qa sign-off from oluwaseun (or kwame when seun is away) before prod"),
            (A, "Noted: every release requires QA sign-off from Oluwaseun Adeyemi — Kwame Boateng as the stand-in — before going to production."),
            (U, "can we make it a required check somehow"),
            (A, "Yes — use a GitHub environment for `production` with required reviewers set to Oluwaseun and Kwame. The deploy job waits for approval."),
            (U, "oh nice, doing that"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "every release requires QA sign-off from Oluwaseun Adeyemi (Kwame as stand-in) before production",
             "keywords": ["qa sign-off", "oluwaseun"]},
        ],
        "answered": [1, 4],
    },
    # ------------------------------------------------------------------ 2026-11
    {
        "id": "f56",
        "day": "2026-11-03",
        "turns": [
            (U, "already thinking about christmas lol. ingrid wants the freeze announced early this year"),
            (A, "Good idea. Same rules as last year? Last time it was Dec 22 – Jan 5 with hotfixes only, approved by Ingrid."),
            (U, "longer this year: freeze from fri dec 18 to mon jan 4. same hotfix rule. last release before freeze is wed dec 16"),
            (A, "Noted: the 2026 holiday code freeze runs from Friday December 18 to Monday January 4; hotfixes only with Ingrid's approval; the last regular release is Wednesday December 16."),
            (U, "does that line up with biweekly wednesdays"),
            (A, "If the cadence has held since April 8, then December 16 is indeed a release Wednesday (Apr 8 + 36 weeks)."),
            (U, "nice, math checks out"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "2026 holiday code freeze from December 18 to January 4; last release before it on December 16",
             "keywords": ["dec 18", "jan 4"]},
        ],
        "answered": [1, 4],
    },
    {
        "id": "f57",
        "day": "2026-11-09",
        "turns": [
            (U, "on-call retro: tuesday 10:00 handoff clashes with the new weekly planning"),
            (A, "When is the planning meeting, and is there a slot that avoids both it and the Monday backlog?"),
            (U, "planning is tue 10-11. wednesday after lunch is dead quiet"),
            (A, "Then Wednesday 13:00 could work: it avoids the Monday backlog and Tuesday planning."),
            (U, "agreed in the retro: on-call handoff moves to wednesday 13:00 starting nov 18. incident.io schedule updated"),
            (A, "Noted: on-call handoff moves from Tuesday 10:00 to Wednesday 13:00, starting November 18; the incident.io schedule is updated."),
            (U, "thx. ok heading out, pinnekjøtt tasting at my neighbors lmao"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "on-call handoff moves from Tuesday 10:00 to Wednesday 13:00, starting November 18",
             "keywords": ["wednesday 13:00", "handoff"]},
        ],
        "answered": [1],
    },
    {
        "id": "f58",
        "day": "2026-11-12",
        "turns": [
            (U, "aws sent the email: eks 1.32 goes to extended support soon, more $$"),
            (A, "Extended support costs 6x the standard per-cluster hourly fee. What are the clusters on?"),
            (U, "```\n$ kubectl version\nClient Version: v1.32.3\nServer Version: v1.32.9-eks-5b0c3e1\n```"),
            (A, "You'll need to go 1.32 → 1.33 → 1.34, since EKS only upgrades one minor version at a time. Check deprecated APIs with `kubent` or `pluto` first."),
            (U, "amara's plan, approved: both clusters to eks 1.34 by dec 1, staging first next week, prod the week after"),
            (A, "Noted: both EKS clusters will be upgraded to Kubernetes 1.34 by December 1 — staging first, production the following week."),
            (U, "pluto says we have one deprecated hpa in ais-ingest, fixing"),
            (A, "Likely an `autoscaling/v2beta2` manifest — switch it to `autoscaling/v2`."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "both EKS clusters upgraded to Kubernetes 1.34 by December 1, staging first then production",
             "keywords": ["eks 1.34", "dec 1"]},
        ],
        "answered": [1],
    },
    {
        "id": "f59",
        "day": "2026-11-16",
        "turns": [
            (U, "designing partner api v2 list endpoints. offset pagination in v1 was a disaster with 2M vessel calls"),
            (A, "Cursor-based pagination fixes deep offsets and is stable under inserts. A typical response:\n```json\n{\n  \"data\": [ ... ],\n  \"next_cursor\": \"eyJpZCI6IDE4MjM0fQ==\",\n  \"has_more\": true\n}\n```\nWhat page size limit do you want?"),
            (U, "default 100, and what's a sane max"),
            (A, "Somewhere around 500 keeps responses under a few MB for your payloads."),
            (U, "ok final: v2 uses cursor pagination, default page size 100, max 500, anything above gets clamped not rejected"),
            (A, "Noted: partner API v2 list endpoints use cursor pagination with a default page size of 100 and a maximum of 500; larger requested sizes are clamped to 500."),
            (U, "ty. brb standup"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "partner API v2 uses cursor pagination, default page size 100, max 500 (larger values clamped)",
             "keywords": ["cursor pagination", "max 500"]},
        ],
        "answered": [1, 2],
    },
    {
        "id": "f60",
        "day": "2026-11-19",
        "turns": [
            (U, "the eu-west-1 wobble last week scared ingrid. she asked 'what if ireland goes down for a day'"),
            (A, "Good question. Today everything except customs-bridge is in eu-west-1, so a full regional outage would take down berth-planner. Do you have a tested DR plan?"),
            (U, "we have a doc lol. never tested"),
            (A, "A first step is regular DR drills: restore the database from backups into another region and bring up a minimal berth-planner. That also tells you your real RTO/RPO."),
            (U, "ok decided: dr drill every quarter, restore to eu-north-1, first one is dec 9. amara leads"),
            (A, "Noted: quarterly disaster recovery drills restoring into eu-north-1, led by Amara; the first is on December 9."),
            (U, "whether we go actually multi-region long term is a whole other thing, nobody wants to decide that before the budget is set"),
            (A, "Understood, that stays open for now."),
            (U, "yeah. ok thanks, good chat"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "quarterly disaster recovery drills restoring into eu-north-1, led by Amara; first on December 9",
             "keywords": ["dr drill", "every quarter", "dec 9"]},
            {"kind": "open", "turn": 6,
             "text": "undecided whether to go multi-region long term, pending budget",
             "keywords": ["multi-region", "budget"]},
        ],
        "answered": [1],
    },
]


QUESTIONS = [
    {"question": "which major db version was the berth scheduling service going to in january?", "chat": "f01", "fact": 0},
    {"question": "who supplies our vessel position feed?", "chat": "f02", "fact": 0},
    {"question": "how long did we keep logs after the december cost cutting?", "chat": "f03", "fact": 0},
    {"question": "what verbosity does the ais service log at in production?", "chat": "f03", "fact": 1},
    {"question": "who has to okay a hotfix during the christmas 2025 freeze and what were the dates?", "chat": "f04", "fact": 0},
    {"question": "what time did on-call hand over during spring?", "chat": "f05", "fact": 0},
    {"question": "what bundler builds the customer-facing web frontend?", "chat": "f06", "fact": 0},
    {"question": "who is responsible for the pilot scheduling service?", "chat": "f07", "fact": 0},
    {"question": "what do we use to turn invoices into pdf files?", "chat": "f08", "fact": 0},
    {"question": "which company delivered our text messages in spring 2026?", "chat": "f09", "fact": 0},
    {"question": "which provider sends our transactional emails?", "chat": "f09", "fact": 1},
    {"question": "how many calls can a normal partner make to our external api each minute?", "chat": "f10", "fact": 0},
    {"question": "how often do we fetch water level data?", "chat": "f11", "fact": 0},
    {"question": "what accessibility standard does the web portal need to meet?", "chat": "f12", "fact": 0},
    {"question": "how soon after a major outage does the incident writeup have to be done, and who writes it?", "chat": "f13", "fact": 0},
    {"question": "how long are login tokens valid before they need refreshing?", "chat": "f14", "fact": 0},
    {"question": "what bot keeps our dependencies up to date?", "chat": "f15", "fact": 0},
    {"question": "which aws region hosts the integration with norwegian customs?", "chat": "f16", "fact": 0},
    {"question": "what nodejs runtime do the frontend and the notification gateway use?", "chat": "f17", "fact": 0},
    {"question": "what tool do we use for feature toggles?", "chat": "f18", "fact": 0},
    {"question": "what happens when a customs declaration keeps failing to submit?", "chat": "f19", "fact": 0},
    {"question": "how often do we ship regular releases?", "chat": "f20", "fact": 0},
    {"question": "which analytics database did we pick for reporting?", "chat": "f21", "fact": 0},
    {"question": "who is in charge of the data warehouse?", "chat": "f21", "fact": 2},
    {"question": "by when should reporting stop querying the production replica?", "chat": "f21", "fact": 1},
    {"question": "how long do we hold on to historical ship location data?", "chat": "f22", "fact": 0},
    {"question": "what's the oldest iphone os the pilot app still supports?", "chat": "f23", "fact": 0},
    {"question": "when does the yearly security assessment happen and what does it cover?", "chat": "f24", "fact": 0},
    {"question": "what backend receives our request tracing data these days?", "chat": "f25", "fact": 0},
    {"question": "what language should a new backend microservice be written in?", "chat": "f26", "fact": 0},
    {"question": "what is the billing service written in?", "chat": "f26", "fact": 1},
    {"question": "where are we still allowed to write python?", "chat": "f26", "fact": 2},
    {"question": "which tool wakes up the on-call engineer?", "chat": "f27", "fact": 0},
    {"question": "when each month does bergen's harbour office receive their export file?", "chat": "f28", "fact": 0},
    {"question": "which currencies can we bill customers in?", "chat": "f29", "fact": 0},
    {"question": "what's the request throttle for big enterprise partners?", "chat": "f30", "fact": 0},
    {"question": "which firm ran the penetration test this year?", "chat": "f31", "fact": 0},
    {"question": "how far back can we restore a production database to a point in time?", "chat": "f32", "fact": 0},
    {"question": "which css framework should new portal components use?", "chat": "f33", "fact": 0},
    {"question": "which days were we allowed to deploy during the summer holidays?", "chat": "f34", "fact": 0},
    {"question": "which release of the mapping authority's endpoint does our water level poller use?", "chat": "f35", "fact": 0},
    {"question": "what uptime target do we promise for the berth scheduling api?", "chat": "f36", "fact": 0},
    {"question": "how many shards does the ais stream in kafka have, and how long is it kept?", "chat": "f37", "fact": 0},
    {"question": "who owns the billing service since hana left for platform?", "chat": "f38", "fact": 0},
    {"question": "when do we delete sailors' personal details?", "chat": "f39", "fact": 0},
    {"question": "where do our ci builds run?", "chat": "f40", "fact": 0},
    {"question": "what postgres major is berth-planner on after the summer?", "chat": "f41", "fact": 0},
    {"question": "at what hours are we not allowed to text shipping agents?", "chat": "f42", "fact": 0},
    {"question": "how many reviewers does a change to the authentication service need?", "chat": "f43", "fact": 0},
    {"question": "when does the old version of the partner api get turned off?", "chat": "f44", "fact": 0},
    {"question": "how many days of logs do we keep as of autumn 2026?", "chat": "f45", "fact": 0},
    {"question": "what's the most important thing on the roadmap for the last quarter of 2026?", "chat": "f46", "fact": 0},
    {"question": "what embedded store will the mobile app for pilots use offline?", "chat": "f46", "fact": 1},
    {"question": "which go toolchain are the services on since september?", "chat": "f47", "fact": 0},
    {"question": "where do customers check if berthly is having an outage?", "chat": "f48", "fact": 0},
    {"question": "how much gap is required between two ships using the same quay?", "chat": "f49", "fact": 0},
    {"question": "when do signed agreements and invoice pdfs move to cold storage, and when are they deleted?", "chat": "f50", "fact": 0},
    {"question": "what rugged devices are the harbour pilots getting?", "chat": "f51", "fact": 0},
    {"question": "who is our text message vendor after october?", "chat": "f52", "fact": 0},
    {"question": "where will application credentials be stored and by when?", "chat": "f53", "fact": 0},
    {"question": "what counts as our highest severity incident?", "chat": "f54", "fact": 0},
    {"question": "who has to approve before a release goes to production?", "chat": "f55", "fact": 0},
    {"question": "when is the end-of-year deploy freeze in 2026?", "chat": "f56", "fact": 0},
    {"question": "when does the on-call rotation switch over now?", "chat": "f57", "fact": 0},
    {"question": "which kubernetes version are the clusters moving to?", "chat": "f58", "fact": 0},
    {"question": "what's the biggest page a v2 list call can return?", "chat": "f59", "fact": 0},
    {"question": "how often do we rehearse recovering from a region outage?", "chat": "f60", "fact": 0},
]


def _check():
    import datetime as _dt

    assert len(CHATS) >= 55, len(CHATS)
    assert len(QUESTIONS) >= 45, len(QUESTIONS)
    ids = [c["id"] for c in CHATS]
    assert len(ids) == len(set(ids)), "duplicate chat ids"
    by_id = {c["id"]: c for c in CHATS}
    lo, hi = _dt.date(2025, 12, 1), _dt.date(2026, 11, 20)
    months = {}
    for c in CHATS:
        cid = c["id"]
        assert isinstance(cid, str) and cid.startswith("f"), cid
        d = _dt.date.fromisoformat(c["day"])
        assert lo <= d <= hi, (cid, c["day"])
        months[(d.year, d.month)] = months.get((d.year, d.month), 0) + 1
        turns = c["turns"]
        assert 6 <= len(turns) <= 12, (cid, len(turns))
        for t in turns:
            assert isinstance(t, tuple) and len(t) == 2, (cid, t)
            assert t[0] in (U, A), (cid, t[0])
            assert isinstance(t[1], str) and t[1].strip(), (cid, "empty turn")
        facts = c["facts"]
        assert 1 <= len(facts) <= 3, (cid, len(facts))
        open_turns = set()
        for f in facts:
            assert f["kind"] in ("decision", "change", "open"), (cid, f["kind"])
            ti = f["turn"]
            assert isinstance(ti, int) and 0 <= ti < len(turns), (cid, ti)
            assert isinstance(f["text"], str) and f["text"].strip(), cid
            kws = f["keywords"]
            assert 2 <= len(kws) <= 4, (cid, kws)
            low = turns[ti][1].lower()
            for k in kws:
                assert isinstance(k, str) and k and k == k.lower(), (cid, k)
                assert k in low, (cid, ti, k)
            if f["kind"] == "open":
                open_turns.add(ti)
        for ai in c["answered"]:
            assert isinstance(ai, int) and 0 <= ai < len(turns), (cid, ai)
            assert ai not in open_turns, (cid, ai)
    expected = []
    y, m = 2025, 12
    while (y, m) <= (2026, 11):
        expected.append((y, m))
        y, m = (y + 1, 1) if m == 12 else (y, m + 1)
    for ym in expected:
        assert months.get(ym, 0) >= 3, ("month spread", ym, months.get(ym, 0))
    for q in QUESTIONS:
        assert isinstance(q["question"], str) and q["question"].strip()
        assert q["chat"] in by_id, q
        facts = by_id[q["chat"]]["facts"]
        assert isinstance(q["fact"], int) and 0 <= q["fact"] < len(facts), q
        assert facts[q["fact"]]["kind"] != "open", q


_check()
