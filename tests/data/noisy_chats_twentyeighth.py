# Development data since 2026-12-04 (session 30): released after its last held-out measurement, below.
# Held-out noisy-chat set no. 28 (64 chats, 68 facts, 68 questions; the ops and systems group of
# an airport ground-handling company), written on 2026-12-04 by a helper that never saw the pipeline or the other
# sets. Its misses were not read. Measured by the lead only (python -m tests.noisy_chat_quality twentyeighth): at
# 984f357 (session 29's start) coverage day / week / month 50 / 50 / 46 of 68 (0.74 / 0.74 / 0.68), noise 29/169
# (0.17), core memory noise 0/1, recall 50/68 (0.74); at session 29's merged code (3de6135: h81's "Thanks! So ..."
# acknowledgements and changes arranged in the present) the same. 13 of the 64 chats got no summary either time (7
# chats hold no fact; counted from the database, the lines not read).
# -*- coding: utf-8 -*-
"""Held-out evaluation set: noisy user <-> assistant chats for one team, with labelled facts.

CHATS[i]["facts"][j] = {"kind": decision|change|open_question, "turn": idx, "text": ..., "keywords": [...]}
CHATS[i]["answered"] = indices of turns that ask a question answered later in the same chat
QUESTIONS = [{"question": ..., "chat": chat_id, "fact": fact_index}, ...]
"""

U = "user"
A = "assistant"
TEAM = ("Ops & systems team at Tarnwick Ground Services, an airport ground-handling company at Fenmoor "
        "Airport (ramp, baggage, de-icing, GSE); some of them also run the staff choir and the rowing "
        "club, and they manage the Greyside recycling depot contract")

