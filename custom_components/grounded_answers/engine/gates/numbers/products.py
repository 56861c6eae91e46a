"""The sides of a product named by the letters before it: "(H x B x T) 85 x 60 x 57 cm".

A data sheet writes a device's measures as one product and names its sides once, by
their initials: "Abmessungen (H x B x T): 1.280 x 620 x 810 mm", "Dimensoes (A x L x
P) 85 x 59,7 x 61 cm", "Dimensions (W x H x D)". Each side then measures what its
letter stands for: the dimension most of the language's words for a measure (its
``dimensions`` table) that open with that letter measure.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from ...text.number_compound import multiplied, runs
from .tokens import DIMENSION

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...text.languages import NumberLanguage
    from ...text.numbers import NumberMention

_TIMES: Final = re.compile(r"\s*[\u00d7xX]\s*")  # between the letters too
_LETTERS: Final = re.compile(
    r"(?<![^\W\d_])([^\W\d_])(?:\s*[\u00d7xX]\s*([^\W\d_])){1,3}(?![^\W\d_])"
)


def product_sides(
    text: str, mentions: Sequence[NumberMention], lang: NumberLanguage
) -> dict[int, str]:
    """Return, by mention index, the dimension token each named side measures."""
    initials = _initials(lang)
    if not initials:
        return {}
    out: dict[int, str] = {}
    for chain in runs(
        range(len(mentions)), lambda a, b: multiplied(text, mentions[a], mentions[b])
    ):
        if len(chain) > 1:
            out |= _named(text, mentions, chain, initials)
    return out


def _named(
    text: str,
    mentions: Sequence[NumberMention],
    chain: list[int],
    initials: dict[str, str],
) -> dict[int, str]:
    """Name the sides of one product by the letters on its line before it."""
    line = text.rfind("\n", 0, mentions[chain[0]].start) + 1
    runs = list(_LETTERS.finditer(text, line, mentions[chain[0]].start))
    if not runs:
        return {}
    found = runs[-1]  # the last run of letters before the product
    letters = _TIMES.split(found[0])
    if len(letters) != len(chain):
        return {}
    named = [initials.get(letter.lower()) for letter in letters]
    return {i: f"{d}{DIMENSION}" for i, d in zip(chain, named, strict=True) if d}


@lru_cache(maxsize=16)
def _initials(lang: NumberLanguage) -> dict[str, str]:
    """Return each letter with the dimension most of the words it opens measure.

    "D" in English: "deep", "depth", "depths" against one "diameter". A letter two
    dimensions open as often names neither.
    """
    counts: dict[str, dict[str, int]] = {}
    for word, dimension in lang.dimensions.items():
        by = counts.setdefault(word[0], {})
        by[dimension] = by.get(dimension, 0) + 1
    out: dict[str, str] = {}
    for letter, by in counts.items():
        ranked = sorted(by.values(), reverse=True)
        if len(ranked) == 1 or ranked[0] > ranked[1]:
            out[letter] = max(by, key=by.__getitem__)
    return out
