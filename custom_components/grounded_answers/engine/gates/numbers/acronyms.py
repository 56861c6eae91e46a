"""Acronyms a material spells out: "BS" is "Basse saison", "PP" the "Partido Popular".

A price table heads its columns "Semaine BS" and "Semaine HS" where the text above
names "Basse saison" and "Haute saison"; a news story names "el Partido Popular"
once and "el PP" after. An answer may use either. An acronym here is a word of two
to five capitals; it stands for the first run of words of the material, opening with
a capital, whose content words' initials spell it (stopwords between them are
skipped: "Taxe sur la Valeur Ajoutée"). Its stem then also carries theirs.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from .tokens import WORD, stem

if TYPE_CHECKING:
    from ...text.languages import NumberLanguage

_ACRONYM: Final = re.compile(r"(?<![^\W\d_])[^\W\d_a-z]{2,5}(?![^\W\d_])")
_SKIPPED: Final = 2  # stopwords a spelled-out run may hold between two content words


def acronyms(text: str, lang: NumberLanguage) -> dict[str, frozenset[str]]:
    """Return each acronym's stem with the stems of the words it stands for."""
    found = {a[0] for a in _ACRONYM.finditer(text) if a[0].isupper()}
    if not found:
        return {}
    words = [w[0] for w in WORD.finditer(text)]
    out: dict[str, frozenset[str]] = {}
    for acronym in sorted(found):
        run = _spelled_out(acronym, words, lang)
        if run:
            out[stem(acronym, lang)] = frozenset(stem(w, lang) for w in run)
    return out


def _spelled_out(acronym: str, words: list[str], lang: NumberLanguage) -> list[str]:
    """Return the first run of ``words`` whose initials spell ``acronym``."""
    letters = acronym.lower()
    for first, word in enumerate(words):
        if not word[0].isupper() or word.isupper() or word[0].lower() != letters[0]:
            continue
        run = [word]
        at = first + 1
        while len(run) < len(letters) and at < len(words):
            skipped = 0
            while (
                at < len(words)
                and words[at].lower() in lang.stopwords
                and skipped < _SKIPPED
            ):
                at += 1
                skipped += 1
            if at >= len(words) or words[at][0].lower() != letters[len(run)]:
                break
            run.append(words[at])
            at += 1
        if len(run) == len(letters):
            return run
    return []
