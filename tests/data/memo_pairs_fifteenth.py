# Development data since 2026-12-02 (session 17): released after its last held-out measurement, below.
# Held-out memo pairs no. 15 (627 pairs: 228 contradictions, 113 light and 91 heavy duplicates, 195
# negatives; six organisations: ski resort, observatory, bakery chain, container port, dental group, vineyard; categories
# are kind/organisation), written on 2026-12-02 by a helper that never saw the rules or the other sets. Its misses were
# not read. Measured by the lead only (python -m tests.memo_pair_quality fifteenth): at a80bb55 (before session 16)
# contradictions P 0.87 R 0.52, duplicates P 0.95, light 0.70, heavy 0.18, 0 cross-project; at session 16's merged
# code (45291d3) P 0.87 R 0.53, duplicates P 0.95, light 0.70, heavy 0.18, 0 cross-project.
"""Labeled (older memo, newer memo) pairs for shared team memory evaluation.

Six fictional organisations, each a separate project (memos are never paired
across organisations):

- ski: Harrowpeak Ski Resort. Lifts: Summit Express (chair), Gentian quad,
  Lower Rowan T-bar, Kestrel gondola. Runs: Blackfell, Otter Bowl. Base Lodge,
  Ridge Hut. People: Marit Olsgaard (lift ops), Tomasz Wierzba (snowmaking),
  Priya Nandakumar (ski school), Joel Brandt (patrol chief).
- observatory: Caldera Ridge Observatory. 2.4 m Halvorsen telescope, 0.9 m
  survey scope, Wren spectrograph; base office in Villa Cardon. People:
  Dr. Ines Achterberg (director), Kofi Mensah-Darko (night ops), Lucia
  Ferreyra (instrument scientist), Hamish Tolley (IT).
- bakery: Hollis & Crumb bakery chain. Branches: Canal Street, Millbrook,
  Eastgate, Harbour Road. People: Bettina Koval (head baker), Rafi Oduya (ops),
  Sunniva Lind (Eastgate manager), Declan Marsh (purchasing).
- port: Skarholm Container Terminal. Berths 1-6, STS cranes QC-01..QC-08,
  RTGs, reefer blocks, truck gate; TOS is NavisTide. People: Aurelio Benitez
  (operations), Nkechi Obi (safety), Wen Jiahui (TOS admin), Lars-Erik Dahl
  (engineering).
- dental: Brightwell Dental Group. Clinics: Oakridge, Fenwick Square,
  Lakeside. People: Dr. Amara Castellanos, Dr. Felix Haugen, Joanne Pruitt
  (hygienist), Roisin Devlin (practice manager). Software: DentiChart.
- vineyard: Valdessa Estate vineyard and winery. Block 7 Syrah, north slope
  Riesling, Cellar 2, barrel hall, tasting room. People: Elodie Marchetti
  (winemaker), Gus Ferreira (vineyard manager), Hana Sato (tasting room),
  Piet van der Berg (cellar hand).

Labels (older memo first, newer memo second):

- contradiction: the newer memo replaces / updates the fact stated in the
  older memo, so both cannot be true at the same time.
- duplicate_light: the newer memo states the same fact as the older one,
  lightly reworded, reordered or with filler added.
- duplicate_heavy: the newer memo states the same fact in substantially
  different words and sentence structure.
- negative: the memos do not conflict and are not restatements: a different
  subject with a similar template, a compatible addition, a restatement plus
  unrelated new detail, a related but different fact, or an update of a
  different attribute.

Category is "kind/org"; for contradictions the kind is the type of fact
that changed (numeric, version, size_duration, owner, schedule, location,
vendor, policy, status, contact, price, other).
"""

LABELS = ("contradiction", "duplicate_light", "duplicate_heavy", "negative")
ORGS = ("ski", "observatory", "bakery", "port", "dental", "vineyard")

PAIRS = []


def C(kind, org, older, newer):
    PAIRS.append(("contradiction", f"{kind}/{org}", older, newer))


def L(kind, org, older, newer):
    PAIRS.append(("duplicate_light", f"{kind}/{org}", older, newer))


def H(kind, org, older, newer):
    PAIRS.append(("duplicate_heavy", f"{kind}/{org}", older, newer))


def N(kind, org, older, newer):
    PAIRS.append(("negative", f"{kind}/{org}", older, newer))


# ---------------------------------------------------------------------------
# Contradictions: numeric values and limits
# ---------------------------------------------------------------------------
C("numeric", "ski",
  "Summit Express goes on wind hold when gusts hit 65 km/h.",
  "update: after the ops review the wind hold for Summit Express kicks in at 55 km/h gusts, not 65")
C("numeric", "ski",
  "snowmaking rule: pumps only start once wet-bulb is -2.5C or colder",
  "Tomasz says we don't fire up the snow guns now until wet bulb reaches -3.5 °C")
C("numeric", "ski",
  "Each Kestrel gondola cabin is rated for 8 passengers.",
  "heads up, Kestrel cabins were re-rated by the inspector - max six people per cabin from now on")
C("numeric", "ski",
  "Lot B holds 420 cars",
  "since the regrade Lot B only has room for 380 vehicles")
C("numeric", "observatory",
  "Close the 2.4m dome if relative humidity goes above 85%.",
  "New humidity limit for the Halvorsen dome: 80 percent. Close at 80, don't wait for 85.")
C("numeric", "observatory",
  "survey cam (0.9m) CCD setpoint -100 C",
  "FYI the CCD on the 0.9 m survey scope has been warmed up a bit - it now runs at a setpoint of -95 degrees C to save the cryocooler")
C("numeric", "observatory",
  "Unguided exposures on Wren are limited to 300 s.",
  "Lucía: going forward nobody takes unguided Wren exposures longer than 120 seconds")
C("numeric", "bakery",
  "Sourdough loaves retard for 14 hours in the walk-in before baking.",
  "Bettina moved the sourdough retard up to 18h, starting with tonight's dough")
C("numeric", "bakery",
  "croissant par is 60 per branch every morning",
  "As of Monday each shop bakes off 45 croissants in the morning, down from before.")
C("numeric", "bakery",
  "Millbrook walk-in cooler holds at 3°C",
  "The walk-in at Millbrook has been turned down and should read 2 degrees now; Rafi updated the temp log sheet.")
C("numeric", "port",
  "Reefer block R2: max stack height 4 high.",
  "ground settlement in R2 - reefers there can only go three high until further notice")
C("numeric", "port",
  "STS cranes stop at sustained wind of 20 m/s",
  "Nkechi lowered the crane wind stop. All STS cranes now halt at 17 m/s sustained.")
C("numeric", "port",
  "gate throughput target at peak: 90 trucks/hr",
  "This quarter the truck gate is expected to handle 110 trucks an hour at peak")
C("numeric", "dental",
  "Hygienists see max 12 patients per day.",
  "from now on a hygienist's book caps at ten patients a day")
C("numeric", "dental",
  "Lakeside keeps a minimum of 30 composite syringes in stock",
  "min stock for composite at Lakeside raised to 45 syringes - we kept running out")
C("numeric", "dental",
  "Materials fridge should be at 4°C.",
  "Roisin updated the checklist: materials fridge target is 6 °C now")
C("numeric", "vineyard",
  "Block 7 Syrah gets picked at 24 Brix.",
  "Élodie wants the Syrah in Block 7 harvested at 25.5 brix this vintage")
C("numeric", "vineyard",
  "SO2 at crush = 30 mg/L",
  "We're cutting sulfur at the crush pad: 20 mg/L is the addition from now on.")
C("numeric", "vineyard",
  "Tasting room max capacity is 40 guests.",
  "fire marshal came by - occupancy limit in the tasting room is 32 people")

# ---------------------------------------------------------------------------
# Contradictions: versions
# ---------------------------------------------------------------------------
C("version", "ski",
  "Rental shop runs SnowRent POS 4.2",
  "SnowRent got upgraded over the weekend, the shop is on 5.0 now")
C("version", "ski",
  "all turnstiles have RFID gate firmware v2.8",
  "Turnstiles were flashed last night; every gate reader reports firmware 3.1.")
C("version", "ski",
  "Lift-ops tablets are on Android 12.",
  "Marit's crew tablets got the OS update - they run Android 14 as of today")
C("version", "observatory",
  "Reduction pipeline: redux 1.14",
  "we've been on redux 2.0 since the March rebuild, use that for all reductions")
C("version", "observatory",
  "TCS on the 2.4m is version 7.3.2.",
  "Hamish patched the telescope control system; Halvorsen now reports TCS 7.5.0")
C("version", "observatory",
  "archive DB runs PostgreSQL 13",
  "The data archive database was migrated to Postgres 16 during the shutdown.")
C("version", "observatory",
  "Wren's detector controller firmware is rev C.",
  "controller board in Wren was swapped, firmware on it is rev E")
C("version", "bakery",
  "TillNest POS build 2.3 in all shops",
  "All tills across Hollis & Crumb were updated to TillNest 3 this morning.")
C("version", "bakery",
  "The current recipe binder is the 5th edition.",
  "use the 6th edition recipe book - edition 5 is retired, please bin it")
C("version", "bakery",
  "customer ordering app is v1.9",
  "ordering app went to version 2.2 in the app stores yesterday")
C("version", "port",
  "TOS: NavisTide 11.4",
  "NavisTide upgraded to 12.1 during the Sunday maintenance window - Wen")
C("version", "port",
  "Gate OCR cameras run software 5.0.",
  "OCR at the gate is now running 6.2 after the vendor visit")
C("version", "port",
  "QC-03 PLC program is rev 17",
  "The vendor loaded PLC rev 19 onto QC-03 on Thursday.")
C("version", "dental",
  "DentiChart 8 on every workstation",
  "All chairside and front-desk PCs have been moved to DentiChart 9.1.")
C("version", "dental",
  "Imaging software at all clinics: Sirolux 3.4.",
  "x-ray imaging got updated - every clinic is on Sirolux 4.0 now")
C("version", "dental",
  "reception PCs run Windows 10",
  "Reception machines at Oakridge, Fenwick and Lakeside were reimaged with Windows 11 last week.")
C("version", "vineyard",
  "Soil probe gateway firmware 1.6.",
  "updated the vineyard sensor gateway, it's on firmware 2.0")
C("version", "vineyard",
  "winery records are kept in CellarLog 3",
  "CellarLog got upgraded - we run 4.1 now, log in with the same account")
C("version", "vineyard",
  "Glycol tank controllers are rev B units.",
  "all the tank controllers were replaced; every tank has a rev D controller now")

# ---------------------------------------------------------------------------
# Contradictions: sizes and durations
# ---------------------------------------------------------------------------
C("size_duration", "ski",
  "Night skiing sessions last 3 hours.",
  "night session shortened to 2.5 hrs starting this weekend")
C("size_duration", "ski",
  "avalanche control runs in the 90 minutes before lifts open",
  "Joel's crew now needs a full two hours before opening for avy control")
C("size_duration", "ski",
  "Group lessons are 2-hour blocks.",
  "Priya changed group lessons to 90 min blocks for the rest of the season")
C("size_duration", "observatory",
  "Standard observing block is 4 hours",
  "From semester B a standard block is 3h long.")
C("size_duration", "observatory",
  "Raw frames stay on the summit disk for 30 days.",
  "summit disk retention shortened to 14 days, make sure your data is archived")
C("size_duration", "observatory",
  "archive capacity: 200 TB",
  "The archive array was expanded; we now have 350 TB usable.")
