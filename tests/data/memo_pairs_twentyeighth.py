# Development data since 2026-12-04 (session 30): released after its last held-out measurement, below.
# Held-out memo pairs no. 28 (630 pairs: 228 contradictions, 19 of each kind, 112 light and 96
# heavy duplicates, 194 negatives of which 81 hard, `HARD_NEGATIVES`; four organisations: a ferry operator, a brewery,
# an animal shelter, a florist; written in the development format), written on 2026-12-04 by a helper that never saw
# the rules or the other sets. Its misses were not read, except five negatives decided as contradictions that the
# lead's summary printed by mistake (recurring events on other dates: a stocktake, an audit, a bake sale; not acted
# on). Measured by the lead only (python -m tests.memo_pair_quality twentyeighth): at 984f357 (session 29's start,
# the reader refitted on every development set) contradictions P 0.94 R 0.74 (169 of 228), duplicates P 0.97, light
# 0.79 (88 of 112), heavy 0.11 (11 of 96), 0 cross-project, 10 of 194 negatives decided (as contradictions); at
# session 29's merged code (3de6135: h83's places by what they are beside, the reader refitted at duplicate
# threshold 0.7) the same totals. Per kind (of 19), before / after: contact 15, location 14, no longer 17, numeric
# 13, owner 14, policy 15, price 12 / 13, schedule 15, size/duration 15, status 8 / 7, vendor 14, version 17.
# -*- coding: utf-8 -*-
"""Held-out evaluation set: pairs of team memos (older, newer) from the same org.

Orgs (fictional):
  ferry   - Saltmarsh Ferries, runs MV Corran and MV Linnet on the Harwick-Ostley crossing
  brewery - Hopwright Brewing, small brewery with a taproom (Lantern Pale is the flagship)
  shelter - Paws Harbour, an animal shelter with two sites (Elm Road, Millbrook)
  florist - Bramble & Bloom, a florist doing weddings, subscriptions and deliveries

PAIRS = [(label, "kind/org", older, newer), ...]
"""

LABELS = ("contradiction", "duplicate_light", "duplicate_heavy", "negative")
KINDS = ("numeric", "version", "size_duration", "owner", "schedule", "location",
         "vendor", "policy", "no_longer", "status", "contact", "price")
ORGS = ("ferry", "brewery", "shelter", "florist")

# ------------------------------------------------------------ contradictions
# kind -> [(org, older, newer)]
_CONTRA = {
    "numeric": [
        ("ferry", "MV Corran takes 42 cars per sailing.", "corran car capacity is 38 after the refit"),
        ("ferry", "We need 5 deckhands on the Saturday crossings.", "update: saturday crossings need 6 deckhands from now on"),
        ("brewery", "Fermenter FV3 holds 20 hl.", "FV3 got swapped for the bigger vessel, it's 30 hl now"),
        ("brewery", "Lantern Pale is 4.2% abv", "heads up Lantern Pale was reformulated \u2014 4.6% now"),
        ("shelter", "There are 24 kennels in the main block.", "main block is down to 20 kennels since the isolation ward went in"),
        ("shelter", "Max 3 dog walkers per volunteer shift", "volunteer shifts can have up to 5 dog walkers now"),
        ("florist", "Wedding packages include 8 table centrepieces.", "FYI the wedding package comes with 10 centrepieces, not 8"),
        ("florist", "we keep a minimum of 50 red roses in the cooler", "min stock for red roses raised to 80"),
        ("ferry", "Harwick terminal car park has 120 spaces", "harwick parking = 95 spaces, they took a chunk for the new ramp"),
        ("brewery", "Taproom seats 60.", "As of today the taproom is licensed for 75 covers"),
        ("shelter", "Cats get 2 vet checks before adoption", "cats only need the one vet check before adoption now, Dr Bhatt changed it"),
        ("florist", "Delivery radius is 10 miles from the shop", "we deliver up to 15 miles out now"),
        ("ferry", "Summer target: 14 sailings a day.", "summer target bumped to 16 sailings/day"),
        ("brewery", "We brew 3 batches a week", "Update: 4 batches a week since the new kettle arrived"),
        ("shelter", "We accept max 10 surrenders a month", "surrender cap is 6 a month until the kennels are repaired"),
        ("florist", "Each subscription bouquet has 12 stems", "subscription bouquets are 15 stems from this month"),
        ("ferry", "MV Linnet is certified for 350 passengers", "Linnet's passenger cert is 320 after the lifeboat change"),
        ("brewery", "There are 400 kegs in the deposit scheme", "we're tracking 520 kegs in the deposit scheme now, bought a new batch"),
    ],
    "version": [
        ("ferry", "SailDesk is on version 4.2.", "SailDesk upgraded to 5.0 last night"),
        ("ferry", "Ticket machines run firmware 2.3.1", "ticket machine firmware is 2.4.0 now fyi"),
        ("brewery", "Brewhouse controller runs BrewOS 7", "we're on BrewOS 8 as of this morning"),
        ("brewery", "current recipe for Lantern Pale is v12", "Lantern Pale recipe v13 is the live one (more Citra in the whirlpool)"),
        ("shelter", "Shelterbase is on 2.1", "shelterbase got updated to 3.0 over the weekend"),
        ("shelter", "Adoption contract template v3 is the one to use", "use adoption contract v4 from today, v3 is retired"),
        ("florist", "Till app version 1.8", "till app updated -> 2.0"),
        ("florist", "Website theme: Dawn 9", "website theme moved up to Dawn 12"),
        ("ferry", "The onboard safety video is the 2023 edition.", "safety video on both boats is now the 2025 edition"),
        ("brewery", "HACCP plan rev C is current.", "HACCP plan is at rev D now, rev C superseded"),
        ("shelter", "Volunteer handbook is v5", "volunteer handbook's on v6, reprint coming"),
        ("florist", "The price list PDF is the 2025-03 version", "new price list (2025-09) replaces the march one"),
        ("ferry", "Chart plotter on the Corran runs software 11.4", "corran plotter updated to 12.1 during the refit"),
        ("brewery", "label printer box runs python 3.9", "label printer box is on python 3.12 now"),
        ("shelter", "Microchip scanner app 4.0.2", "chip scanner app is 4.1.0 after last night's update"),
        ("florist", "We print care card design v2", "care card v3 is what we print now, bin the v2 leftovers"),
        ("ferry", "Timetable export uses API v1", "timetable export switched over to API v2"),
        ("shelter", "Medication log uses the 2024 spreadsheet template", "med log template updated to the 2026 one, don't use the old one"),
    ],
    "size_duration": [
        ("ferry", "The crossing takes 35 minutes.", "crossing time is 40 mins now with the new estuary speed limit"),
        ("ferry", "Check-in closes 20 minutes before departure.", "check-in now closes 30 min before departure"),
        ("brewery", "Lantern Pale conditions for 10 days", "conditioning for the pale is down to 7 days"),
        ("brewery", "Our cans are 440ml", "we've switched to 330ml cans"),
        ("shelter", "Quarantine for new intakes is 14 days", "intake quarantine shortened to 10 days per the vet"),
        ("shelter", "Dog walks are 20 minutes each", "walks are 30 min each from now on"),
        ("florist", "Wedding consultations are 45 minutes", "wedding consults are an hour now"),
        ("florist", "The cooler room is 3x4m", "after the refit the cooler is 4x5m"),
        ("ferry", "Day tickets are valid for 24 hours", "tickets are valid 48h now"),
        ("brewery", "The taproom lease runs for 3 years", "signed the new taproom lease \u2014 5 years"),
        ("shelter", "Adoption trial period is 1 week", "trial adoptions are 2 weeks as of this month"),
        ("florist", "Van fits arrangements up to 120cm tall", "new van fits pieces up to 150cm"),
        ("ferry", "Vehicle length limit on the Linnet is 6m", "Linnet takes vehicles up to 7.5m now"),
        ("brewery", "Trade kegs are 50L", "moved the pubs onto 30L kegs"),
        ("shelter", "Cat pens are 1.2m wide", "the new cat pens are 1.8m wide"),
        ("florist", "A bridal bouquet takes about 3 hours to make", "bridal bouquets take ~2 hrs these days"),
        ("ferry", "Booking database backups are kept for 7 days", "booking db backups kept 30 days now"),
        ("brewery", "Mash rest is 60 minutes", "mash rest is 75 min on the new recipe"),
    ],
    "owner": [
        ("ferry", "The timetable export is owned by Priya's team.", "update: Marek's team owns the timetable export now"),
        ("ferry", "Callum does the lifejacket inspections", "lifejacket inspections -> Ilse from this month"),
        ("brewery", "Gus signs off every batch before packaging.", "Batch sign-off is Nell's job now, Gus has moved to R&D"),
        ("brewery", "Tomasz owns the keg tracking spreadsheet", "keg tracking sheet belongs to the taproom team now"),
        ("shelter", "Dana approves all adoptions", "adoptions are approved by Kofi as of today"),
        ("shelter", "The fundraising page is run by Aoife", "fundraising page: Bea runs it now"),
        ("florist", "Lucia does all the wedding consultations", "Fen takes the wedding consults now"),
        ("florist", "Ade is responsible for the van and deliveries", "deliveries are Marta's responsibility now, Ade moved to the workshop"),
        ("ferry", "Ferdie Okoro is our designated person ashore.", "DPA is now Ilse Brandt"),
        ("brewery", "social media is Nell's", "heads up: Tomasz has taken over the socials"),
        ("shelter", "The intake desk is run by the weekday team", "intake desk is run by the weekend crew now"),
        ("florist", "Instagram is managed by Fen", "lucia runs the insta herself now"),
        ("ferry", "Priya Nair holds the SailDesk admin account", "SailDesk admin account has moved to Marek Dudek"),
        ("brewery", "The cleaning-in-place schedule is Gus's", "CIP schedule owner: Nell Ashby"),
        ("shelter", "volunteer rota is Kofi's", "the volunteer rota is Dana's responsibility now"),
        ("florist", "Supplier orders are placed by Lucia", "Ade places the supplier orders from now on"),
        ("ferry", "Callum's team runs car deck loading", "car deck loading is the Harwick shore crew's job now"),
        ("shelter", "Grant applications are handled by the board", "grant apps are handled by Bea, not the board"),
    ],
}

