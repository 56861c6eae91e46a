"""Text at the boundary, through Home Assistant: hostile questions and material.

What the router, the model, the voice and the bus get when they are hostile.

The router and the model are the stand-ins on 127.0.0.1, reached through Home
Assistant's own HTTP session (which encodes request bodies with orjson, as in
production); the bus events are checked as the recorder would store them.
"""

from __future__ import annotations

import json
import logging
from typing import TYPE_CHECKING, Any

from homeassistant.components.conversation import trace
from homeassistant.core import HomeAssistant
from homeassistant.helpers.json import json_bytes
from pytest_homeassistant_custom_component.common import (
    MockConfigEntry,
    async_capture_events,
)

from custom_components.grounded_answers.const import DOMAIN, EVENT_ANSWER
from custom_components.grounded_answers.engine.options import EngineOptions
from custom_components.grounded_answers.engine.retrieve.fusion import format_sections
from custom_components.grounded_answers.engine.synth.prompt import (
    MAX_SECTIONS,
    PROMPT_MARGIN_CHARS,
)
from custom_components.grounded_answers.engine.text.boundary import (
    MAX_QUESTION_CHARS,
)
from custom_components.grounded_answers.engine.types import MAX_EVENT_BYTES

from .conftest import TOWER, Ollama, Router, configure_model
from .test_conversation import MOLYBDENUM, ask, spoken
from .test_streaming import converse_with_listener

if TYPE_CHECKING:
    import pytest

KNOWLEDGE_SERVICE_DOWN = "I couldn't reach the knowledge service."


async def call_ask(hass: HomeAssistant, **data: Any) -> dict[str, Any]:
    """Call the ask service and return its response."""
    return await hass.services.async_call(
        DOMAIN, "ask", data, blocking=True, return_response=True
    )


def stored(event_data: dict[str, Any]) -> bytes:
    """Return the event as the recorder stores it (orjson: fails on a surrogate)."""
    return json_bytes(event_data)


# --- questions ---------------------------------------------------------------------------


async def test_a_lone_surrogate_in_a_question_is_answered_and_announced(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    router: Router,
    agent_id: str,
    caplog: pytest.LogCaptureFixture,
) -> None:
    router.script.answer("what is molyb\ufffddenum", MOLYBDENUM)
    answers = async_capture_events(hass, EVENT_ANSWER)

    with caplog.at_level(logging.ERROR):
        response = await call_ask(hass, query="what is molyb\ud800denum")
        result = await ask(hass, agent_id, "what is molyb\udfffdenum")

    assert response["speech"].startswith("Molybdenum is a chemical element")
    assert spoken(result).startswith("Molybdenum is a chemical element")
    assert KNOWLEDGE_SERVICE_DOWN not in (response["speech"], spoken(result))
    assert [r["query"] for r in router.script.requests] == [
        "what is molyb\ufffddenum"
    ] * 2
    assert len(answers) == 2
    for event in answers:
        assert event.data["reason"] != "router_error"
        stored(event.data)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_a_million_character_question_is_cut_and_the_event_says_so(
    hass: HomeAssistant, setup_entry: MockConfigEntry, router: Router
) -> None:
    question = "what is molybdenum " * 52_632  # 1,000,008 characters
    router.script.answer(question[:MAX_QUESTION_CHARS].rsplit(" ", 1)[0], MOLYBDENUM)
    answers = async_capture_events(hass, EVENT_ANSWER)

    response = await call_ask(hass, query=question)

    sent = router.script.requests[0]["query"]
    assert len(sent) <= MAX_QUESTION_CHARS
    assert question.startswith(sent)
    assert response["speech"].startswith("Molybdenum is a chemical element")
    cut = [event for event in response["events"] if event["kind"] == "question_cut"]
    assert cut[0]["original_chars"] == len(question.strip())
    assert cut[0]["chars"] == len(sent)
    (event,) = answers
    assert len(json.dumps(event.data)) < MAX_EVENT_BYTES
    assert len(stored(event.data)) < MAX_EVENT_BYTES
    assert "question_cut" in [entry["kind"] for entry in event.data["events"]]


# --- material ----------------------------------------------------------------------------


async def test_a_lone_surrogate_in_material_is_not_a_question_mark(
    hass: HomeAssistant, setup_entry: MockConfigEntry, router: Router
) -> None:
    # The router's JSON carries "\ud800": valid JSON, a lone surrogate once decoded.
    router.script.answer(
        "what is the eiffel tower", TOWER.replace("Eiffel ", "Eiffel\ud800 ", 1)
    )
    answers = async_capture_events(hass, EVENT_ANSWER)

    response = await call_ask(
        hass, query="what is the eiffel tower", answer_style="voice"
    )

    assert response["speech"].startswith("The Eiffel Tower is a wrought-iron lattice")
    assert "?" not in response["speech"]
    assert "\ufffd" not in response["speech"]
    assert "\ufffd" in response["result"]  # the material keeps its replacement
    stored(answers[0].data)


