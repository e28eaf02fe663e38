# Development data since 2026-12-04 (session 31): released after its last held-out measurement, below.
# Held-out noisy-chat set no. 29 (62 chats, 69 facts, 72 questions; the front-desk and surgery
# scheduling team of a small-town veterinary clinic; its questions written as (question, chat, fact) tuples, turned into
# the development format at the end of the file), written on 2026-12-04 by a helper that never saw the pipeline or the
# other sets. Its misses were not read. Measured by the lead only (python -m tests.noisy_chat_quality twentyninth), the
# same at 0f1d804 (session 30's release) and at 0744927 (after its merges): day 58 of 69 (0.84), week 58 (0.84), month
# 52 (0.75); noise lines 20 of 176 (0.11); core memory noise 0 of 1; recall 60 of 72 (0.83); 13 of 62 chats got no
# summary (7 of them hold no fact; 6 facts in the other 6).
# -*- coding: utf-8 -*-
"""Held-out noisy chats between a clinic team member (U) and an AI assistant (A),
with labelled key facts and later questions about them."""

TEAM = "the front-desk and surgery scheduling team at Paws & Claws, a small-town veterinary clinic"

U = "user"
A = "assistant"


def F(kind, turn, text, keywords):
    return {"kind": kind, "turn": turn, "text": text, "keywords": list(keywords)}


CHATS = []


def chat(cid, day, turns, facts=(), answered=()):
    CHATS.append({"id": cid, "day": day, "turns": list(turns),
                  "facts": list(facts), "answered": list(answered)})


chat("c01", "2025-12-01", [
    (U, "morning! quick one, who's doing the dental list on thursday"),
    (A, "Good morning! According to the rota, Dr. Okafor has the Thursday dental list this week."),
    (U, "ok cool. nadia just said that from now on all dentals go on tuesdays and thursdays only, no more monday dentals"),
    (A, "Noted, I will keep that in mind: dentals only on Tuesdays and Thursdays from now on. Do you want me to flag the two Monday dentals already booked next week?"),
    (U, "yes pls flag them, jess will ring the owners"),
    (A, "Done, both are flagged for Jess in VetBase with a note to rebook."),
    (U, "ta. also coffee machine is broken again lol"),
    (A, "Sorry to hear that! Let me know if you need anything else."),
], [
    F("decision", 2, "Dentals are only booked on Tuesdays and Thursdays; no more Monday dentals.", ["dentals", "tuesdays", "thursdays"]),
], [0, 3])

chat("c02", "2025-12-07", [
    (U, "hiya"),
    (A, "Hi! How can I help today?"),
    (U, "can u draft a text to remind owners about the christmas opening hours"),
    (A, "Sure, here's a draft:\n\n\"Paws & Claws Christmas hours: 24 Dec 8:30-12:00, closed 25-26 Dec, normal hours from 27 Dec. For emergencies call our out-of-hours line.\""),
    (U, "perfect, maybe add a paw emoji 🐾"),
    (A, "Added: \"🐾 Paws & Claws Christmas hours: ...\" Anything else?"),
    (U, "nah thats it, off to lunch, the new thai place opened next to the pharmacy"),
    (A, "Enjoy your lunch!"),
], [], [])

chat("c03", "2025-12-13", [
    (U, "the phone system keeps dropping calls after 2 rings, seen this"),
    (A, "I haven't seen that reported before. Could you paste the error from the phone dashboard if there is one?"),
    (U, "```\n[13:02:11] SIP/2.0 408 Request Timeout\n[13:02:11] call-id 88a1f dropped, reason=no_answer_timeout(2)\n```"),
    (A, "The timeout is set to 2 rings (no_answer_timeout(2)). It looks like a configuration value rather than a fault. It can usually be raised in the admin panel under call routing."),
    (U, "ahh colm must've changed it. ok we're setting it to 6 rings going forward, then it rolls to the second desk"),
    (A, "Got it: 6 rings before calls roll over to the second desk. Noted, I will keep that in mind."),
    (U, "thx youre a star"),
    (A, "Happy to help. Let me know if you need anything else."),
], [
    F("change", 4, "Phone calls now ring 6 times before rolling over to the second desk.", ["6 rings", "second desk"]),
], [1])

chat("c04", "2025-12-19", [
    (U, "ugh dr patel is off sick today"),
    (A, "Sorry to hear that. Do you want help moving her appointments?"),
    (U, "yes. she had 3 spays and a mass removal. can lena cover"),
    (A, "Lena (locum) is on the rota today until 4pm. She could take the three spays; the mass removal was flagged by Dr. Patel as needing her own follow-up."),
    (U, "ok final call from nadia: lena does the spays, mass removal moves to monday with patel"),
    (A, "Understood. I've moved the mass removal (Bramble, 9yo collie) to Monday with Dr. Patel and assigned the spays to Lena."),
    (U, "can u text bramble's owner"),
    (A, "Text sent: \"Hi, Bramble's procedure has moved to Monday, same time. Please call if that doesn't suit.\""),
    (U, "brb, someone at the desk with a very angry parrot"),
], [
    F("decision", 4, "Locum Lena covers Dr. Patel's spays; Bramble's mass removal moves to Monday with Dr. Patel.", ["lena", "spays", "monday"]),
], [1, 2])

chat("c05", "2025-12-24", [
    (U, "merry christmas eve 🎄 anyone on call tomorrow"),
    (A, "Merry Christmas Eve! Dr. Okafor is the on-call vet for 25 December, with Tariq as on-call nurse."),
    (U, "nice. fyi i heard from femi that okafor might swap with patel but nothing's confirmed"),
    (A, "Thanks for the heads-up. I'll keep the rota as it is unless someone confirms the swap."),
    (U, "yep. we're closing at 12 today btw right"),
    (A, "Yes, 8:30 to 12:00 today, then closed until the 27th."),
    (U, "lovely. going home to wrap presents lol"),
    (A, "Have a lovely Christmas!"),
], [], [0, 4])

