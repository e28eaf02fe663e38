"""work state: per asset and project, the fingerprint of the inputs the last run saw

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-30
"""
from alembic import op
import sqlalchemy as sa

import memory_pipeline.schema

revision = '0007'
down_revision = '0006'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('memory_work_state',
    sa.Column('asset', sa.String(length=64), nullable=False),
    sa.Column('project_id', sa.String(length=36), nullable=False),
    sa.Column('window_start', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=False),
    sa.Column('window_end', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=False),
    sa.Column('fingerprint', sa.String(length=64), nullable=False),
    sa.Column('updated_at', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('asset', 'project_id', name=op.f('pk_memory_work_state'))
    )


def downgrade() -> None:
    op.drop_table('memory_work_state')
