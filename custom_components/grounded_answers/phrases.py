"""
The engine's spoken phrases, from the integration's translations.

Each is translated under ``exceptions.<key>.message``; English stands in for any that
a language lacks.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Final

from homeassistant.helpers.translation import async_get_translations

from .const import DOMAIN
from .engine.sources_registry import ENGLISH_SOURCE_NAMES, SOURCE_NAME_KEYS
from .engine.types import SpokenPhrases

if TYPE_CHECKING:
    from homeassistant.core import HomeAssistant

_LOGGER = logging.getLogger(__name__)

# SpokenPhrases fields, each translated under exceptions.<field>.message.
SPOKEN_PHRASE_KEYS: Final = (
    "nothing_found",
    "nothing_heard",
    "router_unavailable",
    "sources_unavailable",
    "deadline_reached",
    "honest_miss",
    "attribution",
)
# Spoken between the last two names of a list; stored without its surrounding spaces.
LIST_JOINER_KEY: Final = "list_joiner"
# Spoken when the glue itself failed.
APOLOGY_KEY: Final = "unexpected_error"
DEFAULT_APOLOGY: Final = "Sorry, something went wrong while answering that."


async def _async_exception_strings(
    hass: HomeAssistant, language: str
) -> dict[str, str]:
    """
    Return the exceptions translations of ``language``, or its base language's.

    Home Assistant fills a language without a file with English; "de-DE" then falls
    back to "de" before English.
    """
    english = await async_get_translations(hass, "en", "exceptions", [DOMAIN])
    candidates = dict.fromkeys((language, language.replace("_", "-").split("-")[0]))
    for candidate in candidates:
        if not candidate or candidate == "en":
            return english
        strings = await async_get_translations(hass, candidate, "exceptions", [DOMAIN])
        if strings != english:
            return strings
    return english


def _message(strings: dict[str, str], key: str) -> str | None:
    """Return one exception message, or None when it is missing or blank."""
    message = strings.get(f"component.{DOMAIN}.exceptions.{key}.message", "")
    return message.strip() or None


async def async_spoken_phrases(hass: HomeAssistant, language: str) -> SpokenPhrases:
    """Return the engine's spoken sentences in ``language``, English where missing."""
    strings = await _async_exception_strings(hass, language)
    phrases: dict[str, Any] = {
        key: message
        for key in SPOKEN_PHRASE_KEYS
        if (message := _message(strings, key)) is not None
    }
    if joiner := _message(strings, LIST_JOINER_KEY):
        phrases["list_joiner"] = f" {joiner} "
    # Source tags' spoken names ("According to {sources}."), keyed in the engine's
    # sources registry; English where a translation is missing.
    names = dict(ENGLISH_SOURCE_NAMES)
    for tag, key in SOURCE_NAME_KEYS.items():
        if name := _message(strings, key):
            names[tag] = name
    phrases["source_names"] = tuple(names.items())
    return SpokenPhrases(**phrases)


async def async_apology(hass: HomeAssistant, language: str) -> str:
    """Return the apology spoken when answering failed; English if even that fails."""
    try:
        strings = await _async_exception_strings(hass, language)
    except Exception:
        _LOGGER.exception("Could not load the spoken apology for %s", language)
        return DEFAULT_APOLOGY
    return _message(strings, APOLOGY_KEY) or DEFAULT_APOLOGY


# Spoken when the utterance was empty or only whitespace.
NOTHING_HEARD_KEY: Final = "nothing_heard"
DEFAULT_NOTHING_HEARD: Final = "Sorry, I didn't catch that."


async def async_nothing_heard(hass: HomeAssistant, language: str) -> str:
    """Return what is said to an empty utterance; English if even that fails."""
    try:
        strings = await _async_exception_strings(hass, language)
    except Exception:
        _LOGGER.exception("Could not load the spoken phrases for %s", language)
        return DEFAULT_NOTHING_HEARD
    return _message(strings, NOTHING_HEARD_KEY) or DEFAULT_NOTHING_HEARD
