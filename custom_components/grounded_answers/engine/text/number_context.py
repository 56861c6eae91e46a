"""The context of a number: its unit, time of day or month, hedge, label and name.

``attach_unit`` reads the words after a number (and a month before it),
``mark_context`` the words before it, and ``share_ranges`` gives the first end of a
range the unit of the second. Tables in ``number_data`` and ``unit_data``.
"""

from __future__ import annotations

import itertools
import re
from typing import Final

from . import number_data as data
from . import unit_data as units
from .number_draft import Draft, may_name

_I = re.IGNORECASE
_MONTH_AFTER: Final = re.compile(rf"\s+(?:of\s+)?({data.MONTH_PATTERN})\b")
_MONTH_BEFORE: Final = re.compile(rf"\b({data.MONTH_PATTERN})\.?\s+(?:the\s+)?$")
_TIME_OF_DAY: Final = re.compile(
    r"\s?(?:(?P<ap>[ap])\.?\s?m\b\.?|o['\u2019]clock\b"
    r"|(?P<part>in the morning|in the afternoon|in the evening|at night)\b)",
    _I,
)
_UNIT_WORD: Final = re.compile(
    rf"\s*(?:-\s*)?({units.UNIT_WORD_PATTERN})(?![A-Za-z])",
    _I | re.ASCII,  # U+017F (long s) must not fold to "s": the unit table is ASCII
)
_UNIT_SYMBOL: Final = re.compile(rf"\s?({units.UNIT_SYMBOL_PATTERN})(?![A-Za-z\d])")
_HEDGE_AFTER: Final = re.compile(r"-?ish\b|-odd\b|\s+or\s+(?:so|thereabouts)\b", _I)
_LABEL_BEFORE: Final = re.compile(r"(?:\b(?:no|nr|number)\.?\s*|#\s*)$", _I)
# Cheap, exact pre-checks that spare most numbers a costly pattern (_UNIT_WORD tries
# every unit form in turn). Each gives up (runs the pattern) on non-ASCII text, where
# case folding ("\u212a" is "k") could make a match the pre-check does not see.
_LETTERS_AT: Final = re.compile(r"\s*(?:-\s*)?([A-Za-z]*)")  # _UNIT_WORD's head
_UNIT_FIRST_WORDS: Final = frozenset(
    re.split(r"[^a-z]", form.lower(), maxsplit=1)[0] for form in units.UNIT_WORDS
)
_HEDGE_LAST_WORDS: Final = frozenset(hedge.split()[-1] for hedge in data.HEDGES)
_PREFIX_WORD: Final = re.compile(r"\b([A-Za-z]+)[ \u00a0-]$")
_RANGE_JOIN: Final = re.compile(
    r"\s*(?:-|\u2013|\u2014|to|and|or|through|until)\s*", _I
)
_MONTH_UNITS: Final = frozenset(data.MONTHS.values())
_BETWEEN: Final = re.compile(r"\bbetween\s+(?:[$\u20ac\u00a3\u00a5]\s?)?$", _I)
_AFTERNOON: Final = frozenset({"p", "in the afternoon", "in the evening", "at night"})


def attach_unit(text: str, d: Draft) -> None:
    """Attach the unit, time of day or month after (a month also before) the number."""
    d.span_end = d.end
    if d.kind in data.UNITLESS_KINDS:
        return
    whole = isinstance(d.value, float) and d.value.is_integer()
    if whole and d.unit is None and 1 <= float(d.value) <= 31:  # noqa: PLR2004 - days
        after = _MONTH_AFTER.match(text, d.end)
        month = after or _MONTH_BEFORE.search(text, max(0, d.start - 16), d.start)
        if month:
            d.unit, d.span_end = data.MONTHS[month[1]], after.end() if after else d.end
            return
    hour = whole and 0 <= float(d.value) <= 12  # noqa: PLR2004 - a clock hour
    clock = _TIME_OF_DAY.match(text, d.end) if hour or d.kind == "time" else None
    if clock:
        _time_of_day(d, clock)
        return
    if d.unit is None:
        word = _unit_word(text, d.end)
        symbol = _UNIT_SYMBOL.match(text, d.end) if d.digits else None
        found = max(
            (m for m in (word, symbol) if m), key=lambda m: m.end(), default=None
        )
        if found:
            form = found[1]
            d.unit = units.UNIT_SYMBOLS.get(form) or units.UNIT_WORDS[_spaced(form)]
            d.span_end = found.end()
    if d.unit == "percent":
        d.kind = "percent"
    elif d.kind == "cardinal" and d.unit is None and d.digits and whole:
        surface = text[d.start : d.end]
        low, high = data.YEARS
        if (
            surface.isdigit()
            and len(surface) == len(str(high))
            and low <= d.value <= high
        ):
            d.kind = "year"


