"""The words of an utterance as follow-up resolution reads them, and their kinds.

A token keeps where it stands in the text, so a resolution is cut from the words
as they were written (the previous question's casing, the utterance's spelling)
rather than rebuilt from lower-cased keys. Elided articles and pronouns written onto
the next word ("l'Everest", "dell'Italia") are tokens of their own; a hyphen ends a
word ("a-t-elle": "a", "t", "elle").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from ..route.cues import cues_for, fold_apostrophes
from ..text.languages import number_language
from .languages import followup_cues

if TYPE_CHECKING:
    from .languages.base import FollowupCues

_WORD: Final = re.compile(r"[^\W_]+(?:'[^\W_]+)*'?")
# How close two spellings of one word may be: "Eiffelturm" / "Eiffelturms".
_MIN_STEM: Final = 3
_MAX_ENDING: Final = 2


@dataclass(frozen=True, slots=True)
class Token:
    """One word: as written, its look-up key, and where it stands in the text."""

    text: str
    key: str
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Lexicon:
    """A language's follow-up cues with the route tables' function words."""

    cues: FollowupCues
    function: frozenset[str]  # carry no subject: stop words and the cue tables
    starters: frozenset[str]  # words a question of its own starts with
    elisions: tuple[str, ...]  # longest first
    nouns_capital: bool = False  # every noun capitalised (German): no sign of a name

    def is_content(self, token: Token) -> bool:
        """Return True for a word that can name a subject."""
        key = token.key
        if key in self.function:
            return False
        return len(key) > 1 or key.isdigit()

    def is_article(self, token: Token) -> bool:
        """Return True for an article (an elided one included)."""
        return token.key in self.cues.articles


@lru_cache(maxsize=16)
def lexicon_for(language: str) -> Lexicon:
    """Return the lexicon of ``language`` (English when it has no tables)."""
    cues = followup_cues(language)
    route = cues_for(language)
    function = (
        route.stopwords
        | route.question_words
        | cues.interrogatives
        | cues.pronouns
        | cues.possessives
        | cues.articles
        | cues.joiners
        | cues.function_words
        | cues.thing_prepositions
        | cues.verb_auxiliaries
        | frozenset(word for opener in cues.and_openers for word in opener.split())
    )
    elisions = tuple(sorted({*route.elisions, *_elided(cues)}, key=len, reverse=True))
    capital = number_language(language).capitalised_nouns
    return Lexicon(cues, function, route.question_words, elisions, capital)


def _elided(cues: FollowupCues) -> set[str]:
    """Return the elided forms among the cue tables ("l'", "dell'", "qu'")."""
    return {
        word
        for words in (cues.articles, cues.joiners, cues.interrogatives)
        for word in words
        if word.endswith("'")
    }


def tokenise(text: str, lexicon: Lexicon) -> list[Token]:
    """Return the words of ``text`` with their places, elisions split off."""
    folded = fold_apostrophes(text)  # one character for one: places stay
    tokens: list[Token] = []
    for match in _WORD.finditer(folded):
        start, word = match.start(), match.group()
        key = word.lower()
        for prefix in lexicon.elisions:
            if key.startswith(prefix) and len(key) > len(prefix):
                cut = start + len(prefix)
                tokens.append(Token(text[start:cut], prefix, start, cut))
                start, key = cut, key[len(prefix) :]
                break
        tokens.append(Token(text[start : match.end()], key, start, match.end()))
    return tokens


def same_word(one: str, other: str) -> bool:
    """Return True for one word in two spellings: equal, or one inflected ending."""
    if one == other:
        return True
    short, long = sorted((one, other), key=len)
    return (
        len(short) >= _MIN_STEM
        and long.startswith(short)
        and len(long) - len(short) <= _MAX_ENDING
    )


def vocabulary(texts: list[str]) -> set[str]:
    """Return the lower-cased words of ``texts``: what a rewrite may be made of."""
    return {
        word.lower()
        for text in texts
        for word in re.findall(r"[^\W_]+", fold_apostrophes(text))
    }


def new_words(text: str, allowed: set[str]) -> list[str]:
    """Return the words of ``text`` not in ``allowed``, in order, each once."""
    seen: list[str] = []
    for word in re.findall(r"[^\W_]+", fold_apostrophes(text)):
        key = word.lower()
        if key not in allowed and key not in seen:
            seen.append(key)
    return seen
