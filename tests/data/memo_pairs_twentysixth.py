# Development data since 2026-12-04 (session 28): released after its last held-out measurement, below.
# Held-out memo pairs no. 26 (630 pairs: 228 contradictions, 114 light and 96 heavy duplicates, 192
# negatives of which 72 hard; six organisations: a veterinary clinic, a game studio, a ski resort, a hotel, a theatre,
# a biology lab; categories are kind/organisation), written on 2026-12-04 by a helper that never saw the rules or the
# other sets. Its misses were not read. Measured by the lead only (python -m tests.memo_pair_quality twentysixth): at
# 94b94e8 (session 27's start, the reader refitted on every development set) contradictions P 0.97 R 0.78 (178 of
# 228), duplicates P 1.00, light 0.86 (98 of 114), heavy 0.08 (8 of 96), 0 cross-project, 4 of 192 negatives decided;
# at session 27's merged code (8c4d340: h75's old value in plain words, states and short days, the reader refitted)
# the same but light 0.87 (99 of 114). Per kind (of 19), both times: contact 16, location 11, no longer 18, numeric
# 16, owner 15, policy 11, price 15, schedule 16, size/duration 15, status 13, vendor 15, version 17.
# Written on 2026-12-04 by a helper that never saw the detector, the rules, the pipeline or the other sets.
"""Held-out evaluation set: pairs of team memos (older, newer).

Agents save short memos ("facts") about a team's work. When a newer memo states a
different value for the same thing (a count, version, size, price, owner, schedule,
place, vendor, policy, something stopped, a status, a contact), the older memo is
outdated: label "contradiction". When the newer memo says the same thing again it is
a duplicate: "duplicate_light" (lightly reworded) or "duplicate_heavy" (heavily
reworded, nothing new). "negative" pairs are about different things, or the newer
memo adds to the older one without replacing it.

Six small organisations, all hand-written:
  vetclinic  - Maple Creek Veterinary Hospital (two sites, surgery, pharmacy, kennels)
  gamestudio - Pixel Harbor Games, a 30-person indie video game studio
  skiresort  - Snowcrest Mountain, a mid-size ski resort
  hotel      - Harbor Lane Hotel, a 42-room boutique hotel
  theatre    - Lyric Community Theatre
  biolab     - a university molecular biology research lab

Each pair is (label, category, older_text, newer_text); category is "kind/org" for
contradictions and "light/org", "heavy/org", "negative/org" or "hard_negative/org"
for the other labels.
"""

LABELS = ("contradiction", "duplicate_light", "duplicate_heavy", "negative")
C, L, H, N = LABELS

KINDS = ("numeric", "version", "size_duration", "price", "owner", "schedule",
         "location", "vendor", "policy", "no_longer", "status", "contact")

ORGS = ("vetclinic", "gamestudio", "skiresort", "hotel", "theatre", "biolab")

PAIRS = []

# =====================================================================
# contradictions
# =====================================================================

# ---- numeric
PAIRS += [
    (C, "numeric/vetclinic", "The hospital keeps 12 kennel spaces for overnight patients.", "update: we now have 16 overnight kennel spaces after the ward refit"),
    (C, "numeric/vetclinic", "Max 3 dental procedures are booked per day.", "dentals capped at 4/day from now on"),
    (C, "numeric/vetclinic", "Each tech covers up to 6 inpatients per shift.", "Techs now take max 8 inpatients per shift."),
    (C, "numeric/gamestudio", "Playtest sessions are limited to 20 external testers.", "FYI external playtests can have up to 35 testers now"),
    (C, "numeric/gamestudio", "The build farm runs 8 agents.", "we're at 12 build agents as of this week"),
    (C, "numeric/gamestudio", "Bug bash rewards go to the top 3 bug finders.", "bug bash: gift cards for the top 5 finders now"),
    (C, "numeric/skiresort", "Gondola cabins hold 8 riders.", "Gondola cabins are limited to 6 riders this season."),
    (C, "numeric/skiresort", "Ski school group lessons take a maximum of 10 kids per instructor.", "max 8 kids per instructor in group lessons, as of today"),
    (C, "numeric/skiresort", "We run 14 snow groomers on the night shift.", "night grooming fleet is down to 11 machines"),
    (C, "numeric/hotel", "The hotel has 42 rooms available for booking online.", "heads up: only 38 rooms bookable online now, 4 are held for long-stay guests"),
    (C, "numeric/hotel", "Guests can hold up to 5 rooms per group booking without a deposit.", "Group bookings without a deposit: max 3 rooms."),
    (C, "numeric/hotel", "Housekeeping attendants clean 14 rooms per shift.", "attendants now do 12 rooms/shift"),
    (C, "numeric/theatre", "The main stage seats 240.", "main stage capacity is 220 after the new sound desk took out a row"),
    (C, "numeric/theatre", "We print 300 programmes per performance.", "from now on print 250 programmes per show"),
    (C, "numeric/theatre", "Audition days have 40 slots.", "Audition days now have 30 slots each."),
    (C, "numeric/biolab", "The -80 freezer has 5 racks allocated to our lab.", "we've got 7 racks in the -80 now"),
    (C, "numeric/biolab", "Each student can book 4 hours of confocal time per week.", "confocal booking limit: 6 h/week per student from now on"),
    (C, "numeric/biolab", "The cluster allows 200 concurrent jobs per user.", "per-user concurrent job limit on the cluster is 100 now"),
    (C, "numeric/biolab", "Lab meeting has 2 speakers per week.", "lab meeting now has three speakers each week"),
]

# ---- version
PAIRS += [
    (C, "version/vetclinic", "Front desk PCs run ezyVet client 3.4.", "ezyVet client upgraded to 3.6 on all front desk PCs"),
    (C, "version/vetclinic", "Anesthesia monitors are on firmware v2.1.", "monitors are on firmware 2.3 now"),
    (C, "version/vetclinic", "Our client consent form is version 5.", "use consent form v6 from now on"),
    (C, "version/gamestudio", "The project is on Unreal Engine 5.2.", "we moved the project to UE 5.4 last night"),
    (C, "version/gamestudio", "Build pipeline uses Python 3.9.", "pipeline's on python 3.11 now"),
    (C, "version/gamestudio", "Current milestone build is 0.8.2.", "milestone build is now 0.9.0 (alpha)"),
    (C, "version/gamestudio", "The Perforce server runs 2022.1.", "p4 server is 2023.2 as of this weekend"),
    (C, "version/skiresort", "Lift ticket scanners run firmware 4.0.", "Scanners were updated to firmware 4.2."),
    (C, "version/skiresort", "The snow report app is version 1.8 on the App Store.", "snow report app v2.0 is live in the store"),
    (C, "version/skiresort", "The grooming plan template is revision C.", "grooming plan template: rev E now"),
    (C, "version/hotel", "Front desk runs Opera PMS 5.5.", "Opera was upgraded to 5.6 over the weekend"),
    (C, "version/hotel", "The guest Wi-Fi portal is on version 2.", "Wi-Fi captive portal is version 3 since Tuesday"),
    (C, "version/hotel", "Staff handbook edition 2024.1 is current.", "current staff handbook: 2025.2"),
    (C, "version/theatre", "The lighting desk runs Eos software 3.1.", "Eos desk updated to 3.2.8"),
    (C, "version/theatre", "We're using script draft 4 for rehearsals.", "rehearsals use draft 6 of the script now"),
    (C, "version/theatre", "QLab on the sound machine is version 4.", "we're running qlab 5 on the sound machine now"),
    (C, "version/biolab", "The analysis pipeline uses R 4.2.", "pipeline moved to R 4.4"),
    (C, "version/biolab", "The RNA extraction protocol is v3.", "RNA extraction protocol updated to v4 (new column step)"),
    (C, "version/biolab", "Cluster default CUDA is 11.8.", "CUDA default on the cluster is 12.4 now"),
]

# ---- size_duration
PAIRS += [
    (C, "size_duration/vetclinic", "Surgery slots are 90 minutes.", "surgery slots are 2 hours now"),
    (C, "size_duration/vetclinic", "X-ray images are kept for 5 years.", "radiographs retained 7 years going forward"),
    (C, "size_duration/vetclinic", "The client portal logs users out after 15 minutes idle.", "portal idle timeout is 30 min as of today"),
    (C, "size_duration/gamestudio", "Nightly builds are kept for 14 days.", "nightlies now kept 30 days"),
    (C, "size_duration/gamestudio", "Max upload size for the crash reporter is 50 MB.", "crash reporter upload limit raised to 200MB"),
    (C, "size_duration/gamestudio", "Sprints are two weeks long.", "we switched to 3-week sprints"),
    (C, "size_duration/skiresort", "Lift ticket refunds can be requested within 24 hours.", "refund window for lift tickets is 48h now"),
    (C, "size_duration/skiresort", "Rental reservations are held for 30 minutes after the pickup time.", "we hold rentals 60 min past pickup time now"),
    (C, "size_duration/skiresort", "Ski patrol shifts are 10 hours.", "patrol shifts are 8 hours this season"),
    (C, "size_duration/hotel", "CCTV footage is retained for 30 days.", "cctv retention is 14 days now (new DVR)"),
    (C, "size_duration/hotel", "Luggage storage is free for up to 4 hours after checkout.", "Free luggage storage: up to 6 hours after check-out."),
    (C, "size_duration/hotel", "Key cards expire 12 hours after checkout time.", "keycards expire 2h after checkout now"),
    (C, "size_duration/theatre", "Intermission is 15 minutes.", "intermission will be 20 min from now on (bar queues)"),
    (C, "size_duration/theatre", "Rehearsal recordings are kept for one month.", "we keep rehearsal recordings for 6 months now"),
    (C, "size_duration/theatre", "Tech week is 5 days.", "tech week is a full 7 days this production"),
    (C, "size_duration/biolab", "Raw sequencing data is kept on scratch for 60 days.", "scratch purge is 30 days now, move your fastqs"),
    (C, "size_duration/biolab", "Each user gets a 500 GB home quota.", "home quota bumped to 1 TB per user"),
    (C, "size_duration/biolab", "Plates are incubated for 48 hours.", "incubation time is 72 h under the revised protocol"),
    (C, "size_duration/biolab", "Cluster jobs have a 24-hour wall time limit.", "wall time limit is 48h as of the upgrade"),
]

