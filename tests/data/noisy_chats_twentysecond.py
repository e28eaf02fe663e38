# Development data since 2026-12-03 (session 24): released after its last held-out measurement, below.
# Held-out noisy-chat set no. 22 (60 chats, 66 facts, 66 questions; a museum's conservation and
# collections lab), written on 2026-12-03 by a helper that never saw the pipeline or the other sets. Its misses were
# not read. Measured by the lead only (python -m tests.noisy_chat_quality twentysecond): at 77cbffb (session 23's
# start) coverage day / week / month 59 / 59 / 55 of 66 (0.89 / 0.89 / 0.83), noise 9/170 (0.05), core memory noise
# 0/2, recall 58/66 (0.88); at session 23's merged code (b0f1ffd; h55: a ">" before a number, "nobody decided", a
# reply saying a question needs a decision, what the assistant calls standard; the salience refit) coverage 59 / 59 /
# 55, noise 12/173 (0.07), core memory noise 0/2, recall 58/66 (0.88).
"""Held-out evaluation data: a year of noisy team <-> AI assistant chats.

Organisation: the conservation and collections lab of a mid-sized art and
history museum.  The lab looks after paintings, textiles, works on paper and
photographs, and objects (ceramics, metals, stone, wood); it also handles
outgoing and incoming loans, insurance, crates and couriers, climate control
and environmental monitoring, pest management, storage (including a new
offsite store in Kirkby) and digitization/imaging.

The team (8 people, see TEAM):
  maren  - head of conservation; sets priorities, signs off budgets
  tomas  - paintings conservator
  priya  - textile conservator
  ifeoma - paper and photographs conservator
  dario  - objects conservator (ceramics, metals, stone, wood)
  lena   - registrar (loans, insurance, shipping, loan agreements)
  kenji  - collections care technician (climate, pests, storage, building)
  sofia  - digitization and imaging specialist

Each chat is one teammate talking to the assistant.  Chats are written the way
people really type (lowercase, typos, emoji, pasted logs/tables/JSON, lunch
talk, assistant boilerplate).  Each chat carries at most two labeled facts
(kind "decision", "change" or "open"), the index of the turn that states the
fact, and 2-3 keywords that occur literally in that turn.  "answered" lists
user turns whose request was answered later in the same chat.  QUESTIONS are
later, reworded questions a teammate might ask, each pointing at one fact.
"""

U = "user"
A = "assistant"

TEAM = {
    "maren": "head of conservation, sets priorities and signs off budgets",
    "tomas": "paintings conservator",
    "priya": "textile conservator",
    "ifeoma": "paper and photographs conservator",
    "dario": "objects conservator (ceramics, metals, stone, wood)",
    "lena": "registrar: loans, insurance, shipping, loan agreements",
    "kenji": "collections care technician: climate control, pests, storage, building systems",
    "sofia": "digitization and imaging specialist",
}

