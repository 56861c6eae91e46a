"""
Runtime data of a config entry: its engine, statistics and recent explanation chains.

Also the few steps the conversation entity and the ``ask`` service share: building the
engine from the entry (its router, model and claim verifier), translating the spoken
phrases, and asking the engine while counting, remembering and announcing what came
back.
"""

from __future__ import annotations

import logging
import sqlite3
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from homeassistant.config_entries import ConfigEntry
from homeassistant.const import CONF_API_KEY, CONF_URL
from homeassistant.core import Context, HomeAssistant, callback
from homeassistant.helpers import issue_registry as ir
from homeassistant.helpers.aiohttp_client import async_get_clientsession
from homeassistant.helpers.device_registry import DeviceEntryType, DeviceInfo
from homeassistant.helpers.translation import async_get_translations
from homeassistant.util.ssl import get_default_context

from .const import (
    CONF_DOCUMENTS_DIR,
    CONF_KIWIX_URL,
    CONF_MODEL,
    CONF_OLLAMA_URL,
    CONF_ROUTER,
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
    EVENT_ANSWER,
    ISSUE_VERIFIER_MODEL_MISSING,
    RECENT_CHAINS,
    ROUTER_MNEMOLIS,
    VERIFIER_GRANITE_GUARDIAN,
    VERIFIER_LLM_JUDGE,
    VERIFIER_MINICHECK,
    VIA_CONVERSATION,
)
from .engine.builtin_router import (
    DEFAULT_ROUTE_BUDGET_S,
    DEFAULT_SOURCE_TIMEOUT_S,
    BuiltinRouter,
)
from .engine.context import ContextOptions
from .engine.models import ENGLISH_SOURCE_NAMES, AnswerResult, Event, SpokenPhrases
from .engine.options import AnswerStyle, EngineOptions
from .engine.router_client import RouterClient
from .engine.sources import DocumentsSource, SourceSettings, build_sources
from .engine.sources.wikipedia import DEFAULT_BASE_URL
from .engine.synth import OllamaSynthesizer
from .engine.verifiers import (
    GraniteGuardianVerifier,
    LlmJudgeVerifier,
    MiniCheckVerifier,
    OllamaVerifier,
)
from .engine.verify import VerifierUnavailableError
from .stats import INTERNAL_ERROR, AnswerStats

if TYPE_CHECKING:
    from collections.abc import Mapping

    from .engine.pipeline import AnswerEngine

_LOGGER = logging.getLogger(__name__)

# SpokenPhrases fields, each translated under exceptions.<field>.message.
SPOKEN_PHRASE_KEYS: Final = (
    "nothing_found",
    "router_unavailable",
    "honest_miss",
    "attribution",
)
# Spoken between the last two names of a list; stored without its surrounding spaces.
LIST_JOINER_KEY: Final = "list_joiner"
# Spoken names of the router's source tags ("According to {sources}."), each
# translated under exceptions.<key>.message; English where a translation is missing.
SOURCE_NAME_KEYS: Final = {
    "kiwix": "source_kiwix",
    "wikipedia": "source_wikipedia",
    "web": "source_web",
    "searxng": "source_searxng",
    "news": "source_news",
    "forecast": "source_forecast",
    "uptime": "source_uptime",
    "ha": "source_ha",
    "changes": "source_changes",
    "documents": "source_documents",
}
# Spoken when the glue itself failed.
APOLOGY_KEY: Final = "unexpected_error"
DEFAULT_APOLOGY: Final = "Sorry, something went wrong while answering that."

# Outcome of an explanation chain that never reached the engine.
HANDLED_LOCALLY: Final = "handled_locally"
ERROR_OUTCOME: Final = "error"

# Where the built-in router asks Wikipedia ("{lang}" becomes the household's wiki).
WIKIPEDIA_URL: Final = DEFAULT_BASE_URL
# The model-backed claim verifiers, by option value; "reference" needs no model.
MODEL_VERIFIERS: Final[dict[str, type[OllamaVerifier]]] = {
    VERIFIER_MINICHECK: MiniCheckVerifier,
    VERIFIER_GRANITE_GUARDIAN: GraniteGuardianVerifier,
    VERIFIER_LLM_JUDGE: LlmJudgeVerifier,
}


