"""
End to end on a real Home Assistant that speaks German.

A fresh ``hass`` process switched to German the way a user does it (Settings, General:
``config/core/update`` over the websocket), the built-in router reading a documents
folder that holds a German manual, and the Ollama stand-in as the model. Asked in
German through ``POST /api/conversation/process``: a correct German answer is served
with the German attribution; the model's German "the sources say nothing about this"
is the German honest-miss sentence, and it is never cached (asked twice, the model is
asked twice).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import pytest

from tests.stubs.ollama_server import OllamaScript, start_ollama_stub

from .hass_process import (
    DOMAIN,
    FRONTEND_MISSING,
    INTEGRATION_DIR,
    HassApi,
    frontend_available,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from .hass_process import HassProcess

pytestmark = pytest.mark.skipif(not frontend_available(), reason=FRONTEND_MISSING)

TRANSLATIONS = INTEGRATION_DIR / "translations" / "de.json"
MANUAL = """\
# Kaffeevollautomat CremaPro 7 – Bedienungsanleitung

## Entkalken

Das Gerät meldet „Bitte entkalken“, sobald etwa 60 Liter Wasser durchgelaufen sind.
Entfernen Sie vor dem Entkalken den Wasserfilter aus dem Wassertank. Füllen Sie den
Wassertank bis zur Markierung mit lauwarmem Wasser und geben Sie eine Tablette des
mitgelieferten Entkalkers hinzu. Stellen Sie ein Gefäß mit mindestens einem Liter
Inhalt unter den Kaffeeauslauf und starten Sie im Menü „Pflege“ das Programm
„Entkalken“. Das Programm dauert etwa 25 Minuten und spült am Ende selbstständig.

## Reinigung der Brüheinheit

Spülen Sie die Brüheinheit einmal pro Woche unter fließendem Wasser ohne Spülmittel ab.
"""
QUESTION = "Wie lange dauert das Entkalken beim Kaffeevollautomaten?"
ANSWER = "Das Programm Entkalken dauert etwa 25 Minuten. (documents)"
# The manual's descaling section is found, but says nothing about water hardness.
MISS_QUESTION = "Welche Wasserhärte muss ich vor dem Entkalken einstellen?"
MISS_REPLY = "Dazu steht in den Quellen nichts."


def german(key: str) -> str:
    """Return the German message of ``exceptions.<key>``, as Home Assistant serves it."""
    strings: dict[str, Any] = json.loads(TRANSLATIONS.read_text(encoding="utf-8"))
    return strings["exceptions"][key]["message"]


async def set_up_german_entry(
    hass_api: HassApi, hass_process: HassProcess, model_url: str
) -> str:
    """Switch hass to German, add the built-in router with the manual and the model."""
    await hass_api.ws_call({"type": "config/core/update", "language": "de"})
    assert (await hass_api.get("/api/config"))["language"] == "de"
    documents = hass_process.config_dir / "documents"
    documents.mkdir()
    (documents / "kaffeevollautomat.md").write_text(MANUAL, encoding="utf-8")

    result = await hass_api.choose_config_flow_menu(option="builtin")
    assert result["type"] == "create_entry", result
    entry = result["result"]
    form = await hass_api.start_options_flow(entry["entry_id"])
    # The household wants to hear where every answer came from.
    form = await hass_api.options_flow_step(
        form["flow_id"], {"model_url": model_url, "spoken_attribution": "always"}
    )
    assert form["step_id"] == "model", form
    form = await hass_api.options_flow_step(form["flow_id"], {"model": "qwen3:8b"})
    assert form["step_id"] == "sources", form
    saved = await hass_api.options_flow_step(
        form["flow_id"], {"wikipedia": False, "documents_dir": "documents"}
    )
    assert saved["type"] == "create_entry", saved
    await hass_api.reload_entry(entry["entry_id"])
    agents = await hass_api.entity_ids(platform=DOMAIN, domain="conversation")
    assert len(agents) == 1, agents
    return agents[0]


async def speak(hass_api: HassApi, agent_id: str, text: str) -> str:
    """Ask in German; return what the satellite says."""
    result = await hass_api.converse(text, agent_id=agent_id, language="de")
    return result["response"]["speech"]["plain"]["speech"]


async def test_a_german_household_hears_german_answers(
    hass_api: HassApi,
    hass_process: HassProcess,
    record_property: Callable[[str, object], None],
) -> None:
    ollama = OllamaScript(["qwen3:8b"]).reply(ANSWER)
    async with start_ollama_stub(ollama) as (_, model_url):
        agent_id = await set_up_german_entry(hass_api, hass_process, model_url)

        served = await speak(hass_api, agent_id, QUESTION)
        print(f"\nServed ({agent_id}): {served!r}")  # quoted in reports
        record_property("served", served)
        (chat,) = ollama.chat_requests
        assert "etwa 25 Minuten" in chat["messages"][-1]["content"]  # the manual

        ollama.reply(MISS_REPLY)
        missed = await speak(hass_api, agent_id, MISS_QUESTION)
        print(f"Honest miss: {missed!r}")
        record_property("honest_miss", missed)
        again = await speak(hass_api, agent_id, MISS_QUESTION)
        print(f"Honest miss, asked again: {again!r}")
        asked = len(ollama.chat_requests)

    assert "Das Programm Entkalken dauert etwa 25 Minuten." in served
    attribution = german("attribution").format(sources=german("source_documents"))
    assert attribution == "Laut deinen Dokumenten."
    assert attribution in served, served
    assert "(documents)" not in served
    assert "According to" not in served

    honest_miss = german("honest_miss")
    assert honest_miss == "Die gefundenen Quellen beantworten das nicht."
    assert missed == again == honest_miss
    assert asked == 3, "an honest miss was cached"  # the model was asked again
