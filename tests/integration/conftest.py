"""Fixtures for the Home Assistant harness tests.

Stand-ins are real servers on 127.0.0.1 (tests/stubs), so every fixture that starts one
asks for ``socket_enabled``: the harness blocks sockets otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar
from unittest.mock import patch

import pytest
from homeassistant.components import conversation
from homeassistant.config_entries import ConfigEntryState
from homeassistant.const import CONF_URL
from homeassistant.helpers import entity_registry as er
from homeassistant.setup import async_setup_component
from pytest_homeassistant_custom_component.common import (
    MockConfigEntry,
    async_capture_events,
)
from pytest_homeassistant_custom_component.syrupy import HomeAssistantSnapshotExtension

# Imported at module level so Home Assistant finds the custom integration.
import custom_components.grounded_answers  # noqa: F401
from custom_components.grounded_answers.config_flow import entry_title, unique_id_for
from custom_components.grounded_answers.const import DOMAIN, EVENT_ANSWER
from custom_components.grounded_answers.engine.gates.attribution import (
    split_attribution,
)
from custom_components.grounded_answers.engine.synth.reasoning import strip_reasoning
from custom_components.grounded_answers.engine.text.sentences import split_sentences
from custom_components.grounded_answers.engine.types import Outcome
from tests.stubs.ollama_server import OllamaScript, start_ollama_stub
from tests.stubs.openai_server import OpenAIScript, start_openai_stub
from tests.stubs.router_server import RouterScript, start_router
from tests.stubs.wikipedia_server import (
    WikipediaScript,
    standard_script,
    start_wikipedia,
)

if TYPE_CHECKING:
    from collections.abc import AsyncIterator
    from pathlib import Path

    from homeassistant.core import HomeAssistant
    from syrupy.assertion import SnapshotAssertion

ENTRY_ID = "01JGROUNDEDANSWERSTESTENTRY"
BUILTIN_ENTRY_ID = "01JGROUNDEDANSWERSBUILTIN0"


@pytest.fixture(autouse=True)
async def auto_enable_custom_integrations(
    hass: HomeAssistant, enable_custom_integrations: None
) -> None:
    """Load custom_components/grounded_answers; set up ``homeassistant`` first.

    ``conversation`` (our dependency) fails to set up unless ``homeassistant`` is.
    """
    assert await async_setup_component(hass, "homeassistant", {})


@pytest.fixture
def snapshot(snapshot: SnapshotAssertion) -> SnapshotAssertion:
    """Keep snapshots in tests/integration/snapshots, serialised as core does."""
    return snapshot.use_extension(HomeAssistantSnapshotExtension)


@dataclass
class Router:
    """A running stub router: its script and base URL."""

    script: RouterScript
    url: str


@dataclass
class Ollama:
    """A running stub Ollama: its script and base URL."""

    script: OllamaScript
    url: str
    # What the options name: the backend, and the model the tests choose.
    backend: ClassVar[str] = "ollama"
    model: ClassVar[str] = "qwen3:8b"


@dataclass
class OpenAIServer:
    """A running OpenAI-compatible stand-in (llama.cpp's server): script and URL."""

    script: OpenAIScript
    url: str
    backend: ClassVar[str] = "openai"
    # Ids as vLLM and llama.cpp list them: no tags, matched exactly.
    model: ClassVar[str] = "Qwen/Qwen3-8B"


# Either stand-in: what a test parametrised over the backends drives.
type ModelStub = Ollama | OpenAIServer
MODEL_BACKENDS = ("ollama", "openai")
OPENAI_MODELS = ("Qwen/Qwen3-8B", "meta-llama/Llama-3.2-3B-Instruct")


@pytest.fixture
async def router(socket_enabled: None) -> AsyncIterator[Router]:
    """Start a Mnemolis-compatible router on 127.0.0.1."""
    script = RouterScript()
    async with start_router(script) as url:
        yield Router(script, url)


@pytest.fixture
async def second_router(socket_enabled: None) -> AsyncIterator[Router]:
    """Start another router, for reconfiguring and for a second entry."""
    script = RouterScript()
    async with start_router(script) as url:
        yield Router(script, url)


@pytest.fixture
async def ollama(hass: HomeAssistant, socket_enabled: None) -> AsyncIterator[Ollama]:
    """Start an Ollama stand-in with two models installed.

    Whatever a test does, a rejected draft must never be spoken: every answer that
    came back rejected is checked against the texts the model sent.
    """
    answers = async_capture_events(hass, EVENT_ANSWER)
    async with start_ollama_stub(OllamaScript(["qwen3:8b", "llama3.2:3b"])) as (
        script,
        url,
    ):
        yield Ollama(script, url)
    for event in answers:
        if event.data["outcome"] == Outcome.REJECTED:
            assert_not_spoken(event.data["speech"], script.replies)


@pytest.fixture
async def openai_server(
    hass: HomeAssistant, socket_enabled: None
) -> AsyncIterator[OpenAIServer]:
    """Start an OpenAI-compatible stand-in serving two models.

    As with ``ollama``: a draft that came back rejected must never have been spoken.
    """
    answers = async_capture_events(hass, EVENT_ANSWER)
    async with start_openai_stub(OpenAIScript(OPENAI_MODELS)) as (script, url):
        yield OpenAIServer(script, url)
    for event in answers:
        if event.data["outcome"] == Outcome.REJECTED:
            assert_not_spoken(event.data["speech"], script.replies)


@pytest.fixture(params=MODEL_BACKENDS)
def model_server(request: pytest.FixtureRequest) -> ModelStub:
    """Return the stand-in of each backend in turn: Ollama, then OpenAI-compatible."""
    name = "ollama" if request.param == "ollama" else "openai_server"
    return request.getfixturevalue(name)


def assert_not_spoken(speech: str, drafts: list[str]) -> None:
    """Fail when any sentence of a model's draft made it into the speech."""
    for draft in drafts:
        body = split_attribution(strip_reasoning(draft), []).body
        for sentence in split_sentences(body):
            assert sentence.text.lower() not in speech.lower(), (
                f"rejected draft spoken: {sentence.text!r} in {speech!r}"
            )


@pytest.fixture
def entry_options() -> dict[str, Any]:
    """Return the options of the test entry; override per module or test."""
    return {}


@pytest.fixture
def config_entry(router: Router, entry_options: dict[str, Any]) -> MockConfigEntry:
    """Return an entry pointing at the stub router (not yet added)."""
    return MockConfigEntry(
        domain=DOMAIN,
        entry_id=ENTRY_ID,
        title=entry_title(router.url),
        unique_id=unique_id_for(router.url),
        data={"router": "mnemolis", CONF_URL: router.url, "api_key": "s3cret-key"},
        options=entry_options,
        minor_version=2,
    )


@pytest.fixture
async def core(hass: HomeAssistant) -> None:
    """Set up what Assist needs (``homeassistant`` is already set up)."""
    assert await async_setup_component(hass, conversation.DOMAIN, {})
    assert await async_setup_component(hass, "intent", {})
    await hass.async_block_till_done()


@pytest.fixture
async def setup_entry(
    hass: HomeAssistant, core: None, router: Router, config_entry: MockConfigEntry
) -> MockConfigEntry:
    """Set up the test entry against a router that accepts its key."""
    router.script.api_key = "s3cret-key"
    config_entry.add_to_hass(hass)
    assert await hass.config_entries.async_setup(config_entry.entry_id)
    await hass.async_block_till_done()
    assert config_entry.state is ConfigEntryState.LOADED
    return config_entry


@pytest.fixture
def agent_id(hass: HomeAssistant, setup_entry: MockConfigEntry) -> str:
    """Return the entity ID of the entry's conversation agent."""
    entity_id = er.async_get(hass).async_get_entity_id(
        "conversation", DOMAIN, setup_entry.entry_id
    )
    assert entity_id is not None
    return entity_id


@pytest.fixture
async def with_model(
    hass: HomeAssistant, setup_entry: MockConfigEntry, ollama: Ollama
) -> Ollama:
    """Point the set-up entry at the Ollama stand-in (reloading it)."""
    await configure_model(hass, setup_entry, ollama)
    return ollama


# The material the Eiffel Tower questions of these tests are answered from.
TOWER = (
    "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris. "
    "It was built for the 1889 World's Fair and stood as the tallest structure in the "
    "world for 41 years. Including its antennas it now reaches 330 metres, and about "
    "7 million people visit it every year."
)
TOWER_QUESTIONS = (
    "how tall is the eiffel tower",
    "How tall is the Eiffel Tower?",
    "tell me about the eiffel tower",
)


@pytest.fixture
async def tower_model(
    hass: HomeAssistant, router: Router, setup_entry: MockConfigEntry, ollama: Ollama
) -> Ollama:
    """Give the entry the stand-in's model; the router knows the Eiffel Tower."""
    await configure_model(hass, setup_entry, ollama)
    for question in TOWER_QUESTIONS:
        router.script.answer(question, TOWER)
    return ollama


@pytest.fixture
async def tower_server(
    hass: HomeAssistant,
    router: Router,
    setup_entry: MockConfigEntry,
    model_server: ModelStub,
) -> ModelStub:
    """``tower_model`` on each backend in turn."""
    await configure_model(hass, setup_entry, model_server)
    for question in TOWER_QUESTIONS:
        router.script.answer(question, TOWER)
    return model_server


async def configure_model(
    hass: HomeAssistant, entry: MockConfigEntry, server: ModelStub, **options: Any
) -> None:
    """Give ``entry`` the stand-in's backend and model (and ``options``); reload it."""
    hass.config_entries.async_update_entry(
        entry,
        options={
            "model_backend": server.backend,
            "model_url": server.url,
            "model": server.model,
            **options,
        },
    )
    await hass.async_block_till_done()
    assert entry.state is ConfigEntryState.LOADED


# --- the built-in router -------------------------------------------------------------


@dataclass
class Wikipedia:
    """A running stub Wikipedia: its script and base URL."""

    script: WikipediaScript
    url: str


@pytest.fixture
async def wikipedia(socket_enabled: None) -> AsyncIterator[Wikipedia]:
    """Serve a few English and German articles; the built-in router asks this stub."""
    script = standard_script()
    async with start_wikipedia(script) as url:
        with patch(
            "custom_components.grounded_answers.engine_setup.WIKIPEDIA_URL",
            f"{url}/{{lang}}",
        ):
            yield Wikipedia(script, url)


@pytest.fixture
def config_dir(hass: HomeAssistant, tmp_path: Path) -> Path:
    """Give Home Assistant a configuration directory of its own (for documents)."""
    directory = tmp_path / "config"
    directory.mkdir()
    hass.config.config_dir = str(directory)
    return directory


@pytest.fixture
def builtin_options() -> dict[str, Any]:
    """Return the options of the built-in entry; override per module or test."""
    return {}


@pytest.fixture
def builtin_entry(builtin_options: dict[str, Any]) -> MockConfigEntry:
    """Return an entry of the built-in router (not yet added)."""
    return MockConfigEntry(
        domain=DOMAIN,
        entry_id=BUILTIN_ENTRY_ID,
        title="Grounded Answers",
        unique_id="builtin",
        data={"router": "builtin"},
        options=builtin_options,
        minor_version=2,
    )


@pytest.fixture
async def setup_builtin(
    hass: HomeAssistant,
    core: None,
    config_dir: Path,
    wikipedia: Wikipedia,
    builtin_entry: MockConfigEntry,
) -> MockConfigEntry:
    """Set up the built-in entry against the stub Wikipedia; wait for its indexing."""
    builtin_entry.add_to_hass(hass)
    assert await hass.config_entries.async_setup(builtin_entry.entry_id)
    await hass.async_block_till_done(wait_background_tasks=True)
    assert builtin_entry.state is ConfigEntryState.LOADED
    return builtin_entry


@pytest.fixture
def builtin_agent_id(hass: HomeAssistant, setup_builtin: MockConfigEntry) -> str:
    """Return the entity ID of the built-in entry's conversation agent."""
    entity_id = er.async_get(hass).async_get_entity_id(
        "conversation", DOMAIN, setup_builtin.entry_id
    )
    assert entity_id is not None
    return entity_id
