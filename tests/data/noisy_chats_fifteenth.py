# Development data since 2026-12-02 (session 17): released after its last held-out measurement, below.
# Held-out noisy-chat set no. 15 (60 chats, 60 facts, 63 questions; a small architecture studio),
# written on 2026-12-02 by a helper that never saw the code or the other sets. Its misses were not read. Measured by the
# lead only (python -m tests.noisy_chat_quality fifteenth): at a80bb55 (before session 16) coverage 0.97 / 0.97 / 0.90,
# noise lines 33/200 (0.17), core memory noise 0/1, recall 57/63 (0.90); at session 16's merged code (45291d3) the
# same coverage, noise lines 35/202 (0.17), core memory noise 0/1, recall 57/63 (0.90).
"""Noisy chat evaluation set: Halden Roe Architects (fictional).

Halden Roe Architects is a small architecture studio of 8 people based at
Foundry Yard in the (fictional) town of Castlebridge. They chat with an AI
assistant about projects, planning, software, IT and studio admin.

People:
  - Margit Halden     founding partner, runs the practice, signs off spend
  - Oskar Roe         partner, fees and contracts, leads Harbour Mill
  - Priya Nandakumar  associate / project architect, leads Wren Street Library
  - Tomasz Wielgus    architect, leads Cobble Lane Mews
  - Lena Okafor       architectural technologist / BIM lead (Revit, templates)
  - Jules Ferrand     studio manager: invoices, holidays, suppliers, office
  - Bea Lindqvist     Part 1 intern (year out), mentored by Priya
  - Dev Marsh         part-time IT/admin (Tue/Thu): NAS, backups, VPN, licences

Projects: Wren Street Library extension (Castlebridge Borough Council, contact
D. Ashworth), Cobble Lane Mews (6 houses for Ferncourt Homes), Harbour Mill
(grain mill to offices for Pellow Estates), Ashby Primary pavilion (timber).
Consultants: Brannock Structures / Tessel Engineering (structures), Vell MEP,
Quill Planning, Dunmore Cost (QS), Kestrel Heritage.
Kit: Revit, Enscape, Bluebeam Revu, HP DesignJet plotter "bigjet", Synology
file server "hrfs01", Microsoft 365, Xero, Harvest.

Each chat: id, day, turns [(role, text)], facts (decision/change/open_question,
turn index, text, keywords found verbatim in that turn), answered (user turns
whose question/request is answered later in the same chat).
"""

U = "user"; A = "assistant"

