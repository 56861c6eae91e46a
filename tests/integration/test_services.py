"""The grounded_answers.ask service: response shape and every validation error."""

from __future__ import annotations

import logging
from typing import Any
from unittest.mock import AsyncMock, patch

import pytest
from homeassistant.components.conversation.chat_log import DATA_CHAT_LOGS
from homeassistant.const import CONF_URL
from homeassistant.core import Context, HomeAssistant
from homeassistant.exceptions import HomeAssistantError, ServiceValidationError
from homeassistant.util.ulid import ulid_now
from pytest_homeassistant_custom_component.common import (
    MockConfigEntry,
    async_capture_events,
)

from custom_components.grounded_answers.config_flow import unique_id_for
from custom_components.grounded_answers.const import DOMAIN, EVENT_ANSWER
from tests.stubs import router_server

from .conftest import ENTRY_ID, Router
from .test_conversation import MOLYBDENUM, spoken
from .test_followups import (
    MATERIAL,
    PRONOUN_FOLLOW_UP,
    QUESTION,
    WHAT_ABOUT_FOLLOW_UP,
    by_subject,
    converse,
    last_query,
    words,
)

RESPONSE_KEYS = {
    "answer",
    "answer_sources",
    "synthesized",
    "outcome",
    "reason",
    "complete",
    "speech",
    "result",
    "source_used",
    "grounding",
    "events",
    "language",
    "elapsed_ms",
    "conversation_id",
    "resolved_query",
}


async def call_ask(hass: HomeAssistant, **data: Any) -> dict[str, Any]:
    """Call the service and return its response."""
    return await hass.services.async_call(
        DOMAIN, "ask", data, blocking=True, return_response=True
    )


async def test_ask_returns_the_answer_and_everything_behind_it(
    hass: HomeAssistant, setup_entry: MockConfigEntry, router: Router
) -> None:
    router.script.answer("what is molybdenum", MOLYBDENUM)
    answers = async_capture_events(hass, EVENT_ANSWER)

    response = await call_ask(hass, query="  what is molybdenum ")

    assert set(response) == RESPONSE_KEYS
    assert response["result"] == MOLYBDENUM
    assert response["source_used"] == "kiwix"
    assert response["outcome"] == "skipped"
    assert response["reason"] == "llm_unconfigured"
    assert response["answer"] is None
    assert response["answer_sources"] == []
    assert response["synthesized"] is False
    # The sentence that answers, not the article's title or the rest of it.
    assert response["speech"] == (
        "Molybdenum is a chemical element with the symbol Mo and atomic number 42."
    )
    assert [event["kind"] for event in response["events"]] == [
        "route_decided",
        "retrieved",
        "synthesis_skipped",
    ]
    assert isinstance(response["elapsed_ms"], float)
    assert response["elapsed_ms"] >= 0
    # The query is trimmed.
    assert router.script.requests == [{"query": "what is molybdenum", "source": "auto"}]
    # Same stats and recent chains as the agent.
    stats = setup_entry.runtime_data.stats
    assert stats.value("requested") == 1
    assert setup_entry.runtime_data.recent[-1]["via"] == "service"
    assert answers[0].data["via"] == "service"


async def test_ask_passes_style_source_and_synthesize(
    hass: HomeAssistant, setup_entry: MockConfigEntry, router: Router
) -> None:
    router.script.answer("what is molybdenum", MOLYBDENUM)

    response = await call_ask(
        hass,
        query="what is molybdenum",
        config_entry_id=ENTRY_ID,
        answer_style="voice",
        source="kiwix",
        synthesize=False,
    )

    assert router.script.requests == [
        {"query": "what is molybdenum", "source": "kiwix"}
    ]
    assert len(response["speech"]) <= 240
    assert response["reason"] == "disabled"


async def test_ask_with_the_router_down_answers_in_words(
    hass: HomeAssistant, setup_entry: MockConfigEntry, router: Router
) -> None:
    router.script.misbehave(router_server.router_failure)
    response = await call_ask(hass, query="what is molybdenum")
    assert response["outcome"] == "skipped"
    assert response["reason"] == "router_error"
    assert response["speech"] == "I couldn't reach the knowledge service."
    assert response["result"] == ""
    assert response["events"][-1]["kind"] == "router_error"
    assert response["events"][-1]["code"] == "router_failure"


