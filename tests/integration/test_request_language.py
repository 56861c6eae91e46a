"""The request's language, not only the household's, decides what is spoken.

The ``ask`` service takes an optional ``language`` (Home Assistant's own by default);
the agent takes Assist's. It reaches the engine, the spoken phrases, the answer event,
the service response and the cache: the same question in two languages is two answers.
"""

from __future__ import annotations

import pytest
from homeassistant.core import HomeAssistant
from homeassistant.exceptions import ServiceValidationError
from pytest_homeassistant_custom_component.common import (
    MockConfigEntry,
    async_capture_events,
)

from custom_components.grounded_answers.const import EVENT_ANSWER
from tests.stubs import router_server

from .conftest import Ollama, Router
from .test_conversation import ask, spoken
from .test_services import call_ask

UNREACHABLE = {
    "en": "I couldn't reach the knowledge service.",
    "de": "Ich konnte den Wissensdienst nicht erreichen.",
}


async def test_the_service_speaks_the_language_it_is_asked_in(
    hass: HomeAssistant, setup_entry: MockConfigEntry, router: Router
) -> None:
    router.script.misbehave(router_server.server_error)
    answers = async_capture_events(hass, EVENT_ANSWER)

    german = await call_ask(hass, query="was ist Molybdän", language="de")
    default = await call_ask(hass, query="what is molybdenum")

    assert german["speech"] == UNREACHABLE["de"]
    assert german["language"] == "de"
    assert default["speech"] == UNREACHABLE["en"]
    assert default["language"] == hass.config.language == "en"
    assert [event.data["language"] for event in answers] == ["de", "en"]


async def test_the_household_language_is_the_default_not_the_only_one(
    hass: HomeAssistant, setup_entry: MockConfigEntry, router: Router
) -> None:
    router.script.misbehave(router_server.server_error)
    hass.config.language = "de"

    household = await call_ask(hass, query="was ist Molybdän")
    english = await call_ask(hass, query="what is molybdenum", language="en")
    regional = await call_ask(hass, query="was ist Molybdän", language="de_CH")

    assert household["speech"] == UNREACHABLE["de"]
    assert english["speech"] == UNREACHABLE["en"]
    assert regional["speech"] == UNREACHABLE["de"]  # de-CH falls back to de
    assert regional["language"] == "de-CH"


@pytest.mark.parametrize("language", ["deutsch!", "d", "de--CH", "12", "de CH"])
async def test_a_bad_language_is_a_translated_error(
    hass: HomeAssistant, setup_entry: MockConfigEntry, router: Router, language: str
) -> None:
    with pytest.raises(ServiceValidationError) as caught:
        await call_ask(hass, query="was ist Molybdän", language=language)

    assert caught.value.translation_key == "invalid_language"
    assert caught.value.translation_placeholders == {"language": language}
    # Home Assistant drops the message's final full stop.
    assert str(caught.value) == (
        f"Unknown language {language}. Use a language code such as de or fr-CA"
    )
    assert router.script.requests == []


async def test_the_agent_speaks_assists_language(
    hass: HomeAssistant, router: Router, agent_id: str
) -> None:
    """The household speaks English; this satellite's pipeline speaks German."""
    router.script.misbehave(router_server.server_error)
    answers = async_capture_events(hass, EVENT_ANSWER)

    result = await ask(hass, agent_id, "was ist Molybdän", language="de")

    assert spoken(result) == UNREACHABLE["de"]
    assert answers[0].data["language"] == "de"


async def test_the_same_question_in_two_languages_is_two_answers(
    hass: HomeAssistant, router: Router, agent_id: str, tower_model: Ollama
) -> None:
    """The cache key holds the language: a German asker never hears English."""
    tower_model.script.reply("It reaches 330 metres with its antennas. (kiwix)")
    await ask(hass, agent_id, "how tall is the eiffel tower")
    tower_model.script.reply("Er ist mit Antennen 330 Meter hoch. (kiwix)")

    german = await ask(hass, agent_id, "how tall is the eiffel tower", language="de")
    again = await call_ask(hass, query="how tall is the eiffel tower", language="de")

    assert spoken(german) == "Er ist mit Antennen 330 Meter hoch."
    assert again["speech"] == "Er ist mit Antennen 330 Meter hoch."
    assert len(tower_model.script.chat_requests) == 2  # German once, then cached
