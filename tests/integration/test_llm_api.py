"""The LLM API "Grounded Answers": registered per entry, its tool, and a core agent using it.

The last tests run Home Assistant's own ``ollama`` conversation agent against the
Ollama stand-in in tool-call mode: the stand-in asks for ``grounded_answer``, the
agent's chat log calls our tool (the real engine, the router stand-in, the entry's
synthesis on the same stand-in without tools), and the stand-in relays the tool's
``answer`` — or, when it is null, the unverified ``passage`` as the source's words:
what the agent speaks is what the tool returned.
"""

from __future__ import annotations

import json
import random
from typing import TYPE_CHECKING, Any

import ollama as ollama_client
import probatio
import pytest
from homeassistant.components import conversation
from homeassistant.components.conversation.trace import (
    ConversationTraceEventType,
    async_get_traces,
)
from homeassistant.config_entries import ConfigEntryState, ConfigSubentryData
from homeassistant.const import CONF_LLM_HASS_API, CONF_MODEL, CONF_PROMPT, CONF_URL
from homeassistant.core import Context, HomeAssistant
from homeassistant.helpers import entity_registry as er
from homeassistant.helpers import llm
from homeassistant.setup import async_setup_component
from pytest_homeassistant_custom_component.common import (
    MockConfigEntry,
    async_capture_events,
)

from custom_components.grounded_answers.const import (
    DOMAIN,
    EVENT_ANSWER,
    LLM_TOOL_NAME,
    VIA_LLM_TOOL,
)
from custom_components.grounded_answers.engine.types import SpokenPhrases
from custom_components.grounded_answers.llm_api import API_PROMPT, api_id, api_name
from tests.stubs import router_server
from tests.stubs.ollama_server import relay_answer, relay_passage, start_ollama_stub

from .conftest import TOWER, Ollama, Router, configure_model

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

QUESTION = "how tall is the eiffel tower"
SERVED = "Including its antennas the Eiffel Tower reaches 330 metres. (kiwix)"
AGENT_MODEL = "llama3.2:3b"  # the core agent's model; the entry synthesises with qwen3


def context(
    device_id: str | None = None, language: str | None = "en"
) -> llm.LLMContext:
    """Return the context a core agent passes (``device_id``: a satellite's device)."""
    return llm.LLMContext(
        platform="ollama",
        context=Context(),
        language=language,
        assistant=conversation.DOMAIN,
        device_id=device_id,
    )


async def instance(
    hass: HomeAssistant, entry: MockConfigEntry, device_id: str | None = None
) -> llm.APIInstance:
    """Return the entry's API instance for one agent turn."""
    return await llm.async_get_api(hass, api_id(entry), context(device_id))


async def call(
    hass: HomeAssistant,
    entry: MockConfigEntry,
    args: dict[str, Any],
    device_id: str | None = None,
) -> llm.ToolResult:
    """Call the tool the way a core agent's chat log does."""
    api = await instance(hass, entry, device_id)
    return await api.async_call_tool(llm.ToolInput(LLM_TOOL_NAME, args))


# -- registration ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("router", "title", "name"),
    [
        ("builtin", "Grounded Answers", "Grounded Answers"),
        ("builtin", "Kitchen knowledge", "Grounded Answers"),  # renamed: still ours
        ("mnemolis", "Grounded Answers (mnemolis.lan:8000)", None),  # the flow's
        ("mnemolis", "grounded answers lab", None),
        ("mnemolis", "192.168.1.20:8000", "Grounded Answers (192.168.1.20:8000)"),
        ("mnemolis", " Lab router ", "Grounded Answers (Lab router)"),
        ("mnemolis", "", "Grounded Answers"),
    ],
    ids=repr,
)
def test_the_apis_name_says_grounded_answers(
    router: str, title: str, name: str | None
) -> None:
    entry = MockConfigEntry(domain=DOMAIN, title=title, data={"router": router})
    assert api_name(entry) == (title if name is None else name)