C("size_duration", "observatory",
  "A full dome rotation takes about 6 minutes.",
  "after the drive motor upgrade the dome goes all the way round in 4 min")
C("size_duration", "bakery",
  "baguettes scaled at 250 g",
  "Baguette dough pieces are 280 grams now - new spec from Bettina.")
C("size_duration", "bakery",
  "Croissants bake for 18 minutes.",
  "in the new ovens croissants only need 16 min, adjust the timers")
C("size_duration", "bakery",
  "sandwiches have a 2 day shelf life",
  "EHO advice: sandwiches must be binned 24 hours after they're made.")
C("size_duration", "port",
  "Free dwell time for import containers: 5 days.",
  "import free time has been cut to 3 days as of the 1st")
C("size_duration", "port",
  "STS crane PM window is 6 hours",
  "Lars-Erik needs 8 hours per crane for preventive maintenance now.")
C("size_duration", "port",
  "Berth 4 is 320 m long.",
  "berth 4 extension finished - quay length there is 380 m")
C("size_duration", "dental",
  "New patient exams are booked as 60 min appointments",
  "Book new-patient exams as 45-minute slots going forward.")
C("size_duration", "dental",
  "Radiographs are retained for 10 years.",
  "new retention rule: keep x-rays 12 yrs")
C("size_duration", "dental",
  "autoclave: 134°C, 4 min hold",
  "Changed the autoclave program - the hold at 134 is 3 minutes now.")
C("size_duration", "vineyard",
  "Syrah spends 18 months in barrel before bottling.",
  "we're cutting Syrah oak aging to 14 months")
C("size_duration", "vineyard",
  "all our barrels are 225 L barriques",
  "We've switched to 300 litre hogsheads for the whole barrel program.")
C("size_duration", "vineyard",
  "Cold soak lasts 3 days.",
  "Élodie extended the cold soak - 5 days on skins before we warm the tanks")

# ---------------------------------------------------------------------------
# Contradictions: owners / responsible people
# ---------------------------------------------------------------------------
C("owner", "ski",
  "Marit Olsgaard owns the lift maintenance schedule.",
  "Anders Kvale took over lift maintenance scheduling from Marit this week")
C("owner", "ski",
  "ski school director: Priya Nandakumar",
  "Colm Reddy is running the ski school now; Priya moved over to guest services.")
C("owner", "ski",
  "Terrain park builds are handled by Tomasz's crew.",
  "park builds belong to Sienna Holt's team from now on, snowmaking is out of it")
C("owner", "observatory",
  "Wren instrument scientist is Lucía Ferreyra",
  "Questions about Wren go to Dr. Rohan Bakshi - he's the instrument scientist for it now.")
C("owner", "observatory",
  "Hamish handles the archive backups.",
  "as of this week archive backups are owned by Mira Solberg, not IT")
C("owner", "observatory",
  "night ops lead = Kofi Mensah-Darko",
  "KMD has stepped down as night ops lead. Teodora Ilić leads night operations.")
C("owner", "bakery",
  "Bettina approves every new recipe before it goes on sale.",
  "recipe sign-off moved to Declan; Bettina no longer approves new items")
C("owner", "bakery",
  "Eastgate manager: Sunniva Lind",
  "Rafi is managing the Eastgate shop this month onwards")
C("owner", "bakery",
  "Rafi Oduya maintains the allergen register.",
  "The allergen register is Sunniva's responsibility now.")
C("owner", "bakery",
  "flour ordering is Declan's job",
  "Bettina's team places all the flour orders going forward.")
C("owner", "port",
  "Terminal safety officer: Nkechi Obi.",
  "Gunnar Lindqvist has been appointed terminal safety officer, effective today")
C("owner", "port",
  "Wen Jiahui is the TOS admin",
  "Wen handed NavisTide admin over to Paulo Reis - ask Paulo for accounts")
C("owner", "port",
  "Reefer monitoring is the night shift's responsibility.",
  "reefer checks now belong to the dedicated reefer team, night shift no longer does them")
C("owner", "dental",
  "Dr. Castellanos is the clinical lead at Oakridge",
  "Oakridge's clinical lead is Dr. Haugen as of this month.")
C("owner", "dental",
  "Joanne Pruitt runs the infection control audits.",
  "infection control audits are done by Roisin now")
C("owner", "dental",
  "lab orders go through Dr. Haugen",
  "Amara's assistant, Tess, places all lab orders from now on.")
C("owner", "vineyard",
  "Gus manages irrigation across all blocks.",
  "irrigation has been handed to Piet van der Berg")
C("owner", "vineyard",
  "Élodie decides the pick dates",
  "From this vintage the vineyard manager (Gus) sets pick dates, not the winemaker.")
C("owner", "vineyard",
  "Hana Sato does the tasting room rota.",
  "Hana has left; Marisol Quintero makes the tasting room schedule now")

# ---------------------------------------------------------------------------
# Contradictions: schedules (days, times, frequencies)
# ---------------------------------------------------------------------------
C("schedule", "ski",
  "Lifts open 8:30 daily.",
  "from tomorrow lifts start spinning at 9am")
C("schedule", "ski",
  "grooming runs nightly 10pm to 6am",
  "Groomers now head out at 8 in the evening, shift ends 4am.")
C("schedule", "ski",
  "Staff meeting every Tuesday 7:45 in the Base Lodge.",
  "staff mtg moved to thursday mornings, same time and place")
C("schedule", "observatory",
  "Public tours: Saturdays at 2pm.",
  "tours now run fridays and sundays at 3 pm only")
C("schedule", "observatory",
  "engineering night is every second Wednesday",
  "Engineering nights are now on the first Monday of each month.")
C("schedule", "observatory",
  "The 2.4m primary is re-aluminized every 2 years.",
  "recoat cadence for the Halvorsen primary is moving to every three years")
C("schedule", "bakery",
  "Flour delivery: Mondays and Thursdays.",
  "flour now arrives tue + fri")
C("schedule", "bakery",
  "Canal Street opens at 7am",
  "Canal St opening moved earlier, doors at 6:30 from next week.")
C("schedule", "bakery",
  "Ovens get a deep clean every Sunday night.",
  "oven deep clean is saturday after close now")
C("schedule", "bakery",
  "payroll runs on the 15th",
  "Heads up: payroll date is changing to the last working day of each month.")
C("schedule", "port",
  "Shift change at 06:00 and 18:00.",
  "shifts now change at 0700/1900")
C("schedule", "port",
  "vessel planning meeting daily at 10:00",
  "Daily vessel planning has been moved to 14:00.")
C("schedule", "port",
  "Truck gate is open 24/7 except Sundays.",
  "gate now closes from Saturday 22:00 until Monday 05:00")
C("schedule", "dental",
  "Fenwick Square is open late Thursdays until 8pm",
  "Late-night at Fenwick Sq has moved to Wednesdays.")
C("schedule", "dental",
  "Lakeside is closed on Fridays.",
  "lakeside now opens fridays 8-2")
C("schedule", "dental",
  "spore test on the sterilizer every Monday",
  "We're doing the weekly sterilizer spore test on Wednesdays from now on.")
C("schedule", "vineyard",
  "Tasting room hours: Wed–Sun, 11–5.",
  "tasting room is open thursday to monday 10am-4pm now")
C("schedule", "vineyard",
  "drip irrigation runs at 4am",
  "Piet switched the drip timers, water goes on at 10pm now.")
C("schedule", "vineyard",
  "Barrels are topped every 3 weeks.",
  "topping schedule changed to once a month")

# ---------------------------------------------------------------------------
# Contradictions: locations and regions
# ---------------------------------------------------------------------------
C("location", "ski",
  "First aid station is on level 1 of the Base Lodge.",
  "first aid has moved up the hill to the Ridge Hut")
C("location", "ski",
  "rental pickup at the west plaza",
  "Rentals are picked up in the new Gentian building now, not the plaza.")
C("location", "ski",
  "Lost and found is kept at the ticket office.",
  "lost & found lives at the guest services desk inside the lodge as of today")
C("location", "observatory",
  "spare CCD stored in the summit lab cabinet",
  "The spare CCD was taken down to the Villa Cardón base office for safekeeping.")
C("location", "observatory",
  "Archive servers are in the summit server room.",
  "archive servers relocated to the base facility last week")
C("location", "observatory",
  "weekly science meeting in the Library room",
  "We hold the weekly meeting in the control room now.")
C("location", "bakery",
  "Central production bakery is at Millbrook.",
  "production moved out of Millbrook into the new central kitchen at Harbour Road industrial park")
C("location", "bakery",
  "cake orders are collected at Eastgate",
  "Customers pick up cake orders from Canal Street going forward.")
C("location", "bakery",
  "Spare mixer parts are in the Canal St basement.",
  "mixer spares now kept in the Millbrook storeroom")
C("location", "port",
  "Empty containers are stacked in Yard E.",
  "empties moved to Yard H")
C("location", "port",
  "IMO / hazmat boxes go to block D4",
  "Dangerous goods are segregated in block K1 now; D4 is regular stack.")
C("location", "port",
  "Pilot boarding at buoy 3.",
  "pilots now board at the outer anchorage by buoy 1")
C("location", "port",
  "customs exam shed next to gate 2",
  "Customs inspections take place at the new shed behind Berth 6.")
C("location", "dental",
  "Paper patient records are archived in the Oakridge basement.",
  "paper archive went offsite - StoreSafe, Pinehill Rd")
C("location", "dental",
  "implant kit is kept at Lakeside",
  "The implant kit lives at Oakridge now.")
C("location", "dental",
  "Staff training days are held at Lakeside.",
  "training day will be at Fenwick Square from now on")
C("location", "vineyard",
  "bottling happens in Cellar 2",
  "We set up the bottling line in the barn; Cellar 2 isn't used for bottling anymore.")
C("location", "vineyard",
  "Harvest bins are stored by the pump house.",
  "harvest bins stacked behind the crush pad now")
C("location", "vineyard",
  "wine club pickup at the tasting room",
  "Club members collect their shipments in the barrel hall now.")

# ---------------------------------------------------------------------------
# Contradictions: vendors / tools replaced
# ---------------------------------------------------------------------------
C("vendor", "ski",
  "Snow guns on the lower mountain are Arctiflo units.",
  "replaced the Arctiflo guns on the lower mountain with TechnoNeve fan guns")
C("vendor", "ski",
  "staff uniforms come from PeakWear",
  "We moved off PeakWear; Stoneline supplies uniforms now.")
C("vendor", "ski",
  "Ticketing runs on SkiGate.",
  "switched to Axentra for ticketing, SkiGate is being shut down")
C("vendor", "observatory",
  "LN2 comes from Andes Gas",
  "Liquid nitrogen supplier switched to Polar Cryo as of this month.")
C("vendor", "observatory",
  "IT tickets are tracked in Trackly.",
  "moved off Trackly - log tickets in Jira now")
C("vendor", "observatory",
  "summit shuttle run by Condor Transport",
  "The summit shuttle contract went to Altiplano Vans; Condor's last run was Friday.")
C("vendor", "bakery",
  "Flour comes from Grainhurst Mills.",
  "we switched flour supplier to Pelloway Flour")
C("vendor", "bakery",
  "butter supplier: Meadowgold",
  "Dropped Meadowgold. All butter is from Vanderhoek now.")
C("vendor", "bakery",
  "Home delivery is done through Dashly.",
  "replaced Dashly with our own two delivery drivers")
