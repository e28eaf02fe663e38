# Development data since 2026-12-02 (session 16): released after its last held-out measurement, below.
# Held-out memo pairs no. 14 (624 pairs: 224 contradictions, 108 light and 90 heavy duplicates, 202
# negatives; six organisations; categories are kind/organisation), written on 2026-12-02 by a helper that never saw the
# rules or the other sets. Its misses were not read. Measured by the lead only (python -m tests.memo_pair_quality
# fourteenth): at e0c9c48 (before session 15) contradictions P 0.90 R 0.61, duplicates P 0.92, light 0.67, heavy 0.08,
# 0 cross-project; at session 15's merged code (fe6c80e) P 0.90 R 0.64, duplicates P 0.92, light 0.67, heavy 0.09, 0
# cross-project.
"""Held-out evaluation pairs of team memos (fourteenth set).

Each pair is (label, category, older, newer): two short notes that AI agents
saved for the same team, older first. The detector must decide whether the
newer memo contradicts/updates the older one ("contradiction"), restates it
("duplicate_light" = light rewording, "duplicate_heavy" = heavy rewording), or
is neither ("negative").

Fictional organisations (all names, numbers, places and contacts invented):

* theatre -- Lanternfly Players, a touring theatre company based at a depot in
  Hallam. Currently touring "The Salt Road". Stage manager Priya Nandakumar,
  tech director Owen Farrell, props person Jess, a Transit tour van and a
  props truck; plays venues such as the Corn Exchange (Newbury) and the
  Watermill.
* salmon -- Kelvaig Salmon, a salmon farm with sea pens on Loch Keir and Loch
  Aird, a feed barge, the workboat Morven, a well boat that visits on a
  schedule; site hands Callum and Morag, fish-health vet Dr Ingrid Saether.
* solar -- Brightpitch Solar, a rooftop-solar installer with three install
  crews, vans numbered 1-5, a warehouse on Elm St, permit coordinator Dana
  Whitfield, warranty desk staffed by Raj and Nina.
* library -- Harrowgate Public Libraries, a city network with Central,
  Eastbrook, Millfield and Riverside branches plus a bookmobile; runs Koha,
  self-checkout kiosks, meeting rooms and a summer reading programme.
* drone -- Skylark Drop, a drone-delivery startup flying SK-7 quadcopters
  from a hub at Pier 9; chief pilot Aiko Tanaka, maintenance lead Luis,
  dispatch software in Python.
* dairy -- Three Valleys Dairy Co-operative, a farmers' co-op that collects
  milk from member farms (Hollins, Pantglas, Ty Mawr...) by tanker, grades it
  and pays members monthly; chair Margaret Hollins.

Categories are "kind/organisation", e.g. "schedule/library".
"""

LABELS = ("contradiction", "duplicate_light", "duplicate_heavy", "negative")

PAIRS = []


def C(cat, older, newer):
    PAIRS.append(("contradiction", cat, older, newer))


def L(cat, older, newer):
    PAIRS.append(("duplicate_light", cat, older, newer))


def H(cat, older, newer):
    PAIRS.append(("duplicate_heavy", cat, older, newer))


def N(cat, older, newer):
    PAIRS.append(("negative", cat, older, newer))


# ---------------------------------------------------------------------------
# CONTRADICTIONS
# ---------------------------------------------------------------------------

# numeric values and limits
C("numeric/theatre", "Max 7 people in the tour van, insurance rule.",
  "Update: the insurer now caps the tour van at 6 people, so one of us goes by train.")
C("numeric/theatre", "Load-in needs at least 4 hands at every venue.",
  "from now on we need 6 people minimum for load-in, the new Salt Road flats are heavy")
C("numeric/theatre", "Fly bar limit for the Salt Road backdrop is 180 kg.",
  "heads up - backdrop on the fly bars must stay under 150 kg, Owen re-rated it")
C("numeric/salmon", "Stocking density cap for pens 1-6 is 15 kg/m3.",
  "As of today the stocking density cap in pens 1–6 is 12 kg/m³.")
C("numeric/salmon", "Lice treatment trigger: avg 0.5 adult female lice per fish.",
  "FYI we treat at 0.2 adult females per fish now (spring rule from the vet).")
C("numeric/salmon", "smolt ration = 1.2% body weight per day",
  "Smolts are being fed 0.9% BW/day from this week.")
C("numeric/solar", "Crews can go without scaffold on roofs up to 35 degrees pitch.",
  "Scaffold is now required on anything steeper than 30°.")
C("numeric/solar", "Max 22 panels per string on the Fronius inverters.",
  "fronius strings are capped at 18 panels now")
C("numeric/solar", "Each crew does 3 installs a week.",
  "Update: target is 4 installs per crew per week starting Monday.")
C("numeric/library", "Borrowing limit is 20 items per card.",
  "From now on a card can have up to 30 items out.")
C("numeric/library", "Meeting Room B at Central holds 40 people.",
  "After the fire inspection, Room B capacity is 25.")
C("numeric/library", "kids cards can have 5 DVDs out at a time",
  "Children's cards: DVD limit is 3 now.")
C("numeric/drone", "Max payload for the SK-7 is 2.5 kg.",
  "SK-7 payload ceiling is 2.0 kg from now on - Aiko's call after the motor tests.")
C("numeric/drone", "We ground the fleet when sustained wind is above 25 km/h.",
  "update: wind limit raised, fleet only grounded above 30 km/h sustained")
C("numeric/drone", "Delivery radius from the Pier 9 hub is 8 km.",
  "Pier 9 delivery radius expanded to 12 km as of today.")
C("numeric/dairy", "Premium grade requires somatic cell count under 200,000 cells/ml.",
  "premium SCC cutoff is now 150k cells/ml")
C("numeric/dairy", "Bulk tank must be at or below 4°C at pickup.",
  "Drivers accept bulk tanks up to 5 °C at pickup now, new plant spec.")
C("numeric/dairy", "Each member can send up to 8,000 L a day to the plant.",
  "As of this month the daily member quota is 7,500 litres.")
C("numeric/dairy", "AGM quorum is 25 members.",
  "Bylaw change: we need 40 members for AGM quorum.")
C("numeric/dairy", "Butterfat bonus starts at 4.2%.",
  "From the May cheque the butterfat bonus kicks in at 4.0%.")

# versions
C("version/theatre", "Lighting desk runs Eos software v3.1.",
  "We upgraded the lighting desk to Eos v3.2.4 yesterday.")
C("version/theatre", "show laptop has QLab 4.7",
  "The show laptop is on QLab 5.2 now, old workspaces converted.")
C("version/theatre", "Rehearsals use draft 6 of The Salt Road.",
  "Update: everyone should be working from draft 8 of the Salt Road script.")
C("version/salmon", "Feed barge control software is AKVA 6.2.",
  "feed barge controller upgraded to AKVA 7.0 as of today")
C("version/salmon", "Biosecurity plan rev C is current.",
  "Current biosecurity plan is rev E. Rev C is superseded, bin printed copies.")
C("version/salmon", "Lice counting app on the tablets is v2.3.",
  "tablets updated, lice app now 2.5")
C("version/solar", "Design machines are on Aurora 2023.4.",
  "Aurora got upgraded to 2024.1 on all design machines.")
C("version/solar", "Standard inverter firmware is 4.18.32.",
  "Heads up: standard inverter firmware is now 4.20.11 - flash before commissioning.")
C("version/solar", "All jobs follow install manual v5.",
  "from monday all jobs follow install manual v6")
C("version/library", "Koha is on 22.11.",
  "Koha was upgraded to 23.05 over the weekend.")
C("version/library", "Self-checkout kiosks run firmware 1.8.",
  "kiosk firmware is 2.0 at every branch now")
C("version/library", "The 2021 collection development policy is in force.",
  "The 2024 collection policy was adopted by the board and replaces the 2021 edition.")
C("version/drone", "Fleet autopilot is PX4 1.13.",
  "Autopilot bumped to PX4 1.14.2 on all SK-7s.")
C("version/drone", "Flight ops manual rev 11 is current.",
  "FYI ops manual is at rev 12 now; rev 11 is withdrawn.")
C("version/drone", "ground station app v0.9.3",
  "GCS app updated to v1.0.0 this morning, restart your tablets")
C("version/drone", "The dispatch service runs on Python 3.9.",
  "dispatch service moved to Python 3.12 last sprint")
C("version/dairy", "Herd recording is on DairyComp v6.",
  "We're on DairyComp v7 now.")
C("version/dairy", "Milk testing follows lab protocol v2.1.",
  "lab protocol bumped to v3.0 - use the new sample tubes")
C("version/dairy", "The 2022 member handbook is the current one.",
  "The 2025 member handbook is out and replaces the 2022 edition.")
C("version/dairy", "The grading app on the tanker tablets is version 4.4.",
  "Tanker tablets now run grading app 4.6.")

# sizes and durations
C("duration/theatre", "Salt Road runs 2h10 including the interval.",
  "after the cuts Salt Road is 1h55 with interval")
C("duration/theatre", "Interval is 20 minutes.",
  "Intervals shortened to 15 min from tonight's show.")
C("duration/theatre", "Load-out takes about 3 hours.",
  "With the new flats, load-out is down to 2 hrs.")
C("duration/salmon", "Fallow period at Loch Keir between cycles is 6 weeks.",
  "Loch Keir fallow period extended to 10 weeks.")
C("duration/salmon", "Pen nets are 24 m diameter.",
  "the pens are 30 m diameter now, the 24 m nets went back to the supplier")
C("duration/salmon", "After a lice bath, wait 7 days before harvest.",
  "Withdrawal after bath treatment is now 14 days before harvest.")
C("duration/solar", "Workmanship warranty is 10 years.",
  "New contracts carry a 15-year workmanship warranty.")
C("duration/solar", "Default battery we quote is 10 kWh.",
  "we quote 13.5 kWh as the default battery now")
C("duration/solar", "Dunmore county permits take about 2 weeks.",
  "Heads up, Dunmore permits are taking ~5 weeks now, plan start dates accordingly.")
