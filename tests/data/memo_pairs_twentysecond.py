# Development data since 2026-12-03 (session 24): released after its last held-out measurement, below.
# Held-out memo pairs no. 22 (606 pairs: 222 contradictions, 108 light and 90 heavy duplicates, 186
# negatives; six organisations: sawmill, riding and livery centre, planetarium, tattoo studio collective, childcare
# centres, street-food market; categories are kind/organisation), written on 2026-12-03 by a helper that never saw the
# rules or the other sets. Its misses were not read. Measured by the lead only (python -m tests.memo_pair_quality
# twentysecond): at 77cbffb (session 23's start) contradictions P 0.97 R 0.68 (151 of 222), duplicates P 0.96, light
# 0.82 (89 of 108), heavy 0.08 (7 of 90), 0 cross-project; at session 23's merged code (b0f1ffd; h53: a practice said
# to have stopped, a stage reached; h54: values written otherwise read as one; h52: per-memo reads cached)
# contradictions P 0.97 R 0.68 (152: no longer +1), duplicates P 0.96, light 0.82, heavy 0.08, 0 cross-project. Per
# kind after (of 18; numeric of 24): contact 12, location 15, no longer 14, numeric 15, owner 16, policy 8, price 11,
# schedule 15, size/duration 14, status 6, vendor 12, version 14.
"""Labeled pairs of short team memos for evaluating memo de-duplication and
contradiction detection.

Each entry in PAIRS is (label, "kind/org", older_memo, newer_memo); both memos
come from the same organisation. Labels: contradiction (newer changes/replaces
the older fact), duplicate_light (same fact, light rewording), duplicate_heavy
(same fact, heavy rewording), negative (neither). Hard negatives are marked
with a "# hard" comment.
"""

LABELS = ("contradiction", "duplicate_light", "duplicate_heavy", "negative")
C, L, H, N = LABELS

KINDS = ("numeric", "version", "size_duration", "price", "owner", "schedule",
         "location", "vendor", "policy", "no_longer", "status", "contact")
ORGS = ("sawmill", "equestrian", "planetarium", "tattoo", "childcare", "foodmarket")

PAIRS = []

# ---------------------------------------------------------------------------
# sawmill: Ridgeline Timber, a sawmill with two kilns
# ---------------------------------------------------------------------------
PAIRS += [
    # contradictions
    (C, "numeric/sawmill", "The kiln holds 42 cubic metres per charge.", "Kiln capacity is now 38 m³ per charge after the fan rebuild."),
    (C, "numeric/sawmill", "We run two saw lines on day shift.", "from Monday only one saw line runs on days"),
    (C, "numeric/sawmill", "Forklift drivers must log 3 pre-start checks per shift.", "forklift pre-start checks: twice per shift now"),
    (C, "numeric/sawmill", "Max stack height in the yard is 3 packs.", "Yard stacks are capped at 2 packs high from now on."),
    (C, "version/sawmill", "The edger optimiser runs firmware 4.2.", "Edger optimiser was upgraded to firmware 5.0 last night."),
    (C, "version/sawmill", "Our stress grading follows the 2019 grading manual.", "Switched grading over to the 2023 revision of the manual."),
    (C, "version/sawmill", "Kiln controller software is KilnMate v7.", "KilnMate is on v8.1 now, v7 is retired."),
    (C, "size_duration/sawmill", "A standard pine kiln cycle takes 72 hours.", "Pine cycles are down to 60 hrs with the new drying schedule."),
    (C, "size_duration/sawmill", "Stickers are 19 mm thick.", "We've gone to 25mm stickers for all stacks."),
    (C, "size_duration/sawmill", "Logs in the yard are bucked to 4.8 m lengths.", "Bucking length changed to 5.4 metres as of this week."),
    (C, "price/sawmill", "Offcut firewood bags sell for $12 each.", "Firewood bags are $15 each from now on."),
    (C, "price/sawmill", "Kiln-dried 90x45 is priced at $4.20 per lineal metre.", "90x45 KD now $4.65/lm"),
    (C, "price/sawmill", "Sawdust is given away free to locals.", "We now charge $5 a trailer load for sawdust."),
    (C, "owner/sawmill", "Marta runs the kiln schedule.", "Kiln scheduling has been handed to Joel."),
    (C, "owner/sawmill", "Safety inductions are done by Pete.", "Inductions are Hemi's job now; Pete has moved to the yard."),
    (C, "owner/sawmill", "Dispatch paperwork belongs to Sue in the office.", "dispatch paperwork - Karen owns it as of this week"),
    (C, "schedule/sawmill", "Saw blades go out for sharpening every Tuesday.", "Blade sharpening pickup moved to Thursdays."),
    (C, "schedule/sawmill", "Day shift starts at 6:30am.", "Day shift now starts 7am."),
    (C, "schedule/sawmill", "Toolbox talk is Monday at 7:15.", "toolbox talks are fridays at 2pm from now on"),
    (C, "location/sawmill", "Spare blades are stored in the container behind the workshop.", "spare blades moved into the locked cage in the saw shop"),
    (C, "location/sawmill", "Visitors sign in at the weighbridge office.", "Visitor sign-in is now at main office reception, not the weighbridge."),
    (C, "location/sawmill", "Treated timber is stacked in Bay 3.", "Treated stock has moved to Bay 7."),
    (C, "vendor/sawmill", "Log supply comes from Rimu Forestry.", "We switched log supply to Kaingaroa Timberlands."),
    (C, "vendor/sawmill", "Blade sharpening is done by Edge Services.", "Replaced Edge Services with SharpTech for sharpening."),
    (C, "vendor/sawmill", "Diesel is delivered by Gull.", "Diesel supplier is now Z Energy, Gull contract ended."),
    (C, "policy/sawmill", "Visitors may enter the mill floor with an escort.", "No visitors on the mill floor at all, escorted or not."),
    (C, "policy/sawmill", "Staff can take offcuts home for free.", "Staff offcuts now need a signed slip and are no longer free."),
    (C, "policy/sawmill", "Hi-vis is optional in the office block.", "Hi-vis is mandatory everywhere on site, office included."),
    (C, "no_longer/sawmill", "We sell rough-sawn macrocarpa to the public.", "We no longer sell macrocarpa to the public."),
    (C, "no_longer/sawmill", "The Saturday morning shift runs twice a month.", "Saturday shifts have been dropped entirely."),
    (C, "no_longer/sawmill", "The kiln's backup boiler is kept on standby.", "backup boiler decommissioned, there's no standby anymore"),
    (C, "status/sawmill", "Kiln 2 is out of service waiting for a new fan.", "Kiln 2 is back running as of Wednesday."),
    (C, "status/sawmill", "The resaw is running normally.", "Resaw is down - bearing failure, waiting on parts."),
    (C, "status/sawmill", "FSC certification audit is still pending.", "We passed the FSC audit; certification is active."),
    (C, "contact/sawmill", "For breakdowns call Marta on 021 455 832.", "Breakdown line is now 021 998 104 (Joel)."),
    (C, "contact/sawmill", "Orders email: orders@ridgelinetimber.co.nz", "Send orders to sales@ridgelinetimber.co.nz; the orders@ inbox is closed."),
    (C, "contact/sawmill", "The kiln alarm texts Marta's phone.", "Kiln alarm now texts the on-call phone, 027 310 556, instead of Marta."),

    # duplicate_light
    (L, "schedule/sawmill", "Blade sharpening pickup is every Tuesday morning.", "FYI blade sharpening gets picked up Tuesday mornings."),
    (L, "owner/sawmill", "Marta runs the kiln schedule.", "kiln schedule is run by marta"),
    (L, "location/sawmill", "Spare blades are kept in the container behind the workshop.", "Reminder: spare blades are in the container behind the workshop."),
    (L, "vendor/sawmill", "Log supply comes from Rimu Forestry.", "update: logs are supplied by Rimu Forestry"),
    (L, "price/sawmill", "Firewood bags sell for $12 each.", "firewood bags - $12 each"),
    (L, "numeric/sawmill", "The kiln holds 42 cubic metres per charge.", "Kiln holds 42 m3 per charge."),
    (L, "policy/sawmill", "No phones on the mill floor during production.", "phones not allowed on mill floor during production"),
    (L, "contact/sawmill", "For breakdowns call the workshop on ext 214.", "Breakdowns: call workshop, ext. 214."),
    (L, "status/sawmill", "Kiln 2 is currently out of service.", "kiln 2 currently out of service"),
    (L, "size_duration/sawmill", "A standard pine kiln cycle takes 72 hours.", "Standard pine kiln cycle is 72 hrs."),
    (L, "version/sawmill", "The edger optimiser runs firmware 4.2.", "FYI edger optimiser is on firmware v4.2"),
    (L, "schedule/sawmill", "Toolbox talk is every Monday at 7:15am.", "Toolbox talks: Mondays 7.15am."),
    (L, "no_longer/sawmill", "We no longer sell macrocarpa to the public.", "Reminder: we don't sell macrocarpa to the public anymore."),
    (L, "owner/sawmill", "Pete does all safety inductions.", "All safety inductions are done by Pete."),
    (L, "location/sawmill", "Visitors sign in at the weighbridge office.", "visitors sign in at weighbridge office pls"),
    (L, "vendor/sawmill", "Diesel is delivered by Gull.", "Gull delivers our diesel."),
    (L, "numeric/sawmill", "Forklift drivers log three pre-start checks per shift.", "Forklift drivers: 3 pre-start checks each shift."),
    (L, "size_duration/sawmill", "Stickers are 19 mm thick.", "stickers = 19mm thick"),

    # duplicate_heavy
    (H, "schedule/sawmill", "Blades are sent for sharpening every second week.", "Sharpening run happens fortnightly."),
    (H, "schedule/sawmill", "Day shift starts at 6:30am.", "The first crew clocks on at half past six in the morning."),
    (H, "owner/sawmill", "Marta Kowalski owns the kiln schedule.", "Any question about which charge goes in the kiln when, ask Marta, it's hers."),
    (H, "size_duration/sawmill", "A standard pine kiln cycle takes 72 hours.", "Pine spends three full days in the kiln."),
    (H, "price/sawmill", "Sawdust is $5 per trailer load.", "Locals pay five dollars to fill a trailer with sawdust."),
    (H, "location/sawmill", "Treated timber is stacked in Bay 3.", "If you're looking for the treated packs, they live in the third bay."),
    (H, "policy/sawmill", "Hearing protection must be worn inside the mill building.", "Nobody steps into the mill without earmuffs or plugs on."),
    (H, "status/sawmill", "The resaw is down waiting for parts.", "Resaw's not running; we're stuck until the replacement parts arrive."),
    (H, "vendor/sawmill", "Edge Services sharpens our blades.", "Our saw blades go to the team at Edge Services for grinding."),
    (H, "contact/sawmill", "Orders email: orders@ridgelinetimber.co.nz", "Customers should put orders through to the orders@ inbox on the ridgelinetimber.co.nz domain."),
    (H, "numeric/sawmill", "We run two saw lines on day shift.", "During the day both of our saw lines are going."),
    (H, "no_longer/sawmill", "The Saturday shift has been dropped.", "There's no Saturday production anymore; it's off the roster."),
    (H, "size_duration/sawmill", "Logs are bucked to 4.8 m lengths.", "Bucking cuts everything at four point eight metres."),
    (H, "schedule/sawmill", "Kiln charges are loaded at noon.", "We load the kiln at 12:00."),
    (H, "version/sawmill", "Kiln controller runs KilnMate version 8.1.", "The kiln's control software is KilnMate, release 8.1."),

    # negatives
    (N, "owner/sawmill", "Marta runs the kiln schedule.", "Joel runs the dispatch schedule."),  # hard
    (N, "schedule/sawmill", "Blade sharpening pickup is on Tuesdays.", "Chainsaw chain sharpening for the log yard is on Thursdays."),  # hard
    (N, "location/sawmill", "Treated timber is stacked in Bay 3.", "Untreated framing is stacked in Bay 4."),  # hard
    (N, "vendor/sawmill", "Log supply comes from Rimu Forestry.", "We also buy some eucalyptus logs from Hawke Farms for the specialty line."),  # hard
    (N, "price/sawmill", "Firewood bags sell for $12 each.", "Kindling bags sell for $6 each."),  # hard
    (N, "numeric/sawmill", "The kiln holds 42 cubic metres per charge.", "Kiln holds 42 m³ per charge and got a new door seal last week."),  # hard
    (N, "size_duration/sawmill", "A standard pine kiln cycle takes 72 hours.", "Macrocarpa air-dries for about 6 months before it goes in the kiln."),  # hard
    (N, "policy/sawmill", "Hearing protection is required inside the mill building.", "Safety glasses are required at the docking saw."),  # hard
    (N, "contact/sawmill", "For breakdowns call the workshop on ext 214.", "For timber orders call the office on ext 201."),  # hard
    (N, "status/sawmill", "Kiln 2 is out of service.", "Kiln 1 is running fine."),  # hard
    (N, "owner/sawmill", "Pete does all safety inductions.", "Pete also covers the monthly first-aid kit checks."),  # hard
    (N, "schedule/sawmill", "Day shift starts at 6:30am.", "Night shift starts at 5pm."),  # hard
    (N, "no_longer/sawmill", "We no longer sell macrocarpa to the public.", "We still sell pine fencing palings to the public."),  # hard
    (N, "vendor/sawmill", "Edge Services sharpens our blades.", "Edge Services also sells us replacement saw teeth."),  # hard
    (N, "location/sawmill", "Spare blades are stored in the container behind the workshop.", "Spare hearing protection is in the dispenser at the mill door."),  # hard
    (N, "policy/sawmill", "Staff offcuts need a signed slip.", "Staff get 20% off kiln-dried stock."),  # hard
    (N, "status/sawmill", "FSC certification is active.", "The PEFC application hasn't been started yet."),  # hard
    (N, "price/sawmill", "Sawdust is $5 a trailer.", "Bark mulch is $40 per cubic metre."),  # hard
    (N, "vendor/sawmill", "Diesel is delivered by Gull.", "The staff room coffee machine is leased from Coffee Culture."),
    (N, "numeric/sawmill", "Forklift drivers do 3 pre-start checks per shift.", "We have 14 staff on the day roster."),
    (N, "location/sawmill", "Visitors sign in at the weighbridge office.", "The first-aid room is next to the lunchroom."),
    (N, "policy/sawmill", "No phones on the mill floor.", "Timesheets must be submitted by Friday 3pm."),
    (N, "version/sawmill", "The edger optimiser runs firmware 4.2.", "Payroll is done in Xero."),
    (N, "price/sawmill", "90x45 KD is $4.20/lm.", "Delivery within 30 km is free for orders over $500."),
    (N, "status/sawmill", "Resaw is running normally.", "The new lunchroom fridge arrived today."),
    (N, "size_duration/sawmill", "Stickers are 19 mm thick.", "Stacks are left to settle for 2 days before strapping."),
    (N, "schedule/sawmill", "Toolbox talk is Monday 7:15.", "Payday is every second Wednesday."),
    (N, "owner/sawmill", "Sue handles dispatch paperwork.", "Karen organises the staff birthday collection."),
    (N, "contact/sawmill", "Orders email: orders@ridgelinetimber.co.nz", "The website is ridgelinetimber.co.nz, updated by the marketing contractor."),
    (N, "numeric/sawmill", "We run two saw lines on day shift.", "The yard has three forklifts and one log loader."),
    (N, "contact/sawmill", "Kiln alarm texts the on-call phone.", "The fire alarm panel is in the main office."),
]