CHATS = [
    {"id": "c01", "day": "2026-03-14", "turns": [
        (U, "morning! quick one, we need to decide on the de-icing fluid supplier before the winter contract lapses"),
        (A, "Morning! Happy to help. The last notes mention two quotes: Glacio at \u00a32.10/litre for Type IV and Polarchem at \u00a31.95/litre. Anything else you want me to compare?"),
        (U, "polarchem had that delivery mess in january tho"),
        (A, "True \u2014 the notes say two late deliveries in January. If reliability matters more than 15p a litre, Glacio looks safer."),
        (U, "yeah. ok agreed, we go with Glacio for type IV, sanna signed off"),
        (A, "Noted! Glacio for Type IV de-icing fluid, signed off by Sanna. Want me to draft the email to procurement?"),
        (U, "pls. brb coffee"),
        (A, "Draft is ready whenever you're back. Let me know if you need anything else."),
    ], "facts": [
        {"kind": "decision", "turn": 4, "text": "Glacio was chosen as the Type IV de-icing fluid supplier, signed off by Sanna", "keywords": ["glacio", "type iv", "sanna"]},
    ], "answered": [5]},

    {"id": "c02", "day": "2025-12-09", "turns": [
        (U, "bagtrak is throwing this again\n```\n2025-12-09 05:41:12 ERROR reconcile: timeout waiting for DCS feed (NJ482) after 30s\n```"),
        (A, "That's the departure control feed timing out. Is it every flight or just Northjet?"),
        (U, "just northjet i think. their feed moved to the new endpoint last week"),
        (A, "Then 30s may be too tight for the new endpoint. You could raise it to 60s in reconcile.yaml (dcs_timeout)."),
        (U, "did that, bumped dcs_timeout to 60s, deploying now"),
        (A, "Great. Watch the 06:00 wave \u2014 if the NJ flights reconcile cleanly we're good."),
        (U, "all green for the 6am wave \U0001F389"),
        (A, "Nice! I'll note the change."),
    ], "facts": [
        {"kind": "change", "turn": 4, "text": "BagTrak's DCS feed timeout (dcs_timeout) was raised from 30s to 60s after Northjet's feed moved endpoint", "keywords": ["dcs_timeout", "60s"]},
    ], "answered": [1]},

    {"id": "c03", "day": "2026-07-22", "turns": [
        (U, "not work stuff but can you help me with a choir thing"),
        (A, "Of course, what do you need?"),
        (U, "the staff choir rehearsals are moving from thursday to tuesday evenings because half the ramp crew do thurs lates. need a message for the group"),
        (A, "Here's a draft: 'Hi all \u2014 from next week choir rehearsals move to Tuesday evenings, 6:30pm, same room (Crew Hub 2). Thursday lates made it impossible for lots of you. See you there!'"),
        (U, "perfect except it's 7pm not 6.30"),
        (A, "Updated: '...move to Tuesday evenings at 7pm, same room (Crew Hub 2)...'"),
        (U, "ty. also i'm getting married in sept!! so i'll miss a few"),
        (A, "Congratulations!! \U0001F389 That's wonderful news."),
    ], "facts": [
        {"kind": "change", "turn": 2, "text": "Staff choir rehearsals move from Thursday to Tuesday evenings", "keywords": ["choir", "tuesday", "thursday"]},
        {"kind": "decision", "turn": 4, "text": "Choir rehearsals start at 7pm (not 6:30)", "keywords": ["7pm", "6.30"]},
    ], "answered": [0]},

    {"id": "c04", "day": "2026-01-19", "turns": [
        (U, "hey, do we know if the new ground power units do 400Hz AND 28V DC? the Azura ATRs need DC"),
        (A, "The spec sheet in the shared drive only lists 400Hz AC output for the PowerCart 90 units. I couldn't find anything about 28V DC."),
        (U, "ugh. ok i'll ask the vendor"),
        (A, "Want me to draft the question to them?"),
        (U, "nah i'll ring. lunch first, canteen's doing curry"),
        (A, "Enjoy! I'll keep this as an open question: does the PowerCart 90 support 28V DC for the Azura ATRs?"),
        (U, "\U0001F44D"),
    ], "facts": [
        {"kind": "open_question", "turn": 0, "text": "Open: do the new ground power units (PowerCart 90) support 28V DC for the Azura ATRs?", "keywords": ["28V DC", "ATR"]},
    ], "answered": [3]},

    {"id": "c05", "day": "2026-05-06", "turns": [
        (U, "can you summarise where we landed on the roster tool thing"),
        (A, "Sure. From the thread: ShiftWise renewal is \u00a314k/yr, the Rotaflow trial went well with the baggage team, and Brigid wanted a decision before June."),
        (U, "right. so brigid and i talked this morning, final call: we're replacing ShiftWise with Rotaflow from 1 July"),
        (A, "Got it \u2014 ShiftWise replaced by Rotaflow from 1 July. Do you want me to list the migration steps?"),
        (U, "yes but short"),
        (A, "1) export staff & qualifications from ShiftWise 2) import into Rotaflow 3) parallel run for 2 weeks 4) cancel the ShiftWise renewal"),
        (U, "who's doing the export? not me lol"),
        (A, "Nobody's been named yet \u2014 want me to flag it for Brigid?"),
        (U, "yeah flag it"),
    ], "facts": [
        {"kind": "decision", "turn": 2, "text": "ShiftWise is being replaced with Rotaflow from 1 July", "keywords": ["rotaflow", "shiftwise", "1 july"]},
        {"kind": "open_question", "turn": 6, "text": "Nobody has been assigned to do the ShiftWise staff export yet", "keywords": ["export", "who's doing"]},
    ], "answered": [3, 7]},

    {"id": "c06", "day": "2026-09-30", "turns": [
        (U, "tunde says the pushback tugs are due service, how often is it supposed to be"),
        (A, "According to the maintenance note from March, pushback tractors get serviced every 500 engine hours."),
        (U, "he reckons the manufacturer changed it"),
        (A, "I don't have anything newer than March. If the manufacturer bulletin changed it, it'd be worth updating the note."),
        (U, "ok just checked the bulletin, it's every 400 hours now. update the note pls"),
        (A, "Updated: pushback tractor service interval is now every 400 engine hours (was 500), per the manufacturer bulletin."),
        (U, "cheers"),
    ], "facts": [
        {"kind": "change", "turn": 4, "text": "Pushback tractor service interval changed from 500 to 400 engine hours per the manufacturer bulletin", "keywords": ["400 hours", "bulletin"]},
    ], "answered": [0]},

    {"id": "c07", "day": "2026-02-02", "turns": [
        (U, "hiya, the recycling depot people (Greyside) called about the cardboard and shrink wrap pickups"),
        (A, "Hi! What did they say?"),
        (U, "they can't do mondays anymore. moving our collection to wednesday mornings. also they want the shrink wrap baled separately from cardboard"),
        (A, "Okay \u2014 Greyside collection moves to Wednesday mornings, and shrink wrap needs baling separately from cardboard. Should I tell the cargo shed team?"),
        (U, "yes pls, tell Ola at the cargo shed"),
        (A, "Message drafted for Ola: 'From next week Greyside collects on Wednesday mornings (not Monday). Please bale shrink wrap separately from cardboard.'"),
        (U, "sound. thank u"),
        (A, "No problem! Noted."),
    ], "facts": [
        {"kind": "change", "turn": 2, "text": "Greyside recycling collection moved from Monday to Wednesday mornings", "keywords": ["wednesday", "mondays"]},
        {"kind": "decision", "turn": 2, "text": "Shrink wrap must be baled separately from cardboard for Greyside", "keywords": ["shrink wrap", "baled separately"]},
    ], "answered": [1, 3]},

    {"id": "c08", "day": "2026-10-11", "turns": [
        (U, "random q, do you know any good stretches for rowing? just did the club sign-up lol"),
        (A, "Nice! A few: hip flexor lunge, hamstring stretch, thoracic rotation, and child's pose for the lower back. Warm up before the ergs."),
        (U, "ergs?"),
        (A, "Rowing machines \u2014 ergometers."),
        (U, "ah lol. ok thx"),
        (A, "You're welcome \u2014 have fun on the water! \U0001F6A3"),
    ], "facts": [], "answered": [0, 2]},

    {"id": "c09", "day": "2025-12-15", "turns": [
        (U, "what's our turnaround target for celtic wings A320s"),
        (A, "The SLA note from September says 35 minutes for Celtic Wings A320 turns."),
        (U, "they renegotiated, it's 30 now from jan 1. can you update"),
        (A, "Done \u2014 Celtic Wings A320 turnaround target is 30 minutes from 1 January (was 35)."),
        (U, "and penalties?"),
        (A, "The September note says \u00a3250 per delayed turn attributable to us. Has that changed as well?"),
        (U, "nope same"),
        (A, "Okay, penalty unchanged at \u00a3250."),
    ], "facts": [
        {"kind": "change", "turn": 2, "text": "Celtic Wings A320 turnaround target reduced from 35 to 30 minutes from 1 January", "keywords": ["30 now", "jan 1"]},
    ], "answered": [0, 4, 5]},

    {"id": "c10", "day": "2026-04-18", "turns": [
        (U, "the bagtrak db is still on postgres 12, it's EOL. options?"),
        (A, "Postgres 12 is out of support. You could go straight to 16 with pg_upgrade, or do a logical replication cutover if you need near-zero downtime."),
        (U, "we have a window 02:00-04:00 on tuesdays, pg_upgrade is fine"),
        (A, "Then pg_upgrade --link should finish well inside the window for ~80GB. Test on staging first:\n```\npg_upgrade -b /usr/lib/postgresql/12/bin -B /usr/lib/postgresql/16/bin -d /data/12 -D /data/16 --link --check\n```"),
        (U, "ok we'll use pg_upgrade to 16, rafi does it next tuesday"),
        (A, "Noted: BagTrak DB upgrade Postgres 12 \u2192 16 via pg_upgrade, Rafi, next Tuesday's 02:00\u201304:00 window."),
        (U, "thanks!! \U0001F64F"),
    ], "facts": [
        {"kind": "decision", "turn": 4, "text": "The BagTrak database will be upgraded from Postgres 12 to 16 with pg_upgrade, done by Rafi in the Tuesday window", "keywords": ["pg_upgrade", "16", "rafi"]},
    ], "answered": [0]},

    {"id": "c11", "day": "2026-08-03", "turns": [
        (U, "can you write a short note for the ramp team: hi-vis vests must be class 2 from monday"),
        (A, "Draft: 'Reminder: from Monday all ramp staff must wear Class 2 hi-vis vests airside. Old vests can be swapped at stores.'"),
        (U, "actually no, make it class 3 \u2014 sanna said class 3 for night shifts and everyone's on rotating nights so just class 3 for all"),
        (A, "Revised: 'From Monday all ramp staff must wear Class 3 hi-vis airside. Swap old vests at stores.'"),
        (U, "good. stores close at 4 tho, add that"),
        (A, "Added: 'Stores are open until 4pm.'"),
        (U, "\U0001F44C"),
    ], "facts": [
        {"kind": "decision", "turn": 2, "text": "All ramp staff must wear Class 3 hi-vis (not Class 2) from Monday", "keywords": ["class 3", "night"]},
    ], "answered": []},

    {"id": "c12", "day": "2026-06-27", "turns": [
        (U, "heard from tunde that azura air might not renew with us next year, apparently they're talking to SkyServe"),
        (A, "That's worth tracking. Is it confirmed anywhere, or just word of mouth for now?"),
        (U, "just gossip tbh. keiko might know, she does their invoicing"),
        (A, "Okay, I'll treat it as unconfirmed. Want me to ask Keiko?"),
        (U, "no i'll ask her at lunch"),
        (A, "Sounds good."),
        (U, "ok she says their contract review is in october, nothing decided"),
        (A, "Thanks \u2014 noted: Azura Air's contract review is in October; nothing decided yet about renewal."),
    ], "facts": [
        {"kind": "open_question", "turn": 6, "text": "Unresolved whether Azura Air renews (rumoured talks with SkyServe); their contract review is in October", "keywords": ["contract review", "october"]},
    ], "answered": [1, 3]},

    {"id": "c13", "day": "2026-11-02", "turns": [
        (U, "what's a good lunch near terminal 2 that isn't the sad sandwich place"),
        (A, "I don't have live info on restaurants, but earlier chats mention the noodle bar by gate 14 and the caf\u00e9 in the staff car park building."),
        (U, "noodle bar it is"),
        (A, "Enjoy!"),
        (U, "brb"),
        (U, "back. the noodle bar was shut lol"),
        (A, "Oh no! Hope the sandwich wasn't too sad. \U0001F605"),
    ], "facts": [], "answered": [0]},

    {"id": "c14", "day": "2026-03-03", "turns": [
        (U, "who do ramp staff call for a vehicle damage incident now? the old duty manager number is dead"),
        (A, "The last note I have says the duty manager mobile, 07700 900110. If that's dead, has a new number been issued?"),
        (U, "yeah from today it's the ops control desk 01632 960500, 24/7"),
        (A, "Updated: ramp vehicle damage incidents \u2192 ops control desk, 01632 960500 (24/7), replacing the duty manager mobile."),
        (U, "and they still need to fill the form in SafeRamp within 2 hrs"),
        (A, "Noted \u2014 SafeRamp report within 2 hours remains the rule."),
        (U, "ta"),
    ], "facts": [
        {"kind": "change", "turn": 2, "text": "Ramp vehicle damage incidents are now reported to the ops control desk (01632 960500) instead of the duty manager mobile", "keywords": ["ops control desk", "01632 960500"]},
    ], "answered": [0, 1]},

    {"id": "c15", "day": "2026-09-08", "turns": [
        (U, 'can you sanity check this?\n```json\n{"belt_allocation": {"NJ": [3,4], "AZ": [5], "CW": [1,2]}, "overflow_belt": 6}\n```'),
        (A, "Syntax is valid. One thing: Azura only has belt 5 \u2014 on days with two Azura arrivals close together that could queue."),
        (U, "good point. give azura 5 and 6 and make 7 the overflow"),
        (A, 'Updated:\n```json\n{"belt_allocation": {"NJ": [3,4], "AZ": [5,6], "CW": [1,2]}, "overflow_belt": 7}\n```'),
        (U, "ship it"),
        (A, "\U0001F44D Shipped: Azura gets belts 5 and 6, overflow is belt 7."),
    ], "facts": [
        {"kind": "decision", "turn": 2, "text": "Azura Air gets baggage belts 5 and 6, and belt 7 becomes the overflow belt", "keywords": ["azura", "5 and 6", "overflow"]},
    ], "answered": []},

    {"id": "c16", "day": "2026-05-21", "turns": [
        (U, "whose job is airside pass renewals now that Marguerite's left?"),
        (A, "I don't see an owner after Marguerite. It used to be HR and security jointly, with Marguerite coordinating."),
        (U, "nobody knows lol. i'll raise it at thursday's ops meeting"),
        (A, "Sounds sensible. I'll keep it open until someone's assigned."),
        (U, "also 14 passes expire end of june so kind of urgent"),
        (A, "Noted: 14 airside passes expire at the end of June."),
    ], "facts": [
        {"kind": "open_question", "turn": 0, "text": "No owner yet for airside pass renewals since Marguerite left", "keywords": ["airside pass", "marguerite"]},
    ], "answered": []},
]