async def test_each_loaded_entry_registers_its_own_api(
    hass: HomeAssistant, setup_entry: MockConfigEntry, second_router: Router
) -> None:
    # A Mnemolis entry titled with its router's address (renamed so, or made so).
    address = second_router.url.removeprefix("http://")
    other = MockConfigEntry(
        domain=DOMAIN,
        title=address,
        unique_id="second",
        data={"router": "mnemolis", CONF_URL: second_router.url},
        minor_version=2,
    )
    other.add_to_hass(hass)
    assert await hass.config_entries.async_setup(other.entry_id)
    await hass.async_block_till_done()

    ours = {api.id: api.name for api in llm.async_get_apis(hass) if DOMAIN in api.id}
    assert setup_entry.title.startswith("Grounded Answers (")
    assert ours == {
        f"grounded_answers-{setup_entry.entry_id}": setup_entry.title,
        f"grounded_answers-{other.entry_id}": f"Grounded Answers ({address})",
    }

    # Renamed: the entry reloads and its API carries the new name.
    hass.config_entries.async_update_entry(other, title="Lab router")
    await hass.async_block_till_done()
    assert other.state is ConfigEntryState.LOADED
    names = {api.id: api.name for api in llm.async_get_apis(hass)}
    assert names[api_id(other)] == "Grounded Answers (Lab router)"

    assert await hass.config_entries.async_unload(other.entry_id)
    assert [api.id for api in llm.async_get_apis(hass) if DOMAIN in api.id] == [
        api_id(setup_entry)
    ]
    # Set up again (a reload): registered again, no "already registered" error.
    assert await hass.config_entries.async_setup(other.entry_id)
    assert other.state is ConfigEntryState.LOADED
    assert api_id(other) in {api.id for api in llm.async_get_apis(hass)}


async def test_the_api_offers_one_read_only_tool_over_the_routers_sources(
    hass: HomeAssistant, setup_entry: MockConfigEntry
) -> None:
    api = await instance(hass, setup_entry)
    assert api.api_prompt == API_PROMPT
    assert "Relay the returned `answer` as given" in api.api_prompt
    assert "add no facts" in api.api_prompt
    # Unverified material is quoted as the source's words, never as a checked fact.
    assert "When `answer` is null" in api.api_prompt
    assert "quote `passage.text` as what the source itself says" in api.api_prompt
    assert "not as a checked fact" in api.api_prompt
    (tool,) = api.tools
    assert (tool.name, tool.integration) == (LLM_TOOL_NAME, DOMAIN)
    assert tool.annotations == llm.ToolAnnotations(
        read_only=True, destructive=False, idempotent=True, open_world=True
    )
    schema = probatio.to_openapi(tool.parameters, openapi_version="3.1.0")
    assert schema["required"] == ["query"]
    sources = list(setup_entry.runtime_data.engine.router.accepted_sources)
    assert schema["properties"]["source"]["enum"] == sources
    assert "auto" in sources
    assert schema["properties"]["style"]["enum"] == ["voice", "brief", "detailed"]


# -- the tool --------------------------------------------------------------------------


async def test_the_tool_answers_through_the_engine_counted_as_a_tool_call(
    hass: HomeAssistant, router: Router, tower_model: Ollama, setup_entry
) -> None:
    tower_model.script.reply(SERVED)
    answers = async_capture_events(hass, EVENT_ANSWER)

    result = await call(hass, setup_entry, {"query": QUESTION})

    assert result.error is False
    assert result.data["answer"] == (
        "Including its antennas the Eiffel Tower reaches 330 metres."
    )
    assert (result.data["verified"], result.data["outcome"]) == (True, "served")
    assert result.data["sources"] == [
        {"tag": "kiwix", "name": "the offline encyclopedia"}
    ]
    assert router.script.requests[-1]["query"] == QUESTION
    (event,) = answers
    assert (event.data["via"], event.data["answer_style"]) == (VIA_LLM_TOOL, "brief")
    assert setup_entry.runtime_data.stats.via == {
        "conversation": 0,
        "service": 0,
        "llm_tool": 1,
    }
    chains = list(setup_entry.runtime_data.recent)
    assert chains[-1]["via"] == VIA_LLM_TOOL


