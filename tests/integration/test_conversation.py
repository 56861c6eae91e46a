"""What a user hears from the agent, and what the router was asked."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any
from unittest.mock import patch

import pytest
from homeassistant.components import conversation
from homeassistant.components.conversation import trace
from homeassistant.components.homeassistant.exposed_entities import (
    async_expose_entity,
)
from homeassistant.core import Context, HomeAssistant
from homeassistant.helpers import intent
from pytest_homeassistant_custom_component.common import (
    MockConfigEntry,
    async_capture_events,
    async_mock_service,
)

from custom_components.grounded_answers.const import EVENT_ANSWER
from custom_components.grounded_answers.engine.retrieve.fusion import format_sections
from custom_components.grounded_answers.engine.types import AnswerResult, Outcome
from tests.stubs import router_server
from tests.stubs.router_server import RouterScript, start_router

from .conftest import ENTRY_ID, Ollama, Router

MOLYBDENUM = (
    "# Molybdenum\nSource: wikipedia_en_all_maxi_2026-02\n\n"
    "Molybdenum is a chemical element with the symbol Mo and atomic number 42. "
    "It is a silvery metal with a grey cast and has the sixth-highest melting point "
    "of any element. It readily forms hard, stable carbides in alloys, and for this "
    "reason most of the world production of the element is used in steel alloys."
)

# Twelve sentences of about 60 characters: voice (240) and brief (800) cut differently.
LONG_RESULT = " ".join(
    f"Sentence number {word} tells one more plain fact about the harbour."
    for word in (
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
    )
)


async def ask(
    hass: HomeAssistant,
    agent_id: str,
    text: str,
    *,
    language: str = "en",
    context: Context | None = None,
    **kwargs: Any,
) -> conversation.ConversationResult:
    """Converse with the agent as Assist does."""
    result = await conversation.async_converse(
        hass,
        text,
        None,
        context or Context(),
        language=language,
        agent_id=agent_id,
        **kwargs,
    )
    await hass.async_block_till_done()
    return result


def spoken(result: conversation.ConversationResult) -> str:
    """Return what the voice says."""
    return result.response.speech["plain"]["speech"]


# --- material spoken cleanly ----------------------------------------------------------


async def test_kiwix_article_is_spoken_without_its_title_lines(
    hass: HomeAssistant, router: Router, agent_id: str
) -> None:
    router.script.answer("what is molybdenum", MOLYBDENUM)

    result = await ask(hass, agent_id, "What is molybdenum")

    speech = spoken(result)
    assert speech.startswith("Molybdenum is a chemical element with the symbol Mo")
    assert "#" not in speech
    assert "Source:" not in speech
    assert result.response.response_type is intent.IntentResponseType.QUERY_ANSWER
    assert result.continue_conversation is False
    assert router.script.requests == [{"query": "What is molybdenum", "source": "auto"}]
    assert router.script.headers[-1]["X-API-Key"] == "s3cret-key"


async def test_two_section_fusion_is_spoken_cleanly(
    hass: HomeAssistant, router: Router, agent_id: str
) -> None:
    fused = format_sections(
        [
            (
                "kiwix",
                "The Artemis program is a NASA lunar exploration program.",
            ),
            (
                "news",
                "**Artemis II crew completes lunar flyby** (NASA)\n"
                "The four astronauts returned safely on Friday.\n"
                "https://www.nasa.gov/artemis-ii",
            ),
        ]
    )
    assert "[KIWIX \u2014" in fused
    router.script.answer("what is happening with artemis", fused, "fusion")

    speech = spoken(await ask(hass, agent_id, "what is happening with artemis"))

    # The sentence that names the program; the news item's title is never spoken
    # as a sentence of its own, and its other sentence does not name Artemis.
    assert speech == "The Artemis program is a NASA lunar exploration program."
    for noise in (
        "[",
        "]",
        "KIWIX",
        "NEWS",
        "ENCYCLOPEDIC",
        "---",
        "**",
        "http",
        "www",
    ):
        assert noise not in speech


async def test_nothing_found_is_said_plainly(
    hass: HomeAssistant, router: Router, agent_id: str
) -> None:
    # The stub's default answer is Mnemolis' "No results found in kiwix ..." prose.
    result = await ask(hass, agent_id, "who is zorblax the unknowable")
    assert spoken(result) == "I couldn't find anything about that."


async def test_passage_ending_in_a_question_does_not_reopen_the_microphone(
    hass: HomeAssistant, router: Router, agent_id: str
) -> None:
    router.script.answer(
        "tell me about riddles",
        "A riddle is a statement or question with a double meaning. "
        "What has keys but can't open locks?",
        "web",
    )

    result = await ask(hass, agent_id, "tell me about riddles", satellite_id=None)

    assert result.continue_conversation is False
    assert spoken(result).startswith("A riddle is a statement or question")
    assert not spoken(result).rstrip().endswith(("?", ";"))


async def test_an_answer_ending_in_a_question_mark_keeps_the_microphone_closed(
    hass: HomeAssistant, setup_entry: MockConfigEntry, agent_id: str
) -> None:
    """The agent never asks a question yet, whatever its speech ends with."""
    engine = setup_entry.runtime_data.engine
    answer = AnswerResult(
        query="is it",
        outcome=Outcome.SERVED,
        reason=None,
        speech="Did you know molybdenum melts at 2623 degrees?",
        answer="Did you know molybdenum melts at 2623 degrees?",
        synthesized=True,
    )
    with patch.object(engine, "stream", return_value=FinishedStream(answer)):
        result = await ask(hass, agent_id, "is it", satellite_id="sat")

    assert spoken(result) == "Did you know molybdenum melts at 2623 degrees?"
    assert result.continue_conversation is False


class FinishedStream:
    """Stands in for engine.stream: speaks a given result in one piece."""

    def __init__(self, result: AnswerResult) -> None:
        self.result = result

    async def __aiter__(self) -> AsyncIterator[str]:
        """Speak the whole result in one delta."""
        yield self.result.speech


# --- answer style by where the request came from --------------------------------------


@pytest.mark.parametrize(
    ("where", "longest"),
    [
        ({}, 800),
        ({"satellite_id": "assist_satellite.kitchen"}, 240),
        ({"device_id": "voice-pe-device"}, 240),
    ],
)
async def test_voice_requests_get_the_voice_style(
    hass: HomeAssistant,
    router: Router,
    agent_id: str,
    where: dict[str, str],
    longest: int,
) -> None:
    router.script.answer("tell me about the harbour", LONG_RESULT, "web")

    speech = spoken(await ask(hass, agent_id, "tell me about the harbour", **where))

    assert speech.startswith("Sentence number one tells one more plain fact")
    assert len(speech) <= longest
    # Cut at a sentence boundary, and no shorter than the cap makes it.
    assert speech.endswith("harbour.")
    assert len(speech) > longest - 70


@pytest.mark.parametrize(
    "entry_options",
    [{"voice_style": "detailed", "typed_style": "voice", "detailed_max_chars": 2000}],
)
async def test_styles_follow_the_options(
    hass: HomeAssistant, router: Router, agent_id: str
) -> None:
    router.script.answer("tell me about the harbour", LONG_RESULT, "web")

    typed = spoken(await ask(hass, agent_id, "tell me about the harbour"))
    voiced = spoken(
        await ask(hass, agent_id, "tell me about the harbour", satellite_id="sat")
    )

    assert len(typed) <= 240
    assert voiced == LONG_RESULT


# --- failures are spoken, translated --------------------------------------------------


@pytest.mark.parametrize(
    "behaviour",
    [
        router_server.server_error,
        router_server.html_page,
        router_server.wrong_types,
        router_server.not_an_object,
        router_server.router_failure,
        router_server.huge_body,
        router_server.dropped,
        router_server.short_body,
        router_server.json_text("{not json"),
    ],
)
async def test_misbehaving_router_is_spoken_as_unreachable(
    hass: HomeAssistant,
    router: Router,
    agent_id: str,
    behaviour: router_server.Behaviour,
) -> None:
    router.script.misbehave(behaviour)

    result = await ask(hass, agent_id, "what is molybdenum")

    assert spoken(result) == "I couldn't reach the knowledge service."
    # Spoken, and marked as failed for automations and satellites.
    assert result.response.response_type is intent.IntentResponseType.ERROR
    assert result.response.error_code is intent.IntentResponseErrorCode.FAILED_TO_HANDLE


@pytest.mark.parametrize("entry_options", [{"router_timeout": 0.2}])
async def test_stalled_router_times_out_into_words(
    hass: HomeAssistant, router: Router, agent_id: str
) -> None:
    router.script.misbehave(router_server.stall(router.script))

    result = await ask(hass, agent_id, "what is molybdenum")

    assert router.script.stalled.is_set()
    assert spoken(result) == "I couldn't reach the knowledge service."


async def test_router_gone_after_setup(
    hass: HomeAssistant, core: None, socket_enabled: None
) -> None:
    script = RouterScript()
    async with start_router(script) as url:
        entry = MockConfigEntry(domain="grounded_answers", data={"url": url})
        entry.add_to_hass(hass)
        assert await hass.config_entries.async_setup(entry.entry_id)
        await hass.async_block_till_done()
    # The router has shut down; the agent still answers.
    agent_id = hass.states.async_entity_ids("conversation")
    ours = next(
        entity for entity in agent_id if entity != "conversation.home_assistant"
    )

    result = await ask(hass, ours, "what is molybdenum")

    assert spoken(result) == "I couldn't reach the knowledge service."


@pytest.mark.parametrize("language", ["de", "de-DE"])
async def test_german_household_hears_german(
    hass: HomeAssistant, router: Router, agent_id: str, language: str
) -> None:
    router.script.misbehave(router_server.server_error)
    result = await ask(hass, agent_id, "was ist Molybdän", language=language)
    assert spoken(result) == "Ich konnte den Wissensdienst nicht erreichen."

    router.script.misbehave(None)
    result = await ask(hass, agent_id, "wer ist zorblax", language=language)
    assert spoken(result) == "Dazu habe ich nichts gefunden."


async def test_language_without_translations_falls_back_to_english(
    hass: HomeAssistant, router: Router, agent_id: str
) -> None:
    router.script.misbehave(router_server.server_error)
    result = await ask(hass, agent_id, "vad är molybden", language="sv")
    assert spoken(result) == "I couldn't reach the knowledge service."


@pytest.mark.parametrize(
    ("language", "apology"),
    [
        ("en", "Sorry, something went wrong while answering that."),
        ("de", "Entschuldigung, beim Beantworten ist etwas schiefgelaufen."),
    ],
)
async def test_engine_crash_is_an_apology_not_silence(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    agent_id: str,
    language: str,
    apology: str,
) -> None:
    with patch.object(
        setup_entry.runtime_data.engine,
        "stream",
        side_effect=RuntimeError("engine bug: KeyError 'x'"),
    ):
        result = await ask(hass, agent_id, "what is molybdenum", language=language)

    assert spoken(result) == apology
    assert result.response.response_type is intent.IntentResponseType.ERROR
    assert result.response.error_code is intent.IntentResponseErrorCode.UNKNOWN
    assert result.continue_conversation is False
    assert setup_entry.runtime_data.stats.reasons == {"internal_error": 1}
    assert setup_entry.runtime_data.recent[-1]["outcome"] == "error"


async def test_crash_while_translating_still_apologises_in_english(
    hass: HomeAssistant, setup_entry: MockConfigEntry, agent_id: str
) -> None:
    with patch(
        "custom_components.grounded_answers.phrases.async_get_translations",
        side_effect=RuntimeError("translations broke"),
    ):
        result = await ask(hass, agent_id, "what is molybdenum", language="de")
    assert spoken(result) == "Sorry, something went wrong while answering that."


# --- local intents first --------------------------------------------------------------


@pytest.fixture
async def kitchen_light(hass: HomeAssistant, core: None) -> list:
    """Expose a kitchen light and record calls of light.turn_on."""
    hass.states.async_set("light.kitchen", "off", {"friendly_name": "Kitchen Light"})
    async_expose_entity(hass, conversation.DOMAIN, "light.kitchen", should_expose=True)
    return async_mock_service(hass, "light", "turn_on")


async def test_home_commands_never_reach_the_router(
    hass: HomeAssistant, router: Router, agent_id: str, kitchen_light: list
) -> None:
    result = await ask(hass, agent_id, "turn on the kitchen light")

    assert router.script.requests == []
    assert len(kitchen_light) == 1
    assert kitchen_light[0].data["entity_id"] == ["light.kitchen"]
    assert result.response.response_type is intent.IntentResponseType.ACTION_DONE
    assert spoken(result)  # Home Assistant's own confirmation
    entry = hass.config_entries.async_get_entry(ENTRY_ID)
    chain = entry.runtime_data.recent[-1]
    assert chain["outcome"] == "handled_locally"
    assert chain["events"][0]["kind"] == "local_intent_handled"
    assert chain["events"][0]["intent"] == "HassTurnOn"
    # Not an answer: nothing counted.
    assert entry.runtime_data.stats.value("requested") == 0


async def test_questions_still_reach_the_router_when_local_intents_are_preferred(
    hass: HomeAssistant, router: Router, agent_id: str, kitchen_light: list
) -> None:
    router.script.answer("what is molybdenum", MOLYBDENUM)
    result = await ask(hass, agent_id, "what is molybdenum")
    assert spoken(result).startswith("Molybdenum is a chemical element")
    assert kitchen_light == []


async def test_who_is_questions_are_not_swallowed_as_presence_queries(
    hass: HomeAssistant, router: Router, agent_id: str, kitchen_light: list
) -> None:
    """HA's strict matcher reads "who is X" as "which people are in zone X"."""
    router.script.answer(
        "who is the president of france",
        "The President of France is the head of state of France.",
        "web",
    )
    result = await ask(hass, agent_id, "who is the president of france")
    assert spoken(result) == "The President of France is the head of state of France."

    # A state query that names a real entity, or a presence, stays local.
    result = await ask(hass, agent_id, "is the kitchen light on")
    assert result.response.intent.intent_type == "HassGetState"
    hass.states.async_set("person.alex", "home", {"friendly_name": "Alex"})
    async_expose_entity(hass, conversation.DOMAIN, "person.alex", should_expose=True)
    hass.states.async_set("zone.work", "0", {"friendly_name": "Work"})
    for question, heard in (
        ("who is home", "Alex"),
        ("is alex home", "Yes"),
        ("is anyone at work", "No"),
    ):
        result = await ask(hass, agent_id, question)
        assert result.response.intent.intent_type == "HassGetState", question
        assert spoken(result).startswith(heard), (question, spoken(result))
    assert [request["query"] for request in router.script.requests] == [
        "who is the president of france"
    ]


