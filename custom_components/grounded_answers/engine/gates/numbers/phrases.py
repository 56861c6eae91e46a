"""Phrases a segment reads as one token, or as none: days, periods, units, repeats.

"Mo-Fr" and "weekdays" are "#weekday|1-5"; "a year earlier" and "im Vorjahr" are
"#earlier:year-before", "i år" is "#earlier:year-this"; "euro al metro quadro" is the
"m2" of "euro/m²". A repetition ("et de nouveau") and a comparison ("in plaats van")
are no words of their own.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from ...text.number_patterns import patterns_for, whole_phrases

if TYPE_CHECKING:
    from ...text.languages import NumberLanguage

EARLIER: Final = "#earlier:"  # "#earlier:year": last year, a year ago, im Vorjahr

type Item = tuple[str, str]  # token, shape: "U" capitalised, "l" lower, "?" unknown
# "sonn- und feiertags": a word cut short, a conjunction, the word it shares an end with
_CUT_SHORT: Final = re.compile(r"(?<![^\W\d_])([^\W\d_]+)-\s+([^\W\d_]+)\s+([^\W\d_]+)")
_SHORTEST_DAY: Final = 3  # "zon-", "søn-": a shorter one opens several days


def phrases(
    masked: str, seg: tuple[int, int], lang: NumberLanguage
) -> tuple[list[tuple[int, Item]], list[tuple[int, int]]]:
    """Return the tokens phrases of a segment read as one, and the spans they cover.

    Days of the week, periods before, repeated statements, comparisons and units
    spelled out; their words are no words of their own.
    """
    items, days = _weekdays(masked, seg, lang)
    before, spans = _periods_before(masked, seg, lang)
    items += before  # "last year", "im Vorjahr": one qualifier, however worded
    days += spans
    repeats = _repeats(lang)
    if repeats is not None:  # "et de nouveau de 17:00": the words of the one before
        days += [
            m.span()
            for m in repeats.finditer(masked, seg[0], seg[1])
            if _after_conjunction(masked, m.start(), lang)
        ]
    versus = _versus(lang)
    if versus is not None:  # "in plaats van", "au lieu de": a comparison, no word
        days += [m.span() for m in versus.finditer(masked, seg[0], seg[1])]
    spelled, units = _spelled_units(lang)
    if spelled is not None:  # "al metro quadro" is the "/m²" of "2.009 euro/m²"
        for m in spelled.finditer(masked, seg[0], seg[1]):
            unit = units.get(_spaced(m[0]))
            if unit is not None:  # a case-folded look-alike ("KİLOWATT") is none
                items.append((m.start(), (unit, "n")))
                days.append(m.span())
    return items, days


@lru_cache(maxsize=16)
def _repeats(lang: NumberLanguage) -> re.Pattern[str] | None:
    """Return the pattern of the language's ``repeats`` phrases: "de nouveau"."""
    return whole_phrases(lang.repeats)


# Units a material writes as symbols ("€/m²", "ct/kWh") and an answer may spell out
# ("euro al metro quadro", "Cent pro Kilowattstunde"): one token either way.
_SYMBOL_UNITS: Final = frozenset({"m2", "km2", "m3", "kwh"})


@lru_cache(maxsize=16)
def _spelled_units(
    lang: NumberLanguage,
) -> tuple[re.Pattern[str] | None, dict[str, str]]:
    """Return the pattern of the language's spelled symbol units, and their units."""
    units = {
        _spaced(form): unit
        for form, unit in lang.units.items()
        if unit in _SYMBOL_UNITS
    }
    return whole_phrases(units), units


def _spaced(form: str) -> str:
    """Return a form lower-cased with single spaces: "Metro  quadro" -> "metro quadro"."""
    return " ".join(form.lower().split())


@lru_cache(maxsize=16)
def _versus(lang: NumberLanguage) -> re.Pattern[str] | None:
    """Return the pattern of the language's comparison phrases: "in plaats van"."""
    return whole_phrases(lang.versus)


