"""Nothing heard is said so, and commands for unknown devices get Home Assistant's word.

Neither reaches the router (or the model): an empty utterance has nothing to look up,
and "turn on the kitchen light" with no such light is Home Assistant's to answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from homeassistant.components import conversation
from homeassistant.core import Context, HomeAssistant
from homeassistant.exceptions import ServiceValidationError
from homeassistant.helpers import area_registry as ar
from homeassistant.helpers import chat_session, intent
from pytest_homeassistant_custom_component.common import async_capture_events

from custom_components.grounded_answers.const import DOMAIN, EVENT_ANSWER

from .conftest import ENTRY_ID, Router
from .test_conversation import MOLYBDENUM, ask, spoken
from .test_streaming import converse_with_listener

if TYPE_CHECKING:
    from pytest_homeassistant_custom_component.common import MockConfigEntry

NOTHING_HEARD = {
    "en": "Sorry, I didn't catch that.",
    "de": "Entschuldigung, das habe ich nicht verstanden.",
}


# --- nothing heard ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["", " ", "   \n\t ", "\u3000", ".", " ... ", "?", "\u200b"]
)
@pytest.mark.parametrize("language", ["en", "de"])
async def test_an_empty_utterance_is_not_heard_and_never_reaches_the_router(
    hass: HomeAssistant, router: Router, agent_id: str, text: str, language: str
) -> None:
    answers = async_capture_events(hass, EVENT_ANSWER)

    result = await ask(hass, agent_id, text, language=language)

    assert spoken(result) == NOTHING_HEARD[language]
    assert result.response.error_code is intent.IntentResponseErrorCode.NO_INTENT_MATCH
    assert result.continue_conversation is False
    assert router.script.requests == []
    # Nothing was asked: no answer event, nothing counted.
    assert answers == []
    entry = hass.config_entries.async_get_entry(ENTRY_ID)
    assert entry.runtime_data.stats.value("requested") == 0
    assert entry.runtime_data.recent[-1]["outcome"] == "nothing_heard"


@pytest.mark.parametrize("entry_options", [{"prefer_local_intents": False}])
async def test_nothing_heard_also_without_local_intents(
    hass: HomeAssistant, router: Router, agent_id: str
) -> None:
    result = await ask(hass, agent_id, "  ")
    assert spoken(result) == NOTHING_HEARD["en"]
    assert router.script.requests == []


async def test_nothing_heard_reaches_a_streaming_pipeline(
    hass: HomeAssistant, router: Router, agent_id: str
) -> None:
    """A voice pipeline speaks what reaches its chat log listener."""
    result, deltas = await converse_with_listener(hass, agent_id, " ")

    streamed = "".join(delta.get("content", "") for delta in deltas)
    assert streamed == NOTHING_HEARD["en"] == spoken(result)
    assert router.script.requests == []


@pytest.mark.parametrize("query", ["", "  \t", "...", "?"])
async def test_the_ask_service_refuses_an_empty_question_without_the_router(
    hass: HomeAssistant, router: Router, setup_entry: MockConfigEntry, query: str
) -> None:
    with pytest.raises(ServiceValidationError) as err:
        await hass.services.async_call(
            DOMAIN, "ask", {"query": query}, blocking=True, return_response=True
        )
    assert err.value.translation_domain == DOMAIN
    assert err.value.translation_key == "empty_query"
    assert str(err.value).startswith("The question is empty")
    assert router.script.requests == []


# --- commands for devices that are not there ----------------------------------------


@pytest.mark.parametrize(
    ("command", "heard"),
    [
        ("turn on the kitchen light", "Sorry, I am not aware of any device called kitchen"),
        ("Turn on the kitchen light.", "Sorry, I am not aware of any device called kitchen"),
        ("turn on the lights in the kitchen", "Sorry, I am not aware of any area called kitchen"),
        ("turn off the living room ceiling light", "Sorry, I am not aware of any device called living room ceiling"),
        ("lock the front door", "Sorry, I am not aware of any device called front door"),
        ("start the vacuum", "Sorry, I am not aware of any device called vacuum"),
        ("set the thermostat to 20 degrees", "Sorry, I am not aware of any device called thermostat"),
    ],
)  # fmt: skip
async def test_a_command_for_an_unknown_device_gets_home_assistants_answer(
    hass: HomeAssistant,
    router: Router,
    agent_id: str,
    command: str,
    heard: str,
) -> None:
    answers = async_capture_events(hass, EVENT_ANSWER)

    result = await ask(hass, agent_id, command)

    assert spoken(result) == heard
    assert result.response.error_code is intent.IntentResponseErrorCode.NO_VALID_TARGETS
    assert router.script.requests == []
    assert answers == []
    entry = hass.config_entries.async_get_entry(ENTRY_ID)
    chain = entry.runtime_data.recent[-1]
    assert chain["outcome"] == "handled_locally"
    assert chain["events"][0]["kind"] == "local_intent_handled"
    assert entry.runtime_data.stats.value("requested") == 0


async def test_a_german_command_for_an_unknown_area_gets_home_assistants_answer(
    hass: HomeAssistant, router: Router, agent_id: str
) -> None:
    result = await ask(
        hass, agent_id, "schalte das Licht in der Küche ein", language="de"
    )

    assert "Küche" in spoken(result)
    assert result.response.error_code is intent.IntentResponseErrorCode.NO_VALID_TARGETS
    assert router.script.requests == []


async def test_the_answer_is_said_once_in_the_chat_log(
    hass: HomeAssistant, router: Router, agent_id: str
) -> None:
    with (
        chat_session.async_get_chat_session(hass) as session,
        conversation.async_get_chat_log(hass, session) as chat_log,
    ):
        await conversation.async_converse(
            hass,
            "turn on the kitchen light",
            session.conversation_id,
            Context(),
            language="en",
            agent_id=agent_id,
        )
        said = [c.content for c in chat_log.content if c.role == "assistant"]
    assert said == ["Sorry, I am not aware of any device called kitchen"]


async def test_a_first_turn_command_is_answered_in_its_own_chat_log(
    hass: HomeAssistant, router: Router, agent_id: str
) -> None:
    # No conversation id yet (the conversation.process action, a first turn): the
    # default agent's answer must land in the turn's chat log, not a new session's.
    result = await conversation.async_converse(
        hass,
        "turn on the kitchen light",
        None,
        Context(),
        language="en",
        agent_id=agent_id,
    )

    with (
        chat_session.async_get_chat_session(hass, result.conversation_id) as session,
        conversation.async_get_chat_log(hass, session) as chat_log,
    ):
        said = [c.content for c in chat_log.content if c.role == "assistant"]
    assert said == ["Sorry, I am not aware of any device called kitchen"]
    assert router.script.requests == []


@pytest.mark.parametrize(
    "question",
    [
        "who is the president of france",
        "what is molybdenum",
        "what is the capital of france",
        "where is the eiffel tower",
        "how much is a kilo of molybdenum",
        "open the wikipedia article about paris",
        "how do I turn on a light",
        "tell me about the eiffel tower",
    ],
)
async def test_questions_that_look_like_commands_still_reach_the_router(
    hass: HomeAssistant, router: Router, agent_id: str, question: str
) -> None:
    """The tolerant matcher reads "what is X" as a state query of a device X."""
    router.script.answer(question, MOLYBDENUM)

    result = await ask(hass, agent_id, question)

    assert spoken(result).startswith("Molybdenum is a chemical element")
    assert router.script.requests == [{"query": question, "source": "auto"}]


@pytest.mark.parametrize("entry_options", [{"prefer_local_intents": False}])
async def test_without_local_intents_commands_reach_the_router(
    hass: HomeAssistant, router: Router, setup_entry: MockConfigEntry, agent_id: str
) -> None:
    await ask(hass, agent_id, "turn on the kitchen light")
    assert router.script.requests == [
        {"query": "turn on the kitchen light", "source": "auto"}
    ]


@pytest.mark.parametrize(
    ("command", "heard"),
    [
        ("turn on the kitchen light", "Sorry, I am not aware of any light in the Kitchen area"),
        ("turn on the light in the kitchen", "Sorry, I am not aware of any light in the Kitchen area"),
        ("turn off the lights in the bedroom", "Sorry, I am not aware of any light in the Bedroom area"),
        ("open the garage door in the kitchen", "Sorry, I am not aware of any garage in the Kitchen area"),
    ],
)  # fmt: skip
async def test_a_command_in_a_known_area_with_nothing_to_act_on_stays_local(
    hass: HomeAssistant,
    router: Router,
    agent_id: str,
    area_registry: ar.AreaRegistry,
    command: str,
    heard: str,
) -> None:
    """The area exists, the device does not: Home Assistant says so, not the router."""
    area_registry.async_create("Kitchen")
    area_registry.async_create("Bedroom")

    result = await ask(hass, agent_id, command)

    assert spoken(result) == heard
    assert result.response.error_code is intent.IntentResponseErrorCode.NO_VALID_TARGETS
    assert router.script.requests == []
