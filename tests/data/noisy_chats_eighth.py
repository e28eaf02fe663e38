# Development data since 2026-12-01 (session 10): released after its last held-out measurement, below.
# Held-out noisy-chat set no. 8 (60 chats, 72 facts, 72 questions; a brewery's operations), written on 2026-12-01
# by a helper that never saw the code or the other sets. Its misses were not read. Measured by the lead only
# (python -m tests.noisy_chat_quality eighth): at 4d6456e coverage 0.86 / 0.86 / 0.81, noise lines 30/209
# (0.14), core memory noise 0/1, recall 59/72 (0.82); the same at session 9's merged code (e2087de).
"""Hand-made evaluation set: noisy team chats with an internal AI assistant ("Hopper").

Organisation: Harrow Creek Brewing Co. (fictional regional craft brewery, harrowcreek.example),
operations team talking with the platform assistant Hopper.

People:
  Mara Lindqvist  - operations lead (approvals, safety, events)
  Dev Okafor      - head brewer (recipes, brew days)
  Priya Santhanam - QA / lab (DO, diastaticus, sensory)
  Tomas Riedl     - maintenance (chillers, fermenters, boiler, KettleNet HMI)
  Jules Ferreira  - logistics / warehouse (Northline pickups, kegs, canning)
  Kenji Watanabe  - taproom manager (hours, POS, trivia, food trucks)
  Bea Costa       - finance / purchasing (deposits, contracts, insurance, budget)
  Ana Mbeki       - assistant brewer (joins April 2026)
  Sam Kowalski    - summer lab intern (June-Sept 2026)

Systems / vendors: Vesselog (batch tracking), KettleNet HMI (brewhouse PLC), DensiPro 4
(density meter), GeneSprint qPCR, TapList -> Tabby POS (taproom), KegTrack (keg QR tracking),
Northline Distributing, Westfield Maltings, Cascadia Hop Co-op, Ferment North (yeast),
Brightwater Labs, Polar Mechanical, Ridgeline Fabrication (FV9/FV10), ArcticFlow chiller,
CanCrew Mobile -> Lumen CL-60 canning line, SafeLift Training, QuizHaus, Hollis & Pike.

Date span: 2025-12-01 .. 2026-11-24 (uneven: 3-7 chats per month).

Counts (verified):
  chats: 60 (two are pure noise with no facts: c07, c17)
  turns: 501 (6-10 per chat)
  facts: 72 = 50 decision + 13 change + 9 open
  answered user turns: 47
  questions: 72 (one per fact, every fact asked about once)

Facts that change later: Northline pickup day (c03 -> c14 -> c54), can DO limit (c02 -> c16),
keg deposit (c05 -> c23, sixtels c45), CIP caustic (c10 -> c34), on-call (c01 -> c26 -> c59),
Ridgeback dry hop (c19 -> c57), FV install date (c13 -> c20), FV10 status (c24 -> c43),
diastaticus testing (c09 -> c46 -> c58), sensory panel (c39 -> c52), canning (c29 -> c42 -> c49),
taproom POS (c15 -> c60), chiller 2 (c08 -> c37), vendor remote access (c50 -> c55).
"""

U = "user"
A = "assistant"

