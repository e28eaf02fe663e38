# Noisy-chat set no. 5, written on 2026-12-01 by a helper apart from the code and the other sets;
# development data from session 7 on. Measured once before use, at commit a30eecd (offline engine,
# python -m tests.noisy_chat_quality fifth): coverage day 0.87, week 0.87, month 0.77; noise lines
# 39/212 (0.18); core memory noise 0/1; recall 39/75 (0.52).
"""Hand-written noisy chat data set (fifth set) for memory / recall evaluation.

Organisation (fictional): Emberfall Studios, a ~40-person indie game studio making
the online co-op game "Skyward Drift" (PC first, consoles later).

People who chat with the internal AI assistant:
  - Priya Nair      - tech lead, engine
  - Tomasz Wilk     - build & release engineer
  - Jun Park        - backend / netcode
  - Dana Okafor     - producer
  - Leo Brandt      - QA lead
  - Mira Solberg    - art director
  - Farid Haddad    - live ops / community
  - Kasia Lind      - data analyst
  - Owen Reyes      - gameplay programmer
  - Sunita "Sunny" Rao - audio lead

Named systems:
  - Forge     - CI build farm
  - Anvil     - asset pipeline / cooker
  - Lantern   - crash reporting
  - Beacon    - telemetry ingest
  - Tally     - analytics warehouse + dashboards
  - Quill     - localization tool
  - Harbor    - matchmaking service
  - Ledger    - in-game store / entitlements
  - Patchbay  - patch delivery / CDN manager
  - Hearth    - player account + login service
  - Compass   - feature flags
  - Sentinel  - anti-cheat

Format:
U = "user"
A = "assistant"
CHATS = [
  {"id": "f01", "day": "2025-12-03",   # ISO date, 2025-12-01 .. 2026-11-25
   "turns": [(U, "..."), (A, "..."), ...],   # 5 to 12 turns
   "facts": [{"kind": "decision"|"change"|"open", "turn": <0-based turn index stating it>,
              "text": "<fact in one plain sentence>",
              "keywords": ["<2 short keywords copied verbatim (case-insensitive) from that turn>"]}],
   "answered": [<0-based indices of user turns whose question/request is answered later in the chat>],
  },
  ...
]
QUESTIONS = [{"question": "<later question, other words>", "chat": "<chat id>", "fact": <index into facts>}, ...]
"""

U = "user"
A = "assistant"
CHATS = []
QUESTIONS = []

