"""Statistics load from anything on disk, and a hard kill loses at most the delay."""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import TYPE_CHECKING, Any

import pytest
from homeassistant.config_entries import ConfigEntryState
from homeassistant.helpers import entity_registry as er
from pytest_homeassistant_custom_component.common import async_fire_time_changed

from custom_components.grounded_answers.const import DOMAIN, STORE_SAVE_DELAY

from .conftest import ENTRY_ID, Router

if TYPE_CHECKING:
    from freezegun.api import FrozenDateTimeFactory
    from homeassistant.core import HomeAssistant
    from pytest_homeassistant_custom_component.common import MockConfigEntry

STORE_KEY = f"{DOMAIN}.{ENTRY_ID}"
STATS_LOGGER = "custom_components.grounded_answers.stats"
ZERO = {
    "requested": "0",
    "served": "0",
    "honest_misses": "0",
    "rejected_or_skipped": "0",
    "router_errors": "0",
}


def counts(hass: HomeAssistant) -> dict[str, str]:
    """Return every counter's sensor state."""
    registry = er.async_get(hass)
    states = {}
    for key in ZERO:
        entity_id = registry.async_get_entity_id("sensor", DOMAIN, f"{ENTRY_ID}_{key}")
        assert entity_id is not None
        states[key] = hass.states.get(entity_id).state
    return states


async def set_up(
    hass: HomeAssistant, router: Router, config_entry: MockConfigEntry
) -> None:
    """Set the entry up; it must load, with its agent."""
    router.script.api_key = "s3cret-key"
    config_entry.add_to_hass(hass)
    assert await hass.config_entries.async_setup(ENTRY_ID)
    await hass.async_block_till_done()
    assert config_entry.state is ConfigEntryState.LOADED
    assert er.async_get(hass).async_get_entity_id("conversation", DOMAIN, ENTRY_ID)


def warnings(caplog: pytest.LogCaptureFixture) -> list[str]:
    """Return the WARNING lines of the statistics module."""
    return [
        record.getMessage()
        for record in caplog.records
        if record.name == STATS_LOGGER and record.levelno == logging.WARNING
    ]


def stored(data: Any, *, version: int = 1) -> dict[str, Any]:
    """Return a Store file holding ``data``."""
    return {"version": version, "minor_version": 1, "key": STORE_KEY, "data": data}


@pytest.mark.parametrize(
    "data",
    [
        ["not", "an", "object"],
        [],
        "a string",
        42,
        3.5,
        True,
        {"counters": ["requested", 5]},
        {"counters": "lots", "reasons": 7},
        {"counters": {"requested": "5", "served": 1.5}},
        {"counters": {"requested": None}, "reasons": {"disabled": -1}},
        {"reasons": {"disabled": [1]}},
        {"via": ["conversation", 3]},
        {"via": {"llm_tool": "many"}},
    ],
    ids=repr,
)
async def test_statistics_of_the_wrong_type_start_from_zero_with_one_warning(
    hass: HomeAssistant,
    core: None,
    router: Router,
    config_entry: MockConfigEntry,
    hass_storage: dict[str, Any],
    caplog: pytest.LogCaptureFixture,
    data: Any,
) -> None:
    hass_storage[STORE_KEY] = stored(data)

    await set_up(hass, router, config_entry)

    assert counts(hass) == ZERO
    (warning,) = warnings(caplog)
    assert "start from zero" in warning


@pytest.mark.parametrize(
    "file",
    [
        stored({"counters": {"requested": 3}}, version=2),  # from a later version
        stored({"counters": {"requested": 3}}, version=0),  # no migration known
        {"version": "one", "data": {"counters": {"requested": 3}}},
    ],
    ids=["newer version", "unknown old version", "version not a number"],
)
async def test_a_statistics_file_that_cannot_be_read_starts_from_zero(
    hass: HomeAssistant,
    core: None,
    router: Router,
    config_entry: MockConfigEntry,
    hass_storage: dict[str, Any],
    caplog: pytest.LogCaptureFixture,
    file: dict[str, Any],
) -> None:
    hass_storage[STORE_KEY] = file

    await set_up(hass, router, config_entry)

    assert counts(hass) == ZERO
    (warning,) = warnings(caplog)
    assert "could not be read" in warning


