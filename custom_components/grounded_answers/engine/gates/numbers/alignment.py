"""Parallel statements lined up: which tokens a later statement shares or leaves out.

"The main network uses channel 6 and the guest network channel 11": the two
segments share a frame ("network", "channel", the number); inside a gap of the frame
tokens are paired one to one ("main" / "guest": evidence for their own numbers), and a
token an earlier segment has and a later one leaves out is shared ("uses").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .phrases import EARLIER
from .reading import ANCHOR, weights
from .tokens import dimension, is_number, number_family

if TYPE_CHECKING:
    from collections.abc import Sequence

    from .reading import Item

_PAIRED, _ELIDED, _EITHER = "paired", "elided", "either"
_CLOSING_WORDS = 2  # "eingestellt", "angezeigt werden": a verb closing the sentence


def align(
    sequences: list[list[Item]],
    *,
    capitalised_nouns: bool = False,
    clauses: Sequence[bool] = (),
    verbs: Sequence[str | None] = (),
    roles: frozenset[str] = frozenset(),
) -> tuple[list[dict[str, float]], list[set[str]], set[frozenset[str]]]:
    """Return each segment's tokens and weights, with the tokens later ones elide.

    Also each segment's elided tokens: borrowed from an earlier segment, they belong
    to the number as the frame shares them, and are no words of its own. A segment
    naming what its measure measures ("tief", "Höhe") shares no other dimension.
    A segment that opens a clause of its own (``clauses``, ``opens_clause``: "… und
    *wurde* 1880 vollendet") has its own verb: it shares the earlier one's subject,
    not its verb (``verbs``, ``finite_verb``), and what closes it is its own. A
    word that opens or closes something (``roles``: "started", "schließt") left out
    by a later segment is its verb, shared: "The women started at 8.45, the men at
    9.10".

    Also the contrasts: the tokens two segments put in one place ("main" / "guest",
    "in staging" / "in production"), each the other's alternative.
    """
    contrasts: set[frozenset[str]] = set()
    owned = [weights(seq) for seq in sequences]
    measured = [any(dimension(tok) for tok, _ in seq) for seq in sequences]
    borrowed: list[set[str]] = [set() for _ in sequences]
    halved: list[set[str]] = [set() for _ in sequences]
    for x, seq in enumerate(sequences):
        for y in range(x + 1, len(sequences)):
            clause = y < len(clauses) and clauses[y]
            # A clause of its own closes with its verb, no counterpart of the earlier
            # one's words: "… bei 32 Cent je Kilowattstunde und ist … auf 42 Cent
            # *gestiegen*" leaves out "je Kilowattstunde".
            other = _verbless(sequences[y]) if clause else sequences[y]
            frame = _frame(seq, other)
            kinds = {number_family(tok) for tok, _ in other if is_number(tok)}
            for i, (tok, _) in enumerate(seq):
                if tok in frame or (is_number(tok) and number_family(tok) in kinds):
                    continue  # shared, or "im August … nach 5,5 im Juli": its own
                gap = _gap(seq, i, other, frame)
                counterpart = _counterpart(seq, i, other, gap)
                if counterpart is not None:
                    contrasts.add(frozenset((tok, counterpart)))
                if dimension(tok) and measured[y]:
                    continue  # "una altura de 172,5 metros y … 90 metros de largo"
                pairing = _pairing(seq, i, other, gap)
                if pairing == _EITHER and tok in roles:
                    pairing = _ELIDED  # "The women started at 8.45, the men at 9.10"
                if pairing == _ELIDED and clause and x < len(verbs) and tok == verbs[x]:
                    continue  # "de bouw *begon* in 1321 en werd in 1382 voltooid"
                if pairing == _ELIDED and tok not in owned[y]:
                    owned[y][tok] = owned[x][tok]
                    borrowed[y].add(tok)
                elif pairing == _EITHER and tok not in halved[x]:
                    owned[x][tok] = owned[x][tok] / 2  # a guess is half the evidence
                    halved[x].add(tok)
    if not (clauses and clauses[-1]):
        _share_closing_words(sequences, owned, measured, capitalised_nouns)
    return owned, borrowed, contrasts


def _share_closing_words(
    sequences: list[list[Item]],
    owned: list[dict[str, float]],
    measured: list[bool],
    capitalised_nouns: bool,
) -> None:
    """Give earlier segments the words the last one closes the sentence with.

    "… tagsüber auf 21 °C und nachts auf 18 °C *eingestellt*": a verb at the end of
    the sentence (German, Dutch) belongs to every statement that ends at its number.
    A name closing it does not, but where every noun is capitalised ("pro *Monat*") a
    capital tells no name; nor does the period a comparison names ("… rises to £312.4
    million, from £298.1m *last year*").
    """
    last = sequences[-1]
    anchors = [i for i, (tok, _) in enumerate(last) if tok == ANCHOR]
    if len(sequences) < 2 or not anchors:  # noqa: PLR2004
        return
    after = [
        (tok, shape)
        for tok, shape in last[anchors[-1] + 1 :]
        if not is_number(tok) and not tok.startswith(EARLIER)
    ]
    closing = [tok for tok, _ in after]
    if not capitalised_nouns and any(shape == "U" for _, shape in after):
        return  # a name closing it ("contre 11 tirs pour l'OM") is that number's
    if len(closing) > _CLOSING_WORDS:
        return  # a clause of its own after the number, not a sentence-final verb
    for x, seq in enumerate(sequences[:-1]):
        if seq and seq[-1][0] == ANCHOR:  # nothing after its number: it shares the end
            for tok in closing:
                if not (dimension(tok) and measured[x]):  # "una altura … de largo"
                    owned[x].setdefault(tok, owned[-1][tok])


def _verbless(seq: list[Item]) -> list[Item]:
    """Return ``seq`` without the words that close it after its last number."""
    anchors = [i for i, (tok, _) in enumerate(seq) if tok == ANCHOR]
    if not anchors or len(seq) - anchors[-1] - 1 > _CLOSING_WORDS:
        return seq
    return seq[: anchors[-1] + 1]


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


# seq's positions of the token's kind, its words, and the bounds of other's gap
type Gap = tuple[list[int], int, int, int] | None


def _gap(seq: list[Item], i: int, other: list[Item], frame: set[str]) -> Gap:
    """Return the gap of the frame ``seq[i]`` stands in, and the same gap of ``other``.

    The positions in ``seq`` are those of its kind (``_kind``); None where the frame
    does not line up.
    """
    tokens = [tok for tok, _ in other]
    left = next((k for k in range(i - 1, -1, -1) if seq[k][0] in frame), -1)
    right = next((k for k in range(i + 1, len(seq)) if seq[k][0] in frame), len(seq))
    try:
        low = -1 if left == -1 else tokens.index(seq[left][0])
        high = len(other) if right == len(seq) else tokens.index(seq[right][0], low + 1)
    except ValueError:
        return None
    kind = _kind(seq[i][0])
    mine = [k for k in range(left + 1, right) if _kind(seq[k][0]) == kind]
    words = sum(1 for k in range(left + 1, right) if _kind(seq[k][0]) == _WORD)
    return mine, words, low, high


def _pairing(seq: list[Item], i: int, other: list[Item], gap: Gap) -> str:
    """Whether ``other`` has a counterpart for ``seq[i]``, leaves it out, or either.

    Inside one gap of the frame, the tokens are lined up one to one from the left and
    from the right, words with words and numbers with numbers (``_kind``): "… une
    altitude de 4 805,59 mètres ; en 2007, elle était de 4 810,90" has no word for
    "altitude". A token with a counterpart both ways is evidence for its number
    ("main" / "guest"); one with none either way is left out of ``other`` and shared
    ("uses"); one that has a counterpart only one way ("roast potatoes" / "the
    carrots": which is the verb?) counts half, and is not shared. A number left out
    by an ``other`` with words of its own there is not shared either: "Weekdays the
    office is open …; the helpline is staffed from 2 to 6 pm".
    """
    if gap is None:
        return _PAIRED  # the frame does not line up: the token is evidence
    mine, words, low, high = gap
    kind = _kind(seq[i][0])
    theirs = [_kind(tok) for tok, _ in other[low + 1 : high]]
    size, room = len(mine), theirs.count(kind)
    if room >= size:
        return _PAIRED
    at = mine.index(i)
    from_left, from_right = at < room, at >= size - room
    if from_left and from_right:
        return _PAIRED
    if from_left or from_right:
        return _EITHER
    if kind == _NUMBER and theirs.count(_WORD) >= max(words, 1):
        return _EITHER  # a statement of its own there
    return _ELIDED


def _counterpart(seq: list[Item], i: int, other: list[Item], gap: Gap) -> str | None:
    """Return the word ``other`` puts where ``seq[i]`` stands, in a gap of one length.

    "… 30 seconds in *staging* and after 60 seconds in *production*": only gaps
    holding as many words line them up one to one; in "The museum opens at 10:00 and
    closes at 18:00" the museum is no counterpart of closing. Only a word facing a word.
    """
    tok = seq[i][0]
    if gap is None or _kind(tok) != _WORD or dimension(tok) or tok == ANCHOR:
        return None
    mine, _, low, high = gap
    words = [t for t, _ in other[low + 1 : high] if _kind(t) == _WORD]
    at = mine.index(i)
    if len(words) != len(mine):
        return None
    theirs = words[at]
    return None if theirs in (tok, ANCHOR) or dimension(theirs) else theirs


_WORD, _NUMBER = 0, 1


def _kind(token: str) -> int:
    """Return what a token is lined up with: a word (a dimension too) or a number."""
    return _NUMBER if is_number(token) else _WORD