def _periods_before(
    masked: str, seg: tuple[int, int], lang: NumberLanguage
) -> tuple[list[tuple[int, Item]], list[tuple[int, int]]]:
    """Return the periods before ("a year ago") as qualifier tokens, and their spans."""
    pattern = patterns_for(lang).earlier
    if pattern is None:
        return [], []
    items: list[tuple[int, Item]] = []
    spans: list[tuple[int, int]] = []
    for m in pattern.finditer(masked, seg[0], seg[1]):
        period = lang.earlier.get(re.sub(r"\s+", " ", m[0].lower()))
        if period is None:
            continue  # a case-folded look-alike ("DİESES JAHR"): no phrase of the table
        items.append((m.start(), (f"{EARLIER}{period}", "n")))
        spans.append(m.span())
    return items, spans


def earlier_at(text: str, at: int, lang: NumberLanguage) -> bool:
    """Whether the period before is named right after ``at``, past its articles.

    "298,1 millions *l'année précédente*", "298,1 milioni *dell'anno precedente*".
    """
    pattern = patterns_for(lang).earlier
    if pattern is None:
        return False
    for word in _OPENING_WORDS.finditer(text, at, min(len(text), at + 48)):
        if pattern.match(text, word.start(1)):
            return True
        elided = word[1] != word[2]  # "dell'anno": an article run into the word
        if not elided and word[2].lower() not in lang.stopwords | lang.articles:
            return False
    return False


_OPENING_WORDS: Final = re.compile(r"\s*(([^\W\d_]+)['\u2019]?)")


_LAST_WORD: Final = re.compile(r"([^\W\d_]+)\W*$")


def _after_conjunction(text: str, start: int, lang: NumberLanguage) -> bool:
    """Whether a conjunction comes right before ``start``: "and again", not "fell again"."""
    before = _LAST_WORD.search(text, max(0, start - 16), start)
    return before is not None and before[1].lower() in lang.conjunctions


def _weekdays(
    masked: str, seg: tuple[int, int], lang: NumberLanguage
) -> tuple[list[tuple[int, Item]], list[tuple[int, int]]]:
    """Return the days of the week as qualifier tokens, and where they are written.

    "Mo-Fr" and "weekdays" are both "#weekday|1-5".
    """
    pattern = patterns_for(lang).weekday
    if pattern is None:
        return [], []
    items: list[tuple[int, Item]] = []
    spans: list[tuple[int, int]] = []
    for m in pattern.finditer(masked, seg[0], seg[1]):
        first = lang.weekdays.get(re.sub(r"\s+", " ", m["a"].lower()))
        last = (
            lang.weekdays.get(re.sub(r"\s+", " ", m["b"].lower())) if m["b"] else None
        )
        if first is None or (m["b"] and last is None):
            continue  # a case-folded look-alike ("MİTTWOCH"): no day of the table
        value = (
            first if last is None else f"{first.split('-')[0]}-{last.split('-')[-1]}"
        )
        items.append((m.start(), (f"#weekday|{value}", "n")))
        spans.append((m.start(), m.end()))
    for m in _CUT_SHORT.finditer(masked, seg[0], seg[1]):
        joined = m[2].lower() in lang.conjunctions or m[2].lower() in lang.ands
        day = _completed_day(m[1], m[3], lang) if joined else None
        if day is not None:  # "sonn- und feiertags": "sonntags"
            items.append((m.start(), (f"#weekday|{day}", "n")))
            spans.append((m.start(), m.end()))  # the phrase names the days
    return items, spans


def _completed_day(short: str, following: str, lang: NumberLanguage) -> str | None:
    """Return the day a word cut short opens, completed as the next word goes on.

    "sonn- und feiertags", "an Sonn- und Feiertagen", "op zon- en feestdagen": a day
    of the table opens with the short word and the rest of it ("-tag", "-dag") is in
    the next word; "Sonnabend" opens with "sonn" too, but "-abend" is not.
    """
    short, following = short.lower(), following.lower()
    if len(short) < _SHORTEST_DAY:
        return None
    days = {
        day
        for form, day in lang.weekdays.items()
        if form.startswith(short)
        and len(form) > len(short)
        and form[len(short) :] in following
    }
    return days.pop() if len(days) == 1 else None
