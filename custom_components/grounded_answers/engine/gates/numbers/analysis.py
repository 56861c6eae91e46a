"""Analysing a material once: its numbers placed in sentences and sections.

``analyse_material`` blanks headers, separators, references, links and coordinates,
reads the numbers in the request's language and places each in its sentence (each
line's sentences: an infobox line or list item is a unit of its own) and its section.
The analysis is cached per material, language and sections; ``prepare_material``
computes what checks read of it (``material.Material``) in a worker thread while the
model writes (the caches are filled idempotently: a check racing it only repeats work).
"""

from __future__ import annotations

import bisect
import re
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from ...retrieve.fusion import HEADER_PATTERN, SEPARATOR_PATTERN
from ...text.languages import number_language
from ...text.numbers import find_numbers
from ...text.sentences import sentence_spans
from .material import Material, Placed, Sections
from .rates import implied_ones
from .tokens import blank, blank_references

if TYPE_CHECKING:
    from ...text.numbers import NumberMention

_LINE: Final = re.compile(r"[^\n]+")


@lru_cache(maxsize=32)
def analyse_material(
    material: str, language: str = "en", sections: Sections = ()
) -> Material:
    """Mentions of the material, each placed in its sentence (cached per material).

    ``sections`` are (tag, label, length) of the bodies ``material`` joins with blank
    lines, as the gate chain has them; without them, fusion headers in the text mark
    the sections.
    """
    lang = number_language(language)
    starts, labels = _section_starts(material, sections)
    text = blank_references(blank(HEADER_PATTERN, blank(SEPARATOR_PATTERN, material)))
    mentions = find_numbers(text, language)
    spans = _sentence_spans(text)
    offsets = [start for _, start in starts]
    placed = _place(mentions, spans, offsets)
    implied = _place(implied_ones(text, mentions, lang), spans, offsets)
    return Material(text, lang, spans, placed, starts, labels, implied)


def prepare_material(
    material: str, language: str = "en", sections: Sections = ()
) -> None:
    """Analyse ``material`` now, so that its checks find the analysis cached.

    Run it while the model is still writing, off the critical path: it reads the
    numbers, what each sentence attaches to them, the topic, the names, the words'
    spelling, the contrasts and every family's rival groups.
    """
    mat = analyse_material(material, language, sections)
    for family in mat.families:
        mat.rivals(family)
    _ = mat.topic
    _ = mat.names
    _ = mat.contrasts
    mat.spelling.prepare()


def _place(
    mentions: list[NumberMention], spans: list[tuple[int, int]], offsets: list[int]
) -> list[Placed]:
    """Place each mention in its sentence and section; one outside any is dropped."""
    placed: list[Placed] = []
    index = 0
    for number, (start, end) in enumerate(spans):
        while index < len(mentions) and mentions[index].start < end:
            m = mentions[index]
            index += 1
            if m.start >= start:
                section = max(0, bisect.bisect_right(offsets, m.start) - 1)
                placed.append(Placed(m, number, section))
    return placed


def _section_starts(
    material: str, sections: Sections
) -> tuple[list[tuple[str, int]], list[str]]:
    """(tag, start) of each section, and the section labels."""
    if sections:
        out: list[tuple[str, int]] = []
        at = 0
        for tag, _label, length in sections:
            out.append((tag, at))
            at += length + 2  # the bodies are joined by a blank line
        return out, [label for _, label, _ in sections]
    headers = list(HEADER_PATTERN.finditer(material))
    if not headers:
        return [("", 0)], []
    return (
        [(h["source"].lower(), h.start()) for h in headers],
        [h["label"] for h in headers],
    )


def _sentence_spans(text: str) -> list[tuple[int, int]]:
    """Sentences of each line: a headline or list item is a unit of its own."""
    return [
        (line.start() + start, line.start() + end)
        for line in _LINE.finditer(text)
        for start, end in sentence_spans(line[0])
    ]
