# Development data since 2026-12-04 (session 28): released after its last held-out measurement, below.
# Held-out noisy-chat set no. 26 (62 chats, 82 facts, 87 questions; the claims team of a regional
# insurer), written on 2026-12-04 by a helper that never saw the pipeline or the other sets. Its misses were not read.
# Measured by the lead only (python -m tests.noisy_chat_quality twentysixth): at 94b94e8 (session 27's start, after
# the salience refit on twenty-five sets) coverage day / week / month 73 / 73 / 66 of 82 (0.89 / 0.89 / 0.80), noise
# 34/244 (0.14), core memory noise 0/2, recall 77/87 (0.89); at session 27's merged code (8c4d340: h74's code replies,
# "X it is:", parked problems, quoted wordings) the same.
# Written on 2026-12-04 by a helper that never saw the detector, the rules, the pipeline or the other sets.
"""Held-out evaluation set: noisy chats between one team and an AI assistant.

Team: the property & auto claims unit of Northgate Mutual, a regional insurer
(adjusters, SIU/fraud, subrogation, intake, claims systems, data). Chats run from
December 2025 to November 2026 and are written the way people actually talk to an
assistant: lowercase, typos, emoji, lunch plans, pasted logs, stack traces, JSON,
tables, code, assistant boilerplate, proposals reversed inside the same chat,
options discussed and rejected, and decisions phrased many different ways. Some
chats hold no key fact at all; some hold two or three.

CHATS: {"id", "day", "turns": [(speaker, text), ...], "facts": [...], "answered": [...]}
  facts:    {"kind": "decision" | "change" | "open", "turn": i, "text", "keywords"}
            every keyword appears literally (case-insensitive) in turns[i]
  answered: indices of user turns whose request or question is answered later in the chat
QUESTIONS: {"question", "chat", "fact"} - how a team member would later ask for the fact,
            without using any of the fact's keywords.
"""

U = "user"
A = "assistant"

TEAM = {
    "Rosa": "claims team lead",
    "Dev": "senior property adjuster, CAT coordinator",
    "Kim": "auto adjuster",
    "Tobias": "SIU / fraud analyst",
    "Aylin": "claims systems engineer (ClaimCenter, portal, phones)",
    "Marcus": "claims data analyst",
    "Jenny": "intake and customer liaison lead",
    "Olu": "subrogation specialist",
    "Priyanka": "adjuster (joined August 2026)",
}

CHATS = []

