"""memo index: each active memo's close reading, kept between runs

Revision ID: 0015
Revises: 0014
Create Date: 2026-12-02

A nightly consolidation read closely (clauses, items: 1 to 3 ms a memo) every old memo a new one
was compared with, run after run. `memory_memo_index.reading` keeps that reading, under the
entry's `analysis_key` (content and analysing code); empty until a run reads the memo closely.
"""
from alembic import op
import sqlalchemy as sa

revision = '0015'
down_revision = '0014'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column('memory_memo_index', sa.Column('reading', sa.Text(), nullable=True))


def downgrade() -> None:
    op.drop_column('memory_memo_index', 'reading')
