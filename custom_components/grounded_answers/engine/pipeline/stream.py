"""Delivering an answer as it is verified: sentence by sentence, to the speaker.

The stream runs the same stages as ``AnswerEngine.answer`` (plan, synthesize, render),
but asks the model for a stream and passes each sentence through the per-sentence
gates (streaming.StreamGate) before it is yielded.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

from ..errors import SynthesisError
from ..gates.chain import Draft
from ..types import AnswerResult, Outcome
from ..verify.claims import rebuild
from .plan import GATE_ERROR, SYNTHESIS_GRACE_S, Plan, Recorder, Request, log_numeric
from .sentence_gate import SentenceSplitter, StreamGate

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Awaitable, Callable

    from .engine import AnswerEngine

_LOGGER = logging.getLogger(__name__)


class AnswerStream:
    """Spoken text as it is verified; ``result`` holds the AnswerResult at the end.

    The text it yields, joined, is exactly ``result.speech``.
    """

    def __init__(self, engine: AnswerEngine, request: Request) -> None:
        """Prepare to answer ``request``; nothing runs until iterated."""
        self._engine = engine
        self._request = request
        self.result: AnswerResult | None = None

    def __aiter__(self) -> AsyncIterator[str]:
        """Yield spoken text deltas."""
        return self._run()

    async def _run(self) -> AsyncIterator[str]:
        """Answer, or share the answer of the same question already in flight."""
        in_flight = self._engine.in_flight
        shared = await in_flight.join(self._request.identity)
        if shared is not None:
            self.result = shared
            yield shared.speech  # in one piece: its sentences were spoken elsewhere
            return
        with in_flight.lead(self._request.identity) as publish:
            async for delta in self._answer(publish):
                yield delta

    async def _answer(
        self, publish: Callable[[AnswerResult], None]
    ) -> AsyncIterator[str]:
        engine = self._engine
        recorder = Recorder(engine.clock, engine.clock())
        plan = await engine.plan(self._request, recorder)
        if isinstance(plan, AnswerResult):
            self.result = recorder.finish(plan)
            publish(self.result)
            yield plan.speech
            return
        if len(plan.ctx.offered_tags) > 1 and not engine.options.claim_checking:
            # Fused material: the attribution gate needs the whole reply (spoken
            # text cannot be taken back), so this answer is gated whole.
            recorder.add("stream_whole", reason="fused material")
            result = await engine.synthesize_whole(plan, recorder)
            self.result = recorder.finish(plan.attach(result))
            publish(self.result)
            yield result.speech
            return
        gate = StreamGate(
            ctx=plan.ctx,
            claim_checking=engine.options.claim_checking,
            attribution_room=_attribution_room(plan),
        )
        outcome = _StreamOutcome()
        async for delta in self._speak(plan, gate, outcome, recorder):
            yield delta
        result = self._conclude(plan, gate, outcome, recorder)
        self.result = recorder.finish(plan.attach(result))
        publish(self.result)
        if not gate.spoken or outcome.honest_miss:
            yield result.speech
        elif result.speech != gate.text:
            yield result.speech[len(gate.text) :]

    async def _speak(
        self,
        plan: Plan,
        gate: StreamGate,
        outcome: _StreamOutcome,
        recorder: Recorder,
    ) -> AsyncIterator[str]:
        """Feed the model's stream through the per-sentence gates."""
        engine = self._engine
        if engine.synthesizer is None:  # pre-flight skips unconfigured synthesis
            raise RuntimeError("no synthesizer")
        synthesis = engine.synthesis_request(plan)
        recorder.add(
            "synthesis_invoked", sections=[s.tag for s in plan.evidence], streamed=True
        )
        splitter = SentenceSplitter()
        wait = _ModelWait(engine.options.llm_timeout + SYNTHESIS_GRACE_S)
        try:
            engine.prepare_gates(plan)
            # The budget bounds waiting for a slot and for the reply's pieces, never
            # the listener's own time with a sentence already handed over.
            await wait.until(engine.model_slots.acquire())
            try:
                chunks = aiter(engine.synthesizer.stream(synthesis))
                while True:
                    try:
                        chunk = await wait.until(anext(chunks))
                    except StopAsyncIteration:
                        break
                    sentences = splitter.feed(chunk)
                    if splitter.rewritten:
                        # A late "</think>": what was spoken was reasoning. Stop.
                        outcome.stopped = "reasoning"
                        outcome.detail = "a reasoning block closed after speech began"
                        return
                    for sentence in sentences:
                        async for delta in self._sentence(
                            sentence, gate, outcome, recorder
                        ):
                            yield delta
                        if outcome.stopped:
                            return
            finally:
                engine.model_slots.release()
            for sentence in splitter.finish():
                async for delta in self._sentence(sentence, gate, outcome, recorder):
                    yield delta
                if outcome.stopped:
                    return
        except (SynthesisError, TimeoutError) as err:
            outcome.error = err

    async def _sentence(
        self,
        sentence: str,
        gate: StreamGate,
        outcome: _StreamOutcome,
        recorder: Recorder,
    ) -> AsyncIterator[str]:
        try:
            verdict = await gate.judge(sentence)
        except Exception:  # a bug in a gate must not silence the answer
            _LOGGER.exception("Judging %r failed", sentence)
            outcome.stopped, outcome.detail = GATE_ERROR, "the gate failed"
            return
        if verdict.honest_miss:
            outcome.honest_miss = True
        if verdict.stop is not None:
            outcome.stopped = verdict.stop
            outcome.detail = verdict.detail
            outcome.token = verdict.token
            if verdict.token is not None:
                log_numeric(verdict.token, self._request.query, verdict.detail)
            return
        if verdict.speak:
            recorder.add("sentence_spoken", chars=len(verdict.speak))
            yield gate.accept(verdict.speak)

    def _conclude(
        self, plan: Plan, gate: StreamGate, outcome: _StreamOutcome, recorder: Recorder
    ) -> AnswerResult:
        engine = self._engine
        if outcome.honest_miss:
            recorder.add("honest_miss", gate="honest_miss")
            return plan.honest_miss()
        if not gate.spoken:
            if outcome.error is not None:
                return engine.model_failed(plan, outcome.error, recorder)
            reason = outcome.stopped or "empty"
            recorder.add(
                "synthesis_rejected",
                gate=reason,
                detail=outcome.detail,
                **({"token": outcome.token} if outcome.token else {}),
            )
            return plan.fallback_result(Outcome.REJECTED, reason)
        ended_early = outcome.error is not None or outcome.stopped not in (
            None,
            "length",
        )
        if ended_early:
            recorder.add(
                "stream_ended_early",
                gate=outcome.stopped or "llm_error",
                detail=outcome.detail or str(outcome.error),
                verified=False,  # what was spoken passed; the rest of the answer not
            )
        draft = None
        if engine.options.claim_checking:
            text, claims = rebuild(gate.claims)
            draft = Draft(
                text=text,
                body=text,
                claims=tuple(claims),
                dropped_claims=int(outcome.stopped == "claims"),
            )
        return engine.serve(
            plan, gate.text, gate.sources(), draft, recorder, complete=not ended_early
        )


class _ModelWait:
    """A time budget spent only while waiting on the model (or for a model slot)."""

    def __init__(self, budget: float) -> None:
        self._left = budget

    async def until[T](self, awaitable: Awaitable[T]) -> T:
        """Await ``awaitable`` within what is left of the budget."""
        loop = asyncio.get_running_loop()
        started = loop.time()
        try:
            async with asyncio.timeout(max(self._left, 0.0)):
                return await awaitable
        finally:
            self._left -= loop.time() - started


class _StreamOutcome:
    """How a stream ended."""

    def __init__(self) -> None:
        self.stopped: str | None = None
        self.detail = ""
        self.honest_miss = False
        self.error: Exception | None = None
        self.token: str | None = None


def _attribution_room(plan: Plan) -> int:
    """Return the characters to keep free for the longest possible attribution."""
    suffix = plan.ctx.spoken_attribution(plan.ctx.offered_tags)
    return len(suffix) + 1 if suffix else 0
