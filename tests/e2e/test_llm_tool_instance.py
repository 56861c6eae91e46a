"""
End to end: the core ``ollama`` conversation agent calls the ``grounded_answer`` tool.

A fresh ``hass`` process with two integrations set up the way a user sets them up, all
over REST: Grounded Answers (the built-in router reading a documents folder, its own
synthesis on an Ollama stand-in) and the core ``ollama`` integration pointed at a
second Ollama stand-in that plays a tool-calling model. The ``ollama`` agent's
conversation subentry selects "Assist" and "Grounded Answers" as its LLM APIs (the
subentry flow's ``llm_hass_api`` multi-select), as a household that also controls its
home through the agent would. Asked over
``POST /api/conversation/process``, the agent's model calls ``grounded_answer``, Home
Assistant runs the tool — our engine, its gates — and sends the result back as a
``tool`` message; the model relays the tool's ``answer`` and the agent speaks it.

Printed for the report: the tool call as the agent sent it back to its model, the tool
result it carried, and the spoken answers. With a rejected draft (a wrong number from
the synthesis model) the tool's ``answer`` is null and its unverified ``passage``
holds the note's own sentence, once; the stand-in quotes it as the source's words,
and the wrong number reaches neither the calling model nor the user.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pytest

from tests.stubs.ollama_server import OllamaScript, start_ollama_stub

from .hass_process import (
    DOMAIN,
    FRONTEND_MISSING,
    HassApi,
    HassError,
    frontend_available,
    set_up_documents_entry,
)
from .test_builtin_router import EIFFEL_NOTE, HOUSE_MANUAL, QUESTION

if TYPE_CHECKING:
    from collections.abc import Callable

    from .hass_process import EventStream, HassProcess

pytestmark = pytest.mark.skipif(not frontend_available(), reason=FRONTEND_MISSING)

# The agent has both APIs a household would pick: "Assist" (to control the home) and
# "Grounded Answers". Home Assistant then merges them and namespaces each tool with
# its API's name slugified with "-" ("grounded-answers"), so the model sees (and
# calls) our tool by this name.
TOOL = "grounded_answer"
NAMESPACED_TOOL = f"grounded-answers__{TOOL}"
SYNTHESIS_MODEL = "qwen3:8b"  # Grounded Answers' own model
AGENT_MODEL = "llama3.1:8b"  # the calling agent's tool-using model
AGENT_NAME = "Household assistant"
ASKED = "How tall is the Eiffel Tower?"  # what the user says to the agent
SERVED = "The Eiffel Tower is 330 metres tall including its antennas."
# A draft with a number the note does not hold: the number gate must reject it.
WRONG_NUMBER = "340"
WRONG_DRAFT = f"The Eiffel Tower is {WRONG_NUMBER} metres tall. (documents)"


async def add_ollama_agent(
    api: HassApi, url: str, llm_api_ids: list[str]
) -> tuple[str, list[dict[str, Any]]]:
    """
    Set up core ``ollama`` at ``url`` with a conversation agent using ``llm_api_ids``.

    Returns the agent's entity id and the LLM APIs its form offered (label and value),
    as the user sees them in the "Control Home Assistant" multi-select.
    """
    form = await api.start_config_flow("ollama")
    if form.get("step_id") != "user":
        raise HassError(f"ollama config flow: {form}")
    created = await api.config_flow_step(form["flow_id"], {"url": url})
    if created.get("type") != "create_entry":
        raise HassError(f"ollama entry not created: {created}")
    entry_id = created["result"]["entry_id"]

    form = await api.start_subentry_flow(entry_id, "conversation")
    if form.get("step_id") != "set_options":
        raise HassError(f"ollama subentry flow: {form}")
    field = next(f for f in form["data_schema"] if f["name"] == "llm_hass_api")
    offered = field["selector"]["select"]["options"]
    done = await api.subentry_flow_step(
        form["flow_id"],
        {"name": AGENT_NAME, "model": AGENT_MODEL, "llm_hass_api": llm_api_ids},
    )
    if done.get("type") != "create_entry":
        raise HassError(f"ollama conversation subentry not created: {done}")
    subentries = await api.subentries(entry_id)
    if [(s["subentry_type"], s["title"]) for s in subentries] != [
        ("conversation", AGENT_NAME)
    ]:
        raise HassError(f"ollama subentries: {subentries}")
    # Adding the subentry reloads the ollama entry, which then adds the agent.
    (agent,) = await api.entity_ids(platform="ollama", domain="conversation")
    await api.wait_for_state(agent)
    return agent, offered


def strings(value: Any) -> list[str]:
    """Return every string in a JSON value (keys and values), depth first."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [text for key, item in value.items() for text in [key, *strings(item)]]
    if isinstance(value, list):
        return [text for item in value for text in strings(item)]
    return []


@dataclass
class Turn:
    """One question to the ollama agent, as the stand-ins and Home Assistant saw it."""

    speech: str  # what the agent said
    event: dict[str, Any]  # our answer event for the tool call
    chats: list[dict[str, Any]]  # the agent model's chat requests in this turn
    call: dict[str, Any]  # the tool call the agent model made
    result: dict[str, Any]  # the tool message the agent sent back, parsed


