"""What a mention says about its place: its family.

Binding compares a number only with numbers of its family: the same kind (quantities,
years, times, versions, phone numbers, days of one month), the same unit, and the same
name where both are named ("channel 6" and "channel 11"; "kernel 6.4" is no rival of
"Python 3.13"). A unitless quantity takes the unit of the quantity before it in its
sentence ("12 euros for adults and 6 for children": both are euros).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from ...text import unit_data as units
from ...text.number_data import MONTH_NUMBERS
from ...text.numbers import conversion
from .tokens import stem

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...text.languages import NumberLanguage
    from ...text.numbers import NumberMention

_FAMILY: Final[dict[str, str]] = {
    "cardinal": "quantity",
    "percent": "quantity",
    "fraction": "quantity",
    "ordinal": "ordinal",
    "year": "year",
    "time": "time",
    "version": "version",
    "score": "score",
    "phone": "phone",
    "label": "label",
}
_MONTH_UNITS: Final = frozenset(MONTH_NUMBERS.values())

OCCURRENCES: Final = "times"  # "fois", "veces", "mal": a count, not a measure
_JOIN_REACH: Final = 16
_NEXT_WORD: Final = re.compile(r"\s*([^\W\d_]+)?")
_CONJOINED_WORDS: Final = 5
# A parenthesis right after a number and its noun: "30 days (previously after ".
_ASIDE: Final = re.compile(r"\s*[^\W\d_]*\s*\([^()\d]*")
_BORROWING: Final = frozenset({"quantity", "ordinal"})

type Family = tuple[str | None, str | None, str | None]


def family_of(m: NumberMention) -> str | None:
    """Name the family a mention competes in: days of a month, years, quantities."""
    if m.unit in _MONTH_UNITS:
        return "day"
    return _FAMILY.get(m.kind)


def unit_root(unit: str | None) -> str | None:
    """Return a unit's family: "celsius" and "degree" are one."""
    return units.UNIT_PARENT.get(unit, unit) if unit else None


def family_key(
    m: NumberMention,
    sentence: Sequence[NumberMention] = (),
    *,
    counted: bool = False,
    text: str = "",
    conjunctions: frozenset[str] = frozenset(),
    restating: frozenset[str] = frozenset(),
) -> Family:
    """Return the family of ``m``: kind, unit (borrowed in its sentence) and name.

    A unitless number borrows the unit of the number before it when a conjunction or a
    comma joins them ("12 euros for adults and 6 for children", "15 volte in porta,
    la Juventus 8"), or of the next one it is
    listed with ("à la 12e et à la 58e minute"); an ordinal no word follows takes the
    unit of the ordinal before it ("the 14th minute … in the 67th"), and "times"
    ("tiré 19 fois") is a count, no unit. One with a counted noun of its own
    ("12,000 residents") borrows none, nor one written with other decimals ("30
    seconds in 3.11"), nor one merely in the same sentence ("on the 5 GHz band the
    main network uses channel 6").
    """
    kind = family_of(m)
    unit = m.unit
    if unit is None and kind in _BORROWING and sentence and not counted:
        kin = [
            o
            for o in sentence
            if o is not m
            and family_of(o) == kind
            and o.unit is not None
            and _decimals(o) == _decimals(m)
        ]
        before = [
            o
            for o in kin
            if o.start < m.start
            and _conjoined(text[o.end : m.start], conjunctions, restating)
        ]
        following = next((o for o in sentence if o.start > m.start), None)
        after = [o for o in kin if o is following and joined(m, o)]
        if before or after:  # "12 euros … and 6", "à la 12e et à la 58e minute"
            unit = (before[-1] if before else after[0]).unit
        elif kind == "ordinal" and kin and _elided(text, m, conjunctions):
            # "in the 14th minute and added a second in the 67th": the noun an
            # ordinal leaves out is the one an ordinal before it names.
            earlier = [o for o in kin if o.start < m.start]
            unit = earlier[-1].unit if earlier else None
    if unit is None and kind == "quantity" and _decimals(m):
        kind = "decimal"  # "12.3" beside "Android 10": an identifier, not a count
    if unit == OCCURRENCES:
        unit = None  # "tiré 19 fois" counts what "11 tirs" counts
    return (kind, unit_root(unit), m.owner)  # whose identifier: "kernel" of 6.4


