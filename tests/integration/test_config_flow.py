"""Config, reconfigure and options flows, every branch, against real stand-ins."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING
from unittest.mock import patch

import probatio
import pytest
from homeassistant import config_entries
from homeassistant.config_entries import ConfigEntryState
from homeassistant.const import CONF_API_KEY, CONF_URL
from homeassistant.data_entry_flow import FlowResultType, InvalidData
from homeassistant.helpers import config_validation as cv
from homeassistant.helpers import entity_registry as er
from homeassistant.helpers import issue_registry as ir
from homeassistant.helpers.translation import async_get_translations
from pytest_homeassistant_custom_component.common import MockConfigEntry

from custom_components.grounded_answers.config_flow import entry_title, unique_id_for
from custom_components.grounded_answers.const import (
    DOMAIN,
    ENTRY_MINOR_VERSION,
    ENTRY_VERSION,
)
from custom_components.grounded_answers.engine.synth.openai_compat import (
    OpenAICompatSynthesizer,
)
from custom_components.grounded_answers.engine.verify.openai_judge import (
    OpenAIJudgeVerifier,
)
from tests.stubs import router_server
from tests.stubs.ollama_server import OllamaScript, refused_url, start_ollama_stub
from tests.stubs.openai_server import OpenAIScript, start_openai_stub

from .conftest import MODEL_BACKENDS, OPENAI_MODELS

if TYPE_CHECKING:
    from homeassistant.core import HomeAssistant

    from .conftest import Ollama, OpenAIServer, Router

KEY = "s3cret-key"

OPTIONS_INPUT = {
    "router_timeout": 7,
    "voice_max_chars": 200,
    "brief_max_chars": 600,
    "detailed_max_chars": 1500,
    "prefer_local_intents": False,
    "spoken_attribution": "always",
    "voice_style": "brief",
    "typed_style": "detailed",
    "synthesis_enabled": True,
    "keep_alive_minutes": -1,
    "num_ctx": 4096,
    "llm_timeout": 12,
    "claim_checking": False,
    "verifier": "reference",
    "min_confidence": 0.5,
    "voice_deadline": 6,
    "typed_deadline": 45,
}


async def _start_user_flow(hass: HomeAssistant) -> str:
    """Start a flow and choose the Mnemolis-compatible router; return the flow ID."""
    result = await hass.config_entries.flow.async_init(
        DOMAIN, context={"source": config_entries.SOURCE_USER}
    )
    assert result["type"] is FlowResultType.MENU
    assert result["step_id"] == "user"
    assert result["menu_options"] == ["builtin", "mnemolis"]
    result = await hass.config_entries.flow.async_configure(
        result["flow_id"], {"next_step_id": "mnemolis"}
    )
    assert result["type"] is FlowResultType.FORM
    assert result["step_id"] == "mnemolis"
    assert result["errors"] == {}
    return result["flow_id"]


# --- user step ------------------------------------------------------------------------


async def test_user_creates_entry_after_probing_the_router(
    hass: HomeAssistant, router: Router
) -> None:
    router.script.api_key = KEY
    flow_id = await _start_user_flow(hass)

    result = await hass.config_entries.flow.async_configure(
        flow_id, {CONF_URL: f"  {router.url}/ ", CONF_API_KEY: f" {KEY} "}
    )
    await hass.async_block_till_done()

    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert result["data"] == {
        "router": "mnemolis",
        CONF_URL: router.url,
        CONF_API_KEY: KEY,
    }
    assert result["title"].startswith("Grounded Answers (127.0.0.1:")
    entry = result["result"]
    assert entry.unique_id == router.url
    assert entry.state is ConfigEntryState.LOADED
    # The probe searched once, with the key.
    assert router.script.requests == [{"query": "ping", "source": "auto"}]
    assert router.script.headers[-1]["X-API-Key"] == KEY


async def test_user_without_key_stores_no_key(
    hass: HomeAssistant, router: Router
) -> None:
    flow_id = await _start_user_flow(hass)
    result = await hass.config_entries.flow.async_configure(
        flow_id, {CONF_URL: router.url}
    )
    await hass.async_block_till_done()
    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert result["data"] == {"router": "mnemolis", CONF_URL: router.url}
    assert "X-API-Key" not in router.script.headers[-1]


@pytest.mark.parametrize(
    "url",
    [
        "ftp://127.0.0.1:8888",
        "127.0.0.1:8888",
        "not a url",
        "http://",
        "http://127.0.0.1:port",
        "http://exa mple.com",
    ],
)
async def test_user_invalid_url_is_refused_before_any_request(
    hass: HomeAssistant, router: Router, url: str
) -> None:
    flow_id = await _start_user_flow(hass)
    result = await hass.config_entries.flow.async_configure(flow_id, {CONF_URL: url})
    assert result["type"] is FlowResultType.FORM
    assert result["errors"] == {CONF_URL: "invalid_url"}
    assert router.script.requests == []
    assert router.script.headers == []

    # Recovery: a good URL on the same form.
    result = await hass.config_entries.flow.async_configure(
        flow_id, {CONF_URL: router.url}
    )
    await hass.async_block_till_done()
    assert result["type"] is FlowResultType.CREATE_ENTRY


async def test_user_cannot_connect_then_recovers(
    hass: HomeAssistant, router: Router
) -> None:
    flow_id = await _start_user_flow(hass)
    with refused_url() as dead:
        result = await hass.config_entries.flow.async_configure(
            flow_id, {CONF_URL: dead}
        )
    assert result["type"] is FlowResultType.FORM
    assert result["errors"] == {"base": "cannot_connect"}

    result = await hass.config_entries.flow.async_configure(
        flow_id, {CONF_URL: router.url}
    )
    await hass.async_block_till_done()
    assert result["type"] is FlowResultType.CREATE_ENTRY


@pytest.mark.parametrize(
    "behaviour",
    [
        router_server.html_page,
        router_server.server_error,
        router_server.wrong_types,
        router_server.not_an_object,
    ],
)
async def test_user_router_that_does_not_speak_the_protocol(
    hass: HomeAssistant, router: Router, behaviour: router_server.Behaviour
) -> None:
    router.script.misbehave(behaviour)
    flow_id = await _start_user_flow(hass)
    result = await hass.config_entries.flow.async_configure(
        flow_id, {CONF_URL: router.url}
    )
    assert result["errors"] == {"base": "cannot_connect"}

    router.script.misbehave(None)
    result = await hass.config_entries.flow.async_configure(
        flow_id, {CONF_URL: router.url}
    )
    await hass.async_block_till_done()
    assert result["type"] is FlowResultType.CREATE_ENTRY


async def test_user_unhealthy_router(hass: HomeAssistant, router: Router) -> None:
    router.script.health_status = 500
    flow_id = await _start_user_flow(hass)
    result = await hass.config_entries.flow.async_configure(
        flow_id, {CONF_URL: router.url}
    )
    assert result["errors"] == {"base": "cannot_connect"}
    assert router.script.requests == []  # health failed first: no search


async def test_user_backend_failure_on_ping_is_accepted(
    hass: HomeAssistant, router: Router
) -> None:
    """success:false is the router speaking its protocol; a backend is down."""
    router.script.misbehave(router_server.router_failure)
    flow_id = await _start_user_flow(hass)
    result = await hass.config_entries.flow.async_configure(
        flow_id, {CONF_URL: router.url}
    )
    await hass.async_block_till_done()
    assert result["type"] is FlowResultType.CREATE_ENTRY


async def test_user_invalid_auth_then_recovers(
    hass: HomeAssistant, router: Router
) -> None:
    router.script.api_key = KEY
    flow_id = await _start_user_flow(hass)

    result = await hass.config_entries.flow.async_configure(
        flow_id, {CONF_URL: router.url}
    )
    assert result["errors"] == {"base": "invalid_auth"}
    result = await hass.config_entries.flow.async_configure(
        flow_id, {CONF_URL: router.url, CONF_API_KEY: "wrong"}
    )
    assert result["errors"] == {"base": "invalid_auth"}

    result = await hass.config_entries.flow.async_configure(
        flow_id, {CONF_URL: router.url, CONF_API_KEY: KEY}
    )
    await hass.async_block_till_done()
    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert result["data"][CONF_API_KEY] == KEY


async def test_user_unexpected_error_then_recovers(
    hass: HomeAssistant, router: Router
) -> None:
    flow_id = await _start_user_flow(hass)
    with patch(
        "custom_components.grounded_answers.config_flow.RouterClient.health",
        side_effect=RuntimeError("boom"),
    ):
        result = await hass.config_entries.flow.async_configure(
            flow_id, {CONF_URL: router.url}
        )
    assert result["errors"] == {"base": "unknown"}

    result = await hass.config_entries.flow.async_configure(
        flow_id, {CONF_URL: router.url}
    )
    await hass.async_block_till_done()
    assert result["type"] is FlowResultType.CREATE_ENTRY


async def test_user_duplicate_aborts_without_probing(
    hass: HomeAssistant, router: Router
) -> None:
    MockConfigEntry(
        domain=DOMAIN, unique_id=unique_id_for(router.url), data={CONF_URL: router.url}
    ).add_to_hass(hass)
    flow_id = await _start_user_flow(hass)

    # Same router, written differently: upper-case scheme, trailing slash, spaces.
    shouted = router.url.replace("http://", "HTTP://")
    result = await hass.config_entries.flow.async_configure(
        flow_id, {CONF_URL: f" {shouted}/ "}
    )
    assert result["type"] is FlowResultType.ABORT
    assert result["reason"] == "already_configured"
    assert router.script.headers == []


# --- the built-in router ---------------------------------------------------------------


async def _choose(hass: HomeAssistant, step: str) -> dict:
    result = await hass.config_entries.flow.async_init(
        DOMAIN, context={"source": config_entries.SOURCE_USER}
    )
    return await hass.config_entries.flow.async_configure(
        result["flow_id"], {"next_step_id": step}
    )


async def test_builtin_creates_the_entry_at_once(hass: HomeAssistant) -> None:
    """No probe: sockets stay blocked, and set-up asks no source."""
    result = await _choose(hass, "builtin")
    await hass.async_block_till_done()

    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert result["title"] == "Grounded Answers"
    assert result["data"] == {"router": "builtin"}
    entry = result["result"]
    assert entry.unique_id == "builtin"
    # 2.1: the model server's options (model_url, not ollama_url); none to migrate.
    assert (entry.version, entry.minor_version) == (ENTRY_VERSION, ENTRY_MINOR_VERSION)
    assert (ENTRY_VERSION, ENTRY_MINOR_VERSION) == (2, 1)
    assert entry.state is ConfigEntryState.LOADED
    # Wikipedia alone, in the household's language, until sources are chosen.
    assert entry.runtime_data.engine.router.source_names == ["wikipedia"]
    assert entry.runtime_data.engine.options.language == "en"


async def test_a_second_builtin_entry_aborts(hass: HomeAssistant) -> None:
    MockConfigEntry(
        domain=DOMAIN, unique_id="builtin", data={"router": "builtin"}
    ).add_to_hass(hass)
    result = await _choose(hass, "builtin")
    assert result["type"] is FlowResultType.ABORT
    assert result["reason"] == "already_configured"


async def test_builtin_and_mnemolis_entries_live_side_by_side(
    hass: HomeAssistant, router: Router
) -> None:
    MockConfigEntry(
        domain=DOMAIN, unique_id="builtin", data={"router": "builtin"}
    ).add_to_hass(hass)
    flow_id = await _start_user_flow(hass)
    result = await hass.config_entries.flow.async_configure(
        flow_id, {CONF_URL: router.url}
    )
    await hass.async_block_till_done()
    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert len(hass.config_entries.async_entries(DOMAIN)) == 2


async def test_reconfigure_a_builtin_entry_aborts(hass: HomeAssistant) -> None:
    entry = MockConfigEntry(
        domain=DOMAIN,
        unique_id="builtin",
        data={"router": "builtin"},
        minor_version=2,
    )
    entry.add_to_hass(hass)
    result = await entry.start_reconfigure_flow(hass)
    assert result["type"] is FlowResultType.ABORT
    assert result["reason"] == "reconfigure_builtin"
    assert entry.data == {"router": "builtin"}


def test_unique_id_lower_cases_scheme_and_host_only() -> None:
    assert (
        unique_id_for("HTTPS://Router.LAN:8888/Api/ ") == "https://router.lan:8888/Api"
    )
    assert unique_id_for("http://router.lan/") == "http://router.lan"


# --- reconfigure ----------------------------------------------------------------------


async def test_reconfigure_moves_to_another_router(
    hass: HomeAssistant, setup_entry: MockConfigEntry, second_router: Router
) -> None:
    old_engine = setup_entry.runtime_data.engine
    result = await setup_entry.start_reconfigure_flow(hass)
    assert result["type"] is FlowResultType.FORM
    assert result["step_id"] == "reconfigure"

    result = await hass.config_entries.flow.async_configure(
        result["flow_id"], {CONF_URL: second_router.url}
    )
    await hass.async_block_till_done()

    assert result["type"] is FlowResultType.ABORT
    assert result["reason"] == "reconfigure_successful"
    assert setup_entry.data == {"router": "mnemolis", CONF_URL: second_router.url}
    assert setup_entry.unique_id == unique_id_for(second_router.url)
    assert setup_entry.title.endswith(second_router.url.removeprefix("http://") + ")")
    # Reloaded: a new engine talks to the new router.
    assert setup_entry.state is ConfigEntryState.LOADED
    assert setup_entry.runtime_data.engine is not old_engine
    assert second_router.script.requests == [{"query": "ping", "source": "auto"}]


async def test_reconfigure_errors_then_recovers(
    hass: HomeAssistant, setup_entry: MockConfigEntry, router: Router
) -> None:
    result = await setup_entry.start_reconfigure_flow(hass)
    flow_id = result["flow_id"]

    result = await hass.config_entries.flow.async_configure(
        flow_id, {CONF_URL: "gopher://x"}
    )
    assert result["errors"] == {CONF_URL: "invalid_url"}

    result = await hass.config_entries.flow.async_configure(
        flow_id, {CONF_URL: router.url, CONF_API_KEY: "rotated"}
    )
    assert result["errors"] == {"base": "invalid_auth"}

    with refused_url() as dead:
        result = await hass.config_entries.flow.async_configure(
            flow_id, {CONF_URL: dead}
        )
    assert result["errors"] == {"base": "cannot_connect"}

    # The router rotates its key; the same URL with the new key is accepted.
    router.script.api_key = "rotated"
    result = await hass.config_entries.flow.async_configure(
        flow_id, {CONF_URL: router.url, CONF_API_KEY: "rotated"}
    )
    await hass.async_block_till_done()
    assert result["reason"] == "reconfigure_successful"
    assert setup_entry.data == {
        "router": "mnemolis",
        CONF_URL: router.url,
        CONF_API_KEY: "rotated",
    }
    assert setup_entry.state is ConfigEntryState.LOADED


async def test_reconfigure_onto_another_entry_aborts(
    hass: HomeAssistant, setup_entry: MockConfigEntry, second_router: Router
) -> None:
    MockConfigEntry(
        domain=DOMAIN,
        unique_id=unique_id_for(second_router.url),
        data={CONF_URL: second_router.url},
    ).add_to_hass(hass)
    result = await setup_entry.start_reconfigure_flow(hass)
    result = await hass.config_entries.flow.async_configure(
        result["flow_id"], {CONF_URL: second_router.url}
    )
    assert result["type"] is FlowResultType.ABORT
    assert result["reason"] == "already_configured"
    assert second_router.script.headers == []


# --- options --------------------------------------------------------------------------


async def test_options_without_ollama_save_and_reload(
    hass: HomeAssistant, setup_entry: MockConfigEntry
) -> None:
    old_engine = setup_entry.runtime_data.engine
    result = await hass.config_entries.options.async_init(setup_entry.entry_id)
    assert result["type"] is FlowResultType.FORM
    assert result["step_id"] == "init"

    result = await hass.config_entries.options.async_configure(
        result["flow_id"], OPTIONS_INPUT
    )
    await hass.async_block_till_done()

    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert setup_entry.options == OPTIONS_INPUT
    engine = setup_entry.runtime_data.engine
    assert engine is not old_engine  # reloaded, so caches start empty
    assert engine.options.voice_max_chars == 200
    assert engine.options.router_timeout == 7.0
    assert engine.options.spoken_attribution == "always"
    assert (engine.options.voice_deadline, engine.options.typed_deadline) == (6, 45)
    assert engine.synthesizer is None


async def test_options_defaults_apply(
    hass: HomeAssistant, setup_entry: MockConfigEntry
) -> None:
    result = await hass.config_entries.options.async_init(setup_entry.entry_id)
    result = await hass.config_entries.options.async_configure(result["flow_id"], {})
    await hass.async_block_till_done()
    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert setup_entry.options == {
        "router_timeout": 15.0,
        "voice_max_chars": 240,
        "brief_max_chars": 800,
        "detailed_max_chars": 2000,
        "prefer_local_intents": True,
        "spoken_attribution": "multiple",
        "voice_style": "voice",
        "typed_style": "brief",
        "synthesis_enabled": True,
        "keep_alive_minutes": 30,
        "num_ctx": 8192,
        "llm_timeout": 20.0,
        "claim_checking": False,
        "verifier": "reference",
        "min_confidence": 0.5,
        "voice_deadline": 8,
        "typed_deadline": 20,
    }
    engine = setup_entry.runtime_data.engine
    assert (engine.options.voice_deadline, engine.options.typed_deadline) == (8, 20)


async def test_options_with_ollama_offer_its_models(
    hass: HomeAssistant, setup_entry: MockConfigEntry, ollama: Ollama
) -> None:
    result = await hass.config_entries.options.async_init(setup_entry.entry_id)
    result = await hass.config_entries.options.async_configure(
        result["flow_id"], {**OPTIONS_INPUT, "model_url": f"{ollama.url}/"}
    )
    assert result["type"] is FlowResultType.FORM
    assert result["step_id"] == "model"
    assert result["last_step"] is True  # a Mnemolis entry has no sources step
    assert result["description_placeholders"] == {"url": ollama.url}
    selector = result["data_schema"].schema["model"]
    assert selector.config["options"] == ["llama3.2:3b", "qwen3:8b"]

    result = await hass.config_entries.options.async_configure(
        result["flow_id"], {"model": "qwen3:8b"}
    )
    await hass.async_block_till_done()

    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert setup_entry.options == {
        **OPTIONS_INPUT,
        "model_backend": "ollama",
        "model_url": ollama.url,
        "model": "qwen3:8b",
    }
    synthesizer = setup_entry.runtime_data.synthesizer
    assert synthesizer is not None
    assert synthesizer.model == "qwen3:8b"
    assert setup_entry.runtime_data.engine.synthesizer is synthesizer


async def test_options_model_step_defaults_to_the_current_model(
    hass: HomeAssistant, setup_entry: MockConfigEntry, ollama: Ollama
) -> None:
    hass.config_entries.async_update_entry(
        setup_entry,
        options={"model_url": ollama.url, "model": "qwen3:8b"},
    )
    await hass.async_block_till_done()
    result = await hass.config_entries.options.async_init(setup_entry.entry_id)
    result = await hass.config_entries.options.async_configure(
        result["flow_id"], {"model_url": ollama.url}
    )
    schema = result["data_schema"].schema
    (key,) = schema
    assert key.default() == "qwen3:8b"


async def test_options_blank_model_url_turns_synthesis_off(
    hass: HomeAssistant, setup_entry: MockConfigEntry, ollama: Ollama
) -> None:
    hass.config_entries.async_update_entry(
        setup_entry, options={"model_url": ollama.url, "model": "qwen3:8b"}
    )
    await hass.async_block_till_done()
    assert setup_entry.runtime_data.synthesizer is not None

    result = await hass.config_entries.options.async_init(setup_entry.entry_id)
    result = await hass.config_entries.options.async_configure(
        result["flow_id"], {**OPTIONS_INPUT, "model_url": "  "}
    )
    await hass.async_block_till_done()
    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert "model" not in setup_entry.options
    assert "model_url" not in setup_entry.options
    assert setup_entry.runtime_data.synthesizer is None


async def test_options_ollama_unreachable_then_recovers(
    hass: HomeAssistant, setup_entry: MockConfigEntry, ollama: Ollama
) -> None:
    result = await hass.config_entries.options.async_init(setup_entry.entry_id)
    flow_id = result["flow_id"]
    with refused_url() as dead:
        result = await hass.config_entries.options.async_configure(
            flow_id, {**OPTIONS_INPUT, "model_url": dead}
        )
    assert result["type"] is FlowResultType.FORM
    assert result["step_id"] == "init"
    assert result["errors"] == {"base": "ollama_cannot_connect"}

    result = await hass.config_entries.options.async_configure(
        flow_id, {**OPTIONS_INPUT, "model_url": ollama.url}
    )
    assert result["step_id"] == "model"


async def test_options_ollama_without_models(
    hass: HomeAssistant, setup_entry: MockConfigEntry, socket_enabled: None
) -> None:
    async with start_ollama_stub(OllamaScript([])) as (_, url):
        result = await hass.config_entries.options.async_init(setup_entry.entry_id)
        result = await hass.config_entries.options.async_configure(
            result["flow_id"], {**OPTIONS_INPUT, "model_url": url}
        )
        assert result["type"] is FlowResultType.FORM
        assert result["errors"] == {"base": "ollama_no_models"}

        # Recovery: without a model server the options save, synthesis off.
        result = await hass.config_entries.options.async_configure(
            result["flow_id"], OPTIONS_INPUT
        )
    await hass.async_block_till_done()
    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert setup_entry.runtime_data.synthesizer is None


async def test_options_invalid_model_url(
    hass: HomeAssistant, setup_entry: MockConfigEntry
) -> None:
    result = await hass.config_entries.options.async_init(setup_entry.entry_id)
    result = await hass.config_entries.options.async_configure(
        result["flow_id"], {**OPTIONS_INPUT, "model_url": "ollama.lan:11434"}
    )
    assert result["errors"] == {"model_url": "invalid_url"}


async def test_options_unexpected_error_listing_models(
    hass: HomeAssistant, setup_entry: MockConfigEntry, ollama: Ollama
) -> None:
    result = await hass.config_entries.options.async_init(setup_entry.entry_id)
    with patch(
        "custom_components.grounded_answers.engine.synth.ollama.OllamaSynthesizer.list_models",
        side_effect=RuntimeError("boom"),
    ):
        result = await hass.config_entries.options.async_configure(
            result["flow_id"], {**OPTIONS_INPUT, "model_url": ollama.url}
        )
    assert result["errors"] == {"base": "unknown"}


# --- credentials in the router URL ----------------------------------------------------


def test_title_and_unique_id_leave_credentials_out() -> None:
    url = "http://admin:hunter2@Router.LAN:8888/mnemolis"
    assert unique_id_for(url) == "http://router.lan:8888/mnemolis"
    assert entry_title(url) == "Grounded Answers (Router.LAN:8888/mnemolis)"
    assert (
        entry_title("http://router.lan:8888/") == "Grounded Answers (router.lan:8888)"
    )


async def test_credentials_in_the_url_stay_in_the_data_only(
    hass: HomeAssistant, router: Router
) -> None:
    host = router.url.removeprefix("http://")
    url = f"http://admin:hunter2@{host}"
    flow_id = await _start_user_flow(hass)
    result = await hass.config_entries.flow.async_configure(flow_id, {CONF_URL: url})
    await hass.async_block_till_done()

    assert result["type"] is FlowResultType.CREATE_ENTRY
    entry = result["result"]
    assert entry.data[CONF_URL] == url  # Basic auth still goes along
    assert router.script.headers[-1]["Authorization"].startswith("Basic ")
    assert entry.title == f"Grounded Answers ({host})"
    assert entry.unique_id == router.url
    entity_ids = [
        entity.entity_id
        for entity in er.async_entries_for_config_entry(
            er.async_get(hass), entry.entry_id
        )
    ]
    assert entity_ids
    assert not [entity_id for entity_id in entity_ids if "hunter2" in entity_id]

    # The same router with other credentials (or none) is the same router.
    flow_id = await _start_user_flow(hass)
    result = await hass.config_entries.flow.async_configure(
        flow_id, {CONF_URL: router.url}
    )
    assert result["type"] is FlowResultType.ABORT
    assert result["reason"] == "already_configured"


async def test_reconfigure_replaces_a_title_that_held_credentials(
    hass: HomeAssistant, core: None, router: Router, second_router: Router
) -> None:
    """Entries made before credentials were left out lose them on reconfigure."""
    url = router.url.replace("http://", "http://admin:hunter2@")
    entry = MockConfigEntry(
        domain=DOMAIN,
        title=f"Grounded Answers ({url.removeprefix('http://')})",
        unique_id=url,
        data={"router": "mnemolis", CONF_URL: url},
        minor_version=2,
    )
    entry.add_to_hass(hass)
    result = await entry.start_reconfigure_flow(hass)
    result = await hass.config_entries.flow.async_configure(
        result["flow_id"], {CONF_URL: second_router.url}
    )
    await hass.async_block_till_done()
    assert result["reason"] == "reconfigure_successful"
    host = second_router.url.removeprefix("http://")
    assert entry.title == f"Grounded Answers ({host})"
    assert entry.unique_id == second_router.url


# --- two flows at once ----------------------------------------------------------------


async def test_a_second_flow_for_the_same_router_aborts_translated(
    hass: HomeAssistant, router: Router
) -> None:
    """
    Home Assistant aborts it with already_in_progress from its own translations.

    The abort carries translation_domain homeassistant, and the frontend looks the
    reason up there (component.homeassistant.config.abort.already_in_progress), so the
    integration needs no text of its own for it.
    """
    first = await _start_user_flow(hass)
    with refused_url() as dead:
        result = await hass.config_entries.flow.async_configure(first, {CONF_URL: dead})
        assert result["errors"] == {"base": "cannot_connect"}  # still in progress

        second = await _start_user_flow(hass)
        result = await hass.config_entries.flow.async_configure(
            second, {CONF_URL: f"{dead}/"}
        )
    assert result["type"] is FlowResultType.ABORT
    assert result["reason"] == "already_in_progress"
    assert result["translation_domain"] == "homeassistant"
    translations = await async_get_translations(hass, "en", "config", {"homeassistant"})
    assert translations["component.homeassistant.config.abort.already_in_progress"]

    # The first flow goes on.
    result = await hass.config_entries.flow.async_configure(
        first, {CONF_URL: router.url}
    )
    await hass.async_block_till_done()
    assert result["type"] is FlowResultType.CREATE_ENTRY


# --- options while a server is down ---------------------------------------------------


async def test_options_save_while_the_saved_ollama_is_down(
    hass: HomeAssistant, setup_entry: MockConfigEntry
) -> None:
    """Turning synthesis off must not need the GPU box that is switched off."""
    with refused_url() as dead:
        hass.config_entries.async_update_entry(
            setup_entry, options={"model_url": dead, "model": "qwen3:8b"}
        )
        await hass.async_block_till_done()
        result = await hass.config_entries.options.async_init(setup_entry.entry_id)
        result = await hass.config_entries.options.async_configure(
            result["flow_id"],
            {**OPTIONS_INPUT, "synthesis_enabled": False, "model_url": f"{dead}/"},
        )
        await hass.async_block_till_done()

        assert result["type"] is FlowResultType.CREATE_ENTRY
        assert setup_entry.options == {
            **OPTIONS_INPUT,
            "synthesis_enabled": False,
            "model_backend": "ollama",
            "model_url": dead,
            "model": "qwen3:8b",
        }
        assert setup_entry.state is ConfigEntryState.LOADED
        assert setup_entry.runtime_data.engine.options.synthesis_enabled is False

        # Another address still has to answer.
        with refused_url() as other:
            result = await hass.config_entries.options.async_init(setup_entry.entry_id)
            result = await hass.config_entries.options.async_configure(
                result["flow_id"], {**OPTIONS_INPUT, "model_url": other}
            )
    assert result["type"] is FlowResultType.FORM
    assert result["errors"] == {"base": "ollama_cannot_connect"}


async def test_options_offer_the_models_when_the_saved_ollama_answers(
    hass: HomeAssistant, setup_entry: MockConfigEntry, ollama: Ollama
) -> None:
    hass.config_entries.async_update_entry(
        setup_entry, options={"model_url": ollama.url, "model": "qwen3:8b"}
    )
    await hass.async_block_till_done()
    result = await hass.config_entries.options.async_init(setup_entry.entry_id)
    result = await hass.config_entries.options.async_configure(
        result["flow_id"], {**OPTIONS_INPUT, "model_url": ollama.url}
    )
    assert result["step_id"] == "model"
    result = await hass.config_entries.options.async_configure(
        result["flow_id"], {"model": "llama3.2:3b"}
    )
    await hass.async_block_till_done()
    assert setup_entry.options["model"] == "llama3.2:3b"


# --- no stored secret goes back to the browser -----------------------------------------


def _as_sent(result: dict) -> str:
    """Return the form's fields as the frontend receives them (JSON)."""
    fields = probatio.to_field_list(
        result["data_schema"], custom_serializer=cv.custom_serializer
    )
    return json.dumps(fields)


