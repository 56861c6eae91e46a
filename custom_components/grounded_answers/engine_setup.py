"""
Building an entry's engine collaborators: its options, router, model and verifier.

``__init__`` puts them together into the engine at setup; everything here reads the
entry and builds one collaborator, so each can be tested and replaced on its own.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Final

from homeassistant.const import CONF_API_KEY, CONF_URL
from homeassistant.helpers.aiohttp_client import async_get_clientsession
from homeassistant.util.ssl import get_default_context

from .const import (
    CONF_DOCUMENTS_DIR,
    CONF_KIWIX_URL,
    CONF_MODEL,
    CONF_MODEL_API_KEY,
    CONF_MODEL_BACKEND,
    CONF_MODEL_URL,
    CONF_SEARXNG_NEWS,
    CONF_SEARXNG_URL,
    CONF_VERIFIER,
    CONF_VERIFIER_MODEL,
    CONF_WIKIPEDIA,
    DEFAULT_MODEL_BACKEND,
    DEFAULT_SEARXNG_NEWS,
    DEFAULT_VERIFIER,
    DEFAULT_WIKIPEDIA,
    DOMAIN,
    ENGINE_OPTION_TYPES,
    VERIFIER_REFERENCE,
)
from .documents import async_refresh_documents, documents_db, documents_dir
from .engine.options import EngineOptions
from .engine.retrieve.builtin import (
    DEFAULT_ROUTE_BUDGET_S,
    DEFAULT_SOURCE_TIMEOUT_S,
    BuiltinRouter,
)
from .engine.retrieve.context import ContextOptions
from .engine.retrieve.router_client import RouterClient
from .engine.retrieve.sources import DocumentsSource, SourceSettings, build_sources
from .engine.retrieve.sources.wikipedia import DEFAULT_BASE_URL
from .engine.route.classify import EscalationCounter
from .engine.synth import backends
from .engine.synth.backends import ModelServer
from .health import synthesis_configured
from .urls import without_userinfo

if TYPE_CHECKING:
    from collections.abc import Mapping

    from homeassistant.config_entries import ConfigEntry
    from homeassistant.core import HomeAssistant

    from .engine.seams import ModelSynthesizer, ModelVerifier

_LOGGER = logging.getLogger(__name__)

# Where the built-in router asks Wikipedia ("{lang}" becomes the household's wiki).
WIKIPEDIA_URL: Final = DEFAULT_BASE_URL
# How the escalation rate's crossings are logged. Without a model nothing pays for
# synthesis: DEBUG. With one, a WARNING once per change of state (the counter's
# hysteresis keeps a rate wobbling round the alarm to one line): Assist questions
# are question shaped, so 94-100 % of ordinary traffic escalates (every eval set),
# and an operator paying for a model is told once that most questions use it.
ESCALATION_LEVEL_WITH_MODEL: Final = logging.WARNING
ESCALATION_LEVEL_WITHOUT_MODEL: Final = logging.DEBUG


def engine_options(options: Mapping[str, Any], *, language: str) -> EngineOptions:
    """
    Return the engine options an entry's options ask for; the rest keep defaults.

    ``language`` is the household's (Home Assistant's) language: route cues and the
    Wikipedia edition follow it.
    """
    overrides: dict[str, Any] = {
        name: kind(options[name])
        for name, kind in ENGINE_OPTION_TYPES.items()
        if options.get(name) is not None
    }
    overrides["language"] = language
    return EngineOptions().with_overrides(overrides)


def escalation_counter(entry: ConfigEntry) -> EscalationCounter:
    """Return the escalation counter of an entry, logging at the level it calls for."""
    with_model = synthesis_configured(entry.options)
    return EscalationCounter(
        level=ESCALATION_LEVEL_WITH_MODEL
        if with_model
        else ESCALATION_LEVEL_WITHOUT_MODEL
    )


def build_router_client(
    hass: HomeAssistant, entry: ConfigEntry, options: EngineOptions
) -> RouterClient:
    """Return the client of the entry's Mnemolis-compatible router."""
    return RouterClient(
        async_get_clientsession(hass),
        entry.data[CONF_URL],
        api_key=entry.data.get(CONF_API_KEY) or None,
        timeout=options.router_timeout,
        max_bytes=options.max_result_bytes,
        escalation=escalation_counter(entry),
    )


