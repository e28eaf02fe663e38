# Development data since 2026-12-04 (session 26): released after its last held-out measurement, below.
# Held-out memo pairs no. 24 (638 pairs: 252 contradictions, 109 light and 91 heavy duplicates, 186
# negatives of which 66 hard; six organisations: a glassblowing studio, a climbing gym, a piano tuning service, a
# honey farm, a shoe repair chain, a drone survey company; categories are kind/organisation), written on 2026-12-04 by
# a helper that never saw the rules or the other sets. Its misses were not read. Measured by the lead only (python -m
# tests.memo_pair_quality twentyfourth): at e62a513 (session 25's start) contradictions P 0.94 R 0.66 (166 of 252),
# duplicates P 0.96, light 0.92 (100 of 109), heavy 0.24 (22 of 91), 0 cross-project; at session 25's merged code
# (h63's reader refit on every development set with the service-name veto, h67's two gates for short notes)
# contradictions P 0.94 R 0.70 (176 of 252), duplicates P 0.98, light 0.93 (101 of 109), heavy 0.22 (20 of 91), 0
# cross-project. Per kind (of 21), before -> after: contact 11 -> 14, location 14 -> 15, no longer 15 -> 15, numeric
# 15 -> 16, owner 18 -> 18, policy 8 -> 10, price 12 -> 12, schedule 14 -> 15, size/duration 16 -> 17, status 9 -> 9,
# vendor 16 -> 17, version 18 -> 18.
"""Hand-written evaluation pairs of team memos (older, newer) for duplicate /
contradiction detection. Six orgs, one team each."""

LABELS = ("contradiction", "duplicate_light", "duplicate_heavy", "negative")
C, L, H, N = LABELS
KINDS = ("numeric", "version", "size_duration", "price", "owner", "schedule",
         "location", "vendor", "policy", "no_longer", "status", "contact")
ORGS = ("glass", "climbing", "piano", "apiary", "cobbler", "drone")

PAIRS = [
    # ------------------------------------------------------------------
    # CONTRADICTIONS: numeric
    (C, "numeric/glass", "The glory hole in studio B runs at 2150F.", "fyi glory hole B is set to 2200F now"),
    (C, "numeric/glass", "Max 8 students per intro glassblowing class.", "update: intro classes capped at 6 students from now on"),
    (C, "numeric/glass", "We keep 3 spare blowpipes in the rack by bench 2.", "spare blowpipes in the rack: 5 now (Hank bought two more)"),
    (C, "numeric/climbing", "The main wall has 42 boulder problems set.", "main wall is at 55 problems as of today's reset"),
    (C, "numeric/climbing", "Occupancy limit for the gym floor is 120 people.", "heads up - fire marshal says floor cap is 95 ppl"),
    (C, "numeric/climbing", "We have 30 pairs of rental shoes in size 42.", "size 42 rentals: only 18 pairs left after the purge"),
    (C, "numeric/piano", "Our default tuning pitch is A440.", "we tune to A442 by default now, per Evelyn"),
    (C, "numeric/piano", "The van carries 12 bass strings in stock.", "van stock currently 20 bass strings"),
    (C, "numeric/piano", "Otto can do 4 tunings a day, max.", "otto's daily max is 5 tunings now"),
    (C, "numeric/apiary", "We run 400 hives across 6 yards.", "Update: the 400 hives are now spread across 8 yards."),
    (C, "numeric/apiary", "Each brood box gets 10 frames.", "switching brood boxes to 9 frames each, wider spacing"),
    (C, "numeric/apiary", "Honey moisture must be under 18.6% before we extract.", "from now on we only extract below 18.0% moisture"),
    (C, "numeric/cobbler", "Eastgate does about 60 resoles a week.", "eastgate's doing ~85 resoles/wk lately"),
    (C, "numeric/cobbler", "Stock target: 40 pairs of Vibram 1276 soles per shop.", "Vibram 1276 stock target lowered to 25 pairs per shop"),
    (C, "numeric/cobbler", "The Harbor shop has 2 finishing machines.", "harbor has 3 finishing machines now (new one installed tues)"),
    (C, "numeric/drone", "Survey flights are flown at 120 m AGL.", "default flight altitude is now 90m AGL"),
    (C, "numeric/drone", "Front overlap on mapping missions is 75%.", "FYI we bumped front overlap to 80% for all mapping jobs"),
    (C, "numeric/drone", "We own 6 batteries for the M350.", "M350 battery count: 10 (4 new ones arrived)"),
    (C, "numeric/drone", "Minimum 5 GCPs per site.", "min ground control points per site is 8 going forward"),

    # CONTRADICTIONS: version
    (C, "version/glass", "Kiln controllers run Bartlett Genesis firmware 2.1.", "kiln controllers got updated to firmware 2.4 over the weekend"),
    (C, "version/glass", "The class booking site is on the Squarespace 7.0 template.", "booking site moved to squarespace 7.1"),
    (C, "version/glass", "Studio safety manual is rev C.", "safety manual is now revision D, pls reprint the binders"),
    (C, "version/climbing", "Front desk runs RockGymPro 5.3.", "rgp got updated, we're on 6.0 now"),
    (C, "version/climbing", "Current waiver form version is 2022-B.", "new waiver version 2024-A is live, toss the old paper ones"),
    (C, "version/climbing", "Kilter board firmware is 1.8.", "kilter board firmware now 2.0.1"),
    (C, "version/piano", "All techs use TuneLab 6 on their phones.", "we're all on TuneLab 7 now"),
    (C, "version/piano", "Verituner on Benji's iPad is version 4.2.", "benji updated verituner to 5.0 this morning"),
    (C, "version/piano", "The current price sheet is v2 (January).", "price sheet v3 is the current one, v2 is retired"),
    (C, "version/apiary", "Hive records are kept in HiveTracks 2.", "moved everyone over to hivetracks 3"),
    (C, "version/apiary", "Varroa treatment protocol doc is v1.4.", "varroa protocol doc is v2.0 now (Sunita rewrote it)"),
    (C, "version/apiary", "Extractor controller runs software 1.2.", "extractor controller sw updated -> 1.5"),
    (C, "version/cobbler", "All counters run Square register app 6.12.", "square app on all 3 counters is 6.20 now"),
    (C, "version/cobbler", "Repair ticket template is v5.", "use ticket template v6 from now on pls"),
    (C, "version/cobbler", "Label printer driver on the Harbor PC is 3.1.", "label printer driver on harbor pc upgraded to 3.4"),
    (C, "version/drone", "Processing is done in Pix4Dmapper 4.8.", "upgraded pix4dmapper to 4.9 on the workstation"),
    (C, "version/drone", "M350 firmware is v07.01.02.03.", "heads up M350 firmware is now v09.01.01.02, do not downgrade"),
    (C, "version/drone", "Controllers run DJI Pilot 2 app version 6.1.", "pilot 2 app on the controllers is 10.1 as of today"),
    (C, "version/drone", "Emlid RS3 units are on firmware 2.3.", "RS3 units flashed to firmware 2.5"),

    # CONTRADICTIONS: size_duration
    (C, "size_duration/glass", "The intro glassblowing class lasts 2 hours.", "intro class is 3 hrs now (we added a cooling demo)"),
    (C, "size_duration/glass", "Paperweights anneal for 14 hours.", "paperweights now anneal for 18h"),
    (C, "size_duration/glass", "Batch comes in 50 lb bags.", "batch comes in 25 lb bags now, easier on backs"),
    (C, "size_duration/climbing", "Youth team practice is 90 minutes.", "youth practice cut to 75 min"),
    (C, "size_duration/climbing", "We buy chalk in 5 kg tubs.", "chalk is now ordered in 10kg tubs"),
    (C, "size_duration/climbing", "A guest pass is valid for 7 days.", "guest passes are good for 14 days starting this month"),
    (C, "size_duration/piano", "A standard tuning appointment is booked for 90 minutes.", "book standard tunings as 60 min slots now"),
    (C, "size_duration/piano", "A pitch raise adds 45 minutes to the visit.", "pitch raise = +30 min in the calendar"),
    (C, "size_duration/piano", "Hammer felt comes in 1 m rolls.", "hammer felt now comes in 2m rolls from the new batch"),
    (C, "size_duration/apiary", "Our main jar size is 500 g.", "main jar size is now 340g (12 oz)"),
    (C, "size_duration/apiary", "Queen cages stay in the hive 3 days before release.", "leave queen cages in for 5 days now"),
    (C, "size_duration/apiary", "The hot box warms supers for 24 hours before extraction.", "hot box time cut to 12 hrs"),
    (C, "size_duration/cobbler", "Standard resole turnaround is 5 business days.", "resole turnaround is now 7 business days (backlog)"),
    (C, "size_duration/cobbler", "Let the contact cement cure 10 minutes before pressing.", "let the glue cure 15 mins before pressing"),
    (C, "size_duration/cobbler", "Our shoe bags are 40x60 cm.", "new shoe bags are 35x50cm"),
    (C, "size_duration/drone", "A standard 40 ha site takes 2 days in the field.", "40ha sites are done in 1 field day now with the second drone"),
    (C, "size_duration/drone", "Plan on about 35 min of flight per M350 battery pair.", "plan on 28 min per battery pair (cold + payload)"),
    (C, "size_duration/drone", "Raw imagery is retained for 12 months.", "we keep raw imagery 24 months now"),
    (C, "size_duration/drone", "Deliverable zips are capped at 2 GB.", "deliverable zips can be up to 5GB now"),

    # CONTRADICTIONS: price
    (C, "price/glass", "Intro class costs $85 per person.", "intro class price went up to $95/person"),
    (C, "price/glass", "Private lesson rate is $150/hr.", "private lessons now 175 an hour"),
    (C, "price/glass", "Clear cullet from Spruce Pine runs $1.40/lb.", "spruce pine raised cullet to 1.65 per lb"),
    (C, "price/climbing", "Day pass is $22.", "day pass $24 as of today"),
    (C, "price/climbing", "Monthly membership is $79.", "membership is now 85/mo for new signups and renewals"),
    (C, "price/climbing", "Shoe rental is $5.", "rentals are $6 now"),
    (C, "price/piano", "A standard tuning is $140.", "update: tuning price is $155"),
    (C, "price/piano", "Pitch raise surcharge is $60.", "pitch raise is +75 now"),
    (C, "price/piano", "Travel fee beyond 30 miles is $25.", "travel fee outside 30mi is now $40"),
    (C, "price/apiary", "1 lb jars retail at $12.", "1lb jars: $14 at the farm stand now"),
    (C, "price/apiary", "Almond pollination rental is $180 per hive.", "almond pollination contracts this yr: $200/hive"),
    (C, "price/apiary", "Nucs sell for $175.", "nuc price raised to 195"),
    (C, "price/cobbler", "Men's full resole is $85.", "mens full resole now $95"),
    (C, "price/cobbler", "Heel tips are $18.", "heel tips are 20 bucks starting monday"),
    (C, "price/cobbler", "Boot zipper replacement: $45.", "boot zipper replacement price is $55"),
    (C, "price/drone", "Standard topo survey under 20 ha is quoted at $1,800.", "sub-20ha topo is now quoted at $2,100"),
    (C, "price/drone", "Our Pix4D subscription costs $350/mo.", "pix4d went up to $399 a month"),
    (C, "price/drone", "Rush delivery fee is 25%.", "rush fee now 35% on top"),
    (C, "price/drone", "Field crew hourly rate is $120.", "field crew billed at $135/hr from now on"),
]

