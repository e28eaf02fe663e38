-- memory_pipeline schema, rendered from memory_pipeline/schema.py for reviewers.
-- Do not edit: regenerate with `memory-pipeline schema-sql > sql/schema.sql`.
-- The database itself is created and upgraded by Alembic (`memory-pipeline init-db`).

CREATE TABLE chats (
	id VARCHAR(36) NOT NULL, 
	organization_id VARCHAR(36) NOT NULL, 
	project_id VARCHAR(36) NOT NULL, 
	user_id VARCHAR(36) NOT NULL, 
	title TEXT, 
	summary TEXT, 
	summary_generated_at TIMESTAMP WITH TIME ZONE, 
	summary_redacted BOOLEAN DEFAULT false NOT NULL, 
	memory_excluded_at TIMESTAMP WITH TIME ZONE, 
	created_at TIMESTAMP WITH TIME ZONE NOT NULL, 
	updated_at TIMESTAMP WITH TIME ZONE NOT NULL, 
	deleted_at TIMESTAMP WITH TIME ZONE, 
	CONSTRAINT pk_chats PRIMARY KEY (id)
);

CREATE INDEX ix_chats_created_at ON chats (created_at);

CREATE INDEX ix_chats_project_id_created_at ON chats (project_id, created_at);

CREATE INDEX ix_chats_updated_at ON chats (updated_at);

CREATE TABLE memory_digests (
	id VARCHAR(36) NOT NULL, 
	organization_id VARCHAR(36) NOT NULL, 
	project_id VARCHAR(36) NOT NULL, 
	level VARCHAR(8) NOT NULL, 
	period_start TIMESTAMP WITH TIME ZONE NOT NULL, 
	period_end TIMESTAMP WITH TIME ZONE NOT NULL, 
	content TEXT NOT NULL, 
	chat_ids VARCHAR(36)[] NOT NULL, 
	memo_ids VARCHAR(36)[] NOT NULL, 
	child_digest_ids VARCHAR(36)[] NOT NULL, 
	model VARCHAR(128), 
	input_tokens INTEGER DEFAULT '0' NOT NULL, 
	output_tokens INTEGER DEFAULT '0' NOT NULL, 
	inputs_hash VARCHAR(64) NOT NULL, 
	created_at TIMESTAMP WITH TIME ZONE NOT NULL, 
	updated_at TIMESTAMP WITH TIME ZONE NOT NULL, 
	CONSTRAINT pk_memory_digests PRIMARY KEY (id), 
	CONSTRAINT ck_memory_digests_level CHECK (level IN ('day', 'week', 'month')), 
	CONSTRAINT ck_memory_digests_period_order CHECK (period_end > period_start), 
	CONSTRAINT ck_memory_digests_content_not_empty CHECK (length(content) >= 1), 
	CONSTRAINT ck_memory_digests_tokens_non_negative CHECK (input_tokens >= 0 AND output_tokens >= 0), 
	CONSTRAINT uq_memory_digests_project_id_level_period_start UNIQUE (project_id, level, period_start)
);

CREATE INDEX ix_memory_digests_chat_ids_gin ON memory_digests USING gin (chat_ids);

CREATE INDEX ix_memory_digests_level_period_start ON memory_digests (level, period_start);

CREATE INDEX ix_memory_digests_memo_ids_gin ON memory_digests USING gin (memo_ids);

CREATE TABLE memory_links (
	id VARCHAR(36) NOT NULL, 
	project_id VARCHAR(36) NOT NULL, 
	src_kind VARCHAR(8) NOT NULL, 
	src_id VARCHAR(36) NOT NULL, 
	dst_kind VARCHAR(8) NOT NULL, 
	dst_id VARCHAR(36) NOT NULL, 
	relation_type VARCHAR(16) NOT NULL, 
	created_by VARCHAR(160) NOT NULL, 
	metadata JSONB NOT NULL, 
	created_at TIMESTAMP WITH TIME ZONE NOT NULL, 
	CONSTRAINT pk_memory_links PRIMARY KEY (id), 
	CONSTRAINT ck_memory_links_src_kind CHECK (src_kind IN ('chat', 'memo', 'digest')), 
	CONSTRAINT ck_memory_links_dst_kind CHECK (dst_kind IN ('chat', 'memo', 'digest')), 
	CONSTRAINT ck_memory_links_relation_type CHECK (relation_type IN ('duplicate_of', 'superseded_by', 'contradicts', 'related', 'refines', 'from_chat', 'cites', 'rolls_up', 'co_occurs')), 
	CONSTRAINT ck_memory_links_created_by CHECK (created_by LIKE 'rule:%%' OR created_by LIKE 'llm:%%' OR created_by LIKE 'human:%%'), 
	CONSTRAINT ck_memory_links_no_self_link CHECK (NOT (src_kind = dst_kind AND src_id = dst_id)), 
	CONSTRAINT uq_memory_links_src_kind_src_id_dst_kind_dst_id_relation_type UNIQUE (src_kind, src_id, dst_kind, dst_id, relation_type)
);

