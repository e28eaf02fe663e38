# Development data since 2026-12-02 (session 18): released after its last held-out measurement, below.
# Held-out noisy-chat set no. 16 (60 chats, 59 facts, 62 questions; a regional food bank), written
# on 2026-12-02 by a helper that never saw the code or the other sets. Its misses were not read. Measured by the lead
# only (python -m tests.noisy_chat_quality sixteenth): at 467a16b (session 17's start) coverage 0.83 / 0.83 / 0.80,
# noise lines 33/175 (0.19), core memory noise 0/1, recall 51/62 (0.82); at session 17's merged code (cdee5c1) the
# same figures.
"""Noisy team-chat evaluation set: Riverbend Regional Food Bank (fictional).

Organisation
------------
Riverbend Regional Food Bank (RRFB), Carrow Falls. Distributes donated and
purchased food to ~24 partner agencies (pantries, community fridges, senior
centres, a school backpack programme) across Carrow County.

People (8 staff)
----------------
- Marta Okafor    - executive director
- Dev Patel       - warehouse & operations manager
- Priya Nair      - volunteer coordinator
- Tom Wojcik      - transport & logistics lead (drivers, vans, routes)
- Leah Brennan    - partner agency relations manager
- Sam Ortiz       - data & systems (part-time contractor)
- Janelle Moss    - development / donor relations / grants
- Felix Huang     - food safety & compliance (cold chain, recalls)
Others mentioned: Mike (CDL driver), Luis (part-time warehouse, forklift
certified), Ray Kim (Code for Carrow volunteer), volunteer leads Carol,
Ahmed, Bea, Gary.

Sites and vehicles
------------------
- Millbrook Road warehouse (main: dock, dry storage, mezzanine, coolers #1/#2,
  freezer)
- Eastgate annex (overflow dry storage bays A-C, freezer, manual pallet jacks)
- Vans: "Bertha" (26ft refrigerated box truck), V2 (Ford Transit reefer,
  retired summer 2026, replaced by a used Isuzu NPR reefer named "Gus"),
  V3 (dry Sprinter, "the blue van")

Partners
--------
St. Brigid's Pantry, Hillcrest Community Fridge, Oak Street Mission,
Lakeside Senior Center, Northfield Youth Club, Grace Tabernacle pantry,
Westview Tenants Association (#24 from Jan 2026), Riverside School backpack
programme.

Donors / vendors
----------------
FreshWay Grocery (retail rescue), Halvorsen Dairy, Bluefield Farms, Kessler
Bakery, Carrow County emergency food grant, Rotary club; Ridgeway Fleet
(mechanic), Arctic Mechanical (refrigeration), Carrow Pallet Co., Summit Pest.

Systems
-------
PantryTrack (inventory SaaS with API and partner portal), Shiftly (volunteer
scheduling), RouteWise (route planning), ColdEye (temperature sensors with SMS
alerts), DonorBase (donor CRM), QuickBooks, Mailchimp, Google Drive "Ops"
shared drive, the Partner Orders Google Form/Sheet, pt_export.py nightly cron
on the office Raspberry Pi ("the pi"), Bitwarden org vault.

Structure
---------
CHATS: 60 chats (c01..c60, 2025-12-01..2026-11-24), each with 6-10 (role, text)
turns, <=2 labelled key facts (decision / change / open_question) with the
0-based turn index and verbatim keywords, and "answered": user-turn indexes
whose request is answered later in the same chat.
QUESTIONS: later questions whose answer is a decision/change fact.
"""

U = "user"
A = "assistant"

