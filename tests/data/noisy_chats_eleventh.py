# Development data since 2026-12-01 (session 13): released after its last held-out measurement, below.
# Held-out noisy-chat set no. 11 (60 chats, 65 facts, 65 questions; a bicycle courier co-op), written on 2026-12-01
# by a helper that never saw the code or the other sets. Its misses were not read. Measured by the lead only (python
# -m tests.noisy_chat_quality eleventh): at 744909b (before session 12) coverage 0.89 / 0.89 / 0.86, noise lines
# 51/217 (0.24), core memory noise 0/1, recall 55/65 (0.85); at session 12's merged code (3c30420) coverage 0.88 /
# 0.88 / 0.85, noise 42/205 (0.20), core memory noise 0/1, recall 54/65 (0.83).
"""Hand-labeled evaluation corpus: noisy chats between a bicycle courier co-op and its AI assistant.

Organisation
------------
Spoke & Satchel Cooperative, a rider-owned bicycle courier co-op in the (fictional) mid-size
city of Brackwater.  Depot on Cable Street; city split into zones (North, University, Old Town,
Docks).  Domain: spokeandsatchel.example.  All phone numbers are from fictional/drama ranges.

People (8 + the assistant)
--------------------------
- Maren Okafor      - dispatch lead
- Tomasz "Tom" Wierzbicki - rider rep
- Priya Raman       - app team lead (Cogwheel)
- Jonah Feld        - backend developer
- Ines Carvalho     - repair workshop lead
- Dele Adeyemi      - finance
- Ruth Langley      - client accounts
- Sami Haddad       - safety & rider coordinator
- the assistant     - the team's AI assistant

Systems / things
----------------
Cogwheel (in-house Django + Postgres dispatch app: Android rider app, dispatcher console,
client API) on one VPS; GlitchTip (self-hosted error monitoring); SMS via TextLoop, later
RelayText; routing via self-hosted OSRM, later hosted GraphHopper; Firebase Cloud Messaging for
job-offer pushes; Ledgerly (accounting); Veloparts Wholesale (parts supplier); Packhorse L2
e-cargo bikes; Mutual Velo (insurer); Rainhaven (jackets).  Clients mentioned: Harrow & Vane
solicitors, Larkspur Pharmacy, Northgate Bakery, a print shop, a florist.

Span and counts
---------------
60 chats dated 2025-12-01 .. 2026-11-27 (uneven: busy Dec-Apr, thin Jun-Aug, busier Sep-Nov).
65 facts: 45 decisions, 12 changes, 8 open questions.  5 chats carry no fact (c05, c16, c25,
c36, c46), 10 chats carry two facts.  65 questions, exactly one per fact.  Turn indexes are
0-based.

Chats that change an earlier decision (change fact -> overridden decision)
-------------------------------------------------------------------------
- c24 f0: SMS provider TextLoop -> RelayText            (overrides c02 f0)
- c27 f0: first dispatch shift 07:00 -> 06:30           (overrides c06 f0)
- c29 f0: wet-weather surcharge 1.50 -> 2.00 GBP        (overrides c15 f0)
- c31 f0: rider base rate 4.20 -> 4.60 GBP per drop     (overrides c01 f0)
- c33 f0: releases fortnightly Tue -> weekly Thu        (overrides c11 f0)
- c35 f0: client payment terms 30 -> 14 days            (overrides c07 f0)
- c37 f0: max shift length 9 -> 8 hours                 (overrides c19 f0)
- c38 f0: co-op meeting Mon 18:00 -> Wed 17:30          (overrides c13 f0)
- c40 f0: cargo tyre Marathon Plus -> Big Ben Plus      (overrides c03 f0)
- c42 f0: routing self-hosted OSRM -> hosted GraphHopper (overrides c18 f0)
- c45 f0: backup retention 14 -> 30 days                (overrides c14 f0)
- c48 f0: cargo service interval 800 -> 600 km          (overrides c17 f0)

Open questions that stay open (never answered anywhere in the corpus)
---------------------------------------------------------------------
- c14 f1: move Postgres to a managed database? (re-mentioned as still open in c45)
- c23 f1: accept cash on delivery?
- c39 f1: e-bikes for all riders, not only cargo?
- c47 f1: who owns changing the depot alarm code?
- c51 f1: who covers client accounts during Ruth's parental leave?
- c54 f0: Ledgerly annual vs monthly plan?
- c56 f1: apply for the council cargo-bike subsidy?
- c58 f0: get a van for oversized deliveries?
"""

U = "user"; A = "assistant"

