"""The whole engine with scripted router and model: outcomes, speech, events, cache."""

from __future__ import annotations

import random
import threading
from collections.abc import Sequence
from typing import Any

import pytest

from custom_components.grounded_answers.engine.errors import (
    RouterConnectionError,
    SynthesisServerError,
)
from custom_components.grounded_answers.engine.options import (
    AnswerStyle,
    EngineOptions,
    SpokenAttribution,
)
from custom_components.grounded_answers.engine.pipeline import plan as plan_module
from custom_components.grounded_answers.engine.pipeline.engine import AnswerEngine
from custom_components.grounded_answers.engine.pipeline.fallback import INLINE_CHARS
from custom_components.grounded_answers.engine.pipeline.plan import (
    Recorder,
    Request,
    fallback_speech,
)
from custom_components.grounded_answers.engine.pipeline.preflight import (
    material_sections,
)
from custom_components.grounded_answers.engine.retrieve.fusion import (
    format_sections,
    split_sections,
)
from custom_components.grounded_answers.engine.synth.ollama import (
    SynthesisReply,
    SynthesisRequest,
)
from custom_components.grounded_answers.engine.synth.prompt import SYSTEM_PROMPT
from custom_components.grounded_answers.engine.text.boundary import clean_material
from custom_components.grounded_answers.engine.types import (
    Outcome,
    Retrieval,
    SpokenPhrases,
)
from scripts.evaluation import (
    ScriptedRouter,
    ScriptedSynthesizer,
)

TOWER = (
    "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris. "
    "It was built for the 1889 World's Fair. Including its antennas it now reaches "
    "330 metres, and about 7 million people visit it every year."
)
FUSED = format_sections(
    [
        (
            "forecast",
            "Tomorrow: light rain in the morning, clearing by noon. High of 14 degrees, low of 6 degrees. Wind from the west.",
        ),
        (
            "web",
            "**City marathon**\nThe city marathon starts at 9 in the morning on Sunday and closes 12 streets.\nhttps://city.example/marathon",
        ),
    ]
)
FALLBACK_EXCLUDES = ("[", "—", "---", "**", "http", "<think")


class FailingRouter(ScriptedRouter):
    def __init__(self) -> None:
        super().__init__("", "kiwix")

    async def search(
        self,
        query: str,
        source: str = "auto",
        fusion_sources: Sequence[str] | None = None,
    ) -> Retrieval:
        raise RouterConnectionError("refused")


def engine(
    result: str = TOWER,
    source_used: str = "kiwix",
    output: str | None = None,
    error: str | None = None,
    **options,
) -> AnswerEngine:
    synthesizer = (
        ScriptedSynthesizer(output, error) if (output is not None or error) else None
    )
    options.setdefault("route_queries", False)  # routing has tests of its own below
    return AnswerEngine(
        ScriptedRouter(result, source_used), EngineOptions(**options), synthesizer
    )


def kinds(result) -> list[str]:
    return [event.kind for event in result.events]


async def test_served_answer_with_its_chain() -> None:
    result = await engine(output="It is 330 metres tall. (kiwix)").answer(
        "how tall is the eiffel tower", style=AnswerStyle.VOICE
    )
    assert result.outcome is Outcome.SERVED
    assert result.speech == "It is 330 metres tall."
    assert result.answer_sources == ["kiwix"]
    assert result.synthesized
    assert result.result == TOWER
    assert kinds(result)[:4] == [
        "retrieved",
        "synthesis_invoked",
        "model_slot_acquired",
        "synthesis_replied",
    ]
    assert kinds(result)[-1] == "answer_served"
    assert [e.data["gates"] for e in result.events if e.kind == "sentence_kept"] == [
        ["honest_miss", "echo", "numeric", "support", "length"]
    ]


