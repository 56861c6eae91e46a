"""The tool's JSON: what another assistant's model is handed to relay, per outcome.

Most results come from the real engine (scripted router and model), so the payload
is read off what the engine really produced; the table over every ``Reason`` makes
a new reason fail here until its relay is decided. The contract: ``answer`` holds
only what passed the gates or is the engine's own phrase; unverified material is in
``passage`` alone (``answer`` null), so no sentence reaches the calling model twice.
"""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Sequence
from typing import Any

import pytest

from custom_components.grounded_answers.engine.errors import RouterConnectionError
from custom_components.grounded_answers.engine.options import (
    AnswerStyle,
    EngineOptions,
    SpokenAttribution,
)
from custom_components.grounded_answers.engine.pipeline.engine import AnswerEngine
from custom_components.grounded_answers.engine.pipeline.relay import (
    CODE_DEADLINE,
    CODE_ROUTER_UNAVAILABLE,
    MAX_SOURCES,
    MAX_SUPPORTS,
    RELAY_MAX_BYTES,
    is_failure,
    relay_failure,
    relay_payload,
)
from custom_components.grounded_answers.engine.retrieve.fusion import format_sections
from custom_components.grounded_answers.engine.synth.ollama import (
    SynthesisReply,
    SynthesisRequest,
)
from custom_components.grounded_answers.engine.types import (
    AnswerResult,
    Outcome,
    Reason,
    Retrieval,
    SpokenPhrases,
)
from scripts.evaluation import ScriptedRouter, ScriptedSynthesizer

TOWER = (
    "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris. "
    "It was built for the 1889 World's Fair. Including its antennas it now reaches "
    "330 metres, and about 7 million people visit it every year."
)
RUNBOOK = format_sections(
    [
        (
            "docs",
            "Deployment runbook. Production allows 60 seconds before a request times "
            "out. Staging times out after 30 seconds. Both environments retry a "
            "failed request twice.",
        ),
        (
            "web",
            "**Release notes**\nVersion 4.2 of the billing service shipped on Monday "
            "with faster invoice exports for large accounts and a new retry "
            "dashboard.\nhttps://billing.example/notes",
        ),
    ]
)
QUESTION = "how tall is the eiffel tower"
GERMAN = SpokenPhrases(
    router_unavailable="Der Wissensdienst ist nicht erreichbar.",
    deadline_reached="Die Quellen haben zu lange gebraucht.",
    honest_miss="Die Quellen beantworten das nicht.",
    source_names=(("kiwix", "die Offline-Enzyklopädie"), ("docs", "deine Dokumente")),
)
KEYS = {"answer", "verified", "outcome", "reason", "complete", "sources", "language"}


def engine(
    output: str | None = None,
    result: str = TOWER,
    source_used: str = "kiwix",
    **options: Any,
) -> AnswerEngine:
    options.setdefault("route_queries", False)
    synthesizer = None if output is None else ScriptedSynthesizer(output)
    return AnswerEngine(
        ScriptedRouter(result, source_used), EngineOptions(**options), synthesizer
    )


def roundtrip(payload: dict[str, Any]) -> dict[str, Any]:
    """Return the payload as the calling model receives it (JSON), checking its size."""
    text = json.dumps(payload)
    assert len(text) < RELAY_MAX_BYTES
    return json.loads(text)


class FailingRouter(ScriptedRouter):
    async def search(
        self,
        query: str,
        source: str = "auto",
        fusion_sources: Sequence[str] | None = None,
    ) -> Retrieval:
        raise RouterConnectionError("refused")


class SilentRouter(ScriptedRouter):
    """A router that answers only when the test ends (the deadline comes first)."""

    async def search(
        self,
        query: str,
        source: str = "auto",
        fusion_sources: Sequence[str] | None = None,
    ) -> Retrieval:
        await asyncio.Event().wait()
        raise AssertionError("unreachable")


class SilentSynthesizer(ScriptedSynthesizer):
    """A model that never replies within the turn."""

    async def complete(self, request: SynthesisRequest) -> SynthesisReply:
        self.requests.append(request)
        await asyncio.Event().wait()
        raise AssertionError("unreachable")


# -- every outcome, from the engine ----------------------------------------------------


