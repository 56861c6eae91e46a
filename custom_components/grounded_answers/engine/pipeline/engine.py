"""The answer engine: one question in, one AnswerResult out.

retrieve -> pre-flight -> prompt -> synthesize -> gates -> render. Every decision is
recorded as an Event; every failure ends in the cleaned raw result (or a translated
sentence), never in an exception or an unchecked answer. ``answer`` returns the whole
result; ``stream`` speaks verified sentences as the model writes them.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import time
from datetime import date
from typing import TYPE_CHECKING

from ..errors import RouterError, SynthesisError, SynthesisTimeoutError
from ..gates.attribution import spoken_attribution
from ..gates.chain import CLAIM_GATES, GATES, Draft, GateContext
from ..gates.numbers.grounding import prepare_material
from ..options import AnswerStyle, EngineOptions
from ..retrieve.fusion import split_sections
from ..route.classify import EscalationCounter, RouteDecision, classify
from ..synth.ollama import SynthesisRequest, Synthesizer
from ..synth.prompt import (
    CITATION_SYSTEM_PROMPT,
    SYSTEM_PROMPT,
    build_user_prompt,
    fit_to_budget,
    max_tokens_for,
)
from ..types import AnswerResult, Event, Outcome, Retrieval, SpokenPhrases
from .cache import AnswerCache, CachedAnswer, cache_key, material_digest, ttl_for
from .plan import (
    GATE_ERROR,
    SYNTHESIS_GRACE_S,
    CacheSlot,
    Plan,
    Recorder,
    Request,
    all_dropped,
    grounding,
    log_numeric,
)
from .preflight import PreflightInput, material_sections, preflight_skip
from .sharing import InFlight
from .stream import AnswerStream

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..retrieve.router_client import Router
    from ..verify.checking import Verifier

_LOGGER = logging.getLogger(__name__)


class AnswerEngine:
    """Retrieves, synthesizes, gates and renders answers."""

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
        self.clock = clock
        self._today = today
        self.model_slots = asyncio.Semaphore(options.max_concurrent_synthesis)
        self.in_flight = InFlight()
        self._last_warm_up: float | None = None
        # The share of questions that needed a model (routers that route keep their own).
        self.escalation = getattr(router, "escalation", None) or EscalationCounter()

    # -- public ------------------------------------------------------------------------

    async def answer(
        self,
        query: str,
        *,
        style: AnswerStyle = AnswerStyle.BRIEF,
        phrases: SpokenPhrases | None = None,
        synthesize: bool = True,
        source: str = "auto",
    ) -> AnswerResult:
        """Answer ``query``; never raises for router or model failures.

        Identical questions asked while one is being answered share its retrieval
        and its model call.
        """
        request = Request(query, style, phrases or SpokenPhrases(), synthesize, source)
        if (shared := await self.in_flight.join(request.identity)) is not None:
            return shared
        with self.in_flight.lead(request.identity) as publish:
            result = await self._answer(request)
            publish(result)
        return result

    def stream(
        self,
        query: str,
        *,
        style: AnswerStyle = AnswerStyle.VOICE,
        phrases: SpokenPhrases | None = None,
        synthesize: bool = True,
        source: str = "auto",
    ) -> AnswerStream:
        """Return a stream of spoken text; its ``result`` is set once it ends."""
        request = Request(query, style, phrases or SpokenPhrases(), synthesize, source)
        return AnswerStream(self, request)

    async def prepare(self, *, min_interval: float = 60.0) -> None:
        """Warm the model up while the user is still speaking; never raises.

        Rate-limited so a busy house does not hammer the GPU box.
        """
        if self.synthesizer is None or not self.options.synthesis_enabled:
            return
        now = time.monotonic()
        if self._last_warm_up is not None and now - self._last_warm_up < min_interval:
            return
        self._last_warm_up = now
        warm_up = getattr(self.synthesizer, "warm_up", None)
        if warm_up is not None:
            await warm_up()

    # -- stages, shared by answer() and AnswerStream -----------------------------------

    async def _answer(self, request: Request) -> AnswerResult:
        recorder = Recorder(self.clock, self.clock())
        plan = await self.plan(request, recorder)
        if isinstance(plan, AnswerResult):
            return recorder.finish(plan)
        return recorder.finish(plan.attach(await self.synthesize_whole(plan, recorder)))

    async def _retrieve(
        self, request: Request, recorder: Recorder
    ) -> tuple[RouteDecision | None, Retrieval]:
        """Route and retrieve; a router that routes itself reports its own events."""
        route_and_search = getattr(self.router, "route_and_search", None)
        if self.options.route_queries and route_and_search is not None:
            started = recorder.elapsed()
            routed = await route_and_search(request.query, request.source)
            recorder.events.extend(
                Event(event.kind, started + event.elapsed_ms, event.data)
                for event in routed.events
            )
            return routed.decision, routed.retrieval
        decision = None
        if self.options.route_queries:
            decision = classify(request.query, self.options.language)
            recorder.add("route_decided", **decision.event_data())
            self.escalation.record(decision)
        return decision, await self.router.search(request.query, request.source)

    async def plan(self, request: Request, recorder: Recorder) -> Plan | AnswerResult:
        """Retrieve and run pre-flight: a Plan for the model, or the final result."""
        try:
            decision, retrieval = await self._retrieve(request, recorder)
        except Exception as err:  # a router's bug is an unreachable router to the user
            if not isinstance(err, RouterError):
                _LOGGER.exception("The router failed on %r", request.query)
            code = err.code if isinstance(err, RouterError) else "unexpected"
            recorder.add("router_error", code=code, error=str(err))
            return AnswerResult(
                query=request.query,
                outcome=Outcome.SKIPPED,
                reason="router_error",
                speech=request.phrases.router_unavailable,
            )
        recorder.add(
            "retrieved",
            source_used=retrieval.source_used,
            chars=len(retrieval.result),
            router_cached=retrieval.cached,
        )
        sections = material_sections(
            split_sections(retrieval.result, retrieval.source_used)
        )
        evidence = fit_to_budget(sections, self.options.input_budget_chars)
        plan = Plan(
            request=request,
            retrieval=retrieval,
            sections=sections,
            evidence=evidence,
            slot=CacheSlot(
                cache_key(retrieval.source_used, request.style, request.query),
                # A fused answer lives as long as its shortest-lived section.
                min(
                    ttl_for(tag)
                    for tag in {retrieval.source_used, *(s.tag for s in sections)}
                ),
                material_digest(retrieval.result),
            ),
            ctx=self._gate_context(request, evidence),
        )
        cached = self.cache.get(plan.slot.key) if request.synthesize else None
        if cached is not None and cached.material == plan.slot.material:
            recorder.add("synthesis_cached", key=plan.slot.key)
            return plan.attach(cached.result(request.query))
        skip = preflight_skip(
            PreflightInput(
                enabled=self.options.synthesis_enabled and request.synthesize,
                configured=self.synthesizer is not None,
                sections=sections,
                source_used=retrieval.source_used,
                min_input_chars=self.options.min_input_chars,
                needs_model=decision is None or decision.needs_model,
            )
        )
        if skip is not None:
            recorder.add("synthesis_skipped", reason=skip)
            return plan.attach(plan.fallback_result(Outcome.SKIPPED, skip))
        return plan

    def _gate_context(self, request: Request, evidence: list) -> GateContext:
        return GateContext(
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

    def synthesis_request(self, plan: Plan) -> SynthesisRequest:
        """Return the model call for ``plan``: stable instructions, the evidence."""
        citing = self.options.claim_checking
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

    async def synthesize_whole(self, plan: Plan, recorder: Recorder) -> AnswerResult:
        """Ask the model for the whole reply, then run the gate chain over it."""
        reply = await self._complete(plan, recorder)
        if isinstance(reply, AnswerResult):
            return reply
        return await self._gate(plan, reply, recorder)

    async def _complete(self, plan: Plan, recorder: Recorder) -> str | AnswerResult:
        """Ask the model for the whole reply; a failure becomes the fallback."""
        if self.synthesizer is None:  # pre-flight skips unconfigured synthesis
            raise RuntimeError("no synthesizer")
        synthesis = self.synthesis_request(plan)
        recorder.add(
            "synthesis_invoked",
            sections=[section.tag for section in plan.evidence],
            evidence_chars=sum(len(section.body) for section in plan.evidence),
        )
        started = recorder.elapsed()
        self.prepare_gates(plan)
        try:
            # The deadline covers waiting for a free model slot too.
            async with asyncio.timeout(self.options.llm_timeout + SYNTHESIS_GRACE_S):
                async with self.model_slots:
                    reply = await self.synthesizer.complete(synthesis)
        except (SynthesisError, TimeoutError) as err:
            return self.model_failed(plan, err, recorder)
        except Exception as err:  # a synthesizer's bug must not silence the answer
            _LOGGER.exception("The synthesizer failed on %r", plan.request.query)
            return self.model_failed(plan, err, recorder)
        recorder.add(
            "synthesis_replied",
            model=reply.model,
            chars=len(reply.text),
            model_ms=round(recorder.elapsed() - started, 3),
            **reply.stats,
        )
        return reply.text

    def prepare_gates(self, plan: Plan) -> None:
        """Analyse the material's numbers while the model writes, off the answer's path.

        Scheduled, not awaited: it runs in the first idle moment of the model call.
        """
        if not self.options.claim_checking:
            asyncio.get_running_loop().call_soon(prepare_material, plan.ctx.material)

    def model_failed(
        self, plan: Plan, err: Exception, recorder: Recorder
    ) -> AnswerResult:
        """Record why the model gave nothing; return the material to speak instead."""
        if isinstance(err, SynthesisError):
            code = err.code
        elif isinstance(err, TimeoutError):
            code = SynthesisTimeoutError.code
        else:
            code = "unexpected"
        recorder.add("synthesis_rejected", gate="llm_error", code=code, error=str(err))
        return plan.fallback_result(Outcome.REJECTED, "llm_error")

    async def _gate(self, plan: Plan, reply: str, recorder: Recorder) -> AnswerResult:
        """Run the gate chain over the whole reply."""
        draft = Draft(text=reply)
        for name, gate in CLAIM_GATES if self.options.claim_checking else GATES:
            try:
                verdict = gate(draft, plan.ctx)
                if inspect.isawaitable(verdict):
                    verdict = await verdict
            except Exception:  # a bug in a gate must not silence the answer
                _LOGGER.exception("The %s gate failed on %r", name, plan.request.query)
                recorder.add("synthesis_rejected", gate=name, detail="the gate failed")
                return plan.fallback_result(Outcome.REJECTED, GATE_ERROR)
            if verdict.honest_miss:
                recorder.add("honest_miss", gate=name, detail=verdict.detail)
                return plan.honest_miss()
            if not verdict.passed:
                if verdict.token is not None:
                    log_numeric(verdict.token, plan.request.query, verdict.detail)
                recorder.add(
                    "synthesis_rejected",
                    gate=name,
                    detail=verdict.detail,
                    **({"token": verdict.token} if verdict.token else {}),
                    **verdict.data,
                )
                result = plan.fallback_result(Outcome.REJECTED, verdict.reason)
                result.grounding = all_dropped(verdict.data, plan.evidence)
                return result
            draft = verdict.draft or draft
            recorder.add(
                "gate_passed",
                gate=name,
                **({"detail": verdict.detail} if verdict.detail else {}),
                **verdict.data,
            )
        return self.serve(plan, draft.body, list(draft.tags or ()), draft, recorder)

    def serve(
        self,
        plan: Plan,
        body: str,
        sources: list[str],
        draft: Draft | None,
        recorder: Recorder,
        *,
        complete: bool = True,
    ) -> AnswerResult:
        """Render a served answer; cache it unless a stream ended it early."""
        suffix = plan.ctx.spoken_attribution(sources)
        speech = f"{body} {suffix}" if suffix else body
        audit = grounding(draft, plan.evidence) if draft is not None else None
        result = AnswerResult(
            query=plan.request.query,
            outcome=Outcome.SERVED,
            reason=None,
            speech=speech,
            answer=body,
            answer_sources=sources,
            synthesized=True,
            grounding=audit,
        )
        if complete:
            self.cache.put(
                plan.slot.key,
                CachedAnswer.of(result, plan.slot.material),
                plan.slot.ttl,
            )
        recorder.add(
            "answer_served",
            answer_sources=sources,
            chars=len(speech),
            complete=complete,
        )
        return result
