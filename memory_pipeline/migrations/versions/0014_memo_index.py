"""memo index: what consolidation's candidate search reads of each active memo, kept between runs

Revision ID: 0014
Revises: 0013
Create Date: 2026-12-01

A nightly consolidation read and analysed every active memo of each project with new memos
(its normalized text, subject words and MinHash band keys) to find the few the new ones are
compared with. `memory_memo_index` keeps those per memo, keyed by a hash of the content and
of the analysing code; a run analyses an old memo only when it is a candidate or its row is
missing or stale. Memos consolidated before this revision get their row at their next run.
"""
from alembic import op
import sqlalchemy as sa

revision = '0014'
down_revision = '0013'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('memory_memo_index',
    sa.Column('memo_id', sa.String(length=36), nullable=False),
    sa.Column('analysis_key', sa.String(length=32), nullable=False),
    sa.Column('exact_key', sa.String(length=32), nullable=False),
    sa.Column('index_keys', sa.Text(), nullable=False),
    sa.Column('subject_size', sa.Integer(), nullable=False),
    sa.Column('band_keys', sa.LargeBinary(), nullable=False),
    sa.ForeignKeyConstraint(['memo_id'], ['memory_memos.id'], name=op.f('fk_memory_memo_index_memo_id_memory_memos'),
                            ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('memo_id', name=op.f('pk_memory_memo_index'))
    )


def downgrade() -> None:
    op.drop_table('memory_memo_index')
