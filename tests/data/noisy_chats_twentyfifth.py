# Development data since 2026-12-04 (session 27): released after its last held-out measurement, below.
# Held-out noisy-chat set no. 25 (60 chats, 64 facts, 68 questions; the platform and operations
# team of an online grocery delivery start-up), written on 2026-12-04 by a helper that never saw the pipeline or the
# other sets. Its misses were not read. Measured by the lead only (python -m tests.noisy_chat_quality twentyfifth): at
# 040e2bb (session 26's start, after the salience refit on twenty-four sets) coverage day / week / month 55 / 55 / 53
# of 64 (0.86 / 0.86 / 0.83), noise 35/198 (0.18), core memory noise 0/1, recall 53/68 (0.78); at session 26's merged
# code (018d933: h69's open items keeping their words, offers that are no proposals) the same.
"""Hand-written evaluation set: noisy chats between members of one team and an AI assistant.

Team: the platform and operations team of "greenbasket", a small online grocery delivery
startup in Berlin with two dark stores (wedding, kreuzberg). Every chat is written by hand.

Each chat is labeled with the key facts a team-memory tool should keep:
  kind "decision" / "change": something the team settled or changed
  kind "open": a question or problem the chat leaves unresolved
"turn" is the index of the turn where the fact is stated or finally settled, "keywords"
appear literally (case-insensitive) in that turn. "answered" lists user-turn indices whose
request or question got answered in the chat. QUESTIONS are later questions about the facts,
worded without the facts' keywords.
"""

U = "user"
A = "assistant"

TEAM = {
    "maya": "platform lead",
    "jonas": "backend engineer, orders and payments",
    "priya": "SRE and on-call coordinator",
    "tomas": "mobile engineer, driver app and order app",
    "lea": "data and routing engineer",
    "sam": "operations manager, dark stores and cold chain",
    "ines": "support tooling engineer",
    "omar": "finance ops, cloud costs",
}

CHATS = []

