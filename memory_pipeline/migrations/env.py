"""Alembic environment: migrations run on a connection handed in by `db.migrate`."""

from alembic import context

from memory_pipeline.db import get_engine, schema_filter
from memory_pipeline.schema import metadata


def run_migrations() -> None:
    connection = context.config.attributes.get("connection")
    if connection is None:
        with get_engine().begin() as connection:
            _run(connection)
    else:
        _run(connection)


def _run(connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=metadata,
        include_object=schema_filter(connection.dialect.name),
        # SQLite cannot ALTER most things in place; batch mode recreates the table.
        render_as_batch=True,
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


run_migrations()