_CONTRA.update({
    "schedule": [
        ("ferry", "First sailing leaves Harwick at 06:40", "first Harwick departure moved to 06:15"),
        ("ferry", "Crew briefing is Mondays at 8am", "crew briefing now tuesdays 8am"),
        ("brewery", "Brew days are Mon/Wed/Fri", "brew days are tue thu sat now"),
        ("brewery", "The taproom is open Thursday to Sunday", "taproom is open Wed\u2013Sun starting this week"),
        ("shelter", "Adoption viewings are on Saturdays, 10\u20132", "viewings moved to Sundays 11-3"),
        ("shelter", "Kennels get a deep clean every Friday", "deep clean is twice a week now, tue and fri"),
        ("florist", "The wholesaler run is every Tuesday at 5am", "wholesaler run is Monday 4:30am now"),
        ("florist", "shop opens at 9", "opening time is 8:30 from now on"),
        ("ferry", "Corran's dry dock is booked for March", "corran dry dock pushed back to May"),
        ("brewery", "The distributor collects kegs every other Wednesday", "distributor collects weekly now, still Wednesdays"),
        ("shelter", "The vet visits on the first Monday of the month", "vet comes every second Monday now"),
        ("florist", "Subscription deliveries go out on Fridays", "subs deliveries switched to thursdays"),
        ("ferry", "Timetable export runs nightly at 02:00", "export job runs every 6 hours now"),
        ("brewery", "Staff meeting is monthly, first Thursday", "we're doing staff meetings fortnightly from now on"),
        ("shelter", "Volunteer induction runs every month", "inductions are quarterly now, next one's in Jan"),
        ("florist", "Stocktake is on the last Sunday of the month", "stocktake moved to the first Monday of each month"),
        ("ferry", "Last sailing from Ostley is 21:30", "last Ostley sailing is 22:00 this summer"),
        ("brewery", "canning day is thursday", "canning day moved to monday"),
    ],
    "location": [
        ("ferry", "Spare lifejackets are stored in the Harwick shed", "spare lifejackets moved to the Ostley store room"),
        ("ferry", "Booking servers are hosted in eu-west-2 (London)", "booking servers migrated to eu-west-1, Ireland"),
        ("brewery", "Hops are kept in cold store B", "hops live in the new freezer by the loading bay now"),
        ("brewery", "Our pop-up bar is at Quayside Market", "pop-up moved to the Old Corn Exchange"),
        ("shelter", "Cat adoptions happen at the Elm Road site", "cat adoptions are at Millbrook now"),
        ("shelter", "Donated food drop-off is at the front gate", "food donations: drop off at the side entrance now pls"),
        ("florist", "The workshop is in the back of the shop", "workshop's moved to the unit on Tanner St"),
        ("florist", "Wedding samples are kept in cooler 2", "wedding samples -> cooler 1"),
        ("ferry", "Crew meet in the Harwick canteen", "crew meeting point is the Ostley portacabin from today"),
        ("brewery", "Data backups go to the NAS in the office", "backups go to the cloud bucket in Frankfurt now, NAS retired"),
        ("shelter", "The isolation ward is in block C", "isolation ward relocated to block A"),
        ("florist", "Our Saturday stall is at Greenmarket", "saturday stall moved to the Riverside market"),
        ("ferry", "The ticket office is on the ground floor of the terminal", "ticket office is upstairs now, next to the cafe"),
        ("brewery", "The grain silo is on the north side of the yard", "new silo is on the south side, the old north one's been taken down"),
        ("shelter", "The microchip scanner lives in the vet room", "chip scanner is kept at reception now"),
        ("florist", "Spare vases are in the basement", "spare vases are in Lucia's garage now"),
        ("ferry", "Boats refuel at Ostley pier", "refuelling happens at Harwick now"),
        ("shelter", "Dog training sessions are held in the paddock", "training sessions are in the barn now"),
    ],
    "vendor": [
        ("ferry", "Fuel comes from Northsea Bunkers", "we moved off Northsea Bunkers to Coastline Fuels"),
        ("ferry", "Bookings run on SailDesk", "replaced SailDesk with TidePass"),
        ("brewery", "Malt supplier is Maltfield", "switched malt to Crisp, Maltfield's out"),
        ("brewery", "Cans come from CanCo", "moved our can order over to Ardagh"),
        ("shelter", "Dog food comes from PetPro Wholesale", "we get dog food from Burns now instead of PetPro"),
        ("shelter", "Vet care is provided by Riverside Vets", "Harbourside Vets took over the vet contract"),
        ("florist", "Roses come via Dutch Flower Co from the Aalsmeer auction", "roses are sourced direct from a Kenyan grower now, dropped Dutch Flower Co"),
        ("florist", "Delivery app: Flowerbox", "we ditched Flowerbox for Onfleet"),
        ("ferry", "Payroll is done in Sage", "payroll runs in Xero now"),
        ("brewery", "Labels are printed by PrintPoint", "labels printed by Stickerhub from the next run"),
        ("shelter", "Website hosted on Wix", "site migrated from wix to squarespace"),
        ("florist", "Card payments go through SumUp", "moved card payments to Square"),
        ("ferry", "Deck radios are Icom", "we're replacing the icom radios with Motorola ones"),
        ("brewery", "Accounting is in QuickBooks", "moved off QuickBooks, everything's in Xero"),
        ("shelter", "Email newsletter goes out via Mailchimp", "newsletter goes out via Buttondown now"),
        ("florist", "Ribbon comes from Berisfords", "ribbon supplier is May Arts now"),
        ("ferry", "Crew chat is on Slack", "we moved the crew chat to Teams"),
        ("brewery", "CO2 is supplied by BOC", "CO2 now comes from Air Liquide, BOC contract ended"),
    ],
    "policy": [
        ("ferry", "Dogs are allowed on the outside deck only.", "dogs allowed in the lounge too now (on leads)"),
        ("ferry", "Cash is accepted at the ticket office", "ticket office is card only now, no cash"),
        ("brewery", "Under-18s are not allowed in the taproom", "under-18s allowed in the taproom until 8pm with an adult"),
        ("brewery", "Staff can take two free cans per shift", "no more free cans for staff, sorry all"),
        ("shelter", "We don't rehome dogs to homes without a garden", "homes without gardens are OK for small dogs now"),
        ("shelter", "Volunteers may walk dogs off-lead in the paddock", "off-lead walking is banned everywhere, paddock included"),
        ("florist", "We accept returns within 48 hours", "we don't accept returns on fresh flowers"),
        ("florist", "Wedding deposits are non-refundable", "wedding deposits are refundable up to 60 days before the date"),
        ("ferry", "Passengers may stay in their cars during the crossing", "passengers must leave their vehicles during the crossing now"),
        ("brewery", "Tours must be booked in advance", "walk-ins welcome on tours, no booking needed"),
        ("shelter", "Every adopter gets a home visit", "home visits optional now, a video call is fine"),
        ("florist", "Staff may not post customers' wedding photos", "we can post wedding photos if the couple ticks the consent box"),
        ("ferry", "Crew can swap shifts without approval", "shift swaps need DPA approval now"),
        ("brewery", "Brewhouse staff can't work remotely", "brewhouse staff can do paperwork from home on fridays"),
        ("shelter", "Cats are only adopted out in pairs", "single cat adoptions are allowed now"),
        ("florist", "We use floral foam in arrangements", "we've stopped using floral foam entirely"),
        ("ferry", "Alcohol is allowed on the upper deck", "alcohol is banned on all decks this season"),
        ("shelter", "Volunteers can post animal photos on social media", "only staff may post animal photos from now on"),
    ],
    "no_longer": [
        ("ferry", "The Linnet calls at Pell Island on request.", "Linnet no longer stops at Pell Island"),
        ("ferry", "We offer a 10% student discount", "student discount isn't offered any more"),
        ("brewery", "We do growler fills at the taproom", "we no longer do growler fills"),
        ("brewery", "Gus brews the winter stout every December", "the winter stout is discontinued"),
        ("shelter", "We take in rabbits", "we're not taking rabbits anymore, refer people to Burrow Rescue"),
        ("shelter", "Kofi is on the emergency call list", "Kofi's no longer on the emergency list"),
        ("florist", "We deliver on Sundays", "no more sunday deliveries"),
        ("florist", "Ade works Saturdays", "ade doesn't do saturdays any more"),
        ("ferry", "The caf\u00e9 on MV Corran serves hot food", "corran caf\u00e9 has stopped hot food, snacks only"),
        ("brewery", "The taproom hosts quiz night on Tuesdays", "quiz night at the taproom has been dropped"),
        ("shelter", "We run a foster scheme for kittens", "the kitten foster scheme is no longer running"),
        ("florist", "We stock potted orchids", "we no longer stock orchids, too many losses"),
        ("ferry", "Season tickets can be bought online", "season tickets can't be bought online anymore, office only"),
        ("brewery", "The Anchor pub takes our kegs", "the Anchor doesn't take our kegs any more"),
        ("shelter", "The shelter van does home collections", "van doesn't do home collections anymore"),
        ("florist", "Fen teaches the monthly wreath workshop", "Fen isn't running the wreath workshop anymore"),
        ("ferry", "Marek is on the relief skipper list", "Marek is no longer a relief skipper"),
        ("brewery", "We use the old bottling line for specials", "the old bottling line has been decommissioned, not in use"),
    ],
    "status": [
        ("ferry", "Corran is in service on the Harwick\u2013Ostley route", "Corran out of service, engine fault"),
        ("ferry", "The TidePass migration is in planning", "TidePass migration done, live since monday"),
        ("brewery", "FV2 is empty and clean", "FV2 has the saison in it now"),
        ("brewery", "The collab IPA is on hold", "collab ipa is back on, brewing next week"),
        ("shelter", "Bruno the lurcher is available for adoption", "Bruno's reserved"),
        ("shelter", "Block B roof repair: waiting on a quote", "block B roof repair finished"),
        ("florist", "The new cooler is on order", "new cooler delivered and running"),
        ("florist", "Valentine's pre-orders are open", "valentine's preorders closed, we're full"),
        ("ferry", "The Ostley ramp is operating normally", "ostley ramp closed for repairs"),
        ("brewery", "Grant application submitted, awaiting decision", "we got the grant!! approved in full"),
        ("shelter", "Luna is in quarantine", "luna's out of quarantine and in the main cattery"),
        ("florist", "Website redesign: in progress", "website redesign paused till after mother's day"),
        ("ferry", "The passenger survey is live", "passenger survey closed on friday"),
        ("brewery", "Taproom licence renewal is under review", "taproom licence renewed"),
        ("shelter", "The fundraising gala is confirmed for June", "gala is cancelled"),
        ("florist", "Fen is on holiday this week", "fen's back from holiday"),
        ("ferry", "The car deck lift is broken", "car deck lift fixed this morning"),
        ("shelter", "The dog wash station is out of order", "dog wash is working again"),
    ],
    "contact": [
        ("ferry", "For SailDesk issues, email support@saildesk.example", "saildesk support is via their portal now, the email is dead"),
        ("ferry", "Harbourmaster's number is 01632 960412", "new harbourmaster number: 01632 960877"),
        ("brewery", "Our contact at Barrelhouse distribution is Jenny", "our contact at Barrelhouse is Sam now, Jenny left"),
        ("brewery", "Press enquiries go to hello@hopwright.example", "press enquiries -> press@hopwright.example"),
        ("shelter", "Out-of-hours emergencies: call Dana's mobile", "out of hours ring the on-call phone 07700 900612, not Dana's mobile"),
        ("shelter", "The council dog warden is Mr Pryce", "dog warden is Ms Adebayo now, Pryce retired"),
        ("florist", "Wholesaler rep is Henk, 06-1234 5678", "new wholesaler rep: Marloes, 06-8765 4321"),
        ("florist", "Wedding enquiries go to lucia@brambleandbloom.example", "wedding enquiries go to weddings@brambleandbloom.example now"),
        ("ferry", "Our coastguard liaison is Lt. Harker", "coastguard liaison changed to Lt. Osei"),
        ("brewery", "Maintenance engineer: Dave at BrewServ, 0161 496 0321", "brewserv gave us a new engineer, Ola, 0161 496 0999"),
        ("shelter", "Adoption questions: adopt@pawsharbour.example", "adoption q's go through the web form now, the adopt@ mailbox is closed"),
        ("florist", "At Kwik Motors ask for Steve about the van", "Steve's gone from Kwik Motors, ask for Pete"),
        ("ferry", "Crew report sickness to Callum by text", "sickness reports go to the crewing inbox now, not Callum"),
        ("brewery", "Landlord contact for the unit is Mrs Okafor", "the landlord's agent handles the unit now \u2014 contact Fairway Lettings"),
        ("shelter", "Vet emergency line: 01632 960200", "the vet emergency number changed to 01632 960255"),
        ("florist", "St Anne's church bookings: ask Rev. Mills", "St Anne's bookings go through the parish office now"),
        ("ferry", "IT helpdesk is ext 201", "IT helpdesk moved to ext 450"),
        ("shelter", "Food bank partner contact: Gail", "food bank contact is Harpreet now"),
    ],
    "price": [
        ("ferry", "Car + driver single is \u00a338", "car + driver single went up to \u00a342"),
        ("ferry", "Foot passenger return \u00a39", "foot passenger return is \u00a310.50 from april"),
        ("brewery", "Lantern Pale is \u00a34.80 a pint in the taproom", "Pale is \u00a35.10 a pint now"),
        ("brewery", "Trade price for a keg of Lantern Pale: \u00a395", "trade price for a Lantern keg is \u00a3102"),
        ("shelter", "Dog adoption fee is \u00a3175", "adoption fee for dogs is \u00a3195 now"),
        ("shelter", "Cat adoption fee \u00a390", "cats are \u00a380 this month (summer offer)"),
        ("florist", "Bridal bouquets start at \u00a3120", "bridal bouquets start at \u00a3140 now"),
        ("florist", "Delivery charge is \u00a36.50", "delivery fee is \u00a37.95"),
        ("ferry", "Bikes cost \u00a32 to take across", "bikes go free from this season"),
        ("brewery", "Brewery tour is \u00a315 pp", "tours are \u00a318 pp now"),
        ("shelter", "Puppy training class: \u00a360 for 6 weeks", "puppy class is \u00a372 for the 6 weeks now"),
        ("florist", "Monthly subscription costs \u00a335", "subscription price raised to \u00a339/month"),
        ("ferry", "Annual season ticket \u00a3420", "season ticket price: \u00a3460"),
        ("brewery", "Malt costs us \u00a3610 a tonne", "malt is \u00a3655/t on the new contract"),
        ("shelter", "Kennel sponsorship is \u00a310 a month", "kennel sponsorship is \u00a312/month now"),
        ("florist", "Wreath workshop tickets are \u00a345", "wreath workshop now \u00a350 a head"),
        ("ferry", "Freight rate \u00a33.20 per lane metre", "freight is \u00a33.60/m"),
        ("brewery", "A case of 24 cans is \u00a352", "24-can case is \u00a348 now, we dropped it"),
    ],
})