C("vendor", "bakery",
  "payroll via Paywise",
  "Payroll has moved to Ledgerline.")
C("vendor", "port",
  "Towage is provided by Nordhavn Towage.",
  "tugs now come from Baltic Tug Co., Nordhavn contract ended")
C("vendor", "port",
  "RTG tyres supplied by Treadmax",
  "We buy RTG tyres from Kordan going forward.")
C("vendor", "port",
  "Gate security is Sentinel.",
  "Sentinel's contract is over; Aegis Security staffs the gates from Monday")
C("vendor", "dental",
  "Crowns go to Keystone Dental Lab",
  "Crown work is sent to Brightline Ceramics now, not Keystone.")
C("vendor", "dental",
  "Gloves are ordered from MediSupply.",
  "switched gloves to Halyard, ordered through DentaDirect")
C("vendor", "dental",
  "appointment reminders sent via TextMed",
  "Reminder texts moved to DentiChart's built-in SMS; TextMed is cancelled.")
C("vendor", "vineyard",
  "Barrels are bought from Tonnellerie Bastide.",
  "this year's new barrels come from Cooperage Mirabel - no Bastide order")
C("vendor", "vineyard",
  "bottling contractor: MobileBottle Co.",
  "We'll bottle with Cascade Mobile Bottling instead of MobileBottle.")
C("vendor", "vineyard",
  "Corks come from Suberis.",
  "moved off corks entirely - screwcaps from Capsula for all wines")

# ---------------------------------------------------------------------------
# Contradictions: policies that flip
# ---------------------------------------------------------------------------
C("policy", "ski",
  "Lift staff may ski on their breaks.",
  "effective immediately, skiing during breaks is not allowed for anyone on the lift crew")
C("policy", "ski",
  "helmets are recommended for ski school kids",
  "Every child in ski school must wear a helmet - no helmet, no lesson.")
C("policy", "ski",
  "Dogs are allowed inside the Base Lodge.",
  "no dogs in the base lodge anymore, service animals only")
C("policy", "observatory",
  "Visitors can use flash photography inside the dome.",
  "flash photography in the dome: never, under any circumstances")
C("policy", "observatory",
  "only the night operator may open the dome",
  "Any trained astronomer on the roster is now allowed to open the dome, not just the operator.")
C("policy", "observatory",
  "Remote observers must stay on the video call all night.",
  "remote observers no longer need to be on the call the whole night")
C("policy", "bakery",
  "Staff can take day-old bread home.",
  "day-old bread goes to the food bank only - staff may not take it home")
C("policy", "bakery",
  "gloves required when slicing bread",
  "Slicing bread bare-handed is fine now as long as you've washed your hands.")
C("policy", "bakery",
  "Cash is accepted at all branches.",
  "Eastgate and Millbrook are card-only from the 1st")
C("policy", "port",
  "Pedestrians may walk in the yard if wearing hi-vis.",
  "no pedestrians in the container yard, period. Use the shuttle bus.")
C("policy", "port",
  "truck drivers may stay in their cab during loading",
  "Drivers must get out of the cab and stand in the marked safe zone while their truck is being loaded.")
C("policy", "port",
  "Overtime must be approved by Aurelio.",
  "shift supervisors can sign off overtime themselves now")
C("policy", "dental",
  "Patients may pay after treatment.",
  "all fees must be paid up front, before treatment starts")
C("policy", "dental",
  "hygienists may not administer local anesthesia",
  "Hygienists who've done the certification course are now allowed to give local anaesthetic.")
C("policy", "dental",
  "Walk-ins are welcome at Oakridge.",
  "oakridge is appointments only now, no walk-ins")
C("policy", "dental",
  "staff must wear masks at reception",
  "Masks at the front desk are optional from Monday.")
C("policy", "vineyard",
  "Tour groups are allowed into the cellar.",
  "the cellar is off-limits to tour groups from now on")
C("policy", "vineyard",
  "spraying only with the vineyard manager's approval",
  "Crew leads can call a spray on their own without waiting for Gus to approve it.")
C("policy", "vineyard",
  "No outside food in the tasting room.",
  "guests are welcome to bring their own food into the tasting room now")

# ---------------------------------------------------------------------------
# Contradictions: statuses
# ---------------------------------------------------------------------------
C("status", "ski",
  "Lower Rowan T-bar is closed for the season.",
  "Lower Rowan reopened this morning after the storm cycle, running normally")
C("status", "ski",
  "snowmaking on Otter Bowl disabled",
  "Otter Bowl guns are back on as of 5pm.")
C("status", "ski",
  "Kestrel gondola out of service for cable inspection.",
  "kestrel passed inspection and is back in service")
C("status", "observatory",
  "0.9m survey scope offline - mount fault",
  "The survey telescope is back on sky; mount fault cleared by Beto from the mechanical team.")
C("status", "observatory",
  "Wren red arm is disabled.",
  "red channel on Wren re-enabled, both arms available tonight")
C("status", "observatory",
  "visitor center open to the public",
  "Visitor centre closed until further notice because of the road works.")
C("status", "bakery",
  "Harbour Road branch closed for refit.",
  "harbour rd reopened tuesday, fully trading")
C("status", "bakery",
  "Millbrook deck oven #2 out of order",
  "Oven 2 at Millbrook was fixed yesterday and is baking again.")
C("status", "bakery",
  "Online ordering is enabled.",
  "we've switched online ordering off for the holidays")
C("status", "port",
  "Berth 2 closed for dredging.",
  "dredging done - berth 2 open to vessels again")
C("status", "port",
  "QC-05 out of service",
  "QC-05 is back working as of the night shift.")
C("status", "port",
  "Automated mode on gate lane 3 is disabled.",
  "lane 3 auto mode re-enabled after the camera fix")
C("status", "port",
  "rail siding active",
  "The rail siding has been shut; no rail moves until the track is repaired.")
C("status", "dental",
  "Lakeside x-ray unit is down.",
  "lakeside xray repaired and working")
C("status", "dental",
  "online booking disabled for Fenwick Square",
  "Fenwick Square online booking is live again.")
C("status", "dental",
  "Dr. Haugen is accepting new patients.",
  "Haugen's list is closed to new patients for now")
C("status", "vineyard",
  "frost fans disabled for summer",
  "Frost fans are armed tonight - cold snap in the forecast.")
C("status", "vineyard",
  "The press in Cellar 2 is out of service.",
  "press back running, new membrane fitted")
C("status", "vineyard",
  "wine club sign-ups paused",
  "Wine club sign-ups are open again.")

# ---------------------------------------------------------------------------
# Contradictions: contacts
# ---------------------------------------------------------------------------
C("contact", "ski",
  "Patrol dispatch is on radio channel 4.",
  "patrol dispatch moved to ch 7 because of interference on 4")
C("contact", "ski",
  "group sales email: groups@harrowpeak.example",
  "Group bookings should go to sales@harrowpeak.example; the groups@ box is closed.")
C("contact", "ski",
  "Lift ops phone is ext 2210.",
  "new extension for lift ops: 2245")
C("contact", "observatory",
  "Summit emergency phone: +56 55 241 7710",
  "The summit emergency number changed - it's +56 55 241 7799 now.")
C("contact", "observatory",
  "IT help requests go in the #it-help Slack channel.",
  "IT support is via #helpdesk from now on; #it-help is archived")
C("contact", "observatory",
  "send proposals to tac@calderaridge.example",
  "Proposals go through the online portal only; the tac@ inbox has been shut.")
C("contact", "bakery",
  "Wholesale orders: call 0161 555 0142.",
  "wholesale phone is 0161 555 0199 now")
C("contact", "bakery",
  "Bettina's mobile is 07700 900311",
  "Bettina has a new mobile number: 07700 900487.")
C("contact", "bakery",
  "Customer complaints go to hello@holliscrumb.example.",
  "complaints: care@holliscrumb.example from now on")
C("contact", "port",
  "Port control on VHF channel 14.",
  "port control is on VHF 12 now")
C("contact", "port",
  "reefer alarms are paged to the night duty phone +47 555 01 230",
  "Reefer alarms go to the reefer team's group chat instead of the duty phone.")
C("contact", "port",
  "Billing questions to ar@skarholm.example.",
  "send billing queries to finance.desk@skarholm.example")
C("contact", "port",
  "gate hotline 555-0130",
  "The gate hotline number is 555-0188 as of today.")
C("contact", "dental",
  "After-hours emergency line is 555-0166.",
  "after hours emergencies: call 555-0171 now")
C("contact", "dental",
  "Roisin's email is roisin.devlin@brightwell.example",
  "Roisin can be reached at manager@brightwell.example now; her old address is closed.")
C("contact", "dental",
  "Keystone lab contact: Paula, 555-0120.",
  "our contact at Keystone is Derek now, 555-0125")
C("contact", "vineyard",
  "wine club questions to club@valdessa.example",
  "The wine club email is members@valdessa.example now.")
C("contact", "vineyard",
  "The harvest crew coordinates in a WhatsApp group.",
  "harvest crew moved to Signal, please leave the whatsapp group")
C("contact", "vineyard",
  "Élodie's mobile 021 555 3380",
  "Élodie changed numbers - 021 555 3412.")

# ---------------------------------------------------------------------------
# Contradictions: prices
# ---------------------------------------------------------------------------
C("price", "ski",
  "Adult day ticket is $89.",
  "adult day pass went up to 95 dollars")
C("price", "ski",
  "early bird season pass 549",
  "Early-bird season passes are priced at $599 this year.")
C("price", "ski",
  "Rental package costs 42 a day.",
  "rental package now $48/day")
C("price", "observatory",
  "public tour ticket 12 EUR",
  "Tours cost 15€ per person from January.")
C("price", "observatory",
  "External users pay 1,800 per night of telescope time.",
  "night rate for external users is 2,200 now")
C("price", "observatory",
  "star party entry is free",
  "We'll charge 5 per person for star party entry starting next month.")
C("price", "bakery",
  "Sourdough loaf: £4.20.",
  "sourdough is 4.50 now")
C("price", "bakery",
  "croissant 2.10",
  "Croissants went up to £2.30 today.")
C("price", "bakery",
  "Staff discount is 30%.",
  "staff discount cut to 20 percent")
C("price", "bakery",
  "wholesale baguette 1.10 each",
  "Wholesale price for baguettes is 1.25 from the new price list.")
C("price", "port",
  "Reefer plug-in fee: 35 per day.",
  "reefer plug fee raised to 42/day")
C("price", "port",
  "storage after free time is 18 per TEU per day",
  "Storage beyond free time is billed at 25 per TEU per day now.")
C("price", "port",
  "Late gate fee is 60.",
  "no more late gate fee - it's been scrapped")
C("price", "dental",
  "Checkup and clean costs 95.",
  "exam + clean is $110 now")
C("price", "dental",
  "whitening 350",
  "Whitening is 299 now - the promo price is permanent.")
C("price", "dental",
  "Missed appointment fee is $40.",
  "no-show fee is 50 from the 1st")
C("price", "vineyard",
  "tasting flight 20",
  "Flights are $25 in the tasting room now.")
C("price", "vineyard",
  "Reserve Syrah sells for 48 a bottle.",
  "reserve syrah price up to 55")
C("price", "vineyard",
  "club discount is 15%",
  "Club members get 20% off everything from this release.")

# ---------------------------------------------------------------------------
# Contradictions: other facts a team updates
# ---------------------------------------------------------------------------
C("other", "ski",
  "Staff wifi network is HP-Staff.",
  "staff wifi was renamed to Harrowpeak-Crew, same password")
