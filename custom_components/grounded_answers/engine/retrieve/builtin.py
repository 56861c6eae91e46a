"""
The built-in router: Wikipedia, Kiwix, SearXNG and the user's documents, in-process.

It sits behind the same ``Router`` seam as the HTTP client and answers the same
Mnemolis-compatible text, so everything downstream stays identical.

One question: classify its route (:mod:`.route`), choose sources from cue words
(:mod:`.selection`: news, documents, web; the encyclopedia otherwise), decompose it
on the agentic route (:mod:`.decompose`), then ask every (part, source) pair
concurrently and fuse the survivors (:mod:`.fanout`): one surviving source bare,
several as fusion sections. A slow, broken or empty source is dropped with an event;
it never fails the answer. When every chosen source came back empty, the
encyclopedia (or the web) is tried once as a fallback.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Final

from ..route.classify import EscalationCounter, Route, classify
from ..route.decompose import decompose
from ..seams import CHOOSING_SOURCES, Routed
from ..types import Retrieval
from .context import ContextOptions
from .fanout import Recorder, fuse, gather
from .selection import ALIASES, default_tags, select_sources

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from .fanout import Part
    from .sources.base import Source

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
    ) -> Routed:
        """Classify, select, retrieve and fuse; event times count from this call.

        ``language`` is the question's (cues, decomposition, context, and the
        Wikipedia edition asked); None: the router's own (the household's).
        """
        language = language or self.language
        recorder = Recorder(self._clock, self._clock())
        deadline = recorder.started + self._route_budget
        decision = classify(query, language)
        recorder.add("route_decided", **decision.event_data())
        self.escalation.record(decision)
        tags = select_sources(
            query,
            source,
            fusion_sources,
            available=self._sources,
            language=language,
            recorder=recorder,
        )
        if tags is None:
            valid = ", ".join([*self._sources, *CHOOSING_SOURCES])
            text = f"Unknown source '{source}'. Valid options: {valid}."
            return Routed(decision, Retrieval(query, source, text), recorder.events)
        parts = [query]
        if decision.route is Route.AGENTIC:
            parts = decompose(query, language)
            if len(parts) > 1:
                recorder.add("query_decomposed", parts=parts)
        found = await self._gather(parts, tags, deadline, recorder, language)
        if not found:
            fallback = [tag for tag in default_tags(self._sources) if tag not in tags]
            if fallback and self._clock() < deadline:
                recorder.add("source_fallback", tried=tags, fallback=fallback)
                tags = [*tags, *fallback]
                found = await self._gather(
                    parts, fallback, deadline, recorder, language
                )
        retrieval = fuse(
            query,
            parts,
            tags,
            found,
            language=language,
            context=self._context,
            now=self._now(),
            recorder=recorder,
        )
        return Routed(decision, retrieval, recorder.events)

    async def _gather(
        self,
        parts: list[str],
        tags: list[str],
        deadline: float,
        recorder: Recorder,
        language: str,
    ) -> list[Part]:
        """Ask every (part, source) pair among the configured sources."""
        return await gather(
            self._sources,
            parts,
            tags,
            language=language,
            source_timeout=self._source_timeout,
            deadline=deadline,
            recorder=recorder,
        )
