"""
Wikipedia through the MediaWiki Action API: full-text search, then plain-text intros.

Two requests: ``action=query&list=search`` finds the pages (``query.search[]`` with
``title``, ``pageid``, ``snippet``, ``size``, ``wordcount``, ``timestamp``), then
``action=query&prop=extracts&exintro&explaintext&pageids=...`` returns their lead
sections as plain text (``query.pages{pageid: {pageid, ns, title, extract}}``, or
``missing`` for a vanished page). The search sends the question's content words;
with no hits it is retried once with CirrusSearch's spelling suggestion
(``query.searchinfo.suggestion``), then with the weakest word dropped, twice at most.

The wiki's language is Home Assistant's ("de-CH" -> de.wikipedia.org); the base URL
is a template with ``{lang}`` so tests and mirrors can point elsewhere.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Final
from urllib.parse import quote

from custom_components.grounded_answers.engine.route.cues import primary_language

from .base import Passage, SourceError, SourceQuery, pack_paragraphs, relaxations

if TYPE_CHECKING:
    import aiohttp

DEFAULT_BASE_URL: Final = "https://{lang}.wikipedia.org"
USER_AGENT: Final = (
    "GroundedAnswers/1.0 (Home Assistant integration; "
    "https://github.com/grounded-answers/grounded_answers)"
)
_LANGUAGE: Final = re.compile(r"^[a-z]{2,3}(?:-[a-z]+)?$")
# Languages whose wiki lives under another subdomain than their primary tag.
_WIKI_SUBDOMAINS: Final = {"nb": "no"}


def wiki_language(language: str) -> str:
    """Return the wiki subdomain for a Home Assistant language tag."""
    primary = primary_language(language)
    subdomain = _WIKI_SUBDOMAINS.get(primary, primary)
    if not _LANGUAGE.match(subdomain):
        raise ValueError(f"not a language tag: {language!r}")
    return subdomain


class WikipediaSource:
    """A ``Source`` over one language's Wikipedia."""

    name = "wikipedia"

    def __init__(
        self,
        session: aiohttp.ClientSession,
        *,
        language: str = "en",
        base_url: str = DEFAULT_BASE_URL,
        pages: int = 3,
        relax_steps: int = 2,
    ) -> None:
        """Keep the settings; ``base_url`` may contain ``{lang}``."""
        self._session = session
        self._lang = wiki_language(language)
        self._base = base_url.format(lang=self._lang).rstrip("/")
        self._pages = pages
        self._relax_steps = relax_steps

    @property
    def api_url(self) -> str:
        """Return the API endpoint this source queries."""
        return f"{self._base}/w/api.php"

    async def search(self, query: SourceQuery) -> list[Passage]:
        """Search, fetch the hits' intros, and return them as passages."""
        hits = await self._find(query)
        if not hits:
            return []
        extracts = await self._extracts([hit["pageid"] for hit in hits])
        return self._passages(hits, extracts)

    async def _find(self, query: SourceQuery) -> list[dict[str, Any]]:
        """Search the content words, then the wiki's suggestion, then fewer words."""
        if not query.terms:
            hits, _ = await self._search(query.text)
            return hits
        for attempt, words in enumerate(relaxations(query.terms, self._relax_steps)):
            text = " ".join(words)
            hits, suggestion = await self._search(text)
            if not hits and attempt == 0 and suggestion and suggestion != text:
                hits, _ = await self._search(suggestion)
            if hits:
                return hits
        return []

    async def _search(self, text: str) -> tuple[list[dict[str, Any]], str | None]:
        """Return the search hits and the wiki's spelling suggestion."""
        body = await self._get(
            {
                "action": "query",
                "list": "search",
                "srsearch": text,
                "srlimit": str(self._pages),
                "srprop": "snippet|size|wordcount|timestamp",
                "format": "json",
                "utf8": "1",
            }
        )
        query = body.get("query")
        if not isinstance(query, dict):
            return [], None
        hits = [
            hit
            for hit in query.get("search", [])
            if isinstance(hit, dict)
            and isinstance(hit.get("pageid"), int)
            and isinstance(hit.get("title"), str)
        ]
        info = query.get("searchinfo")
        suggestion = info.get("suggestion") if isinstance(info, dict) else None
        return hits, suggestion if isinstance(suggestion, str) else None

    async def _extracts(self, pageids: list[int]) -> dict[int, str]:
        """Return the plain-text intro of each page that has one."""
        body = await self._get(
            {
                "action": "query",
                "prop": "extracts",
                "exintro": "1",
                "explaintext": "1",
                "exlimit": str(len(pageids)),
                "pageids": "|".join(str(pageid) for pageid in pageids),
                "format": "json",
                "utf8": "1",
            }
        )
        query = body.get("query")
        pages = query.get("pages") if isinstance(query, dict) else None
        if not isinstance(pages, dict):
            return {}
        extracts: dict[int, str] = {}
        for page in pages.values():
            if not isinstance(page, dict) or "missing" in page:
                continue
            extract, pageid = page.get("extract"), page.get("pageid")
            if isinstance(extract, str) and isinstance(pageid, int) and extract.strip():
                extracts[pageid] = extract
        return extracts

    def _passages(
        self, hits: list[dict[str, Any]], extracts: dict[int, str]
    ) -> list[Passage]:
        """Chunk each intro into passages, scored by the page's search rank."""
        passages: list[Passage] = []
        for rank, hit in enumerate(hits):
            extract = extracts.get(hit["pageid"])
            if extract is None:
                continue
            title: str = hit["title"]
            url = f"{self._base}/wiki/{quote(title.replace(' ', '_'))}"
            paragraphs = extract.split("\n")
            for index, chunk in enumerate(pack_paragraphs(paragraphs)):
                passages.append(
                    Passage(
                        text=chunk,
                        title=title,
                        url=url,
                        source=self.name,
                        passage_id=f"wikipedia:{self._lang}:{hit['pageid']}:{index}",
                        # A page's timestamp is its last edit, not a publication date.
                        published=None,
                        score=1.0 / (rank + 1) - index * 0.01,
                    )
                )
        return passages

    async def _get(self, params: dict[str, str]) -> dict[str, Any]:
        """GET the API and return its JSON object; map failures to SourceError."""
        async with self._session.get(
            self.api_url, params=params, headers={"User-Agent": USER_AGENT}
        ) as response:
            if response.status >= 400:  # noqa: PLR2004
                raise SourceError(f"Wikipedia answered HTTP {response.status}")
            try:
                body = await response.json(content_type=None)
            except ValueError as err:
                raise SourceError("Wikipedia's answer is not JSON") from err
        if not isinstance(body, dict):
            raise SourceError("Wikipedia's answer is not a JSON object")
        error = body.get("error")
        if isinstance(error, dict):
            raise SourceError(f"Wikipedia API error: {error.get('info', error)}")
        return body