async def test_reconfigure_never_shows_the_stored_key_and_blank_keeps_it(
    hass: HomeAssistant, setup_entry: MockConfigEntry, router: Router
) -> None:
    result = await setup_entry.start_reconfigure_flow(hass)

    assert result["type"] is FlowResultType.FORM
    assert KEY not in _as_sent(result)
    assert router.url in _as_sent(result)  # the address is suggested, the key not

    # Blank keeps the stored key: the router, which demands it, accepts the probe.
    router.script.headers.clear()
    result = await hass.config_entries.flow.async_configure(
        result["flow_id"], {CONF_URL: router.url, CONF_API_KEY: ""}
    )
    await hass.async_block_till_done()
    assert result["reason"] == "reconfigure_successful"
    assert setup_entry.data[CONF_API_KEY] == KEY
    assert router.script.headers[0]["X-API-Key"] == KEY


async def test_reconfigure_after_an_error_does_not_echo_the_typed_key(
    hass: HomeAssistant, setup_entry: MockConfigEntry, router: Router
) -> None:
    result = await setup_entry.start_reconfigure_flow(hass)
    result = await hass.config_entries.flow.async_configure(
        result["flow_id"], {CONF_URL: router.url, CONF_API_KEY: "wrong-key"}
    )

    assert result["errors"] == {"base": "invalid_auth"}
    assert "wrong-key" not in _as_sent(result)
    assert KEY not in _as_sent(result)

    # A new key replaces the stored one.
    router.script.api_key = "rotated"
    result = await hass.config_entries.flow.async_configure(
        result["flow_id"], {CONF_URL: router.url, CONF_API_KEY: "rotated"}
    )
    await hass.async_block_till_done()
    assert result["reason"] == "reconfigure_successful"
    assert setup_entry.data[CONF_API_KEY] == "rotated"


