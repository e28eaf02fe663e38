"""The memory database schema, declared once.

Source tables (`chats`, `chat_messages`, `memory_memos`) belong to the platform; the
pipeline reads them and writes only the chat summary columns. The `memory_*` tables
below them are the pipeline's own. Alembic migrations under `migrations/` create this
schema and `sql/schema.sql` renders it as PostgreSQL DDL for reviewers; a test keeps
all three in agreement.

PostgreSQL gets real arrays, timestamptz, JSONB and full-text search; SQLite gets JSON
arrays and every constraint it can express.
"""

from __future__ import annotations

from datetime import datetime, timezone

import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

UTC = timezone.utc

MAX_MEMO_CHARS = 4000
DIGEST_LEVELS = ("day", "week", "month")
ITEM_KINDS = ("chat", "memo", "digest")
MESSAGE_ROLES = ("user", "assistant", "tool")
MEMO_STATUSES = ("active", "duplicate", "superseded", "quarantined")
RELATION_TYPES = (
    "duplicate_of",
    "superseded_by",
    "contradicts",
    "related",
    "refines",
    "from_chat",
    "cites",
    "rolls_up",
    "co_occurs",
)
# The relations whose source is a memo, by the contract (DESIGN.md): filtering links by
# these (indexed with the project) instead of by `src_kind` keeps a query's plan from
# hanging on table statistics, which are stale for minutes after a bulk write.
# Consolidation's decisions, the first of them.
DECISION_RELATIONS = ("duplicate_of", "superseded_by", "contradicts")
MEMO_TO_MEMO = (*DECISION_RELATIONS, "related", "refines", "co_occurs")
FROM_MEMO = (*MEMO_TO_MEMO, "from_chat")
# `reserved`: a call in flight, holding its estimated tokens against the budgets (see
# ledger.py); `budget_fallback`: a call not made because a token budget was spent.
LLM_OUTCOMES = ("ok", "retryable_error", "error", "invalid_output", "reserved", "budget_fallback")


class UTCDateTime(sa.TypeDecorator):
    """A timezone-aware UTC timestamp on every backend.

    PostgreSQL stores timestamptz. SQLite has no time zones, so values are stored as
    naive UTC text (fixed width, so text order is time order) and read back as UTC.
    Naive datetimes are refused: a timestamp without a zone is a bug upstream.
    """

    impl = sa.DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value, dialect):
        if value is None:
            return None
        if not isinstance(value, datetime):
            raise TypeError(f"expected a datetime, got {type(value).__name__}: {value!r}")
        if value.tzinfo is None:
            raise ValueError(f"timestamp {value.isoformat()} has no time zone; pass an aware UTC datetime")
        value = value.astimezone(UTC)
        if dialect.name == "sqlite":
            return value.replace(tzinfo=None)
        return value

    def process_result_value(self, value, dialect):
        if value is None:
            return None
        if value.tzinfo is None:
            return value.replace(tzinfo=UTC)
        return value.astimezone(UTC)


# A list of ids: text[] on PostgreSQL (GIN-indexable), a JSON array on SQLite.
IdArray = sa.JSON().with_variant(postgresql.ARRAY(sa.String(36)), "postgresql")
JsonDocument = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")


def utcnow() -> datetime:
    return datetime.now(UTC)


def _in(column: str, values: tuple[str, ...]) -> str:
    quoted = ", ".join(f"'{v}'" for v in values)
    return f"{column} IN ({quoted})"


metadata = sa.MetaData(
    naming_convention={
        "ix": "ix_%(table_name)s_%(column_0_N_name)s",
        "uq": "uq_%(table_name)s_%(column_0_N_name)s",
        "ck": "ck_%(table_name)s_%(constraint_name)s",
        "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
        "pk": "pk_%(table_name)s",
    }
)


def _id(name: str = "id", *args, **kwargs) -> sa.Column:
    return sa.Column(name, sa.String(36), *args, **kwargs)


# --- platform source tables -------------------------------------------------------