chat("c06", "2025-12-31", [
    (U, "hey do we still use the blue consent forms for surgery or the new ones"),
    (A, "The current template in VetBase is consent form v7. The blue paper forms were the older v6."),
    (U, "ok. nadia says from jan 1 we're going fully digital, tablet signatures only, no paper consent"),
    (A, "Noted: from 1 January, surgery consent is signed on the tablet only, no paper forms."),
    (U, "where do the tablets charge"),
    (A, "I don't have that recorded. Do you know where they're kept?"),
    (U, "no idea, will ask femi. happy new year"),
    (A, "Happy New Year! Let me know once you find out and I'll note it."),
], [
    F("change", 2, "From 1 January surgery consent is signed on the tablet only; paper consent forms are dropped.", ["tablet", "paper", "consent"]),
    F("open_question", 4, "Where the consent tablets are charged is not known yet.", ["tablets", "charge"]),
], [0])

chat("c07", "2026-01-06", [
    (U, "morning, first day back and the waiting room is rammed"),
    (A, "Good morning! Want me to check how many walk-ins are waiting versus booked appointments?"),
    (U, "yeh"),
    (A, "There are 11 booked appointments before 11:00 and 4 walk-ins logged at the desk."),
    (U, "ok we agreed at the huddle: walk-ins get seen by the nurse first for triage, vet only if tariq says so"),
    (A, "Got it — walk-ins go to nurse triage first and only see a vet if Tariq decides it's needed."),
    (U, "👍"),
    (A, "Let me know if you need anything else."),
], [
    F("decision", 4, "Walk-ins are triaged by a nurse first and only see a vet if the nurse (Tariq) decides.", ["walk-ins", "triage", "nurse"]),
], [1])

chat("c08", "2026-01-11", [
    (U, "can u look at this, vetbase threw it when i tried to book a follow up"),
    (U, "Traceback (most recent call last):\n  File \"booking.py\", line 212, in create\n    slot = find_slot(vet_id, start)\nSlotConflict: vet 4 already booked 14:00-14:20"),
    (A, "That's a double-booking guard. Vet 4 (Dr. Okafor) already has 14:00-14:20. Try 14:20 or book with another vet."),
    (U, "ahh ok my bad"),
    (U, "book 14:20 then"),
    (A, "Booked: follow-up with Dr. Okafor at 14:20."),
    (U, "cheers"),
], [], [])

chat("c09", "2026-01-17", [
    (U, "who orders the surgical kit stuff now? colm's left right"),
    (A, "Yes, Colm finished on Friday. His ordering duties haven't been reassigned in my notes yet."),
    (U, "nadia just messaged: femi takes over all surgical consumables ordering from today"),
    (A, "Noted: Femi is now responsible for ordering surgical consumables."),
    (U, "and the drugs"),
    (A, "Nothing recorded about drug ordering. Should I ask Nadia?"),
    (U, "ya pls ask her"),
    (A, "I've sent Nadia a message asking who will handle drug ordering now that Colm has left."),
], [
    F("change", 2, "Femi took over ordering of surgical consumables after Colm left.", ["femi", "surgical", "ordering"]),
    F("open_question", 4, "Who handles drug ordering after Colm left is still undecided.", ["drugs"]),
], [0])

chat("c10", "2026-01-23", [
    (U, "hey quick q, how long is a standard consult slot in the system"),
    (A, "Standard consults are 10 minutes in VetBase."),
    (U, "right, that's changing. patel + okafor agreed 15 min from feb 1, too many overruns"),
    (A, "Got it. From 1 February standard consults will be 15 minutes. Shall I update the template in VetBase now, effective that date?"),
    (U, "yes do it"),
    (A, "Done — the consult template is set to 15 minutes from 1 Feb. Existing bookings after that date are unchanged."),
    (U, "ugh that means we have to move some. fine. tomorrow"),
    (A, "No problem, I can list the affected ones tomorrow."),
], [
    F("change", 2, "Standard consult slots go from 10 to 15 minutes from 1 February.", ["15 min", "feb 1"]),
], [0, 3])

chat("c11", "2026-01-29", [
    (U, "hiii. lunch? jk ur a bot"),
    (A, "Ha, I'll pass on lunch! What can I help with?"),
    (U, "can you pull a list of all the rabbits due for myxo/rhd vaccines in feb"),
    (A, "There are 23 rabbits due in February. I've exported the list to 'rabbit_vax_feb.csv' in the shared drive."),
    (U, "ta. send reminders"),
    (A, "Should I use the standard vaccine reminder SMS?"),
    (U, "yes standard one"),
    (A, "Reminders scheduled for tomorrow at 10:00."),
], [], [4, 5])

chat("c12", "2026-02-04", [
    (U, "the lab courier came at 3 again instead of 5, we missed the bloods"),
    (A, "That's the second time this week. Would you like me to draft an email to the lab?"),
    (U, "nah, we talked about it - we're switching to axiom for external bloods, they collect at 5:30"),
    (A, "Noted: external bloods are switching to Axiom, with collection at 5:30pm."),
    (U, "starting when tho, idk yet, nadia's doing the contract"),
    (A, "Understood. I'll leave the start date open until Nadia confirms."),
    (U, "ok"),
], [
    F("change", 2, "External blood work is switching to the Axiom lab, which collects at 5:30.", ["axiom", "5:30"]),
    F("open_question", 4, "The start date of the Axiom lab contract is not decided yet.", ["starting", "contract"]),
], [])

chat("c13", "2026-02-10", [
    (U, "my sister had her baby last night!! 8lb 2oz"),
    (A, "Congratulations to your sister! That's wonderful news."),
    (U, "thx 🥹 anyway. the kennel cough vaccine, are we still doing the injectable one"),
    (A, "The current protocol lists the intranasal kennel cough vaccine, not an injectable one."),
    (U, "oh right intranasal. ok"),
    (A, "Let me know if you need anything else."),
], [], [2])

chat("c14", "2026-02-16", [
    (U, "can u check if we have a surgery slot for a cat dental next tues"),
    (A, "Next Tuesday Dr. Okafor has a free 2-hour slot at 10:00."),
    (U, "wait dentals are 90 min no"),
    (A, "They were 90 minutes, but Femi changed dental bookings to 2 hours in January."),
    (U, "oh yeah forgot. book it, cat is 'Pickle', owner mrs hale"),
    (A, "Booked: Pickle (Mrs Hale), dental, Tuesday 10:00-12:00 with Dr. Okafor."),
    (U, "ty"),
], [], [0, 2])

