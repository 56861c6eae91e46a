"""
Answer statistics of one config entry, persisted with a Store.

Whatever is on disk, setup goes on: a file Home Assistant cannot read, of another
version, or whose data is not what this module wrote starts the damaged counts from
zero with one WARNING. Changes are written at most ``STORE_SAVE_DELAY`` seconds
after the first unsaved one, however many answers follow it, so a hard kill loses
at most that long; unloading (and stopping Home Assistant) writes them at once.

Each question is also counted by where it was asked (``via``: the conversation agent,
the ``ask`` action, another assistant's tool call). Files written before those counts
existed have no ``via`` and load with them at zero; a version without them ignores
the field, so the format stays version 1 both ways.
"""

from __future__ import annotations

import logging
from collections import Counter
from typing import TYPE_CHECKING, Any, Final, NotRequired, TypedDict

from homeassistant.core import CALLBACK_TYPE, HomeAssistant, callback
from homeassistant.helpers.storage import Store

from .const import (
    DOMAIN,
    STORE_SAVE_DELAY,
    STORE_VERSION,
    VIA_CONVERSATION,
    VIA_LLM_TOOL,
    VIA_SERVICE,
)
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
# Where questions are asked; always reported, zero or not, so the keys are stable.
VIAS: Final = (VIA_CONVERSATION, VIA_SERVICE, VIA_LLM_TOOL)


class StoredStats(TypedDict):
    """What the Store holds."""

    counters: dict[str, int]
    reasons: dict[str, int]
    via: NotRequired[dict[str, int]]  # absent in files written before it was counted


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
        self._via: Counter[str] = Counter()
        self._listeners: list[Callable[[], None]] = []
        # Loop time by which the first unsaved change must be on disk; None: saved.
        self._save_due: float | None = None
        # Set on unload: later changes are counted in memory only (see async_close).
        self._closed = False

    async def async_load(self) -> None:
        """Restore the saved counts; what is not a count starts from zero."""
        try:
            stored: Any = await self._store.async_load()
        except Exception as err:  # noqa: BLE001 - any file must let setup go on
            _LOGGER.warning(
                "The answer statistics in %s could not be read (%s: %s); "
                "they start from zero",
                self._store.path,
                type(err).__name__,
                err,
            )
            return
        if stored is None:  # nothing saved yet
            return
        problems: list[str] = []
        if not isinstance(stored, dict):
            problems.append(f"the data is {_kind(stored)}, not an object")
            stored = {}
        self._counters = _counts(stored.get("counters"), COUNTERS, "counters", problems)
        self._reasons = _counts(stored.get("reasons"), None, "reasons", problems)
        self._via = _counts(stored.get("via"), VIAS, "via", problems)
        if problems:
            _LOGGER.warning(
                "Parts of the answer statistics in %s are damaged and start from "
                "zero: %s",
                self._store.path,
                "; ".join(problems),
            )
        _LOGGER.debug("Restored answer statistics: %s", self.as_dict())

    def value(self, counter: str) -> int:
        """Return one counter."""
        return self._counters[counter]

    @property
    def reasons(self) -> dict[str, int]:
        """Return the rejected-or-skipped counts per reason, sorted by reason."""
        return dict(sorted(self._reasons.items()))

    @property
    def via(self) -> dict[str, int]:
        """Return the questions asked per way of asking (``VIAS``, zeros included)."""
        return {name: self._via[name] for name in VIAS}

    def as_dict(self) -> dict[str, Any]:
        """Return every count (diagnostics)."""
        return {
            **{name: self._counters[name] for name in COUNTERS},
            "reasons": self.reasons,
            "via": self.via,
        }

    @callback
    def async_record(self, result: AnswerResult, *, via: str | None = None) -> None:
        """Count one answer by its outcome, and by where it was asked (``via``)."""
        self._counters[REQUESTED] += 1
        self._count_via(via)
        match result.outcome:
            case Outcome.SERVED:
                self._counters[SERVED] += 1
            case Outcome.HONEST_MISS:
                self._counters[HONEST_MISSES] += 1
            case Outcome.REJECTED | Outcome.SKIPPED:
                self._count_rejected(result.reason or "unknown")
        self._changed()

    @callback
    def async_record_failure(self, *, via: str | None = None) -> None:
        """Count a request that ended in an unexpected error."""
        self._counters[REQUESTED] += 1
        self._count_via(via)
        self._count_rejected(INTERNAL_ERROR)
        self._changed()

    @callback
    def async_add_listener(self, listener: Callable[[], None]) -> CALLBACK_TYPE:
        """Call ``listener`` after every change; return the function that stops it."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    async def async_close(self) -> None:
        """
        Write the counts now and stop saving (on unload), cancelling a delayed write.

        The entry's next setup loads what is written here into a new AnswerStats;
        a save from this one after that would overwrite its counts.
        """
        self._closed = True
        await self._store.async_save(self._data())

    def _count_via(self, via: str | None) -> None:
        # A way of asking this version does not know is not counted per via (the
        # question still is); None: a caller that does not say.
        if via in VIAS:
            self._via[via] += 1

    def _count_rejected(self, reason: str) -> None:
        self._counters[REJECTED_OR_SKIPPED] += 1
        self._reasons[reason] += 1
        if reason == ROUTER_ERROR:
            self._counters[ROUTER_ERRORS] += 1

    def _changed(self) -> None:
        if not self._closed:
            # Home Assistant postpones a delayed write on every call; asking for the
            # time left until the first unsaved change is due keeps a busy house
            # from postponing it forever.
            now = self._store.hass.loop.time()
            if self._save_due is None:
                self._save_due = now + STORE_SAVE_DELAY
            self._store.async_delay_save(self._data, max(0.0, self._save_due - now))
        for listener in list(self._listeners):
            listener()

    def _data(self) -> StoredStats:
        """Return what is written; called as it is written, so nothing is unsaved."""
        self._save_due = None
        return {
            "counters": {name: self._counters[name] for name in COUNTERS},
            "reasons": dict(self._reasons),
            "via": self.via,
        }


def _counts(
    raw: Any, names: tuple[str, ...] | None, field: str, problems: list[str]
) -> Counter[str]:
    """
    Return the non-negative integer counts of a stored mapping.

    Each value that is no such count, or a field that is no mapping, is noted in
    ``problems`` and starts from zero; names this version does not count are left
    out silently (a later version may count more).
    """
    if raw is None:
        return Counter()
    if not isinstance(raw, dict):
        problems.append(f"{field} is {_kind(raw)}, not an object")
        return Counter()
    counts: Counter[str] = Counter()
    for name, value in raw.items():
        if names is not None and name not in names:
            continue
        if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
            counts[str(name)] = value
        else:
            problems.append(f"{field}.{name} is {value!r:.40}, not a count")
    return counts


def _kind(value: Any) -> str:
    """Return what JSON calls the type of ``value`` ("a list", "a string", ...)."""
    match value:
        case None:
            return "null"
        case bool():
            return "a boolean"
        case int() | float():
            return "a number"
        case str():
            return "a string"
        case list():
            return "a list"
        case _:
            return f"a {type(value).__name__}"
