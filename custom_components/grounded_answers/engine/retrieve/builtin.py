"""
The built-in router: Wikipedia, Kiwix, SearXNG and the user's documents, in-process.

It sits behind the same ``Router`` seam as the HTTP client and answers the same
Mnemolis-compatible text, so everything downstream stays identical.

One question: classify its route (:mod:`.route`), choose sources from cue words
(news, documents, web; the encyclopedia otherwise), decompose it on the agentic route
(:mod:`.decompose`), ask every (part, source) pair concurrently with a timeout per
source and a deadline for the whole route, build each source's context
(:mod:`.context`), and answer Mnemolis-compatible text: one surviving source bare,
several as fusion sections (``source_used="fusion"``). A slow, broken or empty source
is dropped with an event; it never fails the answer. When every chosen source came
back empty, the encyclopedia (or the web) is tried once as a fallback.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Final, NamedTuple

from ..pipeline.preflight import looks_empty
from ..route.classify import EscalationCounter, Route, RouteDecision, classify
from ..route.cues import content_words, cues_for, has_cue
from ..route.decompose import decompose
from ..types import Event, Retrieval
from .context import ContextOptions, build_context
from .fusion import HEADER_PATTERN, format_sections
from .sources.base import Passage, Source, SourceQuery

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

_LOGGER = logging.getLogger(__name__)

# Encyclopedic sources in order of preference (offline first); the default choice.
ENCYCLOPEDIC: Final = ("kiwix", "wikipedia")
# Cue group -> the source tags it selects.
GROUP_SOURCES: Final[dict[str, tuple[str, ...]]] = {
    "news": ("news",),
    "documents": ("documents",),
    "web": ("web",),
}
ALIASES: Final = {"searxng": "web", "wiki": "wikipedia", "docs": "documents"}
# Sources whose items are worth their link and date (the web's, not an article's).
URL_SOURCES: Final = frozenset({"web", "news"})
NO_RESULTS: Final = "No results found for that query."
DEFAULT_SOURCE_TIMEOUT_S: Final = 5.0
DEFAULT_ROUTE_BUDGET_S: Final = 6.0


class Routed(NamedTuple):
    """A routed retrieval: the route, the material and every decision on the way."""

    decision: RouteDecision
    retrieval: Retrieval
    events: list[Event]


@dataclass(slots=True)
class _Recorder:
    clock: Callable[[], float]
    started: float
    events: list[Event] = field(default_factory=list)

    def add(self, kind: str, **data: Any) -> None:
        self.events.append(Event(kind, (self.clock() - self.started) * 1000, data))


@dataclass(frozen=True, slots=True)
class _Part:
    """What one source said about one part of the question."""

    part: int
    tag: str
    passages: list[Passage]


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
    ) -> Routed:
        """Classify, select, retrieve and fuse; event times count from this call."""
        recorder = _Recorder(self._clock, self._clock())
        deadline = recorder.started + self._route_budget
        decision = classify(query, self.language)
        recorder.add("route_decided", **decision.event_data())
        self.escalation.record(decision)
        tags = self._select(query, source, fusion_sources, recorder)
        if tags is None:
            valid = ", ".join([*self._sources, "fusion", "auto"])
            text = f"Unknown source '{source}'. Valid options: {valid}."
            return Routed(decision, Retrieval(query, source, text), recorder.events)
        parts = [query]
        if decision.route is Route.AGENTIC:
            parts = decompose(query, self.language)
            if len(parts) > 1:
                recorder.add("query_decomposed", parts=parts)
        found = await self._gather(parts, tags, deadline, recorder)
        if not found:
            fallback = [tag for tag in self._default_tags() if tag not in tags]
            if fallback and self._clock() < deadline:
                recorder.add("source_fallback", tried=tags, fallback=fallback)
                tags = [*tags, *fallback]
                found = await self._gather(parts, fallback, deadline, recorder)
        retrieval = self._fuse(query, parts, tags, found, recorder)
        return Routed(decision, retrieval, recorder.events)

    # --- selection ------------------------------------------------------------------

    def _default_tags(self) -> list[str]:
        """Return the encyclopedia's configured sources, else the web, else anything."""
        encyclopedic = [tag for tag in ENCYCLOPEDIC if tag in self._sources]
        if encyclopedic:
            return encyclopedic
        return ["web"] if "web" in self._sources else list(self._sources)[:1]

    def _select(
        self,
        query: str,
        source: str,
        fusion_sources: Sequence[str] | None,
        recorder: _Recorder,
    ) -> list[str] | None:
        """Return the source tags to ask, or None for an unknown explicit source."""
        name = ALIASES.get(source.lower(), source.lower()) if source else "auto"
        if name == "fusion" and fusion_sources:
            wanted = [ALIASES.get(s.lower(), s.lower()) for s in fusion_sources]
            tags = [tag for tag in dict.fromkeys(wanted) if tag in self._sources]
            recorder.add("sources_selected", sources=tags, reason="requested")
            return tags or None
        if name not in {"auto", "fusion"}:
            if name not in self._sources:
                recorder.add("source_unknown", source=source)
                return None
            recorder.add("sources_selected", sources=[name], reason="requested")
            return [name]
        lowered = query.lower()
        matched: dict[str, str] = {}
        for group, cues in cues_for(self.language).source_cues.items():
            cue = next((cue for cue in cues if has_cue(lowered, cue)), None)
            if cue is not None:
                matched[group] = cue
        tags = [
            tag
            for group in matched
            for tag in GROUP_SOURCES.get(group, ())
            if tag in self._sources
        ]
        tags = list(dict.fromkeys(tags)) or self._default_tags()
        reason = "cues" if matched and tags != self._default_tags() else "default"
        recorder.add("sources_selected", sources=tags, reason=reason, cues=matched)
        return tags

    # --- retrieval ------------------------------------------------------------------

    async def _gather(
        self,
        parts: list[str],
        tags: list[str],
        deadline: float,
        recorder: _Recorder,
    ) -> list[_Part]:
        """Ask every (part, source) pair at once; keep what arrives by the deadline."""
        cues = cues_for(self.language)
        jobs = {
            asyncio.create_task(
                self._ask(
                    self._sources[tag],
                    SourceQuery(text, tuple(content_words(text, cues)), self.language),
                    index,
                    recorder,
                )
            ): (index, tag)
            for index, text in enumerate(parts)
            for tag in tags
        }
        if not jobs:
            return []
        done, pending = await asyncio.wait(
            jobs, timeout=max(0.0, deadline - self._clock())
        )
        for task in pending:
            task.cancel()
            index, tag = jobs[task]
            recorder.add(
                "source_dropped", source=tag, part=index, reason="route_budget"
            )
        await asyncio.gather(*pending, return_exceptions=True)
        found = [task.result() for task in done]
        return [part for part in found if part is not None]

    async def _ask(
        self, source: Source, query: SourceQuery, index: int, recorder: _Recorder
    ) -> _Part | None:
        """Ask one source within its timeout; any failure drops it with an event."""
        started = self._clock()
        try:
            async with asyncio.timeout(self._source_timeout):
                passages = await source.search(query)
        except TimeoutError:
            recorder.add(
                "source_dropped", source=source.name, part=index, reason="timeout"
            )
            return None
        except asyncio.CancelledError:
            raise
        except Exception as err:  # noqa: BLE001 - a broken source must not end the answer
            _LOGGER.debug("Source %s failed", source.name, exc_info=True)
            recorder.add(
                "source_dropped",
                source=source.name,
                part=index,
                reason="error",
                error=f"{type(err).__name__}: {err}",
            )
            return None
        elapsed = round((self._clock() - started) * 1000, 3)
        if not passages:
            recorder.add(
                "source_dropped", source=source.name, part=index, reason="empty"
            )
            return None
        recorder.add(
            "source_answered",
            source=source.name,
            part=index,
            passages=len(passages),
            source_ms=elapsed,
        )
        return _Part(index, source.name, passages)

    # --- fusion ---------------------------------------------------------------------

    def _fuse(
        self,
        query: str,
        parts: list[str],
        tags: list[str],
        found: list[_Part],
        recorder: _Recorder,
    ) -> Retrieval:
        """Build each source's text from its context and fuse the survivors."""
        found = _without_repeats(found, tags)
        limit = self._context.budget_chars // max(1, len(found))
        now = self._now()
        sections: list[tuple[str, str]] = []
        for tag in tags:
            chunks = []
            for part in sorted(
                (p for p in found if p.tag == tag), key=lambda p: p.part
            ):
                chosen = build_context(
                    part.passages,
                    parts[part.part],
                    language=self.language,
                    options=self._context,
                    now=now,
                    limit=limit,
                    group=lambda passage: passage.title,
                )
                chunks.extend(format_passage(passage) for passage in chosen)
            text = "\n\n".join(chunks)
            if chunks and looks_empty(text):
                recorder.add("source_dropped", source=tag, reason="looks_empty")
            elif chunks:
                sections.append((tag, text))
        used = sections[0][0] if len(sections) == 1 else "fusion"
        if not sections:
            used = tags[0] if len(tags) == 1 else "fusion"
            recorder.add("retrieval_empty", sources=tags)
            return Retrieval(query, used, NO_RESULTS)
        result = format_sections(sections)
        recorder.add(
            "retrieval_fused",
            sections=[tag for tag, _ in sections],
            chars=len(result),
            source_used=used,
        )
        return Retrieval(query, used, result)


