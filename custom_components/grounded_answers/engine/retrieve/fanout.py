"""
The built-in router's fan-out and merge: ask the chosen sources at once, fuse them.

Every (part, source) pair is asked concurrently, each within its own timeout and all
within the route's deadline; a slow, broken or empty source is dropped with an event,
and what failed (not "nothing") is kept in :class:`Asked`: "nothing found" is not
"nothing could be reached". The survivors lose passages another source brought, are
ranked together (:mod:`.ranking`), each source's context is built (:mod:`.context`),
and the result is one source's text bare or fusion sections (``source_used="fusion"``).
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

import aiohttp

from ..pipeline.preflight import looks_empty
from ..route.cues import content_words, cues_for
from ..sources_registry import ENCYCLOPEDIC, LINK_SOURCES
from ..types import Event, Retrieval
from .context import ContextOptions, build_context
from .fusion import HEADER_PATTERN, format_sections
from .sources.base import Passage, Source, SourceError, SourceQuery

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Mapping, Sequence
    from datetime import datetime

_LOGGER = logging.getLogger(__name__)

NO_RESULTS: Final = "No results found for that query."
# Why a source failed when it was still running as the route's budget ended.
ROUTE_BUDGET: Final = "route_budget"


@dataclass(slots=True)
class Recorder:
    """The events of one routed question, timed in ms from ``started``."""

    clock: Callable[[], float]
    started: float
    events: list[Event] = field(default_factory=list)

    def add(self, kind: str, **data: Any) -> None:
        """Record one event of ``kind``, stamped with the time since ``started``."""
        self.events.append(Event(kind, (self.clock() - self.started) * 1000, data))


@dataclass(frozen=True, slots=True)
class Part:
    """What one source said about one part of the question."""

    part: int
    tag: str
    passages: list[Passage]


@dataclass(slots=True)
class Asked:
    """What the sources asked so far did: material, failures, answers.

    ``failures`` maps a tag to why it failed (``timeout``, ``route_budget``, or the
    error); ``answered`` holds the tags that answered at least once, with material
    or with "nothing".
    """

    found: list[Part] = field(default_factory=list)
    failures: dict[str, str] = field(default_factory=dict)
    answered: set[str] = field(default_factory=set)

    def merge(self, other: Asked) -> None:
        """Add the fallback round's outcomes; an error outweighs a later budget cut."""
        self.found.extend(other.found)
        for tag, why in other.failures.items():
            if why != ROUTE_BUDGET or tag not in self.failures:
                self.failures[tag] = why
        self.answered |= other.answered


# --- fan-out -------------------------------------------------------------------------


async def gather(
    sources: Mapping[str, Source],
    parts: Sequence[str],
    plan: Sequence[Sequence[str]],
    *,
    language: str,
    source_timeout: float,
    deadline: float,
    recorder: Recorder,
) -> Asked:
    """Ask every (part, source) pair at once; keep what arrives by the deadline.

    ``plan[i]`` holds the tags part ``i`` asks (each part chose its own).
    """
    cues = cues_for(language)
    jobs = {
        asyncio.create_task(
            ask(
                sources[tag],
                SourceQuery(text, tuple(content_words(text, cues)), language),
                index,
                source_timeout=source_timeout,
                recorder=recorder,
            )
        ): (index, tag)
        for index, text in enumerate(parts)
        for tag in plan[index]
    }
    asked = Asked()
    if not jobs:
        return asked
    try:
        done, pending = await asyncio.wait(
            jobs, timeout=max(0.0, deadline - recorder.clock())
        )
        for task in pending:
            index, tag = jobs[task]
            recorder.add("source_dropped", source=tag, part=index, reason=ROUTE_BUDGET)
            asked.failures[tag] = ROUTE_BUDGET
    finally:
        # Also when the route itself is cancelled (the turn's deadline, an unload):
        # no source call may outlive it, still talking to a server after the answer.
        await _cancel_all(jobs)
    for task in done:
        _, tag = jobs[task]
        outcome = task.result()
        if isinstance(outcome, str):
            asked.failures[tag] = outcome
            continue
        asked.answered.add(tag)
        if outcome is not None:
            asked.found.append(outcome)
    return asked


