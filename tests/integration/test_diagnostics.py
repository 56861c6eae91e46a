"""Diagnostics: redacted entry, statistics and the recent explanation chains."""

from __future__ import annotations

from typing import TYPE_CHECKING

from homeassistant.components import conversation
from homeassistant.components.homeassistant.exposed_entities import (
    async_expose_entity,
)
from homeassistant.const import CONF_URL
from pytest_homeassistant_custom_component.common import (
    MockConfigEntry,
    async_mock_service,
)
from pytest_homeassistant_custom_component.components.diagnostics import (
    get_diagnostics_for_config_entry,
)
from syrupy.filters import props

from custom_components.grounded_answers.config_flow import entry_title, unique_id_for
from custom_components.grounded_answers.const import DOMAIN, RECENT_CHAINS
from tests.stubs import router_server

from .conftest import configure_model
from .test_conversation import MOLYBDENUM, ask

if TYPE_CHECKING:
    from homeassistant.core import HomeAssistant
    from pytest_homeassistant_custom_component.typing import ClientSessionGenerator
    from syrupy.assertion import SnapshotAssertion

    from .conftest import OpenAIServer, Router


async def test_diagnostics(
    hass: HomeAssistant,
    hass_client: ClientSessionGenerator,
    setup_entry: MockConfigEntry,
    router: Router,
    agent_id: str,
    snapshot: SnapshotAssertion,
) -> None:
    hass.states.async_set("light.kitchen", "off", {"friendly_name": "Kitchen Light"})
    async_expose_entity(hass, conversation.DOMAIN, "light.kitchen", should_expose=True)
    async_mock_service(hass, "light", "turn_on")
    await ask(hass, agent_id, "turn on the kitchen light")
    router.script.answer("what is molybdenum", MOLYBDENUM)
    await ask(hass, agent_id, "what is molybdenum", satellite_id="sat")
    router.script.misbehave(router_server.server_error)
    await ask(hass, agent_id, "what is tungsten")

    diagnostics = await get_diagnostics_for_config_entry(hass, hass_client, setup_entry)

    assert diagnostics["entry"]["data"]["api_key"] == "**REDACTED**"
    assert "s3cret-key" not in str(diagnostics)
    assert diagnostics["entry"]["data"]["url"] == router.url
    # The router's port changes every run; the timings too.
    assert diagnostics == snapshot(exclude=props("url", "title", "elapsed_ms"))


async def test_diagnostics_keep_only_the_last_chains(
    hass: HomeAssistant,
    hass_client: ClientSessionGenerator,
    setup_entry: MockConfigEntry,
    agent_id: str,
) -> None:
    for number in range(RECENT_CHAINS + 3):
        await ask(hass, agent_id, f"question {number}")

    diagnostics = await get_diagnostics_for_config_entry(hass, hass_client, setup_entry)

    recent = diagnostics["recent"]
    assert len(recent) == RECENT_CHAINS
    assert recent[0]["query"] == "question 3"
    assert recent[-1]["query"] == f"question {RECENT_CHAINS + 2}"


async def test_diagnostics_of_the_builtin_router(
    hass: HomeAssistant,
    hass_client: ClientSessionGenerator,
    setup_builtin: MockConfigEntry,
) -> None:
    diagnostics = await get_diagnostics_for_config_entry(
        hass, hass_client, setup_builtin
    )
    assert diagnostics["entry"]["data"] == {"router": "builtin"}
    assert diagnostics["router"] == {"kind": "builtin", "sources": ["wikipedia"]}
    assert diagnostics["claim_checking"] == {"enabled": False, "verifier_model": None}


async def test_diagnostics_redact_credentials_in_addresses(
    hass: HomeAssistant,
    hass_client: ClientSessionGenerator,
    core: None,
    router: Router,
) -> None:
    """The hosts stay visible; the user names and passwords in the URLs do not."""
    host = router.url.removeprefix("http://")
    entry = MockConfigEntry(
        domain=DOMAIN,
        title=entry_title(f"http://admin:hunter2@{host}"),
        unique_id=unique_id_for(f"http://admin:hunter2@{host}"),
        data={"router": "mnemolis", CONF_URL: f"http://admin:hunter2@{host}"},
        options={
            "model_backend": "ollama",
            "model_url": "http://ollama:pw-ollama@gpu.lan:11434",
            "model_api_key": "sk-model-secret",
            "model": "qwen3:8b",
            "kiwix_url": "https://reader:pw-kiwix@kiwix.lan/library",
            "searxng_url": "http://searxng.lan:8888",
        },
        minor_version=2,
    )
    entry.add_to_hass(hass)
    assert await hass.config_entries.async_setup(entry.entry_id)
    await hass.async_block_till_done()

    diagnostics = await get_diagnostics_for_config_entry(hass, hass_client, entry)

    for secret in ("hunter2", "pw-ollama", "pw-kiwix", "admin", "reader", "sk-model"):
        assert secret not in str(diagnostics)
    assert diagnostics["entry"]["title"] == f"Grounded Answers ({host})"
    assert diagnostics["entry"]["data"]["url"] == f"http://**REDACTED**@{host}"
    assert diagnostics["entry"]["options"] == {
        "model_backend": "ollama",
        "model_url": "http://**REDACTED**@gpu.lan:11434",
        "model_api_key": "**REDACTED**",
        "model": "qwen3:8b",
        "kiwix_url": "https://**REDACTED**@kiwix.lan/library",
        "searxng_url": "http://searxng.lan:8888",
    }


async def test_diagnostics_name_the_backend_and_redact_its_key(
    hass: HomeAssistant,
    hass_client: ClientSessionGenerator,
    setup_entry: MockConfigEntry,
    openai_server: OpenAIServer,
) -> None:
    await configure_model(
        hass, setup_entry, openai_server, model_api_key="sk-local-abcdef"
    )

    diagnostics = await get_diagnostics_for_config_entry(hass, hass_client, setup_entry)

    assert "sk-local-abcdef" not in str(diagnostics)
    assert diagnostics["entry"]["options"]["model_api_key"] == "**REDACTED**"
    assert diagnostics["synthesis"] == {
        "configured": True,
        "backend": "openai",
        "model": "Qwen/Qwen3-8B",
    }
