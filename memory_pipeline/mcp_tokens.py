"""Who may use memory over MCP: callers, their scopes, and the bearer tokens of HTTP callers.

A caller is bound to one organization and project and holds the scopes `memory:read`
and/or `memory:write`; none is granted by default. Over stdio the caller is the server's
configuration (`stdio_caller`); over HTTP it is the bearer token's (`authenticate`).

A token is `mpt_` and 43 URL-safe characters (256 random bits), shown once when issued.
The database keeps only its sha256, so a copy of the table grants nothing. A revoked or
expired token is refused exactly like one that never existed. Nothing here knows about
MCP: `mcp_server.py` wires it in.
"""

from __future__ import annotations

import hashlib
import secrets
import uuid
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

import sqlalchemy as sa

from memory_pipeline.errors import MemoryPipelineError, NotFound
from memory_pipeline.schema import MCP_SCOPES, chats, memory_digests, memory_mcp_tokens, memory_memos, utcnow

READ, WRITE = MCP_SCOPES
TOKEN_PREFIX = "mpt_"


@dataclass(frozen=True)
class Caller:
    organization_id: str
    project_id: str
    scopes: frozenset[str]
    agent_id: str  # the author of the memos it saves and of the memos it forgets
    principal: str  # `token:<id>` or `stdio`, for refusals and logs

    def require(self, scope: str, action: str) -> None:
        if scope not in self.scopes:
            raise MemoryPipelineError(
                f"{action} needs the scope {scope}, which this caller does not hold ({self.principal} holds "
                f"{', '.join(sorted(self.scopes))}); ask for a token or server configuration with --scope {scope}")


@dataclass(frozen=True)
class IssuedToken:
    id: str
    token: str  # the secret: shown once, never stored
    caller: Caller
    expires_at: datetime | None


