"""The MCP server (`memory-pipeline mcp`): agents' memory over stdio and streamable HTTP.

Thin wiring on the official `mcp` SDK. Who calls comes from `mcp_tokens` (the server's
configuration over stdio, a bearer token over HTTP); what the caller may do, and every
rule, from `agent_memory`. A refusal is an MCP error carrying that module's message: a
tool answers with an error result (`is_error`), a resource read with a JSON-RPC error.
Over HTTP a missing, unknown, revoked or expired token is answered 401 before any MCP
message is read, and the SDK keeps a session to the token that opened it.

Tools: `remember`, `recall`, `search`, `core_memory`, `forget`. Resources:
`memory://core-memory` and `memory://digests/{day,week,month}/latest`.
"""

from __future__ import annotations

from collections.abc import Callable
from contextvars import ContextVar
from datetime import datetime
from typing import Annotated, Any, TypeVar

import anyio.to_thread
import sqlalchemy as sa
from mcp.server.auth.middleware.bearer_auth import AuthenticatedUser
from mcp.server.auth.provider import AccessToken
from mcp.server.auth.settings import AuthSettings
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ResourceError, ResourceNotFoundError, ToolError
from mcp_types import ToolAnnotations
from pydantic import Field
from starlette.applications import Starlette

from memory_pipeline import agent_memory, mcp_tokens
from memory_pipeline.errors import MemoryPipelineError, NotFound
from memory_pipeline.mcp_tokens import Caller
from memory_pipeline.schema import DEFAULT_MAX_ITEMS, DIGEST_LEVELS, MAX_MEMO_CHARS, utcnow

DEFAULT_PORT = 8765
INSTRUCTIONS = (
    "Team memory of one project. `recall` before answering from memory (the packet cites its sources); "
    "`remember` a fact worth keeping (secrets are masked; instructions to agents are quarantined); `forget` a memo "
    "that is wrong. Read `memory://core-memory` at the start of a task.")

T = TypeVar("T")
Clock = Callable[[], datetime]
_caller: ContextVar[Caller | None] = ContextVar("memory_pipeline_mcp_caller", default=None)


def _serve(action: Callable[[Caller], T], error: type[Exception] = ToolError) -> T:
    """Run `action` for the request's caller; a domain refusal becomes the MCP error `error`."""
    caller = _caller.get()
    if caller is None:
        raise error("no caller is bound to this request; over HTTP send `Authorization: Bearer <token>`")
    try:
        return action(caller)
    except NotFound as exc:
        raise (ResourceNotFoundError if error is ResourceError else error)(str(exc)) from None
    except MemoryPipelineError as exc:
        raise error(str(exc)) from None


class TokenVerifier:
    """The SDK's bearer check, against `memory_mcp_tokens` (sha256 lookup, on every request)."""

    def __init__(self, engine: sa.Engine, clock: Clock):
        self.engine, self.clock = engine, clock

    async def verify_token(self, token: str) -> AccessToken | None:
        caller = await anyio.to_thread.run_sync(mcp_tokens.authenticate, self.engine, token, self.clock())
        if caller is None:
            return None
        # client_id is the token id: the SDK binds each HTTP session to it.
        return AccessToken(token=caller.principal, client_id=caller.principal, scopes=sorted(caller.scopes),
                           claims={"caller": caller})


