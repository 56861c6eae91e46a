"""The material as the spoken fallback reads it: sentences under their titles.

Every section's body is read line by line (``speech.line_shape``): a heading, a bold
item title (the built-in router's ``**Title**``, kiwix's ``# Title``) or a plain
title line opening a block is a *title*, never a sentence of its own; fusion headers
are gone already (sections), ``---`` separators start a new item without a title,
lines no voice reads and bare links are skipped. The rest is cut into sentences by
the one splitter (``text/sentences.py``) with the request language's abbreviations;
each sentence remembers the title above it and whether it is a *field*.

Only the first ``SCAN_CHARS`` characters of the material are read: a Mnemolis
router may return a megabyte, and what the router ranked first is where the answer
is (the fused material is in rank order).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Final

from ...retrieve.fusion import SEPARATOR_PATTERN
from ..sentences import sentence_spans
from ..speech import (
    HEADING,
    KIWIX_SOURCE,
    MORE_LINK,
    QUOTE_MARK,
    SILENT_LINE,
    clean_inline,
)

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...types import Section

# How much of the material is read: 32,000 characters (some 5,000 words) cost some
# 15 ms to rank (25 to 30 for a question of three parts), a built-in router's 6,000
# about 4, in a worker thread (``pipeline/fallback.py``; docs/answers.md: "What you
# hear without a model"); the rest of a megabyte is never looked at.
SCAN_CHARS: Final = 32_000

# A prose sentence: five words or more and a closing mark, the support gate's rule
# for the head of a section. Anything else ("Höhe: 2.962 m", a list item without a
# full stop) is a field: it may not say what it is about.
_PROSE: Final = re.compile(r"(?:\S+\s+){4,}\S*[.!?\u2026]\W*$")
# Reference marks after the closing mark: "… point.[3]", "… 1953.[7][8]".
_CITATIONS: Final = re.compile(r"\s*\[\d+(?:\s*[,\u2013-]\s*\d+)*\]")
# A link on a line of its own (a web item's address): nothing to speak.
_BARE_LINK: Final = re.compile(r"^\s*(?:<)?(?:https?://|www\.)\S*\s*$", re.IGNORECASE)
# A plain title line opening a block: a few words, no closing mark, no value.
_TITLE_WORDS: Final = 8
_PLAIN_TITLE: Final = re.compile(r"^[^\W\d_][^.!?:;\d\u2026]*$")
_LIST_ITEM: Final = re.compile(r"^\s*(?:[-*+\u2022]|\d{1,3}[.)])\s")

# A line that is only a bold title: "**Title**", "**Title** (2025-06-01)".
_BOLD_TITLE: Final = re.compile(
    r"^\s*(\*\*|__)(?P<text>(?:(?!\1).)+?)\1(?:\s*\([^()]*\))?\s*$"
)


@dataclass(frozen=True, slots=True)
class Sentence:
    """One sentence of the material, as written."""

    text: str
    title: int  # index into ``Material.titles``; -1: none above it
    field: bool  # not prose: a label line or list item that may need its title
    section: int = 0  # index of its section among those read


@dataclass(frozen=True, slots=True)
class Material:
    """The sentences of the read part of the material, in order, and their titles."""

    sentences: tuple[Sentence, ...]
    titles: tuple[str, ...]
    sections: tuple[Section, ...] = ()  # the sections as read (cut at SCAN_CHARS)


def read_material(sections: Sequence[Section], language: str) -> Material:
    """Read the first ``SCAN_CHARS`` characters of ``sections`` into sentences."""
    sentences: list[Sentence] = []
    titles: list[str] = []
    read: list[Section] = []
    left = SCAN_CHARS
    for section in sections:
        if left <= 0:
            break
        body = section.body
        if len(body) > left:  # whole lines only: a cut line is a cut sentence
            cut = body.rfind("\n", 0, left)
            body = body[: cut if cut > 0 else left]
        left -= len(body)
        _read_section(body, language, sentences, titles, len(read))
        read.append(replace(section, body=body))
    return Material(tuple(sentences), tuple(titles), tuple(read))


def _read_section(
    body: str,
    language: str,
    sentences: list[Sentence],
    titles: list[str],
    section: int = 0,
) -> None:
    """Append the sentences and titles of one section body (number ``section``)."""
    title = -1
    after_heading = False
    opening = True  # the first line of the section or of an item
    lines = body.splitlines()
    for index, raw in enumerate(lines):
        if SEPARATOR_PATTERN.match(raw):
            title, after_heading, opening = -1, False, True
            continue
        kind, line = _line_shape(raw, after_heading=after_heading)
        if kind == "silent":
            continue
        if kind == "title" or (
            (opening or _lone_paragraph(lines, index))
            and _plain_title(line, lines, index)
        ):
            if kind == "text":
                line = line.strip()
            if line:
                titles.append(line)
                title = len(titles) - 1
            after_heading, opening = kind == "title", False
            continue
        after_heading = opening = False
        if _BARE_LINK.match(line):
            continue
        for start, end in sentence_spans(line, language):
            text = line[start:end]
            prose = _PROSE.search(_CITATIONS.sub("", text)) is not None
            sentences.append(Sentence(text, title, not prose, section))


def _lone_paragraph(lines: list[str], index: int) -> bool:
    """Whether line ``index`` is a paragraph of its own: blank (or nothing) after it.

    A heading of plain text or a PDF ("Error codes", a blank line, then the codes);
    a line of a wrapped paragraph has its paragraph's next line after it.
    """
    return index + 1 >= len(lines) or not lines[index + 1].strip()


def _plain_title(line: str, lines: list[str], index: int) -> bool:
    """Whether a block's first line is a title written without markup.

    A few words without a closing mark, a colon or a number ("Eiffel Tower",
    "Heizung"), not a list item, and more text after it: a line alone is content.
    """
    text = line.strip()
    if (
        not text
        or _LIST_ITEM.match(line)
        or len(text.split()) > _TITLE_WORDS
        or not _PLAIN_TITLE.match(text)
    ):
        return False
    # Indexed, not sliced: no copy of the rest of the section per item.
    return any(lines[following].strip() for following in range(index + 1, len(lines)))


def _line_shape(line: str, *, after_heading: bool = False) -> tuple[str, str]:
    """Return ``(kind, text)`` of a material line for the fallback (``text/extract``).

    ``"title"`` (``# Title``, ``**Title**``) with its words; ``"silent"`` (blank, a
    fence, a "Read more »" link, kiwix's ``Source:``); else ``"text"``, unquoted.
    """
    stripped = QUOTE_MARK.sub("", line)
    if SILENT_LINE.match(stripped) or MORE_LINK.match(stripped):
        return "silent", ""
    if after_heading and KIWIX_SOURCE.match(stripped):
        return "silent", ""
    title = HEADING.match(stripped) or _BOLD_TITLE.match(stripped)
    if title is not None:
        return "title", clean_inline(title["text"])
    return "text", stripped