CHATS += [
    {"id": "c17", "day": "2026-01-07", "turns": [
        (U, "happy new year!! \U0001F386"),
        (A, "Happy New Year! What can I do for you?"),
        (U, "ops moved the remote de-icing pad from stand 40 to stand 52 because of the taxiway works"),
        (A, "Got it \u2014 remote de-icing now at stand 52 instead of stand 40. Is that temporary until the taxiway works end?"),
        (U, "until march they said"),
        (A, "Noted: de-icing at stand 52 until March, then back to 40 presumably."),
        (U, "presumably yeah"),
    ], "facts": [
        {"kind": "change", "turn": 2, "text": "The remote de-icing pad moved from stand 40 to stand 52 because of taxiway works", "keywords": ["stand 52", "stand 40", "de-icing"]},
    ], "answered": [3]},

    {"id": "c18", "day": "2026-07-09", "turns": [
        (U, "rotaflow export script died\n```\nTraceback (most recent call last):\n  File \"export.py\", line 88, in <module>\n    row[\"licence_expiry\"].strftime(\"%Y-%m-%d\")\nAttributeError: 'NoneType' object has no attribute 'strftime'\n```"),
        (A, "Someone has no licence_expiry set. Guard it: `row['licence_expiry'].strftime('%Y-%m-%d') if row['licence_expiry'] else ''`."),
        (U, "yeah 3 new starters have blanks. fixed"),
        (A, "Great. Do you want missing expiry dates flagged somewhere so they get filled in?"),
        (U, "yes, dump them into #rostering every monday"),
        (A, "OK \u2014 a Monday job posting staff with a missing licence expiry to #rostering. I'll draft it."),
        (U, "cheers mate"),
    ], "facts": [
        {"kind": "decision", "turn": 4, "text": "Staff with missing licence expiry dates get posted to #rostering every Monday", "keywords": ["#rostering", "monday"]},
    ], "answered": [3]},

    {"id": "c19", "day": "2026-10-25", "turns": [
        (U, "clocks go back tonight, does the night shift still end at 06:00?"),
        (A, "The roster note says night shifts are 22:00\u201306:00 local. With the change that's one extra hour worked tonight."),
        (U, "brigid decided they finish at 05:00 tonight instead so nobody does 9h"),
        (A, "Noted: on clock-change night the night shift finishes at 05:00 local."),
        (U, "just tonight"),
        (A, "Yes \u2014 one-off for tonight only."),
    ], "facts": [
        {"kind": "decision", "turn": 2, "text": "On the clock-change night the night shift finishes at 05:00 instead of 06:00 (one-off)", "keywords": ["05:00", "tonight"]},
    ], "answered": [0]},

    {"id": "c20", "day": "2026-04-02", "turns": [
        (U, "we moved off WorkWearDirect for uniforms, Halden Supply does it now"),
        (A, "Noted: uniform supplier changed from WorkWearDirect to Halden Supply. Does that include hi-vis and boots?"),
        (U, "hi-vis yes, boots no. boots still from SafeStep"),
        (A, "Got it \u2014 Halden for uniforms and hi-vis, SafeStep for boots."),
        (U, "ta. ordering link is on the intranet"),
        (A, "Thanks, I'll mention that when people ask."),
    ], "facts": [
        {"kind": "change", "turn": 0, "text": "Uniform supplier changed from WorkWearDirect to Halden Supply", "keywords": ["workweardirect", "halden"]},
        {"kind": "decision", "turn": 2, "text": "Safety boots still come from SafeStep, not Halden", "keywords": ["boots", "safestep"]},
    ], "answered": [1]},

    {"id": "c21", "day": "2025-12-20", "turns": [
        (U, "ugh i'm on the xmas day early shift again"),
        (A, "Sorry to hear that! Want help finding someone to swap with?"),
        (U, "nah it's fine, double pay. just moaning"),
        (A, "Fair enough \u2014 at least there's the double pay. \U0001F384"),
        (U, "lol. oh actually useful thing: keiko said xmas day is triple time this year not double"),
        (A, "Nice, that's a better deal! Noted: Christmas Day shifts are paid at triple time this year."),
        (U, "\U0001F601"),
    ], "facts": [
        {"kind": "change", "turn": 4, "text": "Christmas Day shifts are paid at triple time this year instead of double", "keywords": ["triple time", "xmas"]},
    ], "answered": [1]},

    {"id": "c22", "day": "2026-08-19", "turns": [
        (U, "where's the SOP for PRM assistance? the one with the ambulift steps"),
        (A, "Latest version I have is https://intranet.tarnwick.example/sop/prm-v7.pdf (v7, Feb)."),
        (U, "there's a v8 now, Sanna published it last week, https://intranet.tarnwick.example/sop/prm-v8.pdf"),
        (A, "Thanks \u2014 noted: the PRM assistance SOP is now v8 (prm-v8.pdf), replacing v7."),
        (U, "main change is 2 staff per ambulift instead of 1"),
        (A, "Noted: ambulift operations now need 2 staff (was 1) under SOP v8."),
        (U, "yep"),
    ], "facts": [
        {"kind": "change", "turn": 2, "text": "The PRM assistance SOP is now version 8, replacing v7", "keywords": ["v8", "prm"]},
        {"kind": "change", "turn": 4, "text": "Ambulift operations now need 2 staff instead of 1", "keywords": ["2 staff", "ambulift"]},
    ], "answered": [0]},

    {"id": "c23", "day": "2026-02-25", "turns": [
        (U, "the 'bag scan rate low' alert fires every night at 2am when there are no flights \U0001F644"),
        (A, "You could add a condition so it only fires when departures are scheduled in the next hour, or mute it 01:00\u201304:30."),
        (U, "mute window is simpler. 01:00 to 04:30 it is"),
        (A, "Done in the draft \u2014 alert muted 01:00\u201304:30 daily."),
        (U, "wait, the 04:15 NJ freighter... make it 01:00-04:00"),
        (A, "Changed: mute window 01:00\u201304:00."),
        (U, "perfect ty"),
        (A, "Anytime!"),
    ], "facts": [
        {"kind": "decision", "turn": 4, "text": "The 'bag scan rate low' alert is muted 01:00\u201304:00 (not 04:30, because of the 04:15 Northjet freighter)", "keywords": ["04:00", "freighter"]},
    ], "answered": []},

    {"id": "c24", "day": "2026-06-03", "turns": [
        (U, "thunderstorms forecast this afternoon, ramp closures likely"),
        (A, "Thanks for the heads up. Want me to prepare the lightning-procedure reminder for the ramp channel?"),
        (U, "yes pls"),
        (A, "Draft: 'Lightning alert likely this afternoon. When the red alert sounds, all ramp staff go inside immediately. No fuelling, no headsets.'"),
        (U, "good. posting"),
        (A, "\U0001F44D Stay dry!"),
    ], "facts": [], "answered": [1]},

    {"id": "c25", "day": "2026-11-19", "turns": [
        (U, "for the rowing club, who handles the boat bookings now? i thought it was Declan"),
        (A, "Older notes say Declan runs the boat booking sheet."),
        (U, "nah declan stepped down, Priti took over the bookings last month"),
        (A, "Noted: rowing club boat bookings are now handled by Priti (took over from Declan)."),
        (U, "also sessions are saturday 7am AND sunday 8am now"),
        (A, "Noted: rowing sessions Saturday 7am and Sunday 8am."),
        (U, "yep. thx"),
    ], "facts": [
        {"kind": "change", "turn": 2, "text": "Priti took over the rowing club boat bookings from Declan", "keywords": ["priti", "declan"]},
        {"kind": "change", "turn": 4, "text": "Rowing sessions are now Saturday 7am and Sunday 8am", "keywords": ["saturday 7am", "sunday 8am"]},
    ], "answered": [0]},

    {"id": "c26", "day": "2026-01-28", "turns": [
        (U, "keiko asked what the approval limit is for supervisors on purchase orders"),
        (A, "The finance note from last year says supervisors can approve POs up to \u00a3500."),
        (U, "that got raised, its \u00a31,000 since the new finance policy in jan"),
        (A, "Updated: supervisors can approve POs up to \u00a31,000 (was \u00a3500) under the January finance policy."),
        (U, "anything above goes to sanna"),
        (A, "Noted \u2014 above \u00a31,000 goes to Sanna."),
    ], "facts": [
        {"kind": "change", "turn": 2, "text": "Supervisors' purchase-order approval limit was raised from \u00a3500 to \u00a31,000", "keywords": ["\u00a31,000", "jan"]},
    ], "answered": [0]},

    {"id": "c27", "day": "2026-09-14", "turns": [
        (U, "here's this week's ULD damage list\nuld_id,type,damage,stand\nAKE12345NJ,AKE,door strap torn,14\nPMC88812AZ,PMC,base bent,22\nAKE77100CW,AKE,panel hole,9"),
        (A, "Three damaged ULDs: AKE12345NJ (door strap), PMC88812AZ (bent base), AKE77100CW (panel hole). Do you want these sent to the airlines?"),
        (U, "yes. from now on we send ULD damage reports to airlines every friday, not monthly"),
        (A, "Noted \u2014 ULD damage reports go to the airlines weekly on Fridays (previously monthly)."),
        (U, "and cc keiko for the NJ one, they dispute charges"),
        (A, "Will cc Keiko on the Northjet report."),
        (U, "ta"),
    ], "facts": [
        {"kind": "change", "turn": 2, "text": "ULD damage reports are sent to airlines every Friday instead of monthly", "keywords": ["uld damage", "every friday", "monthly"]},
    ], "answered": [1]},

    {"id": "c28", "day": "2026-04-27", "turns": [
        (U, "is the fuel bowser at stand 30 ours or the airport's? it's leaking"),
        (A, "I don't have anything saying who owns the stand 30 bowser. The asset register I've seen lists our GSE but no bowsers."),
        (U, "hmm. i'll report it to airport ops anyway, safety first"),
        (A, "Good call. Want me to draft the report?"),
        (U, "yes short"),
        (A, "Draft: 'Fuel bowser at stand 30 leaking, observed 10:20. Area coned off. Please attend.'"),
        (U, "sent. still no idea whose it is lol"),
    ], "facts": [
        {"kind": "open_question", "turn": 0, "text": "Unclear whether the fuel bowser at stand 30 belongs to us or to the airport", "keywords": ["bowser", "stand 30"]},
    ], "answered": [3]},

    {"id": "c29", "day": "2026-07-31", "turns": [
        (U, "can we stop taking incident reports by email?"),
        (A, "You could make SafeRamp the only channel \u2014 it already has the forms. Email reports would get redirected."),
        (U, "ok we'll use saferamp only from august 1, emails get an auto-reply pointing there"),
        (A, "Noted: from 1 August incident reports only via SafeRamp; incident emails get an auto-reply."),
        (U, "can you write the auto-reply"),
        (A, "'Thanks for your report. We no longer accept incident reports by email. Please submit via SafeRamp: https://saferamp.tarnwick.example'"),
        (U, "nice"),
    ], "facts": [
        {"kind": "decision", "turn": 2, "text": "From 1 August incident reports are only accepted through SafeRamp; emailed reports get an auto-reply", "keywords": ["saferamp", "august 1"]},
    ], "answered": [0]},

    {"id": "c30", "day": "2026-03-27", "turns": [
        (U, "how many baggage tugs do we have now?"),
        (A, "The asset list from October shows 18 baggage tugs."),
        (U, "3 were scrapped last month and 5 electric ones arrived, so 20"),
        (A, "Updated: 20 baggage tugs (18 \u2212 3 scrapped + 5 new electric)."),
        (U, "the electric ones charge at the east shed btw"),
        (A, "Noted \u2014 electric tugs charge at the east shed."),
        (U, "\U0001F44D"),
    ], "facts": [
        {"kind": "change", "turn": 2, "text": "The baggage tug fleet is now 20 after 3 were scrapped and 5 electric ones arrived", "keywords": ["scrapped", "electric", "20"]},
        {"kind": "decision", "turn": 4, "text": "Electric baggage tugs are charged at the east shed", "keywords": ["east shed", "charge"]},
    ], "answered": [0]},

    {"id": "c31", "day": "2026-05-12", "turns": [
        (U, "choir summer concert \u2014 are we still doing it in the terminal atrium?"),
        (A, "Last I have: summer concert in the Terminal 1 atrium, 20 June."),
        (U, "airport said no, security. we're doing it at St Oswin's church hall instead"),
        (A, "Noted: the choir summer concert moves from the T1 atrium to St Oswin's church hall. Still 20 June?"),
        (U, "still 20 june yep"),
        (A, "Great."),
        (U, "and i need a poster, can u help tmrw"),
        (A, "Sure, just ping me."),
    ], "facts": [
        {"kind": "change", "turn": 2, "text": "The choir summer concert moved from the terminal atrium to St Oswin's church hall", "keywords": ["st oswin", "church hall"]},
    ], "answered": [0, 3, 6]},

    {"id": "c32", "day": "2025-12-04", "turns": [
        (U, "locked out of shiftwise again \U0001F629"),
        (A, "Sorry! You can reset it at the IT self-service portal, or ask Olek."),
        (U, "the portal link?"),
        (A, "https://it.tarnwick.example/reset \u2014 it'll send a code to your work mobile."),
        (U, "got it, in. thanks"),
        (A, "Great, glad you're back in!"),
    ], "facts": [], "answered": [2]},
]