def _without_repeats(found: list[_Part], tags: list[str]) -> list[_Part]:
    """
    Drop passages another source or part already brought.

    Same passage ID, or, between encyclopedias, the same title from the preferred one
    (Kiwix's and Wikipedia's "Eiffel Tower" are one article; a user's note titled
    "Eiffel Tower" is not).
    """
    rank = {tag: index for index, tag in enumerate(tags)}
    seen_ids: set[str] = set()
    title_owner: dict[str, str] = {}
    kept: list[_Part] = []
    for part in sorted(found, key=lambda p: (rank.get(p.tag, len(rank)), p.part)):
        passages = []
        for passage in part.passages:
            if passage.passage_id in seen_ids:
                continue
            title = passage.title.strip().lower()
            if (
                part.tag in ENCYCLOPEDIC
                and title_owner.setdefault(title, part.tag) != part.tag
            ):
                continue
            seen_ids.add(passage.passage_id)
            passages.append(passage)
        if passages:
            kept.append(_Part(part.part, part.tag, passages))
    return kept


def _defang(text: str) -> str:
    """Keep a line of material from reading as a fusion header."""
    return HEADER_PATTERN.sub(lambda m: f"({m.group(0).strip()[1:-1]})", text)


def format_passage(passage: Passage) -> str:
    """Return one item as Mnemolis writes web items: ``**title**``, text, link."""
    title = " ".join(passage.title.replace("*", "").split()) or passage.source
    heading = f"**{title}**"
    if passage.source in URL_SOURCES and passage.published is not None:
        heading += f" ({passage.published:%Y-%m-%d})"
    lines = [heading, _defang(passage.text.strip())]
    if passage.source in URL_SOURCES and passage.url:
        lines.append(passage.url)
    return "\n".join(lines)
