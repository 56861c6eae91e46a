"""Grounded Answers: short spoken answers for Assist, built from retrieved material."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from homeassistant.const import Platform
from homeassistant.exceptions import ConfigEntryError, ConfigEntryNotReady
from homeassistant.helpers import config_validation as cv
from homeassistant.helpers.aiohttp_client import async_get_clientsession

from .const import DOMAIN
from .data import (
    GroundedAnswersConfigEntry,
    GroundedAnswersData,
    build_router,
    build_synthesizer,
    engine_options,
)
from .engine.errors import RouterAuthError, RouterError
from .engine.pipeline import AnswerEngine
from .services import async_setup_services
from .stats import AnswerStats, stats_store

if TYPE_CHECKING:
    from homeassistant.core import HomeAssistant
    from homeassistant.helpers.typing import ConfigType

_LOGGER = logging.getLogger(__name__)

CONFIG_SCHEMA = cv.config_entry_only_config_schema(DOMAIN)
PLATFORMS = (Platform.CONVERSATION, Platform.SENSOR)


async def async_setup(hass: HomeAssistant, config: ConfigType) -> bool:  # noqa: ARG001
    """Register the integration's services."""
    async_setup_services(hass)
    return True


async def async_setup_entry(
    hass: HomeAssistant, entry: GroundedAnswersConfigEntry
) -> bool:
    """Check the router answers, then build the engine and the entities."""
    options = engine_options(entry.options)
    router = build_router(async_get_clientsession(hass), entry, options)
    placeholders = {"url": router.url}
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

    stats = AnswerStats(stats_store(hass, entry.entry_id))
    await stats.async_load()
    synthesizer = build_synthesizer(entry, options)
    entry.runtime_data = GroundedAnswersData(
        engine=AnswerEngine(router, options, synthesizer),
        stats=stats,
        synthesizer=synthesizer,
    )
    entry.async_on_unload(entry.add_update_listener(_async_update_listener))
    await hass.config_entries.async_forward_entry_setups(entry, PLATFORMS)
    return True


async def async_unload_entry(
    hass: HomeAssistant, entry: GroundedAnswersConfigEntry
) -> bool:
    """Unload the entities, write the statistics and close the model client."""
    if not await hass.config_entries.async_unload_platforms(entry, PLATFORMS):
        return False
    data = entry.runtime_data
    await data.stats.async_flush()
    if data.synthesizer is not None:
        await data.synthesizer.aclose()
    return True


async def async_remove_entry(
    hass: HomeAssistant, entry: GroundedAnswersConfigEntry
) -> None:
    """Delete the entry's saved statistics."""
    await stats_store(hass, entry.entry_id).async_remove()


async def _async_update_listener(
    hass: HomeAssistant, entry: GroundedAnswersConfigEntry
) -> None:
    """Reload on changed options or data, so the engine and its caches start afresh."""
    await hass.config_entries.async_reload(entry.entry_id)
