"""Number mentions: find the numbers a text states and normalise them to values.

No library reads spoken scales ("one point five million"), spoken years ("eighteen
eighty-nine") and ordinals together correctly, so this is a small table-driven reader
(tables in ``number_data`` and ``unit_data``). Decisions the numeric gate and its
readers rely on:

- ``1,500`` = ``1500``; ``1.500`` (one dot, exactly three digits after it) is ambiguous
  between a decimal and European thousands: ``value`` 1.5, ``alternatives`` hold 1500.
- ``3.12.1`` is a version; its value stays a string. A decimal also carries its literal
  text as an alternative, so "3.10" meets the version "3.10".
- "one" as a pronoun ("one of the tallest", "the one on the left") is no number; "a"
  counts only before a scale ("a million"); "once" and "twice" never count.
- "first" and "second" alone are no numbers (discourse "first", the time unit, "second
  opinion"); compounds ("twenty-first", "forty-second") are.
- Word fractions ("half", "a quarter", "two thirds") are mentions of kind ``fraction``;
  a whole number with a fraction ("two and a half", "half a million") is a cardinal.
- A day next to a month ("20 July", "July 20th") has the month as its unit, so days are
  compared only with days of the same month. Times of day have the unit ``o'clock``;
  "9 pm" is 21 with the spoken 9 as an alternative.
- Ranges ("19.5 to 21 degrees", "3-4 hours") are two mentions sharing the unit.
- "24/7" and "50/50" are idioms, not numbers. Tokens mixing letters and digits
  ("COVID-19", "MP3", "4K") are kind ``name``, their value the squashed lower-case
  token. Decades ("the 1990s", "the nineties") are kind ``decade``; phone numbers are
  kind ``phone`` with their digits as value.

``find_numbers`` runs the readers in turn: fixed shapes (``number_shapes``), digits
(``number_digits``) and words (``number_words``) claim the numbers, ``number_context``
adds what the words around each say; this module freezes the result.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import unit_data as units
from .languages import number_language
from .number_clock import read_clocks
from .number_context import attach_unit, mark_context, share_ranges
from .number_digits import apply_sign, read_digits
from .number_draft import Draft
from .number_shapes import read_shapes
from .number_spelled import read_spelled, table_words
from .number_words import spoken_numbers

if TYPE_CHECKING:
    from .languages import NumberLanguage


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


def find_numbers(text: str, language: str | None = "en") -> list[NumberMention]:
    """Return every number ``text`` states, in order, normalised to values.

    ``language`` is the request's (a Home Assistant code: "de", "pt-BR"): it decides
    the decimal mark, the spelled numbers, hedges, units and month names.
    """
    lang = number_language(language)
    taken = bytearray(len(text))  # characters already read as part of a number
    drafts = read_clocks(text, taken, lang)
    drafts += read_shapes(text, taken, lang.ordinal_marks)
    drafts += read_digits(text, taken, lang)
    if lang.code != "en":
        if lang.spelled:
            drafts += read_spelled(text, lang, taken)
        return _freeze(text, drafts, lang)
    drafts += table_words(text, lang, taken, [])  # "twice", "double"
    for spoken in spoken_numbers(text):
        if taken.find(1, spoken.start, spoken.end) != -1:
            continue  # a word inside a name or date already read
        draft = Draft(
            spoken.value,
            spoken.start,
            spoken.end,
            kind=spoken.kind,
            alternatives=spoken.alternatives,
            digits=False,
        )
        apply_sign(text, draft)
        drafts.append(draft)
    return _freeze(text, drafts, lang)


def _freeze(
    text: str, drafts: list[Draft], lang: NumberLanguage
) -> list[NumberMention]:
    """Add what the words around each number say, and freeze the drafts."""
    drafts.sort(key=lambda d: d.start)
    for d in drafts:
        attach_unit(text, d, lang)
        mark_context(text, d, lang)
    share_ranges(text, drafts, lang)
    return [
        NumberMention(
            value=d.value,
            text=text[d.start : d.end],
            start=d.start,
            end=d.end,
            kind=d.kind,
            unit=d.unit,
            hedged=d.hedged,
            alternatives=d.alternatives,
            span_end=max(d.span_end, d.end),
            prefix=d.prefix,
            end_of_range=d.end_of_range,
            joined_next=d.joined_next,
            owner=d.owner,
        )
        for d in drafts
    ]


def units_compatible(a: str | None, b: str | None) -> bool:
    """Units agree when either side names none, they are equal, or one is the family."""
    if a is None or b is None or a == b:
        return True
    return units.UNIT_PARENT.get(a) == b or units.UNIT_PARENT.get(b) == a
