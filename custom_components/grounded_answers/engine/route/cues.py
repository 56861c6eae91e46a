"""
Cue lists of the path classifier, the source selector and the decomposer, per language.

The tables live in :mod:`.languages`, one module per language (en, de, fr, es, nl,
it, pt, da); this module keys them by language and holds the look-ups every stage
shares. A language without a table falls back to English (a question still gets a
sensible route from its "?" and its length). All cues are lower-case; multi-word
cues match as whole phrases.
"""

from __future__ import annotations

import re
from typing import Final

from .languages.base import LanguageCues
from .languages.da import DANISH
from .languages.de import GERMAN
from .languages.en import ENGLISH
from .languages.es import SPANISH
from .languages.fr import FRENCH
from .languages.it import ITALIAN
from .languages.nl import DUTCH
from .languages.pt import PORTUGUESE

__all__ = [
    "CUES",
    "ENGLISH",
    "GERMAN",
    "LanguageCues",
    "content_words",
    "cues_for",
    "fold_apostrophes",
    "has_cue",
    "primary_language",
    "words",
]

# Keyed by the primary subtag of Home Assistant's language ("de-CH" -> "de").
CUES: Final[dict[str, LanguageCues]] = {
    "en": ENGLISH,
    "de": GERMAN,
    "fr": FRENCH,
    "es": SPANISH,
    "nl": DUTCH,
    "it": ITALIAN,
    "pt": PORTUGUESE,
    "da": DANISH,
}

_WORD: Final = re.compile(r"[^\W_]+(?:[.'\u2019-][^\W_]+)*")


def primary_language(language: str) -> str:
    """Return the primary subtag of a language tag: ``"de-CH"`` -> ``"de"``."""
    return re.split(r"[-_]", language.strip().lower(), maxsplit=1)[0] or "en"


def cues_for(language: str) -> LanguageCues:
    """Return the cues of ``language``, English when there are none for it."""
    return CUES.get(primary_language(language), ENGLISH)


def fold_apostrophes(text: str) -> str:
    """Write the typographic apostrophe as the straight one the tables use."""
    return text.replace("\u2019", "'")


def words(text: str) -> list[str]:
    """Return the words of ``text``, case kept ("3.12" and "Wi-Fi" stay whole)."""
    return _WORD.findall(text)


def content_words(text: str, cues: LanguageCues) -> list[str]:
    """Return the words that carry the topic, in order, without duplicates.

    An elided article or preposition written onto its word ("l'Everest",
    "dell'Italia") is dropped, so the topic word is what remains.
    """
    seen: set[str] = set()
    kept: list[str] = []
    for raw in words(fold_apostrophes(text)):
        word = _without_elision(raw, cues.elisions)
        key = word.lower()
        if key in cues.stopwords or key in seen:
            continue
        if len(key) == 1 and not key.isdigit():
            continue
        seen.add(key)
        kept.append(word)
    return kept


def _without_elision(word: str, elisions: tuple[str, ...]) -> str:
    """Return ``word`` without the longest elided prefix it starts with."""
    lowered = word.lower()
    for prefix in sorted(elisions, key=len, reverse=True):
        if lowered.startswith(prefix) and len(word) > len(prefix):
            return word[len(prefix) :]
    return word


def has_cue(text: str, cue: str) -> bool:
    """Whether ``cue`` occurs in lower-cased ``text`` as a whole word or phrase."""
    pattern = rf"(?<!\w){re.escape(cue)}(?!\w)"
    return re.search(pattern, fold_apostrophes(text)) is not None
