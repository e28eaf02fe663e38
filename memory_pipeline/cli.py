"""The `memory-pipeline` command line."""

from __future__ import annotations

import os
import sys

import click
import sqlalchemy as sa

from memory_pipeline import db, schema, synthetic
from memory_pipeline.config import DATABASE_URL_ENV
from memory_pipeline.errors import MemoryPipelineError
from memory_pipeline.usage import GROUPINGS


class _Group(click.Group):
    """Prints user mistakes as one line on stderr and exits 1, without a traceback."""

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except MemoryPipelineError as exc:
            click.echo(f"memory-pipeline: error: {exc}", err=True)
            sys.exit(1)


@click.group(cls=_Group)
@click.option(
    "--database-url",
    envvar=DATABASE_URL_ENV,
    default=None,
    metavar="URL",
    help=f"SQLAlchemy URL of the memory database [env {DATABASE_URL_ENV}; default: embedded SQLite].",
)
@click.pass_context
def main(ctx: click.Context, database_url: str | None) -> None:
    """Consolidate AI agents' chats and memos into team memory."""
    ctx.obj = {"database_url": database_url}


def _engine(ctx: click.Context) -> sa.Engine:
    return db.get_engine(ctx.obj["database_url"])


def _where(engine: sa.Engine) -> str:
    return engine.url.render_as_string(hide_password=True)


@main.command("init-db")
@click.pass_context
def init_db(ctx: click.Context) -> None:
    """Create the schema, or upgrade it to the newest revision. Safe to run twice."""
    engine = _engine(ctx)
    before, after = db.migrate(engine)
    if before == after:
        click.echo(f"{_where(engine)}: schema already at revision {after}; nothing to do")
    elif before is None:
        click.echo(f"{_where(engine)}: schema created at revision {after}")
    else:
        click.echo(f"{_where(engine)}: schema upgraded from revision {before} to {after}")


@main.command("seed-demo")
@click.option("--seed", default=7, show_default=True, help="Random seed; the same seed gives the same rows.")
@click.pass_context
def seed_demo(ctx: click.Context, seed: int) -> None:
    """Fill the source tables with a synthetic platform (safe to repeat: nothing is inserted twice)."""
    engine = _engine(ctx)
    db.ensure_schema(engine)
    counts = synthetic.generate(engine, synthetic.DEMO_SCALE, seed=seed)
    _echo_seeded(engine, counts)


def _echo_seeded(engine: sa.Engine, counts: synthetic.GeneratedCounts) -> None:
    scale = synthetic.DEMO_SCALE
    click.echo(
        f"{_where(engine)}: seeded {scale.organizations * scale.projects_per_org} projects, "
        f"{counts.chats} chats, {counts.messages} messages, {counts.memos} memos "
        f"({counts.planted_duplicates} planted duplicates, {counts.planted_contradictions} contradictions, "
        f"{counts.planted_secrets} transcripts with planted secrets)"
    )


@main.command("schema-sql")
def schema_sql() -> None:
    """Print the schema as PostgreSQL DDL (the content of sql/schema.sql)."""
    click.echo(schema.render_postgres_ddl(), nl=False)


@main.command("demo")
@click.option("--seed", default=7, show_default=True, help="Random seed for the demo data.")
@click.pass_context
def demo(ctx: click.Context, seed: int) -> None:
    """Initialize, seed the demo platform, and materialize every asset for the seeded period."""
    from memory_pipeline import demo_run

    engine = _engine(ctx)
    db.migrate(engine)
    counts = synthetic.generate(engine, synthetic.DEMO_SCALE, seed=seed)
    _echo_seeded(engine, counts)
    if not demo_run.run(engine, echo=click.echo):
        raise MemoryPipelineError("a demo run failed or a check did not pass; see the lines above")


@main.command("audit")
@click.pass_context
def audit(ctx: click.Context) -> None:
    """Check every invariant over every row; exit 1 and name the rows when any is violated."""
    from memory_pipeline import invariants
    from memory_pipeline.audit import audit_table

    engine = _engine(ctx)
    db.ensure_schema(engine)
    with engine.connect() as conn:
        outcomes = invariants.audit(conn)
    click.echo(audit_table(outcomes))
    failed = [(name, o) for name, o in outcomes.items() if not o.passed]
    for name, outcome in failed:
        for project, row_id, problem in outcome.violations[:invariants.FIRST_OFFENDERS]:
            click.echo(f"{name}: project {project}: {row_id}: {problem}", err=True)
    if failed:
        raise MemoryPipelineError(f"{sum(len(o.violations) for _, o in failed)} violation(s); see above")


