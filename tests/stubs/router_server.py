"""A Mnemolis-compatible router on 127.0.0.1, scripted per test.

It answers ``POST /search`` and ``GET /health`` the way Mnemolis v3.50 does, and can
misbehave in every way a real router has been seen to: 401, 500 with a plain-text
body, HTML, wrong JSON types, a huge body, a dropped connection, a stall, and
``success: false``.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from tests.stubs.serving import serve_on_loopback

type Behaviour = Callable[[web.Request, dict[str, Any]], Any]


@dataclass
class RouterScript:
    """What the stub answers, and what it was asked."""

    api_key: str | None = None
    results: dict[str, tuple[str, str]] = field(default_factory=dict)
    default: tuple[str, str] = ("No results found in kiwix for that query.", "kiwix")
    behaviour: Behaviour | None = None
    health_status: int = 200
    requests: list[dict[str, Any]] = field(default_factory=list)
    headers: list[dict[str, str]] = field(default_factory=list)
    stalled: asyncio.Event = field(default_factory=asyncio.Event)
    released: asyncio.Event = field(default_factory=asyncio.Event)

    def answer(self, query: str, result: str, source_used: str = "kiwix") -> None:
        """Answer ``query`` (compared lower-cased) with ``result``."""
        self.results[query.lower().strip()] = (result, source_used)

    def misbehave(self, behaviour: Behaviour | None) -> None:
        """Answer every search with ``behaviour`` instead of the script."""
        self.behaviour = behaviour

    async def handle_search(self, request: web.Request) -> web.StreamResponse:
        """Answer POST /search."""
        self.headers.append(dict(request.headers))
        if self.api_key and request.headers.get("X-API-Key") != self.api_key:
            return web.json_response(
                {"detail": "Invalid or missing X-API-Key header"}, status=401
            )
        payload = await request.json()
        self.requests.append(payload)
        if self.behaviour is not None:
            return await self.behaviour(request, payload)
        result, source_used = self.results.get(
            str(payload.get("query", "")).lower().strip(), self.default
        )
        return web.json_response(search_body(payload["query"], result, source_used))

    async def handle_health(self, request: web.Request) -> web.Response:
        """Answer GET /health."""
        if self.health_status != 200:
            return web.Response(status=self.health_status, text="Internal Server Error")
        return web.json_response({"status": "ok", "cache_entries": len(self.results)})


def search_body(
    query: str, result: str, source_used: str, *, success: bool = True
) -> dict[str, Any]:
    """Return a /search response body exactly as Mnemolis shapes it."""
    return {
        "query": query,
        "source_used": source_used,
        "result": result,
        "success": success,
        "cached": False,
        "error": None,
    }


# Misbehaviours, each a Behaviour ----------------------------------------------------


async def server_error(request: web.Request, payload: dict[str, Any]) -> web.Response:
    """500 with FastAPI's plain-text body."""
    return web.Response(status=500, text="Internal Server Error")


async def html_page(request: web.Request, payload: dict[str, Any]) -> web.Response:
    """200 with an HTML page (a reverse proxy's login page, say)."""
    return web.Response(
        text="<html><body>Sign in</body></html>", content_type="text/html"
    )


async def wrong_types(request: web.Request, payload: dict[str, Any]) -> web.Response:
    """200 with JSON of the right keys but the wrong types."""
    body = search_body(payload["query"], "x", "kiwix")
    body.update(result=12345, success="false")
    return web.json_response(body)


async def not_an_object(request: web.Request, payload: dict[str, Any]) -> web.Response:
    """200 with a JSON list."""
    return web.json_response(["not", "an", "object"])


async def router_failure(request: web.Request, payload: dict[str, Any]) -> web.Response:
    """200 with success false, as Mnemolis does when routing raises."""
    body = search_body(payload["query"], "", "kiwix", success=False)
    body["error"] = "Kiwix backend exploded"
    return web.json_response(body)


async def huge_body(request: web.Request, payload: dict[str, Any]) -> web.Response:
    """200 with a 3 MB result."""
    return web.json_response(search_body(payload["query"], "a" * 3_000_000, "web"))


async def dropped(request: web.Request, payload: dict[str, Any]) -> web.StreamResponse:
    """Close the connection without answering."""
    assert request.transport is not None
    request.transport.close()
    return web.Response()


async def short_body(
    request: web.Request, payload: dict[str, Any]
) -> web.StreamResponse:
    """Promise more bytes in Content-Length than are sent."""
    response = web.StreamResponse(headers={"Content-Length": "1000"})
    response.content_type = "application/json"
    await response.prepare(request)
    await response.write(b'{"query": "x", "res')
    assert request.transport is not None
    request.transport.close()
    return response


async def segmented(
    request: web.Request, payload: dict[str, Any]
) -> web.StreamResponse:
    """Send a 20 KB answer in network-sized segments, as a real LAN delivers it."""
    body = json.dumps(search_body(payload["query"], "word " * 4000, "web")).encode()
    response = web.StreamResponse(headers={"Content-Length": str(len(body))})
    response.content_type = "application/json"
    await response.prepare(request)
    for start in range(0, len(body), 1400):
        await response.write(body[start : start + 1400])
        await asyncio.sleep(0.001)  # the wire's pace, so segments arrive apart
    await response.write_eof()
    return response


def stall(script: RouterScript) -> Behaviour:
    """Answer nothing until the stub shuts down."""

    async def behaviour(request: web.Request, payload: dict[str, Any]) -> web.Response:
        script.stalled.set()
        await script.released.wait()
        return web.Response(status=503)

    return behaviour


def json_text(text: str) -> Behaviour:
    """Answer with exactly ``text`` as a JSON-typed body."""

    async def behaviour(request: web.Request, payload: dict[str, Any]) -> web.Response:
        return web.Response(text=text, content_type="application/json")

    return behaviour


def router_app(script: RouterScript) -> web.Application:
    """Return an application answering ``/search`` and ``/health`` from ``script``."""
    app = web.Application()
    app.router.add_post("/search", script.handle_search)
    app.router.add_get("/health", script.handle_health)
    return app


@asynccontextmanager
async def start_router(script: RouterScript) -> AsyncIterator[str]:
    """Serve ``script`` on 127.0.0.1 and yield the base URL."""
    async with serve_on_loopback(router_app(script), released=script.released) as url:
        yield url


def dumps(body: Any) -> str:
    """Serialise a body the way the stub sends it (for size checks in tests)."""
    return json.dumps(body)