chat("c15", "2026-02-22", [
    (U, "the xray machine is making that clicking noise again"),
    (A, "Do you want me to log a fault with the engineer?"),
    (U, "yes, and heard from tariq it'll prob need a new tube, which is like 4k"),
    (A, "Fault logged with the engineer. I've noted Tariq's comment that it may need a new tube, unconfirmed."),
    (U, "ok and going forward if its out we send xrays to riverside vets, patel agreed with them"),
    (A, "Noted: while the X-ray is out, X-rays go to Riverside Vets as agreed by Dr. Patel."),
    (U, "🙏"),
], [
    F("decision", 4, "While the clinic X-ray is out of order, X-rays are referred to Riverside Vets.", ["riverside", "xrays"]),
], [])

chat("c16", "2026-02-28", [
    (U, "whats the number for out of hours again, owner asking"),
    (A, "Out-of-hours calls go to VetsNow on 01632 960900."),
    (U, "ok. btw that changes tomorrow, we're doing our own on call. number is 01632 960555"),
    (A, "Thanks. From 1 March the out-of-hours number is our own on-call line, 01632 960555. I'll update the voicemail script and website text."),
    (U, "website too yes"),
    (A, "Both drafted for review in the shared drive. Let me know if you need anything else."),
], [
    F("change", 2, "From 1 March out-of-hours calls go to the clinic's own on-call line 01632 960555 instead of VetsNow.", ["on call", "960555"]),
], [0])

chat("c17", "2026-03-06", [
    (U, "yo"),
    (A, "Hi! What can I do for you?"),
    (U, "can you summarise yesterday's staff meeting notes, they're in the drive"),
    (A, "Summary: 1) New uniforms arriving in April. 2) Staff discount to go up — amount TBC. 3) Fire drill next Wednesday."),
    (U, "the discount thing, it was decided, 30% from april"),
    (A, "Thanks, corrected: staff discount on own pets' treatment goes up to 30% from April."),
    (U, "sweet"),
    (A, "Noted, I will keep that in mind."),
], [
    F("decision", 4, "The staff discount on their own pets' treatment goes up to 30% from April.", ["30%", "april"]),
], [])

chat("c18", "2026-03-12", [
    (U, "where are we with the bella the lab situation"),
    (A, "Bella was moved out of ICU on Tuesday and is eating. Dr. Patel wanted a recheck before discharge."),
    (U, "ok recheck is friday 9am, patel confirmed, discharge after if bloods ok"),
    (A, "Got it: Bella's recheck is Friday 9:00 with Dr. Patel; discharge after if the bloods are fine."),
    (U, "owner wants to visit tmrw, allowed"),
    (A, "Visiting is allowed 4-5pm for inpatients per the ward policy."),
    (U, "ok ill tell them 4"),
], [
    F("decision", 2, "Bella's recheck is Friday at 9am with Dr. Patel, with discharge afterwards if bloods are fine.", ["recheck", "friday", "discharge"]),
], [0, 4])

chat("c19", "2026-03-18", [
    (U, "random but does anyone know if the car park resurfacing is this week"),
    (A, "I don't have anything about car park works in my notes."),
    (U, "hmm jess said she saw cones. whatever"),
    (U, "anyway can u remind me at 3 to call the insurance company about the hale claim"),
    (A, "Reminder set for 15:00: call the insurer about the Hale claim."),
    (U, "thanks"),
    (U, "oh jess just confirmed the car park resurfacing is next tuesday, clients park on the street that day"),
    (A, "Noted: car park resurfacing is next Tuesday; clients park on the street that day."),
], [
    F("change", 6, "Car park resurfacing is next Tuesday, so clients park on the street that day.", ["resurfacing", "street"]),
], [0])

chat("c20", "2026-03-23", [
    (U, "do we still do home visits? client on the phone asking"),
    (A, "The notes say home visits are offered, booked as 45-minute slots."),
    (U, "nope that's old, we stopped them this month, only euthanasia at home now"),
    (A, "Thanks — updated: home visits have stopped, except for euthanasia at home."),
    (U, "ya"),
    (A, "Let me know if you need anything else."),
], [
    F("change", 2, "Home visits have stopped, except for euthanasia at home.", ["stopped", "euthanasia"]),
], [0])

chat("c21", "2026-03-29", [
    (U, "morning. the clocks went forward and half the team was late lol"),
    (A, "Good morning! Classic clock-change Sunday. How can I help?"),
    (U, "need to sort saturday cover. patel doesnt do saturdays anymore"),
    (A, "Understood. Who should cover the Saturday clinic instead?"),
    (U, "okafor and lena alternate, okafor odd weeks lena even weeks. thats the final call"),
    (A, "Noted: Saturday clinic alternates — Dr. Okafor on odd weeks, Lena on even weeks."),
    (U, "and saturday clinic is 9 till 1 now not 12"),
    (A, "Updated Saturday clinic hours to 9:00-13:00 in the booking system."),
    (U, "legend"),
], [
    F("decision", 4, "Saturday clinic alternates: Dr. Okafor on odd weeks, Lena on even weeks.", ["okafor", "lena", "alternate"]),
    F("change", 6, "Saturday clinic hours are now 9 to 1 instead of 9 to 12.", ["saturday", "9 till 1"]),
], [3])

chat("c22", "2026-04-04", [
    (U, "hi! client asks how much a cat neuter is"),
    (A, "A cat neuter is 95 according to the price list."),
    (U, "hmm patel said it's 110 now, she updated the price list last week"),
    (A, "Thanks — the version I had was out of date. Cat neuter is 110 from now on. I've updated the quote template."),
    (U, "and microchipping still 20"),
    (A, "There's a note that microchipping is 15 during the summer campaign, but the campaign doesn't start until June. So 20 for now."),
    (U, "ok ty"),
], [
    F("change", 2, "The cat neuter price is now 110 (was 95).", ["110", "price list"]),
], [0, 4])

chat("c23", "2026-04-10", [
    (U, "can u explain this error from the card machine"),
    (U, "ERR 0x51 INSUFFICIENT_FUNDS txn=774120 amt=245.00"),
    (A, "That means the customer's card was declined for insufficient funds. It's not a fault with the machine."),
    (U, "awkward. ok. they'll pay half now"),
    (A, "Would you like me to set up a payment plan note on the account for the remaining 122.50?"),
    (U, "yes but only if nadia ok's it"),
    (A, "I've drafted the note and sent it to Nadia for approval."),
    (U, "nadia says fine, and going forward we allow 2-part payments over 200 without asking her"),
    (A, "Noted: bills over 200 can be split into two payments without asking Nadia."),
], [
    F("decision", 7, "Bills over 200 can be split into two payments without asking Nadia.", ["2-part payments", "200"]),
], [0, 4])

