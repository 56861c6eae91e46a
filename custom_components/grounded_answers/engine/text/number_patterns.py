"""Patterns compiled once per language from its tables (``languages``).

English keeps the patterns of ``number_context`` (case-sensitive month names, the
ASCII unit table); every other language gets these, matched case-insensitively over
Unicode letters.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Collection, Iterable

    from .languages import NumberLanguage


@dataclass(frozen=True, slots=True)
class LanguagePatterns:
    """The compiled patterns of one language."""

    unit_after: re.Pattern[str]  # a unit word right after a number
    month_after: re.Pattern[str] | None  # "20. Juli", "14 juillet"
    month_before: re.Pattern[str] | None  # "juli 20"
    range_join: re.Pattern[str]  # what joins the two ends of a range
    prefix_word: re.Pattern[str]  # the word right before a number
    months: dict[str, str]  # written form (lower case) -> canonical month
    weekday: re.Pattern[str] | None  # a day or days of the week: "Mo-Fr", "werktags"
    earlier: re.Pattern[str] | None  # the period before: "a year ago", "im Vorjahr"


def _alternatives(forms: object) -> str:
    escaped = (re.escape(str(f)).replace(r"\ ", r"[\s-]+") for f in forms)  # type: ignore[attr-defined]
    return "|".join(sorted(escaped, key=len, reverse=True))


@lru_cache(maxsize=16)
def patterns_for(lang: NumberLanguage) -> LanguagePatterns:
    """Compile the patterns of ``lang`` (cached: one set per language)."""
    flags = re.IGNORECASE
    months = _alternatives(lang.months) if lang.months else ""
    joins = _alternatives(sorted(lang.range_to)) or "to"
    return LanguagePatterns(
        unit_after=re.compile(
            rf"[^\S\n]*(?:-[^\S\n]*)?({_alternatives(lang.units) or 'x^'})(?![^\W\d_])",
            flags,
        ),
        month_after=re.compile(rf"\.?\s+(?:de\s+|di\s+)?({months})(?![^\W\d_])", flags)
        if months
        else None,
        month_before=re.compile(rf"(?<![^\W\d_])({months})\.?\s+$", flags)
        if months
        else None,
        # "entre las 10:00 y las 18:00", "tra le 10 e le 18": an article may follow
        range_join=re.compile(
            rf"\s*(?:-|\u2013|\u2014|(?:{joins})(?![^\W\d_])"
            rf"(?:\s+(?:{_alternatives(sorted(lang.articles)) or 'x^'})(?![^\W\d_]))?)\s*",
            flags,
        ),
        prefix_word=re.compile(r"(?<![^\W\d_])([^\W\d_]+)[ \u00a0-]$"),
        months=dict(lang.months),
        weekday=_weekday_pattern(lang),
        earlier=_earlier_pattern(lang),
    )


def _earlier_pattern(lang: NumberLanguage) -> re.Pattern[str] | None:
    """Build the pattern of the language's phrases for the period before."""
    return whole_phrases(lang.earlier)


def phrase_alternatives(phrases: Iterable[str]) -> str:
    """Return ``phrases`` as regex alternatives, longest first, spaces as any run."""
    ordered = sorted(phrases, key=len, reverse=True)
    return "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in ordered)


def whole_phrases(phrases: Collection[str]) -> re.Pattern[str] | None:
    """Compile ``phrases`` as whole words, any case; None where there are none."""
    if not phrases:
        return None
    return re.compile(
        rf"(?<![^\W\d_])(?:{phrase_alternatives(phrases)})(?![^\W\d_])",
        re.IGNORECASE,
    )


def _weekday_pattern(lang: NumberLanguage) -> re.Pattern[str] | None:
    """Build the pattern of one day ("montags"), days ("werktags") or a range ("Mo-Fr").

    Short forms ("Mo", "Fr", "ma") count only capitalised, as written on a sign.
    """
    if not lang.weekdays:
        return None
    long = sorted((f for f in lang.weekdays if len(f) > 3), key=len, reverse=True)  # noqa: PLR2004
    short = sorted(f.capitalize() for f in lang.weekdays if len(f) <= 3)  # noqa: PLR2004
    longs = [f"(?i:{re.escape(f)})".replace(r"\ ", r"\s+") for f in long]
    # A short form opens a day only where a sign would write it: before a time or a
    # range ("Sa 9:00", "Mo-Fr"), not "So" or "Zo" opening a sentence.
    opening = "|".join(
        [*longs, *(rf"{re.escape(f)}(?=\.?\s*[-\u2013\u2014\d])" for f in short)]
    )
    day = "|".join([*longs, *map(re.escape, short)])
    ranged = (lang.range_to - lang.conjunctions) | lang.day_ranges
    joins = "|".join(
        re.escape(w).replace(r"\ ", r"\s+")
        for w in sorted(ranged, key=len, reverse=True)
    )
    return re.compile(
        rf"(?<![^\W\d_])(?P<a>{opening})\.?(?:\s*(?:[-\u2013\u2014]|(?i:{joins}))\s*"
        rf"(?P<b>{day})\.?)?(?![^\W\d_])"
    )
