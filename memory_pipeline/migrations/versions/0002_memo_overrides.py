"""memo overrides: human decisions the consolidation pass respects

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-30
"""
from alembic import op
import sqlalchemy as sa

import memory_pipeline.schema

revision = '0002'
down_revision = '0001'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('memory_memo_overrides',
    sa.Column('id', sa.String(length=36), nullable=False),
    sa.Column('project_id', sa.String(length=36), nullable=False),
    sa.Column('memo_id', sa.String(length=36), nullable=False),
    sa.Column('other_memo_id', sa.String(length=36), nullable=True),
    sa.Column('action', sa.String(length=16), nullable=False),
    sa.Column('relation_type', sa.String(length=16), nullable=True),
    sa.Column('decided_by', sa.String(length=160), nullable=False),
    sa.Column('reason', sa.Text(), nullable=False),
    sa.Column('created_at', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=False),
    sa.CheckConstraint("action IN ('restore', 'supersede', 'unlink')", name=op.f('ck_memory_memo_overrides_action')),
    sa.CheckConstraint("decided_by LIKE 'human:%'", name=op.f('ck_memory_memo_overrides_decided_by_human')),
    sa.CheckConstraint("(action = 'restore') = (other_memo_id IS NULL)", name=op.f('ck_memory_memo_overrides_other_memo_iff_pair')),
    sa.ForeignKeyConstraint(['memo_id'], ['memory_memos.id'], name=op.f('fk_memory_memo_overrides_memo_id_memory_memos'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['other_memo_id'], ['memory_memos.id'], name=op.f('fk_memory_memo_overrides_other_memo_id_memory_memos'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_memory_memo_overrides'))
    )
    op.create_index(op.f('ix_memory_memo_overrides_memo_id'), 'memory_memo_overrides', ['memo_id'], unique=False)
    op.create_index(op.f('ix_memory_memo_overrides_project_id'), 'memory_memo_overrides', ['project_id'], unique=False)


def downgrade() -> None:
    op.drop_table('memory_memo_overrides')
