"""Parallel statements lined up: which tokens a later statement shares or leaves out.

"The main network uses channel 6 and the guest network channel 11": the two
segments share a frame ("network", "channel", the number); inside a gap of the frame
tokens are paired one to one ("main" / "guest": evidence for their own numbers), and a
token an earlier segment has and a later one leaves out is shared ("uses").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .reading import ANCHOR, weights
from .tokens import dimension, is_number, number_family

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...text.languages import NumberLanguage
    from .reading import Item

_PAIRED, _ELIDED, _EITHER = "paired", "elided", "either"
_CLOSING_WORDS = 2  # "eingestellt", "angezeigt werden": a verb closing the sentence


def align(
    sequences: list[list[Item]],
    *,
    capitalised_nouns: bool = False,
    clauses: Sequence[bool] = (),
) -> tuple[list[dict[str, float]], list[set[str]], set[frozenset[str]]]:
    """Return each segment's tokens and weights, with the tokens later ones elide.

    Also each segment's elided tokens: borrowed from an earlier segment, they belong
    to the number as the frame shares them, and are no words of its own; a segment
    naming what its measure measures ("tief", "Höhe") borrows no other. A segment
    that opens a clause of its own (``clauses``, ``opens_clause``: "… und *wurde*
    1880 vollendet") has its own verb: what it leaves out of an earlier one is a
    guess, half that one's evidence, and what closes it is its own.

    Also the contrasts: the tokens two segments put in one place ("main" / "guest",
    "in staging" / "in production"), each the other's alternative.
    """
    contrasts: set[frozenset[str]] = set()
    owned = [weights(seq) for seq in sequences]
    borrowed: list[set[str]] = [set() for _ in sequences]
    halved: list[set[str]] = [set() for _ in sequences]
    for x, seq in enumerate(sequences):
        for y in range(x + 1, len(sequences)):
            other = sequences[y]
            frame = _frame(seq, other)
            kinds = {number_family(tok) for tok, _ in other if is_number(tok)}
            for i, (tok, _) in enumerate(seq):
                if tok in frame or (is_number(tok) and number_family(tok) in kinds):
                    continue  # shared, or "im August … nach 5,5 im Juli": its own
                pairing = _pairing(seq, i, other, frame)
                counterpart = _counterpart(seq, i, other, frame)
                if counterpart is not None:
                    contrasts.add(frozenset((tok, counterpart)))
                if pairing == _ELIDED and y < len(clauses) and clauses[y]:
                    pairing = _EITHER
                if pairing == _ELIDED and tok not in owned[y] and _lacks(tok, owned[y]):
                    owned[y][tok] = owned[x][tok]
                    borrowed[y].add(tok)
                elif pairing == _EITHER and tok not in halved[x]:
                    owned[x][tok] = owned[x][tok] / 2  # a guess is half the evidence
                    halved[x].add(tok)
    if not (clauses and clauses[-1]):
        _share_closing_words(sequences, owned, capitalised_nouns=capitalised_nouns)
    return owned, borrowed, contrasts


def _lacks(token: str, theirs: dict[str, float]) -> bool:
    """Whether a segment may borrow ``token``: a dimension only where it names none."""
    return not dimension(token) or not any(dimension(t) for t in theirs)


def _share_closing_words(
    sequences: list[list[Item]],
    owned: list[dict[str, float]],
    *,
    capitalised_nouns: bool,
) -> None:
    """Give earlier segments the words the last one closes the sentence with.

    "… tagsüber auf 21 °C und nachts auf 18 °C *eingestellt*": a verb at the end of
    the sentence (German, Dutch) belongs to every statement that ends at its number.
    A name closing it does not, but where every noun is capitalised ("pro *Monat*") a
    capital tells no name.
    """
    last = sequences[-1]
    anchors = [i for i, (tok, _) in enumerate(last) if tok == ANCHOR]
    if len(sequences) < 2 or not anchors:  # noqa: PLR2004
        return
    after = [
        (tok, shape) for tok, shape in last[anchors[-1] + 1 :] if not is_number(tok)
    ]
    closing = [tok for tok, _ in after]
    if not capitalised_nouns and any(shape == "U" for _, shape in after):
        return  # a name closing it ("contre 11 tirs pour l'OM") is that number's
    if len(closing) > _CLOSING_WORDS:
        return  # a clause of its own after the number, not a sentence-final verb
    for x, seq in enumerate(sequences[:-1]):
        if seq and seq[-1][0] == ANCHOR:  # nothing after its number: it shares the end
            for tok in closing:
                if _lacks(tok, owned[x]):  # "… una altura de 172,5 metros y … de largo"
                    owned[x].setdefault(tok, owned[-1][tok])


def _frame(seq: list[Item], other: list[Item]) -> set[str]:
    """Return the tokens two segments share, less those they use crosswise.

    "… electricity *last* year, up from 31 per cent a year *earlier*": "year" is in
    both, but one segment fills the gap before it and the other the gap after it, so
    it lines nothing up and is dropped from the frame.
    """
    mine, theirs = [t for t, _ in seq], [t for t, _ in other]
    shared = set(mine) & set(theirs) - {ANCHOR}
    frame = shared | {ANCHOR}
    for tok in shared:
        a_before, a_after = _sides(mine, tok, frame)
        b_before, b_after = _sides(theirs, tok, frame)
        if (a_before and not b_before and b_after and not a_after) or (
            b_before and not a_before and a_after and not b_after
        ):
            frame.discard(tok)
    return frame


def _sides(tokens: list[str], tok: str, frame: set[str]) -> tuple[bool, bool]:
    """Whether the gaps right before and right after ``tok`` hold anything."""
    at = tokens.index(tok)
    before = at > 0 and tokens[at - 1] not in frame
    after = at + 1 < len(tokens) and tokens[at + 1] not in frame
    return before, after


def _pairing(seq: list[Item], i: int, other: list[Item], frame: set[str]) -> str:
    """Whether ``other`` has a counterpart for ``seq[i]``, leaves it out, or either.

    Inside one gap of the frame, the tokens are lined up one to one from the left and
    from the right, each kind of token with its kind (``_kind``: words, numbers,
    dimensions). A token with a counterpart both ways is evidence for its number
    ("main" / "guest"); one with none either way is left out of ``other`` and shared
    ("uses"); one that has a counterpart only one way ("roast potatoes" / "the
    carrots": which is the verb?) counts half, and is not shared.
    """
    tokens = [tok for tok, _ in other]
    left = next((k for k in range(i - 1, -1, -1) if seq[k][0] in frame), -1)
    right = next((k for k in range(i + 1, len(seq)) if seq[k][0] in frame), len(seq))
    try:
        low = -1 if left == -1 else tokens.index(seq[left][0])
        high = len(other) if right == len(seq) else tokens.index(seq[right][0], low + 1)
    except ValueError:
        return _PAIRED  # the frame does not line up: the token is evidence
    # A word's counterpart is a word, a number's a number, a dimension's a dimension:
    # "… une altitude de 4 805,59 mètres ; en 2007, elle était de 4 810,90" has none
    # for "altitude".
    kind = _kind(seq[i][0])
    mine = [k for k in range(left + 1, right) if _kind(seq[k][0]) == kind]
    size = len(mine)
    room = sum(1 for tok, _ in other[low + 1 : high] if _kind(tok) == kind)
    if room >= size:
        return _PAIRED
    at = mine.index(i)
    from_left, from_right = at < room, at >= size - room
    if from_left and from_right:
        return _PAIRED
    return _EITHER if from_left or from_right else _ELIDED


def _counterpart(
    seq: list[Item], i: int, other: list[Item], frame: set[str]
) -> str | None:
    """Return the token ``other`` puts where ``seq[i]`` stands, lined up from the left.

    "… 30 seconds in *staging* and after 60 seconds in *production*", "*Adults* pay 12
    euros and *children* 6": a gap opens with what its statement is about, whatever
    the shorter one leaves out after it. Only a word of the same kind, another one.
    """
    tokens = [tok for tok, _ in other]
    left = next((k for k in range(i - 1, -1, -1) if seq[k][0] in frame), -1)
    right = next((k for k in range(i + 1, len(seq)) if seq[k][0] in frame), len(seq))
    try:
        low = -1 if left == -1 else tokens.index(seq[left][0])
        high = len(other) if right == len(seq) else tokens.index(seq[right][0], low + 1)
    except ValueError:
        return None
    at, room = i - left - 1, high - low - 1
    if at >= room:
        return None
    mine = seq[i][0]
    theirs = tokens[low + 1 + at]
    if ANCHOR in (mine, theirs) or theirs == mine:
        return None
    return theirs if _kind(theirs) == _kind(mine) == 0 else None


def _kind(token: str) -> int:
    """Return what a token may be lined up with: 0 a word, 1 a number, 2 a dimension."""
    return 1 if is_number(token) else 2 if dimension(token) else 0


def nearest(seq: list[Item]) -> dict[int, set[str]]:
    """Map each number (by rank) to the tokens that go with another one instead.

    This applies inside one segment holding several numbers of a family. The words
    before the first number (the subject) and after the last ("… in the 2022 final")
    go with all; between them, a word goes with the nearest number ("lost 98-104 to
    the *Celtics* … after *leading* 55-50"), with both where equally near.
    """
    anchors = [i for i, (tok, _) in enumerate(seq) if tok == ANCHOR]
    if len(anchors) < 2:  # noqa: PLR2004
        return {}
    out: dict[int, set[str]] = {rank: set() for rank in range(len(anchors))}
    owners: dict[str, set[int]] = {}
    for i, (tok, _) in enumerate(seq):
        if tok == ANCHOR or not anchors[0] < i < anchors[-1]:
            continue
        gaps = [abs(i - a) for a in anchors]
        near = {rank for rank, gap in enumerate(gaps) if gap == min(gaps)}
        owners.setdefault(tok, set()).update(near)
    for tok, near in owners.items():
        for rank, toks in out.items():
            if rank not in near:
                toks.add(tok)
    return out


def opens_clause(text: str, segment: tuple[int, int], lang: NumberLanguage) -> bool:
    """Tell whether a statement opens with a conjunction and a finite verb of its own.

    "… und *wurde* erst 1880 vollendet", "… en *werd* in 1382 voltooid": where the
    verb closes the clause, the participle at its end is this statement's alone.
    """
    if not lang.auxiliaries:
        return False
    words = re.findall(r"[^\W\d_]+", text[segment[0] : segment[1]])
    return (
        len(words) > 1
        and words[0].lower() in lang.conjunctions
        and words[1].lower() in lang.auxiliaries
    )


def subjectless(text: str, segment: tuple[int, int], lang: NumberLanguage) -> bool:
    """Tell whether a statement shares the subject of the one before it.

    It does when it opens with a conjunction and goes straight on to its verb ("…
    and went on to win 4-2"); "and *the* guest network …" or "en NSC op 20" name a
    subject of their own.
    """
    words = re.findall(r"[^\W\d_]+(?:['\u2019])?", text[segment[0] : segment[1]])
    if len(words) < 2 or words[0].lower() not in lang.conjunctions:  # noqa: PLR2004
        return False
    following = words[1]
    return following[0].islower() and following.lower() not in lang.articles
