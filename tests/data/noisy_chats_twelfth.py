# Development data since 2026-12-02 (session 14): released after its last held-out measurement, below.
# Held-out noisy-chat set no. 12 (60 chats, 65 facts, 65 questions; a community radio station), written on 2026-12-01
# by a helper that never saw the code or the other sets. Its misses were not read. Measured by the lead only (python
# -m tests.noisy_chat_quality twelfth): at 2d97726 (before session 13) coverage 0.85 / 0.85 / 0.78, noise lines
# 48/209 (0.23), core memory noise 0/1, recall 48/65 (0.74); at session 13's merged code (2bcf5a2) coverage 0.88 /
# 0.88 / 0.82, noise 36/203 (0.18), core memory noise 0/1, recall 50/65 (0.77).
"""Noisy team-assistant chats for Riverside FM, a community radio station.

Organisation: Riverside FM (97.4 FM + online stream), a volunteer-heavy
community station run from two studios above the old library on Mill Lane.

People (8):
  - Maggie Okafor      station manager
  - Dev Patel          programme controller
  - Tom Wisniewski     tech engineer
  - Priya Nair         volunteer coordinator
  - Hannah Brooks      fundraising
  - Leon Achterberg    music librarian
  - Ruth Mensah        news editor
  - Sam Kowalczyk      web developer

Systems: Rivendell playout (Studio A main, Studio B spare), Icecast streaming
server (later with Liquidsoap on a Hetzner VPS), WordPress website CMS,
Donorbox then GoCardless for donations, Airtable then Rotacloud for the
volunteer rota, studio gear (Studio A mixer, SM7B mics, Studio B booth),
the 50 W FM transmitter at the water tower site with RDS encoder, silence
detector, Synology NAS backups, Mixcloud for specialist-show podcasts,
Slack for the team.

Counts: 60 chats (2025-12-01 .. 2026-11-27), 65 facts:
45 decisions, 12 changes, 8 open questions; 5 chats carry no fact
(c05, c14, c24, c35, c45); 10 chats carry two facts.

Chats that change an earlier decision (change -> earlier decision):
  c12 appeal target 15k -> 12k                      (c03)
  c16 stream main mount 128k mp3 -> 192k            (c01)
  c22 volunteer rota Airtable -> Rotacloud          (c02)
  c25 breakfast show start 7:00 -> 6:30             (c04)
  c28 bulletins also on the half hour at breakfast  (c06)
  c31 A-list rotation 12 -> 10 plays a week         (c07)
  c34 silence detector 30 s -> 15 s                 (c08)
  c36 regular giving Donorbox -> GoCardless         (c11)
  c40 transmitter maintenance Tue 2-4am -> Wed 1-3am (c13)
  c43 listen-again retention 30 -> 60 days          (c15)
  c52 Studio B booking cap 2 h -> 3 h               (c15)
  c60 autumn appeal target 10k -> 14k               (c53)

Open questions that stay open (never settled in the set):
  c09 join the small-scale DAB multiplex bid or not
  c17 DBS checks for volunteers on the youth show
  c26 whether to run a raffle (lottery registration with the council)
  c30 whether to pay for a Rivendell support contract
  c33 whether to move the studios into the new library building
  c41 who covers social media at weekends
  c47 whether to apply early for the community radio licence extension
  c55 whether to sell the old Studio A desk or keep it as a spare
"""

U = "user"; A = "assistant"