# ---- price
PAIRS += [
    (C, "price/vetclinic", "A standard consult costs $65.", "consult fee is $72 from 1 March"),
    (C, "price/vetclinic", "Nail trims are $15.", "nail trims now $18"),
    (C, "price/vetclinic", "The after-hours emergency fee is $150.", "emergency surcharge went up to $185"),
    (C, "price/gamestudio", "The game launches at $19.99 on Steam.", "we're launching at $24.99 now"),
    (C, "price/gamestudio", "A Unity Pro seat costs us $2,040/year.", "Unity Pro seats are $2,200/yr on the new contract"),
    (C, "price/gamestudio", "The art outsourcing rate is €45/hour.", "outsourcing rate renegotiated to €50/h"),
    (C, "price/skiresort", "Adult day pass is $89.", "adult day ticket: $95 this season"),
    (C, "price/skiresort", "Locker rental is $10 a day.", "lockers are $12/day now"),
    (C, "price/skiresort", "Season pass early-bird price is $499.", "early bird season pass is $549 this year"),
    (C, "price/hotel", "Parking costs $25 per night.", "FYI parking is now $30/night"),
    (C, "price/hotel", "The breakfast add-on is $18 per person.", "breakfast add-on is $22 pp from Monday"),
    (C, "price/hotel", "Late checkout until 2pm costs $40.", "late check-out (2pm) now $30"),
    (C, "price/theatre", "Adult tickets are $28.", "adult tix $32 for the new season"),
    (C, "price/theatre", "Rehearsal room hire is $40 an hour.", "we now charge $50/hr for rehearsal room hire"),
    (C, "price/theatre", "Programmes sell for $5.", "programmes are $3 now"),
    (C, "price/biolab", "Sequencing costs $1,200 per lane at the core.", "core's per-lane price is $1,450 now"),
    (C, "price/biolab", "Confocal time is billed at $35/hour.", "confocal rate went up to $42/h"),
    (C, "price/biolab", "The Abcam anti-GFP antibody is $395 per vial.", "that Abcam anti-GFP is $430/vial now"),
    (C, "price/biolab", "Shipping on dry ice costs $85 per box.", "dry-ice shipping is $110 a box now"),
]

# ---- owner
PAIRS += [
    (C, "owner/vetclinic", "Dr. Okafor manages the pharmacy inventory.", "pharmacy inventory is Dr. Lindqvist's now"),
    (C, "owner/vetclinic", "Priya keeps the controlled drugs log.", "Controlled drugs log: Marcus owns it from this week."),
    (C, "owner/vetclinic", "The front desk team handles vaccine reminders.", "vaccine reminders moved to the nursing team"),
    (C, "owner/gamestudio", "Sam owns the build pipeline.", "build pipeline is Jordan's now"),
    (C, "owner/gamestudio", "The audio team is responsible for the localisation files.", "loc files are owned by the narrative team now"),
    (C, "owner/gamestudio", "Kenji leads combat design.", "Combat design lead: Aisha (Kenji moved to tools)"),
    (C, "owner/skiresort", "Tom runs the rental shop.", "rental shop manager is now Ingrid"),
    (C, "owner/skiresort", "Ski patrol reports to the mountain ops director.", "patrol now reports to the safety manager"),
    (C, "owner/skiresort", "Lift 4 maintenance is handled by Bruno's crew.", "Lift 4 maintenance moved to Ana's crew"),
    (C, "owner/hotel", "Maria does the housekeeping schedules.", "housekeeping rota is done by Chen now"),
    (C, "owner/hotel", "Group bookings go through the sales manager.", "group bookings are handled by revenue mgmt from now on"),
    (C, "owner/hotel", "Mr. Haddad approves refunds over $200.", "refunds > $200 now approved by the front office manager (Lucy)"),
    (C, "owner/theatre", "Jo is stage manager for The Tempest.", "SM for the tempest is Rafa now, Jo's doing ASM"),
    (C, "owner/theatre", "The costume department is led by Beatrice.", "Costumes lead: Hana from this season"),
    (C, "owner/theatre", "Eleanor's team coordinates front of house volunteers.", "FOH volunteers are coordinated by Dev's team now"),
    (C, "owner/biolab", "Wei is responsible for the mouse colony.", "Mouse colony is now Lucia's responsibility"),
    (C, "owner/biolab", "Prof. Adeyemi signs off on reagent orders.", "reagent orders are signed off by the lab manager now, not the PI"),
    (C, "owner/biolab", "Cluster account requests go to Ben.", "send cluster account requests to Farah now"),
    (C, "owner/biolab", "Oliver's group maintains the shared qPCR machine.", "the shared qPCR machine is maintained by our group now, Oliver's handed it over"),
]

# ---- schedule
PAIRS += [
    (C, "schedule/vetclinic", "Dentals are scheduled on Tuesdays and Thursdays.", "dentals only on wednesdays from now on"),
    (C, "schedule/vetclinic", "The lab courier picks up at 3pm.", "lab courier pickup moved to 1:30pm"),
    (C, "schedule/vetclinic", "Staff meeting is the first Monday of the month.", "staff mtg is now every other friday"),
    (C, "schedule/gamestudio", "Playtests happen every Friday afternoon.", "playtests moved to Wednesdays 2pm"),
    (C, "schedule/gamestudio", "Standup is at 9:30.", "standup's at 10:15 now"),
    (C, "schedule/gamestudio", "Builds are deployed to QA nightly.", "QA builds go out twice a week now (Mon/Thu)"),
    (C, "schedule/skiresort", "The lifts open at 8:30.", "lifts open 9:00 from this weekend"),
    (C, "schedule/skiresort", "Night skiing runs Friday and Saturday.", "night skiing is Thursday to Saturday now"),
    (C, "schedule/skiresort", "Avalanche control starts at 6am.", "avi control starts at 5:30 now"),
    (C, "schedule/hotel", "Breakfast is served 7-10am.", "breakfast hours now 6:30 to 10:30"),
    (C, "schedule/hotel", "Check-in starts at 3pm.", "check-in is from 2pm as of this month"),
    (C, "schedule/hotel", "Room linen is changed every day.", "Linen change is every third day unless the guest requests it."),
    (C, "schedule/theatre", "Rehearsals are Monday, Wednesday and Friday evenings.", "rehearsals are tue/thu evenings + sat mornings now"),
    (C, "schedule/theatre", "The box office opens at noon.", "box office opens at 10am from now on"),
    (C, "schedule/theatre", "Matinees are on Sundays at 2pm.", "matinee moved to saturday 3pm"),
    (C, "schedule/biolab", "Lab meeting is Thursdays at 10.", "lab meeting moved to Mondays 4pm"),
    (C, "schedule/biolab", "Liquid nitrogen is delivered every Tuesday.", "LN2 deliveries are every other Friday now"),
    (C, "schedule/biolab", "Journal club runs weekly.", "journal club is monthly now (first Wed)"),
    (C, "schedule/biolab", "The autoclave runs at 8am and 2pm.", "autoclave runs only at 11am now"),
]

# ---- location
PAIRS += [
    (C, "location/vetclinic", "Surgery recovery is in Room 3.", "recovery moved to room 5 (bigger)"),
    (C, "location/vetclinic", "Overflow kennels are at the Elm Street site.", "overflow kennels are at the Birch Rd clinic now"),
    (C, "location/vetclinic", "Controlled drugs are kept in the pharmacy safe.", "controlled drugs now live in the new lockbox in treatment"),
    (C, "location/gamestudio", "The build servers are in the office server room.", "build servers moved to AWS eu-west-1"),
    (C, "location/gamestudio", "Playtests are held in Meeting Room B.", "playtests happen in the lounge now"),
    (C, "location/gamestudio", "Our Steam depot backups are stored in us-east.", "depot backups are in eu-central now"),
    (C, "location/skiresort", "Ski school meets at the base of Lift 2.", "ski school meeting point is now by the clock tower"),
    (C, "location/skiresort", "The first aid room is in the Summit Lodge.", "first aid moved to the base lodge basement"),
    (C, "location/skiresort", "Rental pickup is at the north entrance.", "rental pickup: south entrance, next to tickets"),
    (C, "location/hotel", "Luggage is stored in the room behind reception.", "luggage storage is in the old business centre now"),
    (C, "location/hotel", "The breakfast buffet is on the terrace.", "breakfast buffet moved inside to the Garden Room"),
    (C, "location/hotel", "Guest laundry is on floor 2.", "guest laundry's on the ground floor now"),
    (C, "location/theatre", "Set builds happen at the warehouse on Dock Road.", "we build sets at the school workshop on Pine St now"),
    (C, "location/theatre", "Costume fittings are in the green room.", "fittings are in studio 2 from this week"),
    (C, "location/theatre", "The box office is in the main foyer.", "box office moved to the side entrance kiosk"),
    (C, "location/biolab", "Our -80 freezer is in room B214.", "-80 moved to B230 (the new freezer farm)"),
    (C, "location/biolab", "The cluster runs in the campus data centre.", "cluster has moved to the regional HPC centre"),
    (C, "location/biolab", "Hazardous waste pickup is at the loading dock.", "haz waste pickup point is the north stairwell cage now"),
    (C, "location/biolab", "Samples are dropped at the front bench.", "samples go in the intake fridge in B210 now"),
]

# ---- vendor
PAIRS += [
    (C, "vendor/vetclinic", "Reference lab tests go to IDEXX.", "we switched reference lab work to Antech"),
    (C, "vendor/vetclinic", "Drug orders come from Covetrus.", "moved off Covetrus, ordering from MWI now"),
    (C, "vendor/vetclinic", "Appointment reminders are sent with PetDesk.", "replaced PetDesk with Vetstoria for reminders"),
    (C, "vendor/gamestudio", "We use Jira for task tracking.", "moved the team off Jira to Linear"),
    (C, "vendor/gamestudio", "Crash reports go to Sentry.", "crash reporting switched to Backtrace"),
    (C, "vendor/gamestudio", "Version control is Perforce.", "we migrated to Git LFS on GitHub"),
    (C, "vendor/skiresort", "Lift tickets are sold through Skidata.", "ticketing moved to Axess"),
    (C, "vendor/skiresort", "Snowmaking guns come from TechnoAlpin.", "new snow guns are from Demaclenko, TechnoAlpin contract ended"),
    (C, "vendor/skiresort", "The rental shop software is RTP.", "rental shop replaced RTP with Siebert Head"),
    (C, "vendor/hotel", "The PMS is Opera.", "we've switched PMS to Mews"),
    (C, "vendor/hotel", "Laundry is outsourced to CleanCo.", "laundry contract moved to Bluewave Linen"),
    (C, "vendor/hotel", "Coffee beans come from Harbor Roasters.", "switched coffee supplier to Northside Roasting"),
    (C, "vendor/theatre", "Tickets are sold through Eventbrite.", "we moved ticketing to Ludus"),
    (C, "vendor/theatre", "Lighting hire is from StageCraft Ltd.", "lighting hire is with Limelight Rentals now"),
    (C, "vendor/theatre", "Programmes are printed by QuickPrint.", "switched printers — programmes now from Inkwell Press"),
    (C, "vendor/biolab", "Primers are ordered from IDT.", "we order primers from Eurofins now"),
    (C, "vendor/biolab", "Plasticware comes from Fisher.", "replaced Fisher with VWR for plasticware"),
    (C, "vendor/biolab", "Sequencing is done at the university core.", "sequencing is sent to Novogene now"),
    (C, "vendor/biolab", "The lab notebook is Benchling.", "moved lab notebooks off Benchling to LabArchives"),
]

