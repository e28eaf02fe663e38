# Development data since 2026-12-01 (session 12): released after its last held-out measurement, below.
# Held-out noisy-chat set no. 10 (60 chats, 65 facts, 65 questions; a cider mill), written on 2026-12-01 by a
# helper that never saw the code or the other sets. Its misses were not read. Measured by the lead only (python -m
# tests.noisy_chat_quality tenth): at aec2b05 coverage 0.91 / 0.91 / 0.83, noise lines 29/201 (0.14), core memory
# noise 0/1, recall 58/65 (0.89); with session 11's merges (97c7530) the same but noise 35/207 (0.17); at the final
# code (h16's transcript rules reverted on other sets' evidence, 5bb4b31) the same as before: noise 29/201.
"""Hand-written evaluation corpus: noisy team<->assistant chats ("tenth" set).

Organisation (fictional): Brackenfold Cider Works, a small cider mill with an orchard,
a taproom ("the Press Room") and a webshop (shop.brackenfold.example).

People (8):
  Ines Okafor     head cidermaker
  Tomasz Wren     operations manager / unofficial IT
  Priya Lund      taproom & sales
  Dale Mercer     orchard lead
  Ruth Abernathy  finance / bookkeeping
  Kofi Ansah      bottling line & cellar tech
  Maren Solberg   marketing & events
  Lio Fenwick     part-time developer / webshop
  (plus Bea Tolland, seasonal cellar hand from Sept 2026)

Systems: CellarLog (fermentation/lot tracking, api.cellarlog.example), FermaProbe tank
hydrometers (console.fermaprobe.example), Huddle (team chat, #cellar-alerts), press-nas
(Synology NAS), Shopcart webshop, TillTab POS, ShiftPear -> Rotaly (rota), Keyhold
(password manager), Postloom (social scheduling), MailPost (newsletter), Ledgerly (accounts).
Vendors/places: Inkhollow Labels, Papercrane Print, Glassmoor Supply, Ferrant Glass,
Tarnway Freight, Parcelkite, Pendle Orchards, Vale Yeast Labs, Northgas, Harrowgate Mutual,
Hale & Bright (accountants), Juno Pereira (photographer), Sallow Trading Estate unit 4.
Phone numbers use the fictional 01632 960xxx / 07700 900xxx ranges; domains are .example.

Date span: 2025-12-01 .. 2026-11-27, unevenly spread. Chats per month:
  2025-12: 6   2026-01: 4   2026-02: 3   2026-03: 5   2026-04: 4   2026-05: 6
  2026-06: 3   2026-07: 2   2026-08: 5   2026-09: 9   2026-10: 8   2026-11: 5

Exact counts:
  chats 60, turns 512 (6-10 per chat), facts 65 = 44 decision + 12 change + 9 open,
  questions 65 (one per fact), answered-later user requests 57.
  Chats with no fact: c08, c28, c45.
  Chats with two facts: c03, c09, c17, c26, c32, c37, c47, c59.

Changes (later chat overrides an earlier decision; also in CHANGES):
  c18 overrides c04  rota app ShiftPear -> Rotaly
  c20 overrides c02  weekend tank checks Kofi Ansah -> Dale Mercer
  c25 overrides c09  weekly stock count Monday -> Thursday (c09 fact 0)
  c27 overrides c03  label printer Inkhollow Labels -> Papercrane Print (c03 fact 0)
  c30 overrides c06  webshop courier Tarnway Freight -> Parcelkite
  c33 overrides c05  Friday taproom close 10pm -> 11pm
  c35 overrides c14  Pendle Orchards price cap GBP 210 -> 235 per tonne
  c36 overrides c12  Bracken Dry ABV 6.2% -> 5.8%
  c38 overrides c23  Harvest Festival 26 Sept -> 3 Oct
  c41 overrides c07  bottle supplier Glassmoor Supply -> Ferrant Glass
  c44 overrides c11  FermaProbe stall alert 48h -> 36h
  c52 overrides c16  purchase approval threshold GBP 500 -> 1,000
  Questions on the 12 original facts ask for the original value; questions on the
  12 change facts ask for the current value.

Open questions (left unanswered): c10 (Press Room lease past 2027), c15 (who owns webshop
cert renewal), c21 (organic certification), c26 (perry yeast VY-C4 vs VY-W11), c31 (CellarLog
v3.2 export bug), c40 (Sallow Christmas market), c43 (pickers via agency or direct),
c50 (sell or keep old press), c56 (move newsletter off MailPost).

Run `python3 noisy_chats_tenth.py` to print counts and check that every keyword occurs in
its fact's turn (case-insensitive), every question points at an existing fact (exactly one
per fact), answered indexes are user turns followed by an assistant reply, and CHANGES links
are consistent. Standard library only, Python 3.11.
"""

U = "user"; A = "assistant"

