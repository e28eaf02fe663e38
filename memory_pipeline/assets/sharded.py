"""Graph-backed assets whose per-project work fans out over project shards.

Each such asset is three steps: `<asset>_plan` splits the run's projects into stable
shards (`shards.plan`, one dynamic output per shard), `<asset>_shard` does one shard's
work and returns its run record, `<asset>_report` merges the records into the
materialization's metadata. The executor decides where the shard steps run: in one
process for one partition, on every core or on Celery workers for a range
(`execution.py`). The run config is the asset's own (`ops: {<asset>: {config: {projects:
[...]}}}`), mapped onto the plan step.
"""

from collections.abc import Callable

from dagster import (
    AssetIn,
    ConfigMapping,
    DynamicOut,
    DynamicOutput,
    In,
    MetadataValue,
    Nothing,
    OpExecutionContext,
    Out,
    Output,
    op,
)

from memory_pipeline import shards
from memory_pipeline.assets.run_scope import RunScope
from memory_pipeline.execution import is_one_partition

Work = Callable[[OpExecutionContext, shards.Shard], object]
Report = Callable[[OpExecutionContext, object], dict]


class ShardedWork:
    """The plan, shard and report steps of one asset; `compose` wires them in its graph."""

    def __init__(self, asset_name: str, work: Work, report: Report, resources: set[str], *,
                 after: tuple[str, ...] = (), pool: str | None = None):
        self.asset_name, self.upstream = asset_name, after

        # One input per upstream asset: Dagster may add that asset's blocking checks to each.
        @op(name=f"{asset_name}_plan", ins={name: In(Nothing) for name in after}, out=DynamicOut(shards.Shard),
            required_resource_keys={"memory_db"})
        def plan(context: OpExecutionContext, config: RunScope):
            with context.resources.memory_db.engine().connect() as conn:
                planned = shards.plan(conn, config.projects or None, shard_count(context, config))
            context.log.info(f"{asset_name}: {len(planned)} shard(s) of "
                             + ", ".join(str(len(s.projects)) if s.projects else "every" for s in planned)
                             + " project(s)")
            for shard in planned:
                yield DynamicOutput(shard, mapping_key=shard.label)

        @op(name=f"{asset_name}_shard", required_resource_keys=resources, pool=pool)
        def run_shard(context: OpExecutionContext, shard: shards.Shard):
            return work(context, shard)

        @op(name=f"{asset_name}_report", out={"result": Out(Nothing)}, required_resource_keys=resources)
        def collect(context: OpExecutionContext, records: list):
            metadata = report(context, shards.merge_runs(records))
            metadata["shards"] = MetadataValue.int(len(records))
            yield Output(None, output_name="result", metadata=metadata)

        self._plan, self._run_shard, self._collect = plan, run_shard, collect

    @property
    def config(self) -> ConfigMapping:
        plan_name = self._plan.name
        return ConfigMapping(config_schema=RunScope.to_config_schema(),
                             config_fn=lambda config: {plan_name: {"config": config}})

    @property
    def ins(self) -> dict[str, AssetIn]:
        """The upstream assets, as inputs that order the steps and load nothing."""
        return {name: AssetIn(key=name, dagster_type=Nothing) for name in self.upstream}

    def compose(self, **upstream):
        return self._collect(self._plan(**upstream).map(self._run_shard).collect())


def shard_count(context: OpExecutionContext, config: RunScope) -> int:
    """One shard for a run of one partition (it runs in one process anyway); else the run
    config's `shards`, `MEMORY_SHARDS`, or one per core."""
    if is_one_partition(context.run.tags):
        return 1
    return config.shards or shards.configured_count()
