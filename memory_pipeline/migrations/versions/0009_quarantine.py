"""memo status `quarantined` (instructions addressed to agents) and the `release` override

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-30

A quarantined memo has no canonical memo, like an active one; a release, like a
restore, names no other memo.
"""
from alembic import op

revision = '0009'
down_revision = '0008'
branch_labels = None
depends_on = None

STATUS = {
    'status': ("status IN ('active', 'duplicate', 'superseded', 'quarantined')",
               "status IN ('active', 'duplicate', 'superseded')"),
    'canonical_iff_inactive': ("(status IN ('active', 'quarantined')) = (canonical_memo_id IS NULL)",
                               "(status = 'active') = (canonical_memo_id IS NULL)"),
}
OVERRIDES = {
    'action': ("action IN ('restore', 'supersede', 'unlink', 'release')",
               "action IN ('restore', 'supersede', 'unlink')"),
    'other_memo_iff_pair': ("(action IN ('restore', 'release')) = (other_memo_id IS NULL)",
                            "(action = 'restore') = (other_memo_id IS NULL)"),
}


def _replace(table: str, checks: dict, new: bool) -> None:
    with op.batch_alter_table(table, recreate='auto') as batch_op:
        for name, (upgraded, original) in checks.items():
            batch_op.drop_constraint(op.f(f'ck_{table}_{name}'), type_='check')
            batch_op.create_check_constraint(name, upgraded if new else original)


def upgrade() -> None:
    _replace('memory_memo_status', STATUS, new=True)
    _replace('memory_memo_overrides', OVERRIDES, new=True)


def downgrade() -> None:
    op.execute("DELETE FROM memory_memo_status WHERE status = 'quarantined'")
    op.execute("DELETE FROM memory_memo_overrides WHERE action = 'release'")
    _replace('memory_memo_status', STATUS, new=False)
    _replace('memory_memo_overrides', OVERRIDES, new=False)
