"""What an asset's model calls in this run cost: the figures of `memory-pipeline usage`, for the metadata."""

import sqlalchemy as sa
from dagster import AssetExecutionContext, MetadataValue

from memory_pipeline import usage


def model_usage_metadata(database: sa.Engine, context: AssetExecutionContext, asset_key: str) -> dict:
    with database.connect() as conn:
        _, run = usage.report(conn, "asset", run_id=context.run.run_id, asset_key=asset_key)
    figures = run.as_dict()
    figures.pop("key")
    return {
        "llm_usage": MetadataValue.json(figures),
        "estimated_cost_usd": MetadataValue.float(figures["estimated_cost_usd"]),
        "budget_fallbacks": run.fallbacks,
        "budget_reached": budget_reached(run),
    }


def budget_reached(line: usage.UsageLine) -> str:
    """The budgets that refused calls, and how often; or that none did."""
    if not line.budget_reached:
        return "no budget reached"
    return "; ".join(f"{reason} ({count} calls fell back to the extractive engine)"
                     for reason, count in sorted(line.budget_reached.items()))