# ---------------------------------------------------------------------------
# equestrian: Hollybrook Riding & Livery
# ---------------------------------------------------------------------------
PAIRS += [
    # contradictions
    (C, "numeric/equestrian", "Each livery horse gets 2 hay nets per night.", "Livery horses now get 3 hay nets overnight."),
    (C, "numeric/equestrian", "Group lessons are capped at 6 riders.", "Max group lesson size is now 5 riders."),
    (C, "numeric/equestrian", "We have 24 stables on the main yard.", "Main yard is down to 20 stables since one block became tack storage."),
    (C, "numeric/equestrian", "Horses are turned out in groups of 4.", "turnout groups limited to 3 horses each from now on"),
    (C, "version/equestrian", "The booking system is EquiBook 2.", "We've upgraded to EquiBook 3."),
    (C, "version/equestrian", "Livery contract template v3 is the current one.", "Livery contract v4 replaces v3 for all new clients."),
    (C, "version/equestrian", "The arena lighting app is on version 1.8.", "arena lighting app updated to 2.0"),
    (C, "size_duration/equestrian", "Private lessons are 45 minutes.", "Private lessons are now a full hour."),
    (C, "size_duration/equestrian", "Hacks last 90 minutes.", "Hacks have been shortened to 1 hour."),
    (C, "size_duration/equestrian", "The outdoor arena is 40 x 20 m.", "After the extension the outdoor arena is 60 x 20 m."),
    (C, "price/equestrian", "Full livery is £650 per month.", "Full livery goes up to £720/month from April."),
    (C, "price/equestrian", "A 30-min pony ride costs £25.", "Pony rides (30 min) now £28."),
    (C, "price/equestrian", "Arena hire is £15 per hour.", "Arena hire is £20/hr as of this month."),
    (C, "owner/equestrian", "Gemma manages the livery yard.", "Livery yard manager is now Priya; Gemma's moved to teaching."),
    (C, "owner/equestrian", "Feed orders are placed by Tom.", "Feed ordering has been handed over to Aisha."),
    (C, "owner/equestrian", "Lesson bookings are handled by Rachel at reception.", "lesson bookings now go through Dan"),
    (C, "schedule/equestrian", "The farrier comes every 6 weeks on a Thursday.", "Farrier visits moved to Mondays."),
    (C, "schedule/equestrian", "Yard opens at 7am for liveries.", "Livery access now from 6:30 am."),
    (C, "schedule/equestrian", "Pony Club rally is the first Saturday of the month.", "Pony Club rally switched to the last Sunday of each month."),
    (C, "location/equestrian", "The first aid kit is in the tack room.", "first aid kit moved to the office next to the kettle"),
    (C, "location/equestrian", "Hay is stored in the Dutch barn.", "Hay storage moved to the new shed by the top paddock."),
    (C, "location/equestrian", "The muck heap is behind the indoor school.", "muck heap relocated to the field gate by the lane"),
    (C, "vendor/equestrian", "Hay comes from Brookfield Farm.", "We've switched hay supplier to Marsh Lane Farm."),
    (C, "vendor/equestrian", "Our vet practice is Westgate Equine.", "Moved our vet cover from Westgate to Ridgeway Equine Vets."),
    (C, "vendor/equestrian", "Bedding shavings come from Snowflake.", "Shavings now from Bedmax instead of Snowflake."),
    (C, "policy/equestrian", "Riders under 14 must wear a body protector for jumping.", "Body protectors are now compulsory for every rider when jumping, whatever their age."),
    (C, "policy/equestrian", "Dogs are allowed on the yard on leads.", "No dogs on the yard at all from now on."),
    (C, "policy/equestrian", "Liveries may use the school without booking.", "Liveries must book the school in advance now."),
    (C, "no_longer/equestrian", "We offer side-saddle lessons on Sundays.", "Side-saddle lessons have been discontinued."),
    (C, "no_longer/equestrian", "Biscuit is used for beginner lessons.", "Biscuit has retired and is no longer used in lessons."),
    (C, "no_longer/equestrian", "The cross-country course is open to outside riders.", "cross-country course no longer open to outside riders, members only"),
    (C, "status/equestrian", "The indoor school is closed while the surface is relaid.", "Indoor school is open again."),
    (C, "status/equestrian", "Strangles quarantine is in place on the yard.", "Quarantine lifted, the yard is clear."),
    (C, "status/equestrian", "Storm (the grey) is on box rest.", "Storm is back in full work."),
    (C, "contact/equestrian", "Out-of-hours emergencies: call Gemma on 07700 900123.", "Out-of-hours number is now 07700 900456 (duty phone)."),
    (C, "contact/equestrian", "Lesson enquiries to lessons@hollybrook.co.uk.", "Lesson enquiries now go to bookings@hollybrook.co.uk."),
    (C, "contact/equestrian", "The vet's number is 01632 960111.", "Westgate's new number is 01632 960222."),

    # duplicate_light
    (L, "schedule/equestrian", "The farrier comes every 6 weeks.", "Reminder - farrier every six weeks."),
    (L, "owner/equestrian", "Gemma manages the livery yard.", "livery yard is managed by Gemma"),
    (L, "price/equestrian", "Full livery is £650 per month.", "FYI full livery: £650/month."),
    (L, "location/equestrian", "The first aid kit is in the tack room.", "First-aid kit: tack room."),
    (L, "vendor/equestrian", "Hay comes from Brookfield Farm.", "our hay is from Brookfield Farm"),
    (L, "policy/equestrian", "Dogs must be kept on leads on the yard.", "Update: dogs on leads at all times on the yard."),
    (L, "numeric/equestrian", "Group lessons are capped at 6 riders.", "group lessons max 6 riders"),
    (L, "size_duration/equestrian", "Private lessons are 45 minutes.", "Private lessons run 45 mins."),
    (L, "contact/equestrian", "Lesson enquiries go to lessons@hollybrook.co.uk.", "send lesson enquiries to lessons@hollybrook.co.uk"),
    (L, "status/equestrian", "The indoor school is closed while the surface is relaid.", "Indoor school currently closed - surface being relaid."),
    (L, "version/equestrian", "The booking system is EquiBook 3.", "We're on EquiBook v3 for bookings."),
    (L, "schedule/equestrian", "Yard opens at 7am for liveries.", "Liveries: yard opens 7:00am."),
    (L, "no_longer/equestrian", "Side-saddle lessons have been discontinued.", "side saddle lessons discontinued"),
    (L, "owner/equestrian", "Tom places the feed orders.", "Feed orders are placed by Tom."),
    (L, "location/equestrian", "Hay is stored in the Dutch barn.", "reminder, hay's kept in the dutch barn"),
    (L, "price/equestrian", "Arena hire is £15 per hour.", "Arena hire: £15/hr."),
    (L, "policy/equestrian", "Hats must be worn when mounted.", "Hats must always be worn when mounted."),
    (L, "schedule/equestrian", "Pony Club rally is the first Saturday of every month.", "Pony Club rally: 1st Sat of the month."),

    # duplicate_heavy
    (H, "schedule/equestrian", "The farrier comes every 6 weeks.", "Shoeing visits happen every month and a half."),
    (H, "schedule/equestrian", "Feeds are at 7am and 5pm.", "Horses are fed first thing at seven and again at five in the afternoon."),
    (H, "owner/equestrian", "Gemma Reid manages the livery yard.", "Anything about livery, Gemma is the one in charge of that side."),
    (H, "size_duration/equestrian", "Hacks last 90 minutes.", "A hack takes an hour and a half."),
    (H, "price/equestrian", "Full livery is £650 per month.", "Owners on full livery are billed six hundred and fifty pounds monthly."),
    (H, "location/equestrian", "The muck heap is behind the indoor school.", "Barrows get tipped out at the back of the indoor arena building."),
    (H, "policy/equestrian", "Riders under 14 must wear a body protector when jumping.", "Any child younger than fourteen needs a body protector on before they jump."),
    (H, "vendor/equestrian", "Our vet practice is Westgate Equine.", "When a horse needs a vet we use the Westgate Equine practice."),
    (H, "status/equestrian", "Strangles quarantine is in place on the yard.", "The yard is locked down for strangles, no horses in or out."),
    (H, "numeric/equestrian", "We have 24 stables on the main yard.", "The main yard has two dozen boxes."),
    (H, "contact/equestrian", "Out-of-hours emergencies: call 07700 900123.", "If something goes wrong after we close, ring 07700 900123."),
    (H, "no_longer/equestrian", "Biscuit is no longer used in lessons.", "Biscuit has been retired from the riding school string."),
    (H, "version/equestrian", "Livery contract template v4 is current.", "All new liveries sign the fourth version of the contract."),
    (H, "size_duration/equestrian", "The outdoor arena is 60 x 20 m.", "Our outdoor school measures sixty metres by twenty."),
    (H, "schedule/equestrian", "The arena is harrowed every other day.", "The arena surface gets harrowed on alternate days."),

    # negatives
    (N, "owner/equestrian", "Gemma manages the livery yard.", "Priya manages the riding school side."),  # hard
    (N, "schedule/equestrian", "The farrier comes every 6 weeks.", "The equine dentist visits once a year in March."),  # hard
    (N, "price/equestrian", "Full livery is £650 per month.", "Part livery is £420 per month."),  # hard
    (N, "vendor/equestrian", "Hay comes from Brookfield Farm.", "We also get haylage from Marsh Lane Farm for the horses with coughs."),  # hard
    (N, "location/equestrian", "The first aid kit is in the tack room.", "The equine first aid kit is in the feed room."),  # hard
    (N, "numeric/equestrian", "Group lessons are capped at 6 riders.", "Pony rides are capped at 4 children per session."),  # hard
    (N, "policy/equestrian", "Hats must be worn when mounted.", "Hats must be worn when mounted; there are now loan hats in the office for visitors."),  # hard
    (N, "status/equestrian", "The indoor school is closed.", "The outdoor arena is open as normal."),  # hard
    (N, "contact/equestrian", "Out-of-hours emergencies: 07700 900123.", "The farrier's number is 07700 900789."),  # hard
    (N, "size_duration/equestrian", "Private lessons are 45 minutes.", "Group lessons are 1 hour."),  # hard
    (N, "schedule/equestrian", "Yard opens at 7am for liveries.", "Yard closes at 9pm for liveries."),  # hard
    (N, "owner/equestrian", "Tom places the feed orders.", "Tom also does the weekly feed stock count."),  # hard
    (N, "no_longer/equestrian", "Side-saddle lessons have been discontinued.", "Western riding lessons start next month."),  # hard
    (N, "no_longer/equestrian", "Biscuit has retired from lessons.", "Biscuit now lives out in the bottom field with the other oldies."),  # hard
    (N, "location/equestrian", "Hay is stored in the Dutch barn.", "Straw is stored in the Dutch barn too."),  # hard
    (N, "numeric/equestrian", "Each livery horse gets 2 hay nets per night.", "Each livery horse gets 2 hay nets a night; nets are now weighed on the new hanging scale."),  # hard
    (N, "version/equestrian", "The booking system is EquiBook 3.", "The office printer takes 305A toner cartridges."),
    (N, "price/equestrian", "Arena hire is £15/hr.", "Staff get one free lesson a month."),
    (N, "location/equestrian", "The muck heap is behind the indoor school.", "Spare headcollars hang on the pegs outside stable 12."),
    (N, "vendor/equestrian", "Our vet is Westgate Equine.", "The website is hosted on Squarespace."),
    (N, "policy/equestrian", "Dogs must be on leads.", "Liveries must poo-pick their paddocks daily."),
    (N, "numeric/equestrian", "We have 24 stables on the main yard.", "There are 9 riding school ponies."),
    (N, "status/equestrian", "Storm is on box rest.", "The new muck trailer has been delivered."),
    (N, "contact/equestrian", "Lesson enquiries to lessons@hollybrook.co.uk.", "The yard wifi password is on the office noticeboard."),
    (N, "schedule/equestrian", "Pony Club rally is the first Saturday.", "Staff meeting is every Monday at 1pm."),
    (N, "size_duration/equestrian", "Hacks last 90 minutes.", "Horses should cool off for at least 30 mins after work before feeding."),
    (N, "owner/equestrian", "Rachel handles lesson bookings.", "Dan looks after the tractor."),
    (N, "price/equestrian", "Pony rides are £25.", "Gift vouchers never expire."),
    (N, "vendor/equestrian", "Shavings come from Snowflake.", "Fly spray is bought from the saddlery in town."),
    (N, "policy/equestrian", "Liveries must book the school in advance.", "Lessons cancelled within 24 hours are charged in full."),
    (N, "status/equestrian", "Quarantine lifted.", "Flu vaccinations are due for most horses in May."),
]

