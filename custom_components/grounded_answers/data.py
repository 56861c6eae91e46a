"""
Runtime data of a config entry: what a loaded entry holds and what its data says.

Building what it holds is ``engine_setup``'s job; asking the engine and recording the
answers is ``answers``'.
"""

from __future__ import annotations

import asyncio
from collections import deque
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from homeassistant.config_entries import ConfigEntry
from homeassistant.helpers.device_registry import DeviceEntryType, DeviceInfo

from .const import CONF_MODEL, CONF_ROUTER, DOMAIN, RECENT_CHAINS, ROUTER_MNEMOLIS

if TYPE_CHECKING:
    from collections.abc import Iterator

    from .engine.pipeline.engine import AnswerEngine
    from .engine.seams import ModelSynthesizer, ModelVerifier
    from .stats import AnswerStats


class AnswersInFlight:
    """
    The answers an entry is producing right now; unloading waits for them.

    An answer holds on to the entry's engine and statistics from its first step, so
    it can finish after the entry was unloaded; waiting here keeps the engine's
    clients open until it has, and lets the statistics be written with it counted.
    """

    def __init__(self) -> None:
        """Start with nothing in flight."""
        self._count = 0
        self._idle = asyncio.Event()
        self._idle.set()

    def __len__(self) -> int:
        """Return how many answers are in flight."""
        return self._count

    @contextmanager
    def answering(self) -> Iterator[None]:
        """Count one answer in flight for as long as the block runs."""
        self._count += 1
        self._idle.clear()
        try:
            yield
        finally:
            self._count -= 1
            if not self._count:
                self._idle.set()

    async def async_wait_idle(self) -> None:
        """Return once nothing is in flight (at once when nothing is)."""
        await self._idle.wait()


@dataclass(slots=True)
class GroundedAnswersData:
    """What a loaded entry holds."""

    engine: AnswerEngine
    stats: AnswerStats
    # On the entry's model server, whichever backend it is (engine_setup builds them).
    synthesizer: ModelSynthesizer | None = None
    verifier: ModelVerifier | None = None
    recent: deque[dict[str, Any]] = field(
        default_factory=lambda: deque(maxlen=RECENT_CHAINS)
    )
    # Whether the last answer reached the router (logged once per change).
    router_available: bool = True
    # Answers in a row on which the model timed out (health.py: enough is failing).
    model_timeouts: int = 0
    in_flight: AnswersInFlight = field(default_factory=AnswersInFlight)


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
