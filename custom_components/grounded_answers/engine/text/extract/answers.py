"""What kind of answer a sentence holds: a measure, a number, a time, a name.

The question's kind comes from the language's ``asks`` table (``rank.asked_kinds``);
here a sentence is read for it, numbers by the engine's number reader
(``text/numbers.py``), so every language's digits, units, months and clock times are
read as the numeric gate reads them:

- a *family* ("length", "money", "mass", "temperature", "duration", "pressure") is
  a number with a unit of it (``_FAMILIES``, canonical units of ``text/unit_data``);
  a *measure* a number with any unit; a *number* any number that is no time;
- a *time* a year, a date, a clock time, a day with its month, or a weekday or month
  named in full ("every second Tuesday", "im Oktober");
- a *name* two capitalised words in a row that are no stopword ("Edmund Hillary").

A number or a word the question itself says is no answer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from ...gates.support_words import content_words as stems_of
from ..languages import LANGUAGES
from ..numbers import find_numbers

if TYPE_CHECKING:
    from ..languages import NumberLanguage
    from .material import Material

_AMOUNT_KINDS: Final = frozenset({"cardinal", "percent", "fraction"})
_TIME_KINDS: Final = frozenset({"year", "time", "date"})
_MONTHS: Final = frozenset(
    month for table in LANGUAGES.values() for month in table.months.values()
)
# "mo", "di", "mar", "may" are other words too: weekdays and months named in full.
_WORD_MIN: Final = 4
_NUMBER_KINDS: Final = frozenset(
    {"measure", "number", "time", "length", "money", "mass", "temperature"}
    | {"duration", "pressure"}
)
_WORD: Final = re.compile(r"[^\W\d_][\w'\u2019-]*")
_NAME_WORDS: Final = 2


@dataclass(frozen=True, slots=True)
class Question:
    """What of a question the ranking reads."""

    terms: tuple[str, ...]  # stems of its topic words, in order
    kinds: frozenset[str]  # "amount", "time", "name": what it asks for
    said: frozenset[str]  # stems and number values it says itself: no answer


def holding(
    related: list[int],
    material: Material,
    kind: str,
    question: Question,
    lang: NumberLanguage,
) -> list[int]:
    """Return the related sentences holding an answer of ``kind``.

    A family ("length", "money") is a number with a unit of it; a measure one with
    any unit. Where no related sentence holds one, the wider kind is taken: a
    measure of any unit, then any number ("3,7 Millionen Einwohner").
    """
    texts = [(index, material.sentences[index].text) for index in related]
    widths = [frozenset({kind})]
    if kind in _FAMILIES:
        widths.append(_MEASURE)
    if kind in _FAMILIES or kind == "measure":
        widths.append(_COUNT)
    for kinds in widths:
        found = [i for i, text in texts if _answers(text, kinds, question, lang)]
        if found:
            return found
    return []


_COUNT: Final = frozenset({"number"})
_MEASURE: Final = frozenset({"measure"})
# What a unit measures (canonical units of ``text/unit_data``): "how tall" wants a
# length, "what does it cost" money.
_FAMILIES: Final[dict[str, frozenset[str]]] = {
    "length": frozenset(
        [
            "metre",
            "kilometre",
            "centimetre",
            "millimetre",
            "mile",
            "foot",
            "inch",
            "yard",
        ]
    ),
    "money": frozenset(["euro", "dollar", "pound", "yen", "cent"]),
    "mass": frozenset(["kilogram", "g", "mg", "tonne", "pound", "ounce"]),
    "temperature": frozenset(["degree", "celsius", "fahrenheit", "kelvin"]),
    "duration": frozenset(
        [
            "millisecond",
            "second",
            "minute",
            "hour",
            "day",
            "week",
            "fortnight",
            "month",
            "year",
        ]
    ),
    "pressure": frozenset(["bar", "psi", "hectopascal"]),
}


def _answers(
    text: str, kinds: frozenset[str], question: Question, lang: NumberLanguage
) -> bool:
    """Whether ``text`` holds an answer of one of ``kinds``."""
    if "name" in kinds and _names(text, question, lang):
        return True
    if "time" in kinds and any(
        len(w) >= _WORD_MIN
        and (
            w.casefold() in lang.weekdays
            or w.casefold() in lang.months
            or (w[0].isupper() and w.casefold() in _MONTHS)  # "March", not "march"
        )
        for w in _WORD.findall(text)
    ):
        return True  # "every second Tuesday", "im Oktober"
    if not kinds & _NUMBER_KINDS:
        return False
    for mention in find_numbers(text, lang.code):
        if any(str(value) in question.said for value in mention.values):
            continue  # the question's own number: "in 1953", "the 3 bins"
        if mention.kind in _TIME_KINDS or mention.unit in _MONTHS:
            if "time" in kinds:
                return True
        elif mention.kind in _AMOUNT_KINDS and (
            "number" in kinds
            or ("measure" in kinds and mention.unit is not None)
            or any(mention.unit in _FAMILIES.get(kind, ()) for kind in kinds)
        ):
            return True
    return False


def _names(text: str, question: Question, lang: NumberLanguage) -> bool:
    """Whether ``text`` names someone the question does not.

    A name is a run of two capitalised words that are no stopword or article and
    not said by the question ("Edmund Hillary", "Firma Müller"): one capitalised word
    is as often a sentence's first word, an adjective ("British") or, in German, any
    noun.
    """
    run = 0
    for word in _WORD.finditer(text):
        token = word[0]
        lower = token.casefold()
        if (
            not token[0].isupper()
            or lower in lang.stopwords
            or lower in lang.articles
            or set(stems_of(token, lang.code)) & question.said
        ):
            run = 0
            continue
        run += 1
        if run >= _NAME_WORDS:
            return True
    return False