@pytest.mark.parametrize("entry_options", [{"prefer_local_intents": False}])
async def test_local_intents_can_be_turned_off(
    hass: HomeAssistant, router: Router, agent_id: str, kitchen_light: list
) -> None:
    await ask(hass, agent_id, "turn on the kitchen light")
    assert router.script.requests == [
        {"query": "turn on the kitchen light", "source": "auto"}
    ]
    assert kitchen_light == []


# --- trace, bus event -----------------------------------------------------------------


async def test_events_reach_the_trace_and_the_bus(
    hass: HomeAssistant, router: Router, agent_id: str
) -> None:
    router.script.answer("what is molybdenum", MOLYBDENUM)
    answers = async_capture_events(hass, EVENT_ANSWER)
    context = Context()

    await ask(hass, agent_id, "what is molybdenum", context=context, satellite_id="sat")

    (event,) = answers
    assert event.context is context
    assert event.data["entry_id"] == ENTRY_ID
    assert event.data["via"] == "conversation"
    assert event.data["answer_style"] == "voice"
    assert event.data["language"] == "en"
    assert event.data["outcome"] == "skipped"
    assert event.data["reason"] == "llm_unconfigured"
    assert event.data["source_used"] == "kiwix"
    assert event.data["speech"].startswith("Molybdenum is a chemical element")
    assert "result" not in event.data
    assert event.data["result_chars"] == len(MOLYBDENUM)
    kinds = [item["kind"] for item in event.data["events"]]
    assert kinds == ["route_decided", "retrieved", "synthesis_skipped"]

    last = trace.async_get_traces()[-1].as_dict()
    details = [
        item["data"]["grounded_answers"]
        for item in last["events"]
        if item["event_type"] == trace.ConversationTraceEventType.AGENT_DETAIL
        and "grounded_answers" in (item["data"] or {})
    ]
    (detail,) = details  # one entry per answer, bounded as a whole
    assert [item["kind"] for item in detail.pop("events")] == kinds
    assert detail == {
        "outcome": "skipped",
        "reason": "llm_unconfigured",
        "resolved_query": None,  # the question stood alone
        "source_used": "kiwix",
        "synthesized": False,
    }


