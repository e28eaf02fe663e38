"""The model layer's one small interface: summarize sourced items, judge memo pairs.

Two implementations: `extractive` (offline, deterministic, the default) in
`extractive.py` and `claude` (the anthropic SDK) in `claude.py`. Every asset that
writes text or makes a decision goes through an `Engine`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal, Protocol

# Bumped whenever prompts or rendering change, so digests built the old way rebuild.
PROMPT_VERSION = "2026-11-30.1"

CITATION_RE = re.compile(r"\[((?:chat|memo|digest):[0-9A-Za-z-]+)\]")


@dataclass(frozen=True)
class SourceItem:
    """A piece of source text and the references a line built from it must cite."""

    refs: tuple[str, ...]  # e.g. ("chat:3f2c...",) or the citations of a day-digest line
    text: str
    at: datetime


@dataclass(frozen=True)
class SummaryLine:
    text: str
    refs: tuple[str, ...]

    def render(self) -> str:
        return f"- {self.text} " + " ".join(f"[{ref}]" for ref in self.refs)


@dataclass
class Summary:
    lines: list[SummaryLine]
    model: str
    input_tokens: int = 0
    output_tokens: int = 0
    calls: int = 0
    fallback_reason: str | None = None  # set when a model answer was rejected and extractive took over

    def render(self) -> str:
        return "\n".join(line.render() for line in self.lines)

    @property
    def cited(self) -> set[str]:
        return {ref for line in self.lines for ref in line.refs}


@dataclass
class ModelUsage:
    """Model calls and tokens a run spent, and how often the extractive fallback took over."""

    calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    fallbacks: int = 0

    def add(self, summary: Summary) -> None:
        self.calls += summary.calls
        self.input_tokens += summary.input_tokens
        self.output_tokens += summary.output_tokens
        self.fallbacks += summary.fallback_reason is not None

    def metadata(self) -> dict[str, int]:
        return {"model_calls": self.calls, "input_tokens": self.input_tokens, "output_tokens": self.output_tokens,
                "extractive_fallbacks": self.fallbacks}


Verdict = Literal["duplicate", "contradiction", "unrelated"]


@dataclass(frozen=True)
class MemoPair:
    older_id: str
    older_text: str
    newer_id: str
    newer_text: str


@dataclass(frozen=True)
class Judgement:
    pair: MemoPair
    verdict: Verdict
    reason: str
    confidence: float
    decided_by: str  # "rule:<name>" or "llm:<model>"


@dataclass
class CallContext:
    """Where a model call comes from, for the usage ledger."""

    asset_key: str
    partition_key: str | None = None
    project_id: str | None = None
    run_id: str | None = None
    extra: dict = field(default_factory=dict)


class Engine(Protocol):
    name: str
    model: str
    calls: int  # model API calls answered so far

    def summarize(self, items: list[SourceItem], max_chars: int, context: CallContext) -> Summary:
        """A bounded text built from `items`; every line cites refs of the items it used."""

    def judge(self, pairs: list[MemoPair], context: CallContext) -> list[Judgement]:
        """A verdict for each candidate pair, with a reason."""


def parse_citations(line: str) -> tuple[str, tuple[str, ...]]:
    """Split a rendered line `- text [chat:a] [memo:b]` into its text and refs."""
    refs = tuple(CITATION_RE.findall(line))
    text = CITATION_RE.sub("", line).strip()
    if text.startswith("- "):
        text = text[2:]
    return text.strip(), refs
