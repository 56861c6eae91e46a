"""
Start, drive and stop a real Home Assistant process (``hass``) on 127.0.0.1.

Used by the end-to-end test and ``scripts/screenshot``. It follows this recipe: a minimal ``configuration.yaml``, the
integration symlinked into ``<config>/custom_components/``, ``--skip-pip``, onboarding
over REST, an access token, the HTTP config promoted (or it reverts after 5 minutes),
then the config-flow, subentry-flow and conversation REST APIs, and event subscriptions
over the websocket. Nothing here imports Home Assistant.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib.util
import os
import re
import signal
import socket
import subprocess
import sys
import time
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, Final, Self

import aiohttp

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

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


# One record of home-assistant.log: "2026-12-01 16:18:13.900 WARNING (MainThread)
# [homeassistant.util.loop] Detected blocking call ..."
_LOG_RECORD: Final = re.compile(
    r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} (?P<level>[A-Z]+) \([^)]*\) "
    r"\[(?P<logger>[^\]]+)\] (?P<message>.*)"
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

    def integration_problems(self, domain: str = DOMAIN) -> list[str]:
        """
        Return the log's records that are defects of ``domain``, first lines only.

        Home Assistant's warning that the integration made a blocking call inside the
        event loop (users see it, with a plea to file a bug), and ERROR or CRITICAL
        records of the integration's own loggers. Other integrations' noise (no
        ffmpeg, no libturbojpeg here) is not ours.
        """
        path = self.config_dir / "home-assistant.log"
        if not path.exists():
            return []
        problems: list[str] = []
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            record = _LOG_RECORD.match(line)
            if record is None:
                continue  # a traceback's or a long message's next line
            level, logger, message = record.group("level", "logger", "message")
            ours = logger == f"custom_components.{domain}" or logger.startswith(
                f"custom_components.{domain}."
            )
            if (
                message.startswith("Detected blocking call")
                and f"custom integration '{domain}'" in message
            ) or (ours and level in {"ERROR", "CRITICAL"}):
                problems.append(line)
        return problems

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
class EventStream:
    """A websocket subscribed to one event type (see ``HassApi.subscribe_events``)."""

    ws: aiohttp.ClientWebSocketResponse
    event_type: str

    async def next_data(self, timeout: float = 30, **match: Any) -> dict[str, Any]:
        """
        Return the data of the next event whose data holds every ``match`` value.

        Events that do not match (an earlier question's, another entry's) are skipped;
        ``timeout`` bounds the wait for each message, so a missing event fails the test
        instead of hanging it.
        """
        while True:
            message = await self.ws.receive_json(timeout=timeout)
            if message.get("type") != "event":
                continue
            data: dict[str, Any] = message["event"]["data"]
            if all(data.get(key) == value for key, value in match.items()):
                return data


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

    @asynccontextmanager
    async def _websocket(self) -> AsyncIterator[aiohttp.ClientWebSocketResponse]:
        """Yield a fresh websocket connection, authenticated as the owner."""
        async with self.session.ws_connect(
            f"{self.base_url}/api/websocket", heartbeat=None
        ) as ws:
            await ws.receive_json(timeout=10)  # auth_required
            await ws.send_json({"type": "auth", "access_token": self.access_token})
            auth = await ws.receive_json(timeout=10)
            if auth.get("type") != "auth_ok":
                raise HassError(f"websocket auth failed: {auth}")
            yield ws

    async def ws_call(self, command: dict[str, Any]) -> Any:
        """Run one websocket command on a fresh, authenticated connection."""
        async with self._websocket() as ws:
            await ws.send_json({"id": 1, **command})
            while True:
                message = await ws.receive_json(timeout=30)
                if message.get("id") == 1 and message.get("type") == "result":
                    break
        if not message.get("success"):
            raise HassError(f"{command['type']} failed: {message.get('error')}")
        return message.get("result")

    @asynccontextmanager
    async def subscribe_events(self, event_type: str) -> AsyncIterator[EventStream]:
        """
        Yield a stream of ``event_type`` events, subscribed before the block runs.

        Subscribe before asking: an event fired before the subscription is not sent.
        """
        async with self._websocket() as ws:
            await ws.send_json(
                {"id": 1, "type": "subscribe_events", "event_type": event_type}
            )
            reply = await ws.receive_json(timeout=10)
            if not reply.get("success"):
                raise HassError(f"subscribe_events failed: {reply}")
            yield EventStream(ws, event_type)

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

    async def start_subentry_flow(
        self, entry_id: str, subentry_type: str
    ) -> dict[str, Any]:
        """Start a flow adding a ``subentry_type`` subentry to an entry; return its form.

        This is what the frontend's "Add conversation agent" button of core LLM
        integrations (``ollama``, ``openai_conversation``...) posts.
        """
        return await self.post(
            "/api/config/config_entries/subentries/flow",
            {"handler": [entry_id, subentry_type]},
        )

    async def subentry_flow_step(
        self, flow_id: str, user_input: dict[str, Any]
    ) -> dict[str, Any]:
        """Submit ``user_input`` to a subentry flow step and return the next step."""
        return await self.post(
            f"/api/config/config_entries/subentries/flow/{flow_id}", user_input
        )

    async def subentries(self, entry_id: str) -> list[dict[str, Any]]:
        """Return an entry's subentries (id, type, title, unique id)."""
        return await self.ws_call(
            {"type": "config_entries/subentries/list", "entry_id": entry_id}
        )

    async def wait_for_state(
        self, entity_id: str, timeout: float = 15
    ) -> dict[str, Any]:
        """Poll ``GET /api/states/<entity_id>`` until the entity has a state.

        An entity is in the registry a moment before it is added to the state
        machine (and, for an agent, registered with conversation); its state is the
        sign that it is ready to be asked.
        """
        deadline = time.monotonic() + timeout
        while True:
            async with self.session.get(
                f"{self.base_url}/api/states/{entity_id}", headers=self._headers
            ) as response:
                if response.status == 200:
                    return await response.json()
                if response.status != 404:
                    await _json(response, f"GET /api/states/{entity_id}")
            if time.monotonic() > deadline:
                raise HassError(f"{entity_id} has no state after {timeout:.0f} s")
            await asyncio.sleep(0.2)

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


