"""
A SearXNG instance on 127.0.0.1 that answers ``/search?...&format=json``, scripted.

Results are served per category (``general``, ``news``) in the recorded wire shape
(``tests/fixtures/searxng``): ``query``, ``number_of_results``, ``results[]`` (each
with ``url``, ``title``, ``content``, ``publishedDate``, ``engine``, ``engines``,
``positions``, ``score``, ``category`` ...), ``answers``, ``corrections``,
``infoboxes``, ``suggestions``, ``unresponsive_engines``. It can refuse JSON (403, as
an instance without ``json`` in ``search.formats`` does) or stall until released.
"""

from __future__ import annotations

import asyncio
import json
import re
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from aiohttp import web

from tests.stubs.serving import serve_on_loopback

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

FIXTURES = Path(__file__).parent.parent / "fixtures" / "searxng"


def fixture(name: str) -> dict[str, Any]:
    """Return a recorded response."""
    return json.loads((FIXTURES / name).read_text(encoding="utf-8"))


@dataclass
class SearxngScript:
    """Results by category, and what the stub was asked."""

    results: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    status: int = 200
    html_only: bool = False  # answer an HTML page whatever the format (a proxy's page)
    stall: bool = False
    released: asyncio.Event = field(default_factory=asyncio.Event)
    requests: list[dict[str, str]] = field(default_factory=list)

    def add(
        self,
        category: str,
        title: str,
        content: str,
        url: str,
        *,
        published: str | None = None,
    ) -> None:
        """Serve one result in ``category``."""
        found = self.results.setdefault(category, [])
        engine = "bing news" if category == "news" else "bing"
        found.append(
            {
                "url": url,
                "title": title,
                "content": content,
                "publishedDate": published,
                "thumbnail": None,
                "engine": engine,
                "template": "default.html",
                "parsed_url": [
                    "https",
                    urlsplit(url).netloc,
                    urlsplit(url).path,
                    "",
                    "",
                    "",
                ],
                "img_src": "",
                "priority": "",
                "engines": [engine],
                "positions": [len(found) + 1],
                "score": 1.0 / (len(found) + 1),
                "category": category,
            }
        )

    async def handle(self, request: web.Request) -> web.StreamResponse:
        """Answer GET /search."""
        params = dict(request.query)
        self.requests.append(params)
        if self.stall:
            await self.released.wait()
        if params.get("format") != "json" or self.html_only:
            return web.Response(
                text="<html>results page</html>", content_type="text/html"
            )
        if self.status != 200:
            return web.Response(status=self.status, text="Forbidden")
        words = {w.lower() for w in re.findall(r"\w+", params.get("q", ""))}
        category = params.get("categories", "general")
        hits = [
            result
            for result in self.results.get(category, [])
            if words
            & set(re.findall(r"\w+", f"{result['title']} {result['content']}".lower()))
        ]
        return web.json_response(
            {
                "query": params.get("q", ""),
                "number_of_results": 0,
                "results": hits,
                "answers": [],
                "corrections": [],
                "infoboxes": [],
                "suggestions": [],
                "unresponsive_engines": [],
            }
        )


@asynccontextmanager
async def start_searxng(script: SearxngScript) -> AsyncIterator[str]:
    """Serve ``script`` on 127.0.0.1; yield the base URL."""
    app = web.Application()
    app.router.add_get("/search", script.handle)
    async with serve_on_loopback(app, released=script.released) as url:
        yield url
