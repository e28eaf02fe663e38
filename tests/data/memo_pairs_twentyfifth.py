# Development data since 2026-12-04 (session 27): released after its last held-out measurement, below.
# Held-out memo pairs no. 25 (600 pairs: 216 contradictions, 108 light and 90 heavy duplicates, 186
# negatives of which 67 hard; six organisations: a marina, a print shop, a bowling alley, a dental laboratory, a
# community choir, a city bike-share operator; categories are kind/organisation), written on 2026-12-04 by a helper
# that never saw the rules or the other sets. Its misses were not read. Measured by the lead only (python -m
# tests.memo_pair_quality twentyfifth): at 040e2bb (session 26's start, the reader refitted on every development set)
# contradictions P 0.93 R 0.75 (161 of 216), duplicates P 0.98, light 0.90 (97 of 108), heavy 0.17 (15 of 90), 0
# cross-project, 5 of 186 negatives decided; at session 26's merged code (018d933: h70's one-subject gate)
# contradictions P 0.93 R 0.75 (163 of 216), the rest the same. Per kind (of 18), before -> after: contact 13,
# location 9, no longer 10, numeric 14 -> 15, owner 15, policy 12, price 11 -> 12, schedule 17, size/duration 14,
# status 15, vendor 15, version 16.
"""Hand-written evaluation pairs of team memos (older, newer) for contradiction / duplicate detection."""

LABELS = ("contradiction", "duplicate_light", "duplicate_heavy", "negative")
C, L, H, N = LABELS
KINDS = ("numeric", "version", "size_duration", "price", "owner", "schedule", "location", "vendor", "policy", "no_longer", "status", "contact")
ORGS = ("marina", "print", "bowling", "dental", "choir", "bikeshare")

PAIRS = []

# ---------------------------------------------------------------- contradictions: numeric
PAIRS += [
    (C, "numeric/marina", "The marina has 84 rentable boat slips across A through D docks.", "update: we're down to 78 rentable slips since D dock lost six to the rebuild."),
    (C, "numeric/marina", "Harbour master issues at most 12 transient permits per weekend.", "transient permits per weekend are capped at 8 now, per the harbour master."),
    (C, "numeric/marina", "Waitlist for seasonal slips currently has 41 boats on it.", "FYI seasonal slip waitlist is at 57 boats as of this morning."),
    (C, "numeric/print", "The shop runs 3 digital presses on the main floor.", "heads up, we have 4 digital presses on the floor now that the new one is installed."),
    (C, "numeric/print", "Minimum order for business cards is 250 cards.", "business card minimum is 500 per order from now on"),
    (C, "numeric/print", "We keep 40 reams of 100lb gloss cover in stock.", "Gloss cover stock target got bumped: keep 60 reams on hand, sales keep running us dry."),
    (C, "numeric/bowling", "The alley has 24 lanes open to the public.", "heads up: only 20 lanes are public now, lanes 21-24 became the party zone."),
    (C, "numeric/bowling", "Max 6 bowlers per lane for open play.", "open play limit per lane is 5 bowlers now, 6 was too slow on busy nights."),
    (C, "numeric/bowling", "We own 310 pairs of rental shoes.", "rental shoe count came in at 275 pairs after we tossed the worn ones."),
    (C, "numeric/dental", "Lab turns out about 120 crowns per week.", "crown output is roughly 150 a week as of this quarter."),
    (C, "numeric/dental", "We have 5 ceramists on staff.", "ceramist headcount: 7 now that the two new hires started"),
    (C, "numeric/dental", "The standard shade guide we use has 16 tabs.", "Update: the shade guide everyone works from now has 26 tabs."),
    (C, "numeric/choir", "The choir has 48 active singers.", "active roster is 55 singers after fall auditions"),
    (C, "numeric/choir", "We need at least 4 tenors to perform the Rutter piece.", "director says minimum 6 tenors for the Rutter now, 4 sounded thin."),
    (C, "numeric/choir", "The winter concert hall seats 320 people.", "FYI the hall for the winter show seats 280, they removed the back rows."),
    (C, "numeric/bikeshare", "The network operates 62 docking stations citywide.", "station count is 68 as of today with the riverfront expansion."),
    (C, "numeric/bikeshare", "Each e-bike battery gets about 45 miles per charge.", "e-bike range is now quoted at 38 mi per charge, winter derating applied."),
    (C, "numeric/bikeshare", "Fleet has 540 classic bikes in service.", "classic bikes in service: 495 after pulling the rusted batch"),
]

# ---------------------------------------------------------------- contradictions: version
PAIRS += [
    (C, "version/marina", "Slip booking runs on DockMaster 4.2.", "DockMaster got upgraded to 5.0 last night, booking screens look a bit different."),
    (C, "version/marina", "Fuel pump controllers are on firmware 2.3.1.", "fuel dock pumps now run fw 2.4.0 after the vendor visit."),
    (C, "version/marina", "The harbour radio logging app is version 1.8.", "FYI radio log app updated, we're on 2.1 now"),
    (C, "version/print", "Prepress workstations use Acrobat Pro 2020.", "prepress machines moved to Acrobat Pro 2024 this week."),
    (C, "version/print", "The RIP server runs Fiery 6.5.", "Fiery on the RIP server is 7.1 as of today."),
    (C, "version/print", "Wide-format printer firmware is v3.02.", "wide format fw bumped to v3.10 to fix the banding bug"),
    (C, "version/bowling", "Scoring system software is BowlerVision 9.4.", "scoring got updated to BowlerVision 10.0 over the weekend."),
    (C, "version/bowling", "Pinsetter control boards run firmware 1.12.", "all pinsetter boards flashed to fw 1.15 today."),
    (C, "version/bowling", "Front desk POS terminals are on LaneTill 3.3.", "LaneTill on the front desk POS is now 4.0, training sheet is in the office."),
    (C, "version/dental", "CAD design uses exocad 3.0 Galway.", "we're on exocad 3.1 Rijeka now for all CAD work."),
    (C, "version/dental", "Milling machine firmware is 5.6.", "mill firmware was updated to 5.9 by the service tech on tuesday."),
    (C, "version/dental", "The intraoral scan import plugin is v2.0.", "scan import plugin: 2.4 as of this morning"),
    (C, "version/choir", "Sheet music is edited in MuseScore 3.6.", "heads up, everyone needs MuseScore 4.2 now, the library files were re-saved in it."),
    (C, "version/choir", "Member portal is running ChoirHub 2.5.", "ChoirHub portal upgraded to 3.0 yesterday."),
    (C, "version/choir", "Rehearsal recordings are made with Audacity 3.2.", "recording laptop has Audacity 3.5 now."),
    (C, "version/bikeshare", "Rider app on iOS is version 6.4.", "current iOS rider app release is 6.7."),
    (C, "version/bikeshare", "Dock controllers run firmware 8.0.2.", "dock controller fw 8.1.0 rolled out to all stations."),
    (C, "version/bikeshare", "Fleet dashboard API is v2.", "heads up: the fleet dashboard API moved to v3, v2 has been shut off."),
]

# ---------------------------------------------------------------- contradictions: size_duration
PAIRS += [
    (C, "size_duration/marina", "Slip 14 fits boats up to 32 feet.", "slip 14 now takes boats up to 36 ft since the finger pier was extended."),
    (C, "size_duration/marina", "The fuel dock diesel tank holds 8,000 gallons.", "diesel tank at the fuel dock is 12,000 gal after the replacement."),
    (C, "size_duration/marina", "Transient boats can stay a maximum of 3 nights.", "from now on transient stays are limited to 5 nights."),
    (C, "size_duration/print", "Standard turnaround for flyers is 3 business days.", "flyer turnaround is 2 business days now"),
    (C, "size_duration/print", "The largest sheet our offset press takes is 20 x 29 inches.", "offset press max sheet is 23 x 29 in after the feeder upgrade."),
    (C, "size_duration/print", "Customers have 48 hours to approve a proof.", "proof approval window shortened to 24 hrs."),
    (C, "size_duration/bowling", "Birthday party packages last 90 minutes.", "party packages run 2 hours as of this month."),
    (C, "size_duration/bowling", "Oil pattern length on league lanes is 40 feet.", "league oil pattern is 42 ft this season."),
    (C, "size_duration/bowling", "Hourly lane rental blocks are 60 minutes.", "lane rental blocks are 50 min now so we can fit more turns in."),
    (C, "size_duration/dental", "Crown turnaround is 7 working days.", "crowns take 5 working days now"),
    (C, "size_duration/dental", "The zirconia sintering cycle takes 9 hours.", "zirconia sintering runs 6.5 hrs with the new speed program."),
    (C, "size_duration/dental", "We keep stored models for 6 months.", "model storage retention is 12 months as of today."),
    (C, "size_duration/choir", "Weekly rehearsals last 2 hours.", "rehearsals are 2.5 hours from now on."),
    (C, "size_duration/choir", "The spring concert runs about 75 minutes.", "spring concert program is ~90 minutes with the added set."),
    (C, "size_duration/choir", "Choir folders are A4 size.", "folders were swapped to letter size to fit the new scores."),
    (C, "size_duration/bikeshare", "Single rides are capped at 30 minutes before overtime fees.", "single ride cap is 45 min now before overtime kicks in."),
    (C, "size_duration/bikeshare", "Docks at the Central Station hub hold 40 bikes.", "Central Station hub capacity: 52 bikes since the expansion."),
    (C, "size_duration/bikeshare", "E-bike batteries take 4 hours to charge fully.", "full e-bike battery charge takes ~3 hrs with the new chargers."),
]

