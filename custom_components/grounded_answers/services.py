"""
The ``grounded_answers.ask`` service: one answer, with everything behind it.

Every call is a turn of a Home Assistant conversation: ``conversation_id`` continues
one (the panel's, an earlier call's), and the response names the conversation the
turn went into. The turns live in Home Assistant's own chat log, so a follow-up asked
here leans on a question asked in the panel with the same id, and the other way round.
"""

from __future__ import annotations

import logging
import re
import time
from typing import TYPE_CHECKING, Final

import voluptuous as vol
from homeassistant.components import conversation
from homeassistant.config_entries import ConfigEntryState
from homeassistant.core import (
    HomeAssistant,
    ServiceCall,
    ServiceResponse,
    SupportsResponse,
    callback,
)
from homeassistant.exceptions import HomeAssistantError, ServiceValidationError
from homeassistant.helpers import chat_session
from homeassistant.helpers import config_validation as cv
from homeassistant.helpers import entity_registry as er

from .answers import async_answer
from .const import ANSWER_STYLES, DOMAIN, SERVICE_ASK, VIA_SERVICE
from .engine.options import AnswerStyle
from .local_intents import nothing_said
from .turns import chat_history, note_for

if TYPE_CHECKING:
    from .data import GroundedAnswersConfigEntry
    from .engine.types import AnswerResult

_LOGGER = logging.getLogger(__name__)

ATTR_QUERY: Final = "query"
ATTR_CONFIG_ENTRY_ID: Final = "config_entry_id"
ATTR_SYNTHESIZE: Final = "synthesize"
ATTR_ANSWER_STYLE: Final = "answer_style"
ATTR_SOURCE: Final = "source"
ATTR_LANGUAGE: Final = "language"
ATTR_CONVERSATION_ID: Final = "conversation_id"

DEFAULT_SERVICE_STYLE: Final = AnswerStyle.BRIEF
DEFAULT_SOURCE: Final = "auto"
# A BCP 47 tag as Home Assistant writes languages: "de", "fr-CA", "zh-Hant-TW",
# "pt_BR" (underscores are read as hyphens). Any language may be asked; the ones
# without translations are answered with English phrases.
_LANGUAGE_TAG: Final = re.compile(r"[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*")

# Style and query are checked in the handler, so a bad value gets a translated error.
ASK_SCHEMA: Final = vol.Schema(
    {
        vol.Required(ATTR_QUERY): cv.string,
        vol.Optional(ATTR_CONFIG_ENTRY_ID): cv.string,
        vol.Optional(ATTR_SYNTHESIZE, default=True): cv.boolean,
        vol.Optional(ATTR_ANSWER_STYLE, default=DEFAULT_SERVICE_STYLE.value): cv.string,
        vol.Optional(ATTR_SOURCE, default=DEFAULT_SOURCE): cv.string,
        vol.Optional(ATTR_LANGUAGE): cv.string,
        vol.Optional(ATTR_CONVERSATION_ID): cv.string,
    }
)
# A service call has no device or satellite: it shares the panel's conversations.
SERVICE_ORIGIN: Final = (None, None)


def _invalid(key: str, **placeholders: str) -> ServiceValidationError:
    """Return a translated validation error."""
    return ServiceValidationError(
        translation_domain=DOMAIN,
        translation_key=key,
        translation_placeholders=placeholders or None,
    )


@callback
def _async_target_entry(
    hass: HomeAssistant, entry_id: str | None
) -> GroundedAnswersConfigEntry:
    """Return the loaded entry the call means."""
    if entry_id is None:
        loaded = hass.config_entries.async_loaded_entries(DOMAIN)
        if not loaded:
            raise _invalid("no_loaded_entries")
        if len(loaded) > 1:
            raise _invalid("multiple_entries")
        return loaded[0]
    entry = hass.config_entries.async_get_entry(entry_id)
    if entry is None or entry.domain != DOMAIN:
        raise _invalid("entry_not_found", entry_id=entry_id)
    if entry.state is not ConfigEntryState.LOADED:
        raise _invalid("entry_not_loaded", title=entry.title)
    return entry


def _style(value: str) -> AnswerStyle:
    """Return the answer style named ``value``."""
    if value not in ANSWER_STYLES:
        raise _invalid(
            "invalid_answer_style", style=value, styles=", ".join(ANSWER_STYLES)
        )
    return AnswerStyle(value)


def valid_sources(entry: GroundedAnswersConfigEntry) -> list[str]:
    """Return the ``source`` values the entry's router knows, in a stable order."""
    return list(entry.runtime_data.engine.router.accepted_sources)


