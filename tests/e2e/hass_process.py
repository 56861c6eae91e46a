"""
Start, drive and stop a real Home Assistant process (``hass``) on 127.0.0.1.

Used by the end-to-end test and ``scripts/screenshot``. It follows this recipe: a minimal ``configuration.yaml``, the
integration symlinked into ``<config>/custom_components/``, ``--skip-pip``, onboarding
over REST, an access token, the HTTP config promoted (or it reverts after 5 minutes),
then the config-flow and conversation REST APIs. Nothing here imports Home Assistant.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib.util
import os
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, Final, Self

import aiohttp

REPO_ROOT: Final = Path(__file__).resolve().parents[2]
DOMAIN: Final = "grounded_answers"
INTEGRATION_DIR: Final = REPO_ROOT / "custom_components" / DOMAIN
HOST: Final = "127.0.0.1"
USERNAME: Final = "e2e"
PASSWORD: Final = "e2e-password-123"

CONFIGURATION_YAML: Final = """\
# Written by tests/e2e/hass_process.py: a minimal configuration
# (default_config would pull in cloud, bluetooth, stream...).
homeassistant:
  name: {name}
  time_zone: UTC
  unit_system: metric
  country: US
http:
  server_host: {host}
  server_port: {port}
api:
config:
onboarding:
conversation:
logger:
  default: info
  logs:
    custom_components.{domain}: debug
"""
FRONTEND_MISSING: Final = (
    "home-assistant-frontend is not installed, so a real hass would start in recovery "
    "mode; run scripts/setup to install requirements_e2e.txt"
)


class HassError(RuntimeError):
    """The Home Assistant process or one of its APIs did not behave."""


def frontend_available() -> bool:
    """Return whether ``home-assistant-frontend`` is importable (scripts/setup ran)."""
    return importlib.util.find_spec("hass_frontend") is not None


def free_port() -> int:
    """Return a TCP port on 127.0.0.1 that is free right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((HOST, 0))
        return int(sock.getsockname()[1])


def prepare_config_dir(config_dir: Path, port: int, *, name: str = "E2E") -> None:
    """
    Write ``configuration.yaml`` and symlink the integration into ``config_dir``.

    Home Assistant finds custom integrations in ``<config>/custom_components/``; a
    symlink to the repository's package loads the code under test directly.
    """
    config_dir.mkdir(parents=True, exist_ok=True)
    (config_dir / "configuration.yaml").write_text(
        CONFIGURATION_YAML.format(name=name, host=HOST, port=port, domain=DOMAIN),
        encoding="utf-8",
    )
    custom = config_dir / "custom_components"
    custom.mkdir(exist_ok=True)
    link = custom / DOMAIN
    if not link.is_symlink():
        link.symlink_to(INTEGRATION_DIR, target_is_directory=True)


def new_session() -> aiohttp.ClientSession:
    """Return a client session that starts no resolver threads (we only dial IPs)."""
    return aiohttp.ClientSession(
        connector=aiohttp.TCPConnector(resolver=aiohttp.ThreadedResolver()),
        timeout=aiohttp.ClientTimeout(total=30),
    )


