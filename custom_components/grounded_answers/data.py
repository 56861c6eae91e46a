"""
Runtime data of a config entry: its engine, statistics and recent explanation chains.

Also the few steps the conversation entity and the ``ask`` service share: building the
engine from the entry, translating the spoken phrases, and asking the engine while
counting, remembering and announcing what came back.
"""

from __future__ import annotations

import logging
from collections import deque
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

from homeassistant.config_entries import ConfigEntry
from homeassistant.const import CONF_API_KEY, CONF_URL
from homeassistant.core import Context, HomeAssistant, callback
from homeassistant.helpers.device_registry import DeviceEntryType, DeviceInfo
from homeassistant.helpers.translation import async_get_translations
from homeassistant.util.ssl import get_default_context

from .const import (
    CONF_MODEL,
    CONF_OLLAMA_URL,
    DOMAIN,
    ENGINE_OPTION_TYPES,
    EVENT_ANSWER,
    RECENT_CHAINS,
    VIA_CONVERSATION,
)
from .engine.models import AnswerResult, Event, SpokenPhrases
from .engine.options import AnswerStyle, EngineOptions
from .engine.router_client import RouterClient
from .engine.synth import OllamaSynthesizer
from .stats import INTERNAL_ERROR, AnswerStats

if TYPE_CHECKING:
    from collections.abc import Mapping

    import aiohttp

    from .engine.pipeline import AnswerEngine

_LOGGER = logging.getLogger(__name__)

# SpokenPhrases fields, each translated under exceptions.<field>.message.
SPOKEN_PHRASE_KEYS: Final = (
    "nothing_found",
    "router_unavailable",
    "honest_miss",
    "attribution",
)
# Spoken between the last two names of a list; stored without its surrounding spaces.
LIST_JOINER_KEY: Final = "list_joiner"
# Spoken when the glue itself failed.
APOLOGY_KEY: Final = "unexpected_error"
DEFAULT_APOLOGY: Final = "Sorry, something went wrong while answering that."

# Outcome of an explanation chain that never reached the engine.
HANDLED_LOCALLY: Final = "handled_locally"
ERROR_OUTCOME: Final = "error"


@dataclass(slots=True)
class GroundedAnswersData:
    """What a loaded entry holds."""

    engine: AnswerEngine
    stats: AnswerStats
    synthesizer: OllamaSynthesizer | None = None
    recent: deque[dict[str, Any]] = field(
        default_factory=lambda: deque(maxlen=RECENT_CHAINS)
    )


type GroundedAnswersConfigEntry = ConfigEntry[GroundedAnswersData]


# --- building the engine -------------------------------------------------------------


def engine_options(options: Mapping[str, Any]) -> EngineOptions:
    """Return the engine options an entry's options ask for; the rest keep defaults."""
    overrides = {
        name: kind(options[name])
        for name, kind in ENGINE_OPTION_TYPES.items()
        if options.get(name) is not None
    }
    return EngineOptions().with_overrides(overrides)


def build_router(
    session: aiohttp.ClientSession, entry: ConfigEntry, options: EngineOptions
) -> RouterClient:
    """Return the client of the entry's router."""
    return RouterClient(
        session,
        entry.data[CONF_URL],
        api_key=entry.data.get(CONF_API_KEY) or None,
        timeout=options.router_timeout,
        max_bytes=options.max_result_bytes,
    )


def build_synthesizer(
    entry: ConfigEntry, options: EngineOptions
) -> OllamaSynthesizer | None:
    """Return the entry's Ollama synthesizer, or None when no model is configured."""
    host = entry.options.get(CONF_OLLAMA_URL)
    model = entry.options.get(CONF_MODEL)
    if not host or not model:
        return None
    return OllamaSynthesizer(
        host=host,
        model=model,
        timeout=options.llm_timeout,
        temperature=options.temperature,
        num_ctx=options.num_ctx,
        keep_alive_minutes=options.keep_alive_minutes,
        verify=get_default_context(),
    )


def device_info(entry: ConfigEntry) -> DeviceInfo:
    """Return the service device every entity of the entry belongs to."""
    return DeviceInfo(
        identifiers={(DOMAIN, entry.entry_id)},
        name=entry.title,
        manufacturer="Grounded Answers",
        model=entry.options.get(CONF_MODEL),
        entry_type=DeviceEntryType.SERVICE,
    )


