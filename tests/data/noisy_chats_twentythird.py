# Development data since 2026-12-03 (session 25): released after its last held-out measurement, below.
# Held-out noisy-chat set no. 23 (60 chats, 58 facts, 64 questions; a hospital's clinical
# engineering department), written on 2026-12-03 by a helper that never saw the pipeline or the other sets. Its misses
# were not read. Measured by the lead only (python -m tests.noisy_chat_quality twentythird): at 879c4f0 (session 24's
# start, after the salience refit on twenty-two sets) coverage day / week / month 54 / 54 / 49 of 58 (0.93 / 0.93 /
# 0.84), noise 33/187 (0.18), core memory noise 0/1, recall 57/64 (0.89); at session 24's merged code (14372f9; h61: a
# statement the assistant approves first thing is kept, a joke in brackets is an aside, a few change and open cues;
# the salience refit) the same: 54 / 54 / 49, noise 33/187, core 0/1, recall 57/64.
"""Noisy team <-> assistant chats for a hospital clinical engineering team (Dec 2025 - Nov 2026).

Each chat has labeled key facts (decisions, changes, open questions) for evaluating
a chat-to-digest tool, plus QUESTIONS a teammate might ask months later.
"""

U = "user"
A = "assistant"

TEAM = {
    "Dana Whitfield": "Clinical Engineering Manager",
    "Marcus Oyelaran": "Senior Biomedical Technician (ventilators, critical care)",
    "Priya Raman": "Biomedical Technician II (infusion pumps)",
    "Tomasz Kowal": "Imaging Service Specialist",
    "Leah Brandt": "Biomedical Technician I (defibrillators, general devices)",
    "Jorge Ibarra": "Test Equipment Lab Lead",
    "Nadia Fern": "CMMS and Asset Coordinator",
    "Owen Sato": "Clinical Device Educator",
}