C("duration/library", "Loan period for books is 3 weeks.",
  "Books are now loaned for 4 weeks.")
C("duration/library", "Holds wait on the shelf for 7 days.",
  "holds shelf time cut to 5 days")
C("duration/library", "Public PC sessions are 60 minutes.",
  "Public PC sessions: 90 minutes as of today.")
C("duration/library", "Staff email backups are kept for 30 days.",
  "IT update: email backups are now retained for 90 days.")
C("duration/drone", "Battery swap takes about 4 minutes.",
  "battery swap is down to 2.5 min with the new cradle")
C("duration/drone", "Flight logs are kept for 12 months.",
  "We keep flight logs for 24 months now (regulator request).")
C("duration/drone", "Max planned sortie length is 22 min.",
  "Sortie planning max is 18 minutes now so we keep a proper reserve.")
C("duration/dairy", "Milk withhold after antibiotic treatment is 72 hours.",
  "withhold after antibiotics is 96 hrs now")
C("duration/dairy", "Hollins farm bulk tank is 6,000 L.",
  "Hollins upgraded their bulk tank to 10,000 L.")
C("duration/dairy", "Members need to give 3 months' notice to leave the co-op.",
  "Notice period for leaving the co-op is now 6 months.")
C("duration/dairy", "Members are paid 15 days after month end.",
  "milk cheques now go out 10 days after month end")

# prices
C("price/theatre", "Salt Road tickets: £18 full, £12 concession.",
  "salt road tix now £20 full / £14 concs")
C("price/theatre", "Per diem on tour is £32/day.",
  "Per diem raised to £35 a day from this leg.")
C("price/theatre", "Van hire from Hallam Hire is £95/day.",
  "Hallam Hire put the van up to £110 a day.")
C("price/salmon", "Feed costs us £1,450 per tonne.",
  "feed price is £1,620/t from this delivery")
C("price/salmon", "Harvest contract price: £6.80/kg gutted.",
  "New harvest contract signed at £7.10/kg gutted weight.")
C("price/salmon", "Diver call-out is £400.",
  "FYI the diver call-out charge is £450 now.")
C("price/solar", "We quote installs at $2.90 per watt.",
  "As of today we're quoting $2.75/W.")
C("price/solar", "Battery add-on is $9,800 installed.",
  "battery add-on price dropped to $9,200 installed")
C("price/solar", "Site survey fee is $150, credited if they sign.",
  "Site survey is $200 now (still credited on signing).")
C("price/library", "Adult overdue fines are 25p per day.",
  "adult overdue fines are 30p/day now")
C("price/library", "B&W printing is 10p per page.",
  "Black and white printing went up to 15p a page.")
C("price/library", "Replacement library card costs £2.",
  "From April a lost-card replacement is £3.")
C("price/drone", "Standard delivery fee is $4.99.",
  "standard delivery fee is now $5.49")
C("price/drone", "Rush delivery (under 20 min) is $9.99.",
  "We cut the rush tier to $7.99.")
C("price/drone", "Insurance is $1,200 per drone per year.",
  "Renewal accepted: insurance is now $1,450/yr per drone.")
C("price/dairy", "March base milk price: 38.5p/L.",
  "March base price revised down to 37.9p per litre.")
C("price/dairy", "Haulage deduction is 1.2p per litre.",
  "haulage charge now 1.4p/L")
C("price/dairy", "Membership share is £500 per member.",
  "The board raised the member share to £750.")
C("price/dairy", "Fuel surcharge on haulage: 0.3p/L.",
  "Update - fuel surcharge is 0.5p/L from next cheque.")
C("price/dairy", "Semen straws at the co-op store are £18 each.",
  "co-op store straws £21 each now")

# owners and responsibilities
C("owner/theatre", "Priya Nandakumar is stage manager for the spring tour.",
  "Spring tour SM is now Tomás Reyes; Priya has moved to the autumn show.")
C("owner/theatre", "Props are Owen's responsibility.",
  "props: Jess handles them from now on")
C("owner/theatre", "Box office reconciliation is done by the front-of-house team.",
  "The finance team does box office reconciliation now.")
C("owner/theatre", "Priya's checklist is the one we use for get-ins.",
  "For get-ins we use Owen's checklist now, not Priya's.")
C("owner/salmon", "Pen 4 daily checks - Callum.",
  "Callum's off pen 4, Morag does the daily checks there now.")
C("owner/salmon", "Fish health is Dr Ingrid Saether's area.",
  "Fish health lead is now Dr Ravi Menon.")
C("owner/salmon", "Feed barge maintenance belongs to the site team.",
  "engineering team owns feed barge maintenance now")
C("owner/solar", "Permits are handled by Dana Whitfield.",
  "Marcus Lee took over permits from Dana.")
C("owner/solar", "Commissioning sign-off is the crew lead's job.",
  "From now on only the electrical supervisor signs off commissioning.")
C("owner/solar", "Warranty claims go through Raj's queue.",
  "warranty claims are Nina's queue now")
C("owner/solar", "Crew 2 is Jake's crew.",
  "Jake handed crew 2 over to Omar this week.")
C("owner/library", "Eastbrook branch manager: Helen Osei.",
  "Eastbrook has a new branch manager, Daniel Kwan.")
C("owner/library", "The bookmobile schedule is Sam's.",
  "Bookmobile schedule is owned by the outreach team now, not Sam.")
C("owner/library", "Summer reading is run by Millfield staff.",
  "summer reading programme moved to the central youth services team")
C("owner/drone", "Chief pilot: Aiko Tanaka.",
  "Chief pilot role passed to Ben Okafor this week.")
C("owner/drone", "Maintenance logs are Luis's job.",
  "maint logs: Fatima owns them now")
C("owner/drone", "Customer complaints go to the ops team.",
  "Complaints are handled by customer success now, not ops.")
C("owner/dairy", "Chair of the co-op board is Margaret Hollins.",
  "Geraint Price was elected chair, replacing Margaret.")
C("owner/dairy", "Milk quality queries - ask Bryn.",
  "quality queries go to Sian now")
C("owner/dairy", "The co-op newsletter is edited by Tom Ashby.",
  "Newsletter editor is Rhian Morgan; Tom stepped down.")

# schedules
C("schedule/theatre", "Tech rehearsal is Tuesday 2pm.",
  "tech moved to wednesday 10am")
C("schedule/theatre", "Company notes happen after every Friday show.",
  "Notes are after the Thursday show from now on.")
C("schedule/theatre", "On travel days the van leaves the depot at 7:00.",
  "travel days: van leaves at 6:30 now")
C("schedule/salmon", "Lice counts every Monday.",
  "Lice counts are twice weekly now, Monday and Thursday.")
C("schedule/salmon", "First feed at 06:00.",
  "Winter light - first feed is 07:30 from now on.")
C("schedule/salmon", "Well boat visits every second Wednesday.",
  "the well boat comes every other Thursday now")
C("schedule/solar", "Crew standup at the yard is 7:15.",
  "Standup is at 7:00 now.")
C("schedule/solar", "Inventory count is the last Friday of the month.",
  "inventory count moved to the first Monday of each month")
C("schedule/solar", "Safety meetings are monthly.",
  "Safety meetings are weekly from now on.")
C("schedule/library", "Central opens at 9am Monday to Saturday.",
  "Central now opens at 10 on weekdays.")
C("schedule/library", "Riverside is closed on Sundays.",
  "Riverside branch is now open Sundays 12-4.")
C("schedule/library", "Bookmobile visits Oakfield every Thursday.",
  "Oakfield bookmobile stop is fortnightly on Tuesdays now.")
C("schedule/drone", "Flights operate 8am to 8pm.",
  "ops hours are 7am-9pm as of today")
C("schedule/drone", "Fleet maintenance day is Sunday.",
  "Maintenance day moved to Monday.")
C("schedule/drone", "Weekly ops review: Thursdays 4pm.",
  "ops review is wed 3pm now")
C("schedule/dairy", "Hollins is collected every other day, mornings.",
  "Hollins is now collected daily.")
C("schedule/dairy", "Board meets on the first Tuesday of the month.",
  "board meeting switched to the second Wednesday")
C("schedule/dairy", "AGM is on 14 June.",
  "Heads up: AGM moved to 21 June.")
C("schedule/dairy", "Milk payments land on the 20th.",
  "milk payments land on the 18th from now on")
C("schedule/dairy", "Lab samples are collected Mon/Wed/Fri.",
  "Lab samples are taken daily now.")

# locations
C("location/theatre", "The Salt Road set is stored at the Hallam depot.",
  "Set storage moved to the Barrow Lane unit.")
C("location/theatre", "Costume store is in the office basement.",
  "costumes moved up to the 2nd floor room")
C("location/theatre", "Next week's venue is the Corn Exchange, Newbury.",
  "Change: next week we're at the Watermill, not the Corn Exchange.")
C("location/salmon", "Harvest goes to the Oban processing plant.",
  "Harvest now goes to the Mallaig plant.")
C("location/salmon", "Spare nets are kept in shed 2.",
  "spare nets are in the new container by the slipway")
C("location/salmon", "Feed barge is moored at the north end of Loch Keir.",
  "FYI feed barge was repositioned to the south bay.")
C("location/solar", "Panels are delivered to the Elm St warehouse.",
  "panel deliveries go to the Canal Rd yard now")
C("location/solar", "Ladder racks are in bay C.",
  "Ladder racks moved to bay A.")
C("location/solar", "Customer meetings are at our Main St office.",
  "We moved; customer meetings are at 44 Harbor Ave now.")
C("location/library", "The local history collection is at Central, 3rd floor.",
  "Local history has moved to Millfield.")
C("location/library", "Riverside book drop is by the car park.",
  "riverside book drop is now at the front entrance")
C("location/library", "The IT server closet is at Eastbrook.",
  "Servers moved to the county data centre last week.")
C("location/drone", "Main hub is Pier 9.",
  "Main hub moved to the Dockside warehouse.")
C("location/drone", "Spare batteries are stored in cage B.",
  "batteries live in the fireproof locker now, cage B is empty")