CHATS += [
    {"id": "c33", "day": "2026-02-14", "turns": [
        (U, "new customer! Borealis Air starts 1 April, 4 flights a week, E195s"),
        (A, "Great news! Which days and which stands?"),
        (U, "tue thu sat sun. stands not decided yet"),
        (A, "Noted. I'll keep the stand allocation as an open item."),
        (U, "tunde wants 17-19 but cargo might need 18"),
        (A, "Noted as open: Borealis stands \u2014 Tunde proposes 17\u201319, possible clash with cargo on 18."),
    ], "facts": [
        {"kind": "change", "turn": 0, "text": "Borealis Air becomes a customer from 1 April with 4 weekly E195 flights", "keywords": ["borealis", "1 april", "e195"]},
        {"kind": "open_question", "turn": 2, "text": "Stands for Borealis Air are not decided yet", "keywords": ["stands", "not decided"]},
    ], "answered": [1]},

    {"id": "c34", "day": "2026-06-16", "turns": [
        (U, "what do we do with stuff found in the cabin during cleaning"),
        (A, "The current note says hand it to the airline's station rep."),
        (U, "changed \u2014 it goes to the airport lost property office at T1 now, airline reps didn't want it"),
        (A, "Noted: cabin-found items go to the airport lost property office at T1, not the airline rep."),
        (U, "and log it in the cleaning app"),
        (A, "Noted, and logged in the cleaning app too."),
    ], "facts": [
        {"kind": "change", "turn": 2, "text": "Items found during cabin cleaning go to the airport lost property office at T1 instead of the airline rep", "keywords": ["lost property", "t1"]},
    ], "answered": [0]},

    {"id": "c35", "day": "2026-10-02", "turns": [
        (U, "do we have budget for 6 more dangerous goods courses this year?"),
        (A, "The training budget sheet shows \u00a33,200 left, and a DG course is about \u00a3450 per person, so 6 would be \u00a32,700. On paper yes, but Keiko would need to confirm nothing else is committed."),
        (U, "kk. i'll ask. also what's the pass mark on the DG exam"),
        (A, "80%, per the course provider's page."),
        (U, "thx"),
        (A, "No problem \u2014 good luck with Keiko!"),
    ], "facts": [
        {"kind": "open_question", "turn": 1, "text": "Budget for 6 more dangerous goods courses looks available but still needs Keiko's confirmation", "keywords": ["keiko", "dg course"]},
    ], "answered": [2]},

    {"id": "c36", "day": "2026-08-28", "turns": [
        (U, "for the new belt display screens, react or plain html?"),
        (A, "The screens only show flight, belt and status, refreshed every 30s. Plain HTML with a small fetch loop would be simpler to run on the cheap players."),
        (U, "rafi wanted svelte lol"),
        (A, "Svelte would work too \u2014 it compiles to small bundles. The main question is who maintains it."),
        (U, "ok we'll use plain html + vanilla js, rafi agreed, nobody wants a build step on the players"),
        (A, "Noted: belt display screens built in plain HTML + vanilla JS, no build step."),
        (U, "\U0001F64C"),
    ], "facts": [
        {"kind": "decision", "turn": 4, "text": "Belt display screens will be built with plain HTML and vanilla JS, with no build step", "keywords": ["vanilla js", "build step"]},
    ], "answered": [0]},

    {"id": "c37", "day": "2026-03-20", "turns": [
        (U, "brigid's off on maternity from next week btw!! \U0001F37C"),
        (A, "Lovely news \u2014 please pass on congratulations! Who's covering rostering?"),
        (U, "jonah from the cargo side is covering rostering till she's back"),
        (A, "Noted: Jonah covers rostering during Brigid's maternity leave."),
        (U, "he's not on slack yet, email him"),
        (A, "Will do."),
    ], "facts": [
        {"kind": "change", "turn": 2, "text": "Jonah from cargo covers rostering while Brigid is on maternity leave", "keywords": ["jonah", "rostering"]},
    ], "answered": [1]},

    {"id": "c38", "day": "2026-11-27", "turns": [
        (U, "greyside sent the new rate card"),
        (A, "What changed?"),
        (U, "cardboard collection goes from \u00a338 to \u00a345 per lift from december. shrink wrap still free"),
        (A, "Noted: Greyside cardboard collection is \u00a345 per lift from December (was \u00a338); shrink wrap collection stays free."),
        (U, "keiko will hate this lol"),
        (A, "\U0001F605 Want me to draft a note to Keiko?"),
        (U, "nah she's cc'd"),
    ], "facts": [
        {"kind": "change", "turn": 2, "text": "Greyside's cardboard collection price rises from \u00a338 to \u00a345 per lift from December", "keywords": ["\u00a345", "lift", "cardboard"]},
    ], "answered": [1, 5]},

    {"id": "c39", "day": "2026-01-12", "turns": [
        (U, "does greyside take used glycol or is that a different contractor?"),
        (A, "Greyside's contract covers cardboard and plastic film. I don't see glycol. Spent de-icing fluid usually needs a licensed waste carrier."),
        (U, "right, so who do we use for glycol then"),
        (A, "Nothing in the notes \u2014 the airport may run a glycol recovery scheme. Worth asking the airport environment team."),
        (U, "will do. out for lunch now"),
        (A, "Enjoy!"),
    ], "facts": [
        {"kind": "open_question", "turn": 2, "text": "Who disposes of used glycol (Greyside doesn't) is unresolved", "keywords": ["glycol", "who do we use"]},
    ], "answered": [0]},

    {"id": "c40", "day": "2026-05-30", "turns": [
        (U, "can we rename #ramp-chat to something less vague"),
        (A, "Suggestions: #ramp-ops, #ramp-live, #apron-ops."),
        (U, "#ramp-ops. done, renamed it"),
        (A, "Noted: #ramp-chat is now #ramp-ops."),
        (U, "and #ramp-random for the memes"),
        (A, "Ha, noted: #ramp-random for off-topic."),
    ], "facts": [
        {"kind": "change", "turn": 2, "text": "The #ramp-chat channel was renamed to #ramp-ops", "keywords": ["#ramp-ops", "renamed"]},
    ], "answered": [0]},

    {"id": "c41", "day": "2026-07-04", "turns": [
        (U, "the headsets for pushback comms keep dying, we're getting rid of the Aerocom ones"),
        (A, "What are you replacing them with?"),
        (U, "replaced the aerocom sets with Clearwave CW-7s, 12 ordered, arriving monday"),
        (A, "Noted: pushback headsets replaced \u2014 Aerocom out, Clearwave CW-7 in (12 ordered, arriving Monday)."),
        (U, "can u remind me to check they're compatible w the tug intercoms"),
        (A, "I can't set reminders, but I'll note it as a check: Clearwave CW-7 compatibility with the tug intercoms."),
        (U, "fair"),
    ], "facts": [
        {"kind": "change", "turn": 2, "text": "Pushback headsets: Aerocom sets replaced by Clearwave CW-7", "keywords": ["clearwave", "cw-7", "aerocom"]},
        {"kind": "open_question", "turn": 4, "text": "Not yet checked whether the Clearwave CW-7 headsets work with the tug intercoms", "keywords": ["compatible", "intercoms"]},
    ], "answered": [1]},

    {"id": "c42", "day": "2026-09-21", "turns": [
        (U, "can you make this table prettier\nflight | sta | belt\nNJ482 | 0615 | 3\nAZ110 | 0640 | 5"),
        (A, "| Flight | STA | Belt |\n|---|---|---|\n| NJ482 | 06:15 | 3 |\n| AZ110 | 06:40 | 5 |"),
        (U, "lovely"),
        (A, "Let me know if you need anything else."),
        (U, "that's it, thx!"),
        (A, "Have a good shift!"),
    ], "facts": [], "answered": []},

    {"id": "c43", "day": "2026-02-09", "turns": [
        (U, "what time does the staff car park shuttle start?"),
        (A, "Notes say the first shuttle is at 04:00, every 15 minutes."),
        (U, "from next monday it starts 03:30 because of the new early waves, every 10 min until 7"),
        (A, "Updated: staff shuttle starts 03:30 from next Monday, every 10 min until 07:00."),
        (U, "after 7 back to every 15"),
        (A, "Noted."),
    ], "facts": [
        {"kind": "change", "turn": 2, "text": "The staff car park shuttle starts at 03:30 instead of 04:00, every 10 minutes until 7", "keywords": ["03:30", "10 min"]},
    ], "answered": [0]},

    {"id": "c44", "day": "2026-04-08", "turns": [
        (U, "where should the rotaflow api key live? rafi has it in a .env on his laptop \U0001F62C"),
        (A, "Ideally in the team secrets manager, with the export job reading it at runtime. Then rotate the one on the laptop."),
        (U, "agreed, moving it to vault and rotating today"),
        (A, "Noted: the Rotaflow API key moves to Vault and gets rotated today."),
        (U, "olek's setting up the vault path"),
        (A, "\U0001F44D"),
    ], "facts": [
        {"kind": "decision", "turn": 2, "text": "The Rotaflow API key is moved into Vault and rotated", "keywords": ["vault", "rotating"]},
    ], "answered": [0]},

    {"id": "c45", "day": "2026-10-17", "turns": [
        (U, "choir news: Aurelie's stepping down as conductor after xmas \U0001F622"),
        (A, "Oh, that's a loss. Is there a replacement lined up?"),
        (U, "Kwame from security is taking over in january"),
        (A, "Noted: Kwame (security) takes over as choir conductor from January, after Aurelie steps down."),
        (U, "we're doing a leaving card, can you write something cheesy"),
        (A, "'Thank you for teaching a bunch of ramp agents to hold a harmony. You conducted us through turbulence. \U0001F3B6'"),
        (U, "lmaooo perfect"),
    ], "facts": [
        {"kind": "change", "turn": 2, "text": "Kwame from security takes over as choir conductor in January, replacing Aurelie", "keywords": ["kwame", "january"]},
    ], "answered": [1]},

    {"id": "c46", "day": "2026-06-22", "turns": [
        (U, "sanna wants turnaround KPIs weekly instead of monthly"),
        (A, "Okay. Same format \u2014 on-time %, average turn time per airline?"),
        (U, "yes plus delay codes breakdown. first one due monday"),
        (A, "Noted: weekly turnaround KPI report (on-time %, avg turn per airline, delay codes), first due Monday."),
        (U, "not sure who sends it though, me or tunde"),
        (A, "I'll note that as open."),
    ], "facts": [
        {"kind": "change", "turn": 0, "text": "Turnaround KPI reports move from monthly to weekly", "keywords": ["weekly", "monthly", "kpi"]},
        {"kind": "open_question", "turn": 4, "text": "It's undecided who sends the weekly KPI report (the user or Tunde)", "keywords": ["who sends", "tunde"]},
    ], "answered": [1]},

    {"id": "c47", "day": "2025-12-28", "turns": [
        (U, "how many on a de-icing rig crew?"),
        (A, "The winter ops note says 2: a driver and a basket operator."),
        (U, "that's still right. but for the big rig (Elephant Beta) it's 3 now with a ground spotter"),
        (A, "Noted: the Elephant Beta rig needs 3 crew (with a ground spotter); other rigs stay at 2."),
        (U, "ya"),
        (A, "Thanks for the update."),
    ], "facts": [
        {"kind": "change", "turn": 2, "text": "The Elephant Beta de-icing rig now needs 3 crew including a ground spotter", "keywords": ["elephant beta", "spotter"]},
    ], "answered": [0]},

    {"id": "c48", "day": "2026-08-11", "turns": [
        (U, "rumour going round that the airport's going to start charging staff for parking next year"),
        (A, "I haven't seen anything official. Where did you hear it?"),
        (U, "someone in the canteen lol. apparently \u00a35 a day"),
        (A, "I'll note it as an unconfirmed rumour \u2014 staff parking charges of \u00a35/day \u2014 until there's an official notice."),
        (U, "pls dont put it in the newsletter haha"),
        (A, "Wouldn't dream of it. \U0001F604"),
    ], "facts": [
        {"kind": "open_question", "turn": 3, "text": "Unconfirmed rumour that staff parking will cost \u00a35 a day next year", "keywords": ["\u00a35/day", "unconfirmed"]},
    ], "answered": [1]},
]

