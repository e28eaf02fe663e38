"""Words that name the same thing in a software team's talk: recall's query expansion.

People ask in other words than they wrote: "which db do we run for billing" for "billing
moves to postgres 16", "what's our uptime promise" for "SLA is 99.9% monthly". Each group
below holds a general term, its abbreviations and synonyms, and the well-known products
of its category, or a time word and its abbreviations ("jan", "tue", "min"). A query
word brings in the other words of its groups at a lower weight (`expand`), so an exact
match still ranks first; a hyphenated query word ("on-call") brings in its own groups.
The groups are general knowledge about software work and the work teams talk about (a
helpdesk and its products, a chemist that is a pharmacy, temps that are seasonal staff),
written as a list, not drawn from any corpus; a word may be in several. A phrase is written hyphenated ("give-back"): a
query saying it apart brings in its groups (`recall._query_words`). Words that are one
thing written otherwise (`SAME`) match at full weight: an HTTP error status and its reason
phrase as the standard library names it ("502 bad-gateway"), as people ask for the phrase
and logs and chats say the code, and a word in its British and American spellings
("licence license", `SPELLINGS`).
"""

from __future__ import annotations

import functools
import http
import re
import threading

import snowballstemmer

RELATED_WEIGHT = 0.5  # of an exact query word's weight

