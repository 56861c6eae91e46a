"""
Screenshot the config flow and options flow of Grounded Answers on a real instance.

Starts a stub router (in this process) and a real ``hass`` on a temporary config dir,
onboards it over REST, promotes the HTTP config, then drives headless Chromium over
the DevTools protocol (ha-conventions.md §8): sign in by storing tokens in
localStorage, open ``/config/integrations/dashboard/add?domain=grounded_answers``,
click OK in the confirmation dialog and capture the form; then create the entry over
REST, open the entry's options from its integration page and capture that form.
Pages are awaited by polling the DOM (through shadow roots) for the translated texts
from ``translations/en.json``, which also checks that the labels are translated.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from contextlib import asynccontextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

import aiohttp

REPO: Final = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

# The e2e harness and the stub router are reused (imports need REPO on sys.path).
from tests.e2e.hass_process import (  # noqa: E402
    DOMAIN,
    INTEGRATION_DIR,
    HassApi,
    HassProcess,
    Tokens,
    free_port,
    new_session,
    onboard,
    prepare_config_dir,
)
from tests.stubs.router_server import RouterScript, start_router  # noqa: E402

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

IMAGES: Final = REPO / "docs" / "images"
WIDTH: Final = 1280
HEIGHT: Final = 900
OPTIONS_HEIGHT: Final = 1700  # tall enough for the whole options form

# Helpers injected into every page: query and read text through shadow roots.
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
            await asyncio.sleep(0.25)
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
        self, selector_js: str, done_js: str, what: str, attempts: int = 5
    ) -> None:
        """Click the element ``selector_js`` like a user until ``done_js`` holds.

        A freshly rendered page can swallow the first click (its handlers are not
        wired up yet), so the click is repeated, a few seconds apart, until the
        page reacts.
        """
        for _ in range(attempts):
            await self.settle()
            box = await self.wait_for(
                f"(() => {{ const el = {selector_js}; if (!el) return null;"
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

    async def screenshot(self, path: Path) -> None:
        """Save a PNG of the viewport."""
        shot = await self.send("Page.captureScreenshot", format="png")
        await asyncio.to_thread(_save, path, base64.b64decode(shot["data"]))
        print(f"saved {path}")


def _save(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path``, creating its directory."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)


def _start_browser(port: int, profile: str) -> subprocess.Popen[bytes]:
    """Start headless Chromium with its DevTools endpoint on ``port``."""
    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    if binary is None:
        raise SystemExit("chromium not found: apt-get install -y chromium")
    command = [
        binary,
        "--headless=new",
        "--disable-gpu",
        "--hide-scrollbars",
        f"--window-size={WIDTH},{HEIGHT}",
        f"--remote-debugging-port={port}",
        f"--user-data-dir={profile}",
        "about:blank",
    ]
    if os.geteuid() == 0:
        command.insert(1, "--no-sandbox")
    return subprocess.Popen(
        command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )


@asynccontextmanager
async def chromium(session: aiohttp.ClientSession) -> AsyncIterator[DevTools]:
    """Run headless Chromium and yield a DevTools client for its page."""
    port = free_port()
    profile = tempfile.mkdtemp(prefix="ga-chromium-")
    browser = _start_browser(port, profile)
    try:
        tools_url = await _page_websocket(session, port, browser)
        async with session.ws_connect(tools_url, max_msg_size=0) as ws:
            tools = DevTools(ws)
            await tools.send("Page.enable")
            await tools.send(
                "Page.addScriptToEvaluateOnNewDocument", source=PAGE_HELPERS
            )
            await tools.viewport(WIDTH, HEIGHT)
            yield tools
    finally:
        browser.terminate()
        try:
            await asyncio.to_thread(browser.wait, 10)
        except subprocess.TimeoutExpired:
            browser.kill()
        shutil.rmtree(profile, ignore_errors=True)


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


def _texts_present(container_js: str, texts: list[str]) -> str:
    """Return JS that is true once ``container_js`` shows every one of ``texts``."""
    return (
        f"(() => {{ const c = {container_js}; if (!c) return false;"
        f" const t = window.__text(c.shadowRoot || c);"
        f" return {json.dumps(texts)}.every(s => t.includes(s)); }})()"
    )


FLOW_DIALOG: Final = "window.__deep('dialog-data-entry-flow')[0]"


def _step_texts(section: str, step: str) -> list[str]:
    """Return a step's title and field labels from translations/en.json."""
    strings = json.loads(
        (INTEGRATION_DIR / "translations" / "en.json").read_text(encoding="utf-8")
    )
    step_strings = strings[section]["step"][step]
    return [step_strings["title"], *step_strings["data"].values()]


