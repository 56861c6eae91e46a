"""
scripts/develop, run as a developer runs it: from another directory, on a free port.

Each start is a real ``hass``. The tests read the banner the script prints, log in
with the printed credentials through the auth flow (as the frontend does), and check
what a developer relies on: the server listens on 127.0.0.1 only (the kernel's table
of listening sockets), no HTTP config is pending (so nothing reverts to 0.0.0.0 after
five minutes), Grounded Answers is loaded with the example documents and answers from
them, the log shows no ERROR (the missing-codec tracebacks are gone), Ctrl+C stops
everything, a restart from the UI comes back, and a later start keeps all of it.
"""

from __future__ import annotations

import asyncio
import fcntl
import json
import shutil
import socket
from pathlib import Path

import pytest
from homeassistant.components.http import config as http_config
from homeassistant.components.onboarding import STORAGE_VERSION as ONBOARDING_VERSION
from homeassistant.components.onboarding.const import STEPS

from scripts.develop_config import (
    CONFIGURATION_YAML,
    HTTP_DEFAULTS,
    HTTP_STORE_VERSION,
    ONBOARDING_DONE_BEFORE_USER,
    ONBOARDING_STORE_VERSION,
    has_http_block,
)
from tests.e2e.hass_process import (
    DOMAIN,
    FRONTEND_MISSING,
    HassApi,
    free_port,
    frontend_available,
    new_session,
)

from .develop_harness import DEVELOP, ROOT, Develop, develop, listening_addresses, login

needs_hass = pytest.mark.skipif(
    not frontend_available() or not (ROOT / ".venv" / "bin" / "python").exists(),
    reason=f"scripts/develop needs .venv with Home Assistant: {FRONTEND_MISSING}",
)


async def check_instance(running: Develop, port: int, config_dir: Path) -> HassApi:
    """Check one start: local only, logged in, nothing pending, entry loaded."""
    url = f"http://127.0.0.1:{port}"
    assert running.banner["URL"] == url, running.banner
    assert running.banner["User"] == "dev", running.banner
    assert listening_addresses(port) == {"127.0.0.1"}
    session = new_session()
    token = await login(session, url, "dev", running.banner["Password"])
    api = HassApi(session, url, token)
    assert await api.get("/api/") == {"message": "API running."}
    assert (await api.get("/api/config"))["state"] == "RUNNING"

    http = await api.ws_call({"type": "http/config"})
    assert http["pending"] is None, http
    assert http["revert_at"] is None, http  # no revert (and restart) scheduled
    assert http["active_config_type"] == "stable", http
    assert http["stable"]["server_host"] == ["127.0.0.1"], http
    assert http["stable"]["server_port"] == port, http

    (entry,) = await api.get(f"/api/config/config_entries/entry?domain={DOMAIN}")
    assert entry["state"] == "loaded", entry
    log = (config_dir / "home-assistant.log").read_text(encoding="utf-8")
    for text in (log, running.text):
        assert "Pending HTTP config" not in text
        assert "Using pending HTTP config" not in text
    assert "Using stable HTTP config" in log
    errors = [line for line in log.splitlines() if " ERROR (" in line]
    assert not errors, errors  # the missing-codec tracebacks included
    return api


@needs_hass
async def test_first_and_later_start_from_another_directory(tmp_path: Path) -> None:
    port = free_port()
    work = tmp_path / "elsewhere"
    work.mkdir()
    config_dir = work / "dev-config"  # given relative to where the command is run

    async with develop(work, "dev-config", port) as running:
        assert "set up now" in running.banner["Grounded Answers"], running.banner
        password = running.banner["Password"]
        api = await check_instance(running, port, config_dir)
        try:
            agents = await api.entity_ids(platform=DOMAIN, domain="conversation")
            result = await api.converse(
                "how often should I descale the dishwasher", agent_id=agents[0]
            )
            # "Assist" in the UI runs the preferred pipeline: it asks this agent.
            listed = await api.ws_call({"type": "assist_pipeline/pipeline/list"})
        finally:
            await api.session.close()
        speech = result["response"]["speech"]["plain"]["speech"]
        assert "three months" in speech, speech  # from the example documents
        (preferred,) = (
            p for p in listed["pipelines"] if p["id"] == listed["preferred_pipeline"]
        )
        assert preferred["conversation_engine"] == agents[0], preferred
        assert agents[0] in running.banner["Assist"], running.banner
        assert (config_dir / "documents" / "kitchen_appliances.md").is_file()
        stored = json.loads((config_dir / "dev_credentials.json").read_text())
        assert stored == {"username": "dev", "password": password}

        assert await running.interrupt() == 0, running.text
    assert "scripts/develop: stopped." in running.text
    assert listening_addresses(port) == set()  # hass is gone too

    # A later start: the same login, no second entry, still local with nothing pending.
    async with develop(work, "dev-config", port) as running:
        assert running.banner["Password"] == password
        assert "set up now" not in running.banner["Grounded Answers"]
        api = await check_instance(running, port, config_dir)
        # A restart from the UI: Home Assistant exits 100 and the script starts it again.
        await api.post("/api/services/homeassistant/restart", {})
        await api.session.close()
        await running.wait_for_banner(2)
        assert "restart asked from Home Assistant" in running.text
        api = await check_instance(running, port, config_dir)
        await api.session.close()
        assert await running.interrupt() == 0, running.text


