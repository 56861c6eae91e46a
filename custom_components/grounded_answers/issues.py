"""
The repair issue of a claim-checking model missing from the model server.

The synthesis model's issues (missing, failing) are in ``health``.

Named ``issues`` rather than ``repairs``: Home Assistant imports an integration's
``repairs`` module as its repairs platform (for fix flows); this issue is not fixable.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from homeassistant.helpers import issue_registry as ir

from .const import CONF_MODEL_URL, DOMAIN, ISSUE_VERIFIER_MODEL_MISSING
from .engine.verify.checking import VerifierUnavailableError
from .urls import without_userinfo

if TYPE_CHECKING:
    from homeassistant.config_entries import ConfigEntry
    from homeassistant.core import HomeAssistant

    from .engine.seams import ModelVerifier

_LOGGER = logging.getLogger(__name__)


def verifier_issue_id(entry_id: str) -> str:
    """Return the ID of an entry's missing-verifier-model repair issue."""
    return f"{ISSUE_VERIFIER_MODEL_MISSING}_{entry_id}"


async def async_check_verifier(
    hass: HomeAssistant, entry: ConfigEntry, verifier: ModelVerifier | None
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
    # Shown in the issue and the log: never the password of a user:password@ URL.
    host = without_userinfo(entry.options[CONF_MODEL_URL])
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