CHATS = [
    {"id": "c01", "day": "2025-12-01", "turns": [
        (U, "morning! tom here, finally got the new icecast box up on the vps 🎉"),
        (A, "Good morning Tom, congratulations on getting it running! How can I help with the new streaming server today?"),
        (U, "need to pick a bitrate for the main mount. listeners are mostly on phones + old smart speakers. options?"),
        (A, "Great question! Here are the usual choices for a talk/music mix:\n\n| option | codec | bitrate | notes |\n|---|---|---|---|\n| 1 | MP3 | 128 kbps | plays on basically everything, ~58 MB/hour per listener |\n| 2 | AAC | 96 kbps | similar quality, some older speakers choke on it |\n| 3 | MP3 | 192 kbps | nicer for music, ~86 MB/hour per listener |\n\nWith your upstream limit on the VPS (100 Mbit) option 1 comfortably covers ~700 concurrent listeners."),
        (U, "ok lets go with option 1, main mount is 128 mp3. the alexa skill is ancient and only does mp3 anyway lol"),
        (A, "Noted, I'll keep that in mind: the main mount /live will be 128 kbps MP3. Want me to draft the <mount> block for icecast.xml?"),
        (U, "yes pls"),
        (A, "Here you go:\n```xml\n<mount type=\"normal\">\n  <mount-name>/live</mount-name>\n  <max-listeners>700</max-listeners>\n  <fallback-mount>/fallback.mp3</fallback-mount>\n  <fallback-override>1</fallback-override>\n  <stream-name>Riverside FM 97.4</stream-name>\n</mount>\n```\nThe bitrate itself is set on the encoder side (Rivendell's stream out / butt), not in icecast.xml. Let me know if you need anything else!"),
        (U, "legend, ta"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "The main Icecast stream mount will run at 128 kbps MP3.", "keywords": ["main mount", "128 mp3"]},
     ],
     "answered": [2, 6]},

    {"id": "c02", "day": "2025-12-03", "turns": [
        (U, "hiya its priya. the volunteer rota is currently a google sheet that 4 people edit at once and its a MESS"),
        (A, "Hi Priya! Shared sheets do get chaotic quickly. Are you looking for a replacement tool, or ways to tidy up the sheet you have?"),
        (U, "replacement. something free-ish. maggie said airtable or just stick w sheets + protections"),
        (A, "Both can work. Quick comparison:\n- **Google Sheets with protected ranges**: zero cost, everyone already knows it, but no reminders and no shift-swap workflow.\n- **Airtable (free tier)**: up to 1,000 records per base, form views so volunteers can claim shifts, automations for email reminders (limited runs per month on free).\n- **Dedicated rota apps (Rotacloud, Deputy)**: best swap/reminder features, but paid per user.\n\nFor ~45 volunteers, Airtable's free tier is probably the sweet spot."),
        (U, "yeah ok airtable it is. ill build the base this week"),
        (A, "Sounds good. A simple structure: tables for Volunteers, Shows, Shifts (linked to both), plus a form view for shift claims."),
        (U, "also want a rule for swaps bc people text me at 11pm saying they cant do breakfast next morning 🙃 thinking 48 hours notice minimum for swaps posted in the rota"),
        (A, "That's a sensible rule. Shall I word it for the volunteer handbook?"),
        (U, "go on then. and yes thats final, 48 hours notice for swaps from now on"),
        (A, "Here's a draft:\n\n> **Shift swaps** - If you can't make a shift, post a swap request in the rota at least 48 hours before it starts. Under 48 hours, call Priya directly, don't text.\n\nNoted, I'll keep that in mind."),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "The volunteer rota will move from the shared Google Sheet to Airtable.", "keywords": ["airtable it is", "build the base"]},
        {"kind": "decision", "turn": 8, "text": "Volunteers must post shift swap requests at least 48 hours before the shift.", "keywords": ["48 hours notice", "swaps"]},
     ],
     "answered": [2, 8]},

    {"id": "c03", "day": "2025-12-05", "turns": [
        (U, "hi, hannah (fundraising). can u help me plan the winter appeal"),
        (A, "Hi Hannah, of course! What have you got so far - dates, target, channels?"),
        (U, "not much lol. last year we did 9.8k. maggie wants it big bc the transmitter site rent went up"),
        (A, "Understandable. A common approach is last year's total plus 40-60% when there's a concrete, visible need. That would put you between roughly £13,700 and £15,700. Framing it around the transmitter rent ('keep 97.4 on air') tends to land well with community audiences."),
        (U, "right we just had a quick huddle. target is £15,000, appeal runs til 31 jan"),
        (A, "Great, noted: winter appeal target £15,000, closing 31 January. Would you like a rough weekly tracker so you can see if you're on pace?"),
        (U, "yes plz, brb making tea"),
        (A, "Here's a simple pace table (8 weeks from 8 Dec):\n\n| week starting | cumulative target |\n|---|---|\n| 8 Dec | £1,500 |\n| 15 Dec | £3,500 |\n| 22 Dec | £5,000 |\n| 29 Dec | £6,000 |\n| 5 Jan | £8,000 |\n| 12 Jan | £10,500 |\n| 19 Jan | £12,800 |\n| 26 Jan | £15,000 |\n\nThe Christmas weeks are usually strong, the New Year dip is normal."),
        (U, "perfect ty x"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "The winter appeal target is £15,000, running until 31 January.", "keywords": ["£15,000", "31 jan"]},
     ],
     "answered": [0, 6]},

    {"id": "c04", "day": "2025-12-09", "turns": [
        (U, "yo its dev. schedule q - breakfast show start time for jan relaunch"),
        (A, "Hi Dev! Happy to help. What are the options you're weighing up?"),
        (U, "jules wants 6am, bus-stop crowd. i think 7 is more realistic for a volunteer host who also has a day job"),
        (A, "Both have merit. 6am catches commuters and shift workers but is hard to staff reliably with volunteers; the RAJAR-style listening peak for small stations is usually 7:30-8:30. Starting at 7 and running to 10 keeps the show in the peak and gives the host a sane alarm."),
        (U, "yeah. spoke to jules, we're going with 7am start, 7-10 weekdays"),
        (A, "Noted: breakfast show runs 7:00-10:00 on weekdays from the January relaunch, hosted by Jules."),
        (U, "cool. unrelated but do u know any good jingle packages that arent £££"),
        (A, "A few budget-friendly routes: commission a local music college (students often do it for credit), buy a generic package and have the station name sung in (around £150-£400), or use royalty-free beds and voice them yourselves. Make sure whatever you buy allows broadcast + streaming use."),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "From the January relaunch the breakfast show runs 7am to 10am on weekdays.", "keywords": ["7am start", "7-10 weekdays"]},
     ],
     "answered": [6]},

    {"id": "c05", "day": "2025-12-12", "turns": [
        (U, "hello!! quick one, can u write a tweet for our xmas request show. sam here"),
        (A, "Hi Sam! Sure - any details I should include (date, time, how to request)?"),
        (U, "sunday 21st, 2-5pm, requests via whatsapp 07700 900123 or the website form"),
        (A, "How about:\n\n\"🎄 Christmas Request Show this Sunday 21st, 2-5pm on Riverside FM 97.4! Send your festive faves via WhatsApp 07700 900123 or riversidefm.org/requests 🎶\""),
        (U, "lol we're not allowed the 97.4 in tweets apparently, marketing rule from maggie. just say riverside fm"),
        (A, "No problem:\n\n\"🎄 Christmas Request Show this Sunday 21st, 2-5pm on Riverside FM! Send your festive faves via WhatsApp 07700 900123 or riversidefm.org/requests 🎶\""),
        (U, "ace thanks 👍"),
        (A, "You're welcome! Let me know if you need anything else."),
     ],
     "facts": [],
     "answered": [0, 4]},

    {"id": "c06", "day": "2025-12-15", "turns": [
        (U, "ruth from news. i need to nail down the bulletin pattern before the relaunch"),
        (A, "Hi Ruth! What are you considering? Frequency, duration and which hours would be the main things to pin down."),
        (U, "we have maybe 6 reliable readers. i was thinking every hour on the hour 7am til 6pm weekdays, 3 mins each"),
        (A, "With six readers that's 12 bulletins a day, so each reader would do two a day on average on a 5-day week. Three minutes is a good length: roughly 4-5 local stories plus weather and travel."),
        (U, "yep decided. hourly bulletins 7am-6pm weekdays, 3 min, on the hour"),
        (A, "Noted, I'll keep that in mind. Would you like a simple running order template for a 3-minute bulletin?"),
        (U, "sure"),
        (A, "Here's one:\n```\n00:00  sting + headline (10s)\n00:10  lead story (45s, with clip if possible)\n00:55  story 2 (30s)\n01:25  story 3 (30s)\n01:55  story 4 / community notice (25s)\n02:20  weather (20s)\n02:40  travel (15s)\n02:55  back-announce + out-sting\n```"),
        (U, "great stuff, printing this for the booth"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "News bulletins run every hour on the hour from 7am to 6pm on weekdays, 3 minutes each.", "keywords": ["hourly bulletins", "3 min"]},
     ],
     "answered": [6]},

    {"id": "c07", "day": "2025-12-18", "turns": [
        (U, "heya leon here (music library). need to sort the rotation rules in rivendell before xmas madness"),
        (A, "Hi Leon! Happy to help. Are we talking about the clock/category setup or how many plays each list gets?"),
        (U, "plays. A-list currently gets hammered like 20x a week and listeners are moaning on fb"),
        (A, "Twenty plays a week on a community station is high. Typical ranges:\n- A-list: 10-14 plays/week\n- B-list: 6-8\n- C-list: 2-4\n\nYou can enforce this in Rivendell's scheduler with artist/title separation and by limiting how many A slots each clock has."),
        (U, "ok lets do 12 plays a week for A-list, B stays at 7"),
        (A, "Noted: A-list capped at 12 plays a week, B-list stays at 7. To get close to 12 you'll want roughly two A slots per hour across the 6am-midnight music hours, with a title separation of around 10 hours."),
        (U, "cheers. also whats the best mince pie in town, go"),
        (A, "I'm afraid I can't taste-test, but the team's Slack seems to rate the bakery on Mill Lane very highly! 🥧"),
        (U, "haha diplomatic"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "A-list songs get 12 plays a week in rotation; B-list stays at 7.", "keywords": ["12 plays a week", "a-list"]},
     ],
     "answered": [2]},

    {"id": "c08", "day": "2025-12-22", "turns": [
        (U, "tom again. silence detector keeps screaming at me. log below"),
        (U, "```\n2025-12-21 03:12:44 SILENCE_ALARM ch=PGM level=-62dBFS dur=8s\n2025-12-21 03:12:52 SILENCE_CLEAR ch=PGM\n2025-12-21 04:40:01 SILENCE_ALARM ch=PGM level=-58dBFS dur=9s\n2025-12-21 04:40:10 SILENCE_CLEAR ch=PGM\n```"),
        (A, "Those look like quiet passages (classical/ambient overnight?) tripping a short threshold rather than real outages: each clears within 10 seconds. Real dead air usually runs much longer. What is the threshold currently?"),
        (U, "its 5s on -55dBFS lol. whats sane"),
        (A, "For a station with a lot of overnight ambient content, common settings are:\n- threshold level: -50 to -55 dBFS\n- duration: 20-30 seconds before alarm\n- escalation: SMS to on-call engineer, then a second person after 5 minutes\n\n30 seconds avoids false alarms from quiet tracks while still catching real dead air quickly."),
        (U, "right setting it to 30 seconds, alarm goes as SMS to my phone. done"),
        (A, "Noted: silence detector now alarms after 30 seconds below threshold, with SMS alerts to Tom's phone. Do you want a backup contact for when you're off?"),
        (U, "later, its christmas 🎄 off to the pub"),
        (A, "Enjoy! Merry Christmas, Tom."),
     ],
     "facts": [
        {"kind": "decision", "turn": 5, "text": "The silence detector will alarm after 30 seconds of silence and send an SMS to Tom.", "keywords": ["30 seconds", "sms"]},
     ],
     "answered": [3]},

    {"id": "c09", "day": "2026-01-05", "turns": [
        (U, "happy new year! maggie here. few things from the board"),
        (A, "Happy New Year, Maggie! Go ahead, I'm listening."),
        (U, "first, board meetings - the monthly tuesday evening slot is dying, half the trustees cant make it. we've moved them to the first thursday of every month, 7pm"),
        (A, "Noted: board meetings now take place on the first Thursday of each month at 7pm. That makes the next one Thursday 5 February."),
        (U, "second thing. the small-scale DAB multiplex for our area is being advertised, consortium is asking if we want a slot. its like £2-3k a year. do we go for it?? honestly not sure"),
        (A, "It's a real trade-off:\n**For**: DAB listening is growing, many cars now default to DAB, and the slot protects your reach if FM listening declines.\n**Against**: £2-3k a year is roughly a fifth of your winter appeal target, there's an encoder to buy or rent, and you'd need a new Ofcom C-DSP licence.\nIt might be worth asking the consortium for their coverage map and whether community stations get a discounted rate."),
        (U, "yeah we'll have to chew on it, no decision yet. the board wants more numbers"),
        (A, "Understood, I'll treat the DAB multiplex question as open. Shall I draft the questions to send to the consortium?"),
        (U, "maybe next week. ta"),
     ],
     "facts": [
        {"kind": "decision", "turn": 2, "text": "Board meetings move to the first Thursday of every month at 7pm.", "keywords": ["first thursday", "7pm"]},
        {"kind": "open", "turn": 4, "text": "Whether Riverside FM should take a slot on the local small-scale DAB multiplex (about £2-3k a year) is undecided.", "keywords": ["dab multiplex", "slot"]},
     ],
     "answered": []},

    {"id": "c10", "day": "2026-01-08", "turns": [
        (U, "sam here. the website is soooo slow, elementor is killing it"),
        (U, "lighthouse on the homepage: perf 31, LCP 6.8s, TBT 1,900ms 😭"),
        (A, "Ouch, that's rough. Page builders like Elementor load a lot of CSS/JS on every page. Options:\n1. Keep Elementor, add caching + asset optimisation (quick win, maybe perf 50-60)\n2. Rebuild the theme as a WordPress block theme (moderate work, usually perf 85+)\n3. Move off WordPress to a static site or Ghost (most work, and volunteers lose the editor they know)"),
        (U, "news team will riot if i take wordpress away. ok decision: we stay on wordpress but rebuild as a block theme and bin elementor"),
        (A, "Sensible call. Noted: the site stays on WordPress, rebuilt as a block theme, Elementor removed. Do you want a migration checklist?"),
        (U, "yeah go"),
        (A, "Migration checklist:\n- [ ] staging copy of the site\n- [ ] list every page using Elementor templates\n- [ ] build header/footer/template parts in the Site Editor\n- [ ] recreate the schedule + now-playing blocks\n- [ ] redirect check for any changed slugs\n- [ ] deactivate Elementor on staging, fix shortcodes left behind\n- [ ] run Lighthouse again\n- [ ] go live on a quiet evening"),
        (U, "thx, will grind thru this over the next few weeks"),
     ],
     "facts": [
        {"kind": "decision", "turn": 3, "text": "The website stays on WordPress but will be rebuilt as a block theme without Elementor.", "keywords": ["stay on wordpress", "block theme"]},
     ],
     "answered": [5]},
    {"id": "c11", "day": "2026-01-12", "turns": [
        (U, "hannah again. we need a proper donations platform, the paypal button is embarrassing"),
        (A, "Hi Hannah! What matters most - low fees, monthly giving, Gift Aid, or how it looks on the site?"),
        (U, "gift aid + monthly giving. and cheap"),
        (A, "Three common options for UK charities:\n\n| platform | fees | gift aid | monthly | notes |\n|---|---|---|---|---|\n| JustGiving | ~1.9% + 20p, plus optional donor tip | yes | limited | big brand, less control |\n| Donorbox | 1.5% + card fees (free tier) | yes (UK add-on) | yes | embeddable form on WordPress |\n| PayPal Giving | card fees only | via separate process | awkward | what you have now |"),
        (U, "donorbox looks right. lets go with donorbox, ill set up the account today"),
        (A, "Noted: Donorbox will be the donation platform, embedded on the website. Sam will need the embed code for the donate page."),
        (U, "yep will send. is it ok to put the form in a popup or is that annoying"),
        (A, "Popups tend to irritate listeners and hurt mobile performance. An embedded form on a dedicated donate page plus a clear button in the header usually converts better."),
        (U, "fair. thanks!!"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "Donorbox is chosen as the donation platform, replacing the PayPal button.", "keywords": ["donorbox", "set up the account"]},
     ],
     "answered": [6]},

    {"id": "c12", "day": "2026-01-15", "turns": [
        (U, "ugh. appeal update. we're at £6,140 and its mid jan"),
        (A, "Thanks for the update, Hannah. Against the pace table you're about £4,000 behind where the £15,000 target would need you to be. Did something change over Christmas?"),
        (U, "the big local business donor pulled out. so maggie and i agreed to drop the target to £12k. still closing 31 jan"),
        (A, "Noted: the winter appeal target is now £12,000 (down from £15,000), still closing 31 January. That means you need about £5,900 in the last two and a half weeks."),
        (U, "doable?? be honest"),
        (A, "Honestly, it's a stretch but doable. A final push usually helps: on-air countdown from the presenters, a matched-giving hour if you can find a sponsor, and one email to everyone who gave last year."),
        (U, "ok ok. ill ask the bakery about matching lol"),
        (A, "Worth a try! Good luck."),
     ],
     "facts": [
        {"kind": "change", "turn": 2, "text": "The winter appeal target is lowered from £15,000 to £12,000, still closing 31 January.", "keywords": ["drop the target", "£12k"]},
     ],
     "answered": [4]},

    {"id": "c13", "day": "2026-01-19", "turns": [
        (U, "tom. need a regular maintenance window for the transmitter site. the landlord only lets us in at night"),
        (A, "Hi Tom! When is listening lowest for you? Most community stations pick a weekday between 1am and 5am."),
        (U, "stream stats say tuesday night is deadest. 2-4am?"),
        (A, "Tuesday 2-4am would work well. Tip: schedule a pre-recorded 'engineering works' loop on the stream so online listeners aren't left with silence while the transmitter is off."),
        (U, "ok, tuesdays 2-4am is the maintenance window. ill tell dev so nothing live is scheduled"),
        (A, "Noted: transmitter maintenance window is Tuesdays 2:00-4:00am. Let me know if you need anything else."),
        (U, "also what was the RDS PS text limit again, 8 chars?"),
        (A, "Yes, the RDS Programme Service (PS) name is 8 characters. For longer text use RadioText (RT), up to 64 characters."),
        (U, "RIVERSDE it is then lmao"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "Transmitter maintenance window is Tuesdays from 2am to 4am.", "keywords": ["tuesdays 2-4am", "maintenance window"]},
     ],
     "answered": [6]},

    {"id": "c14", "day": "2026-01-22", "turns": [
        (U, "priya here, can you help me write a thank you email to volunteers who covered over the snow days"),
        (A, "Of course! How many people, and anything specific they did?"),
        (U, "about 11 people, some slept at the studio lol, kept us on air 3 days straight"),
        (A, "Here's a draft:\n\nSubject: You kept Riverside on air ❄️\n\nHi all,\n\nLast week, while the roads were closed and half the town was stuck indoors, you kept Riverside FM on air for three days straight. Some of you even camped out in Studio B (we've found the sleeping bags).\n\nListeners noticed. We've had dozens of messages saying the station was their link to what was going on.\n\nThank you, properly.\n\nPriya"),
        (U, "aww thats lovely. can we add that pizza is on us next friday"),
        (A, "Sure, add before the sign-off: \"Pizza's on us next Friday from 6pm at the studio - just turn up.\""),
        (U, "perfect thanksss"),
        (A, "You're welcome, Priya!"),
     ],
     "facts": [],
     "answered": [0, 4]},

    {"id": "c15", "day": "2026-01-27", "turns": [
        (U, "dev here. two things for the schedule doc. 1) listen again. how long do we keep shows on the site"),
        (A, "Hi Dev. Two things to weigh: storage (a 2-hour show at 128 kbps is ~115 MB) and music licensing - under the usual PRS/PPL limited-download terms for community stations, on-demand shows generally shouldn't stay up indefinitely. 30 days is a common, safe choice."),
        (U, "30 days then. listen again archive keeps shows for 30 days and then auto-deletes"),
        (A, "Noted. Tom can set up a nightly cron job to remove files older than 30 days, e.g.:\n```bash\nfind /srv/listenagain -name '*.mp3' -mtime +30 -delete\n```"),
        (U, "2) studio B booking. people are hogging it for whole afternoons to record podcasts"),
        (A, "A booking cap is the usual fix. Typical caps are 2-3 hours per booking, with a limit on how far ahead people can book so it doesn't fill up with speculative slots."),
        (U, "max 2 hours per booking in studio B. if u need more, ask me"),
        (A, "Noted: Studio B bookings are capped at 2 hours; longer sessions need your approval. Want me to write a short notice for the studio door?"),
        (U, "nah im good. cheers"),
     ],
     "facts": [
        {"kind": "decision", "turn": 2, "text": "The listen-again archive keeps shows for 30 days, then deletes them automatically.", "keywords": ["30 days", "listen again"]},
        {"kind": "decision", "turn": 6, "text": "Studio B bookings are capped at 2 hours; longer needs Dev's approval.", "keywords": ["max 2 hours", "studio b"]},
     ],
     "answered": [0, 4]},

    {"id": "c16", "day": "2026-02-02", "turns": [
        (U, "tom. complaints about stream quality on the music shows. sounding swishy on the cymbals"),
        (A, "That's classic MP3 artefacting at 128 kbps, especially on bright content. How is bandwidth looking on the VPS now?"),
        (U, "peak was 212 listeners during the snow, mean like 60. bags of headroom"),
        (A, "At 212 listeners, 192 kbps would use about 41 Mbit/s - well under your 100 Mbit port. The old Alexa skill still only supports MP3, so staying on MP3 at 192 keeps it working."),
        (U, "ok bumped the main mount to 192k mp3 as of now. restarting the encoder"),
        (U, "[2026-02-02 14:03:11] INFO source/source_main_loop listener count on /live now 58\n[2026-02-02 14:03:11] INFO connection/_handle_source_request Source logging in at mountpoint \"/live\" from 10.0.0.4"),
        (A, "Looks healthy - the source reconnected to /live cleanly. Noted: the main mount now streams at 192 kbps MP3 instead of 128."),
        (U, "sweet 👌"),
     ],
     "facts": [
        {"kind": "change", "turn": 4, "text": "The main stream mount bitrate is raised from 128 kbps to 192 kbps MP3.", "keywords": ["bumped the main mount", "192k"]},
     ],
     "answered": []},

    {"id": "c17", "day": "2026-02-05", "turns": [
        (U, "hi its priya. we've got a youth show starting in march, presenters 14-17 with 3 adult volunteers helping"),
        (A, "That sounds like a great project! Is there something specific you'd like help with?"),
        (U, "do the adult volunteers need DBS checks? and which level? nobody here knows for sure"),
        (A, "It depends on what the adults actually do. Roughly:\n- **Basic DBS**: anyone can get one, low assurance.\n- **Enhanced DBS**: available when the role is 'regulated activity' or close to it, e.g. regular unsupervised contact with under-18s.\n- **Enhanced with barred list**: only for regulated activity.\n\nWhether supervising a weekly radio show counts as regulated activity depends on frequency and supervision. I'd recommend checking with your local council's safeguarding team or an umbrella body before deciding."),
        (U, "ugh ok. so we dont know yet whether the youth show helpers need dbs. ill ask the council"),
        (A, "Understood - I'll keep that as an open question until you hear back."),
        (U, "cheers. brb, someone's at the door with a giant box of cds 📦"),
        (A, "Sounds like one for Leon! 😄"),
     ],
     "facts": [
        {"kind": "open", "turn": 2, "text": "It is unclear whether the adult volunteers helping on the youth show need DBS checks, and at what level.", "keywords": ["dbs checks", "which level"]},
     ],
     "answered": []},

    {"id": "c18", "day": "2026-02-10", "turns": [
        (U, "ruth. had a near miss yesterday, a reader went on air with a story i hadnt checked"),
        (A, "That's stressful. What happened, and how can I help?"),
        (U, "story about the school closure, turned out it was only one year group. no harm but could have been bad"),
        (A, "A clear sign-off step usually prevents this. Options:\n1. Editor signs off every script before air\n2. Only stories in a 'cleared' folder can be read\n3. Two-person rule for anything about schools, health or crime"),
        (U, "going with 1. from now on nothing goes on air unless i or my deputy have signed off the script"),
        (A, "Noted: every news script must be signed off by Ruth or her deputy before broadcast. Should I draft a message to the readers?"),
        (U, "yeah short and not scary"),
        (A, "\"Hi all - quick change to how we work: from today, please only read scripts that Ruth or Kofi have signed off (look for the ✅ in the doc title). If something breaks and neither of us is around, read the headline only and say 'more details to follow'. Thanks for all you do!\""),
        (U, "love it thanks"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "Every news script must be signed off by Ruth or her deputy before it goes on air.", "keywords": ["signed off", "deputy"]},
     ],
     "answered": [6]},

    {"id": "c19", "day": "2026-02-13", "turns": [
        (U, "maggie. agm date. constitution says before end of march"),
        (A, "Hi Maggie! Do you have a venue in mind? Saturdays tend to get better turnout from members than weekday evenings."),
        (U, "community centre has sat 21 march or sat 28. 28 is too close to the deadline if something goes wrong"),
        (A, "Agreed, 21 March gives you a week's buffer. Remember the notice period in your constitution - typically 14 or 21 days - so notices would need to go out by 28 February at the latest for 21 days."),
        (U, "booked it. AGM is saturday 21 march, 2pm, community centre"),
        (A, "Noted: AGM on Saturday 21 March at 2pm at the community centre. Notice needs to go out by 28 February."),
        (U, "happy friday 13th btw 👻"),
        (A, "Ha, happy Friday the 13th! Hopefully nothing breaks today."),
        (U, "dont jinx it, tom's up the mast"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "The AGM is on Saturday 21 March at 2pm at the community centre.", "keywords": ["agm", "21 march"]},
     ],
     "answered": [0]},

    {"id": "c20", "day": "2026-02-17", "turns": [
        (U, "leon. rivendell import settings. some tracks are way louder than others, the 80s stuff vs new pop is crazy"),
        (A, "That's the loudness war in action. Rivendell can normalise on import. What level is it set to currently?"),
        (U, "no idea, default? its peak normalise i think"),
        (A, "Peak normalisation won't fix perceived loudness. Better to normalise to a loudness target. Many stations use around -16 LUFS for playout files (streaming-friendly), with your on-air processor handling the rest. Rivendell 4 supports loudness normalisation on import via its import settings."),
        (U, "ok we'll normalise everything to -16 LUFS on import from now on. ill re-import the A and B lists this week"),
        (A, "Noted: all music imports normalised to -16 LUFS. Re-importing A and B lists will make the change noticeable straight away."),
        (U, "other thing - explicit lyrics. someone played the uncut version of a track at 4pm on saturday 🙈"),
        (A, "Ofcom's watershed is 9pm. A simple rule many stations use: only radio edits before 9pm, and tag explicit versions in the library so they can't be scheduled in daytime clocks."),
        (U, "yep. rule: no explicit versions before 9pm, radio edits only. ill tag them EXPLICIT in the library"),
        (A, "Noted, I'll keep that in mind."),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "All music is loudness-normalised to -16 LUFS on import into Rivendell.", "keywords": ["-16 lufs", "on import"]},
        {"kind": "decision", "turn": 8, "text": "No explicit versions of songs before 9pm; only radio edits, with explicit tracks tagged in the library.", "keywords": ["no explicit versions", "radio edits"]},
     ],
     "answered": [0, 6]},
    {"id": "c21", "day": "2026-02-20", "turns": [
        (U, "sam. building the now playing widget for the new theme. where do i get the track data from"),
        (A, "Hi Sam! Icecast exposes a JSON status endpoint at /status-json.xsl. The 'title' field on the source carries whatever Rivendell sends as metadata, e.g.:\n```json\n{\"icestats\": {\"source\": {\"listenurl\": \"https://stream.riversidefm.org/live\", \"listeners\": 47, \"title\": \"Kate Bush - Running Up That Hill\"}}}\n```"),
        (U, "nice. how often should i poll it, dont want to hammer the vps"),
        (A, "Polling every 10-30 seconds is normal. With ~200 visitors at peak, a 15 second interval is about 13 requests/second worst case, which Icecast handles easily. You could also cache it server-side in WordPress with a transient."),
        (U, "ok widget polls status-json every 15 seconds, with a wp transient in front. done deal"),
        (A, "Noted: the now-playing widget polls Icecast's status-json every 15 seconds through a WordPress transient cache."),
        (U, "TypeError: Cannot read properties of undefined (reading 'title')\n    at updateNowPlaying (nowplaying.js:14:38)\n    at nowplaying.js:22:5\nhelp lol"),
        (A, "When more than one mount is active, icestats.source becomes an array instead of an object. Handle both:\n```js\nconst src = Array.isArray(data.icestats.source)\n  ? data.icestats.source.find(s => s.listenurl.endsWith('/live'))\n  : data.icestats.source;\nconst title = src?.title ?? 'Riverside FM';\n```"),
        (U, "omg that was it, the fallback mount. ty!!"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "The website now-playing widget polls Icecast status-json every 15 seconds via a WordPress transient cache.", "keywords": ["15 seconds", "transient"]},
     ],
     "answered": [0, 2, 6]},

    {"id": "c22", "day": "2026-02-25", "turns": [
        (U, "priya. airtable is not working out tbh"),
        (A, "Sorry to hear that! What's going wrong?"),
        (U, "free tier automations ran out by the 12th so no reminders, and older volunteers find the form confusing. 3 no-shows last week"),
        (A, "That's a common wall with Airtable's free plan. A dedicated rota app would give you SMS/app reminders and simpler swaps. Rotacloud has a charity discount and a simple phone app; it's paid per user though."),
        (U, "maggie ok'd the budget. we're switching the rota from airtable to rotacloud, starting 1 march"),
        (A, "Noted: the volunteer rota moves from Airtable to Rotacloud from 1 March. The 48-hour swap rule can be configured as a swap request deadline in Rotacloud."),
        (U, "oh nice didnt know that. can u do me a csv header for importing volunteers"),
        (A, "Rotacloud's import needs at least names and emails; a safe header is:\n```\nfirst_name,last_name,email,mobile,role,start_date\n```\nExport from Airtable with those columns and it should map cleanly."),
        (U, "star ⭐"),
     ],
     "facts": [
        {"kind": "change", "turn": 4, "text": "The volunteer rota moves from Airtable to Rotacloud starting 1 March.", "keywords": ["rotacloud", "1 march"]},
     ],
     "answered": [6]},

    {"id": "c23", "day": "2026-03-02", "turns": [
        (U, "tom. whats the least stupid backup plan for rivendell. if the studio A pc dies we're off air"),
        (A, "Hi Tom. A typical setup for small stations:\n1. **Hot spare**: a second Rivendell machine (Studio B?) with the same audio store, ready to take over\n2. **Database backups**: nightly mysqldump of the Rivendell DB to the NAS\n3. **Audio store sync**: rsync of /var/snd to the NAS and the spare\n4. **Runbook**: one-page instructions taped in the studio"),
        (U, "studio B pc is decent. ok: studio B becomes the hot spare, nightly db dump + rsync to the synology at 3am"),
        (A, "Noted: Studio B's Rivendell machine is the hot spare, with a nightly database dump and audio rsync to the Synology NAS at 3am. Here's a crontab line:\n```\n0 3 * * * /usr/local/bin/rd_backup.sh >> /var/log/rd_backup.log 2>&1\n```"),
        (U, "and whats in rd_backup.sh lol"),
        (A, "Something like:\n```bash\n#!/bin/bash\nset -e\nSTAMP=$(date +%F)\nmysqldump --single-transaction Rivendell | gzip > /mnt/nas/rd/db-$STAMP.sql.gz\nrsync -a --delete /var/snd/ /mnt/nas/rd/snd/\nrsync -a --delete /var/snd/ studiob:/var/snd/\nfind /mnt/nas/rd -name 'db-*.sql.gz' -mtime +14 -delete\n```"),
        (U, "ty. going to grab a sandwich then set it up"),
        (A, "Enjoy your lunch! Let me know if the first run throws any errors."),
     ],
     "facts": [
        {"kind": "decision", "turn": 2, "text": "Studio B's PC is the Rivendell hot spare, with a nightly DB dump and audio rsync to the Synology NAS at 3am.", "keywords": ["hot spare", "synology"]},
     ],
     "answered": [0, 4]},

    {"id": "c24", "day": "2026-03-05", "turns": [
        (U, "whats the difference between LUFS and dBFS in plain english, asking for a presenter who keeps asking me. leon"),
        (A, "Great question! In plain English:\n- **dBFS** measures how close a signal gets to the digital maximum (0 dBFS = the ceiling). It's about peaks - the single loudest moment.\n- **LUFS** measures how loud something *sounds* to a human over time, weighting frequencies the way ears do.\n\nTwo tracks can both peak at -1 dBFS but one sounds much louder; LUFS captures that difference."),
        (U, "perfect. can u make it even simpler like for a 10 yr old"),
        (A, "dBFS: how close you are to hitting your head on the ceiling. LUFS: how loud the room feels overall."),
        (U, "ha love it"),
        (U, "ok unrelated, anyone know if the car park is shut tomorrow"),
        (A, "I don't have information about the car park, I'm afraid - it might be worth asking in the team Slack."),
        (U, "np, cheers"),
     ],
     "facts": [],
     "answered": [0, 2]},

    {"id": "c25", "day": "2026-03-09", "turns": [
        (U, "dev. breakfast is doing well!! jules wants to start earlier after all"),
        (A, "Great to hear it's going well! What's the thinking behind the earlier start?"),
        (U, "listener messages from the 6am bus crowd + the stream stats jump at 6:20. jules is also fine getting up now lol"),
        (A, "If the host is committed and the data backs it up, an earlier start makes sense. 6:30 is a reasonable compromise - you catch the early commuters without a 5am alarm."),
        (U, "yeah done. breakfast now starts 6:30 not 7, still finishes at 10. from monday 16th"),
        (A, "Noted: from Monday 16 March, breakfast runs 6:30-10:00 on weekdays (previously 7:00-10:00). The 6:30 slot needs a news/travel decision - do you want a bulletin at 6:30?"),
        (U, "ruth will kill me if i decide that for her 😅 leave it"),
        (A, "Understood, I'll leave that to Ruth."),
     ],
     "facts": [
        {"kind": "change", "turn": 4, "text": "From 16 March the breakfast show starts at 6:30am instead of 7am, still ending at 10am.", "keywords": ["6:30 not 7", "breakfast"]},
     ],
     "answered": []},

    {"id": "c26", "day": "2026-03-12", "turns": [
        (U, "hannah. idea for spring fundraising: a raffle! local shops have offered prizes"),
        (A, "That could be popular! Just a heads-up: in the UK, raffles where tickets are sold in advance usually count as a 'small society lottery', which needs registration with your local council (and there are rules about ticket prices and proceeds)."),
        (U, "oh god. how much hassle is that"),
        (A, "Registration is usually around £40 for the first year and £20 a year after. You'd need to submit returns after each lottery, and at least 20% of proceeds must go to the station's purposes. An 'incidental lottery' at a single event (e.g. the AGM) with tickets sold only on the day has lighter rules."),
        (U, "hmm. do we bother registering for a raffle at all or is it more trouble than its worth?? i genuinely dont know"),
        (A, "It depends on how big you expect it to be. If you'd raise £1,500+, registration is easily worth it. If it's a few hundred, an incidental lottery at an event might be simpler. Would you like me to jot down the pros and cons for Maggie?"),
        (U, "yes pls, i'll take it to the board, not deciding today"),
        (A, "Pros: prizes already donated, popular with listeners, repeatable. Cons: registration and returns, ticket handling, 20% minimum to the cause, extra admin for a small team. Let me know what the board thinks."),
     ],
     "facts": [
        {"kind": "open", "turn": 4, "text": "Whether to register with the council and run a raffle for spring fundraising is not yet decided.", "keywords": ["registering for a raffle", "trouble"]},
     ],
     "answered": [2, 6]},

    {"id": "c27", "day": "2026-03-17", "turns": [
        (U, "maggie. insurance renewal due. got 3 quotes, can u sanity check"),
        (U, "| insurer | premium | public liability | equipment | excess |\n|---|---|---|---|---|\n| Hiscox | £1,240 | £5m | £40k | £250 |\n| Ecclesiastical | £1,090 | £5m | £25k | £500 |\n| Zurich (via broker) | £1,410 | £10m | £50k | £250 |"),
        (A, "Thanks Maggie. A few points:\n- Ecclesiastical is cheapest but only covers £25k of equipment; your transmitter and studio kit are probably worth more than that.\n- Zurich's £10m public liability is more than most community venues require unless the council asks for it for outside broadcasts.\n- Hiscox sits in the middle with enough equipment cover and a low excess."),
        (U, "council only wants 5m for the festival. ok going with hiscox at £1,240"),
        (A, "Noted: insurance renewed with Hiscox at £1,240 a year, £5m public liability and £40k equipment cover."),
        (U, "ta. off to a funeral this aft so wont be around"),
        (A, "Sorry to hear that, Maggie. Take care."),
     ],
     "facts": [
        {"kind": "decision", "turn": 3, "text": "The station's insurance is renewed with Hiscox at £1,240 a year (£5m public liability, £40k equipment).", "keywords": ["hiscox", "£1,240"]},
     ],
     "answered": [0]},

    {"id": "c28", "day": "2026-03-23", "turns": [
        (U, "ruth. so breakfast moved to 6:30 and dev has been nagging me"),
        (A, "Hi Ruth! Dev mentioned the 6:30 start needed a news decision. What are you thinking?"),
        (U, "honestly i think breakfast needs more news not less. people want headlines more often in the morning"),
        (A, "Many stations run headlines on the half hour during breakfast - a shorter 90-second update between the full bulletins. That would mean 6:30, 7:30, 8:30 and 9:30 headlines, plus the hourly full bulletins."),
        (U, "ok so changing the pattern: during breakfast we do bulletins on the half hour too, 90 sec headlines at :30. rest of the day stays hourly"),
        (A, "Noted: during breakfast (6:30-10:00) there are now 90-second headlines at half past each hour as well as the hourly bulletins; the rest of the day stays hourly. That adds four short reads a day - do you have enough readers?"),
        (U, "jules can read the :30 ones himself, saves a body"),
        (A, "Makes sense. Shall I update the bulletin running order with a 90-second version?"),
        (U, "not now, ta. lunch calls 🍜"),
     ],
     "facts": [
        {"kind": "change", "turn": 4, "text": "During breakfast, 90-second headlines are added at half past each hour on top of the hourly bulletins.", "keywords": ["half hour", "90 sec"]},
     ],
     "answered": []},

    {"id": "c29", "day": "2026-03-27", "turns": [
        (U, "sam here. specialist show hosts want their shows as podcasts. where do we put them"),
        (A, "Options:\n1. **Mixcloud**: designed for radio/DJ shows, handles music licensing for streams, easy embeds, no download.\n2. **Own RSS on the website**: full control, but music-heavy shows with downloads run into licensing problems.\n3. **Spotify for Podcasters**: big audience but not allowed for shows with commercial music."),
        (U, "most of them are music shows so licensing is the whole thing"),
        (A, "Then Mixcloud is the safest option for music-led shows: its licences cover streaming the tracks, which your own podcast feed wouldn't."),
        (U, "ok specialist shows go on mixcloud, one station account, hosts send me the files"),
        (A, "Noted: specialist music shows will be published on a single Riverside FM Mixcloud account, with hosts sending files to Sam. You can also embed the Mixcloud player on each show page."),
        (U, "nice. is there an upload api or do i do it by hand like a caveman"),
        (A, "Mixcloud has an upload API (POST https://api.mixcloud.com/upload/ with an access token) so you can script it. Your first few by hand will tell you which metadata you need."),
        (U, "caveman mode first then 🦴"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "Specialist music shows are published as podcasts on a single station Mixcloud account.", "keywords": ["mixcloud", "one station account"]},
     ],
     "answered": [0, 6]},

    {"id": "c30", "day": "2026-04-01", "turns": [
        (U, "tom. no april fools i promise. studio A mic is dying, crackles when you touch the cable"),
        (A, "Hi Tom. Is it the cable or the mic? Swapping the XLR first is the cheap test."),
        (U, "tried 3 cables, its the mic. its a 15 yr old cheapo. thinking SM7B"),
        (A, "The SM7B is the standard broadcast choice: very forgiving of room noise, needs plenty of gain (60 dB) so check the desk preamps or add an inline booster. Around £350-£400."),
        (U, "ok maggie said yes, ordering an SM7B for studio A + a cloudlifter"),
        (A, "Noted: an SM7B with a Cloudlifter is being ordered for Studio A."),
        (U, "other thing, paravel offer paid rivendell support. like £600/yr. should we get it? we've been fine on forums so far but if it breaks at 3am..."),
        (A, "It's a judgement call. With a hot spare and nightly backups in place, a lot of the 3am risk is already covered. Support is most valuable for upgrades and odd database problems. You could ask Paravel what the response time actually is before deciding."),
        (U, "yeah no idea tbh. lets leave the support contract question for now"),
        (A, "Understood, I'll keep the Rivendell support contract as an open question."),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "A Shure SM7B with a Cloudlifter is being bought to replace the Studio A microphone.", "keywords": ["sm7b", "cloudlifter"]},
        {"kind": "open", "turn": 6, "text": "Whether to pay around £600 a year for a Rivendell support contract is still undecided.", "keywords": ["rivendell support", "£600"]},
     ],
     "answered": []},
    {"id": "c31", "day": "2026-04-06", "turns": [
        (U, "leon here, happy easter monday 🐣"),
        (A, "Happy Easter Monday, Leon! What can I do for you?"),
        (U, "so the A-list thing. even at 12 a week people still say we repeat too much. got 3 emails this week"),
        (A, "Twelve is within the normal range, but on a station where many listeners tune in for hours at a time it can still feel repetitive. Options: fewer plays per A-list track, or a bigger A-list with the same total slots."),
        (U, "going down to 10 plays a week on the A-list, A-list grows from 15 to 18 songs. B stays 7"),
        (A, "Noted: A-list rotation drops from 12 to 10 plays a week, with the A-list expanded to 18 songs; B-list unchanged at 7."),
        (U, "can u check my maths, 18 songs x 10 plays = how many A slots a week"),
        (A, "18 x 10 = 180 A-list plays a week, which across 7 days is about 26 a day - roughly 1.4 per music hour over an 18-hour day."),
        (U, "sounds right. ta x"),
     ],
     "facts": [
        {"kind": "change", "turn": 4, "text": "A-list rotation is cut from 12 to 10 plays a week, and the A-list grows to 18 songs.", "keywords": ["10 plays a week", "18 songs"]},
     ],
     "answered": [6]},

    {"id": "c32", "day": "2026-04-09", "turns": [
        (U, "priya. new volunteers keep turning up on random days expecting training and i end up doing 1:1s every other evening"),
        (A, "That's exhausting. A fixed group induction session usually solves it. Weekends tend to suit people with day jobs."),
        (U, "what would u suggest, monthly?"),
        (A, "Monthly is typical for a station your size (you get maybe 4-8 new people a month). A 2-hour session could cover: station tour, studio safety, Ofcom basics (offence, impartiality, watershed), how the rota works, and a go on the desk."),
        (U, "right. induction is now the second saturday of every month, 10am, studio B. no more 1:1s unless its urgent"),
        (A, "Noted: volunteer inductions take place on the second Saturday of each month at 10am in Studio B. Next one would be Saturday 11 April."),
        (U, "oh thats this saturday lol better get the slides sorted"),
        (A, "Good luck! Happy to help put the slides together if you like."),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "Volunteer inductions are held on the second Saturday of every month at 10am in Studio B.", "keywords": ["second saturday", "induction"]},
     ],
     "answered": [2]},

    {"id": "c33", "day": "2026-04-14", "turns": [
        (U, "maggie. big one. council has offered us space in the new library building on high street. rent free for 3 years"),
        (A, "That's a significant offer! What would the move involve?"),
        (U, "two rooms, ground floor, step free access which we dont have now. BUT no rooftop for the STL link, and the build finishes 'spring 2027' which means who knows"),
        (A, "Key things to weigh:\n- **Pros**: rent-free saves your current rent, accessibility, visibility on the high street.\n- **Cons**: studio-to-transmitter link needs a new path (IP link over fibre might work), acoustic treatment costs, uncertain build date, and what happens after year 3.\n- **Ask the council**: length of lease after year 3, who pays for fit-out, internet connectivity, 24/7 access for overnight shows."),
        (U, "yeah 24/7 access is a massive point. do we move the studios there or not? genuinely torn and the board is split"),
        (A, "It's a big decision and it's reasonable not to rush it. I'd suggest getting written answers from the council on those points first."),
        (U, "agreed, not deciding anything until we have answers. will email them today"),
        (A, "Understood, I'll keep the library move as an open question. Let me know if you'd like a draft of the email to the council."),
     ],
     "facts": [
        {"kind": "open", "turn": 4, "text": "Whether to move the studios into the new library building on the High Street (rent free for 3 years) is undecided.", "keywords": ["move the studios", "torn"]},
     ],
     "answered": []},

    {"id": "c34", "day": "2026-04-20", "turns": [
        (U, "tom. we had 22 seconds of dead air saturday night and nobody knew"),
        (A, "That's annoying - with the silence detector set to 30 seconds, 22 seconds slips under the alarm. What caused it?"),
        (U, "volunteer hit stop instead of next on the cart. anyway 30s is too long, listeners tune away"),
        (A, "Yes, 30 seconds is on the long side for a station with live volunteer shows. Many stations use 10-20 seconds during live hours. With the sensitivity at -50 dBFS the quiet overnight tracks shouldn't trip it as much as before."),
        (U, "ok changed the silence threshold to 15 seconds. and alerts now go to #tech-alerts on slack as well as my sms"),
        (A, "Noted: silence detector now alarms after 15 seconds (was 30), with alerts going to the #tech-alerts Slack channel as well as SMS to Tom."),
        (U, "here's the webhook payload im sending, does it look ok"),
        (U, "```json\n{\"channel\": \"#tech-alerts\", \"text\": \":rotating_light: SILENCE on PGM for 15s (-61 dBFS) at 2026-04-20 21:14:03\"}\n```"),
        (A, "Looks fine. Note that with newer Slack incoming webhooks the channel is fixed when you create the webhook, so the \"channel\" field is ignored - harmless to leave in."),
        (U, "ah ok cool ty"),
     ],
     "facts": [
        {"kind": "change", "turn": 4, "text": "The silence detector threshold is cut from 30 to 15 seconds, and alerts also go to #tech-alerts on Slack.", "keywords": ["15 seconds", "#tech-alerts"]},
     ],
     "answered": [6]},

    {"id": "c35", "day": "2026-04-24", "turns": [
        (U, "hey its hannah. excel q. i need to sum donations in column C only where column B says 'appeal'"),
        (A, "Hi Hannah! Use SUMIF:\n```\n=SUMIF(B:B, \"appeal\", C:C)\n```\nIt isn't case-sensitive, so 'Appeal' will match too."),
        (U, "omg thank u. and if i want appeal AND march"),
        (A, "If the dates are in column A, use SUMIFS:\n```\n=SUMIFS(C:C, B:B, \"appeal\", A:A, \">=\"&DATE(2026,3,1), A:A, \"<\"&DATE(2026,4,1))\n```"),
        (U, "ur a wizard. anyway who wants chips, going to the chippy"),
        (A, "I'll pass on the chips, but enjoy! 🍟"),
        (U, "lol ur loss"),
     ],
     "facts": [],
     "answered": [0, 2]},

    {"id": "c36", "day": "2026-05-01", "turns": [
        (U, "hannah. donorbox fees on monthly donors are adding up, card fees on every £5 monthly gift are brutal"),
        (A, "On small recurring gifts card fees take a bigger share. Direct Debit (e.g. GoCardless) typically costs around 1% + 20p, and failed payments are lower because bank details don't expire like cards."),
        (U, "i did the numbers, we'd save like £400 a year. so: regular giving moves from donorbox to gocardless direct debit. donorbox stays only for one-off card donations"),
        (A, "Noted: monthly/regular giving moves from Donorbox to GoCardless Direct Debit; Donorbox remains for one-off card donations. You'll want to email existing monthly donors with a simple link to switch."),
        (U, "can u draft that email"),
        (A, "Subject: A small change that helps Riverside FM\n\nHi {first_name},\n\nThank you for supporting Riverside FM every month. We're moving monthly gifts to Direct Debit, which means more of your {amount} reaches the station instead of card fees.\n\nIt takes 2 minutes: {gocardless_link}\n\nOnce you've switched, we'll cancel your old card payment - no need to do anything else.\n\nThank you,\nHannah"),
        (U, "perfect. sending monday"),
        (A, "Great. Let me know if you need anything else."),
     ],
     "facts": [
        {"kind": "change", "turn": 2, "text": "Regular monthly giving moves from Donorbox to GoCardless Direct Debit; Donorbox is kept only for one-off card gifts.", "keywords": ["gocardless", "regular giving"]},
     ],
     "answered": [4]},

    {"id": "c37", "day": "2026-05-06", "turns": [
        (U, "dev. summer schedule planning 🌞"),
        (A, "Hi Dev! What's on the list?"),
        (U, "leon has been begging for a jazz show for a year. the sunday 8-10pm slot is free since the quiz show ended"),
        (A, "A jazz show on Sunday evening is a natural fit - relaxed listening and little competition from other local stations. Would Leon host it himself?"),
        (U, "yep. so new show: Riverside Jazz Hour, sundays 8-10pm, leon hosting, starting 7 june. yes i know its 2 hours, the name is a joke at this point"),
        (A, "Noted: 'Riverside Jazz Hour' airs Sundays 8-10pm from 7 June, hosted by Leon. 😄"),
        (U, "also riverside festival is 20 june. we're doing a live outside broadcast from the park, 12-6pm. confirmed with the organisers this morning"),
        (A, "Noted: live outside broadcast from Riverside Festival in the park on 20 June, 12-6pm. Tom will need to sort the OB link and power - shall I draft a checklist?"),
        (U, "later, tom's on it already"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "A new show, Riverside Jazz Hour, hosted by Leon, airs Sundays 8-10pm from 7 June.", "keywords": ["jazz hour", "sundays 8-10pm"]},
        {"kind": "decision", "turn": 6, "text": "Riverside FM will do a live outside broadcast from Riverside Festival in the park on 20 June, 12-6pm.", "keywords": ["outside broadcast", "20 june"]},
     ],
     "answered": [2]},

    {"id": "c38", "day": "2026-05-11", "turns": [
        (U, "sam. site went down for 40 min last night, host says we got hammered by bots"),
        (U, "```\n185.220.101.4 - - [10/May/2026:22:14:02 +0100] \"POST /xmlrpc.php HTTP/1.1\" 200 403\n185.220.101.4 - - [10/May/2026:22:14:02 +0100] \"POST /xmlrpc.php HTTP/1.1\" 200 403\n45.95.147.22 - - [10/May/2026:22:14:03 +0100] \"GET /wp-login.php HTTP/1.1\" 200 4521\n```"),
        (A, "That's a classic brute-force / xmlrpc amplification attack on WordPress. Immediate fixes: block xmlrpc.php (unless you use the mobile app or Jetpack), rate-limit wp-login.php. Longer term, putting a CDN/WAF in front of the site would absorb this kind of traffic."),
        (U, "cloudflare free tier any good for this"),
        (A, "Yes - the free plan gives you DDoS protection, caching, and a few custom firewall rules, which is enough to block xmlrpc and challenge wp-login. You'd move DNS to Cloudflare; the stream subdomain should stay 'DNS only' (grey cloud) because Cloudflare's proxy isn't meant for long audio streams."),
        (U, "ok putting the website behind cloudflare free, stream.riversidefm.org stays grey cloud. doing it tonight"),
        (A, "Noted: the website goes behind Cloudflare (free plan), with stream.riversidefm.org left as DNS-only. Here's a firewall rule expression to block xmlrpc:\n```\n(http.request.uri.path eq \"/xmlrpc.php\")\n```\nAction: Block."),
        (U, "ty ty"),
     ],
     "facts": [
        {"kind": "decision", "turn": 5, "text": "The website goes behind Cloudflare's free plan, with the stream subdomain left DNS-only.", "keywords": ["cloudflare", "grey cloud"]},
     ],
     "answered": [3]},

    {"id": "c39", "day": "2026-05-15", "turns": [
        (U, "ruth. we got a story wrong online (wrong councillor name) and someone emailed asking why we just silently edited it"),
        (A, "That's a fair complaint. Most newsrooms publish a visible correction rather than silently editing. Would you like a corrections policy?"),
        (U, "yes, short"),
        (A, "Draft:\n> If we get something wrong online we fix it as soon as we know, and add a note at the foot of the article saying what changed and when. Significant errors broadcast on air are corrected on air in the next relevant bulletin."),
        (U, "good. adopted. corrections get a note at the bottom of the article within 24 hours of us finding out"),
        (A, "Noted: corrections policy adopted - online errors are fixed with a correction note at the bottom of the article within 24 hours of discovery."),
        (U, "merci. off to court reporting now, wish me luck w the parking"),
        (A, "Good luck - with the parking and the case!"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "Online corrections are published as a note at the bottom of the article within 24 hours of the error being found.", "keywords": ["corrections", "24 hours"]},
     ],
     "answered": [2]},

    {"id": "c40", "day": "2026-05-20", "turns": [
        (U, "tom. the tuesday 2am maintenance window is a pain now, the landlord's security guy changed shifts"),
        (A, "Hi Tom, when can you get access now?"),
        (U, "wednesdays he's on from midnight. and the overnight ambient show moved to tuesdays anyway"),
        (A, "Then a Wednesday window would work better. Dev should check nothing live is scheduled in that slot."),
        (U, "checked with dev. maintenance window moves to wednesdays 1-3am, from next week"),
        (A, "Noted: transmitter maintenance window moves from Tuesdays 2-4am to Wednesdays 1-3am, starting next week."),
        (U, "and pls remind me the engineering loop file name, i always forget"),
        (A, "From your earlier setup it's /fallback.mp3 on the Icecast server - the fallback mount plays it automatically when the /live source drops."),
        (U, "ah ye. ta"),
     ],
     "facts": [
        {"kind": "change", "turn": 4, "text": "The transmitter maintenance window moves from Tuesdays 2-4am to Wednesdays 1-3am.", "keywords": ["wednesdays 1-3am", "maintenance window"]},
     ],
     "answered": [6]},
    {"id": "c41", "day": "2026-05-27", "turns": [
        (U, "priya. sooo social media. weekdays are fine, ruth's team posts news and sam does show clips"),
        (A, "Sounds like weekdays are covered. Is the gap at the weekend?"),
        (U, "yes!! saturday and sunday nothing gets posted, and thats when the specialist shows are on. who should cover weekends on social media? no volunteer has put their hand up"),
        (A, "A few ideas:\n- Ask weekend presenters to post one clip from their own show (low effort, authentic)\n- Schedule posts on Friday with a tool like Buffer\n- Create a small 'weekend social' volunteer role and advertise it at the next induction"),
        (U, "maybe. i'll float it at the volunteer meeting but no idea who'll take it"),
        (A, "Understood, I'll keep weekend social media cover as an open question."),
        (U, "thanks. also is it 'who's' or 'whose' in 'whose shift is it'"),
        (A, "'Whose' - it's the possessive. 'Who's' means 'who is'."),
        (U, "knew it. sam owes me a coffee"),
     ],
     "facts": [
        {"kind": "open", "turn": 2, "text": "Nobody has yet been assigned to cover the station's social media at weekends.", "keywords": ["cover weekends", "social media"]},
     ],
     "answered": [6]},

    {"id": "c42", "day": "2026-06-02", "turns": [
        (U, "tom. festival OB on the 20th. how do i get audio back from the park without it sounding like a phone call"),
        (A, "Hi Tom! Options for an OB link:\n1. **Comrex Access / Tieline** IP codec over bonded 4G - broadcast quality, rentable for a weekend (~£150-£250)\n2. **Software codec** (e.g. a laptop running an Opus link) - cheap but fragile\n3. **Park WiFi** - usually unreliable at busy events"),
        (U, "comrex sounds right. theres a hire place in leeds. do we need a backup tho"),
        (A, "Yes - festivals overload mobile networks once crowds arrive. A second 4G SIM on a different network, plus a pre-recorded 'we're having technical difficulties' package back at base, is a sensible minimum."),
        (U, "right. we're renting a comrex access for the weekend, 2 sims (EE + vodafone), and studio keeps a backup playlist ready"),
        (A, "Noted: OB link will use a rented Comrex Access with EE and Vodafone SIMs, and the studio will hold a backup playlist ready."),
        (U, "sweet. ok going for a walk, been staring at cable drawings all morning"),
        (A, "Good idea! Enjoy the fresh air."),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "The festival OB will use a rented Comrex Access with EE and Vodafone SIMs, plus a backup playlist at the studio.", "keywords": ["comrex access", "2 sims"]},
     ],
     "answered": [0, 2]},

    {"id": "c43", "day": "2026-06-08", "turns": [
        (U, "dev here. listeners keep saying the listen again shows vanish too fast. esp for the monthly shows, they air once and are gone before the next one"),
        (A, "Fair point: with a 30-day limit, a monthly show is only available for about a month, so there's no overlap. How's the storage on the server?"),
        (U, "tom says 240gb free, we're fine for space. licensing wise is 60 ok?"),
        (A, "Under typical community radio PRS/PPL terms, on-demand programmes can normally be offered for a limited period; 60 days is within what many stations use, but it's worth checking the exact wording in your licence schedule. Storage won't be a problem at ~7 GB a week."),
        (U, "leon checked our licence, fine. so listen again retention goes from 30 to 60 days. tom will change the cron"),
        (A, "Noted: listen-again retention increases from 30 to 60 days. The cron line becomes:\n```bash\nfind /srv/listenagain -name '*.mp3' -mtime +60 -delete\n```"),
        (U, "perf. also random q, is the pronunciation of 'Rivendell' river-dell or riv-en-dell 😂"),
        (A, "Riv-en-dell, like the place in Tolkien it's named after."),
        (U, "tom owes me a pint"),
     ],
     "facts": [
        {"kind": "change", "turn": 4, "text": "Listen-again retention increases from 30 days to 60 days.", "keywords": ["30 to 60 days", "retention"]},
     ],
     "answered": [2, 6]},

    {"id": "c44", "day": "2026-06-15", "turns": [
        (U, "hannah. festival bucket collection. last year everyone said 'sorry no cash'"),
        (A, "Card readers are the way to go. Contactless readers like SumUp or Zettle cost around £30-£40 each with a ~1.7% fee per transaction."),
        (U, "sumup has a charity thing i think? how many do we need"),
        (A, "SumUp offers reduced rates for some charities. With 6 hours and maybe 3 collection points (stage, food area, station stall), 3 readers covers you - one per pair of volunteers."),
        (U, "ok buying 3 sumup readers, preset £3 and £5 buttons, and we keep the buckets too for cash"),
        (A, "Noted: three SumUp readers with preset £3 and £5 donation amounts for the festival, alongside cash buckets. Charge them all the night before!"),
        (U, "good shout, would def forget"),
        (A, "Let me know if you need signage text for the readers."),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "Three SumUp card readers with preset £3 and £5 buttons will be used for festival collections, plus cash buckets.", "keywords": ["3 sumup readers", "£5"]},
     ],
     "answered": [0, 2]},

    {"id": "c45", "day": "2026-06-23", "turns": [
        (U, "WE DID IT. festival OB was amazing. 6 hours no dropouts!!! - tom"),
        (A, "Congratulations, Tom! That's a fantastic result for a first big OB. 🎉"),
        (U, "vodafone sim dropped for 2 min around 3pm when the headliner started but comrex just used EE. didnt even notice on air"),
        (A, "That's exactly what the bonded link is for. Worth noting down for next year."),
        (U, "can u write a little thank you post for the volunteers, to go on the fb page"),
        (A, "\"What a day! 🎪 Huge thanks to the 23 volunteers who made our live broadcast from Riverside Festival happen - presenters, runners, bucket shakers and our tech team who kept us on air for six hours without a glitch. And thank you to everyone who stopped by the stall! 💛\""),
        (U, "aw. hannah says the buckets + sumup did £2,318 btw"),
        (A, "Brilliant! Would you like me to add that to the post?"),
        (U, "nah she wants to announce it herself on air. cheers!"),
     ],
     "facts": [],
     "answered": [4]},

    {"id": "c46", "day": "2026-07-01", "turns": [
        (U, "leon. PRS/PPL music returns. we've been doing them whenever someone remembers 🙈"),
        (A, "Hi Leon. For community stations, PPL and PRS usually expect regular music usage reports; quarterly is common for small stations. Rivendell can export a music log per date range that you can convert to their spreadsheet format."),
        (U, "ok. returns go quarterly, i own them, due by the 15th after each quarter ends. first one is mid july for apr-jun"),
        (A, "Noted: music returns to PRS/PPL are submitted quarterly by Leon, due by the 15th of the month after each quarter; the first covers April-June, due 15 July."),
        (U, "whats the rivendell report called again"),
        (A, "In RDAdmin under Reports, you'd typically set up a 'Music Utilization' or 'Music Summary' report filtered to the music groups. Export it as CSV for the date range and then tidy the columns for PPL."),
        (U, "found it, ta. the csv has a weird column order but i'll live"),
     ],
     "facts": [
        {"kind": "decision", "turn": 2, "text": "PRS/PPL music returns are submitted quarterly by Leon, due by the 15th after each quarter ends.", "keywords": ["quarterly", "15th"]},
     ],
     "answered": [4]},

    {"id": "c47", "day": "2026-07-08", "turns": [
        (U, "maggie. ofcom letter came. our community radio licence runs to aug 2027 and they say we can apply for an extension now or wait"),
        (A, "Hi Maggie. Do they say what applying early involves? Usually it means confirming key commitments and possibly updating them."),
        (U, "yes, we'd have to re-submit key commitments. which is a pain bc the youth show and the jazz show arent in them"),
        (A, "Applying early gives certainty and time to fix problems, but it means doing the key commitments work now while the team is busy. Waiting gives you more time to settle the schedule (and maybe the library move) before committing it to Ofcom."),
        (U, "so do we apply early or wait? i can argue both ways tbh. will raise it at the board"),
        (A, "Understood, I'll treat the licence extension timing as open until the board discusses it."),
        (U, "thx. its roasting in here btw, the studio AC is dead again"),
        (A, "Sorry to hear that! Worth mentioning to Tom - heat isn't great for the playout PCs either."),
     ],
     "facts": [
        {"kind": "open", "turn": 4, "text": "Whether to apply early for the community radio licence extension or wait is undecided.", "keywords": ["apply early", "wait"]},
     ],
     "answered": []},

    {"id": "c48", "day": "2026-07-14", "turns": [
        (U, "sam. hannah says the donate button still goes to donorbox for monthly gifts. oops"),
        (A, "Since regular giving has moved to GoCardless, the donate page needs two routes: monthly via GoCardless, one-off via Donorbox."),
        (U, "yep. donate page now: 'give monthly' -> gocardless page, 'one-off gift' -> donorbox embed. shipped"),
        (A, "Noted: the website donate page now sends monthly givers to GoCardless and one-off donors to the Donorbox embed."),
        (U, "also ico thing. we load youtube embeds + google analytics and have zero cookie banner. maggie freaked"),
        (A, "Yes, under UK PECR you need consent before setting non-essential cookies like analytics. Options: a consent plugin such as Complianz or CookieYes, or drop Google Analytics for a cookieless tool like Plausible, which avoids the banner for analytics."),
        (U, "lets do complianz free + youtube in privacy-enhanced mode. going live friday"),
        (A, "Noted: Complianz (free) for cookie consent, with YouTube embeds switched to privacy-enhanced mode (youtube-nocookie.com), going live on Friday."),
        (U, "cheers 🍪"),
     ],
     "facts": [
        {"kind": "decision", "turn": 2, "text": "The website donate page sends monthly givers to GoCardless and one-off donors to the Donorbox embed.", "keywords": ["give monthly", "one-off gift"]},
        {"kind": "decision", "turn": 6, "text": "The website will use the free Complianz plugin for cookie consent, with YouTube embeds in privacy-enhanced mode.", "keywords": ["complianz", "privacy-enhanced"]},
     ],
     "answered": [4]},

    {"id": "c49", "day": "2026-07-21", "turns": [
        (U, "tom. studio A desk has 2 dead faders and a crackly channel 4. its 17 years old. need to replace it"),
        (A, "Hi Tom. What's the budget, and do you want a traditional analogue desk or a broadcast console with a built-in USB/AoIP interface?"),
        (U, "maggie found a grant, £6k max. must have usb to the rivendell pc + phone hybrid inputs"),
        (A, "Within £6k the common broadcast choices are:\n| desk | price | notes |\n|---|---|---|\n| Sonifex S2 (12ch) | ~£5,400 | built for radio, USB, mix-minus for phone |\n| Yellowtec / similar entry | ~£4,800 | compact, good USB, fewer channels |\n| Behringer X32 Producer | ~£1,800 | cheap, not radio-specific, harder for volunteers |"),
        (U, "x32 would confuse the volunteers to death. going with the sonifex S2, ordering this week, ~£5.4k"),
        (A, "Noted: a Sonifex S2 is being ordered for Studio A at around £5,400, within the £6k grant. Install will need a downtime slot - maybe the Wednesday maintenance window?"),
        (U, "longer than that, ill do it over a weekend with studio B on air"),
        (A, "Makes sense. Let me know if you want an install checklist."),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "Studio A's mixing desk will be replaced with a Sonifex S2 (about £5,400) funded by the grant.", "keywords": ["sonifex s2", "£5.4k"]},
     ],
     "answered": [2]},

    {"id": "c50", "day": "2026-07-29", "turns": [
        (U, "ruth. two summer interns starting, journalism students. keen but green"),
        (A, "Nice! Is there anything you'd like help setting up for them?"),
        (U, "after the school closure thing i want a rule that any story needs two independent sources before it goes out, unless its from an official statement"),
        (A, "That's a solid rule. You could define 'independent' explicitly (e.g. not two people from the same organisation, and social media posts don't count unless verified). Official statements from the council, police, or NHS trust count as a single sufficient source."),
        (U, "yes. final: two independent sources for every story, official statements count as one source on their own. applies to everyone not just interns"),
        (A, "Noted: every news story needs two independent sources before broadcast or publication; an official statement counts as sufficient on its own. This applies to the whole news team."),
        (U, "gonna print that huge and stick it above the desk"),
        (A, "Good plan! Let me know if you want a one-page intern guide too."),
        (U, "ooh yes, tomorrow tho, im fried"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "Every news story needs two independent sources before it goes out; an official statement is enough on its own.", "keywords": ["two independent sources", "official statements"]},
     ],
     "answered": []},
    {"id": "c51", "day": "2026-08-06", "turns": [
        (U, "priya 🌞 want to do something nice for the volunteers this summer, they've been amazing"),
        (A, "Lovely idea! A summer social is a classic. Do you have a budget or a rough date?"),
        (U, "maggie said £300ish. thinking a bbq. late aug before people go back to school stuff"),
        (A, "£300 covers a BBQ for 40-50 people if you ask folks to bring a side. Riverside Park has bookable BBQ areas; weekends in late August book up fast though."),
        (U, "just booked it!! volunteer bbq saturday 22 aug, riverside park, from 1pm. station buys the food, bring your own drinks"),
        (A, "Noted: the volunteer BBQ is on Saturday 22 August at Riverside Park from 1pm, food paid by the station, bring your own drinks. Want a short invite for Rotacloud's announcements?"),
        (U, "yes pls and make it fun"),
        (A, "\"🍔🌭 You're invited! Volunteer BBQ - Saturday 22 Aug, Riverside Park, from 1pm. The station's buying the food (veggie options too), you bring the drinks and the good vibes. Partners and kids welcome. Tell Priya if you're coming so we don't run out of sausages!\""),
        (U, "lmao perfect"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "The volunteer BBQ is on Saturday 22 August at Riverside Park from 1pm, with food paid by the station.", "keywords": ["volunteer bbq", "22 aug"]},
     ],
     "answered": [6]},

    {"id": "c52", "day": "2026-08-14", "turns": [
        (U, "dev. studio B bookings again. the 2 hour cap isnt working for the podcast people"),
        (A, "What's the problem - sessions overrunning, or people making back-to-back bookings to get around it?"),
        (U, "both lol. setup + soundcheck takes 30 min and then they only get 90 mins recording. everyone's asking me for exceptions every week"),
        (A, "If nearly every booking needs an exception, the cap is probably too tight. Raising it to 3 hours while keeping the rule that longer needs approval would reduce the admin for you."),
        (U, "yeah ok. studio b cap goes up to 3 hours per booking, still need my ok for anything longer"),
        (A, "Noted: Studio B bookings are now capped at 3 hours (was 2), with anything longer still needing your approval."),
        (U, "whos gonna update the sign on the door, thats the real question"),
        (A, "I'm afraid I can't reach the door, but here's new text for it: \"Studio B - max 3 hours per booking. Longer sessions: ask Dev.\""),
        (U, "haha printing"),
     ],
     "facts": [
        {"kind": "change", "turn": 4, "text": "The Studio B booking cap goes up from 2 hours to 3 hours; longer sessions still need Dev's approval.", "keywords": ["3 hours", "studio b cap"]},
     ],
     "answered": [6]},

    {"id": "c53", "day": "2026-08-25", "turns": [
        (U, "hannah. autumn appeal time. lessons from winter: dont overshoot the target lol"),
        (A, "Good instinct. The winter appeal ended at what total?"),
        (U, "£12,460 in the end so we hit the revised target. but it was stressful"),
        (A, "That's a good result. For a shorter autumn campaign (4-6 weeks), something like 70-85% of winter is realistic - roughly £9,000-£10,500 - since there's no Christmas spike."),
        (U, "ok. autumn appeal: 'Keep Riverside On Air', target £10k, runs 1 oct to 15 nov"),
        (A, "Noted: autumn appeal 'Keep Riverside On Air' runs 1 October to 15 November with a target of £10,000."),
        (U, "can u suggest 3 on-air lines presenters can read"),
        (A, "1. \"Riverside FM is run by volunteers, but the transmitter isn't. Help keep us on air - riversidefm.org/donate.\"\n2. \"If you've ever heard your street, your school or your band on this station, now's the time to give back.\"\n3. \"£5 a month keeps Riverside FM on air for an hour. Give monthly at riversidefm.org/donate.\""),
        (U, "ooh no 3 is good. is the £5 = 1 hour thing true tho"),
        (A, "Roughly: annual running costs of around £45,000 divided by 8,760 hours is about £5.14 an hour, so it's fair as an approximation. Check the figure with Maggie before it goes on air."),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "The autumn appeal 'Keep Riverside On Air' runs 1 October to 15 November with a £10,000 target.", "keywords": ["keep riverside on air", "£10k"]},
     ],
     "answered": [6, 8]},

    {"id": "c54", "day": "2026-09-03", "turns": [
        (U, "tom. our streaming vps host is putting prices up 40% in november. time to move"),
        (A, "Hi Tom. What do you need the new box to do? Just Icecast, or also an automated fallback if the studio feed drops?"),
        (U, "both. right now if the studio link drops icecast just plays fallback.mp3 on loop, which is grim for anything longer than 5 mins"),
        (A, "A popular setup is Liquidsoap in front of Icecast: it can switch to a backup playlist on silence or source loss, then switch back when the studio returns. Hetzner's CX22 (around €4-5/month) is plenty for Icecast + Liquidsoap at your listener numbers, with 20 TB of traffic included."),
        (U, "ok decided: new vps on hetzner, icecast + liquidsoap with a proper backup playlist. migrating before 1 nov"),
        (A, "Noted: streaming moves to a Hetzner VPS running Icecast and Liquidsoap with a backup playlist for fallback, to be migrated before 1 November."),
        (U, "and while im at it, people on mobile data keep complaining. add a low bitrate mount?"),
        (A, "A 64 kbps HE-AAC mount sounds surprisingly good for speech and is around 28 MB an hour. Most phones and browsers play it fine."),
        (U, "yep adding /mobile at 64k aac alongside the main one"),
        (A, "Noted: a new /mobile mount at 64 kbps AAC will run alongside the main mount. I'd suggest linking it from the website's 'listen on mobile' button."),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "Streaming moves to a new Hetzner VPS running Icecast plus Liquidsoap with a backup playlist, before 1 November.", "keywords": ["hetzner", "liquidsoap"]},
        {"kind": "decision", "turn": 8, "text": "A /mobile stream mount at 64 kbps AAC is added alongside the main mount.", "keywords": ["/mobile", "64k aac"]},
     ],
     "answered": [6]},

    {"id": "c55", "day": "2026-09-10", "turns": [
        (U, "tom here. sonifex is in and working 🙌 studio A sounds class"),
        (A, "Brilliant news, Tom! How did the weekend install go?"),
        (U, "ran over by 3 hrs bc of a dodgy usb cable but fine. question now is what to do with the old desk"),
        (A, "Options: sell it (17-year-old analogue desks with dead faders don't fetch much - maybe £150-£300 for parts), keep it as an emergency spare, or donate it to a school or youth project."),
        (U, "maggie says sell and put the money in the tech fund, i say keep it as a spare in case the sonifex dies. so sell the old desk or keep it?? we havent agreed"),
        (A, "Both are reasonable. If you keep it, it's worth fixing the dead faders first, otherwise it's not much use as a spare. I'll note this as an open question."),
        (U, "yeah, its under a tarp in the corridor for now lol"),
        (A, "Fair enough! Let me know what you decide."),
     ],
     "facts": [
        {"kind": "open", "turn": 4, "text": "Whether to sell the old Studio A desk or keep it as a spare has not been agreed.", "keywords": ["old desk", "spare"]},
     ],
     "answered": []},

    {"id": "c56", "day": "2026-09-22", "turns": [
        (U, "sam. wordpress comments are 99% spam and the other 1% are people arguing about the bypass"),
        (A, "You could tighten moderation (Akismet, require approval) or switch comments off entirely and point people to social media or email for feedback."),
        (U, "ruth says she has no time to moderate. ok comments are off sitewide, existing ones stay visible but closed"),
        (A, "Noted: website comments are disabled site-wide; existing comments remain visible but closed. In Settings > Discussion, untick 'Allow people to submit comments on new posts', then run this to close existing posts:\n```bash\nwp post list --post_type=post --format=ids | xargs -n 50 wp post update --comment_status=closed\n```"),
        (U, "wp-cli ftw. Error: Too many arguments?"),
        (A, "That's because `wp post update` expects IDs before flags. Try:\n```bash\nwp post update $(wp post list --post_type=post --format=ids) --comment_status=closed\n```"),
        (U, "Success: Updated post 4412. Success: Updated post 4411... ✅"),
        (A, "There you go. Let me know if you need anything else."),
     ],
     "facts": [
        {"kind": "decision", "turn": 2, "text": "Website comments are switched off site-wide; existing comments stay visible but closed.", "keywords": ["comments are off", "sitewide"]},
     ],
     "answered": [4]},

    {"id": "c57", "day": "2026-10-05", "turns": [
        (U, "dev. halloween falls on a saturday this year 🎃 want to do something"),
        (A, "A Halloween special on a Saturday night could work well. What do you have in mind - spooky music, local ghost stories, a live event?"),
        (U, "ruth has a pile of local ghost stories from the archive, and leon wants to play creepy stuff. maybe 8 till midnight"),
        (A, "That's a good mix: music plus short ghost-story features at the top of each hour. Remember the 9pm watershed for anything genuinely frightening."),
        (U, "confirmed: halloween special sat 31 oct 8pm-midnight, leon + ruth co-hosting, ghost stories on the hour. saturday night dance show moves to the friday that week"),
        (A, "Noted: Halloween special on Saturday 31 October, 8pm to midnight, co-hosted by Leon and Ruth, with ghost stories on the hour; the Saturday dance show moves to Friday 30 October that week."),
        (U, "can u come up with a name"),
        (A, "A few options: \"Riverside After Dark\", \"The Haunted Frequency\", \"Ghosts on 97.4\" or \"Dead Air\" (risky for a radio station 😅)."),
        (U, "HAUNTED FREQUENCY obviously"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "A Halloween special runs Saturday 31 October 8pm-midnight, co-hosted by Leon and Ruth, with the dance show moved to Friday.", "keywords": ["halloween special", "8pm-midnight"]},
     ],
     "answered": [6]},

    {"id": "c58", "day": "2026-10-19", "turns": [
        (U, "leon. the annual fight has started. when do xmas songs go on the playlist"),
        (A, "The eternal question! Some stations start in mid-November, others hold out until December. What's the team's feeling?"),
        (U, "jules wants nov 1 lol. half the volunteers would quit"),
        (A, "A common compromise is to start on 1 December and limit Christmas songs to one an hour until the week before Christmas, then relax it."),
        (U, "done. xmas songs from 1 december, max 1 per hour, unlimited from the 20th. no exceptions jules"),
        (A, "Noted: Christmas songs start on 1 December at a maximum of one per hour, with no limit from 20 December."),
        (U, "ill make a XMAS category in rivendell and put it in the clocks"),
        (A, "Good plan - if you give the XMAS category a separate clock slot with a 1-per-hour rule, it will drop out automatically on 20 December when you swap in the festive clocks."),
        (U, "🎄 ho ho no"),
     ],
     "facts": [
        {"kind": "decision", "turn": 4, "text": "Christmas songs start on 1 December, at most one an hour, with no limit from 20 December.", "keywords": ["1 december", "max 1 per hour"]},
     ],
     "answered": [0]},

    {"id": "c59", "day": "2026-11-06", "turns": [
        (U, "maggie. couple of things from last night's board"),
        (A, "Hi Maggie! Go ahead."),
        (U, "christmas party: the anchor, saturday 12 dec, 7pm. station pays for first drink + food, everyone's welcome incl partners"),
        (A, "Noted: Christmas party at The Anchor on Saturday 12 December from 7pm; the station covers food and a first drink, partners welcome."),
        (U, "and 2027 budget. board approved £48k total, incl £3k for a part-time paid volunteer coordinator assistant so priya isnt doing everything alone"),
        (A, "Noted: the board approved a 2027 budget of £48,000, including £3,000 for a part-time volunteer coordinator assistant to support Priya."),
        (U, "can u tell me what 3k gets us roughly"),
        (A, "At around £12.50 an hour, £3,000 covers about 240 hours - roughly 5 hours a week across 48 weeks, before any employer costs."),
        (U, "hm ok, might be 4 hrs a week then w/ NI. ty"),
     ],
     "facts": [
        {"kind": "decision", "turn": 2, "text": "The Christmas party is at The Anchor on Saturday 12 December at 7pm, with food and a first drink paid by the station.", "keywords": ["the anchor", "12 dec"]},
        {"kind": "decision", "turn": 4, "text": "The board approved a £48k budget for 2027, including £3k for a part-time assistant to the volunteer coordinator.", "keywords": ["£48k", "2027 budget"]},
     ],
     "answered": [6]},

    {"id": "c60", "day": "2026-11-27", "turns": [
        (U, "hannah!! appeal update and its GOOD news for once"),
        (A, "Go on, I'm all ears!"),
        (U, "we're at £11,870 already and the big bakery donor came back with a £2k match. so maggie and i agreed to raise the target to £14k and extend it to 20 dec"),
        (A, "Fantastic! Noted: the autumn appeal target goes up from £10,000 to £14,000, and the closing date moves to 20 December. With the £2,000 match you'd be at about £13,870 once it lands - very close already."),
        (U, "also the match thing - matched donations only count til 5 dec, thats their rule. we'll do a 'double your gift week' on air 29 nov-5 dec"),
        (A, "Noted: 'Double Your Gift Week' runs on air from 29 November to 5 December, while the bakery's £2,000 match is active."),
        (U, "any ideas to make it feel like an event"),
        (A, "A few ideas: a live on-air totaliser updated every hour, presenters reading out first names of donors (with permission), a thank-you song request for anyone who gives, and a big finish on the Saturday breakfast show."),
        (U, "love the totaliser. ok off to tell everyone, have a good weekend!!"),
        (A, "You too, Hannah - and congratulations! Let me know if you need anything else."),
     ],
     "facts": [
        {"kind": "change", "turn": 2, "text": "The autumn appeal target is raised from £10,000 to £14,000 and extended to 20 December.", "keywords": ["raise the target", "£14k"]},
        {"kind": "decision", "turn": 4, "text": "A 'Double Your Gift Week' runs on air from 29 November to 5 December while the bakery's match is active.", "keywords": ["double your gift week", "29 nov-5 dec"]},
     ],
     "answered": [6]},
]

