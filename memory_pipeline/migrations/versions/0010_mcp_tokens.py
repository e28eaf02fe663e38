"""MCP server: bearer tokens (sha256 only), and `forget`, the one decision an agent may record

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-30

A forget, like a restore, names no other memo; it is the only override an agent
(`agent:<id>`) may record, every other one stays a person's.
"""
from alembic import op
import sqlalchemy as sa

import memory_pipeline.schema

revision = '0010'
down_revision = '0009'
branch_labels = None
depends_on = None

# name: (upgraded, original); a renamed check is dropped under its old name.
OVERRIDES = {
    'action': ("action IN ('restore', 'supersede', 'unlink', 'release', 'forget')",
               "action IN ('restore', 'supersede', 'unlink', 'release')"),
    'other_memo_iff_pair': ("(action IN ('restore', 'release', 'forget')) = (other_memo_id IS NULL)",
                            "(action IN ('restore', 'release')) = (other_memo_id IS NULL)"),
}
DECIDED_BY = ('decided_by', "decided_by LIKE 'human:%' OR (action = 'forget' AND decided_by LIKE 'agent:%')")
DECIDED_BY_HUMAN = ('decided_by_human', "decided_by LIKE 'human:%'")


def _replace_override_checks(new: bool) -> None:
    drop, create = (DECIDED_BY_HUMAN, DECIDED_BY) if new else (DECIDED_BY, DECIDED_BY_HUMAN)
    with op.batch_alter_table('memory_memo_overrides', recreate='auto') as batch_op:
        for name, (upgraded, original) in OVERRIDES.items():
            batch_op.drop_constraint(op.f(f'ck_memory_memo_overrides_{name}'), type_='check')
            batch_op.create_check_constraint(name, upgraded if new else original)
        batch_op.drop_constraint(op.f(f'ck_memory_memo_overrides_{drop[0]}'), type_='check')
        batch_op.create_check_constraint(*create)


def upgrade() -> None:
    op.create_table('memory_mcp_tokens',
    sa.Column('id', sa.String(length=36), nullable=False),
    sa.Column('organization_id', sa.String(length=36), nullable=False),
    sa.Column('project_id', sa.String(length=36), nullable=False),
    sa.Column('token_sha256', sa.String(length=64), nullable=False),
    sa.Column('can_read', sa.Boolean(), server_default=sa.false(), nullable=False),
    sa.Column('can_write', sa.Boolean(), server_default=sa.false(), nullable=False),
    sa.Column('agent_id', sa.String(length=36), nullable=False),
    sa.Column('label', sa.Text(), nullable=True),
    sa.Column('issued_by', sa.String(length=160), nullable=False),
    sa.Column('created_at', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=False),
    sa.Column('expires_at', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=True),
    sa.Column('revoked_at', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=True),
    sa.Column('revoked_by', sa.String(length=160), nullable=True),
    sa.CheckConstraint('can_read OR can_write', name=op.f('ck_memory_mcp_tokens_has_scope')),
    sa.CheckConstraint('length(token_sha256) = 64', name=op.f('ck_memory_mcp_tokens_sha256_hex')),
    sa.CheckConstraint("issued_by LIKE 'human:%'", name=op.f('ck_memory_mcp_tokens_issued_by_human')),
    sa.CheckConstraint('expires_at IS NULL OR expires_at > created_at',
                       name=op.f('ck_memory_mcp_tokens_expires_after_issue')),
    sa.CheckConstraint('(revoked_at IS NULL) = (revoked_by IS NULL)',
                       name=op.f('ck_memory_mcp_tokens_revoked_by_someone')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_memory_mcp_tokens')),
    sa.UniqueConstraint('token_sha256', name=op.f('uq_memory_mcp_tokens_token_sha256'))
    )
    op.create_index(op.f('ix_memory_mcp_tokens_project_id'), 'memory_mcp_tokens', ['project_id'], unique=False)
    _replace_override_checks(new=True)


def downgrade() -> None:
    op.execute("DELETE FROM memory_memo_overrides WHERE action = 'forget'")
    _replace_override_checks(new=False)
    op.drop_index(op.f('ix_memory_mcp_tokens_project_id'), table_name='memory_mcp_tokens')
    op.drop_table('memory_mcp_tokens')