CHATS += [
  {"id": "f01", "day": "2025-12-02",
   "turns": [
    (U, "morning! quick one, forge nightly is taking like 3h now and it collides with the eu standup builds. can we move it somewhere"),
    (A, "Good morning! Happy to help. Looking at the timing, you have a few options:\n\n1. **Move the nightly to 02:00 UTC** - nobody in EU or US east is pushing then, so it won't fight the standup builds.\n2. **Split the nightly** into a code job and a content cook job that run in parallel.\n3. **Incremental cook via Anvil** - only recook changed assets, which needs some work in the cooker.\n\nOption 1 is the cheapest change. Option 3 is the best long term fix but is probably a sprint of work."),
    (U, "option 1 for now. put the nightly at 02:00 utc. and while we're at it bump the build agents from 4 to 6, tomasz already ok'd the budget"),
    (A, "Noted, I'll keep that in mind. Summary:\n\n- Forge nightly: **02:00 UTC**\n- Forge agent pool: **4 to 6** agents\n\nDo you want me to draft the cron line for the nightly job? It would be `0 2 * * *` if the controller runs in UTC."),
    (U, "yeah controller is utc. ty 🙏"),
    (A, "Great, then `0 2 * * *` is correct. Let me know if you need anything else!"),
    (U, "brb coffee lol"),
   ],
   "facts": [
    {"kind": "decision", "turn": 2, "text": "The Forge nightly build runs at 02:00 UTC.", "keywords": ["02:00", "nightly"]},
    {"kind": "change", "turn": 2, "text": "The Forge build agent pool was increased from 4 to 6 agents.", "keywords": ["4 to 6", "build agents"]},
   ],
   "answered": [0, 4],
  },
  {"id": "f02", "day": "2025-12-03",
   "turns": [
    (U, "hey, leo here. lantern is filling up the disk again 😩 got this from the ingest box\n\n```\n2025-12-03T07:41:12Z lantern-ingest ERROR minidump write failed: No space left on device (errno 28)\n2025-12-03T07:41:12Z lantern-ingest WARN dropping dump id=9f31c2 build=0.3.112 platform=win64\n```"),
    (A, "Oof, errno 28 means the volume is full. Right now Lantern keeps every minidump forever, which is why it keeps growing. A few things you could do:\n\n- set a retention window (30, 60 or 90 days are typical)\n- only keep full dumps for the latest N builds and keep just the stack signature for older ones\n- move dumps to object storage\n\nHow long does QA actually need old dumps?"),
    (U, "honestly we never look at anything older than a few weeks. lets do 30 days retention for crash dumps"),
    (A, "Sounds good. I'd also suggest making symbol upload mandatory in the Forge pipeline, otherwise half of the dumps are useless anyway (unsymbolicated frames like `SkywardDrift.exe+0x1a2b3c`)."),
    (U, "yes pls. from now on forge fails the build if symbol upload to lantern fails. priya agreed in standup"),
    (A, "Noted, I'll keep that in mind:\n\n- Lantern dump retention: **30 days**\n- Forge: build **fails if symbol upload fails**\n\nAnything else on Lantern?"),
    (U, "one thing nobody decided yet is whether we also ingest console crashes into lantern or keep using the platform portals. park that for now"),
    (A, "Parked: console crash ingestion into Lantern vs. platform portals is still open. I'll remind you if it comes up again."),
   ],
   "facts": [
    {"kind": "decision", "turn": 2, "text": "Lantern keeps crash dumps for 30 days.", "keywords": ["30 days", "crash dumps"]},
    {"kind": "decision", "turn": 4, "text": "Forge fails a build if the symbol upload to Lantern fails.", "keywords": ["symbol upload", "fails the build"]},
    {"kind": "open", "turn": 6, "text": "It is undecided whether console crashes go into Lantern or stay in the platform portals.", "keywords": ["console crashes", "platform portals"]},
   ],
   "answered": [0],
  },
  {"id": "f03", "day": "2025-12-04",
   "turns": [
    (U, "hiii. ok random but do you know if the thai place on 5th is open for the holiday lunch on the 19th? dana wants a headcount"),
    (A, "I don't have access to restaurant schedules, sorry! I'd check their site or call them. Want me to draft a quick headcount message for Slack instead?"),
    (U, "sure lol"),
    (A, "Here you go:\n\n> 🎄 Holiday lunch on **Dec 19**! Reply with 🍜 if you're in, and mention any dietary stuff. Dana needs numbers by Monday."),
    (U, "perfect ty. also unrelated, regex to grab the build number out of 'build=0.3.112 platform=win64'?"),
    (A, "Something like this works:\n\n```python\nimport re\nm = re.search(r'build=(\\d+\\.\\d+\\.\\d+)', line)\nbuild = m.group(1) if m else None\n```\n\nThat gives you `0.3.112`."),
    (U, "ur the best 🙌"),
   ],
   "facts": [],
   "answered": [2, 4],
  },
  {"id": "f04", "day": "2025-12-09",
   "turns": [
    (U, "jun here. harbor matchmaking complaints again, ppl say matches feel super lopsided. we're still on plain elo"),
    (A, "Plain Elo struggles with new players because it has no notion of uncertainty. Options:\n\n1. **Glicko-2** - adds rating deviation, converges faster for new players\n2. **TrueSkill-style** - better for team games but patented/licensing questions\n3. Keep Elo, but add a placement phase of ~10 matches\n\nFor a 4-player co-op-vs-environment game with some PvP modes, Glicko-2 is usually the pragmatic choice."),
    (U, "ya glicko-2 it is, final call. how would the query look to check the current spread? table is harbor.match_players(match_id, player_id, rating)"),
    (A, "Sure:\n\n```sql\nSELECT match_id,\n       MAX(rating) - MIN(rating) AS spread\nFROM harbor.match_players\nGROUP BY match_id\nORDER BY spread DESC\nLIMIT 50;\n```"),
    (U, "lol top one has a spread of 1400. ok also the queue timeout, rn it's unlimited which is dumb. lets set 90 seconds then widen the search"),
    (A, "Makes sense. Summary of what we agreed:\n\n- Harbor rating: **Elo → Glicko-2**\n- Queue timeout: **90 seconds**, then widen the skill window\n\nLet me know if you need anything else!"),
   ],
   "facts": [
    {"kind": "change", "turn": 2, "text": "Harbor matchmaking switches from Elo to Glicko-2 ratings.", "keywords": ["glicko-2", "final call"]},
    {"kind": "decision", "turn": 4, "text": "The Harbor queue timeout is 90 seconds before the search widens.", "keywords": ["90 seconds", "queue timeout"]},
   ],
   "answered": [2],
  },
  {"id": "f05", "day": "2025-12-10",
   "turns": [
    (U, "dana. can you help me sanity check the alpha plan? content lock feb 13, then 4 weeks of polish"),
    (A, "Sure! Feb 13, 2026 is a Friday, so content lock at end of day Friday works. Four weeks of polish puts the alpha build around **March 13**. Things to watch: Lunar New Year is Feb 17 so some of the team may be out right after lock."),
    (U, "good catch. ok yeah we're going with alpha content lock on feb 13, it's in the roadmap now"),
    (A, "Got it - alpha content lock is **February 13, 2026**. Want me to draft the announcement?"),
    (U, "nah i'll do it. but pls remember nobody owns release notes yet, farid or leo, we didn't decide"),
    (A, "Noted - the owner for release notes (Farid or Leo) is still undecided."),
    (U, "ty ttyl"),
   ],
   "facts": [
    {"kind": "decision", "turn": 2, "text": "Alpha content lock is on February 13, 2026.", "keywords": ["content lock", "feb 13"]},
    {"kind": "open", "turn": 4, "text": "It is undecided whether Farid or Leo owns the release notes.", "keywords": ["release notes", "farid or leo"]},
   ],
   "answered": [0],
  },
  {"id": "f06", "day": "2025-12-11",
   "turns": [
    (U, "kasia here 👋 beacon ingest bill came in and it's... not great. we send every single event. sample payload:\n\n```json\n{\"event\": \"player_move\", \"ts\": 1765441200, \"session\": \"a81f\", \"x\": 102.4, \"y\": 33.1, \"zone\": \"cliffs_02\"}\n```"),
    (A, "Yikes, `player_move` at full rate is going to dominate the volume. Common approach:\n\n| event type | sampling |\n|---|---|\n| session / gameplay events | 5-10% by session id |\n| economy / purchases | 100% |\n| errors | 100% |\n\nSampling by session id (not by event) keeps whole sessions intact, which matters for funnels."),
    (U, "ok lets do it. session events sampled at 10% by session id, purchases stay at 100%"),
    (A, "Great - Beacon sampling: **10%** for session events (hashed by session id), **100%** for purchases and errors. Want a snippet for the hash?"),
    (U, "yes"),
    (A, "```python\nimport hashlib\ndef keep(session_id: str, rate: float = 0.10) -> bool:\n    h = int(hashlib.sha1(session_id.encode()).hexdigest()[:8], 16)\n    return (h % 10000) < rate * 10000\n```"),
    (U, "nice. going to lunch, will wire it up after"),
   ],
   "facts": [
    {"kind": "decision", "turn": 2, "text": "Beacon samples session events at 10% by session id while purchases stay at 100%.", "keywords": ["10%", "purchases"]},
   ],
   "answered": [0, 4],
  },
  {"id": "f07", "day": "2025-12-16",
   "turns": [
    (U, "farid. we need to pick a loc vendor before january. quotes from WordHive and from Polyglot Works"),
    (A, "Great question! What do the quotes look like? Key things to compare: per-word price, turnaround, whether they can plug into Quill directly (API or XLIFF export), and game-specific experience."),
    (U, "wordhive 0.11/word, 5 day turnaround, has a quill connector. polyglot 0.09 but xliff only and 10 days"),
    (A, "WordHive is more expensive per word, but the Quill connector saves a lot of manual export/import and the turnaround is half. For a live game with frequent patches I'd lean WordHive."),
    (U, "agreed, we'll use wordhive. and the first new languages are pt-BR and polish"),
    (A, "Noted:\n- Localization vendor: **WordHive**\n- New languages: **pt-BR** and **Polish**\n\nI'll keep that in mind."),
   ],
   "facts": [
    {"kind": "decision", "turn": 4, "text": "WordHive is the localization vendor used with Quill.", "keywords": ["wordhive", "agreed"]},
    {"kind": "decision", "turn": 4, "text": "The first new languages added are Brazilian Portuguese and Polish.", "keywords": ["pt-BR", "polish"]},
   ],
   "answered": [2],
  },
  {"id": "f08", "day": "2025-12-18",
   "turns": [
    (U, "can u write me a quick python thing that renames all textures in a folder from T_foo_D.png to t_foo_albedo.png"),
    (A, "Sure! Here's a small script:\n\n```python\nfrom pathlib import Path\nsuffixes = {'_D': '_albedo', '_N': '_normal', '_R': '_rough'}\nfor p in Path('textures').glob('T_*.png'):\n    stem = p.stem\n    for old, new in suffixes.items():\n        if stem.endswith(old):\n            stem = stem[: -len(old)] + new\n    p.rename(p.with_name(stem.lower() + p.suffix))\n```\n\nRun it on a copy first!"),
    (U, "what happens if two files end up with the same name"),
    (A, "`rename` will overwrite on Linux/macOS and raise `FileExistsError` on Windows. Add a check: `if target.exists(): print('skip', target); continue`."),
    (U, "ok cool ty, mira wanted this for the old marketing folder"),
    (A, "Happy to help! Let me know if you need anything else."),
   ],
   "facts": [],
   "answered": [0, 2],
  },
  {"id": "f09", "day": "2026-01-06",
   "turns": [
    (U, "happy new year!! owen here. back from break, brain is mush 🫠"),
    (A, "Happy new year, Owen! Ease back in. What are you working on?"),
    (U, "compass. flags are a mess, ppl name them whatever. can we set a rule"),
    (A, "A simple convention helps a lot. Suggestion:\n\n- prefix by area: `gp_` gameplay, `ui_` UI, `net_` netcode, `eco_` economy\n- snake_case, no dates in names\n- every flag has an owner and a removal date\n- remove a flag **2 sprints** after it hits 100%"),
    (U, "yep that's the plan. all new gameplay features go behind a compass flag with the gp_ prefix, and flags get removed 2 sprints after full rollout"),
    (A, "Noted, I'll keep that in mind:\n- gameplay flags: `gp_` prefix, mandatory for new gameplay features\n- cleanup: **2 sprints** after 100% rollout"),
    (U, "ty. also anyone know if the coffee machine got fixed lol"),
    (A, "I can't see the office coffee machine, unfortunately 😄"),
   ],
   "facts": [
    {"kind": "decision", "turn": 4, "text": "New gameplay features must be behind a Compass flag with the gp_ prefix.", "keywords": ["gp_", "compass flag"]},
    {"kind": "decision", "turn": 4, "text": "Compass flags are removed 2 sprints after full rollout.", "keywords": ["2 sprints", "full rollout"]},
   ],
   "answered": [2],
  },
  {"id": "f10", "day": "2026-01-08",
   "turns": [
    (U, "tomasz. patchbay egress on cloudfront was 3x what we budgeted in december. alternatives?"),
    (A, "For large binary patch downloads, the usual cheaper options are:\n\n1. **Bunny CDN** - very cheap egress, simple pull zones\n2. **Fastly** - great, but pricing is closer to CloudFront at your volume\n3. **Cloudflare R2 + CDN** - zero egress from R2, but large file caching limits on some plans\n\nFor game patches (multi-GB files), Bunny is popular with indie studios."),
    (U, "ok we replaced cloudfront with bunny cdn for patchbay, did the switch last night. anything to watch out for"),
    (A, "Nice! Watch out for:\n- cache purge on new patch manifests (purge `manifest.json` on every release)\n- range requests enabled for resumable downloads\n- origin shield to avoid hammering your storage"),
    (U, "range requests yes, shield no. ok ty"),
    (A, "Let me know if you need anything else!"),
   ],
   "facts": [
    {"kind": "change", "turn": 2, "text": "Patchbay moved its CDN from CloudFront to Bunny CDN.", "keywords": ["bunny cdn", "cloudfront"]},
   ],
   "answered": [0, 2],
  },
  {"id": "f11", "day": "2026-01-09",
   "turns": [
    (U, "mira here. the texture memory on the cliffs level is way over budget, anvil is still outputting DXT5 for everything"),
    (A, "DXT5 (BC3) for everything is wasteful. Typical setup:\n\n- albedo: **BC7** (better quality than BC3 at the same size) or BC1 if no alpha\n- normal maps: **BC5** (two channels, reconstruct Z)\n- masks/roughness: BC4 or packed into BC7\n\nSwitching albedo to BC7 alone usually fixes visible banding too."),
    (U, "ok lets go with BC7 for albedo in anvil starting this week"),
    (A, "Great. And normal maps? BC5 is the standard choice, but some teams keep BC7 for normals to keep a single format."),
    (U, "dunno, priya and i disagree on normals, bc5 vs bc7. leave it open"),
    (A, "Noted - normal map format (BC5 vs BC7) is still open; albedo moves to BC7 in Anvil."),
   ],
   "facts": [
    {"kind": "decision", "turn": 2, "text": "Anvil compresses albedo textures as BC7.", "keywords": ["BC7", "albedo"]},
    {"kind": "open", "turn": 4, "text": "Normal map compression (BC5 vs BC7) is undecided.", "keywords": ["bc5 vs bc7", "normals"]},
   ],
   "answered": [0],
  },
  {"id": "f12", "day": "2026-01-13",
   "turns": [
    (U, "priya. epic pushed ue 5.5 hotfix, owen wants to upgrade. i'm nervous with alpha coming"),
    (A, "Understandable. Engine upgrades right before a content lock are risky: plugin recompiles, shader cache invalidation (full Anvil recook), and subtle physics/animation changes. The usual approach is to pin the current version until after the milestone and do the upgrade on a branch."),
    (U, "yeah. final: we pin UE 5.4.4 until after alpha. owen can prototype 5.5 on a branch but nothing merges"),
    (A, "Got it:\n- Engine pinned to **UE 5.4.4** until after alpha\n- 5.5 experiments only on a branch, no merges to main\n\nShall I draft a note for #engine?"),
    (U, "sure short pls"),
    (A, "> 📌 Engine stays on **UE 5.4.4** until alpha ships. 5.5 work is branch-only, please don't merge. Questions → Priya."),
    (U, "👍"),
   ],
   "facts": [
    {"kind": "decision", "turn": 2, "text": "The engine is pinned to UE 5.4.4 until after alpha.", "keywords": ["5.4.4", "until after alpha"]},
   ],
   "answered": [4],
  },
]

QUESTIONS += [
  {"question": "when we first rescheduled the overnight CI build in december, what time did it go to?", "chat": "f01", "fact": 0},
  {"question": "how many machines did we grow the build farm to in december?", "chat": "f01", "fact": 1},
  {"question": "what was the first retention limit we put on minidumps in the crash tool?", "chat": "f02", "fact": 0},
  {"question": "what happens to a CI run when debug symbols can't be pushed?", "chat": "f02", "fact": 1},
  {"question": "did we ever settle where console crash reports should live?", "chat": "f02", "fact": 2},
  {"question": "which rating algorithm did we pick for the matchmaker?", "chat": "f04", "fact": 0},
  {"question": "what queue wait did we originally allow before widening the skill window?", "chat": "f04", "fact": 1},
  {"question": "when was alpha content originally supposed to lock?", "chat": "f05", "fact": 0},
  {"question": "who is responsible for writing patch notes?", "chat": "f05", "fact": 1},
  {"question": "what fraction of gameplay telemetry do we keep?", "chat": "f06", "fact": 0},
  {"question": "which translation agency did we sign with?", "chat": "f07", "fact": 0},
  {"question": "which languages were the first additions to the game?", "chat": "f07", "fact": 1},
  {"question": "what naming convention do gameplay toggles follow?", "chat": "f09", "fact": 0},
  {"question": "when are feature toggles supposed to be deleted?", "chat": "f09", "fact": 1},
  {"question": "who serves our patch downloads now?", "chat": "f10", "fact": 0},
  {"question": "what compression format do diffuse textures use?", "chat": "f11", "fact": 0},
  {"question": "which unreal version were we locked to before alpha shipped?", "chat": "f12", "fact": 0},
]