async def test_a_served_answer_is_verified_with_its_named_sources() -> None:
    result = await engine("It is 330 metres tall. (kiwix)").answer(
        QUESTION, style=AnswerStyle.VOICE, phrases=GERMAN
    )
    payload = roundtrip(relay_payload(result, GERMAN, "de"))
    assert set(payload) == KEYS
    assert payload["answer"] == result.speech == "It is 330 metres tall."
    assert payload["verified"] is True
    assert (payload["outcome"], payload["reason"]) == ("served", None)
    assert payload["complete"] is True
    assert payload["sources"] == [{"tag": "kiwix", "name": "die Offline-Enzyklopädie"}]
    assert payload["language"] == "de"
    assert not is_failure(result)


async def test_a_served_answer_keeps_its_spoken_attribution() -> None:
    answering = engine(
        "Production allows 60 seconds before a request times out. Version 4.2 "
        "shipped on Monday. (docs, web)",
        result=RUNBOOK,
        source_used="fusion",
        spoken_attribution=SpokenAttribution.MULTIPLE,
    )
    result = await answering.answer("what changed", style=AnswerStyle.BRIEF)
    payload = roundtrip(relay_payload(result, SpokenPhrases(), "en"))
    assert payload["outcome"] == "served"
    assert payload["answer"].endswith("According to your documents and a web search.")
    assert [source["tag"] for source in payload["sources"]] == ["docs", "web"]


async def test_an_honest_miss_is_verified_and_offers_no_passage() -> None:
    result = await engine("NOT_IN_SOURCES").answer("who designed it", phrases=GERMAN)
    payload = roundtrip(relay_payload(result, GERMAN, "de"))
    assert payload["answer"] == "Die Quellen beantworten das nicht."
    assert payload["verified"] is True  # the sources were read: they do not answer
    assert payload["outcome"] == "honest_miss"
    assert payload["sources"] == []
    assert "passage" not in payload


async def test_a_rejected_draft_relays_the_material_as_an_unverified_passage() -> None:
    result = await engine("It is 324 metres tall. (kiwix)").answer(
        QUESTION, style=AnswerStyle.VOICE
    )
    payload = roundtrip(relay_payload(result, SpokenPhrases(), "en"))
    assert set(payload) == KEYS | {"passage"}
    assert (payload["outcome"], payload["reason"]) == ("rejected", "numeric")
    assert payload["verified"] is False
    assert payload["answer"] is None  # nothing checked to relay as the answer
    passage = payload["passage"]
    assert passage["verified"] is False
    assert passage["text"] == result.speech  # what this agent itself would speak
    assert passage["text"] in TOWER  # the material's own words, verbatim
    assert passage["sources"] == [{"tag": "kiwix", "name": "the offline encyclopedia"}]
    text = json.dumps(payload)
    assert "324" not in text  # the rejected number is nowhere
    assert text.count(json.dumps(passage["text"])) == 1  # said once, not twice


async def test_a_skipped_model_relays_the_passage_of_each_sections_source() -> None:
    result = await engine(result=RUNBOOK, source_used="fusion").answer(
        "when did version 4.2 ship", style=AnswerStyle.BRIEF
    )
    assert (result.outcome, result.reason) == (Outcome.SKIPPED, "llm_unconfigured")
    payload = roundtrip(relay_payload(result, SpokenPhrases(), "en"))
    assert (payload["verified"], payload["answer"]) == (False, None)
    assert "Version 4.2 of the billing service shipped" in payload["passage"]["text"]
    assert [s["tag"] for s in payload["passage"]["sources"]] == ["docs", "web"]


async def test_nothing_found_is_unverified_and_has_no_passage() -> None:
    result = await engine("x", result="No results found in kiwix.").answer("atlantis")
    assert result.reason == "empty_result"
    payload = roundtrip(relay_payload(result, SpokenPhrases(), "en"))
    assert payload["answer"] == SpokenPhrases().nothing_found
    assert payload["verified"] is False
    assert payload["sources"] == []
    assert "passage" not in payload
    assert not is_failure(result)