# a few more contradictions, filler-heavy phrasing
_CONTRA["numeric"].append(("shelter", "Paws Harbour has 11 regular foster homes.", "FYI as of today we're down to 7 foster homes, 4 families dropped out"))
_CONTRA["version"].append(("brewery", "the taproom POS runs Lightspeed 3", "heads up, taproom POS is currently on Lightspeed 4 — updated overnight"))
_CONTRA["size_duration"].append(("florist", "Wedding flowers are held for 7 days after the date if unpaid", "update: from now on we only hold unpaid wedding orders for 3 days"))
_CONTRA["owner"].append(("ferry", "Ilse Brandt's team runs passenger complaints.", "as of today complaints are handled by Ferdie Okoro's team"))
_CONTRA["schedule"].append(("shelter", "Cattery feeding is at 7am and 5pm", "FYI cattery feeds are 8am & 6pm now"))
_CONTRA["location"].append(("florist", "Click and collect orders are picked up at the front counter", "heads up: click & collect pick-up is at the side door from now on"))
_CONTRA["vendor"].append(("shelter", "Cat litter comes from PetPro Wholesale", "update: cat litter now from Catsan direct, replaced PetPro for litter"))
_CONTRA["policy"].append(("brewery", "Dogs are welcome in the taproom", "from now on no dogs in the taproom (environmental health visit)"))
_CONTRA["no_longer"].append(("florist", "We offer free delivery on orders over \u00a360", "FYI free delivery over \u00a360 is no longer a thing"))
_CONTRA["status"].append(("brewery", "The Low Tide saison is fermenting in FV5", "Low Tide saison currently packaged and on sale"))
_CONTRA["contact"].append(("florist", "The shop landline is 01632 960733", "as of today the shop number is 01632 960780, old landline disconnected"))
_CONTRA["price"].append(("shelter", "Cat microchipping costs \u00a315", "heads up: chipping is \u00a320 now"))