CHATS = [
  {"id": "c01", "day": "2025-12-01",
   "turns": [
    (U, "morning! first day using you for the cellar stuff, hope you're ready for a lot of apple talk 🍏"),
    (A, "Good morning! Happy to help with anything at Brackenfold. How can I help today?"),
    (U, "so the fermaprobe hydrometers in tanks 1-6 are spamming my email with gravity alerts. can they go somewhere else"),
    (A, "FermaProbe can post alerts to a webhook, and Huddle supports incoming webhooks per channel, so you could route them to a dedicated channel instead of email. Want me to draft the setup steps?"),
    (U, "yes pls. lets go with a new huddle channel #cellar-alerts for the fermaprobe alerts, ines and kofi in it"),
    (A, "Setup steps:\n1. In Huddle, create #cellar-alerts and add Ines and Kofi.\n2. Channel settings → Integrations → Incoming webhook → copy the URL.\n3. In the FermaProbe console (console.fermaprobe.example) → Alerts → Destinations → Add webhook, paste the URL.\n4. Disable the email destination.\nNoted, I will keep that in mind."),
    (U, "perfect ta. off to get a coffee, the machine in the press room is making that grinding noise again lol"),
    (A, "Good luck with the coffee machine! Let me know if you need anything else."),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "FermaProbe gravity alerts go to a new Huddle channel #cellar-alerts instead of email.",
              "keywords": ["cellar-alerts", "fermaprobe"]}],
   "answered": [2]},

  {"id": "c02", "day": "2025-12-03",
   "turns": [
    (U, "hey"),
    (A, "Hi Ines! What can I do for you?"),
    (U, "need to sort weekend tank checks over xmas. someone has to read the probes + top up airlocks sat and sun"),
    (A, "Who's available? If you share the December rota I can suggest a split."),
    (U, "tomasz says kofi ansah volunteered, he lives 5 min away on orchard lane. agreed, kofi ansah does the weekend tank checks from now on"),
    (A, "Noted: Kofi Ansah covers the weekend tank checks. Want me to draft a checklist for him?"),
    (U, "yeah go on"),
    (A, "Weekend tank check checklist:\n- [ ] Read gravity + temp for tanks 1-6 in FermaProbe\n- [ ] Check airlocks, top up with sanitiser solution\n- [ ] Look for leaks around the tank 4 valve (known weeper)\n- [ ] Log anything odd in CellarLog under 'Weekend notes'\n- [ ] Emergency: Ines 07700 900412"),
    (U, "thanks legend 🙏"),
    (A, "You're welcome! Let me know if you need anything else."),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "Kofi Ansah will do the weekend tank checks.",
              "keywords": ["kofi ansah", "weekend tank checks"]}],
   "answered": [6]},

  {"id": "c03", "day": "2025-12-08",
   "turns": [
    (U, "yo. label run for the winter batch. we got quotes from inkhollow labels and papercrane print"),
    (A, "Happy to compare. Can you paste the quotes?"),
    (U, "```\ninkhollow labels   5000 x 90x120mm  £412  lead 8 days\npapercrane print   5000 x 90x120mm  £389  lead 15 days\n```\npapercrane cheaper but 15 days is too slow for the wassail release"),
    (A, "Inkhollow costs £23 more but arrives a week sooner, which matters if the wassail bottles need to ship before mid-January. Papercrane only wins if you can order well ahead."),
    (U, "final call: inkhollow for the label printing, i'll send them the artwork friday"),
    (A, "Noted: Inkhollow Labels is our label printer. Their order desk is orders@inkhollow.example."),
    (U, "also while we're at it what lot code format should go on the label? cellarlog wants something"),
    (A, "A common pattern is site code + year + day-of-year + tank, e.g. BF-25342-T3 for tank 3 filled on day 342 of 2025. It sorts chronologically and tells you the tank at a glance."),
    (U, "ok do it, BF-YYDDD-T# it is for all lots"),
    (A, "Done. I'll use the BF-YYDDD-T# lot format from now on. Let me know if you need anything else."),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "Inkhollow Labels was chosen for label printing.",
              "keywords": ["inkhollow", "label printing"]},
             {"kind": "decision", "turn": 8,
              "text": "Lot codes use the format BF-YYDDD-T# (site, year, day of year, tank).",
              "keywords": ["bf-yyddd-t#", "lots"]}],
   "answered": [6]},

  {"id": "c04", "day": "2025-12-11",
   "turns": [
    (U, "hiya, quick one"),
    (A, "Hi Priya! Go ahead."),
    (U, "the taproom rota is a mess, people editing the same google sheet and overwriting each other. any apps that are cheap"),
    (A, "A few options for small teams:\n| app | price | notes |\n|---|---|---|\n| ShiftPear | £2/user/mo | swaps, mobile app |\n| Rotaly | £3.50/user/mo | payroll export |\n| paper on the fridge | free | classic |\nShiftPear is probably the best fit for 8 people."),
    (U, "haha the fridge is basically what we have. ok we'll use shiftpear for the rota, i'll set it up this week"),
    (A, "Noted, I will keep that in mind: the rota moves to ShiftPear. Want a message to send the team?"),
    (U, "yes something short"),
    (A, "\"Hi all — from next week the taproom rota lives in ShiftPear (shiftpear.example). You'll get an invite by email. Shift swaps go through the app, not the group chat please!\""),
    (U, "lovely. right, lunch, dale's doing toasties 🧀"),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "The taproom rota will be run in ShiftPear.",
              "keywords": ["shiftpear", "rota"]}],
   "answered": [2, 6]},

  {"id": "c05", "day": "2025-12-16",
   "turns": [
    (U, "morning, licensing question"),
    (A, "Morning! What's up?"),
    (U, "our premises licence lets us serve until 11pm but staff are knackered on fridays. thinking of closing earlier"),
    (A, "You can always close earlier than the licence allows. You might lose some late trade, though Friday evenings are often the busiest."),
    (U, "spoke to maren and tomasz, agreed: taproom closes at 10pm on fridays, last orders 9:40"),
    (A, "Noted: Friday closing at 10pm with last orders at 9:40. Shall I update the opening hours text for the website?"),
    (U, "yes pls"),
    (A, "Opening hours:\nWed–Thu 4pm–9pm\nFri 4pm–10pm (last orders 9:40)\nSat 12pm–10pm\nSun 12pm–6pm"),
    (U, "ty! 🍻"),
    (A, "Cheers! Let me know if you need anything else."),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "The taproom closes at 10pm on Fridays, with last orders at 9:40.",
              "keywords": ["10pm", "fridays"]}],
   "answered": [6]},

  {"id": "c06", "day": "2025-12-19",
   "turns": [
    (U, "webshop orders are going out with whoever's cheapest that day and its chaos"),
    (A, "Picking one courier would simplify labels and collections. Which ones are you considering?"),
    (U, "tarnway freight do daily collection at 3pm for £4.10 a parcel, parcelkite is £3.80 but collection only tue/thu"),
    (A, "For a webshop shipping glass, daily collection usually matters more than 30p. Tarnway also has an online breakage claim form, which helps with bottles."),
    (U, "yep. let's go with tarnway freight for all webshop parcels starting jan"),
    (A, "Noted: Tarnway Freight for all webshop parcels from January, 3pm daily collection."),
    (U, "brb someone at the door"),
    (U, "back. it was the postman with a box of 200 bottle caps nobody ordered 🤷"),
    (A, "Mystery caps! Might be worth checking the last packaging invoices. Let me know if you need anything else."),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "Tarnway Freight will carry all webshop parcels from January.",
              "keywords": ["tarnway freight", "webshop"]}],
   "answered": []},

  {"id": "c07", "day": "2026-01-07",
   "turns": [
    (U, "happy new year 🎉 hope you had a good break, do AIs get breaks"),
    (A, "Happy new year! No breaks here, but thanks for asking. What's on the list?"),
    (U, "bottles. we're down to 14 pallets of 500ml flint. need a proper supplier not the ad hoc stuff"),
    (A, "Do you have quotes? Key things: price per pallet, minimum order, lead time, and whether they take pallets back."),
    (U, "glassmoor supply: £318/pallet, min 6 pallets, 10 day lead, they take pallets back. ferrant glass: £301 but min 20 pallets"),
    (A, "Ferrant is cheaper per pallet but a 20-pallet minimum ties up cash and yard space. Glassmoor fits the current volume better."),
    (U, "agreed. glassmoor supply is our bottle supplier, i'll set up the account with their rep sandra on 01632 960118"),
    (A, "Noted, I will keep that in mind: Glassmoor Supply for 500ml bottles, contact Sandra on 01632 960118."),
   ],
   "facts": [{"kind": "decision", "turn": 6,
              "text": "Glassmoor Supply was chosen as the bottle supplier.",
              "keywords": ["glassmoor supply", "bottle supplier"]}],
   "answered": [2]},

  {"id": "c08", "day": "2026-01-13",
   "turns": [
    (U, "hello!! excel help needed, i am a marketing person not a numbers person 😅"),
    (A, "Hello! Happy to help. What are you trying to do?"),
    (U, "i have a sheet of newsletter signups with dates in column B and i want a count per month"),
    (A, "If the dates are in column B, put the first day of each month in column D (e.g. 01/12/2025) and use:\n```\n=COUNTIFS(B:B,\">=\"&D2,B:B,\"<\"&EDATE(D2,1))\n```\nThen drag it down next to each month."),
    (U, "it says #VALUE! 😭"),
    (A, "That usually means some dates are stored as text. Try =ISNUMBER(B2) — if it's FALSE, select column B → Data → Text to Columns → Finish to convert them."),
    (U, "FALSE everywhere lol. ok did the text to columns thing and it works now!!"),
    (A, "Great! Let me know if you need anything else."),
    (U, "you're a star. going to get a sad desk salad now"),
   ],
   "facts": [],
   "answered": [2, 4]},

  {"id": "c09", "day": "2026-01-20",
   "turns": [
    (U, "two things today"),
    (A, "Go for it."),
    (U, "1) when should we do the weekly stock count. ruth wants numbers before she does the weekly cash report on tuesdays"),
    (A, "Doing the count on Monday gives Ruth fresh numbers for Tuesday. Friday would miss the weekend taproom sales."),
    (U, "ok monday it is, weekly stock count every monday morning from now on"),
    (A, "Noted: weekly stock count every Monday morning. What's the second thing?"),
    (U, "2) cellarlog backups. right now there are none 😬 we have the synology in the office, its called press-nas"),
    (A, "You could schedule a nightly export. CellarLog has an export endpoint; a cron job on press-nas could pull it:\n```\n0 2 * * * /volume1/scripts/cellarlog_export.sh >> /volume1/logs/export.log 2>&1\n```\nThat runs at 02:00 when nobody's logging."),
    (U, "do it, nightly backup to press-nas at 2am. lio can write the script"),
    (A, "Done — nightly CellarLog backup to press-nas at 02:00, script owner Lio."),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "The weekly stock count happens every Monday morning.",
              "keywords": ["monday", "stock count"]},
             {"kind": "decision", "turn": 8,
              "text": "CellarLog is backed up nightly to press-nas at 2am (script by Lio).",
              "keywords": ["press-nas", "2am"]}],
   "answered": [2, 6]},

  {"id": "c10", "day": "2026-01-28",
   "turns": [
    (U, "afternoon. the landlord for the press room emailed about the lease"),
    (A, "Good afternoon! What did they say?"),
    (U, "current lease ends march 2027. they want to know by june if we're renewing for another 5 years, rent goes up 12%"),
    (A, "A 12% rise over a 5-year term is significant. It might help to compare taproom takings against rent before deciding. Want a quick table of monthly takings vs rent?"),
    (U, "not now, need to talk to everyone first. do we even renew the press room lease past 2027? no idea tbh"),
    (A, "Understood — that's still open. I'll keep renewing the Press Room lease beyond March 2027 on the list of open questions."),
    (U, "cheers. also the coffee machine is officially dead ☠️"),
    (A, "RIP coffee machine. Let me know if you need anything else."),
   ],
   "facts": [{"kind": "open", "turn": 4,
              "text": "Whether to renew the Press Room taproom lease beyond March 2027 (5 years, rent +12%) is undecided.",
              "keywords": ["press room lease", "2027"]}],
   "answered": []},

  {"id": "c11", "day": "2026-02-04",
   "turns": [
    (U, "the fermaprobe stall alert is too twitchy, fires every time gravity flatlines for a few hours overnight"),
    (A, "What's it set to at the moment?"),
    (U, "```json\n{\"alert\": \"stall\", \"window_hours\": 12, \"min_delta_sg\": 0.001, \"channel\": \"#cellar-alerts\"}\n```"),
    (A, "A 12-hour window is tight for cider at cellar temperatures — ferments often pause overnight. I'd suggest 48 hours with the same 0.001 delta. Want the updated config?"),
    (U, "yes 48 sounds right"),
    (A, "```json\n{\"alert\": \"stall\", \"window_hours\": 48, \"min_delta_sg\": 0.001, \"channel\": \"#cellar-alerts\"}\n```\nPaste that into Alerts → Stall → Advanced in the FermaProbe console."),
    (U, "done, stall alert is 48 hours now. ta"),
    (A, "Noted, I will keep that in mind. Let me know if you need anything else."),
   ],
   "facts": [{"kind": "decision", "turn": 6,
              "text": "The FermaProbe stall alert window was set to 48 hours.",
              "keywords": ["stall alert", "48 hours"]}],
   "answered": [0]},

  {"id": "c12", "day": "2026-02-17",
   "turns": [
    (U, "recipe chat. bracken dry v2"),
    (A, "Sounds good! What are you thinking?"),
    (U, "trial batches came out at 5.9, 6.2 and 6.6 abv. tasting panel liked 6.2 best, more body"),
    (A, "6.2% is a nice middle ground. Worth having Ruth double-check duty though — small producer relief and draught relief change at certain strength thresholds."),
    (U, "ruth says fine for now. final call bracken dry goes to 6.2% abv from the spring batch"),
    (A, "Noted: Bracken Dry targets 6.2% ABV from the spring batch. Shall I update the spec sheet?"),
    (U, "yes and send to maren for the labels"),
    (A, "Updated spec:\n- Name: Bracken Dry\n- ABV: 6.2%\n- Apples: Dabinett / Michelin / Bramley blend\n- Residual sugar: <5 g/L\n- Allergens: sulphites\nI can't email, so I'll leave forwarding it to Maren with you."),
    (U, "fair enough 😂 will forward"),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "Bracken Dry will be 6.2% ABV from the spring batch.",
              "keywords": ["bracken dry", "6.2%"]}],
   "answered": [6]},

  {"id": "c13", "day": "2026-02-25",
   "turns": [
    (U, "so the shared passwords live in a doc called PASSWORDS FINAL v3 which is... not great"),
    (A, "Ha, a classic. A password manager with shared vaults would be much safer. Options include Keyhold, Vaultly, or a self-hosted Bitwarden-style setup."),
    (U, "keyhold has a small biz tier right? how much"),
    (A, "Keyhold's small business tier is listed at £3/user/month on keyhold.example, with shared vaults and 2FA. Worth double-checking the current price on their site."),
    (U, "fine. we'll use keyhold for all shared logins, deleting the doc once everything's moved"),
    (A, "Noted: Keyhold for shared logins; the old doc gets deleted after migration. Want a migration checklist?"),
    (U, "later maybe. lunch first, its pie day"),
    (A, "Enjoy the pie! Let me know if you need anything else."),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "Shared logins move into the Keyhold password manager and the passwords doc will be deleted.",
              "keywords": ["keyhold", "shared logins"]}],
   "answered": [2]},

  {"id": "c14", "day": "2026-03-03",
   "turns": [
    (U, "morning. pendle orchards sent their 2026 price list for bittersweets"),
    (A, "Morning Dale! What are they asking?"),
    (U, "£225 a tonne for dabinett, £198 for mixed bittersweet. last year we paid 190 avg"),
    (A, "That's roughly 4–18% up. Would it help to set a maximum price per tonne so you negotiate consistently?"),
    (U, "yeah. ruth and me agreed a cap of £210 a tonne for pendle orchards fruit this season, anything over that we buy elsewhere"),
    (A, "Noted: £210/tonne cap for Pendle Orchards fruit this season. Want me to draft a reply to them?"),
    (U, "pls"),
    (A, "\"Hi Gareth, thanks for the 2026 list. We can commit to mixed bittersweet at £198/t, but for Dabinett our budget tops out at £210/t this season. Happy to talk volumes if that helps. Best, Dale\""),
    (U, "sent. thanks 👍"),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "Apple purchases from Pendle Orchards are capped at £210 per tonne this season.",
              "keywords": ["£210", "pendle orchards"]}],
   "answered": [6]},

  {"id": "c15", "day": "2026-03-09",
   "turns": [
    (U, "hey, webshop threw a cert warning this morning"),
    (A, "Can you paste the error?"),
    (U, "```\nNET::ERR_CERT_DATE_INVALID\nshop.brackenfold.example\nexpired: Sun, 08 Mar 2026 23:59:59 GMT\n```"),
    (A, "The TLS certificate expired last night. On Shopcart there's usually a 'Renew certificate' button under Settings → Domains; otherwise whoever registered the domain has to renew it."),
    (U, "clicked renew, green padlock back 🔒 but who is supposed to own the cert renewal? tomasz thinks its me, i think its the shopcart agency"),
    (A, "Worth agreeing so it doesn't lapse again. Until someone's named, I'll keep 'who owns the webshop certificate renewal' as an open question."),
    (U, "yeah nobody knows. ok thanks"),
    (A, "You're welcome. Let me know if you need anything else."),
   ],
   "facts": [{"kind": "open", "turn": 4,
              "text": "It is unresolved who owns the webshop SSL certificate renewal (Lio or the Shopcart agency).",
              "keywords": ["cert renewal", "shopcart"]}],
   "answered": [0]},

  {"id": "c16", "day": "2026-03-12",
   "turns": [
    (U, "hi, finance housekeeping"),
    (A, "Hi Ruth! What needs sorting?"),
    (U, "people are ordering stuff without telling me. kofi bought a £740 pump last week and i found out from the bank statement"),
    (A, "An approval threshold is a common fix: anything above a set amount needs sign-off before ordering. What amount feels right?"),
    (U, "from now on anything over £500 needs my approval before it's ordered. under that just put the receipt in the finance folder"),
    (A, "Noted: purchases over £500 need Ruth's approval first; under £500 the receipt goes in the finance folder. Want an announcement for Huddle?"),
    (U, "yes, keep it friendly, kofi is already embarrassed lol"),
    (A, "\"Hi all 👋 quick finance thing: anything over £500 needs a thumbs-up from Ruth *before* ordering. Under £500, just drop the receipt in Finance/Receipts. Thanks! 🍎\""),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "Purchases over £500 need Ruth's approval before ordering.",
              "keywords": ["£500", "approval"]}],
   "answered": [6]},

  {"id": "c17", "day": "2026-03-20",
   "turns": [
    (U, "webshop shipping settings, need to decide before the spring range goes live"),
    (A, "Sure. What's the current setup?"),
    (U, "tarnway charges us £4.10 + box is about £1.20. currently we charge customers £4.99 which loses money on every order"),
    (A, "Your cost is about £5.30 per parcel. A flat rate of £6.50 covers it with a small margin for breakages. You could also offer free shipping above a basket value to encourage bigger orders."),
    (U, "ok flat rate £6.50 then"),
    (A, "Noted: flat shipping £6.50. What threshold for free shipping?"),
    (U, "avg basket is £38. maybe £60?"),
    (A, "£60 is about 1.6x the average basket, which tends to nudge people into adding a third bottle without giving away too much."),
    (U, "agreed, free shipping over £60. i'll change it in shopcart tonight"),
    (A, "Noted, I will keep that in mind. Let me know if you need anything else."),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "Webshop shipping is a flat rate of £6.50.",
              "keywords": ["£6.50", "flat rate"]},
             {"kind": "decision", "turn": 8,
              "text": "Webshop orders over £60 ship free.",
              "keywords": ["free shipping", "£60"]}],
   "answered": [6]},

  {"id": "c18", "day": "2026-03-30",
   "turns": [
    (U, "ugh shiftpear"),
    (A, "Oh no, what's happening?"),
    (U, "it doesn't export hours for payroll so ruth is retyping everything every month. and the app logs people out constantly"),
    (A, "Rotaly has a payroll export (CSV and Ledgerly-compatible) — it was the other option back in December at £3.50/user/month."),
    (U, "yeah we're ditching shiftpear and replacing it with rotaly from april, ruth's happy to pay the extra"),
    (A, "Noted: the rota moves from ShiftPear to Rotaly from April. Want a quick migration plan?"),
    (U, "go"),
    (A, "1. Export April shifts from ShiftPear as CSV.\n2. Import into Rotaly (Settings → Import → Shifts).\n3. Invite staff and check phone numbers.\n4. Connect the payroll export for Ruth.\n5. Cancel ShiftPear after the April payroll run."),
    (U, "ta 🙌"),
   ],
   "facts": [{"kind": "change", "turn": 4,
              "text": "The rota app is switched from ShiftPear to Rotaly from April.",
              "keywords": ["rotaly", "shiftpear"]}],
   "answered": [6]},

  {"id": "c19", "day": "2026-04-08",
   "turns": [
    (U, "morning, meeting question"),
    (A, "Morning! Go ahead."),
    (U, "we keep having random catchups that eat the whole morning. want one short standup a week"),
    (A, "A 15-minute weekly standup early in the week usually works. Monday fits since the stock count is Monday morning — you could go straight after it."),
    (U, "stock count's done by 9ish so ok, standup every monday at 9:15 in the press room, 15 mins max"),
    (A, "Noted: Monday standup at 9:15 in the Press Room, 15 minutes max. Want an agenda template?"),
    (U, "nah keep it loose. thanks"),
    (A, "Sounds good. Let me know if you need anything else."),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "There is a weekly standup every Monday at 9:15 in the Press Room, 15 minutes max.",
              "keywords": ["9:15", "standup"]}],
   "answered": []},

  {"id": "c20", "day": "2026-04-14",
   "turns": [
    (U, "hi. kofi's starting evening shifts on the bottling line from may so weekends are too much for him"),
    (A, "Makes sense. Who could take over the weekend tank checks?"),
    (U, "dale's around saturdays anyway for the orchard, and he's said he'll do sundays too if we give him the monday off"),
    (A, "That works if Monday cover for the orchard is okay. Want me to update the weekend checklist with Dale's details?"),
    (U, "yes. dale mercer takes over the weekend tank checks from kofi, starting 2 may"),
    (A, "Noted: Dale Mercer replaces Kofi on weekend tank checks from 2 May. Updated checklist footer: 'Weekend cover: Dale 07700 900233 / emergency Ines 07700 900412'."),
    (U, "cool. is there a way to get fermaprobe alerts on dale's phone? he doesn't use huddle much"),
    (A, "The FermaProbe mobile app supports push notifications per user. Add Dale as a viewer in the console and enable 'Push: critical alerts' — he'll get stalls and temperature spikes without needing Huddle."),
    (U, "nice, done. thanks!"),
    (A, "You're welcome! Let me know if you need anything else."),
   ],
   "facts": [{"kind": "change", "turn": 4,
              "text": "Dale Mercer takes over the weekend tank checks from Kofi, starting 2 May.",
              "keywords": ["dale mercer", "weekend tank checks"]}],
   "answered": [6]},

  {"id": "c21", "day": "2026-04-22",
   "turns": [
    (U, "had a chat with the soil association lady at the farmers market"),
    (A, "Interesting! About organic certification?"),
    (U, "yeah. our orchard is basically organic already, no sprays except sulphur. but certification is ~£900/yr plus 2 yr conversion"),
    (A, "Worth weighing: organic cider can command a higher price, but the conversion period means no organic label until 2028, and the paperwork is ongoing. Pendle fruit would also need to be organic for the blend to qualify."),
    (U, "that pendle bit is a problem. should we go for organic certification or not? honestly can't decide, will raise it at standup some time"),
    (A, "Understood — I'll keep whether to pursue organic certification as an open question."),
    (U, "ta. sun's out btw, first proper day in the orchard 🌞"),
    (A, "Enjoy it! Let me know if you need anything else."),
   ],
   "facts": [{"kind": "open", "turn": 4,
              "text": "Whether to pursue organic certification (about £900/yr, 2-year conversion) is undecided.",
              "keywords": ["organic", "certification"]}],
   "answered": []},

  {"id": "c22", "day": "2026-04-29",
   "turns": [
    (U, "hello! social media scheduling question"),
    (A, "Hi Maren! What do you need?"),
    (U, "i post manually on insta and facebook at like 11pm from my sofa which is not healthy 😅 is postloom any good"),
    (A, "Postloom schedules to Instagram, Facebook and Threads, has a shared content calendar and a free tier for 3 channels. The main limitation is no Reels scheduling on the free tier."),
    (U, "fine, we don't do many reels. we'll use postloom for all social posts, i'll batch them on mondays"),
    (A, "Noted: social posts are scheduled through Postloom, batched on Mondays."),
    (U, "can you write 3 captions for the spring release? bracken dry + the rosé"),
    (A, "1. \"Spring's here and so is Bracken Dry 🍏 Crisp, dry, orchard in a glass.\"\n2. \"Pink skies, pink cider. Our rosé is back at the Press Room this weekend 🌸\"\n3. \"Two new bottles, one orchard. brackenfold.example/shop\""),
    (U, "love them, stealing all three"),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "All social media posts are scheduled through Postloom, batched on Mondays.",
              "keywords": ["postloom", "social posts"]}],
   "answered": [2, 6]},

  {"id": "c23", "day": "2026-05-05",
   "turns": [
    (U, "ok harvest festival planning starts NOW 🍎🎪"),
    (A, "Exciting! What do we need to decide first?"),
    (U, "date. september obvs. the 19th clashes with the village show, 26th is free"),
    (A, "Saturday 26 September avoids the clash and is usually still warm enough outdoors. It's also in pressing season, so visitors could see the press running."),
    (U, "let's go with saturday 26 september for the harvest festival, 12 till 8"),
    (A, "Noted: Harvest Festival on Saturday 26 September, 12pm–8pm."),
    (U, "can you make me a checklist? licences, bands, food trucks etc"),
    (A, "Festival checklist:\n- [ ] Temporary Event Notice (at least 10 working days ahead)\n- [ ] Band / sound system\n- [ ] 2–3 food trucks\n- [ ] Toilet hire\n- [ ] First aid cover\n- [ ] Extra taproom staff on the rota\n- [ ] Tickets page on brackenfold.example\n- [ ] Insurance check"),
    (U, "amazing ty"),
    (A, "You're welcome! Let me know if you need anything else."),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "The Harvest Festival will be on Saturday 26 September, 12pm to 8pm.",
              "keywords": ["26 september", "harvest festival"]}],
   "answered": [6]},

  {"id": "c24", "day": "2026-05-07",
   "turns": [
    (U, "price check"),
    (A, "Sure, what are we pricing?"),
    (U, "pint in the taproom is £4.80, hasn't changed since 2024. duty and glass costs up. what do other places charge?"),
    (A, "I can't see live local prices, but craft cider taprooms in the UK commonly charge £5–£6 a pint. A rise to around £5.20 would be modest."),
    (U, "ok pint goes up to £5.20 from 1 june, halves £2.70"),
    (A, "Noted: pint £5.20 and half £2.70 from 1 June. Shall I update the TillTab price list text?"),
    (U, "yeah"),
    (A, "```\nTillTab price list (from 2026-06-01)\nBracken Dry pint     5.20\nBracken Dry half     2.70\nRosé pint            5.20\nRosé half            2.70\n```"),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "A pint in the taproom costs £5.20 (half £2.70) from 1 June.",
              "keywords": ["£5.20", "pint"]}],
   "answered": [2]},

  {"id": "c25", "day": "2026-05-13",
   "turns": [
    (U, "stock count on mondays isn't working"),
    (A, "What's going wrong?"),
    (U, "monday mornings clash with the standup and glassmoor deliveries always land monday so the count's wrong by lunchtime"),
    (A, "Moving it later in the week avoids the delivery. Ruth's cash report is on Tuesday, though — would she be okay with Thursday numbers?"),
    (U, "asked her, she's moving the report to friday anyway. so weekly stock count moves to thursday afternoon, bumped from monday"),
    (A, "Noted: the weekly stock count moves from Monday to Thursday afternoon, with Ruth's report on Friday."),
    (U, "👍 also can you remind me how to freeze the top row in sheets, always forget"),
    (A, "View → Freeze → 1 row. Let me know if you need anything else."),
   ],
   "facts": [{"kind": "change", "turn": 4,
              "text": "The weekly stock count moves from Monday to Thursday afternoon.",
              "keywords": ["thursday", "stock count"]}],
   "answered": [6]},

  {"id": "c26", "day": "2026-05-19",
   "turns": [
    (U, "perry trial time 🍐"),
    (A, "Ooh! What's the plan?"),
    (U, "800L of blakeney red pear juice coming in sept. need a name and a yeast"),
    (A, "For yeast, Vale Yeast Labs has two good candidates: VY-C4 (clean, keeps the pear aroma) and VY-W11 (wilder, more funk). For names — Lantern Perry, Pear Shaped, Blakeney Glow?"),
    (U, "lol pear shaped no. maren voted lantern perry and so do i, the blakeney red perry will be called lantern perry"),
    (A, "Noted: the perry will be called Lantern Perry. And the yeast?"),
    (U, "no idea yet tbh. vy-c4 vs vy-w11 for the perry, which one? need to taste more first"),
    (A, "Understood, I'll keep the yeast choice for the perry trial open. Vale can send 50g samples of both if that helps."),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "The Blakeney Red perry will be called Lantern Perry.",
              "keywords": ["lantern perry", "blakeney red"]},
             {"kind": "open", "turn": 6,
              "text": "The yeast for the perry trial (VY-C4 or VY-W11) has not been chosen.",
              "keywords": ["vy-c4", "vy-w11"]}],
   "answered": [2]},

  {"id": "c27", "day": "2026-05-26",
   "turns": [
    (U, "inkhollow messed up again. third run with the colour off, the rosé labels look orange"),
    (A, "That's frustrating. Is there a reprint guarantee in their terms?"),
    (U, "they'll reprint but 8 days again. papercrane quoted £371 for 5000 now and they got a new press, lead time down to 7 days"),
    (A, "That's cheaper and now faster than Inkhollow's 8 days. If Papercrane's proofs look good, switching makes sense."),
    (U, "proofs came back perfect. ok we're moving the label printing from inkhollow to papercrane print, effective now"),
    (A, "Noted: Papercrane Print replaces Inkhollow Labels for label printing."),
    (U, "send me papercrane's contact thing again? i deleted the email 🙃"),
    (A, "I don't have their contact details saved — try the footer of the quote PDF or papercrane.example/contact."),
   ],
   "facts": [{"kind": "change", "turn": 4,
              "text": "Label printing moves from Inkhollow Labels to Papercrane Print.",
              "keywords": ["papercrane print", "label printing"]}],
   "answered": [6]},

  {"id": "c28", "day": "2026-05-29",
   "turns": [
    (U, "the office printer says PC LOAD LETTER. i thought that was a meme"),
    (A, "It's real! It means the printer wants Letter-size paper — usually the tray is set to Letter instead of A4. Check Settings → Paper → Tray 1."),
    (U, "it was set to letter. why. who did this"),
    (A, "Often a driver update resets it. Setting A4 as the default in each laptop's printer driver stops it coming back."),
    (U, "fixed. anyway lunch? dale's talking about the new thai place by the station"),
    (A, "I'll have to sit this one out 😄 Enjoy the Thai food!"),
    (U, "lol. brb"),
    (U, "back, pad see ew was 10/10"),
    (A, "Glad to hear it! Let me know if you need anything else."),
   ],
   "facts": [],
   "answered": [0]},

  {"id": "c29", "day": "2026-06-09",
   "turns": [
    (U, "hey, writing the fermaprobe -> cellarlog sync. getting this"),
    (A, "Paste away."),
    (U, "```\nTraceback (most recent call last):\n  File \"sync.py\", line 42, in <module>\n    r = post_reading(tank, reading)\n  File \"sync.py\", line 27, in post_reading\n    resp.raise_for_status()\nrequests.exceptions.HTTPError: 422 Client Error: Unprocessable Entity for url: https://api.cellarlog.example/v3/readings\n```"),
    (A, "A 422 usually means the body failed validation. CellarLog's readings endpoint expects an ISO timestamp, and FermaProbe sends Unix epoch seconds. Try:\n```python\nfrom datetime import datetime, timezone\nts = datetime.fromtimestamp(reading['ts'], tz=timezone.utc).isoformat()\n```"),
    (U, "that was it, works now. how often should it run? fermaprobe updates every 15 min"),
    (A, "Matching FermaProbe's 15-minute cadence makes sense — running more often just duplicates readings. A cron like `*/15 * * * *` on press-nas would do it."),
    (U, "ok sync every 15 minutes on press-nas, done"),
    (A, "Noted, I will keep that in mind: the FermaProbe→CellarLog sync runs every 15 minutes on press-nas."),
    (U, "🎉"),
   ],
   "facts": [{"kind": "decision", "turn": 6,
              "text": "The FermaProbe-to-CellarLog sync runs every 15 minutes on press-nas.",
              "keywords": ["sync", "15 minutes"]}],
   "answered": [0, 4]},

  {"id": "c30", "day": "2026-06-17",
   "turns": [
    (U, "tarnway lost 6 parcels in may and broke 4. claims take forever"),
    (A, "That's a high loss rate for your volume. Have you looked at alternatives again?"),
    (U, "parcelkite now does daily collection, 4pm, £3.95, and they have proper bottle boxes"),
    (A, "That removes the reason you picked Tarnway in December (daily collection), and it's cheaper. Worth switching if their bottle packaging checks out."),
    (U, "yep we're switching webshop parcels from tarnway to parcelkite from 1 july. lio can you update shopcart — oh wait you're the bot not lio 😂"),
    (A, "Ha, just the bot! Noted: webshop parcels move from Tarnway Freight to Parcelkite from 1 July."),
    (U, "what do i need to tell customers"),
    (A, "Suggested banner: \"From 1 July we're shipping with Parcelkite — you'll get tracking by email and SMS. Same £6.50 flat rate, free over £60.\""),
   ],
   "facts": [{"kind": "change", "turn": 4,
              "text": "Webshop parcels switch from Tarnway Freight to Parcelkite from 1 July.",
              "keywords": ["parcelkite", "webshop parcels"]}],
   "answered": [6]},

  {"id": "c31", "day": "2026-06-30",
   "turns": [
    (U, "nightly backup failed 3 nights in a row"),
    (A, "What does the log say?"),
    (U, "```\n2026-06-28 02:00:03 INFO start export\n2026-06-28 02:00:41 ERROR export truncated at 10000 rows (HTTP 206)\n2026-06-28 02:00:41 WARN backup incomplete\n```"),
    (A, "That looks like CellarLog's 10,000-row export limit. Their changelog mentions pagination fixes in v3.2, but I can't confirm it's fixed. A workaround is exporting one month at a time with `?from=` and `?to=`."),
    (U, "added the per-month workaround. but is the export bug actually fixed in cellarlog v3.2? their support hasn't replied"),
    (A, "I don't know for sure — I'll keep 'is the export row limit fixed in CellarLog v3.2' open until support replies."),
    (U, "cheers. gonna go stare at a wall for a bit"),
    (A, "Deserved. Let me know if you need anything else."),
   ],
   "facts": [{"kind": "open", "turn": 4,
              "text": "It is unknown whether the CellarLog export row-limit bug is fixed in v3.2.",
              "keywords": ["v3.2", "export bug"]}],
   "answered": [0]},

  {"id": "c32", "day": "2026-07-14",
   "turns": [
    (U, "hot day, cold room question 🥵"),
    (A, "Go ahead!"),
    (U, "the taproom cold room is set to 7°C, cider tastes flat on draught. what should it be"),
    (A, "For draught cider 3–5°C is typical. 4°C is a good target — cold enough to hold carbonation without numbing the flavour."),
    (U, "ok cold room to 4°C, tomasz changed it just now"),
    (A, "Noted: cold room at 4°C."),
    (U, "other thing, pubs keep not returning our kegs. we charge nothing for them"),
    (A, "A keg deposit is standard — £25–£40 per keg is common, refunded on return. Want me to draft wording for the invoices?"),
    (U, "£30 deposit per keg from august, refunded when it comes back. yes draft pls"),
    (A, "Invoice line: \"Keg deposit £30.00 per keg — refundable on return of the keg in good condition within 60 days.\""),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "The taproom cold room is set to 4°C.",
              "keywords": ["cold room", "4°c"]},
             {"kind": "decision", "turn": 8,
              "text": "Trade customers pay a £30 refundable deposit per keg from August.",
              "keywords": ["£30", "keg"]}],
   "answered": [2, 8]},

  {"id": "c33", "day": "2026-07-28",
   "turns": [
    (U, "summer fridays are rammed, we're turning people away at 10"),
    (A, "Sounds like there's demand for later opening. Your licence allows until 11pm, right?"),
    (U, "yep. and the rotaly rota has 3 staff on fridays now"),
    (A, "With three staff a later close is more manageable. You could try it over summer and review."),
    (U, "agreed with tomasz: fridays now close at 11pm instead of 10, last orders 10:40"),
    (A, "Noted: Friday closing moves from 10pm to 11pm, last orders 10:40. Want the website hours updated?"),
    (U, "yes"),
    (A, "Opening hours:\nWed–Thu 4pm–9pm\nFri 4pm–11pm (last orders 10:40)\nSat 12pm–10pm\nSun 12pm–6pm"),
   ],
   "facts": [{"kind": "change", "turn": 4,
              "text": "The taproom now closes at 11pm on Fridays instead of 10pm, last orders 10:40.",
              "keywords": ["11pm", "fridays"]}],
   "answered": []},

  {"id": "c34", "day": "2026-08-04",
   "turns": [
    (U, "good news, we found a seasonal cellar hand!"),
    (A, "Great! Tell me more."),
    (U, "bea tolland, did a season at a winery in the loire. interviewed her yesterday, ruth ok'd the budget"),
    (A, "Sounds like a strong fit. When would she start?"),
    (U, "bea tolland starts 1 september as seasonal cellar hand, through to end of november"),
    (A, "Noted: Bea Tolland, seasonal cellar hand, 1 September to end of November. Want an onboarding checklist?"),
    (U, "yes please, she'll need keyhold, rotaly, cellarlog access"),
    (A, "Onboarding for Bea:\n- [ ] Keyhold invite (Cellar vault only)\n- [ ] Rotaly account\n- [ ] CellarLog user (role: cellar hand)\n- [ ] FermaProbe viewer + push alerts\n- [ ] Add to #cellar-alerts\n- [ ] Safety induction: CO2, caustic, press"),
    (U, "perfect"),
    (A, "Let me know if you need anything else."),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "Bea Tolland joins as seasonal cellar hand from 1 September to the end of November.",
              "keywords": ["bea tolland", "1 september"]}],
   "answered": [6]},

  {"id": "c35", "day": "2026-08-11",
   "turns": [
    (U, "bad news from the orchards. frost in april + dry summer, yields down 30% everywhere"),
    (A, "Sorry to hear that. How's it affecting prices?"),
    (U, "pendle now asking £240 for dabinett. nobody's selling under 230. our £210 cap is dead"),
    (A, "If nobody's under £230 you may not get enough fruit at £210. Raising the cap, maybe with a smaller volume commitment, might be necessary."),
    (U, "talked to ruth: cap for pendle orchards goes up to £235 a tonne, and we buy 40t instead of 55t"),
    (A, "Noted: Pendle Orchards cap raised from £210 to £235/tonne, volume 40 tonnes instead of 55."),
    (U, "ugh. ok. cider's going to be expensive this year 🍎💸"),
    (A, "Probably worth a conversation about bottle prices later. Let me know if you need anything else."),
   ],
   "facts": [{"kind": "change", "turn": 4,
              "text": "The Pendle Orchards price cap rises from £210 to £235 per tonne, buying 40 tonnes instead of 55.",
              "keywords": ["£235", "pendle orchards"]}],
   "answered": []},

  {"id": "c36", "day": "2026-08-18",
   "turns": [
    (U, "hi, duty question"),
    (A, "Hi Ruth, what's the question?"),
    (U, "the accountant says bracken dry at 6.2% sits just over a relief band edge and costs us about 9p more per litre. is that right"),
    (A, "I can't verify current HMRC rates precisely — bands and reliefs have changed several times. It's plausible, and your accountant will have the current tables. If it's right, dropping under the threshold could save a noticeable amount at your volumes."),
    (U, "ines agreed: bracken dry drops to 5.8% abv from the harvest batch, was 6.2"),
    (A, "Noted: Bracken Dry goes from 6.2% to 5.8% ABV starting with the harvest batch. The spec sheet and labels will need updating."),
    (U, "yep maren's on it. thanks"),
    (A, "You're welcome! Let me know if you need anything else."),
   ],
   "facts": [{"kind": "change", "turn": 4,
              "text": "Bracken Dry drops from 6.2% to 5.8% ABV from the harvest batch.",
              "keywords": ["bracken dry", "5.8%"]}],
   "answered": [2]},

  {"id": "c37", "day": "2026-08-24",
   "turns": [
    (U, "harvest logistics time"),
    (A, "Ready. What do we need?"),
    (U, "which days should we press? bea + kofi + me. kofi does bottling mon and thu"),
    (A, "If Kofi's bottling on Monday and Thursday, pressing on Tuesday, Wednesday and Friday gives you a full crew each time and leaves gap days to clean down."),
    (U, "ok press days tue, wed, fri for the season"),
    (A, "Noted: pressing on Tuesday, Wednesday and Friday. Anything else for deliveries?"),
    (U, "growers turn up whenever and the weighbridge queue is a nightmare. slots?"),
    (A, "Restricting deliveries to a morning window means fruit can be pressed the same day. 7am–11am is a common window."),
    (U, "yes weighbridge slots 7am to 11am only, i'll text the growers"),
    (A, "Noted, I will keep that in mind: weighbridge deliveries 7am–11am only."),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "During harvest the press runs on Tuesdays, Wednesdays and Fridays.",
              "keywords": ["press days", "tue", "fri"]},
             {"kind": "decision", "turn": 8,
              "text": "Growers can only deliver to the weighbridge between 7am and 11am.",
              "keywords": ["weighbridge", "7am", "11am"]}],
   "answered": [2, 6]},

  {"id": "c38", "day": "2026-08-31",
   "turns": [
    (U, "festival crisis 😱"),
    (A, "Oh no, what happened?"),
    (U, "the council's closed the lane for roadworks 21-28 sept. no access for food trucks on the 26th"),
    (A, "That rules out 26 September unless there's another access route. Could you move it a week either way?"),
    (U, "19th still clashes with the village show. so harvest festival moves to saturday 3 october, same times 12-8"),
    (A, "Noted: Harvest Festival moves from Saturday 26 September to Saturday 3 October, 12pm–8pm. The Temporary Event Notice will need re-submitting with the new date."),
    (U, "oh god the TEN. can you remind me of the deadline"),
    (A, "A standard TEN has to reach the council at least 10 clear working days before the event — for Saturday 3 October that means by Friday 18 September at the latest. Earlier is safer."),
    (U, "will do it tomorrow. thank you 🙏"),
   ],
   "facts": [{"kind": "change", "turn": 4,
              "text": "The Harvest Festival moves from 26 September to Saturday 3 October (12pm to 8pm).",
              "keywords": ["3 october", "harvest festival"]}],
   "answered": [6]},

  {"id": "c39", "day": "2026-09-01",
   "turns": [
    (U, "morning! bea's first day 👋 she's asking which cleaner we use for the tanks"),
    (A, "Welcome Bea! What are you using currently?"),
    (U, "caustic then acid rinse but it takes ages and the caustic burns everyone's hands"),
    (A, "A peracetic acid sanitiser like PeraClean 5 is no-rinse at the right dilution and gentler to handle than caustic, though you still need gloves and goggles. Caustic is still useful for heavy deposits."),
    (U, "from now on we use peraclean 5 for routine tank sanitising, caustic only for the deep clean after pressing"),
    (A, "Noted: PeraClean 5 for routine tank sanitising; caustic reserved for post-pressing deep cleans."),
    (U, "what dilution"),
    (A, "Check the label on your drum, but products like this are typically used at 0.2–0.5% for sanitising with a contact time of a few minutes. Follow the supplier's datasheet."),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "PeraClean 5 is used for routine tank sanitising; caustic only for the deep clean after pressing.",
              "keywords": ["peraclean 5", "tank sanitising"]}],
   "answered": [0, 6]},

  {"id": "c40", "day": "2026-09-03",
   "turns": [
    (U, "hey quick one before i forget"),
    (A, "Sure!"),
    (U, "sallow christmas market applications close 30 sept. pitch is £280 for 2 days, 12-13 dec"),
    (A, "Could be good for gift boxes. The trade-off is staffing two days in December, right in your busy webshop period."),
    (U, "yeah priya's not sure we have the people. should we even do the sallow christmas market this year? dunno"),
    (A, "I'll keep that open: whether to trade at the Sallow Christmas Market (12–13 Dec, £280, applications close 30 Sept)."),
    (U, "ta. also what's a good hashtag for the festival"),
    (A, "#BrackenfoldHarvest is short and unique. Maybe #PressDay for behind-the-scenes posts."),
    (U, "ooh press day i like that"),
   ],
   "facts": [{"kind": "open", "turn": 4,
              "text": "Whether to trade at the Sallow Christmas Market (12-13 Dec, £280 pitch) is undecided.",
              "keywords": ["sallow", "christmas market"]}],
   "answered": [6]},

  {"id": "c41", "day": "2026-09-07",
   "turns": [
    (U, "glassmoor just told us they're 5 weeks late on the 500ml flint, furnace repair"),
    (A, "Ouch, right at harvest. How much stock is left?"),
    (U, "9 pallets. we need like 25 by november"),
    (A, "Ferrant Glass was the other quote in January — their 20-pallet minimum makes more sense now that volumes are up. Worth checking their lead time."),
    (U, "ferrant can deliver 24 pallets in 8 days at £305. replacing glassmoor with ferrant glass as our bottle supplier, ruth signed it off"),
    (A, "Noted: Ferrant Glass replaces Glassmoor Supply as the bottle supplier."),
    (U, "do we need to change anything in cellarlog"),
    (A, "Update the supplier on the packaging item (500ml flint) in CellarLog → Materials, so lot traceability shows Ferrant for new batches."),
   ],
   "facts": [{"kind": "change", "turn": 4,
              "text": "Ferrant Glass replaces Glassmoor Supply as the bottle supplier.",
              "keywords": ["ferrant glass", "bottle supplier"]}],
   "answered": [6]},

  {"id": "c42", "day": "2026-09-10",
   "turns": [
    (U, "photographer for the festival. shortlist of 2"),
    (A, "Who are they?"),
    (U, "juno pereira £450 for the day + edited set in a week. or tomasz's cousin for £150 but he mainly does weddings lol"),
    (A, "Juno's price includes a quick turnaround, which matters for next-day social posts. Wedding photographers can be great, but events are a different skill."),
    (U, "going with juno pereira for the festival photos, booked"),
    (A, "Noted: Juno Pereira photographs the Harvest Festival, £450 for the day."),
    (U, "thanks! omg 3 weeks to go"),
    (A, "You've got this! Let me know if you need anything else."),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "Juno Pereira was booked to photograph the Harvest Festival.",
              "keywords": ["juno pereira", "photos"]}],
   "answered": []},

  {"id": "c43", "day": "2026-09-14",
   "turns": [
    (U, "need extra pickers for the last 2 weeks of sept"),
    (A, "How many, and what are the options?"),
    (U, "4 people. agency (fieldhands.example) charges £19/hr per picker, or we hire direct through the village facebook group at £13/hr but then it's our paperwork"),
    (A, "The agency handles right-to-work checks, payroll and insurance — that's most of the £6/hr gap. Direct is cheaper but Ruth takes on the admin."),
    (U, "ruth's drowning already. agency or direct hire for the pickers? i genuinely don't know, will ask ines"),
    (A, "OK, I'll keep agency vs direct hire for the seasonal pickers as an open question."),
    (U, "thx. btw the bramleys are early this year"),
    (A, "Good to know — maybe worth an earlier press day for them. Let me know if you need anything else."),
   ],
   "facts": [{"kind": "open", "turn": 4,
              "text": "Whether the four seasonal pickers come via an agency or are hired directly is undecided.",
              "keywords": ["agency", "direct hire", "pickers"]}],
   "answered": [0]},

  {"id": "c44", "day": "2026-09-17",
   "turns": [
    (U, "lost a ferment in tank 5, stuck for 2 days before anyone noticed"),
    (A, "Sorry. The stall alert is at 48 hours, so it would only have fired at the end of day 2. Harvest ferments run warmer and faster — a shorter window would catch it earlier."),
    (U, "what would you set"),
    (A, "36 hours is a reasonable compromise between catching stalls and avoiding overnight false alarms."),
    (U, "ok do it, stall alert down to 36 hours"),
    (A, "```json\n{\"alert\": \"stall\", \"window_hours\": 36, \"min_delta_sg\": 0.001, \"channel\": \"#cellar-alerts\"}\n```\nNoted: stall alert window changed from 48 to 36 hours."),
    (U, "ta. gonna go pitch fresh yeast into tank 5 and cry a bit"),
    (A, "Fingers crossed it restarts. Let me know if you need anything else."),
   ],
   "facts": [{"kind": "change", "turn": 4,
              "text": "The FermaProbe stall alert window is reduced from 48 to 36 hours.",
              "keywords": ["stall alert", "36 hours"]}],
   "answered": [2]},

  {"id": "c45", "day": "2026-09-21",
   "turns": [
    (U, "hiii is it normal for the till to say \"sync pending\" for like an hour"),
    (A, "Hi! In TillTab, 'sync pending' usually means the tablet is offline and queueing sales locally. Check the Wi-Fi icon."),
    (U, "wifi was off. someone turned on airplane mode 🙄 its syncing now"),
    (A, "Mystery solved. The queued sales should upload automatically."),
    (U, "they did. ok unrelated but what do you call an apple that plays the trumpet"),
    (A, "I don't know, what?"),
    (U, "a tooty fruity 🎺"),
    (A, "😂 Solid. Let me know if you need anything else."),
   ],
   "facts": [],
   "answered": [0]},

  {"id": "c46", "day": "2026-09-24",
   "turns": [
    (U, "ran out of co2 mid-kegging yesterday. again"),
    (A, "That's painful. How many cylinders do you keep?"),
    (U, "6 from northgas, delivery takes 2 days"),
    (A, "At your harvest kegging rate you're using about one cylinder a day. Reordering when 2 full cylinders are left gives a buffer for the 2-day delivery."),
    (U, "agreed, reorder from northgas when we're down to 2 full cylinders. kofi owns it"),
    (A, "Noted: reorder CO2 from Northgas at 2 full cylinders; Kofi owns it."),
    (U, "can you write it in the checklist format"),
    (A, "- [ ] CO2: if 2 or fewer full cylinders → call Northgas on 01632 960771 (account ref BF-CO2), Kofi to confirm delivery"),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "CO2 is reordered from Northgas when only 2 full cylinders are left; Kofi owns it.",
              "keywords": ["northgas", "2 full cylinders"]}],
   "answered": [6]},

  {"id": "c47", "day": "2026-09-29",
   "turns": [
    (U, "christmas gift box pricing 🎁"),
    (A, "Let's do it. What's in it?"),
    (U, "bracken dry, rosé, lantern perry + branded glass. cost to us about £17"),
    (A, "Gift boxes typically sell at 1.8–2x cost, so £30–£34 is in range. £32 sits well next to your single bottles."),
    (U, "orchard trio gift box at £32, final"),
    (A, "Noted: the Orchard Trio gift box is priced at £32."),
    (U, "and newsletter, i keep sending it whenever. should be regular"),
    (A, "A fixed slot helps open rates. Early in the month works well for promotions — e.g. the first Thursday."),
    (U, "ok newsletter goes out first thursday of every month from october"),
    (A, "Noted, I will keep that in mind: newsletter on the first Thursday of each month from October."),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "The Orchard Trio Christmas gift box is priced at £32.",
              "keywords": ["orchard trio", "£32"]},
             {"kind": "decision", "turn": 8,
              "text": "The newsletter goes out on the first Thursday of every month from October.",
              "keywords": ["newsletter", "first thursday"]}],
   "answered": [6]},

  {"id": "c48", "day": "2026-10-02",
   "turns": [
    (U, "festival tomorrow!!! but unrelated: quiz night"),
    (A, "Good luck tomorrow! What about quiz night?"),
    (U, "we tried tuesday and thursday. thursday got 40 people but clashes with the pub's darts. wednesday is dead though"),
    (A, "A quiz is often what makes a quiet night busier — and Wednesday has nothing competing with it."),
    (U, "fair. quiz night every wednesday from 14 october, 7:30 start"),
    (A, "Noted: weekly quiz night on Wednesdays at 7:30pm from 14 October."),
    (U, "can you write 5 apple-themed questions for the first one"),
    (A, "1. Which country grows the most apples? (China)\n2. What is a wassail? (A midwinter orchard blessing)\n3. What colour is a Granny Smith? (Green)\n4. What's fermented pear juice called? (Perry)\n5. Which apple is the classic English cooker? (Bramley)"),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "Taproom quiz night runs every Wednesday at 7:30pm from 14 October.",
              "keywords": ["quiz night", "wednesday"]}],
   "answered": [6]},

  {"id": "c49", "day": "2026-10-06",
   "turns": [
    (U, "festival was amazing btw, 600 people 🎉"),
    (A, "Fantastic! Congrats to everyone."),
    (U, "but now the yard is full of pallets of ferrant bottles and we can't get the forklift round"),
    (A, "Could you rent overflow storage nearby for the season?"),
    (U, "sallow trading estate has unit 4 free, £340/month. we'll take unit 4 at sallow for pallet storage until march"),
    (A, "Noted: overflow pallet storage at Sallow Trading Estate unit 4, £340/month until March."),
    (U, "thanks. gotta go, van's here"),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "Overflow pallets are stored at Sallow Trading Estate unit 4 (£340/month) until March.",
              "keywords": ["unit 4", "sallow"]}],
   "answered": []},

  {"id": "c50", "day": "2026-10-09",
   "turns": [
    (U, "the old rack and cloth press is just sitting in the barn"),
    (A, "Does anyone still use it?"),
    (U, "not since we got the belt press. someone offered £1,200 on the cider forum. but ines wants to keep it for heritage days"),
    (A, "Both reasonable. £1,200 is decent money, but it might earn more over time as a demo piece at events."),
    (U, "sell the old press or keep it? no decision, we'll argue about it at christmas 😂"),
    (A, "I'll keep it open: sell the old rack-and-cloth press (£1,200 offer) or keep it for heritage days."),
    (U, "ta"),
    (A, "Let me know if you need anything else."),
   ],
   "facts": [{"kind": "open", "turn": 4,
              "text": "Whether to sell the old rack-and-cloth press (£1,200 offer) or keep it for heritage days is undecided.",
              "keywords": ["old press", "sell"]}],
   "answered": []},

  {"id": "c51", "day": "2026-10-14",
   "turns": [
    (U, "insurance renewal is due 1 nov"),
    (A, "What options have you got?"),
    (U, "| insurer | premium | excess | product recall |\n|---|---|---|---|\n| Harrowgate Mutual | £2,840 | £250 | yes |\n| Cobble & Lane | £2,610 | £1,000 | no |"),
    (A, "Cobble & Lane is £230 cheaper, but the £1,000 excess and no product recall cover is a big gap for a drinks producer — a single recall could cost far more."),
    (U, "agreed, we renew the insurance with harrowgate mutual, product recall matters"),
    (A, "Noted: insurance renewed with Harrowgate Mutual (£2,840, £250 excess, product recall cover)."),
    (U, "thanks. time for tea ☕"),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "The business insurance is renewed with Harrowgate Mutual, including product recall cover.",
              "keywords": ["harrowgate mutual", "insurance"]}],
   "answered": [0]},

  {"id": "c52", "day": "2026-10-19",
   "turns": [
    (U, "the £500 approval rule is driving me mad"),
    (A, "What's the problem?"),
    (U, "harvest means 10 requests a day for like £600 of yeast or caustic. i'm a bottleneck"),
    (A, "You could raise the threshold or pre-approve regular suppliers. Raising it to £1,000 would cut out most routine requests."),
    (U, "ok raising it, purchases only need my approval over £1,000 now, not £500"),
    (A, "Noted: the approval threshold goes from £500 to £1,000."),
    (U, "can you update the huddle post"),
    (A, "\"Update 🍎: you now only need Ruth's thumbs-up for purchases over £1,000 (was £500). Receipts still go in Finance/Receipts.\""),
   ],
   "facts": [{"kind": "change", "turn": 4,
              "text": "Purchases now need Ruth's approval only above £1,000 (previously £500).",
              "keywords": ["£1,000", "approval"]}],
   "answered": [6]},

  {"id": "c53", "day": "2026-10-22",
   "turns": [
    (U, "trading standards lady visited the taproom"),
    (A, "Everything OK?"),
    (U, "mostly. she said sulphites on our labels are too small and easy to miss"),
    (A, "Allergens have to be emphasised in the ingredients list — bold is the usual approach. 'Contains sulphites' in bold should satisfy it."),
    (U, "we'll put contains sulphites in bold on every label from the next papercrane run"),
    (A, "Noted: 'contains sulphites' in bold on all labels from the next Papercrane run."),
    (U, "ty 🙏"),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "Every label shows 'contains sulphites' in bold from the next Papercrane run.",
              "keywords": ["sulphites", "bold"]}],
   "answered": []},

  {"id": "c54", "day": "2026-10-27",
   "turns": [
    (U, "morning. bookkeeping question"),
    (A, "Morning Ruth!"),
    (U, "i download the bank csv every week and import to ledgerly by hand. ledgerly offers a direct bank feed, is that safe?"),
    (A, "Direct bank feeds use read-only open banking access — Ledgerly can see transactions but can't move money. You re-authorise every 90 days."),
    (U, "ok switching on the ledgerly bank feed from 1 november, no more csvs"),
    (A, "Noted: Ledgerly bank feed from 1 November; manual CSV imports stop."),
    (U, "brb phone"),
    (U, "back. sorry, pendle chasing an invoice"),
    (A, "No problem. Let me know if you need anything else."),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "Bank transactions come into Ledgerly via a direct bank feed from 1 November instead of CSV imports.",
              "keywords": ["ledgerly", "bank feed"]}],
   "answered": [2]},

  {"id": "c55", "day": "2026-10-30",
   "turns": [
    (U, "yeast ordering is so ad hoc"),
    (A, "What's happening?"),
    (U, "we run out of vy-b2, the house strain, every few weeks and pay express shipping each time"),
    (A, "A standing order with Vale Yeast Labs would fix that — they offer monthly subscriptions with 5% off."),
    (U, "ok standing order with vale yeast labs, 500g vy-b2 on the 1st of every month"),
    (A, "Noted: monthly standing order with Vale Yeast Labs — 500g VY-B2 on the 1st."),
    (U, "thanks"),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "There is a monthly standing order with Vale Yeast Labs for 500g of VY-B2 on the 1st.",
              "keywords": ["vale yeast labs", "standing order"]}],
   "answered": []},

  {"id": "c56", "day": "2026-11-04",
   "turns": [
    (U, "newsletter went out on time first thursday 🎉"),
    (A, "Nice! How did it do?"),
    (U, "open rate 41% but mailpost put their price up to £45/month for 2k contacts"),
    (A, "That's steep for 2,000 contacts — alternatives like Sendrift are around £20. Migrating means re-checking consent records and templates, though."),
    (U, "do we move the newsletter off mailpost? no idea, need to see what ruth thinks"),
    (A, "I'll keep moving the newsletter off MailPost as an open question."),
    (U, "ty"),
   ],
   "facts": [{"kind": "open", "turn": 4,
              "text": "Whether to move the newsletter off MailPost (now £45/month) is undecided.",
              "keywords": ["mailpost", "newsletter"]}],
   "answered": []},

  {"id": "c57", "day": "2026-11-10",
   "turns": [
    (U, "guest wifi in the taproom is the same network as the tills 😬"),
    (A, "That's a security risk — a guest device on the same network could see the TillTab tablets."),
    (U, "can you fix it or tell me how"),
    (A, "Most routers let you create a guest SSID on a separate VLAN with client isolation. On the UniFi controller: Settings → WiFi → Create New → Network: new VLAN 20, enable 'Client Device Isolation'."),
    (U, "done. guest wifi is now PressRoom-Guest on its own vlan 20, tills stay on the staff network"),
    (A, "Noted: guest Wi-Fi is PressRoom-Guest on VLAN 20; tills stay on the staff network."),
    (U, "👍"),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "Taproom guest Wi-Fi is PressRoom-Guest on its own VLAN 20, separate from the tills.",
              "keywords": ["pressroom-guest", "vlan 20"]}],
   "answered": [2]},

  {"id": "c58", "day": "2026-11-16",
   "turns": [
    (U, "planning next year's orchard spray programme"),
    (A, "What's the main problem you're treating?"),
    (U, "sunburn on the bramleys and codling moth. don't want anything nasty"),
    (A, "Kaolin clay forms a white film that reduces sunburn and deters some insects, and it's permitted in organic systems. It needs reapplying after heavy rain."),
    (U, "we'll go with kaolin clay for 2027, 3 applications from june"),
    (A, "Noted: kaolin clay spray programme for 2027, three applications starting in June."),
    (U, "the trees will look like they've seen a ghost 👻"),
    (A, "Ghost orchard! Let me know if you need anything else."),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "The 2027 orchard spray programme uses kaolin clay, three applications from June.",
              "keywords": ["kaolin clay", "2027"]}],
   "answered": []},

  {"id": "c59", "day": "2026-11-21",
   "turns": [
    (U, "christmas plans for the business"),
    (A, "Sure — closures, deadlines?"),
    (U, "both. when do we shut"),
    (A, "Last year you closed 23 Dec to 3 Jan. The webshop also needs a last-order date for Christmas delivery."),
    (U, "we close 24 december to 2 january, taproom and mill. webshop last orders 18 dec"),
    (A, "Noted: closed 24 December–2 January; webshop last orders 18 December."),
    (U, "and year-end stuff to the accountant, hale & bright want it by when?"),
    (A, "I don't have Hale & Bright's deadline — check their engagement letter. Many firms ask for year-end records within 2–3 weeks of year end."),
    (U, "checked, they said 15 january. ok year-end pack goes to hale & bright by 15 january, i own it"),
    (A, "Noted: year-end pack to Hale & Bright by 15 January, owned by Ruth."),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "The taproom and mill close from 24 December to 2 January; webshop last orders 18 December.",
              "keywords": ["24 december", "2 january"]},
             {"kind": "decision", "turn": 8,
              "text": "Ruth sends the year-end pack to accountants Hale & Bright by 15 January.",
              "keywords": ["hale & bright", "15 january"]}],
   "answered": [2, 6]},

  {"id": "c60", "day": "2026-11-27",
   "turns": [
    (U, "last big thing before xmas: full stocktake"),
    (A, "When are you thinking?"),
    (U, "not a thursday, need everyone. monday 30 nov? bea's last day is the 30th too"),
    (A, "Monday 30 November works — Bea can help before she finishes, and it lines up with month-end for Ruth."),
    (U, "full year-end stocktake monday 30 november, everyone in at 8am, pizza after 🍕"),
    (A, "Noted: year-end stocktake on Monday 30 November, 8am start, pizza after."),
    (U, "can you make a count sheet template"),
    (A, "```\nlocation  | item                  | unit   | system qty | counted | diff | counted by\nmill      | 500ml flint (Ferrant) | pallet |            |         |      |\nmill      | Bracken Dry 500ml     | case   |            |         |      |\nsallow u4 | 500ml flint (Ferrant) | pallet |            |         |      |\npress rm  | kegs 30L              | keg    |            |         |      |\n```"),
    (U, "perfect thanks, have a good weekend"),
    (A, "You too! Let me know if you need anything else."),
   ],
   "facts": [{"kind": "decision", "turn": 4,
              "text": "The full year-end stocktake is on Monday 30 November, everyone in at 8am.",
              "keywords": ["stocktake", "30 november"]}],
   "answered": [2, 6]},
]