async def test_reconfigure_onto_another_router_does_not_take_the_key_along(
    hass: HomeAssistant, setup_entry: MockConfigEntry, second_router: Router
) -> None:
    result = await setup_entry.start_reconfigure_flow(hass)
    result = await hass.config_entries.flow.async_configure(
        result["flow_id"], {CONF_URL: second_router.url}
    )
    await hass.async_block_till_done()

    assert result["reason"] == "reconfigure_successful"
    assert CONF_API_KEY not in setup_entry.data
    assert all("X-API-Key" not in headers for headers in second_router.script.headers)


async def test_reconfigure_never_shows_the_password_of_the_url(
    hass: HomeAssistant, core: None, router: Router
) -> None:
    host = router.url.removeprefix("http://")
    url = f"http://admin:hunter2@{host}"
    entry = MockConfigEntry(
        domain=DOMAIN,
        title=f"Grounded Answers ({host})",
        unique_id=router.url,
        data={"router": "mnemolis", CONF_URL: url},
        minor_version=3,
    )
    entry.add_to_hass(hass)
    result = await entry.start_reconfigure_flow(hass)

    sent = _as_sent(result)
    assert "hunter2" not in sent
    assert router.url in sent

    # The address as shown keeps the stored credentials.
    result = await hass.config_entries.flow.async_configure(
        result["flow_id"], {CONF_URL: router.url}
    )
    await hass.async_block_till_done()
    assert result["reason"] == "reconfigure_successful"
    assert entry.data[CONF_URL] == url
    assert router.script.headers[-1]["Authorization"].startswith("Basic ")