# ------------------------------------------------------------ duplicate_light
_DUP_LIGHT = {
    "numeric": [
        ("ferry", "Corran takes 42 cars per sailing", "Corran: 42 cars per sailing"),
        ("brewery", "The taproom seats 60", "taproom has 60 seats"),
        ("shelter", "We have 24 kennels in the main block.", "main block has 24 kennels"),
        ("florist", "Wedding packages include 8 centrepieces", "FYI wedding packages come with 8 centrepieces"),
        ("ferry", "Saturday crossings need 5 deckhands", "5 deckhands needed for saturday crossings"),
        ("brewery", "FV3 holds 20 hl", "FV3's capacity is 20hl"),
        ("shelter", "up to 3 dog walkers per shift", "max of three dog walkers on each shift"),
        ("florist", "subscription bouquets have 12 stems", "12 stems in each subscription bouquet, currently"),
        ("ferry", "Linnet is certified for 350 passengers", "heads up, the Linnet's cert is for 350 passengers"),
        ("brewery", "We brew three batches a week", "3 batches brewed per week"),
    ],
    "version": [
        ("ferry", "SailDesk is on version 4.2", "we're running SailDesk 4.2"),
        ("brewery", "Lantern Pale recipe is v12", "current Lantern Pale recipe: version 12"),
        ("shelter", "Shelterbase is on 2.1", "Shelterbase version is 2.1 currently"),
        ("florist", "Till app is version 1.8", "the till app's on 1.8"),
        ("ferry", "ticket machines run firmware 2.3.1", "firmware on the ticket machines: 2.3.1"),
        ("brewery", "HACCP plan rev C is current", "current HACCP plan = rev C"),
        ("shelter", "use adoption contract template v3", "the adoption contract to use is v3"),
        ("florist", "Price list PDF 2025-03 is current", "current price list is the 2025-03 PDF"),
        ("ferry", "timetable export uses API v1", "the timetable export is on v1 of the API"),
    ],
    "size_duration": [
        ("ferry", "Crossing takes 35 minutes", "the crossing is 35 mins"),
        ("brewery", "Lantern Pale conditions for 10 days", "10 days conditioning for Lantern Pale"),
        ("shelter", "Intake quarantine is 14 days", "new intakes are quarantined for 14 days"),
        ("florist", "Wedding consults are 45 minutes long", "a wedding consultation lasts 45 min"),
        ("ferry", "Check-in closes 20 min before departure", "check in shuts 20 minutes before departure"),
        ("brewery", "Cans are 440ml", "we can in 440ml"),
        ("shelter", "dog walks are 20 min each", "each dog walk is 20 minutes"),
        ("florist", "The cooler room is 3 by 4 metres", "cooler room: 3x4m"),
        ("brewery", "The taproom lease is 3 years", "3-year lease on the taproom"),
    ],
    "owner": [
        ("ferry", "Priya's team owns the timetable export", "the timetable export is owned by Priya's team"),
        ("brewery", "Gus signs off every batch before packaging", "every batch gets Gus's sign-off before packaging"),
        ("shelter", "Dana approves adoptions", "adoptions are approved by Dana"),
        ("florist", "Lucia does the wedding consultations", "wedding consultations are done by Lucia"),
        ("ferry", "Callum does lifejacket inspections", "lifejacket inspections: Callum"),
        ("brewery", "Nell handles social media", "social media is handled by Nell"),
        ("shelter", "Kofi owns the volunteer rota", "volunteer rota owner is Kofi"),
        ("florist", "Ade is in charge of deliveries", "deliveries are Ade's responsibility"),
        ("ferry", "Ferdie Okoro is the DPA", "our designated person ashore is Ferdie Okoro"),
        ("shelter", "Grant applications are handled by the board", "the board handles grant apps"),
    ],
    "schedule": [
        ("ferry", "First sailing from Harwick is 06:40", "Harwick first departure 06:40"),
        ("brewery", "Brew days: Mon, Wed, Fri", "we brew Monday Wednesday and Friday"),
        ("shelter", "Adoption viewings are Saturdays 10 till 2", "viewings: Sat 10am-2pm"),
        ("florist", "Wholesaler run every Tuesday at 5am", "tuesdays 5am is the wholesaler run"),
        ("ferry", "Crew briefing Mondays at 8", "the crew briefing is at 8am on Mondays"),
        ("brewery", "taproom open Thursday to Sunday", "Thu\u2013Sun opening for the taproom"),
        ("shelter", "deep clean of the kennels every Friday", "kennels are deep-cleaned on fridays"),
        ("florist", "shop opens at 9", "we open at 9am"),
        ("ferry", "Last sailing from Ostley is 21:30", "last boat out of Ostley goes at 9.30pm"),
        ("brewery", "canning day is thursday", "we can on thursdays"),
    ],
    "location": [
        ("ferry", "Spare lifejackets are in the Harwick shed", "spare lifejackets are kept in the shed at Harwick"),
        ("brewery", "hops are in cold store B", "cold store B is where the hops are"),
        ("shelter", "Cat adoptions are at the Elm Road site", "cat adoptions take place at Elm Road"),
        ("florist", "The workshop is at the back of the shop", "workshop's in the back of the shop"),
        ("ferry", "Booking servers are in eu-west-2", "booking servers run in London (eu-west-2)"),
        ("brewery", "Pop-up bar is at Quayside Market", "our pop-up's at the Quayside Market"),
        ("shelter", "Isolation ward is in block C", "block C houses the isolation ward"),
        ("florist", "Wedding samples in cooler 2", "cooler 2 holds the wedding samples"),
        ("ferry", "Crew meet in the Harwick canteen", "crew meeting point: Harwick canteen"),
    ],
    "vendor": [
        ("ferry", "Fuel comes from Northsea Bunkers", "we buy fuel from Northsea Bunkers"),
        ("brewery", "Malt supplier is Maltfield", "we get our malt from Maltfield"),
        ("shelter", "Dog food from PetPro Wholesale", "PetPro Wholesale supplies our dog food"),
        ("florist", "Delivery app is Flowerbox", "we use Flowerbox for deliveries"),
        ("ferry", "Bookings are on SailDesk", "SailDesk is our booking system"),
        ("brewery", "labels are printed by PrintPoint", "PrintPoint prints our labels"),
        ("shelter", "Riverside Vets provides our vet care", "our vets are Riverside Vets"),
        ("florist", "Card payments through SumUp", "we take card payments with SumUp"),
        ("brewery", "CO2 comes from BOC", "BOC supplies our CO2"),
    ],
    "policy": [
        ("ferry", "Dogs allowed on the outside deck only", "dogs: outside deck only"),
        ("brewery", "No under-18s in the taproom", "under-18s aren't allowed in the taproom"),
        ("shelter", "No rehoming dogs to homes without a garden", "we don't rehome dogs to homes that have no garden"),
        ("florist", "Returns accepted within 48 hours", "we take returns up to 48h after purchase"),
        ("ferry", "Cash accepted at the ticket office", "the ticket office takes cash"),
        ("brewery", "Tours must be booked in advance", "advance booking required for tours"),
        ("shelter", "Every adopter gets a home visit", "home visits for all adopters"),
        ("florist", "Wedding deposits are non-refundable", "non-refundable wedding deposits, as always"),
        ("shelter", "cats are adopted out in pairs only", "we only rehome cats in pairs"),
    ],
    "no_longer": [
        ("ferry", "The Linnet no longer calls at Pell Island", "Linnet doesn't stop at Pell Island anymore"),
        ("brewery", "We don't do growler fills any more", "no growler fills anymore"),
        ("shelter", "We no longer take in rabbits", "rabbits: we don't take them in any more"),
        ("florist", "No more Sunday deliveries", "we've stopped delivering on sundays"),
        ("ferry", "student discount is no longer offered", "no student discount any more"),
        ("brewery", "the winter stout is discontinued", "winter stout's been discontinued"),
        ("shelter", "kitten foster scheme no longer running", "the kitten fostering scheme has stopped"),
        ("florist", "We no longer stock orchids", "orchids are no longer stocked"),
        ("brewery", "Quiz night at the taproom has been dropped", "no more quiz night at the taproom"),
    ],
    "status": [
        ("ferry", "Corran is out of service with an engine fault", "Corran's out of service (engine fault)"),
        ("brewery", "The collab IPA is on hold", "collab IPA: on hold"),
        ("shelter", "Bruno is reserved", "Bruno the lurcher has been reserved"),
        ("florist", "Valentine's pre-orders are closed", "pre-orders for valentine's are closed"),
        ("ferry", "The Ostley ramp is closed for repairs", "Ostley ramp closed, under repair"),
        ("brewery", "FV2 is empty and clean", "FV2 is clean and empty"),
        ("shelter", "Luna is in quarantine", "Luna's currently in quarantine"),
        ("florist", "New cooler is on order", "we've ordered the new cooler, waiting on it"),
        ("shelter", "the dog wash station is out of order", "dog wash station not working"),
    ],
    "contact": [
        ("ferry", "Harbourmaster's number is 01632 960412", "harbourmaster: 01632 960412"),
        ("brewery", "Our Barrelhouse contact is Jenny", "Jenny is our contact at Barrelhouse"),
        ("shelter", "Out-of-hours emergencies go to the on-call phone 07700 900612", "for out of hours emergencies ring 07700 900612 (on-call phone)"),
        ("florist", "Wedding enquiries to weddings@brambleandbloom.example", "send wedding enquiries to weddings@brambleandbloom.example"),
        ("ferry", "IT helpdesk is ext 201", "ext 201 for the IT helpdesk"),
        ("brewery", "Press enquiries: press@hopwright.example", "for press, email press@hopwright.example"),
        ("shelter", "Vet emergency line 01632 960200", "the vet's emergency line is 01632 960200"),
        ("florist", "Wholesaler rep is Henk", "Henk is our rep at the wholesaler"),
        ("ferry", "Crew report sickness to Callum by text", "text Callum if you're off sick"),
    ],
    "price": [
        ("ferry", "Car + driver single is \u00a338", "a single for car and driver costs \u00a338"),
        ("brewery", "Lantern Pale is \u00a34.80 a pint", "\u00a34.80 for a pint of Lantern Pale"),
        ("shelter", "Dog adoption fee is \u00a3175", "we charge \u00a3175 to adopt a dog"),
        ("florist", "Bridal bouquets from \u00a3120", "bridal bouquets start from \u00a3120"),
        ("ferry", "Foot passenger return \u00a39", "return for foot passengers is \u00a39"),
        ("brewery", "Tours are \u00a315 per person", "brewery tour: \u00a315pp"),
        ("shelter", "Kennel sponsorship \u00a310/month", "sponsoring a kennel is \u00a310 a month"),
        ("florist", "delivery charge \u00a36.50", "we charge \u00a36.50 for delivery"),
        ("ferry", "Season ticket is \u00a3420", "\u00a3420 for a season ticket"),
        ("florist", "Subscription is \u00a335 a month", "monthly sub costs \u00a335"),
    ],
}

