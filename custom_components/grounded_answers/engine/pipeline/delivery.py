"""One answer, delivered: the only path from a question to what the user hears.

``AnswerEngine.answer`` and ``AnswerEngine.stream`` both run an ``AnswerRun``: it
plans (retrieve, pre-flight), asks the model (the whole reply, or a stream when a
satellite listens), cuts the reply into sentences, feeds them to the one gate chain
(``gates.chain.GateRun``) and renders the conclusion. The paths differ only in when
text is released (a stream: each sentence once the chain lets it go; a whole answer:
all at the end), so the ``ask`` service's ``speech`` is what a satellite would have
said for the same reply. A reply that breaks off after sentences were released (the
model failing or a late reasoning tag, which only a stream meets; the turn's
deadline, ``deadline``) ends at what was released, marked incomplete.
"""

from __future__ import annotations

import logging
from contextlib import aclosing
from typing import TYPE_CHECKING

from ..errors import SynthesisError
from ..gates.chain import GateRun
from ..types import AnswerResult, Outcome, Reason
from .deadline import DeadlineReachedError, ModelWait, Stage, TurnDeadline
from .fallback import fallback_result, model_failed
from .plan import (
    SYNTHESIS_GRACE_S,
    Plan,
    Recorder,
    Request,
    all_dropped,
    log_decision,
    log_outcome,
    log_question,
    warm_support,
)
from .planning import plan as plan_answer
from .planning import synthesis_request
from .render import served_result
from .splitter import SentenceSplitter
from .warmup import numbers_ready, warm_numbers

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Callable

    from ..synth.ollama import SynthesisRequest
    from .parts import Parts

_LOGGER = logging.getLogger(__name__)


