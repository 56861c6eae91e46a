"""The numeric check: every number of an answer is grounded in the material.

``check_numbers`` reads the answer's numbers sentence by sentence and returns the
first that is not grounded, as a ``NumericFinding``: its value is not in the material
(``matching``) or it is bound to the wrong place there (``binding``).
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from ...text.numbers import find_numbers, units_compatible
from ...text.sentences import split_sentences
from .answer_wording import SentenceWords
from .binding import misbinding
from .matching import HEDGE_TOLERANCE, exempt, in_decade, name_in
from .material import analyse_material
from .words import MARKER, blank, mask

if TYPE_CHECKING:
    from ...text.numbers import NumberMention
    from .answer_wording import Wording
    from .material import Material

_UNBOUND_KINDS: Final = frozenset(
    {"label", "name", "phone", "date", "fraction", "decade"}
)


@dataclass(frozen=True, slots=True)
class NumericFinding:
    """Why a number of the answer is not grounded."""

    token: str  # offending surface text, e.g. "324"
    sentence: str  # the answer sentence it sits in
    detail: str  # one line for the explanation event


def check_numbers(
    answer: str, material: str, *, query: str = "", current_year: int | None = None
) -> NumericFinding | None:
    """None when every number of the answer is grounded in the material."""
    mat = analyse_material(material)
    asked = find_numbers(query)
    answer = blank(MARKER, answer)
    mentions = find_numbers(answer)
    masked = mask(answer, mentions)
    starts = [m.start for m in mentions]
    for sentence in split_sentences(answer):
        low = bisect.bisect_left(starts, sentence.start)
        high = bisect.bisect_left(starts, sentence.end, low)
        inside = mentions[low:high]
        if not inside:
            continue
        words = SentenceWords(answer, masked, sentence.start, sentence.end, inside)
        for mention in inside:
            if exempt(mention, asked, query, current_year):
                continue
            detail = _ungrounded(mention, words.wording(mention), mat)
            if detail:
                return NumericFinding(mention.text, sentence.text, detail)
    return None


def _ungrounded(m: NumberMention, wording: Wording, mat: Material) -> str | None:
    """Say why ``m`` is not grounded by the material; None when it is."""
    desc = f"{m.text} {m.unit}" if m.unit else m.text
    if m.kind == "name":
        return None if name_in(m, mat.text) else f"{desc} not in material"
    if m.kind == "decade" and any(in_decade(m, p.mention) for p in mat.placed):
        return None
    tolerance = HEDGE_TOLERANCE if m.hedged else 0.0
    matching = mat.matching(m, tolerance)
    supporters = [p for p in matching if units_compatible(m.unit, p.mention.unit)]
    if supporters:
        if m.kind in _UNBOUND_KINDS:
            return None
        return misbinding(m, wording, mat, supporters, desc)
    if m.prefix and name_in(m, mat.text):
        return None  # "Apollo 11" written "Apollo-11" in the material
    elsewhere = f" (only as {matching[0].mention.unit})" if matching else ""
    return f"{desc} not in material{elsewhere}"
