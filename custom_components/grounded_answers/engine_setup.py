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
    CONF_OLLAMA_URL,
    CONF_SEARXNG_NEWS,
    CONF_SEARXNG_URL,
    CONF_VERIFIER,
    CONF_VERIFIER_MODEL,
    CONF_WIKIPEDIA,
    DEFAULT_SEARXNG_NEWS,
    DEFAULT_VERIFIER,
    DEFAULT_WIKIPEDIA,
    DOMAIN,
    ENGINE_OPTION_TYPES,
    VERIFIER_GRANITE_GUARDIAN,
    VERIFIER_LLM_JUDGE,
    VERIFIER_MINICHECK,
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
from .engine.synth.ollama import OllamaSynthesizer
from .engine.verify.model_verifiers import (
    GraniteGuardianVerifier,
    LlmJudgeVerifier,
    MiniCheckVerifier,
)
from .health import synthesis_configured

if TYPE_CHECKING:
    from collections.abc import Mapping

    from homeassistant.config_entries import ConfigEntry
    from homeassistant.core import HomeAssistant

    from .engine.verify.ollama_verifier import OllamaVerifier

# Where the built-in router asks Wikipedia ("{lang}" becomes the household's wiki).
WIKIPEDIA_URL: Final = DEFAULT_BASE_URL
# The model-backed claim verifiers, by option value; "reference" needs no model.
MODEL_VERIFIERS: Final[dict[str, type[OllamaVerifier]]] = {
    VERIFIER_MINICHECK: MiniCheckVerifier,
    VERIFIER_GRANITE_GUARDIAN: GraniteGuardianVerifier,
    VERIFIER_LLM_JUDGE: LlmJudgeVerifier,
}
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


def build_synthesizer(
    entry: ConfigEntry, options: EngineOptions
) -> OllamaSynthesizer | None:
    """Return the entry's Ollama synthesizer, or None when no model is configured."""
    host = entry.options.get(CONF_OLLAMA_URL)
    model = entry.options.get(CONF_MODEL)
    if not host or not model:
        return None
    return OllamaSynthesizer(
        host=host,
        model=model,
        timeout=options.llm_timeout,
        temperature=options.temperature,
        num_ctx=options.num_ctx,
        keep_alive_minutes=options.keep_alive_minutes,
        verify=get_default_context(),
    )


def build_verifier(entry: ConfigEntry, options: EngineOptions) -> OllamaVerifier | None:
    """
    Return the entry's model-backed claim verifier, or None for the reference one.

    A model verifier runs on the synthesis model's Ollama server. Without that server
    there is no synthesis either, so no claim is ever checked (the options flow
    refuses a model verifier without it): None never stands in for a model verifier
    that could have run.
    """
    if not options.claim_checking:
        return None
    verifier = MODEL_VERIFIERS.get(entry.options.get(CONF_VERIFIER, DEFAULT_VERIFIER))
    host = entry.options.get(CONF_OLLAMA_URL)
    if verifier is None or not host:
        return None
    return verifier(
        host=host,
        model=(entry.options.get(CONF_VERIFIER_MODEL) or "").strip() or None,
        timeout=options.llm_timeout,
        num_ctx=options.num_ctx,
        keep_alive_minutes=options.keep_alive_minutes,
        verify=get_default_context(),
    )
