"""Number mentions: find the numbers a text states and normalise them to values.

Numbers are read in the request's language (``languages``: its decimal mark, units,
hedges, months). Spelled numbers are text2num's in de, fr, es, nl, it, pt and da
(``number_spelled``); English keeps a small table-driven reader (``number_words``)
because it also reads spoken scales ("one point five million"), spoken years
("eighteen eighty-nine") and word fractions. Decisions the numeric gate and its
readers rely on:

- ``1,500`` = ``1500`` in English; ``1.500`` = ``1500`` and ``12,5`` = 12.5 where the
  language writes a decimal comma; a lone comma before other than three digits is a
  decimal comma everywhere ("35,8"). An ambiguous reading keeps the other as an
  alternative.
- ``3.12.1`` is a version; its value stays a string. A decimal also carries its literal
  text as an alternative, so "3.10" meets the version "3.10".
- "one" as a pronoun ("one of the tallest") is no number, nor is an article that means
  one ("eine Frage"), except before a unit ("eine Stunde"); "a" counts only before a
  scale ("a million"); "twice", "double", "a dozen" are numbers.
- "first" and "second" alone are no numbers; compounds ("twenty-first") are.
- Word fractions ("half", "die Hälfte", "two thirds") are mentions of kind
  ``fraction``; a whole number with a fraction ("two and a half") is a cardinal.
- A day next to a month ("20 July", "20. Juli") has the month as its unit. Times of
  day have the unit ``o'clock`` ("9 pm" is 21, "17.30 Uhr" and "17h30" are "17:30").
- Ranges ("19.5 to 21 degrees", "von 9 bis 17 Uhr") are two mentions sharing the unit,
  each knowing its end.
- "24/7" and "50/50" are idioms, not numbers. Tokens mixing letters and digits
  ("COVID-19", "MP3") are kind ``name``; decades are kind ``decade``; phone numbers
  kind ``phone`` with their digits as value.

``find_numbers`` runs the readers in turn: clock words (``number_clock``), fixed shapes
(``number_shapes``), digits (``number_digits``) and words claim the numbers;
``number_context`` and ``number_names`` add what the words around each say; this
module freezes the result.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from . import unit_data as units
from .languages import number_language
from .number_clock import clock_lists, read_clocks
from .number_compound import combine, share_products
from .number_context import attach_unit, mark_context
from .number_digits import apply_scale, apply_sign, read_digits
from .number_draft import Draft, NumberMention
from .number_patterns import patterns_for
from .number_periods import read_periods
from .number_ranges import share_ranges
from .number_shapes import read_shapes
from .number_spelled import read_spelled, table_words
from .number_spoken_clock import said_hours, said_minutes, spoken_clocks
from .number_words import spoken_numbers

if TYPE_CHECKING:
    from .languages import NumberLanguage


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
        for idiom in _idioms(lang).finditer(text):  # "blandt andet": no second
            taken[idiom.start() : idiom.end()] = b"\x01" * len(idiom[0])
        if lang.spelled:
            spelled = read_spelled(text, lang, taken)
            for draft in spelled:
                apply_sign(text, draft)  # "minus ein Grad"
                if draft.kind == "cardinal":
                    apply_scale(text, draft, money=False, lang=lang)  # "atten mio."
            drafts += spelled
        if lang.ordinal_prepositions:
            drafts = [d for d in drafts if not _preposition(text, d, lang)]
        drafts = [d for d in _parts_named(text, drafts) if not _weekday(text, d, lang)]
        _ordinal_parts(text, drafts, lang)
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


def _parts_named(text: str, drafts: list[Draft]) -> list[Draft]:
    """Drop a spelled ordinal or fraction right after a spelled ordinal: a period.

    "el tercer *cuarto*", "nel terzo *quarto*", "au troisième *quart*", "im dritten
    *Viertel*": the part of a game or a year an ordinal counts, no number of its own.
    """
    ordinals = {d.end for d in drafts if d.kind == "ordinal" and not d.digits}
    return [
        d
        for d in drafts
        if d.digits
        or d.kind not in ("ordinal", "fraction")
        or _gap_start(text, d.start) not in ordinals
    ]


def _gap_start(text: str, at: int) -> int:
    """Return where the spaces before ``at`` begin."""
    while at > 0 and text[at - 1] in " \u00a0":
        at -= 1
    return at


@lru_cache(maxsize=16)
def _idioms(lang: NumberLanguage) -> re.Pattern[str]:
    """Build the pattern of the language's phrases that hold no number."""
    if not lang.idioms:
        return re.compile(r"(?!)")
    alternatives = "|".join(
        re.escape(p) for p in sorted(lang.idioms, key=len, reverse=True)
    )
    return re.compile(rf"(?<![^\W\d_])(?:{alternatives})(?![^\W\d_])", re.IGNORECASE)


