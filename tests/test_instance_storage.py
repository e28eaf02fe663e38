"""The batched SQLite event log stores what Dagster's own stores, a batch in one transaction each."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
import yaml
from dagster import AssetKey, AssetMaterialization, AssetObservation, DagsterInstance
from dagster._core.events import DagsterEvent, DagsterEventType, StepMaterializationData
from dagster._core.events.log import EventLogEntry
from dagster._core.storage.event_log.sqlite.sqlite_event_log import SqliteEventLogStorage
from dagster._core.test_utils import create_run_for_test
from dagster._core.events import AssetObservationData
from dagster._core.definitions.asset_checks.asset_check_evaluation import AssetCheckEvaluationPlanned

from memory_pipeline import instance_storage
from memory_pipeline.instance_storage import BatchedSqliteEventLogStorage

PARTITIONS = [f"2026-03-{day:02d}" for day in range(1, 11)]


def _instance(home: Path, batched: bool) -> DagsterInstance:
    home.mkdir()
    config = {"telemetry": {"enabled": False}, **(instance_storage.sqlite_instance_config(home) if batched else {})}
    (home / "dagster.yaml").write_text(yaml.safe_dump(config))
    return DagsterInstance.from_config(str(home))


def _entry(run_id: str, event: DagsterEvent) -> EventLogEntry:
    return EventLogEntry(user_message="", level=20, job_name="job", run_id=run_id, error_info=None,
                         timestamp=time.time(), dagster_event=event)


def _materialization(run_id: str, asset: str, partition: str) -> EventLogEntry:
    return _entry(run_id, DagsterEvent(
        DagsterEventType.ASSET_MATERIALIZATION.value, "job", step_key="report",
        event_specific_data=StepMaterializationData(AssetMaterialization(
            AssetKey(asset), partition=partition, metadata={"digests": len(partition)},
            tags={"dagster/data_version": f"v-{partition}"}))))


def _stored(instance: DagsterInstance, run_id: str) -> dict:
    """What a reader sees: the run's events, each asset's partitions, latest events and partition tags."""
    events = [(r.event_log_entry.dagster_event_type, r.event_log_entry.dagster_event.asset_key,
               r.event_log_entry.dagster_event.partition)
              for r in instance.get_records_for_run(run_id, limit=1000).records]
    assets = {}
    for key in (AssetKey("day_digests"), AssetKey("memory_links")):
        latest = instance.get_latest_materialization_event(key)
        assets[key] = (sorted(instance.get_materialized_partitions(key)),
                       latest.dagster_event.partition if latest else None,
                       sorted(str(sorted(tags.items())) for tags in instance.get_event_tags_for_asset(key)))
    return {"events": events, "assets": assets}


@pytest.fixture
def instances(tmp_path):
    default, batched = _instance(tmp_path / "default", False), _instance(tmp_path / "batched", True)
    yield default, batched
    default.dispose()
    batched.dispose()


def test_the_configured_instance_uses_the_batched_storage(instances):
    default, batched = instances
    assert type(default.event_log_storage) is SqliteEventLogStorage
    assert isinstance(batched.event_log_storage, BatchedSqliteEventLogStorage)


def test_a_new_demo_instance_uses_the_batched_storage(tmp_path, monkeypatch):
    from memory_pipeline.config import DATA_DIR_ENV
    from memory_pipeline.demo_run import demo_instance

    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    monkeypatch.delenv("DAGSTER_HOME", raising=False)
    instance = demo_instance()
    try:
        assert isinstance(instance.event_log_storage, BatchedSqliteEventLogStorage)
        assert Path(instance.event_log_storage._base_dir).is_relative_to(tmp_path / "dagster_home")
    finally:
        instance.dispose()


def test_a_batch_stores_what_one_event_at_a_time_stores(instances):
    default, batched = instances
    seen = []
    for instance in (default, batched):
        run_id = create_run_for_test(instance, job_name="job").run_id
        events = [_materialization(run_id, asset, p) for asset in ("day_digests", "memory_links") for p in PARTITIONS]
        if instance is default:
            for event in events:
                instance.event_log_storage.store_event(event)
        else:
            instance.event_log_storage.store_event_batch(events)
        seen.append(_stored(instance, run_id))
    assert seen[0] == seen[1]
    assert seen[1]["assets"][AssetKey("day_digests")][0] == PARTITIONS
    assert len(seen[1]["events"]) == 2 * len(PARTITIONS)
    assert len(seen[1]["assets"][AssetKey("day_digests")][2]) == len(PARTITIONS)  # each event's tags


def test_a_batch_is_one_transaction_on_each_database_per_stretch_of_asset_events(instances, monkeypatch):
    _, batched = instances
    storage = batched.event_log_storage
    run_id = create_run_for_test(batched, job_name="job").run_id
    opened = []
    connect = SqliteEventLogStorage._connect

    def counting(self, shard):
        opened.append(shard)
        return connect(self, shard)

    monkeypatch.setattr(SqliteEventLogStorage, "_connect", counting)
    storage.store_event_batch([_materialization(run_id, "day_digests", p) for p in PARTITIONS])
    assert sorted(opened) == sorted([run_id, "index"])
    # A check planned between two stretches (as a run's planned events come): stored on its own, in order.
    opened.clear()
    planned = _entry(run_id, DagsterEvent(
        DagsterEventType.ASSET_CHECK_EVALUATION_PLANNED.value, "job", step_key="checks",
        event_specific_data=AssetCheckEvaluationPlanned(asset_key=AssetKey("day_digests"), check_name="injection")))
    storage.store_event_batch([_materialization(run_id, "memory_links", p) for p in PARTITIONS[:5]] + [planned]
                              + [_materialization(run_id, "memory_links", p) for p in PARTITIONS[5:]])
    assert opened.count(run_id) == 3  # two stretches and the check
    kinds = [r.event_log_entry.dagster_event_type for r in batched.get_records_for_run(run_id, limit=100).records]
    assert kinds[len(PARTITIONS):] == [DagsterEventType.ASSET_MATERIALIZATION] * 5 + [
        DagsterEventType.ASSET_CHECK_EVALUATION_PLANNED] + [DagsterEventType.ASSET_MATERIALIZATION] * 5
    assert sorted(batched.get_materialized_partitions(AssetKey("memory_links"))) == PARTITIONS


def test_events_it_does_not_batch_are_stored_one_by_one(instances):
    _, batched = instances
    storage = batched.event_log_storage
    run_id = create_run_for_test(batched, job_name="job").run_id
    other = create_run_for_test(batched, job_name="job").run_id
    # Two runs in one batch, and an event of another kind: stored as `store_event` would.
    mixed = [_materialization(run_id, "day_digests", PARTITIONS[0]), _materialization(other, "day_digests", PARTITIONS[1]),
             _entry(run_id, DagsterEvent(DagsterEventType.ASSET_OBSERVATION.value, "job", step_key="report",
                                         event_specific_data=AssetObservationData(AssetObservation(AssetKey("x")))))]
    storage.store_event_batch(mixed)
    assert len(batched.get_records_for_run(run_id).records) == 2
    assert len(batched.get_records_for_run(other).records) == 1
    assert sorted(batched.get_materialized_partitions(AssetKey("day_digests"))) == PARTITIONS[:2]
