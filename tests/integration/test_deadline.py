"""The turn deadline through a real Home Assistant: nobody waits past it.

A slow router never keeps a satellite (or the ``ask`` service) waiting. The router stand-in answers only after the deadline; the entry's deadlines are set
small (2 s) so the suite stays fast. The one timed assertion the tests allow: the
spoken answer arrives within the deadline plus 1 s.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from aiohttp import web
from homeassistant.components import conversation
from homeassistant.core import Context, HomeAssistant

from custom_components.grounded_answers.const import DOMAIN, EVENT_ANSWER
from tests.stubs.router_server import search_body

from .conftest import TOWER, Ollama, Router, configure_model
from .test_sensor import counts
from .test_streaming import converse_with_listener

if TYPE_CHECKING:
    from pytest_homeassistant_custom_component.common import MockConfigEntry

DEADLINE_S = 2  # the options form's minimum
TRANSLATIONS = (
    Path(__file__).parents[2] / "custom_components/grounded_answers/translations"
)
QUESTION = "how tall is the eiffel tower"
INTEGRATION_LOGGER = "custom_components.grounded_answers"
ANSWERS_LOGGER = f"{INTEGRATION_LOGGER}.answers"


@pytest.fixture
def entry_options() -> dict[str, Any]:
    """Give the entry small deadlines; the router's own timeout stays far longer."""
    return {
        "voice_deadline": DEADLINE_S,
        "typed_deadline": DEADLINE_S,
        "router_timeout": 30,
    }


def phrase(language: str) -> str:
    """Return the translated "the sources took too long" sentence."""
    table = json.loads((TRANSLATIONS / f"{language}.json").read_text(encoding="utf-8"))
    return table["exceptions"]["deadline_reached"]["message"]


def slow_router(router: Router, seconds: float = 3600.0) -> None:
    """Make the router stand-in answer (the tower) only after ``seconds``."""

    async def behaviour(request: web.Request, payload: dict[str, Any]) -> web.Response:
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(seconds):
                await router.script.released.wait()
        return web.json_response(search_body(payload["query"], TOWER, "kiwix"))

    router.script.api_key = None
    router.script.misbehave(behaviour)


async def warm_up(hass: HomeAssistant, agent_id: str, language: str = "en") -> None:
    """Ask once while the router is quick, so one-off work is not measured.

    Home Assistant loads its own intents (for the local matches) on the first
    question; that is not the turn's time.
    """
    await conversation.async_converse(
        hass, "what is a warm-up question", None, Context(), language, agent_id
    )


def answer_event(events: list[Any], question: str) -> dict[str, Any]:
    (event,) = [e.data for e in events if e.data["query"] == question]
    return event


def event_kinds(data: dict[str, Any]) -> list[str]:
    return [event["kind"] for event in data["events"]]


@pytest.mark.parametrize("language", ["en", "de"])
async def test_a_satellite_hears_the_deadline_phrase_within_the_deadline(
    hass: HomeAssistant, router: Router, agent_id: str, language: str
) -> None:
    await warm_up(hass, agent_id, language)
    slow_router(router)
    answers: list[Any] = []
    hass.bus.async_listen(EVENT_ANSWER, answers.append)

    started = time.monotonic()
    with_listener = language == "en"  # the pipeline's streaming path, and without
    if with_listener:
        result, deltas = await converse_with_listener(hass, agent_id, QUESTION)
    else:
        result = await conversation.async_converse(
            hass,
            QUESTION,
            None,
            Context(),
            language=language,
            agent_id=agent_id,
            satellite_id="assist_satellite.kitchen",
        )
    elapsed = time.monotonic() - started
    await hass.async_block_till_done()

    speech = result.response.speech["plain"]["speech"]
    assert speech == phrase(language)
    assert elapsed <= DEADLINE_S + 1, f"{elapsed:.2f} s"
    if with_listener:
        assert "".join(d.get("content", "") for d in deltas) == speech
    data = answer_event(answers, QUESTION)
    assert (data["outcome"], data["reason"]) == ("skipped", "router_error")
    reached = [e for e in data["events"] if e["kind"] == "deadline_reached"]
    assert [(e["stage"], e["deadline_s"]) for e in reached] == [("router", DEADLINE_S)]
    assert "router_error" in event_kinds(data)


