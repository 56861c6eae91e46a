"""The values one answer carries between the pipeline's stages."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..text.speech import speak_result
from ..types import (
    AnswerResult,
    Event,
    Outcome,
    Reason,
    Retrieval,
    Section,
    SpokenPhrases,
)
from ..verify.claims import rebuild
from ..verify.grounding import build_metadata, insert_markers, validate
from .cache import normalise_query

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..gates.base import GateContext
    from ..gates.chain import Conclusion
    from ..options import AnswerStyle

_LOGGER = logging.getLogger(__name__)

# The engine's own guard around a synthesizer, on top of the synthesizer's timeout.
SYNTHESIS_GRACE_S = 0.5
# How much of the material the fallback reads: enough to fill the cap after cleaning.
_FALLBACK_READ_FACTOR = 8
_FALLBACK_READ_MIN = 4000


def log_numeric(token: str, query: str, detail: str) -> None:
    """Log the number a model invented: the one failure worth a warning."""
    _LOGGER.warning(
        "Numeric gate rejected %r in answer to %r: %s", token, query, detail
    )


@dataclass(frozen=True, slots=True)
class Request:
    """One question and how it should be answered."""

    query: str
    style: AnswerStyle
    phrases: SpokenPhrases
    synthesize: bool
    source: str = "auto"
    language: str = "en"

    @property
    def identity(self) -> tuple[object, ...]:
        """Return what makes two concurrent requests the same question."""
        return (
            normalise_query(self.query),
            self.style,
            self.language,
            self.phrases,
            self.synthesize,
            self.source,
        )


@dataclass(slots=True)
class Recorder:
    """Collects events with their time since the request started."""

    clock: Callable[[], float]
    started: float
    events: list[Event] = field(default_factory=list)

    def elapsed(self) -> float:
        """Return milliseconds since the request started."""
        return (self.clock() - self.started) * 1000

    def add(self, kind: str, **data: Any) -> None:
        """Record one decision."""
        self.events.append(Event(kind, self.elapsed(), data))

    def finish(self, result: AnswerResult) -> AnswerResult:
        """Attach the events and the total time to ``result``."""
        result.events = self.events
        result.timings = {"total_ms": self.elapsed()}
        return result


@dataclass(frozen=True, slots=True)
class CacheSlot:
    """Where a served answer to this request is kept, and for how long."""

    key: str
    ttl: float
    material: str  # digest of the retrieval the answer is grounded in


@dataclass(frozen=True, slots=True)
class Plan:
    """Everything known once the material is in and the model is to be asked."""

    request: Request
    retrieval: Retrieval
    sections: list[Section]  # the material, empty-looking sections dropped
    evidence: list[Section]  # the material as the model sees it
    slot: CacheSlot
    ctx: GateContext

    def attach(self, result: AnswerResult) -> AnswerResult:
        """Give ``result`` the raw material it was built from (always kept)."""
        result.result = self.retrieval.result
        result.source_used = self.retrieval.source_used
        return result

    def fallback_result(self, outcome: Outcome, reason: Reason | None) -> AnswerResult:
        """Return a result that speaks the cleaned material.

        Rendered only here, on the paths that need it: a served answer never pays
        for cleaning the whole material.
        """
        speech = fallback_speech(self.sections, self.ctx.cap, self.request.phrases)
        return AnswerResult(
            query=self.request.query, outcome=outcome, reason=reason, speech=speech
        )

    def honest_miss(self) -> AnswerResult:
        """Return the "sources don't answer this" result (a success, never cached)."""
        sentence = self.request.phrases.honest_miss
        return AnswerResult(
            query=self.request.query,
            outcome=Outcome.HONEST_MISS,
            reason=None,
            speech=sentence,
            answer=sentence,
            synthesized=True,
        )


def fallback_speech(sections: list[Section], cap: int, phrases: SpokenPhrases) -> str:
    """Return what the user hears without synthesis: the cleaned material."""
    if not sections:
        return phrases.nothing_found
    text = "\n\n".join(section.body for section in sections)
    # Only the opening of the material can be spoken: cleaning a megabyte to say
    # 240 characters would hold the event loop for nothing.
    limit = max(cap * _FALLBACK_READ_FACTOR, _FALLBACK_READ_MIN)
    if len(text) > limit:
        text = text[: text.rfind("\n", 0, limit) if "\n" in text[:limit] else limit]
    return speak_result(text, cap, phrases.nothing_found)


def grounding(conclusion: Conclusion, sections: list[Section]) -> dict[str, Any]:
    """Return the audit trail of a claim-checked answer: its claims and supports."""
    body, claims = rebuild(
        [claim for candidate in conclusion.candidates for claim in candidate.claims]
    )
    metadata = build_metadata(body, claims, sections)
    problems = validate(body, metadata)
    if problems:  # a bug, never the model's fault: say so rather than mislead
        _LOGGER.error("Grounding metadata does not fit its answer: %s", problems)
        return {"verified": False, "dropped_claims": conclusion.dropped_claims}
    return {
        "verified": conclusion.dropped_claims == 0 and conclusion.complete,
        "dropped_claims": conclusion.dropped_claims,
        "marked_answer": insert_markers(body, metadata.supports),
        "confidence_note": "verifier scores are not calibrated probabilities",
        **metadata.as_dict(),
    }


def all_dropped(dropped_claims: int, sections: list[Section]) -> dict[str, Any]:
    """Return the audit trail of a claim-checked answer whose every claim was dropped."""
    return {
        "verified": False,
        "dropped_claims": dropped_claims,
        **build_metadata("", [], sections).as_dict(),
    }