# ---------------------------------------------------------------- contradictions: price
PAIRS += [
    (C, "price/marina", "Slip 12 rents for $40 per night.", "slip 12 rate: $45/night now"),
    (C, "price/marina", "Diesel at the fuel dock is $4.10 a gallon.", "diesel price updated to 4.35/gal this morning."),
    (C, "price/marina", "Seasonal slip lease is $3,200 for a 30-foot boat.", "30 ft seasonal lease went up, it's $3,500 now."),
    (C, "price/print", "500 business cards cost $45.", "we charge $52 for 500 business cards as of today."),
    (C, "price/print", "Color copies are 39 cents per page.", "color copies: 45c/page now"),
    (C, "price/print", "Rush jobs carry a 25% surcharge.", "FYI rush surcharge is 30% from now on, owner's call."),
    (C, "price/bowling", "Shoe rental is $4.50 per person.", "FYI shoes are $5 a head now, up from four fifty."),
    (C, "price/bowling", "A game costs $6 on weekends.", "weekend games are $7 each now."),
    (C, "price/bowling", "League fee is $18 per bowler per week.", "FYI the weekly league fee per bowler is $20 this season."),
    (C, "price/dental", "A zirconia crown is billed at $140 to clinics.", "clinic price for zirconia crowns is now $155."),
    (C, "price/dental", "Rush fee for next-day cases is $50.", "rush fee (next-day cases): $65 as of the 1st."),
    (C, "price/dental", "A custom shade matching visit costs $35.", "shade matching appointments are $40 now."),
    (C, "price/choir", "Annual membership dues are $120.", "dues for the year are $135 now, treasurer confirmed."),
    (C, "price/choir", "Winter concert tickets are $15 for adults.", "adult tickets for the winter show are $18 this year."),
    (C, "price/choir", "Concert gowns cost members $60 each.", "members pay $75 a piece for gowns now, supplier raised prices."),
    (C, "price/bikeshare", "An annual pass costs $99.", "annual pass price is $119 as of jan 1."),
    (C, "price/bikeshare", "E-bike rides cost 15 cents per minute.", "per-minute e-bike pricing went up to 20c."),
    (C, "price/bikeshare", "The lost bike fee is $1,200.", "lost bike fee updated to $1,500"),
]

# ---------------------------------------------------------------- contradictions: owner
PAIRS += [
    (C, "owner/marina", "The fuel dock is run by Tom Becker.", "Priya Anand owns the fuel dock now, Tom moved over to maintenance."),
    (C, "owner/marina", "Slip assignments are handled by the harbour master's office.", "front office team took over slip assignments from the harbour master this season."),
    (C, "owner/marina", "Dock D maintenance belongs to Luis.", "Dock D upkeep is Sam's job from now on."),
    (C, "owner/print", "Wide-format jobs are owned by Dana's team.", "wide format is owned by Marco's team now."),
    (C, "owner/print", "Color calibration is handled by Kevin.", "color calibration: Aisha takes care of it now"),
    (C, "owner/print", "Customer quotes are prepared by the sales desk.", "estimating owns customer quotes as of this month."),
    (C, "owner/bowling", "Pinsetter repairs are Rob's responsibility.", "pinsetter repair is owned by Jenna since last week."),
    (C, "owner/bowling", "League scheduling is done by Carol Diaz.", "Carol handed league scheduling to Mike Ortega."),
    (C, "owner/bowling", "The snack bar is managed by the front desk crew.", "snack bar management moved to the kitchen team."),
    (C, "owner/dental", "Implant cases are owned by Dr. Feng's group.", "implant cases go to Hannah's group now."),
    (C, "owner/dental", "Quality control sign-off is Maria's job.", "QC sign-off: Peter does it as of this week"),
    (C, "owner/dental", "Shipping to clinics is handled by the front office.", "clinic shipping moved from the front office to the courier team."),
    (C, "owner/choir", "The music library is maintained by Ellen.", "Greg is the music librarian now, Ellen stepped down."),
    (C, "owner/choir", "Concert ticket sales are run by the board.", "ticket sales are run by the volunteer committee from now on."),
    (C, "owner/choir", "Warm-ups are led by the assistant director, Ruth Moss.", "warm-ups are led by Jon Perez now."),
    (C, "owner/bikeshare", "Station rebalancing is owned by the night crew.", "FYI day ops took over station rebalancing, night crew is down to two people."),
    (C, "owner/bikeshare", "Battery swaps are Kenji's area.", "battery swaps are Fatima's area now"),
    (C, "owner/bikeshare", "The partner program is managed by Olivia Grant.", "partner program manager is Devon Hall as of monday."),
]

# ---------------------------------------------------------------- contradictions: schedule
PAIRS += [
    (C, "schedule/marina", "The fuel dock is open 7am to 7pm daily.", "fuel dock: 8-6 from now on, no more 7am opens."),
    (C, "schedule/marina", "The pump-out boat runs every Mon and Fri.", "pump-out boat only goes out Tuesdays now"),
    (C, "schedule/marina", "Harbour master holds office hours on weekdays only.", "harbour master office hours are 7 days a week now, weekends included."),
    (C, "schedule/print", "Offset press maintenance is every Friday afternoon.", "press maintenance moved to Monday mornings."),
    (C, "schedule/print", "Courier pickup is at 3pm each day.", "courier pickup pushed back to 4:30, tell customers."),
    (C, "schedule/print", "Inventory counts happen monthly.", "we do inventory counts every two weeks now."),
    (C, "schedule/bowling", "Cosmic bowling runs Friday and Saturday nights.", "cosmic bowling is Saturdays only starting this month."),
    (C, "schedule/bowling", "Lanes are re-oiled every morning at 9.", "we oil the lanes at 7 am now so the 9am leagues get a settled pattern"),
    (C, "schedule/bowling", "Tuesday night league starts at 6:30pm.", "tuesday league start time moved to 7pm."),
    (C, "schedule/dental", "Courier pickups from clinics are twice a day.", "clinic pickups are once a day now, late afternoon."),
    (C, "schedule/dental", "Furnace calibration is done quarterly.", "furnace calibration is monthly as of this quarter, quarterly wasn't catching drift."),
    (C, "schedule/dental", "Lab hours are 8am to 5pm Monday through Friday.", "lab is open 7am-4pm mon-fri from now on."),
    (C, "schedule/choir", "Rehearsals are Thursdays at 7pm.", "heads up singers, rehearsal night is Wednesday 7:30pm going forward, the hall is booked thursdays."),
    (C, "schedule/choir", "Sectionals happen every other Saturday.", "sectionals are every saturday now."),
    (C, "schedule/choir", "Board meetings are the first Monday of each month.", "board meets the last Sunday of the month now."),
    (C, "schedule/bikeshare", "Station inspections run every weekday.", "inspections cut back to mon/wed/fri, not every weekday."),
    (C, "schedule/bikeshare", "App maintenance windows are Sundays 2-4am.", "app maintenance window moved to tuesdays 1-3am."),
    (C, "schedule/bikeshare", "Winter service ends December 15.", "winter service ends Jan 5 this year."),
]

# ---------------------------------------------------------------- contradictions: location
PAIRS += [
    (C, "location/marina", "Spare dock lines are stored in the shed behind C dock.", "FYI if you need spare dock lines, they're in the fuel dock locker these days, the C dock shed flooded."),
    (C, "location/marina", "The harbour master office is on the second floor of the clubhouse.", "harbour master moved to the trailer by the boat ramp."),
    (C, "location/marina", "Kayak racks are next to the launch ramp.", "kayak racks were relocated to the north beach."),
    (C, "location/print", "Paper overflow is stored in bay 3.", "bay 3 is for the new cutter, so overflow paper is going in bay 6 from now on."),
    (C, "location/print", "Finished orders wait on the pickup shelf by the front door.", "heads up: customer pickups now sit behind the counter, too many orders walked off the front shelf."),
    (C, "location/print", "Spare toner is kept in the prepress closet.", "spare toner is in the locked cabinet in the warehouse now."),
    (C, "location/bowling", "Lost and found is in the office behind the desk.", "lost+found is at the shoe counter now"),
    (C, "location/bowling", "Spare pins are kept in the mechanic room.", "spare pins are stored in the back storage cage now."),
    (C, "location/bowling", "The pro shop is next to lane 1.", "pro shop relocated to the mezzanine."),
    (C, "location/dental", "Incoming impressions are logged at the front desk.", "Starting today, whoever receives an impression logs it in receiving room B, not at the front desk."),
    (C, "location/dental", "Zirconia pucks are stored in cabinet 4.", "zirconia pucks moved to the dry storage room."),
    (C, "location/dental", "The second milling unit is in the main lab.", "second mill is in the annex now"),
    (C, "location/choir", "Rehearsals are held in the church fellowship hall.", "update: the church hall is being renovated so all rehearsals are at the community center going forward."),
    (C, "location/choir", "Robes are stored in the basement closet.", "robes moved to the choir room upstairs."),
    (C, "location/choir", "The spring concert venue is St. Mark's.", "spring concert will be at the Civic Theatre instead."),
    (C, "location/bikeshare", "The main depot is on Harbor Street.", "as of this week our main depot is the Elm Ave warehouse."),
    (C, "location/bikeshare", "Spare batteries are charged at the east yard.", "battery charging is done at the west yard now."),
    (C, "location/bikeshare", "Station 22 sits outside the library.", "station 22 was relocated to the farmers market corner."),
]

