"""Planning an answer: route and retrieve, run pre-flight, set up the gates.

The result is a ``Plan`` for the model — the material as the model will see it, the
cache slot, the gates' context — or, when no model is needed or possible, the final
result (a router failure, a cached answer, a pre-flight skip). Where the sources of
the material disagree (``gates.conflicts``), each disagreement is an event
(``conflict_detected``) and the model's user turn names it.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import replace
from typing import TYPE_CHECKING

from ..errors import RouterError
from ..followup.stage import resolve_followup
from ..gates.attribution import SpokenSources
from ..gates.base import GateContext
from ..gates.conflicts import conflicts_in
from ..gates.conflicts.pending import pending_conflicts
from ..retrieve.fusion import split_sections
from ..sources_registry import ttl_for
from ..synth.ollama import SynthesisRequest
from ..synth.prompt import (
    CITATION_SYSTEM_PROMPT,
    SYSTEM_PROMPT,
    build_user_prompt,
    disagreement_note,
    fit_to_budget,
    max_tokens_for,
)
from ..text.boundary import clean_material
from ..types import AnswerResult, Event, Outcome, Reason, Retrieval
from .cache import cache_key, material_digest
from .deadline import Stage
from .fallback import INLINE_CHARS, fallback_result
from .plan import CacheSlot, Plan, Recorder, Request
from .preflight import PreflightInput, material_sections, preflight_skip
from .relay import CODE_DEADLINE
from .warmup import WAIT_S

if TYPE_CHECKING:
    from ..gates.conflicts import Conflict
    from ..route.classify import RouteDecision
    from ..types import Section
    from .parts import Parts

_LOGGER = logging.getLogger(__name__)


async def plan(
    parts: Parts, request: Request, recorder: Recorder
) -> Plan | AnswerResult:
    """Retrieve and run pre-flight: a Plan for the model, or the final result."""
    # A follow-up ("and when was it built?") is made standalone before routing;
    # from here on the request's query is what is routed, cached and gated.
    request = await resolve_followup(parts, request, recorder)
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
    except Exception as err:  # noqa: BLE001 - a router's bug: an unreachable router
        return _router_failed(request, recorder, err)
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
        # The fallback reads the disagreements itself (``known_to``), in its own
        # thread for a large material; they are recorded once it has them.
        result = await fallback_result(plan, Outcome.SKIPPED, skip)
        _record(pending_conflicts(plan.ctx).settle(plan.ctx, known=True), recorder)
        recorder.add("synthesis_skipped", reason=skip)
        return plan.attach(result)
    await _record_conflicts(plan, recorder)
    return plan


def _router_failed(
    request: Request, recorder: Recorder, err: Exception
) -> AnswerResult:
    """Record the router's failure; return what the user hears instead.

    A router that ran out of the turn's time (its own timeout cut to the time left,
    or the deadline itself) is the deadline's doing: "the sources took too long".
    """
    deadline = recorder.deadline
    if (
        deadline is not None
        and isinstance(err, RouterError | TimeoutError)
        and deadline.router_spent()
    ):
        recorder.add("deadline_reached", **deadline.event_data(Stage.ROUTER))
        recorder.add("router_error", code=CODE_DEADLINE, error=str(err))
        return AnswerResult(
            query=request.query,
            outcome=Outcome.SKIPPED,
            reason=Reason.ROUTER_ERROR,
            speech=request.phrases.deadline_reached,
        )
    if not isinstance(err, RouterError):
        # The question stays out of the error (logs are shared to get help).
        _LOGGER.exception("The router failed unexpectedly")
    code = err.code if isinstance(err, RouterError) else "unexpected"
    spoken = err.spoken if isinstance(err, RouterError) else "router_unavailable"
    failures = getattr(err, "failures", None)
    recorder.add(
        "router_error",
        code=code,
        error=str(err),
        **({"sources": failures} if failures else {}),
    )
    return AnswerResult(
        query=request.query,
        outcome=Outcome.SKIPPED,
        reason=Reason.ROUTER_ERROR,
        speech=getattr(request.phrases, spoken, request.phrases.router_unavailable),
    )


def synthesis_request(parts: Parts, plan: Plan) -> SynthesisRequest:
    """Return the model call for ``plan``: stable instructions, the evidence.

    Where the sources disagree, the user turn names each source's value and the
    name to say it with (``disagreement_note``).
    """
    citing = parts.options.claim_checking
    cap = plan.ctx.cap
    voice = SpokenSources(parts.options, plan.request.phrases)
    return SynthesisRequest(
        system=CITATION_SYSTEM_PROMPT if citing else SYSTEM_PROMPT,
        user=build_user_prompt(
            plan.request.query,
            plan.evidence,
            plan.request.style,
            cap,
            numbered=citing,
            disagreement=disagreement_note(
                pending_conflicts(plan.ctx).settle(plan.ctx), voice.name
            ),
        ),
        max_tokens=max_tokens_for(cap),
    )


def _record(conflicts: tuple[Conflict, ...], recorder: Recorder) -> None:
    for conflict in conflicts:
        recorder.add("conflict_detected", **conflict.as_event())


async def _record_conflicts(plan: Plan, recorder: Recorder) -> None:
    """Find where the sources the model sees disagree; record each as an event.

    Only where the model is to be asked (a skip's fallback reads them itself).
    Reading the numbers of a large material is CPU work: over ``INLINE_CHARS`` it
    runs in the default executor, and the gates find it done (``ctx.derived``). A
    wait that runs out leaves the worker its future: the prompt reads the finding
    only if it is done by then, and the gates read the same cache.
    """
    ctx = plan.ctx
    if not ctx.fused:
        return
    pending = pending_conflicts(ctx)
    if len(ctx.material) <= INLINE_CHARS:
        pending.found = ctx.derived(conflicts_in)
    else:
        found = asyncio.get_running_loop().run_in_executor(
            None, ctx.derived, conflicts_in
        )
        pending.future = found
        deadline = recorder.deadline
        wait = WAIT_S if deadline is None else min(WAIT_S, deadline.left())
        try:  # a busy executor must not hold the turn
            pending.found = await asyncio.wait_for(asyncio.shield(found), wait)
        except TimeoutError:
            return
    _record(pending.found, recorder)


async def _retrieve(
    parts: Parts, request: Request, recorder: Recorder
) -> tuple[RouteDecision | None, Retrieval]:
    """Route and retrieve within the turn's deadline; the router reports its events.

    The router is told the time left (less a moment to speak what it gives back);
    one that does not keep to it is cut off at the deadline all the same.
    """
    deadline = recorder.deadline
    if deadline is None:
        return await _route(parts, request, recorder, None)
    return await deadline.within(
        Stage.ROUTER, _route(parts, request, recorder, deadline.router_budget())
    )


async def _route(
    parts: Parts, request: Request, recorder: Recorder, budget: float | None
) -> tuple[RouteDecision | None, Retrieval]:
    if not parts.options.route_queries:
        return None, await parts.router.search(request.query, request.source)
    started = recorder.elapsed()
    routed = await parts.router.route_and_search(
        request.query, request.source, language=request.language, budget=budget
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
        spoken_attribution=SpokenSources(parts.options, request.phrases),
        claim_checking=parts.options.claim_checking,
        verifier=parts.verifier,
        min_confidence=parts.options.min_confidence,
        language=request.language,
    )