async def test_the_router_down_is_the_tools_error_in_the_users_language() -> None:
    answering = AnswerEngine(
        FailingRouter("", "kiwix"), EngineOptions(), ScriptedSynthesizer("x")
    )
    result = await answering.answer(QUESTION, phrases=GERMAN)
    assert is_failure(result)
    payload = roundtrip(relay_failure(result, GERMAN, "de"))
    assert payload["error"] == "Der Wissensdienst ist nicht erreichbar."
    assert payload["code"] == CODE_ROUTER_UNAVAILABLE
    assert (payload["outcome"], payload["reason"]) == ("skipped", "router_error")
    assert payload["verified"] is False
    assert "passage" not in payload


async def test_a_router_past_the_deadline_is_the_deadline_error() -> None:
    answering = AnswerEngine(
        SilentRouter("", "kiwix"),
        EngineOptions(voice_deadline=0.2, route_queries=False),
        ScriptedSynthesizer("x"),
    )
    result = await answering.answer(QUESTION, style=AnswerStyle.VOICE, phrases=GERMAN)
    assert is_failure(result)
    payload = roundtrip(relay_failure(result, GERMAN, "de"))
    assert payload["error"] == "Die Quellen haben zu lange gebraucht."
    assert payload["code"] == CODE_DEADLINE


async def test_a_model_past_the_deadline_relays_the_material() -> None:
    answering = AnswerEngine(
        ScriptedRouter(TOWER, "kiwix"),
        EngineOptions(voice_deadline=0.3, route_queries=False),
        SilentSynthesizer("never"),
    )
    result = await answering.answer(QUESTION, style=AnswerStyle.VOICE)
    assert (result.outcome, result.reason) == (Outcome.REJECTED, Reason.DEADLINE)
    assert not is_failure(result)
    payload = roundtrip(relay_payload(result, SpokenPhrases(), "en"))
    assert (payload["verified"], payload["reason"]) == (False, "deadline")
    assert payload["answer"] is None
    assert payload["passage"]["text"] in TOWER


async def test_claim_checking_relays_the_verified_claims_with_their_sources() -> None:
    answering = engine(
        "Production allows 60 seconds before a request times out [1]. "
        "Staging times out after 60 seconds [1]. "
        "Version 4.2 shipped on Monday with faster invoice exports [2].",
        result=RUNBOOK,
        source_used="fusion",
        claim_checking=True,
        spoken_attribution=SpokenAttribution.NEVER,
    )
    result = await answering.answer("what are the timeouts", style=AnswerStyle.BRIEF)
    payload = roundtrip(relay_payload(result, SpokenPhrases(), "en"))
    assert payload["verified"] is True
    grounding = payload["grounding"]
    assert grounding["dropped_claims"] == 1
    assert grounding["verified"] is False  # one claim was dropped
    assert [(s["text"], s["sources"]) for s in grounding["supports"]] == [
        ("Production allows 60 seconds before a request times out.", ["docs"]),
        ("Version 4.2 shipped on Monday with faster invoice exports.", ["web"]),
    ]
    assert "Staging" not in json.dumps(payload)


async def test_claim_checking_with_nothing_verified_relays_the_passage() -> None:
    result = await engine(
        "Staging times out after 60 seconds [1].",
        result=RUNBOOK,
        source_used="fusion",
        claim_checking=True,
    ).answer("what is the production timeout")
    payload = roundtrip(relay_payload(result, SpokenPhrases(), "en"))
    assert (payload["outcome"], payload["reason"]) == ("rejected", "claims")
    assert payload["grounding"]["supports"] == []
    assert payload["answer"] is None
    assert payload["passage"]["verified"] is False
    assert payload["passage"]["text"] == result.speech


# -- every reason ----------------------------------------------------------------------

PREFLIGHT = {
    Reason.NOTHING_HEARD,
    Reason.DISABLED,
    Reason.LLM_UNCONFIGURED,
    Reason.EMPTY_RESULT,
    Reason.INPUT_TOO_SHORT,
    Reason.CHANGES_PROSE,
    Reason.ROUTER_ERROR,
}
# The reasons whose speech is the engine's own sentence: there was no material.
WITHOUT_MATERIAL = {Reason.ROUTER_ERROR, Reason.NOTHING_HEARD, Reason.EMPTY_RESULT}
GATES = {
    Reason.EMPTY,
    Reason.ATTRIBUTION,
    Reason.ECHO,
    Reason.NUMERIC,
    Reason.CLAIMS,
    Reason.SUPPORT,
    Reason.LENGTH,
    Reason.VERIFIER_UNAVAILABLE,
    Reason.REASONING,
    Reason.HONEST_MISS,
    Reason.GATE_ERROR,
    Reason.LLM_ERROR,
    Reason.DEADLINE,
}


