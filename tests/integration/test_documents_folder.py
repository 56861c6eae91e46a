"""
The documents folder through Home Assistant: PDFs, the sensor's progress, the repair.

Real PDFs (``tests/stubs/pdf.py``) in a real folder under the configuration directory,
the built-in router with Wikipedia off and no model: what the documents sensor shows
(recorded through its state changes, never by waiting), what the ``ask`` service
speaks from a PDF page, and the repair issue while the folder is gone.
"""

from __future__ import annotations

import logging
import shutil
from datetime import timedelta
from typing import TYPE_CHECKING, Any

import pytest
from homeassistant.config_entries import ConfigEntryState
from homeassistant.core import Event, EventStateChangedData, callback
from homeassistant.helpers import issue_registry as ir
from homeassistant.helpers.event import async_track_state_change_event
from homeassistant.util import dt as dt_util
from pytest_homeassistant_custom_component.common import async_fire_time_changed

from custom_components.grounded_answers.const import DOMAIN
from custom_components.grounded_answers.documents import (
    ISSUE_DOCUMENTS_FOLDER_MISSING,
    documents_source,
    folder_issue_id,
)
from tests.stubs.pdf import IMAGE_ONLY, encrypted, paragraph_lines, pdf_bytes

from .conftest import BUILTIN_ENTRY_ID
from .test_builtin import TOWER_NOTE, write_documents
from .test_documents_hardening import documents_entity

if TYPE_CHECKING:
    from pathlib import Path

    from homeassistant.core import HomeAssistant
    from pytest_homeassistant_custom_component.common import MockConfigEntry

    from .conftest import Wikipedia

HOUSE = {"wikipedia": False, "documents_dir": "house"}
PRESSURE = (
    "The heating pressure should be between 1.2 and 1.5 bar when the system is cold."
)
BOILER_PAGES = [
    paragraph_lines(
        [
            "Installation",
            "The boiler must be installed by a registered engineer. Keep 50 cm of "
            "free space in front of the casing for servicing.",
        ]
    ),
    paragraph_lines(
        [
            "Pressure",
            f"{PRESSURE} If it drops below 1 bar, top it up with the filling loop "
            "under the boiler.",
        ]
    ),
]


def write_house(config_dir: Path) -> Path:
    """Write a note, a boiler manual, a scanned leaflet and a locked PDF."""
    house = write_documents(config_dir, "house", tower=TOWER_NOTE)
    (house / "boiler.pdf").write_bytes(
        pdf_bytes(BOILER_PAGES, title="Boiler ecoTEC plus")
    )
    (house / "scanned_leaflet.pdf").write_bytes(pdf_bytes([IMAGE_ONLY, IMAGE_ONLY]))
    (house / "locked.pdf").write_bytes(
        encrypted(pdf_bytes([["The alarm code is 4711."]]), "secret")
    )
    return house


async def ask(hass: HomeAssistant, query: str, **data: Any) -> dict[str, Any]:
    return await hass.services.async_call(
        DOMAIN, "ask", {"query": query, **data}, blocking=True, return_response=True
    )


def record_indexing(hass: HomeAssistant, entity_id: str) -> list[Any]:
    """Return a list that collects the sensor's ``indexing`` at every state write."""
    seen: list[Any] = []

    @callback
    def changed(event: Event[EventStateChangedData]) -> None:
        if (state := event.data["new_state"]) is not None:
            seen.append(state.attributes.get("indexing"))

    async_track_state_change_event(hass, entity_id, changed)
    return seen


def folder_issue(hass: HomeAssistant) -> ir.IssueEntry | None:
    return ir.async_get(hass).async_get_issue(DOMAIN, folder_issue_id(BUILTIN_ENTRY_ID))


@pytest.mark.parametrize("builtin_options", [HOUSE])
async def test_the_sensor_lists_unreadable_pdfs_and_a_pdf_page_is_spoken(
    hass: HomeAssistant,
    core: None,
    config_dir: Path,
    wikipedia: Wikipedia,
    builtin_entry: MockConfigEntry,
) -> None:
    await hass.async_add_executor_job(write_house, config_dir)
    builtin_entry.add_to_hass(hass)
    assert await hass.config_entries.async_setup(builtin_entry.entry_id)
    await hass.async_block_till_done(wait_background_tasks=True)
    assert builtin_entry.state is ConfigEntryState.LOADED

    state = hass.states.get(documents_entity(hass))
    assert state.state == "2"  # the note and the boiler manual
    attributes = dict(state.attributes)
    assert attributes["indexing"] is False
    assert attributes["files"] == 2
    assert attributes["passages"] >= 3
    assert attributes["unreadable"] == {
        "locked.pdf": "encrypted",
        "scanned_leaflet.pdf": "no text layer (scanned?)",
    }
    assert attributes["unreadable_count"] == 2
    assert attributes["skipped"] == attributes["unreadable"]
    assert attributes["skipped_count"] == 2

    response = await ask(
        hass, "what should the heating pressure be", source="documents"
    )

    assert response["source_used"] == "documents"
    assert response["synthesized"] is False
    assert PRESSURE in response["speech"]
    assert "registered engineer" not in response["result"]  # page 1 stays apart
    locked = await ask(hass, "what is the alarm code", source="documents")
    assert "4711" not in locked["speech"]


