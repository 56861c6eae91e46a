"""The context of a number: its unit, time of day or month, hedge, label and name.

``attach_unit`` reads the words after a number (and a month before it),
and ``mark_context`` the words before it (``number_ranges`` joins two numbers into a
range). Tables in ``number_data`` and ``unit_data``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from . import number_data as data
from . import unit_data as units
from .number_clock import clock_hour
from .number_draft import Draft, may_name
from .number_names import hedged_before, mark_local, mark_owner
from .number_patterns import patterns_for

if TYPE_CHECKING:
    from .languages import NumberLanguage
    from .number_patterns import LanguagePatterns

_I = re.IGNORECASE
_MONTH_AFTER: Final = re.compile(rf"\s+(?:of\s+)?({data.MONTH_PATTERN})\b")
_MONTH_BEFORE: Final = re.compile(rf"\b({data.MONTH_PATTERN})\.?\s+(?:the\s+)?$")
# "am", "pm", "o'clock"; the parts of the day ("in the evening") are the language
# table's, read in every language alike (``number_periods``).
_TIME_OF_DAY: Final = re.compile(
    r"\s?(?:(?P<ap>[ap])\.?\s?m\b\.?|o['\u2019]clock\b)",
    _I,
)
# After a fraction: a linking word and an article before its unit ("of an", "d'", "de").
_LINK_WORD: Final = re.compile(r"[^\S\n]*([^\W\d_]+['\u2019]?)[^\S\n]*")
_ARTICLE: Final = re.compile(r"[^\S\n]*(?:an?|une?|una|uma|um)[^\S\n]+", re.IGNORECASE)
# A unit stands on its number's line: "Line 7\n\nDias úteis" holds no days.
_UNIT_WORD: Final = re.compile(
    rf"[^\S\n]*(?:-[^\S\n]*)?({units.UNIT_WORD_PATTERN})(?![{units.LATIN_LETTERS}])",
    _I | re.ASCII,  # U+017F (long s) must not fold to "s": the unit table is ASCII
)
# "2021 l'Etna": a symbol followed by an apostrophe and a word is an elided article;
# one followed by a letter is a word's start ("6 sócios").
_UNIT_SYMBOL: Final = re.compile(
    rf"[^\S\n]?({units.UNIT_SYMBOL_PATTERN})(?![{units.LATIN_LETTERS}\d]|['\u2019][^\W\d_])"
)
_HEDGE_AFTER: Final = re.compile(r"-?ish\b|-odd\b|\s+or\s+(?:so|thereabouts)\b", _I)
_LABEL_BEFORE: Final = re.compile(r"(?:\b(?:no|nr|number)\.?\s*|#\s*)$", _I)
# Cheap, exact pre-checks that spare most numbers a costly pattern (_UNIT_WORD tries
# every unit form in turn). Each gives up (runs the pattern) on non-ASCII text, where
# case folding ("\u212a" is "k") could make a match the pre-check does not see.
_LETTERS_AT: Final = re.compile(
    r"[^\S\n]*(?:-[^\S\n]*)?([A-Za-z]*)"
)  # _UNIT_WORD's head
_UNIT_FIRST_WORDS: Final = frozenset(
    re.split(r"[^a-z]", form.lower(), maxsplit=1)[0] for form in units.UNIT_WORDS
)
_PREFIX_WORD: Final = re.compile(r"\b([A-Za-z]+)[ \u00a0-]$")
_AFTERNOON: Final = frozenset({"p"})


def attach_unit(text: str, d: Draft, lang: NumberLanguage) -> None:
    """Attach the unit, time of day or month after (a month also before) the number."""
    d.span_end = d.end
    if d.kind == "fraction":
        _part_of_unit(text, d, lang)
    if d.kind in data.UNITLESS_KINDS:
        return
    english = lang.code == "en"
    local = None if english else patterns_for(lang)
    whole = isinstance(d.value, float) and d.value.is_integer()
    if whole and d.unit is None and 1 <= float(d.value) <= 31:  # noqa: PLR2004 - days
        month = _month(text, d, local)
        if month is not None:
            d.unit, d.span_end = month
            return
    hour = whole and 0 <= float(d.value) <= 12  # noqa: PLR2004 - a clock hour
    clock = (
        _TIME_OF_DAY.match(text, d.end)
        if english and (hour or d.kind == "time")
        else None
    )
    if clock:
        _time_of_day(d, clock)
        return
    if d.unit is None:
        at = _past_link(text, d, lang)
        word = (
            _unit_word(text, at) if local is None else local.unit_after.match(text, at)
        )
        symbol = _UNIT_SYMBOL.match(text, d.end)
        if symbol and not d.digits and len(symbol[1]) < 2:  # noqa: PLR2004
            symbol = None  # "five MB" has its unit; "five m" is no metre
        found = max(
            (m for m in (word, symbol) if m), key=lambda m: m.end(), default=None
        )
        if found:
            form = found[1]
            d.unit = (
                units.UNIT_SYMBOLS.get(form)
                or (lang.units or units.UNIT_WORDS)[_spaced(form)]
            )
            d.span_end = found.end()
    clock_hour(text, d, lang)
    if d.unit == "percent":
        d.kind = "percent"
    elif d.kind == "cardinal" and d.unit is None and d.digits and whole:
        surface = text[d.start : d.end]
        low, high = data.YEARS
        if (
            surface.isdigit()
            and len(surface) == len(str(high))
            and low <= d.value <= high
        ) or (surface.isdigit() and _after_year_word(text, d.start, lang)):
            d.kind = "year"  # "1889", and "im Jahr 902", "dateret til år 726"


_WORD_BEFORE_NUMBER: Final = re.compile(r"([^\W\d_]+)\s+$")


def _after_year_word(text: str, start: int, lang: NumberLanguage) -> bool:
    """Whether the word right before a number names a year: "im Jahr 902"."""
    before = _WORD_BEFORE_NUMBER.search(text, max(0, start - 16), start)
    if before is None:
        return False
    table = lang.units or units.UNIT_WORDS
    return table.get(before[1].lower()) == "year"


def _month(
    text: str, d: Draft, local: LanguagePatterns | None
) -> tuple[str, int] | None:
    """Return the month a day number belongs to, and where the pair ends."""
    if local is None:
        after = _MONTH_AFTER.match(text, d.end)
        month = after or _MONTH_BEFORE.search(text, max(0, d.start - 16), d.start)
        if month is None:
            return None
        return data.MONTHS[month[1]], after.end() if after else d.end
    if local.month_after is None or local.month_before is None:
        return None
    after = local.month_after.match(text, d.end)
    month = after or local.month_before.search(text, max(0, d.start - 16), d.start)
    if month is None:
        return None
    name = local_months(local, month[1])
    return (name, after.end() if after else d.end) if name else None


def local_months(local: LanguagePatterns, form: str) -> str | None:
    """Return the canonical month of a written form, for ``_month``."""
    return local.months.get(_spaced(form).rstrip("."), local.months.get(_spaced(form)))


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
    """Read "9 pm" as 21 and "12 am" as 0."""
    part = (clock["ap"] or "").lower()
    d.kind, d.unit, d.span_end = "time", "o'clock", clock.end()
    if isinstance(d.value, str):  # "9:30 pm"
        hour, minute = d.value.split(":", 1)
        if part in _AFTERNOON and int(hour) < 12:  # noqa: PLR2004
            d.value, d.alternatives = f"{int(hour) + 12}:{minute}", ()
        return
    hour_value = float(d.value)
    # "8 pm" is 20:00 only: "opens at 08:00" is another time.
    if part in _AFTERNOON and hour_value < 12:  # noqa: PLR2004
        d.value, d.alternatives = hour_value + 12, ()
    elif part == "a" and hour_value == 12:  # noqa: PLR2004
        d.value, d.alternatives = 0.0, ()


def mark_context(text: str, d: Draft, lang: NumberLanguage) -> None:
    """Mark hedge, label ("No. 5") and name prefix ("Apollo 11") from nearby words."""
    before = text[max(0, d.start - 40) : d.start]
    mark_owner(before, d, lang, text[d.start : d.end])
    if lang.code != "en":
        mark_local(before, d, lang)
        return
    d.hedged = hedged_before(before) or bool(_HEDGE_AFTER.match(text, d.end))
    if (
        d.kind == "cardinal"
        and may_name(before[-10:], ("no", "nr", "number", "#"))
        and _LABEL_BEFORE.search(before[-10:])
    ):
        d.kind = "label"
    if d.digits and d.unit is None and (word := _PREFIX_WORD.search(before[-24:])):
        name = word[1]
        lower = name.lower()
        if lower not in lang.generic_names and (
            (name[0].isupper() and lower not in data.PREFIX_STOP)
            or lower in data.LABEL_WORDS
        ):
            d.prefix = name


_LINK: Final = re.compile(r"\s+([^\W\d_]+['\u2019]?)\s*")


def _part_of_unit(text: str, d: Draft, lang: NumberLanguage) -> None:
    """Make a fraction of a unit a quantity of it: "half an hour", "un quart d'heure".

    The unit follows the fraction, past the language's linking word ("of", "de",
    "d'") and an article ("an", "une"): "a quarter of an hour" is 0.25 hours, which
    "15 minutes" says too. "A third of the residents" names no unit and stays a share.
    """
    at = d.end
    link = _LINK_WORD.match(text, at)
    if link is not None and link[1].lower().replace("\u2019", "'") in lang.unit_links:
        at = link.end()
    article = _ARTICLE.match(text, at)
    at = article.end() if article else at
    local = None if lang.code == "en" else patterns_for(lang)
    word = _unit_word(text, at) if local is None else local.unit_after.match(text, at)
    if word is None:
        return
    unit = (lang.units or units.UNIT_WORDS).get(_spaced(word[1]))
    if unit in units.CONVERSIONS:  # a share of a measure, not of a count or money
        d.kind, d.unit, d.span_end = "cardinal", unit, word.end()


def _past_link(text: str, d: Draft, lang: NumberLanguage) -> int:
    """Where a scaled number's unit may start: "4,3 millones de hectáreas".

    A scale word links its unit with the language's linking word ("de", "di", "d'",
    "of"); a rate ("2 million a year", "par an") is no unit, and a plain number takes
    the word right after it.
    """
    surface = text[d.start : d.end]
    if not (surface[-1:].isalpha() and any(c.isdigit() for c in surface)):
        return d.end
    link = _LINK.match(text, d.end)
    if link is None or link[1].lower().replace("\u2019", "'") not in lang.unit_links:
        return d.end
    return link.end()