# --- whole numbers are stored as integers ---------------------------------------------

WHOLE_NUMBERS = (
    "router_timeout",
    "voice_max_chars",
    "brief_max_chars",
    "detailed_max_chars",
    "keep_alive_minutes",
    "num_ctx",
    "llm_timeout",
    "voice_deadline",
    "typed_deadline",
)


async def test_options_store_whole_numbers_as_integers(
    hass: HomeAssistant, setup_entry: MockConfigEntry
) -> None:
    result = await hass.config_entries.options.async_init(setup_entry.entry_id)
    fields = {field["name"]: field for field in json.loads(_as_sent(result))}
    assert "number" in fields["voice_max_chars"]["selector"]  # still a number box

    # The frontend sends 240.0 as well as 240; the defaults go through the same.
    result = await hass.config_entries.options.async_configure(
        result["flow_id"], {"voice_max_chars": 240.0, "llm_timeout": 12.4}
    )
    await hass.async_block_till_done()

    assert result["type"] is FlowResultType.CREATE_ENTRY
    options = setup_entry.options
    assert {name: type(options[name]) for name in WHOLE_NUMBERS} == dict.fromkeys(
        WHOLE_NUMBERS, int
    )
    assert (options["voice_max_chars"], options["llm_timeout"]) == (240, 12)
    assert '"voice_max_chars": 240,' in json.dumps(dict(options))
    assert options["min_confidence"] == 0.5  # not a whole number: a float
    assert setup_entry.runtime_data.engine.options.llm_timeout == 12.0


