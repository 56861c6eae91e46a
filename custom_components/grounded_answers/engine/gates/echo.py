"""The echo gate: a sentence that only restates the question says nothing.

Judged per sentence: "You asked how tall it is." is left out of an answer and the
rest is spoken; a reply that is nothing but the question is rejected as an echo.
Choosing one side of an "X or Y" question, or a yes/no answer, is an answer.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from ..types import Reason
from .base import PASS, Verdict, drop

if TYPE_CHECKING:
    from .base import Candidate, GateContext, Kept

_NON_WORD: Final = re.compile(r"[^\w\s]")
_YES_NO_REPLY: Final = re.compile(
    r"^\W*(?:yes|no|yeah|yep|nope|correct|right)\b", re.IGNORECASE
)
_CLAUSE_BREAK: Final = re.compile(r"[,;:?!]|\bor\s+(?:not|something)\b")
_QUESTION_END: Final = re.compile(r"\?\s*(?:\([^)]*\))?\s*[.!]?\s*$")
# Words that restate without informing: spoken filler and function words.
_FILLER: Final = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "to",
        "in",
        "on",
        "at",
        "for",
        "by",
        "with",
        "and",
        "or",
        "but",
        "so",
        "well",
        "um",
        "uh",
        "er",
        "okay",
        "ok",
        "yes",
        "basically",
        "actually",
        "really",
        "just",
        "you",
        "your",
        "asked",
        "ask",
        "question",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "it",
        "its",
        "this",
        "that",
        "these",
        "those",
        "there",
        "here",
        "what",
        "whats",
        "how",
        "why",
        "when",
        "who",
        "where",
        "which",
        "tell",
        "me",
        "i",
        "let",
        "know",
        "do",
        "does",
        "did",
        "can",
        "could",
        "would",
        "will",
        "about",
        "s",
        "sure",
        "great",
        "good",
    ]
)
_YES_NO_OPENERS: Final = frozenset(
    [
        "is",
        "are",
        "was",
        "were",
        "do",
        "does",
        "did",
        "can",
        "could",
        "will",
        "would",
        "has",
        "have",
        "had",
        "should",
        "shall",
        "may",
        "might",
        "am",
    ]
)


def echo_gate(candidate: Candidate, ctx: GateContext, kept: Kept) -> Verdict:
    """Reject an answer that only restates the question."""
    answer_words = _content_words(candidate.body)
    query_words = _content_words(ctx.query)
    if not answer_words <= query_words:
        return PASS
    asks_yes_no = ctx.query.strip().lower().split(" ", 1)[0] in _YES_NO_OPENERS
    restated_as_question = bool(_QUESTION_END.search(candidate.text))
    if restated_as_question:
        return drop(Reason.ECHO, "the sentence restates the question")
    # "Yes." answers "is the door closed"; "The intensive one." answers "which is
    # hotter, eco or intensive": choosing among offered alternatives is an answer.
    if (asks_yes_no and _YES_NO_REPLY.match(candidate.body)) or _chooses_alternative(
        answer_words, ctx.query
    ):
        return PASS
    # "The garage door is closed." answers "is the garage door closed"; it only
    # echoes when it asks back, or when the question wanted something new.
    if asks_yes_no and answer_words:
        return PASS
    return drop(Reason.ECHO, "the sentence restates the question")


def _chooses_alternative(answer_words: set[str], query: str) -> bool:
    """Whether the answer names one side of an "X or Y" in the question, not both."""
    for clause in _CLAUSE_BREAK.split(query.lower()):
        words = _NON_WORD.sub(" ", clause).split()
        for index, word in enumerate(words):
            if word != "or" or index == 0:
                continue
            left = {w for w in words[max(0, index - 3) : index] if w not in _FILLER}
            right = {w for w in words[index + 1 : index + 4] if w not in _FILLER}
            left, right = left - right, right - left
            if not left or not right:
                continue
            if bool(answer_words & left) != bool(answer_words & right):
                return True
    return False


def _content_words(text: str) -> set[str]:
    words = _NON_WORD.sub(" ", text.lower()).split()
    return {word for word in words if word not in _FILLER}
