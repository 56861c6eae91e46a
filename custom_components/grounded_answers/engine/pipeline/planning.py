"""Planning an answer: route and retrieve, run pre-flight, set up the gates.

The result is a ``Plan`` for the model — the material as the model will see it, the
cache slot, the gates' context — or, when no model is needed or possible, the final
result (a router failure, a cached answer, a pre-flight skip).
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING

from ..errors import RouterError
from ..gates.attribution import spoken_attribution
from ..gates.base import GateContext
from ..retrieve.fusion import split_sections
from ..sources_registry import ttl_for
from ..synth.ollama import SynthesisRequest
from ..synth.prompt import (
    CITATION_SYSTEM_PROMPT,
    SYSTEM_PROMPT,
    build_user_prompt,
    fit_to_budget,
    max_tokens_for,
)
from ..text.boundary import clean_material
from ..types import AnswerResult, Event, Outcome, Reason, Retrieval
from .cache import cache_key, material_digest
from .plan import CacheSlot, Plan, Recorder, Request
from .preflight import PreflightInput, material_sections, preflight_skip

if TYPE_CHECKING:
    from ..route.classify import RouteDecision
    from ..types import Section
    from .parts import Parts

_LOGGER = logging.getLogger(__name__)


async def plan(
    parts: Parts, request: Request, recorder: Recorder
) -> Plan | AnswerResult:
    """Retrieve and run pre-flight: a Plan for the model, or the final result."""
    if not any(char.isalnum() for char in request.query):
        # "", "...", emoji only: nothing to look up, whoever called the engine.
        recorder.add(Reason.NOTHING_HEARD.value)
        return AnswerResult(
            query=request.query,
            outcome=Outcome.SKIPPED,
            reason=Reason.NOTHING_HEARD,
            speech=request.phrases.nothing_heard,
        )
    if request.cut_from:
        recorder.add(
            "question_cut", chars=len(request.query), original_chars=request.cut_from
        )
    try:
        decision, retrieval = await _retrieve(parts, request, recorder)
    except Exception as err:  # a router's bug is an unreachable router to the user
        if not isinstance(err, RouterError):
            # The question stays out of the error (logs are shared to get help).
            _LOGGER.exception("The router failed unexpectedly")
        code = err.code if isinstance(err, RouterError) else "unexpected"
        recorder.add("router_error", code=code, error=str(err))
        return AnswerResult(
            query=request.query,
            outcome=Outcome.SKIPPED,
            reason=Reason.ROUTER_ERROR,
            speech=request.phrases.router_unavailable,
        )
    # Material from any router or source: no lone surrogate, control or format char.
    retrieval = replace(retrieval, result=clean_material(retrieval.result))
    recorder.add(
        "retrieved",
        source_used=retrieval.source_used,
        chars=len(retrieval.result),
        router_cached=retrieval.cached,
    )
    sections = material_sections(
        split_sections(retrieval.result, retrieval.source_used)
    )
    evidence = fit_to_budget(sections, parts.options.input_budget_chars)
    plan = Plan(
        request=request,
        retrieval=retrieval,
        sections=sections,
        evidence=evidence,
        slot=CacheSlot(
            cache_key(
                retrieval.source_used,
                request.query,
                style=request.style,
                language=request.language,
                source=request.source,
                claims=parts.options.claim_checking,
            ),
            # A fused answer lives as long as its shortest-lived section.
            min(
                ttl_for(tag)
                for tag in {retrieval.source_used, *(s.tag for s in sections)}
            ),
            material_digest(retrieval.result),
        ),
        ctx=_gate_context(parts, request, evidence),
    )
    cached = parts.cache.get(plan.slot.key) if request.synthesize else None
    if cached is not None and cached.material == plan.slot.material:
        recorder.add("synthesis_cached", key=plan.slot.key)
        return plan.attach(cached.result(request.query))
    skip = preflight_skip(
        PreflightInput(
            enabled=parts.options.synthesis_enabled and request.synthesize,
            configured=parts.synthesizer is not None,
            sections=sections,
            source_used=retrieval.source_used,
            min_input_chars=parts.options.min_input_chars,
            needs_model=decision is None or decision.needs_model,
        )
    )
    if skip is not None:
        recorder.add("synthesis_skipped", reason=skip)
        return plan.attach(plan.fallback_result(Outcome.SKIPPED, skip))
    return plan


def synthesis_request(parts: Parts, plan: Plan) -> SynthesisRequest:
    """Return the model call for ``plan``: stable instructions, the evidence."""
    citing = parts.options.claim_checking
    cap = plan.ctx.cap
    return SynthesisRequest(
        system=CITATION_SYSTEM_PROMPT if citing else SYSTEM_PROMPT,
        user=build_user_prompt(
            plan.request.query,
            plan.evidence,
            plan.request.style,
            cap,
            numbered=citing,
        ),
        max_tokens=max_tokens_for(cap),
    )


async def _retrieve(
    parts: Parts, request: Request, recorder: Recorder
) -> tuple[RouteDecision | None, Retrieval]:
    """Route and retrieve; the router reports its routing events."""
    if not parts.options.route_queries:
        return None, await parts.router.search(request.query, request.source)
    started = recorder.elapsed()
    routed = await parts.router.route_and_search(
        request.query, request.source, language=request.language
    )
    recorder.events.extend(
        Event(event.kind, started + event.elapsed_ms, event.data)
        for event in routed.events
    )
    return routed.decision, routed.retrieval


def _gate_context(
    parts: Parts, request: Request, evidence: list[Section]
) -> GateContext:
    return GateContext(
        query=request.query,
        sections=evidence,
        cap=parts.options.max_chars(request.style),
        current_year=parts.today().year,
        spoken_attribution=lambda tags: spoken_attribution(
            tags, parts.options, request.phrases
        ),
        claim_checking=parts.options.claim_checking,
        verifier=parts.verifier,
        min_confidence=parts.options.min_confidence,
        language=request.language,
    )
