"""memo statuses by canonical memo: chains through a retired memo, and deletes of a kept memo

Revision ID: 0013
Revises: 0012
Create Date: 2026-12-01

A consolidation write resolves only the chains through the memos it just retired: it reads the
statuses that point at them, which without an index meant reading every inactive status of the
project. The column is also a foreign key (ON DELETE CASCADE): deleting a memo looked for the
statuses pointing at it the same way.
"""
from alembic import op

revision = '0013'
down_revision = '0012'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_index(op.f('ix_memory_memo_status_canonical_memo_id'), 'memory_memo_status', ['canonical_memo_id'])


def downgrade() -> None:
    op.drop_index(op.f('ix_memory_memo_status_canonical_memo_id'), table_name='memory_memo_status')