CHATS += [
  {"id": "f13", "day": "2026-01-14",
   "turns": [
    (U, "jun again. security review flagged hearth session tokens, they live 24h. reviewer wants shorter"),
    (A, "24h access tokens are on the long side if there's no refresh flow. Options:\n\n1. shorten to **12h** and keep the current flow - simplest\n2. 1h access token + refresh token - most secure, needs client work\n3. keep 24h but bind tokens to device fingerprint\n\nOption 2 is best practice but touches the launcher and the game client."),
    (U, "no time for refresh tokens before alpha. ok do option 1, hearth token ttl goes from 24h to 12h"),
    (A, "Noted: Hearth session token TTL **24h → 12h**. Make sure the game client handles a 401 mid-session by sending players back to login instead of crashing 😅"),
    (U, "lmao it absolutely crashes rn\n\n```\nFatal error: [File:HearthClient.cpp] [Line: 212]\nUnhandled HTTP 401 in RefreshSession()\n```"),
    (A, "Ha, there it is. In `RefreshSession()` treat 401 as 'session expired': clear the cached token, show the login dialog, and don't assert. I can sketch the handler if you want."),
    (U, "later, lunch first 🍕"),
   ],
   "facts": [
    {"kind": "change", "turn": 2, "text": "Hearth session token lifetime was cut from 24h to 12h.", "keywords": ["24h to 12h", "ttl"]},
   ],
   "answered": [0],
  },
  {"id": "f14", "day": "2026-01-15",
   "turns": [
    (U, "ok dumb git q. i rebased my branch and now it says i diverged from origin, 14 and 23 commits. did i break everything"),
    (A, "Nope, that's expected after a rebase! Your local history was rewritten, so it no longer matches the remote. If nobody else works on that branch:\n\n```bash\ngit push --force-with-lease\n```\n\n`--force-with-lease` refuses to overwrite if someone else pushed in the meantime."),
    (U, "phew. also did u hear tomasz is doing a half marathon in april lol"),
    (A, "I hadn't heard! Good luck to him 🏃"),
    (U, "he's been talking about it nonstop. ok pushing, ty"),
    (A, "Good luck with the push! Let me know if you need anything else."),
   ],
   "facts": [],
   "answered": [0],
  },
  {"id": "f15", "day": "2026-01-20",
   "turns": [
    (U, "leo. triage is chaos, bugs sit for weeks. i want SLAs per severity. thoughts"),
    (A, "Great idea. A common setup:\n\n| severity | meaning | fix SLA |\n|---|---|---|\n| S1 | crash, data loss, blocker | 48h |\n| S2 | major feature broken | 1 week |\n| S3 | minor | next milestone |\n| S4 | cosmetic | backlog |\n\nPlus fixed triage meetings, e.g. twice a week."),
    (U, "love it. S1 fixed within 48h, triage tuesdays and thursdays at 10:30. that's the rule from now on"),
    (A, "Noted, I'll keep that in mind:\n- **S1: 48h** fix SLA\n- triage: **Tue + Thu 10:30**\n\nWant me to write the Jira automation rule for SLA breaches?"),
    (U, "yes plz"),
    (A, "Here's a sketch:\n\n```\nWHEN: issue updated\nIF: priority = S1 AND status != Done AND created < -48h\nTHEN: add label sla-breach, notify #qa-leads\n```"),
   ],
   "facts": [
    {"kind": "decision", "turn": 2, "text": "S1 bugs must be fixed within 48 hours.", "keywords": ["S1", "48h"]},
    {"kind": "decision", "turn": 2, "text": "Bug triage happens on Tuesdays and Thursdays at 10:30.", "keywords": ["tuesdays and thursdays", "10:30"]},
   ],
   "answered": [0, 4],
  },
  {"id": "f16", "day": "2026-01-22",
   "turns": [
    (U, "kasia. tally queries on postgres are taking minutes now. the retention dashboard times out at 30s"),
    (A, "At your event volume a row store will keep struggling. Options:\n\n1. **ClickHouse** - columnar, very fast aggregations, self-host or cloud\n2. **BigQuery** - serverless, pay per scan\n3. Postgres + partitioning + materialized views - buys time\n\nFor dashboards over event data, ClickHouse is the usual pick."),
    (U, "we'll move tally's warehouse to clickhouse. jun can host it. what about old raw events, how long do we keep them"),
    (A, "Depends on what you need: 90 days raw is typical for debugging funnels, with daily aggregates kept forever. Some teams keep 180 days or a year for seasonality."),
    (U, "no idea yet, need to check with legal re gdpr. leave retention of raw events open"),
    (A, "Noted:\n- Tally warehouse: **Postgres → ClickHouse**\n- raw event retention: **open**, pending legal/GDPR"),
   ],
   "facts": [
    {"kind": "change", "turn": 2, "text": "Tally's analytics warehouse moves from Postgres to ClickHouse.", "keywords": ["clickhouse", "tally"]},
    {"kind": "open", "turn": 4, "text": "Retention of raw telemetry events is undecided pending legal review.", "keywords": ["raw events", "gdpr"]},
   ],
   "answered": [0, 2],
  },
  {"id": "f17", "day": "2026-02-03",
   "turns": [
    (U, "jun + owen here (owen is looking over my shoulder lol). sentinel is catching speedhackers but we ban instantly and they just learn what got flagged"),
    (A, "Right, instant bans leak detection signals. Most studios do **ban waves**: collect detections, then ban in batches so cheaters can't tell which change caught them. Also worth deciding whether to go kernel-level, which catches more but has privacy/PR costs."),
    (U, "no kernel driver, community would riot. ban waves monthly, first thursday of the month"),
    (A, "Got it:\n- Sentinel: **no kernel-level driver**\n- ban waves: **monthly, first Thursday**\n\nWant a checklist for each wave (review false positives, appeal template, comms)?"),
    (U, "yes"),
    (A, "1. export detections since last wave\n2. manual review of anything with < 3 detections\n3. apply bans in Hearth\n4. Farid posts a generic announcement (no detection details)\n5. open appeal queue for 14 days"),
    (U, "ty, ship it"),
   ],
   "facts": [
    {"kind": "decision", "turn": 2, "text": "Sentinel runs ban waves monthly on the first Thursday.", "keywords": ["monthly", "first thursday"]},
    {"kind": "decision", "turn": 2, "text": "Sentinel will not use a kernel-level driver.", "keywords": ["no kernel driver", "riot"]},
   ],
   "answered": [4],
  },
  {"id": "f18", "day": "2026-02-05",
   "turns": [
    (U, "dana. ugh. the cliffs level won't be done by the 13th, mira's team is 2 weeks behind"),
    (A, "Sorry to hear that. Options: cut the cliffs level from alpha, or move content lock by two weeks to Feb 27 and compress polish to 3 weeks so alpha still lands in March."),
    (U, "we moved alpha content lock from feb 13 to feb 27. polish stays 4 weeks, alpha build slips to late march, publisher is ok with it"),
    (A, "Noted: alpha content lock is now **Feb 27** (was Feb 13); polish stays 4 weeks, so the alpha build lands around **March 27**."),
    (U, "yep. ok going to go cry into my salad brb"),
    (A, "Hang in there 🥗"),
   ],
   "facts": [
    {"kind": "change", "turn": 2, "text": "Alpha content lock moved from February 13 to February 27.", "keywords": ["feb 27", "content lock"]},
   ],
   "answered": [],
  },
  {"id": "f19", "day": "2026-02-10",
   "turns": [
    (U, "sunny (audio) hi! wwise banks are built inside the main anvil cook and every tiny sound change triggers a 40 min recook"),
    (A, "Hi Sunny! That's painful. You can decouple: build the Wwise SoundBanks in a separate Forge job and have the game cook only reference the generated bank files. Audio iterations then take minutes."),
    (U, "ok lets do a separate forge job called audio-banks. tomasz said fine"),
    (A, "Great. Also, have you set a loudness target? It's much easier to enforce in that job (e.g. a check that fails if integrated loudness is off)."),
    (U, "ya -16 LUFS integrated for pc, we agreed last week but never wrote it down"),
    (A, "Writing it down then 🙂\n- Forge job **audio-banks** builds Wwise banks separately from Anvil\n- loudness target: **-16 LUFS** integrated (PC)"),
    (U, "ty!!"),
   ],
   "facts": [
    {"kind": "decision", "turn": 2, "text": "Wwise sound banks are built in a separate Forge job called audio-banks.", "keywords": ["audio-banks", "forge job"]},
    {"kind": "decision", "turn": 4, "text": "The PC loudness target is -16 LUFS integrated.", "keywords": ["-16 LUFS", "pc"]},
   ],
   "answered": [0],
  },
  {"id": "f20", "day": "2026-02-12",
   "turns": [
    (U, "farid. can u make these patch notes sound less robotic\n\n- fixed crash in cliffs_02\n- fixed grapple hook sometimes not attaching\n- reduced matchmaking wait"),
    (A, "Sure! Here's a friendlier version:\n\n**Patch 0.4.3**\n- 🧗 Cliffs no longer crash your game (sorry about that!)\n- 🪝 Your grapple hook should now grab on every time\n- ⏱️ Matchmaking should be noticeably faster"),
    (U, "lol the grapple emoji. can u make it a bit less cute, our discord is kinda edgy"),
    (A, "**Patch 0.4.3**\n- Fixed a crash in Cliffs\n- Grapple hook now reliably attaches\n- Faster matchmaking\n\nShort and straight."),
    (U, "perfect, posting"),
    (A, "Let me know if you need anything else!"),
   ],
   "facts": [],
   "answered": [0, 2],
  },
  {"id": "f21", "day": "2026-02-17",
   "turns": [
    (U, "tomasz. we got two new engineers in singapore starting monday and 02:00 utc is their 10am, the nightly eats all agents during their day"),
    (A, "Makes sense to move it then. A time when EU, US and SG are all mostly idle is hard, but **23:00 UTC** is 7am in Singapore, midnight in EU and 6pm US east. The nightly at ~3h would finish around 02:00 UTC."),
    (U, "ok bumped the forge nightly from 02:00 to 23:00 utc. cron is 0 23 * * *"),
    (A, "Noted: Forge nightly now **23:00 UTC** (`0 23 * * *`), was 02:00."),
    (U, "also can u remind me what the agent count is, i forget"),
    (A, "From our earlier chat: the Forge pool was bumped from 4 to **6 agents** in December."),
    (U, "right. ty"),
   ],
   "facts": [
    {"kind": "change", "turn": 2, "text": "The Forge nightly build moved from 02:00 to 23:00 UTC.", "keywords": ["23:00", "nightly"]},
   ],
   "answered": [0, 4],
  },
  {"id": "f22", "day": "2026-02-19",
   "turns": [
    (U, "dana + jun. need to lock the ledger basics for the store. premium currency name, price tiers, refunds"),
    (A, "Happy to help structure it:\n\n1. **Currency name** - short, thematic\n2. **Price tiers** - e.g. 500 / 1100 / 2400 / 5000 with small bonus at higher tiers\n3. **Refund window** - 14 days for unspent currency is common (and required in some regions)"),
    (U, "currency is Embers, everyone loved it. tiers 500/1100/2400/5000 like you said"),
    (A, "Embers is great 🔥 And the refund window?"),
    (U, "14 days for unspent embers, agreed"),
    (A, "Noted:\n- premium currency: **Embers**\n- tiers: **500 / 1100 / 2400 / 5000**\n- refunds: **14 days**, unspent only\n\nLet me know if you need the Ledger schema updated."),
   ],
   "facts": [
    {"kind": "decision", "turn": 2, "text": "The premium currency in Ledger is called Embers with tiers 500/1100/2400/5000.", "keywords": ["embers", "500/1100/2400/5000"]},
    {"kind": "decision", "turn": 4, "text": "Unspent Embers can be refunded within 14 days.", "keywords": ["14 days", "unspent"]},
   ],
   "answered": [0],
  },
  {"id": "f23", "day": "2026-02-24",
   "turns": [
    (U, "leo. console cert docs say we need crash data for 90 days for the certification window. lantern is at 30"),
    (A, "Then 30 days won't be enough. Two options: bump Lantern retention to 90 days for all dumps, or keep 30 days generally and 90 days only for builds submitted to cert."),
    (U, "simpler to just do 90 for everything, storage is cheap since we moved dumps to s3. changed lantern retention to 90 days"),
    (A, "Noted: Lantern dump retention **30 → 90 days**."),
    (U, "and that other open thing, console crashes: we'll ingest them into lantern too, the portals are awful to search"),
    (A, "Great, that closes the earlier open question: console crashes will be **ingested into Lantern** instead of only living in the platform portals. You'll need the platform-specific symbol files uploaded by Forge as well."),
    (U, "yep, tomasz is on it"),
   ],
   "facts": [
    {"kind": "change", "turn": 2, "text": "Lantern crash dump retention went from 30 to 90 days.", "keywords": ["90 days", "lantern"]},
    {"kind": "decision", "turn": 4, "text": "Console crashes are ingested into Lantern instead of only the platform portals.", "keywords": ["console crashes", "into lantern too"]},
   ],
   "answered": [0],
  },
  {"id": "f24", "day": "2026-03-03",
   "turns": [
    (U, "owen here. playtest feedback: 90 secs in queue before widening feels forever, ppl alt-tab and miss the match pop"),
    (A, "That's common feedback. You can lower the timeout, or widen gradually (e.g. every 20s) instead of one big jump at the end. Also a sound cue + taskbar flash on match found helps alt-tabbers."),
    (U, "jun agreed, harbor queue timeout goes down from 90 to 60 seconds. and sunny is adding a match found sound"),
    (A, "Noted: Harbor queue timeout **90 → 60 seconds** before widening the search. Nice touch with the sound cue!"),
    (U, "🙌 also lunch? oh wait ur an ai lol"),
    (A, "Ha, sadly I can't join. Enjoy lunch!"),
   ],
   "facts": [
    {"kind": "change", "turn": 2, "text": "Harbor queue timeout was reduced from 90 to 60 seconds.", "keywords": ["90 to 60", "queue timeout"]},
   ],
   "answered": [0],
  },
]

