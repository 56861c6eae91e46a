"""The built-in router's sources step: every check against the real stand-ins."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from unittest.mock import patch

import pytest
from aiohttp import web
from homeassistant.config_entries import ConfigEntryState
from homeassistant.data_entry_flow import FlowResultType

from custom_components.grounded_answers.engine.retrieve.builtin import BuiltinRouter
from tests.stubs.kiwix import KiwixServer, build_test_library, find_kiwix_serve
from tests.stubs.ollama_server import refused_url
from tests.stubs.searxng_server import SearxngScript, start_searxng

from .test_builtin import TOWER_NOTE, write_documents

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Iterator
    from pathlib import Path

    from homeassistant.core import HomeAssistant
    from pytest_homeassistant_custom_component.common import MockConfigEntry

    from .conftest import Ollama


@pytest.fixture(scope="module")
def kiwix_library(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, list[Path]]:
    """Return the kiwix-serve binary and the test ZIMs (built once per module)."""
    binary, reason = find_kiwix_serve()
    zims, reason = (
        build_test_library(tmp_path_factory.mktemp("zim")) if binary else ([], reason)
    )
    if binary is None or not zims:
        pytest.skip(reason)
    return binary, zims


@pytest.fixture
def kiwix(kiwix_library: tuple[str, list[Path]], socket_enabled: None) -> Iterator[str]:
    """Run a real kiwix-serve on 127.0.0.1; yield its URL."""
    server = KiwixServer(*kiwix_library)
    server.start()
    yield server.url
    server.stop()


@pytest.fixture
async def searxng(socket_enabled: None) -> AsyncIterator[tuple[SearxngScript, str]]:
    """Run the SearXNG stand-in with one web and one news result."""
    script = SearxngScript()
    script.add(
        "general",
        "Eiffel Tower - Official site",
        "The Eiffel Tower is 330 metres tall.",
        "https://www.toureiffel.paris/en",
    )
    script.add(
        "news",
        "Eiffel Tower repainted",
        "The Eiffel Tower got a new coat of paint for the games.",
        "https://news.example/eiffel-paint",
        published="2026-09-01T08:00:00",
    )
    async with start_searxng(script) as url:
        yield script, url


async def ask(hass: HomeAssistant, query: str) -> dict[str, Any]:
    """Ask through the ``ask`` action and return its response."""
    return await hass.services.async_call(
        "grounded_answers", "ask", {"query": query}, blocking=True, return_response=True
    )


async def open_sources(hass: HomeAssistant, entry: MockConfigEntry) -> str:
    """Pass the answer settings with their defaults; return the sources step's flow."""
    result = await hass.config_entries.options.async_init(entry.entry_id)
    assert result["step_id"] == "init"
    assert result["last_step"] is False  # the form says "Next": sources follow
    result = await hass.config_entries.options.async_configure(result["flow_id"], {})
    assert result["type"] is FlowResultType.FORM
    assert result["step_id"] == "sources"
    assert result["errors"] == {}
    return result["flow_id"]


async def submit(hass: HomeAssistant, flow_id: str, **sources: Any) -> dict[str, Any]:
    result = await hass.config_entries.options.async_configure(flow_id, sources)
    await hass.async_block_till_done(wait_background_tasks=True)
    return result


def sources_of(entry: MockConfigEntry) -> list[str]:
    router = entry.runtime_data.engine.router
    assert isinstance(router, BuiltinRouter)
    return router.source_names


async def test_defaults_keep_wikipedia_on(
    hass: HomeAssistant, setup_builtin: MockConfigEntry
) -> None:
    flow_id = await open_sources(hass, setup_builtin)
    result = await submit(hass, flow_id)

    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert setup_builtin.options["wikipedia"] is True
    assert setup_builtin.options["searxng_news"] is True
    assert "kiwix_url" not in setup_builtin.options
    assert sources_of(setup_builtin) == ["wikipedia"]