# ---------------------------------------------------------------------------
# planetarium: Meridian City Planetarium
# ---------------------------------------------------------------------------
PAIRS += [
    # contradictions
    (C, "numeric/planetarium", "The dome seats 120 people.", "Dome capacity is now 96 after the recliner seats went in."),
    (C, "numeric/planetarium", "We run 5 public shows on Saturdays.", "Saturday is down to 4 public shows."),
    (C, "numeric/planetarium", "School groups are limited to 60 students per booking.", "School bookings now capped at 45 students."),
    (C, "numeric/planetarium", "We keep 40 loaner eclipse glasses.", "We're holding 200 pairs of loaner eclipse glasses now, not 40."),
    (C, "version/planetarium", "The dome runs Digistar 6.", "The dome system was upgraded to Digistar 7."),
    (C, "version/planetarium", "Stellarium on the lobby kiosk is version 0.22.", "lobby kiosk stellarium updated to 23.1"),
    (C, "version/planetarium", "The ticketing system is on release 4.3.", "Ticketing moved to 5.0 last night."),
    (C, "size_duration/planetarium", "'Journey to the Planets' runs 35 minutes.", "Journey to the Planets has been cut to 28 minutes."),
    (C, "size_duration/planetarium", "Live sky tours are 20 minutes.", "Live sky tours are now 30 min long."),
    (C, "size_duration/planetarium", "The pre-show intro lasts 5 minutes.", "We've trimmed the pre-show intro to 2 minutes."),
    (C, "price/planetarium", "Adult tickets are €12.", "Adult admission rises to €14 from 1 March."),
    (C, "price/planetarium", "School groups pay €6 per student.", "School rate is now €7.50 per pupil."),
    (C, "price/planetarium", "Telescope night is free for members.", "Members now pay €5 for telescope night."),
    (C, "owner/planetarium", "Leon writes the monthly sky guide.", "The monthly sky guide is now written by Ingrid."),
    (C, "owner/planetarium", "Nadia schedules the school bookings.", "School bookings have moved to Oskar."),
    (C, "owner/planetarium", "Projection maintenance is Felix's area.", "Felix handed projection maintenance over to Bea."),
    (C, "schedule/planetarium", "Telescope nights are the second Friday of the month.", "Telescope nights moved to the last Thursday of each month."),
    (C, "schedule/planetarium", "The planetarium opens at 10:00 on weekdays.", "Weekday opening is now 11am."),
    (C, "schedule/planetarium", "Dome calibration is done every Monday morning.", "dome calibration now happens wednesday mornings"),
    (C, "location/planetarium", "The telescope is set up on the east terrace.", "Telescope nights use the roof deck now instead of the east terrace."),
    (C, "location/planetarium", "Lost property is kept behind the box office.", "Lost property moved to the staff office on level 2."),
    (C, "location/planetarium", "School groups eat lunch in the foyer.", "School groups now eat in the education room, not the foyer."),
    (C, "vendor/planetarium", "Fulldome shows are licensed from Sky-Skan.", "We moved our show licensing over to Spitz."),
    (C, "vendor/planetarium", "The gift shop stocks star maps from Cosmos Print.", "Star maps are now sourced from Nightfall Press."),
    (C, "vendor/planetarium", "Cleaning is contracted to BrightHall.", "Cleaning contract switched to ClearDome Services."),
    (C, "policy/planetarium", "Latecomers can be admitted during the first 5 minutes.", "No late admission once the show starts."),
    (C, "policy/planetarium", "Under-5s are allowed in all shows.", "Under-5s can only attend the daytime family shows from now on."),
    (C, "policy/planetarium", "Food and drink are allowed in the dome.", "No food or drink in the dome from now on."),
    (C, "no_longer/planetarium", "We run a laser rock show on Friday nights.", "The Friday laser show has ended."),
    (C, "no_longer/planetarium", "Members get a free guest pass each month.", "Monthly guest passes for members are no longer offered."),
    (C, "no_longer/planetarium", "The lobby has a meteorite touch table.", "The meteorite touch table is gone; it went back to the museum."),
    (C, "status/planetarium", "Projector 3 is faulty and the show runs on backup.", "Projector 3 is fixed, all projectors running."),
    (C, "status/planetarium", "The observatory dome shutter is jammed.", "Shutter repaired, observatory in use again."),
    (C, "status/planetarium", "The new show 'Ice Moons' is in production.", "Ice Moons is finished and now playing."),
    (C, "contact/planetarium", "Booking enquiries: 0161 496 0500.", "Bookings are now on 0161 496 0777."),
    (C, "contact/planetarium", "School bookings email: schools@meridianplanetarium.org", "School bookings email changed to learning@meridianplanetarium.org"),
    (C, "contact/planetarium", "Tech emergencies during shows go on radio channel 3.", "tech emergencies now on radio ch 5"),

    # duplicate_light
    (L, "numeric/planetarium", "The dome seats 120 people.", "dome seats 120 ppl"),
    (L, "owner/planetarium", "Leon writes the monthly sky guide.", "FYI the monthly sky guide is written by Leon."),
    (L, "price/planetarium", "Adult tickets are €12.", "Adult ticket: €12."),
    (L, "schedule/planetarium", "Telescope nights are the second Friday of the month.", "Reminder: telescope nights are on the 2nd Friday of the month."),
    (L, "location/planetarium", "Lost property is kept behind the box office.", "lost property is behind the box office"),
    (L, "vendor/planetarium", "Cleaning is contracted to BrightHall.", "BrightHall does our cleaning."),
    (L, "policy/planetarium", "No food or drink in the dome.", "Reminder - no food or drinks in the dome."),
    (L, "version/planetarium", "The dome runs Digistar 7.", "dome system currently Digistar 7"),
    (L, "size_duration/planetarium", "'Journey to the Planets' runs 35 minutes.", "'Journey to the Planets' is 35 mins long."),
    (L, "status/planetarium", "Projector 3 is faulty; shows run on backup.", "Update: projector 3 faulty, running shows on backup."),
    (L, "contact/planetarium", "Booking enquiries: 0161 496 0500.", "For bookings call 0161 496 0500."),
    (L, "no_longer/planetarium", "The Friday laser show has ended.", "Friday laser show has now ended."),
    (L, "schedule/planetarium", "The planetarium opens at 10:00 on weekdays.", "Weekdays we open at 10:00."),
    (L, "owner/planetarium", "Nadia schedules the school bookings.", "school bookings are scheduled by nadia"),
    (L, "numeric/planetarium", "School groups max 60 students per booking.", "Max 60 students per school booking."),
    (L, "price/planetarium", "School groups pay €6 per student.", "School groups: €6/student."),
    (L, "location/planetarium", "The telescope is set up on the east terrace.", "The telescope gets set up on the east terrace."),
    (L, "policy/planetarium", "Latecomers can be admitted during the first 5 minutes.", "latecomers admitted in the first 5 min only"),

    # duplicate_heavy
    (H, "schedule/planetarium", "Telescope nights are the second Friday of the month.", "Once a month, on its second Friday, we drag the scopes out for the public."),
    (H, "schedule/planetarium", "The planetarium opens at 10:00 on weekdays.", "Monday to Friday the doors open at ten in the morning."),
    (H, "owner/planetarium", "Leon Fischer writes the monthly sky guide.", "Each month's what's-up-in-the-sky leaflet comes from Leon."),
    (H, "size_duration/planetarium", "Live sky tours last 30 minutes.", "A live tour of the night sky takes half an hour."),
    (H, "price/planetarium", "Adult tickets are €12.", "Grown-ups pay twelve euros to get in."),
    (H, "location/planetarium", "School groups eat lunch in the foyer.", "Visiting classes have their packed lunches in the entrance hall."),
    (H, "policy/planetarium", "No late admission once the show starts.", "When the lights go down the doors stay shut; nobody gets let in after that."),
    (H, "vendor/planetarium", "Star maps come from Cosmos Print.", "The gift-shop sky charts are printed for us by Cosmos Print."),
    (H, "status/planetarium", "The observatory dome shutter is jammed.", "We can't open the observatory roof, the shutter is stuck."),
    (H, "numeric/planetarium", "We run 5 public shows on Saturdays.", "Saturdays have five screenings open to the general public."),
    (H, "contact/planetarium", "Tech emergencies during shows: radio channel 3.", "If projection fails mid-show, get on the third radio channel."),
    (H, "no_longer/planetarium", "Members no longer get a monthly guest pass.", "The guest-pass perk for members has been scrapped."),
    (H, "version/planetarium", "The ticketing system is on release 5.0.", "Box office software is running version five."),
    (H, "schedule/planetarium", "Dome calibration is every other Monday.", "We recalibrate the dome on Mondays, fortnightly."),
    (H, "size_duration/planetarium", "The pre-show intro lasts 5 minutes.", "Before each show the presenter talks for about five minutes."),

    # negatives
    (N, "owner/planetarium", "Leon writes the monthly sky guide.", "Ingrid writes the monthly newsletter."),  # hard
    (N, "schedule/planetarium", "Telescope nights are the second Friday of the month.", "Members' previews are on the first Wednesday of the month."),  # hard
    (N, "price/planetarium", "Adult tickets are €12.", "Child tickets are €8."),  # hard
    (N, "location/planetarium", "Lost property is kept behind the box office.", "Spare 3D glasses are kept behind the box office."),  # hard
    (N, "vendor/planetarium", "Cleaning is contracted to BrightHall.", "Window cleaning is done separately by Glassworks Ltd."),  # hard
    (N, "numeric/planetarium", "The dome seats 120 people.", "The education room seats 35."),  # hard
    (N, "size_duration/planetarium", "'Journey to the Planets' runs 35 minutes.", "Ice Moons runs 25 minutes."),  # hard
    (N, "policy/planetarium", "No food or drink in the dome.", "Food and drink are fine in the café and the foyer."),  # hard
    (N, "status/planetarium", "Projector 3 is faulty.", "Projector 1 had its lamp replaced this morning and is fine."),  # hard
    (N, "contact/planetarium", "Booking enquiries: 0161 496 0500.", "Press enquiries: press@meridianplanetarium.org"),  # hard
    (N, "version/planetarium", "The dome runs Digistar 7.", "The dome runs Digistar 7, and we've loaded the new Mars terrain dataset onto it."),  # hard
    (N, "schedule/planetarium", "The planetarium opens at 10:00 on weekdays.", "Weekend opening is 9:30."),  # hard
    (N, "no_longer/planetarium", "The Friday laser show has ended.", "The Saturday family show is still running as usual."),  # hard
    (N, "owner/planetarium", "Felix does projection maintenance.", "Felix also trains new volunteers on the sound desk."),  # hard
    (N, "price/planetarium", "Telescope night is free for members.", "Membership is €45 a year."),  # hard
    (N, "vendor/planetarium", "Fulldome shows are licensed from Sky-Skan.", "Sky-Skan's support contract renews in October."),  # hard
    (N, "contact/planetarium", "School bookings email: schools@meridianplanetarium.org", "General enquiries go to info@meridianplanetarium.org"),  # hard
    (N, "owner/planetarium", "Nadia schedules school bookings.", "The staff kitchen rota is on the fridge."),
    (N, "price/planetarium", "School groups pay €6 per student.", "Parking in the basement car park is validated for 3 hours."),
    (N, "location/planetarium", "The telescope is set up on the east terrace.", "Staff bikes go in the rack by the loading bay."),
    (N, "vendor/planetarium", "Star maps come from Cosmos Print.", "Payroll is done through Sage."),
    (N, "policy/planetarium", "Latecomers admitted in the first 5 minutes.", "All staff must complete fire training once a year."),
    (N, "status/planetarium", "Ice Moons is now playing.", "The café has a new espresso machine."),
    (N, "numeric/planetarium", "We run 5 public shows on Saturdays.", "We employ 4 full-time presenters."),
    (N, "size_duration/planetarium", "Live sky tours are 30 minutes.", "Staff breaks are 20 minutes."),
    (N, "version/planetarium", "Lobby kiosk runs Stellarium 23.1.", "The lobby screens show the events calendar on a loop."),
    (N, "schedule/planetarium", "Dome calibration is Monday mornings.", "Fire alarm test is every Tuesday at 9:30."),
    (N, "location/planetarium", "School groups eat lunch in the foyer.", "Coats for school groups go on the trolleys in the cloakroom."),
    (N, "policy/planetarium", "No late admission once the show starts.", "Photography without flash is allowed during the live sky tour."),
    (N, "status/planetarium", "The observatory shutter is jammed.", "The lift to level 2 is working again."),
    (N, "contact/planetarium", "Tech emergencies go on radio channel 3.", "The building manager's desk is on level 2."),
]

