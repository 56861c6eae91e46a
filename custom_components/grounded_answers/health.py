"""
Whether the synthesis model answers: a repair issue, and one log line per change.

A model that is missing (the server answers 404), failing (an HTTP error, a refused
API key) or unreachable leaves the household with the raw material instead of written
answers, so it raises a repair issue and one WARNING; when the model answers again
the issue is deleted with one INFO. Both the setup check (the server's model list)
and every answer (its events) report what they learnt; only a change of state is
logged.

The state lives in the issue registry itself: an active issue of this entry is the
model's current problem. Issues are not persistent, so a restart starts from
"answers" and the first problem after it is logged again.

One timeout says nothing: a slow reply to a long prompt is not a broken model. A
model that times out on ``TIMEOUTS_BEFORE_FAILING`` answers in a row is failing (a
host that drops packets is never refused, it only times out). Nor does a busy server
(429): it is rate limiting, not broken.

Model names are compared as each backend lists them: Ollama resolves "qwen3" to
"qwen3:latest"; an OpenAI-compatible server's ``/v1/models`` ids are matched exactly.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from homeassistant.core import HomeAssistant, callback
from homeassistant.helpers import issue_registry as ir

from .const import (
    BACKEND_OLLAMA,
    CONF_MODEL,
    CONF_MODEL_BACKEND,
    CONF_MODEL_URL,
    CONF_SYNTHESIS_ENABLED,
    DEFAULT_MODEL_BACKEND,
    DEFAULT_SYNTHESIS_ENABLED,
    DOMAIN,
    ISSUE_SYNTHESIS_MODEL_FAILING,
    ISSUE_SYNTHESIS_MODEL_MISSING,
)
from .engine.errors import (
    ModelNotFoundError,
    SynthesisAuthError,
    SynthesisConnectionError,
    SynthesisError,
    SynthesisRateLimitError,
    SynthesisServerError,
    SynthesisTimeoutError,
)
from .engine.synth.ollama import with_tag
from .engine.types import Reason
from .urls import without_userinfo

if TYPE_CHECKING:
    from collections.abc import Iterable

    from homeassistant.config_entries import ConfigEntry

    from .data import GroundedAnswersData
    from .engine.seams import ModelSynthesizer
    from .engine.types import AnswerResult, Event

_LOGGER = logging.getLogger(__name__)

# Failure codes of a ``synthesis_rejected`` event (``SynthesisError.code``) and the
# problem each one is; codes missing here (timeout, rate limited, unexpected) say
# nothing: a busy server (429) is not a broken one.
_PROBLEMS: Final[dict[str, str]] = {
    ModelNotFoundError.code: ISSUE_SYNTHESIS_MODEL_MISSING,
    SynthesisAuthError.code: ISSUE_SYNTHESIS_MODEL_FAILING,
    SynthesisServerError.code: ISSUE_SYNTHESIS_MODEL_FAILING,
    SynthesisConnectionError.code: ISSUE_SYNTHESIS_MODEL_FAILING,
    SynthesisError.code: ISSUE_SYNTHESIS_MODEL_FAILING,
}
# An error text is shown in the issue; a server's error body can be long.
MAX_ERROR_CHARS: Final = 300
# Answers in a row the model timed out on before it counts as failing.
TIMEOUTS_BEFORE_FAILING: Final = 3


@dataclass(frozen=True, slots=True)
class ModelHealth:
    """What is wrong with the model: an issue's translation key, or None."""

    problem: str | None = None
    error: str = ""


ANSWERS: Final = ModelHealth()
# What an answer whose model call timed out says: nothing yet, unless it repeats.
TIMED_OUT: Final = ModelHealth(ISSUE_SYNTHESIS_MODEL_FAILING, "timed out")


def synthesis_issue_id(entry_id: str) -> str:
    """Return the ID of an entry's synthesis-model repair issue."""
    return f"synthesis_model_{entry_id}"


def synthesis_configured(options: Any) -> bool:
    """Return whether the entry's options ask a synthesis model to write answers."""
    return bool(
        options.get(CONF_MODEL_URL)
        and options.get(CONF_MODEL)
        and options.get(CONF_SYNTHESIS_ENABLED, DEFAULT_SYNTHESIS_ENABLED)
    )


def health_from_events(events: Iterable[Event]) -> ModelHealth | None:
    """
    Return what an answer's events say about the model, or None for nothing.

    The model failed when synthesis was rejected for ``llm_error`` (its ``code``
    says how); it answered when synthesis ran and did not fail. A stream that broke
    after sentences were spoken, or a cached or skipped answer, says nothing.
    """
    invoked = False
    for event in events:
        if event.kind == "synthesis_invoked":
            invoked = True
        elif event.data.get("gate") != Reason.LLM_ERROR:
            continue
        elif event.kind == "synthesis_rejected":
            code = str(event.data.get("code"))
            if code == SynthesisTimeoutError.code:
                return TIMED_OUT
            problem = _PROBLEMS.get(code)
            if problem is None:
                return None
            return ModelHealth(problem, str(event.data.get("error", "")))
        elif event.kind == "stream_ended_early":
            return None
    return ANSWERS if invoked else None


