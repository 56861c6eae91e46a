"""
Sentence segmentation with character and UTF-8 byte spans.

A sentence ends at a run of terminal punctuation (``. ! ? …`` and their full-width
CJK forms) that is followed by whitespace or the end of its line. Closing quotes and
brackets right after the mark, and citation markers (``[1]``, ``[1][3]``, ``[1, 2]``)
after it, stay with the sentence they close. A candidate is *not* a boundary when:

- the next sentence would start with a lowercase letter (``He asked "why?" and left.``,
  ``Wait... then``, ``etc. and so on``, unknown abbreviations);
- the word before a single period is a known abbreviation that never ends a sentence
  (``Dr.``, ``U.S.``, ``e.g.``, ``Jan.``), or one that only precedes numbers and a
  number follows (``No. 5``), or a single capital initial (``J. R. R. Tolkien``), or a
  list number at the start of its line (``1. Preheat``).

Decimals need no rule: their period is never followed by whitespace. Soft
abbreviations that often end a sentence (``etc.``, ``Inc.``, ``Ltd.``, ``Jr.``,
``p.m.``) split before a capital and join before lowercase.

Every line break ends a sentence as well. Router material puts headings, list items,
state lines and paragraphs on their own lines and is not hard-wrapped, so a line
never continues a sentence from the line above.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from collections.abc import Iterator


@dataclass(frozen=True, slots=True)
class Sentence:
    """One sentence of a text; ``text == source[start:end]`` (stripped)."""

    text: str
    start: int  # str index into the source text
    end: int
    byte_start: int  # UTF-8 byte offsets of the same span
    byte_end: int


# Keys are the lower-cased word before the final period, without that period.
_JOIN_ALWAYS: Final = frozenset(
    {
        # titles and name parts: a name always follows
        *("mr", "mrs", "ms", "dr", "prof", "st", "mt", "ft", "rev", "hon", "pres"),
        *("gen", "gov", "sen", "rep", "capt", "col", "lt", "sgt", "maj", "cpt"),
        # Latin and phrase-internal abbreviations
        *("e.g", "i.e", "eg", "ie", "vs", "v", "cf", "al", "ca", "approx", "fig"),
        *("dept", "univ", "bros", "assn", "ave", "blvd", "rd"),
        # countries and unions written with periods: "the U.S. Army" is common
        *("u.s", "u.k", "u.n", "e.u", "u.s.a"),
        # months ("May" is a word, not an abbreviation)
        *("jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct"),
        *("nov", "dec"),
    }
)
# Abbreviations that join only when a number follows: "No. 5" but "No. I won't."
_JOIN_BEFORE_NUMBER: Final = frozenset(
    {"no", "nos", "nr", "vol", "vols", "p", "pp", "ch", "art", "est", "op"}
)

# Terminal mark, closing quotes/brackets, then citation markers that close the sentence.
_TERMINAL: Final = re.compile(
    r"(?P<mark>[.!?\u2026\u3002\uff01\uff1f]+)"
    r"(?P<close>[\"'\u201d\u2019\u00bb)\]]*)"
    r"(?P<cite>(?:[ \t]*\[\d+(?:[ \t]*[,\u2013-][ \t]*\d+)*\])*)"
)
# Full-width marks end a sentence even with no space after them (CJK text has none).
_FULL_WIDTH_MARKS: Final = frozenset("\u3002\uff01\uff1f")
_LINE_BREAKS: Final = "\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029"
_LINE: Final = re.compile(f"[^{_LINE_BREAKS}]+")
_NON_SPACE: Final = re.compile(r"\S")  # \s is str.isspace() for str patterns
_SURROGATE: Final = re.compile("[\ud800-\udfff]")
_OPENERS: Final = "\"'([{\u201c\u2018\u00ab"


def scrub_surrogates(text: str) -> str:
    """Return ``text`` with lone surrogates replaced by U+FFFD.

    A lone surrogate cannot be encoded as UTF-8, so byte offsets (and speech) would
    fail on it; one code point replaces one, so str offsets are unchanged.
    """
    if text.isascii() or not _SURROGATE.search(text):
        return text
    return _SURROGATE.sub("\ufffd", text)


def split_sentences(text: str) -> list[Sentence]:
    """Split ``text`` into sentences with str and UTF-8 byte spans."""
    if text.isascii():
        return [Sentence(text[s:e], s, e, s, e) for s, e in sentence_spans(text)]
    text = scrub_surrogates(text)
    sentences: list[Sentence] = []
    # Byte offsets advance with the sentences: each stretch is encoded once, in C.
    char_at = byte_at = 0
    for s, e in sentence_spans(text):
        byte_at += len(text[char_at:s].encode())
        byte_start = byte_at
        byte_at += len(text[s:e].encode())
        char_at = e
        sentences.append(Sentence(text[s:e], s, e, byte_start, byte_at))
    return sentences


def sentence_spans(text: str) -> Iterator[tuple[int, int]]:
    """Yield the ``(start, end)`` str spans of the sentences of ``text``, in order.

    The spans of ``split_sentences`` without their byte offsets, produced lazily so
    that a caller looking for an early boundary stops reading there.
    """
    for line in _LINE.finditer(text):
        line_text = line.group()
        for start, end in _line_spans(line_text):
            chunk = line_text[start:end]
            stripped = chunk.strip()
            if not stripped:
                continue
            s = line.start() + start + (len(chunk) - len(chunk.lstrip()))
            yield s, s + len(stripped)


def last_boundary_before(text: str, limit: int) -> int | None:
    """
    Return the str index where the last sentence ending at or before ``limit`` ends.

    ``None`` when even the first sentence runs past ``limit``. Used to truncate speech
    without cutting a sentence, a decimal or an abbreviation in half.
    """
    if limit < 1:  # every sentence ends after its first character
        return None
    # Sentences never span a line break: read only the line holding ``limit``.
    start = max(text.rfind(char, 0, limit) for char in _LINE_BREAKS) + 1
    last = None
    for _, end in sentence_spans(text[start:]):  # ends only grow: stop past limit
        if start + end > limit:
            break
        last = start + end
    if last is None:  # else the sentence before that line ends where its text does
        last = len(text[:start].rstrip()) or None
    return last


def _line_spans(line: str) -> list[tuple[int, int]]:
    """Return the ``(start, end)`` spans of the sentences of one line, unstripped."""
    spans: list[tuple[int, int]] = []
    start = 0
    for match in _TERMINAL.finditer(line):
        if _is_boundary(line, match):
            spans.append((start, match.end()))
            start = match.end()
    spans.append((start, len(line)))
    return spans


def _is_boundary(line: str, match: re.Match[str]) -> bool:
    """Decide whether a terminal-punctuation match ends its sentence."""
    end = match.end()
    if end == len(line) or not _FULL_WIDTH_MARKS.isdisjoint(match["mark"]):
        return True
    if not line[end].isspace():  # "2.1", "3.12.1", "example.com", "Wait...then"
        return False
    following = _NON_SPACE.search(line, end)  # no copy of the rest of a long line
    if following is None:  # only trailing spaces left on the line
        return True
    next_char = following[0]
    if next_char.islower():  # 'He asked "why?" and left.', "Wait... then"
        return False
    if match["mark"] != ".":
        return True
    return not _is_abbreviation(line, match.start(), next_char)


def _is_abbreviation(line: str, period: int, next_char: str) -> bool:
    """Whether the word before the period at ``period`` is an abbreviation there."""
    token_start = period
    while token_start > 0 and not line[token_start - 1].isspace():
        token_start -= 1
    word = line[token_start:period].lstrip(_OPENERS)
    key = word.lower()
    return (
        key in _JOIN_ALWAYS
        or (key in _JOIN_BEFORE_NUMBER and next_char.isdigit())
        or (len(word) == 1 and word.isupper())  # an initial: "J. R. R. Tolkien"
        or (word.isdigit() and not line[:token_start].strip())  # "1. Preheat"
    )