chats = sa.Table(
    "chats",
    metadata,
    _id(primary_key=True),
    _id("organization_id", nullable=False),
    _id("project_id", nullable=False),
    _id("user_id", nullable=False),
    sa.Column("title", sa.Text),
    sa.Column("summary", sa.Text),
    sa.Column("summary_generated_at", UTCDateTime),
    # Memory reads a summary only when it was built from a redacted transcript.
    sa.Column("summary_redacted", sa.Boolean, nullable=False, server_default=sa.false()),
    # Per-chat opt-out: set once, and everything derived from the chat is rebuilt without it.
    sa.Column("memory_excluded_at", UTCDateTime),
    sa.Column("created_at", UTCDateTime, nullable=False),
    sa.Column("updated_at", UTCDateTime, nullable=False),
    sa.Column("deleted_at", UTCDateTime),
    # Insertion order, filled by the database (see INGEST_SEQ): the watermark sensor's
    # cursor, so late-arriving rows with an old created_at are never missed.
    sa.Column("ingest_seq", sa.BigInteger, sa.Identity()),
    sa.Index(None, "project_id", "created_at"),
    sa.Index(None, "created_at"),
    sa.Index(None, "updated_at"),
    sa.Index(None, "ingest_seq"),
    # The opt-out sensor looks for chats excluded or deleted since its cursor.
    sa.Index(None, "memory_excluded_at"),
    sa.Index(None, "deleted_at"),
)

chat_messages = sa.Table(
    "chat_messages",
    metadata,
    _id(primary_key=True),
    _id(
        "chat_id",
        sa.ForeignKey("chats.id", ondelete="CASCADE"),
        nullable=False,
    ),
    sa.Column("role", sa.String(16), nullable=False),
    # Raw transcript turns: unredacted, never read by anything but chat_summaries.
    sa.Column("content", sa.Text, nullable=False),
    sa.Column("created_at", UTCDateTime, nullable=False),
    sa.CheckConstraint(_in("role", MESSAGE_ROLES), name="role"),
    sa.Index(None, "chat_id", "created_at"),
)

memory_memos = sa.Table(
    "memory_memos",
    metadata,
    _id(primary_key=True),
    _id("organization_id", nullable=False),
    _id("project_id", nullable=False),
    # A memo outlives its chat: deleting the chat keeps the memo and forgets the link.
    _id("chat_id", sa.ForeignKey("chats.id", ondelete="SET NULL")),
    _id("author_user_id"),
    _id("author_agent_id"),
    sa.Column("content", sa.Text, nullable=False),
    sa.Column("created_at", UTCDateTime, nullable=False),
    sa.Column("deleted_at", UTCDateTime),
    sa.Column("ingest_seq", sa.BigInteger, sa.Identity()),  # insertion order, as on chats
    sa.CheckConstraint(
        f"length(content) BETWEEN 1 AND {MAX_MEMO_CHARS}", name="content_length"
    ),
    sa.CheckConstraint(
        "(author_user_id IS NULL) <> (author_agent_id IS NULL)", name="one_author"
    ),
    sa.Index(None, "project_id", "created_at"),
    sa.Index(None, "chat_id"),
    # Covers "which projects have memos in this window" without a table lookup per memo.
    sa.Index(None, "created_at", "project_id"),
    sa.Index(None, "ingest_seq"),
)

# --- tables the pipeline owns ------------------------------------------------------