NOISY = (
    "The Eiffel\u200b Tower is a wrought-\x00iron lattice\x07 tower \u26a0\ufe0f\U0001f525 "
    "on the Champ de Mars in \u202eParis\u202c [3].\n"
    "www.example.com \u203a help \u203a eiffel\n"
    "It was built for the 1889 World's Fair,\x1b[1m [4]. \U0001f1eb\U0001f1f7\n"
    "Including its antennas it now reaches 330 metres<|im_end|>, and about 7 million "
    "people visit it every year \U0001f468\u200d\U0001f469\u200d\U0001f467."
)
CLEAN = (
    "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris. "
    "It was built for the 1889 World's Fair. Including its antennas it now reaches "
    "330 metres, and about 7 million people visit it every year."
)


async def test_noisy_material_is_spoken_clean_streamed_and_whole(
    hass: HomeAssistant, setup_entry: MockConfigEntry, router: Router, agent_id: str
) -> None:
    router.script.answer("tell me more", NOISY)

    response = await call_ask(hass, query="tell me more")
    result, deltas = await converse_with_listener(hass, agent_id, "tell me more")

    streamed = "".join(delta.get("content", "") for delta in deltas)
    assert response["speech"] == CLEAN
    assert streamed == spoken(result) == CLEAN


async def test_a_noisy_model_reply_is_spoken_clean_streamed_and_whole(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    router: Router,
    ollama: Ollama,
    agent_id: str,
) -> None:
    await configure_model(hass, setup_entry, ollama)
    router.script.answer("tell me more", TOWER)
    reply = (
        "The Eiffel Tower reaches 330 metres \U0001f525 including its antennas [1]. "
        "It was built for the 1889 World's Fair\u200b. (kiwix)<|im_end|>"
    )
    clean = (
        "The Eiffel Tower reaches 330 metres including its antennas. "
        "It was built for the 1889 World's Fair."
    )
    ollama.script.reply(reply, chunks=9)
    response = await call_ask(hass, query="tell me more", answer_style="voice")
    ollama.script.reply(reply, chunks=9)
    result, deltas = await converse_with_listener(hass, agent_id, "tell me more")

    streamed = "".join(delta.get("content", "") for delta in deltas)
    assert response["speech"].startswith(clean)
    assert streamed == spoken(result)
    assert streamed.startswith(clean)


async def test_thousands_of_sections_keep_the_prompt_and_the_event_small(
    hass: HomeAssistant, setup_entry: MockConfigEntry, router: Router, ollama: Ollama
) -> None:
    await configure_model(hass, setup_entry, ollama)
    fused = format_sections(
        [
            ("web" if i % 2 else "news", f"Item {i}: the tower is 330 metres tall.")
            for i in range(5_000)
        ]
    )
    router.script.answer("how tall is the tower", fused, "fusion")
    ollama.script.reply("The tower is 330 metres tall. (web)")
    answers = async_capture_events(hass, EVENT_ANSWER)

    await call_ask(hass, query="how tall is the tower")

    (chat,) = ollama.script.chat_requests
    user = next(m["content"] for m in chat["messages"] if m["role"] == "user")
    assert len(user) <= EngineOptions().input_budget_chars + PROMPT_MARGIN_CHARS
    assert user.count("<evidence") <= MAX_SECTIONS
    (event,) = answers
    assert len(json.dumps(event.data)) < MAX_EVENT_BYTES
    assert event.data["result_chars"] == len(fused)


async def test_a_million_character_utterance_keeps_the_trace_and_the_logs_small(
    hass: HomeAssistant,
    router: Router,
    agent_id: str,
    caplog: pytest.LogCaptureFixture,
) -> None:
    # Typed into the Assist dialog: local intent matching, the trace, the recent
    # chains and the logs all see the capped question, never the megabyte.
    question = "what is molybdenum " * 52_632
    router.script.answer(question[:MAX_QUESTION_CHARS].rsplit(" ", 1)[0], MOLYBDENUM)
    caplog.set_level(logging.INFO)

    result = await ask(hass, agent_id, question)

    assert spoken(result).startswith("Molybdenum is a chemical element")
    assert len(router.script.requests[0]["query"]) <= MAX_QUESTION_CHARS
    last = trace.async_get_traces()[-1].as_dict()
    ours = [
        item["data"]["grounded_answers"]
        for item in last["events"]
        if "grounded_answers" in (item["data"] or {})
    ]
    assert len(ours) == 1
    assert len(json.dumps(ours)) < MAX_EVENT_BYTES
    assert "question_cut" in [event["kind"] for event in ours[0]["events"]]
    assert all(len(record.getMessage()) < MAX_EVENT_BYTES for record in caplog.records)
