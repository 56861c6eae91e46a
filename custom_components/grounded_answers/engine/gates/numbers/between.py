"""Several numbers of a family in one segment: which words go with which number.

"… faldt bruttoledigheden til 2,8 procent i oktober fra 2,9 procent i september":
the words between two numbers go with the one their side of the word opening the
second one's phrase ("fra", "ai", "to") leaves them to; without such a word, with the
nearest number. Words before the first number (the subject) go with all of them. A
noun right before "de", "von", "van" and a number is what that number measures ("un
salón de 24 m² con salida a una terraza de 8 m²"), that number's alone.
"""

from __future__ import annotations

import itertools
import re
from typing import TYPE_CHECKING, Final

from .place import compared_against
from .reading import ANCHOR
from .tokens import WORD, is_number, number_family

_DATES: Final = ("#month|", "#year|")
# How far before a number its measured noun and its "de" may stand.
_REACH: Final = 48
# The last word before an offset: "terraza" in "… una terraza de".
_WORD_BEFORE: Final = re.compile(r"([^\W\d_]+)\W*$")

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...text.languages import NumberLanguage
    from ...text.numbers import NumberMention
    from .reading import Item


def apart(
    text: str,
    masked: str,
    read: tuple[list[Item], list[tuple[int, Item]]],
    ours: Sequence[NumberMention],
    segment: tuple[int, int],
    lang: NumberLanguage,
) -> dict[int, set[str]]:
    """Map each number of a segment (by rank) to the tokens that are another's.

    ``read`` is the segment's sequence and its items placed in ``text``; ``nearest``
    says how the words are shared out.
    """
    seq, placed = read
    return nearest(
        seq,
        boundaries(masked, placed, ours, lang),
        measured_lead(masked, placed, ours, lang),
        compared_last(text, placed, ours, segment, lang),
        side_by_side(text, placed, ours),
        dated=not _period_end(text, placed, lang),
    )


def nearest(
    seq: list[Item],
    cuts: Sequence[int | None] = (),
    lead: int | None = None,
    compared: bool = False,
    sides: bool = False,
    *,
    dated: bool = True,
) -> dict[int, set[str]]:
    """Map each number (by rank) to the tokens that go with another one instead.

    This applies inside one segment holding several numbers of a family. The words
    before the first number (the subject) and after the last ("… in the 2022 final")
    go with all; between them, a word goes to the number on its side of the word
    that opens the next one (``cuts``: "… til 2,8 procent i *oktober* fra 2,9
    procent"), else to the nearest number ("lost 98-104 to the *Celtics* … after
    *leading* 55-50"), to both where equally near. A qualifying number closing the
    segment ("… ai 24 °C di *agosto*") goes with the last only where an earlier
    number has one of its family of its own ("dagli 8 °C di *febbraio*"), or where
    the segment opens with a date of its family, which is then the first's ("faldt i
    *august* til 2,4 procent fra 3,1 procent i *juli*"). What the
    first number measures (``lead``: "un *salón* de 24 m² … una terraza de 8 m²") is
    the first number's alone, and what follows a number compared against
    (``compared``: "19,6 Prozent nach 21,3 Prozent *vor fünf Jahren*") the last's.
    Two sides of a result (``sides``: "*Unicaja* 88 - 81 *Valencia Basket*") each
    have the name on their side; a label before both ("doelpogingen 17 - 6") is both's.
    """
    anchors = [i for i, (tok, _) in enumerate(seq) if tok == ANCHOR]
    if len(anchors) < 2:  # noqa: PLR2004
        return {}
    out: dict[int, set[str]] = {rank: set() for rank in range(len(anchors))}
    owners: dict[str, set[int]] = {}
    _own_ends(seq, anchors, owners, lead, sides)
    for i, (tok, _) in enumerate(seq):
        if tok == ANCHOR or not anchors[0] < i < anchors[-1]:
            continue
        rank = next(r for r, a in enumerate(anchors) if a > i) - 1
        cut = cuts[rank] if rank < len(cuts) else None
        if cut is not None and anchors[rank] < cut <= anchors[rank + 1]:
            near = {rank if i < cut else rank + 1}
        else:
            gaps = [abs(i - a) for a in anchors]
            near = {r for r, gap in enumerate(gaps) if gap == min(gaps)}
        owners.setdefault(tok, set()).update(near)
    inner = {number_family(t) for t in owners if is_number(t)}
    last = len(anchors) - 1
    # "faldt i *august* til 2,4 procent fra 3,1 procent i *juli*": a date leading the
    # segment and one closing it, of one family, are the first's and the last's.
    led = _dated(seq[: anchors[0]]) & _dated(seq[anchors[-1] + 1 :]) if dated else set()
    for tok, _ in seq[: anchors[0]]:
        if is_number(tok) and number_family(tok) in led:
            owners.setdefault(tok, set()).add(0)
    for tok, _ in seq[anchors[-1] + 1 :]:
        if compared or sides or (is_number(tok) and number_family(tok) in inner | led):
            owners.setdefault(tok, set()).add(last)
    for tok, near in owners.items():
        for rank, toks in out.items():
            if rank not in near:
                toks.add(tok)
    return out