def build_server(engine: sa.Engine, *, stdio_caller: Caller | None = None, http_base_url: str | None = None,
                 clock: Clock = utcnow) -> MCPServer:
    """The MCP server for one transport: stdio (one configured caller) or HTTP (a caller per token)."""

    async def bind_caller(ctx, call_next):
        user = ctx.request.scope.get("user") if ctx.request is not None else None
        caller = user.access_token.claims["caller"] if isinstance(user, AuthenticatedUser) else stdio_caller
        bound = _caller.set(caller)
        try:
            return await call_next(ctx)
        finally:
            _caller.reset(bound)

    auth = {}
    if http_base_url is not None:
        # Tokens come from `memory-pipeline mcp token issue`, not from an OAuth server: no
        # protected-resource metadata is published, and the issuer is this server itself.
        auth = dict(token_verifier=TokenVerifier(engine, clock),
                    auth=AuthSettings(issuer_url=http_base_url, resource_server_url=None))
    server = MCPServer("memory-pipeline", instructions=INSTRUCTIONS, log_level="WARNING", middleware=[bind_caller],
                       **auth)
    reads = ToolAnnotations(read_only_hint=True, open_world_hint=False)

    @server.tool(annotations=ToolAnnotations(read_only_hint=False, destructive_hint=False, open_world_hint=False))
    def remember(content: Annotated[str, Field(description=f"the fact, 1 to {MAX_MEMO_CHARS} characters")],
                 chat_id: Annotated[str | None, Field(description="the chat it comes from, if any")] = None) -> dict:
        """Save a memo in the project's memory. Secrets and personal data are masked before it is stored;
        a memo carrying instructions addressed to agents is kept but quarantined (never served). The answer
        says what was masked, or why the memo was quarantined."""
        return _serve(lambda caller: agent_memory.remember(engine, caller, content, chat_id, now=clock()).as_dict())

    @server.tool(annotations=reads)
    def recall(query: Annotated[str, Field(description="what to recall, in words")],
               budget_tokens: Annotated[int, Field(description="packet size, 1 to 100000 tokens")] = 500,
               max_items: Annotated[int, Field(description="at most this many items, 1 to 100")] = DEFAULT_MAX_ITEMS,
               ) -> dict:
        """The best active memos and digest lines for the query, pinned memos first, within a token budget;
        every item cites its source (memo:<id>, chat:<id>)."""
        return _serve(lambda caller: agent_memory.recall(engine, caller, query, budget_tokens=budget_tokens,
                                                         max_items=max_items, now=clock()).as_dict())

    @server.tool(annotations=reads)
    def search(query: Annotated[str, Field(description="words to search for (stemmed, any may match)")],
               include_inactive: Annotated[bool, Field(
                   description="also list duplicate and superseded memos, and quarantined ones (text withheld)")]
               = False) -> dict:
        """Full-text search over the project's memos and digests, best first, with citations and status."""
        return _serve(lambda caller: {"query": query, "results": agent_memory.search(
            engine, caller, query, include_inactive=include_inactive)})

    @server.tool(annotations=reads)
    def core_memory() -> str:
        """The project's core memory: the short text every agent of the project should always know."""
        return _serve(lambda caller: agent_memory.core_memory(engine, caller))

    @server.tool(annotations=ToolAnnotations(read_only_hint=False, destructive_hint=True, idempotent_hint=False,
                                             open_world_hint=False))
    def forget(memo_id: Annotated[str, Field(description="the memo's id (recall and search cite memo:<id>)")],
               reason: Annotated[str, Field(description="why it must be forgotten, recorded with the decision")]
               ) -> str:
        """Forget a memo of this project: it is no longer recalled or searched, and the next consolidation
        and digest runs leave it out. The reason is recorded."""
        return _serve(lambda caller: agent_memory.forget(engine, caller, memo_id, reason, now=clock()))

    @server.resource("memory://core-memory", name="core_memory", title="Core memory", mime_type="text/markdown",
                     description="What every agent of the project should always know, each line cited.")
    def read_core_memory() -> str:
        return _serve(lambda caller: agent_memory.core_memory(engine, caller), ResourceError)

    for level in DIGEST_LEVELS:
        server.resource(f"memory://digests/{level}/latest", name=f"latest_{level}_digest",
                        title=f"Latest {level} digest", mime_type="text/markdown",
                        description=f"The project's latest {level} digest, each line cited.")(_digest_reader(engine, level))
    return server


def _digest_reader(engine: sa.Engine, level: str) -> Callable[[], str]:
    def read() -> str:
        return _serve(lambda caller: agent_memory.latest_digest(engine, caller, level), ResourceError)

    return read


def http_app(engine: sa.Engine, host: str = "127.0.0.1", port: int = DEFAULT_PORT, clock: Clock = utcnow) -> Starlette:
    """The streamable HTTP app (endpoint `/mcp`); callers authenticate with bearer tokens."""
    server = build_server(engine, http_base_url=f"http://{host}:{port}", clock=clock)
    return server.streamable_http_app(host=host)


def serve_stdio(engine: sa.Engine, caller: Caller) -> None:
    build_server(engine, stdio_caller=caller).run("stdio")


def serve_http(engine: sa.Engine, host: str, port: int, log: Callable[[str], Any]) -> None:
    import uvicorn

    log(f"memory-pipeline MCP server on http://{host}:{port}/mcp (streamable HTTP, bearer tokens)")
    uvicorn.Server(uvicorn.Config(http_app(engine, host, port), host=host, port=port, log_level="warning")).run()