async def test_rejected_answer_speaks_the_cleaned_raw_result() -> None:
    result = await engine(output="It is 324 metres tall. (kiwix)").answer(
        "how tall is the eiffel tower", style=AnswerStyle.VOICE
    )
    assert (result.outcome, result.reason) == (Outcome.REJECTED, "numeric")
    assert "324" not in result.speech
    assert result.speech.startswith("The Eiffel Tower is a wrought-iron lattice tower")
    rejected = result.events[-1]
    assert rejected.kind == "synthesis_rejected"
    assert rejected.data["gate"] == "numeric"
    assert rejected.data["token"] == "324"


async def test_numeric_rejection_is_logged_with_its_token(
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level("INFO")
    await engine(output="It is 324 metres tall. (kiwix)").answer(
        "how tall is the eiffel tower"
    )
    # INFO with the gate and the token; the question only ever at DEBUG.
    assert any(
        record.levelname == "INFO"
        and "numeric gate" in record.getMessage()
        and "'324'" in record.getMessage()
        for record in caplog.records
    )
    assert not any("eiffel" in record.getMessage() for record in caplog.records)


async def test_honest_miss_is_a_translated_success_and_never_cached() -> None:
    phrases = SpokenPhrases(honest_miss="Die Quellen beantworten das nicht.")
    answering = engine(output="NOT_IN_SOURCES")
    first = await answering.answer("who designed it", phrases=phrases)
    second = await answering.answer("who designed it", phrases=phrases)
    assert first.outcome is Outcome.HONEST_MISS
    assert first.speech == "Die Quellen beantworten das nicht."
    assert first.answer_sources == []
    assert not second.cached
    assert len(answering.synthesizer.requests) == 2


async def test_served_answers_are_cached_per_source_and_style() -> None:
    answering = engine(output="It is 330 metres tall. (kiwix)")
    first = await answering.answer(
        "How tall is the Eiffel Tower?", style=AnswerStyle.VOICE
    )
    second = await answering.answer(
        "how tall is the eiffel tower", style=AnswerStyle.VOICE
    )
    other_style = await answering.answer(
        "how tall is the eiffel tower", style=AnswerStyle.BRIEF
    )
    assert not first.cached
    assert (
        second.cached
        and second.speech == first.speech
        and second.outcome is Outcome.SERVED
    )
    assert "synthesis_cached" in kinds(second)
    assert not other_style.cached
    assert len(answering.synthesizer.requests) == 2


async def test_rejections_are_never_cached() -> None:
    answering = engine(output="It is 324 metres tall. (kiwix)")
    await answering.answer("how tall")
    again = await answering.answer("how tall")
    assert again.outcome is Outcome.REJECTED
    assert len(answering.synthesizer.requests) == 2


async def test_router_error_is_spoken_in_the_users_language() -> None:
    answering = AnswerEngine(FailingRouter(), EngineOptions(), ScriptedSynthesizer("x"))
    result = await answering.answer(
        "q",
        phrases=SpokenPhrases(
            router_unavailable="Der Wissensdienst ist nicht erreichbar."
        ),
    )
    assert (result.outcome, result.reason) == (Outcome.SKIPPED, "router_error")
    assert result.speech == "Der Wissensdienst ist nicht erreichbar."
    assert result.events[-1].kind == "router_error"
    assert result.events[-1].data["code"] == "connection"


async def test_model_failure_falls_back_to_the_raw_result() -> None:
    result = await engine(error="http_500").answer("how tall is the eiffel tower")
    assert (result.outcome, result.reason) == (Outcome.REJECTED, "llm_error")
    assert result.speech.startswith("The Eiffel Tower")
    assert result.events[-1].data == {
        "gate": "llm_error",
        "code": SynthesisServerError.code,
        "error": "scripted http_500",
    }


async def test_unconfigured_model_skips_and_speaks_clean_fused_material() -> None:
    result = await engine(result=FUSED, source_used="fusion").answer(
        "what's on tomorrow", style=AnswerStyle.BRIEF
    )
    assert (result.outcome, result.reason) == (Outcome.SKIPPED, "llm_unconfigured")
    # Only the forecast says "tomorrow": its sentence is the passage spoken.
    assert result.speech == "Tomorrow: light rain in the morning, clearing by noon."
    for fragment in FALLBACK_EXCLUDES:
        assert fragment not in result.speech


async def test_empty_result_speaks_nothing_found() -> None:
    result = await engine(result="No results found in kiwix.", output="x").answer(
        "atlantis", phrases=SpokenPhrases(nothing_found="Nichts gefunden.")
    )
    assert (result.outcome, result.reason) == (Outcome.SKIPPED, "empty_result")
    assert result.speech == "Nichts gefunden."


async def test_request_can_turn_synthesis_off() -> None:
    answering = engine(output="It is 330 metres tall. (kiwix)")
    result = await answering.answer("how tall", synthesize=False)
    assert (result.outcome, result.reason) == (Outcome.SKIPPED, "disabled")
    assert answering.synthesizer.requests == []


async def test_fused_answer_speaks_its_attribution_when_asked() -> None:
    answering = engine(
        result=FUSED,
        source_used="fusion",
        output="Light rain in the morning, and the marathon starts at 9 on Sunday. (forecast, web)",
        spoken_attribution=SpokenAttribution.MULTIPLE,
    )
    result = await answering.answer("what's on tomorrow", style=AnswerStyle.VOICE)
    assert result.outcome is Outcome.SERVED
    assert result.answer_sources == ["forecast", "web"]
    assert result.speech.endswith("According to the weather forecast and a web search.")
    assert len(result.speech) <= 240


async def test_the_model_sees_a_stable_system_prompt_and_the_evidence() -> None:
    answering = engine(result=FUSED, source_used="fusion", output="NOT_IN_SOURCES")
    await answering.answer("first question", style=AnswerStyle.VOICE)
    await answering.answer("another one entirely", style=AnswerStyle.DETAILED)
    first, second = answering.synthesizer.requests
    assert first.system == second.system == SYSTEM_PROMPT
    assert (
        '<evidence tag="forecast">' in first.user
        and '<evidence tag="web">' in first.user
    )
    assert "<question>first question</question>" in first.user
    assert second.max_tokens > first.max_tokens


class SlowSynthesizer:
    """Never answers: the engine's own guard must end the wait."""

    def __init__(self) -> None:
        self.requests: list[SynthesisRequest] = []

    async def complete(self, request: SynthesisRequest) -> SynthesisReply:
        import asyncio

        self.requests.append(request)
        await asyncio.Event().wait()
        raise AssertionError("unreachable")

    async def stream(self, request):  # pragma: no cover - protocol filler
        yield ""

    async def warm_up(self) -> None:
        """Nothing to warm up."""


async def test_a_synthesizer_that_hangs_is_cut_off_by_the_engine() -> None:
    answering = AnswerEngine(
        ScriptedRouter(TOWER, "kiwix"),
        EngineOptions(llm_timeout=0.05),
        SlowSynthesizer(),
    )
    result = await answering.answer("how tall")
    assert (result.outcome, result.reason) == (Outcome.REJECTED, "llm_error")
    assert result.events[-1].data["code"] == "timeout"
    assert result.speech.startswith("The Eiffel Tower")


# --- claim checking ------------------------------------------------------------------

RUNBOOK = format_sections(
    [
        (
            "docs",
            "Deployment runbook. Production allows 60 seconds before a request times out. Staging times out after 30 seconds. Both environments retry a failed request twice.",
        ),
        (
            "web",
            "**Release notes**\nVersion 4.2 of the billing service shipped on Monday with faster invoice exports for large accounts and a new retry dashboard.\nhttps://billing.example/notes",
        ),
    ]
)


async def test_claim_checking_drops_the_misbound_claim_and_cites_the_rest() -> None:
    answering = engine(
        result=RUNBOOK,
        source_used="fusion",
        output=(
            "Production allows 60 seconds before a request times out [1]. "
            "Staging times out after 60 seconds [1]. "
            "Version 4.2 shipped on Monday with faster invoice exports [2]."
        ),
        claim_checking=True,
        spoken_attribution=SpokenAttribution.NEVER,
    )

    result = await answering.answer("what are the timeouts", style=AnswerStyle.BRIEF)

    assert result.outcome is Outcome.SERVED
    assert result.speech == (
        "Production allows 60 seconds before a request times out. "
        "Version 4.2 shipped on Monday with faster invoice exports."
    )
    assert "Staging" not in result.speech
    assert result.answer_sources == ["docs", "web"]
    grounding = result.grounding
    assert grounding["verified"] is False
    assert grounding["dropped_claims"] == 1
    assert grounding["marked_answer"] == (
        "Production allows 60 seconds before a request times out.[1] "
        "Version 4.2 shipped on Monday with faster invoice exports.[2]"
    )
    assert [chunk["source"] for chunk in grounding["chunks"]] == ["docs", "web"]
    assert [s["chunk_indices"] for s in grounding["supports"]] == [[0], [1]]
    claims_event = next(e for e in result.events if e.data.get("gate") == "claims")
    assert [c["text"] for c in claims_event.data["dropped"]] == [
        "Staging times out after 60 seconds."
    ]
    assert '<evidence n="2" tag="web">' in answering.synthesizer.requests[0].user


async def test_claim_checking_rejects_when_nothing_survives() -> None:
    result = await engine(
        result=RUNBOOK,
        source_used="fusion",
        output="Staging times out after 60 seconds [1].",
        claim_checking=True,
    ).answer("what is the staging timeout")
    assert (result.outcome, result.reason) == (Outcome.REJECTED, "claims")
    # The material's sentence that answers, verbatim; never its title alone.
    assert result.speech == "Staging times out after 30 seconds."
    assert result.grounding["verified"] is False
    assert result.grounding["supports"] == []


class UnavailableVerifier:
    async def entail(self, claim: str, passages: Sequence[str]):
        from custom_components.grounded_answers.engine.verify.checking import (
            VerifierUnavailableError,
        )

        raise VerifierUnavailableError(
            "bespoke-minicheck is not on the server", code="model_not_found"
        )


async def test_a_missing_verifier_model_is_reported_never_replaced() -> None:
    answering = AnswerEngine(
        ScriptedRouter(RUNBOOK, "fusion"),
        EngineOptions(claim_checking=True),
        ScriptedSynthesizer(
            "Production allows 60 seconds before a request times out [1]."
        ),
        verifier=UnavailableVerifier(),
    )
    result = await answering.answer("what is the production timeout")
    assert (result.outcome, result.reason) == (Outcome.REJECTED, "verifier_unavailable")
    assert result.events[-1].data["code"] == "model_not_found"
    assert result.speech.startswith("Production allows 60 seconds")


# --- routing ------------------------------------------------------------------------


async def test_a_navigational_query_takes_the_search_route_without_a_model() -> None:
    answering = engine(output="It is 330 metres tall. (kiwix)", route_queries=True)
    result = await answering.answer("eiffel tower", style=AnswerStyle.VOICE)
    assert (result.outcome, result.reason) == (Outcome.SKIPPED, "search_route")
    assert result.events[0].kind == "route_decided"
    assert result.events[0].data["route"] == "search"
    assert answering.synthesizer.requests == []
    assert result.speech.startswith("The Eiffel Tower is a wrought-iron lattice tower")


async def test_a_question_takes_the_single_pass_route() -> None:
    answering = engine(output="It is 330 metres tall. (kiwix)", route_queries=True)
    result = await answering.answer("how tall is the eiffel tower")
    assert result.events[0].data["route"] == "single_pass"
    assert result.outcome is Outcome.SERVED
    assert answering.escalation.rate == 1.0


class CrashingVerifier:
    async def entail(self, claim: str, passages: Sequence[str]):
        raise RuntimeError("verifier bug")


async def test_a_gate_that_crashes_speaks_the_material_not_silence(caplog) -> None:
    answering = AnswerEngine(
        ScriptedRouter(RUNBOOK, "fusion"),
        EngineOptions(claim_checking=True, route_queries=False),
        ScriptedSynthesizer(
            "Production allows 60 seconds before a request times out [1]."
        ),
        verifier=CrashingVerifier(),
    )
    result = await answering.answer("what is the production timeout")
    assert (result.outcome, result.reason) == (Outcome.REJECTED, "gate_error")
    assert result.speech.startswith("Production allows 60 seconds")
    assert any("The claims gate failed" in r.getMessage() for r in caplog.records)


class ChangingRouter(ScriptedRouter):
    """A home-state router whose material changes between two questions."""

    def __init__(self, result: str, source_used: str) -> None:
        super().__init__(result, source_used)
        self.material = result

    async def search(
        self,
        query: str,
        source: str = "auto",
        fusion_sources: Sequence[str] | None = None,
    ) -> Retrieval:
        return Retrieval(
            query=query, source_used=self.source_used, result=self.material
        )


async def test_a_cached_answer_is_never_reused_for_changed_material() -> None:
    doors = "Front Door: unlocked. Garage Door: open. Back Door: locked. " * 4
    router = ChangingRouter(doors, "ha")
    synthesizer = ScriptedSynthesizer(
        "The front door is unlocked and the garage is open. (ha)"
    )
    answering = AnswerEngine(router, EngineOptions(route_queries=False), synthesizer)
    await answering.answer("are the doors locked")
    router.material = doors.replace("unlocked", "locked").replace("open", "closed")
    synthesizer.output = "Every door is locked and the garage is closed. (ha)"
    again = await answering.answer("are the doors locked")
    assert not again.cached
    assert again.speech == "Every door is locked and the garage is closed."


async def test_a_fused_answer_lives_as_long_as_its_shortest_lived_section() -> None:
    fused = format_sections(
        [("ha", "Front Door: unlocked. " * 12), ("web", "**Item**\n" + "Text. " * 40)]
    )
    answering = engine(result=fused, source_used="fusion", output="x")
    request = Request("q", AnswerStyle.BRIEF, SpokenPhrases(), True)
    plan = await answering.plan(request, Recorder(lambda: 0.0, 0.0))
    assert plan.slot.ttl == 30  # "ha" lives 30 s, "fusion" 1800 s


async def test_a_request_without_synthesis_is_never_served_from_the_cache() -> None:
    answering = engine(output="It is 330 metres tall. (kiwix)")
    await answering.answer("how tall is the eiffel tower")
    raw = await answering.answer("how tall is the eiffel tower", synthesize=False)
    assert (raw.outcome, raw.reason) == (Outcome.SKIPPED, "disabled")


GERMAN = SpokenPhrases(
    attribution="Laut {sources}.",
    source_names=(("kiwix", "der Offline-Enzyklopädie"),),
)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ({"language": "en"}, {"language": "de", "phrases": GERMAN}),
        ({"source": "auto"}, {"source": "kiwix"}),
        ({"style": AnswerStyle.VOICE}, {"style": AnswerStyle.BRIEF}),
    ],
)
async def test_the_cache_never_answers_in_another_language_style_or_source(
    first, second
) -> None:
    answering = engine(
        output="It is 330 metres tall. (kiwix)",
        spoken_attribution=SpokenAttribution.ALWAYS,
    )
    await answering.answer("how tall is the eiffel tower", **first)
    again = await answering.answer("how tall is the eiffel tower", **second)
    assert not again.cached
    assert len(answering.synthesizer.requests) == 2
    if "phrases" in second:
        assert again.speech == "It is 330 metres tall. Laut der Offline-Enzyklopädie."


