"""The one `Definitions` object Dagster loads (`defs`)."""

from dagster import Definitions

from memory_pipeline.resources import MemoryDatabase

defs = Definitions(
    assets=[],
    resources={"memory_db": MemoryDatabase()},
)