C("other", "ski",
  "uniform jackets are red",
  "New uniform jackets are navy; red ones are being collected.")
C("other", "ski",
  "Patrol base call sign is Base One.",
  "patrol base goes by 'Eagle' on the radio now")
C("other", "observatory",
  "night logs are written in local time",
  "All logs in UTC from now on.")
C("other", "observatory",
  "Raw file names start with CRO_.",
  "raw file prefix changed to CR24_")
C("other", "observatory",
  "TAC top priority: exoplanet transits",
  "The TAC's top priority is now time-domain follow-up; transits come second.")
C("other", "observatory",
  "Nightly reports are written in Spanish.",
  "nightly reports: english only please")
C("other", "bakery",
  "the house loaf is called the Canal Loaf",
  "We renamed the house loaf - it's the Crumb Country now.")
C("other", "bakery",
  "Christmas menu launches 1 December.",
  "xmas menu goes live 20 Nov this year")
C("other", "bakery",
  "aprons are green",
  "Aprons are black now; green ones are retired.")
C("other", "port",
  "Our terminal code is SKH1.",
  "terminal code changed to SKCT - update your EDI templates")
C("other", "port",
  "staff hi-vis is orange",
  "Staff wear yellow hi-vis now; orange vests are for visitors.")
C("other", "port",
  "Feeders berth at Berth 5 by default.",
  "default berth for feeders is berth 1")
C("other", "dental",
  "reminders go out 48h before the appointment",
  "Reminders are sent 24 hours ahead now.")
C("other", "dental",
  "Scrubs are teal.",
  "scrubs switched to charcoal")
C("other", "dental",
  "we give patients a manual toothbrush after a clean",
  "After a clean, patients get an electric brush head now instead of a manual toothbrush.")
C("other", "vineyard",
  "Entry-level red is labeled 'Valdessa Field Blend'.",
  "entry red renamed Hillside Red")
C("other", "vineyard",
  "Riesling ferments with VL3 yeast",
  "Riesling goes wild ferment from now on - no VL3.")
C("other", "vineyard",
  "Block 7 is spur pruned.",
  "block 7 converted to cane pruning this winter")

# ---------------------------------------------------------------------------
# Light duplicates: same fact, lightly reworded / reordered / filler added
# ---------------------------------------------------------------------------
# ski
L("schedule", "ski",
  "Summit Express opens at 8:30 every day.",
  "FYI: Summit Express opens every day at 8:30")
L("numeric", "ski",
  "Gentian quad carries 4 per chair.",
  "gentian quad - 4 riders per chair")
L("owner", "ski",
  "Joel Brandt is patrol chief.",
  "patrol chief is Joel Brandt")
L("contact", "ski",
  "Ski school front desk: ext 2300",
  "ski school front desk is ext. 2300, currently")
L("location", "ski",
  "Snowcat fuel depot is behind the maintenance shop.",
  "heads up, the snowcat fuel depot is behind the maint shop")
L("price", "ski",
  "Child day ticket costs $55.",
  "child day ticket: 55 dollars")
L("policy", "ski",
  "Uphill skinning is only allowed before 8am.",
  "Reminder - uphill skinning only allowed before 8 am.")
L("status", "ski",
  "Blackfell run is closed.",
  "as of today Blackfell is closed")
L("vendor", "ski",
  "Grooming fleet is PistenBully.",
  "our grooming fleet = PistenBully machines")
L("schedule", "ski",
  "Avalanche beacon check for patrol at 7:15 each morning",
  "each morning at 7:15 patrol does the avalanche beacon check")
L("size_duration", "ski",
  "Kestrel ride to the top takes 7 minutes.",
  "the Kestrel ride up is about 7 min")
L("numeric", "ski",
  "Snow depth stake at Ridge Hut reads 142 cm",
  "Ridge Hut snow stake currently reads 142cm.")
L("owner", "ski",
  "Tomasz Wierzba runs snowmaking.",
  "snowmaking is run by Tomasz (Wierzba)")
L("version", "ski",
  "Snow report page is built on SiteDeck 3.2.",
  "FYI the snow report page runs on SiteDeck 3.2")
L("other", "ski",
  "Employee parking is Lot C.",
  "employees park in lot C")
L("contact", "ski",
  "Marit Olsgaard can be reached at marit@harrowpeak.example.",
  "Marit's email: marit@harrowpeak.example")
L("schedule", "ski",
  "Payday for seasonal staff is every other Friday.",
  "seasonal staff get paid every second friday")
L("location", "ski",
  "Ski school meeting point: the yellow flag by the Gentian base.",
  "ski school meets at the yellow flag at Gentian base")
L("price", "ski",
  "Locker rental is 8 per day.",
  "lockers: $8/day")
# observatory
L("schedule", "observatory",
  "Dome opens 30 min after sunset.",
  "the dome opens 30 minutes after sunset")
L("owner", "observatory",
  "Dr. Ines Achterberg chairs the TAC.",
  "TAC chair is Ines Achterberg")
L("numeric", "observatory",
  "Halvorsen pointing limit: 20 degrees elevation",
  "Pointing limit on the Halvorsen is 20° elevation, as of today.")
L("contact", "observatory",
  "Night ops radio channel is 3.",
  "night ops on radio ch 3")
L("location", "observatory",
  "Filter wheels are stored in the clean room.",
  "FYI filter wheels are kept in the clean room")
L("version", "observatory",
  "Guider software is GuideStar 2.7",
  "guider sw currently GuideStar v2.7")
L("policy", "observatory",
  "No white light on the catwalk after dark.",
  "after dark: no white light on the catwalk")
L("status", "observatory",
  "The Halvorsen is on sky tonight.",
  "Halvorsen on sky tonight")
L("size_duration", "observatory",
  "Flat fields take about 40 minutes.",
  "flats take ~40 min")
L("vendor", "observatory",
  "Cryocoolers are serviced by Helix Cryogenics.",
  "Helix Cryogenics services our cryocoolers")
L("schedule", "observatory",
  "Calibration frames are taken at 17:00 local time every afternoon.",
  "every afternoon at 5pm local we take calibration frames")
L("numeric", "observatory",
  "Wren resolving power R = 40,000",
  "Wren's resolving power is R=40000")
L("other", "observatory",
  "Observing logs live on the wiki under /nightlog.",
  "nightlog pages are on the wiki at /nightlog")
L("price", "observatory",
  "Summit dormitory costs 35 per night for visiting astronomers.",
  "visiting astronomers pay 35 a night for the summit dorm")
L("owner", "observatory",
  "Hamish Tolley is the IT lead.",
  "IT lead: Hamish Tolley (currently)")
L("contact", "observatory",
  "Shuttle bookings via shuttle@calderaridge.example",
  "book the shuttle by emailing shuttle@calderaridge.example")
L("location", "observatory",
  "The seeing monitor is on the east tower.",
  "seeing monitor sits on the east tower")
L("policy", "observatory",
  "Visitors must be escorted at all times on the summit.",
  "reminder: summit visitors must be escorted at all times")
# bakery
L("schedule", "bakery",
  "Bakers start at 4am at Millbrook.",
  "millbrook bakers start at 4 am")
L("owner", "bakery",
  "Bettina Koval is head baker.",
  "head baker is Bettina Koval")
L("price", "bakery",
  "Cinnamon bun 2.80",
  "cinnamon buns are £2.80")
L("numeric", "bakery",
  "Proofer runs at 27°C and 80% humidity.",
  "proofer set: 80% humidity, 27 degrees")
L("vendor", "bakery",
  "Packaging comes from BoxLane.",
  "FYI packaging supplier is BoxLane")
L("location", "bakery",
  "First aid kit at Eastgate is under the till.",
  "Eastgate first aid kit - under the till")
L("contact", "bakery",
  "Rafi's extension is 104.",
  "rafi is on ext 104")
L("policy", "bakery",
  "Hair nets must be worn in production.",
  "in production hair nets must be worn at all times")
L("status", "bakery",
  "Eastgate coffee machine is working again.",
  "the coffee machine at Eastgate is working again")
L("size_duration", "bakery",
  "Rye loaves rest 24 hours before slicing.",
  "rye rests for 24h before slicing")
L("schedule", "bakery",
  "Stocktake is the first Sunday of every month",
  "monthly stocktake: first sunday of the month, as usual")
L("version", "bakery",
  "Label printer driver is 4.1.",
  "label printer runs driver v4.1")
L("other", "bakery",
  "Loyalty card: 10th coffee free.",
  "loyalty card - every 10th coffee is free")
L("numeric", "bakery",
  "Each branch gets 3 cake stands.",
  "three cake stands per branch")
L("owner", "bakery",
  "Declan Marsh handles purchasing.",
  "purchasing is handled by Declan (Marsh)")
L("price", "bakery",
  "Birthday cakes start at £32.",
  "birthday cakes from 32 pounds")
L("schedule", "bakery",
  "Harbour Road closes at 5pm on Saturdays.",
  "on saturdays harbour road closes at 5")
L("location", "bakery",
  "Pallets for Pelloway returns go by the back door at Millbrook.",
  "Pelloway return pallets: back door, Millbrook")
# port
L("schedule", "port",
  "Vessel cutoff for export boxes is 24h before ETA.",
  "export cutoff = 24 hrs before vessel ETA")
L("owner", "port",
  "Aurelio Benítez runs operations.",
  "ops is run by Aurelio Benítez")
L("numeric", "port",
  "Terminal has 8 STS cranes.",
  "we currently have eight STS cranes")
L("contact", "port",
  "Harbour master's office: 555-0101",
  "harbour master office phone 555-0101")
L("location", "port",
  "Out-of-gauge cargo goes to the OOG pad next to Berth 3.",
  "OOG cargo -> OOG pad beside berth 3")
L("policy", "port",
  "Twistlocks must be checked before every lift.",
  "before every lift, twistlocks must be checked")
L("status", "port",
  "QC-07 is operating normally.",
  "QC-07 operating normally as of today")
L("vendor", "port",
  "Crane spares come from Liebrand.",
  "FYI crane spares are sourced from Liebrand")
L("size_duration", "port",
  "Reefer PTI takes about 45 minutes.",
  "a reefer PTI takes ~45 min")
L("version", "port",
  "Berth planning tool is BerthView 3.3",
  "BerthView v3.3 is what we use for berth planning")
L("price", "port",
  "Reefer monitoring is 12 per day.",
  "reefer monitoring: 12/day")
L("numeric", "port",
  "RTG speed limit in the yard is 10 km/h.",
  "yard speed limit for RTGs - 10 km/h")
L("schedule", "port",
  "Safety walk every Friday 09:00 with Nkechi.",
  "every friday at 0900 Nkechi does the safety walk")
L("other", "port",
  "Radio call sign for the gate is Gate Control.",
  "the gate's radio call sign is 'Gate Control'")
L("owner", "port",
  "Lars-Erik Dahl leads engineering.",
  "engineering lead: Lars-Erik")
L("contact", "port",
  "Wen Jiahui: wen.jiahui@skarholm.example",
  "Wen's email is wen.jiahui@skarholm.example")
L("location", "port",
  "Lashing gear store is under QC-01 landside.",
  "the lashing gear store is landside under QC-01")
L("policy", "port",
  "Hot work requires a permit from the safety office.",
  "you need a safety office permit for any hot work")
