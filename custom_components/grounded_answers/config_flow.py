"""Config, reconfigure and options flows of Grounded Answers."""

from __future__ import annotations

import asyncio
import logging
from typing import Any, Final, override
from urllib.parse import urlsplit, urlunsplit

import aiohttp
import voluptuous as vol
from homeassistant.config_entries import (
    ConfigEntry,
    ConfigFlow,
    ConfigFlowResult,
    OptionsFlow,
)
from homeassistant.const import CONF_API_KEY, CONF_URL
from homeassistant.core import callback
from homeassistant.helpers.aiohttp_client import async_get_clientsession
from homeassistant.helpers.selector import (
    BooleanSelector,
    NumberSelector,
    NumberSelectorConfig,
    NumberSelectorMode,
    SelectSelector,
    SelectSelectorConfig,
    SelectSelectorMode,
    TextSelector,
    TextSelectorConfig,
    TextSelectorType,
)
from homeassistant.util.ssl import get_default_context

from .const import (
    ANSWER_STYLES,
    BUILTIN_TITLE,
    BUILTIN_UNIQUE_ID,
    CONF_BRIEF_MAX_CHARS,
    CONF_CLAIM_CHECKING,
    CONF_DETAILED_MAX_CHARS,
    CONF_DOCUMENTS_DIR,
    CONF_KEEP_ALIVE_MINUTES,
    CONF_KIWIX_URL,
    CONF_LLM_TIMEOUT,
    CONF_MIN_CONFIDENCE,
    CONF_MODEL,
    CONF_NUM_CTX,
    CONF_OLLAMA_URL,
    CONF_PREFER_LOCAL_INTENTS,
    CONF_ROUTER,
    CONF_ROUTER_TIMEOUT,
    CONF_SEARXNG_NEWS,
    CONF_SEARXNG_URL,
    CONF_SPOKEN_ATTRIBUTION,
    CONF_SYNTHESIS_ENABLED,
    CONF_TYPED_STYLE,
    CONF_VERIFIER,
    CONF_VERIFIER_MODEL,
    CONF_VOICE_MAX_CHARS,
    CONF_VOICE_STYLE,
    CONF_WIKIPEDIA,
    DEFAULT_BRIEF_MAX_CHARS,
    DEFAULT_CLAIM_CHECKING,
    DEFAULT_DETAILED_MAX_CHARS,
    DEFAULT_KEEP_ALIVE_MINUTES,
    DEFAULT_LLM_TIMEOUT,
    DEFAULT_MIN_CONFIDENCE,
    DEFAULT_NUM_CTX,
    DEFAULT_PREFER_LOCAL_INTENTS,
    DEFAULT_ROUTER_TIMEOUT,
    DEFAULT_SEARXNG_NEWS,
    DEFAULT_SPOKEN_ATTRIBUTION,
    DEFAULT_SYNTHESIS_ENABLED,
    DEFAULT_TYPED_STYLE,
    DEFAULT_VERIFIER,
    DEFAULT_VOICE_MAX_CHARS,
    DEFAULT_VOICE_STYLE,
    DEFAULT_WIKIPEDIA,
    DOMAIN,
    MIN_NUM_CTX,
    PROBE_QUERY,
    PROBE_TIMEOUT,
    ROUTER_BUILTIN,
    ROUTER_MNEMOLIS,
    SPOKEN_ATTRIBUTIONS,
    VERIFIER_REFERENCE,
    VERIFIERS,
)
from .data import documents_path, is_inside, router_kind
from .engine.errors import (
    RouterAuthError,
    RouterError,
    RouterFailureError,
    SynthesisError,
)
from .engine.router_client import RouterClient, normalise_url
from .engine.sources import KiwixSource, SourceError
from .engine.synth import OllamaSynthesizer

_LOGGER = logging.getLogger(__name__)

ROUTER_SCHEMA = vol.Schema(
    {
        vol.Required(CONF_URL): TextSelector(
            TextSelectorConfig(type=TextSelectorType.URL)
        ),
        vol.Optional(CONF_API_KEY): TextSelector(
            TextSelectorConfig(type=TextSelectorType.PASSWORD)
        ),
    }
)


def _number(
    minimum: float, maximum: float, step: float = 1, unit: str | None = None
) -> NumberSelector:
    """Return a box-mode number selector."""
    config = NumberSelectorConfig(
        min=minimum, max=maximum, step=step, mode=NumberSelectorMode.BOX
    )
    if unit is not None:
        config["unit_of_measurement"] = unit
    return NumberSelector(config)