@dataclass(slots=True)
class GroundedAnswersData:
    """What a loaded entry holds."""

    engine: AnswerEngine
    stats: AnswerStats
    synthesizer: OllamaSynthesizer | None = None
    verifier: OllamaVerifier | None = None
    recent: deque[dict[str, Any]] = field(
        default_factory=lambda: deque(maxlen=RECENT_CHAINS)
    )


type GroundedAnswersConfigEntry = ConfigEntry[GroundedAnswersData]


# --- building the engine -------------------------------------------------------------


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


def router_kind(entry: ConfigEntry) -> str:
    """Return which router the entry asks: ``builtin`` or ``mnemolis``."""
    return str(entry.data.get(CONF_ROUTER, ROUTER_MNEMOLIS))


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


def _documents_dir(hass: HomeAssistant, raw: str) -> Path | None:
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
        folder = await hass.async_add_executor_job(_documents_dir, hass, raw)
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


async def async_refresh_documents(source: DocumentsSource) -> None:
    """Bring the documents index up to date (a background task at setup)."""
    try:
        report = await source.refresh()
    except (OSError, sqlite3.Error) as err:
        _LOGGER.warning("Could not index the documents in %s: %s", source.folder, err)
        return
    _LOGGER.debug("Indexed the documents in %s: %s", source.folder, report)


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


def verifier_issue_id(entry_id: str) -> str:
    """Return the ID of an entry's missing-verifier-model repair issue."""
    return f"{ISSUE_VERIFIER_MODEL_MISSING}_{entry_id}"


async def async_check_verifier(
    hass: HomeAssistant, entry: ConfigEntry, verifier: OllamaVerifier | None
) -> None:
    """
    Raise a repair issue when the verifier's model is missing; clear it when present.

    With no model verifier (claim checking off, or the reference verifier) the issue
    is cleared. An unreachable server leaves it as it is: nothing was learnt.
    """
    issue_id = verifier_issue_id(entry.entry_id)
    if verifier is None:
        ir.async_delete_issue(hass, DOMAIN, issue_id)
        return
    host = entry.options[CONF_OLLAMA_URL]
    try:
        available = await verifier.check_available()
    except VerifierUnavailableError as err:
        _LOGGER.warning(
            "Could not check whether %s has the claim-checking model %s: %s",
            host,
            verifier.model,
            err,
        )
        return
    if available:
        ir.async_delete_issue(hass, DOMAIN, issue_id)
        return
    _LOGGER.warning(
        "The claim-checking model %s is not on %s; claim checking reports "
        "verifier_unavailable until it is",
        verifier.model,
        host,
    )
    ir.async_create_issue(
        hass,
        DOMAIN,
        issue_id,
        is_fixable=False,
        severity=ir.IssueSeverity.ERROR,
        translation_key=ISSUE_VERIFIER_MODEL_MISSING,
        translation_placeholders={"model": verifier.model, "host": host},
    )


def device_info(entry: ConfigEntry) -> DeviceInfo:
    """Return the service device every entity of the entry belongs to."""
    return DeviceInfo(
        identifiers={(DOMAIN, entry.entry_id)},
        name=entry.title,
        manufacturer="Grounded Answers",
        model=entry.options.get(CONF_MODEL),
        entry_type=DeviceEntryType.SERVICE,
    )


# --- spoken phrases ------------------------------------------------------------------


async def _async_exception_strings(
    hass: HomeAssistant, language: str
) -> dict[str, str]:
    """
    Return the exceptions translations of ``language``, or its base language's.

    Home Assistant fills a language without a file with English; "de-DE" then falls
    back to "de" before English.
    """
    english = await async_get_translations(hass, "en", "exceptions", [DOMAIN])
    candidates = dict.fromkeys((language, language.replace("_", "-").split("-")[0]))
    for candidate in candidates:
        if not candidate or candidate == "en":
            return english
        strings = await async_get_translations(hass, candidate, "exceptions", [DOMAIN])
        if strings != english:
            return strings
    return english


def _message(strings: dict[str, str], key: str) -> str | None:
    """Return one exception message, or None when it is missing or blank."""
    message = strings.get(f"component.{DOMAIN}.exceptions.{key}.message", "")
    return message.strip() or None