@main.group("memo")
def memo() -> None:
    """Overrule the consolidation pass (later runs respect these decisions)."""


def _by() -> str:
    return os.environ.get("USER") or "unknown"


_by_option = click.option("--by", default=_by, show_default="$USER", help="Who decides (recorded as human:<by>).")
_reason_option = click.option("--reason", default=None, help="Why, in a few words (recorded with the decision).")


@memo.command("restore")
@click.argument("memo_id")
@_by_option
@_reason_option
@click.pass_context
def memo_restore(ctx: click.Context, memo_id: str, by: str, reason: str | None) -> None:
    """Make MEMO_ID active again; rules will not mark it."""
    from memory_pipeline import overrides

    engine = _engine(ctx)
    db.ensure_schema(engine)
    click.echo(overrides.restore(engine, memo_id, by, reason or "restored by a person"))


@memo.command("release")
@click.argument("memo_id")
@_by_option
@_reason_option
@click.pass_context
def memo_release(ctx: click.Context, memo_id: str, by: str, reason: str | None) -> None:
    """Release quarantined MEMO_ID: a person read it and it is a fact, not an instruction to agents."""
    from memory_pipeline import overrides

    engine = _engine(ctx)
    db.ensure_schema(engine)
    click.echo(overrides.release(engine, memo_id, by, reason or "released by a person"))


@memo.command("supersede")
@click.argument("older_id")
@click.argument("newer_id")
@_by_option
@_reason_option
@click.pass_context
def memo_supersede(ctx: click.Context, older_id: str, newer_id: str, by: str, reason: str | None) -> None:
    """Mark OLDER_ID as superseded by NEWER_ID."""
    from memory_pipeline import overrides

    engine = _engine(ctx)
    db.ensure_schema(engine)
    click.echo(overrides.supersede(engine, older_id, newer_id, by, reason or "superseded by a person"))


@memo.command("unlink")
@click.argument("src_id")
@click.argument("dst_id")
@click.option("--relation", default=None, help="Only this relation (duplicate_of, superseded_by, contradicts).")
@_by_option
@_reason_option
@click.pass_context
def memo_unlink(ctx: click.Context, src_id: str, dst_id: str, relation: str | None, by: str,
                reason: str | None) -> None:
    """Remove the decision links between two memos; rules will not relink them."""
    from memory_pipeline import overrides

    engine = _engine(ctx)
    db.ensure_schema(engine)
    click.echo(overrides.unlink(engine, src_id, dst_id, by, relation, reason or "unlinked by a person"))


@memo.command("pin")
@click.argument("memo_id")
@click.option("--note", default=None, help="Why it must always be known.")
@_by_option
@click.pass_context
def memo_pin(ctx: click.Context, memo_id: str, note: str | None, by: str) -> None:
    """Always include MEMO_ID in its project's core memory while it is active."""
    from memory_pipeline.assets.core_memory import core_memory_bytes
    from memory_pipeline.recall import pin

    engine = _engine(ctx)
    db.ensure_schema(engine)
    click.echo(pin(engine, memo_id, by, note, core_memory_bytes()))


@memo.command("unpin")
@click.argument("memo_id")
@_by_option
@click.pass_context
def memo_unpin(ctx: click.Context, memo_id: str, by: str) -> None:
    """Stop always including MEMO_ID in core memory."""
    from memory_pipeline.assets.core_memory import core_memory_bytes
    from memory_pipeline.recall import unpin

    engine = _engine(ctx)
    db.ensure_schema(engine)
    click.echo(unpin(engine, memo_id, by, core_memory_bytes()))