def _select(options: list[str], translation_key: str) -> SelectSelector:
    """Return a translated dropdown."""
    return SelectSelector(
        SelectSelectorConfig(
            options=options,
            translation_key=translation_key,
            mode=SelectSelectorMode.DROPDOWN,
        )
    )


OPTIONS_SCHEMA = vol.Schema(
    {
        vol.Required(CONF_ROUTER_TIMEOUT, default=DEFAULT_ROUTER_TIMEOUT): _number(
            1, 120, unit="s"
        ),
        vol.Required(CONF_VOICE_MAX_CHARS, default=DEFAULT_VOICE_MAX_CHARS): _number(
            40, 2000
        ),
        vol.Required(CONF_BRIEF_MAX_CHARS, default=DEFAULT_BRIEF_MAX_CHARS): _number(
            100, 5000
        ),
        vol.Required(
            CONF_DETAILED_MAX_CHARS, default=DEFAULT_DETAILED_MAX_CHARS
        ): _number(200, 20000),
        vol.Required(
            CONF_PREFER_LOCAL_INTENTS, default=DEFAULT_PREFER_LOCAL_INTENTS
        ): BooleanSelector(),
        vol.Required(
            CONF_SPOKEN_ATTRIBUTION, default=DEFAULT_SPOKEN_ATTRIBUTION.value
        ): _select(SPOKEN_ATTRIBUTIONS, "spoken_attribution"),
        vol.Required(CONF_VOICE_STYLE, default=DEFAULT_VOICE_STYLE.value): _select(
            ANSWER_STYLES, "answer_style"
        ),
        vol.Required(CONF_TYPED_STYLE, default=DEFAULT_TYPED_STYLE.value): _select(
            ANSWER_STYLES, "answer_style"
        ),
        vol.Optional(CONF_OLLAMA_URL): TextSelector(
            TextSelectorConfig(type=TextSelectorType.URL)
        ),
        vol.Required(
            CONF_SYNTHESIS_ENABLED, default=DEFAULT_SYNTHESIS_ENABLED
        ): BooleanSelector(),
        vol.Required(
            CONF_KEEP_ALIVE_MINUTES, default=DEFAULT_KEEP_ALIVE_MINUTES
        ): _number(-1, 10080, unit="min"),
        vol.Required(CONF_NUM_CTX, default=DEFAULT_NUM_CTX): _number(
            MIN_NUM_CTX, 1048576
        ),
        vol.Required(CONF_LLM_TIMEOUT, default=DEFAULT_LLM_TIMEOUT): _number(
            1, 600, unit="s"
        ),
        vol.Required(
            CONF_CLAIM_CHECKING, default=DEFAULT_CLAIM_CHECKING
        ): BooleanSelector(),
        vol.Required(CONF_VERIFIER, default=DEFAULT_VERIFIER): _select(
            VERIFIERS, "verifier"
        ),
        vol.Optional(CONF_VERIFIER_MODEL): TextSelector(),
        vol.Required(CONF_MIN_CONFIDENCE, default=DEFAULT_MIN_CONFIDENCE): _number(
            0, 1, step=0.05
        ),
    }
)

SOURCES_SCHEMA = vol.Schema(
    {
        vol.Required(CONF_WIKIPEDIA, default=DEFAULT_WIKIPEDIA): BooleanSelector(),
        vol.Optional(CONF_KIWIX_URL): TextSelector(
            TextSelectorConfig(type=TextSelectorType.URL)
        ),
        vol.Optional(CONF_SEARXNG_URL): TextSelector(
            TextSelectorConfig(type=TextSelectorType.URL)
        ),
        vol.Required(
            CONF_SEARXNG_NEWS, default=DEFAULT_SEARXNG_NEWS
        ): BooleanSelector(),
        vol.Optional(CONF_DOCUMENTS_DIR): TextSelector(),
    }
)

# SearXNG answers HTTP 403 to format=json unless "json" is in search.formats.
SEARXNG_FORBIDDEN: Final = 403


def valid_url(raw: str) -> str | None:
    """Return the normalised http(s) URL, or None when ``raw`` is not one."""
    url = normalise_url(raw)
    try:
        parts = urlsplit(url)
        _ = parts.port  # raises ValueError for a port that is not a number
    except ValueError:
        return None
    if parts.scheme.lower() not in ("http", "https") or not parts.hostname:
        return None
    if any(char.isspace() for char in url):
        return None
    return url


def unique_id_for(url: str) -> str:
    """Return the unique ID of a router URL: scheme and host lower-cased."""
    parts = urlsplit(normalise_url(url))
    return urlunsplit(
        (parts.scheme.lower(), parts.netloc.lower(), parts.path, parts.query, "")
    )


