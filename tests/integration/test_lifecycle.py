"""No answer is lost when the entry unloads or reloads while it is being produced.

The stub router holds its search answer until the test releases it, so the entry is
unloaded (or reloaded) while the answer is in flight. Unloading waits for such an
answer: the test releases the router once unloading waits (a DEBUG line says so), or
once unloading is over, whichever comes first: code that does not wait finishes the
unload, and then the answer finds the entry's runtime data gone.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pytest
from aiohttp import web
from homeassistant.components import conversation
from homeassistant.config_entries import ConfigEntryState
from homeassistant.core import Context, HomeAssistant
from homeassistant.helpers import entity_registry as er
from pytest_homeassistant_custom_component.common import async_capture_events

from custom_components.grounded_answers.const import DOMAIN, EVENT_ANSWER
from tests.stubs.router_server import RouterScript, search_body, start_router

from .conftest import ENTRY_ID, TOWER, Ollama, Router

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Awaitable

    from pytest_homeassistant_custom_component.common import MockConfigEntry

STORE_KEY = f"{DOMAIN}.{ENTRY_ID}"
QUESTION = "how tall is the eiffel tower"
RAW_SPEECH = "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars"
REPLY = "The Eiffel Tower reaches 330 metres including its antennas. (kiwix)"


@dataclass
class HeldRouterScript(RouterScript):
    """A router whose searches (and, when asked, health checks) wait for the test."""

    searching: asyncio.Event = field(default_factory=asyncio.Event)
    release_search: asyncio.Event = field(default_factory=asyncio.Event)
    hold_health: bool = False
    health_asked: asyncio.Event = field(default_factory=asyncio.Event)
    release_health: asyncio.Event = field(default_factory=asyncio.Event)

    def hold_searches(self, result: str) -> None:
        """Answer every search with ``result``, once the test releases it."""

        async def behaviour(
            request: web.Request, payload: dict[str, Any]
        ) -> web.Response:
            self.searching.set()
            await self.release_search.wait()
            return web.json_response(search_body(payload["query"], result, "kiwix"))

        self.misbehave(behaviour)

    async def handle_health(self, request: web.Request) -> web.Response:
        """Answer GET /health, after the test releases it when health is held."""
        if self.hold_health:
            self.health_asked.set()
            await self.release_health.wait()
        return await super().handle_health(request)


@pytest.fixture
async def router(socket_enabled: None) -> AsyncIterator[Router]:
    """Start a router that holds what the test tells it to."""
    script = HeldRouterScript()
    async with start_router(script) as url:
        try:
            yield Router(script, url)
        finally:
            script.release_search.set()
            script.release_health.set()


class UnloadWaits(logging.Handler):
    """Notes the DEBUG line unloading logs when it waits for answers in flight."""

    def __init__(self) -> None:
        """Nothing seen yet."""
        super().__init__(logging.DEBUG)
        self.seen = asyncio.Event()

    def emit(self, record: logging.LogRecord) -> None:
        """Set ``seen`` on the line that says unloading waits."""
        if str(record.msg).startswith("Unloading %s: waiting"):
            self.seen.set()


@pytest.fixture
def unload_waits() -> AsyncIterator[UnloadWaits]:
    """Listen for unloading waiting for answers, at DEBUG."""
    logger = logging.getLogger("custom_components.grounded_answers")
    handler = UnloadWaits()
    level = logger.level
    logger.setLevel(logging.DEBUG)
    logger.addHandler(handler)
    yield handler
    logger.removeHandler(handler)
    logger.setLevel(level)


async def first_of(*waits: Awaitable[Any]) -> None:
    """Return as soon as one of ``waits`` is done; cancel the rest."""
    tasks = [asyncio.ensure_future(wait) for wait in waits]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    for task in pending:
        task.cancel()
    await asyncio.gather(*pending, return_exceptions=True)
    for task in done:
        task.result()


def converse(hass: HomeAssistant, agent_id: str) -> asyncio.Task:
    """Ask the agent in the background, as a voice satellite does."""
    return asyncio.ensure_future(
        conversation.async_converse(
            hass,
            QUESTION,
            None,
            Context(),
            language="en",
            agent_id=agent_id,
            satellite_id="assist_satellite.kitchen",
        )
    )


def requested(hass: HomeAssistant) -> str:
    """Return the state of the entry's "Questions asked" sensor."""
    entity_id = er.async_get(hass).async_get_entity_id(
        "sensor", DOMAIN, f"{ENTRY_ID}_requested"
    )
    assert entity_id is not None
    return hass.states.get(entity_id).state


