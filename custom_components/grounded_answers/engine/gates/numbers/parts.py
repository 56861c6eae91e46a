"""A number that counts a part of another's whole: "17 shots, seven of them on target".

A piece of a sentence (cut at commas) holding one of the language's partitives ("of
them", "dont", "davon", "waarvan", "di cui") counts a part of what the number of its
kind before it counts (``segments`` gives the part that number's noun and words).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from .cuts import cut

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...text.languages import NumberLanguage
    from ...text.numbers import NumberMention

_PHRASE_WORD: Final = re.compile(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)?")


def wholes_of(
    text: str,
    span: tuple[int, int],
    mentions: Sequence[NumberMention],
    lang: NumberLanguage,
) -> list[int | None]:
    """Return, for each number that counts a part, the number of its whole.

    A piece of the sentence (cut at commas) holding one of the language's partitives
    ("17 shots, seven *of them* on target", "dont", "davon") counts a part of what
    the number of its kind before it, in an earlier piece, counts.
    """
    out: list[int | None] = [None] * len(mentions)
    if len(mentions) < 2 or not _partitive(text, span, lang):  # noqa: PLR2004
        return out  # most sentences: no partitive, no cut to make
    pieces, _asides = cut(text, *span, mentions, lang, soft=True)
    for a, b in pieces:
        if not _partitive(text, (a, b), lang):
            continue
        for i, m in enumerate(mentions):
            if a <= m.start < b:
                out[i] = next(
                    (
                        j
                        for j in range(i - 1, -1, -1)
                        if mentions[j].kind == m.kind and mentions[j].start < a
                    ),
                    None,
                )
    return out


def _partitive(text: str, span: tuple[int, int], lang: NumberLanguage) -> bool:
    """Whether ``text[span]`` holds one of the language's partitives, as words."""
    if not lang.partitives:
        return False
    words = f" {' '.join(_PHRASE_WORD.findall(text, *span)).lower()} "
    words = words.replace("\u2019", "'")  # a typographic apostrophe too
    return any(f" {p} " in words for p in lang.partitives)
