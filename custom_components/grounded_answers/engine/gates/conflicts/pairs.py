"""Two mentions of one family, in two sources: whether they disagree.

The rules of ``detect`` for one pair, each a small function of what numeric grounding
read in the material (``numbers.material``): the qualifier of a mention (the words its
sentence attaches to it, less numbers, range ends and the topic), what sets it apart
from its section's other values, whether the shared words weigh as a qualifier,
whether a number or a name qualifies the two differently, and whether two values are
one value (equal, hedged, or rounded).
"""

from __future__ import annotations

import re
from itertools import combinations
from typing import TYPE_CHECKING, Final

from ..numbers.matching import HEDGE_TOLERANCE, values_match
from ..numbers.tokens import NAME_WEIGHT, WORD_WEIGHT, is_number, number_family

if TYPE_CHECKING:
    from ...text.numbers import NumberMention
    from ..numbers.material import Material, Placed

_DIGITS: Final = re.compile(r"\d+")
_SCALE_WORD: Final = 1_000  # "84.6 million": a value 1,000 times its digits
# Two sources' values of one measure lie within this factor of each other.
_MAGNITUDE: Final = 10.0

type Apart = tuple[frozenset[str], frozenset[str]]  # its own tokens, its rivals'


def pairs(
    mat: Material, members: list[Placed], names_apart: bool
) -> tuple[list[tuple[int, int, frozenset[str]]], list[tuple[int, int]]]:
    """Return the pairs of ``members`` that disagree, and those that agree.

    Only pairs across sources; a disagreeing pair carries its shared qualifier.
    """
    tags = [mat.sections[p.section][0] for p in members]
    quals = [qualifier(mat, p) for p in members]
    own = [set_apart(members, quals, i) for i in range(len(members))]
    disagree: list[tuple[int, int, frozenset[str]]] = []
    agree: list[tuple[int, int]] = []
    for i, j in combinations(range(len(members)), 2):
        if tags[i] == tags[j]:
            continue
        shared = quals[i] & quals[j]
        nouns = (mat.local(members[i]).noun, mat.local(members[j]).noun)
        if (
            not shared
            or (all(nouns) and not nouns[0] & nouns[1])  # spectators, not pitches
            or not outweighs(mat, members[i], members[j], quals[i], quals[j], shared)
            or not (speaks_of(own[i], quals[j]) and speaks_of(own[j], quals[i]))
            or apart(mat, members[i], members[j], shared, names_apart)
        ):
            continue
        if same_value(members[i].mention, members[j].mention):
            agree.append((i, j))
        elif not (
            states(members, members[i].section, j)
            or states(members, members[j].section, i)
        ):
            disagree.append((i, j, shared))
    return disagree, agree


def qualifier(mat: Material, p: Placed) -> frozenset[str]:
    """Return the tokens the sentence attaches to ``p`` that may say what it measures.

    Words only: no number ("#year|2011"), no range end ("@from"), not the topic.
    """
    local = mat.local(p)
    tokens = {*local.weights, *local.noun}
    return frozenset(
        t for t in tokens if not t.startswith(("#", "@")) and t not in mat.topic
    )


def outweighs(
    mat: Material,
    p: Placed,
    q: Placed,
    ours: frozenset[str],
    theirs: frozenset[str],
    shared: frozenset[str],
) -> bool:
    """Whether what the two share is a qualifier, not a word in passing.

    The shared tokens weigh at least half of what the less wordy side says on its
    own ("330 metres tall, including antennas" / "stands 324 metres tall"), and the
    values are of one magnitude: "costs 14.80 pounds" and "the cost of the project is
    3.2 million pounds" share a word, not a measure.
    """
    x, y = p.mention.value, q.mention.value
    if isinstance(x, float) and isinstance(y, float) and x and y:
        low, high = sorted((abs(x), abs(y)))
        if high > _MAGNITUDE * low:
            return False
    left, right = mat.local(p).weights, mat.local(q).weights

    def weight(tokens: frozenset[str], weights: dict[str, float]) -> float:
        return sum(weights.get(t, WORD_WEIGHT) for t in tokens)

    alone = min(weight(ours - shared, left), weight(theirs - shared, right))
    return 2 * weight(shared, left) >= alone


def set_apart(members: list[Placed], quals: list[frozenset[str]], i: int) -> Apart:
    """Return what sets ``members[i]`` apart in its section, and what sets its rivals.

    Its own tokens less those its section attaches to the family's other values
    ("réduit" of "tarif réduit : 10 €" beside "tarif plein : 14 €"), and theirs less
    its own. None of either when the section has no other value.
    """
    ours = members[i]
    rivals = [
        quals[k]
        for k, p in enumerate(members)
        if p.section == ours.section and not same_value(p.mention, ours.mention)
    ]
    theirs = frozenset().union(*rivals) - quals[i]
    return quals[i].difference(*rivals), theirs


def speaks_of(own: Apart, theirs: frozenset[str]) -> bool:
    """Whether a sentence (its qualifier ``theirs``) speaks of what sets a value apart.

    It says what sets the value apart in its own section, if anything does (``own``),
    and nothing that sets one of its rivals apart: "le billet plein tarif … 17 €"
    speaks of the "tarif plein" (14 €), not of the "tarif réduit" (10 €).
    """
    setting, rivals = own
    return (not setting or bool(setting & theirs)) and not rivals & theirs


def apart(
    mat: Material, p: Placed, q: Placed, shared: frozenset[str], names_apart: bool
) -> bool:
    """Whether something in their sentences qualifies the two differently."""
    ours, theirs = mat.local(p).weights, mat.local(q).weights
    by_family: dict[str, set[str]] = {}
    for token in ours:
        if is_number(token):
            by_family.setdefault(number_family(token), set()).add(token)
    for token in theirs:
        if is_number(token):
            family = number_family(token)
            held = by_family.get(family)
            if held is not None and token not in held:
                return True  # "in 2020" against "in 2023"
    if not names_apart:
        return False

    def names(a: dict[str, float], b: dict[str, float]) -> bool:
        return any(
            w >= NAME_WEIGHT and not is_number(t) and t not in b and t not in mat.topic
            for t, w in a.items()
            if t not in shared
        )

    return names(ours, theirs) and names(theirs, ours)


def same_value(a: NumberMention, b: NumberMention) -> bool:
    """Whether two values agree: equal, within a hedge, or one the other rounded.

    Rounded means written with a scale word and closer than half its last digit:
    "84.6 million" is "84,607,016"; "2 euros" is not "1.93 euros".
    """
    if values_match(a, b, HEDGE_TOLERANCE if a.hedged or b.hedged else 0.0):
        return True
    x, y = a.value, b.value
    if not isinstance(x, float) or not isinstance(y, float):
        return False
    return abs(x - y) < max(rounding(a), rounding(b)) / 2


def rounding(m: NumberMention) -> float:
    """Return the last digit's place of a value written with a scale word, else 0.

    "84.6 million" -> 100,000; "330" -> 0 (a figure written out is exact).
    """
    groups = _DIGITS.findall(m.text)
    if not groups or not isinstance(m.value, float):
        return 0.0
    last = groups[-1]
    decimals = len(last) if len(groups) > 1 and len(last) != 3 else 0  # noqa: PLR2004
    written = float("".join(groups)) / 10**decimals
    scale = abs(m.value) / written if written else 1.0
    return scale / 10**decimals if scale >= _SCALE_WORD else 0.0


def states(members: list[Placed], section: int, other: int) -> bool:
    """Whether ``section`` states ``members[other]``'s value for the family too."""
    value = members[other].mention
    return any(p.section == section and same_value(p.mention, value) for p in members)
