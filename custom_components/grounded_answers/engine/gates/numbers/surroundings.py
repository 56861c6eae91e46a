"""What a place's surroundings add to its words: its heading, column and line label.

A sentence says which place its number is, but so does where the sentence stands
(``layout``): the heading of its section ("Afgange fra Sejerø"), the header of its
table column ("Laborables" above a first departure of 6:15) and the label opening its
line ("Tomorrow (Fri): … High 9°C"), and the letter naming its side of a product
("(H x B x T)", ``products``). Their words are the place's own tokens, read as any
sentence's are. A measured number token also gets its unitless twin, for an answer
that leaves the unit out ("aged 12" for "12 years").
"""

from __future__ import annotations

import bisect
from dataclasses import replace
from typing import TYPE_CHECKING

from .cues import family_key
from .products import product_sides
from .reading import sequence, weights
from .tokens import WORD_WEIGHT, is_number, unitless

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...text.languages import NumberLanguage
    from ...text.numbers import NumberMention
    from .layout import Layout
    from .local import Local

type Span = tuple[int, int]


class Surroundings:
    """The layout of a material and the words of its spans, read once."""

    def __init__(
        self,
        layout: Layout,
        text: str,
        masked: str,
        mentions: Sequence[NumberMention],
        lang: NumberLanguage,
    ) -> None:
        """Keep what reading a span of ``text`` needs; spans are read on demand."""
        self._layout = layout
        self._text = text
        self._masked = masked
        self._mentions = mentions
        self._starts = [m.start for m in mentions]
        self._lang = lang
        self._read: dict[Span, dict[str, float]] = {}
        self._sides = product_sides(text, mentions, lang)

    def place(self, m: NumberMention, local: Local, names: frozenset[str]) -> Local:
        """Return ``local`` with the words its surroundings add, as its own."""
        spans = self._layout.context(m.start)
        label = self._layout.label(m.start)
        if label is not None and not local.heading:  # a sentence without its own
            spans.append(label)
        name = self._layout.name(m.start)
        if name is not None:  # its own label or none, "Lisboa —" names all the line
            spans.append(name)
        weights_ = dict(local.weights)
        side = self._sides.get(bisect.bisect_left(self._starts, m.start))
        if side is not None:  # "(H x B x T) 85 x 60 x 57 cm": the 85 is a height
            weights_.setdefault(side, WORD_WEIGHT)
        section = self._layout.heading(m.start)
        sectioned: set[str] = set()
        for span in spans:
            for token, weight in self._words(span, names).items():
                if token not in weights_ and span == section:
                    sectioned.add(token)
                elif span != section:
                    sectioned.discard(token)
                weights_.setdefault(token, weight)
        below = self._layout.section_below(m.start)
        if below is not None:  # a heading's value is what the lines below it give
            for token, weight in self._words(below, names).items():
                weights_.setdefault(token, weight)
        for token, weight in list(weights_.items()):
            twin = unitless(token) if is_number(token) else None
            if twin is not None:
                weights_.setdefault(twin, weight)
        if weights_.keys() == local.weights.keys():
            return local
        return replace(
            local,
            tokens=frozenset(weights_),
            weights=weights_,
            section=section,
            sectioned=frozenset(sectioned),
        )

    def _words(self, span: Span, names: frozenset[str]) -> dict[str, float]:
        """Return the tokens of a heading, header cell or label, with weights."""
        found = self._read.get(span)
        if found is None:
            low = bisect.bisect_left(self._starts, span[0])
            high = bisect.bisect_left(self._starts, span[1], low)
            inside = self._mentions[low:high]
            found = weights(
                sequence(
                    self._text,
                    self._masked,
                    span,
                    inside,
                    [family_key(m) for m in inside],
                    None,
                    self._lang,
                    span[0],
                    names,
                )
            )
            self._read[span] = found
        return found