# dental
L("schedule", "dental",
  "Oakridge opens at 8am Monday to Friday.",
  "Mon-Fri Oakridge opens 8 am")
L("owner", "dental",
  "Roisin Devlin is practice manager.",
  "practice manager = Roisin Devlin")
L("numeric", "dental",
  "Each clinic has 4 chairs.",
  "every clinic has four chairs")
L("contact", "dental",
  "Oakridge front desk: 555-0150",
  "front desk at oakridge is 555-0150")
L("price", "dental",
  "Filling (composite, one surface) 140",
  "one-surface composite filling costs 140")
L("location", "dental",
  "Nitrous tanks are stored in the Fenwick Square back corridor.",
  "FYI nitrous tanks are in the back corridor at Fenwick Sq")
L("policy", "dental",
  "Patients under 16 must have a guardian present.",
  "guardian must be present for patients under 16")
L("status", "dental",
  "Chair 3 at Lakeside is out of use.",
  "lakeside chair 3 currently out of use")
L("vendor", "dental",
  "Waste collection by MedClear.",
  "MedClear collects our clinical waste")
L("size_duration", "dental",
  "Hygiene appointments are 40 minutes.",
  "hygiene appts are 40 min")
L("version", "dental",
  "Intraoral scanner software 2.5",
  "intraoral scanner currently on sw 2.5")
L("schedule", "dental",
  "Staff huddle at 7:50 each morning.",
  "each morning staff huddle at 7:50")
L("other", "dental",
  "Recall interval for adults is 6 months.",
  "adult recall: every six months")
L("owner", "dental",
  "Joanne Pruitt leads the hygiene team.",
  "the hygiene team is led by Joanne")
L("contact", "dental",
  "Dr. Castellanos pager 4471.",
  "Amara Castellanos - pager 4471")
L("numeric", "dental",
  "Keep at least 2 spare handpieces per clinic.",
  "at least two spare handpieces per clinic, please")
L("price", "dental",
  "Night guard 420.",
  "night guards are 420")
L("location", "dental",
  "AED is in the Lakeside waiting room.",
  "Lakeside AED: waiting room")
# vineyard
L("schedule", "vineyard",
  "Crew starts at 6am during harvest.",
  "during harvest the crew starts at 6 am")
L("owner", "vineyard",
  "Élodie Marchetti is the winemaker.",
  "winemaker is Élodie Marchetti")
L("numeric", "vineyard",
  "Block 7 is 4.2 hectares.",
  "block 7 = 4.2 ha")
L("contact", "vineyard",
  "Tasting room phone 555-0190",
  "tasting room phone is 555-0190")
L("price", "vineyard",
  "Riesling 26 a bottle.",
  "riesling sells at 26/bottle")
L("location", "vineyard",
  "The forklift is kept in the barrel hall.",
  "forklift lives in the barrel hall")
L("policy", "vineyard",
  "Closed-toe shoes required on the crush pad.",
  "on the crush pad closed-toe shoes are required")
L("status", "vineyard",
  "The north slope drip line is running.",
  "north slope drip is running, FYI")
L("vendor", "vineyard",
  "Labels printed by Rivermark Print.",
  "Rivermark Print prints our labels")
L("size_duration", "vineyard",
  "Riesling ferments for about 3 weeks.",
  "riesling ferment takes ~3 wks")
L("version", "vineyard",
  "Weather station logger firmware 3.0",
  "weather station logger is on fw 3.0")
L("schedule", "vineyard",
  "Wine club shipments go out in March and September.",
  "club shipments: march & september")
L("other", "vineyard",
  "Harvest bins are numbered by block, e.g. B7-01.",
  "bins numbered by block (B7-01 etc)")
L("owner", "vineyard",
  "Gus Ferreira is vineyard manager.",
  "vineyard manager is Gus (Ferreira)")
L("numeric", "vineyard",
  "Tank 12 holds 8,000 L.",
  "tank 12 capacity 8000 litres")
L("contact", "vineyard",
  "Gus is on channel 2 during harvest.",
  "during harvest Gus is on radio channel 2")
L("price", "vineyard",
  "Cellar tour 35 per person.",
  "cellar tour is 35pp")
L("location", "vineyard",
  "Picking shears are in the shed by Block 7.",
  "shears are kept in the block 7 shed")
L("policy", "vineyard",
  "Only Élodie or Piet may operate the press.",
  "the press may only be run by Élodie or Piet")
L("status", "observatory",
  "The weather station mast is fixed.",
  "FYI weather station mast fixed")
L("numeric", "port",
  "Max twin-lift weight per spreader: 65 t",
  "spreader twin-lift max is 65 tonnes")
L("schedule", "vineyard",
  "Tasting room staff meeting Sundays 9:30",
  "sundays at 9:30 - tasting room staff meeting")

# ---------------------------------------------------------------------------
# Heavy duplicates: same fact, very different wording and structure
# ---------------------------------------------------------------------------
# ski
H("numeric", "ski",
  "Kestrel gondola cabins hold eight people.",
  "You can fit up to 8 riders in each cabin on the Kestrel.")
H("schedule", "ski",
  "Grooming runs nightly from 10pm to 6am.",
  "The cats are out on the slopes all night, starting at 22:00 and parked by six in the morning.")
H("owner", "ski",
  "Priya Nandakumar directs the ski school.",
  "If you have an issue with an instructor, escalate it to Priya - she's in charge of the whole school.")
H("policy", "ski",
  "Lift staff must not ski during breaks.",
  "Breaks are for resting: nobody working a lift takes a run while on break.")
H("location", "ski",
  "Avalanche gear is stored in the patrol shack at the top of Summit Express.",
  "Patrol keeps the probes, shovels and beacons up top in their hut where Summit Express unloads.")
H("price", "ski",
  "Adult day ticket is $89.",
  "A grown-up skiing for one day pays eighty-nine bucks at the window.")
H("contact", "ski",
  "Patrol dispatch: radio channel 4.",
  "To reach dispatch, switch your handheld to 4 and call patrol.")
H("status", "ski",
  "Otter Bowl is closed today because of avalanche risk.",
  "Nobody goes into Otter Bowl today - patrol roped it off, the slide danger is too high.")
H("vendor", "ski",
  "Ticketing runs on SkiGate.",
  "Every lift ticket we sell goes through the SkiGate system.")
H("size_duration", "ski",
  "Night skiing sessions last 3 hours.",
  "Once the lights come on, guests get three hours of skiing before we shut it down.")
H("numeric", "ski",
  "Lot B holds 420 cars.",
  "When Lot B is full there are 420 vehicles in it.")
H("version", "ski",
  "Rental shop POS is SnowRent 4.2.",
  "The software ringing up rentals is SnowRent, release 4.2.")
H("other", "ski",
  "Staff wifi is HP-Staff.",
  "Employees connect their phones to the network called HP-Staff.")
H("schedule", "ski",
  "Staff meeting Tuesdays 7:45 in the Base Lodge.",
  "Every week, before the lifts open on Tuesday, the whole crew gathers in the lodge at quarter to eight.")
H("owner", "ski",
  "Joel Brandt is patrol chief.",
  "Ski patrol reports to Joel.")
# observatory
H("numeric", "observatory",
  "Close the dome when humidity goes above 85%.",
  "Once the air is more than 85 percent saturated, the dome has to be shut.")
H("schedule", "observatory",
  "Public tours are Saturdays at 2pm.",
  "If the public wants to see the telescope, the one weekly slot is Saturday afternoon at two.")
H("owner", "observatory",
  "Lucía Ferreyra is the Wren instrument scientist.",
  "Anything wrong with the spectrograph? Lucía is the person responsible for Wren.")
H("policy", "observatory",
  "Only the night operator may open the dome.",
  "Opening the dome is the operator's job and nobody else's.")
H("location", "observatory",
  "Archive servers are in the summit server room.",
  "The machines holding the data archive sit up on the mountain in the server room.")
H("version", "observatory",
  "Reduction pipeline is redux 1.14.",
  "When you reduce data, the pipeline release you'll be using is 1.14 of redux.")
H("contact", "observatory",
  "Summit emergency phone is +56 55 241 7710.",
  "In an emergency on the mountain, dial +56 55 241 7710.")
H("size_duration", "observatory",
  "Raw frames stay on the summit disk for 30 days.",
  "After a month, raw frames get wiped from the summit disk.")
H("status", "observatory",
  "The 0.9m survey scope is offline with a mount fault.",
  "No survey data tonight: the smaller telescope's mount has failed.")
H("vendor", "observatory",
  "LN2 is supplied by Andes Gas.",
  "Andes Gas trucks bring our liquid nitrogen up.")
H("price", "observatory",
  "Public tour ticket is 12 EUR.",
  "It costs twelve euros to join a tour.")
H("other", "observatory",
  "Night logs are written in UTC.",
  "Timestamps in the night log use universal time, not Chilean local time.")
H("schedule", "observatory",
  "Engineering night every second Wednesday.",
  "Twice a month, on alternating Wednesdays, the telescope is given to the engineers instead of science.")
H("owner", "observatory",
  "Kofi Mensah-Darko leads night operations.",
  "The operators on the night shift report to Kofi.")
H("numeric", "observatory",
  "Unguided Wren exposures are limited to 300 s.",
  "Without the guider running, don't go past five minutes on a Wren exposure.")
# bakery
H("numeric", "bakery",
  "Croissant par is 60 per branch every morning.",
  "Every shop should have sixty croissants out by opening.")
H("schedule", "bakery",
  "Flour is delivered Mondays and Thursdays.",
  "Twice a week - start of the week and again on Thursday - the flour lorry comes.")
H("owner", "bakery",
  "Bettina approves every new recipe.",
  "Nothing new goes on the shelves until Bettina has tasted it and said yes.")
H("policy", "bakery",
  "Staff can take day-old bread home.",
  "If bread's left from yesterday, you're welcome to take some home at the end of your shift.")
H("location", "bakery",
  "Cake orders are collected at Eastgate.",
  "Customers who've ordered a cake come to the Eastgate shop to get it.")
H("price", "bakery",
  "Sourdough loaf is £4.20.",
  "A sourdough costs four pounds twenty.")
H("vendor", "bakery",
  "Flour comes from Grainhurst Mills.",
  "Grainhurst Mills mills all the flour we bake with.")
H("contact", "bakery",
  "Wholesale orders: 0161 555 0142.",
  "Cafés wanting to buy from us in bulk should phone 0161 555 0142.")
H("size_duration", "bakery",
  "Baguettes are scaled at 250 g.",
  "Each baguette starts as a quarter kilo of dough.")
H("status", "bakery",
  "Harbour Road is closed for refit.",
  "The builders are in at Harbour Road, so that shop isn't trading.")
H("version", "bakery",
  "All tills run TillNest 2.3.",
  "Every shop's checkout is on TillNest, build 2.3.")
H("other", "bakery",
  "Aprons are green.",
  "The colour of our aprons is green.")
H("schedule", "bakery",
  "Canal Street opens at 7am.",
  "Doors at the Canal Street shop unlock at seven in the morning.")
H("owner", "bakery",
  "Sunniva Lind manages Eastgate.",
  "Sunniva is the manager in charge of the Eastgate branch.")
H("numeric", "bakery",
  "The Millbrook walk-in holds at 3°C.",
  "Three degrees is where the Millbrook cold room should sit.")
# port
H("numeric", "port",
  "STS cranes stop at a sustained wind of 20 m/s.",
  "Once the wind holds at 20 metres per second, no ship-to-shore crane keeps working.")
