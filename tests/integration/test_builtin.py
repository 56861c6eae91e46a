"""The built-in router through Home Assistant: set-up, sources, language, unload."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any
from unittest.mock import patch

import pytest
from homeassistant.config_entries import ConfigEntryState
from homeassistant.helpers import entity_registry as er
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


async def test_setup_without_network_loads_and_says_the_sources_are_unreachable(
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

    # Wikipedia failed rather than answering "nothing": said as a failure.
    assert response["speech"] == "I couldn't reach any of the sources."
    assert response["reason"] == "router_error"
    dropped = [e for e in response["events"] if e["kind"] == "source_dropped"]
    assert dropped[0]["source"] == "wikipedia"
    assert dropped[0]["reason"] == "error"
    (error,) = [e for e in response["events"] if e["kind"] == "router_error"]
    assert error["code"] == "sources_unavailable"
    assert list(error["sources"]) == ["wikipedia"]


HOUSEHOLD_NOTES = {
    "heating": "# Heating\n\nThe heating pressure should be between 1.2 and 1.5 bar "
    "when the system is cold. Below 1 bar, top up the water at the filling loop.\n",
    "bins": "# Bins\n\nThe paper bin is collected every second Tuesday. The garden "
    "waste bin costs 45 euros a year and is emptied on Fridays.\n",
    "boiler": "# Boiler\n\nThe boiler was installed in March 2019 by Hansen "
    "Heating; the service is due every October.\n",
}
UNCUED = {
    "what should the heating pressure be": "1.2 and 1.5 bar",
    "when is the paper bin collected": "every second Tuesday",
    "how much does the garden waste bin cost": "45 euros a year",
}


@pytest.mark.parametrize(
    "builtin_options", [{"wikipedia": True, "documents_dir": "house"}]
)
async def test_uncued_household_questions_are_answered_with_wikipedia_unreachable(
    hass: HomeAssistant,
    core: None,
    config_dir: Path,
    builtin_entry: MockConfigEntry,
    socket_enabled: None,
    caplog: pytest.LogCaptureFixture,
) -> None:
    write_documents(config_dir, "house", **HOUSEHOLD_NOTES)
    spoken: dict[str, str] = {}
    with (
        refused_url() as dead,
        patch("custom_components.grounded_answers.engine_setup.WIKIPEDIA_URL", dead),
    ):
        builtin_entry.add_to_hass(hass)
        assert await hass.config_entries.async_setup(builtin_entry.entry_id)
        await hass.async_block_till_done(wait_background_tasks=True)
        for question in UNCUED:
            response = await hass.services.async_call(
                DOMAIN,
                "ask",
                {"query": question, "answer_style": "voice"},
                blocking=True,
                return_response=True,
            )
            spoken[question] = response["speech"]
            assert response["source_used"] == "documents", response["events"]
            assert response["reason"] == "llm_unconfigured"  # no model: the material
            kinds = [e["kind"] for e in response["events"]]
            assert "sources_ranked" in kinds

    for question, fact in UNCUED.items():
        assert fact in spoken[question], spoken
    # Wikipedia failed on every question: one WARNING, not one per question.
    warnings = [
        r.getMessage()
        for r in caplog.records
        if r.levelname == "WARNING" and "source is failing" in r.getMessage()
    ]
    assert len(warnings) == 1
    assert warnings[0].startswith("The wikipedia source is failing: error: ")


@pytest.mark.parametrize(
    "builtin_options", [{"wikipedia": True, "documents_dir": "house"}]
)
async def test_every_source_failing_is_heard_and_counted_as_a_router_error(
    hass: HomeAssistant,
    core: None,
    config_dir: Path,
    builtin_entry: MockConfigEntry,
    socket_enabled: None,
    caplog: pytest.LogCaptureFixture,
) -> None:
    write_documents(config_dir, "house", **HOUSEHOLD_NOTES)
    with (
        refused_url() as dead,
        patch("custom_components.grounded_answers.engine_setup.WIKIPEDIA_URL", dead),
    ):
        builtin_entry.add_to_hass(hass)
        assert await hass.config_entries.async_setup(builtin_entry.entry_id)
        await hass.async_block_till_done(wait_background_tasks=True)
        agent_id = er.async_get(hass).async_get_entity_id(
            "conversation", DOMAIN, builtin_entry.entry_id
        )
        answers = async_capture_events(hass, EVENT_ANSWER)
        # The documents answer "nothing", Wikipedia cannot be reached.
        result = await ask(hass, agent_id, "who painted the mona lisa")
        await hass.async_block_till_done()

    assert speech_of(result) == "I couldn't reach any of the sources."
    (event,) = answers
    assert (event.data["outcome"], event.data["reason"]) == ("skipped", "router_error")
    sensor = er.async_get(hass).async_get_entity_id(
        "sensor", DOMAIN, f"{BUILTIN_ENTRY_ID}_router_errors"
    )
    assert sensor is not None
    assert hass.states.get(sensor).state == "1"
    # The integration's own warnings: asyncio may warn of a slow task on a busy machine.
    warnings = [
        r
        for r in caplog.records
        if r.levelname == "WARNING" and r.name.startswith("custom_components.")
    ]
    assert [r.getMessage().split(":")[0] for r in warnings] == [
        "The wikipedia source is failing"
    ]


@pytest.mark.parametrize(
    "builtin_options", [{"wikipedia": True, "documents_dir": "house"}]
)
async def test_each_part_of_a_question_is_answered_from_its_own_sources(
    hass: HomeAssistant,
    config_dir: Path,
    wikipedia: Wikipedia,
    builtin_entry: MockConfigEntry,
    core: None,
) -> None:
    write_documents(config_dir, "house", **HOUSEHOLD_NOTES)
    builtin_entry.add_to_hass(hass)
    assert await hass.config_entries.async_setup(builtin_entry.entry_id)
    await hass.async_block_till_done(wait_background_tasks=True)

    response = await hass.services.async_call(
        DOMAIN,
        "ask",
        {"query": "when was our boiler installed and when was the eiffel tower built"},
        blocking=True,
        return_response=True,
    )

    selected = {
        e["part"]: e["sources"]
        for e in response["events"]
        if e["kind"] == "sources_selected"
    }
    assert selected == {0: ["documents"], 1: ["documents", "wikipedia"]}
    assert response["source_used"] == "fusion"
    assert "March 2019" in response["result"]
    assert "from 1887 to 1889" in response["result"]
    searched = [r.params.get("srsearch", "") for r in wikipedia.script.requests]
    assert not any("boiler" in words for words in searched)


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
async def test_a_missing_documents_folder_is_logged_and_answers_nothing(
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
    # The repair issue reports the folder; a question hears that nothing was found,
    # not that the sources could not be reached.
    assert response["speech"] == "I couldn't find anything about that."
    assert response["reason"] == "empty_result"
    dropped = [e for e in response["events"] if e["kind"] == "source_dropped"]
    assert [(e["source"], e["reason"]) for e in dropped] == [("documents", "empty")]


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
            "model_url": ollama.url,
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


async def test_nothing_found_without_a_model_is_an_empty_result(
    hass: HomeAssistant, wikipedia: Wikipedia, setup_builtin: MockConfigEntry
) -> None:
    response = await hass.services.async_call(
        DOMAIN,
        "ask",
        {"query": "who painted the quark zebra"},
        blocking=True,
        return_response=True,
    )

    # Wikipedia answered "nothing" (it did not fail): no model is configured, and
    # the reason is still that nothing was found.
    assert response["speech"] == "I couldn't find anything about that."
    assert (response["outcome"], response["reason"]) == ("skipped", "empty_result")
    assert wikipedia.script.requests
