"""The spoken fallback where the sources disagree: each source's sentence is said.

Without a model the material is spoken verbatim; where its sources give different
values for one qualifier (``gates.conflicts``), the passage chosen for the question
would speak one source's value alone, as if it were the answer. So a sentence holding
a value of a disagreement brings along, right after it in the order of choice, the
sentence of each other source that states its value: the listener hears "330 metres"
and "324 metres", each as its source wrote it.

The disagreements come from two readings:

- ``known``: those the plan found on the material the model sees (``conflicts_in``,
  read once per request and shared with the gates), over whole sections: a rival
  sentence that shares no word with the question ("It is 330 metres tall" for "how
  high is the Eiffel Tower") is found there. Their values count sections among the
  gates' (the evidence, cut to the model's budget): each is found again here by its
  source, label and text, never by its index alone.
- here, on the sentences that relate to the question (``related``, and ``chosen``)
  and their *kin*: the read part of the material past the model's budget (a long
  fused material leaves each section a small share of it). A rival shares its words
  with the sentence it disagrees with (the qualifier, "tall"), not with the question:
  each unrelated sentence of another source that holds a digit is weighed by the
  words it shares with a chosen one holding a digit (IDF within the material), and
  the best ``KIN`` are read too. Reading every number of a 32,000-character material
  would cost the fallback several times its ranking; this costs a set intersection
  a sentence.
"""

from __future__ import annotations

import logging
import math
import re
from collections import Counter
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Final

from ...gates.conflicts import conflicts_in, find_conflicts
from ...gates.numbers.matching import values_match
from ..numbers import find_numbers, units_compatible

if TYPE_CHECKING:
    from collections.abc import Collection, Sequence

    from ...gates.base import GateContext
    from ...gates.conflicts import Conflict, ConflictValue
    from ...types import Section
    from .material import Material
    from .rank import Stemmed

_LOGGER = logging.getLogger(__name__)
_DIGITS: Final = re.compile(r"\d+")
KIN: Final = 6  # unrelated sentences read for a rival value, best first
_HOLDERS: Final = 4  # chosen sentences, best first, whose rivals are looked for
_SAME_START: Final = 200  # characters two readings of one section share, compared


@dataclass(frozen=True, slots=True)
class KnownConflicts:
    """Disagreements found already, and the sections their values are counted in."""

    conflicts: tuple[Conflict, ...]
    sections: tuple[Section, ...]


def known_to(ctx: GateContext) -> KnownConflicts | None:
    """Return the disagreements the gates know of (``conflicts_in``, read once).

    The plan read them before the model was asked or skipped; a bug costs them here,
    never the speech.
    """
    try:
        return KnownConflicts(ctx.derived(conflicts_in), tuple(ctx.sections))
    except Exception:
        _LOGGER.exception("Reading the disagreements the gates know of failed")
        return None


def with_disagreeing(
    material: Material,
    chosen: Sequence[int],
    related: Collection[int],
    question: str,
    language: str,
    known: KnownConflicts | None = None,
    stemmed: Stemmed | None = None,
) -> list[int]:
    """Return ``chosen`` (best first), each disagreeing sentence after its rival's.

    ``stemmed``: the material's stems, to find the kin of the chosen sentences (none
    without). A bug in either reading costs the second sentence, never the speech.
    """
    if not chosen or len({s.tag for s in material.sections}) < 2:  # noqa: PLR2004
        return list(chosen)
    groups: list[list[tuple[ConflictValue, int]]] = []
    try:  # each reading apart: a bug in one costs its rivals, no more
        groups += _known(material, known, language)
    except Exception:
        _LOGGER.exception("Reading the known disagreements failed")
    try:
        read = set(related) | _kin(material, chosen, related, stemmed)
        groups += [
            _sentences(material, conflict, language, None)
            for conflict in _related_conflicts(
                material, chosen, read, question, language
            )
        ]
    except Exception:
        _LOGGER.exception("Looking for disagreeing sources failed")
    try:
        return _bring_rivals(material, chosen, groups, language)
    except Exception:  # a bug here must cost the second sentence, never the speech
        _LOGGER.exception("Saying the disagreeing sources failed")
        return list(chosen)


def _related_conflicts(
    material: Material,
    chosen: Sequence[int],
    related: Collection[int],
    question: str,
    language: str,
) -> tuple[Conflict, ...]:
    """Return the disagreements among the sentences that relate to the question."""
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
    return find_conflicts(sections, language, question)


