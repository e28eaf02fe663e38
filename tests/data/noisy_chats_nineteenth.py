# Development data since 2026-12-03 (session 21): released after its last held-out measurement, below.
# Held-out noisy-chat set no. 19 (60 chats, 57 facts, 62 questions; a warehouse-robotics startup),
# written on 2026-12-03 by a helper that never saw the pipeline or the other sets. Its misses were not read. Measured
# by the lead only (python -m tests.noisy_chat_quality nineteenth): at 6d9fb5e (session 20's start) coverage day /
# week / month 44 / 44 / 43 of 57 (0.77 / 0.77 / 0.75), noise 51/182 (0.28), core memory noise 0/1, recall 50/62
# (0.81); at session 20's merged code (h39: questions said undecided in other words, a start day and a hold as
# changes) 45 / 45 / 44 (0.79 / 0.79 / 0.77), noise 51/185 (0.28), core 0/1, recall 51/62 (0.82).
"""Held-out labeled set of noisy team <-> AI assistant chat transcripts.

Used to evaluate a system that summarizes chats into team memory (key
decisions, changes, open questions) and answers later questions.

Company: Fernhollow Robotics, 8 people, building "Heron" warehouse picking
robots (mobile base + arm + vacuum gripper). Pilot customer: Brightline
Logistics, Reno NV (contacts: Dana = ops manager, Marcus = IT).

Team (consistent across all chats):
  Maya Okafor      - CEO; customer/pilot relationship, pricing, fundraising
  Dev Raman        - hardware lead (chassis, arm, gripper, electrical)
  Lena Kowalczyk   - firmware lead (motor MCU, compute board, OTA)
  Tomás Reyes      - fleet software lead (fleet manager, dashboard, integrations)
  Priya Sethi      - QA / test lead (HIL rig, endurance, PVT acceptance)
  Jonah Whitfield  - safety & certification engineer
  Aiko Tanaka      - supply chain / procurement
  Sam Boateng      - field ops, on-site lead at the Brightline pilot

Each chat is one teammate talking to the assistant (the user may relay what
other teammates said).

Fact schema: {"kind": "decision"|"change"|"open", "turn": idx, "text": ...,
"keywords": [...]} where every keyword appears literally (case-insensitive)
in turns[idx][1].  "answered" lists turn indices of questions/requests that
were answered later in the same chat (so they are not open questions).
"""

U = "user"
A = "assistant"

TEAM = {
    "Maya Okafor": "CEO",
    "Dev Raman": "hardware lead",
    "Lena Kowalczyk": "firmware lead",
    "Tomás Reyes": "fleet software lead",
    "Priya Sethi": "QA / test lead",
    "Jonah Whitfield": "safety & certification engineer",
    "Aiko Tanaka": "supply chain / procurement",
    "Sam Boateng": "field ops / pilot on-site lead",
}

