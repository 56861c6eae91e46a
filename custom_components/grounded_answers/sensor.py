"""
Diagnostic sensors: answer statistics, updated on every answer, and the documents.

The documents sensor (built-in router with a documents folder only) counts the
indexed files after each refresh of the index; its attributes say whether a refresh is
under way (``indexing``, written as it starts and as it ends), how many files and
passages are indexed, and list the files that could not be read (``unreadable``: a PDF
without a text layer, an encrypted one, a file that is not text) and all that were
left out (``skipped``: also links out, devices, files too large), each with a short
reason (the first ``MAX_LISTED`` of each).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, override

from homeassistant.components.sensor import (
    SensorEntity,
    SensorEntityDescription,
    SensorStateClass,
)
from homeassistant.const import EntityCategory

from .data import GroundedAnswersConfigEntry, device_info
from .documents import documents_source
from .stats import (
    HONEST_MISSES,
    REJECTED_OR_SKIPPED,
    REQUESTED,
    ROUTER_ERRORS,
    SERVED,
    AnswerStats,
)

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from homeassistant.core import HomeAssistant
    from homeassistant.helpers.entity_platform import AddConfigEntryEntitiesCallback

    from .engine.retrieve.sources import DocumentsSource
    from .engine.retrieve.sources.documents_files import Skipped

_LOGGER = logging.getLogger(__name__)

PARALLEL_UPDATES = 0
# The documents sensor lists this many skipped files (state attributes are recorded
# with every change; a folder of thousands of skipped files must not bloat them).
MAX_LISTED = 20
# ...each path cut to this many characters.
MAX_PATH_CHARS = 200
DOCUMENTS = "documents"


@dataclass(frozen=True, kw_only=True)
class StatsSensorDescription(SensorEntityDescription):
    """A counter of AnswerStats, with optional attributes."""

    state_class: SensorStateClass | str | None = SensorStateClass.TOTAL_INCREASING
    entity_category: EntityCategory | None = EntityCategory.DIAGNOSTIC
    attributes_fn: Callable[[AnswerStats], dict[str, Any]] | None = None


SENSORS: tuple[StatsSensorDescription, ...] = (
    # Per way of asking: conversation, the ask action, another assistant's tool call.
    StatsSensorDescription(
        key=REQUESTED,
        translation_key=REQUESTED,
        attributes_fn=lambda stats: stats.via,
    ),
    StatsSensorDescription(key=SERVED, translation_key=SERVED),
    StatsSensorDescription(key=HONEST_MISSES, translation_key=HONEST_MISSES),
    StatsSensorDescription(
        key=REJECTED_OR_SKIPPED,
        translation_key=REJECTED_OR_SKIPPED,
        attributes_fn=lambda stats: stats.reasons,
    ),
    StatsSensorDescription(key=ROUTER_ERRORS, translation_key=ROUTER_ERRORS),
)


async def async_setup_entry(
    hass: HomeAssistant,  # noqa: ARG001
    entry: GroundedAnswersConfigEntry,
    async_add_entities: AddConfigEntryEntitiesCallback,
) -> None:
    """Add one sensor per counter, and the documents sensor where there is a folder."""
    sensors: list[SensorEntity] = [
        StatsSensor(entry, description) for description in SENSORS
    ]
    if (source := documents_source(entry)) is not None:
        sensors.append(DocumentsSensor(entry, source))
    async_add_entities(sensors)


class StatsSensor(SensorEntity):
    """One answer counter."""

    _attr_has_entity_name = True
    _attr_should_poll = False
    entity_description: StatsSensorDescription

    def __init__(
        self, entry: GroundedAnswersConfigEntry, description: StatsSensorDescription
    ) -> None:
        """Count for the entry's service device."""
        self.entity_description = description
        self._stats = entry.runtime_data.stats
        self._attr_unique_id = f"{entry.entry_id}_{description.key}"
        self._attr_device_info = device_info(entry)

    @override
    async def async_added_to_hass(self) -> None:
        """Write the state whenever the statistics change."""
        await super().async_added_to_hass()
        self.async_on_remove(self._stats.async_add_listener(self.async_write_ha_state))

    @property
    @override
    def native_value(self) -> int:
        """Return the counter."""
        return self._stats.value(self.entity_description.key)

    @property
    @override
    def extra_state_attributes(self) -> dict[str, Any] | None:
        """Return the per-reason or per-via counts where the description has them."""
        if self.entity_description.attributes_fn is None:
            return None
        return self.entity_description.attributes_fn(self._stats)


class DocumentsSensor(SensorEntity):
    """How many documents are indexed; which were skipped, and why."""

    _attr_has_entity_name = True
    _attr_should_poll = False
    _attr_entity_category = EntityCategory.DIAGNOSTIC
    _attr_state_class = SensorStateClass.MEASUREMENT
    _attr_translation_key = DOCUMENTS

    def __init__(
        self, entry: GroundedAnswersConfigEntry, source: DocumentsSource
    ) -> None:
        """Report on the entry's documents source."""
        self._source = source
        self._attr_unique_id = f"{entry.entry_id}_{DOCUMENTS}"
        self._attr_device_info = device_info(entry)

    @override
    async def async_added_to_hass(self) -> None:
        """Write the state as every refresh of the index starts and ends."""
        await super().async_added_to_hass()
        self.async_on_remove(self._source.add_listener(self.async_write_ha_state))

    @property
    @override
    def native_value(self) -> int | None:
        """Return how many files are indexed; unknown until the first refresh."""
        report = self._source.last_report
        return None if report is None else report.files

    @property
    @override
    def extra_state_attributes(self) -> dict[str, Any]:
        """Return whether it is indexing, the counts, and the (first) files left out."""
        report = self._source.last_report
        attributes: dict[str, Any] = {"indexing": self._source.indexing}
        if report is None:
            return attributes
        unreadable = [item for item in report.skipped if item.unreadable]
        return attributes | {
            "files": report.files,
            "passages": report.chunks,
            "unreadable_count": len(unreadable),
            "unreadable": _listed(unreadable),
            "skipped_count": len(report.skipped),
            "skipped": _listed(report.skipped),
        }


def _listed(items: Sequence[Skipped]) -> dict[str, str]:
    """Return the first ``MAX_LISTED`` files with their reasons, paths cut short."""
    return {item.path[:MAX_PATH_CHARS]: item.reason for item in items[:MAX_LISTED]}