CHATS = [
    # ------------------------------------------------------------------ December 2025
    {
        "id": "c01",
        "day": "2025-12-01",
        "turns": [
            (U, "hi! maren here, dispatch lead at spoke & satchel. priya set you up for us so, hello i guess 👋"),
            (A, "Hello Maren, nice to meet you! I'm the team's assistant — I can help with rota drafts, client emails, pricing maths, app questions and so on. What are you working on today?"),
            (U, "rider pay. we're finally moving off the old hourly thing to per-drop pay. co-op assembly voted last night"),
            (A, "Congratulations on getting it through the assembly. Do you have a figure in mind for the base rate, or would you like me to model a few options against last month's volumes?"),
            (U, "can you model 4.00 / 4.50 and whatever's in between against november? we did 6,412 drops, 19 riders"),
            (A, "Here's November at each rate (6,412 drops, 19 active riders):\n\n| rate | total | avg per rider |\n|---|---|---|\n| £4.00 | £25,648 | £1,349.89 |\n| £4.20 | £26,930.40 | £1,417.39 |\n| £4.50 | £28,854 | £1,518.63 |\n\nNovember's hourly payroll was £26,710, so £4.20 is the closest to cost-neutral."),
            (U, "yeah that's what dele said too. ok final call: base rate is £4.20 per drop from 1 january, on top of the existing long-distance supplement"),
            (A, "Noted — base rider pay will be £4.20 per drop starting 1 January, with the long-distance supplement unchanged. Want me to draft the announcement for the riders' channel?"),
            (U, "tomorrow, brb dinner"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "Riders move to per-drop pay with a base rate of £4.20 per drop from 1 January 2026, plus the existing long-distance supplement.", "keywords": ["4.20", "per drop"]},
        ],
        "answered": [4],
    },
    {
        "id": "c02",
        "day": "2025-12-02",
        "turns": [
            (U, "morning. priya (app team). need a second opinion on SMS providers for the cogwheel delivery notifications"),
            (A, "Morning Priya! Happy to help. Which providers are you comparing, and roughly how many messages a month?"),
            (U, "about 9k/month. TextLoop is 3.1p per message, RelayText is 2.6p but their API only does webhooks for delivery receipts, no polling. also TextLoop has a UK support line"),
            (A, "At 9,000 messages TextLoop comes to about £279/month and RelayText about £234/month, so roughly £45 a month difference. The webhook-only receipts on RelayText mean you'd need a public endpoint on Cogwheel to receive them — not hard, but it's extra work before launch. If the launch date is tight, TextLoop is the lower-risk option."),
            (U, "does textloop support alphanumeric sender IDs? want it to say SPOKESATCH not a random number"),
            (A, "Yes — alphanumeric sender IDs of up to 11 characters are supported for UK numbers, so SPOKESATCH (10 characters) fits. Customers can't reply to an alphanumeric sender, though."),
            (U, "fine, nobody should text back anyway. ok we'll use TextLoop for launch, jonah can wire it up this week"),
            (A, "Great — TextLoop it is for delivery notifications, with SPOKESATCH as the sender ID. I'll keep the RelayText numbers in mind in case you revisit it when volumes grow."),
            (U, "ty 🙏"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "TextLoop is chosen as the SMS provider for Cogwheel customer delivery notifications at launch (sender ID SPOKESATCH).", "keywords": ["TextLoop", "launch"]},
        ],
        "answered": [4],
    },
    {
        "id": "c03",
        "day": "2025-12-03",
        "turns": [
            (U, "hiya, ines from the workshop. we keep getting punctures on the cargo bikes, 14 in november 🙄"),
            (A, "Hi Ines — 14 in a month is a lot. Which tyres are on them at the moment, and are the punctures mostly glass/flints or pinch flats?"),
            (U, "mixed bag of whatever was cheap. mostly glass from the docks area. I'm thinking we standardise on one tyre across the fleet"),
            (A, "Standardising makes sense — fewer SKUs in stock, and riders get used to one feel. For glass-heavy routes the usual contenders are Schwalbe Marathon Plus (very puncture resistant, heavy, harsh ride) and Big Ben Plus (wider, comfier, slightly less protection). Marathon Plus is usually the pick when punctures are the main problem."),
            (U, "price for 20 inch x 2.15?"),
            (A, "I don't have live prices, but list prices I've seen are in the £35–45 range per tyre for Marathon Plus in 20\" sizes. Worth checking your wholesaler's trade price."),
            (U, "ok decided: Marathon Plus on every cargo bike, fitted as the old tyres wear out, not all at once. I'll keep 6 in stock"),
            (A, "Noted: Marathon Plus becomes the standard cargo bike tyre, fitted as old tyres wear out, with 6 kept in stock. Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "Marathon Plus becomes the standard tyre on every cargo bike, fitted as old tyres wear out; 6 kept in stock.", "keywords": ["Marathon Plus", "cargo"]},
        ],
        "answered": [4],
    },
    {
        "id": "c04",
        "day": "2025-12-03",
        "turns": [
            (U, "hi, Dele (finance). quick one, or maybe not quick"),
            (A, "Hi Dele! Go ahead."),
            (U, "we're still doing the books in a shared spreadsheet + the accountant does year end. I want proper accounting software before january. shortlisted Ledgerly and Abacus Cloud. Ledgerly is £28/mo, abacus £22/mo but no co-op member equity accounts"),
            (A, "The member equity accounts are a big deal for a co-op — tracking each member's share capital and surplus allocations by hand is where spreadsheets usually go wrong. Does Ledgerly handle those natively?"),
            (U, "yes, they've got a 'co-operative' template with member capital accounts. also the bank feed from our bank works"),
            (A, "Then Ledgerly looks like the better fit despite the extra £6/month (£72/year). The bank feed alone will save hours at month end."),
            (U, "ok let's go with Ledgerly, starting 1 jan so the year is clean. I'll migrate opening balances over christmas (joy)"),
            (A, "Sounds good: Ledgerly from 1 January with opening balances migrated over Christmas. Want a checklist for the migration?"),
            (U, "yes pls but later, lunch now"),
            (A, "Enjoy lunch! I'll have a checklist ready whenever you want it."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "The co-op moves its books from a spreadsheet to Ledgerly from 1 January 2026.", "keywords": ["Ledgerly", "1 jan"]},
        ],
        "answered": [],
    },
    {
        "id": "c05",
        "day": "2025-12-05",
        "turns": [
            (U, "yo. getting this on the staging box, any idea?\n\n```\n2025-12-05T10:14:22Z ERROR cogwheel.dispatch: assign_job failed job_id=88213 rider_id=None\nTraceback (most recent call last):\n  File \"/srv/cogwheel/dispatch/assign.py\", line 142, in assign_job\n    rider = pick_nearest(job.pickup, candidates)\n  File \"/srv/cogwheel/dispatch/assign.py\", line 61, in pick_nearest\n    return min(candidates, key=lambda r: dist(r.pos, point))\nValueError: min() arg is an empty sequence\n```"),
            (A, "That's `min()` being called with an empty `candidates` list — there were no available riders when job 88213 came in. `pick_nearest` should handle that case, e.g.:\n\n```python\ndef pick_nearest(point, candidates):\n    if not candidates:\n        return None\n    return min(candidates, key=lambda r: dist(r.pos, point))\n```\n\nand `assign_job` should leave the job in the queue when it gets `None` back."),
            (U, "lol yeah staging only has 2 fake riders and both were 'on break'. ok patching"),
            (A, "Makes sense! A test for the no-riders case would be worth adding so it doesn't come back."),
            (U, "done. tests green. anyone know if the falafel place on cable st is open again"),
            (A, "I'm afraid I don't know about local opening hours — maybe ask in the team channel?"),
            (U, "haha fair. brb"),
            (U, "it's open. extra halloumi. life is good"),
        ],
        "facts": [],
        "answered": [0],
    },
    {
        "id": "c06",
        "day": "2025-12-08",
        "turns": [
            (U, "morning. maren again. planning the january dispatch rota and I want to fix two things before I do"),
            (A, "Morning Maren! What are the two things?"),
            (U, "1) first dispatch shift start time. right now it's whoever turns up between 7 and 8 which is chaos, and the print shop pickup is 7:15. 2) zones. we're still running 'north' and 'everywhere else'"),
            (A, "For the start time: since the earliest regular pickup is the print shop at 7:15, a fixed 07:00 start gives you 15 minutes of slack.\n\nFor zones, a common split for a city your size is 4 zones along natural boundaries — e.g. North, Docks, Old Town and University — so each group of riders has a manageable area. Do those boundaries match how riders already think about the city?"),
            (U, "pretty much yes, riders already say 'the docks' and 'uni side'. river is the obvious line between docks and old town"),
            (A, "Then the river works as the Docks/Old Town border, and the ring road could separate North from University. Want me to sketch a description for the rota doc?"),
            (U, "go on then. and ok: first shift starts 07:00 sharp, no more rolling start"),
            (A, "Noted — first dispatch shift starts at 07:00 sharp. Draft zone description:\n\n- **North**: everything north of the ring road\n- **University**: south of the ring road, east of Mill Lane\n- **Old Town**: between Mill Lane and the river\n- **Docks**: south/west of the river\n\nAdjust street names as needed."),
            (U, "perfect. agreed, we go with those 4 zones — North, University, Old Town, Docks. from the jan rota"),
            (A, "Great, I'll keep those four zones in mind for the January rota. Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "The first dispatch shift starts at 07:00 sharp; the rolling 7-8am start is dropped.", "keywords": ["07:00", "first shift"]},
            {"kind": "decision", "turn": 8, "text": "The city is split into 4 dispatch zones — North, University, Old Town, Docks — from the January rota.", "keywords": ["4 zones", "Docks"]},
        ],
        "answered": [],
    },
    {
        "id": "c07",
        "day": "2025-12-10",
        "turns": [
            (U, "Hello! Ruth, client accounts. Can you help me tidy up our standard terms for business clients? We've never actually written them down 😬"),
            (A, "Hi Ruth! Of course. What do you have at the moment — even informal practice is a good starting point."),
            (U, "We invoice monthly, people pay whenever. Biggest client (Harrow & Vane solicitors) pays in about 45 days, the bakery pays instantly. We also need something about lost parcels"),
            (A, "A typical set for a small courier would cover: invoicing frequency, payment terms, late payment, liability for lost or damaged items (with a cap), and cancellation. For payment terms, 30 days from invoice is the most common for B2B in the UK; 14 days is tighter but some small businesses use it. What feels realistic for your clients?"),
            (U, "30 days. harrow & vane will moan at anything shorter. what about a liability cap?"),
            (A, "Many couriers cap liability at a fixed amount per item unless the client declares a higher value, something like £100 per consignment. I'd check with your insurer before putting a number in writing, since the cap should match what the policy covers."),
            (U, "ok I'll ask dele about the insurer. but payment terms are settled: 30 days from invoice date, monthly invoicing"),
            (A, "Noted: monthly invoicing, payment due 30 days from the invoice date. I'll leave the liability cap blank until you've heard from Dele."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "Business clients are invoiced monthly with payment due 30 days from the invoice date.", "keywords": ["30 days", "invoice"]},
        ],
        "answered": [4],
    },
    {
        "id": "c08",
        "day": "2025-12-12",
        "turns": [
            (U, "jonah. we have zero error monitoring on prod cogwheel. found out about the assign_job crash from a rider texting maren 🙃"),
            (A, "That's not a fun way to find out. Options: a hosted service like Sentry, or a self-hosted Sentry-compatible one like GlitchTip. Do you have budget, or would you rather run it yourselves?"),
            (U, "budget is ~0. we already have the VPS with spare RAM. how heavy is glitchtip?"),
            (A, "GlitchTip is fairly light: a web process, a worker, Postgres and Redis. For a small app, around 1 GB of RAM is usually plenty. It speaks the Sentry protocol, so in Django it's just:\n\n```python\nimport sentry_sdk\nsentry_sdk.init(dsn=os.environ[\"GLITCHTIP_DSN\"], traces_sample_rate=0.0)\n```"),
            (U, "nice. and alerts to email?"),
            (A, "Yes, it supports email alerts per project, and webhooks if you want them in the team chat later."),
            (U, "ok do it — we'll self-host GlitchTip on the cogwheel VPS, alerts to dev@spokeandsatchel.example"),
            (A, "Noted. GlitchTip self-hosted on the Cogwheel VPS, alerts going to dev@spokeandsatchel.example. Want a docker-compose snippet to start from?"),
            (U, "nah I've got one. thanks!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "Error monitoring for Cogwheel: self-hosted GlitchTip on the Cogwheel VPS, alerts to dev@spokeandsatchel.example.", "keywords": ["GlitchTip", "VPS"]},
        ],
        "answered": [2, 4],
    },
    {
        "id": "c09",
        "day": "2025-12-15",
        "turns": [
            (U, "hey it's sami (safety). riders keep turning up with helmets that are older than me"),
            (A, "Ha — hi Sami. Helmets do degrade over time; manufacturers generally suggest replacing them every 3–5 years or after any crash. Are you thinking of a policy?"),
            (U, "yeah. helmets mandatory on shift (they already are, on paper) and the co-op chips in for a new one. how much tho"),
            (A, "Decent commuter helmets start around £40–50, and ones with MIPS are typically £60–90. A reimbursement cap of around £50–60 would cover a good basic helmet, with riders topping up if they want something fancier. With ~19 riders, even if everyone claimed £60 that's £1,140 once every few years."),
            (U, "dele will faint"),
            (A, "It could be spread out — reimburse on replacement only, with receipts, rather than everyone at once."),
            (U, "ok agreed with dele just now: co-op reimburses up to £60 for a helmet, receipt required, once every 3 years per rider"),
            (A, "Great, noted: helmet reimbursement up to £60 with a receipt, once every 3 years per rider. Shall I write it up for the rider handbook?"),
            (U, "yes pls, short version"),
            (A, "**Helmets**: You must wear a helmet on every shift. The co-op will reimburse up to £60 towards a new helmet once every 3 years — just send your receipt to finance@spokeandsatchel.example."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "The co-op reimburses up to £60 towards a rider's helmet, receipt required, once every 3 years per rider.", "keywords": ["60", "helmet"]},
        ],
        "answered": [2, 8],
    },
    {
        "id": "c10",
        "day": "2025-12-18",
        "turns": [
            (U, "hiii. xmas question. are we working 24/25/26 dec"),
            (A, "Hi Maren! That's for the co-op to decide, but I can help think it through. Has any client asked for deliveries on those days?"),
            (U, "harrow & vane are closed from 24th lunchtime to 2nd jan. the print shop wants deliveries on the 24th morning. nobody wants 25/26 obviously"),
            (A, "So the real demand is the morning of the 24th. One option: closed 25 and 26 December, with a small crew on the 24th until early afternoon. Riders could volunteer for the 24th at the normal rate."),
            (U, "how many riders for skeleton? print shop + the usual reckons ~120 drops"),
            (A, "If you expect around 120 drops before 14:00, 4 riders would cover it at ~30 drops each, which is a busy but normal morning."),
            (U, "yeah 4 sounds right. ok decision: closed 25 and 26 dec, skeleton crew of 4 on the 24th until 14:00, volunteers only"),
            (A, "Noted — closed 25–26 December; on the 24th a volunteer skeleton crew of 4 riders until 14:00. I can draft a client notice if you like."),
            (U, "ruth is doing that, but thx 🎄"),
            (A, "🎄 Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "Christmas 2025: closed 25 and 26 December; volunteer skeleton crew of 4 riders on 24 December until 14:00.", "keywords": ["25 and 26", "skeleton"]},
        ],
        "answered": [4],
    },
    {
        "id": "c11",
        "day": "2025-12-22",
        "turns": [
            (U, "priya. we've been shipping cogwheel whenever jonah feels like it which means friday 5pm 😅"),
            (A, "Friday 5pm deploys — a classic. Do you want a fixed release rhythm?"),
            (U, "yes. we're 2 devs part-time. weekly feels like a lot"),
            (A, "For two part-time devs, a fortnightly release is a reasonable rhythm. Early in the week (Tuesday) is good: quiet dispatch day, and you have the rest of the week to fix anything that breaks. Hotfixes can go out anytime."),
            (U, "tuesday is actually our quietest day, yes. fortnightly tuesdays then. first one 6 jan"),
            (A, "Got it: Cogwheel releases every two weeks on Tuesday, starting 6 January, with hotfixes allowed in between. Would you like a short release checklist?"),
            (U, "yes"),
            (A, "Release checklist:\n1. Merge to `main` by Monday 18:00\n2. Run migrations on staging, smoke test the rider app\n3. Tag `vYYYY.MM.DD`\n4. Deploy Tuesday before 10:00\n5. Post release notes in #cogwheel\n6. Watch GlitchTip for an hour"),
            (U, "👍 merry xmas"),
            (A, "Merry Christmas, Priya!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Cogwheel is released fortnightly on Tuesdays, starting 6 January 2026; hotfixes any time.", "keywords": ["fortnightly", "tuesday"]},
        ],
        "answered": [],
    },
    # ------------------------------------------------------------------ January 2026
    {
        "id": "c12",
        "day": "2026-01-05",
        "turns": [
            (U, "happy new year! dele. year end numbers are in-ish"),
            (A, "Happy New Year, Dele! How did the year end look?"),
            (U, "surplus of £18,400 for 2025. assembly needs a proposal for how to split it: reserves vs rider bonus"),
            (A, "Nice result. A few common splits:\n\n| reserve | bonus | reserve £ | bonus £ |\n|---|---|---|---|\n| 30% | 70% | £5,520 | £12,880 |\n| 40% | 60% | £7,360 | £11,040 |\n| 50% | 50% | £9,200 | £9,200 |\n\nWith cargo bikes due for replacement this year, a bigger reserve might be wise."),
            (U, "bonus shared by hours worked or equally?"),
            (A, "Most worker co-ops split by hours worked (or pay earned), since it reflects contribution; some do a flat part plus an hours-based part. Hours-based is the simplest to explain."),
            (U, "update from tonight's assembly: 40% reserve, 60% bonus split by hours worked, paid with january pay. went through 17 to 2"),
            (A, "Great — noted: the 2025 surplus is split 40% to reserves (£7,360) and 60% as a rider bonus (£11,040), shared by hours worked and paid with January pay."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "The 2025 surplus (£18,400) is split 40% to reserves and 60% as a rider bonus, shared by hours worked, paid with January pay.", "keywords": ["40%", "bonus"]},
        ],
        "answered": [4],
    },
    {
        "id": "c13",
        "day": "2026-01-07",
        "turns": [
            (U, "hey, tom here (rider rep). can you help me with something boring"),
            (A, "Hi Tom! Boring is my speciality. What's up?"),
            (U, "we need a regular co-op meeting. right now it's 'whenever maren sends a doodle' and half the riders never see it"),
            (A, "A fixed slot would help. What constraints are there — shifts, workshop hours, childcare?"),
            (U, "last shift ends 18:00 most days. mondays are quiet. people hate weekends"),
            (A, "Then Monday at 18:00, right after the last shift, might work — riders are already at the depot. Monthly or weekly?"),
            (U, "weekly, 45 mins max. ok we'll do mondays 18:00 at the depot, starting 12 jan. I'll put it on the board"),
            (A, "Noted: weekly co-op meeting on Mondays at 18:00 at the depot, max 45 minutes, starting 12 January. Want a standing agenda template?"),
            (U, "go on"),
            (A, "Standing agenda (45 min):\n1. Check-in round (5)\n2. Dispatch & rota (10)\n3. Workshop / safety (10)\n4. Finance & clients (10)\n5. AOB + who takes notes next week (10)"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "Weekly co-op meeting on Mondays at 18:00 at the depot, max 45 minutes, starting 12 January 2026.", "keywords": ["mondays", "18:00"]},
        ],
        "answered": [8],
    },
    {
        "id": "c14",
        "day": "2026-01-09",
        "turns": [
            (U, "jonah. db backups. currently: none 😐 (well, the VPS provider snapshots weekly)"),
            (A, "Weekly snapshots are better than nothing, but a bad migration on a Wednesday could cost you days of jobs. A nightly pg_dump to off-site storage is the usual minimum."),
            (U, "ok. nightly pg_dump to the object storage bucket. db is ~1.8GB, compresses to 300MB. how long to keep them?"),
            (A, "At 300 MB a night, 14 days is about 4.2 GB and 30 days about 9 GB — both cheap. 14 days covers most 'oops' cases; 30 days helps if you notice a data problem late, e.g. at month-end invoicing."),
            (U, "14 is fine for now. cron at 03:00"),
            (A, "Here's a crontab line:\n\n```\n0 3 * * * /srv/cogwheel/bin/backup.sh >> /var/log/cogwheel-backup.log 2>&1\n```\nand backup.sh runs `pg_dump -Fc`, uploads to the bucket, then `rclone delete --min-age 14d bucket:cogwheel-backups`."),
            (U, "cool, going with that: nightly at 03:00, keep 14 days. separate question, should we just move postgres to a managed db and stop babysitting it? the hosting place wants £25/mo"),
            (A, "There are good arguments both ways: managed gives you automatic backups, point-in-time recovery and upgrades; self-hosted is cheaper and keeps everything on one box. It probably depends on how much time you spend on maintenance today and whether Dele is OK with the extra £300 a year. Want me to write up pros and cons for the team?"),
            (U, "nah, let me think about it, and I need to ask dele anyway. parking it"),
            (A, "Understood, we'll leave managed Postgres as an open question for now."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "Nightly pg_dump backups at 03:00 to object storage, kept for 14 days.", "keywords": ["03:00", "14 days"]},
            {"kind": "open", "turn": 6, "text": "Whether to move Postgres to the hosting provider's managed database (£25/month) is left open.", "keywords": ["managed", "postgres"]},
        ],
        "answered": [2],
    },
    {
        "id": "c15",
        "day": "2026-01-12",
        "turns": [
            (U, "Hi! ruth. it's been raining for 9 days straight and riders are (rightly) grumbling"),
            (A, "Hi Ruth — nine days is grim. Are you thinking about a wet-weather surcharge for clients?"),
            (U, "exactly. some couriers in bigger cities do it. what's normal?"),
            (A, "It varies: some add a flat amount per job (£1–2), some a percentage (10–15%). A flat amount is easier for clients to understand and for dispatch to apply. You'd want a clear trigger — e.g. a Met Office rain warning, or the dispatcher declaring 'wet weather' for the day."),
            (U, "trigger = maren declares it by 8am, posted in the client portal. amount? our average job is about £7"),
            (A, "On a ~£7 job, a flat £1.50 is roughly 20% — noticeable but not outrageous. £1 would be about 14%."),
            (U, "£1.50 it is. and it goes entirely to the riders on shift that day, not the co-op"),
            (A, "Noted: £1.50 wet-weather surcharge per job, declared by Maren by 08:00 and shown in the client portal, passed 100% to riders on shift. Shall I draft the client email?"),
            (U, "yes please"),
            (A, "Subject: Wet-weather surcharge from 19 January\n\nDear client,\n\nFrom 19 January, on days when we declare wet weather (announced by 8am in your client portal), a £1.50 surcharge will be added to each delivery. The full amount goes to the riders out in the rain.\n\nThanks for supporting fair pay for couriers,\nRuth Langley\nClient Accounts, Spoke & Satchel"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "A £1.50 per-job wet-weather surcharge is introduced (declared by Maren by 08:00), paid entirely to the riders on shift.", "keywords": ["1.50", "riders"]},
        ],
        "answered": [2, 4, 8],
    },
    {
        "id": "c16",
        "day": "2026-01-14",
        "turns": [
            (U, "it's -4 out there and my fingers have left the chat"),
            (A, "Oof. Stay warm, Tom! Lobster-claw gloves are supposed to help a lot for cycling in the cold."),
            (U, "got them. still frozen. tell me a joke"),
            (A, "Why did the bicycle fall over? It was two-tired. 🚲"),
            (U, "booooo. 1/10"),
            (A, "Harsh but fair."),
            (U, "ok real question, is it true that you should let your chain... no forget it ines will know. brb, pickup at the docks"),
            (A, "Good luck out there — ask Ines, and ride carefully on the ice!"),
            (U, "back. 3 drops in the docks and one guy tipped me a mince pie. in january. respect"),
        ],
        "facts": [],
        "answered": [2],
    },
    {
        "id": "c17",
        "day": "2026-01-19",
        "turns": [
            (U, "ines. want to move the cargo bikes to proper scheduled servicing instead of 'fix it when it screams'"),
            (A, "Good idea. Do you track mileage per bike? Cogwheel should have distance per job if GPS is on."),
            (U, "jonah says he can give me km per bike per week from the gps traces. they do ~150-200km a week each"),
            (A, "Then a distance-based interval makes sense. Commercial cargo bikes are often serviced every 500–1,000 km — brakes and chains wear fast with heavy loads. At 150–200 km/week, 800 km would be roughly once a month per bike."),
            (U, "monthly is doable with 11 cargo bikes, ~3 a week. what's in a service"),
            (A, "A typical service checklist:\n- brake pads & rotors (replace pads under 1.5 mm)\n- chain wear (replace at 0.5%)\n- tyre condition & pressure\n- steering / headset play\n- box mounts and bolt torque\n- lights\n- kickstand"),
            (U, "perfect. decision: every cargo bike gets a service every 800 km, jonah's report flags them when they hit it"),
            (A, "Noted: service every 800 km for each cargo bike, flagged by Jonah's weekly km report. Anything else?"),
            (U, "nope, back to truing wheels ✌️"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "Every cargo bike is serviced every 800 km, flagged by Jonah's weekly km-per-bike report.", "keywords": ["800 km", "service"]},
        ],
        "answered": [4],
    },
    {
        "id": "c18",
        "day": "2026-01-21",
        "turns": [
            (U, "routing. google directions api bill for december was £212 and we're a cooperative not a bank"),
            (A, "That adds up fast. You could self-host an open-source router on OpenStreetMap data — OSRM and GraphHopper are the usual choices. Both support a bicycle profile."),
            (U, "which is less hassle to run ourselves"),
            (A, "OSRM is very fast and simple once built, but it needs preprocessing, which you re-run whenever you change the profile or update the map. GraphHopper is more flexible (custom rules at request time) and also has a hosted plan if you don't want to run it. For just your county extract, OSRM preprocessing would fit in a few GB of RAM."),
            (U, "the county extract is like 90MB pbf. we have 8GB on the vps, glitchtip uses 1"),
            (A, "That should be fine for OSRM with the bicycle profile. Something like:\n\n```\nosrm-extract -p profiles/bicycle.lua county-latest.osm.pbf\nosrm-partition county-latest.osrm\nosrm-customize county-latest.osrm\nosrm-routed --algorithm mld county-latest.osrm\n```"),
            (U, "ok we're going with self-hosted OSRM, bike profile, and dropping google directions end of jan"),
            (A, "Noted — self-hosted OSRM with the bicycle profile, Google Directions switched off at the end of January. Worth refreshing the map extract monthly."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "Routing moves from Google Directions to self-hosted OSRM with the bicycle profile; Google dropped at the end of January 2026.", "keywords": ["OSRM", "google"]},
        ],
        "answered": [2],
    },
    {
        "id": "c19",
        "day": "2026-01-26",
        "turns": [
            (U, "sami. two things for the safety policy doc"),
            (A, "Hi Sami, go ahead."),
            (U, "1. some riders are doing 11 hour days back to back. 2. we only hear about crashes weeks later, if at all"),
            (A, "Both are common problems. For the first, a cap on shift length — something like 9 hours including breaks — is common in courier co-ops. For the second, a simple rule like 'report any incident within 24 hours' plus a short form makes it easy."),
            (U, "how do other places enforce max hours? we don't want to be cops about it"),
            (A, "Usually dispatch just stops assigning jobs past the cap — Cogwheel could stop offering jobs to a rider once they've been logged in for the limit. That way it's automatic rather than someone policing people."),
            (U, "good. ok so: max shift length 9 hours, cogwheel stops offering jobs after that"),
            (A, "Noted — maximum shift of 9 hours, enforced by Cogwheel not offering new jobs after that. And for incidents?"),
            (U, "incidents: every crash, near miss or injury reported within 24 hours using the form at spokeandsatchel.example/incident. no blame"),
            (A, "Noted: all crashes, near misses and injuries reported within 24 hours via spokeandsatchel.example/incident, on a no-blame basis. I'll draft both sections for the safety doc if you'd like."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "Maximum shift length is 9 hours; Cogwheel stops offering jobs after that.", "keywords": ["9 hours", "shift"]},
            {"kind": "decision", "turn": 8, "text": "Every crash, near miss or injury must be reported within 24 hours via the online incident form, no blame.", "keywords": ["24 hours", "incident"]},
        ],
        "answered": [4],
    },
    # ------------------------------------------------------------------ February 2026
    {
        "id": "c20",
        "day": "2026-02-02",
        "turns": [
            (U, "good news!! Larkspur Pharmacy signed with us. prescription deliveries, ~40/day 💊"),
            (A, "That's great news, congratulations Ruth! Prescription deliveries usually come with extra requirements — do they have specific proof-of-delivery rules?"),
            (U, "they want proof it got to the right person. their old courier just left stuff on doorsteps and someone's meds got nicked"),
            (A, "Options: (a) recipient signs on the rider's phone, (b) photo of the signed pharmacy bag label, (c) a PIN sent to the patient by SMS. A signature on the phone is simplest; a PIN is more secure but adds friction for elderly patients."),
            (U, "lots of elderly patients yes. pin is a no. what's the legal position on leaving it with a neighbour"),
            (A, "I can't give legal advice on that, but pharmacies normally have their own procedures for deliveries — Larkspur should tell you whether neighbour drop-offs are allowed, and I'd get the rule in writing rather than guess."),
            (U, "fair. ok agreed with larkspur: every prescription needs a signature on the rider's phone, no doorstep drops, no neighbours. failed drops go back to the pharmacy same day"),
            (A, "Noted for Larkspur Pharmacy: signature on the rider's phone for every prescription, no doorstep or neighbour drops, and failed deliveries returned to the pharmacy the same day. Will you tell Priya the app needs a signature step?"),
            (U, "I'll tell her at the monday meeting"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "Larkspur Pharmacy prescriptions need a signature on the rider's phone; no doorstep or neighbour drops; failed drops go back to the pharmacy the same day.", "keywords": ["signature", "larkspur"]},
        ],
        "answered": [],
    },
    {
        "id": "c21",
        "day": "2026-02-04",
        "turns": [
            (U, "priya. the proof of delivery photos are eating our storage. 4.2 GB in january alone"),
            (A, "Phone photos are often 3–5 MB each. Compressing on the device before upload would cut that massively."),
            (U, "what size is still readable for 'parcel is by the blue door'"),
            (A, "For that purpose 1280 px on the long edge at JPEG quality ~70 is plenty, usually 200–400 KB. A hard cap of around 800 KB leaves room for dark or noisy photos."),
            (U, "ok and signature images for larkspur?"),
            (A, "Signatures are tiny if stored as SVG path data — a few KB. No need to compress those the same way."),
            (U, "right. ship it: POD photos resized to 1280px and capped at 800 KB on the phone before upload. signatures stay svg"),
            (A, "Noted: POD photos resized to 1280 px, max 800 KB, compressed on the device; signatures stored as SVG. Rough Kotlin sketch for the Android side:\n\n```kotlin\nval scaled = Bitmap.createScaledBitmap(src, w, h, true)\nvar q = 80\ndo {\n    out.reset()\n    scaled.compress(Bitmap.CompressFormat.JPEG, q, out)\n    q -= 10\n} while (out.size() > 800 * 1024 && q > 30)\n```"),
            (U, "🙌"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "Proof-of-delivery photos are resized to 1280 px and capped at 800 KB on the phone before upload; signatures stay SVG.", "keywords": ["800 KB", "1280"]},
        ],
        "answered": [2, 4],
    },
    {
        "id": "c22",
        "day": "2026-02-09",
        "turns": [
            (U, "dele. insurance renewal. two quotes, I'll paste"),
            (U, "Mutual Velo: £4,180/yr, excess £250, covers riders + goods in transit up to £2k per item\nCourierCover Direct: £3,650/yr, excess £750, goods in transit up to £500 per item"),
            (A, "The cheaper one saves £530 a year but has a £750 excess and only £500 per item in transit. With Larkspur's prescriptions and Harrow & Vane's documents, a £500 per-item cap could be a real problem. Mutual Velo's excess is also much lower if you have a few small claims."),
            (U, "how many claims did we have last year... 3 I think. ~£300 each"),
            (A, "With three ~£300 claims, on CourierCover you'd have paid all of them yourselves (each is under the £750 excess) — £900. With Mutual Velo you'd pay £250 of each and recover about £50 each. So the real gap narrows to roughly £380 a year."),
            (U, "and the goods-in-transit thing makes ruth happy. ok we're renewing with Mutual Velo, £250 excess, from 1 march"),
            (A, "Noted: insurance renewed with Mutual Velo from 1 March — £4,180/year, £250 excess, goods in transit up to £2,000 per item. That also gives Ruth a number for the liability cap in the client terms."),
            (U, "oh good point. tell her? nah I'll tell her. thanks"),
            (A, "You're welcome!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 5, "text": "Insurance is renewed with Mutual Velo from 1 March 2026 (£4,180/year, £250 excess, goods in transit up to £2,000 per item).", "keywords": ["Mutual Velo", "250"]},
        ],
        "answered": [3],
    },
    {
        "id": "c23",
        "day": "2026-02-16",
        "turns": [
            (U, "maren. we've got 3 new riders starting next month and our onboarding is 'here's a bag, good luck'"),
            (A, "Let's fix that! What do new riders most often get wrong in their first weeks?"),
            (U, "cogwheel app stuff, the larkspur signature thing, where to lock up in old town, and the docks one-way system"),
            (A, "Most of that is learned best on the road. Shadow shifts — a new rider riding alongside an experienced one — work well. Two shadow shifts (one in Docks/Old Town, one in North/University) would cover the zones, followed by a short app walkthrough."),
            (U, "yes. two shadow shifts, paid at the normal rate, and the experienced rider gets £20 extra per shadow shift"),
            (A, "Noted: onboarding includes 2 paid shadow shifts, with the experienced rider getting an extra £20 per shadow shift. Want me to draft the onboarding checklist?"),
            (U, "later. different thing. the new chinese takeaway on mill lane wants us to collect cash from customers. do we do cash on delivery??"),
            (A, "That's a co-op policy question. Cash handling brings risks (riders carrying cash, reconciliation, the insurance may not cover cash in transit) but also opens up a new kind of client. Mutual Velo's policy wording would matter. Want me to list questions for the next meeting?"),
            (U, "ugh. no decision today. I'll bring it up some time. gotta run"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "New riders get two paid shadow shifts; the experienced rider gets £20 extra per shadow shift.", "keywords": ["shadow shifts", "£20"]},
            {"kind": "open", "turn": 6, "text": "Whether the co-op accepts cash on delivery (asked by a Mill Lane takeaway) is undecided.", "keywords": ["cash", "delivery"]},
        ],
        "answered": [],
    },
    {
        "id": "c24",
        "day": "2026-02-20",
        "turns": [
            (U, "priya here. textloop had another outage this morning. third one this month"),
            (A, "Sorry to hear that. How long was it down, and did messages get lost or just delayed?"),
            (U, "here's what we got:\n```\n08:02:11 WARN sms.textloop POST /v2/messages 503 Service Unavailable (attempt 1/3)\n08:02:41 WARN sms.textloop POST /v2/messages 503 Service Unavailable (attempt 2/3)\n08:03:41 ERROR sms.textloop giving up job_id=104477 to=+44 7700 900412\n```\n~70 customers got no 'your rider is 5 min away' text"),
            (A, "That's the retries running out after about a minute and a half. Short term, you could queue failed messages and retry for longer. But three outages in a month is a provider problem. RelayText was the cheaper option you compared in December (2.6p vs 3.1p) — the blocker then was that its delivery receipts are webhook-only."),
            (U, "jonah says the webhook endpoint is half an hour of work now that the api is on https anyway"),
            (A, "Then the main blocker is gone. Switching would also save around £45 a month at current volume."),
            (U, "right, decided: we're replacing TextLoop with RelayText for all customer SMS, cutover on 2 march. jonah does the webhook"),
            (A, "Noted — RelayText replaces TextLoop for all customer SMS from 2 March, with Jonah building the delivery-receipt webhook. Do you want me to check anything about the SPOKESATCH sender ID?"),
            (U, "yes"),
            (A, "I can't look at RelayText's account settings from here, but alphanumeric sender IDs normally have to be registered with the provider first, which can take a few working days — worth asking them this week so SPOKESATCH is ready for the 2 March cutover."),
        ],
        "facts": [
            {"kind": "change", "turn": 6, "text": "RelayText replaces TextLoop for all customer SMS, cutover on 2 March 2026.", "keywords": ["RelayText", "2 march"]},
        ],
        "answered": [],
    },
    {
        "id": "c25",
        "day": "2026-02-25",
        "turns": [
            (U, "why does python hate me"),
            (A, "What's it doing to you today?"),
            (U, "```\n>>> datetime(2026, 3, 29, 1, 30, tzinfo=ZoneInfo('Europe/London'))\ndatetime.datetime(2026, 3, 29, 1, 30, tzinfo=zoneinfo.ZoneInfo(key='Europe/London'))\n```\nthis time doesn't exist?? and it just... accepts it"),
            (A, "Right — 29 March 2026 is when UK clocks go forward, so 01:00–02:00 local time doesn't exist that day. `zoneinfo` doesn't validate that; it just builds the object. Convert it to UTC and back and you'll see it come out as 02:30. The usual fix is to store everything in UTC and only convert for display."),
            (U, "we do store utc. it's the rota import from maren's spreadsheet. whatever, I'll just reject times in the gap"),
            (A, "That's a reasonable approach for a rota import — nobody should be starting a shift at 01:30 anyway."),
            (U, "true lol. ok lunch. priya wants the thai place, I want the falafel place, we will fight"),
            (A, "May the best lunch win. 🥙🍜"),
            (U, "thai. I lost."),
        ],
        "facts": [],
        "answered": [2],
    },
    # ------------------------------------------------------------------ March 2026
    {
        "id": "c26",
        "day": "2026-03-02",
        "turns": [
            (U, "morning! ines. parts ordering is a mess — we order from 5 different places and nobody knows what's coming"),
            (A, "Morning Ines! Consolidating to one main supplier plus an emergency fallback usually helps a lot. Who do you use the most?"),
            (U, "Veloparts Wholesale for about 70%. they do next day if ordered by 2pm, trade account, 30 day terms. the rest is amazon panic buys"),
            (A, "Then Veloparts as the main supplier makes sense. A fixed weekly order day also helps — you check stock once, order once, and everything arrives together. Monday orders would land Tuesday."),
            (U, "mondays makes sense. what about emergencies"),
            (A, "Allow an emergency order outside the weekly cycle with a simple rule — e.g. a bike is off the road and the part isn't in stock — and log it so Dele can see how often it happens."),
            (U, "ok: Veloparts Wholesale is our one supplier, weekly order every monday before 2pm, emergency orders only if a bike is off the road"),
            (A, "Noted: Veloparts Wholesale as sole supplier, weekly order each Monday before 14:00, emergency orders only when a bike is off the road. Want a stock-check sheet for Monday mornings?"),
            (U, "yes but just the columns, I'll put it in a sheet"),
            (A, "Columns: Part | SKU (Veloparts) | Min stock | In stock | To order | Bike(s) waiting | Notes"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "Veloparts Wholesale is the single parts supplier; weekly order every Monday before 2pm, emergency orders only when a bike is off the road.", "keywords": ["Veloparts", "monday"]},
        ],
        "answered": [4, 8],
    },
    {
        "id": "c27",
        "day": "2026-03-04",
        "turns": [
            (U, "maren. northgate bakery wants to move their pickup to 6:45 from next week 😩"),
            (A, "Ouch. With the first shift starting at 07:00 that pickup won't be covered. How many people would need to start earlier?"),
            (U, "just the first 2 riders and the dispatcher. but I'd rather not have a split start again, everyone on the early shift starts together"),
            (A, "Then moving the whole first shift earlier keeps it simple. 06:30 would cover a 06:45 pickup with 15 minutes' slack, same as the old 07:00/07:15 setup."),
            (U, "riders will hate me for 30 minutes"),
            (A, "You could offer something in return — e.g. the early shift finishing 30 minutes earlier too, so the total hours don't change."),
            (U, "yeah that's fair. ok from monday 9 march the first shift starts 06:30 and finishes 30 min earlier. I'll tell tom so he can tell the riders"),
            (A, "Noted — from Monday 9 March the first dispatch shift starts at 06:30 instead of 07:00 and ends 30 minutes earlier. Want a short message for Tom to post?"),
            (U, "nah he's better at that than either of us 😂"),
        ],
        "facts": [
            {"kind": "change", "turn": 6, "text": "From 9 March 2026 the first dispatch shift starts at 06:30 (was 07:00) and finishes 30 minutes earlier.", "keywords": ["06:30", "first shift"]},
        ],
        "answered": [],
    },
    {
        "id": "c28",
        "day": "2026-03-06",
        "turns": [
            (U, "harrow & vane's IT guy is hammering our client API. 40k requests yesterday, polling job status every second for like 30 jobs"),
            (A, "That's a lot of polling for 30 jobs. A rate limit per API key would protect Cogwheel, and webhooks for status changes would remove their need to poll."),
            (U, "webhooks later. rate limit now. what number"),
            (A, "For a client with dozens of active jobs, 60 requests per minute per API key is generous for sensible polling (say every 30 seconds) while stopping the every-second loops. Return HTTP 429 with a Retry-After header when they go over."),
            (U, "with django-ratelimit it's just this right?\n```python\n@ratelimit(key='header:x-api-key', rate='60/m', block=True)\ndef job_status(request, job_id):\n    ...\n```"),
            (A, "Yes, that works — `block=True` raises `Ratelimited`, which you'll want to turn into a 429 response with a small handler. Also make sure the cache backend is shared (Redis), otherwise each worker counts separately."),
            (U, "redis is already there for glitchtip lol. ok: 60 requests/min per api key on the client API, 429 + Retry-After. ruth will tell harrow & vane"),
            (A, "Noted: client API limited to 60 requests per minute per API key, responding 429 with Retry-After. I can draft a note for Ruth to send them if that helps."),
            (U, "sure"),
            (A, "Hi Marcus,\n\nQuick heads-up: from Monday our client API will allow up to 60 requests per minute per API key. Requests above that get HTTP 429 with a Retry-After header. Polling job status every 30 seconds stays well within the limit, and we're working on webhooks so you won't need to poll at all.\n\nBest,\nRuth"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "The client API is rate-limited to 60 requests per minute per API key, returning 429 with Retry-After.", "keywords": ["60 requests", "api key"]},
        ],
        "answered": [2, 4],
    },
    {
        "id": "c29",
        "day": "2026-03-09",
        "turns": [
            (U, "ruth. riders voted at this evening's meeting to ask for a higher wet-weather surcharge"),
            (A, "Hi Ruth. The current surcharge is £1.50 per job on declared wet days. What are they asking for?"),
            (U, "£2.50. I think clients will wear £2 but 2.50 is pushing it. we've had 23 wet days since january and only one client complained"),
            (A, "With only one complaint in 23 wet days, there seems to be room. £2.00 is a 33% increase and still a round number; £2.50 would be 67%. On a ~£7 job, £2 is about 29%."),
            (U, "tom's ok with 2 as a compromise"),
            (A, "Sounds like there's a deal. Same trigger and same 100%-to-riders rule?"),
            (U, "yes, all the same. new amount: wet-weather surcharge goes up to £2.00 per job from 1 april"),
            (A, "Noted — the wet-weather surcharge rises from £1.50 to £2.00 per job from 1 April; trigger (declared by 08:00) and 100% to riders unchanged. I'll draft the client notice."),
            (U, "thanks. make it short, clients don't read"),
            (A, "Subject: Wet-weather surcharge update\n\nFrom 1 April the wet-weather surcharge will be £2.00 per delivery (currently £1.50). As before, it applies only on declared wet days and goes entirely to the riders.\n\nRuth"),
        ],
        "facts": [
            {"kind": "change", "turn": 6, "text": "The wet-weather surcharge rises to £2.00 per job from 1 April 2026 (was £1.50); trigger and 100%-to-riders rule unchanged.", "keywords": ["2.00", "surcharge"]},
        ],
        "answered": [],
    },
    {
        "id": "c30",
        "day": "2026-03-11",
        "turns": [
            (U, "dele. some new riders don't own a bike. we have 6 spare standard bikes in the workshop. rent them out?"),
            (A, "That could work. Do you want it to cover costs only or make a bit for the co-op? Ines would know the running cost per bike."),
            (U, "ines says ~£400/yr per bike in parts and labour"),
            (A, "£400 a year is about £7.70 a week. A rental of £10–12 a week would cover that with a buffer for theft or damage, and it's far cheaper than commercial bike subscriptions (typically £20–30 a week)."),
            (U, "deducted from pay automatically?"),
            (A, "Deducting from pay is simplest, as long as each rider signs a short rental agreement consenting to the deduction. Ledgerly can record it as a recurring deduction."),
            (U, "ok agreed: rider bike rental is £12 a week, deducted from pay, workshop does maintenance for free"),
            (A, "Noted: spare bikes rented to riders at £12/week, deducted from pay with a signed agreement, maintenance included. Want me to draft the rental agreement?"),
            (U, "yeah but a one-pager. thanks!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "Spare co-op bikes are rented to riders at £12 a week, deducted from pay, maintenance included.", "keywords": ["12", "rental"]},
        ],
        "answered": [4],
    },
    {
        "id": "c31",
        "day": "2026-03-16",
        "turns": [
            (U, "dele here, with maren next to me. pay review time"),
            (A, "Hi both! What's on the table?"),
            (U, "rent on the depot is going up, but so are our rates to clients from april (5%). riders want the per-drop rate up. currently 4.20"),
            (A, "If client rates rise 5% and you passed that straight through, £4.20 would become about £4.41. Anything beyond that would need to come from margin or volume."),
            (U, "maren says volume is up 18% on last year. feb numbers:\n\n| month | drops | riders |\n|---|---|---|\n| feb 25 | 5,210 | 16 |\n| feb 26 | 6,148 | 21 |"),
            (A, "So drops are up ~18% year on year. At February's 6,148 drops:\n- £4.40: £27,051\n- £4.50: £27,666\n- £4.60: £28,281\n\nversus £25,822 at £4.20. £4.60 costs about £2,460 a month more than now."),
            (U, "we've done the sums with the 5% rise, it works. final: base rate goes to £4.60 per drop from 1 april"),
            (A, "Noted — base rider pay rises from £4.20 to £4.60 per drop from 1 April. Shall I draft the rider announcement?"),
            (U, "maren says she'll just shout it at the meeting 📣"),
            (A, "The most effective announcement method. 😄"),
        ],
        "facts": [
            {"kind": "change", "turn": 6, "text": "The rider base rate rises to £4.60 per drop from 1 April 2026 (was £4.20).", "keywords": ["4.60", "per drop"]},
        ],
        "answered": [],
    },
    {
        "id": "c32",
        "day": "2026-03-18",
        "turns": [
            (U, "priya. jonah pushed a migration straight to main on friday that dropped a column in prod. we restored from the 3am backup but lost a morning of signatures"),
            (A, "Ouch — sorry. Was the column still needed, or was it a migration ordering problem?"),
            (U, "it was `pod_signature_svg`, renamed in a branch that wasn't merged yet. classic. anyway I want a review rule"),
            (A, "For a two-person team, the lightweight version is: protect `main`, require pull requests, and require 1 approving review before merge, plus CI must pass. For migrations specifically, a checklist item: 'does this drop or rename anything?'"),
            (U, "what if one of us is on holiday"),
            (A, "A common approach: hotfixes can be merged by whoever is on duty, with a review afterwards within one working day."),
            (U, "good. rule: nothing merges to main without 1 approval from the other dev, except hotfixes which get reviewed next working day"),
            (A, "Noted: branch protection on `main` with 1 required approval; hotfixes may be merged directly but must be reviewed the next working day. For the PR template:\n\n```markdown\n- [ ] Migration drops/renames a column? If yes, explain\n- [ ] Tested on staging\n- [ ] GlitchTip clean after deploy\n```"),
            (U, "adding it now. jonah says sorry btw 😂"),
            (A, "Happens to everyone. At least the backups worked!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "Nothing merges to main without 1 approval from the other developer; hotfixes are reviewed the next working day.", "keywords": ["1 approval", "main"]},
        ],
        "answered": [4],
    },
    {
        "id": "c33",
        "day": "2026-03-23",
        "turns": [
            (U, "hey, priya. fortnightly tuesday releases aren't working"),
            (A, "What's going wrong with them?"),
            (U, "two weeks of changes = big scary release. and since tuesday is the quietest day, nobody touches the new stuff until wednesday-thursday so bugs show up late"),
            (A, "Both are classic signs that the batch is too big. Smaller, more frequent releases reduce risk per release. And deploying just before a busier day surfaces problems while you're around to fix them."),
            (U, "jonah wants weekly on thursday morning. thursday is busy but not friday-busy"),
            (A, "Weekly on Thursday morning gives you a full working day plus Friday to catch problems, and avoids the weekend. The checklist stays the same apart from the merge cut-off moving to Wednesday 18:00."),
            (U, "done deal: weekly releases every thursday morning from 26 march, merge cut-off wednesday 18:00"),
            (A, "Noted — Cogwheel moves from fortnightly Tuesday releases to weekly releases every Thursday morning starting 26 March, with the merge cut-off on Wednesday at 18:00."),
            (U, "brb, maren's on the phone about something on fire (not literally I hope)"),
        ],
        "facts": [
            {"kind": "change", "turn": 6, "text": "Cogwheel releases become weekly, every Thursday morning from 26 March 2026 (was fortnightly Tuesdays); merge cut-off Wednesday 18:00.", "keywords": ["weekly", "thursday"]},
        ],
        "answered": [],
    },
    {
        "id": "c34",
        "day": "2026-03-30",
        "turns": [
            (U, "sami. a rider asked what we do with their gps data. honestly I don't know. do we keep it forever?"),
            (A, "Good thing to ask. Under UK GDPR you should keep personal data only as long as you need it, and riders' location traces are clearly personal data. What do you actually use them for?"),
            (U, "jonah says: (1) disputes with clients about delivery times (2) ines' km per bike report (3) nothing else"),
            (A, "Disputes usually surface within a few weeks — after the invoice at the latest. The km report only needs totals per bike, which aren't personal once stored separately. So you could delete raw traces after a fixed period, e.g. 90 days, and keep only per-bike weekly totals."),
            (U, "does 90 cover invoice disputes with 30 day terms?"),
            (A, "Yes: monthly invoicing plus 30 days to pay means a dispute usually appears within about 60 days of the delivery, so 90 days gives a margin."),
            (U, "ok. decision: raw gps traces deleted after 90 days, per-bike km totals kept. jonah writes a nightly job, I update the privacy notice"),
            (A, "Noted: raw rider GPS traces deleted after 90 days; only aggregated per-bike km totals are kept. Jonah adds a nightly deletion job and you update the rider privacy notice. Want a paragraph for the notice?"),
            (U, "please"),
            (A, "**Location data**: While you're on shift, the Cogwheel app records your location so we can dispatch jobs and resolve delivery disputes. Raw location traces are deleted automatically after 90 days. We keep only total distance per bike for maintenance planning, which isn't linked to you."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "Raw rider GPS traces are deleted after 90 days; only per-bike km totals are kept.", "keywords": ["90 days", "gps"]},
        ],
        "answered": [4, 8],
    },
    # ------------------------------------------------------------------ April 2026
    {
        "id": "c35",
        "day": "2026-04-02",
        "turns": [
            (U, "ruth. cash flow chat. dele is stressed"),
            (A, "Hi Ruth. What's causing it?"),
            (U, "we pay riders every 2 weeks but clients pay us 30 days after a monthly invoice, so we're basically lending money to harrow & vane for 6 weeks. plus 3 tiny accounts cost more in admin than they bring in"),
            (A, "Two levers then: shorter payment terms, and a minimum spend for account clients. Moving to 14 days from invoice would bring money in about two weeks sooner. For small accounts, a monthly minimum (say £100–£200) either makes them worth it or nudges them to pay-as-you-go card payments."),
            (U, "harrow & vane said they can do 14 days if we invoice on the 1st like clockwork"),
            (A, "That's a good outcome. If the biggest client accepts 14 days, the others are unlikely to push back much."),
            (U, "ok. from the may invoices: payment due 14 days from invoice, for everyone. and account clients need a minimum spend of £150 a month or they move to pay as you go"),
            (A, "Noted — two changes from the May invoice run:\n1. Payment terms shorten from 30 to 14 days from the invoice date, for all clients.\n2. Account clients must spend at least £150 per month; below that they move to pay-as-you-go.\n\nShall I update the standard terms doc?"),
            (U, "yes, and happy thursday lol"),
            (A, "Happy Thursday! I'll prepare the updated terms with both changes."),
        ],
        "facts": [
            {"kind": "change", "turn": 6, "text": "From the May 2026 invoices, client payment is due 14 days from the invoice (was 30 days).", "keywords": ["14 days", "invoice"]},
            {"kind": "decision", "turn": 6, "text": "Account clients need a minimum spend of £150 a month, otherwise they move to pay-as-you-go.", "keywords": ["£150", "minimum spend"]},
        ],
        "answered": [],
    },
    {
        "id": "c36",
        "day": "2026-04-08",
        "turns": [
            (U, "hey quick one. how do I write a UK mobile number in international format, a client wants it for a form"),
            (A, "Drop the leading 0 and add +44. So 07700 900123 becomes +44 7700 900123."),
            (U, "ta. also why does my chain make a noise like a dying seagull"),
            (A, "Usually a dry or dirty chain. Clean it, put a drop of lube on each roller, and wipe off the excess. If it still squeaks, Ines may want to check chain wear and the jockey wheels."),
            (U, "ines said the same thing but ruder"),
            (A, "Sounds like a consensus then. 😄"),
            (U, "anyway. sunday ride anyone? no? just me? ok 🐣"),
            (A, "Enjoy the ride, Tom!"),
        ],
        "facts": [],
        "answered": [0, 2],
    },
    {
        "id": "c37",
        "day": "2026-04-14",
        "turns": [
            (U, "sami. q1 incident reports are in. 7 incidents, 5 of them in the last 2 hours of a long shift"),
            (A, "That's a striking pattern — fatigue is a known crash factor. The cap is currently 9 hours. Are you thinking of lowering it?"),
            (U, "yeah. tom asked the riders, most are fine with 8 if the per-drop rate keeps going up. some want to keep 9"),
            (A, "Given that the data points at the final hours, 8 hours with no exceptions would be the cleanest option. An alternative is 8 hours plus a one-hour extension only after a 30-minute break, but that's harder to enforce in Cogwheel."),
            (U, "how hard is it to change in the app"),
            (A, "If it's a setting like `MAX_SHIFT_MINUTES = 540`, changing it to 480 is a one-line change plus a release."),
            (U, "it is a setting, I checked. ok agreed at the safety group: max shift length is now 8 hours, no extensions, live in thursday's release"),
            (A, "Noted — maximum shift length lowered from 9 to 8 hours with no extensions, going live in Thursday's release (`MAX_SHIFT_MINUTES = 480`)."),
            (U, "👍"),
        ],
        "facts": [
            {"kind": "change", "turn": 6, "text": "Maximum shift length is lowered to 8 hours with no extensions (was 9 hours).", "keywords": ["8 hours", "shift"]},
        ],
        "answered": [4],
    },
    {
        "id": "c38",
        "day": "2026-04-20",
        "turns": [
            (U, "tom. monday meetings are dying. 6 people last week out of 24"),
            (A, "That's low. Do you know why Mondays aren't working?"),
            (U, "early shift now ends at 17:30 (since the 06:30 start) so people go home instead of hanging around 30 min. and mondays are busier now with the pharmacy"),
            (A, "So the gap after the shift kills it. Holding the meeting right as a shift ends, on a quieter day, should help. Which day is quietest now?"),
            (U, "wednesday by far. riders polled: wed 17:30 won 15 to 4"),
            (A, "That's a clear result. Wednesday at 17:30 would catch the early shift as they finish."),
            (U, "right, meeting moves to wednesdays 17:30 from 22 april, same place, same 45 min"),
            (A, "Noted — the weekly co-op meeting moves from Mondays 18:00 to Wednesdays at 17:30, starting 22 April, still at the depot and 45 minutes max."),
            (U, "cheers. pizza at the first one to lure people back 🍕"),
            (A, "A time-tested strategy. 🍕"),
        ],
        "facts": [
            {"kind": "change", "turn": 6, "text": "The weekly co-op meeting moves to Wednesdays at 17:30 from 22 April 2026 (was Mondays 18:00).", "keywords": ["wednesdays", "17:30"]},
        ],
        "answered": [],
    },
    {
        "id": "c39",
        "day": "2026-04-27",
        "turns": [
            (U, "dele. reserve fund time. we set aside £7,360 in january and 3 of the oldest cargo bikes are dying"),
            (A, "Ines would be the best judge of which model to go for. Do you have quotes?"),
            (U, "ines picked between Packhorse L2 (£2,150 each, e-assist, 100kg box) and Trundle Cargo (£1,700, no motor). Veloparts does 8% trade discount on the Packhorse"),
            (A, "Three Packhorse L2s at £2,150 less 8% would be about £5,934 (£1,978 each); three Trundles would be £5,100. The Packhorse leaves about £1,426 in the reserve, and e-assist matters for 100 kg loads on the hills north of the ring road."),
            (U, "ok, buying 3 Packhorse L2s through Veloparts, order this week"),
            (A, "Noted: 3 Packhorse L2 e-cargo bikes from Veloparts at the trade discount, ordered this week, roughly £5,934 from the reserve."),
            (U, "follow up. riders on normal bikes are asking why only cargo gets e-assist. should we be putting ALL riders on e-bikes eventually? thats like 20 bikes"),
            (A, "That's a big question — cost, charging at the depot, insurance, and whether riders even want it. At ~£1,500 for a decent e-bike, 20 would be around £30,000, so it might only work as a gradual rollout. It's probably one for the assembly."),
            (U, "yeah, not deciding that today. ugh"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Three Packhorse L2 e-cargo bikes are bought through Veloparts (about £5,934 from the reserve).", "keywords": ["Packhorse L2", "Veloparts"]},
            {"kind": "open", "turn": 6, "text": "Whether all riders (not only cargo) should eventually get e-bikes is undecided.", "keywords": ["e-bikes", "all riders"]},
        ],
        "answered": [],
    },
    # ------------------------------------------------------------------ May 2026
    {
        "id": "c40",
        "day": "2026-05-04",
        "turns": [
            (U, "ines. the marathon pluses are a mixed bag. punctures way down (14/month → 3) but riders say the cargo bikes ride like bricks, and two riders have wrist pain"),
            (A, "That's the classic Marathon Plus trade-off — the thick protection belt makes it stiff. A wider, higher-volume tyre at lower pressure would be more comfortable. Big Ben Plus is the one usually suggested for cargo bikes."),
            (U, "I put Big Ben Plus on 2 bikes for a month as a test. 1 puncture between them, riders loved them"),
            (A, "That's 0.5 punctures per bike-month versus about 0.27 for the Marathon Plus fleet (3 across 11 bikes) — a bit higher, but with only two bikes it's within noise, and the comfort gain seems real."),
            (U, "do they come in the packhorse sizes? 20 front 24 rear I think"),
            (A, "I'm not sure every size is made — check the Veloparts catalogue for 20\" and 24\" Big Ben Plus. If 24\" isn't available, you could run it at the front only."),
            (U, "checked, both exist. ok decision: Big Ben Plus replaces Marathon Plus as the standard cargo tyre, swap as they wear like last time"),
            (A, "Noted — Big Ben Plus is now the standard cargo bike tyre, replacing Marathon Plus, swapped as existing tyres wear out. Keep 6 in stock as before?"),
            (U, "make it 8, the new packhorses need the 24s"),
            (A, "Got it: 8 in stock, including 24\" for the Packhorses."),
        ],
        "facts": [
            {"kind": "change", "turn": 6, "text": "Big Ben Plus replaces Marathon Plus as the standard cargo bike tyre, swapped as tyres wear out.", "keywords": ["Big Ben Plus", "standard"]},
        ],
        "answered": [],
    },
    {
        "id": "c41",
        "day": "2026-05-12",
        "turns": [
            (U, "hiya. ruth. clients keep asking for 'urgent' deliveries and maren squeezes them in for free. we need a same-hour product"),
            (A, "Makes sense to charge for it — it disrupts the rota. What do you charge for a standard delivery within the city?"),
            (U, "standard is £6.80 within one zone, £8.40 cross-zone. within 4 hours"),
            (A, "Same-hour services typically cost 30–60% more than standard. A flat £9.50 would be about +40% on the one-zone price and +13% on cross-zone, and simple to quote. Or zone-based: £9.50 within a zone, £11.50 cross-zone."),
            (U, "flat is easier for maren. will clients pay 9.50?"),
            (A, "Harrow & Vane have been the ones asking for urgent runs, so they'll likely accept a clear price for a guaranteed hour. I'd also cap how many same-hour jobs dispatch accepts at once, so the rota isn't wrecked."),
            (U, "ok let's go with a flat £9.50 same-hour price, any zone, max 3 same-hour jobs open at a time. maren's happy"),
            (A, "Noted: same-hour delivery at a flat £9.50 anywhere in the city, with dispatch accepting at most 3 same-hour jobs at once. Want an update for the price list?"),
            (U, "yes, add it under 'extras'"),
            (A, "Extras:\n- Wet-weather surcharge: £2.00 per job (declared days)\n- Same-hour delivery: £9.50 flat, any zone (max 3 at once)"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "Same-hour delivery is sold at a flat £9.50 in any zone, with at most 3 same-hour jobs open at once.", "keywords": ["9.50", "same-hour"]},
        ],
        "answered": [4, 8],
    },
    {
        "id": "c42",
        "day": "2026-05-19",
        "turns": [
            (U, "jonah. OSRM is fine but every time ines asks for 'avoid the cobbles on castle hill' I have to rebuild the whole thing for an hour and restart"),
            (A, "That's OSRM's weak spot: profile changes need re-preprocessing. GraphHopper supports custom models per request, so 'avoid cobbles' can just be a request parameter."),
            (U, "also the vps is at 7.1GB ram with osrm + glitchtip + cogwheel. graphhopper hosted basic plan is £39/mo for our volume"),
            (A, "Moving routing to the hosted plan would free up RAM and get rid of the rebuilds. £39/month is £468/year — still far below the old £212/month Google bill."),
            (U, "custom models on the hosted plan? or is that enterprise only"),
            (A, "I believe custom models work on the hosted API, but plan limits differ — worth confirming with a test request on the trial before you switch."),
            (U, "tested on the trial, works. ok switching: routing moves from our OSRM to GraphHopper's hosted API, osrm box off end of may"),
            (A, "Noted — routing moves from self-hosted OSRM to the hosted GraphHopper API (£39/month), with OSRM shut down at the end of May. Ines' 'avoid cobbles' as a custom model could look like:\n\n```json\n{\n  \"priority\": [\n    {\"if\": \"surface == COBBLESTONE\", \"multiply_by\": \"0.1\"}\n  ]\n}\n```"),
            (U, "nice, thx"),
        ],
        "facts": [
            {"kind": "change", "turn": 6, "text": "Routing moves from self-hosted OSRM to GraphHopper's hosted API (£39/month); OSRM switched off at the end of May 2026.", "keywords": ["GraphHopper", "hosted"]},
        ],
        "answered": [],
    },
    {
        "id": "c43",
        "day": "2026-05-28",
        "turns": [
            (U, "maren. summer's coming and we're short. 3 riders off for the whole of august, plus the uni festival in july"),
            (A, "How many extra riders do you think you need?"),
            (U, "last july we did 7,900 drops with 20 riders. this year we're up ~18% so ~9,300 drops. we have 21 riders but 3 away in aug"),
            (A, "At last July's rate (~395 drops per rider), 9,300 drops needs about 23–24 riders. With 21, and 18 in August, you'd be short roughly 2–3 riders in July and 5–6 in August, unless you lean on extra shifts."),
            (U, "onboarding 5 is impossible with the shadow shifts. but 3 is doable"),
            (A, "With 3 seasonal riders you'd be at 24 in July and 21 in August — July is covered, and August is still 2–3 short, so you'd need some extra shifts then."),
            (U, "ok decided: we hire 3 seasonal riders for june to september, and ask existing riders for extra shifts in august (still max 8h)"),
            (A, "Noted: 3 seasonal riders hired for June–September, plus extra shifts from existing riders in August within the 8-hour cap. Want me to draft the job ad?"),
            (U, "yes, short and not corporate"),
            (A, "**Summer riders wanted 🚲**\nSpoke & Satchel is a rider-owned courier co-op. We need 3 extra riders from June to September. £4.60 per drop, paid shadow shifts to start, helmet allowance, no bosses (well, Maren). Apply: jobs@spokeandsatchel.example"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "The co-op hires 3 seasonal riders for June–September 2026, with extra shifts from existing riders in August.", "keywords": ["3 seasonal", "september"]},
        ],
        "answered": [8],
    },
    # ------------------------------------------------------------------ June - August 2026
    {
        "id": "c44",
        "day": "2026-06-08",
        "turns": [
            (U, "ines. we're opening the workshop to the public for repairs. assembly said yes last week 🎉"),
            (A, "Congratulations! That could bring in a nice bit of income. Have you settled opening hours and pricing?"),
            (U, "not yet. we need the workshop for our own bikes most of the time. thinking afternoons"),
            (A, "Afternoons when your own servicing is lighter makes sense. Which days are your busiest for fleet work?"),
            (U, "mon, wed, fri are fleet days (veloparts delivery lands tuesdays though 🤔 fine). so public repairs tue, thu and sat afternoons, 13:00–18:00"),
            (A, "Noted: public repairs Tuesday, Thursday and Saturday, 13:00–18:00. For pricing, independent shops tend to charge £35–45 an hour, or fixed prices for common jobs. What do you want to charge?"),
            (U, "£38/hour labour, parts at veloparts price + 15%. plus a fixed £12 puncture repair"),
            (A, "Noted: £38 per hour labour, parts at cost plus 15%, and a fixed £12 puncture repair. Want a price board for the wall?"),
            (U, "yes!"),
            (A, "```\nSPOKE & SATCHEL WORKSHOP — public repairs\nTue / Thu / Sat  13:00–18:00\n\nLabour ............ £38 / hour\nPuncture repair ... £12\nParts ............. at cost + 15%\n\nBook: workshop@spokeandsatchel.example  |  0161 496 0458\n```"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "The workshop takes public repairs on Tuesday, Thursday and Saturday afternoons, 13:00–18:00.", "keywords": ["thu", "13:00"]},
            {"kind": "decision", "turn": 6, "text": "Public repair pricing: £38/hour labour, parts at Veloparts price plus 15%, fixed £12 puncture repair.", "keywords": ["38", "labour"]},
        ],
        "answered": [],
    },
    {
        "id": "c45",
        "day": "2026-06-15",
        "turns": [
            (U, "jonah. ruth found an invoice mistake from 5 weeks ago and we couldn't check the original job data because backups only go back 14 days"),
            (A, "That's exactly the late-discovery case. With monthly invoicing and month-end reconciliation, 14 days isn't enough to look back at the state before an edit."),
            (U, "storage check: 300MB/night when we set it up, now 420MB"),
            (A, "At 420 MB a night, 30 days is about 12.6 GB and 45 days about 19 GB. Object storage for that costs pennies a month. 30 days covers a full invoice cycle; 45 adds buffer."),
            (U, "30 is fine. still 03:00"),
            (A, "Then it's just the retention line in backup.sh:\n\n```diff\n- rclone delete --min-age 14d bucket:cogwheel-backups\n+ rclone delete --min-age 30d bucket:cogwheel-backups\n```"),
            (U, "pushed. backups are now kept 30 days. managed postgres is still a 'someday' btw, dele hasn't said yes or no"),
            (A, "Noted — nightly backups at 03:00 are now retained for 30 days instead of 14. And I'll treat managed Postgres as still undecided."),
            (U, "ta"),
        ],
        "facts": [
            {"kind": "change", "turn": 6, "text": "Nightly database backups are now kept for 30 days (was 14 days); still run at 03:00.", "keywords": ["30 days", "backups"]},
        ],
        "answered": [],
    },
    {
        "id": "c46",
        "day": "2026-06-29",
        "turns": [
            (U, "it's 31 degrees and the docks smell like hot fish"),
            (A, "That sounds awful. Make sure the riders are drinking plenty — heat exhaustion can creep up when you're working hard."),
            (U, "yeah we've got a cool box of water at the depot. any tips on heat for riders?"),
            (A, "A few:\n- Drink before you're thirsty, roughly 500 ml an hour in heat\n- Electrolytes on long shifts\n- Light-coloured, loose clothing; sunscreen on neck and arms\n- Shade breaks between drops\n- Know the signs: headache, dizziness, nausea, confusion → stop and cool down"),
            (U, "nice I'll post that in the rider channel"),
            (A, "Good idea. Stay cool out there!"),
            (U, "lol 'stay cool'. you're not out there mate"),
            (A, "Fair point. I'll stick to the shade of the server room. 😎"),
        ],
        "facts": [],
        "answered": [2],
    },
    {
        "id": "c47",
        "day": "2026-07-13",
        "turns": [
            (U, "dele. depot lease ends 30 sept. landlord offers 3 years at £1,450/month or 5 years at £1,380/month"),
            (A, "The 5-year option saves £70 a month (£840 a year), but it ties you in until 2031. Are you expecting to outgrow the depot?"),
            (U, "probably, if the public workshop takes off. 3 years feels right"),
            (A, "3 years at £1,450 is £52,200 in total; 5 years at £1,380 is £82,800. The flexibility is probably worth £840 a year if there's a real chance of moving."),
            (U, "ok we're signing the 3 year lease at £1,450/month from 1 oct. assembly already agreed on the flexibility argument"),
            (A, "Noted: depot lease renewed for 3 years at £1,450/month from 1 October. Want me to list things to check in the new lease (break clause, repairs, rent review)?"),
            (U, "yes but quickly. also, random, who's supposed to change the alarm code? it's been the same since 2023 and about 40 ex-riders know it"),
            (A, "Lease checklist: break clause and notice period; who pays for repairs; rent review mechanism; permission for public workshop use; insurance requirements.\n\nOn the alarm code — I don't have any record of someone owning that. It sounds like something the team should assign, ideally with a rotation schedule."),
            (U, "yeah. not it. I'll ask at wednesday's meeting, someone'll volunteer. or not lol"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "The depot lease is renewed for 3 years at £1,450/month from 1 October 2026.", "keywords": ["3 year", "1,450"]},
            {"kind": "open", "turn": 6, "text": "Nobody owns changing the depot alarm code; who should do it is unresolved.", "keywords": ["alarm code", "change"]},
        ],
        "answered": [],
    },
    {
        "id": "c48",
        "day": "2026-07-27",
        "turns": [
            (U, "ines. new packhorse e-cargos are eating brake pads. 800 km between services is too long for them, pads are at the limit by ~700km"),
            (A, "E-assist and heavier loads mean more speed to scrub off, so faster pad wear makes sense. Do you want a different interval for the e-cargo bikes only, or the whole fleet?"),
            (U, "whole fleet honestly, the old ones are borderline too. one interval is easier for jonah's report"),
            (A, "Then about 600 km would catch the Packhorse pads before they hit the limit at ~700 km, with some margin. At ~175 km a week that's a service roughly every 3–4 weeks."),
            (U, "3 more services a month for me but fine. can you tell jonah to change the threshold"),
            (A, "I can't message Jonah directly, but here's something to send him: 'Please change the service flag threshold in the weekly km report from 800 to 600 km for all bikes.'"),
            (U, "ok sent. decision for the record: service interval is 600 km for every cargo bike from now on"),
            (A, "Noted for the record: cargo bike service interval reduced from 800 km to 600 km for the whole fleet, effective now."),
        ],
        "facts": [
            {"kind": "change", "turn": 6, "text": "The cargo bike service interval drops to 600 km for the whole fleet (was 800 km).", "keywords": ["600 km", "service"]},
        ],
        "answered": [],
    },
    {
        "id": "c49",
        "day": "2026-08-10",
        "turns": [
            (U, "sami. scary one. a rider charged a packhorse battery at home overnight, charger got really hot, smell of burning. no fire thank god"),
            (A, "Glad nobody was hurt. Lithium-ion batteries and chargers can fail badly. Was it the original charger?"),
            (U, "no, a cheap 'compatible' one from online. rider lost the original"),
            (A, "That's a common cause of battery fires — only the manufacturer's charger should be used. For co-op-owned batteries, you might want a rule that they're charged only at the depot, on a non-combustible surface with a smoke detector, during staffed hours."),
            (U, "depot only, yes. is there a fire-safe cabinet thing for charging?"),
            (A, "Yes — there are steel battery charging cabinets made for e-bike batteries, fire-resistant and some with suppression built in. A small one is typically several hundred pounds, so Dele would need to approve."),
            (U, "dele said yes to the cabinet. rule from today: packhorse batteries are charged at the depot only, original chargers only, never at home"),
            (A, "Noted: Packhorse e-cargo batteries are charged only at the depot, with original chargers, never at home; a fire-safe charging cabinet is approved. I'll add it to the safety doc draft."),
            (U, "thanks. and the rider bought a replacement original charger, we're chipping in half"),
            (A, "That's a nice gesture. Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "Packhorse e-cargo batteries are charged at the depot only, with original chargers only, never at home.", "keywords": ["depot only", "chargers"]},
        ],
        "answered": [4],
    },
    {
        "id": "c50",
        "day": "2026-08-24",
        "turns": [
            (U, "priya. password reset requests are 30% of our support emails. riders forget passwords constantly"),
            (A, "Passwordless login would remove the problem. Options: a magic link by email, or a one-time code by SMS. Riders always have their phone on them, so an SMS code fits well."),
            (U, "SMS costs money though. relaytext is 2.6p per message"),
            (A, "If each of ~24 riders logs in once a day, that's about 24 × 30 × 2.6p ≈ £18.72/month. With sessions valid for 30 days they'd only log in monthly, which is pennies."),
            (U, "30 day sessions on a shared phone is scary tho. some riders swap phones"),
            (A, "A middle ground: 7-day sessions with an SMS one-time code to log in. That's about 4 logins a month per rider — roughly £2.50 a month in total."),
            (U, "ok go with that: rider app login is by 6-digit SMS code via relaytext, sessions last 7 days, passwords removed"),
            (A, "Noted: the rider app switches to passwordless login with a 6-digit SMS code via RelayText, 7-day sessions, passwords removed. Does the dispatcher console keep passwords?"),
            (U, "yes dispatchers keep passwords + 2FA. release in 2 weeks"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "Rider app login becomes passwordless: a 6-digit SMS code via RelayText, sessions lasting 7 days.", "keywords": ["SMS code", "7 days"]},
        ],
        "answered": [],
    },
    # ------------------------------------------------------------------ September 2026
    {
        "id": "c51",
        "day": "2026-09-01",
        "turns": [
            (U, "ruth. two things, one easy one hard"),
            (A, "Go on — easy one first?"),
            (U, "easy: client queries come to my personal inbox, my phone, maren's whatsapp... chaos. want one address"),
            (A, "A shared address like support@spokeandsatchel.example, visible to whoever covers client accounts, would fix that. An auto-reply can give the dispatch phone number for urgent things."),
            (U, "yes. all client queries go to support@spokeandsatchel.example from 15 sept, maren and I both have access"),
            (A, "Noted: all client queries go to support@spokeandsatchel.example from 15 September, with Ruth and Maren both having access. And the hard one?"),
            (U, "I'm going on parental leave in january for 6 months 🥹 and nobody knows who covers client accounts. maren's got enough on. do we hire? split it?"),
            (A, "Congratulations! 🎉 Options: a temporary hire, splitting it between Maren and Dele, or training a rider who'd like some office work. It depends on budget and how much handover time there is — probably one for the assembly."),
            (U, "yeah. no idea yet. will need to figure it out before november-ish"),
            (A, "Understood — cover for your parental leave is still open. Let me know if you want help writing up the options for the assembly."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "All client queries go to support@spokeandsatchel.example from 15 September 2026; Ruth and Maren both have access.", "keywords": ["support@spokeandsatchel.example", "15 sept"]},
            {"kind": "open", "turn": 6, "text": "Who covers client accounts during Ruth's 6-month parental leave from January 2027 is undecided.", "keywords": ["parental leave", "covers"]},
        ],
        "answered": [],
    },
    {
        "id": "c52",
        "day": "2026-09-03",
        "turns": [
            (U, "maren. clients ring 4 different numbers for dispatch, including my personal mobile at 6am 😤"),
            (A, "That sounds exhausting. A single dispatch number that forwards to whoever's on duty would help; most phone providers make that cheap."),
            (U, "we already have a landline 0161 496 0732 nobody uses. can it forward to the dispatcher's mobile?"),
            (A, "Most providers support call forwarding, and some VoIP ones allow scheduled forwarding by time of day. You'd just update the forward when dispatch shifts change — or use an app that rings a group."),
            (U, "fine. from now on 0161 496 0732 is the only dispatch number we give out, forwarded to whoever's dispatching. my mobile gets deleted from every client record"),
            (A, "Noted: 0161 496 0732 is the single published dispatch number, forwarded to the on-duty dispatcher, and your personal mobile is removed from client records. I'd add it to the support@ auto-reply too."),
            (U, "good shout. ruth's doing the auto-reply"),
            (A, "Great. Want me to draft the auto-reply text for her?"),
            (U, "sure"),
            (A, "Thanks for your message! We'll reply within one working day. For urgent deliveries or a problem with a delivery in progress, call dispatch on 0161 496 0732 (06:30–18:00, Mon–Sat)."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "0161 496 0732 is the only published dispatch number, forwarded to the on-duty dispatcher; Maren's mobile is removed from client records.", "keywords": ["0161 496 0732", "dispatch"]},
        ],
        "answered": [2],
    },
    {
        "id": "c53",
        "day": "2026-09-08",
        "turns": [
            (U, "jonah. riders miss job offers because the app only checks every 30 secs. need real push"),
            (A, "Options: Firebase Cloud Messaging (free, but a Google dependency), or a self-hosted push server like ntfy. Since the rider app is Android-only, both would work."),
            (U, "how do they do on battery? riders' phones already die by 3pm"),
            (A, "A self-hosted push server needs the app to keep its own connection open, which costs some battery. FCM is the most battery-friendly option because Android shares one connection across all apps."),
            (U, "riders' batteries win. how much work is FCM"),
            (A, "Roughly: add the Firebase SDK to the Android app, store each device's token in Cogwheel, and send a message from Django when a job is offered. A day or two plus testing. Example send:\n\n```python\nfrom firebase_admin import messaging\nmessaging.send(messaging.Message(\n    token=rider.fcm_token,\n    data={\"type\": \"job_offer\", \"job_id\": str(job.id)},\n    android=messaging.AndroidConfig(priority=\"high\", ttl=60),\n))\n```"),
            (U, "ok we'll use FCM for job offer pushes, and keep the 30 second poll as a fallback"),
            (A, "Noted — job offers will be pushed via Firebase Cloud Messaging with high priority, and the 30-second polling stays as a fallback. Want me to outline token refresh handling too?"),
            (U, "tomorrow. my brain is soup"),
            (A, "Rest that soup. 🍲"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "Job offers are pushed to riders via Firebase Cloud Messaging, with the 30-second poll kept as a fallback.", "keywords": ["FCM", "30 second"]},
        ],
        "answered": [2, 4],
    },
    {
        "id": "c54",
        "day": "2026-09-15",
        "turns": [
            (U, "dele. ledgerly renewal email. we've been monthly (£28) since jan. they offer annual at £269"),
            (A, "Annual at £269 vs 12 × £28 = £336, so annual saves £67 a year (about 20%)."),
            (U, "yeah but if ruth's cover ends up being a temp accountant they might want different software. and there are rumours Ledgerly is being bought by some big company"),
            (A, "Those are fair reasons to wait. An annual plan locks you in for 12 months; switch mid-year and you lose the rest. If the renewal isn't urgent, staying monthly keeps options open while the acquisition news settles."),
            (U, "renewal isn't due til january anyway. so ledgerly annual or monthly, dunno. I'll leave it"),
            (A, "Understood — Ledgerly annual vs monthly stays undecided for now, with the renewal due in January."),
            (U, "also lunch? the bakery sent a tray of leftover cinnamon buns to the depot"),
            (A, "That's the best kind of client. Enjoy the buns! 🥐"),
            (U, "they're gone already. riders are locusts"),
        ],
        "facts": [
            {"kind": "open", "turn": 4, "text": "Whether to move Ledgerly to the annual plan (£269) or stay monthly (£28) is undecided; renewal due January 2027.", "keywords": ["Ledgerly", "annual"]},
        ],
        "answered": [],
    },
    {
        "id": "c55",
        "day": "2026-09-22",
        "turns": [
            (U, "sami. winter is coming (sorry). rider jackets are falling apart and half of them are black, which is invisible at 5pm in november"),
            (A, "Ha. High-visibility jackets would help a lot. Are you thinking co-op branded?"),
            (U, "yes. quotes: Rainhaven £64 each for 20+, in orange or yellow, with reflective tape and our logo. Stormline £48 but only yellow and no logo"),
            (A, "For 20 jackets: Rainhaven £1,280, Stormline £960. Rainhaven is £320 more but gets you the logo — free advertising on every street — and the choice of orange, which stands out well in low light and makes riders recognisable as yours."),
            (U, "riders voted orange 12-5"),
            (A, "Orange it is, then, if you go with Rainhaven."),
            (U, "going with Rainhaven: 20 orange jackets with logo + reflective tape, £1,280 total, dele approved. delivery mid october"),
            (A, "Noted: 20 orange Rainhaven jackets with logo and reflective tape, £1,280 total, approved by Dele, arriving mid-October. Want a size survey for the riders?"),
            (U, "yes, just S M L XL XXL"),
            (A, "Size survey:\nName: ____\nSize: ☐ S ☐ M ☐ L ☐ XL ☐ XXL\nFit: ☐ regular ☐ roomy (for layers)\nReturn to Sami by Friday."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "20 orange Rainhaven jackets with logo and reflective tape are ordered for riders (£1,280), arriving mid-October.", "keywords": ["Rainhaven", "orange"]},
        ],
        "answered": [8],
    },
    # ------------------------------------------------------------------ October - November 2026
    {
        "id": "c56",
        "day": "2026-10-05",
        "turns": [
            (U, "tom. clocks go back in 3 weeks, lights season"),
            (A, "Good time to think about it. Anything in particular — lights failing, riders forgetting them?"),
            (U, "both. last winter 4 riders got stopped by police for no rear light. I want a weekly lights check"),
            (A, "A quick check at the start of the first shift on a fixed day works well: front and rear lights working, charged and mounted. Ines could keep spare lights at the depot for anyone who fails the check."),
            (U, "ok: every monday morning, lights check for every bike before the first job, ines keeps 10 spare sets. from 12 oct"),
            (A, "Noted: weekly lights check every Monday before the first job, starting 12 October, with Ines keeping 10 spare light sets at the depot."),
            (U, "other thing, the council has a cargo bike subsidy scheme, up to 50% of a cargo bike for businesses. do we apply? but I read you have to stay in the city 5 years, and we just did a 3 yr lease"),
            (A, "That condition could be a problem with the 3-year lease — you'd need to check whether moving within the city counts, and whether a co-op qualifies as a business under the scheme. I don't know the scheme's exact rules, so it's worth asking the council directly."),
            (U, "yeah. no idea who'd even do the application. parking it, again"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Weekly lights check on every bike each Monday morning before the first job from 12 October 2026; Ines keeps 10 spare sets.", "keywords": ["monday", "lights check"]},
            {"kind": "open", "turn": 6, "text": "Whether to apply for the council's cargo-bike subsidy (5-year stay condition vs 3-year lease) is unresolved.", "keywords": ["subsidy", "apply"]},
        ],
        "answered": [],
    },
    {
        "id": "c57",
        "day": "2026-10-19",
        "turns": [
            (U, "priya. glitchtip is full of crashes from one android 8 phone. one rider. it's ancient"),
            (A, "Supporting very old Android versions costs a lot of testing time. What's the spread of Android versions among riders?"),
            (U, "```json\n{\"android_versions\": {\"8\": 1, \"10\": 2, \"11\": 3, \"12\": 5, \"13\": 7, \"14\": 6, \"15\": 2}, \"total\": 26}\n```"),
            (A, "So 25 of 26 riders are on Android 10 or newer, and one on Android 8. Setting minSdk to 29 (Android 10) would drop just that one phone and let you rely on newer APIs such as the updated location permissions."),
            (U, "could that rider get a co-op phone? dele had some old pixels lying around"),
            (A, "That would solve it neatly — if one of Dele's spare Pixels runs Android 10 or newer, the rider keeps working and you can raise the minimum."),
            (U, "ok decided: rider app minimum is Android 10 (minSdk 29) from the november release, and that rider gets one of dele's pixels"),
            (A, "Noted: rider app minimum raised to Android 10 (minSdk 29) from the first November release; the affected rider gets a spare Pixel from Dele. Let me know if you need anything else."),
            (U, "🎉 bye android 8"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "The rider app's minimum version becomes Android 10 (minSdk 29) from the November 2026 release.", "keywords": ["Android 10", "minSdk"]},
        ],
        "answered": [4],
    },
    {
        "id": "c58",
        "day": "2026-11-02",
        "turns": [
            (U, "maren. furniture shop on castle hill wants us to move a 60kg armchair. 😂 we said no obviously"),
            (A, "Even with the Packhorse's 100 kg box, a bulky 60 kg armchair up Castle Hill isn't realistic. Is this a one-off or a trend?"),
            (U, "trend. 5 requests in october for stuff that doesn't fit a cargo bike. someone at the meeting said 'just get a van'"),
            (A, "A van would open a new market, but it's a big change for a bike courier co-op: driving licences, insurance, parking, fuel or charging, and the identity question. An alternative is partnering with a local van courier for oversized items."),
            (U, "the identity question is the real fight. half the co-op would rather die than own a van"),
            (A, "Then it probably needs a proper assembly discussion with numbers: expected revenue from oversized jobs, the cost of a small electric van vs. a partnership, and the values question."),
            (U, "so do we get a van or not? I genuinely don't know. and I'm not putting it on the agenda before christmas, too much going on"),
            (A, "Understood — whether to get a van (or partner with a van courier) stays open for now. I can prepare the numbers whenever you want to take it to the assembly."),
            (U, "january. remind me. oh wait you can't. I'll put it in my calendar"),
        ],
        "facts": [
            {"kind": "open", "turn": 6, "text": "Whether the co-op gets a van (or partners with a van courier) for oversized deliveries is undecided; not on the agenda before Christmas.", "keywords": ["van", "agenda"]},
        ],
        "answered": [],
    },
    {
        "id": "c59",
        "day": "2026-11-16",
        "turns": [
            (U, "dele. payroll question. we pay fortnightly on wednesdays and the december one would be wed 23 dec, riders want money before xmas shopping"),
            (A, "The 23rd is quite late for Christmas shopping. Could you bring it forward?"),
            (U, "the bank needs 2 working days. if I run it on wed 16th, money lands fri 18th. but then the next one is 6 jan and that's a long gap"),
            (A, "Bringing the 23 December pay forward to the 18th makes the gap to 6 January 19 days instead of 14. That's tight for some riders. You could offer an optional small advance in early January for anyone who needs it."),
            (U, "hmm. the 2025 bonus was paid in jan, that helped last time. this year the surplus looks smaller"),
            (A, "Then the January gap will feel bigger. An opt-in advance (say up to £200, repaid from the 20 January pay) would keep it fair without changing the schedule."),
            (U, "ok: december pay goes out early, landing friday 18 dec, and riders can request an advance up to £200 in early jan, paid back from the 20 jan pay"),
            (A, "Noted: December payroll brought forward to land on Friday 18 December; optional advances of up to £200 in early January, repaid from the 20 January pay. Shall I write the rider notice?"),
            (U, "yes, keep it friendly"),
            (A, "Hi all! 🎄 This December your pay will land early, on Friday 18 December, so you can do your Christmas shopping. The next pay day after that is 6 January. If that gap is tough, you can ask Dele for an advance of up to £200 in early January — it comes back out of your 20 January pay. Happy holidays! — Dele"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "December 2026 pay is brought forward to land on Friday 18 December; riders may request an advance up to £200 in early January, repaid from the 20 January pay.", "keywords": ["18 dec", "advance"]},
        ],
        "answered": [8],
    },
    {
        "id": "c60",
        "day": "2026-11-27",
        "turns": [
            (U, "maren. friday afternoon brain. restaurants keep asking about saturday evening deliveries (not food — supplies, wine, flowers)"),
            (A, "Interesting — do you have a sense of volume? Saturday evenings would mean a new shift."),
            (U, "3 restaurants + the florist, maybe 25-30 drops per evening. dispatch could be done from home by one person"),
            (A, "At £6.80–£8.40 per drop, 25–30 drops would bring in roughly £170–£250 per evening. Rider pay at £4.60 per drop would be £115–£138. Three riders doing 9–10 drops each over 4 hours is manageable. It could be worth a trial before committing."),
            (U, "trial for how long"),
            (A, "Eight weeks is long enough to see a pattern beyond the novelty, and short enough to stop if it doesn't work. Review it at the assembly afterwards."),
            (U, "ok let's do it: saturday evening pilot, 17:00–21:00, 3 riders + 1 remote dispatcher, 8 weeks from 9 january"),
            (A, "Noted — Saturday evening pilot from 9 January: 17:00–21:00, 3 riders plus one remote dispatcher, running 8 weeks, then reviewed at the assembly. Anything else before the weekend?"),
            (U, "nah. thanks for this year, you've been weirdly useful 🙃"),
            (A, "Thanks, Maren — that's high praise. Have a good weekend!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "An 8-week Saturday evening pilot runs from 9 January 2027, 17:00–21:00, with 3 riders and 1 remote dispatcher.", "keywords": ["saturday", "17:00"]},
        ],
        "answered": [4],
    },
]

# change fact -> the earlier decision it overrides
OVERRIDES = {
    ("c24", 0): ("c02", 0),
    ("c27", 0): ("c06", 0),
    ("c29", 0): ("c15", 0),
    ("c31", 0): ("c01", 0),
    ("c33", 0): ("c11", 0),
    ("c35", 0): ("c07", 0),
    ("c37", 0): ("c19", 0),
    ("c38", 0): ("c13", 0),
    ("c40", 0): ("c03", 0),
    ("c42", 0): ("c18", 0),
    ("c45", 0): ("c14", 0),
    ("c48", 0): ("c17", 0),
}

QUESTIONS = [
    {"question": "What per-drop rate did we originally set when riders came off hourly pay?", "chat": "c01", "fact": 0},
    {"question": "Which SMS provider did we first launch customer delivery texts with?", "chat": "c02", "fact": 0},
    {"question": "What tyre did Ines first standardise the cargo fleet on?", "chat": "c03", "fact": 0},
    {"question": "What accounting software do we keep the books in, and since when?", "chat": "c04", "fact": 0},
    {"question": "What time did the early dispatch shift originally start once we scrapped the rolling start?", "chat": "c06", "fact": 0},
    {"question": "How is the city carved up for dispatch?", "chat": "c06", "fact": 1},
    {"question": "What payment terms did we originally give business clients?", "chat": "c07", "fact": 0},
    {"question": "What do we use to catch errors from production Cogwheel?", "chat": "c08", "fact": 0},
    {"question": "How much does the co-op chip in when a rider buys a new helmet?", "chat": "c09", "fact": 0},
    {"question": "Were we open at all over Christmas 2025?", "chat": "c10", "fact": 0},
    {"question": "What release rhythm did the app team start out with?", "chat": "c11", "fact": 0},
    {"question": "How did we divide up the 2025 surplus?", "chat": "c12", "fact": 0},
    {"question": "When was the weekly co-op meeting first scheduled?", "chat": "c13", "fact": 0},
    {"question": "How many days of nightly database dumps did we keep at first?", "chat": "c14", "fact": 0},
    {"question": "Did we ever decide whether to put Postgres on a managed database?", "chat": "c14", "fact": 1},
    {"question": "How much was the rain surcharge when we first brought it in?", "chat": "c15", "fact": 0},
    {"question": "What mileage interval did we originally set for cargo bike servicing?", "chat": "c17", "fact": 0},
    {"question": "What did we first replace Google Directions with?", "chat": "c18", "fact": 0},
    {"question": "What was the original cap on how long a rider's shift could be?", "chat": "c19", "fact": 0},
    {"question": "How soon does a rider have to report a crash or near miss?", "chat": "c19", "fact": 1},
    {"question": "What proof of delivery does the pharmacy client insist on for prescriptions?", "chat": "c20", "fact": 0},
    {"question": "How large can a delivery photo be after the app compresses it?", "chat": "c21", "fact": 0},
    {"question": "Who insures us and what's our excess per claim?", "chat": "c22", "fact": 0},
    {"question": "How many ride-alongs does a new rider get, and what does the experienced rider earn for it?", "chat": "c23", "fact": 0},
    {"question": "Have we settled whether riders collect cash on delivery?", "chat": "c23", "fact": 1},
    {"question": "Which provider sends our customer texts now?", "chat": "c24", "fact": 0},
    {"question": "Who do we buy workshop parts from, and which day does the order go in?", "chat": "c26", "fact": 0},
    {"question": "What time does the early dispatch shift start these days?", "chat": "c27", "fact": 0},
    {"question": "How many calls can a client make to our API before getting throttled?", "chat": "c28", "fact": 0},
    {"question": "What's the wet-weather surcharge currently?", "chat": "c29", "fact": 0},
    {"question": "What does it cost a rider to borrow one of the spare co-op bikes?", "chat": "c30", "fact": 0},
    {"question": "What's the riders' base pay per delivery right now?", "chat": "c31", "fact": 0},
    {"question": "What's the rule before code can go into main?", "chat": "c32", "fact": 0},
    {"question": "How often do we ship Cogwheel now, and on which day?", "chat": "c33", "fact": 0},
    {"question": "How long do we hang on to riders' raw location traces?", "chat": "c34", "fact": 0},
    {"question": "How long do clients have to pay an invoice at the moment?", "chat": "c35", "fact": 0},
    {"question": "What's the least an account client has to spend each month?", "chat": "c35", "fact": 1},
    {"question": "What's the longest shift a rider can do now?", "chat": "c37", "fact": 0},
    {"question": "When does the co-op meeting happen these days?", "chat": "c38", "fact": 0},
    {"question": "Which cargo bikes did we buy with the reserve money, and where from?", "chat": "c39", "fact": 0},
    {"question": "Did we ever settle whether every rider gets electric assist?", "chat": "c39", "fact": 1},
    {"question": "What tyre goes on the cargo bikes now?", "chat": "c40", "fact": 0},
    {"question": "What do we charge a client for a within-the-hour delivery?", "chat": "c41", "fact": 0},
    {"question": "What's doing our route calculation at the moment?", "chat": "c42", "fact": 0},
    {"question": "How many extra riders did we take on for summer 2026?", "chat": "c43", "fact": 0},
    {"question": "When can members of the public bring bikes in for repair?", "chat": "c44", "fact": 0},
    {"question": "What's the workshop's hourly rate for walk-in customers?", "chat": "c44", "fact": 1},
    {"question": "How far back do our database backups go now?", "chat": "c45", "fact": 0},
    {"question": "How long did we sign the new depot lease for, and at what rent?", "chat": "c47", "fact": 0},
    {"question": "Who's on the hook for changing the depot alarm code?", "chat": "c47", "fact": 1},
    {"question": "How often do the cargo bikes go in for a service now?", "chat": "c48", "fact": 0},
    {"question": "Where are riders allowed to charge the e-cargo batteries?", "chat": "c49", "fact": 0},
    {"question": "How do riders sign in to the app now that passwords are gone?", "chat": "c50", "fact": 0},
    {"question": "Where should clients send their questions?", "chat": "c51", "fact": 0},
    {"question": "Who's covering client accounts while Ruth is off?", "chat": "c51", "fact": 1},
    {"question": "Which number should clients ring to reach dispatch?", "chat": "c52", "fact": 0},
    {"question": "How do job offers reach riders' phones?", "chat": "c53", "fact": 0},
    {"question": "Are we switching the accounting subscription to yearly billing?", "chat": "c54", "fact": 0},
    {"question": "What winter jackets did we order for the riders?", "chat": "c55", "fact": 0},
    {"question": "When do bikes get their lights checked?", "chat": "c56", "fact": 0},
    {"question": "Are we going for the council's cargo bike grant?", "chat": "c56", "fact": 1},
    {"question": "What's the oldest Android version the rider app still runs on?", "chat": "c57", "fact": 0},
    {"question": "Did the co-op ever decide on getting a van for big items?", "chat": "c58", "fact": 0},
    {"question": "When does December 2026 pay land, and is there help for the January gap?", "chat": "c59", "fact": 0},
    {"question": "What's the plan for Saturday evening deliveries?", "chat": "c60", "fact": 0},
]


if __name__ == "__main__":
    import datetime as _dt
    from collections import Counter

    problems = []
    ids = [c["id"] for c in CHATS]
    if len(CHATS) != 60:
        problems.append(f"expected 60 chats, got {len(CHATS)}")
    if len(set(ids)) != len(ids):
        problems.append("duplicate chat ids")
    lo, hi = _dt.date(2025, 12, 1), _dt.date(2026, 11, 27)
    by_id = {c["id"]: c for c in CHATS}
    kinds = Counter()
    n_turns = 0
    prev_day = None
    for c in CHATS:
        day = _dt.date.fromisoformat(c["day"])
        if not (lo <= day <= hi):
            problems.append(f"{c['id']}: day {c['day']} out of range")
        if prev_day and day < prev_day:
            problems.append(f"{c['id']}: days not in order")
        prev_day = day
        turns = c["turns"]
        n_turns += len(turns)
        if not (6 <= len(turns) <= 10):
            problems.append(f"{c['id']}: {len(turns)} turns")
        for t in turns:
            if t[0] not in (U, A) or not isinstance(t[1], str) or not t[1].strip():
                problems.append(f"{c['id']}: bad turn {t!r:.60}")
        if len(c["facts"]) > 2:
            problems.append(f"{c['id']}: more than 2 facts")
        open_turns = set()
        for i, f in enumerate(c["facts"]):
            kinds[f["kind"]] += 1
            if f["kind"] not in ("decision", "change", "open"):
                problems.append(f"{c['id']} f{i}: bad kind {f['kind']}")
            if not (0 <= f["turn"] < len(turns)):
                problems.append(f"{c['id']} f{i}: turn {f['turn']} out of range")
                continue
            text = turns[f["turn"]][1].lower()
            if not (2 <= len(f["keywords"]) <= 3):
                problems.append(f"{c['id']} f{i}: {len(f['keywords'])} keywords")
            for kw in f["keywords"]:
                if kw.lower() not in text:
                    problems.append(f"{c['id']} f{i}: keyword {kw!r} not in turn {f['turn']}")
            if f["kind"] == "open":
                open_turns.add(f["turn"])
        for a in c["answered"]:
            if not (0 <= a < len(turns)) or turns[a][0] != U:
                problems.append(f"{c['id']}: answered {a} is not a user turn")
            elif not any(s == A for s, _ in turns[a + 1:]):
                problems.append(f"{c['id']}: answered {a} has no later assistant turn")
            if a in open_turns:
                problems.append(f"{c['id']}: answered {a} is an open-question turn")

    for (cc, cf), (oc, of) in OVERRIDES.items():
        if by_id[cc]["facts"][cf]["kind"] != "change":
            problems.append(f"override source {cc} f{cf} is not a change")
        if by_id[oc]["facts"][of]["kind"] != "decision":
            problems.append(f"override target {oc} f{of} is not a decision")
        if by_id[oc]["day"] >= by_id[cc]["day"]:
            problems.append(f"override {cc} does not come after {oc}")
    n_changes = sum(1 for c in CHATS for f in c["facts"] if f["kind"] == "change")
    if n_changes != len(OVERRIDES):
        problems.append("every change fact needs an OVERRIDES entry")

    all_facts = {(c["id"], i) for c in CHATS for i in range(len(c["facts"]))}
    q_keys = Counter()
    for q in QUESTIONS:
        key = (q["chat"], q["fact"])
        if key not in all_facts:
            problems.append(f"question points at missing fact {key}")
        q_keys[key] += 1
    for key in all_facts:
        if q_keys[key] != 1:
            problems.append(f"fact {key} has {q_keys[key]} questions")

    n_facts = sum(len(c["facts"]) for c in CHATS)
    print(f"chats:      {len(CHATS)}")
    print(f"turns:      {n_turns}")
    print(f"facts:      {n_facts}  (decision={kinds['decision']}, change={kinds['change']}, open={kinds['open']})")
    print(f"questions:  {len(QUESTIONS)}")
    print(f"answered:   {sum(len(c['answered']) for c in CHATS)}")
    print(f"no-fact chats: {sum(1 for c in CHATS if not c['facts'])}, two-fact chats: {sum(1 for c in CHATS if len(c['facts']) == 2)}")
    print(f"days: {CHATS[0]['day']} .. {CHATS[-1]['day']}, distinct days: {len({c['day'] for c in CHATS})}")
    if problems:
        print("PROBLEMS:")
        for p in problems:
            print("  -", p)
        raise SystemExit(1)
    print("all checks passed")