CHATS = [
# ---------------------------------------------------------------- c01 Tomás
{"id": "c01", "day": "2025-12-01", "turns": [
    (U, "morning! ☕ quick one before standup. for robot <-> fleet manager messaging we're torn between mqtt (mosquitto) and nats. ~20 robots at the pilot max, maybe 50 next year. thoughts?"),
    (A, "Both would work at that scale. Quick comparison:\n\n- **MQTT / Mosquitto**: dead simple, huge ecosystem, QoS levels, retained messages, last-will for detecting dropped robots. Single-node broker, fine for tens of clients.\n- **NATS**: very fast, nice request/reply, JetStream for persistence, clustering built in. Less common in robotics, fewer off-the-shelf tools.\n\nFor ~20 robots on one site I'd lean MQTT for simplicity, unless you rely heavily on request/reply."),
    (U, "lol lena just leaned over and said 'whatever doesnt make me write a C client from scratch' which is fair"),
    (A, "Ha, fair requirement. Both have mature C clients (paho.mqtt.c / libmosquitto for MQTT, nats.c for NATS), so neither forces a from-scratch client. If anything ever talks directly from a bare-metal MCU, MQTT has more embedded options (e.g. coreMQTT)."),
    (U, "robots run linux on the compute board anyway, only the motor mcu is bare metal and that talks CAN. does mosquitto do persistent sessions w/ qos1? we cant lose task msgs when a bot roams between APs"),
    (A, "Yes. If the robot connects with a persistent session (clean session = false in MQTT 3.1.1, or clean start = false plus a session expiry interval in MQTT 5), Mosquitto queues QoS 1/2 messages while it's offline, up to `max_queued_messages` (default 1000). Use a stable client ID per robot or the session won't be picked up on reconnect."),
    (U, "perfect. ok let's go with mosquitto for the pilot, revisit emqx or nats if we ever go past 50 bots. i'll write up the ADR"),
    (A, "Sounds good: MQTT with Mosquitto for the pilot, revisit trigger at ~50 robots. For the ADR I'd capture stable client IDs, QoS 1 for task messages, a last-will topic for liveness, and TLS from day one. Happy to help!"),
 ],
 "facts": [
    {"kind": "decision", "turn": 6, "text": "Robot-to-fleet-manager messaging uses MQTT with the Mosquitto broker for the pilot; revisit (EMQX/NATS) only if the fleet passes 50 robots", "keywords": ["mosquitto", "pilot"]},
 ],
 "answered": [0, 4]},

# ---------------------------------------------------------------- c02 Dev
{"id": "c02", "day": "2025-12-05", "turns": [
    (U, "hey. been going back and forth all week on the end effector for heron.\noption 1: vacuum suction, piab pump + 3 bellows cups\noption 2: two finger soft gripper from that soft-robotics-ish vendor\noption 3: hybrid, suction + fingers\nbrightline's SKU list is like 80% cardboard boxes and polybags"),
    (A, "With a mix that's ~80% boxes and polybags, suction is the usual winner: it handles flat tops of boxes well and bellows cups conform to polybag wrinkles. Fingers shine for irregular or heavy items but need free space around the item, which is rare in dense totes. Hybrid gives coverage but roughly doubles the mechanical and control complexity for EVT."),
    (U, "brb someone brought tamales"),
    (U, "ok back 🫔 so good. what about cycle time, does suction hurt us there?"),
    (A, "Usually the opposite. Suction doesn't need finger alignment or approach clearance; vacuum build-up with a decent ejector or pump is typically 100-300 ms. The main risk is porous or very loose polybags, where you lose seal. You'd mitigate with a vacuum sensor and a retry on low vacuum."),
    (U, "maya wants a call today so fine, option 1. vacuum it is. i'll order 2 piab kits for EVT and we'll see what the polybags do"),
    (A, "Got it: option 1, vacuum suction with a Piab pump and bellows cups for EVT. I'd add a vacuum switch per cup circuit so the firmware can detect seal loss, and order a couple of spare cup sizes (e.g. 30 and 40 mm) for testing on polybags."),
 ],
 "facts": [
    {"kind": "decision", "turn": 5, "text": "Heron's EVT end effector is vacuum suction (option 1): Piab pump with bellows cups", "keywords": ["option 1", "vacuum"]},
 ],
 "answered": [3]},

# ---------------------------------------------------------------- c03 Jonah
{"id": "c03", "day": "2025-12-11", "turns": [
    (U, "hi. trying to get my head around the cert landscape for heron. we're an AMR with an arm on top. iso 3691-4 for the mobile base obviously, but what covers the manipulator"),
    (A, "Roughly:\n- **ISO 3691-4**: driverless industrial trucks and their systems (your mobile base).\n- **ANSI/RIA R15.08-1/-2**: US standard for industrial mobile robots; part 2 addresses integration and touches mobile manipulators.\n- **ISO 10218-1/-2**: industrial robot arms and their integration.\n- **UL 3100**: electrical/fire safety for AMRs (a product safety listing, separate from functional safety).\n\nFor a mobile manipulator you'll typically argue 3691-4 for the base plus 10218 principles for the arm."),
    (U, "ugh ok. and does UL 3100 actually matter for a customer in nevada, like legally?"),
    (A, "It's not federally mandated as such. In practice it comes from OSHA's expectation that equipment is NRTL-listed, the customer's insurer, or their EHS policy. Many large warehouses require a listing; others accept a self-declaration to ISO 3691-4 / R15.08 plus a risk assessment. So it depends on Brightline's EHS requirements."),
    (U, "random but did you see that one of the big 3PLs decided to drop AMRs entirely after some incident? everyone on linkedin is losing it"),
    (A, "I don't have access to live news, so I can't confirm that one. Incidents like that do tend to make EHS teams stricter, which is another reason to get Brightline's requirements in writing early."),
    (U, "fair lol. ok so nobody knows yet whether brightline needs a UL 3100 listing or if 3691-4 + R15.08 self declaration is enough. i'll ask sam to chase their EHS person"),
    (A, "Makes sense. Questions for Sam to send: (1) do you require NRTL listing (UL 3100 or equivalent) for mobile robots? (2) is an ISO 3691-4 assessment by a third-party lab acceptable? (3) does your insurer have specific requirements? (4) who signs off internally? Let me know if you need anything else."),
 ],
 "facts": [
    {"kind": "open", "turn": 6, "text": "Unresolved whether Brightline requires a UL 3100 listing or accepts an ISO 3691-4 + R15.08 self-declaration", "keywords": ["UL 3100", "brightline"]},
 ],
 "answered": [0, 2]},

# ---------------------------------------------------------------- c04 Lena
{"id": "c04", "day": "2025-12-17", "turns": [
    (U, "yo. zephyr build for the g474 motor board is failing again after west update 🙃\n```\n[142/198] Linking C executable zephyr/zephyr_pre0.elf\nFAILED: zephyr/zephyr_pre0.elf\n/opt/zephyr-sdk/arm-zephyr-eabi/bin/ld.bfd: zephyr/zephyr_pre0.elf section `rodata' will not fit in region `FLASH'\n/opt/zephyr-sdk/arm-zephyr-eabi/bin/ld.bfd: region `FLASH' overflowed by 3184 bytes\ncollect2: error: ld returned 1 exit status\nninja: build stopped: subcommand failed.\n```"),
    (A, "That's a flash overflow of ~3 KB, probably from the update pulling in bigger defaults. Things to try:\n- `CONFIG_SIZE_OPTIMIZATIONS=y`\n- turn down logging (`CONFIG_LOG_DEFAULT_LEVEL=1`, or `CONFIG_LOG_MODE_MINIMAL=y`)\n- disable shell / assert strings if enabled\n- check `build/zephyr/zephyr.map` or run `west build -t rom_report` to see what grew."),
    (U, "yeah tried size opt already. honestly this is like the 3rd time this month something in the zephyr tree bites us. tomás keeps saying just use freertos like everyone else"),
    (A, "Trade-off in short: Zephyr gives you drivers, devicetree and a nice build system, but you pay in footprint and upstream churn. FreeRTOS + STM32 HAL/LL is smaller and more predictable, and for a motor controller with a handful of tasks you don't need much of Zephyr's subsystem stack. The cost is writing more glue yourself (CAN, bootloader hooks)."),
    (U, "ok final call, moving the motor mcu to freertos + stm32 HAL. zephyr is off the table for that board. can you sketch a task layout"),
    (A, "Sure, a starting point:\n```\nTIM1 update ISR (20 kHz)   current loop (FOC), no RTOS calls\ntask_vel   prio 5  1 kHz   velocity/position loop\ntask_canrx prio 4  event   CAN RX -> command queue\ntask_safety prio 6 1 kHz   limits, STO monitoring, fault latch\ntask_telem prio 2  100 Hz  CAN TX telemetry\ntask_wdg   prio 1  10 Hz   checks task heartbeats, kicks IWDG\n```\nKeep the FOC loop out of the scheduler entirely."),
    (U, "nice thx. the canrx prio should be above telem right"),
    (A, "Yes: command reception should preempt telemetry, otherwise a burst of telemetry TX can delay a stop command. Safety stays above both. Happy to help!"),
 ],
 "facts": [
    {"kind": "decision", "turn": 4, "text": "Motor controller MCU firmware moves from Zephyr to FreeRTOS with the STM32 HAL", "keywords": ["freertos", "final call"]},
 ],
 "answered": [4, 6]},

# ---------------------------------------------------------------- c05 Sam (no facts)
{"id": "c05", "day": "2025-12-22", "turns": [
    (U, "hiii. can you help me write a short holiday note to the brightline ops folks (dana and marcus). casual, not cheesy"),
    (A, "Here's a draft:\n\n\"Hi Dana and Marcus, thanks for all the help this year getting the site ready for Heron. It's been a pleasure working with you both, and we're excited for the pilot in the new year. Wishing you and your teams a restful holiday and a little warehouse magic in 2026! Best, Sam\""),
    (U, "lol too cheesy. drop the warehouse magic line"),
    (A, "Fair. Revised:\n\n\"Hi Dana and Marcus, thanks for all the help this year getting the site ready for Heron. Really enjoyed working with you both and we're looking forward to the pilot. Have a great holiday and see you in January. Sam\""),
    (U, "perfect 👍 also dana mentioned brightline agreed to sign a lease on a second building in sparks. not our thing but nice to know"),
    (A, "Good context to have. It's their expansion rather than anything for you to act on now, but could be relevant later if the pilot goes well."),
    (U, "yep. ok signing off till the 5th, happy holidays 🎄"),
    (A, "Happy holidays, Sam! Enjoy the break."),
 ],
 "facts": [],
 "answered": [0]},

# ---------------------------------------------------------------- c06 Aiko
{"id": "c06", "day": "2026-01-06", "turns": [
    (U, "happy new year! ok first fire of 2026: hokuyo quoted 16 weeks lead time on the UAM-01LP safety lidars. sixteen. weeks"),
    (A, "Ouch. Alternatives with safety ratings (PL d / SIL 2) suitable for AMRs: SICK nanoScan3, Pilz PSENscan, Leuze RSL 400, IDEC SE2L. Worth checking lead time, size/mounting, field set count, and how they connect to your safety controller (OSSDs vs safety fieldbus)."),
    (U, "sick rep says nanoScan3 in ~6 weeks, $2.1k each vs $2.6k for the hokuyo. dev is ok with the mount change, he just needs a new bracket"),
    (A, "That's a good swap on paper. Notes: nanoScan3 has OSSDs plus EFI-pro, so it integrates easily with SICK safety controllers; field sets are configured in Safety Designer; and its detection range and mounting height may change your protective field geometry, so Jonah should re-check the stopping distance calcs."),
    (U, "ok we replaced the hokuyo with the sick nanoScan3 on the BOM as of today. PO going out for 10 units"),
    (A, "Noted: BOM change Hokuyo UAM-01LP to SICK nanoScan3, 10 units on order. Want me to draft a short ECO note?"),
    (U, "yes pls, short"),
    (A, "```\nECO-0007  Safety lidar substitution\nChange:   Hokuyo UAM-01LP -> SICK nanoScan3 (P/N per SICK quote)\nReason:   Hokuyo lead time 16 wks; SICK ~6 wks, lower unit cost\nImpact:   new mounting bracket (Dev), protective field re-validation (Jonah),\n          safety I/O wiring check (Lena)\nQty:      10\n```"),
 ],
 "facts": [
    {"kind": "change", "turn": 4, "text": "Safety lidar on the BOM changed from Hokuyo UAM-01LP to SICK nanoScan3 (10 units ordered)", "keywords": ["nanoScan3", "replaced"]},
 ],
 "answered": [5]},

# ---------------------------------------------------------------- c07 Tomás
{"id": "c07", "day": "2026-01-09", "turns": [
    (U, "the python fleet prototype fell over again in the sim with 30 bots\n```\nTraceback (most recent call last):\n  File \"fleet/scheduler.py\", line 212, in assign\n    path = self.planner.plan(robot.pose, task.pick_loc)\n  File \"fleet/planner.py\", line 88, in plan\n    return astar(self.grid, start, goal, timeout=0.5)\n  File \"fleet/planner.py\", line 41, in astar\n    raise PlannerTimeout(f\"no path in {timeout}s\")\nfleet.planner.PlannerTimeout: no path in 0.5s\n```"),
    (A, "That's the planner timing out rather than a hard crash. With 30 robots, A* on a fine grid inside a single Python process that's also running the MQTT loop and API can easily blow a 0.5 s budget. Is the planner running in the same process/thread as everything else?"),
    (U, "yeah same process. the GIL thing is the real issue, planner + mqtt loop + api all fighting. we've been talking about rewriting in go or rust"),
    (A, "Both fix the concurrency problem. Go: fast to write, great for network services, goroutines map nicely to per-robot sessions, GC pauses are small. Rust: best performance and safety, but slower iteration and a steeper curve for the team. For a fleet manager that's mostly I/O plus one CPU-heavy planner, Go is usually the pragmatic pick."),
    (U, "priya and i talked it through at lunch (pho, again). we're going with go for the fleet manager. rust is cool but nobody here wants to fight the borrow checker during a pilot"),
    (A, "Reasonable call. Suggested layout for the Go fleet manager:\n```\ncmd/fleetd/\ninternal/mqttbridge/   robot sessions\ninternal/scheduler/    task assignment\ninternal/planner/      path planning\ninternal/api/          REST for dashboard/WMS\n```"),
    (U, "do we keep the planner in python as a sidecar or port it"),
    (A, "I'd port it. It's the hot path, and a sidecar brings back serialization overhead and a second runtime to deploy. A* on a grid is a few hundred lines in Go, and you can keep the Python version around as a reference for test vectors."),
    (U, "ok port it. thanks!"),
    (A, "Let me know if you need anything else."),
 ],
 "facts": [
    {"kind": "decision", "turn": 4, "text": "Fleet manager will be rewritten in Go (not Rust), replacing the Python prototype", "keywords": ["going with go", "fleet manager"]},
 ],
 "answered": [2, 6]},

# ---------------------------------------------------------------- c08 Jonah
{"id": "c08", "day": "2026-01-14", "turns": [
    (U, "ok got quotes back from the labs for the 3691-4 assessment.\ntüv süd: $48k, earliest start 14 wks\nUL: $61k, 10 wks\nintertek: $44k but they want us to do EMC at their lab in menlo park too"),
    (A, "| Lab | Cost | Lead | Notes |\n|---|---|---|---|\n| TÜV SÜD | $48k | 14 wk | strong in ISO 3691-4, widely recognized in EU |\n| UL | $61k | 10 wk | could later bundle UL 3100 |\n| Intertek | $44k | ? | bundled EMC requirement |\n\nIf you already have EMC booked elsewhere, Intertek's bundle may erase its price advantage."),
    (U, "maya says cash matters more than 4 weeks right now. and yeah we already booked EMC w a local lab so intertek's thing is a pain"),
    (A, "Then TÜV SÜD looks like the best balance: mid cost, solid 3691-4 experience, and the certificate travels well if you ever sell in Europe. The 14 weeks can be used for pre-assessment and documentation."),
    (U, "yeah. agreed with maya just now, tüv süd it is. i'll sign the quote monday"),
    (A, "Great, TÜV SÜD for the ISO 3691-4 assessment. Before signing, check: what's included in the pre-assessment, how many on-site days, the retest clause and fee, and whether the quote covers the technical file review."),
    (U, "good call on the retest clause. what's a normal retest fee"),
    (A, "Typically it's billed at their day rate, roughly $1.8k-2.5k per engineer-day plus travel, so a one-day retest after a finding often lands around $3-5k all in. Worth asking them to cap it in writing."),
 ],
 "facts": [
    {"kind": "decision", "turn": 4, "text": "TÜV SÜD chosen as the lab for the ISO 3691-4 safety assessment", "keywords": ["tüv süd", "agreed"]},
 ],
 "answered": [6]},

# ---------------------------------------------------------------- c09 Priya (open)
{"id": "c09", "day": "2026-01-20", "turns": [
    (U, """hey can you parse this endurance run summary, want avg cycle time + fail rate per bot
```json
{"run": "endurance-0119", "bots": [
  {"id": "H-01", "picks": 1412, "fails": 23, "avg_cycle_s": 11.8},
  {"id": "H-02", "picks": 1380, "fails": 41, "avg_cycle_s": 12.4},
  {"id": "H-03", "picks": 977, "fails": 12, "avg_cycle_s": 11.1, "note": "estop tripped 03:12, left stopped"}
]}
```"""),
    (A, "Per robot:\n- H-01: 23/1412 = 1.63% fail, 11.8 s avg cycle\n- H-02: 41/1380 = 2.97% fail, 12.4 s\n- H-03: 12/977 = 1.23% fail, 11.1 s (short run because of the e-stop)\n\nFleet: 76 fails / 3769 picks = 2.02%; pick-weighted avg cycle ≈ 11.84 s."),
    (U, "thx. H-02 is the one with the sticky vacuum valve i think"),
    (A, "That fits: both the highest fail rate and the slowest cycle would be consistent with slow vacuum build-up and retries. Worth checking its retry count in the logs if you have it."),
    (U, "bigger q. how many hours of endurance do we need before we send bots to reno? maya says 200, dev says 500 per bot, i think 1000 fleet-hours total is more honest"),
    (A, "A useful rule of thumb: with zero failures in T hours of testing, the 95% lower confidence bound on MTBF is about T/3 (the 'rule of three'). So 1000 fleet-hours with no critical failure supports an MTBF of roughly 330 h at 95% confidence. Pick the number from the MTBF you need for a night shift, and be explicit about what counts as a failure."),
    (U, "ok that rule of three thing is useful. still no agreement tho, we'll fight about it at thursday's review 😅"),
    (A, "Good luck! If it helps, bring a small table of hours vs demonstrated MTBF so the discussion is about the target, not the number of hours."),
 ],
 "facts": [
    {"kind": "open", "turn": 4, "text": "How many endurance test hours are needed before shipping robots to the Reno pilot (200, 500 per bot, or 1000 fleet-hours) is unresolved", "keywords": ["endurance", "reno"]},
 ],
 "answered": [0]},

# ---------------------------------------------------------------- c10 Maya (decision + open)
{"id": "c10", "day": "2026-01-27", "turns": [
    (U, "hi! prepping for the brightline call at 2, can you help me structure talking points"),
    (A, "Sure. Suggested flow: 1) recap of EVT progress and test results, 2) pilot scope (robots, shifts, SKUs), 3) timeline and site readiness (Wi-Fi, floor, chargers), 4) success metrics, 5) open commercial items, 6) next steps and owners."),
    (U, "good. update: talked to dana this morning, we're locking the pilot go-live for april 20 with 4 robots, night shift only for the first 2 weeks"),
    (A, "Great, noted: go-live April 20, 4 Heron units, night shift only for the first two weeks. That means site prep (Wi-Fi, chargers, map) needs to be done by early April and Sam should plan night coverage from day one."),
    (U, "the thing i still can't figure out is whether we charge for the pilot. they asked. paid pilot at like $3k/robot/month vs free and convert later. investors are split"),
    (A, "Paid pilot: signals value, filters out tire-kickers, gives you a revenue data point. Free pilot: faster yes, but conversion becomes a second negotiation later. A common middle path is free for an initial period, then paid automatically if success metrics are met."),
    (U, "yeah. not deciding today, i'll dodge it on the call and say we'll come back with a proposal"),
    (A, "Reasonable. Suggested phrasing: \"We're finalizing our pilot commercial model and will send a proposal within two weeks; it'll be tied to the success metrics we agree on today.\""),
 ],
 "facts": [
    {"kind": "decision", "turn": 2, "text": "Brightline pilot go-live set for April 20 with 4 robots, night shift only for the first two weeks", "keywords": ["april 20", "4 robots"]},
    {"kind": "open", "turn": 4, "text": "Whether to charge Brightline for the pilot (paid ~$3k/robot/month vs free then convert) is unresolved", "keywords": ["charge", "pilot"]},
 ],
 "answered": [0]},

# ---------------------------------------------------------------- c11 Lena
{"id": "c11", "day": "2026-02-02", "turns": [
    (U, "seeing bus-off on the arm joint CAN when all 6 joints stream at 1khz\n```\n(1770021412.113201) can1 181 [8] 3A 01 00 00 FF 7F 00 00\n(1770021412.113455) can1 182 [8] 12 00 00 00 01 80 00 00\n(1770021412.113702) can1 183 [8] 00 00 00 00 00 00 00 00\n(1770021412.114950) can1 20000080 [8] 00 00 04 00 00 00 00 00\n  ERRORFRAME\n  controller-problem{tx-error-warning}\n  bus-off\n```"),
    (A, "Quick bus load estimate: an 8-byte standard frame is ~130 bits with stuffing. 6 joints × 1 kHz × 130 bits ≈ 780 kbit/s, before commands. At 500 kbit/s you're over 150% load, so errors and bus-off are expected."),
    (U, "lol yeah that'd do it. options?"),
    (A, "1) raise the bitrate to 1 Mbit/s (check transceivers and cable length), 2) CAN FD with a faster data phase, 3) lower the status rate (e.g. 500 Hz, or only send on change), 4) pack two joints per frame."),
    (U, "transceivers are TCAN1042 so 1M is fine and cable runs are under 2m. ok bumped the arm bus to 1 Mbit/s. CAN FD maybe next rev"),
    (A, "Noted: arm CAN bitrate 500 kbit/s → 1 Mbit/s. Heads-up: at 1 Mbit/s your streaming alone is still ~78% load, which leaves little headroom for commands and retransmits. Consider dropping status frames to 500 Hz."),
    (U, "hmm 78 is spicy. ok good point, will keep an eye on it. ty"),
    (A, "Anytime!"),
 ],
 "facts": [
    {"kind": "change", "turn": 4, "text": "Arm joint CAN bus bitrate raised from 500 kbit/s to 1 Mbit/s", "keywords": ["bumped", "1 Mbit/s"]},
 ],
 "answered": [2]},

# ---------------------------------------------------------------- c12 Aiko
{"id": "c12", "day": "2026-02-06", "turns": [
    (U, "battery quotes are in, need to pick today bc the NRE payment has to go out\n1) off the shelf 48V 40Ah NMC pack, $780, 4 wk\n2) custom 48V 50Ah LFP pack from voltforge (shenzhen), $940, 9 wk, UN38.3 included\n3) local integrator 48V 45Ah LFP, $1350, 6 wk"),
    (A, "Quick take:\n- LFP is much more tolerant of abuse and thermal runaway than NMC, which helps your safety case in a warehouse.\n- UN38.3 is required to ship the packs, so having it included (option 2) saves time and cost.\n- Option 3 is the fastest LFP but ~45% more expensive per pack.\n- Option 1 is cheapest/fastest but NMC may draw questions from TÜV and customer EHS."),
    (U, "jonah strongly prefers LFP for the safety case. dev wants the bigger Ah"),
    (A, "Then option 2 satisfies both: LFP and the largest capacity. The risk is the 9-week lead time and a new supplier, so ask for cell datasheets, BMS details and a UL 2271 (or IEC 62619) test report."),
    (U, "ok going with 2. voltforge. i'll ask them for the UL 2271 report too"),
    (A, "Good. Option 2: Voltforge custom 48V 50Ah LFP. Next steps: NRE payment, sample pack for EVT testing, request BMS CAN protocol docs for Lena, and agree on a first-article inspection."),
    (U, "also unrelated but the lunch place downstairs closed?? the banh mi one. devastating"),
    (A, "Oh no, that's a real loss 🥲"),
 ],
 "facts": [
    {"kind": "decision", "turn": 4, "text": "Battery is a custom 48V 50Ah LFP pack from Voltforge (option 2)", "keywords": ["going with 2", "voltforge"]},
 ],
 "answered": []},

# ---------------------------------------------------------------- c13 Tomás
{"id": "c13", "day": "2026-02-12", "turns": [
    (U, "morning. fleet manager needs to store task history, robot state snapshots, and telemetry at ~10hz per bot. sqlite is not gonna cut it"),
    (A, "Agreed, at 10 Hz × N robots you want something built for time series. Options: Postgres + TimescaleDB, InfluxDB, or ClickHouse. If you already run Postgres, Timescale keeps everything in one place."),
    (U, "we already run postgres for the dashboard. can timescale just live in the same instance?"),
    (A, "Yes, it's an extension. You create hypertables for telemetry next to your normal relational tables, and get compression, retention policies and continuous aggregates. Watch disk usage and vacuum settings, but for tens of robots one instance is fine."),
    (U, "cool so: same postgres, timescale ext for telemetry, 30 day retention on raw, 1min rollups kept forever. do it"),
    (A, "Confirmed. DDL to start:\n```sql\nCREATE EXTENSION IF NOT EXISTS timescaledb;\nCREATE TABLE telemetry (\n  ts timestamptz NOT NULL,\n  robot_id text NOT NULL,\n  battery_pct real, x real, y real, theta real,\n  state text\n);\nSELECT create_hypertable('telemetry', 'ts');\nSELECT add_retention_policy('telemetry', INTERVAL '30 days');\nCREATE MATERIALIZED VIEW telemetry_1m WITH (timescaledb.continuous) AS\n  SELECT time_bucket('1 minute', ts) AS bucket, robot_id,\n         avg(battery_pct) AS battery_pct, last(state, ts) AS state\n  FROM telemetry GROUP BY bucket, robot_id;\n```"),
    (U, "beautiful. one thing, chunk interval?"),
    (A, "Default is 7 days; at your volume 1 day works well so retention drops whole chunks cleanly: `SELECT set_chunk_time_interval('telemetry', INTERVAL '1 day');`"),
 ],
 "facts": [
    {"kind": "decision", "turn": 4, "text": "Fleet telemetry is stored in the existing Postgres with the TimescaleDB extension: 30-day raw retention, 1-minute rollups kept forever", "keywords": ["timescale", "30 day retention"]},
 ],
 "answered": [2, 6]},

# ---------------------------------------------------------------- c14 Dev (open)
{"id": "c14", "day": "2026-02-18", "turns": [
    (U, "ugh the drive wheels are slipping on the floor samples sam brought back from brightline. that epoxy-sealed concrete is like ice when there's any dust on it"),
    (A, "Common issue with sealed floors. Traction depends on tread hardness, contact pressure, and contamination. Dust acts like ball bearings on hard treads. What are you running now?"),
    (U, "current tread is 95A polyurethane. colson has 85A in 6 weeks, or we go rubber. but rubber marks floors and brightline will hate that"),
    (A, "85A PU gives noticeably more grip with acceptable wear. Non-marking rubber compounds exist and grip well on epoxy, but wear faster and some still leave faint marks under hard braking. Either way, test on the actual floor with realistic dust."),
    (U, "brb fire alarm drill 🙄"),
    (U, "back. ok so nobody's decided, 85A PU vs non-marking rubber. we need a slip test on the real floor first. also do we even know if they sweep nightly?"),
    (A, "Suggested slip test: pull the robot at full payload with a force gauge on clean and dusty floor, plus a braking test from max speed measuring stopping distance. Do it for 95A, 85A, and one non-marking rubber sample. And yes, ask Dana about floor cleaning frequency; it matters as much as the tread."),
    (U, "thanks, stealing this for the test plan"),
 ],
 "facts": [
    {"kind": "open", "turn": 5, "text": "Drive wheel tread choice (85A polyurethane vs non-marking rubber) is undecided pending a slip test on Brightline's floor", "keywords": ["85A", "non-marking rubber"]},
 ],
 "answered": []},

# ---------------------------------------------------------------- c15 Lena
{"id": "c15", "day": "2026-02-24", "turns": [
    (U, "need an OTA story before april. compute board is a jetson orin nano running our yocto image. looking at mender, swupdate+hawkbit, rauc, or roll our own"),
    (A, "- **Mender**: A/B rootfs, hosted or self-hosted server, Yocto layer (meta-mender), good docs. Hosted has a per-device cost.\n- **SWUpdate + hawkBit**: flexible, free, more integration work.\n- **RAUC**: solid A/B client, bring your own server.\n- **Roll your own**: not recommended; rollback and power-loss safety are hard to get right."),
    (U, "tomás asked can the fleet manager trigger updates instead of a separate server"),
    (A, "With Mender, the fleet manager can call the Mender management API to create deployments, so the server still exists but your tools drive it. With RAUC you'd build the server-side yourself, which is closer to 'fleet manager does it' but more work."),
    (U, "ok from now on OTA = mender, hosted (not self-hosted) for the pilot, A/B rootfs. motor mcu firmware gets flashed by the compute board after a successful boot"),
    (A, "Solid plan. Summary: hosted Mender, A/B rootfs on the Orin, MCU firmware bundled in the image and flashed by the compute board after the new rootfs boots and passes health checks, so a bad image rolls back before the MCU is touched."),
    (U, "gossip: tomás says a friend at a bigger AMR company said they decided to roll their own OTA and regretted it for 2 years lol"),
    (A, "That's a very common story. The happy path is easy; power loss mid-update and rollback are where homegrown OTA hurts."),
 ],
 "facts": [
    {"kind": "decision", "turn": 4, "text": "OTA uses hosted Mender with A/B rootfs; MCU firmware is flashed by the compute board after a successful boot", "keywords": ["mender", "from now on"]},
 ],
 "answered": [2]},

# ---------------------------------------------------------------- c16 Sam
{"id": "c16", "day": "2026-03-03", "turns": [
    (U, "hey. did the site survey at brightline yesterday. their wifi is cisco catalyst 9100 APs, pretty dense in the pick aisles, pretty bad at the dock doors"),
    (A, "Useful. Key things for robots: roaming behaviour (802.11r/k/v support), 5 GHz coverage along all robot paths, and whether there's a captive portal or client isolation. Did you get RSSI along the routes?"),
    (U, "ya -55 to -65 in aisles, -78 near docks 5-8. marcus (their IT) says they can give us a dedicated ssid + vlan with 802.11r on. or we put in our own ubiquiti APs but they'd have to approve every single one"),
    (A, "Using their network is faster and their IT stays in control, but you depend on them for changes. Your own APs give control but add install work, approvals, and possible co-channel interference with their Cisco gear."),
    (U, "talked with tomás on the drive back. we'll use brightline's cisco network on a dedicated ssid/vlan, no own APs. if dock coverage sucks we ask them to add 1-2 APs"),
    (A, "Agreed, sensible for a 4-robot pilot. I'd ask Marcus for a written checklist so nothing gets lost."),
    (U, "send me the checklist as bullets i can paste in an email pls"),
    (A, "- Dedicated SSID + VLAN for Fernhollow robots, WPA2/3-Enterprise or PSK\n- 802.11r (FT) and 802.11k/v enabled, 5 GHz only\n- No client isolation between robots and the fleet server\n- Static IP range or DHCP reservations for ~10 devices\n- Outbound access to our OTA and monitoring endpoints (list attached)\n- Review of coverage near docks 5-8; possibly 1-2 additional APs"),
    (U, "🙏"),
 ],
 "facts": [
    {"kind": "decision", "turn": 4, "text": "Pilot robots use Brightline's Cisco Wi-Fi on a dedicated SSID/VLAN instead of Fernhollow's own access points", "keywords": ["cisco", "dedicated ssid"]},
 ],
 "answered": [6]},

# ---------------------------------------------------------------- c17 Priya
{"id": "c17", "day": "2026-03-09", "turns": [
    (U, """setting up CI for the hil rig, here's what i have
```yaml
hil-nightly:
  runs-on: [self-hosted, hil-rig-1]
  schedule: "0 2 * * *"
  steps:
    - uses: actions/checkout@v4
    - run: pytest tests/hil -x --junitxml=out.xml
```
it never triggers??"""),
    (A, "In GitHub Actions `schedule` isn't a job key; it goes under the workflow's `on:` block:\n```yaml\non:\n  schedule:\n    - cron: \"0 2 * * *\"\njobs:\n  hil-nightly:\n    runs-on: [self-hosted, hil-rig-1]\n    ...\n```\nAlso note cron is UTC."),
    (U, "oh duh. fixed. also should i use -x? if one test fails everything after gets skipped"),
    (A, "For a nightly run, drop `-x`: you want the full picture of what's broken. If runtime is a concern use `--maxfail=20`, and consider `pytest-rerunfailures` for known flaky hardware tests, tracked separately."),
    (U, "ok dropping -x. and we'll use pytest + the HIL rig nightly at 2am as the gate: any red run blocks OTA release to the pilot fleet. lena signed off on it"),
    (A, "Great, nightly HIL as the release gate. Suggest publishing the JUnit report to Slack and having the release script check the latest nightly status before creating a Mender deployment."),
    (U, "thank u. lunch time, burrito day 🌯"),
    (A, "Enjoy!"),
 ],
 "facts": [
    {"kind": "decision", "turn": 4, "text": "Nightly 2am pytest run on the HIL rig is the release gate; any failing run blocks OTA releases to the pilot fleet", "keywords": ["nightly", "blocks"]},
 ],
 "answered": [0, 2]},

# ---------------------------------------------------------------- c18 Jonah
{"id": "c18", "day": "2026-03-13", "turns": [
    (U, "question for the safety concept doc. e-stop on heron: stop category 0 or 1?"),
    (A, "Per IEC 60204-1 / ISO 13850, an emergency stop can be category 0 (immediate removal of power) or category 1 (controlled stop, then power removal). For mobile robots carrying loads, category 1 is common because an uncontrolled coast or drop can itself be a hazard, as long as the controlled stop is monitored by the safety system."),
    (U, "the arm holding a 10kg box when power is cut... yeah the box drops. vacuum just releases. hmm"),
    (A, "Right. Options: a non-return (check) valve plus small vacuum reservoir so the cup holds for several seconds after power loss, or a normally-closed vacuum valve. Either way, validate hold time with the worst-case SKU."),
    (U, "ok decision for the doc: e-stop is stop category 1, PL d / cat 3, with a vacuum check valve so a held item doesn't drop for at least 5s. dev is adding the valve"),
    (A, "Recorded: E-stop stop category 1, PL d / Category 3, vacuum check valve with ≥5 s hold. Want a paragraph for the safety concept?"),
    (U, "yes pls"),
    (A, "\"The emergency stop function of Heron is implemented as stop category 1 per IEC 60204-1, achieving PL d, Category 3 per ISO 13849-1. On actuation, drives perform a monitored controlled stop, after which safe torque off is applied. A non-return valve in the vacuum circuit maintains grip on a held item for at least 5 s after loss of power, preventing dropped loads.\""),
 ],
 "facts": [
    {"kind": "decision", "turn": 4, "text": "E-stop is stop category 1 at PL d / Category 3, with a vacuum check valve so held items don't drop for at least 5 s", "keywords": ["stop category 1", "check valve"]},
 ],
 "answered": [0, 5]},

# ---------------------------------------------------------------- c19 Tomás (no facts)
{"id": "c19", "day": "2026-03-19", "turns": [
    (U, "memory in fleetd keeps climbing ~40MB/hr in the sim, something's leaking"),
    (A, "In Go it's usually goroutines or unbounded maps/slices. Expose pprof (`import _ \"net/http/pprof\"`) and grab `/debug/pprof/goroutine?debug=1` and a heap profile a few minutes apart."),
    (U, "```\ngoroutine profile: total 18234\n18102 @ 0x43a4f6 0x44b3cf 0x44b3a6 0x46a9e5 0x9c1a2f 0x46e1a1\n#\t0x9c1a2e\tgithub.com/fernhollow/fleetd/internal/mqttbridge.(*Bridge).forward+0x8e\t/src/internal/mqttbridge/bridge.go:143\n```"),
    (A, "18k goroutines parked in `forward` at line 143. Classic pattern: a goroutine blocked forever sending on a channel nobody reads anymore, e.g. after a robot reconnects and a new session replaces the old one. What's on line 143?"),
    (U, "yep. line 143 is `b.out <- msg` and nobody reads b.out after the robot reconnects with a new session 🤦"),
    (A, "Give each session a context and select on it:\n```go\nselect {\ncase b.out <- msg:\ncase <-b.ctx.Done():\n    return\n}\n```\nand cancel the old session's context when a robot reconnects."),
    (U, "deployed to sim, flat at 210MB for an hour. ty!!"),
    (A, "Nice, that's the fix then. Might be worth a goroutine-count metric in Grafana so the next one shows up early."),
 ],
 "facts": [],
 "answered": [3]},

# ---------------------------------------------------------------- c20 Maya
{"id": "c20", "day": "2026-03-26", "turns": [
    (U, "need to sort out pilot staffing. sam obviously, but we need night coverage since brightline is night shift first"),
    (A, "Options: one on-site lead with remote on-call engineers, two people alternating on-site nights, or on-site lead plus a documented escalation path. For the first two weeks of a pilot, having a second person who can be on-site quickly is valuable."),
    (U, "here's the plan, tell me if it's dumb: sam on-site, priya backup on-site, tomás + lena split remote on-call weekly via pagerduty"),
    (A, "Not dumb at all. Watch for burnout: Sam on nights for weeks is a lot, so schedule Priya for some nights proactively rather than only as backup. Also make sure on-call has a clear severity definition so people aren't paged for non-urgent stuff."),
    (U, "sam already moved to the reno area last week anyway lol. ok that's final: sam is the on-site lead for the pilot and owns brightline day to day, priya is backup on-site, tomás/lena do remote on-call. announcing it at allhands"),
    (A, "Great. Want me to draft a short announcement?"),
    (U, "sure, short"),
    (A, "\"Pilot staffing: Sam is our on-site lead at Brightline and the day-to-day contact for Dana's team. Priya is on-site backup and will cover some nights. Tomás and Lena alternate weekly remote on-call through PagerDuty. Questions to me.\""),
 ],
 "facts": [
    {"kind": "decision", "turn": 4, "text": "Sam is the pilot on-site lead and owns the day-to-day Brightline relationship; Priya is on-site backup; Tomás and Lena share weekly remote on-call", "keywords": ["on-site lead", "final"]},
 ],
 "answered": [2, 5]},

# ---------------------------------------------------------------- c21 Dev (open)
{"id": "c21", "day": "2026-04-01", "turns": [
    (U, "not an april fools: brightline just asked if heron can pick their 15kg cases of water. our arm is rated 10kg"),
    (A, "Not at full spec. Rated payload includes the end effector, so the usable payload is lower than 10 kg. What's the arm model and gripper weight?"),
    (U, "fairino FR10, 10kg at full reach. suction head is ~1.1kg so really 8.9kg usable, and that's before dynamic loads"),
    (A, "Then 15 kg is well out of range, even with slow motions. Also a suction grip on shrink-wrapped water cases is risky. So it's either excluding those SKUs or a bigger arm (16-20 kg class) for a future revision, with knock-on effects on mass, battery and stability."),
    (U, "yeah so no for now. either we exclude those SKUs or look at a 16kg arm for the next rev. maya and dev have to decide, not today"),
    (A, "Understood. I'd note it as an open item with the data you need: what share of picks those SKUs are, and cost/mass of a 16 kg arm option."),
    (U, "also tomás pranked everyone by changing the slack icon to a roomba. 10/10"),
    (A, "😂 Classic."),
 ],
 "facts": [
    {"kind": "open", "turn": 4, "text": "Unresolved whether to exclude Brightline's 15kg SKUs or move to a 16kg-class arm in the next revision", "keywords": ["exclude", "16kg"]},
 ],
 "answered": [0]},

# ---------------------------------------------------------------- c22 Tomás
{"id": "c22", "day": "2026-04-07", "turns": [
    (U, "fleet task assignment is greedy nearest-idle-robot rn. in sim with 4 bots it's fine but we see robots crossing paths and going to far picks"),
    (A, "Greedy is myopic. Alternatives: batch assignment with the Hungarian algorithm over a cost matrix (travel time), auction-based assignment, or greedy with a look-ahead. Batching every couple of seconds usually gives most of the benefit."),
    (U, "how expensive is hungarian for like 20 robots x 100 tasks"),
    (A, "For a rectangular 20×100 problem it's roughly O(n²m), so tiny: well under a few ms in Go. Even 100×100 is around 10⁶ operations. The cost matrix (path lengths) is the expensive part, so cache distances on the grid."),
    (U, "ok let's go with hungarian batching every 2s, greedy as fallback if the solver takes >200ms"),
    (A, "Done. Sketch:\n```go\nfunc (s *Scheduler) tick(ctx context.Context) {\n    ctx, cancel := context.WithTimeout(ctx, 200*time.Millisecond)\n    defer cancel()\n    a, err := s.hungarian(ctx, s.idle(), s.pending())\n    if err != nil {\n        a = s.greedy(s.idle(), s.pending())\n    }\n    s.apply(a)\n}\n```"),
    (U, "ty. gonna test on the sim replay of last week"),
    (A, "Let me know how it goes!"),
 ],
 "facts": [
    {"kind": "decision", "turn": 4, "text": "Fleet task assignment uses Hungarian-algorithm batching every 2 s, with greedy nearest-robot as fallback if the solver exceeds 200 ms", "keywords": ["hungarian", "fallback"]},
 ],
 "answered": [2]},

# ---------------------------------------------------------------- c23 Priya
{"id": "c23", "day": "2026-04-13", "turns": [
    (U, "grepping 4GB of robot logs at 11pm is not how i wanted to spend my life\n`2026-04-12 23:41:07.331 WARN nav: localization score 0.41 < 0.5, slowing (robot=H-02)`"),
    (A, "Structured logs would help a lot: one JSON object per line with consistent fields, shipped to a central store you can query (Loki, Elasticsearch, ClickHouse)."),
    (U, "ok yeah. what would a json line look like for that one"),
    (A, """Something like:
```json
{"ts":"2026-04-12T23:41:07.331Z","level":"warn","svc":"nav","robot":"H-02","msg":"localization score low","loc_score":0.41,"threshold":0.5,"action":"slow"}
```"""),
    (U, "nice. so we switched: all robot services now log json lines and vector ships them to loki on the fleet server. lena pushed the config an hour ago, already way nicer"),
    (A, "Great improvement. Make sure Vector buffers to disk on the robot so logs survive Wi-Fi drops."),
    (U, "can you give me a logql query for localization score < 0.5 by robot over the last hour"),
    (A, "```\nsum by (robot) (\n  count_over_time({svc=\"nav\"} | json | loc_score < 0.5 [1h])\n)\n```"),
 ],
 "facts": [
    {"kind": "change", "turn": 4, "text": "Robot services switched to JSON-lines logging shipped by Vector to Loki on the fleet server", "keywords": ["json lines", "vector", "loki"]},
 ],
 "answered": [2, 6]},

# ---------------------------------------------------------------- c24 Sam
{"id": "c24", "day": "2026-04-17", "turns": [
    (U, "bad news. the nanoScan3s on H-03 and H-04 shipped with older firmware and our field set config won't load. sick says update tool + new config, ~3 days"),
    (A, "That puts April 20 at risk, since the protective fields then need re-verification. Options: go live with 2 robots, or slip the date until all 4 are validated."),
    (U, "maya just called. we're pushing go-live a week, april 20 -> april 27. dana was cool about it tbh"),
    (A, "Understood: go-live moved to April 27. Updated checklist: lidar firmware update (Apr 18-20), field set reload and protective field verification (Apr 21-22), full-shift dry run (Apr 23-24), sign-off with Dana (Apr 24)."),
    (U, "what do i need to redo on safety validation after the lidar firmware update? jonah's out today"),
    (A, "At minimum: verify the correct field sets are loaded (checksums in Safety Designer), re-run the protective field detection test with the test piece at several points, and re-run the stopping distance test at max speed. Document it all with the firmware version numbers."),
    (U, "ok thx. also marcus said brightline decided to replace all their handheld scanners with zebra tc58s next quarter. not our problem but could mess with the wifi lol"),
    (A, "Worth keeping an eye on; a few hundred new clients can change roaming behaviour. Ask Marcus to give you a heads-up before rollout."),
 ],
 "facts": [
    {"kind": "change", "turn": 2, "text": "Pilot go-live pushed one week from April 20 to April 27 because of lidar firmware issues", "keywords": ["april 27", "pushing"]},
 ],
 "answered": [4]},

# ---------------------------------------------------------------- c25 Priya
{"id": "c25", "day": "2026-04-23", "turns": [
    (U, "our notion bug database is a mess. 312 open, half are dupes, nobody knows what's P1"),
    (A, "Common failure mode. Before the tool question: define severity levels, do a one-time dedupe/triage pass, and assign an owner who triages daily during the pilot."),
    (U, "tomás has been pushing linear for months. honestly fine. any gotchas migrating?"),
    (A, "Linear has a CSV importer. Gotchas: Notion relations and rollups don't map, so flatten them; map Notion statuses to Linear workflow states; decide whether to import closed bugs (I'd skip them); and agree on labels before importing."),
    (U, "ok done deliberating, we're replacing the notion bug db with linear starting monday. P0 = safety, P1 = blocks pilot, P2/P3 whatever"),
    (A, "Got it. Suggested labels: area:{fw,fleet,hw,safety,site}, robot:H-0x, found-in:{hil,pilot,evt}. Add an SLA note for P0/P1 in the team description."),
    (U, "lol dev just walked by and said 'another tool?' 🙃"),
    (A, "The eternal struggle."),
 ],
 "facts": [
    {"kind": "change", "turn": 4, "text": "Bug tracking moved from the Notion database to Linear (P0 = safety, P1 = blocks pilot)", "keywords": ["linear", "notion"]},
 ],
 "answered": [2]},

# ---------------------------------------------------------------- c26 Tomás (open)
{"id": "c26", "day": "2026-04-29", "turns": [
    (U, "pilot night 3 🎉 mostly good! 1,840 picks last night. but H-02 and H-04 keep losing localization near dock door 6\n```\n[nav] WARN loc_score=0.32 pose_jump=0.81m at (x=41.2,y=3.7) robot=H-04\n[nav] ERROR localization lost, stopping robot=H-04\n```"),
    (A, "Dock areas are classic trouble: doors open and close, trailers appear and disappear, so the scan doesn't match the map. Are the failures correlated with door state?"),
    (U, "yep. doors open and close all night so the map is wrong half the time"),
    (A, "Options: mask the door region out of the map matching, add static features such as retroreflective markers on columns, ceiling fiducials with an upward camera, or slow down and rely on odometry through the zone."),
    (U, "masking the door zone helps a bit. real fix is prob reflectors on the columns but brightline has to approve anything stuck to their building and idk if they will. open question for sam to raise"),
    (A, "Makes sense. For Sam's ask: number and size of markers, adhesive vs. zip-tie mount, no drilling, and that they can be removed after the pilot."),
    (U, "thanks. going to sleep finally 😴"),
 ],
 "facts": [
    {"kind": "open", "turn": 4, "text": "Unresolved whether Brightline will approve reflectors on columns near the dock doors to fix localization loss", "keywords": ["reflectors", "approve"]},
 ],
 "answered": []},

# ---------------------------------------------------------------- c27 Dev (change + decision)
{"id": "c27", "day": "2026-05-05", "turns": [
    (U, "hey, after the near miss tuesday (picker walked out from behind a rack, H-01 stopped ~40cm from her, no contact) brightline EHS wants changes"),
    (A, "Typical mitigations: lower speed in aisles or near blind corners, warning devices (blue/red floor spot lights, beacons, audible alerts), larger warning fields that slow the robot earlier, and marked crossings."),
    (U, "jonah and i went through it. first: aisle speed cap is lowered from 1.5 to 1.0 m/s, effective tonight via fleet config"),
    (A, "Noted. Rough numbers: at 1.0 m/s² deceleration, braking distance drops from ~1.1 m at 1.5 m/s to ~0.5 m at 1.0 m/s, before reaction time. That's a big margin gain."),
    (U, "second, we agreed to add blue spot lights projecting ~2m ahead on all 4 robots. dev found some 12V forklift ones for like $40"),
    (A, "Good. Check the 12 V rail can handle them (often 10-20 W each), mount them so the spot isn't blocked by the lidar, and have them follow the driving direction."),
    (U, "does the speed change need a new cert test or is it just config"),
    (A, "Reducing speed within an already-validated range generally doesn't invalidate the safety analysis, but the protective field sets are often tied to speed, so document the change and re-verify stopping distances at the new speed. Worth a note to TÜV before the assessment."),
 ],
 "facts": [
    {"kind": "change", "turn": 2, "text": "Aisle speed cap lowered from 1.5 to 1.0 m/s via fleet config after a near miss", "keywords": ["lowered", "1.0 m/s"]},
    {"kind": "decision", "turn": 4, "text": "Blue floor spot lights projecting ~2m ahead added to all 4 pilot robots", "keywords": ["blue spot lights", "agreed"]},
 ],
 "answered": [6]},

# ---------------------------------------------------------------- c28 Aiko
{"id": "c28", "day": "2026-05-11", "turns": [
    (U, "piab suction cups wearing out way faster than expected at reno. sam says ~2 weeks per cup on polybag SKUs"),
    (A, "Likely causes: abrasion from sliding on polybags, high vacuum level, or cups touching down too hard. Worth checking approach speed and vacuum setpoint alongside the supply question."),
    (U, "piab lead time jumped to 8 wks too. schmalz has equivalent SPB2 bellows cups in stock in the US"),
    (A, "Schmalz SPB2 is a reasonable match for 1.5-fold bellows. Check the fitting thread, cup diameter, and material (NBR vs silicone vs HT1) so behaviour on polybags is the same. Run a small A/B at the site."),
    (U, "ok final call: schmalz becomes the second source for bellows cups, we keep piab for the pump. 200 cups on order"),
    (A, "Noted: Schmalz as second source for bellows cups, Piab remains the pump supplier. I'd add both part numbers to the BOM as approved alternates."),
    (U, "how many weeks is 200 cups at our wear rate"),
    (A, "4 robots × 3 cups, each lasting ~2 weeks, means ~6 cups/week. 200 cups ≈ 33 weeks, so roughly 7-8 months at the current fleet size."),
 ],
 "facts": [
    {"kind": "decision", "turn": 4, "text": "Schmalz added as second source for suction bellows cups; Piab stays the vacuum pump supplier", "keywords": ["schmalz", "second source"]},
 ],
 "answered": [6]},

# ---------------------------------------------------------------- c29 Lena
{"id": "c29", "day": "2026-05-15", "turns": [
    (U, "H-03 rebooted 4x last night. reset reason says IWDG\n`RCC->CSR = 0x24000000  // IWDGRSTF | PINRSTF`"),
    (A, "So the independent watchdog fired. Something is blocking long enough that the watchdog task can't kick it. Anything that erases flash, waits on I2C, or spins in a loop?"),
    (U, "it's the param save to flash. we erase a bunch of pages in one go"),
    (A, "That would do it. On the G4 a page erase is ~22 ms typical (and worse over temperature and aging), and the CPU stalls if executing from the same bank. Erasing many pages back to back can easily exceed a 100 ms watchdog."),
    (U, "ok short term: IWDG timeout changed from 100ms to 250ms and we kick it between page erases. long term eeprom emulation"),
    (A, "Reasonable. Sketch:\n```c\nfor (uint32_t p = first; p <= last; ++p) {\n    erase_page(p);\n    HAL_IWDG_Refresh(&hiwdg);\n}\n```\nAnd use ST's EEPROM emulation (X-CUBE-EEPROM) later to avoid bulk erases."),
    (U, "thx, merged. unrelated: the coffee machine is fixed!!"),
    (A, "Big news ☕"),
 ],
 "facts": [
    {"kind": "change", "turn": 4, "text": "Motor MCU independent watchdog (IWDG) timeout changed from 100ms to 250ms, and it is kicked between flash page erases", "keywords": ["IWDG", "250ms"]},
 ],
 "answered": [0]},

# ---------------------------------------------------------------- c30 Maya
{"id": "c30", "day": "2026-05-21", "turns": [
    (U, "good news!! brightline wants to extend the pilot past june and add robots"),
    (A, "Congrats! That's a strong signal. Good moment to settle the commercial terms you left open in January."),
    (U, "yep. so the pricing thing: we're doing paid from july 1, $2,500 per robot per month incl support. the first months stay free as-is. dana agreed on the phone, paper to follow"),
    (A, "Great, recorded: pilot becomes paid July 1 at $2,500 per robot per month including support; the period before that stays free. Get it in writing with success metrics and an uptime commitment."),
    (U, "can you draft a 1 pager order form summary"),
    (A, "**Order form summary (draft)**\n- Customer: Brightline Logistics, Reno NV\n- Term: July 1 2026, month to month, 30 days notice\n- Fee: $2,500 per robot per month, includes remote and on-site support, software updates\n- Robots: 4 (additional robots at same rate)\n- Service credits: 5% per robot-month if uptime < 95% during scheduled shifts"),
    (U, "change service credits to uptime credits. they liked that term"),
    (A, "Updated: \"Uptime credits: 5% per robot-month if uptime < 95% during scheduled shifts.\""),
 ],
 "facts": [
    {"kind": "decision", "turn": 2, "text": "Brightline pilot becomes paid from July 1 at $2,500 per robot per month including support", "keywords": ["$2,500", "july 1"]},
 ],
 "answered": [4]},

# ---------------------------------------------------------------- c31 Tomás (open)
{"id": "c31", "day": "2026-05-28", "turns": [
    (U, "thinking ahead: if we get a 2nd site, does the fleet manager run on-prem per site or in the cloud?"),
    (A, "Trade-offs: on-prem keeps floor operations independent of the internet and satisfies IT teams that dislike cloud dependencies, but you manage N servers. Cloud is one deployment and easier ops, but a WAN outage stops robots unless they can run autonomously."),
    (U, "brightline IT hates cloud deps for floor ops. but ops for us is way easier with one cloud instance"),
    (A, "A hybrid is common: a small edge fleet manager per site handles real-time assignment and safety-relevant coordination, while a cloud layer does dashboards, analytics, OTA orchestration and config. The edge keeps working if the WAN drops."),
    (U, "yeah hybrid sounds right but it's a big lift. nobody has decided and maya wants to wait for a 2nd customer. leaving it"),
    (A, "Makes sense. Meanwhile, avoid choices that lock you in: keep site-specific config separate, and make the fleet manager stateless enough to move."),
    (U, "did you see some warehouse robot company agreed to be acquired for like $300M? the whole team is speculating who"),
    (A, "I can't verify live news, so I don't know which company that is. Acquisitions in the space do tend to stir up customer questions about vendor longevity, which is worth being ready for."),
 ],
 "facts": [
    {"kind": "open", "turn": 0, "text": "Unresolved whether the fleet manager should run on-prem per site or in the cloud (or hybrid) once there is a second site", "keywords": ["on-prem", "cloud"]},
 ],
 "answered": [2]},

# ---------------------------------------------------------------- c32 Jonah
{"id": "c32", "day": "2026-06-03", "turns": [
    (U, "tüv pre-assessment feedback came back. main finding: our discrete safety relay logic is hard to verify and document"),
    (A, "That's a frequent finding. A configurable safety controller gives you certified logic blocks, a config report you can hand to the assessor, and easier changes. Common choices: SICK Flexi Soft, Pilz PNOZmulti 2, Banner XS26."),
    (U, "aiko got quotes: flexi soft CPU1 + XTIO is $1,150 per robot. pilz pnozmulti 2 about the same"),
    (A, "At equal price, the deciding factor is integration: Flexi Soft talks EFI-pro/EFI to the nanoScan3, so field set switching and diagnostics run over one link instead of discrete wiring."),
    (U, "yeah the nanoScan3 integration sells it. for DVT we replaced the discrete relays with a sick flexi soft. dev's redoing the harness"),
    (A, "Got it: DVT uses a SICK Flexi Soft safety controller in place of the discrete relay logic."),
    (U, "what docs will tüv want for the flexi soft config"),
    (A, "- The Flexi Soft Designer project and printed config report with checksum\n- Safety function list mapping each function to the logic\n- PL calculation (SISTEMA or equivalent)\n- Validation test records for each function\n- Wiring diagram of safety I/O"),
 ],
 "facts": [
    {"kind": "change", "turn": 4, "text": "For DVT, the discrete safety relay logic is replaced by a SICK Flexi Soft safety controller", "keywords": ["flexi soft", "replaced"]},
 ],
 "answered": [6]},

# ---------------------------------------------------------------- c33 Priya (no facts)
{"id": "c33", "day": "2026-06-09", "turns": [
    (U, "hey can you help w a sheets formula. want pick success rate per robot per night. tab 'picks': A=date B=robot C=result (ok/fail)"),
    (A, "In a summary tab with dates in column A and robot IDs in row 1:\n```\n=COUNTIFS(picks!$A:$A,$A2,picks!$B:$B,B$1,picks!$C:$C,\"ok\")/COUNTIFS(picks!$A:$A,$A2,picks!$B:$B,B$1)\n```\nFormat as percent."),
    (U, "it says formula parse error?"),
    (A, "Probably your spreadsheet locale uses semicolons as argument separators. Replace the commas with `;`."),
    (U, "lol yes, german locale bc of my laptop. fixed"),
    (A, "Great!"),
    (U, "random: heard the startup across the hall decided to go fully remote. their whole floor is empty. kinda eerie"),
    (A, "That does sound eerie. More room in the kitchen, at least."),
 ],
 "facts": [],
 "answered": [0, 2]},

# ---------------------------------------------------------------- c34 Dev
{"id": "c34", "day": "2026-06-15", "turns": [
    (U, "heron DVT mass budget is blown. we're at 148kg vs 135 target"),
    (A, "Where's the mass? Usually chassis, battery, and arm dominate. A quick Pareto chart of the top 10 items helps."),
    (U, "biggest chunk is the chassis, 3mm steel weldment is 31kg"),
    (A, "Aluminum 5052 is about a third the density of steel. A thicker aluminum sheet (e.g. 4 mm) with bends and rivets can match stiffness at well under half the mass, and avoids welding distortion."),
    (U, "ok switched the DVT chassis to 4mm 5052 aluminum, bent + riveted, no welding. FEA says fine. saves ~14kg"),
    (A, "Nice. Watch out for galvanic corrosion with steel fasteners (use stainless with isolation or aluminum rivets) and make sure you still have good chassis grounding for EMC, since riveted joints can be poor electrical bonds."),
    (U, "ugh grounding, good point. adding star washers + bonding straps. thx"),
 ],
 "facts": [
    {"kind": "change", "turn": 4, "text": "DVT chassis switched from a 3mm steel weldment to 4mm 5052 aluminum, bent and riveted, saving ~14kg", "keywords": ["5052", "switched"]},
 ],
 "answered": [0]},

# ---------------------------------------------------------------- c35 Tomás
{"id": "c35", "day": "2026-06-19", "turns": [
    (U, "brightline wants a dashboard for their shift supervisors. picks/hr, robot status, exceptions"),
    (A, "Options:\nA) share Grafana dashboards (public/embedded)\nB) small custom web app (e.g. React) on the fleet API\nC) push metrics into their existing BI tool\nA is fastest; B gives the best UX and control over auth; C depends on their tooling."),
    (U, "grafana public dashboards are kinda meh and auth is a pain for them, they use azure AD for everything"),
    (A, "Then B fits: OIDC against Azure AD, so their supervisors log in with their existing accounts and you map groups to roles."),
    (U, "ok: grafana stays internal only. customer dashboard = small react app on the fleet api, azure AD SSO via OIDC. option B basically"),
    (A, "Great, option B. Suggested MVP: live robot map and status, picks/hour by hour, exception list with acknowledge button, shift summary export."),
    (U, "how long would you estimate?"),
    (A, "For one engineer familiar with the API: roughly 2-3 weeks for the MVP including SSO, plus a week of feedback iterations with the supervisors."),
 ],
 "facts": [
    {"kind": "decision", "turn": 4, "text": "Customer-facing dashboard is a small React app on the fleet API with Azure AD SSO (OIDC); Grafana stays internal only", "keywords": ["react", "azure AD"]},
 ],
 "answered": [6]},

# ---------------------------------------------------------------- c36 Sam
{"id": "c36", "day": "2026-06-25", "turns": [
    (U, "night supervisor is complaining that battery swaps interrupt the wave at 1am"),
    (A, "Options: shift the swap window, add more spare packs to swap robots one by one, or use opportunity charging during natural breaks."),
    (U, "we have 2 docking chargers installed since may but only use them for the overnight top off"),
    (A, "Opportunity charging fits LFP well; partial cycles don't hurt it much. A 48V 50Ah pack is ~2.4 kWh; if a robot averages ~250 W it runs ~9 h on a full pack, so two 25-30 min top-ups during breaks can replace a swap."),
    (U, "ok we're dropping manual battery swaps. bots opportunity-charge on the 2 docks during the 12:30 and 3:00 breaks, fleet mgr schedules it. tomás already has the code"),
    (A, "Sounds good. Make sure the scheduler staggers robots so at most two are docked at a time and sends a robot early if its charge falls below a threshold."),
    (U, "sweet. dana will be happy, she hated the swap cart"),
    (A, "Win-win then."),
 ],
 "facts": [
    {"kind": "change", "turn": 4, "text": "Manual battery swaps dropped; robots opportunity-charge on the 2 docks during the 12:30 and 3:00 breaks, scheduled by the fleet manager", "keywords": ["battery swaps", "opportunity-charge"]},
 ],
 "answered": []},

# ---------------------------------------------------------------- c37 Maya (open)
{"id": "c37", "day": "2026-07-01", "turns": [
    (U, "got an inbound from polaris cold chain. frozen food DC in fresno, they want 10 robots in a -20°C freezer"),
    (A, "Freezer environments are a different product: LFP cells can't be charged below ~0 °C without heating, condensation when robots leave the freezer, lidar and camera temperature ratings, grease and seals, and suction cup materials stiffen in the cold."),
    (U, "nanoScan3 spec is -10 min right?"),
    (A, "I believe the standard nanoScan3 is rated to around -10 °C operating, so it wouldn't cover -20 °C without a heated enclosure or a different variant. Please double-check the current datasheet."),
    (U, "so basically a different robot. do we chase polaris or not? big logo, real $$ but it'd eat dev's whole Q4"),
    (A, "A simple framework: strategic value (logo, market), engineering cost and opportunity cost (what slips at Brightline), likelihood of winning, and whether a freezer variant is on your roadmap anyway."),
    (U, "not deciding until after the board meeting on the 15th. thx"),
    (A, "Good luck with the board meeting!"),
 ],
 "facts": [
    {"kind": "open", "turn": 4, "text": "Undecided whether to pursue Polaris Cold Chain's 10-robot -20°C freezer deployment", "keywords": ["chase", "polaris"]},
 ],
 "answered": [2]},

# ---------------------------------------------------------------- c38 Lena
{"id": "c38", "day": "2026-07-08", "turns": [
    (U, "finally!!! brightline facilities approved the reflectors 🎉"),
    (A, "Congrats! Placement guidance: markers should be visible from every pose in the zone, at lidar height, spread out so the geometry is well-conditioned (not all in a line)."),
    (U, "how many do we need for the dock zone? it's ~60m x 15m"),
    (A, "Aim for at least 3-4 visible from any pose. With columns every ~7-8 m on both sides, one strip per column face toward the aisle gives roughly 20-30 markers for 60 × 15 m."),
    (U, "ok going with 24 retroreflective strips on the columns along docks 1-8, install saturday night. sam + me"),
    (A, "Sounds good. Bring a laser level for height, log each marker's position, and re-run the localization test on the door 6 route afterwards."),
    (U, "perfect, thx"),
 ],
 "facts": [
    {"kind": "decision", "turn": 4, "text": "24 retroreflective strips will be installed on the columns along docks 1-8 to fix localization near the dock doors", "keywords": ["24", "retroreflective"]},
 ],
 "answered": [2]},

# ---------------------------------------------------------------- c39 Aiko
{"id": "c39", "day": "2026-07-14", "turns": [
    (U, "CM shortlist for the 25-unit PVT build: tahoe electromech (carson city), kestrel manufacturing (san jose), and a shenzhen CM via our battery contact"),
    (A, "Criteria: unit cost, NRE, quality system (ISO 9001/13485), experience with electromechanical assemblies, proximity for engineering visits, and logistics/tariffs for the finished robot."),
    (U, "quotes excl arm & lidar: tahoe $11.2k/unit, kestrel $12.9k, shenzhen $8.4k but + shipping, tariffs, and we can't visit easily"),
    (A, "Landed cost matters: with ocean freight for 25 large robots and tariffs on imported machinery, the Shenzhen price can easily land above $11k, plus slower iteration. Tahoe is cheapest among domestic options and close to Reno."),
    (U, "tariff thing kills shenzhen. maya + dev + me agreed on tahoe electromech for PVT. close to reno is a bonus"),
    (A, "Great, Tahoe Electromech for the PVT build."),
    (U, "what should be in the MSA that people forget"),
    (A, "- Ownership of tooling and fixtures\n- Consigned parts handling (arm, lidar) and liability for damage\n- Yield and rework terms\n- Change order process and pricing\n- Right to audit and visit\n- Exit and transfer of manufacturing to another CM"),
 ],
 "facts": [
    {"kind": "decision", "turn": 4, "text": "Tahoe Electromech (Carson City) chosen as contract manufacturer for the 25-unit PVT build", "keywords": ["tahoe electromech", "PVT"]},
 ],
 "answered": [6]},

# ---------------------------------------------------------------- c40 Priya
{"id": "c40", "day": "2026-07-20", "turns": [
    (U, "nightly HIL went red on 0.9.0-rc3\n```\nFAILED tests/hil/test_estop.py::test_estop_latency_under_load - AssertionError: estop latency 142ms > 100ms budget\nFAILED tests/hil/test_nav.py::test_replan_dynamic_obstacle - TimeoutError\n========= 2 failed, 211 passed, 3 skipped in 1843.22s =========\n```"),
    (A, "The e-stop latency failure is the serious one: it's a safety-relevant regression. Did anything change in threads that share a core or lock with the safety monitor?"),
    (U, "lena thinks it's the new logging sink blocking the safety monitor thread"),
    (A, "Plausible if logging does synchronous I/O under a lock the safety path also takes. Safety-path logging should go to a lock-free ring buffer drained by a low-priority thread."),
    (U, "ok call made with lena: 0.9.0 does NOT go to the pilot this week. we ship 0.8.5 (just the charger fix cherry-picked onto 0.8.4) instead"),
    (A, "Agreed. Tag 0.8.5 from 0.8.4 plus the charger fix, run the full HIL nightly on it, then release."),
    (U, "can you write the release note for 0.8.5, 2 lines"),
    (A, "\"0.8.5: fixes docking chargers occasionally not starting a charge after a break. No other changes from 0.8.4.\""),
 ],
 "facts": [
    {"kind": "decision", "turn": 4, "text": "0.9.0 is held back from the pilot because of the e-stop latency failure; 0.8.5 (0.8.4 plus the charger fix) ships instead", "keywords": ["0.9.0", "0.8.5"]},
 ],
 "answered": [1, 6]},

# ---------------------------------------------------------------- c41 Jonah
{"id": "c41", "day": "2026-07-27", "turns": [
    (U, "tüv emailed. our sept 14 test slot is gone, their engineer is out. new slot is oct 5"),
    (A, "That's a 3-week slip. Does it affect any customer or funding commitment tied to the certificate?"),
    (U, "so the ISO 3691-4 on-site test is now oct 5-9 at our shop. maya knows. pushes the certificate to ~november"),
    (A, "Use the extra time for dry runs of every test on the list so the real week has no surprises."),
    (U, "good idea. what does a dry run look like"),
    (A, "- Stopping distance at each speed/payload combination, with the same measurement setup TÜV will use\n- Protective field detection with the standard test piece\n- E-stop and reset behaviour from every button\n- Fault injection (sensor unplugged, OSSD short)\n- Check the technical file is complete and consistent"),
    (U, "cool. brb standup"),
 ],
 "facts": [
    {"kind": "change", "turn": 2, "text": "TÜV ISO 3691-4 on-site test moved from Sept 14 to Oct 5-9, pushing the certificate to about November", "keywords": ["oct 5-9", "3691-4"]},
 ],
 "answered": [1, 4]},

# ---------------------------------------------------------------- c42 Tomás (open)
{"id": "c42", "day": "2026-08-03", "turns": [
    (U, "keep going back and forth on whether to move the robot nav stack to ROS 2 / nav2 or keep our homegrown thing"),
    (A, "Nav2 pros: mature planners/controllers, big community, easier hiring. Cons: footprint and complexity, DDS tuning, and migration cost while your homegrown stack is working in production."),
    (U, "lena's against it (footprint on the orin, dds weirdness on wifi). i'm kinda for it for hiring reasons"),
    (A, "Both valid. DDS over Wi-Fi is painful, though rmw_zenoh has improved things. A middle path is to adopt ROS 2 messages/tools for debugging only, or prototype Nav2 in sim on one map without committing."),
    (U, "ok we're not gonna settle nav2 vs homegrown today. park it until after cert"),
    (A, "Sounds wise; changing the nav stack right before a safety assessment would add risk."),
    (U, "unrelated, new intern from UNR starts monday, any good onboarding doc structure?"),
    (A, "1) Day 1 setup (accounts, laptop, repo access), 2) system overview diagram, 3) how to run the sim, 4) first small task with a buddy, 5) who to ask for what, 6) safety rules for the lab and robots."),
 ],
 "facts": [
    {"kind": "open", "turn": 4, "text": "Whether to migrate the robot nav stack to ROS 2 / Nav2 or keep the homegrown stack is unresolved (parked until after cert)", "keywords": ["nav2", "homegrown"]},
 ],
 "answered": [6]},

# ---------------------------------------------------------------- c43 Dev
{"id": "c43", "day": "2026-08-10", "turns": [
    (U, "brightline's SKU data finally came back. the 15kg water cases are 0.6% of picks"),
    (A, "That's small. Excluding them is likely cheaper than redesigning for them, unless they're concentrated in specific orders that would then be split between robots and people."),
    (U, "FR16 arm would add $3.8k/robot and ~14kg. we literally just cut that mass lol"),
    (A, "Right, it would undo the chassis savings and affect the battery and the stopping distance analysis."),
    (U, "ok maya and i agreed: we exclude the 15kg SKUs from robot picking, stays on the FR10 for PVT. brightline keeps those manual"),
    (A, "Noted. Suggest adding the exclusion to the pilot scope doc so it's clear in the success metrics."),
    (U, "can the fleet mgr reject tasks by weight automatically?"),
    (A, "Yes, if the WMS order lines include weight (or you keep a SKU master). Add a max payload check in task intake and route rejected lines to a manual queue."),
 ],
 "facts": [
    {"kind": "decision", "turn": 4, "text": "15kg SKUs are excluded from robot picking (stay manual); PVT keeps the Fairino FR10 arm", "keywords": ["15kg", "FR10"]},
 ],
 "answered": [6]},

# ---------------------------------------------------------------- c44 Sam (no facts)
{"id": "c44", "day": "2026-08-14", "turns": [
    (U, "it's 103 outside and the warehouse AC is 'aspirational' 🥵"),
    (A, "Stay hydrated! How are the robots coping with the heat?"),
    (U, "bots are fine, lidar internal temps in the 40s C. can you tighten this weekly update\n\n> this week the robots did 61,200 picks which is up from last week, we had 3 stops for localization and 1 for a vacuum cup that came off, also the chargers worked fine every break"),
    (A, "**Week 32**\n- 61,200 picks (up week over week)\n- 4 stops: 3 localization, 1 detached vacuum cup\n- Break-time charging: no issues"),
    (U, "good. also brightline's new GM decided to switch their outbound carrier. dana's stressed"),
    (A, "Sounds like a busy time for her. Probably a good week to keep robot-side surprises to a minimum."),
    (U, "yeah. ok thanks, heading out"),
    (A, "Take care, stay cool!"),
 ],
 "facts": [],
 "answered": [0, 2]},

# ---------------------------------------------------------------- c45 Lena
{"id": "c45", "day": "2026-08-20", "turns": [
    (U, "DVT motor driver FETs running hot, 92°C on H-D3 after 2h"),
    (A, "Check how losses split: conduction (I²R) vs switching (scales with PWM frequency and gate charge). If switching dominates, lowering PWM frequency or using lower-Qg FETs helps."),
    (U, "if we drop PWM from 20k to 16k will people hear it"),
    (A, "Very likely. 16 kHz is within the audible range for many people, especially younger ones, and motor whine at that frequency is annoying over a shift. Staying at or above ~20 kHz is the usual practice."),
    (U, "hmm. ok instead: keep 20k, swap the FETs to the lower Qg infineon part dev found, and add a thermal pad to the housing. changed on the DVT rev B BOM"),
    (A, "Good plan. Re-check dead time with the new FETs, since switching times change, and re-run the 2 h thermal test."),
    (U, "ty, good catch on the 16k thing, the warehouse floor is full of 20-somethings lol"),
 ],
 "facts": [
    {"kind": "change", "turn": 4, "text": "Motor driver FETs swapped to a lower-Qg Infineon part with a thermal pad on the DVT rev B BOM; PWM stays at 20 kHz", "keywords": ["infineon", "rev B"]},
 ],
 "answered": [2]},

# ---------------------------------------------------------------- c46 Tomás
{"id": "c46", "day": "2026-08-26", "turns": [
    (U, "brightline wants their WMS (manhattan) to push orders straight to our fleet api instead of the csv drop every 15 min"),
    (A, "Good upgrade. You'll want an order endpoint with idempotency, clear status callbacks or polling, and a versioned schema."),
    (U, "auth options? their team said they can do oauth client credentials or mTLS"),
    (A, "Client credentials: easier to rotate and audit per client, needs a token endpoint. mTLS: strong machine identity, no token service, but you need a CA and cert rotation process. If you already run a CA, mTLS is simple for a single integration."),
    (U, "mTLS it is. certs from our step-ca, 90 day rotation"),
    (A, "Confirmed: mTLS with step-ca certificates, 90-day rotation. Automate renewal (step-ca supports ACME or the step CLI renew daemon) so nobody gets paged at day 89."),
    (U, "oh and idempotency keys on order push?"),
    (A, "Yes: require an `Idempotency-Key` header (or use their order ID) and store it with the order; a retry returns the original response instead of creating a duplicate task."),
 ],
 "facts": [
    {"kind": "decision", "turn": 4, "text": "Brightline WMS-to-fleet API integration authenticates with mTLS using step-ca certificates on 90-day rotation", "keywords": ["mtls", "step-ca"]},
 ],
 "answered": [2, 6]},

# ---------------------------------------------------------------- c47 Aiko (open)
{"id": "c47", "day": "2026-09-01", "turns": [
    (U, "fairino just told us arm prices go up 18% from oct 1. tariffs, they say"),
    (A, "That's significant. What's the current unit price and how many arms are still to be bought?"),
    (U, "$7,900 -> $9,322 per arm. PVT arms are already on PO luckily"),
    (A, "Good that PVT is covered. For production the increase is about $1,422 per robot. Options: negotiate a volume price lock, find alternative arms (Elite, Doosan, UR, Techman), or design the price increase into the customer pricing."),
    (U, "so for production (100+ units) do we switch arm vendors? elite, doosan, or stay with fairino... no idea yet. dev hates requalifying"),
    (A, "Requalification cost is real: new kinematics/URDF, controller integration, safety documentation, and possibly a cert delta. Get firm quotes from 2 alternatives and a counter-offer from Fairino before deciding."),
    (U, "ok. gonna collect quotes. ty"),
 ],
 "facts": [
    {"kind": "open", "turn": 4, "text": "Whether to switch arm vendor for production after Fairino's 18% price increase is unresolved", "keywords": ["switch arm vendors", "production"]},
 ],
 "answered": [1]},

# ---------------------------------------------------------------- c48 Priya
{"id": "c48", "day": "2026-09-08", "turns": [
    (U, "writing the PVT acceptance test for tahoe's line. what's reasonable for a burn-in"),
    (A, "For electromechanical products, a burn-in that exercises all axes, the vacuum system, charging and the safety I/O for several hours catches most infant-mortality failures. Typical ranges: 4-24 h depending on cost and failure data."),
    (U, "tahoe says anything over 8h per unit clogs their floor"),
    (A, "8 h is defensible for PVT if you define a clear pass criterion and track any failures that appear later in the field; you can adjust once you have data."),
    (U, "ok settled: 8h burn-in per unit at tahoe, pass = ≥99.5% pick success on the test SKU set and zero safety faults. anything else comes back to us"),
    (A, "Recorded. Template:\n```\nUnit S/N: ____  FW: ____  Start: ____  End: ____\nPicks attempted: ____  Picks ok: ____  (≥99.5%)\nSafety faults: ____ (must be 0)\nResult: PASS / FAIL   Operator: ____\n```"),
    (U, "perfect, thx! 🙌"),
    (A, "Happy to help!"),
 ],
 "facts": [
    {"kind": "decision", "turn": 4, "text": "PVT acceptance is an 8h burn-in per unit at Tahoe with ≥99.5% pick success and zero safety faults", "keywords": ["8h burn-in", "99.5%"]},
 ],
 "answered": [0]},

# ---------------------------------------------------------------- c49 Maya
{"id": "c49", "day": "2026-09-14", "turns": [
    (U, "sam is drowning. 4 robots at brightline + PVT units trickling in. need another body in reno"),
    (A, "Makes sense. Main choices: a contractor/agency tech, or a full-time field service tech. Think about how long the need lasts and how much product knowledge the role needs."),
    (U, "contractor vs FTE?"),
    (A, "Contractor: faster start, flexible, but less ownership and you pay a premium. FTE: slower hiring, but builds know-how you'll need for the expansion and later customers. Given the growth, FTE seems better."),
    (U, "ok decided: FTE field service tech based in reno, reports to sam. posting today, budget up to 72k"),
    (A, "Want me to draft the job description?"),
    (U, "yes, short"),
    (A, "**Field Service Technician (Reno, NV)**: keep our Heron robots running at customer sites. Preventive maintenance, troubleshooting mechanical/electrical issues, swapping parts, working night shifts when needed. Reports to our field ops lead. 2+ yrs field service or industrial maintenance. $60-72k + benefits + equity."),
 ],
 "facts": [
    {"kind": "decision", "turn": 4, "text": "Hiring a full-time field service tech based in Reno who reports to Sam, budget up to $72k", "keywords": ["field service tech", "reports to sam"]},
 ],
 "answered": [2, 5]},

# ---------------------------------------------------------------- c50 Lena
{"id": "c50", "day": "2026-09-18", "turns": [
    (U, "after the 0.9 scare i want a proper rollout policy for the pilot fleet"),
    (A, "Typical pieces: staged rollout (canary first), health checks that decide promotion, automatic rollback, and a named approver."),
    (U, "mender supports phased deployments right?"),
    (A, "Yes, Mender has phased rollouts on its paid plans; alternatively, create separate deployments per device group (canary, rest)."),
    (U, "ok policy from now on: canary on 1 robot for 24h (must include a full night shift), then the rest. auto-rollback if HIL or field health checks fail. priya approves each promotion"),
    (A, "Recorded: 1-robot canary for 24 h including a night shift, auto-rollback on failed health checks, Priya approves promotion to the rest of the fleet."),
    (U, "🙏 ty"),
 ],
 "facts": [
    {"kind": "decision", "turn": 4, "text": "OTA rollout policy: 1-robot canary for 24h including a full night shift, then the rest; auto-rollback on failures; Priya approves each promotion", "keywords": ["canary", "24h"]},
 ],
 "answered": [2]},

# ---------------------------------------------------------------- c51 Jonah
{"id": "c51", "day": "2026-09-24", "turns": [
    (U, "dry run of the stopping distance test today. with 10kg payload at 1.0 m/s we stop in 0.94m. protective field is 0.9m 😬"),
    (A, "So at full payload the robot can stop past the field boundary. The protective field must be at least the stopping distance plus supplements for measurement error and response time (per ISO 13855-style calculations)."),
    (U, "so bigger field or slower?"),
    (A, "Bigger field keeps throughput but causes more stops in tight aisles. Slower keeps the field but costs cycle time. At 1.0 m/s a larger field is usually the better trade."),
    (U, "changed the protective field for the 1.0 m/s case to 1.2m and loaded it on all DVT units via safety designer. reran: min clearance 0.24m"),
    (A, "Good result. Record the field set checksums per unit and update the technical file before TÜV."),
    (U, "yes. brb coffee"),
 ],
 "facts": [
    {"kind": "change", "turn": 4, "text": "Protective field for the 1.0 m/s case enlarged from 0.9m to 1.2m on all DVT units", "keywords": ["protective field", "1.2m"]},
 ],
 "answered": [2]},

# ---------------------------------------------------------------- c52 Maya (open)
{"id": "c52", "day": "2026-10-01", "turns": [
    (U, "board prep for next week. runway is ~9 months at current burn"),
    (A, "Nine months means fundraising should start now-ish. What are the options on the table?"),
    (U, "question is bridge from existing investors now, or go straight to series A after the cert lands in november. board is split"),
    (A, "Bridge: removes risk now, but it can signal weakness and dilutes at a lower price. Straight to A after certification: stronger story (certified product, paying customer), but if the cert slips you raise with less runway."),
    (U, "yeah idk. also heard a competitor agreed to a down round, which spooks everyone"),
    (A, "Market news like that makes investors more cautious, which argues for a safety margin on runway."),
    (U, "ok leaving bridge vs series A open for the board. can you turn the runway numbers into a table"),
    (A, "| Scenario | Monthly burn | Runway |\n|---|---|---|\n| Current | $210k | 9 mo |\n| With Brightline revenue ($30k/mo) | $180k | ~10.5 mo |\n| + field tech hire | $186k | ~10 mo |"),
 ],
 "facts": [
    {"kind": "open", "turn": 2, "text": "Whether to raise a bridge from existing investors now or go straight to a Series A after certification is unresolved", "keywords": ["bridge", "series a"]},
 ],
 "answered": [6]},

# ---------------------------------------------------------------- c53 Jonah
{"id": "c53", "day": "2026-10-07", "turns": [
    (U, "tüv day 3. mostly passing! one finding: e-stop not reachable from the rear when the arm is stowed"),
    (A, "E-stop devices need to be reachable from the positions where people can approach. Usually the fix is an additional button rather than moving the existing one."),
    (U, "dev can add a second mushroom button on the rear panel wired into the flexi soft. 2 days"),
    (A, "That should satisfy the finding, as long as it's wired into the same safety function and the config report is updated."),
    (U, "done deal, tüv engineer ok'd it: second e-stop added on the rear panel of all units incl PVT. retest thursday"),
    (A, "Great. Update the risk assessment, drawings, and Flexi Soft config before Thursday."),
    (U, "do we need to update the safety manual too"),
    (A, "Yes: the user manual must show the location of every e-stop and describe the reset procedure, so add the rear button there."),
 ],
 "facts": [
    {"kind": "change", "turn": 4, "text": "Second e-stop button added on the rear panel of all units (including PVT) after the TÜV finding", "keywords": ["second e-stop", "rear panel"]},
 ],
 "answered": [6]},

# ---------------------------------------------------------------- c54 Tomás
{"id": "c54", "day": "2026-10-13", "turns": [
    (U, "pagerduty renewal quote came in at 3x what we pay now 🙃"),
    (A, "Alternatives: incident.io On-call, Grafana OnCall (IRM), Better Stack, or Splunk On-Call. Since you already use Grafana and Slack, both incident.io and Grafana IRM fit."),
    (U, "incident.io has on-call now right? we basically live in slack"),
    (A, "Yes, incident.io has an on-call product with schedules, escalation policies and a mobile app, tightly integrated with Slack."),
    (U, "ok we're moving on-call from pagerduty to incident.io, cutover nov 1. lena's redoing the schedules"),
    (A, "Cutover checklist: recreate schedules and escalation policies, repoint Grafana alerts, test pages to every phone, run both in parallel for a week, then cancel PagerDuty."),
    (U, "ty. lunch, thai place w priya and dev, back in 45"),
 ],
 "facts": [
    {"kind": "change", "turn": 4, "text": "On-call paging moves from PagerDuty to incident.io, cutover Nov 1", "keywords": ["incident.io", "pagerduty"]},
 ],
 "answered": [2]},

# ---------------------------------------------------------------- c55 Aiko
{"id": "c55", "day": "2026-10-19", "turns": [
    (U, "arm vendor update. elite quote $8.6k, doosan $11k, fairino came back with a 12-month price lock at $8,900 if we commit to 120 units"),
    (A, "Fairino at $8,900 is only ~$300 above Elite and avoids requalification. What does requalifying Elite cost in time?"),
    (U, "new URDF, new safety docs, cert delta. jonah says 2-3 months"),
    (A, "Then Fairino's lock is likely cheaper overall: $300 × 120 = $36k is less than 2-3 months of engineering plus a cert delta."),
    (U, "ok we're staying with fairino for production, taking the 12-month price lock at $8,900 for 120 units. signing friday"),
    (A, "Recorded: Fairino for production, $8,900 per arm, 12-month price lock, 120-unit commitment."),
    (U, "can you list what should be in the price lock clause"),
    (A, "- Fixed unit price and currency\n- Covered part numbers and revisions\n- Tariff/duty handling (who absorbs increases)\n- Commitment schedule and what happens if you fall short\n- Lead time commitments\n- Price for units beyond 120"),
 ],
 "facts": [
    {"kind": "decision", "turn": 4, "text": "Staying with Fairino arms for production with a 12-month price lock at $8,900 per arm for 120 units", "keywords": ["fairino", "price lock"]},
 ],
 "answered": [1, 6]},

# ---------------------------------------------------------------- c56 Dev (no facts)
{"id": "c56", "day": "2026-10-23", "turns": [
    (U, "quick math help. stack of 5 parts, tolerances ±0.1, ±0.05, ±0.2, ±0.05, ±0.1 mm. worst case vs RSS?"),
    (A, "Worst case: 0.1 + 0.05 + 0.2 + 0.05 + 0.1 = ±0.50 mm.\nRSS: √(0.01 + 0.0025 + 0.04 + 0.0025 + 0.01) = √0.065 ≈ ±0.255 mm."),
    (U, "nice so rss ~0.25. our gap is 0.4 so rss fine, worst case not"),
    (A, "Right. With 5 parts RSS is usually a fair assumption if the processes are centered. If the ±0.2 part is the biggest contributor, tightening just that one gets worst case to ±0.4."),
    (U, "ok. also halloween party next fri, team's doing robot costumes. i'm going as a lidar"),
    (A, "Ha, spinning hat is mandatory."),
    (U, "lol. thx"),
 ],
 "facts": [],
 "answered": [0]},

# ---------------------------------------------------------------- c57 Priya
{"id": "c57", "day": "2026-10-29", "turns": [
    (U, "first 10 PVT units through burn-in at tahoe. 2 failed after hour 9, vacuum pump overheating"),
    (A, "Failures after hour 9 mean the 8-hour burn-in would have missed them. Is the pump duty cycle in the burn-in representative of the field, or higher?"),
    (U, "roughly field-like. so our 8h burn-in would've passed them both 😬"),
    (A, "Yes. Options: extend the burn-in, add a pump thermal check in the test, or both, and get an RCA from the pump supplier."),
    (U, "yep. bumped the PVT burn-in from 8h to 12h, tahoe agreed to run overnight. pumps going back to piab for RCA"),
    (A, "Noted: PVT burn-in now 12 h. Consider logging pump temperature during burn-in so you can flag units trending hot even if they pass."),
    (U, "ty"),
 ],
 "facts": [
    {"kind": "change", "turn": 4, "text": "PVT burn-in lengthened from 8h to 12h after vacuum pump overheating failures", "keywords": ["12h", "burn-in"]},
 ],
 "answered": [1]},

# ---------------------------------------------------------------- c58 Jonah (open)
{"id": "c58", "day": "2026-11-05", "turns": [
    (U, "🎉🎉 TÜV certificate for ISO 3691-4 came in this morning!!"),
    (A, "Congratulations! That's a big milestone. Make sure sales has the certificate and scope wording."),
    (U, "next headache: meridian supply (the lead maya's working) says their insurer requires UL 3100 listing. brightline never answered us on that"),
    (A, "UL 3100 is a product safety listing covering electrical, battery and fire aspects of AMRs. Expect a few months and a significant fee; some of the TÜV technical file can be reused."),
    (U, "so do we kick off UL 3100 now (~$80k, 4-5 months) or wait until meridian signs? honestly no idea, maya neither"),
    (A, "Trade-off: starting now de-risks the Meridian timeline and helps other prospects; waiting saves cash if Meridian doesn't close. A middle path is a paid scoping review with the lab to firm up cost and timeline."),
    (U, "ok. will bring it to monday's leads mtg"),
 ],
 "facts": [
    {"kind": "open", "turn": 4, "text": "Whether to start UL 3100 listing now (~$80k, 4-5 months) or wait until Meridian Supply signs is unresolved", "keywords": ["UL 3100", "meridian"]},
 ],
 "answered": []},

# ---------------------------------------------------------------- c59 Tomás
{"id": "c59", "day": "2026-11-12", "turns": [
    (U, "brightline signed the expansion!!! 12 robots total by end of jan"),
    (A, "Congrats! A phased rollout plan will help."),
    (U, "sam wants it phased so the floor staff aren't overwhelmed. peak week is the week of dec 14"),
    (A, "Options:\n1) all 8 new robots the week of Dec 7\n2) +4 the week of Dec 7, +4 the week of Jan 11, nothing during peak\n3) +2 per week from Dec 7, pausing during peak"),
    (U, "ok went with your option 2: +4 robots week of dec 7, +4 more week of jan 11, no new bots during peak week. maya approved"),
    (A, "Great, option 2 confirmed. Rollout checklist per phase: map update, charger capacity check, Wi-Fi coverage for new zones, supervisor briefing."),
    (U, "does the fleet mgr need anything for 12 bots? hungarian still ok?"),
    (A, "Yes, 12 robots is tiny for the Hungarian batcher. Watch the charger schedule: with 2 docks and 12 robots, break-time charging needs more docks or a staggered plan."),
 ],
 "facts": [
    {"kind": "decision", "turn": 4, "text": "Brightline expansion to 12 robots is phased (option 2): +4 week of Dec 7, +4 week of Jan 11, no new robots during peak week", "keywords": ["option 2", "dec 7", "jan 11"]},
 ],
 "answered": [6]},

# ---------------------------------------------------------------- c60 Maya
{"id": "c60", "day": "2026-11-27", "turns": [
    (U, "happy day-after-thanksgiving 🦃 doing some quiet planning"),
    (A, "Happy Thanksgiving! Good time for it. What's on the list?"),
    (U, "the polaris freezer thing has been hanging since july. they pinged again"),
    (A, "Given the Brightline expansion and the Meridian lead, the question is whether a freezer variant fits in 2027 without risking those."),
    (U, "final answer: we pass on polaris for 2027, focus is brightline expansion + meridian. i'll tell them kindly and keep the door open for a -20C variant in 2028"),
    (A, "Clear call. Want a draft reply?"),
    (U, "yes pls"),
    (A, "\"Hi team at Polaris, thanks again for your interest in Heron. After careful review we can't commit to a freezer deployment in 2027 without compromising our existing customers. We'd love to revisit for 2028 as we explore a cold-storage variant. Maya\""),
    (U, "perfect. ok back to leftovers"),
 ],
 "facts": [
    {"kind": "decision", "turn": 4, "text": "Fernhollow passes on the Polaris Cold Chain freezer deployment for 2027 to focus on the Brightline expansion and Meridian", "keywords": ["pass on polaris", "2027"]},
 ],
 "answered": [5]},
]