CHATS = [
    # ------------------------------------------------------------------ DEC 2025
    {"id": "c01", "day": "2025-12-01",
     "turns": [
        (U, "hey hopper, first time using this thing lol. mara here, ops lead at harrow creek"),
        (A, "Hi Mara, welcome! I'm Hopper, the team's assistant. I can help with schedules, SOP drafts, summarizing logs, supplier emails and more. What can I help with today?"),
        (U, "ok so we need weekend coverage for brewhouse alarms over december. who's free... i think tomas said he could do it"),
        (A, "I don't have access to everyone's calendars, but I can help you set up coverage. Would you like one person for the whole month or a rotation?"),
        (U, "one person is simpler. tomas riedl is primary for all december weekends, dev okafor backup if tomas cant reach the site in 30 min"),
        (A, "Noted, I'll keep that in mind. December weekend alarm coverage: Tomas Riedl primary, Dev Okafor backup (if Tomas can't be on site within 30 minutes). Want me to draft a message for the team channel?"),
        (U, "yes pls. and make it short, nobody reads long msgs here 😅"),
        (A, "Here's a short version:\n\n> Weekend alarms in Dec: Tomas is on point 📟, Dev backs up if Tomas can't get on site within 30 min. Alarm line unchanged: ext 214.\n\nLet me know if you need anything else!"),
        (U, "perfect ty"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "Tomas Riedl is primary on-call for brewhouse alarms on all December 2025 weekends, with Dev Okafor as backup if Tomas can't reach the site within 30 minutes.", "keywords": ["tomas riedl", "dev okafor", "december"]},
     ],
     "answered": [6]},

    {"id": "c02", "day": "2025-12-03",
     "turns": [
        (U, "morning! quick q \u2014 what DO limit do other breweries usually use for packaged beer"),
        (A, "Good morning! Great question. Dissolved oxygen targets vary, but many craft breweries aim for DO under 50 ppb at packaging, and stricter shops target 30 ppb or less for hop-forward beers. It really depends on your equipment and shelf-life goals. Would you like a comparison table?"),
        (U, "nah. our filler is old, 30 is a dream rn"),
        (U, "ok here's what we're doing: packaged beer release limit is 50 ppb DO measured at the filler outlet. anything over 50 gets held for me to look at"),
        (A, "Got it. Release spec: dissolved oxygen \u2264 50 ppb measured at the filler outlet; anything above goes on QA hold for Priya's review. Should I add this to the packaging SOP draft?"),
        (U, "yes add it under section 4.2"),
        (A, "Done \u2014 added to section 4.2 (Packaging QA release criteria) of the draft. Anything else?"),
        (U, "thats it thx 🙏"),
     ],
     "facts": [
        {"kind": "decision", "turn": 3, "text": "Packaged beer may be released only if dissolved oxygen is at most 50 ppb measured at the filler outlet; higher results go on hold for Priya.", "keywords": ["50 ppb", "filler outlet"]},
     ],
     "answered": [0]},

    {"id": "c03", "day": "2025-12-05",
     "turns": [
        (U, "yo hopper whats the best way to tell northline we want a fixed pickup day"),
        (A, "Hi Jules! A short, direct email usually works best. Do you already have a day in mind? I can draft it."),
        (U, "brb forklift beeping"),
        (U, "back. ok so tuesdays. pickup every tuesday between 7 and 9am at dock B, starting next week"),
        (A, "Here's a draft:\n\nSubject: Fixed weekly pickup \u2013 Harrow Creek Brewing\n\nHi Northline team,\n\nStarting next week we'd like to move to a fixed weekly pickup every Tuesday, 7:00\u20139:00 AM, at Dock B. Please confirm this works for your routing.\n\nThanks,\nJules Ferreira\nLogistics, Harrow Creek Brewing Co.\njules@harrowcreek.example"),
        (U, "lgtm sending. also where r we doing lunch, kenji said pho?"),
        (A, "I can't vote on lunch, unfortunately \U0001F642 but pho sounds like a solid choice on a cold day."),
        (U, "lol fair"),
     ],
     "facts": [
        {"kind": "decision", "turn": 3, "text": "Northline Distributing picks up every Tuesday between 7 and 9am at Dock B.", "keywords": ["tuesdays", "dock B", "7 and 9am"]},
     ],
     "answered": [0]},

    {"id": "c04", "day": "2025-12-09",
     "turns": [
        (U, "vesselog export is broken again, this is what i get"),
        (U, """Traceback (most recent call last):
  File "export_batches.py", line 88, in <module>
    rows = build_rows(batches)
  File "export_batches.py", line 41, in build_rows
    year, seq = b["batch_no"].split("-")
ValueError: too many values to unpack (expected 2)"""),
        (A, "Thanks for the trace. The script expects batch numbers like `25-117` (exactly one hyphen), but it's hitting one with more hyphens \u2014 probably something like `HC-25-117` or `25-117-B`. Do you have mixed batch number formats in Vesselog?"),
        (U, "ugh yes. half the team writes HC-25-117 and the other half just 117. its a mess"),
        (A, "That explains it. I'd suggest picking one canonical format and updating the script to parse it. Options:\n\n1. `HC-YY-NNN` (brewery prefix, 2-digit year, 3-digit sequence)\n2. `YYNNN` (compact, sorts well, no separators)\n3. `YY-NNN` (what the script currently expects)\n\nOption 1 is the most readable and future-proof if you ever add a second site."),
        (U, "going w option 1. HC-YY-NNN from now on, sequence resets every january"),
        (A, "Noted: batch numbers are HC-YY-NNN going forward, with the sequence resetting each January. Here's the parsing fix:\n\n```python\nprefix, year, seq = b[\"batch_no\"].split(\"-\")\n```\n\nYou may also want a one-time cleanup of the older records."),
        (U, "ok do it tomorrow. thanks"),
     ],
     "facts": [
        {"kind": "decision", "turn": 5, "text": "Batch numbers use the format HC-YY-NNN, with the sequence resetting every January.", "keywords": ["HC-YY-NNN", "january"]},
     ],
     "answered": [0]},

    {"id": "c05", "day": "2025-12-12",
     "turns": [
        (U, "hi! can you remind me what other breweries charge for keg deposits? ballpark"),
        (A, "Hi Bea! Ballpark figures I've seen discussed: roughly $30\u2013$50 for a half-barrel and $20\u2013$30 for a sixtel, though it varies by state and distributor. I'd double-check with Northline since they handle most of your keg flow."),
        (U, "ok. we've been at like 0 deposit which is why we lose kegs lol"),
        (A, "That's very common! Even a modest deposit tends to improve return rates noticeably."),
        (U, "setting it at $30 per half barrel starting jan 1. i'll tell northline"),
        (A, "Noted \u2014 $30 deposit per half-barrel keg, effective January 1. What about sixtels and quarter-barrels?"),
        (U, "no idea yet tbh. need to ask mara if we even charge on sixtels, the taproom accounts will hate it"),
        (A, "Understood, I'll leave sixtels as an open item. Let me know if you need anything else!"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "Keg deposit set at $30 per half-barrel starting January 1.", "keywords": ["$30", "half barrel"]},
        {"kind": "open", "turn": 6, "text": "Whether sixtels carry a keg deposit is undecided; Bea needs to ask Mara.", "keywords": ["sixtels", "mara"]},
     ],
     "answered": [0]},

    {"id": "c06", "day": "2025-12-16",
     "turns": [
        (U, "Hopper can u draft a holiday hours post for insta"),
        (A, "Sure! What are the hours? I'll need the days you're closed or have reduced hours."),
        (U, "closed xmas day and new years day. christmas eve and nye we close early at 4pm. everything else normal"),
        (A, "Here's a draft:\n\n\U0001F384 Holiday hours at Harrow Creek Taproom \U0001F37B\n\u2022 Dec 24: 12\u20134pm\n\u2022 Dec 25: Closed\n\u2022 Dec 31: 12\u20134pm\n\u2022 Jan 1: Closed\nAll other days: regular hours. Cheers to a great year!"),
        (U, "looks good!! maybe less emoji, our owner thinks emojis are 'unprofessional' 🙄"),
        (A, "Ha, understood. Toned-down version:\n\nHoliday hours at Harrow Creek Taproom\nDec 24: noon\u20134pm\nDec 25: closed\nDec 31: noon\u20134pm\nJan 1: closed\nRegular hours all other days."),
        (U, "ty ty"),
     ],
     "facts": [
        {"kind": "decision", "turn": 2, "text": "The taproom is closed on Dec 25 and Jan 1 and closes early at 4pm on Dec 24 and Dec 31.", "keywords": ["4pm", "xmas day"]},
     ],
     "answered": [0]},

    {"id": "c07", "day": "2025-12-19",
     "turns": [
        (U, "hopper whats a good ugly sweater pun for a brewery"),
        (A, "A few options: \"Yule Ferment Later\", \"Hoppy Holidays\", \"Ale Be Home for Christmas\", \"Merry Kegmas\". Want more?"),
        (U, "merry kegmas lmaooo"),
        (U, "dev is wearing one w actual lights on it"),
        (A, "That sounds like a strong contender. Good luck at the party! \U0001F384"),
        (U, "thx. ok logging off, happy holidays"),
        (A, "Happy holidays! Enjoy the break."),
     ],
     "facts": [],
     "answered": [0]},

    # ------------------------------------------------------------------ JAN 2026
    {"id": "c08", "day": "2026-01-07",
     "turns": [
        (U, "chiller 2 tripped twice overnight. log:"),
        (U, """2026-01-07 02:14:09 CH2 ALARM HP_CUTOUT comp=1 disch=412psi
2026-01-07 02:14:10 CH2 STATE -> FAULT
2026-01-07 04:51:33 CH2 ALARM HP_CUTOUT comp=1 disch=418psi
2026-01-07 04:51:34 CH2 STATE -> FAULT
2026-01-07 05:02:00 CH2 MANUAL_RESET user=triedl"""),
        (A, "Both trips are high-pressure cutouts on compressor 1 with discharge around 410\u2013420 psi. Common causes: dirty or blocked condenser coil, a failed condenser fan, refrigerant overcharge, or non-condensables in the system. In January a fan or fan-cycling control problem is more likely than ambient heat. Has the condenser been cleaned recently?"),
        (U, "not since summer i think. fan looked like it was spinning"),
        (A, "Worth checking the fan-cycling pressure switch then \u2014 if it's holding fans off, head pressure can spike. If this needs a tech, do you have a service provider?"),
        (U, "we've been calling random guys. lets just sign with polar mechanical, annual service contract, quarterly PMs. bea already has their quote"),
        (A, "Noted: Polar Mechanical for the annual refrigeration service contract with quarterly preventive maintenance. Shall I draft the request to Bea so she can process the PO?"),
        (U, "yes. also real question is do we keep throwing money at chiller 2 or just replace it. its 14 yrs old"),
        (A, "That's a fair question. A 14-year-old unit with recurring faults is often a replacement candidate, but it depends on the repair quote, the refrigerant type (older R-22 units are costly to service) and your capex budget. I'd get Polar's assessment first and compare it with a replacement quote."),
        (U, "yeah. no decision yet, lets see what polar says"),
     ],
     "facts": [
        {"kind": "decision", "turn": 5, "text": "Refrigeration service goes to Polar Mechanical on an annual contract with quarterly preventive maintenance.", "keywords": ["polar mechanical", "quarterly"]},
        {"kind": "open", "turn": 7, "text": "Whether to keep repairing or replace the 14-year-old chiller 2 is undecided pending Polar's assessment.", "keywords": ["chiller 2", "14 yrs"]},
     ],
     "answered": [3]},

    {"id": "c09", "day": "2026-01-14",
     "turns": [
        (U, "hey so we've never tested for diastaticus properly. what are the options"),
        (A, "Great question! Main options for detecting S. cerevisiae var. diastaticus:\n\n| Method | Turnaround | Cost | Notes |\n|---|---|---|---|\n| Selective plating (starch agar etc.) | 5\u201310 days | low | slow, can miss low levels |\n| In-house PCR/qPCR | same day | high upfront | needs equipment + training |\n| Send-out to a contract lab | 2\u20135 days | per sample | no capex |\n\nFor a brewery your size, a contract lab is usually the easiest starting point."),
        (U, "agree. brightwater labs does it for $85 a sample, i asked"),
        (U, "ok we'll send one sample per batch of anything bottle or can conditioned, plus a monthly composite of all packaged beer to brightwater"),
        (A, "Noted: diastaticus testing via Brightwater Labs \u2014 every bottle/can-conditioned batch, plus a monthly composite of all packaged beer. How many conditioned batches do you run a month?"),
        (U, "like 2 a month maybe 3"),
        (A, "So about 3\u20134 samples a month, roughly $255\u2013$340. Want me to note the budget line for Bea?"),
        (U, "yes pls"),
        (A, "Will do. Let me know if you need anything else!"),
     ],
     "facts": [
        {"kind": "decision", "turn": 3, "text": "Diastaticus testing is sent to Brightwater Labs: one sample per bottle/can-conditioned batch plus a monthly composite of all packaged beer.", "keywords": ["brightwater", "monthly composite"]},
     ],
     "answered": [0]},

    {"id": "c10", "day": "2026-01-22",
     "turns": [
        (U, "hopper what concentration caustic should we be running for CIP on the FVs"),
        (A, "Typical caustic CIP for fermenters is 1.5\u20133% sodium hydroxide at 70\u201385\u00b0C, though some breweries run ambient or warm caustic on FVs with a good additive package. What does your chemical supplier recommend?"),
        (U, "their sheet says 2-3%. dev wants hot, tomas says hot caustic in FV spray balls is fine"),
        (U, "ok final call: 2% caustic at 80C for FVs and brites, 20 min recirc. acid rinse after every 3rd cycle"),
        (A, "Got it. CIP standard: 2% caustic at 80\u00b0C with 20-minute recirculation for FVs and brite tanks; acid rinse after every third caustic cycle. Want me to update the CIP SOP?"),
        (U, "yeah and print version for the wall pls"),
        (A, "Here's a wall-friendly version:\n\n```\nCIP - FVs & BRITES\n1. Pre-rinse (ambient) until clear\n2. Caustic 2% @ 80C - 20 min recirc\n3. Rinse\n4. Every 3rd cycle: acid rinse\n5. Sanitize before fill\n```\nLet me know if you'd like it sized for a laminated card."),
        (U, "great"),
     ],
     "facts": [
        {"kind": "decision", "turn": 3, "text": "CIP for fermenters and brites: 2% caustic at 80C with 20 minutes recirculation, acid rinse after every third cycle.", "keywords": ["2% caustic", "80C", "every 3rd cycle"]},
     ],
     "answered": [0, 5]},

    {"id": "c11", "day": "2026-01-29",
     "turns": [
        (U, "how many gens do ppl usually repitch ale yeast"),
        (A, "It varies widely \u2014 many breweries repitch 5\u201310 generations, and some go further with good lab monitoring (viability, vitality, microscopy, contamination checks). The main risks of long serial repitching are genetic drift, petite mutants and contamination."),
        (U, "hmm. priya wants a hard cap"),
        (U, "brb meeting"),
        (U, "ok back. decided w priya: HC-A1 (our house ale strain from ferment north) max 8 generations then fresh pitch. viability has to be >90% to repitch"),
        (A, "Noted: house ale strain HC-A1 (from Ferment North) \u2014 max 8 generations, repitch only if viability is above 90%; otherwise order a fresh pitch. Should I add a generation column to the Vesselog batch template?"),
        (U, "yes great idea"),
        (A, "I'll draft the field: `yeast_gen` (integer, 0 = fresh pitch). Let me know if you need anything else."),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "House ale strain HC-A1 from Ferment North is repitched at most 8 generations and only when viability is above 90%.", "keywords": ["HC-A1", "8 generations", "90%"]},
     ],
     "answered": [0]},

    # ------------------------------------------------------------------ FEB 2026
    {"id": "c12", "day": "2026-02-03",
     "turns": [
        (U, "hi hopper, we had a $7k order go through with no one signing off 😬 need a rule"),
        (A, "Oof. A simple approval threshold is a common fix. Many small manufacturers use something like: under $1k any department lead, $1k\u2013$5k ops lead, above $5k owner/GM. What level of control do you want?"),
        (U, "keep it simple. anything over $5,000 needs mara's sign off before the PO goes out. under that dept leads can approve"),
        (A, "Noted: POs over $5,000 require Mara's approval before being sent; department leads can approve anything at or under $5,000. Shall I draft an announcement?"),
        (U, "yes but nicer than that lol. people will be grumpy"),
        (A, "Here's a friendlier version:\n\nHi all \u2014 quick process update on purchasing. Starting today, any PO over $5,000 needs Mara's sign-off before it goes to the vendor. Anything $5,000 and under, your department lead can approve as usual. This just helps us keep the budget on track. Thanks! \u2014 Bea"),
        (U, "ty!!"),
     ],
     "facts": [
        {"kind": "decision", "turn": 2, "text": "Purchase orders over $5,000 need Mara's sign-off before going out; department leads approve smaller ones.", "keywords": ["$5,000", "mara"]},
     ],
     "answered": [4]},

    {"id": "c13", "day": "2026-02-05",
     "turns": [
        (U, "ridgeline fab called, the two new 60bbl FVs are done"),
        (A, "Great news! Do you have a delivery and install date?"),
        (U, "they said ship week of march 2, install the week of march 9. FV9 and FV10. rigging crew is on us"),
        (A, "Noted: Ridgeline Fabrication ships FV9 and FV10 (60 bbl) the week of March 2, install the week of March 9; Harrow Creek arranges rigging. Need help with floor prep?"),
        (U, "floor prep yes. what do we need"),
        (A, "Typical checklist for new FVs:\n- Confirm slab load rating for a full 60 bbl vessel (~20,000+ lb plus vessel weight)\n- Anchor bolt layout per Ridgeline drawings\n- Glycol supply/return drops and valving\n- CIP supply/return connections\n- Power for temperature control / solenoids\n- Clear path from the dock to the cellar for rigging\nAnything you want me to expand?"),
        (U, "the glycol. chiller 2 is already sketchy, can it even take 2 more FVs"),
        (A, "Good point \u2014 with chiller 2 already tripping on high pressure, adding 120 bbl of fermentation load could make it worse. I'd ask Polar Mechanical to do a load calc on their next visit."),
        (U, "yeah adding that to polars list. thx"),
     ],
     "facts": [
        {"kind": "decision", "turn": 2, "text": "New 60 bbl fermenters FV9 and FV10 from Ridgeline Fabrication ship the week of March 2 and install the week of March 9.", "keywords": ["march 9", "FV9"]},
     ],
     "answered": [4, 6]},

    {"id": "c14", "day": "2026-02-10",
     "turns": [
        (U, "northline is changing routes again 🙄"),
        (A, "Sorry to hear it! What's changing?"),
        (U, "they cant do tuesdays anymore, new driver schedule. so from now on pickups are thursday mornings, same window 7-9, same dock"),
        (A, "Noted \u2014 Northline pickups move from Tuesday to Thursday, 7\u20139 AM, Dock B. Do you need to shift the packaging schedule to match?"),
        (U, "yeah probably cans need to be done wed night now. ill talk to dev"),
        (A, "Makes sense. Want me to draft a note to Dev?"),
        (U, "nah ill just yell across the room lol"),
        (A, "The classic protocol \U0001F604 Let me know if you need anything else."),
     ],
     "facts": [
        {"kind": "change", "turn": 2, "text": "Northline pickups moved from Tuesday to Thursday mornings (same 7-9 window, same dock) because of a new driver schedule.", "keywords": ["thursday", "7-9"]},
     ],
     "answered": []},

    {"id": "c15", "day": "2026-02-12",
     "turns": [
        (U, "hey. were still using paper tabs in the taproom and its chaos on fridays"),
        (A, "Paper tabs on a busy night can definitely get messy. Are you using TapList for POS already? It supports open tabs tied to a card."),
        (U, "we use it for payments only. didnt know about tabs"),
        (A, "Tabs in TapList: open a tab from the order screen, pre-authorize a card, and close out at the end. You can also name tabs and assign them to tables."),
        (U, "sick. ok we're ditching paper tabs, all tabs go on TapList starting feb 20. i'll train the staff at the monday meeting"),
        (A, "Noted: paper tabs replaced by TapList tabs starting February 20; Kenji trains staff at the Monday meeting. Want a one-page cheat sheet for the bartenders?"),
        (U, "yes!! also could we do QR ordering from tables? some places do that"),
        (A, "TapList has a QR ordering add-on, but it's a separate subscription. Probably worth a cost check with Bea before committing."),
        (U, "ok not deciding that now, parking it"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "Taproom paper tabs are replaced by TapList tabs starting February 20.", "keywords": ["TapList", "feb 20"]},
        {"kind": "open", "turn": 6, "text": "Whether to add QR table ordering (a paid TapList add-on) is parked pending a cost check.", "keywords": ["QR ordering"]},
     ],
     "answered": [6]},

    {"id": "c16", "day": "2026-02-18",
     "turns": [
        (U, "DO numbers from the last 6 can runs, after the filler rebuild:"),
        (U, """run    | date  | DO ppb
-------|-------|-------
C-0211 | 01/21 | 38
C-0212 | 01/28 | 27
C-0213 | 02/04 | 24
C-0214 | 02/06 | 31
C-0215 | 02/11 | 22
C-0216 | 02/13 | 26"""),
        (A, "Nice improvement! The average is about 28 ppb, with only two runs above 30. Every run is well under the current 50 ppb release limit \u2014 the rebuild clearly helped."),
        (U, "right so 50 is too loose now. tightening the can release limit to 30 ppb. kegs stay at 50"),
        (A, "Noted: can release limit tightened to 30 ppb DO (measured at the filler outlet); kegs remain at 50 ppb. Runs C-0211 and C-0214 would have been held under the new spec. Should I update SOP section 4.2?"),
        (U, "yes. and dont be smug about 0211 and 0214 lol they're already sold"),
        (A, "Understood \U0001F605 \u2014 SOP updated, no retroactive action implied. Let me know if you need anything else."),
     ],
     "facts": [
        {"kind": "change", "turn": 3, "text": "Can release limit tightened from 50 to 30 ppb dissolved oxygen; kegs stay at 50 ppb.", "keywords": ["30 ppb", "kegs stay at 50"]},
     ],
     "answered": []},

    {"id": "c17", "day": "2026-02-20",
     "turns": [
        (U, "hopper settle a debate. is a hot dog a sandwich"),
        (A, "Great question! It depends who you ask \u2014 by a structural definition (filling in bread) arguably yes; by culinary convention most people treat it as its own thing. I'll stay neutral \U0001F32D"),
        (U, "coward"),
        (U, "jk. also what time is it in lisbon rn, bea's cousin is visiting"),
        (A, "I don't have a live clock, but Lisbon is on Western European Time (UTC+0 in winter), which is 5 hours ahead of US Eastern time in February."),
        (U, "cool ty. ok back to work i guess 🫠"),
     ],
     "facts": [],
     "answered": [3]},

    {"id": "c18", "day": "2026-02-24",
     "turns": [
        (U, "insurance audit flagged our forklift certs. half of them expired"),
        (A, "That's a common audit finding. OSHA requires forklift operator evaluations at least every three years. Want help setting up a recertification plan?"),
        (U, "yes. who does onsite training around here"),
        (A, "I can't look up local providers in real time, but typical options are your forklift dealer, a regional safety training company, or a certified in-house trainer. If you have a provider name I can draft the request."),
        (U, "jules found SafeLift Training, they do onsite for up to 8 people per day"),
        (U, "ok decision: everyone who drives a forklift gets recertified by april 30 via safelift, onsite. jules schedules it. no cert no forklift after that date, period"),
        (A, "Noted: all forklift operators recertify with SafeLift Training (onsite) by April 30; Jules schedules the sessions; after April 30, no valid cert means no forklift. Want a sign-up sheet template?"),
        (U, "yes"),
        (A, "Here's a simple one:\n\nName | Dept | Current cert expiry | Session date | Signed\n---|---|---|---|---\n\nLet me know if you need anything else!"),
     ],
     "facts": [
        {"kind": "decision", "turn": 5, "text": "All forklift drivers must be recertified onsite by SafeLift Training by April 30, scheduled by Jules; no cert means no forklift afterwards.", "keywords": ["safelift", "april 30"]},
     ],
     "answered": [2]},

    # ------------------------------------------------------------------ MAR 2026
    {"id": "c19", "day": "2026-03-02",
     "turns": [
        (U, "ridgeback IPA tastes kinda flat lately, the simcoe lot we got is cheesy"),
        (A, "Old or poorly stored hops can pick up cheesy/isovaleric notes. Do you know the harvest year and storage conditions of that lot?"),
        (U, "2024 crop, stored ok i think but its just meh"),
        (A, "A few options:\n1. Replace that Simcoe lot with fresh 2025 Simcoe\n2. Swap Simcoe for a hop in a similar role \u2014 e.g. Strata for dank/fruity, or Mosaic\n3. Keep Simcoe in the whirlpool and change only the dry hop\n\nWhich direction fits the beer?"),
        (U, "mm option 2ish. pilot batch w strata was really good in jan"),
        (U, "ok we replaced simcoe with strata in the ridgeback dry hop, same rate 2 lb/bbl. whirlpool stays citra/centennial"),
        (A, "Noted: Ridgeback IPA dry hop is now Strata (replacing Simcoe) at 2 lb/bbl; whirlpool unchanged (Citra/Centennial). Want me to update the recipe card in Vesselog?"),
        (U, "yep. and tell jules we need like 300 lb strata per quarter"),
        (A, "Will do \u2014 I'll note ~300 lb of Strata per quarter for Jules's purchasing forecast."),
     ],
     "facts": [
        {"kind": "decision", "turn": 5, "text": "Ridgeback IPA dry hop switched from Simcoe to Strata at 2 lb/bbl; whirlpool stays Citra/Centennial.", "keywords": ["strata", "2 lb/bbl", "ridgeback"]},
     ],
     "answered": []},

    {"id": "c20", "day": "2026-03-04",
     "turns": [
        (U, "bad news ridgeline is late"),
        (A, "Oh no. How late?"),
        (U, "two weeks. shipping the 16th, install pushed to week of march 23. something about a backordered manway"),
        (A, "Noted: FV9/FV10 install moved from the week of March 9 to the week of March 23; shipping March 16. Should I update the cellar schedule and let Dev know?"),
        (U, "yeah dev's gonna be mad, he planned the porch light pils brew around it"),
        (A, "Understood. I'll flag the conflict so Dev can re-plan. Let me know if you need anything else."),
        (U, "also can u remind me the rigging guys number"),
        (A, "I don't have that saved from our conversations. If you share it, I can keep it noted for next time."),
        (U, "it's in my truck somewhere lol nvm"),
     ],
     "facts": [
        {"kind": "change", "turn": 2, "text": "FV9/FV10 install slipped two weeks to the week of March 23 (shipping March 16) because of a backordered manway.", "keywords": ["march 23", "manway"]},
     ],
     "answered": []},

    {"id": "c21", "day": "2026-03-10",
     "turns": [
        (U, "for the new FVs should we passivate with citric or nitric"),
        (U, "tomas says citric is safer but ridgeline's manual says nitric"),
        (A, "Both work. Nitric acid is the traditional passivation acid and what many fabricators specify; citric formulations are gentler and safer to handle but may need longer contact time or higher temperature. Since Ridgeline specifies nitric, following their manual also protects your warranty."),
        (U, "oh good point on the warranty"),
        (U, "ok so nitric per ridgeline manual, after the caustic clean, before first fill. tomas can handle PPE stuff"),
        (A, "Noted: FV9/FV10 passivation with nitric acid per the Ridgeline manual, done after the initial caustic clean and before first fill; Tomas handles PPE and safety. Want a checklist?"),
        (U, "no we're good thanks"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "The new fermenters are passivated with nitric acid per the Ridgeline manual, after the caustic clean and before first fill.", "keywords": ["nitric", "before first fill"]},
     ],
     "answered": [0]},

    {"id": "c22", "day": "2026-03-13",
     "turns": [
        (U, "what temp should finished kegs be stored at"),
        (A, "Finished beer in kegs is best held cold, typically 34\u201338\u00b0F (1\u20133\u00b0C). Colder slows staling and keeps hop character longer."),
        (U, "ours is sitting at 42 because someone keeps turning it up 🙃"),
        (A, "That's a bit warm for long holds. A locking thermostat cover can help."),
        (U, "lol yes. ok setpoint is 36F for the cold room, alarm if above 40 for more than 30 min. ordering a lock box"),
        (A, "Noted: cold room setpoint 36\u00b0F (about 2\u00b0C), with an alarm if it stays above 40\u00b0F for more than 30 minutes; thermostat lock box on order."),
        (U, "cheers"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "Keg cold room setpoint is 36F with an alarm above 40F for more than 30 minutes.", "keywords": ["36F", "cold room"]},
     ],
     "answered": [0]},

    {"id": "c23", "day": "2026-03-18",
     "turns": [
        (U, "keg loss report for Q1 is in. still bad"),
        (A, "Sorry to hear it. What's the loss rate looking like?"),
        (U, "about 6% of half barrels didnt come back. at $30 deposit people just keep them, a new keg is like $180"),
        (A, "That makes sense \u2014 a $30 deposit is far below replacement cost. Options: raise the deposit, add keg tracking, or tighten account terms with Northline."),
        (U, "raising it. deposit goes to $40 per half barrel from april 1, mara ok'd it this morning"),
        (A, "Noted: half-barrel keg deposit rises from $30 to $40 effective April 1, approved by Mara. Should I draft the notice for Northline and the taproom accounts?"),
        (U, "yes, northline first"),
        (A, "Draft:\n\nHi Northline team \u2014 effective April 1, the deposit on Harrow Creek half-barrel kegs increases from $30 to $40. This helps us offset keg losses. Thanks for passing it along to accounts. \u2014 Bea Costa, Finance"),
        (U, "👍"),
     ],
     "facts": [
        {"kind": "change", "turn": 4, "text": "Half-barrel keg deposit raised from $30 to $40 effective April 1, approved by Mara.", "keywords": ["$40", "april 1"]},
     ],
     "answered": [6]},

    {"id": "c24", "day": "2026-03-25",
     "turns": [
        (U, "FVs are in!!! finally"),
        (A, "Congrats! \U0001F389 How did commissioning go?"),
        (U, "FV9 passed everything, pressure test, glycol, CIP. its good to go"),
        (U, "FV10 failed the relief valve test, PRV popped at like 11 psi instead of 15"),
        (A, "So FV9 is cleared for service and FV10 is not. A PRV lifting early usually means a weak spring or the wrong valve rating. Is Ridgeline sending a replacement?"),
        (U, "they say they're sending a new PRV but no date. no idea when FV10 is usable"),
        (A, "Understood \u2014 FV10 stays out of service until a replacement PRV arrives and passes testing. I'll keep that as an open item. Want me to tell Dev to plan on FV9 only for now?"),
        (U, "yes pls"),
     ],
     "facts": [
        {"kind": "decision", "turn": 2, "text": "FV9 passed commissioning (pressure test, glycol, CIP) and is in service.", "keywords": ["FV9", "pressure test"]},
        {"kind": "open", "turn": 5, "text": "FV10 is out of service waiting for a replacement pressure relief valve from Ridgeline, with no delivery date.", "keywords": ["PRV", "FV10"]},
     ],
     "answered": []},

    {"id": "c25", "day": "2026-03-31",
     "turns": [
        (U, "trivia night on tuesdays is dead. like 12 ppl last week"),
        (A, "Tuesdays can be tough. Which nights are busiest otherwise?"),
        (U, "thurs-sat are packed, wed is meh but not dead"),
        (A, "Moving trivia to Wednesday could lift a slow night without competing with your busy ones. Some taprooms also partner with a professional quiz host to build a regular crowd."),
        (U, "yeah leo from quizhaus has been bugging us. ok doing it: trivia moves to wednesdays 7pm starting april 8, leo from quizhaus hosts, $150 a night"),
        (A, "Noted: trivia night moves to Wednesdays at 7pm starting April 8, hosted by Leo from QuizHaus at $150 per night. Want an Instagram post?"),
        (U, "later. gotta restock the walk-in"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "Trivia night moves to Wednesdays at 7pm from April 8, hosted by Leo from QuizHaus for $150 a night.", "keywords": ["wednesdays 7pm", "quizhaus", "$150"]},
     ],
     "answered": []},

    # ------------------------------------------------------------------ APR 2026
    {"id": "c26", "day": "2026-04-06",
     "turns": [
        (U, "ana starts today!! ana mbeki, assistant brewer"),
        (A, "Welcome to Ana! \U0001F389 Anything you want set up for her?"),
        (U, "yes \u2014 on-call. tomas has been doing basically every weekend since december and he's fried"),
        (A, "Understandable. A weekly rotation would spread the load. How many people are eligible?"),
        (U, "tomas, dev, ana once she's trained (2 weeks). from now on it's a weekly rotation, mon-mon handoff, order tomas > dev > ana"),
        (A, "Noted: brewhouse alarm on-call is now a weekly rotation (Monday-to-Monday handoff) among Tomas, Dev and Ana, in that order; Ana joins after ~2 weeks of training. Want me to generate the schedule through June?"),
        (U, "yes"),
        (A, """Here's the rotation (Ana joins from Apr 20):

| Week of | On call |
|---|---|
| Apr 6 | Tomas |
| Apr 13 | Dev |
| Apr 20 | Ana |
| Apr 27 | Tomas |
| May 4 | Dev |
| May 11 | Ana |
| ... | ... |

Let me know if you need anything else!"""),
        (U, "🙌"),
     ],
     "facts": [
        {"kind": "change", "turn": 4, "text": "Brewhouse on-call became a weekly rotation with Monday handoff among Tomas, Dev and Ana (in that order) instead of Tomas alone.", "keywords": ["weekly rotation", "mon-mon"]},
     ],
     "answered": [6]},

    {"id": "c27", "day": "2026-04-09",
     "turns": [
        (U, "hopper whats a good way to hand off cellar scheduling to someone new"),
        (A, "A few tips: start with a shared board for transfers, dry hops, crashes and packaging; pair up for a week; then let them own it with a short daily check-in. Is this for Ana?"),
        (U, "yep. she's sharp, ex-lab person"),
        (U, "ok so: ana owns the cellar schedule from april 20 \u2014 dry hops, crashes, transfers to brite. i keep brew days + recipes"),
        (A, "Noted: from April 20, Ana Mbeki owns the cellar schedule (dry hops, cold crashes, transfers to brite); Dev keeps brew days and recipes. Should I post that to the team?"),
        (U, "ya short version"),
        (A, "Heads up: from Apr 20 Ana runs the cellar schedule (dry hops, crashes, brite transfers). Dev keeps brew days & recipes. Questions about cellar timing \u2192 Ana."),
        (U, "good"),
     ],
     "facts": [
        {"kind": "decision", "turn": 3, "text": "From April 20 Ana Mbeki owns the cellar schedule (dry hops, crashes, brite transfers); Dev keeps brew days and recipes.", "keywords": ["cellar schedule", "ana"]},
     ],
     "answered": [0, 5]},

    {"id": "c28", "day": "2026-04-15",
     "turns": [
        (U, "the densipro 4 was reading 1.0012 on DI water today. should be 0.9982 at 20C"),
        (A, "That's an offset of about +0.003 g/cm\u00b3 \u2014 enough to throw off gravity readings noticeably. Likely causes: a bubble in the cell, residue, or calibration drift. I'd clean the cell (ethanol, then DI, dry with air) and re-check before recalibrating."),
        (U, "cleaned it, now 0.9983. ok so it was gunk"),
        (A, "Great, that's within tolerance. Residue from sugary samples is a common culprit."),
        (U, "setting a rule: DI water check on the densipro every monday morning before any samples, log it in the lab book, recalibrate if off by more than 0.0005"),
        (A, "Noted: weekly DensiPro 4 DI-water check every Monday before sampling, logged in the lab book; recalibrate if the reading deviates by more than 0.0005 g/cm\u00b3."),
        (U, "thx hopper"),
        (A, "You're welcome!"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "The DensiPro 4 density meter gets a DI-water check every Monday before samples, logged, with recalibration if off by more than 0.0005.", "keywords": ["densipro", "every monday", "0.0005"]},
     ],
     "answered": []},

    {"id": "c29", "day": "2026-04-21",
     "turns": [
        (U, "we need to lock in canning dates with cancrew mobile for summer"),
        (A, "Sure. How often do you want them on site? Weekly, biweekly, monthly?"),
        (U, "dev says biweekly is enough. they charge $0.18 a can plus $400 setup"),
        (A, "At biweekly runs of ~50 bbl (~14,700 16oz cans), that's about $2,650 in per-can fees plus $400 setup per visit \u2014 roughly $3,050 per run. Want me to draft the booking request?"),
        (U, "wait are those numbers right? 50 bbl is a lot of cans"),
        (A, "Good catch: 1 bbl = 31 US gal = 3,968 oz, so ~248 16oz cans per bbl; 50 bbl \u2248 12,400 cans before losses. Corrected: ~$2,230 in per-can fees plus $400 setup \u2248 $2,630 per run. Sorry about the earlier number."),
        (U, "lol ok. booking: cancrew every other friday starting may 1, 16oz only"),
        (A, "Noted: CanCrew Mobile canning every other Friday starting May 1, 16oz cans only. Draft booking request:\n\nHi CanCrew \u2014 we'd like to book biweekly canning runs every other Friday starting May 1 (16oz only). Please confirm availability. \u2014 Jules, Harrow Creek Brewing"),
        (U, "sent"),
     ],
     "facts": [
        {"kind": "decision", "turn": 6, "text": "CanCrew Mobile cans for Harrow Creek every other Friday starting May 1, 16oz cans only.", "keywords": ["cancrew", "every other friday", "may 1"]},
     ],
     "answered": [4]},

    {"id": "c30", "day": "2026-04-28",
     "turns": [
        (U, "westfield maltings sent the contract for next year"),
        (A, "Great. What are the key terms?"),
        (U, "pale malt $0.62/lb locked for 12 months if we commit to 180,000 lb. spot is like 0.70 rn"),
        (A, "That's about an 11% discount vs. spot. The key question is usage \u2014 how does 180,000 lb compare with last year?"),
        (U, "we used 171k last year, growing. dev thinks 190k this year"),
        (A, "Then committing to 180,000 lb looks low-risk."),
        (U, "signing it. westfield pale at $0.62/lb, 180k lb, june 1 to may 31"),
        (A, "Noted: Westfield Maltings contract \u2014 pale malt at $0.62/lb, 180,000 lb commitment, June 1 through May 31. Are specialty malts in the same contract?"),
        (U, "no, westfield's crystal malts are meh. havent decided where specialty comes from"),
        (A, "Understood \u2014 specialty malt sourcing stays open. Let me know if you want a supplier comparison later."),
     ],
     "facts": [
        {"kind": "decision", "turn": 6, "text": "Signed Westfield Maltings contract: pale malt at $0.62/lb, 180,000 lb commitment, June 1 to May 31.", "keywords": ["westfield", "$0.62/lb", "180k"]},
        {"kind": "open", "turn": 8, "text": "The supplier for specialty (crystal) malts is not decided.", "keywords": ["specialty", "crystal malts"]},
     ],
     "answered": []},

    # ------------------------------------------------------------------ MAY 2026
    {"id": "c31", "day": "2026-05-05",
     "turns": [
        (U, "state boiler inspector wants to come in may"),
        (A, "Do you have the dates they offered?"),
        (U, "may 19 or may 21"),
        (A, "Which one avoids a brew day? The boiler will need to be cold and down for an internal inspection."),
        (U, "dev brews tues. so 21st. boiler down from wed night"),
        (U, "confirmed w inspector: thursday may 21, 8am. boiler off and cooled by wed 6pm, no brewing thursday"),
        (A, "Noted: state boiler inspection Thursday May 21 at 8am; boiler off and cooled by Wednesday 6pm; no brewing Thursday. Should I let Dev and Ana know?"),
        (U, "yeah thx. also coffee machine is broken again if anyone asks"),
        (A, "Sorry to hear that \u2615 \u2014 I'll note it, but I can't fix it, unfortunately."),
     ],
     "facts": [
        {"kind": "decision", "turn": 5, "text": "The state boiler inspection is Thursday May 21 at 8am; boiler off and cool by Wednesday 6pm, no brewing that Thursday.", "keywords": ["may 21", "inspector"]},
     ],
     "answered": []},

    {"id": "c32", "day": "2026-05-12",
     "turns": [
        (U, "need a name + date for the summer pils. marketing is asking"),
        (A, "Fun! Some name ideas: 'Porch Light Pils', 'Dock B Lager', 'Heat Index Helles', 'Cut Grass Pils'. What's the release window?"),
        (U, "lol dock b lager. jules would love that"),
        (U, "we already went with porch light pils actually dev named it weeks ago. release date... ugh dev?"),
        (U, "dev says june 6 taproom release, cans a week later"),
        (A, "Noted: summer seasonal 'Porch Light Pils' \u2014 taproom release June 6, cans about a week later (around June 13). Want me to draft the announcement?"),
        (U, "yes but hold it till marketing approves"),
        (A, "Will do. Draft ready whenever you are. Let me know if you need anything else."),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "Summer seasonal Porch Light Pils releases in the taproom on June 6, with cans a week later.", "keywords": ["june 6", "cans a week later"]},
     ],
     "answered": [0]},

    {"id": "c33", "day": "2026-05-14",
     "turns": [
        (U, "brightwater came back POSITIVE for diastaticus on HC-26-041 🚨"),
        (A, "That's serious. Is HC-26-041 packaged yet?"),
        (U, "no, its in brite 2. thank god"),
        (A, "Good. Options: dump it, or hold and retest. Because diastaticus can cause over-carbonation and burst cans, most breweries dump positive batches rather than risk packaging."),
        (U, "yeah dumping it. mara agreed. HC-26-041 gets dumped today, brite 2 gets a double caustic clean + acid before reuse"),
        (A, "Noted: HC-26-041 is dumped today; brite 2 gets a double caustic + acid clean before reuse. Any idea where it came from?"),
        (U, "no clue. tomas thinks the filler but this never touched the filler. could be the yeast brink or a gasket. we'll need to swab everything"),
        (A, "Makes sense to swab: yeast brink, transfer hoses, brite 2 gaskets and sample valves, heat exchanger. I'll keep root cause as an open item."),
        (U, "ok going to go cry in the cold room brb"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "Diastaticus-positive batch HC-26-041 is dumped and brite 2 gets a double caustic plus acid clean before reuse.", "keywords": ["HC-26-041", "dumped", "brite 2"]},
        {"kind": "open", "turn": 6, "text": "The source of the diastaticus contamination is unknown (yeast brink or a gasket suspected); swabbing planned.", "keywords": ["yeast brink", "gasket", "swab"]},
     ],
     "answered": []},

    {"id": "c34", "day": "2026-05-20",
     "turns": [
        (U, "swab results: diastaticus found on the transfer hose gasket and one FV sample valve"),
        (A, "So most likely a soft-part harborage issue \u2014 hose gaskets and sample valves are notorious. I'd replace the gaskets and revisit CIP parameters."),
        (U, "yep. replaced all hose gaskets already"),
        (U, "and priya + mara agreed we bump caustic from 2% to 2.5% on FVs and brites, temp stays 80C, and sample valves get pulled and soaked weekly"),
        (A, "Noted: CIP caustic raised from 2% to 2.5% (80\u00b0C unchanged) for FVs and brites; sample valves disassembled and soaked weekly; all hose gaskets replaced. I'll update the wall CIP sheet."),
        (U, "also whats the diff between EPDM and viton gaskets again"),
        (A, "EPDM: good with hot water, steam and caustic; poor with oils/fats. Viton (FKM): excellent with acids, oils and heat, but pricier and weaker against hot caustic and steam. In a brewery CIP environment EPDM is usually the default."),
        (U, "cool, we stay epdm then"),
        (A, "Sounds good. Let me know if you need anything else!"),
     ],
     "facts": [
        {"kind": "change", "turn": 3, "text": "CIP caustic for FVs and brites bumped from 2% to 2.5% (still 80C) and sample valves are pulled and soaked weekly.", "keywords": ["2.5%", "sample valves"]},
        {"kind": "decision", "turn": 7, "text": "Gaskets stay EPDM rather than Viton.", "keywords": ["epdm"]},
     ],
     "answered": [5]},

    {"id": "c35", "day": "2026-05-27",
     "turns": [
        (U, "hopper is kegtrack any good"),
        (A, "KegTrack is a keg-tracking service using QR or RFID labels scanned at fill, ship and return. Users generally like the QR option for its low upfront cost. Are you looking at it to cut keg losses?"),
        (U, "yeah, bea's deposit bump helped but we still cant tell which accounts are sitting on kegs"),
        (A, "Tracking would show exactly that \u2014 keg aging per account."),
        (U, "ok we're doing it. QR labels on all kegs, scan at fill and at return, paper tags gone by end of june. $1.10/keg/month"),
        (A, "Noted: KegTrack QR labels on all kegs, scanned at fill and return; paper keg tags retired by end of June; cost $1.10 per keg per month. Want an estimate of total monthly cost?"),
        (U, "we have ~900 kegs so like 990 a month right"),
        (A, "Correct \u2014 900 \u00d7 $1.10 = $990/month."),
        (U, "ok bea's gonna love that lol"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "All kegs get KegTrack QR labels scanned at fill and return, paper tags retired by end of June, at $1.10 per keg per month.", "keywords": ["QR labels", "$1.10"]},
     ],
     "answered": [0, 6]},

    # ------------------------------------------------------------------ JUN 2026
    {"id": "c36", "day": "2026-06-02",
     "turns": [
        (U, "summer hrs question. we're closed mondays, should we open"),
        (A, "It depends on staffing and demand \u2014 summer Mondays often do better than winter ones, especially with outdoor seating. Do you have numbers from last year?"),
        (U, "no we were closed lol. but foot traffic on the trail is huge in summer"),
        (U, "eh screw it lets try it. open mondays 3-9pm from june 15 through labor day, skeleton crew 2 ppl"),
        (A, "Noted: taproom opens Mondays 3\u20139pm from June 15 through Labor Day with a 2-person crew. Want me to update the hours post?"),
        (U, "ya pls"),
        (A, "Draft: \u2600\ufe0f Summer Mondays are here! Starting June 15 we're open Mondays 3\u20139pm through Labor Day. Come say hi after the trail \U0001F37A"),
        (U, "❤️"),
     ],
     "facts": [
        {"kind": "decision", "turn": 3, "text": "The taproom opens Mondays 3-9pm from June 15 through Labor Day with a two-person crew.", "keywords": ["mondays 3-9pm", "june 15"]},
     ],
     "answered": [0, 5]},

    {"id": "c37", "day": "2026-06-04",
     "turns": [
        (U, "polar's report on chiller 2 is in"),
        (U, "compressor 1 valves worn, condenser coil corroded, R-22 system. repair est $14,800, and R-22 is like $90/lb now"),
        (A, "That's a steep repair on a 14-year-old R-22 unit, and refrigerant costs will keep rising. What did the replacement quote look like?"),
        (U, "arcticflow 30 ton on R-454B, $41,500 installed. covers the extra load from FV9/FV10 too"),
        (A, "Roughly 2.8\u00d7 the repair cost, but you'd get capacity for the new FVs, a modern refrigerant and a warranty. Given the PO threshold, this needs Mara's sign-off."),
        (U, "mara signed this am. we're replacing chiller 2 with the arcticflow 30 ton, install first week of july, polar does it"),
        (A, "Noted: chiller 2 will be replaced with an ArcticFlow 30-ton (R-454B) unit, $41,500 installed by Polar Mechanical in the first week of July. Want a downtime plan for the cellar during the swap?"),
        (U, "yes that'd be great"),
        (A, "Outline:\n1. Pre-chill all FVs the day before\n2. No brews scheduled that week\n3. Rent a temporary 10-ton chiller as backup\n4. Prioritize lagers (Porch Light Pils) on chiller 1"),
        (U, "👍 renting a temp unit good call"),
     ],
     "facts": [
        {"kind": "decision", "turn": 5, "text": "Chiller 2 will be replaced by a 30-ton ArcticFlow unit ($41,500) installed by Polar in the first week of July, rather than repaired.", "keywords": ["arcticflow", "first week of july"]},
     ],
     "answered": [7]},

    {"id": "c38", "day": "2026-06-09",
     "turns": [
        (U, "insurance renewal july 1. broker wants to know if we want to raise product liability"),
        (A, "What's the current limit, and what are they proposing?"),
        (U, "$1M now, they suggest $2M because of the distributor contract with northline"),
        (A, "Many distributor agreements require $2M aggregate; worth checking your Northline contract. The premium increase for that jump is usually modest relative to the coverage."),
        (U, "checked \u2014 northline requires 2M by january anyway"),
        (U, "ok going to $2M product liability at renewal, staying with hollis & pike as broker"),
        (A, "Noted: product liability raised from $1M to $2M at the July 1 renewal; Hollis & Pike remains the broker."),
        (U, "thanks hopper ur the best"),
        (A, "Happy to help! Let me know if you need anything else."),
     ],
     "facts": [
        {"kind": "decision", "turn": 5, "text": "Product liability coverage goes from $1M to $2M at the July 1 renewal, with Hollis & Pike staying as broker.", "keywords": ["$2M", "hollis & pike"]},
     ],
     "answered": []},

    {"id": "c39", "day": "2026-06-16",
     "turns": [
        (U, "hiii our summer intern sam kowalski starts monday june 22"),
        (A, "Welcome to Sam! What will Sam be working on?"),
        (U, "mostly sensory. we never do formal panels, just dev tasting stuff and saying 'yep'"),
        (A, "Ha. A formal sensory program could include a weekly panel, off-flavor training with spiked samples, triangle tests for recipe changes, and true-to-type scoring for flagships."),
        (U, "love it. sensory panel every tuesday at 3pm, 5 tasters min, sam runs it and logs results in vesselog"),
        (A, "Noted: weekly sensory panel Tuesdays at 3pm, minimum 5 tasters, run by Sam Kowalski with results logged in Vesselog."),
        (U, "yay. also can you make a triangle test sheet"),
        (A, """Triangle test sheet:

Taster: ______  Date: ______  Beer: ______
Three samples: two are the same, one is different.
Codes: [ 581 ]  [ 247 ]  [ 903 ]
Circle the odd sample: 581 / 247 / 903
Comments: ___________________________

Let me know if you need anything else!"""),
        (U, "perfect"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "A weekly sensory panel runs Tuesdays at 3pm with at least 5 tasters, led by intern Sam Kowalski and logged in Vesselog.", "keywords": ["tuesday at 3pm", "5 tasters"]},
     ],
     "answered": [6]},

    {"id": "c40", "day": "2026-06-23",
     "turns": [
        (U, "second batch of porch light threw a bunch of diacetyl"),
        (A, "Lagers often need a diacetyl rest. What fermentation schedule did you use?"),
        (U, "fermented at 48F the whole time, crashed right at terminal"),
        (A, "That's likely the culprit \u2014 at 48\u00b0F the yeast is slow to reabsorb diacetyl. A common approach: ferment at 50\u00b0F, then free-rise to ~58\u201360\u00b0F for 2\u20133 days around 70\u201380% attenuation before crashing."),
        (U, "ok new schedule for porch light: 50F primary, free rise to 58F at ~75% attenuation, hold 3 days, VDK check before crash"),
        (A, "Noted: Porch Light Pils schedule \u2014 primary at 50\u00b0F, free rise to 58\u00b0F at ~75% attenuation, 3-day hold, forced VDK test before crashing."),
        (U, "and lunch is on me today bc i messed up the batch lol"),
        (A, "Generous! Enjoy \U0001F355"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "Porch Light Pils ferments at 50F, free-rises to 58F at about 75% attenuation for a 3-day hold, with a VDK check before crashing.", "keywords": ["50F", "58F", "VDK"]},
     ],
     "answered": [0]},

    {"id": "c41", "day": "2026-06-30",
     "turns": [
        (U, "its gonna be 100F all next week"),
        (A, "That's brutal, especially in the brewhouse. Want help with a heat plan?"),
        (U, "yes. brewhouse hits like 110 by 2pm"),
        (A, "Common heat measures: start shifts earlier, mandatory water/rest breaks, fans or spot coolers, and lighter tasks in the afternoon. Acclimatization matters for newer staff too (Ana and Sam)."),
        (U, "ok for all of july brewhouse shifts start at 5am instead of 7, done by 1:30. 15 min breaks every hour"),
        (A, "Noted: July brewhouse shifts start at 5am (instead of 7am) and end by 1:30pm, with 15-minute breaks every hour."),
        (U, "the ice cream freezer in the break room is ALSO dead fyi"),
        (A, "Oh no! Maybe prioritize that repair this week \U0001F366"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "During July brewhouse shifts start at 5am instead of 7am, end by 1:30pm, with 15-minute breaks every hour.", "keywords": ["5am", "july"]},
     ],
     "answered": [2]},

    # ------------------------------------------------------------------ JUL 2026
    {"id": "c42", "day": "2026-07-07",
     "turns": [
        (U, "cancrew cancelled on us AGAIN. 3rd time since may"),
        (A, "That's really disruptive. Have you considered your own canning line? Entry-level lines are more accessible than they used to be."),
        (U, "yeah mara and bea have been pricing one. lumen CL-60, 60 cans/min, $128k"),
        (A, "At biweekly runs of ~12,000 cans at $0.18 plus setup, you're spending roughly $60\u201370k a year on mobile canning \u2014 so payback is around two years, and you control the schedule."),
        (U, "mara just approved it. we're buying the lumen CL-60 and dropping cancrew after september"),
        (A, "Noted: Harrow Creek is buying a Lumen CL-60 canning line (60 cans/min, ~$128k) and ending CanCrew Mobile service after September. Where will the line go?"),
        (U, "thats the fight lol. old bottle room or the end of the warehouse. nobody agrees"),
        (A, "Understood \u2014 line location is an open item. I can list pros/cons of each if that helps."),
        (U, "later pls"),
     ],
     "facts": [
        {"kind": "change", "turn": 4, "text": "Harrow Creek is buying its own Lumen CL-60 canning line and dropping CanCrew Mobile after September.", "keywords": ["lumen CL-60", "cancrew"]},
        {"kind": "open", "turn": 6, "text": "Where the new canning line goes (old bottle room vs. end of the warehouse) is disputed and undecided.", "keywords": ["old bottle room", "warehouse"]},
     ],
     "answered": []},

    {"id": "c43", "day": "2026-07-14",
     "turns": [
        (U, "FV10 PRV finally showed up, tested at 15.2 psi 👌"),
        (A, "Great! Does that mean FV10 is cleared?"),
        (U, "yep FV10 is officially in service as of today. dev already has a batch planned for it"),
        (A, "Noted: FV10 is in service as of July 14 after the replacement PRV tested at 15.2 psi."),
        (U, "also arcticflow is running, took polar 3 days. cellar temps held fine w the rental"),
        (A, "Excellent \u2014 chiller 2 replacement complete. Do you want to return the rental chiller now?"),
        (U, "yea send me a reminder to call the rental place friday"),
        (A, "I can't send reminders on my own, but here's a note you can pin: 'Fri \u2014 call rental co. re: temp chiller pickup.'"),
        (U, "fine lol"),
     ],
     "facts": [
        {"kind": "change", "turn": 2, "text": "FV10 went into service on July 14 after its replacement relief valve passed testing.", "keywords": ["FV10", "in service"]},
     ],
     "answered": []},

    {"id": "c44", "day": "2026-07-21",
     "turns": [
        (U, "food truck situation is chaotic, 3 trucks showed up saturday"),
        (A, "Yikes. A fixed schedule would help. Which trucks do you work with?"),
        (U, "smoke signal bbq, la pachanga, and the dumpling bus"),
        (U, "ok fixing it: smoke signal bbq every friday. saturdays rotate between la pachanga and dumpling bus, alternating weeks. no truck sun-thu"),
        (A, "Noted: Smoke Signal BBQ every Friday; Saturdays alternate between La Pachanga and the Dumpling Bus; no food trucks Sunday\u2013Thursday. Want me to create a shared calendar?"),
        (U, "nah just a msg for the truck group chat"),
        (A, "Hi all! New schedule at Harrow Creek: Fridays = Smoke Signal BBQ \U0001F525. Saturdays alternate La Pachanga \U0001F32E / Dumpling Bus \U0001F95F (La Pachanga first, this Sat). No trucks Sun\u2013Thu. Thanks!"),
        (U, "perf"),
     ],
     "facts": [
        {"kind": "decision", "turn": 3, "text": "Smoke Signal BBQ is the Friday food truck; Saturdays alternate between La Pachanga and the Dumpling Bus; no trucks Sunday-Thursday.", "keywords": ["smoke signal", "la pachanga"]},
     ],
     "answered": [5]},

    {"id": "c45", "day": "2026-07-28",
     "turns": [
        (U, "remember the sixtel deposit thing from like december"),
        (A, "Yes \u2014 you set $30 per half-barrel (later raised to $40) and left sixtels as an open question pending a conversation with Mara."),
        (U, "finally talked. sixtels get a $25 deposit starting sept 1. half barrels stay $40"),
        (A, "Noted: sixtel deposit set at $25 effective September 1; half-barrel deposit unchanged at $40. Should KegTrack be updated with the deposit amounts?"),
        (U, "yes good call"),
        (A, "I'll note that for Jules. Let me know if you need anything else."),
        (U, "that's all, thx"),
     ],
     "facts": [
        {"kind": "decision", "turn": 2, "text": "Sixtels get a $25 deposit from September 1; half-barrels stay at $40.", "keywords": ["sixtels", "$25", "sept 1"]},
     ],
     "answered": [0]},

    # ------------------------------------------------------------------ AUG 2026
    {"id": "c46", "day": "2026-08-05",
     "turns": [
        (U, "brightwater turnaround has been 6-8 days lately. its killing us"),
        (A, "That's a long wait with batches sitting in brites. After the HC-26-041 incident, an in-house option may be worth revisiting."),
        (U, "i got a quote for a genesprint qPCR, $22k with the diastaticus kit"),
        (A, "At ~$85 per sample you'd need about 260 samples to break even on equipment alone \u2014 but faster turnaround has real value in tank time. It's over $5,000, so Mara needs to sign off."),
        (U, "she did. we're bringing it in house. genesprint qPCR replaces brightwater for diastaticus from sept. brightwater only for annual validation"),
        (A, "Noted: diastaticus testing moves in-house to the GeneSprint qPCR from September; Brightwater Labs kept only for annual validation."),
        (U, "yay science 🧪"),
     ],
     "facts": [
        {"kind": "change", "turn": 4, "text": "From September diastaticus testing moves in-house on a GeneSprint qPCR; Brightwater Labs is used only for annual validation.", "keywords": ["genesprint", "brightwater"]},
     ],
     "answered": []},

    {"id": "c47", "day": "2026-08-18",
     "turns": [
        (U, "ok im out aug 24 to sep 4, actually offline, going to the lake"),
        (A, "Enjoy! Who's covering for you?"),
        (U, "dev is acting ops lead while im out. PO approvals over 5k go to dev too"),
        (A, "Noted: Dev Okafor is acting ops lead from Aug 24 to Sep 4, including sign-off on POs over $5,000."),
        (U, "also can u write an out of office"),
        (A, "Sure: 'Hi! I'm out of the office Aug 24 \u2013 Sep 4 with limited access. For operations questions or purchase approvals, please contact Dev Okafor (dev@harrowcreek.example). Thanks! \u2014 Mara'"),
        (U, "lol 'limited access' i will have zero access"),
        (A, "Updated: 'I'm out of the office Aug 24 \u2013 Sep 4 with no access to email.' \U0001F3D5\ufe0f"),
        (U, "better"),
     ],
     "facts": [
        {"kind": "decision", "turn": 2, "text": "Dev is acting ops lead while Mara is away Aug 24 - Sep 4, including approving POs over $5k.", "keywords": ["acting ops lead", "5k"]},
     ],
     "answered": [4]},

    {"id": "c48", "day": "2026-08-26",
     "turns": [
        (U, "marzen timing. oktoberfest event is end of sept, how many weeks does it need"),
        (A, "A M\u00e4rzen typically needs ~2 weeks of fermentation plus 3\u20134 weeks of lagering for a clean result \u2014 roughly 5\u20136 weeks total. For end of September, you'd want to brew by late August."),
        (U, "so like now lol"),
        (A, "Pretty much! \U0001F605"),
        (U, "ok m\u00e4rzen brews aug 31 on FV10, 40 bbl. lager 3.5 wks, keg only, no cans this year"),
        (A, "Noted: Oktoberfest M\u00e4rzen brewed Aug 31 in FV10, 40 bbl, lagered ~3.5 weeks, kegs only (no cans this year)."),
        (U, "aug 31 is a monday right"),
        (A, "Yes, August 31, 2026 is a Monday."),
        (U, "cool"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "The Oktoberfest Marzen is brewed Aug 31 in FV10, 40 bbl, lagered about 3.5 weeks, kegs only.", "keywords": ["aug 31", "FV10", "keg only"]},
     ],
     "answered": [0, 6]},

    # ------------------------------------------------------------------ SEP 2026
    {"id": "c49", "day": "2026-09-02",
     "turns": [
        (U, "ok the canning line location war is over"),
        (A, "Oh? Who won?"),
        (U, "old bottle room. tomas measured, ceiling drain is already there and it's next to the cold room"),
        (U, "lumen CL-60 goes in the old bottle room, install sept 21-23, first real run oct 2"),
        (A, "Noted: the Lumen CL-60 is installed in the old bottle room Sept 21\u201323, with the first production run on October 2."),
        (U, "also we need 3-phase power there right"),
        (A, "Most likely \u2014 lines that size typically need 208\u2013240V or 480V 3-phase. Check the Lumen spec sheet and have an electrician confirm panel capacity."),
        (U, "ugh ok. calling sparky"),
     ],
     "facts": [
        {"kind": "decision", "turn": 3, "text": "The Lumen CL-60 canning line goes in the old bottle room, installed Sept 21-23 with the first run Oct 2.", "keywords": ["old bottle room", "sept 21", "oct 2"]},
     ],
     "answered": [5]},

    {"id": "c50", "day": "2026-09-08",
     "turns": [
        (U, "kettlenet HMI is nagging about a firmware update"),
        (U, """[KN-HMI] 2026-09-08 06:12:44 WARN fw_check: installed=4.2.1 available=4.3.0 (security)
[KN-HMI] 2026-09-08 06:12:44 INFO update requires controller restart (~20 min downtime)
[KN-HMI] 2026-09-08 06:12:45 WARN remote_support: vendor tunnel disabled"""),
        (A, "It's a security update from 4.2.1 to 4.3.0 that needs ~20 minutes of controller downtime. With Oktoberfest brewing underway, you may want to schedule it on a quiet day."),
        (U, "yeah no way im touching it before oktoberfest. postpone to oct 12, monday, no brew"),
        (A, "Noted: KettleNet firmware 4.3.0 update postponed to Monday October 12 (no brew day)."),
        (U, "and the vendor wants us to turn on the remote tunnel so they can do it. idk how i feel about that"),
        (A, "Reasonable concern. Options: (1) allow remote access only in a scheduled window with MFA and you approving each session; (2) have their tech do it on-site; (3) do it yourself following their procedure. Many plants allow (1) with time-boxed access."),
        (U, "ill ask mara. not deciding today"),
        (A, "Understood \u2014 I'll keep vendor remote access as an open question."),
     ],
     "facts": [
        {"kind": "decision", "turn": 3, "text": "The KettleNet HMI firmware update is postponed until after Oktoberfest, to Monday Oct 12 (no brew day).", "keywords": ["oct 12", "oktoberfest"]},
        {"kind": "open", "turn": 5, "text": "Whether to let the KettleNet vendor use the remote tunnel is undecided; Tomas will ask Mara.", "keywords": ["remote tunnel", "vendor"]},
     ],
     "answered": []},

    {"id": "c51", "day": "2026-09-15",
     "turns": [
        (U, "oktoberfest logistics check. its sept 26 at alder park right?"),
        (A, "I don't have the event details stored from earlier chats \u2014 can you confirm the date, time and location?"),
        (U, "yes sat sept 26, noon to 8, alder park. tent permit approved yesterday"),
        (A, "Noted: Oktoberfest is Saturday Sept 26, noon\u20138pm, at Alder Park; tent permit approved. What's still outstanding?"),
        (U, "volunteers, ice, and whether kenji can get the second bar trailer"),
        (A, "Checklist:\n- [ ] Volunteers (how many shifts?)\n- [ ] Ice \u2014 budget ~1 lb per attendee for jockey boxes and cups\n- [ ] Second bar trailer (Kenji)\n- [ ] M\u00e4rzen kegs (brewed Aug 31)\n- [ ] Waste/recycling"),
        (U, "good. ice from glacier ice co, 2000 lb, delivered 10am"),
        (A, "Added: 2,000 lb of ice from Glacier Ice Co., delivered 10am on the 26th."),
        (U, "tyty"),
     ],
     "facts": [
        {"kind": "decision", "turn": 2, "text": "Oktoberfest is Saturday Sept 26, noon to 8pm, at Alder Park, with the tent permit approved.", "keywords": ["sept 26", "alder park"]},
        {"kind": "decision", "turn": 6, "text": "Glacier Ice Co. delivers 2,000 lb of ice at 10am on Oktoberfest day.", "keywords": ["glacier ice", "2000 lb"]},
     ],
     "answered": [0]},

    {"id": "c52", "day": "2026-09-22",
     "turns": [
        (U, "sam's internship ended friday 😭"),
        (A, "Sad to see Sam go! What's the plan for the sensory panel?"),
        (U, "ana's taking it over. but tuesdays at 3 clash with her cellar stuff"),
        (U, "so sensory panel moves to thursdays at 2pm, ana runs it, still 5 tasters min"),
        (A, "Noted: sensory panel moves from Tuesdays 3pm to Thursdays 2pm, run by Ana Mbeki, minimum 5 tasters."),
        (U, "can you send the vesselog sensory template to ana"),
        (A, "I can't send messages directly, but here's the template text you can forward:\n\n```\nDate | Beer | Batch | Taster | Aroma | Flavor | Off-flavors | True-to-type (1-5)\n```"),
        (U, "ok fine"),
     ],
     "facts": [
        {"kind": "change", "turn": 3, "text": "The sensory panel moved from Tuesdays 3pm to Thursdays 2pm and is now run by Ana, still with at least 5 tasters.", "keywords": ["thursdays at 2pm", "ana"]},
     ],
     "answered": [5]},

    {"id": "c53", "day": "2026-09-29",
     "turns": [
        (U, "WE SURVIVED OKTOBERFEST 🍻🍻"),
        (A, "Congratulations! \U0001F389 How did it go?"),
        (U, "~1,400 people, sold out of m\u00e4rzen by 6:30, the second bar trailer saved us"),
        (U, "also someone's dog ate a pretzel the size of its head, best moment"),
        (A, "Ha! Sounds like a great day. Anything you want to remember for next year?"),
        (U, "more m\u00e4rzen lol. and mara says book alder park again, same weekend (last sat of sept) for 2027, she's calling the parks dept today"),
        (A, "Noted: Oktoberfest 2027 at Alder Park again, on the last Saturday of September; Mara is booking with the parks department. Also: brew more M\u00e4rzen."),
        (U, "yep like 60 bbl next yr"),
        (A, "Noted \u2014 plan for ~60 bbl of M\u00e4rzen for 2027."),
     ],
     "facts": [
        {"kind": "decision", "turn": 5, "text": "Oktoberfest 2027 will again be at Alder Park on the last Saturday of September; Mara is booking it.", "keywords": ["2027", "alder park"]},
        {"kind": "decision", "turn": 7, "text": "Plan about 60 bbl of Marzen for next year's Oktoberfest.", "keywords": ["60 bbl"]},
     ],
     "answered": []},

    # ------------------------------------------------------------------ OCT 2026
    {"id": "c54", "day": "2026-10-06",
     "turns": [
        (U, "canning line ran friday!! 11,800 cans, only 2% loss"),
        (A, "Fantastic first run! \U0001F389"),
        (U, "problem is now we have way more cans and one pickup a week isnt enough"),
        (A, "Could Northline add a second pickup day?"),
        (U, "asked. they can. from now on northline picks up tuesday AND thursday, 7-9 both days, dock B"),
        (A, "Noted: Northline now picks up twice a week \u2014 Tuesday and Thursday, 7\u20139 AM at Dock B."),
        (U, "and im ordering more pallets, we're down to like 20"),
        (A, "Good idea. Let me know if you'd like a reorder email."),
     ],
     "facts": [
        {"kind": "change", "turn": 4, "text": "Northline now picks up twice a week, Tuesday and Thursday 7-9am at Dock B.", "keywords": ["tuesday AND thursday"]},
     ],
     "answered": []},

    {"id": "c55", "day": "2026-10-13",
     "turns": [
        (U, "kettlenet update done yesterday"),
        (U, """[KN-HMI] 2026-10-12 09:03:10 INFO fw_update: 4.2.1 -> 4.3.0 OK
[KN-HMI] 2026-10-12 09:21:52 INFO controller restart complete
[KN-HMI] 2026-10-12 09:22:05 INFO remote_support: vendor tunnel enabled (session approved by triedl, expires 11:00)"""),
        (A, "Looks clean \u2014 about 19 minutes of downtime, and the vendor session was time-limited. \U0001F44D"),
        (U, "yeah mara and i settled the remote thing: vendor can use the tunnel only for scheduled sessions, MFA on, i approve each session and it auto expires after 2 hrs. otherwise tunnel stays off"),
        (A, "Noted: KettleNet vendor remote access only for scheduled sessions, with MFA, each session approved by Tomas and auto-expiring after 2 hours; tunnel disabled otherwise."),
        (U, "cool. what was the thing u said about logging those sessions"),
        (A, "I'd suggest a simple access log: date, vendor tech, purpose, approver, start/end time. The HMI log lines help, but a separate record is easier for audits."),
        (U, "ok will do"),
     ],
     "facts": [
        {"kind": "decision", "turn": 3, "text": "The KettleNet vendor may use the remote tunnel only for scheduled sessions with MFA, each approved by Tomas and auto-expiring after 2 hours; otherwise it stays off.", "keywords": ["MFA", "2 hrs"]},
     ],
     "answered": [5]},

    {"id": "c56", "day": "2026-10-20",
     "turns": [
        (U, "2027 capex planning meeting went long 😵"),
        (A, "Budget season! What came out of it?"),
        (U, "capex cap for 2027 is $180k total. canning line ate a lot of this years money"),
        (A, "Noted: 2027 capital expenditure cap of $180,000. What's on the list?"),
        (U, "dev wants a third brite tank, tomas wants a new boiler burner, kenji wants patio heaters lol"),
        (A, "A third brite would likely be the largest item. Any decisions on priority?"),
        (U, "burner is approved, like $22k. brite tank no decision, mara wants to see if the canning line bottleneck is brites first. heaters are a no"),
        (A, "Noted: boiler burner approved (~$22k); third brite tank undecided pending bottleneck analysis; patio heaters declined."),
        (U, "kenji will be sad"),
     ],
     "facts": [
        {"kind": "decision", "turn": 2, "text": "Total 2027 capex is capped at $180k.", "keywords": ["$180k"]},
        {"kind": "decision", "turn": 6, "text": "A new boiler burner (about $22k) is approved for 2027; patio heaters are declined.", "keywords": ["burner", "$22k"]},
        {"kind": "open", "turn": 6, "text": "A third brite tank is undecided until Mara sees whether brites are the canning bottleneck.", "keywords": ["brite tank", "bottleneck"]},
     ],
     "answered": []},

    {"id": "c57", "day": "2026-10-27",
     "turns": [
        (U, "cascadia hop co-op just told me strata is short this year, we get maybe half our contract"),
        (A, "That's tough for Ridgeback. Options: stretch Strata by blending, substitute another hop in the dry hop, or buy spot Strata at a premium."),
        (U, "we did a side by side w nectaron and it was honestly close. maybe better"),
        (U, "ok ridgeback dry hop: replaced strata with nectaron starting batch HC-26-118, same 2 lb/bbl. whatever strata we get goes to the hazy"),
        (A, "Noted: Ridgeback IPA dry hop switches from Strata to Nectaron starting batch HC-26-118 at 2 lb/bbl; remaining Strata goes to the hazy IPA. I'll flag the recipe card update."),
        (U, "ty. also is nectaron from NZ"),
        (A, "Yes, Nectaron is a New Zealand variety, known for pineapple/tropical and stone fruit notes."),
        (U, "cool, shipping will be slow then"),
     ],
     "facts": [
        {"kind": "change", "turn": 3, "text": "Ridgeback IPA dry hop switches from Strata to Nectaron from batch HC-26-118 (still 2 lb/bbl); leftover Strata goes to the hazy.", "keywords": ["nectaron", "HC-26-118"]},
     ],
     "answered": [5]},

    # ------------------------------------------------------------------ NOV 2026
    {"id": "c58", "day": "2026-11-04",
     "turns": [
        (U, "genesprint has been running 2 months, love it"),
        (A, "Glad it's working! How are you using it now?"),
        (U, "kinda ad hoc. want a rule"),
        (U, "rule: every batch gets a qPCR diastaticus check from the brite before packaging, no release without a negative. hazies and anything with a second pitch get an extra check at day 3"),
        (A, "Noted: every batch gets a GeneSprint qPCR diastaticus test from the brite before packaging, released only on a negative; hazies and anything with a second pitch get an extra test on day 3 of fermentation."),
        (U, "yes. also how long do the kits last in the fridge"),
        (A, "I don't know the exact shelf life of GeneSprint kits \u2014 check the lot expiry label or the manufacturer's datasheet. Many PCR reagent kits are stable for months at 2\u20138\u00b0C, but some components need -20\u00b0C."),
        (U, "ok checking"),
     ],
     "facts": [
        {"kind": "decision", "turn": 3, "text": "Every batch gets a qPCR diastaticus test from the brite before packaging and needs a negative to release; hazies and second-pitch beers get an extra test at day 3.", "keywords": ["qPCR", "before packaging", "day 3"]},
     ],
     "answered": []},

    {"id": "c59", "day": "2026-11-12",
     "turns": [
        (U, "holiday planning. last year went fine, same taproom hours?"),
        (A, "Last year the taproom closed Dec 25 and Jan 1, and closed at 4pm on Dec 24 and Dec 31. Want to repeat that?"),
        (U, "yes same taproom hours. but brewhouse is shut down dec 24 through dec 27 this year, no brewing, cellar checks only"),
        (A, "Noted: taproom holiday hours same as last year; brewhouse shutdown Dec 24\u201327 with cellar checks only."),
        (U, "who's on call that week... rotation says ana"),
        (A, "Per the weekly rotation you set in April (Tomas \u2192 Dev \u2192 Ana), I can't confirm the exact week without the current schedule, but if it lands on Ana she'd cover the shutdown."),
        (U, "ana confirmed she's got it, tomas backup. she's earned it honestly"),
        (A, "Noted: Ana Mbeki is on call for the Dec 24\u201327 shutdown with Tomas as backup."),
        (U, "cheers"),
     ],
     "facts": [
        {"kind": "decision", "turn": 2, "text": "The brewhouse shuts down Dec 24-27, 2026 with no brewing and cellar checks only; taproom holiday hours repeat last year's.", "keywords": ["dec 24 through dec 27", "cellar checks only"]},
        {"kind": "decision", "turn": 6, "text": "Ana is on call for the holiday shutdown, with Tomas as backup.", "keywords": ["ana", "tomas backup"]},
     ],
     "answered": [0, 4]},

    {"id": "c60", "day": "2026-11-24",
     "turns": [
        (U, "hey hopper quick one before thanksgiving chaos"),
        (A, "Sure, what's up?"),
        (U, "taplist is raising prices 40% in january. we demoed tabby POS last week"),
        (A, "That's a big jump. How did Tabby compare?"),
        (U, "honestly better. qr ordering built in, no add on. so we're switching: tabby POS replaces taplist on jan 5. training dec 29-30"),
        (A, "Noted: the taproom switches from TapList to Tabby POS on January 5, with staff training Dec 29\u201330. Tabby includes QR table ordering at no extra cost."),
        (U, "yep that solves the QR thing from way back too"),
        (A, "Nice \u2014 two birds, one stone. Happy Thanksgiving!"),
        (U, "u too lol. ok going to count kegs 🫡"),
     ],
     "facts": [
        {"kind": "change", "turn": 4, "text": "The taproom replaces TapList with Tabby POS (QR ordering built in) on January 5, with staff training Dec 29-30.", "keywords": ["tabby POS", "jan 5"]},
     ],
     "answered": []},
]

