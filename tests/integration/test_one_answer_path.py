"""Acceptance test of "One answer path": every way of asking hears the same answer.

The same question, with the same scripted model reply, is asked through a voice
satellite (streamed into the chat log), the conversation panel (typed, no device) and
the ``grounded_answers.ask`` service. All three must agree on the outcome, the reason,
the spoken text, whether the answer was complete, the bus event and the statistics.

All three paths use the voice style (the entry's voice and typed styles are set to
it, the service is asked for it), so every path has the same length cap.

Caching: a served, complete answer is cached, so a later path would get the cached
answer. The test keeps one entry (its statistics sensors are what is compared) and
clears the engine's answer cache before each path, so every path runs the model and
the gate chain itself; each path's event is checked to be uncached.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pytest
from pytest_homeassistant_custom_component.common import async_capture_events

from custom_components.grounded_answers.const import DOMAIN, EVENT_ANSWER

from .conftest import TOWER, configure_model
from .test_conversation import ask, spoken
from .test_sensor import counts, sensor_id
from .test_streaming import converse_with_listener

if TYPE_CHECKING:
    from collections.abc import Awaitable, Callable

    from homeassistant.core import HomeAssistant
    from pytest_homeassistant_custom_component.common import MockConfigEntry

    from .conftest import Ollama, Router

QUESTION = "how tall is the eiffel tower"
STYLE = "voice"
SERVED_SENTENCE = "It is 330 metres tall."
ATTRIBUTION = "According to the offline encyclopedia."
# The cleaned material, as the voice style speaks it when a reply is rejected.
MATERIAL_START = "The Eiffel Tower is a wrought-iron lattice tower"


@dataclass(frozen=True)
class Expected:
    """What every path must hear for one model reply."""

    outcome: str
    reason: str | None
    complete: bool | None  # None: not asserted (a rejection speaks the material)
    served: bool  # True: SERVED_SENTENCE (plus attribution); False: the material


REPLIES = {
    "served": (
        "It is 330 metres tall. (kiwix)",
        Expected("served", None, complete=True, served=True),
    ),
    "later_sentence_fails": (
        "It is 330 metres tall. It was finished in 1887. (kiwix)",
        Expected("served", None, complete=False, served=True),
    ),
    "first_sentence_fails": (
        "It was finished in 1887. It is 330 metres tall. (kiwix)",
        Expected("rejected", "numeric", complete=None, served=False),
    ),
}


@dataclass(frozen=True)
class Heard:
    """What one path produced, in the terms every path shares."""

    outcome: str
    reason: str | None
    speech: str
    event: dict[str, Any]
    counters: dict[str, int]  # how far each statistics sensor advanced
    reasons: dict[str, int]  # how far each rejection reason (sensor attribute) did


def reason_counts(hass: HomeAssistant) -> dict[str, int]:
    """Return the rejected-or-skipped sensor's per-reason counts."""
    state = hass.states.get(sensor_id(hass, "rejected_or_skipped"))
    return {
        key: value
        for key, value in state.attributes.items()
        if isinstance(value, int) and not isinstance(value, bool)
    }


def advanced(before: dict[str, Any], after: dict[str, Any]) -> dict[str, int]:
    """Return the non-zero increments from ``before`` to ``after``."""
    steps = {
        key: int(after[key]) - int(before.get(key, 0))
        for key in after
        if int(after[key]) != int(before.get(key, 0))
    }
    return dict(sorted(steps.items()))


async def via_satellite(hass: HomeAssistant, agent_id: str) -> tuple[str, str, Any]:
    """Ask through a voice satellite; return its speech (what the deltas said)."""
    result, deltas = await converse_with_listener(hass, agent_id, QUESTION)
    streamed = "".join(delta.get("content", "") for delta in deltas)
    # The pipeline speaks what reaches its listener; the result must say the same.
    assert streamed == spoken(result), (streamed, spoken(result))
    return streamed, "conversation", None


