"""
Fixtures for the real-instance tests: a ``hass`` process, its API, a stub router.

Everything here talks over real sockets on 127.0.0.1 (the Home Assistant test plugin
blocks sockets unless ``socket_enabled`` is requested) and cleans up after itself:
the child process is always stopped (SIGTERM, then SIGKILL), the stub router shut
down and the client session closed, so the plugin's lingering-task/thread checks pass.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from tests.stubs.router_server import RouterScript, start_router

from .hass_process import (
    FRONTEND_MISSING,
    HassApi,
    HassProcess,
    free_port,
    frontend_available,
    new_session,
    onboard,
    prepare_config_dir,
)

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Iterator
    from pathlib import Path

    import aiohttp


@pytest.fixture(autouse=True)
def _allow_loopback_sockets(socket_enabled: None) -> None:
    """Let the tests reach the hass process and the stub router."""


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Say why the real-instance tests were skipped, even without ``-rs``."""
    if not frontend_available():
        terminalreporter.write_line(f"tests/e2e skipped: {FRONTEND_MISSING}", red=True)
    _fault_matrix_summary(terminalreporter)


# User properties of test_fault_matrix's cells (the same names there).
FAULT_MATRIX_ROW = "fault_matrix_row"
FAULT_MATRIX_FILE = "fault_matrix_file"


def _fault_matrix_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Print the fault matrix's table (fault -> spoken text -> ms) when it ran."""
    rows: list[tuple[int, str]] = []  # (position in the matrix, line of the table)
    files: set[str] = set()
    for status in ("passed", "failed", "xfailed", "xpassed"):
        for report in terminalreporter.stats.get(status, []):
            if getattr(report, "when", None) != "call":
                continue
            for key, value in report.user_properties:
                if key == FAULT_MATRIX_ROW:
                    position, line = value
                    rows.append((position, f"{line} {status} |"))
                elif key == FAULT_MATRIX_FILE:
                    files.add(str(value))
    if not rows:
        return
    terminalreporter.section("router x model fault matrix")
    terminalreporter.write_line(
        "| router fault | model fault | spoken text | outcome/reason/code | ms | test |"
    )
    for _, line in sorted(rows):
        terminalreporter.write_line(line)
    for path in sorted(files):
        terminalreporter.write_line(f"table written to {path}")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Iterator[None]:
    """Remember each phase's report on the item, so fixtures can see a failure."""
    report: Any = yield
    setattr(item, f"report_{report.when}", report)
    return report


def _failed(request: pytest.FixtureRequest) -> bool:
    """Return whether the setup or the call of the requesting test failed."""
    return any(
        getattr(getattr(request.node, f"report_{when}", None), "failed", False)
        for when in ("setup", "call")
    )


@pytest.fixture
def router_script() -> RouterScript:
    """Return an empty stub-router script; tests add answers before asking."""
    return RouterScript()


@pytest.fixture
async def router_url(router_script: RouterScript) -> AsyncIterator[str]:
    """Serve ``router_script`` on 127.0.0.1 and yield its base URL."""
    async with start_router(router_script) as url:
        yield url


@pytest.fixture
async def http_session() -> AsyncIterator[aiohttp.ClientSession]:
    """Yield a client session for REST and websocket calls, then close it."""
    async with new_session() as session:
        yield session


@pytest.fixture
async def hass_process(
    tmp_path: Path,
    http_session: aiohttp.ClientSession,
    request: pytest.FixtureRequest,
) -> AsyncIterator[HassProcess]:
    """Run ``hass`` on a fresh config dir; print its log tail if the test fails."""
    config_dir = tmp_path / "config"
    port = free_port()
    prepare_config_dir(config_dir, port)
    process = HassProcess.start(config_dir, port)
    try:
        await process.wait_until_up(http_session)
        yield process
    finally:
        await process.stop()
        if _failed(request):
            print(process.log_tail(120))


@pytest.fixture
async def hass_api(
    hass_process: HassProcess, http_session: aiohttp.ClientSession
) -> HassApi:
    """Onboard, promote the HTTP config, wait for startup; return the owner's API."""
    tokens = await onboard(http_session, hass_process)
    api = HassApi(http_session, hass_process.base_url, tokens.access_token)
    await api.promote_http_config()
    await api.wait_until_running()
    return api