QUESTIONS = [
    {"question": "what quality did we originally set the online stream to when the server first went live?", "chat": "c01", "fact": 0},
    {"question": "which tool did priya pick to replace the messy google sheet for volunteer shifts?", "chat": "c02", "fact": 0},
    {"question": "how much warning does a volunteer have to give if they want someone else to take their slot?", "chat": "c02", "fact": 1},
    {"question": "how much were we originally aiming to raise in the winter fundraising push, and when was it meant to close?", "chat": "c03", "fact": 0},
    {"question": "what time did the morning programme kick off when it relaunched in january?", "chat": "c04", "fact": 0},
    {"question": "how often do we read the news during the day and how long is each one?", "chat": "c06", "fact": 0},
    {"question": "how many times per week did we first agree a top-rotation track should get aired?", "chat": "c07", "fact": 0},
    {"question": "how long did dead air originally have to last before tom got pinged, and how was he told?", "chat": "c08", "fact": 0},
    {"question": "when do the trustees meet these days?", "chat": "c09", "fact": 0},
    {"question": "did we ever make up our minds about going on digital radio through the local consortium?", "chat": "c09", "fact": 1},
    {"question": "what did sam decide to do about the slow site - new platform or rebuild?", "chat": "c10", "fact": 0},
    {"question": "which service did hannah choose for online giving when we ditched paypal?", "chat": "c11", "fact": 0},
    {"question": "did the goal for the december-january appeal get revised, and to what?", "chat": "c12", "fact": 0},
    {"question": "which night and hours could tom originally get up to the water tower site for upkeep?", "chat": "c13", "fact": 0},
    {"question": "how long were on-demand programmes kept on the site at first?", "chat": "c15", "fact": 0},
    {"question": "what was the first limit we set on how long someone can reserve the second studio?", "chat": "c15", "fact": 1},
    {"question": "what's the bitrate of the main stream now after the cymbal complaints?", "chat": "c16", "fact": 0},
    {"question": "do the grown-ups helping with the teenagers' programme need background checks - did we ever find out?", "chat": "c17", "fact": 0},
    {"question": "who has to approve a news script before a reader can put it out?", "chat": "c18", "fact": 0},
    {"question": "when and where was this year's annual general meeting held?", "chat": "c19", "fact": 0},
    {"question": "what loudness level do tracks get set to when they're added to the playout system?", "chat": "c20", "fact": 0},
    {"question": "what's our rule on songs with swearing in them during the daytime?", "chat": "c20", "fact": 1},
    {"question": "how often does the track info box on the site refresh, and is it cached?", "chat": "c21", "fact": 0},
    {"question": "what do we use for the volunteer schedule now that the first tool didn't work out?", "chat": "c22", "fact": 0},
    {"question": "what happens if the main playout pc in studio A dies - what's our fallback and when do backups run?", "chat": "c23", "fact": 0},
    {"question": "did jules's morning programme end up starting earlier than originally planned?", "chat": "c25", "fact": 0},
    {"question": "are we doing the prize draw hannah suggested for spring, or is that still up in the air?", "chat": "c26", "fact": 0},
    {"question": "who insures the station and how much is the premium?", "chat": "c27", "fact": 0},
    {"question": "are there extra news updates in the morning between the full bulletins?", "chat": "c28", "fact": 0},
    {"question": "where do the specialist music programmes get put up for people to catch up on?", "chat": "c29", "fact": 0},
    {"question": "what microphone did we buy when the old one in the main studio started crackling?", "chat": "c30", "fact": 0},
    {"question": "did we sign up for the paid paravel deal for the playout software?", "chat": "c30", "fact": 1},
    {"question": "what's the current weekly play count for the top rotation list and how big is it?", "chat": "c31", "fact": 0},
    {"question": "when do new volunteers get trained?", "chat": "c32", "fact": 0},
    {"question": "are we relocating to the council's new high street premises?", "chat": "c33", "fact": 0},
    {"question": "what's the dead air alarm delay now, and where do the alerts go?", "chat": "c34", "fact": 0},
    {"question": "how do monthly supporters pay us now?", "chat": "c36", "fact": 0},
    {"question": "when is leon's jazz programme on and when did it start?", "chat": "c37", "fact": 0},
    {"question": "what were the date and hours of the live broadcast from the park?", "chat": "c37", "fact": 1},
    {"question": "what did sam put in front of the site to stop the bot attacks, and what about the audio stream?", "chat": "c38", "fact": 0},
    {"question": "what's our policy when we publish something wrong on the website?", "chat": "c39", "fact": 0},
    {"question": "when is the transmitter upkeep slot these days?", "chat": "c40", "fact": 0},
    {"question": "has anyone taken on posting to our socials on saturdays and sundays?", "chat": "c41", "fact": 0},
    {"question": "how did we get audio back from the park for the festival, and what was the backup?", "chat": "c42", "fact": 0},
    {"question": "how long do catch-up shows stay online now?", "chat": "c43", "fact": 0},
    {"question": "how were we taking card donations at the festival?", "chat": "c44", "fact": 0},
    {"question": "how often do we send the music usage reports to the licensing bodies and who does them?", "chat": "c46", "fact": 0},
    {"question": "are we putting in for the ofcom renewal ahead of time or holding off?", "chat": "c47", "fact": 0},
    {"question": "where does the donate page send people who want to give every month versus just once?", "chat": "c48", "fact": 0},
    {"question": "how did we sort out the cookie consent problem on the site?", "chat": "c48", "fact": 1},
    {"question": "which new mixer did tom order for the main studio and what did it cost?", "chat": "c49", "fact": 0},
    {"question": "what's the sourcing rule for the newsroom before a story can run?", "chat": "c50", "fact": 0},
    {"question": "when and where is the summer get-together for volunteers?", "chat": "c51", "fact": 0},
    {"question": "what's the longest you can book the podcast studio for now?", "chat": "c52", "fact": 0},
    {"question": "what was the name, goal and run of the autumn fundraiser when it was first planned?", "chat": "c53", "fact": 0},
    {"question": "where is the streaming server moving to and what handles fallback audio?", "chat": "c54", "fact": 0},
    {"question": "is there a lighter stream for people listening on their phone data?", "chat": "c54", "fact": 1},
    {"question": "what are we doing with the mixer that came out of studio A?", "chat": "c55", "fact": 0},
    {"question": "can readers still leave replies under articles on our site?", "chat": "c56", "fact": 0},
    {"question": "what's happening on air on the night of october 31st?", "chat": "c57", "fact": 0},
    {"question": "when are we allowed to start playing festive songs and how many?", "chat": "c58", "fact": 0},
    {"question": "where and when is the staff and volunteer festive do?", "chat": "c59", "fact": 0},
    {"question": "how much money did the trustees sign off for next year, and is there anything for extra help for priya?", "chat": "c59", "fact": 1},
    {"question": "what is the goal for the autumn fundraiser now, and when does it finish?", "chat": "c60", "fact": 0},
    {"question": "when is the on-air week where the bakery doubles people's donations?", "chat": "c60", "fact": 1},
]