# ---------------------------------------------------------------- contradictions: vendor
PAIRS += [
    (C, "vendor/marina", "Fuel is delivered by Coastal Petroleum.", "we switched fuel delivery to Harborline Energy."),
    (C, "vendor/marina", "Slip bookings go through Dockwa.", "moved off Dockwa, bookings are in Snag-A-Slip now."),
    (C, "vendor/marina", "Marina wifi is provided by BayNet.", "replaced BayNet with Starlink for the marina wifi."),
    (C, "vendor/print", "Paper is ordered from Veritiv.", "we moved off Veritiv, all paper orders go through Midland Paper."),
    (C, "vendor/print", "Proofs are sent to customers as Dropbox links.", "we switched proofing to Ziflow."),
    (C, "vendor/print", "Ink comes from Kodak.", "ink supply switched to Flint Group last month."),
    (C, "vendor/bowling", "Our scoring system is from Brunswick.", "replaced the Brunswick scoring with QubicaAMF."),
    (C, "vendor/bowling", "Lane oil is bought from Kegel.", "lane oil: Storm from now on, Kegel's lead times got silly."),
    (C, "vendor/bowling", "Online booking uses Bookeo.", "moved booking off Bookeo to Square Appointments."),
    (C, "vendor/dental", "Zirconia blanks come from Ivoclar.", "we switched our zirconia blank supplier to Kuraray."),
    (C, "vendor/dental", "Case tracking runs on DentalTrack.", "we dropped DentalTrack, case tracking is in LabStar now."),
    (C, "vendor/dental", "Shipping to clinics uses UPS.", "FYI clinic shipments are FedEx now, UPS account closed."),
    (C, "vendor/choir", "Sheet music is bought from J.W. Pepper.", "Heads up, new scores get ordered through Musicnotes, we're not using Pepper anymore."),
    (C, "vendor/choir", "Member emails go out through Mailchimp.", "member emails now go out from Buttondown, we cancelled Mailchimp."),
    (C, "vendor/choir", "Ticketing is done through Eventbrite.", "ticketing moved to Ticket Tailor, Eventbrite fees were too high."),
    (C, "vendor/bikeshare", "Our bikes are built by PBSC.", "new fleet bikes come from Lyft Urban Solutions instead of PBSC."),
    (C, "vendor/bikeshare", "Payments are processed with Stripe.", "payment processing switched to Adyen."),
    (C, "vendor/bikeshare", "Rider support tickets are handled in Zendesk.", "rider tickets live in Freshdesk as of monday, Zendesk is being shut down."),
]

# ---------------------------------------------------------------- contradictions: policy
PAIRS += [
    (C, "policy/marina", "Liveaboards are allowed on A dock.", "A dock: living aboard is not permitted, per the new harbour rules."),
    (C, "policy/marina", "Dogs are not allowed on the fuel dock.", "leashed dogs are allowed on the fuel dock now."),
    (C, "policy/marina", "Guests may tie up at the fuel dock overnight.", "overnight tie-ups at the fuel dock are forbidden."),
    (C, "policy/print", "Customers may bring their own paper stock.", "we can't take paper that customers bring in anymore, jams were killing the press."),
    (C, "policy/print", "Staff can't run personal print jobs.", "personal print jobs by staff are OK after hours."),
    (C, "policy/print", "Files must be submitted as PDF only.", "we accept InDesign packages too now, not just PDF."),
    (C, "policy/bowling", "Outside food is not permitted in the lanes area.", "Update: in the lanes area, outside food is fine now as long as guests clean up."),
    (C, "policy/bowling", "Kids under 12 may use lanes without an adult.", "under-12s need an adult with them on the lanes."),
    (C, "policy/bowling", "Bumpers are allowed during league play.", "no bumpers in league play, per the new association rules."),
    (C, "policy/dental", "Technicians may take cases home to finish.", "as of today no technician may take a case home, liability reasons."),
    (C, "policy/dental", "Rush cases are accepted on Fridays.", "we don't take rush cases on fridays."),
    (C, "policy/dental", "Visitors are not allowed in the milling room.", "visitors can enter the milling room with an escort."),
    (C, "policy/choir", "Recording concerts on phones is allowed.", "FYI: at concerts, recording on phones is no longer permitted, the publisher asked us."),
    (C, "policy/choir", "Non-members are not allowed at rehearsals.", "rehearsals are open to visitors now, anyone can come listen."),
    (C, "policy/choir", "Members must memorize all concert music.", "singers may use folders at concerts, memorizing is optional."),
    (C, "policy/bikeshare", "Riders may take bikes on city buses.", "heads up, city buses won't carry our bikes anymore, new transit authority rule."),
    (C, "policy/bikeshare", "Riders under 16 are not permitted.", "riders 14 and up are allowed now with parental consent."),
    (C, "policy/bikeshare", "Parking e-bikes outside docks is forbidden.", "e-bikes may be parked outside docks in the downtown geofence."),
]

# ---------------------------------------------------------------- contradictions: no_longer
PAIRS += [
    (C, "no_longer/marina", "We give free ice at the fuel dock with fill-ups.", "we no longer give free ice with fill-ups."),
    (C, "no_longer/marina", "The harbour master walks the docks every night at 10.", "nightly dock walks stopped, cameras cover it now."),
    (C, "no_longer/marina", "Slip holders get a printed newsletter each month.", "printed newsletter discontinued, it's email only."),
    (C, "no_longer/print", "We print paper proofs for every job.", "no more paper proofs, PDF proofs only."),
    (C, "no_longer/print", "Saturday walk-in service is available.", "no more saturday walk-ins, appointments only on weekends."),
    (C, "no_longer/print", "The shop offers free local delivery.", "free local delivery is no longer offered."),
    (C, "no_longer/bowling", "We run a Sunday morning youth league.", "sunday youth league has been discontinued."),
    (C, "no_longer/bowling", "Staff wipe down house balls after every use.", "we don't wipe house balls after every use anymore, just nightly."),
    (C, "no_longer/bowling", "The alley sells cigarettes at the front desk.", "cigs are off the front desk for good as of this month."),
    (C, "no_longer/dental", "We send a printed case report with every crown.", "printed case reports aren't included with crowns anymore."),
    (C, "no_longer/dental", "The lab accepts physical impressions from clinics.", "we no longer accept physical impressions, digital scans only."),
    (C, "no_longer/dental", "Technicians hand-stain every anterior crown.", "hand-staining anterior crowns stopped, we use pre-shaded blanks now."),
    (C, "no_longer/choir", "The choir holds a potluck after every concert.", "FYI we're dropping the after-concert potlucks, venue won't allow food."),
    (C, "no_longer/choir", "Members receive printed rehearsal schedules.", "we stopped printing rehearsal schedules."),
    (C, "no_longer/choir", "The choir tours every summer.", "summer tours are done, the board voted to end them."),
    (C, "no_longer/bikeshare", "Riders can pay with cash at kiosks.", "kiosks are card-only from now on"),
    (C, "no_longer/bikeshare", "We offer a free first ride to new users.", "new users don't get a free first ride anymore, promo budget ran out."),
    (C, "no_longer/bikeshare", "Staff manually inspect brakes weekly.", "weekly manual brake checks stopped, sensors flag issues instead."),
]

# ---------------------------------------------------------------- contradictions: status
PAIRS += [
    (C, "status/marina", "The fuel dock is open.", "heads up fuel dock is CLOSED today, pump 2 broke and pump 1 has no diesel."),
    (C, "status/marina", "Slip 9 is occupied by a seasonal tenant.", "slip 9: empty as of friday, the tenant moved to Portland."),
    (C, "status/marina", "The pump-out station is out of service.", "pump-out station back in service as of today."),
    (C, "status/print", "The big offset press is down for repairs.", "update - the big press is fixed, printing again since 10am."),
    (C, "status/print", "The Henderson order is on hold.", "Henderson order is active again, client approved."),
    (C, "status/print", "The online ordering portal is live.", "online ordering portal is offline for maintenance."),
    (C, "status/bowling", "Lane 7 is out of order.", "lane 7 back in play"),
    (C, "status/bowling", "The arcade is closed for renovation.", "arcade reopened this weekend."),
    (C, "status/bowling", "Thursday league is active.", "thursday league is paused until spring."),
    (C, "status/dental", "Mill 2 is running.", "FYI the spindle on mill 2 failed this morning, it's out of action until the part arrives."),
    (C, "status/dental", "The Riverside clinic account is suspended.", "riverside clinic account reinstated."),
    (C, "status/dental", "The 3D printer is offline.", "3D printer back online after the resin swap."),
    (C, "status/choir", "Auditions are open.", "we're not taking any more auditions this season."),
    (C, "status/choir", "The alto section's Slack channel is archived.", "alto channel was un-archived and is active again."),
    (C, "status/choir", "The youth choir program is paused.", "youth choir program has resumed."),
    (C, "status/bikeshare", "Station 14 is offline.", "station 14 is up again, dock controller replaced."),
    (C, "status/bikeshare", "E-bike service is suspended due to snow.", "e-bikes back in service today."),
    (C, "status/bikeshare", "The downtown zone is active.", "downtown zone paused for the parade."),
]

# ---------------------------------------------------------------- contradictions: contact
PAIRS += [
    (C, "contact/marina", "Call the harbour master at 555-0142.", "new number for the harbour master: 555-0199, the old line is disconnected."),
    (C, "contact/marina", "Fuel dock questions go to fuel@bayviewmarina.com.", "send fuel dock questions to dockops@bayviewmarina.com instead."),
    (C, "contact/marina", "For after-hours emergencies, call Luis.", "after hours emergency contact is Sam now."),
    (C, "contact/print", "Email quote requests to quotes@inkwellprint.com.", "heads up, the quotes@ inbox is retired, send quote requests to sales@inkwellprint.com."),
    (C, "contact/print", "For press breakdowns, call Heidelberg support at 800-555-0110.", "press breakdown line is 800-555-0177 now."),
    (C, "contact/print", "Contact Kevin about paper shortages.", "paper shortages: ping Aisha now."),
    (C, "contact/bowling", "The mechanic on call is Rob at 555-0188.", "if a machine breaks after hours, call Jenna at 555-0163, she's on call now."),
    (C, "contact/bowling", "Party bookings: email parties@strikezone.com.", "party bookings go to events@strikezone.com now."),
    (C, "contact/bowling", "League questions go to Carol.", "ask Mike about league questions now."),
    (C, "contact/dental", "Clinics reach the lab at 555-0120.", "clinics should dial 555-0135 to reach us from now on."),
    (C, "contact/dental", "Send digital scans to scans@precisionlab.com.", "scans go to cases@precisionlab.com as of today."),
    (C, "contact/dental", "Billing questions go to Maria.", "billing questions go to Peter now."),
    (C, "contact/choir", "Contact the director at director@cityvoices.org.", "director's email is now music@cityvoices.org."),
    (C, "contact/choir", "Absences should be reported to Ellen.", "update: absences get reported to your section leader, Ellen isn't tracking them anymore."),
    (C, "contact/choir", "Venue contact for St. Mark's is Father Dale, 555-0171.", "St. Mark's venue contact is now Anne Lowe, 555-0107."),
    (C, "contact/bikeshare", "The rider support line is 555-0100.", "support line changed, riders call 555-0150"),
    (C, "contact/bikeshare", "Report vandalism to ops@cityspin.com.", "vandalism reports go to safety@cityspin.com now."),
    (C, "contact/bikeshare", "Our city liaison contact is Marcus Lee at the transportation office.", "city liaison contact is now Rita Chen."),
]