C("location/drone", "Test flights are at Greenfield airstrip.",
  "From now test flights are at the Marsh Rd range.")
C("location/dairy", "Co-op office is in the old creamery building.",
  "Office moved to the Market Square unit.")
C("location/dairy", "Monthly meetings are at Llan village hall.",
  "monthly meetings are now at the Red Lion function room")
C("location/dairy", "Samples go to the Aberwyn lab.",
  "Samples are sent to the Carmarth lab now.")
C("location/dairy", "The semen tank is kept at Hollins farm.",
  "semen tank relocated to the co-op store")
C("location/dairy", "AGM is held at the showground.",
  "Update: AGM venue is county hall now.")

# vendors / tools replaced
C("vendor/theatre", "We rent lights from StageLite.",
  "Moved off StageLite - renting from Limelight Hire now.")
C("vendor/theatre", "Ticketing is on Eventbrite.",
  "switched ticketing to TicketSource")
C("vendor/theatre", "Company digs are booked through Booking.com.",
  "We use the Digs Directory for company accommodation now.")
C("vendor/salmon", "Feed supplier is Skretting.",
  "We replaced Skretting with BioMar for feed.")
C("vendor/salmon", "Net cleaning is done by AquaWash Ltd.",
  "net cleaning contract moved to Clearwater Marine")
C("vendor/salmon", "Vet services from Highland Fish Vets.",
  "Switched vet practice to Loch Vets as of this month.")
C("vendor/solar", "Panels: REC Alpha.",
  "we've switched panel supplier to Qcells")
C("vendor/solar", "We install SolarEdge inverters.",
  "Replaced SolarEdge with Enphase microinverters on new jobs.")
C("vendor/solar", "CRM is HubSpot.",
  "Moved the CRM off HubSpot to Salesforce.")
C("vendor/solar", "Scaffold comes from UpRight Scaffolding.",
  "scaffold now from TowerPro, UpRight dropped")
C("vendor/library", "Our ILS is Koha.",
  "We migrated the ILS from Koha to Evergreen.")
C("vendor/library", "eBooks are through OverDrive.",
  "ebook platform replaced by BorrowBox")
C("vendor/library", "Print management is PaperCut.",
  "Swapped PaperCut for Princh at all branches.")
C("vendor/drone", "Maps come from Mapbox.",
  "moved off Mapbox to HERE")
C("vendor/drone", "Batteries are from VoltCell.",
  "Battery vendor switched to Tattu.")
C("vendor/drone", "Incident tracking is in Jira.",
  "FYI incidents are tracked in Linear now.")
C("vendor/dairy", "Haulage is by Davies Transport.",
  "Haulage moved to Pryce Logistics.")
C("vendor/dairy", "Milk recording is done by NMR.",
  "we switched milk recording to CIS")
C("vendor/dairy", "Co-op accounts are in Sage.",
  "Co-op accounts are in Xero now.")
C("vendor/dairy", "Group feed is bought from Wynnstay.",
  "buying group feed from Mole Valley now instead of Wynnstay")

# policies and permissions
C("policy/theatre", "Cast may not bring guests backstage.",
  "Guests backstage are allowed now - sign them in with the SM.")
C("policy/theatre", "Photos during rehearsal are fine for socials.",
  "no photos in rehearsals anymore, director's call")
C("policy/theatre", "Understudies are allowed to drive the van.",
  "The van is now off-limits to understudies.")
C("policy/theatre", "Dogs are welcome in the rehearsal room.",
  "No dogs in the rehearsal room please.")
C("policy/salmon", "Visitors can board the feed barge with a guide.",
  "From now on no visitors on the feed barge, guided or not.")
C("policy/salmon", "Staff may take fish home from the harvest.",
  "taking harvest fish home is no longer permitted")
C("policy/salmon", "Solo boat trips are allowed in daylight.",
  "Two-person rule for all boat trips now, day or night.")
C("policy/solar", "Subcontractors can access the inventory system.",
  "Inventory system access is staff-only now.")
C("policy/solar", "Crews may work on wet roofs if harnessed.",
  "no working on wet roofs, harness or not")
C("policy/solar", "Customers can pay in 3 instalments.",
  "Instalment plans are discontinued; full payment on completion.")
C("policy/library", "Food is not allowed in study rooms.",
  "study rooms: snacks are fine now, just no hot food")
C("policy/library", "Under-16s need a parent signature for a card.",
  "A parent signature is no longer needed for kids' cards.")
C("policy/library", "Staff can't work from home.",
  "Staff may WFH one day a week from now on.")
C("policy/drone", "Pilots may fly two drones at once.",
  "One pilot, one drone. Multi-drone ops suspended.")
C("policy/drone", "Night flights are not permitted.",
  "we got the waiver - night flights are allowed now")
C("policy/drone", "Deliveries to balconies are allowed.",
  "Balcony drops are banned, ground drop zones only.")
C("policy/dairy", "Members can sell milk direct to shops.",
  "Direct sale to shops is no longer allowed under the new rules.")
C("policy/dairy", "Non-members can't use the co-op store.",
  "the co-op store is open to non-members now")
C("policy/dairy", "Proxy votes are permitted at the AGM.",
  "No proxy voting at the AGM from this year.")
C("policy/dairy", "Members with a licence may run raw milk vending machines.",
  "Raw milk vending isn't allowed for members any more, licence or not.")

# statuses
C("status/theatre", "The Bath matinees are cancelled.",
  "the Bath matinees are back on")
C("status/theatre", "Salt Road is touring until August.",
  "Salt Road tour closed early; last show was Saturday.")
C("status/theatre", "The old Transit van is still in use.",
  "Old Transit is retired.")
C("status/salmon", "Pen 7 is out of service for net repair.",
  "Pen 7 back in service.")
C("status/salmon", "Loch Keir site is active.",
  "loch keir is fallow now")
C("status/salmon", "Workboat Morven is operational.",
  "Morven is laid up with engine failure.")
C("status/solar", "Van 3 is in the shop.",
  "van 3 back on the road")
C("status/solar", "We still offer ground-mount systems.",
  "We no longer do ground mounts.")
C("status/solar", "The state battery rebate is open.",
  "Heads up, the state battery rebate closed yesterday.")
C("status/library", "Eastbrook is closed for refurbishment.",
  "Eastbrook reopened Monday.")
C("status/library", "The bookmobile is off the road.",
  "bookmobile is running again")
C("status/library", "Inter-library loans are paused.",
  "ILL service resumed as of today.")
C("status/library", "The Millfield toy library is running.",
  "The toy library at Millfield has ended.")
C("status/drone", "SK-7 #12 is grounded after a hard landing.",
  "#12 cleared and back in the rotation")
C("status/drone", "The Northside route is live.",
  "Northside route suspended until further notice.")
C("status/drone", "The customer app is still in beta testing.",
  "App is live for all customers now.")
C("status/dairy", "The Hollins tanker route is active.",
  "Hollins route discontinued.")
C("status/dairy", "Organic collection is paused.",
  "organic collection restarted this week")
C("status/dairy", "The co-op cheese plant is running.",
  "Cheese plant is shut for the season.")
C("status/dairy", "Dai Evans is on the board.",
  "Dai's no longer on the board.")

# contacts
C("contact/theatre", "Tour booking contact: rosa@lanternfly.co.uk",
  "Tour booking emails go to bookings@lanternfly.co.uk now.")
C("contact/theatre", "Production emergency number: 07700 900123.",
  "new production emergency number 07700 900456")
C("contact/theatre", "Venue tech contact at the Corn Exchange is Phil.",
  "Corn Exchange tech contact is Gemma now.")
C("contact/salmon", "Marine inspector contact: j.grant@marine.gov.example",
  "We have a new inspector - contact k.low@marine.gov.example")
C("contact/salmon", "Out-of-hours vet line: 01631 555 010.",
  "OOH vet line changed to 01631 555 099.")
C("contact/salmon", "Feed orders: email orders@feedco.example.",
  "feed orders are by phone to the rep now, 07700 900318, the orders inbox is closed")
C("contact/solar", "Interconnect questions: interconnect@dunmorepower.example",
  "Interconnect is only via the utility's online portal now; that email is dead.")
C("contact/solar", "Roofing partner contact: Mike, 555-0142.",
  "roofer contact now Steve 555-0177")
C("contact/solar", "Customer support line is 1-800-555-0199.",
  "Support line changed to 1-888-555-0123.")
C("contact/library", "IT helpdesk is ext 4410.",
  "helpdesk ext is 4500 now")
C("contact/library", "Friends of the Library contact: Joan Pryor.",
  "Friends group contact is now Alan Reeve.")
C("contact/library", "Facilities requests: facilities@harrowgate-libraries.example",
  "Facilities requests go through the TopDesk portal now.")
C("contact/drone", "FAA liaison is Karen Ellis.",
  "FAA liaison: Mark Ruiz.")
C("contact/drone", "Ops on-call: ping #ops-oncall on Slack.",
  "On-call is paged through PagerDuty now, not Slack.")
C("contact/drone", "Customer support email: help@skylarkdrop.example",
  "support email is support@skylarkdrop.example now")
C("contact/drone", "Pier 9 landlord contact is Sarah Benn.",
  "Pier 9 landlord contact changed to Kofi Mensah.")
C("contact/dairy", "Tanker dispatch: 01570 422 100.",
  "Dispatch number is 01570 422 300.")
C("contact/dairy", "Book TB testing by calling Wern Vets.",
  "TB test bookings go through the APHA portal now.")
C("contact/dairy", "Co-op secretary email: secretary@threevalleys.example",
  "secretary is admin@threevalleys.example now")
C("contact/dairy", "Plant intake contact is Gareth.",
  "For plant intake ask for Lowri now.")

# a few extra numeric / owner pairs with the subject moved around
C("numeric/drone", "No more than 3 drones in the air per pilot station.",
  "Per pilot station, up to 4 drones can be airborne now.")
C("owner/library", "Riverside's weekend rota is Claire's job.",
  "Tomasz does the Riverside weekend rota from now on.")
