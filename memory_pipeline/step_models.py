"""The injection model, loaded on import: the multiprocess executor's forkserver imports this module
(`execution.STEP_PRELOAD_MODULES`), so every step it forks starts with the model loaded.

Nearly every step scans text for instructions addressed to agents (summaries, consolidation, digests,
core memory, their checks); each paid the model's load (about 1 s of CPU) in its own process.
"""

from memory_pipeline import injection_model

injection_model.model()