H("schedule", "port",
  "Shift change at 06:00 and 18:00.",
  "We run two twelve-hour shifts, handing over at six in the morning and six in the evening.")
H("owner", "port",
  "Nkechi Obi is the terminal safety officer.",
  "Any incident on the terminal gets reported to Nkechi - safety is her remit.")
H("policy", "port",
  "Truck drivers must leave the cab during loading.",
  "While a box is being put on their chassis, drivers wait outside the truck, not in it.")
H("location", "port",
  "Empty containers are stacked in Yard E.",
  "Yard E is where the empties go.")
H("price", "port",
  "Reefer plug-in fee is 35 per day.",
  "Keeping a refrigerated box powered costs the line thirty-five a day.")
H("vendor", "port",
  "Towage is provided by Nordhavn Towage.",
  "The tugs pushing ships onto our berths belong to Nordhavn.")
H("contact", "port",
  "Port control is on VHF channel 14.",
  "Ships call port control by radio on channel fourteen.")
H("size_duration", "port",
  "Import free dwell time is 5 days.",
  "An import box can sit in the yard for five days before storage charges start.")
H("status", "port",
  "Berth 2 is closed for dredging.",
  "No vessel can come alongside at berth 2 while the dredger is working there.")
H("version", "port",
  "TOS is NavisTide 11.4.",
  "The terminal operating system we're on is release 11.4 of NavisTide.")
H("other", "port",
  "Our terminal code is SKH1.",
  "In EDI messages, we're identified as SKH1.")
H("schedule", "port",
  "Vessel planning meeting daily at 10:00.",
  "Each morning at ten, the planners get together to go over vessel plans.")
H("owner", "port",
  "Wen Jiahui is the TOS admin.",
  "To get a NavisTide login, ask Wen - she administers it.")
H("numeric", "port",
  "Reefer block R2 stacks max 4 high.",
  "Nothing in R2 goes higher than the fourth tier.")
# dental
H("numeric", "dental",
  "Hygienists see at most 12 patients a day.",
  "A hygienist's daily list should never go past a dozen patients.")
H("schedule", "dental",
  "Fenwick Square stays open until 8pm on Thursdays.",
  "On Thursday evenings patients can still be seen at Fenwick Square up until eight.")
H("owner", "dental",
  "Roisin Devlin is the practice manager.",
  "Staffing, rotas and complaints all go to Roisin; she manages the practice.")
H("policy", "dental",
  "Oakridge does not take walk-ins.",
  "At Oakridge, you need an appointment to be seen.")
H("location", "dental",
  "The implant kit is kept at Lakeside.",
  "If Dr. Haugen needs the implant kit, it's at the Lakeside clinic.")
H("price", "dental",
  "Checkup and clean costs 95.",
  "An exam together with a cleaning is billed at ninety-five.")
H("vendor", "dental",
  "Crowns go to Keystone Dental Lab.",
  "Keystone makes our crowns.")
H("contact", "dental",
  "After-hours emergency line is 555-0166.",
  "Patients with a dental emergency at night should ring 555-0166.")
H("size_duration", "dental",
  "New patient exams are 60 minutes.",
  "A first visit for a new patient gets a full hour in the book.")
H("status", "dental",
  "The Lakeside x-ray unit is down.",
  "We can't take radiographs at Lakeside right now - the machine is broken.")
H("version", "dental",
  "All workstations run DentiChart 8.",
  "Every computer in the group has version 8 of DentiChart installed.")
H("other", "dental",
  "Appointment reminders go out 48h ahead.",
  "Two days before the visit, the patient gets a reminder.")
H("schedule", "dental",
  "Lakeside is closed on Fridays.",
  "Don't book anything at Lakeside at the end of the week - it's shut Fridays.")
H("owner", "dental",
  "Dr. Castellanos is clinical lead at Oakridge.",
  "Clinical decisions at the Oakridge clinic are Amara's call.")
H("numeric", "dental",
  "Lakeside keeps at least 30 composite syringes in stock.",
  "When Lakeside's composite count drops under thirty, reorder.")
# vineyard
H("numeric", "vineyard",
  "Block 7 Syrah gets picked at 24 Brix.",
  "Once the Syrah in Block 7 hits twenty-four degrees Brix, we send in the pickers.")
H("schedule", "vineyard",
  "Tasting room is open Wed–Sun, 11 to 5.",
  "Guests can visit the tasting room from Wednesday through Sunday, between eleven and five.")
H("owner", "vineyard",
  "Gus manages irrigation.",
  "Watering decisions in the vineyard are Gus's call.")
H("policy", "vineyard",
  "No outside food in the tasting room.",
  "Guests can't bring their own food into the tasting room.")
H("location", "vineyard",
  "Bottling happens in Cellar 2.",
  "Cellar 2 is where the wine gets bottled.")
H("price", "vineyard",
  "Reserve Syrah sells for 48 a bottle.",
  "A bottle of the reserve Syrah goes for forty-eight.")
H("vendor", "vineyard",
  "Barrels are bought from Tonnellerie Bastide.",
  "Our oak comes from the Bastide cooperage.")
H("contact", "vineyard",
  "Wine club questions to club@valdessa.example.",
  "Members with questions about their club shipments can write to club@valdessa.example.")
H("size_duration", "vineyard",
  "Syrah spends 18 months in barrel.",
  "The Syrah sits in oak for a year and a half before it's bottled.")
H("status", "vineyard",
  "The press in Cellar 2 is out of service.",
  "We can't press anything right now; the Cellar 2 press is broken.")
H("version", "vineyard",
  "Winery records are kept in CellarLog 3.",
  "Cellar records live in version 3 of CellarLog.")
H("other", "vineyard",
  "Riesling ferments with VL3 yeast.",
  "For the Riesling, the yeast we inoculate with is VL3.")
H("schedule", "vineyard",
  "Barrels are topped every 3 weeks.",
  "Every third week someone goes through the barrel hall topping up.")
H("owner", "vineyard",
  "Élodie decides the pick dates.",
  "When to harvest is up to the winemaker, Élodie.")
H("numeric", "vineyard",
  "Tasting room max capacity is 40 guests.",
  "No more than forty visitors are allowed in the tasting room at once.")
H("other", "vineyard",
  "Block 7 is spur pruned.",
  "In Block 7, the vines are pruned back to spurs.")

# ---------------------------------------------------------------------------
# Hard negatives
# ---------------------------------------------------------------------------
# ski
N("numeric", "ski",
  "Summit Express goes on wind hold when gusts hit 65 km/h.",
  "Kestrel gondola goes on wind hold at 50 km/h gusts.")
N("numeric", "ski",
  "Each Kestrel gondola cabin is rated for 8 passengers.",
  "Gentian quad chairs are rated for 4 passengers each.")
N("schedule", "ski",
  "Lifts open 8:30 daily.",
  "Also: on powder days patrol lets first chair go at 8:15 for season pass holders only - regular opening unchanged.")
N("owner", "ski",
  "Marit Olsgaard owns the lift maintenance schedule.",
  "Marit is also the contact for the annual lift inspection paperwork.")
N("contact", "ski",
  "Patrol dispatch is on radio channel 4.",
  "second option if radio is down: patrol dispatch phone ext 2900")
N("location", "ski",
  "First aid station is on level 1 of the Base Lodge.",
  "There's also a small first aid post at the Ridge Hut, staffed weekends.")
N("price", "ski",
  "Adult day ticket is $89.",
  "Senior day ticket (65+) is $60.")
N("price", "ski",
  "Rental package costs 42 a day.",
  "rental package is still 42/day; helmets are now included free with it")
N("vendor", "ski",
  "Ticketing runs on SkiGate.",
  "Food & beverage tills at the Ridge Hut use SquareTill.")
N("status", "ski",
  "Lower Rowan T-bar is closed for the season.",
  "Gentian quad closed this afternoon for a bullwheel check, back tomorrow")
N("status", "ski",
  "Kestrel gondola out of service for cable inspection.",
  "cable inspection on Kestrel is being done by Doppler-Alpin's technician, Rudi")
N("version", "ski",
  "Rental shop runs SnowRent POS 4.2",
  "SnowRent 4.2 in the rental shop; the boot fitter station runs FitScan 1.1")
N("policy", "ski",
  "Lift staff may ski on their breaks.",
  "Lift staff on break must keep their radio on.")
N("policy", "ski",
  "helmets are recommended for ski school kids",
  "Ski school kids must wear a bib with their group colour.")
N("schedule", "ski",
  "grooming runs nightly 10pm to 6am",
  "Winch cat on Blackfell only grooms on Tuesdays and Fridays.")
N("size_duration", "ski",
  "Group lessons are 2-hour blocks.",
  "Private lessons can be booked for 1, 2 or 3 hours.")
N("owner", "ski",
  "ski school director: Priya Nandakumar",
  "Priya hired two new level-3 instructors, Kai and Mette, starting Saturday.")
N("numeric", "ski",
  "Snow depth stake at Ridge Hut reads 142 cm",
  "Snow stake at the base area reads 88 cm.")
N("location", "ski",
  "rental pickup at the west plaza",
  "rental returns can also be dropped at the Ridge Hut locker after 3pm")
N("contact", "ski",
  "group sales email: groups@harrowpeak.example",
  "School trips have their own address: schools@harrowpeak.example.")
N("other", "ski",
  "Staff wifi network is HP-Staff.",
  "Guest wifi is HP-Guest, no password, 2 hour sessions.")
N("schedule", "ski",
  "Staff meeting every Tuesday 7:45 in the Base Lodge.",
  "Tuesday staff meeting as usual; this week Joel will present the new avalanche rescue drill.")
N("status", "ski",
  "Blackfell run is closed.",
  "Blackfell's closure sign was replaced with a bigger one - it kept blowing over.")
N("vendor", "ski",
  "Grooming fleet is PistenBully.",
  "We ordered a fourth PistenBully 600, delivery in December.")
N("numeric", "ski",
  "Lot B holds 420 cars",
  "Lot B overflow is directed to Lot D, which holds 250.")
N("owner", "ski",
  "Tomasz Wierzba runs snowmaking.",
  "Tomasz's snowmaking crew is adding a third night shift for the holiday push.")
N("schedule", "ski",
  "Avalanche beacon check for patrol at 7:15 each morning",
  "Avalanche beacon check also applies to ski school staff heading into Otter Bowl with clients.")
N("price", "ski",
  "early bird season pass 549",
  "early bird deadline is Oct 15 - price still 549 until then")
N("location", "ski",
  "Snowcat fuel depot is behind the maintenance shop.",
  "the spill kit for the fuel depot is hanging on the shop's north wall")
N("contact", "ski",
  "Lift ops phone is ext 2210.",
  "Snowmaking control room is ext 2215.")
N("version", "ski",
  "all turnstiles have RFID gate firmware v2.8",
  "Turnstile readers at Kestrel were cleaned and recalibrated today.")
N("size_duration", "ski",
  "Night skiing sessions last 3 hours.",
  "Night skiing is only on Friday and Saturday, Summit Express and Lower Rowan lit.")
# observatory
N("numeric", "observatory",
  "Close the 2.4m dome if relative humidity goes above 85%.",
  "Close the dome if wind exceeds 18 m/s.")
N("numeric", "observatory",
  "survey cam (0.9m) CCD setpoint -100 C",
  "Wren's CCDs run at -110 C.")
N("schedule", "observatory",
  "Public tours: Saturdays at 2pm.",
  "we're adding a Wednesday 2pm tour in January as well, Saturdays continue")
