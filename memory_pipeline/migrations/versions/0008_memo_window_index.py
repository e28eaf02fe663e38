"""memos: the created_at index also holds project_id, so window scans need no table lookups

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-30
"""
from alembic import op

revision = '0008'
down_revision = '0007'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.drop_index('ix_memory_memos_created_at', table_name='memory_memos')
    op.create_index('ix_memory_memos_created_at_project_id', 'memory_memos', ['created_at', 'project_id'], unique=False)


def downgrade() -> None:
    op.drop_index('ix_memory_memos_created_at_project_id', table_name='memory_memos')
    op.create_index('ix_memory_memos_created_at', 'memory_memos', ['created_at'], unique=False)
