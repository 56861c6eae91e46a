"""
Drive headless Chromium over the DevTools protocol (its WebSocket, no client library).

A small client for one page: evaluate JavaScript, poll the DOM until a condition
holds, click like a user, resize the viewport and capture PNGs. Helpers injected into
every page (``window.__deep`` and ``window.__text``) look through shadow roots, which
Home Assistant's frontend is made of.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import os
import shutil
import socket
import subprocess
import tempfile
import time
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any, Final

import aiohttp

if TYPE_CHECKING:
    from collections.abc import AsyncIterator
    from pathlib import Path

# Injected into every page: query and read text through shadow roots.
PAGE_HELPERS: Final = """
window.__deep = (selector, root = document, found = []) => {
  for (const el of root.querySelectorAll('*')) {
    if (el.matches(selector)) found.push(el);
    if (el.shadowRoot) window.__deep(selector, el.shadowRoot, found);
  }
  return found;
};
window.__text = (node) => {
  let text = '';
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) text += child.data + ' ';
    else if (child.nodeType === Node.ELEMENT_NODE) {
      if (child.shadowRoot) text += window.__text(child.shadowRoot);
      text += window.__text(child);
      for (const attr of ['label', 'aria-label', 'placeholder']) {
        if (child.hasAttribute(attr)) text += child.getAttribute(attr) + ' ';
      }
    }
  }
  return text;
};
"""


def texts_present(container_js: str, texts: list[str]) -> str:
    """Return JS that is true once the element ``container_js`` shows all ``texts``."""
    return (
        f"(() => {{ const c = {container_js}; if (!c) return false;"
        f" const t = window.__text(c.shadowRoot || c);"
        f" return {json.dumps(texts)}.every(s => t.includes(s)); }})()"
    )


class DevTools:
    """A minimal Chrome DevTools protocol client for one page."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        """Wrap the page's websocket."""
        self._ws = ws
        self._next_id = 0

    async def send(self, method: str, **params: Any) -> dict[str, Any]:
        """Call ``method`` and return its result (events in between are ignored)."""
        self._next_id += 1
        call_id = self._next_id
        await self._ws.send_json({"id": call_id, "method": method, "params": params})
        while True:
            message = await self._ws.receive_json(timeout=60)
            if message.get("id") == call_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message["result"]

    async def evaluate(self, expression: str) -> Any:
        """Evaluate JavaScript in the page and return its (JSON) value."""
        result = await self.send(
            "Runtime.evaluate",
            expression=expression,
            returnByValue=True,
            awaitPromise=True,
        )
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    async def wait_for(self, expression: str, what: str, limit_s: float = 30) -> Any:
        """Poll ``expression`` until it is truthy (at most ``limit_s``); return it."""
        deadline = time.monotonic() + limit_s
        while time.monotonic() < deadline:
            with contextlib.suppress(RuntimeError):
                if value := await self.evaluate(expression):
                    return value
            await asyncio.sleep(0.2)
        raise TimeoutError(f"gave up waiting for {what}")

    async def settle(self, limit_s: float = 5) -> None:
        """Wait until no finite animation (dialog fade-ins...) is running."""
        with contextlib.suppress(TimeoutError):
            await self.wait_for(
                "document.getAnimations().every(a => a.playState !== 'running'"
                " || a.effect?.getTiming().iterations === Infinity)",
                "animations",
                limit_s,
            )

    async def click_until(
        self, element_js: str, done_js: str, what: str, attempts: int = 5
    ) -> None:
        """
        Click the element ``element_js`` like a user until ``done_js`` holds.

        A freshly rendered page can swallow the first click (its handlers are not
        wired up yet), so the click is repeated, a few seconds apart, until the page
        reacts.
        """
        for _ in range(attempts):
            await self.settle()
            box = await self.wait_for(
                f"(() => {{ const el = {element_js}; if (!el) return null;"
                " const r = el.getBoundingClientRect();"
                " return r.width ? [r.x + r.width / 2, r.y + r.height / 2] : null;"
                " })()",
                what,
            )
            for event in ("mousePressed", "mouseReleased"):
                await self.send(
                    "Input.dispatchMouseEvent",
                    type=event,
                    x=box[0],
                    y=box[1],
                    button="left",
                    clickCount=1,
                )
            with contextlib.suppress(TimeoutError):
                await self.wait_for(done_js, what, limit_s=4)
                return
        raise TimeoutError(f"clicking did not lead to {what}")

    async def viewport(self, width: int, height: int) -> None:
        """Set the page's viewport size."""
        await self.send(
            "Emulation.setDeviceMetricsOverride",
            width=width,
            height=height,
            deviceScaleFactor=1,
            mobile=False,
        )

    async def move_mouse(self, x: float, y: float) -> None:
        """Move the mouse to ``(x, y)``, e.g. away from what it hovers."""
        await self.send("Input.dispatchMouseEvent", type="mouseMoved", x=x, y=y)

    async def fit_height(self, root_js: str, width: int, limit: int = 4000) -> int:
        """
        Grow the viewport until nothing under ``root_js`` scrolls; return the height.

        A tall dialog scrolls its content inside the viewport; each round adds what
        its scrolling elements hide, then waits for the layout to settle.
        """
        hidden_js = (
            f"(() => {{ const root = {root_js}; if (!root) return 0;"
            " return Math.max(0, ...window.__deep('*', root.shadowRoot || root)"
            " .filter(el => ['auto', 'scroll'].includes(getComputedStyle(el).overflowY))"
            " .map(el => el.scrollHeight - el.clientHeight)); })()"
        )
        height = await self.evaluate("window.innerHeight")
        for _ in range(5):
            hidden = await self.evaluate(hidden_js)
            if hidden <= 1 or height >= limit:
                break
            height = min(limit, height + hidden)
            await self.viewport(width, height)
            await self.next_frame()
            await self.settle()
        return height

    async def next_frame(self) -> None:
        """Return once the page has rendered twice more (a new layout is painted)."""
        await self.evaluate(
            "new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))"
        )

    async def screenshot(self, path: Path) -> None:
        """Save a PNG of the viewport to ``path``."""
        shot = await self.send("Page.captureScreenshot", format="png")
        await asyncio.to_thread(_save, path, base64.b64decode(shot["data"]))
        print(f"saved {path}")


