"""Errors a user can act on. The command line prints them without a traceback."""


class MemoryPipelineError(Exception):
    """Bad input or configuration; the message names the input and what to do."""