CHATS = [
    # ------------------------------------------------------------------ c01
    {
        "id": "c01",
        "day": "2025-12-01",
        "turns": [
            (U, "morning! quick one before the 9am huddle"),
            (A, "Good morning! Happy to help. What's up?"),
            (U, "halvorsen dairy + freshway are dropping like 400 turkeys thursday and the millbrook freezer is already at 85% lol. where do we even put them"),
            (A, "A few options:\n\n1. **Eastgate annex freezer** - if it's mostly empty after the November push it could take ~400 birds on 5-6 pallets.\n2. **Rent a reefer trailer** for 2-3 weeks (typically $900-1,400 plus power hookup).\n3. **Cross-dock** - send part of the load straight out to partners on Friday.\n\nOption 1 is cheapest if the annex freezer has room. Do you know its current fill level?"),
            (U, "checked w marta, eastgate is basically empty. ok so we're putting all the turkeys in the eastgate freezer, millbrook keeps the regular frozen stuff"),
            (A, "Noted, I will keep that in mind. Want me to draft a short note for the Thursday receiving volunteers so the turkeys don't end up at Millbrook by habit?"),
            (U, "yes pls, short"),
            (A, "Here you go:\n\n> **Thursday turkey delivery** - all turkeys from Halvorsen and FreshWay go to the **Eastgate annex freezer**, not Millbrook. Count cases on arrival, log them in PantryTrack under location EG-FRZ, and ping Dev if the seals look damaged. Thanks!\n\nLet me know if you need anything else."),
            (U, "perfect ty \U0001F983"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "All holiday turkeys are stored in the Eastgate annex freezer while the Millbrook freezer keeps regular frozen stock.",
             "keywords": ["turkeys", "eastgate freezer"]},
        ],
        "answered": [2, 6],
    },
    # ------------------------------------------------------------------ c02
    {
        "id": "c02",
        "day": "2025-12-05",
        "turns": [
            (U, "hey, the nightly pantrytrack export didnt run again. log from the pi:\n```\n[2025-12-05 00:00:02] pt_export.py starting\nTraceback (most recent call last):\n  File \"/home/pi/pt_export.py\", line 88, in <module>\n    rows = client.fetch_inventory(since=last_run)\n  File \"/home/pi/ptclient.py\", line 41, in fetch_inventory\n    r.raise_for_status()\nrequests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: https://api.pantrytrack.io/v2/inventory?since=2025-12-04T00:00:00\n```"),
            (A, "A 503 means the PantryTrack API itself was unavailable, so it's not a bug in `pt_export.py`. Since it happens right at midnight, I'd bet on a scheduled maintenance window on their side. Two fixes: (1) run the job later, (2) add a retry with backoff so a short outage doesn't kill the whole night."),
            (U, "oh yeah their status page says maintenance 23:30-01:30 every night. ugh"),
            (A, "That explains it. Something like this around the fetch would help:\n```python\nimport time\nfor attempt in range(5):\n    try:\n        rows = client.fetch_inventory(since=last_run)\n        break\n    except requests.exceptions.HTTPError as e:\n        if e.response.status_code != 503 or attempt == 4:\n            raise\n        time.sleep(60 * 2 ** attempt)\n```\nAnd move the cron to after 01:30."),
            (U, "ok switching the cron to 02:30, done. `30 2 * * * /usr/bin/python3 /home/pi/pt_export.py >> /home/pi/logs/export.log 2>&1`"),
            (A, "Looks right. That fires at 02:30 every day and appends both stdout and stderr to export.log. Check the log tomorrow morning to confirm it ran."),
            (U, "will add the retry thing next week, brb coffee"),
            (A, "Sounds good. Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "The nightly PantryTrack export cron on the office Pi now runs at 02:30 instead of midnight.",
             "keywords": ["02:30", "cron"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ c03
    {
        "id": "c03",
        "day": "2025-12-11",
        "turns": [
            (U, "hiii can you help me figure out the rota for the big dec 20 distribution"),
            (A, "Of course! How many volunteers have signed up so far, and what hours does the distribution run?"),
            (U, "we have 64 signups in shiftly, distro runs 8-2. last yr we did one giant 8-2 shift and ppl were dead by noon \U0001F635"),
            (A, "Six hours on your feet in December is a lot. A split could look like this:\n\n| shift | time | volunteers |\n|---|---|---|\n| A | 8:00-11:00 | 32 |\n| B | 11:00-14:00 | 32 |\n\nwith a 15-minute overlap so station leads can hand over. Want it that way?"),
            (U, "ok yes, final call: two shifts, 8-11 and 11-2, with a 15 min overlap for handover"),
            (A, "Got it: two shifts, 8-11 and 11-2, with a 15-minute overlap. I'd put the people who signed up earliest on shift A since they tend to show up."),
            (U, "can you write the shiftly description text for both"),
            (A, "**Shift A (8-11am)** - Setup, produce tables and the first wave of guests. Please arrive 7:50 for a quick briefing. Closed-toe shoes!\n\n**Shift B (11am-2pm)** - Arrive 10:45 to shadow your station during handover, then run distribution and teardown. Warm layers recommended, the dock doors stay open."),
            (U, "ty!!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The December 20 distribution is staffed in two volunteer shifts, 8-11 and 11-2, with a 15-minute handover overlap.",
             "keywords": ["two shifts", "8-11"]},
        ],
        "answered": [0, 6],
    },
    # ------------------------------------------------------------------ c04
    {
        "id": "c04",
        "day": "2025-12-16",
        "turns": [
            (U, "ugh v2 reefer unit is throwing E-07 again, what does that even mean"),
            (A, "On most van reefer units E-07 is a high-pressure cutout on the condenser side. Common causes: a dirty condenser coil, a failed condenser fan, or low/overcharged refrigerant. If the fan isn't spinning when the compressor runs, that's the likely culprit."),
            (U, "mechanic (ridgeway fleet) says its the fan motor + something else, part is 10 days out. so no cold van for the tuesday lakeside + oak st run"),
            (A, "Options for the next ~2 weeks:\n- Use Bertha for the Tuesday run\n- Rent a reefer van short term\n- Run V3 with insulated totes and ice packs (only OK for very short hops)"),
            (U, "ok so for now bertha does the tuesday lakeside run instead of v2, mike drives it since he has the cdl"),
            (A, "Noted. One thing to check: Bertha is a 26ft box truck. If I remember right, Lakeside's loading bay has a low canopy, so make sure the clearance works before Tuesday."),
            (U, "good point, lakeside has that low canopy. ill call them. thx"),
            (A, "You're welcome! Let me know if you want me to reshuffle the Tuesday stop order in RouteWise."),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "While V2's reefer is being repaired, Bertha covers the Tuesday Lakeside run, driven by Mike.",
             "keywords": ["bertha", "lakeside"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ c05
    {
        "id": "c05",
        "day": "2025-12-22",
        "turns": [
            (U, "hey its janelle. working on the year end thank-you email for mailchimp, can you tighten this para:\n\"This year because of you we were able to distribute a very large amount of food to a very large number of families and we could not have done it without all of you who gave\""),
            (A, "Tighter version:\n\n\"Because of you, this year we put food on the table for thousands of families across Carrow County. We couldn't have done it without you.\""),
            (U, "better. also do we have the total lbs for 2025? sam's dashboard says 1,184,300"),
            (A, "I don't have direct access to the dashboard, but if Sam's number is final you could write \"more than 1.18 million pounds of food\". Rounding down keeps you safe if December numbers shift a bit."),
            (U, "nice. one thing nobody knows: can we name the county emergency food grant in the letter or does the county have to approve it first? the contact is out till jan"),
            (A, "That one's unresolved for now. Many government funders do require approval before their name appears in fundraising material. Until you hear back, a generic line like \"with support from local government partners\" is safe."),
            (U, "ok leave it generic, but we still need an answer before the annual report"),
            (A, "Noted. The open question is whether the county grant can be named publicly without their approval. Worth asking again when the contact is back in January."),
        ],
        "facts": [
            {"kind": "open_question", "turn": 4,
             "text": "It is unknown whether the county emergency food grant may be named in donor communications without the county's approval.",
             "keywords": ["county", "approve"]},
        ],
        "answered": [0, 2],
    },
    # ------------------------------------------------------------------ c06
    {
        "id": "c06",
        "day": "2025-12-29",
        "turns": [
            (U, "hi! happy almost new year \U0001F389"),
            (A, "Happy almost new year to you too! What can I help with?"),
            (U, "so partners keep submitting the order form friday afternoon and dev's crew can't pick in time for monday. we talked about it in the team mtg"),
            (A, "Makes sense. Friday-afternoon orders leave basically zero picking time if the warehouse crew is off on the weekend. Did the team settle on a new cutoff?"),
            (U, "yep. from now on the partner order deadline is thursday 5pm, starting jan 8. can you draft the email to all 23 agencies"),
            (A, "Draft:\n\nSubject: New order deadline starting January 8\n\nDear partners,\nEffective January 8, 2026, the deadline for weekly orders will be **Thursday at 5:00 PM**. Orders received after this time will be filled the following week.\n\nThank you for your cooperation,\nLeah Brennan, Partner Relations"),
            (U, "make it less stiff lol, these are church ladies mostly"),
            (A, "Subject: Small change to order day \U0001F64F\n\nHi friends,\nQuick heads-up: starting January 8, please get your weekly order in by **Thursday at 5pm** (instead of Friday). That gives Dev's team time to pick and pack so your order is ready Monday.\n\nQuestions? Just call me!\nWarmly, Leah"),
            (U, "perfect, sending"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Starting January 8 the weekly partner order deadline moves from Friday to Thursday at 5pm.",
             "keywords": ["thursday 5pm", "deadline"]},
        ],
        "answered": [4, 6],
    },
    # ------------------------------------------------------------------ c07 (no fact)
    {
        "id": "c07",
        "day": "2026-01-06",
        "turns": [
            (U, "happy new year bot. office wifi keeps dropping on my laptop only, everyone else is fine"),
            (A, "Happy new year! If it's only your laptop, it's probably the driver or power management. What OS are you on, and do you see anything in the logs when it drops?"),
            (U, "ubuntu 24.04. dmesg says\n```\n[ 8812.441209] wlp2s0: deauthenticating from 3c:84:6a:11:02:9f by local choice (Reason: 3=DEAUTH_LEAVING)\n[ 8815.102934] wlp2s0: authenticate with 3c:84:6a:11:02:9f\n```"),
            (A, "\"by local choice\" means your laptop is leaving, not the router kicking you. Try turning off Wi-Fi power saving:\n```\nsudo sed -i 's/wifi.powersave = 3/wifi.powersave = 2/' /etc/NetworkManager/conf.d/default-wifi-powersave-on.conf\nsudo systemctl restart NetworkManager\n```"),
            (U, "tried that, still drops. whatever, i'll just plug into ethernet in the back office"),
            (A, "That works as a stopgap. If you want to dig further later, we could check which chipset you have (`lspci -k | grep -A3 -i net`)."),
            (U, "lunch? jk you cant eat. ok brb"),
            (A, "Ha, enjoy your lunch!"),
        ],
        "facts": [],
        "answered": [],
    },
    # ------------------------------------------------------------------ c08
    {
        "id": "c08",
        "day": "2026-01-12",
        "turns": [
            (U, "felix here. coldeye woke me up at 3am 4 times this weekend for cooler #2 \U0001F643"),
            (A, "That sounds exhausting. Can you paste the alert lines? I'd like to see how long the excursions lasted."),
            (U, "```\nALERT cooler2 temp=41.3F threshold=40.0F duration=2m\nALERT cooler2 temp=40.6F threshold=40.0F duration=3m\nALERT cooler2 temp=41.8F threshold=40.0F duration=2m\nALERT cooler2 temp=40.9F threshold=40.0F duration=4m\n```"),
            (A, "Those are short blips just above 40F, typical of defrost cycles or the door being opened. An alert on any single reading above 40F will keep firing. Most food banks alarm on a sustained excursion above 41F (the Food Code limit for cold holding) rather than a single reading."),
            (U, "ok we agreed with dev: alert only if above 41F for 15 minutes straight. changing it in coldeye now"),
            (A, "That's a sensible setting. It will ignore defrost blips but still catch a real failure well before product is at risk."),
            (U, "done. also can you remind me how to export the weekly temp log as pdf for the health dept"),
            (A, "In ColdEye it's usually: **Reports > Sensor history > pick sensors > date range (last 7 days) > Export > PDF**. Tick \"include min/max\"; inspectors like seeing that."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "ColdEye cooler alerts only fire when the temperature stays above 41F for 15 minutes.",
             "keywords": ["41F", "15 minutes"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ c09
    {
        "id": "c09",
        "day": "2026-01-16",
        "turns": [
            (U, "quick q, a volunteer (nice guy, retired trucker) asked if he can use the forklift on thursdays. thoughts?"),
            (A, "Main concerns are OSHA training and certification requirements and your liability insurance. Many insurers exclude volunteers operating powered industrial trucks. I'd check the policy before saying yes."),
            (U, "yeah marta checked with the insurance broker, answer is basically no"),
            (A, "That settles it then. You could offer him other meaningful roles, like dock check-in or pallet wrapping."),
            (U, "so rule going forward: forklift is staff only, certified ppl only (me, tom, luis). volunteers use the manual pallet jacks"),
            (A, "Noted, I will keep that in mind. Want a sign for the forklift bay?"),
            (U, "sure, big font"),
            (A, "```\n  FORKLIFT: STAFF ONLY\n  Certified operators: Dev, Tom, Luis\n  Volunteers: please use the manual pallet jacks\n  Questions? Ask Dev\n```"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Only certified staff (Dev, Tom, Luis) may drive the forklift; volunteers use manual pallet jacks.",
             "keywords": ["forklift", "staff only"]},
        ],
        "answered": [0, 6],
    },
    # ------------------------------------------------------------------ c10
    {
        "id": "c10",
        "day": "2026-01-22",
        "turns": [
            (U, "hey, marta. prepping for the board mtg tuesday, can you summarize q4 from this\n\n| month | lbs out | households | new partners |\n|---|---|---|---|\n| oct | 96,400 | 4,110 | 0 |\n| nov | 131,900 | 5,020 | 1 |\n| dec | 148,200 | 5,640 | 0 |"),
            (A, "Q4 summary:\n- **376,500 lbs** distributed, up each month (Dec +54% vs Oct)\n- **14,770 household visits**, peaking at 5,640 in December\n- **1 new partner** (Westview Tenants Association, onboarding)\nThe holiday surge shows clearly; December was the biggest month of the year."),
            (U, "thanks. board will def ask about the eastgate saturday pickup idea"),
            (A, "Likely questions: volunteer coverage, heating and security costs at the annex, and whether partners actually want Saturday pickups. Do you have a position yet?"),
            (U, "honestly we havent decided if eastgate opens saturdays at all, depends on priya finding enough volunteers. i'll say tbd"),
            (A, "Understood. \"Under evaluation, pending volunteer capacity\" is a fair way to put it to the board."),
            (U, "lol my coffee is cold again. ok thanks"),
            (A, "Microwave time! Good luck on Tuesday."),
        ],
        "facts": [
            {"kind": "open_question", "turn": 4,
             "text": "Whether the Eastgate annex will open for Saturday pickups is undecided and depends on volunteer availability.",
             "keywords": ["eastgate", "saturdays"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ c11
    {
        "id": "c11",
        "day": "2026-01-28",
        "turns": [
            (U, "so westview tenants assoc finished their site visit \U0001F64C"),
            (A, "Congrats! How did it go? Anything outstanding before they can start ordering?"),
            (U, "felix signed off on the food safety checklist, marta approved. they're partner #24, pickup wednesdays 1-3pm at millbrook"),
            (A, "Great news. Welcome to Westview! They'll need a PantryTrack agency record and an order form login."),
            (U, "can you make a pantrytrack agency record json i can paste to sam"),
            (A, '```json\n{\n  "agency_id": 24,\n  "name": "Westview Tenants Association",\n  "agency_type": "pantry",\n  "pickup_day": "WED",\n  "pickup_window": "13:00-15:00",\n  "pickup_site": "MILLBROOK",\n  "food_safety_cert": true\n}\n```'),
            (U, "agency_type should be 'tenant_org' not 'pantry' i think"),
            (A, 'Fixed:\n```json\n{\n  "agency_id": 24,\n  "name": "Westview Tenants Association",\n  "agency_type": "tenant_org",\n  "pickup_day": "WED",\n  "pickup_window": "13:00-15:00",\n  "pickup_site": "MILLBROOK",\n  "food_safety_cert": true\n}\n```'),
            (U, "\U0001F44D"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "Westview Tenants Association is approved as partner agency #24 with Wednesday 1-3pm pickups at Millbrook.",
             "keywords": ["partner #24", "wednesdays"]},
        ],
        "answered": [4, 6],
    },
    # ------------------------------------------------------------------ c12
    {
        "id": "c12",
        "day": "2026-02-03",
        "turns": [
            (U, "morning. redoing routes in routewise for feb"),
            (A, "Morning! What's bugging you about the current routes?"),
            (U, "monday route is light (3 stops) and tuesday is 7 stops and always runs late. moving oak street mission to monday"),
            (A, "That balances it to 4 and 6. Just double-check that Oak Street is open to receive on Mondays."),
            (U, "they're open mon 9-4, we're good"),
            (A, "Great. Then:\n- **Monday:** St. Brigid's, Hillcrest, Northfield, Oak Street Mission\n- **Tuesday:** Lakeside, Grace Tabernacle, Riverside School, + 3 others"),
            (U, "also, after the v2 mess, drivers now fill the pre-trip inspection google form before every run, no exceptions. can you write the question list"),
            (A, "Pre-trip checklist:\n1. Van ID / driver name\n2. Odometer\n3. Lights & signals OK?\n4. Brakes OK?\n5. Fluid leaks?\n6. Reefer running (if applicable)?\n7. Damage to report (photo upload)"),
            (U, "add tire pressure and reefer setpoint"),
            (A, "Added:\n8. Tire pressure checked (all 4 + spare)?\n9. Reefer setpoint (F), should read 34-38F for chilled loads\n\nLet me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "Oak Street Mission moves from the Tuesday route to the Monday route.",
             "keywords": ["oak street", "monday"]},
            {"kind": "decision", "turn": 6,
             "text": "Drivers must complete the pre-trip inspection Google Form before every run.",
             "keywords": ["pre-trip", "google form"]},
        ],
        "answered": [6, 8],
    },
    # ------------------------------------------------------------------ c13
    {
        "id": "c13",
        "day": "2026-02-09",
        "turns": [
            (U, "priya here, do you know if shiftly can do e-signature waivers?"),
            (A, "Most volunteer scheduling tools support required documents at signup. In Shiftly, look under the organisation settings, usually something like Registration or Documents."),
            (U, "found it! settings > registration > documents"),
            (A, "Nice. You can upload the waiver PDF there and mark it \"required before first shift\"."),
            (U, "ok so we're replacing the paper waivers with the shiftly e-waiver, everyone re-signs on next login. paper binder goes to the archive box"),
            (A, "Noted. Want me to draft a message to volunteers explaining the change?"),
            (U, "yes, and mention minors 14-17 still need a parent signature"),
            (A, "Hi volunteers! \U0001F44B We've gone paperless: next time you log into Shiftly you'll be asked to sign our volunteer waiver electronically. It takes about a minute. **If you're 14-17**, a parent or guardian needs to sign too; Shiftly will email them a link. Thanks for all you do!"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Paper volunteer waivers are replaced by the Shiftly e-waiver, which everyone re-signs at next login.",
             "keywords": ["paper waivers", "e-waiver"]},
        ],
        "answered": [0, 6],
    },
    # ------------------------------------------------------------------ c14
    {
        "id": "c14",
        "day": "2026-02-13",
        "turns": [
            (U, "valentines eve and i'm writing about bread \U0001F956 lol"),
            (A, "Romance is dead, long live carbs. What's the bread story?"),
            (U, "kessler bakery wants to give us day-old bread 3x a week, but their pickup window is 6:30-7:30am only"),
            (A, "Early! Options: a volunteer with their own car (liability questions), or fold it into a van run before the regular route starts. Has Tom weighed in?"),
            (U, "tom said ok: v3 does kessler on mon wed fri at 7am before the regular route"),
            (A, "Noted, I will keep that in mind. V3 is the dry van, which is fine for bread."),
            (U, "can you draft a short thank you + an mou outline"),
            (A, "**Thank you note:** \"Dear Kessler family, thank you for trusting us with your day-old bread. It will be on family tables across Carrow County within 48 hours.\"\n\n**MOU outline:**\n1. Parties\n2. Pickup schedule (Mon/Wed/Fri, 7:00am)\n3. Product types & condition\n4. Good Samaritan Act liability language\n5. Tax receipts\n6. Term & termination"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "V3 picks up day-old bread from Kessler Bakery on Monday, Wednesday and Friday at 7am before the regular route.",
             "keywords": ["kessler", "mon wed fri"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ c15
    {
        "id": "c15",
        "day": "2026-02-19",
        "turns": [
            (U, "pantrytrack categories are a mess, look:\n```\ncategory              n_skus\ncanned veg            41\nvegetables canned     17\nCanned Vegetables     9\nproduce               63\nfresh produce         12\nmisc                  88\n```"),
            (A, "Classic drift. I'd map the variants onto one canonical list. `misc` with 88 SKUs is the real problem; someone should go through those by hand."),
            (U, "can you write a pandas snippet that maps them"),
            (A, "```python\nimport pandas as pd\ndf = pd.read_csv('skus.csv')\nmapping = {\n    'canned veg': 'Canned Vegetables',\n    'vegetables canned': 'Canned Vegetables',\n    'fresh produce': 'Produce',\n    'produce': 'Produce',\n}\ndf['Category'] = df['Category'].str.strip().str.lower().map(mapping).fillna(df['Category'])\n```"),
            (U, "KeyError: 'Category'\nhmm"),
            (A, "Your export uses a lowercase column name. Replace `df['Category']` with `df['category']` everywhere (or `df.columns = df.columns.str.lower()` first)."),
            (U, "works. agreed with dev: we'll use the USDA-ish 12 category list from now on, no new categories without asking him"),
            (A, "Noted. I'd also lock category creation to admins in PantryTrack if the permissions allow it, so the list doesn't drift again."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6,
             "text": "PantryTrack uses a fixed 12-category list from now on, and new categories need Dev's approval.",
             "keywords": ["12 category list", "new categories"]},
        ],
        "answered": [2, 4],
    },
    # ------------------------------------------------------------------ c16
    {
        "id": "c16",
        "day": "2026-02-25",
        "turns": [
            (U, "do we need allergen labels on stuff we repack? like the 50lb rice bags into 2lb bags"),
            (A, "Generally, once you repackage food into smaller units you become the packer, and labelling rules (name, ingredients, allergens, net weight, packer info) can apply. Food banks sometimes get exemptions, but it varies by state. Your state department of agriculture is the authority here."),
            (U, "i emailed the state dept of agriculture last week, no reply yet"),
            (A, "Might be worth a phone call; these inboxes are slow. Ask specifically about single-ingredient dry goods repacked by a nonprofit for free distribution."),
            (U, "so still open: whether repacked rice/beans need full labels incl. facility info. not repacking until we hear back"),
            (A, "Noted. I'll treat it as an open compliance question until the state replies."),
            (U, "also ty for the temp log thing last month, health inspector loved it"),
            (A, "Love to hear it! \U0001F60A"),
        ],
        "facts": [
            {"kind": "open_question", "turn": 4,
             "text": "It is still unknown whether repacked rice and beans need full labels including facility information.",
             "keywords": ["repacked", "labels"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ c17
    {
        "id": "c17",
        "day": "2026-03-03",
        "turns": [
            (U, "dev. need to update the donor receiving hours everywhere, where do i even start"),
            (A, "Happy to help. Usually: website, Google Business Profile, donor emails, signage at the dock, and the voicemail. What are the new hours?"),
            (U, "website, freshway, halvorsen, the google business profile. new receiving hours at millbrook dock are 7am-2pm mon-fri, was 8-4"),
            (A, "Checklist:\n- [ ] Website \"Donate food\" page\n- [ ] Google Business Profile > Hours > add \"Donation drop-off\" special hours\n- [ ] Email FreshWay and Halvorsen dispatch\n- [ ] Dock door sign\n\nText: \"Donation receiving at Millbrook Road: Monday-Friday, 7:00am-2:00pm.\""),
            (U, "also the voicemail msg"),
            (A, "\"You've reached Riverbend Regional Food Bank. Food donations are received at our Millbrook Road dock Monday through Friday from 7am to 2pm. For anything else, please leave a message and we'll call you back.\""),
            (U, "cool, i'll do it after lunch. tacos today \U0001F32E"),
            (A, "Enjoy the tacos!"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "Donation receiving hours at the Millbrook dock change from 8-4 to 7am-2pm Monday to Friday.",
             "keywords": ["receiving hours", "7am-2pm"]},
        ],
        "answered": [0, 4],
    },
    # ------------------------------------------------------------------ c18
    {
        "id": "c18",
        "day": "2026-03-09",
        "turns": [
            (U, "hey its leah, need to plan the annual partner monitoring visits"),
            (A, "Sure! How many partners, and how did it go last year?"),
            (U, "24 partners, last year it dragged on till october lol"),
            (A, "A compressed schedule helps: block 3 visits per week over two months and pair the compliance check with the relationship visit so each site gets one trip instead of two."),
            (U, "ok let's go with that: all monitoring visits in april and may, felix and i go together so food safety is covered in the same visit"),
            (A, "Draft:\n\n| week | visits |\n|---|---|\n| Apr 6 | St. Brigid's, Oak Street, Lakeside |\n| Apr 13 | Northfield, Grace Tabernacle, Westview |\n| Apr 20 | Riverside School, Hillcrest, +1 |\n| ... | ... |\n| May 25 | last 3 |"),
            (U, "hillcrest community fridge is only open evenings, put them on a tuesday eve"),
            (A, "Moved Hillcrest to Tuesday April 21, 6pm. Everything else stays the same."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "All annual partner monitoring visits happen in April and May, with Leah and Felix visiting together.",
             "keywords": ["monitoring visits", "april and may"]},
        ],
        "answered": [0, 6],
    },
    # ------------------------------------------------------------------ c19 (no fact)
    {
        "id": "c19",
        "day": "2026-03-13",
        "turns": [
            (U, "friday 13th and v3 has a flat. of course"),
            (A, "Oof, the date delivers. Do you have a usable spare, or are you waiting on roadside assistance?"),
            (U, "spare is also low \U0001F643 waiting on roadside. do you know if it's gonna snow later"),
            (A, "I don't have access to live weather data, sorry. A weather app or the NWS site will have the latest for Carrow County."),
            (U, "fair. ok the guy is here brb"),
            (A, "Good luck!"),
            (U, "back. all good, 40 min late to grace tabernacle but they were cool about it"),
            (A, "Glad it worked out. Maybe get that spare topped up while you're at it. \U0001F609"),
        ],
        "facts": [],
        "answered": [],
    },
    # ------------------------------------------------------------------ c20
    {
        "id": "c20",
        "day": "2026-03-19",
        "turns": [
            (U, "need help with the fy27 budget draft, fuel line is ugly"),
            (A, "Sure. What's budgeted vs what you're actually spending?"),
            (U, "we spent avg 2,870/mo on fuel last 6 months, budget is 2,400. diesel up again"),
            (A, "So you're running about $470/month (~20%) over. A realistic line would be actual plus 5-8% headroom, so roughly $3,000-3,100/month."),
            (U, "board finance committee ok'd it: fuel bumped to $3,100/month starting april"),
            (A, "Noted, I will keep that in mind."),
            (U, "and can you compute annual + the diff vs old budget"),
            (A, "Annual: $3,100 x 12 = **$37,200**. Old: $2,400 x 12 = $28,800. Difference: **+$8,400/year**."),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "The fuel budget is raised from $2,400 to $3,100 per month starting in April.",
             "keywords": ["fuel", "3,100"]},
        ],
        "answered": [0, 6],
    },
    # ------------------------------------------------------------------ c21
    {
        "id": "c21",
        "day": "2026-03-25",
        "turns": [
            (U, "group from northfield youth club wants to volunteer, kids are 12-13"),
            (A, "Lovely. What's the current minimum volunteer age?"),
            (U, "currently 14+. but schools keep asking"),
            (A, "Many food banks allow 10-13 year olds on sorting shifts with close adult supervision (often 1 adult per 4-5 kids), and keep distribution and warehouse floor work for older teens."),
            (U, "talked w marta + felix: we're lowering the minimum age to 12 for sort shifts only, with 1 adult per 4 kids. distribution days stay 14+"),
            (A, "Got it. Want me to update the volunteer FAQ wording too?"),
            (U, "update the shiftly blurb pls"),
            (A, "\"Volunteers aged 12-13 are welcome on **sorting shifts** with a supervising adult (1 adult per 4 youth). Distribution and warehouse shifts are 14+. Volunteers under 18 need a parent/guardian waiver.\""),
            (U, "ty ur the best"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "The minimum volunteer age is lowered to 12 for sorting shifts (1 adult per 4 kids); distribution stays 14+.",
             "keywords": ["minimum age", "sort shifts"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ c22
    {
        "id": "c22",
        "day": "2026-03-31",
        "turns": [
            (U, "the pi's sd card is throwing errors\n```\n[1123904.118] EXT4-fs error (device mmcblk0p2): ext4_find_entry:1455: inode #131073: comm python3: reading directory lblock 0\n[1123904.121] EXT4-fs (mmcblk0p2): Remounting filesystem read-only\n```"),
            (A, "That SD card is failing; the filesystem already went read-only. Back up `/home/pi` (scripts, `.env`, logs) right now before it gets worse."),
            (U, "backed up. honestly should we move the export script off the pi entirely? like to a cheap vps or google cloud run"),
            (A, "Pros: no SD card failures, proper backups and monitoring. Cons: a monthly cost ($5-10), someone has to manage it, and you'd have to check that PantryTrack accepts API calls from cloud IP ranges (some vendors allowlist IPs)."),
            (U, "marta wants to know cost first and whether the pantrytrack api allows calls from cloud ips. dunno. let's leave it open for now, new sd card for the moment"),
            (A, "Makes sense. Cloning to a new card is the quickest fix."),
            (U, "can you give me the dd command to clone the card"),
            (A, "With both cards in a USB reader on another Linux machine (check names with `lsblk` first!):\n```\nsudo dd if=/dev/sdX of=/dev/sdY bs=4M status=progress conv=fsync\n```\nGiven the errors, I'd rather flash a fresh image and restore your backup than clone a bad filesystem."),
        ],
        "facts": [
            {"kind": "open_question", "turn": 4,
             "text": "Whether to move the export script from the Pi to a cloud host is undecided because cost and PantryTrack API access from cloud IPs are unknown.",
             "keywords": ["cloud", "pantrytrack api"]},
        ],
        "answered": [2, 6],
    },
    # ------------------------------------------------------------------ c23
    {
        "id": "c23",
        "day": "2026-04-06",
        "turns": [
            (U, "FDA recall on nutty acres peanut butter, lot codes 2207A-2207F. what do i do first"),
            (A, "1. Check whether you received that brand and those lots.\n2. Put any stock on hold (tag it, move it to a quarantine area).\n3. Identify which partners received it.\n4. Notify them with clear instructions.\n5. Document everything for the recall file."),
            (U, "we got 14 cases of that brand from the freshway drive in march, how do i find the lots"),
            (A, "If lots were captured at receiving, PantryTrack's Lot Lookup (Inventory > Lots > search \"2207\") should show on-hand quantities and outbound orders per lot."),
            (U, "found them, 9 cases already went to 3 partners, 5 still here"),
            (A, "Quarantine the 5 on hand now, then call the 3 partners. Ask them to pull the jars, count them, and hold them for pickup or destroy them with a photo as proof."),
            (U, "ok going forward: i'm the recall lead, i pull lots from pantrytrack, leah calls the partners within 24h. writing that into the sop"),
            (A, "Noted, I will keep that in mind. Clear ownership makes recalls a lot smoother."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6,
             "text": "Felix is the recall lead who pulls lots from PantryTrack, and Leah calls affected partners within 24 hours.",
             "keywords": ["recall lead", "24h"]},
        ],
        "answered": [0, 2],
    },
    # ------------------------------------------------------------------ c24
    {
        "id": "c24",
        "day": "2026-04-10",
        "turns": [
            (U, "landlord at eastgate wants the back bay for another tenant"),
            (A, "How much of your storage is in that bay, and is the landlord offering a rent reduction?"),
            (U, "we agreed: giving up bay C at eastgate from may 1, rent drops $650/mo. overflow dry goes back to the millbrook mezzanine"),
            (A, "That's roughly 40 pallet positions moving. The Millbrook mezzanine has a weight rating, so check it before stacking canned goods up there."),
            (U, "yeah tight. bigger q is whether we renew the whole eastgate lease in sept at all. no idea yet"),
            (A, "Factors to weigh:\n- Pallet demand forecast for the holiday season\n- Freezer capacity (Eastgate's freezer carried the turkeys)\n- Saturday pickup plans\n- Rent vs alternatives (shared space, a bigger Millbrook lease)"),
            (U, "good list, pasting into the doc. thx"),
            (A, "You're welcome! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "From May 1 the food bank gives up Bay C at Eastgate (rent down $650/month) and overflow dry goods move to the Millbrook mezzanine.",
             "keywords": ["bay c", "mezzanine"]},
            {"kind": "open_question", "turn": 4,
             "text": "Whether to renew the whole Eastgate lease in September is still open.",
             "keywords": ["renew", "lease"]},
        ],
        "answered": [],
    },
    # ------------------------------------------------------------------ c25
    {
        "id": "c25",
        "day": "2026-04-16",
        "turns": [
            (U, "in-kind donations are tracked in 3 places \U0001F629"),
            (A, "Oh no. Which three?"),
            (U, "dev's receiving log in pantrytrack, my 'In-Kind 2026' google sheet, and donorbase for the acknowledgment letters"),
            (A, "Classic. I'd pick one system of record for donor-facing info and one for weights/inventory, and sync them on a schedule instead of double entry."),
            (U, "agreed with dev and sam: donorbase is the one place for in-kind donor records, sheet gets archived. pantrytrack keeps the weights and sam syncs them weekly"),
            (A, "Clean split. I'd add a donor ID field in PantryTrack receiving so the sync can match records reliably."),
            (U, "can you write the sync field mapping"),
            (A, "| PantryTrack | DonorBase |\n|---|---|\n| donor_ref | Account ID |\n| received_at | Gift Date |\n| total_lbs | In-Kind Weight (lbs) |\n| category | In-Kind Description |\n| fmv_estimate | In-Kind Value ($) |"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "DonorBase is the single system of record for in-kind donor records; the Google sheet is archived and Sam syncs weights from PantryTrack weekly.",
             "keywords": ["donorbase", "in-kind"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ c26
    {
        "id": "c26",
        "day": "2026-04-22",
        "turns": [
            (U, "fuel card question"),
            (A, "Go ahead!"),
            (U, "shell cards have no per-driver limits and receipts are a nightmare. we're switching to WEX fleet cards may 1, one per van not per driver"),
            (A, "Makes sense. One card per van means the van's odometer at fill-up tracks per vehicle. You can still require a driver PIN so you know who fuelled."),
            (U, "can you make a checklist for the switch"),
            (A, "- [ ] Sign WEX agreement\n- [ ] Order 3 cards (Bertha, V2, V3)\n- [ ] Set driver PINs\n- [ ] Set limits (fuel only, $200/day)\n- [ ] Train drivers\n- [ ] Update QuickBooks vendor"),
            (U, "add 'cancel shell cards' lol"),
            (A, "- [ ] Cancel Shell cards (after the final statement)\n\nAdded. Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "From May 1 the Shell fuel cards are replaced by WEX fleet cards, one per van.",
             "keywords": ["wex", "per van"]},
        ],
        "answered": [4, 6],
    },
    # ------------------------------------------------------------------ c27
    {
        "id": "c27",
        "day": "2026-04-28",
        "turns": [
            (U, "planning the volunteer appreciation thing \U0001F388"),
            (A, "Fun! What options are on the table?"),
            (U, "options were bowling, picnic, or pizza at millbrook. we did a poll in shiftly"),
            (A, "Picnics are usually the most inclusive for families and older volunteers. What did the poll say?"),
            (U, "vote is in: picnic at riverside park, saturday june 13, 12-3. rain location millbrook break room"),
            (A, "Noted! Saturday June 13, 12-3 at Riverside Park, with the Millbrook break room as the rain plan."),
            (U, "invite text for shiftly broadcast"),
            (A, "\U0001F389 You're invited! Join us for our **Volunteer Appreciation Picnic** on **Saturday, June 13, 12-3pm** at Riverside Park. Food, games and a big thank-you from the team. Rain? We'll move to the Millbrook break room. RSVP in Shiftly!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The volunteer appreciation event is a picnic at Riverside Park on Saturday June 13, 12-3, with the Millbrook break room as the rain location.",
             "keywords": ["picnic", "june 13"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ c28
    {
        "id": "c28",
        "day": "2026-05-04",
        "turns": [
            (U, "lakeside senior center asked if we could deliver boxes directly to homebound seniors, is that even a thing food banks do"),
            (A, "Yes, some food banks run home delivery programmes, usually with dedicated funding. Key issues: driver time, privacy, cold chain, and liability for drivers entering homes."),
            (U, "tom says vans are full mon-thu. maybe fridays?"),
            (A, "Fridays could work for a pilot of maybe 20-30 households."),
            (U, "big open question for the team: do we start a homebound delivery program at all, and who'd pay for the driver hours. marta wants a proposal, not a yes yet"),
            (A, "Proposal outline:\n1. Need (Lakeside data)\n2. Pilot scope (Fridays, 25 households)\n3. Cost (driver hours, fuel)\n4. Funding options (county aging services, a grant)\n5. Risks\n6. Evaluation"),
            (U, "thanks this is a good start"),
            (A, "Glad it helps!"),
        ],
        "facts": [
            {"kind": "open_question", "turn": 4,
             "text": "Whether to start a homebound delivery programme, and who would pay for the driver hours, is still open.",
             "keywords": ["homebound", "driver hours"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ c29
    {
        "id": "c29",
        "day": "2026-05-08",
        "turns": [
            (U, "coldeye sensor #7 arrived \U0001F4E6"),
            (A, "Nice! Where's it going?"),
            (U, "installed it in the millbrook freezer. paper temp log clipboard is retired, coldeye replaces it for the freezer too"),
            (A, "Makes sense. Do you want a paper fallback for when the sensor or Wi-Fi is down? Inspectors like to see continuous records."),
            (U, "good call, paper only if coldeye shows offline >1h"),
            (A, "Noted."),
            (U, "what's the threshold for the freezer"),
            (A, "Frozen food should stay at 0F (-18C) or below. A common alert setting is above 5-10F sustained for 30 minutes, to ride out door openings."),
            (U, "set to 5F for 30min. done"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "The paper temperature log for the Millbrook freezer is retired and replaced by a ColdEye sensor.",
             "keywords": ["paper temp log", "freezer"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ c30
    {
        "id": "c30",
        "day": "2026-05-14",
        "turns": [
            (U, "priya wants volunteer hours in the monthly dashboard"),
            (A, "Good idea. Where do the hours live today, only in Shiftly?"),
            (U, "yeah. shiftly has an API? or csv"),
            (A, "Shiftly has a CSV export on all plans; API access usually depends on the plan tier."),
            (U, "we're on the basic plan, no api. ok we'll use the shiftly csv export on the 1st of each month, priya drops it in drive/Ops/volunteer-hours, my script picks it up"),
            (A, "```python\nfrom pathlib import Path\nimport pandas as pd\nfolder = Path('/mnt/drive/Ops/volunteer-hours/')\nlatest = max(folder.glob('*.csv'), key=lambda p: p.stat().st_mtime)\nhours = pd.read_csv(latest)\n```"),
            (U, "```\nFileNotFoundError: [Errno 2] No such file or directory: '/mnt/drive/Ops/volunteer-hours/'\n```"),
            (A, "The path doesn't exist, so either the Drive mount isn't up or the path differs. Check `mount | grep drive` or `ls /mnt/drive`. If you're using rclone, the mount may have dropped."),
            (U, "ah rclone wasn't mounted. fixed ty"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Volunteer hours reach the dashboard via a Shiftly CSV export that Priya drops into the Drive folder on the 1st of each month.",
             "keywords": ["shiftly csv", "1st of each month"]},
        ],
        "answered": [2, 6],
    },
    # ------------------------------------------------------------------ c31 (no fact)
    {
        "id": "c31",
        "day": "2026-05-20",
        "turns": [
            (U, "giving a 5 min talk at the rotary lunch thursday, can you punch up my opener: \"hi im marta and i run the food bank\""),
            (A, "\"Last year, one in eight of our neighbours in Carrow County didn't know where their next meal was coming from. I'm Marta Okafor, and at Riverbend we're working to change that, one truckload at a time.\""),
            (U, "too cheesy lol"),
            (A, "\"Good afternoon. I'm Marta Okafor from Riverbend Regional Food Bank. Last year we moved over a million pounds of food through this county, and a lot of it came from people in this room.\""),
            (U, "better. how many words is 5 min roughly"),
            (A, "At a comfortable speaking pace (130-150 words per minute), about 650-750 words."),
        ],
        "facts": [],
        "answered": [0, 4],
    },
    # ------------------------------------------------------------------ c32
    {
        "id": "c32",
        "day": "2026-05-27",
        "turns": [
            (U, "we have like 200 broken pallets piled behind millbrook"),
            (A, "That's a fire-code and pest issue waiting to happen. Pallet recyclers usually pick up for free or even pay for good ones. Any quotes?"),
            (U, "got quotes: carrow pallet co. picks up free + pays $1/good pallet, greenloop wants $75 per pickup"),
            (A, "Carrow Pallet Co. is the obvious choice unless GreenLoop offers something else, like certified heat-treated replacements."),
            (U, "easy call, we'll use carrow pallet co., monthly pickup first monday of the month"),
            (A, "Noted, I will keep that in mind."),
            (U, "lol the forklift beeping outside is driving me nuts. ok thx"),
            (A, "Noise-cancelling headphones might be a worthy budget line. \U0001F604"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Carrow Pallet Co. collects broken pallets monthly on the first Monday.",
             "keywords": ["carrow pallet", "first monday"]},
        ],
        "answered": [],
    },
    # ------------------------------------------------------------------ c33
    {
        "id": "c33",
        "day": "2026-06-02",
        "turns": [
            (U, "big news, pantrytrack partner portal is live for us \U0001F389"),
            (A, "Exciting! How did the pilot go?"),
            (U, "after the pilot with 5 partners, we're replacing the google form with the pantrytrack portal for all partners starting july 1"),
            (A, "Great. Partners will see real-time inventory instead of guessing, which should cut substitutions."),
            (U, "can you write a 1 page how-to for partners, super simple"),
            (A, "**Ordering in PantryTrack: quick guide**\n1. Go to portal.pantrytrack.io and log in with the email we sent you.\n2. Click **New Order**.\n3. Choose your pickup date.\n4. Add items. Only in-stock items are shown.\n5. Click **Submit** before Thursday 5pm.\n6. You'll get a confirmation email. Done!"),
            (U, "st brigid's folks will need a phone walkthrough, note that"),
            (A, "Noted, I added a line: \"Need help? Call Leah and we'll walk you through it on the phone.\""),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "From July 1 the partner order Google Form is replaced by the PantryTrack partner portal for all partners.",
             "keywords": ["google form", "pantrytrack portal"]},
        ],
        "answered": [4, 6],
    },
    # ------------------------------------------------------------------ c34
    {
        "id": "c34",
        "day": "2026-06-08",
        "turns": [
            (U, "riverside school backpack program ends with school in 2 weeks"),
            (A, "Summer is hard for families who depend on school meals. Is anything planned?"),
            (U, "kids lose meals all summer. there's the USDA summer food service program, we could be a sponsor"),
            (A, "SFSP sponsors get reimbursed per meal but take on real admin: site monitoring, meal counts, training, and state agency approval. Some food banks instead act as vendors to an existing sponsor such as the parks department."),
            (U, "still open whether we become an SFSP sponsor or just support the parks dept as a vendor. application deadline is tight, ask me again next week"),
            (A, "Noted, I'll treat that as open."),
            (U, "what's the reimbursement rate roughly"),
            (A, "Rates are set each year and differ by meal type and rural/urban status. I'd check the current USDA notice rather than rely on my memory. Ballpark, lunch is a few dollars per meal."),
        ],
        "facts": [
            {"kind": "open_question", "turn": 4,
             "text": "It is undecided whether the food bank becomes a USDA SFSP sponsor or supports the parks department as a vendor.",
             "keywords": ["sfsp sponsor", "parks dept"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ c35
    {
        "id": "c35",
        "day": "2026-06-12",
        "turns": [
            (U, "gonna be 95 next week \u2600\ufe0f"),
            (A, "Heat is rough on both drivers and produce. Any changes planned for the routes?"),
            (U, "last summer lettuce in v3 was soup by 11am lol"),
            (A, "V3 has no reefer, so anything perishable in it during a heat wave is a gamble. Starting earlier and keeping produce in the cold vans would help a lot."),
            (U, "ok decision for summer (june-sept): routes start at 6:30am, and no produce goes in v3, only the reefer vans"),
            (A, "Noted, I will keep that in mind. I'd also give drivers a hydration reminder."),
            (U, "and water for drivers, remind me to buy a case"),
            (A, "I can't set reminders, but a recurring calendar entry or a sticky on the dock door would do the trick."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "From June to September routes start at 6:30am and produce travels only in reefer vans, never V3.",
             "keywords": ["6:30am", "no produce"]},
        ],
        "answered": [],
    },
    # ------------------------------------------------------------------ c36
    {
        "id": "c36",
        "day": "2026-06-18",
        "turns": [
            (U, "oops i pasted the pantrytrack api key in the #ops channel yesterday \U0001F62C what now"),
            (A, "Rotate it right away. Revoke the old key in PantryTrack admin, create a new one, and update wherever the script reads it. Deleting the message isn't enough, since it may be in notifications and backups."),
            (U, "rotated. old key revoked. log: `2026-06-18 09:12:44 key pt_live_****9f2a revoked by sortiz`"),
            (A, "Good. Check the API access log for calls from unknown IPs between the paste and the revocation."),
            (U, "new rule: all api keys + passwords live in the bitwarden org vault, nothing in chat or sticky notes. rotation every quarter"),
            (A, "Noted, I will keep that in mind."),
            (U, "how do i set an env var from bitwarden cli in the cron"),
            (A, "```bash\nexport BW_SESSION=$(bw unlock --passwordenv BW_MASTER --raw)\nexport PT_API_KEY=$(bw get password pantrytrack-api)\npython3 /home/pi/pt_export.py\n```\nPut that in a wrapper script and call the wrapper from cron."),
            (U, "nice. thx"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "All API keys and passwords live in the Bitwarden org vault and are rotated every quarter.",
             "keywords": ["bitwarden", "every quarter"]},
        ],
        "answered": [0, 6],
    },
    # ------------------------------------------------------------------ c37
    {
        "id": "c37",
        "day": "2026-06-24",
        "turns": [
            (U, "paper sign in sheets at saturday distro are unreadable lol"),
            (A, "Handwriting plus clipboards in the rain. Has Shiftly's kiosk check-in come up?"),
            (U, "shiftly has kiosk mode. we have 2 old ipads from the rotary donation"),
            (A, "That works. Open Shiftly on the iPad > Kiosk > pick the event > lock the screen with Guided Access so volunteers can't leave the app."),
            (U, "ok switching to the ipad kiosk check-in from this saturday, paper sheet only as backup"),
            (A, "Noted! Charge the iPads Friday night, dock Wi-Fi can be patchy."),
            (U, "the ipad says 'guided access' something, what is that"),
            (A, "Guided Access is an iOS feature that locks the iPad to one app. Enable it in Settings > Accessibility > Guided Access, open Shiftly, then triple-click the side button to start it."),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Saturday distribution volunteer check-in moves from paper sheets to Shiftly kiosk mode on iPads.",
             "keywords": ["kiosk", "this saturday"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ c38
    {
        "id": "c38",
        "day": "2026-06-30",
        "turns": [
            (U, "county grant q2 report due july 15"),
            (A, "Two weeks. What do you need for it?"),
            (U, "last time i chased sam for numbers for 2 weeks lol sorry sam"),
            (A, "A fixed data calendar would help: one person owns the report, the data person delivers a standard pack on a set date every month."),
            (U, "we agreed in standup: i own all grant reports, sam sends the data pack by the 5th of each month. no more chasing"),
            (A, "Noted, I will keep that in mind."),
            (U, "what fields does the county want again:\n- unduplicated households\n- lbs by category\n- # of partner sites\n- % produce\n- volunteer hours"),
            (A, "Most of that comes from PantryTrack. Volunteer hours come from the Shiftly CSV. \"Unduplicated households\" is the tricky one; make sure partners report deduplicated counts."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Janelle owns all grant reports and Sam delivers the data pack by the 5th of each month.",
             "keywords": ["grant reports", "5th"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ c39
    {
        "id": "c39",
        "day": "2026-07-06",
        "turns": [
            (U, "cooler 1 compressor died over the 4th weekend \U0001F525"),
            (A, "Oh no. Is product safe? When did the temps start climbing?"),
            (U, "coldeye log:\n```\n07-04 22:10 cooler1 38.2F\n07-05 01:40 cooler1 44.9F ALERT\n07-05 02:05 cooler1 47.3F ALERT\n```\nfelix moved everything to cooler 2 and eastgate at 2am, hero"),
            (A, "Felix earned a coffee (or five). Anything that was above 41F for more than 4 hours should be evaluated and likely discarded."),
            (U, "arctic mechanical replaced the compressor today. we also signed their annual service contract, $1,900/yr, replaces the old call-out arrangement with polar services"),
            (A, "A service contract with preventive maintenance should catch failing compressors before a holiday weekend."),
            (U, "we lost roughly 300 lbs of yogurt. need to log it as disposal in pantrytrack, what's the reason code"),
            (A, "I don't know your exact code list, but look for something like \"temperature abuse\" or \"spoilage\" in the disposal reason dropdown."),
            (U, "found it: DSP-TEMP. ok"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Refrigeration service moves from Polar Services call-outs to an Arctic Mechanical annual service contract at $1,900 per year.",
             "keywords": ["arctic mechanical", "service contract"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ c40
    {
        "id": "c40",
        "day": "2026-07-10",
        "turns": [
            (U, "grace tabernacle might close their pantry in sept, pastor retiring"),
            (A, "That's a big change for their clients. How many households do they serve?"),
            (U, "~180 households/month go there"),
            (A, "Options: (1) a nearby partner absorbs them, (2) a mobile distribution at the church parking lot, (3) recruit a new agency in that neighbourhood."),
            (U, "open q: which partner absorbs grace tabernacle's households, oak street or westview? neither has said yes yet"),
            (A, "Understood, that's unresolved for now."),
            (U, "draft a call script for me"),
            (A, "\"Hi, it's Leah from Riverbend. Grace Tabernacle's pantry may close in September and about 180 households a month will need a new place. Would you have capacity to take some or all of them if we increase your allocation?\""),
        ],
        "facts": [
            {"kind": "open_question", "turn": 4,
             "text": "It is not yet known which partner, Oak Street or Westview, will absorb Grace Tabernacle's households.",
             "keywords": ["grace tabernacle", "absorbs"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ c41
    {
        "id": "c41",
        "day": "2026-07-16",
        "turns": [
            (U, "freshway sent a pallet of canned soup 4 months past best-by"),
            (A, "\"Best by\" is a quality date, not a safety date. Canned goods in good condition (no bulging, deep dents, rust or leaks) are generally safe well past it. \"Use by\" dates on infant formula are different."),
            (U, "partners freak out though"),
            (A, "A clear written policy plus a short explainer helps partners feel confident."),
            (U, "final call from felix (me lol) + marta: canned goods accepted up to 12 months past best-by, dairy and infant formula never past the date"),
            (A, "Noted. Sensible and consistent with common food bank practice."),
            (U, "can you make a one-page explainer for partners about date labels"),
            (A, "**Understanding date labels**\n- **Best by / Best before:** quality, not safety. We accept canned goods up to 12 months past it.\n- **Use by:** follow it for infant formula.\n- **Sell by:** for stores, not you.\n- **Always toss:** bulging, leaking, rusted or deeply dented cans."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Canned goods are accepted up to 12 months past best-by; dairy and infant formula are never accepted past the date.",
             "keywords": ["canned goods", "12 months"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ c42
    {
        "id": "c42",
        "day": "2026-07-22",
        "turns": [
            (U, "v2 is done. reefer again + transmission. mechanic says not worth fixing"),
            (A, "Sorry to hear it. V2 has been a lot of trouble this year. What are the replacement options?"),
            (U, "options: lease a reefer van $1,450/mo or buy a used 2022 isuzu npr reefer for 48k with the capital grant"),
            (A, "Over 3 years the lease comes to ~$52k and you own nothing. Buying uses the capital grant, but you carry maintenance risk. A pre-purchase inspection on the Isuzu is a must."),
            (U, "board approved: we're buying the used isuzu, it replaces v2. plan to have it on the road aug 15"),
            (A, "Noted, I will keep that in mind."),
            (U, "what insurance stuff do i need to do"),
            (A, "- Add the VIN to your commercial auto policy before pickup\n- Ask for a certificate of insurance for the capital grant file\n- Remove V2 once it's sold\n- Check whether the reefer unit needs inland marine / equipment coverage"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "A used 2022 Isuzu NPR reefer truck is bought to replace V2, planned on the road by August 15.",
             "keywords": ["isuzu", "replaces v2"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ c43
    {
        "id": "c43",
        "day": "2026-07-28",
        "turns": [
            (U, "board wants a dashboard they can open on their phones"),
            (A, "Options: Looker Studio (free, works on phones, easy sharing), Metabase (more powerful, needs hosting), or a PDF emailed monthly."),
            (U, "metabase on the pi keeps OOMing\n```\n[Jul28 03:14] Out of memory: Killed process 2231 (java) total-vm:2104332kB, anon-rss:812044kB\n```"),
            (A, "Metabase is a Java app and really wants 1-2GB of RAM, which is rough on a Pi."),
            (U, "ok we'll use looker studio connected to the sheets export, metabase gets shut down"),
            (A, "Noted. Looker Studio's Google Sheets connector is simple and free."),
            (U, "calculated field for lbs per household?"),
            (A, "```\nSUM(total_lbs) / SUM(households)\n```\nSet it as a number with 1 decimal place."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The board dashboard moves to Looker Studio on the Sheets export and the Metabase instance is shut down.",
             "keywords": ["looker studio", "metabase"]},
        ],
        "answered": [0, 6],
    },
    # ------------------------------------------------------------------ c44 (no fact)
    {
        "id": "c44",
        "day": "2026-08-03",
        "turns": [
            (U, "ugh, two regular volunteers got into it over the sorting table again"),
            (A, "That sounds stressful. What happened?"),
            (U, "idk, petty stuff about who sorts what. i don't want to take sides. how do i word a message to both"),
            (A, "\"Hi both, I noticed some tension at the sorting table last Thursday. You're both really valued here, and I'd love to chat briefly to make sure the shift works for everyone. Could we grab 10 minutes before your next shift?\""),
            (U, "hmm maybe i'll just talk to them in person tbh"),
            (A, "That's often better for this kind of thing. Tone gets lost in text."),
            (U, "ok thx. going to grab lunch, brain is fried"),
            (A, "Enjoy the break!"),
        ],
        "facts": [],
        "answered": [2],
    },
    # ------------------------------------------------------------------ c45
    {
        "id": "c45",
        "day": "2026-08-07",
        "turns": [
            (U, "physical count is next friday, dreading it"),
            (A, "Understandable. How did last year's count go?"),
            (U, "last year's annual count was off by 6% vs pantrytrack, auditors didn't love it"),
            (A, "Counting more often, plus weekly cycle counts on high-volume items, usually brings that variance down a lot."),
            (U, "ok we're doing full counts twice a year now, feb and aug, plus a weekly cycle count of the top 20 skus"),
            (A, "Noted, I will keep that in mind."),
            (U, "count sheet template pls, columns: location, sku, desc, system qty, counted qty, diff"),
            (A, "| location | sku | desc | system qty | counted qty | diff |\n|---|---|---|---|---|---|\n| MB-A01 | | | | | =E2-D2 |\n| MB-A02 | | | | | =E3-D3 |"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Full physical inventory counts happen twice a year (February and August) plus a weekly cycle count of the top 20 SKUs.",
             "keywords": ["twice a year", "cycle count"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ c46
    {
        "id": "c46",
        "day": "2026-08-13",
        "turns": [
            (U, "freshway asked if they could put their logo on the new isuzu truck \U0001F440"),
            (A, "Interesting. Pros: revenue and visibility. Cons: it could look like endorsement, and other donors might feel left out."),
            (U, "they'd pay like 5k/yr"),
            (A, "That's real money. You'd want a written policy covering size, duration, removal costs and exclusivity."),
            (U, "marta is unsure, board policy on sponsor logos doesn't exist. so: open whether we allow sponsor van wraps at all"),
            (A, "Understood, it stays open until the board sets a policy."),
            (U, "can you find examples of other food banks doing it"),
            (A, "I can't browse the web, but from general knowledge several large food banks have sponsor-wrapped trucks, usually for grocery or trucking partners, with a \"proudly supported by\" line rather than a full takeover wrap."),
        ],
        "facts": [
            {"kind": "open_question", "turn": 4,
             "text": "Whether the food bank allows sponsor logo wraps on its vans is open, pending a board policy.",
             "keywords": ["sponsor", "van wraps"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ c47
    {
        "id": "c47",
        "day": "2026-08-19",
        "turns": [
            (U, "the isuzu is here!!! \U0001F69A"),
            (A, "Congratulations! Does it have a name yet?"),
            (U, "team voted, it's called Gus. it takes over v2's tuesday and thursday cold routes, bertha goes back to the wholesale pickups"),
            (A, "Welcome, Gus! That frees Bertha for the bulk runs again."),
            (U, "old v2 goes to the auction next month"),
            (A, "Make sure the title, plates and insurance are handled when it sells."),
            (U, "routewise needs the new vehicle profile, what dims do i need"),
            (A, "For RouteWise: length, height, width, gross vehicle weight, payload, fuel type, and any restrictions (e.g. no residential streets). Height matters most for low canopies like Lakeside's."),
            (U, "height is 11'2\" so lakeside is fine. ty"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "The new Isuzu, named Gus, takes over V2's Tuesday and Thursday cold routes while Bertha returns to wholesale pickups.",
             "keywords": ["gus", "thursday"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ c48
    {
        "id": "c48",
        "day": "2026-08-25",
        "turns": [
            (U, "partner agreements all expire sept 30"),
            (A, "That's a lot of paperwork in one month. Any changes to the agreement this round?"),
            (U, "re-signing 24 agreements every year is nuts. we decided: agreements now run 2 years, next cycle oct 2026 - sep 2028"),
            (A, "Good call. You can still do the annual monitoring visits separately."),
            (U, "the other thing, some food banks charge a shared maintenance fee per lb. we've never done it. marta hasn't decided whether we start"),
            (A, "Pros: covers handling costs. Cons: a burden on small pantries and it might push some out. Many food banks waive it for produce."),
            (U, "ok ty, draft the renewal email"),
            (A, "\"Dear partners, your agreement with Riverbend expires September 30. This year's renewal covers **two years** (Oct 2026-Sep 2028). Please review, sign and return by September 20. Thank you!\""),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "Partner agency agreements now run for 2 years, with the next cycle October 2026 to September 2028.",
             "keywords": ["2 years", "agreements"]},
            {"kind": "open_question", "turn": 4,
             "text": "Whether to start charging partners a per-pound shared maintenance fee is undecided.",
             "keywords": ["shared maintenance fee", "per lb"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ c49
    {
        "id": "c49",
        "day": "2026-08-31",
        "turns": [
            (U, "no-show rate saturday was 22% \U0001F62D"),
            (A, "Ouch. Are reminders going out?"),
            (U, "email ones yeah, but ppl don't read email. shiftly can text"),
            (A, "SMS reminders usually cut no-shows a lot, especially a same-day one."),
            (U, "switching reminders to SMS, 24h and 2h before shift. email reminders off"),
            (A, "Noted, I will keep that in mind."),
            (U, "sms text draft? under 160 chars"),
            (A, "\"Hi {first_name}! Reminder: your Riverbend shift is {date} at {time}, Millbrook Rd. Can't make it? Cancel in Shiftly. Thank you! \U0001F955\""),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Volunteer shift reminders switch from email to SMS, sent 24 hours and 2 hours before each shift.",
             "keywords": ["sms", "24h"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ c50
    {
        "id": "c50",
        "day": "2026-09-04",
        "turns": [
            (U, "found mouse droppings near the rice pallets at eastgate \U0001F42D"),
            (A, "Not great. When was the last pest control visit?"),
            (U, "pest guy comes quarterly, last visit june"),
            (A, "For a food warehouse, quarterly is on the thin side. Monthly service is common practice."),
            (U, "going with monthly service from summit pest starting sept, both sites. marta approved the extra $90/mo"),
            (A, "Noted, I will keep that in mind."),
            (U, "what do i do with the rice pallets"),
            (A, "Inspect every bag. Discard any that are gnawed, stained or have droppings on them, then clean and sanitise the area. Document what you found and disposed of (reason code DSP-PEST if you have one) for the pest control log."),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Pest control moves from quarterly to monthly service by Summit Pest at both sites, starting in September.",
             "keywords": ["summit pest", "monthly"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ c51
    {
        "id": "c51",
        "day": "2026-09-10",
        "turns": [
            (U, "hunger action month, we should do something"),
            (A, "Ideas: an open house with warehouse tours, a \"wear orange\" day, a social media challenge, or a volunteer drive."),
            (U, "open house sounds good. dev says saturday is fine if we finish distro by 1"),
            (A, "Great, a short afternoon window after distribution works well."),
            (U, "ok it's set: open house at millbrook saturday sept 27, 2-4pm, tours every 30 min"),
            (A, "Noted!"),
            (U, "press release draft?"),
            (A, "**FOR IMMEDIATE RELEASE**\nRiverbend Regional Food Bank invites the community to an Open House on Saturday, September 27, 2-4pm at its Millbrook Road warehouse. Guided tours run every 30 minutes..."),
            (U, "nice, sending to the carrow falls gazette"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "A Hunger Action Month open house is held at Millbrook on Saturday September 27, 2-4pm, with tours every 30 minutes.",
             "keywords": ["open house", "sept 27"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ c52
    {
        "id": "c52",
        "day": "2026-09-16",
        "turns": [
            (U, "pantrytrack email:\n> API v2 will be retired on January 31, 2027. Please migrate to API v3. See https://docs.pantrytrack.io/api/v3/migration"),
            (A, "OK, about 4.5 months. Main steps: new auth scopes, endpoint renames, pagination changes. Do you know the specific changes?"),
            (U, "endpoint changes: /v2/inventory -> /v3/stock, pagination now cursor-based"),
            (A, "```python\ndef fetch_all(session):\n    url, params = f'{BASE}/v3/stock', {}\n    while True:\n        r = session.get(url, params=params); r.raise_for_status()\n        data = r.json()\n        yield from data['items']\n        if not data.get('next_cursor'):\n            break\n        params = {'cursor': data['next_cursor']}\n```"),
            (U, "thing is my contract ends dec 31. who maintains this after? nobody decided"),
            (A, "That's a real risk. I'd flag it to Marta now and document the script thoroughly either way."),
            (U, "yeah i'll write a README. ty"),
            (A, "Good plan. Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "open_question", "turn": 4,
             "text": "Nobody has decided who maintains the export scripts after Sam's contract ends on December 31.",
             "keywords": ["contract ends", "maintains"]},
        ],
        "answered": [],
    },
    # ------------------------------------------------------------------ c53 (no fact)
    {
        "id": "c53",
        "day": "2026-09-22",
        "turns": [
            (U, "zebra label printer printing blank labels"),
            (A, "Try calibrating: hold the feed button until it flashes twice, then release. It'll feed a few labels and re-learn the gap."),
            (U, "held feed button, it spat out 8 labels and still blank"),
            (A, "Then it's likely media type. If it's set to thermal transfer but you're using direct thermal labels (or the ribbon is in upside down), you'll get blanks. Check for a ribbon and its orientation."),
            (U, "ribbon is there... i think. whatever, using the backup brother printer today"),
            (A, "Fair enough. We can dig in when there's more time."),
        ],
        "facts": [],
        "answered": [],
    },
    # ------------------------------------------------------------------ c54
    {
        "id": "c54",
        "day": "2026-09-28",
        "turns": [
            (U, "thinking ahead to winter \u2744\ufe0f"),
            (A, "Smart. What's on your mind?"),
            (U, "last year we had drivers out in the ice storm, not doing that again"),
            (A, "A simple, objective trigger helps, like tying it to school closures or the NWS warnings."),
            (U, "agreed w marta: if carrow county schools close for weather, we cancel all routes that day. leah texts partners by 6am"),
            (A, "Noted, I will keep that in mind."),
            (U, "text template?"),
            (A, "\"Riverbend: due to weather, all deliveries are cancelled today ({date}). Your order will be rescheduled, and we'll be in touch. Stay safe! - Leah\""),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "If Carrow County schools close for weather, all delivery routes are cancelled that day and Leah texts partners by 6am.",
             "keywords": ["schools close", "cancel all routes"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ c55
    {
        "id": "c55",
        "day": "2026-10-05",
        "turns": [
            (U, "thanksgiving drive planning kickoff \U0001F983"),
            (A, "Let's go! What did last year look like?"),
            (U, "last year we did 98k lbs + $41k"),
            (A, "Solid base. A 20-25% stretch goal is ambitious but doable with the new corporate partners."),
            (U, "we're going with a goal of 120,000 lbs and $50k this year, campaign runs nov 1-25"),
            (A, "Noted!"),
            (U, "landing page copy?"),
            (A, "**Fill the Table 2026**\nThis Thanksgiving, help us reach **120,000 pounds of food and $50,000** for families in Carrow County. Every $1 helps provide 3 meals. Give Nov 1-25."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The Thanksgiving drive goal is 120,000 lbs and $50k, with the campaign running November 1-25.",
             "keywords": ["120,000 lbs", "nov 1-25"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ c56
    {
        "id": "c56",
        "day": "2026-10-14",
        "turns": [
            (U, "good news re the script maintenance question"),
            (A, "Oh? Did someone step up?"),
            (U, "marta found someone: ray kim from the code for carrow volunteer group takes over the export scripts from jan 1. i pair with him all december"),
            (A, "That's a relief. A month of pairing is a great handover."),
            (U, "can you draft a handover checklist"),
            (A, "- [ ] Bitwarden org vault access for Ray\n- [ ] Repo access + README walkthrough\n- [ ] PantryTrack API v3 migration status\n- [ ] Cron schedule and logs\n- [ ] Looker Studio data sources\n- [ ] Shiftly CSV pipeline\n- [ ] Escalation contacts"),
            (U, "also fyi the pi is finally dead-dead. the export runs on a $5 vps now, migrated it last week"),
            (A, "Noted. I'd add \"VPS login and backups\" to the checklist then."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "Ray Kim from Code for Carrow takes over maintenance of the export scripts from January 1, pairing with Sam in December.",
             "keywords": ["ray kim", "export scripts"]},
            {"kind": "change", "turn": 6,
             "text": "The export job was moved from the dead Raspberry Pi to a $5 VPS.",
             "keywords": ["vps", "migrated"]},
        ],
        "answered": [4],
    },
    # ------------------------------------------------------------------ c57
    {
        "id": "c57",
        "day": "2026-10-23",
        "turns": [
            (U, "update on grace tabernacle"),
            (A, "Did a partner say yes?"),
            (U, "oak street mission agreed to absorb grace tabernacle's households from nov 1, we bump their allocation by 30%"),
            (A, "Great outcome. Oak Street may need an extra pickup slot for that volume."),
            (U, "need a flyer for grace's clients: where to go now"),
            (A, "**Grace Tabernacle pantry is closing.** Starting November 1, please visit **Oak Street Mission**, 412 Oak Street. Bring your ID or proof of address. Questions? Call Riverbend."),
            (U, "add the oak street hours: mon/wed 10-2, sat 9-12"),
            (A, "Added: \"Open Mon & Wed 10am-2pm, Sat 9am-12pm.\""),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "Oak Street Mission absorbs Grace Tabernacle's households from November 1, with its allocation raised by 30%.",
             "keywords": ["oak street", "30%"]},
        ],
        "answered": [4, 6],
    },
    # ------------------------------------------------------------------ c58
    {
        "id": "c58",
        "day": "2026-11-02",
        "turns": [
            (U, "eastgate only has the manual pallet jacks and with the holiday volume it's rough"),
            (A, "Sounds like a back-breaker. Are you looking at equipment?"),
            (U, "quotes: used forklift 14k, electric pallet jack 3.2k"),
            (A, "An electric pallet jack covers most floor moves and is much cheaper, though operators still need basic training. A forklift only pays off if you stack pallets high at Eastgate."),
            (U, "not decided, forklift vs electric pallet jack for eastgate. depends on the lease renewal which is ALSO still not decided lol"),
            (A, "Understood, both are still open then."),
            (U, "anyway thanks, gonna go eat my sad desk salad"),
            (A, "May the salad be less sad than expected! \U0001F957"),
        ],
        "facts": [
            {"kind": "open_question", "turn": 4,
             "text": "Whether Eastgate gets a forklift or an electric pallet jack is undecided and depends on the lease renewal.",
             "keywords": ["electric pallet jack", "forklift"]},
        ],
        "answered": [],
    },
    # ------------------------------------------------------------------ c59
    {
        "id": "c59",
        "day": "2026-11-12",
        "turns": [
            (U, "holiday distro dec 19 planning, same 2-shift setup as last year"),
            (A, "Sounds good. Anything new this year?"),
            (U, "new thing: each station gets a named volunteer lead in an orange vest, so ppl stop asking me everything"),
            (A, "Great idea. It spreads the load and makes it clear who to ask."),
            (U, "leads list: produce - carol, dry goods - ahmed, check-in - bea, loading - gary"),
            (A, "| station | lead |\n|---|---|\n| Produce | Carol |\n| Dry goods | Ahmed |\n| Check-in | Bea |\n| Loading | Gary |"),
            (U, "can you write a 3-line brief for leads"),
            (A, "1. Arrive 30 minutes early for the huddle and grab your orange vest.\n2. You're the first stop for questions at your station; escalate to Priya only if needed.\n3. Hand over to the shift B lead at 11 with a quick status."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "For the holiday distribution each station gets a named volunteer lead wearing an orange vest.",
             "keywords": ["volunteer lead", "orange vest"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ c60
    {
        "id": "c60",
        "day": "2026-11-24",
        "turns": [
            (U, "last one before thanksgiving break \U0001F342"),
            (A, "Let's make it count. What's up?"),
            (U, "eastgate: landlord has had us month-to-month since sept. we're signing a 1-year renewal from jan 1 at the reduced rate without bay C. forklift vs jack decision comes after"),
            (A, "Noted. Good to have certainty for 2027."),
            (U, "can you summarize what we decided this year re eastgate, for the board"),
            (A, "**Eastgate in 2026**\n- Dec 2025: holiday turkeys stored in the Eastgate freezer\n- May 1: Bay C returned to the landlord (-$650/mo)\n- Sept: month-to-month while we evaluated\n- Jan 1, 2027: 1-year renewal without Bay C\n- Open: forklift vs electric pallet jack; Saturday pickups"),
            (U, "perfect. happy thanksgiving!"),
            (A, "Happy Thanksgiving to you and the team! \U0001F983"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "The Eastgate lease is renewed for one year from January 1 at the reduced rate without Bay C.",
             "keywords": ["1-year renewal", "eastgate"]},
        ],
        "answered": [4],
    },
]

QUESTIONS = [
    {"question": "where did we store the donated holiday turkeys last december?", "chat": "c01", "fact": 0},
    {"question": "which freezer took the halvorsen and freshway turkey delivery?", "chat": "c01", "fact": 0},
    {"question": "what time does the nightly inventory export job run on the pi?", "chat": "c02", "fact": 0},
    {"question": "how was the december 20 distribution split for volunteers?", "chat": "c03", "fact": 0},
    {"question": "which truck covered the tuesday lakeside run while v2's cooling unit was broken?", "chat": "c04", "fact": 0},
    {"question": "by when do partner agencies have to get their weekly orders in?", "chat": "c06", "fact": 0},
    {"question": "did the cutoff for partner orders change at the start of 2026?", "chat": "c06", "fact": 0},
    {"question": "what are the coldeye alarm settings for the walk-in coolers?", "chat": "c08", "fact": 0},
    {"question": "who is allowed to operate the forklift at millbrook?", "chat": "c09", "fact": 0},
    {"question": "can a volunteer drive the forklift if they used to be a trucker?", "chat": "c09", "fact": 0},
    {"question": "what partner number is westview and when do they pick up?", "chat": "c11", "fact": 0},
    {"question": "which day's route does oak street mission get delivered on now?", "chat": "c12", "fact": 0},
    {"question": "what do drivers have to do before they start a run?", "chat": "c12", "fact": 1},
    {"question": "where do drivers log their vehicle checks?", "chat": "c12", "fact": 1},
    {"question": "how do volunteers sign the liability waiver these days?", "chat": "c13", "fact": 0},
    {"question": "who collects the kessler bakery bread and on which days?", "chat": "c14", "fact": 0},
    {"question": "what did we decide about product categories in pantrytrack?", "chat": "c15", "fact": 0},
    {"question": "when can donors drop off food at the millbrook dock?", "chat": "c17", "fact": 0},
    {"question": "were the dock donation hours changed this year?", "chat": "c17", "fact": 0},
    {"question": "when are the yearly partner site monitoring visits scheduled?", "chat": "c18", "fact": 0},
    {"question": "how much is budgeted each month for fuel?", "chat": "c20", "fact": 0},
    {"question": "did the board raise the diesel budget?", "chat": "c20", "fact": 0},
    {"question": "how young can a volunteer be on a sorting shift?", "chat": "c21", "fact": 0},
    {"question": "who is responsible for handling product recalls?", "chat": "c23", "fact": 0},
    {"question": "what happened with bay c at the eastgate annex?", "chat": "c24", "fact": 0},
    {"question": "where do we record in-kind gifts from donors now?", "chat": "c25", "fact": 0},
    {"question": "what fuel cards do the vans use?", "chat": "c26", "fact": 0},
    {"question": "do drivers each get their own fuel card?", "chat": "c26", "fact": 0},
    {"question": "when and where is the volunteer thank-you event?", "chat": "c27", "fact": 0},
    {"question": "how is the millbrook freezer temperature recorded now?", "chat": "c29", "fact": 0},
    {"question": "how do volunteer hours get into the monthly dashboard?", "chat": "c30", "fact": 0},
    {"question": "which company hauls away our broken pallets?", "chat": "c32", "fact": 0},
    {"question": "how do partner agencies place their orders starting in july?", "chat": "c33", "fact": 0},
    {"question": "are we still using the google form for partner orders?", "chat": "c33", "fact": 0},
    {"question": "what time do delivery routes start in the summer?", "chat": "c35", "fact": 0},
    {"question": "can lettuce go in the blue van during the hot months?", "chat": "c35", "fact": 0},
    {"question": "where are we supposed to keep api keys and passwords?", "chat": "c36", "fact": 0},
    {"question": "how often do api credentials get rotated?", "chat": "c36", "fact": 0},
    {"question": "how do volunteers check in at saturday distribution?", "chat": "c37", "fact": 0},
    {"question": "who writes the grant reports and when is the data due?", "chat": "c38", "fact": 0},
    {"question": "who services our coolers now?", "chat": "c39", "fact": 0},
    {"question": "how far past the best-by date can we take canned food?", "chat": "c41", "fact": 0},
    {"question": "is baby formula accepted after its date?", "chat": "c41", "fact": 0},
    {"question": "what vehicle replaced the old ford transit reefer?", "chat": "c42", "fact": 0},
    {"question": "did we lease or buy the replacement cold truck?", "chat": "c42", "fact": 0},
    {"question": "which tool do we use for the board's phone dashboard?", "chat": "c43", "fact": 0},
    {"question": "how often do we do a full stocktake of the warehouse?", "chat": "c45", "fact": 0},
    {"question": "what routes does gus run?", "chat": "c47", "fact": 0},
    {"question": "which truck handles the wholesale pickups after the isuzu arrived?", "chat": "c47", "fact": 0},
    {"question": "how long is a partner agreement valid now?", "chat": "c48", "fact": 0},
    {"question": "how are volunteers reminded about their shifts?", "chat": "c49", "fact": 0},
    {"question": "who does pest control and how often do they come?", "chat": "c50", "fact": 0},
    {"question": "when was the hunger action month open house?", "chat": "c51", "fact": 0},
    {"question": "what happens to deliveries on snow days?", "chat": "c54", "fact": 0},
    {"question": "who lets partners know when routes are cancelled for bad weather?", "chat": "c54", "fact": 0},
    {"question": "what's the target for this year's thanksgiving drive?", "chat": "c55", "fact": 0},
    {"question": "who takes care of the data scripts once sam leaves?", "chat": "c56", "fact": 0},
    {"question": "where does the export job run since the raspberry pi died?", "chat": "c56", "fact": 1},
    {"question": "where should grace tabernacle's clients go after it closes?", "chat": "c57", "fact": 0},
    {"question": "how much extra food does oak street get for taking on grace tabernacle's families?", "chat": "c57", "fact": 0},
    {"question": "what's new for station leads at the holiday distribution?", "chat": "c59", "fact": 0},
    {"question": "are we keeping the eastgate annex next year?", "chat": "c60", "fact": 0},
]