def _save(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path``, creating its directory."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)


def _free_port() -> int:
    """Return a TCP port on 127.0.0.1 that is free right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _start_browser(
    port: int, profile: str, width: int, height: int
) -> subprocess.Popen[bytes]:
    """Start headless Chromium with its DevTools endpoint on ``port``."""
    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    if binary is None:
        raise SystemExit("chromium not found: apt-get install -y chromium")
    command = [
        binary,
        "--headless=new",
        "--disable-gpu",
        "--hide-scrollbars",
        f"--window-size={width},{height}",
        f"--remote-debugging-port={port}",
        f"--user-data-dir={profile}",
        "about:blank",
    ]
    if os.geteuid() == 0:
        command.insert(1, "--no-sandbox")
    return subprocess.Popen(
        command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )


async def _page_websocket(
    session: aiohttp.ClientSession, port: int, browser: subprocess.Popen[bytes]
) -> str:
    """Poll Chromium's /json/list until its page is listed; return its websocket."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and browser.poll() is None:
        with contextlib.suppress(aiohttp.ClientError):
            async with session.get(f"http://127.0.0.1:{port}/json/list") as response:
                pages = [p for p in await response.json() if p["type"] == "page"]
                if pages:
                    return pages[0]["webSocketDebuggerUrl"]
        await asyncio.sleep(0.2)
    raise RuntimeError("Chromium did not start its DevTools endpoint")


@asynccontextmanager
async def chromium(
    session: aiohttp.ClientSession, width: int, height: int
) -> AsyncIterator[DevTools]:
    """Run headless Chromium and yield a DevTools client for its page."""
    port = _free_port()
    profile = tempfile.mkdtemp(prefix="ga-chromium-")
    browser = _start_browser(port, profile, width, height)
    try:
        tools_url = await _page_websocket(session, port, browser)
        async with session.ws_connect(tools_url, max_msg_size=0) as ws:
            tools = DevTools(ws)
            await tools.send("Page.enable")
            await tools.send(
                "Page.addScriptToEvaluateOnNewDocument", source=PAGE_HELPERS
            )
            await tools.viewport(width, height)
            yield tools
    finally:
        browser.terminate()
        try:
            await asyncio.to_thread(browser.wait, 10)
        except subprocess.TimeoutExpired:
            browser.kill()
        shutil.rmtree(profile, ignore_errors=True)