@pytest.mark.parametrize(
    ("device_id", "args", "style"),
    [
        ("satellite-device", {}, "voice"),
        (None, {}, "brief"),
        ("satellite-device", {"style": "Detailed"}, "detailed"),
        (None, {"style": "voice"}, "voice"),
    ],
    ids=["device", "typed", "asked-on-a-device", "asked-typed"],
)
async def test_a_device_gets_the_voice_style_unless_one_is_asked(
    hass: HomeAssistant,
    tower_model: Ollama,
    setup_entry: MockConfigEntry,
    device_id: str | None,
    args: dict[str, Any],
    style: str,
) -> None:
    tower_model.script.reply(SERVED)
    answers = async_capture_events(hass, EVENT_ANSWER)
    result = await call(hass, setup_entry, {"query": QUESTION, **args}, device_id)
    assert result.error is False
    assert answers[-1].data["answer_style"] == style


async def test_a_named_source_reaches_the_router(
    hass: HomeAssistant, router: Router, setup_entry: MockConfigEntry
) -> None:
    router.script.answer(QUESTION, TOWER, "web")
    result = await call(hass, setup_entry, {"query": QUESTION, "source": " Web "})
    assert result.error is False
    assert router.script.requests[-1]["source"] == "web"
    # No model: the material, verbatim and marked unverified, once (not as answer).
    assert (result.data["verified"], result.data["reason"]) == (
        False,
        "llm_unconfigured",
    )
    assert result.data["answer"] is None
    assert result.data["passage"]["verified"] is False
    assert result.data["passage"]["text"] in TOWER


@pytest.mark.parametrize(
    ("args", "code"),
    [
        ({}, "invalid_arguments"),
        ({"query": 42}, "invalid_arguments"),
        ({"query": ["what", "is"]}, "invalid_arguments"),
        ({"query": "   "}, "empty_query"),
        ({"query": "?!…"}, "empty_query"),
        ({"query": QUESTION, "source": "bogus"}, "invalid_source"),
        ({"query": QUESTION, "source": 7}, "invalid_source"),
        ({"query": QUESTION, "style": "epic"}, "invalid_style"),
    ],
    ids=repr,
)
async def test_arguments_the_tool_cannot_use_are_its_errors(
    hass: HomeAssistant,
    router: Router,
    setup_entry: MockConfigEntry,
    args: dict[str, Any],
    code: str,
) -> None:
    result = await call(hass, setup_entry, args)
    assert result.error is True
    assert result.data["code"] == code
    assert result.data["error"]
    if code == "invalid_source":
        assert result.data["sources"] == list(
            setup_entry.runtime_data.engine.router.accepted_sources
        )
    assert router.script.requests == []  # nothing was asked
    assert setup_entry.runtime_data.stats.via["llm_tool"] == 0


async def test_extra_arguments_are_ignored(
    hass: HomeAssistant, router: Router, setup_entry: MockConfigEntry
) -> None:
    router.script.answer(QUESTION, TOWER)
    result = await call(hass, setup_entry, {"query": QUESTION, "area": "kitchen"})
    assert result.error is False
    assert router.script.requests[-1]["query"] == QUESTION


async def test_an_entry_unloaded_under_the_agent_is_the_tools_error(
    hass: HomeAssistant, router: Router, setup_entry: MockConfigEntry
) -> None:
    api = await instance(hass, setup_entry)  # the agent's turn began
    assert await hass.config_entries.async_unload(setup_entry.entry_id)
    result = await api.async_call_tool(
        llm.ToolInput(LLM_TOOL_NAME, {"query": QUESTION})
    )
    assert result.error is True
    assert result.data["code"] == "not_loaded"
    assert router.script.requests == []


async def test_the_router_down_is_the_tools_error_in_the_users_words(
    hass: HomeAssistant, router: Router, setup_entry: MockConfigEntry
) -> None:
    router.script.misbehave(router_server.server_error)
    result = await call(hass, setup_entry, {"query": QUESTION})
    assert result.error is True
    assert result.data["code"] == "router_unavailable"
    assert result.data["error"] == SpokenPhrases().router_unavailable
    assert result.data["verified"] is False
    stats = setup_entry.runtime_data.stats
    assert (stats.value("router_errors"), stats.via["llm_tool"]) == (1, 1)


