"""Streaming to a voice pipeline, and no blocking work on the event loop."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from typing import Any
from unittest.mock import patch

import pytest
from homeassistant.components import conversation
from homeassistant.core import Context, HomeAssistant
from homeassistant.helpers import chat_session
from pytest_homeassistant_custom_component.common import MockConfigEntry

from custom_components.grounded_answers.const import DOMAIN

from .conftest import TOWER, Ollama, Router, configure_model

REPLY = (
    "The Eiffel Tower reaches 330 metres including its antennas. "
    "It was built for the 1889 World's Fair. About 7 million people visit it every "
    "year. (kiwix)"
)


async def converse_with_listener(
    hass: HomeAssistant, agent_id: str, text: str
) -> tuple[conversation.ConversationResult, list[dict[str, Any]]]:
    """Talk to the agent the way the assist pipeline does: a listener on the log."""
    deltas: list[dict[str, Any]] = []
    with (
        chat_session.async_get_chat_session(hass) as session,
        conversation.async_get_chat_log(
            hass,
            session,
            chat_log_delta_listener=lambda chat_log, delta: deltas.append(delta),
        ),
    ):
        result = await conversation.async_converse(
            hass,
            text,
            session.conversation_id,
            Context(),
            language="en",
            agent_id=agent_id,
            satellite_id="assist_satellite.kitchen",
        )
    return result, deltas


async def test_verified_sentences_stream_and_equal_the_final_speech(
    hass: HomeAssistant, agent_id: str, tower_model: Ollama
) -> None:
    tower_model.script.reply(REPLY, chunks=12)

    result, deltas = await converse_with_listener(
        hass, agent_id, "tell me about the eiffel tower"
    )

    assert deltas[0] == {"role": "assistant"}
    streamed = "".join(delta.get("content", "") for delta in deltas)
    assert streamed == result.response.speech["plain"]["speech"]
    assert streamed.startswith(
        "The Eiffel Tower reaches 330 metres including its antennas."
    )
    assert len([d for d in deltas if "content" in d]) >= 2  # sentence by sentence
    assert result.continue_conversation is False


async def test_an_invented_number_never_reaches_the_stream(
    hass: HomeAssistant, agent_id: str, tower_model: Ollama
) -> None:
    tower_model.script.reply(
        "The Eiffel Tower is 324 metres tall. It is in Paris. (kiwix)", chunks=6
    )

    result, deltas = await converse_with_listener(
        hass, agent_id, "how tall is the eiffel tower"
    )

    streamed = "".join(delta.get("content", "") for delta in deltas)
    assert "324" not in streamed
    assert streamed == result.response.speech["plain"]["speech"]
    assert streamed.startswith("The Eiffel Tower is a wrought-iron lattice tower")


async def test_twenty_concurrent_asks_never_block_the_event_loop(
    hass: HomeAssistant,
    router: Router,
    setup_entry: MockConfigEntry,
    ollama: Ollama,
    caplog: pytest.LogCaptureFixture,
) -> None:
    await configure_model(hass, setup_entry, ollama)
    for number in range(20):
        router.script.answer(f"what is question {number}", TOWER)
    ollama.script.reply(REPLY, chunks=8)
    # One ask first, so one-off work (schema compilation, imports) is not measured.
    await hass.services.async_call(
        DOMAIN,
        "ask",
        {"query": "what is question 0"},
        blocking=True,
        return_response=True,
    )
    loop = asyncio.get_running_loop()
    debug, slow = loop.get_debug(), loop.slow_callback_duration
    loop.set_debug(True)
    loop.slow_callback_duration = 0.05
    caplog.set_level(logging.WARNING, logger="asyncio")
    try:
        responses = await asyncio.gather(
            *(
                hass.services.async_call(
                    DOMAIN,
                    "ask",
                    {"query": f"what is question {number}"},
                    blocking=True,
                    return_response=True,
                )
                for number in range(20)
            )
        )
    finally:
        loop.set_debug(debug)
        loop.slow_callback_duration = slow

    assert {response["outcome"] for response in responses} == {"served"}
    slow_callbacks = [
        r.getMessage()
        for r in caplog.records
        if r.name == "asyncio" and "took" in r.getMessage()
    ]
    assert not slow_callbacks, slow_callbacks


class BrokenStream:
    """Speaks one sentence, then fails: a bug after words were already heard."""

    result = None

    async def __aiter__(self) -> AsyncIterator[str]:
        """Yield one sentence, then fail."""
        yield "Molybdenum is a chemical element with the symbol Mo and atomic number 42."
        raise RuntimeError("engine bug mid-stream")


async def test_a_failure_mid_stream_is_apologised_for_in_the_stream(
    hass: HomeAssistant, agent_id: str, setup_entry: MockConfigEntry
) -> None:
    with patch.object(
        setup_entry.runtime_data.engine, "stream", return_value=BrokenStream()
    ):
        result, deltas = await converse_with_listener(
            hass, agent_id, "what is molybdenum"
        )

    apology = "Sorry, something went wrong while answering that."
    # The pipeline speaks only what reaches its listener once text has streamed.
    assert deltas[-2:] == [{"role": "assistant"}, {"content": apology}]
    assert result.response.speech["plain"]["speech"] == apology
