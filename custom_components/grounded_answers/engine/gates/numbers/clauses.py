"""A statement's own clause: whether it has a verb of its own, which, and its subject.

German and Dutch put the finite verb second and the participle at the end: "… begann
1248 und *wurde* 1880 vollendet" opens a clause of its own (``opens_clause``), whose
participle is its own, and shares the subject but not the verb ("begann",
``finite_verb``) of the statement before. "… and went on to win 4-2" shares the
subject of the one before too (``subjectless``), even where the one before counts
another thing: "… y Tyson Pérez aportó 12 puntos y 7 rebotes en solo 18 minutos"
(``carried_subject``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from .reading import first_anchor, name_run, weights
from .tokens import WORD, capitalised_word, dimension, stem

_ANTECEDENT_REACH: Final = 60  # characters before a relative clause read for its noun
_ANTECEDENT_WORDS: Final = 2

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from ...text.languages import NumberLanguage
    from .reading import Item


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


def finite_verb(
    masked: str, segment: tuple[int, int], starts: list[int], lang: NumberLanguage
) -> str | None:
    """Return the stem of the verb a statement puts right before its first number.

    Where the verb comes second (German, Dutch), "de bouw *begon* in 1321", "Der
    Strompreis *lag* 2021 bei 32 Cent": the first word before the number past its
    prepositions, written in lower case. An auxiliary there ("Die neue Brücke *wurde*
    2020 …", "Der Koffer *ist* 55 cm hoch") leaves the verb to close the clause.
    """
    if not lang.auxiliaries:
        return None
    number = min((at for at in starts if segment[0] <= at < segment[1]), default=0)
    for word in reversed(WORD.findall(masked, segment[0], max(number, segment[0]))):
        lower = word.lower()
        if lower in lang.auxiliaries:
            return None
        if lower in lang.stopwords or len(word) < 2:  # noqa: PLR2004
            continue
        return None if capitalised_word(word) else stem(word, lang)
    return None


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


def carried_subject(
    text: str,
    statements: Sequence[tuple[int, int]],
    segment: tuple[int, int],
    starts: Sequence[int],
    lang: NumberLanguage,
    read: Callable[[tuple[int, int]], list[Item]],
) -> list[Item]:
    """Return the name a subjectless statement carries on from the one before it.

    "… y Tyson Pérez aportó 12 puntos y 7 rebotes en solo 18 minutos": the minutes
    are Pérez's, whatever the statements before count. The nearest statement before
    that names its own subject gives it: the name opening it, up to its first number.
    """
    if not subjectless(text, segment, lang):
        return []
    before = [s for s in statements if s[1] <= segment[0]]
    for a, b in reversed(before):
        if subjectless(text, (a, b), lang):
            continue
        first = min((at for at in starts if a <= at < b), default=b)
        return name_run(read((a, first)))
    return []


def carry(
    tokens: list[dict[str, float]],
    carried: list[Item],
    first: list[Item],
    spans: list[tuple[int, int]],
    text: str,
    lang: NumberLanguage,
    read: Callable[[tuple[int, int]], list[Item]],
) -> None:
    """Give each subjectless segment of a family the subject it carries on.

    The first segment takes the name ``carried`` from the statement before it ("… y
    Tyson Pérez aportó 12 puntos y 7 rebotes en solo 18 minutos"); a later one the
    name opening the ``first`` ("Arsenal led 1-0 … and went on to win 4-2": Arsenal
    won). A relative clause speaks of the words before its comma ("… el modo
    deshollinador, que dura 15 minutos"): ``antecedent``.
    """
    subject = weights(name_run(first[: first_anchor(first)]))
    for at, span in enumerate(spans):
        for tok, weight in weights(antecedent(text, span, lang, read)).items():
            tokens[at].setdefault(tok, weight)
        given = weights(carried) if at == 0 else subject
        if at and not subjectless(text, span, lang):
            continue
        for tok, weight in inherit(given, tokens[at]).items():
            tokens[at].setdefault(tok, weight)


def antecedent(
    text: str,
    span: tuple[int, int],
    lang: NumberLanguage,
    read: Callable[[tuple[int, int]], list[Item]],
) -> list[Item]:
    """Return the words a relative clause opening ``span`` speaks of.

    "…, se activa el modo deshollinador, que dura 15 minutos": the last words before
    the comma name what the clause's number is of; a name closing them alone ("…
    d'avance sur Garnier, qui a empoché 10 secondes").
    """
    first = WORD.search(text, span[0], span[1])
    if first is None or first[0].lower() not in lang.relatives:
        return []
    comma = len(text[: first.start()].rstrip())
    if text[comma - 1 : comma] != ",":
        return []
    items = read((max(0, comma - _ANTECEDENT_REACH), comma - 1))
    named = bool(items) and items[-1][1] == "U"  # "… sur Garnier, qui …": the name
    run: list[Item] = []
    for tok, shape in reversed(items):
        if (
            tok.startswith("#")
            or len(run) == _ANTECEDENT_WORDS
            or named != (shape == "U")
        ):
            break
        run.insert(0, (tok, shape))
    return run


def inherit(words: dict[str, float], own: dict[str, float]) -> dict[str, float]:
    """Return what a number takes of another statement's words: its dimension if none.

    "Der See hat eine Länge von 12 km und eine Tiefe von 250 m": the lake is the
    depth's subject too, its length is not the depth's; "… une altitude de 4 805,59
    mètres ; en 2007, elle était de 4 810,90 mètres" names no dimension of its own.
    """
    if not any(dimension(t) for t in own):
        return words
    return {t: w for t, w in words.items() if not dimension(t)}
