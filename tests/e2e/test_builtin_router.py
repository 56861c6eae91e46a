"""
End to end on a real Home Assistant with the built-in router and no router service.

A fresh ``hass`` process; the entry is created through the REST config flow (the
menu's built-in router), the options flow (over REST) points it at a documents folder
inside the configuration directory with Wikipedia switched off (no network), and the
question goes through ``POST /api/conversation/process``. With no model configured
the answer is the note itself, cleaned for speech; with the Ollama stand-in as the
model, the synthesized sentence passes the same gates and is spoken.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.stubs.ollama_server import OllamaScript, start_ollama_stub

from .hass_process import DOMAIN, FRONTEND_MISSING, HassApi, frontend_available

if TYPE_CHECKING:
    from collections.abc import Callable

    from .hass_process import HassProcess

pytestmark = pytest.mark.skipif(not frontend_available(), reason=FRONTEND_MISSING)

QUESTION = "how tall is the eiffel tower"
EIFFEL_NOTE = """\
# The Eiffel Tower

Notes from our trip to Paris. The Eiffel Tower is 330 metres tall including its
antennas, and the lifts to the summit run until 23:00 in summer. We booked the summit
tickets online three days ahead; the stairs to the second floor have 674 steps.
"""
HOUSE_MANUAL = """\
# House manual

## Dishwasher

Descale the dishwasher every three months with the citric acid tablets under the
sink. Error E24 means the drain filter is blocked: empty the filter and run a rinse.

## Heating

The heat pump runs a legionella cycle every Sunday at 02:00; the radiators stay
lukewarm until it ends.
"""


async def test_builtin_router_answers_from_the_documents_folder(
    hass_api: HassApi,
    hass_process: HassProcess,
    record_property: Callable[[str, object], None],
) -> None:
    documents = hass_process.config_dir / "documents"
    documents.mkdir()
    (documents / "eiffel_tower.md").write_text(EIFFEL_NOTE, encoding="utf-8")
    (documents / "house_manual.md").write_text(HOUSE_MANUAL, encoding="utf-8")

    # The user step is a menu; the built-in router is created at once.
    result = await hass_api.choose_config_flow_menu(option="builtin")
    assert result["type"] == "create_entry", result
    assert result["title"] == "Grounded Answers"
    entry = result["result"]
    assert (entry["domain"], entry["state"]) == (DOMAIN, "loaded"), entry

    # Options: the answer settings as they are, then the sources.
    form = await hass_api.start_options_flow(entry["entry_id"])
    assert form["step_id"] == "init", form
    form = await hass_api.options_flow_step(form["flow_id"], {})
    assert form["step_id"] == "sources", form
    fields = {field["name"] for field in form["data_schema"]}
    assert {"wikipedia", "documents_dir"} <= fields, form["data_schema"]
    refused = await hass_api.options_flow_step(
        form["flow_id"], {"wikipedia": False, "documents_dir": "../"}
    )
    assert refused["errors"] == {"documents_dir": "documents_outside_config"}
    saved = await hass_api.options_flow_step(
        form["flow_id"], {"wikipedia": False, "documents_dir": "documents"}
    )
    assert saved["type"] == "create_entry", saved
    await hass_api.reload_entry(entry["entry_id"])

    agents = await hass_api.entity_ids(platform=DOMAIN, domain="conversation")
    assert len(agents) == 1, agents
    result = await hass_api.converse(QUESTION, agent_id=agents[0])
    speech = result["response"]["speech"]["plain"]["speech"]
    print(f"\nSpoken answer ({agents[0]}): {speech!r}")  # quoted in reports
    record_property("spoken_answer", speech)

    assert "330" in speech
    assert "330 metres tall including its antennas" in speech  # one sentence
    assert "dishwasher" not in speech.lower()
    for residue in ("#", "**", "[", "\u2014", "---", "http"):
        assert residue not in speech, (residue, speech)
    index = hass_process.config_dir / ".storage"
    assert (index / f"{DOMAIN}.{entry['entry_id']}.documents.sqlite").is_file()

    # The same question with a model: the answer is synthesized from the note and
    # gated (numbers, attribution) before it is spoken.
    ollama = OllamaScript(["qwen3:8b"]).reply(
        "The Eiffel Tower is 330 metres tall including its antennas. (documents)"
    )
    async with start_ollama_stub(ollama) as (_, model_url):
        form = await hass_api.start_options_flow(entry["entry_id"])
        form = await hass_api.options_flow_step(
            form["flow_id"], {"model_url": model_url}
        )
        assert form["step_id"] == "model", form
        form = await hass_api.options_flow_step(form["flow_id"], {"model": "qwen3:8b"})
        assert form["step_id"] == "sources", form
        saved = await hass_api.options_flow_step(
            form["flow_id"], {"wikipedia": False, "documents_dir": "documents"}
        )
        assert saved["type"] == "create_entry", saved
        await hass_api.reload_entry(entry["entry_id"])
        result = await hass_api.converse(QUESTION, agent_id=agents[0])

    synthesized = result["response"]["speech"]["plain"]["speech"]
    print(f"Synthesized answer ({agents[0]}): {synthesized!r}")
    assert synthesized == "The Eiffel Tower is 330 metres tall including its antennas."
    (chat,) = ollama.chat_requests
    assert "674 steps" in chat["messages"][-1]["content"]  # the note was the evidence