async def test_claim_checking_is_part_of_the_cache_key() -> None:
    plain = engine(output="It is 330 metres tall [1].")
    await plain.answer("how tall is the eiffel tower")
    key_plain = next(iter(plain.cache._entries))
    checked = engine(output="It is 330 metres tall [1].", claim_checking=True)
    await checked.answer("how tall is the eiffel tower")
    assert next(iter(checked.cache._entries)) != key_plain


# -- the spoken fallback off the event loop -----------------------------------------

HEIGHT = "Including its antennas the Eiffel Tower now reaches 330 metres."
TOWER_FILLER = [
    "The Eiffel Tower was designed by the engineering company of Gustave Eiffel.",
    "Locals criticised the tower's design when it was first proposed.",
    "The tower is repainted every few years to protect it from rust.",
    "Visitors reach the upper platforms of the tower by lift or by stairs.",
    "The tower has become a global cultural icon of France.",
    "Restaurants on the tower's platforms serve visitors at lunch and dinner.",
]
OFF_LOOP_PATHS = {  # how the fallback is reached: the engine's options and model
    "no model": {},
    "model failed": {"error": "http_500"},
    "gate rejected": {"output": "It is 324 metres tall. (kiwix)"},
}


def long_article(seed: int, chars: int) -> str:
    """Return an article of ``chars`` characters, the height at a random depth."""
    rng = random.Random(seed)  # noqa: S311 - generated test material
    lines = ["# Eiffel Tower"]
    size = 0
    while size < chars:
        line = " ".join(rng.choice(TOWER_FILLER) for _ in range(rng.randint(1, 4)))
        lines.append(line)
        size += len(line) + 1
    # Within what the fallback reads (the first SCAN_CHARS characters).
    lines.insert(rng.randint(1, min(len(lines), 60)), HEIGHT)
    return "\n".join(lines)