if __name__ == "__main__":
    import datetime

    assert len(CHATS) == 60, len(CHATS)
    ids = [c["id"] for c in CHATS]
    assert len(set(ids)) == 60, "duplicate ids"
    lo, hi = datetime.date(2025, 12, 1), datetime.date(2026, 11, 27)
    prev = None
    counts = {"decision": 0, "change": 0, "open": 0}
    fact_keys = set()
    no_fact = 0
    for c in CHATS:
        assert set(c) == {"id", "day", "turns", "facts", "answered"}, c["id"]
        d = datetime.date.fromisoformat(c["day"])
        assert lo <= d <= hi, c["id"]
        assert prev is None or d >= prev, ("order", c["id"])
        prev = d
        turns = c["turns"]
        assert 6 <= len(turns) <= 10, (c["id"], len(turns))
        for t in turns:
            assert isinstance(t, tuple) and len(t) == 2, c["id"]
            assert t[0] in (U, A), c["id"]
            assert isinstance(t[1], str) and t[1].strip(), c["id"]
        facts = c["facts"]
        assert len(facts) <= 2, c["id"]
        if not facts:
            no_fact += 1
        for i, f in enumerate(facts):
            assert f["kind"] in counts, (c["id"], f["kind"])
            counts[f["kind"]] += 1
            assert 0 <= f["turn"] < len(turns), (c["id"], i)
            assert f["text"].strip(), (c["id"], i)
            kws = f["keywords"]
            assert 2 <= len(kws) <= 3, (c["id"], i)
            body = turns[f["turn"]][1].lower()
            for k in kws:
                assert k.lower() in body, (c["id"], i, k)
            fact_keys.add((c["id"], i))
        for a in c["answered"]:
            assert isinstance(a, int) and 0 <= a < len(turns), (c["id"], a)
            assert turns[a][0] == U, (c["id"], a)
            assert any(turns[j][0] == A for j in range(a + 1, len(turns))), (c["id"], a)
    q_keys = [(q["chat"], q["fact"]) for q in QUESTIONS]
    assert len(q_keys) == len(set(q_keys)), "duplicate question target"
    for k in q_keys:
        assert k in fact_keys, ("question points nowhere", k)
    assert set(q_keys) == fact_keys, ("facts without question", fact_keys - set(q_keys))
    for q in QUESTIONS:
        assert q["question"].strip()
    total = sum(counts.values())
    print(f"chats: {len(CHATS)}  facts: {total}  questions: {len(QUESTIONS)}  chats without facts: {no_fact}")
    for k, v in counts.items():
        print(f"  {k}: {v}")
    print("self-check OK")