PAIRS += [
    # CONTRADICTIONS: owner
    (C, "owner/glass", "Marisol Ortega owns the furnace maintenance log.", "furnace maintenance log is Hank's now"),
    (C, "owner/glass", "Dev handles class bookings.", "class bookings -> Priya from now on"),
    (C, "owner/glass", "Gallery consignment is managed by Marisol.", "Dev Patel took over gallery consignment"),
    (C, "owner/climbing", "Jonah Reyes is our head setter.", "Leo Brandt is head setter as of this week"),
    (C, "owner/climbing", "Tasha runs the youth team.", "youth team is run by Amara now"),
    (C, "owner/climbing", "The front desk schedule is Tasha's responsibility.", "front desk schedule is owned by the ops team now, not tasha"),
    (C, "owner/piano", "Otto handles all the concert hall tunings.", "concert hall tunings are Ruth's now"),
    (C, "owner/piano", "Evelyn does the invoicing.", "invoicing moved to Benji"),
    (C, "owner/piano", "The Hollis School Steinway rebuild is Benji's project.", "Otto Fisch is lead on the hollis steinway rebuild now"),
    (C, "owner/apiary", "Walt Henning is in charge of queen rearing.", "queen rearing -> Greta this season"),
    (C, "owner/apiary", "Sunita's team does the mite counts.", "mite counts are done by Cal's crew now"),
    (C, "owner/apiary", "The farm stand is run by Greta.", "Walt's running the farm stand now"),
    (C, "owner/cobbler", "Nadia Fares manages the Eastgate shop.", "eastgate mgr is ray okafor as of today"),
    (C, "owner/cobbler", "Joe orders all the leather.", "leather ordering is Lin's job now"),
    (C, "owner/cobbler", "Ray holds the keys for the Harbor shop.", "Nadia has the harbor keys now"),
    (C, "owner/drone", "Kofi Mensah is chief pilot.", "Marco Bellini is chief pilot from now on"),
    (C, "owner/drone", "Ingrid owns QA on GIS deliverables.", "GIS QA is Dana's responsibility now"),
    (C, "owner/drone", "FAA waivers are handled by Kofi.", "part 107 waivers: ingrid is handling those now"),
    (C, "owner/drone", "Marco's team flies all the utility corridor jobs.", "utility corridor jobs belong to the north crew now"),

    # CONTRADICTIONS: schedule
    (C, "schedule/glass", "The furnace is charged every Monday night.", "we charge the furnace sunday nights now"),
    (C, "schedule/glass", "Intro classes run Saturdays at 10am.", "intro classes moved to sat 1pm"),
    (C, "schedule/glass", "Studio open hours are Wed-Sun.", "studio is open tue-sat now"),
    (C, "schedule/climbing", "Route reset happens every 2 weeks on Tuesday.", "resets are weekly now, every tues"),
    (C, "schedule/climbing", "Youth team practices Mon/Wed at 4:30.", "youth practice is tue/thu 5pm now"),
    (C, "schedule/climbing", "The gym opens at 6am on weekdays.", "weekday opening is now 7am"),
    (C, "schedule/piano", "We tune the Grace Church piano monthly.", "grace church is every 2 months now"),
    (C, "schedule/piano", "The shop is closed Mondays.", "we're closed fridays instead of mondays from now on"),
    (C, "schedule/piano", "Staff meeting every Thursday at 8am.", "staff mtg moved to tues 9"),
    (C, "schedule/apiary", "Spring hive inspections are every 10 days.", "spring inspections now every 7 days"),
    (C, "schedule/apiary", "Honey extraction days are Tuesdays.", "extraction is on thursdays now"),
    (C, "schedule/apiary", "Farm stand is open Saturdays 9-1.", "farm stand hours: sat AND sun, 9-3"),
    (C, "schedule/cobbler", "Main St opens at 9am Mon-Sat.", "main st opens at 8 now, still mon-sat"),
    (C, "schedule/cobbler", "Leather delivery comes every Wednesday.", "leather truck now comes every other friday"),
    (C, "schedule/cobbler", "Inventory count is the first Monday of the month.", "inventory count moved to the last sunday of each month"),
    (C, "schedule/drone", "Weekly ops call is Monday at 8:30.", "ops call is now mondays 7:30"),
    (C, "schedule/drone", "Battery cycle check every 30 days.", "battery check every 2 weeks now"),
    (C, "schedule/drone", "Data backups run nightly at 2am.", "backups run at 11pm now"),
    (C, "schedule/drone", "Drones get maintenance every 50 flight hours.", "maintenance interval changed to every 25 flight hrs"),

    # CONTRADICTIONS: location
    (C, "location/glass", "The studio is at 412 Foundry Lane.", "we moved! new address is 88 Kiln St, unit 4"),
    (C, "location/glass", "Spare kiln shelves are stored in the back shed.", "kiln shelves are up in the loft now"),
    (C, "location/glass", "The summer workshop is held at the Riverside pavilion.", "summer workshop location changed to Lakeview community center"),
    (C, "location/climbing", "The lost & found box is behind the front desk.", "lost and found moved to the locker room"),
    (C, "location/climbing", "Outdoor trips meet at the Granite Gap trailhead.", "outdoor trips now meet at the north lot by Eagle Rock"),
    (C, "location/climbing", "Our second location is opening in Westfield.", "second gym will be in Millbrook, not westfield"),
    (C, "location/piano", "Parts inventory is kept in Evelyn's garage.", "parts inventory moved to the storage unit on Pine Rd"),
    (C, "location/piano", "We serve the whole tri-county area.", "service area is now just the two counties (dropped Harlan)"),
    (C, "location/piano", "The rebuild shop is on Elm St.", "rebuild shop relocated to 14 Mill Rd"),
    (C, "location/apiary", "We extract in the red barn.", "extracting in the new honey house now, not the red barn"),
    (C, "location/apiary", "Overwintering yard is Creekbend.", "overwintering at the Ridge yard this year"),
    (C, "location/apiary", "Pollination hives go to Fresno County almonds.", "almond pollination moved to Kern County"),
    (C, "location/cobbler", "Online orders ship from Main St.", "online orders ship out of eastgate from now on"),
    (C, "location/cobbler", "The stitching machine is at Harbor.", "the stitcher got moved to Main St"),
    (C, "location/cobbler", "The Harbor shop is at Pier 3.", "harbor shop moved to 210 Wharf Ave"),
    (C, "location/drone", "Drones are stored in the office cage on 5th St.", "drone storage is the hangar at Kessler airfield now"),
    (C, "location/drone", "We fly jobs in Colorado and Wyoming.", "we only fly in colorado now, wyoming dropped"),
    (C, "location/drone", "The processing workstation is in the Denver office.", "processing rig moved to the Boulder office"),
    (C, "location/drone", "Field crew meets at the Golden yard at 6.", "crew meets at the Arvada yard now"),

    # CONTRADICTIONS: vendor
    (C, "vendor/glass", "We buy color rod from Reichenbach.", "replaced reichenbach with Kugler for color rod"),
    (C, "vendor/glass", "Propane supplier is AmeriGas.", "moved off amerigas, ferrellgas is our propane co now"),
    (C, "vendor/glass", "Kiln repairs are done by Olympic service.", "kiln repairs now go to Tri-State Kiln Service"),
    (C, "vendor/climbing", "Holds are bought from Teknik.", "switched hold vendor to Kilter"),
    (C, "vendor/climbing", "Chalk is supplied by Friction Labs.", "we dropped friction labs, chalk now from Metolius"),
    (C, "vendor/climbing", "Waiver software is Smartwaiver.", "replaced smartwaiver with the built-in RGP waivers"),
    (C, "vendor/piano", "Strings come from Mapes.", "string orders go to Pianotek now instead of Mapes"),
    (C, "vendor/piano", "Scheduling is on Jobber.", "moved scheduling off Jobber to Housecall Pro"),
    (C, "vendor/piano", "Our piano mover is Bell Movers.", "piano moves now go through Keys & Crates"),
    (C, "vendor/apiary", "Woodenware comes from Mann Lake.", "switched woodenware to Dadant"),
    (C, "vendor/apiary", "Jars come from Berlin Packaging.", "replaced berlin packaging w/ Uline for jars"),
    (C, "vendor/apiary", "Queens come from Olivarez.", "buying queens from Koehnen this year instead"),
    (C, "vendor/cobbler", "Soles come from Bergstrom, the Vibram distributor.", "sole supplier is now Cove Leather Supply, not bergstrom"),
    (C, "vendor/cobbler", "Our glue is Renia Colle de Cologne.", "we replaced renia with Barge cement"),
    (C, "vendor/cobbler", "POS is Square.", "moved off square, using Lightspeed now"),
    (C, "vendor/drone", "Processing is done in Pix4D.", "replaced pix4d with DroneDeploy for processing"),
    (C, "vendor/drone", "Drone insurance is with SkyWatch.", "drone insurance switched to Global Aerospace"),
    (C, "vendor/drone", "Our GNSS base is an Emlid RS3.", "swapped the emlid base for a Trimble R12i"),
    (C, "vendor/drone", "Project storage lives in Dropbox.", "moved project storage from dropbox to Google Drive"),
]

