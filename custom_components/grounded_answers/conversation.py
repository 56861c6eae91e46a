"""
The Assist agent: Home Assistant's own intents first, then the answer engine.

This module only translates between Home Assistant's conversation objects and the
engine; what is answered and how it is spoken is decided in ``engine``.
"""

from __future__ import annotations

import logging
import time
from functools import partial
from typing import TYPE_CHECKING, Final, Literal, override

from homeassistant.components import conversation
from homeassistant.const import MATCH_ALL
from homeassistant.helpers import intent

from .answers import (
    async_record_answer,
    async_record_failure,
    async_remember_local_intent,
)
from .const import (
    CONF_PREFER_LOCAL_INTENTS,
    CONF_TYPED_STYLE,
    CONF_VOICE_STYLE,
    DEFAULT_PREFER_LOCAL_INTENTS,
    DEFAULT_TYPED_STYLE,
    DEFAULT_VOICE_STYLE,
    VIA_CONVERSATION,
)
from .data import GroundedAnswersConfigEntry, device_info
from .engine.options import AnswerStyle
from .engine.types import AnswerResult, Event
from .phrases import async_apology, async_spoken_phrases

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

    from hassil.recognize import RecognizeResult
    from homeassistant.core import HomeAssistant
    from homeassistant.helpers.entity_platform import AddConfigEntryEntitiesCallback

_LOGGER = logging.getLogger(__name__)

ROUTER_ERROR: Final = "router_error"

PARALLEL_UPDATES = 0

LOCAL_INTENT_HANDLED = "local_intent_handled"


async def async_setup_entry(
    hass: HomeAssistant,  # noqa: ARG001
    entry: GroundedAnswersConfigEntry,
    async_add_entities: AddConfigEntryEntitiesCallback,
) -> None:
    """Add the entry's agent."""
    async_add_entities([GroundedAnswersConversationEntity(entry)])


# Presence states a person can be in besides a named zone.
_PRESENCE_WORDS: Final = frozenset({"home", "away", "not home", "not_home"})


def is_unknown_place_query(hass: HomeAssistant, result: RecognizeResult) -> bool:
    """Return True for a state query whose free-text state names no known place.

    Home Assistant's strict matcher reads "who is the president of France" as
    HassGetState for people in the zone "president of France" and answers "Not any".
    Such questions belong to the router. "who is home", "is Alex home" or a query in
    a zone's own name stay local, as does every query naming a real entity.
    """
    if result.intent.name != intent.INTENT_GET_STATE:
        return False
    places = _PRESENCE_WORDS | {
        state.name.casefold() for state in hass.states.async_all("zone")
    }
    return any(
        slot.is_wildcard and str(slot.value).casefold() not in places
        for slot in result.entities.values()
    )


