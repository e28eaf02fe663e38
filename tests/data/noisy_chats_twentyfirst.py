# Development data since 2026-12-03 (session 23): released after its last held-out measurement, below.
# Held-out noisy-chat set no. 21 (60 chats, 67 facts, 67 questions; a satellite ground-station
# operator), written on 2026-12-03 by a helper that never saw the pipeline or the other sets. Its misses were not
# read. Measured by the lead only (python -m tests.noisy_chat_quality twentyfirst): at ff20dc9 (session 22's start)
# coverage day / week / month 54 / 54 / 52 of 67 (0.81 / 0.81 / 0.78), noise 21/181 (0.12), core memory noise 0/1,
# recall 50/67 (0.75); at session 22's merged code (277acbe; h48: packets of up to 16 items, core memory keeps every
# line of a chat; h51's salience refit) coverage 53 / 53 / 51 (0.79 / 0.79 / 0.76), noise 21/178 (0.12), core memory
# noise 0/1, recall 51/67 (0.76).
"""Labeled noisy chat dataset: Kestrel Downlink (satellite ground station operator).

Team (8):
  Maya   - station manager / ops lead
  Tomasz - RF engineer
  Priya  - pass scheduling engineer
  Dev    - software engineer (scheduler, portal, monitoring)
  Ines   - customer success & contracts
  Kofi   - NOC operator / on-call lead
  Lena   - licensing & regulatory
  Rui    - logistics, facilities & spare parts
"""

U = "user"
A = "assistant"

TEAM = {
    "Maya": "station manager / ops lead",
    "Tomasz": "RF engineer",
    "Priya": "pass scheduling engineer",
    "Dev": "software engineer",
    "Ines": "customer success & contracts",
    "Kofi": "NOC operator / on-call lead",
    "Lena": "licensing & regulatory",
    "Rui": "logistics, facilities & spare parts",
}

