"""
An offline encyclopedia on a kiwix-serve (3.x) instance.

- books: the OPDS catalog ``/catalog/v2/entries`` (Atom). A book is addressed by the
  last segment of its ``text/html`` link (``/content/<name>``), which is what
  ``books.name=`` takes; the ``<name>`` element is not.
- search: ``/search?books.name=<book>&pattern=<words>&format=xml`` (RSS items with
  ``title``, ``link``, ``description``). Every word must match, so the question's
  content words are sent, and when nothing matches the weakest word is dropped and the
  search repeated (a few times at most).
- articles: ``/content/<book>/<path>``, HTML reduced to its paragraphs (scripts,
  navigation, references and other chrome dropped), chunked into passages.
"""

from __future__ import annotations

import asyncio
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final
from urllib.parse import unquote, urljoin, urlsplit

from .base import (
    Passage,
    SourceError,
    SourceQuery,
    html_blocks,
    pack_paragraphs,
    relaxations,
)

if TYPE_CHECKING:
    from collections.abc import Sequence

    import aiohttp

_ATOM: Final = "{http://www.w3.org/2005/Atom}"
_MAX_BODY: Final = 4 * 1024 * 1024
# Paragraphs shorter than this are captions, bylines and leftovers, not material.
_MIN_PARAGRAPH_WORDS: Final = 4


@dataclass(frozen=True, slots=True)
class Book:
    """A ZIM file served by kiwix-serve."""

    name: str  # the URL name: /content/<name>, books.name=<name>
    title: str
    language: str = ""


@dataclass(frozen=True, slots=True)
class Hit:
    """One full-text search result."""

    book: str
    title: str
    url: str  # absolute
    rank: int


class KiwixSource:
    """A ``Source`` over the books of one kiwix-serve."""

    name = "kiwix"

    def __init__(
        self,
        session: aiohttp.ClientSession,
        base_url: str,
        *,
        books: Sequence[str] = (),
        max_books: int = 3,
        hits: int = 3,
        chunks_per_article: int = 8,
        relax_steps: int = 3,
    ) -> None:
        """Keep the settings; ``books`` restricts the search to those URL names."""
        self._session = session
        self._base = base_url.strip().rstrip("/")
        self._wanted = tuple(books)
        self._max_books = max_books
        self._hits = hits
        self._chunks = chunks_per_article
        self._relax_steps = relax_steps
        self._books: list[Book] | None = None

    async def books(self) -> list[Book]:
        """Return the served books (the catalog is read once, then remembered)."""
        if self._books is None:
            text = await self._text(
                f"{self._base}/catalog/v2/entries", {"count": "100"}
            )
            books = parse_catalog(text)
            if self._wanted:
                books = [book for book in books if book.name in self._wanted]
            self._books = books[: self._max_books]
        return self._books

    async def search(self, query: SourceQuery) -> list[Passage]:
        """Search every book, read the best articles, and return their passages."""
        terms = list(query.terms) or query.text.split()
        books = await self.books()
        if not books or not terms:
            return []
        found = await asyncio.gather(*(self._find(book, terms) for book in books))
        hits = sorted((hit for hits in found for hit in hits), key=lambda h: h.rank)
        hits = hits[: self._hits]
        articles = await asyncio.gather(*(self._article(hit) for hit in hits))
        return [passage for passages in articles for passage in passages]

    async def _find(self, book: Book, terms: list[str]) -> list[Hit]:
        """Search one book, relaxing the words until something matches."""
        for words in relaxations(terms, self._relax_steps):
            text = await self._text(
                f"{self._base}/search",
                {
                    "books.name": book.name,
                    "pattern": " ".join(words),
                    "format": "xml",
                    "pageLength": str(self._hits),
                },
            )
            hits = parse_search(text, book.name, self._base)
            if hits:
                return hits
        return []

    async def _article(self, hit: Hit) -> list[Passage]:
        """Fetch one article and return its paragraphs as passages."""
        html = await self._text(hit.url, None)
        page_title, blocks = html_blocks(html)
        paragraphs = [
            block.text
            for block in blocks
            if not block.heading and len(block.text.split()) >= _MIN_PARAGRAPH_WORDS
        ]
        path = unquote(urlsplit(hit.url).path.rsplit(f"/{hit.book}/", 1)[-1])
        chunks = pack_paragraphs(paragraphs)[: self._chunks]
        return [
            Passage(
                text=chunk,
                title=hit.title or page_title,
                url=hit.url,
                source=self.name,
                passage_id=f"kiwix:{hit.book}:{path}:{index}",
                score=1.0 / (hit.rank + 1) - index * 0.01,
            )
            for index, chunk in enumerate(chunks)
        ]

    async def _text(self, url: str, params: dict[str, str] | None) -> str:
        """GET a page and return its text; map HTTP failures to SourceError."""
        async with self._session.get(url, params=params) as response:
            if response.status >= 400:  # noqa: PLR2004
                raise SourceError(f"kiwix-serve answered HTTP {response.status}")
            raw = await response.content.read(_MAX_BODY)
            return raw.decode(response.charset or "utf-8", errors="replace")


def parse_catalog(text: str) -> list[Book]:
    """Return the books of an OPDS acquisition feed."""
    try:
        root = ET.fromstring(text)  # noqa: S314 - the user's own kiwix-serve
    except ET.ParseError as err:
        raise SourceError("kiwix catalog is not XML") from err
    books = []
    for entry in root.iter(f"{_ATOM}entry"):
        href = next(
            (
                link.get("href", "")
                for link in entry.iter(f"{_ATOM}link")
                if link.get("type") == "text/html"
            ),
            "",
        )
        name = href.rstrip("/").rsplit("/", 1)[-1] if "/content/" in href else ""
        if name:
            books.append(
                Book(
                    name=name,
                    title=entry.findtext(f"{_ATOM}title", "").strip(),
                    language=entry.findtext(f"{_ATOM}language", "").strip(),
                )
            )
    return books


def parse_search(text: str, book: str, base_url: str) -> list[Hit]:
    """Return the hits of a ``format=xml`` (RSS) search result."""
    try:
        root = ET.fromstring(text)  # noqa: S314 - the user's own kiwix-serve
    except ET.ParseError as err:
        raise SourceError("kiwix search result is not XML") from err
    hits = []
    for rank, item in enumerate(root.iter("item")):
        link = (item.findtext("link") or "").strip()
        if link:
            hits.append(
                Hit(
                    book=book,
                    title=(item.findtext("title") or "").strip(),
                    url=urljoin(base_url + "/", link),
                    rank=rank,
                )
            )
    return hits
