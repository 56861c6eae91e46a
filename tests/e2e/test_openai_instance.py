"""
End to end on a real Home Assistant with an OpenAI-compatible model server.

The same flow as the model part of ``test_builtin_router.py``, with the other backend:
a fresh ``hass`` process, the built-in router reading a documents folder, and in the
options flow (over REST) the backend "OpenAI-compatible server", the stand-in's URL as
a user types a llama.cpp server's address (no ``/v1``), its API key, the model chosen
from the server's ``/v1/models``, then the sources. Asked through
``POST /api/conversation/process``: a correct draft is served; a draft with a number
the note does not hold is rejected by the number gate, and the note's own sentence is
spoken instead — never the wrong number. The model's ``reasoning_content`` is never
spoken. Both answers are printed for the report.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.stubs.openai_server import OpenAIScript, start_openai_stub

from .hass_process import (
    DOMAIN,
    FRONTEND_MISSING,
    HassApi,
    frontend_available,
    set_up_documents_entry,
)
from .test_builtin_router import EIFFEL_NOTE, HOUSE_MANUAL, QUESTION

if TYPE_CHECKING:
    from collections.abc import Callable

    from .hass_process import HassProcess

pytestmark = pytest.mark.skipif(not frontend_available(), reason=FRONTEND_MISSING)

MODEL = "Qwen3-8B-Q4_K_M.gguf"  # llama.cpp's server names a model by its file
API_KEY = "sk-local-llama"
SERVED = "The Eiffel Tower is 330 metres tall including its antennas."
REASONING = "The user asks about the tower; the note gives its height."
WRONG_NUMBER = "340"
WRONG_DRAFT = f"The Eiffel Tower is {WRONG_NUMBER} metres tall. (documents)"
NOTE_SENTENCE = "330 metres tall including its antennas"


async def test_an_openai_compatible_server_serves_and_gated_drafts_are_rejected(
    hass_api: HassApi,
    hass_process: HassProcess,
    record_property: Callable[[str, object], None],
) -> None:
    server = OpenAIScript([MODEL]).require_api_key(API_KEY)
    async with start_openai_stub(server) as (_, base_url):
        entry = await set_up_documents_entry(
            hass_api,
            hass_process.config_dir,
            {"eiffel_tower.md": EIFFEL_NOTE, "house_manual.md": HOUSE_MANUAL},
            {
                "model_backend": "openai",
                "model_url": base_url,
                "model_api_key": API_KEY,
            },
            MODEL,
        )
        agent = entry.agent
        async with hass_api.subscribe_events(f"{DOMAIN}_answer") as events:
            # The rejected draft first: a served answer is cached, a rejected one is
            # not, so asking the served case first would hide the second synthesis.
            server.reply(WRONG_DRAFT, chunks=3)
            result = await hass_api.converse(QUESTION, agent_id=agent)
            rejected = result["response"]["speech"]["plain"]["speech"]
            rejected_event = await events.next_data(query=QUESTION)

            server.reply(SERVED + " (documents)", chunks=4, thinking=REASONING)
            result = await hass_api.converse(QUESTION, agent_id=agent)
            served = result["response"]["speech"]["plain"]["speech"]
            served_event = await events.next_data(query=QUESTION)

    print(f"\nServed answer, OpenAI-compatible backend ({agent}): {served!r}")
    print(f"Spoken after a rejected draft ({agent}): {rejected!r}")  # quoted in reports
    record_property("spoken_answer", served)
    record_property("spoken_after_rejection", rejected)

    # The model step listed the server's /v1/models ids as they are (no ":latest").
    assert entry.models_offered == [MODEL], entry.models_offered
    # Exactly the draft's sentence: the reasoning_content deltas are never spoken.
    assert served == SERVED
    assert served_event["outcome"] == "served", served_event

    assert (rejected_event["outcome"], rejected_event["reason"]) == (
        "rejected",
        "numeric",
    )
    assert WRONG_NUMBER not in rejected
    assert NOTE_SENTENCE in rejected  # the note's own sentence, verbatim
    assert rejected_event["speech"] == rejected

    # Both answers were written by the server, with the note as the evidence, over
    # streamed chat completions sent with the key; nothing was read from a cache.
    chats = [chat for chat in server.chat_requests if chat.get("max_tokens") != 1]
    assert len(chats) == 2, server.chat_requests
    for chat in chats:
        assert chat["model"] == MODEL
        assert chat["stream"] is True
        assert "674 steps" in chat["messages"][-1]["content"]
    keys = {
        {name.lower(): value for name, value in request.headers.items()}.get(
            "authorization"
        )
        for request in server.requests
        if request.path == "/v1/chat/completions"
    }
    assert keys == {f"Bearer {API_KEY}"}, keys
    # Nothing a user would be asked to report: no blocking call in the event loop
    # (building the client, listing the models), no error of ours.
    problems = hass_process.integration_problems()
    assert not problems, "\n".join(problems)
