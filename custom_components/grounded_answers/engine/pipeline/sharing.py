"""Identical questions asked while one is being answered share its answer.

The first asker leads: it retrieves, asks the model and publishes the result. Later
askers of the same question join and get that result. When the leader fails or gives
up (its caller hung up), those who joined answer afresh rather than inherit a
cancellation that was never theirs: one at a time, so the first of them leads again
and the others join it.
"""

from __future__ import annotations

import asyncio
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable, Hashable, Iterator

    from ..types import AnswerResult


class _AbandonedError(Exception):
    """The leading answer ended without a result."""


class InFlight:
    """The answers being produced right now, by question identity."""

    def __init__(self) -> None:
        """Start with nothing in flight."""
        self._answers: dict[Hashable, asyncio.Future[AnswerResult]] = {}

    def __len__(self) -> int:
        """Return how many questions are being answered."""
        return len(self._answers)

    async def join(self, key: Hashable) -> AnswerResult | None:
        """Return the result of the same question in flight; None to answer afresh.

        A caller given None must call ``lead`` before it next awaits. When the leader
        is abandoned, the joiners wake one after another: the first finds nobody
        leading and leads; those after it find that new leader and join it.
        """
        while (leading := self._answers.get(key)) is not None:
            try:
                # Shielded: a joiner that is cancelled must not cancel the leader.
                return await asyncio.shield(leading)
            except _AbandonedError:
                # The abandoned leader removed its entry before failing its future.
                continue
        return None

    @contextmanager
    def lead(self, key: Hashable) -> Iterator[Callable[[AnswerResult], None]]:
        """Register ``key`` as in flight; yield the function that publishes its result."""
        future: asyncio.Future[AnswerResult] = (
            asyncio.get_running_loop().create_future()
        )
        self._answers[key] = future

        def publish(result: AnswerResult) -> None:
            if not future.done():
                future.set_result(result)

        try:
            yield publish
        finally:
            # Another leader of the same question may have taken the entry over.
            if self._answers.get(key) is future:
                del self._answers[key]
            if not future.done():
                future.set_exception(_AbandonedError())
                future.exception()  # retrieved: there may be nobody waiting