async def test_anything_raised_inside_is_the_tools_error_never_the_agents(
    hass: HomeAssistant,
    router: Router,
    setup_entry: MockConfigEntry,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    async def broken(*args: Any, **kwargs: Any) -> None:
        raise RuntimeError("a bug in the engine")

    # The engine never raises for router or model failures (the tests above); a bug
    # is the only way, so one is planted here.
    monkeypatch.setattr(setup_entry.runtime_data.engine, "answer", broken)
    result = await call(hass, setup_entry, {"query": QUESTION})
    assert result.error is True
    assert result.data == {
        "error": "The answer failed inside Grounded Answers.",
        "code": "internal_error",
    }
    assert "The grounded_answer tool failed" in caplog.text
    assert QUESTION not in caplog.text  # the question stays out of the log
    stats = setup_entry.runtime_data.stats
    assert stats.reasons == {"internal_error": 1}
    assert stats.via["llm_tool"] == 1


# -- the Ollama stand-in's tool calls, through the real client -------------------------

TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "grounded-answers__grounded_answer",
            "parameters": {"type": "object", "properties": {}},
        },
    }
]


@pytest.mark.parametrize("stream", [True, False], ids=["streamed", "whole"])
async def test_the_stand_in_calls_the_offered_tool_and_relays_its_result(
    socket_enabled: None, stream: bool
) -> None:
    async with start_ollama_stub() as (script, url):
        script.reply("a plain reply").call_tool(LLM_TOOL_NAME)
        client = ollama_client.AsyncClient(host=url)
        asked = [{"role": "user", "content": QUESTION}]

        async def chat(messages: list[dict[str, Any]], tools: Any) -> list[Any]:
            reply = await client.chat(
                model="qwen3:8b", messages=messages, tools=tools, stream=stream
            )
            return [part async for part in reply] if stream else [reply]

        first = await chat(asked, TOOLS)
        calls = [call for part in first for call in part.message.tool_calls or ()]
        (tool_call,) = calls
        assert tool_call.function.name == "grounded-answers__grounded_answer"
        assert tool_call.function.arguments == {"query": QUESTION}
        assert first[-1].done is True

        content = json.dumps({"data": {"answer": "It is 330 metres."}, "error": False})
        relayed = await chat([*asked, {"role": "tool", "content": content}], TOOLS)
        assert "".join(part.message.content or "" for part in relayed) == (
            "It is 330 metres."
        )
        # Without tools (the integration's own synthesis), the scripted reply.
        plain = await chat(asked, None)
        assert "".join(part.message.content or "" for part in plain) == "a plain reply"

    assert script.tool_calls == [
        {"name": "grounded-answers__grounded_answer", "arguments": {"query": QUESTION}}
    ]
    assert script.tool_results == [json.loads(content)]
    assert script.relayed == ["It is 330 metres."]
    assert script.replies == ["a plain reply"]  # drafts only


async def test_the_stand_in_relays_a_tool_error(socket_enabled: None) -> None:
    async with start_ollama_stub() as (script, url):
        script.call_tool(LLM_TOOL_NAME, {"query": "q"})
        client = ollama_client.AsyncClient(host=url)
        content = json.dumps(
            {"data": {"error": "Not loaded.", "code": "x"}, "error": True}
        )
        reply = await client.chat(
            model="qwen3:8b",
            messages=[{"role": "tool", "content": content}],
            stream=False,
        )
    assert reply.message.content == "Not loaded."


TOWER_SOURCES = [{"tag": "kiwix", "name": "the offline encyclopedia"}]
NOTHING_USABLE = "The tool returned nothing I can use."