CHATS += [
    {
        "id": "c01", "day": "2025-12-02",
        "turns": [
            (U, "morning! quick one before standup — what's the current auto-approval limit for reserves in claimcenter?"),
            (A, "Good morning! Based on the team memory, adjusters can set reserves up to $15,000 without supervisor approval. Anything above that goes to a team lead. Want me to pull up the authority table?"),
            (U, "yeah that's what i thought. we're raising it tho, too many tiny escalations clogging my queue"),
            (A, "Makes sense. What would you like the new limit to be?"),
            (U, "dev suggested 30k but thats too much for the new hires. let's go with $25,000 for seniors and keep 15k for anyone under a year"),
            (A, "Got it: $25,000 reserve authority for senior adjusters, $15,000 stays for adjusters with less than a year of tenure. Aylin would need to update the authority table in ClaimCenter."),
            (U, "yep ill ping her. thx"),
            (A, "You're welcome! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Reserve authority raised to $25,000 for senior adjusters; adjusters with under a year stay at $15,000.", "keywords": ["$25,000", "15k"]},
        ],
        "answered": [0],
    },
    {
        "id": "c02", "day": "2025-12-09",
        "turns": [
            (U, "hey can u help me write a regex that matches claim numbers like NG-2025-004512"),
            (A, "Sure! Something like this should work:\n```\n^NG-\\d{4}-\\d{6}$\n```\nIt matches 'NG-', a four-digit year, a dash and six digits."),
            (U, "and if some old ones only have 5 digits at the end?"),
            (A, "Then allow five or six: `^NG-\\d{4}-\\d{5,6}$`"),
            (U, "perfect works 👍"),
            (A, "Great! Anything else I can help with?"),
            (U, "nah thats it, going for lunch. pho day 🍜"),
            (A, "Enjoy the pho!"),
        ],
        "facts": [],
        "answered": [0, 2],
    },
    {
        "id": "c03", "day": "2025-12-15",
        "turns": [
            (U, "ugh servpro no-showed on another water loss this weekend. third time since october"),
            (A, "That's frustrating. Do you want me to pull the list of their missed appointments for a vendor review?"),
            (U, "yes pls, last 90 days"),
            (A, "Here's what I found in the claim notes:\n| date | claim | issue |\n|---|---|---|\n| 10/14 | NG-2025-004512 | no-show |\n| 11/22 | NG-2025-005017 | 6h late |\n| 12/13 | NG-2025-005388 | no-show |\nThree incidents in about 60 days."),
            (U, "ok talked to rosa. we're dropping them as first call. BlueLine Restoration is the preferred water mitigation vendor from monday, servpro only as backup"),
            (A, "Noted: BlueLine Restoration becomes the preferred water mitigation vendor starting Monday, ServPro stays as backup. Should I update the vendor cheat sheet for intake?"),
            (U, "yes and tell jenny"),
            (A, "I've drafted a message for Jenny: 'Heads up — from Monday, water mitigation dispatches go to BlueLine Restoration first; ServPro only if BlueLine can't respond within 4 hours.' Want me to send it?"),
            (U, "wait is the 4h thing agreed? idk if blueline even covers condos under the HOA master policy"),
            (A, "Good catch — nothing I have confirms a 4-hour fallback or condo coverage in BlueLine's agreement. I'll take the 4-hour line out. The condo question stays open; Rosa may need to check the contract."),
            (U, "yeah leave it open for now"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "BlueLine Restoration replaces ServPro as the preferred water mitigation vendor; ServPro is backup only.", "keywords": ["BlueLine", "servpro"]},
            {"kind": "open", "turn": 8, "text": "Unclear whether BlueLine covers condo units under HOA master policies.", "keywords": ["condos", "HOA"]},
        ],
        "answered": [2, 6],
    },
    {
        "id": "c04", "day": "2025-12-22",
        "turns": [
            (U, "who's on call for cat claims over xmas?"),
            (A, "I don't have a holiday roster saved yet — last year's memo only covered Thanksgiving. Want to set one now?"),
            (U, "yes. kim 24-26, tobias 27-29, me for new years. olu offered to swap with kim but kim said no lol"),
            (A, "Got it: Kim Dec 24–26, Tobias Dec 27–29, Rosa over New Year's. No swap with Olu."),
            (U, "also pagerduty escalation should go to me after 30 min not 60"),
            (A, "Noted — escalation to you after 30 minutes instead of 60. Want me to draft the change request for Aylin?"),
            (U, "ya"),
            (A, "Draft: 'Please change the cat-claims escalation policy: level 2 (Rosa) after 30 min, was 60.' Let me know if you need anything else!"),
            (U, "🎄 thx"),
            (A, "Happy holidays! 🎄"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "Holiday on-call for CAT claims 2025: Kim Dec 24-26, Tobias Dec 27-29, Rosa over New Year's.", "keywords": ["kim 24-26", "tobias 27-29"]},
            {"kind": "change", "turn": 4, "text": "PagerDuty escalation to Rosa now happens after 30 minutes instead of 60.", "keywords": ["30 min", "pagerduty"]},
        ],
        "answered": [0, 6],
    },
    {
        "id": "c05", "day": "2025-12-30",
        "turns": [
            (U, "last working day of the year for me 🎉 anything fun in the claims data for the year-end slide?"),
            (A, "Great question! A few fun ones: frozen pipes were the top December loss cause, and someone filed a claim for a goat that ate a car's wiper blades."),
            (U, "lmao the goat one is going on the slide"),
            (A, "It's a classic. Want me to anonymise the claim number?"),
            (U, "yes pls"),
            (A, "Done: 'Claim NG-2025-XXXXXX — goat vs. wiper blades.'"),
            (U, "ok see u next year"),
            (A, "See you next year, Marcus! Enjoy the break."),
        ],
        "facts": [],
        "answered": [0, 4],
    },
    {
        "id": "c06", "day": "2026-01-06",
        "turns": [
            (U, "happy new year! did the first contact SLA change? someone said it's shorter now"),
            (A, "Happy new year! The last memo I have says first contact on new claims must happen within 48 hours of FNOL."),
            (U, "ok rosa just confirmed in the standup: from now on it's 24 hours for auto, property stays 48"),
            (A, "Thanks — updating: first contact SLA is 24 hours for auto claims; property remains 48 hours."),
            (U, "does that count weekends??"),
            (A, "The SLA policy doesn't say. The old 48h clock paused on weekends, but I can't confirm that for the new rule."),
            (U, "ugh ok nobody knows. ill ask rosa later"),
            (A, "I'll note it as an open question. Let me know what she says!"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "First-contact SLA for auto claims is now 24 hours; property stays at 48 hours.", "keywords": ["24 hours", "property stays 48"]},
            {"kind": "open", "turn": 4, "text": "Unclear whether weekends count toward the new auto first-contact SLA.", "keywords": ["weekends"]},
        ],
        "answered": [0],
    },
    {
        "id": "c07", "day": "2026-01-13",
        "turns": [
            (U, "getting this in the claimcenter batch job since last night\n```\nERROR 2026-01-13 02:14:07 BatchProcessRunner - PaymentBatch failed\njava.lang.NullPointerException: Cannot invoke \"Check.getPayee()\" because \"check\" is null\n    at gw.payment.PaymentBatch.process(PaymentBatch.gs:212)\n    at gw.batch.BatchProcessRunner.run(BatchProcessRunner.gs:88)\n```"),
            (A, "That NPE means the batch hit a check record without a payee. That often comes from voided checks created by a manual import. Can you query for checks with a null payee?"),
            (U, "yep 3 of them. all from the friday import"),
            (A, "Then you can either fix those three records or exclude voided checks in the batch filter. The filter is safer long term."),
            (U, "doing both. also we're on 10.2.1 and the vendor says 10.2.3 fixes the null check. rosa approved upgrading to 10.2.3 in the feb maintenance window"),
            (A, "Noted: ClaimCenter upgrade from 10.2.1 to 10.2.3 approved for the February maintenance window."),
            (U, "brb coffee"),
            (U, "back. batch reran fine ✅"),
            (A, "Great, glad it went through! Anything else on the batch?"),
            (U, "nope ty"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "ClaimCenter will be upgraded from 10.2.1 to 10.2.3 in the February maintenance window.", "keywords": ["10.2.3", "feb maintenance window"]},
        ],
        "answered": [0],
    },
    {
        "id": "c08", "day": "2026-01-20",
        "turns": [
            (U, "hey, how many claims got referred to SIU last week from the fraud model?"),
            (A, "Last week the model flagged 41 claims above the 0.70 score threshold; 12 were referred after review."),
            (U, "too many false positives. proposal: bump threshold to 0.80"),
            (A, "At 0.80 last week's flags would drop to about 17. Want me to check how many of the 12 referrals would've been missed?"),
            (U, "yes"),
            (A, "Two of the 12 referred claims scored between 0.70 and 0.80, so they would have been missed."),
            (U, "hmm. ok compromise — 0.75, and anything 0.70-0.75 with a prior claim in 12 months still gets flagged. decided."),
            (A, "Decided: fraud referral threshold is 0.75; claims scoring 0.70–0.75 are still flagged if the claimant had a prior claim in the last 12 months."),
            (U, "marcus will change it in the scoring job"),
            (A, "Noted that Marcus owns the change. Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "Fraud model referral threshold set to 0.75; 0.70-0.75 still flagged if the claimant had a prior claim in 12 months.", "keywords": ["0.75", "prior claim"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c09", "day": "2026-01-27",
        "turns": [
            (U, "how do i make a pivot table show percent of row total in excel again"),
            (A, "Right-click any value in the pivot > Show Values As > % of Row Total."),
            (U, "omg thank u. why is that so hidden"),
            (A, "Ha, it's a common complaint. You can also get there through Value Field Settings."),
            (U, "also lunch anyone? thai place?"),
            (A, "I can't join for lunch unfortunately 😄 but enjoy!"),
            (U, "lol i was asking kim but fair"),
            (A, "Noted, I'll stay out of lunch plans 🙂"),
        ],
        "facts": [],
        "answered": [0],
    },
    {
        "id": "c10", "day": "2026-02-03",
        "turns": [
            (U, "who picks up subro on small auto claims now? i'm drowning"),
            (A, "Per team memory, you handle all subrogation regardless of amount."),
            (U, "not anymore — rosa said kim takes auto subro under $5,000 starting next week, i keep the rest"),
            (A, "Got it: Kim handles auto subrogation under $5,000 from next week; you keep everything else."),
            (U, "also we're not pursuing recoveries under $500 anymore, costs more than it's worth"),
            (A, "Noted: no subrogation pursuit for recoveries under $500. Should that apply to property too?"),
            (U, "yes both"),
            (A, "Updated: the $500 minimum applies to auto and property."),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "Kim takes auto subrogation under $5,000 from next week; Olu keeps the rest.", "keywords": ["kim", "$5,000"]},
            {"kind": "decision", "turn": 4, "text": "Recoveries under $500 are no longer pursued (auto and property).", "keywords": ["$500"]},
        ],
        "answered": [0],
    },
    {
        "id": "c11", "day": "2026-02-10",
        "turns": [
            (U, "we need to pick the OCR for the claim docs. options: textract, azure document intelligence, or keep ABBYY"),
            (A, "Quick comparison:\n- Textract: cheapest per page, good on printed forms\n- Azure Document Intelligence: better on handwriting, prebuilt invoice model\n- ABBYY: on-prem, what we have today, licence renewal due"),
            (U, "ABBYY renewal is 38k, nope"),
            (A, "So it's between Textract and Azure. Do handwritten documents matter a lot for us?"),
            (U, "yeah lots of handwritten estimates from body shops"),
            (A, "Then Azure Document Intelligence probably fits better."),
            (U, "agreed. we'll use azure document intelligence, ABBYY retires when the license ends in april"),
            (A, "Noted: OCR moves to Azure Document Intelligence; ABBYY is retired when its licence ends in April."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "Claim document OCR moves to Azure Document Intelligence; ABBYY retired when its licence ends in April.", "keywords": ["azure document intelligence", "april"]},
        ],
        "answered": [0],
    },
    {
        "id": "c12", "day": "2026-02-17",
        "turns": [
            (U, "found 2 duplicate payments this month, same invoice paid twice to enterprise rental"),
            (A, "Do you have the claim numbers? I can check how they were entered."),
            (U, "NG-2026-000871 and NG-2026-000902. $1,240 each"),
            (A, "Both carry invoice ENT-778120. One came through the vendor portal, the other was a manual payment."),
            (U, "ok so root cause is the manual entry path has no dup check. we dont know yet how many more there are from last year"),
            (A, "Should I keep last year's exposure as an open item?"),
            (U, "yes. and decided: from now on manual vendor payments need invoice number as a required field so the check works"),
            (A, "Decided: invoice number is a required field on manual vendor payments. Open: the number of duplicate payments from last year is unknown."),
            (U, "👍"),
        ],
        "facts": [
            {"kind": "open", "turn": 4, "text": "Unknown how many duplicate vendor payments went through the manual entry path last year.", "keywords": ["last year", "dup check"]},
            {"kind": "decision", "turn": 6, "text": "Invoice number is a required field on manual vendor payments.", "keywords": ["invoice number", "required field"]},
        ],
        "answered": [],
    },
    {
        "id": "c13", "day": "2026-02-24",
        "turns": [
            (U, "can everyone make a later standup? the 9am clashes with the regional call"),
            (A, "I can't see calendars, but I can draft a quick poll for the team."),
            (U, "nah just decide. standup moves to 9:15 starting monday, still 15 min, still in teams"),
            (A, "Noted: daily standup moves to 9:15 from Monday, 15 minutes, on Teams."),
            (U, "and fridays we skip it"),
            (A, "Got it — no standup on Fridays."),
            (U, "cool thx"),
            (A, "Let me know if you need anything else!"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "Daily standup moves from 9:00 to 9:15 starting Monday.", "keywords": ["9:15"]},
            {"kind": "decision", "turn": 4, "text": "No standup on Fridays.", "keywords": ["fridays"]},
        ],
        "answered": [],
    },
    {
        "id": "c14", "day": "2026-03-03",
        "turns": [
            (U, "hail storm in the north county last night. can you summarize the FNOL volume?"),
            (A, "Since midnight: 312 new property claims and 188 auto claims, mostly roofs and windshields. Intake queue is at 4x normal."),
            (U, "jeez. ok triage rule for this event: roof-only claims under $8,000 go to desk adjusting with photo estimates, no field visit"),
            (A, "Understood. Should I tag those in the intake queue?"),
            (U, "yes tag them CAT-HAIL-DESK"),
            (A, "Here's the rule for Aylin:\n```json\n{\"event\": \"CAT-2026-03\", \"rule\": \"roof_only && estimate < 8000\", \"route\": \"desk\", \"tag\": \"CAT-HAIL-DESK\"}\n```"),
            (U, "perfect. ship it"),
            (A, "Great — I'll let Aylin know it's approved."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "For the March hail event, roof-only claims under $8,000 are desk-adjusted with photo estimates, no field visit.", "keywords": ["$8,000", "desk adjusting"]},
            {"kind": "decision", "turn": 4, "text": "Desk-routed hail claims are tagged CAT-HAIL-DESK in intake.", "keywords": ["CAT-HAIL-DESK"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c15", "day": "2026-03-10",
        "turns": [
            (U, "ugh daylight saving. im a zombie"),
            (A, "Sorry to hear that! Coffee helps 😄"),
            (U, "does the rental car api use UTC or local time btw"),
            (A, "The Enterprise API returns timestamps in UTC with a Z suffix, e.g. 2026-03-10T14:00:00Z."),
            (U, "ok good, then the DST thing isn't our bug"),
            (A, "Right — as long as you convert at display time you should be fine."),
            (U, "thx"),
            (A, "Anytime!"),
        ],
        "facts": [],
        "answered": [2],
    },
    {
        "id": "c16", "day": "2026-03-17",
        "turns": [
            (U, "storage costs for claim photos are crazy. proposal: delete photos 3 years after claim close"),
            (A, "That would cut photo storage by roughly 40%. Note that some states require 5-year retention for claim files."),
            (U, "oh right. ok scratch 3 years"),
            (A, "Would you like to check with compliance first?"),
            (U, "tobias checked with compliance, they say 7 years for anything with litigation, 5 otherwise"),
            (A, "Got it, thanks."),
            (U, "so final call: move photos to archive tier after 1 year, delete at 5 years, 7 if litigated"),
            (A, "Final: claim photos move to archive storage after 1 year and are deleted after 5 years, or 7 years if the claim was litigated."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "Claim photos move to archive tier after 1 year; deleted after 5 years (7 if litigated).", "keywords": ["archive tier", "5 years"]},
        ],
        "answered": [],
    },
    {
        "id": "c17", "day": "2026-03-24",
        "turns": [
            (U, "rental daily cap is still $40/day right?"),
            (A, "Yes, team memory says rental reimbursement is capped at $40 per day, 30 days max."),
            (U, "enterprise is pushing back, says 40 doesn't cover bigger cars anymore. policyholders are paying out of pocket"),
            (A, "Do you want to propose a separate cap for larger vehicles?"),
            (U, "i'd say 55 for suvs but thats a product decision not ours. need underwriting to weigh in"),
            (A, "I'll note it as open: whether SUVs get a higher rental cap (proposed $55/day), pending underwriting."),
            (U, "yep"),
        ],
        "facts": [
            {"kind": "open", "turn": 4, "text": "Whether SUVs get a higher rental cap (proposed $55/day) is pending underwriting.", "keywords": ["suvs", "underwriting"]},
        ],
        "answered": [0],
    },
    {
        "id": "c18", "day": "2026-03-31",
        "turns": [
            (U, "the phone tree keeps sending glass claims to the property queue 🙄"),
            (A, "That's option 3 in the menu. It routes everything 'glass' to property because of home windows."),
            (U, "can we split it? auto glass -> safelite directly"),
            (A, "Possible: option 3 becomes a sub-menu — 1 for vehicle glass (transfer to Safelite), 2 for home windows (property queue)."),
            (U, "yes do that. aylin said she can push the ivr change thursday"),
            (A, "Noted: option 3 splits into vehicle glass (transfer to Safelite) and home windows (property queue), going live Thursday."),
            (U, "also hold music. pls anything but that saxophone"),
            (A, "Ha. I'll add 'replace hold music' to the list. Any preference?"),
            (U, "literally anything. ok ty"),
            (A, "Noted! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "Phone menu option 3 split: vehicle glass calls transfer directly to Safelite, home windows go to the property queue; live Thursday.", "keywords": ["ivr", "thursday"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c19", "day": "2026-04-07",
        "turns": [
            (U, "can you draft a polite email to a customer whose claim is waiting on a police report"),
            (A, "Sure! Here's a draft:\n\nDear Ms. Alvarez,\n\nThank you for your patience. Your claim is currently waiting for the police report from the county sheriff's office. As soon as we receive it, we'll complete our review and contact you. If you already have a copy, you can upload it through the claim portal to speed things up.\n\nKind regards,\nJenny"),
            (U, "make it shorter, she's annoyed already"),
            (A, "Dear Ms. Alvarez,\n\nWe're still waiting on the police report. If you have a copy, please upload it to the portal and we'll move forward right away. Sorry for the wait.\n\nJenny"),
            (U, "perfect 👌"),
            (A, "Glad it helps! Let me know if you need anything else."),
        ],
        "facts": [],
        "answered": [0, 2],
    },
    {
        "id": "c20", "day": "2026-04-14",
        "turns": [
            (U, "finance asked if we can run the payment batch twice a day"),
            (A, "Currently it runs once, at 02:00. A second run would need Aylin to add a schedule."),
            (U, "aylin's fine with it. so it runs at 02:00 and 13:00 from next monday"),
            (A, "Noted: payment batch at 02:00 and 13:00 starting next Monday."),
            (U, "actually finance wants 14:00 so the bank cutoff works. or is 13 too early? no wait, too late is the problem... ugh"),
            (A, "If the bank cutoff is 15:00 and the file takes about 40 minutes, both work; 14:00 is cutting it closer."),
            (U, "ok keep 13:00 then. final."),
            (A, "Final: payment batch runs at 02:00 and 13:00, starting next Monday."),
        ],
        "facts": [
            {"kind": "change", "turn": 6, "text": "Payment batch runs twice a day, at 02:00 and 13:00, from next Monday (14:00 considered and rejected).", "keywords": ["13:00"]},
        ],
        "answered": [0, 4],
    },
]

CHATS += [
    {
        "id": "c21", "day": "2026-04-21",
        "turns": [
            (U, "heads up i'm on paternity leave from may 4 for 6 weeks 👶"),
            (A, "Congratulations! 🎉 Who will cover SIU referrals while you're out?"),
            (U, "olu covers SIU referrals while im out, rosa signs off on anything going to the state fraud bureau"),
            (A, "Noted: while you're on leave (from May 4, 6 weeks), Olu covers SIU referrals and Rosa signs off on reports to the state fraud bureau."),
            (U, "also the ISO ClaimSearch login for olu isn't working yet, verisk ticket is open"),
            (A, "I'll note that as an open item."),
            (U, "thx. ok back to work"),
            (A, "Good luck, and congrats again!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "Olu covers SIU referrals during Tobias's leave; Rosa signs off on state fraud bureau reports.", "keywords": ["olu covers", "fraud bureau"]},
            {"kind": "open", "turn": 4, "text": "Olu's ISO ClaimSearch login isn't working yet; Verisk ticket open.", "keywords": ["claimsearch", "verisk"]},
        ],
        "answered": [],
    },
    {
        "id": "c22", "day": "2026-04-28",
        "turns": [
            (U, "facilities confirmed, we move from floor 2 to floor 5, east wing, on may 15"),
            (A, "Thanks! Noted: the claims team moves to floor 5, east wing, on May 15."),
            (U, "pack your desks by the 14th ppl"),
            (A, "Want me to draft a reminder for the team?"),
            (U, "sure"),
            (A, "Draft: 'Reminder: we move to the 5th floor (east wing) on May 15. Please pack your desks by end of day May 14. Crates arrive May 12.' Anything to add?"),
            (U, "crates arrive 13th not 12th"),
            (A, "Fixed: crates arrive May 13."),
        ],
        "facts": [
            {"kind": "change", "turn": 0, "text": "Claims team moves from floor 2 to floor 5, east wing, on May 15.", "keywords": ["floor 5", "east wing"]},
        ],
        "answered": [4],
    },
    {
        "id": "c23", "day": "2026-05-05",
        "turns": [
            (U, "what's our definition of cycle time on the dashboard? people keep arguing"),
            (A, "Currently: FNOL date to final payment date, in calendar days."),
            (U, "rosa wants it to end when the file closes, not final payment, because subro drags it out"),
            (A, "That would shorten average auto cycle time by about 9 days, since recoveries often come after the last payment."),
            (U, "ok. decided: cycle time = FNOL to claim closed, business days. renaming the old one to 'time to final payment'"),
            (A, "Decided: cycle time is FNOL to claim closed, in business days; the old metric is renamed 'time to final payment'."),
            (U, "can you give me a little table of last month with both"),
            (A, "| metric | auto | property |\n|---|---|---|\n| cycle time (new) | 14 | 27 |\n| time to final payment | 23 | 35 |"),
            (U, "nice ty"),
            (A, "You're welcome!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Dashboard cycle time is now FNOL to claim closed in business days; old metric renamed 'time to final payment'.", "keywords": ["claim closed", "business days"]},
        ],
        "answered": [0, 6],
    },
    {
        "id": "c24", "day": "2026-05-12",
        "turns": [
            (U, "where do we post cat event updates? #claims-general is a mess"),
            (A, "There's no dedicated channel in the team memory. Want to create one?"),
            (U, "yes: #cat-response. all CAT updates go there from now on, general is for everything else"),
            (A, "Noted: CAT event updates go to #cat-response from now on."),
            (U, "also the after-hours number for the cat hotline is 555-0168 now, the old 0142 one forwards till june"),
            (A, "Updated: CAT hotline after hours is 555-0168; the old 555-0142 forwards until June."),
            (U, "👍"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "All CAT event updates go to the #cat-response channel.", "keywords": ["#cat-response"]},
            {"kind": "change", "turn": 4, "text": "CAT hotline after-hours number is now 555-0168; old 555-0142 forwards until June.", "keywords": ["555-0168"]},
        ],
        "answered": [0],
    },
    {
        "id": "c25", "day": "2026-05-19",
        "turns": [
            (U, "sql q: how do i get the latest note per claim in postgres"),
            (A, "Use DISTINCT ON:\n```sql\nSELECT DISTINCT ON (claim_id) claim_id, note, created_at\nFROM claim_notes\nORDER BY claim_id, created_at DESC;\n```"),
            (U, "ooh nice never used distinct on"),
            (A, "It's Postgres-specific; on other databases use ROW_NUMBER() in a subquery."),
            (U, "we're on postgres 15 so fine"),
            (A, "Then you're all set!"),
            (U, "brb meeting"),
            (A, "Good luck!"),
        ],
        "facts": [],
        "answered": [0],
    },
    {
        "id": "c26", "day": "2026-05-26",
        "turns": [
            (U, "caseload is crazy after the hail. thinking max 150 open claims per adjuster"),
            (A, "Current average is 168 open claims per adjuster, so 150 would mean reassigning about 200 files."),
            (U, "kim says 150 is still brutal. dev says 120 is unrealistic with current headcount"),
            (A, "A middle ground could be 140, with overflow going to an independent adjusting firm."),
            (U, "ok let's go with 140 and anything above goes to crawford as independent adjusters"),
            (A, "Noted: cap of 140 open claims per adjuster; overflow assigned to Crawford."),
            (U, "wait, crawford's contract ended in april. make it Eberl"),
            (A, "Updated: overflow goes to Eberl, not Crawford. The cap stays at 140."),
            (U, "yes thx"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Caseload cap of 140 open claims per adjuster (150 and 120 rejected).", "keywords": ["140"]},
            {"kind": "decision", "turn": 6, "text": "Overflow claims go to Eberl as independent adjusters (not Crawford, whose contract ended).", "keywords": ["eberl"]},
        ],
        "answered": [],
    },
    {
        "id": "c27", "day": "2026-06-02",
        "turns": [
            (U, "new state bulletin says total loss valuations need 3 comparable vehicles instead of 2. effective when??"),
            (A, "The bulletin mentions 'policies issued or renewed after July 1', but it's unclear whether it applies to claims that are already open."),
            (U, "right thats exactly the confusion. legal hasn't answered"),
            (A, "I'll mark it as open: does the three-comparables rule apply to claims opened before July 1?"),
            (U, "yes. meanwhile we use 3 comps on everything new, safer"),
            (A, "Noted: all new total loss valuations use three comparable vehicles starting now."),
            (U, "ok ty"),
            (A, "Let me know when you hear back!"),
        ],
        "facts": [
            {"kind": "open", "turn": 2, "text": "Legal hasn't said whether the three-comparables rule applies to claims opened before July 1.", "keywords": ["legal hasn't answered"]},
            {"kind": "decision", "turn": 4, "text": "All new total loss valuations use 3 comparable vehicles.", "keywords": ["3 comps"]},
        ],
        "answered": [0],
    },
    {
        "id": "c28", "day": "2026-06-09",
        "turns": [
            (U, "it's olu's birthday friday 🎂 cake or donuts?"),
            (A, "Why not both? 😄"),
            (U, "budget lol"),
            (A, "Then donuts — easier to share and cheaper per person."),
            (U, "donuts it is. can u remind me thursday?"),
            (A, "I can't send reminders on my own, but you could set one in Outlook or Teams."),
            (U, "ok fine i'll do it"),
            (A, "Happy planning! 🍩"),
        ],
        "facts": [],
        "answered": [0, 4],
    },
    {
        "id": "c29", "day": "2026-06-16",
        "turns": [
            (U, "fraud model v3 is trained. AUC 0.86 vs 0.81 for v2"),
            (A, "Nice improvement! Are you planning a shadow run first?"),
            (U, "did 2 weeks shadow already, looks good"),
            (A, "Great."),
            (U, "deploying v3 tonight, v2 stays as fallback for 30 days then we delete it"),
            (A, "Noted: fraud model v3 goes live tonight; v2 is kept as a fallback for 30 days, then deleted."),
            (U, "does the 0.75 threshold still make sense with v3? scores shifted a bit"),
            (A, "Scores under the new model run slightly higher on average, so the current cutoff may flag more claims. Worth re-checking after a week."),
            (U, "yeah let's revisit. no decision yet"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "Fraud model v3 deployed; v2 kept as fallback for 30 days, then deleted.", "keywords": ["v3", "fallback"]},
            {"kind": "open", "turn": 6, "text": "Whether the 0.75 referral threshold still fits fraud model v3 is undecided.", "keywords": ["threshold", "v3"]},
        ],
        "answered": [],
    },
    {
        "id": "c30", "day": "2026-06-23",
        "turns": [
            (U, "do we still need the fax line? got 2 faxes this month lol"),
            (A, "Per memory, fax intake for medical records is still active."),
            (U, "rosa: we're discontinuing the fax line end of july, medical records via the portal upload only"),
            (A, "Noted: the fax line is discontinued at the end of July; medical records come in through the portal upload only."),
            (U, "need a customer message for that"),
            (A, "Draft: 'Starting August 1, we no longer accept faxed documents. Please upload medical records through your claim portal.'"),
            (U, "👍 good"),
            (A, "Glad it works!"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "Fax line discontinued at end of July; medical records via portal upload only.", "keywords": ["fax line", "end of july"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c31", "day": "2026-06-30",
        "turns": [
            (U, "other carriers keep sending subro demands to my personal inbox"),
            (A, "Want to set up a shared mailbox for them?"),
            (U, "already have one: subro@northgatemutual.com. we'll tell carriers to use that from now on"),
            (A, "Noted: subrogation demands go to subro@northgatemutual.com from now on."),
            (U, "and arbitration forum filings still go through me personally"),
            (A, "Got it, Arbitration Forums filings stay with you."),
            (U, "ty"),
            (A, "You're welcome!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "Other carriers should send subrogation demands to subro@northgatemutual.com.", "keywords": ["subro@northgatemutual.com"]},
            {"kind": "decision", "turn": 4, "text": "Arbitration Forums filings still go through Olu personally.", "keywords": ["arbitration"]},
        ],
        "answered": [],
    },
    {
        "id": "c32", "day": "2026-07-07",
        "turns": [
            (U, "portal was down 40 min this morning\n```\n08:02:11 [error] 2231#0: *88123 upstream timed out (110: Connection timed out) while reading response header from upstream, upstream: \"http://10.4.2.17:8080/fnol\"\n08:41:55 [info] upstream 10.4.2.17:8080 recovered\n```"),
            (A, "Looks like the FNOL service stopped responding. Was there a deploy this morning?"),
            (U, "no deploy. db cpu was at 100% tho"),
            (A, "Possibly a long-running query. Anything in pg_stat_activity?"),
            (U, "didnt check in time, it recovered by itself. root cause unknown for now, ticket INC-4471"),
            (A, "Noted as open: portal outage on July 7, cause not found yet, tracked in INC-4471."),
            (U, "we're adding a db cpu alert at 85% tho"),
            (A, "Noted: new database CPU alert at 85%."),
            (U, "thx, lunch time"),
            (A, "Enjoy!"),
        ],
        "facts": [
            {"kind": "open", "turn": 4, "text": "Cause of the July 7 portal outage is unknown; tracked in INC-4471.", "keywords": ["INC-4471", "root cause unknown"]},
            {"kind": "decision", "turn": 6, "text": "New database CPU alert at 85%.", "keywords": ["85%"]},
        ],
        "answered": [],
    },
    {
        "id": "c33", "day": "2026-07-14",
        "turns": [
            (U, "rental extensions beyond 30 days — do i still need rosa's ok?"),
            (A, "Yes, per memory, extensions beyond 30 days require team lead approval."),
            (U, "rosa said adjusters can approve up to 10 extra days themselves now, beyond that still her"),
            (A, "Noted: adjusters can approve rental extensions of up to 10 extra days; more than that still needs Rosa."),
            (U, "cool saves me like 5 emails a week"),
            (A, "Nice!"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "Adjusters can approve rental extensions of up to 10 extra days themselves; beyond that needs Rosa.", "keywords": ["10 extra days"]},
        ],
        "answered": [0],
    },
    {
        "id": "c34", "day": "2026-07-21",
        "turns": [
            (U, "it's 38 degrees in the office, the AC died"),
            (A, "Oof! Stay hydrated."),
            (U, "whats the formula for depreciation on a 7yr old roof w/ 20yr life"),
            (A, "Straight-line: 7/20 = 35% depreciation, so ACV = RCV × 0.65."),
            (U, "ty. RCV 18,400 so ACV 11,960?"),
            (A, "Exactly: 18,400 × 0.65 = 11,960."),
            (U, "nice. ok melting, bye"),
            (A, "Stay cool! 🧊"),
        ],
        "facts": [],
        "answered": [2, 4],
    },
    {
        "id": "c35", "day": "2026-07-28",
        "turns": [
            (U, "where do we tell people to mail paper docs now? the PO box in dayton closed?"),
            (A, "Memory says PO Box 4410, Dayton OH."),
            (U, "yeah that's closed. new address is PO Box 9020, Columbus OH 43216, mailroom vendor moved"),
            (A, "Noted: the mailing address for claim documents is now PO Box 9020, Columbus OH 43216."),
            (U, "and mail forwarding from dayton runs until oct 31"),
            (A, "Got it: mail to the old Dayton box is forwarded until October 31."),
            (U, "pls update the letter templates too"),
            (A, "I can't edit the templates directly, but these 6 templates still contain the old address: ACK-01, ACK-02, DEN-03, REQ-MED, REQ-POL, CLS-01. The template owner will need to update them."),
            (U, "ugh ok ill do it"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "Mailing address for paper claim documents is now PO Box 9020, Columbus OH 43216.", "keywords": ["PO Box 9020", "columbus"]},
            {"kind": "change", "turn": 4, "text": "Mail to the old Dayton PO box is forwarded until October 31.", "keywords": ["oct 31"]},
        ],
        "answered": [0, 6],
    },
    {
        "id": "c36", "day": "2026-08-04",
        "turns": [
            (U, "ccc vs mitchell for estimates... contract renewal due sept"),
            (A, "Currently we use CCC for auto estimates. Mitchell quoted about 12% cheaper last year."),
            (U, "team hates mitchell UI tho"),
            (A, "Switching would also mean retraining and re-integrating with ClaimCenter, so the saving may not hold in year one."),
            (U, "rosa decided: we stay on CCC ONE, renew for 2 years, but negotiate the photo AI add-on in"),
            (A, "Decided: renew CCC ONE for 2 years and try to get the photo AI add-on included."),
            (U, "yep. whether they'll throw in the photo AI add-on is still open, waiting on their quote"),
            (A, "Noted as open."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Stay on CCC ONE for auto estimates; renew for 2 years (Mitchell rejected).", "keywords": ["ccc one", "2 years"]},
            {"kind": "open", "turn": 6, "text": "Whether the photo AI add-on is included in the CCC renewal is open, waiting on their quote.", "keywords": ["photo ai add-on", "waiting on their quote"]},
        ],
        "answered": [],
    },
    {
        "id": "c37", "day": "2026-08-11",
        "turns": [
            (U, "new adjuster starts aug 24, name's Priyanka"),
            (A, "Welcome Priyanka! Should I note a buddy for her?"),
            (U, "dev is her buddy for the first 60 days"),
            (A, "Noted: Dev is Priyanka's buddy for her first 60 days."),
            (U, "also quarterly training day moved to the last thursday of the quarter, not first monday"),
            (A, "Noted: quarterly training day is the last Thursday of each quarter instead of the first Monday."),
            (U, "and can u find a room for 9 ppl on sept 24"),
            (A, "I don't have access to room booking, but the 5th floor room 'Lakeview' seats 10 per the facilities list."),
            (U, "ok ill book it myself. thx"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "Dev is Priyanka's buddy for her first 60 days.", "keywords": ["dev is her buddy", "60 days"]},
            {"kind": "change", "turn": 4, "text": "Quarterly training day moved to the last Thursday of the quarter (was first Monday).", "keywords": ["last thursday"]},
        ],
        "answered": [6],
    },
    {
        "id": "c38", "day": "2026-08-18",
        "turns": [
            (U, "what does HTTP 429 from the verisk api mean again"),
            (A, "429 is Too Many Requests — you're being rate-limited. Check the Retry-After header and back off."),
            (U, "how many req/s do we get?"),
            (A, "I don't have our Verisk rate limit in memory. Their docs say limits are per contract, so the account manager would know."),
            (U, "k ill email them"),
            (A, "Sounds good. Let me know if you need anything else."),
        ],
        "facts": [],
        "answered": [0],
    },
    {
        "id": "c39", "day": "2026-08-25",
        "turns": [
            (U, "hurricane felix might hit the coast thursday. do we deploy field adjusters?"),
            (A, "Last year's memo says we deploy only after a state disaster declaration."),
            (U, "rosa: pre-stage 6 adjusters in wilmington wednesday, don't wait for a declaration this time"),
            (A, "Noted: 6 adjusters pre-staged in Wilmington on Wednesday, without waiting for a declaration."),
            (U, "hotel budget per night?"),
            (A, "There's no figure in memory for CAT deployments. Last year's expense reports averaged $139/night."),
            (U, "finance hasn't set one. leave it open"),
            (A, "Open: nightly hotel budget for CAT deployments, not set by finance yet."),
            (U, "thx"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "For hurricane Felix, 6 adjusters pre-staged in Wilmington on Wednesday without waiting for a declaration.", "keywords": ["wilmington", "6 adjusters"]},
            {"kind": "open", "turn": 6, "text": "Nightly hotel budget for CAT deployments not set by finance.", "keywords": ["finance hasn't set"]},
        ],
        "answered": [0],
    },
    {
        "id": "c40", "day": "2026-09-01",
        "turns": [
            (U, "the chat widget on the portal is generating so many junk chats"),
            (A, "Yes — 62% of last week's portal chats were spam or bots."),
            (U, "ok rosa says pause the chat widget until we get a captcha. phone + email only"),
            (A, "Noted: the portal chat widget is paused until a captcha is added; customers use phone and email meanwhile."),
            (U, "who's doing the captcha?"),
            (A, "No owner recorded yet."),
            (U, "aylin. she said by end of sept"),
            (A, "Noted: Aylin adds the captcha, target end of September."),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "Portal chat widget paused until a captcha is added; phone and email only.", "keywords": ["pause the chat widget", "captcha"]},
            {"kind": "decision", "turn": 6, "text": "Aylin adds the portal chat captcha, target end of September.", "keywords": ["aylin", "end of sept"]},
        ],
        "answered": [4],
    },
    {
        "id": "c41", "day": "2026-09-08",
        "turns": [
            (U, "eberl sent the new fee schedule"),
            (A, "What changed?"),
            (U, "desk review went from $185 to $210 per file, field inspection from $425 to $460"),
            (A, "Noted: Eberl fees are now $210 per desk review and $460 per field inspection."),
            (U, "rosa accepted it, no choice really"),
            (A, "Understood."),
            (U, "can u compute impact on last quarter volume? 320 desk, 140 field"),
            (A, "Desk: 320 × $25 = $8,000; field: 140 × $35 = $4,900. About $12,900 more per quarter."),
            (U, "ouch ok"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "Eberl fees raised: desk review $210 per file (was $185), field inspection $460 (was $425).", "keywords": ["$210", "$460"]},
        ],
        "answered": [6],
    },
]

CHATS += [
    {
        "id": "c42", "day": "2026-09-15",
        "turns": [
            (U, "claims app 4.2 is out on ios, android tomorrow"),
            (A, "Nice! What's in this release?"),
            (U, "photo upload fix + dark mode lol"),
            (A, "Dark mode will make the night-shift adjusters happy 😄"),
            (U, "android 4.2 got held, google flagged the camera permission text. no idea how long review takes"),
            (A, "Open: the Android release is held in Play review because of the camera permission text; no timeline yet."),
            (U, "yep"),
        ],
        "facts": [
            {"kind": "change", "turn": 0, "text": "Claims mobile app 4.2 released on iOS (photo upload fix, dark mode).", "keywords": ["4.2", "ios"]},
            {"kind": "open", "turn": 4, "text": "Android 4.2 held in Google Play review over the camera permission text; no timeline.", "keywords": ["google flagged", "camera permission"]},
        ],
        "answered": [],
    },
    {
        "id": "c43", "day": "2026-09-22",
        "turns": [
            (U, "how do i freeze the top row AND first column in google sheets"),
            (A, "Click cell B2, then View > Freeze > Up to current column (B)... or simply View > Freeze > 1 row, then View > Freeze > 1 column."),
            (U, "got it"),
            (A, "👍"),
            (U, "you're better than stack overflow lol"),
            (A, "Ha, thanks! Happy to help."),
        ],
        "facts": [],
        "answered": [0],
    },
    {
        "id": "c44", "day": "2026-09-29",
        "turns": [
            (U, "hybrid policy update from hr"),
            (A, "What's changing?"),
            (U, "we go from 2 office days to 3: tue wed thu in office, mon fri remote"),
            (A, "Noted: three office days (Tue/Wed/Thu); Monday and Friday remote."),
            (U, "cat deployments count as office days obviously"),
            (A, "Noted."),
            (U, "ppl will hate it but eh"),
            (A, "Want me to draft a team announcement?"),
            (U, "nah i'll do it in standup"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "Hybrid policy: three office days (Tue, Wed, Thu), Monday and Friday remote (was two office days).", "keywords": ["tue wed thu", "mon fri remote"]},
        ],
        "answered": [],
    },
    {
        "id": "c45", "day": "2026-10-06",
        "turns": [
            (U, "customers complain they can't upload more than 10 photos at once"),
            (A, "That's the portal limit: 10 photos per upload, 20 MB each."),
            (U, "aylin raised it yesterday. 25 photos per upload now, size limit unchanged"),
            (A, "Noted: the portal now accepts 25 photos per upload; the 20 MB per photo limit still applies."),
            (U, "can u give me a line for the FAQ"),
            (A, "'You can upload up to 25 photos at a time (max 20 MB each).'"),
            (U, "ty. ppl also ask about video, no idea if the portal can take video at all"),
            (A, "I don't know either — I'll note it as an open question."),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "Portal photo upload limit raised from 10 to 25 photos per upload; 20 MB per photo unchanged.", "keywords": ["25 photos"]},
            {"kind": "open", "turn": 6, "text": "Unknown whether the customer portal can accept video uploads.", "keywords": ["video"]},
        ],
        "answered": [4],
    },
    {
        "id": "c46", "day": "2026-10-13",
        "turns": [
            (U, "sad news, aylin is leaving end of october 😢"),
            (A, "Oh no, she'll be missed. Who takes over her systems work?"),
            (U, "IT is assigning Ravi Menon from the core systems team as our claimcenter contact from nov 1"),
            (A, "Noted: Ravi Menon (core systems) is the team's ClaimCenter contact from November 1."),
            (U, "the captcha thing — did she finish it?"),
            (A, "The last note says target end of September; I don't see a completion note."),
            (U, "she says it's done, live since oct 2"),
            (A, "Updated: the portal chat captcha has been live since October 2. Should the chat widget be turned back on?"),
            (U, "not yet, rosa wants a week of data first. undecided"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "Ravi Menon (IT core systems) becomes the team's ClaimCenter contact from November 1, replacing Aylin.", "keywords": ["ravi menon"]},
            {"kind": "change", "turn": 6, "text": "Portal chat captcha has been live since October 2.", "keywords": ["live since oct 2"]},
            {"kind": "open", "turn": 8, "text": "Whether to turn the portal chat widget back on is undecided; Rosa wants a week of data.", "keywords": ["not yet", "week of data"]},
        ],
        "answered": [4],
    },
    {
        "id": "c47", "day": "2026-10-20",
        "turns": [
            (U, "are we still doing the weekly large loss reserve review on tuesdays?"),
            (A, "Yes, per memory: weekly on Tuesdays at 14:00."),
            (U, "rosa changed it. it's biweekly now, thursdays 10:00"),
            (A, "Noted: the large loss reserve review is every other week, Thursdays at 10:00."),
            (U, "and we stopped printing the reserve packets, it's all in the dashboard"),
            (A, "Noted: no more printed reserve packets; use the dashboard."),
            (U, "trees rejoice 🌳"),
            (A, "🌳"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "Large loss reserve review is now biweekly on Thursdays at 10:00 (was weekly Tuesdays 14:00).", "keywords": ["biweekly", "thursdays 10:00"]},
            {"kind": "change", "turn": 4, "text": "Reserve packets are no longer printed; the dashboard is used instead.", "keywords": ["stopped printing"]},
        ],
        "answered": [0],
    },
    {
        "id": "c48", "day": "2026-10-27",
        "turns": [
            (U, "farewell card for aylin is at my desk ✍️"),
            (A, "Lovely! Want help writing a message?"),
            (U, "something funny about the saxophone hold music pls"),
            (A, "'Thanks for saving us from the saxophone, Aylin. The hold queue will never sound the same 🎷'"),
            (U, "hahaha perfect"),
            (A, "😄"),
            (U, "also cake at 3"),
            (A, "Enjoy the cake!"),
        ],
        "facts": [],
        "answered": [2],
    },
    {
        "id": "c49", "day": "2026-11-03",
        "turns": [
            (U, "ok data's in, captcha killed 95% of spam chats"),
            (A, "That's a big improvement."),
            (U, "turning the chat widget back on tomorrow, weekdays 8-6 only"),
            (A, "Noted: portal chat widget back on from tomorrow, weekdays 8:00–18:00."),
            (U, "jenny's team staffs it"),
            (A, "Noted: Jenny's team staffs portal chat."),
            (U, "thx"),
            (A, "Let me know if you need anything else!"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "Portal chat widget turned back on, weekdays 8:00-18:00 only.", "keywords": ["back on tomorrow", "weekdays 8-6"]},
            {"kind": "decision", "turn": 4, "text": "Jenny's team staffs portal chat.", "keywords": ["jenny's team"]},
        ],
        "answered": [],
    },
    {
        "id": "c50", "day": "2026-11-10",
        "turns": [
            (U, "enterprise finally answered about the big cars"),
            (A, "What did they say?"),
            (U, "they'll do SUVs at $52/day for us, and underwriting approved a $55 cap for SUVs so we're covered"),
            (A, "Noted: SUV rental cap is $55/day (approved by underwriting); Enterprise's SUV rate for us is $52/day."),
            (U, "regular cars stay at 40"),
            (A, "Noted: standard rental cap remains $40/day."),
            (U, "finally lol"),
            (A, "Glad that's settled!"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "SUV rental cap set at $55/day (underwriting approved); Enterprise charges us $52/day for SUVs.", "keywords": ["$55 cap", "$52/day"]},
        ],
        "answered": [],
    },
    {
        "id": "c51", "day": "2026-11-17",
        "turns": [
            (U, "holiday on-call again 🙃 same as last year?"),
            (A, "Last year: Kim Dec 24–26, Tobias Dec 27–29, you over New Year's."),
            (U, "this year: priyanka shadows kim on dec 24-26, olu takes 27-29, tobias new years"),
            (A, "Noted: Kim with Priyanka shadowing Dec 24–26; Olu Dec 27–29; Tobias over New Year's."),
            (U, "ravi asked if IT needs someone on call for claimcenter too. no idea"),
            (A, "I'll mark it open: whether IT provides ClaimCenter coverage over the holidays."),
            (U, "yep"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "Holiday on-call 2026: Kim with Priyanka shadowing Dec 24-26, Olu Dec 27-29, Tobias over New Year's.", "keywords": ["olu takes 27-29", "priyanka"]},
            {"kind": "open", "turn": 4, "text": "Unclear whether IT provides ClaimCenter on-call over the holidays.", "keywords": ["ravi", "on call"]},
        ],
        "answered": [0],
    },
    {
        "id": "c52", "day": "2026-11-24",
        "turns": [
            (U, "short week 🦃 anyone doing friendsgiving"),
            (A, "Sounds fun! I'll be here holding down the fort 😄"),
            (U, "can u suggest a side dish that's not green bean casserole"),
            (A, "Roasted sweet potatoes with chili-lime butter, or a shaved brussels sprout salad with pecans."),
            (U, "sweet potatoes it is"),
            (A, "Enjoy!"),
        ],
        "facts": [],
        "answered": [2],
    },
    {
        "id": "c53", "day": "2026-11-27",
        "turns": [
            (U, "phone system keeps voicemails 14 days and we keep losing stuff"),
            (A, "That's the default retention on the cloud phone system. Ravi could change it."),
            (U, "ravi bumped voicemail retention to 90 days"),
            (A, "Noted: voicemail retention is now 90 days."),
            (U, "and transcripts go into the claim notes automatically now"),
            (A, "Noted: voicemail transcripts are added to the claim notes automatically."),
            (U, "nice"),
            (A, "Happy Thanksgiving!"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "Voicemail retention raised from 14 to 90 days.", "keywords": ["90 days"]},
            {"kind": "change", "turn": 4, "text": "Voicemail transcripts are added to claim notes automatically.", "keywords": ["transcripts"]},
        ],
        "answered": [],
    },
    {
        "id": "c54", "day": "2026-01-30",
        "turns": [
            (U, "copart's fees went up again"),
            (A, "By how much?"),
            (U, "like 18%. IAA quoted lower and picks up faster in the north county"),
            (A, "Want me to compare last quarter's salvage returns?"),
            (U, "pls"),
            (A, "| vendor | avg return | avg days to pickup |\n|---|---|---|\n| Copart | 24.1% of ACV | 4.2 |\n| IAA (quote) | ~23.5% of ACV | 2.5 |"),
            (U, "ok rosa signed off, salvage goes to IAA from feb 1, copart only for the coast region"),
            (A, "Noted: salvage moves to IAA from February 1; Copart only for the coast region."),
        ],
        "facts": [
            {"kind": "change", "turn": 6, "text": "Salvage vendor switched from Copart to IAA from February 1; Copart kept only for the coast region.", "keywords": ["IAA", "feb 1"]},
        ],
        "answered": [4],
    },
    {
        "id": "c55", "day": "2026-03-13",
        "turns": [
            (U, "security wants MFA on the customer portal"),
            (A, "SMS codes or an authenticator app?"),
            (U, "undecided. sms is easier for older customers but security hates it"),
            (A, "One option is to offer both, with email as a fallback."),
            (U, "needs a decision from security + product, not us. blocked"),
            (A, "Noted as open: MFA method for the customer portal is undecided, waiting on security and product."),
            (U, "also staff SSO moved to okta yesterday fyi"),
            (A, "Noted: staff single sign-on is now Okta."),
        ],
        "facts": [
            {"kind": "open", "turn": 2, "text": "MFA method for the customer portal (SMS vs authenticator) is undecided, waiting on security and product.", "keywords": ["undecided", "sms"]},
            {"kind": "change", "turn": 6, "text": "Staff SSO moved to Okta.", "keywords": ["okta"]},
        ],
        "answered": [],
    },
    {
        "id": "c56", "day": "2026-05-29",
        "turns": [
            (U, "python q — why does pandas read my claim ids as floats"),
            (A, "Probably there are empty cells in that column, so pandas uses float to hold NaN. Try `pd.read_csv(path, dtype={'claim_id': 'string'})`."),
            (U, "that fixed it. also lunch @ 12:30?"),
            (A, "I'll pass on lunch 😄 but glad it worked."),
            (U, "lol it was for kim"),
            (A, "😅 noted"),
        ],
        "facts": [],
        "answered": [0],
    },
    {
        "id": "c57", "day": "2026-07-31",
        "turns": [
            (U, "where do we stage the CAT trailer this year? the lot on route 9 got sold"),
            (A, "Memory says the Route 9 lot. No alternative recorded."),
            (U, "facilities found space at the brookfield depot, bay 3. trailer moves there aug 10"),
            (A, "Noted: the CAT trailer is staged at the Brookfield depot, bay 3, from August 10."),
            (U, "keys with the security desk"),
            (A, "Noted: trailer keys are held at the security desk."),
            (U, "ty"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "CAT trailer staged at the Brookfield depot, bay 3, from August 10 (Route 9 lot sold).", "keywords": ["brookfield", "bay 3"]},
            {"kind": "decision", "turn": 4, "text": "CAT trailer keys are kept at the security desk.", "keywords": ["security desk"]},
        ],
        "answered": [0],
    },
    {
        "id": "c58", "day": "2026-09-11",
        "turns": [
            (U, "back from leave! what did i miss on SIU?"),
            (A, "Welcome back! Olu covered referrals: 27 referrals while you were out, 4 sent to the state fraud bureau with Rosa's sign-off."),
            (U, "wow ok. is the ISO login for olu working now?"),
            (A, "The last note says a Verisk ticket was open; I don't see a fix recorded."),
            (U, "olu says it's fixed, he's been using it since june"),
            (A, "Updated: Olu's ClaimSearch access works."),
            (U, "i'm taking referrals back from monday"),
            (A, "Noted: you take SIU referrals back starting Monday."),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "Olu's ISO ClaimSearch login works (fixed, in use since June).", "keywords": ["fixed", "since june"]},
            {"kind": "change", "turn": 6, "text": "Tobias takes SIU referrals back from Monday.", "keywords": ["taking referrals back"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c59", "day": "2025-12-11",
        "turns": [
            (U, "large loss threshold is 100k right? for the weekly review"),
            (A, "Yes, claims with incurred over $100,000 go to the weekly large loss review."),
            (U, "reinsurance folks want it lower. from january it's $75,000"),
            (A, "Noted: the large loss review threshold drops to $75,000 from January."),
            (U, "and the reinsurer gets notified at 250k instead of 500k"),
            (A, "Noted: reinsurer notification at $250,000 (was $500,000)."),
            (U, "ok thats it for today. gonna grab a coffee ☕"),
            (A, "Enjoy! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "Large loss review threshold drops from $100,000 to $75,000 from January.", "keywords": ["$75,000"]},
            {"kind": "change", "turn": 4, "text": "Reinsurer notification threshold lowered from $500,000 to $250,000.", "keywords": ["250k"]},
        ],
        "answered": [0],
    },
    {
        "id": "c60", "day": "2026-02-27",
        "turns": [
            (U, "backlog after the ice storm is 900 open files"),
            (A, "That's about 25% above normal for February."),
            (U, "approving weekend overtime for march, max 8h per person per weekend"),
            (A, "Noted: weekend overtime approved for March, max 8 hours per person per weekend."),
            (U, "do we bring in temps? hr hasn't replied about budget"),
            (A, "Open: whether to hire temporary staff for the ice storm backlog, waiting on HR about budget."),
            (U, "yep"),
            (A, "I'll keep it as open."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "Weekend overtime approved for March, max 8 hours per person per weekend.", "keywords": ["overtime", "8h"]},
            {"kind": "open", "turn": 4, "text": "Whether to hire temporary staff for the ice storm backlog; HR hasn't replied about budget.", "keywords": ["temps", "hr hasn't replied"]},
        ],
        "answered": [],
    },
    {
        "id": "c61", "day": "2026-08-28",
        "turns": [
            (U, "finance says paper checks to vendors are done after sept"),
            (A, "So all vendor payments go electronic?"),
            (U, "yes ACH only for vendors from oct 1. claimants can still get checks if they ask"),
            (A, "Noted: vendor payments are ACH only from October 1; claimants can still request paper checks."),
            (U, "can u list vendors w/o ACH on file"),
            (A, "From memory I only know of 3: Eberl, Brookfield Towing and the mailroom vendor. The full list should come from the vendor master."),
            (U, "ok ill pull it"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "Vendor payments are ACH only from October 1; claimants can still request paper checks.", "keywords": ["ACH only", "oct 1"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c62", "day": "2026-10-30",
        "turns": [
            (U, "felix CAT event status? can we close the event code?"),
            (A, "There are still 14 open claims under CAT-2026-08."),
            (U, "rosa: close the event code for new claims today, the 14 stay open under it"),
            (A, "Noted: CAT-2026-08 is closed to new claims from today; the 14 existing claims stay open under it."),
            (U, "and the drone inspection pilot is paused till spring, vendor went bust lol"),
            (A, "Noted: drone inspection pilot paused until spring."),
            (U, "rip"),
            (A, "🚁🪦"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "Felix event code CAT-2026-08 closed to new claims; the 14 open claims stay under it.", "keywords": ["close the event code"]},
            {"kind": "change", "turn": 4, "text": "Drone inspection pilot paused until spring (vendor went out of business).", "keywords": ["drone", "paused till spring"]},
        ],
        "answered": [0],
    },
]


QUESTIONS = [
    {"question": "what reserve amount can experienced adjusters set without a sign-off now?", "chat": "c01", "fact": 0},
    {"question": "rosa raised the reserve limit for seniors — to how much, and what about newer people?", "chat": "c01", "fact": 0},
    {"question": "who do we call first for water damage cleanup these days?", "chat": "c03", "fact": 0},
    {"question": "is the old mitigation company still our first call on water losses?", "chat": "c03", "fact": 0},
    {"question": "did anyone confirm the new restoration company handles units covered by an association master policy?", "chat": "c03", "fact": 1},
    {"question": "who had the cat claims pager over christmas last year?", "chat": "c04", "fact": 0},
    {"question": "how long before an unacknowledged cat page gets bumped up to rosa?", "chat": "c04", "fact": 1},
    {"question": "how fast do we have to reach someone after they report a car accident claim?", "chat": "c06", "fact": 0},
    {"question": "do saturday and sunday count toward the new first-contact clock?", "chat": "c06", "fact": 1},
    {"question": "which ClaimCenter version are we upgrading to, and when?", "chat": "c07", "fact": 0},
    {"question": "what score does a claim need before the fraud model sends it to SIU?", "chat": "c08", "fact": 0},
    {"question": "who handles small car-claim recoveries now?", "chat": "c10", "fact": 0},
    {"question": "what's the smallest recovery amount we still go after?", "chat": "c10", "fact": 1},
    {"question": "which service are we using to read scanned claim paperwork?", "chat": "c11", "fact": 0},
    {"question": "when does the old OCR tool go away?", "chat": "c11", "fact": 0},
    {"question": "did anyone figure out how many double-paid invoices slipped through in 2025?", "chat": "c12", "fact": 0},
    {"question": "what's mandatory now when keying a vendor payment by hand?", "chat": "c12", "fact": 1},
    {"question": "what time is the daily sync these days?", "chat": "c13", "fact": 0},
    {"question": "do we still meet for the daily sync at the end of the week?", "chat": "c13", "fact": 1},
    {"question": "which hail roof claims skip the in-person inspection?", "chat": "c14", "fact": 0},
    {"question": "what label goes on the hail claims we handle from the office?", "chat": "c14", "fact": 1},
    {"question": "how long do we keep claim pictures before they're purged?", "chat": "c16", "fact": 0},
    {"question": "did product ever decide whether bigger vehicles get a higher rental allowance?", "chat": "c17", "fact": 0},
    {"question": "where do windshield calls get sent on the phone menu now?", "chat": "c18", "fact": 0},
    {"question": "when does the afternoon payment run go out?", "chat": "c20", "fact": 0},
    {"question": "who handled fraud referrals while tobias was on paternity leave?", "chat": "c21", "fact": 0},
    {"question": "was the industry claims-database login working for the person covering SIU?", "chat": "c21", "fact": 1},
    {"question": "where did our desks move to in May?", "chat": "c22", "fact": 0},
    {"question": "how is claim duration measured on the dashboard now?", "chat": "c23", "fact": 0},
    {"question": "which slack channel do storm updates go in?", "chat": "c24", "fact": 0},
    {"question": "what's the after-hours number for the catastrophe line?", "chat": "c24", "fact": 1},
    {"question": "how many open files can one adjuster carry before overflow kicks in?", "chat": "c26", "fact": 0},
    {"question": "what caseload limit did we settle on after the hail?", "chat": "c26", "fact": 0},
    {"question": "which outside adjusting firm gets our overflow?", "chat": "c26", "fact": 1},
    {"question": "did the lawyers say whether the new comparables rule covers claims already in progress?", "chat": "c27", "fact": 0},
    {"question": "how many comparable vehicles do we use for a totaled car valuation now?", "chat": "c27", "fact": 1},
    {"question": "which fraud model is in production right now, and what's the backup?", "chat": "c29", "fact": 0},
    {"question": "is the SIU referral cutoff still right for the new fraud model?", "chat": "c29", "fact": 1},
    {"question": "are we still accepting faxed medical records?", "chat": "c30", "fact": 0},
    {"question": "what address should other insurers send recovery demands to?", "chat": "c31", "fact": 0},
    {"question": "who files our inter-company dispute cases?", "chat": "c31", "fact": 1},
    {"question": "did we ever find out why the claim portal went down in early july?", "chat": "c32", "fact": 0},
    {"question": "at what database load do we get alerted now?", "chat": "c32", "fact": 1},
    {"question": "how long can I extend a rental car on my own without asking the lead?", "chat": "c33", "fact": 0},
    {"question": "what's the mailing address for paper claim documents?", "chat": "c35", "fact": 0},
    {"question": "until when does mail sent to the old dayton box still reach us?", "chat": "c35", "fact": 1},
    {"question": "are we keeping the same auto estimating software after the renewal?", "chat": "c36", "fact": 0},
    {"question": "did the estimating vendor agree to bundle the AI picture feature?", "chat": "c36", "fact": 1},
    {"question": "who's mentoring the adjuster who started in august?", "chat": "c37", "fact": 0},
    {"question": "when is the quarterly training day held now?", "chat": "c37", "fact": 1},
    {"question": "where did we send people ahead of hurricane felix?", "chat": "c39", "fact": 0},
    {"question": "what's the nightly lodging allowance for storm deployments?", "chat": "c39", "fact": 1},
    {"question": "why was live chat on the customer portal switched off in september?", "chat": "c40", "fact": 0},
    {"question": "who's building the anti-spam check for portal chat, and by when?", "chat": "c40", "fact": 1},
    {"question": "what does the overflow adjusting firm charge per desk file now?", "chat": "c41", "fact": 0},
    {"question": "which version of the mobile claims app is out on iphone?", "chat": "c42", "fact": 0},
    {"question": "why is the android release of the claims app stuck?", "chat": "c42", "fact": 1},
    {"question": "which days do we have to be in the office now?", "chat": "c44", "fact": 0},
    {"question": "how many pictures can a customer attach in one go on the portal?", "chat": "c45", "fact": 0},
    {"question": "can customers send clips through the portal?", "chat": "c45", "fact": 1},
    {"question": "who's our ClaimCenter contact in IT now that aylin is gone?", "chat": "c46", "fact": 0},
    {"question": "when did the spam protection on portal chat go live?", "chat": "c46", "fact": 1},
    {"question": "did rosa decide whether portal chat comes back?", "chat": "c46", "fact": 2},
    {"question": "how often do we meet about big-loss reserves, and on what day?", "chat": "c47", "fact": 0},
    {"question": "do we still get paper packets for the reserve meeting?", "chat": "c47", "fact": 1},
    {"question": "what hours is the portal chat open?", "chat": "c49", "fact": 0},
    {"question": "who answers the chats on the portal?", "chat": "c49", "fact": 1},
    {"question": "what's the daily rental allowance for larger vehicles now?", "chat": "c50", "fact": 0},
    {"question": "who's on call between christmas and new year this time?", "chat": "c51", "fact": 0},
    {"question": "do we get IT cover for the claims system over the holidays?", "chat": "c51", "fact": 1},
    {"question": "how long do voicemails stick around now?", "chat": "c53", "fact": 0},
    {"question": "do voicemail messages end up in the claim file automatically?", "chat": "c53", "fact": 1},
    {"question": "who auctions our totaled cars now?", "chat": "c54", "fact": 0},
    {"question": "which salvage company still handles the coast?", "chat": "c54", "fact": 0},
    {"question": "did they pick a second-factor method for customer logins?", "chat": "c55", "fact": 0},
    {"question": "what do staff use for single sign-on now?", "chat": "c55", "fact": 1},
    {"question": "where's the catastrophe trailer parked now?", "chat": "c57", "fact": 0},
    {"question": "who has the keys to the storm trailer?", "chat": "c57", "fact": 1},
    {"question": "can olu get into the fraud claims database now?", "chat": "c58", "fact": 0},
    {"question": "who's taking SIU referrals now that tobias is back?", "chat": "c58", "fact": 1},
    {"question": "what incurred amount puts a claim on the large loss review list?", "chat": "c59", "fact": 0},
    {"question": "at what amount do we have to tell the reinsurer?", "chat": "c59", "fact": 1},
    {"question": "how much extra weekend time could people work in march?", "chat": "c60", "fact": 0},
    {"question": "are we getting temporary staff for the ice storm backlog?", "chat": "c60", "fact": 1},
    {"question": "can we still pay vendors by paper cheque this fall?", "chat": "c61", "fact": 0},
    {"question": "can new claims still be filed under the felix event?", "chat": "c62", "fact": 0},
    {"question": "what's happening with the aerial roof inspection trial?", "chat": "c62", "fact": 1},
]


if __name__ == "__main__":
    from collections import Counter
    from datetime import date

    assert 6 <= len(TEAM) <= 9
    assert len(CHATS) >= 60, len(CHATS)
    ids = [c["id"] for c in CHATS]
    assert len(ids) == len(set(ids)), "duplicate chat ids"
    by_id = {c["id"]: c for c in CHATS}
    lo, hi = date(2025, 12, 1), date(2026, 11, 27)
    months = set()
    n_facts = 0
    kinds = Counter()
    for c in CHATS:
        d = date.fromisoformat(c["day"])
        assert lo <= d <= hi, (c["id"], c["day"])
        months.add((d.year, d.month))
        turns = c["turns"]
        assert 6 <= len(turns) <= 12, (c["id"], len(turns))
        assert turns[0][0] == U, c["id"]
        for speaker, text in turns:
            assert speaker in (U, A) and isinstance(text, str) and text.strip(), c["id"]
        for f in c["facts"]:
            assert f["kind"] in ("decision", "change", "open"), (c["id"], f)
            assert 0 <= f["turn"] < len(turns), (c["id"], f)
            assert 1 <= len(f["keywords"]) <= 3, (c["id"], f)
            turn_text = turns[f["turn"]][1].lower()
            for kw in f["keywords"]:
                assert kw.lower() in turn_text, (c["id"], f["turn"], kw)
            kinds[f["kind"]] += 1
            n_facts += 1
        for i in c["answered"]:
            assert 0 <= i < len(turns) and turns[i][0] == U, (c["id"], i)
            assert any(s == A for s, _ in turns[i + 1:]), (c["id"], i)
    assert n_facts >= 60, n_facts
    assert len(months) == 12, sorted(months)

    assert len(QUESTIONS) >= 64, len(QUESTIONS)
    asked = set()
    for q in QUESTIONS:
        assert q["chat"] in by_id, q
        facts = by_id[q["chat"]]["facts"]
        assert 0 <= q["fact"] < len(facts), q
        fact = facts[q["fact"]]
        for kw in fact["keywords"]:
            assert kw.lower() not in q["question"].lower(), (q, kw)
        asked.add((q["chat"], q["fact"]))
    for c in CHATS:
        for i, f in enumerate(c["facts"]):
            if f["kind"] in ("decision", "change"):
                assert (c["id"], i) in asked, ("no question for", c["id"], i)

    days = sorted(c["day"] for c in CHATS)
    print("chats:", len(CHATS), "| chats without facts:", sum(1 for c in CHATS if not c["facts"]))
    print("turns:", sum(len(c["turns"]) for c in CHATS))
    print("facts:", n_facts, "| by kind:", dict(kinds))
    print("answered user turns:", sum(len(c["answered"]) for c in CHATS))
    print("questions:", len(QUESTIONS))
    print("first day:", days[0], "| last day:", days[-1])
    print("all checks passed")