@pytest.mark.parametrize("builtin_options", [HOUSE])
async def test_the_sensor_says_while_it_indexes(
    hass: HomeAssistant, config_dir: Path, setup_builtin: MockConfigEntry
) -> None:
    entity_id = documents_entity(hass)
    await hass.async_add_executor_job(write_house, config_dir)
    seen = record_indexing(hass, entity_id)
    source = documents_source(setup_builtin)
    assert source is not None

    await source.refresh()

    assert seen == [True, False]
    state = hass.states.get(entity_id)
    assert state.state == "2"
    assert state.attributes["unreadable_count"] == 2


@pytest.mark.parametrize("builtin_options", [HOUSE])
async def test_a_missing_folder_raises_a_repair_issue_until_it_is_back(
    hass: HomeAssistant,
    core: None,
    config_dir: Path,
    wikipedia: Wikipedia,
    builtin_entry: MockConfigEntry,
    caplog: pytest.LogCaptureFixture,
) -> None:
    house = await hass.async_add_executor_job(write_house, config_dir)
    builtin_entry.add_to_hass(hass)
    assert await hass.config_entries.async_setup(builtin_entry.entry_id)
    await hass.async_block_till_done(wait_background_tasks=True)
    source = documents_source(builtin_entry)
    assert source is not None
    assert folder_issue(hass) is None

    await hass.async_add_executor_job(shutil.rmtree, house)
    with caplog.at_level(logging.INFO):
        for _ in range(3):  # a refresh, as a question that finds it due makes one
            with pytest.raises(FileNotFoundError):
                await source.refresh()
        issue = folder_issue(hass)
        assert issue is not None
        assert issue.translation_key == ISSUE_DOCUMENTS_FOLDER_MISSING
        assert issue.translation_placeholders == {"folder": str(house)}
        assert issue.severity is ir.IssueSeverity.WARNING
        assert issue.is_fixable is False

        await hass.async_add_executor_job(write_house, config_dir)
        await source.refresh()
        await source.refresh()

    assert folder_issue(hass) is None
    gone = [r for r in caplog.records if "documents folder" in r.getMessage()]
    assert [(r.levelno, "gone" in r.getMessage()) for r in gone] == [
        (logging.WARNING, True),
        (logging.INFO, False),
    ]
    answer = await ask(hass, "what should the heating pressure be")
    assert PRESSURE in answer["speech"]


@pytest.mark.parametrize("builtin_options", [HOUSE])
async def test_a_folder_missing_at_setup_is_raised_and_a_question_clears_it(
    hass: HomeAssistant,
    config_dir: Path,
    setup_builtin: MockConfigEntry,
    caplog: pytest.LogCaptureFixture,
) -> None:
    issue = folder_issue(hass)
    assert issue is not None
    assert issue.translation_placeholders == {"folder": str(config_dir / "house")}
    warned = [
        r
        for r in caplog.get_records("setup")
        if r.levelno == logging.WARNING and "house" in r.getMessage()
    ]
    assert len(warned) == 1  # the repair's warning, not also the indexing's

    await hass.async_add_executor_job(write_house, config_dir)
    answer = await ask(hass, "what should the heating pressure be")

    assert PRESSURE in answer["speech"]
    assert folder_issue(hass) is None
    assert hass.states.get(documents_entity(hass)).state == "2"

    assert await hass.config_entries.async_unload(setup_builtin.entry_id)


@pytest.mark.parametrize("builtin_options", [HOUSE])
async def test_the_periodic_refresh_clears_the_repair_issue_without_a_question(
    hass: HomeAssistant,
    config_dir: Path,
    setup_builtin: MockConfigEntry,
    caplog: pytest.LogCaptureFixture,
) -> None:
    source = documents_source(setup_builtin)
    assert source is not None
    assert folder_issue(hass) is not None
    await hass.async_add_executor_job(write_house, config_dir)
    seen = record_indexing(hass, documents_entity(hass))

    with caplog.at_level(logging.INFO):
        async_fire_time_changed(
            hass, dt_util.utcnow() + timedelta(seconds=source.refresh_interval + 1)
        )
        await hass.async_block_till_done(wait_background_tasks=True)

    assert folder_issue(hass) is None
    assert hass.states.get(documents_entity(hass)).state == "2"
    assert seen == [True, False]
    back = [r for r in caplog.records if "documents folder" in r.getMessage()]
    assert [(r.levelno, "is back" in r.getMessage()) for r in back] == [
        (logging.INFO, True)
    ]
    answer = await ask(hass, "what should the heating pressure be")
    assert PRESSURE in answer["speech"]


@pytest.mark.parametrize("builtin_options", [HOUSE])
async def test_a_question_while_the_folder_is_gone_hears_nothing_found(
    hass: HomeAssistant, setup_builtin: MockConfigEntry
) -> None:
    assert folder_issue(hass) is not None  # no folder "house" was ever written

    answer = await ask(hass, "what should the heating pressure be")

    assert answer["speech"] == "I couldn't find anything about that."
    assert answer["reason"] == "empty_result"
    assert folder_issue(hass) is not None  # the repair issue still says why


@pytest.mark.parametrize("builtin_options", [HOUSE])
async def test_unloading_clears_the_repair_issue(
    hass: HomeAssistant, setup_builtin: MockConfigEntry
) -> None:
    assert folder_issue(hass) is not None  # no folder "house" was ever written

    assert await hass.config_entries.async_unload(setup_builtin.entry_id)

    assert folder_issue(hass) is None