memory_digests = sa.Table(
    "memory_digests",
    metadata,
    _id(primary_key=True),
    _id("organization_id", nullable=False),
    _id("project_id", nullable=False),
    sa.Column("level", sa.String(8), nullable=False),
    # Half-open [period_start, period_end) in UTC.
    sa.Column("period_start", UTCDateTime, nullable=False),
    sa.Column("period_end", UTCDateTime, nullable=False),
    sa.Column("content", sa.Text, nullable=False),
    # Typed source arrays, so a digest citing a chat can be found and rebuilt.
    sa.Column("chat_ids", IdArray, nullable=False),
    sa.Column("memo_ids", IdArray, nullable=False),
    sa.Column("child_digest_ids", IdArray, nullable=False),
    sa.Column("model", sa.String(128)),
    sa.Column("input_tokens", sa.Integer, nullable=False, server_default="0"),
    sa.Column("output_tokens", sa.Integer, nullable=False, server_default="0"),
    # Hash of the eligible inputs, engine, model and prompt version: equal hash, no rewrite.
    sa.Column("inputs_hash", sa.String(64), nullable=False),
    sa.Column("created_at", UTCDateTime, nullable=False),
    sa.Column("updated_at", UTCDateTime, nullable=False),
    sa.CheckConstraint(_in("level", DIGEST_LEVELS), name="level"),
    sa.CheckConstraint("period_end > period_start", name="period_order"),
    sa.CheckConstraint("length(content) >= 1", name="content_not_empty"),
    sa.CheckConstraint("input_tokens >= 0 AND output_tokens >= 0", name="tokens_non_negative"),
    sa.UniqueConstraint("project_id", "level", "period_start"),
    sa.Index(None, "level", "period_start"),
    sa.Index("ix_memory_digests_chat_ids_gin", "chat_ids", postgresql_using="gin").ddl_if(
        dialect="postgresql"
    ),
    sa.Index("ix_memory_digests_memo_ids_gin", "memo_ids", postgresql_using="gin").ddl_if(
        dialect="postgresql"
    ),
)

memory_links = sa.Table(
    "memory_links",
    metadata,
    _id(primary_key=True),
    _id("project_id", nullable=False),
    sa.Column("src_kind", sa.String(8), nullable=False),
    _id("src_id", nullable=False),
    sa.Column("dst_kind", sa.String(8), nullable=False),
    _id("dst_id", nullable=False),
    sa.Column("relation_type", sa.String(16), nullable=False),
    sa.Column("created_by", sa.String(160), nullable=False),
    # reason, confidence or score, run id
    sa.Column("metadata", JsonDocument, nullable=False),
    sa.Column("created_at", UTCDateTime, nullable=False),
    sa.CheckConstraint(_in("src_kind", ITEM_KINDS), name="src_kind"),
    sa.CheckConstraint(_in("dst_kind", ITEM_KINDS), name="dst_kind"),
    sa.CheckConstraint(_in("relation_type", RELATION_TYPES), name="relation_type"),
    sa.CheckConstraint(
        "created_by LIKE 'rule:%' OR created_by LIKE 'llm:%' OR created_by LIKE 'human:%'",
        name="created_by",
    ),
    sa.CheckConstraint("NOT (src_kind = dst_kind AND src_id = dst_id)", name="no_self_link"),
    sa.UniqueConstraint("src_kind", "src_id", "dst_kind", "dst_id", "relation_type"),
    sa.Index(None, "project_id", "relation_type"),
    sa.Index(None, "dst_kind", "dst_id"),
)

# One row per memo the consolidation pass has decided on; a memo without a row is
# active (not yet examined). Human decisions are kept here too and outrank rules. A
# quarantined memo carries instructions addressed to agents: kept, never served, with
# no canonical memo (nothing replaces it), until a person releases it.
memory_memo_status = sa.Table(
    "memory_memo_status",
    metadata,
    _id("memo_id", sa.ForeignKey("memory_memos.id", ondelete="CASCADE"), primary_key=True),
    _id("project_id", nullable=False),
    sa.Column("status", sa.String(16), nullable=False),
    # The kept memo of a duplicate, or the newer memo that supersedes this one. If that
    # memo is ever hard-deleted the decision goes with it and this memo is active again.
    _id("canonical_memo_id", sa.ForeignKey("memory_memos.id", ondelete="CASCADE")),
    sa.Column("reason", sa.Text, nullable=False),
    sa.Column("decided_by", sa.String(160), nullable=False),
    sa.Column("updated_at", UTCDateTime, nullable=False),
    sa.CheckConstraint(_in("status", MEMO_STATUSES), name="status"),
    sa.CheckConstraint(
        "(status IN ('active', 'quarantined')) = (canonical_memo_id IS NULL)", name="canonical_iff_inactive"
    ),
    sa.CheckConstraint("canonical_memo_id IS NULL OR canonical_memo_id <> memo_id", name="not_own_canonical"),
    sa.Index(None, "project_id", "status"),
    # Chains through a retired memo are resolved from the statuses pointing at it (and a deleted memo's).
    sa.Index(None, "canonical_memo_id"),
)