# ---------------------------------------------------------------------------
# tattoo: Ink & Iron, a tattoo studio collective
# ---------------------------------------------------------------------------
PAIRS += [
    # contradictions
    (C, "numeric/tattoo", "We take 4 walk-ins per day.", "Walk-ins now capped at 2 per day."),
    (C, "numeric/tattoo", "Each artist keeps 60% of their piece price.", "Artist split is now 65%."),
    (C, "numeric/tattoo", "There are 5 stations on the floor.", "We're down to 4 stations since Jade's corner became the stock room."),
    (C, "numeric/tattoo", "We do 3 flash days a year.", "flash days: 4 a year from now on"),
    (C, "version/tattoo", "Consent forms are version 2.1.", "We switched to consent form v3, don't use 2.1."),
    (C, "version/tattoo", "Booking is through the InkBook app v5.", "InkBook updated to v6; old booking links are dead."),
    (C, "version/tattoo", "We hand out aftercare sheet revision B.", "Aftercare sheet rev C is out, B is binned."),
    (C, "size_duration/tattoo", "Flash sessions are booked in 1-hour slots.", "Flash sessions are now booked in 90-minute slots."),
    (C, "size_duration/tattoo", "Consultations are 15 minutes.", "Consults extended to 30 minutes."),
    (C, "size_duration/tattoo", "Minimum size for colour realism is 10 cm.", "Colour realism minimum is now 15cm."),
    (C, "price/tattoo", "Shop minimum is $80.", "Shop minimum goes up to $100 next month."),
    (C, "price/tattoo", "Guest artists charge $150 an hour.", "Guest artist rate is now $170/hr."),
    (C, "price/tattoo", "Deposits are $50.", "Deposits are $100 for all bookings as of Monday."),
    (C, "owner/tattoo", "Jade orders all the ink.", "Ink orders are Marco's job now."),
    (C, "owner/tattoo", "Sam runs the Instagram.", "Instagram's been handed to Lou."),
    (C, "owner/tattoo", "Rosa handles the front desk bookings.", "front desk bookings are Kit's now"),
    (C, "schedule/tattoo", "Studio opens at noon Tuesday to Saturday.", "Studio now opens 11am, Tue–Sat."),
    (C, "schedule/tattoo", "Walk-in day is Thursday.", "Walk-in day switched to Saturday."),
    (C, "schedule/tattoo", "Autoclave spore test is the first Monday of each month.", "Spore testing moved to the 15th of each month."),
    (C, "location/tattoo", "Sharps bin pickup is from the back door.", "Sharps pickup now happens at the front counter."),
    (C, "location/tattoo", "Spare needles are in the top drawer of the supply cabinet.", "Spare needles moved into the clear tubs on the storeroom shelf."),
    (C, "location/tattoo", "Guest artists work from station 5.", "guest spot is station 2 now"),
    (C, "vendor/tattoo", "Ink is ordered from NorthStar Supply.", "We moved ink orders to Blackline Distributors."),
    (C, "vendor/tattoo", "Sharps disposal is done by MedWaste Co.", "Replaced MedWaste Co with CleanSharp for sharps disposal."),
    (C, "vendor/tattoo", "Gloves come from GloveHub.", "Glove supplier switched to SafeHands."),
    (C, "policy/tattoo", "Clients can bring one friend into the studio.", "No guests in the studio; clients come alone."),
    (C, "policy/tattoo", "Deposits are refundable with 48 hours' notice.", "Deposits are non-refundable, full stop."),
    (C, "policy/tattoo", "We tattoo hands and necks for any adult client.", "No hand or neck work unless the client already has visible tattoos."),
    (C, "no_longer/tattoo", "We do cosmetic brow work on Mondays.", "We don't offer brow work anymore."),
    (C, "no_longer/tattoo", "Piercing is available by appointment.", "Piercing has been discontinued."),
    (C, "no_longer/tattoo", "Kit does the Friday walk-ins.", "Kit no longer does walk-ins."),
    (C, "status/tattoo", "Station 3's chair is broken.", "Station 3 chair fixed."),
    (C, "status/tattoo", "Marco's books are closed until June.", "Marco's books are open again."),
    (C, "status/tattoo", "The autoclave is waiting on a service.", "Autoclave serviced and running."),
    (C, "contact/tattoo", "Booking enquiries to bookings@inkandiron.studio.", "New booking address: hello@inkandiron.studio"),
    (C, "contact/tattoo", "Landlord contact is Phil on 0412 555 019.", "Landlord's property manager is now Anita, 0412 555 840."),
    (C, "contact/tattoo", "Studio phone is (03) 9555 0142.", "Studio number changed to (03) 9555 0199."),

    # duplicate_light
    (L, "numeric/tattoo", "We take 4 walk-ins per day.", "walk-ins: 4 per day"),
    (L, "owner/tattoo", "Jade orders all the ink.", "All the ink is ordered by Jade."),
    (L, "price/tattoo", "Shop minimum is $80.", "FYI shop minimum is $80"),
    (L, "schedule/tattoo", "Walk-in day is Thursday.", "Reminder: Thursday is walk-in day."),
    (L, "location/tattoo", "Spare needles are in the top drawer of the supply cabinet.", "spare needles - top drawer, supply cabinet"),
    (L, "vendor/tattoo", "Ink is ordered from NorthStar Supply.", "We order our ink from NorthStar Supply."),
    (L, "policy/tattoo", "Deposits are non-refundable.", "Reminder: deposits are non refundable."),
    (L, "version/tattoo", "Consent forms are version 3.", "consent forms: v3"),
    (L, "size_duration/tattoo", "Consultations are 15 minutes.", "Consults are 15 min."),
    (L, "status/tattoo", "Marco's books are closed until June.", "Update: Marco's books closed till June."),
    (L, "contact/tattoo", "Studio phone is (03) 9555 0142.", "studio ph: 03 9555 0142"),
    (L, "no_longer/tattoo", "Piercing has been discontinued.", "we've discontinued piercing"),
    (L, "schedule/tattoo", "Studio opens at noon Tuesday to Saturday.", "Studio opens at noon, Tuesday through Saturday."),
    (L, "owner/tattoo", "Sam runs the Instagram.", "instagram is run by sam"),
    (L, "numeric/tattoo", "Each artist keeps 60% of their piece price.", "Artists keep 60 percent of the piece price."),
    (L, "price/tattoo", "Deposits are $50.", "Deposit: $50."),
    (L, "location/tattoo", "Guest artists work from station 5.", "FYI guest artists use station 5."),
    (L, "policy/tattoo", "Minimum client age is 18, no exceptions.", "Min client age 18 - no exceptions."),

    # duplicate_heavy
    (H, "schedule/tattoo", "Autoclave spore test is the first Monday of each month.", "Once a month, on the opening Monday, we run the biological indicator through the steriliser."),
    (H, "schedule/tattoo", "Studio opens at noon Tuesday to Saturday.", "Doors open 12:00 every day except Sunday and Monday."),
    (H, "owner/tattoo", "Jade Morrison orders all the ink.", "If we're running low on any colour, tell Jade, restocking is on her."),
    (H, "size_duration/tattoo", "Flash sessions are booked in 1-hour slots.", "Each flash booking gets sixty minutes in the calendar."),
    (H, "price/tattoo", "Shop minimum is $80.", "Nothing leaves the chair for less than eighty bucks."),
    (H, "location/tattoo", "Sharps bin pickup is from the back door.", "The collection guy grabs the sharps containers from the rear entrance."),
    (H, "policy/tattoo", "Clients can't bring guests into the studio.", "It's one person per appointment: friends wait outside."),
    (H, "vendor/tattoo", "Sharps disposal is done by CleanSharp.", "CleanSharp are the ones who take away our used needles."),
    (H, "status/tattoo", "Station 3's chair is broken.", "The chair at the third station is busted."),
    (H, "numeric/tattoo", "There are 5 stations on the floor.", "The floor has room for five artists working at once."),
    (H, "contact/tattoo", "Booking enquiries go to bookings@inkandiron.studio.", "People wanting an appointment should email the bookings inbox at inkandiron.studio."),
    (H, "no_longer/tattoo", "We don't do cosmetic brow work anymore.", "Brow tattooing is off our service list."),
    (H, "version/tattoo", "Aftercare sheet revision C is current.", "Hand clients the third revision of the aftercare handout."),
    (H, "size_duration/tattoo", "Consultations are 30 minutes.", "A consult takes half an hour."),
    (H, "price/tattoo", "Guest artists charge $150 an hour.", "Guests bill a hundred and fifty per hour of tattooing."),

    # negatives
    (N, "owner/tattoo", "Jade orders all the ink.", "Marco orders all the needles."),  # hard
    (N, "schedule/tattoo", "Walk-in day is Thursday.", "Flash day is the last Sunday of the month."),  # hard
    (N, "price/tattoo", "Shop minimum is $80.", "Touch-ups within 3 months are free."),  # hard
    (N, "location/tattoo", "Guest artists work from station 5.", "The apprentice works from station 1."),  # hard
    (N, "vendor/tattoo", "Ink is ordered from NorthStar Supply.", "We also get white ink from Blackline since NorthStar doesn't stock it."),  # hard
    (N, "numeric/tattoo", "We take 4 walk-ins per day.", "We book up to 6 consultations per day."),  # hard
    (N, "policy/tattoo", "Deposits are non-refundable.", "Deposits are non-refundable and they come off the price of the final session."),  # hard
    (N, "status/tattoo", "Marco's books are closed until June.", "Rosa's books are open for autumn."),  # hard
    (N, "contact/tattoo", "Studio phone is (03) 9555 0142.", "Marco's booking email is marco@inkandiron.studio."),  # hard
    (N, "size_duration/tattoo", "Consultations are 15 minutes.", "Stencil prep takes about 20 minutes."),  # hard
    (N, "version/tattoo", "Consent forms are version 3.", "Consent forms v3 are now printed on pink paper so they're easy to spot."),  # hard
    (N, "owner/tattoo", "Sam runs the Instagram.", "Sam also shoots the healed-work photos for the portfolio."),  # hard
    (N, "owner/tattoo", "Rosa handles front desk bookings.", "Rosa is doing a guest spot in Berlin for a week in August."),  # hard
    (N, "location/tattoo", "Sharps bin pickup is from the back door.", "Deliveries come in the back door too."),  # hard
    (N, "contact/tattoo", "Booking enquiries to bookings@inkandiron.studio.", "Press and collabs: collab@inkandiron.studio"),  # hard
    (N, "no_longer/tattoo", "Piercing has been discontinued.", "We still do cover-ups."),  # hard
    (N, "schedule/tattoo", "Studio opens at noon.", "Bins go out Wednesday night."),
    (N, "price/tattoo", "Deposits are $50.", "Rent is paid on the 1st of the month."),
    (N, "location/tattoo", "Spare needles are in the top drawer.", "The first aid kit is under the front counter."),
    (N, "vendor/tattoo", "Gloves come from GloveHub.", "Our accountant is Ledger & Co."),
    (N, "policy/tattoo", "Minimum client age is 18.", "Artists wipe down their station between every client."),
    (N, "status/tattoo", "The autoclave is waiting on a service.", "The front window decal has been replaced."),
    (N, "contact/tattoo", "Landlord contact is Phil.", "Our Instagram handle is @inkandiron."),
    (N, "numeric/tattoo", "There are 5 stations on the floor.", "We host 3 guest artists per quarter."),
    (N, "size_duration/tattoo", "Flash sessions are booked in 1-hour slots.", "Tell clients healing takes about 2-4 weeks."),
    (N, "schedule/tattoo", "Spore test is the first Monday of the month.", "Team meeting is Tuesday at 11am before opening."),
    (N, "price/tattoo", "Guest artist rate is $150/hr.", "Cash payments get no discount."),
    (N, "policy/tattoo", "No guests in the studio.", "Assistance dogs are welcome."),
    (N, "vendor/tattoo", "Sharps disposal by CleanSharp.", "Paper towels come from the Costco run."),
    (N, "no_longer/tattoo", "Kit no longer does walk-ins.", "Kit started a new blackwork series."),
    (N, "status/tattoo", "Station 3 chair is fixed.", "The studio wifi is slow again."),
]