CHATS += [
    {"id": "c49", "day": "2026-03-31", "turns": [
        (U, "ramp induction for new starters is mondays right?"),
        (A, "Yes \u2014 per the HR note, Mondays 08:00 in Crew Hub 1."),
        (U, "moving to wednesdays from april, HR wanted mondays for payroll stuff"),
        (A, "Noted: new-starter ramp induction moves to Wednesdays from April, 08:00 Crew Hub 1."),
        (U, "time same yeah?"),
        (A, "Yes, 08:00."),
    ], "facts": [
        {"kind": "change", "turn": 2, "text": "New-starter ramp induction moves from Monday to Wednesday from April", "keywords": ["wednesdays", "april"]},
    ], "answered": [0, 4]},

    {"id": "c50", "day": "2026-05-02", "turns": [
        (U, "we've got quotes from two telematics vendors for the GSE fleet: Trackhaus and Fleetlyne"),
        (A, "What are the main differences?"),
        (U, "trackhaus cheaper (\u00a39/unit/month) but no idle-time report. fleetlyne \u00a312 but does idle + geofencing"),
        (A, "If idle time matters for fuel savings, Fleetlyne's extra \u00a33/unit may pay for itself."),
        (U, "yeah sanna said go with fleetlyne. 3 year deal"),
        (A, "Noted: Fleetlyne chosen for GSE telematics, 3-year deal, \u00a312/unit/month."),
        (U, "ta. trackhaus guy will be sad"),
    ], "facts": [
        {"kind": "decision", "turn": 4, "text": "Fleetlyne was chosen for GSE telematics on a 3-year deal", "keywords": ["fleetlyne", "3 year"]},
    ], "answered": [1]},

    {"id": "c51", "day": "2026-11-11", "turns": [
        (U, "two minutes silence at 11 today, ops says ramp keeps working but no radio chatter"),
        (A, "Thanks \u2014 want a short reminder for #ramp-ops?"),
        (U, "yes"),
        (A, "'At 11:00 we'll observe two minutes' silence. Ramp operations continue safely; please keep radio traffic to essential only.'"),
        (U, "posted, ta"),
        (A, "\U0001F44D"),
    ], "facts": [], "answered": [1]},

    {"id": "c52", "day": "2026-07-15", "turns": [
        (U, "can you help with a query for misconnected bags per airline last month\n```sql\nselect airline, count(*) from bags where status='MISCONNECT' and date >= '2026-06-01' group by airline\n```"),
        (A, "Looks right; add `and date < '2026-07-01'` so it's just June, and maybe `order by 2 desc`."),
        (U, "thx. NJ is 4.1 per 1000. target is 3"),
        (A, "So Northjet is above target. Anything planned?"),
        (U, "sanna decided we add a second transfer runner on the NJ bank from next week"),
        (A, "Noted: a second transfer runner on the Northjet bank from next week to reduce misconnects."),
    ], "facts": [
        {"kind": "decision", "turn": 4, "text": "A second transfer runner is added on the Northjet bank to cut misconnected bags", "keywords": ["transfer runner", "nj bank"]},
    ], "answered": [3]},

    {"id": "c53", "day": "2026-01-23", "turns": [
        (U, "is payday still the 28th?"),
        (A, "Yes, per the HR handbook it's the 28th, or the Friday before if that falls on a weekend."),
        (U, "keiko just said from march it's the last working day of the month instead"),
        (A, "Noted: from March, payday is the last working day of the month (was the 28th)."),
        (U, "\U0001F44D"),
        (A, "Anything else?"),
        (U, "nope that's all"),
    ], "facts": [
        {"kind": "change", "turn": 2, "text": "From March payday is the last working day of the month instead of the 28th", "keywords": ["last working day", "march"]},
    ], "answered": [0, 5]},

    {"id": "c54", "day": "2026-09-03", "turns": [
        (U, "ops changed the ramp radio channel, it's not ch 4 anymore"),
        (A, "What's the new one?"),
        (U, "ch 7 for ramp, ch 4 is now for the cargo side only"),
        (A, "Noted: ramp radio is now channel 7; channel 4 is cargo only."),
        (U, "they're reprogramming the handhelds on weds"),
        (A, "Noted, handhelds get reprogrammed Wednesday."),
    ], "facts": [
        {"kind": "change", "turn": 2, "text": "Ramp radio moved to channel 7; channel 4 is now cargo only", "keywords": ["ch 7", "cargo"]},
    ], "answered": [1]},

    {"id": "c55", "day": "2026-04-14", "turns": [
        (U, "do towing licences from our old site transfer here or do people need to redo the test?"),
        (A, "I'm not sure \u2014 the notes don't cover transfers from other sites. The airport's driving standards team would know."),
        (U, "ok. 5 people affected. can you make a list template"),
        (A, "Template: name | old site | licence type | expiry | assessed here (y/n)"),
        (U, "nice ta"),
        (A, "Let me know once driving standards reply and I'll update the note."),
    ], "facts": [
        {"kind": "open_question", "turn": 0, "text": "Whether towing licences from the old site transfer or need retesting is unresolved", "keywords": ["towing licences", "old site"]},
    ], "answered": []},

    {"id": "c56", "day": "2026-02-18", "turns": [
        (U, "tell me a joke, it's been a long night shift"),
        (A, "Why did the baggage tug go to therapy? Too much emotional baggage."),
        (U, "\U0001F602 terrible"),
        (A, "I'm here all night. Unlike you, hopefully."),
        (U, "2 hrs to go"),
        (A, "Nearly there! \u2615"),
    ], "facts": [], "answered": []},

    {"id": "c57", "day": "2026-06-09", "turns": [
        (U, "potable water carts, who tests them now? used to be AquaCheck"),
        (A, "Notes say AquaCheck does monthly sampling."),
        (U, "airport switched everyone to HydroLab as of this month, they do fortnightly sampling"),
        (A, "Noted: potable water cart testing moved from AquaCheck (monthly) to HydroLab (fortnightly)."),
        (U, "and results go to sanna"),
        (A, "Noted, results to Sanna."),
    ], "facts": [
        {"kind": "change", "turn": 2, "text": "Potable water cart testing moved from AquaCheck to HydroLab, now fortnightly", "keywords": ["hydrolab", "fortnightly"]},
    ], "answered": [0]},

    {"id": "c58", "day": "2026-08-24", "turns": [
        (U, "rowing club wants to do a charity regatta, which charity? ideas?"),
        (A, "Some options: the local air ambulance, a children's hospice, or the airport community fund."),
        (U, "vote came back, air ambulance won"),
        (A, "Noted: the rowing club's charity regatta will support the air ambulance."),
        (U, "date is 19 sept"),
        (A, "Noted: regatta on 19 September."),
        (U, "\U0001F44D"),
    ], "facts": [
        {"kind": "decision", "turn": 2, "text": "The rowing club charity regatta will raise money for the air ambulance", "keywords": ["air ambulance", "vote"]},
    ], "answered": [0]},

    {"id": "c59", "day": "2026-10-29", "turns": [
        (U, "handover notes are all over the place, whatsapp, paper, slack"),
        (A, "Want to standardise on one place?"),
        (U, "yes. from now on handover notes go in the #handover channel using the template, nothing on whatsapp"),
        (A, "Noted: from now on shift handover notes go in #handover using the template; no WhatsApp."),
        (U, "can u write the template"),
        (A, "Template:\n- Shift / date\n- Open incidents\n- GSE out of service\n- Staffing gaps\n- Anything for the next shift"),
        (U, "add 'weather' after GSE"),
        (A, "Added 'Weather' after GSE out of service."),
    ], "facts": [
        {"kind": "decision", "turn": 2, "text": "Shift handover notes go in the #handover channel using the template; no WhatsApp", "keywords": ["#handover", "whatsapp"]},
    ], "answered": [1]},

    {"id": "c60", "day": "2026-03-09", "turns": [
        (U, "what's the apron speed limit for tugs again"),
        (A, "15 km/h on the apron, 5 km/h within stand areas, per the airside driving rules."),
        (U, "new airside rules from the airport: 20 on the service road, apron stays 15, stands 5"),
        (A, "Noted: service road limit 20 km/h; apron still 15 km/h; stands 5 km/h."),
        (U, "yep"),
        (A, "Thanks \u2014 I'll use that from now on."),
    ], "facts": [
        {"kind": "change", "turn": 2, "text": "Service road speed limit is 20 km/h under the new airside rules; apron and stand limits unchanged", "keywords": ["service road", "20"]},
    ], "answered": [0]},

    {"id": "c61", "day": "2026-07-27", "turns": [
        (U, "team bbq \u2014 friday 7th or saturday 8th?"),
        (A, "Friday would suit the early shift, Saturday the office folks. Want a poll?"),
        (U, "no poll, i'm just deciding: saturday 8th, crew hub garden, 2pm"),
        (A, "Noted: team BBQ Saturday 8th, 2pm, Crew Hub garden."),
        (U, "veggie options pls, half the ramp is veggie now lol"),
        (A, "I'll flag veggie options to whoever's ordering."),
    ], "facts": [
        {"kind": "decision", "turn": 2, "text": "The team BBQ is on Saturday the 8th at 2pm in the Crew Hub garden", "keywords": ["saturday 8th", "crew hub garden"]},
    ], "answered": [0, 1]},

    {"id": "c62", "day": "2026-05-16", "turns": [
        (U, "had a near tail-tip on the ATR at stand 11 this morning \U0001F62C"),
        (A, "Glad nobody was hurt. Was the tail stand fitted?"),
        (U, "no. so new rule: tail stand goes on before ANY rear hold loading on ATRs, no exceptions"),
        (A, "Noted: the tail stand must be fitted before any rear hold loading on ATRs."),
        (U, "write it up for the briefing"),
        (A, "'Effective immediately: fit the tail stand before any rear hold loading on ATR aircraft. No exceptions.'"),
    ], "facts": [
        {"kind": "decision", "turn": 2, "text": "The tail stand must be fitted before any rear hold loading on ATRs", "keywords": ["tail stand", "rear hold"]},
    ], "answered": [1]},

    {"id": "c63", "day": "2026-11-05", "turns": [
        (U, "who maintains the GPUs, us or the airport?"),
        (A, "Notes from last year: our own GSE workshop maintains the GPUs."),
        (U, "that changed in october, the airport's engineering dept took over GPU maintenance on fixed stands; we still do the mobile ones"),
        (A, "Noted: fixed-stand GPUs maintained by airport engineering since October; mobile GPUs stay with our GSE workshop."),
        (U, "yup"),
        (A, "Thanks for keeping me straight!"),
    ], "facts": [
        {"kind": "change", "turn": 2, "text": "Airport engineering took over maintenance of fixed-stand GPUs in October; mobile GPUs stay with our workshop", "keywords": ["fixed stands", "airport's engineering", "mobile"]},
    ], "answered": [0]},

    {"id": "c64", "day": "2026-02-27", "turns": [
        (U, "what's the meal allowance for 12h shifts"),
        (A, "\u00a38, per the expenses policy."),
        (U, "keiko says it's \u00a310 since feb"),
        (A, "Noted: meal allowance for 12-hour shifts is \u00a310 (from February)."),
        (U, "and for 8h shifts nothing still"),
        (A, "Right, none for 8-hour shifts."),
        (U, "actually no wait \u2014 she says 8h nights get \u00a35"),
        (A, "Updated: 8-hour night shifts get a \u00a35 meal allowance; 8-hour day shifts get none."),
    ], "facts": [
        {"kind": "change", "turn": 2, "text": "Meal allowance for 12-hour shifts is \u00a310 since February (was \u00a38)", "keywords": ["\u00a310", "feb"]},
        {"kind": "decision", "turn": 6, "text": "8-hour night shifts get a \u00a35 meal allowance", "keywords": ["8h nights", "\u00a35"]},
    ], "answered": [0]},
]

