"""The person a follow-up's "he" or "sie" means: the one the answer to "who" named.

"Who painted the Mona Lisa?" / "Leonardo da Vinci painted it." / "Where was he
born?": the question's subject is a painting; the personal pronoun points at the
person the answer added. The name is the first run of capitalised words in the
answer that the question did not say ("Leonardo da Vinci"), short lower-case words
inside it kept ("da", "van"); a word the question said is never part of it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from .words import Lexicon, Token, same_word, tokenise

if TYPE_CHECKING:
    from collections.abc import Sequence

_PARTICLE: Final = 3  # "da", "van", "de la": lower-case words inside a name


def asks_who(question: str, lexicon: Lexicon) -> bool:
    """Return True when ``question`` opens with "who" in its language."""
    tokens = tokenise(question, lexicon)
    return bool(tokens) and tokens[0].key in lexicon.cues.who


def personal(rest: Sequence[Token], lexicon: Lexicon) -> bool:
    """Return True when a word of ``rest`` is a personal pronoun ("he", "elle")."""
    return any(token.key in lexicon.cues.persons for token in rest)


def named_in_answer(answer: str, question: str, lexicon: Lexicon) -> str | None:
    """Return the person the answer names that the question did not, or None."""
    asked = [token.key for token in tokenise(question, lexicon)]
    tokens = tokenise(answer, lexicon)
    run: list[Token] = []
    for token in [*tokens, None]:
        if token is not None and _capital(token, lexicon, asked):
            run.append(token)
            continue
        if _particle(token, run, lexicon):
            run.append(token)  # "da" in "Leonardo da Vinci", kept if closed
            continue
        while run and not _capital(run[-1], lexicon, asked):
            run.pop()
        if run:
            text = answer[run[0].start : run[-1].end]
            return text.removesuffix("'s").removesuffix("'")
    return None


def _capital(token: Token, lexicon: Lexicon, asked: list[str]) -> bool:
    return (
        token.text[:1].isupper()
        and lexicon.is_content(token)
        and not any(same_word(token.key, word) for word in asked)
    )


def _particle(token: Token | None, run: list[Token], lexicon: Lexicon) -> bool:
    return (
        token is not None
        and bool(run)
        and len(token.key) <= _PARTICLE
        and token.text.islower()
        and not lexicon.is_article(token)
    )