# ---------------------------------------------------------------------------
# childcare: Little Acorns, a group of three childcare centres
# ---------------------------------------------------------------------------
PAIRS += [
    # contradictions
    (C, "numeric/childcare", "Ratio in the toddler room is 1 educator to 5 children.", "Toddler room ratio is now 1:4."),
    (C, "numeric/childcare", "Elm St is licensed for 48 places.", "Elm St licence increased to 56 places."),
    (C, "numeric/childcare", "Each child needs 2 spare sets of clothes.", "From now on we only ask for 1 spare set of clothes."),
    (C, "numeric/childcare", "The babies room holds 12 children.", "babies room now capped at 10"),
    (C, "version/childcare", "Enrolment packs use the 2023 form.", "Use the 2024 enrolment form; the 2023 one is retired."),
    (C, "version/childcare", "The sign-in tablets run KidSign 2.4.", "Sign-in tablets were updated to KidSign 3.0."),
    (C, "version/childcare", "The allergy action plan template is version 5.", "Allergy plans must be on template version 6 now."),
    (C, "size_duration/childcare", "Rest time is 1 hour after lunch.", "Rest time is now 90 minutes."),
    (C, "size_duration/childcare", "Outdoor play sessions run 45 minutes.", "Outdoor sessions extended to an hour."),
    (C, "size_duration/childcare", "Sunhats must have a 5cm brim.", "Sunhats need a 7 cm brim minimum from now on."),
    (C, "price/childcare", "The full day fee is $98.", "Full day rises to $105 from July."),
    (C, "price/childcare", "Late pickup fee is $1 per minute.", "Late fee is now $2 per minute after 6pm."),
    (C, "price/childcare", "Holiday care is $75/day.", "Holiday program now $82 a day."),
    (C, "owner/childcare", "Priya is the director at Harbour.", "Harbour's director is now Megan."),
    (C, "owner/childcare", "Grace does the weekly menu.", "Menu planning moved to Chef Luis."),
    (C, "owner/childcare", "Enrolments are handled by Olivia at head office.", "enrolments now handled by Hamid"),
    (C, "schedule/childcare", "Centres open at 7:00am.", "Opening time moved to 6:30am at all centres."),
    (C, "schedule/childcare", "Staff meeting is Wednesday at 6:15pm.", "Staff meeting is now Tuesdays 6:15pm."),
    (C, "schedule/childcare", "Fire drills happen every term in week 3.", "Fire drills are now monthly, first Friday."),
    (C, "location/childcare", "Pram parking is beside the Elm St front gate.", "Prams now park in the side shed, not at the front gate."),
    (C, "location/childcare", "Medication is kept in the locked box in the kitchen.", "Medication box moved to the office."),
    (C, "location/childcare", "Harbour's nature play area is in the back yard.", "The nature play area at Harbour moved to the side garden."),
    (C, "vendor/childcare", "Lunches are catered by Fresh Start Kitchen.", "We've switched catering to Little Chefs."),
    (C, "vendor/childcare", "Nappies are supplied by BubbaCare.", "Nappy supplier is now SnugBum Wholesale."),
    (C, "vendor/childcare", "Cleaning is done by Spotless.", "Cleaning contract went to SparkClean."),
    (C, "policy/childcare", "Children with a temperature over 38°C must go home.", "Exclusion threshold lowered: anything over 37.5°C goes home."),
    (C, "policy/childcare", "Parents can bring birthday cakes to share.", "No homemade food from families, birthday cakes included."),
    (C, "policy/childcare", "Sunscreen is applied by staff on request.", "Staff apply sunscreen to every child before outdoor play, no request needed."),
    (C, "no_longer/childcare", "We run a Friday music class with Ms Joy.", "The Friday music class has stopped."),
    (C, "no_longer/childcare", "Northgate offers a before-school care run.", "Northgate no longer does the before-school run."),
    (C, "no_longer/childcare", "We accept cash fee payments at reception.", "Cash is no longer accepted; direct debit only."),
    (C, "status/childcare", "Northgate is waiting on its licence renewal.", "Northgate's licence has been renewed."),
    (C, "status/childcare", "Harbour's kitchen is closed for refurbishment.", "Harbour kitchen reopened Monday."),
    (C, "status/childcare", "There's a gastro outbreak in the Possum room.", "The Possum room outbreak is over, cleared by public health."),
    (C, "contact/childcare", "Head office phone: 02 9555 3100.", "Head office phone is now 02 9555 3300."),
    (C, "contact/childcare", "Parents email enquiries@littleacorns.org.au.", "Parent enquiries now go to hello@littleacorns.org.au."),
    (C, "contact/childcare", "After-hours incidents: call Priya on 0400 111 222.", "After-hours incidents now go to the on-call mobile, 0400 333 444."),

    # duplicate_light
    (L, "numeric/childcare", "Toddler room ratio is 1 educator to 5 children.", "toddler room ratio 1:5"),
    (L, "owner/childcare", "Priya is the director at Harbour.", "Harbour director is Priya."),
    (L, "price/childcare", "The full day fee is $98.", "FYI full-day fee: $98."),
    (L, "schedule/childcare", "Centres open at 7:00am.", "reminder: centres open 7am"),
    (L, "location/childcare", "Medication is kept in the locked box in the kitchen.", "Meds are kept in the locked box in the kitchen."),
    (L, "vendor/childcare", "Lunches are catered by Fresh Start Kitchen.", "Fresh Start Kitchen caters our lunches."),
    (L, "policy/childcare", "Children with a temperature over 38°C must go home.", "Update: kids with temp over 38C must go home."),
    (L, "version/childcare", "Use the 2024 enrolment form.", "Please use the 2024 enrolment form."),
    (L, "size_duration/childcare", "Rest time is 1 hour after lunch.", "Rest time after lunch is 1 hr."),
    (L, "status/childcare", "Harbour's kitchen is closed for refurbishment.", "Harbour kitchen currently closed for refurb."),
    (L, "contact/childcare", "Head office phone: 02 9555 3100.", "head office - ph 02 9555 3100"),
    (L, "no_longer/childcare", "The Friday music class has stopped.", "Friday music class has now stopped."),
    (L, "schedule/childcare", "Staff meeting is Wednesday at 6:15pm.", "Staff meeting: Wednesdays, 6.15pm."),
    (L, "owner/childcare", "Grace does the weekly menu.", "weekly menu is done by Grace"),
    (L, "numeric/childcare", "Elm St is licensed for 48 places.", "Elm St licensed for 48 places, FYI."),
    (L, "price/childcare", "Late pickup fee is $1 per minute.", "late pickup fee: $1/min"),
    (L, "location/childcare", "Pram parking is beside the Elm St front gate.", "Reminder: prams park beside the front gate at Elm St."),
    (L, "policy/childcare", "Parents must sign children in and out every day.", "Parents must sign kids in and out daily."),

    # duplicate_heavy
    (H, "schedule/childcare", "Fire drills happen once a term in week 3.", "Each term, during its third week, we evacuate the building for practice."),
    (H, "schedule/childcare", "Centres close at 6:00pm.", "Doors shut at 18:00 every weekday."),
    (H, "owner/childcare", "Olivia Tran handles enrolments at head office.", "New families get processed by Olivia in the central office."),
    (H, "size_duration/childcare", "Outdoor play sessions run 45 minutes.", "Kids are outside for three quarters of an hour per session."),
    (H, "price/childcare", "Holiday care is $75 per day.", "A day of holiday program costs seventy-five dollars."),
    (H, "location/childcare", "Harbour's nature play area is in the back yard.", "At Harbour, the mud kitchen and nature stuff are out behind the building."),
    (H, "policy/childcare", "Staff apply sunscreen to every child before outdoor play.", "Nobody goes outside until an educator has put sunscreen on them."),
    (H, "vendor/childcare", "Cleaning is done by Spotless.", "Spotless send the cleaners who do our centres each night."),
    (H, "status/childcare", "Northgate is waiting on its licence renewal.", "Northgate's licence hasn't come back from the regulator yet."),
    (H, "numeric/childcare", "Each child needs 2 spare sets of clothes.", "Families should leave a couple of changes of clothes in the cubby."),
    (H, "contact/childcare", "After-hours incidents: call the on-call mobile 0400 333 444.", "Anything that happens out of hours, ring 0400 333 444; whoever's on call has it."),
    (H, "no_longer/childcare", "Cash is no longer accepted for fees.", "Fees have to be paid electronically; we stopped taking notes and coins."),
    (H, "version/childcare", "Allergy action plans use template version 6.", "Make sure the allergy plan is on the sixth revision of the template."),
    (H, "size_duration/childcare", "Rest time is 90 minutes.", "Rest lasts an hour and a half."),
    (H, "schedule/childcare", "Newsletters go out every other Friday.", "Families get the newsletter fortnightly, on Fridays."),

    # negatives
    (N, "owner/childcare", "Priya is the director at Harbour.", "Megan is the director at Northgate."),  # hard
    (N, "schedule/childcare", "Centres open at 7:00am.", "Centres close at 6:00pm."),  # hard
    (N, "price/childcare", "The full day fee is $98.", "Half day fee is $62."),  # hard
    (N, "location/childcare", "Medication is kept in the locked box in the kitchen.", "Sunscreen is kept in the basket by the back door."),  # hard
    (N, "vendor/childcare", "Lunches are catered by Fresh Start Kitchen.", "Fruit for morning tea comes from the Harbour greengrocer."),  # hard
    (N, "numeric/childcare", "Toddler room ratio is 1:5.", "Babies room ratio is 1:4."),  # hard
    (N, "policy/childcare", "Children with a temperature over 38°C must go home.", "Children who vomit must stay home for 48 hours."),  # hard
    (N, "status/childcare", "Harbour's kitchen is closed for refurbishment.", "Elm St's kitchen is running normally."),  # hard
    (N, "contact/childcare", "Head office phone: 02 9555 3100.", "Elm St centre phone is 02 9555 3120."),  # hard
    (N, "size_duration/childcare", "Rest time is 1 hour after lunch.", "Morning tea is 20 minutes."),  # hard
    (N, "schedule/childcare", "Staff meeting is Wednesday at 6:15pm.", "Staff meeting is Wednesday at 6:15pm, and pizza is provided from now on."),  # hard
    (N, "owner/childcare", "Grace does the weekly menu.", "Grace also runs the cooking activity with the preschoolers on Thursdays."),  # hard
    (N, "no_longer/childcare", "The Friday music class has stopped.", "The Tuesday yoga class is still on."),  # hard
    (N, "location/childcare", "Harbour's nature play area is in the back yard.", "Harbour's bike track is in the front yard."),  # hard
    (N, "policy/childcare", "No homemade food from families.", "Families can still send store-bought, sealed treats for birthdays."),  # hard
    (N, "vendor/childcare", "Nappies come from SnugBum Wholesale.", "Wipes are also ordered from SnugBum."),  # hard
    (N, "version/childcare", "Use the 2024 enrolment form.", "The parent handbook has a new cover photo."),
    (N, "price/childcare", "Late pickup fee is $1/min.", "Staff get a 50% discount on fees for their own children."),
    (N, "location/childcare", "Pram parking is beside the Elm St gate.", "The staff car park is behind the Northgate centre."),
    (N, "vendor/childcare", "Cleaning is done by Spotless.", "Our payroll provider is KeyPay."),
    (N, "policy/childcare", "Parents must sign children in and out.", "Every educator must hold a current first aid certificate."),
    (N, "status/childcare", "Northgate is waiting on its licence renewal.", "The new climbing frame at Elm St passed inspection."),
    (N, "contact/childcare", "Parents email enquiries@littleacorns.org.au.", "Our Facebook page is called Little Acorns Childcare."),
    (N, "numeric/childcare", "Elm St is licensed for 48 places.", "We employ 31 educators across the three centres."),
    (N, "size_duration/childcare", "Outdoor play sessions run 45 minutes.", "Staff induction runs over 2 days."),
    (N, "schedule/childcare", "Fire drills happen in week 3 each term.", "Photo day is 14 November."),
    (N, "owner/childcare", "Olivia handles enrolments.", "Hamid sorts out the IT problems."),
    (N, "price/childcare", "Holiday care is $75 a day.", "The holiday program includes an excursion every Wednesday."),
    (N, "no_longer/childcare", "Cash is no longer accepted.", "Fee statements are emailed monthly."),
    (N, "status/childcare", "The Possum room outbreak is over.", "The Possum room is getting new carpet in the holidays."),
    (N, "contact/childcare", "After-hours incidents go to the on-call mobile.", "The regulator's complaints line is on the noticeboard."),
]