N("owner", "observatory",
  "Wren instrument scientist is Lucía Ferreyra",
  "Lucía will be on leave 3-17 March; Rohan covers Wren questions while she's away.")
N("contact", "observatory",
  "IT help requests go in the #it-help Slack channel.",
  "For urgent IT issues at night, call Hamish's on-call phone as well as posting in #it-help.")
N("location", "observatory",
  "spare CCD stored in the summit lab cabinet",
  "The spare filter set is in the base office safe.")
N("price", "observatory",
  "public tour ticket 12 EUR",
  "Children under 12 tour for free; adults still 12 EUR.")
N("vendor", "observatory",
  "LN2 comes from Andes Gas",
  "Andes Gas also delivers the helium for the cryocoolers.")
N("status", "observatory",
  "0.9m survey scope offline - mount fault",
  "Halvorsen is on sky tonight, no problems.")
N("status", "observatory",
  "Wren red arm is disabled.",
  "Wren's red arm is still disabled; replacement shutter ships Monday from the vendor.")
N("version", "observatory",
  "Reduction pipeline: redux 1.14",
  "Guider software is GuideStar 2.7")
N("policy", "observatory",
  "Visitors can use flash photography inside the dome.",
  "Visitors must wear hard hats on the dome floor during engineering work.")
N("policy", "observatory",
  "only the night operator may open the dome",
  "The night operator must log the dome opening time in the nightlog.")
N("size_duration", "observatory",
  "Standard observing block is 4 hours",
  "Target-of-opportunity interrupts are limited to 1 hour.")
N("size_duration", "observatory",
  "archive capacity: 200 TB",
  "The archive is 71% full as of this morning.")
N("owner", "observatory",
  "Hamish handles the archive backups.",
  "Hamish also set up off-site replication of the archive to the university mirror.")
N("schedule", "observatory",
  "engineering night is every second Wednesday",
  "Next engineering night (Wednesday) will focus on the Wren red arm shutter.")
N("numeric", "observatory",
  "Unguided exposures on Wren are limited to 300 s.",
  "Guided Wren exposures can go up to 3600 s.")
N("location", "observatory",
  "Archive servers are in the summit server room.",
  "The summit server room's AC was serviced today; archive servers unaffected.")
N("contact", "observatory",
  "Summit emergency phone: +56 55 241 7710",
  "Base office reception: +56 55 241 7600.")
N("other", "observatory",
  "night logs are written in local time",
  "Night log entries should include the seeing value at the start of each target.")
N("other", "observatory",
  "Raw file names start with CRO_.",
  "Reduced file names end in _red.fits.")
N("vendor", "observatory",
  "summit shuttle run by Condor Transport",
  "Condor Transport's shuttle now also stops at the Villa Cardón bus terminal.")
N("price", "observatory",
  "External users pay 1,800 per night of telescope time.",
  "Half nights for external users are billed at half the night rate.")
N("status", "observatory",
  "visitor center open to the public",
  "visitor centre cafe is closed for staff holidays this week, centre itself still open")
N("owner", "observatory",
  "night ops lead = Kofi Mensah-Darko",
  "Kofi is running the operator training course in April.")
N("schedule", "observatory",
  "Dome opens 30 min after sunset.",
  "Dome closes at nautical twilight in the morning.")
N("version", "observatory",
  "TCS on the 2.4m is version 7.3.2.",
  "The 0.9m survey scope runs TCS 6.1.")
N("numeric", "observatory",
  "Halvorsen pointing limit: 20 degrees elevation",
  "The 0.9m can point down to 15 degrees elevation.")
N("policy", "observatory",
  "Visitors must be escorted at all times on the summit.",
  "Summit visitors must also sign the altitude health waiver.")
N("location", "observatory",
  "weekly science meeting in the Library room",
  "weekly meeting still in the Library; remote people can join on the usual video link")
# bakery
N("numeric", "bakery",
  "Sourdough loaves retard for 14 hours in the walk-in before baking.",
  "Rye loaves retard for 10 hours.")
N("numeric", "bakery",
  "croissant par is 60 per branch every morning",
  "pain au chocolat par is 30 per branch")
N("numeric", "bakery",
  "Millbrook walk-in cooler holds at 3°C",
  "Eastgate's display fridge holds at 5°C.")
N("schedule", "bakery",
  "Flour delivery: Mondays and Thursdays.",
  "Dairy delivery: daily except Sunday.")
N("schedule", "bakery",
  "Canal Street opens at 7am",
  "Canal Street now closes at 6pm on Fridays instead of 5; opening time is the same.")
N("owner", "bakery",
  "Bettina approves every new recipe before it goes on sale.",
  "Bettina is also running the sourdough masterclass for customers next month.")
N("owner", "bakery",
  "Eastgate manager: Sunniva Lind",
  "Millbrook manager: Tomas Greer")
N("contact", "bakery",
  "Wholesale orders: call 0161 555 0142.",
  "Wholesale orders can also be emailed to trade@holliscrumb.example.")
N("contact", "bakery",
  "Bettina's mobile is 07700 900311",
  "Declan's mobile is 07700 900522.")
N("location", "bakery",
  "cake orders are collected at Eastgate",
  "Bread orders for cafés are delivered from Millbrook.")
N("location", "bakery",
  "Spare mixer parts are in the Canal St basement.",
  "spare oven door seals are in the Canal St basement too, top shelf")
N("price", "bakery",
  "Sourdough loaf: £4.20.",
  "Sourdough half loaf: £2.30.")
N("price", "bakery",
  "croissant 2.10",
  "croissants still 2.10; almond croissants launching at 2.90")
N("price", "bakery",
  "Staff discount is 30%.",
  "Staff get a free hot drink per shift.")
N("vendor", "bakery",
  "Flour comes from Grainhurst Mills.",
  "Rye flour is bought separately from Oxley Organic.")
N("vendor", "bakery",
  "butter supplier: Meadowgold",
  "Meadowgold delivery driver changed - it's Kev now, same schedule")
N("status", "bakery",
  "Harbour Road branch closed for refit.",
  "Harbour Road refit is running a week late; builder says finish on the 18th")
N("status", "bakery",
  "Millbrook deck oven #2 out of order",
  "Millbrook deck oven #1 had its thermostat replaced today, working fine.")
N("status", "bakery",
  "Online ordering is enabled.",
  "Online orders now show allergen info on each product page.")
N("policy", "bakery",
  "Staff can take day-old bread home.",
  "Staff must log any bread they take home on the waste sheet.")
N("policy", "bakery",
  "gloves required when slicing bread",
  "Cut-resistant gloves are required when cleaning the slicer blade.")
N("policy", "bakery",
  "Cash is accepted at all branches.",
  "Card payments under £5 have no surcharge at any branch.")
N("version", "bakery",
  "TillNest POS build 2.3 in all shops",
  "the card readers attached to the tills got new firmware (PayPod 7)")
N("version", "bakery",
  "The current recipe binder is the 5th edition.",
  "5th edition recipe binder is current - an allergen appendix has been added at the back")
N("size_duration", "bakery",
  "baguettes scaled at 250 g",
  "demi-baguettes are scaled at 125 g")
N("size_duration", "bakery",
  "Croissants bake for 18 minutes.",
  "Croissants need 2 hours final proof before baking.")
N("size_duration", "bakery",
  "sandwiches have a 2 day shelf life",
  "Cakes have a 4 day shelf life in the display fridge.")
N("other", "bakery",
  "the house loaf is called the Canal Loaf",
  "The Canal Loaf now comes in a seeded version too.")
N("other", "bakery",
  "aprons are green",
  "Name badges are going on the aprons from next week.")
N("schedule", "bakery",
  "payroll runs on the 15th",
  "Payslips are emailed the day before payroll.")
N("owner", "bakery",
  "Rafi Oduya maintains the allergen register.",
  "Rafi also does the quarterly fire safety check at each branch.")
N("schedule", "bakery",
  "Stocktake is the first Sunday of every month",
  "Stocktake at Harbour Road will be done by Sunniva this time.")
N("numeric", "bakery",
  "Each branch gets 3 cake stands.",
  "Each branch gets 2 bread slicers.")
# port
N("numeric", "port",
  "Reefer block R2: max stack height 4 high.",
  "Reefer block R1: max stack height 4 high.")
N("numeric", "port",
  "STS cranes stop at sustained wind of 20 m/s",
  "RTGs must be tied down when wind is forecast above 25 m/s.")
N("numeric", "port",
  "Terminal has 8 STS cranes.",
  "Terminal has 22 RTGs.")
N("schedule", "port",
  "Shift change at 06:00 and 18:00.",
  "Handover notes must be filed 15 minutes before shift change.")
N("schedule", "port",
  "vessel planning meeting daily at 10:00",
  "yard planning meeting daily at 11:00")
N("schedule", "port",
  "Truck gate is open 24/7 except Sundays.",
  "Also opening the gate Sunday 10:00-16:00 on the two weekends before Christmas, for empties only.")
N("owner", "port",
  "Terminal safety officer: Nkechi Obi.",
  "Nkechi's deputy for night shifts is Oskar Feld.")
N("owner", "port",
  "Wen Jiahui is the TOS admin",
  "Wen is also the point person for EDI onboarding with new shipping lines.")
N("owner", "port",
  "Aurelio Benítez runs operations.",
  "Aurelio is out next week; ops questions go to the duty manager as usual.")
N("contact", "port",
  "Port control on VHF channel 14.",
  "Tug coordination on VHF channel 16 as a backup, port control stays on 14.")
N("contact", "port",
  "gate hotline 555-0130",
  "Reefer desk hotline 555-0135.")
N("contact", "port",
  "Billing questions to ar@skarholm.example.",
  "Dispute forms for invoices are on the customer portal; billing questions still to ar@.")
N("location", "port",
  "Empty containers are stacked in Yard E.",
  "Damaged empties are stacked separately in Yard E row 14.")
N("location", "port",
  "IMO / hazmat boxes go to block D4",
  "Class 1 explosives are never stored on terminal; direct delivery only.")
N("location", "port",
  "Pilot boarding at buoy 3.",
  "Pilot boat is moored at the inner harbour pontoon.")
N("price", "port",
  "Reefer plug-in fee: 35 per day.",
  "Reefer PTI is charged at 60 per unit.")
N("price", "port",
  "storage after free time is 18 per TEU per day",
  "Storage for 40ft boxes is billed as 2 TEU.")
N("vendor", "port",
  "Towage is provided by Nordhavn Towage.",
  "Mooring gangs are provided by Havnefolk AS.")
N("vendor", "port",
  "RTG tyres supplied by Treadmax",
  "Treadmax is also doing the tyre pressure audit on the RTGs next month.")
N("vendor", "port",
  "Gate security is Sentinel.",
  "Sentinel is adding a K9 unit for the night shift at the gate.")
N("status", "port",
  "Berth 2 closed for dredging.",
  "Berth 5 fender replacement finished, berth in use.")
N("status", "port",
  "QC-05 out of service",
  "QC-05 still down; spare gearbox expected Thursday")
N("status", "port",
  "rail siding active",
  "Rail siding: new timetable with two trains per day, Monday to Saturday.")
N("version", "port",
  "TOS: NavisTide 11.4",
  "Mobile handheld app for checkers is NavisTide Go 3.0.")
N("version", "port",
  "QC-03 PLC program is rev 17",
  "QC-04 PLC program is rev 18.")
