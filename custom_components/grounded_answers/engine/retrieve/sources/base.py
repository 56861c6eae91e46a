"""
What every built-in source shares.

The Source protocol, the Passage value, the source failure, and the two text chores
several sources need (HTML to paragraphs, paragraphs to passage-sized chunks).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html.parser import HTMLParser
from typing import TYPE_CHECKING, Final, Protocol

from custom_components.grounded_answers.engine.text.sentences import split_sentences

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence
    from datetime import datetime


@dataclass(frozen=True, slots=True)
class Passage:
    """One retrieved piece of material, small enough to rank and budget on its own."""

    text: str
    title: str
    url: str
    source: str  # the source's tag: "wikipedia", "kiwix", "web", "news", "documents"
    passage_id: str  # stable across runs for the same content
    published: datetime | None = None  # None: undated, freshness leaves it alone
    score: float = 0.0  # the source's own relevance, higher is better


@dataclass(frozen=True, slots=True)
class SourceQuery:
    """A question as the sources see it: the words and their topic-carrying subset."""

    text: str
    terms: tuple[str, ...]  # content words, original case, in question order
    language: str = ""  # the question's language; "": the source's own (household's)


class SourceError(Exception):
    """A source gave no usable answer; ``code`` names the failure for events."""

    code = "error"


class Source(Protocol):
    """A backend of the built-in router."""

    @property
    def name(self) -> str:
        """Return the tag this source's material is headed with."""
        ...

    async def search(self, query: SourceQuery) -> list[Passage]:
        """Return passages for ``query``, best first; raise SourceError on failure."""
        ...


# --- search words -------------------------------------------------------------------

_DIGIT: Final = re.compile(r"\d")


def term_weight(term: str) -> tuple[int, int]:
    """Rank a search word: numbers and names count most, then longer words."""
    qualified = bool(_DIGIT.search(term)) or term[:1].isupper()
    return (1 if qualified else 0, len(term))


def relaxations(terms: Sequence[str], steps: int) -> list[list[str]]:
    """Return the word lists to try: all words, then the weakest dropped one by one."""
    current = list(terms)
    tries = [current]
    while len(current) > 1 and len(tries) <= steps:
        weakest = min(range(len(current)), key=lambda i: (term_weight(current[i]), -i))
        current = current[:weakest] + current[weakest + 1 :]
        tries.append(current)
    return tries


# --- HTML to paragraphs -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Block:
    """A paragraph of an HTML page, or a heading (level 1-6)."""

    text: str
    heading: int = 0


# Content that is never material: code, chrome, references, navigation boxes.
_SKIP_TAGS: Final = frozenset(
    {"script", "style", "nav", "header", "footer", "aside", "noscript", "template"}
    | {"svg", "sup", "form", "button", "iframe", "figure", "select"}
)
_INLINE_SKIP: Final = frozenset({"sup", "button", "select", "svg"})
_SKIP_CLASSES: Final = frozenset(
    {"references", "reflist", "navbox", "mw-editsection", "noprint", "metadata"}
)
_BLOCK_TAGS: Final = frozenset(
    {"p", "li", "dd", "dt", "blockquote", "pre", "tr", "caption", "div", "section"}
    | {"article", "main", "br", "hr", "table", "ul", "ol", "dl", "body"}
)
_CELLS: Final = frozenset({"td", "th"})
_HEADINGS: Final = {f"h{level}": level for level in range(1, 7)}
# Tags whose start ends the paragraph before them, even when their content is skipped.
_BREAKING: Final = _BLOCK_TAGS | _HEADINGS.keys() | (_SKIP_TAGS - _INLINE_SKIP)
_VOID: Final = frozenset({"br", "hr", "img", "meta", "link", "input", "wbr", "source"})
_SPACE: Final = re.compile(r"\s+")


class _BlockParser(HTMLParser):
    """Collects paragraphs and headings, skipping chrome and code."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.blocks: list[Block] = []
        self.title = ""
        self._skip: list[str] = []
        self._buffer: list[str] = []
        self._heading = 0
        self._in_title = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self._skip:
            if tag not in _VOID:
                self._skip.append(tag)
            return
        classes = set((dict(attrs).get("class") or "").split())
        if tag in _SKIP_TAGS or classes & _SKIP_CLASSES:
            if tag not in _VOID:
                if tag in _BREAKING:  # a reference mark does not end a paragraph
                    self._flush()
                self._skip.append(tag)
            return
        if tag == "title":
            self._in_title = True
        elif tag in _HEADINGS:
            self._flush()
            self._heading = _HEADINGS[tag]
        elif tag in _BLOCK_TAGS:
            self._flush()
        elif tag in _CELLS:
            self._buffer.append(" ")  # cells of a row read as one line

    def handle_endtag(self, tag: str) -> None:
        if self._skip:
            # Unclosed children of a skipped element end with it.
            if tag in self._skip:
                while self._skip and self._skip.pop() != tag:
                    pass
            return
        if tag == "title":
            self._in_title = False
        elif tag in _HEADINGS or tag in _BLOCK_TAGS:
            self._flush()

    def handle_data(self, data: str) -> None:
        if self._skip:
            return
        if self._in_title:
            self.title += data
        else:
            self._buffer.append(data)

    def close(self) -> None:
        super().close()
        self._flush()

    def _flush(self) -> None:
        text = _SPACE.sub(" ", "".join(self._buffer)).strip()
        self._buffer.clear()
        if text:
            self.blocks.append(Block(text, self._heading))
        self._heading = 0


def html_blocks(html: str) -> tuple[str, list[Block]]:
    """Return an HTML page's ``<title>`` and its paragraphs and headings, in order."""
    parser = _BlockParser()
    parser.feed(html)
    parser.close()
    return _SPACE.sub(" ", parser.title).strip(), parser.blocks


# --- paragraphs to chunks -----------------------------------------------------------

CHUNK_MAX_CHARS: Final = 800


def pack_paragraphs(
    paragraphs: Iterable[str], *, max_chars: int = CHUNK_MAX_CHARS
) -> list[str]:
    """
    Pack paragraphs into chunks of at most ``max_chars`` characters.

    A chunk grows paragraph by paragraph until the next one would overflow it, so
    short paragraphs travel together and a passage is rarely a lone line; a paragraph
    longer than ``max_chars`` is cut at sentence boundaries.
    """
    chunks: list[str] = []
    current = ""
    for paragraph in _pieces(paragraphs, max_chars):
        joined = f"{current}\n\n{paragraph}" if current else paragraph
        if len(joined) <= max_chars:
            current = joined
        else:
            chunks.append(current)
            current = paragraph
    if current:
        chunks.append(current)
    return chunks


def _pieces(paragraphs: Iterable[str], max_chars: int) -> Iterable[str]:
    """Yield paragraphs, cutting those over ``max_chars`` at sentence boundaries."""
    for paragraph in paragraphs:
        text = paragraph.strip()
        if not text:
            continue
        if len(text) <= max_chars:
            yield text
            continue
        piece = ""
        for sentence in split_sentences(text):
            candidate = f"{piece} {sentence.text}".strip()
            if len(candidate) <= max_chars or not piece:
                piece = candidate
            else:
                yield piece
                piece = sentence.text
        while len(piece) > max_chars:  # one sentence longer than a chunk
            cut = piece.rfind(" ", 0, max_chars)
            cut = cut if cut > 0 else max_chars
            yield piece[:cut].strip()
            piece = piece[cut:].strip()
        if piece:
            yield piece
