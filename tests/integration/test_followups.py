"""Conversations: follow-ups resolved from the turns before, within one conversation.

The router stand-in answers by the subject a query names, so what it was asked shows
whether a follow-up reached it as the standalone question it stands for. No model is
configured: the spoken answers are the material's own sentences (the extractive
fallback), so they say which question was answered.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any
from unittest.mock import patch

import pytest
from aiohttp import web
from homeassistant.components import conversation
from homeassistant.components.conversation import trace
from homeassistant.components.homeassistant.exposed_entities import (
    async_expose_entity,
)
from homeassistant.const import CONF_URL
from homeassistant.core import Context, HomeAssistant
from homeassistant.helpers import entity_registry as er
from pytest_homeassistant_custom_component.common import (
    MockConfigEntry,
    async_capture_events,
    async_mock_service,
)

from custom_components.grounded_answers.config_flow import unique_id_for
from custom_components.grounded_answers.const import DOMAIN, EVENT_ANSWER
from custom_components.grounded_answers.engine.followup.turns import MAX_TURNS, Turn
from custom_components.grounded_answers.engine.types import AnswerResult, Outcome
from custom_components.grounded_answers.turns import TurnNote, chat_history
from tests.stubs.router_server import search_body

from .conftest import Router
from .test_conversation import FinishedStream, spoken

if TYPE_CHECKING:
    from tests.stubs.router_server import Behaviour

EIFFEL = (
    "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris. "
    "It is 330 metres tall including its antennas. "
    "It was built for the 1889 World's Fair by Gustave Eiffel's company."
)
LIBERTY = (
    "The Statue of Liberty is a copper statue on Liberty Island in New York Harbor. "
    "It was built in France and dedicated on October 28, 1886, as a gift from the "
    "French people. It stands 93 metres tall from the ground to the torch."
)
# What the stand-in knows, by the subject a query must name to get it.
MATERIAL = {"eiffel tower": EIFFEL, "statue of liberty": LIBERTY}
NOTHING = "No results found in kiwix for that query."

QUESTION = "how tall is the eiffel tower"
PRONOUN_FOLLOW_UP = "and when was it built?"
WHAT_ABOUT_FOLLOW_UP = "what about the statue of liberty?"


def by_subject(material: dict[str, str]) -> Behaviour:
    """Answer a search with the material whose subject the query names."""

    async def behaviour(request: web.Request, payload: dict[str, Any]) -> web.Response:
        query = str(payload.get("query", "")).lower()
        text = next((t for s, t in material.items() if s in query), NOTHING)
        return web.json_response(search_body(payload["query"], text, "kiwix"))

    return behaviour


def words(text: str) -> set[str]:
    """Return the lower-cased words of ``text``."""
    return set(re.findall(r"\w+", text.lower()))


async def converse(
    hass: HomeAssistant,
    agent_id: str,
    text: str,
    conversation_id: str | None,
    **kwargs: Any,
) -> conversation.ConversationResult:
    """Say ``text`` in the conversation ``conversation_id`` (None: a new one)."""
    result = await conversation.async_converse(
        hass,
        text,
        conversation_id,
        Context(),
        language="en",
        agent_id=agent_id,
        **kwargs,
    )
    await hass.async_block_till_done()
    return result


def last_query(router: Router) -> str:
    """Return the query of the router's last search."""
    return str(router.script.requests[-1]["query"])


def traced_detail() -> dict[str, Any]:
    """Return this agent's entry in the last conversation trace."""
    last = trace.async_get_traces()[-1].as_dict()
    (detail,) = (
        item["data"]["grounded_answers"]
        for item in last["events"]
        if item["event_type"] == trace.ConversationTraceEventType.AGENT_DETAIL
        and "grounded_answers" in (item["data"] or {})
    )
    return detail


# --- three turns of one conversation ----------------------------------------------