CHATS = [
    # ------------------------------------------------------------------ c01
    {
        "id": "c01",
        "day": "2025-12-01",
        "turns": [
            (U, """morning! coffe machine on 2nd floor is broken again so im running on fumes. can you help me read these datalogger exports from gallery 3, something looks off
```
2025-11-28 02:00  G3-L04  21.2C  RH 54.8
2025-11-28 03:00  G3-L04  21.1C  RH 57.3
2025-11-28 04:00  G3-L04  21.0C  RH 58.9
2025-11-28 05:00  G3-L04  21.0C  RH 55.1
```"""),
            (A, "Good morning! Sorry about the coffee. Looking at G3-L04, temperature is very stable (21.0-21.2 °C) but RH climbs about 4 points between 02:00 and 04:00 and then drops back. That pattern usually means the humidifier switches on at night and overshoots its setpoint before the control loop catches up. A swing of ~4% RH in two hours is more than ideal for sensitive organic objects, especially panel paintings."),
            (U, "yeah the humidifier kicks in at 2am. the dutch panel paintings are on that wall tho so tomas is gonna freak 😬"),
            (A, "Understandable! Two common fixes: (1) lower the setpoint a little so the overshoot stays inside your target band, and (2) ask the BMS contractor to tune the control (slower ramp or a smaller humidifier stage). I'd also put a second logger right next to the panels for a week so you can compare before/after."),
            (U, "ok talked to tomas and maren. from now on gallery 3 humidifier setpoint is 48% rh instead of 50, deadband stays at ±3. bms ticket is BMS-2291"),
            (A, "Noted: Gallery 3 humidifier setpoint changed from 50% to 48% RH, deadband unchanged at ±3, tracked in BMS-2291. I'd recheck the night-time readings in about a week to confirm the peaks stay under ~52%. Let me know if you need anything else!"),
            (U, "thx 🙏 brb lunch"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "The Gallery 3 humidifier setpoint was lowered from 50% to 48% RH (deadband still ±3), ticket BMS-2291.",
             "keywords": ["48%", "gallery 3", "setpoint"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ c02
    {
        "id": "c02",
        "day": "2025-12-05",
        "turns": [
            (U, "hey! quick one before the 11 oclock. the halvorsen museum in bergen confirmed the loan of the flemish tapestry (inv 1987.114) for their spring show. they want to know who's couriering. can you draft a reply email? dates are install 9 feb, return 15 june"),
            (A, "Of course! Draft:\n\nDear colleagues,\nThank you for confirming the loan of the Flemish tapestry (inv. 1987.114). Installation is planned for 9 February and return for 15 June. We will confirm the name of our courier shortly, together with travel arrangements.\nBest regards,\nLena"),
            (U, "nice. hold on, maren just walked by, discussing"),
            (U, "ok final call: priya is courier both ways, travels with the truck not separately, and we pay the per diem not them. change the email pls"),
            (A, "Updated draft:\n\nDear colleagues,\nThank you for confirming the loan of the Flemish tapestry (inv. 1987.114) for installation on 9 February and return on 15 June. Our courier in both directions will be Priya (textile conservator). She will travel with the truck. Her per diem will be covered by our museum.\nBest regards,\nLena"),
            (U, "perfect thank you!! sending now"),
            (A, "You're welcome! Let me know if you need anything else, e.g. a courier checklist for the trip."),
            (U, "maybe later lol, priya already has one from 2019 she swears by"),
        ],
        "facts": [
            {"kind": "decision", "turn": 3,
             "text": "Priya will courier the Flemish tapestry loan to the Halvorsen Museum in Bergen in both directions, travelling with the truck, and our museum pays her per diem.",
             "keywords": ["priya", "courier", "truck"]},
        ],
        "answered": [0, 3],
    },
    # ------------------------------------------------------------------ c03
    {
        "id": "c03",
        "day": "2025-12-12",
        "turns": [
            (U, "hiii are you coming to the holiday party on the 19th 😄 jk. ok real question, the lighting designer spec sheet is in foot-candles and i think in lux. how do i convert 5 fc"),
            (A, "Ha, I'll sit this one out! 1 foot-candle = 10.764 lux, so 5 fc ≈ 53.8 lux."),
            (U, "ah so basicaly 50 lux is like 4.6 fc?"),
            (A, "Exactly: 50 / 10.764 ≈ 4.65 fc. So a 50 lux limit is a bit under 5 fc."),
            (U, "cool. also kenji is bringing his famous dumplings to the party so im skipping lunch that day lol"),
            (A, "Sounds like a solid strategy 🥟 Enjoy the party! Happy to help with any other conversions."),
            (U, "ty!!"),
        ],
        "facts": [],
        "answered": [0, 2],
    },
    # ------------------------------------------------------------------ c04
    {
        "id": "c04",
        "day": "2025-12-17",
        "turns": [
            (U, """morning. meridian sent the renewal for the nail-to-nail loans policy and the premium went up 22% 😬 can you compare with the aldgate quote im pasting

| | meridian | aldgate |
|---|---|---|
| premium | €38,400 | €31,900 |
| deductible | €5,000 | €2,500 |
| wall-to-wall | yes | yes |
| depreciation cover | no | yes |
| terrorism | excluded | included |"""),
            (A, "Aldgate looks better on every line in the table: €6,500 cheaper per year, half the deductible, and it adds depreciation cover and terrorism. Before switching I'd check the policy wording on transit modes, transit storage limits and any per-item cap."),
            (U, "yeah thats what i thought. maren wants to know if aldgate covers works in transit by air freight too"),
            (A, "The table doesn't say. Look for the 'transit' or 'conveyance' clause in the wording: it should list road, air and sea explicitly and say how long works can sit in transit storage before cover lapses."),
            (U, "checked the wording, clause 7.2 covers air + road incl. transit storage up to 30 days. single item cap 2.5M"),
            (A, "That covers your normal loan logistics. Just keep the 2.5M single-item cap in mind for high-value incoming loans."),
            (U, "ok so it's settled, we replaced meridian with aldgate for the loans policy starting 1 jan. ill tell finance. thanks!!"),
            (A, "Great, happy to help! Don't forget to get new certificates of insurance for loans that are already agreed, like the Bergen tapestry."),
        ],
        "facts": [
            {"kind": "change", "turn": 6,
             "text": "The nail-to-nail loans insurance moved from Meridian to Aldgate from 1 January (cheaper premium, €2,500 deductible).",
             "keywords": ["meridian", "aldgate", "1 jan"]},
        ],
        "answered": [0, 2],
    },
    # ------------------------------------------------------------------ c05
    {
        "id": "c05",
        "day": "2026-01-07",
        "turns": [
            (U, "ugh. found active mold on 3 sketchbooks from the Holm bequest in paper store, box 44. fuzzy white, musty smell. isolated them in polyethylene bags already. what are my options"),
            (A, "Good call bagging them. Options: (1) freeze them, which makes the mold dormant but doesn't kill spores; (2) dry cleaning with a HEPA vacuum and soft brushes in a fume hood or class II cabinet once inactive; (3) outsourced gamma irradiation, which kills it but may speed up paper degradation. Also check box 44's neighbours and the store RH."),
            (U, "we dont have a fume hood big enough. external lab in Utrecht quoted 1,800 for gamma. maren says expensive"),
            (A, "Gamma is usually kept for heavy infestations or when the objects have to go back into use quickly. For three sketchbooks, freezing followed by careful HEPA vacuuming (with PPE, possibly in a rented portable extraction unit) is the usual route."),
            (U, "brb someone's at the door"),
            (U, "back. talked to maren, she wants to wait for the insurance to say if it's covered. so still undecided whether they go to utrecht for gamma or we just freeze and vacuum inhouse"),
            (A, "Understood. Until then: keep them bagged and isolated, don't open the bags in the store, log the paper store RH daily (target below 55%), and check the rest of the Holm boxes for spots."),
            (U, "thanks, ok will keep them bagged in the freezer room antechamber for now"),
        ],
        "facts": [
            {"kind": "open", "turn": 5,
             "text": "Still undecided whether the mold-affected Holm bequest sketchbooks go to the external lab in Utrecht for gamma irradiation or are frozen and vacuumed in-house; waiting on the insurer.",
             "keywords": ["undecided", "utrecht", "gamma"]},
        ],
        "answered": [0, 2],
    },
    # ------------------------------------------------------------------ c06
    {
        "id": "c06",
        "day": "2026-01-12",
        "turns": [
            (U, "happy new year!! 🎉 ok starting the paper digitization project for real this month. whats the difference between FADGI 3 star and 4 star for drawings"),
            (A, "Happy new year! For prints and drawings, FADGI 4-star roughly means 600 ppi with tighter tolerances for colour accuracy, noise and sharpness; 3-star is around 400 ppi with looser tolerances. 4-star is the usual choice for master files of unique artworks; 3-star is fine for bulk text documents."),
            (U, "hmm our capture rig does 600 easily but storage... each tiff at 600 is like 350mb"),
            (A, "Rough numbers: if ~1,000 drawings are at 600 ppi (350 MB each) that's ~350 GB, and ~3,000 letters at 400 ppi (~150 MB) about 450 GB. Under 1 TB total, so manageable with a proper backup."),
            (U, "ok talked with ifeoma: we'll use fadgi 4 star at 600 ppi for the drawings, 3 star for the bulk letters. and file names will be accession_view_yyyymmdd, like 1954.0032_recto_20260112.tif"),
            (A, "Sounds good. The dot in the accession number is fine for most systems, but some older tools treat it as an extension separator, so check your DAMS import handles it."),
            (U, "ty. lunch now, the canteen has lasagne today 🙌"),
            (A, "Enjoy the lasagne! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Drawings are digitized to FADGI 4-star at 600 ppi; bulk letters to FADGI 3-star.",
             "keywords": ["fadgi 4 star", "600 ppi", "drawings"]},
            {"kind": "decision", "turn": 4,
             "text": "Digitization file names follow accession_view_yyyymmdd, e.g. 1954.0032_recto_20260112.tif.",
             "keywords": ["accession_view_yyyymmdd", "file names"]},
        ],
        "answered": [0, 2],
    },
    # ------------------------------------------------------------------ c07
    {
        "id": "c07",
        "day": "2026-01-16",
        "turns": [
            (U, "hey, fixing the delft plate (2001.57) that fell in store C. old repair used HMG which is yellowed and failing. remind me the mix ratio ppl use for b-72 in acetone for joins"),
            (A, "For joins, Paraloid B-72 is usually used at around 40-50% w/v in acetone (thick enough to bridge the break). Consolidation uses much weaker solutions, 3-10%. Some people add fumed silica to bulk it for gap-bridging."),
            (U, "acetone evaporates too fast on big joins tho. some people cut it with ethanol?"),
            (A, "Yes, a 1:1 acetone:ethanol mix (or a little diacetone alcohol) slows evaporation and gives more working time for aligning sherds."),
            (U, "cool. so from now on in the objects lab we use b-72 at 45% in acetone/ethanol 1:1 for ceramic joins, no more hmg. ill put it on teh wall chart"),
            (A, "Noted. I'd also record the batch and date in each treatment record so the mix can be traced later."),
            (U, "👍"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "The objects lab replaced HMG with Paraloid B-72 at 45% in 1:1 acetone/ethanol as the standard adhesive for ceramic joins.",
             "keywords": ["b-72", "45%", "hmg"]},
        ],
        "answered": [0, 2],
    },
    # ------------------------------------------------------------------ c08
    {
        "id": "c08",
        "day": "2026-01-21",
        "turns": [
            (U, """kenji's weekly trap check in textile store B:
```
trap  loc        species              count
T-07  B/rack4    Tineola bisselliella 3
T-08  B/rack5    Tineola bisselliella 1
T-11  B/door     Attagenus sp.        0
```
three webbing clothes moths in one trap 😱"""),
            (A, "That's worth acting on: adult Tineola in two neighbouring traps suggests a breeding population nearby, likely in rack 4. Inspect everything wool, silk or feather on racks 4-5 for frass, cases and larvae, and isolate anything suspicious."),
            (U, "we checked rack 4 this morning, frass on a wool uniform, 1998.221. bagged it"),
            (A, "Good. Freeze the uniform per your SOP, vacuum the shelf, and increase trap checks on B to twice a week for now."),
            (U, "maren asked whether we should do anoxic treatment of the whole store or just freeze the affected racks. anoxic rental is expensive and takes like 3 weeks"),
            (A, "Freezing racks 4-5 is cheaper and quick but may miss eggs elsewhere. A whole-store anoxic treatment (nitrogen tent, ~21 days at <0.3% O2) treats everything at once, but costs more and means moving everything. The next two or three trap checks will show whether the problem is local."),
            (U, "ok we couldnt decide today. open question whether the whole of store B gets anoxic treatment or only racks 4-5 get frozen, we'll revisit after next week's traps"),
            (A, "Got it: still open between whole-store anoxic and freezing racks 4-5, to revisit after next week's trap results. Happy to help compare quotes when you have them."),
        ],
        "facts": [
            {"kind": "open", "turn": 6,
             "text": "Unresolved whether all of textile store B gets anoxic treatment or only racks 4-5 are frozen after the clothes moth find; to revisit after the next trap check.",
             "keywords": ["anoxic", "store b", "racks 4-5"]},
        ],
        "answered": [0, 4],
    },
    # ------------------------------------------------------------------ c09
    {
        "id": "c09",
        "day": "2026-01-27",
        "turns": [
            (U, "morning. the chest freezer protocol says 48h at -30 for wool. the moth uniform from store B has been in 48h. is that enough"),
            (A, "For thin textiles 48 h at -30 °C is often fine, but for thick, layered or padded objects many guidelines recommend 72 h or more, so the core reaches temperature and stays there long enough."),
            (U, "the uniform is quite thick, padded shoulders"),
            (A, "Then I'd give it another 24 h (72 h total) and thaw it slowly inside the sealed bag to avoid condensation."),
            (U, "ok bumped the freeze cycle to 72h at -30 for all textiles from now on, updated the sop (SOP-PEST-04 rev C)"),
            (A, "Sensible change. Remember to note the new duration on the freezer log sheet too."),
            (U, """thanks!! ps the freezer log looks like this, can you check the temp stayed stable
2026-01-25 09:00 -30.4
2026-01-25 21:00 -29.8
2026-01-26 09:00 -30.1
2026-01-26 21:00 -30.6"""),
            (A, "Yes, stable: all readings within -29.8 to -30.6 °C, well within ±1 °C of target. Let me know if you need anything else!"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "The pest freezing cycle for all textiles went from 48 h to 72 h at -30 °C (SOP-PEST-04 rev C).",
             "keywords": ["72h", "freeze cycle", "SOP-PEST-04"]},
        ],
        "answered": [0, 6],
    },
    # ------------------------------------------------------------------ c10
    {
        "id": "c10",
        "day": "2026-02-02",
        "turns": [
            (U, """hi! trying to merge the logger exports with python and it blows up:
```
Traceback (most recent call last):
  File "merge.py", line 14, in <module>
    df = pd.concat([pd.read_csv(f) for f in files])
  File ".../pandas/core/reshape/concat.py", line 372, in concat
    op = _Concatenator(
ValueError: No objects to concatenate
```"""),
            (A, "That error means `files` is empty, so the glob pattern didn't match anything. Print `files` before the concat and check the folder name/path and extension (`*.csv` vs `*.CSV`). Paths are case-sensitive on Linux and macOS."),
            (U, "oh lol the folder is 'Exports' with capital E. works now"),
            (A, "Classic! Glad it works."),
            (U, "while i have you, any good lunch place near the station? im tired of the canteen"),
            (A, "I don't have reliable local knowledge, sorry! Maybe ask Kenji, he seems to know the food scene 😄"),
            (U, "fair 😂 thx anyway"),
        ],
        "facts": [],
        "answered": [0],
    },
    # ------------------------------------------------------------------ c11
    {
        "id": "c11",
        "day": "2026-02-06",
        "turns": [
            (U, "hi, the Kestrel Gallery wants 6 of our Holm watercolours for their autumn show (sep-dec, 14 weeks). ifeoma is nervous about light. whats a reasonable condition for the loan agreement"),
            (A, "Typical conditions for watercolours: max 50 lux, UV below 10 µW/lm (or UV-filtered glazing), stable RH 45-55%, and a display limit of about 3 months, after which the works rest in the dark for several years."),
            (U, "14 weeks is over 3 months tho"),
            (A, "Right. Either ask Kestrel to shorten the display period for your works, or accept 14 weeks with a lower light level so the total exposure (lux-hours) stays the same. Ifeoma may prefer the shorter period."),
            (U, "ok talked to ifeoma and the kestrel registrar. agreed: max 50 lux, uv under 10, and display limited to 12 weeks so they're shortening the show run for our pieces. rotating in facsimiles for the last 2 weeks"),
            (A, "Great, that's a clean solution. I can draft the loan agreement clause if useful."),
            (U, "yes pls write the clause text"),
            (A, "Clause 9 (Light): The Borrower shall display the Works at an illuminance not exceeding 50 lux with UV radiation below 10 µW/lm. The Works shall be on display for no more than twelve (12) weeks in total; for the remaining period of the exhibition the Borrower may display facsimiles supplied or approved by the Lender."),
            (U, "👌 perfect thx"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The Kestrel loan of six Holm watercolours is limited to 50 lux, UV under 10 and 12 weeks of display, with facsimiles shown for the last 2 weeks of the show.",
             "keywords": ["50 lux", "12 weeks", "facsimiles"]},
        ],
        "answered": [0, 2, 6],
    },
    # ------------------------------------------------------------------ c12
    {
        "id": "c12",
        "day": "2026-02-11",
        "turns": [
            (U, "morning, using you instead of an all-hands bc im lazy. mondays at 9 are terrible for the lab meeting, half the team is in late after weekend openings. options?"),
            (A, "Alternatives: move it later on Monday (e.g. 13:30), or to a midweek morning when everyone is in. What do the team's calendars look like?"),
            (U, "tuesday clashes with the curators meeting. thursday 10 works for 7 out of 8, sofia has a scanning slot but can move it"),
            (A, "Thursday 10:00 looks best then, as long as Sofia is ok moving her slot."),
            (U, "ok decided, lab meeting moves to thursdays 10:00 starting next week, 45 min max. can you draft a short announcement"),
            (A, "Draft: 'Dear all, from next week the weekly lab meeting will take place on Thursdays at 10:00 instead of Mondays at 9:00. Meetings will be limited to 45 minutes. Best, Maren'"),
            (U, "make it less formal lol"),
            (A, "Sure: 'hi all 👋 lab meeting is moving to thursdays 10:00 from next week (no more monday 9am pain). we'll keep it to 45 min max, promise ☕ – maren'"),
            (U, "perfect 😄"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "The weekly lab meeting moved from Mondays 9:00 to Thursdays 10:00, limited to 45 minutes.",
             "keywords": ["thursdays 10:00", "lab meeting", "45 min"]},
        ],
        "answered": [0, 4, 6],
    },
    # ------------------------------------------------------------------ c13
    {
        "id": "c13",
        "day": "2026-02-17",
        "turns": [
            (U, """the tinytags in store A are dying, 4 of 12 batteries dead and we lose data every time. the meshlog wireless quote came in, can you sanity check it
```json
{"vendor": "Meshlog", "units": 24, "unit_price_eur": 189, "gateway": 1, "gateway_price_eur": 950,
 "cloud_subscription_eur_per_year": 480, "accuracy": {"rh": "±2%", "temp": "±0.2C"}}
```"""),
            (A, "Numbers: 24 × €189 = €4,536 plus €950 gateway = €5,486 up front, then €480/year subscription. The JSON is internally consistent. Check battery life, data export format (CSV/API), and what happens to the data if you stop paying the subscription."),
            (U, "accuracy ok for museum? hanwell is ±1.5 iirc"),
            (A, "±2% RH is fine for general store and gallery monitoring. For critical microclimates (showcases with panel paintings) you might keep one or two higher-accuracy reference loggers and calibrate yearly."),
            (U, "maren signed off. we're replacing the tinytags with the meshlog wireless loggers across stores A, B and C, gateway goes in the plant room. install in march"),
            (A, "Good. I'd suggest running old and new loggers side by side for a couple of weeks to check the offsets before removing the old ones."),
            (U, "good call, we'll run both for 2 weeks"),
            (A, "Perfect. Happy to help with the comparison when the data is in."),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "The battery TinyTag loggers in stores A, B and C are being replaced by Meshlog wireless loggers, with the gateway in the plant room, installed in March.",
             "keywords": ["tinytags", "meshlog", "plant room"]},
        ],
        "answered": [0, 2],
    },
    # ------------------------------------------------------------------ c14
    {
        "id": "c14",
        "day": "2026-02-23",
        "turns": [
            (U, """ok so the portrait of Anna Reyersz (1962.8): uv fluorescence shows a thick natural resin varnish, very yellow. solvent tests done, here:
| solvent | result |
|---|---|
| IPA | slow, partial |
| acetone | fast, risk to glazes |
| ethanol:isooctane 1:1 | good control |"""),
            (A, "The results point to ethanol:isooctane 1:1 as the working mixture: enough polarity to dissolve the aged resin but more control than acetone, which could attack the glazes. I'd test it on more areas, especially over the darks."),
            (U, "the thing is the curator loves the golden tone lol. she thinks full removal will make it look 'too new'"),
            (A, "That's a common discussion. Options: full removal, thinning (reduce the varnish evenly, keeping a thin layer), or selective cleaning. Thinning often satisfies both sides."),
            (U, "lunch, back in 20"),
            (U, "ok back. so still open: full removal vs thinning the varnish on the reyersz portrait, curator meeting not until march. im not touching it till then"),
            (A, "Understood. I'd prepare documentation for the meeting: before images, UV images, and the solvent test results."),
            (U, "yeah pls draft the comparison for the meeting"),
            (A, "Comparison:\n- Full removal: most legible colours, irreversible change in appearance, longer treatment, higher risk near glazes.\n- Thinning: keeps some warmth, lower risk, appearance closer to what visitors know, may need repeating in the future.\nRecommendation to discuss: thinning with test windows shown to the curator first."),
        ],
        "facts": [
            {"kind": "open", "turn": 5,
             "text": "Undecided whether the yellowed varnish on the Anna Reyersz portrait is fully removed or only thinned; waiting for the curator meeting.",
             "keywords": ["full removal", "thinning", "reyersz"]},
        ],
        "answered": [0, 7],
    },
    # ------------------------------------------------------------------ c15
    {
        "id": "c15",
        "day": "2026-02-27",
        "turns": [
            (U, "need to sort the after-hours alarm rota. the security desk calls the first name on the list when a logger alarm or water sensor goes off at night, and right now its just kenji every night which isnt fair"),
            (A, "Common approaches: a monthly rotation among staff who live within reach, with a fixed backup person, plus a clear escalation rule if nobody answers."),
            (U, "ok: kenji first call for march, then it rotates monthly kenji -> dario -> tomas -> priya. lena is backup always since she lives 5 min away. thats the decision. can you make a table for the next 6 months"),
            (A, "| month | first call | backup |\n|---|---|---|\n| march | kenji | lena |\n| april | dario | lena |\n| may | tomas | lena |\n| june | priya | lena |\n| july | kenji | lena |\n| august | dario | lena |"),
            (U, "thx. also what should the security desk do if nobody answers"),
            (A, "Typically: call the first name, wait 10-15 minutes, then call the backup, and then the head of department. Document each call."),
            (U, "ok add that: if no answer in 15 min they call me"),
            (A, "Added: 'If neither first call nor backup answers within 15 minutes, security calls Maren.' Let me know if you need anything else!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "After-hours alarm first call rotates monthly kenji -> dario -> tomas -> priya (starting with Kenji in March), with Lena as permanent backup.",
             "keywords": ["rotates monthly", "lena", "backup"]},
            {"kind": "decision", "turn": 6,
             "text": "If nobody answers an after-hours alarm call within 15 minutes, security escalates to Maren.",
             "keywords": ["15 min", "call me"]},
        ],
        "answered": [2, 4],
    },
    # ------------------------------------------------------------------ c16
    {
        "id": "c16",
        "day": "2026-03-04",
        "turns": [
            (U, "morning ☕ doing tear repairs on the 1920s maps this week. been using methylcellulose but the joins are weak on the heavier paper. thoughts"),
            (A, "Wheat starch paste gives a noticeably stronger bond than methylcellulose and stays reversible in water. Combined with a thin Japanese tissue it's the standard for tear repairs on heavier papers."),
            (U, "yeah ill cook a batch. what ratio"),
            (A, "A common recipe is 1 part wheat starch to 4-6 parts water by weight, cooked until translucent, then sieved and diluted to the working consistency."),
            (U, "ok we'll use wheat starch paste with tengujo 9gsm tissue for map tear repairs from now on, mc only for the really sensitive ones"),
            (A, "Good plan. Note the tissue and paste batch in the treatment records."),
            (U, "ty 🙏 btw the microwave in the lab kitchen smells like someone's fish curry, send help"),
            (A, "A bowl of water with lemon, microwaved for 3 minutes, usually helps 🍋"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Map tear repairs use wheat starch paste with 9 gsm tengujo tissue; methylcellulose only for very sensitive sheets.",
             "keywords": ["wheat starch", "tengujo", "map"]},
        ],
        "answered": [0, 2, 6],
    },
    # ------------------------------------------------------------------ c17
    {
        "id": "c17",
        "day": "2026-03-09",
        "turns": [
            (U, "maren here. we have 9k left in the equipment line for q1. dario wants a handheld xrf, cheapest new is 28k. options?"),
            (A, "Options within 9k: rent one for a defined campaign, borrow from a university partner, or pay for analysis as a service. Renting is attractive if Dario has a clear list of objects."),
            (U, "rental from Spectrolab Rentals is 3,200 for two weeks incl calibration. that fits"),
            (A, "That leaves a good margin. A two-week window is plenty if objects are prepared in advance."),
            (U, "ok lets go with renting the handheld xrf for two weeks in late march, not buying. dario makes the object list"),
            (A, "Noted. I'd also ask Tomas if he wants a few paintings analysed while it's here."),
            (U, "one problem: radiation safety. someone needs the training and the local permit. no idea yet who or if the rental company's operator can run it"),
            (A, "Ask Spectrolab whether they provide a certified operator and whether their license covers use at your site. Otherwise one of you needs the radiation safety course before the rental starts."),
            (U, "yeah we'll have to figure that out, leaving it open for now"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The lab rents a handheld XRF from Spectrolab Rentals for two weeks in late March instead of buying one; Dario prepares the object list.",
             "keywords": ["renting", "xrf", "two weeks"]},
            {"kind": "open", "turn": 6,
             "text": "Open who will operate the rented XRF: someone needs radiation safety training and a permit, or the rental company's operator must run it.",
             "keywords": ["radiation safety", "permit"]},
        ],
        "answered": [0, 6],
    },
    # ------------------------------------------------------------------ c18
    {
        "id": "c18",
        "day": "2026-03-13",
        "turns": [
            (U, """hiya, got three quotes for the crates for the autumn loans. pasting:
ridgeway crates - 2,450/crate, climate buffered, 6 wk lead
hollis & son - 1,980/crate, no buffer, 4 wk
artpack nl - 2,700/crate, buffered, 8 wk"""),
            (A, "Hollis is cheapest but without buffering. Ridgeway and Artpack both buffer; Ridgeway is €250 cheaper per crate and 2 weeks faster. For sensitive works, Ridgeway looks like the best value."),
            (U, "the kestrel watercolours need buffering for sure. what about the oslo loan?"),
            (A, "The Oslo loan is textiles and travels in autumn, so buffering is also recommended. Using one supplier for everything also simplifies scheduling."),
            (U, "ok decision: we'll use ridgeway for all outbound loan crates this year, buffered, and i order them by end of april bc of the 6 week lead time"),
            (A, "Noted: Ridgeway for all outbound crates this year, order by end of April."),
            (U, "thanks, happy friday 🎉"),
            (A, "Happy Friday! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Ridgeway (climate-buffered) builds all outbound loan crates this year; Lena orders them by end of April because of the 6-week lead time.",
             "keywords": ["ridgeway", "outbound", "end of april"]},
        ],
        "answered": [0, 2],
    },
    # ------------------------------------------------------------------ c19
    {
        "id": "c19",
        "day": "2026-03-18",
        "turns": [
            (U, """sofia here. the sync from the dams to the cms is failing since tuesday. log:
```
2026-03-17T02:00:04Z INFO  sync start batch=8812
2026-03-17T02:00:09Z ERROR POST /api/v2/objects/1954.0032/media 422 Unprocessable Entity
{"error": "invalid field 'view'", "allowed": ["front", "back", "detail"]}
2026-03-17T02:00:09Z WARN  skipping 312 records
```"""),
            (A, "The CMS rejects the value of the `view` field: it only accepts front/back/detail, but your files use recto/verso (from the naming convention), so the sync sends 'recto' and gets a 422."),
            (U, "oh no. so our filenames with recto/verso break it"),
            (A, "Yes. Two ways out: map recto->front and verso->back in the sync script, or add recto/verso to the CMS controlled vocabulary."),
            (U, "the cms vendor says they can add recto/verso to the vocab but not before summer. mapping in the script means touching the vendor script we dont own"),
            (A, "Then it's a trade-off between waiting months with records stuck, or maintaining your own patch to a vendor script (which could be overwritten at the next update)."),
            (U, "ok nobody can decide today, it's open: either we patch the mapping ourselves or wait for the vendor's vocab update. 312 records stuck meanwhile"),
            (A, "Understood. Meanwhile, keep a list of the 312 skipped records so they can be re-sent in one batch."),
        ],
        "facts": [
            {"kind": "open", "turn": 6,
             "text": "Unresolved whether to patch the DAMS-to-CMS sync mapping (recto/verso -> front/back) ourselves or wait for the vendor's vocabulary update; 312 records are stuck.",
             "keywords": ["mapping", "vendor", "312 records"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ c20
    {
        "id": "c20",
        "day": "2026-03-24",
        "turns": [
            (U, "morning. the silk robe à la française (1971.40) goes on display in may. the old mount used pins through the lining 😩 what do we do"),
            (A, "Pinning through the lining creates stress points and holes in fragile silk. Better: a custom padded form that supports the garment's shape, with the robe held by stitched tapes or gravity alone."),
            (U, "we have the ethafoam torso from the 2019 show but its the wrong size"),
            (A, "It can be carved down and built up with polyester wadding, then covered with cotton jersey so the silk doesn't slip."),
            (U, "ok agreed with maren: no pins at all, the robe gets a new padded torso (carved ethafoam + wadding + jersey cover) and is held with stitched tapes only"),
            (A, "Noted. Document the mount with photos so it can be reused for future displays and loans."),
            (U, "can you estimate hours for the mount"),
            (A, "Roughly 35-45 hours: carving and padding ~20 h, cover ~6 h, fitting and adjusting ~8 h, tapes ~4 h, documentation ~3 h."),
            (U, "ok that matches my gut, thanks"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The silk robe à la française is displayed without any pins, on a new padded torso (carved Ethafoam, wadding, jersey cover) held by stitched tapes.",
             "keywords": ["no pins", "padded torso", "stitched tapes"]},
        ],
        "answered": [0, 6],
    },
    # ------------------------------------------------------------------ c21
    {
        "id": "c21",
        "day": "2026-03-30",
        "turns": [
            (U, "it's tomas's birthday, there's carrot cake in the lab kitchen 🎂 dont tell him i told you"),
            (A, "My lips are sealed 🤐"),
            (U, "lol. ok real q: how many ml of 1:1 ethanol:isooctane do i need for a 60x80cm painting for swabs roughly"),
            (A, "Very rough: swab cleaning uses about 50-100 ml per 0.1 m². 60×80 cm is 0.48 m², so roughly 250-500 ml. Mix 500 ml to be safe and keep it covered."),
            (U, "thx. also is isooctane same as 2,2,4-trimethylpentane"),
            (A, "Yes, isooctane is the common name for 2,2,4-trimethylpentane."),
            (U, "great ty"),
        ],
        "facts": [],
        "answered": [2, 4],
    },
    # ------------------------------------------------------------------ c22
    {
        "id": "c22",
        "day": "2026-04-03",
        "turns": [
            (U, "kenji. the halogen track in gallery 5 is finally getting swapped. the electrician asks what colour temp"),
            (A, "For museum LEDs, 2700-3000 K with CRI ≥ 95 is typical. Oil paintings often look best at 3000 K; warmer light suits some textiles and wood."),
            (U, "tomas wants 3000 for the oils, priya says 2700 for the textile case in there"),
            (A, "The textile case could have its own case lighting, but one colour temperature across the room looks more coherent."),
            (U, "final call: 3000K cri 97 led throughout gallery 5, with dimmable drivers. and we lowered the max for oils from 200 to 150 lux while we're at it"),
            (A, "Noted. Dimmable drivers will make it easy to hit the 150 lux target per wall."),
            (U, "the electrician quote: 14 fittings x 310 eur. whats total w 21% vat"),
            (A, "14 × €310 = €4,340; VAT 21% = €911.40; total €5,251.40."),
            (U, "ok 👍"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Gallery 5 halogen track is replaced by dimmable 3000K CRI 97 LED lighting throughout.",
             "keywords": ["3000K", "gallery 5", "led"]},
            {"kind": "change", "turn": 4,
             "text": "The maximum light level for oil paintings was lowered from 200 to 150 lux.",
             "keywords": ["150 lux", "oils"]},
        ],
        "answered": [0, 6],
    },
    # ------------------------------------------------------------------ c23
    {
        "id": "c23",
        "day": "2026-04-09",
        "turns": [
            (U, "lena. stavanger museum lends us the Astrup landscape for the winter show. they want it insured at 3.1M EUR, our aldgate policy caps single items at 2.5M"),
            (A, "Options: a top-up for the difference from Aldgate, a separate policy for that work, state indemnity if available, or negotiating the value (rarely successful)."),
            (U, "aldgate can do a top-up rider for the difference for 1,150 eur"),
            (A, "That's cheap for €600k of extra cover. Check that the rider has the same conditions (wall to wall, same deductible)."),
            (U, "agreed with maren: we'll pay the aldgate top-up rider so the astrup is covered at the full 3.1M, wall to wall"),
            (A, "Good. Send the certificate with the rider to Stavanger before they schedule packing."),
            (U, "thanks! so hungry, going for falafel"),
            (A, "Enjoy the falafel! 🧆"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "We pay for an Aldgate top-up rider (€1,150) so the borrowed Astrup landscape from Stavanger is insured wall to wall at its full 3.1M EUR value.",
             "keywords": ["top-up rider", "astrup", "3.1M"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ c24
    {
        "id": "c24",
        "day": "2026-04-15",
        "turns": [
            (U, "dario. the marble bust (1910.3, 'young woman') has a hairline crack through the neck that got longer. photos from jan vs today, ~4mm growth"),
            (A, "Growth of a crack is a warning sign. Make sure the bust isn't being moved or vibrated, put crack monitoring in place (reference marks, photos at fixed intervals) and consider a structural assessment."),
            (U, "options are fill and pin vs leave and monitor. i dont want to drill if not needed"),
            (A, "Pinning is invasive and irreversible; if the crack is stable after the move to a cradle, monitoring may be enough. An engineer's view on the stress in the neck would help."),
            (U, "asked a structural engineer (Rasmussen) for an opinion, she can come in may. till then its on a padded cradle and nobody moves it"),
            (A, "Sensible. I'd tag the bust 'do not move' in the CMS too."),
            (U, "so yeah unresolved whether we pin the neck or just monitor. and lisbon wants to borrow it in 2027 lol"),
            (A, "Summary: crack grew ~4 mm since January; bust on padded cradle; engineer visit in May; pinning vs monitoring still open; Lisbon loan request pending."),
        ],
        "facts": [
            {"kind": "open", "turn": 6,
             "text": "Unresolved whether the crack in the marble bust's neck is pinned or only monitored; waiting for the structural engineer in May.",
             "keywords": ["unresolved", "pin the neck", "monitor"]},
        ],
        "answered": [0, 2],
    },
    # ------------------------------------------------------------------ c25
    {
        "id": "c25",
        "day": "2026-04-21",
        "turns": [
            (U, """maren. the offsite store in kirkby is ready in june. paintings store needs to move first. rolling racks quotes:
- Kompakt Systems: 38k, 10wk
- Rackline: 44k, 6wk"""),
            (A, "Kompakt is €6k cheaper but 4 weeks slower. When does the move need to happen?"),
            (U, "we need the racks before the move obviously, move is week 25"),
            (A, "Ordering today, Kompakt would arrive around the start of July, which is too late for week 25. Rackline (6 weeks) arrives early June, with some buffer for installation."),
            (U, "ugh right. ok so rackline it is, ordering today. and the paintings move to kirkby in week 25 (mid june), tomas leads"),
            (A, "Noted. Rackline ordered today, paintings move to Kirkby in week 25 with Tomas leading."),
            (U, "can u make a checklist for the move"),
            (A, "Checklist:\n1. location list export from the CMS\n2. condition check + photos per painting\n3. packing materials / soft wraps / A-frames\n4. transport booked with climate-controlled vans\n5. racks installed and checked at Kirkby\n6. loggers running at Kirkby 2 weeks before\n7. hanging plan for racks\n8. update locations in CMS same day\n9. post-move condition check"),
            (U, "ty this is great"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Rackline was chosen for the rolling racks of the Kirkby offsite store (faster lead time than Kompakt), ordered the same day.",
             "keywords": ["rackline", "ordering today"]},
            {"kind": "decision", "turn": 4,
             "text": "The paintings store moves to the Kirkby offsite store in week 25 (mid June), led by Tomas.",
             "keywords": ["kirkby", "week 25", "tomas leads"]},
        ],
        "answered": [0, 6],
    },
    # ------------------------------------------------------------------ c26
    {
        "id": "c26",
        "day": "2026-04-27",
        "turns": [
            (U, """sofia. we had a scare, the NAS threw a disk error last night
```
Apr 26 03:14:22 nas01 kernel: ata3.00: failed command: READ FPDMA QUEUED
Apr 26 03:14:22 nas01 kernel: md/raid:md0: read error corrected (8 sectors at 1950040 on sda3)
```
is this bad"""),
            (A, "The RAID caught and corrected a read error on sda3, so no data was lost, but it's a sign the disk may be starting to fail. Check the SMART values (reallocated / pending sectors) and plan to replace that disk soon."),
            (U, "right now raws go to lto monthly. we lost nothing but it was close"),
            (A, "With monthly tape backups you could lose up to a month of captures if the array fails. Weekly tape backups and an offsite copy would reduce that risk a lot."),
            (U, "ok changed: raw captures go to lto-9 weekly (friday night) instead of monthly, and one tape set rotates offsite to kirkby"),
            (A, "Good change. Test a restore from tape now and then, not just the write."),
            (U, "how many tapes a year roughly, we make ~250gb raws per week"),
            (A, "250 GB × 52 ≈ 13 TB per year. LTO-9 holds 18 TB native, so one tape per set per year for the data, though in practice you'll want a few tapes per set for rotation."),
            (U, "lol ok cheaper than i thought"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Raw image captures are now backed up to LTO-9 tape weekly (Friday night) instead of monthly, with one tape set kept offsite at Kirkby.",
             "keywords": ["lto-9", "weekly", "offsite"]},
        ],
        "answered": [0, 6],
    },
    # ------------------------------------------------------------------ c27
    {
        "id": "c27",
        "day": "2026-05-04",
        "turns": [
            (U, "ifeoma. we're getting a summer intern (june-aug), Noor, from the university programme. dario and i both want her 😅"),
            (A, "A nice problem to have! What projects are you both proposing?"),
            (U, "dario has the button collection (~2,300 buttons, uncatalogued). i have the photo albums rehousing"),
            (A, "The buttons are a self-contained project with a clear end product; the albums may need more conservation experience. Splitting her time is also possible."),
            (U, "maren decided: noor works on cataloguing the button collection, dario supervises, and she'll do 1 day a week with me on albums"),
            (A, "Sounds like a balanced plan."),
            (U, "can you suggest fields for the button catalogue"),
            (A, "Suggested fields: object number, material(s), manufacturing technique, shank type, diameter (mm), colour, decoration, maker's marks/backmark, date range, provenance/source, condition, storage location, image filename."),
            (U, "perfect, forwarding to dario"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Summer intern Noor catalogues the button collection under Dario's supervision and spends one day a week with Ifeoma on photo albums.",
             "keywords": ["noor", "button collection", "dario supervises"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ c28
    {
        "id": "c28",
        "day": "2026-05-08",
        "turns": [
            (U, "dario. setting up the showcase for the archaeological bronzes in gallery 2. conditioned silica gel at what RH? conservators argue 35 vs 40"),
            (A, "For archaeological copper alloys with chlorides, below ~40% RH is generally recommended to prevent active 'bronze disease'; many aim for 35% for extra margin."),
            (U, "the problem is the case also has an organic thing, a leather strap, which hates going too dry"),
            (A, "Leather can stiffen and crack below ~40%. Ideally it would get its own microclimate, for example a small sealed box with its own gel."),
            (U, "cant split the case, design is fixed"),
            (A, "Then it's a compromise: 40% favours the leather, 35% the bronzes. Checking the bronzes' chloride status would help decide."),
            (U, "ok ill ask priya and the curator. for now the showcase rh target for the bronzes is still open, 35 or 40, gel is unconditioned in the bag"),
            (A, "Noted. Let me know what they say and I can help calculate how much gel you need."),
        ],
        "facts": [
            {"kind": "open", "turn": 6,
             "text": "The RH target (35% or 40%) for the gallery 2 bronzes showcase, which also holds a leather strap, is still undecided.",
             "keywords": ["showcase", "35 or 40", "still open"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ c29
    {
        "id": "c29",
        "day": "2026-05-13",
        "turns": [
            (U, """kenji. pestguard contract ends this month, they missed 2 visits in q1. the new quote from Verdant IPM is here, can you compare
| | pestguard | verdant |
|---|---|---|
| visits/yr | 6 | 12 |
| price | 4,800 | 6,100 |
| museum experience | no | yes (3 museums) |
| pheromone traps incl | no | yes |"""),
            (A, "Verdant costs €1,300 more per year but doubles the visits, includes pheromone traps and has museum experience. Per visit it's actually cheaper (€508 vs €800)."),
            (U, "maren's ok with the extra cost"),
            (A, "Then Verdant seems the clear choice, especially given the moth issues in store B."),
            (U, "so pestguard is out, we switched to verdant ipm from june 1, monthly visits, they also take over the trap checks in stores a-c"),
            (A, "Noted. Give them your trap map and the last six months of trap data so they start with a baseline."),
            (U, "nice, thx. gonna grab a sandwich"),
            (A, "Enjoy! 🥪"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Pest control contractor changed from Pestguard to Verdant IPM from June 1, with monthly visits and trap checks in stores A-C.",
             "keywords": ["pestguard", "verdant", "monthly visits"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ c30
    {
        "id": "c30",
        "day": "2026-05-19",
        "turns": [
            (U, "back from the icom-cc working group call. can you give me a tl;dr of the 'oddy test alternatives' thing, someone mentioned accelerated corrosion tests vs oddy"),
            (A, "TL;DR: the Oddy test puts metal coupons (silver, copper, lead) with a material sample in a sealed tube at high temperature and humidity for 28 days and looks for corrosion. Critics point to poor reproducibility between labs; alternatives include modified/standardised protocols and direct emission analysis of volatile acids, aldehydes and sulfur compounds."),
            (U, "interesting. is the 3-in-1 oddy still considered ok"),
            (A, "Yes, the 3-in-1 variant (all three coupons in one vessel) is widely used and accepted by many labs, as long as the procedure and controls are documented."),
            (U, "cool. anyway it was raining on the walk back and my umbrella exploded ☔"),
            (A, "Oh no 😅 Hope you dried off!"),
            (U, "lol thx"),
        ],
        "facts": [],
        "answered": [0, 2],
    },
    # ------------------------------------------------------------------ c31
    {
        "id": "c31",
        "day": "2026-05-26",
        "turns": [
            (U, "maren. we're still doing paper condition reports and scanning them lol. the cms now has a tablet form. pros/cons?"),
            (A, "Pros: no re-typing, photos attached directly, searchable. Cons: needs tablets and training, and possibly connectivity at venues."),
            (U, "lena says couriers sometimes have no wifi at the venue"),
            (A, "Check whether the tablet form has an offline mode that syncs later."),
            (U, "checked, the tablet form works offline and syncs later. ok from now on all condition reports go straight into the cms tablet form, no more paper forms. starting june 1st"),
            (A, "Great. I'd brief everyone at the Thursday meeting before June 1."),
            (U, "what about the old paper ones"),
            (A, "Scan them as PDFs and attach them to the object records in the CMS, so all condition history is in one place."),
            (U, "yeah sofia can batch-scan them in the summer lull"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "From June 1 all condition reports are done in the CMS tablet form (works offline); no more paper forms.",
             "keywords": ["condition reports", "tablet form", "no more paper"]},
            {"kind": "decision", "turn": 8,
             "text": "Sofia will batch-scan the old paper condition reports during the summer.",
             "keywords": ["sofia", "batch-scan"]},
        ],
        "answered": [0, 2, 6],
    },
    # ------------------------------------------------------------------ c32
    {
        "id": "c32",
        "day": "2026-06-01",
        "turns": [
            (U, "hey. halvorsen wants to extend the tapestry loan, their show got 4 extra weeks. original return 15 june. priya checked their light logs, avg 42 lux, fine"),
            (A, "Things to check: insurance extension, courier availability for the new date, crate storage at their end, and the total light exposure."),
            (U, "aldgate extension is free within 60 days. priya can do the new date"),
            (A, "Then nothing blocks it."),
            (U, "ok approved: tapestry return moved from 15 june to 13 july, priya still couriers. can you draft the loan agreement amendment"),
            (A, "Amendment no. 1 to the loan agreement for the Flemish tapestry (inv. 1987.114): the return date is changed from 15 June 2026 to 13 July 2026. All other terms remain unchanged. Courier: Priya."),
            (U, "thanks!! ☀️ finally summer"),
            (A, "Enjoy the sun! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "The Flemish tapestry's return from the Halvorsen Museum was moved from 15 June to 13 July; Priya still couriers.",
             "keywords": ["13 july", "15 june", "return"]},
        ],
        "answered": [0, 4],
    },
    # ------------------------------------------------------------------ c33
    {
        "id": "c33",
        "day": "2026-06-05",
        "turns": [
            (U, """priya. traps in store B still catching moths after freezing racks 4-5
```
week  T-07  T-08  T-09
18    2     0     1
19    1     1     2
20    3     0     1
```"""),
            (A, "Steady catches over three weeks, including T-09 on a different rack, suggest the infestation isn't limited to racks 4-5."),
            (U, "verdant ipm also recommends anoxic for the whole store"),
            (A, "Logistics for a whole-store anoxic treatment: nitrogen tent or bubble, O2 below 0.3% for at least 21 days at room temperature, oxygen monitoring, and a plan for moving objects in and out."),
            (U, "ok it's settled, store B gets a full anoxic treatment in july, nitrogen tent rental, 4 weeks incl. setup. everything in store B goes in"),
            (A, "Noted. I'd clean the empty racks while the objects are in the tent."),
            (U, "thx. lunch is pizza today, the director's paying for some reason 🍕"),
            (A, "Enjoy, and don't ask why 😄"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "All of textile store B gets a full anoxic (nitrogen tent) treatment in July, about 4 weeks including setup.",
             "keywords": ["anoxic", "store b", "july"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ c34
    {
        "id": "c34",
        "day": "2026-06-11",
        "turns": [
            (U, "kenji. insurance audit flagged store B sprinklers (wet pipe) above the textile racks. they suggest inert gas or pre-action. whats the difference"),
            (A, "Wet pipe systems are always full of water, so a damaged head means water immediately. Pre-action pipes are dry until a detector triggers, so accidental discharge is much less likely. Inert gas uses no water but needs a sealed room and is much more expensive."),
            (U, "inert gas quote for store B was 120k lol. pre-action retrofit ~45k"),
            (A, "Big difference. Store B's airtightness would also have to be tested for inert gas."),
            (U, "maren wants to wait for the capital budget round in october. so fire suppression in store b is still not decided, inert gas vs pre-action"),
            (A, "Interim measures could reduce the risk meanwhile, e.g. drip shields over the racks."),
            (U, "good idea, can you list interim measures in a short list for the audit response"),
            (A, "Interim measures:\n- polyethylene drip shields on the top shelves\n- no boxes directly under sprinkler heads\n- water sensors under racks, linked to alarms\n- sprinkler head guards\n- emergency salvage kit at the door"),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "Fire suppression for store B (inert gas at ~120k vs pre-action at ~45k) is not decided; waiting for the October capital budget round.",
             "keywords": ["not decided", "inert gas", "pre-action"]},
        ],
        "answered": [0, 6],
    },
    # ------------------------------------------------------------------ c35
    {
        "id": "c35",
        "day": "2026-06-17",
        "turns": [
            (U, """colour was drifting between sessions on the copystand. delta e readings:
session 1: mean dE00 1.8
session 2: mean dE00 3.9
session 3: mean dE00 2.6
any idea why"""),
            (A, "A jump to 3.9 usually comes from a change in the lighting (warm-up, moved lights, bulb ageing) or a camera/profile setting not matching the target shot."),
            (U, "we were only shooting the colorchecker at the start of the day"),
            (A, "That explains it: any change during the day isn't captured in the profile."),
            (U, "ok from now on we shoot the colorchecker sg at the start of every session and after any lighting change, profile per session, target mean dE00 under 2"),
            (A, "Good workflow. Log the dE value per session in your capture metadata."),
            (U, "thank you!! ❤️"),
            (A, "Happy to help! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The ColorChecker SG is shot at the start of every copystand session and after any lighting change, with a profile per session and a mean dE00 target under 2.",
             "keywords": ["colorchecker sg", "every session", "under 2"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ c36
    {
        "id": "c36",
        "day": "2026-06-23",
        "turns": [
            (U, "ifeoma. the big watercolour by Bramsen (1933.12) is going into the permanent display. the frame has plain glass, no uv filter"),
            (A, "Plain glass lets most UV through. Options: UV-filtering laminated glass, or UV-filtering museum acrylic, both preferably anti-reflective."),
            (U, "acrylic has static issue for pastel but this is watercolour so ok?"),
            (A, "Yes, static is a problem for friable media like pastel and charcoal, not for watercolour. Acrylic is also lighter and safer if it breaks."),
            (U, "we'll use optium museum acrylic instead of the glass, and add a sealed backing with marvelseal. dario's doing the frame work next week"),
            (A, "Good choice. Add a spacer so the acrylic doesn't touch the paper."),
            (U, "thx"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The Bramsen watercolour is reglazed with Optium museum acrylic instead of plain glass, with a Marvelseal sealed backing.",
             "keywords": ["optium", "marvelseal", "instead of the glass"]},
        ],
        "answered": [2],
    },
    # ------------------------------------------------------------------ c37
    {
        "id": "c37",
        "day": "2026-06-29",
        "turns": [
            (U, "hey, quick admin thing. the building is cutting hvac in the west wing on friday afternoons in summer to save energy 🙄"),
            (A, "That will make RH and temperature drift in those rooms. Which areas are affected?"),
            (U, "paper lab is in the west wing. no point doing humidification treatments when the rh drifts"),
            (A, "Agreed, humidification and flattening need stable conditions."),
            (U, "ok so from july 3 the paper lab closes fridays at 15:00 until end of august, ill do admin from home those afternoons"),
            (A, "Makes sense. Put a note on the door and in the shared calendar."),
            (U, "also can you recommend any podcast for the commute lol"),
            (A, "A few ideas: history and heritage podcasts, design/architecture shows, or audiobooks about art theft (surprisingly relevant to the job 😄)."),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "From July 3 to the end of August the paper lab closes on Fridays at 15:00 because the west wing HVAC is switched off.",
             "keywords": ["fridays", "15:00", "paper lab"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ c38
    {
        "id": "c38",
        "day": "2026-07-06",
        "turns": [
            (U, "lena. museu do traje in lisbon wants the robe à la française for a 2027 show. 5 months display"),
            (A, "Five months is long for 18th-century silk. Check the condition, the display conditions they offer, and your light policy."),
            (U, "priya says the silk is shattering at the hem, and 5 months is double our limit"),
            (A, "Then at minimum ask for a shorter display period and your own mount."),
            (U, "they could do 10 weeks maybe. but they also want it on their own mannequin, not our mount"),
            (A, "Using their mannequin would mean new stresses on a fragile garment. It's reasonable to make your mount a condition."),
            (U, "ok so we cant say yes or no yet. the lisbon robe loan is still open, waiting on their facility report and whether they accept our mount"),
            (A, "Noted. I can draft a reply listing your conditions if you want."),
        ],
        "facts": [
            {"kind": "open", "turn": 6,
             "text": "The Lisbon loan request for the silk robe is still open, pending their facility report and whether they accept our mount.",
             "keywords": ["lisbon", "facility report", "our mount"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ c39
    {
        "id": "c39",
        "day": "2026-07-10",
        "turns": [
            (U, "maren. budget cut 12% for next fiscal 😭 need to drop something. list: new stereo microscope (14k), second freezer (3k), training budget (6k)"),
            (A, "The microscope is the largest item. Can the existing one be repaired?"),
            (U, "the leica can be serviced for 1.9k, its just the zoom drive"),
            (A, "Then servicing the Leica saves about €12k and keeps the freezer and training."),
            (U, "ok final: no new microscope this year, we service the leica instead. freezer and training stay"),
            (A, "Noted."),
            (U, "can you draft the memo to finance"),
            (A, "Memo: 'To meet the 12% reduction, conservation withdraws the request for a new stereo microscope (€14,000) and will service the existing Leica (€1,900) instead. The second freezer (€3,000) and the training budget (€6,000) remain.'"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Because of the 12% budget cut, no new stereo microscope is bought; the existing Leica is serviced instead (freezer and training stay).",
             "keywords": ["no new microscope", "leica", "service"]},
        ],
        "answered": [0, 6],
    },
    # ------------------------------------------------------------------ c40
    {
        "id": "c40",
        "day": "2026-07-15",
        "turns": [
            (U, "tomas. facilities just told us the gallery 3 air handler gets replaced 10-21 august, no climate control at all for 12 days 😑"),
            (A, "In August that could mean big RH swings. Panel paintings are the most at risk."),
            (U, "the dutch panels cant stay there, no way"),
            (A, "Store A is climate-controlled and close. Moving them for the duration is safest."),
            (U, "ok decided with maren: the six panel paintings move from gallery 3 to store A for the shutdown, kenji sets up the move on aug 7"),
            (A, "Noted. Condition-check them before and after, and let them acclimatise in their wrapping."),
            (U, "the rest of the gallery (frames, the cabinet) stays with rental dehumidifiers. but facilities says that's our budget, we say it's theirs 🙄 no answer yet"),
            (A, "Worth escalating before August so the rental can be booked in time."),
            (U, "yeah lets see, ty"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "During the Gallery 3 air handler replacement the six Dutch panel paintings move to store A; Kenji sets up the move on Aug 7.",
             "keywords": ["store a", "panel paintings", "aug 7"]},
            {"kind": "open", "turn": 6,
             "text": "Unresolved whether facilities or the conservation budget pays for the rental dehumidifiers during the Gallery 3 shutdown.",
             "keywords": ["rental dehumidifiers", "budget"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ c41
    {
        "id": "c41",
        "day": "2026-07-21",
        "turns": [
            (U, "sofia. dario wants 3d models of the 40 top objects. photogrammetry or structured light?"),
            (A, "Structured light is more accurate for geometry; photogrammetry gives better colour texture and only needs a camera and software."),
            (U, "we have no budget for a scanner, so photogrammetry. how many images per object"),
            (A, "For small objects on a turntable: 3 rings (low, mid, high) of 24-36 images, plus top shots. 70-110 images is typical."),
            (U, "ok we'll use photogrammetry with a turntable, min 72 images per object (3 rings of 24), processed in metashape. starting with the bronzes"),
            (A, "Good. Include a scale bar and a colour target in some shots."),
            (U, "whats a good export format for web"),
            (A, "glTF/GLB: compact, widely supported in web viewers. Keep an OBJ or PLY master for archiving."),
            (U, "cool ty"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "3D models are made by turntable photogrammetry with at least 72 images per object (3 rings of 24), processed in Metashape, starting with the bronzes.",
             "keywords": ["photogrammetry", "72 images", "metashape"]},
        ],
        "answered": [0, 2, 6],
    },
    # ------------------------------------------------------------------ c42
    {
        "id": "c42",
        "day": "2026-07-28",
        "turns": [
            (U, "kenji. the move to kirkby is done 🎉 now the location codes are a mess, old store letters dont work"),
            (A, "Congrats! A hierarchical code (site, store, bay, shelf) works well across several buildings."),
            (U, "thinking: SITE-STORE-BAY-SHELF, like KB-P1-03-02"),
            (A, "Looks good. Use zero-padded numbers so codes sort correctly."),
            (U, "ok done: replaced the old letter codes with site-store-bay-shelf codes (KB-P1-03-02 style) for all locations, cms import runs this weekend"),
            (A, "Noted. Keep a mapping table old -> new so old paperwork can still be read."),
            (U, """the import csv gives this error tho
```
Row 418: location_code 'KB-P1-3-2' does not match pattern ^[A-Z]{2}-[A-Z0-9]{2}-\\d{2}-\\d{2}$
```"""),
            (A, "Row 418 isn't zero-padded: it should be 'KB-P1-03-02'. Check the rest with a quick filter for codes shorter than 11 characters."),
            (U, "doh. thanks"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Storage locations switched from old store letter codes to SITE-STORE-BAY-SHELF codes like KB-P1-03-02.",
             "keywords": ["site-store-bay-shelf", "letter codes"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ c43
    {
        "id": "c43",
        "day": "2026-08-04",
        "turns": [
            (U, "tomas. the reyersz portrait: curator meeting finally happened (late, i know). she agreed to thinning, not full removal 🙌"),
            (A, "Great news. What's the plan for the glazed areas?"),
            (U, "the xrf in march showed lead white + some copper in the glazes, im worried about free solvents there. ideas?"),
            (A, "Solvent gels limit penetration and evaporation; they're often used over sensitive glazes. Test clearance too."),
            (U, "ok decided: varnish thinning on the reyersz with solvent gels (ethanol in klucel g, cleared with isooctane), no free solvents on the glazed areas"),
            (A, "Noted. Document the gel recipe and contact time per area."),
            (U, "approx how long? its 60x80"),
            (A, "With gel work, maybe 60-80 hours including testing and documentation."),
        ],
        "facts": [
            {"kind": "decision", "turn": 0,
             "text": "The curator agreed that the Anna Reyersz portrait's varnish is thinned, not fully removed.",
             "keywords": ["thinning", "not full removal"]},
            {"kind": "decision", "turn": 4,
             "text": "Varnish thinning on the Reyersz portrait uses solvent gels (ethanol in Klucel G, cleared with isooctane); no free solvents on glazed areas.",
             "keywords": ["solvent gels", "klucel", "no free solvents"]},
        ],
        "answered": [2, 6],
    },
    # ------------------------------------------------------------------ c44
    {
        "id": "c44",
        "day": "2026-08-10",
        "turns": [
            (U, "34 degrees outside 🥵 the lab is the only cool place. ok excel question: i have dates in A and lux in B, want monthly totals"),
            (A, "Use a helper column C with `=TEXT(A2,\"yyyy-mm\")`, then a pivot table, or `=SUMIFS(B:B, A:A, \">=\"&DATE(2026,8,1), A:A, \"<\"&DATE(2026,9,1))`."),
            (U, "it says #VALUE!"),
            (A, "Probably your dates are stored as text. Try `=DATEVALUE(A2)` in a new column, or Data > Text to Columns."),
            (U, "that was it. ty. going for ice cream 🍦"),
            (A, "Well deserved! Happy to help."),
        ],
        "facts": [],
        "answered": [0, 2],
    },
    # ------------------------------------------------------------------ c45
    {
        "id": "c45",
        "day": "2026-08-17",
        "turns": [
            (U, "lena. the oslo museum facility report for our autumn loan (the 3 textile samplers) says galleries run 40-60% rh seasonally"),
            (A, "That's wider than most standard loan conditions. What does your agreement say?"),
            (U, "our loan agreement standard says 45-55"),
            (A, "One option is sealed showcases with conditioned silica gel so the samplers are buffered from the room."),
            (U, "they offered a showcase with silica gel but only for 2 of the 3 samplers"),
            (A, "Then the third would be exposed to the room swings."),
            (U, "priya wants all 3 in cases or nothing. so the oslo samplers loan is open till they confirm a third showcase"),
            (A, "Noted. I can draft a reply asking for a third showcase."),
        ],
        "facts": [
            {"kind": "open", "turn": 6,
             "text": "The Oslo loan of three textile samplers is on hold until Oslo confirms a third buffered showcase.",
             "keywords": ["oslo", "third showcase", "samplers"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ c46
    {
        "id": "c46",
        "day": "2026-08-24",
        "turns": [
            (U, "maren. hr approved a new position!! 0.6 fte. mount maker or a second objects conservator?"),
            (A, "Depends on where the bottleneck is. How much do you currently outsource?"),
            (U, "we outsource mounts for like 30k a year"),
            (A, "A 0.6 FTE mount maker would roughly pay for itself and speed up display and loan preparation."),
            (U, "decision: we hire a part-time mount maker, 0.6 fte, start october 1, reports to dario"),
            (A, "Noted."),
            (U, "can you draft the job ad summary"),
            (A, "Mount maker (0.6 FTE), start 1 October. You design and build display mounts and supports for objects, textiles and works on paper, working closely with the conservators. Experience with metal and Ethafoam mounts required. Reports to the objects conservator."),
            (U, "ty perfect"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The new 0.6 FTE position is a part-time mount maker starting October 1, reporting to Dario.",
             "keywords": ["mount maker", "0.6 fte", "october 1"]},
        ],
        "answered": [0, 6],
    },
    # ------------------------------------------------------------------ c47
    {
        "id": "c47",
        "day": "2026-08-31",
        "turns": [
            (U, """kenji. too many night alarms from the meshlog system, i got woken up 3x last week for nothing. current rules:
```json
{"rh_high": 60, "rh_low": 35, "temp_high": 24, "delay_min": 0}
```"""),
            (A, "With delay 0, every short spike (a door opening, a cleaner) triggers an alarm. A delay of 15-30 minutes filters most nuisance alarms."),
            (U, "but maren wants tighter rh high after the gallery 3 thing"),
            (A, "You can tighten limits and add a delay at the same time: short spikes won't page, sustained ones will."),
            (U, "ok new rules live: rh_high 58, rh_low 38, temp_high 23, plus 20 min delay before it pages anyone"),
            (A, "Noted. Review the alarm log after a month to check the balance."),
            (U, "thx kenji out 🫡"),
            (A, "Sleep well tonight! 😄"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Meshlog alarm rules changed to rh_high 58, rh_low 38, temp_high 23, with a 20-minute delay before paging.",
             "keywords": ["rh_high 58", "20 min delay", "temp_high 23"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ c48
    {
        "id": "c48",
        "day": "2026-09-07",
        "turns": [
            (U, "sofia. the web team asks what license we put on the digitized public domain images"),
            (A, "Many museums use CC0 for public domain works so anyone can reuse them without restrictions. CC BY requires attribution but adds a layer of rights over public domain material that's arguably not needed."),
            (U, "maren hates watermarks anyway"),
            (A, "CC0 and watermarks don't go well together, so that fits."),
            (U, "ok we're going with cc0 for all public domain images, no watermarks, full res downloads. in-copyright stuff stays low res"),
            (A, "Noted. Add a 'please credit the museum' courtesy line."),
            (U, "awesome ty"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Public domain images are released under CC0 with no watermarks and full-resolution downloads; in-copyright works stay low resolution.",
             "keywords": ["cc0", "public domain", "no watermarks"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ c49
    {
        "id": "c49",
        "day": "2026-09-11",
        "turns": [
            (U, "ugh. the kessler portrait came back from hamburg today. gilt frame has a chipped corner, ~3cm, and loose flakes in the crate. what do i do first"),
            (A, "Photograph everything before touching it, collect the flakes in a labelled bag, note the crate's condition and the shock indicators, and tell the insurer and the borrower quickly."),
            (U, "condition report from outgoing says frame 'stable, minor abrasions'. photos attached to the cms"),
            (A, "Good, that documents the damage as new."),
            (U, "tomas thinks its a 2 hour fix. aldgate deductible is 2.5k so maybe not worth claiming. but hamburg's courier signed the report as 'no damage' which is weird"),
            (A, "Even if you don't claim, send Hamburg a written notice of the discrepancy."),
            (U, "yeah we havent decided if we file a claim or just fix it and send hamburg a note. leaving open till tomas quotes it"),
            (A, "Noted. Insurers often have a notification deadline, so you may want to notify Aldgate now without filing a claim yet."),
        ],
        "facts": [
            {"kind": "open", "turn": 6,
             "text": "Undecided whether to file an insurance claim for the chipped gilt frame of the Kessler portrait returned from Hamburg or just repair it and notify Hamburg.",
             "keywords": ["file a claim", "hamburg", "havent decided"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ c50
    {
        "id": "c50",
        "day": "2026-09-17",
        "turns": [
            (U, "priya. writing the new light policy for textiles. old rule was 50 lux, no annual limit. should we add one"),
            (A, "Yes, an annual exposure budget in lux-hours is the standard approach, because the damage is cumulative."),
            (U, "whats 50 lux x 8h x 360 days"),
            (A, "50 × 8 × 360 = 144,000 lux-hours per year."),
            (U, "ok agreed with maren: textiles max 50 lux and 150,000 lux hours per year, after that they rest in storage for at least 2 years"),
            (A, "Noted. The Meshlog units could be paired with light loggers to track this per case."),
            (U, "and the lace collection is super sensitive, can we go lower"),
            (A, "Yes, many museums use 30 lux or less for very sensitive items."),
            (U, "ok lace gets 30 lux max"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Textiles are limited to 50 lux and 150,000 lux hours per year, then rest in storage for at least 2 years.",
             "keywords": ["150,000 lux hours", "2 years"]},
            {"kind": "decision", "turn": 8,
             "text": "The lace collection is limited to 30 lux maximum.",
             "keywords": ["lace", "30 lux"]},
        ],
        "answered": [0, 2, 6],
    },
    # ------------------------------------------------------------------ c51
    {
        "id": "c51",
        "day": "2026-09-23",
        "turns": [
            (U, "priya again lol. christmas lace exhibit opens nov 20 and runs 9 months. we have 24 pieces and space for 8. how do i plan it"),
            (A, "With 24 pieces and 8 places, you can do three rotations so each piece is only shown once."),
            (U, "at 30 lux 8h a day thats like 7,200 lux h per month right"),
            (A, "Yes: 30 × 8 × 30 = 7,200 lux-hours per month, so ~21,600 per 3-month rotation."),
            (U, "ok: lace rotates every 3 months, 8 pieces per rotation, so 3 rotations over the 9-month show"),
            (A, "Noted. I'd put the rotation dates in the calendar now."),
            (U, "ty!!"),
            (A, "Happy to help! 🎄"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "In the Christmas lace exhibition the lace rotates every 3 months, 8 pieces per rotation, 3 rotations over 9 months.",
             "keywords": ["rotates every 3 months", "8 pieces"]},
        ],
        "answered": [0, 2],
    },
    # ------------------------------------------------------------------ c52
    {
        "id": "c52",
        "day": "2026-09-29",
        "turns": [
            (U, "maren. cms vendor email: the migration to v9 was planned for october. they want to delay"),
            (A, "What reason do they give, and how long a delay?"),
            (U, "honestly good, october is our busiest loan month"),
            (A, "Then a delay suits you too."),
            (U, "ok agreed with vendor, migration bumped to january 2027 (week 3), freeze on bulk edits from jan 11"),
            (A, "Noted. Let the team know about the bulk-edit freeze well in advance."),
            (U, "tell me what to ask them about the recto/verso vocab"),
            (A, "Ask: (1) will v9 include 'recto'/'verso' in the view vocabulary, (2) can the 312 previously skipped records be re-synced automatically, (3) will custom mappings survive upgrades."),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "The CMS v9 migration was postponed from October to January 2027 (week 3), with a freeze on bulk edits from January 11.",
             "keywords": ["migration", "january 2027", "bulk edits"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ c53
    {
        "id": "c53",
        "day": "2026-10-05",
        "turns": [
            (U, """dario. test results for the painted wooden coffin lid (E.412) flaking paint consolidation
| consolidant | penetration | gloss change | notes |
|---|---|---|---|
| funori 1% | good | none | slow |
| aquazol 200 5% | good | slight | tide lines |
| jsp isinglass 2% | fair | none | fine |"""),
            (A, "Funori gives good penetration without gloss but is slow; Aquazol left tide lines, which is a problem on a matte surface; isinglass penetrates less but leaves no visible change."),
            (U, "isinglass pretty good too tbh"),
            (A, "Yes, it may be enough for the less lifted areas. A second round with more areas and repeated applications would clarify."),
            (U, "ill run a second test round with the mount maker when she starts. for now its open between funori and isinglass, aquazol out because of the tide lines"),
            (A, "Noted. Document the test areas in the coffin lid's treatment record."),
            (U, "thx ttyl"),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "Still open whether the coffin lid's flaking paint is consolidated with funori or isinglass; Aquazol is ruled out because of tide lines.",
             "keywords": ["funori", "isinglass", "aquazol out"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ c54
    {
        "id": "c54",
        "day": "2026-10-09",
        "turns": [
            (U, "dario. icom-cc call for papers for the 2027 conference closes nov 1. should i submit the b-72 joins thing or the coffin"),
            (A, "The coffin isn't finished yet. The ceramic joins project has results to show."),
            (U, "maren says one paper per lab"),
            (A, "Then the more complete project is safer."),
            (U, "ok we're going with the delft plate b-72 case study, im first author, ifeoma second. abstract due nov 1"),
            (A, "Noted. Start with the problem (yellowed HMG), then method, then results."),
            (U, "can you check my abstract word count rules? 300 words max"),
            (A, "If the limit is 300 words, titles and author names usually don't count, but check the call text. Paste the abstract and I'll count."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The lab's ICOM-CC 2027 submission is the Delft plate B-72 case study, Dario first author and Ifeoma second; abstract due Nov 1.",
             "keywords": ["delft plate", "first author", "case study"]},
        ],
        "answered": [0, 6],
    },
    # ------------------------------------------------------------------ c55
    {
        "id": "c55",
        "day": "2026-10-15",
        "turns": [
            (U, "halloween party planning in the lab 🎃 someone suggested we dress as famous paintings lol"),
            (A, "Girl with a Pearl Earring is a classic. The Scream is easier 😱"),
            (U, "ok work q: is melinex the same as mylar"),
            (A, "Both are brand names for polyester (PET) film. In conservation they're used interchangeably."),
            (U, "and is it safe for encapsulating pastels"),
            (A, "No: polyester film is electrostatic and can lift loose pastel or charcoal particles. Use a window mat instead."),
            (U, "good to know ty. ok so from now on pastels and charcoals get window mats only, no melinex encapsulation for friable media in the paper lab. putting a sign on the encapsulator lol"),
            (A, "Good rule, noted. Let me know if you need anything else, and have fun at the party! 🎃"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6,
             "text": "Pastels, charcoals and other friable media are no longer encapsulated in Melinex in the paper lab; they get window mats only.",
             "keywords": ["window mats only", "no melinex", "friable"]},
        ],
        "answered": [2, 4],
    },
    # ------------------------------------------------------------------ c56
    {
        "id": "c56",
        "day": "2026-10-21",
        "turns": [
            (U, "ifeoma. box order time. last year we bought all buffered"),
            (A, "Buffered (alkaline) boxes are good for most paper but not recommended for some photographic processes (e.g. albumen, cyanotypes) or for protein fibres like silk and wool."),
            (U, "yeah priya said the same"),
            (A, "Then split the order."),
            (U, "ok from now on: buffered boxes for paper only, unbuffered for photographs, silk and wool. order goes to conservaline by friday"),
            (A, "Noted."),
            (U, "how much? 120 paper, 80 photo, boxes are 14.20 and 15.90"),
            (A, "120 × €14.20 = €1,704; 80 × €15.90 = €1,272; total €2,976 before VAT."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Buffered boxes are used only for paper; photographs, silk and wool get unbuffered boxes; order placed with Conservaline.",
             "keywords": ["unbuffered", "photographs", "conservaline"]},
        ],
        "answered": [0, 6],
    },
    # ------------------------------------------------------------------ c57
    {
        "id": "c57",
        "day": "2026-10-27",
        "turns": [
            (U, "sofia. 1,200 glass plate negatives in the basement, nobody's touched them in years. digitize in house or outsource?"),
            (A, "Depends on capacity and equipment. How long per plate in house?"),
            (U, "in-house is ~4 min each with the light box, so 80 hours. outsource quote 9.50 per plate"),
            (A, "Outsourcing is 1,200 × €9.50 = €11,400. In-house is ~80 hours of your time plus handling risk; outsourcing means transport risk for glass."),
            (U, "maren wants to see if we get the heritage grant in january first. so the glass plates: in-house vs outsource is open till the grant decision"),
            (A, "Noted. Meanwhile a condition survey of the plates would help either way."),
            (U, "thx, lunch time, soup day 🍲"),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "Whether the 1,200 glass plate negatives are digitized in-house or outsourced is open until the heritage grant decision in January.",
             "keywords": ["glass plates", "grant", "outsource"]},
        ],
        "answered": [0, 2],
    },
    # ------------------------------------------------------------------ c58
    {
        "id": "c58",
        "day": "2026-11-03",
        "turns": [
            (U, "lena. lisbon followed up on the marble bust for 2027, what do i tell them"),
            (A, "It depends on the conservation assessment of the crack. What did Dario say?"),
            (U, "dario: engineer visit in may said crack is stable but recommends not transporting. we never pinned it, just monitoring"),
            (A, "Then a loan would go against the engineer's advice."),
            (U, "ok final call, we decline the lisbon loan of the marble bust, it doesnt travel. offering them the bronze head instead"),
            (A, "Noted. Want me to draft the reply?"),
            (U, "yes pls draft"),
            (A, "Dear colleagues, thank you for your interest in the marble bust (1910.3). After a structural assessment we have decided the bust cannot travel. We would be glad to offer the bronze head as an alternative. Best regards, Lena"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The Lisbon loan request for the marble bust is declined; the bust does not travel and the bronze head is offered instead.",
             "keywords": ["decline", "marble bust", "bronze head"]},
            {"kind": "decision", "turn": 2,
             "text": "The marble bust's neck crack was never pinned; after the engineer's visit it is only monitored.",
             "keywords": ["never pinned", "monitoring"]},
        ],
        "answered": [0, 6],
    },
    # ------------------------------------------------------------------ c59
    {
        "id": "c59",
        "day": "2026-11-12",
        "turns": [
            (U, "maren. kenji's doing fewer weekend shifts from december, family stuff. what do we do about the alarm rota"),
            (A, "Someone else could take the weekends, with the weekday rotation unchanged."),
            (U, "lena is happy to take weekends, she lives closest anyway"),
            (A, "That works."),
            (U, "ok from december 1 lena replaces kenji as first call on weekends, weekdays rota unchanged. security desk list updated"),
            (A, "Noted. Make sure the backup for weekends is someone other than Lena."),
            (U, "thanks!"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "From December 1 Lena replaces Kenji as first call for weekend alarms; the weekday rota is unchanged.",
             "keywords": ["lena replaces kenji", "weekends", "december 1"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ c60
    {
        "id": "c60",
        "day": "2026-11-27",
        "turns": [
            (U, "maren. end of year planning. candidates for 2027 focus: store B refurb (fire suppression + shelving), glass plates digitization, lace catalogue"),
            (A, "Store B carries the highest risk for the collection, so it's a natural first priority."),
            (U, "the sprinkler thing came back from the capital budget! 🎉 approved pre-action, not inert gas"),
            (A, "Great news, that was the big open item for store B."),
            (U, "final call: 2027 focus is the store B refurbishment, pre-action sprinkler retrofit in q2 and new shelving, the other two wait"),
            (A, "Noted."),
            (U, "thanks for all the help this year 😊"),
            (A, "Happy to help! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "The capital budget approved pre-action sprinklers (not inert gas) for store B.",
             "keywords": ["pre-action", "capital budget"]},
            {"kind": "decision", "turn": 4,
             "text": "The 2027 focus is the store B refurbishment: pre-action sprinkler retrofit in Q2 and new shelving; the other projects wait.",
             "keywords": ["2027 focus", "refurbishment"]},
        ],
        "answered": [0],
    },
]

QUESTIONS = [
    {"question": "what humidity does the humidifier in the room with the dutch panels aim for these days?", "chat": "c01", "fact": 0},
    {"question": "who went with the flemish tapestry to norway and who covered their daily expenses?", "chat": "c02", "fact": 0},
    {"question": "which underwriter handles the insurance for our loans now, and since when?", "chat": "c04", "fact": 0},
    {"question": "did we ever work out what happens to the moldy holm sketchbooks?", "chat": "c05", "fact": 0},
    {"question": "what imaging standard and resolution do we capture works on paper like sketches at?", "chat": "c06", "fact": 0},
    {"question": "what's the naming pattern for the digitization tiffs?", "chat": "c06", "fact": 1},
    {"question": "which adhesive mix does the objects lab use to reassemble broken ceramics?", "chat": "c07", "fact": 0},
    {"question": "back in january with the moths in the textile storage, what was the thing we couldn't agree on?", "chat": "c08", "fact": 0},
    {"question": "how long do textiles stay at minus thirty for pest treatment now?", "chat": "c09", "fact": 0},
    {"question": "what conditions did we put on the watercolours we lent to the kestrel?", "chat": "c11", "fact": 0},
    {"question": "when's the weekly team meeting these days?", "chat": "c12", "fact": 0},
    {"question": "what replaced the old battery dataloggers in the storerooms?", "chat": "c13", "fact": 0},
    {"question": "what was left hanging in february about the yellow coating on the anna portrait?", "chat": "c14", "fact": 0},
    {"question": "how does the night alarm call list work and who is always the second person?", "chat": "c15", "fact": 0},
    {"question": "what does security do if nobody picks up the phone during a night alarm?", "chat": "c15", "fact": 1},
    {"question": "what paste and tissue do we use now to mend tears in the old 1920s cartography?", "chat": "c16", "fact": 0},
    {"question": "did we end up purchasing that handheld elemental analyser dario wanted?", "chat": "c17", "fact": 0},
    {"question": "what was the unresolved issue about who can operate the rented analyser?", "chat": "c17", "fact": 1},
    {"question": "which company builds the crates for works we send out this year?", "chat": "c18", "fact": 0},
    {"question": "what was the problem with images not reaching the collections database in march and what were the choices?", "chat": "c19", "fact": 0},
    {"question": "how is the 18th century silk robe supported on display?", "chat": "c20", "fact": 0},
    {"question": "what colour temperature did the new fittings in the fifth gallery get?", "chat": "c22", "fact": 0},
    {"question": "what's the maximum illuminance for oil paintings now?", "chat": "c22", "fact": 1},
    {"question": "how did we handle the insurance gap for the landscape borrowed from stavanger?", "chat": "c23", "fact": 0},
    {"question": "what was undecided about the cracked sculpture of the young woman in april?", "chat": "c24", "fact": 0},
    {"question": "which supplier did we pick for the mobile shelving at the new offsite store?", "chat": "c25", "fact": 0},
    {"question": "when did the paintings move out to the new storage site and who was in charge?", "chat": "c25", "fact": 1},
    {"question": "how often are the raw captures written to tape now, and where is the second copy kept?", "chat": "c26", "fact": 0},
    {"question": "what was the summer student working on?", "chat": "c27", "fact": 0},
    {"question": "what humidity was the case with the archaeological metals supposed to be conditioned to?", "chat": "c28", "fact": 0},
    {"question": "who does our pest control nowadays?", "chat": "c29", "fact": 0},
    {"question": "are we still writing object condition checks on paper sheets?", "chat": "c31", "fact": 0},
    {"question": "who's digitizing the old handwritten condition records?", "chat": "c31", "fact": 1},
    {"question": "when did the flemish tapestry actually come back from bergen?", "chat": "c32", "fact": 0},
    {"question": "what did we do in the end about the moth problem in the textile storeroom?", "chat": "c33", "fact": 0},
    {"question": "what was the open issue from the insurer's audit about the sprinklers over the textiles?", "chat": "c34", "fact": 0},
    {"question": "how often do we shoot the colour chart on the copystand?", "chat": "c35", "fact": 0},
    {"question": "what glazing went on the bramsen watercolour?", "chat": "c36", "fact": 0},
    {"question": "why is nobody doing treatments in the works-on-paper studio on friday afternoons in summer?", "chat": "c37", "fact": 0},
    {"question": "where are we on lending the silk robe to portugal?", "chat": "c38", "fact": 0},
    {"question": "did we get the new stereo scope in the end?", "chat": "c39", "fact": 0},
    {"question": "where were the dutch panels kept while the air handler was being replaced?", "chat": "c40", "fact": 0},
    {"question": "who was going to pay for the dehumidifier hire during the hvac shutdown?", "chat": "c40", "fact": 1},
    {"question": "how do we make 3d models of objects and how many shots per object?", "chat": "c41", "fact": 0},
    {"question": "what format do storage locations use in the database after the move?", "chat": "c42", "fact": 0},
    {"question": "what did the curator finally agree to for the anna reyersz varnish?", "chat": "c43", "fact": 0},
    {"question": "what cleaning method is tomas using over the glazes on that portrait?", "chat": "c43", "fact": 1},
    {"question": "what's holding up the embroidered pieces going to norway this autumn?", "chat": "c45", "fact": 0},
    {"question": "what kind of role did we create with the new part-time headcount, and when does it start?", "chat": "c46", "fact": 0},
    {"question": "what are the current alarm limits on the wireless loggers?", "chat": "c47", "fact": 0},
    {"question": "what licence do we release our out-of-copyright images under?", "chat": "c48", "fact": 0},
    {"question": "did we claim on the insurance for the frame damaged on the german loan?", "chat": "c49", "fact": 0},
    {"question": "what's the yearly light dose cap for textiles?", "chat": "c50", "fact": 0},
    {"question": "how brightly can the bobbin and needle lace be lit?", "chat": "c50", "fact": 1},
    {"question": "how often are the pieces swapped in the christmas lace show?", "chat": "c51", "fact": 0},
    {"question": "when is the collections database upgrade happening now?", "chat": "c52", "fact": 0},
    {"question": "which consolidant are we using on the flaking paint of the egyptian coffin lid?", "chat": "c53", "fact": 0},
    {"question": "what are we presenting at the icom-cc conference and who's on the paper?", "chat": "c54", "fact": 0},
    {"question": "can we put chalky drawings in polyester sleeves, what's the paper lab rule?", "chat": "c55", "fact": 0},
    {"question": "which storage boxes do we use for photos versus paper?", "chat": "c56", "fact": 0},
    {"question": "are the old negatives in the basement being scanned by us or by a company?", "chat": "c57", "fact": 0},
    {"question": "is the cracked sculpture going to portugal in 2027?", "chat": "c58", "fact": 0},
    {"question": "did the neck crack on the stone bust ever get pins put in?", "chat": "c58", "fact": 1},
    {"question": "who's first call on saturdays and sundays for building alarms now?", "chat": "c59", "fact": 0},
    {"question": "what fire protection system did the textile store get approved for?", "chat": "c60", "fact": 0},
    {"question": "what's the lab's main project for next year?", "chat": "c60", "fact": 1},
]


if __name__ == "__main__":
    import datetime
    from collections import Counter

    assert isinstance(TEAM, dict) and len(TEAM) == 8
    assert len(CHATS) == 60, len(CHATS)
    ids = [c["id"] for c in CHATS]
    assert len(set(ids)) == 60
    assert ids == ["c%02d" % i for i in range(1, 61)], ids
    days = [datetime.date.fromisoformat(c["day"]) for c in CHATS]
    assert days[0] >= datetime.date(2025, 12, 1) and days[-1] <= datetime.date(2026, 11, 27)
    assert all(a < b for a, b in zip(days, days[1:])), "days not strictly increasing"
    # spread over the whole year: each month has at least one chat
    months = {(d.year, d.month) for d in days}
    assert len(months) == 12, months

    kinds = Counter()
    n_turns = 0
    with_dec, with_open, with_none = 0, 0, 0
    for c in CHATS:
        cid, turns = c["id"], c["turns"]
        assert set(c) == {"id", "day", "turns", "facts", "answered"}, cid
        assert 6 <= len(turns) <= 10, (cid, len(turns))
        n_turns += len(turns)
        assert turns[0][0] == U, cid
        assert any(r == A for r, _ in turns), cid
        for t in turns:
            assert isinstance(t, tuple) and len(t) == 2, cid
            assert t[0] in (U, A), cid
            assert isinstance(t[1], str) and t[1].strip(), cid
        assert len(c["facts"]) <= 2, cid
        for f in c["facts"]:
            assert set(f) == {"kind", "turn", "text", "keywords"}, cid
            assert f["kind"] in ("decision", "change", "open"), cid
            assert 0 <= f["turn"] < len(turns), (cid, f["turn"])
            assert isinstance(f["text"], str) and len(f["text"]) > 10, cid
            assert 2 <= len(f["keywords"]) <= 3, cid
            body = turns[f["turn"]][1].lower()
            for kw in f["keywords"]:
                assert kw.strip() and kw.lower() in body, (cid, f["turn"], kw)
            kinds[f["kind"]] += 1
        ks = {f["kind"] for f in c["facts"]}
        with_dec += bool(ks & {"decision", "change"})
        with_open += "open" in ks
        with_none += not ks
        assert c["answered"] == sorted(set(c["answered"])), cid
        for i in c["answered"]:
            assert 0 <= i < len(turns) - 1, (cid, i)
            assert turns[i][0] == U, (cid, i)
            assert any(turns[j][0] == A for j in range(i + 1, len(turns))), (cid, i)

    by_id = {c["id"]: c for c in CHATS}
    covered = set()
    kw_reuse = 0
    assert len(QUESTIONS) >= 60, len(QUESTIONS)
    for q in QUESTIONS:
        assert set(q) == {"question", "chat", "fact"}, q
        assert q["chat"] in by_id, q
        facts = by_id[q["chat"]]["facts"]
        assert isinstance(q["fact"], int) and 0 <= q["fact"] < len(facts), q
        assert q["question"].strip(), q
        covered.add((q["chat"], q["fact"]))
        kws = facts[q["fact"]]["keywords"]
        if any(k.lower() in q["question"].lower() for k in kws):
            kw_reuse += 1
    n_facts = sum(len(c["facts"]) for c in CHATS)
    assert len(covered) >= 0.8 * n_facts

    print(f"chats: {len(CHATS)}  turns: {n_turns}  (avg {n_turns / len(CHATS):.1f}/chat)")
    print(f"facts: {n_facts}  by kind: " + ", ".join(f"{k}={kinds[k]}" for k in ("decision", "change", "open")))
    print(f"chats with decision/change: {with_dec}  with open: {with_open}  with no fact: {with_none}")
    print(f"answered turns: {sum(len(c['answered']) for c in CHATS)}")
    print(f"questions: {len(QUESTIONS)}  facts covered: {len(covered)}/{n_facts}  questions reusing a keyword: {kw_reuse}")
    print("all checks passed")
