"""Blocking asset checks: redaction, opt-out, tenancy, periods, injection, consolidation integrity.

All checks of one asset run in one step, after it. Each runs the matching invariant from `invariants.py` over the partition time
window just materialized (so range backfills are checked whole) and reports rows
examined, violations and the first offending ids.

One non-blocking check, `token_budget` (WARN) on each asset that calls the model, shows
the day's tokens against the budgets and warns when a budget made the run fall back to
the extractive engine.
"""

import warnings
from collections import OrderedDict
from collections.abc import Callable

from dagster import (
    AssetCheckExecutionContext,
    AssetCheckResult,
    AssetCheckSeverity,
    AssetCheckSpec,
    AssetChecksDefinition,
    AssetsDefinition,
    MetadataValue,
    multi_asset_check,
)

from memory_pipeline import invariants, usage
from memory_pipeline.assets.chat_summaries import chat_summaries
from memory_pipeline.assets.consolidation import memo_consolidation
from memory_pipeline.assets.core_memory import project_core_memory
from memory_pipeline.assets.digests import day_digests, month_digests, week_digests
from memory_pipeline.assets.model_usage import budget_reached
from memory_pipeline.resources import MemoryDatabase, ModelEngine
from memory_pipeline.schema import utcnow


# Partitioned checks in one multi-check step are a Dagster preview; @asset_check's
# partitions_def, used before, is the same machinery without the warning.
warnings.filterwarnings("ignore", message="Specifying a partitions_def on an AssetCheckSpec")


def result_for(name: str, asset: AssetsDefinition, outcome: invariants.Outcome) -> AssetCheckResult:
    offenders = [f"{row_id}: {problem}" for _, row_id, problem in outcome.violations[:invariants.FIRST_OFFENDERS]]
    return AssetCheckResult(
        check_name=name,
        asset_key=asset.key,
        passed=outcome.passed,
        severity=AssetCheckSeverity.ERROR,
        description=outcome.summary(),
        metadata={
            "rows_examined": outcome.examined,
            "violations": len(outcome.violations),
            "first_offenders": MetadataValue.json(offenders),
        },
    )


def _over_window(invariant: Callable) -> Callable:
    """`invariant(conn, start, end)` over the window just materialized."""
    def outcome(context: AssetCheckExecutionContext, memory_db: MemoryDatabase) -> invariants.Outcome:
        window = context.partition_time_window
        with memory_db.engine().connect() as conn:
            return invariant(conn, window.start, window.end)

    return outcome


def _core_memory_of_run(context: AssetCheckExecutionContext, memory_db: MemoryDatabase) -> invariants.Outcome:
    """Core memory is one row per project, not per period: the projects of the run, or all."""
    projects = context.run.run_config.get("ops", {}).get("project_core_memory", {}).get("config", {}).get("projects")
    with memory_db.engine().connect() as conn:
        return invariants.core_memory_injection(conn, projects or None)


# The digest checks of one asset read the same digests and cited rows: the first to
# run in a process evaluates all of them in one pass, the others take their outcome from here.
_PASSES: OrderedDict[tuple, dict[str, invariants.Outcome]] = OrderedDict()
_KEPT_PASSES = 8


def _digest_pass(level: str, name: str) -> Callable:
    def outcome(context: AssetCheckExecutionContext, memory_db: MemoryDatabase) -> invariants.Outcome:
        window = context.partition_time_window
        key = (context.run.run_id, memory_db.url, level, window.start, window.end)
        if key not in _PASSES:
            with memory_db.engine().connect() as conn:
                _PASSES[key] = invariants.digest_checks(conn, level, window.start, window.end)
            while len(_PASSES) > _KEPT_PASSES:
                _PASSES.popitem(last=False)
        return _PASSES[key][name]

    return outcome


_Outcome = Callable[[AssetCheckExecutionContext, MemoryDatabase], invariants.Outcome]


def _checks(asset: AssetsDefinition, blocking: dict[str, tuple[str, _Outcome]],
            token_budget: bool = False) -> AssetChecksDefinition:
    """Every check of `asset` in one step (a process of its own under the multiprocess executor):
    the blocking invariants, each `name: (description, outcome)`, and the token budget."""
    partitions_def = asset.partitions_def
    specs = [AssetCheckSpec(name, asset=asset, blocking=True, description=description, partitions_def=partitions_def)
             for name, (description, _) in blocking.items()]
    if token_budget:
        specs.append(AssetCheckSpec(
            "token_budget", asset=asset, blocking=False, partitions_def=partitions_def,
            description="The day's model tokens against the token budgets; warns when a budget made this run "
            "fall back to the extractive engine (the next run with budget left redoes that work)."))
    asset_key = asset.key.to_user_string()

    @multi_asset_check(name=f"{asset.key.to_python_identifier()}_checks", specs=specs,
                       required_resource_keys={"memory_db", "model_engine"} if token_budget else {"memory_db"})
    def _evaluate(context: AssetCheckExecutionContext):
        memory_db = context.resources.memory_db
        for name, (_, outcome) in blocking.items():
            yield result_for(name, asset, outcome(context, memory_db))
        if token_budget:
            yield _token_budget(context, memory_db, context.resources.model_engine, asset, asset_key)

    return _evaluate


def _invariant(invariant: Callable, outcome: _Outcome) -> tuple[str, _Outcome]:
    return (invariant.__doc__ or "").strip(), outcome


def _digest_checks(asset: AssetsDefinition, level: str) -> AssetChecksDefinition:
    return _checks(asset, {name: _invariant(invariant, _digest_pass(level, name))
                           for name, invariant in invariants.DIGEST_CHECKS.items()}, token_budget=True)


def _token_budget(context: AssetCheckExecutionContext, memory_db: MemoryDatabase, model_engine: ModelEngine,
                  asset: AssetsDefinition, asset_key: str) -> AssetCheckResult:
    run_id = context.run.run_id
    with memory_db.engine().connect() as conn:
        status = usage.budget_status(conn, model_engine.budgets(), utcnow(), run_id=run_id)
        _, run = usage.report(conn, "asset", run_id=run_id, asset_key=asset_key)
    description = "; ".join(status.lines())
    if run.fallbacks:
        description += f"; {asset_key}: {budget_reached(run)}"
    return AssetCheckResult(
        check_name="token_budget",
        asset_key=asset.key,
        passed=not run.fallbacks,
        severity=AssetCheckSeverity.WARN,
        description=description,
        metadata={**status.as_dict(), "budget_fallbacks": run.fallbacks, "budget_reached": budget_reached(run)},
    )


asset_checks = [
    _digest_checks(day_digests, "day"),
    _digest_checks(week_digests, "week"),
    _digest_checks(month_digests, "month"),
    _checks(chat_summaries, {
        "redaction": _invariant(invariants.summary_redaction, _over_window(invariants.summary_redaction)),
        "injection": _invariant(invariants.summary_injection, _over_window(invariants.summary_injection)),
    }, token_budget=True),
    _checks(memo_consolidation, {
        "consolidation_integrity": _invariant(invariants.consolidation_integrity,
                                              _over_window(invariants.consolidation_integrity)),
    }, token_budget=True),
    _checks(project_core_memory, {
        "injection": _invariant(invariants.core_memory_injection, _core_memory_of_run),
    }),
]