chat("c24", "2026-04-16", [
    (U, "hey who's the rep for our drugs now"),
    (A, "The last rep I have is Sarah at NVS, 07700 900777."),
    (U, "no we switched to covetrus! rep is tom, 07700 900321"),
    (A, "Thanks, updated: our drug wholesaler is Covetrus and the rep is Tom (07700 900321)."),
    (U, "also nadia does drug orders now, forgot to tell u"),
    (A, "Noted: Nadia handles drug ordering."),
    (U, "ta"),
    (A, "Let me know if you need anything else."),
], [
    F("change", 2, "The drug wholesaler is now Covetrus and the rep is Tom (07700 900321).", ["covetrus", "tom"]),
    F("change", 4, "Nadia now handles drug ordering.", ["nadia", "drug orders"]),
], [0])

chat("c25", "2026-04-22", [
    (U, "bit of gossip, apparently riverside vets are getting bought by a big chain"),
    (A, "Interesting — I don't have anything confirmed on that."),
    (U, "yeah just hearsay from tariq's mate. anyway"),
    (U, "can you book in the fire alarm test with the landlord"),
    (A, "What day would suit? The landlord's contractor usually does Wednesdays."),
    (U, "wed 6th, before opening"),
    (A, "Requested: fire alarm test Wednesday 6 May, 7:30am, before opening."),
    (U, "ty"),
], [
    F("decision", 5, "The fire alarm test is on Wednesday 6 May before opening.", ["wed 6th", "before opening"]),
], [4])

chat("c26", "2026-04-28", [
    (U, "the puppy classes are getting too big for the waiting room"),
    (A, "Last week's class had 9 puppies. Do you want options for a bigger venue?"),
    (U, "colm's old contact at the village hall said we can use it. we'll use the village hall from june, thursdays 6pm"),
    (A, "Noted: from June, puppy classes move to the village hall, Thursdays at 6pm."),
    (U, "who runs them now colm left"),
    (A, "There's no one assigned since Colm left."),
    (U, "hmm. dunno. ask femi"),
    (A, "I'll ask Femi who should run the puppy classes."),
], [
    F("decision", 2, "From June puppy classes move to the village hall, Thursdays at 6pm.", ["village hall", "thursdays"]),
    F("open_question", 4, "Who runs the puppy classes after Colm left is undecided.", ["runs", "colm"]),
], [])

chat("c27", "2026-05-04", [
    (U, "happy bank holiday monday, we're open right"),
    (A, "Yes, the clinic is open 9:00-13:00 today, emergencies only after that."),
    (U, "ok. quick one: someone left a voicemail about their rabbit not eating, what's the protocol"),
    (A, "Rabbit not eating for over 12 hours counts as urgent — offer a same-day appointment."),
    (U, "ok booked for 11"),
    (A, "Great. Let me know if you need anything else."),
], [], [0, 2])

chat("c28", "2026-05-10", [
    (U, "need to fix the ordering of surgery list. vets keep complaining"),
    (A, "What's the complaint?"),
    (U, "they want clean procedures first then dirty ones (dentals, abscesses) at the end"),
    (A, "That makes sense for theatre hygiene."),
    (U, "yep agreed at today's huddle, clean first dirty last on every list from now on"),
    (A, "Noted: surgery lists are ordered clean procedures first, dirty ones (dentals, abscesses) last."),
    (U, "can u reorder tomorrow's"),
    (A, "Tomorrow's list is reordered: 2 spays, 1 cruciate, then the dental and the abscess lance."),
], [
    F("decision", 4, "Surgery lists run clean procedures first and dirty ones (dentals, abscesses) last.", ["clean first", "dirty last"]),
], [1])

chat("c29", "2026-05-16", [
    (U, "hey is it normal that the fridge says 9 degrees"),
    (A, "No — the vaccine fridge should be 2-8°C. 9°C is out of range. Has it been open a lot?"),
    (U, "delivery just came so maybe"),
    (A, "Check again in 30 minutes. If it's still above 8, move the vaccines to the backup fridge and log it."),
    (U, "30 min later: 6 degrees, all good"),
    (A, "Great, that's in range. I've logged the temporary excursion."),
    (U, "we decided to get a data logger for it btw, tariq's ordering one"),
    (A, "Noted: a data logger is being bought for the vaccine fridge; Tariq is ordering it."),
], [
    F("decision", 6, "A data logger will be bought for the vaccine fridge; Tariq is ordering it.", ["data logger", "tariq"]),
], [0])

chat("c30", "2026-05-22", [
    (U, "the booking website, do clients still need to call to book surgery"),
    (A, "Yes, surgery isn't bookable online yet; only consults and vaccines are."),
    (U, "ok we're keeping it that way, patel doesn't want online surgery bookings at all"),
    (A, "Noted: surgery stays phone-only, no online surgery bookings."),
    (U, "👍 gonna grab a sandwich brb"),
    (A, "Enjoy!"),
    (U, "back. the tuna one was terrible"),
    (A, "Sorry to hear that! Anything else?"),
], [
    F("decision", 2, "Surgery stays bookable by phone only; no online surgery bookings.", ["online surgery bookings", "patel"]),
], [0])

chat("c31", "2026-05-28", [
    (U, "lena's contract ends in june, is she staying"),
    (A, "I don't have a decision on Lena's contract in my notes."),
    (U, "nadia says they're talking about it, might extend to december"),
    (A, "Thanks. I'll note it as under discussion, possible extension to December."),
    (U, "yep nothing final"),
    (A, "Noted, I will keep that in mind."),
], [
    F("open_question", 2, "Whether locum Lena's contract will be extended (possibly to December) is still under discussion.", ["extend", "december"]),
], [])

chat("c32", "2026-06-02", [
    (U, "microchip campaign starts today right? 15 quid"),
    (A, "Yes, microchipping is 15 from today for the summer campaign."),
    (U, "till when"),
    (A, "The notes don't give an end date."),
    (U, "patel just said end of august, 31st"),
    (A, "Noted: the 15 microchipping price runs until 31 August."),
    (U, "cool, also can u put a poster on the website"),
    (A, "Draft banner: \"🐾 Summer microchip offer: 15 until 31 August!\" Want me to publish it?"),
    (U, "ya go"),
], [
    F("decision", 4, "The microchipping offer at 15 runs until 31 August.", ["end of august", "31st"]),
], [0, 2, 7])

