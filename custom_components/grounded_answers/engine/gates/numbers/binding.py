"""Binding: whether an answer's number sits where the material puts its value.

Mentions of the same family and unit that carry another value are rivals. The
answer's number is bound to the wrong place when, for every material mention carrying
its value, a rival fits the answer's words better. Strong cues decide first: a number
qualifying the value ("in 2020") and the end of a change ("rose to 3.1%"). Then the
words: across sentences, the sentence sharing more content words ("Staging times out
after 60 seconds" against "Production allows 60 seconds. Staging times out after 30
seconds."); inside one sentence, the clause, but only when the clause holding the value
names something the answer does not ("the *ground* floor has 3 bedrooms and the second
floor has 2").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...text.numbers import units_compatible
from .cues import family_of, same_kind
from .matching import HEDGE_TOLERANCE, values_match
from .words import STOPWORDS, WORD, stem

if TYPE_CHECKING:
    from ...text.numbers import NumberMention
    from .answer_wording import Wording
    from .material import Material, Placed


def misbinding(
    m: NumberMention,
    wording: Wording,
    mat: Material,
    supporters: list[Placed],
    desc: str,
) -> str | None:
    """Say where the answer's words put ``m`` instead; None when it is bound right.

    ``supporters`` are the material's mentions carrying ``m``'s value in a unit that
    agrees; ``desc`` names ``m`` in the detail line.
    """
    cue = _cued(m, wording, mat, supporters, desc)
    if cue is not None:
        return cue
    if not wording.words:
        return None
    return _misbound(m, wording, mat, supporters, desc)


def _rivals(m: NumberMention, mat: Material) -> list[Placed]:
    """Mentions of the material that could hold ``m``'s place with another value.

    A number named for another thing ("Assistant 2024.6" against "Python 3.12") is
    no rival.
    """
    tolerance = HEDGE_TOLERANCE if m.hedged else 0.0
    return [
        p
        for p in mat.family(family_of(m))
        if (m.unit is None) == (p.mention.unit is None)
        and units_compatible(m.unit, p.mention.unit)
        and not values_match(m, p.mention, tolerance)
        and not _other_name(m, p.mention)
    ]


def _other_name(m: NumberMention, o: NumberMention) -> bool:
    """Whether both numbers belong to names and the names differ."""
    return bool(m.prefix and o.prefix and m.prefix.lower() != o.prefix.lower())


def _cued(
    m: NumberMention,
    wording: Wording,
    mat: Material,
    supporters: list[Placed],
    desc: str,
) -> str | None:
    """Bind by the strong cues: qualifying numbers and the ends of a change.

    Returns a detail when misbound, None when the cues do not decide.
    """
    verdicts = [
        [_carries(q, held, mat) for q in wording.qualifiers] for held in supporters
    ]
    if wording.qualifiers and any(all(v is True for v in vs) for vs in verdicts):
        return None  # _misbound weighs the words, the qualifiers kept in mind
    rivals = _rivals(m, mat)
    if not rivals:
        return None
    if wording.qualifiers and all(False in vs for vs in verdicts):
        for vs in verdicts:
            q = wording.qualifiers[vs.index(False)]
            if not any(_carries(q, r, mat) is True for r in rivals):
                return None
        held = supporters[0]
        q = wording.qualifiers[verdicts[0].index(False)]
        rival = next(r for r in rivals if _carries(q, r, mat) is True)
        return (
            f"{desc} bound to '{mat.clause_text(held)}', but '{q.text}' "
            f"points to '{mat.clause_text(rival)}'"
        )
    if wording.role and all(
        _other_end(wording.role, held, rivals, mat) for held in supporters
    ):
        held = supporters[0]
        rival = _other_end(wording.role, held, rivals, mat)
        assert rival is not None  # noqa: S101 - checked just above
        return (
            f"{desc} is the '{mat.role(held)}' end of '{mat.clause_text(held)}', "
            f"but the answer asks for the '{wording.role}' end: "
            f"'{mat.clause_text(rival)}'"
        )
    return None


def _carries(q: NumberMention, p: Placed, mat: Material) -> bool | None:
    """Whether ``p``'s place carries the qualifier ``q`` (None: it names none).

    The place is ``p``'s clause when the clause names a number of ``q``'s kind; else
    the nearest such number of its sentence.
    """
    kin = [o for o in mat.in_clause(p) if o is not p and same_kind(q, o.mention)]
    if not kin:
        others = [
            o for o in mat.in_sentence(p) if o is not p and same_kind(q, o.mention)
        ]
        if not others:
            return None
        kin = [min(others, key=lambda o: abs(o.mention.start - p.mention.start))]
    return any(values_match(q, o.mention, 0.0) for o in kin)


def _other_end(
    role: str, held: Placed, rivals: list[Placed], mat: Material
) -> Placed | None:
    """Return the rival of ``held``'s sentence at the end the answer names."""
    own = mat.role(held)
    if own is None or own == role:
        return None
    rival_ids = {id(r) for r in rivals}
    for o in mat.in_sentence(held):
        if id(o) in rival_ids and mat.role(o) in (role, None if own == "from" else "-"):
            return o
    return None