# Decisions people made about memos. The consolidation pass reads them and never
# overrules them: a restored memo is not marked again, an unlinked pair not relinked, a
# released memo not quarantined again. An agent may record one decision only: `forget`
# (through the MCP server; the memo is soft-deleted and the agent's reason kept here).
OVERRIDE_ACTIONS = ("restore", "supersede", "unlink", "release", "forget")
memory_memo_overrides = sa.Table(
    "memory_memo_overrides",
    metadata,
    _id(primary_key=True),
    _id("project_id", nullable=False),
    _id("memo_id", sa.ForeignKey("memory_memos.id", ondelete="CASCADE"), nullable=False),
    _id("other_memo_id", sa.ForeignKey("memory_memos.id", ondelete="CASCADE")),
    sa.Column("action", sa.String(16), nullable=False),
    sa.Column("relation_type", sa.String(16)),
    sa.Column("decided_by", sa.String(160), nullable=False),
    sa.Column("reason", sa.Text, nullable=False),
    sa.Column("created_at", UTCDateTime, nullable=False),
    sa.CheckConstraint(_in("action", OVERRIDE_ACTIONS), name="action"),
    sa.CheckConstraint("decided_by LIKE 'human:%' OR (action = 'forget' AND decided_by LIKE 'agent:%')",
                       name="decided_by"),
    sa.CheckConstraint("(action IN ('restore', 'release', 'forget')) = (other_memo_id IS NULL)",
                       name="other_memo_iff_pair"),
    sa.Index(None, "project_id"),
    sa.Index(None, "memo_id"),
)

# Pairs in the ambiguous band a model has judged, so a re-run does not ask again.
memory_judged_pairs = sa.Table(
    "memory_judged_pairs",
    metadata,
    _id("older_memo_id", sa.ForeignKey("memory_memos.id", ondelete="CASCADE"), primary_key=True),
    _id("newer_memo_id", sa.ForeignKey("memory_memos.id", ondelete="CASCADE"), primary_key=True),
    sa.Column("model", sa.String(128), primary_key=True),
    _id("project_id", nullable=False),
    sa.Column("verdict", sa.String(16), nullable=False),
    sa.Column("reason", sa.Text, nullable=False),
    sa.Column("created_at", UTCDateTime, nullable=False),
    sa.CheckConstraint(_in("verdict", ("duplicate", "contradiction", "unrelated")), name="verdict"),
    sa.Index(None, "project_id", "model"),
)

# Per active memo, what consolidation's candidate search reads of it (`memo_index.IndexEntry`):
# kept between runs, so a nightly run analyses its new memos and only the old memos they are
# compared with, not every active memo of the project again. `analysis_key` hashes the content
# with the code that analysed it; a row whose key is not the current one is computed again.
memory_memo_index = sa.Table(
    "memory_memo_index",
    metadata,
    _id("memo_id", sa.ForeignKey("memory_memos.id", ondelete="CASCADE"), primary_key=True),
    sa.Column("analysis_key", sa.String(32), nullable=False),
    sa.Column("exact_key", sa.String(32), nullable=False),  # a digest of the normalized text
    sa.Column("index_keys", sa.Text, nullable=False),  # a JSON array of subject word lemmas
    sa.Column("subject_size", sa.Integer, nullable=False),
    sa.Column("band_keys", sa.LargeBinary, nullable=False),  # MinHash LSH band keys, uint64 little-endian
    # Its close reading (`MemoFacts.reading`, JSON), once a run read it closely: a memo compared again
    # in a later run is not read again. None until then (most old memos are never compared again).
    sa.Column("reading", sa.Text),
)

# Per asset and project, the fingerprint of the inputs the last run saw, so a run over the
# same window with nothing changed skips the project (see work_state.py).
memory_work_state = sa.Table(
    "memory_work_state",
    metadata,
    sa.Column("asset", sa.String(64), primary_key=True),
    _id("project_id", primary_key=True),
    sa.Column("window_start", UTCDateTime, nullable=False),
    sa.Column("window_end", UTCDateTime, nullable=False),
    sa.Column("fingerprint", sa.String(64), nullable=False),
    sa.Column("updated_at", UTCDateTime, nullable=False),
)

