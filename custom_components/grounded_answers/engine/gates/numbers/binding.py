"""Binding: whether an answer's number sits where the material puts its value.

One scoring function decides, and it rejects only on evidence. For the answer's
number, its *supporters* are the material's mentions of its value, its *rivals* the
mentions of its family (kind, unit, owner: ``cues``) with another value. Every
mention has the tokens its sentence and surroundings attach to it (``segments``,
``surroundings``), weighed (``tokens.weight``); the topic counts for none. Against
each rival value ``x``:

    against(x) = w(A & (L(x) - L(v)))      support(x) = w(A & (L(v) - L(x)))

``A`` the answer's tokens for its number, ``L(v)`` the supporters', ``L(x)`` the
rival's, ``w`` the sum of weights. The number is misbound where ``against(x) >
support(x)`` for some ``x``, or where they tie above none in one sentence. A label
line adds one to its value's support against prose, a rival's own end of a change
against an answer's other end one too. A qualifying number counts against where the
supporter names another value of its family ("in 3.11" / "in 3.12"), and a month,
year or amount even where it names none. An end counts across sentences
only where the place's own words mark it. Where nothing points anywhere, an answer
leaving out the qualifier that sets its value apart in one sentence names the other
value (``left_out``).

What counts against is the rival's own: not words its segment borrowed by elision,
not a noun the supporter leaves out, not days that overlap the supporter's. A line's
label names its values (``Local.heading``); a lower-case answer word weighs a word
where the material capitalises its stem (``evidence``); what each number counts sets
rivals apart (``counts``); years that date another value are bound through it
(``dating``); naming a contrast of the supporter's qualifier, another dimension or the
other end of its change misbinds without a rival too (``contrasted``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from .counts import counted_beside, counts_other, left_uncounted, recounted
from .evidence import (
    contrasted,
    marked,
    one_by_one,
    one_section,
    other_end,
    said_by,
    shaped,
    stating,
)
from .labels import laid_out
from .left_out import left_out
from .matching import HEDGE_TOLERANCE, stated, values_match
from .tokens import DIMENSION, NAME_WEIGHT, NEGATED, is_number, number_family

# Qualifying numbers that count against where the supporter names none of their
# family: "in September", "in 2024", "with 2.500 kWh" name the place saying them.
_DATING: Final = frozenset({"#month|", "#year|", "#quantity|"})

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...text.numbers import NumberMention
    from .cues import Family
    from .local import Local
    from .material import Group, Material, Placed


def misbinding(
    m: NumberMention,
    answer: Local,
    mat: Material,
    supporters: list[Placed],
    scope: frozenset[int] | None,
    desc: str,
    siblings: Sequence[NumberMention] = (),
) -> str | None:
    """Say where the answer's words put ``m`` instead; None when it is bound right.

    ``scope`` limits the rivals to the sections the answer attributes it to;
    ``siblings`` are the other numbers of the answer's sentence: a value the answer
    states too ("between 2011 and 2021") is no rival.
    """
    words = answer.tokens
    if not words:
        return None
    tolerance = HEDGE_TOLERANCE if m.hedged else 0.0
    families: dict[Family, list[Placed]] = {}
    for p in supporters:
        families.setdefault(mat.local(p).family, []).append(p)
    own = [f for f in families if f == answer.family]
    for family in own or list(families):
        held = families[family]
        found = _outweighed(m, answer, mat, held, family, scope, tolerance, siblings)
        # Lines laid out apart are judged each on its own: "Amanhã: … máx. 18 °C" and
        # "Funchal — Hoje e amanhã: … mín. 18 °C" hold no high for today together.
        if (
            found is None
            and len({h.sentence for h in held}) > 1
            and all(laid_out(mat.local(h), mat.text, h.mention.start) for h in held)
        ):
            alone = [
                _outweighed(m, answer, mat, [h], family, scope, tolerance, siblings)
                for h in held
            ]
            if all(a is not None for a in alone):
                found = alone[0]
        if found is None or any(
            _outweighed(m, answer, mat, place, family, scope, tolerance, siblings)
            is None
            for place in one_by_one(held)
        ):
            return None  # one place holds the value without contrary evidence
        last = (held, *found)
    supporter_list, rival, against = last
    place = mat.segment_text(supporter_list[0])
    if against:
        return (
            f"{desc} bound to '{place}', but '{_said(against)}' points "
            f"to '{mat.segment_text(rival)}'"
        )
    return (
        f"{desc} bound to '{place}', which the answer does not name; it names "
        f"'{mat.segment_text(rival)}'"
    )


def _outweighed(
    m: NumberMention,
    answer: Local,
    mat: Material,
    held: list[Placed],
    family: Family,
    scope: frozenset[int] | None,
    tolerance: float,
    siblings: Sequence[NumberMention],
) -> tuple[Placed, frozenset[str]] | None:
    """Return the rival the answer's words point to over ``held``, and those words.

    A token weighs what its heaviest occurrence says it is: "Heizkosten" opening a
    line is of unknown shape, written mid-sentence in the answer it is a noun.
    """
    ours = answer.family
    supported = mat.weights_of(held)
    # A word the answer negates speaks of a supporter that says it, either way
    # ("without preheating" / "with preheating"); of one that does not, it says
    # nothing ("… 3 days for fever" and "without seeing a doctor").
    words = frozenset(
        t
        for t in answer.tokens
        if not t.startswith(NEGATED) or {t, t[1:]} & supported.keys()
    )
    # A qualifying number is evidence against only where this place names another
    # value of its family ("in 3.11" against "in 3.12"); a place naming no year is
    # not contradicted by the answer's year.
    kinds = {number_family(t) for t in supported if is_number(t)}
    labelled = any(mat.local(p).labelled for p in held)
    held_words = [t for t in words if t in supported]
    held_openings = {mat.local(p).opening for p in held}
    weight_of = {
        t: shaped(
            supported[t],
            answer.weights.get(t, 1.0),
            t in held_openings,
            t != answer.opening,
        )
        for t in held_words
    }
    held_sentences = {h.sentence for h in held}
    swapped = contrasted(words, held, mat)
    counted = answer.noun if m.unit is None else frozenset()  # a unit agrees instead
    groups = [
        group
        for fam in mat.families_like(family, ours, words)
        for group in mat.rivals(fam)
        # Cheap first: a group sharing no word with the answer, in another
        # sentence, holds no evidence (``left_out`` needs the same sentence).
        if (not words.isdisjoint(group.own) or group.sentences & held_sentences)
        and (fam[1] == family[1] or fam == ours or _measured(m, group, held, mat))
        and not values_match(m, group.places[0].mention, tolerance)
        and not any(h in group.places for h in held)
        and not any(stated(o, group.places[0].mention) for o in siblings)
        and not counts_other(counted, held, group, mat)
    ]
    elliptic = left_uncounted(counted, held, mat)  # "huit de plus que Monaco"
    held_headings = mat.headings_of(held)
    # A section's heading ("Rent and deposit") names no value of its own against the
    # label of a line under it ("Deposit: £1,440"): its words are every line's.
    sectioned = frozenset.intersection(*(mat.local(h).sectioned for h in held))
    segments = {mat.local(h).segment for h in held}
    for group in groups:
        rivals, theirs, its_own = group.places, group.weights, group.own
        headings = group.headings
        # A value standing both beside the supporter and elsewhere ("nocturne de 18 à
        # 22 h", where 18 h also closes the day) is judged where it stands elsewhere.
        inside = [r for r in rivals if mat.local(r).segment in segments]
        if scope is not None or 0 < len(inside) < len(rivals):
            rivals = [
                r
                for r in rivals
                if (scope is None or r.section in scope)
                and (len(inside) == len(rivals) or r not in inside)
            ]
            if not rivals:
                continue
            theirs = mat.weights_of(rivals)
            its_own = mat.weights_of(rivals, own=True)
            headings = mat.headings_of(rivals)
        # A line's label names its values ("Café: daily 8:30 am - 4 pm"): an answer
        # naming that label, none of its supporter's and less of its supporter's place
        # than the label weighs (a name's weight a word), speaks of that line.
        # Across sentences an end supports only where the supporter's words mark it.
        apart = not group.sentences & held_sentences
        named = sum(
            weight_of[t]
            for t in held_words
            if t not in theirs and not (apart and not marked([t], held, mat))
        )
        shared = sectioned if one_section(held, rivals, mat) else frozenset()
        labelled_by = (words & headings) - (supported.keys() - shared)
        if (
            labelled_by
            and not words & held_headings
            and NAME_WEIGHT * len(labelled_by) + 1.0 > named  # a label adds one
        ):
            return rivals[0], frozenset(labelled_by)
        # The answer names what the material says instead of the supporter's own
        # qualifier ("in production" where the supporter says "Staging runs …"; in
        # one sentence, the segments line up their contrasts themselves), or counts
        # what a rival beside it counts ("1,800 animals of 140 species").
        instead = counted_beside(counted, held, rivals, mat) or (
            swapped & its_own.keys() if apart else frozenset()
        )
        if instead:
            return rivals[0], frozenset(instead)
        # Evidence is the rival's own words: one its segment borrowed by elision
        # ("…, y el paro juvenil cayó al 26,5 %" borrows "tasa") is the frame's.
        against = [
            t
            for t in words
            if t in its_own
            and not said_by(t, supported)
            and t not in elliptic
            and (not is_number(t) or number_family(t) in kinds | _DATING)
        ]
        if not group.sentences & held_sentences:
            # "first ferry" is no evidence for a desk's "8.00-15.30": across
            # sentences an end counts only where the rival's own words mark it.
            against = [t for t in against if marked([t], rivals, mat)]
        if not against:
            if left_out(words, supported, theirs, rivals, held):
                return rivals[0], frozenset()
            continue
        openings = {mat.local(r).opening for r in rivals}
        weight = sum(
            shaped(
                theirs[t],
                answer.weights.get(t, 1.0),
                t in openings,
                t != answer.opening,
            )
            for t in against
        ) + len(recounted(m, answer.noun, held, rivals, mat) & set(against))
        # A label line ("Area  40.7 km2") names its value in few words: a prose
        # sentence elsewhere that shares one word with the answer does not outweigh it,
        # nor outweighs one whose label the answer names; another label line ("Bedroom
        # temperature: 19 °C") competes on its words.
        theirs_labelled = any(mat.local(r).labelled for r in rivals)
        held_weight = float(labelled and not theirs_labelled and named > 0) + named
        weight += float(
            theirs_labelled and not labelled and bool(headings & {*against})
        )
        held_weight += float(other_end(words, rivals, mat))  # "bisher" / "auf 190 €"
        if weight > held_weight or (
            weight == held_weight
            and any(r.sentence == h.sentence for r in rivals for h in held)
        ):
            rival = max(rivals, key=lambda r: len(words & mat.local(r).tokens))
            return rival, frozenset(against)
    if swapped:  # "Im Eco-Programm … 70 °C" where only the Intensivprogramm has one
        return stating(mat, swapped, held[0]), swapped
    return None


def _measured(
    m: NumberMention, group: Group, held: list[Placed], mat: Material
) -> bool:
    """Whether a value in another unit of the measure is a rival: "40 minutes".

    Against "2 hours" in the supporter's sentence only, and not against "one" said as
    an article ("un giorno normale").
    """
    return bool(group.sentences & {h.sentence for h in held}) and (
        m.text.casefold() not in mat.lang.ones
    )


def _said(tokens: frozenset[str]) -> str:  # a dimension by its name: "depth"
    return " ".join(sorted(t.removesuffix(DIMENSION) for t in tokens))
