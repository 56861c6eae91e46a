"""Privatives: the words "without", "ohne", "sans", "geen" take from a statement.

The word after a privative names what a value is not for ("Ohne Vorwäsche: 40
Minuten"); it is marked negated (``NEGATED``) in material and answer alike, so that it
meets only its negation. The privatives are each language's ``privatives`` table.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Final

from .tokens import NEGATED, WORD_OR_MARK, stem

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from ...text.languages import NumberLanguage
    from .local import Local

_PRIVATIVE_REACH: Final = 2  # content words a privative may take: "without a fan oven"


def negated_words(
    text: str, span: tuple[int, int], lang: NumberLanguage
) -> tuple[tuple[int, str, int], ...]:
    """Return the content words of ``span`` as (offset, stem, how far negated).

    The word after a privative ("without", "ohne", "sans", "geen") is negated (1):
    it names what a value is not for. "Zet de oven op 200 °C als je geen hetelucht
    gebruikt" is no evidence for the fan oven's 180 °C, and "Without preheating, bake
    for 55 minutes" is no place of preheating. The next one may be negated or not
    ("without a fan oven", "senza prelavaggio dura"), and says nothing (2). A
    privative joined by a hyphen makes a word ("hors-gel"), and a negated verb ("should
    not be given more than 6 tablets") denies the value, not its qualifiers.
    """
    cues = lang.privatives
    body = text[span[0] : span[1]].replace("\u2019", "'")
    words = [
        (match.start(), match[0].lower(), match[0])
        for match in WORD_OR_MARK.finditer(body)
    ]
    out: list[tuple[int, str, int]] = []
    reach = 0
    for at, (offset, lower, word) in enumerate(words):
        if lower in ",;:":
            reach = 0
            continue
        pair = f"{words[at - 1][1]} {lower}" if at else lower
        joined = body[offset + len(word) : offset + len(word) + 1] == "-"
        if (lower in cues or pair in cues) and not joined:
            reach = _PRIVATIVE_REACH
            continue
        if lower not in lang.stopwords:
            depth = _PRIVATIVE_REACH + 1 - reach if reach else 0
            out.append((offset + span[0], stem(word, lang), depth))
            reach = max(reach - 1, 0)
    return tuple(out)


def deny(
    local: Local,
    words: Sequence[tuple[int, str, int]],
    spell: Callable[[str], str],
) -> Local:
    """Return ``local`` with the words its segment negates marked so ("!vorwasch").

    A negated word meets only its negation: "Ohne Vorwäsche: 40 Minuten" is no place
    of a prewash, and "without preheating" in an answer points to it; the word after
    it is left out. A word the segment also says plainly stays plain ("tout séjour …
    hors taxe de séjour"). ``words`` are ``negated_words``; ``spell`` is the
    material's spelling of a stem.
    """
    start, end = local.segment
    inside = [(w, depth) for offset, w, depth in words if start <= offset < end]
    if not any(depth for _, depth in inside):
        return local
    plain = {spell(w) for w, depth in inside if not depth}
    denied = {spell(w) for w, depth in inside if depth == 1} - plain
    unsure = {spell(w) for w, depth in inside if depth > 1} - plain - denied
    if not (denied | unsure) & local.tokens:
        return local
    weights = {
        (NEGATED + t if t in denied else t): w
        for t, w in local.weights.items()
        if t not in unsure
    }
    return replace(local, tokens=frozenset(weights), weights=weights)