@pytest.mark.parametrize(
    ("result", "said"),
    [
        (
            {"data": {"answer": "It is 330 metres."}, "error": False},
            "It is 330 metres.",
        ),
        (
            {
                "data": {
                    "answer": None,
                    "passage": {
                        "text": "It reaches 330 metres.",
                        "verified": False,
                        "sources": TOWER_SOURCES,
                    },
                },
                "error": False,
            },
            "According to the offline encyclopedia (not a checked answer): "
            "It reaches 330 metres.",
        ),
        (
            {
                "data": {
                    "answer": None,
                    "passage": {"text": "Two.", "verified": False, "sources": []},
                },
                "error": False,
            },
            "According to the source (not a checked answer): Two.",
        ),
        ({"data": {"answer": None}, "error": False}, NOTHING_USABLE),
        (
            {"data": {"error": "Not loaded.", "answer": "x"}, "error": True},
            "Not loaded.",
        ),
        ({"data": "text", "error": False}, NOTHING_USABLE),
        ("not json", NOTHING_USABLE),
    ],
    ids=[
        "answer",
        "passage",
        "passage-without-sources",
        "neither",
        "error",
        "odd",
        "raw",
    ],
)
def test_the_stand_in_relays_the_answer_else_the_passage_as_the_sources_words(
    result: Any, said: str
) -> None:
    assert relay_answer(result) == said


def test_the_stand_in_names_every_source_of_a_passage() -> None:
    passage = {
        "text": "Production allows 60 seconds.",
        "sources": [{"tag": "docs", "name": "your documents"}, {"tag": "web"}],
    }
    assert relay_passage(passage) == (
        "According to your documents and web (not a checked answer): "
        "Production allows 60 seconds."
    )


# -- the core Ollama agent, with "Grounded Answers" as its LLM API ----------------------


@pytest.fixture
async def agent_llm(socket_enabled: None) -> AsyncIterator[Ollama]:
    """Start the Ollama stand-in the core agent talks to (in tool-call mode)."""
    async with start_ollama_stub() as (script, url):
        script.models = [AGENT_MODEL]
        script.call_tool(LLM_TOOL_NAME)
        yield Ollama(script, url)


async def core_agent(hass: HomeAssistant, url: str, apis: list[str]) -> str:
    """Set up core ``ollama`` against ``url`` with ``apis``; return its agent's id."""
    assert await async_setup_component(hass, "llm", {})
    entry = MockConfigEntry(
        domain="ollama",
        title="Ollama",
        data={CONF_URL: url},
        version=3,
        minor_version=3,
        subentries_data=[
            ConfigSubentryData(
                data={
                    CONF_MODEL: AGENT_MODEL,
                    CONF_PROMPT: "You are a voice assistant.",
                    CONF_LLM_HASS_API: apis,
                },
                subentry_type="conversation",
                title="Ollama Conversation",
                unique_id=None,
            )
        ],
    )
    entry.add_to_hass(hass)
    assert await hass.config_entries.async_setup(entry.entry_id)
    await hass.async_block_till_done()
    (subentry,) = entry.subentries.values()
    agent = er.async_get(hass).async_get_entity_id(
        "conversation", "ollama", subentry.subentry_id
    )
    assert agent is not None
    return agent


async def converse(hass: HomeAssistant, agent: str, text: str) -> str:
    result = await conversation.async_converse(
        hass, text, None, Context(), language="en", agent_id=agent
    )
    return result.response.speech["plain"]["speech"]


