"""Whether two numbers state the same value, and which answer numbers need no source.

Values are compared after normalisation (``text.numbers``): any reading of one equal to
any reading of the other, or within ``HEDGE_TOLERANCE`` when the answer hedges. The
exemptions: the current year, a value the user said, word fractions ("half").
"""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from ...text.numbers import NumberMention

HEDGE_TOLERANCE: Final = 0.05


def exempt(
    m: NumberMention, asked: list[NumberMention], query: str, year: int | None
) -> bool:
    """Exempt the current year, a value the user said and word fractions ("half")."""
    if m.kind == "year" and year is not None and m.value == year:
        return True
    if m.kind == "fraction" and not any(c.isdigit() for c in m.text):
        return True
    if m.kind == "name" or (m.prefix and name_in(m, query)):
        return name_in(m, query)
    return any(values_match(m, q, 0.0) for q in asked)


def values_match(a: NumberMention, b: NumberMention, tolerance: float) -> bool:
    """Whether any reading of ``a`` equals (or, hedged, nears) any reading of ``b``."""
    for x in a.values:
        for y in b.values:
            if isinstance(x, str) or isinstance(y, str):
                if x == y:
                    return True
            elif math.isclose(x, y, rel_tol=1e-9, abs_tol=1e-9) or (
                tolerance and abs(x - y) <= tolerance * abs(y)
            ):
                return True
    return False


def in_decade(m: NumberMention, other: NumberMention) -> bool:
    """Tell whether ``other`` falls in the decade ``m`` names: 1994 in "the 1990s"."""
    if other.kind not in ("year", "decade", "cardinal"):
        return False
    starts = [v for v in m.values if isinstance(v, float)]
    return any(
        s <= v < s + 10 for s in starts for v in other.values if isinstance(v, float)
    )


def name_in(m: NumberMention, text: str) -> bool:
    """Tell whether ``text`` states the same name ("covid 19" for "COVID-19")."""
    surface = f"{m.prefix} {m.text}" if m.prefix else m.text
    runs = re.findall(r"[A-Za-z]+|\d+(?:\.\d+)*", surface)
    if not runs:
        return False
    pattern = r"[\s\-_.]?".join(re.escape(r) for r in runs)
    found = re.search(rf"(?<![A-Za-z\d]){pattern}(?![A-Za-z\d])", text, re.IGNORECASE)
    return found is not None
