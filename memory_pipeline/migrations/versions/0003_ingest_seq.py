"""ingest_seq: insertion order on chats and memos, for the watermark sensor

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-30

Also indexes for the opt-out sensor (chats by memory_excluded_at and deleted_at).
Existing rows are numbered in created_at order.
"""
from alembic import op
import sqlalchemy as sa

import memory_pipeline.schema

revision = '0003'
down_revision = '0002'
branch_labels = None
depends_on = None


def upgrade() -> None:
    postgres = op.get_bind().dialect.name == 'postgresql'
    for table in memory_pipeline.schema.INGEST_SEQ_TABLES:
        if postgres:
            op.add_column(table, sa.Column('ingest_seq', sa.BigInteger(), sa.Identity(), nullable=False))
        else:
            op.add_column(table, sa.Column('ingest_seq', sa.BigInteger(), nullable=True))
            op.execute(f"UPDATE {table} SET ingest_seq = (SELECT COUNT(*) FROM {table} AS earlier "
                       f"WHERE earlier.created_at < {table}.created_at OR "
                       f"(earlier.created_at = {table}.created_at AND earlier.id <= {table}.id))")
        op.create_index(op.f(f'ix_{table}_ingest_seq'), table, ['ingest_seq'], unique=False)
    if not postgres:
        for statement in memory_pipeline.schema.SQLITE_INGEST_SEQ_DDL:
            op.execute(statement)
    op.create_index(op.f('ix_chats_memory_excluded_at'), 'chats', ['memory_excluded_at'], unique=False)
    op.create_index(op.f('ix_chats_deleted_at'), 'chats', ['deleted_at'], unique=False)


def downgrade() -> None:
    op.drop_index(op.f('ix_chats_deleted_at'), table_name='chats')
    op.drop_index(op.f('ix_chats_memory_excluded_at'), table_name='chats')
    postgres = op.get_bind().dialect.name == 'postgresql'
    for table in memory_pipeline.schema.INGEST_SEQ_TABLES:
        if not postgres:
            op.execute(f"DROP TRIGGER IF EXISTS trg_{table}_ingest_seq")
        op.drop_index(op.f(f'ix_{table}_ingest_seq'), table_name=table)
        with op.batch_alter_table(table) as batch_op:
            batch_op.drop_column('ingest_seq')
