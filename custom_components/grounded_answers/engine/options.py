"""Every tunable of the answer engine, with its default, in one place."""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from enum import StrEnum
from typing import Any, Self


class AnswerStyle(StrEnum):
    """How long an answer may be; chosen per request."""

    VOICE = "voice"
    BRIEF = "brief"
    DETAILED = "detailed"


class SpokenAttribution(StrEnum):
    """When the spoken answer names its sources."""

    MULTIPLE = "multiple"  # only when more than one source contributed
    ALWAYS = "always"
    NEVER = "never"


@dataclass(frozen=True, slots=True, kw_only=True)
class EngineOptions:
    """Engine settings; Home Assistant's options flow writes a subset of them."""

    # Routing and retrieval
    language: str = "en"  # the household's language: route cues, Wikipedia edition
    route_queries: bool = True  # the path classifier may answer without a model
    router_timeout: float = 15.0
    max_result_bytes: int = 1024 * 1024

    # Answer length caps (characters of spoken text)
    voice_max_chars: int = 240
    brief_max_chars: int = 800
    detailed_max_chars: int = 2000

    # Synthesis
    synthesis_enabled: bool = True
    min_input_chars: int = 200
    input_budget_chars: int = 6000
    llm_timeout: float = 20.0
    temperature: float = 0.1
    num_ctx: int = 8192
    keep_alive_minutes: int = 30  # -1 keeps the model loaded forever
    max_concurrent_synthesis: int = (
        2  # model calls at once; the GPU box queues the rest
    )

    # The turn deadline: seconds from the question to its spoken answer, whatever is
    # slow (the router, waiting for a model slot, the model). At the deadline the
    # best answer so far is spoken. A satellite's listener waits in silence: short.
    voice_deadline: float = 8.0
    typed_deadline: float = 20.0  # the brief and detailed styles

    # Claim checking (verify-then-cite)
    claim_checking: bool = False
    min_confidence: float = 0.5

    # Rendering
    spoken_attribution: SpokenAttribution = SpokenAttribution.MULTIPLE
    # The user's own spoken names for source tags; they win over the translations.
    source_names: dict[str, str] = field(default_factory=dict)

    # Answer cache
    cache_max_entries: int = 256

    def max_chars(self, style: AnswerStyle) -> int:
        """Return the spoken-length cap of a style."""
        return {
            AnswerStyle.VOICE: self.voice_max_chars,
            AnswerStyle.BRIEF: self.brief_max_chars,
            AnswerStyle.DETAILED: self.detailed_max_chars,
        }[style]

    def deadline(self, style: AnswerStyle) -> float:
        """Return the turn deadline of a style, in seconds."""
        return (
            self.voice_deadline if style is AnswerStyle.VOICE else self.typed_deadline
        )

    def with_overrides(self, overrides: dict[str, Any]) -> Self:
        """Return a copy with the named fields replaced; unknown names raise."""
        known = {f.name for f in fields(self)}
        unknown = set(overrides) - known
        if unknown:
            raise ValueError(f"unknown engine options: {sorted(unknown)}")
        return replace(self, **overrides)
