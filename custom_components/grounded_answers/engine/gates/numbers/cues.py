"""What a mention says about its place: its family, its kind, the end of a change.

Binding compares a mention only with mentions of its family (quantities, years, days
of one month, ...). A number of another family or unit next to it qualifies it ("in
2020", "version 3.12"); "to" and "from" name the ends of a change.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from ...text.number_data import MONTH_NUMBERS
from ...text.numbers import units_compatible

if TYPE_CHECKING:
    from ...text.numbers import NumberMention

# Mentions of one family may stand in for one another when binding.
_FAMILY: Final[dict[str, str]] = {
    "cardinal": "quantity",
    "percent": "quantity",
    "ordinal": "ordinal",
    "year": "year",
    "time": "time",
    "version": "version",
    "score": "score",
}
_MONTH_UNITS: Final = frozenset(MONTH_NUMBERS.values())
# Binding cues. A number of another family or unit in the answer's statement ("in
# 2020", "version 3.12", "the 2024 model") qualifies its value: the material's mention
# of the value should carry it too, and a rival that carries it while the value's own
# clause names another of its kind is where the answer belongs.
_PLAIN_DECIMAL: Final = re.compile(r"\d+\.\d+")
_QUALIFIER_KINDS: Final = frozenset(
    {"cardinal", "percent", "ordinal", "year", "time", "version", "score"}
)
# The two ends of a change: "rose to 3.1% from 2.9%", "up from 2.2 million".
_ROLE_BEFORE: Final = re.compile(
    r"\b(to|from)\s+(?:[$\u20ac\u00a3\u00a5]\s?)?$", re.IGNORECASE
)
_NOW: Final = re.compile(
    r"\b(?:now|currently|current|latest|today|at present|presently)\b", re.IGNORECASE
)


def family_of(m: NumberMention) -> str | None:
    """Name the family a mention competes in: days of a month, years, quantities."""
    if m.unit in _MONTH_UNITS:
        return "day"
    return _FAMILY.get(m.kind)


def same_kind(q: NumberMention, o: NumberMention) -> bool:
    """Whether ``o`` names a number of the qualifier's kind: another year, version."""
    if family_of(q) != family_of(o) or (q.unit is None) != (o.unit is None):
        return False
    if q.unit is None and _shape(q) != _shape(o):
        return False  # "3.0" and "three-phase": bare numbers of different roles
    return units_compatible(q.unit, o.unit)


def _shape(m: NumberMention) -> tuple[bool, bool]:
    """How a bare number is written: with digits; as a plain decimal ("3.0")."""
    return any(c.isdigit() for c in m.text), _PLAIN_DECIMAL.fullmatch(
        m.text
    ) is not None


def qualifies(o: NumberMention, m: NumberMention) -> bool:
    """Whether the answer's ``o`` qualifies ``m``: a number of another kind or unit."""
    if o.kind not in _QUALIFIER_KINDS or m.kind not in _QUALIFIER_KINDS:
        return False
    return not same_kind(o, m)


def change_role(text: str, start: int, floor: int) -> str | None:
    """Return "to" or "from" when the words before ``start`` name an end of a change."""
    found = _ROLE_BEFORE.search(text, max(floor, start - 8), start)
    return found[1].lower() if found else None


def now_role(statement: str) -> str | None:
    """Return "to" for a statement about the present ("is now", "currently")."""
    return "to" if _NOW.search(statement) else None