# ---- policy
PAIRS += [
    (C, "policy/vetclinic", "Only vets can discharge inpatients.", "senior techs can now discharge inpatients themselves"),
    (C, "policy/vetclinic", "Clients may not stay with their pets during euthanasia prep.", "clients are welcome to stay during euthanasia prep now"),
    (C, "policy/vetclinic", "Walk-ins are not accepted on weekends.", "we take weekend walk-ins now"),
    (C, "policy/gamestudio", "Only leads can push to the release branch.", "any engineer can push to release now, with a review"),
    (C, "policy/gamestudio", "Remote work is limited to two days a week.", "fully remote is allowed now, come in for sprint reviews only"),
    (C, "policy/gamestudio", "Streaming the alpha build is not allowed.", "devs may stream the alpha now, just no NDA content"),
    (C, "policy/skiresort", "Snowboards are not allowed on Lift 7.", "lift 7 is open to snowboarders now"),
    (C, "policy/skiresort", "Dogs are not permitted in the lodges.", "dogs allowed in the base lodge now (on leash)"),
    (C, "policy/skiresort", "Only patrol can close runs.", "lift ops supervisors can close runs themselves now"),
    (C, "policy/hotel", "Pets are not allowed at the hotel.", "we're pet-friendly now — dogs under 20kg welcome"),
    (C, "policy/hotel", "Only managers can comp a room night.", "front desk agents can comp a room night themselves now"),
    (C, "policy/hotel", "Smoking is allowed on the balconies.", "no smoking on balconies anymore, anywhere on property"),
    (C, "policy/theatre", "Photography is allowed during curtain call.", "no photos at all during the performance, incl. curtain call"),
    (C, "policy/theatre", "Only the director can change blocking.", "SMs can now adjust blocking for safety without the director"),
    (C, "policy/theatre", "Latecomers are admitted at any time.", "latecomers wait until the interval now"),
    (C, "policy/biolab", "Only the PI can approve conference travel.", "the lab manager approves conference travel now"),
    (C, "policy/biolab", "Undergrads may not use the ultracentrifuge.", "trained undergrads can use the ultracentrifuge now"),
    (C, "policy/biolab", "Food is allowed in the write-up room.", "no food in the write-up room anymore"),
    (C, "policy/biolab", "Students must get approval to order anything.", "students can order under $200 without approval now"),
]

# ---- no_longer
PAIRS += [
    (C, "no_longer/vetclinic", "We offer house-call euthanasia on Saturdays.", "we no longer do saturday house calls"),
    (C, "no_longer/vetclinic", "The clinic sells raw pet food.", "stopped selling raw food at reception"),
    (C, "no_longer/vetclinic", "Exotics appointments are offered on Mondays.", "monday exotics appointments discontinued"),
    (C, "no_longer/gamestudio", "We ship a Mac build.", "mac build discontinued, windows + linux only"),
    (C, "no_longer/gamestudio", "The studio pays for lunch on Fridays.", "no more friday lunch on the studio, budget cuts 😞"),
    (C, "no_longer/gamestudio", "QA runs the manual smoke test on every build.", "QA stopped running manual smoke tests, it's automated"),
    (C, "no_longer/skiresort", "The resort runs a free shuttle from town.", "the free town shuttle has been discontinued"),
    (C, "no_longer/skiresort", "Lift 5 runs on weekdays.", "lift 5 no longer runs weekdays"),
    (C, "no_longer/skiresort", "We sell half-day tickets.", "half-day tickets aren't sold anymore"),
    (C, "no_longer/hotel", "The hotel offers an airport shuttle.", "airport shuttle service discontinued as of this month"),
    (C, "no_longer/hotel", "Turndown service is provided nightly.", "we don't do turndown anymore unless the guest asks"),
    (C, "no_longer/hotel", "The minibar is stocked in every room.", "minibars no longer stocked — grab & go in the lobby instead"),
    (C, "no_longer/theatre", "We run a youth workshop every summer.", "summer youth workshop is cancelled going forward"),
    (C, "no_longer/theatre", "Printed tickets are mailed to subscribers.", "we stopped mailing printed tickets, all e-tickets"),
    (C, "no_longer/theatre", "The bar takes cash.", "bar no longer accepts cash"),
    (C, "no_longer/biolab", "We keep a shared stock of Taq polymerase.", "we no longer keep a shared Taq stock, order your own"),
    (C, "no_longer/biolab", "The lab maintains a zebrafish line.", "zebrafish line discontinued"),
    (C, "no_longer/biolab", "We use the old gel doc in B212.", "old gel doc in B212 is no longer in use"),
    (C, "no_longer/biolab", "The weekly cleaning rota includes the tissue culture hood.", "TC hood is no longer on our cleaning rota; facilities do it"),
]

# ---- status
PAIRS += [
    (C, "status/vetclinic", "The blood donor program is active.", "blood donor program paused until we find a new coordinator"),
    (C, "status/vetclinic", "The Birch Rd satellite clinic is open.", "Birch Rd clinic is closed for renovations"),
    (C, "status/vetclinic", "Online booking is disabled.", "online booking is live again"),
    (C, "status/gamestudio", "Project Falcon is in active development.", "project falcon is on hold"),
    (C, "status/gamestudio", "The public Discord is open.", "public discord paused (raid cleanup)"),
    (C, "status/gamestudio", "Our Kickstarter page is live.", "kickstarter campaign has closed"),
    (C, "status/skiresort", "The terrain park is open.", "terrain park closed, not enough snow"),
    (C, "status/skiresort", "The Summit Lodge restaurant is closed.", "summit lodge restaurant is open again"),
    (C, "status/skiresort", "Lift 3 is operating.", "Lift 3 is down — gearbox issue, no ETA"),
    (C, "status/hotel", "The rooftop bar is open.", "rooftop bar is closed for the season until April"),
    (C, "status/hotel", "Room 304 is out of order.", "304 is back in service"),
    (C, "status/hotel", "The loyalty program is active.", "loyalty program suspended while we change PMS"),
    (C, "status/theatre", "The autumn production is in rehearsal.", "autumn show is postponed"),
    (C, "status/theatre", "The rehearsal room is available for hire.", "rehearsal room is not available for hire (being used as storage)"),
    (C, "status/theatre", "Season subscriptions are on sale.", "season subs are sold out"),
    (C, "status/biolab", "The confocal is operational.", "confocal is down, laser being replaced"),
    (C, "status/biolab", "The R01 renewal is in draft.", "R01 renewal submitted on friday"),
    (C, "status/biolab", "The collaboration with the Tanaka lab is active.", "Tanaka collab is paused"),
    (C, "status/biolab", "The old cluster is in service.", "old cluster is retired"),
]

# ---- contact
PAIRS += [
    (C, "contact/vetclinic", "For emergencies after hours call 555-0134.", "after-hours emergency number is 555-0199 now"),
    (C, "contact/vetclinic", "Send lab result questions to lab@maplecreekvet.com.", "lab result questions go to results@maplecreekvet.com now"),
    (C, "contact/vetclinic", "Pharmacy questions go to Marcus.", "pharmacy questions -> Priya now"),
    (C, "contact/gamestudio", "Report build breaks in #build.", "build breaks go in #ci-alerts now"),
    (C, "contact/gamestudio", "Press inquiries go to pr@pixelharbor.gg.", "press contact is now press@pixelharbor.gg"),
    (C, "contact/gamestudio", "For publisher questions ping Sara.", "publisher questions to Devon from now on"),
    (C, "contact/skiresort", "Lift maintenance on-call is on radio channel 4.", "lift maintenance on-call is on radio channel 7 now"),
    (C, "contact/skiresort", "Call Ingrid for rental shop issues.", "rental shop issues -> call Tom's cell"),
    (C, "contact/skiresort", "Patrol dispatch is at ext. 201.", "patrol dispatch is ext 240 now"),
    (C, "contact/hotel", "Maintenance requests go to ext. 15.", "maintenance is ext. 22 now"),
    (C, "contact/hotel", "Guests with complaints should email guestcare@harborlane.com.", "complaints email is feedback@harborlane.com now"),
    (C, "contact/hotel", "For night audit issues call Chen.", "night audit issues: call Lucy"),
    (C, "contact/theatre", "Box office enquiries: 555-0187.", "box office number changed to 555-0110"),
    (C, "contact/theatre", "Send rehearsal absences to Jo.", "absences go to Rafa now (new SM)"),
    (C, "contact/theatre", "Volunteer questions go to #foh on Slack.", "volunteer q's go to the whatsapp group now, slack is dead"),
    (C, "contact/biolab", "Cluster support: hpc-help@univ.edu.", "HPC support moved to the ServiceNow portal, the email is dead"),
    (C, "contact/biolab", "For freezer alarms call Wei.", "freezer alarms: call Lucia's mobile"),
    (C, "contact/biolab", "The lab safety officer is Dr. Park, ext. 3301.", "safety officer: Dr. Mensah, ext 3320"),
    (C, "contact/biolab", "Order questions go to orders@biochem.univ.edu.", "order questions to procurement-bio@univ.edu now"),
]