CHATS = [
    {
        "id": "c01", "day": "2025-12-01",
        "turns": [
            (U, "morning! so the alaris PM backlog is ugly, like 140 pumps due before end of Jan. how would you split it up"),
            (A, "Good morning! With ~140 BD Alaris pumps due, a few options:\n1. Batch by floor/unit: pull all due pumps from one unit at once and swap them with checked spares\n2. Batch by due date, oldest first\n3. A mix: by floor, starting with the units that have the most overdue devices\nOption 1 usually disrupts nursing the least since they only deal with you once. Which units have the most due?"),
            (U, "4 West has like 30 due, then 5 East. ok let's go with batching by floor, start with 4 West next monday"),
            (A, "Sounds good. Want me to draft a heads-up message for the 4 West charge nurse?"),
            (U, "yes pls, short one"),
            (A, "Here's a draft:\n\n> Hi! Clinical Engineering will be doing preventive maintenance on the Alaris pumps on 4 West starting Monday. We'll swap pumps in batches of 6 with checked spares so you're never short. Questions -> ext 4417. Thanks!\n\nLet me know if you need anything else."),
            (U, "perfect ty"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "The Alaris pump PM backlog will be worked in batches by floor, starting with 4 West.",
             "keywords": ["batching by floor", "4 West"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c02", "day": "2025-12-05",
        "turns": [
            (U, "hey. C6 in MICU threw this overnight, RT pulled it\n```\n2025-12-04 23:41:07 ALARM O2 cell failure (id 0x2F)\n2025-12-04 23:41:07 FiO2 monitoring disabled\n2025-12-04 23:52:33 ALARM O2 cell failure (id 0x2F)\n```\nasset 10482. is that just the cell or something worse"),
            (A, "That pattern (repeated O2 cell failure with FiO2 monitoring disabled) on a Hamilton C6 most often means an exhausted or faulty O2 cell rather than a board problem. Check the cell's install date in the service history and run the O2 cell calibration. If it fails, replace the cell; if a new cell also fails, suspect the cable/connector or the sensor board."),
            (U, "cell was put in march 2024 so yeah prob just old. we have one spare in the cage i think"),
            (A, "About 21 months is at the end of the typical life for a galvanic cell, so replacing it is reasonable. After replacement, run the calibration and document it in the work order."),
            (U, "thing is if the cell is covered under the hamilton contract i dont want to burn our spare. no idea if consumables are in scope. gotta ask dana or dig up the contract"),
            (A, "Makes sense. Many full-service agreements exclude consumables like O2 cells and flow sensors, but some include them. I can't see your contract, so that needs checking."),
            (U, "yep. leaving it open for now, vent stays out of service till monday"),
            (A, "Got it. Happy to help!"),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "Still to find out whether the O2 cell replacement for ventilator 10482 is covered by the Hamilton service contract.",
             "keywords": ["covered under the hamilton contract", "consumables"]},
        ],
        "answered": [0],
    },
    {
        "id": "c03", "day": "2025-12-11",
        "turns": [
            (U, "hiii quick q, how do i get the CMMS device list into excel? the export button gives me a .txt with pipes"),
            (A, "That's a pipe-delimited file. In Excel: Data > From Text/CSV > pick the file > set Delimiter to Custom and type | > Load.\nOr in Python:\n```python\nimport pandas as pd\ndf = pd.read_csv('export.txt', sep='|')\ndf.to_excel('devices.xlsx', index=False)\n```"),
            (U, "omg that worked. thank u"),
            (A, "Happy to help!"),
            (U, "also r u coming to the holiday party lol. jk. its thursday in the cafeteria, theres a white elephant"),
            (A, "Ha, I'll have to sit this one out, but enjoy the white elephant! Tip: a label maker always gets fought over in a biomed shop."),
            (U, "honestly true. ok brb lunch"),
        ],
        "facts": [],
        "answered": [0],
    },
    {
        "id": "c04", "day": "2025-12-17",
        "turns": [
            (U, "Got the ESA620 back from cal today, cert is attached in the ticket. Question: do we keep using the old ESA612 for the electrical safety tests on the floor or retire it"),
            (A, "A few considerations: the ESA612 is still usable as long as it's in calibration, but the ESA620 supports more test standards and exports data more easily. A common approach is one primary analyzer for all documented tests, so results are consistent, and the other kept as a backup for when the primary is out for calibration."),
            (U, "yeah consistency matters for the auditors. ok. from now on all electrical safety tests go on the ESA620, the 612 is backup only"),
            (A, "Noted, I will keep that in mind. You may want to update the PM procedures that reference the 612 by model number."),
            (U, "good pt. how many procedures mention it?"),
            (A, "I don't have access to your procedure library, but a quick way: search the document system for 'ESA612'. The likely ones are the electrical safety SOP, the infusion pump PM and the patient monitor PM."),
            (U, "ok will search tmrw. thx"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "All electrical safety tests will be done with the ESA620; the older ESA612 is kept as backup only.",
             "keywords": ["from now on", "ESA620", "backup only"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c05", "day": "2025-12-22",
        "turns": [
            (U, "ugh who is doing on call over new years, nobody filled in the spreadsheet"),
            (A, "I don't see an on-call assignment for Dec 31 - Jan 2 in anything shared in this chat. Options: ask for a volunteer in exchange for a comp day, follow the rotation order, or split the three days."),
            (U, "marcus said he would do it if he gets MLK weekend off. i can do xmas eve"),
            (A, "That seems like a fair swap. Proposed: Marcus covers Dec 31 - Jan 2, Leah covers Christmas Eve, and Marcus gets MLK weekend off. Want me to word it for the schedule?"),
            (U, "yes thats it, final call. marcus does new years on call, i take xmas eve"),
            (A, "Schedule note:\n\n| Date | On-call |\n|---|---|\n| Dec 24 | Leah |\n| Dec 31 - Jan 2 | Marcus |\n| Jan 17-19 (MLK) | Marcus OFF |\n\nLet me know if you need anything else."),
            (U, "\U0001F64F thank u. going to my moms for the weekend, no laptop lol"),
            (A, "Enjoy the time off!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Marcus covers on-call over New Year (Dec 31 - Jan 2) and Leah covers Christmas Eve.",
             "keywords": ["final call", "new years", "xmas eve"]},
        ],
        "answered": [0],
    },
    {
        "id": "c06", "day": "2025-12-30",
        "turns": [
            (U, "hey so the new asset tag rolls came in and they have a different format?? CE-000001 style instead of our 5 digit numbers"),
            (A, "That's a 'CE-' prefix with 6 digits. Before using them, decide whether existing devices keep their 5-digit tags and only new devices get CE- tags, or you retag everything. Retagging the whole fleet is a big job; most shops apply the new format to new acquisitions only and keep the old number."),
            (U, "def not retagging 3000 devices. ok from now on new devices get CE- plus 6 digits, old ones keep their number"),
            (A, "Noted. In the CMMS, make sure the asset number field accepts the hyphen and 9 characters; some systems only allow numbers."),
            (U, "oh crap good point let me check... brb"),
            (A, "Sure, take your time."),
            (U, "ok its a text field max 12 chars, we're fine"),
            (A, "Great, then no configuration change is needed. Happy to help!"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "New devices get asset tags in the format CE- plus 6 digits; existing devices keep their old 5-digit numbers.",
             "keywords": ["from now on", "CE-", "6 digits"]},
        ],
        "answered": [0],
    },
    {
        "id": "c07", "day": "2026-01-06",
        "turns": [
            (U, "Happy new year! Capital request is due Jan 20. I want to put in the monitor replacements, we have 20 MP50s that go end of support in 2027. Can you help me outline the justification?"),
            (A, "Happy new year! Outline:\n1. Current state: 20 IntelliVue MP50 monitors, vendor end of support in 2027, no parts or software updates after that\n2. Risk: unrepairable monitors in high-acuity areas\n3. Proposal: replace with 20 current-generation monitors (e.g. MX450)\n4. Cost and quote\n5. Timeline: install in Q2\nDo you want me to add the central station as well?"),
            (U, "Final call is 20 MX450s in the Q2 capital request, i'll get the quote from philips this week"),
            (A, "Noted, 20 MX450 units for Q2."),
            (U, "central station is the big q. the PIIC iX might need an upgrade to talk to the new monitors and nobody knows if that's in the quote or a separate project. i need to find out from IT and philips"),
            (A, "Good to flag. The justification can mention it as a dependency: 'Central station compatibility to be confirmed.' Leave it open until Philips confirms."),
            (U, "yes leave it open. thx"),
            (A, "Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "The Q2 capital request will be for 20 Philips MX450 monitors to replace the MP50s.",
             "keywords": ["final call", "MX450", "Q2"]},
            {"kind": "open", "turn": 4,
             "text": "Still to find out whether the central station (PIIC iX) upgrade is part of the monitor quote or a separate project.",
             "keywords": ["central station", "find out"]},
        ],
        "answered": [0],
    },
    {
        "id": "c08", "day": "2026-01-13",
        "turns": [
            (U, "the nightly cmms export script died again\n```\nTraceback (most recent call last):\n  File \"/opt/ce/export_wo.py\", line 88, in <module>\n    rows = fetch_open_workorders(conn)\n  File \"/opt/ce/export_wo.py\", line 41, in fetch_open_workorders\n    cur.execute(SQL_OPEN_WO)\npyodbc.OperationalError: ('HYT00', '[HYT00] [Microsoft][ODBC Driver 17 for SQL Server]Query timeout expired (0) (SQLExecDirectW)')\n```\nany idea"),
            (A, "The query is timing out, so it's not really a bug in the script. Likely causes: the database is busy at that hour (backups and index maintenance often run around midnight), or the query scans a big table. Fixes: a longer timeout (`conn.timeout = 300`), an index on the status/date columns, or running the job at a quieter time. Do you know when the DB backup runs?"),
            (U, "IT says full backup runs 23:30 to ~01:15"),
            (A, "That overlaps with your midnight run. I'd suggest moving the export to 02:00 and setting `conn.timeout = 300` as a safety net."),
            (U, "ok do it, switching the cron to 2am. can u give me the line"),
            (A, "```\n0 2 * * * /usr/bin/python3 /opt/ce/export_wo.py >> /var/log/ce/export.log 2>&1\n```\nAnd in the script, right after connecting: `conn.timeout = 300`."),
            (U, "\U0001F44D"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "The nightly CMMS work-order export was moved from midnight to 02:00 to avoid the database backup window.",
             "keywords": ["ok do it", "switching the cron", "2am"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c09", "day": "2026-01-19",
        "turns": [
            (U, "we got 12 loaner pumps from BD while ours are out for the keypad thing. how are we tracking these, last time we lost one for 3 months lol"),
            (A, "Loaners go missing easily because they look like your own fleet. Common practice: a distinct visual tag, an entry in the CMMS as a loaner with vendor and return date, and an incoming inspection before clinical use. Want a proposed process?"),
            (U, "yes"),
            (A, "Proposed:\n- Bright yellow LOANER tag with vendor + return date\n- Entered in the CMMS within 24h of arrival, status 'Loaner'\n- Incoming electrical safety + function check before deployment\n- Weekly report of loaners on site"),
            (U, "agreed on the yellow LOANER tag and CMMS within 24h. the weekly report is overkill, skip that"),
            (A, "Noted, I will keep that in mind: yellow tag, CMMS entry within 24 hours, incoming check, no weekly report."),
            (U, "cool. also my cat knocked my coffee on my keyboard this morning so if i type weird thats why"),
            (A, "Sorry about the keyboard! Your typing looks fine so far \U0001F604"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Loaner devices get a yellow LOANER tag and must be entered in the CMMS within 24 hours of arrival; no weekly loaner report.",
             "keywords": ["agreed", "yellow LOANER tag", "within 24h"]},
        ],
        "answered": [0],
    },
    {
        "id": "c10", "day": "2026-01-26",
        "turns": [
            (U, "hey, IDA-5 is booked solid, we only have one and pump PM is gonna eat it for weeks. rent or buy a 2nd one?"),
            (A, "Rough comparison: buying a new IDA-5 is a real capital cost but pays off if you need it long term; renting is a monthly fee. If the second unit is only needed for the PM backlog (a few months), renting is usually cheaper. If pump service moves in-house permanently or the fleet grows, buying makes more sense."),
            (U, "can you do the math if rental is like 900/mo"),
            (A, "Give me the purchase price and I'll compute the breakeven. Until then: at $900/month, 6 months = $5,400 and 12 months = $10,800."),
            (U, "dont have a quote yet. tbh depends on whether dana wants to bring the pumps in house, thats not decided either. so rent vs buy is still open until i get a quote"),
            (A, "Understood. Once you have the quote, breakeven in months = purchase price / 900."),
            (U, "k thx"),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "Still undecided whether to rent or buy a second IDA-5 infusion device analyzer; waiting on a purchase quote.",
             "keywords": ["rent vs buy", "still open", "quote"]},
        ],
        "answered": [2],
    },
    {
        "id": "c11", "day": "2026-01-30",
        "turns": [
            (U, "Siemens called, the MRI chiller service visit on Feb 3 can't happen, their tech is out. they offered Feb 10"),
            (A, "Is Feb 10 workable for the MRI schedule? Chiller service usually means no scanning for a few hours, so radiology scheduling would need to block that morning."),
            (U, "yeah radiology is fine with it. bumped the chiller visit to feb 10, 7am. can you remind me what to ask the tech"),
            (A, "Sure, a checklist for the visit:\n- Coolant level and leak check\n- Compressor pressures vs. baseline\n- Cold head / helium compressor readings\n- Filter change\n- Written service report with readings"),
            (U, "add the water flow alarm thing from december"),
            (A, "Added: '- Review the December water flow alarm and its root cause'. Let me know if you need anything else."),
            (U, "thanks, thats all"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "The MRI chiller vendor service visit was moved from Feb 3 to Feb 10 at 7am.",
             "keywords": ["bumped", "chiller", "feb 10"]},
        ],
        "answered": [2, 4],
    },
    {
        "id": "c12", "day": "2026-02-06",
        "turns": [
            (U, "hi! can u make me a sign in sheet for the zoll R series training. name, unit, employee id, signature, date"),
            (A, "Sure:\n\n| Name | Unit | Employee ID | Signature | Date |\n|---|---|---|---|---|\n| | | | | |\n| | | | | |\n\nWant a header with the course title?"),
            (U, "yes 'Zoll R Series Refresher - Clinical Engineering'"),
            (A, "**Zoll R Series Refresher - Clinical Engineering**\n\n| Name | Unit | Employee ID | Signature | Date |\n|---|---|---|---|---|\n| | | | | |\n| | | | | |"),
            (U, "nice. 22 people showed up yesterday btw, way more than i expected"),
            (A, "That's a great turnout! Happy to help!"),
            (U, "lol its bc there were donuts. ok thanks"),
        ],
        "facts": [],
        "answered": [0, 2],
    },
    {
        "id": "c13", "day": "2026-02-12",
        "turns": [
            (U, "the crash cart defib daily check thing is killing us. we're doing checks on 38 carts every morning. nursing says they did it themselves at their old hospital"),
            (A, "Many hospitals have nursing do the daily defibrillator check (readiness indicator, pads, paper, shock test where required), with clinical engineering auditing. Would that work here?"),
            (U, "what would the audit look like"),
            (A, "Suggestion: biomed reviews every cart's check log once a month, spot-tests about 10% of the defibs, and reports missed checks to the unit manager."),
            (U, "ok talked to the nurse managers. agreed: nurses do the daily crash cart checks, we do a monthly audit of the logs"),
            (A, "Noted. Want me to draft the check log form?"),
            (U, "not now, later this week maybe"),
            (A, "Sure, just ask when you're ready."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Nurses will do the daily crash cart defibrillator checks and clinical engineering will audit the logs monthly.",
             "keywords": ["agreed", "daily crash cart checks", "monthly audit"]},
        ],
        "answered": [2],
    },
    {
        "id": "c14", "day": "2026-02-19",
        "turns": [
            (U, "here's the retired list from jan\n```json\n{\"month\": \"2026-01\", \"retired\": 37, \"by_type\": {\"infusion pump\": 14, \"SpO2 monitor\": 9, \"suction\": 6, \"bp cuff\": 8}, \"disposal_vendor\": \"EcoMed\"}\n```\ncan u make this into a sentence for the monthly report"),
            (A, "\"In January 2026, Clinical Engineering retired 37 devices: 14 infusion pumps, 9 SpO2 monitors, 8 BP cuffs and 6 suction units. All were sent to EcoMed for disposal.\""),
            (U, "perfect. also EcoMed lost the data wipe certificate for the december pickup AGAIN so dana said we're done with them"),
            (A, "That's a real concern for devices that store patient data. Do you have an alternative vendor lined up?"),
            (U, "yes switching to GreenTech Recycling starting march, they do certificates per serial number"),
            (A, "Noted. Make sure the contract requires a certificate of data destruction per serial number."),
            (U, "yep its in there. thx"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "The device disposal vendor changes from EcoMed to GreenTech Recycling starting in March.",
             "keywords": ["switching to", "GreenTech Recycling", "march"]},
        ],
        "answered": [0],
    },
    {
        "id": "c15", "day": "2026-02-25",
        "turns": [
            (U, "Team meeting on Mondays isn't working, half the team gets pulled into PMs first thing. Options?"),
            (A, "Options: Tuesday 1pm (after lunch, low OR demand), Thursday 8:30 before floor rounds, or a 15-minute daily huddle instead."),
            (U, "Thursday 8:30 works for most. Going forward the weekly team meeting is Thursday 8:30, 30 min"),
            (A, "Noted. Want a short agenda template?"),
            (U, "sure"),
            (A, "Weekly CE Team Meeting (Thu 8:30, 30 min)\n1. Safety notices / recalls (5)\n2. Open critical work orders (10)\n3. PM completion % (5)\n4. Projects & vendor visits (5)\n5. Round table (5)"),
            (U, "good. send me that as plain text later i'll paste it in outlook"),
            (A, "It's already plain text above, so you can copy it directly. Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "The weekly team meeting moves from Mondays to Thursdays at 8:30, for 30 minutes.",
             "keywords": ["going forward", "thursday 8:30"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c16", "day": "2026-03-03",
        "turns": [
            (U, "ordered the C6 PM kit one at a time again and it took 3 weeks to show up. this is dumb"),
            (A, "Ordering per job means every PM waits on shipping. Alternative: order PM kits quarterly in bulk based on the PM schedule and keep 2 spares on the shelf. With 14 C6 vents on a 6-month PM, that's about 7 kits per quarter."),
            (U, "how much shelf space would that be"),
            (A, "A C6 PM kit box is roughly shoebox-sized, so 7-9 boxes fit on one shelf."),
            (U, "ok do it, quarterly order from now on. i'll tell purchasing"),
            (A, "Noted: C6 PM kits ordered quarterly, about 7 per quarter plus 2 spares."),
            (U, "thx"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Hamilton C6 ventilator PM kits will be ordered in bulk every quarter instead of one per job.",
             "keywords": ["ok do it", "quarterly order"]},
        ],
        "answered": [2],
    },
    {
        "id": "c17", "day": "2026-03-09",
        "turns": [
            (U, "pharmacy keeps saying drug library v14 is 'coming soon'. do we need to do anything on our side before it goes live"),
            (A, "Typically pharmacy builds the library in the Guardrails editor and it's pushed wirelessly through the server, or loaded manually on pumps that aren't connected. On the biomed side: make sure pumps are online, find pumps that haven't checked in, plan manual loads for those, and update the PM procedure to verify the library version."),
            (U, "how do i see which pumps havent checked in"),
            (A, "The pump server software has a device status report with the last connection time. Filter for last connection older than 7 days."),
            (U, "ok 23 pumps havent connected in 30+ days, prob in storage. anyway we still dont know the actual go live date, pharmacy has to tell us. cant plan the manual loads till then"),
            (A, "Understood. I'd start locating those 23 pumps now so they're ready whenever the date comes."),
            (U, "yeah good idea. brb meeting"),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "The go-live date for drug library v14 is still unknown; pharmacy has to confirm it before manual loads can be planned.",
             "keywords": ["go live date", "pharmacy", "still dont know"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c18", "day": "2026-03-14",
        "turns": [
            (U, "on call today, portable xray in ED is throwing tube overheat errors. vendor quote for a new tube is 38k, refurb is 19k with 1 year warranty. thoughts"),
            (A, "Refurbished tubes from reputable suppliers are common for portables. Factors: how heavily it's used, how long the unit itself will stay in service, and warranty terms (new tubes usually have a longer prorated warranty). How old is the unit?"),
            (U, "2017 unit, probably replacing it in 2-3 years"),
            (A, "Then refurbished is reasonable: a new tube would likely outlive the unit. Ask for the refurb warranty in writing along with the tube's exposure count."),
            (U, "let's go with the refurbished tube then, 19k. i'll send the PO monday"),
            (A, "Noted, I will keep that in mind. Hope the rest of your on-call weekend is quiet!"),
            (U, "lol it's never quiet. thx"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The ED portable X-ray will get a refurbished tube ($19k, 1-year warranty) instead of a new one.",
             "keywords": ["let's go with", "refurbished tube", "19k"]},
        ],
        "answered": [0],
    },
    {
        "id": "c19", "day": "2026-03-20",
        "turns": [
            (U, "here's the cal due list\n\n| device | s/n | last cal | interval |\n|---|---|---|---|\n| ESA620 | 4471022 | 2025-12 | 12 mo |\n| IDA-5 | 3390118 | 2025-06 | 12 mo |\n| DPM4 | 2210543 | 2025-04 | 12 mo |\n| DPM4 | 2210544 | 2025-04 | 12 mo |\n| Rigel 288 | 88301 | 2025-09 | 12 mo |\n\nwhat's due in the next 60 days"),
            (A, "As of 2026-03-20, due before about 2026-05-19: both DPM4 units (due 2026-04). The IDA-5 is due 2026-06, just outside the window."),
            (U, "fluke says DPM4 can go 24 months per their spec if it passes as-found. we passed the last 2 as-found"),
            (A, "Extending the interval based on the manufacturer's recommendation and your as-found history is defensible. Document the justification in the equipment record."),
            (U, "yes. bumped the DPM4 cal interval to 24 months, i'll write the justification"),
            (A, "Noted. With that change the DPM4s would be due 2027-04 instead."),
            (U, "\U0001F44D"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "The calibration interval for the DPM4 pressure meters was extended from 12 to 24 months.",
             "keywords": ["bumped", "DPM4", "24 months"]},
        ],
        "answered": [0],
    },
    {
        "id": "c20", "day": "2026-03-27",
        "turns": [
            (U, "dumb q, how many cmH2O in 1 psi"),
            (A, "1 psi is about 70.3 cmH2O. So 0.5 psi is about 35.2 cmH2O."),
            (U, "ok not dumb then lol. thanks"),
            (A, "Not dumb at all! Happy to help!"),
            (U, "any plans this weekend? jk ur an ai. im going hiking if it doesnt rain"),
            (A, "Hope the weather holds! Enjoy the hike."),
            (U, "ty have a good one"),
        ],
        "facts": [],
        "answered": [0],
    },
    {
        "id": "c21", "day": "2026-04-02",
        "turns": [
            (U, "BD is pushing the alaris firmware update in may, do i need to retrain every nurse in person? last time took me 6 weeks"),
            (A, "It depends on how big the changes are. For minor updates, a short e-learning module plus a tip sheet on the units is usually enough; in-person sessions make sense when the workflow changes. Do you have the release notes?"),
            (U, "release notes say 'minor UI changes to channel select and new alarm tone'"),
            (A, "That's minor. A ~10 minute e-learning module, a one-page tip sheet, and unit staff who can answer questions should cover it."),
            (U, "final call: e-learning + tip sheet, no in person sessions for this one"),
            (A, "Noted. Want me to outline the e-learning module?"),
            (U, "yes but later, im about to go teach a class"),
            (A, "Sure. Ping me when you're back."),
            (U, "ok back. outline pls"),
            (A, "Alaris firmware update - e-learning outline:\n1. What's changing (1 min)\n2. New channel select screen (4 min, screenshots)\n3. New alarm tone: listen & identify (3 min)\n4. Quiz: 5 questions\nLet me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Nurse training for the May Alaris firmware update will be an e-learning module plus a tip sheet, with no in-person sessions.",
             "keywords": ["final call", "e-learning", "tip sheet"]},
        ],
        "answered": [0, 6, 8],
    },
    {
        "id": "c22", "day": "2026-04-08",
        "turns": [
            (U, "every time theres a recall we have to go dig up which work orders are related. can we add a field to the WO form"),
            (A, "Yes. A common setup is a 'Recall / safety notice status' field plus a field for the notice ID. That lets you report on open recall work directly."),
            (U, "ok i added it in test. from now on every WO has a recall status field, default 'N/A'"),
            (A, "Noted. You may want to announce it to the techs at the Thursday meeting."),
            (U, "yea will do. what should the picklist values be exactly"),
            (A, "Suggestion:\n- N/A\n- Affected - open\n- Affected - remediated\n- Not affected (checked)"),
            (U, "ty"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "Every work order now has a recall status field, defaulting to N/A.",
             "keywords": ["from now on", "recall status field"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c23", "day": "2026-04-15",
        "turns": [
            (U, "Philips service rep visiting tomorrow re: monitor contract. What should I ask?"),
            (A, "Questions to ask:\n1. Response time and uptime guarantees\n2. Are accessories (SpO2 sensors, ECG cables, NIBP cuffs) included?\n3. Are software updates included?\n4. Training credits\n5. How the MX450 rollout affects the contract"),
            (U, "good list. brb coffee"),
            (A, "Sure."),
            (U, "back. ok so visit done. rep couldn't say whether SpO2 probes and ECG cables are covered, he has to check with contracts. still an open item for us"),
            (A, "Understood, that stays pending until their contracts team answers."),
            (U, "yep. ty"),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "Still unknown whether SpO2 probes and ECG cables are covered under the Philips monitor service contract.",
             "keywords": ["SpO2 probes", "ECG cables", "open item"]},
        ],
        "answered": [0],
    },
    {
        "id": "c24", "day": "2026-04-21",
        "turns": [
            (U, "C6 #10517 in 3 South keeps doing this\n```\n04-20 14:02:11 E 0x1A3 Blower temp high\n04-20 14:02:11 Ventilation continues\n04-20 15:47:52 E 0x1A3 Blower temp high\n04-21 02:13:09 E 0x1A3 Blower temp high\n```\nrt wants to keep using it. should i pull it?"),
            (A, "Recurring blower temperature warnings suggest a blocked fan filter, a failing cooling fan, or a degrading blower. Even though ventilation continues, repeated blower alarms on a life-support device justify taking it out of service for inspection. Do you have a loaner or spare?"),
            (U, "we got the 2 loaners from hamilton still"),
            (A, "Then I'd swap now rather than wait."),
            (U, "yeah. pulling 10517 out of service, swapping w loaner today. rt will complain but whatever"),
            (A, "Noted. Check the fan filter first; if it's clean, open a case with Hamilton."),
            (U, "will do"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Ventilator 10517 is pulled out of service for recurring blower temperature alarms and replaced with a Hamilton loaner.",
             "keywords": ["out of service", "loaner", "10517"]},
        ],
        "answered": [0],
    },
    {
        "id": "c25", "day": "2026-04-27",
        "turns": [
            (U, "3 pumps died on battery this week on 6 North. all batteries from 2021"),
            (A, "Li-ion packs in these pumps typically last around 3 years. Proposal: replace every battery older than 3 years proactively instead of waiting for failures. How many are in that age range?"),
            (U, "checking cmms... ~210"),
            (A, "With ~210 batteries, you could spread it over the PM cycle: replace at the next PM if older than 3 years, and prioritize units that have had failures."),
            (U, "agreed, replace all pump batteries over 3 yrs, do it at the next PM, 6 north first"),
            (A, "Noted, I will keep that in mind."),
            (U, "what's a battery cost again?"),
            (A, "I don't have your contract pricing, but list price for that pack is roughly $150-200. So ~210 x $175 is about $36,750."),
            (U, "oof. ok ty"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "All infusion pump batteries older than 3 years will be replaced at their next PM, starting with 6 North.",
             "keywords": ["agreed", "over 3 yrs", "6 north"]},
        ],
        "answered": [6],
    },
    {
        "id": "c26", "day": "2026-05-04",
        "turns": [
            (U, "hi. what port does DICOM use by default"),
            (A, "The standard DICOM port is 104; many systems use 11112 as the registered alternative, and DICOM over TLS often uses 2762."),
            (U, "ok so the CT sends on 104 and the PACS side listens on 11112, makes sense why it was failing after the reconfig"),
            (A, "Yes, mismatched ports would explain failed sends. Happy to help!"),
            (U, "also happy late easter lol, ate way too much"),
            (A, "Ha, hope it was worth it!"),
            (U, "it was. later"),
        ],
        "facts": [],
        "answered": [0],
    },
    {
        "id": "c27", "day": "2026-05-08",
        "turns": [
            (U, "the vent tester cart still has that analog gauge from like 2005, readings are garbage below 5 cmH2O"),
            (A, "Replace it with a digital pressure meter. Since you have two DPM4s, one could live on the cart."),
            (U, "done, replaced the analog gauge on the vent tester cart with the DPM4 s/n 2210544"),
            (A, "Nice. Update the cart's equipment list and note in the CMMS that the DPM4 is now assigned there."),
            (U, "what do i do with the old gauge, trash?"),
            (A, "If it isn't a calibrated reference anymore, retire it in the CMMS and dispose of it normally. If anyone wants to keep it, label it 'not for measurement'."),
            (U, "trash it is lol"),
            (A, "\U0001F44D Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "The analog pressure gauge on the ventilator tester cart was replaced with DPM4 s/n 2210544.",
             "keywords": ["replaced the analog gauge", "DPM4", "vent tester cart"]},
        ],
        "answered": [4],
    },
    {
        "id": "c28", "day": "2026-05-15",
        "turns": [
            (U, "can we talk on call rotation? the weekend-only swaps are confusing everyone"),
            (A, "Sure. Common models: a weekly rotation (one person covers a full week), a weekday/weekend split, or 2-week blocks. Weekly is the easiest to read."),
            (U, "weekly monday to monday. whats the handoff time usually"),
            (A, "A typical handoff is Monday 7:00am, with a 10-minute call to pass along open issues."),
            (U, "ok. we'll use weekly swaps monday to monday, handoff 7am. dana ok'd it"),
            (A, "Noted. With 8 people on the rotation that's one week in eight."),
            (U, "7 ppl actually, owen isnt on it"),
            (A, "Got it, 7 people, so one week in seven."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The on-call rotation changes to weekly Monday-to-Monday swaps with a 7am handoff.",
             "keywords": ["we'll use", "monday to monday", "7am"]},
        ],
        "answered": [2],
    },
    {
        "id": "c29", "day": "2026-05-21",
        "turns": [
            (U, "defib training numbers so far\n\nunit | staff | trained | %\n4W | 42 | 39 | 93\n5E | 38 | 30 | 79\nICU | 55 | 55 | 100\nED | 61 | 44 | 72\n\nwhat's the overall %"),
            (A, "Total staff = 196, trained = 168, so overall 85.7%."),
            (U, "thx. who do i even send this to. nursing ed says quality, quality says nursing ed \U0001F643"),
            (A, "Worth clarifying with your manager. Device competency usually sits with nursing education, but if it's tied to a safety goal, quality may track it."),
            (U, "yeah we still have to figure out who owns the training compliance report. asking dana thursday"),
            (A, "Noted, I will keep that in mind."),
            (U, "ty"),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "Still to figure out who owns the defibrillator training compliance report: nursing education or quality.",
             "keywords": ["still have to figure out", "training compliance report"]},
        ],
        "answered": [0],
    },
    {
        "id": "c30", "day": "2026-05-27",
        "turns": [
            (U, "planning the annual physical inventory. last year we did it all in one week and it was hell. how should we split it"),
            (A, "Spread it out, e.g. two floors per week over a month, so it overlaps less with PM work. When are you thinking?"),
            (U, "october is slowest for us"),
            (A, "October at two floors a week covers 8 floors in 4 weeks, which fits your building."),
            (U, "ok going with october, 2 floors per week. put it down"),
            (A, "Noted, I will keep that in mind."),
            (U, "ty!! lunch time \U0001F32E"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The annual physical inventory will be done in October, two floors per week.",
             "keywords": ["going with october", "2 floors per week"]},
        ],
        "answered": [0],
    },
    {
        "id": "c31", "day": "2026-06-03",
        "turns": [
            (U, "We're down a tech since Carla left and the summer PM load is heavy. Agency or overtime?"),
            (A, "Overtime across the team for 3 months risks burnout and PM slippage. An agency biomed tech costs more per hour but is predictable; some agencies have BMET IIs with infusion pump experience."),
            (U, "we'll use the agency for a temp tech through end of august. I'll call MedStaff"),
            (A, "Noted. Make sure their badge access and CMMS login are ready before day one."),
            (U, "good point, can you list what they need?"),
            (A, "Onboarding checklist:\n- Badge + department access\n- CMMS account (technician role)\n- Email\n- Test lab orientation with Jorge\n- Safety / infection control modules\n- Tool kit"),
            (U, "perfect"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "A temporary agency technician will be brought in through the end of August instead of relying on overtime.",
             "keywords": ["we'll use", "agency", "end of august"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c32", "day": "2026-06-09",
        "turns": [
            (U, "hamilton released C6 firmware 2.3.1, fixes the blower temp false alarm (remember 10517)"),
            (A, "Good, that matches the issue from April. Release notes usually require a performance verification after the update. Are you planning to update during PM or in batches?"),
            (U, "did all 14 this week actually, went faster than i thought. bumped all C6s to 2.3.1"),
            (A, "Great. Record the firmware version in each asset's CMMS record."),
            (U, "already did. can u write a 2 line note for the thursday meeting"),
            (A, "\"All 14 Hamilton C6 ventilators were updated to firmware 2.3.1 this week. This fixes the blower temperature false alarm seen on 10517.\""),
            (U, "\U0001F44C"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "All 14 Hamilton C6 ventilators were updated to firmware 2.3.1.",
             "keywords": ["bumped", "2.3.1"]},
        ],
        "answered": [4],
    },
    {
        "id": "c33", "day": "2026-06-15",
        "turns": [
            (U, "look at this, occlusion alarms last 30 days\n```\nunit   pumps  downstream_occl  upstream_occl\n4W     31     12               3\n5E     28     87               5\n6N     30     9                2\n```\n5E is crazy. pumps or tubing?"),
            (A, "5E's downstream occlusion count is about 7x the other units with a similar fleet size. If the pumps were at fault you'd expect the alarms to follow specific serial numbers; if it's unit-wide, look at the tubing lot, IV practice, or specific drugs. Can you break it down by pump serial?"),
            (U, "let me pull it... ok its spread over 22 different pumps. no single pump"),
            (A, "That points away from individual pump faults. Next: check the tubing lot numbers used on 5E and whether 5E uses a different filter set or runs a lot of viscous infusions."),
            (U, "materials mgmt has to tell me the lot. so still don't know if its pump or tubing, gotta find out"),
            (A, "Makes sense. Once you have the lot number, compare it with the other units."),
            (U, "thx ugh"),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "Still to find out whether the high downstream occlusion alarms on 5 East come from the pumps or the tubing; waiting on lot numbers.",
             "keywords": ["pump or tubing", "find out", "lot"]},
        ],
        "answered": [0],
    },
    {
        "id": "c34", "day": "2026-06-19",
        "turns": [
            (U, "CT PM keeps getting cancelled because ED needs the scanner. 3 times this quarter"),
            (A, "Options: schedule PM at the lowest-volume time, split the PM into shorter windows, or route ED patients to the second CT during PM."),
            (U, "whats the lowest volume time usually"),
            (A, "For most EDs, early Sunday morning (roughly 5-9am) is the quietest for CT. Check your RIS data to confirm."),
            (U, "RIS agrees. ok CT PM on sundays 6am from now on, GE is fine with it"),
            (A, "Noted. Give the ED and radiology a week's notice each time."),
            (U, "sure. have a good weekend"),
            (A, "You too!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "CT preventive maintenance will be scheduled on Sundays at 6am to avoid ED impact.",
             "keywords": ["sundays 6am", "from now on"]},
        ],
        "answered": [2],
    },
    {
        "id": "c35", "day": "2026-06-26",
        "turns": [
            (U, "people keep dropping broken stuff on the lab bench with no ticket. found a suction unit with a sticky note that just says 'broke' lol"),
            (A, "Classic. Many shops require a work order number before accepting a device: a drop-off shelf with a sign, and no ticket means no repair."),
            (U, "from now on nothing gets dropped in the lab without a repair ticket number. i'll put a sign up"),
            (A, "Noted. Want sign text?"),
            (U, "yes make it nice but firm"),
            (A, "**DEVICE DROP-OFF**\nPlease include a repair ticket number with every device.\nCall ext 4417 or submit online: https://intranet.example-hospital.org/ce/request\nDevices without a ticket cannot be repaired. Thank you! \U0001F527"),
            (U, "love it"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "Devices dropped off in the test lab must come with a repair ticket number.",
             "keywords": ["from now on", "repair ticket number"]},
        ],
        "answered": [4],
    },
    {
        "id": "c36", "day": "2026-07-02",
        "turns": [
            (U, "ok explain like im 5, class I vs class II recall"),
            (A, "FDA recall classes: Class I = reasonable probability of serious harm or death. Class II = may cause temporary or reversible harm, serious harm is unlikely. Class III = unlikely to cause harm. Note: recall class is not the same as device class (I/II/III)."),
            (U, "oh so not the same as device class. thats what confused me"),
            (A, "Exactly, the numbers overlap but mean different things."),
            (U, "thx. long weekend coming \U0001F386 whoever is on call has my sympathy"),
            (A, "Enjoy the 4th!"),
            (U, "will do. brb then im logging off"),
        ],
        "facts": [],
        "answered": [0],
    },
    {
        "id": "c37", "day": "2026-07-09",
        "turns": [
            (U, "the units keep calling me for basic pump questions at 3am. how do other hospitals handle this"),
            (A, "Super-user programs: trained nurses on each unit who handle first-line device questions and escalate to biomed. They usually get extra training and a badge sticker."),
            (U, "how many per unit"),
            (A, "Two per unit is common, ideally covering both day and night shifts."),
            (U, "brought it to nursing leadership, agreed: 2 super users per unit, i train them in august"),
            (A, "Noted. Want a list of topics for the super-user training?"),
            (U, "yes pls"),
            (A, "- Loading sets and priming\n- Common alarms & troubleshooting\n- Drug library basics\n- When to tag a device out & call CE\n- Cleaning between patients"),
            (U, "ty!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Each nursing unit will have 2 device super users, trained by Owen in August.",
             "keywords": ["agreed", "2 super users per unit"]},
        ],
        "answered": [0, 2, 6],
    },
    {
        "id": "c38", "day": "2026-07-15",
        "turns": [
            (U, "CMMS vendor wants to move the upgrade from jul 25-26 to aug 8-9. any reason not to?"),
            (A, "Check for surveys or vendor visits on those days, month-end PM reporting deadlines, and staff availability for testing. Aug 8-9 is a weekend, which is good."),
            (U, "nothing conflicts. ok moved the CMMS upgrade to aug 8-9"),
            (A, "Noted."),
            (U, "also they mentioned a mobile app, not sure if our licenses include it or it's extra $$. need to find out before we promise it to the techs"),
            (A, "Good idea to check. Ask whether mobile access is licensed per user or per site, and whether offline mode is included."),
            (U, "ok ill email them. thx"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "The CMMS upgrade was moved from July 25-26 to August 8-9.",
             "keywords": ["moved the CMMS upgrade", "aug 8-9"]},
            {"kind": "open", "turn": 4,
             "text": "Still to find out whether the CMMS mobile app is included in the current licenses or costs extra.",
             "keywords": ["mobile app", "licenses", "find out"]},
        ],
        "answered": [0],
    },
    {
        "id": "c39", "day": "2026-07-22",
        "turns": [
            (U, "Budget came back. We got cut 12%. I need to decide what to defer: the ultrasound replacement (2 units, ~180k) or the OR table refresh"),
            (A, "Consider support risk: ultrasound units still under vendor support are lower risk to defer. OR tables with safety issues (e.g. hydraulics) are higher risk."),
            (U, "ultrasounds are supported thru 2028. OR tables have had 3 hydraulic failures"),
            (A, "Then deferring the ultrasound looks like the lower-risk option."),
            (U, "ok agreed, we defer the ultrasound replacement to next fiscal year. OR tables stay in"),
            (A, "Noted, I will keep that in mind."),
            (U, "can you remind me what this chat was even about if I ask next month lol"),
            (A, "Short version: budget cut 12%, ultrasound replacement (~$180k) deferred to next FY, OR table refresh kept. Happy to help!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The replacement of the 2 ultrasound units is deferred to next fiscal year, while the OR table refresh stays in the budget.",
             "keywords": ["agreed", "defer the ultrasound", "next fiscal year"]},
        ],
        "answered": [0, 6],
    },
    {
        "id": "c40", "day": "2026-07-28",
        "turns": [
            (U, "10517 is fixed but we need vent loaners again for surge season. last time we rented from that third party place and they sent a dirty one. any ideas?"),
            (A, "Options: (1) the vendor's loaner pool, since Hamilton often provides loaners under the service contract, (2) third-party rental, (3) buying a spare. Check whether your contract includes loaners."),
            (U, "contract says up to 3 loaners free w/ 48h notice"),
            (A, "Then vendor loaners are the obvious first choice: same model as your fleet and no rental fee."),
            (U, "yep we'll use the hamilton loaner pool, no more third party rentals"),
            (A, "Noted. Keep the 48-hour notice in mind."),
            (U, "ty"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Ventilator loaners will come from Hamilton's contract loaner pool instead of third-party rental companies.",
             "keywords": ["we'll use", "hamilton loaner pool", "third party"]},
        ],
        "answered": [0],
    },
    {
        "id": "c41", "day": "2026-08-03",
        "turns": [
            (U, "drug library v14 finally!! pharmacy pushed it friday"),
            (A, "\U0001F389 How many pumps got it wirelessly?"),
            (U, "all but the 23 storage ones, we loaded those by hand over the weekend. so the whole fleet is switched to v14 now"),
            (A, "Great. Update the PM checklist to verify v14."),
            (U, "yep. how do i check the version fast on the pump"),
            (A, "The data set version is shown on the startup screen after power-on, and you can also find it in the system options menu."),
            (U, "ok cool ty"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "The entire infusion pump fleet is now on drug library v14.",
             "keywords": ["switched to v14", "whole fleet"]},
        ],
        "answered": [4],
    },
    {
        "id": "c42", "day": "2026-08-07",
        "turns": [
            (U, "mammo annual physics survey is due in Sept. is that our job or GE's"),
            (A, "The MQSA annual survey has to be done by a qualified medical physicist. Sometimes the vendor contract includes it, sometimes the hospital contracts a physicist directly. Check your GE contract scope."),
            (U, "contract language is vague, says 'regulatory support'. emailed GE"),
            (A, "Ask them explicitly: does 'regulatory support' include the MQSA annual medical physicist survey and its report?"),
            (U, "yeah. open question for now whether GE covers the physics survey or we hire a physicist. need it decided by end of aug"),
            (A, "Makes sense. If GE doesn't cover it, physicists often book weeks ahead, so don't wait too long."),
            (U, "good point ugh"),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "Open: whether GE's contract covers the annual mammography physics survey or the hospital must hire a physicist.",
             "keywords": ["open question", "physics survey", "physicist"]},
        ],
        "answered": [0],
    },
    {
        "id": "c43", "day": "2026-08-14",
        "turns": [
            (U, "our cal vendor quoted 2 weeks turnaround for the ESA620 again. I'm done. Meridian Calibration does 5 days and does on site"),
            (A, "On-site calibration cuts downtime. Make sure Meridian is ISO/IEC 17025 accredited for electrical safety analyzers and that their certificates include as-found/as-left data."),
            (U, "they are 17025. ok switching to meridian for all the analyzers starting with the sept cal"),
            (A, "Noted. Update the vendor in the CMMS test equipment records."),
            (U, "json for the records?\n```json\n{\"asset\": \"TE-0012\", \"model\": \"ESA620\", \"cal_vendor\": \"Meridian Calibration\", \"interval_months\": 12}\n```\nis that right"),
            (A, "Looks right. If you track accreditation, add \"accreditation\": \"ISO/IEC 17025\"."),
            (U, "\U0001F44D"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "The calibration vendor for all analyzers changes to Meridian Calibration, starting with the September calibration.",
             "keywords": ["switching to meridian", "analyzers", "sept"]},
        ],
        "answered": [4],
    },
    {
        "id": "c44", "day": "2026-08-21",
        "turns": [
            (U, "heat wave + the blanket warmers on 4W are set at 150F?? isnt that too hot"),
            (A, "Common guidance is to keep blanket warming cabinets at no more than 130F (54C) to reduce burn risk; fluids have separate limits. Check your hospital policy."),
            (U, "policy got updated last month to 130F, nobody told us"),
            (A, "Then the cabinets should be set to 130F and checked during PM."),
            (U, "ok from now on blanket warmers max 130F, adding it to the PM check. fixing 4W now"),
            (A, "Noted, I will keep that in mind."),
            (U, "stay cool lol its 98 out"),
            (A, "Stay hydrated!"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Blanket warming cabinets are now limited to a maximum of 130F and checked during PM.",
             "keywords": ["from now on", "130F", "blanket warmers"]},
        ],
        "answered": [0],
    },
    {
        "id": "c45", "day": "2026-08-27",
        "turns": [
            (U, "new grad orientation wants a device session. how long should it be"),
            (A, "For new grads, 45-60 minutes covering pumps, monitors, defib basics and how to call CE. Hands-on stations help."),
            (U, "they have orientation every other tuesday"),
            (A, "Then a recurring 45-minute block every second Tuesday keeps it manageable."),
            (U, "ok sounds good, lets do the 45 min device block every other tuesday starting sept 8"),
            (A, "Noted. Want a station rotation plan?"),
            (U, "maybe later"),
            (A, "Sure, just ask."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "New-grad nurse orientation gets a 45-minute device session every other Tuesday starting Sept 8.",
             "keywords": ["45 min", "every other tuesday"]},
        ],
        "answered": [0],
    },
    {
        "id": "c46", "day": "2026-09-02",
        "turns": [
            (U, "had the RFID demo today. cool but $$$"),
            (A, "RFID / RTLS can save a lot of search time for mobile devices like pumps. Key questions: cost per tag, infrastructure (dedicated readers vs. Wi-Fi), battery life, and CMMS integration."),
            (U, "tags $12 each, readers extra. they offered a free 3 month pilot on one floor. is it worth it?"),
            (A, "A free pilot would give you real data on search time saved. Pick a floor with a lot of pump shuffling."),
            (U, "idk. dana wants to think about it, we haven't decided whether to do the rfid pilot. open for now"),
            (A, "Understood."),
            (U, "ok thx, going home"),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "Not yet decided whether to run the free 3-month RFID tag pilot.",
             "keywords": ["haven't decided", "rfid pilot"]},
        ],
        "answered": [2],
    },
    {
        "id": "c47", "day": "2026-09-08",
        "turns": [
            (U, "The third-party infusion pump service contract renews Oct 1. With Priya's team doing most of the work anyway, should we renew?"),
            (A, "Questions: how many repairs did the vendor actually do vs. in-house? Do you have parts access, training and test equipment in-house? What does the contract cost vs. parts plus labor?"),
            (U, "they did 11 repairs last year for 86k. we did the rest. we have 2 IDA-5s now"),
            (A, "That's about $7.8k per repair. Bringing it in-house looks clearly cheaper, given you have the analyzers and trained staff."),
            (U, "final call, not renewing the third party pump contract. pumps go fully in house oct 1"),
            (A, "Noted. Make sure parts ordering and service manual access are in place before Oct 1."),
            (U, "yep on it"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The third-party infusion pump service contract will not be renewed; pump service goes fully in-house on Oct 1.",
             "keywords": ["final call", "not renewing", "in house"]},
        ],
        "answered": [0],
    },
    {
        "id": "c48", "day": "2026-09-15",
        "turns": [
            (U, "hamilton updated the C6 service manual, PM interval is now 12 months instead of 6 if you're on 2.3.x"),
            (A, "That halves your C6 PM workload, and you're all on 2.3.1 so you qualify. Check that no state rule requires more frequent PM; following the manufacturer is normally acceptable."),
            (U, "dana's ok with following the manual. bumped the C6 PM interval from 6 to 12 months in cmms"),
            (A, "Noted. The quarterly PM kit order can probably drop too."),
            (U, "oh right. how many exactly"),
            (A, "14 vents once a year is 3.5 per quarter, so 4 per quarter plus the 2 spares on the shelf."),
            (U, "ok 4 it is"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "The Hamilton C6 ventilator PM interval was changed from 6 to 12 months in the CMMS.",
             "keywords": ["bumped", "12 months"]},
        ],
        "answered": [4],
    },
    {
        "id": "c49", "day": "2026-09-21",
        "turns": [
            (U, "now that pumps are in house from oct what turnaround should we promise nursing"),
            (A, "Common targets are 24-72 hours for routine repairs and same-day for critical shortages. With parts on the shelf, 48 hours is realistic."),
            (U, "48h sounds right. what about if parts are backordered"),
            (A, "Exclude backordered parts from the target, but notify the unit with an ETA."),
            (U, "ok let's go with 48h turnaround, backorders excluded, we tell the unit the ETA"),
            (A, "Noted, I will keep that in mind."),
            (U, "thx. also is it friday yet \U0001F629"),
            (A, "Almost! Hang in there."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The in-house pump repair turnaround target is 48 hours, excluding backordered parts, with the unit told the ETA.",
             "keywords": ["let's go with", "48h turnaround", "backorders"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c50", "day": "2026-09-25",
        "turns": [
            (U, "Siemens MRI contract options: 5 yr with 95% uptime or 7 yr with 97% uptime, 7yr is 6% cheaper per year. which one?"),
            (A, "The 7-year term with 97% uptime is better value if the system will stay in service that long. How old is it?"),
            (U, "installed 2022"),
            (A, "Then a 7-year term runs to about 2033, within a typical MRI lifespan of 10-12 years. Check the credits if uptime is missed."),
            (U, "credits are 5% per point under. ok let's go with the 7 year contract at 97% uptime"),
            (A, "Noted. Happy to help!"),
            (U, "ty"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The MRI service contract will be the 7-year term with a 97% uptime guarantee.",
             "keywords": ["let's go with", "7 year contract", "97%"]},
        ],
        "answered": [0],
    },
    {
        "id": "c51", "day": "2026-10-02",
        "turns": [
            (U, "heads up I'm out Oct 12-23, Cancun \U0001F3D6\ufe0f. who covers the lab"),
            (A, "Ideally someone who knows the test equipment and the cal schedule. Leah did the lab orientation for the agency tech, so she might be a good fit."),
            (U, "yep asked her, she said yes. leah covers the lab while im out"),
            (A, "Noted. Anything due for calibration in that window?"),
            (U, "the IDA-5 #2 is due oct 20, meridian is coming on site so she just needs to let them in"),
            (A, "Got it. I'd leave her a short handoff note. Enjoy Cancun!"),
            (U, "gracias lol"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "Leah covers the test equipment lab while Jorge is out Oct 12-23.",
             "keywords": ["leah covers the lab", "while im out"]},
        ],
        "answered": [0],
    },
    {
        "id": "c52", "day": "2026-10-09",
        "turns": [
            (U, "zoll safety notice just came in, some R series batteries from a lot range can fail to charge. we have 9 in that range. what do we do"),
            (A, "Typical response: identify the affected serials, quarantine them, replace with unaffected spares, and document it in the recall status field. Order replacements through the notice's process. Do you have spares?"),
            (U, "6 spares"),
            (A, "Proposal: quarantine all 9 affected batteries today, put the 6 spares in the highest-acuity areas (ED, ICU), and order 9 replacements."),
            (U, "ok do it. quarantine all 9, spares to ED and ICU first, ordering 9"),
            (A, "Noted. Set the recall status to 'Affected - open' on those 9 work orders."),
            (U, "done \u2705"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "All 9 affected Zoll R Series batteries are quarantined, the spares go to ED and ICU first, and 9 replacements are ordered.",
             "keywords": ["ok do it", "quarantine all 9", "ED and ICU"]},
        ],
        "answered": [0],
    },
    {
        "id": "c53", "day": "2026-10-15",
        "turns": [
            (U, "MX450 go live is in 3 weeks. do I need competency sign off in the LMS or is training attendance enough"),
            (A, "That depends on hospital policy. Accreditors expect competency for staff using new equipment, often documented with a check-off. Nursing education or the LMS admin can confirm."),
            (U, "asked nursing ed, they're checking with compliance"),
            (A, "Sounds like the right path."),
            (U, "yeah still waiting, so whether we need LMS sign off for the monitors is still open"),
            (A, "Understood. Let me know what they say."),
            (U, "ty"),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "Still open whether the MX450 monitor training requires a competency sign-off in the LMS.",
             "keywords": ["lms sign off", "still open", "monitors"]},
        ],
        "answered": [0],
    },
    {
        "id": "c54", "day": "2026-10-21",
        "turns": [
            (U, "inventory week 3!! the old symbol scanners keep dropping wifi"),
            (A, "Old handhelds often struggle with newer Wi-Fi security settings and may be out of support. Any newer devices available?"),
            (U, "yes. IT had 6 zebra TC22 in a drawer, replaced the old symbol scanners with those"),
            (A, "Nice. Make sure the CMMS scanning app is installed and tested before the next floor."),
            (U, "done. what format should the daily status msg be"),
            (A, "A simple format: 'Inventory - Week X: Floors A and B done. Found N / expected M. Missing: K.'"),
            (U, "ok week 3: floors 5 and 6 done, found 612 of 640, 28 missing"),
            (A, "Inventory - Week 3: Floors 5 and 6 done. Found 612 / expected 640. Missing: 28."),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "The old Symbol barcode scanners were replaced with Zebra TC22 scanners for the inventory.",
             "keywords": ["replaced the old symbol scanners", "zebra TC22"]},
        ],
        "answered": [4],
    },
    {
        "id": "c55", "day": "2026-10-27",
        "turns": [
            (U, "Joint Commission window opens in Q4 but nobody knows if they're coming this year or next. Should we do a mock survey?"),
            (A, "A mock survey is useful either way. Clinical engineering areas usually covered: PM completion rates, the alternative equipment maintenance program, recall management and staff competency."),
            (U, "ok we'll do a mock survey on Nov 17, I'll ask quality to run it"),
            (A, "Noted. I'd pull PM completion %, overdue high-risk devices and recall records beforehand."),
            (U, "and we still don't know if the real survey is this year, that's the big unknown"),
            (A, "Understood, that one stays open."),
            (U, "thx"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "A mock Joint Commission survey will be held on Nov 17, run by quality.",
             "keywords": ["mock survey", "nov 17"]},
            {"kind": "open", "turn": 4,
             "text": "Still unknown whether the real Joint Commission survey happens this year or next.",
             "keywords": ["still don't know", "real survey"]},
        ],
        "answered": [0],
    },
    {
        "id": "c56", "day": "2026-11-03",
        "turns": [
            (U, "the 6 new C6 vents arrive next week. where do they go first"),
            (A, "Incoming inspection: verify the shipment, tag, enter in the CMMS, electrical safety test, performance verification with the flow analyzer, install firmware 2.3.1 if not present, then release."),
            (U, "we'll use the new CE- tags and run them all through incoming inspection in the lab before anything goes to the floor"),
            (A, "Noted. Nadia will need the serial numbers to create the records."),
            (U, "ill send them when the truck comes. brb phone"),
            (A, "Sure."),
            (U, "back, it was purchasing, the delivery is wednesday"),
            (A, "Great, Wednesday it is. Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "The 6 new C6 ventilators get CE- asset tags and go through incoming inspection in the lab before going to the floor.",
             "keywords": ["we'll use", "CE- tags", "incoming inspection"]},
        ],
        "answered": [0],
    },
    {
        "id": "c57", "day": "2026-11-09",
        "turns": [
            (U, "pumps coming back from the floor for PM are gross. found dried blood on 2 of them. can we refuse them?"),
            (A, "Refusing outright isn't practical, but you can require a cleaning check at drop-off: a visibly soiled device goes back to the unit for cleaning before PM, with a note. That also protects your staff."),
            (U, "from now on every pump gets a cleaning check before PM, dirty ones go back to the unit"),
            (A, "Noted. Want a tag for that?"),
            (U, "yes 'RETURNED - NEEDS CLEANING' or something"),
            (A, "**RETURNED - NEEDS CLEANING**\nThis device was returned uncleaned. Please clean it per the IFU and send it back to Clinical Engineering. Ticket #: ______"),
            (U, "\U0001F44D"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "Every pump gets a cleaning check before PM; visibly dirty pumps are sent back to the unit.",
             "keywords": ["from now on", "cleaning check"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c58", "day": "2026-11-13",
        "turns": [
            (U, "GE CT contract renewal options: standard (next-day response) or premium with 4 hour response, premium is +11k/yr. which one"),
            (A, "For the ED CT, next-day response could mean a whole day without CT if the second scanner is also down. A 4-hour response is usually justified for the primary ED scanner."),
            (U, "dana agrees. does premium include after hours labor?"),
            (A, "That varies by contract; ask GE to confirm in writing."),
            (U, "asked, it does. ok agreed: premium tier with 4 hour response for the CT renewal"),
            (A, "Noted, I will keep that in mind."),
            (U, "thx. lunch"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The GE CT service contract renews at the premium tier with 4-hour response (+$11k/yr).",
             "keywords": ["agreed", "premium tier", "4 hour response"]},
        ],
        "answered": [0],
    },
    {
        "id": "c59", "day": "2026-11-20",
        "turns": [
            (U, "lab hours question, techs want the lab open earlier. currently 8-4:30"),
            (A, "If most techs start at 7, opening at 7 matches shift start, and closing earlier keeps the same 8.5-hour coverage."),
            (U, "ok switching lab hours to 7-3:30 starting dec 1"),
            (A, "Noted. Update the sign on the door and the intranet page."),
            (U, "whats the intranet link again"),
            (A, "The drop-off sign from June pointed to https://intranet.example-hospital.org/ce/request, and the lab hours are probably on the same CE site."),
            (U, "yep found it. thx"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "Test lab hours change from 8-4:30 to 7-3:30 starting Dec 1.",
             "keywords": ["switching lab hours", "7-3:30"]},
        ],
        "answered": [4],
    },
    {
        "id": "c60", "day": "2026-11-27",
        "turns": [
            (U, "Day after thanksgiving, quiet in here. Can you give me a quick recap of the big things this year for my annual review slide?"),
            (A, "I can only see this conversation, not earlier chats. If you paste the highlights, I'll turn them into slide bullets."),
            (U, "pasting:\n- mx450 live\n- pumps in house since oct\n- mri 7yr contract\n- lab hours change\n- mock survey done"),
            (A, "**Clinical Engineering - 2026 Highlights**\n- Philips MX450 monitors live\n- Infusion pump service brought fully in-house (Oct)\n- 7-year MRI service contract with 97% uptime\n- Test lab hours aligned with shift start\n- Joint Commission mock survey completed"),
            (U, "nice. the one thing I can't put on there: whether we get the second imaging specialist next year. admin hasn't decided, still open"),
            (A, "Understood, I'll leave that off the slide."),
            (U, "ok. going back to leftovers \U0001F983"),
            (A, "Enjoy! Happy to help!"),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "Still undecided whether a second imaging specialist position will be approved for next year.",
             "keywords": ["second imaging specialist", "still open"]},
        ],
        "answered": [0],
    },
]

QUESTIONS = [
    {"question": "How did we end up splitting the big pump maintenance backlog last winter, and which unit went first?", "chat": "c01", "fact": 0},
    {"question": "Did anyone confirm whether the vent vendor's agreement pays for oxygen sensors on that MICU ventilator?", "chat": "c02", "fact": 0},
    {"question": "Which safety analyzer are we supposed to use for documented electrical tests?", "chat": "c04", "fact": 0},
    {"question": "Is the older Fluke tester still used for anything?", "chat": "c04", "fact": 0},
    {"question": "Who was on call over the holidays at the turn of the year?", "chat": "c05", "fact": 0},
    {"question": "What numbering scheme do newly purchased devices get on their labels?", "chat": "c06", "fact": 0},
    {"question": "How many bedside monitors did we ask for in the capital budget, and which model?", "chat": "c07", "fact": 0},
    {"question": "Was the nurses' station viewing system upgrade included in the Philips quote or not?", "chat": "c07", "fact": 1},
    {"question": "What time does the overnight work-order extract run now, and why was it moved?", "chat": "c08", "fact": 0},
    {"question": "What's our rule for tracking borrowed vendor equipment when it arrives?", "chat": "c09", "fact": 0},
    {"question": "Did we decide whether to lease or purchase another pump tester?", "chat": "c10", "fact": 0},
    {"question": "When was the Siemens magnet cooling service rescheduled to?", "chat": "c11", "fact": 0},
    {"question": "Who handles the morning checks on the resuscitation carts' defibs?", "chat": "c13", "fact": 0},
    {"question": "Which company takes our retired equipment for disposal now?", "chat": "c14", "fact": 0},
    {"question": "Why did we drop the old e-waste company?", "chat": "c14", "fact": 0},
    {"question": "When is our weekly department get-together held?", "chat": "c15", "fact": 0},
    {"question": "How often do we buy maintenance kits for the Hamilton vents?", "chat": "c16", "fact": 0},
    {"question": "Back in March, did we know when pharmacy's new medication dataset would reach the pumps?", "chat": "c17", "fact": 0},
    {"question": "What did we do about the overheating tube in the ER's mobile x-ray unit?", "chat": "c18", "fact": 0},
    {"question": "How much did fixing the ER portable's x-ray tube cost us?", "chat": "c18", "fact": 0},
    {"question": "How often do the Fluke pressure meters go out for calibration now?", "chat": "c19", "fact": 0},
    {"question": "How were nurses taught about the spring pump software update?", "chat": "c21", "fact": 0},
    {"question": "What did we add to the work order form to track safety notices?", "chat": "c22", "fact": 0},
    {"question": "Are pulse-ox sensors and ECG leads part of our Philips service agreement?", "chat": "c23", "fact": 0},
    {"question": "What happened with the 3 South ventilator whose blower kept overheating?", "chat": "c24", "fact": 0},
    {"question": "What's the plan for aging pump battery packs?", "chat": "c25", "fact": 0},
    {"question": "What's measuring pressure on the ventilator test trolley now?", "chat": "c27", "fact": 0},
    {"question": "How does the after-hours duty schedule rotate, and when is the handover?", "chat": "c28", "fact": 0},
    {"question": "Who's supposed to receive the defib course completion numbers?", "chat": "c29", "fact": 0},
    {"question": "When and how do we do the yearly count of all equipment?", "chat": "c30", "fact": 0},
    {"question": "How did we cover the staffing gap over the summer?", "chat": "c31", "fact": 0},
    {"question": "Did we go with overtime or a contractor when we were a person short in June?", "chat": "c31", "fact": 0},
    {"question": "What software version are the Hamilton ventilators running?", "chat": "c32", "fact": 0},
    {"question": "Did we ever figure out why 5 East had so many blocked-line alarms?", "chat": "c33", "fact": 0},
    {"question": "When do we schedule the CT scanner's upkeep so the ER isn't affected?", "chat": "c34", "fact": 0},
    {"question": "What's required before someone leaves a broken device at the lab?", "chat": "c35", "fact": 0},
    {"question": "How many nurse device champions does each floor have?", "chat": "c37", "fact": 0},
    {"question": "When did the maintenance-management software upgrade end up happening?", "chat": "c38", "fact": 0},
    {"question": "Is the phone app for the maintenance system covered by what we already pay for?", "chat": "c38", "fact": 1},
    {"question": "Which big purchase got pushed out when the budget was cut?", "chat": "c39", "fact": 0},
    {"question": "Where do we get backup ventilators from during surge season?", "chat": "c40", "fact": 0},
    {"question": "Which version of the medication dataset are the pumps on?", "chat": "c41", "fact": 0},
    {"question": "Who's responsible for the yearly physicist inspection of the breast imaging unit?", "chat": "c42", "fact": 0},
    {"question": "Who calibrates our safety and pump analyzers now?", "chat": "c43", "fact": 0},
    {"question": "What's the highest allowed setting for the warming cabinets?", "chat": "c44", "fact": 0},
    {"question": "How does our team fit into new-graduate nurse onboarding?", "chat": "c45", "fact": 0},
    {"question": "Are we doing the radio-frequency tracking tag trial?", "chat": "c46", "fact": 0},
    {"question": "Is the outside company still servicing our pumps?", "chat": "c47", "fact": 0},
    {"question": "Since when are pump repairs done entirely by our own techs?", "chat": "c47", "fact": 0},
    {"question": "How often are the Hamilton ventilators due for preventive maintenance now?", "chat": "c48", "fact": 0},
    {"question": "How fast do we promise to fix a broken pump for nursing?", "chat": "c49", "fact": 0},
    {"question": "What length and uptime guarantee did we sign for the MRI service?", "chat": "c50", "fact": 0},
    {"question": "Did we take the five-year or the seven-year magnet service deal?", "chat": "c50", "fact": 0},
    {"question": "Who ran the test equipment lab during Jorge's October trip?", "chat": "c51", "fact": 0},
    {"question": "How did we handle the Zoll battery safety notice?", "chat": "c52", "fact": 0},
    {"question": "Do nurses need a documented competency check-off in the learning system for the new bedside monitors?", "chat": "c53", "fact": 0},
    {"question": "What handheld scanners did we use for the fall equipment count?", "chat": "c54", "fact": 0},
    {"question": "When was the practice accreditation walkthrough?", "chat": "c55", "fact": 0},
    {"question": "Do we know if the accreditation surveyors are coming this year?", "chat": "c55", "fact": 1},
    {"question": "What happens to the newly delivered ventilators before they reach the units?", "chat": "c56", "fact": 0},
    {"question": "What do we do with pumps that show up for maintenance still soiled?", "chat": "c57", "fact": 0},
    {"question": "Which service level did we pick for the GE scanner renewal?", "chat": "c58", "fact": 0},
    {"question": "What are the test lab's opening hours from December on?", "chat": "c59", "fact": 0},
    {"question": "Is the extra imaging tech position approved for next year?", "chat": "c60", "fact": 0},
]


if __name__ == "__main__":
    import datetime as _dt

    assert len(TEAM) == 8, len(TEAM)
    assert len(CHATS) == 60, len(CHATS)
    lo, hi = _dt.date(2025, 12, 1), _dt.date(2026, 11, 27)
    prev = None
    n_dc = n_open = n_factless = 0
    for i, c in enumerate(CHATS):
        cid = c["id"]
        assert cid == "c%02d" % (i + 1), cid
        assert set(c) == {"id", "day", "turns", "facts", "answered"}, cid
        d = _dt.date.fromisoformat(c["day"])
        assert lo <= d <= hi, cid
        assert prev is None or d > prev, cid
        prev = d
        turns = c["turns"]
        assert 6 <= len(turns) <= 10, (cid, len(turns))
        for t in turns:
            assert isinstance(t, tuple) and len(t) == 2, cid
            assert t[0] in (U, A), cid
            assert isinstance(t[1], str) and t[1].strip(), cid
        assert turns[0][0] == U, cid
        facts = c["facts"]
        assert len(facts) <= 2, cid
        if not facts:
            n_factless += 1
        for f in facts:
            assert set(f) == {"kind", "turn", "text", "keywords"}, cid
            assert f["kind"] in ("decision", "change", "open"), cid
            assert 0 <= f["turn"] < len(turns), cid
            assert 2 <= len(f["keywords"]) <= 3, cid
            low = turns[f["turn"]][1].lower()
            for k in f["keywords"]:
                assert k.lower() in low, (cid, k)
            if f["kind"] == "open":
                n_open += 1
            else:
                n_dc += 1
        for a in c["answered"]:
            assert 0 <= a < len(turns) - 1, (cid, a)
            assert turns[a][0] == U, (cid, a)
            assert any(turns[j][0] == A for j in range(a + 1, len(turns))), (cid, a)
    assert 40 <= n_dc <= 50, n_dc
    assert 10 <= n_open <= 15, n_open
    assert 4 <= n_factless <= 6, n_factless

    by_id = {c["id"]: c for c in CHATS}
    assert len(QUESTIONS) >= 60, len(QUESTIONS)
    covered = set()
    for q in QUESTIONS:
        assert q["chat"] in by_id, q
        facts = by_id[q["chat"]]["facts"]
        assert 0 <= q["fact"] < len(facts), q
        ftext = facts[q["fact"]]["text"]
        assert ftext.lower() not in q["question"].lower(), q
        covered.add((q["chat"], q["fact"]))
    all_facts = {(c["id"], j) for c in CHATS for j in range(len(c["facts"]))}
    assert covered == all_facts, sorted(all_facts - covered)

    n_turns = sum(len(c["turns"]) for c in CHATS)
    print("OK: %d chats (%s .. %s), %d turns, team of %d" % (len(CHATS), CHATS[0]["day"], CHATS[-1]["day"], n_turns, len(TEAM)))
    print("facts: %d decision/change, %d open, %d fact-less chats" % (n_dc, n_open, n_factless))
    print("questions: %d covering all %d facts; answered turns: %d" % (len(QUESTIONS), len(all_facts), sum(len(c["answered"]) for c in CHATS)))