GROUPS = (
    # data stores
    "db database databases datastore postgres postgresql psql pg mysql mariadb mongodb mongo dynamodb sqlite aurora "
    "rds cockroachdb cassandra spanner",
    "cache caching cached redis memcached valkey elasticache",
    "queue queues broker messaging kafka rabbitmq amqp sqs sns pubsub nats kinesis streaming",
    "warehouse dwh lakehouse snowflake bigquery redshift databricks clickhouse",
    "storage bucket buckets blob s3 gcs minio",
    "archive archives archived archival cold glacier coldline nearline",
    "search elasticsearch opensearch solr algolia meilisearch typesense",
    # delivery
    "ci cicd pipeline pipelines build builds jenkins circleci buildkite travis teamcity runners runner actions gitlab",
    "deploy deploys deployment deployments release releases rollout ship shipping",
    "freeze frozen code-freeze change-freeze deploy-freeze moratorium deploy deploys deployment",
    "peak peaks rush busiest high-season black-friday cyber-monday",
    "cdn edge cloudfront fastly akamai cloudflare",
    "dns domain domains route53 nameserver",
    "wifi wi-fi wireless wlan ssid ssids hotspot hotspots access-point",
    "kubernetes k8s eks gke aks helm cluster clusters pods orchestration nomad",
    "container containers docker image images ecs fargate",
    "infrastructure iac terraform pulumi cloudformation ansible",
    "bundler bundling webpack vite esbuild rollup parcel turbopack",
    "e2e end-to-end browser cypress playwright selenium puppeteer",
    "frontend front-end web webapp ui spa",
    "dependencies dependency deps renovate dependabot",
    "poll polls polling poller fetch fetches fetching",
    "test tests testing unit jest pytest vitest mocha junit",
    "runtime node nodejs deno bun",
    "golang go",
    "review reviews reviewer reviewers approval approvals approve approver codeowners pr prs merge",
    # services bought
    "email emails mail mailing smtp transactional sendgrid ses postmark mailgun mandrill sparkpost",
    "sms text texts texting twilio vonage nexmo sinch messagebird plivo",
    "push notify notification notifications fcm apns onesignal",
    "payment payments psp stripe adyen braintree paypal checkout",
    "analytics tracking traffic stats statistics pageviews plausible mixpanel amplitude matomo segment ga4",
    "monitoring observability metrics alerting alerts dashboards datadog prometheus grafana newrelic honeycomb",
    "logs logging log loki elk kibana splunk cloudwatch papertrail",
    "errors exceptions crash crashes sentry rollbar bugsnag",
    "flags flag toggles toggle launchdarkly unleash flagsmith",
    "sso saml oidc oauth okta auth0 keycloak identity login signin",
    "secrets secret credentials credential vault kms passwords password",
    "mfa 2fa two-factor second-factor two-step 2-step 2sv multi-factor totp otp webauthn fido2 yubikey yubikeys "
    "passkey passkeys",
    "cert certs certificate certificates certification tls ssl",
    "delete deletes deletion erase erasure purge gdpr forget",
    "anonymize anonymise anonymized pseudonymize hash hashed hashing salt",
    "translation translations translate translators localization localisation l10n i18n",
    "tickets ticketing issues jira linear tracker",
    "ticket tickets case cases",
    "helpdesk helpdesks help-desk servicedesk service-desk zendesk freshdesk freshservice servicenow helpscout "
    "zammad osticket kayako",
    "docs documentation wiki confluence notion runbook runbooks",
    "chat slack channel channels",
    "phone phones telephone tel dial landline extension ext",
    "telephony voip pbx phone-system 3cx ringcentral dialpad aircall vonage 8x8",
    "contact contacts person point-of-contact poc rep representative liaison",
    # operations
    "uptime availability sla slo slas nines",
    "status statuspage status-page outage outages downtime instatus betteruptime",
    "disaster recovery recover recovering dr rpo rto backup backups restore failover drill drills rehearse "
    "rehearsal gameday",
    "pentest pentesting penetration audit",
    "inspection inspections inspect inspector inspectors walkthrough walk-through survey surveyor accreditation "
    "accredited audit audits",
    "mock mock-up dry-run trial-run practice-run rehearsal rehearse",
    "accessibility a11y wcag aria",
    "sunset sunsetting deprecate deprecated deprecation retire retired retirement decommission shutdown shut eol",
    "incident incidents outage outages postmortem sev severity",
    "cutover cut-over switchover switch-over changeover change-over go-live",
    "oncall on-call pager paging pagerduty opsgenie escalation escalate escalates rotation handoff handover "
    "hand-off",
    "retention retain retained keep kept hold hang-on ttl expire expiry expiration purge",
    "limit limits rate ratelimit throttle throttling quota quotas 429 rpm rps qps",
    "timeout timeouts retry retries wait waiting",
    "region regions datacenter zone location residency",
    "location locations position positions coordinates gps geolocation",
    "schedule scheduled cron nightly",
    "often frequency frequently cadence every",
    # people and money
    "owner owners own owns owned ownership responsible maintainer maintainers lead dri charge",
    "money amount amounts currency currencies cents minor decimal",
    "refund refunds refunded reimburse reimbursed reimbursement chargeback chargebacks repay repaid give-back "
    "pay-back",
    "price prices pricing plan plans tier tiers cost costs",
    "hire hiring headcount recruit",
    "temp temps temporary seasonal casual casuals",
    "hotel hotels lodging accommodation accommodations motel motels airbnb",
    "vendor vendors provider providers supplier suppliers supply supplies firm company partner partners",
    "courier couriers carrier carriers delivery deliveries parcel parcels",
    "pharmacy pharmacies pharmacist pharmacists chemist chemists drugstore drugstores",
    "priority priorities prioritize important",
    "standup standups stand-up huddle huddles sync scrum",
    "choice choices option options alternative alternatives either trade-off tradeoff",
    "image images photo photos picture pictures media",
    "walk-in walk-ins drop-in drop-ins unbooked",
    "temperature temperatures setpoint set-point thermostat degrees celsius fahrenheit",
    "social-media social-network social-networks socials instagram facebook tiktok linkedin twitter mastodon "
    "bluesky youtube",
    "catch-up on-demand listen-again replay replays vod",
    "finished completed complete",
    "file-server fileserver nas share shares smb",
    "printer printers plotter plotters copier copiers mfp",
    "enquiry enquiries inquiry inquiries",
    # time words and their abbreviations
    "january jan", "february feb", "march mar", "april apr", "june jun", "july jul", "august aug",
    "september sep sept", "october oct", "november nov", "december dec",
    "monday mon mondays", "tuesday tue tues tuesdays", "wednesday wed wednesdays", "thursday thu thurs thursdays",
    "friday fri fridays", "saturday sat saturdays", "sunday sun sundays",
    "minute minutes min mins", "hour hours hr hrs", "week weeks wk wks", "christmas xmas",
    "spring march april may", "summer june july august", "autumn fall september october november",
    "winter december january february",
)

