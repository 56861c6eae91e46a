"""The built-in router through Home Assistant: set-up, sources, language, unload."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any
from unittest.mock import patch

import pytest
from homeassistant.config_entries import ConfigEntryState
from pytest_homeassistant_custom_component.common import (
    MockConfigEntry,
    async_capture_events,
)

from custom_components.grounded_answers.const import DOMAIN, EVENT_ANSWER
from custom_components.grounded_answers.engine.retrieve.builtin import BuiltinRouter
from tests.stubs.ollama_server import refused_url

from .conftest import BUILTIN_ENTRY_ID, Ollama, Wikipedia
from .test_conversation import ask

if TYPE_CHECKING:
    from homeassistant.core import HomeAssistant

TOWER_NOTE = (
    "# Eiffel Tower\n\n"
    "Our family trip note. The Eiffel Tower is 330 metres tall including its "
    "antennas, and the lifts to the top run until 23:00 in summer. Tickets for the "
    "summit must be booked online a few days ahead; the stairs to the second floor "
    "have 674 steps.\n"
)
EIFFELTURM_NOTE = (
    "# Eiffelturm\n\n"
    "Notiz von der Familienreise. Der Eiffelturm ist mit Antennen 330 Meter hoch, "
    "und die Aufzüge zur Spitze fahren im Sommer bis 23 Uhr. Karten für die Spitze "
    "muss man einige Tage vorher online buchen; die Treppe bis zur zweiten Etage hat "
    "674 Stufen.\n"
)


def write_documents(config_dir: Path, name: str, **files: str) -> Path:
    """Write ``files`` (stem -> Markdown) into ``config_dir/name``; return it."""
    folder = config_dir / name
    folder.mkdir(parents=True, exist_ok=True)
    for stem, text in files.items():
        (folder / f"{stem}.md").write_text(text, encoding="utf-8")
    return folder


def speech_of(result: Any) -> str:
    return result.response.speech["plain"]["speech"]


async def test_setup_asks_nothing_and_answers_from_wikipedia(
    hass: HomeAssistant,
    wikipedia: Wikipedia,
    setup_builtin: MockConfigEntry,
    builtin_agent_id: str,
) -> None:
    # Set-up pinged nothing: Wikipedia may be out of reach offline.
    assert wikipedia.script.requests == []
    answers = async_capture_events(hass, EVENT_ANSWER)

    result = await ask(hass, builtin_agent_id, "how tall is the eiffel tower")

    speech = speech_of(result)
    assert "The Eiffel Tower is a wrought-iron lattice tower" in speech
    assert "330 metres" in speech
    assert "**" not in speech
    (event,) = answers
    assert event.data["source_used"] == "wikipedia"
    assert (event.data["outcome"], event.data["reason"]) == (
        "skipped",
        "llm_unconfigured",
    )
    # The household's language picks the wiki.
    assert {request.path for request in wikipedia.script.requests} == {"/en/w/api.php"}


async def test_setup_without_network_loads_and_says_nothing_was_found(
    hass: HomeAssistant,
    core: None,
    config_dir: Path,
    builtin_entry: MockConfigEntry,
    socket_enabled: None,
) -> None:
    with (
        refused_url() as dead,
        patch("custom_components.grounded_answers.engine_setup.WIKIPEDIA_URL", dead),
    ):
        builtin_entry.add_to_hass(hass)
        assert await hass.config_entries.async_setup(builtin_entry.entry_id)
        await hass.async_block_till_done()
        assert builtin_entry.state is ConfigEntryState.LOADED

        response = await hass.services.async_call(
            DOMAIN,
            "ask",
            {"query": "how tall is the eiffel tower"},
            blocking=True,
            return_response=True,
        )

    assert response["speech"] == "I couldn't find anything about that."
    dropped = [e for e in response["events"] if e["kind"] == "source_dropped"]
    assert dropped[0]["source"] == "wikipedia"
    assert dropped[0]["reason"] == "error"


@pytest.mark.parametrize(
    "builtin_options", [{"wikipedia": False, "documents_dir": "house"}]
)
async def test_documents_answer_and_are_indexed_under_storage(
    hass: HomeAssistant,
    config_dir: Path,
    wikipedia: Wikipedia,
    builtin_entry: MockConfigEntry,
    core: None,
) -> None:
    write_documents(config_dir, "house", eiffel_tower=TOWER_NOTE)
    builtin_entry.add_to_hass(hass)
    assert await hass.config_entries.async_setup(builtin_entry.entry_id)
    # The index is built in the background at set-up.
    await hass.async_block_till_done(wait_background_tasks=True)
    database = config_dir / ".storage" / f"{DOMAIN}.{BUILTIN_ENTRY_ID}.documents.sqlite"
    assert database.is_file()
    router = builtin_entry.runtime_data.engine.router
    assert isinstance(router, BuiltinRouter)
    assert router.source_names == ["documents"]

    response = await hass.services.async_call(
        DOMAIN,
        "ask",
        {"query": "how tall is the eiffel tower", "answer_style": "voice"},
        blocking=True,
        return_response=True,
    )

    assert response["source_used"] == "documents"
    assert "330 metres tall including its antennas" in response["speech"]
    assert "#" not in response["speech"]
    assert wikipedia.script.requests == []  # switched off

    # Unloading closes the index; removing the entry deletes it.
    documents = router._sources["documents"]  # no public handle
    assert await hass.config_entries.async_unload(builtin_entry.entry_id)
    assert documents._index._db is None
    assert await hass.config_entries.async_remove(builtin_entry.entry_id)
    await hass.async_block_till_done()
    assert not database.exists()


@pytest.mark.parametrize(
    "builtin_options", [{"wikipedia": False, "documents_dir": "/etc"}]
)
async def test_documents_outside_the_config_directory_are_never_read(
    hass: HomeAssistant,
    setup_builtin: MockConfigEntry,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Options written behind the flow's back still cannot reach outside."""
    router = setup_builtin.runtime_data.engine.router
    assert isinstance(router, BuiltinRouter)
    assert router.source_names == []
    logged = " ".join(record.getMessage() for record in caplog.get_records("setup"))
    assert "outside the configuration directory" in logged


