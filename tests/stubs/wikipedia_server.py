"""
A MediaWiki Action API on 127.0.0.1 that answers like Wikipedia, scripted per test.

``GET /w/api.php`` (or ``/<lang>/w/api.php``) answers ``list=search`` and
``prop=extracts`` in the recorded wire shape (``tests/fixtures/wikipedia``): search
hits with ``ns``, ``title``, ``pageid``, ``size``, ``wordcount``, ``snippet`` (with
``searchmatch`` spans) and ``timestamp``; extracts under ``query.pages`` keyed by the
page ID as a string. Every request is recorded with its host and path, so a test can
see which language's wiki was asked. The wiki's language comes from the host
(``de.wikipedia.org``) or from a ``/<lang>`` path prefix.
"""

from __future__ import annotations

import asyncio
import html
import json
import re
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from aiohttp import web

from tests.stubs.serving import serve_on_loopback

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

FIXTURES = Path(__file__).parent.parent / "fixtures" / "wikipedia"


def fixture(name: str) -> dict[str, Any]:
    """Return a recorded response."""
    return json.loads((FIXTURES / name).read_text(encoding="utf-8"))


@dataclass(frozen=True)
class WikiPage:
    """One article: its search metadata and its plain-text intro."""

    pageid: int
    title: str
    extract: str
    timestamp: str = "2026-09-18T17:06:40Z"


@dataclass(frozen=True)
class SeenRequest:
    """What the stub was asked."""

    host: str
    path: str
    params: dict[str, str]


@dataclass
class WikipediaScript:
    """The wikis the stub serves (by language) and what it was asked."""

    pages: dict[str, list[WikiPage]] = field(default_factory=dict)
    suggestions: dict[str, str] = field(default_factory=dict)
    replay: dict[str, dict[str, Any]] | None = None  # action key -> recorded body
    status: int = 200
    stall: bool = False
    released: asyncio.Event = field(default_factory=asyncio.Event)
    requests: list[SeenRequest] = field(default_factory=list)

    def add(self, language: str, *pages: WikiPage) -> None:
        """Serve ``pages`` on the ``language`` wiki."""
        self.pages.setdefault(language, []).extend(pages)

    async def handle(self, request: web.Request) -> web.StreamResponse:
        """Answer GET /w/api.php."""
        params = dict(request.query)
        self.requests.append(SeenRequest(request.host, request.path, params))
        if self.stall:
            await self.released.wait()
        if self.status != 200:
            return web.Response(status=self.status, text="upstream error")
        kind = "search" if params.get("list") == "search" else "extracts"
        if params.get("action") != "query" or (
            kind == "extracts" and params.get("prop") != "extracts"
        ):
            return web.json_response(fixture("error_badvalue.json"))
        if self.replay is not None:
            return web.json_response(self.replay[kind])
        language = _language(request)
        pages = self.pages.get(language, [])
        if kind == "search":
            return web.json_response(self._search(params, pages, language))
        return web.json_response(_extracts(params, pages))

    def _search(
        self, params: dict[str, str], pages: list[WikiPage], language: str
    ) -> dict[str, Any]:
        words = [w.lower() for w in re.findall(r"\w+", params.get("srsearch", ""))]
        limit = int(params.get("srlimit", "10"))
        hits = [page for page in pages if words and _matches(page, words)]
        hits.sort(key=lambda page: -sum(w in page.title.lower() for w in words))
        body: dict[str, Any] = {"batchcomplete": ""}
        if len(hits) > limit:
            body["continue"] = {"sroffset": limit, "continue": "-||"}
        info: dict[str, Any] = {"totalhits": len(hits)}
        suggestion = self.suggestions.get(f"{language}:{params.get('srsearch', '')}")
        if not hits and suggestion:
            info |= {"suggestion": suggestion, "suggestionsnippet": suggestion}
        body["query"] = {
            "searchinfo": info,
            "search": [_hit(page, words) for page in hits[:limit]],
        }
        return body


