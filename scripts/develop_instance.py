"""
Run the development instance of ``scripts/develop`` until it is stopped.

Prepares the configuration directory (``scripts/develop_config.py``), starts ``hass``
on it with its log on this terminal, then, once it answers: onboards the development
user over REST (first start) or logs in with the stored credentials, creates the
Grounded Answers entry with the built-in router and the example documents (when there
is none yet) and prints the URL and the login. Ctrl+C or SIGTERM stops Home Assistant
and exits 0; a restart asked from the UI (exit 100) starts it again, as the Supervisor
would. The REST and websocket calls are those of the real-instance tests
(``tests/e2e/hass_process.py``).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import ctypes.util
import os
import shutil
import signal
import socket
import subprocess
import sys
from pathlib import Path
from typing import Final

import aiohttp

from scripts.develop_config import (
    DEFAULT_CONFIG_DIR,
    DEFAULT_PORT,
    DOCUMENTS,
    DOMAIN,
    HOST,
    config_in_use,
    prepare,
)
from scripts.develop_login import START_TIMEOUT, sign_in, wait_until_up
from tests.e2e.hass_process import HassApi, HassError, HassProcess, new_session

RESTART_EXIT_CODE: Final = 100  # homeassistant.const.RESTART_EXIT_CODE
BUILTIN_ROUTER: Final = "builtin"  # the set-up menu's option for the built-in router
MAX_PORT: Final = 65535
READY: Final = "Development instance ready"  # tests/scripts/test_develop.py waits on it


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """Parse the command line (paths relative to where the command was typed)."""
    parser = argparse.ArgumentParser(
        prog="scripts/develop",
        description="Run Home Assistant with this repository's integration on "
        f"http://{HOST}:PORT, onboarded (user 'dev', password printed) and with "
        "Grounded Answers set up (built-in router, example documents). Ctrl+C stops.",
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    parser.add_argument(
        "--config",
        type=Path,
        default=DEFAULT_CONFIG_DIR,
        help="Home Assistant configuration directory, relative to where you run it "
        "(created when missing)",
    )
    parser.add_argument(
        "--port", type=int, default=DEFAULT_PORT, help=f"port to listen on at {HOST}"
    )
    parser.add_argument(
        "--debug", action="store_true", help="run Home Assistant in asyncio debug mode"
    )
    args = parser.parse_args(argv)
    if not 0 < args.port <= MAX_PORT:
        parser.error(f"--port {args.port}: not a port number")
    args.config = args.config.resolve()
    return args


def port_in_use(port: int) -> bool:
    """Return whether 127.0.0.1:``port`` cannot be bound right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        # As Home Assistant binds: connections of a previous run in TIME_WAIT do not
        # count, a socket listening there does.
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((HOST, port))
        except OSError:
            return True
    return False


def missing_codecs() -> list[str]:
    """Return the media tools Home Assistant's tts and camera look for but lack."""
    missing = [] if shutil.which("ffmpeg") else ["ffmpeg"]
    if ctypes.util.find_library("turbojpeg") is None:
        missing.append("libturbojpeg")
    return missing


def start_hass(config_dir: Path, port: int, *, debug: bool) -> HassProcess:
    """Start ``hass`` on ``config_dir`` with its output on this terminal."""
    command = [sys.executable, "-m", "homeassistant", "--config", str(config_dir)]
    # --skip-pip: Home Assistant would otherwise install its own pins, some of which
    # have no Python 3.14 wheels (scripts/setup installed working versions).
    command.append("--skip-pip")
    if debug:
        command.append("--debug")
    # Without PYTHONPATH and from the config dir, the symlink in custom_components is
    # the one way to the integration: with the repository on sys.path too, it would
    # be found twice in the `custom_components` namespace package.
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    process = subprocess.Popen(
        command,
        stdin=subprocess.DEVNULL,
        cwd=config_dir,
        env={**env, "PYTHONUNBUFFERED": "1"},
    )
    return HassProcess(config_dir, port, process, Path(os.devnull).open("wb"))


async def ensure_entry(api: HassApi) -> tuple[dict[str, object], bool]:
    """
    Return the Grounded Answers entry and whether it was created now.

    A new entry gets the built-in router, then its options with their defaults and
    the example documents as its folder. An existing one is left as the developer
    configured it.
    """
    entries = await api.get(f"/api/config/config_entries/entry?domain={DOMAIN}")
    if entries:
        return entries[0], False
    created = await api.choose_config_flow_menu(option=BUILTIN_ROUTER)
    if created.get("type") != "create_entry":
        raise HassError(f"setting up {DOMAIN} failed: {created}")
    entry = created["result"]
    step = await api.start_options_flow(entry["entry_id"])
    for _ in range(5):  # init (answer settings), then sources; defaults everywhere
        if step.get("type") != "form":
            break
        answer = {"documents_dir": DOCUMENTS} if step["step_id"] == "sources" else {}
        step = await api.options_flow_step(step["flow_id"], answer)
    if step.get("type") != "create_entry":
        raise HassError(f"{DOMAIN} options not saved: {step}")
    await api.reload_entry(entry["entry_id"])
    (entry,) = await api.get(f"/api/config/config_entries/entry?domain={DOMAIN}")
    return entry, True


