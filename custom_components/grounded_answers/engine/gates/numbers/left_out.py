"""An answer leaving out the qualifier that sets its value apart names the other value.

"Heizkosten: 1.184,60 € (Vorjahr: 1.342,10 €)": where one sentence holds both values
and only one of them is qualified, an answer naming no qualifier speaks of the other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .material import Placed


def left_out(
    words: frozenset[str],
    supported: dict[str, float],
    theirs: dict[str, float],
    rivals: list[Placed],
    held: list[Placed],
) -> bool:
    """Tell whether the answer leaves out what sets its value apart in a sentence.

    "Heizkosten: 1.184,60 € (Vorjahr: 1.342,10 €)": the previous year's figure is
    the one qualified ("Vorjahr"); an answer that names no qualifier ("Die Heizkosten
    betrugen 1.342,10 €") speaks of the unqualified one, as does one naming only what
    qualifies the other ("Inflation stayed at 2% in May" where "unchanged at 8.7% in
    May, … the 2% target").
    """
    if not any(r.sentence == h.sentence for r in rivals for h in held):
        return False
    qualifiers = {t for t in supported.keys() - theirs.keys() if not t.startswith("@")}
    unqualified = not (theirs.keys() - supported.keys() - words)  # or as the answer
    return bool(qualifiers) and unqualified and not words & qualifiers
