"""Grammatical frames a follow-up's words fall into, read from the language's data.

- **expletive**: a dummy pronoun ("it", "es", "il", "het", "det") as the subject of
  a copula or an impersonal verb, whose predicate names nothing else ("is it
  foggy today?", "ist es neblig?", "il fait beau demain ?"), is followed by a clause
  ("is it true that ..."), or is asked about a time ("what day is it?", "quelle
  heure est-il ?"). Such an utterance refers to nothing: it is never rewritten.
- **clitic**: an object pronoun written before its verb ("quién LA diseñó", "qui
  L'a conçue", "quem A projetou"), told from the article of the same spelling by
  the question word before it (a pronoun after "quién", an article after "qual").
- **participle**: a clause-final verb form ("wer hat den Turm GEBAUT") that is no
  word of the subject, and the bare participle a pro-drop question is made of
  ("¿cuándo fue CONSTRUIDA?").
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence

    from .words import Lexicon, Token

_CLAUSE_REACH = 3  # "is it (really) true THAT": the complementiser comes this soon


def expletive(tokens: Sequence[Token], lexicon: Lexicon) -> bool:
    """Return True when the utterance's pronoun is a dummy subject (see above)."""
    cues = lexicon.cues
    keys = [token.key for token in tokens]
    for at, key in enumerate(keys):
        if key not in cues.expletive_pronouns:
            continue
        verbs = [
            near
            for near in (at - 1, at + 1)
            if 0 <= near < len(keys) and keys[near] in cues.expletive_verbs
        ]
        if not verbs:
            continue
        after = keys[max(at, *verbs) + 1 :]
        if any(word in cues.complementisers for word in after[:_CLAUSE_REACH]):
            return True  # "is it true that the moon ...": a clause of its own
        if keys[0] in cues.interrogatives:
            if _asks_a_time(tokens, min(at, *verbs), lexicon):
                return True
            continue  # "how tall is it?": the pronoun is the subject asked about
        others = [
            token
            for token in tokens
            if lexicon.is_content(token)
            and token.key not in cues.time_words
            and token.key not in cues.expletive_verbs
        ]
        if len(others) <= 1 and not any(_named(token, lexicon) for token in others):
            return True  # "is it foggy (today)?": a bare predicate
    return False


def _asks_a_time(tokens: Sequence[Token], frame: int, lexicon: Lexicon) -> bool:
    """Return True for "what day is it (today)": question words, a time, verb, it."""
    cues = lexicon.cues
    words = [token.key for token in tokens[:frame]]
    asked = [word for word in words if word not in cues.interrogatives]
    closing = tokens[frame + 2 :]
    return (
        bool(asked)
        and all(word in cues.time_words or word in lexicon.function for word in asked)
        and all(
            token.key in cues.time_words or not lexicon.is_content(token)
            for token in closing
        )
    )


def _named(token: Token, lexicon: Lexicon) -> bool:
    return token.start > 0 and token.text[:1].isupper() and not lexicon.nouns_capital


def clitic(rest: Sequence[Token], at: int, lexicon: Lexicon) -> bool:
    """Return True when ``rest[at]`` is an object pronoun before its verb."""
    cues = lexicon.cues
    return (
        at > 0
        and rest[at].key in cues.object_clitics
        and rest[at - 1].key in cues.clitic_hosts
        and at + 1 < len(rest)
    )


@lru_cache(maxsize=16)
def _shape(pattern: str) -> re.Pattern[str] | None:
    return re.compile(pattern) if pattern else None


def participle(token: Token, lexicon: Lexicon) -> bool:
    """Return True for a word of the shape of the language's past participle."""
    shape = _shape(lexicon.cues.participle)
    return shape is not None and token.text.islower() and bool(shape.match(token.key))


def without_final_verb(tokens: list[Token], lexicon: Lexicon) -> list[Token]:
    """Return ``tokens`` without a clause-final participle (verb-final languages)."""
    if lexicon.cues.verb_final and len(tokens) > 1 and participle(tokens[-1], lexicon):
        return tokens[:-1]
    return tokens


def names_nothing(rest: Sequence[Token], lexicon: Lexicon) -> bool:
    """Return True for a pro-drop question of question words and a participle."""
    cues = lexicon.cues
    if not cues.pro_drop or not rest or rest[0].key not in cues.interrogatives:
        return False
    content = [token for token in rest if lexicon.is_content(token)]
    return bool(content) and all(participle(token, lexicon) for token in content)