CHATS += [
    {
        "id": "c01",
        "day": "2025-12-01",
        "turns": [
            (U, "hey morning ☕ can u help me draft the holiday on-call rota? dec 20 to jan 4"),
            (A, "Good morning! Happy to help. A couple of questions first:\n\n1. How long should each shift be (daily, weekly)?\n2. What time do handoffs happen?\n3. Who is in the pool, and is anyone unavailable during that period?\n\nOnce I have that I'll put together a table."),
            (U, "weekly, handoff mondays 10am. pool is maya jonas priya tomas lea ines, sam and omar dont do on-call. tomas is out dec 22-28, lea out jan 1-4"),
            (A, "Here's a first draft with weekly shifts (Monday 10:00 handoffs):\n\n| Shift | Primary | Secondary |\n|---|---|---|\n| Sat Dec 20 - Mon Dec 22 | Jonas | Maya |\n| Mon Dec 22 - Mon Dec 29 | Ines | Priya |\n| Mon Dec 29 - Sun Jan 4 | Maya | Jonas |\n\nTomas and Lea are kept off during their time away. The first and last shifts are partial weeks because Dec 20 is a Saturday."),
            (U, "hmm actually a full week over xmas is brutal, ines would have xmas eve AND boxing day. lets do 3 day shifts instead"),
            (A, "Good call, shorter shifts spread the holiday load. Here's the 3-day version (handoff 10:00):\n\n| Shift | Primary |\n|---|---|\n| Dec 20-23 | Lea |\n| Dec 23-26 | Jonas |\n| Dec 26-29 | Ines |\n| Dec 29-Jan 1 | Tomas |\n| Jan 1-4 | Maya |\n\nTomas is back on the 29th so he can take the New Year's Eve shift. Do you want a fixed secondary as well?"),
            (U, "perfect. final call: 3-day shifts, handoff at 10am, and priya is escalation backup for the whole period. posting it in #oncall"),
            (A, "Noted! Final holiday rota: 3-day shifts with 10:00 handoffs, Priya as escalation backup throughout. Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6,
             "text": "Holiday on-call (Dec 20 to Jan 4) runs in 3-day shifts with 10am handoffs and Priya as escalation backup for the whole period.",
             "keywords": ["3-day shifts", "escalation backup"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c02",
        "day": "2025-12-05",
        "turns": [
            (U, '''yo. stripe webhooks timing out again, seeing a bunch of these

```
2025-12-05T08:14:22Z WARN payments.webhooks handler took 11.8s event=evt_1QXa7c type=charge.refunded
2025-12-05T08:14:22Z ERROR stripe webhook delivery failed status=timeout endpoint=/hooks/stripe attempt=3
```'''),
            (A, "Stripe expects your endpoint to return a 2xx quickly; if it doesn't, it treats the delivery as failed and retries. An 11.8s handler is far too slow. Options:\n\n1. **Acknowledge immediately, process async**: store the event in a queue, return 200, let a worker handle it.\n2. **Make the handler faster**: move the slow parts (emails, ledger sync) out of the request.\n3. **Scale the webhook workers**: helps with bursts, not with slow individual events.\n\nOption 1 is the standard pattern and also makes retries safer."),
            (U, "we already have redis for the cart, could just push to a redis list?"),
            (A, "You could, but a plain Redis list gives you no acknowledgements or dead-lettering: if the worker crashes mid-event, the event is gone. Since you're on AWS, SQS gives you visibility timeouts, retries and a dead-letter queue out of the box. For payment events I'd want that durability."),
            (U, "ok lets go with sqs. handler writes the raw event to a payments-webhooks queue and returns 200, a worker does the actual processing"),
            (A, '''Sounds good. Rough sketch:

```python
@app.post("/hooks/stripe")
def stripe_hook(request):
    event = stripe.Webhook.construct_event(
        request.body, request.headers["Stripe-Signature"], WEBHOOK_SECRET
    )
    sqs.send_message(QueueUrl=PAYMENTS_WEBHOOKS_URL, MessageBody=json.dumps(event))
    return Response(status=200)
```

Verify the signature before enqueueing, and make the worker idempotent on `event.id`, because Stripe can deliver the same event more than once.'''),
            (U, "nice thx. unrelated(?) jonas saw 3 double refunds last week, no idea if its the same thing"),
            (A, "It could be related: if the handler timed out after issuing a refund, Stripe retries and a non-idempotent handler might refund again. It could also be a double click in the support tool. Without the logs for those three orders I can't tell. Checking whether each pair of refunds came from the same event id would narrow it down."),
            (U, "yeah will dig later, standup now 🏃"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Stripe webhooks are acknowledged immediately and queued in the SQS queue payments-webhooks, with a worker doing the processing.",
             "keywords": ["sqs", "payments-webhooks"]},
            {"kind": "open", "turn": 6,
             "text": "The cause of three double refunds seen in late November is unknown.",
             "keywords": ["double refunds", "no idea"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c03",
        "day": "2025-12-11",
        "turns": [
            (U, '''hi! driver app crashing for a couple of drivers, all samsung a14. crashlytics says

```
Fatal Exception: java.lang.SecurityException: Starting FGS with type location callerApp=ProcessRecord{4f1c2a 12345:com.greenbasket.driver/u0a213} targetSDK=34 requires permissions: all of the permissions allOf=true [android.permission.FOREGROUND_SERVICE_LOCATION] any of the permissions allOf=false [android.permission.ACCESS_COARSE_LOCATION, android.permission.ACCESS_FINE_LOCATION]
    at android.app.ActivityManagerProxy.startForegroundService(ActivityManagerProxy.java:212)
    at com.greenbasket.driver.tracking.TrackingService.onStartCommand(TrackingService.kt:58)
```'''),
            (A, "This is the Android 14 foreground service type check. With targetSdk 34, a location foreground service needs `FOREGROUND_SERVICE_LOCATION` declared in the manifest **and** a runtime location permission actually granted at the moment the service starts. Are these drivers on Android 14, and which app version?"),
            (U, "brb lunch just arrived 🍜"),
            (U, "back. yes all android 14, app 3.8.1. and we do declare FOREGROUND_SERVICE_LOCATION"),
            (A, "Then the likely culprit is the runtime permission: if a driver revoked location (or chose 'only this time') and the service starts later, it throws. Two things to check:\n\n- Whether `TrackingService` can be started before the permission check in the shift screen.\n- Whether these devices auto-revoke permissions for apps they consider unused.\n\nA defensive fix is to check `ContextCompat.checkSelfPermission` right before `startForeground` and show a prompt instead of crashing."),
            (U, "hmm we do check it in the shift screen. ill ask sam to grab one of the phones from the store tomorrow and try to repro"),
            (A, "Sounds like a plan. If you can capture a bug report (`adb bugreport`) right after the crash, it will show the permission state at that moment. Happy to help when you have it."),
            (U, "thx 🙏"),
        ],
        "facts": [],
        "answered": [0, 3],
    },
    {
        "id": "c04",
        "day": "2025-12-17",
        "turns": [
            (U, "morning. the fridge alerts at kreuzberg are driving the pickers crazy, they fire every time someone leaves the walk-in door open for a sec"),
            (A, "Morning! Door openings cause short temperature spikes that recover within minutes, so a single-reading threshold will always be noisy. What's the current rule, and how often do the sensors report?"),
            (U, "rule is temp > 8 on a single reading. sensors report every 60s"),
            (A, "That explains it. A few options:\n\n1. **Require a sustained breach**: alert only if the temperature stays above the threshold for N minutes.\n2. **Hysteresis**: alert above X, only resolve below Y.\n3. **Average over a window** instead of single readings.\n\nAlso worth noting: chilled goods are usually expected to stay at or below about 7°C, so 8°C as the line is on the late side. Something like above 5°C sustained for 10 minutes catches real problems earlier while ignoring door openings."),
            (U, "wait 5 is stricter than 8 lol wont that make it worse"),
            (A, "The threshold is stricter, but the duration requirement is what removes the noise. A door opening typically pushes the air temperature up for 1-3 minutes and then it recovers, so it won't stay above 5°C for 10 consecutive readings. A failing compressor will, and you'd catch it at 5°C instead of 8°C."),
            (U, "ok makes sense. changed the rule: above 5°C for 10 min straight pages on-call, single spikes only get logged. same for both stores"),
            (A, "Noted! Both stores now page only on a sustained breach above 5°C for 10 minutes. Let me know if you want a weekly report of the logged spikes."),
        ],
        "facts": [
            {"kind": "change", "turn": 6,
             "text": "The fridge alert rule in both stores now pages on-call only when the temperature stays above 5°C for 10 minutes; single spikes are only logged.",
             "keywords": ["5°C", "10 min straight"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c05",
        "day": "2025-12-22",
        "turns": [
            (U, "hey quick one before the holidays. aws bill for nov is 18.4k, oct was 14.9k 😬 whats the fastest way to see what jumped"),
            (A, "Cost Explorer is the quickest: set the range to Oct-Nov, monthly granularity, group by **Service**, then drill into the top movers with group by **Usage type**. If you paste the service breakdown here I can help read it."),
            (U, '''here

| service | oct | nov |
|---|---|---|
| ec2 | 8.7k | 9.1k |
| rds | 3.6k | 3.8k |
| ebs (incl snapshots) | 0.6k | 2.2k |
| data transfer | 1.4k | 1.6k |
| other | 0.6k | 1.7k |'''),
            (A, "The big jump is EBS: +1.6k in a month, which usually means snapshots piling up. EC2 and RDS grew slightly, which fits more traffic. Two levers:\n\n1. Clean up old snapshots and add a Data Lifecycle Manager (DLM) policy so they expire automatically.\n2. For EC2, a Savings Plan on your steady baseline would cut that line noticeably.\n\nThe 'other' line also grew; worth checking it's not a forgotten NAT gateway or load balancer."),
            (U, "yeah the snapshots are from the old staging cluster we killed in sept. ok do it: delete everything tagged env=staging-old, and a DLM policy that keeps 7 days for the rest"),
            (A, '''To review before deleting:

```bash
aws ec2 describe-snapshots --owner-ids self --filters Name=tag:env,Values=staging-old --query 'Snapshots[].[SnapshotId,StartTime,VolumeSize]' --output table
```

Double-check none of them back an AMI you still launch; deleting a snapshot used by a registered AMI fails anyway, but it's good to know in advance.'''),
            (U, "and for ec2 omar wants a 3 year plan, feels risky for a startup our size"),
            (A, "Rough comparison for Compute Savings Plans (discounts vary by instance and region):\n\n| Term | Payment | Typical discount | Risk |\n|---|---|---|---|\n| 1 year | No upfront | lower | short commitment |\n| 1 year | All upfront | a bit higher | cash tied up |\n| 3 years | No upfront | highest | locked in if you shrink or move |\n\nA common approach is to cover only the stable baseline (say 60-70% of average usage) so you never pay for unused commitment."),
            (U, "agreed with maya just now: 1-year compute savings plan, no upfront, ~60% of baseline. omar buys it first week of jan"),
            (A, "Noted! Snapshot cleanup plus DLM now, and a 1-year no-upfront Compute Savings Plan in January. Enjoy the holidays 🎄"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Old snapshots tagged env=staging-old are deleted and a DLM policy keeps EBS snapshots for 7 days.",
             "keywords": ["staging-old", "dlm policy"]},
            {"kind": "decision", "turn": 8,
             "text": "The team buys a 1-year Compute Savings Plan with no upfront payment covering about 60% of the EC2 baseline; Omar purchases it in early January.",
             "keywords": ["1-year", "savings plan", "no upfront"]},
        ],
        "answered": [0, 2, 6],
    },
    {
        "id": "c06",
        "day": "2026-01-06",
        "turns": [
            (U, "happy new year!! 🎉 ok back to reality. drivers say routes get reshuffled too late, orders placed right after the batch closes sit around forever"),
            (A, "Happy New Year! 🎉 How often does the routing batch run at the moment, and how long does one run take?"),
            (U, "every 15 min. vroom on our own box, ~40s per run for both stores"),
            (A, "So in the worst case an order waits almost 15 minutes before it's even considered. Options:\n\n1. **Shorter interval**: run every 5 minutes; with 40s runs you have plenty of headroom.\n2. **Incremental insertion**: insert new orders into existing routes as they arrive, full re-optimization less often.\n3. **Event-triggered runs**: run when N new orders arrive or after X minutes, whichever comes first.\n\nOption 1 is a config change; 2 and 3 are real projects."),
            (U, "insertion sounds nice but thats a whole project. lets do 5 min for now and watch the cpu"),
            (A, "Makes sense. One thing to guard against: if a run ever takes longer than the interval (peak days, a slow solve), two runs could overlap and write conflicting routes. A simple lock around the run (a Postgres advisory lock, or a Redis key with a TTL) avoids that."),
            (U, "good point about overlap. ok bumped the interval to 5 min with an advisory lock, deployed 👍"),
            (A, "Nice! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 6,
             "text": "The route optimization batch now runs every 5 minutes instead of 15, guarded by an advisory lock against overlapping runs.",
             "keywords": ["interval", "5 min", "advisory lock"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c07",
        "day": "2026-01-09",
        "turns": [
            (U, "hi hi. support wants to issue refunds straight from the zendesk sidebar app instead of pinging jonas every time"),
            (A, "Makes sense. A few things to decide first: should there be a maximum amount agents can refund without approval, who approves larger ones, and do you need an audit trail of who refunded what?"),
            (U, "they suggested up to 50 eur without approval"),
            (A, "I'd check that against your basket size. If 50 EUR is close to a full order, agents could effectively refund whole orders without review. A lower cap plus a clear approval path for larger amounts is the usual compromise, together with logging the agent on every refund."),
            (U, "avg basket is ~38 eur so yeah 50 is basically everything. jonas says 20"),
            (A, "Options:\n\n| Cap | Covers | Note |\n|---|---|---|\n| 20 EUR | most missing or damaged items | more approvals for partial orders |\n| 25 EUR | also most substitutions gone wrong | still below a typical full basket |\n| 50 EUR | nearly all orders | little control |\n\n25 EUR is a reasonable middle ground if you log every refund."),
            (U, "ok we'll use 25 eur as the self-serve cap, anything above goes to #payments for approval. every refund logs the agent id"),
            (A, '''Here's a sketch of the check in the sidebar app backend:

```python
SELF_SERVE_CAP_CENTS = 2500

def request_refund(order_id, amount_cents, agent_id):
    audit_log.write(order_id=order_id, amount=amount_cents, agent=agent_id)
    if amount_cents <= SELF_SERVE_CAP_CENTS:
        return payments.refund(order_id, amount_cents)
    return approvals.create(order_id, amount_cents, requested_by=agent_id, channel="#payments")
```'''),
            (U, "ty thats great"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6,
             "text": "Support agents can refund up to 25 EUR from the Zendesk app without approval; larger refunds need approval in #payments and every refund logs the agent id.",
             "keywords": ["25 eur", "self-serve cap"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c08",
        "day": "2026-01-14",
        "turns": [
            (U, '''ugh we just had 12 min of 500s on the order api at lunch peak. pasting

```
psycopg2.OperationalError: connection to server at "orders-db.internal" (10.0.3.12), port 5432 failed: FATAL:  sorry, too many clients already
FATAL:  remaining connection slots are reserved for non-replication superuser connections
```'''),
            (A, "The database hit `max_connections`. Each app pod keeps its own connection pool, so the total is pods x pool size, and at peak that went over the limit. How many pods do you run at peak, what's the pool size per pod, and what's `max_connections` on the instance?"),
            (U, "24 pods at peak, pool size 25 each. max_connections 400"),
            (A, "24 x 25 = 600 possible connections against a limit of 400, so any peak that scales out fully will hit this. Options:\n\n1. **PgBouncer in transaction mode** in front of the database: many client connections share a small number of server connections.\n2. **Smaller pools per pod**: quick, but limits per-pod throughput.\n3. **Bigger instance**: raises `max_connections`, costs more, and only moves the ceiling.\n\nTransaction mode breaks session-level features (server-side prepared statements, `SET` without `LOCAL`, session advisory locks), so check you don't rely on them."),
            (U, "we use sqlalchemy + psycopg2, no server side prepared statements afaik. the routing advisory lock is on a different db"),
            (A, '''Then transaction mode should be fine. Minimal config:

```ini
[databases]
orders = host=orders-db.internal port=5432 dbname=orders

[pgbouncer]
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 80
```

Keep `default_pool_size` well below `max_connections` so there's room for migrations and admin sessions.'''),
            (U, "ok ship it. pgbouncer in transaction mode in front of the orders db, and pool size per pod down to 10"),
            (A, "Noted! PgBouncer (transaction mode) in front of orders-db, app pools reduced to 10 per pod."),
            (U, "omar also asked if we should go to db.r6g.2xlarge anyway. no clue tbh, lets see after pgbouncer"),
            (A, "Makes sense. After a week with PgBouncer you'll know whether CPU or memory is actually the limit, and the instance size question will mostly answer itself."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6,
             "text": "PgBouncer in transaction mode is put in front of the orders database and app connection pools are cut to 10 per pod.",
             "keywords": ["pgbouncer", "transaction mode"]},
            {"kind": "open", "turn": 8,
             "text": "Whether to upsize the orders database to db.r6g.2xlarge is undecided until PgBouncer has been observed.",
             "keywords": ["db.r6g.2xlarge", "no clue"]},
        ],
        "answered": [0, 2, 4],
    },
]

CHATS += [
    {
        "id": "c09",
        "day": "2026-01-20",
        "turns": [
            (U, "its tuesday and it already feels like a full week. write me a haiku about being on call"),
            (A, "Phone glows at 3 a.m.\nthe freezer sings its alarm\ncoffee, then the logs"),
            (U, "lmao priya is going to frame this"),
            (U, "also whats a polite way to say 'pls stop pinging me on slack at 11pm'"),
            (A, "A few options, from soft to direct:\n\n1. \"Heads up: I'm trying to switch off in the evenings, so I'll pick up anything after 7pm the next morning. If it's urgent, please page on-call.\"\n2. \"I've set my Slack to quiet hours after 8pm. For anything that can't wait, on-call is the fastest route.\"\n3. \"Could we keep late-evening messages for real emergencies? Otherwise I'll answer first thing tomorrow.\""),
            (U, "the second one is perfect. thx 😂"),
            (A, "Happy to help! Enjoy your quiet evenings."),
        ],
        "facts": [],
        "answered": [0, 3],
    },
    {
        "id": "c10",
        "day": "2026-01-26",
        "turns": [
            (U, "hey, question about dropping old android versions in the driver app. we're still on minSdk 24 and it makes the location code a mess"),
            (A, "Before deciding, it helps to know how many active drivers are on each Android version. Do you have that from analytics or the Play Console?"),
            (U, "from mixpanel, active drivers last 30 days: android 7 -> 2, android 8 -> 5, android 9+ -> 131"),
            (A, "So 7 of 138 drivers (about 5%) would be cut off by moving to minSdk 28 (Android 9). The upside: you can drop several compatibility branches in the location and background-work code. The risk is purely operational: those 7 people need a phone that works. If the company can provide devices, the bump is low risk."),
            (U, "sam says the fleet lead has 10 spare phones at the wedding store"),
            (A, "Then it's straightforward:\n\n1. Hand out spare phones to the 7 drivers before the release.\n2. Set `minSdk = 28` in the next release.\n3. Old devices keep the last compatible version installed but get no updates, so make sure nobody still relies on them."),
            (U, "alright from now on minSdk is 28 (android 9). the 7 drivers get spare phones before 3.10 ships"),
            (A, "Noted! minSdk 28 starting with driver app 3.10, spare phones handed out beforehand."),
        ],
        "facts": [
            {"kind": "change", "turn": 6,
             "text": "The driver app's minimum Android version is raised to Android 9 (minSdk 28) from release 3.10; drivers on older phones get spare devices first.",
             "keywords": ["minsdk is 28", "android 9"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c11",
        "day": "2026-02-02",
        "turns": [
            (U, "hi! weighted items (cheese, meat, veg by kg) keep breaking payments. we authorize the exact basket, picker weighs 520g instead of 500g, capture fails"),
            (A, "Right: with most card payments you can't capture more than the authorized amount. Options:\n\n1. **Authorize with a buffer**: authorize the basket plus a percentage, capture the actual amount, the rest is released.\n2. **Incremental authorization**: increase the authorization after picking. Availability depends on card network and merchant category.\n3. **Separate charge for the difference**: messy for customers and may need 3DS again."),
            (U, "does stripe do incremental auth for normal cards in germany?"),
            (A, "Stripe supports incremental authorization only for certain card brands and use cases, so I wouldn't rely on it for regular online grocery orders in Germany without confirming with Stripe for your account. The buffer approach works everywhere."),
            (U, "ok so buffer. how big? substitutions can be pricier too"),
            (A, "Look at historical data: the ratio of the final picked amount to the original basket. Pick a buffer that covers 95%+ of orders. Too large a buffer hurts customers with a low available balance and looks odd in their banking app."),
            (U, "jonas ran the numbers, 97% of orders end up within +8% of the basket"),
            (A, "Then 10% covers nearly everyone with a bit of margin. For the remaining few orders you can either cap the capture at the authorized amount (absorbing the difference) or charge the difference separately."),
            (U, "done, agreed: we auth basket + 10% at checkout and capture the final picked amount. anything above the auth we eat for now"),
            (A, "Noted!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 8,
             "text": "Checkout authorizes the basket total plus 10% and captures the final picked amount; any excess above the authorization is absorbed by the company.",
             "keywords": ["basket + 10%", "capture the final"]},
        ],
        "answered": [0, 2, 4],
    },
    {
        "id": "c12",
        "day": "2026-02-06",
        "turns": [
            (U, "morning 🙂 pickers at wedding say frozen stuff is half thawed by the time orders leave"),
            (A, "Morning! Two things to check: in which order are items picked, and how long does an order wait between picking and handover to the driver?"),
            (U, "pick path is plain aisle order, frozen is aisle 2 so it gets picked early. avg pick to handover 14 min"),
            (A, "So frozen items sit in a tote at room temperature for most of the pick plus the wait. Suggestions:\n\n- Sort the pick list by temperature zone: ambient first, then chilled, then frozen last.\n- Bag frozen items in insulated bags right at the freezer.\n- Track pick-to-handover time separately for orders with frozen items."),
            (U, "can u write the sort key? items have zone: ambient|chilled|frozen and aisle (int)"),
            (A, '''Sure:

```python
ZONE_ORDER = {"ambient": 0, "chilled": 1, "frozen": 2}

def pick_sort_key(item):
    return (ZONE_ORDER[item["zone"]], item["aisle"])

pick_list.sort(key=pick_sort_key)
```

Within each zone it still follows aisle order, so the walking path stays short.'''),
            (U, "nice. ok switching pick order to ambient → chilled → frozen in both stores, and frozen goes into the blue insulated bags"),
            (A, "Great, that should help a lot. Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 6,
             "text": "In both stores pick lists are sorted ambient, then chilled, then frozen last, and frozen items go into the blue insulated bags.",
             "keywords": ["ambient → chilled → frozen", "blue insulated bags"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c13",
        "day": "2026-02-11",
        "turns": [
            (U, "so atlassian is killing opsgenie. we need to move paging somewhere this year"),
            (A, "Yes, Opsgenie is no longer sold to new customers and is being wound down, so it's worth planning the move early. Common options:\n\n| Tool | Pros | Cons |\n|---|---|---|\n| PagerDuty | mature, reliable phone/SMS, many integrations | price per user |\n| Grafana OnCall / IRM | integrates with your Grafana alerts | phone/SMS limits depend on plan |\n| incident.io | good incident workflow plus on-call | newer on-call product |\n| Better Stack | cheap, includes status pages | smaller ecosystem |"),
            (U, "we already pay for grafana cloud so grafana oncall is basically free right? lets do that"),
            (A, "It may be included, but check two things before committing: how many phone calls and SMS your plan includes per month, and whether the escalation features you use today (schedules with overrides, per-service escalation) are covered. For night-time paging, voice calls matter most."),
            (U, "ugh priya just checked, phone call limits on our plan are tiny and we need real calls at night for the cold chain alerts"),
            (A, "In that case PagerDuty or incident.io are the safer bets for voice paging. PagerDuty is the most proven option if reliability at 3 a.m. is the priority; incident.io is attractive if you also want incident management workflows."),
            (U, "ok scrap grafana. final: we're moving to pagerduty, priya owns the migration, target end of march"),
            (A, "Migration checklist:\n\n1. Recreate schedules and overrides.\n2. Recreate escalation policies.\n3. Point alert sources (Grafana, CloudWatch, cold chain sensors) at PagerDuty integrations.\n4. Everyone installs the app and tests a phone call.\n5. Run both tools in parallel for a week.\n6. Switch off Opsgenie."),
            (U, "thx, saving this"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6,
             "text": "Paging moves from Opsgenie to PagerDuty (not Grafana OnCall); Priya owns the migration with a target of end of March.",
             "keywords": ["pagerduty", "end of march"]},
        ],
        "answered": [0, 2, 4],
    },
    {
        "id": "c14",
        "day": "2026-02-17",
        "turns": [
            (U, "hey, legal-ish question. how long should we keep support chat transcripts? right now zendesk keeps everything forever"),
            (A, "I can't give legal advice, but under GDPR's storage limitation principle personal data should be kept only as long as needed for its purpose. Many companies choose 12-24 months for support conversations, with longer retention only for data tied to legal claims or accounting. Keeping everything forever is hard to justify."),
            (U, "ines thinks 12 months, sam wants 3 years bc of disputes with drivers"),
            (A, "Both can be true for different data: customer chat transcripts could be deleted after 12 months, while tickets tagged as disputes (drivers, chargebacks) are kept longer in a separate archive with restricted access. Another option is anonymizing instead of deleting, so you keep statistics without personal data."),
            (U, "makes sense but our dpo has to sign off and shes out till march. leaving it open for now"),
            (A, "Noted. Do you want me to draft a short question for your DPO so it's ready when she's back?"),
            (U, "yes pls"),
            (A, "Draft:\n\n> Hi! We currently keep all Zendesk support conversations indefinitely and would like to set a retention policy. Proposal A: delete customer conversations after 12 months. Proposal B: keep everything for 3 years because of driver disputes. Proposal C: 12 months by default, 3 years for tickets tagged as disputes. Which is acceptable from a GDPR perspective, and do we need to document it anywhere? Thanks!"),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "The retention period for support chat transcripts (12 months vs 3 years) is undecided until the DPO signs off.",
             "keywords": ["dpo", "leaving it open"]},
        ],
        "answered": [0, 6],
    },
    {
        "id": "c15",
        "day": "2026-02-23",
        "turns": [
            (U, "omar found a new line on the aws bill: 'Amazon EKS extended support'. wtf is that"),
            (A, "When a Kubernetes version on EKS leaves standard support, the cluster moves into extended support and the per-cluster fee goes up from $0.10 to $0.60 per hour, roughly $73 vs $438 per cluster per month. Which version are you on?"),
            (U, "1.29 on both clusters 🙈"),
            (A, "Then you're paying extended support on both. Check the EKS version calendar for which versions are currently in standard support; you'll likely need 1.32 or newer. Upgrades go one minor version at a time, so that's 1.29 → 1.30 → 1.31 → 1.32. Before each step, check for deprecated APIs with `pluto` or `kubent` and update add-ons (CoreDNS, kube-proxy, VPC CNI)."),
            (U, '''ran pluto

```
NAME            KIND         VERSION                                REPLACEMENT                       REMOVED   DEPRECATED
exempt-probes   FlowSchema   flowcontrol.apiserver.k8s.io/v1beta3   flowcontrol.apiserver.k8s.io/v1   false     true
```'''),
            (A, "That's the only hit. The v1beta3 FlowSchema API is removed in 1.32, so it won't block 1.30 or 1.31, but the manifest has to move to `flowcontrol.apiserver.k8s.io/v1` before the last step."),
            (U, "ok plan: staging goes 1.30 → 1.31 → 1.32 over the next 3 weeks, prod always one week behind. flowschema fixed first. maya approved"),
            (A, "Noted! Once both clusters are on a version in standard support, the extended support line disappears from the bill. Let me know if you want an upgrade runbook."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6,
             "text": "Both EKS clusters are upgraded from 1.29 step by step to 1.32 to stop extended support fees, staging first and prod one week behind.",
             "keywords": ["1.32", "one week behind"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c16",
        "day": "2026-03-02",
        "turns": [
            (U, "we keep writing `if env == 'prod' and user_id in [...]` hacks. time for a proper feature flag tool"),
            (A, "Options:\n\n| Tool | Hosting | Notes |\n|---|---|---|\n| LaunchDarkly | SaaS | most polished, priced by usage |\n| Unleash | self-host (open source) or SaaS | simple, Postgres-backed |\n| Flagsmith | self-host or SaaS | flags plus remote config |\n| GrowthBook | self-host or SaaS | strong on experiments |\n| ConfigCat | SaaS | cheap, simple |"),
            (U, "launchdarkly looks the nicest, lets try it"),
            (A, "It's a good product. Before starting a trial, ask for a quote for your expected usage including the mobile apps (client-side usage is often priced by monthly active users), so there are no surprises."),
            (U, "omar just choked on his coffee looking at the quote lol"),
            (A, "😅 In that case Unleash self-hosted is a good fit: it runs as a single container backed by Postgres, has SDKs for Python, iOS and Android, and the open-source version covers gradual rollouts and user targeting."),
            (U, "yeah ok. we'll use unleash, self-hosted on the shared postgres, jonas sets it up. no launchdarkly"),
            (A, '''Quick Python example for later:

```python
from UnleashClient import UnleashClient

client = UnleashClient(url="https://unleash.internal/api", app_name="order-api",
                       custom_headers={"Authorization": UNLEASH_TOKEN})
client.initialize_client()

if client.is_enabled("late_slot_checkout", {"userId": str(user.id)}):
    ...
```'''),
            (U, "🙌"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6,
             "text": "Feature flags use Unleash self-hosted on the shared Postgres instead of LaunchDarkly; Jonas sets it up.",
             "keywords": ["unleash", "self-hosted"]},
        ],
        "answered": [0, 2],
    },
]

CHATS += [
    {
        "id": "c17",
        "day": "2026-03-06",
        "turns": [
            (U, '''morning. this test fails like 1 in 5 runs on ci and never locally

```
FAILED tests/test_slots.py::test_slot_booking_respects_cutoff - AssertionError: assert False
 +  where False = is_bookable(Slot(start=datetime.datetime(2026, 3, 6, 20, 0), store='kreuzberg'), now=datetime.datetime(2026, 3, 6, 19, 42, 11))
```'''),
            (A, "Tests that depend on the current time often behave differently across machines. Two common causes: the CI runners use a different timezone than your laptop, or the test uses `datetime.now()` and crosses a boundary (cutoff, midnight) in some runs. Do you know which timezone the runners use?"),
            (U, "ci runners are utc, my laptop is europe/berlin"),
            (A, "That's a strong candidate: if `is_bookable` compares a naive datetime in local time against a cutoff computed in UTC (or the other way round), results shift by an hour. Freezing time in the test (e.g. with `freezegun` or `time-machine`) and using timezone-aware datetimes everywhere would make it deterministic."),
            (U, "hm but it fails on random runs, not at specific times of day"),
            (A, "Then there may be a second factor, for example test ordering (another test leaves a patched clock or a cached setting behind) or a random fixture producing slots close to the cutoff. Logging the slot start, `now` and the computed cutoff on failure would show which one it is."),
            (U, "ok ill add the logging and see. brb meeting"),
            (A, "Sure, paste the output when you have it."),
        ],
        "facts": [],
        "answered": [0, 2],
    },
    {
        "id": "c18",
        "day": "2026-03-12",
        "turns": [
            (U, "hi, ops wants to push the last delivery slot later. right now last slot is 20-21 and orders close 19:30"),
            (A, "A later slot affects three things: driver shift end times, evening picking staff, and demand. Do drivers and pickers already work past 21:00?"),
            (U, "drivers work till 22:00 anyway. pickers in kreuzberg are bored after 20:30, wedding is busier"),
            (A, "Then Kreuzberg is a natural place to try it: add a 21-22 slot there only, keep the cutoff about 30 minutes before the slot starts, and compare order volume and on-time rate after a few weeks before rolling it out."),
            (U, "ok lets go with a 21-22 slot, cutoff 20:30, only in kreuzberg for 4 weeks, then we look at numbers"),
            (A, '''Config change for the slot service:

```json
{
  "store": "kreuzberg",
  "slots": [
    {"start": "20:00", "end": "21:00", "cutoff": "19:30"},
    {"start": "21:00", "end": "22:00", "cutoff": "20:30", "pilot": true}
  ]
}
```'''),
            (U, "applied. sam also asked about sunday deliveries, but berlin sunday rules are a whole thing and nobody knows yet if we're even allowed"),
            (A, "Berlin's shop opening law restricts Sunday sales, and it's not obvious how it applies to deliveries from a dark store, so that's a question for a lawyer or your industry association rather than me. Happy to write up the question for them if that helps."),
            (U, "yeah parking that"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "A 21:00-22:00 delivery slot with a 20:30 order cutoff is piloted in the Kreuzberg store only for 4 weeks.",
             "keywords": ["21-22 slot", "cutoff 20:30"]},
            {"kind": "open", "turn": 6,
             "text": "Whether Sunday deliveries are legally allowed in Berlin is unknown.",
             "keywords": ["sunday deliveries", "nobody knows"]},
        ],
        "answered": [0],
    },
    {
        "id": "c19",
        "day": "2026-03-18",
        "turns": [
            (U, "hey, log ingestion is like 40% of our grafana cloud bill. what can we cut"),
            (A, "Start by finding the top sources. Grafana Cloud's usage dashboards can break down ingestion by label (e.g. `service` or `app`). If you paste the top entries I'll suggest cuts."),
            (U, '''top 5 last 30d

| service | GB |
|---|---|
| driver-app-api | 210 |
| routing-worker | 180 |
| order-api | 95 |
| ingress-nginx | 70 |
| payments-worker | 12 |'''),
            (A, "routing-worker at 180 GB is suspicious for a job that runs every few minutes; that volume usually means debug logging. For ingress-nginx and driver-app-api, check how much is health checks (`/healthz`, `/ready`); those lines can be dropped at the collector. And if nobody looks at logs older than two weeks, shorter retention also cuts cost."),
            (U, "lol lea left debug on since the solver thing in january"),
            (A, "That'll be most of it then. Suggested changes:\n\n1. routing-worker back to INFO.\n2. Drop health check lines in the collector.\n3. Shorter retention if your plan allows it."),
            (U, "ok done: routing-worker back to info, /healthz lines dropped in alloy, and retention cut from 30 to 14 days"),
            (A, '''For reference, the Alloy drop stage looks like this:

```
loki.process "drop_healthz" {
  stage.drop {
    expression = ".*GET /healthz.*"
  }
  forward_to = [loki.write.default.receiver]
}
```'''),
            (U, "thanks! lmk if u see anything else weird in that table"),
            (A, "order-api at 95 GB looks proportional to traffic and payments-worker at 12 GB is fine. driver-app-api is the next candidate: check whether it logs full request bodies for the GPS pings."),
        ],
        "facts": [
            {"kind": "change", "turn": 6,
             "text": "To cut log costs, routing-worker is back on info level, /healthz lines are dropped in Alloy, and log retention went from 30 to 14 days.",
             "keywords": ["/healthz", "30 to 14 days"]},
        ],
        "answered": [0, 2, 8],
    },
    {
        "id": "c20",
        "day": "2026-03-24",
        "turns": [
            (U, "pagerduty migration basically done 🎉 need help with escalation policies"),
            (A, "Congrats! What did escalation look like in Opsgenie, and what's bothering you about it?"),
            (U, "primary → secondary after 15 min, for everything. feels way too slow for freezer stuff"),
            (A, "Agreed: for alerts where minutes matter (cold chain, payments down, checkout errors), 15 minutes of an unacknowledged page is long. A common setup is a fast policy for critical services that escalates after 5 minutes, and the existing 15 minutes for everything else."),
            (U, "how does pd do different timing per service"),
            (A, "In PagerDuty the escalation policy is attached to a service. So you create two escalation policies (say 'critical' and 'standard') and assign each service to one of them. Each policy has its own escalation rules and timeouts."),
            (U, "ok: two policies. 'critical' goes primary → secondary after 5 min, then maya after 15. everything else stays 15 min, no maya"),
            (A, "Noted! Cold chain and payments services on 'critical', everything else on 'standard'. Let me know if you want help mapping the services."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6,
             "text": "PagerDuty has two escalation policies: critical pages go to the secondary after 5 minutes and to Maya after 15; everything else escalates after 15 minutes without Maya.",
             "keywords": ["two policies", "after 5 min"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c21",
        "day": "2026-03-30",
        "turns": [
            (U, "drivers in underground garages lose signal, the proof-of-delivery photo upload fails and the order is stuck on 'in delivery'"),
            (A, "A few ways to handle it:\n\n1. **Retry in memory** a few times with backoff.\n2. **Persistent background upload** (Android WorkManager): save the photo to app storage and let a worker upload it when connectivity returns, surviving app restarts.\n3. **Decouple status from upload**: mark the order delivered locally and sync the photo later."),
            (U, "lets just retry 3x in memory, simplest"),
            (A, "That works when the signal comes back quickly, but if the app is killed in the meantime (which happens a lot on low-memory phones) the photo is lost and the order stays stuck. WorkManager survives process death and reboots and supports network constraints."),
            (U, "hm right, android kills us all the time on those cheap phones. ok scrap the retry thing"),
            (A, '''Sketch:

```kotlin
val request = OneTimeWorkRequestBuilder<PodUploadWorker>()
    .setInputData(workDataOf("orderId" to orderId, "path" to photoFile.path))
    .setConstraints(Constraints.Builder().setRequiredNetworkType(NetworkType.CONNECTED).build())
    .setBackoffCriteria(BackoffPolicy.EXPONENTIAL, 30, TimeUnit.SECONDS)
    .build()
WorkManager.getInstance(context).enqueueUniqueWork("pod-$orderId", ExistingWorkPolicy.KEEP, request)
```'''),
            (U, "going with workmanager: photo saved to app storage until the upload succeeds, order marked delivered locally right away. ships in 3.11"),
            (A, "Sounds good! That also removes the stuck 'in delivery' state for drivers."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6,
             "text": "From driver app 3.11, proof-of-delivery photos are stored locally and uploaded with WorkManager when back online, and the order is marked delivered immediately.",
             "keywords": ["workmanager", "3.11"]},
        ],
        "answered": [0],
    },
    {
        "id": "c22",
        "day": "2026-04-03",
        "turns": [
            (U, "ok weird request. my grandma asked what i do at work, i said 'dark stores' and now she thinks im in the mafia 😂 how do i explain"),
            (A, "😄 Try: \"We run small warehouses that look like supermarkets but aren't open to the public. When someone orders groceries on their phone, our staff pick the items there and a rider brings them to the door. 'Dark' just means customers never walk in. I build the computer systems that keep it all running.\""),
            (U, "haha nice. shorter? she reads it on whatsapp"),
            (A, "\"We have shops with no customers inside 🛒 People order on their phone, we pack the groceries and bring them home. I make the computers work. No mafia, promise 😇\""),
            (U, "perfect 😂 happy easter btw 🐣 going for lunch"),
            (A, "Happy Easter! Enjoy your lunch 🐰"),
        ],
        "facts": [],
        "answered": [0, 2],
    },
    {
        "id": "c23",
        "day": "2026-04-09",
        "turns": [
            (U, '''hey, the late slot pilot in kreuzberg ended. numbers

| week | orders in 21-22 | on time |
|---|---|---|
| 1 | 18 | 97% |
| 2 | 26 | 95% |
| 3 | 31 | 96% |
| 4 | 35 | 96% |'''),
            (A, "Steady growth week over week with the on-time rate holding around 96% is a good result: the slot clearly has demand and doesn't hurt delivery quality. Did evening picking keep up?"),
            (U, "yes kreuzberg was fine. wedding wants it too but they're short on pickers after 20:00"),
            (A, "Then the question for Wedding is staffing, not demand. Options: move one or two pickers to an evening shift, or cap the late slot at a low order count there until staffing is sorted."),
            (U, "sam found 2 evening pickers. ok rolling the 21-22 slot out to wedding too from may 1st, same 20:30 cutoff"),
            (A, "Noted! Both stores will have the 21-22 slot from May 1st with a 20:30 cutoff. I'd keep an eye on Wedding's on-time rate in the first two weeks."),
            (U, "thx! sam is very happy 😄"),
            (A, "Happy to help!"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "After the pilot, the 21:00-22:00 late slot is extended to the Wedding store from May 1st with the same 20:30 cutoff.",
             "keywords": ["wedding", "may 1st"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c24",
        "day": "2026-04-15",
        "turns": [
            (U, "auditor for the payment provider asks how we rotate db passwords. honest answer: we dont 🙃"),
            (A, "Common approaches on AWS:\n\n1. **Secrets Manager with automatic rotation**: managed rotation of RDS credentials on a schedule.\n2. **HashiCorp Vault dynamic secrets**: short-lived credentials per app instance.\n3. **RDS IAM authentication**: no passwords, short-lived tokens from IAM roles."),
            (U, "vault sounds cool, dynamic creds per pod"),
            (A, "It is, but Vault is another critical system to run, upgrade, unseal and back up. For a team your size, Secrets Manager rotation is much less work and satisfies most auditors. IAM auth is also good but needs driver support and has connection-rate limits."),
            (U, "yeah nobody wants to babysit vault. we'll use secrets manager with automatic rotation every 30 days for all rds users, apps read them via external-secrets"),
            (A, "Good choice. One gotcha: PgBouncer also holds the database credentials, so after each rotation it needs the new password (reload its userlist or use auth_query), otherwise it fails once old connections close."),
            (U, "oh crap pgbouncer, right. also while we're at it: the google maps key in the driver app is unrestricted and idk who even owns it"),
            (A, "An unrestricted key can be pulled out of the APK and abused. Restrict it in the Google Cloud console to your Android package name and signing certificate SHA-1, and limit it to the APIs you actually use."),
            (U, "yeah someone should do that. adding to the backlog, no owner yet"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "All RDS database passwords are rotated automatically every 30 days by AWS Secrets Manager, and apps read them via external-secrets.",
             "keywords": ["secrets manager", "30 days"]},
            {"kind": "open", "turn": 6,
             "text": "The Google Maps API key in the driver app is unrestricted and nobody owns fixing it yet.",
             "keywords": ["google maps key", "unrestricted"]},
        ],
        "answered": [0, 2],
    },
]

CHATS += [
    {
        "id": "c25",
        "day": "2026-04-21",
        "turns": [
            (U, "omar here 👋 the routing box (c6i.4xlarge on-demand) is one of the biggest single ec2 items. can we go cheaper"),
            (A, "Hi Omar! Options: Graviton (ARM) instances are usually cheaper for similar performance; Spot is much cheaper but can be interrupted; or rightsizing if the box is underused. What does CPU usage look like?"),
            (U, "~70% cpu during the 5 min runs, idle in between. does vroom even compile on arm"),
            (A, "Yes, VROOM is C++ and builds fine on arm64. I'd benchmark a c7g.4xlarge with a recorded peak problem and compare solve times."),
            (U, "lea benchmarked c7g.4xlarge: 38s solve vs 41s on the intel box 👀"),
            (A, "Faster and cheaper then. Spot would save more, but an interruption mid-run means drivers wait for routes, so I'd only consider Spot with an on-demand fallback."),
            (U, "no spot for this, drivers would be stuck. ok moving routing to c7g.4xlarge on-demand, its covered by the savings plan anyway"),
            (A, "Noted! Compute Savings Plans apply across instance families, so the discount carries over to Graviton."),
        ],
        "facts": [
            {"kind": "change", "turn": 6,
             "text": "The route optimizer moves from a c6i.4xlarge to an on-demand Graviton c7g.4xlarge; Spot is ruled out for it.",
             "keywords": ["c7g.4xlarge", "no spot"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c26",
        "day": "2026-04-27",
        "turns": [
            (U, "sms costs for 'your order is on the way' are 2.1k eur/month now 😵 can we do push instead"),
            (A, "Yes, push is essentially free per message. The catch is reach: not every customer allows notifications, especially on iOS. What are your opt-in rates?"),
            (U, "~64% on ios, 88% android"),
            (A, "So push-only would leave a chunk of iOS users without the notification. Common pattern: push by default, SMS fallback when the customer has no push token, and keep SMS for time-critical messages where a missed notification causes a failed delivery."),
            (U, "ok do it: push by default, sms only when the customer has no push token. sms always for 'driver can't find you'"),
            (A, '''Pseudo code:

```python
def notify(customer, message):
    if message.type == "driver_cannot_find_you":
        return sms.send(customer.phone, message.text)
    if customer.push_opt_in:
        return push.send(customer.push_token, message.text)
    return sms.send(customer.phone, message.text)
```'''),
            (U, "lol the pseudo code has a bug, line 4 should check the token not opt_in"),
            (A, '''Good catch, corrected:

```python
    if customer.push_token:
        return push.send(customer.push_token, message.text)
```'''),
            (U, "👍 thx"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Order status notifications go out as push by default, SMS only for customers without a push token, and 'driver can't find you' always by SMS.",
             "keywords": ["push by default", "no push token"]},
        ],
        "answered": [0, 6],
    },
    {
        "id": "c27",
        "day": "2026-05-04",
        "turns": [
            (U, "bad weekend. freezer 3 at wedding died saturday night, we binned ~1.9k eur of stock. no alert at all because the sensor was on the same power strip as the freezer lol"),
            (A, "Sorry, that's painful. The core problem is that the alert only fires on high readings, so a dead sensor looks like 'no problem'. Was the rule purely threshold-based?"),
            (U, "yes, 'temp > 5 for 10 min'. no data = no alert"),
            (A, "Suggested fixes:\n\n1. **No-data alerting**: page if a sensor stops reporting for a few minutes.\n2. **Independent power**: battery-powered sensors or a UPS, so a power failure still gets reported.\n3. **Redundancy**: a second sensor per unit, so one failure doesn't blind you."),
            (U, "ok decisions from the postmortem: every freezer and fridge gets a second battery-powered sensor, and 'no data for 5 min' pages on-call"),
            (A, '''Noted! In Grafana alerting that's the no-data state handling:

```yaml
- title: cold-chain sensor silent
  condition: A
  for: 5m
  noDataState: Alerting
  labels:
    severity: critical
```'''),
            (U, "still unclear if the fridge vendor's service contract pays for the spoiled goods, sam is asking them"),
            (A, "Fingers crossed. Sending them the sensor timeline from before the failure may help the claim."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "After the freezer failure, every freezer and fridge gets a second battery-powered sensor and a sensor silent for 5 minutes pages on-call.",
             "keywords": ["battery-powered", "no data for 5 min"]},
            {"kind": "open", "turn": 6,
             "text": "It is unknown whether the fridge vendor's service contract covers the ~1.9k EUR of spoiled goods.",
             "keywords": ["service contract", "spoiled goods"]},
        ],
        "answered": [0],
    },
    {
        "id": "c28",
        "day": "2026-05-08",
        "turns": [
            (U, "following up on the db size thing from january. pgbouncer fixed the connections, but cpu spikes to 85% whenever the ops dashboards refresh"),
            (A, "That points to heavy read queries from the dashboards competing with order traffic. Where do the dashboards query from?"),
            (U, "metabase hits the primary directly yeah"),
            (A, "Options:\n\n1. **Read replica** for Metabase: isolates reporting load completely.\n2. **Materialized views** refreshed every few minutes for the heavy dashboards.\n3. **Upsize** the primary: works, but you'd pay primary prices to serve dashboards.\n\nA replica is usually the cleanest fix."),
            (U, "replica is like 40% of the cost of going 2xlarge. ok no upsize. we'll add a read replica and point metabase at it"),
            (A, "Steps: create the replica from the primary, create a read-only Metabase user, switch the Metabase connection. Replicas are asynchronous, so dashboards may lag by seconds, occasionally minutes."),
            (U, "lag is fine for dashboards, 1 min old data is ok"),
            (A, "Great. Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The orders database is not upsized; a read replica is added and Metabase dashboards query the replica instead of the primary.",
             "keywords": ["no upsize", "read replica", "metabase"]},
        ],
        "answered": [0],
    },
    {
        "id": "c29",
        "day": "2026-05-13",
        "turns": [
            (U, "support uses a shared google sheet to look up which driver has which order 😬 always out of date"),
            (A, "Options: a panel in the Zendesk sidebar app, a small internal tool (e.g. Retool) on top of a read replica, or a page in your admin backend. An internal tool on the replica is usually quickest."),
            (U, "we have a retool license from finance that nobody uses"),
            (A, "Then Retool is an easy win. Two suggestions: query the read replica, not the primary, and don't show drivers' personal phone numbers. Mask them and route calls through a proxy number (e.g. via Twilio), so agents can call without ever seeing the number."),
            (U, "masking is smart, the gdpr ppl will love it. ok replacing the sheet with a retool app on the read replica, driver numbers masked, calls go through a twilio proxy number"),
            (A, '''Query for the main table:

```sql
SELECT o.id AS order_id, o.status, d.first_name AS driver,
       '***' || right(d.phone, 3) AS phone_masked, r.eta
FROM orders o
JOIN routes r ON r.id = o.route_id
JOIN drivers d ON d.id = r.driver_id
WHERE o.created_at > now() - interval '1 day';
```'''),
            (U, "missing the store filter, agents should only see their own store"),
            (A, '''Add the store condition:

```sql
WHERE o.created_at > now() - interval '1 day'
  AND o.store_id = {{ current_user.metadata.store_id }}
```'''),
            (U, "ty! deleting the sheet friday"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "The driver lookup Google Sheet is replaced by a Retool app on the read replica with masked driver numbers and calls through a Twilio proxy number.",
             "keywords": ["retool", "masked", "proxy number"]},
        ],
        "answered": [0, 6],
    },
    {
        "id": "c30",
        "day": "2026-05-19",
        "turns": [
            (U, "hey! since order app 5.2 about 3% of ios users get logged out randomly. support tickets piling up"),
            (A, "What changed in 5.2 around authentication? Common causes of random logouts are a refresh token race, keychain items not readable while the app runs in the background, or the server revoking tokens."),
            (U, "we changed refresh tokens to rotate on every use in 5.2"),
            (A, "That's a prime suspect. With rotation on every use, if two requests get a 401 at the same time, both try to refresh with the same token. The first succeeds; the second presents an already-used token, which many auth servers treat as theft and revoke the whole session. Fixes: a single-flight refresh (one refresh in progress, others wait) or a short grace period for the previous token on the server."),
            (U, "makes sense but android does the same rotation and has no issue"),
            (A, "Android may be protected by accident: the OkHttp Authenticator is often synchronized in client code, which effectively makes refreshes single-flight. Worth checking whether the iOS client has anything equivalent."),
            (U, "idk. jonas thinks its the keychain thing instead (kSecAttrAccessibleWhenUnlocked + background refresh). we couldnt repro either way, still open"),
            (A, "Logging would settle it: record refresh attempts with a request id, and the keychain read result when the app is in the background."),
        ],
        "facts": [
            {"kind": "open", "turn": 6,
             "text": "The cause of random iOS logouts since order app 5.2 is not found (refresh token race vs keychain accessibility).",
             "keywords": ["keychain", "still open"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c31",
        "day": "2026-05-26",
        "turns": [
            (U, "riders on the cargo bikes say 8 orders per route is too heavy, batteries die on the long kreuzberg routes"),
            (A, "You can model this in VROOM with capacities: give each vehicle a `capacity` and each job a `delivery` amount, ideally by weight or volume."),
            (U, "we dont have weights for most products lol"),
            (A, "Then use order count as a proxy: every job delivers [1] and each vehicle's capacity is its max number of orders. Capacities can differ per vehicle type."),
            (U, "what do other quick commerce companies do? like flink"),
            (A, "I don't have reliable information about their internal route limits, so I'd rather not guess. Your own data (battery level at route end, late deliveries by route size) is a better guide."),
            (U, "fair. ok cargo bikes capped at 6 orders per route, vans stay at 12. lea changes the vroom vehicle profiles"),
            (A, '''Example:

```json
{
  "vehicles": [
    {"id": 1, "profile": "bike", "capacity": [6], "description": "cargo bike"},
    {"id": 2, "profile": "car", "capacity": [12], "description": "van"}
  ],
  "jobs": [
    {"id": 1001, "location": [13.4235, 52.4986], "delivery": [1]}
  ]
}
```'''),
            (U, "nice thanks"),
        ],
        "facts": [
            {"kind": "change", "turn": 6,
             "text": "Cargo bike routes are capped at 6 orders (down from 8) while vans stay at 12.",
             "keywords": ["cargo bikes", "6 orders"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c32",
        "day": "2026-06-01",
        "turns": [
            (U, "our jenkins box died again. i think its time"),
            (A, "Options:\n\n- **GitHub Actions**: built into GitHub, hosted Linux/macOS runners or self-hosted runners.\n- **GitLab CI**: great if you're on GitLab.\n- **CircleCI**: fast, good Docker layer caching.\n- **Buildkite**: your own agents, SaaS control plane.\n\nWhere is your code hosted?"),
            (U, "github. but circleci has nice docker layer caching, lets go circle"),
            (A, "CircleCI is solid. Since your code is on GitHub though, Actions means one less vendor and permissions tied to GitHub, and Docker layer caching works with `docker/build-push-action` and the GitHub Actions cache backend."),
            (U, "hmm true. and tomas needs macos runners for the order app ios build"),
            (A, "Actions has hosted macOS runners; they're billed at a higher per-minute rate than Linux, so run iOS jobs only on the branches that need them."),
            (U, "ok changing my answer 😅 we're switching to github actions, jenkins gets turned off end of june"),
            (A, '''Starter workflow:

```yaml
name: ci
on: [push, pull_request]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version: "3.12"
      - run: pip install -r requirements.txt && pytest -q
```'''),
        ],
        "facts": [
            {"kind": "decision", "turn": 6,
             "text": "CI moves from Jenkins to GitHub Actions (not CircleCI) and Jenkins is switched off at the end of June.",
             "keywords": ["github actions", "end of june"]},
        ],
        "answered": [0, 4],
    },
]

CHATS += [
    {
        "id": "c33",
        "day": "2026-06-05",
        "turns": [
            (U, "warm milk complaints doubled since it got hot. mostly cargo bike deliveries"),
            (A, "How long are chilled items on the road for bikes vs vans, and what do the bikes carry them in?"),
            (U, "bike routes avg 48 min, vans 35. bikes have those thin soft bags"),
            (A, "Soft bags lose their effect quickly at summer temperatures over 45+ minutes. Options: rigid insulated boxes with ice packs (eutectic plates), shorter bike routes for orders with chilled items, or delivering chilled orders first on each route."),
            (U, "boxes are 90 eur each, 30 bikes. sam ok'd it. going with hard insulated boxes + ice packs swapped every shift"),
            (A, "Noted! Make sure the stores have freezer space for the spare ice packs so every shift starts with frozen ones."),
            (U, "next thing support asks: how do we prove to a customer the milk was cold when it arrived. no idea honestly"),
            (A, "Some options: a temperature logger in each box (data per route), a quick probe reading at handover for chilled orders, or a photo of a thermometer strip. Each adds cost or driver time."),
            (U, "lets think about it, too many options for a friday afternoon"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "All 30 cargo bikes get hard insulated boxes (90 EUR each) with ice packs swapped every shift.",
             "keywords": ["hard insulated boxes", "ice packs"]},
            {"kind": "open", "turn": 6,
             "text": "There is no way yet to show a customer that chilled goods were still cold on delivery.",
             "keywords": ["prove", "milk was cold"]},
        ],
        "answered": [0],
    },
    {
        "id": "c34",
        "day": "2026-06-11",
        "turns": [
            (U, "hey, retro feedback: monday 10am on-call handoff collides with weekly planning, ppl hand off half asleep during the meeting"),
            (A, "Options: move the handoff to another time on Monday, or to another day entirely. Many teams prefer mid-week handoffs so nobody starts or ends their week on a weekend."),
            (U, "what about friday?"),
            (A, "Friday handoffs mean the incoming person starts with a weekend right away, with little context. Tuesday or Wednesday tends to work better: the weekend's issues are already handled and everyone is around."),
            (U, "yeah no friday. from now on handoff is tuesday 11:00, weekly rotation, with a 15 min handoff call with the outgoing person"),
            (A, "In PagerDuty: Schedules, open your schedule, Edit, set the rotation to weekly with handoff on Tuesday 11:00 Europe/Berlin. Existing overrides are kept."),
            (U, "done in pd. thanks!"),
            (A, "Happy to help!"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "The weekly on-call handoff moves from Monday 10am to Tuesday 11:00 and includes a 15-minute call with the outgoing person.",
             "keywords": ["tuesday 11:00", "handoff call"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c35",
        "day": "2026-06-17",
        "turns": [
            (U, "checkout conversion on mobile web is bad, 41% drop at the payment step. marketing wants wallets"),
            (A, "Wallets usually help most on mobile. With Stripe, the Payment Element shows Apple Pay and Google Pay automatically when they're enabled and available on the device."),
            (U, "whats needed for apple pay on web?"),
            (A, "Register and verify your domain for Apple Pay in the Stripe dashboard (Stripe gives you a file to host at `/.well-known/apple-developer-merchantid-domain-association`), serve the page over HTTPS, and enable Apple Pay in the payment method settings. Google Pay needs no domain file."),
            (U, "ok we'll enable apple pay and google pay through the stripe payment element, jonas does the domain verification this sprint"),
            (A, '''Snippet:

```js
const elements = stripe.elements({ mode: "payment", amount: basketTotalCents, currency: "eur" });
const paymentElement = elements.create("payment", { wallets: { applePay: "auto", googlePay: "auto" } });
paymentElement.mount("#payment-element");
```'''),
            (U, "marketing also wants paypal. finance hates the fees. nobody decided anything"),
            (A, "Understood, that one stays open. Comparing PayPal's fees against the expected conversion uplift would give finance something concrete to look at."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Apple Pay and Google Pay are enabled through the Stripe Payment Element; Jonas handles the Apple Pay domain verification.",
             "keywords": ["apple pay", "google pay", "payment element"]},
            {"kind": "open", "turn": 6,
             "text": "Whether to add PayPal (wanted by marketing, disliked by finance for its fees) is undecided.",
             "keywords": ["paypal", "nobody decided"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c36",
        "day": "2026-06-23",
        "turns": [
            (U, "the replica is fine for dashboards but lea's route analysis queries take 20 min and hog it"),
            (A, "Long analytical queries on a replica can also cause replication lag. Options: a separate analytical warehouse (BigQuery, Snowflake), or nightly exports to Parquet on S3 queried with DuckDB."),
            (U, "snowflake? everyone uses it"),
            (A, "Snowflake is great at scale, but it's another paid platform to run and budget for. How big is the data?"),
            (U, "orders ~4M rows, gps pings ~900M"),
            (A, "That's comfortably within what DuckDB handles on a single machine, especially with partitioned Parquet. The cost would be S3 storage plus a nightly export job."),
            (U, "lol ok no snowflake. nightly export of orders + gps pings to s3 as parquet, lea queries with duckdb. lets go with that"),
            (A, '''Export sketch:

```python
import duckdb
con = duckdb.connect()
con.execute("INSTALL postgres; LOAD postgres; INSTALL httpfs; LOAD httpfs;")
con.execute("ATTACH 'dbname=orders host=orders-replica.internal' AS pg (TYPE postgres, READ_ONLY)")
con.execute("COPY (SELECT *, date_trunc('month', recorded_at) AS month FROM pg.gps_pings) TO 's3://gb-analytics/gps_pings' (FORMAT parquet, PARTITION_BY (month))")
```'''),
            (U, "gps pings should be partitioned by day not month btw"),
            (A, "Good point, with ~900M rows daily partitions make filtering much faster. Replace the month column with `CAST(recorded_at AS DATE) AS day` and use `PARTITION_BY (day)`."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6,
             "text": "Orders and GPS pings are exported nightly to S3 as Parquet and analysed with DuckDB instead of adopting Snowflake.",
             "keywords": ["parquet", "duckdb"]},
        ],
        "answered": [0, 2, 8],
    },
    {
        "id": "c37",
        "day": "2026-06-29",
        "turns": [
            (U, "non work q: team summer thing, 8 people, berlin, july. ideas? budget ~50 eur pp"),
            (A, "A few ideas within about 50 EUR per person:\n\n1. Canoe tour on the Spree or Landwehrkanal\n2. Escape room plus dinner\n3. BBQ in a park with a rented grill spot\n4. Street food market plus a boat tour\n5. Bouldering followed by beers"),
            (U, "kayaking sounds fun but tomas cant swim lol"),
            (A, "Then maybe the boat tour (no paddling needed) or one of the dry options. Escape rooms work well for mixed groups."),
            (U, "haha ok ill put 3 options in a slack poll"),
            (A, "Great, have fun!"),
            (U, "thx 🙏 lunch time"),
        ],
        "facts": [],
        "answered": [0, 2],
    },
    {
        "id": "c38",
        "day": "2026-07-06",
        "turns": [
            (U, "heat wave this week, 34°C 🥵 can we limit how long chilled orders stay on the road"),
            (A, "In VROOM you can set `max_travel_time` per vehicle (in seconds). If you know which vehicles carry chilled orders, you can give those a tighter limit."),
            (U, "per vehicle is fine, we already know which routes have chilled items when we build them"),
            (A, "Then set a cap for routes with chilled items, and tighten it on hot days based on the forecast. A tighter cap may leave some orders unassigned, so watch the unassigned count."),
            (U, "ok: every route with chilled items now gets max_travel_time 45 min, and when the forecast is above 30°C it drops to 35 min"),
            (A, '''Example vehicle:

```json
{"id": 7, "profile": "bike", "capacity": [6], "max_travel_time": 2700}
```

2700 seconds is 45 minutes; use 2100 for 35 minutes on hot days.'''),
            (U, "perfect, lea deployed it 🧊"),
            (A, "Stay cool! Let me know how the unassigned count looks."),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Routes carrying chilled items are limited to 45 minutes of travel, or 35 minutes when the forecast is above 30°C.",
             "keywords": ["max_travel_time", "45 min", "35 min"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c39",
        "day": "2026-07-10",
        "turns": [
            (U, "phishing mail got tomas to type his google password into a fake page today. mfa saved us but im nervous"),
            (A, "Good that MFA held. Next steps: make sure his password is changed and sessions revoked, check the Google Workspace login audit for unusual activity, and consider phishing-resistant MFA (security keys or passkeys), since codes and push prompts can be phished too."),
            (U, "aws console still uses iam users with passwords for some of us 🙈"),
            (A, "I'd move to IAM Identity Center with Google Workspace as the identity provider: one login, short-lived credentials, no long-lived IAM passwords or access keys. Then delete the IAM users."),
            (U, "ok decision: aws access only via iam identity center with google sso, all iam users deleted by end of july, and yubikeys for everyone with prod access"),
            (A, '''Noted! To see who still has IAM users and keys:

```bash
aws iam list-users --query 'Users[].UserName' --output text
aws iam generate-credential-report && aws iam get-credential-report --output text --query Content | base64 -d
```'''),
            (U, "how many yubikeys is that, 6? omar will order"),
            (A, "Six people with prod access means 12 keys if everyone gets a backup key, which is recommended so a lost key doesn't lock anyone out."),
            (U, "oh right backup keys. ok 12"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "AWS access goes only through IAM Identity Center with Google SSO, IAM users are deleted by end of July, and everyone with prod access gets YubiKeys.",
             "keywords": ["iam identity center", "yubikeys"]},
        ],
        "answered": [0, 6],
    },
    {
        "id": "c40",
        "day": "2026-07-15",
        "turns": [
            (U, "40% of support tickets are 'where is my order'. can we automate that"),
            (A, "Options: proactively send a live tracking link, auto-reply to WISMO tickets with the current ETA, or a chatbot. The first two are cheap if you already have ETAs."),
            (U, "we have eta in the routing service already"),
            (A, "Then: a Zendesk trigger detects WISMO tickets (keywords or a contact form category) and calls a webhook; your service looks up the order's ETA and posts a public reply with the ETA and tracking link. If the customer replies, the ticket goes to an agent."),
            (U, "yes, agreed: wismo tickets get an auto-reply with the live eta and tracking link, a human only if the customer replies"),
            (A, '''Webhook payload:

```json
{
  "ticket_id": "{{ticket.id}}",
  "requester_email": "{{ticket.requester.email}}",
  "subject": "{{ticket.title}}"
}
```'''),
            (U, "ines wants to go further and put an llm bot on the chat widget. maya is skeptical. undecided"),
            (A, "Pros: handles more question types and is always available. Cons: risk of wrong answers about refunds or policies, cost, and a GDPR review. A middle path is a bot that only answers from a fixed knowledge base."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "'Where is my order' tickets get an automatic reply with the live ETA and tracking link; an agent steps in only if the customer replies.",
             "keywords": ["wismo", "auto-reply", "live eta"]},
            {"kind": "open", "turn": 6,
             "text": "Whether to put an LLM chatbot on the support chat widget is undecided (Ines for, Maya skeptical).",
             "keywords": ["llm bot", "undecided"]},
        ],
        "answered": [0],
    },
]

CHATS += [
    {
        "id": "c41",
        "day": "2026-07-21",
        "turns": [
            (U, "pod photos bucket is 4.2 TB and growing ~300 GB a month"),
            (A, "An S3 lifecycle policy can move older photos to cheaper storage classes and delete them eventually. How long do you actually need them?"),
            (U, "disputes basically always come within 30 days. legal says keep 1 year max"),
            (A, "One option: Standard for 30 days, Standard-IA until 90, Glacier Instant Retrieval until 365, then delete. Glacier Instant Retrieval keeps millisecond access, so old photos are still viewable in a dispute."),
            (U, "keep it simple: standard for 90 days, then glacier instant retrieval, deleted after 365 days. omar applies it"),
            (A, '''Lifecycle rule:

```json
{
  "Rules": [{
    "ID": "pod-photos",
    "Status": "Enabled",
    "Filter": {"Prefix": ""},
    "Transitions": [{"Days": 90, "StorageClass": "GLACIER_IR"}],
    "Expiration": {"Days": 365}
  }]
}
```'''),
            (U, "also could we compress them on the phone? theyre like 4mb each"),
            (A, "Resizing to about 1600px on the long side at JPEG quality ~80 usually gives 300-400 KB and stays readable for disputes."),
            (U, "ill ask tomas, no promises on when"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Proof-of-delivery photos stay in S3 Standard for 90 days, then move to Glacier Instant Retrieval and are deleted after 365 days.",
             "keywords": ["glacier instant retrieval", "365 days"]},
        ],
        "answered": [0, 6],
    },
    {
        "id": "c42",
        "day": "2026-07-28",
        "turns": [
            (U, "product search is garbage. 'bananen' finds nothing when ppl type 'banane' or 'bannane'"),
            (A, "Postgres full text search handles stemming (with the German configuration) but not typos. Options: `pg_trgm` trigram similarity in Postgres, or a dedicated engine like Meilisearch or Typesense with built-in typo tolerance."),
            (U, "pg_trgm first? its free"),
            (A, "Yes, worth trying. It handles typos well for short product names. Ranking and synonyms are more limited than in a search engine, but for around 10k products it's often enough."),
            (U, "tried pg_trgm on staging, p95 went to 900ms on 12k products 🤷"),
            (A, '''That sounds like a sequential scan. Make sure there's a trigram index:

```sql
CREATE INDEX CONCURRENTLY products_name_trgm ON products USING gin (name gin_trgm_ops);
```

and query with the `%` operator or `word_similarity` so the index can be used.'''),
            (U, "with the gin index its 80ms and finds bannane 🎉 ok staying on postgres with pg_trgm, no meilisearch for now"),
            (A, "Nice! Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 6,
             "text": "Product search stays in Postgres using pg_trgm with a GIN trigram index instead of adopting Meilisearch.",
             "keywords": ["pg_trgm", "no meilisearch"]},
        ],
        "answered": [0, 2, 4],
    },
    {
        "id": "c43",
        "day": "2026-08-03",
        "turns": [
            (U, "hr finally approved on-call pay 🎉 i need to propose a model"),
            (A, "Common models: a flat stipend per on-call week, a payment per incident or page, time off in lieu after night pages, or a mix."),
            (U, "priya suggests per page, tomas says flat is fairer"),
            (A, "Both have a point: flat pay compensates for being available, which is the real burden, while per-page pay compensates for disruption. A hybrid covers both: a flat weekly amount plus a bonus for out-of-hours pages."),
            (U, "hybrid it is: 300 eur flat per on-call week, plus 50 eur for every night page between 22 and 7"),
            (A, "Rough yearly cost: 52 weeks x 300 EUR = 15,600 EUR, plus 50 EUR per night page. At 3 night pages a month that's another ~1,800 EUR."),
            (U, "night pages were ~3/month this spring so fine. sending to hr"),
            (A, "Noted! Good luck with HR."),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "On-call pay is 300 EUR flat per on-call week plus 50 EUR for each page between 22:00 and 07:00.",
             "keywords": ["300 eur flat", "night page"]},
        ],
        "answered": [0],
    },
    {
        "id": "c44",
        "day": "2026-08-07",
        "turns": [
            (U, "remember the unrestricted maps key from april? 600 eur bill spike this month, someone is using it 😤"),
            (A, "Steps: create a new key restricted to your Android app (package name plus SHA-1 certificate fingerprints) and to the Maps APIs you use, release the app with it, then delete the old key. Also set quotas and a budget alert."),
            (U, "how do i get the sha-1 for the play app signing key"),
            (A, "In the Play Console, open the app and go to the App integrity page, App signing section. You'll see SHA-1 fingerprints for both the app signing key and the upload key; add both to the restriction so internal builds keep working."),
            (U, "done. rotated the key, new one restricted to com.greenbasket.driver + both sha-1s, daily quota 20k map loads. and tomas owns maps keys from now on"),
            (A, "Noted! Consider a budget alert in Google Cloud billing too, so a spike gets noticed within a day."),
            (U, "budget alert at 200 eur added too. thx"),
            (A, "Happy to help!"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "The Google Maps key was rotated and restricted to the driver app package and signing certificates with a daily quota, and Tomas now owns the Maps keys.",
             "keywords": ["rotated the key", "owns maps keys"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c45",
        "day": "2026-08-12",
        "turns": [
            (U, "the delivery pass (4.99/month) has ~6% failed renewals. right now we cancel the pass right away"),
            (A, "Cancelling on the first failure loses customers who just had an expired card or a temporarily low balance. The usual approach is to retry over several days and email the customer to update their card."),
            (U, "stripe has smart retries built in right"),
            (A, "Yes. In the Stripe Billing settings you can enable Smart Retries, choose the number of attempts and the time window, and decide what happens to the subscription after all retries fail (cancel, mark unpaid, or leave it past due)."),
            (U, "cancel feels harsh. pause?"),
            (A, "You can pause payment collection on a subscription, or mark it unpaid so the benefits stop without cancelling. The customer can reactivate after updating their card."),
            (U, "ok switching to: stripe smart retries, up to 4 attempts within 2 weeks, then the pass gets paused not cancelled, plus a reminder email after the first failed payment"),
            (A, "Noted!"),
        ],
        "facts": [
            {"kind": "change", "turn": 6,
             "text": "Failed delivery pass renewals are retried with Stripe Smart Retries up to 4 times in 2 weeks, then the pass is paused instead of cancelled, with a reminder email after the first failure.",
             "keywords": ["smart retries", "paused not cancelled"]},
        ],
        "answered": [0, 2, 4],
    },
    {
        "id": "c46",
        "day": "2026-08-18",
        "turns": [
            (U, "mispicks went up to 1.8% of orders in july, was 0.9% in spring"),
            (A, "Do you have a breakdown by category and by picker tenure? That usually points to the cause."),
            (U, '''| category | share of mispicks |
|---|---|
| produce | 48% |
| dairy | 21% |
| drinks | 12% |
| other | 19% |

and ~70% of mispicks are from pickers hired in june'''),
            (A, "Most produce has no barcode, so it's easy to grab the wrong variety, and new pickers don't know the store yet. Options: scan-to-confirm for every item, scanning shelf labels for produce, or better training and product photos in the picker app."),
            (U, "sam tested scanning every item, adds ~8s per item. thats huge for a 25 item order"),
            (A, "That's over 3 minutes per order. A middle path: scanning only for new pickers during their first weeks, or only for produce and dairy."),
            (U, "yeah we're torn. sam wants training first, jonas wants mandatory scans. no decision yet"),
            (A, "Running one approach per store for a month would give you data to decide."),
        ],
        "facts": [
            {"kind": "open", "turn": 6,
             "text": "How to bring mispicks back down (picker training vs scanning every item) is undecided.",
             "keywords": ["mandatory scans", "no decision yet"]},
        ],
        "answered": [0],
    },
    {
        "id": "c47",
        "day": "2026-08-25",
        "turns": [
            (U, "our redis ec2 box ran out of memory at 3am, cart service was down for 9 min. priya wants managed redis"),
            (A, "ElastiCache options: Redis OSS, Valkey (an open-source fork of Redis, priced lower on ElastiCache), or Memcached (no persistence, not suitable for carts). Either serverless or node-based clusters."),
            (U, "lets do elasticache redis, nobody here knows valkey"),
            (A, "Valkey is a fork of Redis 7.2 and protocol-compatible, so your client library and commands keep working. On ElastiCache it's cheaper than Redis OSS for the same node type."),
            (U, "oh its drop-in? then valkey. cache.r7g.large, multi-az, maxmemory-policy allkeys-lru... wait no, carts must never be evicted"),
            (A, "Right: with `allkeys-lru` the cache would silently drop carts under memory pressure. For cart data use `noeviction` (writes fail instead, which you'll notice) and alert well before memory is full."),
            (U, "final: elasticache for valkey, cache.r7g.large multi-az, noeviction, alert at 75% memory"),
            (A, '''Terraform sketch:

```hcl
resource "aws_elasticache_replication_group" "cart" {
  replication_group_id       = "cart"
  description                = "cart store"
  engine                     = "valkey"
  node_type                  = "cache.r7g.large"
  num_cache_clusters         = 2
  multi_az_enabled           = true
  automatic_failover_enabled = true
  parameter_group_name       = aws_elasticache_parameter_group.cart.name
}
```'''),
        ],
        "facts": [
            {"kind": "change", "turn": 6,
             "text": "The cart store moves from a self-managed Redis on EC2 to ElastiCache for Valkey (cache.r7g.large, multi-AZ) with noeviction and an alert at 75% memory.",
             "keywords": ["valkey", "noeviction", "75% memory"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c48",
        "day": "2026-08-31",
        "turns": [
            (U, '''maya here. new quarter, i want a clean ownership table. can you turn this into a table

orders, payments -> jonas
routing-worker -> lea?? or priya
zendesk app, retool -> ines i think
driver app, order app -> tomas
pagerduty, grafana -> priya
parquet exports -> nobody lol'''),
            (A, "Here's the current state:\n\n| Area | Owner |\n|---|---|\n| orders, payments | Jonas |\n| routing-worker | Lea or Priya (unclear) |\n| Zendesk app, Retool | Ines (to confirm) |\n| driver app, order app | Tomas |\n| PagerDuty, Grafana | Priya |\n| Parquet exports | unowned |"),
            (U, "lea probably takes routing-worker and the parquet exports, need to ask her. ines confirmed zendesk app + retool"),
            (A, "Updated:\n\n| Area | Owner |\n|---|---|\n| orders, payments | Jonas |\n| routing-worker, Parquet exports | Lea (to confirm) |\n| Zendesk app, Retool | Ines |\n| driver app, order app | Tomas |\n| PagerDuty, Grafana | Priya |"),
            (U, "hmm tomas shouldnt own both apps alone, bus factor. jonas takes the order app? no wait jonas is full. omar as backup for the driver app? lol no omar is finance"),
            (A, "A backup owner doesn't have to write the code: for the driver app, someone from ops who tests releases and coordinates rollouts with drivers is valuable. Sam would fit that role."),
            (U, "ok final, lea said yes: lea owns routing-worker + parquet exports, ines zendesk app + retool, tomas owns both mobile apps with sam as backup owner for the driver app (testing + rollout), cold chain alerts go to priya"),
            (A, "Final:\n\n| Area | Owner | Backup |\n|---|---|---|\n| orders, payments | Jonas | |\n| routing-worker, Parquet exports | Lea | |\n| Zendesk app, Retool | Ines | |\n| driver app | Tomas | Sam (testing, rollout) |\n| order app | Tomas | |\n| PagerDuty, Grafana, cold chain alerts | Priya | |"),
            (U, "great, pinning it. thanks!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6,
             "text": "Ownership: Lea owns routing-worker and the Parquet exports, Ines the Zendesk app and Retool, Tomas both mobile apps with Sam as backup owner for the driver app, and Priya the cold chain alerts.",
             "keywords": ["both mobile apps", "backup owner"]},
        ],
        "answered": [0, 2],
    },
]

CHATS += [
    {
        "id": "c49",
        "day": "2026-09-07",
        "turns": [
            (U, "stripe fees were ~2.9% effective last month 😬 adyen sales guy says they'd do interchange++ around 1.6%"),
            (A, "Worth a look, but consider the migration effort (checkout, webhooks, refunds, subscriptions), moving saved cards, and whether the quoted rate holds for your card mix. Stripe also offers interchange++ pricing above certain volumes, so you can ask them first."),
            (U, "how hard is migrating saved cards?"),
            (A, "Stripe can export card data to another PCI DSS Level 1 compliant processor on request. It's a support process that usually takes a few weeks, and you need to map customer IDs on both sides. Subscriptions then have to be recreated on the new platform."),
            (U, "jonas says 2 months of work min. at our volume the saving is maybe 3k/month"),
            (A, "So roughly a year to pay back two engineer-months if the rate holds, ignoring the risk of checkout bugs during the move. Asking Stripe for better pricing first costs almost nothing."),
            (U, "ok omar pings stripe first. whether we switch at all is still open"),
            (A, "Noted!"),
        ],
        "facts": [
            {"kind": "open", "turn": 6,
             "text": "Whether to move card payments from Stripe to Adyen for lower fees is still open.",
             "keywords": ["switch at all", "still open"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c50",
        "day": "2026-09-11",
        "turns": [
            (U, "drivers hate the mandatory pod photo when the customer is literally standing in front of them"),
            (A, "Options: require a photo only for unattended deliveries, and for attended ones use a lighter proof like a PIN from the customer's app, a signature, or GPS plus timestamp."),
            (U, "support still needs proof for 'never arrived' disputes"),
            (A, "For attended deliveries, a 4-digit PIN shown in the customer's app is the strongest proof, since the customer must have been there to read it out. GPS plus timestamp is weaker but frictionless."),
            (U, "pin is extra friction for customers tho"),
            (A, "True. A compromise: GPS within a tight radius of the address plus a timestamp for attended handovers, and a photo for leave-at-door. Disputes on attended orders are rare anyway."),
            (U, "ok going with: photo only for leave-at-door, attended handovers just need gps within 50m + timestamp. no pin"),
            (A, "Noted!"),
            (U, "tomas ships it in 3.16, thx"),
        ],
        "facts": [
            {"kind": "change", "turn": 6,
             "text": "Proof-of-delivery photos are only required for leave-at-door deliveries; attended handovers need GPS within 50 m plus a timestamp, and no PIN.",
             "keywords": ["leave-at-door", "within 50m"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c51",
        "day": "2026-09-16",
        "turns": [
            (U, "after last week's az hiccup maya wants a real dr story. we have nothing outside eu-central-1"),
            (A, "Typical DR tiers: backup and restore in another region, pilot light, warm standby, and multi-region active. They differ in RPO (how much data you can lose), RTO (how long recovery takes) and cost."),
            (U, "whats realistic for a team our size"),
            (A, "Backup and restore with everything in Terraform is realistic: copy backups to a second region and practise restoring. With daily copies that's an RPO of up to 24h and an RTO of several hours to a day."),
            (U, "rpo 24h is too much for orders. 1h?"),
            (A, "For RDS, cross-region automated backups replicate snapshots and transaction logs to another region, so you can do a point-in-time restore there, which keeps data loss well under an hour. A cross-region read replica gives an even lower RPO but costs a full instance."),
            (U, "ok we'll use rds cross-region automated backups to eu-west-1 for the orders db, target rpo 1h rto 8h. the rest via daily aws backup copies"),
            (A, "Noted!"),
            (U, "and yes ill write the runbook 🙃"),
        ],
        "facts": [
            {"kind": "decision", "turn": 6,
             "text": "Disaster recovery: the orders database uses RDS cross-region automated backups to eu-west-1 (target RPO 1h, RTO 8h); everything else gets daily AWS Backup copies.",
             "keywords": ["eu-west-1", "rpo 1h"]},
        ],
        "answered": [0, 2, 4],
    },
    {
        "id": "c52",
        "day": "2026-09-22",
        "turns": [
            (U, "driver gps pings every 2 seconds = 900M rows and battery complaints"),
            (A, "Adaptive intervals are common: frequent updates while moving, rare ones when stationary, for example 5s when moving and 30s when stationary."),
            (U, "would eta accuracy suffer?"),
            (A, "ETAs depend mostly on the remaining route and traffic, not on sub-5-second position updates. You can check by resampling historical pings to 5s and recomputing the ETA error."),
            (U, "lea resampled a week at 5s: eta error +3 sec on average. lol nothing"),
            (A, "Then there's little downside. The location request can use a 5s interval with a minimum displacement while moving and a 30s interval when stationary."),
            (U, "switching the driver app to 5s pings when moving and 30s when stationary, from 3.17"),
            (A, "Nice, noted!"),
        ],
        "facts": [
            {"kind": "change", "turn": 6,
             "text": "From driver app 3.17, GPS pings are sent every 5 seconds while moving and every 30 seconds when stationary instead of every 2 seconds.",
             "keywords": ["5s pings", "30s when stationary"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c53",
        "day": "2026-09-29",
        "turns": [
            (U, '''random 502s on driver-app-api, ~0.3% of requests. alb log line

```
h2 2026-09-29T07:41:09.118Z app/prod-alb/5f2c 10.0.1.7:51234 10.0.4.22:8080 0.001 -1 -1 502 - 812 277 "POST https://driver-api.greenbasket.de:443/v1/pings HTTP/2.0" "okhttp/4.12.0" ...
```'''),
            (A, "A 502 with target status `-` means the load balancer didn't get a valid response from the target, often because the target closed the connection. Classic cause: the app's keep-alive timeout is shorter than the ALB idle timeout (60s by default), so the app closes an idle connection just as the ALB reuses it."),
            (U, "its node, keepAliveTimeout should be default 5s"),
            (A, "Then set `server.keepAliveTimeout = 65000` and `server.headersTimeout = 66000` so Node keeps idle connections open longer than the ALB does."),
            (U, "checked, we already set 65s last year. so thats not it"),
            (A, "Other causes: pods terminating while the ALB still sends them traffic (missing preStop sleep), the app crashing or restarting, or the target hitting a connection limit. Correlating the 502 timestamps with pod restarts or deploys would narrow it down."),
            (U, "we do have a preStop sleep 10 and no restarts at those times. so no clue what else causes the 502s. opening a ticket with aws, still unresolved"),
            (A, "For the ticket, include the ALB name, a few request timestamps with target IPs, and the target group settings."),
        ],
        "facts": [
            {"kind": "open", "turn": 6,
             "text": "The cause of occasional 502 errors from the ALB on driver-app-api is unknown; an AWS support ticket is open.",
             "keywords": ["502s", "still unresolved"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c54",
        "day": "2026-10-06",
        "turns": [
            (U, "finance wants min order value 20 eur instead of 15, starting oct 13. where is that configured again lol"),
            (A, "I don't know your codebase, but typical places are the checkout service config, a settings table, or constants in the apps. Searching for `1500` (cents) or `min_order` usually finds it."),
            (U, "found it, hardcoded in 3 places 🤦 checkout service, ios app, android app"),
            (A, "I'd move it to a single source: the backend `/config` endpoint the apps already call on launch, with the backend also enforcing it at checkout. Then future changes need no app release."),
            (U, "ok the min order value now comes from the /config endpoint (20 eur from oct 13), apps stop hardcoding it"),
            (A, "Noted!"),
            (U, "older app versions will still show 15 though"),
            (A, "The backend enforces the new minimum regardless; old versions would just get a checkout error. You can return a clear message, or add a minimum app version to `/config` to force an update."),
            (U, "backend enforces and returns a nice error, good enough"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "The minimum order value becomes 20 EUR from October 13 and is served by the backend /config endpoint instead of being hardcoded in the apps.",
             "keywords": ["/config endpoint", "20 eur"]},
        ],
        "answered": [0, 6],
    },
    {
        "id": "c55",
        "day": "2026-10-12",
        "turns": [
            (U, "peak season planning. last year black friday + first advent weekend we had 2.5x normal orders"),
            (A, "Checklist: load test above expected peak, code freeze, capacity and scaling limits, runbooks, on-call staffing, and communication channels."),
            (U, "load test target?"),
            (A, "About 3x normal, to leave headroom over last year's 2.5x."),
            (U, "ok: load test at 3x by nov 6, code freeze nov 20 to dec 1, only hotfixes with maya's ok"),
            (A, '''k6 sketch:

```js
import http from "k6/http";
export const options = { stages: [{ duration: "10m", target: 300 }, { duration: "20m", target: 300 }] };
export default function () {
  http.post(`${__ENV.BASE}/v1/orders`, JSON.stringify(order()), { headers: authHeaders() });
}
```'''),
            (U, "script is good but login uses one time sms codes, wont work in a load test"),
            (A, "Use a staging-only test login or pre-issued tokens for the load test users, never in production."),
            (U, "ah yes we have a test-login flag on staging. cool"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "For peak season: a load test at 3x normal traffic by November 6 and a code freeze from November 20 to December 1, with hotfixes only if Maya approves.",
             "keywords": ["code freeze", "nov 20"]},
        ],
        "answered": [0, 2, 6],
    },
    {
        "id": "c56",
        "day": "2026-10-19",
        "turns": [
            (U, "support works 7-22 since the late slots. zendesk business hours still say 9-18 so sla timers are wrong"),
            (A, "Update the schedule in the Zendesk Admin Center under business rules, then make sure your SLA policies use business hours. Open tickets get re-evaluated."),
            (U, "whats a good first response target? its 4h for everything now"),
            (A, "Grocery orders are time-sensitive, so chat should be much faster than email. Something like 1h for chat and 4h for email is common; some teams aim for minutes on chat."),
            (U, "3 agents in the evening, 15 min is impossible. ok: chat 30 min, email 4h, business hours 7-22 mon-sat"),
            (A, "Noted!"),
            (U, "thanks, updating zendesk now"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Support first response targets are 30 minutes for chat and 4 hours for email, with Zendesk business hours 7-22 Monday to Saturday.",
             "keywords": ["chat 30 min", "email 4h", "7-22 mon-sat"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c57",
        "day": "2026-10-26",
        "turns": [
            (U, "sunday dst switch broke the slot picker, the 8-9 slot showed as 7-8 on android until ppl restarted the app"),
            (A, "Sounds like the app computes the UTC offset once and reuses it. After the switch from CEST (+02:00) to CET (+01:00), times shift by an hour until the app restarts. Can you share how the app converts slot times?"),
            (U, '''```kotlin
private val berlinOffset = ZoneOffset.of("+02:00")
fun slotLabel(startEpoch: Long) = Instant.ofEpochSecond(startEpoch).atOffset(berlinOffset).format(HH_MM)
```'''),
            (A, "There it is: a fixed `+02:00` offset. Use `ZoneId.of(\"Europe/Berlin\")` with `atZone(...)` so DST is handled. On the API side, send instants in UTC (ISO 8601 with `Z`) so clients never have to guess."),
            (U, "lol. ok from now on the api sends slot times as utc iso strings and apps convert with ZoneId Europe/Berlin, no fixed offsets anywhere"),
            (A, "Noted! A check that flags `ZoneOffset.of(` would prevent a repeat."),
            (U, "add a lint rule? how"),
            (A, "Either a custom detekt rule, or simply a CI step: `! grep -rn 'ZoneOffset.of(' app/src` fails the build if it finds one."),
            (U, "grep in ci is fine 😂 thx"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "The API sends delivery slot times as UTC ISO strings and the apps convert them with the Europe/Berlin zone, never with fixed offsets.",
             "keywords": ["utc iso strings", "no fixed offsets"]},
        ],
        "answered": [0, 6],
    },
    {
        "id": "c58",
        "day": "2026-11-03",
        "turns": [
            (U, '''load test at 3x done 💪

| metric | 1x | 2x | 2.4x | 3x |
|---|---|---|---|---|
| p95 order-api (ms) | 180 | 240 | 410 | 2900 |
| error rate | 0% | 0% | 0.1% | 1.2% |
| order-api pods | 9 | 19 | 30 | 30 |'''),
            (A, "The pod count flatlines at 30 from 2.4x on, exactly where latency and errors jump. The HPA max replicas of 30 looks like the ceiling, not the database. How did PgBouncer and the DB look?"),
            (U, "pgbouncer pool at ~60%, db cpu 55%"),
            (A, "Then raise the HPA max for order-api and make sure the node group can grow enough to fit the extra pods, otherwise they'll sit in Pending."),
            (U, "ok bumped order-api hpa max from 30 to 50, node group max to 14. rerun thursday"),
            (A, "Noted! With more pods, PgBouncer client connections grow too: 50 pods x 10 is 500, still under max_client_conn 1000."),
            (U, "good catch, thx"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "After the load test, the order-api HPA maximum is raised from 30 to 50 pods and the node group maximum to 14 nodes.",
             "keywords": ["hpa max", "30 to 50"]},
        ],
        "answered": [0],
    },
    {
        "id": "c59",
        "day": "2026-11-12",
        "turns": [
            (U, "drivers on pixel 8 / android 15 say the app eats 30% battery per shift since 3.17"),
            (A, "3.17 changed location updates to the adaptive 5s/30s scheme, so that's the first suspect. Can you get a battery usage breakdown from one of the affected phones?"),
            (U, "battery historian says mostly wakelocks from the fused location provider"),
            (A, "Check the request priority: PRIORITY_HIGH_ACCURACY keeps GPS on constantly. When stationary, PRIORITY_BALANCED_POWER_ACCURACY with a longer minimum update interval should let the chip sleep."),
            (U, "we already use PRIORITY_BALANCED_POWER_ACCURACY when stationary"),
            (A, "Then maybe stationary detection never triggers (for example because of speed noise), so the app stays in moving mode. Logging the mode switches on an affected device would show that."),
            (U, "tomas is stumped, samsungs are fine, only the pixels. parking it until after black friday"),
            (A, "Noted."),
        ],
        "facts": [
            {"kind": "open", "turn": 6,
             "text": "Heavy battery drain of driver app 3.17 on Pixel phones with Android 15 is unexplained and postponed until after Black Friday.",
             "keywords": ["pixels", "parking it"]},
        ],
        "answered": [0, 2],
    },
    {
        "id": "c60",
        "day": "2026-11-24",
        "turns": [
            (U, "bf is friday 😬 last checklist pls"),
            (A, "1. Rerun the load test after the HPA change\n2. Confirm HPA and node group limits\n3. Code freeze active\n4. On-call staffing for Friday and Saturday\n5. Incident channel and roles\n6. Status page and support macros ready"),
            (U, "rerun went fine, 3x with 0.1% errors 🎉"),
            (A, "Great result. Then what's left is people and process."),
            (U, "for bf itself: two people on call (priya + jonas), #bf-war-room channel, maya is incident commander"),
            (A, "Noted! Two on call, one channel, one incident commander."),
            (U, "thanks for everything this year 🙏 going for lunch"),
            (A, "Happy to help! Good luck on Friday 🍀"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "On Black Friday two people are on call (Priya and Jonas), coordination happens in #bf-war-room and Maya is incident commander.",
             "keywords": ["two people on call", "incident commander"]},
        ],
        "answered": [0],
    },
]

QUESTIONS = [
    {"question": "how long were the on-call stints over xmas and who was second line?", "chat": "c01", "fact": 0},
    {"question": "what did we do about the stripe handler timing out?", "chat": "c02", "fact": 0},
    {"question": "did anyone figure out why a few customers got refunded twice back in december?", "chat": "c02", "fact": 1},
    {"question": "what's the rule for when the cooler temperature alarm actually pages someone?", "chat": "c04", "fact": 0},
    {"question": "how long do we keep ebs backups around now?", "chat": "c05", "fact": 0},
    {"question": "did we commit to a multi-year aws discount or something shorter?", "chat": "c05", "fact": 1},
    {"question": "how often does the route solver rerun these days?", "chat": "c06", "fact": 0},
    {"question": "how much can support give back to a customer without asking anyone?", "chat": "c07", "fact": 0},
    {"question": "what sits between the order pods and postgres to stop the connection errors?", "chat": "c08", "fact": 0},
    {"question": "back in january, what did we say about making the orders db bigger?", "chat": "c08", "fact": 1},
    {"question": "what's the oldest os version the courier app still runs on?", "chat": "c10", "fact": 0},
    {"question": "how much extra do we hold on the customer's card at checkout?", "chat": "c11", "fact": 0},
    {"question": "in what sequence do pickers grab items by temperature zone?", "chat": "c12", "fact": 0},
    {"question": "which paging tool replaced the atlassian one?", "chat": "c13", "fact": 0},
    {"question": "who drove the move off opsgenie and by when was it due?", "chat": "c13", "fact": 0},
    {"question": "how long do we hang on to customer service conversations?", "chat": "c14", "fact": 0},
    {"question": "what was the plan for getting our kubernetes clusters off the pricey old version?", "chat": "c15", "fact": 0},
    {"question": "what do we use for feature toggles?", "chat": "c16", "fact": 0},
    {"question": "when did the late evening delivery window start and where was it tried first?", "chat": "c18", "fact": 0},
    {"question": "are we even allowed to deliver groceries on sundays in berlin?", "chat": "c18", "fact": 1},
    {"question": "how long do we keep logs in grafana cloud?", "chat": "c19", "fact": 0},
    {"question": "how quickly does a freezer page go to the backup person?", "chat": "c20", "fact": 0},
    {"question": "what happens to handover pictures when a courier has no signal?", "chat": "c21", "fact": 0},
    {"question": "is the late evening window offered at both locations now?", "chat": "c23", "fact": 0},
    {"question": "how often do database passwords get rotated?", "chat": "c24", "fact": 0},
    {"question": "who was supposed to lock down the map api credential in the courier app?", "chat": "c24", "fact": 1},
    {"question": "what instance type does the route optimizer run on?", "chat": "c25", "fact": 0},
    {"question": "do customers get the 'on the way' message by text or in the app?", "chat": "c26", "fact": 0},
    {"question": "what changed after the freezer died over the weekend without anyone noticing?", "chat": "c27", "fact": 0},
    {"question": "did we get money back for the stock we binned after the freezer failure?", "chat": "c27", "fact": 1},
    {"question": "where do the ops dashboards pull their data from?", "chat": "c28", "fact": 0},
    {"question": "did we end up making the orders db bigger in the end?", "chat": "c28", "fact": 0},
    {"question": "how do support agents find out which courier has an order?", "chat": "c29", "fact": 0},
    {"question": "did we ever find out why iphone customers were getting signed out?", "chat": "c30", "fact": 0},
    {"question": "what's the max number of drops for the e-bikes?", "chat": "c31", "fact": 0},
    {"question": "what's our ci system after the old build server died?", "chat": "c32", "fact": 0},
    {"question": "what cooling gear do bike couriers carry now?", "chat": "c33", "fact": 0},
    {"question": "can we show a customer their dairy arrived chilled?", "chat": "c33", "fact": 1},
    {"question": "when does the weekly pager rotation switch over?", "chat": "c34", "fact": 0},
    {"question": "which phone wallets can people use at checkout?", "chat": "c35", "fact": 0},
    {"question": "did we settle on offering the fee-heavy wallet marketing wanted?", "chat": "c35", "fact": 1},
    {"question": "where does the heavy route analysis run so it doesn't hammer the replica?", "chat": "c36", "fact": 0},
    {"question": "how long can a route with refrigerated stuff be on hot days?", "chat": "c38", "fact": 0},
    {"question": "how do we log into the aws console now?", "chat": "c39", "fact": 0},
    {"question": "what hardware do people with prod access need?", "chat": "c39", "fact": 0},
    {"question": "what happens when someone writes in asking where their groceries are?", "chat": "c40", "fact": 0},
    {"question": "are we putting an ai chatbot on the support widget?", "chat": "c40", "fact": 1},
    {"question": "how long do we keep delivery photos?", "chat": "c41", "fact": 0},
    {"question": "what powers product search in the order app?", "chat": "c42", "fact": 0},
    {"question": "how much extra do people get paid for carrying the pager?", "chat": "c43", "fact": 0},
    {"question": "who's responsible for the map api credentials?", "chat": "c44", "fact": 0},
    {"question": "what happens when someone's monthly membership charge bounces?", "chat": "c45", "fact": 0},
    {"question": "are pickers required to scan every item yet?", "chat": "c46", "fact": 0},
    {"question": "what's the cart cache running on?", "chat": "c47", "fact": 0},
    {"question": "who's the second person for the courier app?", "chat": "c48", "fact": 0},
    {"question": "who looks after the support lookup tool?", "chat": "c48", "fact": 0},
    {"question": "did we ever move payments over to adyen?", "chat": "c49", "fact": 0},
    {"question": "do couriers still need a picture when the customer opens the door themselves?", "chat": "c50", "fact": 0},
    {"question": "if frankfurt goes down, where are our db backups and how much data could we lose?", "chat": "c51", "fact": 0},
    {"question": "how often does the courier app send its location?", "chat": "c52", "fact": 0},
    {"question": "did the bad gateway errors on the courier backend ever go away?", "chat": "c53", "fact": 0},
    {"question": "what's the smallest basket a customer can check out, and where is that set?", "chat": "c54", "fact": 0},
    {"question": "when are we not allowed to deploy around the holiday rush?", "chat": "c55", "fact": 0},
    {"question": "how fast do we promise to answer a live support chat?", "chat": "c56", "fact": 0},
    {"question": "what time format do delivery windows use in the api?", "chat": "c57", "fact": 0},
    {"question": "what's the pod ceiling for the order api after the load test?", "chat": "c58", "fact": 0},
    {"question": "did we fix the battery drain on the google phones?", "chat": "c59", "fact": 0},
    {"question": "who ran point on black friday?", "chat": "c60", "fact": 0},
]


def _self_check():
    import datetime as dt
    from collections import Counter

    assert U == "user" and A == "assistant"
    assert isinstance(TEAM, dict) and len(TEAM) == 8
    assert all(isinstance(k, str) and isinstance(v, str) and v for k, v in TEAM.items())

    assert len(CHATS) == 60, len(CHATS)
    ids = [c["id"] for c in CHATS]
    assert ids == ["c%02d" % i for i in range(1, 61)], ids

    days = [dt.date.fromisoformat(c["day"]) for c in CHATS]
    assert days[0] >= dt.date(2025, 12, 1), days[0]
    assert days[-1] <= dt.date(2026, 11, 27), days[-1]
    for (i, a), b in zip(enumerate(days), days[1:]):
        assert a < b, ("days not strictly increasing", ids[i], a, b)
    months = {(d.year, d.month) for d in days}
    assert len(months) == 12, "chats should be spread over every month of the year"

    kinds = Counter()
    no_fact = []
    n_turns = 0
    for c in CHATS:
        cid = c["id"]
        assert set(c) == {"id", "day", "turns", "facts", "answered"}, cid
        turns = c["turns"]
        assert 6 <= len(turns) <= 10, (cid, len(turns))
        n_turns += len(turns)
        assert turns[0][0] == U, cid
        speakers = set()
        for t in turns:
            assert isinstance(t, tuple) and len(t) == 2, cid
            sp, text = t
            assert sp in (U, A), (cid, sp)
            assert isinstance(text, str) and text.strip(), cid
            speakers.add(sp)
            if sp == U:
                assert not text[0].isupper(), (cid, text[:40])
                assert not text.rstrip().endswith("."), (cid, text[-40:])
        assert speakers == {U, A}, cid

        facts = c["facts"]
        assert isinstance(facts, list) and 0 <= len(facts) <= 2, cid
        if not facts:
            no_fact.append(cid)
        for f in facts:
            assert set(f) == {"kind", "turn", "text", "keywords"}, cid
            assert f["kind"] in ("decision", "change", "open"), (cid, f["kind"])
            assert isinstance(f["turn"], int) and 0 <= f["turn"] < len(turns), (cid, f["turn"])
            assert isinstance(f["text"], str) and f["text"].strip().endswith("."), (cid, f["text"])
            kws = f["keywords"]
            assert isinstance(kws, list) and 2 <= len(kws) <= 3, (cid, kws)
            assert len({k.lower() for k in kws}) == len(kws), (cid, kws)
            low = turns[f["turn"]][1].lower()
            for k in kws:
                assert isinstance(k, str) and k.strip(), (cid, kws)
                assert k.lower() in low, ("keyword not in turn", cid, f["turn"], k)
            kinds[f["kind"]] += 1

        ans = c["answered"]
        assert isinstance(ans, list) and ans == sorted(set(ans)), (cid, ans)
        for i in ans:
            assert isinstance(i, int) and 0 <= i < len(turns), (cid, i)
            assert turns[i][0] == U, ("answered index is not a user turn", cid, i)

    dc = kinds["decision"] + kinds["change"]
    assert kinds["decision"] > 0 and kinds["change"] > 0
    assert 40 <= dc <= 50, ("decision/change facts", dc)
    assert 10 <= kinds["open"] <= 15, ("open facts", kinds["open"])
    assert 4 <= len(no_fact) <= 6, ("chats without facts", no_fact)

    by_id = {c["id"]: c for c in CHATS}
    assert len(QUESTIONS) >= 60, len(QUESTIONS)
    seen = set()
    covered = set()
    for q in QUESTIONS:
        assert set(q) == {"question", "chat", "fact"}, q
        text = q["question"]
        assert isinstance(text, str) and text.strip(), q
        norm = " ".join(text.lower().split())
        assert norm not in seen, ("duplicate question", text)
        seen.add(norm)
        assert q["chat"] in by_id, q
        facts = by_id[q["chat"]]["facts"]
        assert isinstance(q["fact"], int) and 0 <= q["fact"] < len(facts), q
        for k in facts[q["fact"]]["keywords"]:
            assert k.lower() not in text.lower(), ("question contains fact keyword", text, k)
        covered.add((q["chat"], q["fact"]))

    n_facts = sum(kinds.values())
    print("chats: %d, turns: %d (avg %.1f per chat)" % (len(CHATS), n_turns, n_turns / len(CHATS)))
    print("days: %s .. %s" % (CHATS[0]["day"], CHATS[-1]["day"]))
    print("facts: %d (decision %d, change %d, open %d; decision+change %d)"
          % (n_facts, kinds["decision"], kinds["change"], kinds["open"], dc))
    print("chats without facts: %d (%s)" % (len(no_fact), ", ".join(no_fact)))
    print("answered user turns: %d" % sum(len(c["answered"]) for c in CHATS))
    print("questions: %d, covering %d of %d facts" % (len(QUESTIONS), len(covered), n_facts))
    print("All checks passed")


if __name__ == "__main__":
    _self_check()