def _ordinal_parts(text: str, drafts: list[Draft], lang: NumberLanguage) -> None:
    """Read an ordinal after "a" or "and" as the fraction it names there.

    "un cuarto de hora", "una hora y cuarto", "un'ora e un quarto": a quarter, which
    "el cuarto puesto" is not.
    """
    for d in drafts:
        word = text[d.start : d.end].casefold()
        if d.digits or d.kind != "ordinal" or word not in lang.ordinal_fractions:
            continue
        before = _WORD_BEFORE.search(text, max(0, d.start - 16), d.start)
        if before is not None and before[1].casefold() in lang.ones | lang.ands:
            d.kind, d.value, d.alternatives = (
                "fraction",
                lang.ordinal_fractions[word],
                (),
            )


def _weekday(text: str, draft: Draft, lang: NumberLanguage) -> bool:
    """Whether a spelled ordinal names a day of the week: "de segunda a sexta".

    Portuguese names days by ordinals; one a noun follows counts ("a segunda volta").
    """
    if draft.digits or draft.kind != "ordinal":
        return False
    if text[draft.start : draft.end].casefold() not in lang.weekdays:
        return False
    after = _WORD_AFTER.match(text, draft.end)
    return after is None or after[1].casefold() in lang.stopwords | lang.articles


def _preposition(text: str, draft: Draft, lang: NumberLanguage) -> bool:
    """Whether a spelled ordinal is the language's preposition ("secondo Wikipedia").

    It introduces a source: an article or a name follows ("secondo il manuale",
    "segundo a Wikipédia"), and no article stands before it ("il secondo piano").
    """
    if text[draft.start : draft.end].casefold() not in lang.ordinal_prepositions:
        return False
    before = _WORD_BEFORE.search(text, 0, draft.start)
    if before is not None and before[1].casefold() in lang.articles:
        return False
    after = _WORD_AFTER.match(text, draft.end)
    return after is not None and (
        after[1][0].isupper() or after[1].casefold() in lang.articles
    )


_WORD_BEFORE: Final = re.compile(r"([^\W\d_]+'?)\s*$")
_WORD_AFTER: Final = re.compile(r"\s+([^\W\d_]+'?)")


def _freeze(
    text: str, drafts: list[Draft], lang: NumberLanguage
) -> list[NumberMention]:
    """Add what the words around each number say, and freeze the drafts."""
    drafts.sort(key=lambda d: d.start)
    drafts = spoken_clocks(text, drafts, lang)
    for d in drafts:
        attach_unit(text, d, lang)
        mark_context(text, d, lang)
    said_hours(text, drafts, lang)  # "um drei Uhr": 3:00 or 15:00
    drafts = said_minutes(text, drafts, lang)  # "dix-sept heures trente": 17:30
    drafts = _outside_units(drafts)
    drafts = _outside_periods(text, drafts, lang)
    drafts = combine(text, drafts, lang)
    share_ranges(text, drafts, lang)
    share_products(text, drafts)
    clock_lists(text, drafts, lang)
    read_periods(text, drafts, lang)
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
            owner=None if d.kind == "time" else d.owner,  # "zaterdag 9.00": no owner
        )
        for d in drafts
    ]


def _outside_periods(
    text: str, drafts: list[Draft], lang: NumberLanguage
) -> list[Draft]:
    """Drop a number inside a phrase for the period before: "*een* jaar eerder".

    The phrase is one qualifier ("a year ago", "twelve months ago"), no value.
    """
    pattern = patterns_for(lang).earlier
    if pattern is None or not drafts:
        return drafts
    spans = [m.span() for m in pattern.finditer(text)]
    if not spans:
        return drafts
    return [d for d in drafts if not any(a <= d.start and d.end <= b for a, b in spans)]


def _outside_units(drafts: list[Draft]) -> list[Draft]:
    """Drop a number word read inside another number's unit: "18 por *ciento*"."""
    out: list[Draft] = []
    for d in drafts:
        if out and not d.digits and out[-1].end <= d.start < out[-1].span_end:
            continue
        out.append(d)
    return out


def conversion(a: str | None, b: str | None) -> float | None:
    """Return what a value in unit ``a`` is multiplied by to be said in ``b``.

    None where the units measure different things or are one unit: "hour" to
    "minute" is 60, "g" to "kilogram" 0.001.
    """
    if a is None or b is None or a == b:
        return None
    first, second = units.CONVERSIONS.get(a), units.CONVERSIONS.get(b)
    if first is None or second is None or first[0] != second[0]:
        return None
    return first[1] / second[1]


def units_compatible(a: str | None, b: str | None) -> bool:
    """Units agree when either side names none, they are equal, or one is the family."""
    if a is None or b is None or a == b:
        return True
    return units.UNIT_PARENT.get(a) == b or units.UNIT_PARENT.get(b) == a
