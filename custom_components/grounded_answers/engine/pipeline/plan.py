"""The values one answer carries between the pipeline's stages."""

from __future__ import annotations

import asyncio
import itertools
import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..gates.support import SupportIndex
from ..text.extract import KnownConflicts, known_to, spoken_passage
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

    from ..followup.turns import Turn
    from ..gates.base import GateContext
    from ..gates.chain import Conclusion, Decision
    from ..options import AnswerStyle
    from .deadline import TurnDeadline

_LOGGER = logging.getLogger(__name__)

# The engine's own guard around a synthesizer, on top of the synthesizer's timeout.
SYNTHESIS_GRACE_S = 0.5


_NUMBERS = itertools.count(1)  # names an answer's log lines: which ones belong together


def log_question(number: int, request: Request) -> None:
    """Log what was asked at DEBUG only: INFO and above never hold a question."""
    _LOGGER.debug(
        "Answer %d asks %r (language %s, style %s)",
        number,
        request.query,
        request.language,
        request.style,
    )


def log_decision(number: int, decision: Decision) -> bool:
    """Log one decision of the gate chain on one line; return whether it was at INFO.

    A sentence a gate left out or ended the answer at is INFO, with the gate, the
    token (a number the material lacks) and why, never the question (DEBUG has that,
    under the same answer number). Kept sentences and the honest miss are DEBUG.
    """
    verdict = decision.verdict
    token = f" on {verdict.token!r}" if verdict.token is not None else ""
    why = f": {verdict.detail}" if verdict.detail else ""
    if decision.kind in ("sentence_dropped", "answer_ended"):
        did = (
            "left out" if decision.kind == "sentence_dropped" else "ended the answer at"
        )
        _LOGGER.info(
            "Answer %d: the %s gate %s sentence %d%s%s",
            number,
            decision.gate,
            did,
            decision.index,
            token,
            why,
        )
        return True
    if decision.kind == "honest_miss":
        _LOGGER.debug(
            "Answer %d: sentence %d says the sources don't answer",
            number,
            decision.index,
        )
        return False
    held = verdict.data.get("held")
    _LOGGER.debug(
        "Answer %d: sentence %d kept%s, passed %s",
        number,
        decision.index,
        f" and held ({held})" if held else "",
        ", ".join(verdict.data.get("gates", ())),
    )
    return False


def log_outcome(number: int, result: AnswerResult, *, told: bool) -> None:
    """Log how the answer ended on one line: DEBUG, or INFO for an untold rejection.

    ``told``: a decision line at INFO already said which gate rejected it; a rejection
    by a reply-wide rule (the attribution, an empty reply) is said here instead.
    """
    reason = f" ({result.reason})" if result.reason else ""
    shape = "" if result.complete else ", incomplete"
    level = (
        logging.INFO
        if result.outcome is Outcome.REJECTED and not told and result.reason
        else logging.DEBUG
    )
    _LOGGER.log(
        level,
        "Answer %d: %s%s%s%s, %d characters spoken",
        number,
        result.outcome,
        reason,
        shape,
        ", from the cache" if result.cached else "",
        len(result.speech),
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
    # Characters the question had when asked, when it was longer than the engine
    # answers (it was cut: the ``question_cut`` event says so); 0 otherwise.
    cut_from: int = 0
    # The conversation's earlier turns, most recent last (``followup`` resolves).
    history: tuple[Turn, ...] = ()

    @property
    def identity(self) -> tuple[object, ...]:
        """Return what makes two concurrent requests the same question (history too)."""
        return (
            normalise_query(self.query),
            self.style,
            self.language,
            self.phrases,
            self.synthesize,
            self.source,
            self.history,
        )


@dataclass(slots=True)
class Recorder:
    """Collects events with their time since the request started."""

    clock: Callable[[], float]
    started: float
    events: list[Event] = field(default_factory=list)
    number: int = field(default_factory=lambda: next(_NUMBERS))  # in the log lines
    deadline: TurnDeadline | None = None  # the turn's; None: no deadline
    resolution: tuple[str, str] | None = None  # a follow-up's (asked, routed)

    def elapsed(self) -> float:
        """Return milliseconds since the request started."""
        return (self.clock() - self.started) * 1000

    def add(self, kind: str, **data: Any) -> None:
        """Record one decision."""
        self.events.append(Event(kind, self.elapsed(), data))

    def finish(self, result: AnswerResult) -> AnswerResult:
        """Attach the events, the total time and a resolution to ``result``."""
        result.events = self.events
        result.timings = {"total_ms": self.elapsed()}
        if self.resolution is not None:
            result.query, result.resolved_query = self.resolution
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
        """Return a result that speaks the material that answers (pure: any thread).

        Called by ``fallback.fallback_result`` on the paths that need it (off the
        event loop for large material): a served answer never pays for it.
        """
        speech = fallback_speech(
            self.sections,
            self.ctx.cap,
            self.request.phrases,
            self.request.language,
            question=self.request.query,
            known=known_to(self.ctx),
        )
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


def warm_support(ctx: GateContext) -> None:
    """Read the material into the support gate's passages in a worker thread.

    Tens of milliseconds for a large material, spent while the model writes its first
    sentence; the gate reads it itself when this has not finished (or failed).
    """

    def read() -> None:
        try:
            ctx.derived(SupportIndex.of)
        except Exception:
            _LOGGER.exception("Reading the material for the support gate failed")

    asyncio.get_running_loop().run_in_executor(None, read)


def fallback_speech(
    sections: list[Section],
    cap: int,
    phrases: SpokenPhrases,
    language: str = "en",
    *,
    question: str = "",
    known: KnownConflicts | None = None,
) -> str:
    """Return what the user hears without synthesis: the material that answers.

    The sentences most relevant to ``question``, verbatim and in their order, under
    ``cap`` (``text/extract``), with each disagreeing source's (``known``: the plan's
    finding); the top of the material when none relates. No sentence that is no
    evidence (``gates/actions.py``): the material is spoken, never its injections.
    """
    found = phrases.nothing_found
    return spoken_passage(
        sections, cap, found, question=question, language=language, known=known
    )


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
