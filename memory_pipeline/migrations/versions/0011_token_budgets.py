"""token budgets: reserved and budget_fallback ledger rows, and chat summaries to redo

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-30

A model call is reserved in the usage ledger (its estimated tokens) before it is made
and settled with the API's counts after; a call refused by a budget leaves a
`budget_fallback` row with the reason. Chats the extractive engine summarized in the
model's place are listed, so the next run with a model redoes only them.
"""
from alembic import op
import sqlalchemy as sa

import memory_pipeline.schema

revision = '0011'
down_revision = '0010'
branch_labels = None
depends_on = None

CHECKS = {
    'outcome': (
        "outcome IN ('ok', 'retryable_error', 'error', 'invalid_output', 'reserved', 'budget_fallback')",
        "outcome IN ('ok', 'retryable_error', 'error', 'invalid_output')"),
    'non_negative': (
        'input_tokens >= 0 AND output_tokens >= 0 AND cache_creation_input_tokens >= 0 '
        'AND cache_read_input_tokens >= 0 AND reserved_tokens >= 0 AND latency_ms >= 0',
        'input_tokens >= 0 AND output_tokens >= 0 AND cache_creation_input_tokens >= 0 '
        'AND cache_read_input_tokens >= 0 AND latency_ms >= 0'),
}


def upgrade() -> None:
    with op.batch_alter_table('memory_llm_usage', recreate='auto') as batch_op:
        batch_op.add_column(sa.Column('reserved_tokens', sa.Integer(), server_default='0', nullable=False))
        for name, (upgraded, _) in CHECKS.items():
            batch_op.drop_constraint(op.f(f'ck_memory_llm_usage_{name}'), type_='check')
            batch_op.create_check_constraint(name, upgraded)
        batch_op.create_index(batch_op.f('ix_memory_llm_usage_project_id_created_at'), ['project_id', 'created_at'],
                              unique=False)
        batch_op.create_index(batch_op.f('ix_memory_llm_usage_run_id'), ['run_id'], unique=False)
    op.create_table('memory_summary_fallbacks',
    sa.Column('chat_id', sa.String(length=36), nullable=False),
    sa.Column('project_id', sa.String(length=36), nullable=False),
    sa.Column('reason', sa.Text(), nullable=False),
    sa.Column('created_at', memory_pipeline.schema.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['chat_id'], ['chats.id'], name=op.f('fk_memory_summary_fallbacks_chat_id_chats'),
                            ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('chat_id', name=op.f('pk_memory_summary_fallbacks'))
    )


def downgrade() -> None:
    op.drop_table('memory_summary_fallbacks')
    # Reservations and refusals have no meaning before this revision.
    op.execute("DELETE FROM memory_llm_usage WHERE outcome IN ('reserved', 'budget_fallback')")
    with op.batch_alter_table('memory_llm_usage', recreate='auto') as batch_op:
        batch_op.drop_index(batch_op.f('ix_memory_llm_usage_run_id'))
        batch_op.drop_index(batch_op.f('ix_memory_llm_usage_project_id_created_at'))
        for name, (_, original) in CHECKS.items():
            batch_op.drop_constraint(op.f(f'ck_memory_llm_usage_{name}'), type_='check')
            batch_op.create_check_constraint(name, original)
        batch_op.drop_column('reserved_tokens')
