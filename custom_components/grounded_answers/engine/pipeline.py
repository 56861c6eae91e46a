"""The answer engine: one question in, one AnswerResult out.

retrieve -> pre-flight -> prompt -> synthesize -> gates -> render. Every decision is
recorded as an Event; every failure ends in the cleaned raw result (or a translated
sentence), never in an exception or an unchecked answer.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from .attribution import spoken_attribution
from .cache import AnswerCache, CachedAnswer, cache_key, ttl_for
from .errors import RouterError, SynthesisError, SynthesisTimeoutError
from .fusion import split_sections
from .gates import CLAIM_GATES, GATES, Draft, GateContext
from .grounding import build_metadata, insert_markers, validate
from .models import AnswerResult, Event, Outcome, Retrieval, Section, SpokenPhrases
from .options import AnswerStyle, EngineOptions
from .preflight import PreflightInput, material_sections, preflight_skip
from .prompt import (
    CITATION_SYSTEM_PROMPT,
    SYSTEM_PROMPT,
    build_user_prompt,
    fit_to_budget,
    max_tokens_for,
)
from .router_client import Router
from .synth import SynthesisRequest, Synthesizer
from .text.speech import speak_result
from .verify import Verifier

_LOGGER = logging.getLogger(__name__)
# The engine's own guard around a synthesizer, on top of the synthesizer's timeout.
_SYNTHESIS_GRACE_S = 0.5


@dataclass(slots=True)
class _Recorder:
    """Collects events with their time since the request started."""

    clock: Callable[[], float]
    started: float
    events: list[Event] = field(default_factory=list)

    def elapsed(self) -> float:
        return (self.clock() - self.started) * 1000

    def add(self, kind: str, **data: Any) -> None:
        self.events.append(Event(kind, self.elapsed(), data))


@dataclass(frozen=True, slots=True)
class _CacheSlot:
    """Where a served answer to this request is kept, and for how long."""

    key: str
    ttl: float


@dataclass(frozen=True, slots=True)
class _Request:
    """One question and how it should be answered."""

    query: str
    style: AnswerStyle
    phrases: SpokenPhrases
    synthesize: bool


class AnswerEngine:
    """Retrieves, synthesizes, gates and renders one answer."""

    def __init__(
        self,
        router: Router,
        options: EngineOptions,
        synthesizer: Synthesizer | None = None,
        *,
        verifier: Verifier | None = None,
        clock: Callable[[], float] = time.perf_counter,
        today: Callable[[], date] = date.today,
    ) -> None:
        """Keep the collaborators; the engine owns no I/O of its own.

        ``verifier`` judges claims when claim checking is on; None means the
        model-free reference verifier.
        """
        self.router = router
        self.options = options
        self.synthesizer = synthesizer
        self.verifier = verifier
        self.cache = AnswerCache(options.cache_max_entries, clock=time.monotonic)
        self._clock = clock
        self._today = today

    async def answer(
        self,
        query: str,
        *,
        style: AnswerStyle = AnswerStyle.BRIEF,
        phrases: SpokenPhrases | None = None,
        synthesize: bool = True,
        source: str = "auto",
    ) -> AnswerResult:
        """Answer ``query``; never raises for router or model failures."""
        request = _Request(query, style, phrases or SpokenPhrases(), synthesize)
        recorder = _Recorder(self._clock, self._clock())
        try:
            retrieval = await self.router.search(query, source)
        except RouterError as err:
            recorder.add("router_error", code=err.code, error=str(err))
            return self._finish(
                request,
                recorder,
                AnswerResult(
                    query=query,
                    outcome=Outcome.SKIPPED,
                    reason="router_error",
                    speech=request.phrases.router_unavailable,
                ),
            )
        recorder.add(
            "retrieved",
            source_used=retrieval.source_used,
            chars=len(retrieval.result),
            router_cached=retrieval.cached,
        )
        result = await self._answer_from(request, retrieval, recorder)
        result.result = retrieval.result
        result.source_used = retrieval.source_used
        return self._finish(request, recorder, result)

    async def _answer_from(
        self, request: _Request, retrieval: Retrieval, recorder: _Recorder
    ) -> AnswerResult:
        sections = material_sections(
            split_sections(retrieval.result, retrieval.source_used)
        )
        cap = self.options.max_chars(request.style)
        fallback = _fallback_speech(sections, cap, request.phrases)
        slot = _CacheSlot(
            cache_key(retrieval.source_used, request.style, request.query),
            ttl_for(retrieval.source_used),
        )
        cached = self.cache.get(slot.key)
        if cached is not None:
            recorder.add("synthesis_cached", key=slot.key)
            return AnswerResult(
                query=request.query,
                outcome=Outcome.SERVED,
                reason=None,
                speech=cached.speech,
                answer=cached.answer,
                answer_sources=list(cached.answer_sources),
                synthesized=True,
                cached=True,
                grounding=cached.grounding,
            )
        skip = preflight_skip(
            PreflightInput(
                enabled=self.options.synthesis_enabled and request.synthesize,
                configured=self.synthesizer is not None,
                sections=sections,
                source_used=retrieval.source_used,
                min_input_chars=self.options.min_input_chars,
            )
        )
        if skip is not None:
            recorder.add("synthesis_skipped", reason=skip)
            return AnswerResult(
                query=request.query, outcome=Outcome.SKIPPED, reason=skip, speech=fallback
            )
        return await self._synthesize(request, sections, fallback, slot, recorder)

    async def _synthesize(
        self,
        request: _Request,
        sections: list[Section],
        fallback: str,
        slot: _CacheSlot,
        recorder: _Recorder,
    ) -> AnswerResult:
        assert self.synthesizer is not None  # checked by pre-flight
        cap = self.options.max_chars(request.style)
        evidence = fit_to_budget(sections, self.options.input_budget_chars)
        citing = self.options.claim_checking
        synthesis = SynthesisRequest(
            system=CITATION_SYSTEM_PROMPT if citing else SYSTEM_PROMPT,
            user=build_user_prompt(
                request.query, evidence, request.style, cap, numbered=citing
            ),
            max_tokens=max_tokens_for(cap),
        )
        recorder.add(
            "synthesis_invoked",
            sections=[section.tag for section in evidence],
            evidence_chars=sum(len(section.body) for section in evidence),
        )
        started = recorder.elapsed()
        try:
            async with asyncio.timeout(self.options.llm_timeout + _SYNTHESIS_GRACE_S):
                reply = await self.synthesizer.complete(synthesis)
        except (SynthesisError, TimeoutError) as err:
            code = err.code if isinstance(err, SynthesisError) else SynthesisTimeoutError.code
            recorder.add("synthesis_rejected", gate="llm_error", code=code, error=str(err))
            return AnswerResult(
                query=request.query,
                outcome=Outcome.REJECTED,
                reason="llm_error",
                speech=fallback,
            )
        recorder.add(
            "synthesis_replied",
            model=reply.model,
            chars=len(reply.text),
            model_ms=round(recorder.elapsed() - started, 3),
            **reply.stats,
        )
        return await self._gate(
            request, reply.text, evidence, fallback, slot, recorder
        )

    async def _gate(
        self,
        request: _Request,
        reply: str,
        evidence: list[Section],
        fallback: str,
        slot: _CacheSlot,
        recorder: _Recorder,
    ) -> AnswerResult:
        ctx = GateContext(
            query=request.query,
            sections=evidence,
            cap=self.options.max_chars(request.style),
            current_year=self._today().year,
            spoken_attribution=lambda tags: spoken_attribution(
                tags, self.options, request.phrases
            ),
            verifier=self.verifier,
            min_confidence=self.options.min_confidence,
        )
        draft = Draft(text=reply)
        for name, gate in CLAIM_GATES if self.options.claim_checking else GATES:
            verdict = gate(draft, ctx)
            if inspect.isawaitable(verdict):
                verdict = await verdict
            if verdict.honest_miss:
                recorder.add("honest_miss", gate=name, detail=verdict.detail)
                return AnswerResult(
                    query=request.query,
                    outcome=Outcome.HONEST_MISS,
                    reason=None,
                    speech=request.phrases.honest_miss,
                    answer=request.phrases.honest_miss,
                    synthesized=True,
                )
            if not verdict.passed:
                if verdict.reason == "numeric":
                    _LOGGER.warning(
                        "Numeric gate rejected %r in answer to %r: %s",
                        verdict.token,
                        request.query,
                        verdict.detail,
                    )
                recorder.add(
                    "synthesis_rejected",
                    gate=name,
                    detail=verdict.detail,
                    **({"token": verdict.token} if verdict.token else {}),
                    **verdict.data,
                )
                return AnswerResult(
                    query=request.query,
                    outcome=Outcome.REJECTED,
                    reason=verdict.reason,
                    speech=fallback,
                    grounding=_all_dropped(verdict.data, evidence),
                )
            draft = verdict.draft or draft
            recorder.add(
                "gate_passed",
                gate=name,
                **({"detail": verdict.detail} if verdict.detail else {}),
                **verdict.data,
            )
        return self._serve(request, draft, ctx, slot, recorder)

    def _serve(
        self,
        request: _Request,
        draft: Draft,
        ctx: GateContext,
        slot: _CacheSlot,
        recorder: _Recorder,
    ) -> AnswerResult:
        sources = list(draft.tags or ())
        suffix = ctx.spoken_attribution(sources)
        speech = f"{draft.body} {suffix}" if suffix else draft.body
        grounding = _grounding(draft, ctx.sections)
        self.cache.put(
            slot.key,
            CachedAnswer(
                answer=draft.body,
                answer_sources=tuple(sources),
                speech=speech,
                grounding=grounding,
            ),
            slot.ttl,
        )
        recorder.add("answer_served", answer_sources=sources, chars=len(speech))
        return AnswerResult(
            query=request.query,
            outcome=Outcome.SERVED,
            reason=None,
            speech=speech,
            answer=draft.body,
            answer_sources=sources,
            synthesized=True,
            grounding=grounding,
        )

    def _finish(
        self, request: _Request, recorder: _Recorder, result: AnswerResult
    ) -> AnswerResult:
        result.events = recorder.events
        result.timings = {"total_ms": recorder.elapsed()}
        return result


def _grounding(draft: Draft, sections: list[Section]) -> dict[str, Any] | None:
    """Return the audit trail of a claim-checked answer (None without claims)."""
    if draft.claims is None:
        return None
    metadata = build_metadata(draft.body, draft.claims, sections)
    problems = validate(draft.body, metadata)
    if problems:  # a bug, never the model's fault: say so rather than mislead
        _LOGGER.error("Grounding metadata does not fit its answer: %s", problems)
        return None
    return {
        "verified": draft.dropped_claims == 0,
        "dropped_claims": draft.dropped_claims,
        "marked_answer": insert_markers(draft.body, metadata.supports),
        "confidence_note": "verifier scores are not calibrated probabilities",
        **metadata.as_dict(),
    }


def _all_dropped(
    report: Mapping[str, Any], sections: list[Section]
) -> dict[str, Any] | None:
    """Return the audit trail of an answer whose every claim was dropped."""
    if "dropped" not in report:
        return None
    return {
        "verified": False,
        "dropped_claims": len(report["dropped"]),
        **build_metadata("", [], sections).as_dict(),
    }


def _fallback_speech(
    sections: list[Section], cap: int, phrases: SpokenPhrases
) -> str:
    """Return what the user hears without synthesis: the cleaned material."""
    if not sections:
        return phrases.nothing_found
    text = "\n\n".join(section.body for section in sections)
    return speak_result(text, cap, phrases.nothing_found)