class GroundedAnswersConversationEntity(conversation.ConversationEntity):
    """Answers questions from the entry's router, checked before they are spoken."""

    _attr_has_entity_name = True
    _attr_name = None
    # Verified sentences are spoken as the model writes them (engine.stream).
    _attr_supports_streaming = True

    def __init__(self, entry: GroundedAnswersConfigEntry) -> None:
        """Belong to the entry's service device."""
        self._entry = entry
        self._attr_unique_id = entry.entry_id
        self._attr_device_info = device_info(entry)

    @property
    @override
    def supported_languages(self) -> list[str] | Literal["*"]:
        """Answer in any language; spoken phrases follow the request's language."""
        return MATCH_ALL

    @override
    async def async_prepare(self, language: str | None = None) -> None:
        """Load the synthesis model while the user is still speaking (rate-limited)."""
        await self._entry.runtime_data.engine.prepare()

    @override
    async def _async_handle_message(
        self,
        user_input: conversation.ConversationInput,
        chat_log: conversation.ChatLog,
    ) -> conversation.ConversationResult:
        """Answer one utterance; never end the turn in silence."""
        try:
            if self._prefer_local_intents:
                started = time.perf_counter()
                response = await conversation.async_handle_intents(
                    self.hass,
                    user_input,
                    chat_log,
                    intent_filter=partial(is_unknown_place_query, self.hass),
                )
                if response is not None:
                    return self._local_result(user_input, chat_log, response, started)
            result = await self._stream_answer(user_input, chat_log)
            return self._answer_result(user_input, chat_log, result)
        except Exception:
            _LOGGER.exception("Answering %r failed", user_input.text)
            async_record_failure(self._entry, user_input.text, via=VIA_CONVERSATION)
            return await self._apology(user_input, chat_log)

    async def _stream_answer(
        self,
        user_input: conversation.ConversationInput,
        chat_log: conversation.ChatLog,
    ) -> AnswerResult:
        """Speak the engine's verified sentences into the chat log as they come."""
        style = self._style(user_input)
        phrases = await async_spoken_phrases(self.hass, user_input.language)
        stream = self._entry.runtime_data.engine.stream(
            user_input.text, style=style, phrases=phrases, language=user_input.language
        )

        async def deltas() -> AsyncIterator[conversation.AssistantContentDeltaDict]:
            yield {"role": "assistant"}
            async for text in stream:
                yield {"content": text}

        async for _ in chat_log.async_add_delta_content_stream(
            user_input.agent_id, deltas()
        ):
            pass
        if stream.result is None:  # set when the stream ends; a bug otherwise
            raise RuntimeError("the answer stream ended without a result")
        async_record_answer(
            self.hass,
            self._entry,
            stream.result,
            via=VIA_CONVERSATION,
            language=user_input.language,
            style=style,
            context=user_input.context,
        )
        return stream.result

    @property
    def _prefer_local_intents(self) -> bool:
        return bool(
            self._entry.options.get(
                CONF_PREFER_LOCAL_INTENTS, DEFAULT_PREFER_LOCAL_INTENTS
            )
        )

    def _style(self, user_input: conversation.ConversationInput) -> AnswerStyle:
        """Return the voice style for satellites and devices, else the typed one."""
        if user_input.satellite_id or user_input.device_id:
            key, default = CONF_VOICE_STYLE, DEFAULT_VOICE_STYLE
        else:
            key, default = CONF_TYPED_STYLE, DEFAULT_TYPED_STYLE
        return AnswerStyle(self._entry.options.get(key, default))

    def _local_result(
        self,
        user_input: conversation.ConversationInput,
        chat_log: conversation.ChatLog,
        response: intent.IntentResponse,
        started: float,
    ) -> conversation.ConversationResult:
        """Return what Home Assistant's own intent said, recorded as such."""
        speech = response.speech.get("plain", {}).get("speech", "")
        event = Event(
            LOCAL_INTENT_HANDLED,
            (time.perf_counter() - started) * 1000,
            {"intent": response.intent.intent_type if response.intent else None},
        )
        chat_log.async_trace({"grounded_answers": event.as_dict()})
        async_remember_local_intent(self._entry, user_input.text, event)
        chat_log.async_add_assistant_content_without_tools(
            conversation.AssistantContent(agent_id=user_input.agent_id, content=speech)
        )
        return conversation.ConversationResult(
            response=response, conversation_id=chat_log.conversation_id
        )

    def _answer_result(
        self,
        user_input: conversation.ConversationInput,
        chat_log: conversation.ChatLog,
        result: AnswerResult,
    ) -> conversation.ConversationResult:
        """Return the streamed answer as the turn's result, traced."""
        for event in result.events:
            chat_log.async_trace({"grounded_answers": event.as_dict()})
        chat_log.async_trace(
            {
                "grounded_answers": {
                    "outcome": result.outcome.value,
                    "reason": result.reason,
                    "source_used": result.source_used,
                    "synthesized": result.synthesized,
                }
            }
        )
        conversation_result = conversation.async_get_result_from_chat_log(
            user_input, chat_log
        )
        response = conversation_result.response
        if result.reason == ROUTER_ERROR:
            # Spoken all the same, but automations and satellites can tell it failed.
            response.async_set_error(
                intent.IntentResponseErrorCode.FAILED_TO_HANDLE, result.speech
            )
        else:
            response.response_type = intent.IntentResponseType.QUERY_ANSWER
        # Retrieved text may end in "?" without the agent asking anything: keep the
        # microphone closed.
        conversation_result.continue_conversation = False
        return conversation_result

    async def _apology(
        self,
        user_input: conversation.ConversationInput,
        chat_log: conversation.ChatLog,
    ) -> conversation.ConversationResult:
        """Return a spoken, translated apology with error code UNKNOWN.

        Sent as a delta stream like every answer: after sentences were streamed, the
        pipeline speaks only what reaches its listener, not the final result.
        """
        apology = await async_apology(self.hass, user_input.language)

        async def deltas() -> AsyncIterator[conversation.AssistantContentDeltaDict]:
            yield {"role": "assistant"}
            yield {"content": apology}

        async for _ in chat_log.async_add_delta_content_stream(
            user_input.agent_id, deltas()
        ):
            pass
        response = intent.IntentResponse(language=user_input.language)
        response.async_set_error(intent.IntentResponseErrorCode.UNKNOWN, apology)
        return conversation.ConversationResult(
            response=response, conversation_id=chat_log.conversation_id
        )
