"""
Web and news search through a SearXNG instance's JSON API.

``GET /search?q=...&format=json&categories=general`` (or ``news``) answers
``{"query", "number_of_results", "results": [...], "answers", "corrections",
"infoboxes", "suggestions", "unresponsive_engines"}``; each result carries ``url``,
``title``, ``content``, ``publishedDate`` (ISO 8601 or null), ``engine``,
``engines``, ``score`` and ``category``. The JSON format must be enabled in the
instance's ``settings.yml`` (``search.formats``); without it SearXNG answers 403.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Final

from .base import Passage, SourceError, SourceQuery

if TYPE_CHECKING:
    import aiohttp

# The SearXNG category behind each of our source tags.
CATEGORIES: Final = {"web": "general", "news": "news"}
_FORBIDDEN: Final = 403


def parse_published(value: Any) -> datetime | None:
    """Return a result's publication time (UTC when unzoned), or None."""
    if not isinstance(value, str) or not value.strip():
        return None
    try:
        published = datetime.fromisoformat(value.strip())
    except ValueError:
        return None
    return published if published.tzinfo else published.replace(tzinfo=UTC)


def parse_results(body: Any, tag: str, limit: int) -> list[Passage]:
    """Return the passages of a SearXNG JSON answer, in its own ranking."""
    if not isinstance(body, dict) or not isinstance(body.get("results"), list):
        raise SourceError("SearXNG's answer has no results list")
    passages: list[Passage] = []
    seen: set[str] = set()
    for rank, result in enumerate(body["results"]):
        if not isinstance(result, dict):
            continue
        url, title = result.get("url"), result.get("title")
        content = result.get("content")
        if not (isinstance(url, str) and isinstance(content, str) and content.strip()):
            continue  # a bare link carries no material
        if url in seen:
            continue
        seen.add(url)
        score = result.get("score")
        passages.append(
            Passage(
                text=" ".join(content.split()),
                title=title.strip() if isinstance(title, str) else url,
                url=url,
                source=tag,
                passage_id=f"{tag}:{url}",
                published=parse_published(result.get("publishedDate")),
                score=float(score)
                if isinstance(score, int | float)
                else 1 / (rank + 1),
            )
        )
        if len(passages) >= limit:
            break
    return passages


class SearxngSource:
    """A ``Source`` over one SearXNG category: ``web`` (general) or ``news``."""

    def __init__(
        self,
        session: aiohttp.ClientSession,
        base_url: str,
        *,
        tag: str = "web",
        language: str | None = None,
        results: int = 5,
    ) -> None:
        """Keep the settings; ``tag`` picks the category ("web" or "news")."""
        if tag not in CATEGORIES:
            raise ValueError(f"unknown SearXNG source tag: {tag!r}")
        self._session = session
        self._base = base_url.strip().rstrip("/")
        self._tag = tag
        self._language = language
        self._results = results

    @property
    def name(self) -> str:
        """Return this source's tag."""
        return self._tag

    async def search(self, query: SourceQuery) -> list[Passage]:
        """Ask SearXNG with the whole question (its engines read natural language)."""
        params = {
            "q": query.text,
            "format": "json",
            "categories": CATEGORIES[self._tag],
        }
        if self._language:
            params["language"] = self._language
        async with self._session.get(f"{self._base}/search", params=params) as response:
            if response.status == _FORBIDDEN:
                raise SourceError(
                    "SearXNG refused format=json: enable it under search.formats"
                )
            if response.status >= 400:  # noqa: PLR2004
                raise SourceError(f"SearXNG answered HTTP {response.status}")
            try:
                body = await response.json(content_type=None)
            except ValueError as err:
                raise SourceError("SearXNG's answer is not JSON") from err
        return parse_results(body, self._tag, self._results)