def token_sha256(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def parse_scopes(values: Iterable[str]) -> frozenset[str]:
    """Scopes from options or the environment (comma or space separated); at least one, each known."""
    scopes = frozenset(s for value in values for s in value.replace(",", " ").split())
    unknown = sorted(scopes - set(MCP_SCOPES))
    if unknown:
        raise MemoryPipelineError(f"scope {', '.join(unknown)} is unknown; use {READ} and/or {WRITE}")
    if not scopes:
        raise MemoryPipelineError(f"no scope given, and none is granted by default; pass --scope {READ} "
                                  f"and/or --scope {WRITE}")
    return scopes


def _uuid(value: str | None, option: str) -> str:
    try:
        return str(uuid.UUID(value or ""))
    except ValueError:
        raise MemoryPipelineError(f"{option} {value!r} is not an id (a UUID such as {uuid.UUID(int=1)})") from None


def _check_project(conn: sa.Connection, organization_id: str, project_id: str) -> None:
    """Refuse to bind a caller to a project that the data places in another organization."""
    for table in (memory_memos, chats, memory_digests):
        found = conn.execute(sa.select(table.c.organization_id).where(
            table.c.project_id == project_id, table.c.organization_id != organization_id).limit(1)).scalar()
        if found is not None:
            raise MemoryPipelineError(f"project {project_id} belongs to organization {found}, not "
                                      f"{organization_id}; check --organization")


def stdio_caller(engine: sa.Engine, organization_id: str | None, project_id: str | None, scopes: Iterable[str],
                 agent_id: str | None = None) -> Caller:
    """The caller a stdio server serves, from its configuration.

    Without `agent_id`, memos are written by the project's stdio agent: an id derived from
    the organization and project, the same on every start.
    """
    organization_id = _uuid(organization_id, "--organization")
    project_id = _uuid(project_id, "--project")
    granted = parse_scopes(scopes)
    agent_id = _uuid(agent_id, "--agent-id") if agent_id else str(
        uuid.uuid5(uuid.NAMESPACE_URL, f"memory-pipeline:mcp-stdio:{organization_id}:{project_id}"))
    with engine.connect() as conn:
        _check_project(conn, organization_id, project_id)
    return Caller(organization_id, project_id, granted, agent_id, "stdio")


def issue(engine: sa.Engine, organization_id: str, project_id: str, scopes: Iterable[str], by: str, *,
          label: str | None = None, agent_id: str | None = None, expires_at: datetime | None = None,
          now: datetime | None = None) -> IssuedToken:
    """A new token for one project; only its sha256 is stored."""
    organization_id = _uuid(organization_id, "--organization")
    project_id = _uuid(project_id, "--project")
    granted = parse_scopes(scopes)
    token_id = str(uuid.uuid4())
    agent_id = _uuid(agent_id, "--agent-id") if agent_id else token_id
    now = now or utcnow()
    if expires_at is not None and expires_at <= now:
        raise MemoryPipelineError(f"expiry {expires_at.isoformat()} is not in the future; pass a later one")
    token = TOKEN_PREFIX + secrets.token_urlsafe(32)
    with engine.begin() as conn:
        _check_project(conn, organization_id, project_id)
        conn.execute(memory_mcp_tokens.insert().values(
            id=token_id, organization_id=organization_id, project_id=project_id, token_sha256=token_sha256(token),
            can_read=READ in granted, can_write=WRITE in granted, agent_id=agent_id, label=label,
            issued_by=f"human:{by}", created_at=now, expires_at=expires_at))
    return IssuedToken(token_id, token, Caller(organization_id, project_id, granted, agent_id, f"token:{token_id}"),
                       expires_at)


def revoke(engine: sa.Engine, token_id: str, by: str, now: datetime | None = None) -> str:
    t = memory_mcp_tokens.c
    with engine.begin() as conn:
        row = conn.execute(sa.select(t.project_id, t.revoked_at).where(t.id == token_id)).one_or_none()
        if row is None:
            raise NotFound(f"token {token_id} does not exist; `memory-pipeline mcp token list` shows the ids")
        if row.revoked_at is not None:
            raise MemoryPipelineError(f"token {token_id} was already revoked at {row.revoked_at.isoformat()}")
        conn.execute(memory_mcp_tokens.update().where(t.id == token_id).values(
            revoked_at=now or utcnow(), revoked_by=f"human:{by}"))
    return f"token {token_id} of project {row.project_id} is revoked; the server refuses it from its next request"


def _scopes(row) -> frozenset[str]:
    return frozenset(scope for scope, held in ((READ, row.can_read), (WRITE, row.can_write)) if held)


def authenticate(engine: sa.Engine, token: str, now: datetime | None = None) -> Caller | None:
    """The caller a bearer token stands for, or None if it is unknown, revoked or expired."""
    if not token.startswith(TOKEN_PREFIX):
        return None
    t = memory_mcp_tokens.c
    now = now or utcnow()
    with engine.connect() as conn:
        row = conn.execute(sa.select(memory_mcp_tokens).where(t.token_sha256 == token_sha256(token))).one_or_none()
    if row is None or row.revoked_at is not None or (row.expires_at is not None and row.expires_at <= now):
        return None
    return Caller(row.organization_id, row.project_id, _scopes(row), row.agent_id, f"token:{row.id}")


@dataclass(frozen=True)
class TokenInfo:
    id: str
    organization_id: str
    project_id: str
    scopes: frozenset[str]
    agent_id: str
    label: str | None
    issued_by: str
    created_at: datetime
    expires_at: datetime | None
    revoked_at: datetime | None

    def state(self, now: datetime) -> str:
        if self.revoked_at is not None:
            return "revoked"
        return "expired" if self.expires_at is not None and self.expires_at <= now else "active"


def list_tokens(engine: sa.Engine, project_id: str | None = None) -> list[TokenInfo]:
    t = memory_mcp_tokens.c
    query = sa.select(memory_mcp_tokens).order_by(t.project_id, t.created_at, t.id)
    if project_id:
        query = query.where(t.project_id == project_id)
    with engine.connect() as conn:
        rows = conn.execute(query).all()
    return [TokenInfo(r.id, r.organization_id, r.project_id, _scopes(r), r.agent_id, r.label, r.issued_by,
                      r.created_at, r.expires_at, r.revoked_at) for r in rows]