def _period_end(
    text: str, placed: list[tuple[int, Item]], lang: NumberLanguage
) -> bool:
    """Whether a date after the last number closes a period: "Ab März … bis Dezember".

    Then the dates before and after the numbers are one period, every number's; one
    after "since" ("the highest since 2008") dates a comparison, no value.
    """
    anchors = [at for at, (tok, _) in placed if tok == ANCHOR]
    # "bis Dezember" closes a period, "since 2008" dates a comparison
    ends = lang.marks_to | lang.range_to | lang.marks_from
    for at, (tok, _) in placed:
        if anchors and at > anchors[-1] and tok.startswith(_DATES):
            before = _WORD_BEFORE.search(text, max(0, at - 16), at)
            if before is not None and before[1].lower().replace("\u2019", "'") in ends:
                return True
    return False


def _dated(items: list[Item]) -> set[str]:
    """Return the families of which ``items`` hold exactly one date: "#month|".

    "Between 2019 and 2023" is a span, no date of one value.
    """
    found = [number_family(t) for t, _ in items if t.startswith(_DATES)]
    return {f for f in found if found.count(f) == 1}


def boundaries(
    masked: str,
    placed: list[tuple[int, Item]],
    ours: Sequence[NumberMention],
    lang: NumberLanguage,
) -> list[int | None]:
    """Return, for each pair of the family's numbers, where the second one's words open.

    The last range, change or joining word between them ("fra", "ai", "to", "and")
    opens the next number's phrase: the words before it are the first number's. The
    result gives, for each gap, the index in ``placed`` of the first item after that
    word, or None where no such word stands between them.
    """
    anchors = [at for at, (tok, _) in placed if tok == ANCHOR]
    ends = {m.start: max(m.end, m.span_end) for m in ours}
    opens = {m.start: m.end_of_range for m in ours}
    opening = lang.range_from | lang.range_to | lang.marks_from | lang.marks_to
    opening |= lang.conjunctions
    # "7 statt bisher 11", "2,8 % en octobre contre 2,9 %": a comparison word opens
    # the other number's words (a phrase's last word, "van", "with", says no more).
    opening |= {phrase for phrase in lang.versus if " " not in phrase}
    measured = _of(lang)
    to = lang.marks_to | lang.range_to
    cuts: list[int | None] = []
    for first, second in itertools.pairwise(anchors):
        words = [
            w
            for w in WORD.finditer(masked, ends.get(first, first), second)
            if w[0].lower() in opening
        ]
        if not words:
            cuts.append(None)
            continue
        at = words[-1].start()
        # A range's noun is both ends' ("regolabile da 80 a 240 ml"); after a
        # change's end ("sank auf 2,8 Prozent im Oktober von 2,9") "von" is "from".
        before = _WORD_BEFORE.search(masked, max(0, first - _REACH), first)
        noun = (
            None
            if opens.get(second) or (before is not None and before[1].lower() in to)
            else _measured(masked, (ends.get(first, first), second), measured, opening)
        )
        cuts.append(
            next(k for k, (pos, _) in enumerate(placed) if pos > min(at, noun or at))
        )
    return cuts


