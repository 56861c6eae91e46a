"""Serve a stand-in's aiohttp application on 127.0.0.1, on a free port."""

from __future__ import annotations

import asyncio
import contextlib
import math
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any

from aiohttp import web

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Awaitable, Callable


@asynccontextmanager
async def serve_on_loopback(
    app: web.Application, *, released: asyncio.Event | None = None, **runner: Any
) -> AsyncIterator[str]:
    """Yield the base URL while ``app`` serves; set ``released`` before shutting down.

    Stand-ins that stall wait on ``released``, so shutdown never waits on them.
    """
    app_runner = web.AppRunner(app, handle_signals=False, **runner)
    await app_runner.setup()
    site = web.TCPSite(app_runner, "127.0.0.1", 0)
    await site.start()
    port = app_runner.addresses[0][1]
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        if released is not None:
            released.set()
        await app_runner.cleanup()


class Stalling:
    """What the model stand-ins share: delays and stalls that shutdown ends, hang-ups.

    A scripted delay waits on ``released`` (set on shutdown, or by ``release()``), so
    a stalled handler never holds the server open; a client that hangs up mid-answer
    cancels its handler (aiohttp's ``handler_cancellation``), counted in ``hangups``.
    """

    def __init__(self) -> None:
        """Start with nothing released and no hang-up."""
        self.hangups = 0  # chats the client abandoned before the stub finished them
        self._hung_up = asyncio.Event()
        self._released = asyncio.Event()

    async def wait_for_hangup(self, timeout: float = 5.0) -> None:
        """Return once a client has abandoned a chat; ``TimeoutError`` if none does."""
        async with asyncio.timeout(timeout):
            await self._hung_up.wait()

    def release(self) -> None:
        """End every delay and stall now (called on shutdown)."""
        self._released.set()

    @property
    def released_event(self) -> asyncio.Event:
        """Return the event that ends every delay and stall when set."""
        return self._released

    async def _wait(self, seconds: float) -> None:
        """Sleep ``seconds`` (``math.inf``: until released) unless released first."""
        if seconds <= 0:
            return
        if math.isinf(seconds):
            await self._released.wait()
            return
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(seconds):
                await self._released.wait()

    async def _noting_hangups(
        self, answer: Callable[[], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        """Return ``answer()``; count the client hanging up before it finished."""
        try:
            return await answer()
        except asyncio.CancelledError:
            # Real servers stop generating when the client disconnects.
            self.hangups += 1
            self._hung_up.set()
            raise


@asynccontextmanager
async def serve_stalling[S: Stalling](
    script: S, app: web.Application
) -> AsyncIterator[tuple[S, str]]:
    """Serve a model stand-in's ``app`` on 127.0.0.1; yield its script and base URL.

    ``handler_cancellation``: a client that hangs up ends its handler, as on a server
    that stops generating when the connection closes.
    """
    async with serve_on_loopback(
        app,
        released=script.released_event,
        handler_cancellation=True,
        shutdown_timeout=1.0,
    ) as url:
        yield script, url
