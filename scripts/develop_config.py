"""
Prepare the configuration directory of the development instance (``scripts/develop``).

Plain file work before Home Assistant starts, so nothing here imports Home Assistant:

- ``configuration.yaml`` (only when the directory has none): the minimal set of
  integrations, and no ``http:`` block, see below;
- ``custom_components/grounded_answers``: a symlink to the repository's package, so
  edits take effect on the next restart (the loader lists ``<config>/custom_components``);
- ``documents/``: a copy of ``scripts/develop_documents`` (a copy, not a link: the
  integration resolves symlinks and refuses a folder outside the configuration
  directory), left alone once it exists so the developer can add files;
- ``.storage/http``: the HTTP server's address. Since Home Assistant 2026.10 the
  ``http:`` YAML block is migrated once into this store as a *pending* config
  (``homeassistant/components/http/config.py``, ``async_migrate_yaml``): a trial that
  reverts to the stable default (``0.0.0.0`` and ``::`` on 8123) and restarts
  Home Assistant after ``AUTO_REVERT_DELAY`` (5 minutes) unless someone confirms it in
  the UI, and every later start ignores the YAML. Writing the store directly as the
  *stable* config, with nothing pending and the migration marked done, makes the
  server listen on 127.0.0.1 from the first start on, with no trial to confirm;
- ``.storage/onboarding`` (only in a new directory): every onboarding step but the
  user's marked done. The user step is then done over REST; the core-config step is
  skipped because it creates met, radio_browser and google_translate entries, which
  fail with import errors under ``--skip-pip``.
"""

from __future__ import annotations

import fcntl
import json
import secrets
import shutil
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

REPO: Final = Path(__file__).resolve().parents[1]
DOMAIN: Final = "grounded_answers"
INTEGRATION_DIR: Final = REPO / "custom_components" / DOMAIN
EXAMPLE_DOCUMENTS: Final = REPO / "scripts" / "develop_documents"
DEFAULT_CONFIG_DIR: Final = REPO / "config"
DEFAULT_PORT: Final = 8123
HOST: Final = "127.0.0.1"
DOCUMENTS: Final = "documents"  # the folder's name inside the configuration directory
CREDENTIALS: Final = "dev_credentials.json"
USERNAME: Final = "dev"
HASS_LOCK: Final = ".ha_run.lock"  # homeassistant.runner.LOCK_FILE_NAME

CONFIGURATION_YAML: Final = """\
# Development instance of scripts/develop, which writes this file into a configuration
# directory that has none. Minimal on purpose: default_config would also load cloud,
# bluetooth, stream... which fail offline.
#
# No http: block. Home Assistant keeps the server's address in .storage/http, which
# scripts/develop writes on every start (127.0.0.1, --port). An http: block here would
# be migrated once as a *pending* config that reverts to 0.0.0.0 and restarts Home
# Assistant after 5 minutes unless confirmed in the UI, and is ignored after that.
homeassistant:
  name: Grounded Answers dev
  time_zone: UTC
  unit_system: metric
  country: US
api:
config:
onboarding:
conversation:
logger:
  default: info
  logs:
    custom_components.grounded_answers: debug
    # Home Assistant always loads tts and camera (bootstrap's DEFAULT_INTEGRATIONS);
    # without ffmpeg and libturbojpeg they log start-up tracebacks. Grounded Answers
    # needs neither, so those two loggers are quietened here.
    haffmpeg: critical
    homeassistant.components.camera.img_util: critical
"""

# The HTTP store as homeassistant/components/http/config.py (storage 2.2) writes it;
# tests/scripts/test_develop.py checks the defaults against that module's schema. A
# later Home Assistant migrates this version like any older store of its own.
HTTP_STORE_VERSION: Final = (2, 2)
HTTP_DEFAULTS: Final[dict[str, Any]] = {
    "cors_allowed_origins": ["https://cast.home-assistant.io"],
    "login_attempts_threshold": -1,
    "ip_ban_enabled": True,
    "ssl_profile": "modern",
    "use_x_frame_options": True,
}
ONBOARDING_STORE_VERSION: Final = (4, 1)
ONBOARDING_DONE_BEFORE_USER: Final = ("core_config", "analytics", "integration")


@dataclass(frozen=True, slots=True)
class Credentials:
    """The development user's login, kept in ``<config>/dev_credentials.json``."""

    username: str
    password: str


