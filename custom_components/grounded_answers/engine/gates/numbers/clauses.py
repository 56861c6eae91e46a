"""A statement's own clause: whether it has a verb of its own, which, and its subject.

German and Dutch put the finite verb second and the participle at the end: "… begann
1248 und *wurde* 1880 vollendet" opens a clause of its own (``opens_clause``), whose
participle is its own, and shares the subject but not the verb ("begann",
``finite_verb``) of the statement before. "… and went on to win 4-2" shares the
subject of the one before too (``subjectless``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .tokens import WORD, capitalised_word, stem

if TYPE_CHECKING:
    from ...text.languages import NumberLanguage


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