async def test_null_statistics_start_from_zero(
    hass: HomeAssistant,
    core: None,
    router: Router,
    config_entry: MockConfigEntry,
    hass_storage: dict[str, Any],
) -> None:
    """Home Assistant's Store reads ``"data": null`` as nothing saved."""
    hass_storage[STORE_KEY] = stored(None)

    await set_up(hass, router, config_entry)

    assert counts(hass) == ZERO


async def test_damaged_counts_start_from_zero_and_the_rest_is_kept(
    hass: HomeAssistant,
    core: None,
    router: Router,
    config_entry: MockConfigEntry,
    hass_storage: dict[str, Any],
    caplog: pytest.LogCaptureFixture,
) -> None:
    hass_storage[STORE_KEY] = stored(
        {"counters": {"requested": 5, "served": "lots", "a_later_counter": 9}}
    )

    await set_up(hass, router, config_entry)

    assert counts(hass) == {**ZERO, "requested": "5"}
    (warning,) = warnings(caplog)
    assert "counters.served is 'lots', not a count" in warning


def via_counts(hass: HomeAssistant) -> dict[str, int]:
    """Return the questions per way of asking, as the requested sensor shows them."""
    entity_id = er.async_get(hass).async_get_entity_id(
        "sensor", DOMAIN, f"{ENTRY_ID}_requested"
    )
    assert entity_id is not None
    attributes = hass.states.get(entity_id).attributes
    return {key: attributes[key] for key in ("conversation", "service", "llm_tool")}


async def test_per_via_counts_are_restored_and_a_later_ones_ignored(
    hass: HomeAssistant,
    core: None,
    router: Router,
    config_entry: MockConfigEntry,
    hass_storage: dict[str, Any],
    caplog: pytest.LogCaptureFixture,
) -> None:
    hass_storage[STORE_KEY] = stored(
        {
            "counters": {"requested": 6},
            "via": {"conversation": 3, "service": 1, "llm_tool": 2, "a_later_way": 4},
        }
    )

    await set_up(hass, router, config_entry)

    assert via_counts(hass) == {"conversation": 3, "service": 1, "llm_tool": 2}
    assert warnings(caplog) == []


async def test_sound_statistics_load_without_a_warning(
    hass: HomeAssistant,
    core: None,
    router: Router,
    config_entry: MockConfigEntry,
    hass_storage: dict[str, Any],
    caplog: pytest.LogCaptureFixture,
) -> None:
    hass_storage[STORE_KEY] = stored(
        {"counters": {"requested": 4, "served": 3}, "reasons": {"disabled": 1}}
    )

    await set_up(hass, router, config_entry)

    assert counts(hass) == {**ZERO, "requested": "4", "served": "3"}
    # Written before questions were counted per via: those start from zero.
    assert via_counts(hass) == {"conversation": 0, "service": 0, "llm_tool": 0}
    assert warnings(caplog) == []


async def ask(hass: HomeAssistant) -> None:
    """Ask once through the service."""
    await hass.services.async_call(
        DOMAIN,
        "ask",
        {"query": "what is molybdenum"},
        blocking=True,
        return_response=True,
    )
    await hass.async_block_till_done()


def saved_requests(hass_storage: dict[str, Any]) -> int | None:
    """Return the number of questions written to disk, None if nothing is."""
    if STORE_KEY not in hass_storage:
        return None
    return hass_storage[STORE_KEY]["data"]["counters"]["requested"]


async def test_a_busy_house_still_saves_within_the_delay(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    hass_storage: dict[str, Any],
    freezer: FrozenDateTimeFactory,
) -> None:
    """Answers every few seconds never postpone the write past the save delay."""
    assert STORE_SAVE_DELAY == 10
    await ask(hass)
    for _ in range(3):  # at 4, 8 and 12 s: each would postpone a plain delayed save
        freezer.tick(timedelta(seconds=4))
        async_fire_time_changed(hass)
        await hass.async_block_till_done()
        await ask(hass)
    # 12 s after the first answer, at most the save delay after it: on disk.
    assert saved_requests(hass_storage) == 3

    freezer.tick(timedelta(seconds=STORE_SAVE_DELAY + 1))
    async_fire_time_changed(hass)
    await hass.async_block_till_done()
    assert saved_requests(hass_storage) == 4
