"""Rates: the noun after "per" is counted once, a number the material does not write.

"Lodge £135 per night", "pris pr. uge", "3.950 € pro Woche": the material states a
price for one night or one week, and an answer saying so ("One night in the lodge
costs £135", "En uge koster 3.950 kr.") states that one. Each such noun is an
implied mention of 1, of the noun's unit where it is one, placed right before the
noun and taking no text. It grounds only an answer's 1 that nothing the material
writes grounds, and it is no rival and cuts no statement: the material's own
numbers are read as they were. The rate words are the language's ``rates``.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from ...text import unit_data
from ...text.number_patterns import phrase_alternatives
from ...text.numbers import NumberMention

if TYPE_CHECKING:
    from ...text.languages import NumberLanguage

_ONE: Final = "1"


@lru_cache(maxsize=16)
def _pattern(lang: NumberLanguage) -> re.Pattern[str] | None:
    """Compile "<rate word> <word>" for ``lang``; None where it has no rate words."""
    if not lang.rates:
        return None
    alternatives = phrase_alternatives(lang.rates)
    return re.compile(
        rf"(?<![^\W\d_])(?:{alternatives})(?![^\W\d_])[^\S\n]+([^\W\d_]{{2,}})",
        re.IGNORECASE,
    )


def implied_ones(
    text: str, mentions: list[NumberMention], lang: NumberLanguage
) -> list[NumberMention]:
    """Return a mention of 1 before each noun a rate word counts, in text order.

    Not where the noun is a word of no content ("per the manual") or part of a
    number already read ("5 per cent").
    """
    pattern = _pattern(lang)
    if pattern is None:
        return []
    taken = [(m.start, max(m.end, m.span_end)) for m in mentions]
    table = lang.units or unit_data.UNIT_WORDS
    implied: list[NumberMention] = []
    for found in pattern.finditer(text):
        noun = found[1].lower()
        at = found.start(1)
        unit = table.get(noun)
        if (
            noun in lang.stopwords
            or unit == "percent"
            or any(a <= at < b for a, b in taken)
        ):
            continue
        implied.append(
            NumberMention(
                value=1.0,
                text=_ONE,
                start=at,
                end=at,
                kind="cardinal",
                unit=unit,
                hedged=False,
                span_end=at,
            )
        )
    return implied