def _kin(
    material: Material,
    chosen: Sequence[int],
    related: Collection[int],
    stemmed: Stemmed | None,
) -> set[int]:
    """Return the best ``KIN`` unrelated sentences that may state a rival value."""
    if stemmed is None:
        return set()
    sentences = material.sentences

    def tag(index: int) -> str:
        return material.sections[sentences[index].section].tag

    holders = [i for i in chosen[:_HOLDERS] if _DIGITS.search(sentences[i].text)]
    wanted = frozenset().union(*(stemmed.sentences[i] for i in holders))
    if not wanted:
        return set()
    df = Counter(stem for stems in stemmed.sentences for stem in stems & wanted)
    n = len(sentences)
    weight = {stem: math.log(1 + (n - f + 0.5) / (f + 0.5)) for stem, f in df.items()}
    read = set(related) | set(chosen)
    scores: dict[int, float] = {}
    for index, sentence in enumerate(sentences):
        stems = stemmed.sentences[index] & wanted
        if index in read or not stems or not _DIGITS.search(sentence.text):
            continue
        score = max(
            (
                sum(weight[stem] for stem in stems & stemmed.sentences[i])
                for i in holders
                if tag(i) != tag(index)
            ),
            default=0.0,
        )
        if score > 0:
            scores[index] = score
    return set(sorted(scores, key=lambda i: (-scores[i], i))[:KIN])


def _known(
    material: Material, known: KnownConflicts | None, language: str
) -> list[list[tuple[ConflictValue, int]]]:
    """Return the sentences of the read material stating each known conflict's values."""
    if known is None or not known.conflicts:
        return []
    where = _same_sections(known.sections, material.sections)
    return [
        _sentences(material, conflict, language, where) for conflict in known.conflicts
    ]


def _same_sections(
    theirs: Sequence[Section], ours: Sequence[Section]
) -> dict[int, int]:
    """Map each of ``theirs`` to the one of ``ours`` it is a reading of, in order.

    Both are cut from one list of sections (the evidence to the model's budget, the
    read material to ``SCAN_CHARS``; the evidence may drop a section it had no room
    for): one source and label, and one text as far as the shorter reads.
    """
    found: dict[int, int] = {}
    start = 0
    for number, section in enumerate(theirs):
        for index in range(start, len(ours)):
            if _same_section(section, ours[index]):
                found[number] = index
                start = index + 1
                break
    return found


def _same_section(a: Section, b: Section) -> bool:
    if a.tag != b.tag or a.label != b.label:
        return False
    length = min(len(a.body.rstrip()), len(b.body.rstrip()), _SAME_START)
    return a.body[:length] == b.body[:length]


def _sentences(
    material: Material,
    conflict: Conflict,
    language: str,
    where: dict[int, int] | None,
) -> list[tuple[ConflictValue, int]]:
    """Return the first sentence stating each value of ``conflict``, in its section.

    ``where`` maps the values' sections to the material's (None: they are its own);
    a value in a section the material did not read is left out.
    """
    found: list[tuple[ConflictValue, int]] = []
    for value in conflict.values:
        section = value.section if where is None else where.get(value.section)
        if section is None:
            continue
        index = next(
            (
                i
                for i, sentence in enumerate(material.sentences)
                if sentence.section == section
                and _states(sentence.text, value, language)
            ),
            None,
        )
        if index is not None:
            found.append((value, index))
    return found


def _bring_rivals(
    material: Material,
    chosen: Sequence[int],
    groups: list[list[tuple[ConflictValue, int]]],
    language: str,
) -> list[int]:
    """Return ``chosen`` with, after each sentence holding a value, its rivals'.

    A chosen sentence holds a value when it is the one found for it, or when it
    states it in that value's section; each other value's sentence follows it.
    """
    groups = [group for group in groups if len({i for _v, i in group}) > 1]
    if not groups:
        return list(chosen)
    out: dict[int, None] = {}
    for index in chosen:
        out[index] = None
        sentence = material.sentences[index]
        for group in groups:
            held = [
                value
                for value, found in group
                if found == index
                or (
                    material.sentences[found].section == sentence.section
                    and _states(sentence.text, value, language)
                )
            ]
            if held:
                out.update(
                    (found, None)
                    for value, found in group
                    if not any(value is mine for mine in held)
                )
    return list(out)


def _states(text: str, value: ConflictValue, language: str) -> bool:
    """Whether ``text`` states ``value`` (its value, in a unit that agrees)."""
    if any(run not in text for run in _DIGITS.findall(value.mention.text)):
        return False  # cheaply: its digits are not even written there
    return any(
        values_match(m, value.mention, 0.0)
        and units_compatible(m.unit, value.mention.unit)
        for m in find_numbers(text, language)
    )
