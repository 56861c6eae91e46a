"""
Sign the development instance in: wait for ``hass``, then onboard or log in.

A first start onboards the development user over REST (``tests/e2e/hass_process.py``
``onboard``, the way the real-instance tests do) with a fresh password kept in
``<config>/dev_credentials.json``; a later start logs in with it through the auth flow,
as the frontend's login page does.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from http import HTTPStatus
from typing import Final

import aiohttp

from scripts.develop_config import Credentials, load_credentials, new_credentials
from tests.e2e.hass_process import HassError, HassProcess, onboard

START_TIMEOUT: Final = 180.0  # seconds; a first start on a slow machine takes ~20


async def _login(
    session: aiohttp.ClientSession, hass: HassProcess, credentials: Credentials
) -> str:
    """Log in through the auth flow, as the frontend does; return an access token."""
    flow_url = f"{hass.base_url}/auth/login_flow"
    async with session.post(
        flow_url,
        json={
            "client_id": hass.client_id,
            "handler": ["homeassistant", None],
            "redirect_uri": hass.client_id,
        },
    ) as response:
        flow = await response.json()
    async with session.post(
        f"{flow_url}/{flow['flow_id']}",
        json={
            "client_id": hass.client_id,
            "username": credentials.username,
            "password": credentials.password,
        },
    ) as response:
        step = await response.json()
    if step.get("type") != "create_entry":
        raise HassError(f"login as {credentials.username!r} refused: {step}")
    async with session.post(
        f"{hass.base_url}/auth/token",
        data={
            "grant_type": "authorization_code",
            "code": step["result"],
            "client_id": hass.client_id,
        },
    ) as response:
        return str((await response.json())["access_token"])


async def wait_until_up(session: aiohttp.ClientSession, hass: HassProcess) -> bool:
    """
    Poll ``GET /api/onboarding`` until it answers; return whether onboarding is done.

    The server starts once the frontend is set up, after onboarding (a dependency),
    so its view is there from the first answer on while onboarding is unfinished,
    and a 404 means it is finished (HassProcess.wait_until_up, for fresh instances
    only, waits for a 200).
    """
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if hass.process.poll() is not None:
            raise HassError(f"hass exited with {hass.process.returncode}")
        with contextlib.suppress(aiohttp.ClientError, TimeoutError):
            async with session.get(
                f"{hass.base_url}/api/onboarding",
                timeout=aiohttp.ClientTimeout(total=2),
            ) as response:
                if response.status == HTTPStatus.NOT_FOUND:
                    return True
                if response.status == HTTPStatus.OK:
                    steps = {
                        step["step"]: step["done"] for step in await response.json()
                    }
                    return bool(steps.get("user"))
        await asyncio.sleep(0.2)
    raise HassError(f"hass did not answer within {START_TIMEOUT:.0f} s")


async def sign_in(
    session: aiohttp.ClientSession, hass: HassProcess, *, onboarded: bool
) -> tuple[Credentials, str]:
    """Onboard the development user on a first start, else log in; return the token."""
    if not onboarded:
        credentials = load_credentials(hass.config_dir) or new_credentials(
            hass.config_dir
        )
        tokens = await onboard(
            session,
            hass,
            owner="Developer",
            username=credentials.username,
            password=credentials.password,
        )
        return credentials, tokens.access_token
    if (credentials := load_credentials(hass.config_dir)) is None:
        raise HassError(
            f"{hass.config_dir} was onboarded without scripts/develop (no "
            "dev_credentials.json): log in with your own user, or use a new --config"
        )
    return credentials, await _login(session, hass, credentials)
