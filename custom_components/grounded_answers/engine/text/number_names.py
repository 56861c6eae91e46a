"""The names around a number: whose identifier it is, and a label before it.

"kernel 6.4" belongs to the kernel, "Python 3.13" to Python, "version 2026.4" to a
release (``GENERIC_OWNER``); "Kanal 6" and "Apollo 11" carry a name prefix. English
prefixes are read by ``number_context``; this module reads the other languages' and
every language's owners.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from . import number_data as data
from .number_patterns import patterns_for

if TYPE_CHECKING:
    from .languages import NumberLanguage
    from .number_draft import Draft

GENERIC_OWNER: Final = "~"  # the owner of "version 3", "release 2026.4"
# A whole value written with decimals ("7.0", "2,0"): one or two digits after the mark,
# never a thousands group ("1.500").
_WRITTEN_DECIMALS: Final = re.compile(r"^\d+[.,]\d{1,2}$")


def mark_owner(before: str, d: Draft, lang: NumberLanguage, written: str = "") -> None:
    """Mark the word an identifier belongs to: "kernel" of "kernel 6.4", "Python 3.13".

    Only a number written with decimals (or a version) has one, "Server 7.0" too;
    a generic word ("version", "release") or a function word names no owner.
    """
    if (
        not d.digits
        or d.unit is not None
        or (
            "." not in _digits_of(d)
            and d.kind != "version"
            and not _WRITTEN_DECIMALS.search(written)
        )
    ):
        return
    word = patterns_for(lang).prefix_word.search(before[-24:])
    if word is None:
        return
    lower = word[1].lower()
    if lower in lang.generic_names:
        d.owner = GENERIC_OWNER  # "version 2026.4": a release, not a product's
    elif not (
        lower in lang.stopwords
        or lower in lang.hedges
        or lower in lang.range_from
        or lower in lang.range_to
        or lower in lang.present
        or lower in lang.past
    ):
        d.owner = lower


def _digits_of(d: Draft) -> str:
    """Return the value as written, for telling identifiers from quantities."""
    return (
        str(d.value)
        if isinstance(d.value, str)
        else ("." if not float(d.value).is_integer() else "")
    )


def mark_local(before: str, d: Draft, lang: NumberLanguage) -> None:
    """``mark_context`` in a language other than English: its hedges and labels."""
    d.hedged = hedged_before(
        before, lang.hedges, lang.articles, lang.range_to | lang.marks_to
    )
    if not d.digits or d.unit is not None:
        return
    word = patterns_for(lang).prefix_word.search(before[-24:])
    if word is None:
        return
    lower = word[1].lower()
    if lower in lang.generic_names:
        return  # "version 2026.4": what kind of number, not whose
    if lower in lang.labels or (
        word[1][0].isupper()
        and not lang.capitalised_nouns  # a German noun is no name
        and lower not in lang.stopwords
        and lower not in lang.hedges
        and lower not in lang.range_from
    ):
        d.prefix = word[1]


def hedged_before(
    before: str,
    hedges: frozenset[str] = data.HEDGES,
    articles: frozenset[str] = frozenset(),
    bounds: frozenset[str] = frozenset(),
) -> bool:
    """Tell whether the words before a number hedge it: "about", "just under".

    An article between hedge and number is no hedge's word: "circa il 62 %",
    "alrededor del 40 %" ("del" is "de el"), "cerca do dobro".
    """
    if before.rstrip()[-1:] in data.HEDGE_SYMBOLS:
        return True
    words = [_elided(w) for w in before.lower().split()[-4:]]
    if _hedges(words, hedges):
        return True
    if articles and words and (words[-1] in articles or words[-1] in _CONTRACTED):
        joined = _CONTRACTED.get(words[-1])
        if words[-2:-1] and words[-2] in bounds:
            return False  # "hasta los 3715 metros": a bound, no approximation
        return _hedges(words[:-1], hedges) or bool(
            joined and _hedges([*words[:-1], joined], hedges)
        )
    return False


# Preposition and article in one word, as the preposition a hedge ends with.
_CONTRACTED: Final = {
    "del": "de", "al": "a", "do": "de", "da": "de", "dos": "de", "das": "de",
    "ao": "a", "aos": "a", "à": "a", "às": "a", "au": "à", "aux": "à", "du": "de",
    "des": "de", "ai": "a", "alla": "a", "allo": "a", "agli": "a", "alle": "a",
}  # fmt: skip


def _hedges(words: list[str], hedges: frozenset[str]) -> bool:
    """Whether the last one to three of ``words`` are a hedge."""
    words = words[-3:]
    if not words or words[-1] not in _last_words(hedges):
        return False  # every hedge ends in one of these words: spare the joins
    return any(" ".join(words[-k:]) in hedges for k in (1, 2, 3))


def _elided(word: str) -> str:
    """Drop an elided article: "d'environ" -> "environ"; "zo'n" stays a word."""
    head, mark, tail = word.rpartition("'")
    return tail if mark and len(head) <= 2 and len(tail) > 2 else word  # noqa: PLR2004


@lru_cache(maxsize=32)
def _last_words(hedges: frozenset[str]) -> frozenset[str]:
    return frozenset(hedge.split()[-1] for hedge in hedges)