# (changing chat, fact index) -> (overridden chat, fact index)
CHANGES = {
    ("c18", 0): ("c04", 0),
    ("c20", 0): ("c02", 0),
    ("c25", 0): ("c09", 0),
    ("c27", 0): ("c03", 0),
    ("c30", 0): ("c06", 0),
    ("c33", 0): ("c05", 0),
    ("c35", 0): ("c14", 0),
    ("c36", 0): ("c12", 0),
    ("c38", 0): ("c23", 0),
    ("c41", 0): ("c07", 0),
    ("c44", 0): ("c11", 0),
    ("c52", 0): ("c16", 0),
}

QUESTIONS = [
    {"question": "where do the hydrometer alerts end up now instead of email?", "chat": "c01", "fact": 0},
    {"question": "who was originally on the hook for the weekend tank checks over the winter?", "chat": "c02", "fact": 0},
    {"question": "which label company did we pick back in december?", "chat": "c03", "fact": 0},
    {"question": "what's the format for the lot codes on the bottles?", "chat": "c03", "fact": 1},
    {"question": "which app did we first move the taproom rota to?", "chat": "c04", "fact": 0},
    {"question": "what time did we originally decide to shut the taproom on fridays?", "chat": "c05", "fact": 0},
    {"question": "which courier did we first pick for shop parcels?", "chat": "c06", "fact": 0},
    {"question": "who did we sign up with for bottles in january?", "chat": "c07", "fact": 0},
    {"question": "what day was the weekly count originally on?", "chat": "c09", "fact": 0},
    {"question": "where and when does the cellarlog backup run?", "chat": "c09", "fact": 1},
    {"question": "did we ever decide whether to renew the taproom lease?", "chat": "c10", "fact": 0},
    {"question": "how long did a ferment have to sit still before the stall alarm fired when we first tuned it?", "chat": "c11", "fact": 0},
    {"question": "what strength was bracken dry set to for the spring batch?", "chat": "c12", "fact": 0},
    {"question": "where do we keep the shared passwords now?", "chat": "c13", "fact": 0},
    {"question": "what was the original per-tonne limit for pendle fruit?", "chat": "c14", "fact": 0},
    {"question": "is it settled who renews the shop's https certificate?", "chat": "c15", "fact": 0},
    {"question": "above what amount did ruth first want to sign off purchases?", "chat": "c16", "fact": 0},
    {"question": "what do customers pay for postage on the webshop?", "chat": "c17", "fact": 0},
    {"question": "at what basket size does delivery become free?", "chat": "c17", "fact": 1},
    {"question": "which rota tool are we using these days?", "chat": "c18", "fact": 0},
    {"question": "when do we have the weekly team meeting?", "chat": "c19", "fact": 0},
    {"question": "who reads the tanks at the weekend now?", "chat": "c20", "fact": 0},
    {"question": "are we going organic or not?", "chat": "c21", "fact": 0},
    {"question": "what does maren use to schedule instagram posts?", "chat": "c22", "fact": 0},
    {"question": "which date was the harvest festival first planned for?", "chat": "c23", "fact": 0},
    {"question": "how much is a pint at the taproom since the summer price rise?", "chat": "c24", "fact": 0},
    {"question": "what day do we do the stock count these days?", "chat": "c25", "fact": 0},
    {"question": "what's the pear cider going to be called?", "chat": "c26", "fact": 0},
    {"question": "did ines ever pick a yeast for the pear trial?", "chat": "c26", "fact": 1},
    {"question": "who prints our labels now?", "chat": "c27", "fact": 0},
    {"question": "how often does the probe data get pushed into cellarlog?", "chat": "c29", "fact": 0},
    {"question": "which courier handles webshop orders at the moment?", "chat": "c30", "fact": 0},
    {"question": "do we know yet if the cellarlog export row limit got fixed in the new version?", "chat": "c31", "fact": 0},
    {"question": "what temperature should the taproom cold room be at?", "chat": "c32", "fact": 0},
    {"question": "how much do pubs pay as a deposit on each keg?", "chat": "c32", "fact": 1},
    {"question": "what time does the taproom close on fridays now?", "chat": "c33", "fact": 0},
    {"question": "who was the seasonal cellar hand this autumn and when did she start?", "chat": "c34", "fact": 0},
    {"question": "what's the most we'll pay pendle per tonne after the bad harvest?", "chat": "c35", "fact": 0},
    {"question": "what abv is bracken dry now?", "chat": "c36", "fact": 0},
    {"question": "which days of the week do we press during harvest?", "chat": "c37", "fact": 0},
    {"question": "what hours can growers drop fruit at the weighbridge?", "chat": "c37", "fact": 1},
    {"question": "when did the harvest festival actually end up happening?", "chat": "c38", "fact": 0},
    {"question": "what do we sanitise the tanks with day to day?", "chat": "c39", "fact": 0},
    {"question": "are we doing the xmas market at sallow?", "chat": "c40", "fact": 0},
    {"question": "who supplies our bottles now?", "chat": "c41", "fact": 0},
    {"question": "who took the photos at the festival?", "chat": "c42", "fact": 0},
    {"question": "did we sort out where the extra apple pickers come from?", "chat": "c43", "fact": 0},
    {"question": "how long does a ferment have to stall before we get pinged these days?", "chat": "c44", "fact": 0},
    {"question": "when do we reorder gas for kegging, and from whom?", "chat": "c46", "fact": 0},
    {"question": "how much is the christmas gift box?", "chat": "c47", "fact": 0},
    {"question": "when does the newsletter go out?", "chat": "c47", "fact": 1},
    {"question": "which night is quiz night?", "chat": "c48", "fact": 0},
    {"question": "where are the overflow bottle pallets kept?", "chat": "c49", "fact": 0},
    {"question": "what's happening with the old rack and cloth press in the barn?", "chat": "c50", "fact": 0},
    {"question": "who's our insurer after the november renewal?", "chat": "c51", "fact": 0},
    {"question": "what's the current spend limit before ruth has to sign off?", "chat": "c52", "fact": 0},
    {"question": "what did trading standards make us change on the labels?", "chat": "c53", "fact": 0},
    {"question": "how do bank transactions get into the accounts now?", "chat": "c54", "fact": 0},
    {"question": "how do we make sure we don't run out of the house yeast?", "chat": "c55", "fact": 0},
    {"question": "are we staying with mailpost for the newsletter?", "chat": "c56", "fact": 0},
    {"question": "what's the guest wifi in the taproom called?", "chat": "c57", "fact": 0},
    {"question": "what are we spraying the orchard with next year?", "chat": "c58", "fact": 0},
    {"question": "when are we shut over christmas?", "chat": "c59", "fact": 0},
    {"question": "when is the year-end pack due to the accountants?", "chat": "c59", "fact": 1},
    {"question": "when's the big year-end stock count?", "chat": "c60", "fact": 0},
]