C("policy/solar", "Only crew leads may drive van 1.",
  "Van 1 can be driven by any crew member now.")
C("status/theatre", "The props truck is still at the garage.",
  "props truck collected, it's back with us")

# ---------------------------------------------------------------------------
# DUPLICATES (light rewording)
# ---------------------------------------------------------------------------
L("numeric/theatre", "Max 7 people in the tour van.", "tour van max is 7 people")
L("owner/theatre", "Priya Nandakumar is stage manager for the spring tour.",
  "FYI Priya Nandakumar is the spring tour stage manager.")
L("schedule/theatre", "Tech rehearsal is Tuesday 2pm.", "tech rehearsal: tues 2pm")
L("price/theatre", "Per diem on tour is £32/day.", "Tour per diem: £32 a day.")
L("location/theatre", "The Salt Road set is stored at the Hallam depot.",
  "Salt Road set is kept at the Hallam depot.")
L("vendor/theatre", "We rent lights from StageLite.", "lights are rented from StageLite")
L("policy/theatre", "Cast may not bring guests backstage.",
  "No guests backstage for cast.")
L("duration/theatre", "Interval is 20 minutes.", "20 min interval.")
L("contact/theatre", "Production emergency number: 07700 900123.",
  "Emergency number for the production is 07700 900123")
L("version/theatre", "Rehearsals use draft 6 of The Salt Road.",
  "We're rehearsing from Salt Road draft 6.")
L("status/theatre", "The Bath matinees are cancelled.", "bath matinees cancelled")
L("schedule/theatre", "On travel days the van leaves the depot at 7:00.",
  "Van leaves depot 7am on travel days.")
L("owner/theatre", "Props are Owen's responsibility.", "Owen is responsible for props.")
L("price/theatre", "Salt Road tickets: £18 full, £12 concession.",
  "Tickets for Salt Road are £18 (full) and £12 (concession).")
L("numeric/theatre", "Load-in needs at least 4 hands at every venue.",
  "Reminder: min 4 hands for load-in at each venue.")
L("location/theatre", "Costume store is in the office basement.",
  "costume store = office basement")
L("numeric/theatre", "Fly bar limit for the Salt Road backdrop is 180 kg.",
  "Salt Road backdrop fly bar limit: 180kg")
L("schedule/theatre", "Company notes happen after every Friday show.",
  "notes after every fri show")

L("numeric/salmon", "Stocking density cap for pens 1-6 is 15 kg/m3.",
  "Pens 1-6: stocking density capped at 15 kg/m³.")
L("numeric/salmon", "Lice treatment trigger: avg 0.5 adult female lice per fish.",
  "We treat when adult female lice average 0.5 per fish.")
L("owner/salmon", "Pen 4 daily checks - Callum.", "Callum does the daily checks on pen 4.")
L("schedule/salmon", "Lice counts every Monday.", "lice counts are done on Mondays")
L("location/salmon", "Harvest goes to the Oban processing plant.",
  "Harvest is sent to the Oban processing plant.")
L("vendor/salmon", "Feed supplier is Skretting.", "Our feed comes from Skretting.")
L("status/salmon", "Pen 7 is out of service for net repair.",
  "pen 7 out of service (net repair)")
L("contact/salmon", "Out-of-hours vet line: 01631 555 010.",
  "OOH vet: 01631 555 010")
L("price/salmon", "Diver call-out is £400.", "A diver call-out costs £400.")
L("policy/salmon", "Solo boat trips are allowed in daylight.",
  "In daylight solo boat trips are allowed.")
L("duration/salmon", "Fallow period at Loch Keir between cycles is 6 weeks.",
  "Loch Keir fallows for 6 weeks between cycles.")
L("version/salmon", "Biosecurity plan rev C is current.",
  "current biosecurity plan: rev C")
L("schedule/salmon", "First feed at 06:00.", "First feed is at 6am.")
L("owner/salmon", "Fish health is Dr Ingrid Saether's area.",
  "Dr Saether looks after fish health.")
L("location/salmon", "Spare nets are kept in shed 2.", "spare nets -> shed 2")
L("numeric/salmon", "smolt ration = 1.2% body weight per day",
  "Smolt feed ration is 1.2% of body weight daily.")
L("status/salmon", "Workboat Morven is operational.", "Morven (workboat) is operational.")
L("schedule/salmon", "Well boat visits every second Wednesday.",
  "the well boat comes every other wednesday")

L("price/solar", "We quote installs at $2.90 per watt.", "Install quote rate: $2.90/W.")
L("owner/solar", "Permits are handled by Dana Whitfield.", "Dana Whitfield handles permits.")
L("numeric/solar", "Max 22 panels per string on the Fronius inverters.",
  "fronius inverters: max 22 panels/string")
L("schedule/solar", "Crew standup at the yard is 7:15.", "Standup at the yard, 7:15am.")
L("location/solar", "Panels are delivered to the Elm St warehouse.",
  "Panel deliveries go to the Elm Street warehouse.")
L("vendor/solar", "We install SolarEdge inverters.", "SolarEdge is our inverter brand.")
L("policy/solar", "Customers can pay in 3 instalments.",
  "customers may pay in three instalments")
L("status/solar", "Van 3 is in the shop.", "Van #3 is at the garage.")
L("duration/solar", "Workmanship warranty is 10 years.",
  "We give a 10 yr workmanship warranty.")
L("contact/solar", "Customer support line is 1-800-555-0199.",
  "Support line: 1-800-555-0199.")
L("version/solar", "Standard inverter firmware is 4.18.32.",
  "inverter fw standard = 4.18.32")
L("owner/solar", "Warranty claims go through Raj's queue.",
  "Warranty claims: Raj's queue.")
L("numeric/solar", "Each crew does 3 installs a week.", "3 installs per crew per week.")
L("schedule/solar", "Safety meetings are monthly.", "We hold safety meetings once a month.")
L("location/solar", "Ladder racks are in bay C.", "ladder racks: bay C")
L("price/solar", "Site survey fee is $150, credited if they sign.",
  "Survey fee $150 - credited back if the customer signs.")
L("vendor/solar", "CRM is HubSpot.", "We use HubSpot as our CRM.")
L("policy/solar", "Crews may work on wet roofs if harnessed.",
  "Wet roofs are OK for crews as long as they're harnessed.")

L("numeric/library", "Borrowing limit is 20 items per card.", "20 items max per card.")
L("duration/library", "Loan period for books is 3 weeks.", "books loan for three weeks")
L("schedule/library", "Central opens at 9am Monday to Saturday.",
  "Central: opens 9am Mon-Sat.")
L("owner/library", "Eastbrook branch manager: Helen Osei.",
  "Helen Osei manages the Eastbrook branch.")
L("price/library", "Adult overdue fines are 25p per day.",
  "Overdue fine for adults is 25p a day.")
L("vendor/library", "eBooks are through OverDrive.", "We use OverDrive for ebooks.")
L("status/library", "Eastbrook is closed for refurbishment.",
  "eastbrook closed for refurb")
L("policy/library", "Food is not allowed in study rooms.", "No food in the study rooms.")
L("location/library", "The local history collection is at Central, 3rd floor.",
  "Local history collection - Central, third floor.")
L("contact/library", "IT helpdesk is ext 4410.", "Helpdesk: extension 4410.")
L("version/library", "Koha is on 22.11.", "We're running Koha 22.11.")
L("duration/library", "Holds wait on the shelf for 7 days.",
  "Holds are kept on the shelf for a week (7 days).")
L("numeric/library", "Meeting Room B at Central holds 40 people.",
  "Central Room B capacity: 40.")
L("schedule/library", "Bookmobile visits Oakfield every Thursday.",
  "every thursday the bookmobile stops at Oakfield")
L("owner/library", "The bookmobile schedule is Sam's.", "Sam owns the bookmobile schedule.")
L("price/library", "B&W printing is 10p per page.", "Printing b/w: 10p/page")
L("status/library", "Inter-library loans are paused.", "ILL is paused.")
L("policy/library", "Under-16s need a parent signature for a card.",
  "Cards for under 16s need a parent's signature.")

L("numeric/drone", "Max payload for the SK-7 is 2.5 kg.", "SK-7 max payload: 2.5kg")
L("owner/drone", "Chief pilot: Aiko Tanaka.", "Aiko Tanaka is our chief pilot.")
L("schedule/drone", "Flights operate 8am to 8pm.", "We fly from 8am until 8pm.")
L("location/drone", "Main hub is Pier 9.", "Our main hub is at Pier 9.")
L("numeric/drone", "We ground the fleet when sustained wind is above 25 km/h.",
  "fleet grounded above 25 km/h sustained wind")
L("vendor/drone", "Maps come from Mapbox.", "We use Mapbox for maps.")
L("policy/drone", "Night flights are not permitted.", "No night flights.")
L("status/drone", "SK-7 #12 is grounded after a hard landing.",
  "#12 grounded - hard landing")
L("price/drone", "Standard delivery fee is $4.99.", "Delivery fee (standard): $4.99.")
L("contact/drone", "FAA liaison is Karen Ellis.", "Karen Ellis = FAA liaison")
L("version/drone", "Fleet autopilot is PX4 1.13.", "SK-7 fleet is running PX4 1.13.")
L("duration/drone", "Flight logs are kept for 12 months.",
  "We retain flight logs for 12 months.")
L("owner/drone", "Maintenance logs are Luis's job.", "Luis does the maintenance logs.")
L("schedule/drone", "Fleet maintenance day is Sunday.", "Sundays = fleet maintenance day.")
L("location/drone", "Spare batteries are stored in cage B.",
  "spare batteries are kept in cage B")
L("numeric/drone", "Delivery radius from the Pier 9 hub is 8 km.",
  "Pier 9 hub covers an 8km delivery radius.")
L("policy/drone", "Deliveries to balconies are allowed.", "Balcony deliveries are OK.")
L("contact/drone", "Ops on-call: ping #ops-oncall on Slack.",
  "For on-call, ping #ops-oncall in Slack.")

