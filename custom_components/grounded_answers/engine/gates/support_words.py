"""Words as the support gate reads them: stems, and which stems are one word.

``content_words`` is the one definition of a sentence's content (shared with the
reference verifier): the request language's stopwords, framing words, conjunctions,
articles and hedges out, the rest stemmed by the language's Snowball stemmer
(``text.stems``, shared with the numeric check), accents folded. ``Vocabulary``
indexes a material's stems so that the words related to a stem — another inflection the stemmer left apart, a compound and its head — are found
without comparing every pair.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING, Final

from ..text.languages import number_language
from ..text.stems import snowball_stem

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from ..text.languages import NumberLanguage

COMPOUND_MIN: Final = 5  # letters a stem needs to be found inside a longer word
INFLECTION_TAIL: Final = 2  # letters of an ending the stemmer may leave behind
_PREFIX_MIN: Final = 4  # a shorter stem is compared only whole
_HEAD_MIN: Final = 3  # "tür": the shortest head word a compound is found by
_SHORTEST: Final = 2  # one-letter tokens ("s" of "world's", "l" of "l'eau") say nothing

_TOKEN: Final = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)*")
# Tables and patterns are written with the plain apostrophe; models also write these.
_APOSTROPHES: Final = str.maketrans(dict.fromkeys("\u2019\u2018\u02bc", "'"))


def content_words(text: str, language: str = "en") -> list[str]:
    """Return the stemmed content words of ``text`` in ``language``, in order.

    Lower-cased; the language's stopwords and framing words out; an elided word
    ("l'eau", "world's") is its parts. One definition, shared with the reference
    verifier (``verify/checking.py``).
    """
    lang = number_language(language)
    skip = _skipped(lang)
    out: list[str] = []
    for token in _TOKEN.findall(text.casefold().translate(_APOSTROPHES)):
        if token in skip:
            continue
        out.extend(
            snowball_stem(part, lang.stemmer)
            for part in token.split("'")
            if len(part) >= _SHORTEST and part not in skip
        )
    return out


@functools.cache
def _skipped(lang: NumberLanguage) -> frozenset[str]:
    """Words that carry no content: stopwords, framing, joins, articles, hedges."""
    single = {word for word in lang.hedges | lang.negations if " " not in word}
    return lang.stopwords | lang.framing | lang.conjunctions | lang.articles | single


def bits(mask: int) -> Iterable[int]:
    """Yield the indices of the set bits of ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


class Vocabulary:
    """The material's distinct stems, indexed so that related stems are found fast.

    ``_related`` stays the one definition of "the same word"; the indexes only pick
    its candidates: stems sharing the first letters (inflections), holding a shared
    run of ``COMPOUND_MIN`` letters (one inside the other), or a shared ending
    (a compound's head).
    """

    def __init__(self, passages: Sequence[frozenset[str]], *, heads: bool) -> None:
        """Index every stem of ``passages`` (stems shorter than a head match whole)."""
        self._heads = heads
        self._passages: dict[str, int] = {}
        for index, passage in enumerate(passages):
            for stem in passage:
                self._passages[stem] = self._passages.get(stem, 0) | 1 << index
        self._prefix: dict[str, set[str]] = {}
        self._runs: dict[str, set[str]] = {}
        self._first_run: dict[str, set[str]] = {}
        self._endings: dict[str, set[str]] = {}
        for stem in self._passages:
            if len(stem) < _HEAD_MIN:
                continue
            self._prefix.setdefault(stem[:_PREFIX_MIN], set()).add(stem)
            self._endings.setdefault(stem[-_HEAD_MIN:], set()).add(stem)
            if len(stem) >= COMPOUND_MIN:
                self._first_run.setdefault(stem[:COMPOUND_MIN], set()).add(stem)
                for start in range(len(stem) - COMPOUND_MIN + 1):
                    run = stem[start : start + COMPOUND_MIN]
                    self._runs.setdefault(run, set()).add(stem)

    def mask(self, word: str) -> int:
        """Return the passages holding ``word`` itself or a stem related to it."""
        mask = self._passages.get(word, 0)
        for other in self._candidates(word):
            if other != word and _related(word, other, self._heads):
                mask |= self._passages[other]
        return mask

    def _candidates(self, word: str) -> set[str]:
        """Return the stems that may be related to ``word`` (a superset)."""
        if len(word) < _HEAD_MIN:
            return set()
        found = set(self._prefix.get(word[:_PREFIX_MIN], ()))
        if len(word) >= COMPOUND_MIN:
            found |= self._runs.get(word[:COMPOUND_MIN], set())  # word inside a stem
            for start in range(len(word) - COMPOUND_MIN + 1):  # a stem inside word
                found |= self._first_run.get(word[start : start + COMPOUND_MIN], set())
        if self._heads:
            found |= self._endings.get(word[-_HEAD_MIN:], set())  # word is the head
            for start in range(1, len(word) - _HEAD_MIN + 1):  # a stem is its head
                if word[start:] in self._passages:
                    found.add(word[start:])
        return found


def _related(word: str, other: str, heads: bool) -> bool:
    """Whether two stems are one word the stemmer left apart, or a compound and its head."""
    shorter, longer = (word, other) if len(word) <= len(other) else (other, word)
    if len(shorter) >= COMPOUND_MIN and shorter in longer:
        return True  # a stem inside a longer word: "antenna" in "antennamast"
    if heads and len(shorter) >= _HEAD_MIN and longer.endswith(shorter):
        return True  # "tür" is the head of "haustür"
    extra = len(longer) - len(shorter)
    if (
        len(shorter) >= _PREFIX_MIN
        and extra <= INFLECTION_TAIL
        and longer.startswith(shorter)
    ):
        return True  # an ending the stemmer left: "abre"/"abrem", "akku"/"akkus"
    # Stems that part only in their last letters: "maandag"/"maandaag".
    need = max(COMPOUND_MIN, len(longer) - INFLECTION_TAIL)
    return len(shorter) >= need and longer[:need] == shorter[:need]
