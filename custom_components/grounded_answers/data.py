"""
Runtime data of a config entry: what a loaded entry holds and what its data says.

Building what it holds is ``engine_setup``'s job; asking the engine and recording the
answers is ``answers``'.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from homeassistant.config_entries import ConfigEntry
from homeassistant.helpers.device_registry import DeviceEntryType, DeviceInfo

from .const import CONF_MODEL, CONF_ROUTER, DOMAIN, RECENT_CHAINS, ROUTER_MNEMOLIS

if TYPE_CHECKING:
    from .engine.pipeline.engine import AnswerEngine
    from .engine.synth.ollama import OllamaSynthesizer
    from .engine.verify.ollama_verifier import OllamaVerifier
    from .stats import AnswerStats


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
    # Whether the last answer reached the router (logged once per change).
    router_available: bool = True


type GroundedAnswersConfigEntry = ConfigEntry[GroundedAnswersData]


def router_kind(entry: ConfigEntry) -> str:
    """Return which router the entry asks: ``builtin`` or ``mnemolis``."""
    return str(entry.data.get(CONF_ROUTER, ROUTER_MNEMOLIS))


def device_info(entry: ConfigEntry) -> DeviceInfo:
    """Return the service device every entity of the entry belongs to."""
    return DeviceInfo(
        identifiers={(DOMAIN, entry.entry_id)},
        name=entry.title,
        manufacturer="Grounded Answers",
        model=entry.options.get(CONF_MODEL),
        entry_type=DeviceEntryType.SERVICE,
    )