PAIRS += [
    # CONTRADICTIONS: policy
    (C, "policy/glass", "Students can take their pieces home the same day.", "pieces are NOT same-day anymore, they anneal overnight - pickup next day"),
    (C, "policy/glass", "Class cancellations are refunded up to 48h before.", "no refunds on cancellations, store credit only as of this month"),
    (C, "policy/glass", "Photography in the hot shop is allowed.", "no photos in the hot shop during classes (insurance thing)"),
    (C, "policy/climbing", "Dogs are allowed in the lobby.", "dogs are not allowed anywhere inside the gym now, lobby included"),
    (C, "policy/climbing", "Auto-belay use requires an orientation.", "auto-belays: orientation optional from now on"),
    (C, "policy/climbing", "Lead climbers pass the lead test once, no renewal needed.", "lead test has to be renewed every year now"),
    (C, "policy/piano", "We don't take player piano jobs.", "we DO take player piano jobs now, Otto got trained"),
    (C, "policy/piano", "We accept checks.", "no more checks, card or bank transfer only"),
    (C, "policy/piano", "Tunings are not guaranteed after a piano is moved.", "we now guarantee tunings for 30 days, even after moves"),
    (C, "policy/apiary", "Visitors must wear full suits in the yards.", "veils are fine for visitors, full suit not required"),
    (C, "policy/apiary", "We feed syrup in the fall only.", "we feed in spring too when stores are low"),
    (C, "policy/apiary", "We never treat with amitraz.", "apivar (amitraz) is allowed this season in the worst yards"),
    (C, "policy/cobbler", "We don't do same-day repairs.", "same day heel repairs are now offered at all shops"),
    (C, "policy/cobbler", "We don't accept handbags for repair.", "handbag repairs accepted at Main St starting this month"),
    (C, "policy/cobbler", "Customers pay on pickup.", "payment is required at drop-off now"),
    (C, "policy/drone", "Every job needs 2 people on site, pilot plus VO.", "solo ops allowed on rural sites now, VO optional"),
    (C, "policy/drone", "Clients get the raw imagery on request.", "raw imagery is not released to clients anymore, policy changed"),
    (C, "policy/drone", "Light rain is OK to fly in.", "no flying in any rain, period"),
    (C, "policy/drone", "Subcontractor pilots are allowed on utility jobs.", "utility jobs: in-house pilots only"),

    # CONTRADICTIONS: no_longer
    (C, "no_longer/glass", "We offer date-night glass classes on Fridays.", "no longer doing the friday date night classes"),
    (C, "no_longer/glass", "Hank teaches the advanced course.", "hank no longer teaches advanced"),
    (C, "no_longer/glass", "We sell gift cards at the front counter.", "gift cards aren't sold anymore"),
    (C, "no_longer/climbing", "We rent harnesses at the desk.", "harness rentals discontinued"),
    (C, "no_longer/climbing", "Leo coaches the adult clinic.", "leo isn't coaching the adult clinic anymore"),
    (C, "no_longer/climbing", "We host birthday parties on Sundays.", "we don't do sunday bday parties any more"),
    (C, "no_longer/piano", "We service harpsichords.", "we've stopped taking harpsichord work"),
    (C, "no_longer/piano", "Schools get their first tuning free.", "the free first tuning for schools is over"),
    (C, "no_longer/piano", "Ruth takes Saturday appointments.", "ruth no longer works saturdays"),
    (C, "no_longer/apiary", "We sell beeswax candles at the farm stand.", "not selling candles at the stand anymore"),
    (C, "no_longer/apiary", "Creekbend yard is active.", "creekbend yard is closed, all hives moved out"),
    (C, "no_longer/apiary", "We offer hive tours on weekends.", "no more hive tours, insurance wouldn't cover it"),
    (C, "no_longer/cobbler", "The Harbor shop does key cutting.", "key cutting at harbor discontinued"),
    (C, "no_longer/cobbler", "Every resole includes a free shoeshine.", "free shine w/ resole no longer included"),
    (C, "no_longer/cobbler", "Lin works at Eastgate.", "lin's no longer at eastgate"),
    (C, "no_longer/drone", "We offer thermal roof inspections.", "we dropped thermal roof inspections"),
    (C, "no_longer/drone", "The Phantom 4 RTK is part of the fleet.", "P4 RTK retired, no longer in the fleet"),
    (C, "no_longer/drone", "Dana handles client onboarding.", "dana no longer does onboarding"),
    (C, "no_longer/drone", "We accept jobs in Nebraska.", "not taking nebraska jobs anymore"),

    # CONTRADICTIONS: status
    (C, "status/glass", "Furnace #2 is down for a rebuild.", "furnace 2 is back up and running"),
    (C, "status/glass", "The new annealer is on order.", "new annealer arrived and is installed"),
    (C, "status/glass", "The fall class schedule is still a draft.", "fall schedule is final and published"),
    (C, "status/climbing", "The Kilter board is out of service.", "kilter board fixed, open again"),
    (C, "status/climbing", "The cave section is closed for reset.", "cave reopened this morning"),
    (C, "status/climbing", "Permit for the mezzanine is pending.", "mezzanine permit approved!!"),
    (C, "status/piano", "Hollis Steinway rebuild is in progress.", "hollis steinway rebuild complete, delivered friday"),
    (C, "status/piano", "The van is in the shop.", "van is back from repair"),
    (C, "status/piano", "Grace Church invoice is unpaid.", "grace church paid up"),
    (C, "status/apiary", "Yard 4 queen is missing.", "yard 4 requeened, new queen laying well"),
    (C, "status/apiary", "Organic certification is under review.", "organic cert approved"),
    (C, "status/apiary", "Extractor #1 is broken.", "extractor 1 repaired and working"),
    (C, "status/cobbler", "The Eastgate finisher is broken.", "finisher at eastgate works again"),
    (C, "status/cobbler", "Harbor lease renewal is pending.", "harbor lease signed for 3 more years"),
    (C, "status/cobbler", "New hire Lin is in training.", "lin finished training, working solo now"),
    (C, "status/drone", "M350 #2 is grounded.", "m350 #2 cleared to fly"),
    (C, "status/drone", "Our Part 107 night ops waiver is pending.", "night ops waiver granted"),
    (C, "status/drone", "The Hartwell quarry project is on hold.", "hartwell quarry is active again, flying next week"),
    (C, "status/drone", "Mesa Ridge deliverables are in QA.", "mesa ridge delivered to the client"),

    # CONTRADICTIONS: contact
    (C, "contact/glass", "Marisol's cell is 555-0142.", "marisol new number 555-0199"),
    (C, "contact/glass", "Class inquiries go to classes@emberglass.com.", "use hello@emberglass.com for class questions now"),
    (C, "contact/glass", "Our Spruce Pine rep is Carla, carla@sprucepinebatch.com.", "new spruce pine rep: Derek, derek@sprucepinebatch.com"),
    (C, "contact/climbing", "Jonah's email is jonah@cruxhall.com.", "jonah's email changed to jreyes@cruxhall.com"),
    (C, "contact/climbing", "For facility emergencies call Tasha at 555-0110.", "for facility emergencies call leo 555-0177 now"),
    (C, "contact/climbing", "Teknik rep phone is 555-0123.", "teknik rep number now 555-0188"),
    (C, "contact/piano", "Office line is 555-0160.", "new office number: 555-0164"),
    (C, "contact/piano", "Grace Church contact is Pastor Dale.", "grace church contact is now Ms. Ivy Chen (music director)"),
    (C, "contact/piano", "Evelyn's email is evelyn@keystonepiano.com.", "reach evelyn at evelyn.marsh@gmail.com now, work email is down"),
    (C, "contact/apiary", "Walt's phone is 555-0131.", "walt has a new cell 555-0138"),
    (C, "contact/apiary", "Almond grower contact is Ron Pereira.", "almond grower contact is now his son Tony Pereira"),
    (C, "contact/apiary", "Orders go to orders@goldlinehoney.com.", "orders go to shop@goldlinehoney.com"),
    (C, "contact/cobbler", "Main St phone is 555-0101.", "main st number changed -> 555-0107"),
    (C, "contact/cobbler", "Bergstrom rep is Mike, 555-0150.", "bergstrom contact now Julie, 555-0152"),
    (C, "contact/cobbler", "Joe's email is joe@heelandsole.com.", "joe uses giuseppe@heelandsole.com now"),
    (C, "contact/drone", "Hartwell client contact is Brian Cole.", "hartwell pm is now Angela Ruiz"),
    (C, "contact/drone", "Kofi's phone is 555-0170.", "kofi new # 555-0175"),
    (C, "contact/drone", "Support email is support@skyplat.io.", "support email is help@skyplat.io now"),
    (C, "contact/drone", "Kessler airfield ops line is 555-0190.", "kessler ops line is 555-0194 now"),
]