async def via_panel(hass: HomeAssistant, agent_id: str) -> tuple[str, str, Any]:
    """Ask as the conversation panel does: typed, no satellite, no device."""
    result = await ask(hass, agent_id, QUESTION)
    return spoken(result), "conversation", None


async def via_service(hass: HomeAssistant, agent_id: str) -> tuple[str, str, Any]:
    """Ask the ``ask`` service for the same style."""
    response = await hass.services.async_call(
        DOMAIN,
        "ask",
        {"query": QUESTION, "answer_style": STYLE},
        blocking=True,
        return_response=True,
    )
    return response["speech"], "service", response


PATHS: dict[str, Callable[[HomeAssistant, str], Awaitable[tuple[str, str, Any]]]] = {
    "satellite": via_satellite,
    "panel": via_panel,
    "service": via_service,
}


@pytest.mark.parametrize("attribution", ["multiple", "always"])
@pytest.mark.parametrize("reply", list(REPLIES))
async def test_every_path_hears_the_same_answer(
    hass: HomeAssistant,
    router: Router,
    setup_entry: MockConfigEntry,
    agent_id: str,
    ollama: Ollama,
    reply: str,
    attribution: str,
) -> None:
    text, expected = REPLIES[reply]
    await configure_model(
        hass,
        setup_entry,
        ollama,
        voice_style=STYLE,
        typed_style=STYLE,
        spoken_attribution=attribution,
    )
    router.script.answer(QUESTION, TOWER)
    ollama.script.reply(text, chunks=9)  # streamed in pieces to the satellite
    events = async_capture_events(hass, EVENT_ANSWER)

    heard: dict[str, Heard] = {}
    for path, asking in PATHS.items():
        # See the module docstring: every path answers afresh, none from the cache.
        setup_entry.runtime_data.engine.cache.clear()
        before, reasons_before, seen = counts(hass), reason_counts(hass), len(events)
        speech, via, response = await asking(hass, agent_id)
        await hass.async_block_till_done()
        new = events[seen:]
        assert len(new) == 1, (path, [event.data for event in new])
        event = new[0].data
        assert event["via"] == via, path
        assert event["answer_style"] == STYLE, path
        assert event["cached"] is False, path
        assert event["speech"] == speech, path
        if response is None:
            outcome, why = event["outcome"], event["reason"]
        else:
            outcome, why = response["outcome"], response["reason"]
            assert (outcome, why) == (event["outcome"], event["reason"]), path
            assert response["complete"] is event["complete"], path
        heard[path] = Heard(
            outcome=outcome,
            reason=why,
            speech=speech,
            event={
                key: event[key]
                for key in ("outcome", "reason", "complete", "speech", "source_used")
            },
            counters=advanced(before, counts(hass)),
            reasons=advanced(reasons_before, reason_counts(hass)),
        )

    # Every path ran the model itself (none was answered from the cache).
    assert len(ollama.script.chat_requests) == len(PATHS)
    # The same answer on every path: outcome, reason, speech, event and counts.
    satellite = heard["satellite"]
    assert heard == dict.fromkeys(PATHS, satellite)
    # The ask service's speech is what the satellite said.
    assert heard["service"].speech == satellite.speech

    # And it is the answer the chain's rule gives for this reply.
    assert (satellite.outcome, satellite.reason) == (expected.outcome, expected.reason)
    if expected.complete is not None:
        assert satellite.event["complete"] is expected.complete
    if expected.served:
        suffix = f" {ATTRIBUTION}" if attribution == "always" else ""
        assert satellite.speech == SERVED_SENTENCE + suffix
        assert satellite.counters == {"requested": 1, "served": 1}
        assert satellite.reasons == {}
    else:
        assert satellite.speech.startswith(MATERIAL_START)
        assert "1887" not in satellite.speech
        assert len(satellite.speech) <= 240  # the voice cap
        assert satellite.counters == {"requested": 1, "rejected_or_skipped": 1}
        assert satellite.reasons == {"numeric": 1}