# ---------------------------------------------------------------- light duplicates
PAIRS += [
    (L, "numeric/marina", "The marina has 6 mooring balls in the north basin.", "There are 6 mooring balls in the north basin of the marina."),
    (L, "price/marina", "Pump-out service costs $10 per visit.", "Pump-out service is $10 a visit."),
    (L, "schedule/marina", "The harbour master's office opens at 8am.", "Harbour master's office opens at 8 am."),
    (L, "location/marina", "Fire extinguishers are mounted at the head of each dock.", "Each dock has fire extinguishers mounted at its head."),
    (L, "owner/marina", "Winter haul-outs are coordinated by Priya.", "Priya coordinates the winter haul-outs."),
    (L, "contact/marina", "Boaters hail the harbour master on VHF channel 9.", "Boaters should hail the harbour master on channel 9 VHF."),
    (L, "policy/marina", "No swimming is allowed within the marina basin.", "Swimming is not allowed in the marina basin."),
    (L, "vendor/marina", "Our dock cleats are supplied by Taylor Made.", "Taylor Made supplies our dock cleats."),
    (L, "size_duration/marina", "The launch ramp handles trailers up to 26 feet.", "Launch ramp takes trailers up to 26 ft."),
    (L, "status/marina", "The travel lift is currently operational.", "Travel lift is operational at the moment."),
    (L, "version/marina", "The gate keypad firmware is 4.1.", "Gate keypad is running firmware 4.1."),
    (L, "no_longer/marina", "We stopped renting paddleboards.", "We've stopped renting out paddleboards."),
    (L, "numeric/marina", "Slip 30 has two 30-amp shore power outlets.", "There are two 30 amp shore power outlets at slip 30."),
    (L, "schedule/marina", "Dock water is shut off from November 1.", "dock water gets shut off starting November 1"),
    (L, "price/marina", "Transient dockage for boats over 40 feet is $2.50 per foot per night.", "Transient dockage over 40 ft is $2.50 per foot, per night."),
    (L, "location/marina", "The marina's dumpster is behind the boat shed.", "Dumpster for the marina is located behind the boat shed."),
    (L, "contact/marina", "Tow requests go to SeaTow at 555-0133.", "For tow requests, call SeaTow at 555-0133."),
    (L, "policy/marina", "Open flames are prohibited on all docks.", "No open flames are permitted on any dock."),

    (L, "price/print", "Lamination costs $2 per sheet.", "Lamination is $2 a sheet."),
    (L, "numeric/print", "The guillotine cutter can cut 500 sheets at once.", "Our guillotine cutter cuts up to 500 sheets at a time."),
    (L, "owner/print", "Dana approves all jobs over $5,000.", "All jobs over $5,000 need Dana's approval."),
    (L, "schedule/print", "The shop closes at 6pm on weekdays.", "On weekdays the shop closes at 6 pm."),
    (L, "vendor/print", "We use Pantone Plus swatch books for color matching.", "Color matching is done with Pantone Plus swatch books."),
    (L, "location/print", "The binding machine is in the finishing room.", "Binding machine is located in the finishing room."),
    (L, "status/print", "The large-format laminator is broken.", "Large format laminator is currently broken."),
    (L, "policy/print", "We require a 50% deposit on orders over $1,000.", "Orders over $1,000 require a 50% deposit."),
    (L, "size_duration/print", "Banner prints can be up to 10 feet long.", "We can print banners up to 10 ft long."),
    (L, "version/print", "Estimating software is PrintSmith 4.2.", "We're running PrintSmith 4.2 for estimating."),
    (L, "contact/print", "Wholesale accounts should email trade@inkwellprint.com.", "wholesale accounts email trade@inkwellprint.com"),
    (L, "no_longer/print", "We no longer offer screen printing.", "Screen printing is no longer offered."),
    (L, "numeric/print", "We have 12 full-time employees.", "The shop has 12 full-time staff."),
    (L, "schedule/print", "Press operators take lunch at 12:30.", "Lunch for press operators is at 12:30."),
    (L, "price/print", "Design time is billed at $65 per hour.", "We bill design time at $65/hour."),
    (L, "owner/print", "Kevin owns responses to the shop's Google reviews.", "Responses to our Google reviews are owned by Kevin."),
    (L, "location/print", "Cardstock is kept on the top shelf of rack B.", "Cardstock lives on rack B's top shelf."),
    (L, "policy/print", "We don't print copyrighted material without permission.", "Copyrighted material is not printed without permission."),

    (L, "numeric/bowling", "We have 8 party rooms.", "There are 8 party rooms."),
    (L, "price/bowling", "Pitchers of soda are $9.", "A pitcher of soda costs $9."),
    (L, "schedule/bowling", "Doors open at 10am on Saturdays.", "On Saturdays doors open at 10am."),
    (L, "owner/bowling", "Jenna manages the pro shop inventory.", "Pro shop inventory is managed by Jenna."),
    (L, "location/bowling", "The ball return keys are in the mechanic's drawer.", "Keys for the ball returns are kept in the mechanic's drawer."),
    (L, "policy/bowling", "Bowlers must wear bowling shoes on the approach.", "Bowling shoes are required on the approach."),
    (L, "status/bowling", "Lane 15's ball return is jammed.", "The ball return on lane 15 is jammed."),
    (L, "vendor/bowling", "House balls are purchased from Ebonite.", "We buy our house balls from Ebonite."),
    (L, "size_duration/bowling", "Leagues run for 32 weeks.", "Our leagues last 32 weeks."),
    (L, "version/bowling", "Kiosk software is version 2.8.", "The kiosks are on software version 2.8."),
    (L, "contact/bowling", "Report pinsetter faults on the staff radio, channel 2.", "Pinsetter faults get reported on staff radio channel 2."),
    (L, "no_longer/bowling", "We stopped offering candlepin nights.", "Candlepin nights are no longer offered."),
    (L, "numeric/bowling", "The arcade has 22 machines.", "There are 22 machines in the arcade."),
    (L, "schedule/bowling", "League night is every Wednesday.", "Every Wednesday is league night."),
    (L, "price/bowling", "Cosmic bowling is $25 per person.", "It's $25 a person for cosmic bowling."),
    (L, "contact/bowling", "Lost items can be claimed by calling the front desk at 555-0191.", "To claim lost items, call the front desk at 555-0191."),
    (L, "location/bowling", "Bumper rail controls are on the wall by lane 12.", "The bumper rail controls are on the wall next to lane 12."),
    (L, "policy/bowling", "No glass bottles are allowed past the concourse.", "Glass bottles are not allowed beyond the concourse."),

    (L, "numeric/dental", "The lab has 3 milling machines.", "We have three milling machines in the lab."),
    (L, "price/dental", "A full denture costs clinics $480.", "Clinics pay $480 for a full denture."),
    (L, "schedule/dental", "Staff meeting is every Monday at 8am.", "Every Monday at 8am we have a staff meeting."),
    (L, "owner/dental", "Hannah trains new technicians.", "New technicians are trained by Hannah."),
    (L, "location/dental", "The model trimmer is in the plaster room.", "Model trimmer is located in the plaster room."),
    (L, "policy/dental", "Every case needs a signed prescription before work starts.", "Work can't start on a case without a signed prescription."),
    (L, "status/dental", "The porcelain furnace is being serviced.", "Porcelain furnace is currently being serviced."),
    (L, "vendor/dental", "We buy gypsum from Whip Mix.", "Our gypsum is bought from Whip Mix."),
    (L, "size_duration/dental", "Night guards are milled from 3 mm material.", "We mill night guards out of 3mm material."),
    (L, "version/dental", "The 3D printer runs PreForm 3.33.", "PreForm 3.33 is what runs the 3D printer."),
    (L, "contact/dental", "Clinics can text case questions to 555-0124.", "For case questions, clinics can text 555-0124."),
    (L, "no_longer/dental", "We no longer make gold crowns.", "Gold crowns are no longer made here."),
    (L, "numeric/dental", "About 30 clinics send us work regularly.", "We get regular work from around 30 clinics."),
    (L, "schedule/dental", "Payroll runs on the 15th and last day of the month.", "Payroll is run on the 15th and the last day of each month."),
    (L, "price/dental", "Implant abutments are billed at $210.", "We bill $210 for implant abutments."),
    (L, "owner/dental", "Peter handles the lab's ISO paperwork.", "The lab's ISO paperwork is handled by Peter."),
    (L, "contact/dental", "Equipment faults go to the service desk at 800-555-0147.", "Report equipment faults to the service desk, 800-555-0147."),
    (L, "location/dental", "Finished cases are boxed at the shipping bench.", "finished cases get boxed at the shipping bench"),

    (L, "numeric/choir", "There are 12 sopranos in the choir.", "The choir has 12 sopranos."),
    (L, "price/choir", "Rehearsal space rent is $200 a month.", "We pay $200 per month for rehearsal space."),
    (L, "schedule/choir", "Dress rehearsal is the Friday before each concert.", "Each concert's dress rehearsal is on the Friday before it."),
    (L, "owner/choir", "Ellen handles the choir's social media.", "The choir's social media is handled by Ellen."),
    (L, "location/choir", "Music folders are kept in the cabinet by the piano.", "The cabinet by the piano holds the music folders."),
    (L, "policy/choir", "Members must wear black for concerts.", "Members are required to wear black at concerts."),
    (L, "status/choir", "The choir's website is down.", "Choir website is currently down."),
    (L, "vendor/choir", "Our piano tuner is Keys & Strings.", "Keys & Strings tunes our piano."),
    (L, "size_duration/choir", "Each concert set is about 20 minutes.", "Concert sets run roughly 20 minutes each."),
    (L, "version/choir", "The attendance app is on version 1.9.", "Attendance app version is 1.9."),
    (L, "contact/choir", "Carpool requests go to rides@cityvoices.org.", "Send carpool requests to rides@cityvoices.org."),
    (L, "no_longer/choir", "We no longer sell CDs at concerts.", "CDs aren't sold at concerts anymore."),
    (L, "numeric/choir", "The choir's repertoire list has 64 pieces.", "There are 64 pieces on the choir's repertoire list."),
    (L, "schedule/choir", "Auditions are held each August.", "We hold auditions every August."),
    (L, "price/choir", "Student membership is $40 per year.", "Students pay $40 a year for membership."),
    (L, "owner/choir", "Greg books the accompanist for each concert.", "The accompanist for each concert is booked by Greg."),
    (L, "contact/choir", "The accompanist can be reached at 555-0168.", "You can reach the accompanist at 555-0168."),
    (L, "policy/choir", "Food is not allowed in the rehearsal room.", "No food allowed in the rehearsal room."),

    (L, "numeric/bikeshare", "We have 180 e-bikes in the fleet.", "The fleet includes 180 e-bikes."),
    (L, "price/bikeshare", "A day pass costs $12.", "Day passes are $12."),
    (L, "schedule/bikeshare", "Rebalancing trucks run from 5am to 9am.", "Rebalancing trucks are out from 5 to 9am."),
    (L, "owner/bikeshare", "Fatima owns the station maintenance schedule.", "The station maintenance schedule is owned by Fatima."),
    (L, "location/bikeshare", "Damaged bikes are taken to the repair bay at the depot.", "Damaged bikes go to the depot's repair bay."),
    (L, "policy/bikeshare", "Riders must be 16 or older to ride e-bikes.", "E-bike riders need to be at least 16."),
    (L, "status/bikeshare", "Station 31 is under construction.", "Station 31 is currently under construction."),
    (L, "vendor/bikeshare", "Our bike locks are made by Abus.", "Abus makes our bike locks."),
    (L, "size_duration/bikeshare", "Our bikes have 26-inch wheels.", "The bikes use 26 inch wheels."),
    (L, "version/bikeshare", "The Android rider app is version 6.5.", "Rider app on Android is at version 6.5."),
    (L, "contact/bikeshare", "Press inquiries go to press@cityspin.com.", "Send press inquiries to press@cityspin.com."),
    (L, "no_longer/bikeshare", "We stopped offering monthly passes.", "Monthly passes are no longer offered."),
    (L, "numeric/bikeshare", "The average bike makes 4 trips per day.", "On average each bike does 4 trips a day."),
    (L, "schedule/bikeshare", "Fleet reports are sent every Monday morning.", "Every Monday morning the fleet report goes out."),
    (L, "price/bikeshare", "Student annual passes cost $49.", "Annual passes for students are $49."),
    (L, "contact/bikeshare", "Station damage reports go to the ops hotline, 555-0112.", "Report station damage to the ops hotline at 555-0112."),
    (L, "location/bikeshare", "Spare dock parts are stored in container 3 at the depot.", "Spare dock parts are kept in container 3 at the depot."),
    (L, "owner/bikeshare", "Devon runs the corporate membership program.", "The corporate membership program is run by Devon."),
]

