# Development data since 2026-12-01 (session 11): released after its last held-out measurement, below.
# Held-out noisy-chat set no. 9 (60 chats, 66 facts, 66 questions; a seal and seabird rescue centre), written on
# 2026-12-01 by a helper that never saw the code or the other sets. Its misses were not read. Measured by the lead
# only (python -m tests.noisy_chat_quality ninth): at 857cb69 coverage 0.82 / 0.82 / 0.76, noise lines 21/179
# (0.12), core memory noise 0/1, recall 51/66 (0.77); at session 10's merged code (2aead32) 0.82 / 0.82 / 0.76,
# noise 18/176 (0.10), core 0/1, recall 51/66 (0.77).
"""Noisy team chats with an internal AI assistant -- hand-written held-out set (ninth).

Organisation
    Brackenfold Seal & Seabird Rescue, a small coastal wildlife rescue centre
    (seal pup hospital, seabird wash unit, visitor centre). Website
    brackenfold.example.

People (8)
    Maren Oakes    centre manager
    Dev Anand      head vet
    Priya Holm     volunteer coordinator
    Jonah Bell     facilities, pools and pumps
    Sunniva Carr   fundraising and comms
    Felix Ward     rescue team lead (field)
    Ottilie Shaw   education and visitors
    Ravi Mendez    finance and admin

Systems, vendors and places
    TideLog (patient records), Rotaro then ShiftHive (volunteer rota),
    GiveTide (donations), Mailpost (newsletter), Stillwater Hosting (web host),
    Harbourline Diagnostics (lab), Gullwing Couriers then Pelican Express
    (lab sample courier), Northsea Fish Co then Kittiwake Seafoods (herring),
    Ferncombe Vets then Saltmarsh Vet Group (night emergencies), Polarline PF-900
    (freezer), AquaClear 400/600 (pool pumps), Lookout Systems (cameras),
    BadgeWorks (badges), Coastline Training, Flint & Feather Studio,
    Marsh Lane Garage (servicing of "Bertha", the rescue ambulance van),
    Tern NAS (backups), Cobble Bank, Hollins Farm, Quayside Hall, Fenwick
    Aquarium, Coastal Trust. Release beaches Gorran Sands then Pell Cove.
    All domains are .example; phone numbers are from the 01632 960xxx drama range.

Date span
    60 chats from 2025-12-01 to 2026-11-27, spread unevenly (busy Dec-Jan pup
    season and spring, sparse in summer): Dec 9, Jan 8, Feb 5, Mar 7, Apr 4,
    May 6, Jun 3, Jul 2, Aug 3, Sep 4, Oct 5, Nov 4.

Exact counts
    60 chats, 442 turns, 66 facts (45 decision, 12 change, 9 open),
    3 pure-noise chats with no fact (c09, c29, c43), 9 chats with two facts,
    66 questions (one per fact).

Facts that change later (change fact -> earlier decision it overrides)
    c10 weekend call-outs: Felix Ward -> Priya Holm                  (c01)
    c14 lab sample courier: Gullwing Couriers -> Pelican Express     (c02)
    c21 Pool 2 temperature: 14°C -> 16°C                             (c07)
    c25 fish supplier: Northsea Fish Co -> Kittiwake Seafoods        (c03)
    c30 spring open day: 18 April -> 25 April                        (c22)
    c33 volunteer rota: Rotaro -> ShiftHive                          (c05)
    c37 admission photo in TideLog: within 1 hour -> by end of shift (c11)
    c40 night emergencies: Ferncombe Vets -> Saltmarsh Vet Group     (c08)
    c44 seal release site: Gorran Sands -> Pell Cove                 (c13)
    c47 glove order: 20 boxes -> 30 boxes a month                    (c19)
    c51 volunteer induction: first Saturday -> second Sunday         (c15)
    c54 Seal Line hours: 8am-8pm -> 7am-10pm (pup season)            (c18)

Decisions made by accepting an assistant proposal: c04 (option 2, fact turn 1)
and c36 (option 2, fact turn 1) -- the fact's turn is the assistant turn that
states the content. Open questions (left unanswered): c04, c12, c20, c26, c35,
c41, c49, c53, c60.
"""

U = "user"; A = "assistant"

