"""A labeled corpus of realistic team memos for the consolidation quality test.

Each case is (category, older memo, newer memo, expected relation from the pass):
`duplicate_of` (newer -> older), `superseded_by` (older -> newer) or None.
"""

LIGHT_PARAPHRASES = [
    ("Staging runs Postgres 15.", "staging runs postgres 15"),
    ("The billing API lives at https://billing.internal/api", "Note: the billing API lives at https://billing.internal/api"),
    ("Deploys to production happen after 14:00 UTC on weekdays.", "FYI, deploys to production happen after 14:00 UTC on weekdays!"),
    ("Alice Moreau owns the payments on-call rotation", "Alice Moreau owns the payments on-call rotation."),
    ("Use the release checklist in docs/release.md before tagging", "use the release checklist in docs/release.md before tagging."),
    ("The search indexer reads from the events Kafka topic", "Reminder - the search indexer reads from the events Kafka topic"),
    ("Feature flags are managed in LaunchDarkly", "FEATURE FLAGS ARE MANAGED IN LAUNCHDARKLY"),
    ("Grafana dashboards for the ingest worker are in the Platform folder",
     "Heads up: Grafana dashboards for the ingest worker are in the Platform folder"),
    ("The auth gateway rejects tokens older than 15 minutes", "The auth gateway rejects tokens older than 15 minutes!!"),
    ("Run database migrations with alembic upgrade head before deploying",
     "Run database migrations with alembic upgrade head before deploying."),
    ("Incident reviews happen every Friday at 10:00 UTC", "incident reviews happen every friday at 10:00 UTC"),
    ("Terraform state for staging is stored in the infra-state bucket",
     "Note: Terraform state for staging is stored in the infra-state bucket."),
    ("The report builder times out after 30 seconds in production",
     "the report builder times out after 30 seconds in production"),
    ("PgBouncer runs in transaction pooling mode for the billing database",
     "PgBouncer runs in transaction pooling mode for the billing database."),
    ("Customer exports are generated nightly by the export job",
     "FYI customer exports are generated nightly by the export job"),
    ("Sentry alerts for the web frontend go to the frontend channel",
     "Sentry alerts for the web frontend go to the frontend channel."),
    ("We pin Python to 3.11 in every service image", "we pin python to 3.11 in every service image"),
    ("Preview environments are deleted after 7 days of inactivity",
     "Reminder: preview environments are deleted after 7 days of inactivity"),
    ("The notification service retries webhooks three times with backoff",
     "The notification service retries webhooks, three times, with backoff"),
    ("Load tests run nightly against staging with k6", "Load tests run nightly against staging, with k6."),
    ("Chen Wei reviews all schema changes to the payments database",
     "Chen Wei reviews all schema changes to the payments database!"),
    ("Docker images are built by the CI pipeline on every merge to main",
     "docker images are built by the CI pipeline on every merge to main"),
]

HEAVIER_PARAPHRASES = [
    ("Staging runs Postgres 15.", "Postgres 15 is what staging runs."),
    ("The search indexer reads from the events Kafka topic", "Events from Kafka are consumed by the search indexer"),
    ("Deploys to production happen after 14:00 UTC on weekdays.", "On weekdays we only deploy production after 14:00 UTC."),
    ("Load tests run nightly against staging with k6", "Every night k6 load tests run against staging"),
]

HARD_NEGATIVES = [
    ("The staging database runs Postgres 15", "The production database runs Postgres 15"),
    ("Alice Moreau owns the payments on-call rotation", "Alice Moreau owns the search on-call rotation"),
    ("Deploys to staging happen after 14:00 UTC", "Deploys to preview happen after 14:00 UTC"),
    ("The billing API rate limit is 1200 requests per minute", "The search API rate limit is 1200 requests per minute"),
    ("Grafana dashboards for the ingest worker are in the Platform folder",
     "Grafana dashboards for the web frontend are in the Platform folder"),
    ("Sentry alerts for the web frontend go to the frontend channel",
     "Sentry alerts for the billing service go to the payments channel"),
    ("The report builder times out after 30 seconds in production",
     "The export job times out after 30 seconds in production"),
    ("Terraform state for staging is stored in the infra-state bucket",
     "Terraform modules for staging are stored in the infra-modules repo"),
    ("Use the release checklist in docs/release.md before tagging",
     "Use the rollback checklist in docs/rollback.md before reverting"),
    ("Customer exports are generated nightly by the export job",
     "Customer invoices are generated monthly by the billing job"),
    ("The auth gateway rejects tokens older than 15 minutes", "The auth gateway logs tokens older than 15 minutes"),
    ("PgBouncer runs in transaction pooling mode for the billing database",
     "PgBouncer runs in session pooling mode for the analytics database"),
]

CONTRADICTIONS = [
    # numeric and value changes
    ("Staging runs Postgres 15", "Staging was upgraded to Postgres 16"),
    ("The billing API rate limit is 1200 requests per minute", "The billing API rate limit was changed to 1500 requests per minute"),
    ("Report builder timeouts are set to 30 seconds in production",
     "Report builder timeouts in production were raised to 60 seconds"),
    ("We pin Python to 3.11 in every service image", "We pin Python to 3.12 in every service image"),
    ("Preview environments are deleted after 7 days of inactivity",
     "Preview environments are deleted after 14 days of inactivity"),
    ("The search cluster has 3 nodes", "The search cluster was scaled to 5 nodes"),
    # owners
    ("Alice Moreau owns the payments on-call rotation", "On-call for payments moved from Alice Moreau to Bogdan Ilic"),
    ("Chen Wei reviews all schema changes to the payments database",
     "Dara Okafor reviews all schema changes to the payments database"),
    # schedules
    ("Incident reviews happen every Friday at 10:00 UTC", "Incident reviews happen every Tuesday at 10:00 UTC"),
    ("Deploys of billing to production happen on Tuesday after 14:00 UTC",
     "Deploys of billing to production no longer happen on Tuesday; they moved to Thursday"),
    # negations and "no longer"
    ("We use Kafka for billing events", "We no longer use Kafka for billing events"),
    ("The export job runs on the shared runner pool", "The export job no longer runs on the shared runner pool"),
    ("Feature flags are managed in LaunchDarkly", "Feature flags are not managed in LaunchDarkly"),
    ("The notification service retries webhooks three times", "The notification service no longer retries webhooks"),
]

CROSS_PROJECT_IDENTICAL = [
    "Staging runs Postgres 15",
    "The design review checklist lives in the platform handbook",
    "Deploys to production happen after 14:00 UTC on weekdays.",
]