QUESTIONS = [
    {"question": "which message broker do the robots use to talk to the fleet manager?", "chat": "c01", "fact": 0},
    {"question": "what gripper type did we pick for the EVT robots?", "chat": "c02", "fact": 0},
    {"question": "how does Heron pick items, fingers or suction?", "chat": "c02", "fact": 0},
    {"question": "what RTOS runs on the motor controller board?", "chat": "c04", "fact": 0},
    {"question": "why aren't we using Zephyr on the G474 motor board anymore, and what replaced it?", "chat": "c04", "fact": 0},
    {"question": "which safety lidar is on the BOM now?", "chat": "c06", "fact": 0},
    {"question": "what happened to the Hokuyo scanners?", "chat": "c06", "fact": 0},
    {"question": "what language is the fleet manager written in?", "chat": "c07", "fact": 0},
    {"question": "which test lab is doing our ISO 3691-4 assessment?", "chat": "c08", "fact": 0},
    {"question": "what was the original go-live date agreed with Brightline in January?", "chat": "c10", "fact": 0},
    {"question": "how many robots did the pilot start with and on which shift?", "chat": "c10", "fact": 0},
    {"question": "what bitrate does the arm CAN bus run at?", "chat": "c11", "fact": 0},
    {"question": "who supplies our battery packs and what chemistry are they?", "chat": "c12", "fact": 0},
    {"question": "where does robot telemetry get stored and for how long?", "chat": "c13", "fact": 0},
    {"question": "what's our retention policy for raw telemetry data?", "chat": "c13", "fact": 0},
    {"question": "what tool do we use for OTA updates on the Jetson?", "chat": "c15", "fact": 0},
    {"question": "how does the motor MCU firmware get updated in the field?", "chat": "c15", "fact": 0},
    {"question": "are we installing our own access points at Brightline?", "chat": "c16", "fact": 0},
    {"question": "what has to pass before we can push an OTA release to the pilot robots?", "chat": "c17", "fact": 0},
    {"question": "which stop category and performance level did we pick for the e-stop?", "chat": "c18", "fact": 0},
    {"question": "how do we keep a held box from dropping when the e-stop is hit?", "chat": "c18", "fact": 0},
    {"question": "who is responsible for the Brightline relationship on site?", "chat": "c20", "fact": 0},
    {"question": "who covers remote on-call during the pilot?", "chat": "c20", "fact": 0},
    {"question": "how does the fleet manager decide which robot gets which task?", "chat": "c22", "fact": 0},
    {"question": "where do the robot logs go now and in what format?", "chat": "c23", "fact": 0},
    {"question": "why did the pilot start a week late, and what was the new date?", "chat": "c24", "fact": 0},
    {"question": "where do we track bugs now?", "chat": "c25", "fact": 0},
    {"question": "what does P1 mean in our bug tracker?", "chat": "c25", "fact": 0},
    {"question": "what is the max robot speed in the aisles after the near miss?", "chat": "c27", "fact": 0},
    {"question": "what warning devices did we add to the robots for pedestrians?", "chat": "c27", "fact": 1},
    {"question": "who else do we buy suction cups from besides Piab?", "chat": "c28", "fact": 0},
    {"question": "what's the watchdog timeout on the motor MCU?", "chat": "c29", "fact": 0},
    {"question": "how much are we charging Brightline per robot, and from when?", "chat": "c30", "fact": 0},
    {"question": "did the pilot end up paid or free?", "chat": "c30", "fact": 0},
    {"question": "what safety controller does the DVT build use?", "chat": "c32", "fact": 0},
    {"question": "what material is the DVT chassis made of?", "chat": "c34", "fact": 0},
    {"question": "how did we get the chassis weight down?", "chat": "c34", "fact": 0},
    {"question": "what are we building the customer supervisor dashboard with, and how do they log in?", "chat": "c35", "fact": 0},
    {"question": "do Brightline's supervisors get Grafana access?", "chat": "c35", "fact": 0},
    {"question": "how do the pilot robots get recharged during the night shift?", "chat": "c36", "fact": 0},
    {"question": "what did we end up doing about localization near the dock doors?", "chat": "c38", "fact": 0},
    {"question": "who is building the PVT units?", "chat": "c39", "fact": 0},
    {"question": "which contract manufacturer won the PVT build and why not Shenzhen?", "chat": "c39", "fact": 0},
    {"question": "why didn't 0.9.0 go out to Reno in July, and what shipped instead?", "chat": "c40", "fact": 0},
    {"question": "when is the TÜV on-site test week?", "chat": "c41", "fact": 0},
    {"question": "can Heron pick the 15kg water cases?", "chat": "c43", "fact": 0},
    {"question": "which arm are the PVT robots using?", "chat": "c43", "fact": 0},
    {"question": "what did we do about the hot motor driver FETs on DVT?", "chat": "c45", "fact": 0},
    {"question": "did we lower the motor PWM frequency?", "chat": "c45", "fact": 0},
    {"question": "how does Brightline's WMS authenticate to our fleet API?", "chat": "c46", "fact": 0},
    {"question": "what is the pass criterion for PVT acceptance at the CM as originally agreed?", "chat": "c48", "fact": 0},
    {"question": "who will the new Reno hire report to?", "chat": "c49", "fact": 0},
    {"question": "what's the salary budget for the field service tech?", "chat": "c49", "fact": 0},
    {"question": "how do we roll out a new firmware version to the pilot fleet?", "chat": "c50", "fact": 0},
    {"question": "who approves promoting an OTA release past the canary robot?", "chat": "c50", "fact": 0},
    {"question": "how big is the lidar protective field at 1.0 m/s?", "chat": "c51", "fact": 0},
    {"question": "what did TÜV flag about the e-stops and how was it fixed?", "chat": "c53", "fact": 0},
    {"question": "what do we use for on-call paging now?", "chat": "c54", "fact": 0},
    {"question": "which arm vendor are we using for production robots and at what price?", "chat": "c55", "fact": 0},
    {"question": "how long is the PVT burn-in now?", "chat": "c57", "fact": 0},
    {"question": "what's the schedule for adding the 8 new robots at Brightline?", "chat": "c59", "fact": 0},
    {"question": "are we doing the Polaris freezer project?", "chat": "c60", "fact": 0},
]


