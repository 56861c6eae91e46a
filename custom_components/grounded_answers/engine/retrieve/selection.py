"""
Which of the built-in router's sources one question goes to.

An explicit source (or its alias) is asked alone; ``fusion`` with a list asks those;
``auto`` follows the question's cue words (news, documents, web) and falls back to
the encyclopedia, else the web, else whatever is configured. Every choice is
recorded as a ``sources_selected`` (or ``source_unknown``) event.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final, Protocol

from ..route.cues import cues_for, has_cue
from ..sources_registry import ENCYCLOPEDIC

if TYPE_CHECKING:
    from collections.abc import Collection, Sequence

# Cue group -> the source tags it selects.
GROUP_SOURCES: Final[dict[str, tuple[str, ...]]] = {
    "news": ("news",),
    "documents": ("documents",),
    "web": ("web",),
}
ALIASES: Final = {"searxng": "web", "wiki": "wikipedia", "docs": "documents"}


class EventSink(Protocol):
    """Where a decision is recorded: the router's per-question event recorder."""

    def add(self, kind: str, **data: Any) -> None:
        """Record one event of ``kind`` with its data."""
        ...


def default_tags(available: Collection[str]) -> list[str]:
    """Return the encyclopedia's configured sources, else the web, else anything."""
    encyclopedic = [tag for tag in ENCYCLOPEDIC if tag in available]
    if encyclopedic:
        return encyclopedic
    return ["web"] if "web" in available else list(available)[:1]


def select_sources(
    query: str,
    source: str,
    fusion_sources: Sequence[str] | None,
    *,
    available: Collection[str],
    language: str,
    recorder: EventSink,
) -> list[str] | None:
    """Return the source tags to ask, or None for an unknown explicit source.

    ``available`` holds the configured tags in their configured order.
    """
    name = ALIASES.get(source.lower(), source.lower()) if source else "auto"
    if name == "fusion" and fusion_sources:
        wanted = [ALIASES.get(s.lower(), s.lower()) for s in fusion_sources]
        tags = [tag for tag in dict.fromkeys(wanted) if tag in available]
        recorder.add("sources_selected", sources=tags, reason="requested")
        return tags or None
    if name not in {"auto", "fusion"}:
        if name not in available:
            recorder.add("source_unknown", source=source)
            return None
        recorder.add("sources_selected", sources=[name], reason="requested")
        return [name]
    lowered = query.lower()
    matched: dict[str, str] = {}
    for group, cues in cues_for(language).source_cues.items():
        cue = next((cue for cue in cues if has_cue(lowered, cue)), None)
        if cue is not None:
            matched[group] = cue
    tags = [
        tag
        for group in matched
        for tag in GROUP_SOURCES.get(group, ())
        if tag in available
    ]
    tags = list(dict.fromkeys(tags)) or default_tags(available)
    reason = "cues" if matched and tags != default_tags(available) else "default"
    recorder.add("sources_selected", sources=tags, reason=reason, cues=matched)
    return tags
