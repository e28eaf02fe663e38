# Development data since 2026-12-03 (session 25): released after its last held-out measurement, below.
# Held-out memo pairs no. 23 (611 pairs: 228 contradictions, 108 light and 90 heavy duplicates, 185
# negatives; six organisations: an aerial ropeway operator, a funeral home, a locksmith company, a vertical farm, a
# robotics summer camp, a pet grooming salon; categories are kind/organisation), written on 2026-12-03 by a helper
# that never saw the rules or the other sets. Its misses were not read. Measured by the lead only (python -m
# tests.memo_pair_quality twentythird): at 879c4f0 (session 24's start) contradictions P 0.96 R 0.71 (162 of 228; 6
# wrong: 5 negatives, 1 heavy duplicate), duplicates P 1.00, light 0.98 (106 of 108), heavy 0.13 (12 of 90), 0 cross-
# project; at session 24's merged code (14372f9; no rule or reader change: h59 walks supersession chains once, h60
# measured a refit and did not ship it) the same. Per kind (of 19): contact 14, location 8, no longer 15, numeric 12,
# owner 19, policy 10, price 13, schedule 16, size/duration 14, status 10, vendor 13, version 18.
"""Held-out labeled pairs of team memos (older, newer) for duplicate / contradiction detection.

Organisations (one team each):
  ropeway   - Alpspitz Ropeway, a cable-car (aerial ropeway) operator
  funeral   - Hartwell & Sons Funeral Home
  locksmith - KeyRight Locksmiths
  vfarm     - GreenStack Farms, a vertical farm
  robocamp  - BotBuilders Robotics Summer Camp
  grooming  - Pawsh Pet Grooming salon

Each pair: (label, "kind/org", older_memo, newer_memo).
contradiction   - newer changes/replaces the older fact (older is out of date)
duplicate_light - newer says the same fact with light rewording
duplicate_heavy - newer says the same fact in quite different words
negative        - neither; lines marked `# hard` are hard negatives
"""

LABELS = ("contradiction", "duplicate_light", "duplicate_heavy", "negative")
C, L, H, N = LABELS

KINDS = ("numeric", "version", "size_duration", "price", "owner", "schedule",
         "location", "vendor", "policy", "no_longer", "status", "contact")
ORGS = ("ropeway", "funeral", "locksmith", "vfarm", "robocamp", "grooming")