async def async_setup_builtin_router(
    hass: HomeAssistant, entry: ConfigEntry, options: EngineOptions
) -> BuiltinRouter:
    """
    Return the built-in router over the sources the entry's options configure.

    Nothing is asked at setup (Wikipedia may be unreachable offline); a source that
    fails later is dropped from that answer with an event. The documents index is
    brought up to date in the background, and the router is closed on unload. The
    budgets never exceed the router timeout.
    """
    settings = entry.options
    folder = None
    if raw := (settings.get(CONF_DOCUMENTS_DIR) or "").strip():
        folder = await hass.async_add_executor_job(documents_dir, hass, raw)
    sources = build_sources(
        async_get_clientsession(hass),
        SourceSettings(
            language=hass.config.language,
            wikipedia=bool(settings.get(CONF_WIKIPEDIA, DEFAULT_WIKIPEDIA)),
            wikipedia_url=WIKIPEDIA_URL,
            kiwix_url=settings.get(CONF_KIWIX_URL) or None,
            searxng_url=settings.get(CONF_SEARXNG_URL) or None,
            searxng_news=bool(settings.get(CONF_SEARXNG_NEWS, DEFAULT_SEARXNG_NEWS)),
            documents_dir=folder,
            documents_db=documents_db(hass, entry.entry_id) if folder else None,
        ),
    )
    router = BuiltinRouter(
        sources,
        language=hass.config.language,
        source_timeout=min(DEFAULT_SOURCE_TIMEOUT_S, options.router_timeout),
        route_budget=min(DEFAULT_ROUTE_BUDGET_S, options.router_timeout),
        context=ContextOptions(input_budget_chars=options.input_budget_chars),
        escalation=escalation_counter(entry),
    )
    entry.async_on_unload(router.close)
    for source in sources:
        if isinstance(source, DocumentsSource):
            entry.async_create_background_task(
                hass,
                async_refresh_documents(source),
                f"{DOMAIN} documents index {entry.entry_id}",
            )
    return router


def model_server(entry: ConfigEntry, options: EngineOptions) -> ModelServer | None:
    """Return the entry's model server (backend, address, key), or None without one.

    Both the synthesizer and a model verifier run on it, with the same timeout.
    """
    url = entry.options.get(CONF_MODEL_URL)
    if not url:
        return None
    return ModelServer(
        backend=str(entry.options.get(CONF_MODEL_BACKEND, DEFAULT_MODEL_BACKEND)),
        url=url,
        api_key=entry.options.get(CONF_MODEL_API_KEY) or None,
        timeout=options.llm_timeout,
        temperature=options.temperature,
        num_ctx=options.num_ctx,
        keep_alive_minutes=options.keep_alive_minutes,
        verify=get_default_context(),
    )


async def async_load_model_backend(hass: HomeAssistant, entry: ConfigEntry) -> None:
    """Import the entry's model backend in the import executor (not the event loop).

    The OpenAI-compatible client is loaded only for entries that use it.
    """
    if entry.options.get(CONF_MODEL_URL):
        backend = str(entry.options.get(CONF_MODEL_BACKEND, DEFAULT_MODEL_BACKEND))
        if backend in backends.BACKENDS:
            await hass.async_add_import_executor_job(backends.load_backend, backend)


def build_synthesizer(
    entry: ConfigEntry, options: EngineOptions
) -> ModelSynthesizer | None:
    """Return the entry's synthesizer, or None when no model is configured."""
    server = model_server(entry, options)
    model = entry.options.get(CONF_MODEL)
    if server is None or not model:
        return None
    return backends.build_synthesizer(server, model)


def build_verifier(entry: ConfigEntry, options: EngineOptions) -> ModelVerifier | None:
    """
    Return the entry's model-backed claim verifier, or None for the reference one.

    A model verifier runs on the synthesis model's server. Without that server there
    is no synthesis either, so no claim is ever checked (the options flow refuses a
    model verifier without it): None never stands in for a model verifier that could
    have run. Nor on a backend that cannot run it (MiniCheck and Granite Guardian on
    an OpenAI-compatible server; the options flow refuses that too): an entry saved
    otherwise by hand is checked by the reference verifier, and the log says so.
    """
    if not options.claim_checking:
        return None
    kind = str(entry.options.get(CONF_VERIFIER, DEFAULT_VERIFIER))
    server = model_server(entry, options)
    if kind == VERIFIER_REFERENCE or server is None:
        return None
    model = (entry.options.get(CONF_VERIFIER_MODEL) or "").strip() or None
    # An OpenAI-compatible server names its models freely (llama.cpp serves one):
    # without a verifier model the judge asks the answer model.
    verifier = backends.build_verifier(
        server, kind, model, fallback_model=entry.options.get(CONF_MODEL)
    )
    if verifier is None:
        _LOGGER.warning(
            "The claim verifier %s does not run on the %s server at %s; claims are "
            "checked by the reference verifier. Choose the LLM judge, or Ollama, in "
            "the integration's options",
            kind,
            server.backend,
            without_userinfo(server.url),
        )
    return verifier
