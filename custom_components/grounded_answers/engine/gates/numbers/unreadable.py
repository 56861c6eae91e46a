"""A spelled number in a language the reader cannot parse: never served.

Whole words of the language's table count, and words they open ("tjugofem",
"fyrtiotvå"); in Chinese, Japanese and Korean, numeral characters.
"""

from __future__ import annotations

import re
from typing import Final

from ...text.languages import language_code
from ...text.languages.unread import UNREADABLE_NUMBER_CHARS, UNREADABLE_NUMBER_WORDS
from ...text.sentences import split_sentences

_SPELLED_WORD: Final = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
_PREFIX_LENGTH: Final = 4  # "tjugo" opens "tjugofem"; "tre" is too short to tell


def unreadable_word(answer: str, language: str) -> tuple[str, str] | None:
    """Return the first unreadable number word of ``answer`` and its sentence."""
    code = language_code(language)
    table = UNREADABLE_NUMBER_WORDS.get(code, frozenset())
    chars = UNREADABLE_NUMBER_CHARS.get(code, "")
    found = next((c for c in answer if c in chars), None) if chars else None
    if found is None and table:
        for word in _SPELLED_WORD.finditer(answer):
            lower = word[0].lower()
            if lower in table or any(
                len(w) >= _PREFIX_LENGTH and lower.startswith(w) for w in table
            ):
                found = word[0]
                break
    if found is None:
        return None
    at = answer.find(found)
    sentence = next(
        (s.text for s in split_sentences(answer, language) if s.start <= at < s.end),
        answer,
    )
    return found, sentence
