"""
The options flow: answer settings, then the synthesis model, then the sources.

The model step comes when a model server URL is given (Ollama, or an OpenAI-compatible
server: llama.cpp, vLLM, LM Studio, LocalAI); the sources step for entries of the
built-in router, whose sources are options rather than entry data. Addresses that are
already saved do not have to answer again: when the saved model server (the same
backend, address and key) is down its saved model is kept, and saved Kiwix and
SearXNG addresses are not probed.

The model server's API key never goes back to the browser: its field starts blank,
and blank keeps the stored key for the same backend and address (a key is never
sent to an address it was not given for). "The same address" is the one the backend
talks to: for an OpenAI-compatible server ``http://h:8080``, ``http://h:8080/`` and
``http://h:8080/v1`` are one server (``openai_base_url``); for Ollama a trailing
slash changes nothing.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import voluptuous as vol
from homeassistant.config_entries import ConfigFlowResult, OptionsFlow
from homeassistant.helpers.aiohttp_client import async_get_clientsession
from homeassistant.helpers.selector import (
    SelectSelector,
    SelectSelectorConfig,
    SelectSelectorMode,
)

from .const import (
    BACKEND_OPENAI,
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
    DEFAULT_WIKIPEDIA,
    ROUTER_BUILTIN,
)
from .data import router_kind
from .engine.synth.backends import load_backend
from .schemas import OPTIONS_SCHEMA, SOURCES_SCHEMA
from .urls import without_userinfo
from .validation import (
    async_list_models,
    async_probe_kiwix,
    async_probe_searxng,
    documents_error,
    valid_url,
    verifier_error,
)

if TYPE_CHECKING:
    from collections.abc import Mapping

_LOGGER = logging.getLogger(__name__)


def shown_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """Return what the form may suggest: everything but the model server's key."""
    return {key: value for key, value in options.items() if key != CONF_MODEL_API_KEY}


def server_address(backend: str, url: str) -> str:
    """Return the address ``backend`` talks to at ``url``: spellings of one server match.

    An OpenAI-compatible server's is its client's base URL ("/v1" added when there is
    no path); the backend's modules must be loaded (``load_backend``). Ollama's is the
    URL without a trailing slash.
    """
    if backend == BACKEND_OPENAI:
        # Loaded by load_backend, off the event loop: no import happens here.
        from .engine.synth.openai_wire import openai_base_url  # noqa: PLC0415

        return openai_base_url(url)
    return url.strip().rstrip("/")


class GroundedAnswersOptionsFlow(OptionsFlow):
    """Answer settings, then the synthesis model, then the built-in router's sources."""

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
            backend = str(options.pop(CONF_MODEL_BACKEND, DEFAULT_MODEL_BACKEND))
            raw_url = (options.pop(CONF_MODEL_URL, None) or "").strip()
            typed_key = (options.pop(CONF_MODEL_API_KEY, None) or "").strip()
            verifier_model = (options.pop(CONF_VERIFIER_MODEL, None) or "").strip()
            if verifier_model:
                options[CONF_VERIFIER_MODEL] = verifier_model
            url = valid_url(raw_url) if raw_url else None
            if raw_url and url is None:
                errors[CONF_MODEL_URL] = "invalid_url"
            elif error := verifier_error(options, url, backend):
                errors[CONF_VERIFIER] = error
            elif url is None:
                # No model server: its backend and key go with it.
                self._options = options
                return await self._async_step_after_model()
            else:
                # The OpenAI-compatible client's modules are imported off the loop.
                await self.hass.async_add_executor_job(load_backend, backend)
                same_server = self._is_stored_server(backend, url)
                stored_key = self._stored_key() if same_server else None
                api_key = typed_key or stored_key
                server: dict[str, Any] = {
                    CONF_MODEL_BACKEND: backend,
                    CONF_MODEL_URL: url,
                }
                if api_key:
                    server[CONF_MODEL_API_KEY] = api_key
                self._models, error = await async_list_models(backend, url, api_key)
                # The saved model stands in only for the saved server with its key.
                stored_model = (
                    self.config_entry.options.get(CONF_MODEL) or None
                    if same_server and api_key == stored_key
                    else None
                )
                if not error:
                    self._options = {**options, **server}
                    return await self.async_step_model()
                if stored_model is None:
                    errors["base"] = error
                else:
                    # The server is down (or empty) but nothing about it changed:
                    # keep its model, so a timeout can change while it is away.
                    _LOGGER.debug(
                        "The model server at %s did not list its models (%s); "
                        "keeping %s",
                        without_userinfo(url),
                        error,
                        stored_model,
                    )
                    self._options = {**options, **server, CONF_MODEL: stored_model}
                    return await self._async_step_after_model()
        suggested = user_input if user_input is not None else self.config_entry.options
        return self.async_show_form(
            step_id="init",
            data_schema=self.add_suggested_values_to_schema(
                OPTIONS_SCHEMA, shown_options(suggested)
            ),
            errors=errors,
            # The sources step always follows for the built-in router ("Next", not
            # "Submit"); otherwise it depends on the model server URL typed here.
            last_step=False if self._has_sources_step else None,
        )

    @property
    def _has_sources_step(self) -> bool:
        return router_kind(self.config_entry) == ROUTER_BUILTIN

    def _is_stored_server(self, backend: str, url: str) -> bool:
        """Return whether ``backend`` at ``url`` is the saved model server.

        Addresses are compared as the backend talks to them (``server_address``), so
        writing the saved address another way keeps its key and model.
        """
        stored = self.config_entry.options
        if not (stored_url := stored.get(CONF_MODEL_URL)):
            return False
        stored_backend = stored.get(CONF_MODEL_BACKEND, DEFAULT_MODEL_BACKEND)
        return backend == stored_backend and server_address(
            backend, url
        ) == server_address(backend, stored_url)

    def _stored_key(self) -> str | None:
        """Return the saved model server's key, None when none is saved."""
        return self.config_entry.options.get(CONF_MODEL_API_KEY) or None

    async def async_step_model(
        self, user_input: dict[str, Any] | None = None
    ) -> ConfigFlowResult:
        """Offer the model server's models."""
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
            description_placeholders={
                "url": without_userinfo(self._options[CONF_MODEL_URL])
            },
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
            (CONF_KIWIX_URL, async_probe_kiwix),
            (CONF_SEARXNG_URL, async_probe_searxng),
        ):
            if not (raw := (user_input.get(key) or "").strip()):
                continue
            if (url := valid_url(raw)) is None:
                errors[key] = "invalid_url"
            elif url != self.config_entry.options.get(key) and (
                error := await probe(session, url)
            ):
                # A saved address is not asked again: a server that is down for
                # now must not keep the other settings from being saved.
                errors[key] = error
            else:
                sources[key] = url
        if raw := (user_input.get(CONF_DOCUMENTS_DIR) or "").strip():
            config_dir = self.hass.config.config_dir
            error = await self.hass.async_add_executor_job(
                documents_error, config_dir, raw
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
