"""chat summary topics: the words of the redacted transcript, for recall

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-01

A digest line holds a chat's fact in the words it was decided in; a question uses the
words of the talk around it. The summary step keeps the distinct content words of the
masked transcript next to the summary, and recall weighs them with the line's own words.
Chats summarized before this revision have none until they are summarized again.
"""
from alembic import op
import sqlalchemy as sa

revision = '0012'
down_revision = '0011'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('chats') as batch_op:
        batch_op.add_column(sa.Column('summary_topics', sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('chats') as batch_op:
        batch_op.drop_column('summary_topics')
