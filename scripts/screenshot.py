"""
Screenshot the set-up menu, answer settings and sources of Grounded Answers.

Starts a real ``hass`` on a temporary config dir, onboards it over REST and promotes
the HTTP config, then drives headless Chromium (``scripts/browser.py``): sign in by storing tokens in localStorage, open
``/config/integrations/dashboard/add?domain=grounded_answers``, click OK in the
confirmation and capture the set-up menu; then create a built-in router entry over
REST (choosing the menu's built-in option needs no network), open the entry's
options from its integration page, capture the answer settings, submit them with
their defaults and capture the sources step, which is left unsaved. Pages are awaited
by polling the DOM for the translated texts from ``translations/en.json``, which
also checks that the labels are translated.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Final

REPO: Final = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

# The e2e harness is reused (imports need REPO on sys.path).
from scripts.browser import chromium, texts_present  # noqa: E402
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

if TYPE_CHECKING:
    from scripts.browser import DevTools

IMAGES: Final = REPO / "docs" / "images"
WIDTH: Final = 1280
HEIGHT: Final = 900  # the viewport grows for a dialog that would scroll
ROUTER_BUILTIN: Final = "builtin"  # the set-up menu's option for the built-in router

FLOW_DIALOG: Final = "window.__deep('dialog-data-entry-flow')[0]"
FLOW_SUBMIT: Final = (
    f"window.__deep('ha-button[slot=primaryAction]', {FLOW_DIALOG}.shadowRoot)[0]"
)


def clean_page(title: str) -> str:
    """
    Return JS that is true when the page shows ``title`` and nothing is wrong.

    Wrong: an error alert (a form error, a failed step) or the "Confirm new HTTP
    server configuration" dialog (a pending HTTP config) over the page. Finding the
    title proves that the page's text was read through its shadow roots.
    """
    return (
        "(() => { const t = window.__text(document.body);"
        f" return t.includes({json.dumps(title)})"
        " && !t.includes('HTTP server configuration')"
        " && window.__deep('ha-alert[alert-type=error]').length === 0; })()"
    )


def step_texts(section: str, step: str) -> list[str]:
    """Return a step's title, field labels and menu options from en.json."""
    strings = json.loads(
        (INTEGRATION_DIR / "translations" / "en.json").read_text(encoding="utf-8")
    )
    step_strings = strings[section]["step"][step]
    return [
        step_strings["title"],
        *step_strings.get("data", {}).values(),
        *step_strings.get("menu_options", {}).values(),
    ]


async def capture(tools: DevTools, path: Path, texts: list[str]) -> None:
    """
    Capture the page once the flow dialog shows ``texts`` and nothing is wrong.

    The viewport is made tall enough for the whole dialog, and the mouse is moved
    off it so that no hover highlight shows.
    """
    await tools.wait_for(texts_present(FLOW_DIALOG, texts), f"{texts[0]!r}")
    await tools.viewport(WIDTH, HEIGHT)
    await tools.move_mouse(WIDTH - 5, HEIGHT / 3)
    await tools.settle()
    await tools.fit_height(FLOW_DIALOG, WIDTH)
    if not await tools.evaluate(clean_page(texts[0])):
        raise RuntimeError(f"an error or another dialog covers {texts[0]!r}")
    await tools.screenshot(path)


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
    """Open 'add integration', confirm, and capture the set-up menu."""
    texts = step_texts("config", "user")
    await tools.send(
        "Page.navigate",
        url=f"{hass.base_url}/config/integrations/dashboard/add?domain={DOMAIN}",
    )
    await tools.click_until(
        "window.__deep('dialog-box').flatMap(d =>"
        " window.__deep('ha-button[slot=primaryAction]', d.shadowRoot))[0]",
        texts_present(FLOW_DIALOG, texts),
        "the set-up menu (OK in 'Do you want to set up Grounded Answers?')",
    )
    await capture(tools, path, texts)


async def shoot_options_flow(
    tools: DevTools, hass: HassProcess, options_path: Path, sources_path: Path
) -> None:
    """Capture the answer settings, submit their defaults, capture the sources."""
    settings = step_texts("options", "init")
    sources = step_texts("options", "sources")
    await tools.send(
        "Page.navigate", url=f"{hass.base_url}/config/integrations/integration/{DOMAIN}"
    )
    await tools.click_until(
        "window.__deep('ha-config-entry-row').flatMap(row =>"
        " window.__deep('ha-icon-button', row.shadowRoot))"
        ".find(b => b.label === 'Configure')",
        texts_present(FLOW_DIALOG, settings),
        "the answer settings (the entry's Configure button)",
    )
    await capture(tools, options_path, settings)
    # Without an Ollama URL the defaults lead straight to the sources step, and
    # nothing is saved until that step is submitted, which this script never does.
    await tools.click_until(
        FLOW_SUBMIT,
        texts_present(FLOW_DIALOG, sources),
        "the sources step (submitting the answer settings)",
    )
    await capture(tools, sources_path, sources)


async def create_builtin_entry(api: HassApi) -> None:
    """Create a built-in router entry by choosing it in the set-up menu over REST."""
    result = await api.choose_config_flow_menu(option=ROUTER_BUILTIN)
    if result["type"] != "create_entry":
        raise RuntimeError(f"the built-in router did not create an entry: {result}")


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
        async with new_session() as session:
            await hass.wait_until_up(session)
            tokens = await onboard(session, hass, owner="Alex Rivera")
            api = HassApi(session, hass.base_url, tokens.access_token)
            await api.promote_http_config()
            await api.finish_onboarding(hass.client_id)
            await api.wait_until_running()
            await remove_onboarding_entries(api)
            async with chromium(session, WIDTH, HEIGHT) as tools:
                await sign_in(tools, hass, tokens)
                await shoot_config_flow(tools, hass, out_dir / "config_flow.png")
                if options:
                    await create_builtin_entry(api)
                    await shoot_options_flow(
                        tools,
                        hass,
                        out_dir / "options_flow.png",
                        out_dir / "sources_flow.png",
                    )
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
        "--no-options",
        action="store_true",
        help="skip the answer-settings and sources screenshots",
    )
    parser.add_argument(
        "--keep", action="store_true", help="keep the temporary config dir"
    )
    args = parser.parse_args()
    started = time.monotonic()
    asyncio.run(run(args.out.resolve(), options=not args.no_options, keep=args.keep))
    print(f"done in {time.monotonic() - started:.0f} s")


if __name__ == "__main__":
    main()