# --- with a synthesis model -----------------------------------------------------------


async def test_synthesized_answer_is_spoken(
    hass: HomeAssistant, router: Router, agent_id: str, with_model: Ollama
) -> None:
    router.script.answer("what is molybdenum", MOLYBDENUM)
    with_model.script.reply(
        "Molybdenum is a silvery metal used mostly in steel alloys. (kiwix)"
    )

    result = await ask(hass, agent_id, "what is molybdenum")

    assert (
        spoken(result) == "Molybdenum is a silvery metal used mostly in steel alloys."
    )
    (chat,) = with_model.script.chat_requests
    assert chat["model"] == "qwen3:8b"
    assert "sixth-highest melting point" in chat["messages"][-1]["content"]


async def test_honest_miss_is_spoken_in_the_users_language(
    hass: HomeAssistant, router: Router, agent_id: str, with_model: Ollama
) -> None:
    router.script.answer("wer erfand molybdän", MOLYBDENUM)
    with_model.script.reply("NOT_IN_SOURCES")

    result = await ask(hass, agent_id, "wer erfand Molybdän", language="de")

    assert spoken(result) == "Die gefundenen Quellen beantworten das nicht."


async def test_model_down_falls_back_to_the_material(
    hass: HomeAssistant, router: Router, agent_id: str, with_model: Ollama
) -> None:
    router.script.answer("what is molybdenum", MOLYBDENUM)
    with_model.script.fail(500)

    result = await ask(hass, agent_id, "what is molybdenum")

    assert spoken(result).startswith("Molybdenum is a chemical element")