if __name__ == "__main__":
    import datetime as _dt

    assert len(CHATS) == 60, len(CHATS)
    ids = [c["id"] for c in CHATS]
    assert ids == ["c%02d" % i for i in range(1, 61)], ids
    lo, hi = _dt.date(2025, 12, 1), _dt.date(2026, 11, 27)
    prev = None
    n_dec = n_open = n_nofact = 0
    by_id = {}
    for c in CHATS:
        cid = c["id"]
        by_id[cid] = c
        assert set(c) == {"id", "day", "turns", "facts", "answered"}, cid
        d = _dt.date.fromisoformat(c["day"])
        assert lo <= d <= hi, (cid, d)
        assert prev is None or d > prev, (cid, d, prev)
        prev = d
        turns = c["turns"]
        assert 6 <= len(turns) <= 10, (cid, len(turns))
        for t in turns:
            assert isinstance(t, tuple) and len(t) == 2, (cid, t)
            assert t[0] in (U, A), (cid, t[0])
            assert isinstance(t[1], str) and t[1].strip(), cid
        facts = c["facts"]
        assert len(facts) <= 2, cid
        if not facts:
            n_nofact += 1
        open_turns = set()
        for f in facts:
            assert set(f) == {"kind", "turn", "text", "keywords"}, (cid, f)
            assert f["kind"] in ("decision", "change", "open"), (cid, f["kind"])
            assert isinstance(f["turn"], int) and 0 <= f["turn"] < len(turns), (cid, f["turn"])
            assert f["text"].strip(), cid
            assert 2 <= len(f["keywords"]) <= 3, (cid, f["keywords"])
            low = turns[f["turn"]][1].lower()
            for kw in f["keywords"]:
                assert kw.lower() in low, (cid, f["turn"], kw)
            if f["kind"] == "open":
                n_open += 1
                open_turns.add(f["turn"])
            else:
                n_dec += 1
        for i in c["answered"]:
            assert isinstance(i, int) and 0 <= i < len(turns) - 1, (cid, i)
            assert i not in open_turns, (cid, i)
        assert len(set(c["answered"])) == len(c["answered"]), cid
    assert 40 <= n_dec <= 50, n_dec
    assert 10 <= n_open <= 14, n_open
    assert n_nofact >= 4, n_nofact

    assert len(QUESTIONS) >= 60, len(QUESTIONS)
    covered = set()
    for q in QUESTIONS:
        assert set(q) == {"question", "chat", "fact"}, q
        assert q["chat"] in by_id, q
        fs = by_id[q["chat"]]["facts"]
        assert isinstance(q["fact"], int) and 0 <= q["fact"] < len(fs), q
        assert fs[q["fact"]]["kind"] in ("decision", "change"), q
        assert q["question"].strip(), q
        covered.add((q["chat"], q["fact"]))
    all_dec = {(c["id"], i) for c in CHATS for i, f in enumerate(c["facts"]) if f["kind"] != "open"}

    n_turns = sum(len(c["turns"]) for c in CHATS)
    print("self-check OK")
    print("chats: %d (%s .. %s), turns: %d" % (len(CHATS), CHATS[0]["day"], CHATS[-1]["day"], n_turns))
    print("decision/change facts: %d, open facts: %d, chats without facts: %d" % (n_dec, n_open, n_nofact))
    print("questions: %d, covering %d of %d decision/change facts" % (len(QUESTIONS), len(covered), len(all_dec)))
    print("answered-in-chat question turns: %d" % sum(len(c["answered"]) for c in CHATS))
