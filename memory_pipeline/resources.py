"""Dagster resources, chosen from the environment in one place."""

from __future__ import annotations

from typing import Optional

import sqlalchemy as sa
from dagster import ConfigurableResource

from memory_pipeline import db


class MemoryDatabase(ConfigurableResource):
    """The memory database. `url` defaults to `MEMORY_DATABASE_URL` or the embedded SQLite file."""

    url: Optional[str] = None

    def engine(self) -> sa.Engine:
        engine = db.get_engine(self.url)
        db.ensure_schema(engine)
        return engine
