"""What kind of answer a sentence holds: a measure, a number, a time, a name.

The question's kind comes from the language's ``asks`` table (``rank.asked_kinds``);
here a sentence is read for it, numbers by the engine's number reader
(``text/numbers.py``), so every language's digits, units, months and clock times are
read as the numeric gate reads them:

- a *family* ("length", "money", "mass", "temperature", "duration", "pressure") is
  a number with a unit of it (``_FAMILIES``, canonical units of ``text/unit_data``);
  a *measure* a number with any unit; a *number* any number that is no time;
- a *time* a year, a date, a clock time, a day with its month, or a weekday or month
  named in full ("every second Tuesday", "im Oktober") in the request's language
  only: its own table (``text/languages/<code>.py``; English's is the number
  reader's, case-sensitive: "may" and "march" are verbs), so "Theresa May" or
  "Peter March" in French material, "Maggio" in English, is no time;
- a *name* two capitalised words in a row that are no stopword ("Edmund Hillary").

A number or a word the question itself says is no answer. A sentence's numbers are
read once (``memo``) for every part of a decomposed question.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from ...gates.support_words import content_words as stems_of
from ..number_data import MONTH_NUMBERS, MONTHS
from ..numbers import find_numbers

if TYPE_CHECKING:
    from ..languages import NumberLanguage
    from ..numbers import NumberMention
    from .material import Material

_AMOUNT_KINDS: Final = frozenset({"cardinal", "percent", "fraction"})
_TIME_KINDS: Final = frozenset({"year", "time", "date"})
# The number reader's canonical months (a date's ``unit``): ids, not words.
_MONTH_UNITS: Final = frozenset(MONTH_NUMBERS.values())
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
    memo: dict[int, list[NumberMention]] | None = None,
) -> list[int]:
    """Return the related sentences holding an answer of ``kind``.

    A family ("length", "money") is a number with a unit of it; a measure one with
    any unit. Where no related sentence holds one, the wider kind is taken: a
    measure of any unit, then any number ("3,7 Millionen Einwohner"). ``memo``:
    the numbers of the sentences read so far, by index (kept by the caller).
    """
    memo = {} if memo is None else memo
    widths = [frozenset({kind})]
    if kind in _FAMILIES:
        widths.append(_MEASURE)
    if kind in _FAMILIES or kind == "measure":
        widths.append(_COUNT)
    for kinds in widths:
        found = [
            index
            for index in related
            if _answers(material, index, kinds, question, lang, memo)
        ]
        if found:
            return found
    return []


def month_named(word: str, lang: NumberLanguage) -> bool:
    """Whether ``word`` names a month in the request's language (its own table)."""
    if lang.code == "en":
        return word in MONTHS  # case-sensitive: "may" and "march" are verbs
    return word.casefold() in lang.months


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
    material: Material,
    index: int,
    kinds: frozenset[str],
    question: Question,
    lang: NumberLanguage,
    memo: dict[int, list[NumberMention]],
) -> bool:
    """Whether sentence ``index`` holds an answer of one of ``kinds``."""
    text = material.sentences[index].text
    if "name" in kinds and _names(text, question, lang):
        return True
    if "time" in kinds and any(
        len(w) >= _WORD_MIN and (w.casefold() in lang.weekdays or month_named(w, lang))
        for w in _WORD.findall(text)
    ):
        return True  # "every second Tuesday", "im Oktober"
    if not kinds & _NUMBER_KINDS:
        return False
    mentions = memo.get(index)
    if mentions is None:
        mentions = memo[index] = find_numbers(text, lang.code)
    for mention in mentions:
        if any(str(value) in question.said for value in mention.values):
            continue  # the question's own number: "in 1953", "the 3 bins"
        if mention.kind in _TIME_KINDS or mention.unit in _MONTH_UNITS:
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
