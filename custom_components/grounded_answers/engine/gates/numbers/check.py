"""The numeric check: every number of an answer is grounded in the material.

``check_numbers`` reads the answer's numbers sentence by sentence, in the request's
language, and returns the first that is not grounded, as a ``NumericFinding``: its
value is not in the material with a unit and counted noun that agree (values), or it
is bound to another place there (``binding``). An attributed sentence is held to the
sections it names.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from ...text.languages import language_code, number_language
from ...text.number_periods import period_conflict
from ...text.numbers import find_numbers, units_compatible
from ...text.sentences import split_sentences
from .agreement import clock_hour, nouns_agree, owned_elsewhere, rated
from .analysis import analyse_material
from .binding import misbinding
from .dating import qualifying_years
from .matching import (
    HEDGE_TOLERANCE,
    asked,
    bound_holds,
    comparison,
    converted,
    exempt,
    in_decade,
    known_owner,
    name_in,
    negated,
    preferred,
    same_owner,
    values_match,
)
from .privatives import deny, negated_words
from .reading import capitalised
from .segments import attach
from .tokens import blank_references, mask
from .unreadable import unreadable_word

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...text.numbers import NumberMention
    from .local import Local
    from .material import Material, Placed, Sections

_UNBOUND_KINDS: Final = frozenset({"date", "decade"})


@dataclass(frozen=True, slots=True)
class NumericFinding:
    """Why a number of the answer is not grounded."""

    token: str  # offending surface text, e.g. "324"
    sentence: str  # the answer sentence it sits in
    detail: str  # one line for the explanation event


def check_numbers(
    answer: str,
    material: str,
    *,
    query: str = "",
    current_year: int | None = None,
    language: str = "en",
    sections: Sections = (),
    attributed: Sequence[str] = (),
) -> NumericFinding | None:
    """None when every number of the answer is grounded in the material.

    ``sections`` describe the bodies ``material`` joins (see ``analyse_material``);
    ``attributed`` are the tags the answer's sentence cites.
    """
    lang = number_language(language)
    unreadable = _unreadable(answer, language)
    if unreadable is not None:
        return unreadable
    mat = analyse_material(material, language, sections)
    scope = mat.section_of_tag(tuple(attributed)) if attributed else None
    question = find_numbers(query, language)
    answer = blank_references(answer)
    mentions = find_numbers(answer, language)
    masked = mask(answer, mentions)
    starts = [m.start for m in mentions]
    sentences = split_sentences(answer, language)
    names = mat.names | capitalised(masked, [(s.start, s.end) for s in sentences], lang)
    for sentence in sentences:
        low = bisect.bisect_left(starts, sentence.start)
        high = bisect.bisect_left(starts, sentence.end, low)
        inside = mentions[low:high]
        if not inside:
            continue
        span = (sentence.start, sentence.end)
        privative = negated_words(answer, span, lang)
        locals_ = [
            known_owner(
                answer,
                m,
                deny(mat.respell(local), privative, mat.spelling.spelled_as),
                lambda: mat.owners,
            )
            for m, local in zip(
                inside, attach(answer, masked, span, inside, lang, names), strict=True
            )
        ]
        qualifying = qualifying_years(inside, locals_, mat)
        for mention, local in zip(inside, locals_, strict=True):
            period = period_conflict(answer, span, mention, inside, lang)
            if period is not None:
                detail = f"{mention.text}: not a time of '{period}'"
                return NumericFinding(mention.text, sentence.text, detail)
            if exempt(mention, current_year, query):
                continue
            if asked(mention, question):
                if negated(answer, mention.start, lang):
                    continue  # the user's guess, corrected: "not 1,000 but 750"
                direction = comparison(answer, mention.start, lang)
                if direction is not None:
                    detail = _unbounded(mention, direction, mat)
                    if detail:
                        return NumericFinding(mention.text, sentence.text, detail)
                    continue
            others = [o for o in inside if o is not mention]
            detail = _ungrounded(mention, local, mat, scope or None, others, qualifying)
            if detail:
                return NumericFinding(mention.text, sentence.text, detail)
    return None


def _unreadable(answer: str, language: str) -> NumericFinding | None:
    """Find a spelled number in a language the reader cannot parse (never served)."""
    found = unreadable_word(answer, language)
    if found is None:
        return None
    word, sentence = found
    detail = (
        f"{word}: a spelled number the reader cannot read in {language_code(language)}"
    )
    return NumericFinding(word, sentence, detail)


def _ungrounded(
    m: NumberMention,
    local: Local,
    mat: Material,
    scope: frozenset[int] | None,
    siblings: list[NumberMention],
    qualifying: Sequence[NumberMention] = (),
) -> str | None:
    """Say why ``m`` is not grounded by the material; None when it is.

    ``qualifying`` are the years that qualify another value of the sentence.
    """
    desc = f"{m.text} {m.unit}" if m.unit else m.text
    if m.kind == "name" and not mat.matching(m, 0.0):
        return None if name_in(m, mat.text, bare=True) else f"{desc} not in material"
    if m.kind == "decade" and any(in_decade(m, p.mention) for p in mat.placed):
        return None
    tolerance = HEDGE_TOLERANCE if m.hedged else 0.0
    matching = preferred(m, mat.matching(m, tolerance), tolerance) + [
        p for p in mat.implied_matching(m, tolerance) if rated(m, local, p, mat)
    ]
    agreeing = [
        p
        for p in matching
        if units_compatible(m.unit, p.mention.unit)
        or clock_hour(m, p, mat)
        or converted(m, p.mention, tolerance)
    ]
    supporters = [
        p
        for p in agreeing
        if nouns_agree(m, local, p, mat)
        and same_owner(m, local, p.mention, mat.local(p))
    ]
    owned = owned_elsewhere(local, supporters, mat)
    if owned is not None:
        return f"{desc}: the material's {local.family[2]} is {owned.mention.text}"
    if scope is not None:
        inside = [p for p in supporters if p.section in scope]
        if supporters and not inside:
            return f"{desc} not in the source the answer names"
        supporters = inside
    if supporters:
        # Dates and decades are grounded by their value alone; others must bind. A
        # year beside a value of another kind, which a place of that value names,
        # qualifies it ("in 2021 … 145,700") and is bound through it
        # (``qualifying_years``).
        unbound = m.kind in _UNBOUND_KINDS or m in qualifying
        return (
            None
            if unbound
            else _bound(m, local, mat, supporters, scope, siblings, desc)
        )
    return _absent(m, desc, mat, agreeing, matching)


def _bound(
    m: NumberMention,
    local: Local,
    mat: Material,
    supporters: list[Placed],
    scope: frozenset[int] | None,
    siblings: list[NumberMention],
    desc: str,
) -> str | None:
    """Say where the answer's words put ``m`` instead of its supporters; None if bound.

    A hedged value ("zo'n € 26,00") is bound to the places of its exact value first,
    where the material has others within the hedge too (26,50).
    """
    if m.hedged:
        exact = [p for p in supporters if values_match(m, p.mention, 0.0)]
        if 0 < len(exact) < len(supporters):
            found = misbinding(m, local, mat, exact, scope, desc, siblings)
            if found is None:
                return None
    return misbinding(m, local, mat, supporters, scope, desc, siblings)


def _absent(
    m: NumberMention,
    desc: str,
    mat: Material,
    agreeing: list[Placed],
    matching: list[Placed],
) -> str | None:
    """Say why ``m``, which nothing in the material supports, is not grounded."""
    if m.prefix and name_in(m, mat.text):
        return None  # "Apollo 11" written "Apollo-11" in the material
    if agreeing:
        noun = " ".join(sorted(mat.local(agreeing[0]).noun))
        return f"{desc} not in material (only as {noun})"
    elsewhere = f" (only as {matching[0].mention.unit})" if matching else ""
    return f"{desc} not in material{elsewhere}"


def _unbounded(m: NumberMention, direction: str, mat: Material) -> str | None:
    """Say why a bound the user asked about fails; None when it holds.

    It holds when the material has a value beyond it.
    """
    kin = [
        p.mention
        for p in mat.placed
        if p.mention.kind == m.kind or (p.mention.unit and p.mention.unit == m.unit)
    ]
    kin = [o for o in kin if units_compatible(m.unit, o.unit)]
    if bound_holds(m, direction, kin):
        return None
    return f"{m.text}: no value of the material is {direction} it"
