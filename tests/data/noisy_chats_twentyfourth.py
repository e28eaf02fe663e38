# Development data since 2026-12-04 (session 26): released after its last held-out measurement, below.
# Held-out noisy-chat set no. 24 (60 chats, 60 facts, 64 questions; the IT team of a city's public
# library system), written on 2026-12-04 by a helper that never saw the pipeline or the other sets. Its misses were
# not read. Measured by the lead only (python -m tests.noisy_chat_quality twentyfourth): at e62a513 (session 25's
# start, after the salience refit on twenty-three sets) coverage day / week / month 52 / 52 / 51 of 60 (0.87 / 0.87 /
# 0.85), noise 36/188 (0.19), core memory noise 0/1, recall 55/64 (0.86); at session 25's merged code (h64: a
# situation a later decision of the user's takes over is left out; the refits) the same.
# -*- coding: utf-8 -*-
"""Noisy team-assistant chats of a city library IT team, labeled with key facts.

Hand-written evaluation data for a chat-to-digest / memory QA tool.
"""

U = "user"; A = "assistant"

TEAM = {
    "Renata Vasquez": "IT manager",
    "Tomasz Wierzbicki": "systems administrator (Koha ILS servers, backups, monitoring)",
    "Aisha Bello": "network engineer (branch networks, public Wi-Fi)",
    "Kevin Lindqvist": "desktop support lead (public PCs, staff laptops)",
    "Priya Raman": "ILS and e-resources librarian (catalog, e-books, patron notices)",
    "Marcus Oyelaran": "help desk technician (printing, self-checkout kiosks)",
    "Hannah Cho": "makerspace and digital services coordinator",
    "Luis Ferreira": "security and privacy analyst",
}

