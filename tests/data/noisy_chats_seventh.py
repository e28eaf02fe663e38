# Noisy-chat set no. 7, written on 2026-12-01 by a helper apart from the code and the other sets;
# development data from session 8 on. Measured once before use, at commit 4ad0fab (offline engine,
# python -m tests.noisy_chat_quality seventh): coverage day 0.84, week 0.84, month 0.75; noise lines
# 59/227 (0.26); core memory noise 0/1; recall 51/66 (0.77).
"""Noisy chat evaluation set (seventh): hand-made chats between staff and an internal AI assistant.

Organisation: Kessling Valley Water (KVW), a city water utility; the SCADA, telemetry and GIS team
plus network operations that lean on them.

People (10): Ines Albrecht (GIS lead), Tomasz Wieczorek (SCADA engineer), Priya Nair (network ops
manager), Dmitri Volkov (field crew supervisor), Jo Baptiste (IT admin), Marta Kowal (asset data
analyst), Ravi Menon (telemetry technician), Hanne Solberg (head of network), Olu Adeyemi
(customer contact liaison), Beth Carver (procurement).

Systems (12): AquaView (SCADA HMI), FlowVault (process historian), MapLine (GIS), CrewTrack (work
orders), LeakSense (acoustic leak loggers), PumpWise (pump energy optimiser), TeleNet (telemetry
radio network), AssetBook (asset register), HydroSim (hydraulic model), AlarmDesk (on-call paging),
FieldPad (field mobile app), ReportHub (dashboards).

Days between 2025-12-01 and 2026-11-25, unevenly spread.
Actual counts: 60 chats, 376 turns, 73 facts (40 decision, 20 change, 13 open), 66 questions.
"""
U = "user"
A = "assistant"
CHATS = [
  {"id": "t01", "day": "2025-12-03",
   "turns": [
     (U, "morning"),
     (U, "quick one, who owns the alarmdesk on call rota now that kai left??"),
     (A, "Good morning! I don't have a record of who took over the AlarmDesk rota after Kai left. Usually the network ops manager assigns it. Would you like me to draft a message to Priya asking?"),
     (U, "nah i'll just ask her at standup"),
     (U, "ok update - priya says tomasz takes the alarmdesk rota from dec 8, kai's slot goes to him"),
     (A, "Noted: Tomasz takes over Kai's AlarmDesk on-call slot from 8 December. Anything else?"),
     (U, "thx thats it"),
   ],
   "facts": [
     {"kind": "decision", "turn": 4, "text": "Tomasz takes over Kai's AlarmDesk on-call rota slot from 8 December 2025.", "keywords": ["tomasz", "dec 8"]},
   ],
   "answered": [1]},

  {"id": "t02", "day": "2025-12-05",
   "turns": [
     (U, "hi can u help w a flowvault query, the tag for res 3 level is giving me garbage"),
     (U, "```\nERR 4012: tag KV.RES03.LVL quality BAD (comm fail) since 2025-12-04 22:14\n```"),
     (A, "Hi! Error 4012 with quality BAD (comm fail) usually means the historian stopped receiving values from the outstation, not a FlowVault problem. Things to check:\n1. Is the Reservoir 3 outstation online in AquaView?\n2. Is the TeleNet radio link to the site up?\n3. Did the RTU restart after the storm last night?\nIf the link is down, FlowVault will keep flagging BAD until values arrive again."),
     (U, "aquaview says site offline yeah"),
     (U, "ravi's going out there"),
     (U, "lol the weather tho 🥶"),
     (A, "Stay warm! Once Ravi restores the link the tag should go GOOD within a scan cycle. Want me to note anything?"),
     (U, "ravi found the radio antenna cable chewed thru, rats probably. replaced. its back. we're gonna put steel conduit on all antenna cables at reservoir sites, hanne ok'd it"),
     (A, "Good news. Noted: steel conduit to be fitted on antenna cables at all reservoir sites, approved by Hanne."),
   ],
   "facts": [
     {"kind": "decision", "turn": 7, "text": "Antenna cables at all reservoir sites will get steel conduit after rats chewed the Reservoir 3 cable; Hanne approved it.", "keywords": ["steel conduit", "antenna"]},
   ],
   "answered": [0]},

  {"id": "t03", "day": "2025-12-09",
   "turns": [
     (U, "hey"),
     (U, "beth here from procurement. need to renew leaksense licence, vendor quote pasted below"),
     (U, "---\nFrom: sales@leaksense-systems.example\nSubject: Renewal 2026\nDear Beth, your renewal for 420 logger licences is EUR 38,900/yr (3yr term: EUR 35,100/yr). Offer valid until 19 Dec.\n---"),
     (A, "Hi Beth! Summary of the quote:\n1. 1-year renewal: EUR 38,900 per year for 420 loggers.\n2. 3-year term: EUR 35,100 per year, saving EUR 3,800 a year (EUR 11,400 over three years) but locking you in.\nThe offer expires 19 December. Do you want a comparison memo?"),
     (U, "hanne said go w the second one, 3yr term"),
     (U, "so 3yr"),
     (A, "Understood: the LeakSense renewal goes with the 3-year term at EUR 35,100 per year for 420 loggers."),
     (U, "ty"),
   ],
   "facts": [
     {"kind": "decision", "turn": 4, "text": "LeakSense licence renewed on the 3-year term (EUR 35,100 per year for 420 loggers).", "keywords": ["second one", "3yr"]},
   ],
   "answered": [1]},

  {"id": "t04", "day": "2025-12-15",
   "turns": [
     (U, "yo can u write me a regex for mapline asset ids? format is like VLV-000123 or HYD-004411"),
     (A, "Sure: `^(VLV|HYD)-\\d{6}$`. If you need more prefixes, add them to the group, e.g. `(VLV|HYD|PMP)`."),
     (U, "also MTR"),
     (A, "Then: `^(VLV|HYD|PMP|MTR)-\\d{6}$`."),
     (U, "perfect"),
     (U, "btw anyone know if the xmas party is thursday or friday"),
     (A, "I don't have the party details, sorry! Perhaps check the staff intranet or ask HR."),
     (U, "np"),
   ],
   "facts": [],
   "answered": [0, 2]},

  {"id": "t05", "day": "2025-12-18",
   "turns": [
     (U, "priya here. team decision for the record: from jan 5 the pressure alarm threshold on zone N4 goes from 2.0 bar to 1.6 bar. too many nuisance alarms at night"),
     (A, "Recorded: from 5 January the low-pressure alarm threshold for zone N4 changes from 2.0 bar to 1.6 bar to reduce nuisance night alarms. Should I draft a change note for AquaView?"),
     (U, "yes pls short"),
     (A, "Change note:\nSystem: AquaView\nChange: Zone N4 low-pressure alarm threshold 2.0 bar -> 1.6 bar\nEffective: 5 Jan 2026\nReason: nuisance night-time alarms\nApproved by: Priya Nair"),
     (U, "great thx"),
   ],
   "facts": [
     {"kind": "change", "turn": 0, "text": "From 5 January 2026 the zone N4 low-pressure alarm threshold drops from 2.0 bar to 1.6 bar.", "keywords": ["N4", "1.6 bar"]},
   ],
   "answered": [2]},

  {"id": "t06", "day": "2025-12-22",
   "turns": [
     (U, "hi, jo from IT"),
     (U, "are the scada servers going to need patching over xmas? windows updates pending on AQV-SRV1 and 2"),
     (A, "Hi Jo! I can't see the servers myself. Generally for SCADA servers:\n1. Patch the standby first, fail over, then patch the primary.\n2. Avoid patching when on-call cover is thin.\n3. Take a snapshot before.\nDo you want to plan a window?"),
     (U, "tomasz says no patching til jan 12, change freeze"),
     (U, "so open q is whether the historian box also gets frozen or not, nobody knows"),
     (A, "Noted: AquaView servers are frozen until 12 January. Whether the FlowVault historian server is also covered by the freeze is still open."),
     (U, "ye"),
   ],
   "facts": [
     {"kind": "decision", "turn": 3, "text": "No patching of the AquaView SCADA servers until 12 January 2026 (change freeze).", "keywords": ["jan 12", "change freeze"]},
     {"kind": "open", "turn": 4, "text": "Unclear whether the FlowVault historian server is also covered by the holiday change freeze.", "keywords": ["historian", "frozen"]},
   ],
   "answered": [1]},

  {"id": "t07", "day": "2026-01-07",
   "turns": [
     (U, "happy new year!! 🎉"),
     (A, "Happy New Year! How can I help?"),
     (U, "marta here, doing assetbook cleanup. how many hydrants do we have w/o install year, can u tell"),
     (A, "I don't have direct access to AssetBook. If you export the hydrant table to CSV and paste it, I can count the empty install-year values."),
     (U, "asset_id,type,install_year\nHYD-000101,hydrant,1988\nHYD-000102,hydrant,\nHYD-000103,hydrant,\nHYD-000104,hydrant,2004\nHYD-000105,hydrant,"),
     (A, "In that sample, 3 of 5 hydrants (HYD-000102, -103, -105) have no install year."),
     (U, "ok its a sample. full list is 2,3k rows lol. decided: missing install years get filled as 1900 placeholder + flag est=Y, ines agreed"),
     (A, "Got it: missing hydrant install years in AssetBook will be set to the 1900 placeholder with est=Y flag, agreed with Ines."),
     (U, "👍"),
   ],
   "facts": [
     {"kind": "decision", "turn": 6, "text": "Missing hydrant install years in AssetBook get the placeholder 1900 with an estimated flag est=Y.", "keywords": ["1900", "est=Y"]},
   ],
   "answered": []},

  {"id": "t08", "day": "2026-01-09",
   "turns": [
     (U, "hey whats the diff btw a PRV and a PSV again, new guy asked me"),
     (A, "A PRV (pressure reducing valve) lowers downstream pressure to a set value. A PSV (pressure sustaining valve) keeps upstream pressure above a set value. In short: PRV protects downstream, PSV protects upstream."),
     (U, "ok cool"),
     (U, "thx"),
     (A, "You're welcome!"),
   ],
   "facts": [],
   "answered": [0]},

  {"id": "t09", "day": "2026-01-13",
   "turns": [
     (U, "tomasz. patching went ok on aqv-srv2 last night"),
     (U, "srv1 tonight"),
     (U, "also we're switching the aquaview backup target from the old NAS to the new vault at the depot, VLT-02"),
     (A, "Thanks for the update. Noted: AQV-SRV2 patched, AQV-SRV1 tonight, and AquaView backups move from the old NAS to VLT-02 at the depot. Do you want a checklist for the backup switch?"),
     (U, "ya go"),
     (A, "Checklist:\n1. Confirm VLT-02 share permissions for the backup service account.\n2. Run one manual backup and verify restore of a test project.\n3. Update the backup job target path.\n4. Keep the old NAS job disabled but not deleted for 30 days.\n5. Update the runbook."),
     (U, "cheers"),
   ],
   "facts": [
     {"kind": "change", "turn": 2, "text": "AquaView backups now go to the new VLT-02 vault at the depot instead of the old NAS.", "keywords": ["VLT-02", "NAS"]},
   ],
   "answered": [4]},

  {"id": "t10", "day": "2026-01-20",
   "turns": [
     (U, "dmitri. fieldpad keeps logging me out every 10 min on site, super annoying"),
     (U, "like i'm standing in a trench and have to type pw again w gloves"),
     (A, "That sounds frustrating. The session timeout is usually set centrally by IT. Options:\n1. Ask Jo to raise the idle timeout for FieldPad.\n2. Enable PIN or biometric unlock so re-login is quicker.\n3. Check whether the tablet itself locks the screen and kills the app.\nShall I draft a request to Jo?"),
     (U, "yes"),
     (A, "Draft: 'Hi Jo, crews are being logged out of FieldPad every 10 minutes on site. Could we raise the idle timeout or enable PIN unlock? Thanks, Dmitri'"),
     (U, "sent. jo replied: timeout bumped to 60 min and PIN unlock on from tomorrow"),
     (A, "Great: FieldPad idle timeout is now 60 minutes and PIN unlock is enabled from tomorrow."),
   ],
   "facts": [
     {"kind": "change", "turn": 5, "text": "FieldPad idle timeout was raised from 10 to 60 minutes and PIN unlock enabled.", "keywords": ["60 min", "PIN"]},
   ],
   "answered": [3]},

  {"id": "t11", "day": "2026-01-22",
   "turns": [
     (U, "ines here. whats the best way to symbolise pipe material in mapline? we have like 14 materials"),
     (A, "With 14 materials, consider:\n1. Group into 5 families (cast iron, ductile iron, PVC, PE, other) with distinct colours.\n2. Use line style (dash) for age class.\n3. Show full material only in pop-ups.\nFourteen separate colours is hard to read."),
     (U, "hmm"),
     (U, "ok go w families but make AC (asbestos cement) its own red class, people need to see it"),
     (A, "Sounds good: material families plus a separate red class for asbestos cement."),
     (U, "yep thats the new default from now"),
   ],
   "facts": [
     {"kind": "decision", "turn": 3, "text": "MapLine pipe symbology uses material families, with asbestos cement as its own red class.", "keywords": ["asbestos cement", "red"]},
   ],
   "answered": [0]},

  {"id": "t12", "day": "2026-02-02",
   "turns": [
     (U, "priya. remember n4 threshold? 1.6 was too low, we missed a real low pressure event last week"),
     (U, "hanne wants it back up. new value 1.8 bar from today"),
     (A, "Understood: zone N4 low-pressure alarm threshold changes from 1.6 bar to 1.8 bar effective today, after a real low-pressure event was missed."),
     (U, "yes. and add a 5 min delay so short dips dont page anyone"),
     (A, "Noted: a 5-minute alarm delay is added to the N4 low-pressure alarm."),
     (U, "thx"),
   ],
   "facts": [
     {"kind": "change", "turn": 1, "text": "The zone N4 low-pressure alarm threshold was raised from 1.6 to 1.8 bar on 2 February 2026.", "keywords": ["1.8 bar", "hanne"]},
     {"kind": "decision", "turn": 3, "text": "The N4 low-pressure alarm gets a 5-minute delay so short dips do not page anyone.", "keywords": ["5 min", "delay"]},
   ],
   "answered": []},

  {"id": "t13", "day": "2026-02-04",
   "turns": [
     (U, "can u summarise this email for me its long"),
     (U, "> Dear team, following the regulator visit on 28 Jan we need to report night flow for all DMAs monthly instead of quarterly. First monthly submission due 15 March. Data should come from the historian. Regards, Compliance"),
     (A, "Summary: After the 28 January regulator visit, night-flow reporting for all DMAs moves from quarterly to monthly. First monthly report is due 15 March, using historian data."),
     (U, "ugh more work"),
     (U, "who builds the report tho... marta or ravi? idk"),
     (A, "That isn't decided in this chat. Would you like me to note it as an open point?"),
     (U, "yeah"),
   ],
   "facts": [
     {"kind": "change", "turn": 1, "text": "DMA night-flow reporting to the regulator moves from quarterly to monthly, first due 15 March 2026.", "keywords": ["monthly instead of quarterly", "15 March"]},
     {"kind": "open", "turn": 4, "text": "It is unclear whether Marta or Ravi builds the monthly night-flow report.", "keywords": ["marta or ravi", "report"]},
   ],
   "answered": [0]},

  {"id": "t14", "day": "2026-02-10",
   "turns": [
     (U, "hiii"),
     (U, "olu from customer contact"),
     (U, "we get so many calls about brown water after hydrant flushing, could the gis show flushing areas to my team?"),
     (A, "Hi Olu! Yes, a common approach is a MapLine web map layer showing planned flushing zones with dates, shared read-only with customer contact. Ines's team would publish it. Want me to draft a request?"),
     (U, "pls"),
     (A, "Draft to Ines: 'Hi Ines, could customer contact get a read-only MapLine layer showing planned hydrant flushing areas and dates? It would help us answer brown-water calls. Thanks, Olu'"),
     (U, "ines said yes, layer name will be FLUSH_PLAN, live by end of feb"),
     (A, "Great. Noted: MapLine layer FLUSH_PLAN for customer contact, live by end of February."),
   ],
   "facts": [
     {"kind": "decision", "turn": 6, "text": "A read-only MapLine layer FLUSH_PLAN showing planned flushing areas will be shared with customer contact by end of February 2026.", "keywords": ["FLUSH_PLAN", "end of feb"]},
   ],
   "answered": [4]},

  {"id": "t15", "day": "2026-02-11",
   "turns": [
     (U, "whats 3.2 l/s in m3/h"),
     (A, "3.2 l/s = 11.52 m³/h."),
     (U, "ty"),
     (U, "and 40 m3/h in l/s"),
     (A, "40 m³/h ≈ 11.11 l/s."),
   ],
   "facts": [],
   "answered": [0, 3]},

  {"id": "t16", "day": "2026-02-17",
   "turns": [
     (U, "ravi. telenet radio at booster BS-7 keeps dropping. rssi like -104"),
     (U, "```\n2026-02-17 03:12 BS-7 link DOWN rssi=-104 snr=2\n2026-02-17 03:40 BS-7 link UP rssi=-99 snr=4\n2026-02-17 05:02 BS-7 link DOWN rssi=-105 snr=1\n```"),
     (A, "RSSI around -100 to -105 dBm with SNR below 5 is marginal. Options:\n1. Raise the antenna / replace with a higher-gain Yagi.\n2. Re-aim toward a different repeater.\n3. Move BS-7 to 4G cellular as backup.\n4. Check for new obstructions (trees, buildings)."),
     (U, "new apartment block went up lol thats it probably"),
     (U, "we'll do the 4g fallback for bs-7, approved by tomasz. router model TX-410"),
     (A, "Noted: BS-7 gets a 4G cellular fallback using a TX-410 router, approved by Tomasz."),
     (U, "👌"),
   ],
   "facts": [
     {"kind": "decision", "turn": 4, "text": "Booster BS-7 gets a 4G cellular fallback (TX-410 router) because its TeleNet radio link is marginal.", "keywords": ["4g fallback", "TX-410"]},
   ],
   "answered": []},

  {"id": "t17", "day": "2026-02-24",
   "turns": [
     (U, "marta. re night flow report. hanne decided i build it in reporthub, ravi gives me the tag list"),
     (A, "Thanks. Noted: Marta builds the monthly night-flow report in ReportHub, with Ravi supplying the FlowVault tag list."),
     (U, "can u give me a sql for min night flow per dma 2-4am"),
     (A, "Example (adjust names):\n```sql\nSELECT dma_id, date_trunc('day', ts) AS day, MIN(flow_ls) AS min_night_flow\nFROM flow_readings\nWHERE EXTRACT(hour FROM ts) >= 2 AND EXTRACT(hour FROM ts) < 4\nGROUP BY dma_id, day\nORDER BY dma_id, day;\n```"),
     (U, "works thx"),
   ],
   "facts": [
     {"kind": "decision", "turn": 0, "text": "Marta builds the monthly night-flow report in ReportHub; Ravi supplies the tag list.", "keywords": ["reporthub", "tag list"]},
   ],
   "answered": [2]},

  {"id": "t18", "day": "2026-03-02",
   "turns": [
     (U, "hey its jo"),
     (U, "the mfa rollout, do we do it for aquaview operators too or only office stuff"),
     (A, "For SCADA HMIs, MFA can slow down control-room operators in emergencies. A common compromise:\n1. MFA for remote/VPN access to AquaView.\n2. No MFA on the physical control-room consoles, but badge-restricted room.\n3. MFA for all office systems.\nWould you like to propose that?"),
     (U, "sounds right"),
     (U, "ok let's do that for mfa, tomasz + hanne fine w it"),
     (A, "Recorded: MFA required for remote/VPN AquaView access and all office systems; control-room consoles exempt but badge-restricted."),
     (U, "when do we start... probably april? not sure yet"),
     (A, "Start date isn't confirmed yet. I'll keep it as open."),
   ],
   "facts": [
     {"kind": "decision", "turn": 4, "text": "MFA applies to remote/VPN AquaView access and office systems; control-room consoles are exempt but badge-restricted.", "keywords": ["mfa", "let's do that"]},
     {"kind": "open", "turn": 6, "text": "The start date of the MFA rollout is not fixed (maybe April).", "keywords": ["april", "not sure"]},
   ],
   "answered": [1]},

  {"id": "t19", "day": "2026-03-05",
   "turns": [
     (U, "im bored lol tell me a water joke"),
     (A, "Why did the pipe go to therapy? It had too many unresolved pressure issues."),
     (U, "😂 terrible"),
     (U, "ok back to work"),
     (A, "Good luck!"),
   ],
   "facts": [],
   "answered": [0]},

  {"id": "t20", "day": "2026-03-09",
   "turns": [
     (U, "dmitri. crewtrack priority codes are a mess. can u propose a cleaner set"),
     (A, "Proposal:\n1. P1 Emergency - burst, no supply, safety: on site within 1 h.\n2. P2 Urgent - visible leak, low pressure: within 4 h.\n3. P3 Planned - within 5 working days.\n4. P4 Routine - scheduled maintenance.\nCurrently you may have overlapping codes; mapping old codes to these four keeps history usable."),
     (U, "we have P0 too for major incidents"),
     (A, "Then add P0 Major incident - multiple zones or critical customers, triggers incident manager, immediate response."),
     (U, "ok approved by priya, P0 to P4, from monday on all new jobs in crewtrack use it"),
     (A, "Noted: CrewTrack priority codes P0-P4 as above, used for all new jobs from Monday."),
     (U, "old codes? map or leave... dunno"),
   ],
   "facts": [
     {"kind": "decision", "turn": 4, "text": "CrewTrack uses five priority codes P0 to P4 for all new jobs from Monday 16 March 2026.", "keywords": ["P0 to P4", "from monday on"]},
     {"kind": "open", "turn": 6, "text": "Whether old CrewTrack priority codes get mapped to the new ones or left as they are is undecided.", "keywords": ["old codes", "map or leave"]},
   ],
   "answered": [0, 2]},

  {"id": "t21", "day": "2026-03-12",
   "turns": [
     (U, "hydrosim model calibration... how close should modelled vs measured pressure be"),
     (A, "Common guidance: about 85% of pressure readings within ±0.5 m for small models, or ±0.75 m to ±2 m for larger networks, depending on the standard. Flows typically within ±5% for large mains. Check your regulator's guideline."),
     (U, "ok we'll use ±1 m for 85% of points as our target, ines signed off"),
     (A, "Recorded: HydroSim calibration target is 85% of pressure points within ±1 m, signed off by Ines."),
     (U, "thx"),
   ],
   "facts": [
     {"kind": "decision", "turn": 2, "text": "The HydroSim calibration target is 85% of pressure points within ±1 m.", "keywords": ["±1 m", "85%"]},
   ],
   "answered": [0]},

  {"id": "t22", "day": "2026-03-16",
   "turns": [
     (U, "hi"),
     (U, "pumpwise savings report says 11% energy saving in feb?? is that real"),
     (A, "It may be, but check:\n1. Was February milder, with lower demand?\n2. Were any pumps out of service?\n3. Is the baseline weather-normalised?\nWithout normalisation, 11% could overstate the effect."),
     (U, "baseline is raw kwh. hmm"),
     (U, "hanne wants normalised numbers before we tell the board"),
     (A, "Makes sense. Shall I outline a normalisation method using demand (m³ pumped) as the driver? kWh/m³ is the simplest."),
     (U, "yes kwh per m3 from now on, that's the kpi"),
     (A, "Noted: PumpWise savings KPI is kWh per m³ pumped from now on, replacing raw kWh."),
   ],
   "facts": [
     {"kind": "change", "turn": 6, "text": "The PumpWise savings KPI is now kWh per m³ pumped instead of raw kWh.", "keywords": ["kwh per m3", "kpi"]},
   ],
   "answered": [1]},

  {"id": "t23", "day": "2026-03-23",
   "turns": [
     (U, "beth. fieldpad tablets - vendor says model R8 eol in june. need replacement"),
     (A, "Options:\n1. R9 from the same vendor (drop-in, same mounts).\n2. Rugged phone instead of tablet (cheaper, smaller screen).\n3. Consumer tablet in rugged case (cheapest, less robust)."),
     (U, "dmitri says option 1 no question, R9 it is, crews hate small screens"),
     (U, "qty 35"),
     (A, "Noted: replace 35 FieldPad R8 tablets with the R9 model."),
     (U, "budget not confirmed yet tho, finance hasnt answered"),
     (A, "Understood, budget approval for the R9 tablets is still pending."),
   ],
   "facts": [
     {"kind": "decision", "turn": 2, "text": "FieldPad R8 tablets (end of life June) will be replaced by the R9 model, 35 units.", "keywords": ["R9", "option 1"]},
     {"kind": "open", "turn": 5, "text": "Finance has not yet confirmed the budget for the R9 tablets.", "keywords": ["budget", "finance"]},
   ],
   "answered": []},

  {"id": "t24", "day": "2026-03-25",
   "turns": [
     (U, "whats the shortcut to measure distance in mapline web"),
     (A, "In most MapLine web builds it's the ruler icon in the toolbar, or press M. Double-click to finish."),
     (U, "ah M. ok"),
     (U, "thx"),
     (A, "You're welcome!"),
   ],
   "facts": [],
   "answered": [0]},

  {"id": "t25", "day": "2026-04-01",
   "turns": [
     (U, "jo. mfa start date decided: april 20, remote aquaview first, office 2 weeks later"),
     (A, "Noted: MFA rollout starts 20 April with remote AquaView access, office systems two weeks later (4 May)."),
     (U, "authenticator app is going to be the microsoft one, not sms"),
     (A, "Recorded: authenticator app instead of SMS."),
     (U, "not april fools btw lol"),
     (A, "Ha, noted as real!"),
   ],
   "facts": [
     {"kind": "decision", "turn": 0, "text": "MFA rollout starts 20 April 2026 with remote AquaView access; office systems follow two weeks later.", "keywords": ["april 20", "2 weeks later"]},
     {"kind": "decision", "turn": 2, "text": "MFA uses an authenticator app, not SMS.", "keywords": ["authenticator", "sms"]},
   ],
   "answered": []},

  {"id": "t26", "day": "2026-04-03",
   "turns": [
     (U, "ines. can u help me word an email to the council about sharing mapline data"),
     (A, "Draft:\n'Dear Mr Hargreave,\nFollowing our conversation, Kessling Valley Water is happy to share network layers (mains, valves, hydrants) from MapLine under a data-sharing agreement. Sensitive assets (reservoirs, pumping stations, SCADA sites) will be excluded for security reasons. Could you confirm the intended use and a contact for the agreement?\nKind regards, Ines Albrecht'"),
     (U, "good but they want quarterly updates"),
     (A, "Add: 'We propose quarterly data refreshes, delivered as file geodatabase.'"),
     (U, "we agreed: quarterly, no scada sites, no reservoirs. hanne signed"),
     (A, "Recorded: council data sharing from MapLine, quarterly refresh, excluding SCADA sites and reservoirs, signed by Hanne."),
   ],
   "facts": [
     {"kind": "decision", "turn": 4, "text": "MapLine data is shared with the council quarterly, excluding SCADA sites and reservoirs.", "keywords": ["quarterly", "no reservoirs"]},
   ],
   "answered": [0, 2]},

  {"id": "t27", "day": "2026-04-14",
   "turns": [
     (U, "tomasz. flowvault disk at 91%"),
     (U, "```\n/dev/sdb1  4.0T  3.6T  370G  91% /data/flowvault\n```"),
     (A, "At 91% you have ~370 GB. Options:\n1. Compress archives older than 2 years.\n2. Add a disk / extend the volume.\n3. Reduce retention of high-frequency tags (e.g. 1 s tags down-sampled after 1 year).\n4. Move old archives to VLT-02 cold storage."),
     (U, "we'll do 3 and 4"),
     (U, "1s tags get downsampled to 1 min after 13 months. archives older than 5 years go to vlt-02"),
     (A, "Noted: FlowVault 1-second tags are down-sampled to 1-minute after 13 months; archives older than 5 years move to VLT-02."),
     (U, "ok"),
   ],
   "facts": [
     {"kind": "decision", "turn": 4, "text": "FlowVault 1-second tags are down-sampled to 1-minute after 13 months.", "keywords": ["1 min", "13 months"]},
     {"kind": "decision", "turn": 4, "text": "FlowVault archives older than 5 years move to the VLT-02 vault.", "keywords": ["5 years", "vlt-02"]},
   ],
   "answered": [0]},

  {"id": "t28", "day": "2026-04-16",
   "turns": [
     (U, "hey"),
     (U, "does anyone know the new canteen opening hours"),
     (A, "I don't have the canteen hours, sorry. Facilities should know."),
     (U, "k"),
     (U, "other thing: pls translate 'valve exercising' to german"),
     (A, "'Schieberbetätigung' or 'Armaturenbewegung'. In German water utilities 'Schieber bewegen' is common too."),
     (U, "danke"),
   ],
   "facts": [],
   "answered": [4]},

  {"id": "t29", "day": "2026-04-22",
   "turns": [
     (U, "priya. alarmdesk: we're dropping SMS paging entirely, app push only from may 1"),
     (A, "Noted: from 1 May, AlarmDesk stops SMS paging and uses app push notifications only."),
     (U, "but keep voice call as escalation if not acked in 10 min"),
     (A, "Understood: voice call escalation after 10 minutes unacknowledged."),
     (U, "yup"),
     (U, "and tomasz is off the rota from june, he's on the scada upgrade full time. replacement tbd"),
     (A, "Recorded: Tomasz leaves the AlarmDesk rota from June for the SCADA upgrade; replacement not yet decided."),
   ],
   "facts": [
     {"kind": "change", "turn": 0, "text": "From 1 May 2026 AlarmDesk no longer sends SMS pages; app push notifications only.", "keywords": ["sms", "may 1"]},
     {"kind": "decision", "turn": 2, "text": "AlarmDesk escalates to a voice call if an alarm is not acknowledged within 10 minutes.", "keywords": ["voice call", "10 min"]},
     {"kind": "change", "turn": 5, "text": "Tomasz leaves the AlarmDesk on-call rota from June 2026 to work full time on the SCADA upgrade.", "keywords": ["tomasz", "from june"]},
     {"kind": "open", "turn": 5, "text": "Tomasz's replacement on the AlarmDesk rota is not decided.", "keywords": ["replacement", "tbd"]},
   ],
   "answered": []},

  {"id": "t30", "day": "2026-04-29",
   "turns": [
     (U, "marta. first monthly nightflow report went out on time 🎉"),
     (U, "compliance asked if we can add leakage estimate per dma"),
     (A, "Congratulations! Leakage per DMA is usually estimated as minimum night flow minus legitimate night use (e.g. 1.7 l/property/h). Would you like a formula for ReportHub?"),
     (U, "yes"),
     (A, "Leakage_ls = MNF_ls - (properties * 1.7 / 3600) - exceptional_night_users_ls"),
     (U, "ok we use 1.7 l/prop/h, adding it to report from may"),
     (A, "Recorded: leakage estimate per DMA added from May, using 1.7 l/property/h legitimate night use."),
   ],
   "facts": [
     {"kind": "decision", "turn": 5, "text": "From May 2026 the night-flow report includes a per-DMA leakage estimate using 1.7 l/property/h legitimate night use.", "keywords": ["1.7", "from may"]},
   ],
   "answered": [3]},
]
CHATS += [
  {"id": "t31", "day": "2026-05-04",
   "turns": [
     (U, "hi! ravi"),
     (U, "leaksense loggers in DMA K12 flagged 6 noise clusters overnight"),
     (U, "| logger | noise_db | spread |\n|---|---|---|\n| LS-1201 | 38 | low |\n| LS-1204 | 52 | high |\n| LS-1205 | 49 | high |\n| LS-1209 | 31 | low |"),
     (A, "LS-1204 and LS-1205 show high level and high spread, which usually points to a leak between them. LS-1201 and LS-1209 look like background noise. Suggest correlating 1204-1205 first."),
     (U, "correlated, leak at 34 m from 1204 on Brook Lane"),
     (U, "dmitri's crew fixing tmrw, crewtrack job P2"),
     (A, "Good find. Noted: leak on Brook Lane, 34 m from LS-1204, CrewTrack job P2 tomorrow."),
   ],
   "facts": [],
   "answered": [2]},

  {"id": "t32", "day": "2026-05-06",
   "turns": [
     (U, "jo. mfa remote went ok mostly, 3 ppl lost phones lol"),
     (U, "anyway: office mfa pushed to may 18, not may 4, helpdesk swamped"),
     (A, "Noted: office-system MFA moves from 4 May to 18 May because the helpdesk is overloaded."),
     (U, "also backup codes printed and kept in the control room safe"),
     (A, "Recorded: MFA backup codes kept in the control-room safe."),
     (U, "ty"),
   ],
   "facts": [
     {"kind": "change", "turn": 1, "text": "Office-system MFA rollout moved from 4 May to 18 May 2026 because the helpdesk was swamped.", "keywords": ["may 18", "helpdesk"]},
     {"kind": "decision", "turn": 3, "text": "MFA backup codes are printed and kept in the control-room safe.", "keywords": ["backup codes", "safe"]},
   ],
   "answered": []},

  {"id": "t33", "day": "2026-05-12",
   "turns": [
     (U, "hanne here"),
     (U, "scada upgrade. we got 2 bids for replacing aquaview. summarise pls"),
     (U, "Bid A: Northgate Controls - EUR 640k, 14 months, keeps existing RTUs, 5yr support\nBid B: Helix Automation - EUR 585k, 18 months, needs 40% RTU replacement (extra ~EUR 120k), 7yr support"),
     (A, "Summary:\n1. Northgate: EUR 640k, 14 months, no RTU replacement, 5-year support. Total ~EUR 640k.\n2. Helix: EUR 585k + ~EUR 120k RTUs = ~EUR 705k, 18 months, 7-year support.\nNorthgate is cheaper in total and faster; Helix gives longer support."),
     (U, "board meeting thursday. i'll recommend northgate"),
     (A, "Sounds reasonable. Want me to draft a one-page recommendation?"),
     (U, "later maybe"),
   ],
   "facts": [
     {"kind": "open", "turn": 4, "text": "Hanne will recommend Northgate for the AquaView replacement; the board decides on Thursday.", "keywords": ["northgate", "board meeting"]},
   ],
   "answered": [1]},

  {"id": "t34", "day": "2026-05-15",
   "turns": [
     (U, "board approved northgate!!"),
     (U, "project start july 1, tomasz is project lead"),
     (A, "Congratulations! Recorded: the board approved Northgate Controls to replace AquaView; project starts 1 July with Tomasz as project lead."),
     (U, "new system name is 'Northgate Vista' but we'll still call it aquaview internally prob lol"),
     (A, "Noted."),
   ],
   "facts": [
     {"kind": "decision", "turn": 0, "text": "The board approved Northgate Controls as the supplier to replace AquaView.", "keywords": ["approved", "northgate"]},
     {"kind": "decision", "turn": 1, "text": "The SCADA replacement project starts 1 July 2026 with Tomasz as project lead.", "keywords": ["july 1", "project lead"]},
   ],
   "answered": []},

  {"id": "t35", "day": "2026-05-19",
   "turns": [
     (U, "yo"),
     (U, "can u fix this python, it should read crewtrack csv and count jobs per priority"),
     (U, "```\nimport csv\nc={}\nfor r in csv.reader(open('jobs.csv')):\n  c[r['priority']]+=1\n```\nTypeError: list indices must be integers or slices, not str"),
     (A, "Use DictReader and a default:\n```python\nimport csv\nfrom collections import Counter\nwith open('jobs.csv', newline='') as f:\n    c = Counter(r['priority'] for r in csv.DictReader(f))\nprint(c)\n```"),
     (U, "nice works"),
     (U, "P2 is 61% of everything lol"),
     (A, "That's a high share; might be worth checking whether P2 is being used as a default."),
   ],
   "facts": [],
   "answered": [1]},

  {"id": "t36", "day": "2026-05-27",
   "turns": [
     (U, "priya. alarmdesk rota replacement for tomasz decided: ravi takes his slot from june 1"),
     (A, "Recorded: Ravi takes Tomasz's AlarmDesk on-call slot from 1 June."),
     (U, "ravi gets the on-call allowance, hr knows"),
     (U, "also rota now weekly handover on mondays 8am, not fridays anymore"),
     (A, "Noted: AlarmDesk rota handover moves from Fridays to Mondays at 08:00."),
     (U, "👍"),
   ],
   "facts": [
     {"kind": "decision", "turn": 0, "text": "Ravi takes over Tomasz's AlarmDesk on-call slot from 1 June 2026.", "keywords": ["ravi", "june 1"]},
     {"kind": "change", "turn": 3, "text": "The AlarmDesk rota handover moves from Fridays to Mondays at 8am.", "keywords": ["mondays 8am", "fridays"]},
   ],
   "answered": []},

  {"id": "t37", "day": "2026-06-03",
   "turns": [
     (U, "hot today 🥵"),
     (U, "demand through the roof, res 3 dropping"),
     (U, "pumpwise wants to run the cheap tariff only, but we need to pump now"),
     (A, "In high demand, supply security comes before tariff optimisation. Options:\n1. Put PumpWise in manual override for the Res 3 pumps.\n2. Raise the minimum level constraint for Res 3 in PumpWise so it starts pumping earlier.\n3. Both."),
     (U, "did 1 for now"),
     (U, "and from now on pumpwise min level for res 3 is 45% not 30%, summer setting till sept 30"),
     (A, "Recorded: PumpWise minimum level for Reservoir 3 raised from 30% to 45% as a summer setting until 30 September."),
   ],
   "facts": [
     {"kind": "change", "turn": 5, "text": "The PumpWise minimum level for Reservoir 3 is raised from 30% to 45% as a summer setting until 30 September 2026.", "keywords": ["45%", "sept 30"]},
   ],
   "answered": [2]},

  {"id": "t38", "day": "2026-06-05",
   "turns": [
     (U, "ines. need a quick hand w a definition query in mapline"),
     (U, "show mains where material = CI and install_year < 1960"),
     (A, "`material = 'CI' AND install_year < 1960`"),
     (U, "but exclude the 1900 placeholders"),
     (A, "`material = 'CI' AND install_year < 1960 AND install_year <> 1900`"),
     (U, "ty ty"),
   ],
   "facts": [],
   "answered": [1, 3]},

  {"id": "t39", "day": "2026-06-11",
   "turns": [
     (U, "beth. finance finally approved tablets"),
     (U, "but only 30 not 35, they said share the spare ones"),
     (A, "Noted: finance approved 30 R9 tablets instead of 35; crews will share spares."),
     (U, "delivery end of july"),
     (A, "Recorded: delivery expected end of July."),
     (U, "dmitri is gonna be mad lol"),
   ],
   "facts": [
     {"kind": "change", "turn": 1, "text": "Finance approved only 30 R9 tablets instead of 35.", "keywords": ["30 not 35", "spare"]},
     {"kind": "decision", "turn": 3, "text": "The R9 tablets are expected to be delivered at the end of July 2026.", "keywords": ["delivery", "end of july"]},
   ],
   "answered": []},

  {"id": "t40", "day": "2026-06-22",
   "turns": [
     (U, "hey assistant"),
     (U, "dmitri. what is the safe trench depth before we need shoring"),
     (A, "Many regulations require protective systems at 1.2 m (4 ft) or deeper unless in stable rock, and a competent person must assess shallower trenches too. Check your local regulation and company safety policy."),
     (U, "our policy says 1.2 yep"),
     (U, "ok thx"),
   ],
   "facts": [],
   "answered": [1]},

  {"id": "t41", "day": "2026-07-01",
   "turns": [
     (U, "tomasz. scada project kickoff today w northgate"),
     (U, "key points from kickoff:\n- pilot site is pumping station PS-2\n- cutover of all sites by aug 2027\n- weekly status thursdays 10:00\n- rtus stay, only master station + hmis replaced"),
     (A, "Summary of kickoff:\n1. Pilot at PS-2.\n2. Full cutover by August 2027.\n3. Weekly status meeting Thursdays 10:00.\n4. RTUs kept; master station and HMIs replaced."),
     (U, "open question: do we keep flowvault or take northgate's historian? nobody decided"),
     (A, "Noted as open: whether to keep FlowVault or switch to Northgate's historian."),
   ],
   "facts": [
     {"kind": "decision", "turn": 1, "text": "The SCADA replacement pilot site is pumping station PS-2.", "keywords": ["pilot", "PS-2"]},
     {"kind": "decision", "turn": 1, "text": "All sites are to be cut over to the new SCADA by August 2027.", "keywords": ["cutover", "aug 2027"]},
     {"kind": "open", "turn": 3, "text": "It is undecided whether to keep FlowVault or take Northgate's historian.", "keywords": ["flowvault", "northgate's historian"]},
   ],
   "answered": []},

  {"id": "t42", "day": "2026-07-08",
   "turns": [
     (U, "olu"),
     (U, "can u rewrite this for a customer, too technical:\n'Supply interruption due to mains burst on 300mm DI trunk main, isolation via valves VLV-004411 and VLV-004417, estimated restoration 18:00.'"),
     (A, "'We're sorry - a large water pipe has burst in your area and we've had to turn off the supply to repair it. We expect water to be back by 6pm today. Thank you for your patience.'"),
     (U, "perfect thx"),
     (U, "hmm can customer contact get alarmdesk notifications for bursts? so we know before customers call"),
     (A, "That would need a decision from Priya, as AlarmDesk routing is ops-owned. Shall I note it?"),
     (U, "yes priya said she'll think about it"),
   ],
   "facts": [
     {"kind": "open", "turn": 6, "text": "Whether customer contact gets AlarmDesk burst notifications is still being considered by Priya.", "keywords": ["priya", "think about it"]},
   ],
   "answered": [1]},

  {"id": "t43", "day": "2026-07-15",
   "turns": [
     (U, "jo here"),
     (U, "backup change: aquaview backups now go to VLT-03 offsite, not vlt-02 anymore. vlt-02 stays for flowvault archives"),
     (A, "Noted: AquaView backups move from VLT-02 to the offsite VLT-03; VLT-02 keeps the FlowVault archives."),
     (U, "reason: auditor said backup in same building as depot is bad"),
     (A, "Makes sense - offsite backups protect against site-level incidents."),
     (U, "yep"),
   ],
   "facts": [
     {"kind": "change", "turn": 1, "text": "AquaView backups moved from VLT-02 to the offsite vault VLT-03; VLT-02 stays for FlowVault archives.", "keywords": ["VLT-03", "offsite"]},
   ],
   "answered": []},

  {"id": "t44", "day": "2026-07-23",
   "turns": [
     (U, "hi can u make a table of our dma count per zone pls from this"),
     (U, "N1 4, N2 3, N3 5, N4 6, S1 2, S2 7"),
     (A, "| Zone | DMAs |\n|---|---|\n| N1 | 4 |\n| N2 | 3 |\n| N3 | 5 |\n| N4 | 6 |\n| S1 | 2 |\n| S2 | 7 |\n| Total | 27 |"),
     (U, "27 nice"),
     (U, "thx"),
   ],
   "facts": [],
   "answered": [0]},

  {"id": "t45", "day": "2026-07-30",
   "turns": [
     (U, "dmitri. tablets came. 30 R9s"),
     (U, "fieldpad on the new ones logs out after 15 min again?? i thought jo fixed that"),
     (A, "Back in January the timeout was raised to 60 minutes. The new R9 tablets may have a default device policy. Worth asking Jo to apply the same profile."),
     (U, "jo says new device policy, they can do 30 min max now bc of security audit"),
     (U, "so 30 min it is. ugh"),
     (A, "Noted: FieldPad idle timeout is now 30 minutes on the R9 tablets, down from 60, due to the security audit."),
   ],
   "facts": [
     {"kind": "change", "turn": 3, "text": "FieldPad idle timeout is now 30 minutes (down from 60) because of the security audit device policy.", "keywords": ["30 min", "security audit"]},
   ],
   "answered": [1]},

  {"id": "t46", "day": "2026-08-04",
   "turns": [
     (U, "tomasz. historian decision made: we keep flowvault, northgate will integrate via OPC UA"),
     (A, "Recorded: FlowVault stays as the historian; Northgate integrates via OPC UA."),
     (U, "saves like 90k"),
     (U, "also pilot at PS-2 slipping to october, northgate engineer sick"),
     (A, "Noted: PS-2 pilot slips to October."),
   ],
   "facts": [
     {"kind": "decision", "turn": 0, "text": "FlowVault stays as the historian; Northgate integrates with it via OPC UA.", "keywords": ["keep flowvault", "OPC UA"]},
     {"kind": "change", "turn": 3, "text": "The PS-2 SCADA pilot slipped to October 2026 because a Northgate engineer was ill.", "keywords": ["october", "sick"]},
   ],
   "answered": []},

  {"id": "t47", "day": "2026-08-12",
   "turns": [
     (U, "lol our coffee machine has a firmware update pending. everything is iot now"),
     (A, "Ha! Hopefully it isn't on the SCADA network."),
     (U, "it better not be 😅"),
     (U, "ok question: whats a good naming for new hydrosim scenarios"),
     (A, "Suggestion: `YYYY-MM_<zone>_<purpose>_v<n>`, e.g. `2026-08_N4_fireflow_v1`."),
     (U, "ok we use that YYYY-MM naming for all new scenarios"),
   ],
   "facts": [
     {"kind": "decision", "turn": 5, "text": "HydroSim scenarios are named YYYY-MM_<zone>_<purpose>_v<n>.", "keywords": ["YYYY-MM", "scenarios"]},
   ],
   "answered": [3]},

  {"id": "t48", "day": "2026-08-19",
   "turns": [
     (U, "marta"),
     (U, "assetbook: ines wants to replace the 1900 placeholder with NULL + est flag, the 1900 breaks age stats"),
     (A, "That makes sense: 1900 skews average pipe and hydrant ages. Using NULL with an estimation flag avoids that, though some reports may need updating to handle NULL."),
     (U, "decided. no more 1900. running the update friday"),
     (A, "Recorded: the 1900 placeholder in AssetBook is replaced by NULL plus est flag, update Friday."),
   ],
   "facts": [
     {"kind": "change", "turn": 3, "text": "AssetBook drops the 1900 install-year placeholder; unknown years become NULL with the est flag.", "keywords": ["no more 1900", "friday"]},
   ],
   "answered": []},

  {"id": "t49", "day": "2026-08-27",
   "turns": [
     (U, "ravi. 4g fallback at bs-7 saved us twice this month"),
     (U, "priya wants 4g fallback on all 9 booster stations now"),
     (A, "Noted: 4G fallback to be extended to all 9 booster stations."),
     (U, "beth ordering 8 more TX-410"),
     (U, "sim contract with which provider? not decided"),
     (A, "Open: which mobile provider supplies the SIM contract."),
   ],
   "facts": [
     {"kind": "decision", "turn": 1, "text": "4G fallback is extended to all 9 booster stations.", "keywords": ["all 9", "booster"]},
     {"kind": "open", "turn": 4, "text": "The mobile provider for the booster-station SIM contract is not decided.", "keywords": ["sim contract", "provider"]},
   ],
   "answered": []},

  {"id": "t50", "day": "2026-09-02",
   "turns": [
     (U, "hi its olu again"),
     (U, "any news on alarmdesk for customer contact?"),
     (A, "I don't have a record of a decision yet; in July Priya said she would think about it."),
     (U, "ok just asked her. yes but only P0 and P1 bursts, read-only, via email digest not push"),
     (A, "Recorded: customer contact receives P0 and P1 burst notifications from AlarmDesk, read-only, as an email digest."),
     (U, "yay"),
   ],
   "facts": [
     {"kind": "decision", "turn": 3, "text": "Customer contact receives AlarmDesk P0/P1 burst notifications, read-only, by email digest.", "keywords": ["P0 and P1", "email digest"]},
   ],
   "answered": [1]},

  {"id": "t51", "day": "2026-09-10",
   "turns": [
     (U, "hey"),
     (U, "hanne. leaksense renewal... vendor was bought by Hydrocorp, prices going up 20% next yr even on our 3yr deal??"),
     (A, "If your contract fixes the price for three years, a price rise may breach it. Check the price-adjustment clause. Options:\n1. Ask legal to review.\n2. Negotiate.\n3. Evaluate alternatives before the next renewal."),
     (U, "legal checking. no answer yet"),
     (A, "Noted as open: legal review of the Hydrocorp price increase."),
   ],
   "facts": [
     {"kind": "open", "turn": 3, "text": "Legal has not yet answered whether Hydrocorp can raise LeakSense prices 20% despite the 3-year deal.", "keywords": ["legal", "no answer"]},
   ],
   "answered": []},

  {"id": "t52", "day": "2026-09-16",
   "turns": [
     (U, "ines. can u explain what a topology check in mapline actually does, the intern asked"),
     (A, "A topology check verifies spatial rules, for example:\n1. Pipe ends snap to nodes (no dangles).\n2. Valves lie on pipes.\n3. No overlapping pipe segments.\n4. Connectivity from sources to every customer.\nErrors are listed for correction."),
     (U, "ok and we run that nightly from now, not weekly"),
     (A, "Noted: MapLine topology check runs nightly instead of weekly."),
     (U, "cheers"),
   ],
   "facts": [
     {"kind": "change", "turn": 2, "text": "The MapLine topology check now runs nightly instead of weekly.", "keywords": ["nightly", "weekly"]},
   ],
   "answered": [0]},

  {"id": "t53", "day": "2026-09-29",
   "turns": [
     (U, "priya. summer setting res 3 ends tomorrow"),
     (U, "pumpwise min level back to 30%? or keep 45"),
     (A, "Your earlier decision set 45% until 30 September. Returning to 30% saves energy but reduces reserve. Given autumn demand is lower, 30% is usual."),
     (U, "hanne says compromise 35% year round"),
     (U, "so res 3 min 35% permanent"),
     (A, "Recorded: PumpWise minimum level for Reservoir 3 is 35% year-round from now."),
   ],
   "facts": [
     {"kind": "change", "turn": 4, "text": "The PumpWise minimum level for Reservoir 3 is permanently set to 35% year-round.", "keywords": ["35%", "permanent"]},
   ],
   "answered": [1]},

  {"id": "t54", "day": "2026-10-07",
   "turns": [
     (U, "tomasz"),
     (U, "ps-2 pilot live since monday 🎉"),
     (U, "issues so far:\n1 alarm text encoding umlauts broken\n2 trend screen slow\n3 operators want dark mode"),
     (A, "Congratulations! Suggestions:\n1. Encoding: check the OPC UA string encoding (UTF-8) on both ends.\n2. Trend slowness: reduce default time range or use FlowVault aggregates.\n3. Dark mode: ask Northgate if their HMI theme supports it."),
     (U, "umlauts fixed, utf-8 thing"),
     (U, "dark mode yes, northgate adds it in next release"),
     (U, "trend screen no idea yet"),
   ],
   "facts": [
     {"kind": "decision", "turn": 5, "text": "Northgate will add dark mode to the HMI in its next release.", "keywords": ["dark mode", "next release"]},
     {"kind": "open", "turn": 6, "text": "The cause of the slow trend screen in the PS-2 pilot is not known yet.", "keywords": ["trend screen", "no idea"]},
   ],
   "answered": [2]},

  {"id": "t55", "day": "2026-10-14",
   "turns": [
     (U, "beth. sim contract: going with Telvia, 9 sims, 24 months, iot plan"),
     (A, "Recorded: booster-station SIMs from Telvia, 9 SIMs, 24-month IoT plan."),
     (U, "priya approved"),
     (U, "thx bye"),
     (A, "Bye!"),
   ],
   "facts": [
     {"kind": "decision", "turn": 0, "text": "The booster-station 4G SIMs come from Telvia: 9 SIMs on a 24-month IoT plan.", "keywords": ["Telvia", "24 months"]},
   ],
   "answered": []},

  {"id": "t56", "day": "2026-10-21",
   "turns": [
     (U, "hanne"),
     (U, "legal came back on leaksense/hydrocorp. price is fixed till end of contract, they cant raise it"),
     (A, "Good outcome: the LeakSense price stays fixed until the end of the 3-year contract."),
     (U, "but we start evaluating alternatives in 2027 anyway. ravi leads that"),
     (A, "Noted: Ravi leads an evaluation of LeakSense alternatives in 2027."),
   ],
   "facts": [
     {"kind": "decision", "turn": 1, "text": "Legal confirmed the LeakSense price is fixed until the end of the contract; Hydrocorp cannot raise it.", "keywords": ["legal", "fixed"]},
     {"kind": "decision", "turn": 3, "text": "Ravi leads an evaluation of LeakSense alternatives in 2027.", "keywords": ["ravi", "2027"]},
   ],
   "answered": []},

  {"id": "t57", "day": "2026-10-28",
   "turns": [
     (U, "can u help me write a toast for priya's 10 yr work anniversary lol"),
     (A, "'To Priya - ten years of keeping the water flowing, the alarms quiet and the rest of us calm. Here's to the next ten!'"),
     (U, "cute"),
     (U, "ty"),
     (A, "Enjoy the celebration!"),
   ],
   "facts": [],
   "answered": [0]},

  {"id": "t58", "day": "2026-11-04",
   "turns": [
     (U, "jo. patch policy for the new scada"),
     (U, "tomasz + me agreed: monthly patch window, 2nd tuesday 22:00-02:00, standby first"),
     (A, "Recorded: new SCADA patch window is monthly on the second Tuesday, 22:00-02:00, standby server first."),
     (U, "and xmas freeze this year dec 15 - jan 8"),
     (A, "Noted: holiday change freeze from 15 December to 8 January."),
   ],
   "facts": [
     {"kind": "decision", "turn": 1, "text": "The new SCADA has a monthly patch window on the second Tuesday, 22:00-02:00, standby first.", "keywords": ["2nd tuesday", "22:00"]},
     {"kind": "decision", "turn": 3, "text": "The 2026 holiday change freeze runs from 15 December to 8 January.", "keywords": ["dec 15", "jan 8"]},
   ],
   "answered": []},

  {"id": "t59", "day": "2026-11-12",
   "turns": [
     (U, "tomasz. trend screen slowness found: it was querying flowvault raw data for 30 days by default"),
     (U, "default range now 24h, uses 1min aggregates beyond that"),
     (A, "Great find. Noted: trend screen default range is now 24 hours, with 1-minute aggregates for longer ranges."),
     (U, "rollout to next 3 sites starts jan 2027"),
     (A, "Recorded: next three sites from January 2027."),
     (U, "which 3 sites - still arguing w priya lol"),
   ],
   "facts": [
     {"kind": "change", "turn": 1, "text": "The new SCADA trend screen default range is now 24 hours with 1-minute aggregates beyond that.", "keywords": ["24h", "aggregates"]},
     {"kind": "decision", "turn": 3, "text": "Rollout of the new SCADA to the next three sites starts January 2027.", "keywords": ["next 3 sites", "jan 2027"]},
     {"kind": "open", "turn": 5, "text": "Which three sites come next in the SCADA rollout is still being argued.", "keywords": ["which 3 sites", "arguing"]},
   ],
   "answered": []},

  {"id": "t60", "day": "2026-11-25",
   "turns": [
     (U, "marta. yearly summary for the nightflow report pls help me structure it"),
     (A, "Suggested structure:\n1. Executive summary (total leakage trend).\n2. DMA ranking by leakage per property.\n3. Repairs found via LeakSense.\n4. Data quality notes.\n5. Next year's targets."),
     (U, "good. target for 2027: leakage down 8% vs 2026, hanne approved"),
     (A, "Recorded: 2027 target is an 8% leakage reduction compared with 2026."),
     (U, "also from jan we report to regulator via their portal, not email"),
     (A, "Noted: night-flow reports go through the regulator portal instead of email from January."),
     (U, "thx!! 🙏"),
   ],
   "facts": [
     {"kind": "decision", "turn": 2, "text": "The 2027 leakage target is an 8% reduction compared with 2026.", "keywords": ["8%", "2027"]},
     {"kind": "change", "turn": 4, "text": "From January 2027 night-flow reports go to the regulator through their portal instead of email.", "keywords": ["portal", "not email"]},
   ],
   "answered": [0]},
]

