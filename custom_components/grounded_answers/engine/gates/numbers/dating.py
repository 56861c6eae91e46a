"""Years that qualify another value: "In 2021 Cambridge had 145,700 inhabitants".

Such a year is bound through the value it dates, where the material dates that value
with it; a year that states itself ("opened in 1869") is bound as any number.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Final

from .cues import family_of
from .matching import HEDGE_TOLERANCE
from .tokens import number_token

_DATED: Final = frozenset({"year", "date", "decade", "day"})  # kinds and families

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...text.numbers import NumberMention
    from .local import Local
    from .material import Material


def qualifying_years(
    mentions: Sequence[NumberMention], locals_: Sequence[Local], mat: Material
) -> list[NumberMention]:
    """Return the years that qualify a value of another kind, as the material does.

    "In 2021 Cambridge had 145,700 inhabitants": the year is bound through the value,
    so it holds where a place of that value names the year (its segment or its
    sentence), not on its own; "opened in 1869 and its towers rise 84.3 metres" states
    the year for itself, and a year no place of the value names is bound as any.
    """
    out = []
    for m, local in zip(mentions, locals_, strict=True):
        if m.kind != "year":
            continue
        token = number_token(m, local.family)[0]
        if any(
            o is not m
            and o.kind not in _DATED
            and family_of(o) not in _DATED  # "Ponte 25 de Abril": a day
            and token in theirs.tokens
            and _dated_there(o, m, token, mat)
            for o, theirs in zip(mentions, locals_, strict=True)
        ):
            out.append(m)
    # The first end of a range of years qualifies what its other end does: "between
    # 2011 and 2021 … grew by 17.6 %".
    for m, following in itertools.pairwise(mentions):
        if m.kind == "year" and m.end_of_range == "from" and following in out:
            out.append(m)
    return out


def _dated_there(
    value: NumberMention, year: NumberMention, token: str, mat: Material
) -> bool:
    """Whether a place of ``value`` in the material names ``year``."""
    tolerance = HEDGE_TOLERANCE if value.hedged else 0.0
    years = {p.sentence for p in mat.matching(year, 0.0) if p.mention.kind == "year"}
    return any(
        token in mat.local(p).tokens or p.sentence in years
        for p in mat.matching(value, tolerance)
    )