async def test_three_turns_of_one_conversation_are_resolved_and_answered(
    hass: HomeAssistant, router: Router, agent_id: str
) -> None:
    router.script.misbehave(by_subject(MATERIAL))
    answers = async_capture_events(hass, EVENT_ANSWER)

    first = await converse(hass, agent_id, QUESTION, None)
    cid = first.conversation_id
    assert cid is not None
    assert last_query(router) == QUESTION  # a standalone question is left alone
    assert "330 metres" in spoken(first)
    assert answers[-1].data["resolved_query"] is None

    second = await converse(hass, agent_id, PRONOUN_FOLLOW_UP, cid)
    assert second.conversation_id == cid
    resolved = last_query(router)
    # The subject carried over from the turn before, the utterance's ask kept.
    assert {"eiffel", "tower", "built"} <= words(resolved), resolved
    assert "it" not in words(resolved), resolved
    assert answers[-1].data["resolved_query"] == resolved
    assert traced_detail()["resolved_query"] == resolved
    assert "1889" in spoken(second)  # the material's sentence on when it was built

    third = await converse(hass, agent_id, WHAT_ABOUT_FOLLOW_UP, cid)
    assert third.conversation_id == cid
    resolved = last_query(router)
    # The new subject replaces the old one; what was asked (built) carries over.
    assert {"statue", "liberty", "built"} <= words(resolved), resolved
    assert "eiffel" not in words(resolved), resolved
    assert answers[-1].data["resolved_query"] == resolved
    assert "1886" in spoken(third)
    assert "1889" not in spoken(third)

    print(
        "\nThree turns of one conversation:",
        *(
            f"  {request['query']!r} -> {spoken(result)!r}"
            for request, result in zip(
                router.script.requests, (first, second, third), strict=True
            )
        ),
        sep="\n",
    )
    for result in (first, second, third):
        assert result.continue_conversation is False


@pytest.mark.parametrize("other", [None, "living-room-chat"])
async def test_another_conversation_starts_fresh(
    hass: HomeAssistant, router: Router, agent_id: str, other: str | None
) -> None:
    router.script.misbehave(by_subject(MATERIAL))
    first = await converse(hass, agent_id, QUESTION, "kitchen-chat")
    assert first.conversation_id == "kitchen-chat"  # a chosen id is kept

    elsewhere = await converse(hass, agent_id, PRONOUN_FOLLOW_UP, other)

    assert elsewhere.conversation_id != "kitchen-chat"
    assert "eiffel" not in words(last_query(router))
    assert spoken(elsewhere) == "I couldn't find anything about that."
    # The first conversation still has its history.
    await converse(hass, agent_id, PRONOUN_FOLLOW_UP, "kitchen-chat")
    assert "eiffel" in words(last_query(router))


@pytest.mark.parametrize(
    ("first_from", "then_from", "carried"),
    [
        ({"satellite_id": "assist_satellite.kitchen"}, {}, False),
        (
            {"satellite_id": "assist_satellite.kitchen"},
            {"satellite_id": "assist_satellite.bedroom"},
            False,
        ),
        ({"device_id": "voice-pe-kitchen"}, {"device_id": "voice-pe-bedroom"}, False),
        ({}, {"device_id": "voice-pe-kitchen"}, False),
        (
            {"satellite_id": "assist_satellite.kitchen"},
            {"satellite_id": "assist_satellite.kitchen"},
            True,
        ),
        ({"device_id": "voice-pe-kitchen"}, {"device_id": "voice-pe-kitchen"}, True),
    ],
)
async def test_no_history_crosses_devices_within_a_conversation_id(
    hass: HomeAssistant,
    router: Router,
    agent_id: str,
    first_from: dict[str, str],
    then_from: dict[str, str],
    carried: bool,
) -> None:
    router.script.misbehave(by_subject(MATERIAL))
    await converse(hass, agent_id, QUESTION, "shared-id", **first_from)

    await converse(hass, agent_id, PRONOUN_FOLLOW_UP, "shared-id", **then_from)

    assert ("eiffel" in words(last_query(router))) is carried, last_query(router)


@pytest.fixture
async def other_agent(
    hass: HomeAssistant, setup_entry: Any, second_router: Router
) -> str:
    """Set up a second entry (its own router); return its conversation agent."""
    other = MockConfigEntry(
        domain=DOMAIN,
        unique_id=unique_id_for(second_router.url),
        data={"router": "mnemolis", CONF_URL: second_router.url},
    )
    other.add_to_hass(hass)
    assert await hass.config_entries.async_setup(other.entry_id)
    await hass.async_block_till_done()
    entity_id = er.async_get(hass).async_get_entity_id(
        conversation.DOMAIN, DOMAIN, other.entry_id
    )
    assert entity_id is not None
    return entity_id