@pytest.mark.parametrize(
    ("data", "key"),
    [
        ({"query": ""}, "empty_query"),
        ({"query": "   \n\t"}, "empty_query"),
        ({"query": "hi", "answer_style": "poem"}, "invalid_answer_style"),
        ({"query": "hi", "config_entry_id": "nope"}, "entry_not_found"),
    ],
)
async def test_ask_validation_errors(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    router: Router,
    data: dict[str, Any],
    key: str,
) -> None:
    with pytest.raises(ServiceValidationError) as err:
        await call_ask(hass, **data)
    assert err.value.translation_domain == DOMAIN
    assert err.value.translation_key == key
    assert router.script.requests == []


async def test_ask_entry_of_another_domain_is_not_found(
    hass: HomeAssistant, setup_entry: MockConfigEntry
) -> None:
    other = MockConfigEntry(domain="ollama", data={})
    other.add_to_hass(hass)
    with pytest.raises(ServiceValidationError) as err:
        await call_ask(hass, query="hi", config_entry_id=other.entry_id)
    assert err.value.translation_key == "entry_not_found"
    assert err.value.translation_placeholders == {"entry_id": other.entry_id}


async def test_ask_unloaded_entry(
    hass: HomeAssistant, setup_entry: MockConfigEntry
) -> None:
    assert await hass.config_entries.async_unload(ENTRY_ID)

    with pytest.raises(ServiceValidationError) as err:
        await call_ask(hass, query="hi", config_entry_id=ENTRY_ID)
    assert err.value.translation_key == "entry_not_loaded"
    assert err.value.translation_placeholders == {"title": setup_entry.title}

    with pytest.raises(ServiceValidationError) as err:
        await call_ask(hass, query="hi")
    assert err.value.translation_key == "no_loaded_entries"


async def test_ask_with_several_entries_needs_an_id(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    router: Router,
    second_router: Router,
) -> None:
    second = MockConfigEntry(
        domain=DOMAIN,
        unique_id=unique_id_for(second_router.url),
        data={CONF_URL: second_router.url},
    )
    second.add_to_hass(hass)
    assert await hass.config_entries.async_setup(second.entry_id)

    with pytest.raises(ServiceValidationError) as err:
        await call_ask(hass, query="hi")
    assert err.value.translation_key == "multiple_entries"

    await call_ask(hass, query="hi", config_entry_id=second.entry_id)
    assert second_router.script.requests == [{"query": "hi", "source": "auto"}]
    assert router.script.requests == []


async def test_ask_engine_crash_is_a_translated_error(
    hass: HomeAssistant, setup_entry: MockConfigEntry
) -> None:
    with (
        patch.object(
            setup_entry.runtime_data.engine,
            "answer",
            AsyncMock(side_effect=RuntimeError("engine bug")),
        ),
        pytest.raises(HomeAssistantError) as err,
    ):
        await call_ask(hass, query="hi")
    assert err.value.translation_domain == DOMAIN
    assert err.value.translation_key == "answer_failed"
    assert "engine bug" not in str(err.value)
    assert setup_entry.runtime_data.stats.reasons == {"internal_error": 1}


async def test_ask_fires_the_event_with_the_callers_context(
    hass: HomeAssistant, setup_entry: MockConfigEntry
) -> None:
    answers = async_capture_events(hass, EVENT_ANSWER)
    context = Context()
    await hass.services.async_call(
        DOMAIN,
        "ask",
        {"query": "hi"},
        blocking=True,
        return_response=True,
        context=context,
    )
    assert answers[0].context is context


async def test_ask_requires_a_response(
    hass: HomeAssistant, setup_entry: MockConfigEntry
) -> None:
    with pytest.raises(ServiceValidationError):
        await hass.services.async_call(DOMAIN, "ask", {"query": "hi"}, blocking=True)


