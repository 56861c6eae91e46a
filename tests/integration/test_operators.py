"""What operators see: the synthesis model's issue and log lines, the escalation rate.

The model is the Ollama stand-in (a real HTTP server) scripted to lose the model
(404 "model not found"), to fail (500), or replaced by a port that refuses every
connection; answers go through the ``ask`` service.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from homeassistant.helpers import issue_registry as ir

from custom_components.grounded_answers.const import DOMAIN
from custom_components.grounded_answers.engine.types import (
    AnswerResult,
    Event,
    Outcome,
    Reason,
)
from custom_components.grounded_answers.health import (
    TIMEOUTS_BEFORE_FAILING,
    async_note_answer,
)
from tests.stubs.ollama_server import refused_url

from .conftest import ENTRY_ID, TOWER, configure_model

if TYPE_CHECKING:
    import pytest
    from homeassistant.core import HomeAssistant
    from pytest_homeassistant_custom_component.common import MockConfigEntry

    from .conftest import Ollama, Router

ISSUE_ID = f"synthesis_model_{ENTRY_ID}"
HEALTH_LOGGER = "custom_components.grounded_answers.health"
CLASSIFY_LOGGER = "custom_components.grounded_answers.engine.route.classify"
QUESTION = "how tall is the eiffel tower"
REPLY = "The Eiffel Tower is 330 metres tall."


async def ask(hass: HomeAssistant, query: str = QUESTION) -> dict[str, Any]:
    """Ask the service and return its response."""
    return await hass.services.async_call(
        DOMAIN, "ask", {"query": query}, blocking=True, return_response=True
    )


def issue(hass: HomeAssistant) -> ir.IssueEntry | None:
    """Return the entry's synthesis-model issue, if any."""
    return ir.async_get(hass).async_get_issue(DOMAIN, ISSUE_ID)


def health_lines(caplog: pytest.LogCaptureFixture) -> list[tuple[int, str]]:
    """Return the level and text of every model-health log line so far."""
    return [
        (record.levelno, record.getMessage())
        for record in caplog.records
        if record.name == HEALTH_LOGGER
    ]


async def settle(hass: HomeAssistant) -> None:
    """Let the setup checks (background tasks) finish."""
    await hass.async_block_till_done(wait_background_tasks=True)


# --- the synthesis model's health ----------------------------------------------------


async def test_a_missing_model_raises_an_issue_at_setup_until_it_is_pulled(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    router: Router,
    ollama: Ollama,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.INFO, HEALTH_LOGGER)
    router.script.answer(QUESTION, TOWER)
    ollama.script.missing_model("qwen3:8b")
    await configure_model(hass, setup_entry, ollama)
    await settle(hass)

    found = issue(hass)
    assert found is not None
    assert found.translation_key == "synthesis_model_missing"
    assert found.translation_placeholders == {"model": "qwen3:8b", "host": ollama.url}
    assert found.severity is ir.IssueSeverity.ERROR
    assert found.is_fixable is False

    # Every answer meets the 404 too; the household hears the material, the log
    # says it once.
    for _ in range(3):
        response = await ask(hass)
        assert (response["outcome"], response["reason"]) == ("rejected", "llm_error")
        assert response["speech"].startswith("The Eiffel Tower is a wrought-iron")
    (line,) = health_lines(caplog)
    assert line[0] == logging.WARNING
    assert "qwen3:8b is not on" in line[1]
    assert "until the server has it or another model is chosen" in line[1]

    # Pulled: the next written answer clears the issue, with one INFO.
    ollama.script.models.append("qwen3:8b")
    ollama.script.reply(REPLY)
    response = await ask(hass)
    assert response["outcome"] == "served"
    assert issue(hass) is None
    assert health_lines(caplog)[1:] == [
        (logging.INFO, f"The answer model qwen3:8b on {ollama.url} answers again")
    ]
    await ask(hass)
    assert len(health_lines(caplog)) == 2


