"""read side: core memory, pins, recall log

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-30
"""
from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

import memory_pipeline.schema

revision = '0005'
down_revision = '0004'
branch_labels = None
depends_on = None

ID_ARRAY = sa.JSON().with_variant(postgresql.ARRAY(sa.String(length=36)), 'postgresql')


def upgrade() -> None:
    op.create_table('memory_core',
    sa.Column('project_id', sa.String(length=36), nullable=False),
    sa.Column('organization_id', sa.String(length=36), nullable=False),
    sa.Column('content', sa.Text(), nullable=False),
    sa.Column('cited_ids', ID_ARRAY, nullable=False),
    sa.Column('inputs_hash', sa.String(length=64), nullable=False),
    sa.Column('max_bytes', sa.Integer(), nullable=False),
    sa.Column('updated_at', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_by', sa.String(length=160), nullable=False),
    sa.CheckConstraint('length(content) <= max_bytes', name=op.f('ck_memory_core_content_within_bound')),
    sa.CheckConstraint('max_bytes > 0', name=op.f('ck_memory_core_max_bytes_positive')),
    sa.PrimaryKeyConstraint('project_id', name=op.f('pk_memory_core'))
    )
    op.create_table('memory_pins',
    sa.Column('memo_id', sa.String(length=36), nullable=False),
    sa.Column('project_id', sa.String(length=36), nullable=False),
    sa.Column('note', sa.Text(), nullable=True),
    sa.Column('pinned_by', sa.String(length=160), nullable=False),
    sa.Column('created_at', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['memo_id'], ['memory_memos.id'], name=op.f('fk_memory_pins_memo_id_memory_memos'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('memo_id', name=op.f('pk_memory_pins'))
    )
    op.create_index(op.f('ix_memory_pins_project_id'), 'memory_pins', ['project_id'], unique=False)
    op.create_table('memory_recall_log',
    sa.Column('id', sa.String(length=36), nullable=False),
    sa.Column('project_id', sa.String(length=36), nullable=False),
    sa.Column('query_hash', sa.String(length=64), nullable=False),
    sa.Column('item_ids', ID_ARRAY, nullable=False),
    sa.Column('size_tokens', sa.Integer(), nullable=False),
    sa.Column('created_at', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=False),
    sa.CheckConstraint('size_tokens >= 0', name=op.f('ck_memory_recall_log_size_non_negative')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_memory_recall_log'))
    )
    op.create_index(op.f('ix_memory_recall_log_created_at'), 'memory_recall_log', ['created_at'], unique=False)
    op.create_index(op.f('ix_memory_recall_log_project_id_created_at'), 'memory_recall_log', ['project_id', 'created_at'], unique=False)


def downgrade() -> None:
    op.drop_table('memory_recall_log')
    op.drop_table('memory_pins')
    op.drop_table('memory_core')
