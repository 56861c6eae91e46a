"""Entry migrations: every 1.x to 2.1 in one pass, and what is never migrated.

1.2 named the router, 1.3 stored whole numbers as integers, and 2.1 renamed the
model server's address (``ollama_url`` -> ``model_url``): a renamed key is a major
version, so a 1.x release refuses a 2.1 entry instead of loading it without its
model server.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any
from unittest.mock import patch

import pytest
from homeassistant.config_entries import ConfigEntryState
from homeassistant.const import CONF_URL
from pytest_homeassistant_custom_component.common import MockConfigEntry

from custom_components.grounded_answers import model_backend_options
from custom_components.grounded_answers.config_flow import GroundedAnswersConfigFlow
from custom_components.grounded_answers.const import (
    DOMAIN,
    ENTRY_MINOR_VERSION,
    ENTRY_VERSION,
)
from custom_components.grounded_answers.engine.synth.ollama import OllamaSynthesizer

if TYPE_CHECKING:
    from homeassistant.core import HomeAssistant

    from .conftest import Ollama, Router

CURRENT = (2, 1)
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
    assert (entry.version, entry.minor_version) == CURRENT
    assert CURRENT == (ENTRY_VERSION, ENTRY_MINOR_VERSION)
    assert CURRENT == (
        GroundedAnswersConfigFlow.VERSION,
        GroundedAnswersConfigFlow.MINOR_VERSION,
    )
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

    assert (entry.version, entry.minor_version) == CURRENT
    assert dict(entry.options) == {
        "llm_timeout": 12.5,
        "router_timeout": 7,
        "model": "qwen3:8b",
        "num_ctx": 4096,
    }
    assert type(entry.options["num_ctx"]) is int
    assert entry.runtime_data.engine.options.llm_timeout == 12.5


async def test_an_entry_from_1_1_goes_through_every_migration(
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

    assert (entry.version, entry.minor_version) == CURRENT
    assert entry.data["router"] == "mnemolis"
    assert type(entry.options["voice_max_chars"]) is int


# --- 2.1: the model server's backend ------------------------------------------------


def entry_of(router: Router, minor: int, **options: object) -> MockConfigEntry:
    """Return an entry of the stub router saved by version 1.``minor``."""
    data: dict[str, Any] = {CONF_URL: router.url}
    if minor >= 2:  # 1.2 named the router
        data["router"] = "mnemolis"
    return MockConfigEntry(
        domain=DOMAIN, data=data, options=options, version=1, minor_version=minor
    )


@pytest.mark.parametrize("minor", [1, 2, 3, 4])
async def test_a_saved_ollama_url_becomes_the_model_server_of_the_ollama_backend(
    hass: HomeAssistant, core: None, router: Router, ollama: Ollama, minor: int
) -> None:
    entry = entry_of(
        router, minor, ollama_url=ollama.url, model="qwen3:8b", num_ctx=4096.0
    )
    entry.add_to_hass(hass)

    assert await hass.config_entries.async_setup(entry.entry_id)
    await hass.async_block_till_done()

    assert entry.state is ConfigEntryState.LOADED
    assert (entry.version, entry.minor_version) == CURRENT
    assert dict(entry.options) == {
        "model_backend": "ollama",
        "model_url": ollama.url,
        "model": "qwen3:8b",
        "num_ctx": 4096,
    }
    # The entry still talks to the same Ollama server, with the same model.
    synthesizer = entry.runtime_data.synthesizer
    assert isinstance(synthesizer, OllamaSynthesizer)
    assert synthesizer.model == "qwen3:8b"
    assert sorted(await synthesizer.list_models()) == ["llama3.2:3b", "qwen3:8b"]


@pytest.mark.parametrize("minor", [1, 2, 3, 4])
@pytest.mark.parametrize(
    "options",
    [
        {},
        {"ollama_url": ""},
        {"ollama_url": None, "synthesis_enabled": False},
        {"model": "qwen3:8b"},
    ],
)
async def test_an_entry_without_a_model_server_gets_no_backend(
    hass: HomeAssistant,
    core: None,
    router: Router,
    minor: int,
    options: dict[str, Any],
) -> None:
    entry = entry_of(router, minor, **options)
    entry.add_to_hass(hass)

    assert await hass.config_entries.async_setup(entry.entry_id)
    await hass.async_block_till_done()

    assert (entry.version, entry.minor_version) == CURRENT
    assert "ollama_url" not in entry.options
    assert "model_url" not in entry.options
    assert "model_backend" not in entry.options
    assert entry.runtime_data.synthesizer is None


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        (
            {"ollama_url": "http://gpu.lan:11434", "model": "qwen3:8b"},
            {
                "model_backend": "ollama",
                "model_url": "http://gpu.lan:11434",
                "model": "qwen3:8b",
            },
        ),
        # Saved by a development build's options flow (1.4): the new address wins.
        (
            {"ollama_url": "http://old.lan:11434", "model_url": "http://new.lan:8080"},
            {"model_backend": "ollama", "model_url": "http://new.lan:8080"},
        ),
        # A backend already chosen is kept.
        (
            {"model_backend": "openai", "model_url": "http://gpu.lan:8080"},
            {"model_backend": "openai", "model_url": "http://gpu.lan:8080"},
        ),
        ({"ollama_url": "", "voice_max_chars": 240}, {"voice_max_chars": 240}),
    ],
)
def test_model_backend_options(
    options: dict[str, Any], expected: dict[str, Any]
) -> None:
    assert model_backend_options(options) == expected


# --- the major version ----------------------------------------------------------------


async def test_an_entry_of_1_4_keeps_its_model_server(
    hass: HomeAssistant, core: None, router: Router, ollama: Ollama
) -> None:
    """A development build's 1.4 entry already said ``model_url``."""
    options = {"model_backend": "ollama", "model_url": ollama.url, "model": "qwen3:8b"}
    entry = entry_of(router, 4, **options)
    entry.add_to_hass(hass)

    assert await hass.config_entries.async_setup(entry.entry_id)
    await hass.async_block_till_done()

    assert (entry.version, entry.minor_version) == CURRENT
    assert dict(entry.options) == options
    assert isinstance(entry.runtime_data.synthesizer, OllamaSynthesizer)