QUESTIONS += [
  {"question": "after the security review, how long were login sessions valid?", "chat": "f13", "fact": 0},
  {"question": "what's the turnaround expected for crash-level bugs?", "chat": "f15", "fact": 0},
  {"question": "which days do we hold the bug review meeting?", "chat": "f15", "fact": 1},
  {"question": "what database did the dashboards get migrated onto?", "chat": "f16", "fact": 0},
  {"question": "how often do cheaters get banned?", "chat": "f17", "fact": 0},
  {"question": "did we go with a kernel anti-cheat?", "chat": "f17", "fact": 1},
  {"question": "when did the alpha content lock end up being after the delay?", "chat": "f18", "fact": 0},
  {"question": "where do the sound banks get built?", "chat": "f19", "fact": 0},
  {"question": "what loudness level does audio target on PC?", "chat": "f19", "fact": 1},
  {"question": "why and when did the overnight build move to 11pm?", "chat": "f21", "fact": 0},
  {"question": "what is the premium currency called and what bundles are sold?", "chat": "f22", "fact": 0},
  {"question": "within how many days can a player get their currency back at first?", "chat": "f22", "fact": 1},
  {"question": "why did crash dump storage get extended in february?", "chat": "f23", "fact": 0},
  {"question": "do console crash reports go into our own crash tool?", "chat": "f23", "fact": 1},
  {"question": "what did the matchmaking wait limit get lowered to after playtests?", "chat": "f24", "fact": 0},
]

