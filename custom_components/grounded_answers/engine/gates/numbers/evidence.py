"""How much an answer's word weighs as evidence of a place: shapes, counted nouns.

A token counts as what both its shapes say ("kostete" is no "Kosten"); across
sentences what a number counts decides as names do (``binding`` uses these).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from .tokens import NAME_WEIGHT, WORD_WEIGHT

if TYPE_CHECKING:
    from .material import Group, Material, Placed

# What a number counts outweighs a name beside it: "L'Inter … 75.417 spettatori" is
# no value of points where the material counts points with another number.
RECOUNTED_WEIGHT: Final = NAME_WEIGHT + WORD_WEIGHT


def recounted(
    noun: frozenset[str], held: list[Placed], rivals: list[Placed], mat: Material
) -> frozenset[str]:
    """Return the answer's counted noun where the rival counts it, the supporter not.

    Only across sentences: inside one, the words after a number may be a verb with
    the noun elided ("nine members …; two preferred").
    """
    if not noun or {h.sentence for h in held} & {r.sentence for r in rivals}:
        return frozenset()
    held_nouns = frozenset().union(*(mat.local(h).noun for h in held))
    if not held_nouns or held_nouns & noun:
        return frozenset()
    return noun & frozenset().union(*(mat.local(r).noun for r in rivals))


def counts_other(
    noun: frozenset[str], group: Group, sentences: set[int], mat: Material
) -> bool:
    """Whether a rival in other sentences counts another noun than the answer's.

    "63 punti" has no rival in "75.417 spettatori"; inside one sentence the words
    after a number may be a verb, the noun elided ("seven members …; two preferred").
    """
    return (
        bool(noun)
        and not group.sentences & sentences
        and all(
            (theirs := mat.local(r).noun) and not theirs & noun for r in group.places
        )
    )


def shaped(material: float, answer: float, opening: bool, known: bool = True) -> float:
    """Weigh a token by what both shapes say of it.

    A word opening a sentence is capitalised whatever it is; where the answer writes
    it capitalised mid-sentence ("Die *Heizkosten* betrugen"), it is a name or noun.
    Where the answer writes in lower case (``known``: not its first word) what the
    material capitalises, it is another word of one stem: "kostete" is no "Kosten".
    """
    if opening and answer == NAME_WEIGHT:
        return material * NAME_WEIGHT / WORD_WEIGHT
    if known and answer == WORD_WEIGHT and material == NAME_WEIGHT:
        return WORD_WEIGHT
    return material