async def test_sources_form_suggests_what_is_saved(
    hass: HomeAssistant, setup_builtin: MockConfigEntry, config_dir: Path
) -> None:
    write_documents(config_dir, "house", tower=TOWER_NOTE)
    hass.config_entries.async_update_entry(
        setup_builtin, options={"wikipedia": False, "documents_dir": "house"}
    )
    await hass.async_block_till_done(wait_background_tasks=True)

    result = await hass.config_entries.options.async_init(setup_builtin.entry_id)
    result = await hass.config_entries.options.async_configure(result["flow_id"], {})

    suggested = {
        str(key): key.description["suggested_value"]
        for key in result["data_schema"].schema
        if key.description
    }
    assert suggested == {"wikipedia": False, "documents_dir": "house"}


async def test_kiwix_is_checked_and_used(
    hass: HomeAssistant, setup_builtin: MockConfigEntry, kiwix: str
) -> None:
    flow_id = await open_sources(hass, setup_builtin)
    result = await submit(hass, flow_id, wikipedia=False, kiwix_url=f" {kiwix}/ ")

    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert setup_builtin.options["kiwix_url"] == kiwix
    assert sources_of(setup_builtin) == ["kiwix"]
    response = await ask(hass, "how tall is the eiffel tower")
    assert response["source_used"] == "kiwix"
    assert "330 metres tall" in response["speech"]


async def test_kiwix_unreachable_then_recovers(
    hass: HomeAssistant, setup_builtin: MockConfigEntry, kiwix: str
) -> None:
    flow_id = await open_sources(hass, setup_builtin)
    with refused_url() as dead:
        result = await submit(hass, flow_id, kiwix_url=dead)
    assert result["type"] is FlowResultType.FORM
    assert result["errors"] == {"kiwix_url": "kiwix_cannot_connect"}

    result = await submit(hass, flow_id, kiwix_url=kiwix)
    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert sources_of(setup_builtin) == ["kiwix", "wikipedia"]


async def test_kiwix_address_that_is_no_kiwix(
    hass: HomeAssistant,
    setup_builtin: MockConfigEntry,
    searxng: tuple[SearxngScript, str],
) -> None:
    """A web server without the catalog (here SearXNG: 404) is refused."""
    flow_id = await open_sources(hass, setup_builtin)
    result = await submit(hass, flow_id, kiwix_url=searxng[1])
    assert result["errors"] == {"kiwix_url": "kiwix_cannot_connect"}


async def test_invalid_addresses_are_refused_before_any_request(
    hass: HomeAssistant,
    setup_builtin: MockConfigEntry,
    searxng: tuple[SearxngScript, str],
) -> None:
    flow_id = await open_sources(hass, setup_builtin)
    result = await submit(
        hass, flow_id, kiwix_url="kiwix.lan:8080", searxng_url="gopher://x"
    )
    assert result["errors"] == {
        "kiwix_url": "invalid_url",
        "searxng_url": "invalid_url",
    }
    assert searxng[0].requests == []


async def test_searxng_is_checked_and_used_with_news(
    hass: HomeAssistant,
    setup_builtin: MockConfigEntry,
    searxng: tuple[SearxngScript, str],
) -> None:
    script, url = searxng
    flow_id = await open_sources(hass, setup_builtin)
    result = await submit(hass, flow_id, wikipedia=False, searxng_url=url)

    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert script.requests == [{"q": "test", "format": "json"}]
    assert setup_builtin.options["searxng_url"] == url
    assert sources_of(setup_builtin) == ["web", "news"]
    response = await ask(hass, "latest news about the eiffel tower")
    assert response["source_used"] == "news"
    assert "new coat of paint" in response["speech"]


async def test_searxng_news_can_be_turned_off(
    hass: HomeAssistant,
    setup_builtin: MockConfigEntry,
    searxng: tuple[SearxngScript, str],
) -> None:
    flow_id = await open_sources(hass, setup_builtin)
    await submit(hass, flow_id, searxng_url=searxng[1], searxng_news=False)
    assert setup_builtin.options["searxng_news"] is False
    assert sources_of(setup_builtin) == ["wikipedia", "web"]