async def test_no_history_crosses_entries_within_a_conversation_id(
    hass: HomeAssistant,
    router: Router,
    second_router: Router,
    agent_id: str,
    other_agent: str,
) -> None:
    """Two entries, one conversation id: each reads back its own turns only."""
    for stand_in in (router, second_router):
        stand_in.script.misbehave(by_subject(MATERIAL))
    await converse(hass, agent_id, QUESTION, "shared-id")

    elsewhere = await converse(hass, other_agent, PRONOUN_FOLLOW_UP, "shared-id")

    assert elsewhere.conversation_id == "shared-id"
    assert "eiffel" not in words(last_query(second_router)), last_query(second_router)
    assert spoken(elsewhere) == "I couldn't find anything about that."
    # The other entry's turn ends the first entry's history too: the subject the
    # user heard last is not the first entry's.
    await converse(hass, agent_id, PRONOUN_FOLLOW_UP, "shared-id")
    assert "eiffel" not in words(last_query(router)), last_query(router)
    # Its own follow-up, straight after its own turn, is still resolved.
    await converse(hass, other_agent, WHAT_ABOUT_FOLLOW_UP, "other-id")
    await converse(hass, other_agent, PRONOUN_FOLLOW_UP, "other-id")
    assert "liberty" in words(last_query(second_router)), last_query(second_router)


@pytest.fixture
def kitchen_light(hass: HomeAssistant, core: None) -> list[Any]:
    """Expose a kitchen light and record calls of light.turn_on."""
    hass.states.async_set("light.kitchen", "off", {"friendly_name": "Kitchen Light"})
    async_expose_entity(hass, conversation.DOMAIN, "light.kitchen", should_expose=True)
    return async_mock_service(hass, "light", "turn_on")


async def test_a_turn_handled_by_home_assistant_ends_the_history(
    hass: HomeAssistant, router: Router, agent_id: str, kitchen_light: list[Any]
) -> None:
    """The "it" after "turn on the kitchen light" is not the tower asked about."""
    router.script.misbehave(by_subject(MATERIAL))
    await converse(hass, agent_id, QUESTION, "chat")
    await converse(hass, agent_id, "turn on the kitchen light", "chat")
    assert len(kitchen_light) == 1

    await converse(hass, agent_id, PRONOUN_FOLLOW_UP, "chat")

    assert len(router.script.requests) == 2
    assert "eiffel" not in words(last_query(router))


# --- keep listening only when asked -----------------------------------------------


@pytest.mark.parametrize("ending", ["?", ";", "\uff1f"])
async def test_a_follow_up_whose_material_ends_in_a_question_keeps_the_mic_closed(
    hass: HomeAssistant, router: Router, agent_id: str, ending: str
) -> None:
    """The chat log would reopen the microphone for these endings; the agent not.

    (The speech ends the retrieved question as a statement; an answer whose speech
    does end in "?" is the next test's.)
    """
    riddle = (
        "The Eiffel Tower is 330 metres tall. Who would have guessed that the tower "
        f"built for the 1889 fair would still stand today{ending}"
    )
    router.script.misbehave(by_subject({"eiffel tower": riddle}))
    await converse(hass, agent_id, QUESTION, "chat")

    result = await converse(hass, agent_id, PRONOUN_FOLLOW_UP, "chat")

    assert "1889" in spoken(result)  # the follow-up was answered from that sentence
    assert not spoken(result).endswith(ending)  # spoken as a statement
    assert result.continue_conversation is False


