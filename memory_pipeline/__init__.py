"""Team-memory consolidation pipeline: digests, dedup, links and checks, run by Dagster."""