# ------------------------------------------------------------ duplicate_heavy
_DUP_HEAVY = {
    "numeric": [
        ("ferry", "MV Corran takes 42 cars per sailing.", "if you're planning loads, the Corran's deck is full once you've got forty-two vehicles on"),
        ("brewery", "The taproom seats 60.", "we can sit sixty people in the bar before we're at capacity"),
        ("shelter", "There are 24 kennels in the main block.", "two dozen dog runs in the main building"),
        ("florist", "Wedding packages include 8 table centrepieces.", "couples who book the package get eight centrepieces for their tables"),
        ("ferry", "We need 5 deckhands on the Saturday crossings.", "saturday sailings can't go out unless five deck crew are rostered"),
        ("brewery", "We brew 3 batches a week", "the brewhouse turns out three brews every week"),
        ("shelter", "Max 3 dog walkers per volunteer shift", "no more than three people out walking dogs at any one time on a volunteer shift"),
        ("florist", "Each subscription bouquet has 12 stems", "subscribers get a dozen flowers in every bunch"),
    ],
    "version": [
        ("ferry", "SailDesk is on version 4.2.", "the booking software we're running is release 4.2"),
        ("brewery", "Brewhouse controller runs BrewOS 7", "the control panel software for the kit is the seventh major release of BrewOS"),
        ("shelter", "Volunteer handbook is v5", "the fifth edition of the volunteer guide is the current one"),
        ("florist", "Till app version 1.8", "the point-of-sale app on the shop iPad says 1.8 on its about screen"),
        ("ferry", "The onboard safety video is the 2023 edition.", "passengers are still being shown the safety film we made in 2023"),
        ("brewery", "current recipe for Lantern Pale is v12", "we're brewing the pale off the twelfth revision of the recipe sheet"),
        ("shelter", "Adoption contract template v3 is the one to use", "when someone adopts they sign the third version of the contract"),
        ("florist", "We print care card design v2", "the little flower-care cards we tuck in bouquets are still the second design"),
    ],
    "size_duration": [
        ("ferry", "The crossing takes 35 minutes.", "Harwick to Ostley is just over half an hour on the water, 35 min"),
        ("brewery", "Trade kegs are 50L", "what we send out to pubs are the fifty-litre containers"),
        ("shelter", "Quarantine for new intakes is 14 days", "any animal coming in is kept apart for a fortnight before it joins the others"),
        ("florist", "A bridal bouquet takes about 3 hours to make", "budget roughly three hours of work for each bride's flowers"),
        ("ferry", "Day tickets are valid for 24 hours", "once bought, a day ticket works for a full day from the time of purchase"),
        ("brewery", "Mash rest is 60 minutes", "we leave the grain steeping for an hour"),
        ("shelter", "Adoption trial period is 1 week", "new families get seven days to see if it works out before it's final"),
        ("florist", "The cooler room is 3x4m", "our cold room measures three metres by four"),
    ],
    "owner": [
        ("ferry", "The timetable export is owned by Priya's team.", "questions about the exported timetable go to the people Priya manages, it's their thing"),
        ("brewery", "Gus signs off every batch before packaging.", "nothing gets canned or kegged until the head brewer, Gus, has okayed it"),
        ("shelter", "Dana approves all adoptions", "the final yes on any rehoming comes from Dana"),
        ("florist", "Instagram is managed by Fen", "Fen's the one posting on our insta account"),
        ("ferry", "Callum does the lifejacket inspections", "checking the lifejackets is on Callum's list"),
        ("brewery", "Tomasz owns the keg tracking spreadsheet", "if the keg sheet is wrong that's Tomasz's to fix, he maintains it"),
        ("shelter", "Grant applications are handled by the board", "trustees write and submit our funding bids"),
        ("florist", "Supplier orders are placed by Lucia", "Lucia is who rings the suppliers and puts the orders in"),
    ],
    "schedule": [
        ("ferry", "First sailing leaves Harwick at 06:40", "the earliest boat out of Harwick goes at twenty to seven"),
        ("brewery", "Brew days are Mon/Wed/Fri", "we fire up the kettle three days a week: monday, the middle of the week and friday"),
        ("shelter", "Adoption viewings are on Saturdays, 10\u20132", "people wanting to meet the animals can come saturday from ten until two"),
        ("florist", "shop opens at 9", "doors are unlocked for customers at nine o'clock"),
        ("ferry", "Crew briefing is Mondays at 8am", "start of the week, first thing, all crew get briefed (8:00)"),
        ("brewery", "The distributor collects kegs every other Wednesday", "Barrelhouse swing by for the kegs on alternate Wednesdays"),
        ("shelter", "The vet visits on the first Monday of the month", "our vet's monthly visit falls on the month's opening Monday"),
        ("florist", "Subscription deliveries go out on Fridays", "subscribers get their flowers at the end of the working week"),
    ],
    "location": [
        ("ferry", "Spare lifejackets are stored in the Harwick shed", "if you need extra lifejackets they're in the outbuilding on the Harwick side"),
        ("brewery", "Hops are kept in cold store B", "the second cold room is where we keep the hops"),
        ("shelter", "Cat adoptions happen at the Elm Road site", "anyone wanting to adopt a cat has to go to our Elm Road building"),
        ("florist", "Our Saturday stall is at Greenmarket", "saturdays you'll find us with a pitch at Greenmarket"),
        ("ferry", "Booking servers are hosted in eu-west-2 (London)", "the booking system's machines sit in the cloud provider's London region"),
        ("brewery", "Data backups go to the NAS in the office", "copies of our files get saved onto the storage box in the office"),
        ("shelter", "The isolation ward is in block C", "sick or contagious animals are kept over in C block"),
        ("florist", "Spare vases are in the basement", "extra vases are downstairs in the cellar"),
    ],
    "vendor": [
        ("ferry", "Fuel comes from Northsea Bunkers", "Northsea Bunkers is who fills our tanks"),
        ("brewery", "Malt supplier is Maltfield", "the grain we mash comes from Maltfield's maltings"),
        ("shelter", "Email newsletter goes out via Mailchimp", "the monthly email to supporters is sent from our Mailchimp account"),
        ("florist", "Delivery app: Flowerbox", "drivers get their routes and proof-of-delivery through Flowerbox"),
        ("ferry", "Crew chat is on Slack", "the crew talk to each other in Slack channels"),
        ("brewery", "Accounting is in QuickBooks", "the books are kept in QuickBooks"),
        ("shelter", "Vet care is provided by Riverside Vets", "when animals need treatment, Riverside Vets do it under our contract"),
        ("florist", "Ribbon comes from Berisfords", "all the ribbon we use is bought from Berisfords"),
    ],
    "policy": [
        ("ferry", "Dogs are allowed on the outside deck only.", "passengers travelling with a dog must keep it out on the open deck, not inside"),
        ("brewery", "Under-18s are not allowed in the taproom", "the taproom is adults only"),
        ("shelter", "Volunteers may walk dogs off-lead in the paddock", "inside the fenced paddock it's fine for volunteers to let the dogs run loose"),
        ("florist", "We use floral foam in arrangements", "arrangements are built on oasis"),
        ("ferry", "Cash is accepted at the ticket office", "people can still pay with notes and coins at the ticket desk"),
        ("brewery", "Staff can take two free cans per shift", "every shift you work earns you a couple of cans on the house"),
        ("shelter", "Cats are only adopted out in pairs", "we don't let a cat go to a new home alone, they go two at a time"),
        ("florist", "Staff may not post customers' wedding photos", "don't put couples' wedding pictures on our socials"),
    ],
    "no_longer": [
        ("ferry", "The Linnet no longer calls at Pell Island.", "Pell Island has been dropped from the Linnet's route"),
        ("brewery", "We no longer do growler fills", "if someone turns up with a growler we can't fill it, we stopped doing that"),
        ("shelter", "We're not taking rabbits anymore", "rabbit intakes have ended here; send people to Burrow Rescue"),
        ("florist", "No more Sunday deliveries", "drivers have sundays off now, nothing goes out that day"),
        ("ferry", "The caf\u00e9 on MV Corran no longer serves hot food", "on the Corran you can only get snacks from the caf\u00e9, the hot menu's gone"),
        ("brewery", "The winter stout is discontinued", "there won't be a stout this december or after, it's been retired"),
        ("shelter", "The shelter van no longer does home collections", "we've stopped driving out to pick animals up from people's houses"),
        ("florist", "We no longer stock orchids", "orchids are off our shelves for good"),
    ],
    "status": [
        ("ferry", "Corran is out of service, engine fault", "the Corran's laid up with an engine problem"),
        ("brewery", "The collab IPA is on hold", "we've paused work on the collaboration IPA for now"),
        ("shelter", "Bruno is reserved", "someone's put a hold on Bruno, he's not available to others"),
        ("florist", "The new cooler is delivered and running", "the replacement cold cabinet arrived, it's switched on and working"),
        ("ferry", "The Ostley ramp is closed for repairs", "can't use the Ostley slipway, workmen are fixing it"),
        ("brewery", "Taproom licence renewed", "the council granted the renewal of our bar licence"),
        ("shelter", "The fundraising gala is cancelled", "the June gala won't be happening"),
        ("florist", "Fen is on holiday this week", "Fen's away on leave until next week"),
    ],
    "contact": [
        ("ferry", "Harbourmaster's number is 01632 960412", "to reach the harbourmaster, dial 01632 960412"),
        ("brewery", "Our contact at Barrelhouse distribution is Jenny", "anything about distribution, Jenny at Barrelhouse is the person to speak to"),
        ("shelter", "Vet emergency line: 01632 960200", "if an animal needs urgent vet help, phone 01632 960200"),
        ("florist", "Wedding enquiries go to weddings@brambleandbloom.example", "couples asking about their big day should write to the weddings@ address"),
        ("ferry", "IT helpdesk is ext 201", "computer problems? pick up the desk phone and press 201"),
        ("brewery", "Maintenance engineer: Dave at BrewServ, 0161 496 0321", "when kit breaks BrewServ send Dave, his line is 0161 496 0321"),
        ("shelter", "The council dog warden is Mr Pryce", "Mr Pryce is the warden at the council we deal with for strays"),
        ("florist", "Wholesaler rep is Henk", "our person at the flower wholesaler is Henk"),
    ],
    "price": [
        ("ferry", "Car + driver single is \u00a338", "one way with a car and its driver sets you back thirty-eight quid"),
        ("brewery", "Lantern Pale is \u00a34.80 a pint in the taproom", "a pint of the flagship pale over the bar costs four eighty"),
        ("shelter", "Dog adoption fee is \u00a3175", "rehoming a dog from us costs a hundred and seventy-five pounds"),
        ("florist", "Bridal bouquets start at \u00a3120", "the cheapest bouquet we'll make for a bride is \u00a3120"),
        ("ferry", "Annual season ticket \u00a3420", "unlimited crossings for a year cost \u00a3420"),
        ("brewery", "Brewery tour is \u00a315 pp", "each person on a tour pays fifteen pounds"),
        ("shelter", "Kennel sponsorship is \u00a310 a month", "supporters who sponsor a kennel give a tenner every month"),
        ("florist", "Delivery charge is \u00a36.50", "getting flowers delivered adds six pounds fifty to the bill"),
    ],
}

