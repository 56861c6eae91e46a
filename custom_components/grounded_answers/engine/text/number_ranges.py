"""Two numbers read as one range: "9:00-17:30", "de 4 à 11 ans", "entre las 10 y las 18".

``share_ranges`` marks the ends of a range ("from" and "to") where only a dash or a
range word (and an article) stands between two numbers, and gives the first end the
unit of the second ("19.5 to 21 degrees").
"""

from __future__ import annotations

import itertools
import re
from typing import TYPE_CHECKING, Final

from . import number_data as data
from . import unit_data as units
from .number_clock import clock_range
from .number_patterns import patterns_for

if TYPE_CHECKING:
    from .languages import NumberLanguage
    from .number_draft import Draft

_RANGE_JOIN: Final = re.compile(
    r"\s*(?:-|\u2013|\u2014|to|and|or|through|until)\s*", re.IGNORECASE
)
_MONTH_UNITS: Final = frozenset(data.MONTHS.values())
_WORD_BEFORE: Final = re.compile(r"([^\W\d_]+)\s+(?:[$\u20ac\u00a3\u00a5]\s?)?$")
_HOURS: Final = frozenset({"hour", "o'clock"})


def share_ranges(text: str, drafts: list[Draft], lang: NumberLanguage) -> None:
    """Give the first end of a range ("19.5 to 21 degrees") the unit of the second."""
    joining = _RANGE_JOIN if lang.code == "en" else patterns_for(lang).range_join
    for a, b in itertools.pairwise(drafts):
        a.joined_next = _listed(text[a.span_end : b.start], lang)
        if a.joined_next and a.owner and b.owner is None and b.unit is None:
            b.owner = a.owner  # "PHP 8.0 y 8.1": both are PHP's
        join = joining.fullmatch(text, a.span_end, b.start)
        if not join or _apart(a.unit, b.unit):
            continue  # "40 °C — 4 kg": two columns, no range
        words = join[0].lower().split()
        word = next(iter(words), "")  # "y" of "y las"
        if len(words) > 1 and not _opens_range(text, a.start, lang):
            continue  # "el sábado 27 a las 18:30": "at", no range
        if not word.isalpha() and (a.falls_to(b) or _paired(text, a, b)):
            continue  # "88 - 81": two sides; "12° / 8° - 14° / 9°": pairs, no range
        if (
            word in lang.conjunctions
            and word in lang.range_to
            and b.unit not in _MONTH_UNITS
            and not _opens_range(text, a.start, lang)
        ):
            continue  # "30 seconds in 3.11 and 60 seconds": a list, not a range
        a.end_of_range, b.end_of_range = "from", "to"
        b.hedged = b.hedged or a.hedged
        clock_range(text, a, b, lang)
        if (
            b.unit
            and a.unit is None
            and isinstance(a.value, float)
            and a.kind != "year"
        ):
            a.unit = b.unit
            a.kind = "percent" if b.unit == "percent" else a.kind


_REACH: Final = 8  # the spaces a slash may stand apart from its number


def _paired(text: str, a: Draft, b: Draft) -> bool:
    """Whether a slash pairs either end with another number: "8° - 14° / 9°"."""
    before = text[max(0, a.start - _REACH) : a.start].rstrip()
    after = text[b.span_end : b.span_end + _REACH].lstrip()
    return before.endswith("/") or after[:1] == "/"


def _apart(a: str | None, b: str | None) -> bool:
    """Whether two units measure different things: no range joins them.

    An hour and a clock's hour may ("de 10 h à 17 h").
    """
    if a is None or b is None or a == b or {a, b} <= _HOURS:
        return False
    parent = units.UNIT_PARENT
    return parent.get(a, a) != parent.get(b, b)


def _opens_range(text: str, start: int, lang: NumberLanguage) -> bool:
    """Whether the word before ``start`` opens a range: "between", "entre las"."""
    word = _WORD_BEFORE.search(text, max(0, start - 16), start)
    if word is not None and word[1].lower() in lang.articles:
        word = _WORD_BEFORE.search(text, max(0, word.start() - 16), word.start())
    return word is not None and word[1].lower() in lang.range_from


def _listed(between: str, lang: NumberLanguage) -> bool:
    """Whether only a conjunction or range word (and articles) joins two numbers."""
    words = re.findall(r"[^\W\d_]+", between.lower())
    if not words or len(words) > 3 or re.search(r"[^\w\s,'\u2019-]", between):  # noqa: PLR2004
        return False
    joins = lang.conjunctions | lang.range_to
    return words[0] in joins and all(w in lang.stopwords or w in joins for w in words)
