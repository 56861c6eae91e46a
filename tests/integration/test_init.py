"""Setup, retry states, unload and removal of an entry."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from unittest.mock import patch

import pytest
from homeassistant.components import conversation
from homeassistant.config_entries import ConfigEntryState
from homeassistant.const import CONF_URL
from homeassistant.helpers import device_registry as dr
from homeassistant.helpers import entity_registry as er
from homeassistant.helpers import issue_registry as ir
from pytest_homeassistant_custom_component.common import MockConfigEntry

from custom_components.grounded_answers.const import DOMAIN
from custom_components.grounded_answers.engine.synth.openai_compat import (
    OpenAICompatSynthesizer,
)
from custom_components.grounded_answers.engine_setup import (
    build_synthesizer,
    build_verifier,
)
from tests.stubs.ollama_server import refused_url
from tests.stubs.openai_server import OpenAIScript, start_openai_stub

from .conftest import (
    ENTRY_ID,
    OPENAI_MODELS,
    TOWER,
    Ollama,
    OpenAIServer,
    Router,
    configure_model,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from homeassistant.core import HomeAssistant


async def test_setup_creates_agent_and_sensors_on_a_service_device(
    hass: HomeAssistant, setup_entry: MockConfigEntry, agent_id: str
) -> None:
    entity_registry = er.async_get(hass)
    entities = er.async_entries_for_config_entry(entity_registry, ENTRY_ID)
    assert sorted(entity.unique_id for entity in entities) == [
        ENTRY_ID,
        f"{ENTRY_ID}_honest_misses",
        f"{ENTRY_ID}_rejected_or_skipped",
        f"{ENTRY_ID}_requested",
        f"{ENTRY_ID}_router_errors",
        f"{ENTRY_ID}_served",
    ]
    device = dr.async_get(hass).async_get_device_by_identifier(
        (DOMAIN, ENTRY_ID), ENTRY_ID
    )
    assert device is not None
    assert device.entry_type is dr.DeviceEntryType.SERVICE
    assert device.name == setup_entry.title
    assert {entity.device_id for entity in entities} == {device.id}

    # The agent is named after its device and offered to Assist.
    state = hass.states.get(agent_id)
    assert state is not None
    assert state.attributes["friendly_name"] == setup_entry.title
    info = conversation.async_get_agent_info(hass, agent_id)
    assert info is not None
    assert info.supports_streaming is True  # verified sentences stream to TTS


async def test_setup_checks_health_with_the_key(
    hass: HomeAssistant, setup_entry: MockConfigEntry, router: Router
) -> None:
    # Health is open on Mnemolis; nothing was searched at setup.
    assert router.script.requests == []


async def test_router_down_retries_setup(
    hass: HomeAssistant, socket_enabled: None
) -> None:
    with refused_url() as dead:
        entry = MockConfigEntry(domain=DOMAIN, data={CONF_URL: dead})
        entry.add_to_hass(hass)
        assert not await hass.config_entries.async_setup(entry.entry_id)
    assert entry.state is ConfigEntryState.SETUP_RETRY
    assert entry.error_reason_translation_key == "setup_cannot_connect"


async def test_setup_error_shows_the_router_without_credentials(
    hass: HomeAssistant, socket_enabled: None
) -> None:
    with refused_url() as dead:
        url = dead.replace("http://", "http://admin:hunter2@")
        entry = MockConfigEntry(domain=DOMAIN, data={CONF_URL: url})
        entry.add_to_hass(hass)
        assert not await hass.config_entries.async_setup(entry.entry_id)
    assert entry.state is ConfigEntryState.SETUP_RETRY
    placeholders = entry.error_reason_translation_placeholders
    assert placeholders["url"] == dead
    assert "hunter2" not in str(placeholders)
    assert "hunter2" not in (entry.reason or "")


@pytest.mark.parametrize(
    ("status", "state", "key"),
    [
        (500, ConfigEntryState.SETUP_RETRY, "setup_cannot_connect"),
        (503, ConfigEntryState.SETUP_RETRY, "setup_cannot_connect"),
        (401, ConfigEntryState.SETUP_ERROR, "setup_invalid_auth"),
        (403, ConfigEntryState.SETUP_ERROR, "setup_invalid_auth"),
    ],
)
async def test_unhealthy_router_states(
    hass: HomeAssistant,
    router: Router,
    config_entry: MockConfigEntry,
    status: int,
    state: ConfigEntryState,
    key: str,
) -> None:
    router.script.health_status = status
    config_entry.add_to_hass(hass)
    assert not await hass.config_entries.async_setup(config_entry.entry_id)
    assert config_entry.state is state
    assert config_entry.error_reason_translation_key == key
    assert config_entry.error_reason_translation_placeholders["url"] == router.url


async def test_retry_recovers_when_the_router_comes_back(
    hass: HomeAssistant, router: Router, config_entry: MockConfigEntry
) -> None:
    router.script.health_status = 500
    config_entry.add_to_hass(hass)
    await hass.config_entries.async_setup(config_entry.entry_id)
    assert config_entry.state is ConfigEntryState.SETUP_RETRY

    router.script.health_status = 200
    await hass.config_entries.async_reload(config_entry.entry_id)
    await hass.async_block_till_done()
    assert config_entry.state is ConfigEntryState.LOADED


async def test_unload_removes_entities_and_setup_again(
    hass: HomeAssistant, setup_entry: MockConfigEntry, agent_id: str
) -> None:
    assert await hass.config_entries.async_unload(setup_entry.entry_id)
    await hass.async_block_till_done()
    assert setup_entry.state is ConfigEntryState.NOT_LOADED
    assert hass.states.get(agent_id).state == "unavailable"

    assert await hass.config_entries.async_setup(setup_entry.entry_id)
    await hass.async_block_till_done()
    assert setup_entry.state is ConfigEntryState.LOADED
    assert hass.states.get(agent_id).state != "unavailable"


async def test_unload_closes_the_model_client(
    hass: HomeAssistant, setup_entry: MockConfigEntry, ollama: Ollama
) -> None:
    hass.config_entries.async_update_entry(
        setup_entry, options={"model_url": ollama.url, "model": "qwen3:8b"}
    )
    await hass.async_block_till_done()
    synthesizer = setup_entry.runtime_data.synthesizer
    assert synthesizer is not None
    http = synthesizer._client._client
    assert not http.is_closed

    assert await hass.config_entries.async_unload(setup_entry.entry_id)
    assert http.is_closed


async def test_failed_setup_closes_the_model_clients(
    hass: HomeAssistant,
    core: None,
    router: Router,
    config_entry: MockConfigEntry,
    ollama: Ollama,
) -> None:
    """A setup that fails after the clients were built leaks neither of them."""
    config_entry.add_to_hass(hass)
    hass.config_entries.async_update_entry(
        config_entry,
        options={
            "model_url": ollama.url,
            "model": "qwen3:8b",
            "claim_checking": True,
            "verifier": "minicheck",
        },
    )
    router.script.api_key = "s3cret-key"
    built: list[Any] = []

    def keep(build: Callable[..., Any]) -> Callable[..., Any]:
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            built.append(client := build(*args, **kwargs))
            return client

        return wrapper

    with (
        patch(
            "custom_components.grounded_answers.build_synthesizer",
            keep(build_synthesizer),
        ),
        patch(
            "custom_components.grounded_answers.build_verifier", keep(build_verifier)
        ),
        patch.object(
            hass.config_entries,
            "async_forward_entry_setups",
            side_effect=RuntimeError("platform setup broke"),
        ),
    ):
        assert not await hass.config_entries.async_setup(config_entry.entry_id)
        await hass.async_block_till_done()

    assert config_entry.state is ConfigEntryState.SETUP_ERROR
    synthesizer, verifier = built
    assert synthesizer is not None
    assert verifier is not None
    assert synthesizer._client._client.is_closed
    assert verifier._client._client.is_closed


async def test_prepare_warms_the_model_up(
    hass: HomeAssistant, setup_entry: MockConfigEntry, ollama: Ollama
) -> None:
    hass.config_entries.async_update_entry(
        setup_entry,
        options={
            "model_url": ollama.url,
            "model": "qwen3:8b",
            "keep_alive_minutes": -1,
        },
    )
    await hass.async_block_till_done()
    agent_id = er.async_get(hass).async_get_entity_id("conversation", DOMAIN, ENTRY_ID)

    await conversation.async_prepare_agent(hass, agent_id, "en")

    (warm_up,) = ollama.script.chat_requests
    assert warm_up["model"] == "qwen3:8b"
    assert warm_up["keep_alive"] == -1
    assert not warm_up.get("messages")
    assert ollama.script.loaded == ["qwen3:8b"]


async def test_prepare_does_not_warm_up_when_synthesis_is_off(
    hass: HomeAssistant, setup_entry: MockConfigEntry, ollama: Ollama
) -> None:
    hass.config_entries.async_update_entry(
        setup_entry,
        options={
            "model_url": ollama.url,
            "model": "qwen3:8b",
            "synthesis_enabled": False,
        },
    )
    await hass.async_block_till_done()
    agent_id = er.async_get(hass).async_get_entity_id("conversation", DOMAIN, ENTRY_ID)
    await conversation.async_prepare_agent(hass, agent_id, "en")
    assert ollama.script.chat_requests == []


async def test_remove_entry_deletes_saved_statistics(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    hass_storage: dict,
) -> None:
    await hass.services.async_call(
        DOMAIN, "ask", {"query": "anything"}, blocking=True, return_response=True
    )
    assert await hass.config_entries.async_unload(setup_entry.entry_id)
    assert f"{DOMAIN}.{ENTRY_ID}" in hass_storage

    assert await hass.config_entries.async_remove(setup_entry.entry_id)
    await hass.async_block_till_done()
    assert f"{DOMAIN}.{ENTRY_ID}" not in hass_storage


# --- migration -----------------------------------------------------------------------


async def test_entries_from_before_the_builtin_router_are_mnemolis_entries(
    hass: HomeAssistant, core: None, router: Router
) -> None:
    router.script.api_key = "s3cret-key"
    entry = MockConfigEntry(
        domain=DOMAIN,
        data={CONF_URL: router.url, "api_key": "s3cret-key"},
        version=1,
        minor_version=1,
    )
    entry.add_to_hass(hass)

    assert await hass.config_entries.async_setup(entry.entry_id)
    await hass.async_block_till_done()

    assert entry.state is ConfigEntryState.LOADED
    assert (entry.version, entry.minor_version) == (2, 1)
    assert entry.data == {
        "router": "mnemolis",
        CONF_URL: router.url,
        "api_key": "s3cret-key",
    }
    response = await hass.services.async_call(
        DOMAIN, "ask", {"query": "anything"}, blocking=True, return_response=True
    )
    assert router.script.requests == [{"query": "anything", "source": "auto"}]
    assert response["speech"]


async def test_an_entry_from_a_newer_version_is_not_loaded(
    hass: HomeAssistant, router: Router
) -> None:
    entry = MockConfigEntry(
        domain=DOMAIN, data={"router": "mnemolis", CONF_URL: router.url}, version=3
    )
    entry.add_to_hass(hass)
    assert not await hass.config_entries.async_setup(entry.entry_id)
    assert entry.state is ConfigEntryState.MIGRATION_ERROR


async def test_the_engine_speaks_the_households_language(
    hass: HomeAssistant, core: None, router: Router, config_entry: MockConfigEntry
) -> None:
    """Route cues follow Home Assistant's language, whatever the router."""
    await hass.config.async_update(language="de")
    router.script.api_key = "s3cret-key"
    config_entry.add_to_hass(hass)
    assert await hass.config_entries.async_setup(config_entry.entry_id)
    assert config_entry.runtime_data.engine.options.language == "de"