# =====================================================================
# light duplicates (same fact, lightly reworded)
# =====================================================================
PAIRS += [
    (L, "light/vetclinic", "Dental procedures are capped at 3 per day.", "dentals are capped at 3 a day"),
    (L, "light/vetclinic", "The lab courier picks up at 3pm.", "Lab courier pickup is at 3 pm."),
    (L, "light/vetclinic", "Dr. Okafor manages the pharmacy inventory.", "pharmacy inventory is managed by Dr Okafor"),
    (L, "light/vetclinic", "Surgery slots are 90 minutes.", "surgery slots: 90 min"),
    (L, "light/vetclinic", "Reference lab tests go to IDEXX.", "we send reference lab tests to IDEXX"),
    (L, "light/vetclinic", "Walk-ins are not accepted on weekends.", "no walk-ins on weekends"),
    (L, "light/vetclinic", "The after-hours emergency number is 555-0134.", "FYI after hours emergencies: call 555-0134"),
    (L, "light/vetclinic", "Consult fee is $65.", "A standard consultation costs 65 dollars."),
    (L, "light/vetclinic", "The Birch Rd satellite clinic is open Monday to Saturday.", "birch rd satellite clinic open mon-sat"),
    (L, "light/vetclinic", "Controlled drugs are kept in the pharmacy safe.", "Controlled drugs are stored in the pharmacy safe."),
    (L, "light/vetclinic", "Radiographs are kept for 5 years.", "X-rays are retained for five years."),
    (L, "light/vetclinic", "Front desk PCs run ezyVet 3.4.", "ezyVet on the front desk PCs is version 3.4"),
    (L, "light/vetclinic", "Vaccine reminders are sent by the front desk team.", "the front desk team sends vaccine reminders"),
    (L, "light/vetclinic", "Staff meeting is the first Monday of each month.", "staff meeting: 1st Monday of the month"),
    (L, "light/vetclinic", "Overflow kennels are at the Elm Street site.", "overflow kennels are at the Elm St site"),
    (L, "light/vetclinic", "Each tech covers up to 6 inpatients per shift.", "techs cover max. 6 inpatients/shift"),
    (L, "light/vetclinic", "Appointment reminders go out via PetDesk.", "Reminders for appointments are sent through PetDesk."),
    (L, "light/vetclinic", "Clients must sign the anesthesia consent before any surgery.", "Before any surgery, clients have to sign the anaesthesia consent."),
    (L, "light/vetclinic", "Nail trims cost $15.", "nail trim price = $15"),

    (L, "light/gamestudio", "Standup is at 9:30.", "standup @ 9:30"),
    (L, "light/gamestudio", "Playtests happen every Friday afternoon.", "Playtests are every Friday afternoon."),
    (L, "light/gamestudio", "Sam owns the build pipeline.", "build pipeline owner: Sam"),
    (L, "light/gamestudio", "The project is on Unreal Engine 5.2.", "project is on UE 5.2"),
    (L, "light/gamestudio", "We use Jira for task tracking.", "task tracking is in Jira"),
    (L, "light/gamestudio", "Nightly builds are kept for 14 days.", "nightly builds are retained for two weeks"),
    (L, "light/gamestudio", "Crash reports go to Sentry.", "crash reports are sent to sentry"),
    (L, "light/gamestudio", "Only leads can push to the release branch.", "Only leads may push to the release branch."),
    (L, "light/gamestudio", "The build farm runs 8 agents.", "build farm: 8 agents"),
    (L, "light/gamestudio", "The game launches at $19.99 on Steam.", "Steam launch price is $19.99"),
    (L, "light/gamestudio", "Press inquiries go to pr@pixelharbor.gg.", "for press inquiries email pr@pixelharbor.gg"),
    (L, "light/gamestudio", "Sprints are two weeks long.", "sprints are 2 weeks"),
    (L, "light/gamestudio", "Remote work is limited to two days a week.", "remote work: max 2 days/week"),
    (L, "light/gamestudio", "Report build breaks in #build.", "please report build breaks in the #build channel"),
    (L, "light/gamestudio", "Project Falcon is in active development.", "Falcon is in active dev"),
    (L, "light/gamestudio", "Kenji leads combat design.", "combat design is led by Kenji"),
    (L, "light/gamestudio", "The art outsourcing rate is €45/hour.", "art outsourcing: 45 EUR per hour"),
    (L, "light/gamestudio", "Version control is Perforce.", "we use Perforce for version control"),
    (L, "light/gamestudio", "Build pipeline uses Python 3.9.", "build pipeline runs on Python 3.9"),

    (L, "light/skiresort", "The lifts open at 8:30.", "Lifts open at 8.30"),
    (L, "light/skiresort", "Adult day pass is $89.", "adult day pass: $89"),
    (L, "light/skiresort", "Tom runs the rental shop.", "the rental shop is run by Tom"),
    (L, "light/skiresort", "Ski school meets at the base of Lift 2.", "ski school meets at Lift 2 base"),
    (L, "light/skiresort", "Night skiing runs Friday and Saturday.", "night skiing runs Fri & Sat"),
    (L, "light/skiresort", "Lift tickets are sold through Skidata.", "we sell lift tickets via Skidata"),
    (L, "light/skiresort", "Gondola cabins hold 8 riders.", "gondola cabins: 8 riders each"),
    (L, "light/skiresort", "Snowboards are not allowed on Lift 7.", "no snowboards on lift 7"),
    (L, "light/skiresort", "Patrol dispatch is at ext. 201.", "patrol dispatch = ext 201"),
    (L, "light/skiresort", "Avalanche control starts at 6am.", "Avalanche control begins at 6 a.m."),
    (L, "light/skiresort", "The terrain park is open.", "terrain park's open"),
    (L, "light/skiresort", "Locker rental is $10 a day.", "lockers cost $10/day"),
    (L, "light/skiresort", "Rental reservations are held for 30 minutes after the pickup time.", "rental reservations are held 30 mins past pickup time"),
    (L, "light/skiresort", "The first aid room is in the Summit Lodge.", "first aid room: Summit Lodge"),
    (L, "light/skiresort", "Ski patrol reports to the mountain ops director.", "Ski patrol reports to the director of mountain ops."),
    (L, "light/skiresort", "We run 14 snow groomers on the night shift.", "14 groomers run on night shift"),
    (L, "light/skiresort", "Lift ticket refunds can be requested within 24 hours.", "refunds for lift tickets can be requested within 24h"),
    (L, "light/skiresort", "The free shuttle from town runs every 20 minutes.", "free town shuttle runs every 20 min"),
    (L, "light/skiresort", "Snowmaking guns come from TechnoAlpin.", "our snowmaking guns are from TechnoAlpin"),

    (L, "light/hotel", "Check-in starts at 3pm.", "check-in from 3 pm"),
    (L, "light/hotel", "Breakfast is served 7-10am.", "Breakfast served from 7 to 10 am."),
    (L, "light/hotel", "Parking costs $25 per night.", "parking is $25/night"),
    (L, "light/hotel", "The PMS is Opera.", "we use Opera as our PMS"),
    (L, "light/hotel", "Maria does the housekeeping schedules.", "housekeeping schedules are done by Maria"),
    (L, "light/hotel", "Pets are not allowed at the hotel.", "no pets allowed at the hotel"),
    (L, "light/hotel", "Maintenance requests go to ext. 15.", "maintenance requests -> ext 15"),
    (L, "light/hotel", "Luggage storage is free for up to 4 hours after checkout.", "luggage storage is free for up to four hours after check-out"),
    (L, "light/hotel", "The rooftop bar is open.", "Rooftop bar: open."),
    (L, "light/hotel", "Laundry is outsourced to CleanCo.", "our laundry is outsourced to CleanCo"),
    (L, "light/hotel", "Late checkout until 2pm costs $40.", "late checkout till 2pm = $40"),
    (L, "light/hotel", "Group bookings go through the sales manager.", "group bookings go via the sales mgr"),
    (L, "light/hotel", "The hotel offers an airport shuttle.", "we offer an airport shuttle"),
    (L, "light/hotel", "CCTV footage is retained for 30 days.", "CCTV footage kept for 30 days"),
    (L, "light/hotel", "Guest laundry is on floor 2.", "guest laundry is on the 2nd floor"),
    (L, "light/hotel", "Housekeeping attendants clean 14 rooms per shift.", "each housekeeping attendant cleans 14 rooms a shift"),
    (L, "light/hotel", "Only managers can comp a room night.", "only managers are allowed to comp a room night"),
    (L, "light/hotel", "Guests with complaints should email guestcare@harborlane.com.", "complaints: guests should email guestcare@harborlane.com"),
    (L, "light/hotel", "The breakfast buffet is on the terrace.", "breakfast buffet's on the terrace"),

    (L, "light/theatre", "The main stage seats 240.", "main stage: 240 seats"),
    (L, "light/theatre", "Intermission is 15 minutes.", "the interval is 15 min"),
    (L, "light/theatre", "Jo is stage manager for The Tempest.", "Jo is SM on The Tempest"),
    (L, "light/theatre", "Tickets are sold through Eventbrite.", "we sell tickets via Eventbrite"),
    (L, "light/theatre", "Rehearsals are Monday, Wednesday and Friday evenings.", "rehearsals: Mon, Wed, Fri evenings"),
    (L, "light/theatre", "The box office opens at noon.", "box office opens at 12pm"),
    (L, "light/theatre", "Adult tickets are $28.", "adult tickets cost $28"),
    (L, "light/theatre", "Photography is allowed during curtain call.", "photos are allowed during curtain call"),
    (L, "light/theatre", "Box office enquiries: 555-0187.", "for box office enquiries call 555-0187"),
    (L, "light/theatre", "Set builds happen at the warehouse on Dock Road.", "set builds are at the Dock Rd warehouse"),
    (L, "light/theatre", "The costume department is led by Beatrice.", "Beatrice leads the costume dept"),
    (L, "light/theatre", "Matinees are on Sundays at 2pm.", "Sunday matinees at 2 pm"),
    (L, "light/theatre", "We print 300 programmes per performance.", "300 programmes printed per performance"),
    (L, "light/theatre", "The bar takes cash.", "the bar accepts cash"),
    (L, "light/theatre", "Latecomers are admitted at any time.", "latecomers can be admitted at any time"),
    (L, "light/theatre", "The lighting desk runs Eos software 3.1.", "Eos software on the lighting desk is v3.1"),
    (L, "light/theatre", "Tech week is 5 days.", "tech week = five days"),
    (L, "light/theatre", "Lighting hire is from StageCraft Ltd.", "we hire lighting from StageCraft Ltd"),
    (L, "light/theatre", "Season subscriptions are on sale.", "season subscriptions: on sale"),

    (L, "light/biolab", "Lab meeting is Thursdays at 10.", "lab meeting: Thursday 10am"),
    (L, "light/biolab", "Primers are ordered from IDT.", "we order primers from IDT"),
    (L, "light/biolab", "Wei is responsible for the mouse colony.", "the mouse colony is Wei's responsibility"),
    (L, "light/biolab", "Our -80 freezer is in room B214.", "our -80 is in B214"),
    (L, "light/biolab", "Each user gets a 500 GB home quota.", "home quota is 500GB per user"),
    (L, "light/biolab", "Cluster jobs have a 24-hour wall time limit.", "24h wall time limit for cluster jobs"),
    (L, "light/biolab", "The analysis pipeline uses R 4.2.", "analysis pipeline runs R 4.2"),
    (L, "light/biolab", "Sequencing costs $1,200 per lane at the core.", "core sequencing is $1200/lane"),
    (L, "light/biolab", "Only the PI can approve conference travel.", "conference travel must be approved by the PI only"),
    (L, "light/biolab", "Liquid nitrogen is delivered every Tuesday.", "LN2 is delivered every Tues"),
    (L, "light/biolab", "Cluster support: hpc-help@univ.edu.", "for cluster support, email hpc-help@univ.edu"),
    (L, "light/biolab", "The confocal is operational.", "confocal is operational"),
    (L, "light/biolab", "Plates are incubated for 48 hours.", "incubate plates for 48h"),
    (L, "light/biolab", "The lab notebook is Benchling.", "we use Benchling as the lab notebook"),
    (L, "light/biolab", "Hazardous waste pickup is at the loading dock.", "haz waste pickup: loading dock"),
    (L, "light/biolab", "Journal club runs weekly.", "journal club is weekly"),
    (L, "light/biolab", "Undergrads may not use the ultracentrifuge.", "undergrads are not allowed to use the ultracentrifuge"),
    (L, "light/biolab", "Each student can book 4 hours of confocal time per week.", "students can book 4 hrs/week on the confocal"),
    (L, "light/biolab", "For freezer alarms call Wei.", "freezer alarm? call Wei"),
]

