"""
An entry's documents folder and index: where, the refresh at setup, the repair issue.

The folder must lie inside Home Assistant's configuration directory and be a path at
all: the options flow refuses one outside it or one holding a character no path can
hold, and setup skips either if the options were written behind the flow's back. A
folder that is not there (at setup, or at a later refresh) raises the
``documents_folder_missing`` issue with one WARNING, and questions are answered without
the documents meanwhile; the next refresh that finds it again clears the issue with one
INFO. Besides setup and the questions that find the index due, a refresh runs every
refresh interval, so the index stays fresh and the issue clears without a question.
"""

from __future__ import annotations

import logging
import os
import sqlite3
from contextlib import suppress
from datetime import timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Final

from homeassistant.core import callback
from homeassistant.helpers import issue_registry as ir
from homeassistant.helpers.event import async_track_time_interval

from .const import DOMAIN
from .engine.retrieve.builtin import BuiltinRouter
from .engine.retrieve.sources import DocumentsSource, SourceError
from .engine.retrieve.sources.documents_files import FolderMissingError
from .engine.retrieve.sources.documents_index import IndexClosedError

if TYPE_CHECKING:
    from datetime import datetime

    from homeassistant.core import HomeAssistant

    from .data import GroundedAnswersConfigEntry

_LOGGER = logging.getLogger(__name__)

ISSUE_DOCUMENTS_FOLDER_MISSING: Final = "documents_folder_missing"
# Linux's limits: one name of a path, and the whole path, in bytes.
NAME_MAX: Final = 255
PATH_MAX: Final = 4096


def is_path(raw: str) -> bool:
    """
    Return whether ``raw`` can name a file at all.

    Not with a NUL character (the system cuts the path there; Python refuses it), a
    surrogate (it cannot be stored or encoded), a name over 255 bytes or a path of
    4096 bytes or more (the system refuses them).
    """
    if "\x00" in raw or any("\ud800" <= char <= "\udfff" for char in raw):
        return False
    encoded = os.fsencode(raw.strip())
    names = encoded.replace(os.fsencode(os.altsep or os.sep), os.fsencode(os.sep))
    return len(encoded) < PATH_MAX and all(
        len(name) <= NAME_MAX for name in names.split(os.fsencode(os.sep))
    )


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
    """Return the resolved documents folder, or None when it cannot be used."""
    path = None
    if is_path(raw):
        with suppress(OSError, ValueError):  # any other path the system refuses
            path = documents_path(hass.config.config_dir, raw)
    if path is None:
        _LOGGER.warning("The documents folder %r is not a path; it is not indexed", raw)
        return None
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


async def async_refresh_documents(
    source: DocumentsSource, *, periodic: bool = False
) -> None:
    """
    Bring the documents index up to date (a background task at setup, or periodic).

    A periodic one joins a refresh under way rather than queueing another, and logs
    its failure only at DEBUG: the questions report a lasting one (the router warns
    once per change), and a WARNING every interval would flood the log.
    """
    try:
        report = await source.refresh(again=not periodic)
    except IndexClosedError:
        _LOGGER.debug("Indexing %s stopped: the entry was unloaded", source.folder)
        return
    except FolderMissingError:
        return  # the repair issue says so (async_watch_folder), with its one warning
    except (OSError, sqlite3.Error, SourceError) as err:
        log = _LOGGER.debug if periodic else _LOGGER.warning
        log("Could not index the documents in %s: %s", source.folder, err)
        return
    _LOGGER.debug(
        "Indexed the documents in %s: %s new or changed, %s removed, %s unchanged, "
        "%s skipped",
        source.folder,
        len(report.indexed),
        len(report.removed),
        report.unchanged,
        len(report.skipped),
    )


def documents_source(entry: GroundedAnswersConfigEntry) -> DocumentsSource | None:
    """Return the entry's documents source, or None when it has none."""
    router = entry.runtime_data.engine.router
    if not isinstance(router, BuiltinRouter):
        return None
    source = router.source(DocumentsSource.name)
    return source if isinstance(source, DocumentsSource) else None


def folder_issue_id(entry_id: str) -> str:
    """Return the ID of an entry's missing-documents-folder repair issue."""
    return f"{ISSUE_DOCUMENTS_FOLDER_MISSING}_{entry_id}"


@callback
def async_watch_folder(
    hass: HomeAssistant, entry: GroundedAnswersConfigEntry, source: DocumentsSource
) -> None:
    """
    Keep the folder-missing repair issue in step with the source, until unload.

    The source tells its listeners as each refresh (at setup, every refresh interval,
    when a question finds the index due, or when asked) starts and ends; only a change
    of whether the folder was found is logged, never each question. The periodic
    refresh clears the issue once the folder is back, question or not. Unloading stops
    it and clears the issue: the next setup, perhaps with another folder, looks again.
    """
    issue_id = folder_issue_id(entry.entry_id)
    seen: list[bool] = []  # whether the folder was missing, once known

    def check() -> None:
        missing = source.folder_missing
        if seen and seen[-1] == missing:
            return
        first = not seen
        seen[:] = [missing]
        if not missing:
            ir.async_delete_issue(hass, DOMAIN, issue_id)
            if not first:
                _LOGGER.info("The documents folder %s is back", source.folder)
            return
        _LOGGER.warning(
            "Could not index the documents in %s: the documents folder is gone; "
            "questions are answered without them until it is back",
            source.folder,
        )
        ir.async_create_issue(
            hass,
            DOMAIN,
            issue_id,
            is_fixable=False,
            severity=ir.IssueSeverity.WARNING,
            translation_key=ISSUE_DOCUMENTS_FOLDER_MISSING,
            translation_placeholders={"folder": str(source.folder)},
        )

    @callback
    def periodic(_now: datetime) -> None:
        entry.async_create_background_task(
            hass,
            async_refresh_documents(source, periodic=True),
            f"{DOMAIN} documents refresh {entry.entry_id}",
        )

    entry.async_on_unload(source.add_listener(check))
    entry.async_on_unload(lambda: ir.async_delete_issue(hass, DOMAIN, issue_id))
    if source.refresh_interval > 0:
        entry.async_on_unload(
            async_track_time_interval(
                hass,
                periodic,
                timedelta(seconds=source.refresh_interval),
                name=f"{DOMAIN} documents refresh",
                cancel_on_shutdown=True,
            )
        )
    check()