async def test_a_model_removed_after_setup_is_noticed_from_the_answers(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    router: Router,
    ollama: Ollama,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.INFO, HEALTH_LOGGER)
    router.script.answer(QUESTION, TOWER)
    await configure_model(hass, setup_entry, ollama)
    await settle(hass)
    assert issue(hass) is None  # the model list has it
    assert health_lines(caplog) == []

    ollama.script.missing_model("qwen3:8b")
    response = await ask(hass)

    assert response["reason"] == "llm_error"
    found = issue(hass)
    assert found is not None
    assert found.translation_key == "synthesis_model_missing"
    assert [level for level, _ in health_lines(caplog)] == [logging.WARNING]


async def test_a_failing_model_raises_an_issue_once_and_clears_when_it_answers(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    router: Router,
    ollama: Ollama,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.INFO, HEALTH_LOGGER)
    router.script.answer(QUESTION, TOWER)
    await configure_model(hass, setup_entry, ollama)
    await settle(hass)
    ollama.script.fail(500, "llama runner crashed")

    for _ in range(3):
        response = await ask(hass)
        assert (response["outcome"], response["reason"]) == ("rejected", "llm_error")

    found = issue(hass)
    assert found is not None
    assert found.translation_key == "synthesis_model_failing"
    placeholders = dict(found.translation_placeholders or {})
    assert "llama runner crashed" in placeholders.pop("error")
    assert placeholders == {"model": "qwen3:8b", "host": ollama.url}
    (line,) = health_lines(caplog)
    assert line[0] == logging.WARNING
    assert "is not answering" in line[1]
    assert "llama runner crashed" in line[1]

    # Failing turns into missing: a change of state, so one more warning.
    ollama.script.reply(REPLY).missing_model("qwen3:8b")
    await ask(hass)
    assert issue(hass).translation_key == "synthesis_model_missing"
    assert [level for level, _ in health_lines(caplog)] == [logging.WARNING] * 2

    ollama.script.models.append("qwen3:8b")
    response = await ask(hass)
    assert response["outcome"] == "served"
    assert response["speech"] == REPLY
    assert issue(hass) is None
    assert health_lines(caplog)[-1][0] == logging.INFO
    assert len(health_lines(caplog)) == 3


async def test_a_model_that_only_times_out_is_failing_after_a_few_answers(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    router: Router,
    ollama: Ollama,
    caplog: pytest.LogCaptureFixture,
) -> None:
    # A host that drops packets is never refused: it only ever times out. One slow
    # reply says nothing; TIMEOUTS_BEFORE_FAILING in a row is a failing model.
    caplog.set_level(logging.INFO, HEALTH_LOGGER)
    router.script.answer(QUESTION, TOWER)
    await configure_model(hass, setup_entry, ollama, llm_timeout=1)
    await settle(hass)
    ollama.script.stall_after(0)

    for _ in range(TIMEOUTS_BEFORE_FAILING - 1):
        response = await ask(hass)
        assert (response["outcome"], response["reason"]) == ("rejected", "llm_error")
    assert issue(hass) is None
    assert health_lines(caplog) == []

    await ask(hass)
    found = issue(hass)
    assert found is not None
    assert found.translation_key == "synthesis_model_failing"
    assert "times in a row" in found.translation_placeholders["error"]
    assert [level for level, _ in health_lines(caplog)] == [logging.WARNING]

    ollama.script.reply(REPLY)
    assert (await ask(hass))["outcome"] == "served"
    assert issue(hass) is None


async def test_an_answer_finishing_after_a_reload_says_nothing_of_the_new_model(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    router: Router,
    ollama: Ollama,
) -> None:
    # An answer of the old model that fails after the entry was reloaded onto
    # another model must not raise an issue naming the new one.
    await configure_model(hass, setup_entry, ollama)
    await settle(hass)
    old = setup_entry.runtime_data
    failed = AnswerResult(
        query=QUESTION,
        outcome=Outcome.REJECTED,
        reason=Reason.LLM_ERROR,
        speech=TOWER,
        events=[
            Event(
                "synthesis_rejected",
                1.0,
                {"gate": "llm_error", "code": "http_500", "error": "crashed"},
            )
        ],
    )
    hass.config_entries.async_update_entry(
        setup_entry, options={**setup_entry.options, "model": "qwen3:14b"}
    )
    await hass.async_block_till_done()
    assert setup_entry.runtime_data is not old

    async_note_answer(hass, setup_entry, old, failed)  # the old model's late answer
    assert issue(hass) is None
    async_note_answer(hass, setup_entry, setup_entry.runtime_data, failed)
    assert issue(hass).translation_placeholders["model"] == "qwen3:14b"


