"""The spoken fallback where the sources disagree: each source's sentence is said.

Without a model the material is spoken verbatim; where its sources give different
values for one qualifier (``gates.conflicts``), the passage chosen for the question
would speak one source's value alone, as if it were the answer. So a sentence holding
a value of a disagreement brings along, right after it in the order of choice, the
sentence of each other source that states its value: the listener hears "330 metres"
and "324 metres", each as its source wrote it.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING

from ...gates.conflicts import find_conflicts
from ...gates.numbers.matching import values_match
from ..numbers import find_numbers, units_compatible

if TYPE_CHECKING:
    from collections.abc import Collection, Sequence

    from ...gates.conflicts import Conflict, ConflictValue
    from .material import Material

_LOGGER = logging.getLogger(__name__)


def with_disagreeing(
    material: Material,
    chosen: Sequence[int],
    related: Collection[int],
    question: str,
    language: str,
) -> list[int]:
    """Return ``chosen`` (best first), each disagreeing sentence after its rival's.

    Only the sentences that relate to the question (``related``, and ``chosen``) are
    read for disagreements: reading every number of a 32,000-character material
    would cost the fallback several times its ranking.
    """
    if not chosen or len({s.tag for s in material.sections}) < 2:  # noqa: PLR2004
        return list(chosen)
    read = set(related) | set(chosen)
    sections = [
        replace(
            section,
            body="\n".join(
                s.text
                for i, s in enumerate(material.sentences)
                if s.section == number and i in read
            ),
        )
        for number, section in enumerate(material.sections)
    ]
    try:
        conflicts = find_conflicts(sections, language, question)
    except Exception:  # a bug here must cost the second sentence, never the speech
        _LOGGER.exception("Looking for disagreeing sources failed")
        return list(chosen)
    groups = [_sentences(material, conflict, language) for conflict in conflicts]
    groups = [group for group in groups if len(group) > 1]
    if not groups:
        return list(chosen)
    out: dict[int, None] = {}
    for index in chosen:
        out[index] = None
        for group in groups:
            if index in group:
                out.update(dict.fromkeys(group))
    return list(out)


def _sentences(material: Material, conflict: Conflict, language: str) -> list[int]:
    """Return the first sentence stating each value of ``conflict``, in its section."""
    found: list[int] = []
    for value in conflict.values:
        index = next(
            (
                i
                for i, sentence in enumerate(material.sentences)
                if sentence.section == value.section
                and _states(sentence.text, value, language)
            ),
            None,
        )
        if index is not None and index not in found:
            found.append(index)
    return found


def _states(text: str, value: ConflictValue, language: str) -> bool:
    """Whether ``text`` states ``value`` (its value, in a unit that agrees)."""
    return any(
        values_match(m, value.mention, 0.0)
        and units_compatible(m.unit, value.mention.unit)
        for m in find_numbers(text, language)
    )
