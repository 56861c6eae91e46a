"""
Which of the built-in router's sources one part of a question goes to.

An explicit source (or its alias) is asked alone; ``fusion`` with a list asks those;
``auto`` asks every local source (:data:`~..sources_registry.LOCAL_SOURCES`: the
household's documents, answering from this machine) beside the remote sources the
part's cue words pick (news, web), the encyclopedia otherwise (else the web, else
whatever is configured). A cue that picks only a local source ("our boiler", "the
manual") asks the local sources first: the remote default is then the fallback
(:func:`fallback_tags`), asked only when they bring nothing. Each part of a
decomposed question is selected on its own, so "our" in one part leaves the other
part's sources alone. Every choice is recorded as a ``sources_selected`` (or
``source_unknown``) event naming its part.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final, Protocol

from ..route.cues import cues_for, has_cue
from ..sources_registry import ENCYCLOPEDIC, LOCAL_SOURCES

if TYPE_CHECKING:
    from collections.abc import Collection, Sequence

# Cue group -> the source tags it selects.
GROUP_SOURCES: Final[dict[str, tuple[str, ...]]] = {
    "news": ("news",),
    "documents": ("documents",),
    "web": ("web",),
}
ALIASES: Final = {"searxng": "web", "wiki": "wikipedia", "docs": "documents"}
# The choosers: the router picks the sources itself.
_CHOOSING: Final = frozenset({"auto", "fusion"})


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


def local_tags(available: Collection[str]) -> list[str]:
    """Return the configured local sources, in their configured order."""
    return [tag for tag in available if tag in LOCAL_SOURCES]


def remote_tags(available: Collection[str]) -> list[str]:
    """Return the configured remote sources, in their configured order."""
    return [tag for tag in available if tag not in LOCAL_SOURCES]


def router_chooses(source: str, fusion_sources: Sequence[str] | None) -> bool:
    """Whether the router picks the sources ("auto", "", "fusion" without a list).

    Only then does a part that got nothing try the remote default: an explicit
    source, or an explicit fusion list, is asked as requested and no more.
    """
    name = source.lower() if source else "auto"
    if name == "fusion":
        return not fusion_sources
    return name in _CHOOSING


def fallback_tags(asked: Collection[str], available: Collection[str]) -> list[str]:
    """Return the remote default sources a part did not ask yet (its second round)."""
    return [tag for tag in default_tags(remote_tags(available)) if tag not in asked]


def select_sources(
    query: str,
    source: str,
    fusion_sources: Sequence[str] | None,
    *,
    available: Collection[str],
    language: str,
    recorder: EventSink,
    part: int = 0,
) -> list[str] | None:
    """Return the source tags to ask for one part, or None for an unknown source.

    ``query`` is the part's text; ``available`` holds the configured tags in their
    configured order.
    """
    name = ALIASES.get(source.lower(), source.lower()) if source else "auto"
    if name == "fusion" and fusion_sources:
        wanted = [ALIASES.get(s.lower(), s.lower()) for s in fusion_sources]
        tags = [tag for tag in dict.fromkeys(wanted) if tag in available]
        recorder.add("sources_selected", part=part, sources=tags, reason="requested")
        return tags or None
    if name not in _CHOOSING:
        if name not in available:
            recorder.add("source_unknown", source=source)
            return None
        recorder.add("sources_selected", part=part, sources=[name], reason="requested")
        return [name]
    lowered = query.lower()
    matched: dict[str, str] = {}
    for group, cues in cues_for(language).source_cues.items():
        cue = next((cue for cue in cues if has_cue(lowered, cue)), None)
        if cue is not None:
            matched[group] = cue
    cued = [
        tag
        for group in matched
        for tag in GROUP_SOURCES.get(group, ())
        if tag in available
    ]
    local = local_tags(available)
    remote = [tag for tag in dict.fromkeys(cued) if tag not in LOCAL_SOURCES]
    if not cued:  # no cue names a configured source: the remote default
        remote = default_tags(remote_tags(available))
    tags = list(dict.fromkeys([*local, *remote])) or default_tags(available)
    recorder.add(
        "sources_selected",
        part=part,
        sources=tags,
        reason="cues" if cued else "default",
        cues=matched,
        local=local,
    )
    return tags
