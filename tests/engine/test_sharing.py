"""InFlight: who leads an identical question, who joins it, and who re-leads."""

from __future__ import annotations

import asyncio

import pytest

from custom_components.grounded_answers.engine.pipeline.sharing import InFlight
from custom_components.grounded_answers.engine.types import AnswerResult, Outcome

KEY = ("how tall is it", "brief")


def _result(speech: str) -> AnswerResult:
    return AnswerResult(
        query="how tall is it", outcome=Outcome.SERVED, reason=None, speech=speech
    )


async def _ask(in_flight: InFlight, answered: asyncio.Event, speech: str) -> str:
    """Join, or lead and publish once ``answered`` is set (as AnswerEngine.answer)."""
    if (shared := await in_flight.join(KEY)) is not None:
        return shared.speech
    with in_flight.lead(KEY) as publish:
        await answered.wait()
        publish(_result(speech))
    return speech


async def test_a_joiner_gets_the_leaders_result() -> None:
    in_flight = InFlight()
    answered = asyncio.Event()
    leader = asyncio.create_task(_ask(in_flight, answered, "leader"), eager_start=True)
    joiner = asyncio.create_task(_ask(in_flight, answered, "joiner"), eager_start=True)
    answered.set()
    assert await asyncio.gather(leader, joiner) == ["leader", "leader"]
    assert len(in_flight) == 0


async def test_abandoned_joiners_re_lead_one_at_a_time() -> None:
    in_flight = InFlight()
    never = asyncio.Event()
    answered = asyncio.Event()
    leader = asyncio.create_task(_ask(in_flight, never, "leader"), eager_start=True)
    joiners = [
        asyncio.create_task(_ask(in_flight, answered, f"joiner {n}"), eager_start=True)
        for n in range(3)
    ]
    leader.cancel()  # its caller hung up
    with pytest.raises(asyncio.CancelledError):
        await leader
    await asyncio.sleep(0)
    assert len(in_flight) == 1  # one joiner re-leads; the others join it
    answered.set()
    assert await asyncio.gather(*joiners) == ["joiner 0"] * 3
    assert len(in_flight) == 0


async def test_a_failed_leader_lets_its_joiners_answer_afresh() -> None:
    in_flight = InFlight()
    answered = asyncio.Event()

    async def fail() -> None:
        with in_flight.lead(KEY):
            await asyncio.sleep(0)
            raise RuntimeError("the model broke")

    leader = asyncio.create_task(fail(), eager_start=True)
    joiner = asyncio.create_task(_ask(in_flight, answered, "joiner"), eager_start=True)
    with pytest.raises(RuntimeError):
        await leader
    answered.set()
    assert await joiner == "joiner"
    assert len(in_flight) == 0


async def test_a_finished_leader_removes_only_its_own_entry() -> None:
    in_flight = InFlight()
    with in_flight.lead(KEY) as first:
        with in_flight.lead(KEY) as second:  # a second leader of the same question
            second(_result("second"))
        first(_result("first"))
    assert len(in_flight) == 0