async def test_ask_speaks_the_language_of_the_house(
    hass: HomeAssistant, setup_entry: MockConfigEntry, router: Router
) -> None:
    hass.config.language = "de"
    router.script.misbehave(router_server.server_error)
    response = await call_ask(hass, query="was ist Molybdän")
    assert response["speech"] == "Ich konnte den Wissensdienst nicht erreichen."


# --- the source must be one the router knows ------------------------------------------


@pytest.mark.parametrize("source", ["bogus", "wikipedia", "docs"])
async def test_ask_unknown_source_of_a_mnemolis_router(
    hass: HomeAssistant, setup_entry: MockConfigEntry, router: Router, source: str
) -> None:
    with pytest.raises(ServiceValidationError) as err:
        await call_ask(hass, query="what is molybdenum", source=source)
    assert err.value.translation_domain == DOMAIN
    assert err.value.translation_key == "invalid_source"
    assert err.value.translation_placeholders == {
        "source": source,
        "sources": "kiwix, forecast, news, web, uptime, ha, changes, fusion, auto",
    }
    assert router.script.requests == []
    assert setup_entry.runtime_data.stats.value("requested") == 0
    assert not setup_entry.runtime_data.recent


async def test_ask_known_source_in_any_case_is_passed_on(
    hass: HomeAssistant, setup_entry: MockConfigEntry, router: Router
) -> None:
    await call_ask(hass, query="weather", source=" Forecast ")
    await call_ask(hass, query="weather", source="  ")
    assert router.script.requests == [
        {"query": "weather", "source": "forecast"},
        {"query": "weather", "source": "auto"},
    ]


async def test_ask_source_of_the_builtin_router(
    hass: HomeAssistant, setup_builtin: MockConfigEntry
) -> None:
    with pytest.raises(ServiceValidationError) as err:
        await call_ask(hass, query="how tall is the eiffel tower", source="kiwix")
    assert err.value.translation_key == "invalid_source"
    assert err.value.translation_placeholders == {
        "source": "kiwix",
        "sources": "wikipedia, wiki, fusion, auto",
    }
    assert setup_builtin.runtime_data.stats.value("requested") == 0

    response = await call_ask(hass, query="how tall is the eiffel tower", source="wiki")
    assert response["source_used"] == "wikipedia"


# --- a router outage is logged once, and its end once ---------------------------------


async def test_router_outage_is_logged_once_per_change(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    router: Router,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.INFO, logger="custom_components.grounded_answers")

    def logged() -> list[tuple[int, str]]:
        return [
            (record.levelno, record.getMessage())
            for record in caplog.records
            if record.name.startswith("custom_components.grounded_answers")
            and "router of" in record.getMessage()
        ]

    await call_ask(hass, query="what is molybdenum")
    assert logged() == []

    router.script.misbehave(router_server.server_error)
    await call_ask(hass, query="what is molybdenum")
    await call_ask(hass, query="what is tungsten")
    assert logged() == [
        (
            logging.WARNING,
            f"The router of {setup_entry.title} is unavailable (http_error): "
            "router answered HTTP 500",
        )
    ]

    router.script.misbehave(None)
    await call_ask(hass, query="what is molybdenum")
    await call_ask(hass, query="what is tungsten")
    assert logged()[1:] == [
        (logging.INFO, f"The router of {setup_entry.title} is available again")
    ]


# --- a turn of a conversation ---------------------------------------------------------


async def test_ask_starts_a_conversation_and_continues_it(
    hass: HomeAssistant, setup_entry: MockConfigEntry, router: Router
) -> None:
    router.script.misbehave(by_subject(MATERIAL))

    first = await call_ask(hass, query=QUESTION)
    assert first["resolved_query"] is None  # it stood alone
    assert last_query(router) == QUESTION
    cid = first["conversation_id"]
    assert isinstance(cid, str)
    assert cid

    second = await call_ask(hass, query=PRONOUN_FOLLOW_UP, conversation_id=cid)

    assert second["conversation_id"] == cid
    resolved = last_query(router)
    assert {"eiffel", "tower", "built"} <= words(resolved), resolved
    assert second["resolved_query"] == resolved
    assert "1889" in second["speech"]
    # Without the id, the same words are a new conversation's first question.
    fresh = await call_ask(hass, query=PRONOUN_FOLLOW_UP)
    assert fresh["conversation_id"] != cid
    assert fresh["resolved_query"] is None
    assert "eiffel" not in words(last_query(router))