@pytest.mark.parametrize("style", ["voice", "brief"])
async def test_the_ask_service_answers_within_the_deadline(
    hass: HomeAssistant, router: Router, setup_entry: MockConfigEntry, style: str
) -> None:
    slow_router(router)

    started = time.monotonic()
    response = await hass.services.async_call(
        DOMAIN,
        "ask",
        {"query": QUESTION, "answer_style": style},
        blocking=True,
        return_response=True,
    )
    elapsed = time.monotonic() - started

    assert response["speech"] == phrase("en")
    assert elapsed <= DEADLINE_S + 1, f"{elapsed:.2f} s"
    assert (response["outcome"], response["reason"]) == ("skipped", "router_error")


async def test_a_slow_model_after_a_slow_router_speaks_the_material_in_time(
    hass: HomeAssistant,
    router: Router,
    setup_entry: MockConfigEntry,
    agent_id: str,
    ollama: Ollama,
) -> None:
    # The case: the router takes most of the time, the model never answers.
    await configure_model(
        hass,
        setup_entry,
        ollama,
        voice_deadline=DEADLINE_S,
        typed_deadline=DEADLINE_S,
        router_timeout=30,
        llm_timeout=60,
    )
    await warm_up(hass, agent_id)
    slow_router(router, seconds=1.0)
    ollama.script.reply("It is 330 metres tall. (kiwix)", first_token_delay=3600)
    answers: list[Any] = []
    hass.bus.async_listen(EVENT_ANSWER, answers.append)

    started = time.monotonic()
    result, deltas = await converse_with_listener(hass, agent_id, QUESTION)
    elapsed = time.monotonic() - started
    await hass.async_block_till_done()

    speech = result.response.speech["plain"]["speech"]
    assert elapsed <= DEADLINE_S + 1, f"{elapsed:.2f} s"
    assert speech
    assert speech[:40] in TOWER  # the material, verbatim
    assert "".join(d.get("content", "") for d in deltas) == speech
    data = answer_event(answers, QUESTION)
    assert (data["outcome"], data["reason"]) == ("rejected", "deadline")
    reached = [e for e in data["events"] if e["kind"] == "deadline_reached"]
    assert [(e["stage"], e["deadline_s"]) for e in reached] == [("model", DEADLINE_S)]
    await ollama.script.wait_for_hangup()  # the model call was abandoned


async def test_a_turn_cut_by_the_deadline_is_no_router_outage(
    hass: HomeAssistant,
    router: Router,
    setup_entry: MockConfigEntry,
    caplog: pytest.LogCaptureFixture,
) -> None:
    # A slow turn is told at INFO, each time, and counted as a router error (what
    # the user heard); the router is not logged unavailable, nor "available again".
    caplog.set_level(logging.INFO, logger=INTEGRATION_LOGGER)
    answers: list[Any] = []
    hass.bus.async_listen(EVENT_ANSWER, answers.append)
    slow_router(router)

    async def ask(question: str) -> dict[str, Any]:
        return await hass.services.async_call(
            DOMAIN, "ask", {"query": question}, blocking=True, return_response=True
        )

    cut = [await ask(QUESTION), await ask("what is the eiffel tower")]
    router.script.released.set()  # the router is quick again
    quick = await ask(QUESTION)
    await hass.async_block_till_done()

    assert [response["speech"] for response in cut] == [phrase("en")] * 2
    assert quick["reason"] != "router_error"
    deadlines = [
        event["deadline_s"]
        for answer in answers
        for event in answer.data["events"]
        if event["kind"] == "deadline_reached"
    ]
    assert deadlines == [DEADLINE_S] * 2
    ours = [r for r in caplog.records if r.name.startswith(INTEGRATION_LOGGER)]
    assert [r.getMessage() for r in ours if r.levelno >= logging.WARNING] == []
    logged = [(r.levelno, r.getMessage()) for r in ours if r.name == ANSWERS_LOGGER]
    assert logged == [
        (
            logging.INFO,
            f"The router of {setup_entry.title} did not answer within the turn's "
            f"deadline ({deadline} s)",
        )
        for deadline in deadlines
    ]
    assert counts(hass)["router_errors"] == "2"