L("price/dairy", "March base milk price: 38.5p/L.", "Base price for March is 38.5p per litre.")
L("owner/dairy", "Chair of the co-op board is Margaret Hollins.",
  "Margaret Hollins chairs the co-op board.")
L("schedule/dairy", "AGM is on 14 June.", "AGM: 14th June")
L("numeric/dairy", "Premium grade requires somatic cell count under 200,000 cells/ml.",
  "For premium grade SCC must be below 200k cells/ml.")
L("location/dairy", "Samples go to the Aberwyn lab.", "We send samples to the Aberwyn lab.")
L("vendor/dairy", "Haulage is by Davies Transport.", "Davies Transport does our haulage.")
L("policy/dairy", "Proxy votes are permitted at the AGM.", "Proxy voting is allowed at the AGM.")
L("status/dairy", "Organic collection is paused.", "organic collection paused")
L("contact/dairy", "Tanker dispatch: 01570 422 100.", "Tanker dispatch number is 01570 422 100.")
L("duration/dairy", "Milk withhold after antibiotic treatment is 72 hours.",
  "72 hr milk withhold after antibiotics")
L("numeric/dairy", "Bulk tank must be at or below 4°C at pickup.",
  "At pickup the bulk tank must be 4°C or below.")
L("schedule/dairy", "Board meets on the first Tuesday of the month.",
  "board meets 1st Tuesday of every month")
L("owner/dairy", "Milk quality queries - ask Bryn.", "Ask Bryn about milk quality queries.")
L("price/dairy", "Haulage deduction is 1.2p per litre.", "Haulage is deducted at 1.2p/L.")
L("location/dairy", "Co-op office is in the old creamery building.",
  "The co-op's office is in the old creamery.")
L("version/dairy", "Herd recording is on DairyComp v6.", "We use DairyComp v6 for herd recording.")
L("duration/dairy", "Members are paid 15 days after month end.",
  "Payment to members is 15 days after the end of the month.")
L("numeric/dairy", "AGM quorum is 25 members.", "Quorum at the AGM = 25 members.")

# ---------------------------------------------------------------------------
# DUPLICATES (heavy rewording)
# ---------------------------------------------------------------------------
H("numeric/theatre", "Max 7 people in the tour van, insurance rule.",
  "Our insurance only covers seven passengers in the touring van, so nobody squeezes in an eighth.")
H("owner/theatre", "Props are Owen's responsibility.",
  "If something's wrong with a prop, it's on Owen - he's the one looking after all of them.")
H("schedule/theatre", "Tech rehearsal is Tuesday 2pm.",
  "We'll do the technical run on Tuesday afternoon, starting at two.")
H("price/theatre", "Per diem on tour is £32/day.",
  "While on the road everyone gets thirty-two pounds daily for expenses.")
H("location/theatre", "The Salt Road set is stored at the Hallam depot.",
  "When we're not touring, the scenery for Salt Road lives in our Hallam depot.")
H("policy/theatre", "Cast may not bring guests backstage.",
  "Actors: friends and family have to wait front of house, they can't come round the back.")
H("duration/theatre", "Salt Road runs 2h10 including the interval.",
  "Curtain up to curtain down on The Salt Road is two hours ten, counting the break.")
H("vendor/theatre", "Ticketing is on Eventbrite.",
  "Audiences buy their seats through our Eventbrite pages.")
H("contact/theatre", "Venue tech contact at the Corn Exchange is Phil.",
  "Any technical questions for the Newbury Corn Exchange, Phil is the person to talk to there.")
H("status/theatre", "The old Transit van is still in use.",
  "We haven't got rid of the old Transit yet - it's still doing runs.")
H("schedule/theatre", "On travel days the van leaves the depot at 7:00.",
  "When we're moving between towns, be at the depot for a seven o'clock departure.")
H("numeric/theatre", "Load-in needs at least 4 hands at every venue.",
  "No venue get-in should ever happen with fewer than four people carrying.")
H("version/theatre", "Lighting desk runs Eos software v3.1.",
  "The software on our Eos console is release 3.1.")
H("owner/theatre", "Box office reconciliation is done by the front-of-house team.",
  "Matching up the takings against ticket sales is something FOH takes care of.")
H("policy/theatre", "Understudies are allowed to drive the van.",
  "Being an understudy doesn't stop you from taking a turn at the wheel of the tour van.")

H("numeric/salmon", "Stocking density cap for pens 1-6 is 15 kg/m3.",
  "In the first six pens we never let biomass go over fifteen kilos per cubic metre.")
H("schedule/salmon", "Lice counts every Monday.",
  "Start of each week, the team samples fish and counts lice.")
H("owner/salmon", "Fish health is Dr Ingrid Saether's area.",
  "Anything to do with disease or welfare of the stock goes through Ingrid, our vet.")
H("location/salmon", "Harvest goes to the Oban processing plant.",
  "Fish we harvest are taken to be processed at the plant in Oban.")
H("vendor/salmon", "Net cleaning is done by AquaWash Ltd.",
  "AquaWash are the contractors who come out to clean our nets.")
H("policy/salmon", "Visitors can board the feed barge with a guide.",
  "Guests are welcome on the feed barge provided a member of staff shows them round.")
H("status/salmon", "Pen 7 is out of service for net repair.",
  "We're not using pen 7 at the moment while its net gets mended.")
H("duration/salmon", "After a lice bath, wait 7 days before harvest.",
  "Fish that have been bathed for lice can't be harvested until a week has passed.")
H("price/salmon", "Harvest contract price: £6.80/kg gutted.",
  "Under the contract, the buyer pays six pounds eighty for every kilo of gutted fish.")
H("contact/salmon", "Out-of-hours vet line: 01631 555 010.",
  "If a vet is needed at night or weekends, ring 01631 555 010.")
H("numeric/salmon", "Lice treatment trigger: avg 0.5 adult female lice per fish.",
  "Once mature female lice reach half a louse per fish on average, we start treating.")
H("schedule/salmon", "Well boat visits every second Wednesday.",
  "Fortnightly, on a Wednesday, the well boat comes to the site.")
H("location/salmon", "Feed barge is moored at the north end of Loch Keir.",
  "Loch Keir's feed barge sits at the loch's northern end.")
H("owner/salmon", "Feed barge maintenance belongs to the site team.",
  "Keeping the feed barge running is a job for the site crew.")
H("version/salmon", "Feed barge control software is AKVA 6.2.",
  "The barge's feeding system is controlled by AKVA, release 6.2.")

H("price/solar", "We quote installs at $2.90 per watt.",
  "Our pricing for a system works out at two dollars ninety for each watt of capacity.")
H("owner/solar", "Permits are handled by Dana Whitfield.",
  "Anything involving the permit office, hand it to Dana.")
H("numeric/solar", "Crews can go without scaffold on roofs up to 35 degrees pitch.",
  "Scaffolding only becomes necessary once a roof is pitched steeper than 35°.")
H("schedule/solar", "Inventory count is the last Friday of the month.",
  "We count stock on the final Friday of every month.")
H("location/solar", "Customer meetings are at our Main St office.",
  "When clients come in to talk, we see them at the Main Street office.")
H("vendor/solar", "Panels: REC Alpha.",
  "The modules we put on roofs are REC's Alpha series.")
H("policy/solar", "Subcontractors can access the inventory system.",
  "Our subbies have logins for the stock system too.")
H("status/solar", "We still offer ground-mount systems.",
  "Ground-mounted arrays are still part of what we sell.")
H("duration/solar", "Dunmore county permits take about 2 weeks.",
  "Expect roughly a fortnight between filing and approval for a permit in Dunmore.")
H("contact/solar", "Roofing partner contact: Mike, 555-0142.",
  "When we need our roofing partner, call Mike at 555-0142.")
H("version/solar", "All jobs follow install manual v5.",
  "Every installation is done according to the fifth version of our manual.")
H("owner/solar", "Commissioning sign-off is the crew lead's job.",
  "Whoever leads the crew is the person who signs the system off at commissioning.")
H("price/solar", "Battery add-on is $9,800 installed.",
  "Adding a battery costs the customer $9.8k, installation included.")
H("numeric/solar", "Each crew does 3 installs a week.",
  "Weekly, a crew gets through three jobs.")
H("duration/solar", "Default battery we quote is 10 kWh.",
  "Unless the customer asks otherwise, quotes include a ten kilowatt-hour battery.")

H("numeric/library", "Borrowing limit is 20 items per card.",
  "A single library card can't have more than twenty things checked out at once.")
H("duration/library", "Loan period for books is 3 weeks.",
  "Borrowers get twenty-one days with a book before it's due.")
H("schedule/library", "Riverside is closed on Sundays.",
  "Don't send anyone to Riverside on a Sunday - the branch doesn't open.")
H("owner/library", "Summer reading is run by Millfield staff.",
  "The team at Millfield organises the summer reading challenge.")
H("price/library", "Replacement library card costs £2.",
  "If a patron loses their card, a new one is two pounds.")
H("vendor/library", "Print management is PaperCut.",
  "Public printing at the branches goes through PaperCut.")
H("policy/library", "Staff can't work from home.",
  "Remote working isn't an option for library staff; everyone works on site.")
H("status/library", "The bookmobile is off the road.",
  "The mobile library isn't doing any runs at the moment.")
H("location/library", "Riverside book drop is by the car park.",
  "At Riverside, returns can go in the drop box next to the parking area.")
H("contact/library", "Friends of the Library contact: Joan Pryor.",
  "Joan Pryor is who you reach out to about the Friends of the Library group.")
H("duration/library", "Public PC sessions are 60 minutes.",
  "Each booking on a public computer gives the patron one hour.")
H("version/library", "Self-checkout kiosks run firmware 1.8.",
  "The firmware on our self-service machines is release 1.8.")
H("numeric/library", "kids cards can have 5 DVDs out at a time",
  "Children may borrow up to five DVDs simultaneously on their card.")
H("schedule/library", "Bookmobile visits Oakfield every Thursday.",
  "Oakfield gets its mobile library stop weekly, on Thursdays.")
H("location/library", "The IT server closet is at Eastbrook.",
  "Our servers physically sit in a cupboard at the Eastbrook branch.")