def _misbound(
    m: NumberMention,
    wording: Wording,
    mat: Material,
    supporters: list[Placed],
    desc: str,
) -> str | None:
    """Say where the answer's words point instead, when every supporter is outbid.

    A rival in the supporter's own sentence cannot outbid it when the supporter
    carries every qualifier of the answer and the rival does not ("2.2 million in
    2011" against "2,161,000 in 2019" of one sentence).
    """
    rivals = _rivals(m, mat)
    qualifiers = wording.qualifiers

    def fits(held: Placed, rival: Placed) -> bool:
        if (
            qualifiers
            and rival.sentence == held.sentence
            and all(_carries(q, held, mat) is True for q in qualifiers)
            and not all(_carries(q, rival, mat) is True for q in qualifiers)
        ):
            return False
        return _outbids(wording, rival, held, mat)

    for held in supporters:
        if not any(fits(held, rival) for rival in rivals):
            return None
    held = supporters[0]
    rival = next(r for r in rivals if fits(held, r))
    return (
        f"{desc} bound to '{mat.clause_text(held)}', "
        f"but the answer points to '{mat.clause_text(rival)}'"
    )


def _outbids(wording: Wording, rival: Placed, held: Placed, mat: Material) -> bool:
    """Whether the answer's words point to ``rival`` rather than to ``held``.

    Across sentences the sentence sharing more words wins. Inside one sentence the
    clauses decide, and only when the clause holding the answer's value names something
    the answer does not: an elliptic clause ("and again in 2021") borrows its subject
    from the sentence and is not contradicted by it. Each clause scores the answer
    words it shares less the words the answer lacks; on a tie the answer's leading word
    (its subject: "the *quick* cycle") decides.
    """
    words = wording.words
    if rival.sentence != held.sentence:
        rival_words, held_words = mat.sentence_words(rival), mat.sentence_words(held)
        return len(words & rival_words) > len(words & held_words)
    if mat.clause(held) == mat.clause(rival):
        if any(values_match(o, rival.mention, 0.0) for o in wording.siblings):
            return False  # the answer states the rival too: "to $310m from $365m"
        return _nearer(words, rival, held, mat)
    held_words, rival_words = mat.clause_words(held), mat.clause_words(rival)
    strangers = len(held_words - words)
    if not strangers or not words & rival_words:
        return False  # a clause sharing no word with the answer is not where it points
    net_held = len(words & held_words) - strangers
    net_rival = len(words & rival_words) - len(rival_words - words)
    if net_rival != net_held:
        return net_rival > net_held
    lead = wording.lead
    return lead in rival_words and lead not in held_words


def _nearer(words: frozenset[str], rival: Placed, held: Placed, mat: Material) -> bool:
    """Inside one clause, whether more of the answer's words go with ``rival``.

    A word goes with the nearer of the two numbers ("went on to *win* 4-2", "4-2 on
    *penalties*"). The clause's first content word is its subject, shared by every
    number of it, and does not count.
    """
    start, end = mat.clause(held)
    marks = sorted(
        (
            (held.mention.start, held.mention.span_end, -1),
            (
                rival.mention.start,
                rival.mention.span_end,
                1,
            ),
        )
    )
    votes = 0
    first = True
    for found in WORD.finditer(mat.masked, start, end):
        if found[0].lower() in STOPWORDS:
            continue
        if first:
            first = False
            continue
        if stem(found[0]) not in words:
            continue
        gaps = [
            (
                begin - found.end() if begin >= found.end() else found.start() - close,
                side,
            )
            for begin, close, side in marks
        ]
        votes += min(gaps)[1] if gaps[0][0] != gaps[1][0] else 0
    return votes > 0
