"""People overrule the consolidation pass: restore, supersede, unlink, release.

Each command records a human decision in `memory_memo_overrides` (and the status and
links it implies) in one transaction; later runs of the pass respect it.
"""

from __future__ import annotations

import uuid

import sqlalchemy as sa

from memory_pipeline.consolidation import resolve_chains
from memory_pipeline.errors import MemoryPipelineError
from memory_pipeline.schema import (
    DECISION_RELATIONS,
    memory_links,
    memory_memo_overrides,
    memory_memo_status,
    memory_memos,
    utcnow,
)


def _memo(conn: sa.Connection, memo_id: str):
    row = conn.execute(sa.select(memory_memos.c.id, memory_memos.c.project_id).where(
        memory_memos.c.id == memo_id)).one_or_none()
    if row is None:
        raise MemoryPipelineError(f"memo {memo_id} does not exist; check the id (memory-pipeline search lists memos)")
    return row


def _record(conn, project_id, memo_id, other_id, action, relation, by, reason) -> None:
    conn.execute(memory_memo_overrides.insert().values(
        id=str(uuid.uuid4()), project_id=project_id, memo_id=memo_id, other_memo_id=other_id, action=action,
        relation_type=relation, decided_by=f"human:{by}", reason=reason, created_at=utcnow()))


def _set_active(conn, project_id: str, memo_id: str, by: str, reason: str) -> None:
    s = memory_memo_status
    conn.execute(s.delete().where(s.c.memo_id == memo_id))
    conn.execute(s.insert().values(memo_id=memo_id, project_id=project_id, status="active", canonical_memo_id=None,
                                   reason=reason, decided_by=f"human:{by}", updated_at=utcnow()))


def restore(engine: sa.Engine, memo_id: str, by: str, reason: str = "restored by a person") -> str:
    """Make a memo active again and keep rules from marking it; returns what changed."""
    with engine.begin() as conn:
        memo = _memo(conn, memo_id)
        l = memory_links.c
        removed = conn.execute(memory_links.delete().where(
            l.src_kind == "memo", l.src_id == memo_id, l.relation_type.in_(("duplicate_of", "superseded_by")))).rowcount
        _set_active(conn, memo.project_id, memo_id, by, reason)
        _record(conn, memo.project_id, memo_id, None, "restore", None, by, reason)
        resolve_chains(conn, memo.project_id)
    return f"memo {memo_id} is active again ({removed} decision link(s) removed); rules will not mark it"


def release(engine: sa.Engine, memo_id: str, by: str, reason: str = "released by a person") -> str:
    """Make a quarantined memo active; the injection screen will not quarantine it again."""
    with engine.begin() as conn:
        memo = _memo(conn, memo_id)
        s = memory_memo_status.c
        status = conn.execute(sa.select(s.status).where(s.memo_id == memo_id)).scalar_one_or_none()
        if status != "quarantined":
            raise MemoryPipelineError(f"memo {memo_id} is {status or 'active'}, not quarantined; "
                                      "`memo restore` makes a duplicate or superseded memo active")
        _set_active(conn, memo.project_id, memo_id, by, reason)
        _record(conn, memo.project_id, memo_id, None, "release", None, by, reason)
    return f"memo {memo_id} is released from quarantine and active; the injection screen will not quarantine it again"


def supersede(engine: sa.Engine, older_id: str, newer_id: str, by: str, reason: str = "superseded by a person") -> str:
    if older_id == newer_id:
        raise MemoryPipelineError(f"memo {older_id} cannot supersede itself")
    with engine.begin() as conn:
        older, newer = _memo(conn, older_id), _memo(conn, newer_id)
        if older.project_id != newer.project_id:
            raise MemoryPipelineError(
                f"memo {older_id} (project {older.project_id}) and memo {newer_id} (project {newer.project_id}) "
                "are in different projects; decisions never cross projects")
        s = memory_memo_status.c
        chain = {r.memo_id: r.canonical_memo_id for r in conn.execute(
            sa.select(s.memo_id, s.canonical_memo_id).where(s.project_id == older.project_id, s.status != "active"))}
        current, seen = newer_id, set()
        while current in chain and current not in seen:
            seen.add(current)
            current = chain[current]
            if current == older_id:
                raise MemoryPipelineError(
                    f"memo {newer_id} already resolves to memo {older_id}; superseding would make a cycle")
        conn.execute(memory_links.delete().where(
            memory_links.c.src_kind == "memo", memory_links.c.src_id == older_id,
            memory_links.c.relation_type.in_(("duplicate_of", "superseded_by"))))
        conn.execute(memory_links.insert().values(
            id=str(uuid.uuid4()), project_id=older.project_id, src_kind="memo", src_id=older_id, dst_kind="memo",
            dst_id=newer_id, relation_type="superseded_by", created_by=f"human:{by}",
            metadata={"reason": reason, "confidence": 1.0}, created_at=utcnow()))
        conn.execute(memory_memo_status.delete().where(s.memo_id == older_id))
        conn.execute(memory_memo_status.insert().values(
            memo_id=older_id, project_id=older.project_id, status="superseded", canonical_memo_id=newer_id,
            reason=reason, decided_by=f"human:{by}", updated_at=utcnow()))
        _record(conn, older.project_id, older_id, newer_id, "supersede", "superseded_by", by, reason)
        resolve_chains(conn, older.project_id)
    return f"memo {older_id} is superseded by memo {newer_id}"


def unlink(engine: sa.Engine, src_id: str, dst_id: str, by: str, relation: str | None = None,
           reason: str = "unlinked by a person") -> str:
    """Remove the decision links between two memos and keep rules from linking them again."""
    if relation is not None and relation not in DECISION_RELATIONS:
        raise MemoryPipelineError(f"--relation {relation!r} is not one of {', '.join(DECISION_RELATIONS)}")
    with engine.begin() as conn:
        src, dst = _memo(conn, src_id), _memo(conn, dst_id)
        l = memory_links.c
        pair = sa.or_(sa.and_(l.src_id == src_id, l.dst_id == dst_id), sa.and_(l.src_id == dst_id, l.dst_id == src_id))
        relations = [relation] if relation else list(DECISION_RELATIONS)
        removed = conn.execute(memory_links.delete().where(
            l.src_kind == "memo", l.dst_kind == "memo", pair, l.relation_type.in_(relations))).rowcount
        if removed == 0:
            raise MemoryPipelineError(f"no {relation or 'decision'} link between memo {src_id} and memo {dst_id}")
        s = memory_memo_status.c
        for memo in (src, dst):
            other = dst_id if memo.id == src_id else src_id
            status = conn.execute(sa.select(s.canonical_memo_id).where(s.memo_id == memo.id)).one_or_none()
            if status is not None and status.canonical_memo_id == other:
                _set_active(conn, memo.project_id, memo.id, by, reason)
        _record(conn, src.project_id, src_id, dst_id, "unlink", relation, by, reason)
        resolve_chains(conn, src.project_id)
    return f"removed {removed} link(s) between memo {src_id} and memo {dst_id}; rules will not relink them"
