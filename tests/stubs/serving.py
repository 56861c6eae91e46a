"""Serve a stand-in's aiohttp application on 127.0.0.1, on a free port."""

from __future__ import annotations

from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any

from aiohttp import web

if TYPE_CHECKING:
    import asyncio
    from collections.abc import AsyncIterator


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
