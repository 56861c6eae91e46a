"""The turn deadline: router, model queue and model share one budget per turn.

The issue: with default settings a slow router (14 s) then a slow model (25 s) gave
34 s of silence before the fallback, and the model's timeout also counted the time a
question waited for a model slot. Here every stage is a real stand-in on 127.0.0.1
(the router stub behind the real HTTP client, the Ollama stub behind the real
synthesizer), made slow, and each test asserts what the user hears and the events.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import aiohttp
import pytest
from aiohttp import web
from homeassistant.runner import MAX_EXECUTOR_WORKERS

from custom_components.grounded_answers.engine.errors import RouterTimeoutError
from custom_components.grounded_answers.engine.options import AnswerStyle, EngineOptions
from custom_components.grounded_answers.engine.pipeline.engine import AnswerEngine
from custom_components.grounded_answers.engine.retrieve.router_client import (
    RouterClient,
)
from custom_components.grounded_answers.engine.synth.ollama import (
    OllamaSynthesizer,
    SynthesisReply,
    SynthesisRequest,
)
from custom_components.grounded_answers.engine.types import (
    AnswerResult,
    Outcome,
    Reason,
    SpokenPhrases,
)
from tests.engine.paths import PATHS, ask_on_path, events
from tests.stubs.ollama_server import DEFAULT_MODEL, OllamaScript, start_ollama_stub
from tests.stubs.router_server import RouterScript, search_body, start_router

TOWER = (
    "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris. "
    "It was built for the 1889 World's Fair and stood as the tallest structure in the "
    "world for 41 years. Including its antennas it now reaches 330 metres, and about "
    "7 million people visit it every year."
)
QUESTION = "how tall is the eiffel tower"
OTHER = "tell me about the eiffel tower"
FIRST = "The Eiffel Tower reaches 330 metres including its antennas."
REPLY = (
    f"{FIRST} It was built for the 1889 World's Fair. "
    "About 7 million people visit it every year. (kiwix)"
)
NEVER = 3600.0  # a stand-in that never answers within a test (released at shutdown)


def delayed(script: RouterScript, seconds: float):
    """Return a router behaviour: its script's answer after ``seconds``."""

    async def behaviour(request: web.Request, payload: dict[str, Any]) -> web.Response:
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(seconds):
                await script.released.wait()
        result, source = script.results.get(payload["query"], script.default)
        return web.json_response(search_body(payload["query"], result, source))

    return behaviour


class Entered:
    """The real synthesizer, and an event set as each call reaches it.

    Lets a test ask its second question only once the first holds the model slot,
    with no sleep: the calls go to the Ollama stand-in through the real client.
    """

    def __init__(self, inner: OllamaSynthesizer) -> None:
        self.inner = inner
        self.calls = asyncio.Semaphore(0)

    async def complete(self, request: SynthesisRequest) -> SynthesisReply:
        self.calls.release()
        return await self.inner.complete(request)

    async def stream(self, request: SynthesisRequest) -> AsyncIterator[str]:
        self.calls.release()
        async for chunk in self.inner.stream(request):
            yield chunk

    async def warm_up(self) -> None:
        await self.inner.warm_up()


@dataclass
class Rig:
    """The stand-ins of one test, and engines over them."""

    session: aiohttp.ClientSession
    router: RouterScript
    router_url: str
    model: OllamaScript
    model_url: str
    synthesizers: list[OllamaSynthesizer]

    def engine(self, **options: Any) -> tuple[AnswerEngine, Entered]:
        """Return an engine over both stand-ins, and its synthesizer's probe."""
        engine_options = EngineOptions(**options)
        synthesizer = OllamaSynthesizer(
            host=self.model_url,
            model=DEFAULT_MODEL,
            timeout=engine_options.llm_timeout,
        )
        self.synthesizers.append(synthesizer)
        probe = Entered(synthesizer)
        router = RouterClient(
            self.session, self.router_url, timeout=engine_options.router_timeout
        )
        return AnswerEngine(router, engine_options, probe), probe


@pytest.fixture
async def stage() -> AsyncIterator[Rig]:
    router = RouterScript()
    router.answer(QUESTION, TOWER)
    router.answer(OTHER, TOWER)
    async with (
        aiohttp.ClientSession() as session,
        start_router(router) as router_url,
        start_ollama_stub() as (model, model_url),
    ):
        synthesizers: list[OllamaSynthesizer] = []
        yield Rig(session, router, router_url, model, model_url, synthesizers)
        for synthesizer in synthesizers:
            await synthesizer.aclose()


async def ask(
    engine: AnswerEngine, path: str, question: str = QUESTION, **kwargs: Any
) -> AnswerResult:
    """Ask on one path (``paths.ask_on_path``)."""
    return await ask_on_path(engine, path, question, **kwargs)


async def material_speech(engine: AnswerEngine, question: str = QUESTION) -> str:
    """Return what the engine speaks of the material when no model is asked."""
    result = await engine.answer(question, style=AnswerStyle.VOICE, synthesize=False)
    assert result.outcome is Outcome.SKIPPED
    return result.speech