async def test_an_answer_in_flight_is_spoken_and_counted_when_the_entry_unloads(
    hass: HomeAssistant,
    router: Router,
    agent_id: str,
    unload_waits: UnloadWaits,
    hass_storage: dict[str, Any],
) -> None:
    script: HeldRouterScript = router.script  # type: ignore[assignment]
    script.hold_searches(TOWER)
    answers = async_capture_events(hass, EVENT_ANSWER)
    asking = converse(hass, agent_id)
    await script.searching.wait()

    unloading = asyncio.ensure_future(hass.config_entries.async_unload(ENTRY_ID))
    await first_of(unload_waits.seen.wait(), asyncio.shield(unloading))
    script.release_search.set()

    result = await asking
    assert result.response.speech["plain"]["speech"].startswith(RAW_SPEECH)
    assert await unloading
    entry = hass.config_entries.async_get_entry(ENTRY_ID)
    assert entry.state is ConfigEntryState.NOT_LOADED
    # Counted, announced, and written before the unload ended.
    assert hass_storage[STORE_KEY]["data"]["counters"]["requested"] == 1
    assert [event.data["via"] for event in answers] == ["conversation"]


async def test_an_ask_in_flight_is_answered_and_counted_across_a_reload(
    hass: HomeAssistant,
    router: Router,
    setup_entry: MockConfigEntry,
    unload_waits: UnloadWaits,
) -> None:
    script: HeldRouterScript = router.script  # type: ignore[assignment]
    script.hold_searches(TOWER)
    asking = asyncio.ensure_future(
        hass.services.async_call(
            DOMAIN,
            "ask",
            {"query": QUESTION},
            blocking=True,
            return_response=True,
        )
    )
    await script.searching.wait()

    # The reloaded entry's setup asks the router's health; it waits until the ask
    # is done, so an ask that reads the entry's runtime data late finds none.
    script.hold_health = True
    reloading = asyncio.ensure_future(hass.config_entries.async_reload(ENTRY_ID))
    await first_of(unload_waits.seen.wait(), script.health_asked.wait())
    script.release_search.set()

    try:
        response = await asking
    finally:
        script.release_health.set()
        assert await reloading
    assert response["speech"].startswith(RAW_SPEECH)
    await hass.async_block_till_done()
    assert setup_entry.state is ConfigEntryState.LOADED
    # The reloaded entry loaded the statistics written with the answer counted.
    assert requested(hass) == "1"


async def test_the_model_still_answers_while_the_entry_unloads(
    hass: HomeAssistant,
    router: Router,
    agent_id: str,
    tower_model: Ollama,
    unload_waits: UnloadWaits,
    hass_storage: dict[str, Any],
) -> None:
    """The clients close only after the answers in flight are done."""
    script: HeldRouterScript = router.script  # type: ignore[assignment]
    script.hold_searches(TOWER)
    tower_model.script.reply(REPLY)
    asking = converse(hass, agent_id)
    await script.searching.wait()

    unloading = asyncio.ensure_future(hass.config_entries.async_unload(ENTRY_ID))
    await first_of(unload_waits.seen.wait(), asyncio.shield(unloading))
    script.release_search.set()  # the model is asked only now, during the unload

    result = await asking
    assert result.response.speech["plain"]["speech"] == (
        "The Eiffel Tower reaches 330 metres including its antennas."
    )
    assert await unloading
    assert hass_storage[STORE_KEY]["data"]["counters"]["served"] == 1


async def test_unloading_without_answers_in_flight_does_not_wait(
    hass: HomeAssistant, setup_entry: MockConfigEntry, unload_waits: UnloadWaits
) -> None:
    assert await hass.config_entries.async_unload(ENTRY_ID)
    assert not unload_waits.seen.is_set()
