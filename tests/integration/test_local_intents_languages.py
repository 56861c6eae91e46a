"""Presence questions stay with Home Assistant in every language; others do not.

Home Assistant's matcher reads "wer ist der Präsident von Frankreich" as "which people
are in the zone 'der Präsident von Frankreich'", just as it reads "who is home". Which
of the two names a place is decided by the household's zones and Home Assistant's own
translations of person states, never by a word list of ours.
"""

from __future__ import annotations

import pytest
from homeassistant.components import conversation
from homeassistant.components.homeassistant.exposed_entities import (
    async_expose_entity,
)
from homeassistant.core import HomeAssistant

from custom_components.grounded_answers.local_intents import Places

from .conftest import Router
from .test_conversation import ask, spoken

# (language, presence question, what Home Assistant says while Alex is home).
AT_HOME = [
    ("en", "who is home", "Alex"),
    ("de", "ist jemand zu Hause", "Ja, Alex"),
    ("de", "wer ist zu Hause", "Alex"),
    ("fr", "qui est à la maison", "Alex"),
    ("es", "¿quién está en casa?", "Alex"),
    ("nl", "is er iemand thuis", "Ja, Alex"),
    ("it", "c'è qualcuno a casa", "Sì, Alex"),
    ("pt", "quem está em casa", "Alex"),
    ("da", "hvem er hjemme", "Alex"),
]

# The same questions while Alex is out: Home Assistant's "no", not "Alex".
AWAY = [
    ("de", "ist jemand zu Hause", "Nein"),
    ("nl", "is er iemand thuis", "Nee"),
    ("it", "c'è qualcuno a casa", "No"),
]

PRESIDENT = [
    ("en", "who is the president of France"),
    ("de", "wer ist der Präsident von Frankreich"),
    ("fr", "qui est le président de la France"),
    ("es", "quién es el presidente de Francia"),
    ("nl", "wie is de president van Frankrijk"),
    ("it", "chi è il presidente della Francia"),
    ("pt", "quem é o presidente da França"),
    ("da", "hvem er Frankrigs præsident"),
]
ANSWER = "Emmanuel Macron is the President of France."


@pytest.fixture
def alex(hass: HomeAssistant, core: None) -> None:
    """Expose a person, Alex, who is home."""
    hass.states.async_set("person.alex", "home", {"friendly_name": "Alex"})
    async_expose_entity(hass, conversation.DOMAIN, "person.alex", should_expose=True)


@pytest.mark.parametrize(("language", "question", "heard"), AT_HOME)
async def test_presence_questions_are_answered_by_home_assistant(
    hass: HomeAssistant,
    router: Router,
    agent_id: str,
    alex: None,
    language: str,
    question: str,
    heard: str,
) -> None:
    result = await ask(hass, agent_id, question, language=language)

    assert result.response.intent is not None
    assert result.response.intent.intent_type == "HassGetState"
    assert spoken(result) == heard
    assert router.script.requests == []


@pytest.mark.parametrize(("language", "question", "heard"), AWAY)
async def test_presence_questions_hear_the_state_not_the_words(
    hass: HomeAssistant,
    router: Router,
    agent_id: str,
    alex: None,
    language: str,
    question: str,
    heard: str,
) -> None:
    """Heard "zu Hause" is read as the state home: nobody home is a no."""
    hass.states.async_set("person.alex", "not_home", {"friendly_name": "Alex"})

    result = await ask(hass, agent_id, question, language=language)

    assert spoken(result) == heard
    assert router.script.requests == []


@pytest.mark.parametrize(("language", "question"), PRESIDENT)
async def test_who_is_questions_reach_the_router_in_every_language(
    hass: HomeAssistant,
    router: Router,
    agent_id: str,
    alex: None,
    language: str,
    question: str,
) -> None:
    router.script.answer(question, ANSWER, "web")

    result = await ask(hass, agent_id, question, language=language)

    assert spoken(result) == ANSWER
    assert [request["query"] for request in router.script.requests] == [question]


async def test_a_zone_is_a_place_in_any_language(
    hass: HomeAssistant, router: Router, agent_id: str, alex: None
) -> None:
    """A person in a zone has the zone's name as state, whatever the case heard."""
    hass.states.async_set("zone.buero", "0", {"friendly_name": "Büro"})
    hass.states.async_set("person.alex", "Büro", {"friendly_name": "Alex"})

    result = await ask(hass, agent_id, "ist jemand im büro", language="de")

    assert spoken(result) == "Ja, Alex"
    assert router.script.requests == []


def test_places_match_words_not_spelling() -> None:
    places = Places.of(
        {"Zuhause": "home", "In casa": "home", "Fuori casa": "not_home", "Büro": "Büro"}
    )
    assert places.state_of("zu Hause") == "home"
    assert places.state_of("casa") == "home"  # the shorter name it ends
    assert places.state_of("fuori casa") == "not_home"
    assert places.state_of("im Büro") == "Büro"
    assert places.state_of("der Präsident von Frankreich") is None
    assert places.state_of("asa") is None  # words, not letters


@pytest.mark.parametrize(
    ("language", "question"),
    [
        ("de", "Wie lange dauert das Entkalken beim Kaffeevollautomaten?"),
        ("de", "wie lange braucht der Reis"),
    ],
)
async def test_how_long_questions_are_not_timer_queries(
    hass: HomeAssistant, router: Router, agent_id: str, language: str, question: str
) -> None:
    """With no such timer running, "wie lange dauert X" asks about X."""
    router.script.answer(question, "Das Programm dauert etwa 25 Minuten.", "documents")

    result = await ask(hass, agent_id, question, language=language)

    assert spoken(result) == "Das Programm dauert etwa 25 Minuten."
    assert [request["query"] for request in router.script.requests] == [question]