CHATS += [
  {"id": "f25", "day": "2026-03-05",
   "turns": [
    (U, "kasia. can u help with a d1/d7 retention query in clickhouse? table events(player_id, ts, event)"),
    (A, "Sure! Here's one approach:\n\n```sql\nWITH first_seen AS (\n  SELECT player_id, toDate(min(ts)) AS d0\n  FROM events GROUP BY player_id\n)\nSELECT d0,\n  count() AS cohort,\n  countIf(has(days, d0 + 1)) / cohort AS d1,\n  countIf(has(days, d0 + 7)) / cohort AS d7\nFROM (\n  SELECT f.player_id, f.d0, groupUniqArray(toDate(e.ts)) AS days\n  FROM first_seen f JOIN events e USING player_id\n  GROUP BY f.player_id, f.d0\n)\nGROUP BY d0 ORDER BY d0;\n```"),
    (U, "it says\n\n```\nCode: 47. DB::Exception: Missing columns: 'cohort' while processing query\n```"),
    (A, "Ah, ClickHouse doesn't let you reference an alias like that inside the same aggregate in some versions. Replace `/ cohort` with `/ count()` in both lines."),
    (U, "works!! d7 is 18% ugh"),
    (A, "18% D7 is within range for an early alpha with no onboarding polish. Let me know if you want a breakdown by acquisition source."),
    (U, "maybe next week ty"),
   ],
   "facts": [],
   "answered": [0, 2],
  },
  {"id": "f26", "day": "2026-03-10",
   "turns": [
    (U, "priya. someone merged a change to the renderer with one approval from an intern and it broke shadows on amd 🙃"),
    (A, "Ouch. A common fix is path-based review rules with a CODEOWNERS file: stricter rules for critical directories, lighter elsewhere. For example:\n\n```\n/Source/Engine/     @emberfall/engine-leads\n/Source/Net/        @emberfall/netcode\n```\n\nwith branch protection requiring 2 approvals on those paths."),
    (U, "ok from now on: 2 approvals for anything under engine/, 1 approval everywhere else. and one of the 2 has to be an engine lead"),
    (A, "Noted, I'll keep that in mind:\n- `engine/`: **2 approvals**, at least one from an engine lead\n- everything else: **1 approval**"),
    (U, "ty. also the amd bug, any idea? shadow maps are just black on rx 6700"),
    (A, "Black shadow maps on RDNA2 after a renderer change are often a depth format issue: check if the change switched to `D24_UNORM_S8_UINT` somewhere. AMD doesn't support D24 natively on some paths and falls back oddly. Try `D32_FLOAT`."),
    (U, "OMG that was it. legend"),
   ],
   "facts": [
    {"kind": "decision", "turn": 2, "text": "Changes under engine/ need 2 approvals including an engine lead; elsewhere 1 approval.", "keywords": ["2 approvals", "engine/"]},
   ],
   "answered": [4],
  },
  {"id": "f27", "day": "2026-03-12",
   "turns": [
    (U, "mira. priya and i finally stopped fighting about normal maps 😂"),
    (A, "Ha, congrats! What did you land on? Last I noted, it was BC5 vs BC7."),
    (U, "bc5 won. we tested on the cliffs and bc7 normals had visible blockiness on the rock silhouettes. so going with bc5 for all normal maps in anvil"),
    (A, "Noted: Anvil uses **BC5** for normal maps (albedo stays BC7). Remember the shader needs to reconstruct Z: `n.z = sqrt(saturate(1 - dot(n.xy, n.xy)))`."),
    (U, "priya already did that yes. ok bye ✌️"),
    (A, "Bye! Let me know if you need anything else."),
   ],
   "facts": [
    {"kind": "decision", "turn": 2, "text": "Anvil compresses normal maps as BC5.", "keywords": ["bc5", "normal maps"]},
   ],
   "answered": [],
  },
  {"id": "f28", "day": "2026-03-24",
   "turns": [
    (U, "kasia. the funnel for the tutorial is super noisy at 10% sampling, alpha population is tiny"),
    (A, "With a small alpha population, 10% sampling leaves too few sessions for stable funnels. Options: raise the rate for everything, or raise it only for tutorial/onboarding events."),
    (U, "budget is ok since we moved off the old vendor. bumped beacon session sampling from 10% to 25%"),
    (A, "Noted: Beacon session sampling **10% → 25%**. Purchases stay at 100%."),
    (U, "yep. also can u explain what a sankey chart is, dana asked and i pretended to know lol"),
    (A, "A Sankey chart shows flows between stages, where the width of each band is proportional to how many users take that path. Great for 'where do players go after the tutorial'."),
    (U, "ahh ok ty"),
   ],
   "facts": [
    {"kind": "change", "turn": 2, "text": "Beacon session sampling went from 10% to 25%.", "keywords": ["10% to 25%", "beacon"]},
   ],
   "answered": [4],
  },
  {"id": "f29", "day": "2026-04-02",
   "turns": [
    (U, "dana. alpha shipped!!! 🎉🎉"),
    (A, "Congratulations to the whole team! 🎉 What's next?"),
    (U, "closed beta. thinking may 14, 5k keys via steam playtest. sound sane?"),
    (A, "May 14 gives you about 6 weeks after alpha, which is tight but doable if the beta scope is mostly stability and matchmaking. 5k players is a good size to stress Harbor without being overwhelming. Make sure Lantern and Beacon dashboards are ready before day one."),
    (U, "ok closed beta on may 14 with 5k keys. locking that"),
    (A, "Noted: closed beta **May 14**, **5k keys** via Steam Playtest."),
    (U, "the thing we didn't decide is NDA or no NDA. publisher wants one, farid says it kills word of mouth"),
    (A, "Noted as open: whether the closed beta has an NDA. Tradeoff: NDA protects unfinished content; no NDA gives free marketing from streamers."),
   ],
   "facts": [
    {"kind": "decision", "turn": 4, "text": "The closed beta starts May 14 with 5k keys.", "keywords": ["may 14", "5k keys"]},
    {"kind": "open", "turn": 6, "text": "Whether the closed beta is under NDA is undecided.", "keywords": ["NDA", "word of mouth"]},
   ],
   "answered": [2],
  },
  {"id": "f30", "day": "2026-04-07",
   "turns": [
    (U, "ok gossip hour. apparently one of the artists is going to riot games?? mira is sad"),
    (A, "That's bittersweet! Always tough to lose someone, but it sounds like a great move for them."),
    (U, "ya. we're doing cake friday. what's a good 'sorry ur leaving' cake message thats not cringe"),
    (A, "A few options:\n- \"You'll be missed (and so will your textures)\"\n- \"Good luck, don't forget us\"\n- \"Level complete 🏆\""),
    (U, "level complete is perfect lol"),
    (A, "Glad that works! Enjoy the cake 🎂"),
   ],
   "facts": [],
   "answered": [2],
  },
  {"id": "f31", "day": "2026-04-09",
   "turns": [
    (U, "farid. wordhive keeps getting strings the day before release and then pt-BR ships half english. need a rule"),
    (A, "The usual fix is a **string freeze**: no new or changed player-facing text after a set date before each release. With WordHive's 5-day turnaround plus review, 10 days is a safe buffer. Quill can enforce it by locking the source table."),
    (U, "ok string freeze 10 days before every release, quill locks the source strings automatically. exceptions only with dana's ok"),
    (A, "Noted, I'll keep that in mind:\n- **string freeze: 10 days** before each release\n- Quill auto-locks source strings\n- exceptions need Dana's approval"),
    (U, "can you write the announcement? short"),
    (A, "> 🔒 **String freeze**: From now on, player-facing text freezes **10 days before each release**. Quill will lock source strings automatically. Need an exception? Ask Dana."),
    (U, "👌"),
   ],
   "facts": [
    {"kind": "decision", "turn": 2, "text": "Player-facing strings freeze 10 days before every release, enforced by Quill.", "keywords": ["string freeze", "10 days"]},
   ],
   "answered": [4],
  },
  {"id": "f32", "day": "2026-04-21",
   "turns": [
    (U, "tomasz. long post sorry. so patchbay right now ships full pak files every patch, a 200mb texture fix = 9gb download, steam handles its own deltas but our standalone launcher and the epic build dont. i looked at bsdiff (too slow and memory hungry on 9gb files, it OOMed on the build agent), xdelta3 (ok but meh ratios) and hdiffpatch. hdiffpatch was fastest and smallest in my test so we're going with hdiffpatch for patchbay deltas, already wired a prototype. question is: what's a sane max size for a single delta before we just tell ppl to redownload?"),
    (A, "Great write-up! HDiffPatch is a solid choice for large binaries - it supports streaming diff with bounded memory, which avoids the OOM you saw with bsdiff.\n\nFor the max delta size, a common rule: if the delta is more than ~50% of the full file, ship the full file instead (applying a big delta is slower than downloading). In absolute terms, many launchers cap deltas at **2 GB** per patch."),
    (U, "ok 2 gb cap per delta, above that full download. ty"),
    (A, "Noted:\n- Patchbay deltas: **HDiffPatch**\n- delta cap: **2 GB**, larger → full file download\n\nLet me know if you need anything else!"),
    (U, "ha the agent log for the bsdiff run if ur curious\n\n```\n[forge-agent-04] bsdiff: malloc failed (requested 36.2 GiB)\n[forge-agent-04] Killed\n```"),
    (A, "Yep, bsdiff needs roughly max(17n, 9n+m) bytes of memory, so on 9 GB files that's way beyond what an agent has. HDiffPatch was the right call."),
   ],
   "facts": [
    {"kind": "decision", "turn": 0, "text": "Patchbay uses HDiffPatch for delta patches.", "keywords": ["hdiffpatch", "deltas"]},
    {"kind": "decision", "turn": 2, "text": "Deltas larger than 2 GB are replaced by a full download.", "keywords": ["2 gb", "full download"]},
   ],
   "answered": [0],
  },
  {"id": "f33", "day": "2026-04-23",
   "turns": [
    (U, "jun. we have like 9 internal tools (tally, lantern, compass, quill...) each with its own passwords. someone put the compass admin password in slack yesterday 💀"),
    (A, "That's a strong case for SSO. Since you already use Okta for email, the simplest path is putting every internal tool behind Okta (OIDC where supported, otherwise an auth proxy like oauth2-proxy in front)."),
    (U, "ya we'll use okta sso for all internal tools, local accounts get disabled by end of may"),
    (A, "Noted:\n- all internal tools behind **Okta SSO**\n- local accounts disabled by **end of May**\n\nAlso rotate that Compass admin password today!"),
    (U, "already did lol"),
    (A, "Nice. Let me know if you need an oauth2-proxy config example."),
   ],
   "facts": [
    {"kind": "decision", "turn": 2, "text": "All internal tools go behind Okta SSO and local accounts are disabled by end of May.", "keywords": ["okta sso", "end of may"]},
   ],
   "answered": [0],
  },
  {"id": "f34", "day": "2026-05-05",
   "turns": [
    (U, "jun. beta signups: 31% from asia-pacific 😳 harbor only runs in eu-central-1 and us-east-1"),
    (A, "With that share, APAC players will have 200ms+ pings. Adding a region in Singapore (ap-southeast-1) would cover most of SEA and Australia reasonably. Tokyo is better for Japan/Korea."),
    (U, "ok adding ap-southeast-1 for harbor before the beta. tokyo maybe later"),
    (A, "Noted: Harbor adds **ap-southeast-1**. Should I also note anything about South America? Brazil signups are usually significant with pt-BR localization."),
    (U, "good q. south america is undecided, sa-east-1 is expensive. revisit after beta"),
    (A, "Noted as open: a South America Harbor region (sa-east-1) is undecided until after the beta."),
   ],
   "facts": [
    {"kind": "decision", "turn": 2, "text": "Harbor adds the ap-southeast-1 region.", "keywords": ["ap-southeast-1", "harbor"]},
    {"kind": "open", "turn": 4, "text": "Whether to add a South America region (sa-east-1) is undecided.", "keywords": ["south america", "sa-east-1"]},
   ],
   "answered": [],
  },
  {"id": "f35", "day": "2026-05-07",
   "turns": [
    (U, "owen. memory grows 50mb/min in the cliffs, unreal insights shows this at the top\n\n```\nFMallocBinned2::Malloc  41.2%\n  UGrappleComponent::TickComponent\n    TArray<FVector>::Add\n```"),
    (A, "That looks like the grapple component appends to a `TArray<FVector>` every tick without ever clearing it, e.g. a trail or debug history. Check for something like `RopePoints.Add(...)` in `TickComponent` without a `Reset()` or max length."),
    (U, "oh no. it's the debug rope history. it's not behind a cvar"),
    (A, "Classic 😄 Wrap it in `#if !UE_BUILD_SHIPPING` and cap it with a ring buffer, or just `RopePoints.Reset()` when the grapple detaches."),
    (U, "fixed, flat memory now. ty"),
    (A, "Great! Let me know if you need anything else."),
   ],
   "facts": [],
   "answered": [0],
  },
  {"id": "f36", "day": "2026-05-12",
   "turns": [
    (U, "dana. bad news good news. bad: the beta build failed cert on steam deck verification stuff and harbor ap-southeast isnt ready. good: publisher agreed to slip"),
    (A, "Sorry to hear it, but at least there's room. What's the new date?"),
    (U, "closed beta moves from may 14 to may 21"),
    (A, "Noted: closed beta **May 14 → May 21**. Anything decided on the NDA question?"),
    (U, "yes finally, no NDA. publisher caved after farid showed the wishlist numbers from the last streamer event"),
    (A, "Noted: the closed beta has **no NDA** - streamers and players can share footage. I'd suggest a visible 'beta build' watermark so clips show it's unfinished."),
    (U, "good idea, will tell mira"),
   ],
   "facts": [
    {"kind": "change", "turn": 2, "text": "The closed beta moved from May 14 to May 21.", "keywords": ["may 21", "closed beta"]},
    {"kind": "decision", "turn": 4, "text": "The closed beta has no NDA.", "keywords": ["no NDA", "wishlist"]},
   ],
   "answered": [],
  },
]

QUESTIONS += [
  {"question": "how many reviewers does a renderer change need?", "chat": "f26", "fact": 0},
  {"question": "what format did we settle on for normal textures?", "chat": "f27", "fact": 0},
  {"question": "what rate did we raise telemetry sampling to during alpha?", "chat": "f28", "fact": 0},
  {"question": "how many players were invited to the closed beta?", "chat": "f29", "fact": 0},
  {"question": "how far ahead of a release do texts stop changing?", "chat": "f31", "fact": 0},
  {"question": "what diff tool does the launcher use for incremental updates?", "chat": "f32", "fact": 0},
  {"question": "at what size do we stop shipping a diff and send the whole file?", "chat": "f32", "fact": 1},
  {"question": "how do people log into the internal dashboards now?", "chat": "f33", "fact": 0},
  {"question": "which asia server location did matchmaking add?", "chat": "f34", "fact": 0},
  {"question": "when did the closed beta actually start?", "chat": "f36", "fact": 0},
  {"question": "were beta testers allowed to stream the game?", "chat": "f36", "fact": 1},
]

