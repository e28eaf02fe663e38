"""Errors a user can act on. The command line prints them without a traceback."""


class MemoryPipelineError(Exception):
    """Bad input or configuration; the message names the input and what to do."""


class NotFound(MemoryPipelineError):
    """The item does not exist where the caller may look (whether it exists elsewhere is not said)."""