async def test_searxng_without_json_says_how_to_enable_it(
    hass: HomeAssistant,
    setup_builtin: MockConfigEntry,
    searxng: tuple[SearxngScript, str],
) -> None:
    script, url = searxng
    script.status = 403
    flow_id = await open_sources(hass, setup_builtin)
    result = await submit(hass, flow_id, searxng_url=url)
    assert result["errors"] == {"searxng_url": "searxng_json_disabled"}

    script.status = 200  # the user added json to search.formats
    result = await submit(hass, flow_id, searxng_url=url)
    assert result["type"] is FlowResultType.CREATE_ENTRY


@pytest.mark.parametrize("trouble", ["refused", "html_only", "server_error"])
async def test_searxng_that_cannot_search_then_recovers(
    hass: HomeAssistant,
    setup_builtin: MockConfigEntry,
    searxng: tuple[SearxngScript, str],
    trouble: str,
) -> None:
    script, url = searxng
    flow_id = await open_sources(hass, setup_builtin)
    with refused_url() as dead:
        address = dead if trouble == "refused" else url
        script.html_only = trouble == "html_only"
        script.status = 500 if trouble == "server_error" else 200
        result = await submit(hass, flow_id, searxng_url=address)
    assert result["errors"] == {"searxng_url": "searxng_cannot_connect"}

    script.html_only, script.status = False, 200
    result = await submit(hass, flow_id, searxng_url=url)
    assert result["type"] is FlowResultType.CREATE_ENTRY


async def test_json_that_is_not_search_results_is_refused(
    hass: HomeAssistant, setup_builtin: MockConfigEntry, socket_enabled: None
) -> None:
    """Some other JSON service at the address (here: an error object) is no SearXNG."""

    async def not_searxng(_: web.Request) -> web.Response:
        return web.json_response({"error": "no such endpoint"})

    app = web.Application()
    app.router.add_get("/search", not_searxng)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    try:
        flow_id = await open_sources(hass, setup_builtin)
        url = f"http://127.0.0.1:{runner.addresses[0][1]}"
        result = await submit(hass, flow_id, searxng_url=url)
    finally:
        await runner.cleanup()
    assert result["errors"] == {"searxng_url": "searxng_cannot_connect"}


async def test_unexpected_errors_probing_sources(
    hass: HomeAssistant,
    setup_builtin: MockConfigEntry,
    searxng: tuple[SearxngScript, str],
) -> None:
    flow_id = await open_sources(hass, setup_builtin)
    with (
        patch(
            "custom_components.grounded_answers.validation.KiwixSource.books",
            side_effect=RuntimeError("boom"),
        ),
        patch(
            "custom_components.grounded_answers.validation.aiohttp.ClientResponse.json",
            side_effect=RuntimeError("boom"),
        ),
    ):
        result = await submit(
            hass, flow_id, kiwix_url=searxng[1], searxng_url=searxng[1]
        )
    assert result["errors"] == {"kiwix_url": "unknown", "searxng_url": "unknown"}


@pytest.mark.parametrize("folder", ["house", "./house/../house", "ABSOLUTE"])
async def test_documents_folder_inside_the_config_directory(
    hass: HomeAssistant, setup_builtin: MockConfigEntry, config_dir: Path, folder: str
) -> None:
    write_documents(config_dir, "house", tower=TOWER_NOTE)
    folder = str(config_dir / "house") if folder == "ABSOLUTE" else folder
    flow_id = await open_sources(hass, setup_builtin)
    result = await submit(hass, flow_id, wikipedia=False, documents_dir=f" {folder} ")

    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert setup_builtin.options["documents_dir"] == folder
    assert sources_of(setup_builtin) == ["documents"]
    response = await ask(hass, "how tall is the eiffel tower")
    assert "330 metres tall including its antennas" in response["speech"]


async def test_documents_folder_that_does_not_exist_then_recovers(
    hass: HomeAssistant, setup_builtin: MockConfigEntry, config_dir: Path
) -> None:
    flow_id = await open_sources(hass, setup_builtin)
    result = await submit(hass, flow_id, documents_dir="house")
    assert result["errors"] == {"documents_dir": "documents_not_found"}

    write_documents(config_dir, "house", tower=TOWER_NOTE)
    result = await submit(hass, flow_id, documents_dir="house")
    assert result["type"] is FlowResultType.CREATE_ENTRY


