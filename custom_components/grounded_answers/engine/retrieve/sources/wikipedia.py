"""
Wikipedia through the MediaWiki Action API: full-text search, then plain-text intros.

Two requests: ``action=query&list=search`` finds the pages (``query.search[]`` with
``title``, ``pageid``, ``snippet``, ``size``, ``wordcount``, ``timestamp``), then
``action=query&prop=extracts&exintro&explaintext&pageids=...`` returns their lead
sections as plain text (``query.pages{pageid: {pageid, ns, title, extract}}``, or
``missing`` for a vanished page). The search sends the question's content words;
with no hits it is retried once with CirrusSearch's spelling suggestion
(``query.searchinfo.suggestion``), then with the weakest word dropped, twice at most.

The edition follows the question's language (``SourceQuery.language``: "fr-CA" ->
fr.wikipedia.org), so a French question in a German household reads French articles;
a language with no edition in ``EDITIONS`` (or a question that names none) reads the
household's edition, the one the source was built with (English when that has
none). The base URL is a template with ``{lang}`` so tests and mirrors can point
elsewhere.
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
_WIKI_SUBDOMAINS: Final = {"nb": "no", "gsw": "als"}
# The editions a question's language may pick: every language Home Assistant offers
# has one (by its subdomain), plus a few large ones it does not list.
_EDITION_TEXT: Final = """
af als ar az be bg bn br bs ca cs cy da de el en eo es et eu fa fi fr fy ga gl
he hi hr hu hy id is it ja ka kk ko la lb lt lv mk ml ms nl nn no oc pl pt ro
ru sk sl sq sr sv sw ta te th tl tr uk ur uz vi zh
"""
EDITIONS: Final = frozenset(_EDITION_TEXT.split())


def wiki_language(language: str) -> str:
    """Return the wiki subdomain for a Home Assistant language tag."""
    primary = primary_language(language)
    subdomain = _WIKI_SUBDOMAINS.get(primary, primary)
    if not _LANGUAGE.match(subdomain):
        raise ValueError(f"not a language tag: {language!r}")
    return subdomain


def edition_for(language: str, fallback: str) -> str:
    """Return the edition a question in ``language`` reads; ``fallback`` without one.

    ``fallback`` is the household's edition; an empty ``language`` (a caller that
    names none) and a tag that is no edition ("tlh", "*") both read it.
    """
    primary = primary_language(language) if language.strip() else ""
    subdomain = _WIKI_SUBDOMAINS.get(primary, primary)
    return subdomain if subdomain in EDITIONS else fallback


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
        """Keep the settings; ``base_url`` may contain ``{lang}``.

        ``language`` is the household's: the edition of a question whose language
        has none (English when the household's has none either).
        """
        self._session = session
        self._lang = edition_for(wiki_language(language), "en")
        self._template = base_url
        self._base = self._base_for(self._lang)
        self._pages = pages
        self._relax_steps = relax_steps

    @property
    def api_url(self) -> str:
        """Return the API endpoint of the household's edition."""
        return f"{self._base}/w/api.php"

    def _base_for(self, lang: str) -> str:
        """Return the base URL of edition ``lang``."""
        return self._template.format(lang=lang).rstrip("/")

    async def search(self, query: SourceQuery) -> list[Passage]:
        """Search the question's edition, fetch the hits' intros, return passages."""
        # A base URL without "{lang}" is one edition (a mirror): it answers them all.
        lang = (
            edition_for(query.language, self._lang)
            if "{lang}" in self._template
            else self._lang
        )
        base = self._base_for(lang)
        hits = await self._find(query, base)
        if not hits:
            return []
        extracts = await self._extracts(base, [hit["pageid"] for hit in hits])
        return self._passages(lang, base, hits, extracts)

    async def _find(self, query: SourceQuery, base: str) -> list[dict[str, Any]]:
        """Search the content words, then the wiki's suggestion, then fewer words."""
        if not query.terms:
            hits, _ = await self._search(base, query.text)
            return hits
        for attempt, words in enumerate(relaxations(query.terms, self._relax_steps)):
            text = " ".join(words)
            hits, suggestion = await self._search(base, text)
            if not hits and attempt == 0 and suggestion and suggestion != text:
                hits, _ = await self._search(base, suggestion)
            if hits:
                return hits
        return []

    async def _search(
        self, base: str, text: str
    ) -> tuple[list[dict[str, Any]], str | None]:
        """Return the search hits and the wiki's spelling suggestion."""
        body = await self._get(
            base,
            {
                "action": "query",
                "list": "search",
                "srsearch": text,
                "srlimit": str(self._pages),
                "srprop": "snippet|size|wordcount|timestamp",
                "format": "json",
                "utf8": "1",
            },
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

    async def _extracts(self, base: str, pageids: list[int]) -> dict[int, str]:
        """Return the plain-text intro of each page that has one."""
        body = await self._get(
            base,
            {
                "action": "query",
                "prop": "extracts",
                "exintro": "1",
                "explaintext": "1",
                "exlimit": str(len(pageids)),
                "pageids": "|".join(str(pageid) for pageid in pageids),
                "format": "json",
                "utf8": "1",
            },
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
        self,
        lang: str,
        base: str,
        hits: list[dict[str, Any]],
        extracts: dict[int, str],
    ) -> list[Passage]:
        """Chunk each intro into passages, scored by the page's search rank."""
        passages: list[Passage] = []
        for rank, hit in enumerate(hits):
            extract = extracts.get(hit["pageid"])
            if extract is None:
                continue
            title: str = hit["title"]
            url = f"{base}/wiki/{quote(title.replace(' ', '_'))}"
            paragraphs = extract.split("\n")
            for index, chunk in enumerate(pack_paragraphs(paragraphs)):
                passages.append(
                    Passage(
                        text=chunk,
                        title=title,
                        url=url,
                        source=self.name,
                        passage_id=f"wikipedia:{lang}:{hit['pageid']}:{index}",
                        # A page's timestamp is its last edit, not a publication date.
                        published=None,
                        score=1.0 / (rank + 1) - index * 0.01,
                    )
                )
        return passages

    async def _get(self, base: str, params: dict[str, str]) -> dict[str, Any]:
        """GET edition ``base``'s API and return its JSON object (SourceError else)."""
        async with self._session.get(
            f"{base}/w/api.php", params=params, headers={"User-Agent": USER_AGENT}
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
