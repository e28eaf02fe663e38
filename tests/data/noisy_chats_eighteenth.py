# Development data since 2026-12-03 (session 20): released after its last held-out measurement, below.
# Held-out noisy-chat set no. 18 (60 chats, 59 facts, 62 questions; a regional newspaper newsroom),
# written on 2026-12-03 by a helper that never saw the pipeline or the other sets. Its misses were not read. Measured
# by the lead only (python -m tests.noisy_chat_quality eighteenth): at 42d491c (session 19's start) coverage day /
# week / month 44 / 44 / 41 of 59 (0.75 / 0.75 / 0.69), noise 39/162 (0.24), core memory noise 0/1, recall 47/62
# (0.76); at session 19's merged code (h34: acknowledgements, answers to the assistant's questions kept) 46 / 46 / 43
# (0.78 / 0.78 / 0.73), noise 39/168 (0.23), core 0/1, recall 49/62 (0.79).
# -*- coding: utf-8 -*-
"""Noisy assistant-chat test set for The Harrow Valley Courier.

Organisation
------------
The Harrow Valley Courier is an independent regional newspaper based in
Harrowford, covering Harrowford, Caldbeck, Millbrook and the rest of the
Harrow Valley. It publishes a weekly print edition (on sale Thursdays until
October 2026, then Wednesdays) and a daily website,
https://www.harrowvalleycourier.co.uk, plus a morning email newsletter,
"The Valley Morning".

People (8)
----------
- Margaret "Maggie" Okafor  - editor-in-chief (budget, print partner, cover price)
- Daniel Reyes              - news editor (morning conference, story budget, legal reads)
- Priya Natarajan           - senior reporter, council and politics
                              (deputy news editor from 1 December 2026)
- Tom Haldane               - reporter, courts and crime
- Felix Mbeki               - sports reporter and social media producer
- Lena Brandt               - photo editor
- Owen Pryce                - web / CMS developer
- Shauna Kelly              - advertising sales manager (also classifieds from July 2026)
Others mentioned: Bev (retiring classifieds clerk), Ellie Marsh (summer
intern), Fenwick (the paper's lawyer at Caldwell & Rhys), Sam Osei
(freelance photographer).

Tools
-----
WordPress CMS (custom "courier-2019" theme; hosted on WP Engine, moved to
Kinsta in August 2026), Cloudflare, Piano paywall, Cookiebot, Mailchimp then
Beehiiv for newsletters, Broadstreet ad server, Adobe InDesign page layout,
Photo Mechanic, Trello then Notion for the story budget, Slack, Google
Workspace, Jetpack, GA4 then Plausible analytics, Datawrapper.

Vendors and partners
--------------------
Midshire Web Print (print partner, Caldbeck), Valley Drop Ltd (newsagent
distribution), PA Media (wire, election results), PhotoShelter (photo
archive and print sales), Caldwell & Rhys Solicitors (legal, awards sponsor).

Events
------
Christmas appeal (food bank 2025, hospice 2026), Harrow Valley Business
Awards (14 May 2026, The Weir Hotel), local elections (7 May 2026, count at
Harrowford Leisure Centre), Harrowford Show (15-16 August 2026), the
"Troubled Waters" river pollution investigation (from 7 October 2026).

Data
----
CHATS: 60 dicts {id, day, turns, facts, answered}.
  turns    - list of (speaker, text), speaker is U ("user") or A ("assistant").
  facts    - at most 2 per chat: {kind: decision|change|open, turn, text, keywords};
             every keyword appears literally (case-insensitive) in turns[turn].
  answered - indices of user turns holding a request/question that the
             assistant answered later in the chat.
QUESTIONS: dicts {question, chat, fact} pointing at decision/change facts.
"""

U = "user"
A = "assistant"