# ---------------------------------------------------------------------------
# foodmarket: Canal Yard Eats, a weekly street-food market
# ---------------------------------------------------------------------------
PAIRS += [
    # contradictions
    (C, "numeric/foodmarket", "We have 32 stall pitches.", "Pitch count goes to 40 after the car park extension."),
    (C, "numeric/foodmarket", "Each trader gets 2 staff wristbands.", "Trader staff wristbands: 3 per stall now."),
    (C, "numeric/foodmarket", "Bins: 12 general waste and 12 recycling.", "We're down to 8 of each bin type."),
    (C, "numeric/foodmarket", "Max 4 dessert stalls per night.", "We now allow up to 6 dessert stalls a night."),
    (C, "version/foodmarket", "Trader handbook v2 is current.", "Trader handbook v3 went out; v2 is withdrawn."),
    (C, "version/foodmarket", "Card readers run firmware 1.9.", "card readers updated to firmware 2.1"),
    (C, "version/foodmarket", "Site map revision 4 is on the noticeboard.", "Site map rev 5 replaces rev 4."),
    (C, "size_duration/foodmarket", "Pitches are 3 x 3 m.", "Pitches are now 3 x 4 m."),
    (C, "size_duration/foodmarket", "The setup window is 2 hours.", "Setup window cut to 90 minutes."),
    (C, "size_duration/foodmarket", "Trader contracts are for 6 months.", "New trader contracts run 12 months."),
    (C, "price/foodmarket", "Pitch fee is £45 a night.", "Pitch fee rising to £50 per night."),
    (C, "price/foodmarket", "Electricity hook-up is £10.", "Power hook-up is now £15."),
    (C, "price/foodmarket", "Reusable cup deposit is £1.", "cup deposit is £2 now"),
    (C, "owner/foodmarket", "Ayesha manages trader applications.", "Trader applications are now with Rob."),
    (C, "owner/foodmarket", "Kev does the site setup.", "Site setup is now run by Dee's crew."),
    (C, "owner/foodmarket", "Music bookings are handled by Femi.", "Femi's passed music bookings to Lina."),
    (C, "schedule/foodmarket", "The market runs Fridays 5pm-10pm.", "Market moves to Saturdays, same hours."),
    (C, "schedule/foodmarket", "Traders can arrive from 3pm.", "Trader arrival window now opens at 2:30pm."),
    (C, "schedule/foodmarket", "Grease trap collection is every other Friday.", "Grease collection is weekly now, on Mondays."),
    (C, "location/foodmarket", "The market is held at Canal Yard.", "We've moved the market to the old bus depot on Mill Road."),
    (C, "location/foodmarket", "The generator sits by the north gate.", "Generator moved to the south corner."),
    (C, "location/foodmarket", "Trader parking is on Wharf Street.", "Trader parking moved to the leisure centre car park."),
    (C, "vendor/foodmarket", "Waste is collected by GreenBin.", "Waste contract switched to CityWaste."),
    (C, "vendor/foodmarket", "Toilets are hired from LooHire.", "Portaloos now come from Comfort Cabins."),
    (C, "vendor/foodmarket", "Security is provided by Shield Events.", "We replaced Shield Events with Guardline for security."),
    (C, "policy/foodmarket", "Traders may use polystyrene containers.", "Polystyrene is banned from next week, compostable only."),
    (C, "policy/foodmarket", "Dogs are allowed on leads.", "No dogs in the market except assistance dogs."),
    (C, "policy/foodmarket", "Traders can sell alcohol with their own licence.", "Only the market bar can sell alcohol now."),
    (C, "no_longer/foodmarket", "We run a kids' zone with face painting.", "The kids' zone has been dropped."),
    (C, "no_longer/foodmarket", "There's a free shuttle bus from the station.", "The station shuttle is no longer running."),
    (C, "no_longer/foodmarket", "Cash-only stalls are allowed.", "Cash-only stalls aren't permitted anymore, every stall must take card."),
    (C, "status/foodmarket", "The Wharf Street entrance is closed for roadworks.", "Wharf St entrance reopened."),
    (C, "status/foodmarket", "Our street trading licence renewal is pending.", "Street trading licence renewed through to next March."),
    (C, "status/foodmarket", "The waitlist for pitches is open.", "Pitch waitlist closed, we're full for the season."),
    (C, "contact/foodmarket", "Trader enquiries: traders@canalyardeats.co.uk", "Trader enquiries now to hello@canalyardeats.co.uk."),
    (C, "contact/foodmarket", "On-the-night manager phone: 07700 900555.", "Night manager phone changed to 07700 900666."),
    (C, "contact/foodmarket", "Our council events officer is Mark Hughes.", "Our council events contact is now Sian Lloyd."),

    # duplicate_light
    (L, "numeric/foodmarket", "We have 32 stall pitches.", "32 stall pitches in total."),
    (L, "owner/foodmarket", "Ayesha manages trader applications.", "trader applications are managed by Ayesha"),
    (L, "price/foodmarket", "Pitch fee is £45 a night.", "FYI pitch fee: £45/night."),
    (L, "schedule/foodmarket", "The market runs Fridays 5pm-10pm.", "Market runs Fri, 5-10pm."),
    (L, "location/foodmarket", "The generator sits by the north gate.", "reminder: generator's by the north gate"),
    (L, "vendor/foodmarket", "Waste is collected by GreenBin.", "GreenBin collects our waste."),
    (L, "policy/foodmarket", "Compostable packaging only.", "Only compostable packaging, please."),
    (L, "version/foodmarket", "Trader handbook v3 is current.", "current trader handbook: v3"),
    (L, "size_duration/foodmarket", "Pitches are 3 x 3 m.", "pitches are 3m x 3m"),
    (L, "status/foodmarket", "The Wharf Street entrance is closed for roadworks.", "Update: Wharf St entrance closed for roadworks."),
    (L, "contact/foodmarket", "On-the-night manager phone: 07700 900555.", "Night manager ph 07700 900555."),
    (L, "no_longer/foodmarket", "The kids' zone has been dropped.", "kids zone has been dropped"),
    (L, "schedule/foodmarket", "Traders can arrive from 3pm.", "Traders may arrive from 3 pm onwards."),
    (L, "owner/foodmarket", "Kev does the site setup.", "Site setup is done by Kev."),
    (L, "numeric/foodmarket", "Each trader gets 2 staff wristbands.", "2 staff wristbands per trader."),
    (L, "price/foodmarket", "Electricity hook-up is £10.", "Power hook-up: £10."),
    (L, "location/foodmarket", "Trader parking is on Wharf Street.", "Traders park on Wharf St."),
    (L, "policy/foodmarket", "Dogs must be on leads.", "Reminder: dogs on leads only."),

    # duplicate_heavy
    (H, "schedule/foodmarket", "Grease trap collection is every other Friday.", "The grease man comes fortnightly on a Friday."),
    (H, "schedule/foodmarket", "The market runs Fridays 5pm to 10pm.", "Every Friday evening, from 17:00 until 22:00."),
    (H, "owner/foodmarket", "Ayesha Khan manages trader applications.", "Anyone wanting a pitch gets vetted by Ayesha."),
    (H, "size_duration/foodmarket", "The setup window is 2 hours.", "Traders get a hundred and twenty minutes to get their stall ready."),
    (H, "price/foodmarket", "Reusable cup deposit is £1.", "Customers put down a quid per cup and get it back when they return it."),
    (H, "location/foodmarket", "The market is held at Canal Yard.", "We trade every week on the old wharf site everyone calls Canal Yard."),
    (H, "policy/foodmarket", "Only the market bar can sell alcohol.", "Traders can't sell booze; drinks sales belong to the bar alone."),
    (H, "vendor/foodmarket", "Toilets are hired from LooHire.", "Our temporary loos are rented through LooHire."),
    (H, "status/foodmarket", "The pitch waitlist is closed, full for the season.", "No more room this season, so we aren't taking names for pitches."),
    (H, "numeric/foodmarket", "Bins: 12 general waste and 12 recycling.", "There are two dozen bins on site, split evenly between rubbish and recycling."),
    (H, "contact/foodmarket", "Our council events officer is Mark Hughes.", "At the council, Mark is the events person we deal with."),
    (H, "no_longer/foodmarket", "The station shuttle is no longer running.", "Visitors coming by train have to walk now; the shuttle's finished."),
    (H, "version/foodmarket", "Site map revision 5 is current.", "The fifth revision of the site plan is the one to use."),
    (H, "size_duration/foodmarket", "Trader contracts run 12 months.", "Contracts for traders last a year."),
    (H, "price/foodmarket", "Pitch fee is £45 a night.", "Each stall pays forty-five pounds per market night."),

    # negatives
    (N, "owner/foodmarket", "Ayesha manages trader applications.", "Rob manages the volunteer rota."),  # hard
    (N, "schedule/foodmarket", "The market runs Fridays 5pm-10pm.", "The one-off Christmas special is on Sunday 21 December, 2pm to 8pm, on top of the usual Friday."),  # hard
    (N, "price/foodmarket", "Pitch fee is £45 a night.", "Dessert-only pitches are £35 a night."),  # hard
    (N, "location/foodmarket", "The generator sits by the north gate.", "The first aid tent is by the north gate."),  # hard
    (N, "vendor/foodmarket", "Waste is collected by GreenBin.", "Glass recycling is collected separately by BottleBank."),  # hard
    (N, "numeric/foodmarket", "We have 32 stall pitches.", "There are 6 picnic benches per row."),  # hard
    (N, "policy/foodmarket", "Compostable packaging only.", "Compostable packaging only, and traders must now label which bin it goes in."),  # hard
    (N, "status/foodmarket", "The Wharf Street entrance is closed for roadworks.", "The Canal Street entrance is open as usual."),  # hard
    (N, "contact/foodmarket", "On-the-night manager phone: 07700 900555.", "Trader enquiries: traders@canalyardeats.co.uk"),  # hard
    (N, "size_duration/foodmarket", "Pitches are 3 x 3 m.", "Gazebos must be weighted with 15 kg per leg."),  # hard
    (N, "owner/foodmarket", "Kev does the site setup.", "Kev also does the pack-down on the first Friday of the month."),  # hard
    (N, "no_longer/foodmarket", "The kids' zone has been dropped.", "The live music stage is staying."),  # hard
    (N, "schedule/foodmarket", "Traders can arrive from 3pm.", "Traders must be packed down and off site by 11:30pm."),  # hard
    (N, "policy/foodmarket", "Only the market bar can sell alcohol.", "The bar must stop serving at 9:45pm."),  # hard
    (N, "vendor/foodmarket", "Toilets are hired from LooHire.", "LooHire also supply the hand-wash stations."),  # hard
    (N, "contact/foodmarket", "Trader enquiries: traders@canalyardeats.co.uk", "Press enquiries go to press@canalyardeats.co.uk."),  # hard
    (N, "version/foodmarket", "Trader handbook v3 is current.", "The market's Instagram passed 12k followers."),
    (N, "price/foodmarket", "Power hook-up is £10.", "Volunteers get a free meal token each night."),
    (N, "location/foodmarket", "Trader parking is on Wharf Street.", "Lost children meet at the info tent."),
    (N, "vendor/foodmarket", "Security is provided by Shield Events.", "Our public liability insurance is with Hiscox."),
    (N, "policy/foodmarket", "Dogs must be on leads.", "Traders must display their food hygiene rating."),
    (N, "status/foodmarket", "Our licence renewal is pending.", "The new festoon lights have been installed."),
    (N, "contact/foodmarket", "Council events officer is Mark Hughes.", "The market banks with Metro Bank."),
    (N, "numeric/foodmarket", "Each trader gets 2 staff wristbands.", "We get around 3,000 visitors on a good night."),
    (N, "size_duration/foodmarket", "The setup window is 2 hours.", "Fridge trailers must be plugged in 30 minutes before opening."),
    (N, "schedule/foodmarket", "Grease collection is fortnightly.", "Trader meeting is the first Monday of each quarter."),
    (N, "owner/foodmarket", "Femi handles music bookings.", "Femi is DJing the opening night of the season."),
    (N, "price/foodmarket", "Cup deposit is £1.", "Pitch fees are invoiced monthly."),
    (N, "location/foodmarket", "The market is held at Canal Yard.", "The overflow seating is on the towpath side."),
    (N, "no_longer/foodmarket", "The station shuttle is no longer running.", "Night bus 42 stops right outside the yard."),
    (N, "status/foodmarket", "The pitch waitlist is closed.", "Two new traders start next Friday."),
]