CHATS = [
    {"id": "c01", "day": "2025-12-01", "turns": [
        (U, "morning! quick one before standup, tomasz says the koha upgrade needs like 6 hrs of downtime. when do we actually do it"),
        (A, "Good morning! For a major Koha upgrade, 4–6 hours of catalog downtime is realistic, mostly for the database schema migration and the reindex. A few options:\n\n1. **Sunday Dec 14, after close (17:00–23:00)** – low patron impact, but staff are thin on Sundays if something breaks\n2. **Dec 24–25** – branches closed, but you'd be asking people to work over the holiday\n3. **Sunday Dec 28 overnight** – branches open late on Monday the 29th under the holiday schedule, which gives you a buffer\n\nI'd lean towards option 3, but it depends on who can be on call. Let me know if you want me to draft a notice for branch managers."),
        (U, "hmm 14th is too soon, priya still has the marc import stuff pending"),
        (U, "and xmas eve is a no, people will riot lol"),
        (A, "Understood 😄 That leaves the 28th as the most realistic window. One more thing to check: self-checkout kiosks talk to Koha over SIP2, so they'll lose their connection during the downtime. If offline mode is enabled they'll queue transactions instead of showing an error."),
        (U, "ok final call: koha upgrade goes ahead sunday dec 28 overnight, tomasz leads. kiosks need to be in offline mode, can you remind me what setting that is"),
        (A, "Noted — Koha upgrade on Sunday Dec 28 overnight, Tomasz leading. For the kiosks: in the kiosk admin console it's usually under *Settings → Circulation → Offline mode* (sometimes called 'standalone mode'). Enable 'Allow offline checkouts' and keep the max offline transactions at the default of 500, which is plenty for one night. Transactions sync once the SIP2 connection comes back."),
        (U, "perfect ty"),
    ],
     "facts": [
        {"kind": "decision", "turn": 5, "text": "The Koha ILS upgrade will happen overnight on Sunday Dec 28, led by Tomasz, with kiosks in offline mode.",
         "keywords": ["final call", "sunday dec 28 overnight", "tomasz leads"]},
     ],
     "answered": [0, 5]},

    {"id": "c02", "day": "2025-12-06", "turns": [
        (U, "hey the eastside kiosk is jamming on receipts AGAIN, 3rd time this week. patrons just walk off and leave it beeping"),
        (A, "Sorry to hear that! Thermal receipt jams usually come down to a few things:\n- wrong paper roll width or core size (check it's 80mm, not 79.5)\n- dirty paper-low sensor\n- cutter blade gummed up with adhesive from cheap rolls\n\nDo you see an error code on the kiosk status screen?"),
        (U, "yeah it says this\n```\n[2025-12-06 10:14:22] PRN ERR 0x2F cutter_home_fail\n[2025-12-06 10:14:22] kiosk_state=DEGRADED\n[2025-12-06 10:14:25] ui: showing 'please see staff'\n```"),
        (A, "`cutter_home_fail` means the cutter blade isn't returning to its home position — almost always a jam or paper debris in the cutter. Power off the printer module, open the cutter cover, clear any bits of paper, then power it back on. If it keeps happening, the cutter assembly may need replacing under warranty."),
        (U, "k cleared it. honestly tho, does anyone even want paper receipts. we waste like 2 rolls a day"),
        (A, "Great question! Many libraries have moved to email receipts by default, with paper as opt-in. Benefits: less paper, fewer jams, and patrons get a record with due dates in their inbox. Downside: patrons without an email on file get nothing unless they tap 'Print'. So you'd make email the default and keep a 'Print receipt' button."),
        (U, "yes lets do that. from now on kiosks default to email receipts, paper only if they tap print. all branches not just eastside"),
        (A, "Noted, I will keep that in mind. Email receipts become the default on all kiosks, with paper only when the patron taps Print. Let me know if you need anything else!"),
    ],
     "facts": [
        {"kind": "change", "turn": 6, "text": "Self-checkout kiosks at all branches switched to email receipts by default, with paper only on request.",
         "keywords": ["from now on", "default to email receipts", "all branches"]},
     ],
     "answered": [2, 4]},

    {"id": "c03", "day": "2025-12-12", "turns": [
        (U, "hiya. getting complaints at central that the guest wifi kicks people off after 2 hours and they have to click thru the splash page again"),
        (A, "Hi! That sounds like the captive portal session timeout. On most controllers it's a per-SSID setting ('Splash frequency' or 'Session timeout'). Are you on Aruba or Meraki?"),
        (U, "aruba instant on for the small branches, aruba central for central (lol naming)"),
        (A, "Ha, yes, the naming is unfortunate. In Aruba Central it's *WLANs → CityLib-Guest → Security → Captive portal → Session timeout*. It's probably set to 120 minutes. Common values in libraries are 4 hours or 'until end of day'."),
        (U, "end of day seems risky, ppl leave laptops open overnight in the study rooms... wait no, the building closes lol"),
        (U, "ok lets do 4h. changed it on central, doing the instant on ones after lunch. tacos today 🌮"),
        (A, "Enjoy the tacos! 🌮 So the guest Wi-Fi session timeout goes from 2 hours to 4 hours. For Instant On it's under *Networks → Guest → Advanced → Splash page timeout*."),
        (U, "done all branches. thx"),
    ],
     "facts": [
        {"kind": "change", "turn": 5, "text": "The public guest Wi-Fi captive portal session timeout was raised from 2 hours to 4 hours at all branches.",
         "keywords": ["lets do 4h", "changed it on central"]},
     ],
     "answered": [0]},

    {"id": "c04", "day": "2025-12-17", "turns": [
        (U, "hey, how does our holds limit compare to other libraries. we cap libby holds at 10 per card and patrons keep asking for more"),
        (A, "Hi Priya! I don't have other libraries' current settings, but in my experience OverDrive/Libby libraries usually set the holds limit somewhere between 10 and 25. Raising the cap tends to lengthen holds queues, which pushes you to buy more copies to keep wait times reasonable — so it has a budget impact."),
        (U, "right thats my worry. renata said budget is tight until july"),
        (A, "Makes sense. A few options:\n1. Raise to 15 and watch the holds-to-copy ratio for 60 days\n2. Keep 10 holds but raise the lending limit instead\n3. Keep everything and put more bestsellers in the Lucky Day / skip-the-line collection\n\nI can draft a short cost estimate if you give me the current holds ratio."),
        (U, "ratio is around 6:1 on bestsellers. tbh idk. ill ask renata, not deciding today"),
        (A, "Understood. I'll keep it as an open item: whether to raise the Libby holds limit from 10 to 15, pending Renata's input on the budget. At 6:1 you're already above the usual 4:1 or 5:1 purchase trigger, so a higher cap would make that worse."),
        (U, "yep. ok brb meeting"),
    ],
     "facts": [
        {"kind": "open", "turn": 5, "text": "Open question: whether to raise the Libby e-book holds limit per card from 10 to 15, waiting on Renata about budget.",
         "keywords": ["raise the libby holds limit", "from 10 to 15", "pending renata"]},
     ],
     "answered": [0]},

    {"id": "c05", "day": "2025-12-22", "turns": [
        (U, """backup failed again last night, here's the log
```
Traceback (most recent call last):
  File "/opt/backup/run_backup.py", line 88, in <module>
    dump_db(cfg)
  File "/opt/backup/run_backup.py", line 41, in dump_db
    subprocess.run(cmd, check=True, timeout=3600)
  File "/usr/lib/python3.10/subprocess.py", line 505, in run
    raise TimeoutExpired(process.args, timeout, output=stdout,
subprocess.TimeoutExpired: Command '['mysqldump', '--single-transaction', 'koha_citylib']' timed out after 3600 seconds
```"""),
        (A, "The mysqldump is hitting your 1-hour timeout. What time does the job start? If it overlaps with the Koha nightly cron jobs (fines, overdue notices, search reindex), the database is busy and the dump slows down a lot."),
        (U, "starts 23:00. reindex runs at 23:30 i think"),
        (A, "That's the overlap. Options:\n- Move the backup to after the cron jobs finish (e.g. 01:30)\n- Raise the timeout to 2 hours\n- Switch to Mariabackup for physical backups, which is much faster for big databases\n\nMoving the start time is the least effort."),
        (U, "ok moved it to 01:30 in the crontab. also while im here, retention is 14 days, auditor wants more. 30? 60?"),
        (A, "30 days is a common baseline for operational backups; anything longer is usually handled with monthly copies kept separately. At ~18 GB per compressed dump, 30 days is about 540 GB. Do you have room on the NAS?"),
        (U, "nas has 2tb free. ok going with 30 days retention, monthly ones kept for a year"),
        (A, "Got it. Summary:\n- nightly backup now starts at 01:30 instead of 23:00\n- retention raised from 14 to 30 days\n- monthly backups kept for 12 months"),
        (U, "👍"),
    ],
     "facts": [
        {"kind": "change", "turn": 4, "text": "The nightly ILS database backup was moved from 23:00 to 01:30 so it no longer overlaps the reindex cron jobs.",
         "keywords": ["moved it to 01:30", "crontab"]},
        {"kind": "decision", "turn": 6, "text": "ILS backups are kept 30 days, and monthly backups are kept for a year.",
         "keywords": ["going with 30 days retention", "monthly ones kept for a year"]},
     ],
     "answered": [0, 4]},

    {"id": "c06", "day": "2025-12-29", "turns": [
        (U, "yo. need to pick laptops for the staff refresh, 24 units, budget around 1100 each. shortlist is dell latitude 5450, lenovo thinkpad t14 gen 5, hp elitebook 640"),
        (A, "Hey Kevin! All three are solid business laptops. Quick comparison:\n\n| Model | Approx price | Weight | Notes |\n|---|---|---|---|\n| Dell Latitude 5450 | ~$1,050 | 1.5 kg | works with Dell WD19 docks if you already have them |\n| ThinkPad T14 Gen 5 | ~$1,150 | 1.4 kg | best keyboard, very repairable, slightly over budget |\n| HP EliteBook 640 G11 | ~$990 | 1.4 kg | cheapest, battery a bit weaker |\n\nPrices are rough — check your state contract pricing. Do you already have docks at the branches?"),
        (U, "yeah we have like 30 wd19s lying around"),
        (U, "tho the thinkpad keyboard is so nice ugh"),
        (A, "It is! But reusing 30 docks saves roughly $6–7k, which matters more than keyboard feel for most staff. If a couple of power users really want ThinkPads, you could make exceptions."),
        (U, "nah keep it simple one model. ok we'll go with the latitude 5450 for all 24, ordering thru the state contract"),
        (A, "Sounds good — 24 Dell Latitude 5450s via the state contract, reusing the existing WD19 docks. Let me know if you need anything else, e.g. an imaging checklist for when they arrive."),
    ],
     "facts": [
        {"kind": "decision", "turn": 5, "text": "The staff laptop refresh is 24 Dell Latitude 5450s bought through the state contract, reusing the WD19 docks.",
         "keywords": ["go with the latitude 5450", "state contract"]},
     ],
     "answered": [0]},

    {"id": "c07", "day": "2026-01-05", "turns": [
        (U, "happy new year!! 🎉 back at it. can you help me with a regex, patron barcodes are 14 digits starting with 2 then our 4 digit library code 1207"),
        (A, "Happy New Year! 🎉 Sure. '2' + '1207' is 5 digits, so 9 more digits follow:\n```\n^21207\\d{9}$\n```"),
        (U, "ooh nice. and item barcodes are 14 digits starting with 3"),
        (A, "Items: `^31207\\d{9}$`, assuming the same library code. If you want one pattern for both: `^[23]1207\\d{9}$`."),
        (U, "testing... 21207001234567 matches, 3120700123456 doesnt (13 digits). 👌"),
        (A, "Exactly right, the second one is one digit short. Anything else?"),
        (U, "nope thats it. did you do anything fun for nye lol"),
        (A, "I don't get out much 😄 but I hope yours was good! Let me know if you need anything else."),
    ],
     "facts": [],
     "answered": [0, 2]},

    {"id": "c08", "day": "2026-01-09", "turns": [
        (U, "hi. following up on the privacy review. right now koha keeps patron checkout history for 180 days before anonymizing. board privacy policy says 'no longer than necessary'"),
        (A, "Hi Luis. Koha handles this with the `batch_anonymise.pl` cron job (misc/cronjobs/batch_anonymise.pl) and its `--days` parameter, plus each patron's privacy setting. Many libraries use 30–90 days, which still lets staff resolve disputes like 'I returned that book'."),
        (U, "what do branches actually use it for tho"),
        (A, "Typically:\n- resolving disputed returns or damage claims\n- 'have I read this already?' questions (patrons can opt in to keep their history via their privacy setting)\n- statistics — but those can be kept anonymized in the statistics table"),
        (U, "ok i talked w priya, disputes almost never go past 2 months. so: changing to 90 days. edited the cron"),
        (U, "```\n0 3 * * * koha-foreach --enabled /usr/share/koha/bin/cronjobs/batch_anonymise.pl --days 90 --confirm\n```\nlook right?"),
        (A, "Looks right. `--days 90` anonymizes checkout history older than 90 days and `--confirm` actually applies it. Patrons who chose to keep their history won't be affected. Noted: anonymization window shortened from 180 to 90 days."),
        (U, "ty!"),
    ],
     "facts": [
        {"kind": "change", "turn": 4, "text": "Koha now anonymizes patron checkout history after 90 days instead of 180.",
         "keywords": ["changing to 90 days", "edited the cron"]},
     ],
     "answered": [2, 5]},

    {"id": "c09", "day": "2026-01-14", "turns": [
        (U, "hey 👋 makerspace q. someone donated a big box of abs filament, can we use it on the prusas"),
        (A, "Hi Hannah! Technically yes, the Prusa MK4 can print ABS, but there are caveats:\n- ABS releases styrene and ultrafine particles while printing, so you want an enclosure and real ventilation\n- it warps badly without an enclosure\n- it smells, and patrons nearby will notice\n\nIn a public room without dedicated extraction, most makerspaces stick to PLA (sometimes PETG)."),
        (U, "our makerspace is literally a converted reading room with one window lol"),
        (A, "Then I'd avoid ABS. You could offer the donated filament to a school or hackerspace that has enclosed printers."),
        (U, "what about petg"),
        (A, "PETG emits much less than ABS and doesn't need an enclosure, but it's stringier and sticks very hard to PEI beds (use glue stick as a release layer). It's a reasonable second material once staff are comfortable with it."),
        (U, "ok decided: pla only for now, no abs at all. petg maybe later. gonna give the abs to the high school robotics club"),
        (A, "Noted — PLA only in the makerspace for now, no ABS, PETG to revisit later. Nice idea to donate it to the robotics club!"),
    ],
     "facts": [
        {"kind": "decision", "turn": 6, "text": "Makerspace 3D printers use PLA only; ABS is banned and PETG may be revisited later.",
         "keywords": ["pla only", "no abs at all"]},
     ],
     "answered": [0, 4]},

    {"id": "c10", "day": "2026-01-19", "turns": [
        (U, "renata asked me to look at print pricing, were losing money on color. current is 10c bw, 25c color"),
        (A, "Happy to help. What does a color page actually cost you, including toner, drums and the lease click charge?"),
        (U, "click charge on the canon lease is 0.089 bw and 0.31 color lol"),
        (A, "So you lose about 6 cents on every color page at 25c, while B/W has a small margin. Options:\n1. Color to 35c (covers cost, small buffer)\n2. Color to 50c (round number, common in libraries)\n3. Keep 25c and treat color as a subsidized service\n\nB/W at 10c is fine as is."),
        (U, "50 feels mean, lots of kids print school projects"),
        (U, "ok bumped color to 35c in papercut, bw stays 10c. effective monday"),
        (A, "Got it: color printing goes from 25c to 35c per page in PaperCut starting Monday, B/W unchanged at 10c. You might want a sign by the release stations. Want me to draft one?"),
        (U, "sure"),
        (A, "Here you go:\n\n> **Printing prices are changing**\n> Starting Monday, January 26: black & white 10¢ per page (no change), color 35¢ per page.\n> Questions? Ask at the help desk.\n\nLet me know if you need anything else."),
    ],
     "facts": [
        {"kind": "change", "turn": 5, "text": "Color printing went from 25 to 35 cents a page in PaperCut; black and white stays at 10 cents.",
         "keywords": ["bumped color to 35c", "bw stays 10c"]},
     ],
     "answered": [0, 7]},

    {"id": "c11", "day": "2026-01-23", "turns": [
        (U, "morning. the taglink rfid maintenance contract ends march 31. they sent the renewal at an 18% increase 😬"),
        (A, "Morning! 18% is a steep jump. Options:\n1. Renew but negotiate — ask for a multi-year term at a smaller increase (5–8%)\n2. Issue an RFP for RFID maintenance — a city procurement usually takes 8–12 weeks\n3. Drop the contract and pay time-and-materials for gates and pads\n\nGiven March 31, an RFP is tight but doable if you start this month."),
        (U, "procurement said 10 weeks minimum. so basically now or never"),
        (A, "Then the RFP would need to start around January 20 — so basically now. Alternatively, a short 3-month extension with TagLink at the old rate would buy time."),
        (U, "hmm would they even do that"),
        (A, "Vendors often agree to short extensions to keep the customer, especially if they know an RFP is coming. It doesn't hurt to ask."),
        (U, "ok i dont know yet. need to talk to the director thursday. renew vs rfp is still up in the air"),
        (A, "Noted, I'll treat it as open: renew the TagLink RFID maintenance contract (and negotiate) or go to RFP, to be discussed with the director on Thursday."),
    ],
     "facts": [
        {"kind": "open", "turn": 6, "text": "Undecided whether to renew the TagLink RFID maintenance contract at its 18% increase or go out to RFP.",
         "keywords": ["renew vs rfp", "still up in the air"]},
     ],
     "answered": [4]},

    {"id": "c12", "day": "2026-01-28", "turns": [
        (U, "northgate switch is dying, ports flapping all morning"),
        (U, """here's the log
```
Jan 28 09:02:11 ngt-sw01 ports: port 14 is now off-line
Jan 28 09:02:13 ngt-sw01 ports: port 14 is now on-line
Jan 28 09:02:40 ngt-sw01 ports: port 14 PoE power denied, insufficient power
Jan 28 09:03:02 ngt-sw01 ports: port 9 PoE power denied, insufficient power
```"""),
        (A, "Ports losing PoE with 'insufficient power' — what's on 14 and 9, access points? If several ports are doing it at once and the PoE budget hasn't changed, the switch's power supply is likely failing. How old is it?"),
        (U, "its an hp 2530 from like 2014. multiple ports doing it, aps and the kiosk"),
        (A, "A 2014 switch dropping PoE across multiple ports points to a failing PSU. The 2530 is long out of support, so I'd replace rather than repair. Do you have a spare?"),
        (U, "we have the aruba 6100 that was meant for harbor. stealing it lol"),
        (U, "ok update: replaced the old hp 2530 at northgate with the aruba 6100, all aps back up. harbor needs a new one ordered now"),
        (A, "Great work! Northgate switch replaced (HP 2530 → Aruba 6100), APs and kiosk are back. I'll note that Harbor still needs a replacement switch ordered. Want me to draft the purchase request?"),
        (U, "later, need coffee first ☕"),
    ],
     "facts": [
        {"kind": "change", "turn": 6, "text": "The failing HP 2530 switch at Northgate was replaced with the Aruba 6100 that was meant for Harbor.",
         "keywords": ["replaced the old hp 2530", "aruba 6100"]},
     ],
     "answered": [1]},

    {"id": "c13", "day": "2026-02-02", "turns": [
        (U, "public pcs at riverbend had someone's gmail still logged in this morning 🤦 next patron saw it"),
        (A, "That's a privacy issue worth fixing quickly. Are the public PCs using Deep Freeze or a similar reboot-to-restore tool, and is the reservation software set to wipe the session when it ends?"),
        (U, "deep freeze yes, but the pcs only reboot when someone reboots them. session end just logs out windows, browser data stays till reboot"),
        (A, "That explains it. Fixes:\n1. Schedule a nightly reboot so Deep Freeze restores a clean state every day\n2. Configure the reservation software to reboot (not just log off) at session end\n3. Make browsers clear data on exit via group policy\n\n#2 is the strongest but adds ~90 seconds between patrons."),
        (U, "90s between patrons will annoy front desk at central, lines are long"),
        (U, "ok doing 1 and 3 for sure. nightly reboot at 21:15 after the last closing time. and chrome/edge clear on exit gpo"),
        (A, "Noted: all public PCs reboot nightly at 21:15, and Chrome/Edge clear browsing data on exit via GPO. For Chrome the policy is `ClearBrowsingDataOnExitList`; for Edge it's `ClearBrowsingDataOnExit`."),
        (U, "ty ill push it today"),
    ],
     "facts": [
        {"kind": "decision", "turn": 5, "text": "Public PCs reboot every night at 21:15 and Chrome/Edge clear browsing data on exit via GPO.",
         "keywords": ["nightly reboot at 21:15", "clear on exit gpo"]},
     ],
     "answered": [2]},

    {"id": "c14", "day": "2026-02-06", "turns": [
        (U, "hey. comms wants to get rid of the word 'opac' everywhere, nobody knows what it means"),
        (A, "Fair point — 'OPAC' is library jargon. Common replacements: 'Library Catalog', 'Search the catalog', 'Find books & more'. Also worth looking at the URL if it's something like opac.citylib.org."),
        (U, "it is lol. opac.citylibrary.gov. comms wants catalog.citylibrary.gov"),
        (A, "Doable. Steps:\n1. Add a DNS record for the new hostname\n2. Add it to the Koha Apache vhost and update `OPACBaseURL`\n3. Get a certificate covering both names\n4. 301-redirect the old hostname so bookmarks keep working\n5. Update the kiosks, the website and the Libby integration links"),
        (U, "spelling though. catalog or catalogue. we're canadian-ish lol. no wait we're not, we're in ohio"),
        (U, "ok catalog. done: opac renamed to 'library catalog' in the header, url moved to catalog.citylibrary.gov, old one redirects"),
        (A, "Nice — noted: the OPAC is now called 'Library Catalog' and lives at the new catalog address, with the old opac hostname redirecting. Don't forget step 5 (kiosks, website, Libby links)."),
        (U, "ugh the kiosks. ok tmrw"),
    ],
     "facts": [
        {"kind": "change", "turn": 5, "text": "The OPAC was renamed 'Library Catalog' and moved to catalog.citylibrary.gov; the old opac URL redirects.",
         "keywords": ["opac renamed", "catalog.citylibrary.gov"]},
     ],
     "answered": [0]},

    {"id": "c15", "day": "2026-02-11", "turns": [
        (U, "cert for catalog.citylibrary.gov expires in 9 days. the city cert guy is on vacation till march 😑"),
        (A, "Ouch. Options:\n1. Wait for the city cert admin — risky, 9 days is tight\n2. Buy a DV cert yourself (~$50–100/yr) and get reimbursed\n3. Use Let's Encrypt with certbot — free, automated, 90-day certs renewed automatically\n\nIs the server reachable from the internet on port 80 for the HTTP-01 challenge?"),
        (U, "yes 80 is open, redirects to 443"),
        (A, "Then certbot will work. On Debian/Ubuntu:\n```\nsudo apt install certbot python3-certbot-apache\nsudo certbot --apache -d catalog.citylibrary.gov -d opac.citylibrary.gov\n```\nCertbot installs a systemd timer that renews automatically; check it with `systemctl list-timers | grep certbot`."),
        (U, "is that even allowed by city policy tho"),
        (A, "I can't know your city's policy — worth a quick email to the security office. Many municipalities allow Let's Encrypt for public-facing sites since it's DV and widely trusted."),
        (U, "luis says fine. ok switched: catalog is on lets encrypt now, auto renew via certbot timer. no more manual certs for the ils"),
        (A, "Great! Noted: the catalog moved from the manually issued city certificate to Let's Encrypt, renewed automatically by the certbot timer."),
    ],
     "facts": [
        {"kind": "change", "turn": 6, "text": "The catalog's TLS certificate switched from the manual city-issued cert to Let's Encrypt with automatic certbot renewal.",
         "keywords": ["lets encrypt", "auto renew via certbot timer"]},
     ],
     "answered": [4]},

    {"id": "c16", "day": "2026-02-16", "turns": [
        (U, "morning. 2 staff clicked a phishing link yesterday, fake 'payroll update' email. reset both passwords already"),
        (A, "Good quick response. Next steps I'd suggest:\n- revoke active sessions and refresh tokens for both accounts\n- check for new inbox rules (auto-forwarding is a classic attacker move)\n- search the mail logs for other recipients of the same message and purge it\n- consider enforcing MFA if you haven't yet"),
        (U, """found this on one acct lol
```json
{"rule": "x", "condition": {"subjectContains": ["invoice", "payment"]}, "action": {"forwardTo": "hr-payroll-update@outlook.com", "markAsRead": true, "moveTo": "RSS Feeds"}}
```"""),
        (A, "That's a malicious rule — it hides invoice/payment emails in a folder nobody looks at and forwards them out. Delete it, check the other account for the same thing, and review the sign-in logs for the IPs used. Also block that outlook.com address at the mail gateway."),
        (U, "deleted. ok mfa. right now only IT has it. how painful is it to do everyone, 140 staff"),
        (A, "Moderately painful but worth it. Tips:\n- use number matching in Microsoft Authenticator\n- give staff without smartphones FIDO2 keys or OTP tokens (~$25 each)\n- run 2–3 drop-in help sessions\n- roll out by department so the help desk isn't flooded"),
        (U, "renata approved. mfa mandatory for all staff accounts by march 1. no exceptions, hw tokens for ppl w/o phones"),
        (A, "Noted: MFA becomes mandatory for all staff accounts by March 1, with hardware tokens for staff without smartphones. Let me know if you need anything else, e.g. a staff announcement draft."),
    ],
     "facts": [
        {"kind": "decision", "turn": 6, "text": "MFA is mandatory for all staff accounts by March 1, with hardware tokens for staff who have no smartphone.",
         "keywords": ["mfa mandatory", "by march 1", "hw tokens"]},
     ],
     "answered": [2, 4]},

    {"id": "c17", "day": "2026-02-20", "turns": [
        (U, "makerspace bookings are a mess, we use a google sheet and ppl overwrite each other"),
        (A, "Classic shared-spreadsheet problem. Options:\n1. **LibCal** (Springshare) — built for libraries, equipment + room booking, patron login via the ILS, paid\n2. **A Koha room reservation plugin** — free but fairly limited\n3. **Calendly / Microsoft Bookings** — easy, but patron data lives outside your systems\n\nDo you already pay for any Springshare products?"),
        (U, "we have libguides. not libcal"),
        (A, "Then LibCal might be discounted as an add-on. Worth asking your Springshare rep for a quote."),
        (U, "luis will hate ms bookings bc privacy. libcal is prob $$$"),
        (U, "lemme think about it. honestly still not sure libcal vs koha plugin. need a quote first"),
        (A, "Makes sense. I'll leave it open: LibCal vs. a Koha plugin for makerspace bookings, pending a Springshare quote. In the meantime you could protect the sheet ranges so people can only edit their own rows."),
        (U, "oh good idea, doing that now"),
    ],
     "facts": [
        {"kind": "open", "turn": 5, "text": "Undecided whether makerspace bookings move to LibCal or a Koha plugin; waiting on a Springshare quote.",
         "keywords": ["libcal vs koha plugin", "need a quote first"]},
     ],
     "answered": [0]},

    {"id": "c18", "day": "2026-02-25", "turns": [
        (U, "kiosk vendor pushed firmware on a saturday and broke checkout at 3 branches for 2 hrs. saturdays are our busiest day!!"),
        (A, "That's painful. Most kiosk vendors let you set a maintenance window or require approval before updates roll out. Do you have a support portal where you can set update preferences?"),
        (U, "there's a 'deployment schedule' thing in their portal i think"),
        (A, "That's likely it. You'd want updates only on a low-traffic day, early before opening, and ideally tested on one kiosk first (a pilot ring)."),
        (U, "mondays we open at 10, so monday 7-9am? pilot on the central staff-room kiosk the friday before?"),
        (A, "That works: pilot on the Central staff-room kiosk on Friday, then deploy to all kiosks Monday 07:00–09:00 if nothing breaks over the weekend."),
        (U, "yep ship it. set the schedule in the portal: firmware only mondays 7-9, pilot friday"),
        (A, "Noted — kiosk firmware updates only on Mondays 07:00–09:00, after a Friday pilot on the Central staff-room kiosk."),
    ],
     "facts": [
        {"kind": "decision", "turn": 6, "text": "Kiosk firmware updates are deployed only on Mondays 7–9am, after a Friday pilot on the Central staff-room kiosk.",
         "keywords": ["yep ship it", "firmware only mondays 7-9"]},
     ],
     "answered": [2, 4]},

    {"id": "c19", "day": "2026-03-02", "turns": [
        (U, "hey whats the excel formula to sum a column only if the branch column says Eastside"),
        (A, "Hi! Use SUMIF:\n```\n=SUMIF(B:B, \"Eastside\", D:D)\n```\nwhere B is the branch column and D is the amount. For several conditions, use SUMIFS."),
        (U, "and if i want eastside AND category = toner"),
        (A, "`=SUMIFS(D:D, B:B, \"Eastside\", C:C, \"toner\")` — note that in SUMIFS the sum range comes first."),
        (U, "omg that worked. ok lunch. anyone know if the pho place on 5th reopened"),
        (A, "I don't have local info, sorry! Hope it's open 🍜"),
        (U, "it is!! brb"),
        (U, "back. stuffed. thanks for the formula"),
        (A, "Glad it helped! Let me know if you need anything else."),
    ],
     "facts": [],
     "answered": [0, 2]},

    {"id": "c20", "day": "2026-03-06", "turns": [
        (U, "working on the fy27 capital request. due friday. what should i ask for on wifi"),
        (A, "Happy to help. What's the current state — how many APs, which model, how old?"),
        (U, "about 60 aps, mostly aruba 205s from 2017. eol. central has 14, the rest spread across 6 branches"),
        (A, "AP-205s are end of support, so replacement is easy to justify. Rough estimate with Wi-Fi 6 APs (e.g. Aruba AP-505) at ~$650 per AP including licenses:\n- 60 APs × $650 = $39,000\n- mounts/cabling contingency ~10% = $3,900\n- installation labour if not in-house ~$5,000\n\nTotal ≈ $48,000."),
        (U, "we'd do the install ourselves tho. aisha would kill me if i paid someone"),
        (A, "Then you could drop to ~$43k, or keep the $5k as contingency for cabling surprises — older branches often need new cable drops."),
        (U, "keep it, oak hill cabling is ancient. ok final: requesting $48k for wifi ap replacement in fy27 capital"),
        (A, "Noted: the FY27 capital request includes $48,000 to replace ~60 Wi-Fi APs, with the labour line kept as cabling contingency."),
    ],
     "facts": [
        {"kind": "decision", "turn": 6, "text": "The FY27 capital request asks for $48k to replace about 60 end-of-life Wi-Fi access points.",
         "keywords": ["requesting $48k", "wifi ap replacement", "fy27 capital"]},
     ],
     "answered": [0]},

    {"id": "c21", "day": "2026-03-11", "turns": [
        (U, "ok weird one. board member asked if we filter the wifi. we filter the kids pcs (cipa) but not the wifi"),
        (A, "That's a common setup. CIPA generally requires filtering on all library internet access if you receive E-rate discounts for internet access, though adults can ask for unblocking. Do you take E-rate for internet service, or only for internal connections?"),
        (U, "both i think?? need to check with finance"),
        (A, "If E-rate covers your internet access, the Wi-Fi likely needs CIPA-compliant filtering too. Options: DNS-based filtering on the guest SSID, or a separate adult SSID where filtering can be disabled on request. I'd confirm with your E-rate consultant before changing anything."),
        (U, "adult ssid sounds like a headache. also privacy ppl will scream"),
        (U, "ok not deciding this week. open q: do we need cipa filtering on public wifi. waiting on finance re erate"),
        (A, "Noted as open: whether CIPA filtering is required on the public Wi-Fi, pending finance confirming what E-rate covers."),
        (U, "thx. is it friday yet 😩"),
        (A, "Almost! Hang in there."),
    ],
     "facts": [
        {"kind": "open", "turn": 5, "text": "Unresolved whether CIPA content filtering is required on the public Wi-Fi; waiting on finance to confirm what E-rate covers.",
         "keywords": ["do we need cipa filtering", "waiting on finance"]},
     ],
     "answered": [0]},

    {"id": "c22", "day": "2026-03-16", "turns": [
        (U, "the new latitudes arrived! 24 boxes in the hallway, renata is not happy"),
        (A, "Congrats (and sorry, Renata)! Are you imaging them with MDT/WDS like before, or looking at Autopilot?"),
        (U, "was gonna do mdt like always but it takes me like 2 hrs per laptop"),
        (A, "With Windows Autopilot + Intune you register the hardware hashes (Dell can upload them for you if you ordered through a partner) and the laptops configure themselves when staff sign in. Apps and policies come from Intune. Setup is a day or two of work up front, then each device is ~30 min, mostly unattended."),
        (U, "we have m365 e3 so intune is included right"),
        (A, "Yes, Microsoft 365 E3 includes Intune, and Entra ID P1 which Autopilot needs."),
        (U, "ok switching: staff laptops move from mdt to intune autopilot starting with this batch. mdt server retires after"),
        (U, "also while im at it, staff wont get local admin anymore. too many random installs"),
        (A, "Noted on both:\n- staff laptop deployment moves from MDT to Intune Autopilot, starting with the Latitude batch; the MDT server will be retired afterwards\n- staff no longer get local admin rights. Consider the Company Portal for self-service installs of common apps so people aren't stuck."),
        (U, "company portal yes. ty!"),
    ],
     "facts": [
        {"kind": "change", "turn": 6, "text": "Staff laptop deployment switched from MDT imaging to Intune Autopilot, starting with the new Latitude batch; the MDT server will be retired.",
         "keywords": ["mdt to intune autopilot", "mdt server retires"]},
        {"kind": "decision", "turn": 7, "text": "Staff no longer get local admin rights on their laptops.",
         "keywords": ["wont get local admin", "random installs"]},
     ],
     "answered": [4]},

    {"id": "c23", "day": "2026-03-20", "turns": [
        (U, "patrons say overdue and hold notices are going to spam. gmail especially"),
        (A, "That's usually an email authentication problem. Can you paste the headers from one of the notices that landed in spam?"),
        (U, """```
Authentication-Results: mx.google.com;
       spf=softfail (google.com: domain of transitioning notices@citylibrary.gov does not designate 10.4.2.15 as permitted sender) smtp.mailfrom=notices@citylibrary.gov;
       dkim=none;
       dmarc=fail (p=QUARANTINE sp=QUARANTINE dis=QUARANTINE) header.from=citylibrary.gov
```"""),
        (A, "There it is: SPF softfail (the relay's IP isn't in your SPF record), no DKIM signature, so DMARC fails and Gmail quarantines the message. Options:\n1. Add the relay to SPF and set up DKIM signing on the on-prem relay\n2. Send notices through a transactional email service (Mailgun, SendGrid, Amazon SES) that handles DKIM and sending reputation for you\n\nOption 2 is usually more reliable for bulk notices."),
        (U, "city has a mailgun account already for the utility bills"),
        (A, "Then reuse it: set up a sending subdomain in Mailgun, add its SPF/DKIM records, and point Koha's SMTP server settings at smtp.mailgun.org port 587."),
        (U, "done. switched koha notices from the old on-prem relay to mailgun, sending from notices.citylibrary.gov. test to my gmail landed in inbox 🎉"),
        (A, "🎉 Noted: Koha patron notices now go out through Mailgun from the notices subdomain instead of the on-prem relay."),
    ],
     "facts": [
        {"kind": "change", "turn": 6, "text": "Koha patron notices switched from the on-prem mail relay to Mailgun, sent from notices.citylibrary.gov.",
         "keywords": ["switched koha notices", "mailgun", "notices.citylibrary.gov"]},
     ],
     "answered": [0]},

    {"id": "c24", "day": "2026-03-25", "turns": [
        (U, "koha is slow as molasses today. staff search taking 8-10 sec"),
        (A, "Let's check resources first. What do `free -h` and `top` show on the Koha VM?"),
        (U, """```
               total        used        free      shared  buff/cache   available
Mem:           7.8Gi       7.4Gi       112Mi       201Mi       300Mi       180Mi
Swap:          2.0Gi       1.9Gi       100Mi
```
mysqld at 5.9g res, java (elasticsearch) 1.6g"""),
        (A, "You're out of memory and deep into swap — that's the slowness. MariaDB's buffer pool plus Elasticsearch on the same box won't fit in 8 GB. Options:\n- increase the VM to 16 GB and set `innodb_buffer_pool_size` to ~8G\n- move Elasticsearch to its own VM\n- both (best long-term)"),
        (U, "vcenter host has room. ok bumped the koha vm from 8 to 16gb ram, buffer pool 8G. es split is a project for later"),
        (A, "Noted: Koha VM RAM raised from 8 GB to 16 GB with innodb_buffer_pool_size at 8G; moving Elasticsearch out is deferred. After the restart, keep an eye on swap for a day."),
        (U, "searches back to under 1s. youre a legend"),
        (A, "Glad it's fast again! Let me know if you need anything else."),
    ],
     "facts": [
        {"kind": "change", "turn": 4, "text": "The Koha VM was increased from 8 GB to 16 GB of RAM, with the InnoDB buffer pool set to 8G.",
         "keywords": ["bumped the koha vm from 8 to 16gb", "buffer pool 8G"]},
     ],
     "answered": [0]},

    {"id": "c25", "day": "2026-03-30", "turns": [
        (U, "q for you. our wifi controller keeps association logs with MAC addresses for 30 days. is that too long?"),
        (A, "It depends on why you keep them. Common reasons: troubleshooting, abuse complaints (e.g. copyright notices forwarded by the ISP), and law enforcement requests. Privacy-focused libraries often keep 7 days or less; some keep nothing beyond 24 hours. MAC randomization on modern phones makes them less identifying, but they still count as personal data in many frameworks."),
        (U, "we got 2 dmca notices last year. both took like 2 weeks to reach us from the isp"),
        (A, "That's the tension: if notices arrive after 14 days and you keep 7, you can't act on them — which may actually be fine from a privacy standpoint, since the library generally isn't obliged to identify patrons. Many libraries choose that deliberately."),
        (U, "hmm. aisha wants 30 for troubleshooting. i want 7. renata says whatever the ALA says lol"),
        (U, "not resolving today. open: wifi mac log retention 30 vs 7 days"),
        (A, "Noted as open: Wi-Fi MAC address log retention — 30 days (Aisha, troubleshooting) vs 7 days (Luis, privacy). ALA's privacy guidelines favour keeping only what's needed for the shortest time, which might help frame the discussion."),
    ],
     "facts": [
        {"kind": "open", "turn": 5, "text": "Still open whether Wi-Fi MAC address logs should be kept 30 days (Aisha) or 7 days (Luis).",
         "keywords": ["mac log retention", "30 vs 7 days"]},
     ],
     "answered": [0]},

    {"id": "c26", "day": "2026-04-03", "turns": [
        (U, "we got the glowforge approved!!! 🎉🎉"),
        (A, "Congrats! 🎉 Laser cutters are hugely popular. Have you thought about safety rules yet? The main risks are fire (never leave it running unattended), toxic fumes from the wrong materials (PVC releases chlorine gas), and eye safety."),
        (U, "yeah thats what im worried about. do other libraries make ppl take a class"),
        (A, "Most do. Typical models:\n- a required 1-hour safety orientation before first use, tracked on the patron record\n- supervised use only (staff present)\n- materials from an approved list only\n\nMany combine all three."),
        (U, "ok here's my plan. patrons need to do a 1 hr safety class first, staff must be in the room, only materials from our approved list. no pvc obviously"),
        (A, "Sounds solid. For tracking, you could add a patron attribute in Koha like `LASER_CERT` holding the date they passed."),
        (U, "oh nice idea. ok agreed then, thats the policy. ill ask priya about the attribute"),
        (A, "Noted: laser cutter policy — 1-hour safety class required first, staff present during use, approved materials only. Tracking via a Koha patron attribute, to discuss with Priya."),
    ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "Patrons must take a 1-hour safety class before using the laser cutter; staff must be present and only approved materials are allowed.",
         "keywords": ["1 hr safety class", "staff must be in the room", "approved list"]},
     ],
     "answered": [2]},

    {"id": "c27", "day": "2026-04-08", "turns": [
        (U, "riverbend ricoh is dead dead. fuser error SC542 again, tech says its not worth fixing"),
        (A, "SC542 is a fuser temperature error; when it keeps coming back on an older unit, the fuser and thermistor are usually both worn. If the tech says it's not worth repairing, replacement makes sense. Is that printer leased or owned?"),
        (U, "owned, 2016. the lease covers the central and eastside canons"),
        (A, "Adding Riverbend to the existing Canon lease would keep consumables and the PaperCut setup consistent. An imageRUNNER ADVANCE DX C3826 would be similar capacity."),
        (U, "checking w vendor... they can drop one off thursday"),
        (U, "ok done deal, riverbend ricoh replaced with a canon imagerunner c3826 on the lease, arriving thurs. ill set up papercut"),
        (A, "Noted: Riverbend's Ricoh is replaced by a Canon imageRUNNER ADVANCE DX C3826 added to the Canon lease, delivery Thursday. Remember to add it to the PaperCut print queue and the Find-Me queue."),
        (U, "yup. and recycle the ricoh. it owes me nothing"),
    ],
     "facts": [
        {"kind": "change", "turn": 5, "text": "Riverbend's dead Ricoh printer is replaced by a Canon imageRUNNER C3826 added to the Canon lease.",
         "keywords": ["riverbend ricoh replaced", "canon imagerunner c3826"]},
     ],
     "answered": [0]},

    {"id": "c28", "day": "2026-04-13", "turns": [
        (U, "hey. after the weekend outage nobody knew who was on call. we need a real rotation"),
        (A, "Agreed, that's worth fixing. Common setups for small teams:\n1. Weekly rotation with handover on a fixed day\n2. Daily rotation — fairer but many more handovers\n3. Split by domain (network vs systems vs desktop)\n\nWith 8 people, weekly gives each person about one week in eight. Who should be on the rotation?"),
        (U, "everyone except me and hannah. hannah is makerspace only, and im the escalation"),
        (A, "That's 6 people, so one week in six each. Which handover day?"),
        (U, "monday 9am at standup. and on call gets the phone + $150/wk stipend, hr approved"),
        (U, "ok agreed: weekly on-call rotation, 6 ppl, handover mondays 9am, renata is escalation. starting april 20"),
        (A, "Noted: weekly on-call rotation across 6 team members (everyone except Renata and Hannah), handover Mondays at the 9am standup, Renata as escalation, $150/week stipend, starting April 20. Want me to draft the rotation calendar?"),
        (U, "yes pls"),
        (A, "Draft (alphabetical to start):\n\n| Week of | On call |\n|---|---|\n| Apr 20 | Aisha Bello |\n| Apr 27 | Kevin Lindqvist |\n| May 4 | Luis Ferreira |\n| May 11 | Marcus Oyelaran |\n| May 18 | Priya Raman |\n| May 25 | Tomasz Wierzbicki |\n\nThen it repeats. Let me know if you need anything else."),
    ],
     "facts": [
        {"kind": "decision", "turn": 5, "text": "IT has a weekly on-call rotation of 6 people with handover Mondays at 9am; Renata is the escalation point.",
         "keywords": ["weekly on-call rotation", "handover mondays 9am"]},
     ],
     "answered": [7]},

    {"id": "c29", "day": "2026-04-17", "turns": [
        (U, "harbor lost internet for 5 hrs yesterday, isp cut a fiber doing roadwork. kiosks offline, pcs dead, staff couldnt even check out books"),
        (A, "That's rough. For single-ISP branches, cellular failover is the usual fix. Options:\n- an LTE/5G modem on the firewall's second WAN (~$300 + ~$40/mo data plan)\n- a second wired ISP (more bandwidth, but the same roadwork could cut both if they share a conduit)\n- do nothing and rely on kiosk offline mode"),
        (U, "what firewall do we have there again… fortigate 60f i think"),
        (A, "The FortiGate 60F works with a FortiExtender (or a supported USB LTE modem) as WAN failover using SD-WAN rules. You'd prioritize staff/ILS traffic and probably block public Wi-Fi on the LTE link to save data."),
        (U, "yes block public on lte for sure, the data would be gone in an hour"),
        (U, "ok decision: adding fortiextender lte failover at harbor, staff + kiosks only over lte. if it works well maybe oak hill next"),
        (A, "Noted: Harbor gets a FortiExtender LTE failover carrying staff and kiosk traffic only (no public Wi-Fi). Oak Hill is a possible next site."),
    ],
     "facts": [
        {"kind": "decision", "turn": 5, "text": "Harbor branch gets a FortiExtender LTE internet failover, carrying only staff and kiosk traffic.",
         "keywords": ["fortiextender lte failover at harbor", "staff + kiosks only"]},
     ],
     "answered": [2]},

    {"id": "c30", "day": "2026-04-22", "turns": [
        (U, "hoopla bill for march was $6,900. our cap is 6000 and we blew past it?? how"),
        (A, "Hoopla's monthly cap stops new borrows once spending hits the limit, but small overages can happen. $900 over is a lot though — could the cap have been changed?"),
        (U, "oh. someone set it to 7000 in feb during the snow closure. ok mystery solved lol"),
        (A, "Ha, that explains it! Do you want it back at $6,000?"),
        (U, "actually no. budget is tight, renata wants us to cut. thinking 4500? or lower the per-patron limit instead"),
        (A, "Both work. A lower monthly cap means borrowing stops late in the month when the money runs out (patrons hate that); a lower per-patron limit (e.g. 8 → 5 borrows/month) spreads access more evenly. Many libraries combine a modest cap with a lower per-patron limit."),
        (U, "hmm. ok fine, cap to $4500/month, per patron stays 8. lets see what happens in may"),
        (A, "Noted: Hoopla monthly cap lowered to $4,500 (from $6,000, and from the temporary $7,000); the per-patron limit stays at 8 borrows a month. Review after May."),
    ],
     "facts": [
        {"kind": "change", "turn": 6, "text": "The Hoopla monthly spending cap was lowered to $4,500; the per-patron limit stays at 8 borrows.",
         "keywords": ["cap to $4500/month", "per patron stays 8"]},
     ],
     "answered": [0]},

    {"id": "c31", "day": "2026-04-27", "turns": [
        (U, "hi can you help me write a polite email. a patron left a usb stick in a public pc at central and we found it. dont want to say too much about whats on it obviously"),
        (A, "Of course! Here's a draft:\n\n> Subject: Item found at Central Library\n>\n> Hello,\n>\n> A USB drive was found at one of the public computers at Central Library on April 25. If it's yours, you can pick it up at the Information Desk during open hours. Please bring a photo ID.\n>\n> Best regards,\n> Central Library\n\nLet me know if you want it shorter."),
        (U, "wait how do we even know whose it is. we dont, right? the pc reservation log says who was on that pc but"),
        (A, "Good catch — using the reservation log to identify and contact the patron could conflict with your privacy policy, since that data is there to manage sessions, not to reach people. The safer route is the normal lost & found process without contacting anyone. Luis would know for sure."),
        (U, "yeah lol luis would kill me. ill just put it in lost and found like normal"),
        (A, "Sounds wise. Let me know if you need anything else."),
        (U, "thx. also whats a good excuse to skip the 4pm meeting 😂"),
        (A, "'Sorry, I'm helping a patron' is always true in a library 😄"),
    ],
     "facts": [],
     "answered": [0, 2]},

    {"id": "c32", "day": "2026-05-01", "turns": [
        (U, "branch managers want longer pc sessions. currently 60 min with one 15 min extension if nobody's waiting"),
        (A, "What does usage look like? If PCs are rarely all busy, longer sessions cost nothing; at busy branches they increase wait times."),
        (U, "here's the export from the reservation system for april\n```\nbranch     avg_util  peak_util  avg_wait_min\ncentral    71%       100%       12\neastside   44%       88%        3\nriverbend  38%       75%        0\noak hill   29%       63%        0\nnorthgate  52%       94%        4\nharbor     33%       70%        0\nmillbrook  41%       81%        1\n```"),
        (A, "Only Central really saturates, with a 12-minute average wait. Options:\n1. 90 minutes everywhere\n2. 90 minutes everywhere except Central (keep 60 there)\n3. 120 minutes at the quiet branches, 60 at Central\n\nOption 2 looks like a good balance."),
        (U, "different rules per branch confuses ppl tho, they go to multiple branches"),
        (U, "ugh. ok. 90 min everywhere incl central, extension stays 15. central can live with it"),
        (A, "Noted: public PC sessions go from 60 to 90 minutes at all branches including Central, and the 15-minute extension stays. Might be worth re-checking Central's wait times in a month."),
        (U, "yeah ill pull the report in june"),
    ],
     "facts": [
        {"kind": "change", "turn": 5, "text": "Public PC sessions went from 60 to 90 minutes at every branch, including Central; the 15-minute extension stays.",
         "keywords": ["90 min everywhere", "extension stays 15"]},
     ],
     "answered": [0]},

    {"id": "c33", "day": "2026-05-06", "turns": [
        (U, "priya wants online self registration so ppl can get a card without coming in. koha has PatronSelfRegistration built in"),
        (A, "Yes, the `PatronSelfRegistration` system preference turns it on. Key settings:\n- `PatronSelfRegistrationDefaultCategory` — use a temporary/limited category until ID is verified\n- `PatronSelfRegistrationVerifyByEmail` — requires email confirmation\n- `PatronSelfRegistrationBorrowerMandatoryField` — which fields are required\n\nSpam sign-ups are the main headache, so keep the CAPTCHA on."),
        (U, "luis is worried about collecting address + dob online without a privacy notice. is there a way to auto delete the unverified ones"),
        (A, "Fair concern. Put a privacy notice on the form, collect only what's needed (skip date of birth unless you need it for juvenile cards), and purge unverified registrations, e.g. `misc/cronjobs/cleanup_database.pl --del-unv-selfreg 14` to delete them after 14 days."),
        (U, "k. brb"),
        (U, "back. talked to both. no decision, luis wants the privacy notice reviewed by city legal first. could be weeks"),
        (A, "Understood. Open item: whether to turn on Koha online self-registration, waiting on city legal's review of the privacy notice."),
    ],
     "facts": [
        {"kind": "open", "turn": 5, "text": "Online patron self-registration in Koha is undecided until city legal reviews the privacy notice.",
         "keywords": ["no decision", "reviewed by city legal"]},
     ],
     "answered": [2]},

    {"id": "c34", "day": "2026-05-11", "turns": [
        (U, "patron pins are 4 digits. someone brute forced a pin on the libby login last week, 3 accounts got holds placed 🙃"),
        (A, "Four-digit PINs have only 10,000 combinations, so without rate limiting they're easy to guess. Options:\n1. Require longer PINs (6+ digits)\n2. Lock accounts after N failed attempts (Koha: `FailedLoginAttempts`)\n3. Both\n\nIs Libby authenticating against Koha over SIP2?"),
        (U, "yep sip2"),
        (A, "Then set `FailedLoginAttempts` (5 is typical) and check it's enforced for SIP2 logins on your version. For PIN length, use the minimum password length setting per patron category."),
        (U, "ok doing both. failed attempts = 5. min pin length 6 now, was 4. existing ppl get forced to change at next login"),
        (A, "Noted: patron PIN minimum raised from 4 to 6 digits, lockout after 5 failed attempts, existing patrons must set a new PIN at next login. Heads up: circulation desks will get a wave of 'I can't log in' calls, so maybe give them a script."),
        (U, "oh good point. can u write one"),
        (A, "Sure:\n> 'To keep your account safe, library PINs now need at least 6 digits. I can reset yours now — just show me your card and ID, then choose a new 6-digit PIN on the keypad.'\n\nLet me know if you need anything else."),
    ],
     "facts": [
        {"kind": "change", "turn": 4, "text": "Patron PINs must now be at least 6 digits instead of 4, and accounts lock after 5 failed logins.",
         "keywords": ["min pin length 6", "failed attempts = 5"]},
     ],
     "answered": [6]},

    {"id": "c35", "day": "2026-05-15", "turns": [
        (U, "can the makerspace arduinos and the prusas go on the public wifi? they need internet for octoprint updates"),
        (A, "I'd keep them off the public Wi-Fi: client isolation on the guest SSID would block staff laptops from reaching OctoPrint, and devices on a public network are exposed to every patron. A separate VLAN/SSID for makerspace devices is the usual approach."),
        (U, "aisha said she has spare vlans. 40 is free?"),
        (A, "I can't see your switch config, but if 40 is free you could create VLAN 40 'MAKER-IOT' with its own WPA2-PSK SSID, internet allowed, and firewall rules blocking the staff and ILS networks. Staff laptops can reach OctoPrint through a specific firewall rule."),
        (U, "aisha confirms 40 is free. ok we'll use vlan 40 for makerspace devices, separate ssid 'maker-iot', no access to staff net"),
        (A, "Noted: makerspace devices go on VLAN 40 with a separate 'maker-iot' SSID, internet allowed, blocked from the staff network."),
        (U, "ty, gonna go pretend i understand vlans now 😅"),
        (A, "You did great! Let me know if you need anything else."),
    ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "Makerspace devices (3D printers, Arduinos) go on VLAN 40 with their own 'maker-iot' SSID, cut off from the staff network.",
         "keywords": ["we'll use vlan 40", "maker-iot"]},
     ],
     "answered": [0, 2]},

    {"id": "c36", "day": "2026-05-20", "turns": [
        (U, "oak hill kiosk rfid pad misreads like 1 in 5 items. patrons scanning stuff 3 times"),
        (A, "RFID pad misreads usually come from: metal nearby (shelving, a laptop), items stacked so tags overlap, or a degraded antenna/reader. Have you tried recalibrating the pad from the kiosk admin menu?"),
        (U, "recalibrated twice. moved it away from the metal book drop too. still bad"),
        (A, "Then the reader is probably failing. Options:\n1. Maintenance call to TagLink — but your contract status may matter\n2. Buy a replacement pad (~$800–1,200)\n3. Swap pads with a lower-traffic kiosk as a test"),
        (U, "the contract is the thing renata is still figuring out. dont wanna pay 1200 if they fix it for free next month"),
        (U, "ok i'll swap pads with the millbrook kiosk as a test. but replace vs wait for vendor is still open, need renata"),
        (A, "Noted: swapping pads with Millbrook as a diagnostic, and leaving open whether to buy a new pad for Oak Hill or wait for TagLink once the contract is sorted."),
    ],
     "facts": [
        {"kind": "open", "turn": 5, "text": "Open whether to buy a new RFID pad for the Oak Hill kiosk or wait for the vendor; pads are swapped with Millbrook as a test.",
         "keywords": ["replace vs wait for vendor", "still open"]},
     ],
     "answered": [0]},

    {"id": "c37", "day": "2026-05-25", "turns": [
        (U, "our ticketing is literally the itsupport@ inbox. stuff gets lost. i want a real helpdesk"),
        (A, "Good call. Options by cost:\n1. **osTicket** — free, self-hosted, email piping, SLA plans; someone has to host it\n2. **Freshservice / Zendesk** — SaaS, roughly $19–55 per agent per month\n3. **Jira Service Management** — free for a few agents, paid beyond\n\nFor 8 people on a tight budget, osTicket is popular with public libraries."),
        (U, "zendesk would be like $3k a year for us right"),
        (A, "Roughly: 8 agents × ~$25–55/month ≈ $2,400–5,300 a year depending on the plan."),
        (U, "yeah no. tomasz says he can host osticket on the existing web vm"),
        (U, "ok lets go with osticket. itsupport@ gets piped into it. go live may 26, old inbox becomes read only"),
        (A, "Noted: the IT helpdesk moves from the shared itsupport@ inbox to osTicket on the existing web VM, with itsupport@ piped in. Go-live May 26; the old inbox becomes read-only."),
        (U, "🙏"),
    ],
     "facts": [
        {"kind": "change", "turn": 5, "text": "IT support requests move from the itsupport@ inbox to a self-hosted osTicket helpdesk, live from May 26.",
         "keywords": ["lets go with osticket", "go live may 26"]},
     ],
     "answered": [2]},

    {"id": "c38", "day": "2026-05-29", "turns": [
        (U, "good news, the fy27 ap money got released early. 60 aruba 505s coming next week"),
        (A, "That's great news! Want to plan the rollout order? Usually you either start at the highest-traffic site to get the most benefit, or at a small branch as a pilot to shake out config issues."),
        (U, "pilot at small branch sounds smart but central is where the complaints come from"),
        (A, "A compromise: swap 2 APs in Central's staff area as a test first, then all of Central, then Eastside and the rest."),
        (U, "ok fine: central first, then eastside, then the others by size. starting june 8"),
        (U, "oh and while we're touching the config. can we rename the ssid? 'CityLib-Guest' sounds like you need a password"),
        (A, "Sure. Something like 'CityLibrary-Free' or 'Library Free WiFi'. Renaming means every device has to rejoin, and you'll need to update signage and the website — doing it during the AP swap makes sense since people reconnect anyway."),
        (U, "renaming to CityLibrary-Free with the new aps. signs are on marcus"),
        (A, "Noted:\n- AP rollout: Central first (starting June 8), then Eastside, then the other branches by size\n- guest SSID renamed from 'CityLib-Guest' to 'CityLibrary-Free' during the rollout; Marcus handles the signs"),
    ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "The new Wi-Fi AP rollout starts June 8 at Central, then Eastside, then the remaining branches by size.",
         "keywords": ["central first, then eastside", "starting june 8"]},
        {"kind": "change", "turn": 7, "text": "The guest Wi-Fi SSID is renamed from CityLib-Guest to CityLibrary-Free with the new APs; Marcus does the signs.",
         "keywords": ["renaming to CityLibrary-Free", "signs are on marcus"]},
     ],
     "answered": [5]},

    {"id": "c39", "day": "2026-06-03", "turns": [
        (U, "summer reading starts june 15. youth services wants an app this year instead of paper logs"),
        (A, "Popular options:\n- **Beanstack** — the most widely used: reading logs, badges, school integrations, a few thousand a year depending on size\n- **READsquared** — similar, sometimes cheaper\n- **Google Forms + spreadsheet** — free but lots of manual work\n\nDo you need it to log in with library cards?"),
        (U, "ideally. does beanstack do card login with koha"),
        (A, "Beanstack supports patron authentication via SIP2 against the ILS, so library card + PIN login works with Koha. They also accept CSV patron imports."),
        (U, "readsquared quote was 2800 beanstack 3400. but youth ppl already used beanstack at their old library"),
        (U, "eh. the 600 isn't worth the retraining. going with beanstack, signing this week. sip2 login"),
        (A, "Noted: summer reading will use Beanstack with SIP2 library card login, contract signed this week. Luis may want to review the data sharing terms, since it's patron data at a third party."),
        (U, "ugh yes. ill cc him"),
    ],
     "facts": [
        {"kind": "decision", "turn": 5, "text": "Summer reading uses Beanstack rather than READsquared, with library card login over SIP2.",
         "keywords": ["going with beanstack", "sip2 login"]},
     ],
     "answered": [2]},

    {"id": "c40", "day": "2026-06-08", "turns": [
        (U, "windows 10 has been EOL since october and we still have 70 public pcs on it 😬 we're paying for ESU"),
        (A, "Yep, Windows 10 reached end of support in October 2025, so ESU is only a stopgap. What's blocking the upgrade — hardware (TPM 2.0, CPU generation) or software?"),
        (U, "hardware is fine on like 60 of them. 10 are too old, 7th gen intel"),
        (A, "Then you can move the 60 with a fresh Windows 11 image (re-applying Deep Freeze) and replace the 10. Summer is usually quiet for schools... although for libraries summer is peak season, so after-hours work is probably better."),
        (U, "lol yes summer is our busiest. we do it after close, 10 a night"),
        (U, "deadline aug 15 for all 60. the 10 old ones get pulled and replaced from the laptop leftovers budget"),
        (A, "Noted: public PCs move to Windows 11 after closing, about 10 per night, deadline August 15. The 10 incompatible PCs get replaced from the leftover laptop budget."),
    ],
     "facts": [
        {"kind": "decision", "turn": 5, "text": "All 60 compatible public PCs must be on Windows 11 by Aug 15; the 10 too-old ones are replaced.",
         "keywords": ["deadline aug 15", "10 old ones get pulled"]},
     ],
     "answered": [0]},

    {"id": "c41", "day": "2026-06-12", "turns": [
        (U, "nagios sent 400 emails last night because one switch rebooted. i'm done with nagios"),
        (A, "Alert storms like that are usually fixed with parent/child host dependencies, so hosts behind a switch are suppressed when it goes down. But if you want to replace it: Zabbix, Checkmk, Prometheus + Alertmanager, or LibreNMS (network-focused)."),
        (U, "which one is least work for a guy who also runs the ils and backups lol"),
        (A, "For a one-person shop: **Zabbix** or **Checkmk Raw** — both have agent auto-discovery, templates for Linux/Windows/SNMP switches, and built-in dependency handling. Zabbix has a bigger community; Checkmk is quicker to set up. Prometheus is powerful but more assembly required."),
        (U, "zabbix has the aruba templates already"),
        (U, "ok replaced nagios with zabbix 7.0 lts, running on a new vm mon01. alerts go to the oncall phone via telegram, not email anymore"),
        (A, "Noted: monitoring moved from Nagios to Zabbix 7.0 LTS on VM mon01, with alerts going to the on-call phone via Telegram instead of email. Remember to set host dependencies so you don't get another storm!"),
        (U, "ha yes already did. 1 alert instead of 400"),
    ],
     "facts": [
        {"kind": "change", "turn": 5, "text": "Monitoring moved from Nagios to Zabbix 7.0 LTS on mon01, with alerts sent to the on-call phone via Telegram instead of email.",
         "keywords": ["replaced nagios with zabbix", "via telegram"]},
     ],
     "answered": [2]},

    {"id": "c42", "day": "2026-06-17", "turns": [
        (U, "doing the privacy review for beanstack. their DPA says they can use 'de-identified data' for product improvement"),
        (A, "That's a common clause. Questions to ask them: how is data de-identified, can it be re-identified, is it shared with third parties, and can you opt out? Since kids under 13 will register, also check their COPPA compliance."),
        (U, "kids under 13 yeah 🙃 ok who does the impact assessment. me? priya? youth services?"),
        (A, "Typically the privacy/security lead drives it, the service owner (Priya, who contracted it) supplies the details, and the director signs off. But it varies by organization."),
        (U, "priya says its mine, i say its hers since she signed it lol"),
        (U, "leaving it, need renata to decide who owns beanstack dpia. not me hopefully"),
        (A, "Noted as open: who owns the data protection impact assessment for Beanstack (Luis or Priya), for Renata to decide."),
    ],
     "facts": [
        {"kind": "open", "turn": 5, "text": "Unresolved who owns the Beanstack data protection impact assessment; Renata has to choose between Luis and Priya.",
         "keywords": ["who owns beanstack dpia", "need renata to decide"]},
     ],
     "answered": [2]},

    {"id": "c43", "day": "2026-06-22", "turns": [
        (U, "makerspace is open tue-fri 12-7. families keep asking for weekends"),
        (A, "Weekend hours are popular for makerspaces, especially with families. Do you have staff for it, and is the building open Saturdays?"),
        (U, "building open sat 9-5. i can shift my schedule, take a weekday off instead"),
        (A, "Then a Saturday slot inside building hours, e.g. 10–4, leaves time for setup and cleanup. You could drop one weekday to keep your total hours the same."),
        (U, "ok new hours: makerspace now open saturdays 10-4, closed tuesdays. starting july 11"),
        (A, "Noted: starting July 11 the makerspace is open Wednesday–Friday 12–7 and Saturday 10–4, closed Tuesdays. Remember to update the website and the Google Business listing."),
        (U, "wed-fri 12-7 yes correct. and the google listing, forgot that exists lol. thx!"),
    ],
     "facts": [
        {"kind": "change", "turn": 4, "text": "The makerspace is now open Saturdays 10–4 and closed Tuesdays, starting July 11.",
         "keywords": ["open saturdays 10-4", "closed tuesdays"]},
     ],
     "answered": []},

    {"id": "c44", "day": "2026-06-26", "turns": [
        (U, "hey can u explain wpa2 vs wpa3 like im 5. presenting to the board thursday"),
        (A, "Sure! Think of a Wi-Fi password like a secret handshake:\n- **WPA2**: if someone records you doing the handshake, they can go home and try guesses offline as long as they like\n- **WPA3**: every handshake is different, so a recording doesn't help — they'd have to guess live, one try at a time\n\nThere's also **Enhanced Open (OWE)**, which encrypts traffic on networks with no password, so people in a café can't snoop on each other."),
        (U, "ooh the open network thing is relevant for us right? public wifi has no password"),
        (A, "Exactly — that's the part the board would care about. With OWE, patrons on the free Wi-Fi get encrypted connections without needing a password. Older devices may not support it, which is why many networks run it in transition mode."),
        (U, "perfect. can u make it 3 bullet points for a slide"),
        (A, "- WPA3 makes Wi-Fi passwords much harder to crack\n- Enhanced Open encrypts public Wi-Fi without a password\n- Older devices keep working in transition mode\n\nLet me know if you need anything else!"),
        (U, "ur the best"),
    ],
     "facts": [],
     "answered": [0, 2, 4]},

    {"id": "c45", "day": "2026-07-01", "turns": [
        (U, "finance flagged us, someone ordered toner on amazon for 3x the price of the county contract"),
        (A, "Ouch. Was it urgent, or just convenience?"),
        (U, "convenience. kevin ran out at eastside and panicked lol"),
        (A, "Happens! To avoid it: keep one spare of each toner per printer at each branch, have PaperCut or the printers email you at 20% toner, and order through the county contract as standard."),
        (U, "ok from now on all toner goes thru the county office depot contract, no amazon. 1 spare per printer per branch, i'll keep the list"),
        (A, "Noted: toner is ordered only through the county Office Depot contract (no Amazon), with one spare cartridge per printer at each branch; Marcus keeps the list."),
        (U, "and tell kevin hes forgiven 😂"),
        (A, "I'll leave that message to you 😄"),
    ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "All toner is bought through the county Office Depot contract (no Amazon), keeping one spare per printer at each branch.",
         "keywords": ["county office depot contract", "no amazon", "1 spare per printer"]},
     ],
     "answered": []},

    {"id": "c46", "day": "2026-07-06", "turns": [
        (U, "bad news, city cut 4% midyear from every dept. i need to find 11k"),
        (A, "Sorry to hear. The usual candidates for midyear cuts are deferrable purchases and discretionary spending. What's still unspent in the IT budget?"),
        (U, "- makerspace vinyl cutter + heat press 3.2k\n- conference travel 4k\n- spare pcs 5k\n- training 2.5k\n- misc 1.8k"),
        (A, "That's $16.5k available. Option A: vinyl cutter + travel + part of spare PCs = 3.2 + 4 + 3.8 = $11k. Option B: keep travel, cut vinyl cutter + spare PCs + training = 3.2 + 5 + 2.5 = $10.7k, plus $300 from misc."),
        (U, "spare pcs we need, the 10 old public ones. hmm"),
        (U, "ok: vinyl cutter pushed to fy28, travel cut entirely, training cut to 0 and misc 1.8k. that's 3.2+4+2.5+1.8 = 11.5. done"),
        (A, "That works and leaves a $500 margin. Noted: the makerspace vinyl cutter is postponed to FY28; conference travel ($4k), training ($2.5k) and misc ($1.8k) are cut; spare PCs are kept."),
        (U, "hannah is gonna be sad. ill tell her"),
    ],
     "facts": [
        {"kind": "decision", "turn": 5, "text": "To absorb a 4% midyear cut, the makerspace vinyl cutter is postponed to FY28 and travel, training and misc budgets are cut.",
         "keywords": ["vinyl cutter pushed to fy28", "travel cut entirely"]},
     ],
     "answered": [0]},

    {"id": "c47", "day": "2026-07-10", "turns": [
        (U, "cisco sent the renewal for umbrella (opendns), 9k for the year. we only use it for malware blocking on staff + the kids pcs"),
        (A, "For DNS-based malware and category filtering, alternatives:\n- **DNSFilter** — popular with libraries and schools, CIPA-ready categories\n- **Cloudflare Gateway** — part of Cloudflare Zero Trust, priced per user\n- **Quad9** — free malware blocking, but no category filtering (not enough for CIPA)"),
        (U, "kids pcs need cipa categories so quad9 is out"),
        (A, "Right. DNSFilter is usually cheaper than Umbrella for public-sector customers and has CIPA category presets. Worth a trial."),
        (U, "got a quote, 3.1k. trial went fine last week, nobody noticed anything"),
        (U, "ok switched: umbrella → dnsfilter for staff and kids pcs. umbrella expires jul 31, not renewing"),
        (A, "Noted: DNS filtering for staff and children's PCs switched from Cisco Umbrella (OpenDNS) to DNSFilter, about $3.1k a year instead of $9k. Umbrella is not renewed after July 31."),
    ],
     "facts": [
        {"kind": "change", "turn": 5, "text": "DNS filtering for staff and kids' PCs switched from Cisco Umbrella (OpenDNS) to DNSFilter; Umbrella is not renewed.",
         "keywords": ["dnsfilter", "not renewing"]},
     ],
     "answered": [0]},

    {"id": "c48", "day": "2026-07-15", "turns": [
        (U, "board voted last night!! fine free for youth materials starting aug 1 🎉"),
        (A, "Congrats! 🎉 In Koha the cleanest way is through the circulation and fine rules: set the fine amount to 0 either for youth item types or for youth patron categories. Which one did the board mean — youth materials or youth patrons?"),
        (U, "materials. so an adult checking out a picture book also no fine"),
        (A, "Then edit the rules for the youth item types (e.g. JBOOK, JDVD, PICBK) and set 'Fine amount' to 0 for all patron categories. Also decide whether existing youth fines are forgiven — a batch write-off can handle that."),
        (U, "existing ones too yes board said wipe them"),
        (U, "done: fines set to 0 for JBOOK JDVD PICBK JAUDIO in the circ rules, and wrote off existing youth fines ($14,212 lol)"),
        (A, "Noted: youth materials (JBOOK, JDVD, PICBK, JAUDIO) are fine-free in Koha's circulation rules, and existing youth fines (~$14.2k) were written off. Lost-item charges still apply unless you change those too."),
        (U, "yeah lost items still charged, board was clear on that"),
    ],
     "facts": [
        {"kind": "change", "turn": 5, "text": "Youth item types (JBOOK, JDVD, PICBK, JAUDIO) are now fine-free in Koha and existing youth fines were written off.",
         "keywords": ["fines set to 0", "wrote off existing youth fines"]},
     ],
     "answered": []},

    {"id": "c49", "day": "2026-07-20", "turns": [
        (U, "chromebook lending pilot! 40 chromebooks from the state grant. how long should loans be"),
        (A, "Exciting! Common loan periods for device lending: 1 week (high turnover), 2–3 weeks (matches book loans, easier for patrons), or semester-long for students. With 40 devices and probably high demand, 2–3 weeks is typical."),
        (U, "our books are 3 weeks so lets match. no renewals if holds"),
        (A, "Makes sense. You'll also want a lending agreement covering damage and loss — most libraries charge replacement cost for loss and a fixed fee for damage, or rely on insurance."),
        (U, "ok so: 3 week loans, renew once if no holds, adults 18+ only for the pilot"),
        (U, "damage tho. the city risk office might insure them or might not. idk if we charge patrons or eat it"),
        (A, "Noted: Chromebooks lend for 3 weeks, one renewal if there are no holds, adults only during the pilot. Open: how damage is handled — city insurance vs. charging patrons — pending the risk office."),
        (U, "ya. asking risk office next week"),
    ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "Chromebook loans are 3 weeks with one renewal if there are no holds, adults only during the pilot.",
         "keywords": ["3 week loans", "renew once if no holds"]},
        {"kind": "open", "turn": 5, "text": "Open whether damaged loaner Chromebooks are covered by city insurance or charged to patrons.",
         "keywords": ["city risk office", "idk if we charge patrons"]},
     ],
     "answered": [0]},

    {"id": "c50", "day": "2026-07-24", "turns": [
        (U, "koha 25.05 has been out a while, we're on 24.05. when do we want to do it"),
        (A, "Hi Tomasz. Some considerations:\n- wait for a point release so early bugs are fixed (25.05.02 or later)\n- avoid summer reading (ends mid-August) and back-to-school\n- the December upgrade took about 5 hours, so plan a similar window\n\nEarly September, on a Sunday when branches are closed, would fit."),
        (U, "sept 6 is a sunday right"),
        (A, "Yes, September 6, 2026 is a Sunday — but Monday September 7 is Labor Day, so branches are probably closed that Monday too. That gives a longer buffer, but also fewer people around."),
        (U, "hmm long weekend means nobody around if it breaks. but also nobody needs the catalog. ugh"),
        (U, "ok go: koha 25.05 upgrade sunday sept 13, not labor day weekend. staging test by aug 28"),
        (A, "Noted: Koha upgrade from 24.05 to 25.05 on Sunday September 13 (avoiding Labor Day weekend), with staging tested by August 28."),
    ],
     "facts": [
        {"kind": "decision", "turn": 5, "text": "The Koha 25.05 upgrade is set for Sunday Sept 13 (not Labor Day weekend), with staging tested by Aug 28.",
         "keywords": ["sunday sept 13", "staging test by aug 28"]},
     ],
     "answered": [0, 2]},

    {"id": "c51", "day": "2026-07-29", "turns": [
        (U, "found a 'passwords.xlsx' on the shared drive. with the kiosk admin passwords. and the wifi controller. 😐"),
        (A, "Yikes. Immediate steps: restrict access to the file, check the access log for who opened it, rotate every password in it (most privileged first), then delete it. Longer term: a team password manager."),
        (U, "rotating now. which password manager for 8 ppl, needs sharing and ideally self-hostable or cheap"),
        (A, "Options:\n\n| Tool | Cost (8 users) | Notes |\n|---|---|---|\n| Bitwarden Teams | ~$384/yr | shared collections, event logs, self-host option |\n| 1Password Business | ~$640/yr | very polished |\n| Vaultwarden (self-hosted) | free | unofficial Bitwarden-compatible server, you maintain it |\n| KeePassXC + shared file | free | no real access control |"),
        (U, "vaultwarden tempting but tomasz has enough on his plate"),
        (U, "bitwarden teams it is. cloud hosted. everyone migrates by aug 15 and passwords.xlsx dies"),
        (A, "Noted: the team uses Bitwarden Teams (cloud), everyone migrates by August 15, and passwords.xlsx gets deleted afterwards."),
        (U, "already deleted lol. rip"),
    ],
     "facts": [
        {"kind": "decision", "turn": 5, "text": "The IT team adopts cloud-hosted Bitwarden Teams as its password manager, with everyone migrated by Aug 15.",
         "keywords": ["bitwarden teams it is", "migrates by aug 15"]},
     ],
     "answered": [2]},

    {"id": "c52", "day": "2026-08-03", "turns": [
        (U, "someone queued a 14 hr print of a life size helmet. the waitlist for the prusas is 2 weeks"),
        (A, "Long prints are a classic makerspace bottleneck. Common fixes: a maximum print time per job, a weekly per-patron limit, or overnight 'long print' slots if staff are OK with unattended printing (many aren't)."),
        (U, "our current max is 8h. clearly not enforced lol"),
        (A, "Staff could check the estimated time in PrusaSlicer when the job is submitted. Lowering the limit would also speed up the queue — a 4-hour cap is common."),
        (U, "ok changing max print time to 4h, per patron 1 job per week. bigger stuff they can split into parts"),
        (A, "Noted: max print time lowered from 8 to 4 hours, 1 job per patron per week, and staff check the slicer estimate before accepting a job."),
        (U, "and the helmet guy can print it in 4 parts lol"),
        (A, "Perfect compromise 😄"),
    ],
     "facts": [
        {"kind": "change", "turn": 4, "text": "The makerspace's maximum 3D print time went from 8 to 4 hours, with one job per patron per week.",
         "keywords": ["max print time to 4h", "1 job per week"]},
     ],
     "answered": []},

    {"id": "c53", "day": "2026-08-07", "turns": [
        (U, "back from the state library conference, brain full. can you summarize this from the session handout\n\n'Libraries are increasingly targeted by ransomware due to limited IT staff and legacy systems. The British Library attack in 2023 showed that recovery can take over a year. Key controls: offline backups, MFA, network segmentation, and tested incident response plans.'"),
        (A, "Summary: libraries are easy ransomware targets (small IT teams, old systems); the 2023 British Library attack took well over a year to recover from; the key defenses are offline backups, MFA, network segmentation and a tested incident response plan."),
        (U, "ty. the keynote was a guy talking about ai for 45 min lol"),
        (A, "Ha, hard to avoid these days. Was any of it useful?"),
        (U, "free lunch was good. chicken was dry tho"),
        (A, "Conference chicken: a universal constant 😄 Let me know if you need anything else."),
        (U, "nah thats it, gonna go clear my inbox. 212 unread 💀"),
    ],
     "facts": [],
     "answered": [0]},

    {"id": "c54", "day": "2026-08-12", "turns": [
        (U, "patrons keep asking to print from phones. right now they have to email to print@citylibrary.gov and it takes forever"),
        (A, "PaperCut has a few options:\n- **Mobility Print** — devices on the library Wi-Fi see the printers natively (AirPrint / Android print), included with PaperCut MF/NG\n- **Web Print** — upload through a web page\n- **Email to print** — what you have now\n\nMobility Print is the smoothest for phones."),
        (U, "does mobility print work across vlans? public wifi is on a separate vlan from the print server"),
        (A, "Yes, but you need to either advertise the printers via DNS (DNS-SD records) on the DNS server the public Wi-Fi uses, or use the cloud print connection. The DNS method is simpler if you control that DNS server."),
        (U, "aisha says dns is fine. ok enable mobility print at all 7 branches, keep email print as backup"),
        (A, "Noted: PaperCut Mobility Print is enabled for patrons at all 7 branches over the public Wi-Fi, with email-to-print kept as a backup."),
        (U, "tested on my iphone at central, works 🖨️"),
    ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "PaperCut Mobility Print is turned on at all 7 branches for patron phone printing; email-to-print stays as a backup.",
         "keywords": ["enable mobility print", "keep email print as backup"]},
     ],
     "answered": [2]},

    {"id": "c55", "day": "2026-08-24", "turns": [
        (U, "central wifi is crawling in the afternoons. someone is downloading steam games all day in the study room i swear"),
        (A, "Per-client bandwidth limits are the usual fix; on Aruba Central you can set per-user rate limits on the guest SSID. What's Central's uplink?"),
        (U, "1 gig fiber. ~250 clients at peak"),
        (A, "That's ~4 Mbps each if everyone maxes out at once, which never happens. Common per-device caps in libraries are 5–10 Mbps down and 2–5 up. A 10 Mbps cap stops one person saturating the link while still allowing HD video."),
        (U, "10 sounds ok but the ppl doing zoom job interviews... and upload too. priya says some ppl upload videos for class"),
        (U, "not sure. 10 down / 5 up per device? or just cap the study rooms? leave it open, im going to watch the graphs for 2 weeks first"),
        (A, "Makes sense to measure first. Open: whether to cap public Wi-Fi per device (e.g. 10 down / 5 up) or only in the study rooms, pending two weeks of usage data."),
    ],
     "facts": [
        {"kind": "open", "turn": 5, "text": "Open whether to cap public Wi-Fi at 10 down / 5 up per device or only in the study rooms; Aisha is watching usage for 2 weeks.",
         "keywords": ["10 down / 5 up per device", "watch the graphs for 2 weeks"]},
     ],
     "answered": []},

    {"id": "c56", "day": "2026-09-08", "turns": [
        (U, "i'm drowning in vendor calls. the kiosk + rfid people call me for everything"),
        (A, "Delegating vendor relationships to whoever is closest to the day-to-day work usually helps. Who deals with the kiosks most?"),
        (U, "marcus obviously. he knows them better than me anyway"),
        (A, "Then Marcus could be the primary vendor contact for kiosks and RFID (support tickets, firmware, site visits), while you keep contracts and budget approvals."),
        (U, "yes. from now on marcus is the vendor contact for taglink and the kiosks, i only sign contracts. ill email them today"),
        (A, "Noted: Marcus is now the primary contact for TagLink and the kiosk vendor; Renata stays responsible for contracts and approvals."),
        (U, "oh and fyi we renewed taglink in the end, 2 yrs at 6%. forgot to tell you lol"),
        (A, "Good to know — the TagLink contract was renewed for 2 years at a 6% increase. That also means the Oak Hill RFID pad can go through maintenance."),
    ],
     "facts": [
        {"kind": "change", "turn": 4, "text": "Marcus replaces Renata as the day-to-day contact for TagLink and the kiosk vendor; Renata only signs contracts.",
         "keywords": ["from now on marcus is the vendor contact", "i only sign contracts"]},
        {"kind": "decision", "turn": 6, "text": "The TagLink RFID maintenance contract was renewed for 2 years at a 6% increase.",
         "keywords": ["renewed taglink", "2 yrs at 6%"]},
     ],
     "answered": []},

    {"id": "c57", "day": "2026-09-25", "turns": [
        (U, "palace project reached out. they're pitching their e-book app as an alternative to libby"),
        (A, "The Palace Project is a nonprofit e-reading platform (part of LYRASIS) that can combine content from several distributors plus open-access titles. Points to weigh:\n- content: lots of big-publisher titles are available through Palace Marketplace, but not everything\n- patrons already know Libby\n- Palace's license terms can be cheaper, including some perpetual licenses\n- running both platforms means a split collection"),
        (U, "how much of our overdrive collection is perpetual vs metered"),
        (A, "I don't have access to your OverDrive data — in OverDrive Marketplace you can export a collection report that includes license type. Metered titles (e.g. 24 months or 26 checkouts) expire over time; perpetual ones would stay on OverDrive, since transferring them usually isn't possible."),
        (U, "pulled it. 38% perpetual. so we'd be on both for years anyway"),
        (U, "not deciding. big question still: move new purchases to palace or stay overdrive only. want to see the oct budget first"),
        (A, "Noted as open: whether to move new e-book purchases to Palace or stay OverDrive-only, pending the October budget. 38% of the current OverDrive collection is perpetual."),
    ],
     "facts": [
        {"kind": "open", "turn": 5, "text": "Undecided whether new e-book purchases move to the Palace Project or stay OverDrive-only; waiting on the October budget.",
         "keywords": ["move new purchases to palace", "stay overdrive only"]},
     ],
     "answered": [2]},

    {"id": "c58", "day": "2026-10-14", "turns": [
        (U, "upgrade postmortem time. 25.05 went ok-ish. the sip2 thing broke kiosks for 3 hours on monday morning"),
        (A, "Sorry about that. What was the SIP2 issue?"),
        (U, """```
[2026-09-14 10:02:17] SIPServer: ERROR: Can't locate object method "get_hold_details" via package "Koha::Patron" at /usr/share/koha/lib/C4/SIP/ILS/Patron.pm line 412.
```
our custom sip patch didnt survive the upgrade"""),
        (A, "That's a local patch calling a method that doesn't exist in 25.05. The staging test probably never exercised SIP2 because no kiosk was pointed at staging. Lessons:\n1. Point one test kiosk at staging\n2. Keep a list of local patches and re-verify each one\n3. Longer staging soak time"),
        (U, "staging was only tested for like 4 days bc i was late. my bad"),
        (U, "ok from now on: staging runs at least 2 weeks before any koha upgrade, with the central test kiosk pointed at it. and we drop the custom sip patch"),
        (A, "Noted: from now on Koha upgrades need at least 2 weeks on staging with the Central test kiosk connected to it, and the custom SIP patch is dropped."),
        (U, "blameless postmortem they said. i blame myself lol"),
        (A, "Blameless means fixing the process, and you just did 🙂"),
    ],
     "facts": [
        {"kind": "decision", "turn": 5, "text": "Every Koha upgrade now needs at least 2 weeks on staging with the Central test kiosk pointed at it, and the custom SIP patch is dropped.",
         "keywords": ["at least 2 weeks", "central test kiosk", "drop the custom sip patch"]},
     ],
     "answered": []},

    {"id": "c59", "day": "2026-10-30", "turns": [
        (U, "writing the incident response plan. who should be the breach notification contact. state law says notify within 45 days"),
        (A, "Typically the security/privacy lead is the primary contact, with a deputy so there's always coverage. They coordinate with legal, communications and the director. The contact should be named in the plan and on the website's privacy page."),
        (U, "me, backup renata?"),
        (A, "That fits: you as primary since you own privacy, Renata as backup since she can approve spending and escalate to the director."),
        (U, "ok. actually wait should it be the city ciso"),
        (A, "The city CISO should be in the escalation path, but library patron records are covered by library-specific confidentiality law in most states, so the library usually keeps its own contact. You can list the CISO as a notified party."),
        (U, "ok final: breach notification contact is me, backup renata, city ciso gets notified within 24h"),
        (A, "Noted: Luis is the breach notification contact, Renata is the backup, and the city CISO is notified within 24 hours."),
    ],
     "facts": [
        {"kind": "decision", "turn": 6, "text": "Luis is the data breach notification contact with Renata as backup; the city CISO is notified within 24 hours.",
         "keywords": ["breach notification contact is me", "backup renata", "within 24h"]},
     ],
     "answered": [0, 4]},

    {"id": "c60", "day": "2026-11-27", "turns": [
        (U, "year end inventory. we have 31 old latitude 5400s from 2019 sitting in the storage room"),
        (A, "Options for retired laptops:\n1. Surplus through the city's auction process (some revenue, slow)\n2. Donate to a nonprofit, e.g. a digital inclusion program (good PR, needs legal sign-off)\n3. Keep a few as spares\n4. Certified e-waste recycling\n\nWhatever you pick, wipe them with NIST 800-88 compliant erasure first."),
        (U, "wiping is done, certificates in the sharepoint"),
        (U, "donating is nice, the digital inclusion coalition asked. but the city attorney says donating public property is complicated"),
        (A, "That's common — many cities require council approval for donations. A middle path: surplus them to the city and let the city donate them, or check whether there's an existing policy for donations to nonprofits."),
        (U, "yeah i dont know. surplus vs donate still open, waiting on the city attorney. hope thanksgiving was good btw 🦃"),
        (A, "Thanks, hope yours was too! 🦃 Noted as open: whether the 31 retired 2019 Latitude 5400s go to city surplus or are donated to the digital inclusion coalition, pending the city attorney."),
        (U, "ty, see u monday"),
    ],
     "facts": [
        {"kind": "open", "turn": 5, "text": "Open whether the 31 retired 2019 laptops go to city surplus or are donated to the digital inclusion coalition, pending the city attorney.",
         "keywords": ["surplus vs donate", "waiting on the city attorney"]},
     ],
     "answered": [3]},
]