def _unit_word(text: str, pos: int) -> re.Match[str] | None:
    """Return ``_UNIT_WORD.match(text, pos)``; at once None when no unit starts there.

    A unit word ends where the letters do, so the letters at ``pos`` must be the
    first word of some unit form ("per" of "per cent", "km" of "km/h").
    """
    letters = _LETTERS_AT.match(text, pos)  # always matches: all of it is optional
    if letters is not None:
        after = text[letters.end() : letters.end() + 1]
        if after.isascii() and letters[1].lower() not in _UNIT_FIRST_WORDS:
            return None
    return _UNIT_WORD.match(text, pos)


def _spaced(form: str) -> str:
    return re.sub(r"[\s-]+", " ", form.lower())


def _time_of_day(d: Draft, clock: re.Match[str]) -> None:
    """Read "9 pm" as 21 (the spoken 9 stays a reading) and "12 am" as 0."""
    part = (clock["ap"] or clock["part"] or "").lower()
    d.kind, d.unit, d.span_end = "time", "o'clock", clock.end()
    if isinstance(d.value, str):  # "9:30 pm"
        hour, minute = d.value.split(":", 1)
        if part in _AFTERNOON and int(hour) < 12:  # noqa: PLR2004
            d.value, d.alternatives = f"{int(hour) + 12}:{minute}", (d.value,)
        return
    hour_value = float(d.value)
    if part in _AFTERNOON and hour_value < 12:  # noqa: PLR2004
        d.value, d.alternatives = hour_value + 12, (hour_value,)
    elif part in ("a", "in the morning") and hour_value == 12:  # noqa: PLR2004
        d.value, d.alternatives = 0.0, (hour_value,)


def mark_context(text: str, d: Draft) -> None:
    """Mark hedge, label ("No. 5") and name prefix ("Apollo 11") from nearby words."""
    before = text[max(0, d.start - 40) : d.start]
    d.hedged = _hedged_before(before) or bool(_HEDGE_AFTER.match(text, d.end))
    if (
        d.kind == "cardinal"
        and may_name(before[-10:], ("no", "nr", "number", "#"))
        and _LABEL_BEFORE.search(before[-10:])
    ):
        d.kind = "label"
    if d.digits and d.unit is None and (word := _PREFIX_WORD.search(before[-24:])):
        name = word[1]
        lower = name.lower()
        if (
            name[0].isupper() and lower not in data.PREFIX_STOP
        ) or lower in data.LABEL_WORDS:
            d.prefix = name


def _hedged_before(before: str) -> bool:
    """Tell whether the words before a number hedge it: "about", "just under"."""
    if before.rstrip()[-1:] in data.HEDGE_SYMBOLS:
        return True
    words = before.lower().split()[-3:]
    if not words or words[-1] not in _HEDGE_LAST_WORDS:
        return False  # every hedge ends in one of these words
    return any(" ".join(words[-k:]) in data.HEDGES for k in (1, 2, 3))


def share_ranges(text: str, drafts: list[Draft]) -> None:
    """Give the first end of a range ("19.5 to 21 degrees") the unit of the second."""
    for a, b in itertools.pairwise(drafts):
        join = _RANGE_JOIN.fullmatch(text, a.span_end, b.start)
        if not join:
            continue
        if (
            join[0].strip().lower() == "and"
            and b.unit not in _MONTH_UNITS
            and not _BETWEEN.search(text, max(0, a.start - 12), a.start)
        ):
            continue  # "30 seconds in 3.11 and 60 seconds": a list, not a range
        b.hedged = b.hedged or a.hedged
        if (
            b.unit
            and a.unit is None
            and isinstance(a.value, float)
            and a.kind != "year"
        ):
            a.unit = b.unit
            a.kind = "percent" if b.unit == "percent" else a.kind
