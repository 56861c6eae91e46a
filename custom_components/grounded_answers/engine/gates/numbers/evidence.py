"""How much an answer's word weighs as evidence of a place: what both shapes say.

A word opening a sentence is of unknown shape; elsewhere, a capitalised word is a name
or (in German) a noun, and a lower-case one of the same stem is another word. What a
number counts tells a rival apart only where the supporter counts what the answer does.
An answer naming the alternative of the supporter's own qualifier (``contrasted``), or
another dimension than the supporter's, speaks of another place, whether or not that
place has a value of the family.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from .phrases import EARLIER
from .place import marked_end
from .states import NOW, THEN
from .tokens import NAME_WEIGHT, NEGATED, WORD_WEIGHT, dimension

_WEEKDAY: Final = "#weekday|"
_NOT_EARLIER: Final = frozenset({"this", "next"})  # period tokens' other relations
_PERIOD_ENDS: Final = {"earlier": "@from", "this": "@to"}  # the end a period names

if TYPE_CHECKING:
    from collections.abc import Iterable

    from .material import Material, Placed

_ENDS: dict[str, str] = {"@from": "@to", "@to": "@from"}  # each end's other end


def shaped(
    material: float, answer: float, opening: bool, mid_sentence: bool = True
) -> float:
    """Weigh a token by what both shapes say of it.

    A word opening a sentence is capitalised whatever it is; where the answer writes
    it capitalised mid-sentence ("Die *Heizkosten* betrugen"), it is a name or noun.
    Where the answer writes in lower case (``mid_sentence``: not its first word)
    what the material capitalises, it is another word of one stem: "kostete" is no
    "Kosten".
    """
    if opening and answer == NAME_WEIGHT:
        return material * NAME_WEIGHT / WORD_WEIGHT
    if mid_sentence and answer == WORD_WEIGHT and material == NAME_WEIGHT:
        return WORD_WEIGHT
    return material


def contrasted(
    words: frozenset[str], held: list[Placed], mat: Material
) -> frozenset[str]:
    """Return the answer's words that replace a qualifier of the supporter's own.

    A word whose alternative (``Material.contrasts``: "staging" / "production") the
    supporter states and the answer does not, and which the supporter's sentence does
    not say: "In production, each replica has 512 MiB" where "Staging runs 2 replicas
    with a memory limit of 512 MiB each".
    """
    own = mat.weights_of(held, own=True)
    when = _other_time(words, held, mat, own.keys())
    if when:
        return when
    # A measure has one dimension: "la nave central mide 90 metros de largo" is no
    # height of 90 metres, where the material gives another value that height ("una
    # altura de 172,5 metros"); "la línea de alta tensión tiene 120 km" is long.
    said_dimensions = {t for t in own if dimension(t)}
    named_dimensions = frozenset(t for t in words if dimension(t))
    if (
        said_dimensions
        and named_dimensions
        and not named_dimensions & said_dimensions
        and _stated_elsewhere(named_dimensions, held, mat)
    ):
        return named_dimensions
    # A negated word is the alternative of the word itself: "without preheating"
    # where the supporter bakes "with preheating" and another value goes without.
    flipped = frozenset(
        t for t in words if t not in own and _flip(t) in own and _flip(t) not in words
    )
    if flipped and _stated_elsewhere(flipped, held, mat):
        return flipped
    contrasts = mat.contrasts
    if not contrasts:
        return frozenset()
    replaced = {
        a
        for a in words - own.keys()
        if any(frozenset((a, b)) in contrasts and b not in words for b in own)
    }
    if not replaced:
        return frozenset()
    sentences = {h.sentence for h in held}
    said = {
        t for p in mat.placed if p.sentence in sentences for t in mat.local(p).tokens
    }
    return frozenset(replaced - said)


def _other_time(
    words: frozenset[str], held: list[Placed], mat: Material, own: Iterable[str]
) -> frozenset[str]:
    """Return the answer's words naming another end or another period than ``held``.

    A change has two ends: "erhöht sich … auf 190 €" names where it went, and an
    answer saying the value was the earlier one ("bisher 190 €") names the other;
    only where the supporter's own words mark its end, for a statement's tone ("the
    highest since 1992") says less. A period is this one, the next or an earlier
    one: "dit jaar" is no year the supporter calls "volgend jaar".
    """
    said = frozenset(own)
    roles = {t for t in words if t in _ENDS} or _implied_ends(words, said)
    if (
        len(roles) == 1
        and not roles & said
        and all(
            marked_end(mat.text, h.mention, mat.local(h).segment[0], mat.lang)
            == _ENDS[next(iter(roles))]
            for h in held
        )
    ):
        return frozenset(roles)
    return _other_periods(words, said)


def _implied_ends(words: frozenset[str], said: frozenset[str]) -> set[str]:
    """Return the ends of a change that the answer's periods name.

    "A year ago" is where it came from, "this year" where it went; a period the
    supporter names too says nothing of its end.
    """
    relations = {
        _relation(t)[1] for t in words if t.startswith(EARLIER) and t not in said
    }
    return {_PERIOD_ENDS[r] for r in relations if r in _PERIOD_ENDS}


def _other_periods(words: frozenset[str], own: Iterable[str]) -> frozenset[str]:
    """Return the answer's periods that the supporter names as another of one unit.

    "#earlier:year-this" against a supporter's "#earlier:year-next"; "last year" and
    "the year before" ("#earlier:year", "#earlier:year-before") are both earlier.
    """
    said = {_relation(t) for t in own if t.startswith(EARLIER)}
    return frozenset(
        t
        for t in words
        if t.startswith(EARLIER)
        and _relation(t) not in said
        and any(unit == _relation(t)[0] for unit, _ in said)
    )


def _relation(token: str) -> tuple[str, str]:
    """Return a period token's unit and its relation to now: ("year", "next")."""
    unit, _, relation = token.removeprefix(EARLIER).partition("-")
    return unit, relation if relation in _NOT_EARLIER else "earlier"


def _flip(token: str) -> str:
    """Return a word negated, or a negated word plain ("!vorwasch" / "vorwasch")."""
    return token.removeprefix(NEGATED) if token.startswith(NEGATED) else NEGATED + token


def _stated_elsewhere(
    tokens: frozenset[str], held: list[Placed], mat: Material
) -> bool:
    """Whether another value's own statement says one of ``tokens``."""
    return any(
        p not in held and tokens & mat.weights_of([p], own=True).keys()
        for p in mat.placed
    )


def other_end(words: frozenset[str], places: list[Placed], mat: Material) -> bool:
    """Whether ``places`` mark the other end than the answer's: "bisher" / "auf 190".

    Where the answer says its value is where a change came from and a place's own
    words say its value is where the change went, the answer speaks of another
    place than that one.
    """
    roles = [t for t in words if t in _ENDS]
    if len(roles) != 1:
        return False
    other = _ENDS[roles[0]]
    return all(
        marked_end(mat.text, p.mention, mat.local(p).segment[0], mat.lang) == other
        for p in places
    )


def marked(against: list[str], places: list[Placed], mat: Material) -> bool:
    """Whether evidence made of ends only is what the places' own words mark.

    The end a statement's tone gives ("the first ferry", "la temperatura máxima")
    says little across sentences; the end a range or the word before the number
    marks ("Billetkontoret … kl. 8.00-15.30") says which end it is. A statement's
    state ("now", "before") says nothing of another sentence's value.
    """
    if any(t in (NOW, THEN) for t in against):
        return False
    if not against or not all(t in _ENDS for t in against):
        return True
    return all(
        marked_end(mat.text, p.mention, mat.local(p).segment[0], mat.lang) in against
        for p in places
    )


def stating(mat: Material, tokens: frozenset[str], default: Placed) -> Placed:
    """Return the first mention whose statement says one of ``tokens``."""
    return next((p for p in mat.placed if tokens & mat.local(p).tokens), default)


def one_section(held: list[Placed], rivals: list[Placed], mat: Material) -> bool:
    """Whether a rival stands under the supporter's section heading."""
    sections = {mat.local(h).section for h in held} - {None}
    return any(mat.local(r).section in sections for r in rivals)


def said_by(token: str, supported: dict[str, float]) -> bool:
    """Whether the supporter names ``token``; days overlap: "weekdays" and "Tue-Fri"."""
    if token in supported:
        return True
    if not token.startswith(_WEEKDAY):
        return False
    days = days_of(token)
    return bool(days) and any(
        t.startswith(_WEEKDAY) and days & days_of(t) for t in supported
    )


def days_of(token: str) -> set[int]:
    """Return the days a weekday token names: "#weekday|2-5" -> {2, 3, 4, 5}.

    A range may wrap round the week: "#weekday|5-1" (Friday to Monday) is {5, 6, 7, 1}.
    """
    first, _, last = token.removeprefix(_WEEKDAY).partition("-")
    try:
        start, end = int(first), int(last or first)
    except ValueError:
        return set()
    return {
        (day - 1) % 7 + 1 for day in range(start, end + 1 + (7 if end < start else 0))
    }


def one_by_one(held: list[Placed]) -> list[list[Placed]]:
    """Return the supporters one by one, where one sentence holds them all.

    "… from 6 to 9 pm on Fridays and from 10 am to 6 pm on Saturdays": 6 pm opens one
    range and closes the other, and each is judged on its own words. Places in
    several sentences are judged together: "Altitude 4 805,59 m" and "… 4 805,59
    mètres mesurée en 2021" are one value, the year of one is the other's.
    """
    if len(held) < 2 or len({p.sentence for p in held}) > 1:  # noqa: PLR2004
        return []
    return [[p] for p in held]
