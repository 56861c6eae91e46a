"""Claim checking through Home Assistant: options, verifiers, repair issue, answers."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from homeassistant.config_entries import ConfigEntryState
from homeassistant.data_entry_flow import FlowResultType
from homeassistant.helpers import issue_registry as ir

from custom_components.grounded_answers.const import DOMAIN
from custom_components.grounded_answers.engine.verify.model_verifiers import (
    GraniteGuardianVerifier,
    LlmJudgeVerifier,
    MiniCheckVerifier,
)
from tests.stubs.ollama_server import refused_url, start_ollama_stub
from tests.stubs.verifier_script import (
    ScriptedAnswer,
    VerifierScript,
    minicheck_parts,
    yes_no_logprobs,
)

from .conftest import ENTRY_ID, Ollama
from .test_conversation import ask
from .test_synthesis import TOWER

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Callable

    from homeassistant.core import HomeAssistant
    from pytest_homeassistant_custom_component.common import MockConfigEntry

    from .conftest import Router

QUESTION = "how tall is the eiffel tower"
# The model cites passage 1 for both sentences; only the first is in it.
DRAFT = (
    "The Eiffel Tower reaches 330 metres including its antennas [1]. "
    "It is made of solid gold [1]."
)
ISSUE_ID = f"verifier_model_missing_{ENTRY_ID}"


def minicheck(draft: str) -> Callable[[dict[str, Any]], str | ScriptedAnswer]:
    """Answer synthesis chats with ``draft`` and MiniCheck chats from the claim."""

    def answer(body: dict[str, Any]) -> str | ScriptedAnswer:
        if not body["model"].startswith("bespoke-minicheck"):
            return draft
        document, claim = minicheck_parts(body)
        supported = "gold" not in claim and "330 metres" in document
        p_yes = 0.96 if supported else 0.07
        return ScriptedAnswer("Yes" if supported else "No", yes_no_logprobs(p_yes))

    return answer


@pytest.fixture
async def verifier_ollama(
    socket_enabled: None,
) -> AsyncIterator[Ollama]:
    """Serve an Ollama with the synthesis model and bespoke-minicheck."""
    script = VerifierScript(
        ["qwen3:8b", "bespoke-minicheck"], answerer=minicheck(DRAFT)
    )
    async with start_ollama_stub(script) as (script, url):
        yield Ollama(script, url)


def verifier_chats(ollama: Ollama) -> list[dict[str, Any]]:
    return [c for c in ollama.script.chat_requests if c["model"] != "qwen3:8b"]


async def configure(
    hass: HomeAssistant, entry: MockConfigEntry, url: str, **options: Any
) -> None:
    """Set the entry's options (reloading it) and wait for the verifier check."""
    hass.config_entries.async_update_entry(
        entry,
        options={
            "model_url": url,
            "model": "qwen3:8b",
            "claim_checking": True,
            "verifier": "minicheck",
            **options,
        },
    )
    await hass.async_block_till_done(wait_background_tasks=True)
    assert entry.state is ConfigEntryState.LOADED


async def call_ask(hass: HomeAssistant, query: str = QUESTION) -> dict[str, Any]:
    return await hass.services.async_call(
        DOMAIN, "ask", {"query": query}, blocking=True, return_response=True
    )


# --- answers -------------------------------------------------------------------------


async def test_ask_carries_grounding_and_drops_the_unsupported_claim(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    router: Router,
    verifier_ollama: Ollama,
) -> None:
    await configure(hass, setup_entry, verifier_ollama.url)
    router.script.answer(QUESTION, TOWER)

    response = await call_ask(hass)

    assert response["outcome"] == "served"
    assert response["speech"] == (
        "The Eiffel Tower reaches 330 metres including its antennas."
    )
    assert "gold" not in response["speech"]
    grounding = response["grounding"]
    assert grounding["verified"] is False
    assert grounding["dropped_claims"] == 1
    assert [chunk["source"] for chunk in grounding["chunks"]] == ["kiwix"]
    assert [s["chunk_indices"] for s in grounding["supports"]] == [[0]]
    assert grounding["marked_answer"] == (
        "The Eiffel Tower reaches 330 metres including its antennas.[1]"
    )
    # One MiniCheck chat per claim, on the synthesis model's server.
    chats = verifier_chats(verifier_ollama)
    assert [chat["model"] for chat in chats] == ["bespoke-minicheck"] * 2
    assert all(chat["options"]["temperature"] == 0 for chat in chats)
    assert ir.async_get(hass).async_get_issue(DOMAIN, ISSUE_ID) is None


