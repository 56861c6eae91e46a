"""
The built-in router's backends, one module each, and the one place that builds them.

Every source takes the aiohttp session it is given (Home Assistant's shared one, or
``scripts/ask``'s own) and returns :class:`~.base.Passage` values; the router turns
them into Mnemolis-compatible text.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .base import Passage, Source, SourceError, SourceQuery
from .documents import DocumentsSource
from .kiwix import KiwixSource
from .searxng import SearxngSource
from .wikipedia import DEFAULT_BASE_URL, WikipediaSource

if TYPE_CHECKING:
    from pathlib import Path

    import aiohttp

__all__ = [
    "DocumentsSource",
    "KiwixSource",
    "Passage",
    "SearxngSource",
    "Source",
    "SourceError",
    "SourceQuery",
    "SourceSettings",
    "WikipediaSource",
    "build_sources",
]


@dataclass(frozen=True, slots=True, kw_only=True)
class SourceSettings:
    """Which backends the built-in router uses; Home Assistant's options map onto it."""

    language: str = "en"
    # None: Wikipedia is on exactly when nothing else is configured (the default).
    wikipedia: bool | None = None
    wikipedia_url: str = DEFAULT_BASE_URL
    kiwix_url: str | None = None
    kiwix_books: tuple[str, ...] = ()
    searxng_url: str | None = None
    searxng_news: bool = True  # also offer SearXNG's news category as "news"
    documents_dir: Path | str | None = None
    documents_db: Path | str | None = None
    documents_refresh_s: float = 60.0


def build_sources(
    session: aiohttp.ClientSession, settings: SourceSettings
) -> list[Source]:
    """Return the configured sources; Wikipedia alone when nothing is configured."""
    sources: list[Source] = []
    if settings.documents_dir is not None:
        if settings.documents_db is None:
            raise ValueError("a documents folder needs a database path")
        sources.append(
            DocumentsSource(
                settings.documents_dir,
                settings.documents_db,
                refresh_interval=settings.documents_refresh_s,
            )
        )
    if settings.kiwix_url:
        sources.append(
            KiwixSource(session, settings.kiwix_url, books=settings.kiwix_books)
        )
    wikipedia = (
        settings.wikipedia
        if settings.wikipedia is not None
        else not (sources or settings.searxng_url)
    )
    if wikipedia:
        sources.append(
            WikipediaSource(
                session, language=settings.language, base_url=settings.wikipedia_url
            )
        )
    if settings.searxng_url:
        language = settings.language.split("-")[0].lower() or None
        sources.append(
            SearxngSource(session, settings.searxng_url, tag="web", language=language)
        )
        if settings.searxng_news:
            sources.append(
                SearxngSource(
                    session, settings.searxng_url, tag="news", language=language
                )
            )
    return sources