def load_credentials(config_dir: Path) -> Credentials | None:
    """Return the stored development login, or None when there is none (or unusable)."""
    try:
        raw = json.loads((config_dir / CREDENTIALS).read_text(encoding="utf-8"))
        return Credentials(str(raw["username"]), str(raw["password"]))
    except OSError, ValueError, KeyError, TypeError:
        return None


def new_credentials(config_dir: Path) -> Credentials:
    """Create, store (readable by the owner only) and return a fresh login."""
    credentials = Credentials(USERNAME, secrets.token_urlsafe(12))
    path = config_dir / CREDENTIALS
    path.write_text(
        json.dumps({"username": credentials.username, "password": credentials.password})
        + "\n",
        encoding="utf-8",
    )
    path.chmod(0o600)
    return credentials


def _write_store(path: Path, key: str, version: tuple[int, int], data: Any) -> None:
    """Write a Home Assistant storage file (``.storage/<key>``) atomically."""
    path.parent.mkdir(parents=True, exist_ok=True)
    body = {"version": version[0], "minor_version": version[1], "key": key}
    temporary = path.with_name(f"{path.name}.develop")
    temporary.write_text(json.dumps({**body, "data": data}, indent=2), encoding="utf-8")
    temporary.replace(path)


def write_http_store(config_dir: Path, port: int) -> None:
    """
    Make 127.0.0.1:``port`` the stable HTTP config, with nothing pending.

    Other settings a developer chose (in an existing store of this version) are kept;
    a pending trial, its error or its revert are dropped with the pending slot.
    """
    path = config_dir / ".storage" / "http"
    stable: dict[str, Any] = dict(HTTP_DEFAULTS)
    try:
        existing = json.loads(path.read_text(encoding="utf-8"))
        if (existing["version"], existing["minor_version"]) == HTTP_STORE_VERSION:
            stable.update(existing["data"]["stable"])
    except OSError, ValueError, KeyError, TypeError:
        pass  # no store yet, or one this script does not know: start from defaults
    stable.update(
        server_host=[HOST],
        server_port=port,
        created_at=stable.get("created_at") or datetime.now(UTC).isoformat(),
        error=None,
        error_message=None,
    )
    data = {"stable": stable, "pending": None, "yaml_migration_done": True}
    _write_store(path, "http", HTTP_STORE_VERSION, data)


def seed_onboarding(config_dir: Path) -> None:
    """In a new directory, leave only the user step of onboarding to do."""
    path = config_dir / ".storage" / "onboarding"
    if not path.exists():
        data = {"done": list(ONBOARDING_DONE_BEFORE_USER)}
        _write_store(path, "onboarding", ONBOARDING_STORE_VERSION, data)


def config_in_use(config_dir: Path) -> bool:
    """Return whether a running Home Assistant holds ``config_dir`` (its run lock)."""
    try:
        with (config_dir / HASS_LOCK).open("rb") as lock:
            try:
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                return True
            fcntl.flock(lock, fcntl.LOCK_UN)
    except FileNotFoundError:
        pass
    return False


def has_http_block(configuration: Path) -> bool:
    """Return whether a ``configuration.yaml`` has a top-level ``http:`` key."""
    lines = configuration.read_text(encoding="utf-8", errors="replace").splitlines()
    return any(line.split("#")[0].rstrip() == "http:" for line in lines)


def prepare(config_dir: Path, port: int) -> list[str]:
    """Prepare ``config_dir`` for a start on ``port``; return notes to print."""
    notes: list[str] = []
    config_dir.mkdir(parents=True, exist_ok=True)
    configuration = config_dir / "configuration.yaml"
    if not configuration.exists():
        configuration.write_text(CONFIGURATION_YAML, encoding="utf-8")
    elif has_http_block(configuration):
        notes.append(
            f"{configuration} has an http: block; Home Assistant ignores it (the "
            "address is in .storage/http, which scripts/develop writes): remove it."
        )
    custom = config_dir / "custom_components"
    custom.mkdir(exist_ok=True)
    link = custom / DOMAIN
    if not link.exists() and not link.is_symlink():
        link.symlink_to(INTEGRATION_DIR, target_is_directory=True)
    elif link.resolve() != INTEGRATION_DIR:
        notes.append(f"{link} is not this repository's integration ({link.resolve()}).")
    documents = config_dir / DOCUMENTS
    if not documents.exists():
        shutil.copytree(EXAMPLE_DOCUMENTS, documents)
    write_http_store(config_dir, port)
    seed_onboarding(config_dir)
    return notes
