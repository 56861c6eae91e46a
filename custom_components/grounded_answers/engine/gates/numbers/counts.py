"""What a number counts, and what that says of its rivals.

A rival counting another thing is no rival; one counting the answer's thing where the
supporter counts another is evidence against it.
"L'Inter ora ha 63 punti" has no rival in another sentence's "75.417 spettatori"
(``counts_other``); "75 g hvedemel" against "75 g sukker" and "900 g hvedemel" names the
flour twice (``recounted``); "1,800 animals of 140 species" tells its two numbers apart
by their nouns alone (``counted_beside``). Only where the supporter counts a noun of its
own: a paraphrase ("1,200 people" for "1,200 workers") keeps every rival.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .labels import in_cell

if TYPE_CHECKING:
    from ...text.numbers import NumberMention
    from .material import Group, Material, Placed


def counts_other(
    noun: frozenset[str], held: list[Placed], group: Group, mat: Material
) -> bool:
    """Whether a rival counts another thing than the answer and its supporter count.

    "L'Inter ora ha 63 punti" against "… salgono a 63 punti" has no rival in another
    sentence's "75.417 spettatori", nor "140 soorten" in its very segment's "1.800
    dieren". Only where the supporter counts the answer's very noun: a paraphrase
    ("1,200 people" for "1,200 workers") keeps every rival, and so does a statement
    of its own in the supporter's sentence ("… and 900 people in 2023").
    """
    if not noun:
        return False
    segments = {mat.local(h).segment for h in held}
    if {h.sentence for h in held} & group.sentences and any(
        mat.local(r).segment not in segments for r in group.places
    ):
        return False
    if not all(noun <= mat.local(h).noun for h in held):
        return False
    return all(
        (theirs := mat.local(r).noun) and not theirs & noun for r in group.places
    )


def recounted(
    m: NumberMention,
    noun: frozenset[str],
    held: list[Placed],
    rivals: list[Placed],
    mat: Material,
) -> frozenset[str]:
    """Return the answer's measured nouns a rival measures where its supporter another.

    "75 g hvedemel" against "75 g sukker" and "900 g hvedemel": what a measure is of
    names it twice, as a word and as its substance. A count is named in other words
    as often ("87,000 fans", "87,000 spectators"): its noun weighs as a word.
    """
    if (
        m.unit is None
        or not noun
        or not all((theirs := mat.local(h).noun) and not theirs & noun for h in held)
    ):
        return frozenset()
    return frozenset(noun & {t for r in rivals for t in mat.local(r).noun})


def counted_beside(
    noun: frozenset[str], held: list[Placed], rivals: list[Placed], mat: Material
) -> frozenset[str]:
    """Return the answer's counted noun where a rival beside its supporter counts it.

    "1,800 animals of 140 species": in one segment both numbers have every word, and
    only what each counts tells them apart; an answer counting "species" with 1,800
    names the 140. Only where the supporter counts another noun of its own.
    """
    segments = {mat.local(h).segment for h in held}
    if not noun or not all(
        (theirs := mat.local(h).noun) and not theirs & noun for h in held
    ):
        return frozenset()
    return frozenset(
        noun
        & {
            t
            for r in rivals
            if mat.local(r).segment in segments
            for t in mat.local(r).noun
        }
    )


def left_uncounted(
    noun: frozenset[str], held: list[Placed], mat: Material
) -> frozenset[str]:
    """Return the answer's counted noun where its supporter leaves that noun out.

    "huit de plus que Monaco" for "8 points de plus": the noun is no evidence against
    it. A table's cell ("Personale tecnico-amministrativo  918") names what it counts
    by its row's label, and leaves no noun out.
    """
    if any(mat.local(h).noun for h in held) or all(
        in_cell(mat.text, h.mention.start) for h in held
    ):
        return frozenset()
    return noun
