"""Routing for a router that only searches: classify the question, count it, search.

``classified_search`` is the protocol's ``route_and_search`` for such a router (the
Mnemolis client, test and bench stand-ins); ``Routed`` is what every router's
``route_and_search`` returns, whether it routes itself or not.
"""

from __future__ import annotations

import asyncio
import time
from typing import TYPE_CHECKING, NamedTuple, Protocol

from ..errors import RouterError, RouterTimeoutError
from ..types import Event
from .classify import EscalationCounter, RouteDecision, classify

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from ..types import Retrieval


class Routed(NamedTuple):
    """A routed retrieval: the route, the material and every decision on the way.

    ``error`` is the router's failure, reported here rather than raised so that the
    route decided before it keeps its events; ``material`` is then None, and reading
    ``retrieval`` raises the error.
    """

    decision: RouteDecision
    material: Retrieval | None
    events: list[Event]
    error: RouterError | None = None

    @property
    def retrieval(self) -> Retrieval:
        """Return the material; raise the router's error when it failed."""
        if self.error is not None:
            raise self.error
        if self.material is None:  # a router's bug: neither material nor error
            raise RuntimeError("the router returned neither material nor an error")
        return self.material


class _Searcher(Protocol):
    """What classified_search needs of a router: its plain search."""

    async def search(
        self,
        query: str,
        source: str = "auto",
        fusion_sources: Sequence[str] | None = None,
    ) -> Retrieval: ...


async def classified_search(
    router: _Searcher,
    query: str,
    source: str = "auto",
    fusion_sources: Sequence[str] | None = None,
    *,
    language: str,
    escalation: EscalationCounter,
    clock: Callable[[], float] = time.monotonic,
    budget: float | None = None,
) -> Routed:
    """Classify ``query`` in ``language``, count it, then ``router.search`` it.

    The ``route_and_search`` of a router that does not route itself (a Mnemolis
    router, a test's stand-in). A ``RouterError`` comes back in ``Routed.error``,
    after the route it was decided on. ``budget``: the seconds the turn has left for
    the search (None: the router's own timeout alone); a search still running then
    is abandoned as a ``RouterTimeoutError`` — for an HTTP router, its timeout
    becomes the smaller of the two.
    """
    started = clock()
    decision = classify(query, language)
    events = [Event("route_decided", (clock() - started) * 1000, decision.event_data())]
    escalation.record(decision)
    try:
        async with asyncio.timeout(budget):
            retrieval = await router.search(query, source, fusion_sources)
    except RouterError as err:
        return Routed(decision, None, events, err)
    except TimeoutError as timeout:
        if budget is None:  # a router's own bug: it maps its timeouts itself
            raise
        err = RouterTimeoutError(f"no answer within the turn's {budget:.1f} s left")
        err.__cause__ = timeout
        return Routed(decision, None, events, err)
    return Routed(decision, retrieval, events)


class ClassifyingRouter:
    """The ``route_and_search`` of a router that only searches: classify, then search.

    Mixed into the Mnemolis client and into test and bench stand-ins, so each of them
    routes exactly as the engine expects of a router that does not route itself.
    """

    language: str = "en"  # the route cues' language when a request names none
    escalation: EscalationCounter

    async def search(
        self,
        query: str,
        source: str = "auto",
        fusion_sources: Sequence[str] | None = None,
    ) -> Retrieval:
        """Return the material for ``query`` (each router implements it)."""
        raise NotImplementedError

    async def route_and_search(
        self,
        query: str,
        source: str = "auto",
        fusion_sources: Sequence[str] | None = None,
        *,
        language: str | None = None,
        budget: float | None = None,
    ) -> Routed:
        """Classify the route of ``query``, count it, then search (the protocol).

        ``budget``: the seconds the turn has left; the search gets no more.
        """
        return await classified_search(
            self,
            query,
            source,
            fusion_sources,
            language=language or self.language,
            escalation=self.escalation,
            budget=budget,
        )
