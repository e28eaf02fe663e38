"""full-text search on SQLite: FTS5 tables over memo and digest content

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-30

PostgreSQL already has generated tsvector columns with GIN indexes (0001).
"""
from alembic import op

import memory_pipeline.schema

revision = '0004'
down_revision = '0003'
branch_labels = None
depends_on = None


def upgrade() -> None:
    if op.get_bind().dialect.name == 'sqlite':
        for statement in memory_pipeline.schema.SQLITE_FTS_DDL:
            op.execute(statement)


def downgrade() -> None:
    if op.get_bind().dialect.name == 'sqlite':
        for table in ('memory_memos', 'memory_digests'):
            for suffix in ('insert', 'delete', 'update'):
                op.execute(f"DROP TRIGGER IF EXISTS trg_{table}_fts_{suffix}")
            op.execute(f"DROP TABLE IF EXISTS {table}_fts")
