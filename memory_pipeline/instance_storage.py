"""The Dagster instance's event log on SQLite, storing a batch of asset events in one transaction.

A run over a range of partitions records one materialization per partition and asset: a
year's backfill, 365 for each asset. Dagster's SQLite event log stores each event on its
own (`store_event_batch` falls back to one `store_event` each): it opens the run's database
and the index database, commits, and closes them, each close a checkpoint of the file,
about 50 ms an event on this machine. This storage writes a batch of asset events (what
Dagster hands over when `DAGSTER_EVENT_BATCH_SIZE` is set, and the events a run plans when
it is created) in one transaction on each of the two databases, with the same rows
`store_event` writes; anything else is stored one by one, as before. Every reader (the
webserver, the daemon) is Dagster's own: the files are the same.

Use it in `dagster.yaml` (the demo's instance does):

    event_log_storage:
      module: memory_pipeline.instance_storage
      class: BatchedSqliteEventLogStorage
      config:
        base_dir: /path/to/dagster_home/history/runs/
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from pathlib import Path

from dagster._core.errors import DagsterInvariantViolationError
from dagster._core.events import ASSET_EVENTS
from dagster._core.events.log import EventLogEntry
from dagster._core.storage.event_log.sqlite.sqlite_event_log import SqliteEventLogStorage
from dagster._core.storage.sqlalchemy_compat import db_result
from dagster._serdes import ConfigurableClassData


class BatchedSqliteEventLogStorage(SqliteEventLogStorage):
    @classmethod
    def from_config_value(cls, inst_data: ConfigurableClassData | None, config_value: Mapping
                          ) -> BatchedSqliteEventLogStorage:
        return cls(inst_data=inst_data, **config_value)

    def store_event_batch(self, events: Sequence[EventLogEntry]) -> None:
        # In order: each stretch of asset events of one run in one transaction per database, any
        # other event (a check planned, a run status) on its own, as `store_event` stores it.
        for batchable, group in itertools.groupby(events, key=_batchable):
            group = list(group)
            if batchable and len(group) > 1 and len({event.run_id for event in group}) == 1:
                self._store_asset_events(group)
            else:
                for event in group:
                    self.store_event(event)

    def _store_asset_events(self, events: list[EventLogEntry]) -> None:
        statements = [self.prepare_insert_event(event) for event in events]
        with self.run_connection(events[0].run_id) as conn:
            for statement in statements:
                conn.execute(statement)
        # What `store_event` mirrors into the index, per event.
        with self.index_transaction() as conn:
            for event, statement in zip(events, statements):
                with db_result(conn, statement) as result:
                    event_id = result.inserted_primary_key[0]
                if event_id is None:
                    raise DagsterInvariantViolationError("Cannot store asset event tags for null event id.")
                self._store_asset_event_tags(conn, [event], [event_id])
                self._store_asset_event(conn, event, event_id)


def _batchable(event: EventLogEntry) -> bool:
    """An asset event with an asset key: what `store_event` mirrors into the index, nothing else
    (no check evaluation, no run status)."""
    return bool(event.is_dagster_event and event.dagster_event_type in ASSET_EVENTS and event.dagster_event.asset_key)


def sqlite_instance_config(home: Path) -> dict:
    """`dagster.yaml` settings for an instance in `home` whose event log is this storage, at the
    place Dagster's default SQLite event log takes (so an existing home keeps its history)."""
    return {"event_log_storage": {"module": __name__, "class": BatchedSqliteEventLogStorage.__name__,
                                  "config": {"base_dir": str(Path(home) / "history" / "runs")}}}
