"""Sharing identical questions, limiting model calls, warm-up, a cache-friendly prompt."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from custom_components.grounded_answers.engine.evaluation import ScriptedRouter
from custom_components.grounded_answers.engine.fusion import format_sections
from custom_components.grounded_answers.engine.models import Retrieval
from custom_components.grounded_answers.engine.options import AnswerStyle, EngineOptions
from custom_components.grounded_answers.engine.pipeline import AnswerEngine
from custom_components.grounded_answers.engine.prompt import (
    CITATION_SYSTEM_PROMPT,
    SYSTEM_PROMPT,
)
from custom_components.grounded_answers.engine.synth import (
    SynthesisReply,
    SynthesisRequest,
)

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
        await asyncio.sleep(0)
        return await super().search(query, source, fusion_sources)


class HeldSynthesizer:
    """Holds every call until released; counts how many run at once."""

    def __init__(self) -> None:
        self.release = asyncio.Event()
        self.running = 0
        self.most_at_once = 0
        self.requests: list[SynthesisRequest] = []
        self.warm_ups = 0

    async def complete(self, request: SynthesisRequest) -> SynthesisReply:
        self.requests.append(request)
        self.running += 1
        self.most_at_once = max(self.most_at_once, self.running)
        await self.release.wait()
        self.running -= 1
        return SynthesisReply(text="It reaches 330 metres with its antennas. (kiwix)")

    async def stream(self, request: SynthesisRequest):
        yield (await self.complete(request)).text

    async def warm_up(self) -> None:
        self.warm_ups += 1


async def test_identical_concurrent_questions_share_one_retrieval_and_model_call() -> (
    None
):
    CountingRouter.calls = 0
    synthesizer = HeldSynthesizer()
    engine = AnswerEngine(
        CountingRouter(MATERIAL, "kiwix"), EngineOptions(), synthesizer
    )
    tasks = [asyncio.create_task(engine.answer("How tall is it?")) for _ in range(5)]
    tasks.append(asyncio.create_task(engine.answer("how tall is it")))
    await asyncio.sleep(0)
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
    tasks = [
        asyncio.create_task(engine.answer(f"question number {n}")) for n in range(6)
    ]
    for _ in range(20):
        await asyncio.sleep(0)
    assert synthesizer.running == 2
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