def test_each_style_has_its_deadline() -> None:
    options = EngineOptions()
    assert options.deadline(AnswerStyle.VOICE) == 8.0
    assert options.deadline(AnswerStyle.BRIEF) == 20.0
    assert options.deadline(AnswerStyle.DETAILED) == 20.0
    tuned = EngineOptions(voice_deadline=3, typed_deadline=45)
    assert (tuned.deadline(AnswerStyle.VOICE), tuned.deadline(AnswerStyle.BRIEF)) == (
        3,
        45,
    )


# -- the router stage ------------------------------------------------------------------


@pytest.mark.parametrize("route_queries", [True, False], ids=["routed", "plain"])
async def test_a_router_slower_than_the_deadline_is_told_as_the_deadline(
    stage: Rig, route_queries: bool
) -> None:
    stage.router.misbehave(delayed(stage.router, NEVER))
    engine, _ = stage.engine(
        voice_deadline=1, router_timeout=5, route_queries=route_queries
    )
    results = [await ask(engine, path, style=AnswerStyle.VOICE) for path in PATHS]
    for result in results:
        assert result.speech == SpokenPhrases().deadline_reached
        assert (result.outcome, result.reason) == (Outcome.SKIPPED, Reason.ROUTER_ERROR)
        assert events(result, "deadline_reached") == [
            {"stage": "router", "deadline_s": 1}
        ]
        (error,) = events(result, "router_error")
        assert error["code"] == "deadline"
    assert stage.model.chat_requests == []  # no model without material


async def test_the_router_is_given_the_time_left_and_keeps_to_it(
    stage: Rig,
) -> None:
    stage.router.misbehave(delayed(stage.router, NEVER))
    client = RouterClient(stage.session, stage.router_url, timeout=30)
    routed = await client.route_and_search(QUESTION, budget=0.2)
    assert isinstance(routed.error, RouterTimeoutError)
    assert "0.2 s" in str(routed.error)
    assert [event.kind for event in routed.events] == ["route_decided"]


async def test_a_router_within_its_budget_answers_as_before(stage: Rig) -> None:
    stage.router.misbehave(delayed(stage.router, 0.05))
    client = RouterClient(stage.session, stage.router_url, timeout=30)
    routed = await client.route_and_search(QUESTION, budget=5)
    assert routed.error is None
    assert routed.retrieval.result == TOWER


# -- the model stage -------------------------------------------------------------------


@pytest.mark.parametrize("path", PATHS)
async def test_a_slow_router_then_a_slow_model_speak_the_material_at_the_deadline(
    stage: Rig, path: str
) -> None:
    # The case, scaled: the router takes its time, the model takes longer.
    stage.router.misbehave(delayed(stage.router, 0.4))
    stage.model.reply(REPLY, first_token_delay=NEVER)
    engine, _ = stage.engine(voice_deadline=1.5, llm_timeout=5)

    result = await ask(engine, path, style=AnswerStyle.VOICE)

    assert (result.outcome, result.reason) == (Outcome.REJECTED, Reason.DEADLINE)
    assert result.speech == await material_speech(engine)
    assert result.speech[:40] in TOWER  # the material's own words
    assert events(result, "deadline_reached") == [{"stage": "model", "deadline_s": 1.5}]
    assert events(result, "synthesis_rejected")[-1]["gate"] == "deadline"
    await stage.model.wait_for_hangup()  # the model call was abandoned, not left


async def test_a_stream_at_the_deadline_keeps_the_sentences_it_spoke(
    stage: Rig,
) -> None:
    # The first chunk holds the first sentence and the start of the next; the rest
    # would come long after the deadline.
    stage.model.reply(REPLY, chunks=2, tokens_per_second=1 / NEVER)
    engine, _ = stage.engine(voice_deadline=1.5)

    result = await ask(engine, "stream", style=AnswerStyle.VOICE)

    assert result.outcome is Outcome.SERVED
    assert result.speech == FIRST
    assert result.complete is False
    assert events(result, "deadline_reached") == [{"stage": "model", "deadline_s": 1.5}]
    assert events(result, "answer_served")[-1]["complete"] is False
    assert [e["chars"] for e in events(result, "sentence_spoken")] == [len(FIRST)]
    # Never cached as a whole answer: the next question asks the model again.
    stage.model.reply(REPLY)
    again = await ask(engine, "stream", style=AnswerStyle.VOICE)
    assert again.complete is True
    assert again.speech.startswith(FIRST)
    assert len(again.speech) > len(FIRST)


async def test_a_whole_answer_at_the_deadline_without_a_sentence_speaks_the_material(
    stage: Rig,
) -> None:
    # The same slow model as above: the ``ask`` service has no sentence of the
    # reply yet (the reply comes whole), so it speaks the material, never nothing.
    stage.model.reply(REPLY, chunks=2, tokens_per_second=1 / NEVER)
    engine, _ = stage.engine(voice_deadline=1.5)

    result = await ask(engine, "answer", style=AnswerStyle.VOICE)

    assert (result.outcome, result.reason) == (Outcome.REJECTED, Reason.DEADLINE)
    assert result.speech == await material_speech(engine)


