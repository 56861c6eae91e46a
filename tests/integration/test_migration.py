"""Entry migrations: whole-number options saved as floats become integers (1.3)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from homeassistant.config_entries import ConfigEntryState
from homeassistant.const import CONF_URL
from pytest_homeassistant_custom_component.common import MockConfigEntry

from custom_components.grounded_answers.config_flow import GroundedAnswersConfigFlow
from custom_components.grounded_answers.const import DOMAIN

if TYPE_CHECKING:
    from homeassistant.core import HomeAssistant

    from .conftest import Router

# What the options flow saved before 1.3: NumberSelector returns floats.
FLOAT_OPTIONS = {
    "router_timeout": 15.0,
    "voice_max_chars": 240.0,
    "brief_max_chars": 800.0,
    "detailed_max_chars": 2000.0,
    "keep_alive_minutes": -1.0,
    "num_ctx": 8192.0,
    "llm_timeout": 20.0,
    "min_confidence": 0.5,
    "prefer_local_intents": True,
    "spoken_attribution": "multiple",
}


def old_entry(router: Router, **options: object) -> MockConfigEntry:
    """Return a 1.2 entry of the stub router with ``options``."""
    return MockConfigEntry(
        domain=DOMAIN,
        data={"router": "mnemolis", CONF_URL: router.url},
        options=options,
        version=1,
        minor_version=2,
    )


async def test_whole_number_floats_become_integers(
    hass: HomeAssistant, core: None, router: Router
) -> None:
    entry = old_entry(router, **FLOAT_OPTIONS)
    entry.add_to_hass(hass)

    assert await hass.config_entries.async_setup(entry.entry_id)
    await hass.async_block_till_done()

    assert entry.state is ConfigEntryState.LOADED
    assert (entry.version, entry.minor_version) == (1, 3)
    assert entry.minor_version == GroundedAnswersConfigFlow.MINOR_VERSION
    stored = json.dumps(dict(entry.options))
    assert ".0" not in stored.replace('"min_confidence": 0.5', "")
    assert {name: type(value) for name, value in entry.options.items()} == {
        "router_timeout": int,
        "voice_max_chars": int,
        "brief_max_chars": int,
        "detailed_max_chars": int,
        "keep_alive_minutes": int,
        "num_ctx": int,
        "llm_timeout": int,
        "min_confidence": float,
        "prefer_local_intents": bool,
        "spoken_attribution": str,
    }
    assert entry.options["keep_alive_minutes"] == -1
    assert entry.runtime_data.engine.options.voice_max_chars == 240


async def test_fractions_and_other_options_are_left_as_they_are(
    hass: HomeAssistant, core: None, router: Router
) -> None:
    entry = old_entry(
        router, llm_timeout=12.5, router_timeout=7, model="qwen3:8b", num_ctx=4096.0
    )
    entry.add_to_hass(hass)

    assert await hass.config_entries.async_setup(entry.entry_id)
    await hass.async_block_till_done()

    assert entry.minor_version == 3
    assert dict(entry.options) == {
        "llm_timeout": 12.5,
        "router_timeout": 7,
        "model": "qwen3:8b",
        "num_ctx": 4096,
    }
    assert type(entry.options["num_ctx"]) is int
    assert entry.runtime_data.engine.options.llm_timeout == 12.5


async def test_an_entry_from_1_1_goes_through_both_migrations(
    hass: HomeAssistant, core: None, router: Router
) -> None:
    entry = MockConfigEntry(
        domain=DOMAIN,
        data={CONF_URL: router.url},
        options={"voice_max_chars": 300.0},
        version=1,
        minor_version=1,
    )
    entry.add_to_hass(hass)

    assert await hass.config_entries.async_setup(entry.entry_id)
    await hass.async_block_till_done()

    assert (entry.version, entry.minor_version) == (1, 3)
    assert entry.data["router"] == "mnemolis"
    assert type(entry.options["voice_max_chars"]) is int
