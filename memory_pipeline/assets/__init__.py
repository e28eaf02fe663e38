"""Dagster assets: thin wiring that reads config, calls domain modules and reports metadata."""