# -- the queue for a model slot ----------------------------------------------------------


@pytest.mark.parametrize("path", PATHS)
async def test_waiting_for_a_model_slot_counts_against_the_deadline(
    stage: Rig, path: str
) -> None:
    stage.model.reply(REPLY, first_token_delay=2.0)
    engine, probe = stage.engine(
        max_concurrent_synthesis=1, voice_deadline=1.0, typed_deadline=20
    )
    first = asyncio.create_task(engine.answer(OTHER, style=AnswerStyle.BRIEF))
    await probe.calls.acquire()  # the first question holds the only slot

    waiting = await ask(engine, path, style=AnswerStyle.VOICE)

    assert (waiting.outcome, waiting.reason) == (Outcome.REJECTED, Reason.DEADLINE)
    assert waiting.speech == await material_speech(engine)
    assert events(waiting, "deadline_reached") == [
        {"stage": "queue", "deadline_s": 1.0}
    ]
    assert events(waiting, "model_slot_acquired") == []  # it never got one
    served = await first
    assert served.outcome is Outcome.SERVED
    (acquired,) = events(served, "model_slot_acquired")
    assert acquired["wait_ms"] >= 0
    assert len(stage.model.chat_requests) == 1  # the waiting one never reached it


@pytest.mark.parametrize("path", PATHS)
async def test_the_model_timeout_does_not_count_the_wait_for_a_slot(
    stage: Rig, path: str
) -> None:
    # Each reply takes 1.5 s of a 2 s model timeout; the second question waits
    # 1.5 s for the slot first. Counted together (as before) it timed out.
    stage.model.reply(REPLY, first_token_delay=1.5)
    engine, probe = stage.engine(max_concurrent_synthesis=1, llm_timeout=2)
    first = asyncio.create_task(engine.answer(OTHER, style=AnswerStyle.BRIEF))
    await probe.calls.acquire()

    queued = await ask(engine, path, style=AnswerStyle.BRIEF)

    assert queued.outcome is Outcome.SERVED, queued.events
    assert queued.speech.startswith(FIRST)
    (acquired,) = events(queued, "model_slot_acquired")
    assert acquired["wait_ms"] >= 1000  # the stand-in holds the slot for 1.5 s
    assert events(queued, "deadline_reached") == []
    assert (await first).outcome is Outcome.SERVED
    assert len(stage.model.chat_requests) == 2


async def test_a_fast_turn_records_its_slot_wait_and_no_deadline(stage: Rig) -> None:
    stage.model.reply(REPLY)
    engine, _ = stage.engine()
    for path in PATHS:
        result = await ask(engine, path, OTHER if path == "stream" else QUESTION)
        assert result.outcome is Outcome.SERVED
        (acquired,) = events(result, "model_slot_acquired")
        assert acquired["wait_ms"] >= 0
        assert events(result, "deadline_reached") == []


# -- waiting for the material's numbers ------------------------------------------------


@contextlib.asynccontextmanager
async def busy_executor() -> AsyncIterator[None]:
    """Take every worker of the loop's executor until the block ends.

    The material's numbers are analysed there while the model writes (``warmup``);
    a Home Assistant under load (each of its ``MAX_EXECUTOR_WORKERS`` busy) does not
    get to it. The executor is Home Assistant's own, filled, not replaced.
    """
    loop = asyncio.get_running_loop()
    free = threading.Event()
    taken = [loop.run_in_executor(None, free.wait) for _ in range(MAX_EXECUTOR_WORKERS)]
    try:
        yield
    finally:
        free.set()
        await asyncio.gather(*taken)
        # What queued behind the blockers (the analysis) runs now: every worker meets
        # at a barrier only once it is done, so no job outlives the test.
        met = threading.Barrier(MAX_EXECUTOR_WORKERS)
        await asyncio.gather(
            *(
                loop.run_in_executor(None, met.wait, 60)  # a hang fails, after a minute
                for _ in range(MAX_EXECUTOR_WORKERS)
            )
        )


@pytest.mark.parametrize("path", PATHS)
async def test_a_sentence_waiting_for_the_numbers_is_released_by_the_deadline(
    stage: Rig, path: str
) -> None:
    # The reply comes at once; its first sentence waits for the number analysis,
    # which a busy executor never starts. It waited 2 s whatever the deadline.
    stage.model.reply(REPLY)
    deadline = 0.8
    engine, _ = stage.engine(voice_deadline=deadline)
    loop = asyncio.get_running_loop()

    async with busy_executor():
        asked = loop.time()
        result = await ask(engine, path, style=AnswerStyle.VOICE)
        took = loop.time() - asked

    assert took <= deadline + 1, result.events
    assert result.speech.startswith(FIRST)  # the reply's own sentence, not silence
    assert result.outcome is Outcome.SERVED
    if path == "stream":
        assert events(result, "sentence_spoken")[0]["chars"] == len(FIRST)