# ---------------------------------------------------------------- heavy duplicates
PAIRS += [
    (H, "schedule/marina", "The fuel dock closes for the season on October 31.", "last day to buy fuel here this year is Halloween, after that the pumps are shut till spring."),
    (H, "policy/marina", "Boats must not exceed 5 knots within the marina.", "keep it at idle speed inside the breakwater - anything above five knots gets a warning from the harbour master."),
    (H, "price/marina", "Electricity at slips is billed at $0.18 per kWh.", "Shore power usage gets charged to slip holders at eighteen cents a kilowatt-hour."),
    (H, "owner/marina", "Priya is responsible for collecting slip rent.", "If a slip holder owes rent, it's Priya who chases it, collections are hers."),
    (H, "location/marina", "The pump-out station is at the end of B dock.", "to empty holding tanks, head to the far tip of B dock, that's where the pump-out lives."),
    (H, "numeric/marina", "The travel lift can raise boats up to 35 tons.", "Anything heavier than thirty-five tons is too much for our travel lift."),
    (H, "contact/marina", "Slip holders should report dock damage to Luis.", "Broken boards or loose cleats on a dock? Tell Luis, he takes those reports."),
    (H, "vendor/marina", "Our marine insurance is through Markel.", "Markel is the company that insures the marina."),
    (H, "status/marina", "C dock is closed to foot traffic.", "nobody walks on C dock right now, it's taped off."),
    (H, "no_longer/marina", "The marina no longer sells bait.", "bait is off the store shelves for good, we quit carrying it."),
    (H, "size_duration/marina", "The channel is dredged to 8 feet at low tide.", "at low water you've still got eight feet under you in the channel, thanks to the dredging."),
    (H, "schedule/marina", "Security patrols the parking lot every two hours overnight.", "overnight, a guard drives through the lot on a two-hour cycle."),
    (H, "version/marina", "Security cameras run NVR software 5.2.", "the camera recorder box is on 5.2 of its software."),
    (H, "price/marina", "Winter storage costs $35 per foot.", "For a boat on the hard over winter we charge thirty-five dollars per foot of length."),
    (H, "policy/marina", "Guests must sign in at the harbour office before using the docks.", "anyone visiting the docks checks in at the harbour office first, no exceptions."),

    (H, "schedule/print", "Jobs received after 2pm start the next business day.", "If an order lands after two in the afternoon, production doesn't begin until the following workday."),
    (H, "price/print", "Saddle-stitched booklets cost $1.20 each for runs of 100.", "a run of a hundred stapled booklets is $120 total, so a buck twenty apiece."),
    (H, "policy/print", "We do not print on customer-supplied envelopes.", "If a customer brings in their own envelopes, we turn that job away."),
    (H, "owner/print", "Marco is responsible for press maintenance.", "Keeping the presses in working order falls to Marco."),
    (H, "location/print", "The shared drive folder for approved artwork is Jobs/Approved.", "approved art files live under Jobs, in the subfolder named Approved."),
    (H, "numeric/print", "Our digital press outputs 100 pages per minute.", "At full speed the digital press puts out a hundred sheets every minute."),
    (H, "contact/print", "Customers with billing issues should call accounts at 555-0156.", "invoice problems? the accounts line, 555-0156, is where clients should ring."),
    (H, "vendor/print", "Our mailing lists are processed by Melissa Data.", "For address cleanup on mailings we rely on Melissa Data's service."),
    (H, "status/print", "The binding machine is out of commission.", "don't send anything to binding today, that machine isn't working."),
    (H, "no_longer/print", "We stopped offering rubber stamps.", "Rubber stamp orders? Not a thing we do anymore."),
    (H, "size_duration/print", "Posters are printed at a maximum of 24 x 36 inches.", "the biggest poster we can produce is twenty-four by thirty-six."),
    (H, "version/print", "Prepress runs macOS Sonoma 14.5.", "the Macs in prepress are on Sonoma, point release 14.5."),
    (H, "numeric/print", "We hold about 200 active customer accounts.", "roughly two hundred customers currently have open accounts with us."),
    (H, "schedule/print", "Press cleaning happens at the end of every shift.", "before each shift wraps up, operators clean down the press."),
    (H, "policy/print", "Staff must wear ear protection near the offset press.", "hearing protection is mandatory for anyone working by the offset press."),

    (H, "schedule/bowling", "We open at noon on weekdays.", "monday through friday, the doors don't unlock until twelve."),
    (H, "price/bowling", "Unlimited bowling on Monday nights is $15.", "On Mondays after dark fifteen bucks gets you as many games as you want."),
    (H, "policy/bowling", "Alcohol is not served to league bowlers under 21.", "League members who aren't yet twenty-one can't be sold drinks."),
    (H, "owner/bowling", "Carol handles birthday party bookings.", "If someone wants to book a birthday party, Carol is the person who takes care of it."),
    (H, "location/bowling", "The fire exit is behind lane 24.", "past the last lane, number 24, there's the emergency exit door."),
    (H, "numeric/bowling", "Each pinsetter has about 2,000 parts.", "roughly two thousand components go into a single pinsetter machine."),
    (H, "contact/bowling", "For scoring system issues, text Rob.", "if the scoreboards act up, send Rob a text message."),
    (H, "vendor/bowling", "Our pizza comes from Tony's Pizzeria.", "the pizza we serve is made by Tony's down the street."),
    (H, "status/bowling", "The bar is closed until further notice.", "no drinks for now, the bar has shut and there's no reopening date yet."),
    (H, "no_longer/bowling", "We no longer run the Friday senior league.", "the seniors' Friday league was dropped from our schedule."),
    (H, "size_duration/bowling", "Lanes are 60 feet from foul line to headpin.", "from the foul line down to the front pin is sixty feet on each lane."),
    (H, "version/bowling", "The pinsetter diagnostic tool is version 3.0.", "we use release 3.0 of the pinsetter diagnostic software."),
    (H, "numeric/bowling", "The snack bar sells about 150 hot dogs a weekend.", "on a typical weekend roughly a hundred fifty hot dogs go out of the snack bar."),
    (H, "schedule/bowling", "Lanes are resurfaced every August.", "each year in August, the lane surfaces get redone."),
    (H, "policy/bowling", "Children must wear socks with rental shoes.", "kids renting shoes have to have socks on, no bare feet in the rentals."),

    (H, "schedule/dental", "The lab is closed the week between Christmas and New Year.", "from December 25th through New Year's Day we shut down entirely."),
    (H, "price/dental", "A digital wax-up costs $30 per unit.", "per tooth, clinics pay thirty dollars for a digital wax-up."),
    (H, "policy/dental", "All incoming impressions must be disinfected before handling.", "nobody touches an impression that came in until it's gone through disinfection."),
    (H, "owner/dental", "Dr. Feng signs off on all implant treatment plans.", "implant plans aren't final until Dr. Feng has reviewed and approved them."),
    (H, "location/dental", "The emergency eyewash station is by the grinding bench.", "if you get debris in your eyes, the rinse station is right beside where we grind."),
    (H, "numeric/dental", "The lab ships around 600 units a month.", "roughly six hundred units leave the lab every month."),
    (H, "contact/dental", "Clinics with urgent remakes should call Hannah directly.", "a clinic needing a rush remake gets Hannah on the phone, not the front desk."),
    (H, "vendor/dental", "Our scanners are from 3Shape.", "3Shape makes the scanning hardware we use in the lab."),
    (H, "status/dental", "The sandblaster is broken.", "don't try to use the sandblaster, it isn't working."),
    (H, "no_longer/dental", "We stopped making flippers.", "flipper partials have been dropped from our product list."),
    (H, "size_duration/dental", "Zirconia crowns have a minimum wall thickness of 0.5 mm.", "we never mill zirconia crown walls thinner than half a millimetre."),
    (H, "version/dental", "The lab management system is on release 12.", "we run version twelve of our lab management software."),
    (H, "numeric/dental", "There are 14 technicians in the lab.", "the technician team is fourteen people."),
    (H, "schedule/dental", "Dust extraction filters are changed every 3 months.", "every quarter, someone swaps out the filters on dust extraction."),
    (H, "policy/dental", "Technicians must wear masks while grinding.", "grinding without a mask on is not allowed for any tech."),

    (H, "schedule/choir", "The choir takes a summer break from June to August.", "no rehearsals over the summer months; we pick back up in September."),
    (H, "price/choir", "Concert programs cost $3 per copy to print.", "each printed program runs us three dollars."),
    (H, "policy/choir", "Singers must attend the dress rehearsal to perform.", "skip the dress rehearsal and you won't be on stage for the concert."),
    (H, "owner/choir", "Ruth is in charge of seating charts.", "who sits where in each section is decided by Ruth."),
    (H, "location/choir", "The choir's piano is in the church sanctuary.", "our piano stays up in the sanctuary of the church."),
    (H, "numeric/choir", "The choir performs 4 concerts per season.", "each season we put on four concerts."),
    (H, "contact/choir", "Questions about dues should go to the treasurer, Alan.", "Alan is our treasurer, so ask him anything about paying dues."),
    (H, "vendor/choir", "Our risers are rented from Stage Right Rentals.", "Stage Right Rentals is where the risers come from, we rent them."),
    (H, "status/choir", "The bass section leader position is vacant.", "nobody is currently leading the basses, we still need someone."),
    (H, "no_longer/choir", "We no longer hold a spring gala.", "the spring gala has been retired from our calendar."),
    (H, "size_duration/choir", "The warm-up at each rehearsal lasts 15 minutes.", "every rehearsal starts with a quarter hour of warming up."),
    (H, "version/choir", "The choir website runs WordPress 6.4.", "WordPress 6.4 is what powers the choir site."),
    (H, "numeric/choir", "The choir's mailing list has 350 subscribers.", "about three hundred fifty people get our emails."),
    (H, "schedule/choir", "The holiday concert is always the second Sunday of December.", "every December, our holiday show falls on the second Sunday."),
    (H, "policy/choir", "Members may bring one guest to dress rehearsal.", "each singer is allowed a single visitor at the dress rehearsal."),

    (H, "schedule/bikeshare", "The system shuts down from midnight to 5am.", "between twelve at night and five in the morning nobody can unlock a bike."),
    (H, "price/bikeshare", "Overtime is charged at $3 per extra 15 minutes.", "go past your ride limit and you pay three dollars for each additional quarter hour."),
    (H, "policy/bikeshare", "Riders must end rides at a dock, not on the sidewalk.", "leaving a bike on the sidewalk instead of docking it doesn't count as ending the trip."),
    (H, "owner/bikeshare", "Kenji is responsible for the repair shop.", "the repair shop falls under Kenji."),
    (H, "location/bikeshare", "The customer service desk is inside the Union Station concourse.", "riders can find us in person at Union Station, in the concourse."),
    (H, "numeric/bikeshare", "We recorded 1.2 million trips last year.", "last year riders took about one point two million trips."),
    (H, "contact/bikeshare", "Accessibility requests go to access@cityspin.com.", "if a rider needs an adaptive bike, they email access@cityspin.com."),
    (H, "vendor/bikeshare", "Our station maps are powered by Mapbox.", "Mapbox is behind the station maps in our app."),
    (H, "status/bikeshare", "The adaptive bike pilot is running.", "we've got the adaptive bike trial going right now."),
    (H, "no_longer/bikeshare", "We no longer allow reservations in the app.", "the in-app option to reserve a bike ahead of time was removed."),
    (H, "size_duration/bikeshare", "E-bikes are limited to 20 mph.", "the e-bike motors stop assisting above twenty miles an hour."),
    (H, "version/bikeshare", "The station kiosk software is version 4.3.", "kiosks at stations are running build 4.3."),
    (H, "numeric/bikeshare", "Each rebalancing truck carries 24 bikes.", "a single rebalancing truck can load two dozen bikes."),
    (H, "schedule/bikeshare", "Bikes are cleaned every two weeks.", "every other week each bike gets a wash."),
    (H, "policy/bikeshare", "Helmets are required for riders under 18.", "anyone younger than eighteen has to wear a helmet while riding."),
]

