"""Numbers of a statement that tell about another one's: parts of a whole, brackets.

"17 shots, seven of them on target": a piece of a sentence (cut at commas) holding
one of the language's partitives ("of them", "dont", "davon", "waarvan", "di cui")
counts a part of what the number of its kind before it counts, and takes that
number's noun and words (``part_of``). "25.001-40.000 €  142,00 €": a range of the
family beside a value says which value it is (``bracketed``).
"""

from __future__ import annotations

import itertools
import re
from dataclasses import replace
from typing import TYPE_CHECKING, Final

from ...text.number_compound import runs
from .cuts import cut
from .tokens import NAME_WEIGHT, is_number, number_token

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...text.languages import NumberLanguage
    from ...text.numbers import NumberMention
    from .cues import Family
    from .local import Local

_LIST: Final = 3  # values a list holds at least: "6.15 · 9.30 · 13.00"
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


def related(
    found: dict[int, Local],
    text: str,
    mentions: Sequence[NumberMention],
    families: list[Family],
    lang: NumberLanguage,
) -> None:
    """Give each number what the other numbers of its statement say of it.

    A bracket of its family beside it (``bracketed``), and its end of a rising list
    (``listed_ends``).
    """
    bracketed(found, mentions, families)
    listed_ends(found, text, mentions, lang)


_COLUMNS: Final = re.compile(r"\t| {2,}")


def listed_ends(
    found: dict[int, Local],
    text: str,
    mentions: Sequence[NumberMention],
    lang: NumberLanguage,
) -> None:
    """Give the first and last of a rising list of a family its ends ("@from", "@to").

    "Mandag-fredag: kl. 6.15 · 9.30 · 13.00 · 16.45 · 19.30": the first departure
    is 6.15 and the last 19.30; "stelstørrelser 46, 50 og 54 cm": the smallest 46.
    Three values at least, each joined to the next by a separator or a conjunction.
    """
    listed = runs(
        range(len(mentions)),
        lambda a, b: _listed_with(text, a, b, mentions, found, lang),
    )
    for chain in listed:
        if len(chain) >= _LIST and _rising([mentions[j] for j in chain]):
            for j, role in ((chain[0], "@from"), (chain[-1], "@to")):
                local = found[j]
                if not local.weights.keys() & {"@from", "@to"}:
                    weights = local.weights | {role: 1.0}
                    found[j] = replace(
                        local, tokens=frozenset(weights), weights=weights
                    )


def _listed_with(
    text: str,
    a: int,
    b: int,
    mentions: Sequence[NumberMention],
    found: dict[int, Local],
    lang: NumberLanguage,
) -> bool:
    """Whether the ``b``-th mention follows the ``a``-th in one list of its family."""
    if found[a].family != found[b].family:
        return False
    between = text[max(mentions[a].end, mentions[a].span_end) : mentions[b].start]
    words = _PHRASE_WORD.findall(between)
    return (
        len(words) <= 1
        and all(w.lower() in lang.conjunctions for w in words)
        and not re.search(r"[^\s\w\u00b7,;/|&+\u2013\u2014-]", between)
        and not _COLUMNS.search(between)  # "62 €\t390 €\t845 €": a table's row
    )


def _rising(listed: list[NumberMention]) -> bool:
    """Whether the values of a list rise from first to last, each above the one before."""
    values = [_order(m) for m in listed]
    return None not in values and all(
        a < b
        for a, b in itertools.pairwise(values)  # type: ignore[operator]
    )


def _order(m: NumberMention) -> float | None:
    """Return a mention's value as a number to order by: "6:15" is 6.25."""
    if isinstance(m.value, float):
        return m.value
    hours, _, minutes = str(m.value).partition(":")
    if hours.isdigit() and minutes.isdigit():
        return int(hours) + int(minutes) / 60
    return None


def bracketed(
    found: dict[int, Local],
    mentions: Sequence[NumberMention],
    families: list[Family],
) -> None:
    """Give the values of a segment the range of their family it names, as words.

    "25.001-40.000 €  142,00 €  98,00 €", "bei 25.001 bis 40.000 Euro … 98 Euro": the
    bracket is no rival of the fee, it says which fee it is.
    """
    for i, local in found.items():
        brackets = [
            j
            for j, other in enumerate(mentions)
            if j != i
            and other.end_of_range
            and families[j] == local.family
            and not mentions[i].end_of_range
            and local.segment[0] <= other.start < local.segment[1]
        ]
        if not brackets:
            continue
        weights = dict(local.weights)
        for j in brackets:
            for token in number_token(mentions[j], families[j]):
                weights.setdefault(token, NAME_WEIGHT)
        found[i] = replace(local, tokens=frozenset(weights), weights=weights)


def part_of(found: dict[int, Local], index: int, whole: int | None) -> Local:
    """Give a part what its whole's statement says: "tiré 19 fois, dont 6 cadrés".

    The whole's words are the part's frame, borrowed (no evidence of its own).
    """
    local = found[index]
    if whole is None:
        return local
    theirs = found[whole]
    frame = {t: w for t, w in theirs.weights.items() if not is_number(t)}
    merged = frame | local.weights
    return replace(
        local,
        tokens=frozenset(merged),
        noun=local.noun | theirs.noun,
        weights=merged,
        borrowed=local.borrowed | (frame.keys() - local.weights.keys()),
    )