CHATS += [
  {"id": "f37", "day": "2026-05-19",
   "turns": [
    (U, "leo. beta in 2 days. 48h for S1 is too slow when 5k ppl are playing. thinking 24h during beta"),
    (A, "Agreed that 48h is long during a live beta - an S1 crash can tank your Steam reviews in a day. 24h with an on-call rotation is common. Do you want it for the beta only or permanently?"),
    (U, "permanently tbh. S1 SLA goes from 48h to 24h, starting with the beta"),
    (A, "Noted: S1 fix SLA **48h → 24h**, effective from the closed beta. Triage stays Tue/Thu 10:30 unless you want daily triage during beta?"),
    (U, "daily during beta week 1 then back to tue/thu"),
    (A, "Got it: daily triage during beta week 1, then back to Tue/Thu."),
    (U, "ty. nervous lol"),
    (A, "You've got this! Lantern and the dashboards are ready, that's more than most teams have on day one 💪"),
   ],
   "facts": [
    {"kind": "change", "turn": 2, "text": "The S1 bug fix SLA went from 48h to 24h.", "keywords": ["48h to 24h", "S1"]},
   ],
   "answered": [0],
  },
  {"id": "f38", "day": "2026-05-26",
   "turns": [
    (U, "farid. beta discord is 🔥 but ppl keep asking 'when update'. want some kind of regular comms"),
    (A, "A fixed cadence works best. Options:\n1. **weekly dev update** - short post with what's fixed, what's next\n2. biweekly longer dev blog\n3. monthly video\n\nFor a beta with an active Discord, weekly is the sweet spot."),
    (U, "weekly dev update every friday on discord, i write it, dana reviews"),
    (A, "Noted:\n- **weekly dev update, Fridays**, on Discord\n- written by Farid, reviewed by Dana\n\nWant a template?"),
    (U, "ya"),
    (A, "```\n## Dev Update #N - <date>\n**Fixed this week**\n- ...\n**Working on**\n- ...\n**Known issues**\n- ...\n**Community shoutout** 🎉\n```"),
    (U, "love it"),
   ],
   "facts": [
    {"kind": "decision", "turn": 2, "text": "A weekly dev update is posted on Discord every Friday, written by Farid and reviewed by Dana.", "keywords": ["every friday", "dev update"]},
   ],
   "answered": [0, 4],
  },
  {"id": "f39", "day": "2026-06-02",
   "turns": [
    (U, "jun. beta has way more cheaters than expected, monthly ban waves means they run wild for weeks"),
    (A, "With 5k beta players, a month is a long time. Shorter waves leak a bit more information but limit damage. Many games settle on every 2 weeks."),
    (U, "ok sentinel ban waves go from monthly to every 2 weeks, thursdays still"),
    (A, "Noted: Sentinel ban waves **monthly → every 2 weeks** (Thursdays). The checklist from February still applies."),
    (U, "also here's a fun one from sentinel logs\n\n```json\n{\"player\": \"xX_gr4pple_Xx\", \"rule\": \"speed_over_max\", \"value\": 48.7, \"max\": 12.0, \"zone\": \"cliffs_02\"}\n```\n4x speed lmao"),
    (A, "That's... not subtle 😂 Definitely in the next wave."),
   ],
   "facts": [
    {"kind": "change", "turn": 2, "text": "Sentinel ban waves changed from monthly to every 2 weeks.", "keywords": ["every 2 weeks", "sentinel"]},
   ],
   "answered": [],
  },
  {"id": "f40", "day": "2026-06-04",
   "turns": [
    (U, "dana. legal came back on ledger refunds"),
    (A, "What did they say? Currently the policy is 14 days for unspent Embers."),
    (U, "they want 7 days, apparently 14 days conflicts with the console store terms and we want one policy everywhere. so refund window goes from 14 to 7 days for unspent embers. EU statutory stuff is handled separately by the platforms"),
    (A, "Noted: Ledger refund window **14 → 7 days** for unspent Embers, same on all platforms."),
    (U, "also regional pricing. do we do it or one usd price. farid says brazil will riot"),
    (A, "Regional pricing usually increases revenue in Brazil, Turkey, Argentina etc., but needs care to avoid key/gift arbitrage. It's a real tradeoff."),
    (U, "no decision yet. leave regional pricing open until we see beta spending data"),
    (A, "Noted as open: regional pricing for Embers, pending beta spending data."),
   ],
   "facts": [
    {"kind": "change", "turn": 2, "text": "The Ledger refund window for unspent Embers went from 14 to 7 days.", "keywords": ["14 to 7 days", "unspent embers"]},
    {"kind": "open", "turn": 6, "text": "Regional pricing for Embers is undecided until beta spending data is in.", "keywords": ["regional pricing", "beta spending"]},
   ],
   "answered": [0, 4],
  },
  {"id": "f41", "day": "2026-06-16",
   "turns": [
    (U, "yo. git lfs says 'batch response: This repository is over its data quota' what"),
    (A, "That means your LFS storage or bandwidth quota on the hosting provider is used up. Options: buy a data pack, prune old LFS objects, or move large files to your own LFS server. Check usage under the org's billing settings."),
    (U, "ugh ok i'll ping tomasz. he's on vacation in portugal tho 🏖️"),
    (A, "Lucky him! In the meantime you can still work locally: `GIT_LFS_SKIP_SMUDGE=1 git pull` fetches pointers without downloading LFS content."),
    (U, "nice trick ty"),
    (A, "Let me know if you need anything else!"),
   ],
   "facts": [],
   "answered": [0],
  },
  {"id": "f42", "day": "2026-06-30",
   "turns": [
    (U, "priya. beta is over, post-beta stabilization done. time to talk engine upgrade?"),
    (A, "Sounds like a good window. You pinned UE 5.4.4 until after alpha; Owen's 5.5 branch has been around since January. Main risks: shader recook time in Anvil, plugin compatibility (Wwise, Sentinel SDK), and physics differences on the grapple."),
    (U, "owen's branch is green on forge for 2 weeks. ok we upgrade to UE 5.5 in july, merge on july 13 after the sprint review"),
    (A, "Noted: engine upgrade **UE 5.4.4 → 5.5**, merge on **July 13**. I'd suggest a full Anvil recook the night before and a QA smoke pass on the grapple."),
    (U, "yep. leo already booked the smoke test"),
    (A, "Great, sounds like a plan. Let me know if you need a rollback checklist."),
   ],
   "facts": [
    {"kind": "change", "turn": 2, "text": "The engine is upgraded from UE 5.4.4 to UE 5.5, merged on July 13.", "keywords": ["UE 5.5", "july 13"]},
   ],
   "answered": [0],
  },
  {"id": "f43", "day": "2026-07-14",
   "turns": [
    (U, "tomasz back from vacation ☀️ and jenkins ate itself again, plugin update broke the forge controller\n\n```\nSEVERE: Failed Loading plugin Pipeline: Groovy v3912.v0a_a_f1f2b_a_2b_\njava.io.IOException: Failed to load: Pipeline: Groovy\n  - Update required: Script Security Plugin (1336.vf33a_a_9863911) to be updated to 1341 or higher\n```"),
    (A, "Welcome back! That's the classic Jenkins plugin dependency chain. Quick fix: update Script Security to >= 1341 and restart. Longer term, you've mentioned Jenkins pain a few times - alternatives are Buildkite (you keep your own agents, hosted control plane), TeamCity, or GitHub Actions with self-hosted runners."),
    (U, "i'm done with jenkins. we're moving forge to buildkite, agents stay ours. migration over the next 2 weeks, jenkins off by end of july"),
    (A, "Noted:\n- Forge CI: **Jenkins → Buildkite** (self-hosted agents)\n- Jenkins shut down **by end of July**\n\nI can help translate the Jenkinsfiles to `pipeline.yml` step by step."),
    (U, "yes pls start with the nightly"),
    (A, "```yaml\nsteps:\n  - label: ':hammer: nightly'\n    command: ./ci/nightly.sh\n    agents:\n      queue: build\n    timeout_in_minutes: 240\n```\n\nSchedule it in Buildkite with `0 23 * * *` to keep the 23:00 UTC slot."),
    (U, "perfect"),
   ],
   "facts": [
    {"kind": "change", "turn": 2, "text": "Forge CI moves from Jenkins to Buildkite with self-hosted agents; Jenkins off by end of July.", "keywords": ["buildkite", "jenkins"]},
   ],
   "answered": [0, 4],
  },
  {"id": "f44", "day": "2026-07-16",
   "turns": [
    (U, "kasia. legal finally answered about raw events in tally/clickhouse"),
    (A, "Great! That's been open since January. What did they say?"),
    (U, "180 days raw, then we keep only daily aggregates. player ids in aggregates get hashed. we'll use a ttl in clickhouse"),
    (A, "Noted: raw event retention **180 days**, then daily aggregates only, with hashed player ids. ClickHouse TTL:\n\n```sql\nALTER TABLE events MODIFY TTL toDate(ts) + INTERVAL 180 DAY;\n```"),
    (U, "ty! does that delete right away"),
    (A, "Not instantly - TTL deletes happen during merges. You can force it with `OPTIMIZE TABLE events FINAL`, but that's heavy on a big table, so run it off-hours."),
   ],
   "facts": [
    {"kind": "decision", "turn": 2, "text": "Raw telemetry events are kept for 180 days, after which only daily aggregates with hashed player ids remain.", "keywords": ["180 days", "aggregates"]},
   ],
   "answered": [4],
  },
  {"id": "f45", "day": "2026-07-28",
   "turns": [
    (U, "sunny. console port: the platform guidelines want around -24 LKFS, we're at -16 for pc. do we change everything?"),
    (A, "You don't have to. Most games ship platform-specific loudness: keep -16 LUFS on PC (where people play on headphones/desktop speakers) and use a separate mastering preset for console. The audio-banks Forge job can take a `--platform` flag and pick the right target."),
    (U, "ok pc stays -16, console builds get -24 LKFS via a separate preset in audio-banks"),
    (A, "Noted: loudness **PC -16 LUFS**, **console -24 LKFS**, selected per platform in the audio-banks job."),
    (U, "also lol the match found sound is apparently 'too happy' according to leo"),
    (A, "Ha, maybe a slightly less celebratory variant for repeated queues? 🙂"),
   ],
   "facts": [
    {"kind": "decision", "turn": 2, "text": "Console builds use a -24 LKFS loudness target while PC stays at -16.", "keywords": ["-24 LKFS", "console"]},
   ],
   "answered": [0],
  },
  {"id": "f46", "day": "2026-08-04",
   "turns": [
    (U, "hey! planning the team offsite, 11 ppl, 2 days, somewhere near the coast. ideas for activities that arent escape rooms"),
    (A, "Fun! Some ideas:\n- a game jam in mini teams (on-brand!)\n- kayaking or a boat trip\n- cooking class\n- board game night\n- a 'retro/roadmap' half day so it's not just fun"),
    (U, "game jam is so us lol. how long should it be"),
    (A, "For an offsite, 6-8 hours with a theme revealed in the morning works well. Demos after dinner."),
    (U, "ok love it. farid will insist on karaoke too 🎤"),
    (A, "Then karaoke it is! Have a great offsite."),
   ],
   "facts": [],
   "answered": [0, 2],
  },
  {"id": "f47", "day": "2026-08-11",
   "turns": [
    (U, "owen. compass has 140 flags lol. the 2 sprint cleanup rule isn't working, ppl need more time for a/b analysis"),
    (A, "That's fair: A/B results often need a few weeks of data after full rollout before you're sure. Options: extend the window to 3 sprints, or keep 2 sprints but allow an exemption tag for experiments."),
    (U, "going with the second one... no wait, kasia says exemptions will be abused. ok extend it: flags removed 3 sprints after full rollout instead of 2. gp_ prefix rule stays"),
    (A, "Noted: Compass flag cleanup **2 → 3 sprints** after full rollout. The `gp_` prefix rule for gameplay flags is unchanged."),
    (U, "and can u write a query to find flags older than that"),
    (A, "Assuming Compass stores `flags(name, rollout_pct, full_rollout_at)`:\n\n```sql\nSELECT name, full_rollout_at\nFROM flags\nWHERE rollout_pct = 100\n  AND full_rollout_at < now() - INTERVAL '6 weeks'\nORDER BY full_rollout_at;\n```\n(3 two-week sprints = 6 weeks)"),
   ],
   "facts": [
    {"kind": "change", "turn": 2, "text": "Compass flags are now removed 3 sprints after full rollout instead of 2.", "keywords": ["3 sprints", "instead of 2"]},
   ],
   "answered": [0, 4],
  },
  {"id": "f48", "day": "2026-08-13",
   "turns": [
    (U, "dana. BIG one. publisher signed off on 1.0 launch: october 22 on steam + epic"),
    (A, "Huge news! 🎉 Oct 22, 2026 is a Thursday, a good launch day. With the 10-day string freeze, loc text for launch freezes around Oct 12. Anything about consoles?"),
    (U, "that's the open question, whether consoles launch same day or later. depends on cert timing"),
    (A, "Noted:\n- **1.0 launch: October 22** on Steam + Epic\n- **open**: console launch same day or later, pending cert"),
    (U, "ty. going to go scream into a pillow (happily)"),
    (A, "Well deserved 😄"),
   ],
   "facts": [
    {"kind": "decision", "turn": 0, "text": "The 1.0 launch was set for October 22 on Steam and Epic.", "keywords": ["october 22", "1.0 launch"]},
    {"kind": "open", "turn": 2, "text": "Whether consoles launch the same day as PC is undecided.", "keywords": ["consoles", "same day"]},
   ],
   "answered": [],
  },
]

