"""Grounded Answers: short spoken answers for Assist, built from retrieved material."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from homeassistant.const import CONF_URL, Platform
from homeassistant.exceptions import ConfigEntryError, ConfigEntryNotReady
from homeassistant.helpers import config_validation as cv
from homeassistant.helpers import issue_registry as ir

from .const import (
    BACKEND_OLLAMA,
    CONF_MODEL_BACKEND,
    CONF_MODEL_URL,
    CONF_ROUTER,
    DOMAIN,
    ENTRY_MINOR_VERSION,
    ENTRY_VERSION,
    LEGACY_CONF_OLLAMA_URL,
    ROUTER_BUILTIN,
    ROUTER_MNEMOLIS,
    V1_MINOR_NAMED_ROUTER,
    V1_MINOR_WHOLE_NUMBERS,
)
from .data import GroundedAnswersConfigEntry, GroundedAnswersData, router_kind
from .documents import async_watch_folder, documents_db, documents_source
from .engine.errors import RouterAuthError, RouterError
from .engine.pipeline.engine import AnswerEngine
from .engine_setup import (
    async_load_model_backend,
    async_setup_builtin_router,
    build_router_client,
    build_synthesizer,
    build_verifier,
    engine_options,
)
from .health import async_check_synthesis, synthesis_issue_id
from .issues import async_check_verifier, verifier_issue_id
from .llm_api import async_register_llm_api
from .schemas import whole_numbers
from .services import async_setup_services
from .stats import AnswerStats, stats_store
from .urls import without_userinfo

if TYPE_CHECKING:
    from collections.abc import Mapping

    from homeassistant.core import HomeAssistant
    from homeassistant.helpers.typing import ConfigType

    from .engine.options import EngineOptions
    from .engine.retrieve.builtin import BuiltinRouter
    from .engine.retrieve.router_client import RouterClient

_LOGGER = logging.getLogger(__name__)

CONFIG_SCHEMA = cv.config_entry_only_config_schema(DOMAIN)
PLATFORMS = (Platform.CONVERSATION, Platform.SENSOR)
# Added to the router's and the model's timeouts while unloading waits for answers.
UNLOAD_MARGIN_S = 5.0


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
    await async_load_model_backend(hass, entry)
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
    if (documents := documents_source(entry)) is not None:
        async_watch_folder(hass, entry, documents)  # the folder-missing repair issue
    # Whether the verifier's model is there does not hold up setup; a missing one
    # raises a repair issue (and the claims gate says verifier_unavailable).
    entry.async_create_background_task(
        hass,
        async_check_verifier(hass, entry, verifier),
        f"{DOMAIN} verifier check {entry.entry_id}",
    )
    # Likewise the synthesis model: missing, failing or unreachable raises an issue.
    entry.async_create_background_task(
        hass,
        async_check_synthesis(hass, entry, synthesizer),
        f"{DOMAIN} synthesis check {entry.entry_id}",
    )
    # Other assistants (core Ollama, OpenAI, Anthropic, ...) can call the engine as
    # a tool: the API "Grounded Answers" is offered next to "Assist".
    entry.async_on_unload(async_register_llm_api(hass, entry))
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
    """
    Unload the entities, let answers in flight finish, then write the statistics.

    An answer asked before the unload is still spoken and counted: the clients close
    on unload (after this returns), so they stay open until the answers are done, and
    the statistics are written with them counted, before a reload loads them again.
    The wait is bounded by the longest an answer can take; an answer that outlasts
    it is still delivered (from closed clients: a translated failure) but not counted.
    """
    if not await hass.config_entries.async_unload_platforms(entry, PLATFORMS):
        return False
    data = entry.runtime_data
    if in_flight := len(data.in_flight):
        grace = unload_grace_s(data.engine.options)
        _LOGGER.debug(
            "Unloading %s: waiting up to %.0f s for %d answers in flight",
            entry.title,
            grace,
            in_flight,
        )
        try:
            async with asyncio.timeout(grace):
                await data.in_flight.async_wait_idle()
        except TimeoutError:
            _LOGGER.warning(
                "%d answers of %s were still in flight %.0f s after unloading began; "
                "they are delivered but not counted",
                len(data.in_flight),
                entry.title,
                grace,
            )
    await data.stats.async_close()
    return True


def unload_grace_s(options: EngineOptions) -> float:
    """Return how long unloading waits for answers in flight.

    The router's timeout, then the model's for the answer and for checking its
    claims, and a margin for the gates: an answer that is not done by then is stuck.
    """
    return options.router_timeout + 2 * options.llm_timeout + UNLOAD_MARGIN_S


async def async_migrate_entry(
    hass: HomeAssistant, entry: GroundedAnswersConfigEntry
) -> bool:
    """
    Bring an entry of any 1.x version to 2.1, in one pass.

    From 1.1: entries from before the built-in router ask a Mnemolis-compatible
    router; their data now says so.
    From 1.2: whole-number options saved as floats (``240.0``) become integers.
    Every 1.x: the model server's address moves from ``ollama_url`` to ``model_url``,
    and an entry with one says that it is Ollama (the only backend before 2.1).

    A 2.x entry of a later minor version (saved by a newer release, then downgraded)
    is loaded as it is: a minor version adds only what this release may ignore.
    """
    # Home Assistant refuses entries of a newer major version before asking here.
    if entry.version == ENTRY_VERSION:
        return True
    if entry.version != 1:  # no such version was ever saved
        _LOGGER.error("%s has unknown version %s", entry.title, entry.version)
        return False
    was = f"{entry.version}.{entry.minor_version}"
    data = dict(entry.data)
    if entry.minor_version < V1_MINOR_NAMED_ROUTER:
        data.setdefault(
            CONF_ROUTER, ROUTER_MNEMOLIS if CONF_URL in data else ROUTER_BUILTIN
        )
    options: Mapping[str, Any] = entry.options
    if entry.minor_version < V1_MINOR_WHOLE_NUMBERS:
        options = whole_numbers(options)
    options = model_backend_options(options)
    if options == entry.options and any(
        type(value) is not type(entry.options[key]) for key, value in options.items()
    ):
        # 240 == 240.0, so Home Assistant would keep the old options as unchanged:
        # clear them first (no listener runs during a migration), then store.
        hass.config_entries.async_update_entry(entry, options={})
    hass.config_entries.async_update_entry(
        entry,
        data=data,
        options=options,
        version=ENTRY_VERSION,
        minor_version=ENTRY_MINOR_VERSION,
    )
    _LOGGER.debug(
        "Migrated %s from version %s to %s.%s (%s router)",
        entry.title,
        was,
        ENTRY_VERSION,
        ENTRY_MINOR_VERSION,
        data.get(CONF_ROUTER),
    )
    return True


def model_backend_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """Return 1.x options in the 2.1 form: ``model_url`` and its backend.

    A saved ``model_url`` wins over a legacy ``ollama_url`` (an entry saved by a
    development build that had both); an empty legacy address is dropped, not
    carried over.
    """
    migrated = dict(options)
    legacy = migrated.pop(LEGACY_CONF_OLLAMA_URL, None)
    if legacy and not migrated.get(CONF_MODEL_URL):
        migrated[CONF_MODEL_URL] = legacy
    if migrated.get(CONF_MODEL_URL):
        migrated.setdefault(CONF_MODEL_BACKEND, BACKEND_OLLAMA)
    return migrated


async def async_remove_entry(
    hass: HomeAssistant, entry: GroundedAnswersConfigEntry
) -> None:
    """Delete the entry's saved statistics, documents index and repair issue."""
    await stats_store(hass, entry.entry_id).async_remove()
    ir.async_delete_issue(hass, DOMAIN, verifier_issue_id(entry.entry_id))
    ir.async_delete_issue(hass, DOMAIN, synthesis_issue_id(entry.entry_id))
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