H("numeric/drone", "Max payload for the SK-7 is 2.5 kg.",
  "Don't load an SK-7 with anything heavier than two and a half kilos.")
H("owner/drone", "Customer complaints go to the ops team.",
  "When a customer is unhappy, operations deals with it.")
H("schedule/drone", "Weekly ops review: Thursdays 4pm.",
  "Every Thursday at four we sit down and review the week's operations.")
H("location/drone", "Test flights are at Greenfield airstrip.",
  "We do our test flying out at the Greenfield strip.")
H("vendor/drone", "Incident tracking is in Jira.",
  "Incidents get logged as tickets in Jira.")
H("policy/drone", "Pilots may fly two drones at once.",
  "A single pilot is allowed to control a pair of drones simultaneously.")
H("status/drone", "The Northside route is live.",
  "We're currently delivering on the Northside route.")
H("duration/drone", "Battery swap takes about 4 minutes.",
  "Changing the pack on a drone is roughly a four-minute job.")
H("price/drone", "Rush delivery (under 20 min) is $9.99.",
  "Customers who want it within twenty minutes pay $9.99 for the express option.")
H("contact/drone", "Customer support email: help@skylarkdrop.example",
  "Customers who need help should write to help@skylarkdrop.example.")
H("numeric/drone", "Delivery radius from the Pier 9 hub is 8 km.",
  "Anything farther than eight kilometres from Pier 9 is outside our delivery area.")
H("version/drone", "Flight ops manual rev 11 is current.",
  "The flight operations manual in force is the eleventh revision.")
H("owner/drone", "Chief pilot: Aiko Tanaka.",
  "Aiko leads the pilots as head of flight operations.")
H("schedule/drone", "Flights operate 8am to 8pm.",
  "Drones are in the air between eight in the morning and eight at night.")
H("policy/drone", "Night flights are not permitted.",
  "After dark, we don't fly.")

H("price/dairy", "Membership share is £500 per member.",
  "Joining the co-operative means buying a five-hundred-pound share.")
H("owner/dairy", "The co-op newsletter is edited by Tom Ashby.",
  "Tom Ashby puts the newsletter together for the co-op.")
H("schedule/dairy", "Lab samples are collected Mon/Wed/Fri.",
  "Three times a week - Monday, Wednesday, Friday - the lab samples are picked up.")
H("numeric/dairy", "Each member can send up to 8,000 L a day to the plant.",
  "A member farm's daily delivery to the plant mustn't exceed eight thousand litres.")
H("location/dairy", "Monthly meetings are at Llan village hall.",
  "Each month we gather in the village hall in Llan.")
H("vendor/dairy", "Co-op accounts are in Sage.",
  "The co-operative's bookkeeping is done in Sage.")
H("policy/dairy", "Non-members can't use the co-op store.",
  "The shop is for members only - outsiders can't buy there.")
H("status/dairy", "The co-op cheese plant is running.",
  "Cheese production at the co-op plant is ongoing.")
H("duration/dairy", "Members need to give 3 months' notice to leave the co-op.",
  "Anyone wanting to quit the co-operative has to tell us a quarter-year in advance.")
H("contact/dairy", "Plant intake contact is Gareth.",
  "Questions about milk arriving at the plant go to Gareth.")
H("numeric/dairy", "Butterfat bonus starts at 4.2%.",
  "Milk with 4.2 per cent fat or higher earns the bonus payment.")
H("schedule/dairy", "Milk payments land on the 20th.",
  "Members should see their milk money arrive on the twentieth of each month.")
H("owner/dairy", "Chair of the co-op board is Margaret Hollins.",
  "Margaret Hollins is the one chairing our board meetings and leading the board.")
H("price/dairy", "Semen straws at the co-op store are £18 each.",
  "Each straw of semen from our store sells for eighteen pounds.")
H("policy/dairy", "Members can sell milk direct to shops.",
  "There's nothing stopping a member farm supplying local shops directly with its milk.")

# ---------------------------------------------------------------------------
# NEGATIVES (hard negatives: neither update nor duplicate)
# ---------------------------------------------------------------------------
# theatre
N("numeric/theatre", "Max 7 people in the tour van.", "Props truck: 2 people max in the cab.")
N("numeric/theatre", "Load-in needs at least 4 hands at every venue.",
  "Load-out needs at least 4 hands too, and someone on the door.")
N("owner/theatre", "Priya Nandakumar is stage manager for the spring tour.",
  "Tomás Reyes is stage manager for the autumn show.")
N("owner/theatre", "Props are Owen's responsibility.", "Costumes are Jess's responsibility.")
N("schedule/theatre", "Tech rehearsal is Tuesday 2pm.", "Dress rehearsal is Wednesday 7pm.")
N("schedule/theatre", "Company notes happen after every Friday show.",
  "Also: the director may call extra notes after previews.")
N("price/theatre", "Salt Road tickets: £18 full, £12 concession.",
  "Under-12s get Salt Road tickets for £8.")
N("price/theatre", "Per diem on tour is £32/day.",
  "Per diem on tour is £32/day; receipts for taxis go to Rosa separately.")
N("location/theatre", "The Salt Road set is stored at the Hallam depot.",
  "The Winter's Tale set is stored at the Barrow Lane unit.")
N("location/theatre", "Next week's venue is the Corn Exchange, Newbury.",
  "The week after Newbury we're at the Watermill.")
N("vendor/theatre", "We rent lights from StageLite.", "We rent sound kit from Autograph.")
N("vendor/theatre", "Ticketing is on Eventbrite.",
  "Eventbrite payouts arrive 5 working days after each show.")
N("policy/theatre", "Cast may not bring guests backstage.",
  "Crew may bring one guest to the get-out party.")
N("policy/theatre", "Photos during rehearsal are fine for socials.",
  "Tag @lanternflyplayers when posting rehearsal photos.")
N("status/theatre", "The Bath matinees are cancelled.", "The Bath evening shows are sold out.")
N("status/theatre", "The old Transit van is still in use.",
  "The new Transit arrives on the 12th.")
N("contact/theatre", "Production emergency number: 07700 900123.",
  "Venue emergency numbers are in the tour book, page 3.")
N("contact/theatre", "Venue tech contact at the Corn Exchange is Phil.",
  "Venue tech contact at the Watermill is Gemma.")
N("duration/theatre", "Interval is 20 minutes.", "Pre-show call is 35 minutes before curtain.")
N("duration/theatre", "Load-out takes about 3 hours.", "Get-in takes about 5 hours.")
N("version/theatre", "Rehearsals use draft 6 of The Salt Road.",
  "Draft 6 of The Salt Road has the new ending in act 2.")
N("version/theatre", "show laptop has QLab 4.7", "backup laptop has QLab 4.7 as well")
N("numeric/theatre", "Fly bar limit for the Salt Road backdrop is 180 kg.",
  "The Salt Road backdrop weighs 140 kg with its batten.")
N("owner/theatre", "Box office reconciliation is done by the front-of-house team.",
  "Front-of-house team also handles programme sales.")
N("schedule/theatre", "On travel days the van leaves the depot at 7:00.",
  "On travel days the props truck leaves at 6:00, an hour before the van.")
N("policy/theatre", "Understudies are allowed to drive the van.",
  "Anyone driving the van must be over 25 and on the insurance list.")
N("status/theatre", "Salt Road is touring until August.",
  "Salt Road has been nominated for a regional theatre award.")
N("location/theatre", "Costume store is in the office basement.",
  "The wig room is on the 2nd floor.")
N("price/theatre", "Van hire from Hallam Hire is £95/day.",
  "Fuel for the van is reimbursed at 45p per mile.")
N("contact/theatre", "Tour booking contact: rosa@lanternfly.co.uk",
  "Press enquiries: press@lanternfly.co.uk")
N("owner/theatre", "Priya's checklist is the one we use for get-ins.",
  "Priya's checklist is the one we use for get-ins; Owen added a page for the flying.")

# salmon
N("numeric/salmon", "Stocking density cap for pens 1-6 is 15 kg/m3.",
  "Stocking density cap for pens 7-10 is 12 kg/m3.")
N("numeric/salmon", "Lice treatment trigger: avg 0.5 adult female lice per fish.",
  "Last week's count: 0.31 adult females per fish in pen 3.")
N("numeric/salmon", "smolt ration = 1.2% body weight per day",
  "grower ration = 0.7% body weight per day")
N("owner/salmon", "Pen 4 daily checks - Callum.", "Pen 5 daily checks - Morag.")
N("owner/salmon", "Fish health is Dr Ingrid Saether's area.",
  "Dr Saether is on leave 3-10 May; Loch Vets cover emergencies.")
N("schedule/salmon", "Lice counts every Monday.", "Mortality removal every day at 09:00.")
N("schedule/salmon", "First feed at 06:00.", "Last feed at 16:00.")
N("schedule/salmon", "Well boat visits every second Wednesday.",
  "The net cleaner also comes on well boat Wednesdays.")
N("location/salmon", "Harvest goes to the Oban processing plant.",
  "Mortalities go to the Oban rendering facility.")
N("location/salmon", "Spare nets are kept in shed 2.", "Spare moorings are kept in shed 3.")
N("vendor/salmon", "Feed supplier is Skretting.", "Cleaner fish supplier is Otter Ferry.")
N("vendor/salmon", "Net cleaning is done by AquaWash Ltd.",
  "AquaWash Ltd also inspects moorings once a year.")
N("policy/salmon", "Visitors can board the feed barge with a guide.",
  "Visitors must wear lifejackets on all pontoons.")
N("policy/salmon", "Solo boat trips are allowed in daylight.",
  "Solo boat trips are allowed in daylight; always radio the barge when you leave and return.")
N("status/salmon", "Pen 7 is out of service for net repair.", "Pen 8 is out of service for net repair.")
N("status/salmon", "Workboat Morven is operational.", "Workboat Cailin is in for its annual service.")
N("status/salmon", "Loch Keir site is active.", "Loch Aird site is fallow.")
N("contact/salmon", "Out-of-hours vet line: 01631 555 010.",
  "Out-of-hours engineer line: 01631 555 020.")
