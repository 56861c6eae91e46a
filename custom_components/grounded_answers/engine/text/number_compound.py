"""Quantities said in two parts, read as one: "tre ore e mezza", "26 Euro 50".

A unit followed by the language's "and" and a half ("tres horas y media", "trois
heures et demie") is that many and a half; a duration followed by a count of the
next smaller unit ("3 ore e 30 minuti", "2 hours 15 minutes") is one duration in
the larger unit, its whole part a reading of its own ("about 3 hours"); so is an
amount of money followed by its hundredths ("26 Euro 50", "five pounds eighty",
"145 kroner og 50 øre"). Both sides of
a comparison are read so: "tre ore e mezza" meets "3 ore e 30 minuti", and "30
minuti" alone is not what the material says. The sides of a product ("85 x 59,7 x 61
cm", "30 x 20 cm") are measured in the unit the last one names.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from .unit_data import UNIT_WORDS

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from .languages import NumberLanguage
    from .number_draft import Draft, NumberMention

_HALF: Final = 0.5
_PARTS: Final = frozenset({_HALF, 0.25, 0.75})  # "… and a half", "… et quart"
# A duration unit, the next smaller one and how many of those it holds.
_SMALLER: Final[dict[str, tuple[str, int]]] = {
    "day": ("hour", 24),
    "hour": ("minute", 60),
    "minute": ("second", 60),
}
# Money said in two parts: a whole and its hundredths ("26 Euro 50", "145 kroner og
# 50 øre").
_MONEY: Final = frozenset({"euro", "pound", "dollar", "krone", "franc"})
_CENTS: Final = 100
_WORDS: Final = re.compile(r"[^\W\d_]+")
_TIMES: Final = re.compile(r"\s*[\u00d7xX]\s*")  # the sign between a product's sides


def combine(text: str, drafts: list[Draft], lang: NumberLanguage) -> list[Draft]:
    """Return ``drafts`` (in order) with each two-part quantity merged into one."""
    out: list[Draft] = []
    for d in drafts:
        last = out[-1] if out else None
        if last is not None and _joined(text, last, d, lang):
            whole = float(last.value)  # type: ignore[arg-type]
            if d.kind == "fraction":  # "3 e mezza": 3 is not 3½; "una hora y cuarto"
                last.value, last.alternatives = whole + float(d.value), ()  # type: ignore[arg-type]
            else:
                # "about 3 hours" rounds "3 hours 10 minutes": the whole part stays a
                # reading of its own.
                parts = _parts(last.unit)  # type: ignore[arg-type]
                last.value = whole + float(d.value) / parts  # type: ignore[arg-type]
                # "26 Euro 50" is no 26 €: money is said to the cent.
                last.alternatives = () if last.unit in _MONEY else (whole,)
            last.end = d.end
            last.span_end = max(d.span_end, d.end)
            continue
        out.append(d)
    return out


_NEXT: Final = re.compile(r"\s+([^\W\d_]+)")


def _parts(unit: str) -> int:
    """Return how many of the next smaller unit one ``unit`` holds: 60, 100."""
    return _CENTS if unit in _MONEY else _SMALLER[unit][1]


def _counts_after(text: str, end: int, lang: NumberLanguage) -> bool:
    """Whether a word follows a number that it may count: "40 euros con 2 *camas*"."""
    word = _NEXT.match(text, end)
    return word is not None and word[1].lower() not in lang.stopwords | lang.articles


def _counts_on(text: str, end: int, lang: NumberLanguage) -> bool:
    """Whether the half goes on to count something: "half the route", "a half cup"."""
    word = _NEXT.match(text, end)
    if word is None:
        return False
    lower = word[1].lower()
    return lower in lang.articles or lower in (lang.units or UNIT_WORDS)


def _joined(text: str, first: Draft, second: Draft, lang: NumberLanguage) -> bool:
    """Whether ``second`` completes ``first``: "… ore e mezza", "… ore e 30 minuti"."""
    if first.unit is None or first.kind != "cardinal" or isinstance(first.value, str):
        return False
    between = text[max(first.span_end, first.end) : second.start]
    words = [w.lower() for w in _WORDS.findall(between)]
    if words and words[-1] in lang.articles and second.kind == "fraction":
        words.pop()  # "tre og en halv", "three and a half"
    if _WORDS.sub("", between).strip(" '\u2019") or len(words) > 1:
        return False  # only spaces and one "and" stand between: no comma, no word
    if words and words[0] not in lang.ands:
        return False  # "3 hours or 30 minutes" are two
    if second.kind == "fraction":
        return (
            bool(words)
            and second.value in _PARTS
            and second.unit is None
            and not _counts_on(text, second.end, lang)
        )
    if first.unit in _MONEY:  # "26 Euro 50", "five pounds eighty", "12 euro e 50"
        return (
            second.unit in (None, "cent")
            and (second.unit is not None or not _counts_after(text, second.end, lang))
            and second.kind == "cardinal"
            and isinstance(second.value, float)
            and second.value.is_integer()
            and 0 < second.value < _CENTS
            and float(first.value).is_integer()
        )
    smaller = _SMALLER.get(first.unit)
    return (
        smaller is not None
        and second.unit == smaller[0]
        and second.kind == "cardinal"
        and isinstance(second.value, float)
        and second.value.is_integer()
        and 0 < second.value < smaller[1]
        and float(first.value).is_integer()
    )


def share_products(text: str, drafts: list[Draft]) -> None:
    """Give each side of a product the unit of its last: "85 x 59,7 x 61 cm"."""
    for chain in runs(
        range(len(drafts)), lambda a, b: multiplied(text, drafts[a], drafts[b])
    ):
        last = drafts[chain[-1]]
        if len(chain) > 1 and last.unit is not None:
            for side in (drafts[i] for i in chain[:-1]):
                if side.unit is None and isinstance(side.value, float):
                    side.unit = last.unit


def multiplied(text: str, a: Draft | NumberMention, b: Draft | NumberMention) -> bool:
    """Whether only a times sign stands between ``a`` and ``b``: "85 x 60"."""
    return _TIMES.fullmatch(text, max(a.end, a.span_end), b.start) is not None


def runs(indices: Iterable[int], joined: Callable[[int, int], bool]) -> list[list[int]]:
    """Split ``indices`` into maximal runs, each joined to the one before it."""
    out: list[list[int]] = []
    for i in indices:
        if out and joined(out[-1][-1], i):
            out[-1].append(i)
        else:
            out.append([i])
    return out
