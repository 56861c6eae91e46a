"""
The built-in router: Wikipedia, Kiwix, SearXNG and the user's documents, in-process.

It sits behind the same ``Router`` seam as the HTTP client and answers the same
Mnemolis-compatible text, so everything downstream stays identical.

One question: classify its route (:mod:`.route`), decompose it on the agentic route
(:mod:`.decompose`), choose each part's sources (:mod:`.selection`: the local
documents always, beside the remote sources the part's cues pick, the encyclopedia
otherwise), then ask every (part, source) pair concurrently (:mod:`.fanout`), rank
all the material together (:mod:`.ranking`) and fuse the survivors: one surviving
source bare, several as fusion sections, best match first. A slow, broken or empty
source is dropped with an event; it never fails an answer another source can give.
A part that got nothing tries the remote default (the encyclopedia, or the web)
once more. When nothing came back and a source failed (error, timeout, the route's
budget), the answer is ``SourcesUnavailableError`` (in ``Routed.error``), not an
empty result: "nothing found" and "nothing could be reached" are told apart. A
source that starts failing (an error, its own timeout) is logged once at WARNING,
and once at INFO when it answers again; one cut off by the route's budget keeps its
state.
"""

from __future__ import annotations

import logging
import time
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Final

from ..errors import SourcesUnavailableError
from ..route.classify import EscalationCounter, Route, classify
from ..route.decompose import decompose
from ..seams import CHOOSING_SOURCES, Routed
from ..types import Retrieval
from .context import ContextOptions
from .fanout import (
    NO_RESULTS,
    ROUTE_BUDGET,
    Asked,
    Recorder,
    fuse,
    gather,
    without_repeats,
)
from .ranking import rank
from .selection import ALIASES, fallback_tags, router_chooses, select_sources

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from .ranking import Ranking
    from .sources.base import Source

_LOGGER = logging.getLogger(__name__)
DEFAULT_SOURCE_TIMEOUT_S: Final = 5.0
DEFAULT_ROUTE_BUDGET_S: Final = 6.0