# --- a model server of the OpenAI-compatible backend --------------------------------

SYNTHESIS_ISSUE = f"synthesis_model_{ENTRY_ID}"


def synthesis_issue(hass: HomeAssistant) -> ir.IssueEntry | None:
    """Return the entry's synthesis-model issue, if any."""
    return ir.async_get(hass).async_get_issue(DOMAIN, SYNTHESIS_ISSUE)


async def test_unload_closes_the_openai_client(
    hass: HomeAssistant, setup_entry: MockConfigEntry, openai_server: OpenAIServer
) -> None:
    await configure_model(hass, setup_entry, openai_server)
    synthesizer = setup_entry.runtime_data.synthesizer
    assert isinstance(synthesizer, OpenAICompatSynthesizer)
    client = synthesizer._client
    assert not client.is_closed()

    assert await hass.config_entries.async_unload(setup_entry.entry_id)
    assert client.is_closed()


def _not_the_listed_id(model: str) -> list[str]:
    """Return names close to a listed id that an OpenAI-compatible server refuses."""
    return [model.lower(), f"{model}:latest", model.rsplit("/", 1)[-1], f" {model}"]


@pytest.mark.parametrize(
    "model", [name for model in OPENAI_MODELS for name in _not_the_listed_id(model)]
)
async def test_openai_model_names_are_matched_exactly_at_setup(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    openai_server: OpenAIServer,
    model: str,
) -> None:
    """No tags are implied: only the id /v1/models lists is the model."""
    await configure_model(hass, setup_entry, openai_server, model=model)
    await hass.async_block_till_done(wait_background_tasks=True)

    found = synthesis_issue(hass)
    assert found is not None
    assert found.translation_key == "synthesis_model_missing"
    assert found.translation_placeholders == {
        "model": model,
        "host": openai_server.url,
    }

    # The id as listed clears it.
    await configure_model(hass, setup_entry, openai_server)
    await hass.async_block_till_done(wait_background_tasks=True)
    assert synthesis_issue(hass) is None