@pytest.mark.parametrize("asks_user", [True, False])
async def test_the_microphone_reopens_only_when_the_agent_asks(
    hass: HomeAssistant, setup_entry: Any, agent_id: str, asks_user: bool
) -> None:
    """``asks_user`` alone decides, whatever the speech ends with."""
    speech = (
        "Do you mean the Eiffel Tower in Paris or the one in Las Vegas?"
        if asks_user
        else "The Eiffel Tower is 330 metres tall. Did you know that?"
    )
    answer = AnswerResult(
        query="how tall is it",
        outcome=Outcome.HONEST_MISS if asks_user else Outcome.SERVED,
        reason=None,
        speech=speech,
        asks_user=asks_user,
    )
    engine = setup_entry.runtime_data.engine
    with patch.object(engine, "stream", return_value=FinishedStream(answer)):
        result = await converse(hass, agent_id, "how tall is it", "chat")

    assert spoken(result) == speech
    assert result.continue_conversation is asks_user


# --- what the engine is told --------------------------------------------------------

ORIGIN = (None, "assist_satellite.kitchen")
ENTRY = "01JENTRYTHATASKS"


def chat_log_of(
    hass: HomeAssistant, turns: list[tuple[str, str, TurnNote | None]]
) -> conversation.ChatLog:
    """Return a chat log of ``turns`` (question, spoken, note) and a new utterance."""
    chat_log = conversation.ChatLog(hass, "chat")
    for question, answer, note in turns:
        chat_log.content.append(conversation.UserContent(question))
        chat_log.content.append(
            conversation.AssistantContent("conversation.ga", answer, native=note)
        )
    chat_log.content.append(conversation.UserContent("and now?"))
    return chat_log


@pytest.mark.parametrize("count", range(MAX_TURNS + 3))
async def test_history_is_the_last_turns_most_recent_last(
    hass: HomeAssistant, count: int
) -> None:
    turns = [
        (f"question {n}", f"answer {n}", TurnNote(None, ORIGIN, ENTRY))
        for n in range(count)
    ]

    history = chat_history(chat_log_of(hass, turns), ORIGIN, ENTRY)

    kept = turns[max(0, count - MAX_TURNS) :]
    assert history == [Turn(q, a, None) for q, a, _ in kept]


@pytest.mark.parametrize("cut", range(4))
async def test_history_stops_at_another_origin_entry_or_agent(
    hass: HomeAssistant, cut: int
) -> None:
    """Whatever sits at position ``cut`` ends the history there, in every form."""
    for stranger in (
        TurnNote(None, ("voice-pe-bedroom", None), ENTRY),  # another device's turn
        TurnNote(None, (None, None), ENTRY),  # the panel's, same conversation id
        TurnNote(None, ORIGIN, "01JANOTHERENTRY"),  # another entry's, same device
        None,  # answered by Home Assistant's intents or another agent
        "a native of another agent",
    ):
        turns: list[tuple[str, str, Any]] = [
            (f"question {n}", f"answer {n}", TurnNote(None, ORIGIN, ENTRY))
            for n in range(4)
        ]
        turns[cut] = ("turn on the light", "Turned on the light", stranger)

        history = chat_history(chat_log_of(hass, turns), ORIGIN, ENTRY)

        assert history == [Turn(q, a, None) for q, a, _ in turns[cut + 1 :]], stranger


async def test_history_carries_the_resolved_question_and_what_was_spoken(
    hass: HomeAssistant,
) -> None:
    turns = [
        (QUESTION, "It reaches 330 metres.", TurnNote(None, ORIGIN, ENTRY)),
        (
            PRONOUN_FOLLOW_UP,
            "It was built for the 1889 World's Fair.",
            TurnNote("when was the eiffel tower built", ORIGIN, ENTRY),
        ),
    ]

    history = chat_history(chat_log_of(hass, turns), ORIGIN, ENTRY)

    assert history == [
        Turn(QUESTION, "It reaches 330 metres.", None),
        Turn(
            PRONOUN_FOLLOW_UP,
            "It was built for the 1889 World's Fair.",
            "when was the eiffel tower built",
        ),
    ]
    assert history[-1].standalone == "when was the eiffel tower built"


async def test_a_question_left_unanswered_ends_the_history(
    hass: HomeAssistant,
) -> None:
    chat_log = chat_log_of(
        hass, [(QUESTION, "330 metres.", TurnNote(None, ORIGIN, ENTRY))]
    )
    # A user message with no answer (the turn failed before anything was spoken).
    chat_log.content.insert(-1, conversation.UserContent("what about paris?"))

    assert chat_history(chat_log, ORIGIN, ENTRY) == []