@needs_hass
async def test_config_left_by_the_old_script_is_repaired(tmp_path: Path) -> None:
    """The old http: block and its reverted trial (0.0.0.0, [::]) give way to 127.0.0.1."""
    port = free_port()
    config_dir = tmp_path / "config"
    (config_dir / ".storage").mkdir(parents=True)
    (config_dir / "configuration.yaml").write_text(
        CONFIGURATION_YAML + f"http:\n  server_host: 127.0.0.1\n  server_port: {port}\n"
    )
    meta = {"created_at": "2026-11-01T00:00:00+00:00", "error_message": None}
    reverted = {
        "version": HTTP_STORE_VERSION[0],
        "minor_version": HTTP_STORE_VERSION[1],
        "key": "http",
        "data": {
            "stable": {**HTTP_DEFAULTS, "server_port": port, "error": None, **meta},
            "pending": {
                **HTTP_DEFAULTS,
                "server_host": ["127.0.0.1"],
                "server_port": port,
                "error": "not_promoted",
                **meta,
            },
            "yaml_migration_done": True,
        },
    }
    (config_dir / ".storage" / "http").write_text(json.dumps(reverted))

    async with develop(tmp_path, "config", port) as running:
        api = await check_instance(running, port, config_dir)
        await api.session.close()
        assert "has an http: block" in running.text
        assert await running.interrupt() == 0, running.text


@needs_hass
async def test_a_port_in_use_is_refused_before_anything_starts(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        port = taken.getsockname()[1]
        process = await asyncio.create_subprocess_exec(
            str(DEVELOP),
            "--config",
            "config",
            "--port",
            str(port),
            cwd=tmp_path,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        async with asyncio.timeout(60):
            _, err = await process.communicate()
    assert process.returncode == 1
    assert f"127.0.0.1:{port} is in use" in err.decode()
    assert "--port" in err.decode()
    assert not (tmp_path / "config").exists()


@needs_hass
async def test_a_config_dir_in_use_is_left_alone(tmp_path: Path) -> None:
    """A running Home Assistant's directory: refused before its stores are touched."""
    config_dir = tmp_path / "config"
    config_dir.mkdir()
    with (config_dir / ".ha_run.lock").open("a+") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)  # as homeassistant.runner does
        process = await asyncio.create_subprocess_exec(
            str(DEVELOP),
            "--config",
            "config",
            "--port",
            str(free_port()),
            cwd=tmp_path,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        async with asyncio.timeout(60):
            _, err = await process.communicate()
    assert process.returncode == 1
    assert f"{config_dir} is in use by a running Home Assistant" in err.decode()
    assert sorted(path.name for path in config_dir.iterdir()) == [".ha_run.lock"]


def test_stores_match_home_assistant() -> None:
    """The stores written before the start are the ones Home Assistant reads."""
    schema_defaults = dict(http_config.HTTP_STORAGE_SCHEMA({}))
    schema_defaults.pop("server_port")  # set from --port
    assert schema_defaults == HTTP_DEFAULTS
    assert HTTP_STORE_VERSION == (
        http_config.STORAGE_VERSION,
        http_config.STORAGE_MINOR_VERSION,
    )
    assert ONBOARDING_STORE_VERSION[0] == ONBOARDING_VERSION
    assert (
        "user" not in ONBOARDING_DONE_BEFORE_USER
    )  # done over REST, with the password
    assert {*ONBOARDING_DONE_BEFORE_USER, "user"} == set(STEPS)


def test_tracked_configuration_has_no_http_block() -> None:
    """config/configuration.yaml of a fresh clone: the template's integrations, no http:."""
    tracked = ROOT / "config" / "configuration.yaml"

    def top_level_keys(text: str) -> set[str]:
        return {line.split(":")[0] for line in text.splitlines() if line[:1].isalpha()}

    assert not has_http_block(tracked)
    assert "http" not in top_level_keys(CONFIGURATION_YAML)
    assert top_level_keys(tracked.read_text(encoding="utf-8")) == top_level_keys(
        CONFIGURATION_YAML
    )


async def test_before_set_up_it_says_to_run_setup(tmp_path: Path) -> None:
    """A clone without .venv: one line naming the fix, exit 2, nothing started."""
    clone = tmp_path / "clone"
    (clone / "scripts").mkdir(parents=True)
    for name in ("develop", "_preamble.sh"):
        shutil.copy2(ROOT / "scripts" / name, clone / "scripts" / name)
    process = await asyncio.create_subprocess_exec(
        str(clone / "scripts" / "develop"),
        cwd=tmp_path,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    async with asyncio.timeout(30):
        out, err = await process.communicate()
    assert process.returncode == 2
    assert out == b""
    assert err.decode().strip() == (
        f"scripts/develop: no .venv in {clone} (set-up was not done); "
        f"run {clone}/scripts/setup first."
    )
    assert not (clone / "config").exists()