@callback
def async_note_answer(
    hass: HomeAssistant,
    entry: ConfigEntry,
    data: GroundedAnswersData,
    result: AnswerResult,
) -> None:
    """Raise or clear the model's issue from what an answer says about it.

    Only while ``data`` is the entry's current runtime data: an answer that ends
    after a reload (perhaps onto another model) or a removal says nothing about the
    model the entry now has.
    """
    if getattr(entry, "runtime_data", None) is not data:
        return
    health = health_from_events(result.events)
    if health is None:
        return
    if health is TIMED_OUT:
        data.model_timeouts += 1
        if data.model_timeouts < TIMEOUTS_BEFORE_FAILING:
            return
        health = ModelHealth(
            ISSUE_SYNTHESIS_MODEL_FAILING,
            f"no answer within the model timeout, {data.model_timeouts} times in a row",
        )
    else:
        data.model_timeouts = 0
    async_set_model_health(hass, entry, health)


async def async_check_synthesis(
    hass: HomeAssistant, entry: ConfigEntry, synthesizer: ModelSynthesizer | None
) -> None:
    """
    Ask the server's model list whether the model is there (at setup).

    Without a model, or with synthesis turned off, the issue is deleted: nothing
    asks the model. A timeout, or a busy server, leaves the state as it is: nothing
    was learnt.
    """
    if synthesizer is None or not synthesis_configured(entry.options):
        ir.async_delete_issue(hass, DOMAIN, synthesis_issue_id(entry.entry_id))
        return
    try:
        models = await synthesizer.list_models()
    except SynthesisRateLimitError as err:
        _LOGGER.debug("%s is busy listing its models: %s", _host(entry), err)
        return
    except (
        SynthesisAuthError,
        SynthesisConnectionError,
        SynthesisServerError,
    ) as err:
        health = ModelHealth(ISSUE_SYNTHESIS_MODEL_FAILING, str(err))
    except SynthesisError as err:
        _LOGGER.debug("Could not list the models of %s: %s", _host(entry), err)
        return
    else:
        present = model_listed(entry, synthesizer.model, models)
        health = ANSWERS if present else ModelHealth(ISSUE_SYNTHESIS_MODEL_MISSING)
    async_set_model_health(hass, entry, health)


def model_listed(entry: ConfigEntry, model: str, models: Iterable[str]) -> bool:
    """Return whether the server's model list has ``model``, named as it names them.

    Ollama's list carries tags ("qwen3:latest" for "qwen3"); an OpenAI-compatible
    server's ids are whatever it was started with, so only the exact id is the model.
    """
    if entry.options.get(CONF_MODEL_BACKEND, DEFAULT_MODEL_BACKEND) != BACKEND_OLLAMA:
        return model in models
    wanted = with_tag(model)
    return any(with_tag(name) == wanted for name in models)


@callback
def async_set_model_health(
    hass: HomeAssistant, entry: ConfigEntry, health: ModelHealth
) -> None:
    """Record the model's state: an issue, and a log line when the state changed."""
    model = str(entry.options.get(CONF_MODEL) or "")
    if not model or not entry.options.get(CONF_MODEL_URL):
        return
    host = _host(entry)
    issue_id = synthesis_issue_id(entry.entry_id)
    current = ir.async_get(hass).async_get_issue(DOMAIN, issue_id)
    if current is not None and not current.active:
        current = None  # left from before a restart: not this run's state
    if health.problem is None:
        if current is not None:
            ir.async_delete_issue(hass, DOMAIN, issue_id)
            _LOGGER.info("The answer model %s on %s answers again", model, host)
        return
    error = _shown_error(health.error, entry)
    placeholders = {"model": model, "host": host}
    if health.problem == ISSUE_SYNTHESIS_MODEL_FAILING:
        placeholders["error"] = error
    if current is not None and (
        current.translation_key,
        current.translation_placeholders,
    ) == (health.problem, placeholders):
        return
    ir.async_create_issue(
        hass,
        DOMAIN,
        issue_id,
        is_fixable=False,
        severity=ir.IssueSeverity.ERROR,
        translation_key=health.problem,
        translation_placeholders=placeholders,
    )
    # Another error text for the same problem updates the issue without a log line.
    if current is not None and _state(current) == (health.problem, model, host):
        return
    if health.problem == ISSUE_SYNTHESIS_MODEL_MISSING:
        _LOGGER.warning(
            "The answer model %s is not on %s; the retrieved text is spoken instead "
            "of written answers until the server has it or another model is chosen",
            model,
            host,
        )
    else:
        _LOGGER.warning(
            "The answer model %s on %s is not answering (%s); the retrieved text is "
            "spoken instead of written answers until it does",
            model,
            host,
            error,
        )


def _state(issue: ir.IssueEntry) -> tuple[str | None, str | None, str | None]:
    """Return the problem an issue records: its kind, model and host."""
    placeholders = issue.translation_placeholders or {}
    return issue.translation_key, placeholders.get("model"), placeholders.get("host")


def _host(entry: ConfigEntry) -> str:
    """Return the entry's model server address as it may be shown (no password)."""
    return without_userinfo(str(entry.options.get(CONF_MODEL_URL) or ""))


def _shown_error(error: str, entry: ConfigEntry) -> str:
    """Return an error text fit for an issue: no credentials, not too long."""
    url = str(entry.options.get(CONF_MODEL_URL) or "")
    if url:
        error = error.replace(url, without_userinfo(url))
    error = " ".join(error.split()) or "no details"
    if len(error) > MAX_ERROR_CHARS:
        error = error[: MAX_ERROR_CHARS - 1] + "…"
    return error