# --- the turn deadlines -------------------------------------------------------------


async def test_an_entry_without_deadline_options_gets_the_defaults(
    hass: HomeAssistant, setup_entry: MockConfigEntry
) -> None:
    assert "voice_deadline" not in setup_entry.options
    options = setup_entry.runtime_data.engine.options
    assert (options.voice_deadline, options.typed_deadline) == (8.0, 20.0)


@pytest.mark.parametrize(("voice", "typed"), [(2, 2), (2, 120), (120, 3), (5.0, 90.4)])
async def test_deadline_options_within_range_are_saved_and_used(
    hass: HomeAssistant, setup_entry: MockConfigEntry, voice: float, typed: float
) -> None:
    result = await hass.config_entries.options.async_init(setup_entry.entry_id)
    fields = {field["name"]: field for field in json.loads(_as_sent(result))}
    for name in ("voice_deadline", "typed_deadline"):
        number = fields[name]["selector"]["number"]
        assert (number["min"], number["max"], number["unit_of_measurement"]) == (
            2,
            120,
            "s",
        )

    result = await hass.config_entries.options.async_configure(
        result["flow_id"], {"voice_deadline": voice, "typed_deadline": typed}
    )
    await hass.async_block_till_done()

    assert result["type"] is FlowResultType.CREATE_ENTRY
    saved = (
        setup_entry.options["voice_deadline"],
        setup_entry.options["typed_deadline"],
    )
    assert saved == (round(voice), round(typed))
    assert all(type(value) is int for value in saved)
    options = setup_entry.runtime_data.engine.options
    assert (options.voice_deadline, options.typed_deadline) == saved


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("voice_deadline", 1),
        ("voice_deadline", 121),
        ("typed_deadline", 0),
        ("typed_deadline", 600),
        ("voice_deadline", -8),
    ],
)
async def test_deadline_options_out_of_range_are_refused(
    hass: HomeAssistant, setup_entry: MockConfigEntry, name: str, value: int
) -> None:
    result = await hass.config_entries.options.async_init(setup_entry.entry_id)
    with pytest.raises(InvalidData) as refused:
        await hass.config_entries.options.async_configure(
            result["flow_id"], {name: value}
        )
    assert name in refused.value.schema_errors
    assert name not in setup_entry.options
    options = setup_entry.runtime_data.engine.options
    assert (options.voice_deadline, options.typed_deadline) == (8.0, 20.0)


