"""Settings read from the environment, in one place.

`MEMORY_DATABASE_URL` selects the memory database (a SQLAlchemy URL). Unset, the
pipeline uses an embedded SQLite file under `MEMORY_DATA_DIR` (default
`./.memory_pipeline`), created on first use.
"""

from __future__ import annotations

import os
from pathlib import Path

from memory_pipeline.errors import MemoryPipelineError

DATABASE_URL_ENV = "MEMORY_DATABASE_URL"
DATA_DIR_ENV = "MEMORY_DATA_DIR"


def data_dir() -> Path:
    """The local directory for the embedded database and the demo's Dagster home."""
    return Path(os.environ.get(DATA_DIR_ENV, ".memory_pipeline")).resolve()


def database_url() -> str:
    """The memory database URL: `MEMORY_DATABASE_URL`, or the embedded SQLite file."""
    url = os.environ.get(DATABASE_URL_ENV, "").strip()
    if url:
        return url
    return f"sqlite:///{data_dir() / 'memory.db'}"


def positive_whole_number(variable: str, default: int) -> int:
    """The environment variable `variable` as a whole number of at least 1 (`default` when unset)."""
    raw = os.environ.get(variable) or str(default)
    try:
        value = int(raw)
    except ValueError:
        raise MemoryPipelineError(f"{variable}={raw!r} is not a whole number; set e.g. {default}") from None
    if value < 1:
        raise MemoryPipelineError(f"{variable}={value} must be at least 1")
    return value