async def _cancel_all(jobs: Iterable[asyncio.Task[Any]]) -> None:
    """Cancel the jobs still running and wait until each has ended.

    A cancelled HTTP call closes its connection only when its task runs again; a
    second cancel of the route reaches the jobs through the gather all the same.
    """
    running = [task for task in jobs if not task.done()]
    for task in running:
        task.cancel()
    await asyncio.gather(*running, return_exceptions=True)


async def ask(
    source: Source,
    query: SourceQuery,
    index: int,
    *,
    source_timeout: float,
    recorder: Recorder,
) -> Part | str | None:
    """Ask one source within its timeout; any failure drops it with an event.

    Returns the source's passages, None when it answered "nothing", or why it failed
    (``"timeout"``, or the error as ``"error: <Type>: <message>"``).
    """
    started = recorder.clock()
    try:
        async with asyncio.timeout(source_timeout):
            passages = await source.search(query)
    except TimeoutError:
        recorder.add("source_dropped", source=source.name, part=index, reason="timeout")
        return "timeout"
    except asyncio.CancelledError:
        raise
    except Exception as err:  # noqa: BLE001 - a broken source must not end the answer
        bug = not isinstance(err, (SourceError, aiohttp.ClientError))  # traceback
        _LOGGER.debug("Source %s failed: %s", source.name, err, exc_info=bug)
        error = f"{type(err).__name__}: {err}"
        recorder.add(
            "source_dropped",
            source=source.name,
            part=index,
            reason="error",
            error=error,
        )
        return f"error: {error}"
    elapsed = round((recorder.clock() - started) * 1000, 3)
    if not passages:
        recorder.add("source_dropped", source=source.name, part=index, reason="empty")
        return None
    recorder.add(
        "source_answered",
        source=source.name,
        part=index,
        passages=len(passages),
        source_ms=elapsed,
    )
    return Part(index, source.name, passages)


# --- merging -------------------------------------------------------------------------


def fuse(
    query: str,
    parts: Sequence[str],
    tags: Sequence[str],
    found: list[Part],
    *,
    language: str,
    context: ContextOptions,
    now: datetime,
    recorder: Recorder,
) -> Retrieval:
    """Build each source's text from its context and fuse the survivors.

    ``found`` is already de-duplicated and ranked; ``tags`` is the order of the
    sections (the ranking's: best match first).
    """
    limit = context.budget_chars // max(1, len(found))
    sections: list[tuple[str, str]] = []
    for tag in tags:
        chunks = []
        for part in sorted((p for p in found if p.tag == tag), key=lambda p: p.part):
            chosen = build_context(
                part.passages,
                parts[part.part],
                language=language,
                options=context,
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


def without_repeats(found: list[Part], tags: Sequence[str]) -> list[Part]:
    """
    Drop passages another source or part already brought.

    Same passage ID, or, between encyclopedias, the same title from the preferred one
    (Kiwix's and Wikipedia's "Eiffel Tower" are one article; a user's note titled
    "Eiffel Tower" is not).
    """
    rank = {tag: index for index, tag in enumerate(tags)}
    seen_ids: set[str] = set()
    title_owner: dict[str, str] = {}
    kept: list[Part] = []
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
            kept.append(Part(part.part, part.tag, passages))
    return kept


def _defang(text: str) -> str:
    """Keep a line of material from reading as a fusion header."""
    return HEADER_PATTERN.sub(lambda m: f"({m.group(0).strip()[1:-1]})", text)


def format_passage(passage: Passage) -> str:
    """Return one item as Mnemolis writes web items: ``**title**``, text, link."""
    title = " ".join(passage.title.replace("*", "").split()) or passage.source
    heading = f"**{title}**"
    if passage.source in LINK_SOURCES and passage.published is not None:
        heading += f" ({passage.published:%Y-%m-%d})"
    lines = [heading, _defang(passage.text.strip())]
    if passage.source in LINK_SOURCES and passage.url:
        lines.append(passage.url)
    return "\n".join(lines)