async def test_spoken_answer_streams_only_verified_claims(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    agent_id: str,
    router: Router,
    verifier_ollama: Ollama,
) -> None:
    await configure(hass, setup_entry, verifier_ollama.url)
    router.script.answer(QUESTION, TOWER)
    verifier_ollama.script.reply(DRAFT, chunks=5)  # the streamed synthesis

    result = await ask(hass, agent_id, QUESTION, satellite_id="assist_satellite.hall")

    speech = result.response.speech["plain"]["speech"]
    assert speech == "The Eiffel Tower reaches 330 metres including its antennas."


async def test_reference_verifier_needs_no_model(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    router: Router,
    verifier_ollama: Ollama,
) -> None:
    await configure(hass, setup_entry, verifier_ollama.url, verifier="reference")
    router.script.answer(QUESTION, TOWER)

    response = await call_ask(hass)

    assert setup_entry.runtime_data.verifier is None
    assert response["outcome"] == "served"
    assert "gold" not in response["speech"]
    assert response["grounding"]["dropped_claims"] == 1
    assert verifier_chats(verifier_ollama) == []


# --- the missing-model repair issue --------------------------------------------------


async def test_missing_verifier_model_raises_an_issue_until_it_is_pulled(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    router: Router,
    verifier_ollama: Ollama,
) -> None:
    verifier_ollama.script.missing_model("bespoke-minicheck")
    await configure(hass, setup_entry, verifier_ollama.url)

    issue = ir.async_get(hass).async_get_issue(DOMAIN, ISSUE_ID)
    assert issue is not None
    assert issue.translation_key == "verifier_model_missing"
    assert issue.translation_placeholders == {
        "model": "bespoke-minicheck",
        "host": verifier_ollama.url,
    }
    assert issue.severity is ir.IssueSeverity.ERROR
    assert issue.is_fixable is False

    # Never another verifier: the gate says so, and the material is spoken instead.
    router.script.answer(QUESTION, TOWER)
    response = await call_ask(hass)
    assert (response["outcome"], response["reason"]) == (
        "rejected",
        "verifier_unavailable",
    )
    assert "gold" not in response["speech"]
    assert response["speech"].startswith("The Eiffel Tower is a wrought-iron")
    rejected = next(e for e in response["events"] if e["kind"] == "synthesis_rejected")
    assert rejected["code"] == "model_not_found"

    # ollama pull bespoke-minicheck, then reload: the issue goes.
    verifier_ollama.script.models.append("bespoke-minicheck:latest")
    assert await hass.config_entries.async_reload(setup_entry.entry_id)
    await hass.async_block_till_done(wait_background_tasks=True)
    assert ir.async_get(hass).async_get_issue(DOMAIN, ISSUE_ID) is None


async def test_turning_claim_checking_off_clears_the_issue(
    hass: HomeAssistant, setup_entry: MockConfigEntry, verifier_ollama: Ollama
) -> None:
    verifier_ollama.script.missing_model("bespoke-minicheck")
    await configure(hass, setup_entry, verifier_ollama.url)
    assert ir.async_get(hass).async_get_issue(DOMAIN, ISSUE_ID) is not None

    await configure(hass, setup_entry, verifier_ollama.url, claim_checking=False)

    assert ir.async_get(hass).async_get_issue(DOMAIN, ISSUE_ID) is None
    assert setup_entry.runtime_data.verifier is None


async def test_unreachable_server_leaves_the_issue_as_it_was(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    verifier_ollama: Ollama,
    caplog: pytest.LogCaptureFixture,
) -> None:
    with refused_url() as dead:
        await configure(hass, setup_entry, dead)
    assert ir.async_get(hass).async_get_issue(DOMAIN, ISSUE_ID) is None
    assert "Could not check whether" in caplog.text

    verifier_ollama.script.missing_model("bespoke-minicheck")
    await configure(hass, setup_entry, verifier_ollama.url)
    with refused_url() as dead:
        await configure(hass, setup_entry, dead)
    assert ir.async_get(hass).async_get_issue(DOMAIN, ISSUE_ID) is not None