chat("c33", "2026-06-08", [
    (U, "jess is leaving :( last day friday"),
    (A, "Sorry to hear that. Should I plan the reception cover?"),
    (U, "yes. we're replacing her shifts with a new receptionist, amir, starts monday 15th"),
    (A, "Noted: Amir replaces Jess on reception, starting Monday 15 June."),
    (U, "can u set up his vetbase login"),
    (A, "I can't create accounts myself, but I've sent Nadia the request with Amir's details."),
    (U, "ok thx. cake on friday for jess if u could eat cake lol"),
    (A, "I'll enjoy it in spirit! Let me know if you need anything else."),
], [
    F("change", 2, "New receptionist Amir replaces Jess, starting Monday 15 June.", ["amir", "monday 15th"]),
], [0])

chat("c34", "2026-06-14", [
    (U, "hi"),
    (A, "Hi! How can I help?"),
    (U, "do you know if the new xray tube came"),
    (A, "Yes, the engineer fitted it on Thursday; the X-ray is back in service."),
    (U, "oh nice so we stop sending to riverside"),
    (A, "That's right, there's no need to refer X-rays to Riverside now."),
    (U, "great"),
], [
    F("change", 3, "The X-ray machine is back in service after the new tube was fitted, so no more referrals to Riverside.", ["engineer", "back in service"]),
], [2])

chat("c35", "2026-06-20", [
    (U, "need a new protocol for hot weather, dogs coming in with heatstroke"),
    (A, "I can draft one. Should heatstroke cases skip the queue?"),
    (U, "yes any suspected heatstroke goes straight in, no waiting. agreed with femi"),
    (A, "Noted: suspected heatstroke cases go straight in without waiting."),
    (U, "also put cold towels in the fridge every morning"),
    (A, "Added to the morning checklist: cold towels in the fridge."),
    (U, "🥵 its 31 degrees in reception"),
    (A, "Stay hydrated! Let me know if you need anything else."),
], [
    F("decision", 2, "Suspected heatstroke cases are seen straight away without waiting.", ["heatstroke", "straight in"]),
    F("decision", 4, "Cold towels are put in the fridge every morning.", ["cold towels", "every morning"]),
], [1])

chat("c36", "2026-06-26", [
    (U, "can u check this json from the booking export, something's off"),
    (U, "{\"appt_id\": 99812, \"vet\": null, \"type\": \"consult\", \"start\": \"2026-06-29T09:00\", \"duration\": 10}"),
    (A, "Two issues: no vet is assigned, and duration is 10 minutes although consults are 15 minutes now."),
    (U, "ugh the import script still has 10. ok"),
    (U, "fix: we're switching the export to the new vetbase api next week, ben from vetbase is doing it"),
    (A, "Noted: the booking export moves to the new VetBase API next week, done by Ben from VetBase."),
    (U, "thx"),
], [
    F("change", 4, "The booking export is switching to the new VetBase API next week, done by Ben from VetBase.", ["vetbase api", "ben"]),
], [])

chat("c37", "2026-07-02", [
    (U, "who's on call this weekend"),
    (A, "This weekend Dr. Okafor is on call Saturday, Lena on Sunday."),
    (U, "okafor's swapped with patel for saturday, patel confirmed"),
    (A, "Updated: Dr. Patel is on call Saturday; Lena stays on Sunday."),
    (U, "ta"),
    (A, "Let me know if you need anything else."),
], [
    F("change", 2, "Dr. Patel is on call this Saturday instead of Dr. Okafor.", ["swapped", "patel"]),
], [0])

chat("c38", "2026-07-08", [
    (U, "lena update: they extended her till december"),
    (A, "Great — noted: Lena's locum contract is extended until December."),
    (U, "and she gets fridays off"),
    (A, "Noted: Lena doesn't work Fridays. Should I update the rota template?"),
    (U, "yes from next week"),
    (A, "Rota template updated from next week: Lena off on Fridays."),
    (U, "ty"),
], [
    F("decision", 0, "Lena's locum contract is extended until December.", ["extended", "december"]),
    F("change", 2, "Lena has Fridays off.", ["fridays off"]),
], [3])

chat("c39", "2026-07-14", [
    (U, "hey. how do i refund a deposit in vetbase, never done it"),
    (A, "Go to the client account > Payments > select the deposit > Refund. It needs a manager PIN."),
    (U, "which manager"),
    (A, "Nadia or Femi can enter the PIN."),
    (U, "ok found femi"),
    (A, "Let me know if you need anything else."),
], [], [0, 2])

chat("c40", "2026-07-20", [
    (U, "the vaccine reminder texts are going out at 7am and people are complaining lol"),
    (A, "They're scheduled at 07:00. What time would be better?"),
    (U, "we said 10am, going forward all reminder texts at 10"),
    (A, "Noted: all reminder texts are sent at 10:00 from now on. Schedule updated."),
    (U, "and not on sundays"),
    (A, "Updated: no reminder texts on Sundays."),
    (U, "perfect"),
], [
    F("change", 2, "All reminder texts are sent at 10am instead of 7am.", ["10am", "reminder texts"]),
    F("decision", 4, "No reminder texts are sent on Sundays.", ["sundays"]),
], [1])

chat("c41", "2026-07-26", [
    (U, "heads up, femi is on holiday 3-14 aug"),
    (A, "Noted. Who covers the head nurse duties while Femi is away?"),
    (U, "tariq covers head nurse stuff, and the surgical ordering too"),
    (A, "Noted: Tariq covers head nurse duties and surgical ordering while Femi is away, 3-14 August."),
    (U, "ok"),
    (A, "Let me know if you need anything else."),
], [
    F("decision", 2, "Tariq covers head nurse duties and surgical ordering while Femi is on holiday 3-14 August.", ["tariq", "head nurse"]),
], [1])

chat("c42", "2026-08-01", [
    (U, "someone left a tortoise in a box outside the door 😳"),
    (A, "Oh dear. Is it okay? Should I find the stray/abandoned animal protocol?"),
    (U, "yeah pls"),
    (A, "Protocol: scan for a microchip, log as found animal, keep warm, inform the council dog warden (or RSPCA for exotics)."),
    (U, "no chip. rspca it is. we named him gary"),
    (A, "Logged Gary as a found tortoise and drafted the RSPCA notification."),
    (U, "lol ok"),
], [
    F("decision", 4, "The abandoned tortoise (Gary) had no chip and is being handed to the RSPCA.", ["rspca", "gary"]),
], [1])

