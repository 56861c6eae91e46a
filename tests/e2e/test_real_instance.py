"""
End to end on a real Home Assistant: config flow over REST, then a spoken answer.

A ``hass`` process (``python -m homeassistant --skip-pip``) loads the integration from
``<config>/custom_components/``; the entry is created through the REST config-flow API
against a Mnemolis-compatible stub router, and the question goes through
``POST /api/conversation/process`` to our conversation entity. With no model
configured the answer is the router's two-section fusion result, cleaned for speech.
Local intents ("turn on the kitchen light") are not exercised here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from custom_components.grounded_answers.engine.retrieve.fusion import format_sections

from .hass_process import DOMAIN, FRONTEND_MISSING, HassApi, frontend_available

if TYPE_CHECKING:
    from collections.abc import Callable

    from tests.stubs.router_server import RouterScript

pytestmark = pytest.mark.skipif(not frontend_available(), reason=FRONTEND_MISSING)

QUESTION = "what's happening with the space program lately"

NEWS = (
    "**NASA sets a date for the crewed lunar flyby** (Space Flight Daily)\n"
    "The four Artemis astronauts will fly around the Moon next April, after engineers "
    "finished repairs to the capsule's heat shield ahead of schedule."
    "\n\n---\n\n"
    "**Europe picks a landing site for its Mars sample rover** (Orbital Times)\n"
    "The European Space Agency chose Jezero's western delta, where the rover will "
    "collect rock cores for a later return flight."
)
WEB = (
    "**Artemis crew completes final simulator training**\n"
    "The crew finished a week of launch and re-entry rehearsals at the Johnson Space "
    "Center in Houston.\n"
    "https://www.example.org/space/artemis-crew-training"
)


def fusion_result() -> str:
    """Return the router's answer: news and web sections in the real fusion format."""
    return format_sections([("news", NEWS), ("web", WEB)])


async def create_entry(api: HassApi, router_url: str) -> dict[str, object]:
    """Run the config flow's user step with the stub router; return the entry."""
    form = await api.choose_config_flow_menu(option="mnemolis")
    assert form["type"] == "form", form
    assert form["step_id"] == "mnemolis", form
    fields = {field["name"] for field in form["data_schema"]}
    assert "url" in fields, form["data_schema"]
    result = await api.config_flow_step(form["flow_id"], {"url": router_url})
    assert result["type"] == "create_entry", result
    return result["result"]


async def test_spoken_answer_from_a_real_instance(
    hass_api: HassApi,
    router_url: str,
    router_script: RouterScript,
    record_property: Callable[[str, object], None],
) -> None:
    """Set the integration up over REST and hear the cleaned fusion result."""
    router_script.answer(QUESTION, fusion_result(), source_used="fusion")

    entry = await create_entry(api=hass_api, router_url=router_url)
    assert entry["domain"] == DOMAIN
    assert entry["state"] == "loaded", entry

    agents = await hass_api.entity_ids(platform=DOMAIN, domain="conversation")
    assert len(agents) == 1, agents

    result = await hass_api.converse(QUESTION, agent_id=agents[0])
    speech = result["response"]["speech"]["plain"]["speech"]
    print(f"\nSpoken answer ({agents[0]}): {speech!r}")
    record_property("spoken_answer", speech)

    assert router_script.requests[-1]["query"] == QUESTION
    # No model: the material's sentence that holds the question's words is spoken,
    # verbatim, without the item's title (the extractive fallback).
    assert speech == (
        "The European Space Agency chose Jezero's western delta, where the rover will "
        "collect rock cores for a later return flight."
    )
    for residue in ("[", "\u2014", "---", "**", "http"):
        assert residue not in speech, (residue, speech)
    assert result["continue_conversation"] is False
