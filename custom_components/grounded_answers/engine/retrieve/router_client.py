"""Client for a Mnemolis-compatible retrieval router (``POST /search``, ``GET /health``)."""

from __future__ import annotations

import asyncio
import json
from typing import TYPE_CHECKING, Any, Final

import aiohttp

from ..errors import (
    RouterAuthError,
    RouterConnectionError,
    RouterFailureError,
    RouterResponseError,
    RouterServerError,
    RouterTimeoutError,
)
from ..route.classify import EscalationCounter
from ..route.search import ClassifyingRouter
from ..seams import CHOOSING_SOURCES
from ..sources_registry import MNEMOLIS_SOURCES
from ..text.sentences import scrub_surrogates
from ..types import Retrieval

if TYPE_CHECKING:
    from collections.abc import Sequence


API_KEY_HEADER: Final = "X-API-Key"
DEFAULT_MAX_BYTES: Final = 1024 * 1024
_AUTH_STATUSES: Final = frozenset({401, 403})


def normalise_url(url: str) -> str:
    """Return the router's base URL without trailing slashes or surrounding space."""
    return url.strip().rstrip("/")


class RouterClient(ClassifyingRouter):
    """A ``Router`` over HTTP: talks to one router through the session it is given.

    The router chooses sources itself; the route (how much model work a question
    needs) is classified here, in ``language`` unless a question brings its own.
    """

    def __init__(
        self,
        session: aiohttp.ClientSession,
        url: str,
        *,
        api_key: str | None = None,
        timeout: float = 15.0,
        max_bytes: int = DEFAULT_MAX_BYTES,
        language: str = "en",
        escalation: EscalationCounter | None = None,
    ) -> None:
        """Keep the settings; nothing is sent until a call."""
        self._session = session
        self._url = normalise_url(url)
        self._headers = {API_KEY_HEADER: api_key} if api_key else {}
        self._timeout = timeout
        self._max_bytes = max_bytes
        self.language = language
        self.escalation = escalation or EscalationCounter()

    @property
    def url(self) -> str:
        """Return the normalised base URL."""
        return self._url

    @property
    def source_names(self) -> None:
        """Return None: a remote router does not say which sources it has."""
        return

    @property
    def accepted_sources(self) -> tuple[str, ...]:
        """Return the sources a Mnemolis router knows, and the choosers."""
        return (*MNEMOLIS_SOURCES, *CHOOSING_SOURCES)

    async def search(
        self,
        query: str,
        source: str = "auto",
        fusion_sources: Sequence[str] | None = None,
    ) -> Retrieval:
        """POST /search and return its material."""
        payload: dict[str, Any] = {"query": query, "source": source}
        if fusion_sources:
            payload["fusion_sources"] = list(fusion_sources)
        body = await self._request("POST", "/search", payload)
        return parse_search_response(body, query)

    async def health(self) -> dict[str, Any]:
        """GET /health and return its JSON object."""
        body = await self._request("GET", "/health", None)
        if not isinstance(body, dict):
            raise RouterResponseError("health response is not a JSON object")
        return body

    async def _request(
        self, method: str, path: str, payload: dict[str, Any] | None
    ) -> Any:
        """Send one request and return its decoded JSON; map every failure."""
        try:
            async with asyncio.timeout(self._timeout):
                async with self._session.request(
                    method, self._url + path, json=payload, headers=self._headers
                ) as response:
                    if response.status in _AUTH_STATUSES:
                        raise RouterAuthError(
                            f"router refused the key ({response.status})"
                        )
                    if response.status >= 400:  # noqa: PLR2004
                        raise RouterServerError(response.status)
                    raw = await _read_capped(response, self._max_bytes)
        except TimeoutError as err:
            # aiohttp raises the builtin TimeoutError, not a ClientError.
            raise RouterTimeoutError("router did not answer in time") from err
        except aiohttp.InvalidURL as err:
            raise RouterConnectionError(f"invalid router URL: {err}") from err
        except (aiohttp.ClientPayloadError, aiohttp.ClientResponseError) as err:
            raise RouterResponseError(f"router response broke off: {err}") from err
        except (aiohttp.ClientError, OSError) as err:
            raise RouterConnectionError(f"cannot reach the router: {err}") from err
        if raw is None:
            raise RouterResponseError(f"router response over {self._max_bytes} bytes")
        try:
            return json.loads(raw)
        # JSONDecodeError and UnicodeDecodeError are ValueErrors; absurd nesting
        # exhausts the parser's recursion.
        except (ValueError, RecursionError) as err:
            raise RouterResponseError("router response is not JSON") from err


async def _read_capped(response: aiohttp.ClientResponse, limit: int) -> bytes | None:
    """Read the whole body, or None as soon as it grows past ``limit`` bytes.

    ``content.read(n)`` returns only what has arrived so far, so a body that comes in
    several network segments is read chunk by chunk until its end.
    """
    parts: list[bytes] = []
    size = 0
    async for chunk in response.content.iter_any():
        size += len(chunk)
        if size > limit:
            return None
        parts.append(chunk)
    return b"".join(parts)


def parse_search_response(body: Any, query: str) -> Retrieval:
    """Validate a /search body's shape and types, and return its Retrieval."""
    if not isinstance(body, dict):
        raise RouterResponseError("search response is not a JSON object")
    success = body.get("success")
    if not isinstance(success, bool):
        raise RouterResponseError("search response has no boolean 'success'")
    if not success:
        error = body.get("error")
        raise RouterFailureError(error if isinstance(error, str) else "router failed")
    result = body.get("result")
    source_used = body.get("source_used")
    cached = body.get("cached", False)
    if not isinstance(result, str):
        raise RouterResponseError("search response 'result' is not a string")
    if not isinstance(source_used, str) or not source_used:
        raise RouterResponseError("search response 'source_used' is not a string")
    if not isinstance(cached, bool):
        raise RouterResponseError("search response 'cached' is not a boolean")
    return Retrieval(
        query=query, source_used=source_used, result=_valid_text(result), cached=cached
    )


def _valid_text(text: str) -> str:
    """Replace lone surrogates (valid JSON escapes, invalid text) with U+FFFD.

    One code point for one: an encoder's "replace" would write ``?``, which reads as
    a question mark and ends a sentence ("The Eiffel? Tower ...").
    """
    return scrub_surrogates(text)
