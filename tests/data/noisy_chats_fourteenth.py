# Development data since 2026-12-02 (session 16): released after its last held-out measurement, below.
# Held-out noisy-chat set no. 14 (60 chats, 65 facts, 65 questions; a botanic garden's seed bank),
# written on 2026-12-02 by a helper that never saw the code or the other sets (its QUESTIONS were tuples; the last
# lines, added by the lead, make them the dicts the quality scripts read). Its misses were not read. Measured by the
# lead only (python -m tests.noisy_chat_quality fourteenth): at e0c9c48 (before session 15) coverage 0.85 / 0.85 /
# 0.80, noise lines 9/171 (0.05), core memory noise 0/1, recall 53/65 (0.82); at session 15's merged code (fe6c80e)
# coverage the same, noise lines 11/174 (0.06), core memory noise 0/1, recall 53/65 (0.82).
"""Noisy team chats with an AI assistant -- evaluation set (fourteenth batch).

Organisation (fictional)
------------------------
The Seed Bank & Glasshouse team at Ashcombe Botanic Garden, a mid-sized
botanical garden in the south-west of England. The team runs "the Vault"
(the garden's seed bank: two cold rooms, CR1 at about -18/-20C for long-term
storage and CR2, the drying room), the germination lab with two chambers
(A and B), four public glasshouses (GH1-GH4), cold frames and a polytunnel,
a volunteer programme, a spring plant fair, school visits, and grant reporting
to the Heritage Flora Fund and the Northfield Trust. Accessions, germination
tests and sensor readings live in SeedLedger, a home-grown LIMS-like database
(SQLite until September 2026, then Postgres). Cold-room sensors are LoRaWAN
loggers feeding a Grafana dashboard.

People (8)
----------
- Marisol Okafor      -- seed bank curator and team lead; owns permits, signs off reports
- Tobias Lindqvist    -- glasshouse manager (heating, irrigation, pests, growing for the fair)
- Priya Venkataraman  -- germination lab technician; viability testing, drying protocols
- Dev Hallorann       -- SeedLedger developer and general IT person
- Ines Carvalho       -- volunteer coordinator (rota, inductions, volunteer events)
- Rhys Mbeki          -- facilities and sensors; cold rooms, alarms, contractors
- Hana Kowalczyk      -- grants and reporting officer; budgets and funder contact
- Jonah Ferreira      -- horticulturist running the plant fair, outreach and school visits

Each chat is one team member talking to the AI assistant. Facts are labelled
with the turn that states them; QUESTIONS holds one later-style question per fact.
"""

U = "user"; A = "assistant"