CHATS = [
  # ------------------------------------------------------------------ Dec 2025
  {"id": "c01", "day": "2025-12-01",
   "turns": [
     (U, "morning! ☕ is the kettle fixed yet or are we still boiling water in the van"),
     (A, "Good morning! I don't have any record of the kettle repair — you may want to check with Jonah. Is there anything else I can help with today?"),
     (U, "ha fair. ok actual thing: we need someone on weekend call-outs for pup season, felix said he can do it"),
     (A, "Understood. Should I note Felix as the weekend call-out cover starting this month?"),
     (U, "yes. agreed with maren this morning: Felix Ward covers weekend call-outs from now until further notice"),
     (A, "Noted, I'll keep that in mind. Felix Ward is the weekend call-out contact. Let me know if you need anything else!"),
     (U, "thx 👍 brb, someone's at the door with a gull in a box"),
   ],
   "facts": [
     {"kind": "decision", "turn": 4,
      "text": "Felix Ward covers weekend rescue call-outs.",
      "keywords": ["felix ward", "weekend call-outs"]},
   ],
   "answered": [],
  },
  {"id": "c02", "day": "2025-12-02",
   "turns": [
     (U, "hey, which couriers can do same-day lab runs to Harbourline Diagnostics from here? we've got 3 blood samples sitting in the fridge"),
     (A, "Based on earlier notes, two options have been mentioned: Gullwing Couriers (pickup window 14:00–16:00, about £18 per run) and RoadRunner Parcels (next-day only). For same-day to Harbourline, Gullwing seems to be the only fit."),
     (U, "ugh roadrunner lost a box last year anyway"),
     (U, 'tracking from last time fyi:\n```\n{"ref": "RRP-88213", "status": "EXCEPTION", "last_scan": "2024-11-02T09:14Z", "note": "parcel not located"}\n```'),
     (A, "That explains it. Would you like me to draft a booking request?"),
     (U, "no need. we'll use Gullwing Couriers for all lab samples, 3pm pickup daily. dev's happy"),
     (A, "Got it — Gullwing Couriers for lab samples, 3pm daily pickup. Anything else?"),
     (U, "nope, cheers"),
   ],
   "facts": [
     {"kind": "decision", "turn": 5,
      "text": "Gullwing Couriers collects all lab samples daily at 3pm.",
      "keywords": ["gullwing couriers", "3pm"]},
   ],
   "answered": [0],
  },
  {"id": "c03", "day": "2025-12-04",
   "turns": [
     (U, "can u paste the fish invoice totals for nov, ravi wants them"),
     (A, "Here are the November fish invoices from the notes:\n\n| Date | Supplier | Kg | Total |\n|---|---|---|---|\n| 04 Nov | Northsea Fish Co | 35 | £122.50 |\n| 11 Nov | Northsea Fish Co | 35 | £122.50 |\n| 18 Nov | Harbour Bait Ltd | 30 | £117.00 |\n| 25 Nov | Northsea Fish Co | 40 | £140.00 |\n\nTotal: £502.00"),
     (U, "harbour bait was the one with the freezer-burnt sprats right"),
     (A, "Yes, the 18 November delivery was flagged in the notes for freezer burn."),
     (U, "right. final call from dev: Northsea Fish Co only from now, 40 kg of herring a week, delivered tuesdays"),
     (A, "Noted. Northsea Fish Co as sole supplier, 40 kg herring weekly on Tuesdays. Let me know if you need anything else."),
     (U, "ta"),
   ],
   "facts": [
     {"kind": "decision", "turn": 4,
      "text": "Northsea Fish Co is the sole herring supplier, 40 kg a week delivered on Tuesdays.",
      "keywords": ["northsea fish co", "40 kg"]},
   ],
   "answered": [0, 2],
  },
  {"id": "c04", "day": "2025-12-05",
   "turns": [
     (U, "three pups in now and the feeding plan is a mess. options?"),
     (A, "A few common approaches for orphaned grey seal pups:\n\nOption 1: tube-feed fish soup every 3 hours around the clock for the first week.\nOption 2: tube-feed every 4 hours (06:00–22:00 plus one night feed at 02:00), moving to fish-school at ~25 kg.\nOption 3: weight-based schedule computed per pup in TideLog.\n\nOption 2 is usually the easiest to staff with volunteers."),
     (U, "sounds good, go with option 2. dev agrees"),
     (A, "Great — I'll record option 2 as the pup feeding plan."),
     (U, "oh and random but has anyone heard back from the council on whether they'll renew our beach access permit for Gorran Sands? it runs out in feb"),
     (A, "I don't have any update on that in the notes. Is there anything else for today?"),
     (U, "not rn. gotta go, pup 3 is sneezing everywhere 🤧"),
   ],
   "facts": [
     {"kind": "decision", "turn": 1,
      "text": "Orphaned seal pups are tube-fed every 4 hours with one night feed at 02:00 (option 2).",
      "keywords": ["every 4 hours", "02:00"]},
     {"kind": "open", "turn": 4,
      "text": "It is unknown whether the council will renew the beach access permit for Gorran Sands.",
      "keywords": ["council", "beach access permit"]},
   ],
   "answered": [0],
  },
  {"id": "c05", "day": "2025-12-09",
   "turns": [
     (U, "the volunteer spreadsheet crashed again lol. 'file is locked for editing by another user' for the 4th time today"),
     (A, "Sorry to hear that. Shared spreadsheets often lock when several people edit at once. Would you like to look at dedicated rota tools?"),
     (U, "yeah priya trialled Rotaro last month, she liked it. what does it cost?"),
     (A, "From the notes, Rotaro's charity plan is £9 per month for up to 60 volunteers, with an app for iOS and Android and SMS reminders."),
     (U, "ok do it. from monday the volunteer rota lives in Rotaro, spreadsheet gets archived"),
     (A, "Noted, I'll keep that in mind: volunteer rota moves to Rotaro from Monday and the spreadsheet is archived."),
     (U, "link for the team: https://rotaro.example/org/brackenfold/join"),
     (A, "Thanks! Let me know if you need anything else."),
   ],
   "facts": [
     {"kind": "decision", "turn": 4,
      "text": "The volunteer rota moves from the spreadsheet to Rotaro.",
      "keywords": ["rotaro", "volunteer rota"]},
   ],
   "answered": [2],
  },
  {"id": "c06", "day": "2025-12-11",
   "turns": [
     (U, "sunniva here. christmas appeal page is half built, can you check this copy for typos"),
     (U, '"Every winter, storms wash dozens of seal pups of the rocks. This year, help us give them a second chanse."'),
     (A, "Two typos: 'of the rocks' → 'off the rocks' and 'chanse' → 'chance'. Otherwise it reads well."),
     (U, "lol thanks. what target did we hit last year?"),
     (A, "The notes mention last year's appeal raised £9,400."),
     (U, "ok so we're going with £12,000 for the christmas appeal this year, running on GiveTide, live 15 dec"),
     (A, "Sounds good. Christmas appeal: £12,000 target on GiveTide, live from 15 December. Good luck! 🎄"),
   ],
   "facts": [
     {"kind": "decision", "turn": 5,
      "text": "The 2025 Christmas appeal targets £12,000 on GiveTide, live from 15 December.",
      "keywords": ["£12,000", "givetide"]},
   ],
   "answered": [0, 3],
  },
  {"id": "c07", "day": "2025-12-16",
   "turns": [
     (U, "jonah: pool 2 heater tripped overnight again, log below"),
     (U, "```\n2025-12-16 03:12:44 HEATER-P2 WARN temp_setpoint=18.0 actual=11.2\n2025-12-16 03:12:45 HEATER-P2 ERROR overcurrent relay K3 open\n2025-12-16 03:12:45 HEATER-P2 INFO entering safe mode\n```"),
     (A, "The overcurrent relay opened while the heater was trying to reach 18.0°C from 11.2°C. A lower setpoint would reduce the load. What temperature do the vets actually need for that pool?"),
     (U, "dev says the older juveniles are fine cooler"),
     (U, "final call: Pool 2 stays at 14°C from now on, no more 18. I'll reset the controller"),
     (A, "Noted — setpoint 14°C. Let me know if the relay trips again."),
     (U, "will do. also who keeps eating my biscuits 😤"),
     (A, "I'm afraid I can't help with the biscuit mystery!"),
   ],
   "facts": [
     {"kind": "decision", "turn": 4,
      "text": "Pool 2 is kept at 14°C.",
      "keywords": ["pool 2", "14°c"]},
   ],
   "answered": [],
  },
  {"id": "c08", "day": "2025-12-17",
   "turns": [
     (U, "holiday cover question — who handles night emergencies over xmas? dev is away 22nd to 2nd"),
     (A, "There's no arrangement recorded yet. Ferncombe Vets and Saltmarsh Vet Group both offer out-of-hours cover in the area, according to earlier notes."),
     (U, "ferncombe is closer, 12 min drive vs 35"),
     (U, "ok agreed with maren: Ferncombe Vets take our night emergencies, number goes on the fridge"),
     (A, "Noted. Ferncombe Vets covers night emergencies. Would you like me to draft a notice for the fridge?"),
     (U, "nah. also the visitor centre — we're shutting it 24-26 Dec, animals still get fed obviously"),
     (A, "Got it: closed 24–26 December, animal care continues as normal. Anything else?"),
     (U, "that's it. merry xmas in advance 🎅"),
     (A, "Merry Christmas to you and the team!"),
   ],
   "facts": [
     {"kind": "decision", "turn": 3,
      "text": "Ferncombe Vets handles night emergencies.",
      "keywords": ["ferncombe vets", "night emergencies"]},
     {"kind": "decision", "turn": 5,
      "text": "The visitor centre is closed 24-26 December 2025 while animal care continues.",
      "keywords": ["visitor centre", "24-26 dec"]},
   ],
   "answered": [0],
  },
  {"id": "c09", "day": "2025-12-29",
   "turns": [
     (U, "anyone else in today or just me and the seals"),
     (A, "I don't have access to who is on site, but the rota app should show today's shifts."),
     (U, "rotaro says 3 ppl. the app is weirdly slow tho"),
     (U, "```\nGET https://rotaro.example/api/v2/shifts?date=2025-12-29 -> 504 Gateway Timeout (30012 ms)\n```"),
     (A, "A 504 suggests the problem is on Rotaro's side. It's probably temporary — their status page is https://status.rotaro.example."),
     (U, "yep status page says degraded. fine. happy almost new year 🎆"),
     (A, "Happy New Year! Let me know if you need anything else."),
   ],
   "facts": [],
   "answered": [0],
  },
  # ------------------------------------------------------------------ Jan 2026
  {"id": "c10", "day": "2026-01-05",
   "turns": [
     (U, "happy new year all. bad news, felix did his ankle on the rocks at Pell Cove on the 31st"),
     (A, "Sorry to hear that. Do you know how long he'll be out?"),
     (U, "6 weeks at least, physio says. so weekend call-outs need a new person"),
     (A, "Previously Felix was covering weekends. Who would you like to take over?"),
     (U, "priya offered. so from now on Priya Holm covers weekend call-outs, felix moves to weekday desk stuff when he's back"),
     (A, "Noted, I'll keep that in mind: Priya now covers weekends instead of Felix."),
     (U, "ty. get well card is in the staff room if u want to sign it (u cant lol)"),
     (A, "Ha — please pass on my best wishes!"),
   ],
   "facts": [
     {"kind": "change", "turn": 4,
      "text": "Priya Holm takes over weekend call-outs from Felix Ward.",
      "keywords": ["priya holm", "weekend call-outs"]},
   ],
   "answered": [],
  },
  {"id": "c11", "day": "2026-01-07",
   "turns": [
     (U, "dev: auditor's coming in march and half our tidelog admissions have no photo"),
     (A, "That could be an issue. Would a time limit for uploading admission photos help?"),
     (U, "yes. rule from now on: every admission gets a photo in TideLog within 1 hour of arrival. no exceptions"),
     (A, "Understood. Should I draft a reminder for the volunteers?"),
     (U, "pls"),
     (A, "Here's a draft:\n\n> Hi all — from today every new admission needs a picture uploaded to the records system within an hour of arrival. Use the tablet by the intake table. Thanks! 📸"),
     (U, "perfect, sending"),
   ],
   "facts": [
     {"kind": "decision", "turn": 2,
      "text": "Every admission must have a photo in TideLog within 1 hour of arrival.",
      "keywords": ["tidelog", "photo", "1 hour"]},
   ],
   "answered": [4],
  },
  {"id": "c12", "day": "2026-01-08",
   "turns": [
     (U, "freezer update: the old chest freezer is dying, temp log attached"),
     (U, "time,temp_c\n06:00,-17.8\n09:00,-15.2\n12:00,-12.9\n15:00,-11.4\n18:00,-10.1"),
     (A, "It's warming by roughly 1.5°C every 3 hours, so it isn't holding temperature. Fish stored above -12°C shouldn't be kept long. Have you priced a replacement?"),
     (U, "jonah found a Polarline, 900 litres, £2,350. ravi ok'd it"),
     (U, "so yes, we're buying the Polarline PF-900, delivery next thursday"),
     (A, "Noted: replacing the chest freezer, delivered next Thursday."),
     (U, "one thing nobody could tell me: does our insurance actually cover the freezer contents if the power goes out? ravi wasn't sure"),
     (A, "I don't have the policy details in the notes, so I can't confirm. Let me know if you need anything else."),
   ],
   "facts": [
     {"kind": "decision", "turn": 4,
      "text": "A Polarline PF-900 freezer replaces the old chest freezer.",
      "keywords": ["polarline pf-900", "next thursday"]},
     {"kind": "open", "turn": 6,
      "text": "It is unknown whether insurance covers the freezer contents during a power cut.",
      "keywords": ["insurance", "freezer contents"]},
   ],
   "answered": [],
  },
  {"id": "c13", "day": "2026-01-13",
   "turns": [
     (U, "first 2 pups are ready to go home!! 🦭🦭"),
     (A, "That's wonderful news! Where are you planning to release them?"),
     (U, "felix (from the sofa) suggests the beach by the old lime kiln, quiet, good haul-out nearby. permit runs till feb"),
     (A, "That seems a good fit — quiet and close to an established haul-out. Shall I record it as the standard release site?"),
     (U, "ok do it. Gorran Sands is our release site for the seals"),
     (A, "Done — recorded as the standard seal release site."),
     (U, "release is thurs 10am if anyone wants to come, bring wellies"),
   ],
   "facts": [
     {"kind": "decision", "turn": 4,
      "text": "Gorran Sands is the standard seal release site.",
      "keywords": ["gorran sands", "release site"]},
   ],
   "answered": [],
  },
  {"id": "c14", "day": "2026-01-20",
   "turns": [
     (U, "gullwing missed the pickup AGAIN. that's 3 times this month, samples sat in the porch til 6pm"),
     (A, "That's a problem for sample quality. Are there alternatives?"),
     (U, "pelican express quoted £21 a run and they guarantee a 2pm slot"),
     (A, "That's £3 more per run than Gullwing. With about 12 runs a month, around £36 extra."),
     (U, "worth it. we've replaced Gullwing with Pelican Express for lab samples, effective tomorrow"),
     (A, "Noted — the new courier handles sample pickups starting tomorrow."),
     (U, "can you draft a short 'please cancel' email to gullwing"),
     (A, "Sure:\n\nSubject: Cancellation of daily collection\n\nHello Gullwing team,\nPlease cancel our daily 3pm collection from Brackenfold effective 21 January. Thank you for your service.\n\nKind regards,\nBrackenfold Seal & Seabird Rescue"),
     (U, "👍"),
   ],
   "facts": [
     {"kind": "change", "turn": 4,
      "text": "Pelican Express replaces Gullwing Couriers for lab samples.",
      "keywords": ["pelican express", "lab samples"]},
   ],
   "answered": [6],
  },
  {"id": "c15", "day": "2026-01-21",
   "turns": [
     (U, "priya: new volunteers keep turning up on random days wanting training"),
     (A, "Would a fixed induction day help?"),
     (U, "yeah. we'll use the first Saturday of each month for volunteer induction, 10 till 1"),
     (A, "Got it — fixed monthly slot, 10:00–13:00."),
     (U, "can you make a checklist for it"),
     (A, "Induction checklist:\n- [ ] Site tour and fire exits\n- [ ] Hygiene and footbath rules\n- [ ] Handling demo (no hands-on in week 1)\n- [ ] Rota app set-up\n- [ ] Emergency contacts"),
     (U, "nice. add 'don't name the seals after yourself' lol"),
     (A, "Added! 😄"),
   ],
   "facts": [
     {"kind": "decision", "turn": 2,
      "text": "Volunteer induction is held on the first Saturday of each month, 10:00-13:00.",
      "keywords": ["first saturday", "induction"]},
   ],
   "answered": [4],
  },
  {"id": "c16", "day": "2026-01-27",
   "turns": [
     (U, "bertha's making a grinding noise when braking"),
     (A, "Is Bertha the rescue ambulance? A grinding noise usually means worn brake pads — it should be checked soon."),
     (U, "yes the van. the garage on marsh lane can fit her in friday"),
     (U, "and while we're at it: Bertha gets serviced at Marsh Lane Garage every 6 months from now, I'll put it in the calendar"),
     (A, "Noted: regular servicing twice a year."),
     (U, "what's the MOT date again"),
     (A, "The notes say Bertha's MOT is due on 14 August."),
     (U, "ok ta"),
   ],
   "facts": [
     {"kind": "decision", "turn": 3,
      "text": "The rescue ambulance Bertha is serviced at Marsh Lane Garage every 6 months.",
      "keywords": ["marsh lane garage", "6 months"]},
   ],
   "answered": [5],
  },
  {"id": "c17", "day": "2026-01-30",
   "turns": [
     (U, "ravi here. gift aid backlog is huge, we haven't claimed since june"),
     (A, "How much is outstanding?"),
     (U, "about £3,100 in claimable donations so ~£775 back"),
     (A, "That's a meaningful amount. Would a regular schedule help avoid this?"),
     (U, "yep. from now on gift aid claims go in quarterly, I'll do them in the first week after each quarter"),
     (A, "Noted, I'll keep that in mind."),
     (U, "error from the tax portal btw, any idea?\n```\nSubmissionError: 4012 - Charity reference not recognised (CHREF)\n    at submitClaim (portal.js:221)\n    at async main (portal.js:48)\n```"),
     (A, "Error 4012 usually means the charity reference in the claim doesn't match the registered one. Check for a stray space or a missing letter prefix in the CHREF field."),
     (U, "it had a space. fixed, thx"),
   ],
   "facts": [
     {"kind": "decision", "turn": 4,
      "text": "Gift Aid claims are submitted quarterly by Ravi.",
      "keywords": ["gift aid", "quarterly"]},
   ],
   "answered": [6],
  },
  # ------------------------------------------------------------------ Feb 2026
  {"id": "c18", "day": "2026-02-03",
   "turns": [
     (U, "the seal line got 4 calls at midnight last week, all about the same dead dolphin 😕"),
     (A, "That must have been tiring for whoever had the phone. Are you considering set hours for the line?"),
     (U, "agreed at staff meeting: Seal Line is staffed 8am to 8pm, voicemail outside that with the ferncombe number"),
     (A, "Noted: set hours with a voicemail message outside them."),
     (U, "can u write the voicemail msg"),
     (A, "\"You've reached the Brackenfold helpline. If an animal is in immediate danger, please call Ferncombe Vets on 01632 960 412. Otherwise leave your name, number and location and we'll call back.\""),
     (U, "good enough. thanks!"),
   ],
   "facts": [
     {"kind": "decision", "turn": 2,
      "text": "The Seal Line hotline is staffed 8am to 8pm, with voicemail outside those hours.",
      "keywords": ["seal line", "8am", "8pm"]},
   ],
   "answered": [4],
  },
  {"id": "c19", "day": "2026-02-10",
   "turns": [
     (U, "we ran out of gloves on sunday. priya had to borrow from the cafe 🙈"),
     (A, "That's not ideal. How many boxes are you ordering per month at the moment?"),
     (U, "12 boxes of nitrile from medisupply.example. clearly not enough with pup season"),
     (U, "bumped the glove order to 20 boxes a month, starting this order"),
     (A, "Noted — increased monthly order."),
     (U, "also lunch? someone said pasties"),
     (A, "I can't join you for lunch, but enjoy the pasties!"),
   ],
   "facts": [
     {"kind": "decision", "turn": 3,
      "text": "The monthly glove order is raised to 20 boxes.",
      "keywords": ["20 boxes", "glove order"]},
   ],
   "answered": [],
  },
  {"id": "c20", "day": "2026-02-11",
   "turns": [
     (U, "dev: we had a pup come in with a cough and two others caught it within days"),
     (A, "That suggests transmission in the shared pools. Do you have a quarantine period for new arrivals?"),
     (U, "not formally. ok new rule: every new admission is isolated for 10 days in Pool 4 before joining the others"),
     (A, "Noted: isolation for all new admissions."),
     (U, "pool 4 drains straight to the stream though. do we need a licence from the county for that discharge? no one here knows"),
     (A, "I don't have that information. Let me know if you need anything else."),
     (U, "k. here's the cough pup's bloods if you want to laugh\nWBC 24.1 (H)\nNEUT 19.8 (H)\nLYMPH 2.2\nHCT 41"),
     (A, "Elevated white cells and neutrophils are consistent with a bacterial infection. Dev will know best how to treat."),
   ],
   "facts": [
     {"kind": "decision", "turn": 2,
      "text": "Every new admission is isolated for 10 days in Pool 4.",
      "keywords": ["10 days", "pool 4"]},
     {"kind": "open", "turn": 4,
      "text": "It is unknown whether a county licence is needed for the Pool 4 discharge to the stream.",
      "keywords": ["licence", "discharge"]},
   ],
   "answered": [],
  },
  {"id": "c21", "day": "2026-02-19",
   "turns": [
     (U, "jonah. the pool 2 lot look cold, dev thinks weight gain has stalled"),
     (A, "That pool is currently set at 14°C. Do you want to change it?"),
     (U, "yeah bumped pool 2 up to 16°C this morning, new relay fitted so it can handle it"),
     (A, "Noted — updated setpoint recorded."),
     (U, 'controller output for the record:\n```json\n{"pool": 2, "setpoint_c": 16.0, "relay": "K3-new", "status": "OK"}\n```'),
     (A, "Thanks, looks healthy."),
   ],
   "facts": [
     {"kind": "change", "turn": 2,
      "text": "Pool 2 temperature is raised from 14°C to 16°C.",
      "keywords": ["pool 2", "16°c"]},
   ],
   "answered": [],
  },
  {"id": "c22", "day": "2026-02-26",
   "turns": [
     (U, "sunniva: when should the spring open day be? april somewhere"),
     (A, "Mid-April avoids Easter weekend (3–6 April). The 18th or 25th are both Saturdays."),
     (U, "ottilie has a school trip on the 25th"),
     (U, "yes, 18 April it is for the open day"),
     (A, "Great — Saturday the 18th."),
     (U, "can you give me 5 catchy names"),
     (A, "1. Flippers Up Open Day\n2. Meet the Pups\n3. Behind the Pools\n4. Seal the Deal Day 🦭\n5. Splash & Learn"),
     (U, "lol #4"),
   ],
   "facts": [
     {"kind": "decision", "turn": 3,
      "text": "The spring open day is set for Saturday 18 April.",
      "keywords": ["18 april", "open day"]},
   ],
   "answered": [0, 5],
  },
  # ------------------------------------------------------------------ Mar 2026
  {"id": "c23", "day": "2026-03-02",
   "turns": [
     (U, "website was down for 6 hours saturday. current host is useless"),
     (A, "Do you have any error details?"),
     (U, "```\ncurl -I https://brackenfold.example\nHTTP/1.1 503 Service Unavailable\nServer: cheaphost-nginx\nRetry-After: 3600\n```"),
     (A, "A 503 from the host's server means their side was overloaded. Stillwater Hosting and Bluefin Web both offer charity plans with 99.9% uptime."),
     (U, "let's go with Stillwater Hosting, £6/month, sunniva will move it this week"),
     (A, "Noted — the site is moving hosts this week."),
     (U, "thanks. let me know if dns needs changing 🙃"),
     (A, "Yes, you'll need to update the nameservers at your registrar once the new host gives you theirs."),
   ],
   "facts": [
     {"kind": "decision", "turn": 4,
      "text": "The website moves to Stillwater Hosting.",
      "keywords": ["stillwater hosting", "£6/month"]},
   ],
   "answered": [6],
  },
  {"id": "c24", "day": "2026-03-03",
   "turns": [
     (U, "near miss last night — volunteer almost gave 10x the meloxicam dose, decimal point misread"),
     (A, "That's serious. A second check on medication would catch errors like that."),
     (U, "agreed. from now on all medication doses are double-signed in TideLog — one person draws it up, another checks"),
     (A, "Noted, I'll keep that in mind."),
     (U, "what's meloxicam's dose for seals again?"),
     (A, "I'd rather not give a dose from memory — please check Dev's formulary sheet or ask Dev directly."),
     (U, "fair"),
   ],
   "facts": [
     {"kind": "decision", "turn": 2,
      "text": "All medication doses must be double-signed in TideLog by two people.",
      "keywords": ["medication doses", "double-signed"]},
   ],
   "answered": [],
  },
  {"id": "c25", "day": "2026-03-09",
   "turns": [
     (U, "northsea fish co delivered 40 kg of herring on tuesday and half was thawed 🤢"),
     (A, "That's a food safety problem. Is this the first time?"),
     (U, "third time. kittiwake does frozen blocks, £3.60/kg"),
     (A, "The current supplier charges £3.50/kg, so that's about £4 more per week for 40 kg."),
     (U, "fine. we replaced Northsea Fish Co with Kittiwake Seafoods, first delivery next tuesday"),
     (A, "Noted — new fish supplier starting next Tuesday."),
     (U, "tell ravi pls"),
     (A, "I can't message Ravi directly, but here's a note you can forward: 'Fish supplier switched from next Tuesday, £3.60/kg.'"),
   ],
   "facts": [
     {"kind": "change", "turn": 4,
      "text": "Kittiwake Seafoods replaces Northsea Fish Co as herring supplier.",
      "keywords": ["kittiwake seafoods", "northsea fish co"]},
   ],
   "answered": [],
  },
  {"id": "c26", "day": "2026-03-12",
   "turns": [
     (U, "oiled guillemots incoming, 7 of them from the tanker spill"),
     (A, "What are you using to wash them?"),
     (U, "we were using washing up liquid but dev wants the OilAway degreaser"),
     (U, "decided: OilAway at 1% dilution for all seabird washes, 40°C water"),
     (A, "Noted — wash protocol recorded."),
     (U, "unrelated: dev's wildlife handling licence expires in june. who's meant to renew it, us or him?"),
     (A, "I don't have anything in the notes about who handles licence renewals."),
     (U, "ok ugh. back to the birds"),
   ],
   "facts": [
     {"kind": "decision", "turn": 3,
      "text": "Oiled seabirds are washed with OilAway at 1% dilution in 40°C water.",
      "keywords": ["oilaway", "1%"]},
     {"kind": "open", "turn": 5,
      "text": "It is unclear who renews Dev's wildlife handling licence, which expires in June.",
      "keywords": ["handling licence", "june"]},
   ],
   "answered": [],
  },
  {"id": "c27", "day": "2026-03-17",
   "turns": [
     (U, "ottilie: school visit yesterday was chaos, 52 kids and 3 teachers 😵"),
     (A, "That sounds overwhelming. Would a group size limit help?"),
     (U, "yes. we'll cap school visits at 30 children per group, bigger schools split into two slots"),
     (A, "Noted: group size cap recorded."),
     (U, "any ideas for a quiz for 8 year olds"),
     (A, "Sure:\n1. How long can a grey seal hold its breath? (up to 20 min)\n2. What is a baby seal called? (a pup)\n3. What do seals eat? (fish!)\n4. Why do seals have whiskers?"),
     (U, "q4 answer?"),
     (A, "Whiskers sense vibrations in the water, helping seals find fish even in the dark."),
   ],
   "facts": [
     {"kind": "decision", "turn": 2,
      "text": "School visits are capped at 30 children per group.",
      "keywords": ["30 children", "school visits"]},
   ],
   "answered": [4, 6],
  },
  {"id": "c28", "day": "2026-03-24",
   "turns": [
     (U, "open day parking: last time cars were on the verge all down ferry road"),
     (A, "Is there any nearby land you could use?"),
     (U, "hollins farm has a field, £150 for the day"),
     (A, "That would hold roughly 80 cars. Shall I record it?"),
     (U, "yep ship it. open day parking in the Hollins Farm field, sunniva does the signs"),
     (A, "Recorded, £150 for the day."),
     (U, "ty"),
   ],
   "facts": [
     {"kind": "decision", "turn": 4,
      "text": "Open day parking is in the Hollins Farm field.",
      "keywords": ["hollins farm", "parking"]},
   ],
   "answered": [],
  },
  {"id": "c29", "day": "2026-03-30",
   "turns": [
     (U, "anyone know why TideLog logs me out every 10 min"),
     (A, "Could be a session timeout setting. Any error?"),
     (U, "```\n[TideLog] 10:42:03 session expired (idle=600s)\n[TideLog] 10:42:03 redirect -> /login?next=/patients/2026-0117\n```"),
     (A, "Idle timeout is 600 seconds. An admin can change it under Settings → Security → Session length."),
     (U, "found it, thanks"),
     (U, "btw the seagull in cage 3 is called Kevin now, don't ask"),
     (A, "Noted — hi Kevin! 🐦 Let me know if you need anything else."),
   ],
   "facts": [],
   "answered": [0],
  },
  # ------------------------------------------------------------------ Apr 2026
  {"id": "c30", "day": "2026-04-07",
   "turns": [
     (U, "sunniva: problem. the lifeboat station booked their open day for the 18th too"),
     (A, "That could split visitors. Would moving yours work?"),
     (U, "ottilie's school trip moved, so the 25th is free now"),
     (U, "ok final call: open day moves to 25 April, I'll update the posters"),
     (A, "Noted — new date recorded."),
     (U, "do we need to tell hollins farm"),
     (A, "Yes, the parking field was booked for the original date, so they'll need the new one."),
     (U, "good catch"),
   ],
   "facts": [
     {"kind": "change", "turn": 3,
      "text": "The spring open day moves from 18 April to 25 April.",
      "keywords": ["25 april", "open day"]},
   ],
   "answered": [5],
  },
  {"id": "c31", "day": "2026-04-15",
   "turns": [
     (U, "raffle prizes so far: hamper, signed rugby shirt, 2 spa vouchers, and a sea kayak from Tidewater Outdoors!!"),
     (A, "Great haul. Which would you like as the top prize?"),
     (U, "the kayak obviously"),
     (U, "yes, the kayak it is for the top raffle prize"),
     (A, "Noted."),
     (U, "tickets £2 or 3 for £5?"),
     (A, "Both work; '3 for £5' tends to increase the average spend."),
     (U, "ok"),
   ],
   "facts": [
     {"kind": "decision", "turn": 3,
      "text": "The top raffle prize is the sea kayak from Tidewater Outdoors.",
      "keywords": ["kayak", "raffle"]},
   ],
   "answered": [5],
  },
  {"id": "c32", "day": "2026-04-16",
   "turns": [
     (U, "priya: first aid certs for 11 volunteers expire in may"),
     (A, "Are you planning a refresher course?"),
     (U, "coastline can do the 9th, £40 a head"),
     (U, "booked it. volunteer first aid refresher with Coastline Training on 9 May"),
     (A, "Noted."),
     (U, "can you list who needs it? the export is:\nname,cert_expiry\nA. Lowe,2026-05-02\nB. Tran,2026-05-11\nC. Okafor,2026-05-20\n... (8 more)"),
     (A, "From what you pasted, A. Lowe, B. Tran and C. Okafor need it; I can't see the other eight."),
     (U, "fine i'll do it myself 🙄"),
   ],
   "facts": [
     {"kind": "decision", "turn": 3,
      "text": "The volunteer first aid refresher is booked with Coastline Training on 9 May.",
      "keywords": ["coastline training", "9 may"]},
   ],
   "answered": [5],
  },
  {"id": "c33", "day": "2026-04-28",
   "turns": [
     (U, "rotaro emailed — charity plan goes from £9 to £35 a month in june"),
     (A, "That's a big increase. Do you want to compare alternatives?"),
     (U, "priya's been testing ShiftHive, free for charities under 100 volunteers"),
     (A, "It also has SMS reminders and a timesheet export, so it covers what you use the current tool for."),
     (U, "done deal. from 1 june the volunteer rota moves from Rotaro to ShiftHive"),
     (A, "Noted, I'll keep that in mind."),
     (U, "https://shifthive.example/invite/bf-7731"),
   ],
   "facts": [
     {"kind": "change", "turn": 4,
      "text": "The volunteer rota moves from Rotaro to ShiftHive on 1 June.",
      "keywords": ["shifthive", "volunteer rota"]},
   ],
   "answered": [],
  },
  # ------------------------------------------------------------------ May 2026
  {"id": "c34", "day": "2026-05-04",
   "turns": [
     (U, "maren: seabird season's going to be brutal, we had 140 admissions last summer"),
     (A, "How many care staff do you have at the moment?"),
     (U, "3 plus volunteers. ravi says the budget stretches to extra hands"),
     (U, "so: we're hiring 2 seasonal care assistants, june to september"),
     (A, "Noted."),
     (U, "draft the ad?"),
     (A, "**Seasonal Animal Care Assistant (x2)**\nJune–September, 30 hrs/week\nHelp feed, clean and care for seabirds and seals. No experience needed, just a strong stomach!\nApply: jobs@brackenfold.example"),
     (U, "strong stomach 😂 keep it"),
   ],
   "facts": [
     {"kind": "decision", "turn": 3,
      "text": "Two seasonal care assistants are hired for June to September.",
      "keywords": ["2 seasonal care assistants", "june to september"]},
   ],
   "answered": [5],
  },
  {"id": "c35", "day": "2026-05-06",
   "turns": [
     (U, "jonah: quotes for pool cameras attached"),
     (A, "Summary:\n| Vendor | Cameras | Price |\n|---|---|---|\n| Lookout Systems | 4 | £1,480 |\n| SafeEye | 4 | £1,920 |\n| SafeEye | 6 | £2,600 |"),
     (U, "lookout obviously"),
     (U, "ok do it — 4 cameras from Lookout Systems on the pools"),
     (A, "Noted."),
     (U, "sunniva wants to stream the pup cam publicly on the website. are we even allowed to with volunteers in shot? nobody knows"),
     (A, "I can't give a definite answer on that from the notes."),
     (U, "k will chase later"),
   ],
   "facts": [
     {"kind": "decision", "turn": 3,
      "text": "Four pool cameras are bought from Lookout Systems.",
      "keywords": ["lookout systems", "4 cameras"]},
     {"kind": "open", "turn": 5,
      "text": "It is unknown whether the pup cam may be streamed publicly with volunteers in shot.",
      "keywords": ["pup cam", "stream"]},
   ],
   "answered": [],
  },
  {"id": "c36", "day": "2026-05-12",
   "turns": [
     (U, "pool 1's pump is on its last legs, 9 years old"),
     (A, "Options for replacement:\n\n1. AquaClear 400 (same as now): £1,100, 400 L/min\n2. AquaClear 600 for Pool 1: £1,650, 600 L/min, quieter, 5-yr warranty\n3. Rebuild the existing pump: ~£450, no warranty"),
     (U, "what's the power draw on option 2"),
     (A, "About 1.1 kW, roughly the same as the current one."),
     (U, "sounds good, go with option 2"),
     (A, "Noted — option 2 it is."),
     (U, "old one goes in the shed for now"),
   ],
   "facts": [
     {"kind": "decision", "turn": 1,
      "text": "Pool 1 gets a new AquaClear 600 pump (option 2), replacing the AquaClear 400.",
      "keywords": ["aquaclear 600", "pool 1"]},
   ],
   "answered": [2],
  },
  {"id": "c37", "day": "2026-05-13",
   "turns": [
     (U, "dev: the 1 hour photo rule isn't working in summer, people are elbow deep in gulls"),
     (A, "What would be more realistic?"),
     (U, "changing it: admission photos go into TideLog by end of shift instead of within the hour"),
     (A, "Noted."),
     (U, "auditor was fine btw, passed ✅"),
     (A, "Congratulations! 🎉"),
   ],
   "facts": [
     {"kind": "change", "turn": 2,
      "text": "Admission photos now go into TideLog by end of shift instead of within 1 hour.",
      "keywords": ["admission photos", "end of shift"]},
   ],
   "answered": [],
  },
  {"id": "c38", "day": "2026-05-21",
   "turns": [
     (U, "sunniva: newsletter's been random. feb, then nothing till may"),
     (A, "A fixed schedule could help. Which tool do you use?"),
     (U, "mailpost. ok let's go with monthly, first tuesday of the month via Mailpost"),
     (A, "Noted."),
     (U, "bounce report from the last send, what's this"),
     (U, "```\n550 5.1.1 <j.harrow@oldmail.example>: Recipient address rejected: User unknown\n421 4.7.0 <info@seaview-school.example>: Try again later\n```"),
     (A, "The first is a hard bounce (the address doesn't exist) and should be removed. The second is a temporary deferral; it will be retried automatically."),
     (U, "ta"),
   ],
   "facts": [
     {"kind": "decision", "turn": 2,
      "text": "The newsletter goes out monthly on the first Tuesday via Mailpost.",
      "keywords": ["mailpost", "first tuesday"]},
   ],
   "answered": [4],
  },
  {"id": "c39", "day": "2026-05-28",
   "turns": [
     (U, "ravi: the reserve is earning 0.1% in the current account lol"),
     (A, "Are there better savings options?"),
     (U, "cobble bank charity saver is 3.8%, instant access"),
     (U, "trustees agreed: moving the £40k reserve into Cobble Bank's charity saver"),
     (A, "Noted."),
     (U, "yay free money 💸"),
   ],
   "facts": [
     {"kind": "decision", "turn": 3,
      "text": "The £40k reserve moves into a Cobble Bank charity saver account.",
      "keywords": ["cobble bank", "£40k"]},
   ],
   "answered": [],
  },
  # ------------------------------------------------------------------ Jun 2026
  {"id": "c40", "day": "2026-06-09",
   "turns": [
     (U, "ferncombe vets just told us they're stopping out-of-hours wildlife from july"),
     (A, "That leaves nights uncovered. The other practice mentioned earlier could be an option."),
     (U, "rang saltmarsh, they'll do it at £60 call-out"),
     (U, "right, night emergencies switch to Saltmarsh Vet Group from 1 july. update the voicemail"),
     (A, "Noted. New voicemail line:\n\"…If an animal is in immediate danger, please call our out-of-hours vet on 01632 960 877.\""),
     (U, "perfect"),
   ],
   "facts": [
     {"kind": "change", "turn": 3,
      "text": "Saltmarsh Vet Group replaces Ferncombe Vets for night emergencies from 1 July.",
      "keywords": ["saltmarsh vet group", "night emergencies"]},
   ],
   "answered": [],
  },
  {"id": "c41", "day": "2026-06-10",
   "turns": [
     (U, "felix: we need tags for releases, the old white ones fall off"),
     (A, "Which options are there?"),
     (U, "flipper tags from Marinetag, numbered. going with orange tags numbered from BF-2600"),
     (A, "Noted."),
     (U, "also has anyone heard if the harbour authority will let us use the slipway for the august releases? emailed twice"),
     (A, "There's nothing in the notes about a reply."),
     (U, "classic"),
   ],
   "facts": [
     {"kind": "decision", "turn": 2,
      "text": "Released seals get orange Marinetag flipper tags numbered from BF-2600.",
      "keywords": ["orange", "bf-2600"]},
     {"kind": "open", "turn": 4,
      "text": "It is unknown whether the harbour authority will allow use of the slipway for August releases.",
      "keywords": ["harbour authority", "slipway"]},
   ],
   "answered": [],
  },
  {"id": "c42", "day": "2026-06-30",
   "turns": [
     (U, "ottilie: summer holiday club signups are at 38 already"),
     (A, "Who's running it this year?"),
     (U, "me! maren confirmed: Ottilie runs the holiday club, 3 mornings a week, tue/wed/thu"),
     (A, "Noted."),
     (U, "i need a craft idea that isn't glitter. jonah banned glitter"),
     (A, "Try paper-plate seals, pebble painting, or a 'build a rockpool' diorama from a shoebox."),
     (U, "rockpool 👌"),
   ],
   "facts": [
     {"kind": "decision", "turn": 2,
      "text": "Ottilie runs the summer holiday club three mornings a week (Tue-Thu).",
      "keywords": ["ottilie", "holiday club", "3 mornings"]},
   ],
   "answered": [4],
  },
  # ------------------------------------------------------------------ Jul 2026
  {"id": "c43", "day": "2026-07-14",
   "turns": [
     (U, "its 29 degrees in the office help"),
     (A, "Stay hydrated! Is the fan working?"),
     (U, "fan died. jonah says he'll 'have a look' 🙄"),
     (U, 'weather api thing for the screen keeps erroring\n```\nTraceback (most recent call last):\n  File "weather.py", line 12, in <module>\n    temp = data["main"]["temp"]\nKeyError: \'main\'\n```'),
     (A, "The API response has no 'main' key — probably an error response (bad API key or rate limit). Print the full response to see."),
     (U, "rate limit. ok whatever"),
     (U, "lunch ice creams on me"),
     (A, "Enjoy! Let me know if you need anything else."),
   ],
   "facts": [],
   "answered": [3],
  },
  {"id": "c44", "day": "2026-07-29",
   "turns": [
     (U, "felix: gorran sands is closed for cliff works till next spring"),
     (A, "That's your release beach. Do you have an alternative?"),
     (U, "pell cove, 20 min further but quiet and there's a haul-out on the point"),
     (U, "so: releases move to Pell Cove from now on"),
     (A, "Noted, I'll keep that in mind."),
     (U, "first one there next tuesday, 3 pups 🦭🦭🦭"),
     (A, "Exciting! Good luck."),
   ],
   "facts": [
     {"kind": "change", "turn": 3,
      "text": "Seal releases move from Gorran Sands to Pell Cove.",
      "keywords": ["pell cove", "releases"]},
   ],
   "answered": [],
  },
  # ------------------------------------------------------------------ Aug 2026
  {"id": "c45", "day": "2026-08-04",
   "turns": [
     (U, "jonah: heatwave next week, 31 forecast"),
     (A, "Seals can overheat in shallow pools. Do the pools have shade?"),
     (U, "we have the shade sails in the shed"),
     (U, "rule: shade sails go up whenever it's over 22°C, whoever's on early shift does it"),
     (A, "Noted."),
     (U, "ty. ice lollies for seals is a thing right? fish popsicles"),
     (A, "Yes, frozen fish 'ice blocks' are a common enrichment treat in hot weather."),
   ],
   "facts": [
     {"kind": "decision", "turn": 3,
      "text": "Shade sails go up over the pools whenever it is over 22°C.",
      "keywords": ["shade sails", "22°c"]},
   ],
   "answered": [5],
  },
  {"id": "c46", "day": "2026-08-18",
   "turns": [
     (U, "sunniva: adopt-a-seal packs are selling at £25 but the plush seal alone costs us £11 now"),
     (A, "So the margin is small after postage. Are you thinking of a price rise?"),
     (U, "yes. adopt-a-seal goes up to £35 a year from september, includes plush + certificate + 2 updates"),
     (A, "Noted."),
     (U, "update the givetide product pls"),
     (A, "I can't edit GiveTide directly, but the product ID in the notes is ADS-01 — change the price under Products → ADS-01."),
     (U, "ok done"),
   ],
   "facts": [
     {"kind": "decision", "turn": 2,
      "text": "Adopt-a-seal costs £35 a year from September.",
      "keywords": ["adopt-a-seal", "£35"]},
   ],
   "answered": [4],
  },
  {"id": "c47", "day": "2026-08-19",
   "turns": [
     (U, "priya: gloves gone again. 20 boxes lasted 3 weeks with the seabird surge"),
     (A, "Would increasing the order help?"),
     (U, "bumped it again — glove order is 30 boxes a month now"),
     (A, "Noted."),
     (U, "medisupply invoice:\nINV-55102 | nitrile M x18 | nitrile L x12 | total £267.00"),
     (A, "Thanks. That works out at about £8.90 a box."),
   ],
   "facts": [
     {"kind": "change", "turn": 2,
      "text": "The monthly glove order is raised from 20 to 30 boxes.",
      "keywords": ["30 boxes", "glove order"]},
   ],
   "answered": [],
  },
  # ------------------------------------------------------------------ Sep 2026
  {"id": "c48", "day": "2026-09-01",
   "turns": [
     (U, "priya: volunteers keep forgetting to sign in"),
     (A, "Would badges with a scannable code help?"),
     (U, "yes. we'll use BadgeWorks for the new volunteer badges with QR codes that check in to ShiftHive"),
     (A, "Noted."),
     (U, "how many volunteers do we have now"),
     (A, "The rota tool had 74 active volunteers in the last export mentioned."),
     (U, "order 80 then"),
     (A, "Got it. Let me know if you need anything else."),
   ],
   "facts": [
     {"kind": "decision", "turn": 2,
      "text": "Volunteer badges with QR check-in codes come from BadgeWorks.",
      "keywords": ["badgeworks", "qr codes"]},
   ],
   "answered": [4],
  },
  {"id": "c49", "day": "2026-09-15",
   "turns": [
     (U, "dev: pup season starts in a month. where do the newborns go"),
     (A, "Pool 3 is the smallest and easiest to heat. Would that work as a nursery?"),
     (U, "yep. Pool 3 becomes the pup nursery, with heat lamps, from 1 october"),
     (A, "Noted."),
     (U, "q: does our pelican express contract even cover saturday pickups? pups don't arrive monday to friday only"),
     (A, "I don't have the contract terms in the notes."),
     (U, "ok"),
   ],
   "facts": [
     {"kind": "decision", "turn": 2,
      "text": "Pool 3 becomes the pup nursery with heat lamps from 1 October.",
      "keywords": ["pool 3", "pup nursery"]},
     {"kind": "open", "turn": 4,
      "text": "It is unknown whether the Pelican Express contract covers Saturday pickups.",
      "keywords": ["pelican express", "saturday pickups"]},
   ],
   "answered": [0],
  },
  {"id": "c50", "day": "2026-09-22",
   "turns": [
     (U, "sunniva: annual report time. last year's design was... a word doc"),
     (A, "Do you have a designer in mind?"),
     (U, "flint & feather quoted £600, they did the lifeboat one"),
     (U, "going with Flint & Feather Studio for the annual report"),
     (A, "Noted."),
     (U, "whats the admissions number for the year so far"),
     (A, "I don't have an up-to-date count; TideLog's Reports → Admissions by year will give it."),
     (U, "312 apparently wow"),
   ],
   "facts": [
     {"kind": "decision", "turn": 3,
      "text": "Flint & Feather Studio designs the annual report.",
      "keywords": ["flint & feather studio", "annual report"]},
   ],
   "answered": [5],
  },
  {"id": "c51", "day": "2026-09-29",
   "turns": [
     (U, "priya: first saturdays clash with the beach cleans all autumn"),
     (A, "Would moving the new-volunteer sessions work?"),
     (U, "yeah from october volunteer induction moves to the second Sunday of the month"),
     (A, "Noted."),
     (U, "ShiftHive keeps sending me this\n```\nWARNING: 3 shifts have no assigned lead (2026-10-04, 2026-10-05, 2026-10-11)\n```"),
     (A, "It flags shifts without a lead volunteer. Assign one under Shifts → Edit → Lead."),
     (U, "done"),
   ],
   "facts": [
     {"kind": "change", "turn": 2,
      "text": "Volunteer induction moves from the first Saturday to the second Sunday of the month.",
      "keywords": ["second sunday", "induction"]},
   ],
   "answered": [4],
  },
  # ------------------------------------------------------------------ Oct 2026
  {"id": "c52", "day": "2026-10-06",
   "turns": [
     (U, "ottilie: visitor numbers drop off a cliff in winter, 4 visitors last tuesday"),
     (A, "Would shorter winter hours save staff time?"),
     (U, "agreed: winter visitor centre hours 10:00-15:00 Wed-Sun, from 1 november"),
     (A, "Noted."),
     (U, "update the maps listing pls"),
     (A, "I can't change the listing myself — the business profile owner (Sunniva, per earlier notes) can update the hours."),
     (U, "ok"),
   ],
   "facts": [
     {"kind": "decision", "turn": 2,
      "text": "From 1 November the visitor centre opens 10:00-15:00, Wednesday to Sunday.",
      "keywords": ["10:00-15:00", "wed-sun"]},
   ],
   "answered": [],
  },
  {"id": "c53", "day": "2026-10-07",
   "turns": [
     (U, "jonah: the tidelog pc has no backup. if it dies we lose 6 years of records"),
     (A, "Do you have any storage available?"),
     (U, "the Tern NAS in the office has 4TB free"),
     (U, "we'll use the Tern NAS for nightly TideLog backups, 2am"),
     (A, "Noted."),
     (U, "and will tidelog v5 change the export format? i don't want the backup script to break. nobody at tidelog support has replied"),
     (A, "I don't know, and there's nothing in the notes."),
     (U, "ok cross that bridge later"),
   ],
   "facts": [
     {"kind": "decision", "turn": 3,
      "text": "TideLog is backed up nightly at 2am to the Tern NAS.",
      "keywords": ["tern nas", "nightly"]},
     {"kind": "open", "turn": 5,
      "text": "It is unknown whether TideLog v5 will change the export format.",
      "keywords": ["tidelog v5", "export format"]},
   ],
   "answered": [],
  },
  {"id": "c54", "day": "2026-10-14",
   "turns": [
     (U, "felix: pup season calls come in early and late. missed 6 calls before 8am last week"),
     (A, "The hotline currently has fixed daytime hours. Do you want to extend them?"),
     (U, "yes, for pup season the Seal Line runs 7am to 10pm, felix and priya split it"),
     (A, "Noted."),
     (U, "thx"),
     (A, "You're welcome! Let me know if you need anything else."),
   ],
   "facts": [
     {"kind": "change", "turn": 2,
      "text": "During pup season the Seal Line runs 7am to 10pm instead of 8am to 8pm.",
      "keywords": ["seal line", "7am", "10pm"]},
   ],
   "answered": [],
  },
  {"id": "c55", "day": "2026-10-20",
   "turns": [
     (U, "sunniva: xmas appeal planning. last year we got £13,240 🎉"),
     (A, "That beat last year's target. What's the plan this year?"),
     (U, "theme is Home for the Holidays, target £15,000, same GiveTide setup"),
     (A, "Noted."),
     (U, "photos from last year? link pls"),
     (A, "The shared folder in the notes: https://drive.brackenfold.example/appeal-2025/photos"),
     (U, "👍"),
   ],
   "facts": [
     {"kind": "decision", "turn": 2,
      "text": "The 2026 Christmas appeal is themed Home for the Holidays with a £15,000 target.",
      "keywords": ["home for the holidays", "£15,000"]},
   ],
   "answered": [4],
  },
  {"id": "c56", "day": "2026-10-28",
   "turns": [
     (U, "felix: 9 people signed up for beach patrol volunteering!"),
     (A, "Great. How will the patrols be organised?"),
     (U, "I lead the beach patrol, tuesdays and fridays, 8am from the car park"),
     (A, "Noted."),
     (U, "what should they carry"),
     (A, "Suggested kit: hi-vis vest, phone with the hotline number, binoculars, gloves, a notebook, and a 'keep back' sign. No handling without training."),
     (U, "perfect"),
   ],
   "facts": [
     {"kind": "decision", "turn": 2,
      "text": "Felix leads the volunteer beach patrol on Tuesdays and Fridays at 8am.",
      "keywords": ["beach patrol", "tuesdays", "fridays"]},
   ],
   "answered": [4],
  },
  # ------------------------------------------------------------------ Nov 2026
  {"id": "c57", "day": "2026-11-03",
   "turns": [
     (U, "sunniva: gala venue options for 5 december?"),
     (A, "From the notes: Quayside Hall (120 seats, £900) or the Anchor Hotel ballroom (200 seats, £2,100)."),
     (U, "we'll only sell ~100 tickets"),
     (A, "Then the smaller hall fits better and is less than half the price."),
     (U, "let's go with Quayside Hall for the gala on 5 december"),
     (A, "Noted."),
     (U, "brb fire alarm test 🔔"),
   ],
   "facts": [
     {"kind": "decision", "turn": 4,
      "text": "The winter gala is held at Quayside Hall on 5 December.",
      "keywords": ["quayside hall", "5 december"]},
   ],
   "answered": [0],
  },
  {"id": "c58", "day": "2026-11-10",
   "turns": [
     (U, "dev: pups are 7 so far. weights are all over the place"),
     (A, "Would a fixed weigh-in schedule help track progress?"),
     (U, "yes. pup weigh-ins every Monday and Thursday morning, logged in TideLog"),
     (A, "Noted."),
     (U, "current weights\n| pup | kg |\n|---|---|\n| Pebble | 14.2 |\n| Otto | 11.8 |\n| Mabel | 16.0 |"),
     (A, "Otto is lightest at 11.8 kg — worth keeping an eye on."),
     (U, "yep on it"),
   ],
   "facts": [
     {"kind": "decision", "turn": 2,
      "text": "Pups are weighed every Monday and Thursday morning.",
      "keywords": ["weigh-ins", "monday", "thursday"]},
   ],
   "answered": [],
  },
  {"id": "c59", "day": "2026-11-17",
   "turns": [
     (U, "jonah: someone wants the old AquaClear 400 from the shed"),
     (A, "Who's interested?"),
     (U, "fenwick aquarium, they offered £800"),
     (U, "sold — the AquaClear 400 goes to Fenwick Aquarium for £800, they collect friday"),
     (A, "Noted."),
     (U, "the shed has space now 😍"),
   ],
   "facts": [
     {"kind": "decision", "turn": 3,
      "text": "The old AquaClear 400 pump is sold to Fenwick Aquarium for £800.",
      "keywords": ["fenwick aquarium", "£800"]},
   ],
   "answered": [],
  },
  {"id": "c60", "day": "2026-11-27",
   "turns": [
     (U, "ravi: budget for 2027 is tight"),
     (A, "Any grant applications pending?"),
     (U, "the Coastal Trust one, £20k. still no idea if the 2027 grant from the Coastal Trust will come through, they keep saying 'soon'"),
     (A, "Nothing in the notes either. Let me know if you need anything else."),
     (U, "can you summarise the main costs for me"),
     (A, "From the notes: fish (~£144/week), gloves (~£267/month), out-of-hours vet call-outs (£60 each), lab courier (£21/run), seasonal staff (June–September)."),
     (U, "ok thanks that helps"),
   ],
   "facts": [
     {"kind": "open", "turn": 2,
      "text": "It is unknown whether the 2027 Coastal Trust grant will come through.",
      "keywords": ["coastal trust", "2027"]},
   ],
   "answered": [4],
  },
]