def measured_lead(
    masked: str,
    placed: list[tuple[int, Item]],
    ours: Sequence[NumberMention],
    lang: NumberLanguage,
) -> int | None:
    """Return the index in ``placed`` of the noun the first number measures, if any.

    "… un salón de 24 m² con salida a una terraza de 8 m²": "salón" is the 24's own,
    no subject of both; a range's ("Enfant de 2 à 12 ans") is both ends'.
    """
    anchors = [at for at, (tok, _) in placed if tok == ANCHOR]
    if not anchors or any(m.end_of_range for m in ours if m.start == anchors[0]):
        return None
    start = max(0, anchors[0] - _REACH)
    noun = _measured(masked, (start, anchors[0]), _of(lang), frozenset(), first=True)
    if noun is None:
        return None
    return next((k for k, (pos, _) in enumerate(placed) if pos > noun), None)


def _of(lang: NumberLanguage) -> frozenset[str]:
    """Return the words that are "from" as often as "of": "de", "von", "van"."""
    ends = lang.marks_from | lang.between | lang.range_to | lang.marks_to
    return lang.range_from - ends  # French "à" of "à partir de" is "to" as often


def _measured(
    masked: str,
    span: tuple[int, int],
    measured: frozenset[str],
    opening: frozenset[str],
    *,
    first: bool = False,
) -> int | None:
    """Return where the noun a number measures opens, just before ``span``'s end.

    "… una terraza de 8 m²": "de" right before a number says what it measures, and the
    word before it ("terraza") is that number's own; not the earlier number's own
    noun ("1.800 dieren van 140 soorten"), which follows it at once. Returns one less
    than the noun's offset, for a cut placed after it.
    """
    origin, end = span
    start = max(origin, end - _REACH)  # a word and its "de": the last few characters
    marker = _WORD_BEFORE.search(masked, start, end)
    if marker is None or marker[1].lower() not in measured:
        return None
    noun = _WORD_BEFORE.search(masked, start, marker.start(1))
    if noun is None or noun[1].lower() in opening:
        return None
    if not first and WORD.search(masked, origin, noun.start(1)) is None:
        return None
    return noun.start(1) - 1


def compared_last(
    text: str,
    placed: list[tuple[int, Item]],
    ours: Sequence[NumberMention],
    segment: tuple[int, int],
    lang: NumberLanguage,
) -> bool:
    """Whether the segment's last number is what an earlier one is compared against."""
    last = max((at for at, (tok, _) in placed if tok == ANCHOR), default=None)
    return any(
        m.start == last and compared_against(text, m, segment[0], lang) for m in ours
    )


def _own_ends(
    seq: list[Item],
    anchors: list[int],
    owners: dict[str, set[int]],
    lead: int | None,
    sides: bool,
) -> None:
    """Give the first number what it measures, and its side's name, as its own."""
    if lead is not None and lead < anchors[0]:
        owners[seq[lead][0]] = {0}
    if sides:
        for tok, shape in seq[: anchors[0]]:
            if shape == "U":
                owners.setdefault(tok, set()).add(0)


def side_by_side(
    text: str, placed: list[tuple[int, Item]], ours: Sequence[NumberMention]
) -> bool:
    """Whether a segment's two numbers are the sides of a result: "88 - 81", "2-1".

    Two numbers joined by a dash alone, no range (a range never falls).
    """
    anchors = [at for at, (tok, _) in placed if tok == ANCHOR]
    if len(anchors) != 2:  # noqa: PLR2004
        return False
    first = next((m for m in ours if m.start == anchors[0]), None)
    if first is None or first.end_of_range:
        return False
    return text[max(first.end, first.span_end) : anchors[1]].strip() in _DASHES


_DASHES: Final = frozenset({"-", "\u2013", "\u2014", ":"})