async def use_in_assist(api: HassApi) -> str:
    """Make Grounded Answers the conversation agent of the preferred Assist pipeline.

    Without it "Assist" in the UI asks Home Assistant's own agent, and a question
    typed there never reaches the integration. Returns the banner's line.
    """
    agents = await api.entity_ids(platform=DOMAIN, domain="conversation")
    listed = await api.ws_call({"type": "assist_pipeline/pipeline/list"})
    preferred = next(
        (p for p in listed["pipelines"] if p["id"] == listed["preferred_pipeline"]),
        None,
    )
    if not agents or preferred is None:
        return (
            "  Assist: no pipeline to set (choose Grounded Answers in Voice assistants)"
        )
    fields = {key: value for key, value in preferred.items() if key != "id"}
    await api.ws_call(
        {
            "type": "assist_pipeline/pipeline/update",
            "pipeline_id": preferred["id"],
            **fields,
            "conversation_engine": agents[0],
        }
    )
    return f"  Assist:   the pipeline {preferred['name']!r} answers with {agents[0]}"


async def set_up(session: aiohttp.ClientSession, hass: HassProcess) -> list[str]:
    """Sign in, check the HTTP config, set the entry up; return the banner's lines."""
    onboarded = await wait_until_up(session, hass)
    credentials, token = await sign_in(session, hass, onboarded=onboarded)
    api = HassApi(session, hass.base_url, token)
    await api.wait_until_running(timeout=START_TIMEOUT)
    http = await api.ws_call({"type": "http/config"})
    entry, created = await ensure_entry(api)
    lines = [
        f"{READY} (Ctrl+C stops it):",
        f"  URL:      {hass.base_url}",
        f"  User:     {credentials.username}",
        f"  Password: {credentials.password}",
        f"  Config:   {hass.config_dir} (login in {hass.config_dir / 'dev_credentials.json'})",
        f"  Grounded Answers: {entry['title']}, {entry['state']}"
        + (" (set up now: built-in router, " if created else " (")
        + f"documents in {hass.config_dir / DOCUMENTS})",
    ]
    if created:  # later starts leave the developer's pipeline as they set it
        try:
            lines.append(await use_in_assist(api))
        except HassError as err:
            lines.append(f"  Assist: could not set the pipeline's agent: {err}")
    if http["pending"] is not None or http["stable"].get("server_host") != [HOST]:
        lines.append(f"  WARNING: unexpected HTTP config: {http}")
    return lines


async def supervise(args: argparse.Namespace) -> int:
    """Start Home Assistant (again after a restart from the UI) until it stops."""
    while True:
        for note in prepare(args.config, args.port):
            print(f"scripts/develop: {note}", flush=True)
        hass = start_hass(args.config, args.port, debug=args.debug)
        try:
            async with new_session() as session:
                try:
                    lines = await set_up(session, hass)
                except (
                    HassError,
                    aiohttp.ClientError,
                    OSError,
                    TimeoutError,
                    KeyError,
                ) as err:
                    lines = [f"scripts/develop: set-up incomplete: {err}"]
            print("\n" + "\n".join(f"*** {line}" for line in lines) + "\n", flush=True)
            code = await asyncio.to_thread(hass.process.wait)
        finally:
            await hass.stop(timeout=60)
        if code != RESTART_EXIT_CODE:
            print(f"scripts/develop: Home Assistant exited with {code}", flush=True)
            return code
        print("scripts/develop: restart asked from Home Assistant; starting it again")


async def run(args: argparse.Namespace) -> int:
    """Supervise until Home Assistant exits, or stop it on Ctrl+C / SIGTERM."""
    if (task := asyncio.current_task()) is None:
        raise RuntimeError("run() must run as a task")
    loop = asyncio.get_running_loop()

    def stop() -> None:
        for signum in (signal.SIGINT, signal.SIGTERM):  # a second Ctrl+C: ignored
            loop.add_signal_handler(signum, lambda: None)
        print("\nscripts/develop: stopping Home Assistant...", flush=True)
        task.cancel()

    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop)
    try:
        return await supervise(args)
    except asyncio.CancelledError:
        print("scripts/develop: stopped.", flush=True)
        return 0


def main(argv: list[str] | None = None) -> int:
    """Check the port, explain the missing codecs, then run the instance."""
    args = parse_args(argv)
    if port_in_use(args.port):
        print(
            f"scripts/develop: {HOST}:{args.port} is in use (another instance?); "
            "stop it or pick another port with --port.",
            file=sys.stderr,
        )
        return 1
    if config_in_use(args.config):
        # Checked before prepare(), which would rewrite the running instance's stores.
        print(
            f"scripts/develop: {args.config} is in use by a running Home Assistant; "
            "stop it or pick another directory with --config.",
            file=sys.stderr,
        )
        return 1
    if missing := missing_codecs():
        print(
            f"scripts/develop: no {' and no '.join(missing)} here: Home Assistant "
            "always loads tts and camera, which look for them; Grounded Answers needs "
            "neither, so their start-up errors are harmless (quietened in "
            "configuration.yaml's logger: block).",
            flush=True,
        )
    with contextlib.suppress(KeyboardInterrupt):
        return asyncio.run(run(args))
    return 0


if __name__ == "__main__":
    sys.exit(main())