async def test_removing_the_entry_removes_the_issue(
    hass: HomeAssistant, setup_entry: MockConfigEntry, verifier_ollama: Ollama
) -> None:
    verifier_ollama.script.missing_model("bespoke-minicheck")
    await configure(hass, setup_entry, verifier_ollama.url)
    assert await hass.config_entries.async_remove(setup_entry.entry_id)
    await hass.async_block_till_done()
    assert ir.async_get(hass).async_get_issue(DOMAIN, ISSUE_ID) is None


async def test_unload_closes_the_verifier_client(
    hass: HomeAssistant, setup_entry: MockConfigEntry, verifier_ollama: Ollama
) -> None:
    await configure(hass, setup_entry, verifier_ollama.url)
    verifier = setup_entry.runtime_data.verifier
    assert isinstance(verifier, MiniCheckVerifier)
    http = verifier._client._client  # the httpx client inside ollama's
    assert not http.is_closed

    assert await hass.config_entries.async_unload(setup_entry.entry_id)
    assert http.is_closed


# --- options -------------------------------------------------------------------------


async def test_model_verifier_without_a_model_server_is_refused_then_recovers(
    hass: HomeAssistant, setup_entry: MockConfigEntry
) -> None:
    result = await hass.config_entries.options.async_init(setup_entry.entry_id)
    flow_id = result["flow_id"]
    result = await hass.config_entries.options.async_configure(
        flow_id, {"claim_checking": True, "verifier": "minicheck"}
    )
    assert result["type"] is FlowResultType.FORM
    assert result["errors"] == {"verifier": "verifier_needs_model_server"}

    result = await hass.config_entries.options.async_configure(
        flow_id, {"claim_checking": True, "verifier": "reference"}
    )
    await hass.async_block_till_done()
    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert setup_entry.options["claim_checking"] is True
    assert setup_entry.runtime_data.engine.options.claim_checking is True


async def test_model_verifier_with_claim_checking_off_is_accepted(
    hass: HomeAssistant, setup_entry: MockConfigEntry
) -> None:
    result = await hass.config_entries.options.async_init(setup_entry.entry_id)
    result = await hass.config_entries.options.async_configure(
        result["flow_id"], {"claim_checking": False, "verifier": "granite_guardian"}
    )
    assert result["type"] is FlowResultType.CREATE_ENTRY


@pytest.mark.parametrize(
    ("verifier", "model", "kind", "expected_model"),
    [
        ("minicheck", "", MiniCheckVerifier, "bespoke-minicheck"),
        ("granite_guardian", "  ", GraniteGuardianVerifier, "granite3-guardian:8b"),
        ("llm_judge", " qwen3:14b ", LlmJudgeVerifier, "qwen3:14b"),
    ],
)
async def test_options_choose_the_verifier_and_its_model(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    verifier_ollama: Ollama,
    verifier: str,
    model: str,
    kind: type,
    expected_model: str,
) -> None:
    result = await hass.config_entries.options.async_init(setup_entry.entry_id)
    result = await hass.config_entries.options.async_configure(
        result["flow_id"],
        {
            "model_url": verifier_ollama.url,
            "claim_checking": True,
            "verifier": verifier,
            "verifier_model": model,
            "min_confidence": 0.8,
        },
    )
    assert result["step_id"] == "model"
    result = await hass.config_entries.options.async_configure(
        result["flow_id"], {"model": "qwen3:8b"}
    )
    await hass.async_block_till_done(wait_background_tasks=True)

    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert setup_entry.options["verifier"] == verifier
    assert setup_entry.options.get("verifier_model") == (model.strip() or None)
    data = setup_entry.runtime_data
    assert isinstance(data.verifier, kind)
    assert data.verifier.model == expected_model
    assert data.engine.verifier is data.verifier
    assert data.engine.options.min_confidence == 0.8