chat("c43", "2026-08-07", [
    (U, "tariq here, covering for femi. where do i order sutures from"),
    (A, "Surgical consumables are ordered through the Millpledge portal; Femi's login is in the password manager under 'Millpledge'."),
    (U, "got it. they're out of 3-0 monocryl tho"),
    (A, "Would you like alternatives? Covetrus stocks an equivalent."),
    (U, "yeah we'll use covetrus for sutures from now on, millpledge is always out"),
    (A, "Noted: sutures will be ordered from Covetrus from now on instead of Millpledge."),
    (U, "cheers"),
], [
    F("change", 4, "Sutures are now ordered from Covetrus instead of Millpledge.", ["covetrus", "sutures"]),
], [0, 3])

chat("c44", "2026-08-12", [
    (U, "ugh phones down again"),
    (A, "Sorry! What are you seeing?"),
    (U, "https://status.phonely.example/incidents/4471 says outage in our region"),
    (A, "Thanks — it's a regional outage on the provider side, estimated fix in 2 hours."),
    (U, "ok we'll put a note on the door and post on facebook that people should use the mobile 07700 900888 today"),
    (A, "Drafted the Facebook post and door sign with the temporary mobile number 07700 900888."),
    (U, "👍"),
    (A, "Let me know if you need anything else."),
], [
    F("decision", 4, "During the phone outage clients are told to use the temporary mobile 07700 900888.", ["mobile", "07700 900888"]),
], [1])

chat("c45", "2026-08-18", [
    (U, "femi's back!! 🎉"),
    (A, "Welcome back to Femi! Should surgical ordering go back to her?"),
    (U, "yes femi does ordering again, tariq's happy to hand it back"),
    (A, "Noted: Femi has resumed surgical ordering from Tariq."),
    (U, "but we keep covetrus for sutures"),
    (A, "Yes, sutures stay with Covetrus."),
    (U, "ta"),
], [
    F("change", 2, "Femi has taken surgical ordering back from Tariq.", ["femi", "ordering"]),
], [1])

chat("c46", "2026-08-24", [
    (U, "how long do we keep dogs in after a spay"),
    (A, "Current protocol: spays go home the same day after 5pm if they're eating and alert."),
    (U, "dr okafor wants all bitch spays kept overnight now, patel agreed"),
    (A, "Noted: from now on, bitch spays are kept in overnight."),
    (U, "cats still same day"),
    (A, "Yes — cat spays still go home the same day."),
    (U, "ok"),
    (A, "Let me know if you need anything else."),
], [
    F("change", 2, "Bitch spays are now kept in overnight (cats still go home the same day).", ["overnight", "spays"]),
], [0])

chat("c47", "2026-08-30", [
    (U, "did the microchip offer end"),
    (A, "It runs until 31 August, so it ends tomorrow."),
    (U, "patel wants to extend it to end of september actually"),
    (A, "Noted: the 15 microchipping offer is extended to 30 September. I'll update the website banner."),
    (U, "yep"),
    (A, "Banner updated."),
], [
    F("change", 2, "The 15 microchipping offer is extended to the end of September.", ["extend", "end of september"]),
], [0])

chat("c48", "2026-09-05", [
    (U, "new school term, the after-school slots are mental"),
    (A, "Do you want to add more late-afternoon consults?"),
    (U, "we're adding a late clinic tuesdays until 7:30, okafor runs it, starting 15 sept"),
    (A, "Noted: late clinic on Tuesdays until 7:30pm, run by Dr. Okafor, starting 15 September."),
    (U, "also amir asked if he can do the late shift, dunno yet"),
    (A, "I'll note that reception cover for the late clinic is still open."),
    (U, "ok"),
], [
    F("decision", 2, "A Tuesday late clinic until 7:30pm, run by Dr. Okafor, starts 15 September.", ["late clinic", "tuesdays", "7:30"]),
    F("open_question", 4, "Who covers reception for the Tuesday late clinic (maybe Amir) is not decided.", ["amir", "late shift"]),
], [1])

chat("c49", "2026-09-11", [
    (U, "amir's doing the tuesday late shift, sorted"),
    (A, "Great, noted: Amir covers reception for the Tuesday late clinic."),
    (U, "also the clinic cat knocked the plant over again lol"),
    (A, "Mittens strikes again! Anything else?"),
    (U, "no thats all"),
    (A, "Let me know if you need anything else."),
], [
    F("decision", 0, "Amir covers reception for the Tuesday late clinic.", ["amir", "tuesday late shift"]),
], [])

chat("c50", "2026-09-17", [
    (U, "can u help me write a reply to a bad google review"),
    (A, "Sure. Can you paste the review?"),
    (U, "\"waited 40 mins, nobody told us why, receptionist rude\" 1 star"),
    (A, "Draft: \"We're sorry for the wait and that you didn't feel informed. We've reviewed our process and would welcome the chance to discuss — please contact Nadia on 01632 960100.\""),
    (U, "good. and we agreed at the huddle: if the wait goes over 20 min, reception must tell the owner and offer to rebook"),
    (A, "Noted: if the wait is over 20 minutes, reception informs the owner and offers to rebook."),
    (U, "ta"),
], [
    F("decision", 4, "If a client waits over 20 minutes, reception tells them and offers to rebook.", ["20 min", "rebook"]),
], [1])

chat("c51", "2026-09-23", [
    (U, "the anaesthesia machine service is due, who do we use"),
    (A, "The last service was by MedGas Services in March."),
    (U, "ok femi says use vetquip this time, medgas were a nightmare"),
    (A, "Noted: the anaesthesia machine service goes to VetQuip instead of MedGas."),
    (U, "when can they come"),
    (A, "I've emailed VetQuip asking for available dates; no reply yet."),
    (U, "ok chase friday if nothing"),
    (A, "Reminder set to chase VetQuip on Friday."),
], [
    F("change", 2, "The anaesthesia machine service is done by VetQuip instead of MedGas.", ["vetquip", "medgas"]),
    F("open_question", 4, "The date of VetQuip's service visit is not known yet.", ["when", "come"]),
], [0])