async def test_ask_and_the_conversation_panel_share_a_conversation(
    hass: HomeAssistant, router: Router, agent_id: str
) -> None:
    router.script.misbehave(by_subject(MATERIAL))
    panel = await converse(hass, agent_id, QUESTION, None)

    response = await call_ask(
        hass, query=PRONOUN_FOLLOW_UP, conversation_id=panel.conversation_id
    )
    assert "eiffel" in words(response["resolved_query"] or "")
    back_in_the_panel = await converse(
        hass, agent_id, WHAT_ABOUT_FOLLOW_UP, response["conversation_id"]
    )

    assert response["conversation_id"] == panel.conversation_id
    assert {"statue", "liberty", "built"} <= words(last_query(router))
    assert "1886" in spoken(back_in_the_panel)
    # The service's turn is in Home Assistant's chat log, spoken as it answered.
    chat_log = hass.data[DATA_CHAT_LOGS][panel.conversation_id]
    said = [c.content for c in chat_log.content if c.role == "assistant"]
    assert said[1] == response["speech"]


async def test_ask_with_an_expired_conversation_id_starts_afresh(
    hass: HomeAssistant, setup_entry: MockConfigEntry, router: Router
) -> None:
    """A ULID Home Assistant does not know is a conversation that ended."""
    router.script.misbehave(by_subject(MATERIAL))
    stale = ulid_now()

    response = await call_ask(hass, query=PRONOUN_FOLLOW_UP, conversation_id=stale)

    assert response["conversation_id"] != stale
    assert response["resolved_query"] is None


async def test_a_failed_ask_leaves_no_half_turn_in_the_conversation(
    hass: HomeAssistant, setup_entry: MockConfigEntry, router: Router
) -> None:
    router.script.misbehave(by_subject(MATERIAL))
    await call_ask(hass, query=QUESTION, conversation_id="chat")
    with (
        patch.object(
            setup_entry.runtime_data.engine,
            "answer",
            AsyncMock(side_effect=RuntimeError("engine bug")),
        ),
        pytest.raises(HomeAssistantError),
    ):
        await call_ask(hass, query="what about paris?", conversation_id="chat")

    response = await call_ask(hass, query=PRONOUN_FOLLOW_UP, conversation_id="chat")

    # The failed question is not in the history: the follow-up leans on the tower.
    assert "eiffel" in words(response["resolved_query"] or ""), response


async def test_ask_continues_only_the_turns_of_the_entry_it_asks(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    router: Router,
    second_router: Router,
) -> None:
    """Two entries, one conversation id: the other entry's turns are not history."""
    other = MockConfigEntry(
        domain=DOMAIN,
        unique_id=unique_id_for(second_router.url),
        data={"router": "mnemolis", CONF_URL: second_router.url},
    )
    other.add_to_hass(hass)
    assert await hass.config_entries.async_setup(other.entry_id)
    for stand_in in (router, second_router):
        stand_in.script.misbehave(by_subject(MATERIAL))
    first = await call_ask(hass, query=QUESTION, config_entry_id=ENTRY_ID)

    elsewhere = await call_ask(
        hass,
        query=PRONOUN_FOLLOW_UP,
        config_entry_id=other.entry_id,
        conversation_id=first["conversation_id"],
    )

    assert elsewhere["conversation_id"] == first["conversation_id"]
    assert elsewhere["resolved_query"] is None
    assert "eiffel" not in words(last_query(second_router))
    # The first entry's own follow-ups are still resolved.
    again = await call_ask(
        hass, query=QUESTION, config_entry_id=ENTRY_ID, conversation_id="mine"
    )
    follow_up = await call_ask(
        hass,
        query=PRONOUN_FOLLOW_UP,
        config_entry_id=ENTRY_ID,
        conversation_id=again["conversation_id"],
    )
    assert "eiffel" in words(follow_up["resolved_query"] or ""), follow_up