def _source(entry: GroundedAnswersConfigEntry, value: str) -> str:
    """Return the source the call names (lower-cased), known to the entry's router."""
    source = value.strip().lower() or DEFAULT_SOURCE
    valid = valid_sources(entry)
    if source not in valid:
        raise _invalid("invalid_source", source=value, sources=", ".join(valid))
    return source


def _language(hass: HomeAssistant, value: str | None) -> str:
    """Return the call's language tag, or Home Assistant's language without one."""
    if value is None or not value.strip():
        return hass.config.language
    tag = value.strip().replace("_", "-")
    if _LANGUAGE_TAG.fullmatch(tag) is None:
        raise _invalid("invalid_language", language=value)
    return tag


async def _async_ask(call: ServiceCall) -> ServiceResponse:
    """Answer the call's query through the entry's engine."""
    hass = call.hass
    query = call.data[ATTR_QUERY].strip()
    if nothing_said(query):  # "", "   ", "...": nothing for the router to look up
        raise _invalid("empty_query")
    style = _style(call.data[ATTR_ANSWER_STYLE])
    language = _language(hass, call.data.get(ATTR_LANGUAGE))
    entry = _async_target_entry(hass, call.data.get(ATTR_CONFIG_ENTRY_ID))
    source = _source(entry, call.data[ATTR_SOURCE])
    agent_id = _agent_id(hass, entry)
    started = time.perf_counter()
    # A conversation id Home Assistant does not know (expired, or a stale ULID)
    # starts a fresh conversation, as the conversation API does; the response says
    # which one the turn went into.
    with (
        chat_session.async_get_chat_session(
            hass, call.data.get(ATTR_CONVERSATION_ID)
        ) as session,
        conversation.async_get_chat_log(
            hass,
            session,
            _turn_input(call, query, language, agent_id, session.conversation_id),
        ) as chat_log,
    ):
        result: AnswerResult | None = None
        failure: Exception | None = None
        try:
            result = await async_answer(
                hass,
                entry,
                query,
                style=style,
                language=language,
                via=VIA_SERVICE,
                context=call.context,
                synthesize=call.data[ATTR_SYNTHESIZE],
                source=source,
                history=chat_history(chat_log, SERVICE_ORIGIN, entry.entry_id),
            )
        except Exception as err:  # noqa: BLE001 - raised below, translated
            # Raised outside the chat log's context: Home Assistant's session and
            # log reset their context variables only when left normally, and the
            # next call in this task would otherwise reuse the failed turn's log.
            # Unanswered, the turn is not saved (no half turn in the history).
            failure = err
        else:
            chat_log.async_add_assistant_content_without_tools(
                conversation.AssistantContent(
                    agent_id=agent_id,
                    content=result.speech,
                    native=note_for(result, SERVICE_ORIGIN, entry.entry_id),
                )
            )
    if result is None:
        _LOGGER.error("Answering a question failed", exc_info=failure)
        _LOGGER.debug("The question that failed: %r", query[:1000])
        raise HomeAssistantError(
            translation_domain=DOMAIN, translation_key="answer_failed"
        ) from failure
    elapsed_ms = (time.perf_counter() - started) * 1000
    answer = result.as_dict()
    return {
        "answer": answer["answer"],
        "answer_sources": answer["answer_sources"],
        "synthesized": answer["synthesized"],
        "outcome": answer["outcome"],
        "reason": answer["reason"],
        "complete": answer["complete"],
        "speech": answer["speech"],
        "result": answer["result"],
        "source_used": answer["source_used"],
        "grounding": answer["grounding"],
        "events": answer["events"],
        "language": language,
        "elapsed_ms": round(elapsed_ms, 1),
        "conversation_id": session.conversation_id,
        "resolved_query": answer["resolved_query"],
    }


def _agent_id(hass: HomeAssistant, entry: GroundedAnswersConfigEntry) -> str:
    """Return the entry's conversation agent (its entity, or the entry's id)."""
    entity_id = er.async_get(hass).async_get_entity_id(
        conversation.DOMAIN, DOMAIN, entry.entry_id
    )
    return entity_id or entry.entry_id


def _turn_input(
    call: ServiceCall,
    query: str,
    language: str,
    agent_id: str,
    conversation_id: str,
) -> conversation.ConversationInput:
    """Return the call as a conversation turn, for the chat log."""
    return conversation.ConversationInput(
        text=query,
        context=call.context,
        conversation_id=conversation_id,
        device_id=None,
        satellite_id=None,
        language=language,
        agent_id=agent_id,
    )


@callback
def async_setup_services(hass: HomeAssistant) -> None:
    """Register the integration's services."""
    hass.services.async_register(
        DOMAIN,
        SERVICE_ASK,
        _async_ask,
        schema=ASK_SCHEMA,
        supports_response=SupportsResponse.ONLY,
    )
