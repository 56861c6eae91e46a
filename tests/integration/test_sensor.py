"""Answer statistics: what the sensors show, and that a restart loses nothing."""

from __future__ import annotations

from datetime import timedelta
from typing import TYPE_CHECKING, Any

import pytest
from homeassistant.components.sensor import ATTR_STATE_CLASS, SensorStateClass
from homeassistant.const import ATTR_FRIENDLY_NAME, EntityCategory
from homeassistant.helpers import entity_registry as er
from homeassistant.util import dt as dt_util
from pytest_homeassistant_custom_component.common import (
    MockConfigEntry,
    async_fire_time_changed,
)

from custom_components.grounded_answers.const import DOMAIN
from custom_components.grounded_answers.engine.retrieve.fusion import format_sections
from custom_components.grounded_answers.stats import VIAS
from tests.stubs import router_server

from .conftest import ENTRY_ID, Ollama, Router
from .test_conversation import MOLYBDENUM, ask

if TYPE_CHECKING:
    from homeassistant.core import HomeAssistant

STORE_KEY = f"{DOMAIN}.{ENTRY_ID}"
COUNTERS = (
    "requested",
    "served",
    "honest_misses",
    "rejected_or_skipped",
    "router_errors",
)
NAMES = {
    "requested": "Questions asked",
    "served": "Answers served",
    "honest_misses": "Honest misses",
    "rejected_or_skipped": "Answers rejected or skipped",
    "router_errors": "Router errors",
}


def sensor_id(hass: HomeAssistant, key: str) -> str:
    """Return the entity ID of one counter."""
    entity_id = er.async_get(hass).async_get_entity_id(
        "sensor", DOMAIN, f"{ENTRY_ID}_{key}"
    )
    assert entity_id is not None
    return entity_id


def counts(hass: HomeAssistant) -> dict[str, str]:
    """Return every counter's state."""
    return {key: hass.states.get(sensor_id(hass, key)).state for key in COUNTERS}


async def test_sensors_are_translated_diagnostic_totals(
    hass: HomeAssistant, setup_entry: MockConfigEntry
) -> None:
    registry = er.async_get(hass)
    for key in COUNTERS:
        entity_id = sensor_id(hass, key)
        state = hass.states.get(entity_id)
        assert state.state == "0"
        assert state.attributes[ATTR_STATE_CLASS] == SensorStateClass.TOTAL_INCREASING
        assert (
            state.attributes[ATTR_FRIENDLY_NAME] == f"{setup_entry.title} {NAMES[key]}"
        )
        assert (
            registry.async_get(entity_id).entity_category is EntityCategory.DIAGNOSTIC
        )


async def test_sensors_count_what_users_got(
    hass: HomeAssistant, setup_entry: MockConfigEntry, router: Router, agent_id: str
) -> None:
    router.script.answer("what is molybdenum", MOLYBDENUM)
    await ask(hass, agent_id, "what is molybdenum")  # skipped: llm_unconfigured
    await hass.services.async_call(
        DOMAIN,
        "ask",
        {"query": "what is molybdenum", "synthesize": False},
        blocking=True,
        return_response=True,
    )  # skipped: disabled
    router.script.misbehave(router_server.server_error)
    await ask(hass, agent_id, "what is molybdenum")  # skipped: router_error
    await hass.services.async_call(
        DOMAIN, "ask", {"query": "anything"}, blocking=True, return_response=True
    )  # router_error again

    assert counts(hass) == {
        "requested": "4",
        "served": "0",
        "honest_misses": "0",
        "rejected_or_skipped": "4",
        "router_errors": "2",
    }
    rejected = hass.states.get(sensor_id(hass, "rejected_or_skipped"))
    assert {
        key: rejected.attributes[key]
        for key in ("disabled", "llm_unconfigured", "router_error")
    } == {"disabled": 1, "llm_unconfigured": 1, "router_error": 2}
    # Where the questions were asked: the agent twice, the ask action twice.
    requested = hass.states.get(sensor_id(hass, "requested"))
    assert {key: requested.attributes[key] for key in VIAS} == {
        "conversation": 2,
        "service": 2,
        "llm_tool": 0,
    }