def entry_title(url: str) -> str:
    """Return the title of an entry for a router URL."""
    return f"Grounded Answers ({urlsplit(url).netloc})"


async def _async_probe_router(client: RouterClient) -> str | None:
    """Check health and one search; return an error key, or None when all is well."""
    try:
        await client.health()
        await client.search(PROBE_QUERY)
    except RouterFailureError:
        # The router answered in its protocol; a backend failing "ping" is not ours.
        return None
    except RouterAuthError:
        return "invalid_auth"
    except RouterError as err:
        _LOGGER.debug("Router probe at %s failed: %s", client.url, err)
        return "cannot_connect"
    except Exception:
        _LOGGER.exception("Unexpected error probing the router at %s", client.url)
        return "unknown"
    return None


async def _async_list_models(url: str) -> tuple[list[str], str | None]:
    """Return the Ollama server's models, or an error key."""
    synthesizer = OllamaSynthesizer(
        host=url, model="", timeout=PROBE_TIMEOUT, verify=get_default_context()
    )
    try:
        models = await synthesizer.list_models()
    except SynthesisError as err:
        _LOGGER.debug("Listing the models at %s failed: %s", url, err)
        return [], "ollama_cannot_connect"
    except Exception:
        _LOGGER.exception("Unexpected error listing the models at %s", url)
        return [], "unknown"
    finally:
        await synthesizer.aclose()
    if not models:
        return [], "no_models"
    return sorted(models), None


async def _async_probe_kiwix(session: aiohttp.ClientSession, url: str) -> str | None:
    """Read kiwix-serve's catalog; return an error key, or None when it answers."""
    try:
        async with asyncio.timeout(PROBE_TIMEOUT):
            await KiwixSource(session, url).books()
    except (SourceError, aiohttp.ClientError, TimeoutError) as err:
        _LOGGER.debug("Kiwix probe at %s failed: %s", url, err)
        return "kiwix_cannot_connect"
    except Exception:
        _LOGGER.exception("Unexpected error probing kiwix-serve at %s", url)
        return "unknown"
    return None


async def _async_probe_searxng(session: aiohttp.ClientSession, url: str) -> str | None:
    """Search SearXNG once for JSON; return an error key, or None when it answers."""
    try:
        async with (
            asyncio.timeout(PROBE_TIMEOUT),
            session.get(
                f"{url}/search", params={"q": "test", "format": "json"}
            ) as response,
        ):
            if response.status == SEARXNG_FORBIDDEN:
                return "searxng_json_disabled"
            response.raise_for_status()
            body = await response.json(content_type=None)
    except (aiohttp.ClientError, TimeoutError, ValueError) as err:
        _LOGGER.debug("SearXNG probe at %s failed: %s", url, err)
        return "searxng_cannot_connect"
    except Exception:
        _LOGGER.exception("Unexpected error probing SearXNG at %s", url)
        return "unknown"
    if not isinstance(body, dict) or not isinstance(body.get("results"), list):
        _LOGGER.debug("SearXNG at %s did not answer search results: %.200r", url, body)
        return "searxng_cannot_connect"
    return None


def _documents_error(config_dir: str, raw: str) -> str | None:
    """Return why a documents folder cannot be used, or None (blocking)."""
    path = documents_path(config_dir, raw)
    if not path.is_dir():
        return "documents_not_found"
    if not is_inside(config_dir, path):
        return "documents_outside_config"
    return None


def _verifier_error(options: dict[str, Any], ollama_url: str | None) -> str | None:
    """Refuse a model verifier for claim checking when there is no Ollama server."""
    model_verifier = options.get(CONF_VERIFIER, DEFAULT_VERIFIER) != VERIFIER_REFERENCE
    if options.get(CONF_CLAIM_CHECKING) and model_verifier and not ollama_url:
        return "verifier_needs_ollama"
    return None