QUESTIONS = [
    {"question": "when did the big catalog upgrade in december happen and who ran it", "chat": "c01", "fact": 0},
    {"question": "was the catalog taken offline over the holidays for maintenance at some point?", "chat": "c01", "fact": 0},
    {"question": "do the self-checkout machines still print a paper slip automatically?", "chat": "c02", "fact": 0},
    {"question": "how long can someone stay on the guest wifi before the splash page shows up again", "chat": "c03", "fact": 0},
    {"question": "did we ever settle how many e-book holds a patron can have in libby?", "chat": "c04", "fact": 0},
    {"question": "what time does the nightly database dump kick off now", "chat": "c05", "fact": 0},
    {"question": "how long do we hang on to ILS backups", "chat": "c05", "fact": 1},
    {"question": "which laptop model did we buy for the staff refresh?", "chat": "c06", "fact": 0},
    {"question": "after how long does koha wipe the link between patrons and what they borrowed", "chat": "c08", "fact": 0},
    {"question": "what kind of filament are patrons allowed to use on the 3d printers", "chat": "c09", "fact": 0},
    {"question": "how much does a colour page cost patrons these days?", "chat": "c10", "fact": 0},
    {"question": "back in january, were we going to re-sign with the rfid maintenance company or go out to bid", "chat": "c11", "fact": 0},
    {"question": "what happened to the dying switch at northgate", "chat": "c12", "fact": 0},
    {"question": "when do the patron computers restart automatically each evening?", "chat": "c13", "fact": 0},
    {"question": "why don't patrons' browser logins stick around on the public machines anymore", "chat": "c13", "fact": 0},
    {"question": "what's the web address of the online catalog now", "chat": "c14", "fact": 0},
    {"question": "where does the certificate for the catalog website come from, and does it renew by itself?", "chat": "c15", "fact": 0},
    {"question": "what was the deadline for everyone on staff to have two-factor sign-in", "chat": "c16", "fact": 0},
    {"question": "what do staff without a smartphone use for the second login factor", "chat": "c16", "fact": 0},
    {"question": "did hannah ever pick a system for reserving makerspace equipment?", "chat": "c17", "fact": 0},
    {"question": "on which day is the kiosk vendor allowed to push software updates", "chat": "c18", "fact": 0},
    {"question": "how much did we ask the city for to replace the wireless access points?", "chat": "c20", "fact": 0},
    {"question": "does the free wireless have to be filtered under the e-rate rules, did anyone figure that out", "chat": "c21", "fact": 0},
    {"question": "how do new staff laptops get set up these days, are we still imaging them by hand?", "chat": "c22", "fact": 0},
    {"question": "can staff install their own software on their work laptops", "chat": "c22", "fact": 1},
    {"question": "which service sends the overdue and hold emails to patrons?", "chat": "c23", "fact": 0},
    {"question": "how much memory does the koha server have", "chat": "c24", "fact": 0},
    {"question": "how long are we keeping device addresses from the wireless logs, was that ever settled?", "chat": "c25", "fact": 0},
    {"question": "what does a patron need to do before they can use the glowforge", "chat": "c26", "fact": 0},
    {"question": "what printer does riverbend have now?", "chat": "c27", "fact": 0},
    {"question": "how does the after-hours support schedule work and when do we swap", "chat": "c28", "fact": 0},
    {"question": "who is the escalation point when whoever is on call gets stuck?", "chat": "c28", "fact": 0},
    {"question": "what backup internet does the harbor branch have if the fiber gets cut", "chat": "c29", "fact": 0},
    {"question": "what's the monthly spending limit on hoopla", "chat": "c30", "fact": 0},
    {"question": "how long is a patron's computer session now?", "chat": "c32", "fact": 0},
    {"question": "can people sign up for a library card online yet", "chat": "c33", "fact": 0},
    {"question": "how many digits does a patron pin need now", "chat": "c34", "fact": 0},
    {"question": "what network are the makerspace printers and arduinos on?", "chat": "c35", "fact": 0},
    {"question": "did we end up buying a new rfid reader for oak hill", "chat": "c36", "fact": 0},
    {"question": "which ticketing tool does IT use for support requests?", "chat": "c37", "fact": 0},
    {"question": "which branch got the new access points first", "chat": "c38", "fact": 0},
    {"question": "what is the public wifi network called now?", "chat": "c38", "fact": 1},
    {"question": "which app are we using for the summer reading program", "chat": "c39", "fact": 0},
    {"question": "by when did the public computers have to be on windows 11?", "chat": "c40", "fact": 0},
    {"question": "what do we use for monitoring servers and switches, and how do alerts reach us", "chat": "c41", "fact": 0},
    {"question": "who is responsible for the privacy impact assessment of the reading app?", "chat": "c42", "fact": 0},
    {"question": "is the makerspace open on weekends", "chat": "c43", "fact": 0},
    {"question": "where are we supposed to buy printer toner?", "chat": "c45", "fact": 0},
    {"question": "what happened to the makerspace's plan to buy a vinyl cutter", "chat": "c46", "fact": 0},
    {"question": "what do we use now for malware and category blocking on staff and kids computers?", "chat": "c47", "fact": 0},
    {"question": "do kids' books still get late fees", "chat": "c48", "fact": 0},
    {"question": "how long can a patron borrow one of the chromebooks?", "chat": "c49", "fact": 0},
    {"question": "who pays if a borrowed chromebook comes back broken", "chat": "c49", "fact": 1},
    {"question": "what date was the koha 25.05 upgrade scheduled for?", "chat": "c50", "fact": 0},
    {"question": "which password manager does the team use", "chat": "c51", "fact": 0},
    {"question": "what's the longest print job the makerspace will accept?", "chat": "c52", "fact": 0},
    {"question": "can patrons print straight from their phones", "chat": "c54", "fact": 0},
    {"question": "did we ever put a speed limit on devices on the public wifi?", "chat": "c55", "fact": 0},
    {"question": "who should the self-checkout vendor call about support issues", "chat": "c56", "fact": 0},
    {"question": "did we ever decide whether to keep the rfid maintenance company or not?", "chat": "c56", "fact": 1},
    {"question": "are we moving e-book buying away from libby to the palace app", "chat": "c57", "fact": 0},
    {"question": "how long does a koha upgrade need to sit on the test server before going live?", "chat": "c58", "fact": 0},
    {"question": "who do we contact first if patron data gets leaked", "chat": "c59", "fact": 0},
    {"question": "what's happening with the old 2019 latitudes in storage?", "chat": "c60", "fact": 0},
]