PAIRS += [
    # ------------------------------------------------------------------
    # DUPLICATE_LIGHT
    (L, "price/glass", "Intro class costs $85 per person.", "intro class costs $85/person"),
    (L, "schedule/glass", "Intro classes run Saturdays at 10am.", "Intro classes run on Saturdays, 10am."),
    (L, "owner/glass", "Dev handles class bookings.", "Dev handles the class bookings"),
    (L, "numeric/glass", "Max 8 students per intro glassblowing class.", "max 8 students per intro glassblowing class"),
    (L, "location/glass", "The studio is at 412 Foundry Lane.", "Studio is at 412 Foundry Ln"),
    (L, "contact/glass", "Marisol's cell is 555-0142.", "FYI marisol's cell is 555-0142"),
    (L, "vendor/glass", "We buy color rod from Reichenbach.", "we buy our color rod from reichenbach"),
    (L, "size_duration/glass", "The intro glassblowing class lasts 2 hours.", "intro glassblowing class lasts 2 hrs"),
    (L, "policy/glass", "Closed-toe shoes are required in the hot shop.", "closed toe shoes required in hot shop!"),
    (L, "numeric/glass", "The glory hole in studio B runs at 2150F.", "glory hole in studio B runs at 2150 F"),
    (L, "version/glass", "Studio safety manual is rev C.", "the studio safety manual is Rev. C"),
    (L, "status/glass", "Furnace #2 is down for a rebuild.", "furnace #2 down for rebuild"),
    (L, "owner/glass", "Hank Lindqvist is the gaffer for the Thursday demos.", "hank lindqvist is gaffer for thursday demos"),
    (L, "price/glass", "Private lesson rate is $150/hr.", "private lesson rate: $150 per hour"),
    (L, "schedule/glass", "Studio open hours are Wed-Sun.", "studio hours are Wed through Sun"),
    (L, "no_longer/glass", "We no longer sell kiln-formed dishes at the market.", "we don't sell kiln formed dishes at the market anymore"),
    (L, "contact/glass", "Class inquiries go to classes@emberglass.com.", "class inquiries -> classes@emberglass.com"),
    (L, "price/glass", "Clear cullet from Spruce Pine runs $1.40/lb.", "clear cullet (Spruce Pine) runs $1.40 a lb"),

    (L, "price/climbing", "Day pass is $22.", "day pass: $22"),
    (L, "owner/climbing", "Jonah Reyes is our head setter.", "Jonah Reyes is the head setter"),
    (L, "schedule/climbing", "Route reset happens every 2 weeks on Tuesday.", "route reset happens every 2 wks on tuesday"),
    (L, "numeric/climbing", "Occupancy limit for the gym floor is 120 people.", "occupancy limit for gym floor = 120 people"),
    (L, "vendor/climbing", "Holds are bought from Teknik.", "we buy holds from Teknik"),
    (L, "policy/climbing", "Dogs are allowed in the lobby.", "dogs allowed in lobby"),
    (L, "version/climbing", "Front desk runs RockGymPro 5.3.", "front desk runs RGP 5.3"),
    (L, "contact/climbing", "Jonah's email is jonah@cruxhall.com.", "jonah's email: jonah@cruxhall.com"),
    (L, "location/climbing", "The lost & found box is behind the front desk.", "Lost and found box is behind the front desk."),
    (L, "size_duration/climbing", "Youth team practice is 90 minutes.", "youth team practice is 90 min"),
    (L, "price/climbing", "Monthly membership is $79.", "monthly membership is $79/mo"),
    (L, "schedule/climbing", "The gym opens at 6am on weekdays.", "gym opens 6am weekdays"),
    (L, "status/climbing", "The Kilter board is out of service.", "heads up, the kilter board is out of service"),
    (L, "owner/climbing", "Tasha runs the youth team.", "Tasha runs youth team."),
    (L, "numeric/climbing", "We have 30 pairs of rental shoes in size 42.", "we have 30 pairs of size 42 rental shoes"),
    (L, "no_longer/climbing", "We stopped selling protein bars at the desk.", "stopped selling protein bars at the desk"),
    (L, "location/climbing", "Outdoor trips meet at the Granite Gap trailhead.", "outdoor trips meet at granite gap trailhead"),
    (L, "price/climbing", "Shoe rental is $5.", "shoe rentals are $5"),

    (L, "price/piano", "A standard tuning is $140.", "standard tuning is $140"),
    (L, "owner/piano", "Evelyn does the invoicing.", "Evelyn does invoicing"),
    (L, "schedule/piano", "The shop is closed Mondays.", "shop's closed on Mondays"),
    (L, "numeric/piano", "Our default tuning pitch is A440.", "our default tuning pitch is A 440"),
    (L, "version/piano", "All techs use TuneLab 6 on their phones.", "all techs use tunelab 6 on their phones"),
    (L, "vendor/piano", "Strings come from Mapes.", "strings come from Mapes."),
    (L, "contact/piano", "Office line is 555-0160.", "office line: 555-0160"),
    (L, "location/piano", "The rebuild shop is on Elm St.", "Rebuild shop is on Elm Street"),
    (L, "size_duration/piano", "A standard tuning appointment is booked for 90 minutes.", "standard tuning appt is booked for 90 min"),
    (L, "policy/piano", "We accept checks.", "we accept checks btw"),
    (L, "status/piano", "The van is in the shop.", "van's in the shop"),
    (L, "price/piano", "Travel fee beyond 30 miles is $25.", "travel fee beyond 30 mi is $25"),
    (L, "owner/piano", "Otto handles all the concert hall tunings.", "otto handles all concert hall tunings"),
    (L, "schedule/piano", "Staff meeting every Thursday at 8am.", "staff meeting every thurs at 8am"),
    (L, "price/piano", "Pitch raise surcharge is $60.", "pitch-raise surcharge is $60."),
    (L, "no_longer/piano", "We no longer rent out practice pianos.", "we no longer rent practice pianos out"),
    (L, "contact/piano", "Grace Church contact is Pastor Dale.", "grace church contact: pastor dale"),
    (L, "numeric/piano", "Otto can do 4 tunings a day, max.", "Otto can do max 4 tunings a day"),

    (L, "numeric/apiary", "We run 400 hives across 6 yards.", "we run 400 hives across 6 yards"),
    (L, "price/apiary", "1 lb jars retail at $12.", "1lb jars retail at $12"),
    (L, "owner/apiary", "Walt Henning is in charge of queen rearing.", "Walt Henning's in charge of queen rearing"),
    (L, "schedule/apiary", "Honey extraction days are Tuesdays.", "honey extraction day is tuesday"),
    (L, "vendor/apiary", "Woodenware comes from Mann Lake.", "woodenware comes from mann lake"),
    (L, "location/apiary", "We extract in the red barn.", "we extract in the Red Barn."),
    (L, "policy/apiary", "Visitors must wear full suits in the yards.", "visitors must wear full suits in the yards!!"),
    (L, "contact/apiary", "Walt's phone is 555-0131.", "Walts phone is 555-0131"),
    (L, "size_duration/apiary", "Queen cages stay in the hive 3 days before release.", "queen cages stay in hive 3 days before release"),
    (L, "version/apiary", "Hive records are kept in HiveTracks 2.", "hive records are kept in Hivetracks 2"),
    (L, "status/apiary", "Yard 4 queen is missing.", "yard 4's queen is missing"),
    (L, "price/apiary", "Nucs sell for $175.", "nucs sell for 175"),
    (L, "schedule/apiary", "Spring hive inspections are every 10 days.", "spring hive inspections every 10 days"),
    (L, "numeric/apiary", "Honey moisture must be under 18.6% before we extract.", "honey moisture must be < 18.6% before we extract"),
    (L, "owner/apiary", "The farm stand is run by Greta.", "farm stand is run by Greta"),
    (L, "no_longer/apiary", "We no longer sell comb honey by mail.", "we no longer sell comb honey via mail"),
    (L, "location/apiary", "Overwintering yard is Creekbend.", "overwintering yard: Creekbend"),
    (L, "price/apiary", "Almond pollination rental is $180 per hive.", "almond pollination rental is $180/hive"),

    (L, "price/cobbler", "Men's full resole is $85.", "mens full resole is $85"),
    (L, "owner/cobbler", "Nadia Fares manages the Eastgate shop.", "Nadia Fares manages the eastgate shop"),
    (L, "schedule/cobbler", "Main St opens at 9am Mon-Sat.", "Main St opens 9am, Mon-Sat"),
    (L, "vendor/cobbler", "Our glue is Renia Colle de Cologne.", "our glue is renia colle de cologne"),
    (L, "size_duration/cobbler", "Standard resole turnaround is 5 business days.", "standard resole turnaround: 5 business days"),
    (L, "location/cobbler", "The Harbor shop is at Pier 3.", "harbor shop is at pier 3"),
    (L, "contact/cobbler", "Main St phone is 555-0101.", "main st phone # is 555-0101"),
    (L, "policy/cobbler", "Customers pay on pickup.", "customers pay at pickup"),
    (L, "numeric/cobbler", "The Harbor shop has 2 finishing machines.", "Harbor shop has two finishing machines"),
    (L, "price/cobbler", "Heel tips are $18.", "heel tips are $18."),
    (L, "version/cobbler", "Repair ticket template is v5.", "repair ticket template is V5"),
    (L, "status/cobbler", "The Eastgate finisher is broken.", "eastgate finisher is broken"),
    (L, "owner/cobbler", "Joe orders all the leather.", "Joe orders all of the leather"),
    (L, "schedule/cobbler", "Leather delivery comes every Wednesday.", "leather delivery comes every weds"),
    (L, "no_longer/cobbler", "We no longer dye suede.", "we don't dye suede anymore"),
    (L, "price/cobbler", "Boot zipper replacement: $45.", "boot zipper replacement is $45"),
    (L, "vendor/cobbler", "POS is Square.", "our POS is Square"),
    (L, "contact/cobbler", "Joe's email is joe@heelandsole.com.", "joe's email - joe@heelandsole.com"),

    (L, "numeric/drone", "Survey flights are flown at 120 m AGL.", "survey flights flown at 120m AGL"),
    (L, "owner/drone", "Kofi Mensah is chief pilot.", "Kofi Mensah is the chief pilot"),
    (L, "vendor/drone", "Processing is done in Pix4D.", "processing is done in pix4d"),
    (L, "price/drone", "Field crew hourly rate is $120.", "field crew hourly rate is $120/hr"),
    (L, "schedule/drone", "Weekly ops call is Monday at 8:30.", "weekly ops call is mon at 8:30"),
    (L, "location/drone", "Drones are stored in the office cage on 5th St.", "drones are stored in the office cage on 5th street"),
    (L, "version/drone", "M350 firmware is v07.01.02.03.", "M350 firmware: v07.01.02.03"),
    (L, "policy/drone", "Light rain is OK to fly in.", "light rain is ok to fly in"),
    (L, "contact/drone", "Kofi's phone is 555-0170.", "kofis phone is 555-0170"),
    (L, "size_duration/drone", "Raw imagery is retained for 12 months.", "raw imagery retained for 12 mo"),
    (L, "numeric/drone", "Front overlap on mapping missions is 75%.", "front overlap on mapping missions is 75 %"),
    (L, "status/drone", "M350 #2 is grounded.", "FYI M350 #2 is grounded"),
    (L, "owner/drone", "Ingrid owns QA on GIS deliverables.", "ingrid owns QA on the GIS deliverables"),
    (L, "price/drone", "Rush delivery fee is 25%.", "rush delivery fee = 25%"),
    (L, "schedule/drone", "Data backups run nightly at 2am.", "data backups run nightly at 2 am"),
    (L, "no_longer/drone", "We no longer fly the Mavic 2 Pro on paid jobs.", "we no longer fly the mavic 2 pro on paid jobs"),
    (L, "contact/drone", "Support email is support@skyplat.io.", "support email: support@skyplat.io"),
    (L, "vendor/drone", "Drone insurance is with SkyWatch.", "drone insurance is w/ SkyWatch"),
    (L, "location/drone", "Field crew meets at the Golden yard at 6.", "field crew meets at Golden yard at 6"),
]

