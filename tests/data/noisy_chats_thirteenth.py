# Development data since 2026-12-02 (session 15): released after its last held-out measurement, below.
# Held-out noisy-chat set no. 13 (60 chats, 65 facts, 65 questions; a regional ferry operator), written on
# 2026-12-02 by a helper that never saw the code or the other sets. Its misses were not read. Measured by the lead
# only (python -m tests.noisy_chat_quality thirteenth): at a37129b (before session 14) coverage 0.83 / 0.83 / 0.80,
# noise lines 14/177 (0.08), core memory noise 0/1, recall 49/65 (0.75); at session 14's merged code (1d8b43c) the same;
# at its last code commit (46babb4: salience refit on the merged code, quoted attacks by the rules alone) the same
# but recall 50/65 (0.77).
"""Noisy team chats with an AI assistant, with labelled key facts (evaluation set).

Organisation (fictional): Sound & Isles Ferries, a small regional ferry operator
based at Kinlan pier, running three vessels on three routes:
  - MV Skerry Lass  (smallest, 24m)   Kinlan-Tobhar
  - MV Harbour Wren (22 years old)    Kinlan-Tobhar / Kinlan-Orsay
  - MV Gannet       (31m, car deck)   Kinlan-Orsay, Orsay-Eilean Beag

People (8):
  - Morag Lindqvist    operations manager
  - Callum Drever      harbour master liaison (Kinlan Harbour Trust, Orsay Harbour Trust)
  - Priya Nandakumar   fleet engineer
  - Tomasz Wrobel      ticketing lead
  - Eilidh Fraser      crew scheduler
  - Owen Achterberg    safety officer
  - Jess Okafor        marketing
  - Ravi Sundaram      IT

Systems and suppliers:
  - SailDesk: booking site and back office (fares, promo codes, refunds, exports)
  - GateLine: QR/NFC ticket gates at the piers (vendor GateTech)
  - HullBook: vessel maintenance logs, vibration and engine-hour records
  - RotaWave: crew rota (replaces a spreadsheet from March 2026)
  - MetSea: marine weather feed used on the ops dashboard and booking site
  - fuel: Northfuel Marine, later Clyde Bunkering
  - port agreements with Kinlan Harbour Trust and Orsay Harbour Trust
  - SMS cancellation alerts (Textlocal, later Twilio)

Each chat is a list of (role, text) turns plus labelled facts (decision, change,
open question) and the user turns whose request is answered later in the chat.
QUESTIONS holds one later-asked question per fact, worded differently.
"""

U = "user"; A = "assistant"