def threads_of_the_fallback(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Record the thread each spoken fallback is ranked in (the real one runs)."""
    threads: list[int] = []
    real = plan_module.spoken_passage

    def recording(*args: Any, **kwargs: Any) -> str:
        threads.append(threading.get_ident())
        return real(*args, **kwargs)

    monkeypatch.setattr(plan_module, "spoken_passage", recording)
    return threads


def expected_fallback(material: str, question: str) -> str:
    """Return what the fallback says of ``material``, computed here, synchronously."""
    sections = material_sections(split_sections(clean_material(material), "kiwix"))
    cap = EngineOptions().max_chars(AnswerStyle.VOICE)
    return fallback_speech(sections, cap, SpokenPhrases(), "en", question=question)


@pytest.mark.parametrize("how", OFF_LOOP_PATHS)
@pytest.mark.parametrize("chars", [6_000, 200_000])
async def test_the_fallback_of_large_material_is_ranked_off_the_event_loop(
    monkeypatch: pytest.MonkeyPatch, how: str, chars: int
) -> None:
    # 6 KB takes some 5 ms to rank, 200 KB (read to its bound) 15 to 50: time the
    # loop, and every other integration on it, would wait.
    question = "how tall is the eiffel tower"
    material = long_article(chars, chars)
    expected = expected_fallback(material, question)
    assert HEIGHT in expected
    threads = threads_of_the_fallback(monkeypatch)
    answering = engine(result=material, **OFF_LOOP_PATHS[how])

    whole = await answering.answer(question, style=AnswerStyle.VOICE)
    stream = answering.stream(question, style=AnswerStyle.VOICE)
    spoken = "".join([delta async for delta in stream])

    assert whole.outcome is not Outcome.SERVED
    assert whole.speech == expected  # the same text as ranked on the loop
    assert spoken == stream.result.speech == expected
    assert len(threads) == 2
    assert threading.get_ident() not in threads  # never on the loop's thread


async def test_small_material_is_ranked_where_it_is_asked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Under INLINE_CHARS the ranking costs about the round trip to a worker thread.
    assert len(TOWER) <= INLINE_CHARS
    question = "how tall is the eiffel tower"
    expected = expected_fallback(TOWER, question)
    threads = threads_of_the_fallback(monkeypatch)
    result = await engine().answer(question)
    assert result.outcome is Outcome.SKIPPED
    assert result.speech == expected
    assert threads == [threading.get_ident()]
