"""The turn deadline: one budget for the router, the wait for a model slot and the model.

A satellite's listener hears nothing until the first sentence; each stage's own
timeout (``router_timeout``, ``llm_timeout``) bounds that stage alone, so a slow
router followed by a slow model added up to half a minute of silence. The deadline
is counted from the question, on the event loop's clock (the one ``asyncio.timeout``
reads), and each stage waits only until it: at the deadline the best speech so far
is spoken (``delivery``, ``planning``), never silence.
"""

from __future__ import annotations

import asyncio
from enum import StrEnum
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from collections.abc import Awaitable

# What the router is not given of the time left: the moment the material needs to be
# cleaned and spoken once the router gives it back at its budget.
ROUTER_RESERVE_S: Final = 0.25
# A router's timer fires a little after the moment it was set for; an error this
# close to the router's share of the deadline is the deadline's doing.
_TOLERANCE_S: Final = 0.05


class Stage(StrEnum):
    """Where the deadline was reached (the ``deadline_reached`` event's ``stage``)."""

    ROUTER = "router"  # no material yet
    QUEUE = "queue"  # material, waiting for a model slot
    MODEL = "model"  # the model was writing (or the gates judging) its reply


class DeadlineReachedError(TimeoutError):
    """The turn's deadline came while a stage was still waiting."""

    def __init__(self, stage: Stage) -> None:
        """Name the stage that was waiting."""
        super().__init__(f"the turn's deadline was reached ({stage})")
        self.stage = stage


class TurnDeadline:
    """When one turn must be spoken by; started with the question."""

    def __init__(self, seconds: float) -> None:
        """Start counting ``seconds`` now (needs a running event loop)."""
        self._loop = asyncio.get_running_loop()
        self.seconds = seconds
        self.at = self._loop.time() + seconds

    def left(self) -> float:
        """Return the seconds left, never below zero."""
        return max(self.at - self._loop.time(), 0.0)

    def router_budget(self) -> float:
        """Return the seconds the router may take: what is left, less a reserve."""
        return max(self.left() - ROUTER_RESERVE_S, 0.0)

    def router_spent(self) -> bool:
        """Return True once the router's share of the time is over.

        A router given ``router_budget()`` that failed (a timeout, every source
        timed out) this late failed for want of time, not by itself.
        """
        return self.left() <= ROUTER_RESERVE_S + _TOLERANCE_S

    def expired(self) -> bool:
        """Return True once the deadline has come."""
        return self._loop.time() >= self.at

    def event_data(self, stage: Stage) -> dict[str, object]:
        """Return the ``deadline_reached`` event's data."""
        return {"stage": str(stage), "deadline_s": self.seconds}

    async def within[T](self, stage: Stage, awaitable: Awaitable[T]) -> T:
        """Await ``awaitable`` until the deadline; then raise DeadlineReachedError."""
        try:
            async with asyncio.timeout_at(self.at):
                return await awaitable
        except TimeoutError as err:
            if self.expired():
                raise DeadlineReachedError(stage) from err
            raise


class ModelWait:
    """The model's own time budget: spent only while waiting on the model.

    ``llm_timeout`` counts from the model slot on, and never the listener's time with
    a sentence already handed over; the turn's deadline bounds every wait as well.
    """

    def __init__(self, budget: float, turn: TurnDeadline) -> None:
        """Allow ``budget`` seconds of waiting, and nothing past ``turn``."""
        self._left = budget
        self._turn = turn

    async def until[T](self, awaitable: Awaitable[T]) -> T:
        """Await ``awaitable`` within what is left of the budget and of the turn.

        Raise ``DeadlineReachedError`` when the turn's deadline ended the wait, the
        builtin ``TimeoutError`` when the model's own budget did.
        """
        loop = asyncio.get_running_loop()
        started = loop.time()
        own = started + max(self._left, 0.0)
        try:
            async with asyncio.timeout_at(min(own, self._turn.at)):
                return await awaitable
        except TimeoutError as err:
            if self._turn.at <= own and self._turn.expired():
                raise DeadlineReachedError(Stage.MODEL) from err
            raise
        finally:
            self._left -= loop.time() - started
