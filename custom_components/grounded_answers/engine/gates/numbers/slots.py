"""A heading that names the slots of its lines: "(heute Höchst/Tiefst - morgen …)".

Weather grids and price lists write several values on a line, parted by "/" and by a
spaced dash, and say once, above them, what each place holds:

    Städtewerte (heute Höchst/Tiefst - morgen Höchst/Tiefst - Regenrisiko morgen)
    Hamburg     12° / 8°   -  14° / 9°   -  80 %

    Previsión para el jueves (máx./mín., en °C)
    Córdoba   43 / 25

Where a line parts its values as its heading parts its words, each value is qualified
by its own slot (and by what its group's first slot says before its last word:
"heute" of "heute Höchst/Tiefst"), not by the other slots' words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

type Span = tuple[int, int]

# Groups are parted by a dash with a space on each side ("-1°" is a number), slots by "/".
_GROUP: Final = re.compile(r"\s+[\u2013\u2014-]\s+")
_SLOT: Final = re.compile(r"\s*/\s*")
_BRACKET: Final = re.compile(r"\(([^()]*/[^()]*)\)")
_WORD: Final = re.compile(r"[^\W\d_]+")


@dataclass(frozen=True, slots=True)
class Slots:
    """A heading's words outside its slots, and its slots by group."""

    base: Span  # the heading without its slotted part: "Städtewerte"
    groups: tuple[tuple[Span, ...], ...]  # each group's slots
    shared: tuple[Span | None, ...]  # per group, the words its slots share: "heute"


def read_slots(text: str, heading: Span) -> Slots | None:
    """Return the slots a heading names, if it names two or more."""
    bracket = _BRACKET.search(text, *heading)
    if bracket is None:
        return None
    start, end = bracket.span(1)
    groups = tuple(
        tuple(_parts(text, group, _SLOT))
        for group in _parts(text, (start, end), _GROUP)
    )
    if sum(len(g) for g in groups) < 2:  # noqa: PLR2004
        return None
    shared = tuple(_shared(text, g) for g in groups)
    return Slots((heading[0], bracket.start()), groups, shared)


def slot_of(text: str, line: Span, at: int, slots: Slots) -> list[Span] | None:
    """Return the spans that qualify the value at ``at``, where the line fits the slots.

    The line's values are parted as the heading's words are: as many groups, and in
    the value's group as many slots. None where they are not.
    """
    groups = _parts(text, line, _GROUP)
    if len(groups) != len(slots.groups):
        return None
    for index, group in enumerate(groups):
        if not group[0] <= at < group[1] + 1:
            continue
        parts = _parts(text, group, _SLOT)
        named = slots.groups[index]
        if len(parts) != len(named):
            return None
        for part, slot in zip(parts, named, strict=True):
            if part[0] <= at < part[1] + 1:
                shared = slots.shared[index]
                return [slots.base, slot, *([shared] if shared else [])]
    return None


def _parts(text: str, span: Span, separator: re.Pattern[str]) -> list[Span]:
    """Return the parts of ``text[span]`` between ``separator``s, stripped."""
    out: list[Span] = []
    at = span[0]
    for sep in separator.finditer(text, *span):
        out.append((at, sep.start()))
        at = sep.end()
    out.append((at, span[1]))
    return [p for p in out if p[1] > p[0]]


def _shared(text: str, slots: tuple[Span, ...]) -> Span | None:
    """Return the words of a group's first slot before its last: "heute" of "heute Höchst"."""
    if len(slots) < 2:  # noqa: PLR2004
        return None
    words = list(_WORD.finditer(text, *slots[0]))
    if len(words) < 2:  # noqa: PLR2004
        return None
    return (slots[0][0], words[-1].start())
