"""Serve a stand-in on a fixed 127.0.0.1 port that can stop listening and resume.

A client configured with a stand-in's URL (a config entry's router or Ollama address)
cannot be re-pointed at a closed port without reconfiguring it. ``SwitchableServer``
keeps the address and switches the listener instead: ``refuse()`` closes the listening
socket, so every new connection is refused by the kernel (a real ``ECONNREFUSED``, as
from a server that is down), and ``listen()`` opens it again on the same port. While
refused, the port stays bound by a socket that does not listen (as in
``ollama_server.refused_url``), so no other socket can take it meanwhile.

Every response carries ``Connection: close``: a client's pooled keep-alive connection
would otherwise outlive ``refuse()`` and reach the application anyway.
"""

from __future__ import annotations

import asyncio
import socket
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any, Final

from aiohttp import web

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

HOST: Final = "127.0.0.1"


async def _close_after_response(
    request: web.Request,  # the signal's signature
    response: web.StreamResponse,
) -> None:
    """Close the connection once this response is sent, and tell the client so.

    The signal comes after aiohttp has chosen its headers, so the header is set here.
    """
    response.force_close()
    response.headers["Connection"] = "close"


class SwitchableServer:
    """An aiohttp application on one port whose listener can be switched off and on."""

    def __init__(
        self,
        app: web.Application,
        *,
        released: asyncio.Event | None = None,
        **runner: Any,
    ) -> None:
        """Keep the application; nothing listens until ``start``.

        ``released`` is set before shutdown, so handlers that stall end first;
        ``runner`` goes to ``web.AppRunner`` (``handler_cancellation``...).
        """
        app.on_response_prepare.append(_close_after_response)
        self._runner = web.AppRunner(app, handle_signals=False, **runner)
        self._released = released
        self._site: web.TCPSite | None = None
        self._holder: socket.socket | None = None  # keeps the port while refused
        self._port = 0

    @property
    def url(self) -> str:
        """Return the base URL, the same whether listening or not."""
        return f"http://{HOST}:{self._port}"

    @property
    def listening(self) -> bool:
        """Return whether the port accepts connections now."""
        return self._site is not None

    async def start(self) -> str:
        """Set the application up, listen on a free port and return the base URL."""
        await self._runner.setup()
        await self.listen()
        return self.url

    async def listen(self) -> None:
        """Accept connections again on the same port (no-op when listening)."""
        if self._site is not None:
            return
        # SO_REUSEADDR on both sockets: Linux lets the listener bind beside the holder.
        site = web.TCPSite(self._runner, HOST, self._port, reuse_address=True)
        await site.start()
        if not self._port:
            self._port = int(self._runner.addresses[0][1])
        self._site = site
        self._release_port()

    async def refuse(self) -> None:
        """Stop listening: new connections are refused until ``listen``."""
        if self._site is None:
            return
        site, self._site = self._site, None
        await site.stop()
        holder = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        holder.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        holder.bind((HOST, self._port))
        self._holder = holder

    def _release_port(self) -> None:
        """Close the socket that kept the port while refused."""
        if self._holder is not None:
            self._holder.close()
            self._holder = None

    async def close(self) -> None:
        """Release stalled handlers, stop listening and shut the application down."""
        if self._released is not None:
            self._released.set()
        self._site = None
        self._release_port()
        await self._runner.cleanup()


@asynccontextmanager
async def serve_switchable(
    app: web.Application, *, released: asyncio.Event | None = None, **runner: Any
) -> AsyncIterator[SwitchableServer]:
    """Serve ``app`` on a free 127.0.0.1 port; yield the switchable server."""
    server = SwitchableServer(app, released=released, **runner)
    await server.start()
    try:
        yield server
    finally:
        await server.close()