# --- the model server's backend -------------------------------------------------------

LANGUAGES = ("en", "de", "fr", "es", "nl", "it", "pt")
# The texts the backend choice added: each language has every one.
BACKEND_TEXTS = (
    "selector.model_backend.options.ollama",
    "selector.model_backend.options.openai",
    "options.step.init.data.model_backend",
    "options.step.init.data.model_api_key",
    "options.step.init.data_description.model_api_key",
    "options.error.openai_cannot_connect",
    "options.error.openai_no_models",
    "options.error.ollama_no_models",
    "options.error.model_invalid_auth",
    "options.error.verifier_needs_model_server",
    "options.error.verifier_not_on_openai",
)


async def _submit_options(
    hass: HomeAssistant, entry: MockConfigEntry, **fields: object
) -> dict:
    """Open the options and submit the answer settings with ``fields``."""
    result = await hass.config_entries.options.async_init(entry.entry_id)
    return await hass.config_entries.options.async_configure(
        result["flow_id"], {**OPTIONS_INPUT, **fields}
    )


async def test_options_form_asks_the_backend_before_the_url_and_hides_the_key(
    hass: HomeAssistant, setup_entry: MockConfigEntry
) -> None:
    result = await hass.config_entries.options.async_init(setup_entry.entry_id)

    fields = json.loads(_as_sent(result))
    names = [field["name"] for field in fields]
    first = names.index("model_backend")
    assert names[first : first + 3] == ["model_backend", "model_url", "model_api_key"]
    by_name = {field["name"]: field for field in fields}
    select = by_name["model_backend"]["selector"]["select"]
    assert (select["options"], select["translation_key"]) == (
        ["ollama", "openai"],
        "model_backend",
    )
    assert by_name["model_backend"]["default"] == "ollama"
    assert by_name["model_api_key"]["selector"]["text"]["type"] == "password"


@pytest.mark.parametrize("language", LANGUAGES)
async def test_every_language_names_the_backends_and_their_errors(
    hass: HomeAssistant, language: str
) -> None:
    texts = {}
    for category in ("selector", "options"):
        texts |= await async_get_translations(hass, language, category, {DOMAIN})
    prefix = f"component.{DOMAIN}."
    missing = [key for key in BACKEND_TEXTS if not texts.get(prefix + key)]
    assert missing == []
    label = texts[prefix + "selector.model_backend.options.openai"]
    for server in ("llama.cpp", "vLLM", "LM Studio", "LocalAI"):
        assert server in label
    # The old keys are gone from every language, not left behind untranslated.
    assert prefix + "options.error.verifier_needs_ollama" not in texts
    assert prefix + "options.error.no_models" not in texts