# ---------------------------------------------------------------- negatives
PAIRS += [
    (N, "numeric/marina", "There are 4 pump-out carts on the docks.", "The harbour master's dog is named Biscuit."),
    (N, "schedule/marina", "The fuel dock opens at 7am.", "Slip 22 is leased to the Marshall family."),
    (N, "price/marina", "Kayak rentals are $20 an hour.", "The boat ramp got a new non-slip surface."),
    (N, "owner/marina", "Tom maintains the ice machine.", "The marina newsletter goes out by email."),
    (N, "location/marina", "Life rings hang on posts every 50 feet along the docks.", "Winter haul-outs start in mid-October."),
    (N, "vendor/marina", "We get propane refills from Suburban Propane.", "Slip holders must show proof of insurance."),
    (N, "policy/marina", "No fishing from the fuel dock.", "The marina store sells sunscreen and snacks."),
    (N, "no_longer/marina", "We stopped selling ethanol-free gas.", "The parking lot was restriped in May."),
    (N, "status/marina", "The laundry room is open.", "Harbour master prefers texts over calls."),
    (N, "contact/marina", "Boaters reach the fuel dock on VHF 68.", "The clubhouse has free coffee in the mornings."),
    (N, "version/marina", "The booking site runs DockMaster 4.2.", "Gate codes change at the start of each season."),
    (N, "size_duration/marina", "The guest dock is 120 feet long.", "Showers are in the clubhouse basement."),
    (N, "schedule/marina", "Dock parties are held the first Saturday of summer months.", "The pump-out boat is painted yellow."),
    (N, "price/marina", "Monthly dry-stack storage is $400.", "The forklift operator is Ben."),
    (N, "owner/marina", "Luis leads the dock repair crew.", "New dock boards are pressure-treated pine."),
    (N, "contact/marina", "For billing, email billing@bayviewmarina.com.", "The marina sits on the east side of the bay."),
    (N, "policy/marina", "Kids under 10 must wear life jackets on the docks.", "The fuel dock has a new canopy."),
    (N, "vendor/marina", "Dock lumber comes from Harbor Lumber.", "A dock needs new bumpers before summer."),
    (N, "status/marina", "The boat ramp is open.", "The harbour master's lunch break is 12 to 1."),
    (N, "price/marina", "Slip 12 rents for $40 per night.", "Slip 14 rents for $48 per night."),  # hard
    (N, "status/marina", "Slip 9 is vacant.", "Slip 19 is occupied by a seasonal tenant."),  # hard
    (N, "schedule/marina", "The fuel dock is open 7am to 7pm.", "The marina store is open 9am to 5pm."),  # hard
    (N, "owner/marina", "Tom Becker runs the fuel dock.", "Tom Becker also drives the pump-out boat on weekends."),  # hard
    (N, "price/marina", "Diesel at the fuel dock is $4.10 a gallon.", "Gasoline at the fuel dock is $4.10 a gallon as well."),  # hard
    (N, "contact/marina", "Call the harbour master at 555-0142.", "Call the fuel dock directly at 555-0143."),  # hard
    (N, "size_duration/marina", "Slip 14 fits boats up to 32 feet.", "Slip 15 fits boats up to 40 feet."),  # hard
    (N, "location/marina", "Spare dock lines are stored in the shed behind C dock.", "Spare fenders are also kept in the shed behind C dock."),  # hard
    (N, "vendor/marina", "Fuel is delivered by Coastal Petroleum.", "Coastal Petroleum also inspects our fuel tanks once a year."),  # hard
    (N, "policy/marina", "Dogs are not allowed on the fuel dock.", "Leashed dogs are allowed on A and B docks."),  # hard
    (N, "numeric/marina", "The marina store stocks 30 types of fishing lure.", "Each slip holder gets 2 parking passes."),  # hard
    (N, "no_longer/marina", "We no longer give free ice with fill-ups.", "Bagged ice is still sold at the marina store for $3."),  # hard
]

