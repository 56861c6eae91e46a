"""
A hostile documents folder through Home Assistant: what is indexed, shown and refused.

The folder holds real links (to ``/etc/passwd``, ``/dev/zero``, ``/dev/urandom`` and a
file outside it), a named pipe and random bytes. The pipe carries a valve: if it is
still being read long after set-up should have finished, the valve writes words into
it, so code that opens it fails on what it indexed instead of hanging the run; it
never fires when nothing opens the pipe.
"""

from __future__ import annotations

import logging
import os
import random
from typing import TYPE_CHECKING, Any

import pytest
from homeassistant.config_entries import ConfigEntryState
from homeassistant.const import (
    ATTR_FRIENDLY_NAME,
    STATE_UNAVAILABLE,
    STATE_UNKNOWN,
    EntityCategory,
)
from homeassistant.data_entry_flow import FlowResultType
from homeassistant.helpers import entity_registry as er

from custom_components.grounded_answers.const import DOMAIN
from custom_components.grounded_answers.documents import documents_source
from custom_components.grounded_answers.engine.retrieve.sources import DocumentsSource
from tests.stubs.pipe_valve import pipe_valve

from .conftest import BUILTIN_ENTRY_ID
from .test_builtin import TOWER_NOTE, write_documents
from .test_options_sources import open_sources, sources_of, submit

if TYPE_CHECKING:
    from pathlib import Path

    from homeassistant.core import HomeAssistant
    from pytest_homeassistant_custom_component.common import MockConfigEntry

    from .conftest import Wikipedia

HOUSE = {"wikipedia": False, "documents_dir": "house"}
DATABASE = f"{DOMAIN}.{BUILTIN_ENTRY_ID}.documents.sqlite"


def hostile_house(config_dir: Path) -> Path:
    """Write the tower note and everything that must not be read next to it."""
    house = write_documents(config_dir, "house", tower=TOWER_NOTE)
    secrets = config_dir / "secrets.yaml"
    secrets.write_text("router_key: molybdenum-hunter2\n", encoding="utf-8")
    (house / "passwd.txt").symlink_to("/etc/passwd")
    (house / "secrets.md").symlink_to(secrets)
    (house / "zero.txt").symlink_to("/dev/zero")
    (house / "urandom.md").symlink_to("/dev/urandom")
    os.mkfifo(house / "pipe.txt")
    rng = random.Random(7)  # noqa: S311 - reproducible test data, not secrets
    (house / "random.txt").write_bytes(rng.randbytes(100_000))
    return house


def documents_entity(hass: HomeAssistant) -> str:
    entity_id = er.async_get(hass).async_get_entity_id(
        "sensor", DOMAIN, f"{BUILTIN_ENTRY_ID}_documents"
    )
    assert entity_id is not None
    return entity_id


async def ask(hass: HomeAssistant, query: str) -> dict[str, Any]:
    return await hass.services.async_call(
        DOMAIN, "ask", {"query": query}, blocking=True, return_response=True
    )


async def set_up(hass: HomeAssistant, entry: MockConfigEntry) -> None:
    entry.add_to_hass(hass)
    assert await hass.config_entries.async_setup(entry.entry_id)
    await hass.async_block_till_done(wait_background_tasks=True)
    assert entry.state is ConfigEntryState.LOADED


@pytest.mark.parametrize("builtin_options", [HOUSE])
async def test_a_hostile_folder_is_indexed_safely_and_listed_on_the_sensor(
    hass: HomeAssistant,
    core: None,
    config_dir: Path,
    wikipedia: Wikipedia,
    builtin_entry: MockConfigEntry,
) -> None:
    house = await hass.async_add_executor_job(hostile_house, config_dir)
    with pipe_valve(house / "pipe.txt", "The pipe whispers molybdenum secrets."):
        await set_up(hass, builtin_entry)

    entity_id = documents_entity(hass)
    state = hass.states.get(entity_id)
    assert state.state == "1"
    assert state.attributes[ATTR_FRIENDLY_NAME] == "Grounded Answers Documents indexed"
    assert state.attributes["skipped"] == {
        "passwd.txt": "links outside the documents folder",
        "pipe.txt": "not a regular file",
        "random.txt": "not text: NUL bytes",
        "secrets.md": "links outside the documents folder",
        "urandom.md": "links outside the documents folder",
        "zero.txt": "links outside the documents folder",
    }
    assert state.attributes["skipped_count"] == 6
    assert state.attributes["passages"] == 1  # the tower note's, nothing else
    registry_entry = er.async_get(hass).async_get(entity_id)
    assert registry_entry.entity_category is EntityCategory.DIAGNOSTIC

    tower = await ask(hass, "how tall is the eiffel tower")
    assert "330 metres tall" in tower["speech"]
    for question in (
        "what is the root login shell in passwd",
        "what is the router key molybdenum hunter2",
        "what does the pipe whisper",
    ):
        response = await ask(hass, question)
        assert "/bin/" not in response["speech"]
        assert "hunter2" not in response["speech"]
        assert "whispers" not in response["speech"]

    assert await hass.config_entries.async_unload(builtin_entry.entry_id)
    assert hass.states.get(entity_id).state == STATE_UNAVAILABLE