CREATE INDEX ix_memory_links_dst_kind_dst_id ON memory_links (dst_kind, dst_id);

CREATE INDEX ix_memory_links_project_id_relation_type ON memory_links (project_id, relation_type);

CREATE TABLE memory_llm_usage (
	id VARCHAR(36) NOT NULL, 
	asset_key VARCHAR(128) NOT NULL, 
	partition_key VARCHAR(64), 
	project_id VARCHAR(36), 
	run_id VARCHAR(64), 
	engine VARCHAR(32) NOT NULL, 
	model VARCHAR(128) NOT NULL, 
	purpose VARCHAR(32) NOT NULL, 
	input_tokens INTEGER DEFAULT '0' NOT NULL, 
	output_tokens INTEGER DEFAULT '0' NOT NULL, 
	cache_creation_input_tokens INTEGER DEFAULT '0' NOT NULL, 
	cache_read_input_tokens INTEGER DEFAULT '0' NOT NULL, 
	latency_ms INTEGER NOT NULL, 
	outcome VARCHAR(32) NOT NULL, 
	error TEXT, 
	created_at TIMESTAMP WITH TIME ZONE NOT NULL, 
	CONSTRAINT pk_memory_llm_usage PRIMARY KEY (id), 
	CONSTRAINT ck_memory_llm_usage_outcome CHECK (outcome IN ('ok', 'retryable_error', 'error', 'invalid_output')), 
	CONSTRAINT ck_memory_llm_usage_non_negative CHECK (input_tokens >= 0 AND output_tokens >= 0 AND cache_creation_input_tokens >= 0 AND cache_read_input_tokens >= 0 AND latency_ms >= 0)
);

CREATE INDEX ix_memory_llm_usage_asset_key_partition_key ON memory_llm_usage (asset_key, partition_key);

CREATE INDEX ix_memory_llm_usage_created_at ON memory_llm_usage (created_at);

CREATE TABLE chat_messages (
	id VARCHAR(36) NOT NULL, 
	chat_id VARCHAR(36) NOT NULL, 
	role VARCHAR(16) NOT NULL, 
	content TEXT NOT NULL, 
	created_at TIMESTAMP WITH TIME ZONE NOT NULL, 
	CONSTRAINT pk_chat_messages PRIMARY KEY (id), 
	CONSTRAINT ck_chat_messages_role CHECK (role IN ('user', 'assistant', 'tool')), 
	CONSTRAINT fk_chat_messages_chat_id_chats FOREIGN KEY(chat_id) REFERENCES chats (id) ON DELETE CASCADE
);

CREATE INDEX ix_chat_messages_chat_id_created_at ON chat_messages (chat_id, created_at);

CREATE TABLE memory_memos (
	id VARCHAR(36) NOT NULL, 
	organization_id VARCHAR(36) NOT NULL, 
	project_id VARCHAR(36) NOT NULL, 
	chat_id VARCHAR(36), 
	author_user_id VARCHAR(36), 
	author_agent_id VARCHAR(36), 
	content TEXT NOT NULL, 
	created_at TIMESTAMP WITH TIME ZONE NOT NULL, 
	deleted_at TIMESTAMP WITH TIME ZONE, 
	CONSTRAINT pk_memory_memos PRIMARY KEY (id), 
	CONSTRAINT ck_memory_memos_content_length CHECK (length(content) BETWEEN 1 AND 4000), 
	CONSTRAINT ck_memory_memos_one_author CHECK ((author_user_id IS NULL) <> (author_agent_id IS NULL)), 
	CONSTRAINT fk_memory_memos_chat_id_chats FOREIGN KEY(chat_id) REFERENCES chats (id) ON DELETE SET NULL
);