N("contact/salmon", "Marine inspector contact: j.grant@marine.gov.example",
  "SEPA contact for discharge licences: r.bain@sepa.example")
N("duration/salmon", "Fallow period at Loch Keir between cycles is 6 weeks.",
  "A production cycle at Loch Keir runs about 20 months.")
N("duration/salmon", "After a lice bath, wait 7 days before harvest.",
  "A lice bath takes about 40 minutes per pen.")
N("duration/salmon", "Pen nets are 24 m diameter.", "Pen nets are 15 m deep.")
N("price/salmon", "Feed costs us £1,450 per tonne.",
  "We used 310 tonnes of feed in March.")
N("price/salmon", "Diver call-out is £400.", "Diver hourly rate on site is £85.")
N("price/salmon", "Harvest contract price: £6.80/kg gutted.",
  "Harvest contract price: £6.80/kg gutted, and the buyer covers transport to Oban.")
N("version/salmon", "Biosecurity plan rev C is current.",
  "Escape contingency plan rev B is current.")
N("version/salmon", "Lice counting app on the tablets is v2.3.",
  "Lice app v2.3 exports to CSV from the settings menu.")
N("owner/salmon", "Feed barge maintenance belongs to the site team.",
  "Pen net maintenance belongs to the site team as well.")
N("location/salmon", "Feed barge is moored at the north end of Loch Keir.",
  "The Loch Aird feed barge is moored off the point.")
N("numeric/salmon", "Max 4 people on the workboat Morven.",
  "Max 12 people on the feed barge during visits.")

# solar
N("price/solar", "We quote installs at $2.90 per watt.",
  "Commercial installs are quoted separately, per site.")
N("price/solar", "Battery add-on is $9,800 installed.",
  "EV charger add-on is $1,400 installed.")
N("price/solar", "Site survey fee is $150, credited if they sign.",
  "Site surveys take about 90 minutes on site.")
N("owner/solar", "Permits are handled by Dana Whitfield.",
  "Interconnection applications are handled by Marcus Lee.")
N("owner/solar", "Warranty claims go through Raj's queue.",
  "Service calls go through Nina's queue.")
N("owner/solar", "Crew 2 is Jake's crew.", "Crew 3 is Omar's crew.")
N("numeric/solar", "Max 22 panels per string on the Fronius inverters.",
  "Max 20 panels per string on the SMA inverters.")
N("numeric/solar", "Each crew does 3 installs a week.",
  "We did 11 installs in total last week.")
N("numeric/solar", "Crews can go without scaffold on roofs up to 35 degrees pitch.",
  "Roof anchors must be rated to 22 kN.")
N("schedule/solar", "Crew standup at the yard is 7:15.",
  "Office standup is at 9:00 on Teams.")
N("schedule/solar", "Safety meetings are monthly.",
  "Safety meetings are monthly; this month's topic is ladder setup.")
N("schedule/solar", "Inventory count is the last Friday of the month.",
  "Vans get restocked every Monday morning.")
N("location/solar", "Panels are delivered to the Elm St warehouse.",
  "Racking is delivered to the Canal Rd yard.")
N("location/solar", "Ladder racks are in bay C.", "Harnesses are in bay C, next to the ladders.")
N("location/solar", "Customer meetings are at our Main St office.",
  "Our Main St office also has free parking round the back for customers.")
N("vendor/solar", "We install SolarEdge inverters.",
  "We also offer Enphase microinverters on request for shaded roofs.")
N("vendor/solar", "Panels: REC Alpha.", "Racking: IronRidge XR100.")
N("vendor/solar", "CRM is HubSpot.", "Accounting is QuickBooks.")
N("policy/solar", "Customers can pay in 3 instalments.",
  "Deposits are 10% on signing.")
N("policy/solar", "Crews may work on wet roofs if harnessed.",
  "Crews must not work on roofs in winds above 40 km/h.")
N("policy/solar", "Subcontractors can access the inventory system.",
  "Subcontractors must complete our safety induction before first job.")
N("status/solar", "Van 3 is in the shop.", "Van 5 is in the shop.")
N("status/solar", "We still offer ground-mount systems.",
  "We're starting to offer battery-only retrofits next quarter.")
N("status/solar", "The state battery rebate is open.",
  "The federal tax credit still applies to battery installs.")
N("duration/solar", "Workmanship warranty is 10 years.", "Panel product warranty is 25 years.")
N("duration/solar", "Dunmore county permits take about 2 weeks.",
  "Easton county permits take about 3 weeks.")
N("duration/solar", "Default battery we quote is 10 kWh.",
  "Default system size we quote is 6.6 kW.")
N("contact/solar", "Roofing partner contact: Mike, 555-0142.",
  "Electrical wholesaler contact: Linda, 555-0188.")
N("contact/solar", "Customer support line is 1-800-555-0199.",
  "Customer support line is 1-800-555-0199, staffed 8am to 6pm weekdays.")
N("version/solar", "Standard inverter firmware is 4.18.32.",
  "Battery firmware standard is 2.7.1.")
N("version/solar", "All jobs follow install manual v5.",
  "Install manual v5 has a new section on battery clearances.")

# library
N("numeric/library", "Borrowing limit is 20 items per card.",
  "Borrowing limit for audiobooks is 5 per card.")
N("numeric/library", "Meeting Room B at Central holds 40 people.",
  "Meeting Room A at Central holds 12 people.")
N("numeric/library", "kids cards can have 5 DVDs out at a time",
  "kids cards can have 10 picture books out at a time")
N("duration/library", "Loan period for books is 3 weeks.", "Loan period for DVDs is 1 week.")
N("duration/library", "Holds wait on the shelf for 7 days.",
  "Patrons get a text when a hold is ready.")
N("duration/library", "Public PC sessions are 60 minutes.",
  "Public PC sessions are 60 minutes and can be extended if nobody is waiting.")
N("schedule/library", "Central opens at 9am Monday to Saturday.",
  "Central closes at 8pm Monday to Thursday.")
N("schedule/library", "Riverside is closed on Sundays.", "Millfield is closed on Mondays.")
N("schedule/library", "Bookmobile visits Oakfield every Thursday.",
  "Bookmobile visits Hatton Green every Friday.")
N("owner/library", "Eastbrook branch manager: Helen Osei.",
  "Millfield branch manager: Daniel Kwan.")
N("owner/library", "The bookmobile schedule is Sam's.",
  "Sam also drives the bookmobile on Tuesdays.")
N("owner/library", "Summer reading is run by Millfield staff.",
  "Summer reading prizes are donated by the Friends of the Library.")
N("owner/library", "Riverside's weekend rota is Claire's job.",
  "Eastbrook's weekend rota is Tomasz's job.")
N("price/library", "Adult overdue fines are 25p per day.",
  "Children's books have no overdue fines.")
N("price/library", "B&W printing is 10p per page.", "Colour printing is 50p per page.")
N("price/library", "Replacement library card costs £2.",
  "Replacement library card costs £2; the first replacement each year is free for over-60s.")
N("vendor/library", "eBooks are through OverDrive.", "eMagazines are through PressReader.")
N("vendor/library", "Our ILS is Koha.", "Our discovery layer is Aspen.")
N("vendor/library", "Print management is PaperCut.",
  "PaperCut release stations are at the front desk at every branch.")
N("policy/library", "Food is not allowed in study rooms.",
  "Drinks with lids are allowed in study rooms.")
N("policy/library", "Under-16s need a parent signature for a card.",
  "Under-16s can't book the meeting rooms.")
N("policy/library", "Staff can't work from home.",
  "Staff can swap shifts if the branch manager agrees.")
N("status/library", "Eastbrook is closed for refurbishment.",
  "Eastbrook's refurb includes a new children's area.")
N("status/library", "The bookmobile is off the road.",
  "Home delivery service continues while the bookmobile is off the road.")
N("status/library", "Inter-library loans are paused.", "Reservations on new fiction are paused.")
N("location/library", "The local history collection is at Central, 3rd floor.",
  "The music scores collection is at Central, 2nd floor.")
N("location/library", "Riverside book drop is by the car park.",
  "Eastbrook book drop is by the car park.")
N("location/library", "The IT server closet is at Eastbrook.",
  "Spare laptops for staff are kept at Central IT office.")
N("contact/library", "IT helpdesk is ext 4410.", "HR is ext 4420.")
N("contact/library", "Friends of the Library contact: Joan Pryor.",
  "Joan Pryor is running the book sale on 8 March.")
N("version/library", "Koha is on 22.11.", "The Koha test server is on 23.05.")
N("version/library", "Self-checkout kiosks run firmware 1.8.",
  "Returns sorters at Central run firmware 3.2.")

# drone
N("numeric/drone", "Max payload for the SK-7 is 2.5 kg.",
  "Max payload for the SK-9 prototype is 4 kg.")
N("numeric/drone", "We ground the fleet when sustained wind is above 25 km/h.",
  "We also ground the fleet in rain heavier than 2 mm/h.")
N("numeric/drone", "Delivery radius from the Pier 9 hub is 8 km.",
  "Delivery radius from the Dockside micro-hub is 5 km.")
N("numeric/drone", "No more than 3 drones in the air per pilot station.",
  "We have 4 pilot stations at Pier 9.")
N("owner/drone", "Chief pilot: Aiko Tanaka.", "Head of maintenance: Luis Ortega.")
N("owner/drone", "Maintenance logs are Luis's job.", "Battery logs are Fatima's job.")
N("owner/drone", "Customer complaints go to the ops team.",
  "Refund approvals go to the finance team.")
N("schedule/drone", "Flights operate 8am to 8pm.",
  "Flights operate 8am to 8pm; the last order cutoff is 7:30pm.")
N("schedule/drone", "Fleet maintenance day is Sunday.", "Payroll runs on the last Friday.")
N("schedule/drone", "Weekly ops review: Thursdays 4pm.",
  "Monthly safety review: first Monday, 10am.")