# Words that are one thing written otherwise, matched at an exact word's weight: an HTTP error status and its
# reason phrase ("502 bad-gateway"; "Request-URI Too Long" is one phrase; "I'm a Teapot" is a joke).
# And a word in its British and American spellings ("licence" / "license"): chat is written in either.
SPELLINGS = (
    "licence license licences licenses", "defence defense", "offence offense", "practise practice",
    "colour color colours colors", "favour favor", "behaviour behavior", "labour labor", "honour honor",
    "centre center centres centers", "metre meter metres meters", "litre liter litres liters",
    "theatre theater", "fibre fiber", "catalogue catalog", "dialogue dialog", "programme program programmes programs",
    "organise organize organised organized organisation organization", "prioritise prioritize",
    "authorise authorize authorised authorized authorisation authorization", "analyse analyze",
    "recognise recognize", "finalise finalize", "customise customize", "standardise standardize",
    "cancelled canceled cancelling canceling", "travelled traveled", "labelled labeled", "modelling modeling",
    "enrol enroll enrolment enrollment", "cheque cheques", "tyre tire tyres tires", "grey gray",
    "aluminium aluminum", "jewellery jewelry", "mould mold", "kerb curb", "pyjamas pajamas", "cosy cozy",
    "paediatric pediatric", "orthopaedic orthopedic", "anaesthetic anesthetic anaesthesia anesthesia",
    "haemoglobin hemoglobin", "oesophagus esophagus", "oestrogen estrogen", "foetal fetal", "ageing aging",
    "judgement judgment", "manoeuvre maneuver", "plough plow", "mum mom",
)

SAME = tuple(f"{status.value} {'-'.join(re.findall(r'[a-z]+', status.phrase.lower()))}"
             for status in http.HTTPStatus if status.value >= 400 and status is not http.HTTPStatus.IM_A_TEAPOT
             ) + SPELLINGS

_STEMMER = snowballstemmer.stemmer("english")
_STEMMER_LOCK = threading.Lock()  # a stemmer holds the word it works on; the MCP server recalls from threads
_WORD = re.compile(r"[a-z0-9][a-z0-9-]*")


_PLURAL_NUMBER = re.compile(r"\d+s")  # "502s", "1990s": a number said of several things is the number


@functools.lru_cache(maxsize=200_000)
def stem_word(word: str) -> str:
    """The Snowball English stem of `word` (a number's plural is the number); cached (stemming is pure
    Python and words repeat), thread-safe."""
    if _PLURAL_NUMBER.fullmatch(word):
        return word[:-1]
    with _STEMMER_LOCK:
        return _STEMMER.stemWord(word)


@functools.cache
def _related(groups: tuple[str, ...] = GROUPS + SAME) -> dict[str, frozenset[str]]:
    """Stemmed word -> the stemmed words of every group of `groups` holding it."""
    related: dict[str, set[str]] = {}
    for group in groups:
        stems = {stem_word(word) for word in _WORD.findall(group)}
        for stem in stems:
            related.setdefault(stem, set()).update(stems)
    return {stem: frozenset(words - {stem}) for stem, words in related.items()}


def expand(stems: list[str]) -> dict[str, float]:
    """Weights of the query's stemmed words and the words that are the same thing (1.0), and of the words
    related to them."""
    weights = dict.fromkeys(stems, 1.0)
    for stem in stems:
        for other in sorted(_related(SAME).get(stem, ())):
            weights[other] = 1.0
    for stem in stems:
        for other in sorted(_related().get(stem, ())):
            weights.setdefault(other, RELATED_WEIGHT)
    return weights


@functools.cache
def _written() -> dict[str, frozenset[str]]:
    """Stemmed word -> the words of GROUPS, as written, with that stem."""
    written: dict[str, set[str]] = {}
    for group in GROUPS + SAME:
        for word in _WORD.findall(group):
            written.setdefault(stem_word(word), set()).add(word)
    return {key: frozenset(words) for key, words in written.items()}


def related_words(word: str, groups: tuple[str, ...] = GROUPS + SAME) -> list[str]:
    """The words (as written in `groups`) related to `word`: what full-text search is asked for too."""
    found = _related(groups).get(stem_word(word.lower()), frozenset())
    return sorted({w for key in found for w in _written()[key]})
