"""
Diagnostics: the entry (secrets redacted), router, model, verifier, stats, chains.

The API keys (the router's and the model server's) are redacted; the addresses keep
their host and path but not the credentials a URL may carry (``user:password@``
becomes ``**REDACTED**@``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from homeassistant.components.diagnostics import async_redact_data
from homeassistant.const import CONF_API_KEY, CONF_URL

from .const import (
    CONF_KIWIX_URL,
    CONF_MODEL_API_KEY,
    CONF_MODEL_BACKEND,
    CONF_MODEL_URL,
    CONF_SEARXNG_URL,
    DEFAULT_MODEL_BACKEND,
)
from .data import router_kind
from .urls import redact_userinfo

if TYPE_CHECKING:
    from homeassistant.core import HomeAssistant

    from .data import GroundedAnswersConfigEntry

TO_REDACT: Final = {CONF_API_KEY, CONF_MODEL_API_KEY}
# Addresses whose credentials (not the whole value) are redacted.
URL_KEYS: Final = (CONF_URL, CONF_MODEL_URL, CONF_KIWIX_URL, CONF_SEARXNG_URL)


def _redacted(settings: dict[str, Any]) -> dict[str, Any]:
    """Return entry data or options with the key and the URLs' credentials redacted."""
    redacted = async_redact_data(settings, TO_REDACT)
    for key in URL_KEYS:
        if isinstance(value := redacted.get(key), str):
            redacted[key] = redact_userinfo(value)
    return redacted


async def async_get_config_entry_diagnostics(
    hass: HomeAssistant,  # noqa: ARG001
    entry: GroundedAnswersConfigEntry,
) -> dict[str, Any]:
    """Return diagnostics for a config entry."""
    data = entry.runtime_data
    return {
        "entry": {
            "title": entry.title,
            "version": f"{entry.version}.{entry.minor_version}",
            "data": _redacted(dict(entry.data)),
            "options": _redacted(dict(entry.options)),
        },
        "router": {
            "kind": router_kind(entry),
            "sources": data.engine.router.source_names,
        },
        "synthesis": {
            "configured": data.synthesizer is not None,
            "backend": entry.options.get(CONF_MODEL_BACKEND, DEFAULT_MODEL_BACKEND)
            if entry.options.get(CONF_MODEL_URL)
            else None,
            "model": data.synthesizer.model if data.synthesizer else None,
        },
        "claim_checking": {
            "enabled": data.engine.options.claim_checking,
            "verifier_model": data.verifier.model if data.verifier else None,
        },
        "stats": data.stats.as_dict(),
        "recent": list(data.recent),
    }