chat("c52", "2026-09-29", [
    (U, "the tablets for consent keep dying mid-signature 😩"),
    (A, "Where are they charging at the moment?"),
    (U, "in the back office drawer. but we're moving them, charging dock goes on reception desk from today"),
    (A, "Noted: consent tablets now charge on the dock at the reception desk."),
    (U, "and we bought a 3rd one"),
    (A, "Noted: there are now three consent tablets."),
    (U, "ty"),
], [
    F("change", 2, "The consent tablets now charge on a dock at the reception desk instead of the back office drawer.", ["charging dock", "reception desk"]),
    F("change", 4, "A third consent tablet was bought.", ["3rd"]),
], [1])

chat("c53", "2026-10-05", [
    (U, "morning. quick question what's the dog booster price"),
    (A, "Dog boosters are 60."),
    (U, "ok. also we're bumping consults to 55 from november 1, nadia signed it off"),
    (A, "Noted: standard consult fee goes to 55 from 1 November."),
    (U, "tell the team pls"),
    (A, "Posted in the team channel: 'Consult fee is 55 from 1 November.'"),
    (U, "👍"),
], [
    F("change", 2, "The standard consult fee goes up to 55 from 1 November.", ["55", "november 1"]),
], [0])

chat("c54", "2026-10-11", [
    (U, "is the late clinic busy"),
    (A, "It's averaging 9 appointments per Tuesday evening since it started."),
    (U, "nice. patel says we'll add a thursday late clinic too but not til january"),
    (A, "Noted: a Thursday late clinic will be added from January."),
    (U, "who runs it - not decided"),
    (A, "Noted as open: who runs the Thursday late clinic."),
    (U, "ok cya"),
], [
    F("decision", 2, "A Thursday late clinic will be added from January.", ["thursday late clinic", "january"]),
    F("open_question", 4, "Who runs the Thursday late clinic is not decided.", ["who runs"]),
], [0])

chat("c55", "2026-10-17", [
    (U, "fireworks season coming 🎆 lots of calls about anxious dogs"),
    (A, "Would you like me to prepare a fireworks advice sheet?"),
    (U, "yes and we're doing free 10 min fireworks consults with the nurses in the week before bonfire night"),
    (A, "Noted: free 10-minute fireworks anxiety consults with nurses in the week before Bonfire Night."),
    (U, "tariq and femi run them"),
    (A, "Noted: Tariq and Femi run the fireworks consults."),
    (U, "great"),
    (A, "Let me know if you need anything else."),
], [
    F("decision", 2, "Free 10-minute fireworks anxiety consults with nurses run in the week before Bonfire Night.", ["fireworks", "free"]),
    F("decision", 4, "Tariq and Femi run the fireworks consults.", ["tariq", "femi"]),
], [1])

chat("c56", "2026-10-22", [
    (U, "the old printer in reception finally died"),
    (A, "RIP. Do you want me to compare replacement options?"),
    (U, "no need, replaced it with a brother laser, nadia bought it at lunch"),
    (A, "Noted: reception printer replaced with a Brother laser printer."),
    (U, "need the driver for vetbase tho"),
    (A, "Here's the Brother driver page: https://support.brother.example/drivers — then add it in VetBase > Settings > Printers."),
    (U, "done ty"),
], [
    F("change", 2, "The reception printer was replaced with a Brother laser printer.", ["brother laser"]),
], [1])

chat("c57", "2026-10-28", [
    (U, "the dental list is stupidly long, 6 dentals next tues"),
    (A, "That's more than usual. Do you want to move some to Thursday?"),
    (U, "going forward max 4 dentals per day, any extra goes to the next dental day"),
    (A, "Noted: a maximum of 4 dentals per day; extras move to the next dental day."),
    (U, "move 2 from tues to thurs then"),
    (A, "Moved two dentals from Tuesday to Thursday and texted the owners."),
    (U, "ty"),
], [
    F("decision", 2, "At most 4 dentals are booked per day; extras move to the next dental day.", ["max 4 dentals", "next dental day"]),
], [1])

chat("c58", "2026-11-03", [
    (U, "heard we might stop selling raw food, true"),
    (A, "I have no decision recorded on that."),
    (U, "ok just asked nadia, yes we stop raw food once the stock runs out, freezer's going"),
    (A, "Noted: raw food sales stop once current stock runs out; the freezer is being removed."),
    (U, "clients who buy it regularly should be told"),
    (A, "I found 7 clients who bought raw food this year. Shall I draft a message?"),
    (U, "yes"),
    (A, "Draft saved in the shared drive for your review."),
], [
    F("change", 2, "Raw pet food sales stop once the current stock runs out because the freezer is going.", ["raw food", "freezer"]),
], [0, 5])

chat("c59", "2026-11-09", [
    (U, "anaesthesia machine, did vetquip ever come"),
    (A, "Yes, VetQuip serviced it on 2 October. The next service is due in April."),
    (U, "ok cool and the thursday late clinic person"),
    (A, "Still open, nothing decided yet."),
    (U, "lena's leaving in dec so prob not her lol"),
    (A, "Noted."),
    (U, "patel just replied: new vet starting jan, dr sofia reyes, she'll run thursday lates"),
    (A, "Noted: Dr. Sofia Reyes starts in January and will run the Thursday late clinic."),
], [
    F("decision", 6, "New vet Dr. Sofia Reyes starts in January and will run the Thursday late clinic.", ["sofia reyes", "thursday lates"]),
], [0, 2])

chat("c60", "2026-11-15", [
    (U, "christmas rota time already 😭"),
    (A, "Want me to draft it based on last year's?"),
    (U, "yes but we're closing 24th at 12 and reopening 28th this year, not 27th"),
    (A, "Noted: closing 24 December at 12:00 and reopening 28 December."),
    (U, "on call is okafor 25th, patel 26th, reyes isnt here yet"),
    (A, "Noted: on call Dr. Okafor on the 25th, Dr. Patel on the 26th."),
    (U, "🎄"),
    (A, "Draft rota saved. Let me know if you need anything else."),
], [
    F("decision", 2, "Over Christmas the clinic closes on 24 December at 12 and reopens on the 28th.", ["24th", "28th"]),
    F("decision", 4, "Christmas on call: Dr. Okafor on the 25th, Dr. Patel on the 26th.", ["okafor 25th", "patel 26th"]),
], [1])