PAIRS += [
    # ------------------------------------------------------------------
    # DUPLICATE_HEAVY
    (H, "price/glass", "Intro class costs $85 per person.", "Each student pays 85 dollars to join an intro session."),
    (H, "numeric/glass", "Max 8 students per intro glassblowing class.", "we never put more than eight people in a beginner glassblowing session"),
    (H, "schedule/glass", "The furnace is charged every Monday night.", "Monday evenings are when we load batch into the furnace, every week."),
    (H, "owner/glass", "Marisol Ortega owns the furnace maintenance log.", "if you need the furnace upkeep records, Marisol is the one who keeps them"),
    (H, "location/glass", "Spare kiln shelves are stored in the back shed.", "looking for extra shelves for the kilns? they live out in the shed behind the studio"),
    (H, "vendor/glass", "Propane supplier is AmeriGas.", "AmeriGas delivers our propane."),
    (H, "size_duration/glass", "Paperweights anneal for 14 hours.", "a paperweight needs a 14-hour annealing cycle before it comes out"),
    (H, "policy/glass", "Closed-toe shoes are required in the hot shop.", "nobody goes into the hot shop in sandals or open shoes - toes covered, always"),
    (H, "contact/glass", "Our Spruce Pine rep is Carla, carla@sprucepinebatch.com.", "For batch orders, email Carla at carla@sprucepinebatch.com - she's our person at Spruce Pine."),
    (H, "price/glass", "Private lesson rate is $150/hr.", "one-on-one instruction is billed at a hundred fifty per hour"),
    (H, "status/glass", "The new annealer is on order.", "we've ordered the new annealer but it hasn't shown up yet"),
    (H, "schedule/glass", "Studio open hours are Wed-Sun.", "The studio is closed Mondays and Tuesdays and open the rest of the week."),
    (H, "no_longer/glass", "We offer date-night glass classes on Fridays.", "Friday evenings we run a couples' glassblowing session - the date-night one."),
    (H, "numeric/glass", "We keep 3 spare blowpipes in the rack by bench 2.", "the rack next to bench 2 holds our three backup blowpipes"),
    (H, "version/glass", "Kiln controllers run Bartlett Genesis firmware 2.1.", "The Genesis controllers on the kilns are on Bartlett firmware version 2.1."),

    (H, "price/climbing", "Day pass is $22.", "a single-day entry will run a visitor twenty-two bucks"),
    (H, "numeric/climbing", "Occupancy limit for the gym floor is 120 people.", "no more than 120 climbers and guests on the floor at any one time"),
    (H, "owner/climbing", "Jonah Reyes is our head setter.", "Route setting is led by Jonah Reyes."),
    (H, "schedule/climbing", "Youth team practices Mon/Wed at 4:30.", "the youth squad trains twice a week, mondays and wednesdays, starting 4:30pm"),
    (H, "vendor/climbing", "Chalk is supplied by Friction Labs.", "Friction Labs is who we get our chalk from"),
    (H, "policy/climbing", "Auto-belay use requires an orientation.", "before anyone clips into an auto belay they have to go through the orientation"),
    (H, "location/climbing", "Our second location is opening in Westfield.", "The new gym we're building will be in Westfield."),
    (H, "size_duration/climbing", "A guest pass is valid for 7 days.", "guest passes expire one week after they're issued"),
    (H, "contact/climbing", "For facility emergencies call Tasha at 555-0110.", "if something breaks or floods in the building, Tasha's the call - 555-0110"),
    (H, "status/climbing", "Permit for the mezzanine is pending.", "still waiting on the city to approve the mezzanine permit"),
    (H, "no_longer/climbing", "We rent harnesses at the desk.", "Harnesses are available to rent from the front desk."),
    (H, "version/climbing", "Current waiver form version is 2022-B.", "the waiver people sign right now is the 2022-B edition"),
    (H, "price/climbing", "Monthly membership is $79.", "members pay 79 dollars every month"),
    (H, "owner/climbing", "The front desk schedule is Tasha's responsibility.", "Tasha is the one who puts together the desk shifts"),
    (H, "numeric/climbing", "The main wall has 42 boulder problems set.", "there are 42 problems up on the main bouldering wall right now"),

    (H, "price/piano", "A standard tuning is $140.", "We charge a hundred and forty dollars for a regular tune."),
    (H, "owner/piano", "Evelyn does the invoicing.", "bills to customers go out from Evelyn"),
    (H, "schedule/piano", "We tune the Grace Church piano monthly.", "once a month someone goes over to Grace Church to tune their piano"),
    (H, "vendor/piano", "Our piano mover is Bell Movers.", "when a piano needs moving we call Bell Movers"),
    (H, "location/piano", "Parts inventory is kept in Evelyn's garage.", "spare parts and supplies are stored at Evelyn's place, in her garage"),
    (H, "size_duration/piano", "A pitch raise adds 45 minutes to the visit.", "If the piano needs a pitch raise, expect the appointment to run three quarters of an hour longer."),
    (H, "policy/piano", "We don't take player piano jobs.", "player pianos - we decline those"),
    (H, "numeric/piano", "Our default tuning pitch is A440.", "unless asked otherwise we set A to 440 Hz"),
    (H, "contact/piano", "Evelyn's email is evelyn@keystonepiano.com.", "To reach Evelyn by email, write to evelyn@keystonepiano.com."),
    (H, "status/piano", "Grace Church invoice is unpaid.", "Grace Church still owes us for the last invoice"),
    (H, "no_longer/piano", "Ruth takes Saturday appointments.", "on saturdays, ruth is the one booked for customer visits"),
    (H, "price/piano", "Travel fee beyond 30 miles is $25.", "jobs more than thirty miles out get an extra 25 dollar trip charge"),
    (H, "owner/piano", "The Hollis School Steinway rebuild is Benji's project.", "Benji is running the rebuild of the Steinway for Hollis School"),
    (H, "version/piano", "Verituner on Benji's iPad is version 4.2.", "Benji's iPad has Verituner, the 4.2 release"),
    (H, "schedule/piano", "The shop is closed Mondays.", "we're open tuesday through the weekend; monday no one is in"),

    (H, "numeric/apiary", "We run 400 hives across 6 yards.", "our 400 colonies are split over six bee yards"),
    (H, "price/apiary", "1 lb jars retail at $12.", "a pound of honey in a jar sells for twelve dollars"),
    (H, "owner/apiary", "Sunita's team does the mite counts.", "varroa counting is handled by Sunita and her crew"),
    (H, "schedule/apiary", "Farm stand is open Saturdays 9-1.", "The stand is only open one day a week: Saturday morning from nine until one."),
    (H, "vendor/apiary", "Queens come from Olivarez.", "we source our queen bees from Olivarez"),
    (H, "location/apiary", "Pollination hives go to Fresno County almonds.", "the hives we rent out for almonds end up in orchards in Fresno County"),
    (H, "size_duration/apiary", "The hot box warms supers for 24 hours before extraction.", "supers sit in the warming room for a full day before we spin them"),
    (H, "policy/apiary", "We never treat with amitraz.", "amitraz products are off-limits in our hives"),
    (H, "contact/apiary", "Almond grower contact is Ron Pereira.", "For anything about the almond contract, talk to Ron Pereira at the orchard."),
    (H, "status/apiary", "Organic certification is under review.", "the certifier is still looking at our organic application"),
    (H, "numeric/apiary", "Each brood box gets 10 frames.", "we fill every brood box with ten frames"),
    (H, "no_longer/apiary", "We offer hive tours on weekends.", "Saturdays and Sundays, visitors can book a tour of the hives."),
    (H, "price/apiary", "Almond pollination rental is $180 per hive.", "growers pay us 180 for each colony placed in their almonds"),
    (H, "version/apiary", "Varroa treatment protocol doc is v1.4.", "The current mite treatment procedure document is version 1.4."),
    (H, "owner/apiary", "Walt Henning is in charge of queen rearing.", "raising new queens is Walt's area"),

    (H, "price/cobbler", "Men's full resole is $85.", "a complete new sole on a men's shoe costs the customer 85 dollars"),
    (H, "owner/cobbler", "Nadia Fares manages the Eastgate shop.", "The Eastgate store is run by Nadia."),
    (H, "schedule/cobbler", "Inventory count is the first Monday of the month.", "we count stock at the start of each month, on that month's first monday"),
    (H, "vendor/cobbler", "Soles come from Bergstrom, the Vibram distributor.", "Our Vibram soles are ordered through Bergstrom."),
    (H, "location/cobbler", "Online orders ship from Main St.", "anything bought on the website gets packed and mailed at the Main St shop"),
    (H, "size_duration/cobbler", "Standard resole turnaround is 5 business days.", "tell customers a normal resole is ready in one work week"),
    (H, "policy/cobbler", "We don't accept handbags for repair.", "bags and purses: we turn them away, shoes only"),
    (H, "contact/cobbler", "Bergstrom rep is Mike, 555-0150.", "if you need something from Bergstrom, call Mike on 555-0150"),
    (H, "numeric/cobbler", "Eastgate does about 60 resoles a week.", "roughly sixty pairs get resoled at Eastgate each week"),
    (H, "status/cobbler", "Harbor lease renewal is pending.", "we're still waiting on the landlord to sign the Harbor renewal"),
    (H, "no_longer/cobbler", "The Harbor shop does key cutting.", "Customers can get keys cut at our Harbor location."),
    (H, "price/cobbler", "Heel tips are $18.", "replacing the heel tips costs eighteen dollars"),
    (H, "owner/cobbler", "Ray holds the keys for the Harbor shop.", "the person with the Harbor keys is Ray"),
    (H, "schedule/cobbler", "Main St opens at 9am Mon-Sat.", "Main St unlocks its doors at nine, six days a week, Sunday closed"),
    (H, "version/cobbler", "All counters run Square register app 6.12.", "Every register tablet is on version 6.12 of the Square app."),

    (H, "numeric/drone", "Survey flights are flown at 120 m AGL.", "we fly mapping missions 120 meters above the ground"),
    (H, "owner/drone", "FAA waivers are handled by Kofi.", "Kofi takes care of anything to do with FAA waivers"),
    (H, "vendor/drone", "Our GNSS base is an Emlid RS3.", "the base station we set up on site is Emlid's RS3"),
    (H, "price/drone", "Standard topo survey under 20 ha is quoted at $1,800.", "for a topographic job smaller than 20 hectares, the quote is 1800 dollars"),
    (H, "schedule/drone", "Battery cycle check every 30 days.", "Once a month, each battery goes through a cycle check."),
    (H, "location/drone", "The processing workstation is in the Denver office.", "the big machine we process on sits in our Denver office"),
    (H, "policy/drone", "Every job needs 2 people on site, pilot plus VO.", "no one flies alone - each job has a pilot and a visual observer"),
    (H, "size_duration/drone", "A standard 40 ha site takes 2 days in the field.", "budget two field days for a normal 40-hectare site"),
    (H, "contact/drone", "Hartwell client contact is Brian Cole.", "Our point of contact at Hartwell is Brian Cole."),
    (H, "status/drone", "The Hartwell quarry project is on hold.", "Hartwell quarry is paused for now, no flights scheduled"),
    (H, "numeric/drone", "Minimum 5 GCPs per site.", "every site needs at least five ground control points"),
    (H, "no_longer/drone", "We offer thermal roof inspections.", "Thermal inspections of roofs are one of our services."),
    (H, "version/drone", "Processing is done in Pix4Dmapper 4.8.", "the Pix4Dmapper build we process with is 4.8"),
    (H, "price/drone", "Our Pix4D subscription costs $350/mo.", "we pay Pix4D 350 dollars every month"),
    (H, "owner/drone", "Kofi Mensah is chief pilot.", "The lead pilot for the company is Kofi."),
    (H, "schedule/drone", "Drones get maintenance every 50 flight hours.", "each aircraft is serviced after 50 hours in the air"),
]