@pytest.mark.parametrize("minor", [1, 2])
async def test_an_entry_of_major_version_2_is_left_as_it_is(
    hass: HomeAssistant, core: None, router: Router, minor: int
) -> None:
    """2.1 is current; 2.2 comes from a newer release and may be loaded as it is.

    Neither is migrated: a legacy key or a float a 1.x migration would change stays.
    """
    options = {"ollama_url": "http://gpu.lan:11434", "voice_max_chars": 240.0}
    entry = MockConfigEntry(
        domain=DOMAIN,
        data={"router": "mnemolis", CONF_URL: router.url},
        options=options,
        version=2,
        minor_version=minor,
    )
    entry.add_to_hass(hass)

    assert await hass.config_entries.async_setup(entry.entry_id)
    await hass.async_block_till_done()

    assert entry.state is ConfigEntryState.LOADED
    assert (entry.version, entry.minor_version) == (2, minor)
    assert dict(entry.options) == options
    assert type(entry.options["voice_max_chars"]) is float


async def test_an_entry_of_a_newer_major_version_is_refused(
    hass: HomeAssistant, core: None, router: Router
) -> None:
    entry = MockConfigEntry(
        domain=DOMAIN,
        data={"router": "mnemolis", CONF_URL: router.url},
        options={"model_url": "http://gpu.lan:11434"},
        version=3,
        minor_version=1,
    )
    entry.add_to_hass(hass)

    assert not await hass.config_entries.async_setup(entry.entry_id)

    assert entry.state is ConfigEntryState.MIGRATION_ERROR
    assert (entry.version, entry.minor_version) == (3, 1)
    assert router.script.requests == []


async def test_a_1_x_release_refuses_a_migrated_entry_instead_of_losing_its_model(
    hass: HomeAssistant, core: None, router: Router, ollama: Ollama
) -> None:
    """After a downgrade, the old code must not load the entry without synthesis.

    A 1.x release reads ``ollama_url``; a 2.1 entry has ``model_url`` only. Home
    Assistant loads an entry of a newer minor version on older code as it is, but
    refuses one of a newer major version: the rename needs the major version.
    """
    entry = entry_of(router, 3, ollama_url=ollama.url, model="qwen3:8b")
    entry.add_to_hass(hass)
    assert await hass.config_entries.async_setup(entry.entry_id)
    await hass.async_block_till_done()
    assert "ollama_url" not in entry.options
    assert await hass.config_entries.async_unload(entry.entry_id)

    # The release before the rename: version 1.3 (no async_migrate_entry involved).
    with (
        patch.object(GroundedAnswersConfigFlow, "VERSION", 1),
        patch.object(GroundedAnswersConfigFlow, "MINOR_VERSION", 3),
    ):
        assert not await hass.config_entries.async_setup(entry.entry_id)

    assert entry.state is ConfigEntryState.MIGRATION_ERROR
    assert (entry.version, entry.minor_version) == CURRENT
