"""
Where an entry's documents folder and its index live.

The folder must lie inside Home Assistant's configuration directory: the options flow
refuses one outside it, and setup skips one that has been moved out since.
"""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

from .const import DOMAIN

if TYPE_CHECKING:
    from homeassistant.core import HomeAssistant

    from .engine.retrieve.sources import DocumentsSource

_LOGGER = logging.getLogger(__name__)


def documents_path(config_dir: str, raw: str) -> Path:
    """
    Return the documents folder ``raw`` names, resolved (blocking: runs in the executor).

    A relative path is relative to the configuration directory; symlinks and ``..``
    are resolved, so the result says where the files really are.
    """
    path = Path(raw.strip())
    if not path.is_absolute():
        path = Path(config_dir) / path
    return path.resolve()


def is_inside(config_dir: str, path: Path) -> bool:
    """Return whether a resolved path lies inside the configuration directory."""
    return path.is_relative_to(Path(config_dir).resolve())


def documents_dir(hass: HomeAssistant, raw: str) -> Path | None:
    """Return the resolved documents folder, or None when it is outside the config."""
    path = documents_path(hass.config.config_dir, raw)
    if not is_inside(hass.config.config_dir, path):
        _LOGGER.warning(
            "The documents folder %s is outside the configuration directory %s; "
            "it is not indexed",
            path,
            hass.config.config_dir,
        )
        return None
    return path


def documents_db(hass: HomeAssistant, entry_id: str) -> str:
    """Return the path of an entry's documents index."""
    return hass.config.path(".storage", f"{DOMAIN}.{entry_id}.documents.sqlite")


async def async_refresh_documents(source: DocumentsSource) -> None:
    """Bring the documents index up to date (a background task at setup)."""
    try:
        report = await source.refresh()
    except (OSError, sqlite3.Error) as err:
        _LOGGER.warning("Could not index the documents in %s: %s", source.folder, err)
        return
    _LOGGER.debug("Indexed the documents in %s: %s", source.folder, report)
