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
from ..numbers.tokens import (
    NAME_WEIGHT,
    WORD,
    WORD_WEIGHT,
    is_number,
    number_family,
    stem,
)
from .frames import INCLUDING, code_of

if TYPE_CHECKING:
    from ...text.numbers import NumberMention
    from ..numbers.material import Material, Placed

_DIGITS: Final = re.compile(r"\d+")
_SCALE_WORD: Final = 1_000  # "84.6 million": a value 1,000 times its digits
# Two sources' values of one measure lie within this factor of each other.
_MAGNITUDE: Final = 10.0
# Clause cuts around a value: commas, semicolons, dashes, brackets (and conjunctions).
_CUT: Final = re.compile(r"[,;](?=\s)|\s[-\u2013\u2014]\s|[()]")
_OF_REACH: Final = 3  # "part of the Danube": a topic word this few words on
_INCLUDING_REACH: Final = 3  # "with its antennas": the word this few words on

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
            or set_off(mat, members[i], members[j], quals[i], quals[j])
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


def set_off(
    mat: Material,
    p: Placed,
    q: Placed,
    ours: frozenset[str],
    theirs: frozenset[str],
) -> bool:
    """Whether the two values measure different things of one topic.

    Each side's *own* words are those of the value's clause (the sentence cut at
    commas, semicolons, dashes, brackets and conjunctions) that qualify it, are not
    the topic, and the other side does not attach to its value - less the words a
    phrase of counting governs ("with its antennas": how the value is counted). They
    set the two apart when both sides have some ("adults" / "children", "in town" /
    "on motorways"), on one side of their values, or when one side's own word names
    a part of the whole: before the value, a word of the topic or one both sides
    share follows it past linking words ("the antenna on top of the CN Tower", "die
    Aussichtsplattform des Fernsehturms", "la lanterne du phare"). What the two
    share is all that may make them a disagreement.
    """
    mine = _own(mat, p, ours - theirs)
    other = _own(mat, q, theirs - ours)
    if {side for _k, side in mine[2]} & {side for _k, side in other[2]}:
        return True  # "for adults costs 25" / "for children costs 12": in one place
    whole = mat.topic | (ours & theirs)
    return any(
        _of_whole(mat, near, stems, k, whole)
        for near, stems, owned in (mine, other)
        for k, before in owned
        if before
    )


def _of_whole(
    mat: Material, near: list[str], stems: list[str], k: int, whole: frozenset[str]
) -> bool:
    """Whether word ``k`` is a part of the whole: "part of the Danube", "du phare".

    A word of the topic, or one both sides attach to their values, follows it past
    linking words only (at least one), before the value.
    """
    for step in range(k + 1, min(len(stems), k + 2 + _OF_REACH)):
        if near[step] == "":  # the value
            return False
        if stems[step] in whole:
            return step > k + 1
        if near[step] not in mat.lang.stopwords:
            return False
    return False


def _own(
    mat: Material, p: Placed, own: frozenset[str]
) -> tuple[list[str], list[str], list[tuple[int, bool]]]:
    """Return the words of ``p``'s clause, their stems, and its own words.

    Each own word as its index and whether it stands before the value.
    """
    if not own:
        return ([], [], [])
    start, end = mat.local(p).segment
    lang = mat.lang
    cuts = [start, end]
    cuts += [c.end() for c in _CUT.finditer(mat.text, start, end)]
    words = list(WORD.finditer(mat.text, start, end))
    cuts += [w.start() for w in words if w[0].lower() in lang.conjunctions]
    m = p.mention
    low = max(c for c in cuts if c <= m.start)
    high = min((c for c in cuts if c >= max(m.end, m.span_end)), default=end)
    inside = [w for w in words if low <= w.start() < high]
    near = [w[0].lower() for w in inside]
    # The value itself, as an empty word: a part is named before its measure.
    at = sum(1 for w in inside if w.start() < m.start)
    near.insert(at, "")
    stems = [stem(w, lang) if w else "" for w in near]
    including = INCLUDING.get(code_of(lang.code), frozenset())
    owned = [
        (k, k < at)
        for k, s in enumerate(stems)
        if near[k]
        and s in own
        and not any(w in including for w in near[max(0, k - _INCLUDING_REACH) : k])
    ]
    return (near, stems, owned) if owned else ([], [], [])


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