def _conjoined(
    between: str, conjunctions: frozenset[str], restating: frozenset[str]
) -> bool:
    """Whether a conjunction, a comma or a parenthesis joins two numbers a few words apart.

    "30 days (previously 90)": a value in a parenthesis opened by a word of the past
    (``restating``) restates the one before it; "85 m² (floor 3)" does not.
    """
    words = re.findall(r"[^\W\d_]+", between.lower())
    joint = "," in between or any(w in conjunctions for w in words)
    if not joint and _ASIDE.fullmatch(between):
        aside = between[between.index("(") :].lower()
        joint = bool(restating & set(re.findall(r"[^\W\d_]+", aside)))
    return len(words) <= _CONJOINED_WORDS and joint


def _elided(text: str, m: NumberMention, conjunctions: frozenset[str]) -> bool:
    """Whether no word but a conjunction follows ``m``: "… a second in the 67th;"."""
    if not text:
        return False
    after = _NEXT_WORD.match(text, max(m.end, m.span_end))
    word = after[1] if after else None
    return word is None or word.lower() in conjunctions


def joined(m: NumberMention, o: NumberMention) -> bool:
    """Whether ``m`` and the next number ``o`` are listed together ("12e et … 58e").

    Set by the caller's sentence: only a conjunction or range word may stand between.
    """
    return o.start - m.end <= _JOIN_REACH and m.joined_next


def _decimals(m: NumberMention) -> int:
    """Count the digits a number writes after its decimal mark: "6,50" -> 2, "7.0" -> 1.

    Three digits after a mark of a whole value are a thousands group ("2,048",
    "1.500"), no decimals.
    """
    digits = re.split(r"[.,]", m.text)
    if len(digits) < 2 or not digits[-1].isdigit():  # noqa: PLR2004
        return 0
    whole = isinstance(m.value, float) and m.value.is_integer()
    if whole and len(digits[-1]) == 3:  # noqa: PLR2004
        return 0
    return len(digits[-1])


def competing(
    other: Family,
    family: Family,
    ours: Family,
    words: frozenset[str],
    lang: NumberLanguage,
) -> bool:
    """Whether ``other`` competes with a supporter's ``family`` for an answer's number.

    The answer's own family does (``ours``), one measured in another unit of the
    supporter's measure ("40 minutes" against "2 hours"), one named as the answer
    names its number ("Python 3.13"), and one whose owner the answer's ``words`` name
    ("Si usas MariaDB, necesitas la 8.1" where the material has "MariaDB 10.6").
    """
    owner = other[2]
    if other == ours:
        return True
    if other[2] == family[2] and same_measure(other, family):
        return True  # "40 minutes" against "2 hours": one measure in two units
    if ours[2] is not None:
        return other[:1] == ours[:1] and owner == ours[2]
    return owner is not None and other[:1] == family[:1] and stem(owner, lang) in words


def measured(
    mentions: Sequence[NumberMention], families: list[Family], family: Family
) -> list[NumberMention]:
    """Return the numbers of ``family`` and of its measure in another unit.

    One measure in two units is cut as one family: "40 Minuten, der Zug 2 Stunden".
    """
    return [
        m
        for m, f in zip(mentions, families, strict=True)
        if f == family or same_measure(f, family)
    ]


def same_measure(a: Family, b: Family) -> bool:
    """Whether two families are one kind of value in two units of one measure."""
    return a[0] == b[0] and conversion(a[1], b[1]) is not None
