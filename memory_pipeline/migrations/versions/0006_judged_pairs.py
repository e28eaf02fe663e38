"""judged pairs: the model's verdicts on ambiguous memo pairs, so re-runs make no call

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-30
"""
from alembic import op
import sqlalchemy as sa

import memory_pipeline.schema

revision = '0006'
down_revision = '0005'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('memory_judged_pairs',
    sa.Column('older_memo_id', sa.String(length=36), nullable=False),
    sa.Column('newer_memo_id', sa.String(length=36), nullable=False),
    sa.Column('model', sa.String(length=128), nullable=False),
    sa.Column('project_id', sa.String(length=36), nullable=False),
    sa.Column('verdict', sa.String(length=16), nullable=False),
    sa.Column('reason', sa.Text(), nullable=False),
    sa.Column('created_at', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=False),
    sa.CheckConstraint("verdict IN ('duplicate', 'contradiction', 'unrelated')", name=op.f('ck_memory_judged_pairs_verdict')),
    sa.ForeignKeyConstraint(['newer_memo_id'], ['memory_memos.id'], name=op.f('fk_memory_judged_pairs_newer_memo_id_memory_memos'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['older_memo_id'], ['memory_memos.id'], name=op.f('fk_memory_judged_pairs_older_memo_id_memory_memos'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('older_memo_id', 'newer_memo_id', 'model', name=op.f('pk_memory_judged_pairs'))
    )
    op.create_index(op.f('ix_memory_judged_pairs_project_id_model'), 'memory_judged_pairs', ['project_id', 'model'], unique=False)


def downgrade() -> None:
    op.drop_table('memory_judged_pairs')