QUESTIONS = [
    {"question": "Who did we pick to supply the thick anti-icing fluid this winter?", "chat": "c01", "fact": 0},
    {"question": "How long does baggage reconciliation now wait for the departure control feed before giving up?", "chat": "c02", "fact": 0},
    {"question": "Which evening does the staff singing group practise on now?", "chat": "c03", "fact": 0},
    {"question": "what time do choir practices begin", "chat": "c03", "fact": 1},
    {"question": "Is it known whether the new ground power carts can provide direct current for the turboprops?", "chat": "c04", "fact": 0},
    {"question": "Which rostering software are we switching to, and from when?", "chat": "c05", "fact": 0},
    {"question": "Has anyone been assigned to pull the staff data out of the old rostering tool?", "chat": "c05", "fact": 1},
    {"question": "How often should the pushback tractors be serviced now?", "chat": "c06", "fact": 0},
    {"question": "what day does the recycling contractor pick up our cardboard", "chat": "c07", "fact": 0},
    {"question": "How does the recycling firm want plastic film packed?", "chat": "c07", "fact": 1},
    {"question": "What's the turn time target for Celtic Wings' narrowbodies this year?", "chat": "c09", "fact": 0},
    {"question": "Which Postgres version is the baggage database moving to, and who is doing it?", "chat": "c10", "fact": 0},
    {"question": "Which class of high-visibility vest do ramp workers need to wear?", "chat": "c11", "fact": 0},
    {"question": "When is Azura reviewing its handling contract with us?", "chat": "c12", "fact": 0},
    {"question": "Who should ramp staff phone if they damage a vehicle?", "chat": "c14", "fact": 0},
    {"question": "which reclaim belts are assigned to Azura flights?", "chat": "c15", "fact": 0},
    {"question": "Who is responsible for renewing airside ID passes?", "chat": "c16", "fact": 0},
    {"question": "Where is remote de-icing being done while the taxiway is being worked on?", "chat": "c17", "fact": 0},
    {"question": "Where do we flag staff with no licence expiry recorded, and how often?", "chat": "c18", "fact": 0},
    {"question": "When did the night shift end on the night the clocks went back?", "chat": "c19", "fact": 0},
    {"question": "Which company supplies our uniforms now?", "chat": "c20", "fact": 0},
    {"question": "where do we get safety footwear from", "chat": "c20", "fact": 1},
    {"question": "What's the pay rate for working on 25 December?", "chat": "c21", "fact": 0},
    {"question": "What's the current version of the reduced-mobility passenger procedure?", "chat": "c22", "fact": 0},
    {"question": "How many people are needed to operate the high-lift vehicle for wheelchair passengers?", "chat": "c22", "fact": 1},
    {"question": "During which hours is the low bag scanning alert silenced?", "chat": "c23", "fact": 0},
    {"question": "Who takes care of boat reservations for the rowers?", "chat": "c25", "fact": 0},
    {"question": "When does the rowing club go out on weekends?", "chat": "c25", "fact": 1},
    {"question": "Up to what amount can a supervisor sign off a PO?", "chat": "c26", "fact": 0},
    {"question": "How often do we send container damage reports to the airlines?", "chat": "c27", "fact": 0},
    {"question": "Do we know who owns the leaking fuel truck by the stands?", "chat": "c28", "fact": 0},
    {"question": "How should staff submit safety incident reports now?", "chat": "c29", "fact": 0},
    {"question": "how many baggage tractors are in the fleet at the moment", "chat": "c30", "fact": 0},
    {"question": "Where do the battery-powered tugs get plugged in?", "chat": "c30", "fact": 1},
    {"question": "Where is the choir's summer concert being held?", "chat": "c31", "fact": 0},
    {"question": "When does our new airline customer start, and how often will they fly?", "chat": "c33", "fact": 0},
    {"question": "Have parking positions for the new Borealis flights been assigned?", "chat": "c33", "fact": 1},
    {"question": "Where do cleaners hand in items left behind on aircraft?", "chat": "c34", "fact": 0},
    {"question": "Is the money for extra hazardous-goods training confirmed?", "chat": "c35", "fact": 0},
    {"question": "What tech are we using for the baggage belt screens?", "chat": "c36", "fact": 0},
    {"question": "Who is doing the rosters while Brigid is on leave?", "chat": "c37", "fact": 0},
    {"question": "How much will the recycling depot charge per pickup of boxes from December?", "chat": "c38", "fact": 0},
    {"question": "Which contractor takes away spent de-icing fluid?", "chat": "c39", "fact": 0},
    {"question": "What's the ramp team's Slack channel called now?", "chat": "c40", "fact": 0},
    {"question": "Which headsets do we use for pushback comms?", "chat": "c41", "fact": 0},
    {"question": "Has anyone confirmed the new pushback headsets work with the tractor intercom?", "chat": "c41", "fact": 1},
    {"question": "What time does the first staff car park bus run?", "chat": "c43", "fact": 0},
    {"question": "Where is the rostering system's API credential kept?", "chat": "c44", "fact": 0},
    {"question": "Who will be conducting the choir next year?", "chat": "c45", "fact": 0},
    {"question": "How often are turnaround performance figures reported?", "chat": "c46", "fact": 0},
    {"question": "who's responsible for sending out the turnaround report?", "chat": "c46", "fact": 1},
    {"question": "How many people crew the big de-icing truck?", "chat": "c47", "fact": 0},
    {"question": "Is it true staff will have to pay to park?", "chat": "c48", "fact": 0},
    {"question": "Which day of the week is induction for new ramp recruits?", "chat": "c49", "fact": 0},
    {"question": "Which vendor did we go with for tracking the GSE vehicles?", "chat": "c50", "fact": 0},
    {"question": "What are we doing about Northjet's misconnected bags?", "chat": "c52", "fact": 0},
    {"question": "When do we get paid each month from spring onwards?", "chat": "c53", "fact": 0},
    {"question": "What radio channel does the ramp use now?", "chat": "c54", "fact": 0},
    {"question": "Do staff coming from our previous site need to retake the tow test?", "chat": "c55", "fact": 0},
    {"question": "Who tests the drinking-water carts, and how often?", "chat": "c57", "fact": 0},
    {"question": "Which charity is the regatta supporting?", "chat": "c58", "fact": 0},
    {"question": "Where should shift handovers be written up?", "chat": "c59", "fact": 0},
    {"question": "What's the speed limit on the airside road behind the stands?", "chat": "c60", "fact": 0},
    {"question": "When and where is the team barbecue?", "chat": "c61", "fact": 0},
    {"question": "What has to be in place before loading the back hold of a turboprop?", "chat": "c62", "fact": 0},
    {"question": "Who looks after the ground power units at the fixed stands?", "chat": "c63", "fact": 0},
    {"question": "How much meal money do you get on a 12-hour shift?", "chat": "c64", "fact": 0},
    {"question": "Do people on short night shifts get a meal allowance?", "chat": "c64", "fact": 1},
]