def select_values(form: dict[str, Any], name: str) -> list[str]:
    """Return the values a form's select field ``name`` offers (options or dicts)."""
    field = next(f for f in form["data_schema"] if f["name"] == name)
    options = field["selector"]["select"]["options"]
    return [str(o["value"]) if isinstance(o, dict) else str(o) for o in options]


@dataclass(frozen=True, slots=True)
class DocumentsEntry:
    """A built-in router entry made by ``set_up_documents_entry``."""

    entry_id: str
    agent: str  # its conversation entity
    models_offered: list[str]  # what the model step listed


async def set_up_documents_entry(
    api: HassApi,
    config_dir: Path,
    documents: dict[str, str],
    model_options: dict[str, Any],
    model: str,
) -> DocumentsEntry:
    """
    Add the built-in router reading ``documents`` with a model; return the entry.

    The way a user does it: the config flow's "built-in" menu option, then the options
    flow with ``model_options`` (the model server: ``model_url`` and, where the form
    has them, ``model_backend`` and ``model_api_key``), the model step choosing
    ``model`` from the server's list, and the sources step with the documents folder
    inside the configuration directory and Wikipedia off (no network here).
    """
    folder = config_dir / "documents"
    folder.mkdir(exist_ok=True)
    for name, text in documents.items():
        (folder / name).write_text(text, encoding="utf-8")
    created = await api.choose_config_flow_menu(option="builtin")
    if created.get("type") != "create_entry":
        raise HassError(f"built-in router not created: {created}")
    entry_id = str(created["result"]["entry_id"])
    form = await api.start_options_flow(entry_id)
    form = await api.options_flow_step(form["flow_id"], model_options)
    if form.get("step_id") != "model":
        raise HassError(f"no model step after {model_options}: {form}")
    offered = select_values(form, "model")
    form = await api.options_flow_step(form["flow_id"], {"model": model})
    if form.get("step_id") != "sources":
        raise HassError(f"model {model!r} not accepted: {form}")
    saved = await api.options_flow_step(
        form["flow_id"], {"wikipedia": False, "documents_dir": "documents"}
    )
    if saved.get("type") != "create_entry":
        raise HassError(f"sources not saved: {saved}")
    await api.reload_entry(entry_id)
    agents = await api.entity_ids(platform=DOMAIN, domain="conversation")
    if len(agents) != 1:
        raise HassError(f"expected one Grounded Answers agent: {agents}")
    await api.wait_for_state(agents[0])
    return DocumentsEntry(entry_id, agents[0], offered)