PAIRS += [
    # ------------------------------------------------------------------
    # NEGATIVES: hard
    (N, "contact/glass", "The front door code is 4411.", "the back door code is 9921"),  # hard
    (N, "price/glass", "Intro class costs $85 per person.", "the advanced class costs $140 per person"),  # hard
    (N, "vendor/glass", "We buy color rod from Reichenbach.", "also - frit comes from Bullseye"),  # hard
    (N, "numeric/glass", "The glory hole in studio B runs at 2150F.", "glory hole in studio A runs at 2250F"),  # hard
    (N, "schedule/glass", "Intro classes run Saturdays at 10am.", "intro classes run saturdays at 10am; kids classes are sundays at 11"),  # hard
    (N, "owner/glass", "Dev handles class bookings.", "Priya handles gallery sales"),  # hard
    (N, "location/glass", "Spare kiln shelves are stored in the back shed.", "spare kiln posts are in the bin under bench 3"),  # hard
    (N, "size_duration/glass", "Paperweights anneal for 14 hours.", "goblets anneal for 8 hours"),  # hard
    (N, "policy/glass", "Closed-toe shoes are required in the hot shop.", "closed-toe shoes required in the hot shop, and long hair tied back too"),  # hard
    (N, "contact/glass", "Marisol's cell is 555-0142.", "Hank's cell is 555-0147"),  # hard
    (N, "status/glass", "Furnace #2 is down for a rebuild.", "furnace #1 is running fine, use that one for demos"),  # hard

    (N, "price/climbing", "Day pass is $22.", "kids day pass is $15"),  # hard
    (N, "schedule/climbing", "Youth team practices Mon/Wed at 4:30.", "adult clinic is mon/wed at 7pm"),  # hard
    (N, "vendor/climbing", "Holds are bought from Teknik.", "volumes we get from Kilter too, holds still Teknik"),  # hard
    (N, "owner/climbing", "Jonah Reyes is our head setter.", "Amara is the assistant setter, reports to Jonah"),  # hard
    (N, "numeric/climbing", "We have 30 pairs of rental shoes in size 42.", "we have 22 pairs of size 38 rentals"),  # hard
    (N, "location/climbing", "The lost & found box is behind the front desk.", "first aid kit is behind the front desk, next to the lost & found box"),  # hard
    (N, "contact/climbing", "Teknik rep phone is 555-0123.", "kilter rep phone is 555-0129"),  # hard
    (N, "status/climbing", "The Kilter board is out of service.", "the moonboard is working fine"),  # hard
    (N, "size_duration/climbing", "Youth team practice is 90 minutes.", "adult clinic sessions are 60 minutes"),  # hard
    (N, "policy/climbing", "Dogs are allowed in the lobby.", "dogs allowed in the lobby, but must be leashed"),  # hard
    (N, "price/climbing", "Monthly membership is $79.", "monthly membership $79; annual is $790 if paid upfront"),  # hard

    (N, "price/piano", "A standard tuning is $140.", "grand piano tuning is $170"),  # hard
    (N, "owner/piano", "Otto handles all the concert hall tunings.", "Ruth handles the school district tunings"),  # hard
    (N, "vendor/piano", "Strings come from Mapes.", "hammers and felts we order from Abel"),  # hard
    (N, "schedule/piano", "We tune the Grace Church piano monthly.", "we tune the St. Mark's organ-room piano quarterly"),  # hard
    (N, "contact/piano", "Office line is 555-0160.", "the after-hours line is 555-0166"),  # hard
    (N, "location/piano", "The rebuild shop is on Elm St.", "the rebuild shop on Elm St has a loading dock in the alley, use that for deliveries"),  # hard
    (N, "numeric/piano", "The van carries 12 bass strings in stock.", "van also carries 30 treble strings"),  # hard
    (N, "size_duration/piano", "A standard tuning appointment is booked for 90 minutes.", "regulation jobs are booked as full-day appointments"),  # hard
    (N, "policy/piano", "We accept checks.", "we also take venmo now"),  # hard
    (N, "status/piano", "The van is in the shop.", "the loaner car from the garage is in the side lot"),  # hard
    (N, "price/piano", "Travel fee beyond 30 miles is $25.", "no travel fee inside 30 miles"),  # hard

    (N, "numeric/apiary", "Each brood box gets 10 frames.", "honey supers get 9 frames each"),  # hard
    (N, "owner/apiary", "Sunita's team does the mite counts.", "Sunita's team also does the sugar rolls in yard 2"),  # hard
    (N, "vendor/apiary", "Jars come from Berlin Packaging.", "lids and labels come from Uline"),  # hard
    (N, "location/apiary", "Overwintering yard is Creekbend.", "the nuc yard is behind the honey house"),  # hard
    (N, "price/apiary", "1 lb jars retail at $12.", "2 lb jars retail at $22"),  # hard
    (N, "schedule/apiary", "Honey extraction days are Tuesdays.", "bottling day is wednesday"),  # hard
    (N, "status/apiary", "Yard 4 queen is missing.", "yard 5 queen spotted, laying fine"),  # hard
    (N, "contact/apiary", "Walt's phone is 555-0131.", "Greta's phone is 555-0136"),  # hard
    (N, "policy/apiary", "Visitors must wear full suits in the yards.", "visitors must wear full suits in the yards and sign the waiver first"),  # hard
    (N, "size_duration/apiary", "Our main jar size is 500 g.", "we also do a 250g gift jar for the holidays"),  # hard
    (N, "numeric/apiary", "We run 400 hives across 6 yards.", "the Miller yard holds 72 of the hives"),  # hard

    (N, "price/cobbler", "Men's full resole is $85.", "womens full resole is $75"),  # hard
    (N, "owner/cobbler", "Nadia Fares manages the Eastgate shop.", "Ray Okafor manages Harbor"),  # hard
    (N, "schedule/cobbler", "Main St opens at 9am Mon-Sat.", "eastgate opens at 10am mon-sat"),  # hard
    (N, "vendor/cobbler", "Our glue is Renia Colle de Cologne.", "thread comes from Barbour, glue is still Renia"),  # hard
    (N, "contact/cobbler", "Main St phone is 555-0101.", "eastgate phone is 555-0102"),  # hard
    (N, "location/cobbler", "The stitching machine is at Harbor.", "the patcher machine is at Main St"),  # hard
    (N, "numeric/cobbler", "The Harbor shop has 2 finishing machines.", "main st has 1 finishing machine"),  # hard
    (N, "policy/cobbler", "Customers pay on pickup.", "customers pay on pickup; deposits only for custom boots"),  # hard
    (N, "size_duration/cobbler", "Standard resole turnaround is 5 business days.", "heel-only repairs turn around in 2 days"),  # hard
    (N, "status/cobbler", "The Eastgate finisher is broken.", "eastgate's stitcher is working fine"),  # hard
    (N, "price/cobbler", "Heel tips are $18.", "heel tips $18, plus $5 if they want rubber toe taps too"),  # hard

    (N, "numeric/drone", "Survey flights are flown at 120 m AGL.", "inspection flights are flown at 40m AGL"),  # hard
    (N, "numeric/drone", "Front overlap on mapping missions is 75%.", "side overlap on mapping missions is 65%"),  # hard
    (N, "owner/drone", "Ingrid owns QA on GIS deliverables.", "Ingrid also owns the client portal setup"),  # hard
    (N, "vendor/drone", "Processing is done in Pix4D.", "point cloud cleanup happens in CloudCompare, pix4d still does processing"),  # hard
    (N, "contact/drone", "Kofi's phone is 555-0170.", "Marco's phone is 555-0172"),  # hard
    (N, "schedule/drone", "Weekly ops call is Monday at 8:30.", "monthly safety review is the first friday at 3"),  # hard
    (N, "price/drone", "Field crew hourly rate is $120.", "office/processing hourly rate is $95"),  # hard
    (N, "location/drone", "Drones are stored in the office cage on 5th St.", "spare props and batteries are stored in the van, drones stay in the cage"),  # hard
    (N, "status/drone", "M350 #2 is grounded.", "m350 #1 is good to go for tomorrow"),  # hard
    (N, "size_duration/drone", "Raw imagery is retained for 12 months.", "processed deliverables are kept for 5 years"),  # hard
    (N, "policy/drone", "Light rain is OK to fly in.", "light rain is ok to fly in but no flights above 25 mph gusts"),  # hard
]

