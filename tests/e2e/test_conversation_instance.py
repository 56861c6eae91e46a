"""
Conversations on a real Home Assistant: a follow-up, and sources that disagree.

A fresh ``hass`` process; a Mnemolis entry is created over the REST config flow
against the stub router, which answers by the subject a query names. Turns go
through ``POST /api/conversation/process``:

1. a question and a follow-up with the same ``conversation_id`` (no model: rules
   resolve "it", and the material's own sentences are spoken) — the router must be
   asked the standalone question, and a new conversation must not be;
2. the router's answer has two sections that give the tower different heights. Without
   a model the spoken fallback carries each source's sentence; with the Ollama
   stand-in as the model, its answer names both values with their sources and passes
   the gates. Every spoken answer is printed, to be quoted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from custom_components.grounded_answers.engine.retrieve.fusion import format_sections
from tests.integration.test_followups import (
    MATERIAL,
    PRONOUN_FOLLOW_UP,
    QUESTION,
    WHAT_ABOUT_FOLLOW_UP,
    by_subject,
    words,
)
from tests.stubs.ollama_server import OllamaScript, start_ollama_stub

from .hass_process import DOMAIN, FRONTEND_MISSING, HassApi, frontend_available
from .test_real_instance import create_entry

if TYPE_CHECKING:
    from collections.abc import Callable

    from tests.stubs.router_server import RouterScript

pytestmark = pytest.mark.skipif(not frontend_available(), reason=FRONTEND_MISSING)

MODEL = "qwen3:8b"
# Two sources, one qualifier ("tall"), two values: a disagreement to be named.
ENCYCLOPEDIA = (
    "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris. "
    "It is 330 metres tall, and about 7 million people visit it every year."
)
WEB_PAGE = (
    "**Eiffel Tower visitor guide**\n"
    "The Eiffel Tower stands 324 metres tall above the Champ de Mars.\n"
    "https://www.example.org/paris/eiffel-tower"
)
# A model that names the disagreement, each value with the source that gives it.
NAMED_DISAGREEMENT = (
    "The offline encyclopedia says the Eiffel Tower is 330 metres tall, while a web "
    "search says it stands 324 metres tall. (kiwix, web)"
)
# The same two values, each given to the wrong source: must never be spoken.
SWAPPED = (
    "The offline encyclopedia says the Eiffel Tower is 324 metres tall, while a web "
    "search says it stands 330 metres tall. (kiwix, web)"
)


async def say(
    api: HassApi, agent: str, text: str, conversation_id: str | None = None
) -> tuple[str, dict[str, Any]]:
    """Say ``text`` over the REST API; return the speech and the whole result."""
    payload: dict[str, Any] = {"text": text, "language": "en", "agent_id": agent}
    if conversation_id is not None:
        payload["conversation_id"] = conversation_id
    result = await api.post("/api/conversation/process", payload)
    return result["response"]["speech"]["plain"]["speech"], result


async def test_a_follow_up_and_a_disagreement_on_a_real_instance(
    hass_api: HassApi,
    router_url: str,
    router_script: RouterScript,
    record_property: Callable[[str, object], None],
) -> None:
    router_script.misbehave(by_subject(MATERIAL))
    entry = await create_entry(api=hass_api, router_url=router_url)
    assert entry["state"] == "loaded", entry
    (agent,) = await hass_api.entity_ids(platform=DOMAIN, domain="conversation")

    await _follow_ups(hass_api, agent, router_script, record_property)
    await _disagreement(hass_api, agent, entry, router_script, record_property)


async def _follow_ups(
    api: HassApi,
    agent: str,
    router_script: RouterScript,
    record_property: Callable[[str, object], None],
) -> None:
    """Ask a question, then follow-ups in the same conversation, then in a new one."""
    first, result = await say(api, agent, QUESTION)
    cid = result["conversation_id"]
    asked = router_script.requests[-1]["query"]  # (the config flow's "ping" before)
    second, result = await say(api, agent, PRONOUN_FOLLOW_UP, cid)
    assert result["conversation_id"] == cid
    resolved = router_script.requests[-1]["query"]
    third, result = await say(api, agent, WHAT_ABOUT_FOLLOW_UP, cid)
    resolved_third = router_script.requests[-1]["query"]
    print(f"\nConversation {cid} ({agent}):")
    print(f"  Q1 {QUESTION!r} -> router {asked!r}")
    print(f"     spoken: {first!r}")
    print(f"  Q2 {PRONOUN_FOLLOW_UP!r} -> router {resolved!r}")
    print(f"     spoken: {second!r}")
    print(f"  Q3 {WHAT_ABOUT_FOLLOW_UP!r} -> router {resolved_third!r}")
    print(f"     spoken: {third!r}")
    record_property("spoken_follow_up", second)

    assert asked == QUESTION
    assert "330 metres" in first
    assert {"eiffel", "tower", "built"} <= words(resolved), resolved
    assert "1889" in second
    assert {"statue", "liberty", "built"} <= words(resolved_third), resolved_third
    assert "1886" in third
    assert result["continue_conversation"] is False
    # The same words in a new conversation are asked as they are.
    fresh, result = await say(api, agent, PRONOUN_FOLLOW_UP)
    print(f"  new conversation, {PRONOUN_FOLLOW_UP!r} -> spoken: {fresh!r}")
    assert result["conversation_id"] != cid
    assert "eiffel" not in words(router_script.requests[-1]["query"])


async def _disagreement(
    api: HassApi,
    agent: str,
    entry: dict[str, Any],
    router_script: RouterScript,
    record_property: Callable[[str, object], None],
) -> None:
    """Two sources, two heights: the fallback, then a model's answer, name both."""
    fused = format_sections([("kiwix", ENCYCLOPEDIA), ("web", WEB_PAGE)])
    router_script.misbehave(by_subject({"eiffel tower": fused}))
    fallback, _ = await say(api, agent, QUESTION)
    print(f"Disagreement, no model: {fallback!r}")
    record_property("spoken_disagreement_fallback", fallback)
    assert "330" in fallback
    assert "324" in fallback

    ollama = OllamaScript([MODEL]).reply(NAMED_DISAGREEMENT)
    async with start_ollama_stub(ollama) as (_, model_url):
        form = await api.start_options_flow(entry["entry_id"])
        form = await api.options_flow_step(form["flow_id"], {"model_url": model_url})
        assert form["step_id"] == "model", form
        saved = await api.options_flow_step(form["flow_id"], {"model": MODEL})
        assert saved["type"] == "create_entry", saved
        await api.reload_entry(entry["entry_id"])
        named, result = await say(api, agent, QUESTION)
        ollama.reply(SWAPPED)  # another wording: not the answer cached just now
        misattributed, _ = await say(api, agent, "how high is the eiffel tower")

    print(f"Disagreement, with a model: {named!r}")
    print(f"Disagreement, a misattributing model: {misattributed!r}")
    record_property("spoken_disagreement", named)
    chats = [body for body in ollama.chat_requests if body.get("messages")]
    assert len(chats) == 2, chats  # each wording asked the model once
    prompt = chats[0]["messages"][-1]["content"]
    assert "330" in prompt
    assert "324" in prompt
    assert "330 metres" in named
    assert "324 metres" in named
    assert "encyclopedia" in named
    assert "web search" in named
    assert result["continue_conversation"] is False
    # Rejected: the user hears the sources' own sentences, not the swapped values.
    assert "encyclopedia says the Eiffel Tower is 324" not in misattributed
    assert "web search says it stands 330" not in misattributed