CHATS = [
    # ------------------------------------------------------------------ DEC 2025
    {
        "id": "c01",
        "day": "2025-12-01",
        "turns": [
            (U, "morning! monday again ugh. ok so need to sort the christmas appeal this week, maggie wants a decision by weds. last yr we did the hospice and raised 14.2k. options this year are harrow valley food bank, the hospice again, or the youth centre in caldbeck. can u give me a quick pros/cons"),
            (A, """Good morning! Happy to help. Here's a quick comparison:

| Option | Pros | Cons |
|---|---|---|
| Harrow Valley Food Bank | Very topical with cost of living; lots of reader stories; people can donate food as well as cash | Some readers may see it as political; needs collection points |
| Harrow Valley Hospice (again) | Proven track record (£14.2k last year); strong emotional stories | A repeat may feel stale; fewer new angles |
| Caldbeck Youth Centre | Fresh and younger audience; good photo opportunities | Smaller catchment; less recognition outside Caldbeck |

If you want maximum engagement through December, the food bank probably has the strongest news hook right now. Let me know if you need anything else!"""),
            (U, "yeah thats kind of where i was leaning tbh. brb maggie just walked in"),
            (U, "ok back. agreed with maggie — we're going with the food bank for the appeal this year. target 15k. can u draft a 3 line intro for the launch page"),
            (A, """Great choice. Here's a draft intro:

> This Christmas, the Courier is asking readers to help feed their neighbours. Our 2025 appeal is raising £15,000 for Harrow Valley Food Bank, which handed out more than 9,000 parcels this year.
> Every pound and every tin helps a family in the valley.
> Donate online or drop food at our Harrowford office — details below.

Feel free to swap in the real parcel figure once the food bank confirms it."""),
            (U, "perfect ta. change 'neighbours' to 'neighbors'? no wait we're british lol keep it"),
            (A, "Ha — yes, 'neighbours' is right for the Courier. Glad the intro works, good luck with the launch!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 3,
             "text": "The 2025 Christmas appeal will support Harrow Valley Food Bank with a £15k target.",
             "keywords": ["food bank", "appeal", "15k"]},
        ],
        "answered": [0, 3, 5],
    },
    {
        "id": "c02",
        "day": "2025-12-04",
        "turns": [
            (U, """hey. site's crawling since the weekend, TTFB is like 4s on article pages. pasted the slow query log from wp engine

```
# Query_time: 3.912  Lock_time: 0.000 Rows_sent: 5  Rows_examined: 412877
SELECT p.ID FROM wp_posts p INNER JOIN wp_postmeta pm ON p.ID = pm.post_id WHERE pm.meta_key = '_rpp_score' AND p.post_status = 'publish' ORDER BY pm.meta_value+0 DESC LIMIT 5;
# Query_time: 4.107  Lock_time: 0.000 Rows_sent: 5  Rows_examined: 412877
SELECT p.ID FROM wp_posts p INNER JOIN wp_postmeta pm ON p.ID = pm.post_id WHERE pm.meta_key = '_rpp_score' ...
```
any ideas"""),
            (A, """Great question! That `_rpp_score` meta key looks like it belongs to a related-posts plugin (the `rpp` prefix is typical of **Related Posts Pro**). The problem is:

1. `ORDER BY pm.meta_value+0` forces MySQL to cast every value, so it can't use an index.
2. It examines ~413k postmeta rows on **every** article view that isn't cached.

Options, from least to most effort:

- **Cache the result** in a transient per post (e.g. 12 hours).
- **Replace the plugin** with something that computes relations off-site, e.g. Jetpack Related Posts (computed on WordPress.com servers) or ElasticPress.
- Add a numeric meta column / custom table — more work, not worth it for a plugin.

To confirm, install Query Monitor on staging and load an article: the query should be attributed to the plugin in the "Queries by Component" panel."""),
            (U, "ya its rpp, 100%. it was installed by the old agency in 2021 lol. jetpack is already on for stats so thats easy"),
            (A, """Then Jetpack Related Posts is the lowest-effort fix. Suggested steps:

1. Deactivate Related Posts Pro on **staging**.
2. Enable Jetpack > Settings > Traffic > "Show related content after posts".
3. Check the theme for direct calls to the plugin, e.g. `rpp_related()`, and guard them:

```php
if ( function_exists( 'rpp_related' ) ) {
    rpp_related();
}
```
4. Re-test TTFB on a few article URLs, then push to production."""),
            (U, "done on staging, ttfb down to 600ms 🎉 ok pushing to prod. replaced related posts pro with jetpack related posts, ill tell daniel the boxes look slightly diff"),
            (A, "Great result — 4s down to 600ms is a big win. Noted, I will keep that in mind. One thing to watch: Jetpack builds its related-posts index on WordPress.com, so older articles may show no related links for a few hours while it syncs."),
            (U, "cool ta. ok lunch time, meal deal calling"),
            (A, "Enjoy your lunch! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Owen replaced the Related Posts Pro plugin with Jetpack Related Posts to fix slow article pages.",
             "keywords": ["related posts pro", "jetpack"]},
        ],
        "answered": [0],
    },
    {
        "id": "c03",
        "day": "2025-12-09",
        "turns": [
            (U, "hiya 👋 quick one, i've got 84 jpegs from the harrowford christmas lights switch on, need them all at 2000px on the long edge for the gallery and a 'cl25_' prefix on the filenames. on a mac. no photoshop batch pls it keeps crashing"),
            (A, """No Photoshop needed — macOS has a built-in image tool called `sips`. Open Terminal, `cd` into the folder with the photos, and run:

```bash
mkdir -p resized
for f in *.jpg; do
  sips -Z 2000 "$f" --out "resized/cl25_$f"
done
```

`-Z 2000` scales the longest edge to 2000px and keeps the aspect ratio. The originals are left untouched."""),
            (U, "omg sips exists?? ok trying"),
            (U, """getting this
```
Warning: resized/cl25_*.jpg not a valid file - skipping
Error 4: no file was specified
```"""),
            (A, """That usually means the loop found no matches — your camera probably writes the extension in capitals (`.JPG`), and the glob is case-sensitive. Try:

```bash
shopt -s nocaseglob 2>/dev/null || setopt NO_CASE_GLOB
mkdir -p resized
for f in *.jpg; do
  sips -Z 2000 "$f" --out "resized/cl25_$f"
done
```

(The default shell on newer Macs is zsh, hence the `setopt` fallback.)"""),
            (U, "that worked!! all 84 done. ur a star. also the mayor blinked in like half of them lol"),
            (A, "Ha, the classic switch-on blink! Glad it worked. Let me know if you need anything else!"),
            (U, "off to get a mince pie from greggs, byeee"),
        ],
        "facts": [],
        "answered": [0, 3],
    },
    {
        "id": "c04",
        "day": "2025-12-12",
        "turns": [
            (U, """hi, shauna from ads. doing the 2026 rate card. current print rates below, maggie ok'd a ~8% rise on the big formats only. can u work out new numbers rounded to nearest £10

| format | 2025 |
|---|---|
| full page | £1,150 |
| half page | £640 |
| quarter page | £350 |
| eighth | £190 |
| classified line | £4.20 |"""),
            (A, """Sure! Applying 8% to the big formats (full and half page) and leaving the rest as is:

| Format | 2025 | +8% | Rounded 2026 |
|---|---|---|---|
| Full page | £1,150 | £1,242.00 | **£1,240** |
| Half page | £640 | £691.20 | **£690** |
| Quarter page | £350 | — | £350 |
| Eighth | £190 | — | £190 |
| Classified line | £4.20 | — | £4.20 |

Let me know if you want to apply a smaller rise to the quarter page too."""),
            (U, "hmm maggie said full page should be a round 1250 not 1240, looks better on the card. and half to 695? no make it 690"),
            (A, """Updated:

| Format | 2026 |
|---|---|
| Full page | £1,250 |
| Half page | £690 |
| Quarter page | £350 |
| Eighth | £190 |
| Classified line | £4.20 |

That's an 8.7% rise on the full page and 7.8% on the half."""),
            (U, "yep thats final. full page is £1,250 from 5 jan, half page £690. can u write me a short email to the regular advertisers telling them"),
            (A, """Here you go:

**Subject:** Courier print rates for 2026

Hi [name],

Thank you for advertising with the Harrow Valley Courier this year. From 5 January 2026 our full-page rate will be £1,250 and our half-page rate £690. All other formats, including quarter pages, eighths and classified lines, stay at 2025 prices.

Any bookings confirmed before 5 January will be honoured at the current rate. As always, give me a call if you'd like to talk through a package for the year.

Best wishes,
Shauna Kelly
Advertising Sales Manager"""),
            (U, "lovely thanks x"),
            (A, "You're welcome! Good luck with the rate card rollout."),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "The full-page print ad rate rises from £1,150 to £1,250, and the half page to £690, from 5 January 2026.",
             "keywords": ["full page", "£1,250", "5 jan"]},
        ],
        "answered": [0, 2, 4],
    },
    {
        "id": "c05",
        "day": "2025-12-17",
        "turns": [
            (U, """morning. midshire have sent their xmas schedule, pasting:

> MIDSHIRE WEB PRINT – FESTIVE PRODUCTION 2025
> Wed 24 Dec – CLOSED
> Thu 25 – Fri 26 Dec – CLOSED
> Wed 31 Dec – CLOSED
> Thu 1 Jan – CLOSED
> Normal service resumes Mon 5 Jan

we normally print wed night for thursday. so that kills both the 25th and 1st editions. thinking a double issue?? thoughts"""),
            (A, """You have two realistic options:

**A) One double issue**
- Print Monday 22 Dec night, on sale **Tuesday 23 Dec**, covering two weeks.
- No edition on 1 Jan; next regular issue Thursday 8 Jan.
- Pros: one production push, a bumper issue with a long shelf life, good for Christmas ads.
- Cons: no print news for 16 days; needs a strong "what's on" section.

**B) Two early editions**
- Print both on Monday/Tuesday nights in the same week.
- Pros: keeps the weekly rhythm for readers.
- Cons: the second edition would be stale by the time it's on sale, and it doubles the pre-Christmas workload.

Option A is what most weeklies do. Worth checking Valley Drop can deliver on a Tuesday."""),
            (U, "A for sure. valley drop can do tuesday, i checked. final call: christmas double issue on sale tuesday 23rd, no paper on the 1st, back to normal thursday 8 jan"),
            (A, """Noted. Knock-on checklist:

- Ad deadline for the double issue: suggest Friday 19 Dec, 12 noon (tell Shauna).
- Page plan: bumper pagination, with a two-week what's-on guide.
- Website banner + newsletter mention from this week.
- Notice on p2 of the 18 Dec issue.
- Tell Midshire the Monday 22 Dec press slot is confirmed."""),
            (U, "can u draft the reader notice for p2, 60 words max"),
            (A, """**Christmas at the Courier**
Our Christmas double issue will be on sale from Tuesday 23 December and covers the festive fortnight. There will be no paper on New Year's Day. Normal service resumes on Thursday 8 January. Breaking news continues as usual at harrowvalleycourier.co.uk. Merry Christmas from everyone at the Courier!

(52 words)"""),
            (U, "👍 perfect. ok i need coffee"),
            (A, "Enjoy the coffee! Let me know if you need anything else!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "The 2025 Christmas double issue goes on sale Tuesday 23 December, with no paper on 1 January and normal Thursday publication resuming 8 January.",
             "keywords": ["double issue", "tuesday 23rd", "8 jan"]},
        ],
        "answered": [0, 4],
    },
    # ------------------------------------------------------------------ JAN 2026
    {
        "id": "c06",
        "day": "2026-01-06",
        "turns": [
            (U, """happy new year!! 🎉 back at it. so the FOI on councillor expenses finally came back. one councillor claimed £3,870 in mileage for 'ward visits' when his ward is like 2 miles across. need help making sense of it, pasting the json the portal gave me

```json
[
 {"councillor": "D. Hartley", "ward": "Harrowford North", "mileage_gbp": 3870.40, "claims": 61},
 {"councillor": "S. Amadi", "ward": "Caldbeck East", "mileage_gbp": 412.00, "claims": 9},
 {"councillor": "R. Finch", "ward": "Millbrook", "mileage_gbp": 655.80, "claims": 14},
 {"councillor": "J. Lowe", "ward": "Harrowford South", "mileage_gbp": 298.10, "claims": 7}
]
```"""),
            (A, """Happy new year! Here's what stands out:

| Councillor | Total | Claims | Avg per claim | Implied miles @45p |
|---|---|---|---|---|
| D. Hartley | £3,870.40 | 61 | £63.45 | ~8,601 |
| R. Finch | £655.80 | 14 | £46.84 | ~1,457 |
| S. Amadi | £412.00 | 9 | £45.78 | ~916 |
| J. Lowe | £298.10 | 7 | £42.59 | ~662 |

Hartley's implied mileage is around 141 miles per claim for a ward roughly two miles across, and his total is about six times the next highest. Questions worth putting to the council: which journeys were claimed, whether claims were checked against the allowances scheme, and whether any have been queried internally. You'll also want to give him a proper right of reply."""),
            (U, "yeah thats mental. question is do we name him. daniel says wait for legal, our lawyer (fenwick at caldwell & rhys) is back on the 12th"),
            (A, """I can't give legal advice, but some general points for the conversation with Fenwick:

- These are public records about an elected official's use of public money, which is a strong public-interest argument.
- Accuracy matters most: report exactly what the figures show and don't allege wrongdoing the documents don't support.
- Give him a fair, timed right of reply and report his answer.
- "A councillor" can still identify him if the ward is named, so anonymising is only partial protection.

Waiting for Fenwick is sensible given the amounts involved."""),
            (U, "ok. so for now we hold the name til fenwick's looked at it. can u draft the right of reply email to him anyway so its ready"),
            (A, """**Subject:** Harrow Valley Courier – mileage claims 2024/25

Dear Cllr Hartley,

I'm writing about figures released by Harrow Valley District Council under the Freedom of Information Act. They show mileage claims of £3,870.40 across 61 claims in your name for 2024/25, substantially higher than other councillors.

We intend to publish a story on councillors' expenses. Could you tell us:
1. What journeys these claims covered?
2. Whether any claims have been queried or repaid?
3. Anything else you would like us to take into account?

We would be grateful for a response by 5pm on [date].

Kind regards,
Priya Natarajan
Senior Reporter, Harrow Valley Courier"""),
            (U, "ta. still no idea if we name him or just say 'a councillor' tbh, we'll see what legal says"),
            (A, "Makes sense to wait. Noted, I will keep that in mind — when you hear back from legal I can help adapt the copy either way."),
        ],
        "facts": [
            {"kind": "open", "turn": 6,
             "text": "Whether to name councillor D. Hartley in the mileage expenses story is unresolved pending legal advice.",
             "keywords": ["name him", "legal"]},
        ],
        "answered": [0, 2, 4],
    },
    {
        "id": "c07",
        "day": "2026-01-12",
        "turns": [
            (U, "yo. so news: daniel confirmed this morning im on courts full time from monday 19th, priya's off courts completely now she's got the election stuff. so i need to get my head round magistrates listings. where do i even get the daily lists"),
            (A, """Congrats on the new beat! Where to get lists:

1. **Court lists for the press** – ask the listing office at Harrowford Magistrates' Court to add the Courier's email to their daily press distribution. Most courts email the next day's list in the afternoon.
2. **CourtServe** – has many (not all) magistrates' lists; a subscription may be needed for the full detail.
3. **Single Justice Procedure (SJP)** – the low-level cases dealt with on paper. Accredited media can register for SJP press lists and request case results.
4. **The court's press contact / HMCTS press office** – for registers of results and anything missing from the lists.

Tip: keep a spreadsheet of cases you're following with the next hearing date, so adjourned cases don't slip."""),
            (U, "cool. also is it contempt if i tweet from court"),
            (A, """Generally no — accredited journalists can use text-based live communications (tweeting, live blogging) from court without asking permission, under the judiciary's guidance. But:

- No photos, video or audio recording — that is a criminal offence.
- Don't report anything heard while the jury is out of the room.
- Strict liability contempt still applies: no previous convictions or prejudicial material before a verdict.
- A judge can still ask you to stop, so follow any directions."""),
            (U, "nice one. lunch now, the chippy by the court does a mean fishcake"),
            (A, "Enjoy the fishcake! Good luck with the new beat — let me know if you need anything else!"),
        ],
        "facts": [
            {"kind": "change", "turn": 0,
             "text": "Tom Haldane takes over the courts beat full time from Monday 19 January 2026, replacing Priya.",
             "keywords": ["courts full time", "priya"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c08",
        "day": "2026-01-16",
        "turns": [
            (U, "afternoon. mailchimp just emailed our renewal, 18k contacts is going to cost us £3,960/yr from march 😬 maggie asked me to look at alternatives. shortlist beehiiv, buttondown, newspack newsletters. can u compare for ~18k subs, 1 daily send + 1 weekly"),
            (A, """Here's a rough comparison for ~18k subscribers (do check current pricing pages, they change often):

| | Beehiiv | Buttondown | Newspack Newsletters |
|---|---|---|---|
| Est. cost at 18k | mid-tier plan, roughly half of Mailchimp | cheaper, usage-based | plugin is free, but needs an ESP behind it (e.g. ActiveCampaign/Mailchimp) |
| Editor | drag-and-drop, good templates | Markdown-first | WordPress block editor |
| Ad network / sponsorships | yes, built in | no | no |
| Referral programme | yes | no | no |
| API / automation | good | very good | via ESP |
| WordPress integration | RSS / embed forms | RSS / embed forms | native |

For a newsroom that wants monetisation, Beehiiv's built-in ad network and referral programme stand out. Buttondown suits developer-heavy teams."""),
            (U, "beehiiv's ad network thing is interesting, shauna would love that. is there a mailchimp import"),
            (A, """Yes — Beehiiv imports subscribers from a CSV export, and there's a guided import for Mailchimp. Tips:

1. Export **only subscribed** contacts from Mailchimp with their consent/signup date fields.
2. Map Mailchimp tags/groups to Beehiiv custom fields so segments survive.
3. Expect Beehiiv to review a large import before you can send.
4. Warm up: send to your most engaged subscribers first for a week or two."""),
            (U, "ok spoke to maggie. we'll use beehiiv, move off mailchimp by end of feb before the renewal kicks in. i own the migration"),
            (A, """Noted! Suggested migration plan:

- **Week of 19 Jan:** set up the Beehiiv account, templates, custom sending domain.
- **Week of 26 Jan:** import the subscriber CSV, recreate sign-up forms on the site.
- **Early Feb:** run both in parallel; Beehiiv to engaged segment only.
- **Mid Feb:** full switch; Mailchimp forms removed.
- **By 28 Feb:** cancel Mailchimp before the March renewal."""),
            (U, "legend. will start monday"),
            (A, "Sounds good — good luck with the migration! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The newsletter moves from Mailchimp to Beehiiv by the end of February 2026, with Owen owning the migration.",
             "keywords": ["beehiiv", "mailchimp", "end of feb"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c09",
        "day": "2026-01-21",
        "turns": [
            (U, "alright! felix here. harrowford town lost 3-0 at stalybridge last night, brutal. anyway question: the live blogs for away games are killing me, im on the coach with 2 bars of signal and they get like 400 views. home games get 3-4k. can u help me make the case to daniel to drop away game live blogs"),
            (A, """Commiserations on the result! Here's a short case you could send Daniel:

**Proposal: live blogs for home games only**

- Home live blogs average 3,000–4,000 views; away live blogs around 400 (roughly 10x less).
- Away blogs take 2.5–3 hours of live work, often with poor signal, which also delays the match report.
- Alternative for away games: a full match report within 30 minutes of the final whistle plus a short Instagram reel of highlights/reaction.
- Expected result: similar or better total audience for away games, a faster report, and more time for the weekly preview pieces.

Happy to tweak the tone."""),
            (U, "lol u didnt have to be that formal. sent it anyway"),
            (U, "ok he said yes!! from now on live blog for home games only, away games get a match report + instagram reel"),
            (A, "Nice one! Noted — live blogs for home games only, away games get a match report plus an Instagram reel. Want a template for the away match report so it's quick to file from the coach?"),
            (U, "go on then"),
            (A, """Here's a quick template:

```
HEADLINE: [Team] [score] [opponent]: [one-line angle]
INTRO (1 sentence): result + the key moment
PARA 2: first-half summary
PARA 3: second-half summary + scorers with minutes
PARA 4: manager quote (post-match)
PARA 5: what it means – league position / next fixture
TEAM: [starting XI, subs]
```
Fill the team line before kick-off and you're most of the way there."""),
            (U, "cheers mate 🙌"),
        ],
        "facts": [
            {"kind": "decision", "turn": 3,
             "text": "Live blogs are now only done for Harrowford Town home games; away games get a match report and an Instagram reel.",
             "keywords": ["home games only", "live blog", "away games"]},
        ],
        "answered": [0, 5],
    },
    {
        "id": "c10",
        "day": "2026-01-28",
        "turns": [
            (U, "not a great morning. letter from midshire web print: newsprint + energy surcharge, price per copy up 11% from 1 april. we print 9,400 copies weekly at 48pp. roughly £2,050 a week now. can u work out what it'll cost us and the options"),
            (A, """Sorry, that's a tough letter to get. The numbers:

- Current: £2,050/week
- +11%: £2,275.50/week → **+£225.50/week**, about **£11,700/year** (52 issues)

Options:

| Option | Rough saving | Downsides |
|---|---|---|
| Absorb it | £0 | Hits the margin directly |
| Cut to 40pp | Paper/plate costs fall by up to ~1/6 | Less space for ads and editorial |
| Trim the print run | Depends on returns | Risk of sell-outs in big weeks |
| Raise cover price | Covers it with small volume loss | Reader reaction |
| Renegotiate (longer contract) | Maybe 3–5% | Lock-in |

If returns are high, trimming the run is often the least painful lever."""),
            (U, "returns are running at about 14% so theres some fat in the run. i dont want to cut pages tbh, readers notice"),
            (A, """At 14% returns you're printing about 1,300 copies a week that come back. Cutting the run from 9,400 to around 8,600 would save roughly 8.5% of the per-copy cost element, which offsets a good chunk of the rise, while still leaving a buffer of around 500 copies for busy weeks. I'd check returns by newsagent first so the cuts go where copies actually come back."""),
            (U, "ok. honestly dont know yet whether we cut to 40 pages, trim the run or just eat it. need to talk to shauna about ad volumes first. park it"),
            (A, "Understood — parking it. When you've spoken to Shauna, I can model the options with her ad volume numbers."),
            (U, "thanks. god i need a holiday"),
            (A, "It's been a heavy start to the year! Hope you get a break soon."),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "How to handle Midshire's 11% print price rise (cut to 40 pages, trim the print run or absorb it) is undecided.",
             "keywords": ["40 pages", "trim the run"]},
        ],
        "answered": [0],
    },
    # ------------------------------------------------------------------ FEB 2026
    {
        "id": "c11",
        "day": "2026-02-03",
        "turns": [
            (U, "hey. trello board for the news list is a mess, 340 cards, nobody archives anything. thinking of moving the story budget to notion. what would a notion setup look like for a weekly paper + daily web"),
            (A, """Good idea to restructure. A simple Notion setup:

**One database: "Story budget"** with properties:
- Slug (title)
- Reporter (person)
- Status (select)
- Platform (multi-select: Web, Print, Newsletter)
- Print page (number)
- Publish date (date)
- Words (number)
- Photo needed (checkbox)
- Legal check (checkbox)

**Views:**
- *Today* – publish date = today, grouped by status
- *This week's paper* – platform contains Print, sorted by page
- *By reporter* – board grouped by reporter
- *Legal queue* – legal check unticked and status = Legal

Archiving becomes automatic because old items just drop out of the filtered views."""),
            (U, "ooh legal queue view is nice. can u give me the status options"),
            (A, "Pitch → Assigned → Filing → Subbing → Legal → Ready → Published, plus Spiked for dropped stories. Keep it to those eight so the board stays readable."),
            (U, "ok done deal. replaced trello with notion for the story budget as of today, archived the trello board read-only. everyone gets invites this arvo"),
            (A, """Nice — noted. A few tips for the rollout:

- Pre-fill this week's stories so people land on something familiar.
- Pin the "Today" view as the default.
- Ask everyone to update status themselves rather than via Slack.
- Keep the Trello link in the Slack channel description for a month in case anyone needs old cards."""),
            (U, "tom will moan but he moans about everything lol"),
            (A, "Ha — change is always bumpy at first. A quick 10-minute walkthrough at morning conference usually helps!"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "The story budget moved from Trello to Notion on 3 February 2026, and the Trello board was archived read-only.",
             "keywords": ["trello", "notion", "story budget"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c12",
        "day": "2026-02-09",
        "turns": [
            (U, """morning, beehiiv migration day 1 proper. setting up custom sending domain. they gave me these records, which go where in cloudflare

```
Type   Host                    Value
TXT    news                    v=spf1 include:mail.beehiiv.com ~all
CNAME  bh1._domainkey.news     bh1.dkim.beehiiv.com
CNAME  bh2._domainkey.news     bh2.dkim.beehiiv.com
TXT    _dmarc.news             v=DMARC1; p=none; rua=mailto:dmarc@harrowvalleycourier.co.uk
```"""),
            (A, """In Cloudflare go to your zone → **DNS → Records → Add record** and add each one exactly as listed. The host names are relative to the zone, so `news` becomes `news.harrowvalleycourier.co.uk` automatically.

Important: set the two CNAME records to **DNS only (grey cloud)**. If they're proxied (orange cloud), Cloudflare answers with its own IPs and the DKIM lookup fails.

Then click verify in Beehiiv; propagation is usually a few minutes on Cloudflare."""),
            (U, "ahh i had the orange cloud on, that's why verify failed. fixed"),
            (U, "ok verified ✅ so going forward all newsletters send from news.harrowvalleycourier.co.uk, from name 'The Valley Morning'. mailchimp used the root domain, is that gonna hurt deliverability"),
            (A, """It should help rather than hurt:

- A subdomain gives the newsletter its own sending reputation, separate from staff email on the root domain.
- The new domain has no history, so **warm up**: start with your most engaged 3–4k readers and build up over 2–3 weeks.
- Keep DMARC at `p=none` for now, check the reports, then move to `p=quarantine` once everything aligns.
- Keep the from-name consistent so readers recognise it in the inbox."""),
            (U, "cool. brb fire alarm test 🙄"),
            (U, "back. ok thats me for today"),
            (A, "Good progress today! Let me know if you need anything else for the migration."),
        ],
        "facts": [
            {"kind": "change", "turn": 3,
             "text": "Newsletters now send from the subdomain news.harrowvalleycourier.co.uk with the from-name 'The Valley Morning'.",
             "keywords": ["news.harrowvalleycourier.co.uk", "the valley morning"]},
        ],
        "answered": [0, 3],
    },
    {
        "id": "c13",
        "day": "2026-02-13",
        "turns": [
            (U, "hey happy almost valentines lol. got £2,400 left in the photo kit budget before year end (march 31). torn between a second sony a7 iv body or the 70-200 f2.8 gm ii. we currently have 1 a7 iv, 1 ancient a7 iii with a dodgy shutter at 310k actuations, and a 70-200 f4"),
            (A, """Happy almost-Valentine's! My take:

- The A7 III's shutter is rated for around 200k actuations, so at 310k it's living on borrowed time. If it fails on a job, you're down to one body.
- The 70-200 f/4 is perfectly usable for most news and sport in daylight; the f/2.8 mostly helps with indoor/evening sport.
- For a newsroom, **body redundancy** is usually the higher priority: a failed body means missed pictures, a slower lens means slightly noisier ones.

Recommendation: buy the second A7 IV body now and put the f/2.8 on next year's list."""),
            (U, "yeah the a7 iii died twice at the fun run last yr. ok im convinced"),
            (U, "maggie said ok do it. we're buying the second a7 iv body, the lens waits til next financial yr"),
            (A, """Noted! A few tips:

- Order before 31 March so it comes out of this year's budget.
- Register the warranty straight away.
- Use identical settings/custom buttons on both A7 IVs so swapping mid-job is seamless.
- Keep the A7 III as an emergency spare."""),
            (U, "what would the a7 iii fetch on mpb roughly"),
            (A, "Roughly £600–£800 body-only for a good-condition A7 III, but at 310k actuations with a shutter fault expect the lower end or less. Get an instant quote on MPB's site to be sure."),
            (U, "meh ill keep it as a backup backup. thanks!! lunch time, its soup day in the canteen"),
        ],
        "facts": [
            {"kind": "decision", "turn": 3,
             "text": "The photo desk is buying a second Sony A7 IV body with the remaining kit budget; the 70-200 f2.8 lens waits until next financial year.",
             "keywords": ["a7 iv body", "lens waits"]},
        ],
        "answered": [0, 5],
    },
    {
        "id": "c14",
        "day": "2026-02-18",
        "turns": [
            (U, "hiya! business awards 2026 sponsorship. we've had 2 offers for headline sponsor: caldwell & rhys solicitors £6,000, and harrow motors £5,000 + a car for the raffle. last year headline was the building society at £5,500. which is better value"),
            (A, """Some things to weigh:

| | Caldwell & Rhys | Harrow Motors |
|---|---|---|
| Cash | £6,000 | £5,000 |
| Extras | — | Raffle car (value depends on the car, and the raffle needs a licence and admin) |
| Brand fit | Professional services, matches a business awards | Good local brand, strong with readers |
| Risks | They're also the Courier's lawyers, so there could be a perception question about editorial independence | Raffle admin, gambling rules |

If the perception issue is declared, Caldwell & Rhys is simpler money. You might also be able to keep Harrow Motors involved as a category sponsor."""),
            (U, "ooh good shout about fenwick. maggie says its fine as long as its declared. and harrow motors could do a category sponsor instead"),
            (U, "ok final: caldwell & rhys are headline sponsor at £6k, harrow motors take the 'business of the year' category for £1,500. can u write the confirmation email to caldwell & rhys"),
            (A, """**Subject:** Headline sponsorship – Harrow Valley Business Awards 2026

Dear [name],

I'm delighted to confirm Caldwell & Rhys Solicitors as headline sponsor of the Harrow Valley Business Awards 2026, for a fee of £6,000 + VAT.

Your package includes:
- Naming on all awards branding, print and online
- A two-minute speech on the night
- A table of ten at the ceremony
- A full-page advert in the awards supplement

In line with our editorial policy, we will note that Caldwell & Rhys also provides legal services to the Courier. I'll send the invoice and artwork deadlines shortly.

Best wishes,
Shauna Kelly"""),
            (U, "perfect, sent. ty"),
            (A, "You're welcome! Congratulations on landing the headline sponsor. Let me know if you need anything else!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 3,
             "text": "Caldwell & Rhys Solicitors are headline sponsor of the 2026 Business Awards for £6,000, and Harrow Motors sponsor the Business of the Year category for £1,500.",
             "keywords": ["caldwell & rhys", "headline sponsor", "harrow motors"]},
        ],
        "answered": [0, 3],
    },
    {
        "id": "c15",
        "day": "2026-02-24",
        "turns": [
            (U, "right, back to the midshire thing from last month. shauna's numbers: print ad volume down 9% yoy, we've been running 4-5 pages of house ads to fill 48pp. so i think 40 is actually fine?? does that make sense"),
            (A, """It does. If you're filling 4–5 pages with house ads, you're effectively paying Midshire to print your own promos:

- Dropping from 48 to 40 pages removes 8 pages (1/6 of the paper).
- Most of those 8 are house ads, so the editorial loss is small.
- The paper and plate saving offsets a large part of the 11% increase.

One suggestion: keep the option of 48 pages for bumper weeks (election week, the awards supplement, Christmas) so you can sell extra ads when demand is there."""),
            (U, "yes good idea on bumper weeks. ok agreed with daniel: we're dropping to 40 pages from the 2 april issue, 48 only for special weeks like election week and the awards. print run stays 9,400 for now"),
            (A, """Noted. Knock-on list:

- Tell Midshire the new standard pagination and the special-week exceptions.
- Update the InDesign page plan templates to 40pp.
- Shauna: update the ad inventory and flatplan.
- Daniel: rework section sizes (news, sport, what's on).
- Note in Notion which upcoming weeks are 48pp."""),
            (U, "can u draft the note to midshire"),
            (A, """**Subject:** Harrow Valley Courier – pagination from 2 April

Hi Gary,

Thanks for your letter about the 2026 price changes. From the issue of Thursday 2 April our standard pagination will be 40 pages (down from 48), with the print run staying at 9,400 copies.

We will occasionally need 48 pages for special editions (for example local elections week and our Business Awards issue) and will confirm these at least two weeks in advance.

Could you send a revised price schedule for 40pp and 48pp at 9,400 copies?

Many thanks,
Maggie Okafor
Editor-in-Chief"""),
            (U, "ta. off to a meeting w the council comms lot, wish me luck"),
            (A, "Good luck! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "From the 2 April 2026 issue the paper drops from 48 to 40 pages, with 48 pages only for special weeks; the print run stays at 9,400.",
             "keywords": ["40 pages", "2 april", "9,400"]},
        ],
        "answered": [0, 4],
    },
    # ------------------------------------------------------------------ MAR 2026
    {
        "id": "c16",
        "day": "2026-03-02",
        "turns": [
            (U, """morning. trying to write a lil python thing to pull the harrowford magistrates list pdf and grep for local postcodes (HV1-HV9). getting this

```
Traceback (most recent call last):
  File "/Users/tom/courts/pull_list.py", line 5, in <module>
    text = page.extract_text().lower()
AttributeError: 'NoneType' object has no attribute 'lower'
```
code:
```python
import pdfplumber, re
with pdfplumber.open('list.pdf') as pdf:
    for page in pdf.pages:
        text = page.extract_text().lower()
        for m in re.findall(r'hv[1-9] ?[0-9][a-z]{2}', text):
            print(m)
```"""),
            (A, """`extract_text()` returns `None` for pages with no text layer (blank pages, or a scanned image page). Guard it:

```python
import pdfplumber, re

with pdfplumber.open('list.pdf') as pdf:
    for page in pdf.pages:
        text = (page.extract_text() or '').lower()
        for m in re.findall(r'hv[1-9] ?[0-9][a-z]{2}', text):
            print(m)
```

If a lot of pages come back empty, the PDF might be scanned and you'd need OCR (e.g. `ocrmypdf`) first."""),
            (U, "that fixed it. but its printing dupes"),
            (A, """Collect them in a set, and keep the surrounding line so you can see the case:

```python
import pdfplumber, re

seen = set()
with pdfplumber.open('list.pdf') as pdf:
    for page in pdf.pages:
        for line in (page.extract_text() or '').splitlines():
            for m in re.findall(r'hv[1-9] ?[0-9][a-z]{2}', line.lower()):
                if m not in seen:
                    seen.add(m)
                    print(m.upper(), '|', line.strip())
```"""),
            (U, "sweet. got 23 hv postcodes on todays list. ok coffee"),
            (A, "Nice! Enjoy the coffee. Let me know if you need anything else!"),
            (U, "oh and random q, is the full postcode ok to publish or just the town"),
            (A, "The usual UK convention is name, age and address (street and town) so readers don't confuse the defendant with someone else; full postcodes are rarely printed because they add little and can point to a specific handful of houses. Check house style with Daniel, but street + town is the norm."),
        ],
        "facts": [],
        "answered": [0, 2, 6],
    },
    {
        "id": "c17",
        "day": "2026-03-06",
        "turns": [
            (U, "hey! election planning. local elections thurs 7 may, count is overnight at harrowford leisure centre from 10pm. 14 wards up. need a coverage plan, who does what. team for the night: me, felix, owen, lena, daniel on the desk"),
            (A, """Here's a draft plan:

| Who | Where | Job |
|---|---|---|
| Priya | Count (leisure centre) | Results as declared, candidate reaction, turnout |
| Lena | Count | Photos of declarations, winners, atmosphere |
| Felix | Office | Results live blog, social posts |
| Owen | Office/remote | Results page and data table, site stability |
| Daniel | Desk | Editing, web splash at 6am, Friday follow-ups |

**Timeline:** 9pm team in place → 10pm count starts → first declarations ~1am → final result ~4am → overnight wrap by 6am → newsletter at 7am."""),
            (U, "felix is good on live stuff yeah. ok agreed with daniel: i'm at the count at the leisure centre with lena, felix runs the results live blog from the office, owen on the results page"),
            (A, """Noted! Checklist for the night:

- Accreditation for Priya and Lena from the returning officer (deadline usually ~2 weeks before).
- Candidate list with photos and party colours pre-loaded.
- Live blog shell and results page built and tested by 5 May.
- A shared WhatsApp group for declarations.
- A backup hotspot for the count (leisure centre wifi is notoriously bad)."""),
            (U, "one thing we havent sorted - PA do an election results data feed, £450 for the night, auto populates the results table. or owen builds a google sheet thing manually. daniel thinks 450 is steep for 14 wards"),
            (A, """Trade-offs:

- **PA feed (£450):** automatic, fewer typos, frees Owen on the night. But for 14 wards the volume is small, and feeds sometimes lag the declaration in the room.
- **Google Sheet:** free; Priya texts results, Owen or Felix types them into a sheet that feeds the results table. Risk of typos at 3am, and it ties up one person.

For 14 wards a manual sheet is very doable if someone double-checks each entry. The feed mainly pays off if you also want county/national numbers."""),
            (U, "yeah still undecided, maggie has to sign off the spend. will come back to it"),
            (A, "Sounds good. If it helps, I can sketch the Google Sheet fallback so it's ready either way."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "On election night Priya and Lena cover the count at Harrowford Leisure Centre, Felix runs the results live blog and Owen handles the results page.",
             "keywords": ["leisure centre", "live blog", "results page"]},
            {"kind": "open", "turn": 4,
             "text": "Whether to pay £450 for the PA election results data feed or build a manual Google Sheet is undecided.",
             "keywords": ["results data feed", "450"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c18",
        "day": "2026-03-11",
        "turns": [
            (U, "hey, piano question. maggie wants to tighten the meter. currently 5 free articles / 30 days then regwall→paywall. whats the risk of dropping to 3"),
            (A, """The main trade-off:

- **Upside:** more readers hit the paywall, so more subscription prompts. Publishers who tighten meters usually see a conversion uplift.
- **Downside:** fewer pageviews from casual readers, which can affect ad revenue and social reach.
- Readers arriving from search/social mostly read 1–2 articles a month, so they're barely affected; the change mainly bites your regular non-paying readers, who are exactly the people you want to convert.

Mitigations: keep breaking news and public-service content free, and watch registrations, conversions and pageviews for 4–6 weeks."""),
            (U, "we dont really have the traffic for a clean ab test tbh"),
            (A, "Then do a before/after: record four weeks of baseline (pageviews, registrations, new subs, churn), make the change, and compare the next four weeks, allowing for seasonality. Set a guardrail in advance, e.g. revert if pageviews fall more than 15% without a matching rise in subscriptions."),
            (U, "ok maggie said go. switching to 3 free articles per 30 days from monday 16th. breaking news + obits stay free. can u give me the piano composer condition to exclude tagged articles"),
            (A, """Noted. In Piano Composer, on the experience that shows the meter:

1. Add a **content** condition on tags (or content section) and set it to *does not contain* `breaking` or `obituaries`.
2. Make sure those tags are sent from the page. In the theme, before the Piano script runs:

```js
tp = window.tp || [];
tp.push(["setTags", ["breaking"]]);
```

3. Set the meter to 3 views per 30 days on the main experience and test with a clean browser profile. Let me know if you need anything else!"""),
            (U, "nice ty. gonna grab lunch before the 2pm"),
            (A, "Enjoy! Let me know if you need anything else!"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "The Piano paywall meter drops from 5 to 3 free articles per 30 days from 16 March 2026; breaking news and obituaries stay free.",
             "keywords": ["3 free articles", "breaking news", "obits"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c19",
        "day": "2026-03-17",
        "turns": [
            (U, "hi. style guide tidy up. two things keep coming up in subbing: 'per cent' vs '%', and 'Harrow Ford' vs 'Harrowford'. also council vs Council. whats most common in uk regionals these days"),
            (A, """Great question! Practice varies, but broadly:

- **Per cent / %:** many papers traditionally used "per cent" in body copy and % in headlines. More and more newsrooms now use % throughout because it's shorter and easier to scan on mobile. Either is fine if it's consistent.
- **Place names:** follow the official spelling used by the council and on road signs.
- **Council:** lower case for the generic "the council", capitals for the full formal name (e.g. Harrow Valley District Council)."""),
            (U, "harrowford is one word on the signs so obviously. ok going forward: '%' everywhere incl body copy, no more 'per cent'. harrowford one word. 'the council' lowercase, 'Harrow Valley District Council' caps"),
            (A, "Noted, I will keep that in mind: % everywhere (including body copy), Harrowford as one word, lowercase 'the council', capitals for Harrow Valley District Council."),
            (U, "can u make that a markdown block i can paste into the notion style page"),
            (A, """```markdown
## Style updates – March 2026

- **%** – use the symbol everywhere, headlines and body copy. Never "per cent". (*Turnout was 34%.*)
- **Harrowford** – one word, always. Not "Harrow Ford".
- **the council** – lower case when generic. (*The council said...*)
- **Harrow Valley District Council** – capitals for the full name.
```"""),
            (U, "🙏 cheers"),
            (A, "Anytime!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "House style now uses '%' instead of 'per cent' everywhere, Harrowford is one word, and 'the council' is lowercase.",
             "keywords": ["per cent", "harrowford one word", "lowercase"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c20",
        "day": "2026-03-24",
        "turns": [
            (U, "morning! so a big agency (mediacom north) says theyd book programmatic + direct on the site but only if we're on google ad manager. we use broadstreet atm. owen says moving is 'not trivial' whatever that means lol. what's involved"),
            (A, """Owen is right that it's a real project. Moving to Google Ad Manager (GAM) involves:

1. **Setup:** GAM account, ad units mirroring your current placements, line items/orders for direct campaigns.
2. **Site tags:** replacing Broadstreet zones with Google Publisher Tag (GPT) slots in the theme.
3. **Programmatic:** connecting AdSense/AdX, possibly header bidding later.
4. **ads.txt:** adding Google's seller lines.
5. **Consent:** a Google-certified consent platform (TCF) is required for UK/EEA traffic.
6. **Reporting and trafficking:** learning a more complex interface.

Broadstreet is simpler for local direct sales; GAM opens the door to programmatic and agencies."""),
            (U, "consent thing we already have cookiebot i think"),
            (A, "Cookiebot supports the IAB TCF framework and is on Google's list of certified CMPs, so that part should be fine — it just needs TCF enabled and configured for Google's vendors."),
            (U, "ok so. big question is whether we switch to gam, run both, or stay on broadstreet. owen wants to estimate the hours first and maggie wants to know the agency spend is real. so no decision yet"),
            (A, """Sensible. Questions to put to the agency:

- What committed spend over what period?
- Which formats and placements?
- Programmatic only, or direct campaigns too?
- Do they need any specific viewability or brand-safety tools?
- Would they accept a Broadstreet-served campaign for a trial period?"""),
            (U, "good list ty. ok lunch, meal deal again lol"),
            (A, "Enjoy! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "Whether to switch the website ad server from Broadstreet to Google Ad Manager, or run both, is unresolved pending Owen's estimate and the agency's committed spend.",
             "keywords": ["broadstreet", "gam", "no decision yet"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c21",
        "day": "2026-03-30",
        "turns": [
            (U, "argh. town hall just rang, the refurb's overrunning and the assembly room wont be ready for the awards on 14 may. 220 guests. need a new venue fast. options: the weir hotel (cap 250, £48pp dinner), caldbeck rugby club (cap 300, £32pp but its a rugby club lol), millbrook barn (cap 180)"),
            (A, """Quick look:

| Venue | Capacity | Dinner cost (220) | Notes |
|---|---|---|---|
| The Weir Hotel | 250 | £10,560 | Upmarket, in-house AV, parking, rooms for guests |
| Caldbeck Rugby Club | 300 | £7,040 | Cheapest, lots of space, but less of a black-tie feel |
| Millbrook Barn | 180 | — | Too small for 220 |

The rugby club saves about £3,500, but for a business awards with paying sponsors the Weir Hotel fits the tone better."""),
            (U, "sponsors are paying for posh tbh, caldwell & rhys wont want the rugby club. weir hotel it is"),
            (U, "confirmed w the weir just now — awards moved from the town hall to the weir hotel, same date thurs 14 may, 7pm. can u redo the invite wording"),
            (A, """**You're invited**

The Harrow Valley Courier Business Awards 2026
in association with Caldwell & Rhys Solicitors

Thursday 14 May 2026, 7pm
The Weir Hotel, Harrowford

Drinks reception, three-course dinner and awards ceremony.
Dress: black tie optional.

RSVP by 30 April to events@harrowvalleycourier.co.uk"""),
            (U, "lovely. also need to tell shortlisted businesses, can u do a short email"),
            (A, """**Subject:** Change of venue – Business Awards 2026

Hi [name],

A quick update: because of refurbishment work at Harrowford Town Hall, this year's Business Awards will now take place at **The Weir Hotel**, Harrowford. The date and time are unchanged: Thursday 14 May, 7pm.

Your tickets remain valid and there's free parking on site. We look forward to seeing you there!

Maggie"""),
            (U, "ur the best. right, tea"),
        ],
        "facts": [
            {"kind": "change", "turn": 3,
             "text": "The 2026 Business Awards moved from Harrowford Town Hall to The Weir Hotel, still on Thursday 14 May at 7pm.",
             "keywords": ["weir", "town hall", "14 may"]},
        ],
        "answered": [0, 3, 5],
    },
    # ------------------------------------------------------------------ APR 2026
    {
        "id": "c22",
        "day": "2026-04-03",
        "turns": [
            (U, """hey! doing a social media review for maggie. last 90 days numbers:

| platform | followers | avg reach/post | clicks to site (90d) |
|---|---|---|---|
| facebook | 41,200 | 3,900 | 18,400 |
| instagram | 12,800 | 2,100 | 1,900 |
| x | 9,600 | 310 | 420 |
| whatsapp channel | 3,100 | 1,800 | 2,700 |

what jumps out"""),
            (A, """A few things:

1. **Facebook** is still the traffic engine: 18,400 clicks, about 78% of social referrals.
2. **X** is barely working: 310 reach per post from 9,600 followers (~3%) and only 420 clicks in 90 days.
3. **WhatsApp channel** is the standout: 3,100 followers but 1,800 average reach (~58%) and 2,700 clicks, more than Instagram and X combined per follower.
4. **Instagram** is good for reach and brand but doesn't drive many clicks, which is normal.

If time is the constraint, X is the obvious one to cut and WhatsApp the obvious one to grow."""),
            (U, "yeah x is dead for us. i spend like 3hrs a week on it"),
            (A, "Three hours a week is about 150 hours a year for 420 clicks a quarter. If you stop, keep the handle (so nobody impersonates you) and pin a post telling followers where to find you instead."),
            (U, "ok maggie agreed. we stop posting on x from 6 april, keep the account with a pinned post pointing to the whatsapp channel. the 3 hrs go into whatsapp + reels"),
            (A, """Noted! Draft pinned post:

> 📣 We're moving! From 6 April we won't be posting here any more. For breaking news from across the Harrow Valley, join our free WhatsApp channel: [link] or visit harrowvalleycourier.co.uk"""),
            (U, "lol 'we're moving' sounds like we're leaving town. tweak pls"),
            (A, """Fair point 😄

> 📣 We're no longer posting updates on X. For breaking news from across the Harrow Valley, join the Courier's free WhatsApp channel: [link] — or head to harrowvalleycourier.co.uk"""),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The Courier stops posting on X from 6 April 2026, keeping the account with a pinned post that points to the WhatsApp channel.",
             "keywords": ["stop posting on x", "whatsapp channel", "pinned post"]},
        ],
        "answered": [0, 6],
    },
    {
        "id": "c23",
        "day": "2026-04-09",
        "turns": [
            (U, "hi! photo archive q. everything is in a dropbox business folder, 2.1TB, zero metadata search, and readers keep asking to buy prints of stuff we ran. been looking at photoshelter. worth it?"),
            (A, """PhotoShelter is built for exactly this:

- **Search by IPTC metadata** (captions, keywords, photographer, date), so your Photo Mechanic captions become searchable.
- **Print and download sales** with third-party fulfilment, so readers can order prints without you handling them.
- **Client/share galleries** for sending sets to partners.
- Pricing is tiered by storage; 2TB+ puts you on a higher plan, so check the quote.

Alternatives: SmugMug Pro (cheaper, good print sales) or a Google shared drive (cheap, but no sales and weak search)."""),
            (U, "smugmug is cheaper but photoshelter does the print fulfilment in the uk better i think"),
            (A, "That's worth confirming with both, since UK fulfilment affects delivery time and cost for readers. If PhotoShelter's UK lab option works for you, the IPTC search alone will save a lot of hunting time."),
            (U, "ok we're switching the archive to photoshelter, dropbox goes read-only end of april then we cancel in june. i'll upload 2024-2026 first"),
            (A, """Noted. Migration tips:

1. Check IPTC captions/keywords are embedded in the files (not just in the Photo Mechanic catalogue) before uploading.
2. Upload newest first (2024–2026) as planned, organised by year/month.
3. Set a default price list for print sales.
4. Older years can follow gradually while Dropbox is read-only.
5. Keep a local backup drive; PhotoShelter shouldn't be the only copy."""),
            (U, "brb kettle"),
            (U, "back. thats great, cheers"),
            (A, "You're welcome! Good luck with the upload — let me know if you need anything else!"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "The photo archive is moving from Dropbox to PhotoShelter; Dropbox goes read-only at the end of April and is cancelled in June.",
             "keywords": ["photoshelter", "dropbox", "read-only"]},
        ],
        "answered": [0],
    },
    {
        "id": "c24",
        "day": "2026-04-14",
        "turns": [
            (U, """ugh site was down 47 mins this morning. wp engine status page said 'investigating' the whole time. our uptime robot:
```
2026-04-14 07:12:03 DOWN  https://www.harrowvalleycourier.co.uk  502 Bad Gateway
2026-04-14 07:59:41 UP    https://www.harrowvalleycourier.co.uk  200 OK (1.8s)
```
that was right in the newsletter click rush. 3rd outage this year"""),
            (A, """That's painful timing. Things to do now:

1. Ask WP Engine support for a **root cause analysis** and whether it was platform-wide or your server.
2. Check your SLA: on many plans you're entitled to a service credit if uptime falls below the guarantee for the month.
3. In Cloudflare, consider enabling **Always Online** / a longer edge cache for article pages so cached pages still serve if the origin goes down.
4. Keep a record of all three outages (date, duration, status updates) for the renewal conversation."""),
            (U, "can u draft the sla credit request"),
            (A, """**Subject:** SLA credit request – outage 14 April 2026

Hello,

Our site www.harrowvalleycourier.co.uk was unavailable from 07:12 to 07:59 UTC on 14 April 2026 (47 minutes), returning 502 errors. This is our third outage this year.

Please could you:
1. Provide a root cause analysis for this incident;
2. Confirm the service credit due under our SLA for April;
3. Tell us what is being done to prevent a repeat.

Thanks,
Owen Pryce
Web Developer, Harrow Valley Courier"""),
            (U, "ty. honestly thinking we should leave wp engine. contract's up in july. kinsta or pressable maybe. but its maggie's budget and migration during elections is a no-go"),
            (A, "Agreed that nothing should move before the 7 May count. A sensible timeline: gather quotes in May, decide by mid-June, migrate in late July or early August before the contract ends. Compare uptime history, support response times, built-in CDN and staging tools."),
            (U, "yeah. whether we move host or stay is still up in the air, will raise it after may"),
            (A, "Sensible. Noted, I will keep that in mind — happy to build a comparison when you get the quotes."),
        ],
        "facts": [
            {"kind": "open", "turn": 6,
             "text": "Whether to leave WP Engine for another host when the contract ends in July is still undecided.",
             "keywords": ["move host", "up in the air"]},
        ],
        "answered": [2],
    },
    {
        "id": "c25",
        "day": "2026-04-20",
        "turns": [
            (U, "bit of a scare friday. my piece on the assault trial went up with the defendant's previous convictions in para 6, before the jury'd gone out. sub caught it after 20 mins and we pulled it. no harm done hopefully but daniel is not happy"),
            (A, """That's a stressful one. Publishing previous convictions during a trial is a classic strict-liability contempt risk, because it could prejudice the jury. Steps now:

- Make sure it's gone everywhere: the site, Apple News/Google News, newsletter, social posts and any syndication partners.
- Keep a record of what was published, for how long, and when it was removed.
- Tell the paper's lawyer so they can advise on whether to inform the court.
- Don't republish any version of that paragraph until after the verdict."""),
            (U, "yeah we've pulled it from apple news too. ok so daniel's new rule: from now on every court story gets a legal read by daniel (or maggie if hes off) before it goes live, no exceptions. and a 'legal ok' tick in notion"),
            (A, "Noted. In Notion, add a `Legal OK` checkbox to the story budget and a filter so court stories without it never show in the Ready column. That makes the rule visible rather than relying on memory."),
            (U, "can u do a one page checklist i can pin above my desk"),
            (A, """**Court copy checklist (before sending for legal read)**

- [ ] Name, age, address and charge match the court list exactly
- [ ] Only what was said in open court, in front of the jury
- [ ] No previous convictions or bad character evidence unless the jury heard it
- [ ] Reporting restrictions checked (youths, sexual offences, s.45/s.49, s.4(2) orders)
- [ ] Both sides represented fairly; defence case included
- [ ] "Alleged" / "denies" used correctly; no presumption of guilt
- [ ] Photos: no pictures taken in the court precincts
- [ ] Headline and social copy checked too, not just the body
- [ ] Legal OK ticked in Notion by Daniel/Maggie"""),
            (U, "brilliant. im framing this lol"),
            (A, "Ha — glad it's useful! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "Every court story now needs a legal read by Daniel (or Maggie if he is off) and a 'legal ok' tick in Notion before it goes live.",
             "keywords": ["legal read", "before it goes live", "legal ok"]},
        ],
        "answered": [4],
    },
    {
        "id": "c26",
        "day": "2026-04-27",
        "turns": [
            (U, "hiya. doing the candidate q&a package for election week print (30 april issue, 48pp). 41 candidates across 14 wards 😵 how many words can each get if i've got 6 pages"),
            (A, """Rough maths: a tabloid page with small headshots and ward headings holds around 900–1,000 words.

- 6 pages × ~1,000 words = ~6,000 words
- 6,000 ÷ 41 candidates ≈ **146 words each**

So 150 words per candidate is about the limit, and that still needs tight headings. If some don't reply, you'll have spare room for a ward-by-ward intro."""),
            (U, "ok thats what daniel guessed too lol. final: 150 words max per candidate, same 3 questions for all, replies by tuesday 28th 5pm. can u do the email to them"),
            (A, """Noted. Draft:

**Subject:** Harrow Valley Courier – election Q&A

Dear candidate,

The Courier is publishing a Q&A with every candidate in the Harrow Valley District Council elections in our 30 April edition.

Please answer the three questions below in **no more than 150 words in total** and send them, with a head-and-shoulders photo, by **5pm on Tuesday 28 April**.

1. [question 1]
2. [question 2]
3. [question 3]

Answers over 150 words will be cut from the end. We can't publish replies received after the deadline.

Priya Natarajan, Senior Reporter"""),
            (U, "questions are: 1) top local issue 2) one thing you'd change in your ward in yr 1 3) potholes or bins lol no. 3) how will you stay contactable"),
            (A, """Updated questions section:

1. What is the most important issue facing your ward?
2. What is one thing you would change in your ward in your first year?
3. How will you make sure residents can contact you?"""),
            (U, "perfect. sending it now. thanks!"),
            (A, "Good luck with the replies — 41 is a lot of chasing! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "Each election candidate gets a maximum of 150 words in the Q&A, with replies due by 5pm on Tuesday 28 April.",
             "keywords": ["150 words", "per candidate", "tuesday 28th"]},
        ],
        "answered": [0, 2, 4],
    },
    # ------------------------------------------------------------------ MAY 2026
    {
        "id": "c27",
        "day": "2026-05-04",
        "turns": [
            (U, "morning!! bank holiday monday and im in the office lol. harrowford town play the playoff semi on thursday, same night as the election 🙃"),
            (A, "Morning! That's rough timing — election night and a playoff semi on the same evening. At least it'll be a memorable one!"),
            (U, "ya. anyway quick excel thing. i have a league table sheet, col B is team, C played, D won, E drawn, F lost, G goals for, H goals against. need points and goal diff and sort by points then gd"),
            (A, """Put these in row 2 and fill down:

- Points (I2): `=D2*3+E2`
- Goal difference (J2): `=G2-H2`

Then for a sorted copy of the table somewhere else:

```
=SORTBY(B2:J21, I2:I21, -1, J2:J21, -1)
```

That sorts by points (descending), then goal difference."""),
            (U, "SORTBY doesnt exist apparently?? #NAME?"),
            (A, """Ah — `SORTBY` only exists in Excel 365/2021 and later. On older versions (2016/2019) use:

1. Select B1:J21.
2. **Data → Sort**.
3. Sort by *Points*, largest to smallest.
4. **Add Level**: then by *Goal difference*, largest to smallest.

Or add a helper column `=I2*1000+J2` and sort on that alone."""),
            (U, "ahh its excel 2016 on the office pcs yeah. data sort works, ta"),
            (A, "Great! Good luck Thursday — hope it's a big night on both fronts."),
        ],
        "facts": [],
        "answered": [2, 4],
    },
    {
        "id": "c28",
        "day": "2026-05-08",
        "turns": [
            (U, "morning after 😴 3 hrs sleep. we got caldbeck east wrong in the results table last night — had amadi (lab) winning, actual winner was patel (lib dem) by 37 votes. owen's fixed the table. how do we word the correction"),
            (A, """Keep it short, factual and specific:

> *Correction, 8 May 2026, 9.40am: An earlier version of our results table wrongly said Sarah Amadi (Labour) had won Caldbeck East. The seat was won by Nikhil Patel (Liberal Democrats) by 37 votes. We apologise for the error.*

Put it at the foot of the results article and in the live blog, and correct any social posts that gave the wrong result."""),
            (U, "good. also daniel wants a proper corrections policy now because we had no process last night. what do other papers do"),
            (A, """Common practice among IPSO-regulated papers:

- **Accuracy (Editors' Code clause 1):** significant inaccuracies must be corrected promptly and with due prominence.
- **Don't silently edit:** changes to facts are flagged on the article, not just fixed.
- **Timestamped notes:** a correction line stating what was wrong and when it was fixed.
- **Corrections page:** many papers keep a running online page listing all corrections.
- **Prominence:** big errors (wrong names, wrong results, allegations) get a note at the top as well as the bottom.
- **Print:** corrections in a fixed spot, often page 2.
- Typos and minor style fixes don't need a note."""),
            (U, "ok agreed with daniel: going forward corrections go at the bottom of the article in italics with a timestamp, plus logged on a /corrections page. significant errors also get a line at the top"),
            (A, """Noted! Policy text for the style guide:

> **Corrections** – When we correct a factual error online, we add an italic note at the bottom of the article with the date and time of the correction, and log it on harrowvalleycourier.co.uk/corrections. Significant errors also get a note at the top of the article. Spelling and style fixes do not need a note."""),
            (U, "and can you write a correction para for print, p2 thursday"),
            (A, """> **Correction:** Our online election results on 8 May wrongly stated that Sarah Amadi (Labour) had won the Caldbeck East ward. The seat was won by Nikhil Patel (Liberal Democrats), by 37 votes. We apologise for the error."""),
            (U, "ta. going back to bed for 20 mins lol jk"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Online corrections now go at the bottom of the article in italics with a timestamp and are logged on a /corrections page; significant errors also get a line at the top.",
             "keywords": ["corrections", "timestamp", "/corrections"]},
        ],
        "answered": [0, 2, 6],
    },
    {
        "id": "c29",
        "day": "2026-05-13",
        "turns": [
            (U, "PANIC. jo pennick from radio harrow has laryngitis, cant host tomorrow night. we have amir shah (local comedian, did the caldbeck panto) on standby, £400. or maggie does it herself. what do i do"),
            (A, """Deep breath — this is fixable! Quick comparison:

- **Amir Shah (£400):** a professional entertainer, keeps energy up across 12 categories, frees Maggie to look after sponsors. Needs a good briefing on tone.
- **Maggie hosting:** free and authoritative, but she can't work the room with Caldwell & Rhys and the shortlisted businesses while she's on stage.

Amir is usually the better option at this late stage, as long as he's briefed properly."""),
            (U, """maggie said absolutely not lol. ok amir is confirmed, replaced jo pennick as host. need a briefing doc for him asap: running order below

19:00 drinks
19:45 dinner
20:45 awards (12 categories)
22:00 headline sponsor speech (caldwell & rhys)
22:15 close + band"""),
            (A, """**Host briefing – Harrow Valley Business Awards 2026**
Thursday 14 May, The Weir Hotel

| Time | What | Host role |
|---|---|---|
| 19:00 | Drinks reception | Arrive 18:30 for AV check and walk-through |
| 19:45 | Dinner | Welcome guests, 3 mins max |
| 20:45 | Awards – 12 categories | Read shortlist, announce winner, photo with sponsor (Lena directs) |
| 22:00 | Headline sponsor speech | Introduce Caldwell & Rhys |
| 22:15 | Close + band | Thanks, hand over to band |

**Tone:** warm and funny, celebrating local businesses. Keep each category under 5 minutes. Pronunciation list for winners will be handed over at 18:30."""),
            (U, "add that he must NOT do jokes about the council lol, half the cabinet is coming"),
            (A, "Added under Tone: **No jokes about the council, councillors or local politics** — several cabinet members will be in the room. Keep humour about the evening itself and the nominees' achievements."),
            (U, "ok love u bye"),
            (A, "Ha — good luck tomorrow night! Hope it all goes smoothly."),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "Comedian Amir Shah replaced Jo Pennick as host of the 2026 Business Awards.",
             "keywords": ["amir", "jo pennick", "host"]},
        ],
        "answered": [0, 2, 4],
    },
    {
        "id": "c30",
        "day": "2026-05-19",
        "turns": [
            (U, """beehiiv stats for the valley morning since march, open rate by send hour from the ab test
```json
{"test": "send_time", "weeks": 6, "variants": [
  {"send": "07:00", "open_rate": 0.412, "ctr": 0.061},
  {"send": "06:30", "open_rate": 0.447, "ctr": 0.072}
]}
```
is that significant? list is ~17.6k"""),
            (A, """Yes, comfortably. With ~8,800 subscribers per variant over ~30 weekday sends, each variant has around 260,000 deliveries. A 3.5-point difference in open rate (41.2% vs 44.7%) at that volume is far beyond random noise, with a z-score in the dozens. CTR is also up from 6.1% to 7.2%, about 18% relative.

One caveat: Apple Mail Privacy Protection inflates opens, but since CTR moved the same way, the result looks real."""),
            (U, "nice. ok so switching the send time to 6:30 from monday 25th. maggie happy"),
            (A, "Noted — 6:30am from Monday 25 May. One thing to check: the newsletter needs to be built by about 6:15, and 25 May is a bank holiday. Who compiles it that early?"),
            (U, "oh good point, the overnight person... there isnt one lol. i'll schedule it from the night before + a 6am auto-pull of the top stories"),
            (A, """That works. In Beehiiv you can build the template the night before and use an RSS-driven block for the latest stories, so the 6am content is pulled in automatically. Keep a manual 'top story' slot that the late shift fills before they log off, and set up an alert if the RSS feed is empty at 6:15."""),
            (U, "sick. ty"),
            (A, "You're welcome! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "The Valley Morning newsletter send time moves from 7:00 to 6:30am from Monday 25 May 2026.",
             "keywords": ["send time", "6:30", "monday 25th"]},
        ],
        "answered": [0],
    },
    {
        "id": "c31",
        "day": "2026-05-26",
        "turns": [
            (U, "evening. working late. cover price review. we're £1.40, competitors: the caldbeck gazette £1.50, midshire echo £1.60. midshire increase still biting. what would 20p get us at 9,400 run with ~14% returns"),
            (A, """Working it through:

- Copies sold: 9,400 × 86% ≈ **8,084 a week**
- Extra 20p × 8,084 = **£1,617 a week gross**
- Newsagents typically keep around 25% of the cover price, so the Courier's share is roughly **£1,213 a week**, about **£63,000 a year**
- If a rise loses 2–4% of sales, you'd still net roughly £55–60k a year

That would more than cover the Midshire increase (about £11,700 a year)."""),
            (U, "ok thats convincing. decision: cover price goes from £1.40 to £1.60 from the 4 june issue. announce on p2 the week before"),
            (A, """Noted. Draft p2 notice for 28 May:

> **A note on our price**
> From next week, 4 June, the Courier will cost £1.60. Like many newspapers we face rising costs for paper, printing and energy. We've kept the increase as small as we can, and your Courier will keep bringing you the news that matters across the Harrow Valley. Thank you for your support."""),
            (U, "the thing i cant decide is whether postal/home delivery subscribers get a price freeze til renewal. shauna says freeze, daniel says no. leave that with me"),
            (A, """For what it's worth:

- **Freeze until renewal:** goodwill, fewer cancellations, simpler customer service; costs you a few months of the increase on subscribers.
- **Apply immediately:** more revenue sooner, but you must give notice under the subscription terms, and some subscribers will complain or cancel."""),
            (U, "yeah will sleep on it. night"),
            (A, "Good night! Noted, I will keep that in mind."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "The cover price rises from £1.40 to £1.60 from the 4 June 2026 issue.",
             "keywords": ["cover price", "£1.60", "4 june"]},
            {"kind": "open", "turn": 4,
             "text": "Whether home delivery and postal subscribers get a price freeze until renewal is undecided.",
             "keywords": ["price freeze", "subscribers"]},
        ],
        "answered": [0, 4],
    },
    # ------------------------------------------------------------------ JUN 2026
    {
        "id": "c32",
        "day": "2026-06-02",
        "turns": [
            (U, "morning. summer intern sorted, ellie marsh, journalism student at uclan, 6 weeks. need a plan. starts 22 june"),
            (A, """Here's a 6-week outline:

| Week | Focus |
|---|---|
| 1 | Induction, CMS training, style guide, shadowing each desk |
| 2 | News in brief, community stories, what's on |
| 3 | A beat of her own with a mentor |
| 4 | One longer feature |
| 5 | Data/FOI mini-project |
| 6 | Portfolio pieces, feedback session |"""),
            (U, "good but she's keen on courts and sport. so: ellie starts 22 june, shadows tom on courts mon-wed and felix on sport thu-fri. tom's her buddy"),
            (A, """Noted! Revised plan:

- **Mon–Wed:** courts with Tom (magistrates' lists, court reporting law, writing up results)
- **Thu–Fri:** sport with Felix (match reports, the cricket round-up, social clips)
- **Week 1 extra:** McNae's chapters on court reporting before her first day in court
- **Buddy:** Tom for day-to-day questions; Daniel for weekly feedback

Induction checklist: Slack, Notion, CMS login, photo permissions, press card letter for the court."""),
            (U, "also she'll need a cms login, is editor role right or contributor"),
            (A, "Contributor is the safer choice: she can write and save drafts but can't publish, so everything goes through a sub or Daniel. You can upgrade her to Author later if needed. Owen can set it up."),
            (U, "👍 contributor it is. cheers"),
            (A, "Anytime! Hope Ellie has a great summer with you."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "Summer intern Ellie Marsh starts on 22 June, shadowing Tom on courts Monday to Wednesday and Felix on sport Thursday and Friday.",
             "keywords": ["ellie", "22 june", "shadows tom"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c33",
        "day": "2026-06-08",
        "turns": [
            (U, "hey. harrowford show is sat 15 aug + sun 16 aug. last year i did both days solo and nearly died, 2,300 frames. want a freelancer for saturday at least. sam osei quoted £280 for the day, kirsty bell £220 half day. budget is tight after the a7 iv. whats better value"),
            (A, """Comparing:

- **Sam Osei, £280 full day:** covers the whole Saturday including the main ring finals, about £35/hour over 8 hours.
- **Kirsty Bell, £220 half day:** about £55/hour over 4 hours; you'd still be on your own for half the busiest day.

Per hour, Sam is much better value, and Saturday is the busiest day of the show."""),
            (U, "daniel says ask maggie, maggie says ask daniel lol. classic"),
            (A, "Ha, the classic loop. It might help to send one short business case to both, with the numbers and what you'd miss without help, so they can decide together."),
            (U, "yes pls"),
            (A, """**Freelance photographer for the Harrowford Show**

- Show: Sat 15 + Sun 16 Aug. Last year: 2,300 frames shot solo over two days.
- Ask: one freelancer for Saturday. Sam Osei, £280 full day.
- Why: Saturday has the main ring finals, livestock judging and the biggest crowds. One person can't cover the rings and the family/crowd content at the same time.
- Return: the show is one of our biggest gallery weeks, and the galleries carry ads.
- Without it: fewer galleries, later publication, and a higher risk of missing the big moments."""),
            (U, "sent to both of them. so still no answer on whether we get a freelancer or i do it solo again 🙃"),
            (A, "Fingers crossed! Noted, I will keep that in mind — happy to help plan a solo shot list too if it comes to that."),
        ],
        "facts": [
            {"kind": "open", "turn": 6,
             "text": "Whether to hire a freelance photographer for the Harrowford Show or have Lena shoot it solo is unresolved.",
             "keywords": ["freelancer", "solo"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c34",
        "day": "2026-06-12",
        "turns": [
            (U, """wp engine nagging about php 8.1 EOL. tried 8.3 on staging, got this
```
PHP Fatal error:  Uncaught TypeError: count(): Argument #1 ($value) must be of type Countable|array, null given in /wp-content/themes/courier-2019/inc/byline.php:42
Stack trace:
#0 /wp-content/themes/courier-2019/single.php(18): courier_byline()
#1 /wp-includes/template-loader.php(106): include('...')
#2 {main}
  thrown in /wp-content/themes/courier-2019/inc/byline.php on line 42
```"""),
            (A, """Since PHP 8.0, `count()` throws a `TypeError` if you pass something that isn't an array or Countable, like `null`. Under PHP 7 it just gave a warning, which is why it never broke before.

Line 42 of `byline.php` is counting a variable that is sometimes `null`, probably the co-authors list on posts with a single author."""),
            (U, "line 42 is `if (count($coauthors) > 1)` yep"),
            (A, """Make sure it's always an array:

```php
$coauthors = function_exists( 'get_coauthors' ) ? get_coauthors() : array();
if ( is_countable( $coauthors ) && count( $coauthors ) > 1 ) {
    // multiple bylines
}
```

Or simply `count( (array) $coauthors )`."""),
            (U, "fixed + 2 more in the events widget same thing. all green on staging"),
            (A, """Nice. Before going live, scan the whole theme and plugins for other PHP 8 issues:

```bash
vendor/bin/phpcs -p wp-content/themes/courier-2019 --standard=PHPCompatibilityWP --runtime-set testVersion 8.3-
```"""),
            (U, "ran it, clean. prod upgraded to php 8.3 tonight at 11pm, no errors in the log so far 🤞"),
            (A, "Great work! Keep an eye on the error log for the next 24 hours, especially on pages that only get hit occasionally (archives, events, search)."),
        ],
        "facts": [
            {"kind": "change", "turn": 6,
             "text": "The production website was upgraded from PHP 8.1 to PHP 8.3 on 12 June 2026.",
             "keywords": ["php 8.3", "upgraded", "prod"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c35",
        "day": "2026-06-18",
        "turns": [
            (U, "got an inquest tomorrow, young lad from millbrook, suspected suicide. first one of these on my own. what do i need to be careful of"),
            (A, """These need real care. Key points:

- **Samaritans media guidelines:** don't describe the method in detail, avoid the word "commit", don't speculate on a single cause, avoid sensational language and don't call it "a suicide spot" if a location is involved.
- **IPSO Editors' Code clause 5:** avoid excessive detail of the method.
- **Clause 4 (intrusion into grief):** approach the family with sympathy and discretion.
- **Inquest reporting:** evidence heard at an inquest is generally privileged if reported fairly and accurately; the coroner's conclusion is what matters, not speculation.
- **Support information:** include helpline details at the end."""),
            (U, "thanks thats really helpful. daniel's making it formal actually"),
            (U, "ok from daniel: going forward we follow the samaritans guidelines on every suicide story, method never in the headline or standfirst, and the samaritans helpline box goes at the end of every one. its going in the style guide"),
            (A, """Noted, I will keep that in mind. Standard box text:

> *If you've been affected by the issues in this story, Samaritans can be contacted free, any time, on 116 123 or by emailing jo@samaritans.org.*"""),
            (U, "perfect. also how do i approach the family, the coroner's officer gave me a number"),
            (A, """Gently, and it's fine if they say no:

- Introduce yourself clearly and say why you're calling.
- Offer them the chance to pay tribute or share a photo; don't push for details.
- If they say no, thank them and don't call again.
- Tell them what you'll be reporting so they aren't surprised.
- Give them your direct number in case they change their mind."""),
            (U, "ok. cheers, not looking fwd to tomorrow"),
            (A, "That's understandable — these are hard. Take care of yourself too, and let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 3,
             "text": "All suicide stories must follow the Samaritans guidelines: the method never goes in the headline or standfirst, and a Samaritans helpline box goes at the end.",
             "keywords": ["samaritans", "headline", "helpline box"]},
        ],
        "answered": [0, 5],
    },
    {
        "id": "c36",
        "day": "2026-06-25",
        "turns": [
            (U, "hi lovely. bev's retirement do is friday 🥲 30 yrs on classifieds. and guess who's inheriting classifieds. me."),
            (A, "Congratulations (and commiserations)! Thirty years is an amazing run for Bev. Happy to help you get set up."),
            (U, "yep, from 1 july classifieds (print + the family notices on the site) are mine. bev's process is all in a paper diary lol. need to digitise. whats a simple setup"),
            (A, """Keep it simple:

1. **Google Form** for bookings (phone bookings entered by you).
2. It feeds a **Google Sheet** with one row per ad.
3. A price formula in the sheet (lines × rate + photo supplement).
4. Each Monday, filter by issue date and export the text for the InDesign classifieds pages.
5. Family notices: the same sheet, with a "web" column you tick once it's published on the site.

That's all free within Google Workspace."""),
            (U, "can u make the column list a table"),
            (A, """| Column | Example |
|---|---|
| Booking date | 25/06/2026 |
| Customer name | J. Smith |
| Phone / email | 01632 960 123 |
| Category | Deaths / Births / For sale / Wanted / Public notice |
| Ad text | ... |
| Lines | 6 |
| Photo? | Yes / No |
| Issue date(s) | 02/07/2026 |
| Price | formula |
| Paid? | Yes / No |
| Web published? | Yes / No |"""),
            (U, "amazing. also ideas for bev's leaving card message? something funny but not mean"),
            (A, """A few options:

- "30 years, zero typos in 'deceased'. The bar is impossibly high. Enjoy every minute, Bev!"
- "The classifieds will never be the same. Mostly because I'll be doing them. Thank you for everything!"
- "Wanted: one Bev. Good condition, 30 years' experience, irreplaceable. Happy retirement!" """),
            (U, "haha the last one. perfect x"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "Shauna takes over classifieds (print and online family notices) from Bev from 1 July 2026.",
             "keywords": ["classifieds", "1 july", "bev"]},
        ],
        "answered": [2, 4, 6],
    },
    # ------------------------------------------------------------------ JUL 2026
    {
        "id": "c37",
        "day": "2026-07-01",
        "turns": [
            (U, """hey. wp engine renewal is 31 july. got quotes:

| host | plan | annual | notes |
|---|---|---|---|
| wp engine | growth (renewal) | £4,620 | +12% on last yr |
| kinsta | business 2 | £3,780 | free migration, cloudflare enterprise included |
| pressable | business | £3,300 | |

plus 3 outages on wp engine this yr. thoughts?"""),
            (A, """Summary:

- **WP Engine:** most expensive, price rising, and three outages this year; staying is hard to justify unless migration risk is the overriding concern.
- **Kinsta:** £840 cheaper than the renewal, free managed migration, Cloudflare Enterprise built in (useful for caching and DDoS protection), and an APM tool for tracing slow PHP/database calls.
- **Pressable:** cheapest, solid Automattic-backed hosting, but a more basic toolset.

If budget is the deciding factor, Pressable. If you want the best tooling for the lowest risk, Kinsta."""),
            (U, "maggie wants cheapest that isnt a gamble. pressable is fine but kinsta's APM tool wouldve saved me days on the slow query thing"),
            (A, "That's a fair argument: £480 a year separates Kinsta and Pressable, and a couple of days of your time saved on one incident roughly covers it. Kinsta's free migration also reduces the risk Maggie is worried about."),
            (U, "ok final call: we're moving to kinsta, wp engine renewal cancelled. migration weekend 1-2 aug, after the show prep but before the holidays"),
            (A, """Noted! Migration checklist:

1. Give WP Engine notice of non-renewal in writing (check the notice period).
2. Request the Kinsta managed migration for the 1–2 Aug weekend.
3. Lower DNS TTLs in Cloudflare to 5 minutes the week before.
4. Freeze plugin/theme changes from 29 July.
5. Test on Kinsta's temporary URL: paywall, newsletter forms, ads, search, uploads.
6. Cut over early Sunday morning (lowest traffic).
7. Keep WP Engine running for a few weeks as a fallback."""),
            (U, "perfect. ok its 28 degrees and the office aircon is dead so im going to the park for lunch"),
            (A, "Sounds like the right call! Stay cool. Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The website is moving from WP Engine to Kinsta, with the migration on the weekend of 1-2 August 2026.",
             "keywords": ["kinsta", "wp engine", "1-2 aug"]},
        ],
        "answered": [0],
    },
    {
        "id": "c38",
        "day": "2026-07-07",
        "turns": [
            (U, "summer = no football = felix has nothing to do apparently lol. daniel wants more cricket. harrow valley cricket league has 3 divisions, 24 clubs. results come in on play-cricket saturday night. how do i do a weekly round up without dying"),
            (A, """A workflow that scales:

1. **Results:** pull scores from Play-Cricket on Sunday morning.
2. **Club reports:** ask each club for a short report via a form, with a fixed deadline.
3. **Template:** a division-by-division structure: headline match first, then quick-fire results, then the tables.
4. **Tables:** keep a Google Sheet per division so you can update them quickly.
5. **Photos:** ask clubs to send one photo each with photographer credit.

Done this way, the round-up should take 2–3 hours rather than a whole day."""),
            (U, "play-cricket has an api?? need a token i guess"),
            (A, "Yes, Play-Cricket has an API, but access needs a token issued through the ECB, usually requested by the league or a club admin. The easiest route is to ask the league secretary to request one for the Courier. Until then the public results pages work fine."),
            (U, "ok decided w daniel: weekly cricket round-up every monday on the site, print version in thursdays paper, clubs send 100 words by sunday 6pm via a google form"),
            (A, """Noted! Google Form fields:

- Club name
- Division (1 / 2 / 3)
- Opponent
- Result and scores
- Match report (100 words max)
- Player of the match
- Photo upload + photographer name
- Contact name and phone

Send the link to all 24 club secretaries with the Sunday 6pm deadline."""),
            (U, "ace. also whats a 'duckworth lewis' in plain english, asking for a friend (me)"),
            (A, "Duckworth–Lewis–Stern (DLS) is the method for setting a fair target when rain shortens a limited-overs match. Instead of just scaling runs to the overs left, it considers 'resources': the overs remaining *and* wickets in hand. A team that has lost few wickets still has more scoring potential, so the revised target reflects that."),
            (U, "ahh makes sense. ty!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "A weekly cricket round-up runs every Monday online and in Thursday's paper, with clubs submitting 100 words by Sunday 6pm via a Google Form.",
             "keywords": ["cricket round-up", "every monday", "google form"]},
        ],
        "answered": [0, 2, 6],
    },
    {
        "id": "c39",
        "day": "2026-07-13",
        "turns": [
            (U, """reader survey results are in, 1,214 responses. top bits:
- 62% read the print edition weekly
- 71% want more local business news
- 38% would listen to a weekly local podcast
- 'too much sport' 9%, 'not enough sport' 14% (ha)
help me pull out the headlines for the board"""),
            (A, """Headlines for the board:

1. **Print is still core:** 62% of respondents read the print edition every week.
2. **Clear demand for business news:** 71% want more, the strongest single signal in the survey and a natural fit with the Business Awards.
3. **Audio appetite:** 38% would listen to a weekly local podcast.
4. **Sport is about right:** more people want more sport (14%) than less (9%), so no case for cutting it.

Caveat: survey respondents skew towards loyal readers, so print readership is probably overstated compared with the wider audience."""),
            (U, "the podcast one is interesting. 38% is a lot. but who makes it, we're 8 people"),
            (A, """That's the real question. A weekly 25-minute podcast typically takes 6–8 hours: planning, recording, editing, publishing. Lower-cost options:

- A **conversation format** (two staff discussing the week's stories) with minimal editing.
- **Fortnightly** rather than weekly.
- A **sponsor** to cover a freelance editor.
- A **limited series** tied to a big story rather than an open-ended show."""),
            (U, "yeah. whether we do a podcast at all is the big open question. daniel thinks no, felix is keen. going to the board first"),
            (A, "Makes sense. For the board, you could present three options side by side: no podcast, a 6-episode pilot tied to an investigation, or a weekly show with a sponsor, each with hours and cost."),
            (U, "ok good. ta. off to pick up the kids"),
            (A, "Have a good evening! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "Whether the Courier launches a weekly local podcast is an open question, to be taken to the board.",
             "keywords": ["podcast", "open question", "board"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c40",
        "day": "2026-07-20",
        "turns": [
            (U, "finally!! fenwick cleared the hartley mileage story. 6 months lol. council also confirmed he's repaid £2,100 after an internal audit"),
            (A, "Great news, and the repayment is a significant new development. Worth going back to Cllr Hartley with an updated right of reply that mentions the audit and the £2,100, since the story has moved on since January."),
            (U, "so we name him. decided with daniel + maggie: we name cllr dennis hartley in the piece, runs thursday 23rd front page. can u help with the intro"),
            (A, """Noted. Some intro options:

1. A Harrowford councillor has repaid £2,100 after claiming nearly £3,900 in mileage for a ward just two miles across.
2. Cllr Dennis Hartley claimed £3,870 in mileage in a single year — six times more than any other councillor — a Courier investigation can reveal.
3. Taxpayers footed the bill for more than 8,000 miles of "ward visits" by one Harrow Valley councillor whose ward is two miles wide."""),
            (U, "2nd one but less tabloid"),
            (A, """Cllr Dennis Hartley claimed £3,870 in mileage expenses in 2024/25, around six times more than any other Harrow Valley district councillor, figures obtained by the Courier show. He has since repaid £2,100 following an internal council audit."""),
            (U, "nice. his response was 'no comment' btw"),
            (A, "Then include it plainly near the top, e.g. 'Cllr Hartley declined to comment when approached by the Courier.' Note the date you asked, in case he later says he wasn't given the chance."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "The Courier will name Cllr Dennis Hartley in the mileage expenses story, running on the front page on Thursday 23 July.",
             "keywords": ["name him", "hartley", "front page"]},
        ],
        "answered": [2, 4],
    },
    {
        "id": "c41",
        "day": "2026-07-27",
        "turns": [
            (U, """hiii. off to crete on saturday for 10 days!! 🏖️ before i go, need captions for the carnival gallery. can u tidy my notes into proper captions, courier style is 'who what where' + credit

1. float from millbrook primary, pirates theme
2. harrowford morris men outside the library
3. jess (7) and her nan, face paint
4. the mayor judging the fancy dress
5. crowd on high st from the bank steps"""),
            (A, """Here you go:

1. Pupils from Millbrook Primary School on their pirate-themed float during Harrowford Carnival. Picture: Lena Brandt
2. Harrowford Morris Men perform outside Harrowford Library. Picture: Lena Brandt
3. Jess, seven, and her grandmother show off their face paint at Harrowford Carnival. Picture: Lena Brandt
4. The deputy mayor of Harrowford judges the fancy dress competition. Picture: Lena Brandt
5. Crowds line the High Street, seen from the bank steps. Picture: Lena Brandt"""),
            (U, "no 4 is the mayor not the deputy mayor oops. where did deputy come from lol"),
            (A, "Sorry about that, my mistake! Corrected: *4. The Mayor of Harrowford judges the fancy dress competition at Harrowford Carnival. Picture: Lena Brandt*"),
            (U, "perfect. any tips for crete? never been"),
            (A, """Lovely choice! A few ideas:

- **Chania old town and harbour** for an evening wander.
- **Balos or Elafonisi** beaches (go early, they get busy).
- **Samaria Gorge** if you fancy a long hike (around 16km, so start early).
- Try **dakos** and **kalitsounia**, and anything with local honey.
- Hire a car if you can; buses are fine but slow."""),
            (U, "lol i'll be on a sunbed not hiking. ok byeee"),
            (A, "Sunbed sounds perfect. Have a wonderful holiday!"),
        ],
        "facts": [],
        "answered": [0, 2, 4],
    },
    # ------------------------------------------------------------------ AUG 2026
    {
        "id": "c42",
        "day": "2026-08-03",
        "turns": [
            (U, """we're live on kinsta!! 🎉 cutover was sunday 2 aug 6:10am. one issue, some old images 404
```
[03/Aug/2026:08:14:22 +0000] "GET /wp-content/uploads/2019/03/harrowford-flood-1.jpg HTTP/2.0" 404 153 "-" "Mozilla/5.0"
[03/Aug/2026:08:14:25 +0000] "GET /wp-content/uploads/2019/04/caldbeck-fire-2.jpg HTTP/2.0" 404 153 "-" "Mozilla/5.0"
```
why"""),
            (A, """Congratulations on the cutover! 🎉 Since the 404s are all from 2019, likely causes:

1. Those uploads weren't included in the migration (e.g. they were offloaded somewhere else).
2. The old host had a rewrite rule that served them from another location.
3. Case sensitivity: file names differing only in capitals.

Check whether `/wp-content/uploads/2019/` actually exists on Kinsta via SFTP."""),
            (U, "ah yeah 2019 uploads were on the old s3 offload thing from the agency days, wp engine had a rewrite rule for them"),
            (A, """Two options:

- **Quick:** add a redirect rule in MyKinsta from `^/wp-content/uploads/2019/(.*)` to the S3 bucket URL.
- **Cleaner:** download the bucket into `wp-content/uploads/2019/` so everything lives on one host and you can drop the S3 dependency:

```bash
aws s3 sync s3://old-agency-courier-media/2019/ ./wp-content/uploads/2019/
```"""),
            (U, "copied the s3 bucket down into uploads, 404s gone. ok so: kinsta cutover done, wp engine account gets closed 31 aug once we've had a month clean"),
            (A, """Noted! Post-migration checklist:

- Check the Kinsta APM and error logs daily for the first week.
- Confirm the backup schedule and test one restore.
- Restore DNS TTLs to normal.
- Check Piano, Beehiiv forms, ads and search.
- Download a final full backup from WP Engine before closing it on 31 Aug."""),
            (U, "sunday morning cutover was 10/10 no notes. going to sleep for a week"),
            (A, "Well deserved! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "The website cutover to Kinsta is complete (done on Sunday 2 August) and the WP Engine account closes on 31 August 2026.",
             "keywords": ["kinsta cutover", "wp engine", "31 aug"]},
        ],
        "answered": [0],
    },
    {
        "id": "c43",
        "day": "2026-08-10",
        "turns": [
            (U, "maggie finally said yes to a freelancer for the show!! only 5 days before lol"),
            (A, "Brilliant news, better late than never! Do you want help with the shot list or the booking email?"),
            (U, "booked sam osei for saturday 15th, £280 day rate, i do sunday solo. he shoots the main ring + livestock, i do crowds/food hall/kids stuff. need a shot list split"),
            (A, """Noted! Saturday split:

| Time | Sam Osei | Lena |
|---|---|---|
| 09:00–11:00 | Livestock judging (cattle, sheep) | Gates opening, arrivals, early crowds |
| 11:00–13:00 | Main ring: horse classes | Food hall, producers, tasting |
| 13:00–15:00 | Main ring: grand parade | Kids' zone, fairground, dog show |
| 15:00–17:00 | Championship winners + portraits | Crowd shots, vox pop portraits |

**Sunday (Lena solo):** main ring highlights, best-in-show portraits, crowds, pack-down."""),
            (U, "also whats the usage terms i should put in the booking email, we want to use them in print, web, social and the 2027 show preview"),
            (A, """Suggested wording:

> The fee of £280 covers a non-exclusive licence for the Harrow Valley Courier to use the images in print, online, in newsletters and on social media, with no time limit, including promotion of future Harrowford Shows. Copyright remains with the photographer, who will be credited as 'Picture: Sam Osei'. Resale of images to third parties requires the photographer's agreement."""),
            (U, "ty. sam wants payment in 14 days, fine?"),
            (A, "14 days is a normal freelance term. Just ask him to send the invoice straight after the show and forward it to accounts with a note so it doesn't sit in the standard 30-day run."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "Freelance photographer Sam Osei is booked for Saturday 15 August at the Harrowford Show for £280, with Lena shooting Sunday solo.",
             "keywords": ["sam osei", "£280", "sunday solo"]},
        ],
        "answered": [2, 4, 6],
    },
    {
        "id": "c44",
        "day": "2026-08-14",
        "turns": [
            (U, "off from mon 17 to fri 28 aug, cornwall 🌊 need a handover note. priya is acting news editor while im away, she'll run conference and legal reads. tom covers council for her"),
            (A, """Here's a handover template:

**News desk handover – 17 to 28 August**
- Acting news editor: Priya (morning conference, legal reads, final sign-off)
- Council cover: Tom
- Story budget status:
- Big running stories:
- Diary/known events:
- Legal contact:
- Things that can wait until I'm back:"""),
            (U, "fill it in w: notion is up to date; big running stories = troubled waters prep (priya), harrowford town preseason, crown court fraud trial (tom); legal contact fenwick 01632 960 441"),
            (A, """**News desk handover – 17 to 28 August**

- **Acting news editor:** Priya: morning conference, legal reads for all court copy, final sign-off
- **Council cover:** Tom
- **Story budget:** Notion is up to date
- **Big running stories:**
  - Troubled Waters, investigation prep (Priya)
  - Harrowford Town pre-season (Felix)
  - Crown court fraud trial (Tom); legal read every day
- **Legal contact:** Fenwick, Caldwell & Rhys, 01632 960 441
- **Can wait until I'm back:** anything not on the above list 🙂"""),
            (U, "ace. what's the etiquette on checking slack on holiday lol"),
            (A, "Best practice: don't. Set an out-of-office status saying Priya is acting news editor, mute the channels, and tell Priya you'll only answer a phone call for a genuine emergency (e.g. a legal threat). Most teams cope better than we expect."),
            (U, "lol fine. bye for 2 weeks"),
            (A, "Enjoy Cornwall!"),
        ],
        "facts": [
            {"kind": "change", "turn": 0,
             "text": "Priya is acting news editor (conference and legal reads) while Daniel is on leave from 17 to 28 August, with Tom covering council.",
             "keywords": ["acting news editor", "priya", "tom covers council"]},
        ],
        "answered": [0, 2, 4],
    },
    {
        "id": "c45",
        "day": "2026-08-20",
        "turns": [
            (U, "midshire just confirmed the print slot change from october — we move from wednesday night press to tuesday night. which means my ad copy deadline has to move. currently it's tuesday 12 noon. what should it be"),
            (A, """Working back from a Tuesday-night press:

- Press: Tuesday ~9pm
- Pages signed off: Tuesday ~6pm
- Ad pages built: Monday night / Tuesday morning
- So ad copy is needed by **Monday**, either Monday 12 noon (comfortable for production) or Monday 5pm (kinder to advertisers).

Either way, give advertisers at least four weeks' notice."""),
            (U, "daniel wants them by monday 5pm at latest so production can build monday night. ok so print ad copy deadline is now monday 5pm from the 5 october week"),
            (A, """Noted! Advertiser email:

**Subject:** New advertising deadline from October

Dear advertiser,

From October our printing schedule changes. From the week beginning 5 October, the deadline for all print advertising copy will move from Tuesday 12 noon to **Monday 5pm**.

This applies to display ads, classifieds and family notices. Copy received after Monday 5pm will be held for the following week. Thank you for your help, and please get in touch with any questions.

Shauna Kelly"""),
            (U, "make it shorter, ppl dont read"),
            (A, """**Subject:** Ad deadline moving to Monday 5pm

Hi [name], quick heads-up: from the week of 5 October, print ad copy is due by **Monday 5pm** (not Tuesday noon). Anything later goes in the following week. Thanks! Shauna"""),
            (U, "perfect ty 💛"),
            (A, "You're welcome! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "From the week of 5 October 2026 the print ad copy deadline moves from Tuesday 12 noon to Monday 5pm.",
             "keywords": ["monday 5pm", "deadline", "5 october"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c46",
        "day": "2026-08-27",
        "turns": [
            (U, "the caldbeck crown court fraud trial wrapped, 4 yrs for the accountant. got 6 stories out of it. thing is, crown court is 40 min drive each way and mileage is 45p. daniel asks whether i should be there every day or just key days. what do u reckon"),
            (A, """Some things to weigh:

- **Every day:** you catch unexpected evidence, build contacts with court staff and barristers, and can pick up other cases. Costs time (80 minutes' driving) and mileage.
- **Key days only:** openings, key witnesses, verdicts and sentencing. Cheaper, but you can miss surprises, and you rely on the court list to know what's happening.

Six stories from one trial suggests the presence pays off for big cases."""),
            (U, "maggie says budget is tight, daniel says the stories pay for themselves. standoff"),
            (A, """A compromise you could pitch:

- Daily attendance for trials that meet set criteria: local defendant/victim, likely to run more than 3 days, or strong public interest.
- Key days only for everything else.
- Cost: about 80 miles a day × 45p = **£36 a day**, so a 10-day trial costs £360 in mileage.
- Track the stories and pageviews from each trial for three months, then review."""),
            (U, "yeah i'll pitch that. but until they agree, no idea whether i go daily or not"),
            (A, "Understood. Noted, I will keep that in mind — happy to help pull the numbers together for the review."),
            (U, "also random but what do you call a group of barristers"),
            (A, "There's no official collective noun, but 'a wig of barristers' and 'an objection of barristers' both get used jokingly 😄"),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "Whether Tom attends Caldbeck Crown Court daily or only on key days is unresolved.",
             "keywords": ["go daily", "until they agree"]},
        ],
        "answered": [0, 6],
    },
    # ------------------------------------------------------------------ SEP 2026
    {
        "id": "c47",
        "day": "2026-09-02",
        "turns": [
            (U, "big one. with midshire moving us to tuesday night press from october, we could go on sale wednesday instead of thursday. valley drop say they can do wednesday 6am drops. pros cons?"),
            (A, """**Pros of Wednesday on-sale**
- News is fresher: printed Tuesday night, on sale the next morning, rather than sitting a day.
- Earlier in the week for event previews (weekend what's on gets more shelf life).
- Lines up with the new Monday 5pm ad deadline.

**Cons**
- Readers are used to Thursday; habits take a few weeks to shift.
- Newsagents need to adjust their ordering and returns.
- Thursday-specific content (e.g. anything timed to Thursday meetings) needs re-planning.
- Subscriptions and postal deliveries need rescheduling."""),
            (U, "newsagents are fine w it, i rang the big 5. ok decided: from 7 october the courier is on sale wednesdays, not thursdays. website paywall promo + p1 announcement for 3 weeks before"),
            (A, """Noted. Knock-on list:

- Masthead dateline changes to Wednesday.
- Notion templates: print deadlines move a day earlier.
- Home delivery / postal subscriptions: new delivery day.
- Newsletter and site: 'new paper out today' promo moves to Wednesday.
- What's on listings: window becomes Wednesday to Tuesday.
- TV guide: adjust dates.
- Tell Valley Drop the final Thursday issue is 1 October."""),
            (U, "tv guide lol we dropped that in 2019. rest is good. can u write the p1 blurb"),
            (A, """> **NEW DAY, SAME COURIER**
> From Wednesday 7 October your Courier will be in the shops a day earlier — every Wednesday. Same local news, same sport, same puzzles, just fresher. Tell your newsagent, and if you get the paper delivered, it'll arrive on Wednesdays too."""),
            (U, "👍 love it"),
            (A, "Glad you like it! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "From 7 October 2026 the Courier goes on sale on Wednesdays instead of Thursdays.",
             "keywords": ["on sale wednesdays", "7 october"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c48",
        "day": "2026-09-08",
        "turns": [
            (U, "maggie asked why our GA4 numbers dont match piano's. GA4 says 412k users in aug, piano says 288k. cookiebot consent rate is ~58% so ga4 is modelled. i'm kinda done with ga4 tbh. plausible is cookieless. thoughts"),
            (A, """The gap is expected:

- GA4 fills in missing data for users who decline cookies (consent mode modelling), so its numbers are partly estimates.
- "Users" means different things: GA4 counts browser/device IDs, Piano counts its own visitor IDs with different expiry rules.
- Ad blockers and Safari's tracking protection affect each tool differently.

**Plausible:**
- Pros: cookieless, so no consent banner needed for it; simple dashboards the board can read; counts everyone (no modelling).
- Cons: less detail (no user-level journeys), and pricing is by monthly pageviews.

How many pageviews do you do a month?"""),
            (U, "we do about 1.9m pageviews a month"),
            (A, "At ~1.9m pageviews you'd be on one of Plausible's higher volume tiers, so check the current price against what you get from GA4. A good approach is to run both side by side for a couple of months so the board sees the difference before GA4 goes."),
            (U, "ok we're replacing ga4 with plausible. run both till end of october, then ga4 tag comes off on 1 nov. plausible is the number we report to the board from now on"),
            (A, """Noted! The snippet goes in the theme header:

```html
<script defer data-domain="harrowvalleycourier.co.uk" src="https://plausible.io/js/script.js"></script>
```

Add custom events for paywall views, subscriptions and newsletter sign-ups so you don't lose those reports when GA4 goes."""),
            (U, "ty. the board will ask why traffic 'dropped' lol"),
            (A, "Prepare a one-slide explainer: GA4's modelled numbers versus Plausible's measured numbers, with two months of both side by side. Make clear the audience didn't shrink, the measurement changed, and report trends against Plausible's own history from now on."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Plausible replaces GA4 as the analytics reported to the board; both run until the end of October and the GA4 tag is removed on 1 November 2026.",
             "keywords": ["plausible", "ga4", "1 nov"]},
        ],
        "answered": [0, 6],
    },
    {
        "id": "c49",
        "day": "2026-09-14",
        "turns": [
            (U, "should we be on tiktok. genuinely asking. harrowford town's tiktok has 22k followers and ours is 0 lol"),
            (A, """Genuine answer: maybe.

**For:**
- Younger audiences are there and increasingly get news on TikTok.
- Local outlets with a personality-led approach do well (explainers, behind-the-scenes, 'what happened this week').
- Short vertical video can be reused as Instagram Reels and Facebook video.

**Against:**
- It's time-hungry: it only works with regular posting (3+ times a week).
- It drives very little traffic to the website.
- Some organisations have security and data concerns about the app.

It's a good fit only if you treat it as a brand/audience play, not a traffic one."""),
            (U, "maggie's worried about the china thing + the time. lena says she'd shoot for it"),
            (A, "On security, many organisations run TikTok only on a dedicated work phone, not personal or main work devices, which addresses most of the worry. On time, Lena shooting plus a fixed weekly format (e.g. 'the week in 60 seconds') keeps it manageable."),
            (U, "so it's still open whether we start one or not. maggie wants a 1 page proposal by end of month. outline?"),
            (A, """Proposal outline:

1. **Why now:** audience gap, competitor/club numbers.
2. **What:** 3 posts a week, three fixed formats.
3. **Who:** Felix (ideas, presenting), Lena (shooting/editing).
4. **Time:** ~4 hours a week in total.
5. **Security:** dedicated device, no staff personal accounts.
6. **Success measures at 3 months:** followers, views, Courier brand mentions.
7. **Exit:** stop after 3 months if the targets are missed."""),
            (U, "ok ill write it on the train. ta"),
            (A, "Good luck with the proposal! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "Whether the Courier starts a TikTok account is still open, pending Felix's one-page proposal to Maggie.",
             "keywords": ["still open", "start one", "proposal"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c50",
        "day": "2026-09-21",
        "turns": [
            (U, "ok troubled waters is nearly ready!! river harrow pollution investigation. 4 parts. part 1 = sewage spills data (4,812 hrs of spills upstream of millbrook in 2025), part 2 = farms, part 3 = the water company's response, part 4 = what readers can do. when do we run it"),
            (A, """Options:

- **Weekly, starting with the new Wednesday edition (7 Oct):** each part gets a full week of attention and a print splash, and it launches the new on-sale day with a bang.
- **Four days in a row online, then a print special:** big impact, but it's a lot for readers (and your right-of-reply deadlines) at once.
- **Fortnightly:** more time for reader reactions, but momentum fades.

Weekly from 7 October looks strongest, with each part online at 6am the same day."""),
            (U, "decided with daniel + maggie: troubled waters runs four parts weekly starting wed 7 october, the first wednesday edition 🎉 web at 6am the same day"),
            (A, """Noted! Rollout checklist:

- Right of reply to Midshire Water and the Environment Agency at least 10 days before part 1.
- Lena: river photography and drone shots (check permissions).
- Owen: a series landing page and a 'Troubled Waters' tag.
- Newsletter teaser in the 6:30am edition each Wednesday.
- Reader call-out in part 1: 'Have you been affected?'"""),
            (U, "can u check my maths: 4,812 hrs = how many days"),
            (A, "4,812 ÷ 24 = **200.5 days**, so more than six and a half months' worth of spills in a single year."),
            (U, "200 days of sewage. wow. ok ty"),
            (A, "A striking figure — it'll make a strong headline. Let me know if you need anything else!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "The Troubled Waters investigation runs in four weekly parts starting Wednesday 7 October 2026, online at 6am on each print day.",
             "keywords": ["troubled waters", "four parts", "7 october"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c51",
        "day": "2026-09-28",
        "turns": [
            (U, "morning conference at 9:30 isn't working since we moved the newsletter to 6:30 and the wed on-sale is coming. people are still finishing web stuff at 9:30. thinking 10"),
            (A, """Moving to 10:00 makes sense if:

- The early web push (newsletter follow-ups, overnight stories) is usually done by 9:45.
- It doesn't squeeze court reporters, who often need to be in court by 10.

Tip: Tom could dial in from court, or send his list to Daniel beforehand."""),
            (U, "ok bumped it. morning conference is 10:00 from monday 5 oct, 20 mins max, standing up lol"),
            (A, """Noted! A 20-minute agenda:

1. Overnight/web performance (2 mins)
2. Today's web stories by desk (8 mins)
3. Print: this week's pages (5 mins)
4. Pictures and video needs (3 mins)
5. Legal queue and anything else (2 mins)"""),
            (U, "make it a table for the notion page"),
            (A, """| # | Item | Owner | Time |
|---|---|---|---|
| 1 | Overnight / web numbers | Owen | 2 min |
| 2 | Today's web stories | Each reporter | 8 min |
| 3 | Print pages this week | Daniel | 5 min |
| 4 | Pictures and video | Lena | 3 min |
| 5 | Legal queue and AOB | Daniel | 2 min |

**Morning conference – 10:00, weekdays, standing, 20 minutes max.**"""),
            (U, "ta. coffee time ☕"),
            (A, "Enjoy!"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "Morning conference moves from 9:30 to 10:00 from Monday 5 October 2026 and is capped at 20 minutes.",
             "keywords": ["morning conference", "10:00", "20 mins"]},
        ],
        "answered": [4],
    },
    # ------------------------------------------------------------------ OCT 2026
    {
        "id": "c52",
        "day": "2026-10-02",
        "turns": [
            (U, "heyy. so felix is drowning with the tiktok proposal + football + cricket wrap so i'm taking over instagram from him from monday. it's mostly photos anyway lol"),
            (A, "Makes sense, and it's a natural fit for the photo desk! For the handover, ask Felix for the login and 2FA, any scheduled posts, the hashtag list and recent performance so you have a baseline."),
            (U, "felix has the login in 1password, i'll get it shared. can u suggest a weekly grid plan"),
            (A, """Weekly plan:

| Day | Post | Format |
|---|---|---|
| Mon | Weekend sport picture of the week | Single photo |
| Tue | Behind the lens: story behind a news photo | Carousel |
| Wed | New paper out today: front page + 3 stories | Carousel |
| Thu | Valley faces: portrait + short quote | Single photo |
| Fri | Weekend what's on | Reel or carousel |
| Sat | Reader photo of the week | Single photo |
| Sun | Throwback from the archive (PhotoShelter) | Single photo |"""),
            (U, "love. what's the best time to post for local news accounts"),
            (A, "It varies by audience, so your own data beats any general rule. Many local accounts see early morning (7–8am) and early evening (6–8pm) work well on weekdays. Check Instagram Insights > Audience > Most active times."),
            (U, "insights says 7pm weekdays. ok ty x"),
            (A, "Perfect — go with your own data. Good luck with the handover!"),
        ],
        "facts": [
            {"kind": "change", "turn": 0,
             "text": "Lena takes over the Courier's Instagram account from Felix from Monday 5 October 2026.",
             "keywords": ["instagram", "taking over", "felix"]},
        ],
        "answered": [2, 4],
    },
    {
        "id": "c53",
        "day": "2026-10-08",
        "turns": [
            (U, "morning. car died on the a61 on the way to court 🙃 aa says 2 hrs. can u write a quick msg to daniel saying im gonna be late and ask if someone can grab the 10am mags list"),
            (A, """Here's a message:

> Good morning Daniel, unfortunately my car has broken down on the A61 on the way to Harrowford Magistrates' Court. The AA estimates two hours. Could someone please pick up the 10am list? I'll get there as soon as I can and catch up on anything I've missed. Apologies for the inconvenience. Tom"""),
            (U, "lol too formal its slack"),
            (A, "> car's died on the a61 🙃 aa says ~2hrs. can someone grab the 10am mags list? will be in asap"),
            (U, "sent. he said np. now im just sat in a layby eating a meal deal"),
            (A, "The glamorous life of a court reporter! At least you're fed."),
            (U, "what's the most efficient way to kill 2 hrs on a phone with 30% battery"),
            (A, """Battery-friendly ideas:

- Turn on low power mode and drop the screen brightness.
- Download a podcast episode and listen with the screen off.
- Read a saved article or an e-book rather than streaming video.
- Draft tomorrow's court copy intros in notes.
- Keep 15% back for when the AA calls."""),
            (U, "lol ok. aa man is here early!! bye"),
        ],
        "facts": [],
        "answered": [0, 2, 6],
    },
    {
        "id": "c54",
        "day": "2026-10-14",
        "turns": [
            (U, "christmas gift guide planning! last yr was 8 pages, sold out of ad space by mid nov. 34 advertisers on the waitlist thing. thinking bigger, what do u think"),
            (A, """With 34 advertisers waiting, bigger is clearly justified. Some options:

- **12 pages:** adds ~4 pages of sellable space; roughly 60/40 ads to editorial keeps it readable.
- **16 pages:** more revenue if you can fill it, but a risk of unsold space and a big editorial load.
- Consider a premium position (back page, centre spread) at a higher rate.

Check pagination limits with Midshire for the print slot."""),
            (U, "16 is too many for midshire's slot. ok agreed w maggie: the gift guide goes to 12 pages, in the 25 nov issue, ad deadline 13 nov"),
            (A, """Noted! Inventory for 12 pages (at ~60% ads):

| Page | Use |
|---|---|
| 1 | Cover (editorial) |
| 2–3 | Ads + gift picks |
| 4–5 | Centre feature: 'Shop local' + ads |
| 6–7 | Ads |
| 8–9 | Food and drink gifts + ads |
| 10–11 | Ads + kids' gifts |
| 12 | Back page premium ad |"""),
            (U, "can u make the rate table for it. qtr page £295 half £520"),
            (A, """| Format | Rate |
|---|---|
| Quarter page | £295 |
| Half page | £520 |
| Full page | £950 (suggested) |
| Back page (premium) | £1,100 (suggested) |

Booking deadline 13 November. The full and back-page rates are suggestions; adjust to match the main rate card."""),
            (U, "omg yes. sending to the waitlist now"),
            (A, "Good luck — sounds like it'll sell out fast again!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "The 2026 Christmas gift guide grows to 12 pages, running in the 25 November issue with an ad deadline of 13 November.",
             "keywords": ["gift guide", "12 pages", "25 nov"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c55",
        "day": "2026-10-20",
        "turns": [
            (U, "piano renewal quote came in. £11,400/yr, up from £8,900. for ~1,050 digital subs. thats like £10.86 per sub per year just on the paywall tool. is that normal"),
            (A, """It's on the high side for a publisher your size. £11,400 ÷ 1,050 ≈ £10.86 per subscriber a year, and with a typical digital sub at around £60–80 a year that's 14–18% of revenue going on the paywall tool.

Alternatives for smaller publishers:
- **Newspack** (WordPress-native, with WooCommerce Memberships)
- **Memberful** (membership + Stripe, takes a % of revenue plus a fee)
- **Leaky Paywall** or **Pelcro**

The hard part of any move is migrating recurring payments without making subscribers re-enter card details."""),
            (U, "contract ends 31 jan. maggie asked me for options by mid nov. memberful looks nice but moving 1,050 recurring payments scares me"),
            (A, """It's manageable if the card data is in Stripe:

- If Piano processes payments through **your own Stripe account**, the card tokens already belong to you, and a new platform connected to the same Stripe account can keep charging them.
- If Piano uses its own payment processor, you'd need a card data export (PCI-compliant transfer) from them to Stripe, which takes weeks, so ask early.
- Either way, email subscribers before the switch and match renewal dates exactly."""),
            (U, "yeah. so still open: stay on piano, go memberful, or newspack. gonna ask piano for a discount first"),
            (A, """Negotiation tips:

- Mention you're evaluating alternatives, with real numbers.
- Ask for a multi-year price lock at or near the current £8,900.
- Ask what's driving the 28% rise.
- Request data export terms in writing whatever happens."""),
            (U, "👍 ty"),
            (A, "Good luck with the negotiation!"),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "Whether to renew Piano or switch the paywall to Memberful or Newspack is unresolved; Owen is asking Piano for a discount first.",
             "keywords": ["still open", "piano", "memberful"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c56",
        "day": "2026-10-27",
        "turns": [
            (U, "christmas appeal time again. last year food bank raised £17,340 🙌 beat the 15k target. this year: hospice has asked, their new wing opens in feb. or food bank again. which"),
            (A, """Both are strong:

- **Hospice:** a clear, concrete goal (the new wing opening in February gives a natural end point and follow-up stories) and a different set of readers and donors.
- **Food bank again:** continuity and proven success, but donor fatigue is a risk, and the food bank benefits from the ongoing coverage anyway.

Rotating charities generally keeps the appeal fresh."""),
            (U, "food bank said they'd be happy for us to rotate. ok we're going with the hospice this year, target £20k, launch 16 nov"),
            (A, """Noted! Launch plan:

- **16 Nov:** launch online, a splash in the 18 Nov paper, and in the newsletter.
- **Weekly:** a patient/family story, a staff profile and a fundraising tally.
- **Early Dec:** a Courier team challenge (sponsored walk?).
- **Christmas issue:** total so far and a thank-you page.
- **Feb:** coverage of the new wing opening."""),
            (U, "can u do a 'year in numbers' box from last years appeal. £17,340, 412 donors, 2.1 tonnes of food, 38 stories"),
            (A, """> **Last year's appeal in numbers**
> 💷 £17,340 raised for Harrow Valley Food Bank
> 🙋 412 donors
> 🥫 2.1 tonnes of food donated
> 📰 38 stories in the Courier
> Thank you, Harrow Valley!"""),
            (U, "lovely ta"),
            (A, "You're welcome!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "The 2026 Christmas appeal supports Harrow Valley Hospice with a £20k target, launching on 16 November.",
             "keywords": ["hospice", "£20k", "16 nov"]},
        ],
        "answered": [0, 4],
    },
    # ------------------------------------------------------------------ NOV 2026
    {
        "id": "c57",
        "day": "2026-11-03",
        "turns": [
            (U, "lena says our league table screenshots look 'embarrassing' on mobile lol. fair. whats the best way to do tables that work on phones"),
            (A, """Screenshots don't scale on mobile and aren't accessible. Better options:

- **Datawrapper:** free tier, responsive tables that work well on phones, embeds straight into WordPress, can link to a Google Sheet.
- **Flourish:** great visuals, a little heavier.
- **TablePress** (WordPress plugin): native HTML tables, but you update them by hand.

Datawrapper is the quickest win for league tables."""),
            (U, "datawrapper free has a logo thing right"),
            (A, "Yes, the free plan adds a small 'Created with Datawrapper' attribution, which most newsrooms are fine with. The useful bit: a table can be linked to a published Google Sheet so it updates automatically when the sheet changes."),
            (U, "ok done — switching from screenshots to datawrapper for all league tables and results grids from this weekend. linked to the google sheet so it updates itself"),
            (A, """Noted! Quick setup:

1. In Google Sheets: File → Share → Publish to web → CSV for the table's tab.
2. In Datawrapper: New table → Link external dataset → paste the CSV URL.
3. Style it (bold the top 2, shade the relegation zone), then publish.
4. Paste the embed code into a Custom HTML block in WordPress.

Updates in the sheet will show within a few minutes."""),
            (U, "🔥 ty"),
            (A, "Anytime!"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "League tables and results grids switch from screenshots to Datawrapper tables linked to a Google Sheet.",
             "keywords": ["screenshots", "datawrapper", "league tables"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c58",
        "day": "2026-11-10",
        "turns": [
            (U, "notion's going up to £18/seat/month for the business plan in jan, we're 8 seats + ellie sometimes. is that worth it or should we go back to something cheaper"),
            (A, """Costs:

- 8 seats × £18 × 12 = **£1,728 a year** (9 seats: £1,944).

What you'd lose on a cheaper plan depends on what you use. Business mainly adds things like SAML/SSO, advanced permissions, bulk export and longer page history. Cheaper options:
- Notion **Plus** tier
- Back to Trello (cheaper, but you lose the database views)
- A Google Sheet (free, but clunky for the legal queue)"""),
            (U, "do we need business? we use the legal ok property, views, and that's about it"),
            (A, "From that list, no: database properties, filtered views and checkboxes are all on the Plus plan. Check only whether you rely on anything admin-related (SSO, audit log, page history length) before downgrading."),
            (U, "ok idk. whether we stay on notion business, drop to plus or leave is undecided, priya takes over the budget stuff in dec so i'll leave it for her"),
            (A, "Understood, noted. I'd suggest deciding before the January renewal date so you don't get billed at the new price by default."),
            (U, "ta"),
            (A, "Let me know if you need anything else!"),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "Whether to stay on Notion Business, drop to the Plus plan or leave Notion is undecided.",
             "keywords": ["notion business", "undecided"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c59",
        "day": "2026-11-18",
        "turns": [
            (U, "ok so i can finally say — i'm deputy news editor from 1 dec!!! 🥳 maggie announced it at conference"),
            (A, "Congratulations, Priya! 🎉 Thoroughly deserved after the Hartley story and Troubled Waters."),
            (U, "thank u!! so i'm keeping council but handing health to tom, and i own the story budget / notion from dec. can u help me plan my first 90 days"),
            (A, """Here's a 30-60-90 plan:

**First 30 days (listen and stabilise)**
- Own the story budget in Notion; keep the existing rhythm.
- One-to-ones with each reporter.
- Hand health contacts and running stories to Tom.

**Days 31–60 (improve)**
- Review the legal read and corrections workflows.
- Decide on the Notion plan before renewal.
- Set up a forward-planning diary for Q1 and Q2.

**Days 61–90 (lead)**
- Run conference when Daniel is out.
- Pitch one process improvement to Maggie.
- Set quarterly goals for the council and health beats."""),
            (U, "can u make it less corporate lol"),
            (A, """Sure:

**Month 1:** get the Notion budget humming, have a coffee with everyone, hand health over to Tom properly.
**Month 2:** fix the bits that annoy people (legal queue, corrections), sort the Notion plan, start a forward diary.
**Month 3:** run conference when Daniel's off, bring Maggie one good idea, keep council ticking over."""),
            (U, "haha perfect. celebratory cake in the office at 3, sadly u cant have any"),
            (A, "Save me a virtual slice! 🎂 Congratulations again."),
        ],
        "facts": [
            {"kind": "change", "turn": 0,
             "text": "Priya Natarajan becomes deputy news editor from 1 December 2026.",
             "keywords": ["deputy news editor", "1 dec"]},
            {"kind": "change", "turn": 2,
             "text": "Tom takes over the health beat from Priya, and Priya owns the story budget in Notion from December.",
             "keywords": ["health", "tom", "story budget"]},
        ],
        "answered": [2, 4],
    },
    {
        "id": "c60",
        "day": "2026-11-27",
        "turns": [
            (U, """last thing before my black friday shopping lol. need the christmas 2026 schedule into beehiiv + the site banner. maggie's sent:

- christmas double issue on sale tue 22 dec (covers 2 wks)
- no paper wed 30 dec, back to normal wed 6 jan
- midshire closed 24 dec - 3 jan

can u lay it out"""),
            (A, """Here's the schedule:

| Date | Print | Newsletter (The Valley Morning) |
|---|---|---|
| Tue 22 Dec | Christmas double issue on sale | Normal 6:30am + 'double issue out' promo |
| Wed 23 Dec | — (no regular issue) | Normal |
| Fri 25 Dec | — | ? |
| Wed 30 Dec | No paper | ? |
| Fri 1 Jan | — | ? |
| Wed 6 Jan | Back to normal | Normal |

What do you want to do with the newsletter over Christmas?"""),
            (U, "ok locked in with maggie: no valley morning on 25 dec and 1 jan, and a shorter holiday edition on the days in between. can u give me the banner copy"),
            (A, """Banner options:

> 🎄 **Our Christmas double issue is on sale from Tuesday 22 December.** There's no paper on 30 December. We're back on Wednesday 6 January. Merry Christmas from the Courier!

Shorter version for mobile:

> 🎄 Christmas double issue out Tue 22 Dec · back Wed 6 Jan"""),
            (U, "also is there a way to pause the beehiiv automation on those 2 days without deleting it"),
            (A, "Beehiiv sends are scheduled per post, so for a daily newsletter the simplest approach is to not schedule posts for 25 Dec and 1 Jan, and to check any RSS-triggered or automated sends have those dates skipped or are paused and re-enabled afterwards. Do check the current Beehiiv dashboard, as the options change; test by looking at the scheduled queue for that week."),
            (U, "cool. ok black friday time, wish my bank account luck 💸"),
            (A, "Good luck! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 0,
             "text": "The 2026 Christmas double issue goes on sale Tuesday 22 December, with no paper on 30 December and normal Wednesday publication resuming 6 January 2027.",
             "keywords": ["double issue", "tue 22 dec", "wed 6 jan"]},
            {"kind": "decision", "turn": 2,
             "text": "There is no Valley Morning newsletter on 25 December or 1 January, with a shorter holiday edition on the days in between.",
             "keywords": ["no valley morning", "holiday edition"]},
        ],
        "answered": [0, 2, 4],
    },
]

QUESTIONS = [
    {"question": "Which charity did our Christmas appeal back in December 2025?", "chat": "c01", "fact": 0},
    {"question": "What was the fundraising target for the food bank appeal?", "chat": "c01", "fact": 0},
    {"question": "What did Owen do about the plugin that was slowing article pages down?", "chat": "c02", "fact": 0},
    {"question": "How much does a full-page ad in the paper cost since January?", "chat": "c04", "fact": 0},
    {"question": "What's the half-page print rate on the 2026 rate card?", "chat": "c04", "fact": 0},
    {"question": "When did the 2025 Christmas double issue come out?", "chat": "c05", "fact": 0},
    {"question": "Who covers the courts now?", "chat": "c07", "fact": 0},
    {"question": "Which email platform replaced Mailchimp for the newsletter?", "chat": "c08", "fact": 0},
    {"question": "Who was responsible for moving the newsletter off Mailchimp?", "chat": "c08", "fact": 0},
    {"question": "Do we still run live blogs for Harrowford Town away matches?", "chat": "c09", "fact": 0},
    {"question": "Where do we keep the story list now that Trello's gone?", "chat": "c11", "fact": 0},
    {"question": "Which address do the newsletters get sent from?", "chat": "c12", "fact": 0},
    {"question": "What did the photo desk spend the leftover kit money on before March?", "chat": "c13", "fact": 0},
    {"question": "Who was the main sponsor of the 2026 Business Awards and what did they pay?", "chat": "c14", "fact": 0},
    {"question": "Which award category did Harrow Motors sponsor?", "chat": "c14", "fact": 0},
    {"question": "How many pages does a normal edition have after the print cost rise?", "chat": "c15", "fact": 0},
    {"question": "What print run did we keep when we cut the pagination?", "chat": "c15", "fact": 0},
    {"question": "Who was at the election count in May?", "chat": "c17", "fact": 0},
    {"question": "Who ran the live results coverage on election night?", "chat": "c17", "fact": 0},
    {"question": "How many articles can non-subscribers read each month before hitting the paywall?", "chat": "c18", "fact": 0},
    {"question": "Are obituaries and breaking news behind the paywall?", "chat": "c18", "fact": 0},
    {"question": "Do we write 'per cent' or use the symbol in copy?", "chat": "c19", "fact": 0},
    {"question": "Is it Harrowford or Harrow Ford in our style?", "chat": "c19", "fact": 0},
    {"question": "Where were the 2026 Business Awards held in the end?", "chat": "c21", "fact": 0},
    {"question": "Are we still posting on Twitter/X?", "chat": "c22", "fact": 0},
    {"question": "Where is the photo archive stored these days?", "chat": "c23", "fact": 0},
    {"question": "Who has to check court stories before they're published?", "chat": "c25", "fact": 0},
    {"question": "What needs ticking in Notion before a court piece can go up?", "chat": "c25", "fact": 0},
    {"question": "How long were candidates' answers allowed to be in the election Q&A?", "chat": "c26", "fact": 0},
    {"question": "How do we handle corrections on the website?", "chat": "c28", "fact": 0},
    {"question": "Who stepped in to host the Business Awards when Jo Pennick got ill?", "chat": "c29", "fact": 0},
    {"question": "What time does The Valley Morning go out?", "chat": "c30", "fact": 0},
    {"question": "How much does the paper cost on the newsstand since June?", "chat": "c31", "fact": 0},
    {"question": "Who did the summer intern shadow?", "chat": "c32", "fact": 0},
    {"question": "When did Ellie Marsh start her internship?", "chat": "c32", "fact": 0},
    {"question": "Which PHP version does the website run on now?", "chat": "c34", "fact": 0},
    {"question": "What rules do we follow when reporting a suicide?", "chat": "c35", "fact": 0},
    {"question": "Who handles classified ads and family notices since Bev retired?", "chat": "c36", "fact": 0},
    {"question": "Which host did we choose to replace WP Engine?", "chat": "c37", "fact": 0},
    {"question": "Which weekend was the hosting migration planned for?", "chat": "c37", "fact": 0},
    {"question": "When does the cricket round-up go up and how do clubs send in reports?", "chat": "c38", "fact": 0},
    {"question": "Did we end up naming the councillor in the mileage expenses story?", "chat": "c40", "fact": 0},
    {"question": "When did the website go live on the new host?", "chat": "c42", "fact": 0},
    {"question": "When was the old WP Engine account shut down?", "chat": "c42", "fact": 0},
    {"question": "Which freelance photographer did we use at the Harrowford Show, and how much did he charge?", "chat": "c43", "fact": 0},
    {"question": "Who ran the news desk while Daniel was in Cornwall?", "chat": "c44", "fact": 0},
    {"question": "What's the deadline for print ad copy now?", "chat": "c45", "fact": 0},
    {"question": "What day of the week is the paper in the shops now?", "chat": "c47", "fact": 0},
    {"question": "When did we move the on-sale day?", "chat": "c47", "fact": 0},
    {"question": "Which analytics tool's numbers go to the board?", "chat": "c48", "fact": 0},
    {"question": "When did we take the Google Analytics tag off the site?", "chat": "c48", "fact": 0},
    {"question": "When did the river pollution series start and how many instalments did it have?", "chat": "c50", "fact": 0},
    {"question": "What time is the daily news meeting?", "chat": "c51", "fact": 0},
    {"question": "Who looks after the Instagram account?", "chat": "c52", "fact": 0},
    {"question": "How big was the 2026 Christmas gift guide and which issue was it in?", "chat": "c54", "fact": 0},
    {"question": "Which charity is the 2026 Christmas appeal raising money for?", "chat": "c56", "fact": 0},
    {"question": "What's the target for this year's Christmas appeal?", "chat": "c56", "fact": 0},
    {"question": "How are the league tables produced for the sports pages now?", "chat": "c57", "fact": 0},
    {"question": "Who is the deputy news editor?", "chat": "c59", "fact": 0},
    {"question": "Who is on the health beat now?", "chat": "c59", "fact": 1},
    {"question": "When is the 2026 Christmas double issue in the shops?", "chat": "c60", "fact": 0},
    {"question": "Is the morning newsletter going out on Christmas Day?", "chat": "c60", "fact": 1},
]
