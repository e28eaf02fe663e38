"""baseline schema

Revision ID: 0001
Revises: 
Create Date: 2026-11-30

The platform's source tables (chats, chat_messages, memory_memos) and the pipeline's own
(digests, links, memo status, LLM usage ledger). On PostgreSQL also the full-text columns
and GIN indexes, which SQLite cannot express.
"""
from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

import memory_pipeline.schema

revision = '0001'
down_revision = None
branch_labels = None
depends_on = None

ID_ARRAY = sa.JSON().with_variant(postgresql.ARRAY(sa.String(length=36)), 'postgresql')


def upgrade() -> None:
    op.create_table('chats',
    sa.Column('id', sa.String(length=36), nullable=False),
    sa.Column('organization_id', sa.String(length=36), nullable=False),
    sa.Column('project_id', sa.String(length=36), nullable=False),
    sa.Column('user_id', sa.String(length=36), nullable=False),
    sa.Column('title', sa.Text(), nullable=True),
    sa.Column('summary', sa.Text(), nullable=True),
    sa.Column('summary_generated_at', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=True),
    sa.Column('summary_redacted', sa.Boolean(), server_default=sa.false(), nullable=False),
    sa.Column('memory_excluded_at', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=True),
    sa.Column('created_at', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=False),
    sa.Column('deleted_at', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=True),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_chats'))
    )
    with op.batch_alter_table('chats', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_chats_created_at'), ['created_at'], unique=False)
        batch_op.create_index(batch_op.f('ix_chats_project_id_created_at'), ['project_id', 'created_at'], unique=False)
        batch_op.create_index(batch_op.f('ix_chats_updated_at'), ['updated_at'], unique=False)

    op.create_table('memory_digests',
    sa.Column('id', sa.String(length=36), nullable=False),
    sa.Column('organization_id', sa.String(length=36), nullable=False),
    sa.Column('project_id', sa.String(length=36), nullable=False),
    sa.Column('level', sa.String(length=8), nullable=False),
    sa.Column('period_start', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=False),
    sa.Column('period_end', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=False),
    sa.Column('content', sa.Text(), nullable=False),
    sa.Column('chat_ids', ID_ARRAY, nullable=False),
    sa.Column('memo_ids', ID_ARRAY, nullable=False),
    sa.Column('child_digest_ids', ID_ARRAY, nullable=False),
    sa.Column('model', sa.String(length=128), nullable=True),
    sa.Column('input_tokens', sa.Integer(), server_default='0', nullable=False),
    sa.Column('output_tokens', sa.Integer(), server_default='0', nullable=False),
    sa.Column('inputs_hash', sa.String(length=64), nullable=False),
    sa.Column('created_at', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=False),
    sa.CheckConstraint("level IN ('day', 'week', 'month')", name=op.f('ck_memory_digests_level')),
    sa.CheckConstraint('input_tokens >= 0 AND output_tokens >= 0', name=op.f('ck_memory_digests_tokens_non_negative')),
    sa.CheckConstraint('length(content) >= 1', name=op.f('ck_memory_digests_content_not_empty')),
    sa.CheckConstraint('period_end > period_start', name=op.f('ck_memory_digests_period_order')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_memory_digests')),
    sa.UniqueConstraint('project_id', 'level', 'period_start', name=op.f('uq_memory_digests_project_id_level_period_start'))
    )
    with op.batch_alter_table('memory_digests', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_memory_digests_level_period_start'), ['level', 'period_start'], unique=False)

    op.create_table('memory_links',
    sa.Column('id', sa.String(length=36), nullable=False),
    sa.Column('project_id', sa.String(length=36), nullable=False),
    sa.Column('src_kind', sa.String(length=8), nullable=False),
    sa.Column('src_id', sa.String(length=36), nullable=False),
    sa.Column('dst_kind', sa.String(length=8), nullable=False),
    sa.Column('dst_id', sa.String(length=36), nullable=False),
    sa.Column('relation_type', sa.String(length=16), nullable=False),
    sa.Column('created_by', sa.String(length=160), nullable=False),
    sa.Column('metadata', sa.JSON().with_variant(postgresql.JSONB(), 'postgresql'), nullable=False),
    sa.Column('created_at', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=False),
    sa.CheckConstraint("created_by LIKE 'rule:%' OR created_by LIKE 'llm:%' OR created_by LIKE 'human:%'", name=op.f('ck_memory_links_created_by')),
    sa.CheckConstraint("dst_kind IN ('chat', 'memo', 'digest')", name=op.f('ck_memory_links_dst_kind')),
    sa.CheckConstraint("relation_type IN ('duplicate_of', 'superseded_by', 'contradicts', 'related', 'refines', 'from_chat', 'cites', 'rolls_up', 'co_occurs')", name=op.f('ck_memory_links_relation_type')),
    sa.CheckConstraint("src_kind IN ('chat', 'memo', 'digest')", name=op.f('ck_memory_links_src_kind')),
    sa.CheckConstraint('NOT (src_kind = dst_kind AND src_id = dst_id)', name=op.f('ck_memory_links_no_self_link')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_memory_links')),
    sa.UniqueConstraint('src_kind', 'src_id', 'dst_kind', 'dst_id', 'relation_type', name=op.f('uq_memory_links_src_kind_src_id_dst_kind_dst_id_relation_type'))
    )
    with op.batch_alter_table('memory_links', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_memory_links_dst_kind_dst_id'), ['dst_kind', 'dst_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_memory_links_project_id_relation_type'), ['project_id', 'relation_type'], unique=False)

    op.create_table('memory_llm_usage',
    sa.Column('id', sa.String(length=36), nullable=False),
    sa.Column('asset_key', sa.String(length=128), nullable=False),
    sa.Column('partition_key', sa.String(length=64), nullable=True),
    sa.Column('project_id', sa.String(length=36), nullable=True),
    sa.Column('run_id', sa.String(length=64), nullable=True),
    sa.Column('engine', sa.String(length=32), nullable=False),
    sa.Column('model', sa.String(length=128), nullable=False),
    sa.Column('purpose', sa.String(length=32), nullable=False),
    sa.Column('input_tokens', sa.Integer(), server_default='0', nullable=False),
    sa.Column('output_tokens', sa.Integer(), server_default='0', nullable=False),
    sa.Column('cache_creation_input_tokens', sa.Integer(), server_default='0', nullable=False),
    sa.Column('cache_read_input_tokens', sa.Integer(), server_default='0', nullable=False),
    sa.Column('latency_ms', sa.Integer(), nullable=False),
    sa.Column('outcome', sa.String(length=32), nullable=False),
    sa.Column('error', sa.Text(), nullable=True),
    sa.Column('created_at', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=False),
    sa.CheckConstraint("outcome IN ('ok', 'retryable_error', 'error', 'invalid_output')", name=op.f('ck_memory_llm_usage_outcome')),
    sa.CheckConstraint('input_tokens >= 0 AND output_tokens >= 0 AND cache_creation_input_tokens >= 0 AND cache_read_input_tokens >= 0 AND latency_ms >= 0', name=op.f('ck_memory_llm_usage_non_negative')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_memory_llm_usage'))
    )
    with op.batch_alter_table('memory_llm_usage', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_memory_llm_usage_asset_key_partition_key'), ['asset_key', 'partition_key'], unique=False)
        batch_op.create_index(batch_op.f('ix_memory_llm_usage_created_at'), ['created_at'], unique=False)

    op.create_table('chat_messages',
    sa.Column('id', sa.String(length=36), nullable=False),
    sa.Column('chat_id', sa.String(length=36), nullable=False),
    sa.Column('role', sa.String(length=16), nullable=False),
    sa.Column('content', sa.Text(), nullable=False),
    sa.Column('created_at', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=False),
    sa.CheckConstraint("role IN ('user', 'assistant', 'tool')", name=op.f('ck_chat_messages_role')),
    sa.ForeignKeyConstraint(['chat_id'], ['chats.id'], name=op.f('fk_chat_messages_chat_id_chats'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_chat_messages'))
    )
    with op.batch_alter_table('chat_messages', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_chat_messages_chat_id_created_at'), ['chat_id', 'created_at'], unique=False)

    op.create_table('memory_memos',
    sa.Column('id', sa.String(length=36), nullable=False),
    sa.Column('organization_id', sa.String(length=36), nullable=False),
    sa.Column('project_id', sa.String(length=36), nullable=False),
    sa.Column('chat_id', sa.String(length=36), nullable=True),
    sa.Column('author_user_id', sa.String(length=36), nullable=True),
    sa.Column('author_agent_id', sa.String(length=36), nullable=True),
    sa.Column('content', sa.Text(), nullable=False),
    sa.Column('created_at', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=False),
    sa.Column('deleted_at', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=True),
    sa.CheckConstraint('(author_user_id IS NULL) <> (author_agent_id IS NULL)', name=op.f('ck_memory_memos_one_author')),
    sa.CheckConstraint('length(content) BETWEEN 1 AND 4000', name=op.f('ck_memory_memos_content_length')),
    sa.ForeignKeyConstraint(['chat_id'], ['chats.id'], name=op.f('fk_memory_memos_chat_id_chats'), ondelete='SET NULL'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_memory_memos'))
    )
    with op.batch_alter_table('memory_memos', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_memory_memos_chat_id'), ['chat_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_memory_memos_created_at'), ['created_at'], unique=False)
        batch_op.create_index(batch_op.f('ix_memory_memos_project_id_created_at'), ['project_id', 'created_at'], unique=False)

    op.create_table('memory_memo_status',
    sa.Column('memo_id', sa.String(length=36), nullable=False),
    sa.Column('project_id', sa.String(length=36), nullable=False),
    sa.Column('status', sa.String(length=16), nullable=False),
    sa.Column('canonical_memo_id', sa.String(length=36), nullable=True),
    sa.Column('reason', sa.Text(), nullable=False),
    sa.Column('decided_by', sa.String(length=160), nullable=False),
    sa.Column('updated_at', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=False),
    sa.CheckConstraint("(status = 'active') = (canonical_memo_id IS NULL)", name=op.f('ck_memory_memo_status_canonical_iff_inactive')),
    sa.CheckConstraint("status IN ('active', 'duplicate', 'superseded')", name=op.f('ck_memory_memo_status_status')),
    sa.CheckConstraint('canonical_memo_id IS NULL OR canonical_memo_id <> memo_id', name=op.f('ck_memory_memo_status_not_own_canonical')),
    sa.ForeignKeyConstraint(['canonical_memo_id'], ['memory_memos.id'], name=op.f('fk_memory_memo_status_canonical_memo_id_memory_memos'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['memo_id'], ['memory_memos.id'], name=op.f('fk_memory_memo_status_memo_id_memory_memos'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('memo_id', name=op.f('pk_memory_memo_status'))
    )
    with op.batch_alter_table('memory_memo_status', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_memory_memo_status_project_id_status'), ['project_id', 'status'], unique=False)

    if op.get_bind().dialect.name == 'postgresql':
        op.create_index('ix_memory_digests_chat_ids_gin', 'memory_digests', ['chat_ids'], postgresql_using='gin')
        op.create_index('ix_memory_digests_memo_ids_gin', 'memory_digests', ['memo_ids'], postgresql_using='gin')
        for statement in memory_pipeline.schema.POSTGRES_FULL_TEXT_DDL:
            op.execute(statement)


def downgrade() -> None:
    with op.batch_alter_table('memory_memo_status', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_memory_memo_status_project_id_status'))

    op.drop_table('memory_memo_status')
    with op.batch_alter_table('memory_memos', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_memory_memos_project_id_created_at'))
        batch_op.drop_index(batch_op.f('ix_memory_memos_created_at'))
        batch_op.drop_index(batch_op.f('ix_memory_memos_chat_id'))

    op.drop_table('memory_memos')
    with op.batch_alter_table('chat_messages', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_chat_messages_chat_id_created_at'))

    op.drop_table('chat_messages')
    with op.batch_alter_table('memory_llm_usage', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_memory_llm_usage_created_at'))
        batch_op.drop_index(batch_op.f('ix_memory_llm_usage_asset_key_partition_key'))

    op.drop_table('memory_llm_usage')
    with op.batch_alter_table('memory_links', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_memory_links_project_id_relation_type'))
        batch_op.drop_index(batch_op.f('ix_memory_links_dst_kind_dst_id'))

    op.drop_table('memory_links')
    with op.batch_alter_table('memory_digests', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_memory_digests_level_period_start'))

    op.drop_table('memory_digests')
    with op.batch_alter_table('chats', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_chats_updated_at'))
        batch_op.drop_index(batch_op.f('ix_chats_project_id_created_at'))
        batch_op.drop_index(batch_op.f('ix_chats_created_at'))

    op.drop_table('chats')
