"""
Asking an entry's engine, and recording what came back.

The conversation entity and the ``ask`` service share these steps: every answer is
counted in the statistics, remembered as an explanation chain for diagnostics and
announced on the bus, however it was delivered. A router that stops answering is
logged once, as a warning naming the failure, and once more when it is back; a turn
the deadline cut before the router answered is logged at INFO, each time.

An answer takes the entry's runtime data once, before its first await, and uses that
to the end: the entry may be unloaded or reloaded while the router or the model is
still working, and ``entry.runtime_data`` is gone then. Unloading waits for answers
in flight (``AnswersInFlight``), so the answer is still spoken and counted.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Final

from homeassistant.core import Context, HomeAssistant, callback

from .const import EVENT_ANSWER, VIA_CONVERSATION
from .engine.pipeline.relay import CODE_DEADLINE
from .engine.types import bounded
from .health import async_note_answer
from .phrases import async_spoken_phrases
from .stats import INTERNAL_ERROR

if TYPE_CHECKING:
    from collections.abc import Sequence

    from homeassistant.config_entries import ConfigEntry

    from .data import GroundedAnswersConfigEntry, GroundedAnswersData
    from .engine.followup.turns import Turn
    from .engine.options import AnswerStyle
    from .engine.types import AnswerResult, Event

_LOGGER = logging.getLogger(__name__)

# Outcome of an explanation chain that never reached the engine.
HANDLED_LOCALLY: Final = "handled_locally"
ERROR_OUTCOME: Final = "error"
# The reason of an answer, and the kind of its event, when the router failed.
ROUTER_ERROR: Final = "router_error"


def explanation_chain(
    query: str,
    *,
    via: str,
    outcome: str,
    reason: str | None = None,
    source_used: str | None = None,
    events: list[Event] | None = None,
) -> dict[str, Any]:
    """Return one entry of the recent explanation chains (diagnostics)."""
    return {
        "query": query,
        "via": via,
        "outcome": outcome,
        "reason": reason,
        "source_used": source_used,
        "events": [event.as_dict() for event in events or ()],
    }


def answer_event_data(
    entry: ConfigEntry, result: AnswerResult, *, via: str, language: str, style: str
) -> dict[str, Any]:
    """
    Return the bus event of an answer.

    The raw router text is left out (only its length goes along): the recorder keeps
    every event, and a router may return up to a megabyte per question. The ``ask``
    service and diagnostics carry the text. The whole event stays under
    ``MAX_EVENT_BYTES``; ``truncated: true`` says when something was shortened.
    """
    data = result.as_dict()
    raw = data.pop("result")
    return bounded(
        {
            "entry_id": entry.entry_id,
            "via": via,
            "language": language,
            "answer_style": style,
            **data,
            "result_chars": len(raw),
        }
    )


def runtime_data(entry: GroundedAnswersConfigEntry) -> GroundedAnswersData | None:
    """Return what the loaded entry holds, or None once it was unloaded."""
    return getattr(entry, "runtime_data", None)


async def async_answer(
    hass: HomeAssistant,
    entry: GroundedAnswersConfigEntry,
    query: str,
    *,
    style: AnswerStyle,
    language: str,
    via: str,
    context: Context | None = None,
    synthesize: bool = True,
    source: str = "auto",
    history: Sequence[Turn] = (),
) -> AnswerResult:
    """
    Ask the entry's engine, then count, remember and announce the answer.

    The entry must be loaded when this is called; its runtime data is taken before
    the first await and kept, so unloading the entry meanwhile changes nothing here.
    The engine does not raise for router or model failures; anything that does escape
    is counted as an internal error and re-raised for the caller to turn into words.
    ``history``: the conversation's earlier turns, most recent last (follow-ups).
    """
    data = entry.runtime_data
    with data.in_flight.answering():
        try:
            phrases = await async_spoken_phrases(hass, language)
            result = await data.engine.answer(
                query,
                style=style,
                phrases=phrases,
                synthesize=synthesize,
                source=source,
                language=language,
                history=history,
            )
        except Exception:
            async_record_failure(data, query, via=via)
            raise
        async_record_answer(
            hass,
            entry,
            data,
            result,
            via=via,
            language=language,
            style=style,
            context=context,
        )
    return result


@callback
def async_record_answer(
    hass: HomeAssistant,
    entry: GroundedAnswersConfigEntry,
    data: GroundedAnswersData,
    result: AnswerResult,
    *,
    via: str,
    language: str,
    style: str,
    context: Context | None = None,
) -> None:
    """Count, remember and announce one answer, however it was delivered.

    ``data`` is the runtime data the answer started with, not the entry's current
    one: the entry may have been unloaded since.
    """
    data.stats.async_record(result, via=via)
    _async_log_router_availability(entry, data, result)
    async_note_answer(hass, entry, data, result)  # the synthesis model's repair issue
    data.recent.append(
        explanation_chain(
            result.query,
            via=via,
            outcome=result.outcome.value,
            reason=result.reason,
            source_used=result.source_used,
            events=result.events,
        )
    )
    hass.bus.async_fire(
        EVENT_ANSWER,
        answer_event_data(entry, result, via=via, language=language, style=style),
        context=context,
    )


@callback
def _async_log_router_availability(
    entry: GroundedAnswersConfigEntry, data: GroundedAnswersData, result: AnswerResult
) -> None:
    """Log the router's first failure and its first answer after one; no more.

    A turn whose deadline came before the router's answer is no failure of the
    router (it was slow this once, or the deadline short): logged at INFO, it leaves
    the router's state alone. It is still counted as a router error: that is what
    the user heard.
    """
    if result.reason == ROUTER_ERROR:
        failure = next(
            (event.data for event in result.events if event.kind == ROUTER_ERROR), {}
        )
        # The turn's deadline, not the router, ended the wait (the engine's code).
        if failure.get("code") == CODE_DEADLINE:
            reached = next(
                (e.data for e in result.events if e.kind == "deadline_reached"), {}
            )
            _LOGGER.info(
                "The router of %s did not answer within the turn's deadline (%s s)",
                entry.title,
                reached.get("deadline_s", "?"),
            )
            return
        if not data.router_available:
            return
        data.router_available = False
        # The built-in router has already warned about each failing source.
        log = _LOGGER.info if "sources" in failure else _LOGGER.warning
        log(
            "The router of %s is unavailable (%s): %s",
            entry.title,
            failure.get("code", ROUTER_ERROR),
            failure.get("error", "no details"),
        )
    elif not data.router_available:
        data.router_available = True
        _LOGGER.info("The router of %s is available again", entry.title)


@callback
def async_record_failure(data: GroundedAnswersData, query: str, *, via: str) -> None:
    """Count and remember an answer that failed inside the integration."""
    data.stats.async_record_failure(via=via)
    data.recent.append(
        explanation_chain(query, via=via, outcome=ERROR_OUTCOME, reason=INTERNAL_ERROR)
    )


@callback
def async_remember_local(
    data: GroundedAnswersData, query: str, event: Event, *, outcome: str
) -> None:
    """Remember that ``query`` was answered without the engine (not counted)."""
    data.recent.append(
        explanation_chain(query, via=VIA_CONVERSATION, outcome=outcome, events=[event])
    )