QUESTIONS = [
  {"question": "who was originally on the hook for weekend rescue call-outs back in december?", "chat": "c01", "fact": 0},
  {"question": "which courier firm did we first use to get samples to the lab?", "chat": "c02", "fact": 0},
  {"question": "who supplied our herring at the start of the winter, and how much did we take a week?", "chat": "c03", "fact": 0},
  {"question": "how often were the orphaned pups tube-fed under the plan we picked?", "chat": "c04", "fact": 0},
  {"question": "did we ever hear whether the council would renew our permit to use the beach?", "chat": "c04", "fact": 1},
  {"question": "what app did the volunteer schedule move to when we ditched the spreadsheet?", "chat": "c05", "fact": 0},
  {"question": "how much were we trying to raise in the 2025 christmas fundraiser?", "chat": "c06", "fact": 0},
  {"question": "what temperature was pool 2 set to after the heater kept tripping?", "chat": "c07", "fact": 0},
  {"question": "which practice first handled our after-hours animal emergencies?", "chat": "c08", "fact": 0},
  {"question": "which days was the visitor centre shut over christmas 2025?", "chat": "c08", "fact": 1},
  {"question": "who took over the weekend call-outs after felix hurt his ankle?", "chat": "c10", "fact": 0},
  {"question": "what was the original deadline for getting an admission picture into the records system?", "chat": "c11", "fact": 0},
  {"question": "what model of freezer did we buy when the old chest one died?", "chat": "c12", "fact": 0},
  {"question": "is it settled whether our insurer pays for spoiled fish after a power cut?", "chat": "c12", "fact": 1},
  {"question": "which beach did we first pick for putting rehabilitated seals back?", "chat": "c13", "fact": 0},
  {"question": "who collects our blood samples for the lab these days?", "chat": "c14", "fact": 0},
  {"question": "on which day were new volunteers originally trained?", "chat": "c15", "fact": 0},
  {"question": "where does the ambulance van go for its regular check-up, and how often?", "chat": "c16", "fact": 0},
  {"question": "how often do we submit gift aid?", "chat": "c17", "fact": 0},
  {"question": "what were the hotline's hours when they were first set?", "chat": "c18", "fact": 0},
  {"question": "how many boxes of gloves a month did we order after the february shortage?", "chat": "c19", "fact": 0},
  {"question": "how long are newly arrived animals kept apart from the rest, and where?", "chat": "c20", "fact": 0},
  {"question": "do we know if the county has to license the water running out of the quarantine pool?", "chat": "c20", "fact": 1},
  {"question": "what's pool 2 heated to now?", "chat": "c21", "fact": 0},
  {"question": "what date was first picked for the spring open day?", "chat": "c22", "fact": 0},
  {"question": "who hosts our website now?", "chat": "c23", "fact": 0},
  {"question": "what's the rule for checking drug doses before they're given?", "chat": "c24", "fact": 0},
  {"question": "which company delivers our fish nowadays?", "chat": "c25", "fact": 0},
  {"question": "what product and strength do we clean oiled birds with?", "chat": "c26", "fact": 0},
  {"question": "was it ever sorted out who renews dev's permit to handle wildlife?", "chat": "c26", "fact": 1},
  {"question": "what's the biggest group of pupils we accept on one visit?", "chat": "c27", "fact": 0},
  {"question": "where did visitors leave their cars for the open day?", "chat": "c28", "fact": 0},
  {"question": "when did the spring open day actually take place?", "chat": "c30", "fact": 0},
  {"question": "what was first prize in the open day draw?", "chat": "c31", "fact": 0},
  {"question": "who ran the volunteers' first aid update course, and on what date?", "chat": "c32", "fact": 0},
  {"question": "which tool do we plan volunteer shifts in these days?", "chat": "c33", "fact": 0},
  {"question": "how many extra summer staff did we take on for seabird season?", "chat": "c34", "fact": 0},
  {"question": "who supplied the pool cameras, and how many did we get?", "chat": "c35", "fact": 0},
  {"question": "are we allowed to broadcast the pup camera online with volunteers visible?", "chat": "c35", "fact": 1},
  {"question": "which pump went into pool 1 when the old one wore out?", "chat": "c36", "fact": 0},
  {"question": "what's the current deadline for uploading intake photos?", "chat": "c37", "fact": 0},
  {"question": "when does the newsletter go out, and with which service?", "chat": "c38", "fact": 0},
  {"question": "where is the reserve money kept now?", "chat": "c39", "fact": 0},
  {"question": "which vets do we ring for emergencies in the middle of the night now?", "chat": "c40", "fact": 0},
  {"question": "what kind of tags do seals get when they're released?", "chat": "c41", "fact": 0},
  {"question": "did the harbour people ever agree to let us launch from the slipway?", "chat": "c41", "fact": 1},
  {"question": "who's in charge of the kids' summer club?", "chat": "c42", "fact": 0},
  {"question": "where do we let seals go these days?", "chat": "c44", "fact": 0},
  {"question": "at what temperature do we put up shade over the pools?", "chat": "c45", "fact": 0},
  {"question": "how much does it cost to adopt a seal since september?", "chat": "c46", "fact": 0},
  {"question": "how many glove boxes are on the monthly order now?", "chat": "c47", "fact": 0},
  {"question": "who makes the volunteer badges and how do volunteers sign in with them?", "chat": "c48", "fact": 0},
  {"question": "where do newborn pups go during pup season?", "chat": "c49", "fact": 0},
  {"question": "do we know if our sample courier will collect on saturdays?", "chat": "c49", "fact": 1},
  {"question": "who did the design for this year's annual report?", "chat": "c50", "fact": 0},
  {"question": "when is volunteer induction held now?", "chat": "c51", "fact": 0},
  {"question": "what are the visitor centre's opening times over the winter?", "chat": "c52", "fact": 0},
  {"question": "where do the patient record backups go, and how often?", "chat": "c53", "fact": 0},
  {"question": "has anyone found out whether the next tidelog release breaks our export?", "chat": "c53", "fact": 1},
  {"question": "what hours is the seal hotline answered during pup season?", "chat": "c54", "fact": 0},
  {"question": "what's the theme and goal of the 2026 christmas fundraiser?", "chat": "c55", "fact": 0},
  {"question": "who runs the shoreline patrols, and on which days?", "chat": "c56", "fact": 0},
  {"question": "where is the december gala being held?", "chat": "c57", "fact": 0},
  {"question": "which days are the pups put on the scales?", "chat": "c58", "fact": 0},
  {"question": "who bought the old filtration pump, and for how much?", "chat": "c59", "fact": 0},
  {"question": "is the coastal trust money for next year confirmed?", "chat": "c60", "fact": 0},
]