CHATS = [
    {
        "id": "c01", "day": "2025-12-01",
        "turns": [
            (U, "morning! quick one, priya here. the scheduler keeps booking ANT-2 passes that start at 5 deg elevation and we lose lock every time behind the tree line on the north side"),
            (A, "Good morning! That sounds like a horizon mask issue. A few options: 1) raise the global minimum elevation for ANT-2, 2) add a per-azimuth horizon mask so only the north sector is raised, 3) ask facilities about trimming the trees. Option 2 keeps the most pass time. Want me to draft a mask file?"),
            (U, "lol trimming trees is a whole thing with the landlord, not happening before spring"),
            (U, "heres what the logs say\n```\n2025-11-29T03:14:07Z ANT-2 AOS az=352.1 el=5.2 snr=2.1dB\n2025-11-29T03:14:41Z ANT-2 LOCK_LOST demod=QPSK\n2025-11-29T03:16:02Z ANT-2 LOCK az=349.8 el=9.7 snr=8.4dB\n```"),
            (A, "Thanks! Lock comes back around 9.7 deg, so the obstruction clears just under 10 degrees in that sector. A per-azimuth mask from 320 to 30 az at 10 deg would fix it while keeping the low passes to the south."),
            (U, "talked w maya, per-azimuth is nice but dev says the scheduler only supports a single mask value rn. agreed: ANT-2 min elevation goes to 10 deg for all azimuths until dev adds sector masks"),
            (A, "Makes sense as an interim fix. Expect roughly 8-12% fewer bookable minutes on ANT-2. Let me know if you want me to estimate the impact per customer."),
            (U, "nah good for now thx 🙏"),
        ],
        "facts": [
            {"kind": "decision", "turn": 5, "text": "ANT-2's minimum scheduling elevation was raised to 10 degrees for all azimuths as an interim fix until the scheduler supports sector masks.", "keywords": ["ANT-2", "min elevation", "10 deg"]},
        ],
        "answered": [],
    },
    {
        "id": "c02", "day": "2025-12-05",
        "turns": [
            (U, "hey, kofi here. can you help me write the announcement for the on-call change"),
            (A, "Happy to help! What's changing?"),
            (U, "ok so after the retro we decided: from now on on-call is one-week shifts instead of two-week, handoff tuesdays 10:00 local. too many ppl burning out on the 2wk ones"),
            (A, "Got it. Draft:\n\n> Team, starting next week on-call moves to 1-week shifts with handoff every Tuesday at 10:00. Thanks everyone for the feedback in the retro!"),
            (U, "also mention escalation. i bumped the pagerduty escalation timeout from 15 min to 5 min yesterday after the missed ANT-1 alarm"),
            (A, "Added: \"...escalation to the secondary now fires after 5 minutes (was 15).\" Should I also suggest a handoff checklist? Something like open tickets, pending passes, antenna status."),
            (U, "maybe later. brb grabbing coffee"),
            (U, "back. looks good, sending it"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "On-call moved from two-week to one-week shifts with handoff on Tuesdays at 10:00.", "keywords": ["one-week", "tuesdays"]},
            {"kind": "change", "turn": 4, "text": "The PagerDuty escalation timeout to the secondary was reduced from 15 minutes to 5 minutes.", "keywords": ["escalation", "5 min"]},
        ],
        "answered": [0, 1],
    },
    {
        "id": "c03", "day": "2025-12-11",
        "turns": [
            (U, "hi! ines from the customer side. orbitra wants to renew, theyre asking for a discount. current rate is $14/min for X-band passes"),
            (A, "Hi Ines! Common levers: a multi-year commitment discount, volume tiers, or bundling priority scheduling. What's their current usage?"),
            (U, "approx 2,100 min/month. honestly theyre our 2nd biggest customer"),
            (A, "At ~$29.4k/month, a 5-8% discount for a 2-year commitment is fairly typical. You could also propose a floor of 1,800 min/month to protect revenue."),
            (U, "maya wanted 10% lol, i said no way"),
            (U, "ok final call from the call w maya just now: we offer orbitra 5% off for a 2-year term, with a 1,800 min/month minimum. no priority upgrades"),
            (A, "Sounds good. Want me to draft the email to their procurement contact?"),
            (U, "yes pls, keep it short"),
            (A, "Subject: Kestrel Downlink renewal proposal\n\nHi Jonas,\nThanks for a great year. For the renewal we can offer 5% off the current X-band rate for a 2-year term with a 1,800 min/month minimum. Happy to set up a call.\n\nBest, Ines\n\nLet me know if you need anything else!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 5, "text": "Orbitra's renewal offer is 5% off for a 2-year term with a 1,800 min/month minimum and no priority upgrades.", "keywords": ["orbitra", "5%", "2-year"]},
        ],
        "answered": [1, 6, 7],
    },
    {
        "id": "c04", "day": "2025-12-16",
        "turns": [
            (U, "lena. our FCC experimental license for Ka-band (the 0371-EX one) expires march 14 and renewal has to go in 60 days prior"),
            (A, "So the renewal filing would be due around January 13. Do you know whether any current contracts depend on Ka-band?"),
            (U, "thats the thing, nobody knows if we still need it. tomasz said the Ka feed on ANT-3 was never fully commissioned"),
            (U, "and ines thinks one prospect (helix?) mentioned Ka but no contract"),
            (A, "If nothing is contracted, letting it lapse saves the filing fee and reporting burden, but re-applying later could take months. A middle path is to renew and revisit next year. Want me to list the renewal form sections?"),
            (U, "not yet. open question for the team: do we renew the Ka-band experimental license or let it lapse?? need maya + tomasz input"),
            (A, "Noted. I'd flag that the decision is needed before Jan 13 to stay in the renewal window."),
            (U, "ya. ok thx, lunch time 🍜"),
        ],
        "facts": [
            {"kind": "open", "turn": 5, "text": "It is undecided whether to renew the Ka-band experimental license or let it lapse; Maya and Tomasz need to weigh in.", "keywords": ["Ka-band", "renew", "lapse"]},
        ],
        "answered": [1, 4],
    },
    {
        "id": "c05", "day": "2025-12-22",
        "turns": [
            (U, "ugh ANT-1 S-band noise temp went through the roof overnight"),
            (U, "```\n[ANT-1/RX-S] Tsys=412K (nominal 95K)\n[ANT-1/RX-S] LNA_CURRENT=0.02A WARN below threshold\n```"),
            (A, "LNA current at 0.02A suggests the LNA has failed or lost bias. I'd check the bias tee and the DC supply first before swapping; sometimes it's just a blown fuse on the bias line."),
            (U, "fuse was fine, tomasz checked. its the LNA"),
            (U, "ok done: replaced the ANT-1 S-band LNA with the spare, SN 4471. Tsys back to 97K. rui pls note we only have 1 spare LNA left"),
            (A, "Nice recovery. With one spare left and lead times on those LNAs often 8-12 weeks, it might be worth ordering two more now. Want me to draft a PO request?"),
            (U, "rui's on it i think. merry xmas btw 🎄"),
            (A, "Merry Christmas! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "The failed ANT-1 S-band LNA was replaced with spare serial 4471, leaving one spare LNA in stock.", "keywords": ["LNA", "4471", "spare"]},
        ],
        "answered": [5],
    },
    {
        "id": "c06", "day": "2026-01-05",
        "turns": [
            (U, "happy new year! dev here. need to write up the postmortem for the dec 28 scheduler outage"),
            (A, "Happy new year! Sure. What happened, roughly?"),
            (U, "pushed a config change to prod scheduler, yaml typo, scheduler crashed and we missed 6 passes incl 2 for orbitra\n```\nTraceback (most recent call last):\n  File \"/opt/kestrel/sched/main.py\", line 88, in load_config\n    cfg = yaml.safe_load(f)\nyaml.scanner.ScannerError: mapping values are not allowed here\n  in \"/etc/kestrel/sched.yaml\", line 41, column 17\n```"),
            (A, "Classic. Action items could include schema validation in CI, a staging dry-run, and a rollback script. I'd also suggest a canary deploy on one antenna."),
            (U, "canary's overkill for now. we agreed in standup: every scheduler deploy must do a staging dry-run against the next 48h of passes before prod. no exceptions"),
            (A, "Got it, I'll make that the main action item. Should schema validation also be listed?"),
            (U, "yeah list it as a nice-to-have, not committed"),
            (A, "Done. Here's the draft postmortem:\n\n**Impact:** 6 missed passes (2 Orbitra)\n**Root cause:** invalid YAML in sched.yaml\n**Action:** mandatory staging dry-run vs next 48h of passes\n**Nice-to-have:** schema validation in CI\n\nHappy to help with anything else!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Every scheduler deploy must first pass a staging dry-run against the next 48 hours of passes before going to prod.", "keywords": ["staging dry-run", "48h"]},
        ],
        "answered": [0, 1, 5],
    },
    {
        "id": "c07", "day": "2026-01-09",
        "turns": [
            (U, "hey quick q not work critical. how does doppler shift change over a LEO pass? explaining to the new intern"),
            (A, "Sure! As the satellite approaches, the received frequency is shifted up; it decreases through zero at closest approach (TCA) and goes negative as the satellite recedes. For S-band LEO that's roughly +/-50 kHz."),
            (U, "nice, so max shift at AOS and LOS, zero at TCA?"),
            (A, "Exactly, and the rate of change is steepest around TCA, which is why tracking loops work hardest there."),
            (U, "cool. also the coffee machine on floor 2 is broken again lol"),
            (A, "Sorry to hear that! Can't fix that one from here ☕"),
            (U, "haha thx"),
        ],
        "facts": [],
        "answered": [0, 2],
    },
    {
        "id": "c08", "day": "2026-01-14",
        "turns": [
            (U, "rui here. setting up a spare parts policy after the LNA scare"),
            (A, "Good idea. A typical approach: classify parts as critical/non-critical, set a minimum stock level, and track lead times."),
            (U, "critical list: LNAs, BUCs, feed horns, rotator motor drives, GPSDO"),
            (A, "For those, a min stock of 2 is common for a 3-antenna site; BUCs are expensive so some sites keep only 1. Want a spreadsheet template?"),
            (U, "we're going with min 2 on hand for every critical RF part, BUCs included. maya signed off"),
            (A, "Understood. That raises inventory cost but cuts outage risk quite a bit."),
            (U, "also switching to norsat for the S-band LNAs, miteq quoted 14 weeks lead time, norsat 4 weeks"),
            (A, "Makes sense. Double-check the noise figure and connector type (SMA vs N) match before ordering."),
            (U, "good call, theyre N-type both. ok thx"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "The minimum on-hand stock for every critical RF spare part, BUCs included, is 2 units.", "keywords": ["min 2", "critical"]},
            {"kind": "change", "turn": 6, "text": "S-band LNAs are now sourced from Norsat instead of Miteq because of shorter lead time.", "keywords": ["norsat", "LNAs"]},
        ],
        "answered": [7],
    },
    {
        "id": "c09", "day": "2026-01-20",
        "turns": [
            (U, "morning tomasz here. ANT-3 passed the last acceptance test last night 🎉"),
            (A, "Congrats! Which bands passed?"),
            (U, "S-band rx/tx all good, G/T came in at 21.3 dB/K. X-band still has that phase noise spur at 8.2 GHz"),
            (A, "Could be the LO reference. Is the X-band downconverter locked to the station 10 MHz or its internal ref?"),
            (U, "internal i think, will check. anyway as of today ANT-3 is in production for S-band only, X-band stays in test mode"),
            (A, "Great. Should I remind Priya to add ANT-3 S-band to the scheduler's resource pool?"),
            (U, "already done, she added it this morning"),
            (A, "Perfect. Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "ANT-3 entered production service for S-band only, while its X-band remains in test mode.", "keywords": ["ANT-3", "production", "S-band"]},
        ],
        "answered": [1, 5],
    },
    {
        "id": "c10", "day": "2026-01-26",
        "turns": [
            (U, "ines. helix orbital wants a quote with guaranteed 24/7 response for anomalies"),
            (A, "That usually means someone awake on site or remote ops with <15 min response. Is on-call currently best effort?"),
            (U, "yes, on-call is 30 min response, nobody is on-site overnight"),
            (A, "Options: staff a night shift, contract a remote NOC, or offer a premium SLA with 15 min remote response. A night shift with 8 people isn't sustainable without hiring."),
            (U, "maya said she'd think about it. honestly idk if we can do it without hiring"),
            (U, "open q: can we offer helix a 24/7 anomaly response SLA or not? nobody's decided"),
            (A, "I'd suggest getting a rough cost estimate for each option before the next meeting. Want me to sketch one?"),
            (U, "maybe tmrw, gotta run to a meeting. ty"),
        ],
        "facts": [
            {"kind": "open", "turn": 5, "text": "Whether Kestrel can offer Helix Orbital a 24/7 anomaly-response SLA is still undecided.", "keywords": ["helix", "24/7"]},
        ],
        "answered": [1],
    },
    {
        "id": "c11", "day": "2026-02-02",
        "turns": [
            (U, "dev. seeing clock drift on sched-02, up to 180ms vs GPS"),
            (U, "```\n$ chronyc tracking\nReference ID    : 5BBD5A0F (ntp.pool.example)\nSystem time     : 0.182341 seconds slow of NTP time\n```"),
            (A, "180ms is a lot if you're doing tight antenna pointing at AOS. Are the hosts using public pool servers?"),
            (U, "yep public pool"),
            (A, "You already have a GPSDO, so you could run a local stratum-1 NTP server from it, or use PTP. PTP needs NIC support though."),
            (U, "ptp is a rabbit hole. replaced the public ntp pool with our GPSDO-backed ntp server (ntp1.kestrel.local) on all sched hosts. drift now <1ms"),
            (A, "Nice. Consider adding a second time source as backup in case the GPSDO loses lock."),
            (U, "yeah later. thx!"),
        ],
        "facts": [
            {"kind": "change", "turn": 5, "text": "All scheduler hosts now sync time from the GPSDO-backed NTP server ntp1.kestrel.local instead of the public NTP pool.", "keywords": ["ntp1.kestrel.local", "GPSDO"]},
        ],
        "answered": [2],
    },
    {
        "id": "c12", "day": "2026-02-06",
        "turns": [
            (U, "priya. we had a conflict yday, tomasz's X-band test on ANT-3 got bumped by a customer pass and he's mad lol"),
            (A, "Ha. Is there a written priority policy for conflicts?"),
            (U, "not really, its vibes"),
            (A, "A simple tiered policy helps: 1) contracted customer passes, 2) ad-hoc paid passes, 3) internal tests/maintenance. Plus a cutoff after which bookings are locked."),
            (U, "ok so we talked it out. final: customer passes (contracted or ad-hoc) always beat internal tests, and they can bump a test up to 2h before AOS. after that the schedule is locked"),
            (A, "Clear. Want me to write this into the scheduling runbook?"),
            (U, "yes pls"),
            (A, "Here's a section for the runbook:\n\n## Conflict priority\n1. Customer passes (contracted or ad-hoc) win over internal tests\n2. Bumping allowed until AOS-2h\n3. After AOS-2h the schedule is locked"),
            (U, "👍"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Customer passes always take priority over internal tests and may bump them until 2 hours before AOS, after which the schedule is locked.", "keywords": ["internal tests", "2h before"]},
        ],
        "answered": [1, 5, 6],
    },
    {
        "id": "c13", "day": "2026-02-11",
        "turns": [
            (U, "kofi on call. snow's coming thursday, 30cm forecast"),
            (A, "Thanks for the heads up. ANT-1 has a radome with heaters, right? ANT-2 and ANT-3 are open dishes?"),
            (U, "yep. last year the heaters were manual and someone forgot"),
            (U, "changed the ANT-1 radome heater to automatic: turns on below -2C via the site controller. tested it, relay clicks 👍"),
            (A, "Good. For ANT-2/3, common practice is stowing when snow load gets heavy, but it costs passes."),
            (U, "right, and nobody agrees on when to stow ANT-2. tomasz says 10cm, priya says only if wind >50km/h. still open"),
            (A, "Worth setting a threshold before Thursday. Want me to summarize the tradeoffs for both?"),
            (U, "sure send it to the channel later. stay warm ❄️"),
        ],
        "facts": [
            {"kind": "change", "turn": 3, "text": "The ANT-1 radome heater now switches on automatically below -2C via the site controller.", "keywords": ["heater", "-2C"]},
            {"kind": "open", "turn": 5, "text": "There is no agreed snow/wind threshold for stowing ANT-2.", "keywords": ["stow", "ANT-2"]},
        ],
        "answered": [1],
    },
    {
        "id": "c14", "day": "2026-02-17",
        "turns": [
            (U, "dev again. the NAS is at 94% full"),
            (A, "What's filling it, raw IQ recordings or decoded telemetry?"),
            (U, "raw IQ mostly. customers get their data within 24h so we dont need to keep raw forever"),
            (A, "Options: compress, shorten retention, or move to object storage. Raw IQ doesn't compress well though."),
            (U, "ok moved the archive to wasabi object storage, and set raw IQ retention to 90 days. NAS only keeps last 7 days now"),
            (A, "Nice. Make sure customers are told about the 90 day raw IQ retention; some contracts may mention longer retention."),
            (U, "oh good point, will ask ines"),
            (A, "Let me know if you need anything else!"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "The telemetry archive moved from the NAS to Wasabi object storage with raw IQ retained for 90 days.", "keywords": ["wasabi", "90 days"]},
        ],
        "answered": [1],
    },
    {
        "id": "c15", "day": "2026-02-23",
        "turns": [
            (U, "tomasz. ANT-3 X-band BUC threw overtemp alarms 3x this week"),
            (U, '```json\n{"ts":"2026-02-22T13:02:11Z","dev":"ANT3-BUC","alarm":"OVERTEMP","temp_c":71.5,"limit_c":70}\n```'),
            (A, "71.5C in February is odd since ambient is cold. Possible fan failure, blocked airflow, or a bad temperature sensor."),
            (U, "fan spins. rui thinks the sensor, i think its the new sun shield trapping heat"),
            (A, "You could log BUC temp vs. transmit duty cycle to see whether it tracks TX time rather than sun."),
            (U, "good idea but i dont have time this week. so open: whats actually causing the ANT-3 BUC overtemp? sensor or shield? nobody knows"),
            (A, "Understood. In the meantime consider limiting TX duty cycle on ANT-3 X-band."),
            (U, "hm maybe. thx"),
        ],
        "facts": [
            {"kind": "open", "turn": 5, "text": "The cause of the ANT-3 X-band BUC overtemperature alarms (sensor vs. sun shield) is unknown.", "keywords": ["BUC", "overtemp"]},
        ],
        "answered": [],
    },
    {
        "id": "c16", "day": "2026-03-02",
        "turns": [
            (U, "dev. customers keep complaining about sftp push failing when their servers are down"),
            (A, "A pull model avoids that: upload to object storage and send presigned URLs via webhook or email."),
            (U, "yeah we already have wasabi from the archive move"),
            (A, "Then presigned URLs with a 7-day expiry would be straightforward. Existing customers may have automation built around SFTP though."),
            (U, "yep orbitra def does. so: new customers get data via presigned S3 links (7 day expiry), existing customers stay on sftp unless they ask to switch"),
            (A, "Sounds pragmatic. Want a short doc for customers?"),
            (U, "ines will write it. brb lunch 🥪"),
            (U, "ok back, nvm the doc"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "New customers receive data via presigned S3 links with 7-day expiry, while existing customers stay on SFTP unless they ask to switch.", "keywords": ["presigned", "new customers"]},
        ],
        "answered": [5],
    },
    {
        "id": "c17", "day": "2026-03-06",
        "turns": [
            (U, "dev here, sector horizon masks shipped in scheduler v2.4 🎉"),
            (A, "Great! Do you want to update ANT-2's mask now?"),
            (U, "yes. priya gave me the values"),
            (U, "```yaml\nant-2:\n  horizon_mask:\n    - {az_from: 320, az_to: 30, min_el: 10}\n    - {az_from: 30, az_to: 320, min_el: 5}\n```"),
            (A, "Looks right. Watch the wraparound at 0/360 and make sure the scheduler handles az_from > az_to."),
            (U, "it does, tested. ANT-2 now uses the sector mask: 10 deg north (320-30 az), back to 5 deg everywhere else. deployed after staging dry-run ofc"),
            (A, "That should recover most of the lost pass minutes. Should the old global min_elevation key be removed?"),
            (U, "we'll deprecate the global min_elevation key in v2.5, warn-only until then"),
            (A, "Sounds good. Happy to help!"),
        ],
        "facts": [
            {"kind": "change", "turn": 5, "text": "ANT-2 now uses a sector horizon mask of 10 degrees in the north (320-30 az) and 5 degrees elsewhere.", "keywords": ["sector mask", "5 deg"]},
            {"kind": "decision", "turn": 7, "text": "The global min_elevation scheduler key will be deprecated in v2.5 and only warns until then.", "keywords": ["deprecate", "v2.5"]},
        ],
        "answered": [1, 6],
    },
    {
        "id": "c18", "day": "2026-03-12",
        "turns": [
            (U, "lena. need to add ANT-3 to our earth station license before X-band goes live"),
            (A, "For an FCC earth station that's typically a modification application (Form 312) with antenna specs, coordinates, and a frequency coordination report."),
            (U, "yeah. question is whether to do one combined mod for S and X or two separate"),
            (A, "Combined is cheaper and one review; separate lets S-band go through while X-band coordination finishes."),
            (U, "S-band is already covered under the existing authorization as a temporary addition, so we'll file one combined mod for ANT-3 X-band + S-band permanent. maya agreed, filing by end of march"),
            (A, "OK. I can draft the technical exhibit if you send the antenna pattern data."),
            (U, "tomasz has it, will forward. thx"),
            (A, "Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Lena will file a single combined FCC modification covering ANT-3 X-band and permanent S-band by the end of March.", "keywords": ["combined mod", "end of march"]},
        ],
        "answered": [2],
    },
    {
        "id": "c19", "day": "2026-03-17",
        "turns": [
            (U, "can u write a regex that pulls az/el out of lines like `ANT-2 AOS az=352.1 el=5.2 snr=2.1dB`"),
            (A, r"""Sure:
```python
import re
pat = re.compile(r"az=(?P<az>[\d.]+)\s+el=(?P<el>[\d.]+)")
m = pat.search(line)
```"""),
            (U, "ty. does it handle negative el? sometimes we log el=-0.3 near the keyhole"),
            (A, r"Good catch, it doesn't. Use `-?[\d.]+` for the el group and it'll pick up the sign."),
            (U, "perfect. btw anyone getting green bagels today lol st paddys"),
            (A, "Ha, I can't eat bagels but enjoy! ☘️ Let me know if you need anything else."),
        ],
        "facts": [],
        "answered": [0, 2],
    },
    {
        "id": "c20", "day": "2026-03-23",
        "turns": [
            (U, "maya here. ppl asked about on-call pay in the 1:1s"),
            (A, "Common models: flat weekly stipend, per-incident pay, or time-off-in-lieu. What's the current arrangement?"),
            (U, "nothing formal, just comp time if you get paged at night"),
            (A, "A flat stipend plus comp time for night pages is a popular combo."),
            (U, "ok decided with finance: $300 flat per on-call week plus half a day comp time for any page between 22:00 and 06:00. starts april 1"),
            (A, "That's a solid package. Want me to draft the announcement?"),
            (U, "yes but keep it casual"),
            (A, "Hey all 👋 Starting April 1, every on-call week comes with a $300 stipend, and if you get paged between 22:00 and 06:00 you get half a day of comp time. Thanks for keeping the dishes turning!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Starting April 1, on-call pays $300 per week plus half a day of comp time for any page between 22:00 and 06:00.", "keywords": ["$300", "comp time"]},
        ],
        "answered": [1, 5, 6],
    },
    {
        "id": "c21", "day": "2026-03-30",
        "turns": [
            (U, "kofi. ANT-1 elevation axis threw encoder faults during the 02:40 pass"),
            (U, "```\nACU ERR 0x1F3 EL_ENCODER_DISCONTINUITY pos=34.112 -> 41.870\nACU STOW commanded\n```"),
            (A, "A jump from 34 to 41.9 degrees points to the encoder or its cable rather than the motor. Check the connector at the rotary joint."),
            (U, "tomasz reseated the connector, still faulting. rui had a spare motor drive w/ integrated encoder"),
            (U, "swapped the ANT-1 elevation motor drive for the spare this morning, faults gone. old one goes back to vendor for RMA"),
            (A, "Good. That drops you below the 2-spare minimum for motor drives, worth reordering."),
            (U, "yep rui already ordered. thx"),
            (A, "Happy to help!"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "The ANT-1 elevation motor drive was replaced with a spare after encoder faults and the old one was sent back for RMA.", "keywords": ["elevation motor drive", "RMA"]},
        ],
        "answered": [],
    },
    {
        "id": "c22", "day": "2026-04-03",
        "turns": [
            (U, "ines. got an email from a uni cubesat team (tartu? no its a US uni, colorado i think) asking for free passes for their student sat"),
            (A, "Nice outreach opportunity. Do you have spare capacity?"),
            (U, "priya says ANT-2 has maybe 15% idle time at night"),
            (A, "Could be an education program: limited passes, lowest priority, no SLA. Some operators do this for marketing."),
            (U, "maya likes it, dev worries about support load. tbh nobody decided"),
            (U, "open: do we do a free education program for student sats or not?"),
            (A, "You might propose a 3-month pilot capped at, say, 10 passes/week to test the support load."),
            (U, "good idea, i'll bring it up. ty!"),
        ],
        "facts": [
            {"kind": "open", "turn": 5, "text": "Whether to run a free education program offering passes to student satellites is undecided.", "keywords": ["education program", "student"]},
        ],
        "answered": [1],
    },
    {
        "id": "c23", "day": "2026-04-08",
        "turns": [
            (U, "dev. nagios is killing me, every new check is a perl script"),
            (A, "Prometheus + Grafana with Alertmanager is the typical modern stack; you could export ACU/BUC metrics via a small exporter."),
            (U, "yeah i prototyped an exporter last week"),
            (U, '```\nkestrel_buc_temp_celsius{antenna="ANT-3"} 48.5\nkestrel_lna_current_amps{antenna="ANT-1",band="S"} 0.31\n```'),
            (A, "Looks good. You could run both in parallel for a few weeks before cutting over."),
            (U, "we're switching to prometheus+grafana for all station monitoring. parallel run with nagios until may 15, then nagios gets turned off"),
            (A, "Sounds like a plan. Want help with Alertmanager routing to PagerDuty?"),
            (U, "later, thx"),
        ],
        "facts": [
            {"kind": "decision", "turn": 5, "text": "Station monitoring is moving to Prometheus and Grafana, running in parallel with Nagios until May 15 when Nagios is turned off.", "keywords": ["prometheus", "may 15"]},
        ],
        "answered": [],
    },
    {
        "id": "c24", "day": "2026-04-14",
        "turns": [
            (U, "ines!! northwind sat signed 🎉🎉"),
            (A, "Congratulations! What are the terms?"),
            (U, "12 months, 800 min/month S-band, $11/min, mostly ANT-3. they wanted X-band but thats not live yet"),
            (A, "Great. Priya should know for capacity planning. Do they need any custom data delivery?"),
            (U, "theyre new so presigned links, no sftp"),
            (A, "Consistent with the new policy 👍 Let me know if you need anything else."),
            (U, "ty!! going for celebratory tacos 🌮"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "Northwind Sat signed a 12-month contract for 800 S-band minutes per month at $11/min, mostly on ANT-3.", "keywords": ["12 months", "800 min", "$11"]},
        ],
        "answered": [1, 3],
    },
    {
        "id": "c25", "day": "2026-04-20",
        "turns": [
            (U, "tomasz. finally fixed the 8.2 GHz spur on ANT-3 X-band"),
            (A, "Nice! What was it?"),
            (U, "like you said back in jan, the downconverter was on its internal ref. moved the ANT-3 X-band downconverter to the station 10 MHz reference, spur is gone, phase noise in spec"),
            (A, "Great. Any remaining acceptance tests?"),
            (U, "one more EVM test with a real sat tmrw"),
            (U, "update: EVM test passed. maya + lena agreed X-band on ANT-3 goes live for customers may 4, assuming the FCC mod is granted by then"),
            (A, "Was the combined mod filed by end of March as planned?"),
            (U, "yes filed march 27, lena says grant usually takes 4-6 weeks"),
            (A, "Then May 4 is plausible but tight. Happy to help with anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "The ANT-3 X-band downconverter was moved to the station 10 MHz reference, eliminating the 8.2 GHz spur.", "keywords": ["downconverter", "10 MHz"]},
            {"kind": "decision", "turn": 5, "text": "ANT-3 X-band customer go-live was set for May 4, contingent on the FCC modification grant.", "keywords": ["X-band", "may 4"]},
        ],
        "answered": [1, 3, 6],
    },
    {
        "id": "c26", "day": "2026-04-27",
        "turns": [
            (U, "kofi. half the runbooks on confluence are outdated and search is useless"),
            (A, "Docs-as-code (Markdown in git + MkDocs) tends to stay fresher because changes go through review. Downside: non-engineers find it harder."),
            (U, "ines and lena use confluence for contracts/licensing stuff tho"),
            (A, "You could split it: ops runbooks in git, business docs stay in Confluence."),
            (U, "yep thats what we agreed: ops runbooks move to git (mkdocs site at runbooks.kestrel.local), contracts and licensing stay in confluence"),
            (A, "Nice. Want a migration checklist?"),
            (U, "sure"),
            (A, "1. Export the Confluence space to HTML\n2. Convert with pandoc to Markdown\n3. Review each runbook for staleness\n4. Add redirects/links from the old pages\n\nLet me know if you need anything else!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Ops runbooks move to git as an MkDocs site at runbooks.kestrel.local, while contracts and licensing docs stay in Confluence.", "keywords": ["runbooks", "mkdocs"]},
        ],
        "answered": [5, 6],
    },
    {
        "id": "c27", "day": "2026-05-01",
        "turns": [
            (U, "lena. no FCC grant yet for the ANT-3 mod 😩"),
            (A, "Any status on the application in ICFS?"),
            (U, "still 'accepted for filing', public notice period ended apr 28 tho"),
            (A, "Then a grant could come any day, but you can't operate X-band commercially before it."),
            (U, "right. pushed the ANT-3 X-band go-live from may 4 to may 11. ines is telling northwind"),
            (A, "Sensible. Want me to draft a note for Northwind?"),
            (U, "ines has it covered. thx"),
            (A, "Happy to help!"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "ANT-3 X-band go-live was postponed from May 4 to May 11 because the FCC grant had not arrived.", "keywords": ["go-live", "may 11"]},
        ],
        "answered": [1, 5],
    },
    {
        "id": "c28", "day": "2026-05-07",
        "turns": [
            (U, "dev. scheduler db is sqlite and its locking during bulk imports of TLEs"),
            (U, "```\nsqlite3.OperationalError: database is locked\n  File \"/opt/kestrel/sched/tle_import.py\", line 52, in bulk_insert\n    cur.executemany(SQL_INSERT, rows)\n```"),
            (A, "WAL mode helps a lot with concurrent reads/writes. Is WAL enabled?"),
            (U, "just turned it on, still locks sometimes when import + booking API write at the same time"),
            (A, "Then Postgres is the next step. More ops overhead, but it handles concurrent writers fine."),
            (U, "idk if its worth it for our size. open question whether we migrate the scheduler to postgres, want priya's opinion"),
            (A, "You could also serialize writes through a queue as a cheaper fix. Want a sketch?"),
            (U, "not now, ty"),
        ],
        "facts": [
            {"kind": "open", "turn": 5, "text": "Whether to migrate the scheduler database from SQLite to Postgres is unresolved.", "keywords": ["migrate", "postgres"]},
        ],
        "answered": [2, 6],
    },
    {
        "id": "c29", "day": "2026-05-12",
        "turns": [
            (U, "lena!! FCC grant came through friday (may 8) 🎉"),
            (A, "Fantastic news! Is the X-band go-live still May 11?"),
            (U, "yep, tomasz flipped it on yesterday. ANT-3 X-band is now in production for customers"),
            (A, "Congrats to the team. Priya will need to enable X-band bookings in the scheduler."),
            (U, "done already. first northwind X-band pass is tonight 23:10 UTC"),
            (A, "Exciting! Want me to set up a checklist for monitoring the first pass?"),
            (U, "kofi's on it, he's on call. ty tho"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "After the FCC grant on May 8, ANT-3 X-band went into customer production on May 11.", "keywords": ["X-band", "production"]},
        ],
        "answered": [1, 5],
    },
    {
        "id": "c30", "day": "2026-05-18",
        "turns": [
            (U, "kofi. prometheus alerts are too noisy, got paged 11 times last night for disk space warnings lol"),
            (A, "Ouch. Splitting by severity helps: page for critical RF/antenna alarms, send warnings to a chat channel or daily digest."),
            (U, "```yaml\nroute:\n  receiver: pagerduty\n  routes:\n    - match: {severity: warning}\n      receiver: slack-ops\n```"),
            (A, "That's the right structure. You'd also want group_wait/group_interval to batch them."),
            (U, "ok final call w dev: only severity=critical pages (antenna, RF chain, scheduler down). warnings go to #ops-alerts slack, no paging"),
            (A, "Good. Also consider inhibit rules so a scheduler-down alert suppresses the downstream missed-pass alerts."),
            (U, "ooh nice, dev will look. thx"),
            (A, "Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Only critical-severity alerts (antenna, RF chain, scheduler down) page on-call; warnings go to the #ops-alerts Slack channel without paging.", "keywords": ["severity=critical", "#ops-alerts"]},
        ],
        "answered": [],
    },
    {
        "id": "c31", "day": "2026-05-26",
        "turns": [
            (U, "dev. nagios is officially off 🪦"),
            (A, "RIP. Was it on schedule?"),
            (U, "11 days late lol, the parallel run found 2 checks we forgot to port (GPSDO lock + generator fuel). nagios was shut down today may 26"),
            (A, "Good thing you ran them in parallel. What about the VM?"),
            (U, "we'll keep a snapshot of the nagios vm for 30 days then delete it"),
            (A, "Sensible. Happy to help!"),
            (U, "also lunch? oh wait youre an AI 😂"),
            (A, "Ha, I'll pass. Enjoy!"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "Nagios was shut down on May 26, 11 days late, after two missing checks were ported.", "keywords": ["nagios", "shut down"]},
            {"kind": "decision", "turn": 4, "text": "A snapshot of the Nagios VM will be kept for 30 days and then deleted.", "keywords": ["snapshot", "30 days"]},
        ],
        "answered": [1, 3],
    },
    {
        "id": "c32", "day": "2026-06-01",
        "turns": [
            (U, "priya. planning annual maintenance for ANT-1"),
            (A, "What's involved: bearing lube, cable inspection, radome check?"),
            (U, "all that plus the radome panel replacement. tomasz says 4-5 days"),
            (A, "You'll want to notify customers at least two weeks ahead. Could ANT-2 absorb the ANT-1 passes?"),
            (U, "mostly yes, ANT-2 covers S-band. decided: ANT-1 maintenance window is june 15-19, all its passes move to ANT-2 where possible"),
            (A, "Got it. I can draft the customer notice."),
            (U, "ines does those but pls do a draft for her"),
            (A, "Draft: \"Dear customer, ANT-1 will be out of service June 15-19 for annual maintenance. Affected passes will be moved to ANT-2 where possible; we'll confirm the new times by June 10.\""),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "ANT-1's annual maintenance window was set for June 15-19, with its passes moved to ANT-2 where possible.", "keywords": ["ANT-1", "june 15-19"]},
        ],
        "answered": [1, 3, 6],
    },
    {
        "id": "c33", "day": "2026-06-05",
        "turns": [
            (U, "ines. excel question: how do i sum minutes per customer from the pass log export"),
            (A, "You can use SUMIFS, e.g. `=SUMIFS(D:D, B:B, \"Orbitra\")`, or a pivot table with customer as rows and minutes as values."),
            (U, "pivot table it is. how do i make it monthly"),
            (A, "Put the date field in rows, right-click it and choose Group > Months (and Years if the export spans more than one year)."),
            (U, "omg it works. thank u"),
            (A, "Happy to help!"),
        ],
        "facts": [],
        "answered": [0, 2],
    },
    {
        "id": "c34", "day": "2026-06-10",
        "turns": [
            (U, "ines. now that X-band is live we need a public price"),
            (A, "What are Orbitra and Northwind paying now?"),
            (U, "orbitra pays $13.30/min X-band after their discount, northwind is S-band at $11"),
            (A, "A list price above the contracted rates keeps room for discounts, e.g. $16 X-band and $12 S-band."),
            (U, "maya wanted $18 for X lol"),
            (U, "ok updated the price list: X-band list price is now $16/min, S-band stays $12/min. effective july 1"),
            (A, "Should the website be updated too?"),
            (U, "yes, dev will push it. thx!"),
        ],
        "facts": [
            {"kind": "change", "turn": 5, "text": "The public price list sets X-band at $16/min and keeps S-band at $12/min, effective July 1.", "keywords": ["price list", "$16/min"]},
        ],
        "answered": [1, 6],
    },
    {
        "id": "c35", "day": "2026-06-16",
        "turns": [
            (U, "tomasz from the roof ☀️ ANT-1 azimuth bearing has more wear than expected"),
            (A, "How bad? Grease discoloration, play, noise?"),
            (U, "some play, grinding at az 200-220. replaceable but need an extra 2 days"),
            (A, "Is there a spare bearing on site?"),
            (U, "rui says yes, one in the cage"),
            (U, "ok extended the ANT-1 maintenance window to june 21 (was june 19). priya is moving the extra passes to ANT-2"),
            (A, "Ines should let customers know about the extension."),
            (U, "yeah pinging her now. brb"),
        ],
        "facts": [
            {"kind": "change", "turn": 5, "text": "The ANT-1 maintenance window was extended from June 19 to June 21 to replace a worn azimuth bearing.", "keywords": ["maintenance window", "june 21"]},
        ],
        "answered": [1, 3],
    },
    {
        "id": "c36", "day": "2026-06-22",
        "turns": [
            (U, "maya. ANT-2 was 96% booked during the maintenance, its clear we're near capacity"),
            (A, "Average utilization across the year would be more telling. What's typical?"),
            (U, "~78% avg across all three, peaks at 90%+"),
            (A, "At ~80% average, adding capacity is usually justified if demand is growing. A 4th antenna is big capex though."),
            (U, "ikr. quotes for a 5.4m S/X are ~$650k installed"),
            (U, "open question for the board: do we buy a 4th antenna this year or wait until 2027? no answer yet"),
            (A, "A utilization forecast with Ines's pipeline would help. Want me to build a simple model?"),
            (U, "maybe next week. thx"),
        ],
        "facts": [
            {"kind": "open", "turn": 5, "text": "The board has not decided whether to buy a 4th antenna this year or wait until 2027.", "keywords": ["4th antenna", "2027"]},
        ],
        "answered": [1],
    },
    {
        "id": "c37", "day": "2026-06-29",
        "turns": [
            (U, "kofi here, heads up im off on parental leave from july 6 👶"),
            (A, "Congratulations! How long will you be out?"),
            (U, "til aug 31. maya's redoing the rotation"),
            (U, "(maya here now, same laptop lol) rotation for jul 6-aug 31 is the other 7 of us, lena and ines are now in the rotation as secondary only"),
            (A, "Makes sense to keep non-engineers as secondary. Do they have runbook access?"),
            (U, "yes via the mkdocs site, and tomasz is doing a shadow shift with each of them"),
            (A, "Great plan. Congrats again Kofi!"),
        ],
        "facts": [
            {"kind": "change", "turn": 3, "text": "During Kofi's parental leave (July 6 - Aug 31) the other seven cover on-call, with Lena and Ines added as secondary only.", "keywords": ["lena and ines", "secondary"]},
        ],
        "answered": [1, 4],
    },
    {
        "id": "c38", "day": "2026-07-03",
        "turns": [
            (U, "ines. remember the 90 day raw iq thing? orbitra's contract says 180 days 😬"),
            (A, "Good catch. You can either amend the contract or keep a per-customer retention exception."),
            (U, "they wont amend. dev says per-customer retention is easy in the lifecycle rules"),
            (U, "so: orbitra gets 180 day raw IQ retention as an exception, everyone else stays 90"),
            (A, "What's the storage cost impact? Orbitra is ~2,100 min/month."),
            (U, "dev estimated +$40/month on wasabi, whatever"),
            (A, "Trivial. Happy to help!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 3, "text": "Orbitra gets 180-day raw IQ retention as a contractual exception; all other customers stay at 90 days.", "keywords": ["orbitra", "180 day"]},
        ],
        "answered": [4],
    },
    {
        "id": "c39", "day": "2026-07-09",
        "turns": [
            (U, "kofi's out so rui on call. heatwave, shelter B is at 31C"),
            (A, "What's the AC setpoint? Most RF gear is specced to 40-50C ambient but margins drop."),
            (U, "was 24C. lowered the shelter B AC setpoint to 20C, running both units"),
            (A, "Good. Also watch the ANT-3 BUC, it had overtemp issues earlier."),
            (U, "ya its at 66C already"),
            (A, "Consider limiting transmit duty cycle until the heat passes."),
            (U, "tomasz agreed: ANT-3 X-band TX duty cycle capped at 60% while shelter temp is over 30C"),
            (A, "Sounds like a reasonable safeguard. Let me know if you need anything else."),
            (U, "🥵 thx"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "The shelter B AC setpoint was lowered from 24C to 20C with both units running.", "keywords": ["setpoint", "20C"]},
            {"kind": "decision", "turn": 6, "text": "ANT-3 X-band transmit duty cycle is capped at 60% whenever shelter temperature exceeds 30C.", "keywords": ["duty cycle", "60%"]},
        ],
        "answered": [1],
    },
    {
        "id": "c40", "day": "2026-07-14",
        "turns": [
            (U, "priya. northwind's sat did a maneuver and our celestrak TLE was stale, we missed the first 40s of the pass"),
            (A, "For maneuvering sats, customer-provided ephemerides (OEM) are far more accurate than public TLEs."),
            (U, "yeah northwind can send OEM files daily"),
            (A, "Then the scheduler should prefer OEM when available and fall back to TLE."),
            (U, "dev says doable. agreed: customer OEM ephemeris takes priority over TLE when its less than 48h old, otherwise fall back to celestrak"),
            (A, "Nice. Want me to write the ingestion spec?"),
            (U, "dev's got it. ty"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Customer-supplied OEM ephemerides younger than 48 hours take priority over TLEs, otherwise the scheduler falls back to CelesTrak.", "keywords": ["OEM", "48h", "celestrak"]},
        ],
        "answered": [5],
    },
    {
        "id": "c41", "day": "2026-07-20",
        "turns": [
            (U, "tomasz. seeing broadband interference on ANT-2 S-band rx, ~2.2 GHz, mostly daytime"),
            (U, "spectrum capture: https://grafana.kestrel.local/d/rf/ant2-spectrum?from=1752900000000"),
            (A, "A daytime-only pattern suggests a human source: a nearby transmitter, Wi-Fi bridge, or industrial equipment. Does it vary with azimuth?"),
            (U, "strongest pointing ~110 az, toward the new warehouse"),
            (A, "You could do a directional search with a handheld analyzer. If it's licensed, Lena could contact the licensee; if not, an interference complaint to the FCC."),
            (U, "lena asked whether we should file with the FCC now or first try talking to the warehouse. unresolved, maya wants more data"),
            (A, "Understood."),
            (U, "thx"),
        ],
        "facts": [
            {"kind": "open", "turn": 5, "text": "Whether to file an FCC interference complaint about the 2.2 GHz daytime interference or first approach the nearby warehouse is unresolved.", "keywords": ["FCC", "warehouse"]},
        ],
        "answered": [2],
    },
    {
        "id": "c42", "day": "2026-07-27",
        "turns": [
            (U, "rui. the spares spreadsheet has 3 versions floating around 🙃"),
            (A, "An asset tool like Snipe-IT, or even a single shared sheet with locked edits, would help."),
            (U, "tried snipe-it on a vm, its decent. barcode labels too"),
            (A, "Barcode scanning on check-out makes min-stock alerts reliable."),
            (U, "ok replaced the spares spreadsheet with snipe-it (inventory.kestrel.local). spreadsheet is read-only now"),
            (A, "Great. You can set min-quantity alerts to match the 2-per-critical-part policy."),
            (U, "already did for LNAs, BUCs etc"),
            (A, "Happy to help!"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "Spare parts inventory moved from a spreadsheet to Snipe-IT at inventory.kestrel.local and the spreadsheet is now read-only.", "keywords": ["snipe-it", "spreadsheet"]},
        ],
        "answered": [],
    },
    {
        "id": "c43", "day": "2026-08-03",
        "turns": [
            (U, "priya, covering for rui. power blip sat night, generator took 40s to start instead of 10"),
            (U, "```\n2026-08-01T22:41:07Z UPS ON_BATTERY\n2026-08-01T22:41:47Z GEN RUNNING\n2026-08-01T22:41:52Z ATS TRANSFER OK\n```"),
            (A, "40s is long. In August it's most likely a weak starter battery. When was the last load test?"),
            (U, "march. its quarterly"),
            (A, "Monthly tests are common for sites with critical services."),
            (U, "from now on generator load tests are monthly, first monday of the month. rui will swap the starter battery this week"),
            (A, "Good. The UPS held fine for 40s but check its runtime estimate too."),
            (U, "👍"),
        ],
        "facts": [
            {"kind": "decision", "turn": 5, "text": "Generator load tests move from quarterly to monthly, on the first Monday of each month.", "keywords": ["monthly", "first monday"]},
        ],
        "answered": [2],
    },
    {
        "id": "c44", "day": "2026-08-07",
        "turns": [
            (U, "dev. audit finding: ACUs are reachable by ssh from the whole office LAN"),
            (A, "Common fix: put the ACUs on a separate VLAN and only allow SSH from a bastion host with MFA."),
            (U, "yep. we're doing that: ACU ssh only through bastion.kestrel.local with MFA, the office LAN gets blocked. rollout next week"),
            (A, "Make sure the on-call folks can reach the bastion from home."),
            (U, "yes via wireguard"),
            (U, "the sticky bit: the antenna vendor (ACU vendor) wants remote access for support. do they get a vpn account or not? tomasz says yes, maya says no. unresolved"),
            (A, "A middle option is on-demand access: time-limited accounts enabled per support ticket."),
            (U, "i'll pitch that. thx"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "SSH to the ACUs will only be allowed via bastion.kestrel.local with MFA, blocking the office LAN.", "keywords": ["bastion", "MFA"]},
            {"kind": "open", "turn": 5, "text": "Whether the ACU vendor gets a VPN account for remote support is unresolved (Tomasz for, Maya against).", "keywords": ["vendor", "vpn"]},
        ],
        "answered": [3],
    },
    {
        "id": "c45", "day": "2026-08-12",
        "turns": [
            (U, "dev. booking portal beta is up: https://portal.kestreldownlink.com"),
            (A, "Nice! Who has access?"),
            (U, "orbitra + northwind only for now. they can self-book passes up to 72h ahead, anything closer still goes through priya"),
            (A, "Sounds good. Are bookings auto-approved?"),
            (U, "yes if no conflict. conflicts fall back to the priority rules"),
            (A, "Consider a daily report of portal bookings for Priya."),
            (U, "meh she can see them in the scheduler ui"),
            (A, "Fair enough. Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "The booking portal beta lets Orbitra and Northwind self-book passes up to 72 hours ahead; closer bookings still go through Priya.", "keywords": ["self-book", "72h"]},
        ],
        "answered": [1, 3],
    },
    {
        "id": "c46", "day": "2026-08-18",
        "turns": [
            (U, "hey can you explain what a Kp index of 7 means for our passes"),
            (A, "Kp 7 is a strong geomagnetic storm (G3). Main effects for a ground station are ionospheric scintillation, mostly at high latitudes and lower frequencies, plus some satellites may go into safe mode."),
            (U, "so mostly scintillation at high latitudes? we're at 40N so probably fine"),
            (A, "Mostly, yes. At 40N with S/X-band you'd rarely see more than minor fading."),
            (U, "ok cool. ines wants to do thai for lunch, anyone? oh wrong window lol"),
            (A, "Ha, no worries! Enjoy the thai food."),
        ],
        "facts": [],
        "answered": [0, 2],
    },
    {
        "id": "c47", "day": "2026-08-24",
        "turns": [
            (U, "maya. pagerduty renewal quote came in at 3x last year 😳"),
            (A, "Alternatives: Opsgenie, Grafana OnCall (fits since you already use Grafana), or Squadcast."),
            (U, "dev already tested grafana oncall, it works with alertmanager"),
            (U, "ok done: switching to grafana oncall, pagerduty ends aug 31. dev migrated the schedules"),
            (A, "Make sure everyone installs the mobile app and tests a page before PagerDuty ends."),
            (U, "yes test page friday. also while we're at it, handoff moves to mondays 10:00 instead of tuesdays, tuesdays clash w the customer call"),
            (A, "Noted. Want me to update the on-call runbook text?"),
            (U, "pls"),
            (A, "Updated: \"On-call shifts run Monday 10:00 to Monday 10:00. Paging is via Grafana OnCall.\" Happy to help!"),
        ],
        "facts": [
            {"kind": "change", "turn": 3, "text": "Paging is switching from PagerDuty to Grafana OnCall, with PagerDuty ending August 31.", "keywords": ["grafana oncall", "pagerduty"]},
            {"kind": "decision", "turn": 5, "text": "On-call handoff moves from Tuesdays to Mondays at 10:00 because Tuesdays clash with the customer call.", "keywords": ["handoff", "mondays"]},
        ],
        "answered": [6, 7],
    },
    {
        "id": "c48", "day": "2026-08-31",
        "turns": [
            (U, "ines. northwind wants to add X-band, ~600 min/month"),
            (A, "Great. List price is $16/min, what are you thinking?"),
            (U, "theyre pushing for $13 lol"),
            (A, "Orbitra is at ~$13.30 with a 2-year term; offering $14 for a 12-month term keeps the tiers consistent."),
            (U, "talked to maya, we'll go with $14/min for the northwind X-band add-on, 600 min/month, co-terminous w their S-band contract"),
            (A, "Sounds consistent. Want a draft amendment?"),
            (U, "legal template exists, ty though"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Northwind's X-band add-on is 600 min/month at $14/min, co-terminous with their S-band contract.", "keywords": ["northwind", "$14/min", "600 min"]},
        ],
        "answered": [1, 5],
    },
    {
        "id": "c49", "day": "2026-09-04",
        "turns": [
            (U, "dev. a prospect (Arcturus Space) asks if we support CCSDS SLE for real-time telemetry"),
            (A, "SLE (RAF/RCF/CLTU) is the standard for agency-style customers. Do you support any real-time streaming today?"),
            (U, "only TCP raw frames. SLE would be a big project, probably 2-3 months"),
            (A, "There are open-source SLE provider libraries that could shorten it."),
            (U, "ines says arcturus is worth ~$200k/yr if they sign"),
            (U, "still open whether we build SLE support or not. maya wants to see if other prospects ask for it too"),
            (A, "Tracking how many prospects ask for SLE over the next quarter would inform that."),
            (U, "ya. thx"),
        ],
        "facts": [
            {"kind": "open", "turn": 5, "text": "Whether to build CCSDS SLE support for real-time telemetry is undecided pending more prospect demand.", "keywords": ["SLE", "build"]},
        ],
        "answered": [1],
    },
    {
        "id": "c50", "day": "2026-09-10",
        "turns": [
            (U, "kofi back from leave 👋 anything i missed lol"),
            (A, "Welcome back! I don't have a full summary, but notable things I've seen: Grafana OnCall replaced PagerDuty, handoff moved to Mondays, and Northwind added X-band."),
            (U, "wow ok. also tomasz asked me to do the ACU firmware update"),
            (U, "```\n$ acuctl --host acu-1 firmware-upgrade v3.2.0.bin\n[ok] verifying signature\n[ok] flashing bank B\n[ok] reboot\nACU-1 fw=3.2.0 status=READY\n```"),
            (A, "Looks clean. The release notes mention a fix for encoder discontinuity handling, which may relate to the ANT-1 fault in March."),
            (U, "nice. all three ACUs are now on firmware 3.2.0, done in maintenance slots"),
            (A, "Great. Happy to help!"),
        ],
        "facts": [
            {"kind": "change", "turn": 5, "text": "All three antenna control units were upgraded to firmware 3.2.0.", "keywords": ["firmware", "3.2.0"]},
        ],
        "answered": [0],
    },
    {
        "id": "c51", "day": "2026-09-15",
        "turns": [
            (U, "ines. orbitra asking for credit for the 3 passes we missed last week when sched-01 died"),
            (A, "Does the contract specify SLA credits?"),
            (U, "vaguely, 'reasonable credit'. we need a standard policy"),
            (A, "Common: credit the full pass price for station-caused misses, nothing for customer-side issues or weather beyond spec."),
            (U, "maya was stingier but ok. final: station-caused missed passes get credited at 100% of the pass price, weather/customer issues get nothing. applies to all contracts from oct 1"),
            (A, "Clear and fair. For Orbitra's 3 passes, credit now or wait until Oct 1?"),
            (U, "we'll credit them now as goodwill"),
            (A, "Nice gesture. Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "From October 1, passes missed due to station faults are credited at 100% of the pass price, with no credit for weather or customer-side issues.", "keywords": ["credited", "100%"]},
        ],
        "answered": [1, 5],
    },
    {
        "id": "c52", "day": "2026-09-21",
        "turns": [
            (U, "priya. sales keeps losing ad-hoc deals because we need 24h notice"),
            (A, "What's the actual bottleneck: approvals, TLE/OEM prep, or antenna config?"),
            (U, "mostly me manually checking conflicts, which the portal does automatically now"),
            (A, "Then you could shorten lead time for portal bookings without extra risk."),
            (U, "ok changed it: ad-hoc pass lead time is now 6h instead of 24h, for portal bookings only. email bookings stay 24h"),
            (A, "Should the 72h self-booking window for contracted customers change too?"),
            (U, "no that stays"),
            (A, "Got it. Happy to help!"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "The ad-hoc pass lead time for portal bookings was cut from 24h to 6h; email bookings still need 24h.", "keywords": ["ad-hoc", "6h"]},
        ],
        "answered": [1, 5],
    },
    {
        "id": "c53", "day": "2026-09-28",
        "turns": [
            (U, "rui. lightning strike nearby last night, ANT-2 S-band feed has a burnt connector"),
            (U, "photo: https://files.kestrel.local/incidents/2026-09-27/ant2-feed.jpg"),
            (A, "Yikes. Is the LNA downstream ok? Lightning often takes out the LNA too."),
            (U, "LNA fine, tomasz tested. feed connector replaced with a spare, ANT-2 back up"),
            (A, "Good. You may want to file an insurance claim for the repair and inspection costs."),
            (U, "thats the thing. nobody knows if our equipment policy covers lightning on the antennas or just the shelter. still open, asked maya to check w the broker"),
            (A, "Understood. Keep the damaged part and photos as evidence."),
            (U, "yep bagged it. ty"),
        ],
        "facts": [
            {"kind": "change", "turn": 3, "text": "The lightning-damaged ANT-2 S-band feed connector was replaced with a spare and ANT-2 is back in service.", "keywords": ["feed connector", "spare"]},
            {"kind": "open", "turn": 5, "text": "It is unknown whether the equipment insurance policy covers lightning damage to the antennas or only the shelter.", "keywords": ["lightning", "policy"]},
        ],
        "answered": [2],
    },
    {
        "id": "c54", "day": "2026-10-05",
        "turns": [
            (U, "dev. after the ACU audit thing maya wants an external pentest"),
            (A, "Scope ideas: external perimeter, VPN/bastion, customer portal, and the ground segment network."),
            (U, "portal + bastion + ACU vlan are the priorities"),
            (A, "Quotes for that scope typically run $15-30k."),
            (U, "we got 2 quotes, picked redline security at $18k, testing week of nov 9. going to be yearly from now on"),
            (A, "Make sure to notify customers if portal testing could affect availability."),
            (U, "good point. ty"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "Redline Security was chosen for an $18k pentest in the week of Nov 9, and pentests will be yearly.", "keywords": ["redline", "nov 9"]},
        ],
        "answered": [],
    },
    {
        "id": "c55", "day": "2026-10-09",
        "turns": [
            (U, "tomasz. ANT-2 vendor came for the inspection, report attached"),
            (U, "summary from their pdf: 'Az/El drives nearing end of service life. Reflector surface RMS 0.6mm (acceptable for S/X). Recommend drive replacement within 12 months.'"),
            (A, "Surface RMS of 0.6mm is fine for X-band. The drives are the main issue, and refurbishing would be much cheaper than a new antenna."),
            (U, "yep. quote for drive refurb is $85k vs $600k+ new"),
            (U, "maya decided: ANT-2 gets a drive refurbishment in spring 2027, no replacement"),
            (A, "Makes sense. Does that affect the 4th antenna question?"),
            (U, "separate topic, board still thinking. also fyi i replaced the ANT-2 az drive gearbox oil today, it was black 🤢"),
            (A, "Good call. Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4, "text": "ANT-2 will get a drive refurbishment in spring 2027 instead of being replaced.", "keywords": ["refurbishment", "spring 2027"]},
            {"kind": "change", "turn": 6, "text": "The ANT-2 azimuth drive gearbox oil was replaced.", "keywords": ["gearbox oil", "replaced"]},
        ],
        "answered": [5],
    },
    {
        "id": "c56", "day": "2026-10-15",
        "turns": [
            (U, "whats 23:10 UTC in mountain time rn"),
            (A, "Right now (MDT, UTC-6) that's 17:10. After DST ends on Nov 1 it'll be 16:10 MST."),
            (U, "ah right dst ends soon. ugh"),
            (U, "also is anyone doing halloween costumes? kofi's going as a parabolic dish lol"),
            (A, "That's a great costume idea 📡 Let me know if you need anything else!"),
            (U, "haha ok thx"),
        ],
        "facts": [],
        "answered": [0],
    },
    {
        "id": "c57", "day": "2026-10-21",
        "turns": [
            (U, "ines. maya's traveling a lot next month and contracts are piling up"),
            (A, "A delegation of authority with a dollar threshold is a common solution."),
            (U, "yeah thats what we did. from now on i can sign customer contracts up to $50k/year without maya, above that still needs her"),
            (A, "Good. Do pricing exceptions also need sign-off?"),
            (U, "anything below list price by more than 15% still needs maya"),
            (A, "Clear. Want me to put this in the Confluence contracts page?"),
            (U, "i'll do it, thx 🙏"),
        ],
        "facts": [
            {"kind": "change", "turn": 2, "text": "Ines can now sign customer contracts up to $50k per year without Maya's approval.", "keywords": ["sign", "$50k"]},
            {"kind": "decision", "turn": 4, "text": "Any discount of more than 15% below list price still requires Maya's approval.", "keywords": ["list price", "15%"]},
        ],
        "answered": [3, 5],
    },
    {
        "id": "c58", "day": "2026-10-27",
        "turns": [
            (U, "priya. northwind cancelled 4 passes via the portal 2h before AOS this week"),
            (A, "Do your terms specify a cancellation window or fee?"),
            (U, "nope, the portal just lets them. and those slots are dead by then"),
            (A, "Common: free cancellation >24h, 50% fee at 6-24h, full charge under 6h."),
            (U, "ines says northwind will freak out about fees"),
            (U, "so open question: do we charge late cancellation fees on portal bookings? no decision, maya on vacation"),
            (A, "Could go on the agenda when she's back."),
            (U, "yup. thx"),
        ],
        "facts": [
            {"kind": "open", "turn": 5, "text": "Whether to charge late cancellation fees on portal bookings is undecided.", "keywords": ["cancellation fees", "portal"]},
        ],
        "answered": [1],
    },
    {
        "id": "c59", "day": "2026-11-04",
        "turns": [
            (U, "dev. planning the holiday freeze, remember last year's dec 28 disaster lol"),
            (A, "Yes, the YAML typo. A change freeze plus the staging dry-run rule would be good protection."),
            (U, "agreed w maya: change freeze dec 15 to jan 5. no scheduler or portal deploys unless its a sev1 fix"),
            (A, "Do you want an exception process for sev1?"),
            (U, "sev1 fixes need maya or tomasz approval + the usual dry run"),
            (A, "Sounds good. The pentest is the week of Nov 9, so any findings will need fixing before Dec 15."),
            (U, "oh good point. ok ttyl"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2, "text": "A change freeze from Dec 15 to Jan 5 bans scheduler and portal deploys except sev1 fixes.", "keywords": ["change freeze", "dec 15"]},
        ],
        "answered": [3],
    },
    {
        "id": "c60", "day": "2026-11-27",
        "turns": [
            (U, "happy thanksgiving week 🦃 dev here. redline report is in"),
            (A, "How did it go?"),
            (U, "2 mediums, 1 high. high = portal session tokens never expire"),
            (A, "That should be fixed before the freeze. Typical fix: idle timeout plus an absolute expiry."),
            (U, "fixed yesterday: portal sessions now expire after 30 min idle and 12h absolute"),
            (A, "Great. What about the mediums?"),
            (U, "missing rate limit on login + verbose error pages. rate limit next week, errors after new year"),
            (A, "Reasonable prioritization. Let me know if you need anything else!"),
        ],
        "facts": [
            {"kind": "change", "turn": 4, "text": "Customer portal sessions now expire after 30 minutes idle or 12 hours absolute, fixing the pentest's high finding.", "keywords": ["sessions", "30 min", "12h"]},
        ],
        "answered": [1, 5],
    },
]

QUESTIONS = [
    {"question": "Back in December, what was the lowest elevation the scheduler would book on ANT-2, and why?", "chat": "c01", "fact": 0},
    {"question": "How long is a single on-call stint supposed to last after the December retro?", "chat": "c02", "fact": 0},
    {"question": "How quickly does an unacknowledged page get passed to the backup person?", "chat": "c02", "fact": 1},
    {"question": "What renewal terms did we put in front of Orbitra?", "chat": "c03", "fact": 0},
    {"question": "Did anyone settle what to do about the experimental Ka license before it expired?", "chat": "c04", "fact": 0},
    {"question": "Which serial number went into ANT-1 when its low-noise amp died over Christmas?", "chat": "c05", "fact": 0},
    {"question": "What has to happen before a scheduler release can be pushed to prod?", "chat": "c06", "fact": 0},
    {"question": "How many units of each critical RF spare are we meant to keep in stock?", "chat": "c08", "fact": 0},
    {"question": "Who supplies our S-band low-noise amplifiers now, and why did we move?", "chat": "c08", "fact": 1},
    {"question": "When did the third dish start carrying customer traffic, and on which band?", "chat": "c09", "fact": 0},
    {"question": "Did we ever commit to round-the-clock anomaly coverage for Helix?", "chat": "c10", "fact": 0},
    {"question": "What time source do the scheduling servers sync their clocks to?", "chat": "c11", "fact": 0},
    {"question": "Can a customer booking kick out an engineering test, and until when?", "chat": "c12", "fact": 0},
    {"question": "How does the ANT-1 radome heating get switched on in winter?", "chat": "c13", "fact": 0},
    {"question": "Is there an agreed snow or wind level at which we park ANT-2?", "chat": "c13", "fact": 1},
    {"question": "How long do we hold on to raw IQ recordings, and where are they stored?", "chat": "c14", "fact": 0},
    {"question": "Did we ever figure out why the ANT-3 upconverter kept running hot in February?", "chat": "c15", "fact": 0},
    {"question": "How do newly signed customers receive their downlinked data?", "chat": "c16", "fact": 0},
    {"question": "Once per-sector horizons were available, what limit applied to ANT-2 outside the northern trees?", "chat": "c17", "fact": 0},
    {"question": "What's happening to the old single-value elevation setting in the scheduler config?", "chat": "c17", "fact": 1},
    {"question": "How did we plan to get ANT-3 onto the FCC earth station authorization?", "chat": "c18", "fact": 0},
    {"question": "What do people get paid for carrying the pager?", "chat": "c20", "fact": 0},
    {"question": "What hardware was swapped on ANT-1 after the encoder errors in March?", "chat": "c21", "fact": 0},
    {"question": "Do we give free passes to university satellite teams?", "chat": "c22", "fact": 0},
    {"question": "What replaced Nagios, and when was the cutover planned?", "chat": "c23", "fact": 0},
    {"question": "What are the terms of the Northwind Sat deal signed in April?", "chat": "c24", "fact": 0},
    {"question": "What got rid of the 8.2 GHz spur on ANT-3?", "chat": "c25", "fact": 0},
    {"question": "What launch date was first set for X-band service on ANT-3?", "chat": "c25", "fact": 1},
    {"question": "Where do the operations runbooks live now, and what stayed in Confluence?", "chat": "c26", "fact": 0},
    {"question": "Why did the ANT-3 X-band launch slip, and to which date?", "chat": "c27", "fact": 0},
    {"question": "Did the scheduler ever move off SQLite?", "chat": "c28", "fact": 0},
    {"question": "When did ANT-3 actually start serving X-band customers?", "chat": "c29", "fact": 0},
    {"question": "Which alerts actually wake someone up, and where do the rest go?", "chat": "c30", "fact": 0},
    {"question": "When was the old monitoring system finally turned off?", "chat": "c31", "fact": 0},
    {"question": "How long are we keeping the old Nagios machine image around?", "chat": "c31", "fact": 1},
    {"question": "What dates were originally planned for ANT-1's yearly service, and where did its passes go?", "chat": "c32", "fact": 0},
    {"question": "What's the published per-minute rate for X-band?", "chat": "c34", "fact": 0},
    {"question": "How long did the ANT-1 service outage end up lasting in June?", "chat": "c35", "fact": 0},
    {"question": "Has the board approved buying another dish?", "chat": "c36", "fact": 0},
    {"question": "How was the pager rotation covered while Kofi was on leave?", "chat": "c37", "fact": 0},
    {"question": "Does any customer get longer raw IQ storage than the default?", "chat": "c38", "fact": 0},
    {"question": "What temperature was shelter B's air conditioning set to during the July heatwave?", "chat": "c39", "fact": 0},
    {"question": "Is there a limit on how much ANT-3 can transmit on X-band when it's hot?", "chat": "c39", "fact": 1},
    {"question": "When does the scheduler use customer orbit files instead of public TLEs?", "chat": "c40", "fact": 0},
    {"question": "Did we report the 2.2 GHz daytime interference to the regulator?", "chat": "c41", "fact": 0},
    {"question": "Where do we track spare parts inventory these days?", "chat": "c42", "fact": 0},
    {"question": "How often does the backup generator get load tested?", "chat": "c43", "fact": 0},
    {"question": "How do engineers get shell access to the antenna controllers now?", "chat": "c44", "fact": 0},
    {"question": "Does the antenna controller vendor have remote network access for support?", "chat": "c44", "fact": 1},
    {"question": "How far ahead can customers book passes on their own through the portal?", "chat": "c45", "fact": 0},
    {"question": "What paging tool did we move to when PagerDuty got too expensive?", "chat": "c47", "fact": 0},
    {"question": "What day of the week does the on-call shift change over now?", "chat": "c47", "fact": 1},
    {"question": "What's Northwind paying for their X-band add-on?", "chat": "c48", "fact": 0},
    {"question": "Are we implementing the CCSDS space link extension protocol for live telemetry?", "chat": "c49", "fact": 0},
    {"question": "What software version are the antenna control units running?", "chat": "c50", "fact": 0},
    {"question": "What does a customer get back when we miss a pass through our own fault?", "chat": "c51", "fact": 0},
    {"question": "What's the minimum notice for a one-off pass booked via the portal?", "chat": "c52", "fact": 0},
    {"question": "What was repaired on ANT-2 after the September lightning strike?", "chat": "c53", "fact": 0},
    {"question": "Does our insurance pay out for storm damage to the dishes themselves?", "chat": "c53", "fact": 1},
    {"question": "Which firm is doing the security assessment and when?", "chat": "c54", "fact": 0},
    {"question": "Is ANT-2 being swapped for a new antenna or overhauled?", "chat": "c55", "fact": 0},
    {"question": "What maintenance was done on ANT-2's azimuth gearbox in October?", "chat": "c55", "fact": 1},
    {"question": "Up to what yearly contract value can Ines sign on her own?", "chat": "c57", "fact": 0},
    {"question": "When does a customer discount still need Maya's OK?", "chat": "c57", "fact": 1},
    {"question": "Do we charge customers for dropping portal bookings at the last minute?", "chat": "c58", "fact": 0},
    {"question": "When is the end-of-year deploy freeze for 2026?", "chat": "c59", "fact": 0},
    {"question": "How long do customer portal logins stay valid after the security fix?", "chat": "c60", "fact": 0},
]


if __name__ == "__main__":
    import datetime
    from collections import Counter

    assert len(CHATS) == 60, len(CHATS)
    ids = [c["id"] for c in CHATS]
    assert len(set(ids)) == 60, "duplicate ids"
    days = [datetime.date.fromisoformat(c["day"]) for c in CHATS]
    lo, hi = datetime.date(2025, 12, 1), datetime.date(2026, 11, 27)
    for a, b in zip(days, days[1:]):
        assert a < b, (a, b)
    assert all(lo <= d <= hi for d in days)
    kinds = Counter()
    chat_kinds = Counter()
    for c in CHATS:
        cid, turns = c["id"], c["turns"]
        assert 6 <= len(turns) <= 10, (cid, len(turns))
        for t in turns:
            assert isinstance(t, tuple) and len(t) == 2, cid
            assert t[0] in (U, A), cid
            assert isinstance(t[1], str) and t[1].strip(), cid
        facts = c["facts"]
        assert len(facts) <= 2, cid
        for f in facts:
            assert f["kind"] in ("decision", "change", "open"), cid
            assert 0 <= f["turn"] < len(turns), cid
            assert 2 <= len(f["keywords"]) <= 3, cid
            txt = turns[f["turn"]][1].lower()
            for kw in f["keywords"]:
                assert kw.lower() in txt, (cid, kw)
            assert f["text"].strip(), cid
            kinds[f["kind"]] += 1
        ks = {f["kind"] for f in facts}
        if ks & {"decision", "change"}:
            chat_kinds["with decision/change"] += 1
        if "open" in ks:
            chat_kinds["with open"] += 1
        if not facts:
            chat_kinds["no facts"] += 1
        for i in c["answered"]:
            assert 0 <= i < len(turns) - 1, (cid, i)
    assert len(QUESTIONS) >= 60, len(QUESTIONS)
    by_id = {c["id"]: c for c in CHATS}
    covered = set()
    for q in QUESTIONS:
        assert q["chat"] in by_id, q
        assert 0 <= q["fact"] < len(by_id[q["chat"]]["facts"]), q
        assert q["question"].strip()
        covered.add((q["chat"], q["fact"]))
    all_facts = {(c["id"], i) for c in CHATS for i in range(len(c["facts"]))}
    print("OK: 60 chats, %s to %s" % (CHATS[0]["day"], CHATS[-1]["day"]))
    print("turns total:", sum(len(c["turns"]) for c in CHATS))
    print("facts by kind:", dict(kinds), "total:", sum(kinds.values()))
    print("chats:", dict(chat_kinds))
    print("questions:", len(QUESTIONS), "covering", len(covered), "of", len(all_facts), "facts")
