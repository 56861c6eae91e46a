"""
Run ``scripts/develop`` as a developer does, and look at it from outside.

``develop()`` starts the script from a given directory and reads everything it prints
(the ready banners included); ``listening_addresses()`` reads the kernel's table of
listening sockets; ``login()`` logs in through the auth flow, as the frontend does.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import os
import signal
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from scripts.develop_instance import READY

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

    import aiohttp

ROOT = Path(__file__).resolve().parents[2]
DEVELOP = ROOT / "scripts" / "develop"
START_TIMEOUT = 150  # seconds until a banner; a hang fails instead of blocking


@dataclass
class Develop:
    """A running ``scripts/develop``: what it printed and the ready banners in it."""

    process: asyncio.subprocess.Process
    output: list[str] = field(default_factory=list)
    banners: list[dict[str, str]] = field(default_factory=list)
    printed: asyncio.Event = field(default_factory=asyncio.Event)
    reader: asyncio.Task[None] | None = None

    @property
    def text(self) -> str:
        return "\n".join(self.output)

    @property
    def banner(self) -> dict[str, str]:
        """Return the latest banner (``*** Key: value`` lines), as the developer reads it."""
        return self.banners[-1]

    def start_reading(self) -> None:
        """Read everything (hass writes to the same pipe, which must never fill up)."""
        self.reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        assert self.process.stdout is not None
        banner: dict[str, str] | None = None
        while raw := await self.process.stdout.readline():
            line = raw.decode(errors="replace").rstrip("\n")
            self.output.append(line)
            if line.startswith(f"*** {READY}"):
                banner = {}
            elif banner is not None and line.startswith("***"):
                key, _, value = line.removeprefix("***").partition(":")
                banner[key.strip()] = value.strip()
            elif banner is not None:
                self.banners.append(banner)
                banner = None
            self.printed.set()
        self.printed.set()

    async def wait_for_banner(self, count: int = 1) -> None:
        """Wait until ``count`` banners were printed (a start each)."""
        try:
            async with asyncio.timeout(START_TIMEOUT):
                while len(self.banners) < count:
                    if self.reader is not None and self.reader.done():
                        pytest.fail(f"scripts/develop ended:\n{self.text}")
                    await self.printed.wait()
                    self.printed.clear()
        except TimeoutError:
            tail = "\n".join(self.output[-40:])
            pytest.fail(f"no banner within {START_TIMEOUT} s; last output:\n{tail}")

    async def interrupt(self) -> int:
        """Press Ctrl+C (SIGINT to the script only); return its exit status."""
        if self.process.returncode is None:
            self.process.send_signal(signal.SIGINT)
        async with asyncio.timeout(90):
            code = await self.process.wait()
            if self.reader is not None:
                await self.reader
        return code


@contextlib.asynccontextmanager
async def develop(cwd: Path, config: str, port: int) -> AsyncIterator[Develop]:
    """Run ``scripts/develop --config CONFIG --port PORT`` from ``cwd``; stop it after."""
    env = {
        k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")
    }
    process = await asyncio.create_subprocess_exec(
        str(DEVELOP),
        "--config",
        config,
        "--port",
        str(port),
        cwd=cwd,
        env=env,
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    running = Develop(process)
    running.start_reading()
    try:
        await running.wait_for_banner()
        yield running
    finally:
        if process.returncode is None:
            with contextlib.suppress(TimeoutError):
                await running.interrupt()
        if process.returncode is None:
            process.kill()
            await process.wait()


def listening_addresses(port: int) -> set[str]:
    """Return the local addresses with a TCP socket listening on ``port`` (Linux)."""
    found: set[str] = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        with contextlib.suppress(FileNotFoundError):
            for row in Path(table).read_text(encoding="ascii").splitlines()[1:]:
                local, state = row.split()[1], row.split()[3]
                address, _, hex_port = local.partition(":")
                if state != "0A" or int(hex_port, 16) != port:  # 0A: LISTEN
                    continue
                raw = bytes.fromhex(address)  # 32-bit words, little-endian each
                words = [raw[i : i + 4][::-1] for i in range(0, len(raw), 4)]
                found.add(str(ipaddress.ip_address(b"".join(words))))
    return found


async def login(
    session: aiohttp.ClientSession, url: str, user: str, password: str
) -> str:
    """Log in through the auth flow with a username and password; return a token."""
    client_id = f"{url}/"
    async with session.post(
        f"{url}/auth/login_flow",
        json={
            "client_id": client_id,
            "handler": ["homeassistant", None],
            "redirect_uri": client_id,
        },
    ) as response:
        flow = await response.json()
    async with session.post(
        f"{url}/auth/login_flow/{flow['flow_id']}",
        json={"client_id": client_id, "username": user, "password": password},
    ) as response:
        step = await response.json()
    assert step["type"] == "create_entry", step
    async with session.post(
        f"{url}/auth/token",
        data={
            "grant_type": "authorization_code",
            "code": step["result"],
            "client_id": client_id,
        },
    ) as response:
        assert response.status == 200, await response.text()
        return str((await response.json())["access_token"])