async def test_a_refused_api_key_raises_the_failing_issue_at_setup(
    hass: HomeAssistant, setup_entry: MockConfigEntry, socket_enabled: None
) -> None:
    script = OpenAIScript(OPENAI_MODELS, flavour="vllm").require_api_key("sk-right")
    async with start_openai_stub(script) as (_, url):
        server = OpenAIServer(script, url)
        await configure_model(hass, setup_entry, server, model_api_key="sk-wrong")
        await hass.async_block_till_done(wait_background_tasks=True)

        found = synthesis_issue(hass)
        assert found is not None
        assert found.translation_key == "synthesis_model_failing"
        assert "401" in found.translation_placeholders["error"]
        assert "sk-" not in found.translation_placeholders["error"]

        await configure_model(hass, setup_entry, server, model_api_key="sk-right")
        await hass.async_block_till_done(wait_background_tasks=True)
        assert synthesis_issue(hass) is None


@pytest.mark.parametrize(
    ("status", "problem"),
    [
        (429, None),  # busy, not broken
        (500, "synthesis_model_failing"),
        (503, "synthesis_model_failing"),
        (401, "synthesis_model_failing"),
    ],
)
async def test_what_an_openai_answer_says_about_the_model(
    hass: HomeAssistant,
    router: Router,
    setup_entry: MockConfigEntry,
    openai_server: OpenAIServer,
    status: int,
    problem: str | None,
) -> None:
    router.script.answer("how tall is the eiffel tower", TOWER)
    await configure_model(hass, setup_entry, openai_server)
    await hass.async_block_till_done(wait_background_tasks=True)
    openai_server.script.fail(status, "the server said no")

    response = await hass.services.async_call(
        DOMAIN,
        "ask",
        {"query": "how tall is the eiffel tower"},
        blocking=True,
        return_response=True,
    )

    assert (response["outcome"], response["reason"]) == ("rejected", "llm_error")
    assert response["speech"].startswith("The Eiffel Tower is a wrought-iron")
    found = synthesis_issue(hass)
    assert (found.translation_key if found else None) == problem
