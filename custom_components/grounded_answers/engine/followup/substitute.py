"""The words a follow-up's pointers become: the subject put in, as the language says it."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .subject import Subject
    from .words import Lexicon, Token

Pointer = Callable[["list[Token]", int, int, "Lexicon"], "str | None"]


def substituted(
    utterance: str,
    rest: list[Token],
    subject: Subject,
    lexicon: Lexicon,
    pointer: Pointer,
) -> str:
    """Return ``rest`` with its pointing words replaced by the subject.

    A possessive becomes "X of subject" ("its height" -> "the height of ...");
    a pronoun written onto its verb ("a-t-elle") leaves the verb, and the subject
    goes to the end, where a pro-drop question names it.
    """
    pieces: list[str] = []
    at, index, trailing = rest[0].start, 0, False
    while index < len(rest):
        token = rest[index]
        kind = pointer(rest, index, rest[0].start, lexicon)
        if kind == "possessive":
            end = index + 1
            while end < len(rest) and lexicon.is_content(rest[end]):
                end += 1
            noun = utterance[rest[index + 1].start : rest[end - 1].end]
            head = f"{lexicon.cues.of_article} {noun}".strip()
            start = token.start
            if index and lexicon.is_article(rest[index - 1]):
                start = rest[index - 1].start  # "la sua altezza": one article
            pieces += [
                utterance[at:start],
                f"{head} {of_subject(subject.text, lexicon)}",
            ]
            at, index = rest[end - 1].end, end
        elif kind == "clitic":  # "quién la diseñó" -> "quién diseñó ... X"
            pieces.append(utterance[at : token.start])
            at, index, trailing = token.end, index + 1, True
        elif kind == "pronoun" and index and utterance[token.start - 1] == "-":
            verb = index - 1  # "a-t-elle": the euphonic "t" goes with the pronoun
            if (
                len(rest[verb].key) == 1
                and verb
                and utterance[rest[verb].start - 1] == "-"
            ):
                verb -= 1
            pieces.append(utterance[at : rest[verb].end])
            at, index, trailing = token.end, index + 1, True
        elif kind == "pronoun":
            pieces += [utterance[at : token.start], subject.text]
            at, index = token.end, index + 1
        else:
            index += 1
    pieces.append(utterance[at : rest[-1].end])
    if trailing:
        pieces.append(f" {subject.text}")
    return re.sub(r"\s+", " ", "".join(pieces)).strip()


def of_subject(subject: str, lexicon: Lexicon) -> str:
    """Return "of subject" in the language, contracted where it must be ("du")."""
    phrase = f"{lexicon.cues.of_word} {subject}"
    for joined, contracted in lexicon.cues.contractions.items():
        if phrase.lower().startswith(f"{joined} "):
            return contracted + phrase[len(joined) :]
    return phrase


def punctuated(text: str, utterance: str) -> str:
    """Return ``text`` punctuated as ``utterance`` was ("¿...?", "...?")."""
    body = text.strip(" ¿¡?!.")
    opening = "¿" if utterance.lstrip().startswith("¿") else ""
    closing = "?" if "?" in utterance else ""
    return f"{opening}{body}{closing}"