# ------------------------------------------------------------ negatives
# hard negatives: same template / other subject, compatible additions,
# recurring notes re-issued for a new date, related-but-different attribute
_NEG_HARD = {
    "numeric": [
        ("ferry", "MV Corran takes 42 cars per sailing.", "MV Linnet takes 30 cars per sailing."),
        ("brewery", "FV3 holds 20 hl", "FV4 holds 40 hl"),
        ("ferry", "Saturday crossings need 5 deckhands", "also need 2 stewards on saturday crossings"),
        ("brewery", "Week 14: brewed 3 batches", "Week 15: brewed 3 batches, no issues"),
        ("shelter", "January adoptions: 18 dogs, 11 cats", "February adoptions: 15 dogs, 14 cats"),
        ("ferry", "Mon 3 Jun: 1,204 passengers carried", "Mon 10 Jun: 1,311 passengers carried"),
        ("florist", "Mother's Day 2025: 410 bouquets sold", "Mother's Day 2026 \u2014 455 bouquets sold, record"),
        ("ferry", "MV Corran takes 42 cars", "MV Corran's top speed is 11 knots"),
        ("brewery", "The taproom seats 60", "taproom has 8 taps"),
        ("shelter", "There are 24 kennels in the main block", "the main block has 4 fire exits"),
    ],
    "version": [
        ("brewery", "Lantern Pale recipe is v12", "Harbour Stout recipe is v4"),
        ("ferry", "SailDesk is on version 4.2", "SailDesk licence renews in October"),
        ("florist", "Till app is version 1.8", "the till app runs on the shop iPad"),
        ("shelter", "Volunteer handbook is v5", "volunteer handbook v5 now also has a section on cat handling"),
        ("ferry", "Ticket machines run firmware 2.3.1", "the gate scanners run firmware 1.9"),
    ],
    "size_duration": [
        ("shelter", "Cat pens are 1.2m wide", "dog runs are 2.5m wide"),
        ("ferry", "The crossing takes 35 min", "the crossing is 4.2 nautical miles"),
        ("shelter", "Quarantine for new intakes is 14 days", "the quarantine block has 6 pens"),
        ("florist", "Delivery radius is 10 miles", "delivery slots are 2 hours long"),
        ("brewery", "Brewery tour is \u00a315pp", "tours last about 75 minutes and include 3 tasters"),
        ("brewery", "Lantern Pale conditions for 10 days", "Harbour Stout conditions for 3 weeks"),
    ],
    "owner": [
        ("brewery", "Nell handles social media", "Nell handles the taproom rota"),
        ("shelter", "Dana approves all adoptions", "Kofi approves all fosters"),
        ("florist", "Ade is responsible for the van", "Fen is responsible for the window display"),
        ("brewery", "Gus signs off every batch before packaging", "Nell also checks the batch paperwork before Gus signs"),
        ("ferry", "Callum does the lifejacket inspections", "Callum also logs the liferaft service dates"),
        ("shelter", "Dana approves all adoptions", "Dana also signs off the fosters"),
        ("shelter", "On-call this weekend: Dana", "On-call next weekend: Kofi"),
        ("florist", "Opening shift Mon: Fen", "Opening shift Tue: Ade"),
        ("brewery", "Gus signs off every batch", "Gus has been head brewer since 2019"),
        ("shelter", "Dana approves all adoptions", "Dana works Tue\u2013Sat"),
        ("florist", "Lucia does the wedding consultations", "Lucia's mobile is 07700 900777"),
    ],
    "schedule": [
        ("ferry", "First sailing leaves Harwick at 06:40", "First sailing leaves Ostley at 07:20"),
        ("florist", "Subscription deliveries go out on Fridays", "corporate deliveries go out on Mondays"),
        ("brewery", "canning day is thursday", "kegging day is tuesday"),
        ("shelter", "Adoption viewings Saturdays 10\u20132", "volunteer dog walks Saturdays 8\u201310"),
        ("florist", "shop opens at 9", "on Saturdays we also open the click & collect hatch at 8"),
        ("brewery", "Brew days Mon/Wed/Fri", "we also do a pilot brew on the odd Sunday"),
        ("shelter", "Vet visits first Monday of the month", "plus the behaviourist comes mid-month"),
        ("ferry", "Fire drill on Corran done 3 Feb, muster in 4 min", "Fire drill on Corran done 3 Mar, muster in 3.5 min"),
        ("shelter", "Vet visit 2 Feb: 6 vaccinations done", "Vet visit 2 Mar: 9 vaccinations done"),
        ("florist", "Market run done 4 Mar \u2014 good peonies", "market run done 11 mar, tulips were cheap"),
        ("ferry", "Corran dry dock 2025 was in March", "Corran dry dock 2026 is booked for May"),
        ("brewery", "Staff meeting 6 Feb: agreed new cleaning rota", "Staff meeting 6 Mar: agreed summer opening hours"),
        ("ferry", "First sailing leaves Harwick at 06:40", "the 06:40 from Harwick is usually the busiest one for commuters"),
        ("florist", "Stocktake done 31 Jan, all counted", "stocktake done 28 Feb, all counted, 3 buckets missing"),
    ],
    "location": [
        ("shelter", "Cat adoptions happen at Elm Road", "dog adoptions happen at Millbrook"),
        ("ferry", "Spare lifejackets are in the Harwick shed", "spare flares are in the Ostley store room"),
        ("brewery", "Hops are kept in cold store B", "yeast is also in cold store B, top shelf"),
        ("florist", "The workshop is in the back of the shop", "we also keep the wedding arches in the back workshop"),
        ("shelter", "Cat adoptions happen at Elm Road", "Elm Road has parking for 12 cars"),
    ],
    "vendor": [
        ("ferry", "Fuel comes from Northsea Bunkers", "lubricants come from Castrol Marine"),
        ("florist", "Ribbon comes from Berisfords", "wrapping paper comes from Kraftco"),
        ("ferry", "Fuel comes from Northsea Bunkers", "we also take a top-up from Coastline Fuels when Northsea is short"),
        ("florist", "Roses come via Dutch Flower Co", "in summer we also buy British roses from Hartley's"),
        ("brewery", "Cans come from CanCo", "we get the can ends from CanCo too, same order"),
        ("brewery", "Malt supplier is Maltfield", "Maltfield delivers on Tuesdays"),
    ],
    "policy": [
        ("florist", "Potted plants can be returned within 48 hours", "sale items can't be exchanged"),
        ("ferry", "Cash is accepted at the ticket office", "card and Apple Pay are also accepted at the ticket office"),
        ("shelter", "Every adopter gets a home visit", "adopters also need to show photo ID"),
        ("ferry", "Safety audit Jan 2025: passed", "Safety audit Jan 2026: passed"),
        ("florist", "We use floral foam in arrangements", "floral foam waste goes in general waste, not recycling"),
    ],
    "status": [
        ("brewery", "FV2 is empty and clean", "FV5 has the stout in it"),
        ("shelter", "Bruno is reserved", "Pepper is available for adoption"),
        ("florist", "Week 6 wedding (Hartley\u2013Moss): flowers delivered", "Week 7 wedding (Okoye\u2013Brand): flowers delivered"),
        ("brewery", "Batch 231 Lantern Pale packaged 4 Apr", "Batch 232 Lantern Pale packaged 11 Apr"),
        ("shelter", "Mar newsletter sent to 2,300 supporters", "Apr newsletter sent to 2,340 supporters"),
        ("shelter", "Bruno is reserved", "Bruno is 4 years old and good with cats"),
    ],
    "contact": [
        ("florist", "Wedding enquiries to weddings@brambleandbloom.example", "corporate enquiries to hello@brambleandbloom.example"),
        ("ferry", "Harbourmaster: 01632 960412", "pilot station: 01632 960415"),
        ("shelter", "Vet emergency line 01632 960200", "the vet practice also has a WhatsApp for non-urgent questions, 07700 900321"),
    ],
    "price": [
        ("shelter", "Dog adoption fee is \u00a3175", "Cat adoption fee is \u00a390"),
        ("florist", "Bridal bouquets start at \u00a3120", "bridesmaid bouquets start at \u00a355"),
        ("ferry", "Car + driver single is \u00a338", "van + driver single is \u00a355"),
        ("brewery", "Lantern Pale is \u00a34.80 a pint", "Harbour Stout is \u00a35.20 a pint"),
        ("florist", "Delivery charge \u00a36.50", "there's also a \u00a310 supplement for timed deliveries"),
        ("brewery", "Malt invoice March: \u00a33,050", "Malt invoice April: \u00a32,890"),
        ("shelter", "Bake sale 12 Apr raised \u00a3340", "bake sale 10 May raised \u00a3410"),
        ("shelter", "Dog adoption fee is \u00a3175", "the dog adoption fee includes microchip and first vaccinations"),
        ("florist", "Bridal bouquets start at \u00a3120", "bridal bouquets need 6 weeks' notice"),
        ("ferry", "Car + driver single is \u00a338", "car + driver singles can be booked up to 90 days ahead"),
    ],
}