# =====================================================================
# heavy duplicates (same fact, heavily reworded, nothing new)
# =====================================================================
PAIRS += [
    (H, "heavy/vetclinic", "Dental procedures are capped at 3 per day.", "We never book more than three dentals into a single day."),
    (H, "heavy/vetclinic", "The lab courier picks up at 3pm.", "If a sample needs to go out today, have it bagged and at the door before the courier comes by at three in the afternoon."),
    (H, "heavy/vetclinic", "Dr. Okafor manages the pharmacy inventory.", "Any stock question about the pharmacy shelves — counts, reorders, expiry — ends up on Dr. Okafor's desk."),
    (H, "heavy/vetclinic", "Walk-ins are not accepted on weekends.", "On Saturdays and Sundays we only see patients who have an appointment."),
    (H, "heavy/vetclinic", "Reference lab tests go to IDEXX.", "Bloodwork we can't run in-house gets shipped out to IDEXX for processing."),
    (H, "heavy/vetclinic", "Surgery slots are 90 minutes.", "Each block in the surgery calendar is an hour and a half long."),
    (H, "heavy/vetclinic", "Controlled drugs are kept in the pharmacy safe.", "The safe in the pharmacy is where the scheduled medications live."),
    (H, "heavy/vetclinic", "Only vets can discharge inpatients.", "Sending a hospitalised animal home is something a veterinarian has to do personally; techs and reception can't."),
    (H, "heavy/vetclinic", "The after-hours emergency number is 555-0134.", "Outside opening hours, clients with an urgent problem should dial 555-0134."),
    (H, "heavy/vetclinic", "Radiographs are kept for 5 years.", "We hold on to every X-ray image for half a decade before it can be deleted."),
    (H, "heavy/vetclinic", "Vaccine reminders are sent by the front desk team.", "Reception is who takes care of nudging owners when their pet's shots are due."),
    (H, "heavy/vetclinic", "Staff meeting is the first Monday of each month.", "Once a month, on the month's opening Monday, the whole staff gets together."),
    (H, "heavy/vetclinic", "Each tech covers up to 6 inpatients per shift.", "A technician shouldn't be looking after more than half a dozen hospitalised animals in one shift."),
    (H, "heavy/vetclinic", "The blood donor program is active.", "We're still running the blood donor scheme — donors are being booked as usual."),
    (H, "heavy/vetclinic", "Overflow kennels are at the Elm Street site.", "When the main ward is full, extra patients are housed at our Elm Street location."),
    (H, "heavy/vetclinic", "Appointment reminders go out via PetDesk.", "PetDesk is the tool that texts and emails owners before their visits."),

    (H, "heavy/gamestudio", "Standup is at 9:30.", "Every morning the team gathers for the daily sync half an hour after nine."),
    (H, "heavy/gamestudio", "Playtests happen every Friday afternoon.", "End of the work week, after lunch, is when outside people come in to play the build."),
    (H, "heavy/gamestudio", "Sam owns the build pipeline.", "If CI or the packaging scripts break, Sam is the one accountable for fixing them."),
    (H, "heavy/gamestudio", "We use Jira for task tracking.", "All tickets, epics and the sprint board live in Atlassian's tracker."),
    (H, "heavy/gamestudio", "Crash reports go to Sentry.", "When the game crashes on a player's machine, the dump ends up in our Sentry project."),
    (H, "heavy/gamestudio", "Only leads can push to the release branch.", "Regular engineers don't have write access to release; pushing there is reserved for team leads."),
    (H, "heavy/gamestudio", "Nightly builds are kept for 14 days.", "A nightly artifact gets deleted once it's a fortnight old."),
    (H, "heavy/gamestudio", "The game launches at $19.99 on Steam.", "On Steam, players will pay twenty bucks minus a cent at release."),
    (H, "heavy/gamestudio", "Remote work is limited to two days a week.", "People are expected in the office at least three days out of five."),
    (H, "heavy/gamestudio", "Sprints are two weeks long.", "Our iteration cycle runs for ten working days before the next planning."),
    (H, "heavy/gamestudio", "Version control is Perforce.", "Code and art assets are all checked into Helix Core."),
    (H, "heavy/gamestudio", "Kenji leads combat design.", "Design decisions about fighting mechanics are Kenji's call as the lead on that area."),
    (H, "heavy/gamestudio", "The build farm runs 8 agents.", "There are eight machines in the pool that pick up build jobs."),
    (H, "heavy/gamestudio", "Streaming the alpha build is not allowed.", "Nobody should be broadcasting the alpha on Twitch or anywhere else — it stays off stream."),
    (H, "heavy/gamestudio", "Press inquiries go to pr@pixelharbor.gg.", "Journalists who want to talk to us should write to our PR mailbox, pr@pixelharbor.gg."),
    (H, "heavy/gamestudio", "Project Falcon is in active development.", "Work on Falcon is ongoing; people are assigned to it and shipping tasks for it every sprint."),

    (H, "heavy/skiresort", "The lifts open at 8:30.", "First chair goes up at half past eight."),
    (H, "heavy/skiresort", "Adult day pass is $89.", "A grown-up skiing for one day pays eighty-nine dollars at the window."),
    (H, "heavy/skiresort", "Tom runs the rental shop.", "Skis, boots and helmets for hire — that whole operation is managed by Tom."),
    (H, "heavy/skiresort", "Night skiing runs Friday and Saturday.", "The floodlit slopes are open only on two evenings a week: Friday and Saturday."),
    (H, "heavy/skiresort", "Snowboards are not allowed on Lift 7.", "Riders on boards have to use another lift; Lift 7 is skis only."),
    (H, "heavy/skiresort", "Ski school meets at the base of Lift 2.", "Kids and adults in lessons gather at the bottom of the Lift 2 chair before class."),
    (H, "heavy/skiresort", "Gondola cabins hold 8 riders.", "Each gondola car takes up to eight people."),
    (H, "heavy/skiresort", "Avalanche control starts at 6am.", "Patrol begins its morning slide-mitigation work at six."),
    (H, "heavy/skiresort", "Lift tickets are sold through Skidata.", "Our ticket windows and online store both run on the Skidata system."),
    (H, "heavy/skiresort", "Patrol dispatch is at ext. 201.", "To reach the patrol dispatcher from an internal phone, dial 201."),
    (H, "heavy/skiresort", "Locker rental is $10 a day.", "Guests pay ten dollars to keep a locker for the day."),
    (H, "heavy/skiresort", "The first aid room is in the Summit Lodge.", "Injured guests are brought up to the Summit Lodge, where the first aid room is."),
    (H, "heavy/skiresort", "Rental reservations are held for 30 minutes after the pickup time.", "If a guest is late collecting reserved gear, we keep it for them for half an hour before releasing it."),
    (H, "heavy/skiresort", "Ski patrol reports to the mountain ops director.", "In the org chart, the patrol sits under the director of mountain operations."),
    (H, "heavy/skiresort", "We run 14 snow groomers on the night shift.", "Fourteen cats are out grooming overnight."),
    (H, "heavy/skiresort", "Lift ticket refunds can be requested within 24 hours.", "A guest who wants their ticket money back has one day from purchase to ask."),

    (H, "heavy/hotel", "Check-in starts at 3pm.", "Guests can't get their keys before mid-afternoon — three o'clock is the earliest."),
    (H, "heavy/hotel", "Breakfast is served 7-10am.", "The morning meal runs for three hours, starting at seven."),
    (H, "heavy/hotel", "Parking costs $25 per night.", "Leaving a car in our garage overnight adds twenty-five dollars to the bill."),
    (H, "heavy/hotel", "The PMS is Opera.", "Reservations, folios and room status are all managed in Oracle's Opera system."),
    (H, "heavy/hotel", "Pets are not allowed at the hotel.", "We can't accommodate animals as pets; guests travelling with a dog or cat need to book elsewhere."),
    (H, "heavy/hotel", "Maria does the housekeeping schedules.", "Who cleans which floor on which day is decided by Maria."),
    (H, "heavy/hotel", "Luggage storage is free for up to 4 hours after checkout.", "After guests leave their room, they can leave bags with us at no charge for up to four hours."),
    (H, "heavy/hotel", "Laundry is outsourced to CleanCo.", "We don't wash sheets and towels ourselves; a company called CleanCo does it for us."),
    (H, "heavy/hotel", "Late checkout until 2pm costs $40.", "Staying in the room until two in the afternoon is an extra forty dollars."),
    (H, "heavy/hotel", "Maintenance requests go to ext. 15.", "If something in a room is broken, staff should phone extension fifteen."),
    (H, "heavy/hotel", "CCTV footage is retained for 30 days.", "Security camera recordings are overwritten after a month."),
    (H, "heavy/hotel", "The hotel offers an airport shuttle.", "Guests can get a ride to and from the airport with our van."),
    (H, "heavy/hotel", "Only managers can comp a room night.", "Giving away a free night requires someone at manager level; front desk agents can't do it."),
    (H, "heavy/hotel", "Group bookings go through the sales manager.", "Any reservation for a group is handled by whoever is our sales manager."),
    (H, "heavy/hotel", "Housekeeping attendants clean 14 rooms per shift.", "A room attendant's workload per shift is fourteen rooms."),
    (H, "heavy/hotel", "The breakfast buffet is on the terrace.", "In the morning the buffet is set up outside on the terrace."),

    (H, "heavy/theatre", "The main stage seats 240.", "When the house is full on the main stage, that's two hundred and forty people."),
    (H, "heavy/theatre", "Intermission is 15 minutes.", "Between acts the audience gets a quarter of an hour."),
    (H, "heavy/theatre", "Jo is stage manager for The Tempest.", "Calling the cues and running the book on The Tempest is Jo's job."),
    (H, "heavy/theatre", "Tickets are sold through Eventbrite.", "Audiences buy their seats on our Eventbrite page."),
    (H, "heavy/theatre", "Rehearsals are Monday, Wednesday and Friday evenings.", "The cast meets three nights a week to rehearse — Mondays, Wednesdays and Fridays."),
    (H, "heavy/theatre", "The box office opens at noon.", "You can't buy a ticket in person before midday."),
    (H, "heavy/theatre", "Photography is allowed during curtain call.", "Once the bows start, audience members may take pictures."),
    (H, "heavy/theatre", "Set builds happen at the warehouse on Dock Road.", "Scenery gets constructed in our Dock Road warehouse space."),
    (H, "heavy/theatre", "Latecomers are admitted at any time.", "If someone turns up after the show has started, ushers let them in straight away."),
    (H, "heavy/theatre", "The costume department is led by Beatrice.", "Wardrobe is run by Beatrice — she's in charge of everything the actors wear."),
    (H, "heavy/theatre", "Matinees are on Sundays at 2pm.", "The afternoon performance is on Sunday, curtain up at two."),
    (H, "heavy/theatre", "Adult tickets are $28.", "A full-price grown-up seat sells for twenty-eight dollars."),
    (H, "heavy/theatre", "We print 300 programmes per performance.", "For every show, three hundred copies of the programme come off the printer."),
    (H, "heavy/theatre", "The bar takes cash.", "Patrons can pay for drinks at the bar with notes and coins."),
    (H, "heavy/theatre", "Box office enquiries: 555-0187.", "People with ticketing questions can phone the box office line, 555-0187."),
    (H, "heavy/theatre", "Tech week is 5 days.", "Technical rehearsals take five days in total before opening."),

    (H, "heavy/biolab", "Lab meeting is Thursdays at 10.", "The whole group gets together at ten every Thursday morning to present and discuss."),
    (H, "heavy/biolab", "Primers are ordered from IDT.", "Oligos for PCR come from Integrated DNA Technologies."),
    (H, "heavy/biolab", "Wei is responsible for the mouse colony.", "Breeding, genotyping and cage cards for our mice are all handled by Wei."),
    (H, "heavy/biolab", "Our -80 freezer is in room B214.", "The ultra-low freezer we use sits in B214."),
    (H, "heavy/biolab", "Each user gets a 500 GB home quota.", "Your home directory can hold half a terabyte before you hit the cap."),
    (H, "heavy/biolab", "Cluster jobs have a 24-hour wall time limit.", "Any job on the cluster is killed once it has been running for a full day."),
    (H, "heavy/biolab", "Sequencing costs $1,200 per lane at the core.", "The genomics core charges twelve hundred dollars for each lane we use."),
    (H, "heavy/biolab", "Only the PI can approve conference travel.", "To go to a meeting, you need the professor's personal sign-off; nobody else can authorise it."),
    (H, "heavy/biolab", "Liquid nitrogen is delivered every Tuesday.", "The LN2 truck comes once a week, on Tuesdays."),
    (H, "heavy/biolab", "The confocal is operational.", "The confocal microscope is working fine and can be booked as usual."),
    (H, "heavy/biolab", "Plates are incubated for 48 hours.", "After plating, leave them in the incubator for two full days."),
    (H, "heavy/biolab", "The lab notebook is Benchling.", "Experiments get documented electronically in Benchling."),
    (H, "heavy/biolab", "Undergrads may not use the ultracentrifuge.", "The ultracentrifuge is off-limits to undergraduate students."),
    (H, "heavy/biolab", "Journal club runs weekly.", "We discuss a paper together once every week."),
    (H, "heavy/biolab", "Hazardous waste pickup is at the loading dock.", "Chemical waste for collection should be brought down to where the trucks unload."),
    (H, "heavy/biolab", "The analysis pipeline uses R 4.2.", "Our analysis scripts run under version 4.2 of R."),
]

