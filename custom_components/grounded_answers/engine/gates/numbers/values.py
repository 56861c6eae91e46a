"""The material's mentions by value: which of them a number of the answer may match.

Text values (versions, names, phones, clock times) are looked up as written; numeric
ones in a sorted list, within a reach wider than any tolerance ``values_match``
allows, so that only the few near values are compared with it.
"""

from __future__ import annotations

import bisect
import math
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from ...text.numbers import conversion
from ...text.unit_data import CONVERSIONS
from .matching import values_match

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...text.numbers import NumberMention

_REACH: Final = 0.06  # of a value: more than any tolerance values_match allows


class ValueIndex:
    """The values of a sequence of mentions, for finding those an answer's matches."""

    def __init__(self, mentions: Sequence[NumberMention]) -> None:
        """Index every reading of each of ``mentions``."""
        self._mentions = mentions
        self._by_text: dict[str, list[int]] = {}
        finite: list[tuple[float, int]] = []
        self._odd: list[int] = []  # infinite readings ("9" * 400) are always compared
        for index, m in enumerate(mentions):
            for value in m.values:
                if isinstance(value, str):
                    self._by_text.setdefault(value, []).append(index)
                elif math.isfinite(value):
                    finite.append((value, index))
                else:
                    self._odd.append(index)
        finite.sort()
        self._values = [value for value, _ in finite]
        self._positions = [index for _, index in finite]

    def matching(self, m: NumberMention, tolerance: float) -> list[int]:
        """Return the indices of the mentions whose values match ``m``'s, in order."""
        found: set[int] = set(self._odd)
        for x in m.values:
            if isinstance(x, str):
                found.update(self._by_text.get(x, ()))
            elif not math.isfinite(x):
                found.update(range(len(self._mentions)))
            else:
                for scaled in _scaled(x, m):
                    reach = _REACH * abs(scaled) + 1e-6
                    low = bisect.bisect_left(self._values, scaled - reach)
                    high = bisect.bisect_right(self._values, scaled + reach)
                    found.update(self._positions[low:high])
        return [
            i for i in sorted(found) if values_match(m, self._mentions[i], tolerance)
        ]


def _scaled(x: float, m: NumberMention) -> tuple[float, ...]:
    """Where to look for ``x``: itself, as a percent, and in its measure's other units.

    A word fraction is looked for as a percent too, "75 minutes" as 1.25 hours.
    """
    if m.kind == "fraction":
        return (x, x * 100)
    return (x, *(x * f for f in _factors(m.unit))) if m.unit else (x,)


@lru_cache(maxsize=64)
def _factors(unit: str) -> tuple[float, ...]:
    """Return what a value in ``unit`` is multiplied by in each other unit of it."""
    return tuple(
        f for other in CONVERSIONS if (f := conversion(unit, other)) is not None
    )
