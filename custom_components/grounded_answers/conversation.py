"""
The Assist agent: Home Assistant's own intents first, then the answer engine.

This module only translates between Home Assistant's conversation objects and the
engine; what is answered and how it is spoken is decided in ``engine``.

Follow-ups: the engine is told the conversation's recent turns this entry answered
for the same device, read from Home Assistant's chat log (``turns``); each answer
goes into the log with its ``TurnNote``.
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING, Final, Literal, override

from homeassistant.components import conversation
from homeassistant.const import MATCH_ALL
from homeassistant.helpers import intent

from .answers import (
    HANDLED_LOCALLY,
    ROUTER_ERROR,
    async_record_answer,
    async_record_failure,
    async_remember_local,
    runtime_data,
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
from .engine.text.boundary import clean_question
from .engine.types import AnswerResult, Event, bounded
from .local_intents import LocalResponse, async_local_response, nothing_said
from .phrases import async_apology, async_nothing_heard, async_spoken_phrases
from .turns import chat_history, note_for, origin_of

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

    from homeassistant.core import HomeAssistant
    from homeassistant.helpers.entity_platform import AddConfigEntryEntitiesCallback

    from .data import GroundedAnswersData

_LOGGER = logging.getLogger(__name__)

PARALLEL_UPDATES = 0

LOCAL_INTENT_HANDLED = "local_intent_handled"
# The event and outcome of an empty or whitespace-only utterance (nothing asked).
NOTHING_HEARD: Final = "nothing_heard"


async def async_setup_entry(
    hass: HomeAssistant,  # noqa: ARG001
    entry: GroundedAnswersConfigEntry,
    async_add_entities: AddConfigEntryEntitiesCallback,
) -> None:
    """Add the entry's agent."""
    async_add_entities([GroundedAnswersConversationEntity(entry)])


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
        if (data := runtime_data(self._entry)) is not None:
            await data.engine.prepare()

    @override
    async def _async_handle_message(
        self,
        user_input: conversation.ConversationInput,
        chat_log: conversation.ChatLog,
    ) -> conversation.ConversationResult:
        """Answer one utterance; never end the turn in silence.

        The entry's runtime data is taken here, before the first await, and the
        answer counts as in flight until it is spoken: an unload meanwhile waits
        for it instead of taking the engine and the statistics away.
        """
        data = runtime_data(self._entry)
        if data is None:  # unloaded after the pipeline picked this agent
            return await self._apology(user_input, chat_log)
        with data.in_flight.answering():
            try:
                return await self._async_answer(data, user_input, chat_log)
            except Exception:
                question = clean_question(user_input.text).text
                # The question stays out of the error (logs are shared to get help).
                _LOGGER.exception("Answering a question failed")
                _LOGGER.debug("The question that failed: %r", question)
                async_record_failure(data, question, via=VIA_CONVERSATION)
                return await self._apology(user_input, chat_log)

    async def _async_answer(
        self,
        data: GroundedAnswersData,
        user_input: conversation.ConversationInput,
        chat_log: conversation.ChatLog,
    ) -> conversation.ConversationResult:
        """Answer from nothing heard, Home Assistant's own intents or the engine."""
        started = time.perf_counter()
        if nothing_said(user_input.text):
            # Nothing was asked: no router call, nothing counted, nothing guessed.
            event = Event(NOTHING_HEARD, (time.perf_counter() - started) * 1000)
            chat_log.async_trace({"grounded_answers": event.as_dict()})
            async_remember_local(data, "", event, outcome=NOTHING_HEARD)
            return await self._speak_error(
                user_input,
                chat_log,
                await async_nothing_heard(self.hass, user_input.language),
                intent.IntentResponseErrorCode.NO_INTENT_MATCH,
            )
        if self._prefer_local_intents:
            local = await async_local_response(self.hass, user_input, chat_log)
            if local is not None:
                return self._local_result(data, user_input, chat_log, local, started)
        result = await self._stream_answer(data, user_input, chat_log)
        return self._answer_result(user_input, chat_log, result)

    async def _stream_answer(
        self,
        data: GroundedAnswersData,
        user_input: conversation.ConversationInput,
        chat_log: conversation.ChatLog,
    ) -> AnswerResult:
        """Speak the engine's verified sentences into the chat log as they come.

        The turn's note goes into the log with the answer (``native``, which no
        listener sees), so the next utterance of this conversation can lean on it.
        """
        style = self._style(user_input)
        phrases = await async_spoken_phrases(self.hass, user_input.language)
        origin = origin_of(user_input)
        stream = data.engine.stream(
            user_input.text,
            style=style,
            phrases=phrases,
            language=user_input.language,
            history=chat_history(chat_log, origin, self._entry.entry_id),
        )

        async def deltas() -> AsyncIterator[conversation.AssistantContentDeltaDict]:
            yield {"role": "assistant"}
            async for text in stream:
                yield {"content": text}
            if stream.result is not None:
                yield {"native": note_for(stream.result, origin, self._entry.entry_id)}

        async for _ in chat_log.async_add_delta_content_stream(
            user_input.agent_id, deltas()
        ):
            pass
        if stream.result is None:  # set when the stream ends; a bug otherwise
            raise RuntimeError("the answer stream ended without a result")
        async_record_answer(
            self.hass,
            self._entry,
            data,
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
        data: GroundedAnswersData,
        user_input: conversation.ConversationInput,
        chat_log: conversation.ChatLog,
        local: LocalResponse,
        started: float,
    ) -> conversation.ConversationResult:
        """Return what Home Assistant's own intent said, recorded as such."""
        response = local.response
        speech = response.speech.get("plain", {}).get("speech", "")
        event = Event(
            LOCAL_INTENT_HANDLED,
            (time.perf_counter() - started) * 1000,
            {"intent": response.intent.intent_type if response.intent else None},
        )
        chat_log.async_trace({"grounded_answers": event.as_dict()})
        async_remember_local(
            data, clean_question(user_input.text).text, event, outcome=HANDLED_LOCALLY
        )
        if not local.in_chat_log:
            chat_log.async_add_assistant_content_without_tools(
                conversation.AssistantContent(
                    agent_id=user_input.agent_id, content=speech
                )
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
        # One trace entry per answer, bounded as a whole (not per event): a turn's
        # trace stays under MAX_EVENT_BYTES however many events the answer had.
        chat_log.async_trace(
            {
                "grounded_answers": bounded(
                    {
                        "outcome": result.outcome.value,
                        "reason": result.reason,
                        "resolved_query": result.resolved_query,
                        "source_used": result.source_used,
                        "synthesized": result.synthesized,
                        "events": [event.as_dict() for event in result.events],
                    }
                )
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
        # The microphone reopens only when the agent itself asked (a clarification),
        # never because retrieved text or the speech ends in "?" (the chat log's rule).
        conversation_result.continue_conversation = result.asks_user
        return conversation_result

    async def _apology(
        self,
        user_input: conversation.ConversationInput,
        chat_log: conversation.ChatLog,
    ) -> conversation.ConversationResult:
        """Return a spoken, translated apology with error code UNKNOWN."""
        apology = await async_apology(self.hass, user_input.language)
        return await self._speak_error(
            user_input, chat_log, apology, intent.IntentResponseErrorCode.UNKNOWN
        )

    async def _speak_error(
        self,
        user_input: conversation.ConversationInput,
        chat_log: conversation.ChatLog,
        speech: str,
        code: intent.IntentResponseErrorCode,
    ) -> conversation.ConversationResult:
        """Return a spoken, translated sentence as an error response with ``code``.

        Sent as a delta stream like every answer: after sentences were streamed, the
        pipeline speaks only what reaches its listener, not the final result.
        """

        async def deltas() -> AsyncIterator[conversation.AssistantContentDeltaDict]:
            yield {"role": "assistant"}
            yield {"content": speech}

        async for _ in chat_log.async_add_delta_content_stream(
            user_input.agent_id, deltas()
        ):
            pass
        response = intent.IntentResponse(language=user_input.language)
        response.async_set_error(code, speech)
        return conversation.ConversationResult(
            response=response,
            conversation_id=chat_log.conversation_id,
            continue_conversation=False,
        )