async def async_spoken_phrases(hass: HomeAssistant, language: str) -> SpokenPhrases:
    """Return the engine's spoken sentences in ``language``, English where missing."""
    strings = await _async_exception_strings(hass, language)
    phrases: dict[str, Any] = {
        key: message
        for key in SPOKEN_PHRASE_KEYS
        if (message := _message(strings, key)) is not None
    }
    if joiner := _message(strings, LIST_JOINER_KEY):
        phrases["list_joiner"] = f" {joiner} "
    names = dict(ENGLISH_SOURCE_NAMES)
    for tag, key in SOURCE_NAME_KEYS.items():
        if name := _message(strings, key):
            names[tag] = name
    phrases["source_names"] = tuple(names.items())
    return SpokenPhrases(**phrases)


async def async_apology(hass: HomeAssistant, language: str) -> str:
    """Return the apology spoken when answering failed; English if even that fails."""
    try:
        strings = await _async_exception_strings(hass, language)
    except Exception:
        _LOGGER.exception("Could not load the spoken apology for %s", language)
        return DEFAULT_APOLOGY
    return _message(strings, APOLOGY_KEY) or DEFAULT_APOLOGY


# --- asking --------------------------------------------------------------------------


def explanation_chain(
    query: str,
    *,
    via: str,
    outcome: str,
    reason: str | None = None,
    source_used: str | None = None,
    events: list[Event] | None = None,
) -> dict[str, Any]:
    """Return one entry of the recent explanation chains (diagnostics)."""
    return {
        "query": query,
        "via": via,
        "outcome": outcome,
        "reason": reason,
        "source_used": source_used,
        "events": [event.as_dict() for event in events or ()],
    }


def answer_event_data(
    entry: ConfigEntry, result: AnswerResult, *, via: str, language: str, style: str
) -> dict[str, Any]:
    """
    Return the bus event of an answer.

    The raw router text is left out (only its length goes along): the recorder keeps
    every event, and a router may return up to a megabyte per question. The ``ask``
    service and diagnostics carry the text.
    """
    data = result.as_dict()
    raw = data.pop("result")
    return {
        "entry_id": entry.entry_id,
        "via": via,
        "language": language,
        "answer_style": style,
        **data,
        "result_chars": len(raw),
    }


async def async_answer(
    hass: HomeAssistant,
    entry: GroundedAnswersConfigEntry,
    query: str,
    *,
    style: AnswerStyle,
    language: str,
    via: str,
    context: Context | None = None,
    synthesize: bool = True,
    source: str = "auto",
) -> AnswerResult:
    """
    Ask the entry's engine, then count, remember and announce the answer.

    The engine does not raise for router or model failures; anything that does escape
    is counted as an internal error and re-raised for the caller to turn into words.
    """
    try:
        phrases = await async_spoken_phrases(hass, language)
        result = await entry.runtime_data.engine.answer(
            query,
            style=style,
            phrases=phrases,
            synthesize=synthesize,
            source=source,
        )
    except Exception:
        async_record_failure(entry, query, via=via)
        raise
    async_record_answer(
        hass, entry, result, via=via, language=language, style=style, context=context
    )
    return result


@callback
def async_record_answer(
    hass: HomeAssistant,
    entry: GroundedAnswersConfigEntry,
    result: AnswerResult,
    *,
    via: str,
    language: str,
    style: str,
    context: Context | None = None,
) -> None:
    """Count, remember and announce one answer, however it was delivered."""
    data = entry.runtime_data
    data.stats.async_record(result)
    data.recent.append(
        explanation_chain(
            result.query,
            via=via,
            outcome=result.outcome.value,
            reason=result.reason,
            source_used=result.source_used,
            events=result.events,
        )
    )
    hass.bus.async_fire(
        EVENT_ANSWER,
        answer_event_data(entry, result, via=via, language=language, style=style),
        context=context,
    )


@callback
def async_record_failure(
    entry: GroundedAnswersConfigEntry, query: str, *, via: str
) -> None:
    """Count and remember an answer that failed inside the integration."""
    data = entry.runtime_data
    data.stats.async_record_failure()
    data.recent.append(
        explanation_chain(query, via=via, outcome=ERROR_OUTCOME, reason=INTERNAL_ERROR)
    )


@callback
def async_remember_local_intent(
    entry: GroundedAnswersConfigEntry, query: str, event: Event
) -> None:
    """Remember that Home Assistant's own intents answered ``query``."""
    entry.runtime_data.recent.append(
        explanation_chain(
            query, via=VIA_CONVERSATION, outcome=HANDLED_LOCALLY, events=[event]
        )
    )
