"""Sources that disagree: found in the material, named in the prompt, checked per value.

``detect`` finds where sections of different sources give different values for one
qualifier (``Conflict``); ``naming`` reads which source an answer gives each of its
values to, by the sources' spoken names and the words each language names them with
(``source_words``). The numeric gate rejects a value given to a source that does not
state it (``misattributed``); the prompt asks the model to name each value with its
source; the spoken fallback says the disagreeing sentence of each source.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...text.numbers import find_numbers
from ..attribution import SpokenSources
from .detect import MAX_CONFLICTS, Conflict, ConflictValue, find_conflicts
from .naming import Cues, find_names, name_cues, source_pieces, value_sources

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...text.numbers import NumberMention
    from ..base import GateContext

_LOGGER = logging.getLogger(__name__)

__all__ = [
    "MAX_CONFLICTS",
    "Conflict",
    "ConflictValue",
    "Misattribution",
    "Naming",
    "by_source",
    "conflicts_in",
    "find_conflicts",
    "misattributed",
    "naming",
]


@dataclass(frozen=True, slots=True)
class Misattribution:
    """A value of a disagreement that the answer gives to a source not stating it."""

    token: str  # the answer's number: "324"
    detail: str  # one line for the explanation event


def conflicts_in(ctx: GateContext) -> tuple[Conflict, ...]:
    """Return the conflicts of the material the model saw (``ctx.derived`` keeps them)."""
    if not ctx.fused:
        return ()
    try:
        return find_conflicts(ctx.sections, ctx.language, ctx.query)
    except Exception:  # a bug here must cost the note, never the answer
        _LOGGER.exception("Looking for disagreeing sources failed")
        return ()


def source_cues(ctx: GateContext) -> Cues:
    """Return the words that name each offered source in this request's answers."""
    voice = ctx.spoken_attribution
    name_of = voice.name if isinstance(voice, SpokenSources) else None
    return name_cues(ctx.offered_tags, name_of, ctx.language)


@dataclass(frozen=True, slots=True)
class Naming:
    """What a sentence about a disagreement says of its values' sources."""

    numbers: tuple[NumberMention, ...]
    held: tuple[frozenset[str] | None, ...]  # who states each value (conflicts only)
    given: tuple[frozenset[str] | None, ...]  # whom the sentence gives each value

    @property
    def sources(self) -> set[frozenset[str]]:
        """Return the distinct sources the sentence gives its values to."""
        return {named for named in self.given if named is not None}


def naming(body: str, ctx: GateContext) -> Naming | None:
    """Read whom ``body`` gives its values to; None unless it names a conflict's.

    Only a sentence holding a value of a detected disagreement is read: every other
    number is numeric grounding's alone.
    """
    conflicts = ctx.derived(conflicts_in)
    if not conflicts:
        return None
    numbers = find_numbers(body, ctx.language)
    held = [_holders(m, conflicts) for m in numbers]
    if not any(held):
        return None
    names = find_names(body, ctx.derived(source_cues), ctx.language)
    if not names:
        return None
    given = value_sources(body, numbers, names, ctx.language)
    return Naming(tuple(numbers), tuple(held), tuple(given))


def by_source(
    body: str, found: Naming, ctx: GateContext
) -> list[tuple[str, tuple[str, ...]]] | None:
    """Cut ``body`` into one piece per source it names: ``(text, tags)``.

    A sentence naming one source is one piece, held to that source; None when it
    gives no value to a source. A piece's tags are empty where it names none.
    """
    if not found.sources:
        return None
    pieces = source_pieces(body, found.numbers, found.given, ctx.language)
    return [
        (body[start:end], tuple(sorted(tags)) if tags else ())
        for start, end, tags in pieces
    ]


def misattributed(found: Naming, ctx: GateContext) -> Misattribution | None:
    """Find a disagreeing value the sentence gives to a source that does not state it."""
    for m, holders, named in zip(found.numbers, found.held, found.given, strict=True):
        if holders is None or named is None or named & holders:
            continue
        voice = ctx.spoken_attribution
        speak: Callable[[str], str] = (
            voice.name if isinstance(voice, SpokenSources) else str
        )
        return Misattribution(
            m.text,
            f"{m.text} is the value of {_listed(holders, speak)}; "
            f"the answer gives it to {_listed(named, speak)}",
        )
    return None


def _holders(
    m: NumberMention, conflicts: tuple[Conflict, ...]
) -> frozenset[str] | None:
    """Return the sources stating ``m``'s value in a conflict (unit agreeing), or None."""
    return next(
        (found for conflict in conflicts if (found := conflict.holders(m))), None
    )


def _listed(tags: frozenset[str], speak: Callable[[str], str]) -> str:
    return " / ".join(sorted(f"{speak(tag)} ({tag})" for tag in tags))