if __name__ == "__main__":
    import datetime
    from collections import Counter

    assert U == "user" and A == "assistant"
    assert isinstance(TEAM, str) and TEAM and "\n" not in TEAM
    assert len(CHATS) >= 60, len(CHATS)
    ids = [c["id"] for c in CHATS]
    assert len(set(ids)) == len(ids), "duplicate chat ids"
    by_id = {c["id"]: c for c in CHATS}

    lo, hi = datetime.date(2025, 12, 1), datetime.date(2026, 11, 27)
    days = []
    n_facts = 0
    kinds = Counter()
    for c in CHATS:
        assert set(c) == {"id", "day", "turns", "facts", "answered"}, c["id"]
        d = datetime.date.fromisoformat(c["day"])
        assert lo <= d <= hi, (c["id"], c["day"])
        days.append(d)
        turns = c["turns"]
        assert 6 <= len(turns) <= 12, (c["id"], len(turns))
        for role, text in turns:
            assert role in (U, A), c["id"]
            assert isinstance(text, str) and text.strip(), c["id"]
        assert len(c["facts"]) <= 3, c["id"]
        for f in c["facts"]:
            assert set(f) == {"kind", "turn", "text", "keywords"}, c["id"]
            assert f["kind"] in ("decision", "change", "open_question"), c["id"]
            assert 0 <= f["turn"] < len(turns), (c["id"], f["turn"])
            assert f["text"].strip()
            assert 2 <= len(f["keywords"]) <= 4, (c["id"], f["keywords"])
            turn_text = turns[f["turn"]][1].lower()
            for kw in f["keywords"]:
                assert kw.lower() in turn_text, (c["id"], f["turn"], kw)
                assert kw.lower().strip() not in {"the", "team", "use", "we", "a", "and"}, kw
            if f["kind"] == "open_question":
                assert f["turn"] not in c["answered"], (c["id"], "open question marked answered")
            n_facts += 1
            kinds[f["kind"]] += 1
        for t in c["answered"]:
            assert 0 <= t < len(turns) - 1, (c["id"], t)
        assert len(set(c["answered"])) == len(c["answered"])

    assert days != sorted(days), "days should not be in order"
    assert min(days) <= datetime.date(2025, 12, 31) and max(days) >= datetime.date(2026, 11, 1)
    assert len({d.month for d in days}) == 12

    assert len(QUESTIONS) >= 64, len(QUESTIONS)
    seen = set()
    for q in QUESTIONS:
        assert set(q) == {"question", "chat", "fact"}, q
        assert q["chat"] in by_id, q
        facts = by_id[q["chat"]]["facts"]
        assert 0 <= q["fact"] < len(facts), q
        seen.add((q["chat"], q["fact"]))
        # question is worded differently: it must not contain every keyword of its fact
        kws = facts[q["fact"]]["keywords"]
        assert not all(k.lower() in q["question"].lower() for k in kws), q
        assert q["question"].strip().lower() != facts[q["fact"]]["text"].strip().lower()
    assert len(seen) == len(QUESTIONS), "two questions point at the same fact"

    print("chats", len(CHATS), "turns", sum(len(c["turns"]) for c in CHATS))
    print("facts", n_facts, dict(kinds))
    print("chats with 0 facts", sum(1 for c in CHATS if not c["facts"]))
    print("questions", len(QUESTIONS))
    print("OK")
