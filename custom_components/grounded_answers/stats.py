"""Answer statistics of one config entry, persisted with a Store."""

from __future__ import annotations

import logging
from collections import Counter
from typing import TYPE_CHECKING, Any, Final, TypedDict

from homeassistant.core import CALLBACK_TYPE, HomeAssistant, callback
from homeassistant.helpers.storage import Store

from .const import DOMAIN, STORE_SAVE_DELAY, STORE_VERSION
from .engine.types import AnswerResult, Outcome

if TYPE_CHECKING:
    from collections.abc import Callable

_LOGGER = logging.getLogger(__name__)

# The reason counted when the glue, not the engine, failed to answer.
INTERNAL_ERROR: Final = "internal_error"
ROUTER_ERROR: Final = "router_error"

# Counter names; also the sensors' keys.
REQUESTED: Final = "requested"
SERVED: Final = "served"
HONEST_MISSES: Final = "honest_misses"
REJECTED_OR_SKIPPED: Final = "rejected_or_skipped"
ROUTER_ERRORS: Final = "router_errors"
COUNTERS: Final = (REQUESTED, SERVED, HONEST_MISSES, REJECTED_OR_SKIPPED, ROUTER_ERRORS)


class StoredStats(TypedDict):
    """What the Store holds."""

    counters: dict[str, int]
    reasons: dict[str, int]


def store_key(entry_id: str) -> str:
    """Return the Store key of an entry's statistics."""
    return f"{DOMAIN}.{entry_id}"


def stats_store(hass: HomeAssistant, entry_id: str) -> Store[StoredStats]:
    """Return the Store of an entry's statistics."""
    return Store[StoredStats](hass, STORE_VERSION, store_key(entry_id))


class AnswerStats:
    """Counts what users got; every change is saved with a short delay."""

    def __init__(self, store: Store[StoredStats]) -> None:
        """Start from zero; ``async_load`` restores what was saved."""
        self._store = store
        self._counters: Counter[str] = Counter()
        self._reasons: Counter[str] = Counter()
        self._listeners: list[Callable[[], None]] = []

    async def async_load(self) -> None:
        """Restore the saved counts, ignoring anything that is not a count."""
        stored = await self._store.async_load()
        if not stored:
            return
        self._counters = _counts(stored.get("counters"), COUNTERS)
        self._reasons = _counts(stored.get("reasons"), None)
        _LOGGER.debug("Restored answer statistics: %s", self.as_dict())

    def value(self, counter: str) -> int:
        """Return one counter."""
        return self._counters[counter]

    @property
    def reasons(self) -> dict[str, int]:
        """Return the rejected-or-skipped counts per reason, sorted by reason."""
        return dict(sorted(self._reasons.items()))

    def as_dict(self) -> dict[str, Any]:
        """Return every count (diagnostics)."""
        return {
            **{name: self._counters[name] for name in COUNTERS},
            "reasons": self.reasons,
        }

    @callback
    def async_record(self, result: AnswerResult) -> None:
        """Count one answer by its outcome."""
        self._counters[REQUESTED] += 1
        match result.outcome:
            case Outcome.SERVED:
                self._counters[SERVED] += 1
            case Outcome.HONEST_MISS:
                self._counters[HONEST_MISSES] += 1
            case Outcome.REJECTED | Outcome.SKIPPED:
                self._count_rejected(result.reason or "unknown")
        self._changed()

    @callback
    def async_record_failure(self) -> None:
        """Count a request that ended in an unexpected error."""
        self._counters[REQUESTED] += 1
        self._count_rejected(INTERNAL_ERROR)
        self._changed()

    @callback
    def async_add_listener(self, listener: Callable[[], None]) -> CALLBACK_TYPE:
        """Call ``listener`` after every change; return the function that stops it."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    async def async_flush(self) -> None:
        """Write the counts now (on unload), cancelling any delayed write."""
        await self._store.async_save(self._data())

    def _count_rejected(self, reason: str) -> None:
        self._counters[REJECTED_OR_SKIPPED] += 1
        self._reasons[reason] += 1
        if reason == ROUTER_ERROR:
            self._counters[ROUTER_ERRORS] += 1

    def _changed(self) -> None:
        self._store.async_delay_save(self._data, STORE_SAVE_DELAY)
        for listener in list(self._listeners):
            listener()

    def _data(self) -> StoredStats:
        return {
            "counters": {name: self._counters[name] for name in COUNTERS},
            "reasons": dict(self._reasons),
        }


def _counts(raw: Any, names: tuple[str, ...] | None) -> Counter[str]:
    """Return the non-negative integer counts of a stored mapping."""
    if not isinstance(raw, dict):
        return Counter()
    return Counter(
        {
            str(name): value
            for name, value in raw.items()
            if (names is None or name in names)
            and isinstance(value, int)
            and not isinstance(value, bool)
            and value >= 0
        }
    )