@dataclass
class HassProcess:
    """A ``python -m homeassistant`` child process serving ``base_url``."""

    config_dir: Path
    port: int
    process: subprocess.Popen[bytes]
    console: IO[bytes]

    @classmethod
    def start(cls, config_dir: Path, port: int, *, debug: bool = False) -> Self:
        """Start Home Assistant on ``config_dir`` (prepared with prepare_config_dir)."""
        command = [sys.executable, "-m", "homeassistant", "-c", str(config_dir)]
        command.append("--skip-pip")
        if debug:
            command.append("--debug")
        console = (config_dir / "console.log").open("wb")
        # cwd: `-m` puts the cwd on sys.path; from the repo root, `custom_components`
        # would then resolve to the repo too and the integration be discovered twice.
        process = subprocess.Popen(
            command,
            stdin=subprocess.DEVNULL,
            stdout=console,
            stderr=subprocess.STDOUT,
            cwd=config_dir,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        return cls(config_dir, port, process, console)

    @property
    def base_url(self) -> str:
        """Return the HTTP root, e.g. ``http://127.0.0.1:18123``."""
        return f"http://{HOST}:{self.port}"

    @property
    def client_id(self) -> str:
        """Return the OAuth client id Home Assistant's own frontend would use."""
        return f"{self.base_url}/"

    def log_tail(self, lines: int = 80) -> str:
        """Return the end of home-assistant.log, or of the console if there is none."""
        for name in ("home-assistant.log", "console.log"):
            path = self.config_dir / name
            if path.exists() and path.stat().st_size:
                text = path.read_text(encoding="utf-8", errors="replace")
                tail = "\n".join(text.splitlines()[-lines:])
                return f"--- last {lines} lines of {path} ---\n{tail}"
        return f"--- no log in {self.config_dir} ---"

    async def wait_until_up(
        self, session: aiohttp.ClientSession, timeout: float = 45
    ) -> None:
        """Poll ``GET /api/onboarding`` until it answers; fail early if hass exits."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise HassError(
                    f"hass exited with {self.process.returncode}\n{self.log_tail()}"
                )
            with contextlib.suppress(aiohttp.ClientError, TimeoutError):
                async with session.get(
                    f"{self.base_url}/api/onboarding",
                    timeout=aiohttp.ClientTimeout(total=2),
                ) as response:
                    if response.status == 200:
                        return
            await asyncio.sleep(0.2)
        raise HassError(
            f"hass did not answer within {timeout:.0f} s\n{self.log_tail()}"
        )

    async def stop(self, timeout: float = 20) -> None:
        """SIGTERM, wait (polling) up to ``timeout`` seconds, then SIGKILL."""
        try:
            if self.process.poll() is None:
                self.process.send_signal(signal.SIGTERM)
                deadline = time.monotonic() + timeout
                while self.process.poll() is None and time.monotonic() < deadline:
                    await asyncio.sleep(0.1)
            if self.process.poll() is None:
                self.process.kill()
                await asyncio.to_thread(self.process.wait, 10)
        finally:
            self.console.close()


@dataclass(frozen=True, slots=True)
class Tokens:
    """An OAuth token pair from ``POST /auth/token``."""

    access_token: str
    refresh_token: str
    expires_in: int


async def _json(response: aiohttp.ClientResponse, what: str) -> Any:
    """Return the JSON body of a 2xx response, or raise with the body text."""
    if response.status >= 300:
        raise HassError(f"{what}: HTTP {response.status}: {await response.text()}")
    return await response.json()


async def onboard(
    session: aiohttp.ClientSession,
    hass: HassProcess,
    *,
    owner: str = "E2E Owner",
    username: str = USERNAME,
    password: str = PASSWORD,
) -> Tokens:
    """Create the owner account over REST and exchange its auth code for tokens."""
    async with session.post(
        f"{hass.base_url}/api/onboarding/users",
        json={
            "client_id": hass.client_id,
            "name": owner,
            "username": username,
            "password": password,
            "language": "en",
        },
    ) as response:
        code = (await _json(response, "onboarding user"))["auth_code"]
    async with session.post(
        f"{hass.base_url}/auth/token",
        data={
            "grant_type": "authorization_code",
            "code": code,
            "client_id": hass.client_id,
        },
    ) as response:
        body = await _json(response, "auth token")
    return Tokens(body["access_token"], body["refresh_token"], int(body["expires_in"]))


@dataclass
class HassApi:
    """REST and websocket calls as the onboarded owner."""

    session: aiohttp.ClientSession
    base_url: str
    access_token: str

    @property
    def _headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.access_token}"}

    async def get(self, path: str) -> Any:
        """``GET path`` and return the JSON body."""
        async with self.session.get(
            self.base_url + path, headers=self._headers
        ) as response:
            return await _json(response, f"GET {path}")

    async def post(self, path: str, payload: dict[str, Any]) -> Any:
        """``POST path`` with a JSON body and return the JSON body."""
        async with self.session.post(
            self.base_url + path, json=payload, headers=self._headers
        ) as response:
            return await _json(response, f"POST {path}")

    async def ws_call(self, command: dict[str, Any]) -> Any:
        """Run one websocket command on a fresh, authenticated connection."""
        async with self.session.ws_connect(
            f"{self.base_url}/api/websocket", heartbeat=None
        ) as ws:
            await ws.receive_json(timeout=10)  # auth_required
            await ws.send_json({"type": "auth", "access_token": self.access_token})
            auth = await ws.receive_json(timeout=10)
            if auth.get("type") != "auth_ok":
                raise HassError(f"websocket auth failed: {auth}")
            await ws.send_json({"id": 1, **command})
            while True:
                message = await ws.receive_json(timeout=30)
                if message.get("id") == 1 and message.get("type") == "result":
                    break
        if not message.get("success"):
            raise HassError(f"{command['type']} failed: {message.get('error')}")
        return message.get("result")

    async def wait_until_running(self, timeout: float = 30) -> None:
        """Poll ``GET /api/config`` until Home Assistant has finished starting."""
        deadline = time.monotonic() + timeout
        while (state := (await self.get("/api/config"))["state"]) != "RUNNING":
            if time.monotonic() > deadline:
                raise HassError(f"hass still {state} after {timeout:.0f} s")
            await asyncio.sleep(0.2)

    async def promote_http_config(self) -> None:
        """Make the YAML http config stable, so it does not revert in 5 minutes."""
        await self.ws_call({"type": "http/config/promote"})

    async def finish_onboarding(self, client_id: str) -> None:
        """
        Mark the remaining onboarding steps done, so the frontend skips its wizard.

        The core_config step also creates a few default entries (met, radio_browser...)
        that fail harmlessly offline.
        """
        for step in ("core_config", "analytics"):
            await self.post(f"/api/onboarding/{step}", {})
        await self.post(
            "/api/onboarding/integration",
            {"client_id": client_id, "redirect_uri": f"{client_id}?auth_callback=1"},
        )

    async def start_config_flow(self, handler: str = DOMAIN) -> dict[str, Any]:
        """Start a config flow and return its first step."""
        return await self.post(
            "/api/config/config_entries/flow",
            {"handler": handler, "show_advanced_options": False},
        )

    async def config_flow_step(
        self, flow_id: str, user_input: dict[str, Any]
    ) -> dict[str, Any]:
        """Submit ``user_input`` to a config flow step and return the next step."""
        return await self.post(f"/api/config/config_entries/flow/{flow_id}", user_input)

    async def choose_config_flow_menu(
        self, handler: str = DOMAIN, option: str = ""
    ) -> dict[str, Any]:
        """Start a config flow whose first step is a menu; choose ``option``."""
        menu = await self.start_config_flow(handler)
        if menu.get("type") != "menu" or option not in menu.get("menu_options", []):
            raise HassError(f"no menu option {option!r}: {menu}")
        return await self.config_flow_step(menu["flow_id"], {"next_step_id": option})

    async def start_options_flow(self, entry_id: str) -> dict[str, Any]:
        """Start an entry's options flow and return its first step."""
        return await self.post(
            "/api/config/config_entries/options/flow", {"handler": entry_id}
        )

    async def options_flow_step(
        self, flow_id: str, user_input: dict[str, Any]
    ) -> dict[str, Any]:
        """Submit ``user_input`` to an options flow step and return the next step."""
        return await self.post(
            f"/api/config/config_entries/options/flow/{flow_id}", user_input
        )

    async def reload_entry(self, entry_id: str) -> None:
        """
        Reload a config entry and return once it is set up again.

        Saving options starts a reload of its own; Home Assistant runs reloads of an
        entry one at a time, so after this one the entry runs with the new options.
        """
        await self.post(f"/api/config/config_entries/entry/{entry_id}/reload", {})

    async def entity_ids(
        self, platform: str, domain: str, timeout: float = 15
    ) -> list[str]:
        """Poll the entity registry until ``platform`` has ``domain.*`` entities."""
        deadline = time.monotonic() + timeout
        while True:
            entries = await self.ws_call({"type": "config/entity_registry/list"})
            found = sorted(
                entry["entity_id"]
                for entry in entries
                if entry["platform"] == platform
                and entry["entity_id"].startswith(f"{domain}.")
            )
            if found or time.monotonic() > deadline:
                return found
            await asyncio.sleep(0.2)

    async def converse(
        self, text: str, agent_id: str, language: str = "en"
    ) -> dict[str, Any]:
        """``POST /api/conversation/process`` and return the conversation result."""
        return await self.post(
            "/api/conversation/process",
            {"text": text, "language": language, "agent_id": agent_id},
        )