@main.command("recall")
@click.argument("query")
@click.option("--project", "project_id", required=True, help="Project id.")
@click.option("--budget-tokens", default=500, show_default=True, type=click.IntRange(1, schema.MAX_BUDGET_TOKENS))
@click.option("--max-items", default=schema.DEFAULT_MAX_ITEMS, show_default=True, type=click.IntRange(1, schema.MAX_ITEMS))
@click.option("--min-score", default=0.25, show_default=True, type=click.FloatRange(0, 1))
@click.option("--half-life-days", default=30.0, show_default=True, type=click.FloatRange(min=0.01))
@click.option("--json", "as_json", is_flag=True, help="Print the packet as JSON.")
@click.pass_context
def recall_command(ctx: click.Context, query: str, project_id: str, budget_tokens: int, max_items: int,
                   min_score: float, half_life_days: float, as_json: bool) -> None:
    """The best active memos and digests for QUERY within a token budget, pins first (logged 24 h)."""
    from memory_pipeline.recall import recall

    engine = _engine(ctx)
    db.ensure_schema(engine)
    packet = recall(engine, project_id, query, budget_tokens=budget_tokens, max_items=max_items,
                    min_score=min_score, half_life_days=half_life_days)
    if as_json:
        click.echo(packet.as_json())
        return
    click.echo(f"recall for {query!r} in project {project_id}: {len(packet.items)} item(s), ~{packet.tokens} tokens")
    for item in packet.items:
        flags = " pinned" if item.pinned else ""
        flags += " truncated" if item.truncated else ""
        click.echo(f"- [{item.citation}] score={item.score:.3f}{flags}")
        click.echo("  " + " ".join(item.text.split())[:400])


@main.group("graph")
def graph() -> None:
    """Read the link graph back."""


@graph.command("neighbors")
@click.argument("node", metavar="KIND:ID")
@click.option("--depth", default=1, show_default=True, type=click.IntRange(1, 5), help="Hops to follow.")
@click.pass_context
def graph_neighbors(ctx: click.Context, node: str, depth: int) -> None:
    """Print the edges within DEPTH hops of a node such as memo:<id>, with relation types."""
    import networkx as nx

    from memory_pipeline import links

    kind, _, item_id = node.partition(":")
    if kind not in ("memo", "chat", "digest") or not item_id:
        raise click.BadParameter(f"{node!r} is not KIND:ID with KIND memo, chat or digest", param_hint="KIND:ID")
    engine = _engine(ctx)
    db.ensure_schema(engine)
    with engine.connect() as conn:
        edges = links.neighbors(conn, node, depth)
        graph_ = nx.MultiDiGraph()
        graph_.add_nodes_from({node} | {e[1] for e in edges} | {e[3] for e in edges})
        links.label_nodes(conn, graph_)
    if not edges:
        click.echo(f"{node}: no edges")
        return
    click.echo(f"{node}  {graph_.nodes[node]['label']}")
    for distance, current, relation, other, direction in edges:
        arrow = f"-[{relation}]->" if direction == "->" else f"<-[{relation}]-"
        click.echo(f"{'  ' * distance}{current} {arrow} {other}  {graph_.nodes[other]['label'][:80]}")


@graph.command("export")
@click.option("--project", "project_id", required=True, help="Project id.")
@click.option("--format", "fmt", type=click.Choice(["graphml", "json"]), default="graphml", show_default=True)
@click.option("--output", "-o", type=click.Path(dir_okay=False, writable=True), default="-",
              help="File to write (default: standard output).")
@click.pass_context
def graph_export(ctx: click.Context, project_id: str, fmt: str, output: str) -> None:
    """Write a project's link graph as GraphML or node-link JSON (Gephi, Cytoscape, networkx)."""
    import json

    import networkx as nx

    from memory_pipeline import links

    engine = _engine(ctx)
    db.ensure_schema(engine)
    with engine.connect() as conn:
        graph_ = links.project_graph(conn, project_id)
    if graph_.number_of_nodes() == 0:
        raise MemoryPipelineError(f"project {project_id} has no links; check the id or run memory_links first")
    if fmt == "graphml":
        text = "\n".join(nx.generate_graphml(graph_)) + "\n"
    else:
        text = json.dumps(nx.node_link_data(graph_, edges="edges"), indent=2, default=str) + "\n"
    with click.open_file(output, "w") as handle:
        handle.write(text)
    if output != "-":
        click.echo(f"wrote {graph_.number_of_nodes()} nodes and {graph_.number_of_edges()} edges to {output}",
                   err=True)