if __name__ == "__main__":
    from collections import Counter

    ids = [c["id"] for c in CHATS]
    assert len(ids) == len(set(ids)), "duplicate chat ids"
    by_id = {c["id"]: c for c in CHATS}
    kinds = Counter()
    n_turns = n_answered = 0
    empty = []
    days = []
    for c in CHATS:
        turns = c["turns"]
        n = len(turns)
        n_turns += n
        assert 6 <= n <= 10, (c["id"], "turn count", n)
        assert "2025-12-01" <= c["day"] <= "2026-11-27", (c["id"], c["day"])
        days.append(c["day"])
        for role, text in turns:
            assert role in (U, A) and isinstance(text, str) and text, c["id"]
        fact_turns = set()
        for i, f in enumerate(c["facts"]):
            assert f["kind"] in ("decision", "change", "open"), (c["id"], i)
            assert 0 <= f["turn"] < n, (c["id"], i, "turn index")
            assert 2 <= len(f["keywords"]) <= 4, (c["id"], i, "keyword count")
            low = turns[f["turn"]][1].lower()
            for k in f["keywords"]:
                assert k == k.lower(), (c["id"], i, k)
                assert k in low, (c["id"], i, "keyword missing", k)
            if f["kind"] == "open":
                assert turns[f["turn"]][0] == U, (c["id"], i, "open must be a user turn")
            fact_turns.add(f["turn"])
            kinds[f["kind"]] += 1
        assert len(fact_turns) * 2 <= n, (c["id"], "more than half the turns carry facts")
        if not c["facts"]:
            empty.append(c["id"])
        open_turns = {f["turn"] for f in c["facts"] if f["kind"] == "open"}
        for t in c["answered"]:
            assert 0 <= t < n and turns[t][0] == U, (c["id"], "answered index", t)
            assert t not in open_turns, (c["id"], "open question marked answered", t)
            assert t < n - 1, (c["id"], "answered turn is last", t)
        n_answered += len(c["answered"])
    assert days == sorted(days), "chats not in date order"

    seen = set()
    for q in QUESTIONS:
        c = by_id[q["chat"]]
        assert 0 <= q["fact"] < len(c["facts"]), q
        key = (q["chat"], q["fact"])
        assert key not in seen, ("duplicate question for fact", key)
        seen.add(key)
    n_facts = sum(kinds.values())
    assert len(seen) == n_facts, "every fact needs exactly one question"

    print("chats:", len(CHATS))
    print("turns:", n_turns)
    print("facts:", n_facts, dict(kinds))
    print("chats without facts:", len(empty), empty)
    print("chats with two facts:", sum(1 for c in CHATS if len(c["facts"]) == 2))
    print("answered user turns:", n_answered)
    print("questions:", len(QUESTIONS))
    print("all indexes valid")