@pytest.mark.parametrize("suffix", ["", "/", "/v1", "/v1/"])
async def test_options_openai_backend_offers_the_servers_models(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    openai_server: OpenAIServer,
    suffix: str,
) -> None:
    url = f"{openai_server.url}{suffix}"
    result = await _submit_options(
        hass, setup_entry, model_backend="openai", model_url=url
    )

    assert result["step_id"] == "model"
    # The ids exactly as /v1/models lists them: no tags added, sorted.
    selector = result["data_schema"].schema["model"]
    assert selector.config["options"] == sorted(OPENAI_MODELS)
    assert [(r.method, r.path) for r in openai_server.script.requests] == [
        ("GET", "/v1/models")
    ]

    result = await hass.config_entries.options.async_configure(
        result["flow_id"], {"model": "meta-llama/Llama-3.2-3B-Instruct"}
    )
    await hass.async_block_till_done()

    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert setup_entry.options == {
        **OPTIONS_INPUT,
        "model_backend": "openai",
        "model_url": url.rstrip("/"),
        "model": "meta-llama/Llama-3.2-3B-Instruct",
    }
    synthesizer = setup_entry.runtime_data.synthesizer
    assert isinstance(synthesizer, OpenAICompatSynthesizer)
    assert synthesizer.model == "meta-llama/Llama-3.2-3B-Instruct"
    assert setup_entry.runtime_data.engine.synthesizer is synthesizer


@pytest.mark.parametrize("backend", MODEL_BACKENDS)
async def test_options_unreachable_model_server_error_names_its_backend(
    hass: HomeAssistant, setup_entry: MockConfigEntry, backend: str
) -> None:
    with refused_url() as dead:
        result = await _submit_options(
            hass, setup_entry, model_backend=backend, model_url=dead
        )
    assert result["step_id"] == "init"
    assert result["errors"] == {"base": f"{backend}_cannot_connect"}


async def test_options_ollama_backend_on_an_openai_server_is_refused(
    hass: HomeAssistant, setup_entry: MockConfigEntry, openai_server: OpenAIServer
) -> None:
    """llama.cpp has no /api/tags: the form says Ollama did not answer there."""
    result = await _submit_options(
        hass, setup_entry, model_backend="ollama", model_url=openai_server.url
    )
    assert result["errors"] == {"base": "ollama_cannot_connect"}
    assert [r.path for r in openai_server.script.requests] == ["/api/tags"]

    result = await hass.config_entries.options.async_configure(
        result["flow_id"],
        {**OPTIONS_INPUT, "model_backend": "openai", "model_url": openai_server.url},
    )
    assert result["step_id"] == "model"


@pytest.mark.parametrize("flavour", ["llama.cpp", "vllm"])
async def test_options_openai_server_without_models(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    socket_enabled: None,
    flavour: str,
) -> None:
    async with start_openai_stub(OpenAIScript([], flavour=flavour)) as (_, url):
        result = await _submit_options(
            hass, setup_entry, model_backend="openai", model_url=url
        )
    assert result["errors"] == {"base": "openai_no_models"}


async def test_options_api_key_is_sent_kept_and_never_shown(
    hass: HomeAssistant, setup_entry: MockConfigEntry, socket_enabled: None
) -> None:
    """A vLLM server started with --api-key refuses every route without it."""
    key = "sk-local-0123"
    script = OpenAIScript(OPENAI_MODELS, flavour="vllm").require_api_key(key)
    async with start_openai_stub(script) as (_, url):
        server = {"model_backend": "openai", "model_url": url}
        result = await hass.config_entries.options.async_init(setup_entry.entry_id)
        flow_id = result["flow_id"]
        for typed in ({}, {"model_api_key": "wrong-key"}):
            result = await hass.config_entries.options.async_configure(
                flow_id, {**OPTIONS_INPUT, **server, **typed}
            )
            assert result["errors"] == {"base": "model_invalid_auth"}
            assert "wrong-key" not in _as_sent(result)

        result = await hass.config_entries.options.async_configure(
            flow_id, {**OPTIONS_INPUT, **server, "model_api_key": f" {key} "}
        )
        assert result["step_id"] == "model"
        result = await hass.config_entries.options.async_configure(
            result["flow_id"], {"model": "Qwen/Qwen3-8B"}
        )
        await hass.async_block_till_done(wait_background_tasks=True)
        assert setup_entry.options["model_api_key"] == key
        # The setup check listed the models with the key.
        assert script.requests[-1].headers["Authorization"] == f"Bearer {key}"

        # The form never shows the stored key; left blank, the key is kept.
        result = await hass.config_entries.options.async_init(setup_entry.entry_id)
        assert key not in _as_sent(result)
        script.requests.clear()
        result = await hass.config_entries.options.async_configure(
            result["flow_id"], {**OPTIONS_INPUT, **server}
        )
        assert result["step_id"] == "model"
        assert script.requests[0].headers["Authorization"] == f"Bearer {key}"
        result = await hass.config_entries.options.async_configure(
            result["flow_id"], {"model": "Qwen/Qwen3-8B"}
        )
        await hass.async_block_till_done()
        assert setup_entry.options["model_api_key"] == key

    # Another address gets no key unless one is typed.
    async with start_openai_stub(OpenAIScript(OPENAI_MODELS)) as (other, other_url):
        result = await _submit_options(
            hass, setup_entry, model_backend="openai", model_url=other_url
        )
        assert result["step_id"] == "model"
        result = await hass.config_entries.options.async_configure(
            result["flow_id"], {"model": "Qwen/Qwen3-8B"}
        )
        await hass.async_block_till_done(wait_background_tasks=True)
    assert "model_api_key" not in setup_entry.options
    assert other.requests
    assert all(key not in str(request.headers) for request in other.requests)


