"""Sharing identical questions, limiting model calls, warm-up, a cache-friendly prompt."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from custom_components.grounded_answers.engine.options import AnswerStyle, EngineOptions
from custom_components.grounded_answers.engine.pipeline.engine import AnswerEngine
from custom_components.grounded_answers.engine.retrieve.fusion import format_sections
from custom_components.grounded_answers.engine.synth.ollama import (
    SynthesisReply,
    SynthesisRequest,
)
from custom_components.grounded_answers.engine.synth.prompt import (
    CITATION_SYSTEM_PROMPT,
    SYSTEM_PROMPT,
)
from custom_components.grounded_answers.engine.types import Retrieval
from scripts.evaluation import ScriptedRouter

MATERIAL = "The Eiffel Tower is in Paris and reaches 330 metres with its antennas. " * 4


class CountingRouter(ScriptedRouter):
    calls = 0

    async def search(
        self,
        query: str,
        source: str = "auto",
        fusion_sources: Sequence[str] | None = None,
    ) -> Retrieval:
        type(self).calls += 1
        return await super().search(query, source, fusion_sources)


class HeldSynthesizer:
    """Holds every call until released; counts how many run at once."""

    def __init__(self) -> None:
        self.release = asyncio.Event()
        self.entered = asyncio.Semaphore(0)  # one release per call that started
        self.running = 0
        self.most_at_once = 0
        self.requests: list[SynthesisRequest] = []
        self.warm_ups = 0

    async def complete(self, request: SynthesisRequest) -> SynthesisReply:
        self.requests.append(request)
        self.running += 1
        self.most_at_once = max(self.most_at_once, self.running)
        self.entered.release()
        try:
            await self.release.wait()
        finally:
            self.running -= 1
        return SynthesisReply(text="It reaches 330 metres with its antennas. (kiwix)")

    async def stream(self, request: SynthesisRequest):
        yield (await self.complete(request)).text

    async def warm_up(self) -> None:
        self.warm_ups += 1


def start(coro) -> asyncio.Task:
    """Run ``coro`` now, up to its first wait (so its place in line is taken)."""
    return asyncio.create_task(coro, eager_start=True)


async def test_identical_concurrent_questions_share_one_retrieval_and_model_call() -> (
    None
):
    CountingRouter.calls = 0
    synthesizer = HeldSynthesizer()
    engine = AnswerEngine(
        CountingRouter(MATERIAL, "kiwix"), EngineOptions(), synthesizer
    )
    tasks = [start(engine.answer("How tall is it?")) for _ in range(5)]
    tasks.append(start(engine.answer("how tall is it")))
    await synthesizer.entered.acquire()
    synthesizer.release.set()
    results = await asyncio.gather(*tasks)
    assert CountingRouter.calls == 1
    assert len(synthesizer.requests) == 1
    assert {result.speech for result in results} == {
        "It reaches 330 metres with its antennas."
    }


async def test_different_questions_are_not_shared_and_model_calls_are_limited() -> None:
    synthesizer = HeldSynthesizer()
    engine = AnswerEngine(
        ScriptedRouter(MATERIAL, "kiwix"),
        EngineOptions(max_concurrent_synthesis=2),
        synthesizer,
    )
    tasks = [start(engine.answer(f"question number {n}")) for n in range(6)]
    await synthesizer.entered.acquire()
    await synthesizer.entered.acquire()
    # Two calls hold both slots; the four others wait for one (none may enter).
    assert synthesizer.running == 2
    assert not any(task.done() for task in tasks)
    synthesizer.release.set()
    await asyncio.gather(*tasks)
    assert synthesizer.most_at_once == 2
    assert len(synthesizer.requests) == 6


async def test_warm_up_is_rate_limited_and_skipped_without_synthesis() -> None:
    synthesizer = HeldSynthesizer()
    engine = AnswerEngine(
        ScriptedRouter(MATERIAL, "kiwix"), EngineOptions(), synthesizer
    )
    await engine.prepare()
    await engine.prepare()
    assert synthesizer.warm_ups == 1
    await engine.prepare(min_interval=0)
    assert synthesizer.warm_ups == 2
    off = AnswerEngine(
        ScriptedRouter(MATERIAL, "kiwix"),
        EngineOptions(synthesis_enabled=False),
        synthesizer,
    )
    await off.prepare(min_interval=0)
    assert synthesizer.warm_ups == 2


async def test_system_prompt_is_byte_identical_across_questions_styles_and_sources() -> (
    None
):
    fused = format_sections([("news", MATERIAL), ("web", "**Item**\n" + MATERIAL)])
    systems: set[bytes] = set()
    users: set[str] = set()
    for result, source in (
        (MATERIAL, "kiwix"),
        (fused, "fusion"),
        (MATERIAL, "documents"),
    ):
        synthesizer = HeldSynthesizer()
        synthesizer.release.set()
        engine = AnswerEngine(
            ScriptedRouter(result, source), EngineOptions(), synthesizer
        )
        for style in AnswerStyle:
            for query in ("how tall is it", "what is in paris today"):
                await engine.answer(query, style=style)
        systems.update(request.system.encode() for request in synthesizer.requests)
        users.update(request.user for request in synthesizer.requests)
    assert systems == {SYSTEM_PROMPT.encode()}
    assert len(users) == 18  # everything that varies lives in the user turn


async def test_claim_checking_has_its_own_stable_system_prompt() -> None:
    synthesizer = HeldSynthesizer()
    synthesizer.release.set()
    engine = AnswerEngine(
        ScriptedRouter(MATERIAL, "kiwix"),
        EngineOptions(claim_checking=True),
        synthesizer,
    )
    await engine.answer("how tall is it")
    await engine.answer("where is it", style=AnswerStyle.VOICE)
    assert {request.system for request in synthesizer.requests} == {
        CITATION_SYSTEM_PROMPT
    }


async def test_identical_concurrent_streams_share_one_model_call() -> None:
    synthesizer = HeldSynthesizer()
    engine = AnswerEngine(
        ScriptedRouter(MATERIAL, "kiwix"), EngineOptions(), synthesizer
    )

    async def listen() -> tuple[list[str], str]:
        stream = engine.stream("how tall is it")
        deltas = [delta async for delta in stream]
        return deltas, stream.result.speech

    first = start(listen())
    second = start(listen())
    await synthesizer.entered.acquire()
    synthesizer.release.set()
    (deltas_a, speech_a), (deltas_b, speech_b) = await asyncio.gather(first, second)
    assert len(synthesizer.requests) == 1
    assert speech_a == speech_b == "It reaches 330 metres with its antennas."
    assert "".join(deltas_a) == "".join(deltas_b) == speech_a


async def test_a_cancelled_leader_does_not_cancel_those_who_joined_it() -> None:
    synthesizer = HeldSynthesizer()
    engine = AnswerEngine(
        ScriptedRouter(MATERIAL, "kiwix"), EngineOptions(), synthesizer
    )
    leader = start(engine.answer("how tall is it"))
    await synthesizer.entered.acquire()  # the leader is asking the model
    joiner = start(engine.answer("how tall is it"))  # ... and this one joins it
    leader.cancel()
    await synthesizer.entered.acquire()  # the joiner asks afresh
    synthesizer.release.set()
    result = await joiner
    assert leader.cancelled()
    assert result.speech == "It reaches 330 metres with its antennas."
    assert len(synthesizer.requests) == 2  # the joiner answered afresh
    assert len(engine.in_flight) == 0


async def test_joiners_of_a_cancelled_leader_re_lead_one_at_a_time() -> None:
    synthesizer = HeldSynthesizer()
    engine = AnswerEngine(
        ScriptedRouter(MATERIAL, "kiwix"), EngineOptions(), synthesizer
    )
    leader = start(engine.answer("how tall is it"))
    await synthesizer.entered.acquire()  # the leader is asking the model
    joiners = [start(engine.answer("how tall is it")) for _ in range(2)]
    leader.cancel()
    await synthesizer.entered.acquire()  # the first joiner re-leads ...
    synthesizer.release.set()  # ... and the second joins it
    results = await asyncio.gather(*joiners)
    assert leader.cancelled()
    assert [result.speech for result in results] == [
        "It reaches 330 metres with its antennas."
    ] * 2
    assert len(synthesizer.requests) == 2  # the leader's and one re-leader's
    assert len(engine.in_flight) == 0


async def test_joiners_of_a_cancelled_streaming_leader_re_lead_one_at_a_time() -> None:
    synthesizer = HeldSynthesizer()
    engine = AnswerEngine(
        ScriptedRouter(MATERIAL, "kiwix"), EngineOptions(), synthesizer
    )

    async def listen() -> str:
        stream = engine.stream("how tall is it")
        deltas = [delta async for delta in stream]
        assert "".join(deltas) == stream.result.speech
        return stream.result.speech

    leader = start(listen())
    await synthesizer.entered.acquire()
    joiners = [start(listen()) for _ in range(3)]
    leader.cancel()
    await synthesizer.entered.acquire()
    synthesizer.release.set()
    speeches = await asyncio.gather(*joiners)
    assert speeches == ["It reaches 330 metres with its antennas."] * 3
    assert len(synthesizer.requests) == 2
    assert len(engine.in_flight) == 0