CHATS = [
    {
        "id": "c01",
        "day": "2025-12-01",
        "turns": [
            (U, "morning! first time using this thing in the team channel so bear with me 😅 its morag"),
            (A, "Good morning Morag! Happy to help. What are you working on today?"),
            (U, "winter timetable. options are 4 sailings a day on kinlan-orsay or keep 5 and drop the late one on tobhar. callum says harbour trust prefers fewer late arrivals. which is better"),
            (A, "Here's a quick comparison:\n\n| option | kinlan-orsay | tobhar 21:40 | crew hours/wk |\n|---|---|---|---|\n| A | 4/day | kept | 212 |\n| B | 5/day | dropped | 219 |\n\nOption A saves roughly 7 crew hours a week and keeps Tobhar evening travellers happy. Option B keeps the Orsay frequency but loses the 21:40 from Tobhar."),
            (U, "hmm B sounds worse for the tobhar ppl tbh, the hospital late shift uses that boat"),
            (A, "Agreed, the 21:40 carries the late-shift hospital staff. Want me to draft option A?"),
            (U, "yep go with A. 4 sailings a day on kinlan-orsay from jan 5, tobhar stays as is"),
            (A, "Noted, I will keep that in mind. Winter timetable: Kinlan–Orsay 4 sailings/day from 5 January, Tobhar unchanged. Let me know if you need anything else!"),
            (U, "ta. its blowing a gale out here, glad im not on the 7am lol"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6,
             "text": "Winter timetable from 5 January: Kinlan-Orsay reduced to 4 sailings a day; the Tobhar route stays unchanged.",
             "keywords": ["4 sailings", "jan 5"]},
        ],
        "answered": [2],
    },
    {
        "id": "c02",
        "day": "2025-12-05",
        "turns": [
            (U, "hi, ravi here. gates at kinlan pier threw this overnight, any idea?\n```\n2025-12-04T23:12:07Z gateline[2211]: ERR qr_decode: checksum mismatch (frame=0x3f)\n2025-12-04T23:12:07Z gateline[2211]: WARN fallback to nfc failed: timeout 1500ms\n2025-12-04T23:12:09Z gateline[2211]: ERR qr_decode: checksum mismatch (frame=0x41)\n```"),
            (A, "Great question! A checksum mismatch in qr_decode usually appears when the gate firmware expects the newer v2 QR payload but the booking site is still issuing v1 tickets. Which firmware version are the gates on?"),
            (U, "3.9.0, pushed tuesday. release notes here https://support.gatetech.example/gateline/3.9.0"),
            (A, "That lines up: 3.9.0 switched to v2 payloads by default. Options:\n1. roll back to 3.8.2\n2. set `qr.legacy_v1=true` in the gate config\n3. upgrade the SailDesk ticket generator to v2 (bigger job)"),
            (U, "legacy flag is undocumented and i dont trust it. brb coffee"),
            (U, "back. ok roll back to 3.8.2 on all gates until gatetech ship a fix, ill tell tomasz"),
            (A, "Sounds good. Rollback to 3.8.2 on every gate until GateTech releases a fix. I can draft a rollback checklist if that's useful."),
            (U, "nah fine, thanks 👍"),
        ],
        "facts": [
            {"kind": "decision", "turn": 5,
             "text": "All ticket gates are rolled back to GateLine firmware 3.8.2 until GateTech ships a fix for the QR checksum errors.",
             "keywords": ["3.8.2", "roll back"]},
        ],
        "answered": [0],
    },
    {
        "id": "c03",
        "day": "2025-12-11",
        "turns": [
            (U, "hiya priya here. need to book the harbour wren's drydock. ardmuir yard offered 12-23 feb or 9-20 march, thoughts?"),
            (A, "Hi Priya! February is quieter for bookings, so the impact on the fleet is lower. March runs into the Easter ramp-up from around the 28th. Any constraint on the yard side?"),
            (U, "march is cheaper by like 4k but i think feb is right"),
            (A, "If the saving matters, March is feasible but tight: any overrun pushes into Easter. I'd lean February."),
            (U, "ok feb it is. harbour wren drydock at ardmuir 12-23 feb, ill confirm with the yard"),
            (A, "Noted. Harbour Wren at Ardmuir 12–23 February. Who covers her Tobhar sailings during that window?"),
            (U, "gannet probably but shes longer and i dont know if she fits the tobhar berth at low water. need to ask callum"),
            (A, "Understood, I'll flag it as open: can the Gannet use the Tobhar berth at low water? Let me know once Callum replies."),
            (U, "will do. off to lunch, soup weather today 🍲"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Harbour Wren goes into drydock at Ardmuir yard from 12 to 23 February.",
             "keywords": ["ardmuir", "12-23 feb"]},
            {"kind": "open", "turn": 6,
             "text": "Unresolved: whether the Gannet can use the Tobhar berth at low water to cover the Wren's sailings; Callum still to be asked.",
             "keywords": ["gannet", "tobhar berth"]},
        ],
        "answered": [0],
    },
    {
        "id": "c04",
        "day": "2025-12-16",
        "turns": [
            (U, "tomasz. can you sanity check the fare table before i load it into saildesk"),
            (A, "Sure, paste it in."),
            (U, "```\nfare,old,new\nadult_return_foot,14.50,15.80\nchild_return_foot,7.20,7.20\ncar_return,62.00,64.00\n```\nonly adult foot is changing really, car was a typo"),
            (A, "Thanks. So car_return stays at 62.00? The table shows 64.00 in the new column."),
            (U, "yes car stays 62. adult foot return goes from 14.50 to 15.80 from 1 jan, morag signed it off"),
            (A, "Got it: the adult foot-passenger return rises from £14.50 to £15.80 on 1 January; child and car fares unchanged. Shall I draft the notice for the website?"),
            (U, "jess does that, but thx"),
            (A, "No problem. Let me know if you need anything else!"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Adult foot-passenger return fare rises from £14.50 to £15.80 from 1 January; child and car fares unchanged.",
             "keywords": ["14.50", "15.80"]},
        ],
        "answered": [0],
    },
    {
        "id": "c05",
        "day": "2025-12-22",
        "turns": [
            (U, "owen here, safety. merry almost christmas 🎄"),
            (A, "Merry almost Christmas, Owen! What can I help with?"),
            (U, "MCA auditor wants evidence of more regular muster drills. currently monthly. thinking fortnightly or weekly?"),
            (A, "Weekly drills give the strongest audit trail and keep new seasonal crew sharp. A 20-minute drill before the first sailing is common. Fortnightly halves the disruption. Which day has the lightest first sailing?"),
            (U, "mondays are dead quiet in winter"),
            (A, "Then a weekly Monday drill before the first departure could work, for example 08:30 on each vessel."),
            (U, "ok do it. weekly muster drill mondays 0830, every vessel, starting 5 jan. ill tell eilidh to put it in the rota"),
            (A, "Noted, I will keep that in mind. Weekly Monday 08:30 muster drills on all vessels from 5 January."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6,
             "text": "Muster drills become weekly, Mondays at 08:30 on every vessel, starting 5 January.",
             "keywords": ["muster drill", "0830"]},
        ],
        "answered": [2],
    },
    {
        "id": "c06",
        "day": "2026-01-06",
        "turns": [
            (U, "happy new year!! jess here. ppl keep complaining they only find out about cancellations on facebook"),
            (A, "Happy new year, Jess! Options for faster cancellation alerts:\n- SMS via a gateway like Textlocal or Twilio\n- push notifications (needs an app, which you don't have)\n- email blasts from SaildDesk\n\nSMS has the best reach for older islanders."),
            (U, "email is useless at 6am lol. how much is sms roughly"),
            (A, "Around 3–4p per message in the UK on Textlocal. With ~1,200 opted-in numbers and maybe 25 disruption days a year, that's roughly £1,000/yr."),
            (U, "twilio is what ravi knows tho"),
            (A, "Twilio works well too but costs a bit more per SMS in the UK right now and needs more setup. Textlocal has a simple UK sender ID process."),
            (U, "fine, textlocal it is. sms cancellation alerts, opt-in tickbox at booking. ill loop ravi in"),
            (A, "Great. SMS cancellation alerts via Textlocal with an opt-in tickbox at booking. Let me know if you'd like the opt-in wording drafted."),
            (U, "yes pls later, off to a meeting"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6,
             "text": "Cancellation alerts will go out by SMS through Textlocal, with an opt-in tickbox at booking.",
             "keywords": ["textlocal", "opt-in"]},
        ],
        "answered": [2],
    },
    {
        "id": "c07",
        "day": "2026-01-09",
        "turns": [
            (U, "hey its eilidh. brutal out there, the 7:10 got pulled again"),
            (A, "Sorry to hear that, Eilidh. Is there anything I can help with today?"),
            (U, "excel question. how do i count shifts over 10h in a column of durations like 10:45"),
            (A, 'If the durations are real time values, use:\n```\n=COUNTIF(D2:D200,">"&TIME(10,0,0))\n```\nIf they\'re text, convert them first with `=TIMEVALUE(D2)`.'),
            (U, "theyre text ugh. ok trying"),
            (U, "worked!! 14 shifts over 10h in december which is... a lot"),
            (A, "Glad it worked! 14 long shifts is worth keeping an eye on for fatigue limits. Let me know if you need anything else."),
            (U, "ya will chat to owen. thanks x"),
        ],
        "facts": [],
        "answered": [2],
    },
    {
        "id": "c08",
        "day": "2026-01-14",
        "turns": [
            (U, "callum. orsay harbour trust sent the renewal for the berth agreement. 1yr at 17,900 or 3yr at 18,400/yr fixed"),
            (A, "Hi Callum. Over three years, the 1-year option only wins if their annual increase is below about 2.8%. Their last three rises averaged 4.1%, so the 3-year fixed deal is likely cheaper overall."),
            (U, "and break clause?"),
            (A, "The draft you shared earlier has a 6-month break clause after year 1 on the 3-year deal, with 90 days notice."),
            (U, "hmm i didnt share it with you i dont think"),
            (A, "You're right, apologies — I don't have the draft. Could you paste the break clause section?"),
            (U, "nvm found it: 'either party may terminate after month 12 on 90 days written notice'. fine. we'll sign the 3 year at 18,400 a year, morag agreed on the phone"),
            (A, "Thanks. Decision: sign the 3-year Orsay berth agreement at £18,400/year fixed, with a break option after month 12 on 90 days' notice."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6,
             "text": "Sign the 3-year Orsay berth agreement at a fixed £18,400 per year (break option after month 12 on 90 days' notice).",
             "keywords": ["3 year", "18,400"]},
        ],
        "answered": [2],
    },
    {
        "id": "c09",
        "day": "2026-01-20",
        "turns": [
            (U, "ravi again. weather widget on the booking site is showing wind in knots but metsea feed sends m/s, its off by ~2x"),
            (A, "That's a unit mismatch: 1 m/s ≈ 1.94 knots. Here's a fix for the widget:\n```js\nconst knots = data.wind_speed_ms * 1.94384;\n```"),
            (U, "fixed ty. bigger question: are we even allowed to show metsea data publicly? licence says 'internal operational use'"),
            (A, "If the licence says internal operational use, public display on the booking site may need a commercial tier. I'd check with MetSea directly before relying on it."),
            (U, "yeah. dunno who signed the contract, maybe morag or the old ops guy"),
            (A, "Would you like me to draft an email to MetSea asking about public display rights?"),
            (U, "not yet, need to ask morag first who owns the contract. lets revisit next week"),
            (A, "Noted. Open question: does the MetSea licence allow showing the feed publicly on the booking site? Pending Morag."),
        ],
        "facts": [
            {"kind": "open", "turn": 2,
             "text": "Unresolved: whether the MetSea licence (internal operational use) allows showing the weather feed publicly on the booking site; Morag to be asked.",
             "keywords": ["metsea", "internal operational use"]},
        ],
        "answered": [0],
    },
    {
        "id": "c10",
        "day": "2026-01-26",
        "turns": [
            (U, "eilidh. we're finally ditching the rota spreadsheet. shortlist is rotawave, deputy, or planday"),
            (A, "Quick take:\n- RotaWave: built for maritime, tracks STCW certs and rest hours\n- Deputy: cheap, generic, no rest-hour rules\n- Planday: good app, rest-hour rules need manual setup\n\nFor MCA hours-of-rest compliance, RotaWave is the safest."),
            (U, "deputy is half the price though"),
            (A, "True, but you'd have to check rest hours by hand, which is what led to the 14 long shifts in December."),
            (U, "ugh fair. ok rotawave, go live 1 march. ill get ravi to do the sso"),
            (A, "Great: RotaWave goes live 1 March. Anything else to change while you're moving?"),
            (U, "yes actually, crew want more notice. we publish the rota 2 weeks ahead, bumping to 3 weeks from the switch"),
            (A, "Noted, I will keep that in mind. Rota publication notice goes from 2 weeks to 3 weeks ahead when RotaWave launches."),
            (U, "🙏 thanks"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The crew rota moves from the spreadsheet to RotaWave, going live on 1 March.",
             "keywords": ["rotawave", "1 march"]},
            {"kind": "change", "turn": 6,
             "text": "The rota will be published 3 weeks ahead instead of 2 weeks, from the RotaWave switch.",
             "keywords": ["2 weeks", "3 weeks"]},
        ],
        "answered": [0],
    },
    {
        "id": "c11",
        "day": "2026-02-02",
        "turns": [
            (U, "owen. spot check on skerry lass found 6 lifejackets with 2019 cartridges 😬"),
            (A, "That's worth acting on. Manufacturers usually recommend servicing cartridges and firing heads at least every 5 years. How many jackets across the fleet could be that age?"),
            (U, "maybe 40? havent counted. options are service them ourselves or send to seaguard, which one"),
            (A, "Seaguard would give you service certificates, which helps with audits. In-house is cheaper but you'd need a trained person and spare re-arming kits."),
            (U, "no one here is trained. ok send all pre-2020 jackets to seaguard for service, priya to count them this week"),
            (A, "Got it. All pre-2020 lifejackets go to Seaguard for servicing; Priya counts them this week."),
            (U, "cheers. also it's sunny for once!! ☀️"),
            (A, "Enjoy it while it lasts! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "All lifejackets with pre-2020 cartridges are sent to Seaguard for servicing; Priya counts them this week.",
             "keywords": ["seaguard", "pre-2020"]},
        ],
        "answered": [2],
    },
    {
        "id": "c12",
        "day": "2026-02-06",
        "turns": [
            (U, "hey. tomasz. school groups want a discount. thinking 10% for groups of 10+, or 15% for 20+"),
            (A, "Hi Tomasz! Both are common. One flat tier is simpler to configure in SailDesk; two tiers need a custom rule. Do you want one tier or both?"),
            (U, "one tier. simpler for the gate staff too"),
            (A, "Then 10% for 10+ catches most school and club groups. 15% for 20+ would rarely trigger given your average group size of 14."),
            (U, "where'd you get 14 from"),
            (A, "From the group booking export you pasted last week: 37 group bookings, 518 passengers, so about 14 per group."),
            (U, "oh right yeah. ok agreed, 10% off for groups of 10 or more, one tier only"),
            (A, "Agreed: single-tier group discount of 10% for 10+ passengers. Let me know if you want the SailDesk rule drafted."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6,
             "text": "Group discount: a single tier of 10% off for groups of 10 or more passengers.",
             "keywords": ["10%", "10 or more"]},
        ],
        "answered": [4],
    },
    {
        "id": "c13",
        "day": "2026-02-11",
        "turns": [
            (U, "morag here. northfuel put marine gas oil up again, 8p/litre since october"),
            (A, "That's a big jump. Have you had other quotes?"),
            (U, "clyde bunkering quoted 6p under northfuel and they deliver to orsay too. contract is monthly rolling"),
            (A, "At your ~38,000 litres/month, 6p less is about £2,280/month, roughly £27k a year. Monthly rolling also lowers the risk. Any concerns on reliability?"),
            (U, "priya used them at her last job, says theyre fine"),
            (U, "ok decided. we're switching fuel from northfuel to clyde bunkering from 1 march"),
            (A, "Noted: fuel supplier changes from Northfuel Marine to Clyde Bunkering from 1 March. Should I draft the termination notice for Northfuel?"),
            (U, "yes pls, 30 days notice"),
            (A, "Here's a draft:\n\n> Dear Northfuel Marine,\n> Sound & Isles Ferries gives 30 days' notice to end our supply agreement, effective 1 March 2026. Thank you for your service.\n\nLet me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 5,
             "text": "Fuel supplier switches from Northfuel Marine to Clyde Bunkering from 1 March.",
             "keywords": ["northfuel", "clyde bunkering"]},
        ],
        "answered": [7],
    },
    {
        "id": "c14",
        "day": "2026-02-17",
        "turns": [
            (U, "jess! need photos for the summer brochure. our current ones have the old livery lol. ideas?"),
            (A, "Ha! Options: hire a local photographer, use stock, or ask passengers for photos via a competition. A local photographer would look most authentic."),
            (U, "anya baird on orsay does weddings and did the distillery stuff. quote 950 for a day"),
            (A, "That's reasonable for a full day. Make sure the quote includes a commercial licence for print and web."),
            (U, "checked, it does. booking anya for 18 april, skerry lass + gannet, golden hour on the orsay run"),
            (A, "Great, noted: Anya Baird, 18 April, Skerry Lass and Gannet, golden hour on the Orsay crossing."),
            (U, "brb callum at the door"),
            (U, "back. he says nothing important lol"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Photographer Anya Baird is booked for the summer brochure shoot on 18 April (Skerry Lass and Gannet, golden hour on the Orsay run).",
             "keywords": ["anya", "18 april"]},
        ],
        "answered": [0],
    },
    {
        "id": "c15",
        "day": "2026-02-23",
        "turns": [
            (U, "ravi. after the phishing thing last week i want 2fa on saildesk admin accounts"),
            (A, "Good call. SailDesk supports TOTP apps and SMS codes; TOTP is more secure. Should it be mandatory for all admin accounts?"),
            (U, "all 8 of us yes. totp only, no sms"),
            (A, "Noted. Mandatory TOTP 2FA for every SailDesk admin account, SMS codes disabled."),
            (U, "also we need a password manager, ppl are using a shared google doc 💀 what do you recommend"),
            (A, "Yikes. Options:\n\n| tool | price/user/mo | notes |\n|---|---|---|\n| Bitwarden Teams | $4 | open source, good sharing |\n| 1Password Teams | $7.99 | nicer UX |\n| KeePassXC | free | no sync, not really for teams |"),
            (U, "bitwarden. 1password is nice but bitwarden is fine for 8 ppl"),
            (A, "Bitwarden Teams it is. I can write a short migration guide for moving entries out of the Google Doc."),
            (U, "please, and then we delete that doc forever"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "Two-factor authentication is mandatory for all SailDesk admin accounts, authenticator app (TOTP) only, no SMS codes.",
             "keywords": ["totp", "no sms"]},
            {"kind": "decision", "turn": 6,
             "text": "The team adopts Bitwarden as its password manager instead of the shared Google Doc.",
             "keywords": ["bitwarden", "8 ppl"]},
        ],
        "answered": [4],
    },
    {
        "id": "c16",
        "day": "2026-03-02",
        "turns": [
            (U, "tomasz. gate staff asking if e-bikes count as bikes or need a separate fare"),
            (A, "Some operators charge e-bikes the same as pedal bikes; others add a surcharge because of weight and battery fire risk. Do you have a safety position from Owen on batteries on deck?"),
            (U, "no idea. owen's off til thursday"),
            (A, "Then it may be best to wait for his view before setting a fare."),
            (U, "yeah. not sure yet whether e-bikes get their own fare, parking it till owen is back"),
            (A, "Noted, I'll treat it as open: e-bike fare category pending Owen's view on battery safety."),
            (U, "cheers. lunch time, chippy run anyone lol"),
            (A, "Enjoy your lunch! 🍟"),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "Unresolved: whether e-bikes get their own fare category; waiting for Owen's view on battery safety.",
             "keywords": ["e-bikes", "own fare"]},
        ],
        "answered": [],
    },
    {
        "id": "c17",
        "day": "2026-03-05",
        "turns": [
            (U, "eilidh. rotawave is live!! few teething issues"),
            (A, "Congrats on the go-live! What issues are you seeing?"),
            (U, "sso login loops for some ppl, ravi says clear cookies. anyway main thing: summer staffing. we're short 2 deckhands for the 3-vessel timetable, how many relief should i get"),
            (A, "For a 3-vessel summer timetable with rest-hour rules, you'd typically want 2–3 relief deckhands. Seasonal contracts from May to September are common."),
            (U, "budget only covers 2"),
            (A, "Then two seasonal relief deckhands, 1 May to 30 September, would cover the gap as long as no one takes long leave in July."),
            (U, "thats the plan then. recruiting 2 seasonal deckhands, 1 may - 30 sep. ad goes out monday"),
            (A, "Noted, I will keep that in mind. Let me know if you want help writing the job ad."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6,
             "text": "Recruit 2 seasonal relief deckhands for 1 May to 30 September; the job ad goes out Monday.",
             "keywords": ["2 seasonal deckhands", "30 sep"]},
        ],
        "answered": [2],
    },
    {
        "id": "c18",
        "day": "2026-03-11",
        "turns": [
            (U, "callum. bad news. kinlan harbour trust want the tobhar evening arrival out of the berth by 22:00 for the dredging works. what do we do"),
            (A, "Hi Callum. The 21:40 from Tobhar currently arrives around 22:25, so that wouldn't fit. How long are the dredging works?"),
            (U, "april to june they reckon"),
            (A, "Options: move the departure earlier to 21:15 (arrives ~22:00), or cancel the late sailing during the works. 21:15 keeps the hospital shift workers able to travel, though it's tight."),
            (U, "hospital shift ends 21:00 so 21:15 is doable if the bus runs on time"),
            (A, "Sounds workable. Want me to note it as a change?"),
            (U, "yes. tobhar last sailing moves from 21:40 to 21:15, 1 april to end of june"),
            (A, "Noted: Tobhar last departure changes from 21:40 to 21:15 from 1 April until the end of June, because of the Kinlan dredging."),
        ],
        "facts": [
            {"kind": "change", "turn": 6,
             "text": "The last Tobhar sailing moves from 21:40 to 21:15 from 1 April to the end of June (Kinlan dredging works).",
             "keywords": ["21:40", "21:15"]},
        ],
        "answered": [0],
    },
    {
        "id": "c19",
        "day": "2026-03-17",
        "turns": [
            (U, "hey st patricks day 🍀 anyway saildesk export blew up:\n```\nTraceback (most recent call last):\n  File \"export.py\", line 88, in <module>\n    rows = build_rows(bookings)\n  File \"export.py\", line 41, in build_rows\n    total += b['fare']\nTypeError: unsupported operand type(s) for +=: 'float' and 'NoneType'\n```"),
            (A, "Some bookings have no fare, probably comps or staff travel. You could treat None as 0:\n```python\ntotal += b['fare'] or 0\n```"),
            (U, "ya its the staff passes. ok that worked"),
            (A, "Great! Let me know if you need anything else."),
            (U, "also how do i make the csv open in excel without the £ going weird"),
            (A, "Write it as UTF-8 with a BOM: `open(path, 'w', encoding='utf-8-sig', newline='')`. Excel then detects the encoding."),
            (U, "legend. thanks"),
        ],
        "facts": [],
        "answered": [0, 4],
    },
    {
        "id": "c20",
        "day": "2026-03-23",
        "turns": [
            (U, "priya. hullbook shows skerry lass stbd gearbox coupling vibration creeping up\n```\n2026-03-20 STBD_CPL vib_rms=4.1 mm/s\n2026-03-21 STBD_CPL vib_rms=4.4 mm/s\n2026-03-22 STBD_CPL vib_rms=4.9 mm/s\n```"),
            (A, "Hi Priya. That's a steady climb; a typical alarm threshold for that class of machine is around 7.1 mm/s. At this rate you'd reach it in roughly 5–6 days. Is a spare coupling in stock?"),
            (U, "no, lead time is 3 weeks from the manufacturer 😩"),
            (A, "Options: order one now as a shelf spare (~£3,200), or monitor and only order if it passes 6 mm/s. Given the lead time, ordering now seems safer."),
            (U, "morag will moan about the money but yeah. ordering a spare coupling now, and daily vib checks til it arrives"),
            (A, "Noted. Spare starboard coupling ordered now, with daily vibration checks on the Skerry Lass until it arrives."),
            (U, "thx. off to the engine room, no signal down there so ttyl"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Order a spare starboard gearbox coupling for the Skerry Lass now and check vibration daily until it arrives.",
             "keywords": ["spare coupling", "daily vib checks"]},
        ],
        "answered": [0],
    },
    {
        "id": "c21",
        "day": "2026-03-30",
        "turns": [
            (U, "hey its jess, easter promo ideas? budget is basically zero lol"),
            (A, "Ideas that cost little:\n1. kids travel free with a paying adult on the Orsay route\n2. 2-for-1 on midweek day returns\n3. Instagram photo competition with a free family return as the prize"),
            (U, "tomasz says 2-for-1 is a nightmare to set up at the gates"),
            (A, "Kids-go-free is simpler: SailDesk can zero the child fare with a promo code for a date range."),
            (U, "ok lets go with kids go free on orsay, 3-19 april, code EGGSAIL"),
            (A, "Lovely. Kids go free with a paying adult on the Orsay route, 3–19 April, promo code EGGSAIL. Want the social posts drafted?"),
            (U, "yesss"),
            (A, "Here's one:\n\n🐣 Easter on the water! Kids sail FREE to Orsay with a paying adult, 3–19 April. Use code EGGSAIL at https://sound-isles-ferries.example/book"),
            (U, "perfect ty 💛"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Easter promotion: kids travel free with a paying adult on the Orsay route, 3-19 April, promo code EGGSAIL.",
             "keywords": ["EGGSAIL", "kids go free"]},
        ],
        "answered": [0, 6],
    },
    {
        "id": "c22",
        "day": "2026-04-03",
        "turns": [
            (U, "ravi. the old saildesk box in the office cupboard died again. fan noise then nothing"),
            (A, "Sorry to hear that. Is the booking site down now?"),
            (U, "back up after a reboot but im done with it. moving saildesk off the cupboard server to a hetzner vps, ~€30/mo"),
            (A, "Sensible. A hosted VPS removes the single point of failure in the cupboard. What about backups?"),
            (U, "suggest something"),
            (A, "A common setup: nightly database dumps at 02:00, encrypted, pushed to a separate object storage bucket, kept 30 days, plus a weekly restore test."),
            (U, "30 days fine. weekly restore test is optimistic lol but ok. nightly 2am backups, 30 day retention"),
            (A, "Noted: SailDesk moves from the office server to a Hetzner VPS; nightly 02:00 encrypted backups with 30-day retention and a weekly restore test."),
            (U, "ta"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "SailDesk hosting moves from the office cupboard server to a Hetzner VPS.",
             "keywords": ["cupboard server", "hetzner"]},
            {"kind": "decision", "turn": 6,
             "text": "SailDesk database is backed up nightly at 02:00 and backups are kept for 30 days.",
             "keywords": ["2am", "30 day"]},
        ],
        "answered": [4],
    },
    {
        "id": "c23",
        "day": "2026-04-09",
        "turns": [
            (U, "owen. near misses are getting reported on scraps of paper or not at all. how do we fix that"),
            (A, "A simple digital form would help. Options: Google Forms, Microsoft Forms, or the incidents module in HullBook if you have it."),
            (U, "hullbook does incidents but crew hate logging in to it"),
            (A, "Then a Google Form with a QR code in each wheelhouse and crew mess might get more reports. Results land in a sheet you can review weekly."),
            (U, "good. google form + qr in wheelhouse and mess. i'll review them every friday"),
            (A, "Noted, I will keep that in mind. Near-miss reporting via Google Form with QR codes on board, reviewed by you every Friday."),
            (U, "also hows the weather looking for saturday, family bbq 🙃"),
            (A, "I don't have live weather access here, but the MetSea feed on your ops dashboard should have the weekend outlook."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Near misses are reported through a Google Form via QR codes in the wheelhouses and mess; Owen reviews them every Friday.",
             "keywords": ["google form", "friday"]},
        ],
        "answered": [0],
    },
    {
        "id": "c24",
        "day": "2026-04-14",
        "turns": [
            (U, "callum. orsay pier extension was meant to finish 1 may"),
            (A, "Hi Callum. Is it on track?"),
            (U, "contractor says maybe mid may, trust says 'end of may at the latest', nobody will commit"),
            (A, "That matters for the Gannet's summer berth at Orsay. Do you want to plan a fallback using the old berth?"),
            (U, "we can but old berth means no cars at low water. honestly no idea when the pier extension will be ready. chasing the trust again next week"),
            (A, "Understood. Open item: completion date for the Orsay pier extension still unconfirmed; you'll chase the Harbour Trust next week."),
            (U, "yep. thanks"),
            (A, "Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "Unresolved: nobody knows when the Orsay pier extension will be finished; Callum chases the Harbour Trust next week.",
             "keywords": ["pier extension", "next week"]},
        ],
        "answered": [],
    },
    {
        "id": "c25",
        "day": "2026-04-20",
        "turns": [
            (U, "tomasz. complaints about the £5 admin fee on weather refunds are piling up"),
            (A, "Understandable — passengers see weather cancellations as outside their control. Options: waive the fee for weather only, waive it for all operator cancellations, or offer free rebooking instead of refunds."),
            (U, "what do calmac and the others do"),
            (A, "I can't check current policies live, but larger UK operators generally give full refunds without fees when the operator cancels. Worth confirming on their websites."),
            (U, "fair. morag says just drop it. weather cancellations = full refund, no fee, automatic"),
            (A, "Noted: weather/operator cancellations get an automatic full refund with no admin fee."),
            (U, "can saildesk do automatic?"),
            (A, "Yes, SailDesk's 'cancel sailing' action can trigger refunds to all bookings on that sailing. You'd set the admin fee to 0 for reason code WEATHER."),
            (U, "nice ok"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Weather cancellations get an automatic full refund with no £5 admin fee.",
             "keywords": ["full refund", "no fee"]},
        ],
        "answered": [2, 6],
    },
    {
        "id": "c26",
        "day": "2026-04-27",
        "turns": [
            (U, "eilidh. shift swaps happening on whatsapp and the rota is wrong half the time"),
            (A, "That's common. RotaWave has a swap request feature where both crew members and the scheduler approve. Making it the only accepted route keeps the rota accurate."),
            (U, "some of the older skippers wont use the app"),
            (A, "You could allow a phone call to you as a fallback, and you enter the swap in RotaWave yourself."),
            (U, "ok. from now on swaps only count if theyre in rotawave, phone me if you cant use the app"),
            (A, "Noted: from now on, shift swaps are only valid once recorded in RotaWave; phone Eilidh as the fallback."),
            (U, "👍 grand"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Shift swaps only count once recorded in RotaWave (not WhatsApp); crew who can't use the app phone Eilidh.",
             "keywords": ["swaps", "rotawave"]},
        ],
        "answered": [],
    },
    {
        "id": "c27",
        "day": "2026-05-01",
        "turns": [
            (U, "priya. happy may day! oil analysis came back for the gannet mains"),
            (A, "Happy May Day! What do the results show?"),
            (U, '```json\n{"vessel": "Gannet", "engine": "port_main", "hours_since_change": 248, "tbn": 9.1, "viscosity_cst": 13.8, "iron_ppm": 6, "verdict": "normal"}\n```\nbasically perfect at 250h'),
            (A, "Those are healthy numbers. With TBN still at 9.1 and low iron, you could likely extend the interval; the engine manual allows up to 500 hours when oil analysis is in place."),
            (U, "nice. changing the oil change interval from 250h to 500h on all mains, with sampling every 250h"),
            (A, "Noted: oil change interval extended from 250 to 500 hours on all main engines, with oil sampling every 250 hours."),
            (U, "saves us a fortune in oil lol"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Main engine oil change interval extended from 250 to 500 running hours, with oil sampling every 250 hours.",
             "keywords": ["250h", "500h"]},
        ],
        "answered": [],
    },
    {
        "id": "c28",
        "day": "2026-05-07",
        "turns": [
            (U, "morag. summer timetable time. last year 6 a day on orsay and we were turning ppl away in july"),
            (A, "Hi Morag. With the Harbour Wren back from drydock, you could run 7 a day on Kinlan–Orsay. Crew hours would rise by roughly 18/week, covered by the two seasonal deckhands."),
            (U, "or 8?"),
            (A, "8 would need a third crew on the Gannet and break rest-hour limits on Saturdays. Not recommended without more staff."),
            (U, "ok 7 then. final call: 7 sailings a day kinlan-orsay from 23 may"),
            (A, "Got it. Anything for Eilean Beag?"),
            (U, "the campsite wants a friday evening boat. add a 19:30 friday sailing orsay to eilean beag, june to august"),
            (A, "Noted: extra Friday 19:30 Orsay–Eilean Beag sailing, June to August."),
            (U, "ace. right, lunch. its actually warm!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Summer timetable: 7 sailings a day on Kinlan-Orsay from 23 May (8 rejected because of rest-hour limits).",
             "keywords": ["7 sailings", "23 may"]},
            {"kind": "decision", "turn": 6,
             "text": "An extra Friday 19:30 sailing from Orsay to Eilean Beag runs June to August for the campsite.",
             "keywords": ["19:30", "friday"]},
        ],
        "answered": [2],
    },
    {
        "id": "c29",
        "day": "2026-05-13",
        "turns": [
            (U, "jess. our x account gets like 3 likes a post lol. should i bother"),
            (A, "If engagement is that low and your passengers are mainly on Facebook and Instagram, dropping X frees up time. You could keep the handle for service alerts only."),
            (U, "sms does alerts now anyway"),
            (A, "True, the SMS alerts cover urgent updates, so X adds little."),
            (U, "yep. we're stopping posting on x, instagram and facebook only. keep the handle parked so nobody nicks it"),
            (A, "Noted: no more posting on X; focus on Instagram and Facebook; handle kept parked."),
            (U, "thanks! ☕"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Stop posting on X; social media effort goes to Instagram and Facebook only, with the X handle kept parked.",
             "keywords": ["stopping posting on x", "instagram"]},
        ],
        "answered": [0],
    },
    {
        "id": "c30",
        "day": "2026-05-19",
        "turns": [
            (U, "ravi. orsay gates went offline for 40 min yesterday, bt line down. how do we stop that"),
            (A, "That's painful during the morning rush. Options: a 4G failover router, the gates' offline mode, or both."),
            (U, "gates have offline mode but it only validates cached tickets from the last sync"),
            (A, "Then a 4G failover router (~£250) plus a sync every 5 minutes would cover most outages."),
            (U, "ok buying a 4g failover router for orsay, teltonika rut241 probably. and sync every 5 min"),
            (A, "Noted: 4G failover router for the Orsay gates (likely a Teltonika RUT241), with a 5-minute ticket sync."),
            (U, "ty. raining sideways here now 🌧️"),
            (A, "Stay dry! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Buy a 4G failover router (Teltonika RUT241) for the Orsay gates and sync tickets every 5 minutes.",
             "keywords": ["4g failover", "rut241"]},
        ],
        "answered": [0],
    },
    {
        "id": "c31",
        "day": "2026-05-26",
        "turns": [
            (U, "owen. monday drills are a pain now, mondays are rammed in summer. move them?"),
            (A, "Which day is quietest on the first sailing in summer?"),
            (U, "tuesday, by a mile"),
            (A, "Then moving the weekly muster drill to Tuesday at 08:30 keeps the same slot and cadence."),
            (U, "yep. muster drills move from monday to tuesday 0830 from june 1, eilidh to update rotawave"),
            (A, "Noted: weekly muster drills move from Monday to Tuesday 08:30 from 1 June."),
            (U, "cheers"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Weekly muster drills move from Monday to Tuesday at 08:30 from 1 June.",
             "keywords": ["monday to tuesday", "muster drills"]},
        ],
        "answered": [0],
    },
    {
        "id": "c32",
        "day": "2026-06-01",
        "turns": [
            (U, "tomasz. islanders want a season pass. currently they buy 10-journey carnets"),
            (A, "A yearly foot-passenger pass could work. What does a typical islander spend on carnets per year?"),
            (U, "about 380 for regulars"),
            (A, "A price around £320 would still be a saving for regulars while capturing people who buy fewer carnets. You could restrict it to residents with a proof-of-address check."),
            (U, "300 or 320?"),
            (A, "£320 keeps revenue roughly neutral based on your carnet sales; £300 would cost you about £4k a year."),
            (U, "320 it is. islander annual pass, foot only, proof of address needed"),
            (A, "Noted: islander annual foot-passenger pass at £320, proof of address required."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6,
             "text": "New islander annual pass for foot passengers at £320, proof of address required (£300 rejected).",
             "keywords": ["320", "islander annual pass"]},
        ],
        "answered": [4],
    },
    {
        "id": "c33",
        "day": "2026-06-05",
        "turns": [
            (U, "jess. happy friday!! need 3 caption ideas for a sunset pic from the gannet"),
            (A, "Happy Friday! Here you go:\n1. Golden hour, island bound 🌅\n2. Commute goals: Orsay edition\n3. Not a bad way to end the week"),
            (U, "lol 2 is good. can you make it less cheesy"),
            (A, "How about: \"Friday commute, Orsay style\""),
            (U, "ok ill think about it. anya's photos are in btw, theyre gorgeous"),
            (A, "Great to hear! Let me know if you need anything else."),
        ],
        "facts": [],
        "answered": [0, 2],
    },
    {
        "id": "c34",
        "day": "2026-06-10",
        "turns": [
            (U, "callum. kinlan trust invoices are a mess, we pay monthly by bank transfer and always miss one"),
            (A, "Could you switch to quarterly direct debit? Fewer transactions and no missed payments."),
            (U, "they offer quarterly dd with 2% discount actually"),
            (A, "Then that's an easy win: fewer invoices and a 2% saving."),
            (U, "sorted. kinlan harbour dues go on quarterly direct debit from july, 2% discount"),
            (A, "Noted: Kinlan Harbour Trust dues on quarterly direct debit from July with a 2% discount."),
            (U, "cheers. roasting in the office today, aircon broken"),
            (A, "Hope it gets fixed soon!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Kinlan harbour dues are paid by quarterly direct debit from July, with a 2% discount.",
             "keywords": ["quarterly direct debit", "2%"]},
        ],
        "answered": [],
    },
    {
        "id": "c35",
        "day": "2026-06-16",
        "turns": [
            (U, "priya. harbour wren radar is dying, magnetron at end of life"),
            (A, "Options: replace the magnetron (~£1,100) or upgrade to a solid-state radar (~£6–8k) with no magnetron to wear out."),
            (U, "wren is 22 years old. solid state is overkill?"),
            (A, "Not necessarily; solid-state units need less maintenance and can move to another vessel later. But if the Wren is due for replacement within 3 years, a magnetron is the cheaper bridge."),
            (U, "she's got at least 8 years left. furuno solid state it is, fit it in the september maintenance window"),
            (A, "Noted: Harbour Wren gets a Furuno solid-state radar, fitted in the September maintenance window."),
            (U, "need to tell morag about the 7k 😬 can you write something"),
            (A, "Sure. Want it short?"),
            (U, "please"),
            (A, "Draft:\n\nMorag, the Wren's radar magnetron is at end of life. A solid-state Furuno (~£7k) avoids repeat magnetron replacements over her remaining 8+ years and reduces maintenance. Fitting it in the September window avoids extra downtime."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Harbour Wren gets a Furuno solid-state radar instead of a new magnetron, fitted in the September maintenance window.",
             "keywords": ["furuno", "september"]},
        ],
        "answered": [2, 6],
    },
    {
        "id": "c36",
        "day": "2026-06-22",
        "turns": [
            (U, "ravi. textlocal emailed, they're raising prices 60% from august"),
            (A, "That's steep. Twilio's UK pricing is around 4p per SMS now, likely cheaper than the new Textlocal rate. Migration would mean updating the SailDesk webhook."),
            (U, "webhook is like 20 lines, easy. ok replaced textlocal with twilio, ill do it this week"),
            (A, "Noted: SMS alerts move from Textlocal to Twilio."),
            (U, "also who should be allowed to send alerts? right now anyone with saildesk admin can and jess sent one by accident 🙈"),
            (A, "It's common to limit alerts to the ops duty officer role, with Morag as backup."),
            (U, "yes. only the duty officer sends cancellation sms, morag as backup"),
            (A, "Noted, I will keep that in mind. Only the duty officer (backup: Morag) can send cancellation SMS."),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "SMS alert provider changes from Textlocal to Twilio after Textlocal's 60% price rise.",
             "keywords": ["textlocal", "twilio"]},
            {"kind": "decision", "turn": 6,
             "text": "Only the ops duty officer may send cancellation SMS alerts, with Morag as backup.",
             "keywords": ["duty officer", "backup"]},
        ],
        "answered": [4],
    },
    {
        "id": "c37",
        "day": "2026-06-29",
        "turns": [
            (U, "morag. council tender for the eilean beag lifeline service is out. deadline 14 aug"),
            (A, "Hi Morag. Do you want a summary of the requirements? If you paste the spec I can go through it."),
            (U, "its 60 pages lol. key bit: min 2 sailings a day year round, vessel under 25m, 5 yr contract"),
            (A, "The Gannet is 31m, so you'd need the Wren or the Skerry Lass on that route year round, which cuts winter Orsay capacity."),
            (U, "yeah thats the problem. dunno if we bid for the eilean beag tender at all tbh. need to talk to the board"),
            (A, "Understood. Open: whether to bid for the Eilean Beag lifeline tender (deadline 14 Aug), pending the board."),
            (U, "thx. brb"),
            (U, "back, sorry. board meets 20 july so we'll know then maybe"),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "Unresolved: whether to bid for the Eilean Beag lifeline service tender (deadline 14 August); depends on the board.",
             "keywords": ["bid", "eilean beag tender"]},
        ],
        "answered": [],
    },
    {
        "id": "c38",
        "day": "2026-07-03",
        "turns": [
            (U, "jess. orsay distillery wants a combo ticket, return ferry + tour"),
            (A, "Nice! What price are they thinking?"),
            (U, "they said 48, i think 45 sells better"),
            (A, "£45 sits under a psychological threshold. The adult foot return is £15.80, so the distillery would get £29.20 per ticket unless you agree another split."),
            (U, "they're ok with 29. ok final: orsay distillery combo £45, we keep 16"),
            (A, "Noted: ferry + distillery tour combo at £45; Sound & Isles keeps £16, the distillery £29."),
            (U, "🥃 yay"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Ferry plus Orsay distillery tour combo ticket at £45; the ferry company keeps £16 and the distillery £29.",
             "keywords": ["combo", "£45"]},
        ],
        "answered": [],
    },
    {
        "id": "c39",
        "day": "2026-07-09",
        "turns": [
            (U, "eilidh. owen wants a hard cap on duty hours in rotawave. mca says 14h max in 24 but he wants lower"),
            (A, "A stricter internal limit is good practice; common internal caps are 12 or 13 hours. RotaWave can block assignments over the cap."),
            (U, "12 breaks the summer saturday pattern on the gannet"),
            (A, "The Saturday pattern is 12.5h. Options: cap at 13h, or cap at 12h and split the Saturday Gannet shift between two crews."),
            (U, "owen wont budge. 12h cap, split the saturday gannet shift"),
            (A, "Noted: 12-hour daily duty cap enforced in RotaWave; Saturday Gannet shift split between two crews."),
            (U, "ugh more work for me lol. thanks"),
            (A, "Let me know if you want help redrafting the Saturday pattern!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Daily duty is capped at 12 hours in RotaWave; the Saturday Gannet shift is split between two crews.",
             "keywords": ["12h cap", "split"]},
        ],
        "answered": [],
    },
    {
        "id": "c40",
        "day": "2026-07-15",
        "turns": [
            (U, "tomasz. car booking closes 2 hours before departure and ppl are furious when the boat sails half empty"),
            (A, "You could shorten the cut-off. How long does the loading team need to plan the car deck?"),
            (U, "deck crew say 45 min is plenty"),
            (A, "Then reducing it to 45 minutes should work, with gate staff allowed to add walk-up cars if space remains."),
            (U, "ok. car booking cut-off down from 2 hours to 45 min from monday"),
            (A, "Noted: car booking cut-off changes from 2 hours to 45 minutes before departure, starting Monday."),
            (U, "ta"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Online car booking cut-off shortened from 2 hours to 45 minutes before departure, from Monday.",
             "keywords": ["2 hours", "45 min"]},
        ],
        "answered": [],
    },
    {
        "id": "c41",
        "day": "2026-07-21",
        "turns": [
            (U, "callum. orsay pier extension finally done 🎉"),
            (A, "Brilliant news! How will you allocate the berths?"),
            (U, "trust says we can use berth 2 (new) or keep berth 1. gannet needs the deeper water"),
            (A, "Putting the Gannet on berth 2 gives her car loading at all tides; the Skerry Lass and Wren can stay on berth 1."),
            (U, "yep gannet on berth 2 from 1 aug, the other two stay on berth 1"),
            (A, "Noted. Anything else from the trust?"),
            (U, "they want someone at the harbour users meeting, first thursday each month. ill go"),
            (A, "Noted: you'll attend the monthly Orsay harbour users meeting on the first Thursday of each month."),
            (U, "thanks, pint to celebrate later 🍺"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The Gannet uses the new Orsay berth 2 from 1 August; the Skerry Lass and Harbour Wren stay on berth 1.",
             "keywords": ["berth 2", "1 aug"]},
            {"kind": "decision", "turn": 6,
             "text": "Callum attends the Orsay harbour users meeting on the first Thursday of each month.",
             "keywords": ["first thursday", "ill go"]},
        ],
        "answered": [],
    },
    {
        "id": "c42",
        "day": "2026-07-28",
        "turns": [
            (U, "owen. we only have an AED on the gannet. should every boat have one"),
            (A, "Great question! It isn't mandatory for your vessel class, but with crossings up to 50 minutes and remote piers, an AED on each vessel is strongly recommended."),
            (U, "cost?"),
            (A, "Around £1,000–£1,400 per unit, plus replacement pads and batteries every 2–4 years."),
            (U, "ok agreed, buying 2 more AEDs for skerry lass and harbour wren, same model as the gannet"),
            (A, "Noted: two more AEDs, same model as the Gannet's, for the Skerry Lass and Harbour Wren."),
            (U, "ty"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Buy 2 more defibrillators (AEDs), same model as the Gannet's, for the Skerry Lass and Harbour Wren.",
             "keywords": ["2 more AEDs", "same model"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c43",
        "day": "2026-08-03",
        "turns": [
            (U, "ravi. gatetech STILL havent shipped the qr fix, we're on 3.8.2 since december. their status page just says 'investigating' https://status.gatetech.example/incidents/412"),
            (A, "That's a long wait. Alternatively you could upgrade SailDesk to issue v2 QR payloads, which 3.9.x supports natively."),
            (U, "saildesk v2 tickets need a plugin, 1.2k licence. or we wait"),
            (A, "There's also a risk that 3.8.2 stops getting security patches. Do you know GateTech's support timeline?"),
            (U, "no clue. not sure yet whether we pay for the v2 plugin or keep waiting, asking tomasz what the budget looks like"),
            (A, "Noted, open: pay £1.2k for the SailDesk v2 QR plugin or keep waiting for GateTech; waiting on Tomasz about budget."),
            (U, "yep. going home, been a long one"),
            (A, "Get some rest!"),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "Unresolved: whether to buy the £1.2k SailDesk v2 QR plugin or keep waiting for GateTech's fix; Tomasz to check budget.",
             "keywords": ["v2 plugin", "keep waiting"]},
        ],
        "answered": [],
    },
    {
        "id": "c44",
        "day": "2026-08-07",
        "turns": [
            (U, "tomasz. can saildesk do apple pay"),
            (A, "Yes. Since you're already on Stripe, Apple Pay and Google Pay can be switched on in the Stripe dashboard once the booking domain is verified."),
            (U, "any extra fees? and when should we switch it on, we're mid peak"),
            (A, "No extra fee for wallets on Stripe; the same card rates apply. I'd suggest enabling Apple Pay and Google Pay from 1 September, after the summer peak, with Ravi hosting the domain verification file."),
            (U, "ok do it"),
            (A, "Great. I'll note it: wallets on from 1 September, Ravi handles domain verification. Let me know if you need anything else."),
            (U, "sweet 🙌"),
        ],
        "facts": [
            {"kind": "decision", "turn": 3,
             "text": "Apple Pay and Google Pay are enabled on SailDesk (via Stripe) from 1 September; Ravi handles domain verification.",
             "keywords": ["apple pay", "1 september"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c45",
        "day": "2026-08-13",
        "turns": [
            (U, "eilidh. crew changeover at 14:00 clashes with the 14:05 orsay departure, always a scramble"),
            (A, "Would moving changeover earlier or later work better? Earlier avoids the clash but shortens morning shifts."),
            (U, "13:00 lines up with the lunch lull"),
            (A, "13:00 fits the 12-hour cap: morning shifts end at 13:00 and the afternoon crew start fresh before the 14:05."),
            (U, "right, changeover moves from 14:00 to 13:00 from the 24th. rotawave updated already"),
            (A, "Noted: crew changeover changes from 14:00 to 13:00 from 24 August."),
            (U, "ta. anyone know if the chippy is open on a tuesday lol"),
            (A, "I'm afraid I don't know local opening hours! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Crew changeover moves from 14:00 to 13:00 from 24 August.",
             "keywords": ["14:00", "13:00"]},
        ],
        "answered": [],
    },
    {
        "id": "c46",
        "day": "2026-08-19",
        "turns": [
            (U, "ravi. cron for the gate sync isnt firing\n```\n*/5 * * * * /opt/gatesync/sync.sh >> /var/log/gatesync.log 2>&1\n```"),
            (A, "The crontab line looks fine. Common causes: the script isn't executable, or it relies on PATH entries cron doesn't have. Is `sync.sh` chmod +x?"),
            (U, "it is. log is empty"),
            (A, "Check whether cron is running at all: `systemctl status cron`. Also try `grep CRON /var/log/syslog | tail`."),
            (U, "lol cron was stopped after the reboot. started it + enabled"),
            (A, "That'll do it. `systemctl enable cron` makes sure it survives future reboots."),
            (U, "done. thx"),
        ],
        "facts": [],
        "answered": [0],
    },
    {
        "id": "c47",
        "day": "2026-08-25",
        "turns": [
            (U, "morag. autumn timetable. when do we drop from 7 a day"),
            (A, "Last year you dropped after the September holiday weekend. Bookings fall about 40% after the last week of September."),
            (U, "so 28 sept?"),
            (A, "28 September is a Monday, a clean switch. 5 sailings a day matches last October's loadings."),
            (U, "yep that one. 5 a day on orsay from 28 sept"),
            (A, "Noted: autumn timetable from 28 September, Kinlan–Orsay 5 sailings a day."),
            (U, "seasonal deckhands finish 30th so that works"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Autumn timetable from 28 September: Kinlan-Orsay drops to 5 sailings a day.",
             "keywords": ["5 a day", "28 sept"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c48",
        "day": "2026-09-01",
        "turns": [
            (U, "hi! jess. off-season idea: storm watching weekends on orsay 🌊"),
            (A, "Love it. Who would you partner with?"),
            (U, "orsay hotel or the bunkhouse. hotel has a bar and a view"),
            (A, "The hotel suits a premium package; the bunkhouse suits budget travellers. You could start with one and add the other if it sells."),
            (U, "hotel first. storm weekends with orsay hotel, fridays in november, ferry + 2 nights"),
            (A, "Noted: storm-watching weekends with the Orsay Hotel, Fridays in November, ferry plus 2 nights."),
            (U, "owen will freak out about ppl on the pier in storms lol"),
            (A, "Worth adding a safety note: guests watch from the hotel, not the pier."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Storm-watching weekend packages with the Orsay Hotel (ferry plus 2 nights), Fridays in November; the bunkhouse is left for later.",
             "keywords": ["orsay hotel", "2 nights"]},
        ],
        "answered": [],
    },
    {
        "id": "c49",
        "day": "2026-09-07",
        "turns": [
            (U, "priya. need to book skerry lass annual survey. ardmuir again?"),
            (A, "Ardmuir did the Wren in February with no overrun. Using the same yard keeps the paperwork simple."),
            (U, "ok ardmuir, 11-15 jan for the skerry lass"),
            (A, "Noted: Skerry Lass annual survey at Ardmuir, 11–15 January."),
            (U, "bigger thing, gannet main engines at 38k hours. re-engine in 2027 or overhaul"),
            (A, "Re-engining is ~£420k but cuts fuel use ~12% and emissions; an overhaul at ~£140k buys maybe 20k more hours. There may be a government green grant for re-engining."),
            (U, "no idea about grants, need to ask morag and the board. leave it open for now"),
            (A, "Noted: open question on re-engine vs overhaul for the Gannet, pending Morag, the board and any grant."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "Skerry Lass annual survey booked at Ardmuir, 11-15 January.",
             "keywords": ["ardmuir", "11-15 jan"]},
            {"kind": "open", "turn": 4,
             "text": "Unresolved: whether to re-engine the Gannet in 2027 or overhaul her main engines; needs Morag, the board and grant info.",
             "keywords": ["re-engine", "overhaul"]},
        ],
        "answered": [0],
    },
    {
        "id": "c50",
        "day": "2026-09-11",
        "turns": [
            (U, "callum. fyi doug muir retired, new kinlan harbour master is fiona reid"),
            (A, "Thanks. Should I update the contact in the port agreements summary?"),
            (U, "yes. replaced doug muir with fiona reid as kinlan contact, her number is 01632 960 418"),
            (A, "Noted: Kinlan Harbour Master contact changed from Doug Muir to Fiona Reid, 01632 960 418."),
            (U, "she seems sound, met her at the harbour users thing"),
            (A, "Good to hear! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "Kinlan harbour master contact changes from Doug Muir (retired) to Fiona Reid, 01632 960 418.",
             "keywords": ["doug muir", "fiona reid"]},
        ],
        "answered": [],
    },
    {
        "id": "c51",
        "day": "2026-09-17",
        "turns": [
            (U, "ravi. pen test report came back. main finding: gates are on the same network as staff wifi 😬"),
            (A, "That's a serious one. Standard fix: put the gates on their own VLAN with firewall rules allowing only traffic to SailDesk."),
            (U, "switches are unifi, they support vlans"),
            (A, "Then it's mostly config: create a 'gates' VLAN, tag the gate ports, and allow outbound only to the SailDesk API and NTP."),
            (U, "doing it. gates on their own vlan 20, only saildesk api + ntp allowed out. this weekend"),
            (A, "Noted: ticket gates move onto VLAN 20 with outbound traffic limited to the SailDesk API and NTP, this weekend."),
            (U, "thx, wish me luck 🤞"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Ticket gates go on their own VLAN 20, allowed out only to the SailDesk API and NTP, done this weekend.",
             "keywords": ["vlan 20", "ntp"]},
        ],
        "answered": [],
    },
    {
        "id": "c52",
        "day": "2026-09-23",
        "turns": [
            (U, "owen. deck crew winter jackets. current ones are just waterproofs"),
            (A, "Flotation jackets with built-in buoyancy are a good winter option, around £180–£250 each."),
            (U, "need 14 of them"),
            (A, "That's roughly £3,000. Crew sometimes push back on bulk, but newer models are lighter."),
            (U, "tried the mullion one at the boat show, it's fine"),
            (A, "Then I'd suggest ordering 14 Mullion flotation jackets now so they arrive before November."),
            (U, "yep, do that"),
        ],
        "facts": [
            {"kind": "decision", "turn": 5,
             "text": "Order 14 Mullion flotation jackets for the deck crew, to arrive before November.",
             "keywords": ["mullion", "14"]},
        ],
        "answered": [],
    },
    {
        "id": "c53",
        "day": "2026-09-29",
        "turns": [
            (U, "tomasz. ppl ringing at 7am for the first sailing and no one answers"),
            (A, "Options: extend phone hours, add a recorded message with live sailing status, or both."),
            (U, "both. phone hours change from 8-6 to 7-7 from october"),
            (A, "Noted: customer phone hours change from 8am–6pm to 7am–7pm from October. Who covers the extra hours?"),
            (U, "need someone part time. ill hire a part-time agent, 20h a week, evenings and early"),
            (A, "Noted: a part-time customer service agent, 20 hours a week, covering early and evening slots."),
            (U, "ad out friday"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "Customer phone line hours change from 8am-6pm to 7am-7pm from October, plus a recorded status message.",
             "keywords": ["8-6", "7-7"]},
            {"kind": "decision", "turn": 4,
             "text": "Hire a part-time customer service agent for 20 hours a week covering early and evening slots.",
             "keywords": ["part-time agent", "20h"]},
        ],
        "answered": [],
    },
    {
        "id": "c54",
        "day": "2026-10-05",
        "turns": [
            (U, "morag. skippers want a clearer rule for when we pull sailings"),
            (A, "Many operators use a wind threshold as a trigger for the skipper's decision rather than an automatic cancel. What do your skippers use now?"),
            (U, "gut feel lol. priya says the gannet handles 40kt fine, the wren less so"),
            (A, "You could set vessel-specific thresholds on the MetSea forecast: e.g. cancel at 45 kt gusts for the Gannet, lower for the Wren."),
            (U, "agreed. gannet cancel at 45kt gusts, wren at 38kt, skipper can always cancel earlier"),
            (A, "Noted: forecast gust thresholds — Gannet 45 kt, Harbour Wren 38 kt; skippers may cancel earlier."),
            (U, "and skerry lass same as wren"),
            (A, "Updated: Skerry Lass also 38 kt."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Cancellation thresholds on forecast gusts: Gannet 45 knots, Harbour Wren 38 knots; skippers may cancel earlier.",
             "keywords": ["45kt", "38kt"]},
        ],
        "answered": [0],
    },
    {
        "id": "c55",
        "day": "2026-10-12",
        "turns": [
            (U, "eilidh. can you help me word a message asking crew for christmas rota preferences"),
            (A, "Sure! Here's a draft:\n\n> Hi all, it's that time again 🎄 Please send me your preferences for the festive period by the end of the month. I'll do my best to share the festive shifts fairly."),
            (U, "lovely. maybe less emoji, skippers are grumpy"),
            (A, "> Hi all, please send your preferences for the festive period by the end of the month. I'll aim to share the festive shifts fairly. Thanks."),
            (U, "perfect. leaves are everywhere outside, autumn properly here 🍂"),
            (A, "Enjoy the autumn! Let me know if you need anything else."),
        ],
        "facts": [],
        "answered": [0],
    },
    {
        "id": "c56",
        "day": "2026-10-19",
        "turns": [
            (U, "jess. visitscotland people asked if we want to join the isles pass scheme next year"),
            (A, "What does the scheme involve?"),
            (U, "tourists buy one pass for ferries + buses, we get 70% of our normal fare per journey"),
            (A, "The trade-off depends on how many new passengers it brings versus existing ones travelling at a discount. Do they have data from other operators?"),
            (U, "they said they'd send numbers. not sure yet if we join the isles pass, want tomasz to look at the numbers first"),
            (A, "Noted: open question on joining the Isles Pass (70% fare share), waiting on VisitScotland's data and Tomasz's review."),
            (U, "ya. lets revisit when the data comes"),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "Unresolved: whether to join the Isles Pass tourist scheme (70% of fare per journey); waiting for data and Tomasz's review.",
             "keywords": ["isles pass", "not sure yet"]},
        ],
        "answered": [],
    },
    {
        "id": "c57",
        "day": "2026-10-26",
        "turns": [
            (U, "ravi. saildesk 6.4 is out. when should we patch, last time i did it at lunch and the booking site died for 20 min lol"),
            (A, "A fixed maintenance window outside booking peaks avoids that. Your booking traffic is lowest on Tuesday and Wednesday after 22:00."),
            (U, "tuesday 22:00 then, monthly?"),
            (A, "Monthly for routine updates, with critical security patches applied sooner."),
            (U, "ok. saildesk updates tuesdays 22:00, first tuesday of the month, security stuff asap"),
            (A, "Noted: routine SailDesk updates in a monthly window, first Tuesday at 22:00; critical security patches as soon as possible."),
            (U, "clocks went back yesterday and im still confused what time it is 😴"),
            (A, "Happens to everyone! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Routine SailDesk updates happen monthly on the first Tuesday at 22:00; security patches as soon as possible.",
             "keywords": ["tuesdays 22:00", "first tuesday"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c58",
        "day": "2026-11-03",
        "turns": [
            (U, "morag. budget prep for 2027. two things"),
            (A, "Go ahead!"),
            (U, "1) islander pass price for 2027. options keep at 320 or go to 335, what do you think"),
            (A, "Uptake was 210 passes this year. A rise to £335 brings about £3k more; keeping £320 builds goodwill with islanders."),
            (U, "freeze it. islander pass stays 320 for 2027"),
            (A, "Noted. And the second thing?"),
            (U, "2) pay rise. board offered 3%, crew asked for 4. middle?"),
            (A, "Inflation is running around 3.2%. 3.5% would be a real-terms rise and meets the crew halfway."),
            (U, "fine, 3.5 it is. from jan payroll"),
            (A, "Noted: islander pass frozen at £320 for 2027; 3.5% pay rise for all staff from January payroll."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The islander annual pass price is frozen at £320 for 2027 (£335 rejected).",
             "keywords": ["freeze", "320"]},
            {"kind": "decision", "turn": 8,
             "text": "Staff get a 3.5% pay rise from the January payroll.",
             "keywords": ["3.5", "jan payroll"]},
        ],
        "answered": [2, 6],
    },
    {
        "id": "c59",
        "day": "2026-11-12",
        "turns": [
            (U, "eilidh. got the christmas preferences in. 9 ppl want christmas day off lol. how do i make it fair"),
            (A, "A common fairness rule: nobody works both Christmas Day and New Year's Day, and those who worked Christmas last year get priority this year."),
            (U, "last year's rota was on the spreadsheet, i think i still have it"),
            (A, "If you paste who worked 25 Dec last year I can help match priorities."),
            (U, "brb looking"),
            (U, "found it. ok rule is: nobody does both 25 dec and 1 jan, and last year's christmas crew get first pick"),
            (A, "Noted: no one works both 25 December and 1 January; last year's Christmas crew get first choice this year."),
            (U, "ace, thanks 🎅"),
        ],
        "facts": [
            {"kind": "decision", "turn": 5,
             "text": "Festive rota rule: nobody works both 25 December and 1 January, and last year's Christmas crew get first pick.",
             "keywords": ["25 dec", "1 jan"]},
        ],
        "answered": [0],
    },
    {
        "id": "c60",
        "day": "2026-11-27",
        "turns": [
            (U, "jess. black friday today, everyone's doing sales. do we"),
            (A, "Options: a one-day Black Friday discount, a longer winter midweek offer to fill quiet sailings, or skip it."),
            (U, "one day sale just moves bookings around tbh"),
            (A, "Agreed, a midweek offer fills genuinely empty capacity. For example 20% off Tue–Thu sailings from December to February."),
            (U, "ok we'll use that. 20% off tue-thu dec to feb, no black friday sale. call it winter wanderer"),
            (A, "Noted: no Black Friday sale; 'Winter Wanderer' offer with 20% off Tuesday–Thursday sailings, December to February."),
            (U, "thanks for all the help this year btw 😊"),
            (A, "You're welcome! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "No Black Friday sale; instead a 'Winter Wanderer' offer of 20% off Tuesday-Thursday sailings from December to February.",
             "keywords": ["winter wanderer", "tue-thu"]},
        ],
        "answered": [0],
    },
]

QUESTIONS = [
    {"question": "how many daily crossings to orsay did we settle on for the winter schedule?", "chat": "c01", "fact": 0},
    {"question": "which software version are the pier barriers running for now, and why?", "chat": "c02", "fact": 0},
    {"question": "when and where is the wren going into dry dock?", "chat": "c03", "fact": 0},
    {"question": "has anyone confirmed whether the gannet can tie up at tobhar at low tide?", "chat": "c03", "fact": 1},
    {"question": "what does an adult walk-on round trip cost now compared with before?", "chat": "c04", "fact": 0},
    {"question": "how often do the crews practise emergency assembly, and at what time?", "chat": "c05", "fact": 0},
    {"question": "which provider are we texting passengers through when a crossing is called off?", "chat": "c06", "fact": 0},
    {"question": "how long is the new orsay mooring contract and what's the yearly fee?", "chat": "c08", "fact": 0},
    {"question": "are we licensed to put the marine forecast data on the public website?", "chat": "c09", "fact": 0},
    {"question": "what scheduling software is the crew moving to and when does it launch?", "chat": "c10", "fact": 0},
    {"question": "how far in advance will staff see their shifts now?", "chat": "c10", "fact": 1},
    {"question": "who is servicing the older life vests?", "chat": "c11", "fact": 0},
    {"question": "what reduction do large parties get, and from what size?", "chat": "c12", "fact": 0},
    {"question": "who supplies our diesel these days and who did we drop?", "chat": "c13", "fact": 0},
    {"question": "who's taking the brochure pictures and on what date?", "chat": "c14", "fact": 0},
    {"question": "what kind of two-step login is required for the booking back office?", "chat": "c15", "fact": 0},
    {"question": "which password vault tool do we use now?", "chat": "c15", "fact": 1},
    {"question": "have we worked out how to charge for electric bicycles yet?", "chat": "c16", "fact": 0},
    {"question": "how many extra deck crew are we taking on for the summer, and for how long?", "chat": "c17", "fact": 0},
    {"question": "what time does the final boat out of tobhar leave while the dredging is on?", "chat": "c18", "fact": 0},
    {"question": "what are we doing about the rising shaking on the skerry lass gearbox?", "chat": "c20", "fact": 0},
    {"question": "what's the easter holiday offer for children?", "chat": "c21", "fact": 0},
    {"question": "where does the booking platform run now?", "chat": "c22", "fact": 0},
    {"question": "how long do we hold on to database copies and when are they taken?", "chat": "c22", "fact": 1},
    {"question": "how do crew log close calls now, and who looks at them?", "chat": "c23", "fact": 0},
    {"question": "is there a firm completion date for the new orsay quay works?", "chat": "c24", "fact": 0},
    {"question": "do passengers still pay anything when we cancel because of storms?", "chat": "c25", "fact": 0},
    {"question": "can crew still trade shifts over whatsapp?", "chat": "c26", "fact": 0},
    {"question": "how frequently do the main engines get fresh lube now?", "chat": "c27", "fact": 0},
    {"question": "how many orsay departures per day in the summer schedule?", "chat": "c28", "fact": 0},
    {"question": "is there an end-of-week evening boat to eilean beag for the campers?", "chat": "c28", "fact": 1},
    {"question": "which social networks are we still active on?", "chat": "c29", "fact": 0},
    {"question": "what's the plan so the orsay barriers stay online when the broadband drops?", "chat": "c30", "fact": 0},
    {"question": "which weekday are emergency drills held on over the summer?", "chat": "c31", "fact": 0},
    {"question": "how much is the yearly ticket for island residents?", "chat": "c32", "fact": 0},
    {"question": "how do we pay the kinlan port charges now?", "chat": "c34", "fact": 0},
    {"question": "what's replacing the old radar on the wren, and when is it going in?", "chat": "c35", "fact": 0},
    {"question": "which text message service sends our alerts now, and what did it replace?", "chat": "c36", "fact": 0},
    {"question": "who is allowed to push out cancellation texts?", "chat": "c36", "fact": 1},
    {"question": "are we going for the lifeline contract to eilean beag?", "chat": "c37", "fact": 0},
    {"question": "what did we agree on the whisky tour package price and the split?", "chat": "c38", "fact": 0},
    {"question": "what's the maximum someone can be on shift in a single day?", "chat": "c39", "fact": 0},
    {"question": "how late can someone reserve a vehicle space before sailing?", "chat": "c40", "fact": 0},
    {"question": "where does the gannet moor at orsay these days?", "chat": "c41", "fact": 0},
    {"question": "who represents us at the monthly port users get-together?", "chat": "c41", "fact": 1},
    {"question": "will all three boats carry a defibrillator?", "chat": "c42", "fact": 0},
    {"question": "have we decided on buying the new qr ticket add-on?", "chat": "c43", "fact": 0},
    {"question": "can people pay with their phone wallets on the booking site, and since when?", "chat": "c44", "fact": 0},
    {"question": "when do the shift handovers happen now?", "chat": "c45", "fact": 0},
    {"question": "how many orsay crossings will we run after the summer peak, and from when?", "chat": "c47", "fact": 0},
    {"question": "who are we teaming up with for the winter storm breaks?", "chat": "c48", "fact": 0},
    {"question": "when and where is the skerry lass being inspected this year?", "chat": "c49", "fact": 0},
    {"question": "have we settled whether the gannet gets new engines or a rebuild?", "chat": "c49", "fact": 1},
    {"question": "who's our contact at the kinlan harbour office now?", "chat": "c50", "fact": 0},
    {"question": "how are the ticket barriers being separated from the office network?", "chat": "c51", "fact": 0},
    {"question": "what cold-weather gear are we getting the deckhands?", "chat": "c52", "fact": 0},
    {"question": "when is the phone line staffed now?", "chat": "c53", "fact": 0},
    {"question": "who are we bringing in to cover the longer phone hours?", "chat": "c53", "fact": 1},
    {"question": "at what wind speed do we call off crossings?", "chat": "c54", "fact": 0},
    {"question": "are we signing up to the combined tourist travel ticket?", "chat": "c56", "fact": 0},
    {"question": "when do we do routine booking system upgrades?", "chat": "c57", "fact": 0},
    {"question": "is the resident annual pass going up next year?", "chat": "c58", "fact": 0},
    {"question": "what salary increase did staff get?", "chat": "c58", "fact": 1},
    {"question": "what's the fairness rule for the festive shifts?", "chat": "c59", "fact": 0},
    {"question": "what deal are we running midweek over the winter?", "chat": "c60", "fact": 0},
]


if __name__ == "__main__":
    import datetime

    assert len(CHATS) == 60, len(CHATS)
    lo, hi = datetime.date(2025, 12, 1), datetime.date(2026, 11, 27)
    prev = None
    ids = set()
    kinds = {"decision": 0, "change": 0, "open": 0}
    no_fact = 0
    total_facts = 0
    for i, c in enumerate(CHATS):
        assert c["id"] == "c%02d" % (i + 1), c["id"]
        ids.add(c["id"])
        d = datetime.date.fromisoformat(c["day"])
        assert lo <= d <= hi, c["id"]
        if prev is not None:
            assert d > prev, c["id"]
        prev = d
        turns = c["turns"]
        assert 6 <= len(turns) <= 10, (c["id"], len(turns))
        for role, text in turns:
            assert role in (U, A), c["id"]
            assert isinstance(text, str) and text.strip(), c["id"]
        facts = c["facts"]
        assert len(facts) <= 2, c["id"]
        if not facts:
            no_fact += 1
        for f in facts:
            assert f["kind"] in kinds, (c["id"], f["kind"])
            kinds[f["kind"]] += 1
            total_facts += 1
            assert 0 <= f["turn"] < len(turns), (c["id"], f["turn"])
            assert f["text"].strip(), c["id"]
            assert 2 <= len(f["keywords"]) <= 3, c["id"]
            low = turns[f["turn"]][1].lower()
            for kw in f["keywords"]:
                assert kw.lower() in low, (c["id"], kw)
        for a in c["answered"]:
            assert 0 <= a < len(turns), (c["id"], a)
            assert turns[a][0] == U, (c["id"], a)
            assert a < len(turns) - 1, (c["id"], a)
    assert 40 <= kinds["decision"] <= 50, kinds
    assert 10 <= kinds["change"] <= 14, kinds
    assert 6 <= kinds["open"] <= 10, kinds
    assert 3 <= no_fact <= 7, no_fact

    by_id = {c["id"]: c for c in CHATS}
    seen = set()
    for q in QUESTIONS:
        assert q["chat"] in by_id, q
        assert 0 <= q["fact"] < len(by_id[q["chat"]]["facts"]), q
        key = (q["chat"], q["fact"])
        assert key not in seen, key
        seen.add(key)
        assert q["question"].strip()
    assert len(QUESTIONS) == total_facts, (len(QUESTIONS), total_facts)

    print("chats:", len(CHATS))
    print("facts:", total_facts, kinds)
    print("chats without facts:", no_fact)
    print("questions:", len(QUESTIONS))
    print("self-check passed")