# =====================================================================
# negatives (different facts) and hard negatives (look alike, but no conflict and no repeat)
# =====================================================================
PAIRS += [
    (N, "negative/vetclinic", "Dentals are scheduled on Tuesdays and Thursdays.", "The pharmacy fridge temperature is logged twice daily."),
    (N, "negative/vetclinic", "Dr. Okafor manages the pharmacy inventory.", "Client parking is behind the building."),
    (N, "negative/vetclinic", "Reference lab tests go to IDEXX.", "The staff break room microwave is broken."),
    (N, "negative/vetclinic", "The after-hours emergency number is 555-0134.", "New puppy packs include a free nail trim voucher."),
    (N, "negative/vetclinic", "Surgery slots are 90 minutes.", "Reception closes at 7pm on weekdays."),
    (N, "negative/vetclinic", "Walk-ins are not accepted on weekends.", "We're running a dental awareness promotion in February."),
    (N, "negative/vetclinic", "Overflow kennels are at the Elm Street site.", "The x-ray machine passed its annual radiation safety inspection."),
    (N, "negative/vetclinic", "Nail trims are $15.", "Marcus is on parental leave until June."),
    (N, "negative/vetclinic", "Vaccine reminders are sent by the front desk team.", "The autoclave in surgery needs descaling every month."),
    (N, "negative/vetclinic", "The Birch Rd satellite clinic is open.", "We adopted a cat called Biscuit as the clinic mascot."),
    (N, "negative/vetclinic", "Controlled drugs are kept in the pharmacy safe.", "Client satisfaction survey result this quarter: 4.7 out of 5."),
    (N, "negative/vetclinic", "Consult fee is $65.", "The practice Instagram is run by the reception team."),
    (N, "negative/vetclinic", "Each tech covers up to 6 inpatients per shift.", "Oxygen cylinders are delivered by BOC."),
    (N, "negative/vetclinic", "The blood donor program is active.", "Hand sanitiser dispensers were added to every exam room."),
    (N, "negative/vetclinic", "Appointment reminders go out via PetDesk.", "The clinic is closed on Christmas Day and New Year's Day."),
    (N, "negative/vetclinic", "Radiographs are kept for 5 years.", "Exam room 2's table hydraulics are being serviced Thursday."),
    (N, "negative/vetclinic", "Staff meeting is the first Monday of each month.", "Dr. Lindqvist is presenting on feline hyperthyroidism at the CPD night."),
    (N, "negative/vetclinic", "Only vets can discharge inpatients.", "Reception got new phone headsets."),
    (N, "negative/vetclinic", "Anesthesia monitors are on firmware v2.1.", "Clients can pay by card or bank transfer."),
    (N, "negative/vetclinic", "Pharmacy questions go to Marcus.", "Kennel bedding is washed on site every evening."),
    (N, "hard_negative/vetclinic", "Dentals are scheduled on Tuesdays and Thursdays.", "Orthopaedic surgeries are scheduled on Mondays."),
    (N, "hard_negative/vetclinic", "The lab courier picks up at 3pm.", "The lab courier also does a Saturday pickup at 11am."),
    (N, "hard_negative/vetclinic", "Dr. Okafor manages the pharmacy inventory.", "Dr. Okafor also manages the surgical supplies inventory."),
    (N, "hard_negative/vetclinic", "Consult fee is $65.", "The consult fee for exotics is $80."),
    (N, "hard_negative/vetclinic", "Surgery recovery is in Room 3.", "Dental recovery is in Room 4."),
    (N, "hard_negative/vetclinic", "The after-hours emergency number is 555-0134.", "Reminder: the after-hours emergency number is still 555-0134 — please put it on the new flyers."),
    (N, "hard_negative/vetclinic", "Walk-ins are not accepted on weekends.", "On weekdays, walk-ins are seen between 8 and 10am."),
    (N, "hard_negative/vetclinic", "Reference lab tests go to IDEXX.", "Histopathology biopsies go to the university diagnostic lab."),
    (N, "hard_negative/vetclinic", "Each tech covers up to 6 inpatients per shift.", "On the overnight shift, the duty vet covers up to 10 inpatients."),
    (N, "hard_negative/vetclinic", "The Birch Rd satellite clinic is open.", "The Birch Rd satellite clinic is open on Saturdays as well."),
    (N, "hard_negative/vetclinic", "Radiographs are kept for 5 years.", "Ultrasound videos are kept for 2 years."),
    (N, "hard_negative/vetclinic", "Appointment reminders go out via PetDesk.", "PetDesk also sends post-surgery check-in texts now."),

    (N, "negative/gamestudio", "Standup is at 9:30.", "The office fridge gets cleared out every Friday."),
    (N, "negative/gamestudio", "We use Jira for task tracking.", "Our Steam page went live with the new trailer."),
    (N, "negative/gamestudio", "Sam owns the build pipeline.", "The 3D artists are getting new Wacom tablets."),
    (N, "negative/gamestudio", "The project is on Unreal Engine 5.2.", "The studio holiday party is on 19 December."),
    (N, "negative/gamestudio", "Playtests happen every Friday afternoon.", "The composer delivered the boss music stems."),
    (N, "negative/gamestudio", "Crash reports go to Sentry.", "We hit 50,000 wishlists on Steam."),
    (N, "negative/gamestudio", "Only leads can push to the release branch.", "New hires get a MacBook Pro and a PC dev box."),
    (N, "negative/gamestudio", "The game launches at $19.99 on Steam.", "Motion capture session with the stunt team is booked for March."),
    (N, "negative/gamestudio", "Nightly builds are kept for 14 days.", "The lounge has a new espresso machine."),
    (N, "negative/gamestudio", "Kenji leads combat design.", "The publisher milestone payment arrived."),
    (N, "negative/gamestudio", "Remote work is limited to two days a week.", "The localisation vendor is translating into 9 languages."),
    (N, "negative/gamestudio", "The build farm runs 8 agents.", "Aisha is giving a talk at GDC."),
    (N, "negative/gamestudio", "Version control is Perforce.", "Our PEGI age rating came back as 12."),
    (N, "negative/gamestudio", "Press inquiries go to pr@pixelharbor.gg.", "The demo runs at 60 fps on the Steam Deck."),
    (N, "negative/gamestudio", "Sprints are two weeks long.", "office plants get watered by whoever's closest, apparently"),
    (N, "negative/gamestudio", "Project Falcon is in active development.", "The QA contractors are based in Kraków."),
    (N, "negative/gamestudio", "Build pipeline uses Python 3.9.", "Voice recording for chapter 2 wraps next week."),
    (N, "negative/gamestudio", "The art outsourcing rate is €45/hour.", "The accessibility menu now has a colour-blind mode."),
    (N, "negative/gamestudio", "We ship a Mac build.", "team lunch thursday is at the ramen place"),
    (N, "negative/gamestudio", "Streaming the alpha build is not allowed.", "The studio's fire warden is Jordan."),
    (N, "hard_negative/gamestudio", "Standup is at 9:30.", "The art team standup is at 11:00."),
    (N, "hard_negative/gamestudio", "Crash reports go to Sentry.", "Server-side errors go to Datadog."),
    (N, "hard_negative/gamestudio", "Sam owns the build pipeline.", "Sam also owns the patch notes template."),
    (N, "hard_negative/gamestudio", "The project is on Unreal Engine 5.2.", "The prototype for the next game is in Godot 4.2."),
    (N, "hard_negative/gamestudio", "Playtests happen every Friday afternoon.", "Internal playtests also happen on Tuesday lunchtimes."),
    (N, "hard_negative/gamestudio", "Nightly builds are kept for 14 days.", "Release candidate builds are kept forever."),
    (N, "hard_negative/gamestudio", "The game launches at $19.99 on Steam.", "The soundtrack DLC will be $4.99 on Steam."),
    (N, "hard_negative/gamestudio", "Only leads can push to the release branch.", "Anyone can push to their own feature branches."),
    (N, "hard_negative/gamestudio", "The build farm runs 8 agents.", "just a reminder, the build farm still has 8 agents, so long queues at 5pm are expected"),
    (N, "hard_negative/gamestudio", "Press inquiries go to pr@pixelharbor.gg.", "Business inquiries go to biz@pixelharbor.gg."),
    (N, "hard_negative/gamestudio", "Sprints are two weeks long.", "Last year, before the reorg, we tried three-week sprints for one quarter."),
    (N, "hard_negative/gamestudio", "Kenji leads combat design.", "Kenji leads combat design and, starting this sprint, also mentors the two junior designers."),

    (N, "negative/skiresort", "The lifts open at 8:30.", "The staff cafeteria serves breakfast from 7."),
    (N, "negative/skiresort", "Adult day pass is $89.", "Lift 6 got new safety bars."),
    (N, "negative/skiresort", "Tom runs the rental shop.", "We got 40 cm of new snow overnight."),
    (N, "negative/skiresort", "Ski school meets at the base of Lift 2.", "The parking lot shuttle buses were serviced."),
    (N, "negative/skiresort", "Night skiing runs Friday and Saturday.", "Employee ski passes are picked up at HR."),
    (N, "negative/skiresort", "Snowboards are not allowed on Lift 7.", "The avalanche beacon park is open for training."),
    (N, "negative/skiresort", "Lift tickets are sold through Skidata.", "The resort's Instagram hit 20k followers."),
    (N, "negative/skiresort", "Gondola cabins hold 8 riders.", "The Summit Lodge chef is adding a vegan chili."),
    (N, "negative/skiresort", "Patrol dispatch is at ext. 201.", "Snow tires are mandatory on the access road after November."),
    (N, "negative/skiresort", "Avalanche control starts at 6am.", "Uniform jackets are being replaced with a new blue design."),
    (N, "negative/skiresort", "The terrain park is open.", "the ticket office printer jammed twice today"),
    (N, "negative/skiresort", "Locker rental is $10 a day.", "Staff housing has new washing machines."),
    (N, "negative/skiresort", "Ski patrol reports to the mountain ops director.", "We're hosting the regional slalom race in February."),
    (N, "negative/skiresort", "Snowmaking guns come from TechnoAlpin.", "The resort is hiring seasonal liftees."),
    (N, "negative/skiresort", "We run 14 snow groomers on the night shift.", "The kids' club has a new climbing wall."),
    (N, "negative/skiresort", "Rental reservations are held for 30 minutes after the pickup time.", "The summit webcam is frozen again."),
    (N, "negative/skiresort", "The first aid room is in the Summit Lodge.", "Marketing is filming a promo on Saturday."),
    (N, "negative/skiresort", "Lift 3 is operating.", "Holiday bonuses will be paid in the January payroll."),
    (N, "negative/skiresort", "Season pass early-bird price is $499.", "The snow cat drivers get a new break room."),
    (N, "negative/skiresort", "Call Ingrid for rental shop issues.", "Trail signs on the green runs were repainted."),
    (N, "hard_negative/skiresort", "The lifts open at 8:30.", "The gondola opens at 8:00 for staff only."),
    (N, "hard_negative/skiresort", "Adult day pass is $89.", "Child day pass is $59."),
    (N, "hard_negative/skiresort", "Night skiing runs Friday and Saturday.", "Night skiing also runs on New Year's Eve."),
    (N, "hard_negative/skiresort", "Tom runs the rental shop.", "Tom runs the rental shop, and Ingrid covers his days off."),
    (N, "hard_negative/skiresort", "Snowboards are not allowed on Lift 7.", "Sleds are not allowed on any lift."),
    (N, "hard_negative/skiresort", "Gondola cabins hold 8 riders.", "Chairs on Lift 4 hold 4 riders."),
    (N, "hard_negative/skiresort", "Ski school meets at the base of Lift 2.", "Private lessons meet at the ski school desk in the base lodge."),
    (N, "hard_negative/skiresort", "Lift tickets are sold through Skidata.", "Season passes are also sold through Skidata, via the online shop."),
    (N, "hard_negative/skiresort", "Avalanche control starts at 6am.", "As always, avalanche control starts at 6am; lifts won't open until patrol gives the all-clear."),
    (N, "hard_negative/skiresort", "Locker rental is $10 a day.", "Ski storage racks at the lodge are free."),
    (N, "hard_negative/skiresort", "Lift ticket refunds can be requested within 24 hours.", "Season pass refunds can be requested until 1 December."),
    (N, "hard_negative/skiresort", "The terrain park is open.", "Last season the terrain park was open from January to March."),

    (N, "negative/hotel", "Check-in starts at 3pm.", "The lobby piano was tuned yesterday."),
    (N, "negative/hotel", "Parking costs $25 per night.", "Room 210's shower head was replaced."),
    (N, "negative/hotel", "The PMS is Opera.", "The spa is hiring a massage therapist."),
    (N, "negative/hotel", "Maria does the housekeeping schedules.", "We won a Travellers' Choice award this year."),
    (N, "negative/hotel", "Breakfast is served 7-10am.", "The fire alarm test is on the first Wednesday of each month."),
    (N, "negative/hotel", "Pets are not allowed at the hotel.", "Guest Wi-Fi was upgraded to 500 Mbps."),
    (N, "negative/hotel", "Maintenance requests go to ext. 15.", "The restaurant's new menu launches in spring."),
    (N, "negative/hotel", "Laundry is outsourced to CleanCo.", "The concierge recommends the harbour boat tour."),
    (N, "negative/hotel", "Late checkout until 2pm costs $40.", "Staff uniforms are being replaced in March."),
    (N, "negative/hotel", "The rooftop bar is open.", "The elevator inspection certificate was renewed."),
    (N, "negative/hotel", "Group bookings go through the sales manager.", "Hallway carpets on floor 3 will be shampooed Tuesday."),
    (N, "negative/hotel", "CCTV footage is retained for 30 days.", "The welcome drink is a glass of local cider."),
    (N, "negative/hotel", "Guest laundry is on floor 2.", "our average review score went up to 9.1 🎉"),
    (N, "negative/hotel", "Only managers can comp a room night.", "The ice machine on floor 4 is leaking."),
    (N, "negative/hotel", "The hotel offers an airport shuttle.", "New pillows arrived for all rooms."),
    (N, "negative/hotel", "Housekeeping attendants clean 14 rooms per shift.", "The wedding on Saturday has 80 guests."),
    (N, "negative/hotel", "Coffee beans come from Harbor Roasters.", "The night porter starts at 11pm."),
    (N, "negative/hotel", "Key cards expire 12 hours after checkout time.", "Bikes can be rented from the front desk."),
    (N, "negative/hotel", "The breakfast buffet is on the terrace.", "Payroll is processed on the 25th."),
    (N, "negative/hotel", "Mr. Haddad approves refunds over $200.", "The gym is open 24 hours."),
    (N, "hard_negative/hotel", "Check-in starts at 3pm.", "Check-out is at 11am."),
    (N, "hard_negative/hotel", "Parking costs $25 per night.", "EV charging costs $10 per session."),
    (N, "hard_negative/hotel", "Breakfast is served 7-10am.", "Room-service breakfast can be ordered from 6:30am."),
    (N, "hard_negative/hotel", "Maria does the housekeeping schedules.", "Maria also orders the cleaning supplies."),
    (N, "hard_negative/hotel", "The PMS is Opera.", "The restaurant POS is Toast."),
    (N, "hard_negative/hotel", "Maintenance requests go to ext. 15.", "Room service is ext. 16."),
    (N, "hard_negative/hotel", "Late checkout until 2pm costs $40.", "Late checkout until noon is free for loyalty members."),
    (N, "hard_negative/hotel", "Laundry is outsourced to CleanCo.", "Staff uniforms are laundered in-house."),
    (N, "hard_negative/hotel", "Pets are not allowed at the hotel.", "Service animals are always welcome, as required by law."),
    (N, "hard_negative/hotel", "The rooftop bar is open.", "The rooftop bar is open; please remind guests that it's adults only after 8pm."),
    (N, "hard_negative/hotel", "Guest laundry is on floor 2.", "The staff laundry room is in the basement."),
    (N, "hard_negative/hotel", "Housekeeping attendants clean 14 rooms per shift.", "Housekeeping attendants clean 14 rooms per shift; supervisors inspect every third room."),

    (N, "negative/theatre", "The main stage seats 240.", "The fly system was inspected last month."),
    (N, "negative/theatre", "Intermission is 15 minutes.", "Auditions for the spring musical are posted on the website."),
    (N, "negative/theatre", "Jo is stage manager for The Tempest.", "The lobby will host a local artists' exhibition."),
    (N, "negative/theatre", "Tickets are sold through Eventbrite.", "Our arts council grant came through!"),
    (N, "negative/theatre", "Rehearsals are Monday, Wednesday and Friday evenings.", "The green room sofa is being replaced."),
    (N, "negative/theatre", "The box office opens at noon.", "Prospero's cloak needs re-hemming."),
    (N, "negative/theatre", "Adult tickets are $28.", "Fog machine fluid is stored in the prop room."),
    (N, "negative/theatre", "Photography is allowed during curtain call.", "The annual gala raised $12,000."),
    (N, "negative/theatre", "Set builds happen at the warehouse on Dock Road.", "Volunteers get a free ticket after four ushering shifts."),
    (N, "negative/theatre", "The costume department is led by Beatrice.", "Accessible seating is in row A."),
    (N, "negative/theatre", "Matinees are on Sundays at 2pm.", "The roof repair is scheduled for summer."),
    (N, "negative/theatre", "We print 300 programmes per performance.", "We're casting a child actor for Tiny Tim."),
    (N, "negative/theatre", "The bar takes cash.", "Rehearsal scripts must be returned at the end of the run."),
    (N, "negative/theatre", "Latecomers are admitted at any time.", "The board meets quarterly."),
    (N, "negative/theatre", "Box office enquiries: 555-0187.", "Our Twitter account was renamed."),
    (N, "negative/theatre", "Tech week is 5 days.", "Local schools get discounted group tickets."),
    (N, "negative/theatre", "Lighting hire is from StageCraft Ltd.", "Hana knitted the scarves for the Christmas show."),
    (N, "negative/theatre", "Season subscriptions are on sale.", "The dressing room mirrors have new LED bulbs."),
    (N, "negative/theatre", "Eleanor's team coordinates front of house volunteers.", "The stage floor will be repainted black in August."),
    (N, "negative/theatre", "QLab on the sound machine is version 4.", "Opening night reception is sponsored by a local hotel."),
    (N, "hard_negative/theatre", "The main stage seats 240.", "The studio theatre seats 60."),
    (N, "hard_negative/theatre", "Adult tickets are $28.", "Preview night tickets are $18."),
    (N, "hard_negative/theatre", "Jo is stage manager for The Tempest.", "Rafa is stage manager for the Christmas panto."),
    (N, "hard_negative/theatre", "Rehearsals are Monday, Wednesday and Friday evenings.", "Chorus music rehearsals are on Tuesday evenings."),
    (N, "hard_negative/theatre", "The box office opens at noon.", "On show nights the box office also stays open until 8:30pm."),
    (N, "hard_negative/theatre", "Tickets are sold through Eventbrite.", "Workshop bookings are taken through the form on our website."),
    (N, "hard_negative/theatre", "Intermission is 15 minutes.", "Just confirming for the FOH brief: intermission is 15 minutes, bar should be pre-set."),
    (N, "hard_negative/theatre", "The costume department is led by Beatrice.", "Beatrice is also designing the costumes for the spring musical."),
    (N, "hard_negative/theatre", "Photography is allowed during curtain call.", "Press photographers have a dedicated photo call at Wednesday's dress rehearsal."),
    (N, "hard_negative/theatre", "Set builds happen at the warehouse on Dock Road.", "Set painting happens on stage the week before tech."),
    (N, "hard_negative/theatre", "Matinees are on Sundays at 2pm.", "There's an extra school matinee of The Tempest on Thursday at 11am."),
    (N, "hard_negative/theatre", "Box office enquiries: 555-0187.", "Venue hire enquiries: 555-0190."),

    (N, "negative/biolab", "Lab meeting is Thursdays at 10.", "The fume hood in B216 was certified."),
    (N, "negative/biolab", "Primers are ordered from IDT.", "Priya's paper was accepted in eLife!"),
    (N, "negative/biolab", "Wei is responsible for the mouse colony.", "The lab holiday party is on the 18th."),
    (N, "negative/biolab", "Our -80 freezer is in room B214.", "Farah is visiting the Tanaka lab next week."),
    (N, "negative/biolab", "Each user gets a 500 GB home quota.", "The new postdoc starts in January."),
    (N, "negative/biolab", "Cluster jobs have a 24-hour wall time limit.", "Pipette calibration is due in March."),
    (N, "negative/biolab", "The analysis pipeline uses R 4.2.", "The eyewash station was tested."),
    (N, "negative/biolab", "Sequencing costs $1,200 per lane at the core.", "The lab Slack has a new #papers channel."),
    (N, "negative/biolab", "Only the PI can approve conference travel.", "The western blot imager software crashed again."),
    (N, "negative/biolab", "Liquid nitrogen is delivered every Tuesday.", "Ben defended his thesis!"),
    (N, "negative/biolab", "The confocal is operational.", "We're working with the stats department on the mixed models."),
    (N, "negative/biolab", "Plates are incubated for 48 hours.", "The break room coffee machine has been descaled."),
    (N, "negative/biolab", "The lab notebook is Benchling.", "Safety training is due for all new members by October."),
    (N, "negative/biolab", "Hazardous waste pickup is at the loading dock.", "This week's department seminar is on CRISPR screens."),
    (N, "negative/biolab", "Journal club runs weekly.", "Lucia has a fellowship interview on Monday."),
    (N, "negative/biolab", "Undergrads may not use the ultracentrifuge.", "The lab website has new headshots."),
    (N, "negative/biolab", "For freezer alarms call Wei.", "The NIH progress report is due in April."),
    (N, "negative/biolab", "Each student can book 4 hours of confocal time per week.", "Oliver's group is moving to the new building in summer."),
    (N, "negative/biolab", "Students must get approval to order anything.", "The TC incubator CO2 sensor was recalibrated."),
    (N, "negative/biolab", "The cluster runs in the campus data centre.", "We have a lab retreat planned for May."),
    (N, "hard_negative/biolab", "Lab meeting is Thursdays at 10.", "The imaging subgroup meets Tuesdays at 2."),
    (N, "hard_negative/biolab", "Primers are ordered from IDT.", "Antibodies are ordered from Cell Signaling."),
    (N, "hard_negative/biolab", "Wei is responsible for the mouse colony.", "Wei also handles the IACUC protocol amendments."),
    (N, "hard_negative/biolab", "Our -80 freezer is in room B214.", "Our -20 freezer is in room B212."),
    (N, "hard_negative/biolab", "Each user gets a 500 GB home quota.", "Each project gets a 10 TB shared quota."),
    (N, "hard_negative/biolab", "Cluster jobs have a 24-hour wall time limit.", "Interactive sessions on the login nodes are limited to 2 hours."),
    (N, "hard_negative/biolab", "Sequencing costs $1,200 per lane at the core.", "Sanger sequencing costs $6 per reaction at the core."),
    (N, "hard_negative/biolab", "The analysis pipeline uses R 4.2.", "The imaging pipeline uses Python 3.10."),
    (N, "hard_negative/biolab", "Liquid nitrogen is delivered every Tuesday.", "as a reminder LN2 still comes every Tuesday, so top up the dewars before noon"),
    (N, "hard_negative/biolab", "The confocal is operational.", "The confocal was down for two days last March when the laser failed."),
    (N, "hard_negative/biolab", "Only the PI can approve conference travel.", "Only the PI can approve conference travel; the lab manager books the flights once it's approved."),
    (N, "hard_negative/biolab", "Students must get approval to order anything.", "Postdocs can order consumables under $500 without approval."),
]


