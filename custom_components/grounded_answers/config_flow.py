"""
The config flow: the built-in router or a Mnemolis-compatible one, and reconfiguring.

Home Assistant finds the flow handler here; the options flow is in ``options_flow``,
and the checks both flows run are in ``validation``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, override
from urllib.parse import urlsplit, urlunsplit

from homeassistant.config_entries import ConfigFlow, ConfigFlowResult
from homeassistant.const import CONF_API_KEY, CONF_URL
from homeassistant.core import callback
from homeassistant.helpers.aiohttp_client import async_get_clientsession

from .const import (
    BUILTIN_TITLE,
    BUILTIN_UNIQUE_ID,
    CONF_ROUTER,
    DOMAIN,
    ENTRY_MINOR_VERSION,
    ENTRY_VERSION,
    PROBE_TIMEOUT,
    ROUTER_BUILTIN,
    ROUTER_MNEMOLIS,
)
from .data import router_kind
from .engine.retrieve.router_client import RouterClient, normalise_url
from .options_flow import GroundedAnswersOptionsFlow
from .schemas import ROUTER_SCHEMA
from .urls import host_and_path, without_userinfo
from .validation import async_probe_router, valid_url

if TYPE_CHECKING:
    from collections.abc import Mapping

    from homeassistant.config_entries import ConfigEntry, OptionsFlow


def unique_id_for(url: str) -> str:
    """
    Return the unique ID of a router URL: scheme and host lower-cased.

    Credentials in the URL (``user:password@``) are left out: the unique ID is stored
    in the clear and must not change when only the password does.
    """
    parts = urlsplit(without_userinfo(normalise_url(url)))
    return urlunsplit(
        (parts.scheme.lower(), parts.netloc.lower(), parts.path, parts.query, "")
    )


def entry_title(url: str) -> str:
    """Return the title of an entry for a router URL: its host and path, no password."""
    return f"Grounded Answers ({host_and_path(url)})"


def kept_secrets(data: dict[str, str], stored: Mapping[str, Any]) -> dict[str, str]:
    """
    Return reconfigured entry data with the stored secrets kept where left blank.

    The form never shows the stored API key or URL password. For the same router (the
    same unique ID) a blank key keeps the stored one, and the address typed without
    ``user:password@`` keeps the stored credentials; another router gets neither, so
    a secret is never sent to an address it was not given for.
    """
    stored_url = str(stored.get(CONF_URL) or "")
    if not stored_url or unique_id_for(data[CONF_URL]) != unique_id_for(stored_url):
        return data
    kept = dict(data)
    if CONF_API_KEY not in kept and (key := stored.get(CONF_API_KEY)):
        kept[CONF_API_KEY] = key
    if kept[CONF_URL] == normalise_url(without_userinfo(stored_url)):
        kept[CONF_URL] = stored_url
    return kept


def shown_router_data(data: Mapping[str, Any]) -> dict[str, Any]:
    """Return what the reconfigure form may suggest: no key, no URL password."""
    shown = {key: value for key, value in data.items() if key != CONF_API_KEY}
    if url := shown.get(CONF_URL):
        shown[CONF_URL] = without_userinfo(str(url))
    return shown


def _legacy_title(url: str) -> str:
    """Return the title entries got before credentials were left out of it."""
    return f"Grounded Answers ({urlsplit(url).netloc})"


class GroundedAnswersConfigFlow(ConfigFlow, domain=DOMAIN):
    """Set up the built-in router or a Mnemolis-compatible one (its URL and key)."""

    VERSION = ENTRY_VERSION
    MINOR_VERSION = ENTRY_MINOR_VERSION

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
        if error := await async_probe_router(client):
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
        """
        Change the router URL or key, checked like the first time.

        The stored key (and a URL's password) never goes back to the browser: the
        key field starts blank, and blank keeps the stored key.
        """
        entry = self._get_reconfigure_entry()
        if router_kind(entry) == ROUTER_BUILTIN:
            return self.async_abort(reason="reconfigure_builtin")
        errors: dict[str, str] = {}
        if user_input is not None:
            if (data := self._entry_data(user_input)) is None:
                errors = {CONF_URL: "invalid_url"}
            else:
                data = kept_secrets(data, entry.data)
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
                    old_url = entry.data[CONF_URL]
                    if title in (entry_title(old_url), _legacy_title(old_url)):
                        title = entry_title(data[CONF_URL])
                    # The update listener reloads the entry when anything changed.
                    return self.async_update_and_abort(
                        entry,
                        unique_id=unique_id,
                        title=title,
                        data=data,
                        reason="reconfigure_successful",
                    )
        suggested = shown_router_data(
            user_input if user_input is not None else entry.data
        )
        return self.async_show_form(
            step_id="reconfigure",
            data_schema=self.add_suggested_values_to_schema(ROUTER_SCHEMA, suggested),
            errors=errors,
        )