PAIRS += [
    # NEGATIVES: unrelated, same org
    (N, "price/glass", "Intro class costs $85 per person.", "Hank's out sick thursday, demo cancelled"),
    (N, "schedule/glass", "The furnace is charged every Monday night.", "new gloves (kevlar, size L) are in the cabinet"),
    (N, "vendor/glass", "Propane supplier is AmeriGas.", "gallery wall needs repainting before the holiday show"),
    (N, "owner/glass", "Gallery consignment is managed by Marisol.", "benches 1-3 got new jacks, old ones in the bin"),
    (N, "location/glass", "The studio is at 412 Foundry Lane.", "we need more paper towels in the bathroom lol"),
    (N, "contact/glass", "Class inquiries go to classes@emberglass.com.", "The pumpkin patch workshop sold out in 3 days."),
    (N, "size_duration/glass", "The intro glassblowing class lasts 2 hours.", "remember to log glass color usage for tax purposes"),
    (N, "policy/glass", "Photography in the hot shop is allowed.", "marver table 2 has a chip on the edge, careful"),
    (N, "numeric/glass", "Max 8 students per intro glassblowing class.", "Dev wants feedback on the new website photos by friday"),
    (N, "version/glass", "Studio safety manual is rev C.", "the shop vac is in the back hallway now that the shelf is gone"),
    (N, "status/glass", "The fall class schedule is still a draft.", "annual fire extinguisher inspection passed"),
    (N, "no_longer/glass", "We sell gift cards at the front counter.", "someone left a blue hoodie by bench 4"),
    (N, "price/glass", "Clear cullet from Spruce Pine runs $1.40/lb.", "students keep forgetting safety glasses - put a sign on the door"),
    (N, "schedule/glass", "Studio open hours are Wed-Sun.", "Priya's ordering new aprons w/ the logo"),
    (N, "owner/glass", "Hank Lindqvist is the gaffer for the Thursday demos.", "the parking lot will be repaved sometime in june"),
    (N, "vendor/glass", "Kiln repairs are done by Olympic service.", "Marisol is speaking at the craft council meeting on the 12th"),
    (N, "numeric/glass", "We keep 3 spare blowpipes in the rack by bench 2.", "customer asked about wedding favors, 120 small hearts - Dev to quote"),
    (N, "contact/glass", "Marisol's cell is 555-0142.", "instagram post about the ornament class got 4k likes"),
    (N, "policy/glass", "Class cancellations are refunded up to 48h before.", "the glory hole door hinge squeaks, needs grease"),
    (N, "location/glass", "The summer workshop is held at the Riverside pavilion.", "we're out of the small jacks, back order w/ the supplier"),

    (N, "price/climbing", "Day pass is $22.", "the toilet in the women's locker room is clogged again"),
    (N, "schedule/climbing", "Route reset happens every 2 weeks on Tuesday.", "Amara passed her CWA instructor cert!"),
    (N, "owner/climbing", "Tasha runs the youth team.", "there's a crack in the mat seam near the cave, taped for now"),
    (N, "vendor/climbing", "Waiver software is Smartwaiver.", "staff t-shirts came in, grab yours from the office"),
    (N, "location/climbing", "Outdoor trips meet at the Granite Gap trailhead.", "Reminder: lock the retail case at close."),
    (N, "numeric/climbing", "Occupancy limit for the gym floor is 120 people.", "comp sign-ups open on the 1st"),
    (N, "contact/climbing", "Jonah's email is jonah@cruxhall.com.", "new holds for the kids wall are in the setting room"),
    (N, "policy/climbing", "Auto-belay use requires an orientation.", "the espresso machine is descaled, don't touch the red button"),
    (N, "size_duration/climbing", "A guest pass is valid for 7 days.", "Leo is on vacation until the 18th"),
    (N, "version/climbing", "Front desk runs RockGymPro 5.3.", "hangboard in the training room is loose, jonah will fix"),
    (N, "status/climbing", "The cave section is closed for reset.", "we sold out of chalk bags with the logo"),
    (N, "no_longer/climbing", "We host birthday parties on Sundays.", "yoga room AC making a weird noise"),
    (N, "price/climbing", "Shoe rental is $5.", "Tasha wants everyone to do the CPR refresher this quarter"),
    (N, "schedule/climbing", "The gym opens at 6am on weekdays.", "local news might film here next week, look presentable"),
    (N, "owner/climbing", "The front desk schedule is Tasha's responsibility.", "grip tape for the campus board is in drawer 2"),
    (N, "vendor/climbing", "Chalk is supplied by Friction Labs.", "someone's been parking in the fire lane, pls ask them to move"),
    (N, "location/climbing", "Our second location is opening in Westfield.", "the route setting drill battery charger is broken"),
    (N, "numeric/climbing", "The main wall has 42 boulder problems set.", "member survey results are in the shared drive"),
    (N, "policy/climbing", "Dogs are allowed in the lobby.", "ok so the printer at the desk needs toner again"),
    (N, "contact/climbing", "For facility emergencies call Tasha at 555-0110.", "Youth comp results posted on the board"),

    (N, "price/piano", "A standard tuning is $140.", "Benji found a mouse nest in the Hendricks upright, lol"),
    (N, "schedule/piano", "Staff meeting every Thursday at 8am.", "need more rubber mutes, order a box"),
    (N, "owner/piano", "Evelyn does the invoicing.", "the Hollis kids want to watch the rebuild, maybe a field trip"),
    (N, "vendor/piano", "Scheduling is on Jobber.", "the Yamaha U1 at the Lindgren house has a sticky F#4"),
    (N, "location/piano", "Parts inventory is kept in Evelyn's garage.", "remember to log humidity readings at the church"),
    (N, "contact/piano", "Grace Church contact is Pastor Dale.", "Otto's tuning hammer tip is worn, replace"),
    (N, "numeric/piano", "Our default tuning pitch is A440.", "customer on Birch Ave has a cat that bites, heads up"),
    (N, "size_duration/piano", "A pitch raise adds 45 minutes to the visit.", "the van needs an oil change soon"),
    (N, "policy/piano", "Tunings are not guaranteed after a piano is moved.", "website reviews are up to 4.9 stars"),
    (N, "version/piano", "All techs use TuneLab 6 on their phones.", "Ruth's going to the PTG convention in July"),
    (N, "status/piano", "Hollis Steinway rebuild is in progress.", "we got a thank-you card from the Morales family"),
    (N, "no_longer/piano", "We service harpsichords.", "key leads arrived but the box was damaged, check count"),
    (N, "price/piano", "Pitch raise surcharge is $60.", "please update your mileage logs by month end"),
    (N, "owner/piano", "Otto handles all the concert hall tunings.", "new business cards are in the van glovebox"),
    (N, "schedule/piano", "The shop is closed Mondays.", "the Estonia grand at the music school needs voicing next visit"),
    (N, "vendor/piano", "Strings come from Mapes.", "Evelyn wants photos of every soundboard crack for the records"),
    (N, "contact/piano", "Office line is 555-0160.", "a customer asked if we buy used pianos - we don't know yet, ask Evelyn"),
    (N, "location/piano", "We serve the whole tri-county area.", "the humidity control system install at Grace went fine"),
    (N, "numeric/piano", "Otto can do 4 tunings a day, max.", "remember the ladder in the shop is wobbly"),
    (N, "price/piano", "Travel fee beyond 30 miles is $25.", "Benji's birthday is friday, cake at 3"),

    (N, "price/apiary", "Nucs sell for $175.", "bear got into the Ridge yard fence again, 2 hives tipped"),
    (N, "schedule/apiary", "Spring hive inspections are every 10 days.", "new hive tool order arrived, 20 of them"),
    (N, "owner/apiary", "Walt Henning is in charge of queen rearing.", "the forklift needs hydraulic fluid"),
    (N, "vendor/apiary", "Woodenware comes from Mann Lake.", "label printer jammed, use the spare one"),
    (N, "location/apiary", "We extract in the red barn.", "Greta wants to try a lavender honey batch"),
    (N, "contact/apiary", "Orders go to orders@goldlinehoney.com.", "the county fair booth application is due the 30th"),
    (N, "numeric/apiary", "Honey moisture must be under 18.6% before we extract.", "swarm call on Oak Hollow rd, Cal picked it up"),
    (N, "size_duration/apiary", "Queen cages stay in the hive 3 days before release.", "bee suits need washing, bag them up"),
    (N, "policy/apiary", "We feed syrup in the fall only.", "The truck registration expires in September."),
    (N, "version/apiary", "Hive records are kept in HiveTracks 2.", "smoker fuel (pine needles) is in the shed"),
    (N, "status/apiary", "Organic certification is under review.", "a customer left a great review about the buckwheat honey"),
    (N, "no_longer/apiary", "We sell beeswax candles at the farm stand.", "Sunita got stung on the eyelid, she's fine, taking the day off"),
    (N, "price/apiary", "1 lb jars retail at $12.", "the pallet jack wheel is busted"),
    (N, "schedule/apiary", "Farm stand is open Saturdays 9-1.", "Yard 3 is really muddy, take the truck not the van"),
    (N, "owner/apiary", "The farm stand is run by Greta.", "we had 14 swarms reported this week, wild"),
    (N, "location/apiary", "Pollination hives go to Fresno County almonds.", "Walt wants all frames branded with the year"),
    (N, "vendor/apiary", "Queens come from Olivarez.", "pls don't leave the honey house door open, robbing!!"),
    (N, "contact/apiary", "Almond grower contact is Ron Pereira.", "sugar delivery is 2 pallets short, call the supplier"),
    (N, "numeric/apiary", "We run 400 hives across 6 yards.", "winter losses meeting notes are in the shared folder"),
    (N, "policy/apiary", "Visitors must wear full suits in the yards.", "the extractor bearings were greased yesterday"),

    (N, "price/cobbler", "Men's full resole is $85.", "harbor's front window got a crack, landlord notified"),
    (N, "schedule/cobbler", "Leather delivery comes every Wednesday.", "customer Mrs. Albright picked up her boots, ticket 4471 closed"),
    (N, "owner/cobbler", "Joe orders all the leather.", "Lin wants to learn welt stitching, Joe will show her"),
    (N, "vendor/cobbler", "POS is Square.", "the shoe stretcher at main st is missing a peg"),
    (N, "location/cobbler", "The Harbor shop is at Pier 3.", "we need more ticket stubs at eastgate"),
    (N, "contact/cobbler", "Joe's email is joe@heelandsole.com.", "remember to sweep the sanding dust at close, it gets everywhere"),
    (N, "numeric/cobbler", "Eastgate does about 60 resoles a week.", "a guy brought in 1950s army boots, Joe is thrilled"),
    (N, "size_duration/cobbler", "Let the contact cement cure 10 minutes before pressing.", "the radio at harbor is broken, bring one from home if u want"),
    (N, "policy/cobbler", "We don't do same-day repairs.", "Nadia's out next week for her sister's wedding"),
    (N, "version/cobbler", "Repair ticket template is v5.", "the back door at main st sticks in the rain"),
    (N, "status/cobbler", "Harbor lease renewal is pending.", "new polish colors in: oxblood and navy"),
    (N, "no_longer/cobbler", "Every resole includes a free shoeshine.", "Ray fixed the extractor fan in the glue room"),
    (N, "price/cobbler", "Boot zipper replacement: $45.", "please stop using the good scissors for cardboard"),
    (N, "schedule/cobbler", "Inventory count is the first Monday of the month.", "google reviews for eastgate are up to 212"),
    (N, "owner/cobbler", "Ray holds the keys for the Harbor shop.", "customer complained about a scuff on her loafers, Nadia refunded the shine"),
    (N, "vendor/cobbler", "Soles come from Bergstrom, the Vibram distributor.", "The holiday party will be at Rosa's Trattoria."),
    (N, "location/cobbler", "Online orders ship from Main St.", "Lin's sewing machine needs a new needle pack"),
    (N, "numeric/cobbler", "Stock target: 40 pairs of Vibram 1276 soles per shop.", "water leak under the sink at harbor, plumber coming thurs"),
    (N, "policy/cobbler", "Customers pay on pickup.", "joe is doing a shoe care demo at the farmers market sat"),
    (N, "contact/cobbler", "Bergstrom rep is Mike, 555-0150.", "the finishing wheel brushes are worn, order 4"),

    (N, "price/drone", "Rush delivery fee is 25%.", "the van's tire pressure light is on again"),
    (N, "schedule/drone", "Data backups run nightly at 2am.", "Dana's kid is sick, she's remote today"),
    (N, "owner/drone", "Marco's team flies all the utility corridor jobs.", "new hi-vis vests with logo are in the closet"),
    (N, "vendor/drone", "Project storage lives in Dropbox.", "coffee machine in the office is broken, sorry"),
    (N, "location/drone", "We fly jobs in Colorado and Wyoming.", "hartwell sent a thank you email for the volume report"),
    (N, "contact/drone", "Support email is support@skyplat.io.", "a hawk buzzed the M350 at Mesa Ridge, no damage"),
    (N, "numeric/drone", "We own 6 batteries for the M350.", "Ingrid is presenting at the GIS meetup on the 22nd"),
    (N, "size_duration/drone", "Deliverable zips are capped at 2 GB.", "TFR over the stadium saturday, check before flying downtown"),
    (N, "policy/drone", "Subcontractor pilots are allowed on utility jobs.", "the checkerboard GCP targets are getting faded, repaint"),
    (N, "version/drone", "Emlid RS3 units are on firmware 2.3.", "Kofi renewed his part 107 recurrent training"),
    (N, "status/drone", "Mesa Ridge deliverables are in QA.", "we got a new inquiry from a solar farm developer in Pueblo"),
    (N, "no_longer/drone", "The Phantom 4 RTK is part of the fleet.", "office wifi password is on the fridge"),
    (N, "price/drone", "Standard topo survey under 20 ha is quoted at $1,800.", "the tripod latch is broken on tripod #3"),
    (N, "schedule/drone", "Battery cycle check every 30 days.", "Marco wants to test the new lidar payload next month"),
    (N, "owner/drone", "Kofi Mensah is chief pilot.", "please label all SD cards with job number before handing in"),
    (N, "vendor/drone", "Drone insurance is with SkyWatch.", "big wind event forecast for thursday, plan office work"),
    (N, "location/drone", "The processing workstation is in the Denver office.", "the landing pads need to be cleaned, mud everywhere"),
    (N, "contact/drone", "Hartwell client contact is Brian Cole.", "Dana set up the new expense system, receipts go in the app"),
    (N, "numeric/drone", "Minimum 5 GCPs per site.", "holiday schedule: office closed dec 24 - jan 1"),
    (N, "policy/drone", "Every job needs 2 people on site, pilot plus VO.", "the county posted a new RFP for floodplain mapping"),
]