@main.command("search")
@click.argument("query")
@click.option("--project", "project_id", required=True, help="Project id.")
@click.option("--all", "include_inactive", is_flag=True, help="Also show duplicate and superseded memos.")
@click.option("--limit", default=10, show_default=True, type=click.IntRange(1, 200))
@click.pass_context
def search_command(ctx: click.Context, query: str, project_id: str, include_inactive: bool, limit: int) -> None:
    """Rank a project's active memos and digests for QUERY (full-text, stemmed)."""
    from memory_pipeline.search import search

    engine = _engine(ctx)
    db.ensure_schema(engine)
    with engine.connect() as conn:
        hits = search(conn, project_id, query, include_inactive=include_inactive, limit=limit)
    if not hits:
        click.echo(f"no match for {query!r} in project {project_id}")
        return
    for rank, hit in enumerate(hits, 1):
        text = " ".join(hit.text.split())
        click.echo(f"{rank:2}. {hit.kind}:{hit.id} [{hit.status}] score={hit.score:.3f}")
        click.echo(f"    {text[:200]}")
        if hit.citations:
            shown = ", ".join(hit.citations[:6]) + (f" (+{len(hit.citations) - 6} more)" if len(hit.citations) > 6 else "")
            click.echo(f"    cites: {shown}")


@main.group("mcp", invoke_without_command=True)
@click.option("--transport", type=click.Choice(["stdio", "http"]), default="stdio", show_default=True,
              help="stdio for a client that starts the server; http for streamable HTTP with bearer tokens.")
@click.option("--host", default="127.0.0.1", show_default=True, help="HTTP: the address to listen on.")
@click.option("--port", default=8765, show_default=True, type=click.IntRange(1, 65535), help="HTTP: the port.")
@click.option("--organization", envvar="MEMORY_MCP_ORGANIZATION", help="stdio: the caller's organization id.")
@click.option("--project", "project_id", envvar="MEMORY_MCP_PROJECT", help="stdio: the caller's project id.")
@click.option("--scope", "scopes", multiple=True, envvar="MEMORY_MCP_SCOPES",
              help="stdio: memory:read and/or memory:write (repeat it; none is granted by default).")
@click.option("--agent-id", envvar="MEMORY_MCP_AGENT_ID",
              help="stdio: the author id of the memos it saves [default: the project's stdio agent].")
@click.pass_context
def mcp(ctx: click.Context, transport: str, host: str, port: int, organization: str | None,
        project_id: str | None, scopes: tuple[str, ...], agent_id: str | None) -> None:
    """Serve the project's memory to agents over MCP (remember, recall, search, core_memory, forget).

    Over stdio the caller is configured here (or by MEMORY_MCP_ORGANIZATION, MEMORY_MCP_PROJECT,
    MEMORY_MCP_SCOPES, MEMORY_MCP_AGENT_ID); over HTTP each caller is its bearer token's.
    """
    if ctx.invoked_subcommand is not None:
        return
    from click.core import ParameterSource

    from memory_pipeline import mcp_server, mcp_tokens

    engine = _engine(ctx)
    db.ensure_schema(engine)
    if transport == "stdio":
        mcp_server.serve_stdio(engine, mcp_tokens.stdio_caller(engine, organization, project_id, scopes, agent_id))
        return
    stdio_only = [f"--{name.replace('_id', '').replace('_', '-')}" for name in ("organization", "project_id",
                                                                              "scopes", "agent_id")
                  if ctx.get_parameter_source(name) == ParameterSource.COMMANDLINE]
    if stdio_only:
        raise click.UsageError(f"{', '.join(stdio_only)}: options of the stdio caller; over HTTP each caller is "
                               "its bearer token's (`memory-pipeline mcp token issue`)")
    mcp_server.serve_http(engine, host, port, log=lambda line: click.echo(line, err=True))


@mcp.group("token")
def mcp_token() -> None:
    """Issue, list and revoke the bearer tokens of HTTP callers (only their sha256 is stored)."""