PAIRS += [
    (N, "numeric/print", "The shop runs 3 digital presses.", "Our logo was redesigned last spring."),
    (N, "price/print", "Color copies are 39 cents a page.", "Kevin is out on vacation next week."),
    (N, "schedule/print", "Courier pickup is at 3pm each day.", "Aisha is training on the new cutter."),
    (N, "owner/print", "Dana's team owns wide-format jobs.", "Vinyl banners need grommets every two feet."),
    (N, "location/print", "Paper overflow is stored in bay 3.", "The shop's wifi password changed."),
    (N, "vendor/print", "We order paper from Veritiv.", "Rush jobs must be approved by a manager."),
    (N, "policy/print", "Files must be submitted as PDF.", "The front counter has a new card reader."),
    (N, "no_longer/print", "We stopped offering free delivery.", "The shop is hiring a bindery assistant."),
    (N, "status/print", "The offset press is down.", "Customers can pay invoices online."),
    (N, "contact/print", "Email quotes to quotes@inkwellprint.com.", "Our busiest month is usually September."),
    (N, "version/print", "Prepress uses Acrobat Pro 2020.", "The parking lot gets plowed by the landlord."),
    (N, "size_duration/print", "Flyer turnaround is 3 business days.", "We recycle all paper offcuts."),
    (N, "numeric/print", "We have 12 full-time employees.", "The holiday party is at Rosa's Cantina."),
    (N, "schedule/print", "The shop closes at 6pm on weekdays.", "Our biggest client is the county school district."),
    (N, "price/print", "Lamination is $2 a sheet.", "Marco prefers job tickets printed, not emailed."),
    (N, "owner/print", "Kevin handles color calibration.", "The shop turned 25 years old this year."),
    (N, "vendor/print", "Ink comes from Kodak.", "The cutter blade was sharpened yesterday."),
    (N, "location/print", "Finished orders wait on the pickup shelf.", "Design proofs include a watermark."),
    (N, "policy/print", "We require a 50% deposit on big orders.", "The shop's Instagram has 2,000 followers."),
    (N, "contact/print", "Press breakdowns: call Heidelberg at 800-555-0110.", "Staff parking is on the north side."),
    (N, "numeric/print", "Digital press 1 prints 100 pages per minute.", "Digital press 2 prints 80 pages per minute."),  # hard
    (N, "status/print", "The big offset press is down for repairs.", "The small offset press is running fine."),  # hard
    (N, "price/print", "500 business cards cost $45.", "1,000 business cards cost $70."),  # hard
    (N, "owner/print", "Wide-format jobs are owned by Dana's team.", "Dana's team also handles vehicle wraps."),  # hard
    (N, "vendor/print", "Paper is ordered from Veritiv.", "Envelopes are ordered from Cenveo."),  # hard
    (N, "location/print", "Spare toner is kept in the prepress closet.", "Spare drums are kept in the warehouse cabinet."),  # hard
    (N, "schedule/print", "Offset press maintenance is every Friday afternoon.", "Digital press maintenance is every Tuesday morning."),  # hard
    (N, "size_duration/print", "Standard flyer turnaround is 3 business days.", "Standard booklet turnaround is 5 business days."),  # hard
    (N, "contact/print", "Email quote requests to quotes@inkwellprint.com.", "Email artwork files to art@inkwellprint.com."),  # hard
    (N, "policy/print", "Customers may bring their own paper stock.", "Customer-supplied paper must be dropped off two days before the job."),  # hard
    (N, "version/print", "The RIP server runs Fiery 6.5.", "The backup RIP server runs Fiery 6.3."),  # hard
]

PAIRS += [
    (N, "numeric/bowling", "The alley has 24 lanes.", "Our mascot is a pin named Spare-y."),
    (N, "price/bowling", "Shoe rental is $4.50.", "The arcade takes tokens and cards."),
    (N, "schedule/bowling", "Cosmic bowling runs Friday nights.", "Rob is certified on the new pinsetters."),
    (N, "owner/bowling", "Carol schedules leagues.", "The carpet in the concourse is being replaced."),
    (N, "location/bowling", "Lost and found is in the office.", "We sell gift cards in $25 increments."),
    (N, "vendor/bowling", "Lane oil comes from Kegel.", "Birthday guests get a free soda."),
    (N, "policy/bowling", "Outside food isn't permitted.", "The jukebox was fixed on Sunday."),
    (N, "no_longer/bowling", "We stopped selling cigarettes.", "League sign-ups open in August."),
    (N, "status/bowling", "Lane 7 is out of order.", "We have a new fryer in the kitchen."),
    (N, "contact/bowling", "Party bookings go to parties@strikezone.com.", "High score this month is 279."),
    (N, "version/bowling", "Scoring runs BowlerVision 9.4.", "The alley was built in 1974."),
    (N, "size_duration/bowling", "Party packages last 90 minutes.", "Kids get bumpers on request."),
    (N, "numeric/bowling", "We own 310 pairs of rental shoes.", "The bar has eight beers on tap."),
    (N, "schedule/bowling", "Tuesday league starts at 6:30pm.", "The pro shop drills balls by appointment."),
    (N, "price/bowling", "Weekend games cost $6.", "The snack bar sells veggie burgers."),
    (N, "owner/bowling", "Jenna manages the pro shop.", "Lanes 1-4 have new ball returns."),
    (N, "vendor/bowling", "Pizza comes from Tony's Pizzeria.", "League standings are posted by the desk."),
    (N, "location/bowling", "The pro shop is next to lane 1.", "Our guest wifi network is StrikeZone-Guest."),
    (N, "contact/bowling", "League questions go to Carol.", "The alley hosts a charity tournament in May."),
    (N, "policy/bowling", "Bowling shoes are required on the approach.", "The front desk keeps a first aid kit."),
    (N, "status/bowling", "Lane 7 is out of order.", "Lane 17 is out of order too, waiting on a belt."),  # hard
    (N, "price/bowling", "Shoe rental is $4.50 per person.", "Locker rental is $4.50 per day."),  # hard
    (N, "schedule/bowling", "Cosmic bowling runs Friday and Saturday nights.", "Karaoke runs Friday and Saturday nights in the lounge."),  # hard
    (N, "owner/bowling", "Pinsetter repairs are Rob's responsibility.", "Rob also orders the pinsetter parts."),  # hard
    (N, "numeric/bowling", "Max 6 bowlers per lane for open play.", "Max 5 bowlers per lane for league play."),  # hard
    (N, "size_duration/bowling", "Oil pattern on league lanes is 40 feet.", "Oil pattern on open play lanes is 38 feet."),  # hard
    (N, "location/bowling", "Spare pins are kept in the mechanic room.", "Spare pinsetter belts are kept in the back storage cage."),  # hard
    (N, "vendor/bowling", "Our scoring system is from Brunswick.", "Our pinsetters are from Brunswick too."),  # hard
    (N, "contact/bowling", "Party bookings: email parties@strikezone.com.", "Corporate events: email corporate@strikezone.com."),  # hard
    (N, "policy/bowling", "Outside food is not permitted in the lanes area.", "Birthday cakes are allowed in the party rooms."),  # hard
    (N, "no_longer/bowling", "We stopped the Sunday youth league.", "The Saturday youth league is still running."),  # hard
]

PAIRS += [
    (N, "numeric/dental", "We have 5 ceramists.", "The lab's fire drill is in March."),
    (N, "price/dental", "Zirconia crowns are $140.", "Hannah is presenting at the study club."),
    (N, "schedule/dental", "Lab hours are 8 to 5.", "We use blue case boxes for rush work."),
    (N, "owner/dental", "Maria signs off QC.", "The new compressor is much quieter."),
    (N, "location/dental", "Zirconia pucks are in cabinet 4.", "Clinics get a monthly statement."),
    (N, "vendor/dental", "Our scanners are from 3Shape.", "The lab parking lot was repaved."),
    (N, "policy/dental", "Visitors aren't allowed in the milling room.", "Gold prices have been volatile."),
    (N, "no_longer/dental", "We no longer make gold crowns.", "Peter finished his CDT certification."),
    (N, "status/dental", "Mill 2 is down.", "The break room has a new espresso machine."),
    (N, "contact/dental", "Clinics call the lab at 555-0120.", "Our most common case is a single posterior crown."),
    (N, "version/dental", "CAD uses exocad 3.0.", "The lab celebrates 20 years in June."),
    (N, "size_duration/dental", "Crown turnaround is 7 working days.", "Implant screws come in labeled bags."),
    (N, "numeric/dental", "About 30 clinics send us work.", "The lab's logo is a blue molar."),
    (N, "schedule/dental", "Staff meeting is Monday at 8am.", "Dentures are packed in moist storage bags."),
    (N, "price/dental", "A full denture is $480.", "Technicians wear color-coded lab coats."),
    (N, "owner/dental", "Hannah trains new technicians.", "The lab put in LED lighting last year."),
    (N, "contact/dental", "Billing questions go to Maria.", "The shade room has north-facing windows."),
    (N, "vendor/dental", "Gypsum comes from Whip Mix.", "Remakes are logged in a separate spreadsheet."),
    (N, "location/dental", "The model trimmer is in the plaster room.", "Clinics can request a lab tour."),
    (N, "policy/dental", "Every case needs a signed prescription.", "Our courier drives a white van."),
    (N, "status/dental", "Mill 2 is down, spindle failed.", "Mill 1 is running normally."),  # hard
    (N, "price/dental", "A zirconia crown is billed at $140.", "An e.max crown is billed at $165."),  # hard
    (N, "schedule/dental", "Courier pickups from clinics are twice a day.", "Courier deliveries to clinics are once a day."),  # hard
    (N, "owner/dental", "Implant cases are owned by Dr. Feng's group.", "Denture cases are owned by Hannah's group."),  # hard
    (N, "numeric/dental", "We have 5 ceramists on staff.", "We have 5 CAD designers on staff."),  # hard
    (N, "size_duration/dental", "Crown turnaround is 7 working days.", "Denture turnaround is 10 working days."),  # hard
    (N, "location/dental", "Zirconia pucks are stored in cabinet 4.", "Lithium disilicate blocks are stored in cabinet 5."),  # hard
    (N, "vendor/dental", "Zirconia blanks come from Ivoclar.", "Ivoclar also supplies our glazing paste."),  # hard
    (N, "contact/dental", "Send digital scans to scans@precisionlab.com.", "Send invoices to billing@precisionlab.com."),  # hard
    (N, "policy/dental", "Rush cases are accepted on Fridays.", "Rush cases received on Fridays ship Monday."),  # hard
    (N, "version/dental", "Mill 1 firmware is 5.6.", "Mill 3 firmware is 5.8, it's a newer model."),  # hard
]

