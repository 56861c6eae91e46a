"""The draft of a number mention: what the readers fill in before it is frozen.

``numbers.find_numbers`` collects drafts from the readers of fixed shapes
(``number_shapes``), digits (``number_digits``) and words (``number_words``), lets
``number_context`` add units, hedges and names, and freezes each into a
``NumberMention``, defined here beside it (``numbers`` hands it out).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True)
class Draft:
    """A mention under construction; frozen into a ``NumberMention`` at the end."""

    value: float | str
    start: int
    end: int
    kind: str = "cardinal"
    unit: str | None = None
    alternatives: tuple[float | str, ...] = ()
    digits: bool = True  # written with digits: symbol units ("5 g") need digits
    hedged: bool = False
    span_end: int = -1
    prefix: str | None = None
    end_of_range: str | None = None  # "from" / "to": which end of a range it is
    joined_next: bool = False  # listed with the next number: "12e et à la 58e"
    owner: str | None = None  # the word an identifier belongs to: "kernel" of 6.4

    def falls_to(self, other: Draft) -> bool:
        """Whether two plain counts fall or stay: "88 - 81", "1 - 1" (no range)."""
        return (
            self.kind == other.kind == "cardinal"
            and self.unit is None
            and other.unit is None
            and isinstance(self.value, float)
            and isinstance(other.value, float)
            and self.value >= other.value
        )


def may_name(text: str, words: tuple[str, ...]) -> bool:
    """Whether ``text`` may hold one of ``words`` (case-insensitive) for a pattern.

    A cheap, exact pre-check that spares most numbers a costly pattern. It gives up
    (lets the pattern run) on non-ASCII text, where case folding could make a match
    that a plain substring test does not see.
    """
    if not text.isascii():
        return True
    lowered = text.lower()
    return any(word in lowered for word in words)


@dataclass(frozen=True, slots=True)
class NumberMention:
    """One number stated in a text, normalised."""

    value: float | str  # numeric value; versions, names, phones and "9:30" stay str
    text: str  # the surface text of the number: "fifteen thousand", "1,500", "9th"
    start: int  # str offsets of ``text`` in the input
    end: int
    kind: str  # cardinal ordinal percent year decade version time fraction label ...
    unit: str | None  # canonical unit that goes with it: "metre", "percent", "july"
    hedged: bool  # about / roughly / over / some ... before it, or "or so" after it
    alternatives: tuple[float | str, ...] = ()  # other readings: "1.500" -> 1500
    span_end: int = -1  # end of the number together with its unit words
    prefix: str | None = None  # a name word right before it: "Apollo" of "Apollo 11"
    end_of_range: str | None = None  # "from" / "to": which end of a range it is
    joined_next: bool = False  # listed with the next number: "12e et à la 58e"
    owner: str | None = None  # the word an identifier belongs to: "kernel" of 6.4

    @property
    def values(self) -> tuple[float | str, ...]:
        """Every reading of the mention, the main one first."""
        return (self.value, *self.alternatives)