def _check():
    from collections import Counter
    ids = [c["id"] for c in CHATS]
    assert len(ids) == len(set(ids)), "duplicate chat ids"
    by_id = {c["id"]: c for c in CHATS}
    days = [c["day"] for c in CHATS]
    assert days == sorted(days), "chats not in date order"
    assert days[0] >= "2025-12-01" and days[-1] <= "2026-11-27"
    problems = []
    kinds = Counter()
    n_turns = 0
    for c in CHATS:
        t = c["turns"]
        n_turns += len(t)
        if not 6 <= len(t) <= 10:
            problems.append(f"{c['id']}: {len(t)} turns")
        if t[0][0] != U:
            problems.append(f"{c['id']}: does not start with user")
        for i in c["answered"]:
            if not (0 <= i < len(t)) or t[i][0] != U or not any(r == A for r, _ in t[i + 1:]):
                problems.append(f"{c['id']}: answered index {i} invalid")
        for j, f in enumerate(c["facts"]):
            kinds[f["kind"]] += 1
            assert f["kind"] in ("decision", "change", "open")
            if not 0 <= f["turn"] < len(t):
                problems.append(f"{c['id']} fact {j}: bad turn {f['turn']}")
                continue
            if not 2 <= len(f["keywords"]) <= 3:
                problems.append(f"{c['id']} fact {j}: {len(f['keywords'])} keywords")
            turn = t[f["turn"]][1].lower()
            for k in f["keywords"]:
                if k != k.lower() or k not in turn:
                    problems.append(f"{c['id']} fact {j}: keyword {k!r} not in turn {f['turn']}")
    n_facts = sum(kinds.values())
    qkeys = Counter()
    for q in QUESTIONS:
        c = by_id.get(q["chat"])
        if c is None or not 0 <= q["fact"] < len(c["facts"]):
            problems.append(f"question points nowhere: {q}")
        qkeys[(q["chat"], q["fact"])] += 1
    for c in CHATS:
        for j in range(len(c["facts"])):
            if qkeys[(c["id"], j)] != 1:
                problems.append(f"{c['id']} fact {j}: {qkeys[(c['id'], j)]} questions")
    for (nc, nf), (oc, of) in CHANGES.items():
        if by_id[nc]["facts"][nf]["kind"] != "change" or by_id[oc]["day"] >= by_id[nc]["day"]:
            problems.append(f"bad change link {nc}->{oc}")
        if not 0 <= of < len(by_id[oc]["facts"]):
            problems.append(f"bad change target {oc}:{of}")
    n_change_facts = kinds["change"]
    if n_change_facts != len(CHANGES):
        problems.append("CHANGES does not cover every change fact")
    months = Counter(c["day"][:7] for c in CHATS)
    print(f"chats: {len(CHATS)}")
    print(f"turns: {n_turns}")
    print(f"facts: {n_facts} (decision {kinds['decision']}, change {kinds['change']}, open {kinds['open']})")
    print(f"questions: {len(QUESTIONS)}")
    print("chats with 0 facts:", [c["id"] for c in CHATS if not c["facts"]])
    print("chats with 2 facts:", [c["id"] for c in CHATS if len(c["facts"]) == 2])
    print("chats with open questions:", [c["id"] for c in CHATS if any(f["kind"] == "open" for f in c["facts"])])
    print("per month:", dict(sorted(months.items())))
    print(f"answered requests: {sum(len(c['answered']) for c in CHATS)}")
    if problems:
        print("PROBLEMS:")
        for p in problems:
            print("  " + p)
        raise SystemExit(1)
    print("all checks passed")


if __name__ == "__main__":
    _check()