chat("c61", "2026-11-21", [
    (U, "can u check my maths. 3 cats neutered at 110 plus 2 microchips at 20"),
    (A, "3 x 110 = 330, 2 x 20 = 40, total 370."),
    (U, "ty. oh and nadia said the xray referral thing with riverside is done for good, they got bought by the chain"),
    (A, "Noted: we no longer refer X-rays to Riverside Vets since the takeover."),
    (U, "if ours breaks again we use hillcrest"),
    (A, "Noted: backup X-ray referrals go to Hillcrest from now on."),
    (U, "👍"),
], [
    F("change", 4, "Backup X-ray referrals go to Hillcrest instead of Riverside Vets.", ["hillcrest", "breaks"]),
], [0])

chat("c62", "2026-11-27", [
    (U, "black friday, a client asked if we do discounts lol"),
    (A, "There's no Black Friday offer in my notes."),
    (U, "nope and we've decided no black friday or seasonal discounts on treatment ever, only campaigns patel approves"),
    (A, "Noted: no Black Friday or seasonal treatment discounts; only campaigns approved by Dr. Patel."),
    (U, "ok heading off, long week"),
    (A, "Have a good weekend!"),
], [
    F("decision", 2, "There are no Black Friday or seasonal treatment discounts; only campaigns Dr. Patel approves.", ["black friday", "discounts"]),
], [])


QUESTIONS = [
    ("which days can we put dental procedures on?", "c01", 0),
    ("how many times does the phone ring before it goes to the other desk?", "c03", 0),
    ("who did the spays the day Dr Patel was off sick?", "c04", 0),
    ("do owners still sign paper forms before an operation?", "c06", 0),
    ("has anyone worked out where the consent tablets get charged?", "c06", 1),
    ("what happens when someone turns up without an appointment?", "c07", 0),
    ("who places the orders for surgical supplies since Colm left?", "c09", 0),
    ("was it decided who orders medicines after Colm went?", "c09", 1),
    ("how long is a normal appointment slot from February?", "c10", 0),
    ("which outside lab do we send blood samples to?", "c12", 0),
    ("do we know when the new lab contract kicks in?", "c12", 1),
    ("where do we send animals for radiographs while our machine is broken?", "c15", 0),
    ("what number should clients ring when we're closed?", "c16", 0),
    ("how much off do staff get on their own animals' bills?", "c17", 0),
    ("when is Bella the labrador being rechecked?", "c18", 0),
    ("where should clients park on the day the car park is being redone?", "c19", 0),
    ("can a vet still come out to someone's house?", "c20", 0),
    ("who covers the Saturday clinic now Dr Patel doesn't?", "c21", 0),
    ("what time does the Saturday clinic finish?", "c21", 1),
    ("how much do we charge to neuter a cat?", "c22", 0),
    ("can a client split a big bill without checking with Nadia?", "c23", 0),
    ("who is our contact at the drug wholesaler?", "c24", 0),
    ("who orders medicines these days?", "c24", 1),
    ("when is the fire alarm being tested?", "c25", 0),
    ("where will the puppy training sessions be held from June?", "c26", 0),
    ("who is running puppy training after Colm?", "c26", 1),
    ("in what order do we put operations on the theatre list?", "c28", 0),
    ("what are we doing about monitoring the vaccine fridge temperature?", "c29", 0),
    ("can clients book operations on the website?", "c30", 0),
    ("is the locum staying past June?", "c31", 0),
    ("until when is the cheap microchipping deal running (as first announced)?", "c32", 0),
    ("who is taking over Jess's reception shifts?", "c33", 0),
    ("is our x-ray working again?", "c34", 0),
    ("how do we handle a dog that might have heatstroke?", "c35", 0),
    ("what goes in the fridge each morning in hot weather?", "c35", 1),
    ("how will the booking export be done from next week?", "c36", 0),
    ("which vet was on call that Saturday in early July?", "c37", 0),
    ("how long has Lena's contract been extended for?", "c38", 0),
    ("which day does Lena not work?", "c38", 1),
    ("what time do vaccine reminder messages go out?", "c40", 0),
    ("do reminder messages get sent at weekends?", "c40", 1),
    ("who did head nurse duties while Femi was on holiday in August?", "c41", 0),
    ("what happened to the tortoise left on the doorstep?", "c42", 0),
    ("which supplier do we get sutures from?", "c43", 0),
    ("what number did we give clients during the phone outage?", "c44", 0),
    ("who does the surgical ordering after Femi came back?", "c45", 0),
    ("do dogs go home the same day after being spayed?", "c46", 0),
    ("was the microchip promotion extended?", "c47", 0),
    ("is there an evening clinic, and who runs it?", "c48", 0),
    ("was the front desk cover for the evening clinic sorted at first?", "c48", 1),
    ("who staffs reception on Tuesday evenings?", "c49", 0),
    ("what should reception do if someone has been waiting ages?", "c50", 0),
    ("which company services the anaesthetic machine now?", "c51", 0),
    ("do we have a date for the anaesthetic machine service yet?", "c51", 1),
    ("where are the signature tablets kept charging now?", "c52", 0),
    ("how many consent tablets do we have?", "c52", 1),
    ("how much will a consult cost from November?", "c53", 0),
    ("are we opening a second late evening?", "c54", 0),
    ("has anyone been picked to run the Thursday evening clinic?", "c54", 1),
    ("what are we offering for dogs scared of fireworks?", "c55", 0),
    ("who runs the fireworks anxiety appointments?", "c55", 1),
    ("what printer is on the front desk now?", "c56", 0),
    ("how many dentals can go on a single day?", "c57", 0),
    ("are we still selling raw diets?", "c58", 0),
    ("who is joining the vets in January?", "c59", 0),
    ("who will run the Thursday lates?", "c59", 0),
    ("what are the clinic's opening dates over Christmas 2026?", "c60", 0),
    ("who is on call on Christmas Day and Boxing Day?", "c60", 1),
    ("if the x-ray breaks again, where do we refer?", "c61", 0),
    ("do we ever do Black Friday deals?", "c62", 0),
    ("what's the rule for walk-ins — do they see a vet straight away?", "c07", 0),
    ("who's the drug rep since we changed wholesaler?", "c24", 0),
]

# The development format: each question a dict.
QUESTIONS = [{"question": q, "chat": c, "fact": f} for q, c, f in QUESTIONS]