async def test_counts_survive_unload_and_setup(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    router: Router,
    agent_id: str,
    hass_storage: dict[str, Any],
) -> None:
    router.script.answer(
        "what is on", format_sections([("kiwix", "A."), ("web", "B.")]), "fusion"
    )
    await ask(hass, agent_id, "what is on")
    await ask(hass, agent_id, "what is on")

    assert await hass.config_entries.async_unload(ENTRY_ID)
    assert hass_storage[STORE_KEY]["data"] == {
        "counters": {
            "requested": 2,
            "served": 0,
            "honest_misses": 0,
            "rejected_or_skipped": 2,
            "router_errors": 0,
        },
        "reasons": {"llm_unconfigured": 2},
        "via": {"conversation": 2, "service": 0, "llm_tool": 0},
    }

    assert await hass.config_entries.async_setup(ENTRY_ID)
    await hass.async_block_till_done()
    assert counts(hass)["requested"] == "2"
    await ask(hass, agent_id, "what is on")
    assert counts(hass)["requested"] == "3"
    rejected = hass.states.get(sensor_id(hass, "rejected_or_skipped"))
    assert rejected.attributes["llm_unconfigured"] == 3
    requested = hass.states.get(sensor_id(hass, "requested"))
    assert requested.attributes["conversation"] == 3


async def test_counts_are_saved_shortly_after_an_answer(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    agent_id: str,
    hass_storage: dict[str, Any],
) -> None:
    """A crash between answers loses nothing older than the save delay."""
    await ask(hass, agent_id, "what is molybdenum")
    assert STORE_KEY not in hass_storage

    async_fire_time_changed(hass, dt_util.utcnow() + timedelta(seconds=11))
    await hass.async_block_till_done()
    assert hass_storage[STORE_KEY]["data"]["counters"]["requested"] == 1


@pytest.mark.parametrize(
    "stored",
    [
        {"counters": {"requested": 5, "served": "lots", "bogus": 3}, "reasons": []},
        {"counters": {"requested": 5, "served": -2, "router_errors": True}},
    ],
)
async def test_damaged_store_keeps_what_is_a_count(
    hass: HomeAssistant,
    core: None,
    router: Router,
    config_entry: MockConfigEntry,
    hass_storage: dict[str, Any],
    stored: dict[str, Any],
) -> None:
    hass_storage[STORE_KEY] = {
        "version": 1,
        "minor_version": 1,
        "key": STORE_KEY,
        "data": stored,
    }
    router.script.api_key = "s3cret-key"
    config_entry.add_to_hass(hass)
    assert await hass.config_entries.async_setup(ENTRY_ID)
    await hass.async_block_till_done()

    assert counts(hass) == {
        "requested": "5",
        "served": "0",
        "honest_misses": "0",
        "rejected_or_skipped": "0",
        "router_errors": "0",
    }


async def test_served_and_honest_misses_are_counted(
    hass: HomeAssistant, router: Router, agent_id: str, with_model: Ollama
) -> None:
    router.script.answer("what is molybdenum", MOLYBDENUM)
    with_model.script.reply("Molybdenum is a silvery metal. (kiwix)")
    await ask(hass, agent_id, "what is molybdenum")
    router.script.answer("who discovered molybdenum", MOLYBDENUM)
    with_model.script.reply("NOT_IN_SOURCES")
    await ask(hass, agent_id, "who discovered molybdenum")
    await ask(hass, agent_id, "what is zorblax")  # "No results found": empty

    assert counts(hass) == {
        "requested": "3",
        "served": "1",
        "honest_misses": "1",
        "rejected_or_skipped": "1",
        "router_errors": "0",
    }
