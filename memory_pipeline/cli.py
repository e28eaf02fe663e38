"""The `memory-pipeline` command line."""

from __future__ import annotations

import sys

import click
import sqlalchemy as sa

from memory_pipeline import db, schema, synthetic
from memory_pipeline.config import DATABASE_URL_ENV
from memory_pipeline.errors import MemoryPipelineError


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
    demo_run.run(engine, echo=click.echo)


if __name__ == "__main__":
    main()