class GroundedAnswersConfigFlow(ConfigFlow, domain=DOMAIN):
    """Set up the built-in router or a Mnemolis-compatible one (its URL and key)."""

    VERSION = 1
    MINOR_VERSION = 2

    @staticmethod
    @callback
    @override
    def async_get_options_flow(config_entry: ConfigEntry) -> OptionsFlow:
        """Return the options flow."""
        return GroundedAnswersOptionsFlow()

    @staticmethod
    def _entry_data(user_input: dict[str, Any]) -> dict[str, str] | None:
        """Return the entry data to store, or None when the URL is not valid."""
        url = valid_url(user_input[CONF_URL])
        if url is None:
            return None
        data = {CONF_ROUTER: ROUTER_MNEMOLIS, CONF_URL: url}
        if api_key := (user_input.get(CONF_API_KEY) or "").strip():
            data[CONF_API_KEY] = api_key
        return data

    async def _async_probe(self, data: dict[str, str]) -> dict[str, str]:
        """Probe the router the data points at; return the form's errors."""
        client = RouterClient(
            async_get_clientsession(self.hass),
            data[CONF_URL],
            api_key=data.get(CONF_API_KEY),
            timeout=PROBE_TIMEOUT,
        )
        if error := await _async_probe_router(client):
            return {"base": error}
        return {}

    @override
    async def async_step_user(
        self, user_input: dict[str, Any] | None = None
    ) -> ConfigFlowResult:
        """Offer the built-in router (nothing to enter) or a Mnemolis-compatible one."""
        return self.async_show_menu(
            step_id="user", menu_options=[ROUTER_BUILTIN, ROUTER_MNEMOLIS]
        )

    async def async_step_builtin(
        self,
        user_input: dict[str, Any] | None = None,  # noqa: ARG002 - a menu choice has no input
    ) -> ConfigFlowResult:
        """Create the built-in router's entry at once; its sources are options."""
        await self.async_set_unique_id(BUILTIN_UNIQUE_ID)
        self._abort_if_unique_id_configured()
        return self.async_create_entry(
            title=BUILTIN_TITLE, data={CONF_ROUTER: ROUTER_BUILTIN}
        )

    async def async_step_mnemolis(
        self, user_input: dict[str, Any] | None = None
    ) -> ConfigFlowResult:
        """Ask for the router URL and key, and check both."""
        errors: dict[str, str] = {}
        if user_input is not None:
            if (data := self._entry_data(user_input)) is None:
                errors = {CONF_URL: "invalid_url"}
            else:
                await self.async_set_unique_id(unique_id_for(data[CONF_URL]))
                self._abort_if_unique_id_configured()
                errors = await self._async_probe(data)
                if not errors:
                    return self.async_create_entry(
                        title=entry_title(data[CONF_URL]), data=data
                    )
        return self.async_show_form(
            step_id="mnemolis",
            data_schema=self.add_suggested_values_to_schema(ROUTER_SCHEMA, user_input),
            errors=errors,
        )

    async def async_step_reconfigure(
        self, user_input: dict[str, Any] | None = None
    ) -> ConfigFlowResult:
        """Change the router URL or key, checked like the first time."""
        entry = self._get_reconfigure_entry()
        if router_kind(entry) == ROUTER_BUILTIN:
            return self.async_abort(reason="reconfigure_builtin")
        errors: dict[str, str] = {}
        if user_input is not None:
            if (data := self._entry_data(user_input)) is None:
                errors = {CONF_URL: "invalid_url"}
            else:
                unique_id = unique_id_for(data[CONF_URL])
                if any(
                    other.unique_id == unique_id
                    for other in self._async_current_entries(include_ignore=False)
                    if other.entry_id != entry.entry_id
                ):
                    return self.async_abort(reason="already_configured")
                errors = await self._async_probe(data)
                if not errors:
                    title = entry.title
                    if title == entry_title(entry.data[CONF_URL]):
                        title = entry_title(data[CONF_URL])
                    # The update listener reloads the entry when anything changed.
                    return self.async_update_and_abort(
                        entry,
                        unique_id=unique_id,
                        title=title,
                        data=data,
                        reason="reconfigure_successful",
                    )
        suggested = user_input if user_input is not None else dict(entry.data)
        return self.async_show_form(
            step_id="reconfigure",
            data_schema=self.add_suggested_values_to_schema(ROUTER_SCHEMA, suggested),
            errors=errors,
        )