QUESTIONS = [
  {"question": "who picked up kai's alarmdesk on-call slot back in december?", "chat": "t01", "fact": 0},
  {"question": "what did we do about the rats chewing antenna cables at the reservoirs?", "chat": "t02", "fact": 0},
  {"question": "did we take the one year or the three year leaksense renewal last december?", "chat": "t03", "fact": 0},
  {"question": "what was the N4 low pressure alarm lowered to at the start of january?", "chat": "t05", "fact": 0},
  {"question": "until when were we not allowed to patch the scada servers over the 2025 holidays?", "chat": "t06", "fact": 0},
  {"question": "did anyone ever say if the historian server was included in last winter's freeze?", "chat": "t06", "fact": 1},
  {"question": "what value did we originally put in assetbook for hydrants with an unknown install year?", "chat": "t07", "fact": 0},
  {"question": "where did aquaview backups go in january after we retired the old NAS?", "chat": "t09", "fact": 0},
  {"question": "how long was the fieldpad idle timeout after jo fixed it in january?", "chat": "t10", "fact": 0},
  {"question": "how are asbestos cement mains shown on the mapline map?", "chat": "t11", "fact": 0},
  {"question": "what did the N4 pressure alarm go back up to in february after we missed an event?", "chat": "t12", "fact": 0},
  {"question": "is there any delay on the N4 pressure alarm so it doesn't page for brief dips?", "chat": "t12", "fact": 1},
  {"question": "how often does the regulator want the dma night flow numbers since the january visit?", "chat": "t13", "fact": 0},
  {"question": "what's the name of the gis layer customer contact uses to see flushing areas?", "chat": "t14", "fact": 0},
  {"question": "what did we decide to do about the flaky radio link at booster bs-7?", "chat": "t16", "fact": 0},
  {"question": "which tool is the monthly night flow report built in and who builds it?", "chat": "t17", "fact": 0},
  {"question": "do control room operators need mfa on the aquaview consoles?", "chat": "t18", "fact": 0},
  {"question": "how many priority levels does crewtrack have now and since when?", "chat": "t20", "fact": 0},
  {"question": "was it ever settled what happens to the old crewtrack priority codes?", "chat": "t20", "fact": 1},
  {"question": "what accuracy are we aiming for when calibrating the hydraulic model?", "chat": "t21", "fact": 0},
  {"question": "what metric do we use now to report pumpwise energy savings?", "chat": "t22", "fact": 0},
  {"question": "which tablet model was chosen to replace the end-of-life fieldpad devices?", "chat": "t23", "fact": 0},
  {"question": "when did mfa go live for remote scada access?", "chat": "t25", "fact": 0},
  {"question": "do we use text messages for the second factor?", "chat": "t25", "fact": 1},
  {"question": "what are the terms for giving our network gis data to the council?", "chat": "t26", "fact": 0},
  {"question": "after how long does the historian thin out one-second data?", "chat": "t27", "fact": 0},
  {"question": "where do really old historian archives get moved to?", "chat": "t27", "fact": 1},
  {"question": "does alarmdesk still send sms pages?", "chat": "t29", "fact": 0},
  {"question": "what happens if nobody acknowledges an alarmdesk alert?", "chat": "t29", "fact": 1},
  {"question": "why did tomasz come off the on-call rota in the summer?", "chat": "t29", "fact": 2},
  {"question": "what legitimate night use per property do we assume in the leakage estimate?", "chat": "t30", "fact": 0},
  {"question": "when did office staff actually get mfa?", "chat": "t32", "fact": 0},
  {"question": "where are the mfa recovery codes kept?", "chat": "t32", "fact": 1},
  {"question": "which vendor did the board pick to replace aquaview?", "chat": "t34", "fact": 0},
  {"question": "who leads the scada replacement project and when did it start?", "chat": "t34", "fact": 1},
  {"question": "who took over tomasz's on-call slot in june?", "chat": "t36", "fact": 0},
  {"question": "what day and time is the alarmdesk rota handed over now?", "chat": "t36", "fact": 1},
  {"question": "what was the summer minimum level for reservoir 3 in pumpwise during the heat?", "chat": "t37", "fact": 0},
  {"question": "how many new field tablets did finance actually pay for?", "chat": "t39", "fact": 0},
  {"question": "when were the new tablets supposed to arrive?", "chat": "t39", "fact": 1},
  {"question": "which site was the pilot for the new scada system?", "chat": "t41", "fact": 0},
  {"question": "what's the deadline to have every site on the new scada?", "chat": "t41", "fact": 1},
  {"question": "where do aquaview backups go since the auditor complained?", "chat": "t43", "fact": 0},
  {"question": "why do the field tablets log out after half an hour now?", "chat": "t45", "fact": 0},
  {"question": "did we end up replacing flowvault with the northgate historian?", "chat": "t46", "fact": 0},
  {"question": "why was the ps-2 pilot delayed and to when?", "chat": "t46", "fact": 1},
  {"question": "what naming convention do hydrosim scenarios follow?", "chat": "t47", "fact": 0},
  {"question": "how are unknown install years stored in assetbook now?", "chat": "t48", "fact": 0},
  {"question": "how many booster stations are getting the 4g backup link?", "chat": "t49", "fact": 0},
  {"question": "what burst alerts does customer contact get and how are they delivered?", "chat": "t50", "fact": 0},
  {"question": "how often does the mapline topology check run?", "chat": "t52", "fact": 0},
  {"question": "what minimum level does reservoir 3 run at in pumpwise since the summer setting ended?", "chat": "t53", "fact": 0},
  {"question": "is dark mode coming to the new scada screens?", "chat": "t54", "fact": 0},
  {"question": "which mobile operator supplies the sims for the booster stations?", "chat": "t55", "fact": 0},
  {"question": "can hydrocorp put up the price of our leak logger contract?", "chat": "t56", "fact": 0},
  {"question": "who is looking at alternatives to leaksense and when?", "chat": "t56", "fact": 1},
  {"question": "when is the monthly patch window for the new scada servers?", "chat": "t58", "fact": 0},
  {"question": "what are the dates of this year's christmas change freeze?", "chat": "t58", "fact": 1},
  {"question": "what was done to fix the slow trend screen?", "chat": "t59", "fact": 0},
  {"question": "when does the new scada go to more sites after ps-2?", "chat": "t59", "fact": 1},
  {"question": "have we agreed which sites come after the ps-2 pilot?", "chat": "t59", "fact": 2},
  {"question": "what leakage reduction target did hanne approve for next year?", "chat": "t60", "fact": 0},
  {"question": "how do we submit the night flow report to the regulator from january?", "chat": "t60", "fact": 1},
  {"question": "did finance ever sign off the tablet budget in march?", "chat": "t23", "fact": 1},
  {"question": "before the board vote, which scada bidder was hanne planning to back?", "chat": "t33", "fact": 0},
  {"question": "who was going to replace tomasz on the rota when he first announced leaving it?", "chat": "t29", "fact": 3},
]

if __name__ == "__main__":
    from collections import Counter
    kinds = Counter(f["kind"] for c in CHATS for f in c["facts"])
    print("chats:", len(CHATS))
    print("turns:", sum(len(c["turns"]) for c in CHATS))
    print("facts:", sum(kinds.values()), dict(kinds))
    print("questions:", len(QUESTIONS))