PAIRS += [
    # CONTRADICTIONS: extra, more varied phrasing
    (C, "numeric/cobbler", "Each shop keeps 2 spare sets of finishing brushes.", "heads up: we're keeping 4 spare brush sets at every shop going forward, Joe's orders"),
    (C, "numeric/apiary", "ok so the target is 2 supers per hive at the Miller yard", "As of today, Miller yard hives get three supers each - the flow is strong."),
    (C, "version/piano", "Evelyn's laptop runs QuickBooks Desktop 2022.", "FYI evelyn upgraded quickbooks, she's on the 2024 desktop edition now"),
    (C, "version/climbing", "setting guide doc is v3", "Update: please use version 4 of the route setting guide, v3 is outdated."),
    (C, "size_duration/glass", "Kids' summer camp runs for one week.", "heads up the kids summer camp is two weeks long this yr"),
    (C, "size_duration/drone", "client video flyovers are 3 min long", "From now on, flyover videos we deliver to clients should be kept to 90 seconds."),
    (C, "price/apiary", "beeswax blocks r $10/lb at the stand", "Update: beeswax is $13 per pound at the farm stand now."),
    (C, "price/glass", "Gallery takes a 40% commission on consigned pieces.", "commission on consignment is 35% currently, Marisol lowered it"),
    (C, "owner/cobbler", "Custom boot orders are Giuseppe's.", "custom boots -> nadia from now on, joe's hands need a break"),
    (C, "owner/apiary", "Cal does all the truck driving to the almond orchards.", "FYI the almond hauling is Sunita's job this year, she got her CDL"),
    (C, "schedule/climbing", "Ladies night is the first Thursday of each month.", "ladies nite is now every thursday!!"),
    (C, "schedule/piano", "Benji does school tunings in June and August.", "From now on school tunings happen once a year, in August only."),
    (C, "location/cobbler", "the returns bin is by the register at eastgate", "Eastgate returns bin has been moved to the back room, next to the sink."),
    (C, "location/apiary", "Extra bee suits are hanging in the honey house.", "spare suits now hang in the equipment shed, not the honey house"),
    (C, "vendor/piano", "Tuning pins come from Pianotek.", "we get tuning pins from Schaff now, pianotek kept backordering"),
    (C, "vendor/cobbler", "our leather supplier is Horween via Tandy", "Update: moved off Tandy, we buy our Horween direct from the tannery now."),
    (C, "policy/glass", "Assistants are not allowed to run the furnace alone.", "as of today trained assistants CAN run the furnace solo (Marisol signed off)"),
    (C, "policy/apiary", "Pollination contracts require 50% payment up front", "we no longer ask for a deposit on pollination contracts, full payment on delivery of the hives"),
    (C, "no_longer/piano", "We offer rental pianos for events.", "heads up - we're out of the event piano rental business, tell callers no"),
    (C, "no_longer/glass", "Dev runs the Tuesday open studio.", "Dev is no longer running tuesday open studio"),
    (C, "status/cobbler", "main st ac is broken", "Main St air conditioning fixed yesterday, all good."),
    (C, "status/glass", "The kiln-formed dish order for the Hart wedding is waiting on payment.", "hart wedding order paid in full, go ahead and fire the dishes"),
    (C, "contact/apiary", "sugar supplier contact is Dale at Valley Feed 555-0140", "Valley Feed has a new rep for us: Marcy, 555-0145."),
    (C, "contact/climbing", "Outdoor guide service contact: Rocky Mtn Guides, Pete.", "our guide service contact is Laura now, pete left rocky mtn guides"),
]

if __name__ == "__main__":
    from collections import Counter

    assert isinstance(PAIRS, list)
    for p in PAIRS:
        assert isinstance(p, tuple) and len(p) == 4, p
        assert all(isinstance(x, str) for x in p), p
        label, ko, older, newer = p
        assert label in LABELS, p
        kind, org = ko.split("/")
        assert kind in KINDS, p
        assert org in ORGS, p
        assert older.strip() and newer.strip(), p
        assert older != newer, p
    assert len(set(PAIRS)) == len(PAIRS), "repeated pair"
    assert len(set((p[2], p[3]) for p in PAIRS)) == len(PAIRS), "repeated memo pair"

    by_label = Counter(p[0] for p in PAIRS)
    c_kind = Counter(p[1].split("/")[0] for p in PAIRS if p[0] == C)
    by_org = Counter(p[1].split("/")[1] for p in PAIRS)

    assert by_label[C] >= 210, by_label
    assert by_label[L] >= 105, by_label
    assert by_label[H] >= 85, by_label
    assert by_label[N] >= 180, by_label
    for k in KINDS:
        assert c_kind[k] >= 18, (k, c_kind[k])
    for o in ORGS:
        assert by_org[o] > 0, o

    with open(__file__, encoding="utf-8") as f:
        src_lines = f.read().splitlines()
    n_hard = sum(1 for ln in src_lines
                 if ln.rstrip().endswith("# hard") and ln.lstrip().startswith("(N,"))
    assert n_hard >= 60, n_hard

    print("Total pairs:", len(PAIRS))
    print("Per label:")
    for lab in LABELS:
        print(f"  {lab}: {by_label[lab]}")
    print(f"  (hard negatives: {n_hard})")
    print("Contradictions per kind:")
    for k in KINDS:
        print(f"  {k}: {c_kind[k]}")
    print("Per org:")
    for o in ORGS:
        print(f"  {o}: {by_org[o]}")
    print("All checks passed")