N("size_duration", "port",
  "Free dwell time for import containers: 5 days.",
  "Free dwell time for export containers: 7 days before vessel ETA.")
N("size_duration", "port",
  "Berth 4 is 320 m long.",
  "Berth 4 draft is 15.5 m at chart datum.")
N("size_duration", "port",
  "STS crane PM window is 6 hours",
  "RTG PM window is 4 hours.")
N("policy", "port",
  "Pedestrians may walk in the yard if wearing hi-vis.",
  "Visitors in the yard must be accompanied by a terminal employee.")
N("policy", "port",
  "Overtime must be approved by Aurelio.",
  "Overtime hours must be entered in the timesheet by Monday noon.")
N("other", "port",
  "Our terminal code is SKH1.",
  "Our SMDG code for BAPLIE is listed as SKH1 too; nothing changes there.")
N("other", "port",
  "Feeders berth at Berth 5 by default.",
  "Deep-sea mainliners berth at Berth 3 or 4.")
# dental
N("numeric", "dental",
  "Hygienists see max 12 patients per day.",
  "Dentists see max 18 patients per day.")
N("numeric", "dental",
  "Lakeside keeps a minimum of 30 composite syringes in stock",
  "Oakridge keeps a minimum of 40 composite syringes.")
N("numeric", "dental",
  "Each clinic has 4 chairs.",
  "Each clinic has one intraoral scanner.")
N("schedule", "dental",
  "Fenwick Square is open late Thursdays until 8pm",
  "Fenwick Square also opens Saturday mornings 9-12 from March.")
N("schedule", "dental",
  "Lakeside is closed on Fridays.",
  "Oakridge is closed on Saturdays.")
N("schedule", "dental",
  "spore test on the sterilizer every Monday",
  "Ultrasonic cleaner foil test every Monday.")
N("owner", "dental",
  "Dr. Castellanos is the clinical lead at Oakridge",
  "Dr. Castellanos is also taking on two dental students for placements.")
N("owner", "dental",
  "Joanne Pruitt runs the infection control audits.",
  "Joanne will run the infection control audit at Lakeside on the 14th.")
N("owner", "dental",
  "Roisin Devlin is practice manager.",
  "Roisin Devlin's assistant is Kieran.")
N("contact", "dental",
  "After-hours emergency line is 555-0166.",
  "Emergency line can also take texts now - same number.")
N("contact", "dental",
  "Keystone lab contact: Paula, 555-0120.",
  "Keystone's courier pickup line is 555-0129.")
N("contact", "dental",
  "Oakridge front desk: 555-0150",
  "Lakeside front desk: 555-0152")
N("location", "dental",
  "implant kit is kept at Lakeside",
  "The bone graft material is stored at Lakeside with the implant kit, in the locked cabinet.")
N("location", "dental",
  "Paper patient records are archived in the Oakridge basement.",
  "Consent forms are scanned into DentiChart after each visit.")
N("location", "dental",
  "AED is in the Lakeside waiting room.",
  "AED at Fenwick Square is behind reception.")
N("price", "dental",
  "Checkup and clean costs 95.",
  "Child checkup is 60.")
N("price", "dental",
  "whitening 350",
  "Whitening still 350; payment plans now available over 3 months.")
N("price", "dental",
  "Missed appointment fee is $40.",
  "The missed appointment fee is charged to the card on file.")
N("vendor", "dental",
  "Crowns go to Keystone Dental Lab",
  "Dentures go to Ridgeway Prosthetics.")
N("vendor", "dental",
  "Gloves are ordered from MediSupply.",
  "MediSupply is also our supplier for masks and bibs.")
N("vendor", "dental",
  "Waste collection by MedClear.",
  "MedClear collection day changed to Tuesday.")
N("status", "dental",
  "Lakeside x-ray unit is down.",
  "Lakeside x-ray technician visit booked for Thursday morning.")
N("status", "dental",
  "Dr. Haugen is accepting new patients.",
  "Dr. Castellanos is not accepting new patients.")
N("status", "dental",
  "Chair 3 at Lakeside is out of use.",
  "Chair 2 at Oakridge is out of use this afternoon for an upholstery repair.")
N("version", "dental",
  "DentiChart 8 on every workstation",
  "DentiChart's patient portal is a separate web app; patients log in with their email.")
N("version", "dental",
  "Imaging software at all clinics: Sirolux 3.4.",
  "Sirolux 3.4 stays at every clinic; the CBCT scanner at Oakridge uses VoxelView 2.")
N("policy", "dental",
  "Patients under 16 must have a guardian present.",
  "Patients under 18 need guardian consent for cosmetic treatment.")
N("policy", "dental",
  "Walk-ins are welcome at Oakridge.",
  "Walk-ins at Oakridge are seen in order of arrival, emergencies first.")
N("policy", "dental",
  "hygienists may not administer local anesthesia",
  "Hygienists must complete 10 hours of CPD each year.")
N("size_duration", "dental",
  "New patient exams are booked as 60 min appointments",
  "Emergency appointments are booked as 30 minute slots.")
N("size_duration", "dental",
  "Radiographs are retained for 10 years.",
  "Radiographs for children are retained until they turn 25.")
N("other", "dental",
  "reminders go out 48h before the appointment",
  "Reminders now include a link to reschedule; still sent 48h ahead.")
N("other", "dental",
  "Scrubs are teal.",
  "Lab coats are white.")
N("schedule", "dental",
  "Staff huddle at 7:50 each morning.",
  "Monthly team meeting, first Tuesday at 12:30.")
# vineyard
N("numeric", "vineyard",
  "Block 7 Syrah gets picked at 24 Brix.",
  "North slope Riesling gets picked at 20 Brix.")
N("numeric", "vineyard",
  "SO2 at crush = 30 mg/L",
  "SO2 at bottling: free SO2 target 35 mg/L.")
N("numeric", "vineyard",
  "Tasting room max capacity is 40 guests.",
  "Terrace seats 24 guests.")
N("numeric", "vineyard",
  "Block 7 is 4.2 hectares.",
  "Block 9 is 2.8 hectares.")
N("schedule", "vineyard",
  "Tasting room hours: Wed–Sun, 11–5.",
  "Tasting room also opens on public holiday Mondays, 11-5.")
N("schedule", "vineyard",
  "drip irrigation runs at 4am",
  "Block 7 drip gets an extra 30 minutes during heatwaves, same 4am start.")
N("schedule", "vineyard",
  "Barrels are topped every 3 weeks.",
  "Barrels are racked twice a year.")
N("owner", "vineyard",
  "Gus manages irrigation across all blocks.",
  "Gus is also in charge of the frost fan roster.")
N("owner", "vineyard",
  "Élodie decides the pick dates",
  "Élodie will pick the blend for the new Reserve release next week.")
N("owner", "vineyard",
  "Hana Sato does the tasting room rota.",
  "Hana Sato also runs the wine club newsletter.")
N("contact", "vineyard",
  "wine club questions to club@valdessa.example",
  "Events and weddings: events@valdessa.example")
N("contact", "vineyard",
  "Élodie's mobile 021 555 3380",
  "Gus's mobile 021 555 3391")
N("contact", "vineyard",
  "The harvest crew coordinates in a WhatsApp group.",
  "Harvest crew WhatsApp group now has a pinned map of the blocks.")
N("location", "vineyard",
  "bottling happens in Cellar 2",
  "Finished cases are stored in the warehouse after bottling.")
N("location", "vineyard",
  "Harvest bins are stored by the pump house.",
  "Picking lugs are stored in the Block 7 shed.")
N("location", "vineyard",
  "wine club pickup at the tasting room",
  "Wine club pickup party this year is in the tasting room on 12 October.")
N("price", "vineyard",
  "tasting flight 20",
  "Reserve tasting flight 35.")
N("price", "vineyard",
  "Reserve Syrah sells for 48 a bottle.",
  "Reserve Syrah magnums are 110.")
N("price", "vineyard",
  "club discount is 15%",
  "Club members also get free tastings for up to 4 guests.")
N("vendor", "vineyard",
  "Barrels are bought from Tonnellerie Bastide.",
  "Stainless tanks were bought from Inoxa.")
N("vendor", "vineyard",
  "bottling contractor: MobileBottle Co.",
  "MobileBottle Co. is booked for 3 and 4 June.")
N("vendor", "vineyard",
  "Corks come from Suberis.",
  "Capsules (foils) come from Capsula.")
N("status", "vineyard",
  "frost fans disabled for summer",
  "Frost fans were serviced and are stored for summer.")
N("status", "vineyard",
  "The press in Cellar 2 is out of service.",
  "The destemmer is working again.")
N("status", "vineyard",
  "wine club sign-ups paused",
  "Wine club waitlist has 48 names on it while sign-ups are paused.")
N("version", "vineyard",
  "Soil probe gateway firmware 1.6.",
  "Weather station logger firmware 3.0.")
N("version", "vineyard",
  "winery records are kept in CellarLog 3",
  "CellarLog 3 now has a lab module; enter the Brix readings there.")
N("policy", "vineyard",
  "Tour groups are allowed into the cellar.",
  "Tour groups must stay behind the yellow line in the barrel hall.")
N("policy", "vineyard",
  "No outside food in the tasting room.",
  "No dogs in the tasting room except service animals.")
N("size_duration", "vineyard",
  "Syrah spends 18 months in barrel before bottling.",
  "Syrah spends 6 months in bottle before release.")
N("size_duration", "vineyard",
  "Cold soak lasts 3 days.",
  "Cold soak temperature is 8°C.")
N("other", "vineyard",
  "Riesling ferments with VL3 yeast",
  "Syrah ferments with wild yeast.")
N("other", "vineyard",
  "Block 7 is spur pruned.",
  "Block 7 pruning starts the second week of July with six people.")


if __name__ == "__main__":
    from collections import Counter

    assert isinstance(PAIRS, list)
    seen = set()
    for item in PAIRS:
        assert isinstance(item, tuple) and len(item) == 4, item
        label, category, older, newer = item
        assert label in LABELS, item
        assert isinstance(category, str) and category.count("/") == 1, item
        kind, org = category.split("/")
        assert kind and org in ORGS, item
        assert isinstance(older, str) and older.strip(), item
        assert isinstance(newer, str) and newer.strip(), item
        assert older != newer, item
        assert (older, newer) not in seen, ("duplicate pair", item)
        seen.add((older, newer))

    by_label = Counter(p[0] for p in PAIRS)
    assert by_label["contradiction"] >= 210, by_label
    assert by_label["duplicate_light"] >= 105, by_label
    assert by_label["duplicate_heavy"] >= 85, by_label
    assert by_label["negative"] >= 180, by_label

    kinds = Counter(p[1].split("/")[0] for p in PAIRS if p[0] == "contradiction")
    big_kinds = [k for k, n in kinds.items() if n >= 18]
    assert len(big_kinds) >= 10, kinds

    by_org = Counter(p[1].split("/")[1] for p in PAIRS)
    for org in ORGS:
        assert by_org[org] > 0, org
        for label in LABELS:
            assert any(p[0] == label and p[1].endswith("/" + org) for p in PAIRS), (org, label)

    print("total pairs:", len(PAIRS))
    print("per label:")
    for label in LABELS:
        print(f"  {label}: {by_label[label]}")
    print("contradictions per kind:")
    for kind, n in sorted(kinds.items()):
        print(f"  {kind}: {n}")
    print("per org:")
    for org in ORGS:
        print(f"  {org}: {by_org[org]}")
    print("OK")
