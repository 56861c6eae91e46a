"""Diagnostics: the entry (key redacted), router, model, verifier, stats, chains."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from homeassistant.components.diagnostics import async_redact_data
from homeassistant.const import CONF_API_KEY

from .data import router_kind
from .engine.builtin_router import BuiltinRouter

if TYPE_CHECKING:
    from homeassistant.core import HomeAssistant

    from .data import GroundedAnswersConfigEntry

TO_REDACT: Final = {CONF_API_KEY}


async def async_get_config_entry_diagnostics(
    hass: HomeAssistant,  # noqa: ARG001
    entry: GroundedAnswersConfigEntry,
) -> dict[str, Any]:
    """Return diagnostics for a config entry."""
    data = entry.runtime_data
    router = data.engine.router
    return {
        "entry": {
            "title": entry.title,
            "version": f"{entry.version}.{entry.minor_version}",
            "data": async_redact_data(dict(entry.data), TO_REDACT),
            "options": async_redact_data(dict(entry.options), TO_REDACT),
        },
        "router": {
            "kind": router_kind(entry),
            "sources": (
                router.source_names if isinstance(router, BuiltinRouter) else None
            ),
        },
        "synthesis": {
            "configured": data.synthesizer is not None,
            "model": data.synthesizer.model if data.synthesizer else None,
        },
        "claim_checking": {
            "enabled": data.engine.options.claim_checking,
            "verifier_model": data.verifier.model if data.verifier else None,
        },
        "stats": data.stats.as_dict(),
        "recent": list(data.recent),
    }