# easy negatives: two unrelated memos from the same org
_NEG_EASY = {
    "numeric": [
        ("ferry", "Corran takes 42 cars per sailing", "new hi-vis jackets are in the crew room, grab one"),
        ("brewery", "FV3 holds 20 hl", "the taproom card machine needs a new roll"),
        ("shelter", "24 kennels in the main block", "Luna the tabby loves the heated bed, please don't move it"),
        ("florist", "wedding packages include 8 centrepieces", "the shop window needs cleaning before saturday"),
        ("ferry", "Linnet is certified for 350 passengers", "reminder to log your overtime by friday"),
        ("brewery", "we brew 3 batches a week", "Nell's birthday drinks are on Friday at the taproom"),
        ("shelter", "max 3 dog walkers per shift", "the donation tin at the vets raised \u00a342 this month"),
        ("florist", "subscription bouquets have 12 stems", "we need more brown paper for wrapping"),
        ("ferry", "summer target is 14 sailings a day", "the coffee machine on the Linnet is fixed"),
        ("brewery", "taproom seats 60", "new glass washer arrives next week"),
    ],
    "version": [
        ("ferry", "SailDesk is on 4.2", "lost property: a blue umbrella and a child's scooter"),
        ("brewery", "BrewOS 7 on the controller", "we're out of the large t-shirts in the shop"),
        ("shelter", "Shelterbase 2.1", "please don't feed Bruno cheese, it upsets his stomach"),
        ("florist", "till app 1.8", "eucalyptus is cheap at the market this week"),
        ("ferry", "timetable export uses API v1", "gull netting on the Ostley shelter is torn again"),
        ("brewery", "HACCP rev C is current", "taproom playlist got complaints, someone change it pls"),
        ("shelter", "adoption contract v3", "the kids' art competition entries are pinned up in reception"),
        ("florist", "care card design v2", "Fen is doing a flower crown workshop for the school fete"),
        ("ferry", "ticket machines on firmware 2.3.1", "the crew christmas party is at the Anchor, 14 Dec"),
    ],
    "size_duration": [
        ("ferry", "crossing takes 35 minutes", "Marek passed his STCW refresher"),
        ("brewery", "cans are 440ml", "the landlord is painting the outside of the unit next week"),
        ("shelter", "intake quarantine is 14 days", "thank you cards for the school fundraiser are written"),
        ("florist", "wedding consults are 45 min", "the van's MOT is due in June"),
        ("ferry", "check-in closes 20 min before departure", "there's cake in the Harwick canteen"),
        ("brewery", "mash rest is 60 min", "label artwork for the saison is approved"),
        ("shelter", "dog walks are 20 min each", "new volunteer lanyards are in the top drawer"),
        ("florist", "cooler room is 3x4m", "a customer left a lovely review mentioning Ade"),
        ("brewery", "taproom lease is 3 years", "we sold out of the raspberry sour on saturday"),
    ],
    "owner": [
        ("ferry", "Priya's team owns the timetable export", "the Ostley toilets are closed for cleaning till 11"),
        ("brewery", "Gus signs off batches", "the forklift needs its annual service"),
        ("shelter", "Dana approves adoptions", "we've had a donation of 30 blankets from the WI"),
        ("florist", "Lucia does wedding consults", "peonies are in season, order extra for june"),
        ("ferry", "Callum does lifejacket inspections", "harbour festival is the 2nd weekend of August"),
        ("brewery", "Tomasz owns the keg sheet", "the loading bay light is flickering"),
        ("shelter", "Kofi owns the volunteer rota", "Millbrook's gate sticks, push hard"),
        ("florist", "Ade is in charge of deliveries", "we got a 5 star hygiene rating for the caf\u00e9 corner"),
        ("ferry", "Ferdie is the DPA", "new seagull-proof bins arrive Monday"),
        ("shelter", "the board handles grants", "Pepper had her stitches out, all healed"),
    ],
    "schedule": [
        ("ferry", "first Harwick sailing 06:40", "please wipe down the galley after use"),
        ("brewery", "brew days Mon/Wed/Fri", "we won bronze at the regional beer awards for the saison"),
        ("shelter", "viewings Saturdays 10\u20132", "the cattery needs more scratching posts"),
        ("florist", "wholesaler run Tuesdays 5am", "the bin collection is Wednesday now, council letter on the fridge"),
        ("ferry", "crew briefing Mondays 8am", "the Corran's paint job looks great"),
        ("brewery", "taproom open Thu\u2013Sun", "someone left a jacket in the brewhouse"),
        ("shelter", "deep clean on fridays", "the local paper wants to do a piece on our oldest dog"),
        ("florist", "shop opens at 9", "Lucia's niece is doing work experience next week"),
        ("ferry", "last Ostley sailing 21:30", "new first aid kits are on both boats"),
        ("brewery", "canning day thursday", "we've been asked to pour at the food festival"),
    ],
    "location": [
        ("ferry", "spare lifejackets in the Harwick shed", "the passenger wifi password changed, it's on the notice"),
        ("brewery", "hops in cold store B", "the saison will be called 'Low Tide'"),
        ("shelter", "cat adoptions at Elm Road", "we need a volunteer who can drive the van on Thursday"),
        ("florist", "workshop at the back of the shop", "Valentine's flyers are printed"),
        ("ferry", "booking servers in eu-west-2", "the Linnet's horn is being tested at noon"),
        ("brewery", "pop-up at Quayside Market", "the accountant wants receipts by the 5th"),
        ("shelter", "isolation ward in block C", "thanks to everyone who came to the open day!"),
        ("florist", "wedding samples in cooler 2", "the new aprons came in green, not sage, oh well"),
        ("ferry", "crew meet in the Harwick canteen", "a dolphin was spotted off Pell Island this morning \U0001F42C"),
    ],
    "vendor": [
        ("ferry", "fuel from Northsea Bunkers", "please return the spare keys to the office"),
        ("brewery", "malt from Maltfield", "the taproom toilets need a plumber"),
        ("shelter", "dog food from PetPro", "Kofi's running the sponsored walk on the 12th"),
        ("florist", "Flowerbox for deliveries", "we're trialling a loyalty stamp card"),
        ("ferry", "bookings on SailDesk", "the Ostley waiting room heater is broken"),
        ("brewery", "labels from PrintPoint", "cask ale training for taproom staff next Tuesday"),
        ("shelter", "Riverside Vets do our vet care", "the charity shop needs volunteers on Wednesdays"),
        ("florist", "SumUp for card payments", "the dried flower range is selling well"),
        ("brewery", "CO2 from BOC", "there's a wasp nest by the back door, careful"),
    ],
    "policy": [
        ("ferry", "dogs on outside deck only", "the new timetable posters are up at both terminals"),
        ("brewery", "no under-18s in the taproom", "Tomasz is on holiday the first two weeks of July"),
        ("shelter", "no rehoming dogs to homes without gardens", "the donations cupboard is full, store overflow in the garage"),
        ("florist", "returns within 48 hours", "the shop's 10th birthday is in September!"),
        ("ferry", "cash accepted at the ticket office", "Callum's boat handling course is booked"),
        ("brewery", "tours booked in advance", "we're testing a new hop from New Zealand"),
        ("shelter", "every adopter gets a home visit", "we need photos of the cats for the website"),
        ("florist", "wedding deposits non-refundable", "the fridge in the back is making a noise again"),
        ("shelter", "cats adopted in pairs only", "reminder: sign the fire register when you arrive"),
    ],
    "no_longer": [
        ("ferry", "the Linnet no longer calls at Pell Island", "staff parking permits renew in January"),
        ("brewery", "no more growler fills", "a brewing student is shadowing Gus on Thursday"),
        ("shelter", "we no longer take rabbits", "Dana's doing a radio interview on Monday"),
        ("florist", "no more sunday deliveries", "the website has a new photo gallery"),
        ("ferry", "no student discount any more", "the Corran's crew room got a new kettle"),
        ("brewery", "the winter stout is discontinued", "the beer garden benches need re-oiling"),
        ("shelter", "kitten foster scheme has stopped", "the dog agility day raised \u00a3620"),
        ("florist", "orchids no longer stocked", "we have a wedding fair stand in October"),
        ("brewery", "quiz night dropped", "please label every keg before it leaves the cold room"),
    ],
    "status": [
        ("ferry", "Corran out of service", "the school trip on Friday is 60 kids, brace yourselves"),
        ("brewery", "collab IPA on hold", "the brewery cat has a name now: Hopsy"),
        ("shelter", "Bruno is reserved", "the shelter's phone line was down this morning, it's back"),
        ("florist", "Valentine's pre-orders closed", "can someone check the ribbon stock"),
        ("ferry", "Ostley ramp closed for repairs", "the crew rota for August is out"),
        ("brewery", "FV2 is empty and clean", "the taproom's instagram hit 5k followers"),
        ("shelter", "Luna in quarantine", "please wash your hands between cat pens"),
        ("florist", "new cooler on order", "we got a thank-you card from the Okoye wedding"),
        ("shelter", "dog wash out of order", "we need someone to cover reception Tuesday afternoon"),
        ("ferry", "car deck lift broken", "the passenger survey will include a question about the caf\u00e9"),
    ],
    "contact": [
        ("ferry", "harbourmaster 01632 960412", "the fuel receipts for May are in the blue folder"),
        ("brewery", "Barrelhouse contact is Jenny", "we need to reorder cleaning chemicals"),
        ("shelter", "vet emergency line 01632 960200", "volunteer of the month is Harpreet \U0001F389"),
        ("florist", "wedding enquiries to weddings@", "the A-board blew over again, weigh it down"),
        ("ferry", "IT helpdesk ext 201", "Ilse is giving the safety talk to the new starters"),
        ("brewery", "press@hopwright.example for press", "the forklift keys live on the hook by the office door"),
        ("shelter", "dog warden is Mr Pryce", "the cat food delivery was short by 2 sacks"),
        ("florist", "wholesaler rep is Henk", "there's a leak under the sink in the workshop"),
        ("ferry", "sickness to Callum by text", "someone left the chart table light on overnight"),
    ],
    "price": [
        ("ferry", "car + driver single \u00a338", "please don't park in the disabled bays at Harwick"),
        ("brewery", "Lantern Pale \u00a34.80 a pint", "Gus is giving a talk at the homebrew club"),
        ("shelter", "dog adoption fee \u00a3175", "we need more poo bags for the walkers"),
        ("florist", "bridal bouquets from \u00a3120", "the florist association newsletter is in the drawer"),
        ("ferry", "foot passenger return \u00a39", "the Linnet's lifeboat davits passed inspection"),
        ("brewery", "tours \u00a315pp", "a film crew wants to shoot in the taproom in May"),
        ("shelter", "kennel sponsorship \u00a310/month", "the Millbrook kitchen sink is blocked again"),
        ("florist", "delivery charge \u00a36.50", "Ade wants to try a new route for the Tuesday deliveries"),
        ("ferry", "season ticket \u00a3420", "crew photos for the website are on Thursday"),
        ("florist", "subscription \u00a335 a month", "we had 3 walk-in wedding enquiries today"),
    ],
}