@pytest.mark.parametrize("builtin_options", [HOUSE])
async def test_the_documents_sensor_follows_each_refresh(
    hass: HomeAssistant, config_dir: Path, setup_builtin: MockConfigEntry
) -> None:
    entity_id = documents_entity(hass)
    assert hass.states.get(entity_id).state == STATE_UNKNOWN  # no folder yet
    await hass.async_add_executor_job(
        lambda: (
            write_documents(config_dir, "house", tower=TOWER_NOTE, tap="# Tap\n\nOk."),
            (config_dir / "house" / "photo.txt").write_bytes(b"\x89PNG\x00\x00"),
        )
    )

    source = documents_source(setup_builtin)
    assert source is not None
    await source.refresh()

    state = hass.states.get(entity_id)
    assert state.state == "2"
    assert state.attributes["skipped"] == {"photo.txt": "not text: NUL bytes"}
    assert state.attributes["passages"] == 2


async def test_no_documents_sensor_without_a_folder(
    hass: HomeAssistant, setup_builtin: MockConfigEntry
) -> None:
    assert (
        er.async_get(hass).async_get_entity_id(
            "sensor", DOMAIN, f"{BUILTIN_ENTRY_ID}_documents"
        )
        is None
    )


@pytest.mark.parametrize("builtin_options", [HOUSE])
@pytest.mark.parametrize("damage", ["garbage", "truncated"])
async def test_a_damaged_index_is_rebuilt_at_start_with_one_warning(
    hass: HomeAssistant,
    core: None,
    config_dir: Path,
    wikipedia: Wikipedia,
    builtin_entry: MockConfigEntry,
    caplog: pytest.LogCaptureFixture,
    damage: str,
) -> None:
    write = write_documents
    house = await hass.async_add_executor_job(lambda: write(config_dir, "house"))
    database = config_dir / ".storage" / DATABASE
    built = DocumentsSource(
        house, database
    )  # a real index, as an earlier start left it
    await built.refresh()
    await built.close()

    def damage_the_index() -> None:
        if damage == "garbage":
            rng = random.Random(9)  # noqa: S311 - reproducible test data, not secrets
            database.write_bytes(rng.randbytes(16384))
        else:  # only the first page is left
            os.truncate(database, 4096)
        write_documents(config_dir, "house", tower=TOWER_NOTE)

    await hass.async_add_executor_job(damage_the_index)
    with caplog.at_level(logging.WARNING):
        await set_up(hass, builtin_entry)
        response = await ask(hass, "how tall is the eiffel tower")

    assert response["source_used"] == "documents"
    assert "330 metres tall" in response["speech"]
    damaged = [
        r.getMessage()
        for r in caplog.records
        if r.levelno == logging.WARNING and "documents index" in r.getMessage()
    ]
    assert len(damaged) == 1
    assert "was damaged" in damaged[0]
    assert "rebuilt" in damaged[0]
    assert hass.states.get(documents_entity(hass)).state == "1"


@pytest.mark.parametrize(
    "raw",
    [
        "house\x00",
        "\x00",
        "ho\ud800use",
        "a" * 256,  # one name longer than any file system allows
        "abc/" * 1100,  # a path longer than the system allows
    ],
    ids=["nul", "only_nul", "surrogate", "long_name", "long_path"],
)
async def test_a_documents_folder_that_is_no_path_is_a_form_error(
    hass: HomeAssistant, setup_builtin: MockConfigEntry, config_dir: Path, raw: str
) -> None:
    flow_id = await open_sources(hass, setup_builtin)
    result = await submit(hass, flow_id, wikipedia=False, documents_dir=raw)

    assert result["type"] is FlowResultType.FORM
    assert result["errors"] == {"documents_dir": "documents_invalid_path"}
    assert "documents_dir" not in setup_builtin.options

    await hass.async_add_executor_job(
        lambda: write_documents(config_dir, "house", tower=TOWER_NOTE)
    )
    result = await submit(hass, flow_id, wikipedia=False, documents_dir="house")
    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert sources_of(setup_builtin) == ["documents"]


@pytest.mark.parametrize(
    "builtin_options", [{"wikipedia": False, "documents_dir": "house\x00"}]
)
async def test_a_stored_folder_that_is_no_path_is_skipped_at_setup(
    hass: HomeAssistant,
    setup_builtin: MockConfigEntry,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Options written behind the flow's back do not fail the set-up."""
    assert sources_of(setup_builtin) == []
    logged = " ".join(record.getMessage() for record in caplog.get_records("setup"))
    assert "is not a path" in logged