@pytest.mark.parametrize("with_assist", [False, True], ids=["alone", "with-assist"])
async def test_the_core_ollama_agent_speaks_the_verified_answer(
    hass: HomeAssistant,
    router: Router,
    setup_entry: MockConfigEntry,
    ollama: Ollama,
    agent_llm: Ollama,
    with_assist: bool,
) -> None:
    await configure_model(hass, setup_entry, ollama)
    router.script.answer(QUESTION, TOWER)
    ollama.script.reply(SERVED)
    apis = (
        [llm.LLM_API_ASSIST, api_id(setup_entry)]
        if with_assist
        else [api_id(setup_entry)]
    )
    agent = await core_agent(hass, agent_llm.url, apis)
    answers = async_capture_events(hass, EVENT_ANSWER)

    speech = await converse(hass, agent, QUESTION)

    assert speech == "Including its antennas the Eiffel Tower reaches 330 metres."
    (tool_call,) = agent_llm.script.tool_calls
    assert tool_call["name"].endswith(LLM_TOOL_NAME)
    assert tool_call["arguments"] == {"query": QUESTION}
    (tool_result,) = agent_llm.script.tool_results
    assert tool_result["error"] is False
    assert tool_result["data"]["verified"] is True
    # The agent offered our tool and told its model how to use it.
    first, second = agent_llm.script.chat_requests
    assert API_PROMPT in first["messages"][0]["content"]
    assert second["messages"][-1]["role"] == "tool"
    (event,) = answers
    assert (event.data["via"], event.data["outcome"]) == (VIA_LLM_TOOL, "served")
    # The agent's conversation trace shows the tool call and what the engine decided.
    trace = async_get_traces()[-1]  # this turn's (the list outlives a test)
    # as_dict() deep-copies every event, and the chat log's detail holds mapping
    # proxies it cannot copy: the events are read as they are.
    details = [
        e.data["grounded_answers"]
        for e in trace._events
        if e.event_type is ConversationTraceEventType.AGENT_DETAIL
        and "grounded_answers" in (e.data or {})
    ]
    assert [(d["tool"], d["outcome"]) for d in details] == [(LLM_TOOL_NAME, "served")]
    assert details[0]["events"][-1]["kind"] == "answer_served"
    # The entry's own synthesis went to its model, without tools.
    (synthesis,) = ollama.script.chat_requests
    assert synthesis["model"] == "qwen3:8b"
    assert "tools" not in synthesis or not synthesis["tools"]


# Drafts that misstate the material: a number it does not have, in the sentence
# shapes a model writes (generated, so no one draft decides).
DRAFT_SHAPES = (
    "The Eiffel Tower is {n} metres tall. (kiwix)",
    "Including its antennas, the tower reaches {n} metres. (kiwix)",
    "It was built for the {n} World's Fair. (kiwix)",
)


def wrong_drafts(count: int) -> list[tuple[str, str]]:
    """Return (draft, its wrong number) pairs: numbers the material never states."""
    rng = random.Random(15)  # noqa: S311 - reproducible variants
    stated = {"1889", "330", "7"}
    drafts = []
    while len(drafts) < count:
        number = str(rng.randint(100, 2100))
        if number not in stated and number not in TOWER:
            shape = DRAFT_SHAPES[len(drafts) % len(DRAFT_SHAPES)]
            drafts.append((shape.format(n=number), number))
    return drafts


@pytest.mark.parametrize(("draft", "number"), wrong_drafts(4))
async def test_the_core_agent_never_speaks_a_rejected_number(
    hass: HomeAssistant,
    router: Router,
    setup_entry: MockConfigEntry,
    ollama: Ollama,
    agent_llm: Ollama,
    draft: str,
    number: str,
) -> None:
    await configure_model(hass, setup_entry, ollama)
    router.script.answer(QUESTION, TOWER)
    ollama.script.reply(draft)
    agent = await core_agent(hass, agent_llm.url, [api_id(setup_entry)])

    speech = await converse(hass, agent, QUESTION)

    assert number not in speech
    (tool_result,) = agent_llm.script.tool_results
    data = tool_result["data"]
    assert (data["verified"], data["outcome"], data["reason"]) == (
        False,
        "rejected",
        "numeric",
    )
    assert data["answer"] is None  # nothing checked: only the passage
    passage = data["passage"]
    assert passage["text"] in TOWER  # the material's own words, verbatim
    assert passage == {
        "text": passage["text"],
        "verified": False,
        "sources": [{"tag": "kiwix", "name": "the offline encyclopedia"}],
    }
    # Relayed as the source's words, not as a checked answer.
    assert speech == (
        "According to the offline encyclopedia (not a checked answer): "
        + passage["text"]
    )
    assert number not in json.dumps(tool_result)


async def test_the_core_agent_hears_the_tools_error_when_the_router_is_down(
    hass: HomeAssistant,
    router: Router,
    setup_entry: MockConfigEntry,
    agent_llm: Ollama,
) -> None:
    router.script.misbehave(router_server.server_error)
    agent = await core_agent(hass, agent_llm.url, [api_id(setup_entry)])

    speech = await converse(hass, agent, QUESTION)

    assert speech == SpokenPhrases().router_unavailable
    (tool_result,) = agent_llm.script.tool_results
    assert tool_result["error"] is True
    assert tool_result["data"]["code"] == "router_unavailable"