PAIRS = (
    [("contradiction", f"{k}/{o}", a, b) for k, lst in _CONTRA.items() for (o, a, b) in lst]
    + [("duplicate_light", f"{k}/{o}", a, b) for k, lst in _DUP_LIGHT.items() for (o, a, b) in lst]
    + [("duplicate_heavy", f"{k}/{o}", a, b) for k, lst in _DUP_HEAVY.items() for (o, a, b) in lst]
    + [("negative", f"{k}/{o}", a, b) for k, lst in _NEG_HARD.items() for (o, a, b) in lst]
    + [("negative", f"{k}/{o}", a, b) for k, lst in _NEG_EASY.items() for (o, a, b) in lst]
)

# indices (into PAIRS) of the hard negatives
_hard_set = {(o, a, b) for lst in _NEG_HARD.values() for (o, a, b) in lst}
HARD_NEGATIVES = frozenset(
    i for i, (lab, ko, a, b) in enumerate(PAIRS)
    if lab == "negative" and (ko.split("/")[1], a, b) in _hard_set
)


if __name__ == "__main__":
    from collections import Counter

    assert len(ORGS) in (3, 4)
    for p in PAIRS:
        assert isinstance(p, tuple) and len(p) == 4, p
        lab, ko, older, newer = p
        assert lab in LABELS, p
        kind, org = ko.split("/")
        assert kind in KINDS, p
        assert org in ORGS, p
        assert older.strip() and newer.strip(), p
        assert older != newer, p

    labels = Counter(p[0] for p in PAIRS)
    contra_kinds = Counter(p[1].split("/")[0] for p in PAIRS if p[0] == "contradiction")
    assert labels["contradiction"] >= 216, labels
    for k in KINDS:
        assert contra_kinds[k] >= 16, (k, contra_kinds[k])
    assert labels["duplicate_light"] >= 108, labels
    assert labels["duplicate_heavy"] >= 90, labels
    assert labels["negative"] >= 186, labels
    assert len(HARD_NEGATIVES) >= 60, len(HARD_NEGATIVES)
    # no exact duplicate pairs
    assert len(set(PAIRS)) == len(PAIRS)
    # every org is used
    assert set(p[1].split("/")[1] for p in PAIRS) == set(ORGS)

    print("PAIRS", len(PAIRS), dict(labels))
    print("contradiction kinds", dict(contra_kinds))
    print("dup_light kinds", dict(Counter(p[1].split('/')[0] for p in PAIRS if p[0] == 'duplicate_light')))
    print("dup_heavy kinds", dict(Counter(p[1].split('/')[0] for p in PAIRS if p[0] == 'duplicate_heavy')))
    print("negative kinds", dict(Counter(p[1].split('/')[0] for p in PAIRS if p[0] == 'negative')))
    print("hard negatives", len(HARD_NEGATIVES))
    print("orgs", dict(Counter(p[1].split('/')[1] for p in PAIRS)))
    print("OK")
