"""
Sentence segmentation with character and UTF-8 byte spans.

A sentence ends at a run of terminal punctuation (``. ! ? …`` and their full-width
CJK forms) that is followed by whitespace or the end of its line. Closing quotes and
brackets right after the mark, and citation markers (``[1]``, ``[1][3]``, ``[1, 2]``)
after it, stay with the sentence they close. A candidate is *not* a boundary when:

- the next sentence would start with a lowercase letter (``He asked "why?" and left.``,
  ``Wait... then``, ``etc. and so on``, unknown abbreviations);
- the word before a single period is an abbreviation of the text's language
  (:mod:`.abbreviations`) that never ends a sentence (``Dr.``, ``z. B.``, ``env.``,
  ``p. ej.``), or one that only precedes numbers and a number follows (``Nr. 5``,
  ``blz. 12``), or a part of a spaced abbreviation whose rest follows (the ``z.`` of
  ``z. B.``), or a single capital initial (``J. R. R. Tolkien``, ``M. Dupont``), or a
  list number at the start of its line (``1. Preheat``), or, where ordinals are
  written with a period (de, da), a day or rank before its month or noun
  (``am 3. Oktober``).

Decimals need no rule: their period is never followed by whitespace, and a decimal
comma (``35,8``) is no sentence mark. Soft abbreviations that often end a sentence
(``etc.``, ``usw.``, ``ecc.``, ``Inc.``) split before a capital and join before
lowercase. Without a language every table applies at once.

At the very end of the text a word may still be cut mid-way (a stream: ``p. e`` of
``p. ej.``, ``3. Okt`` of ``3. Oktober``): when it could still grow into what joins,
the period does not end the sentence yet, so a streamed sentence is never released
before its abbreviation is complete.

Every line break ends a sentence as well. Router material puts headings, list items,
state lines and paragraphs on their own lines and is not hard-wrapped, so a line
never continues a sentence from the line above.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from .abbreviations import Abbreviations, abbreviations, key

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
_OPENERS: Final = "\"'([{\u201c\u2018\u00ab\u00bf\u00a1"
_CLOSING: Final = "\"'\u201d\u2019\u00bb)],;:!?."
_WORD: Final = re.compile(r"\S+")
_ORDINAL_DIGITS: Final = 2  # a day or a rank ("3.", "19."), never a year


def scrub_surrogates(text: str) -> str:
    """Return ``text`` with lone surrogates replaced by U+FFFD.

    A lone surrogate cannot be encoded as UTF-8, so byte offsets (and speech) would
    fail on it; one code point replaces one, so str offsets are unchanged.
    """
    if text.isascii() or not _SURROGATE.search(text):
        return text
    return _SURROGATE.sub("\ufffd", text)


def split_sentences(text: str, language: str | None = None) -> list[Sentence]:
    """Split ``text`` into sentences with str and UTF-8 byte spans.

    ``language`` (a Home Assistant code, "de" or "de-CH") picks the abbreviations;
    ``None`` knows those of every table.
    """
    if text.isascii():
        return [
            Sentence(text[s:e], s, e, s, e) for s, e in sentence_spans(text, language)
        ]
    text = scrub_surrogates(text)
    sentences: list[Sentence] = []
    # Byte offsets advance with the sentences: each stretch is encoded once, in C.
    char_at = byte_at = 0
    for s, e in sentence_spans(text, language):
        byte_at += len(text[char_at:s].encode())
        byte_start = byte_at
        byte_at += len(text[s:e].encode())
        char_at = e
        sentences.append(Sentence(text[s:e], s, e, byte_start, byte_at))
    return sentences


def sentence_spans(text: str, language: str | None = None) -> Iterator[tuple[int, int]]:
    """Yield the ``(start, end)`` str spans of the sentences of ``text``, in order.

    The spans of ``split_sentences`` without their byte offsets, produced lazily so
    that a caller looking for an early boundary stops reading there.
    """
    table = abbreviations(language)
    for line in _LINE.finditer(text):
        line_text = line.group()
        last = line.end() == len(text)  # only the text's end may be a cut word
        for start, end in _line_spans(line_text, table, last=last):
            chunk = line_text[start:end]
            stripped = chunk.strip()
            if not stripped:
                continue
            s = line.start() + start + (len(chunk) - len(chunk.lstrip()))
            yield s, s + len(stripped)


def last_boundary_before(
    text: str, limit: int, language: str | None = None
) -> int | None:
    """
    Return the str index where the last sentence ending at or before ``limit`` ends.

    ``None`` when even the first sentence runs past ``limit``. Used to truncate speech
    without cutting a sentence, a decimal or an abbreviation (of ``language``) in half.
    """
    if limit < 1:  # every sentence ends after its first character
        return None
    # Sentences never span a line break: read only the line holding ``limit``.
    start = max(text.rfind(char, 0, limit) for char in _LINE_BREAKS) + 1
    last = None
    for _, end in sentence_spans(
        text[start:], language
    ):  # ends only grow: stop past limit
        if start + end > limit:
            break
        last = start + end
    if last is None:  # else the sentence before that line ends where its text does
        last = len(text[:start].rstrip()) or None
    return last


def _line_spans(
    line: str, table: Abbreviations, *, last: bool
) -> list[tuple[int, int]]:
    """Return the ``(start, end)`` spans of the sentences of one line, unstripped."""
    spans: list[tuple[int, int]] = []
    start = 0
    for match in _TERMINAL.finditer(line):
        if _is_boundary(line, match, table, last=last):
            spans.append((start, match.end()))
            start = match.end()
    spans.append((start, len(line)))
    return spans


def _is_boundary(
    line: str, match: re.Match[str], table: Abbreviations, *, last: bool
) -> bool:
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
    next_word = _WORD.match(line, following.start())
    cut = last and next_word is not None and next_word.end() == len(line)
    return not _is_abbreviation(line, match.start(), next_word, table, cut=cut)


def _is_abbreviation(
    line: str,
    period: int,
    next_word: re.Match[str] | None,
    table: Abbreviations,
    *,
    cut: bool,
) -> bool:
    """Whether the word before the period at ``period`` is an abbreviation there.

    ``next_word`` is the token after the period; ``cut`` says it ends the text and
    may be only the start of a longer word (streaming).
    """
    token_start = period
    while token_start > 0 and not line[token_start - 1].isspace():
        token_start -= 1
    word = line[token_start:period].lstrip(_OPENERS)
    following = next_word[0] if next_word else ""
    if len(word) == 1 and word.isupper():  # an initial: "J. R. R. Tolkien", "M. Roux"
        # ... unless it closes a soft abbreviation that may end a sentence: "o. Ä."
        soft = _joined_keys(line, token_start, word) & table.soft
        return not any("." in k for k in soft)
    if word.isdigit() and _NON_SPACE.search(line, 0, token_start) is None:
        return True  # a list number at the start of its line: "1. Preheat"
    keys = _joined_keys(line, token_start, word)
    if keys & table.always or (following[:1].isdigit() and keys & table.number):
        return True
    nxt = key(following.rstrip(_CLOSING))
    for part in keys & table.prefixes:  # the "z." of "z. B.", the "p." of "p. ej."
        whole = f"{part}.{nxt}"
        if table.joins(whole) or (cut and table.starts(whole)):
            return True
    if table.ordinal and word.isdigit() and len(word) <= _ORDINAL_DIGITS:
        return nxt in table.ordinal or (cut and table.starts(nxt))
    return False


def _joined_keys(line: str, token_start: int, word: str) -> set[str]:
    """Keys of ``word`` alone and with up to two dotted tokens before it.

    "u. a." gives {"a", "u.a"}; "i. d. R." gives {"r", "d.r", "i.d.r"}.
    """
    keys = {key(word)}
    joined = key(word)
    at = token_start
    for _ in range(2):
        end = at  # scanned back in place: no copy of a long line per period
        while end > 0 and line[end - 1].isspace():
            end -= 1
        if end == 0 or line[end - 1] != ".":
            break
        at = end
        while at > 0 and not line[at - 1].isspace():
            at -= 1
        joined = f"{key(line[at:end].lstrip(_OPENERS))}.{joined}"
        keys.add(joined)
    return keys