N("location/drone", "Main hub is Pier 9.", "Overflow parking for staff is at Pier 7.")
N("location/drone", "Spare batteries are stored in cage B.", "Spare props are stored in cage A.")
N("location/drone", "Test flights are at Greenfield airstrip.",
  "Pilot training sessions are at Greenfield airstrip on Saturdays.")
N("vendor/drone", "Maps come from Mapbox.", "Weather data comes from Tomorrow.io.")
N("vendor/drone", "Batteries are from VoltCell.",
  "Motors are from T-Motor.")
N("vendor/drone", "Incident tracking is in Jira.", "Sprint planning is in Jira too.")
N("policy/drone", "Pilots may fly two drones at once.",
  "Pilots must take a 15 min break every 2 hours.")
N("policy/drone", "Night flights are not permitted.",
  "Flights over the stadium are not permitted on match days.")
N("policy/drone", "Deliveries to balconies are allowed.",
  "Deliveries to rooftops are not allowed.")
N("status/drone", "SK-7 #12 is grounded after a hard landing.",
  "SK-7 #14 is grounded for a motor swap.")
N("status/drone", "The Northside route is live.", "The Eastgate route goes live next month.")
N("status/drone", "The customer app is still in beta testing.",
  "The courier web dashboard is in beta testing.")
N("price/drone", "Standard delivery fee is $4.99.",
  "Subscribers get free standard delivery on orders over $25.")
N("price/drone", "Rush delivery (under 20 min) is $9.99.", "Scheduled delivery is $3.99.")
N("price/drone", "Insurance is $1,200 per drone per year.",
  "Hangar rent at Pier 9 is $3,800 a month.")
N("contact/drone", "FAA liaison is Karen Ellis.", "City council liaison is Karen's colleague, Mark Ruiz.")
N("contact/drone", "Customer support email: help@skylarkdrop.example",
  "Partner merchants email merchants@skylarkdrop.example.")
N("contact/drone", "Ops on-call: ping #ops-oncall on Slack.",
  "Ops on-call: ping #ops-oncall on Slack - the rota is pinned in the channel.")
N("duration/drone", "Battery swap takes about 4 minutes.", "Battery full charge takes about 55 minutes.")
N("duration/drone", "Flight logs are kept for 12 months.",
  "Customer delivery photos are kept for 30 days.")
N("version/drone", "Fleet autopilot is PX4 1.13.",
  "The SK-9 prototype runs ArduPilot 4.5.")
N("version/drone", "The dispatch service runs on Python 3.9.",
  "The routing service runs on Go 1.22.")

# dairy
N("price/dairy", "March base milk price: 38.5p/L.", "April base milk price: 39.1p/L.")
N("price/dairy", "Haulage deduction is 1.2p per litre.",
  "Co-op levy is 0.4p per litre.")
N("price/dairy", "Membership share is £500 per member.",
  "New members can pay the share over 12 months.")
N("price/dairy", "Semen straws at the co-op store are £18 each.",
  "Sexed semen straws at the co-op store are £32 each.")
N("owner/dairy", "Chair of the co-op board is Margaret Hollins.",
  "Vice-chair of the co-op board is Geraint Price.")
N("owner/dairy", "Milk quality queries - ask Bryn.", "Payment queries - ask Sian.")
N("owner/dairy", "The co-op newsletter is edited by Tom Ashby.",
  "Tom Ashby wants photos for the summer newsletter by 30 June.")
N("schedule/dairy", "AGM is on 14 June.", "Summer open farm day is on 14 July.")
N("schedule/dairy", "Board meets on the first Tuesday of the month.",
  "Quality committee meets on the first Thursday of the month.")
N("schedule/dairy", "Hollins is collected every other day, mornings.",
  "Pantglas is collected every other day, afternoons.")
N("schedule/dairy", "Lab samples are collected Mon/Wed/Fri.",
  "Lab results come back within 48 hours of collection.")
N("numeric/dairy", "Premium grade requires somatic cell count under 200,000 cells/ml.",
  "Premium grade also requires Bactoscan under 30.")
N("numeric/dairy", "Bulk tank must be at or below 4°C at pickup.",
  "Bulk tank must be at or below 4°C at pickup, and the tank lid must be closed.")
N("numeric/dairy", "Each member can send up to 8,000 L a day to the plant.",
  "Hollins sent 7,200 L to the plant yesterday.")
N("numeric/dairy", "AGM quorum is 25 members.", "Board meeting quorum is 5 directors.")
N("location/dairy", "Samples go to the Aberwyn lab.",
  "Water samples go to the council lab.")
N("location/dairy", "Co-op office is in the old creamery building.",
  "The co-op store is next to the old creamery building.")
N("location/dairy", "Monthly meetings are at Llan village hall.",
  "Llan village hall has a hearing loop for meetings.")
N("vendor/dairy", "Haulage is by Davies Transport.",
  "Tanker washing is done by Davies Transport as well.")
N("vendor/dairy", "Co-op accounts are in Sage.", "Payroll is done by the accountants, Morris & Co.")
N("vendor/dairy", "Group feed is bought from Wynnstay.",
  "Group fertiliser is bought from Mole Valley.")
N("policy/dairy", "Members can sell milk direct to shops.",
  "Members must tell the office before any direct sales.")
N("policy/dairy", "Proxy votes are permitted at the AGM.",
  "Proxy forms must reach the secretary 48 hours before the AGM.")
N("policy/dairy", "Non-members can't use the co-op store.",
  "Members' family can use the co-op store with the member's card.")
N("status/dairy", "Organic collection is paused.", "Conventional collection is running as normal.")
N("status/dairy", "The Hollins tanker route is active.",
  "The Ty Mawr tanker route is active from next week too.")
N("status/dairy", "Dai Evans is on the board.", "Dai Evans's son is joining the co-op as a member.")
N("contact/dairy", "Tanker dispatch: 01570 422 100.", "Plant reception: 01570 422 200.")
N("contact/dairy", "Co-op secretary email: secretary@threevalleys.example",
  "Co-op treasurer email: treasurer@threevalleys.example")
N("duration/dairy", "Milk withhold after antibiotic treatment is 72 hours.",
  "Milk withhold after antibiotic treatment is 72 hours - mark treated cows with red leg bands.")
N("duration/dairy", "Members are paid 15 days after month end.",
  "Members get a statement 5 days after month end.")
N("version/dairy", "Herd recording is on DairyComp v6.",
  "Our parlour software is DelPro 5.3.")

# extra mixed negatives (related but independent facts)
N("schedule/theatre", "Tech rehearsal is Tuesday 2pm.",
  "Tech rehearsal is Tuesday 2pm - bring your own headtorch, the venue has none.")
N("owner/salmon", "Pen 4 daily checks - Callum.",
  "Callum is also doing the boat engine checks this week.")
N("location/solar", "Panels are delivered to the Elm St warehouse.",
  "Elm St warehouse gate code changes every month, ask Dana.")
N("schedule/library", "Central opens at 9am Monday to Saturday.",
  "Central's café opens at 10am.")
N("price/drone", "Standard delivery fee is $4.99.",
  "The average order value last month was $31.")
N("price/dairy", "March base milk price: 38.5p/L.",
  "Members produced 2.1 million litres in March.")
N("policy/theatre", "Dogs are welcome in the rehearsal room.",
  "Dogs are welcome in the rehearsal room, but not at the venues.")
N("policy/library", "Staff can't work from home.",
  "Staff can work from home during snow closures only if the branch is shut.")
N("vendor/salmon", "Vet services from Highland Fish Vets.",
  "Highland Fish Vets are doing the gill health survey on 4 April.")
N("status/solar", "Van 3 is in the shop.", "Van 3 is due for MOT in June.")
N("contact/drone", "Pier 9 landlord contact is Sarah Benn.",
  "Pier 9 security desk is on 555-0110.")
N("numeric/library", "Borrowing limit is 20 items per card.",
  "Borrowing limit is 20 items per card; staff cards have the same limit.")
N("version/drone", "Flight ops manual rev 11 is current.",
  "Maintenance manual rev 4 is current.")
N("owner/dairy", "Milk quality queries - ask Bryn.",
  "Bryn is running a mastitis workshop on the 9th.")


# ---------------------------------------------------------------------------
# self-check
# ---------------------------------------------------------------------------
if __name__ == "__main__":
    from collections import Counter

    assert all(p[0] in LABELS for p in PAIRS)
    by_label = Counter(p[0] for p in PAIRS)
    assert by_label["contradiction"] >= 210, by_label
    assert by_label["duplicate_light"] >= 105, by_label
    assert by_label["duplicate_heavy"] >= 85, by_label
    assert by_label["negative"] >= 180, by_label

    orgs = {"theatre", "salmon", "solar", "library", "drone", "dairy"}
    for label, cat, older, newer in PAIRS:
        kind, _, org = cat.partition("/")
        assert kind and org in orgs, cat
        assert isinstance(older, str) and isinstance(newer, str)
        assert older.strip() and newer.strip(), (cat, older, newer)
        assert older.strip() != newer.strip(), (cat, older)

    keys = [(p[2], p[3]) for p in PAIRS]
    dup = [k for k, c in Counter(keys).items() if c > 1]
    assert not dup, dup

    contra_kinds = Counter(p[1].split("/")[0] for p in PAIRS if p[0] == "contradiction")
    big = [k for k, c in contra_kinds.items() if c >= 18]
    assert len(big) >= 10, contra_kinds
    for o in orgs:
        assert any(p[1].endswith("/" + o) for p in PAIRS), o

    print("total pairs:", len(PAIRS))
    print("per label:")
    for lab in LABELS:
        print(f"  {lab}: {by_label[lab]}")
    print("contradiction kinds:")
    for k, c in sorted(contra_kinds.items()):
        print(f"  {k}: {c}")
    print("all kinds (all labels):")
    for k, c in sorted(Counter(p[1].split('/')[0] for p in PAIRS).items()):
        print(f"  {k}: {c}")
    print("per organisation:")
    for o, c in sorted(Counter(p[1].split('/')[1] for p in PAIRS).items()):
        print(f"  {o}: {c}")
    print("self-check passed")