PAIRS = [
    # ------------------------------------------------------------------
    # CONTRADICTIONS
    # ------------------------------------------------------------------
    # numeric
    (C, "numeric/ropeway", "Gondola cabins on the Summit line carry max 8 passengers.", "Update: Summit line cabins are now rated for 10 passengers max."),
    (C, "numeric/ropeway", "we run 42 cabins on the main line", "heads up, main line is down to 36 cabins after the inspection pull-outs"),
    (C, "numeric/ropeway", "Wind shutdown threshold: 65 km/h gusts.", "From now on we stop the lift at 55 km/h gusts, not 65."),
    (C, "numeric/ropeway", "Annual pass holders: about 3,400.", "we're at 4,100 annual pass holders now"),
    (C, "numeric/funeral", "Chapel seats 120 people.", "FYI chapel capacity is 90 now that the new pews are in."),
    (C, "numeric/funeral", "We keep 4 hearses in the fleet.", "fleet is 3 hearses as of today, sold the old Cadillac"),
    (C, "numeric/funeral", "Cold room holds up to 12 decedents.", "Cold room capacity increased to 16 after the refit."),
    (C, "numeric/locksmith", "Each van carries 200 key blanks.", "vans now stocked with 350 blanks each"),
    (C, "numeric/locksmith", "we have 6 techs on the emergency rota", "Emergency rota is now 8 technicians."),
    (C, "numeric/locksmith", "Target response time for lockouts: 30 min.", "lockout response target changed to 45 minutes"),
    (C, "numeric/vfarm", "Grow towers are 12 tiers high.", "Update: towers rebuilt to 14 tiers."),
    (C, "numeric/vfarm", "Nutrient EC setpoint for lettuce is 1.2 mS/cm.", "lettuce EC now 1.6"),
    (C, "numeric/vfarm", "Humidity in room B kept at 65%.", "Room B humidity target is 70 percent from now on."),
    (C, "numeric/robocamp", "Max 16 campers per session.", "we're capping sessions at 20 campers now"),
    (C, "numeric/robocamp", "Each team gets 2 robot kits.", "Teams get 3 kits each this summer."),
    (C, "numeric/robocamp", "staff to camper ratio is 1:8", "Ratio changed to one counsellor per 6 campers."),
    (C, "numeric/grooming", "We can do 14 dogs a day with current staff.", "daily capacity now 18 dogs since Priya joined"),
    (C, "numeric/grooming", "3 grooming tables in the back room", "Back room has 4 tables now."),
    (C, "numeric/grooming", "Max dog weight for the upstairs tub: 25 kg.", "upstairs tub limit lowered to 20kg"),

    # version
    (C, "version/ropeway", "Ticket scanners run firmware 4.2.", "Scanners updated to firmware 4.3 last night."),
    (C, "version/ropeway", "SCADA control software is on v7.1", "control system upgraded to SCADA 8.0 - v7.1 retired"),
    (C, "version/ropeway", "Use maintenance checklist rev C.", "Maintenance checklist is now rev D; bin the rev C copies."),
    (C, "version/funeral", "Arrangement software: FuneralOne 2021 edition.", "we moved to FuneralOne 2024 edition this week"),
    (C, "version/funeral", "Pre-need contract template v3 is current.", "use pre-need contract v4 from now on"),
    (C, "version/funeral", "Embalming log form version 2.", "Embalming log form is on version 3 as of today."),
    (C, "version/locksmith", "Key cutting machine runs Silca software 5.0.", "Silca software on the cutter updated to 5.2"),
    (C, "version/locksmith", "Dispatch app version 2.8 on all phones.", "all tech phones need dispatch app 3.0 now, 2.8 stops working friday"),
    (C, "version/locksmith", "Master key chart format v1.", "We switched master key charts to format v2."),
    (C, "version/vfarm", "Climate controller firmware 1.9.4", "climate controllers flashed to 2.0.1"),
    (C, "version/vfarm", "We follow the basil SOP version 5.", "Basil SOP bumped to version 6."),
    (C, "version/vfarm", "Farm dashboard runs Grafana 9.", "dashboard upgraded to grafana 10"),
    (C, "version/robocamp", "Campers use Python 3.10 on the laptops.", "laptops reimaged with Python 3.12 for this season"),
    (C, "version/robocamp", "Robot kits run ROS 2 Humble.", "we're moving the kits to ROS 2 Jazzy"),
    (C, "version/robocamp", "Parent handbook 2023 edition is the one to send.", "Send the 2024 parent handbook, not the 2023 one."),
    (C, "version/robocamp", "Arduino IDE 1.8 on lab machines.", "lab machines now on Arduino IDE 2.3"),
    (C, "version/grooming", "Booking app version 4.1 on the front desk iPad.", "front desk iPad updated to booking app 5.0"),
    (C, "version/grooming", "Vaccination consent form v2.", "we use consent form v3 now (added the bordetella line)"),
    (C, "version/grooming", "clipper blades: Andis UltraEdge gen 1", "All clippers switched to UltraEdge gen 2 blades."),

    # size_duration
    (C, "size_duration/ropeway", "Full ride to the summit takes 12 minutes.", "summit ride is about 9 min now with the new drive"),
    (C, "size_duration/ropeway", "Monthly maintenance closure lasts 2 days.", "Maintenance closures are 3 days each month from now on."),
    (C, "size_duration/ropeway", "Haul rope length: 3.2 km.", "after the re-splice the haul rope is 3,150 m"),
    (C, "size_duration/funeral", "Viewings are booked in 2-hour slots.", "viewing slots cut to 90 minutes"),
    (C, "size_duration/funeral", "Standard casket width is 28 inches.", "Our standard casket is now 30 in wide."),
    (C, "size_duration/funeral", "Ashes returned within 7 days of cremation.", "Ashes now returned within 10 working days."),
    (C, "size_duration/funeral", "Hold bodies max 5 days without embalming.", "policy update: unembalmed hold limit is 3 days now"),
    (C, "size_duration/locksmith", "Standard rekey job is booked for 1 hour.", "Rekey jobs booked at 45 min from now on."),
    (C, "size_duration/locksmith", "Safe opening callouts: allow 3 hrs.", "allow half a day (4h) for safe openings"),
    (C, "size_duration/locksmith", "Warranty on installed locks is 12 months.", "Install warranty extended to 24 months."),
    (C, "size_duration/vfarm", "Lettuce cycle is 35 days seed to harvest.", "lettuce now harvested at day 30"),
    (C, "size_duration/vfarm", "Grow room A is 400 m2.", "Room A expanded, it's 550 m\u00b2 now"),
    (C, "size_duration/vfarm", "Lights on 16 h per day for microgreens.", "microgreens photoperiod changed to 18h"),
    (C, "size_duration/robocamp", "Each camp session runs 2 weeks.", "sessions are one week long this year"),
    (C, "size_duration/robocamp", "Lunch break is 45 minutes.", "lunch is an hour now"),
    (C, "size_duration/robocamp", "Competition arena is 4m x 4m.", "Arena resized to 3 x 3 m to fit the gym"),
    (C, "size_duration/grooming", "Full groom for a large dog: book 2 hours.", "large dog full groom now booked as 2.5h"),
    (C, "size_duration/grooming", "Nail trims take 15 min slots.", "nail trim slots are 10 minutes now"),
    (C, "size_duration/grooming", "Kennel crates in the drying area are 36 inch.", "Drying area crates swapped for 42\" ones."),

    # price
    (C, "price/ropeway", "Adult return ticket: \u20ac32.", "adult return now \u20ac35 (new season prices)"),
    (C, "price/ropeway", "Kids under 6 ride free.", "kids under 6 now pay 5 EUR"),
    (C, "price/ropeway", "Season pass costs 420 euros.", "Season pass price raised to \u20ac480."),
    (C, "price/funeral", "Direct cremation package is $1,895.", "direct cremation now $2,095"),
    (C, "price/funeral", "Limo hire added at $350.", "Limousine add-on price is $400 as of today."),
    (C, "price/funeral", "Obituary printing: 50 copies for $120.", "50 printed obits now cost $95 (new printer)"),
    (C, "price/locksmith", "Emergency callout fee \u00a385.", "callout fee going up to \u00a395 from monday"),
    (C, "price/locksmith", "Rekey per cylinder: $25.", "We charge $30 per cylinder to rekey now."),
    (C, "price/locksmith", "After-hours surcharge is 50%.", "after hours surcharge reduced to 35%"),
    (C, "price/vfarm", "Wholesale basil: $9 per lb.", "basil wholesale price now $10.50/lb"),
    (C, "price/vfarm", "Restaurant microgreen box sells at $28.", "microgreen box for restaurants is $25 now"),
    (C, "price/vfarm", "Farm tours cost $15 per person.", "Tours are $18/person from now on."),
    (C, "price/robocamp", "One-week session fee: $450.", "session fee is $495 this summer"),
    (C, "price/robocamp", "Early bird discount is 10%.", "early bird discount changed to 15 percent"),
    (C, "price/robocamp", "Sibling discount $50.", "sibling discount now $75 per extra kid"),
    (C, "price/grooming", "Small dog bath & brush: $45.", "small dog bath+brush price is $50 now"),
    (C, "price/grooming", "Nail trim walk-in is $15.", "walk-in nail trims now $18"),
    (C, "price/grooming", "De-shedding add-on costs $20.", "Deshed add-on lowered to $15 to push it more."),
    (C, "price/grooming", "cat grooming starts at $70", "Cat grooms now start at $85."),

    # owner
    (C, "owner/ropeway", "Klaus Berger owns the annual rope inspection.", "rope inspection is now Mira Hofer's responsibility"),
    (C, "owner/ropeway", "Lift ops is run by Dana's team.", "Lift ops moved to Stefan's team as of today."),
    (C, "owner/ropeway", "ticketing system owner: IT team", "Ticketing system is owned by the guest services team now."),
    (C, "owner/ropeway", "Snow clearing at the base station: Toni's crew", "base station snow clearing is the grounds crew's job now, not Toni's"),
    (C, "owner/funeral", "Margaret Hale handles all pre-need sales.", "pre-need sales are Tom Reyes's job from now on"),
    (C, "owner/funeral", "Embalming schedule is managed by Luis.", "Anita manages the embalming schedule now, not Luis."),
    (C, "owner/funeral", "Flowers are coordinated by the front office.", "flower coordination moved to the events team"),
    (C, "owner/locksmith", "Commercial accounts belong to Raj Patel.", "Raj handed commercial accounts over to Sofia Marquez."),
    (C, "owner/locksmith", "Van maintenance: Pete's job.", "van maintenance is Darius's now"),
    (C, "owner/locksmith", "The safes team handles all vault work.", "vault work now goes to the commercial team"),
    (C, "owner/vfarm", "Nutrient dosing is owned by Ingrid Larsen.", "Ben Okafor owns nutrient dosing going forward."),
    (C, "owner/vfarm", "Harvest crew is led by Marco.", "harvest crew lead is Jess from this week"),
    (C, "owner/vfarm", "Pest scouting: the grow team.", "pest scouting moved to the QA team"),
    (C, "owner/robocamp", "Curriculum lead: Dr. Alice Wong.", "Curriculum is led by Sam Patel this year."),
    (C, "owner/robocamp", "Parent emails are sent by Nina.", "Omar sends the parent emails now"),
    (C, "owner/robocamp", "Kit inventory is Jordan's team's job.", "kit inventory taken over by the counsellor team"),
    (C, "owner/grooming", "Priya manages the appointment book.", "appointment book is managed by Kelsey now"),
    (C, "owner/grooming", "Supply ordering is Maria Lopez's task.", "From now on supply ordering is done by Ethan Brooks."),
    (C, "owner/grooming", "Cat grooms are handled by Jun.", "All cat grooms go to Priya from now on."),

    # schedule
    (C, "schedule/ropeway", "Lift opens at 8:30 daily.", "from monday lift opens 8:00"),
    (C, "schedule/ropeway", "Last descent is at 17:00.", "Last ride down moved to 17:45 for summer."),
    (C, "schedule/ropeway", "Safety drills every first Monday of the month.", "Safety drills are now every two weeks, on Wednesdays."),
    (C, "schedule/ropeway", "Cabin washing: Thursdays.", "cabins get washed on Tuesdays now"),
    (C, "schedule/funeral", "Staff meeting is Tuesdays 9am.", "staff meeting moved to thursdays at 8"),
    (C, "schedule/funeral", "Crematory runs Monday to Friday.", "Crematory now operates Mon-Sat."),
    (C, "schedule/funeral", "Hearse detailing once a week on Fridays.", "hearses detailed after every service now instead of weekly"),
    (C, "schedule/locksmith", "Stock count happens monthly.", "stock count is quarterly now"),
    (C, "schedule/locksmith", "Shop counter open 9-5 weekdays.", "Counter hours now 8-6 weekdays plus Sat 9-1."),
    (C, "schedule/locksmith", "On-call shifts rotate weekly, changeover Monday 7am.", "On-call now rotates every 3 days, handover at 19:00."),
    (C, "schedule/vfarm", "Harvest days: Tuesday and Friday.", "we harvest Mon/Wed/Fri now"),
    (C, "schedule/vfarm", "Tank flush every 14 days.", "Flush the nutrient tanks weekly from now on."),
    (C, "schedule/vfarm", "Delivery run leaves at 6am.", "delivery van leaves 5:30 now"),
    (C, "schedule/robocamp", "Camp day runs 9am to 3pm.", "Camp hours: 8:30-4 from this session."),
    (C, "schedule/robocamp", "Demo day is the last Friday of each session.", "demo day moved to the last thursday"),
    (C, "schedule/robocamp", "Staff debrief daily at 3:30.", "staff debriefs are twice a week now (Tue & Thu, 4pm)"),
    (C, "schedule/grooming", "Salon closed Mondays.", "we're open mondays now, closed sundays instead"),
    (C, "schedule/grooming", "Last drop-off at 2pm.", "Last drop-off moved to 1pm."),
    (C, "schedule/grooming", "Deep clean of the tubs every Saturday night.", "tub deep clean every night at close now"),

    # location
    (C, "location/ropeway", "Spare cabins stored in the valley station garage.", "spare cabins moved up to the summit hangar"),
    (C, "location/ropeway", "First aid room is next to the ticket hall.", "First aid room relocated to the mid station."),
    (C, "location/ropeway", "Staff parking: lot P2.", "staff park in P4 from now on, P2 is for guests"),
    (C, "location/funeral", "Services are held at the Elm Street chapel.", "we now hold services at the new Riverside chapel"),
    (C, "location/funeral", "Urn samples displayed in the lobby.", "urn samples moved to the arrangement room"),
    (C, "location/funeral", "Cremations done at our Oakdale crematory.", "Cremations are done at the county crematory in Millbrook now."),
    (C, "location/funeral", "Hearses parked in the rear garage.", "Hearses are now parked in the covered lot across the street."),
    (C, "location/locksmith", "Main workshop at 14 Bridge Rd.", "Workshop moved to Unit 7, Canal Industrial Estate."),
    (C, "location/locksmith", "We cover the north district only.", "Coverage is now the north and east districts."),
    (C, "location/locksmith", "Spare master keys kept in the office safe.", "spare masters now kept in the safe at the workshop"),
    (C, "location/vfarm", "Seed storage is in the cold room on level 1.", "seed storage moved to level 2 dry room"),
    (C, "location/vfarm", "We deliver to the Downtown and Eastside zones.", "delivery area is now Downtown only, Eastside dropped"),
    (C, "location/vfarm", "Germination happens in room C.", "Germination moved to room D."),
    (C, "location/robocamp", "Camp is held at Lincoln High gym.", "Camp venue changed to the Westfield Community Center."),
    (C, "location/robocamp", "Pickup at the north entrance.", "pickup is at the south doors now"),
    (C, "location/robocamp", "Robot kits stored in room 104.", "kits live in the AV closet now, 104 is taken"),
    (C, "location/grooming", "Mobile grooming van covers Maplewood.", "mobile van now covers Cedar Heights instead of Maplewood"),
    (C, "location/grooming", "Shampoo stock kept under the front counter.", "shampoo stock moved to the back storage shelves"),
    (C, "location/grooming", "Dogs dry in the east room.", "drying happens in the west room now"),

    # vendor
    (C, "vendor/ropeway", "Cable lubricant supplied by Kl\u00fcber.", "We replaced Kl\u00fcber with Fuchs for cable grease."),
    (C, "vendor/ropeway", "Online tickets sold through Skidata.", "moved off Skidata, online tickets now via Axess"),
    (C, "vendor/ropeway", "Weather data from MeteoSwiss feed.", "switched weather feed to Meteoblue"),
    (C, "vendor/ropeway", "Radios are Motorola.", "radios replaced with Hytera handsets"),
    (C, "vendor/funeral", "Caskets ordered from Batesville.", "we switched casket supplier to Matthews"),
    (C, "vendor/funeral", "Florist: Bloom & Co.", "Replaced Bloom & Co with Petal Lane as our florist."),
    (C, "vendor/funeral", "Webcasting of services via OneRoom.", "livestreams now done through Tribute Technology, OneRoom cancelled"),
    (C, "vendor/locksmith", "Key blanks bought from Ilco.", "we moved off Ilco, blanks now from JMA"),
    (C, "vendor/locksmith", "Dispatch via ServiceTitan.", "Switched dispatch from ServiceTitan to Jobber."),
    (C, "vendor/locksmith", "Van fuel cards with Shell.", "fuel cards are BP now"),
    (C, "vendor/vfarm", "LED fixtures from Fluence.", "new racks use Gavita LEDs, replacing Fluence"),
    (C, "vendor/vfarm", "Seeds sourced from Johnny's.", "switched seed supplier to Rijk Zwaan"),
    (C, "vendor/vfarm", "Packaging: clamshells from Dart.", "We've replaced the Dart clamshells with compostable ones from Vegware."),
    (C, "vendor/robocamp", "Robot kits are LEGO Spike Prime.", "switched kits to VEX IQ this summer"),
    (C, "vendor/robocamp", "Registration runs through CampMinder.", "Registration moved off CampMinder to UltraCamp."),
    (C, "vendor/robocamp", "Lunches catered by Subway.", "lunch caterer is now Panera"),
    (C, "vendor/grooming", "Shampoo: Earthbath.", "we switched shampoo to TropiClean"),
    (C, "vendor/grooming", "Booking software is Gingr.", "Replaced Gingr with MoeGo for bookings."),
    (C, "vendor/grooming", "Clipper repairs sent to Andis service center.", "clipper repairs go to Sharp Edge Sharpening now"),

    # policy
    (C, "policy/ropeway", "Only certified operators may start the drive.", "Any trained staff member can now start the drive."),
    (C, "policy/ropeway", "Dogs are not allowed in cabins.", "dogs on a leash are now allowed in cabins"),
    (C, "policy/ropeway", "Bikes allowed on the Summit line.", "no bikes on the Summit line from now on"),
    (C, "policy/ropeway", "Staff may ride free on days off.", "staff rides on days off are now half price, not free"),
    (C, "policy/funeral", "Only funeral directors may sign cremation authorizations.", "Any licensed staff can now sign cremation authorizations."),
    (C, "policy/funeral", "Photos of the deceased are never permitted.", "families may now take photos during private viewings"),
    (C, "policy/funeral", "Deposits are non-refundable.", "Deposits are now refundable up to 7 days before the service."),
    (C, "policy/locksmith", "Only admins may issue master keys.", "anyone on the counter can now issue master keys, just log it"),
    (C, "policy/locksmith", "We don't cut keys marked Do Not Duplicate.", "new rule: DND keys can be cut with written owner authorization"),
    (C, "policy/locksmith", "Cash payments accepted on callouts.", "callouts are card only from today, no cash"),
    (C, "policy/vfarm", "Visitors must wear hairnets in grow rooms.", "hairnets optional for visitors now, gowns still required"),
    (C, "policy/vfarm", "Only the grow lead can change nutrient recipes.", "all growers may now adjust nutrient recipes"),
    (C, "policy/vfarm", "Phones allowed in the packing area.", "phones banned in the packing area from today"),
    (C, "policy/robocamp", "Campers may not take robots home.", "campers can take their robot home on the last day"),
    (C, "policy/robocamp", "Only counsellors may use the soldering irons.", "campers 12+ can now use soldering irons under supervision"),
    (C, "policy/robocamp", "Parents are allowed in the lab during demos.", "Parents must watch demos from the gym, not in the lab."),
    (C, "policy/grooming", "Walk-ins welcome for nail trims.", "no walk-ins at all now, appointment only"),
    (C, "policy/grooming", "Owners cannot stay during grooming.", "owners may now stay and watch from the lounge"),
    (C, "policy/grooming", "Matted dogs get shaved only with owner consent.", "Severely matted dogs will be shaved without calling the owner first."),

    # no_longer
    (C, "no_longer/ropeway", "We offer sunset rides on Fridays.", "We no longer offer sunset rides."),
    (C, "no_longer/ropeway", "Group tickets can be bought at the kiosk.", "kiosk doesn't sell group tickets anymore, online only"),
    (C, "no_longer/ropeway", "The mid station caf\u00e9 is staffed by us.", "we no longer staff the mid station caf\u00e9, it's leased out"),
    (C, "no_longer/funeral", "We provide catering for receptions.", "heads up: no longer providing reception catering"),
    (C, "no_longer/funeral", "Pet cremations offered on site.", "we stopped doing pet cremations"),
    (C, "no_longer/funeral", "Dove releases available on request.", "Dove releases are no longer available."),
    (C, "no_longer/funeral", "We publish obituaries in the Gazette.", "obits are no longer placed in the Gazette, online only"),
    (C, "no_longer/locksmith", "We service car keys and fobs.", "no longer doing automotive keys/fobs, refer to AutoKey"),
    (C, "no_longer/locksmith", "Free key cutting for seniors on Wednesdays.", "the senior free key wednesday is discontinued"),
    (C, "no_longer/locksmith", "We stock Yale smart locks.", "not stocking Yale smart locks anymore"),
    (C, "no_longer/vfarm", "We grow strawberries in tower 6.", "strawberries are no longer grown, tower 6 is kale now"),
    (C, "no_longer/vfarm", "Farmers market stall every Saturday.", "we don't do the saturday market anymore"),
    (C, "no_longer/vfarm", "CO2 enrichment used in room A.", "Room A no longer uses CO2 enrichment."),
    (C, "no_longer/robocamp", "We offer aftercare until 5:30.", "aftercare is no longer offered"),
    (C, "no_longer/robocamp", "Campers get a free t-shirt.", "no more free t-shirts, budget cut"),
    (C, "no_longer/robocamp", "Drone module is part of week 2.", "Drone module dropped from the curriculum."),
    (C, "no_longer/grooming", "We do teeth brushing as an add-on.", "teeth brushing add-on no longer offered"),
    (C, "no_longer/grooming", "Pickup and drop-off service available.", "we've stopped the pickup/dropoff service"),
    (C, "no_longer/grooming", "Blueberry facials included with full grooms.", "full grooms don't include the blueberry facial anymore"),

    # status
    (C, "status/ropeway", "New 10-seat cabins planned for next spring.", "the 10-seat cabins are live as of today"),
    (C, "status/ropeway", "Night skiing shuttle is running.", "Night shuttle paused until further notice."),
    (C, "status/ropeway", "Summit restaurant renovation in progress.", "summit restaurant renovation done, reopening sat"),
    (C, "status/ropeway", "Chairlift B closed for the season.", "chairlift B reopened today"),
    (C, "status/funeral", "Website redesign scheduled for Q3.", "website redesign cancelled"),
    (C, "status/funeral", "Second hearse is in the shop.", "second hearse back in service"),
    (C, "status/funeral", "Online memorial pages in beta.", "Online memorial pages are fully launched."),
    (C, "status/locksmith", "Access control install at St. Mary's is planned.", "St Mary's access control install complete"),
    (C, "status/locksmith", "Van 3 out of service.", "van 3 is back on the road"),
    (C, "status/locksmith", "Hiring for a junior locksmith is open.", "junior locksmith position filled, posting closed"),
    (C, "status/vfarm", "Tower 9 expansion: planned.", "tower 9 expansion on hold, waiting on permits"),
    (C, "status/vfarm", "Organic certification application submitted.", "We got the organic certification!"),
    (C, "status/vfarm", "Room C is running.", "Room C paused for sanitation."),
    (C, "status/robocamp", "Girls-in-robotics scholarship launching this year.", "scholarship launch pushed to next year"),
    (C, "status/robocamp", "The advanced session is open for registration.", "advanced session is full, registration closed"),
    (C, "status/robocamp", "Sponsorship deal with TechCorp in negotiation.", "TechCorp sponsorship signed"),
    (C, "status/grooming", "Self-wash station coming soon.", "self-wash station is open!"),
    (C, "status/grooming", "Loyalty program active.", "loyalty program suspended while we change systems"),
    (C, "status/grooming", "Second location planned for fall.", "Second location plans cancelled."),

    # contact
    (C, "contact/ropeway", "Emergency line for lift faults: 0512 334 100.", "new lift fault emergency number is 0512 334 199"),
    (C, "contact/ropeway", "Questions about payroll: hr@alpspitz-ropeway.at", "payroll questions now go to payroll@alpspitz-ropeway.at"),
    (C, "contact/ropeway", "For drive faults call Doppelmayr service, Jonas.", "drive faults: call Lena at Doppelmayr, Jonas moved on"),
    (C, "contact/ropeway", "Call mountain rescue via 140.", "mountain rescue: call 112, the 140 line is no longer used"),
    (C, "contact/funeral", "After-hours removals: call 555-0142.", "after-hours removals number changed to 555-0199"),
    (C, "contact/funeral", "Medical examiner liaison is Det. Harris.", "ME liaison is now Det. Olsen, ring her directly"),
    (C, "contact/funeral", "Send death certificate questions to records@hartwellfuneral.com", "death certificate questions: certificates@hartwellfuneral.com from now on"),
    (C, "contact/locksmith", "Dispatch number 020 7946 0011.", "dispatch moved to 020 7946 0088"),
    (C, "contact/locksmith", "For Medeco orders email orders@medeco-dist.com", "Medeco orders now go through their web portal, the email isn't monitored"),
    (C, "contact/locksmith", "Landlord for the workshop: call Mr. Dawes.", "workshop landlord contact is now Harrow Property Mgmt, 01632 960 555"),
    (C, "contact/vfarm", "HVAC issues: call CoolAir at 555-2210.", "HVAC issues go to ClimaTech now, 555-8830"),
    (C, "contact/vfarm", "Orders from restaurants come to orders@greenstack.farm.", "restaurant orders: use wholesale@greenstack.farm now"),
    (C, "contact/vfarm", "Night alarm calls go to Marco's cell.", "night alarms now route to the on-call phone, not Marco"),
    (C, "contact/robocamp", "Parents should text 555-0177 for late pickup.", "late pickup texts go to 555-0160 now"),
    (C, "contact/robocamp", "Camp nurse: Karen, ext 22.", "camp nurse is Lucia now, ext 24"),
    (C, "contact/robocamp", "Questions to info@botbuilderscamp.org", "use hello@botbuilderscamp.org, info@ is retired"),
    (C, "contact/grooming", "Salon phone: (555) 013-4455.", "new salon number (555) 013-9000"),
    (C, "contact/grooming", "Vet on call: Dr. Kim at Oak Vet, 555-3030.", "on-call vet is Dr. Alvarez at Birch Animal Hospital now"),
    (C, "contact/grooming", "Email reminders come from bookings@pawshgrooming.com", "reminders now sent from noreply@pawshgrooming.com"),

    # ------------------------------------------------------------------
    # LIGHT DUPLICATES
    # ------------------------------------------------------------------
    (L, "numeric/ropeway", "Summit line cabins carry max 8 passengers.", "FYI: summit line cabins carry max 8 passengers"),
    (L, "schedule/ropeway", "Lift opens at 8:30 daily.", "reminder - lift opens 8:30 daily"),
    (L, "price/ropeway", "Adult return ticket: \u20ac32.", "adult return ticket is \u20ac32"),
    (L, "contact/ropeway", "Emergency line for lift faults: 0512 334 100.", "Lift faults emergency line: 0512 334 100"),
    (L, "vendor/ropeway", "Online tickets sold through Skidata.", "online tickets are sold thru skidata"),
    (L, "location/ropeway", "Staff parking is lot P2.", "As of today, staff parking is lot P2."),
    (L, "owner/ropeway", "Klaus Berger owns the annual rope inspection.", "annual rope inspection is owned by Klaus Berger"),
    (L, "policy/ropeway", "Dogs are not allowed in cabins.", "reminder: dogs not allowed in the cabins!"),
    (L, "status/ropeway", "Chairlift B is closed for the season.", "chairlift B closed for the season."),
    (L, "size_duration/ropeway", "Full ride to the summit takes 12 minutes.", "full ride to summit takes 12 min"),
    (L, "version/ropeway", "Ticket scanners run firmware 4.2.", "ticket scanners currently run firmware 4.2"),
    (L, "no_longer/ropeway", "We no longer offer sunset rides.", "FYI we no longer offer sunset rides"),
    (L, "schedule/ropeway", "Safety drills every first Monday of the month.", "safety drills: first monday of every month"),
    (L, "numeric/ropeway", "Wind shutdown threshold is 65 km/h gusts.", "wind shutdwon threshold 65 km/h gusts"),
    (L, "owner/ropeway", "Lift ops is run by Dana's team.", "Dana's team runs lift ops."),
    (L, "price/ropeway", "Season pass costs 420 euros.", "heads up, the season pass costs 420 euros"),
    (L, "location/ropeway", "First aid room is next to the ticket hall.", "first aid rm is next to the ticket hall"),
    (L, "policy/ropeway", "Bikes allowed on the Summit line.", "Bikes are allowed on the summit line, currently."),

    (L, "numeric/funeral", "Chapel seats 120 people.", "chapel seats 120 ppl"),
    (L, "schedule/funeral", "Staff meeting is Tuesdays 9am.", "Reminder: staff meeting Tuesdays at 9 am."),
    (L, "price/funeral", "Direct cremation package is $1,895.", "direct cremation package: $1895"),
    (L, "owner/funeral", "Margaret Hale handles all pre-need sales.", "All pre-need sales are handled by Margaret Hale."),
    (L, "vendor/funeral", "Caskets ordered from Batesville.", "we order caskets from Batesville"),
    (L, "contact/funeral", "After-hours removals: call 555-0142.", "for after hours removals call 555-0142"),
    (L, "policy/funeral", "Deposits are non-refundable.", "FYI deposits are non refundable"),
    (L, "location/funeral", "Urn samples are displayed in the lobby.", "urn samples displayed in lobby"),
    (L, "size_duration/funeral", "Viewings are booked in 2-hour slots.", "viewings booked in 2hr slots"),
    (L, "version/funeral", "Pre-need contract template v3 is current.", "current pre-need contract template is v3"),
    (L, "status/funeral", "Second hearse is in the shop.", "2nd hearse is in the shop"),
    (L, "no_longer/funeral", "We stopped doing pet cremations.", "we've stopped doing pet cremations."),
    (L, "schedule/funeral", "Crematory runs Monday to Friday.", "crematory runs Mon-Fri"),
    (L, "owner/funeral", "Embalming schedule is managed by Luis.", "Luis manages the embalming schedule"),
    (L, "price/funeral", "Limo hire added at $350.", "limo hire add-on: $350"),
    (L, "location/funeral", "Hearses parked in the rear garage.", "as of today hearses are parked in the rear garage"),
    (L, "policy/funeral", "Only funeral directors may sign cremation authorizations.", "only funeral directors may sign cremation authorisations"),
    (L, "contact/funeral", "Medical examiner liaison is Det. Harris.", "ME liaison is Det. Harris"),

    (L, "numeric/locksmith", "Each van carries 200 key blanks.", "each van carries 200 key blanks (reminder)"),
    (L, "price/locksmith", "Emergency callout fee \u00a385.", "emergency call-out fee is \u00a385"),
    (L, "contact/locksmith", "Dispatch number 020 7946 0011.", "dispatch no. is 020 7946 0011"),
    (L, "vendor/locksmith", "Dispatch via ServiceTitan.", "we dispatch via ServiceTitan currently"),
    (L, "owner/locksmith", "Commercial accounts belong to Raj Patel.", "commercial accts belong to Raj Patel"),
    (L, "schedule/locksmith", "Shop counter open 9-5 weekdays.", "Shop counter is open weekdays 9-5."),
    (L, "policy/locksmith", "Only admins may issue master keys.", "reminder: only admins may issue master keys"),
    (L, "location/locksmith", "Main workshop at 14 Bridge Rd.", "main workshop: 14 Bridge Road"),
    (L, "size_duration/locksmith", "Warranty on installed locks is 12 months.", "installed locks have a 12 month warranty"),
    (L, "version/locksmith", "Dispatch app version 2.8 on all phones.", "all phones on dispatch app v2.8"),
    (L, "no_longer/locksmith", "We no longer do automotive keys or fobs.", "FYI we no longer do automotive keys/fobs"),
    (L, "status/locksmith", "Van 3 out of service.", "van 3 is out of service"),
    (L, "numeric/locksmith", "Target response time for lockouts: 30 min.", "lockout response time target is 30 mins"),
    (L, "price/locksmith", "Rekey per cylinder: $25.", "rekey: $25 per cylinder"),
    (L, "owner/locksmith", "Van maintenance is Pete's job.", "van maintenance = Pete's job"),
    (L, "schedule/locksmith", "Stock count happens monthly.", "stock count happens monthly as usual"),
    (L, "policy/locksmith", "We don't cut keys marked Do Not Duplicate.", "We do not cut keys marked \"Do Not Duplicate\"."),
    (L, "vendor/locksmith", "Key blanks bought from Ilco.", "key blanks are bought from ILCO"),

    (L, "numeric/vfarm", "Grow towers are 12 tiers high.", "grow towers: 12 tiers high"),
    (L, "numeric/vfarm", "Nutrient EC setpoint for lettuce is 1.2 mS/cm.", "lettuce nutrient EC setpoint is 1.2 mS/cm"),
    (L, "schedule/vfarm", "Harvest days: Tuesday and Friday.", "harvest days are tues and fri"),
    (L, "price/vfarm", "Wholesale basil: $9 per lb.", "wholesale basil $9/lb"),
    (L, "owner/vfarm", "Nutrient dosing is owned by Ingrid Larsen.", "Ingrid Larsen owns nutrient dosing."),
    (L, "vendor/vfarm", "LED fixtures from Fluence.", "our LED fixtures are from Fluence"),
    (L, "location/vfarm", "Germination happens in room C.", "germination happens in Room C."),
    (L, "policy/vfarm", "Visitors must wear hairnets in grow rooms.", "reminder: visitors must wear hairnets in the grow rooms"),
    (L, "size_duration/vfarm", "Lettuce cycle is 35 days seed to harvest.", "lettuce cycle: 35 days seed-to-harvest"),
    (L, "version/vfarm", "We follow the basil SOP version 5.", "we follow basil SOP v5"),
    (L, "status/vfarm", "Room C is running.", "room C is currently running"),
    (L, "no_longer/vfarm", "We don't do the Saturday market anymore.", "we dont do the saturday market anymore"),
    (L, "contact/vfarm", "Restaurant orders come to orders@greenstack.farm.", "restaurant orders come to orders@greenstack.farm"),
    (L, "schedule/vfarm", "Delivery run leaves at 6am.", "delivery run leaves at 6 AM"),
    (L, "numeric/vfarm", "Humidity in room B kept at 65%.", "room B humidity kept at 65 %"),
    (L, "owner/vfarm", "Harvest crew is led by Marco.", "harvest crew led by Marco"),
    (L, "price/vfarm", "Farm tours cost $15 per person.", "FYI farm tours cost $15 per person"),
    (L, "location/vfarm", "Seed storage is in the cold room on level 1.", "seed storage is in the level 1 cold room"),

    (L, "numeric/robocamp", "Max 16 campers per session.", "max 16 campers/session"),
    (L, "price/robocamp", "One-week session fee: $450.", "one week session fee is $450"),
    (L, "schedule/robocamp", "Camp day runs 9am to 3pm.", "camp day runs 9am-3pm"),
    (L, "owner/robocamp", "Parent emails are sent by Nina.", "Nina sends the parent emails."),
    (L, "location/robocamp", "Camp is held at Lincoln High gym.", "camp held at lincoln high gym"),
    (L, "vendor/robocamp", "Robot kits are LEGO Spike Prime.", "robot kits: Lego SPIKE Prime"),
    (L, "version/robocamp", "Campers use Python 3.10 on the laptops.", "campers use python 3.10 on laptops"),
    (L, "policy/robocamp", "Campers may not take robots home.", "reminder - campers may not take robots home"),
    (L, "contact/robocamp", "Parents should text 555-0177 for late pickup.", "for late pickup parents should text 555-0177"),
    (L, "size_duration/robocamp", "Lunch break is 45 minutes.", "lunch break: 45 min"),
    (L, "status/robocamp", "The advanced session is open for registration.", "advanced session open for registration"),
    (L, "no_longer/robocamp", "Aftercare is no longer offered.", "FYI aftercare no longer offered"),
    (L, "schedule/robocamp", "Demo day is the last Friday of each session.", "demo day is the last friday of each session."),
    (L, "numeric/robocamp", "Staff to camper ratio is 1:8.", "staff:camper ratio is 1:8"),
    (L, "location/robocamp", "Pickup at the north entrance.", "pickup at north entrance"),
    (L, "price/robocamp", "Early bird discount is 10%.", "early-bird discount is 10 %"),
    (L, "owner/robocamp", "Curriculum lead: Dr. Alice Wong.", "curriculum lead is Dr Alice Wong"),
    (L, "policy/robocamp", "Only counsellors may use the soldering irons.", "only counselors may use the soldering irons"),

    (L, "price/grooming", "Small dog bath & brush: $45.", "small dog bath and brush $45"),
    (L, "schedule/grooming", "Salon closed Mondays.", "reminder: salon is closed mondays"),
    (L, "numeric/grooming", "We can do 14 dogs a day with current staff.", "with current staff we can do 14 dogs a day"),
    (L, "owner/grooming", "Priya manages the appointment book.", "appointment book managed by Priya"),
    (L, "vendor/grooming", "Booking software is Gingr.", "booking software: gingr"),
    (L, "contact/grooming", "Salon phone: (555) 013-4455.", "salon phone is 555-013-4455"),
    (L, "policy/grooming", "Walk-ins welcome for nail trims.", "walk ins welcome for nail trims!"),
    (L, "location/grooming", "Dogs dry in the east room.", "dogs are dried in the east room"),
    (L, "size_duration/grooming", "Nail trims take 15 min slots.", "nail trims take 15-minute slots"),
    (L, "version/grooming", "Booking app version 4.1 on the front desk iPad.", "front desk ipad has booking app v4.1"),
    (L, "status/grooming", "Loyalty program active.", "loyalty programme is active"),
    (L, "no_longer/grooming", "Teeth brushing add-on no longer offered.", "as of today teeth brushing add-on no longer offered"),
    (L, "schedule/grooming", "Last drop-off at 2pm.", "last drop off at 2 pm"),
    (L, "price/grooming", "Nail trim walk-in is $15.", "walk-in nail trim: $15"),
    (L, "owner/grooming", "Cat grooms are handled by Jun.", "Jun handles cat grooms"),
    (L, "numeric/grooming", "Max dog weight for the upstairs tub: 25 kg.", "upstairs tub max dog weight 25kg"),
    (L, "policy/grooming", "Owners cannot stay during grooming.", "owners can't stay during grooming"),
    (L, "location/grooming", "Mobile grooming van covers Maplewood.", "the mobile grooming van covers Maplewood"),

    # ------------------------------------------------------------------
    # HEAVY DUPLICATES
    # ------------------------------------------------------------------
    (H, "numeric/ropeway", "Summit line cabins carry max 8 passengers.", "No more than eight people in a Summit gondola at once."),
    (H, "schedule/ropeway", "Lift opens at 8:30 daily.", "Every day the first cabin goes up at half past eight."),
    (H, "price/ropeway", "Adult return ticket: \u20ac32.", "A grown-up going up and back down pays thirty-two euros."),
    (H, "size_duration/ropeway", "Full ride to the summit takes 12 minutes.", "It's a twelve-minute trip from the valley station to the top."),
    (H, "size_duration/ropeway", "Haul rope length: 3.2 km.", "the haul rope is 3,200 metres long"),
    (H, "numeric/ropeway", "Wind shutdown threshold: 65 km/h gusts.", "Once gusts hit 65 kilometres per hour, we halt the lift."),
    (H, "owner/ropeway", "Klaus Berger owns the annual rope inspection.", "The yearly check of the rope is Klaus's responsibility."),
    (H, "policy/ropeway", "Dogs are not allowed in cabins.", "Guests can't bring their dogs on board the gondolas."),
    (H, "location/ropeway", "Staff parking: lot P2.", "Employees leave their cars in the P2 lot."),
    (H, "vendor/ropeway", "Cable lubricant supplied by Kl\u00fcber.", "We get our rope grease from Kl\u00fcber."),
    (H, "schedule/ropeway", "Last descent is at 17:00.", "the final cabin down leaves at 5 pm"),
    (H, "contact/ropeway", "Questions about payroll: hr@alpspitz-ropeway.at", "If your pay slip looks wrong, write to hr@alpspitz-ropeway.at."),
    (H, "status/ropeway", "Summit restaurant renovation in progress.", "Builders are still working on the summit restaurant."),
    (H, "no_longer/ropeway", "We no longer offer sunset rides.", "Sunset rides have been discontinued."),
    (H, "numeric/ropeway", "we run 42 cabins on the main line", "The main line has forty-two gondolas in operation."),

    (H, "numeric/funeral", "Chapel seats 120 people.", "The chapel has room for a hundred and twenty mourners."),
    (H, "size_duration/funeral", "Viewings are booked in 2-hour slots.", "Each viewing gets 120 minutes on the calendar."),
    (H, "price/funeral", "Direct cremation package is $1,895.", "We charge families eighteen ninety-five for a direct cremation."),
    (H, "schedule/funeral", "Staff meeting is Tuesdays 9am.", "Every Tuesday morning at nine the whole staff meets."),
    (H, "owner/funeral", "Margaret Hale handles all pre-need sales.", "Anyone wanting to prearrange a funeral is sent to Margaret."),
    (H, "policy/funeral", "Deposits are non-refundable.", "Once a family pays a deposit, we don't give it back."),
    (H, "vendor/funeral", "Caskets ordered from Batesville.", "Batesville is our casket supplier."),
    (H, "size_duration/funeral", "Ashes returned within 7 days of cremation.", "Families get the cremated remains back no later than a week after cremation."),
    (H, "numeric/funeral", "We keep 4 hearses in the fleet.", "Our fleet includes four hearses."),
    (H, "location/funeral", "Services are held at the Elm Street chapel.", "Funeral services take place in our chapel on Elm St."),
    (H, "contact/funeral", "After-hours removals: call 555-0142.", "If someone dies overnight, the number to ring for a pickup is 555-0142."),
    (H, "schedule/funeral", "Crematory runs Monday to Friday.", "The retort operates on weekdays only."),
    (H, "no_longer/funeral", "Dove releases are no longer available.", "We've stopped offering dove releases."),
    (H, "policy/funeral", "Photos of the deceased are never permitted.", "Families may not photograph the deceased under any circumstances."),
    (H, "status/funeral", "Online memorial pages in beta.", "The online memorial pages are still in a testing phase."),

    (H, "numeric/locksmith", "Each van carries 200 key blanks.", "Every van is stocked with two hundred blanks."),
    (H, "size_duration/locksmith", "Standard rekey job is booked for 1 hour.", "A normal rekey gets a 60-minute slot."),
    (H, "price/locksmith", "Emergency callout fee \u00a385.", "We charge eighty-five pounds to come out on an emergency."),
    (H, "numeric/locksmith", "Target response time for lockouts: 30 min.", "For lockouts we aim to be on site within half an hour."),
    (H, "owner/locksmith", "Commercial accounts belong to Raj Patel.", "Business customers are Raj's portfolio."),
    (H, "policy/locksmith", "Only admins may issue master keys.", "Master keys can be handed out by admins and nobody else."),
    (H, "schedule/locksmith", "Stock count happens monthly.", "We count inventory once a month."),
    (H, "price/locksmith", "After-hours surcharge is 50%.", "Jobs outside business hours cost one and a half times the normal rate."),
    (H, "location/locksmith", "Spare master keys kept in the office safe.", "The backup master keys live in the safe in the office."),
    (H, "size_duration/locksmith", "Warranty on installed locks is 12 months.", "Locks we fit are guaranteed for one year."),
    (H, "vendor/locksmith", "Van fuel cards with Shell.", "Our vans fill up on Shell fuel cards."),
    (H, "contact/locksmith", "Dispatch number 020 7946 0011.", "To reach dispatch, dial 020-7946-0011."),
    (H, "no_longer/locksmith", "The senior free key Wednesday is discontinued.", "We've ended free key cutting for seniors on Wednesdays."),
    (H, "status/locksmith", "Van 3 out of service.", "Van 3 is off the road for now."),
    (H, "schedule/locksmith", "Shop counter open 9-5 weekdays.", "Monday through Friday, the counter is staffed from nine to five."),

    (H, "numeric/vfarm", "Humidity in room B kept at 65%.", "We hold room B at sixty-five percent relative humidity."),
    (H, "size_duration/vfarm", "Lettuce cycle is 35 days seed to harvest.", "Lettuce goes from sowing to cutting in five weeks."),
    (H, "size_duration/vfarm", "Grow room A is 400 m2.", "Room A has a floor area of four hundred square metres."),
    (H, "size_duration/vfarm", "Lights on 16 h per day for microgreens.", "Microgreens get a 16/8 light/dark cycle."),
    (H, "price/vfarm", "Wholesale basil: $9 per lb.", "Trade buyers pay nine dollars a pound for basil."),
    (H, "schedule/vfarm", "Tank flush every 14 days.", "The nutrient tanks get flushed fortnightly."),
    (H, "schedule/vfarm", "Harvest days: Tuesday and Friday.", "We cut crops twice a week, on Tuesdays and Fridays."),
    (H, "owner/vfarm", "Pest scouting: the grow team.", "Looking for pests is the grow team's job."),
    (H, "vendor/vfarm", "Seeds sourced from Johnny's.", "We buy our seed from Johnny's Selected Seeds."),
    (H, "location/vfarm", "We deliver to the Downtown and Eastside zones.", "Our delivery area is Downtown plus Eastside."),
    (H, "policy/vfarm", "Only the grow lead can change nutrient recipes.", "Nutrient recipes are changed by the grow lead and no one else."),
    (H, "numeric/vfarm", "Grow towers are 12 tiers high.", "Every tower has a dozen levels."),
    (H, "contact/vfarm", "HVAC issues: call CoolAir at 555-2210.", "If the air handling breaks, ring CoolAir on 555-2210."),
    (H, "status/vfarm", "Organic certification application submitted.", "We've sent in our paperwork for organic certification and are awaiting a decision."),
    (H, "version/vfarm", "Climate controller firmware 1.9.4", "Nobody has updated the climate controllers past 1.9.4; that's what they run."),

    (H, "numeric/robocamp", "Max 16 campers per session.", "A session can't take more than sixteen kids."),
    (H, "size_duration/robocamp", "Each camp session runs 2 weeks.", "Sessions last fourteen days."),
    (H, "size_duration/robocamp", "Lunch break is 45 minutes.", "Campers get three quarters of an hour for lunch."),
    (H, "numeric/robocamp", "staff to camper ratio is 1:8", "There's one staff member for every eight campers."),
    (H, "price/robocamp", "One-week session fee: $450.", "Parents pay four hundred fifty dollars for a week of camp."),
    (H, "schedule/robocamp", "Camp day runs 9am to 3pm.", "Kids are with us from nine in the morning until three in the afternoon."),
    (H, "schedule/robocamp", "Staff debrief daily at 3:30.", "Every day at half past three the staff sit down to debrief."),
    (H, "size_duration/robocamp", "Competition arena is 4m x 4m.", "The competition field is a 400 cm square."),
    (H, "owner/robocamp", "Kit inventory is Jordan's team's job.", "Keeping track of the kits falls to Jordan and his team."),
    (H, "policy/robocamp", "Parents are allowed in the lab during demos.", "During demos, moms and dads can come into the lab."),
    (H, "vendor/robocamp", "Registration runs through CampMinder.", "Families sign up using CampMinder."),
    (H, "location/robocamp", "Robot kits stored in room 104.", "The kits are kept in 104."),
    (H, "contact/robocamp", "Camp nurse: Karen, ext 22.", "If a kid is hurt, dial extension 22 to reach Karen, our nurse."),
    (H, "no_longer/robocamp", "Drone module dropped from the curriculum.", "We've removed the drone unit from what we teach."),
    (H, "price/robocamp", "Sibling discount $50.", "A second child from the same family gets fifty dollars off."),

    (H, "price/grooming", "Small dog bath & brush: $45.", "For a little dog, a wash and brush-out costs forty-five dollars."),
    (H, "size_duration/grooming", "Full groom for a large dog: book 2 hours.", "Big dogs getting the full works need a 120-minute slot."),
    (H, "numeric/grooming", "Max dog weight for the upstairs tub: 25 kg.", "Dogs heavier than about 55 lb can't use the upstairs tub."),
    (H, "schedule/grooming", "Salon closed Mondays.", "We don't open on Mondays."),
    (H, "schedule/grooming", "Last drop-off at 2pm.", "Dogs need to be dropped off by 14:00 at the latest."),
    (H, "owner/grooming", "Supply ordering is Maria Lopez's task.", "Maria is the one who orders our supplies."),
    (H, "policy/grooming", "Owners cannot stay during grooming.", "Owners have to leave while their pet is being groomed."),
    (H, "policy/grooming", "Matted dogs get shaved only with owner consent.", "We won't shave a matted dog unless the owner says it's OK."),
    (H, "vendor/grooming", "Shampoo: Earthbath.", "Earthbath is the shampoo brand we use."),
    (H, "location/grooming", "Shampoo stock kept under the front counter.", "Extra bottles of shampoo are stored beneath the reception desk."),
    (H, "contact/grooming", "Vet on call: Dr. Kim at Oak Vet, 555-3030.", "If a pet needs a vet during a groom, phone Oak Vet (555-3030) and ask for Dr. Kim."),
    (H, "numeric/grooming", "3 grooming tables in the back room", "The back room has three tables for grooming."),
    (H, "size_duration/grooming", "Nail trims take 15 min slots.", "We schedule a quarter of an hour for each nail trim."),
    (H, "status/grooming", "Self-wash station coming soon.", "The DIY dog wash isn't open yet but it's on the way."),
    (H, "price/grooming", "De-shedding add-on costs $20.", "Adding a deshed treatment is twenty bucks extra."),

    # ------------------------------------------------------------------
    # NEGATIVES
    # ------------------------------------------------------------------
    # ropeway
    (N, "numeric/ropeway", "Summit line cabins carry max 8 passengers.", "Glacier line cabins carry max 6 passengers."),  # hard
    (N, "schedule/ropeway", "Lift opens at 8:30 daily.", "Lift opens at 8:30 daily; the summit caf\u00e9 opens at 9:30."),  # hard
    (N, "price/ropeway", "Adult return ticket: \u20ac32.", "Child return ticket: \u20ac16."),  # hard
    (N, "price/ropeway", "Winter season pass costs 420 euros.", "Summer season pass costs 260 euros."),  # hard
    (N, "schedule/ropeway", "Summer: last descent at 17:00.", "winter: last descent 16:15"),  # hard
    (N, "vendor/ropeway", "Cable lubricant supplied by Kl\u00fcber.", "We also buy gearbox oil from Fuchs."),  # hard
    (N, "owner/ropeway", "Klaus Berger owns the annual rope inspection.", "Klaus Berger also owns the monthly brake test."),  # hard
    (N, "contact/ropeway", "Emergency line for lift faults: 0512 334 100.", "Lost property line: 0512 334 150."),  # hard
    (N, "location/ropeway", "Staff parking: lot P2.", "Guest parking: lots P1 and P3."),  # hard
    (N, "policy/ropeway", "Dogs are not allowed in cabins.", "Dogs are allowed on the summit terrace."),  # hard
    (N, "status/ropeway", "Chairlift B closed for the season.", "Chairlift C is closed today for wind."),  # hard
    (N, "numeric/ropeway", "we run 42 cabins on the main line", "the cafeteria at the summit seats 80"),
    (N, "version/ropeway", "Ticket scanners run firmware 4.2.", "new staff lockers arrive next week"),
    (N, "size_duration/ropeway", "Full ride to the summit takes 12 minutes.", "reminder to log all brake tests in the logbook"),
    (N, "schedule/ropeway", "Safety drills every first Monday of the month.", "Please return radios to the charging rack after shifts."),
    (N, "owner/ropeway", "Lift ops is run by Dana's team.", "Uniform orders are due by the 15th."),
    (N, "vendor/ropeway", "Online tickets sold through Skidata.", "The snowcat needs new tracks before December."),
    (N, "contact/ropeway", "Questions about payroll: hr@alpspitz-ropeway.at", "christmas party is on dec 19 at the valley station"),
    (N, "location/ropeway", "First aid room is next to the ticket hall.", "Defibrillator batteries replaced in all stations."),
    (N, "policy/ropeway", "Bikes allowed on the Summit line.", "Summit line bike racks take tyres up to 2.6 inches wide."),  # hard
    (N, "no_longer/ropeway", "We no longer offer sunset rides.", "Photo booth at the summit is popular, keep it stocked with paper."),
    (N, "status/ropeway", "Summit restaurant renovation in progress.", "Staff badges must be visible at all times."),
    (N, "price/ropeway", "Kids under 6 ride free.", "Group bookings of 20+ need 48h notice."),
    (N, "numeric/ropeway", "Wind shutdown threshold: 65 km/h gusts.", "new anemometer installed on tower 7"),
    (N, "schedule/ropeway", "Cabin washing: Thursdays.", "Tuesday's team lunch is cancelled."),
    (N, "vendor/ropeway", "Radios are Motorola.", "we need 5 more radio belt clips"),
    (N, "owner/ropeway", "ticketing system owner: IT team", "IT team is moving offices on friday"),
    (N, "size_duration/ropeway", "Monthly maintenance closure lasts 2 days.", "Next maintenance closure: 14-15 October."),  # hard
    (N, "contact/ropeway", "For drive faults call Doppelmayr service, Jonas.", "For ticket machine faults call Axess support."),  # hard
    (N, "numeric/ropeway", "Annual pass holders: about 3,400.", "Don't forget to scan passes at the turnstile even for regulars."),

    # funeral
    (N, "numeric/funeral", "Chapel seats 120 people.", "The reception hall seats 60 people."),  # hard
    (N, "price/funeral", "Direct cremation package is $1,895.", "Traditional burial package is $7,450."),  # hard
    (N, "owner/funeral", "Margaret Hale handles all pre-need sales.", "Margaret Hale also handles veteran benefit paperwork."),  # hard
    (N, "schedule/funeral", "Staff meeting is Tuesdays 9am.", "Staff meeting is Tuesdays 9am, and this week we'll review the new GPL."),  # hard
    (N, "vendor/funeral", "Caskets ordered from Batesville.", "Urns ordered from Bogati."),  # hard
    (N, "contact/funeral", "After-hours removals: call 555-0142.", "Daytime removals: call the office at 555-0100."),  # hard
    (N, "location/funeral", "Services are held at the Elm Street chapel.", "Receptions are held at the Elm Street parish hall."),  # hard
    (N, "policy/funeral", "Only funeral directors may sign cremation authorizations.", "Only funeral directors may sign cremation authorizations; interns must shadow at least two arrangements first."),  # hard
    (N, "size_duration/funeral", "Weekday viewings are booked in 2-hour slots.", "Weekend visitations are booked in 3-hour slots."),  # hard
    (N, "status/funeral", "Second hearse is in the shop.", "The flower van is in the shop."),  # hard
    (N, "no_longer/funeral", "Dove releases are no longer available.", "Butterfly releases are still available on request."),  # hard
    (N, "numeric/funeral", "We keep 4 hearses in the fleet.", "please restock tissues in all viewing rooms"),
    (N, "version/funeral", "Pre-need contract template v3 is current.", "The parking lot will be resealed next Thursday."),
    (N, "version/funeral", "Embalming log form version 2.", "Embalming room ventilation was inspected and passed."),
    (N, "size_duration/funeral", "Ashes returned within 7 days of cremation.", "Remember to wear name badges during services."),
    (N, "price/funeral", "Limo hire added at $350.", "New memorial folder designs arrived."),
    (N, "owner/funeral", "Embalming schedule is managed by Luis.", "luis is off next week, back on the 12th"),  # hard
    (N, "schedule/funeral", "Crematory runs Monday to Friday.", "Annual license renewal due in March."),
    (N, "location/funeral", "Urn samples displayed in the lobby.", "Lobby carpet cleaning on saturday"),
    (N, "vendor/funeral", "Florist: Bloom & Co.", "Reminder: thank-you cards go out within two weeks."),
    (N, "contact/funeral", "Medical examiner liaison is Det. Harris.", "Coffee machine in the break room is fixed."),
    (N, "policy/funeral", "Deposits are non-refundable.", "We now accept Apple Pay at the front desk."),
    (N, "status/funeral", "Website redesign scheduled for Q3.", "new headshots for the staff page on friday"),
    (N, "no_longer/funeral", "We provide catering for receptions.", "Reception room chairs are being reupholstered."),
    (N, "numeric/funeral", "Cold room holds up to 12 decedents.", "cold room temp log must be signed every shift"),
    (N, "policy/funeral", "Photos of the deceased are never permitted.", "Photos of the chapel may be used on our website."),  # hard
    (N, "owner/funeral", "Flowers are coordinated by the front office.", "The front office also coordinates guest book orders."),  # hard
    (N, "location/funeral", "Hearses parked in the rear garage.", "Staff cars go in the side lot."),
    (N, "schedule/funeral", "Hearse detailing once a week on Fridays.", "Limo detailing once a month."),  # hard
    (N, "status/funeral", "Online memorial pages in beta.", "The guest book printer jammed again."),

    # locksmith
    (N, "numeric/locksmith", "Each van carries 200 key blanks.", "Each van carries 20 padlocks."),  # hard
    (N, "price/locksmith", "Emergency callout fee \u00a385.", "Standard (non-emergency) callout fee \u00a360."),  # hard
    (N, "price/locksmith", "Rekey per cylinder: $25.", "Rekey per cylinder: $25, plus $10 per extra key."),  # hard
    (N, "owner/locksmith", "Commercial accounts belong to Raj Patel.", "Residential accounts belong to Sofia Marquez."),  # hard
    (N, "schedule/locksmith", "Shop counter open 9-5 weekdays.", "Over the holidays (Dec 24-Jan 2) the counter is closed."),  # hard
    (N, "location/locksmith", "We cover the north district only.", "Our sister company covers the south district."),  # hard
    (N, "vendor/locksmith", "Key blanks bought from Ilco.", "Padlocks bought from Abus."),  # hard
    (N, "policy/locksmith", "Only admins may issue master keys.", "Anyone on the counter may issue standard duplicate keys."),  # hard
    (N, "contact/locksmith", "Dispatch number 020 7946 0011.", "Accounts dept number 020 7946 0022."),  # hard
    (N, "no_longer/locksmith", "We no longer stock Yale smart locks.", "We still stock Yale padlocks and deadbolts."),  # hard
    (N, "status/locksmith", "Van 3 out of service.", "Van 5 out of service for MOT."),  # hard
    (N, "numeric/locksmith", "we have 6 techs on the emergency rota", "team bbq on the 21st, bring a dish"),
    (N, "numeric/locksmith", "Target response time for lockouts: 30 min.", "customer satisfaction survey results are in the shared drive"),
    (N, "version/locksmith", "Dispatch app version 2.8 on all phones.", "charge your phones overnight, battery packs are in the van"),
    (N, "version/locksmith", "Master key chart format v1.", "The office printer is out of toner."),
    (N, "size_duration/locksmith", "Warranty on installed locks is 12 months.", "new invoice pads in the top drawer"),
    (N, "size_duration/locksmith", "Safe opening callouts: allow 3 hrs.", "drill bits for safes restocked"),
    (N, "price/locksmith", "After-hours surcharge is 50%.", "please log mileage at the end of each day"),
    (N, "owner/locksmith", "Van maintenance: Pete's job.", "Pete's birthday is friday, cake at 3"),
    (N, "schedule/locksmith", "Stock count happens monthly.", "Stock count happens monthly; this month's is on the 28th."),  # hard
    (N, "location/locksmith", "Main workshop at 14 Bridge Rd.", "Bridge Rd will be closed for roadworks on Tuesday."),  # hard
    (N, "vendor/locksmith", "Dispatch via ServiceTitan.", "We also use QuickBooks for invoicing."),  # hard
    (N, "vendor/locksmith", "Van fuel cards with Shell.", "Van tyres are rotated every 10k miles."),
    (N, "policy/locksmith", "Cash payments accepted on callouts.", "Remember to give every customer a receipt."),
    (N, "contact/locksmith", "Landlord for the workshop: call Mr. Dawes.", "workshop alarm code is changing, ask the office"),
    (N, "status/locksmith", "Hiring for a junior locksmith is open.", "Apprentice training day is next Wednesday."),
    (N, "no_longer/locksmith", "We service car keys and fobs.", "Transponder programmer needs a software licence renewal."),
    (N, "policy/locksmith", "We don't cut keys marked Do Not Duplicate.", "Lost key reports go in the red folder."),
    (N, "location/locksmith", "Spare master keys kept in the office safe.", "the office safe combination is changed quarterly"),  # hard
    (N, "owner/locksmith", "The safes team handles all vault work.", "The safes team is getting a new drill rig."),
    (N, "contact/locksmith", "For Medeco orders email orders@medeco-dist.com", "Medeco cylinders are on backorder till next month."),  # hard

    # vfarm
    (N, "numeric/vfarm", "Nutrient EC setpoint for lettuce is 1.2 mS/cm.", "Nutrient EC setpoint for basil is 1.8 mS/cm."),  # hard
    (N, "numeric/vfarm", "Humidity in room B kept at 65%.", "Humidity in room A kept at 60%."),  # hard
    (N, "size_duration/vfarm", "Lettuce cycle is 35 days seed to harvest.", "Microgreen cycle is 10 days seed to harvest."),  # hard
    (N, "price/vfarm", "Wholesale basil: $9 per lb.", "Retail basil clamshell: $3.99."),  # hard
    (N, "schedule/vfarm", "Harvest days: Tuesday and Friday.", "Harvest days: Tuesday and Friday. Packing starts an hour after cutting."),  # hard
    (N, "owner/vfarm", "Harvest crew is led by Marco.", "Packing crew is led by Jess."),  # hard
    (N, "vendor/vfarm", "LED fixtures from Fluence.", "LED drivers from Mean Well."),  # hard
    (N, "location/vfarm", "Germination happens in room C.", "Propagation trays are washed in room C."),  # hard
    (N, "policy/vfarm", "Visitors must wear hairnets in grow rooms.", "Visitors must also wear shoe covers in grow rooms."),  # hard
    (N, "status/vfarm", "Tower 9 expansion: planned.", "Tower 8 expansion is complete."),  # hard
    (N, "contact/vfarm", "Restaurant orders come to orders@greenstack.farm.", "Invoices and billing questions go to billing@greenstack.farm."),  # hard
    (N, "numeric/vfarm", "Grow towers are 12 tiers high.", "please wear gloves when handling root zones"),
    (N, "version/vfarm", "Climate controller firmware 1.9.4", "We're hosting a school group on the 9th."),
    (N, "version/vfarm", "We follow the basil SOP version 5.", "basil sales were up 12% last month"),
    (N, "version/vfarm", "Farm dashboard runs Grafana 9.", "Dashboard login issues? Clear your browser cache first."),
    (N, "size_duration/vfarm", "Grow room A is 400 m2.", "New floor drains installed in room A."),
    (N, "size_duration/vfarm", "Lights on 16 h per day for microgreens.", "Order more coco coir by friday."),
    (N, "price/vfarm", "Farm tours cost $15 per person.", "tour guide script updated in the drive"),
    (N, "price/vfarm", "Restaurant microgreen box sells at $28.", "Chef Ramos from Luca's loved the pea shoots."),
    (N, "schedule/vfarm", "Tank flush every 14 days.", "Tank 3 float switch replaced."),
    (N, "schedule/vfarm", "Delivery run leaves at 6am on weekdays.", "On Saturdays the delivery run leaves at 7am."),  # hard
    (N, "owner/vfarm", "Nutrient dosing is owned by Ingrid Larsen.", "Ingrid is presenting at the AgTech conference in May."),
    (N, "owner/vfarm", "Pest scouting: the grow team.", "Sticky traps are in the supply cabinet."),
    (N, "vendor/vfarm", "Seeds sourced from Johnny's.", "Seed packets must be labeled with the lot number."),
    (N, "location/vfarm", "Seed storage is in the cold room on level 1.", "The level 1 cold room door seal was replaced."),  # hard
    (N, "location/vfarm", "We deliver to the Downtown and Eastside zones.", "the van's tire pressure light is on again"),
    (N, "policy/vfarm", "Phones allowed in the packing area.", "Wash hands before entering packing."),
    (N, "no_longer/vfarm", "Strawberries are no longer grown.", "We still sell strawberry jam from the partner farm in the shop."),  # hard
    (N, "no_longer/vfarm", "Room A no longer uses CO2 enrichment.", "Room B still uses CO2 enrichment."),  # hard
    (N, "contact/vfarm", "HVAC issues: call CoolAir at 555-2210.", "Plumbing issues: call Rivera Plumbing at 555-4471."),  # hard
    (N, "status/vfarm", "Organic certification application submitted.", "Kale trays in tower 4 look great this week."),

    # robocamp
    (N, "numeric/robocamp", "Max 16 campers per session in the senior track.", "Max 12 campers per session in the junior track."),  # hard
    (N, "price/robocamp", "One-week session fee: $450.", "Two-week session fee: $850."),  # hard
    (N, "schedule/robocamp", "Camp day runs 9am to 3pm.", "Counsellors arrive at 8:15 before camp starts."),  # hard
    (N, "owner/robocamp", "Parent emails are sent by Nina.", "Nina also sends the weekly staff newsletter."),  # hard
    (N, "location/robocamp", "Pickup at the north entrance.", "Drop-off at the north entrance too."),  # hard
    (N, "vendor/robocamp", "Robot kits are LEGO Spike Prime.", "Spare motors for the kits come from BrickLink sellers."),  # hard
    (N, "version/robocamp", "Campers use Python 3.10 on the laptops.", "Staff laptops use Python 3.12."),  # hard
    (N, "policy/robocamp", "Only counsellors may use the soldering irons.", "Only counsellors may use the laser cutter."),  # hard
    (N, "contact/robocamp", "Camp nurse: Karen, ext 22.", "Front desk: Omar, ext 10."),  # hard
    (N, "status/robocamp", "The advanced session is open for registration.", "The beginner session is full."),  # hard
    (N, "size_duration/robocamp", "Competition arena is 4m x 4m.", "Practice arena is 2m x 2m."),  # hard
    (N, "numeric/robocamp", "Each team gets 2 robot kits.", "Remember sunscreen for the outdoor challenge day."),
    (N, "numeric/robocamp", "staff to camper ratio is 1:8", "CPR refresher for staff on June 3."),
    (N, "version/robocamp", "Robot kits run ROS 2 Humble.", "The projector in room 104 flickers, use the other one."),
    (N, "version/robocamp", "Parent handbook 2023 edition is the one to send.", "Handbook PDFs are in the shared folder under /parents."),
    (N, "size_duration/robocamp", "Each camp session runs 2 weeks.", "Camp photos will be shared on the last day."),
    (N, "size_duration/robocamp", "Lunch break is 45 minutes.", "Lunch break is 45 minutes; campers eat in the cafeteria, not the lab."),  # hard
    (N, "price/robocamp", "Early bird discount is 10%.", "We got 14 early bird signups yesterday!"),
    (N, "price/robocamp", "Sibling discount $50.", "Scholarship applications close May 1."),
    (N, "schedule/robocamp", "Demo day is the last Friday of each session.", "Order pizza for demo day, about 40 people."),
    (N, "schedule/robocamp", "Staff debrief daily at 3:30.", "Bring your timesheets to Friday's debrief."),
    (N, "owner/robocamp", "Curriculum lead: Dr. Alice Wong.", "Dr. Wong's workshop slides are uploaded."),
    (N, "owner/robocamp", "Kit inventory is Jordan's team's job.", "two batteries missing from kit 7"),
    (N, "location/robocamp", "Camp is held at Lincoln High gym.", "Lincoln High gym is closed on July 4."),  # hard
    (N, "location/robocamp", "Robot kits stored in room 104.", "Spare laptops are stored in room 105."),  # hard
    (N, "vendor/robocamp", "Registration runs through CampMinder.", "Please answer the staff survey by Friday."),
    (N, "vendor/robocamp", "Lunches catered by Subway.", "Remind parents to flag allergies on the form."),
    (N, "policy/robocamp", "Campers may not take robots home.", "Campers may take their printed certificates home."),  # hard
    (N, "no_longer/robocamp", "Aftercare is no longer offered.", "Morning drop-off still starts at 8:30."),  # hard
    (N, "contact/robocamp", "Parents should text 555-0177 for late pickup.", "The van rental confirmation number is 44812."),
    (N, "no_longer/robocamp", "No more free t-shirts, budget cut.", "Camp water bottles are still free."),  # hard

    # grooming
    (N, "price/grooming", "Small dog bath & brush: $45.", "Large dog bath & brush: $65."),  # hard
    (N, "price/grooming", "Nail trim walk-in is $15.", "Nail trim with a full groom is $10."),  # hard
    (N, "schedule/grooming", "Salon closed Mondays.", "Mobile van doesn't run on Tuesdays."),  # hard
    (N, "schedule/grooming", "Last drop-off at 2pm.", "Last drop-off at 2pm; pickups until 6pm."),  # hard
    (N, "numeric/grooming", "Max dog weight for the upstairs tub: 25 kg.", "Max dog weight for the hydraulic table: 80 kg."),  # hard
    (N, "owner/grooming", "Cat grooms are handled by Jun.", "Jun also handles the rabbit trims."),  # hard
    (N, "vendor/grooming", "Shampoo: Earthbath.", "Conditioner: Chris Christensen."),  # hard
    (N, "location/grooming", "Dogs dry in the east room.", "Cats dry in the west room."),  # hard
    (N, "policy/grooming", "Owners cannot stay during grooming.", "Owners cannot bring food into the grooming area."),  # hard
    (N, "contact/grooming", "Salon phone: (555) 013-4455.", "Mobile van phone: (555) 013-7788."),  # hard
    (N, "size_duration/grooming", "Full groom for a large dog: book 2 hours.", "Full groom for a small dog: book 1 hour."),  # hard
    (N, "numeric/grooming", "We can do 14 dogs a day with current staff.", "Please sweep hair between every dog."),
    (N, "numeric/grooming", "3 grooming tables in the back room", "The back room AC filter was changed."),
    (N, "version/grooming", "Booking app version 4.1 on the front desk iPad.", "The front desk iPad charger is missing."),
    (N, "version/grooming", "Vaccination consent form v2.", "Ask new clients how they heard about us."),
    (N, "version/grooming", "clipper blades: Andis UltraEdge gen 1", "Blades go out for sharpening every two weeks."),
    (N, "size_duration/grooming", "Nail trims take 15 min slots.", "Styptic powder is low, reorder."),
    (N, "size_duration/grooming", "Kennel crates in the drying area are 36 inch.", "Crate pads washed daily."),
    (N, "price/grooming", "De-shedding add-on costs $20.", "Instagram post about deshedding got 300 likes."),
    (N, "price/grooming", "cat grooming starts at $70", "Gift cards are now available at the front desk."),
    (N, "owner/grooming", "Priya manages the appointment book.", "Priya is on vacation next week."),  # hard
    (N, "owner/grooming", "Supply ordering is Maria Lopez's task.", "We're out of large bandanas."),
    (N, "schedule/grooming", "Deep clean of the tubs every Saturday night.", "New tub mats arrived."),
    (N, "location/grooming", "Mobile grooming van covers Maplewood.", "Mobile grooming van also covers Brookside on Thursdays."),  # hard
    (N, "location/grooming", "Shampoo stock kept under the front counter.", "Towels are kept in the laundry room."),
    (N, "vendor/grooming", "Booking software is Gingr.", "Gingr sends automatic reminder texts 24h before."),  # hard
    (N, "policy/grooming", "Walk-ins welcome for nail trims.", "Please be friendly to walk-ins even when busy."),
    (N, "policy/grooming", "Matted dogs get shaved only with owner consent.", "Take before-and-after photos of matted dogs."),
    (N, "status/grooming", "Loyalty program active.", "Loyalty program active; members now earn double points in December."),  # hard
    (N, "no_longer/grooming", "Teeth brushing add-on no longer offered.", "Ear cleaning add-on is still offered."),  # hard
    (N, "contact/grooming", "Vet on call: Dr. Kim at Oak Vet, 555-3030.", "Dr. Kim's clinic will be closed on Memorial Day."),  # hard
    (N, "status/grooming", "Second location planned for fall.", "Staff meeting moved to the lounge."),
]