@pytest.mark.parametrize(
    ("saved", "typed"),
    [("", "/v1"), ("", "/"), ("/v1", ""), ("/v1", "/v1/"), ("/v1/", "")],
)
async def test_options_same_openai_server_spelled_otherwise_keeps_its_key(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    socket_enabled: None,
    saved: str,
    typed: str,
) -> None:
    """http://h:8080, http://h:8080/ and http://h:8080/v1 are one server."""
    key = "sk-local-0123"
    script = OpenAIScript(OPENAI_MODELS, flavour="vllm").require_api_key(key)
    async with start_openai_stub(script) as (_, url):
        hass.config_entries.async_update_entry(
            setup_entry,
            options={
                **OPTIONS_INPUT,
                "model_backend": "openai",
                "model_url": f"{url}{saved}",
                "model_api_key": key,
                "model": "Qwen/Qwen3-8B",
            },
        )
        await hass.async_block_till_done(wait_background_tasks=True)
        script.requests.clear()
        result = await _submit_options(
            hass, setup_entry, model_backend="openai", model_url=f"{url}{typed}"
        )
        assert result["step_id"] == "model"
        assert script.requests[0].headers["Authorization"] == f"Bearer {key}"
        result = await hass.config_entries.options.async_configure(
            result["flow_id"], {"model": "Qwen/Qwen3-8B"}
        )
        await hass.async_block_till_done(wait_background_tasks=True)
    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert setup_entry.options["model_api_key"] == key
    assert setup_entry.options["model_url"] == f"{url}{typed}".rstrip("/")


@pytest.mark.parametrize(
    ("backend", "saved", "typed"),
    [
        ("openai", "", "/v1"),
        ("openai", "/v1", "/"),
        ("ollama", "/", ""),
        ("ollama", "", "/"),
    ],
)
async def test_options_saved_server_down_spelled_otherwise_keeps_key_and_model(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    backend: str,
    saved: str,
    typed: str,
) -> None:
    """The server is off; another spelling of its address loses neither key nor model."""
    with refused_url() as dead:
        hass.config_entries.async_update_entry(
            setup_entry,
            options={
                "model_backend": backend,
                "model_url": f"{dead}{saved}",
                "model_api_key": KEY,
                "model": "qwen3:8b",
            },
        )
        await hass.async_block_till_done()
        result = await _submit_options(
            hass, setup_entry, model_backend=backend, model_url=f"{dead}{typed}"
        )
        await hass.async_block_till_done()

        assert result["type"] is FlowResultType.CREATE_ENTRY
        assert setup_entry.options == {
            **OPTIONS_INPUT,
            "model_backend": backend,
            "model_url": f"{dead}{typed}".rstrip("/"),
            "model_api_key": KEY,
            "model": "qwen3:8b",
        }

        # Another path is another server: it has to answer, and gets no key.
        result = await _submit_options(
            hass, setup_entry, model_backend=backend, model_url=f"{dead}/llm/v1"
        )
        assert result["errors"] == {"base": f"{backend}_cannot_connect"}
        # So is the same address on the other backend.
        other = "ollama" if backend == "openai" else "openai"
        result = await _submit_options(
            hass, setup_entry, model_backend=other, model_url=dead
        )
        assert result["errors"] == {"base": f"{other}_cannot_connect"}


@pytest.mark.parametrize("verifier", ["minicheck", "granite_guardian"])
async def test_options_openai_backend_refuses_ollama_only_verifiers(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    openai_server: OpenAIServer,
    verifier: str,
) -> None:
    result = await _submit_options(
        hass,
        setup_entry,
        model_backend="openai",
        model_url=openai_server.url,
        claim_checking=True,
        verifier=verifier,
    )
    assert result["errors"] == {"verifier": "verifier_not_on_openai"}
    assert openai_server.script.requests == []  # refused before asking the server

    # With claim checking off the choice does not matter.
    result = await hass.config_entries.options.async_configure(
        result["flow_id"],
        {
            **OPTIONS_INPUT,
            "model_backend": "openai",
            "model_url": openai_server.url,
            "claim_checking": False,
            "verifier": verifier,
        },
    )
    assert result["step_id"] == "model"


@pytest.mark.parametrize(
    ("verifier_model", "judge_model"),
    [
        (None, "Qwen/Qwen3-8B"),  # no verifier model: the answer model judges
        ("meta-llama/Llama-3.2-3B-Instruct", "meta-llama/Llama-3.2-3B-Instruct"),
    ],
)
async def test_options_openai_backend_runs_the_llm_judge(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    openai_server: OpenAIServer,
    verifier_model: str | None,
    judge_model: str,
) -> None:
    fields = {"verifier_model": verifier_model} if verifier_model else {}
    result = await _submit_options(
        hass,
        setup_entry,
        model_backend="openai",
        model_url=openai_server.url,
        claim_checking=True,
        verifier="llm_judge",
        **fields,
    )
    assert result["step_id"] == "model"
    result = await hass.config_entries.options.async_configure(
        result["flow_id"], {"model": "Qwen/Qwen3-8B"}
    )
    await hass.async_block_till_done(wait_background_tasks=True)

    assert result["type"] is FlowResultType.CREATE_ENTRY
    verifier = setup_entry.runtime_data.verifier
    assert isinstance(verifier, OpenAIJudgeVerifier)
    assert verifier.model == judge_model
    assert setup_entry.runtime_data.engine.verifier is verifier
    # The judge's model is on the server: no repair issue.
    issues = ir.async_get(hass).issues
    assert not [key for key in issues if key[0] == DOMAIN]


async def test_options_keep_the_saved_model_only_for_the_same_backend_and_url(
    hass: HomeAssistant, setup_entry: MockConfigEntry
) -> None:
    with refused_url() as dead:
        saved = {"model_backend": "openai", "model_url": dead, "model": "Qwen/Qwen3-8B"}
        hass.config_entries.async_update_entry(setup_entry, options=saved)
        await hass.async_block_till_done()

        # The same server while it is down: saved, its model kept.
        result = await _submit_options(
            hass,
            setup_entry,
            model_backend="openai",
            model_url=dead,
            synthesis_enabled=False,
        )
        await hass.async_block_till_done()
        assert result["type"] is FlowResultType.CREATE_ENTRY
        assert setup_entry.options == {
            **OPTIONS_INPUT,
            **saved,
            "synthesis_enabled": False,
        }

        # The same address as another backend is another server: it must answer.
        result = await _submit_options(
            hass, setup_entry, model_backend="ollama", model_url=dead
        )
    assert result["errors"] == {"base": "ollama_cannot_connect"}


async def test_options_blank_url_drops_the_backend_and_the_key(
    hass: HomeAssistant, setup_entry: MockConfigEntry, openai_server: OpenAIServer
) -> None:
    hass.config_entries.async_update_entry(
        setup_entry,
        options={
            "model_backend": "openai",
            "model_url": openai_server.url,
            "model_api_key": "sk-old",
            "model": "Qwen/Qwen3-8B",
        },
    )
    await hass.async_block_till_done()

    result = await _submit_options(
        hass,
        setup_entry,
        model_backend="openai",
        model_url=" ",
        model_api_key="sk-typed",
    )
    await hass.async_block_till_done()

    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert setup_entry.options == OPTIONS_INPUT
    assert setup_entry.runtime_data.synthesizer is None