QUESTIONS = [
    {"question": "who was covering the weekend brewhouse alarms back over the holidays last year?", "chat": "c01", "fact": 0},
    {"question": "what was our original oxygen cutoff for releasing packaged beer, and where was it measured?", "chat": "c02", "fact": 0},
    {"question": "which day of the week did the distributor originally collect from us?", "chat": "c03", "fact": 0},
    {"question": "how are batch IDs supposed to be written in the tracking system?", "chat": "c04", "fact": 0},
    {"question": "what was the very first deposit we charged on a half-barrel?", "chat": "c05", "fact": 0},
    {"question": "back in december what was still unresolved about deposits on the small kegs?", "chat": "c05", "fact": 1},
    {"question": "what time does the taproom shut on christmas eve?", "chat": "c06", "fact": 0},
    {"question": "who do we have the refrigeration maintenance contract with, and how often do they come?", "chat": "c08", "fact": 0},
    {"question": "in january, had anyone decided whether to fix or scrap the old glycol chiller?", "chat": "c08", "fact": 1},
    {"question": "which outside lab were we mailing diastaticus samples to at the start of the year?", "chat": "c09", "fact": 0},
    {"question": "what caustic strength and temperature did we first standardize on for tank cleaning?", "chat": "c10", "fact": 0},
    {"question": "how many times are we allowed to reuse the house yeast before starting fresh?", "chat": "c11", "fact": 0},
    {"question": "above what amount does a purchase order need the ops lead to approve it?", "chat": "c12", "fact": 0},
    {"question": "who fabricated the two new 60 barrel fermenters and when were they first due to go in?", "chat": "c13", "fact": 0},
    {"question": "why did the distributor stop coming on tuesdays in february?", "chat": "c14", "fact": 0},
    {"question": "when did the bar stop running paper tabs?", "chat": "c15", "fact": 0},
    {"question": "what did we put on hold about letting customers order from their table?", "chat": "c15", "fact": 1},
    {"question": "is the oxygen spec for cans the same as for kegs?", "chat": "c16", "fact": 0},
    {"question": "which company recertified our forklift drivers and what was the cutoff date?", "chat": "c18", "fact": 0},
    {"question": "what hop took over from simcoe in the flagship IPA's dry hop in the spring?", "chat": "c19", "fact": 0},
    {"question": "why did the fermenter installation get pushed back in march?", "chat": "c20", "fact": 0},
    {"question": "what did we use to passivate the new tanks, citric or something else?", "chat": "c21", "fact": 0},
    {"question": "what temperature should the keg storage room be held at?", "chat": "c22", "fact": 0},
    {"question": "when did the half-barrel deposit go up to forty bucks?", "chat": "c23", "fact": 0},
    {"question": "which of the two new fermenters cleared commissioning on the first try?", "chat": "c24", "fact": 0},
    {"question": "what was keeping the second new fermenter out of use in late march?", "chat": "c24", "fact": 1},
    {"question": "who runs quiz night and what do we pay them?", "chat": "c25", "fact": 0},
    {"question": "how does the alarm on-call work since the new assistant brewer joined?", "chat": "c26", "fact": 0},
    {"question": "who should i ask about when a tank is getting dry hopped or transferred?", "chat": "c27", "fact": 0},
    {"question": "how often is the density meter checked against distilled water?", "chat": "c28", "fact": 0},
    {"question": "how often was the mobile canning crew coming out in the spring?", "chat": "c29", "fact": 0},
    {"question": "what price per pound did we lock for base malt, and with whom?", "chat": "c30", "fact": 0},
    {"question": "did we ever pick a supplier for caramel and other specialty malts?", "chat": "c30", "fact": 1},
    {"question": "what day did the state come to inspect the boiler?", "chat": "c31", "fact": 0},
    {"question": "when did the summer pilsner launch at the bar?", "chat": "c32", "fact": 0},
    {"question": "what happened to the batch that came back positive for diastaticus in may?", "chat": "c33", "fact": 0},
    {"question": "right after the may contamination, did we know where the wild yeast was hiding?", "chat": "c33", "fact": 1},
    {"question": "what caustic percentage are we running for CIP these days?", "chat": "c34", "fact": 0},
    {"question": "are our gaskets viton or something else?", "chat": "c34", "fact": 1},
    {"question": "what does the keg tracking service cost us per keg?", "chat": "c35", "fact": 0},
    {"question": "were we open on mondays over the summer, and what hours?", "chat": "c36", "fact": 0},
    {"question": "what did we end up doing with the old R-22 chiller?", "chat": "c37", "fact": 0},
    {"question": "how much product liability insurance do we carry and through which broker?", "chat": "c38", "fact": 0},
    {"question": "when did the tasting panel meet while the summer intern was running it?", "chat": "c39", "fact": 0},
    {"question": "what's the fermentation temperature plan for the summer pils?", "chat": "c40", "fact": 0},
    {"question": "what time did brewhouse shifts start during the heat wave?", "chat": "c41", "fact": 0},
    {"question": "which canning machine did we buy and who did it replace?", "chat": "c42", "fact": 0},
    {"question": "in july, had we agreed where the new canning equipment would be set up?", "chat": "c42", "fact": 1},
    {"question": "when did FV10 finally start taking beer?", "chat": "c43", "fact": 0},
    {"question": "which food truck do we get on fridays?", "chat": "c44", "fact": 0},
    {"question": "how much is the deposit on a sixth-barrel keg?", "chat": "c45", "fact": 0},
    {"question": "do we still send our diastaticus tests out to a lab?", "chat": "c46", "fact": 0},
    {"question": "who was signing off on big purchases while mara was at the lake?", "chat": "c47", "fact": 0},
    {"question": "which tank was the oktoberfest lager brewed in and was it canned?", "chat": "c48", "fact": 0},
    {"question": "where did the canning line physically end up?", "chat": "c49", "fact": 0},
    {"question": "why was the brewhouse controller update delayed and until when?", "chat": "c50", "fact": 0},
    {"question": "what was still unresolved in september about the control system vendor connecting in?", "chat": "c50", "fact": 1},
    {"question": "when and where did we hold this year's oktoberfest?", "chat": "c51", "fact": 0},
    {"question": "who supplied the ice for the fest?", "chat": "c51", "fact": 1},
    {"question": "who runs the tasting panel now, and on what day?", "chat": "c52", "fact": 0},
    {"question": "where is next year's oktoberfest going to be held?", "chat": "c53", "fact": 0},
    {"question": "how big a marzen batch should we plan for next fall?", "chat": "c53", "fact": 1},
    {"question": "how many times a week does the distributor pick up now?", "chat": "c54", "fact": 0},
    {"question": "what are the rules for the HMI vendor logging in remotely?", "chat": "c55", "fact": 0},
    {"question": "what's the total capital spending limit for next year?", "chat": "c56", "fact": 0},
    {"question": "did tomas get his new burner approved?", "chat": "c56", "fact": 1},
    {"question": "are we getting another bright tank next year?", "chat": "c56", "fact": 2},
    {"question": "what hop is in the flagship IPA's dry hop right now?", "chat": "c57", "fact": 0},
    {"question": "at what point does a batch get screened for diastaticus in house?", "chat": "c58", "fact": 0},
    {"question": "is the brewhouse running between christmas eve and the 27th this year?", "chat": "c59", "fact": 0},
    {"question": "who's covering alarms during the christmas shutdown?", "chat": "c59", "fact": 1},
    {"question": "what register system is the taproom moving to in the new year?", "chat": "c60", "fact": 0},
]


if __name__ == "__main__":
    n_turns = sum(len(c["turns"]) for c in CHATS)
    n_facts = sum(len(c["facts"]) for c in CHATS)
    print(f"chats={len(CHATS)} turns={n_turns} facts={n_facts} questions={len(QUESTIONS)}")
