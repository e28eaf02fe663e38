"""`memory_audit`: every invariant over every row, with counts per project (Dagster job and CLI)."""

from dagster import Failure, MetadataValue, OpExecutionContext, job, op

from memory_pipeline import invariants
from memory_pipeline.resources import MemoryDatabase


def audit_table(outcomes: dict[str, invariants.Outcome]) -> str:
    lines = ["| invariant | rows examined | violations | projects with violations |", "| --- | --- | --- | --- |"]
    for name, outcome in outcomes.items():
        projects = ", ".join(f"{p} ({n})" for p, n in outcome.per_project().most_common(5)) or "-"
        lines.append(f"| {name} | {outcome.examined} | {len(outcome.violations)} | {projects} |")
    return "\n".join(lines)


@op(description="Check every invariant over the whole memory database; fails when any row violates one.")
def memory_audit(context: OpExecutionContext, memory_db: MemoryDatabase) -> None:
    with memory_db.engine().connect() as conn:
        outcomes = invariants.audit(conn)
    table = audit_table(outcomes)
    failed = {name: o for name, o in outcomes.items() if not o.passed}
    context.log.info("\n" + table)
    if failed:
        raise Failure(
            description=f"{sum(len(o.violations) for o in failed.values())} violation(s) in "
                        f"{', '.join(failed)}",
            metadata={"audit": MetadataValue.md(table),
                      "first_offenders": MetadataValue.json(
                          {name: [f"{r}: {p}" for _, r, p in o.violations[:invariants.FIRST_OFFENDERS]]
                           for name, o in failed.items()})},
        )


@job(description="On-demand audit of the whole memory database (run after an incident).")
def memory_audit_job():
    memory_audit()