def _language(request: web.Request) -> str:
    """Return the wiki's language from the host or the path prefix."""
    match = re.match(r"^/([a-z]{2,3})/w/api\.php$", request.path)
    if match:
        return match[1]
    host = request.host.split(":", 1)[0]
    return host.split(".", 1)[0] if host.endswith(".wikipedia.org") else "en"


def _stem(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") else word


def _matches(page: WikiPage, words: list[str]) -> bool:
    """CirrusSearch-like: every word (plural-insensitive) occurs in title or text."""
    text = f"{page.title} {page.extract}".lower()
    return all(_stem(word) in text for word in words)


def _hit(page: WikiPage, words: list[str]) -> dict[str, Any]:
    snippet = html.escape(page.extract[:150])
    for word in sorted(set(words), key=len, reverse=True):
        snippet = re.sub(
            rf"\b({re.escape(word)})\b",
            r'<span class="searchmatch">\1</span>',
            snippet,
            flags=re.IGNORECASE,
        )
    return {
        "ns": 0,
        "title": page.title,
        "pageid": page.pageid,
        "size": len(page.extract.encode()) * 10,
        "wordcount": len(page.extract.split()) * 10,
        "snippet": snippet,
        "timestamp": page.timestamp,
    }


def _extracts(params: dict[str, str], pages: list[WikiPage]) -> dict[str, Any]:
    by_id = {page.pageid: page for page in pages}
    result: dict[str, Any] = {}
    for raw in params.get("pageids", "").split("|"):
        if not raw.isdigit():
            continue
        page = by_id.get(int(raw))
        if page is None:
            result[raw] = {"pageid": int(raw), "missing": ""}
        else:
            result[raw] = {
                "pageid": page.pageid,
                "ns": 0,
                "title": page.title,
                "extract": page.extract,
            }
    return {"batchcomplete": "", "query": {"pages": result}}


@asynccontextmanager
async def start_wikipedia(script: WikipediaScript) -> AsyncIterator[str]:
    """Serve ``script`` on 127.0.0.1; yield the base URL (``http://127.0.0.1:<port>``)."""
    app = web.Application()
    app.router.add_get("/w/api.php", script.handle)
    app.router.add_get("/{lang}/w/api.php", script.handle)
    async with serve_on_loopback(app, released=script.released) as url:
        yield url


EIFFEL_TOWER = WikiPage(
    9232,
    "Eiffel Tower",
    "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in "
    "Paris, France. It is named after the engineer Gustave Eiffel, whose company "
    "designed and built the tower from 1887 to 1889.\nThe tower is 330 metres "
    "(1,083 ft) tall, about the same height as an 81-storey building, and the "
    "tallest structure in Paris.",
)
STATUE_OF_LIBERTY = WikiPage(
    11954,
    "Statue of Liberty",
    "The Statue of Liberty is a colossal neoclassical sculpture on Liberty Island "
    "in New York Harbor. The copper statue, a gift from the people of France, was "
    "designed by Frédéric Auguste Bartholdi and its metal framework was built by "
    "Gustave Eiffel. It was dedicated on October 28, 1886.\nThe statue is 46 metres "
    "(151 ft) tall; with its pedestal it reaches 93 metres (305 ft).",
)
APOLLO_11 = WikiPage(
    662,
    "Apollo 11",
    "Apollo 11 was the American spaceflight that first landed humans on the Moon. "
    "Commander Neil Armstrong and Lunar Module Pilot Buzz Aldrin landed the Apollo "
    "Lunar Module Eagle on July 20, 1969.",
)
EIFFELTURM = WikiPage(
    1223,
    "Eiffelturm",
    "Der Eiffelturm ist ein 330 Meter hoher Eisenfachwerkturm in Paris. Er steht im "
    "7. Arrondissement am nordwestlichen Ende des Champ de Mars.",
)


def standard_script() -> WikipediaScript:
    """Return a script serving a few English articles and one German one."""
    script = WikipediaScript()
    script.add("en", EIFFEL_TOWER, STATUE_OF_LIBERTY, APOLLO_11)
    script.add("de", EIFFELTURM)
    return script
