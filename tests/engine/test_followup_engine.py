"""Follow-ups through the whole engine: the router stand-in and the Ollama stand-in.

Both are real servers on 127.0.0.1 behind the real clients (``RouterClient``,
``OllamaSynthesizer``): the router stand-in answers only the questions it was
given, so a served answer shows the resolved question was routed; the Ollama
stand-in records every chat, so the rewrite call (or its absence) is seen on the
wire.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import aiohttp
import pytest

from custom_components.grounded_answers.engine.followup.rewrite import (
    REWRITE_SHARE,
    REWRITE_SYSTEM_PROMPT,
)
from custom_components.grounded_answers.engine.followup.turns import Turn
from custom_components.grounded_answers.engine.options import AnswerStyle, EngineOptions
from custom_components.grounded_answers.engine.pipeline.engine import AnswerEngine
from custom_components.grounded_answers.engine.pipeline.plan import Request
from custom_components.grounded_answers.engine.retrieve.router_client import (
    RouterClient,
)
from custom_components.grounded_answers.engine.synth.ollama import OllamaSynthesizer
from custom_components.grounded_answers.engine.types import (
    AnswerResult,
    Outcome,
    Reason,
    SpokenPhrases,
)
from tests.engine.paths import PATHS, ask_on_path, events
from tests.stubs.ollama_server import DEFAULT_MODEL, OllamaScript, start_ollama_stub
from tests.stubs.router_server import RouterScript, start_router

TOWER = (
    "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris. "
    "It is 330 metres tall. The tower was built from 1887 to 1889 as the entrance arch "
    "to the 1889 World's Fair. It was designed by the company of Gustave Eiffel."
)
FIRST = Turn("how tall is the eiffel tower", "The Eiffel Tower is 330 metres tall.")
FOLLOW_UP = "and when was it built?"
RESOLVED = "when was the eiffel tower built?"
ANSWER = "The tower was built from 1887 to 1889 as the entrance arch. (kiwix)"
OTHER = "when was the statue of liberty built?"
NEVER = 3600.0  # a stand-in that never answers within a test (released at shutdown)


@dataclass
class Rig:
    """The stand-ins of one test, and engines over them."""

    session: aiohttp.ClientSession
    router: RouterScript
    router_url: str
    model: OllamaScript
    model_url: str
    synthesizers: list[OllamaSynthesizer]

    def engine(self, *, model: bool = True, **options: Any) -> AnswerEngine:
        """Return an engine over the router stand-in (and the model's, or none)."""
        engine_options = EngineOptions(**options)
        synthesizer = None
        if model:
            synthesizer = OllamaSynthesizer(
                host=self.model_url,
                model=DEFAULT_MODEL,
                timeout=engine_options.llm_timeout,
            )
            self.synthesizers.append(synthesizer)
        router = RouterClient(
            self.session, self.router_url, timeout=engine_options.router_timeout
        )
        return AnswerEngine(router, engine_options, synthesizer)

    @property
    def routed(self) -> list[str]:
        """Return the questions the router stand-in was asked, in order."""
        return [request["query"] for request in self.router.requests]

    @property
    def systems(self) -> list[str]:
        """Return the system prompt of each chat the model stand-in received."""
        return [chat["messages"][0]["content"] for chat in self.model.chat_requests]


@pytest.fixture
async def rig() -> AsyncIterator[Rig]:
    router = RouterScript()
    router.answer(RESOLVED, TOWER)
    router.answer(OTHER, TOWER.replace("Eiffel Tower", "Statue of Liberty"))
    async with (
        aiohttp.ClientSession() as session,
        start_router(router) as router_url,
        start_ollama_stub() as (model, model_url),
    ):
        model.reply(ANSWER)
        synthesizers: list[OllamaSynthesizer] = []
        yield Rig(session, router, router_url, model, model_url, synthesizers)
        for synthesizer in synthesizers:
            await synthesizer.aclose()


async def ask(
    engine: AnswerEngine, path: str, question: str = FOLLOW_UP, **kwargs: Any
) -> AnswerResult:
    """Ask on one path (``paths.ask_on_path``)."""
    kwargs.setdefault("history", [FIRST])
    return await ask_on_path(engine, path, question, **kwargs)


@pytest.mark.parametrize("path", PATHS)
async def test_a_follow_up_is_routed_as_the_question_it_stands_for(
    rig: Rig, path: str
) -> None:
    result = await ask(rig.engine(), path)
    assert rig.routed == [RESOLVED]
    assert result.query == FOLLOW_UP
    assert result.resolved_query == RESOLVED
    assert result.as_dict()["resolved_query"] == RESOLVED
    assert result.outcome is Outcome.SERVED, result.speech
    assert "1887" in result.speech
    [resolved] = events(result, "question_resolved")
    assert resolved["original"] == FOLLOW_UP
    assert resolved["resolved"] == RESOLVED
    assert resolved["by"] == "rule"
    assert resolved["subject"] == "the eiffel tower"
    # The model was asked first, and its proposal (the answer: new words) discarded.
    assert rig.systems[0] == REWRITE_SYSTEM_PROMPT
    assert FOLLOW_UP in rig.model.chat_requests[0]["messages"][-1]["content"]
    assert resolved["model"] == "discarded"
    [discarded] = events(result, "rewrite_discarded")
    assert discarded["why"] == "new_words"
    assert len(rig.systems) == 2


async def test_a_rewrite_made_of_words_said_is_what_is_routed(rig: Rig) -> None:
    rig.model.reply("When was the Eiffel Tower built?")
    result = await ask(rig.engine(), "answer", FOLLOW_UP, history=[FIRST])
    assert rig.routed == ["When was the Eiffel Tower built?"]
    assert result.resolved_query == "When was the Eiffel Tower built?"
    [resolved] = events(result, "question_resolved")
    assert resolved["by"] == "model"
    assert resolved["model"] == "accepted"
    assert resolved["rule_resolved"] == RESOLVED


async def test_a_rewrite_that_repeats_the_utterance_means_it_stands_alone(
    rig: Rig,
) -> None:
    rig.model.reply(FOLLOW_UP)
    result = await ask(rig.engine(), "answer", FOLLOW_UP, history=[FIRST])
    assert rig.routed == [FOLLOW_UP]  # answered as asked, not the rules' text
    assert result.resolved_query is None
    [standalone] = events(result, "question_standalone")
    assert standalone["by"] == "model"
    assert not events(result, "question_resolved")


@pytest.mark.parametrize("path", PATHS)
async def test_a_question_that_stands_alone_is_never_rewritten(
    rig: Rig, path: str
) -> None:
    result = await ask(rig.engine(), path, OTHER)
    assert rig.routed == [OTHER]
    assert result.resolved_query is None
    assert result.query == OTHER
    assert REWRITE_SYSTEM_PROMPT not in rig.systems
    assert len(rig.systems) == 1  # the answer's synthesis only
    kinds = {event.kind for event in result.events}
    assert not kinds & {"question_resolved", "question_unresolved", "rewrite_discarded"}


async def test_without_a_model_the_rules_resolve_alone(rig: Rig) -> None:
    result = await ask(rig.engine(model=False), "answer")
    assert rig.routed == [RESOLVED]
    assert rig.model.chat_requests == []
    assert result.outcome is Outcome.SKIPPED
    assert result.reason == Reason.LLM_UNCONFIGURED
    assert "1887" in result.speech  # the material of the resolved question
    [resolved] = events(result, "question_resolved")
    assert (resolved["by"], resolved["model"]) == ("rule", "not_asked")


@pytest.mark.parametrize(
    "setting", [{"synthesize": False}, {"options": {"synthesis_enabled": False}}]
)
async def test_no_rewrite_is_asked_when_nothing_is_synthesized(
    rig: Rig, setting: dict[str, Any]
) -> None:
    engine = rig.engine(**setting.get("options", {}))
    kwargs = {key: value for key, value in setting.items() if key != "options"}
    result = await ask(engine, "answer", **kwargs)
    assert rig.model.chat_requests == []
    assert rig.routed == [RESOLVED]
    assert events(result, "question_resolved")[0]["model"] == "not_asked"


async def test_a_stalled_rewrite_keeps_the_voice_turn_within_its_deadline(
    rig: Rig,
) -> None:
    rig.model.reply(ANSWER, first_token_delay=NEVER)
    engine = rig.engine(voice_deadline=2.0)
    result = await ask(engine, "stream", style=AnswerStyle.VOICE)
    [resolved] = events(result, "question_resolved")
    assert resolved["model"] == "timeout"
    assert resolved["by"] == "rule"
    assert 0 < resolved["model_budget_s"] <= 2.0 * REWRITE_SHARE
    # The rules' question was routed, and the turn ended at its deadline speaking
    # that question's material: the rewrite cost a share of the turn, never the turn.
    assert rig.routed == [RESOLVED]
    assert [e["stage"] for e in events(result, "deadline_reached")] == ["model"]
    assert "1887" in result.speech


async def test_a_failing_model_leaves_the_rules_resolution(rig: Rig) -> None:
    rig.model.fail(500, "llama runner crashed")
    result = await ask(rig.engine(), "answer")
    assert rig.routed == [RESOLVED]
    [failed] = events(result, "rewrite_failed")
    assert failed["code"] == "http_500"
    assert events(result, "question_resolved")[0]["by"] == "rule"
    assert result.outcome is Outcome.REJECTED
    assert result.reason == Reason.LLM_ERROR


async def test_the_answer_cache_keys_on_the_resolved_question(rig: Rig) -> None:
    engine = rig.engine()
    first = await ask(engine, "answer")
    assert first.outcome is Outcome.SERVED
    chats = len(rig.model.chat_requests)
    again = await engine.answer(RESOLVED)  # the same question, asked standing alone
    assert events(again, "synthesis_cached")
    assert again.speech == first.speech
    assert len(rig.model.chat_requests) == chats


async def test_a_follow_up_leaning_on_nothing_is_answered_as_asked(rig: Rig) -> None:
    result = await ask(rig.engine(), "answer", "and?")
    assert rig.routed == ["and?"]
    assert result.resolved_query is None
    assert result.query == "and?"
    [unresolved] = events(result, "question_unresolved")
    assert unresolved["original"] == "and?"
    assert not events(result, "question_resolved")


async def test_only_the_last_turns_are_read(rig: Rig) -> None:
    # The subject lies six turns back: past what the engine keeps.
    history = [
        FIRST,
        *(Turn("what is it?", "Sorry, I didn't catch that.") for _ in range(5)),
    ]
    result = await ask(rig.engine(), "answer", history=history)
    assert rig.routed == [FOLLOW_UP]
    assert events(result, "question_unresolved")


def test_the_same_words_after_another_turn_are_another_question() -> None:
    def request(history: tuple[Turn, ...]) -> Request:
        return Request(
            FOLLOW_UP, AnswerStyle.VOICE, SpokenPhrases(), True, history=history
        )

    other = Turn("how tall is the statue of liberty", "It is 93 metres tall.")
    assert request((FIRST,)).identity != request((other,)).identity
    assert request((FIRST,)).identity == request((FIRST,)).identity