if __name__ == "__main__":
    from collections import Counter
    import re

    assert len(LABELS) == 4
    label_counts = Counter()
    kind_counts = Counter()
    org_counts = Counter()
    c_kind_counts = Counter()
    seen = set()
    for p in PAIRS:
        assert isinstance(p, tuple) and len(p) == 4, p
        label, tag, old, new = p
        assert label in LABELS, p
        kind, org = tag.split("/")
        assert kind in KINDS, p
        assert org in ORGS, p
        assert old.strip() and new.strip(), p
        assert old.strip() != new.strip(), p
        key = (old.strip().lower(), new.strip().lower())
        assert key not in seen, ("duplicate pair", p)
        seen.add(key)
        label_counts[label] += 1
        kind_counts[kind] += 1
        org_counts[org] += 1
        if label == C:
            c_kind_counts[kind] += 1

    # hard negatives are marked by a "# hard" comment on their line
    with open(__file__, encoding="utf-8") as fh:
        hard = sum(1 for line in fh
                   if re.match(r'\s*\(N, ".*#\s*hard\s*$', line))

    assert label_counts[C] >= 210, label_counts
    assert label_counts[L] >= 105, label_counts
    assert label_counts[H] >= 85, label_counts
    assert label_counts[N] >= 180, label_counts
    assert hard >= 60, hard
    for k in KINDS:
        assert c_kind_counts[k] >= 18, (k, c_kind_counts[k])
    for o in ORGS:
        assert org_counts[o] > 0, o

    print("total pairs:", len(PAIRS))
    print("per label:")
    for lab in LABELS:
        print(f"  {lab:16s} {label_counts[lab]}")
    print(f"  (hard negatives marked: {hard})")
    print("contradictions per kind:")
    for k in KINDS:
        print(f"  {k:14s} {c_kind_counts[k]}")
    print("all pairs per kind:")
    for k in KINDS:
        print(f"  {k:14s} {kind_counts[k]}")
    print("per org:")
    for o in ORGS:
        print(f"  {o:12s} {org_counts[o]}")
    print("OK")