if __name__ == "__main__":
    import collections
    import re

    MIN_PER_LABEL = {C: 210, L: 105, H: 85, N: 180}
    MIN_PER_KIND_C = 18
    MIN_HARD = 60

    assert len(LABELS) == 4 and len(KINDS) == 12 and len(ORGS) == 6
    assert len(set(ORGS)) == 6

    label_counts = collections.Counter()
    kind_c = collections.Counter()
    org_counts = collections.Counter()
    seen = set()
    for i, p in enumerate(PAIRS):
        assert isinstance(p, tuple) and len(p) == 4, (i, p)
        label, ko, older, newer = p
        assert label in LABELS, (i, p)
        kind, _, org = ko.partition("/")
        assert kind in KINDS, (i, p)
        assert org in ORGS, (i, p)
        assert isinstance(older, str) and isinstance(newer, str) and older.strip() and newer.strip(), (i, p)
        assert older != newer, (i, p)
        key = (older.strip().lower(), newer.strip().lower())
        assert key not in seen, ("duplicate pair", i, p)
        seen.add(key)
        label_counts[label] += 1
        org_counts[org] += 1
        if label == C:
            kind_c[kind] += 1

    for lab, mn in MIN_PER_LABEL.items():
        assert label_counts[lab] >= mn, (lab, label_counts[lab], mn)
    for k in KINDS:
        assert kind_c[k] >= MIN_PER_KIND_C, (k, kind_c[k])
    assert set(org_counts) == set(ORGS), org_counts

    # hard negatives: count `# hard` comments in this file's own source
    with open(__file__, encoding="utf-8") as fh:
        src = fh.read()
    hard_lines = [ln for ln in src.splitlines() if re.search(r"#\s*hard\s*$", ln)]
    for ln in hard_lines:
        assert ln.strip().startswith("(N,"), ("# hard on a non-negative line", ln)
    n_hard = len(hard_lines)
    assert n_hard >= MIN_HARD, n_hard

    print("memo_pairs.py self-check passed")
    print(f"  total pairs: {len(PAIRS)}")
    print("  per label: " + ", ".join(f"{lab}={label_counts[lab]}" for lab in LABELS))
    print(f"  hard negatives: {n_hard}")
    print("  contradictions per kind: " + ", ".join(f"{k}={kind_c[k]}" for k in KINDS))
    print("  pairs per org: " + ", ".join(f"{o}={org_counts[o]}" for o in ORGS))