QUESTIONS += [
  {"question": "what's the deadline for fixing a showstopper bug since the beta?", "chat": "f37", "fact": 0},
  {"question": "when do community progress posts go out?", "chat": "f38", "fact": 0},
  {"question": "how often did cheater bans run during the beta?", "chat": "f39", "fact": 0},
  {"question": "what's the refund window for currency after legal weighed in?", "chat": "f40", "fact": 0},
  {"question": "did we decide on country-specific store prices in june?", "chat": "f40", "fact": 1},
  {"question": "which unreal version did we move to in the summer?", "chat": "f42", "fact": 0},
  {"question": "what replaced jenkins?", "chat": "f43", "fact": 0},
  {"question": "how long is raw analytics data retained?", "chat": "f44", "fact": 0},
  {"question": "what loudness do console builds master to?", "chat": "f45", "fact": 0},
  {"question": "how long after 100% rollout can a toggle stay around now?", "chat": "f47", "fact": 0},
  {"question": "what was the first launch date the publisher approved?", "chat": "f48", "fact": 0},
  {"question": "was there a decision on a simultaneous console release in august?", "chat": "f48", "fact": 1},
  {"question": "was the beta going to be under NDA, as of early april?", "chat": "f29", "fact": 1},
  {"question": "was south america getting a matchmaking server before beta?", "chat": "f34", "fact": 1},
  {"question": "did we still have an open question about raw event retention in january?", "chat": "f16", "fact": 1},
]

