"""Identical questions asked while one is being answered share its answer.

The first asker leads: it retrieves, asks the model and publishes the result. Later
askers of the same question join and get that result. When the leader fails or gives
up (its caller hung up), those who joined answer afresh rather than inherit a
cancellation that was never theirs.
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
        """Return the result of the same question in flight; None to answer afresh."""
        leading = self._answers.get(key)
        if leading is None:
            return None
        try:
            # Shielded: a joiner that is cancelled must not cancel the leader.
            return await asyncio.shield(leading)
        except _AbandonedError:
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
            del self._answers[key]
            if not future.done():
                future.set_exception(_AbandonedError())
                future.exception()  # retrieved: there may be nobody waiting