CHATS = [
    {
        "id": "c01",
        "day": "2025-12-01",
        "turns": [
            (U, "morning! bigjet is throwing an error again, pasted from the front panel log:\n```\n2025-12-01 08:42:17 SYS ERR 86:01 carriage path obstruction\n2025-12-01 08:42:19 PRINT JOB 4471 aborted (HRA-WSL-A-1001.pdf)\n```\nany idea whats going on"),
            (A, "Good morning! Error 86:01 on a DesignJet usually means the carriage can't move freely along its rail. Common causes: a scrap of paper stuck in the carriage path, dust on the rail, or a dirty encoder strip. I'd suggest: 1) power off and unplug, 2) open the window and check for paper fragments, 3) wipe the rail with a lint-free cloth (no oil), 4) dry-wipe the encoder strip. Then power back on and resend job 4471."),
            (U, "brb going to go poke at it"),
            (U, "ok found a tiny bit of tracing paper wedged by the service station lol. wiped the rail too. printing fine now 🎉"),
            (A, "Great news! Glad it's printing again. Dust on the rail is a recurring cause, so a regular cleaning routine helps a lot, e.g. a short monthly wipe of the rail and encoder strip."),
            (U, "yeah good idea. talked to margit, from now on bea does the plotter clean on the first monday of every month, ill show her how on thursday"),
            (A, "Noted, I will keep that in mind: Bea does the monthly plotter clean on the first Monday of each month. Want me to draft a short checklist she can follow?"),
            (U, "yes pls, short one"),
            (A, "Sure! Monthly plotter clean (first Monday):\n1. Power off and unplug bigjet\n2. Check the carriage path for paper scraps\n3. Wipe the rail with a lint-free cloth\n4. Dry-wipe the encoder strip\n5. Print the status page as a test\nLet me know if you need anything else!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 5, "text": "Bea cleans the plotter on the first Monday of every month.", "keywords": ["bea", "first monday"]},
        ],
        "answered": [0, 7],
    },
    {
        "id": "c02",
        "day": "2025-12-04",
        "turns": [
            (U, "hiya, can you help me compare two quotes for plotter paper. papermill direct: 90gsm bond 914mm x 50m, £21.40 a roll, free delivery over £100. officeline: same spec £19.90 but £12 delivery per order"),
            (A, "Of course! For 6 rolls per quarter: Papermill Direct = 6 × £21.40 = £128.40 (free delivery). Officeline = 6 × £19.90 + £12 = £131.40. So Papermill Direct is £3.00 cheaper per order of 6. At 8 rolls they tie at £171.20, and Officeline only wins from 9 rolls per order."),
            (U, "haha ok so basically the same. we go through maybe 5-6 a quarter"),
            (A, "Then Papermill Direct is slightly cheaper and simpler (one account, no delivery charge to track)."),
            (U, "ok lets go with papermill direct, 6 rolls of the 90gsm every quarter, ill set up the account today"),
            (A, "Sounds good. Noted: plotter paper from Papermill Direct, 6 rolls of 90gsm per quarter."),
            (U, "thanks! also random but do you know if the thai place on mill st does delivery"),
            (A, "I don't have live info on local restaurants, sorry. Their website or a delivery app would be the quickest way to check. Enjoy lunch!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Plotter paper is ordered from Papermill Direct, six rolls of 90gsm per quarter.", "keywords": ["papermill direct", "90gsm"]},
        ],
        "answered": [0],
    },
    {
        "id": "c03",
        "day": "2025-12-11",
        "turns": [
            (U, "hey, quick one. autodesk keeps nagging about revit 2026. we're on revit 2025 across the board. any reason not to upgrade mid-project?"),
            (A, "Great question! Main risks of upgrading mid-project: a model upgraded to 2026 can't be opened in 2025, so every collaborator (including consultants) has to move at the same time; families and add-ins (Enscape, pyRevit scripts) need checking; and upgrading during a deadline is risky. Common practice is to finish the current stage on the existing version and upgrade at a stage boundary."),
            (U, "yeah vell mep are still on 2025 too. and wren street has the stage 4 issue coming up"),
            (A, "In that case staying on 2025 until after the Stage 4 issue seems safest. You could trial 2026 on a copy of a small project in the meantime."),
            (U, "agreed. final call from me and priya: wren street stays on revit 2025 until the stage 4 issue is out. ill test 2026 on a copy of the ashby pavilion model"),
            (A, "Noted, I will keep that in mind. Wren Street stays on Revit 2025 until Stage 4 is issued; Revit 2026 testing happens on a copy of the Ashby pavilion model."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Wren Street stays on Revit 2025 until the stage 4 issue, with 2026 tested on an Ashby copy.", "keywords": ["revit 2025", "stage 4"]},
        ],
        "answered": [0],
    },
    {
        "id": "c04",
        "day": "2025-12-17",
        "turns": [
            (U, "hi, can you tidy these notes from the wren street client meeting into bullet points\n\n- council (d. ashworth) happy w/ scheme generally\n- want to keep existing reading room window, dont touch\n- 3 rooflights too many?? cost\n- heritage survey needed before stage 3, nobody sure who pays, ashworth to check w/ finance\n- next mtg mid jan"),
            (A, "Sure! Here's a tidy version:\n\n**Wren Street Library – client meeting, 17 Dec**\n- Council (D. Ashworth) broadly happy with the scheme\n- Existing reading room window to be retained untouched\n- Number of rooflights questioned on cost grounds\n- Heritage survey required before Stage 3; who pays is unresolved, D. Ashworth to check with council finance\n- Next meeting mid-January"),
            (U, "perfect thx. the rooflight thing is definite btw, we're going with two rooflights not three, oskar signed it off this morning"),
            (A, "Noted: rooflights reduced from three to two, signed off by Oskar. I've updated the bullet: 'Rooflights reduced from three to two (cost)'."),
            (U, "the survey cost thing is annoying, its like £3-4k. if they dont pay its coming out of our fee"),
            (A, "That's a fair concern. You could send Ashworth a short note confirming the survey is a client cost under the appointment (if your appointment says so) so it's on record. Would you like me to draft it?"),
            (U, "not yet, lets wait and see what finance says. honestly no idea who pays the heritage survey at this point"),
            (A, "Understood. I'll leave it as an open item: who pays for the heritage survey is still to be confirmed by council finance. Let me know if you need anything else!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "Wren Street will have two rooflights instead of three, signed off by Oskar.", "keywords": ["two rooflights", "oskar"]},
            {"kind": "open_question", "turn": 6, "text": "It is unresolved whether the council or the studio pays for the Wren Street heritage survey.", "keywords": ["who pays", "heritage survey"]},
        ],
        "answered": [0],
    },
    {
        "id": "c05",
        "day": "2025-12-23",
        "turns": [
            (U, "ho ho ho 🎅 need a quick out of office message for the christmas closure. we're shut from 24 dec, back 2 jan. margit agreed that ages ago"),
            (A, "Merry Christmas! Here's a draft:\n\n\"Thank you for your email. Halden Roe Architects is closed from 24 December and reopens on 2 January. Emails will not be monitored during this period. For urgent site matters please call Oskar Roe on 07700 900412. Season's greetings!\""),
            (U, "nice. remove oskars number tho he'll kill me"),
            (A, "Ha, fair enough! Revised:\n\n\"Thank you for your email. Halden Roe Architects is closed from 24 December and reopens on 2 January. Emails will not be monitored during this period. Season's greetings!\""),
            (U, "also dev said he'll check the server remotely on the 29th just in case"),
            (A, "Good plan. So: studio closed 24 Dec to 2 Jan, with Dev doing a remote check of hrfs01 on 29 December."),
            (U, "yep thats it. and the mince pies in the kitchen are up for grabs, someone has to eat them"),
            (A, "Consider it a public service. Have a lovely break!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 0, "text": "The studio closes for Christmas from 24 December and reopens on 2 January.", "keywords": ["24 dec", "2 jan"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c06",
        "day": "2026-01-05",
        "turns": [
            (U, 'happy new year. setting up proper offsite backup for hrfs01 (the synology). this is the task config exported from hyper backup, does it look sane?\n```json\n{"task": "hrfs01-offsite", "target": "backblaze-b2", "bucket": "hra-backup-01",\n "schedule": {"daily": true, "time": "01:30"},\n "rotation": {"smart_recycle": false, "max_versions": 30},\n "encryption": true, "folders": ["/projects", "/admin", "/library"]}\n```'),
            (A, "Happy new year! Looks mostly sensible: daily at 01:30, encryption on, 30 versions kept. Two suggestions: 1) consider enabling Smart Recycle so you keep a spread of older versions rather than only the last 30; 2) make sure the encryption password is stored somewhere outside the NAS, otherwise the backup is useless if hrfs01 dies."),
            (U, "good shout on the password, putting it in the safe for now. leaving smart recycle off, b2 storage is cheap enough"),
            (A, "Fair enough. Anything else you'd like to check, e.g. a test restore?"),
            (U, "yeah can you give me steps for a test restore of one folder"),
            (A, "Sure: 1) In Hyper Backup, select the hrfs01-offsite task > Restore > Data. 2) Pick the latest version. 3) Choose a small folder, e.g. /library/cad-blocks. 4) Restore to an alternative location (e.g. /restore-test) rather than the original. 5) Compare file counts and open a couple of files. Let me know if you need anything else!"),
            (U, "done, restored fine. ok so thats official then: nightly backblaze backup at 01:30, keep 30 versions"),
            (A, "Noted, I will keep that in mind: hrfs01 backs up nightly to Backblaze B2 at 01:30, keeping 30 versions."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "The file server backs up nightly to Backblaze B2 at 01:30, keeping 30 versions.", "keywords": ["backblaze", "01:30"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c07",
        "day": "2026-01-09",
        "turns": [
            (U, "hi!! im the intern (bea) and i feel dumb but how do i make a section in revit that only shows the stair core"),
            (A, "Not dumb at all, it's a common question! Go to View tab > Section, draw the section line across the stair core, then select the section line and drag the crop region handles (the blue dashed boundary) so it only covers the core."),
            (U, "ok the section works but im seeing loads of stuff behind it"),
            (A, "That'll be the far clip. Select the section line and in Properties set 'Far Clipping' to 'Clip without line', then reduce 'Far Clip Offset' to something like 3000 mm."),
            (U, "omg yes thats it. thank youuu"),
            (A, "You're welcome! Tip: save it as a view template if you'll do more of these."),
            (U, "whats a view template lol"),
            (A, "A view template is a saved set of view settings (scale, visibility, detail level, far clip etc.) you can apply to other views so they all look consistent. Right-click the view in the Project Browser > Create View Template From View. Lena probably has studio ones set up already, so worth asking her first."),
        ],
        "facts": [],
        "answered": [0, 2, 6],
    },
    {
        "id": "c08",
        "day": "2026-01-15",
        "turns": [
            (U, "trying to standardise drawing numbers across projects, its chaos. currently we have stuff like 'WSL_plan_GF_revB_final2.pdf' 😩 can you suggest a convention"),
            (A, "Definitely! A common approach loosely based on BS EN ISO 19650: Practice-Project-Discipline-Number-Revision, e.g. HRA-WSL-A-1001-P01, where HRA = Halden Roe Architects, WSL = project code, A = architecture, 1001 = sheet number and P01 = preliminary revision."),
            (U, "i like it. the number ranges, can we do 1xxx general arrangement, 2xxx sections/elevations, 5xxx details"),
            (A, "Sure, that works: 1xxx general arrangement plans, 2xxx sections and elevations, 5xxx details. It leaves 3xxx/4xxx free for later (schedules, setting out)."),
            (U, "ok priya and tomasz both ok with it. we'll use HRA-project-A-number-revision from now on, revisions start at P01. e.g. HRA-CLM-A-2101-P01"),
            (A, "Great, noted. Drawing numbers follow HRA-[project]-A-[number]-[revision], with revisions starting at P01."),
            (U, "can you write a one liner i can stick on the wiki"),
            (A, "\"All drawings are numbered HRA-[project code]-A-[sheet no.]-[revision], e.g. HRA-CLM-A-2101-P01; sheets 1xxx = GA plans, 2xxx = sections/elevations, 5xxx = details; revisions start at P01.\""),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Drawings are numbered HRA-project-A-number-revision, with revisions starting at P01.", "keywords": ["HRA", "P01"]},
        ],
        "answered": [0, 6],
    },
    {
        "id": "c09",
        "day": "2026-01-22",
        "turns": [
            (U, "hi. fee proposal for ashby primary pavilion. small timber building ~110m2, stages 0-4, construction approx £420k. what % would you expect"),
            (A, "For a small but fairly complex public building of ~£420k, full-service architects' fees often sit around 8-12% of construction cost for RIBA Stages 0-7. Stages 0-4 are typically ~55-60% of the total. At 10% overall that's £42,000, so Stages 0-4 would be roughly £23,000-25,000. It's a rough benchmark only and depends on scope."),
            (U, "school wont go near 23k. margit thinks 18.5 is the number"),
            (A, "£18,500 for Stages 0-4 is about 4.4% of construction cost: lean, but workable if scope is tightly defined (limited design options, fixed number of meetings). You can protect yourselves by stating an hourly rate for additional services."),
            (U, "yes ok, fixed fee £18,500 for stages 0-4, thats final. and additional services at our usual £95/hr"),
            (A, "Noted: Ashby pavilion fixed fee £18,500 for Stages 0-4; additional services charged at £95 per hour. Want me to draft the fee table?"),
            (U, "go on then"),
            (A, "| Stage | Description | Fee |\n|---|---|---|\n| 0-1 | Strategic definition & brief | £2,200 |\n| 2 | Concept design | £4,600 |\n| 3 | Spatial coordination | £5,200 |\n| 4 | Technical design | £6,500 |\n| **Total** | | **£18,500** |\n\nAdditional services: £95/hr (excl. VAT). Let me know if you need anything else!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "The Ashby pavilion fee is fixed at £18,500 for stages 0-4.", "keywords": ["18,500", "stages 0-4"]},
            {"kind": "decision", "turn": 4, "text": "The studio charges additional services at £95 per hour.", "keywords": ["additional services", "95"]},
        ],
        "answered": [0, 6],
    },
    {
        "id": "c10",
        "day": "2026-01-28",
        "turns": [
            (U, "afternoon. pre-app response for cobble lane came back. pasting the key bit:\n> The LPA has concerns regarding the height of plot 6, which at three storeys would be overbearing on no. 14 Tanner's Row. A reduction to two storeys, or a set-back top floor, should be explored.\nwhat do you reckon"),
            (A, "Good afternoon! They've left the door open: 'a set-back top floor should be explored' suggests a three-storey plot 6 could be acceptable if the top floor steps back from Tanner's Row. Options: 1) set back the 2nd floor by ~2-3 m at the rear, 2) reduce to two storeys with rooms in the roof, 3) commission a daylight/sunlight and overbearing study for no. 14."),
            (U, "ferncourt want the 3 storeys for sure, its their biggest unit. but a setback loses like 14m2"),
            (A, "That's a real loss. A daylight/sunlight study could support keeping the full three storeys if the impact on no. 14 is marginal. A mansard-style top floor can also reduce perceived bulk without losing as much area."),
            (U, "yeah. ill talk to quill planning. honestly not sure if the planners will ever accept 3 storeys on plot 6, we'll see"),
            (A, "Makes sense. I'll treat it as open: whether the LPA will accept three storeys on plot 6 (possibly with a setback or mansard) is unresolved pending advice from Quill Planning."),
            (U, "cheers. now lunch, priya is dragging me to the burrito van 🌯"),
            (A, "Enjoy! 🌯"),
        ],
        "facts": [
            {"kind": "open_question", "turn": 4, "text": "It is unclear whether the planners will accept three storeys on Cobble Lane plot 6.", "keywords": ["3 storeys", "plot 6"]},
        ],
        "answered": [0],
    },
    {
        "id": "c11",
        "day": "2026-02-02",
        "turns": [
            (U, "we need a password manager, people are keeping logins in a excel file called PASSWORDS.xlsx on the desktop 😬 bitwarden vs 1password for 8 people?"),
            (A, "Yikes, definitely worth fixing! Quick comparison for 8 users:\n\n| | Bitwarden Teams | 1Password Teams |\n|---|---|---|\n| Cost | lower per user | a bit higher |\n| Open source | yes | no |\n| Sharing | collections | vaults |\n| Ease of use | good | excellent |\n\nBoth are solid; 1Password is a bit more polished, Bitwarden is cheaper and open source."),
            (U, "margit wanted 1password bc her old firm used it"),
            (A, "That's a reasonable reason, familiarity helps adoption. At 8 users the cost difference is small, so polish and familiarity might matter more."),
            (U, "hmm ok apparently oskar vetoed 1password, he doesnt want anything closed source holding the client portal logins. so bitwarden it is. bitwarden teams, im the admin"),
            (A, "Noted, I will keep that in mind: the studio will use Bitwarden Teams, with Dev as admin. Want a rollout checklist?"),
            (U, "yes and include killing that excel file"),
            (A, "Rollout checklist:\n1. Create the Bitwarden Teams organisation, Dev as owner\n2. Create collections: Client portals, Software licences, Suppliers, IT\n3. Invite all 8 staff and enforce 2FA\n4. Import entries from PASSWORDS.xlsx (via CSV)\n5. Securely delete PASSWORDS.xlsx and empty the recycle bin on every machine\n6. Rotate the most sensitive passwords afterwards\nLet me know if you need anything else!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "The studio uses Bitwarden Teams as its password manager, administered by Dev; 1Password was vetoed by Oskar.", "keywords": ["bitwarden teams", "admin"]},
        ],
        "answered": [0, 6],
    },
    {
        "id": "c12",
        "day": "2026-02-10",
        "turns": [
            (U, "enscape crashed again mid render, third time today. here's the log\n```\n[2026-02-10 11:02:44] ERROR Enscape.Renderer: Vulkan device lost (VK_ERROR_DEVICE_LOST)\n  at Enscape.Renderer.Vulkan.Queue.Submit()\n  at Enscape.Renderer.FrameGraph.Execute()\n  at Enscape.Core.RenderLoop.Tick()\nGPU: NVIDIA RTX A4000  Driver: 572.16\n```"),
            (A, "Sorry, that's frustrating! VK_ERROR_DEVICE_LOST usually points at the GPU driver rather than the model. 572.16 is a fairly new driver; I'd suggest rolling back to a known stable one, e.g. 551.86, using a clean install."),
            (U, "ok will try. brb"),
            (U, "rolled back to 551.86, did 3 renders, no crash. 🙏"),
            (A, "Great! Since the other workstations have similar GPUs, it might be worth keeping them all on the same driver and disabling automatic driver updates."),
            (U, "yeah dev said the same when i told him. so we're pinning nvidia driver 551.86 on all the workstations, no auto updates"),
            (A, "Noted: NVIDIA driver 551.86 is pinned on all workstations, with automatic driver updates turned off."),
            (U, "thx, back to the library renders"),
        ],
        "facts": [
            {"kind": "decision", "turn": 5, "text": "All workstations are pinned to NVIDIA driver 551.86 with automatic updates off.", "keywords": ["551.86", "nvidia"]},
        ],
        "answered": [0],
    },
    {
        "id": "c13",
        "day": "2026-02-13",
        "turns": [
            (U, "hey, can you help me write a short holiday policy? margit told me what she wants: no more than two people off at the same time, and requests need to be in the shared calendar 4 weeks ahead. xmas closure doesnt count"),
            (A, "Sure! Draft:\n\n**Holiday policy**\n1. Annual leave requests must be entered in the shared Studio Leave calendar at least 4 weeks in advance.\n2. No more than two people may be on leave at the same time.\n3. Requests are approved by Jules in consultation with the relevant project lead.\n4. The Christmas closure does not count against annual leave."),
            (U, "oh wait is the christmas closure taken from holiday or not? i said doesnt count but i meant its not part of the two-person limit"),
            (A, "Ah, important distinction. Two separate questions: (a) do the closure days come out of annual leave? and (b) do they count toward the two-people-off limit? Which do you want to say?"),
            (U, "(b) obviously not, everyone's off. (a) they DO come out of holiday, 3 days are reserved each year for it. margit confirmed"),
            (A, "Updated point 4: \"The Christmas closure is not subject to the two-person limit. Three days of each person's annual leave are reserved for the Christmas closure.\""),
            (U, "perfect, sending it round"),
            (A, "Great! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 0, "text": "Leave must be booked in the shared calendar four weeks ahead and no more than two people can be off at once.", "keywords": ["two people", "4 weeks"]},
            {"kind": "decision", "turn": 4, "text": "Three days of everyone's annual leave are set aside for the Christmas closure.", "keywords": ["3 days", "reserved"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c14",
        "day": "2026-02-19",
        "turns": [
            (U, "need to appoint a structural engineer for harbour mill. two quotes: brannock structures £24k, tessel engineering £27.5k. brannock did wren street, tessel did that mill in dunford. thoughts?"),
            (A, "Both seem credible. Brannock is £3.5k cheaper and you know how they work; Tessel has direct experience of mill conversions, which matters for a masonry building with timber floors and cast iron columns. I'd check what each fee includes: intrusive surveys, number of site visits, Stage 5 involvement."),
            (U, "brannock's includes 6 site visits, tessel 10. both exclude intrusive survey"),
            (A, "Then Tessel's extra 4 visits partly explain the difference. If you expect surprises on site, Tessel's scope could end up cheaper overall."),
            (U, "pellow estates will go for cheapest, they always do. ok we're going with brannock at £24k, ill send the appointment letter tomorrow"),
            (A, "Noted: Brannock Structures appointed as structural engineer for Harbour Mill at £24k. Would you like a draft appointment letter?"),
            (U, "nah jules has a template. thanks tho"),
            (A, "No problem, let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Brannock Structures is appointed structural engineer on Harbour Mill for £24k.", "keywords": ["brannock", "24k"]},
        ],
        "answered": [0],
    },
    {
        "id": "c15",
        "day": "2026-02-26",
        "turns": [
            (U, "hiii can u help me write an email to wexcombe brick asking for samples of their corbel red multi and ashdown buff for cobble lane. tomasz asked me to"),
            (A, "Of course! Draft:\n\nSubject: Sample request – Corbel Red Multi and Ashdown Buff\n\nHello,\n\nI'm writing from Halden Roe Architects regarding a residential scheme at Cobble Lane, Castlebridge. Could you please send two samples each of your Corbel Red Multi and Ashdown Buff facing bricks to our studio at Foundry Yard? \n\nMany thanks,\nBea Lindqvist"),
            (U, "thank u! should i say when we need them by"),
            (A, "Yes, give a date, e.g. 'by Friday 6 March if possible', and repeat the full delivery address in the email."),
            (U, "ok added. also whats a 'multi' brick lol"),
            (A, "A 'multi' brick has a deliberate mix of colours and tones across the face (and between bricks), rather than one uniform colour, so a wall looks more varied and traditional."),
            (U, "ahh makes sense. ok going for lunch, we're doing the friday pizza thing 🍕"),
            (A, "Enjoy the pizza! 🍕"),
        ],
        "facts": [],
        "answered": [0, 2, 4],
    },
    {
        "id": "c16",
        "day": "2026-03-04",
        "turns": [
            (U, "finished the new revit project template!! its HRA_Template_v3.rte, has the new title block, the drawing numbering params, view templates for GA/sections/details. where should it live and how do i stop people using v2"),
            (A, "Nice work! Put it in a read-only location on the server, e.g. \\\\hrfs01\\library\\revit\\templates\\, and set it as the default template path in each user's Revit (File > Options > File Locations). Move v2 into an _archive subfolder so nobody picks it up by accident."),
            (U, "good idea. can you write me the line for the ini, faster than clicking"),
            (A, 'In Revit.ini under the directories section:\n```\n[DirectoriesENU]\nDefaultTemplate="Architectural Template=\\\\hrfs01\\library\\revit\\templates\\HRA_Template_v3.rte"\n```\nAdjust the section name if anyone runs a different language version.'),
            (U, "done on 3 machines. margit says all new projects start from v3 from today, old projects stay on whatever they have"),
            (A, "Noted, I will keep that in mind: all new projects start from HRA_Template_v3 from today; existing projects keep their current template."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "All new projects start from the HRA_Template_v3 Revit template; existing projects keep theirs.", "keywords": ["v3", "new projects"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c17",
        "day": "2026-03-09",
        "turns": [
            (U, "morning. harbour mill strip-out starts next week. pellow's PM (gareth) wants a regular site visit slot. i'm thinking thursdays"),
            (A, "Good morning! A fixed weekly slot is a good idea during strip-out, when hidden conditions show up. Thursday works well since it leaves Friday to issue instructions or sketches. Mornings are usually better: trades are on site and the light is better for photos."),
            (U, "ok. thursday 9am with gareth, every week. i'll take it, tomasz covers if im off"),
            (A, "Noted: weekly Harbour Mill site visit on Thursdays at 9am with Gareth (Pellow's PM); Oskar attends, Tomasz covers."),
            (U, "can you make me a site visit report template? short"),
            (A, "**Harbour Mill – Site Visit Report**\nDate: / Attendees: / Weather:\n1. Progress since last visit\n2. Observations (with photo refs)\n3. Issues / instructions required\n4. Questions for design team\n5. Actions (who / by when)\nNext visit: Thursday 9am"),
            (U, "ta"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "Harbour Mill has a weekly site visit on Thursdays at 9am, led by Oskar with Tomasz covering.", "keywords": ["thursday", "9am"]},
        ],
        "answered": [4],
    },
    {
        "id": "c18",
        "day": "2026-03-17",
        "turns": [
            (U, "cobble lane. planning app going in soon and we still havent decided the facade: corbel red multi brick all round, or brick ground floor + larch cladding above. ferncourt are split, quill planning says the conservation officer 'might' prefer brick"),
            (A, "Tricky one! Trade-offs:\n- All brick (Corbel Red): robust, matches Tanner's Row, low maintenance, likely easier with the conservation officer; higher cost.\n- Brick + larch: softer look, cheaper per m2, but larch weathers unevenly, has fire implications near boundaries, and may be seen as less contextual."),
            (U, "whats the fire thing with larch"),
            (A, "External walls have to satisfy Approved Document B. For houses timber cladding is generally possible, but where cladding is close to a relevant boundary (within 1 m) a better reaction-to-fire class is needed, which often means fire-retardant treated timber. Worth checking the boundary distances on each plot."),
            (U, "plots 3-4 are close to the boundary so probably FR treated. ugh more cost"),
            (A, "That would narrow the cost gap between the two options."),
            (U, "yeah. so basically still stuck: corbel red all round vs larch on the upper floors. need ferncourt to decide, meeting on the 2nd"),
            (A, "Understood. Open item: Cobble Lane facade (Corbel Red brick throughout vs brick with larch above) is undecided pending the Ferncourt meeting on the 2nd."),
        ],
        "facts": [
            {"kind": "open_question", "turn": 6, "text": "The Cobble Lane facade choice between all Corbel Red brick and larch cladding on the upper floors is undecided.", "keywords": ["corbel red", "larch"]},
        ],
        "answered": [2],
    },
    {
        "id": "c19",
        "day": "2026-03-20",
        "turns": [
            (U, "the old openvpn server on the raspberry pi keeps dropping people. thinking of moving remote access to wireguard on the router (draytek). worth it?"),
            (A, "Likely yes. WireGuard is simpler, faster and much better at reconnecting than OpenVPN, and recent DrayTek firmware supports it natively. Benefits: no separate Pi to maintain, and laptops roam between networks without dropping the tunnel."),
            (U, "firmware is 4.4.3 so should be fine. how many people can be connected at once"),
            (A, "Check the datasheet for your exact model, but DrayTek routers in that range support far more concurrent VPN tunnels than your 8 users need."),
            (U, "ok doing it. replaced openvpn with wireguard on the draytek, pi is getting switched off friday. sent everyone the new config files"),
            (A, "Noted: remote access now uses WireGuard on the DrayTek router, replacing the OpenVPN server on the Pi, which gets switched off on Friday."),
            (U, "tomasz already cant connect lol\n```\nHandshake for peer 1 (203.0.113.24:51820) did not complete after 5 seconds, retrying (try 2)\n```"),
            (A, "That usually means the client can't reach the router's WireGuard port. Check: 1) UDP 51820 is open on the router's WAN side, 2) Tomasz's config has the right public endpoint, 3) his home network isn't blocking outbound UDP."),
            (U, "endpoint typo. my bad 🙃 works now"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "Remote access moved from the OpenVPN server on the Pi to WireGuard on the DrayTek router.", "keywords": ["wireguard", "openvpn"]},
        ],
        "answered": [0, 2, 6],
    },
    {
        "id": "c20",
        "day": "2026-03-26",
        "turns": [
            (U, "ferncourt still havent paid invoice 2026-014, its 41 days. we need an actual policy on this instead of jules chasing randomly"),
            (A, "Agreed, a clear policy helps. A common approach: 1) friendly reminder a week after the due date, 2) formal chase at 30 days overdue, 3) a statement of statutory late payment interest, 4) suspension of work after written notice, if your appointment allows it (RIBA terms include a right to suspend with notice)."),
            (U, "ok. we'll do: chase at 30 days, and stop work at 60 days after 7 days notice. tell jules"),
            (A, "I can't message Jules directly, but here's a note you can forward:\n\n\"Jules, new payment policy from Margit: overdue invoices are formally chased at 30 days; at 60 days we give 7 days' notice and suspend work.\""),
            (U, "ha ok forwarding. and draft the chase email for 2026-014 pls"),
            (A, "Dear Ferncourt accounts team,\n\nOur invoice 2026-014 dated 13 February 2026 is now 41 days outstanding. Please could you confirm when payment will be made? A copy is attached for convenience.\n\nKind regards,\nHalden Roe Architects"),
            (U, "good enough. thx"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "Overdue invoices are chased at 30 days and work stops at 60 days after 7 days' notice.", "keywords": ["30 days", "60 days"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c21",
        "day": "2026-04-01",
        "turns": [
            (U, "april fools idea: tell oskar the council wants the library painted pink 😂 jk. actual news: ashworth confirmed council finance will pay for the heritage survey!"),
            (A, "Ha, I'd love to see Oskar's face. And great news on the survey, that settles the open question from December."),
            (U, "yeah. they want us to appoint though and recharge them. we're going with kestrel heritage, £3,650 quote, council pays via recharge on our invoice"),
            (A, "Noted: Kestrel Heritage appointed for the Wren Street heritage survey at £3,650, paid by the council via recharge."),
            (U, "can you write the recharge line for the next invoice"),
            (A, "\"Heritage survey by Kestrel Heritage (Wren Street Library), recharged at cost as agreed with Castlebridge Borough Council: £3,650.00.\""),
            (U, "is it plus vat or not, kestrel isnt vat registered i think"),
            (A, "If Kestrel isn't VAT registered their invoice won't include VAT, but because you're re-supplying the service to the council (a recharge rather than a true disbursement), you'd normally add VAT at your standard rate. Worth confirming with your accountant."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "Kestrel Heritage does the Wren Street heritage survey for £3,650, paid by the council through a recharge.", "keywords": ["kestrel heritage", "3,650"]},
        ],
        "answered": [4, 6],
    },
    {
        "id": "c22",
        "day": "2026-04-08",
        "turns": [
            (U, "the ink bill for bigjet was £312 last month 😱 people are plotting everything at A0"),
            (A, "That's a lot! Large-format ink adds up fast, especially with dense colour renders. Options: restrict A0 to client-facing prints, default to A1/A3 for internal checks, use economode for check prints, and print renders at lower quality."),
            (U, "ok margit and oskar agreed: A0 only for client meetings and planning boards, everything else A1 or smaller. can you write a sign for above the plotter"),
            (A, "🖨️ **BIGJET RULES**\n• A0 = client meetings & planning boards ONLY\n• Everything else: A1 or smaller\n• Check prints: economode please\n• Renders: ask Jules first\nThank you! 🙏"),
            (U, "lol 'ask jules first' i love it. keep it"),
            (A, "Glad you like it! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "A0 plots are only for client meetings and planning boards; everything else is A1 or smaller.", "keywords": ["A0", "client meetings"]},
        ],
        "answered": [2],
    },
    {
        "id": "c23",
        "day": "2026-04-14",
        "turns": [
            (U, "ferncourt finally decided on the cobble lane facade!! relaying from their MD: corbel red multi brick all round, larch only on the rear dormers. no larch on the front at all"),
            (A, "Great, that's a clear outcome. Noted: Cobble Lane facades in Corbel Red multi brick throughout, with larch cladding limited to the rear dormers."),
            (U, "also need to update the planning elevations, 2101-2104"),
            (A, "You'll want to update the material tags on elevations 2101-2104, the materials section of the Design & Access Statement, and any visuals. Do you also need a materials sample board for the submission?"),
            (U, "quill says yes. can you list what goes on the board"),
            (A, "Suggested sample board: 1) Corbel Red multi brick (two bricks showing the range), 2) mortar sample (colour and joint profile), 3) larch board for the dormers, 4) roof tile, 5) window frame colour chip, 6) rainwater goods finish."),
            (U, "amazing thanks. bea can make it"),
        ],
        "facts": [
            {"kind": "decision", "turn": 0, "text": "Cobble Lane is Corbel Red multi brick all round, with larch cladding only on the rear dormers.", "keywords": ["corbel red", "rear dormers"]},
        ],
        "answered": [4],
    },
    {
        "id": "c24",
        "day": "2026-04-17",
        "turns": [
            (U, "hi again. my uni wants a record of supervision for my part 1 year out. what should that look like"),
            (A, "Hi Bea! Usually it's the PEDR (Professional Experience and Development Record), logged every 3 months and signed off by your employment mentor (an architect in the practice) and your university professional studies advisor. Regular informal check-ins help too."),
            (U, "priya said she'd be my mentor! we agreed a review every other friday, 30 min, and she signs the pedr sheets every 3 months"),
            (A, "That's a great setup. Noted: Bea has a 30-minute review with Priya every other Friday; Priya signs the PEDR sheets quarterly."),
            (U, "what should i bring to the first one"),
            (A, "A short list of what you've worked on so far, things you'd like to learn next (planning drawings, site visits, detailing), and a few drawings you're proud of. Bring your PEDR form too so you can fill in the first section together."),
            (U, "ok ty 🙂"),
            (A, "Good luck!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "Priya mentors Bea with a 30-minute review every other Friday and signs her PEDR sheets quarterly.", "keywords": ["every other friday", "priya"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c25",
        "day": "2026-04-23",
        "turns": [
            (U, "email from microsoft: monthly billing on business standard now costs 5% more than annual commitment. we have 8 licences. worth going annual?"),
            (A, "Annual commitment is typically around 5% cheaper than monthly billing for the same plan. The trade-off: on an annual term you can't reduce licence numbers until renewal, so if headcount might drop, monthly gives flexibility. With 8 stable users, annual is usually the better deal."),
            (U, "problem is we might hire in september, and bea's placement ends next summer"),
            (A, "Adding licences mid-term is fine on annual (they co-term with the rest); only removing them is restricted. Bea's seat would be the only one at risk of being paid for while unused."),
            (U, "makes sense. jules needs to ok the spend tho and she's off till monday"),
            (A, "Understood. Would you like a short comparison to send her?"),
            (U, "yeah but we wont decide today, still open whether to go annual or stay monthly"),
            (A, "Here's a summary for Jules: 8 × Business Standard; monthly billing now ~5% more than annual; annual allows adding licences but not removing them until renewal. Open question: switch to annual billing or stay monthly. Let me know if you need anything else!"),
        ],
        "facts": [
            {"kind": "open_question", "turn": 6, "text": "Whether to move Microsoft 365 to annual billing or stay on monthly is undecided.", "keywords": ["annual", "monthly"]},
        ],
        "answered": [0, 6],
    },
    {
        "id": "c26",
        "day": "2026-04-30",
        "turns": [
            (U, "vell mep keep sending their models randomly and we're clashing against old versions. can you suggest a model exchange routine"),
            (A, "Sure! A simple routine: 1) fixed exchange day each week, 2) both parties export IFC to a shared folder with the date in the filename, 3) run clash detection the day after, 4) short coordination call to go through the clashes."),
            (U, "we dont have navisworks. is revit interference check ok?"),
            (A, "Revit's Interference Check works for basic clashes if you link their IFC, though it's clunky for tracking issues over time. Free viewers such as BIMcollab Zoom can also do basic clash checks."),
            (U, "ok. agreed with vell: IFC exported every monday by 12, into the sharepoint 'exchange' folder, we clash on tuesday"),
            (A, "Noted: weekly IFC exchange with Vell MEP every Monday by 12:00 into the SharePoint 'exchange' folder; clash review on Tuesday."),
            (U, "nice. hope it sticks this time 🤞"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Models are exchanged with Vell MEP as IFC every Monday by 12 in the SharePoint exchange folder, with clash checks on Tuesday.", "keywords": ["IFC", "monday"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c27",
        "day": "2026-05-06",
        "turns": [
            (U, "our website is from 2017 and it shows. got two quotes: kit & kin studio £4,000, pixelforge £6,800. kit & kin did the bakery site i liked"),
            (A, "Both could work. For a small practice the key things are strong project photography, easy self-editing (a CMS) and good mobile performance. If Kit & Kin's portfolio matches the feel you want and their quote includes CMS training and hosting setup, £4,000 is good value."),
            (U, "it includes cms + 1yr hosting. ok we'll use kit & kin at £4,000. oskar ok'd it at lunch"),
            (A, "Noted: website redesign by Kit & Kin Studio for £4,000, including CMS and one year's hosting."),
            (U, "one thing, can we put harbour mill photos on it? pellow havent signed anything about publicity"),
            (A, "Check your appointment for a publicity clause. Without one, it's safer to ask Pellow Estates first; some clients are sensitive while works are ongoing."),
            (U, "yeah idk. oskar thinks its fine, i'm not sure. leave the harbour mill photos question open til we ask pellow"),
            (A, "Understood. Open item: whether Harbour Mill photos can go on the new website, pending permission from Pellow Estates."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "Kit & Kin Studio will redesign the website for £4,000 including CMS and a year of hosting.", "keywords": ["kit & kin", "4,000"]},
            {"kind": "open_question", "turn": 6, "text": "Whether Harbour Mill photos may be published on the website is open until Pellow gives permission.", "keywords": ["harbour mill photos", "pellow"]},
        ],
        "answered": [4],
    },
    {
        "id": "c28",
        "day": "2026-05-12",
        "turns": [
            (U, "brannock have sent a fee variation for harbour mill asking for another £9k because of the cast iron columns. thats a 37% increase 🙄"),
            (A, "That's a big jump. Check the appointment: if the original scope excluded assessing the existing cast iron, the variation may be justified; if it was included (e.g. 'assessment of existing structure'), you can push back. Also ask them to break the £9k down by task."),
            (U, "its included. they're saying it's more than they expected. pellow are furious"),
            (A, "Then you're in a strong position to refuse or negotiate. If the relationship is broken, you could end the appointment under its terms and bring in another engineer; Tessel quoted £27.5k with 10 visits in February."),
            (U, "pellow decided this morning: we're dropping brannock and appointing tessel engineering instead. tessel agreed £26k for the remaining work"),
            (A, "Noted: Brannock Structures replaced by Tessel Engineering on Harbour Mill, at £26k for the remaining work. You'll want a proper handover of Brannock's calcs and drawings."),
            (U, "yep. draft a polite but firm termination email to brannock pls"),
            (A, "Dear [Name],\n\nFurther to your fee variation request of [date], our client Pellow Estates has decided not to accept the increase and to end Brannock Structures' appointment on Harbour Mill in accordance with clause [X]. Please send us the calculations and drawings produced to date together with your final account.\n\nThank you for your work on the project so far.\n\nKind regards,\nOskar Roe"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "Tessel Engineering replaces Brannock as Harbour Mill structural engineer for £26k.", "keywords": ["tessel", "brannock", "26k"]},
        ],
        "answered": [6],
    },
    {
        "id": "c29",
        "day": "2026-05-19",
        "turns": [
            (U, "wren street planning app, when should we submit? drawings are basically done, D&AS needs another week, heritage statement from kestrel due 29 may"),
            (A, "If the heritage statement arrives on 29 May, allow a couple of days to review and incorporate it. Submitting early the following week, e.g. Tuesday 2 June, gives a buffer. Avoid Fridays so any validation queries get picked up quickly."),
            (U, "ok we'll submit 2 june through the planning portal. bea can do the upload with me"),
            (A, "Noted: Wren Street planning application to be submitted on 2 June via the Planning Portal, with Priya and Bea doing the upload."),
            (U, "what forms do we need for a listed building in a conservation area? is it listed… no its not listed actually just conservation area"),
            (A, "For an unlisted building in a conservation area you'd typically need: the application form, ownership certificate, location and site plans, existing and proposed drawings, Design & Access Statement, heritage statement, the CIL additional information form, and the fee. No listed building consent."),
            (U, "cool thanks"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "The Wren Street planning application goes in on 2 June via the Planning Portal.", "keywords": ["2 june", "planning portal"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c30",
        "day": "2026-05-22",
        "turns": [
            (U, "quick maths help. brick coursing: 65mm brick + 10mm joint = 75mm per course. whats the nearest coursing height to 2400 for a window head"),
            (A, "2400 / 75 = 32 courses exactly, so 2400 mm is already on coursing. Nice!"),
            (U, "oh lol. and for 1050 cill?"),
            (A, "1050 / 75 = 14 courses, also exactly on coursing."),
            (U, "wow who designed this building, a genius 😎"),
            (A, "Clearly! 😄"),
            (U, "ok what about widths, brick 215 + 10 joint. opening around 1200 wide?"),
            (A, "Openings are usually CO+ sizes: n × 225 + 10. Nearest to 1200 are 1135 mm (5 bricks) or 1360 mm (6 bricks). With half-brick steps you'd get 1247.5 mm, but most people avoid half-millimetre dimensions."),
            (U, "ill ask priya which one she prefers, thx"),
        ],
        "facts": [],
        "answered": [0, 2, 6],
    },
    {
        "id": "c31",
        "day": "2026-05-28",
        "turns": [
            (U, "organising the studio summer lunch 🎉 options: the lantern (set menu £38pp) or harbour kitchen (£45pp, nicer terrace). margit says budget is £350 for the 8 of us, maybe +1 if we hire a part 2, not sure yet"),
            (A, "At 8 people: The Lantern = £304, Harbour Kitchen = £360 (just over budget). With a 9th person: £342 vs £405. The Lantern fits the budget either way."),
            (U, "lantern it is then. friday 10 july, 1pm, booking now"),
            (A, "Noted: studio summer lunch at The Lantern, Friday 10 July at 1pm."),
            (U, "oh wait bea's uni thing is 10 july"),
            (A, "Would you like to move it? The following Friday is 17 July."),
            (U, "nope asked her, it's the morning only, she'll come late. keep 10 july at the lantern"),
            (A, "Great, staying with Friday 10 July, 1pm at The Lantern. Let me know if you need anything else!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6, "text": "The studio summer lunch is at The Lantern on Friday 10 July at 1pm.", "keywords": ["lantern", "10 july"]},
        ],
        "answered": [0],
    },
    {
        "id": "c32",
        "day": "2026-06-03",
        "turns": [
            (U, "windows 10 is long dead and we still have 2 machines that cant do win11 (bea's and the reception pc, 7th gen intel). upgrade or replace?"),
            (A, "7th-gen Intel CPUs aren't on Windows 11's supported list, so there's no clean supported upgrade. Workarounds exist but aren't recommended for a business (no guarantee of updates). Replacement is the sensible path, especially for Bea's machine, which runs Revit."),
            (U, "reception just does email + xero. bea needs revit"),
            (A, "Then you could split the spec: a basic small form factor PC for reception (~£600) and a proper workstation for Bea, e.g. a Dell Precision 3680 tower with an RTX A2000 (~£1,600)."),
            (U, "oskar said one spec for both, easier to manage. so 2x precision 3680 at ~£1,600 each, ordering this week"),
            (A, "Noted: both Bea's PC and the reception PC are replaced with Dell Precision 3680 workstations at around £1,600 each."),
            (U, "remind me what to do with the old ones"),
            (A, "For the old PCs: 1) back up anything local to hrfs01, 2) remove them from Microsoft 365 and Bitwarden device lists, 3) securely wipe the drives, 4) recycle through a WEEE-compliant IT recycler and keep the disposal certificate."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Bea's PC and the reception PC are both replaced with Dell Precision 3680 workstations at about £1,600 each.", "keywords": ["precision 3680", "1,600"]},
        ],
        "answered": [0, 6],
    },
    {
        "id": "c33",
        "day": "2026-06-10",
        "turns": [
            (U, "papermill direct have been late 3 times in a row. this time 11 days!! bea had to buy a roll from the stationers at double price"),
            (A, "That's frustrating, especially when prints are time-critical. Is there an alternative supplier? Large-format specialists often offer next-day delivery."),
            (U, "rollcraft does next day, £22.10 a roll for the 90gsm, free delivery over £75"),
            (A, "For 6 rolls a quarter that's £132.60 vs £128.40 at Papermill Direct, about £4 more per quarter for reliable next-day delivery. Seems worth it."),
            (U, "yep. we've switched to rollcraft from this month, cancelling the papermill direct account"),
            (A, "Noted: plotter paper now comes from Rollcraft (90gsm, next-day delivery), replacing Papermill Direct."),
            (U, "ty. also tell me a joke im stressed"),
            (A, "Why did the architect bring a ladder to the meeting? They heard the project was going to the next level. 🪜"),
            (U, "booo 😂"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "The plotter paper supplier changed from Papermill Direct to Rollcraft.", "keywords": ["rollcraft", "papermill direct"]},
        ],
        "answered": [6],
    },
    {
        "id": "c34",
        "day": "2026-06-16",
        "turns": [
            (U, "ugh. wren street app invalid. email from the council:\n> Application PP-13792214 cannot be validated: CIL Additional Information form not provided; site location plan red line does not connect to the public highway.\n🙃"),
            (A, "Sorry! Both are quick fixes: 1) complete the CIL Additional Information form; even if the extension is exempt or zero-rated the form is still required; 2) extend the red line on the site location plan so it connects to the public highway (Wren Street), including the access."),
            (U, "ironic since you literally listed the cil form last month lol"),
            (A, "Ha, fair! Easy to miss in the rush."),
            (U, "ok bea does the cil form, i'll fix the red line, we resubmit by 18 june"),
            (A, "Noted: Bea prepares the CIL form, Priya corrects the red line on the location plan; resubmission by 18 June."),
            (U, "can you check the red line rule, does it have to include the access path too"),
            (A, "Yes. The red line should include all land needed to carry out the development, including access to the site from a public highway, visibility splays and any landscaping. So include the access path to Wren Street."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Bea does the CIL form and Priya fixes the red line so Wren Street is resubmitted by 18 June.", "keywords": ["cil form", "18 june"]},
        ],
        "answered": [6],
    },
    {
        "id": "c35",
        "day": "2026-06-19",
        "turns": [
            (U, "ashby pavilion structure. the engineer is fine with either CLT panels or a glulam frame with timber infill. CLT lead time is 14 weeks from the austrian supplier, glulam is 6-8 weeks from UK suppliers. which would you go for"),
            (A, "Key comparisons: CLT gives fast erection, finished exposed soffits and good airtightness, but long lead times and little flexibility for late changes. A glulam frame with infill is more flexible, quicker to source and possibly cheaper for a small single-storey building, but needs more site labour."),
            (U, "school wants it open by sept 2027 so lead time isnt a killer either way"),
            (A, "True, 14 weeks fits that programme. Then cost and look probably decide it. Do you have budget prices for both?"),
            (U, "QS (dunmore) is pricing both by end of july. so still open CLT or glulam until we see the numbers"),
            (A, "Understood: the Ashby pavilion structural system (CLT vs glulam frame) stays open until Dunmore Cost's pricing at the end of July."),
            (U, "yep cheers"),
        ],
        "facts": [
            {"kind": "open_question", "turn": 4, "text": "Whether the Ashby pavilion uses CLT or a glulam frame is open until the QS pricing arrives.", "keywords": ["CLT", "glulam"]},
        ],
        "answered": [0],
    },
    {
        "id": "c36",
        "day": "2026-06-25",
        "turns": [
            (U, "PI renewal due 1 july. broker came back: harlow mutual £5m cover £7,940/yr, or £2m cover with castle re £5,200. our appointments, does anyone need more than 2m"),
            (A, "Check your current appointments: public sector clients (e.g. the council on Wren Street) and developers often require £5m PI, sometimes maintained for 12 years after completion. If any appointment requires £5m, dropping to £2m would put you in breach."),
            (U, "wren street appointment says 5m yes. ok so harlow mutual, £5m, renewing. jules to pay"),
            (A, "Noted: PI insurance renewed with Harlow Mutual at £5m cover (£7,940/yr); Jules to arrange payment."),
            (U, "cool. unrelated, did the england game last night go to pens or not i missed it"),
            (A, "I don't have live sports results, sorry! A news site will have it."),
            (U, "fair 😂"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "PI insurance is renewed with Harlow Mutual at £5m cover.", "keywords": ["harlow mutual", "5m"]},
        ],
        "answered": [0],
    },
    {
        "id": "c37",
        "day": "2026-07-02",
        "turns": [
            (U, "hrfs01 at 87% full. df output:\n```\nFilesystem      Size  Used Avail Use% Mounted on\n/dev/md2         21T   18T  2.8T  87% /volume1\n```\nwhat's eating it"),
            (A, "At 87% you're getting close to where performance and snapshots suffer (aim to stay under 80%). To see what's using space, run Storage Analyzer, or over SSH:\n```\ndu -h --max-depth=1 /volume1/projects | sort -h | tail -20\n```"),
            (U, "```\n1.1T /volume1/projects/2019_Quayside\n1.4T /volume1/projects/2020_Ostler_House\n2.9T /volume1/projects/2021_Bramble_School\n4.8T /volume1/projects/2026_Harbour_Mill\n```\nharbour mill is mostly point cloud scans lol"),
            (A, "Point clouds make sense for a conversion. The completed 2019-2021 projects total about 5.4T, so archiving those would take you well under 80%."),
            (U, "ok margit agreed: anything completed before 2022 gets archived to the cold storage box (hrfs-archive) and deleted from hrfs01. i'll do it over the weekend"),
            (A, "Noted: completed projects from before 2022 move to hrfs-archive and are removed from hrfs01; Dev does it this weekend. Make sure hrfs-archive is backed up before deleting anything."),
            (U, "good point, it goes to b2 as well"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Projects completed before 2022 are moved to hrfs-archive and removed from the main file server.", "keywords": ["2022", "hrfs-archive"]},
        ],
        "answered": [0],
    },
    {
        "id": "c38",
        "day": "2026-07-08",
        "turns": [
            (U, "overnight enscape batch renders keep failing around 1:30am, like:\n```\n01:31:07 [Batch] Error writing output: \\\\hrfs01\\projects\\2026_Harbour_Mill\\renders\\view_12.png (network path busy)\n```\ncoincidence? renders usually start at 01:00"),
            (A, "Probably not! The Hyper Backup job to Backblaze starts at 01:30; while it runs the NAS can be slow or lock files, which would explain write failures from render jobs saving to the server. Options: move the backup earlier, or have renders save locally and copy afterwards."),
            (U, "asking dev"),
            (U, "dev says moving the backup to 23:00 is fine, he changed it just now. and renders will save locally first"),
            (A, "Good. A backup at 23:00 should normally finish before the renders start at 01:00, and saving locally first is a good safety net too."),
            (U, "can you give me a quick batch script to copy the renders to the server at 7am"),
            (A, "```bat\n@echo off\nrobocopy C:\\Renders \\\\hrfs01\\projects\\2026_Harbour_Mill\\renders *.png /XO /R:2 /W:10 /LOG+:C:\\Renders\\copy.log\n```\nSchedule it in Task Scheduler daily at 07:00. /XO skips files that are already copied."),
        ],
        "facts": [
            {"kind": "change", "turn": 3, "text": "The nightly file server backup moved from 01:30 to 23:00 to avoid clashing with overnight renders.", "keywords": ["backup", "23:00"]},
        ],
        "answered": [0, 5],
    },
    {
        "id": "c39",
        "day": "2026-07-14",
        "turns": [
            (U, "COBBLE LANE APPROVED 🎉🎉🎉 with 14 conditions obviously"),
            (A, "Congratulations!! 🎉 That's a big milestone. Want help going through the conditions?"),
            (U, "yes. condition 7: 'no development above slab level until samples of all external materials have been submitted to and approved in writing by the LPA'. who normally does that, us or the developer"),
            (A, "It varies. The architect often prepares the submission (materials schedule, samples, the application for approval of details) because they hold the design info, but discharging it is the applicant's (Ferncourt's) responsibility, and it's usually an additional service unless your appointment covers it."),
            (U, "our appointment ends at planning. ferncourt assume we do it. honestly no idea yet whether condition 7 is on us or on ferncourt"),
            (A, "Worth raising with Ferncourt soon, since it blocks work above slab level. Open item: who discharges condition 7 (materials), HRA as an additional service or Ferncourt."),
            (U, "yep. going for celebratory cake now 🍰"),
            (A, "Well deserved! 🍰"),
        ],
        "facts": [
            {"kind": "open_question", "turn": 4, "text": "It is unclear whether the studio or Ferncourt discharges Cobble Lane planning condition 7.", "keywords": ["condition 7", "ferncourt"]},
        ],
        "answered": [2],
    },
    {
        "id": "c40",
        "day": "2026-07-21",
        "turns": [
            (U, "we're stretched with harbour mill + cobble lane detailing. oskar and i agreed to hire a part 2 architectural assistant, start in september. can you draft the ad"),
            (A, "**Part 2 Architectural Assistant – Halden Roe Architects, Castlebridge**\n\nWe're a friendly studio of eight working on a library extension, a mill conversion, new homes and a school pavilion. We're looking for a Part 2 Architectural Assistant to join us in September 2026. Revit skills essential.\n\nSalary: £[X]\nApply with CV and portfolio to Jules Ferrand."),
            (U, "salary... oskar says £30k, i think we need £32k to get anyone decent"),
            (A, "Both are within a typical range for Part 2 roles outside London. £32k would be more competitive; £30k may attract fewer applicants. A range such as £30-32k depending on experience is a common compromise."),
            (U, "we'll argue about it at the partners meeting. leave salary blank for now, 30k or 32k still open"),
            (A, "Done: salary shown as £[TBC]. Open item: Part 2 salary, £30k or £32k."),
            (U, "and put applications close 15 august"),
            (A, "Updated: 'Applications close 15 August 2026.' Let me know if you need anything else!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 0, "text": "The studio will hire a Part 2 architectural assistant starting in September.", "keywords": ["part 2", "september"]},
            {"kind": "open_question", "turn": 4, "text": "Whether the Part 2 salary is £30k or £32k is still open.", "keywords": ["30k", "32k"]},
        ],
        "answered": [0, 6],
    },
    {
        "id": "c41",
        "day": "2026-07-29",
        "turns": [
            (U, "wren street stage 4 issued last week 🎉 so time to think about revit 2026. vell are on 2026 now, tessel too. the ashby test model has been fine since feb"),
            (A, "Nice! With Stage 4 out and consultants already on 2026, this is a good window. Plan: 1) pick a date, 2) upgrade central models one at a time (detach, upgrade, save as new central), 3) check add-ins (Enscape, pyRevit) have 2026 versions, 4) upgrade HRA_Template_v3 too."),
            (U, "what about the 551.86 nvidia driver thing, does revit 2026 care"),
            (A, "Revit 2026 should be fine on that driver for normal modelling, but check Autodesk's certified graphics list for your GPU, and if Enscape gets updated at the same time, test renders on one machine first."),
            (U, "ok. we're moving all projects to revit 2026 on 17 august, i'll do the central models that weekend. everyone has to install it by the 14th"),
            (A, "Noted: all projects move to Revit 2026 on 17 August; Lena upgrades the central models that weekend; everyone installs Revit 2026 by 14 August."),
            (U, "write the email to everyone"),
            (A, "Subject: Revit 2026 upgrade – 17 August\n\nHi all,\nWe're moving all projects to Revit 2026 on Monday 17 August. Please install Revit 2026 (via Autodesk Access) by Friday 14 August. I'll upgrade the central models over the weekend of 15-16 August, so please sync and close all models by 5pm on the 14th.\n\nThanks, Lena"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "All projects move to Revit 2026 on 17 August, with installs due by the 14th.", "keywords": ["revit 2026", "17 august"]},
        ],
        "answered": [2, 6],
    },
    {
        "id": "c42",
        "day": "2026-08-04",
        "turns": [
            (U, "priya's off 10-21 aug (bali!! jealous). who covers wren street queries? its quiet but the council might ping about the tender"),
            (A, "Ideally someone already familiar with the project. Tomasz covers Harbour Mill site visits already; is he free? Bea knows Wren Street well but as an intern probably shouldn't be the council's contact."),
            (U, "priya asked tomasz, he said yes. so tomasz covers wren street 10-21 aug, bea helps with drawings"),
            (A, "Noted: Tomasz covers Wren Street queries 10-21 August while Priya is away, with Bea helping on drawings."),
            (U, "also is that ok with the two people off rule, lena is off 17-21 too"),
            (A, "Yes: Priya and Lena overlap 17-21 August, which is exactly two people, so it's within the limit. Nobody else can book that week though."),
            (U, "ok ill block it in the calendar"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "Tomasz covers Wren Street queries from 10 to 21 August while Priya is on holiday.", "keywords": ["tomasz", "wren street", "10-21 aug"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c43",
        "day": "2026-08-11",
        "turns": [
            (U, "got this forwarded by jules:\n```\nFrom: Xero Billing <billing@xero-invoices-secure.com>\nSubject: Action required: payment failed\nYour subscription payment failed. Update your card within 24h: https://xero-invoices-secure.com/login\n```\nphishing right?"),
            (A, "Yes, almost certainly phishing: the domain is xero-invoices-secure.com (not xero.com), it pushes urgency ('within 24h') and asks you to log in through a link. Don't click. Report it in Outlook (Report > Phishing) and block the sender domain."),
            (U, "jules didnt click thank god. third one this month"),
            (A, "Then some awareness training might help; there are inexpensive phishing-awareness courses aimed at small firms, some with simulated phishing emails."),
            (U, "ok margit agreed: everyone does the phishing training module by 31 aug, i'll send the link. and report anything sus to me instead of forwarding"),
            (A, "Noted: all staff complete the phishing training by 31 August; suspicious emails are reported to Dev with the Report button rather than forwarded."),
            (U, "can u block the domain for me"),
            (A, "I can't access your tenant, but here's how: Microsoft Defender portal > Policies & rules > Threat policies > Tenant Allow/Block Lists > Domains & addresses > Block > add xero-invoices-secure.com."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Everyone must complete phishing training by 31 August and report suspicious emails to Dev.", "keywords": ["phishing training", "31 aug"]},
        ],
        "answered": [0, 6],
    },
    {
        "id": "c44",
        "day": "2026-08-19",
        "turns": [
            (U, "hi its bea, priya's away and tomasz is in a meeting. whats the minimum clear door width for a public building, for the wren street extension"),
            (A, "For a new building used by the general public, Approved Document M Volume 2 (Table 2.1) gives 1000 mm minimum effective clear width; the lower figures (around 800-825 mm) are for existing buildings. Check against the current edition."),
            (U, "ok and the turning circle in the accessible wc"),
            (A, "A 1500 mm diameter wheelchair turning space is the usual figure; the standard wheelchair-accessible WC layout is about 1500 × 2200 mm internally."),
            (U, "thx. tomasz says we should just copy the layout from the bramble school project lol"),
            (A, "Reusing a checked layout is sensible, just confirm it still matches current guidance."),
            (U, "will do. ok lunch, its too hot to think ☀️"),
            (A, "Stay cool! ☀️"),
        ],
        "facts": [],
        "answered": [0, 2],
    },
    {
        "id": "c45",
        "day": "2026-08-27",
        "turns": [
            (U, "harbour mill main contractor (stonebridge) has a new site manager, she can't do thursdays. proposing tuesday"),
            (A, "Tuesday works. Thursday visits left Friday for follow-ups; with Tuesday you'd issue instructions on Wednesday, which is also fine. Keep it in the morning?"),
            (U, "yes 9am still. so from next week the harbour mill site visit moves to tuesday 9am, tomasz still covers"),
            (A, "Noted: the weekly Harbour Mill site visit moves from Thursday to Tuesday at 9am from next week; Tomasz covers when Oskar is off."),
            (U, "hmm dev is only in tue/thu, any IT clash?"),
            (A, "Dev doesn't attend site visits, so no clash, unless you need him to set up the site tablet on a Tuesday morning."),
            (U, "ha no. ok thanks"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "The weekly Harbour Mill site visit moved from Thursday to Tuesday at 9am.", "keywords": ["tuesday", "site visit"]},
        ],
        "answered": [4],
    },
    {
        "id": "c46",
        "day": "2026-09-02",
        "turns": [
            (U, "good news, we found our part 2! sami oduya, from castlebridge uni, really strong portfolio"),
            (A, "That's great news, congratulations! Did you settle the salary question from July (£30k vs £32k)?"),
            (U, "split the difference lol. offer is £31k, start 21 sept. oskar happy"),
            (A, "Noted: offer to Sami Oduya as Part 2 Architectural Assistant at £31k, starting 21 September."),
            (U, "can you draft the offer letter, jules will put it on letterhead"),
            (A, "Dear Sami,\n\nWe're delighted to offer you the position of Part 2 Architectural Assistant at Halden Roe Architects, starting on Monday 21 September 2026, at a salary of £31,000 per year. Full terms are set out in the enclosed contract.\n\nKind regards,\nMargit Halden"),
            (U, "add that priya will be his mentor for the pedr"),
            (A, "Added: 'Priya Nandakumar will be your employment mentor for your PEDR.' Let me know if you need anything else!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "Sami Oduya is offered the Part 2 role at £31k, starting 21 September.", "keywords": ["31k", "21 sept"]},
        ],
        "answered": [4, 6],
    },
    {
        "id": "c47",
        "day": "2026-09-08",
        "turns": [
            (U, "wren street goes to tender soon, then construction. revision codes after the construction issue, do we just keep going P02, P03...?"),
            (A, "Under your HRA convention P01 marks preliminary revisions. Common UK ISO 19650 practice uses C01, C02... for contractual/construction issues, so drawings issued for construction would restart at C01."),
            (U, "ok so from construction issue onwards revisions go C01, C02 etc. drawing numbers stay the same. tender issue stays P"),
            (A, "Noted: from the construction issue, revisions use C01, C02…; P revisions continue up to and including tender; drawing numbers unchanged."),
            (U, "update my wiki one liner from january"),
            (A, "\"All drawings are numbered HRA-[project code]-A-[sheet no.]-[revision], e.g. HRA-CLM-A-2101-P01; sheets 1xxx = GA plans, 2xxx = sections/elevations, 5xxx = details; revisions start at P01 and restart at C01 from the construction issue.\""),
            (U, "👌"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "From the construction issue onwards drawing revisions restart at C01 instead of continuing P numbers.", "keywords": ["C01", "construction issue"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c48",
        "day": "2026-09-15",
        "turns": [
            (U, "ferncourt finally replied about condition 7. they want us to do it. they'll pay as additional service, hourly"),
            (A, "Good to have it clear. At your current rate of £95/hour it's worth agreeing an estimate or cap up front."),
            (U, "yeah. agreed 12 hrs cap, so condition 7 discharge is ours as an additional service, max 12 hrs at £95"),
            (A, "Noted: HRA prepares the condition 7 (materials) discharge for Cobble Lane as an additional service, capped at 12 hours at £95/hour."),
            (U, "what do i actually submit"),
            (A, "Typically: an application for approval of details reserved by condition (via the Planning Portal), the fee, a materials schedule, photos and spec sheets for each material, and an offer of a sample panel on site for the officer. For Cobble Lane: Corbel Red multi brick, mortar, larch for the dormers, roof tiles, windows, rainwater goods."),
            (U, "perfect. bea already made the sample board so thats half done 🙌"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "The studio discharges Cobble Lane condition 7 as an additional service capped at 12 hours.", "keywords": ["condition 7", "12 hrs"]},
        ],
        "answered": [4],
    },
    {
        "id": "c49",
        "day": "2026-09-18",
        "turns": [
            (U, "bluebeam revu renewal: 5 seats, they moved to subscription, £260/seat/yr = £1,300. last time we paid like £700. do we even need it"),
            (A, "Who uses it and for what? Bluebeam's strengths are markup, measurement/takeoff and drawing comparison. Cheaper PDF editors cover markup and basic measuring, but overlay/compare is harder to replace."),
            (U, "priya and tomasz use it for redlining and comparing revisions. lena uses the measure tools a bit"),
            (A, "Then you could keep 2 Bluebeam seats (£520) for Priya and Tomasz and move everyone else to a cheaper PDF editor."),
            (U, "good idea but margit wants to ask them first. renewal is 30 sept. so still undecided whether to renew bluebeam at all"),
            (A, "Understood. Open item: whether to renew Bluebeam Revu (and for how many seats) before the 30 September renewal date."),
            (U, "thx"),
        ],
        "facts": [
            {"kind": "open_question", "turn": 4, "text": "Whether to renew Bluebeam Revu, and for how many seats, is undecided.", "keywords": ["renew", "bluebeam"]},
        ],
        "answered": [0],
    },
    {
        "id": "c50",
        "day": "2026-09-24",
        "turns": [
            (U, "partners meeting today. we're bumping the additional services rate from £95 to £105/hr from 1 january. inflation + sami's salary"),
            (A, "Noted: the hourly rate for additional services goes up from £95 to £105 from 1 January 2027."),
            (U, "existing appointments, do we have to honour 95 on those"),
            (A, "Generally yes, unless the appointment allows for rate reviews; many do allow annual reviews, so check each one. The Cobble Lane condition 7 work was agreed at 12 hours at £95, so that stays."),
            (U, "ok. new rate applies to new appointments and ones with review clauses. can you draft a short client letter"),
            (A, "Dear [Client],\n\nFrom 1 January 2027 our hourly rate for additional services will be £105 (excl. VAT). Work instructed before that date will be charged at the current rate. Thank you for your continued support.\n\nKind regards,\nOskar Roe"),
            (U, "good. send me a coffee too pls ☕"),
            (A, "If only I could! ☕ Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 0, "text": "The additional services rate rises from £95 to £105 per hour from 1 January.", "keywords": ["105", "1 january"]},
        ],
        "answered": [2, 4],
    },
    {
        "id": "c51",
        "day": "2026-10-01",
        "turns": [
            (U, "wren street is going to planning committee on 12 nov (council's own application so it has to). do i present or let quill planning do it?"),
            (A, "Either is common. An architect presenting can speak to design quality and answer detailed questions; a planning consultant is stronger on policy and procedure. Many practices have the consultant speak with the architect present for design questions. Applicants usually get a short fixed speaking slot."),
            (U, "5 mins here. oskar thinks quill, margit thinks me"),
            (A, "A compromise: Quill uses the speaking slot and you attend to answer members' questions. Would that work?"),
            (U, "maybe. we'll see what quill charge. not deciding today who speaks at committee on 12 nov"),
            (A, "Noted as open: who presents Wren Street at the 12 November planning committee, Priya or Quill Planning."),
            (U, "thanks. also can you remind me what 'delegated' means again"),
            (A, "A delegated decision is made by a planning officer under powers delegated by the council, rather than by the planning committee. Applications go to committee when they're controversial, large, or, as here, the council's own application."),
        ],
        "facts": [
            {"kind": "open_question", "turn": 4, "text": "It is undecided whether Priya or Quill Planning presents Wren Street at the 12 November committee.", "keywords": ["committee", "12 nov"]},
        ],
        "answered": [0, 6],
    },
    {
        "id": "c52",
        "day": "2026-10-07",
        "turns": [
            (U, "dunmore's pricing for ashby is in: CLT option £438k, glulam frame £401k. school picked glulam, obviously"),
            (A, "A £37k difference is significant on a budget of around £420k. Noted: the Ashby pavilion goes with the glulam frame."),
            (U, "and the glulam supplier is northwood timber, 7 week lead time. the austrian CLT guys are out"),
            (A, "Noted: glulam frame supplied by Northwood Timber with a 7-week lead time."),
            (U, "can you check the engineer's note for me, he says 'GL24h for primary beams'. is that normal"),
            (A, "Yes, GL24h is a common homogeneous glulam strength class for primary beams; GL28h is the next step up if more capacity is needed."),
            (U, "ok great"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "The Ashby pavilion uses a glulam frame from Northwood Timber instead of CLT.", "keywords": ["glulam", "northwood"]},
        ],
        "answered": [4],
    },
    {
        "id": "c53",
        "day": "2026-10-13",
        "turns": [
            (U, "excel help!! i have a harvest export, col A name, col B project, col C hours. want total hours per person for harbour mill only"),
            (A, "Use SUMIFS, e.g. in a summary table with names in E2:E9:\n```\n=SUMIFS($C:$C, $A:$A, E2, $B:$B, \"Harbour Mill\")\n```\nOr insert a pivot table with Name in rows, Project as a filter and Sum of Hours as the value."),
            (U, "it says 0 for everyone 😭"),
            (A, "Usually that means either the project name doesn't match exactly (e.g. 'Harbour Mill ' with a trailing space) or the hours are stored as text. Check with =ISNUMBER(C2)."),
            (U, "ISNUMBER says FALSE. some of them have a space after the number"),
            (A, "Add a helper column with =VALUE(TRIM(C2)), fill down, and point the SUMIFS at that column instead."),
            (U, "ok it works. you're a star ⭐"),
            (A, "Happy to help! Let me know if you need anything else."),
        ],
        "facts": [],
        "answered": [0, 2],
    },
    {
        "id": "c54",
        "day": "2026-10-20",
        "turns": [
            (U, "hrfs01 email alert this morning:\n```\n[hrfs01] Drive 3 (WD80EFZZ) in Storage Pool 1 has failed. The storage pool is degraded.\nS.M.A.R.T. status: Failing  Reallocated_Sector_Ct: 2113\n```\n😰"),
            (A, "Don't panic: with SHR/RAID 5 the pool is degraded but the data is intact as long as no second drive fails. Steps: 1) check last night's Backblaze backup (23:00) completed, 2) order a replacement of the same or larger capacity, 3) hot-swap drive 3 and repair the pool, 4) avoid heavy writes until it's rebuilt."),
            (U, "backup ok ✅. what drive should i get, same model?"),
            (A, "Same capacity or larger, NAS-rated. The WD Red Plus 8TB (WD80EFPX, successor to the WD80EFZZ) is a direct fit; a Seagate IronWolf 8TB also works. Check the Synology compatibility list for your model."),
            (U, "ok ordering 2x wd red plus 8tb, one goes in now and one sits in the cupboard as a spare"),
            (A, "Noted: two WD Red Plus 8TB drives ordered, one to replace failed drive 3 and one kept as a cold spare."),
            (U, "how long does a rebuild take roughly"),
            (A, "For an 8TB drive in a 4-bay pool, expect roughly 12-24 hours depending on load. Performance will be slower while it rebuilds."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Two WD Red Plus 8TB drives are bought: one replaces failed drive 3, one is kept as a spare.", "keywords": ["wd red plus", "8tb", "spare"]},
        ],
        "answered": [2, 6],
    },
    {
        "id": "c55",
        "day": "2026-10-23",
        "turns": [
            (U, "planning christmas already 🎄 last year we closed 24 dec - 2 jan. this year xmas eve is a thursday so margit wants to close from 23 dec and reopen 4 jan"),
            (A, "That makes sense: closing on Wednesday 23 December and reopening on Monday 4 January avoids awkward single working days between the bank holidays."),
            (U, "what are the bank holidays in there again"),
            (A, "In England: Christmas Day on Friday 25 December, Boxing Day substitute on Monday 28 December (the 26th is a Saturday), and New Year's Day on Friday 1 January."),
            (U, "ok confirmed then, closed 23 dec to 4 jan. ill put it in the calendar"),
            (A, "Noted: this year the studio closes on 23 December and reopens on 4 January."),
            (U, "and the out of office pls, same as last year new dates"),
            (A, "\"Thank you for your email. Halden Roe Architects is closed from 23 December and reopens on 4 January. Emails will not be monitored during this period. Season's greetings!\""),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "This year's Christmas closure runs from 23 December to 4 January.", "keywords": ["23 dec", "4 jan"]},
        ],
        "answered": [2, 6],
    },
    {
        "id": "c56",
        "day": "2026-10-29",
        "turns": [
            (U, "foundry yard lease renewal: landlord wants +12% from april. £28,500 → £31,920/yr. there's a unit at the old tannery for £27k but it's smaller (140 vs 165 m2) and no parking. is moving worth it"),
            (A, "Per m2 they're almost identical: Foundry Yard at the new rent is about £193/m2, the Tannery about £193/m2 too. Moving costs (IT, fit-out, downtime) could easily be £10-15k, which would wipe out several years of the £4,920 annual saving."),
            (U, "huh. interesting. but we're growing, sami started, maybe another hire next year"),
            (A, "Then 140 m2 at the Tannery could get tight for 9-10 people, while Foundry Yard leaves room to grow. You could also negotiate: landlords often accept less than their opening ask, especially for a longer lease."),
            (U, "oskar wants to negotiate, i want to look at more places. no decision, we're still open on staying at foundry yard vs moving, deadline to tell the landlord is 31 jan"),
            (A, "Noted as open: whether to renew at Foundry Yard (at +12% or a negotiated rise) or move; the landlord needs an answer by 31 January."),
            (U, "thanks. now i need a drink 🍷"),
            (A, "Cheers! 🍷"),
        ],
        "facts": [
            {"kind": "open_question", "turn": 4, "text": "Whether to renew the Foundry Yard lease or move is open, with an answer due to the landlord by 31 January.", "keywords": ["foundry yard", "31 jan"]},
        ],
        "answered": [0],
    },
    {
        "id": "c57",
        "day": "2026-11-05",
        "turns": [
            (U, "hi! so sami started and priya says i can hand the monthly plotter clean over to him, since im doing more drawings now 🙌"),
            (A, "Nice, a sign you're moving up! Do you want to write Sami a handover note?"),
            (U, "yes. and dev confirmed: from this month sami does the first monday plotter clean, not me"),
            (A, "Noted: from November the monthly plotter clean (first Monday) is done by Sami instead of Bea. Handover note:\n1. Power off and unplug bigjet\n2. Check the carriage path for paper scraps\n3. Wipe the rail with a lint-free cloth\n4. Dry-wipe the encoder strip\n5. Print the status page as a test"),
            (U, "can you add the error 86:01 thing from last year"),
            (A, "Added: '6. If bigjet shows error 86:01 (carriage path obstruction), look for paper scraps near the service station and wipe the rail; that was the cause last time.'"),
            (U, "perfect thx!!"),
            (A, "You're welcome!"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "Sami takes over the first-Monday plotter clean from Bea.", "keywords": ["sami", "plotter clean"]},
        ],
        "answered": [4],
    },
    {
        "id": "c58",
        "day": "2026-11-13",
        "turns": [
            (U, "WE WON. wren street approved at committee yesterday, 9 votes to 1 🎉 quill did the talking in the end, i answered the questions"),
            (A, "Congratulations!! 🎉 Great result, and sounds like the split worked well."),
            (U, "thanks!! margit wants the tender package out asap. we agreed the tender package goes out by 15 jan, 4 contractors invited"),
            (A, "Noted: Wren Street tender package to be issued by 15 January, with 4 contractors invited."),
            (U, "which contractors would you suggest for a library extension"),
            (A, "I don't know your local contractors, but useful criteria: experience of public buildings and of working next to an occupied building (will the library stay open?), conservation area experience, being on the council's framework, and a turnover comfortably above the contract value."),
            (U, "library stays open yes. council framework has 6, we pick 4"),
            (A, "Then shortlist from those 6 on occupied-building experience and recent references."),
            (U, "👍"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "The Wren Street tender package is issued by 15 January to four contractors.", "keywords": ["15 jan", "4 contractors"]},
        ],
        "answered": [4],
    },
    {
        "id": "c59",
        "day": "2026-11-18",
        "turns": [
            (U, "finally sorted microsoft billing. jules ok'd it: we switched all 9 business standard licences to annual billing, renews nov 2027"),
            (A, "Noted: Microsoft 365 Business Standard (9 licences) is now on annual billing, renewing November 2027. That settles the monthly vs annual question from April."),
            (U, "bea's placement ends july tho so we pay for her seat till nov. meh, its like £60"),
            (A, "Roughly, yes, and you can reassign that licence to a new starter if there is one."),
            (U, "true. also can you explain what 'co-terming' meant in the email"),
            (A, "Co-terming means licences added mid-term get the same end date as your existing subscription, so everything renews together; you pay pro-rata for the added ones."),
            (U, "makes sense ty"),
            (A, "Let me know if you need anything else!"),
        ],
        "facts": [
            {"kind": "change", "turn": 0, "text": "Microsoft 365 Business Standard licences moved to annual billing, renewing November 2027.", "keywords": ["annual billing", "business standard"]},
        ],
        "answered": [4],
    },
    {
        "id": "c60",
        "day": "2026-11-27",
        "turns": [
            (U, "harbour mill stage 5 starts in feb. tessel's appointment only runs to end of stage 4. they quoted £14k for stage 5 site inspections. pellow asking whether to retender"),
            (A, "Retendering just for Stage 5 often isn't worth it: a new engineer has to get up to speed on the design and the existing structure (the cast iron columns etc.), and Tessel already carry the design responsibility. But it's fair to test the £14k."),
            (U, "their stage 4 was 26k for everything so 14k for stage 5 feels steep"),
            (A, "It is on the high side. Ask Tessel for a breakdown per visit and negotiate a fixed number of inspections."),
            (U, "yeah. pellow meeting is 10 dec. until then no idea if we keep tessel for stage 5 or retender"),
            (A, "Noted as open: whether Tessel continues into Stage 5 on Harbour Mill (at £14k or a negotiated fee) or the work is retendered; to be discussed with Pellow on 10 December."),
            (U, "cheers. right, friday drinks 🍻 have a good weekend"),
            (A, "Have a great weekend! 🍻"),
        ],
        "facts": [
            {"kind": "open_question", "turn": 4, "text": "Whether Tessel stays on for Harbour Mill stage 5 or the work is retendered is undecided.", "keywords": ["tessel", "stage 5"]},
        ],
        "answered": [0],
    },
]

QUESTIONS = [
    {"question": "whose job is it to do the monthly maintenance wipe of the large-format printer?", "chat": "c01", "fact": 0},
    {"question": "which company did we first pick to supply the big printer's paper rolls?", "chat": "c02", "fact": 0},
    {"question": "which revit release was the library extension meant to remain on, and until when?", "chat": "c03", "fact": 0},
    {"question": "how many openings for roof glazing did we settle on for the library after the cost discussion?", "chat": "c04", "fact": 0},
    {"question": "back in december, did anyone know who would foot the bill for the library's historic building assessment?", "chat": "c04", "fact": 1},
    {"question": "what dates was the office shut over the 2025 festive break?", "chat": "c05", "fact": 0},
    {"question": "where does the NAS send its offsite copies and what time did that job originally run?", "chat": "c06", "fact": 0},
    {"question": "what's our naming scheme for drawing sheets?", "chat": "c08", "fact": 0},
    {"question": "what lump sum did we quote the school for the pavilion up to technical design?", "chat": "c09", "fact": 0},
    {"question": "what hourly charge did we use for work outside the agreed scope at the start of 2026?", "chat": "c09", "fact": 1},
    {"question": "after the pre-app, what was still uncertain about the height of the biggest house at the mews?", "chat": "c10", "fact": 0},
    {"question": "which tool do we keep shared logins in, and who manages it?", "chat": "c11", "fact": 0},
    {"question": "which graphics driver version are the workstations locked to?", "chat": "c12", "fact": 0},
    {"question": "how far ahead do I have to book leave, and how many colleagues can be away at once?", "chat": "c13", "fact": 0},
    {"question": "do the christmas shutdown days come out of my holiday allowance?", "chat": "c13", "fact": 1},
    {"question": "who did we originally hire as structural consultant on the mill conversion, and for how much?", "chat": "c14", "fact": 0},
    {"question": "which revit starting file should a brand-new job be set up from?", "chat": "c16", "fact": 0},
    {"question": "on which day and time did the weekly inspection at the mill originally take place?", "chat": "c17", "fact": 0},
    {"question": "in march, what were the two external finish options still on the table for the mews houses?", "chat": "c18", "fact": 0},
    {"question": "what do we use to connect to the office network from home?", "chat": "c19", "fact": 0},
    {"question": "what's our rule on clients who don't settle their invoices?", "chat": "c20", "fact": 0},
    {"question": "who carried out the historic building assessment for the library and how was it paid for?", "chat": "c21", "fact": 0},
    {"question": "which heritage consultant did we bring in on the library job?", "chat": "c21", "fact": 0},
    {"question": "when is it ok to print at the largest sheet size?", "chat": "c22", "fact": 0},
    {"question": "what did the developer finally choose for the exteriors of the mews houses?", "chat": "c23", "fact": 0},
    {"question": "how often does the intern get a supervision session, and who runs it?", "chat": "c24", "fact": 0},
    {"question": "who is bea's mentor for her professional experience record?", "chat": "c24", "fact": 0},
    {"question": "in april, had we made up our minds on how we pay for the microsoft subscriptions?", "chat": "c25", "fact": 0},
    {"question": "what's the routine for swapping models with the services engineers?", "chat": "c26", "fact": 0},
    {"question": "who is building the new practice website and what does it cost us?", "chat": "c27", "fact": 0},
    {"question": "are we allowed to show pictures of the mill conversion on our site?", "chat": "c27", "fact": 1},
    {"question": "why did the engineer on the mill conversion change and who took over?", "chat": "c28", "fact": 0},
    {"question": "who is our structural engineer on harbour mill now?", "chat": "c28", "fact": 0},
    {"question": "on what date and through which system was the library application to be lodged?", "chat": "c29", "fact": 0},
    {"question": "where and when was the 2026 team summer meal?", "chat": "c31", "fact": 0},
    {"question": "what machines did we buy to replace the pcs that couldn't run windows 11?", "chat": "c32", "fact": 0},
    {"question": "who supplies our plotter rolls now, after all the late deliveries?", "chat": "c33", "fact": 0},
    {"question": "when the library application failed validation, who was fixing what and by when?", "chat": "c34", "fact": 0},
    {"question": "before the cost consultant's figures came in, had we chosen the pavilion's structural system?", "chat": "c35", "fact": 0},
    {"question": "which insurer holds our professional indemnity policy and at what level of cover?", "chat": "c36", "fact": 0},
    {"question": "what happens to old finished jobs on the file server?", "chat": "c37", "fact": 0},
    {"question": "what time does the offsite copy of the server run now, and why was it moved?", "chat": "c38", "fact": 0},
    {"question": "right after the mews scheme got consent, was it clear who would deal with the materials condition?", "chat": "c39", "fact": 0},
    {"question": "what new post did the partners agree to recruit for in summer 2026, and when should they start?", "chat": "c40", "fact": 0},
    {"question": "which pay figures were the partners torn between for the new assistant post?", "chat": "c40", "fact": 1},
    {"question": "when did the office switch every project to the newer revit release?", "chat": "c41", "fact": 0},
    {"question": "who looked after library project questions while priya was in bali?", "chat": "c42", "fact": 0},
    {"question": "what was the deadline for the anti-scam email course everyone had to take?", "chat": "c43", "fact": 0},
    {"question": "which weekday are the mill inspections held on now?", "chat": "c45", "fact": 0},
    {"question": "what pay and start date was our new graduate assistant offered?", "chat": "c46", "fact": 0},
    {"question": "how are revision codes handled once drawings are issued for building?", "chat": "c47", "fact": 0},
    {"question": "who ended up handling the materials sign-off for the mews scheme, and how many hours were allowed?", "chat": "c48", "fact": 0},
    {"question": "did we settle whether to keep paying for the pdf markup software subscription?", "chat": "c49", "fact": 0},
    {"question": "what will our hourly charge for extra services be in 2027?", "chat": "c50", "fact": 0},
    {"question": "was it decided in october who would speak for the library scheme at the planning meeting?", "chat": "c51", "fact": 0},
    {"question": "what frame type and supplier were picked for the school pavilion?", "chat": "c52", "fact": 0},
    {"question": "what replacement disks did we buy when a drive in the NAS died?", "chat": "c54", "fact": 0},
    {"question": "when is the office shut over the 2026 holidays?", "chat": "c55", "fact": 0},
    {"question": "are we staying in our current premises or relocating?", "chat": "c56", "fact": 0},
    {"question": "who does the printer maintenance now that the new assistant has joined?", "chat": "c57", "fact": 0},
    {"question": "by when must the library construction bids go out, and to how many builders?", "chat": "c58", "fact": 0},
    {"question": "how do we pay for the office 365 licences these days?", "chat": "c59", "fact": 0},
    {"question": "will the mill's engineers carry on into the construction phase?", "chat": "c60", "fact": 0},
]


if __name__ == "__main__":
    from collections import Counter
    assert len(CHATS) == 60, len(CHATS)
    ids = [c["id"] for c in CHATS]
    assert len(set(ids)) == 60, "duplicate ids"
    by_id = {c["id"]: c for c in CHATS}
    kinds = Counter()
    no_fact = 0
    for c in CHATS:
        cid = c["id"]
        assert "2025-12-01" <= c["day"] <= "2026-11-27", (cid, c["day"])
        turns = c["turns"]
        assert 6 <= len(turns) <= 10, (cid, len(turns))
        for t in turns:
            assert len(t) == 2 and t[0] in (U, A) and isinstance(t[1], str) and t[1], (cid, t)
        facts = c["facts"]
        assert len(facts) <= 2, cid
        if not facts:
            no_fact += 1
        for f in facts:
            assert f["kind"] in ("decision", "change", "open_question"), (cid, f)
            assert 0 <= f["turn"] < len(turns), (cid, f)
            assert isinstance(f["text"], str) and f["text"], (cid, f)
            assert 2 <= len(f["keywords"]) <= 3, (cid, f)
            low = turns[f["turn"]][1].lower()
            for k in f["keywords"]:
                assert k.lower() in low, (cid, f["turn"], k)
            kinds[f["kind"]] += 1
        for i in c["answered"]:
            assert 0 <= i < len(turns), (cid, i)
            assert turns[i][0] == U, (cid, i)
            assert any(t[0] == A for t in turns[i + 1:]), (cid, i)
    for q in QUESTIONS:
        assert q["chat"] in by_id, q
        assert 0 <= q["fact"] < len(by_id[q["chat"]]["facts"]), q
        assert q["question"].strip(), q
    assert len(QUESTIONS) >= 60, len(QUESTIONS)
    days = [c["day"] for c in CHATS]
    assert days == sorted(days), "days not in order"
    for k in ("decision", "change", "open_question"):
        print(f"{k}: {kinds[k]}")
    print(f"chats without facts: {no_fact}")
    print(f"questions: {len(QUESTIONS)}")