@pytest.mark.parametrize(
    "builtin_options", [{"wikipedia": False, "documents_dir": "gone"}]
)
async def test_a_missing_documents_folder_is_logged_and_dropped(
    hass: HomeAssistant,
    setup_builtin: MockConfigEntry,
    caplog: pytest.LogCaptureFixture,
) -> None:
    logged = " ".join(record.getMessage() for record in caplog.get_records("setup"))
    assert "Could not index the documents" in logged
    response = await hass.services.async_call(
        DOMAIN,
        "ask",
        {"query": "how tall is the eiffel tower"},
        blocking=True,
        return_response=True,
    )
    assert response["speech"] == "I couldn't find anything about that."
    dropped = [e for e in response["events"] if e["kind"] == "source_dropped"]
    assert dropped[0]["source"] == "documents"
    assert "documents folder not found" in dropped[0]["error"]


@pytest.mark.parametrize(
    "builtin_options",
    [{"wikipedia": False, "documents_dir": "notes", "spoken_attribution": "always"}],
)
async def test_a_german_household_hears_a_german_attribution(
    hass: HomeAssistant,
    config_dir: Path,
    wikipedia: Wikipedia,
    builtin_entry: MockConfigEntry,
    ollama: Ollama,
    core: None,
) -> None:
    await hass.config.async_update(language="de")
    write_documents(config_dir, "notes", eiffelturm=EIFFELTURM_NOTE)
    builtin_entry.add_to_hass(hass)
    hass.config_entries.async_update_entry(
        builtin_entry,
        options={
            **builtin_entry.options,
            "ollama_url": ollama.url,
            "model": "qwen3:8b",
            "prefer_local_intents": False,
        },
    )
    assert await hass.config_entries.async_setup(builtin_entry.entry_id)
    await hass.async_block_till_done(wait_background_tasks=True)
    agent_id = f"conversation.{builtin_entry.title.lower().replace(' ', '_')}"
    ollama.script.reply("Der Eiffelturm ist 330 Meter hoch. (documents)", chunks=3)
    answers = async_capture_events(hass, EVENT_ANSWER)

    result = await ask(hass, agent_id, "Wie hoch ist der Eiffelturm?", language="de")

    assert speech_of(result) == (
        "Der Eiffelturm ist 330 Meter hoch. Laut deinen Dokumenten."
    )
    (event,) = answers
    assert (event.data["outcome"], event.data["answer_sources"]) == (
        "served",
        ["documents"],
    )


async def test_a_german_household_asks_the_german_wikipedia(
    hass: HomeAssistant, wikipedia: Wikipedia, setup_builtin: MockConfigEntry
) -> None:
    await hass.config.async_update(language="de")
    await hass.config_entries.async_reload(setup_builtin.entry_id)
    await hass.async_block_till_done()

    response = await hass.services.async_call(
        DOMAIN,
        "ask",
        {"query": "Wie hoch ist der Eiffelturm?"},
        blocking=True,
        return_response=True,
    )

    assert "330 Meter hoher Eisenfachwerkturm" in response["speech"]
    assert setup_builtin.runtime_data.engine.options.language == "de"
    assert {request.path for request in wikipedia.script.requests} == {"/de/w/api.php"}