class GroundedAnswersOptionsFlow(OptionsFlow):
    """
    Answer settings, then the synthesis model, then the built-in router's sources.

    The model step comes when an Ollama URL is given; the sources step for entries of
    the built-in router.
    """

    def __init__(self) -> None:
        """Start with nothing chosen."""
        self._options: dict[str, Any] = {}
        self._models: list[str] = []

    async def async_step_init(
        self, user_input: dict[str, Any] | None = None
    ) -> ConfigFlowResult:
        """Ask for the answer, synthesis and claim-checking settings."""
        errors: dict[str, str] = {}
        if user_input is not None:
            options = dict(user_input)
            raw_url = (options.pop(CONF_OLLAMA_URL, None) or "").strip()
            verifier_model = (options.pop(CONF_VERIFIER_MODEL, None) or "").strip()
            if verifier_model:
                options[CONF_VERIFIER_MODEL] = verifier_model
            url = valid_url(raw_url) if raw_url else None
            if raw_url and url is None:
                errors[CONF_OLLAMA_URL] = "invalid_url"
            elif error := _verifier_error(options, url):
                errors[CONF_VERIFIER] = error
            elif url is None:
                self._options = options
                return await self._async_step_after_model()
            else:
                self._models, error = await _async_list_models(url)
                if error:
                    errors["base"] = error
                else:
                    self._options = {**options, CONF_OLLAMA_URL: url}
                    return await self.async_step_model()
        suggested = user_input if user_input is not None else self.config_entry.options
        return self.async_show_form(
            step_id="init",
            data_schema=self.add_suggested_values_to_schema(OPTIONS_SCHEMA, suggested),
            errors=errors,
            # The sources step always follows for the built-in router ("Next", not
            # "Submit"); otherwise it depends on the Ollama URL typed here.
            last_step=False if self._has_sources_step else None,
        )

    @property
    def _has_sources_step(self) -> bool:
        return router_kind(self.config_entry) == ROUTER_BUILTIN

    async def async_step_model(
        self, user_input: dict[str, Any] | None = None
    ) -> ConfigFlowResult:
        """Offer the Ollama server's models."""
        if user_input is not None:
            self._options[CONF_MODEL] = user_input[CONF_MODEL]
            return await self._async_step_after_model()
        current = self.config_entry.options.get(CONF_MODEL)
        default = current if current in self._models else self._models[0]
        schema = vol.Schema(
            {
                vol.Required(CONF_MODEL, default=default): SelectSelector(
                    SelectSelectorConfig(
                        options=self._models, mode=SelectSelectorMode.DROPDOWN
                    )
                )
            }
        )
        return self.async_show_form(
            step_id="model",
            data_schema=schema,
            description_placeholders={"url": self._options[CONF_OLLAMA_URL]},
            last_step=not self._has_sources_step,
        )

    async def _async_step_after_model(self) -> ConfigFlowResult:
        """Go on to the sources of the built-in router, or save."""
        if self._has_sources_step:
            return await self.async_step_sources()
        return self.async_create_entry(data=self._options)

    async def async_step_sources(
        self, user_input: dict[str, Any] | None = None
    ) -> ConfigFlowResult:
        """Choose the built-in router's sources; each address is checked on save."""
        errors: dict[str, str] = {}
        if user_input is not None:
            sources, errors = await self._async_check_sources(user_input)
            if not errors:
                return self.async_create_entry(data={**self._options, **sources})
        suggested = user_input if user_input is not None else self.config_entry.options
        return self.async_show_form(
            step_id="sources",
            data_schema=self.add_suggested_values_to_schema(SOURCES_SCHEMA, suggested),
            errors=errors,
        )

    async def _async_check_sources(
        self, user_input: dict[str, Any]
    ) -> tuple[dict[str, Any], dict[str, str]]:
        """Return the sources to store and the form's errors."""
        session = async_get_clientsession(self.hass)
        sources: dict[str, Any] = {
            CONF_WIKIPEDIA: bool(user_input.get(CONF_WIKIPEDIA, DEFAULT_WIKIPEDIA)),
            CONF_SEARXNG_NEWS: bool(
                user_input.get(CONF_SEARXNG_NEWS, DEFAULT_SEARXNG_NEWS)
            ),
        }
        errors: dict[str, str] = {}
        for key, probe in (
            (CONF_KIWIX_URL, _async_probe_kiwix),
            (CONF_SEARXNG_URL, _async_probe_searxng),
        ):
            if not (raw := (user_input.get(key) or "").strip()):
                continue
            if (url := valid_url(raw)) is None:
                errors[key] = "invalid_url"
            elif error := await probe(session, url):
                errors[key] = error
            else:
                sources[key] = url
        if raw := (user_input.get(CONF_DOCUMENTS_DIR) or "").strip():
            config_dir = self.hass.config.config_dir
            error = await self.hass.async_add_executor_job(
                _documents_error, config_dir, raw
            )
            if error:
                errors[CONF_DOCUMENTS_DIR] = error
            else:
                sources[CONF_DOCUMENTS_DIR] = raw
        if not errors and not any(
            sources.get(key)
            for key in (
                CONF_WIKIPEDIA,
                CONF_KIWIX_URL,
                CONF_SEARXNG_URL,
                CONF_DOCUMENTS_DIR,
            )
        ):
            errors["base"] = "no_sources"
        return sources, errors
