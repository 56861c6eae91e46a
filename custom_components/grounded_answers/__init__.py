"""Grounded Answers: short spoken answers for Assist, built from retrieved material."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from homeassistant.const import CONF_URL, Platform
from homeassistant.exceptions import ConfigEntryError, ConfigEntryNotReady
from homeassistant.helpers import config_validation as cv
from homeassistant.helpers import issue_registry as ir

from .const import CONF_ROUTER, DOMAIN, ROUTER_BUILTIN, ROUTER_MNEMOLIS
from .data import GroundedAnswersConfigEntry, GroundedAnswersData, router_kind
from .documents import documents_db
from .engine.errors import RouterAuthError, RouterError
from .engine.pipeline.engine import AnswerEngine
from .engine_setup import (
    async_setup_builtin_router,
    build_router_client,
    build_synthesizer,
    build_verifier,
    engine_options,
)
from .issues import async_check_verifier, verifier_issue_id
from .services import async_setup_services
from .stats import AnswerStats, stats_store
from .urls import without_userinfo

if TYPE_CHECKING:
    from homeassistant.core import HomeAssistant
    from homeassistant.helpers.typing import ConfigType

    from .engine.retrieve.builtin import BuiltinRouter
    from .engine.retrieve.router_client import RouterClient

_LOGGER = logging.getLogger(__name__)

CONFIG_SCHEMA = cv.config_entry_only_config_schema(DOMAIN)
# The minor version whose entry data names its router.
MINOR_VERSION_BUILTIN = 2
PLATFORMS = (Platform.CONVERSATION, Platform.SENSOR)


async def async_setup(hass: HomeAssistant, config: ConfigType) -> bool:  # noqa: ARG001
    """Register the integration's services."""
    async_setup_services(hass)
    return True


async def async_setup_entry(
    hass: HomeAssistant, entry: GroundedAnswersConfigEntry
) -> bool:
    """Check the router answers, then build the engine and the entities."""
    options = engine_options(entry.options, language=hass.config.language)
    router: RouterClient | BuiltinRouter
    if router_kind(entry) == ROUTER_BUILTIN:
        # Nothing to ping: the sources are asked per question, and Wikipedia may be
        # out of reach offline while the documents still answer.
        router = await async_setup_builtin_router(hass, entry, options)
    else:
        router = build_router_client(hass, entry, options)
        await _async_check_router(router)

    stats = AnswerStats(stats_store(hass, entry.entry_id))
    await stats.async_load()
    # Closed on unload, and also when setup fails after this point.
    synthesizer = build_synthesizer(entry, options)
    if synthesizer is not None:
        entry.async_on_unload(synthesizer.aclose)
    verifier = build_verifier(entry, options)
    if verifier is not None:
        entry.async_on_unload(verifier.aclose)
    entry.runtime_data = GroundedAnswersData(
        engine=AnswerEngine(router, options, synthesizer, verifier=verifier),
        stats=stats,
        synthesizer=synthesizer,
        verifier=verifier,
    )
    # Whether the verifier's model is there does not hold up setup; a missing one
    # raises a repair issue (and the claims gate says verifier_unavailable).
    entry.async_create_background_task(
        hass,
        async_check_verifier(hass, entry, verifier),
        f"{DOMAIN} verifier check {entry.entry_id}",
    )
    entry.async_on_unload(entry.add_update_listener(_async_update_listener))
    await hass.config_entries.async_forward_entry_setups(entry, PLATFORMS)
    return True


async def _async_check_router(router: RouterClient) -> None:
    """Raise the setup error a Mnemolis router's health check calls for."""
    placeholders = {"url": without_userinfo(router.url)}
    try:
        await router.health()
    except RouterAuthError as err:
        raise ConfigEntryError(
            translation_domain=DOMAIN,
            translation_key="setup_invalid_auth",
            translation_placeholders=placeholders,
        ) from err
    except RouterError as err:
        raise ConfigEntryNotReady(
            translation_domain=DOMAIN,
            translation_key="setup_cannot_connect",
            translation_placeholders={**placeholders, "error": str(err)},
        ) from err


async def async_unload_entry(
    hass: HomeAssistant, entry: GroundedAnswersConfigEntry
) -> bool:
    """Unload the entities and write the statistics (the clients close on unload)."""
    if not await hass.config_entries.async_unload_platforms(entry, PLATFORMS):
        return False
    await entry.runtime_data.stats.async_flush()
    return True


async def async_migrate_entry(
    hass: HomeAssistant, entry: GroundedAnswersConfigEntry
) -> bool:
    """
    Bring an entry up to the current version.

    1.1 -> 1.2: entries from before the built-in router ask a Mnemolis-compatible
    router; their data now says so.
    """
    # Home Assistant refuses entries from a newer major version before asking here.
    if entry.minor_version < MINOR_VERSION_BUILTIN:
        data = dict(entry.data)
        data.setdefault(
            CONF_ROUTER, ROUTER_MNEMOLIS if CONF_URL in data else ROUTER_BUILTIN
        )
        hass.config_entries.async_update_entry(
            entry, data=data, minor_version=MINOR_VERSION_BUILTIN
        )
        _LOGGER.debug(
            "Migrated %s to version 1.2: %s router", entry.title, data[CONF_ROUTER]
        )
    return True


async def async_remove_entry(
    hass: HomeAssistant, entry: GroundedAnswersConfigEntry
) -> None:
    """Delete the entry's saved statistics, documents index and repair issue."""
    await stats_store(hass, entry.entry_id).async_remove()
    ir.async_delete_issue(hass, DOMAIN, verifier_issue_id(entry.entry_id))
    await hass.async_add_executor_job(_remove_documents_index, hass, entry.entry_id)


async def _async_update_listener(
    hass: HomeAssistant, entry: GroundedAnswersConfigEntry
) -> None:
    """Reload on changed options or data, so the engine and its caches start afresh."""
    await hass.config_entries.async_reload(entry.entry_id)


def _remove_documents_index(hass: HomeAssistant, entry_id: str) -> None:
    """Delete an entry's documents index and its SQLite side files, if any."""
    database = Path(documents_db(hass, entry_id))
    for path in (
        database,
        *(database.with_name(database.name + s) for s in ("-wal", "-shm")),
    ):
        path.unlink(missing_ok=True)