CHATS = [
    # ------------------------------------------------------------------ Dec 2025
    {
        "id": "c01",
        "day": "2025-12-02",
        "turns": [
            (U, "morning! rhys here. cr1 paged me three times last night again, pasting the log\n```\n2025-12-01T23:14:02Z cr1-probe-a temp=-17.2 thr=-17.5 ALARM\n2025-12-01T23:15:10Z cr1-probe-a temp=-18.1 thr=-17.5 CLEAR\n2025-12-02T01:47:55Z cr1-probe-a temp=-17.4 thr=-17.5 ALARM\n2025-12-02T01:49:01Z cr1-probe-a temp=-18.3 thr=-17.5 CLEAR\n2025-12-02T04:20:33Z cr1-probe-a temp=-17.3 thr=-17.5 ALARM\n2025-12-02T04:21:40Z cr1-probe-a temp=-18.0 thr=-17.5 CLEAR\n```\nevery one clears in about a minute. it's the defrost cycle, i'd bet my van on it"),
            (A, "Morning Rhys, that does look like defrost. Every excursion is tiny (under half a degree) and recovers in roughly 70 seconds, and they're spaced about 2.5 hours apart, which fits a timed defrost.\n\nYou've got a few options:\n1. Add a delay so an alarm only pages if the excursion lasts longer than N minutes.\n2. Suppress alarms during the scheduled defrost window.\n3. Move probe A away from the evaporator coil, since air right by the coil warms up first.\n\nA delay is the simplest. Seed inside sealed foil packets reacts much more slowly than the air, so short blips don't matter. Many facilities use 10-15 minutes for a -20 store."),
            (U, "what's the current delay set to? i can never remember where the config lives"),
            (A, "I can't see your system, but going by the coldwatch config you pasted a few weeks ago, it's `alarm_delay_s: 120` in `/etc/coldwatch/cr1.yaml`, so 2 minutes. That explains it: each defrost blip lasts about 65-70 seconds, and with sensor polling it's easy to go over the threshold."),
            (U, "yep 120. ok bumped it to 600, so 10 minutes delay before anything pages. if the compressor actually dies the seeds won't notice 10 min anyway"),
            (A, "Sensible. After you restart the service, check the logs tonight. You should still see ALARM/CLEAR pairs in the log, but no pages. I'd also keep the hard high limit (say -10C) with no delay, so a real failure still gets through fast. Let me know if you need anything else!"),
            (U, "good shout on the hard limit, added it. going to get a coffee, my eyes are burning"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "The CR1 cold room alarm delay was raised from 2 minutes to 10 minutes before anyone is paged.", "keywords": ["600", "10 minutes"]},
        ],
        "answered": [2],
    },
    {
        "id": "c02",
        "day": "2025-12-04",
        "turns": [
            (U, "hi! ines here. can you help me write a message to the volunteers about the holiday closure"),
            (A, "Of course! What are the closure dates, and is there anything specific volunteers need to know (shifts, who to contact, when things restart)?"),
            (U, "garden's shut to the public 24th to 1st, but we've always had a couple of keen ones sneaking in to water. this year marisol said absolutely not, it's an insurance thing. so no volunteer shifts dec 24 through jan 2, full stop. tobias and jonah cover the watering between them"),
            (A, "Here's a draft:\n\n> Dear all,\n> The garden will be closed from 24 December to 1 January. For insurance reasons there will be **no volunteer shifts from 24 December to 2 January inclusive**, and that includes watering. Tobias and Jonah from the staff team will look after the glasshouses over the break.\n> Shifts start again on Saturday 3 January. Thank you for everything this year!\n> Ines"),
            (U, "lovely but a bit less formal? they're mostly retired folks who've known me for years lol"),
            (A, "Sure, a warmer version:\n\n> Hi everyone!\n> Quick one before the festive madness. We're closed 24 Dec to 1 Jan, and this year there are no volunteer shifts at all from the 24th to the 2nd (insurers, don't ask!). So please no sneaky watering visits :) Tobias and Jonah have the plants covered.\n> See you all from 3 January. Thank you so much for this year, you're the best.\n> Ines x"),
            (U, "perfect thank you 🎄"),
            (A, "Happy to help! Enjoy the break when it comes."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "There are no volunteer shifts from 24 December to 2 January; Tobias and Jonah cover the glasshouse watering during the closure.", "keywords": ["dec 24", "jan 2"]},
        ],
        "answered": [0],
    },
    {
        "id": "c03",
        "day": "2025-12-09",
        "turns": [
            (U, "hey quick one. primula vulgaris germination is rubbish again, 3 of 25 on plain agar after 28 days. what's the usual fix"),
            (A, "Primula vulgaris seed is usually physiologically dormant, so low germination on plain agar is expected. Common fixes:\n- Gibberellic acid (GA3) in the medium, often 250 mg/L\n- Cold stratification (about 4-8 weeks at around 5C) before moving to warmer conditions\n- Or both\n\nGA3 is quickest if you just want a viability figure rather than to study the dormancy itself."),
            (U, "we've got ga3 stock at 1000 mg/l in the fridge. ok let's go with 1% agar plus 250 mg/l ga3 for all the primula tests from now on, i'll note it in the protocol doc"),
            (A, "Good plan. To get 250 mg/L from your 1000 mg/L stock you need a 1-in-4 dilution. For 500 mL of medium: make 375 mL of agar at 1.33% so it ends up at 1%, let it cool to about 50C, then add 125 mL of the GA3 stock. GA3 breaks down with heat, so don't autoclave it with the agar; filter-sterilise and add it after."),
            (U, "ta. separately AB-2019-0412 came back at 41% which is way down from 88% at banking. do we retest or just flag it? marisol's away till thursday so i can't ask"),
            (A, "Either can be justified. A drop from 88% to 41% in about six years is large for an orthodox species, so I'd first rule out a test problem (contamination, chamber fault, wrong pre-treatment). A retest with a fresh 50-seed sample would tell you. If the retest confirms it, it's a clear regeneration candidate. It depends how much seed is left and whether you can spare another 50."),
            (U, "yeah idk, only ~600 seeds left. leave it for now, we'll have to come back to whether 0412 gets retested. lunch time, canteen has soup today apparently 🍲"),
            (A, "Enjoy the soup! I'll leave it there. When Marisol's back, the key facts are: 41% now, 88% at banking, about 600 seeds left."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "Primula germination tests now use 1% agar with 250 mg/L GA3.", "keywords": ["250 mg/l", "primula"]},
            {"kind": "open_question", "turn": 4, "text": "It is unresolved whether accession AB-2019-0412, which dropped to 41% germination, should be retested or just flagged.", "keywords": ["0412", "41%"]},
        ],
        "answered": [0],
    },
    {
        "id": "c04",
        "day": "2025-12-15",
        "turns": [
            (U, "hi, hana. heritage flora fund want the year-end narrative report. can you remind me what sections they usually want? i have their template somewhere but my downloads folder is a war zone"),
            (A, "Most heritage and conservation funders ask for roughly these:\n1. Summary of progress against the agreed outcomes\n2. Activities delivered (with numbers)\n3. Participation and volunteering\n4. Challenges and how you dealt with them\n5. Finances: spend against budget, with any variances explained\n6. Plans for the next period\n7. Photos or case studies\n\nIt's worth checking their actual template, since Heritage Flora Fund might word them differently."),
            (U, "ok that matches what i remember. talked to marisol this morning: i draft it, she signs off, and it goes in by jan 31. she wants to see a draft by 19 jan"),
            (A, "That gives you about five weeks including the holidays. Suggested plan:\n- By 22 Dec: gather the numbers (accessions banked, tests run, volunteer hours)\n- 5-16 Jan: write the draft\n- 19 Jan: draft to Marisol\n- 26 Jan: final edits\n- 30 Jan: submit, a day early in case their portal misbehaves"),
            (U, "can you give me a skeleton in markdown"),
            (A, "```markdown\n# Heritage Flora Fund - Year-end report 2025\n## 1. Summary\n## 2. Outcomes and activities\n| Outcome | Target | Achieved | Notes |\n|---|---|---|---|\n## 3. Volunteers and participation\n## 4. Challenges\n## 5. Finance\n## 6. Next year\n## 7. Photos\n```\nHappy to help fill in sections once you have the figures."),
            (U, "brill thanks x"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "Hana drafts the Heritage Flora Fund year-end report, Marisol signs it off, and it is submitted by 31 January.", "keywords": ["jan 31", "signs off"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c05",
        "day": "2025-12-19",
        "turns": [
            (U, "jonah here, nothing to do with work but i've been volunteered to write a rhyme for the seed bank xmas card 🙃 help"),
            (A, "Ha, happy to! A first go:\n\n> In packets sealed and labelled neat,\n> we keep the spring beneath our feet.\n> From all of us who count and sow,\n> a merry Christmas, row by row."),
            (U, "haha love it. can you get 'cold room' in there somehow"),
            (A, "> In the cold room, hushed and deep,\n> ten thousand summers lie asleep.\n> From all of us who count and sow,\n> a merry Christmas, row by row."),
            (U, "marisol will pretend to hate it. also what's a good potluck dish that survives a 40 min bus ride"),
            (A, "Things that are fine at room temperature and don't spill: orzo or couscous salad, a frittata, sausage rolls, a tray bake, or roasted veg with a dressing in a separate jar. Avoid anything creamy or anything that needs reheating."),
            (U, "orzo salad it is. cheers, have a good one"),
            (A, "You too, Jonah! Happy holidays to the whole team."),
        ],
        "facts": [],
        "answered": [2, 4],
    },
    # ------------------------------------------------------------------ Jan 2026
    {
        "id": "c06",
        "day": "2026-01-06",
        "turns": [
            (U, "happy new year! dev here. starting on the accession id cleanup in seedledger. right now they're AB-2019-0412 style, which supposedly means 'ashcombe botanic' but everyone reads it as 'accession batch'"),
            (A, "Happy new year, Dev! So the current format is prefix, year, then a 4-digit sequence. What's the plan: a new format going forward, or renaming everything?"),
            (U, "marisol and i agreed before xmas. we replaced the AB- prefix with ASH- for all new accessions, and the number goes to 5 digits, so ASH-2026-00001. sequence resets every year"),
            (A, "Clean. A validation regex and generator:\n```python\nimport re\nACC_RE = re.compile(r\"^ASH-(\\d{4})-(\\d{5})$\")\n\ndef next_accession(conn, year):\n    row = conn.execute(\n        \"SELECT MAX(CAST(substr(accession_id, 10) AS INTEGER)) FROM accessions \"\n        \"WHERE accession_id LIKE ?\", (f\"ASH-{year}-%\",)).fetchone()\n    n = (row[0] or 0) + 1\n    return f\"ASH-{year}-{n:05d}\"\n```"),
            (U, "what about the old ones, rename them?"),
            (A, "I'd advise against it. The old IDs are printed on packets, in germination notebooks, in old reports and in Pennine's duplicate records. Renaming means either relabelling everything physically or having a mismatch between labels and database. A common approach is to leave old records as they are and, if something gets re-banked under a new ID, store the old ID alongside it."),
            (U, "yeah that's what i thought. final call: old ids stay as they are, new column legacy_id on the new records only where we re-bank something. nobody renames anything on packets"),
            (A, "```sql\nALTER TABLE accessions ADD COLUMN legacy_id TEXT;\nCREATE INDEX idx_accessions_legacy ON accessions(legacy_id);\n```\nThen in search, match on either `accession_id` or `legacy_id` so people can still find things by the old number."),
            (U, "cool, shipping it this afternoon"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "New accession IDs use the ASH- prefix with a five-digit yearly sequence (e.g. ASH-2026-00001) instead of the old AB- prefix.", "keywords": ["ASH-", "5 digits"]},
            {"kind": "decision", "turn": 6, "text": "Existing AB- accession IDs are not renamed; a legacy_id column links re-banked records to their old IDs.", "keywords": ["legacy_id", "final call"]},
        ],
        "answered": [4],
    },
    {
        "id": "c07",
        "day": "2026-01-12",
        "turns": [
            (U, "hi. marisol. need to pin down drying room conditions before spring collecting. cr2 has been drifting between 12 and 22% rh which is not ok"),
            (A, "Agreed, that's a wide swing. Genebank standards recommend drying at 10-25% relative humidity and 5-20C. Many seed banks, the big ones included, use 15% RH at 15C, which brings most orthodox seeds to a safe moisture content in a few weeks without stressing them."),
            (U, "that's what they taught on the course i did too. settled then, cr2 target is 15% rh at 15c, and rhys sets the alarms at ±3"),
            (A, "Great, so alarms at 12% and 18% RH. It's worth asking Rhys whether the current dehumidifier can hold 15% in summer. The 22% peaks might be the unit working at its limit rather than a control problem."),
            (U, "can you write me a one-paragraph note for the cold room binder"),
            (A, "**CR2 (Drying Room) operating conditions, effective January 2026.** The drying room is kept at 15% relative humidity and 15C. Alarms trigger below 12% or above 18% RH. Seeds are dried here before packing and moving to CR1. Report any sustained excursion to Rhys (facilities) and Marisol (curator). Do not prop the door open."),
            (U, "perfect. thanks"),
            (A, "Happy to help! Let me know if you want a matching note for CR1."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "The CR2 drying room target is 15% relative humidity at 15C, with alarms at plus or minus 3 points.", "keywords": ["15% rh", "settled"]},
        ],
        "answered": [4],
    },
    {
        "id": "c08",
        "day": "2026-01-16",
        "turns": [
            (U, "ugh. gh3 controller threw this overnight\n```\n02:11:07 ERR 0x3F boiler_link timeout (zone=GH3) retry=5/5\n02:11:07 WARN GH3 heating disabled: no boiler ack\n05:58:40 WARN GH3 night_temp 6.1 < setpoint 12.0\n06:02:13 INFO boiler_link restored\n```\nheating came back at 6. tender stuff looks ok thank god"),
            (A, "Glad nothing was lost. The controller lost its link to the boiler at 2am, gave up after 5 retries, and didn't try again until the link came back around 6. Two things to check: the cable or interface between controller and boiler (0x3F often means a comms timeout), and whether the controller can be set to keep retrying instead of disabling heating."),
            (U, "the gas bill for december was eye-watering too. hana nearly fainted"),
            (A, "Heating is usually the biggest cost for glasshouses. What's overwintering in GH3? If nothing there needs 12C at night, lowering the night setpoint is one of the quickest savings. Each degree lower typically cuts heating energy by roughly 10%."),
            (U, "mostly pelargoniums and salvias, nothing really tropical. ok do it: gh3 night setpoint down from 12 to 8c, days stay as they are"),
            (A, "8C is fine for pelargoniums and most salvias if they're kept on the dry side. Keep an eye on anything marginal, like the Salvia confertiflora if you still have it, and watch for botrytis. Cooler, damper air makes it more likely, so ventilate on bright days."),
            (U, "will do. off to shout at the boiler engineer"),
            (A, "Good luck! Having the log lines above with you should help."),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "Glasshouse 3's night heating setpoint was lowered from 12C to 8C to cut gas costs.", "keywords": ["gh3", "8c"]},
        ],
        "answered": [],
    },
    {
        "id": "c09",
        "day": "2026-01-21",
        "turns": [
            (U, "germination import blew up again on priya's csv\n```\nTraceback (most recent call last):\n  File \"import_germ.py\", line 88, in <module>\n    row[\"test_date\"] = datetime.strptime(row[\"test_date\"], \"%Y-%m-%d\")\n  File \"/usr/lib/python3.11/_strptime.py\", line 568, in _strptime_datetime\n    tt, fraction, gmtoff_fraction = _strptime(data_string, format)\nValueError: time data '03/01/2026' does not match format '%Y-%m-%d'\n```"),
            (A, "The script expects `2026-01-03`-style dates, but the CSV has `03/01/2026`. Excel probably reformatted the column when Priya saved it. You could make the parser accept several formats, but see the next point."),
            (U, "i could guess the format but 03/01 is literally ambiguous, is that march or jan"),
            (A, "Exactly. Without knowing the source you can't tell 3 January from 1 March, and a silent wrong guess is worse than a crash. I'd require ISO 8601 (YYYY-MM-DD) and reject everything else with a clear message."),
            (U, "yep. we'll use iso dates only for every csv import from now on, the script rejects anything else with a proper message. i'll tell priya to set the column format in excel"),
            (A, "```python\nfrom datetime import date\n\ndef parse_iso(value, line_no, field):\n    try:\n        return date.fromisoformat(value.strip())\n    except ValueError:\n        raise SystemExit(\n            f\"line {line_no}: {field}={value!r} is not an ISO date (YYYY-MM-DD). \"\n            \"In Excel: Format Cells > Custom > yyyy-mm-dd, then re-save as CSV.\")\n```"),
            (U, "nice, stealing that"),
            (A, "Go for it. Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "All CSV imports into SeedLedger must use ISO dates (YYYY-MM-DD); other formats are rejected.", "keywords": ["iso", "csv import"]},
        ],
        "answered": [2],
    },
    {
        "id": "c10",
        "day": "2026-01-27",
        "turns": [
            (U, "hiya. new volunteers keep turning up on random days and i'm doing one-to-one inductions like 3 times a week, it's killing me"),
            (A, "That's a lot of repeated effort. Most volunteer programmes move to fixed group inductions: one session on a set day each month, and nobody starts until they've been to one. It also means everyone hears the same safety briefing."),
            (U, "yeah. agreed with marisol this morning: inductions are the first saturday of every month at 10am in the education room, and nobody starts a shift before they've done one"),
            (A, "Nice and simple. Want me to draft an announcement for current and new volunteers?"),
            (U, "yes please. also a mum asked if her 16 year old can help with seed cleaning. are under 18s even allowed near the aspirator? our policy doc doesn't say"),
            (A, "I can't answer that one for you. It depends on your insurer, your safeguarding policy and the risk assessment for the seed cleaning equipment, so check with whoever holds those. Here's the draft:\n\n> **Volunteer inductions are changing!** From February, inductions run on the **first Saturday of every month at 10am** in the Education Room (about 2 hours). Everyone needs to attend one before their first shift. Please book with Ines."),
            (U, "ok i'll have to chase that, nobody seems to know. thanks for the draft!"),
            (A, "Happy to help! Good luck with the chasing."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "Volunteer inductions are held on the first Saturday of each month at 10am, and no one starts shifts before attending one.", "keywords": ["first saturday", "10am"]},
            {"kind": "open_question", "turn": 4, "text": "It is unresolved whether volunteers under 18 are allowed to do seed cleaning work.", "keywords": ["16 year old", "seed cleaning"]},
        ],
        "answered": [],
    },
    # ------------------------------------------------------------------ Feb 2026
    {
        "id": "c11",
        "day": "2026-02-03",
        "turns": [
            (U, "morning 🌱 need to lock in the spring plant fair date so i can book the marquee"),
            (A, "Morning Jonah! Which dates are you choosing between?"),
            (U, "either 9 may or 16 may. the 9th clashes with the ashcombe village fete and half our volunteers run the tombola there"),
            (A, "Then the 16th looks better. Saturday 16 May 2026 isn't near a bank holiday either (the late May one is the 25th), so people shouldn't be away."),
            (U, "let's go with saturday 16 may. booking the marquee now, they want a £380 deposit 😬"),
            (A, "Done deal. A few things to book early: toilets if you need extra, the card reader, signs for the car park, and telling Ines so she can start recruiting volunteers."),
            (U, "cheers. brb, marquee guy calling"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "The 2026 spring plant fair is on Saturday 16 May.", "keywords": ["16 may", "marquee"]},
        ],
        "answered": [],
    },
    {
        "id": "c12",
        "day": "2026-02-06",
        "turns": [
            (U, "those cheap govee loggers in the cold rooms are eating batteries in the cold, 3 dead this month. and the bluetooth only works if you stand in the doorway"),
            (A, "Alkaline batteries do badly at -20C, and Bluetooth through insulated cold-room panels is always poor. Two fixes: lithium cells if you keep the loggers, or move to a LoRaWAN sensor with a gateway outside. Then readings arrive automatically and nobody has to stand in the doorway."),
            (U, "hana found some money left in the equipment line. what about the milesight em300-th"),
            (A, "It's a common pick for this. It's LoRaWAN, the battery is rated for several years, and it outputs JSON that's easy to ingest. Check the operating temperature on the exact variant you order, and put the gateway somewhere with a clear path to both rooms."),
            (U, "sold. replaced all 6 govees with em300 sensors as of today, gateway's on the wall by the loading bay. json coming out looks like\n```json\n{\"devEUI\":\"24e124136b502217\",\"temperature\":-19.6,\"humidity\":38.5,\"battery\":100}\n```"),
            (A, "That looks healthy. Give Dev the devEUI-to-room mapping so SeedLedger can label them, e.g. `24e124136b502217 -> CR1-A`. Let me know if you'd like a small script to forward these into the database."),
            (U, "thanks, dev's going to love me"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "The Govee loggers in the cold rooms were replaced by six Milesight EM300 LoRaWAN sensors with a gateway by the loading bay.", "keywords": ["em300", "govees"]},
        ],
        "answered": [2],
    },
    {
        "id": "c13",
        "day": "2026-02-11",
        "turns": [
            (U, "hi! we have two germination chambers and everyone fights over them"),
            (A, "A classic! What are the two chambers set up for, and what's clashing?"),
            (U, "chamber a is the 20/10 alternating one, chamber b sits at a constant 5c most of the time. problem is people keep shoving quick 2-week tests in b and then my 12-week cold stratifications have nowhere to go"),
            (A, "Cold stratification needs long uninterrupted runs at a steady low temperature, and a quick test can go almost anywhere. Reserving the cold chamber for stratification would probably stop most of the fights."),
            (U, "tbh i've been saying this since october. tobias is just as bad, he put cuttings in there once"),
            (A, "Cuttings in a germination chamber is quite something 😄 A written rule and a sign on the door usually work better than reminding people one at a time."),
            (U, "ok final: chamber b is reserved for stratification only, everything else goes in a or the lab incubator. putting a sign on it"),
            (A, "Sign text:\n\n> **CHAMBER B - STRATIFICATION ONLY**\n> Long cold runs in progress. Please use Chamber A or the lab incubator for all other tests.\n> Questions: Priya"),
            (U, "lol fine, i was going to write 'touch this and perish' but yours is nicer"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "Germination chamber B is reserved for cold stratification only; other tests go in chamber A or the lab incubator.", "keywords": ["chamber b", "stratification"]},
        ],
        "answered": [],
    },
    {
        "id": "c14",
        "day": "2026-02-17",
        "turns": [
            (U, "not work: what's a good novel about plants. the overstory done, braiding sweetgrass done"),
            (A, "A few ideas: *The Signature of All Things* by Elizabeth Gilbert (a 19th-century botanist, mosses, adventure), *Lab Girl* by Hope Jahren (memoir, not a novel, but beautifully written), and *The Island of Missing Trees* by Elif Shafak (partly told by a fig tree)."),
            (U, "ooh signature of all things sounds right up my street. also lunch question, is it rude to microwave fish in the shared kitchen"),
            (A, "Most office etiquette guides say yes. Reheated fish is the classic complaint. Cold fish (tuna salad, smoked salmon) is fine. Hot fish is better eaten at home."),
            (U, "haha tobias did it last week and we're still recovering. tuna mayo it is. thanks!"),
            (A, "Enjoy, and the book too!"),
        ],
        "facts": [],
        "answered": [0, 2],
    },
    {
        "id": "c15",
        "day": "2026-02-24",
        "turns": [
            (U, "northfield trust call is open, deadline 20 march. they fund up to £60k over 3 years for 'community science'"),
            (A, "That's a good fit for a seed bank with an active volunteer programme. What's the project idea?"),
            (U, "we went back and forth, marisol wanted to go big. i think the sensible ask is volunteer seed collecting + citizen science germination trials at home"),
            (A, "That fits \"community science\" well. Small funders often prefer a realistic ask and clear outputs over the maximum. Typical budget lines: coordinator time, kit (seed trays, packets, scales), training, travel, and a small evaluation line."),
            (U, "right, decided in the team meeting: we apply for £48,000 over two years, mostly volunteer coordinator hours and kit. ines leads the volunteer side"),
            (A, "Rough breakdown to start from:\n\n| Line | Y1 | Y2 | Total |\n|---|---|---|---|\n| Coordinator (0.4 FTE) | £14,000 | £14,000 | £28,000 |\n| Kit and consumables | £6,000 | £3,000 | £9,000 |\n| Training and events | £2,500 | £2,500 | £5,000 |\n| Travel | £1,500 | £1,500 | £3,000 |\n| Evaluation | £1,000 | £2,000 | £3,000 |\n| **Total** | £25,000 | £23,000 | **£48,000** |"),
            (U, "that's a good start. what's a gantt tool that isn't painful"),
            (A, "For a small grant application, a spreadsheet template is usually enough (Google Sheets has one). If you want a proper tool, TeamGantt or the timeline view in Notion or Airtable are gentle."),
            (U, "ta, will try the spreadsheet one"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "The Northfield Trust application asks for £48,000 over two years, with Ines leading the volunteer side.", "keywords": ["48,000", "two years"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ Mar 2026
    {
        "id": "c16",
        "day": "2026-03-02",
        "turns": [
            (U, "question for you. who should own collecting permits? right now it's whoever remembers, which means nobody. we nearly collected on an sssi without consent last year"),
            (A, "That's a real risk. Having one person own permits usually works best: they keep a register (site, landowner, permit reference, expiry), and trips don't go ahead without their sign-off."),
            (U, "yeah. i'll own the permit renewals myself going forward, natural england and the landowners. everyone sends me requests at least 6 weeks before a trip"),
            (A, "Makes sense. Six weeks gives time for most landowner replies. Natural England SSSI consents can sometimes take longer, so for those 8 weeks is safer. A request template would help people give you everything at once."),
            (U, "can you make that a table i can paste into the shared drive"),
            (A, "| Field | Example |\n|---|---|\n| Requested by | Priya |\n| Trip dates | 6-8 Oct |\n| Site name and grid ref | Penhallow Dunes, SW 123 456 |\n| Landowner / manager | National Trust |\n| Designations (SSSI, SAC, NNR) | SSSI |\n| Target taxa | Eryngium maritimum |\n| Collection method and quantity | <20% of seed available |\n| Date sent to Marisol | |"),
            (U, "great, thanks"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "Marisol owns all collecting permit renewals, and trip requests must reach her at least six weeks in advance.", "keywords": ["permit renewals", "6 weeks"]},
        ],
        "answered": [4],
    },
    {
        "id": "c17",
        "day": "2026-03-06",
        "turns": [
            (U, "backup question. seedledger's nightly dump goes to the nas at 02:30 and we keep 14 days. marisol asked what happens if we spot corruption after 3 weeks"),
            (A, "With 14 days of retention, any corruption older than two weeks would already be in every backup you have, so you couldn't restore a clean copy. The usual fix is longer retention (or daily + weekly + monthly), plus a copy that isn't on the same NAS."),
            (U, "storage is cheap. how big are the dumps"),
            (A, "I can't see your NAS, but something like `du -sh` on the backup folder will tell you. Compressed SQL dumps of a database this size are usually small."),
            (U, "```\n$ du -sh /backups/seedledger/*.sql.gz | tail -3\n41M\t/backups/seedledger/2026-03-03.sql.gz\n41M\t/backups/seedledger/2026-03-04.sql.gz\n42M\t/backups/seedledger/2026-03-05.sql.gz\n```\nlol tiny. ok bumped retention from 14 to 35 days, and also copying each one to the offsite bucket"),
            (A, "35 x 42 MB is about 1.5 GB, so nothing. Cron line for the offsite copy, after the dump:\n```\n45 2 * * * rclone copy /backups/seedledger offsite:ashcombe-seedledger --max-age 24h\n```\nDo a test restore every so often too. A backup you've never restored might not actually work."),
            (U, "👍"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "SeedLedger backup retention was increased from 14 to 35 days, with each backup also copied to an offsite bucket.", "keywords": ["retention", "35 days"]},
        ],
        "answered": [2],
    },
    {
        "id": "c18",
        "day": "2026-03-11",
        "turns": [
            (U, "thrips in gh2. silvering on the streptocarpus and i saw the little sods on a blue sticky trap"),
            (A, "Silvering plus thrips on blue traps is a pretty clear diagnosis. Streptocarpus are prone to them. How do you normally handle pests in GH2?"),
            (U, "we don't spray in gh2 anyway because of the school groups. what do people use"),
            (A, "The standard biological control for thrips is the predatory mite *Amblyseius cucumeris*, usually in slow-release sachets hung in the canopy. It works best before numbers get high. Some people add *Orius* bugs when it's warmer. Keep the blue sticky traps up to see how it's going."),
            (U, "ok we'll use amblyseius cucumeris sachets, ordering from the usual supplier, and no spraying in gh2 at all this season. jonah can you... oh wait you're not jonah 😂"),
            (A, "Ha, sadly not. Tips: hang one sachet per plant or per metre of bench, keep them out of direct sun and dripping water, and replace them every 4-6 weeks. Don't use any residual pesticide nearby or it'll kill the mites."),
            (U, "cheers"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Thrips in glasshouse 2 are treated with Amblyseius cucumeris sachets, and there is no spraying in GH2 this season.", "keywords": ["cucumeris", "no spraying"]},
        ],
        "answered": [2],
    },
    {
        "id": "c19",
        "day": "2026-03-17",
        "turns": [
            (U, "the rota spreadsheet has become sentient. 47 tabs. people overwrite each other's shifts"),
            (A, "47 tabs is impressive in a bad way. Volunteer management tools let people book their own shifts without overwriting each other, send reminders, and log hours. Have you tried any?"),
            (U, "we trialled helphive in feb, volunteers actually liked the app, even maureen who's 83"),
            (A, "If Maureen is happy, that's a strong sign! A migration plan: set up the recurring shifts in HelpHive, invite everyone, run both side by side for a week, then make the spreadsheet read-only."),
            (U, "right, from now on the volunteer rota lives in helphive instead of the spreadsheet, switch over on 1 april. spreadsheet goes read-only on the 31st"),
            (A, "Checklist:\n- [ ] Create the recurring shifts (glasshouse, seed cleaning, shop, fair)\n- [ ] Import the volunteer list (name, email, phone)\n- [ ] Send invites with a short how-to\n- [ ] 31 Mar: set the spreadsheet to view-only\n- [ ] 1 Apr: HelpHive is the only rota"),
            (U, "ty! lunch now, it's pizza friday (on a tuesday, don't ask)"),
            (A, "Best kind of Friday. Enjoy!"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "The volunteer rota moved from the spreadsheet to HelpHive on 1 April, with the spreadsheet made read-only.", "keywords": ["helphive", "1 april"]},
        ],
        "answered": [],
    },
    {
        "id": "c20",
        "day": "2026-03-24",
        "turns": [
            (U, "pricing for the fair. last year 9cm pots were £3.50 and 1 litre £6, loads of people said it was cheap"),
            (A, "When customers tell you it's cheap, you've probably got room to go up. Garden centres are charging about £4.50-£6 for 9cm perennials at the moment, and charity or botanic garden sales tend to be a bit lower."),
            (U, "compost went up like 20% too"),
            (A, "Then a modest rise is easy to justify. Something like 50p on the small pots and £1 on the litres keeps you below garden centre prices."),
            (U, "agreed with tobias just now: £4 for 9cm, £7 for 1 litre, specials priced on the day"),
            (A, "Simple sign layout:\n\n> **All 9cm pots: £4**\n> **All 1 litre pots: £7**\n> Specials: see individual labels\n\nRound prices also make the till queue faster."),
            (U, "other thing, do we go card only? the till float is a pain but some of the older regulars only carry cash. hana says the card reader fees are fine, ines says we'll lose people"),
            (A, "Both points are fair. Card-only means no float, no counting up and no cash security worries. But a plant fair crowd skews older and some will only have cash. Lots of events take both and just keep a small float. It's your call as a team."),
            (U, "yeah no consensus, parking it"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Plant fair prices are £4 for 9cm pots and £7 for 1-litre pots, with specials priced on the day.", "keywords": ["£4", "£7"]},
            {"kind": "open_question", "turn": 6, "text": "Whether the plant fair goes card-only or keeps taking cash is unresolved.", "keywords": ["card only", "cash"]},
        ],
        "answered": [],
    },
    # ------------------------------------------------------------------ Apr 2026
    {
        "id": "c21",
        "day": "2026-04-01",
        "turns": [
            (U, "cr1 compressor's making the noise again. the grinding one"),
            (A, "Grinding usually means a bearing or fan problem, and those get worse. Is it on a service contract, or are you calling someone out each time?"),
            (U, "call-out only. last one was £640 and they took 9 days to come"),
            (A, "For a -20 store holding irreplaceable seed, a maintenance contract with guaranteed response times is usually worth it. Ask for planned services plus call-outs included."),
            (U, "got quotes: coldline refrigeration £1,150/yr with 2 visits and free call-outs, arctic services £1,400. going with coldline, annual service in the first week of october before the winter load"),
            (A, "Coldline looks like better value. Before signing, check the guaranteed response time (ideally 24h for a critical freezer), whether parts are included, and whether the contract covers CR2's dehumidifier or only the refrigeration."),
            (U, "and the grinding? do i wait for october"),
            (A, "No. Get them out now under the new contract, since call-outs are included. A grinding noise won't last until October."),
            (U, "yep calling them. thanks"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Cold room maintenance is contracted to Coldline Refrigeration at £1,150 a year, with the annual service in the first week of October.", "keywords": ["coldline", "october"]},
        ],
        "answered": [6],
    },
    {
        "id": "c22",
        "day": "2026-04-07",
        "turns": [
            (U, "what threshold do other seed banks use to trigger regeneration"),
            (A, "The FAO Genebank Standards say an accession should be regenerated when its viability drops below 85% of its initial viability. Some banks also use an absolute floor for crop collections."),
            (U, "85% of initial, yeah, but loads of our wild stuff starts at like 60%"),
            (A, "That's the usual problem with wild collections: dormancy and immature seed give low starting values. A mixed rule is common, with an absolute threshold for accessions that started high and the relative rule for ones that started low."),
            (U, "marisol and i agreed: anything testing below 75% germination gets flagged for regeneration in seedledger, unless its initial was under 80, in which case we use the 85% of initial rule"),
            (A, "```sql\nSELECT a.accession_id, a.initial_germ, t.germ_pct\nFROM accessions a JOIN latest_tests t USING (accession_id)\nWHERE (a.initial_germ >= 80 AND t.germ_pct < 75)\n   OR (a.initial_germ < 80 AND t.germ_pct < 0.85 * a.initial_germ);\n```"),
            (U, "thank you!!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Accessions testing below 75% germination are flagged for regeneration, except those that started below 80%, which use the 85%-of-initial rule.", "keywords": ["75%", "regeneration"]},
        ],
        "answered": [0],
    },
    {
        "id": "c23",
        "day": "2026-04-13",
        "turns": [
            (U, "the em300s send every 5 minutes, sensor_readings is 2.1M rows already and the grafana dashboard is crawling"),
            (A, "That's the usual way sensor tables grow. Standard fix: keep full-resolution data for a while, then roll older data up into averages. Add an index on (sensor, ts) if there isn't one."),
            (U, "how long do we actually need raw data? rhys says the insurer only cares about excursions"),
            (A, "If the insurer only wants excursion evidence, full resolution for a few months is plenty for troubleshooting. Many teams keep raw data for 30-90 days and keep min/max in the rollups so spikes don't get averaged away."),
            (U, "ok we'll keep raw 5-minute readings for 90 days, after that they get rolled up to 15-minute averages with min/max. excursions stay raw forever"),
            (A, "```sql\nINSERT INTO readings_15m (sensor, bucket, t_avg, t_min, t_max, rh_avg)\nSELECT sensor, (strftime('%s', ts) / 900) * 900, AVG(t), MIN(t), MAX(t), AVG(rh)\nFROM sensor_readings\nWHERE ts < datetime('now', '-90 days')\nGROUP BY sensor, (strftime('%s', ts) / 900);\n```"),
            (U, "nice. json from the gateway for reference so you know the fields\n```json\n{\"ts\":\"2026-04-13T09:05:00Z\",\"sensor\":\"cr1-a\",\"t\":-19.8,\"rh\":41.2}\n```"),
            (A, "The fields match. The query above assumes `ts` is stored as an ISO string, which it is here. Then delete the raw rows older than 90 days, skipping any that belong to an excursion."),
            (U, "perfect"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Raw sensor readings are kept for 90 days, then rolled up to 15-minute averages with min/max; excursions stay raw permanently.", "keywords": ["90 days", "15-minute"]},
        ],
        "answered": [2],
    },
    {
        "id": "c24",
        "day": "2026-04-20",
        "turns": [
            (U, "the funder wants volunteer photos in the report and i just realised half our consent forms are the old one that doesn't mention social media or reports"),
            (A, "Good catch before it went out. Under UK GDPR, consent has to cover how the photo is actually used, so a form that only covers internal use wouldn't cover a published report."),
            (U, "ines made a v2 last year that covers reports, website and social"),
            (A, "Then the simplest rule is that only people with a v2 form on file go in published photos, and everyone else is asked to re-sign."),
            (U, "final call: only consent form v2 counts from now on. anyone on v1 gets asked to re-sign at their next shift, and no v1 people in the report photos"),
            (A, "Short note for volunteers:\n\n> We've updated our photo consent form to cover reports, our website and social media. If you signed the old version, we'll ask you to sign the new one at your next shift. It takes a minute. Thank you!"),
            (U, "great"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Only photo consent form v2 is valid; volunteers on v1 re-sign at their next shift and are left out of report photos.", "keywords": ["v2", "consent"]},
        ],
        "answered": [],
    },
    {
        "id": "c25",
        "day": "2026-04-28",
        "turns": [
            (U, "fair's 16 may. when do plants need to come out of the glasshouses to harden off"),
            (A, "About two weeks of hardening off is typical, so get them out by roughly 2 May. Tender things can stay in longer and just get a few days outside."),
            (U, "so around 2 may then. we've got 4 cold frames and the polytunnel"),
            (A, "That should be enough space if you group plants by type. Open the frame lids more each day, and close them if frost is forecast."),
            (U, "ok settled: all fair stock goes into the cold frames and polytunnel by 2 may, jonah's lot label it out there. tender stuff (salvias, pelargoniums) stays in gh3 till the 14th"),
            (A, "Labelling checklist: species and cultivar, pot size/price band, a 'peat-free' tick if relevant, and a 'tender' sticker on anything that needs frost protection so buyers know."),
            (U, "ta. also that frost on the 24th got the tops of the dahlias in frame 2 😭"),
            (A, "Sorry! Dahlias usually come back from frost-nipped tops. Cut back to healthy leaves and they'll shoot again, though maybe not in time to look their best on the 16th."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Plant fair stock moves into the cold frames and polytunnel by 2 May to harden off, while tender plants stay in glasshouse 3 until 14 May.", "keywords": ["cold frames", "2 may"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ May 2026
    {
        "id": "c26",
        "day": "2026-05-04",
        "turns": [
            (U, "fair staffing. ines has 12 volunteers confirmed"),
            (A, "Nice! What roles do you need covered? Typically: till, plant advice, car park, the queue and the lift-and-carry helpers."),
            (U, "all of those. but 9 to 5 is too long for most of them, half are over 70"),
            (A, "Splitting the day into two shifts is usual. Everyone gets a break and you still have the same number of people on at any time."),
            (U, "ok let's go with two shifts, 9-1 and 1-5, six volunteers each"),
            (A, "| Role | 9-1 | 1-5 |\n|---|---|---|\n| Till | 2 | 2 |\n| Plant advice | 2 | 2 |\n| Car park | 1 | 1 |\n| Carry helpers | 1 | 1 |"),
            (U, "oh and change of plan from marisol: gates open at 9:30 now instead of 10am, the early birds queue anyway"),
            (A, "Noted. Then the 9-1 shift only has half an hour of setup before gates open. Ask the staff team to have tables and signs out the evening before."),
            (U, "thanks mate"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Plant fair volunteers work in two shifts, 9-1 and 1-5, with six volunteers each.", "keywords": ["two shifts", "9-1"]},
            {"kind": "change", "turn": 6, "text": "The plant fair opening time moved from 10am to 9:30am.", "keywords": ["9:30", "10am"]},
        ],
        "answered": [],
    },
    {
        "id": "c27",
        "day": "2026-05-11",
        "turns": [
            (U, "forecast for saturday says 60% rain. i'm going to cry"),
            (A, "60% is still very uncertain five days out. Check again Thursday. In the meantime, the marquee, some tarps for the plant tables and a few volunteers with umbrellas at the till will help a lot."),
            (U, "we do have the marquee at least. what's a good way to stop pot labels going mushy"),
            (A, "Plastic labels with soft pencil (2B) are the most rain-proof. Pencil outlasts most 'permanent' markers. For printed labels, laminate them or use synthetic label stock."),
            (U, "ha the pencil trick, old school. can you also draft a thank you for the compost supplier, they gave us 40 bags free"),
            (A, "> Dear Greenfield Growing Media,\n> Thank you so much for donating 40 bags of compost for our Spring Plant Fair. Everything raised goes back into the seed bank and glasshouses, and your help makes a real difference. We'd love to thank you on our website and social media if you're happy for us to.\n> Best wishes,\n> Jonah Ferreira, Ashcombe Botanic Garden"),
            (U, "lovely 🙏"),
        ],
        "facts": [],
        "answered": [2, 4],
    },
    {
        "id": "c28",
        "day": "2026-05-19",
        "turns": [
            (U, "fair post mortem! we took £6,420 which is a record. rain held off until 3"),
            (A, "Congratulations! That's a great result. Do you know what sold best? It'll help with planning next year."),
            (U, "hellebores and salvias gone by 11. and loads of people asked if we sell seeds. we don't, obviously, it's a seed bank not a shop lol"),
            (A, "Maybe give them somewhere to put that interest. A seed swap table, where visitors bring and take home-saved seed, goes down well at plant fairs, costs nothing, and fits the seed bank's story."),
            (U, "yes! agreed with marisol: next year there's a seed-swap table, garden-saved seed only, nothing from the bank collections"),
            (A, "Simple guidelines for the table: envelopes labelled with species, date and where it was collected; no invasive species (check the Schedule 9 list); and a volunteer to keep it tidy."),
            (U, "bigger question is whether we bother with an autumn sale this year. last september's made about £900 and ate 3 weekends of prep. nobody can agree"),
            (A, "Looking at the numbers, £900 for three weekends of staff time is a poor return compared with the spring fair. On the other hand, it keeps people visiting in autumn. Worth thinking about a lighter format before you decide."),
            (U, "we'll argue about it in june probably. thanks!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "From next year the plant fair will have a seed-swap table for garden-saved seed only, with nothing from the bank collections.", "keywords": ["seed-swap", "next year"]},
            {"kind": "open_question", "turn": 6, "text": "Whether to hold an autumn plant sale this year is unresolved.", "keywords": ["autumn sale", "£900"]},
        ],
        "answered": [],
    },
    {
        "id": "c29",
        "day": "2026-05-22",
        "turns": [
            (U, "someone left cr1 door ajar overnight. log:\n```\n2026-05-21T18:42:10Z cr1-a t=-19.9\n2026-05-21T19:30:00Z cr1-a t=-16.2\n2026-05-21T21:00:00Z cr1-a t=-11.7 ALARM\n2026-05-22T06:55:12Z cr1-a t=-14.0\n```\nalarm paged me at 9 and i drove in. seeds were all in sealed foil so probably fine"),
            (A, "Air got to about -11.7C and you caught it at 9pm, so the seed inside sealed foil will have warmed far less than the air. Dry orthodox seed tolerates a short rise like that well. Worth logging as an incident with the chart attached."),
            (U, "who was it though? nobody's owning up 🙄"),
            (A, "I can't tell you that, sorry! If the door has a badge reader you could check its log, but I'd focus on stopping it happening again rather than on who did it."),
            (U, "fair. anyway decision: we're fitting a door-ajar contact sensor on cr1 and cr2 with a local buzzer after 3 minute open, and it pages after 10"),
            (A, "Good design. The local buzzer catches the person still nearby, and the page catches the case where they've gone. Milesight make a LoRaWAN door sensor (WS301) that would use your existing gateway."),
            (U, "cheers. going home to sleep"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "CR1 and CR2 get door-ajar sensors that sound a local buzzer after 3 minutes open and page after 10 minutes.", "keywords": ["door-ajar", "3 minute"]},
        ],
        "answered": [2],
    },
    {
        "id": "c30",
        "day": "2026-05-28",
        "turns": [
            (U, "permissions in seedledger are a free-for-all. a volunteer edited a viability result last week (by accident, they meant to search)"),
            (A, "Time for role-based access. Right now everyone with a login can presumably edit everything?"),
            (U, "yep. what roles would you have"),
            (A, "For a team your size:\n- **admin**: user management, schema\n- **curator**: edit accessions and viability results\n- **staff**: edit day-to-day records (locations, stock)\n- **viewer**: read-only"),
            (U, "ok we'll use: admin (me), curator (marisol, priya), staff for everyone else on the team, and a read-only viewer role for volunteers. only curators can edit viability results"),
            (A, "```python\nROLE_PERMS = {\n    \"admin\":   {\"*\"},\n    \"curator\": {\"accession.edit\", \"viability.edit\", \"stock.edit\"},\n    \"staff\":   {\"stock.edit\", \"location.edit\"},\n    \"viewer\":  set(),\n}\n```"),
            (U, "thanks. bit of a stack trace when i tried to add the column lol\n```\nsqlite3.OperationalError: near \"ENUM\": syntax error\n```"),
            (A, "SQLite has no ENUM type. Use a CHECK constraint instead:\n```sql\nALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'viewer'\n  CHECK (role IN ('admin','curator','staff','viewer'));\n```"),
            (U, "ah of course. sqlite 🙃"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "SeedLedger has admin, curator (Marisol and Priya), staff and read-only viewer roles; volunteers are viewers and only curators edit viability results.", "keywords": ["viewer", "curators"]},
        ],
        "answered": [2, 6],
    },
    # ------------------------------------------------------------------ Jun 2026
    {
        "id": "c31",
        "day": "2026-06-03",
        "turns": [
            (U, "pennine seed repository emailed about safety duplicates. we've been sending them 'whenever', which in practice is about once every 2 years"),
            (A, "That's a long gap. Anything banked since the last shipment has no off-site backup. A fixed schedule is safer. How often can Pennine take shipments?"),
            (U, "they said twice a year is fine for them"),
            (A, "Then two fixed dates would work, ideally after your main collecting and processing periods, so new accessions get duplicated within a few months."),
            (U, "agreed: safety duplicates go to pennine twice a year, in june and december. priya packs them, i sign the transfer forms"),
            (A, "Checklist for each shipment:\n- Export the list of accessions banked since the last shipment from SeedLedger\n- Check each has enough seed for a duplicate\n- Pack in sealed foil, double-bagged\n- Material transfer form signed by Marisol\n- Record the shipment date and Pennine's receipt against each accession"),
            (U, "great. do we need dry ice for transit?"),
            (A, "No. Properly dried seed in sealed foil is fine at room temperature for a few days in transit. Just don't leave the box somewhere hot, like a van in the sun."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Safety duplicates go to Pennine Seed Repository twice a year, in June and December; Priya packs them and Marisol signs the transfer forms.", "keywords": ["pennine", "june and december"]},
        ],
        "answered": [6],
    },
    {
        "id": "c32",
        "day": "2026-06-09",
        "turns": [
            (U, "the big-seeded stuff, lathyrus and vicia mostly, is still at 22% erh after 4 weeks in the drying room"),
            (A, "Large seeds with thick coats dry more slowly. Moisture has further to travel and the coat slows it down. Four weeks is often not enough for legumes, even at 15% RH."),
            (U, "how long would you give them"),
            (A, "Six weeks is a common figure for large-seeded legumes, but the reliable way is to measure. Check eRH with the hygrometer before packing and only pack once it's down to about 15-20%."),
            (U, "ok changing the protocol: drying time for large-seeded species goes from 4 weeks to 6 weeks, and we check erh before packing every lot"),
            (A, "Sounds right. Add a line to the drying log for the eRH reading and date, so SeedLedger has a record that each lot met the threshold."),
            (U, "ta"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "Drying time for large-seeded species was extended from 4 to 6 weeks, with an eRH check before packing.", "keywords": ["6 weeks", "large-seeded"]},
        ],
        "answered": [2],
    },
    {
        "id": "c33",
        "day": "2026-06-15",
        "turns": [
            (U, "summer is dead for volunteers. half my regulars are on cruises 🛳️"),
            (A, "A classic summer dip. Students are often around in summer and want experience for their CVs. Any local universities or colleges nearby?"),
            (U, "ashcombe uni has an eco society, 200ish members"),
            (A, "That's a good pool. A short talk or a stall at one of their socials, plus a clear one-off 'taster shift', usually works better than just sending a poster."),
            (U, "yep let's go with the uni eco society for summer recruitment, i'll do a stall at their summer social end of june"),
            (A, "Bring photos of the cold rooms and germination lab. Students love a behind-the-scenes look. And a QR code to the HelpHive sign-up."),
            (U, "one snag, students keep asking if we pay travel. bus is £4.80 each way from campus. we've never paid expenses and hana's not sure the budget allows"),
            (A, "Many volunteer programmes do reimburse travel, since it helps people who couldn't otherwise afford to come. But it needs a budget line and a simple claims process. Worth raising with Hana and Marisol."),
            (U, "no idea yet. ok thanks"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Summer volunteer recruitment goes through the Ashcombe University eco society, starting with a stall at their summer social.", "keywords": ["eco society", "summer"]},
            {"kind": "open_question", "turn": 6, "text": "Whether volunteers' travel expenses will be reimbursed is unresolved.", "keywords": ["travel", "£4.80"]},
        ],
        "answered": [],
    },
    {
        "id": "c34",
        "day": "2026-06-22",
        "turns": [
            (U, "gh1 irrigation controller log:\n```\n06:00 ZONE1 ON 15min\n06:15 ZONE1 OFF\n06:15 ZONE2 ON 15min\n06:30 ZONE2 OFF flow=0.0 l/min FAULT\n```\nzone 2 overhead sprinklers blocked AGAIN"),
            (A, "Zero flow on zone 2 means either a blocked filter or nozzles, or a stuck valve. With your hard water the nozzles scale up quickly. Cleaning the inline filter is the first thing to check."),
            (U, "overheads waste so much anyway, half of it goes on the path"),
            (A, "Drip irrigation puts water straight into each pot, uses much less water, keeps the leaves dry (less disease) and has fewer nozzles to scale up. The downside is an afternoon of installing and a bit more checking."),
            (U, "decision: gh1 goes over to drip irrigation, both zones, installing in july when the benches are emptier"),
            (A, "Sensible timing. You'll need pressure-compensating drippers, a 120-mesh filter and a pressure reducer. Run a catch-cup test after installing to check each dripper delivers evenly."),
            (U, "thanks. off for lunch, ines brought cake"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Glasshouse 1 is switching both zones from overhead sprinklers to drip irrigation, installed in July.", "keywords": ["drip", "gh1"]},
        ],
        "answered": [],
    },
    {
        "id": "c35",
        "day": "2026-06-29",
        "turns": [
            (U, "interim report for heritage flora fund. they want volunteer hours and i'm getting three different numbers from three places"),
            (A, "That's very common. Which three sources?"),
            (U, "ines' old spreadsheet, helphive, and the paper sign-in book at reception"),
            (A, "Pick one source of truth and stick with it, or the numbers won't be comparable across reports. HelpHive is the best candidate, since shifts are booked and confirmed there. The sign-in book misses people who forget to sign in."),
            (U, "ok from now on volunteer hours are counted from the helphive export only, sign-in book is just for fire safety"),
            (A, "Good. In the report, note that figures before April came from the spreadsheet, and from April onwards from HelpHive, so the change in method is clear."),
            (U, "how do i get the export"),
            (A, "In most volunteer platforms it's under Reports > Hours, filtered by date range and exported to CSV. If HelpHive labels it differently, Ines will know where it is."),
            (U, "found it, thanks!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Volunteer hours for reporting are counted only from the HelpHive export; the sign-in book is for fire safety only.", "keywords": ["helphive export", "volunteer hours"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ Jul 2026
    {
        "id": "c36",
        "day": "2026-07-03",
        "turns": [
            (U, "label printer is printing garbage. here's the zpl\n```\n^XA\n^FO50,50^A0N,30,30^FDASH-2026-00042^FS\n^FO50,90^BQN,2,4^FDQA,ASH-2026-00042^FS\n^XZ\n```"),
            (A, "The ZPL itself looks valid. If the output is garbled, check that the printer is in ZPL mode rather than EPL, and that the label size in the printer settings matches the actual stock. A mismatch there often gives skewed or cut-off prints."),
            (U, "it was in epl mode 🤦 fixed. but also the 38x19 labels are too small for the qr to scan reliably"),
            (A, "At 38x19mm with text plus a QR code, the code ends up tiny. A 50x25mm label gives room for a QR with magnification 4 and two lines of text."),
            (U, "ok we'll use 50x25mm labels with a qr code from now on, ordered 10 rolls"),
            (A, "Updated ZPL for 50x25mm at 203 dpi:\n```\n^XA\n^PW400\n^LL200\n^FO20,20^BQN,2,4^FDQA,ASH-2026-00042^FS\n^FO170,40^A0N,28,28^FDASH-2026-00042^FS\n^FO170,80^A0N,22,22^FDPrimula vulgaris^FS\n^XZ\n```"),
            (U, "prints! 🎉"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Seed packet labels are now 50x25mm with a QR code.", "keywords": ["50x25", "qr"]},
        ],
        "answered": [],
    },
    {
        "id": "c37",
        "day": "2026-07-09",
        "turns": [
            (U, "heatwave. cr2 is at 24% rh and climbing, the dehumidifier has been running flat out for 3 days"),
            (A, "That's well above the 15% target and the 18% alarm. What unit is it, and is there anything you can do in the short term, like keeping the door shut or moving the drying lots?"),
            (U, "it's a 2015 refrigerant unit, rated for 10l a day. i've taped a 'do not open' sign on the door"),
            (A, "Refrigerant dehumidifiers struggle to get down to low RH, especially in heat. Desiccant dehumidifiers work much better for reaching 15% and are what most seed drying rooms use."),
            (U, "hana approved it: we're buying a second dehumidifier, a desiccant one, drymax 420, about £1,900"),
            (A, "Good. Keep the old unit running as a first stage. With the two together CR2 should hold target in summer. Ask Coldline whether it can go on the service contract."),
            (U, "will it arrive before sunday, that's the question"),
            (A, "I can't tell from here. Worth ringing the supplier and asking for next-day delivery given the stock at risk."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "A second, desiccant dehumidifier (DryMax 420, about £1,900) is being bought for the CR2 drying room.", "keywords": ["second dehumidifier", "drymax"]},
        ],
        "answered": [6],
    },
    {
        "id": "c38",
        "day": "2026-07-15",
        "turns": [
            (U, "a few accessions just won't germinate and i suspect dormancy not death"),
            (A, "A tetrazolium (TZ) test is the usual way to tell the two apart. Cut or pierced seeds are soaked in tetrazolium chloride, living tissue stains red, and dead tissue stays white."),
            (U, "how long do you wait before deciding it's worth a tz"),
            (A, "It varies, but many labs run germination tests for 6-8 weeks before they call it. After that, ungerminated seeds that are still firm are worth a TZ test. Mouldy or soft ones are almost certainly dead."),
            (U, "ok agreed: if germination is under 50% after 8 weeks we run a tz test on the firm ungerminated seeds before calling the accession dead"),
            (A, "Protocol sketch:\n1. Pick out the firm ungerminated seeds at 8 weeks\n2. Soak them in water overnight\n3. Cut each seed to expose the embryo\n4. 1% TZ solution, 30C, dark, 24h\n5. Score as fully stained / partly stained / unstained\n6. Record in SeedLedger as 'viable-dormant' if stained"),
            (U, "thank you, writing it up"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "If germination is under 50% after 8 weeks, the firm ungerminated seeds get a tetrazolium (TZ) test before the accession is written off.", "keywords": ["tz", "8 weeks"]},
        ],
        "answered": [2],
    },
    {
        "id": "c39",
        "day": "2026-07-21",
        "turns": [
            (U, "summer internship news, we got a yes from oskar bell, the plant sciences student from ashcombe uni"),
            (A, "That's great! What will he be working on, and when can he start?"),
            (U, "i wanted 27 jul but his exams resit thing... he can do 3 aug"),
            (A, "A week later isn't a big loss. It also means Priya isn't onboarding him in the same week as the Pennine paperwork."),
            (U, "settled: oskar starts 3 aug for 8 weeks, priya supervises him, mostly germination tests and data entry"),
            (A, "Onboarding checklist: site induction (can be one-to-one this once), cold room safety briefing, SeedLedger login, lab coat and PPE, and a weekly check-in slot with Priya."),
            (U, "right, he needs a seedledger login. which role"),
            (A, "Based on the roles Dev set up, **staff** fits if he's entering germination results as drafts for Priya to confirm. **Viewer** would be too limited, and curator isn't right for a temporary intern."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Intern Oskar Bell starts on 3 August for 8 weeks, supervised by Priya, mostly on germination tests.", "keywords": ["oskar", "3 aug"]},
        ],
        "answered": [6],
    },
    {
        "id": "c40",
        "day": "2026-07-28",
        "turns": [
            (U, "school visits for autumn term. 14 requests already and it's july"),
            (A, "Popular! Do you have a policy on which days and how many you take?"),
            (U, "no, last year we said yes to everyone and tobias wanted to murder me. 60 year 4s in gh2 on a watering day"),
            (A, "Fixed days and a group size cap keep things manageable for the glasshouse team. Most gardens run school visits on two or three set days with around 30 pupils per session."),
            (U, "ok from now on school visits are tuesdays and thursdays only, max 30 kids per visit, booking through the website form"),
            (A, "Reply template for the 14 you already have:\n\n> Thank you for your interest! We now run school visits on Tuesdays and Thursdays, for up to 30 pupils per visit. Please book a date using the form on our website."),
            (U, "cheers"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "School visits run only on Tuesdays and Thursdays, with at most 30 pupils per visit, booked via the website form.", "keywords": ["tuesdays and thursdays", "30 kids"]},
        ],
        "answered": [],
    },
    # ------------------------------------------------------------------ Aug 2026
    {
        "id": "c41",
        "day": "2026-08-04",
        "turns": [
            (U, "the big cactus in gh4 flowered overnight, huge white trumpet thing, smells amazing, already closing. what is it"),
            (A, "Sounds like an Echinopsis, possibly an Easter lily cactus type. Those open at night with large white trumpet flowers and a strong scent, and the flowers last only about a day. Is it ribbed and roughly globular or columnar?"),
            (U, "ribbed, globular, about 30cm across. photo's on my phone somewhere"),
            (A, "Then Echinopsis is very likely (Echinopsis oxygona or a hybrid are common in collections). If you find the photo, count the ribs. That helps narrow it down."),
            (U, "nice. it's 31c in the potting shed. i'm melting"),
            (A, "Take it easy! Drink plenty, do the heavy potting early in the morning, and maybe keep the door and roof vent open for a through-draught."),
            (U, "lol thanks mum"),
        ],
        "facts": [],
        "answered": [0],
    },
    {
        "id": "c42",
        "day": "2026-08-10",
        "turns": [
            (U, "sqlite is creaking. sensor ingest + oskar doing data entry = this several times a day\n```\nTraceback (most recent call last):\n  File \"/srv/seedledger/app/db.py\", line 41, in commit\n    self.conn.commit()\nsqlite3.OperationalError: database is locked\n```"),
            (A, "SQLite allows only one writer at a time, so a constant stream of sensor inserts plus a human doing data entry will collide. WAL mode and a busy timeout help, but with several writers Postgres is the proper fix."),
            (U, "how long would a migration take, roughly"),
            (A, "For a database of a few hundred thousand rows: a day or two to adapt the SQL (date functions, the CHECK constraints, AUTOINCREMENT), a few hours for pgloader or a custom copy script, and a weekend for the actual cutover with a data-entry freeze."),
            (U, "ok we'll move seedledger to postgres on the weekend of 12 sept, i'll freeze data entry friday afternoon"),
            (A, "Good timing. Oskar's 8 weeks run until late September, so he'll still be around; tell him about the freeze. Do a full practice run the weekend before on a copy."),
            (U, "one thing we haven't decided: the old access database from 2009-2018 that seedledger was originally imported from. keep it read-only somewhere or archive it and bin the server? marisol is nervous about binning it"),
            (A, "Both are reasonable. An export to an open format (CSV plus a schema description) in long-term storage keeps the data without needing the old server. Keeping it running read-only makes it easy to check old records against. It depends whether anyone still looks things up there."),
            (U, "yeah not my call alone, leave it open"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "SeedLedger moves from SQLite to Postgres on the weekend of 12 September, with data entry frozen from the Friday afternoon.", "keywords": ["postgres", "12 sept"]},
            {"kind": "open_question", "turn": 6, "text": "Whether to keep the legacy 2009-2018 Access database read-only or archive it and retire its server is unresolved.", "keywords": ["access database", "archive"]},
        ],
        "answered": [2],
    },
    {
        "id": "c43",
        "day": "2026-08-14",
        "turns": [
            (U, "heritage flora fund budget: we're going to underspend on travel by £3,200, the spring collecting trips were cheaper than planned"),
            (A, "Better than overspending! Most funders want to hear about significant variances early rather than at the end of the grant."),
            (U, "could we move it to sensors? rhys wants more of them"),
            (A, "Often yes. Most funders allow moving money between budget lines (virement) with prior written approval, especially if it still serves the project's aims. Explain how more sensors protect the collections the grant funds."),
            (U, "right, decision: i'm asking the funder to move the £3,200 travel underspend into the sensor line, email goes today"),
            (A, "Draft:\n\n> Dear Heritage Flora Fund team,\n> Our spring collecting trips came in £3,200 under the travel budget. We'd like to ask for approval to move this to equipment, for additional cold room and glasshouse sensors. These strengthen the monitoring of the collections the grant supports. Happy to provide quotes.\n> Kind regards, Hana Kowalczyk"),
            (U, "perfect, sending"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Hana is asking the Heritage Flora Fund to move the £3,200 travel underspend into the sensor budget.", "keywords": ["£3,200", "sensor"]},
        ],
        "answered": [2],
    },
    {
        "id": "c44",
        "day": "2026-08-20",
        "turns": [
            (U, "volunteer appreciation do! last year's tea party was a bit sad tbh, 9 people came"),
            (A, "Something more relaxed might draw more people: an outdoor lunch, a behind-the-scenes tour, a short thank-you from Marisol, maybe small certificates for long service."),
            (U, "bbq in the walled garden? but the 12th is dev's migration weekend and half of us will be on call"),
            (A, "A BBQ sounds great. Avoiding the 12th is wise. The following Saturday would still be warm enough in most years."),
            (U, "final call: volunteer bbq on saturday 19 september, walled garden, 1pm. tobias on the grill, god help us"),
            (A, "Invite:\n\n> 🌭 **Volunteer Thank-You BBQ** 🌽\n> Saturday 19 September, 1pm, the Walled Garden\n> Food, drinks and a big thank you from all of us. Bring a friend!\n> Let Ines know dietary needs by 12 Sept."),
            (U, "remind me what vegetarian stuff works on a bbq"),
            (A, "Halloumi skewers, veggie sausages, corn on the cob, portobello mushrooms, peppers and courgettes. Keep a separate grill area or tray so it doesn't touch the meat."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "The volunteer appreciation BBQ is on Saturday 19 September at 1pm in the walled garden.", "keywords": ["bbq", "19 september"]},
        ],
        "answered": [6],
    },
    {
        "id": "c45",
        "day": "2026-08-26",
        "turns": [
            (U, "oskar spent 2 days counting one lot of ~18,000 betula seeds by hand 😵"),
            (A, "Oof. For small seeds in big lots, most seed banks estimate the count from weight: weigh a few replicates of 100 seeds, work out the thousand-seed weight, then divide the lot's total weight by it."),
            (U, "how accurate is that"),
            (A, "With clean seed and three to eight replicates of 100, it's usually within a few percent, which is plenty for storage records. It's less reliable if the lot has a lot of chaff or empty seeds, so clean it well first."),
            (U, "ok from now on lots over 5,000 seeds get estimated by thousand-seed weight (3 reps of 100), under that we still count"),
            (A, "```python\ndef estimate_count(total_g, rep_weights_g, rep_size=100):\n    tsw = sum(rep_weights_g) / len(rep_weights_g) * (1000 / rep_size)\n    return round(total_g / tsw * 1000)\n\n# e.g. estimate_count(3.42, [0.019, 0.018, 0.020])\n```"),
            (U, "thanks, oskar will weep with joy"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Seed lots over 5,000 seeds are counted by estimating from thousand-seed weight (3 replicates of 100); smaller lots are counted by hand.", "keywords": ["thousand-seed", "5,000"]},
        ],
        "answered": [2],
    },
    # ------------------------------------------------------------------ Sep 2026
    {
        "id": "c46",
        "day": "2026-09-02",
        "turns": [
            (U, "the autumn sale. we never actually decided and now it's september lol"),
            (A, "Ah yes, the one that was going to be argued about in June! What's stopping it this year?"),
            (U, "tobias's team is flat out with the gh1 drip install and the gh4 roof. nobody has 3 weekends spare"),
            (A, "A lighter option: online pre-orders for autumn bulbs and a few perennials, picked up on a couple of set dates. No marquee, no weekends of setting up, and you still get autumn income and visitors."),
            (U, "ok marisol agreed: no autumn sale this year, replaced with online bulb pre-orders, collection on two saturdays in october"),
            (A, "Good compromise. Suggested timeline: shop open 14-30 Sept, order bulbs by 1 Oct, collection on Saturdays 17 and 24 Oct. You could reuse the fair's card reader at the collection point."),
            (U, "ta"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "The autumn plant sale was cancelled for this year and replaced with online bulb pre-orders collected on two Saturdays in October.", "keywords": ["pre-orders", "bulb"]},
        ],
        "answered": [],
    },
    {
        "id": "c47",
        "day": "2026-09-08",
        "turns": [
            (U, "the sms alerts only go to me. i was in wales last week with no signal and cr2 drifted for 6 hours before anyone noticed"),
            (A, "A single person on call with SMS only is a weak point. It's better to send alerts to a shared channel as well, and have a named backup."),
            (U, "we've got slack. can grafana post there"),
            (A, "Yes. Grafana has a built-in Slack contact point (webhook or bot token). Add it to the same notification policy as the SMS so both fire."),
            (U, "done. cold room alerts now go to #coldroom-alerts in slack as well as sms, and tobias is backup on-call when i'm away"),
            (A, "Provisioning snippet if you want it in config:\n```yaml\ncontactPoints:\n  - name: coldroom\n    receivers:\n      - uid: slack-coldroom\n        type: slack\n        settings:\n          recipient: \"#coldroom-alerts\"\n          url: ${SLACK_WEBHOOK}\n```"),
            (U, "cheers"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Cold room alerts now go to the #coldroom-alerts Slack channel as well as SMS, with Tobias as backup on-call when Rhys is away.", "keywords": ["#coldroom-alerts", "backup"]},
        ],
        "answered": [2],
    },
    {
        "id": "c48",
        "day": "2026-09-14",
        "turns": [
            (U, "migration done!! log tail\n```\n[2026-09-13 16:02:11] pgloader: 412,883 rows copied\n[2026-09-13 16:02:12] verify: row counts match (27 tables)\n[2026-09-13 16:05:40] done in 3h41m\n```"),
            (A, "Congratulations, Dev! 412k rows with matching counts is a clean result. Spot-check a few known records (an old AB- accession and a recent ASH- one) through the UI too."),
            (U, "did that, all good. one change people need to know: seedledger now lives at seedledger.ashcombe.org.uk, the old http://10.0.4.12:8000 address is gone"),
            (A, "Worth announcing straight away, since bookmarks will break. Want me to draft something?"),
            (U, "yeah, make it friendly, not techy"),
            (A, "> Hi all! SeedLedger has moved to a new home. 🎉\n> New address: **https://seedledger.ashcombe.org.uk**\n> The old address won't work any more, so please update your bookmarks. Your login is the same. If anything looks odd, tell Dev.\n> Thanks for your patience over the weekend freeze!"),
            (U, "👌 going to sleep for a week"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "After the Postgres migration, SeedLedger moved to seedledger.ashcombe.org.uk and the old 10.0.4.12:8000 address no longer works.", "keywords": ["seedledger.ashcombe.org.uk", "10.0.4.12"]},
        ],
        "answered": [4],
    },
    {
        "id": "c49",
        "day": "2026-09-21",
        "turns": [
            (U, "coastal collecting trip. targets are crithmum maritimum, eryngium maritimum and glaucium flavum"),
            (A, "Nice list. All three should have ripe seed in early to mid October in most years. Glaucium capsules split as they ripen, so time that one carefully."),
            (U, "3 sites: penhallow dunes, the saltmarsh at greyhithe, and hollin cliff"),
            (A, "Have permit requests gone to you as the permit holder for all three? Penhallow is probably an SSSI, given the dune habitat."),
            (U, "ok decided: priya and i go 6-8 oct, staying in the youth hostel. oskar's gone by then so it's just us"),
            (A, "Kit list: paper and cloth bags, silica gel, labels and pencils, GPS, a herbarium press for voucher specimens, field data sheets, secateurs, gloves (Eryngium is spiky!), a first aid kit, and tide tables for Greyhithe."),
            (U, "hollin cliff though, i'm honestly not sure who owns the top. could be national trust or a farmer, and we might need their permission even if natural england is fine"),
            (A, "Land Registry title searches (about £7) will show who owns it, or ask the local Natural England officer, who usually knows the landowners. Without clear permission I wouldn't collect there."),
            (U, "i'll have to find out, unknown for now"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Marisol and Priya do the coastal collecting trip on 6-8 October, staying at the youth hostel.", "keywords": ["6-8 oct", "priya"]},
            {"kind": "open_question", "turn": 6, "text": "It is unresolved who owns the top of Hollin Cliff and whether landowner permission is needed to collect there.", "keywords": ["hollin cliff", "permission"]},
        ],
        "answered": [],
    },
    {
        "id": "c50",
        "day": "2026-09-28",
        "turns": [
            (U, "gh4 roof survey came back. 11 panes cracked and the gutter's rotten through on the north side"),
            (A, "That's significant. Cracked panes over a public path are a safety issue. When can the contractor do the work?"),
            (U, "they can do october, whole month, scaffolding inside and out"),
            (A, "With scaffolding inside, the public can't really be in there safely, and the plants will need to move or be protected."),
            (U, "agreed with marisol: glasshouse 4 closed to the public for all of october while the roof's done, the cacti move to gh2"),
            (A, "Sign for the door and website:\n\n> **Glasshouse 4 is closed throughout October** while we repair the roof. Our cacti and succulents are visiting Glasshouse 2 for the month. Sorry for the inconvenience!"),
            (U, "thanks"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Glasshouse 4 is closed to the public throughout October for roof repairs, with its cacti moved to glasshouse 2.", "keywords": ["glasshouse 4", "october"]},
        ],
        "answered": [],
    },
    # ------------------------------------------------------------------ Oct 2026
    {
        "id": "c51",
        "day": "2026-10-05",
        "turns": [
            (U, "coldline did the annual service today. new compressor relay, cleaned the condenser, and the grinding is finally gone"),
            (A, "Good to hear. Did they leave a service report? File it with the cold room records for insurance."),
            (U, "yep. they also said it can hold -20 easily now, we've been running at -18"),
            (A, "The genebank standard is -18C ± 3C, so both are fine. Running colder gives a bit more longevity and a bigger buffer if the door is left open, at a slightly higher energy cost."),
            (U, "marisol ok'd it. cr1 setpoint changed from -18 to -20c as of today, alarm thresholds moved down by 2 to match"),
            (A, "Makes sense. Keep an eye on the compressor duty cycle in Grafana for the first week. If it's running nearly all the time, mention it to Coldline."),
            (U, "ta"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "The CR1 setpoint was lowered from -18C to -20C, with the alarm thresholds moved down to match.", "keywords": ["-20c", "setpoint"]},
        ],
        "answered": [],
    },
    {
        "id": "c52",
        "day": "2026-10-12",
        "turns": [
            (U, "oskar's gone and we have 130 germination tests overdue. i could cry"),
            (A, "That's a big backlog for one person. It's not realistic to clear it all at once, so the question is which ones matter most."),
            (U, "how do you prioritise"),
            (A, "Usual options: oldest banking date first (most likely to have declined), accessions with the least seed left, rare or threatened species, or ones flagged earlier as declining. Oldest first is the simplest and easiest to defend."),
            (U, "ok we'll do the 40 oldest accessions first, by banking date, before christmas. the rest roll into next year"),
            (A, "About 40 in 10 weeks is roughly 4 a week, which is doable. Want a query to pull the list?"),
            (U, "yes, postgres syntax this time pls, we're not on sqlite any more 🎉"),
            (A, "```sql\nSELECT accession_id, species, banked_on\nFROM accessions\nWHERE next_test_due < CURRENT_DATE\nORDER BY banked_on ASC\nLIMIT 40;\n```"),
            (U, "legend"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Of the 130 overdue germination tests, the 40 oldest accessions by banking date are done before Christmas and the rest roll into next year.", "keywords": ["40 oldest", "christmas"]},
        ],
        "answered": [2, 6],
    },
    {
        "id": "c53",
        "day": "2026-10-19",
        "turns": [
            (U, "heritage flora fund final report is due 31 oct and we won't make it, the coastal trip data isn't in yet"),
            (A, "Funders are usually fine with a short extension if you ask before the deadline and give a reason. Have you contacted them?"),
            (U, "called them this morning. they're fine with it"),
            (A, "Great. Get it confirmed in writing (even just an email) so there's a record for the grant file."),
            (U, "so the deadline moved from 31 oct to 30 nov, confirmed by email"),
            (A, "Revised plan:\n- 6 Nov: coastal trip data in SeedLedger\n- 13 Nov: full draft\n- 20 Nov: Marisol signs off\n- 27 Nov: submit, three days early"),
            (U, "phew 😮‍💨 thanks"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "The Heritage Flora Fund final report deadline was extended from 31 October to 30 November.", "keywords": ["30 nov", "31 oct"]},
        ],
        "answered": [],
    },
    {
        "id": "c54",
        "day": "2026-10-23",
        "turns": [
            (U, "winter rota. nobody wants to come in on mondays and fridays in the dark"),
            (A, "Understandable. Does the work need cover every day in winter, or could volunteer days be concentrated?"),
            (U, "tobias says there's not much for them to do nov-feb anyway, watering's mostly staff"),
            (A, "Then fewer, fuller days are usually better for morale: people get to see each other and a proper task can be finished in a day."),
            (U, "let's go with winter volunteer shifts tue-thu only, 10 till 3, from 2 nov to the end of feb"),
            (A, "In HelpHive: end the current recurring shifts on 1 Nov, create Tue/Wed/Thu 10:00-15:00 shifts from 2 Nov to 28 Feb, then send the notification to everyone."),
            (U, "ty"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Winter volunteer shifts run Tuesday to Thursday, 10am to 3pm, from 2 November to the end of February.", "keywords": ["tue-thu", "10 till 3"]},
        ],
        "answered": [],
    },
    {
        "id": "c55",
        "day": "2026-10-29",
        "turns": [
            (U, "regex question. need to match binomials like 'Primula vulgaris' but also 'Primula vulgaris subsp. sibthorpii'"),
            (A, "```python\nimport re\nNAME_RE = re.compile(\n    r\"^(?P<genus>[A-Z][a-z]+)\\s+(?P<species>[a-z-]+)\"\n    r\"(?:\\s+(?P<rank>subsp\\.|var\\.|f\\.)\\s+(?P<infra>[a-z-]+))?$\")\n```\nThat covers genus + species with an optional subspecies/variety/form."),
            (U, "what about hybrids with the × sign"),
            (A, "Allow an optional `×` before the genus or the species:\n```python\nr\"^(?:×\\s?)?(?P<genus>[A-Z][a-z]+)\\s+(?:×\\s?)?(?P<species>[a-z-]+)...\"\n```\nSome old records use a lowercase `x` instead, so accept `[x×]` if your data is messy."),
            (U, "works. also priya's carving a pumpkin shaped like a seed, this team is unwell 🎃"),
            (A, "That's dedication. Happy Halloween to the team!"),
        ],
        "facts": [],
        "answered": [0, 2],
    },
    # ------------------------------------------------------------------ Nov 2026
    {
        "id": "c56",
        "day": "2026-11-03",
        "turns": [
            (U, "planning 2027. first thing, cr1 hasn't been physically checked against seedledger since 2022"),
            (A, "Four years without a stock check means some records have probably drifted: misplaced packets, used-up accessions not marked, and so on. A regular physical inventory is standard practice."),
            (U, "january is the quietest month for us"),
            (A, "January works well. No collecting and no fair prep. At -20 people can only do short stints, so plan 45-minute rotations with warm breaks."),
            (U, "decision: full cr1 stock-take every january from now on, two days, everyone on the team does a shift in the cold. thermals provided"),
            (A, "Good. Dev could build a scan-to-check page using the QR labels, so the stock-take is just scanning each packet and flagging anything missing or unexpected."),
            (U, "the bigger question: euroseednet invited us to join. it's €1,500 a year, gets us data sharing and training, but means adopting their data standard in seedledger. i genuinely don't know"),
            (A, "It's a real trade-off: being part of a network and its training versus the cost and the work of migrating SeedLedger to their standard. Worth asking Dev how much mapping work it would be and asking Hana whether any grant could cover the fee."),
            (U, "needs a team conversation. not deciding today"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "A full two-day CR1 stock-take happens every January, with everyone on the team doing a shift.", "keywords": ["stock-take", "january"]},
            {"kind": "open_question", "turn": 6, "text": "Whether to join EuroSeedNet (€1,500 a year, requiring their data standard) is unresolved.", "keywords": ["euroseednet", "€1,500"]},
        ],
        "answered": [],
    },
    {
        "id": "c57",
        "day": "2026-11-09",
        "turns": [
            (U, "gbif people asked if we'd publish our accession data"),
            (A, "That would make the collection much more visible and useful to researchers. The usual route is an IPT installation or a hosted one through a national node, with data mapped to Darwin Core."),
            (U, "but some of our stuff is rare orchids, we can't publish exact coordinates for those"),
            (A, "That's standard. GBIF supports generalising coordinates for sensitive species (e.g. to 10 km or a 0.1 degree grid) and recording that in `dataGeneralizations`. Many banks do it for anything on a Red List."),
            (U, "ok we'll publish to gbif quarterly, coordinates generalised to 10km for anything on the red list, everything else full precision"),
            (A, "Quarterly is easy to keep up. Set up a scheduled export from Postgres to a Darwin Core archive and publish each quarter's version with a changelog."),
            (U, "thanks!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Accession data is published to GBIF quarterly, with coordinates generalised to 10 km for Red List species.", "keywords": ["gbif", "quarterly"]},
        ],
        "answered": [],
    },
    {
        "id": "c58",
        "day": "2026-11-16",
        "turns": [
            (U, "2027 fair date, need to book the marquee early this time, last year i nearly lost it"),
            (A, "Good idea. Which weekend are you thinking of?"),
            (U, "third saturday of may like this year"),
            (A, "The third Saturday of May 2027 is 15 May. It's clear of the May bank holidays (3 and 31 May)."),
            (U, "let's go with 15 may 2027, booking the marquee today, and yes the seed-swap table is happening"),
            (A, "Great. Worth telling Ines now so she can put it in HelpHive, and Tobias so growing plans can work back from that date."),
            (U, "cheers"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "The 2027 spring plant fair is on Saturday 15 May 2027.", "keywords": ["15 may 2027", "marquee"]},
        ],
        "answered": [],
    },
    {
        "id": "c59",
        "day": "2026-11-20",
        "turns": [
            (U, "planning what to grow for the 2027 fair"),
            (A, "What sold out this year? It's usually best to grow more of that."),
            (U, "hellebores went in an hour. salvias by 11. the grasses hardly moved"),
            (A, "Hellebores are a great seller and flower early, so they look good in May pots. If you're growing from bought-in plugs, pot them up in January for saleable plants by May."),
            (U, "ok we'll grow 150 hellebores for the 2027 fair, potting up in january in gh2, and halve the grasses"),
            (A, "Sounds good. 150 hellebores at £7 a litre pot could bring in about £1,000 on their own. Order the plugs this month, since good suppliers sell out."),
            (U, "thanks"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Tobias's team will grow 150 hellebores for the 2027 fair, potted up in January in glasshouse 2.", "keywords": ["150", "hellebores"]},
        ],
        "answered": [],
    },
    {
        "id": "c60",
        "day": "2026-11-25",
        "turns": [
            (U, "the funder said yes to moving the £3,200 to sensors!! 🎉"),
            (A, "Brilliant news! What's on the wish list?"),
            (U, "em300s are about £110 each, plus i want a second gateway so the glasshouses are covered. current one can't reach gh3 and gh4"),
            (A, "That works out at a gateway (roughly £400-£600) and a handful of sensors, with room to spare for door sensors or mounting kit."),
            (U, "agreed with hana: buying 6 extra em300 sensors plus a second gateway for the glasshouses, order goes in before 30 nov"),
            (A, "Nice. Give Dev the devEUIs when they arrive so he can add them to SeedLedger, and think about names: gh1-a, gh2-a and so on, to match the cold room ones."),
            (U, "cheers, good way to end the year"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "The reallocated sensor money buys 6 extra EM300 sensors and a second gateway for the glasshouses, ordered before 30 November.", "keywords": ["6 extra", "gateway"]},
        ],
        "answered": [],
    },
]

QUESTIONS = [
    ("c01", 0, "how long does cr1 have to be out of range before someone gets paged?"),
    ("c02", 0, "were volunteers allowed in over christmas and who did the watering?"),
    ("c03", 0, "what medium do we germinate primroses on?"),
    ("c03", 1, "did we ever sort out what to do about that old accession whose viability crashed?"),
    ("c04", 0, "who writes and who approves the year-end report for heritage flora, and when was it due?"),
    ("c06", 0, "what's the numbering format for new accessions?"),
    ("c06", 1, "did we rename the old accession numbers when we switched formats?"),
    ("c07", 0, "what humidity and temperature is the drying room supposed to run at?"),
    ("c08", 0, "what's glasshouse 3 heated to overnight these days?"),
    ("c09", 0, "what date format does the seedledger importer accept?"),
    ("c10", 0, "when do new volunteers get inducted?"),
    ("c10", 1, "can teenagers help with cleaning seed?"),
    ("c11", 0, "what day was the plant fair this year?"),
    ("c12", 0, "what loggers do we have in the cold rooms now?"),
    ("c13", 0, "what's the rule on using the cold germination chamber?"),
    ("c15", 0, "how much did we ask northfield for and over what period?"),
    ("c16", 0, "who do i talk to about getting consent to collect on a site, and how much notice do they need?"),
    ("c17", 0, "how far back can we restore seedledger from backups?"),
    ("c18", 0, "how are we dealing with the thrips in gh2?"),
    ("c19", 0, "where do volunteers sign up for shifts now?"),
    ("c20", 0, "what did we charge per pot at the fair?"),
    ("c20", 1, "did we ever decide whether the fair takes cash?"),
    ("c21", 0, "who services the cold rooms and when's the yearly visit?"),
    ("c22", 0, "at what germination percentage does an accession need regenerating?"),
    ("c23", 0, "how long do we keep full-resolution sensor data?"),
    ("c24", 0, "which photo permission form do volunteers need to have signed?"),
    ("c25", 0, "when did the fair plants go out to harden off?"),
    ("c26", 0, "how were volunteer shifts split on fair day?"),
    ("c26", 1, "what time did the gates open for the plant fair?"),
    ("c28", 0, "what's new at next year's fair for people wanting seeds?"),
    ("c28", 1, "was there any conclusion on running a september plant sale?"),
    ("c29", 0, "what did we put in after the cold room door was left open?"),
    ("c30", 0, "who is allowed to change germination results in seedledger?"),
    ("c31", 0, "how often do backup seed collections go off-site, and to where?"),
    ("c32", 0, "how long do big seeds like vetches stay in the drying room now?"),
    ("c33", 0, "where were we finding summer volunteers?"),
    ("c33", 1, "do we reimburse volunteers for their bus fares?"),
    ("c34", 0, "what watering system is going into glasshouse 1?"),
    ("c35", 0, "where do the volunteer hour figures in funder reports come from?"),
    ("c36", 0, "what size labels do we print for seed packets?"),
    ("c37", 0, "what did we do about the drying room humidity in the heatwave?"),
    ("c38", 0, "when do we do a viability stain instead of giving up on a seed lot?"),
    ("c39", 0, "when did the summer intern start and who looked after him?"),
    ("c40", 0, "which days can schools come and how big can a group be?"),
    ("c42", 0, "when did seedledger move off sqlite?"),
    ("c42", 1, "what's happening with the old access database?"),
    ("c43", 0, "what did hana ask the funder to do with the leftover travel money?"),
    ("c44", 0, "when and where was the volunteer thank-you party?"),
    ("c45", 0, "do we still hand-count big seed lots?"),
    ("c46", 0, "was there an autumn plant sale this year?"),
    ("c47", 0, "where do cold room alarms get sent besides rhys's phone?"),
    ("c48", 0, "what's the web address for seedledger?"),
    ("c49", 0, "who went on the october coast collecting trip and on which dates?"),
    ("c49", 1, "do we know if we're allowed to collect at hollin cliff?"),
    ("c50", 0, "why was gh4 shut in the autumn?"),
    ("c51", 0, "what temperature is the long-term freezer room kept at?"),
    ("c52", 0, "how did priya tackle the overdue germination tests after the intern left?"),
    ("c53", 0, "when was the heritage flora final report actually due in the end?"),
    ("c54", 0, "when can volunteers come in over the winter?"),
    ("c56", 0, "when do we do the physical inventory of the seed vault?"),
    ("c56", 1, "are we joining the european seed bank network?"),
    ("c57", 0, "how often do we push our accession data to gbif, and what about sensitive locations?"),
    ("c58", 0, "what's the date of the 2027 plant fair?"),
    ("c59", 0, "how many hellebores are we growing for next year's fair?"),
    ("c60", 0, "what are we buying with the money moved into the sensor budget?"),
]


if __name__ == "__main__":
    import datetime as _dt

    assert U == "user" and A == "assistant"
    assert len(CHATS) == 60, len(CHATS)
    ids = [c["id"] for c in CHATS]
    assert len(set(ids)) == len(ids), "duplicate chat ids"
    lo, hi = _dt.date(2025, 12, 1), _dt.date(2026, 11, 27)
    kinds = {"decision": 0, "change": 0, "open_question": 0}
    no_fact = 0
    months = set()
    prev_day = None
    for c in CHATS:
        assert set(c) == {"id", "day", "turns", "facts", "answered"}, c["id"]
        d = _dt.date.fromisoformat(c["day"])
        assert lo <= d <= hi, (c["id"], c["day"])
        if prev_day is not None:
            assert d >= prev_day, ("days not in order", c["id"])
        prev_day = d
        months.add((d.year, d.month))
        turns = c["turns"]
        assert 6 <= len(turns) <= 10, (c["id"], len(turns))
        for t in turns:
            assert isinstance(t, tuple) and len(t) == 2, c["id"]
            assert t[0] in (U, A), c["id"]
            assert isinstance(t[1], str) and t[1].strip(), c["id"]
        assert turns[0][0] == U, c["id"]
        assert len(c["facts"]) <= 2, c["id"]
        if not c["facts"]:
            no_fact += 1
        for f in c["facts"]:
            assert set(f) == {"kind", "turn", "text", "keywords"}, c["id"]
            assert f["kind"] in kinds, (c["id"], f["kind"])
            kinds[f["kind"]] += 1
            assert 0 <= f["turn"] < len(turns), (c["id"], f["turn"])
            assert f["text"].strip().endswith("."), (c["id"], f["text"])
            assert 2 <= len(f["keywords"]) <= 3, (c["id"], f["keywords"])
            body = turns[f["turn"]][1].lower()
            for kw in f["keywords"]:
                assert kw.lower() in body, (c["id"], f["turn"], kw)
        for i in c["answered"]:
            assert 0 <= i < len(turns) - 1, (c["id"], i)
            assert turns[i][0] == U, (c["id"], i)
            assert any(r == A for r, _ in turns[i + 1:]), (c["id"], i)
    assert len(months) == 12, sorted(months)
    n_facts = sum(kinds.values())
    assert kinds == {"decision": 45, "change": 12, "open_question": 8}, kinds
    assert no_fact == 5, no_fact

    # one question per fact
    by_id = {c["id"]: c for c in CHATS}
    keys = [(cid, fi) for cid, fi, _ in QUESTIONS]
    assert len(keys) == len(set(keys)), "duplicate question keys"
    expected = {(c["id"], i) for c in CHATS for i in range(len(c["facts"]))}
    assert set(keys) == expected, (expected ^ set(keys))
    assert len(QUESTIONS) == n_facts
    for cid, fi, q in QUESTIONS:
        assert cid in by_id and 0 <= fi < len(by_id[cid]["facts"]), (cid, fi)
        assert q.strip().endswith("?"), (cid, q)
        assert q.strip().lower() != by_id[cid]["facts"][fi]["text"].lower()

    n_turns = sum(len(c["turns"]) for c in CHATS)
    print(f"chats: {len(CHATS)}")
    print(f"turns: {n_turns}")
    print(f"facts: {n_facts} (decision={kinds['decision']}, change={kinds['change']}, open_question={kinds['open_question']})")
    print(f"chats without facts: {no_fact}")
    print(f"answered questions: {sum(len(c['answered']) for c in CHATS)}")
    print(f"questions: {len(QUESTIONS)}")
    print("self-check OK")


# Added when the set joined the repository: the quality scripts read each question as a dict.
QUESTIONS = [{"chat": chat, "fact": fact, "question": question} for chat, fact, question in QUESTIONS]