# --- the read side ---------------------------------------------------------------------

DEFAULT_CORE_MEMORY_BYTES = 2048
# Bounds of a recall packet, for the command line, the MCP server and `recall.recall` alike.
MAX_BUDGET_TOKENS = 100_000
MAX_ITEMS = 100
# Digest lines are short (20 to 50 tokens): about sixteen fill the default 500-token budget, so relevance
# (`min_score`) and the budget decide what a packet holds, not a count. Eight left half the budget unused
# while the line that answers a question asked in other words sat 9th to 16th (session 22: recall on the
# labeled chat sets 0.912 -> 0.923 on the half studied, 0.909 -> 0.931 on the other).
DEFAULT_MAX_ITEMS = 16

# One bounded, always-included text per project, replaced wholesale on each build.
memory_core = sa.Table(
    "memory_core",
    metadata,
    _id("project_id", primary_key=True),
    _id("organization_id", nullable=False),
    sa.Column("content", sa.Text, nullable=False),
    sa.Column("cited_ids", IdArray, nullable=False),  # ids of the memos and chats cited, in order
    sa.Column("inputs_hash", sa.String(64), nullable=False),
    sa.Column("max_bytes", sa.Integer, nullable=False),
    sa.Column("updated_at", UTCDateTime, nullable=False),
    sa.Column("updated_by", sa.String(160), nullable=False),  # a run id, or human:<user> for a pin
    # Characters never outnumber UTF-8 bytes, so this backs up the byte bound kept in code.
    sa.CheckConstraint("length(content) <= max_bytes", name="content_within_bound"),
    sa.CheckConstraint("max_bytes > 0", name="max_bytes_positive"),
)

memory_pins = sa.Table(
    "memory_pins",
    metadata,
    _id("memo_id", sa.ForeignKey("memory_memos.id", ondelete="CASCADE"), primary_key=True),
    _id("project_id", nullable=False),
    sa.Column("note", sa.Text),
    sa.Column("pinned_by", sa.String(160), nullable=False),
    sa.Column("created_at", UTCDateTime, nullable=False),
    sa.Index(None, "project_id"),
)

# What memory an agent was given: kept 24 hours, then removed by a scheduled cleanup.
memory_recall_log = sa.Table(
    "memory_recall_log",
    metadata,
    _id(primary_key=True),
    _id("project_id", nullable=False),
    sa.Column("query_hash", sa.String(64), nullable=False),
    sa.Column("item_ids", IdArray, nullable=False),
    sa.Column("size_tokens", sa.Integer, nullable=False),
    sa.Column("created_at", UTCDateTime, nullable=False),
    sa.CheckConstraint("size_tokens >= 0", name="size_non_negative"),
    sa.Index(None, "created_at"),
    sa.Index(None, "project_id", "created_at"),
)

# --- the MCP server ----------------------------------------------------------------------

MCP_SCOPES = ("memory:read", "memory:write")

# Bearer tokens of the MCP server's HTTP callers. Only the token's sha256 is stored, so
# the table grants nothing to whoever reads it. A token is bound to one organization and
# project, and holds at least one scope: none is granted by default. Revoked and expired
# tokens are kept for the audit trail and refused.
memory_mcp_tokens = sa.Table(
    "memory_mcp_tokens",
    metadata,
    _id(primary_key=True),
    _id("organization_id", nullable=False),
    _id("project_id", nullable=False),
    sa.Column("token_sha256", sa.String(64), nullable=False),
    sa.Column("can_read", sa.Boolean, nullable=False, server_default=sa.false()),  # memory:read
    sa.Column("can_write", sa.Boolean, nullable=False, server_default=sa.false()),  # memory:write
    _id("agent_id", nullable=False),  # the author of memos written with the token, and of its forgets
    sa.Column("label", sa.Text),  # who holds it, for `token list`
    sa.Column("issued_by", sa.String(160), nullable=False),
    sa.Column("created_at", UTCDateTime, nullable=False),
    sa.Column("expires_at", UTCDateTime),
    sa.Column("revoked_at", UTCDateTime),
    sa.Column("revoked_by", sa.String(160)),
    sa.CheckConstraint("can_read OR can_write", name="has_scope"),
    sa.CheckConstraint("length(token_sha256) = 64", name="sha256_hex"),
    sa.CheckConstraint("issued_by LIKE 'human:%'", name="issued_by_human"),
    sa.CheckConstraint("expires_at IS NULL OR expires_at > created_at", name="expires_after_issue"),
    sa.CheckConstraint("(revoked_at IS NULL) = (revoked_by IS NULL)", name="revoked_by_someone"),
    sa.UniqueConstraint("token_sha256"),
    sa.Index(None, "project_id"),
)