def test_every_reason_has_its_decided_relay() -> None:
    # A new reason fails here until someone decides how the tool relays it.
    assert set(Reason) == PREFLIGHT | GATES
    assert not PREFLIGHT & GATES


def generated_results(seed: int) -> list[tuple[AnswerResult, bool]]:
    """Return a result per reason, with generated material (and whether it has any)."""
    rng = random.Random(seed)  # noqa: S311 - generated test material
    tags = rng.sample(["kiwix", "web", "news", "docs", "forecast", "wikipedia"], 3)
    sections = [
        (tag, f"Sentence {n} of the {tag} material says {rng.randint(2, 9999)}.")
        for n, tag in enumerate(tags)
    ]
    fused = rng.random() < 0.5
    material = format_sections(sections) if fused else sections[0][1]
    results = []
    for reason in sorted(Reason):
        has_material = reason not in WITHOUT_MATERIAL
        results.append(
            (
                AnswerResult(
                    query="q",
                    outcome=Outcome.SKIPPED
                    if reason in PREFLIGHT
                    else Outcome.REJECTED,
                    reason=reason,
                    speech=sections[0][1] if has_material else "A phrase.",
                    result=material if has_material else "",
                    source_used="fusion" if fused else tags[0],
                ),
                has_material,
            )
        )
    return results


@pytest.mark.parametrize("seed", range(8))
def test_no_reason_is_relayed_as_verified(seed: int) -> None:
    for result, has_material in generated_results(seed):
        payload = roundtrip(relay_payload(result, SpokenPhrases(), "en"))
        assert payload["verified"] is False, result.reason
        assert payload["reason"] == str(result.reason)
        assert ("passage" in payload) is has_material, result.reason
        if has_material:
            # Unverified material: in the passage only, never as the answer.
            assert payload["answer"] is None, result.reason
            assert payload["passage"] == {
                "text": result.speech,
                "verified": False,
                "sources": payload["sources"],
            }
            assert payload["sources"], result.reason
        else:
            # The engine's own phrase ("nothing found", the router down).
            assert payload["answer"] == result.speech, result.reason
            assert payload["sources"] == []
        assert is_failure(result) is (result.reason is Reason.ROUTER_ERROR)


@pytest.mark.parametrize("seed", range(4))
def test_the_payload_stays_bounded_whatever_the_answer_carries(seed: int) -> None:
    rng = random.Random(seed)  # noqa: S311 - generated test material
    tags = [f"source{n}" for n in range(rng.randint(MAX_SOURCES + 1, 40))]
    chunks = [{"source": tag, "title": "", "uri": ""} for tag in tags]
    supports = [
        {
            "segment": {"start_index": 0, "end_index": 1, "text": "x" * 5000},
            "chunk_indices": [rng.randrange(len(chunks)), 999],
            "confidence_scores": [rng.random()],
        }
        for _ in range(rng.randint(MAX_SUPPORTS + 1, 60))
    ]
    result = AnswerResult(
        query="q",
        outcome=Outcome.SERVED,
        reason=None,
        speech="word " * rng.randint(500, 5000),
        answer_sources=tags,
        synthesized=True,
        grounding={"verified": True, "chunks": chunks, "supports": supports},
    )
    payload = roundtrip(relay_payload(result, SpokenPhrases(), "en"))
    assert payload["verified"] is True
    assert len(payload["sources"]) <= MAX_SOURCES
    assert len(payload.get("grounding", {}).get("supports", [])) <= MAX_SUPPORTS


def test_a_long_unverified_passage_is_shortened_not_dropped() -> None:
    material = "The tower was repainted in the year it was measured again. " * 900
    result = AnswerResult(
        query="q",
        outcome=Outcome.REJECTED,
        reason=Reason.NUMERIC,
        speech=material,
        result=material,
        source_used="kiwix",
    )
    payload = roundtrip(relay_payload(result, SpokenPhrases(), "en"))
    assert payload["truncated"] is True
    assert payload["answer"] is None
    assert payload["passage"]["verified"] is False
    assert payload["passage"]["text"]
    assert material.startswith(payload["passage"]["text"])