CREATE INDEX ix_memory_memos_chat_id ON memory_memos (chat_id);

CREATE INDEX ix_memory_memos_created_at ON memory_memos (created_at);

CREATE INDEX ix_memory_memos_project_id_created_at ON memory_memos (project_id, created_at);

CREATE TABLE memory_memo_overrides (
	id VARCHAR(36) NOT NULL, 
	project_id VARCHAR(36) NOT NULL, 
	memo_id VARCHAR(36) NOT NULL, 
	other_memo_id VARCHAR(36), 
	action VARCHAR(16) NOT NULL, 
	relation_type VARCHAR(16), 
	decided_by VARCHAR(160) NOT NULL, 
	reason TEXT NOT NULL, 
	created_at TIMESTAMP WITH TIME ZONE NOT NULL, 
	CONSTRAINT pk_memory_memo_overrides PRIMARY KEY (id), 
	CONSTRAINT ck_memory_memo_overrides_action CHECK (action IN ('restore', 'supersede', 'unlink')), 
	CONSTRAINT ck_memory_memo_overrides_decided_by_human CHECK (decided_by LIKE 'human:%%'), 
	CONSTRAINT ck_memory_memo_overrides_other_memo_iff_pair CHECK ((action = 'restore') = (other_memo_id IS NULL)), 
	CONSTRAINT fk_memory_memo_overrides_memo_id_memory_memos FOREIGN KEY(memo_id) REFERENCES memory_memos (id) ON DELETE CASCADE, 
	CONSTRAINT fk_memory_memo_overrides_other_memo_id_memory_memos FOREIGN KEY(other_memo_id) REFERENCES memory_memos (id) ON DELETE CASCADE
);

CREATE INDEX ix_memory_memo_overrides_memo_id ON memory_memo_overrides (memo_id);

CREATE INDEX ix_memory_memo_overrides_project_id ON memory_memo_overrides (project_id);

CREATE TABLE memory_memo_status (
	memo_id VARCHAR(36) NOT NULL, 
	project_id VARCHAR(36) NOT NULL, 
	status VARCHAR(16) NOT NULL, 
	canonical_memo_id VARCHAR(36), 
	reason TEXT NOT NULL, 
	decided_by VARCHAR(160) NOT NULL, 
	updated_at TIMESTAMP WITH TIME ZONE NOT NULL, 
	CONSTRAINT pk_memory_memo_status PRIMARY KEY (memo_id), 
	CONSTRAINT ck_memory_memo_status_status CHECK (status IN ('active', 'duplicate', 'superseded')), 
	CONSTRAINT ck_memory_memo_status_canonical_iff_inactive CHECK ((status = 'active') = (canonical_memo_id IS NULL)), 
	CONSTRAINT ck_memory_memo_status_not_own_canonical CHECK (canonical_memo_id IS NULL OR canonical_memo_id <> memo_id), 
	CONSTRAINT fk_memory_memo_status_memo_id_memory_memos FOREIGN KEY(memo_id) REFERENCES memory_memos (id) ON DELETE CASCADE, 
	CONSTRAINT fk_memory_memo_status_canonical_memo_id_memory_memos FOREIGN KEY(canonical_memo_id) REFERENCES memory_memos (id) ON DELETE CASCADE
);

CREATE INDEX ix_memory_memo_status_project_id_status ON memory_memo_status (project_id, status);

ALTER TABLE memory_memos ADD COLUMN content_tsv tsvector GENERATED ALWAYS AS (to_tsvector('english', content)) STORED;

CREATE INDEX ix_memory_memos_content_tsv ON memory_memos USING gin (content_tsv);

ALTER TABLE memory_digests ADD COLUMN content_tsv tsvector GENERATED ALWAYS AS (to_tsvector('english', content)) STORED;

CREATE INDEX ix_memory_digests_content_tsv ON memory_digests USING gin (content_tsv);
