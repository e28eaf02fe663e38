"""chat topics: the words of each summarized chat's redacted transcript, for recall

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-01

A digest line holds a chat's fact in the words it was decided in; a question uses the
words of the talk around it. The summary step keeps the distinct content words of the
masked transcript in `memory_chat_topics` (the pipeline's own table: `chats` is the
platform's), and recall weighs them with the line's own words. Chats summarized before
this revision have none until they are summarized again.
"""
from alembic import op
import sqlalchemy as sa

import memory_pipeline.schema

revision = '0012'
down_revision = '0011'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('memory_chat_topics',
    sa.Column('chat_id', sa.String(length=36), nullable=False),
    sa.Column('project_id', sa.String(length=36), nullable=False),
    sa.Column('topics', sa.Text(), nullable=False),
    sa.Column('updated_at', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['chat_id'], ['chats.id'], name=op.f('fk_memory_chat_topics_chat_id_chats'),
                            ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('chat_id', name=op.f('pk_memory_chat_topics'))
    )


def downgrade() -> None:
    op.drop_table('memory_chat_topics')