async def ask_agent(
    api: HassApi, events: EventStream, agent: str, model: OllamaScript
) -> Turn:
    """Ask the ollama agent ``ASKED``; return what this turn did."""
    chats, calls = len(model.chat_requests), len(model.tool_calls)
    answer = await api.converse(ASKED, agent_id=agent)
    event = await events.next_data(via="llm_tool")
    # One call and one result per turn: the stand-in calls the tool once, and Home
    # Assistant sends its result back once.
    (call,) = model.tool_calls[calls:]
    (result,) = model.tool_results[calls:]
    return Turn(
        answer["response"]["speech"]["plain"]["speech"],
        event,
        model.chat_requests[chats:],
        call,
        result,
    )


def check_served(turn: Turn, model: OllamaScript, synthesis: OllamaScript) -> None:
    """Check the model called our tool, got the verified answer, the agent spoke it."""
    first, last = turn.chats[0], turn.chats[-1]
    assert first["model"] == AGENT_MODEL
    offered_tools = [tool["function"]["name"] for tool in first["tools"]]
    assert NAMESPACED_TOOL in offered_tools, offered_tools
    assert len(offered_tools) > 1, offered_tools  # Assist's tools beside ours
    # Our API's prompt (when to call the tool, relay the answer) reached the model.
    assert 'tools from "grounded-answers"' in first["messages"][0]["content"]
    assert turn.call == {"name": NAMESPACED_TOOL, "arguments": {"query": QUESTION}}
    # The tool message came in the chat after the call, and the reply relayed it.
    assert last["messages"][-1]["role"] == "tool", last["messages"]
    data = turn.result["data"]
    assert turn.result["error"] is False, turn.result
    assert (data["outcome"], data["verified"]) == ("served", True), data
    assert data["answer"] == SERVED, data
    assert model.relayed[-1] == turn.speech
    assert SERVED in turn.speech
    # It went through our engine, counted as a tool call, our model seeing the note.
    assert (turn.event["outcome"], turn.event["query"]) == ("served", QUESTION)
    assert turn.event["via"] == "llm_tool"
    assert "674 steps" in synthesis.chat_requests[-1]["messages"][-1]["content"]
    assert not synthesis.chat_requests[-1].get("tools")


def check_rejected(turn: Turn) -> None:
    """Check the note's sentence was handed over and the wrong number reached no one."""
    assert (turn.event["outcome"], turn.event["reason"]) == ("rejected", "numeric")
    assert turn.event["via"] == "llm_tool"
    assert not [text for text in strings(turn.result) if WRONG_NUMBER in text]
    data = turn.result["data"]
    assert (data["verified"], data["answer"]) == (False, None), turn.result
    # The note's own sentence, once, in the unverified passage only.
    passage = data["passage"]
    assert passage["verified"] is False, passage
    assert "330 metres tall including its antennas" in passage["text"], passage
    assert [s["tag"] for s in passage["sources"]] == ["documents"], passage
    assert json.dumps(turn.result).count(json.dumps(passage["text"])) == 1
    # Relayed as what the source says, not as a checked answer.
    assert WRONG_NUMBER not in turn.speech
    assert turn.speech == (
        f"According to {passage['sources'][0]['name']} (not a checked answer): "
        f"{passage['text']}"
    )


async def test_the_ollama_agent_speaks_the_verified_answer_of_the_tool(
    hass_api: HassApi,
    hass_process: HassProcess,
    record_property: Callable[[str, object], None],
) -> None:
    synthesis = OllamaScript([SYNTHESIS_MODEL])
    model = OllamaScript([AGENT_MODEL]).call_tool(TOOL, {"query": QUESTION})
    async with (
        start_ollama_stub(synthesis) as (_, synthesis_url),
        start_ollama_stub(model) as (_, agent_url),
    ):
        entry = await set_up_documents_entry(
            hass_api,
            hass_process.config_dir,
            {"eiffel_tower.md": EIFFEL_NOTE, "house_manual.md": HOUSE_MANUAL},
            {"model_url": synthesis_url},
            SYNTHESIS_MODEL,
        )
        api_id = f"{DOMAIN}-{entry.entry_id}"
        agent, offered = await add_ollama_agent(hass_api, agent_url, ["assist", api_id])
        print(f"\nLLM APIs offered to the ollama agent: {offered}")
        assert {"label": "Grounded Answers", "value": api_id} in offered, offered
        assert "assist" in {option["value"] for option in offered}, offered

        async with hass_api.subscribe_events(f"{DOMAIN}_answer") as events:
            # The rejected draft first: a served answer is cached, a rejected one is
            # not, so asking the served case first would hide the second synthesis.
            synthesis.reply(WRONG_DRAFT)
            rejected = await ask_agent(hass_api, events, agent, model)
            synthesis.reply(f"{SERVED} (documents)")
            served = await ask_agent(hass_api, events, agent, model)

    print(f"Recorded tool call (agent stand-in): {json.dumps(served.call)}")
    print(f"Tool result sent back to the model: {json.dumps(served.result)}")
    print(f"Spoken answer ({agent}): {served.speech!r}")  # quoted in reports
    print(f"Tool result for the rejected draft: {json.dumps(rejected.result)}")
    print(f"Spoken answer after a rejected draft ({agent}): {rejected.speech!r}")
    record_property("tool_call", served.call)
    record_property("spoken_answer", served.speech)
    record_property("spoken_after_rejection", rejected.speech)

    check_served(served, model, synthesis)
    check_rejected(rejected)
    # Both turns ran our synthesis: the rejection was not a cache hit or a skip.
    assert sum(1 for chat in synthesis.chat_requests if chat.get("messages")) == 2
    # Nothing a user would be asked to report: no blocking call, no error of ours.
    problems = hass_process.integration_problems()
    assert not problems, "\n".join(problems)
