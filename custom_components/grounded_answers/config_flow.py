"""Config, reconfigure and options flows of Grounded Answers."""

from __future__ import annotations

import logging
from typing import Any, override
from urllib.parse import urlsplit, urlunsplit

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
    CONF_BRIEF_MAX_CHARS,
    CONF_DETAILED_MAX_CHARS,
    CONF_KEEP_ALIVE_MINUTES,
    CONF_LLM_TIMEOUT,
    CONF_MODEL,
    CONF_NUM_CTX,
    CONF_OLLAMA_URL,
    CONF_PREFER_LOCAL_INTENTS,
    CONF_ROUTER_TIMEOUT,
    CONF_SPOKEN_ATTRIBUTION,
    CONF_SYNTHESIS_ENABLED,
    CONF_TYPED_STYLE,
    CONF_VOICE_MAX_CHARS,
    CONF_VOICE_STYLE,
    DEFAULT_BRIEF_MAX_CHARS,
    DEFAULT_DETAILED_MAX_CHARS,
    DEFAULT_KEEP_ALIVE_MINUTES,
    DEFAULT_LLM_TIMEOUT,
    DEFAULT_NUM_CTX,
    DEFAULT_PREFER_LOCAL_INTENTS,
    DEFAULT_ROUTER_TIMEOUT,
    DEFAULT_SPOKEN_ATTRIBUTION,
    DEFAULT_SYNTHESIS_ENABLED,
    DEFAULT_TYPED_STYLE,
    DEFAULT_VOICE_MAX_CHARS,
    DEFAULT_VOICE_STYLE,
    DOMAIN,
    MIN_NUM_CTX,
    PROBE_QUERY,
    PROBE_TIMEOUT,
    SPOKEN_ATTRIBUTIONS,
)
from .engine.errors import (
    RouterAuthError,
    RouterError,
    RouterFailureError,
    SynthesisError,
)
from .engine.router_client import RouterClient, normalise_url
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
    }
)


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


class GroundedAnswersConfigFlow(ConfigFlow, domain=DOMAIN):
    """Set up a router; change its URL or key later with reconfigure."""

    VERSION = 1
    MINOR_VERSION = 1

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
        data = {CONF_URL: url}
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
            step_id="user",
            data_schema=self.add_suggested_values_to_schema(ROUTER_SCHEMA, user_input),
            errors=errors,
        )

    async def async_step_reconfigure(
        self, user_input: dict[str, Any] | None = None
    ) -> ConfigFlowResult:
        """Change the router URL or key, checked like the first time."""
        entry = self._get_reconfigure_entry()
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
    """Answer settings, then the synthesis model when an Ollama URL is given."""

    def __init__(self) -> None:
        """Start with nothing chosen."""
        self._options: dict[str, Any] = {}
        self._models: list[str] = []

    async def async_step_init(
        self, user_input: dict[str, Any] | None = None
    ) -> ConfigFlowResult:
        """Ask for the answer and synthesis settings."""
        errors: dict[str, str] = {}
        if user_input is not None:
            options = dict(user_input)
            raw_url = (options.pop(CONF_OLLAMA_URL, None) or "").strip()
            if not raw_url:
                return self.async_create_entry(data=options)
            if (url := valid_url(raw_url)) is None:
                errors[CONF_OLLAMA_URL] = "invalid_url"
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
        )

    async def async_step_model(
        self, user_input: dict[str, Any] | None = None
    ) -> ConfigFlowResult:
        """Offer the Ollama server's models."""
        if user_input is not None:
            return self.async_create_entry(
                data={**self._options, CONF_MODEL: user_input[CONF_MODEL]}
            )
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
        )