if __name__ == "__main__":
    from collections import Counter

    assert len(set(LABELS)) == 4
    assert len(ORGS) == 6 and len(set(ORGS)) == 6
    seen = set()
    by_label = Counter()
    by_kind = Counter()
    by_org = Counter()
    by_label_org = Counter()
    hard = 0
    for item in PAIRS:
        assert len(item) == 4, item
        label, category, older, newer = item
        assert label in LABELS, item
        assert isinstance(older, str) and isinstance(newer, str) and older.strip() and newer.strip(), item
        assert older != newer, item
        assert (older, newer) not in seen, ("repeated pair", older, newer)
        seen.add((older, newer))
        kind, org = category.split("/")
        assert org in ORGS, item
        if label == C:
            assert kind in KINDS, item
            by_kind[kind] += 1
        elif label == L:
            assert kind == "light", item
        elif label == H:
            assert kind == "heavy", item
        else:
            assert kind in ("negative", "hard_negative"), item
            hard += kind == "hard_negative"
        by_label[label] += 1
        by_org[org] += 1
        by_label_org[(label, org)] += 1

    assert by_label[C] >= 216, by_label[C]
    assert by_label[L] >= 108, by_label[L]
    assert by_label[H] >= 90, by_label[H]
    assert by_label[N] >= 186, by_label[N]
    assert hard >= 60, hard
    for kind in KINDS:
        assert by_kind[kind] >= 16, (kind, by_kind[kind])
    for label in LABELS:
        for org in ORGS:
            assert by_label_org[(label, org)] > 0, (label, org)

    print("pairs:", len(PAIRS))
    print("per label:", ", ".join(f"{k}={by_label[k]}" for k in LABELS), f"(hard negatives={hard})")
    print("per contradiction kind:", ", ".join(f"{k}={by_kind[k]}" for k in KINDS))
    print("per org:", ", ".join(f"{o}={by_org[o]}" for o in ORGS))
    print("all checks passed")