if __name__ == "__main__":
    import datetime

    assert len(TEAM) == 8, len(TEAM)
    assert all(isinstance(k, str) and isinstance(v, str) and v for k, v in TEAM.items())

    assert len(CHATS) == 60, len(CHATS)
    ids = [c["id"] for c in CHATS]
    assert ids == ["c%02d" % i for i in range(1, 61)], ids

    first, last = datetime.date(2025, 12, 1), datetime.date(2026, 11, 27)
    days = [datetime.date.fromisoformat(c["day"]) for c in CHATS]
    assert days[0] >= first and days[-1] <= last, (days[0], days[-1])
    assert all(a < b for a, b in zip(days, days[1:])), "days must be strictly increasing"
    assert days[0] == first and days[-1] == last
    months = {(d.year, d.month) for d in days}
    assert len(months) == 12, sorted(months)

    kinds = {"decision": 0, "change": 0, "open": 0}
    no_fact = 0
    n_facts = 0
    n_turns = 0
    for c in CHATS:
        cid, turns = c["id"], c["turns"]
        assert set(c) == {"id", "day", "turns", "facts", "answered"}, cid
        assert 6 <= len(turns) <= 10, (cid, len(turns))
        assert turns[0][0] == U, cid
        for t in turns:
            assert isinstance(t, tuple) and len(t) == 2 and t[0] in (U, A), (cid, t)
            assert isinstance(t[1], str) and t[1].strip(), cid
        assert any(r == A for r, _ in turns), cid
        n_turns += len(turns)
        facts = c["facts"]
        assert len(facts) <= 2, cid
        if not facts:
            no_fact += 1
        for f in facts:
            assert set(f) == {"kind", "turn", "text", "keywords"}, (cid, f)
            assert f["kind"] in kinds, (cid, f["kind"])
            kinds[f["kind"]] += 1
            n_facts += 1
            assert isinstance(f["turn"], int) and 0 <= f["turn"] < len(turns), (cid, f["turn"])
            assert isinstance(f["text"], str) and f["text"].strip(), cid
            assert 2 <= len(f["keywords"]) <= 3, (cid, f["keywords"])
            said = turns[f["turn"]][1].lower()
            for kw in f["keywords"]:
                assert kw.strip() and kw.lower() in said, (cid, kw)
        ans = c["answered"]
        assert isinstance(ans, list) and len(set(ans)) == len(ans), cid
        for i in ans:
            assert isinstance(i, int) and 0 <= i < len(turns), (cid, i)
            assert turns[i][0] == U, (cid, i)
            assert any(r == A for r, _ in turns[i + 1:]), (cid, i)

    dec_change = kinds["decision"] + kinds["change"]
    assert 40 <= dec_change <= 50, dec_change
    assert 10 <= kinds["open"] <= 15, kinds["open"]
    assert 4 <= no_fact <= 6, no_fact

    assert len(QUESTIONS) >= 60, len(QUESTIONS)
    by_id = {c["id"]: c for c in CHATS}
    seen_q = set()
    covered = set()
    for q in QUESTIONS:
        assert set(q) == {"question", "chat", "fact"}, q
        assert q["question"].strip() and q["question"] not in seen_q, q
        seen_q.add(q["question"])
        assert q["chat"] in by_id, q
        facts = by_id[q["chat"]]["facts"]
        assert isinstance(q["fact"], int) and 0 <= q["fact"] < len(facts), q
        f = facts[q["fact"]]
        for kw in f["keywords"]:
            assert kw.lower() not in q["question"].lower(), (q["question"], kw)
        covered.add((q["chat"], q["fact"]))

    all_facts = {(c["id"], i) for c in CHATS for i in range(len(c["facts"]))}
    print("team members:", len(TEAM))
    print("chats:", len(CHATS), "turns:", n_turns, "days:", CHATS[0]["day"], "->", CHATS[-1]["day"])
    print("facts:", n_facts, "(decision:", kinds["decision"], "change:", kinds["change"],
          "-> decision/change:", dec_change, "open:", kinds["open"], ")")
    print("chats without facts:", no_fact)
    print("answered user turns:", sum(len(c["answered"]) for c in CHATS))
    print("questions:", len(QUESTIONS), "facts covered by questions:", len(covered), "/", len(all_facts))
    print("All checks passed")