async def sign_in(tools: DevTools, hass: HassProcess, tokens: Tokens) -> None:
    """Store the tokens where the frontend looks for them."""
    await tools.send("Page.navigate", url=f"{hass.base_url}/auth/authorize")
    await tools.wait_for("document.readyState === 'complete'", "auth page")
    stored = {
        "access_token": tokens.access_token,
        "refresh_token": tokens.refresh_token,
        "token_type": "Bearer",
        "expires_in": tokens.expires_in,
        "hassUrl": hass.base_url,
        "clientId": hass.client_id,
        "expires": int(time.time() * 1000) + tokens.expires_in * 1000,
    }
    await tools.evaluate(
        f"localStorage.setItem('hassTokens', {json.dumps(json.dumps(stored))})"
    )


async def shoot_config_flow(tools: DevTools, hass: HassProcess, path: Path) -> None:
    """Open 'add integration', confirm, and capture the user step's form."""
    await tools.send(
        "Page.navigate",
        url=f"{hass.base_url}/config/integrations/dashboard/add?domain={DOMAIN}",
    )
    await tools.click_until(
        "window.__deep('dialog-box').flatMap(d =>"
        " window.__deep('ha-button[slot=primaryAction]', d.shadowRoot))[0]",
        _texts_present(FLOW_DIALOG, _step_texts("config", "user")),
        "the config flow form (OK in 'Do you want to set up Grounded Answers?')",
    )
    await tools.settle()
    await tools.screenshot(path)


async def shoot_options_flow(tools: DevTools, hass: HassProcess, path: Path) -> None:
    """Open the entry's options from its integration page and capture the form."""
    await tools.viewport(WIDTH, OPTIONS_HEIGHT)
    await tools.send(
        "Page.navigate", url=f"{hass.base_url}/config/integrations/integration/{DOMAIN}"
    )
    await tools.click_until(
        "window.__deep('ha-config-entry-row').flatMap(row =>"
        " window.__deep('ha-icon-button', row.shadowRoot))"
        ".find(b => b.label === 'Configure')",
        _texts_present(FLOW_DIALOG, _step_texts("options", "init")),
        "the options form (the entry's Configure button)",
    )
    await tools.settle()
    await tools.screenshot(path)


async def create_entry(api: HassApi, router_url: str) -> None:
    """Create the config entry over REST, as the e2e test does."""
    form = await api.start_config_flow()
    result = await api.config_flow_step(form["flow_id"], {"url": router_url})
    if result["type"] != "create_entry":
        raise RuntimeError(f"config flow did not create an entry: {result}")


async def remove_onboarding_entries(api: HassApi) -> None:
    """Delete the entries onboarding adds (met, google_translate...): screen noise."""
    for entry in await api.get("/api/config/config_entries/entry"):
        if entry["source"] == "onboarding":
            async with api.session.delete(
                f"{api.base_url}/api/config/config_entries/entry/{entry['entry_id']}",
                headers={"Authorization": f"Bearer {api.access_token}"},
            ) as response:
                response.raise_for_status()


async def run(out_dir: Path, *, options: bool, keep: bool) -> None:
    """Start everything, take the screenshots, stop everything."""
    config_dir = Path(tempfile.mkdtemp(prefix="ga-screenshot-"))
    port = free_port()
    prepare_config_dir(config_dir, port, name="Home")
    hass = HassProcess.start(config_dir, port)
    try:
        async with new_session() as session, start_router(RouterScript()) as router:
            await hass.wait_until_up(session)
            tokens = await onboard(session, hass, owner="Alex Rivera")
            api = HassApi(session, hass.base_url, tokens.access_token)
            await api.promote_http_config()
            await api.finish_onboarding(hass.client_id)
            await api.wait_until_running()
            await remove_onboarding_entries(api)
            async with chromium(session) as tools:
                await sign_in(tools, hass, tokens)
                await shoot_config_flow(tools, hass, out_dir / "config_flow.png")
                if options:
                    await create_entry(api, router)
                    await shoot_options_flow(tools, hass, out_dir / "options_flow.png")
    except BaseException:
        print(hass.log_tail(60), file=sys.stderr)
        raise
    finally:
        await hass.stop()
        if keep:
            print(f"kept {config_dir}")
        else:
            shutil.rmtree(config_dir, ignore_errors=True)


def main() -> None:
    """Parse arguments and run."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0].strip())
    parser.add_argument("--out", type=Path, default=IMAGES, help="output directory")
    parser.add_argument(
        "--no-options", action="store_true", help="skip the options-flow screenshot"
    )
    parser.add_argument(
        "--keep", action="store_true", help="keep the temporary config dir"
    )
    args = parser.parse_args()
    asyncio.run(run(args.out.resolve(), options=not args.no_options, keep=args.keep))


if __name__ == "__main__":
    main()
