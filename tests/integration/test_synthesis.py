"""Synthesis through Home Assistant: served, rejected and timed-out answers as heard.

Every test runs on both backends (``model_server``): Ollama's API and an
OpenAI-compatible server's chat completions, each through its real client against
its stand-in; only what each wire format names differently is read per backend.
"""

from __future__ import annotations

from typing import Any

from homeassistant.components import conversation
from homeassistant.core import Context, HomeAssistant
from pytest_homeassistant_custom_component.common import (
    MockConfigEntry,
    async_capture_events,
)

from custom_components.grounded_answers.const import DOMAIN, EVENT_ANSWER
from custom_components.grounded_answers.engine.retrieve.fusion import format_sections

from .conftest import TOWER, ModelStub, Router, configure_model

SPACE = format_sections(
    [
        (
            "news",
            "**Artemis II crew completes lunar flyby** (Space Daily)\nThe four "
            "astronauts flew around the Moon and splashed down in the Pacific after a "
            "ten-day mission.",
        ),
        (
            "web",
            "**Starship flight 9 reaches orbit**\nSpaceX said its ninth test flight "
            "reached orbit before re-entry.\nhttps://space.example/starship-9",
        ),
    ]
)


def sent_settings(server: ModelStub, chat: dict[str, Any]) -> dict[str, Any]:
    """Return what a chat request asked for, read from either wire format."""
    if server.backend == "ollama":
        return {
            "temperature": chat["options"]["temperature"],
            "max_tokens": chat["options"]["num_predict"],
            "thinking": chat["think"],
        }
    return {
        "temperature": chat["temperature"],
        "max_tokens": chat["max_tokens"],
        "thinking": chat["chat_template_kwargs"]["enable_thinking"],
    }


async def ask(hass: HomeAssistant, agent_id: str, text: str, **kwargs: Any) -> str:
    result = await conversation.async_converse(
        hass, text, None, Context(), language="en", agent_id=agent_id, **kwargs
    )
    return result.response.speech["plain"]["speech"]


async def test_satellite_question_gets_a_short_served_answer(
    hass: HomeAssistant,
    router: Router,
    agent_id: str,
    setup_entry: MockConfigEntry,
    model_server: ModelStub,
) -> None:
    await configure_model(
        hass, setup_entry, model_server, spoken_attribution="multiple"
    )
    router.script.answer(
        "what's happening with the space program lately", SPACE, "fusion"
    )
    model_server.script.reply(
        "The Artemis II crew flew around the Moon, and SpaceX's ninth Starship flight "
        "reached orbit. (news, web)",
        chunks=4,
    )
    answers = async_capture_events(hass, EVENT_ANSWER)

    speech = await ask(
        hass,
        agent_id,
        "what's happening with the space program lately",
        satellite_id="assist_satellite.kitchen",
    )

    assert speech == (
        "The Artemis II crew flew around the Moon, and SpaceX's ninth Starship flight "
        "reached orbit. According to the news and a web search."
    )
    assert len(speech) <= 240
    (event,) = answers
    assert (event.data["outcome"], event.data["answer_sources"]) == (
        "served",
        ["news", "web"],
    )
    (chat,) = model_server.script.chat_requests
    assert chat["model"] == model_server.model
    assert chat["stream"] is True
    settings = sent_settings(model_server, chat)
    assert (settings["thinking"], settings["temperature"]) == (False, 0.1)
    assert settings["max_tokens"] > 0
    assert [message["role"] for message in chat["messages"]] == ["system", "user"]
    assert "at most 240 characters" in chat["messages"][-1]["content"]


async def test_invented_number_is_never_spoken(
    hass: HomeAssistant, agent_id: str, tower_server: ModelStub
) -> None:
    tower_server.script.reply("The Eiffel Tower is 324 metres tall. (kiwix)")
    answers = async_capture_events(hass, EVENT_ANSWER)

    speech = await ask(
        hass,
        agent_id,
        "how tall is the eiffel tower",
        satellite_id="assist_satellite.kitchen",
    )

    assert "324" not in speech
    assert speech.startswith("The Eiffel Tower is a wrought-iron lattice tower")
    (event,) = answers
    assert (event.data["outcome"], event.data["reason"]) == ("rejected", "numeric")
    rejected = [e for e in event.data["events"] if e["kind"] == "synthesis_rejected"]
    assert rejected[0]["token"] == "324"


async def test_model_timeout_speaks_the_material_soon_after_the_timeout(
    hass: HomeAssistant,
    router: Router,
    agent_id: str,
    setup_entry: MockConfigEntry,
    model_server: ModelStub,
) -> None:
    await configure_model(hass, setup_entry, model_server, llm_timeout=0.5)
    router.script.answer("how tall is the eiffel tower", TOWER)
    model_server.script.reply("It is 330 metres tall. (kiwix)").stall_after(0)
    answers = async_capture_events(hass, EVENT_ANSWER)

    speech = await ask(hass, agent_id, "how tall is the eiffel tower")

    assert speech.startswith("The Eiffel Tower is a wrought-iron lattice tower")
    (event,) = answers
    assert (event.data["outcome"], event.data["reason"]) == ("rejected", "llm_error")
    chain = {e["kind"]: e for e in event.data["events"]}
    waited_ms = (
        chain["synthesis_rejected"]["elapsed_ms"]
        - chain["synthesis_invoked"]["elapsed_ms"]
    )
    # The bound the user is promised: the model's timeout plus one second.
    assert waited_ms < (0.5 + 1.0) * 1000
    assert chain["synthesis_rejected"]["code"] == "timeout"


async def test_second_identical_question_is_answered_from_the_cache(
    hass: HomeAssistant, agent_id: str, router: Router, tower_server: ModelStub
) -> None:
    tower_server.script.reply("It reaches 330 metres with its antennas. (kiwix)")

    first = await ask(hass, agent_id, "how tall is the eiffel tower")
    second = await ask(hass, agent_id, "How tall is the Eiffel Tower?")

    assert first == second == "It reaches 330 metres with its antennas."
    assert len(tower_server.script.chat_requests) == 1
    assert len(router.script.requests) == 2


async def test_service_and_agent_share_the_pipeline(
    hass: HomeAssistant, agent_id: str, tower_server: ModelStub
) -> None:
    tower_server.script.reply("It reaches 330 metres with its antennas. (kiwix)")

    response = await hass.services.async_call(
        DOMAIN,
        "ask",
        {"query": "how tall is the eiffel tower", "answer_style": "voice"},
        blocking=True,
        return_response=True,
    )
    spoken = await ask(
        hass,
        agent_id,
        "how tall is the eiffel tower",
        satellite_id="assist_satellite.kitchen",
    )

    assert response["outcome"] == "served"
    assert response["synthesized"] is True
    assert response["answer"] == spoken
    assert len(tower_server.script.chat_requests) == 1  # the agent's turn hit the cache