# --- spoken phrases ------------------------------------------------------------------


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
    phrases: dict[str, str] = {
        key: message
        for key in SPOKEN_PHRASE_KEYS
        if (message := _message(strings, key)) is not None
    }
    if joiner := _message(strings, LIST_JOINER_KEY):
        phrases["list_joiner"] = f" {joiner} "
    return SpokenPhrases(**phrases)


async def async_apology(hass: HomeAssistant, language: str) -> str:
    """Return the apology spoken when answering failed; English if even that fails."""
    try:
        strings = await _async_exception_strings(hass, language)
    except Exception:
        _LOGGER.exception("Could not load the spoken apology for %s", language)
        return DEFAULT_APOLOGY
    return _message(strings, APOLOGY_KEY) or DEFAULT_APOLOGY


# --- asking --------------------------------------------------------------------------


def explanation_chain(
    query: str,
    *,
    via: str,
    outcome: str,
    reason: str | None = None,
    source_used: str | None = None,
    events: list[Event] | None = None,
) -> dict[str, Any]:
    """Return one entry of the recent explanation chains (diagnostics)."""
    return {
        "query": query,
        "via": via,
        "outcome": outcome,
        "reason": reason,
        "source_used": source_used,
        "events": [event.as_dict() for event in events or ()],
    }


def answer_event_data(
    entry: ConfigEntry, result: AnswerResult, *, via: str, language: str, style: str
) -> dict[str, Any]:
    """
    Return the bus event of an answer.

    The raw router text is left out (only its length goes along): the recorder keeps
    every event, and a router may return up to a megabyte per question. The ``ask``
    service and diagnostics carry the text.
    """
    data = result.as_dict()
    raw = data.pop("result")
    return {
        "entry_id": entry.entry_id,
        "via": via,
        "language": language,
        "answer_style": style,
        **data,
        "result_chars": len(raw),
    }


async def async_answer(
    hass: HomeAssistant,
    entry: GroundedAnswersConfigEntry,
    query: str,
    *,
    style: AnswerStyle,
    language: str,
    via: str,
    context: Context | None = None,
    synthesize: bool = True,
    source: str = "auto",
) -> AnswerResult:
    """
    Ask the entry's engine, then count, remember and announce the answer.

    The engine does not raise for router or model failures; anything that does escape
    is counted as an internal error and re-raised for the caller to turn into words.
    """
    try:
        phrases = await async_spoken_phrases(hass, language)
        result = await entry.runtime_data.engine.answer(
            query,
            style=style,
            phrases=phrases,
            synthesize=synthesize,
            source=source,
        )
    except Exception:
        async_record_failure(entry, query, via=via)
        raise
    async_record_answer(
        hass, entry, result, via=via, language=language, style=style, context=context
    )
    return result


@callback
def async_record_answer(
    hass: HomeAssistant,
    entry: GroundedAnswersConfigEntry,
    result: AnswerResult,
    *,
    via: str,
    language: str,
    style: str,
    context: Context | None = None,
) -> None:
    """Count, remember and announce one answer, however it was delivered."""
    data = entry.runtime_data
    data.stats.async_record(result)
    data.recent.append(
        explanation_chain(
            result.query,
            via=via,
            outcome=result.outcome.value,
            reason=result.reason,
            source_used=result.source_used,
            events=result.events,
        )
    )
    hass.bus.async_fire(
        EVENT_ANSWER,
        answer_event_data(entry, result, via=via, language=language, style=style),
        context=context,
    )


@callback
def async_record_failure(
    entry: GroundedAnswersConfigEntry, query: str, *, via: str
) -> None:
    """Count and remember an answer that failed inside the integration."""
    data = entry.runtime_data
    data.stats.async_record_failure()
    data.recent.append(
        explanation_chain(query, via=via, outcome=ERROR_OUTCOME, reason=INTERNAL_ERROR)
    )


@callback
def async_remember_local_intent(
    entry: GroundedAnswersConfigEntry, query: str, event: Event
) -> None:
    """Remember that Home Assistant's own intents answered ``query``."""
    entry.runtime_data.recent.append(
        explanation_chain(
            query, via=VIA_CONVERSATION, outcome=HANDLED_LOCALLY, events=[event]
        )
    )