# The LLM usage ledger: one row per model call, so cost is visible per asset,
# partition and project. A call is reserved (its estimated tokens) before it is made and
# settled with the API's counts after, so a day's spend against the budgets is one SUM.
memory_llm_usage = sa.Table(
    "memory_llm_usage",
    metadata,
    _id(primary_key=True),
    sa.Column("asset_key", sa.String(128), nullable=False),
    sa.Column("partition_key", sa.String(64)),
    _id("project_id"),
    sa.Column("run_id", sa.String(64)),
    sa.Column("engine", sa.String(32), nullable=False),
    sa.Column("model", sa.String(128), nullable=False),
    sa.Column("purpose", sa.String(32), nullable=False),
    sa.Column("input_tokens", sa.Integer, nullable=False, server_default="0"),
    sa.Column("output_tokens", sa.Integer, nullable=False, server_default="0"),
    sa.Column("cache_creation_input_tokens", sa.Integer, nullable=False, server_default="0"),
    sa.Column("cache_read_input_tokens", sa.Integer, nullable=False, server_default="0"),
    # The estimate held against the budgets while the call is `reserved` (kept once settled).
    sa.Column("reserved_tokens", sa.Integer, nullable=False, server_default="0"),
    sa.Column("latency_ms", sa.Integer, nullable=False),
    sa.Column("outcome", sa.String(32), nullable=False),
    sa.Column("error", sa.Text),  # the error, the rejection, or the budget that was reached
    sa.Column("created_at", UTCDateTime, nullable=False),
    sa.CheckConstraint(_in("outcome", LLM_OUTCOMES), name="outcome"),
    sa.CheckConstraint(
        "input_tokens >= 0 AND output_tokens >= 0 AND cache_creation_input_tokens >= 0 "
        "AND cache_read_input_tokens >= 0 AND reserved_tokens >= 0 AND latency_ms >= 0",
        name="non_negative",
    ),
    sa.Index(None, "asset_key", "partition_key"),
    sa.Index(None, "created_at"),
    # The per-project and per-run budgets sum these.
    sa.Index(None, "project_id", "created_at"),
    sa.Index(None, "run_id"),
)

# Chats whose summary the extractive engine wrote because the model was not used (a
# token budget was reached, the model was unavailable or its answers were unusable): the
# next run with a model summarizes them again, and only them.
memory_summary_fallbacks = sa.Table(
    "memory_summary_fallbacks",
    metadata,
    _id("chat_id", sa.ForeignKey("chats.id", ondelete="CASCADE"), primary_key=True),
    _id("project_id", nullable=False),
    sa.Column("reason", sa.Text, nullable=False),
    sa.Column("created_at", UTCDateTime, nullable=False),
)

# The distinct content words of the masked transcript each summary was built from
# (`summaries.topics_of`): recall matches a question against the talk around a fact, not only
# the fact's own words. The pipeline's own table: `chats` is the platform's, and the pipeline
# writes only its summary columns there. Read only for eligible chats (opt-out, deletion).
memory_chat_topics = sa.Table(
    "memory_chat_topics",
    metadata,
    _id("chat_id", sa.ForeignKey("chats.id", ondelete="CASCADE"), primary_key=True),
    _id("project_id", nullable=False),
    sa.Column("topics", sa.Text, nullable=False),
    sa.Column("updated_at", UTCDateTime, nullable=False),
)