PAIRS += [
    (N, "numeric/choir", "The choir has 48 singers.", "Our logo features a treble clef."),
    (N, "price/choir", "Dues are $120 a year.", "Ruth is writing the program notes."),
    (N, "schedule/choir", "Rehearsals are Thursdays at 7pm.", "The alto section is learning the Faure Requiem."),
    (N, "owner/choir", "Ellen maintains the music library.", "The risers squeak on the left side."),
    (N, "location/choir", "Robes are stored in the basement closet.", "Street parking is free after 6pm."),
    (N, "vendor/choir", "Scores come from J.W. Pepper.", "The board has seven members."),
    (N, "policy/choir", "Members must memorize concert music.", "Coffee is provided at the break."),
    (N, "no_longer/choir", "We stopped the summer tours.", "Greg's daughter joined the youth choir."),
    (N, "status/choir", "Auditions are open.", "The choir's banner needs repair."),
    (N, "contact/choir", "Email the director at director@cityvoices.org.", "The winter concert theme is Light."),
    (N, "version/choir", "MuseScore 3.6 is used for editing.", "Tenors sit on the right side of the risers."),
    (N, "size_duration/choir", "Rehearsals last 2 hours.", "New members get a welcome packet."),
    (N, "numeric/choir", "The choir has 12 sopranos.", "We sang at the mayor's inauguration."),
    (N, "schedule/choir", "Auditions are held each August.", "The piano was donated by the Kellers."),
    (N, "price/choir", "Tickets are $15 for adults.", "The choir's fiscal year starts in July."),
    (N, "owner/choir", "Greg books the accompanist.", "Our director studied at Westminster Choir College."),
    (N, "contact/choir", "Carpool requests go to rides@cityvoices.org.", "Folders must be returned after each concert."),
    (N, "vendor/choir", "Risers are rented from Stage Right Rentals.", "The soprano section has a group chat."),
    (N, "location/choir", "Music folders are in the cabinet by the piano.", "The choir was founded in 1988."),
    (N, "policy/choir", "Food isn't allowed in the rehearsal room.", "Singers receive rehearsal tracks by email."),
    (N, "numeric/choir", "The choir has 12 sopranos.", "The choir has 9 tenors."),  # hard
    (N, "price/choir", "Adult tickets for the winter concert are $15.", "Student tickets for the winter concert are $8."),  # hard
    (N, "schedule/choir", "Rehearsals are Thursdays at 7pm.", "Sectionals are Thursdays at 6pm, before full rehearsal."),  # hard
    (N, "owner/choir", "Ellen maintains the music library.", "Ellen also keeps the attendance records."),  # hard
    (N, "location/choir", "Rehearsals are held in the church fellowship hall.", "Concerts are held in the church sanctuary."),  # hard
    (N, "contact/choir", "Absences should be reported to Ellen.", "Dues questions go to Alan, the treasurer."),  # hard
    (N, "status/choir", "Auditions for the main choir are open.", "Auditions for the youth choir are closed."),  # hard
    (N, "vendor/choir", "Member emails go out through Mailchimp.", "Concert reminders go out by text through SimpleTexting."),  # hard
    (N, "size_duration/choir", "Full rehearsals last 2 hours.", "Sectionals last 45 minutes."),  # hard
    (N, "policy/choir", "Members may bring one guest to the dress rehearsal.", "Guests at the dress rehearsal must sit in the balcony."),  # hard
    (N, "no_longer/choir", "We no longer sell CDs at concerts.", "Concert recordings are still available for download."),  # hard
]

PAIRS += [
    (N, "numeric/bikeshare", "We operate 62 stations.", "Our brand color is teal."),
    (N, "price/bikeshare", "An annual pass costs $99.", "Kenji is on paternity leave."),
    (N, "schedule/bikeshare", "Station inspections run on weekdays.", "Bikes have a bell and a front light."),
    (N, "owner/bikeshare", "Fatima owns battery swaps.", "The depot roof was repaired."),
    (N, "location/bikeshare", "The main depot is on Harbor Street.", "Ridership peaks in July."),
    (N, "vendor/bikeshare", "Payments go through Stripe.", "Helmets are sold at the Union Station desk."),
    (N, "policy/bikeshare", "Riders must be 16 or older.", "The app has a dark mode."),
    (N, "no_longer/bikeshare", "Kiosks no longer take cash.", "A new station opens near the stadium in spring."),
    (N, "status/bikeshare", "Station 14 is offline.", "The annual report is due in March."),
    (N, "contact/bikeshare", "Rider support is at 555-0100.", "E-bikes have a blue frame."),
    (N, "version/bikeshare", "The iOS app is version 6.4.", "We partnered with the university for student passes."),
    (N, "size_duration/bikeshare", "Rides are capped at 30 minutes.", "Depot staff wear orange vests."),
    (N, "numeric/bikeshare", "Fleet has 180 e-bikes.", "The city council renewed our contract."),
    (N, "schedule/bikeshare", "Rebalancing runs 5 to 9am.", "Olivia is drafting the sponsorship deck."),
    (N, "price/bikeshare", "Day passes are $12.", "Station 8 has a repair stand."),
    (N, "owner/bikeshare", "Devon runs corporate memberships.", "Bike baskets hold up to 20 pounds."),
    (N, "contact/bikeshare", "Press inquiries go to press@cityspin.com.", "All bikes are GPS-tracked."),
    (N, "vendor/bikeshare", "Locks are made by Abus.", "The depot has a break room with a microwave."),
    (N, "location/bikeshare", "Damaged bikes go to the depot repair bay.", "The winter fleet uses studded tires."),
    (N, "policy/bikeshare", "Helmets are required under 18.", "The app shows real-time dock availability."),
    (N, "status/bikeshare", "Station 14 is offline.", "Station 41 is offline for a dock swap."),  # hard
    (N, "numeric/bikeshare", "Fleet has 540 classic bikes in service.", "Fleet has 180 e-bikes in service."),  # hard
    (N, "price/bikeshare", "E-bike rides cost 15 cents per minute.", "Classic bike rides cost 5 cents per minute."),  # hard
    (N, "schedule/bikeshare", "Winter service ends December 15.", "Summer service starts April 1."),  # hard
    (N, "owner/bikeshare", "Battery swaps are Kenji's area.", "Kenji also covers the repair shop on weekends."),  # hard
    (N, "location/bikeshare", "Station 22 sits outside the library.", "Station 23 sits outside the courthouse."),  # hard
    (N, "vendor/bikeshare", "Payments are processed with Stripe.", "Refunds are also issued through Stripe."),  # hard
    (N, "contact/bikeshare", "Report vandalism to ops@cityspin.com.", "Report lost items to support@cityspin.com."),  # hard
    (N, "size_duration/bikeshare", "The Central Station hub holds 40 bikes.", "The Union Station hub holds 32 bikes."),  # hard
    (N, "policy/bikeshare", "Riders may take bikes on city buses.", "Riders may not take bikes on the light rail at rush hour."),  # hard
    (N, "no_longer/bikeshare", "We no longer offer monthly passes.", "We still offer weekly passes for visitors."),  # hard
]


if __name__ == "__main__":
    from collections import Counter

    for p in PAIRS:
        assert isinstance(p, tuple) and len(p) == 4, p
        label, ko, old, new = p
        assert label in LABELS, p
        kind, org = ko.split("/")
        assert kind in KINDS, p
        assert org in ORGS, p
        for memo in (old, new):
            assert isinstance(memo, str) and "\n" not in memo, p
            n_words = len(memo.split())
            assert 3 <= n_words <= 40, (n_words, memo)
        assert old.strip().lower() != new.strip().lower(), p

    assert len(set(PAIRS)) == len(PAIRS), "duplicate pairs"
    texts = [(p[2], p[3]) for p in PAIRS]
    assert len(set(texts)) == len(texts), "duplicate memo pairs"
    memos_norm = [(p[2].lower().strip(" ."), p[3].lower().strip(" .")) for p in PAIRS]
    assert len(set(memos_norm)) == len(memos_norm), "near-duplicate memo pairs"

    by_label = Counter(p[0] for p in PAIRS)
    by_kind = Counter(p[1].split("/")[0] for p in PAIRS)
    by_org = Counter(p[1].split("/")[1] for p in PAIRS)
    contra_kind = Counter(p[1].split("/")[0] for p in PAIRS if p[0] == C)
    contra_org = Counter(p[1].split("/")[1] for p in PAIRS if p[0] == C)

    assert by_label[C] >= 210, by_label
    assert by_label[L] >= 105, by_label
    assert by_label[H] >= 85, by_label
    assert by_label[N] >= 180, by_label
    for k in KINDS:
        assert contra_kind[k] >= 18, (k, contra_kind[k])
    for o in ORGS:
        assert contra_org[o] > 0 and by_org[o] > 0, o

    with open(__file__, encoding="utf-8") as fh:
        src_lines = fh.read().splitlines()
    hard_lines = [ln for ln in src_lines if ln.strip().startswith("(N,") and ln.rstrip().endswith("# hard")]
    misplaced = [ln for ln in src_lines if ln.rstrip().endswith("# hard") and not ln.strip().startswith("(N,")]
    assert not misplaced, misplaced
    assert len(hard_lines) >= 60, len(hard_lines)

    print("Pairs:", len(PAIRS))
    print("Per label:")
    for lab in LABELS:
        print("  %-16s %d" % (lab, by_label[lab]))
    print("  hard negatives   %d" % len(hard_lines))
    print("Per kind (all / contradictions):")
    for k in KINDS:
        print("  %-14s %3d / %d" % (k, by_kind[k], contra_kind[k]))
    print("Per org (all / contradictions):")
    for o in ORGS:
        print("  %-10s %3d / %d" % (o, by_org[o], contra_org[o]))
    print("All checks passed")
