"""The material, analysed once: its number mentions, sentences, clauses and words.

``analyse_material`` blanks headers, separators and citation markers, reads the
numbers and places each in its sentence (each line's sentences: a headline or list
item is a unit of its own). The analysis is cached per material text;
``prepare_material`` warms the cache.
"""

from __future__ import annotations

import bisect
import math
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from ...retrieve.fusion import HEADER_PATTERN, SEPARATOR_PATTERN
from ...text.numbers import find_numbers
from ...text.sentences import sentence_spans
from .cues import change_role, family_of
from .matching import values_match
from .words import CLAUSE, MARKER, blank, content_words, cut_at, mask

if TYPE_CHECKING:
    from ...text.numbers import NumberMention

_LINE: Final = re.compile(r"[^\n]+")


@dataclass(frozen=True, slots=True)
class Placed:
    """A material mention and the sentence it sits in."""

    mention: NumberMention
    sentence: int  # index of its sentence in the material


class Material:
    """The material's mentions, indexed by value and family; words read on demand.

    Only the mentions a check compares need their sentence's and clause's words, so
    those are computed when first asked for and kept (the material is cached).
    """

    def __init__(
        self,
        text: str,
        masked: str,
        spans: list[tuple[int, int]],
        placed: list[Placed],
    ) -> None:
        """Index ``placed``: mentions of ``text`` in the sentences ``spans``."""
        self.text = text  # header and separator lines blanked
        self.placed = tuple(placed)
        self.masked = masked  # numbers and their units blanked too
        self._spans = spans
        self._sentence_words: dict[int, frozenset[str]] = {}
        self._clauses: dict[int, list[tuple[int, int]]] = {}
        self._clause_words: dict[tuple[int, int], frozenset[str]] = {}
        self._by_text: dict[str, list[int]] = {}
        self._by_family: dict[str | None, list[Placed]] = {}
        finite: list[tuple[float, int]] = []
        self._odd: list[int] = []  # infinite readings ("9" * 400) are always compared
        for index, p in enumerate(self.placed):
            self._by_family.setdefault(family_of(p.mention), []).append(p)
            for value in p.mention.values:
                if isinstance(value, str):
                    self._by_text.setdefault(value, []).append(index)
                elif math.isfinite(value):
                    finite.append((value, index))
                else:
                    self._odd.append(index)
        finite.sort()
        self._values = [value for value, _ in finite]
        self._value_index = [index for _, index in finite]
        self._starts = [p.mention.start for p in self.placed]

    def in_clause(self, p: Placed) -> list[Placed]:
        """Return the mentions of ``p``'s clause, ``p`` included."""
        start, end = self.clause(p)
        low = bisect.bisect_left(self._starts, start)
        high = bisect.bisect_left(self._starts, end, low)
        return list(self.placed[low:high])

    def in_sentence(self, p: Placed) -> list[Placed]:
        """Return the mentions of ``p``'s sentence, ``p`` included."""
        start, end = self._spans[p.sentence]
        low = bisect.bisect_left(self._starts, start)
        high = bisect.bisect_left(self._starts, end, low)
        return list(self.placed[low:high])

    def role(self, p: Placed) -> str | None:
        """Which end of a change ``p`` names ("to 3.1%", "from 2.9%"), if any."""
        start = self._spans[p.sentence][0]
        return change_role(self.text, p.mention.start, start)

    def matching(self, m: NumberMention, tolerance: float) -> list[Placed]:
        """Return the mentions whose values match ``m``'s, in material order."""
        found: set[int] = set(self._odd)
        for x in m.values:
            if isinstance(x, str):
                found.update(self._by_text.get(x, ()))
            elif not math.isfinite(x):
                found.update(range(len(self.placed)))
            else:
                # A superset of both tests of values_match: isclose and 5 % hedging.
                reach = 0.06 * abs(x) + 1e-6
                low = bisect.bisect_left(self._values, x - reach)
                high = bisect.bisect_right(self._values, x + reach)
                found.update(self._value_index[low:high])
        return [
            self.placed[i]
            for i in sorted(found)
            if values_match(m, self.placed[i].mention, tolerance)
        ]

    def family(self, family: str | None) -> list[Placed]:
        """Return the mentions of one family, in material order."""
        return self._by_family.get(family, [])

    def sentence_words(self, p: Placed) -> frozenset[str]:
        """Return the content words of ``p``'s sentence."""
        words = self._sentence_words.get(p.sentence)
        if words is None:
            start, end = self._spans[p.sentence]
            words = self._sentence_words[p.sentence] = content_words(
                self.masked[start:end]
            )
        return words

    def clause(self, p: Placed) -> tuple[int, int]:
        """Return the span of the clause ``p`` sits in."""
        clauses = self._clauses.get(p.sentence)
        if clauses is None:
            start, end = self._spans[p.sentence]
            clauses = self._clauses[p.sentence] = cut_at(CLAUSE, self.text, start, end)
        return next(c for c in clauses if p.mention.start < c[1] or c == clauses[-1])

    def clause_words(self, p: Placed) -> frozenset[str]:
        """Return the content words of ``p``'s clause."""
        span = self.clause(p)
        words = self._clause_words.get(span)
        if words is None:
            words = self._clause_words[span] = content_words(self.masked[slice(*span)])
        return words

    def clause_text(self, p: Placed) -> str:
        """Return ``p``'s clause as written, for a detail line."""
        return self.text[slice(*self.clause(p))].strip()


@lru_cache(maxsize=32)
def analyse_material(material: str) -> Material:
    """Mentions of the material, each placed in its sentence (cached per material)."""
    text = blank(MARKER, blank(HEADER_PATTERN, blank(SEPARATOR_PATTERN, material)))
    mentions = find_numbers(text)
    spans = _sentence_spans(text)
    placed: list[Placed] = []
    index = 0
    for number, (start, end) in enumerate(spans):
        while index < len(mentions) and mentions[index].start < end:
            m = mentions[index]
            index += 1
            if m.start >= start:  # between sentences: cannot happen, spans are stripped
                placed.append(Placed(m, number))
    return Material(text, mask(text, mentions), spans, placed)


def prepare_material(material: str) -> None:
    """Analyse ``material`` now, so that its checks find the analysis cached.

    The analysis is most of a check's cost (about 2 ms for 6 KB, growing with the
    material): run it while the model is still writing, off the critical path.
    """
    analyse_material(material)


def _sentence_spans(text: str) -> list[tuple[int, int]]:
    """Sentences of each line: a headline or list item is a unit of its own."""
    return [
        (line.start() + start, line.start() + end)
        for line in _LINE.finditer(text)
        for start, end in sentence_spans(line[0])
    ]
