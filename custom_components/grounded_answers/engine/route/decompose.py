"""
Rule-based decomposition of a question for the agentic route (no model).

Two shapes are split, at most three parts each:

- comparisons: "compare X and Y", "difference between X and Y", "X vs Y",
  "which is taller, X or Y" -> "X", "Y" (a comma list before the last "and" gives
  a third part: "compare A, B and C");
- multi-part questions joined by a conjunction ("... and who painted ...") when
  every part carries a topic of its own (two content words or more) and every part
  after the first opens with a question word or phrase of the question's language
  ("designed and built the tower" is one question).

A conjunction is not a split point between two capitalised words ("Iran and Israel"
is one topic), nor anywhere in a question that says the parts belong together
("between", "zwischen", "entre": the language's ``no_split`` words). Anything else
comes back whole, as one part. Every shape and word is the language's table
(:mod:`.languages`).
"""

from __future__ import annotations

import re
from functools import cache
from typing import Final

from .cues import LanguageCues, content_words, cues_for, fold_apostrophes, words

MAX_SUBQUERIES: Final = 3
# A part of a multi-part question must name a topic of its own.
_MIN_PART_CONTENT_WORDS: Final = 2
_TRAILING: Final = re.compile(r"[\s?!.,;:]+$")
_LIST_COMMA: Final = re.compile(r"\s*,\s*")


def decompose(
    query: str, language: str = "en", *, limit: int = MAX_SUBQUERIES
) -> list[str]:
    """Return the sub-queries of ``query`` (the query itself when nothing splits)."""
    cues = cues_for(language)
    text = _TRAILING.sub("", " ".join(fold_apostrophes(query).split()))
    if not text:
        return [query.strip()]
    parts = _comparison(text, cues) or _conjunction_parts(text, cues)
    if len(parts) < 2:  # noqa: PLR2004
        return [text]
    return _cap(parts, limit, ", ")


def _comparison(text: str, cues: LanguageCues) -> list[str]:
    """Return the compared items, or [] when the question is not a comparison."""
    for pattern in _compiled(cues.comparisons):
        match = pattern.match(text)
        if match is None:
            continue
        first = [p for p in _LIST_COMMA.split(match["a"]) if p]
        parts = [_clean(p) for p in (*first, match["b"])]
        parts = [p for p in parts if content_words(p, cues)]
        if len(parts) >= 2:  # noqa: PLR2004
            return parts
    return []


def _conjunction_parts(text: str, cues: LanguageCues) -> list[str]:
    """Return the parts of a multi-part question, or [text] when it is one question."""
    lowered_words = set(re.findall(r"\w+", text.lower()))
    if lowered_words & cues.no_split:
        return [text]
    best = [text]
    for conjunction in cues.conjunctions:
        parts = _split_keeping_pairs(text, conjunction)
        if len(parts) > len(best) and all(
            _own_question(part, index, cues) for index, part in enumerate(parts)
        ):
            best = parts
    return best


def _own_question(part: str, index: int, cues: LanguageCues) -> bool:
    """Whether a part stands alone: a topic, and (after the first) a question opener.

    The opener is a question word ("wer", "¿quién" without its "¿") or a question
    phrase ("o que", "tell me"), as the language's table says.
    """
    if len(content_words(part, cues)) < _MIN_PART_CONTENT_WORDS:
        return False
    if index == 0:
        return True
    lowered = words(part.lower())  # a part with content words has words
    head = " ".join(lowered)
    return lowered[0] in cues.question_words or any(
        head.startswith(f"{phrase} ") for phrase in cues.question_phrases
    )


def _split_keeping_pairs(text: str, conjunction: str) -> list[str]:
    """Split at ``conjunction``, but not between two names ("Iran and Israel")."""
    pieces = re.split(re.escape(conjunction), text, flags=re.IGNORECASE)
    parts = [pieces[0]]
    for piece in pieces[1:]:
        if _proper_noun_pair(parts[-1], piece):
            parts[-1] = f"{parts[-1]}{conjunction}{piece}"
        else:
            parts.append(piece)
    return [_clean(part) for part in parts if _clean(part)]


def _proper_noun_pair(left: str, right: str) -> bool:
    """Whether the words either side of a conjunction are both capitalised."""
    before, after = left.split()[-1:], right.split()[:1]
    return bool(before and after) and before[0][:1].isupper() and after[0][:1].isupper()


def _clean(part: str) -> str:
    """Trim spaces and trailing punctuation of one part."""
    return _TRAILING.sub("", part.strip())


def _cap(parts: list[str], limit: int, joiner: str) -> list[str]:
    """Keep at most ``limit`` parts; the rest join the last one, so none is lost."""
    if len(parts) <= limit:
        return parts
    return [*parts[: limit - 1], joiner.join(parts[limit - 1 :])]


@cache
def _compiled(patterns: tuple[str, ...]) -> tuple[re.Pattern[str], ...]:
    """Compile a language's comparison shapes once."""
    return tuple(re.compile(p, re.IGNORECASE) for p in patterns)