class BuiltinRouter:
    """A ``Router`` over in-process sources."""

    def __init__(
        self,
        sources: Sequence[Source],
        *,
        language: str = "en",
        source_timeout: float = DEFAULT_SOURCE_TIMEOUT_S,
        route_budget: float = DEFAULT_ROUTE_BUDGET_S,
        context: ContextOptions | None = None,
        escalation: EscalationCounter | None = None,
        clock: Callable[[], float] = time.monotonic,
        now: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        """Keep the sources (by tag, in the given order) and the budgets."""
        self._sources = {source.name: source for source in sources}
        self.language = language
        self._source_timeout = source_timeout
        self._route_budget = route_budget
        self._context = context or ContextOptions()
        self.escalation = escalation or EscalationCounter()
        self._clock = clock
        self._now = now
        # Sources failing now, with why: a change of state is logged, once.
        self._failing: dict[str, str] = {}

    @property
    def failing_sources(self) -> dict[str, str]:
        """Return the sources whose last question failed them, with why."""
        return dict(self._failing)

    @property
    def source_names(self) -> list[str]:
        """Return the configured source tags."""
        return list(self._sources)

    def source(self, name: str) -> Source | None:
        """Return the configured source tagged ``name`` (the documents sensor's)."""
        return self._sources.get(name)

    @property
    def accepted_sources(self) -> list[str]:
        """Return the configured tags, their aliases and the choosers."""
        aliases = [alias for alias, tag in ALIASES.items() if tag in self._sources]
        return [*self._sources, *aliases, *CHOOSING_SOURCES]

    async def close(self) -> None:
        """Release what the sources hold open (the documents index's database)."""
        for source in self._sources.values():
            close = getattr(source, "close", None)
            if close is not None:
                await close()

    async def search(
        self,
        query: str,
        source: str = "auto",
        fusion_sources: Sequence[str] | None = None,
    ) -> Retrieval:
        """Return the material for ``query`` (the ``Router`` protocol)."""
        return (await self.route_and_search(query, source, fusion_sources)).retrieval

    async def route_and_search(
        self,
        query: str,
        source: str = "auto",
        fusion_sources: Sequence[str] | None = None,
        *,
        language: str | None = None,
        budget: float | None = None,
    ) -> Routed:
        """Classify, select, retrieve, rank and fuse; event times count from this call.

        ``language`` is the question's (cues, decomposition, ranking, context, and
        the Wikipedia edition asked); None: the router's own (the household's).
        ``budget`` is the seconds left for the turn: the route ends at the sooner of
        it and the router's own budget. When no source gave material and one failed,
        ``Routed.error`` is a ``SourcesUnavailableError`` naming them.
        """
        language = language or self.language
        recorder = Recorder(self._clock, self._clock())
        allowed = (
            self._route_budget if budget is None else min(self._route_budget, budget)
        )
        deadline = recorder.started + max(0.0, allowed)
        decision = classify(query, language)
        recorder.add("route_decided", **decision.event_data())
        self.escalation.record(decision)
        parts = [query]
        if decision.route is Route.AGENTIC:
            parts = decompose(query, language)
            if len(parts) > 1:
                recorder.add("query_decomposed", parts=parts)
        plan: list[list[str]] = []
        for index, text in enumerate(parts):
            tags = select_sources(
                text,
                source,
                fusion_sources,
                available=self._sources,
                language=language,
                recorder=recorder,
                part=index,
            )
            if tags is None:
                valid = ", ".join([*self._sources, *CHOOSING_SOURCES])
                unknown = f"Unknown source '{source}'. Valid options: {valid}."
                return Routed(
                    decision, Retrieval(query, source, unknown), recorder.events
                )
            plan.append(tags)
        asked = await self._gather(parts, plan, deadline, recorder, language)
        preference = list(dict.fromkeys(tag for tags in plan for tag in tags))
        ranking = rank(
            without_repeats(asked.found, preference),
            parts,
            preference,
            language=language,
            recorder=recorder,
        )
        if router_chooses(source, fusion_sources):
            ranking = await self._fall_back(
                parts, plan, asked, ranking, deadline, recorder, language
            )
            preference = list(dict.fromkeys(tag for tags in plan for tag in tags))
        self._note_health(asked)
        retrieval = fuse(
            query,
            parts,
            ranking.order or preference,
            ranking.kept,
            language=language,
            context=self._context,
            now=self._now(),
            recorder=recorder,
        )
        if retrieval.result == NO_RESULTS and asked.failures:
            error = SourcesUnavailableError(dict(asked.failures))
            return Routed(decision, None, recorder.events, error)
        return Routed(decision, retrieval, recorder.events)

    async def _fall_back(
        self,
        parts: list[str],
        plan: list[list[str]],
        asked: Asked,
        ranking: Ranking,
        deadline: float,
        recorder: Recorder,
        language: str,
    ) -> Ranking:
        """Ask the remote default for each part that kept nothing; rank again.

        ``plan`` and ``asked`` grow by the second round.
        """
        answered = {part.part for part in ranking.kept}
        second: list[list[str]] = []
        for index, tags in enumerate(plan):
            extra = [] if index in answered else fallback_tags(tags, self._sources)
            if extra:
                recorder.add(
                    "source_fallback", part=index, tried=list(tags), fallback=extra
                )
            second.append(extra)
        if not any(second) or self._clock() >= deadline:
            return ranking
        asked.merge(await self._gather(parts, second, deadline, recorder, language))
        for tags, extra in zip(plan, second, strict=True):
            tags.extend(extra)
        preference = list(dict.fromkeys(tag for tags in plan for tag in tags))
        return rank(
            without_repeats(asked.found, preference),
            parts,
            preference,
            language=language,
            recorder=recorder,
        )

    def _note_health(self, asked: Asked) -> None:
        """Log a source that starts failing (WARNING) or answers again (INFO), once.

        A source still running when the route's budget ended tells nothing of its
        health (the turn was short, or another source slow): its state stays as it
        was, or a sometimes-slow source would flip the log on every question. Only an
        error and its own timeout make it failing.
        """
        for tag, why in asked.failures.items():
            if why == ROUTE_BUDGET:
                continue
            if tag not in asked.answered and tag not in self._failing:
                _LOGGER.warning("The %s source is failing: %s", tag, why)
                self._failing[tag] = why
        for tag in asked.answered & self._failing.keys():
            _LOGGER.info("The %s source answers again", tag)
            del self._failing[tag]

    async def _gather(
        self,
        parts: list[str],
        plan: list[list[str]],
        deadline: float,
        recorder: Recorder,
        language: str,
    ) -> Asked:
        """Ask every (part, source) pair of ``plan`` among the configured sources."""
        return await gather(
            self._sources,
            parts,
            plan,
            language=language,
            source_timeout=self._source_timeout,
            deadline=deadline,
            recorder=recorder,
        )