# `ingest_seq` is an identity column on PostgreSQL. SQLite has no sequences outside the
# primary key, so a trigger numbers each new row after the current maximum.
INGEST_SEQ_TABLES = ("chats", "memory_memos")
SQLITE_INGEST_SEQ_DDL = tuple(
    f"CREATE TRIGGER trg_{table}_ingest_seq AFTER INSERT ON {table} WHEN NEW.ingest_seq IS NULL BEGIN "
    f"UPDATE {table} SET ingest_seq = (SELECT COALESCE(MAX(ingest_seq), 0) + 1 FROM {table}) "
    f"WHERE rowid = NEW.rowid; END"
    for table in INGEST_SEQ_TABLES
)

# Full-text search on SQLite: FTS5 tables over memo and digest content (porter stemming),
# kept in step by triggers. Names listed so schema comparisons skip them.
SQLITE_FTS_TABLES = ("memory_memos_fts", "memory_digests_fts")
SQLITE_FTS_DDL = tuple(
    statement
    for table in ("memory_memos", "memory_digests")
    for statement in (
        f"CREATE VIRTUAL TABLE {table}_fts USING fts5(content, content='{table}', content_rowid='rowid', "
        "tokenize='porter unicode61')",
        f"CREATE TRIGGER trg_{table}_fts_insert AFTER INSERT ON {table} BEGIN "
        f"INSERT INTO {table}_fts(rowid, content) VALUES (new.rowid, new.content); END",
        f"CREATE TRIGGER trg_{table}_fts_delete AFTER DELETE ON {table} BEGIN "
        f"INSERT INTO {table}_fts({table}_fts, rowid, content) VALUES ('delete', old.rowid, old.content); END",
        f"CREATE TRIGGER trg_{table}_fts_update AFTER UPDATE OF content ON {table} BEGIN "
        f"INSERT INTO {table}_fts({table}_fts, rowid, content) VALUES ('delete', old.rowid, old.content); "
        f"INSERT INTO {table}_fts(rowid, content) VALUES (new.rowid, new.content); END",
        f"INSERT INTO {table}_fts({table}_fts) VALUES ('rebuild')",
    )
)

# Full-text search on PostgreSQL: generated english tsvector columns with GIN indexes.
# SQLite has no tsvector; search there falls back to its own index (see search code).
POSTGRES_FULL_TEXT_DDL = (
    "ALTER TABLE memory_memos ADD COLUMN content_tsv tsvector "
    "GENERATED ALWAYS AS (to_tsvector('english', content)) STORED",
    "CREATE INDEX ix_memory_memos_content_tsv ON memory_memos USING gin (content_tsv)",
    "ALTER TABLE memory_digests ADD COLUMN content_tsv tsvector "
    "GENERATED ALWAYS AS (to_tsvector('english', content)) STORED",
    "CREATE INDEX ix_memory_digests_content_tsv ON memory_digests USING gin (content_tsv)",
)
# Columns that exist only on PostgreSQL and only through the DDL above.
POSTGRES_ONLY_COLUMNS = {("memory_memos", "content_tsv"), ("memory_digests", "content_tsv")}


def render_postgres_ddl() -> str:
    """The whole schema as PostgreSQL DDL, as committed in `sql/schema.sql`."""
    from sqlalchemy.schema import CreateIndex, CreateTable

    dialect = postgresql.dialect()
    statements = []
    for table in metadata.sorted_tables:
        statements.append(str(CreateTable(table).compile(dialect=dialect)).strip())
        for index in sorted(table.indexes, key=lambda i: i.name):
            statements.append(str(CreateIndex(index).compile(dialect=dialect)).strip())
    statements.extend(POSTGRES_FULL_TEXT_DDL)
    header = (
        "-- memory_pipeline schema, rendered from memory_pipeline/schema.py for reviewers.\n"
        "-- Do not edit: regenerate with `memory-pipeline schema-sql > sql/schema.sql`.\n"
        "-- The database itself is created and upgraded by Alembic (`memory-pipeline init-db`).\n"
    )
    return header + "\n" + ";\n\n".join(statements) + ";\n"