async def test_an_unreachable_model_server_raises_an_issue_until_it_is_back(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    router: Router,
    ollama: Ollama,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.INFO, HEALTH_LOGGER)
    router.script.answer(QUESTION, TOWER)
    with refused_url() as dead:
        hass.config_entries.async_update_entry(
            setup_entry, options={"model_url": dead, "model": "qwen3:8b"}
        )
        await settle(hass)

        found = issue(hass)
        assert found is not None
        assert found.translation_key == "synthesis_model_failing"
        assert found.translation_placeholders["host"] == dead
        assert found.translation_placeholders["error"]
        for _ in range(2):
            response = await ask(hass)
            assert (response["outcome"], response["reason"]) == (
                "rejected",
                "llm_error",
            )
        assert [level for level, _ in health_lines(caplog)] == [logging.WARNING]

    # The server is back (the options point at a running one): the setup check
    # clears the issue.
    await configure_model(hass, setup_entry, ollama)
    await settle(hass)
    assert issue(hass) is None
    assert [level for level, _ in health_lines(caplog)] == [
        logging.WARNING,
        logging.INFO,
    ]


async def test_no_model_means_no_issue_and_removing_the_model_clears_it(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    router: Router,
    ollama: Ollama,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.INFO, HEALTH_LOGGER)
    router.script.answer(QUESTION, TOWER)
    await settle(hass)
    await ask(hass)
    assert issue(hass) is None

    ollama.script.missing_model("qwen3:8b")
    await configure_model(hass, setup_entry, ollama)
    await settle(hass)
    assert issue(hass) is not None

    # The operator turns synthesis off instead: nothing asks the model any more.
    hass.config_entries.async_update_entry(setup_entry, options={})
    await settle(hass)
    assert issue(hass) is None


async def test_removing_the_entry_deletes_the_issue(
    hass: HomeAssistant, setup_entry: MockConfigEntry, ollama: Ollama
) -> None:
    ollama.script.missing_model("qwen3:8b")
    await configure_model(hass, setup_entry, ollama)
    await settle(hass)
    assert issue(hass) is not None

    await hass.config_entries.async_remove(setup_entry.entry_id)
    await hass.async_block_till_done()

    assert issue(hass) is None


# --- the escalation rate -------------------------------------------------------------

# Ordinary Assist traffic: question-shaped, so nearly all of it needs a model.
ORDINARY = [
    "how tall is the eiffel tower",
    "who wrote hamlet",
    "what is the capital of australia?",
    "when did the berlin wall fall",
    "tell me about the moon landing",
]


def escalation_lines(caplog: pytest.LogCaptureFixture) -> list[int]:
    """Return the level of every escalation-rate log line so far."""
    return [
        record.levelno
        for record in caplog.records
        if record.name == CLASSIFY_LOGGER and "needed a model" in record.getMessage()
    ]


async def test_no_model_means_no_escalation_warning(
    hass: HomeAssistant, setup_entry: MockConfigEntry, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG, CLASSIFY_LOGGER)
    for i in range(25):
        await ask(hass, ORDINARY[i % len(ORDINARY)])

    assert escalation_lines(caplog) == [logging.DEBUG]


async def test_with_a_model_the_escalation_warns_once(
    hass: HomeAssistant,
    setup_entry: MockConfigEntry,
    ollama: Ollama,
    caplog: pytest.LogCaptureFixture,
) -> None:
    await configure_model(hass, setup_entry, ollama)
    caplog.set_level(logging.DEBUG, CLASSIFY_LOGGER)
    for i in range(40):
        await ask(hass, ORDINARY[i % len(ORDINARY)])

    assert escalation_lines(caplog) == [logging.WARNING]