@mcp_token.command("issue")
@click.option("--organization", required=True, help="The organization id of the project.")
@click.option("--project", "project_id", required=True, help="The one project the token may read or write.")
@click.option("--scope", "scopes", multiple=True, help="memory:read and/or memory:write (repeat it; none by default).")
@click.option("--label", default=None, help="Who holds it, shown by `token list`.")
@click.option("--agent-id", default=None, help="Author id of the memos it saves [default: the token's id].")
@click.option("--expires-in-days", type=click.IntRange(1, 3650), default=None, help="Refused after this many days.")
@_by_option
@click.pass_context
def mcp_token_issue(ctx: click.Context, organization: str, project_id: str, scopes: tuple[str, ...],
                    label: str | None, agent_id: str | None, expires_in_days: int | None, by: str) -> None:
    """Print a new token on standard output (shown once; the details go to standard error)."""
    from datetime import timedelta

    from memory_pipeline import mcp_tokens

    engine = _engine(ctx)
    db.ensure_schema(engine)
    now = schema.utcnow()
    issued = mcp_tokens.issue(engine, organization, project_id, scopes, by, label=label, agent_id=agent_id,
                              expires_at=now + timedelta(days=expires_in_days) if expires_in_days else None, now=now)
    click.echo(f"token {issued.id} for project {project_id}: {' '.join(sorted(issued.caller.scopes))}, memos by "
               f"agent {issued.caller.agent_id}, expires {issued.expires_at.isoformat() if issued.expires_at else 'never'}"
               "; shown once, only its sha256 is stored", err=True)
    click.echo(issued.token)


@mcp_token.command("revoke")
@click.argument("token_id")
@_by_option
@click.pass_context
def mcp_token_revoke(ctx: click.Context, token_id: str, by: str) -> None:
    """Revoke TOKEN_ID: the server refuses it from its next request."""
    from memory_pipeline import mcp_tokens

    engine = _engine(ctx)
    db.ensure_schema(engine)
    click.echo(mcp_tokens.revoke(engine, token_id, by))


@mcp_token.command("list")
@click.option("--project", "project_id", default=None, help="Only this project's tokens.")
@click.pass_context
def mcp_token_list(ctx: click.Context, project_id: str | None) -> None:
    """List tokens (never the tokens themselves): id, project, scopes, state, label."""
    from memory_pipeline import mcp_tokens

    engine = _engine(ctx)
    db.ensure_schema(engine)
    tokens = mcp_tokens.list_tokens(engine, project_id)
    if not tokens:
        click.echo("no tokens" + (f" for project {project_id}" if project_id else ""))
        return
    now = schema.utcnow()
    for token in tokens:
        expires = token.expires_at.date().isoformat() if token.expires_at else "never"
        click.echo(f"{token.id}  project {token.project_id}  {' '.join(sorted(token.scopes))}  {token.state(now)}  "
                   f"issued {token.created_at.date().isoformat()} by {token.issued_by}  expires {expires}  "
                   f"{token.label or ''}".rstrip())


@main.command("usage")
@click.option("--since", type=click.DateTime(formats=["%Y-%m-%d"]), default=None, metavar="DATE",
              help="From this UTC day on (YYYY-MM-DD) [default: everything on record].")
@click.option("--project", "project_id", default=None, help="Only this project's calls.")
@click.option("--by", type=click.Choice(GROUPINGS), default="day", show_default=True,
              help="One line per UTC day, project or asset.")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@click.pass_context
def usage_command(ctx: click.Context, since, project_id: str | None, by: str, as_json: bool) -> None:
    """Model calls, tokens, budget fallbacks, errors and estimated cost, from the usage ledger.

    Ends with today's tokens against the budgets set in the environment (MEMORY_*_TOKEN_BUDGET).
    """
    import json

    from memory_pipeline import usage
    from memory_pipeline.budgets import TokenBudgets

    engine = _engine(ctx)
    db.ensure_schema(engine)
    first_day = since.date() if since else None
    with engine.connect() as conn:
        lines, total = usage.report(conn, by, since=first_day, project_id=project_id)
        status = usage.budget_status(conn, TokenBudgets.configured(), schema.utcnow(), project_id=project_id)
    if as_json:
        click.echo(json.dumps({"by": by, "since": first_day and first_day.isoformat(), "project": project_id,
                               "lines": [line.as_dict() for line in lines], "total": total.as_dict(),
                               "budgets": status.as_dict()}, indent=2))
        return
    if lines:
        click.echo(usage.render_table(by, lines, total))
    else:
        click.echo("no model calls on record" + (f" for project {project_id}" if project_id else "")
                   + (f" since {first_day}" if first_day else ""))
    for line in status.lines():
        click.echo(line)


if __name__ == "__main__":
    main()