@pytest.mark.parametrize("escape", ["dotdot", "absolute", "symlink", "file"])
async def test_documents_folder_outside_the_config_directory(
    hass: HomeAssistant,
    setup_builtin: MockConfigEntry,
    config_dir: Path,
    tmp_path: Path,
    escape: str,
) -> None:
    outside = write_documents(tmp_path, "elsewhere", tower=TOWER_NOTE)
    (config_dir / "link").symlink_to(outside, target_is_directory=True)
    folder, error = {
        "dotdot": ("../elsewhere", "documents_outside_config"),
        "absolute": (str(outside), "documents_outside_config"),
        "symlink": ("link", "documents_outside_config"),
        "file": ("link/tower.md", "documents_not_found"),
    }[escape]
    flow_id = await open_sources(hass, setup_builtin)
    result = await submit(hass, flow_id, documents_dir=folder)
    assert result["errors"] == {"documents_dir": error}
    assert "documents_dir" not in setup_builtin.options


async def test_no_source_at_all_is_refused(
    hass: HomeAssistant, setup_builtin: MockConfigEntry
) -> None:
    flow_id = await open_sources(hass, setup_builtin)
    result = await submit(hass, flow_id, wikipedia=False, searxng_news=True)
    assert result["errors"] == {"base": "no_sources"}

    result = await submit(hass, flow_id, wikipedia=True)
    assert result["type"] is FlowResultType.CREATE_ENTRY


async def test_model_step_comes_before_the_sources(
    hass: HomeAssistant, setup_builtin: MockConfigEntry, ollama: Ollama
) -> None:
    result = await hass.config_entries.options.async_init(setup_builtin.entry_id)
    result = await hass.config_entries.options.async_configure(
        result["flow_id"], {"model_url": ollama.url}
    )
    assert result["step_id"] == "model"
    result = await hass.config_entries.options.async_configure(
        result["flow_id"], {"model": "llama3.2:3b"}
    )
    assert result["step_id"] == "sources"
    result = await submit(hass, result["flow_id"], wikipedia=True)

    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert setup_builtin.options["model"] == "llama3.2:3b"
    assert setup_builtin.options["model_url"] == ollama.url
    assert setup_builtin.options["wikipedia"] is True
    assert setup_builtin.state is ConfigEntryState.LOADED
    assert setup_builtin.runtime_data.synthesizer.model == "llama3.2:3b"


async def test_mnemolis_entries_have_no_sources_step(
    hass: HomeAssistant, setup_entry: MockConfigEntry
) -> None:
    result = await hass.config_entries.options.async_init(setup_entry.entry_id)
    result = await hass.config_entries.options.async_configure(result["flow_id"], {})
    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert "wikipedia" not in setup_entry.options


async def test_saved_addresses_are_not_asked_again(
    hass: HomeAssistant, setup_builtin: MockConfigEntry
) -> None:
    """A Kiwix or SearXNG that is down for now must not block the other settings."""
    with refused_url() as kiwix_down, refused_url() as searxng_down:
        hass.config_entries.async_update_entry(
            setup_builtin,
            options={
                "wikipedia": True,
                "kiwix_url": kiwix_down,
                "searxng_url": searxng_down,
            },
        )
        await hass.async_block_till_done(wait_background_tasks=True)
        flow_id = await open_sources(hass, setup_builtin)
        result = await submit(
            hass,
            flow_id,
            wikipedia=False,
            kiwix_url=f"{kiwix_down}/",
            searxng_url=searxng_down,
            searxng_news=False,
        )
        assert result["type"] is FlowResultType.CREATE_ENTRY
        assert setup_builtin.options["kiwix_url"] == kiwix_down
        assert setup_builtin.options["searxng_url"] == searxng_down
        assert sources_of(setup_builtin) == ["kiwix", "web"]

        # A new address is still checked.
        with refused_url() as other:
            flow_id = await open_sources(hass, setup_builtin)
            result = await submit(
                hass, flow_id, kiwix_url=other, searxng_url=searxng_down
            )
    assert result["errors"] == {"kiwix_url": "kiwix_cannot_connect"}