CHATS += [
  {"id": "f49", "day": "2026-09-01",
   "turns": [
    (U, "jun. beta data is in: brazil was 14% of players and they had 180ms+ to us-east-1. reviews in pt-BR mention lag a lot"),
    (A, "That's a strong signal. sa-east-1 is pricier than us-east-1 (roughly 30-50% more for compute), but with 14% of players and pt-BR localization it's likely worth it. You could start with a smaller fleet and autoscale."),
    (U, "ok we're adding sa-east-1 to harbor for launch, min 2 instances autoscaling. dana approved the cost"),
    (A, "Noted: Harbor adds **sa-east-1** for launch, minimum 2 instances with autoscaling. That closes the open South America question from May.\n\nCurrent Harbor regions: eu-central-1, us-east-1, ap-southeast-1, sa-east-1."),
    (U, "ty. also how do i check p95 ping per region in tally"),
    (A, "```sql\nSELECT region, quantile(0.95)(ping_ms) AS p95\nFROM harbor_sessions\nWHERE ts > now() - INTERVAL 7 DAY\nGROUP BY region ORDER BY p95 DESC;\n```"),
   ],
   "facts": [
    {"kind": "decision", "turn": 2, "text": "Harbor adds the sa-east-1 region for launch with at least 2 autoscaling instances.", "keywords": ["sa-east-1", "min 2 instances"]},
   ],
   "answered": [0, 4],
  },
  {"id": "f50", "day": "2026-09-03",
   "turns": [
    (U, "tomasz. launch day patch planning. last time a 9gb day one download melted bunny's pull zone for 20 min"),
    (A, "For launch, pre-loading is the standard answer: let players download the encrypted build in advance and unlock at launch time. Steam and Epic both support it; for the standalone launcher Patchbay can serve the files early and flip the manifest at launch."),
    (U, "ok preload opens 48 hours before launch on all stores + our launcher. patchbay flips the manifest at launch time"),
    (A, "Noted: **preload 48 hours before launch** on Steam, Epic and the standalone launcher; Patchbay flips the manifest at launch. Also consider warming the Bunny cache with the main pak files once preload opens."),
    (U, "yep. ok brb standup"),
    (A, "👍"),
   ],
   "facts": [
    {"kind": "decision", "turn": 2, "text": "Preload opens 48 hours before launch on all stores and the launcher.", "keywords": ["preload", "48 hours"]},
   ],
   "answered": [0],
  },
  {"id": "f51", "day": "2026-09-15",
   "turns": [
    (U, "need a bash one liner to find all .uasset files over 500mb in the repo"),
    (A, "Sure:\n\n```bash\nfind . -name '*.uasset' -size +500M -exec ls -lh {} + | sort -k5 -h\n```"),
    (U, "it also prints stuff from the DerivedDataCache folder, exclude it?"),
    (A, "```bash\nfind . -path ./DerivedDataCache -prune -o -name '*.uasset' -size +500M -print\n```"),
    (U, "ty 🙏 there are 3 lol, all mira's skyboxes"),
    (A, "Ha! Skyboxes are usually the culprits. Let me know if you need anything else."),
   ],
   "facts": [],
   "answered": [0, 2],
  },
  {"id": "f52", "day": "2026-09-17",
   "turns": [
    (U, "leo. cert plan for consoles. we need a code freeze date and submission date"),
    (A, "Typical flow: code freeze → 2-3 days of final QA pass → submission. First-party review takes 5-10 business days, more if you fail. What's your target?"),
    (U, "code freeze sept 25, submit to cert sept 28. fix branch only after freeze"),
    (A, "Noted:\n- code freeze: **Sept 25**\n- cert submission: **Sept 28**\n- after freeze, only the fix branch takes changes"),
    (U, "oh and the release notes thing from like a year ago lol. i own release notes now, farid does community posts"),
    (A, "Noted: **Leo owns release notes**, Farid handles community posts. That settles the open question from December."),
    (U, "ty. ok i need a nap"),
   ],
   "facts": [
    {"kind": "decision", "turn": 2, "text": "Console code freeze is September 25 with cert submission on September 28.", "keywords": ["sept 25", "sept 28"]},
    {"kind": "decision", "turn": 4, "text": "Leo owns the release notes while Farid does community posts.", "keywords": ["release notes", "i own"]},
   ],
   "answered": [0],
  },
  {"id": "f53", "day": "2026-09-22",
   "turns": [
    (U, "dana + kasia here. beta spending data is in for the regional pricing debate"),
    (A, "Great, what does it show?"),
    (U, "brazil and turkey players bought almost nothing at usd prices, conversion 0.4% vs 3.1% in us. so yes regional pricing. we'll use steam's recommended regional pricing for embers, same ratios on epic"),
    (A, "Noted: Embers use **Steam's recommended regional pricing**, with the same ratios mirrored on Epic. That closes the June open question.\n\nTo limit arbitrage, Ledger could lock the currency region to the account's store region at first purchase."),
    (U, "yes do that, jun is adding it"),
    (A, "Great - Ledger locks the Embers price region at first purchase. Let me know if you need anything else."),
   ],
   "facts": [
    {"kind": "decision", "turn": 2, "text": "Embers use Steam's recommended regional pricing, mirrored on Epic.", "keywords": ["regional pricing", "steam's recommended"]},
    {"kind": "decision", "turn": 5, "text": "Ledger locks a player's price region at the first purchase.", "keywords": ["price region", "first purchase"]},
   ],
   "answered": [],
  },
  {"id": "f54", "day": "2026-10-06",
   "turns": [
    (U, "dana. ok so. cert came back with 3 failures on the save system and a big streamer event is oct 22 anyway"),
    (A, "Oh no. What's the plan - fix and resubmit, and does PC still go out on Oct 22?"),
    (U, "final call with the publisher this morning: 1.0 launch moves from oct 22 to nov 5 for pc. consoles launch later, Q1 2027, after we pass cert"),
    (A, "Noted:\n- **1.0 PC launch: Oct 22 → Nov 5**\n- **consoles: Q1 2027**, not same day (closes the August open question)\n\nThe string freeze moves accordingly to around **Oct 26**, and preload opens **Nov 3**."),
    (U, "ugh right, forgot the string freeze. ty"),
    (A, "Hang in there! Let me know if you want me to update the launch checklist."),
   ],
   "facts": [
    {"kind": "change", "turn": 2, "text": "The PC 1.0 launch moved from October 22 to November 5.", "keywords": ["nov 5", "oct 22"]},
    {"kind": "decision", "turn": 2, "text": "Console versions launch later, in Q1 2027.", "keywords": ["Q1 2027", "consoles"]},
   ],
   "answered": [0],
  },
  {"id": "f55", "day": "2026-10-08",
   "turns": [
    (U, "its 9pm and we're all still here 🍕🍕 crunch week"),
    (A, "Sounds intense! Make sure everyone takes breaks. Anything I can help with?"),
    (U, "nah just venting. owen ordered pineapple pizza and mira is threatening to quit lol"),
    (A, "The pineapple debate claims another team 😄 Hope the pizza fuels a good night."),
    (U, "lol ty. ok back to fixing saves"),
    (A, "Good luck! Shout if you need a hand with anything."),
   ],
   "facts": [],
   "answered": [],
  },
  {"id": "f56", "day": "2026-10-20",
   "turns": [
    (U, "leo. for launch we need alerting on lantern, not just dashboards. what's a good threshold"),
    (A, "A common metric is crash rate per session per build. For a PC game, >1-2% crashing sessions is bad. Suggestion:\n\n| crash rate | action |\n|---|---|\n| > 1% | Slack alert #launch-war-room |\n| > 2% | page on-call |\n\nCompute over a rolling 30 minute window with a minimum of 500 sessions."),
    (U, "ok page on-call via pagerduty when crash rate goes over 2% for a build, slack above 1%. rotation is me, priya, jun, tomasz weekly"),
    (A, "Noted:\n- Lantern alerts: **>1% → Slack**, **>2% → PagerDuty page**\n- rolling 30 min, min 500 sessions\n- on-call rotation (weekly): Leo, Priya, Jun, Tomasz"),
    (U, "ship it"),
    (A, "Shipped 🚀 (well, noted). Let me know if you need the alert query."),
   ],
   "facts": [
    {"kind": "decision", "turn": 2, "text": "Lantern pages on-call via PagerDuty when a build's crash rate exceeds 2%.", "keywords": ["pagerduty", "over 2%"]},
    {"kind": "decision", "turn": 2, "text": "The weekly on-call rotation is Leo, Priya, Jun and Tomasz.", "keywords": ["rotation", "tomasz weekly"]},
   ],
   "answered": [0],
  },
  {"id": "f57", "day": "2026-11-03",
   "turns": [
    (U, "farid. preload is live!! 🎉 launch thursday. need a status page for when things break (they will)"),
    (A, "Congrats on preload! For a status page: Atlassian Statuspage, Instatus or a simple self-hosted one. Put it on your own subdomain so players can find it, and link it from the launcher and Discord."),
    (U, "going with instatus at status.emberfall.gg, linked from launcher + discord. done"),
    (A, "Noted: status page on **Instatus** at **status.emberfall.gg**, linked from the launcher and Discord."),
    (U, "publisher also asked if we give compensation (free embers) for downtime. no idea yet, we'll see how launch goes"),
    (A, "Noted as open: whether players get Embers as compensation for launch downtime."),
   ],
   "facts": [
    {"kind": "decision", "turn": 2, "text": "The status page runs on Instatus at status.emberfall.gg.", "keywords": ["instatus", "status.emberfall.gg"]},
    {"kind": "open", "turn": 4, "text": "Whether players get free Embers as compensation for downtime is undecided.", "keywords": ["compensation", "free embers"]},
   ],
   "answered": [0],
  },
  {"id": "f58", "day": "2026-11-06",
   "turns": [
    (U, "jun. LAUNCH DAY WAS WILD. hearth fell over twice\n\n```\n2026-11-05T18:02:44Z hearth-api ERROR pool exhausted: 512/512 connections in use\n2026-11-05T18:02:44Z hearth-api WARN login latency p99=14320ms\n```"),
    (A, "Congrats on launching, and ouch. Looks like a login storm: every session hitting Hearth at once. Was the 12h token TTL a factor? With long sessions at launch, lots of players got expired and re-logged at the same time."),
    (U, "yep exactly that, the 12h expiry hit everyone who started at launch. we put hearth tokens back to 24h, plus jitter. and db pool from 512 to 1024"),
    (A, "Noted:\n- Hearth token TTL **12h → 24h** with random jitter on expiry\n- Hearth DB pool **512 → 1024** connections"),
    (U, "and yes we're giving 500 embers to everyone who played launch day, farid decided"),
    (A, "Noted: **500 Embers** compensation for every launch-day player. That settles the open compensation question."),
    (U, "ok going to sleep for 14 hours"),
    (A, "You've earned it 😴"),
   ],
   "facts": [
    {"kind": "change", "turn": 2, "text": "Hearth token TTL went back from 12h to 24h with jitter.", "keywords": ["24h", "jitter"]},
    {"kind": "change", "turn": 2, "text": "The Hearth DB connection pool was raised from 512 to 1024.", "keywords": ["512 to 1024", "db pool"]},
    {"kind": "decision", "turn": 4, "text": "Every launch-day player gets 500 Embers as compensation.", "keywords": ["500 embers", "launch day"]},
   ],
   "answered": [],
  },
  {"id": "f59", "day": "2026-11-17",
   "turns": [
    (U, "kasia. launch population is 40x beta and the clickhouse bill is 😱. 25% sampling made sense at alpha, not now"),
    (A, "With 40x the players, even 5% gives you far more sessions than the beta had at 25%. Funnels will be stable. Purchases stay at 100%?"),
    (U, "yes. beacon session sampling goes from 25% down to 5%, purchases and errors stay 100%"),
    (A, "Noted: Beacon session sampling **25% → 5%**; purchases and errors remain at 100%."),
    (U, "ty. also is it normal that d7 is 31% now? that feels high"),
    (A, "For a premium co-op game at launch, 31% D7 is good but plausible - paid games retain better than free-to-play. Compare again after the first sale brings in less committed players."),
   ],
   "facts": [
    {"kind": "change", "turn": 2, "text": "Beacon session sampling was cut from 25% to 5% after launch.", "keywords": ["25% down to 5%", "beacon"]},
   ],
   "answered": [4],
  },
  {"id": "f60", "day": "2026-11-24",
   "turns": [
    (U, "dana. post-launch roadmap time. first content update, we're calling it Frostline, snow biome + 2 grapple types"),
    (A, "Love the name! When are you targeting?"),
    (U, "frostline ships in january 2027, free for everyone. that's locked"),
    (A, "Noted: **Frostline**, free content update, **January 2027**. With the 10-day string freeze, text for Frostline needs to freeze ~10 days before the release date."),
    (U, "and then the first paid dlc, but pricing is totally undecided, 9.99 vs 14.99 vs season pass"),
    (A, "Noted as open: pricing model for the first paid DLC (9.99, 14.99, or a season pass)."),
    (U, "ty. ok that's it for 2026 i think lol"),
    (A, "What a year! Let me know if you need anything else."),
   ],
   "facts": [
    {"kind": "decision", "turn": 2, "text": "The free Frostline content update ships in January 2027.", "keywords": ["frostline", "january 2027"]},
    {"kind": "open", "turn": 4, "text": "Pricing for the first paid DLC is undecided.", "keywords": ["dlc", "season pass"]},
   ],
   "answered": [0],
  },
]

QUESTIONS += [
  {"question": "do brazilian players get a local matchmaking server now?", "chat": "f49", "fact": 0},
  {"question": "how early could players download the game before release?", "chat": "f50", "fact": 0},
  {"question": "when did we send the console build off for certification?", "chat": "f52", "fact": 0},
  {"question": "who ended up writing the patch notes?", "chat": "f52", "fact": 1},
  {"question": "how are currency prices set in different countries?", "chat": "f53", "fact": 0},
  {"question": "what stops people from buying currency in a cheap region?", "chat": "f53", "fact": 1},
  {"question": "when did the PC version actually release?", "chat": "f54", "fact": 0},
  {"question": "when are the playstation/xbox versions coming out?", "chat": "f54", "fact": 1},
  {"question": "at what crash percentage does someone get woken up?", "chat": "f56", "fact": 0},
  {"question": "who is in the on-call rotation?", "chat": "f56", "fact": 1},
  {"question": "where can players check if the servers are down?", "chat": "f57", "fact": 0},
  {"question": "how long are login tokens valid after the launch incident?", "chat": "f58", "fact": 0},
  {"question": "how big is the accounts database connection pool?", "chat": "f58", "fact": 1},
  {"question": "what did players get for the launch outage?", "chat": "f58", "fact": 2},
  {"question": "what sampling rate is telemetry at after launch?", "chat": "f59", "fact": 0},
  {"question": "when is the snow update coming out?", "chat": "f60", "fact": 0},
  {"question": "have we figured out how much the first DLC costs?", "chat": "f60", "fact": 1},
]


if __name__ == "__main__":
    import collections
    ids = set()
    prev_day = ""
    kinds = collections.Counter()
    for c in CHATS:
        cid = c["id"]
        assert cid not in ids, cid
        ids.add(cid)
        assert "2025-12-01" <= c["day"] <= "2026-11-25", cid
        assert c["day"] >= prev_day, cid
        prev_day = c["day"]
        n = len(c["turns"])
        assert 5 <= n <= 12, (cid, n)
        for role, text in c["turns"]:
            assert role in (U, A) and isinstance(text, str) and text.strip(), cid
        assert len(c["facts"]) <= 3, cid
        for f in c["facts"]:
            assert f["kind"] in ("decision", "change", "open"), cid
            assert 0 <= f["turn"] < n, (cid, f)
            turn_text = c["turns"][f["turn"]][1].lower()
            assert len(f["keywords"]) >= 2, (cid, f)
            for k in f["keywords"]:
                assert k.lower() in turn_text, (cid, f["turn"], k)
            kinds[f["kind"]] += 1
        for a in c["answered"]:
            assert 0 <= a < n - 1 and c["turns"][a][0] == U, (cid, a)
    byid = {c["id"]: c for c in CHATS}
    for q in QUESTIONS:
        assert q["chat"] in byid, q
        assert 0 <= q["fact"] < len(byid[q["chat"]]["facts"]), q
    nofact = sum(1 for c in CHATS if not c["facts"])
    print("chats:", len(CHATS), "without facts:", nofact)
    print("facts:", sum(kinds.values()), dict(kinds))
    print("questions:", len(QUESTIONS), "covering chats:", len({q["chat"] for q in QUESTIONS}))