class AnswerRun:
    """Spoken text as it is released; ``result`` holds the AnswerResult at the end.

    The text it yields, joined, is exactly ``result.speech``.
    """

    def __init__(self, parts: Parts, request: Request, *, streamed: bool) -> None:
        """Prepare to answer ``request``; nothing runs until iterated."""
        self._parts = parts
        self._request = request
        self._streamed = streamed
        self._recorded = 0  # decisions of the chain already recorded as events
        self._told = False  # a decision was logged at INFO: the outcome need not be
        self.result: AnswerResult | None = None

    def __aiter__(self) -> AsyncIterator[str]:
        """Yield spoken text deltas."""
        return self._run()

    async def _run(self) -> AsyncIterator[str]:
        """Answer, or share the answer of the same question already in flight."""
        in_flight = self._parts.in_flight
        shared = await in_flight.join(self._request.identity)
        if shared is not None:
            _LOGGER.debug("An answer to the same question in flight is shared")
            self.result = shared
            yield shared.speech  # in one piece: its sentences were spoken elsewhere
            return
        with in_flight.lead(self._request.identity) as publish:
            async for delta in self._answer(publish):
                yield delta

    async def _answer(
        self, publish: Callable[[AnswerResult], None]
    ) -> AsyncIterator[str]:
        parts = self._parts
        deadline = TurnDeadline(parts.options.deadline(self._request.style))
        recorder = Recorder(parts.clock, parts.clock(), deadline=deadline)
        log_question(recorder.number, self._request)
        plan = await plan_answer(parts, self._request, recorder)
        if isinstance(plan, AnswerResult):
            self.result = recorder.finish(plan)
            log_outcome(recorder.number, self.result, told=False)
            publish(self.result)
            yield plan.speech
            return
        run = GateRun(plan.ctx)
        if run.holds_all:
            recorder.add("stream_whole", reason="fused material needs its attribution")
        spoken: list[str] = []
        ending = _Ending(deadline)
        # Closed on leaving, so that a reply cut off at the deadline frees its slot.
        async with aclosing(self._sentences(plan, recorder, ending)) as sentences:
            async for sentence in sentences:
                try:  # a model-backed verifier is the model's time too
                    released = await deadline.within(Stage.MODEL, run.feed(sentence))
                except DeadlineReachedError as err:
                    ending.reached(err.stage, recorder)
                    break
                finally:
                    self._record_decisions(run, recorder)
                for text in released:
                    delta = f" {text}" if spoken else text
                    spoken.append(text)
                    if self._streamed:
                        recorder.add("sentence_spoken", chars=len(text))
                        yield delta
        result = await self._conclude(plan, run, " ".join(spoken), ending, recorder)
        self.result = recorder.finish(plan.attach(result))
        log_outcome(recorder.number, self.result, told=self._told)
        publish(self.result)
        already = " ".join(spoken) if self._streamed else ""
        rest = result.speech[len(already) :] if already else result.speech
        if already and not result.speech.startswith(already):  # a bug: say so
            _LOGGER.error("Spoken %r is not the start of %r", already, result.speech)
            rest = ""
        if rest:
            yield rest

    async def _sentences(
        self, plan: Plan, recorder: Recorder, ending: _Ending
    ) -> AsyncIterator[str]:
        """Yield the reply's sentences as the model writes them."""
        parts = self._parts
        synthesis = synthesis_request(parts, plan)
        recorder.add(
            "synthesis_invoked",
            sections=[section.tag for section in plan.evidence],
            evidence_chars=sum(len(section.body) for section in plan.evidence),
            streamed=self._streamed,
        )
        prepared = None if parts.options.claim_checking else warm_numbers(plan.ctx)
        if prepared is not None:
            warm_support(plan.ctx)
        splitter = SentenceSplitter(plan.ctx.language)  # the reply's abbreviations
        queued = recorder.elapsed()
        try:
            # The queue counts against the turn's deadline alone: the model's timeout
            # starts with the slot (and never counts the listener's own time).
            await ending.turn.within(Stage.QUEUE, parts.model_slots.acquire())
            started = recorder.elapsed()
            recorder.add("model_slot_acquired", wait_ms=round(started - queued, 3))
            wait = ModelWait(parts.options.llm_timeout + SYNTHESIS_GRACE_S, ending.turn)
            try:
                async for chunk in self._chunks(synthesis, wait, recorder, started):
                    sentences = splitter.feed(chunk)
                    if splitter.rewritten:  # a late "</think>": it was reasoning
                        ending.reason = Reason.REASONING
                        ending.detail = "a reasoning block closed after sentences began"
                        return
                    for sentence in sentences:
                        prepared = await numbers_ready(prepared, ending.turn)
                        yield sentence
            finally:
                parts.model_slots.release()
        except DeadlineReachedError as err:
            ending.reached(err.stage, recorder)
            return
        except (SynthesisError, TimeoutError) as err:
            ending.error = err
            return
        except Exception as err:  # a synthesizer's bug must not silence the answer
            _LOGGER.exception("Answer %d: the synthesizer failed", recorder.number)
            ending.error = err
            return
        for sentence in splitter.finish():
            prepared = await numbers_ready(prepared, ending.turn)
            yield sentence

    async def _chunks(
        self,
        synthesis: SynthesisRequest,
        wait: ModelWait,
        recorder: Recorder,
        started: float,
    ) -> AsyncIterator[str]:
        """Yield the reply: in pieces from a stream, or whole from one call."""
        synthesizer = self._parts.synthesizer
        if synthesizer is None:  # pre-flight skips unconfigured synthesis
            raise RuntimeError("no synthesizer")
        if not self._streamed:
            reply = await wait.until(synthesizer.complete(synthesis))
            recorder.add(
                "synthesis_replied",
                model=reply.model,
                chars=len(reply.text),
                model_ms=round(recorder.elapsed() - started, 3),
                **reply.stats,
            )
            yield reply.text
            return
        chunks = aiter(synthesizer.stream(synthesis))
        while True:
            try:
                chunk = await wait.until(anext(chunks))
            except StopAsyncIteration:
                return
            yield chunk

    def _record_decisions(self, run: GateRun, recorder: Recorder) -> None:
        """Record the chain's new decisions as events, and log each on one line."""
        while len(run.decisions) > self._recorded:
            decision = run.decisions[self._recorded]
            self._recorded += 1
            verdict = decision.verdict
            self._told |= log_decision(recorder.number, decision)
            recorder.add(
                decision.kind,
                sentence=decision.index,
                **({"gate": decision.gate} if decision.gate else {}),
                **({"reason": str(verdict.reason)} if verdict.reason else {}),
                **({"detail": verdict.detail} if verdict.detail else {}),
                **({"token": verdict.token} if verdict.token else {}),
                **verdict.data,
            )

    async def _conclude(
        self,
        plan: Plan,
        run: GateRun,
        spoken: str,
        ending: _Ending,
        recorder: Recorder,
    ) -> AnswerResult:
        """Turn the chain's conclusion (or how the model ended) into the result."""
        if ending.error is not None or ending.reason is not None:
            if not spoken:
                if ending.error is not None:
                    return await model_failed(plan, ending.error, recorder)
                recorder.add(
                    "synthesis_rejected", gate=str(ending.reason), detail=ending.detail
                )
                return await fallback_result(plan, Outcome.REJECTED, ending.reason)
            # Keep exactly what was already spoken (a whole answer: released).
            recorder.add(
                "stream_ended_early",
                gate=str(ending.reason or Reason.LLM_ERROR),
                detail=ending.detail or str(ending.error),
                verified=False,
            )
            return served_result(
                self._parts.cache, plan, run.cut_at_released(), recorder
            )
        conclusion = run.finish()
        if conclusion.outcome == "honest_miss":
            recorder.add("honest_miss", gate="honest_miss", detail=conclusion.detail)
            return plan.honest_miss()
        if conclusion.outcome == "rejected":
            recorder.add(
                "synthesis_rejected",
                gate=str(conclusion.reason),
                detail=conclusion.detail,
                **({"token": conclusion.token} if conclusion.token else {}),
                **conclusion.data,
            )
            result = await fallback_result(plan, Outcome.REJECTED, conclusion.reason)
            if plan.ctx.claim_checking:
                result.grounding = all_dropped(conclusion.dropped_claims, plan.evidence)
            return result
        return served_result(self._parts.cache, plan, conclusion, recorder)


class _Ending:
    """How the model's side of a reply ended, when not by finishing it."""

    def __init__(self, turn: TurnDeadline) -> None:
        self.turn = turn  # the turn's deadline
        self.error: Exception | None = None
        self.reason: Reason | None = None
        self.detail = ""

    def reached(self, stage: Stage, recorder: Recorder) -> None:
        """End the reply at the turn's deadline, reached while in ``stage``."""
        recorder.add("deadline_reached", **self.turn.event_data(stage))
        self.reason = Reason.DEADLINE
        self.detail = f"the turn's deadline came in the {stage} stage"
