"""The material as binding reads it: its mentions by value, family and place.

``analysis.analyse_material`` builds it once per material. What a sentence attaches to
its numbers (``segments``), the topic (``topic``), the spelling of its words
(``spelling``) and each family's rival groups are computed the first time a check
needs them and kept; ``analysis.prepare_material`` computes them while the model
writes.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

from .cues import competing
from .layout import read_layout
from .matching import values_match
from .privatives import deny, negated_words
from .reading import capitalised
from .segments import attach
from .spelling import Spelling
from .surroundings import Surroundings
from .tokens import mask, number_token
from .topic import headline_topic, material_topic
from .values import ValueIndex

if TYPE_CHECKING:
    from ...text.languages import NumberLanguage
    from ...text.numbers import NumberMention
    from .cues import Family
    from .local import Local

type Sections = tuple[tuple[str, str, int], ...]  # tag, label, body length


@dataclass(frozen=True, slots=True)
class Placed:
    """A material mention, its sentence and its section."""

    mention: NumberMention
    sentence: int  # index of its sentence in the material
    section: int  # index of its section (0 without headers)


@dataclass(frozen=True, slots=True)
class Group:
    """The mentions of one value in one family, and the tokens they carry."""

    places: list[Placed]
    weights: dict[str, float]  # ``Material.weights_of(places)``
    own: dict[str, float]  # the same, without the tokens borrowed by elision
    sentences: frozenset[int]
    headings: frozenset[str]  # the labels their lines open with, topic left out


class Material:
    """The material's mentions, indexed by value; what sentences attach, on demand."""

    def __init__(
        self,
        text: str,
        lang: NumberLanguage,
        spans: list[tuple[int, int]],
        placed: list[Placed],
        sections: list[tuple[str, int]],
        labels: list[str],
        implied: list[Placed] | None = None,
    ) -> None:
        """Index ``placed``: mentions of ``text`` in the sentences ``spans``.

        ``implied`` are the ones a rate counts (``rates``): they ground a value
        nothing else grounds, and nothing else.
        """
        self.text = text  # headers, separators and references blanked
        self.lang = lang
        self.placed = tuple(placed)
        self.implied = tuple(implied or ())
        self.sections = tuple(sections)  # (tag, start offset), in order
        self._labels = labels
        self._spans = spans
        self._locals: dict[int, Local] = {}
        self._rivals: dict[Family, tuple[Group, ...]] = {}
        self._weighed: dict[tuple[bool | int, ...], dict[str, float]] = {}
        self._values = ValueIndex([p.mention for p in self.placed])
        self._starts = [p.mention.start for p in self.placed]
        self._index = {id(p): i for i, p in enumerate(self.placed)}

    @cached_property
    def spelling(self) -> Spelling:
        """How the material spells its words (``spelling``): one stem per word."""
        return Spelling(self.masked, self.lang, self.text)

    def respell(self, local: Local) -> Local:
        """Return ``local`` with its words spelled as the material spells them."""
        return self.spelling.respell(local)

    @cached_property
    def names(self) -> frozenset[str]:
        """Stems the material writes capitalised inside a sentence: names, nouns."""
        return capitalised(self.masked, self._spans, self.lang)

    @cached_property
    def masked(self) -> str:
        """The text with numbers and their units blanked: what tokens are read from."""
        return mask(self.text, [p.mention for p in self.placed])

    def matching(self, m: NumberMention, tolerance: float) -> list[Placed]:
        """Return the mentions whose values match ``m``'s, in material order."""
        return [self.placed[i] for i in self._values.matching(m, tolerance)]

    def implied_matching(self, m: NumberMention, tolerance: float) -> list[Placed]:
        """Return the implied mentions (``rates``) whose values match ``m``'s."""
        return [p for p in self.implied if values_match(m, p.mention, tolerance)]

    def local(self, p: Placed) -> Local:
        """Return what ``p``'s sentence attaches to it (computed once per sentence)."""
        index = self._index.get(id(p))
        if index is None:
            return self._implied_local(p)
        if index not in self._locals:
            span = self._spans[p.sentence]
            low = bisect.bisect_left(self._starts, span[0])
            high = bisect.bisect_left(self._starts, span[1], low)
            inside = self.placed[low:high]
            found = attach(
                self.text,
                self.masked,
                span,
                [q.mention for q in inside],
                self.lang,
                self.names,
            )
            around = self.surroundings
            negated = negated_words(self.text, span, self.lang)
            spell = self.spelling
            for offset, read in enumerate(found):
                placed = self.placed[low + offset].mention
                laid_out = spell.respell(around.place(placed, read, self.names))
                self._locals[low + offset] = deny(laid_out, negated, spell.spelled_as)
        return self._locals[index]

    def _implied_local(self, p: Placed) -> Local:
        """Return what an implied mention's sentence attaches to it, read alone."""
        key = -1 - self.implied.index(p)
        if key not in self._locals:
            span = self._spans[p.sentence]
            read = attach(
                self.text, self.masked, span, [p.mention], self.lang, self.names
            )
            self._locals[key] = self.spelling.respell(read[0])
        return self._locals[key]

    @cached_property
    def surroundings(self) -> Surroundings:
        """What the layout around each place adds to its words (``surroundings``)."""
        mentions = [p.mention for p in self.placed]
        return Surroundings(
            read_layout(self.text, mentions),
            self.text,
            self.masked,
            mentions,
            self.lang,
        )

    @cached_property
    def contrasts(self) -> frozenset[frozenset[str]]:
        """Tokens the material puts in one place of parallel statements, by pairs.

        "30 seconds in staging and 60 seconds in production", "retried once in staging
        and 3 times in production": "staging" and "production" are each the other's
        alternative. A pair only one sentence lines up may be chance ("the census
        population"); two sentences make it the material's.
        """
        by_sentence: dict[int, set[frozenset[str]]] = {}
        for p in self.placed:
            by_sentence.setdefault(p.sentence, set()).update(self.local(p).contrasts)
        seen: dict[frozenset[str], int] = {}
        for pairs in by_sentence.values():
            for pair in pairs:
                seen[pair] = seen.get(pair, 0) + 1
        return frozenset(pair for pair, count in seen.items() if count > 1)

    def segment_text(self, p: Placed) -> str:
        """Return the words that hold ``p``, as written, for a detail line."""
        start, end = self.local(p).segment
        return self.text[start:end].strip(" ,;")

    @cached_property
    def _families(self) -> dict[Family, dict[str, list[Placed]]]:
        """The mentions by family, then by value: the rivals binding compares."""
        out: dict[Family, dict[str, list[Placed]]] = {}
        for p in self.placed:
            local = self.local(p)
            if self._pronoun(p, local):
                continue  # "so the two do not overlap": the two networks, not a value
            value = number_token(p.mention)[0]
            out.setdefault(local.family, {}).setdefault(value, []).append(p)
        return out

    @cached_property
    def owners(self) -> frozenset[str | None]:
        """The words that own a number of the material: "kernel" of "kernel 6.4"."""
        return frozenset(family[2] for family in self._families)

    @property
    def families(self) -> tuple[Family, ...]:
        """Every family the material's mentions compete in."""
        return tuple(self._families)

    def families_like(
        self, family: Family, ours: Family, words: frozenset[str] = frozenset()
    ) -> list[Family]:
        """Return the families competing with a supporter's (``cues.competing``)."""
        return [family] + [
            other
            for other in self._families
            if other != family and competing(other, family, ours, words, self.lang)
        ]

    def groups(self, family: Family) -> list[list[Placed]]:
        """Return the mentions of one family, one list per value."""
        return list(self._families.get(family, {}).values())

    def rivals(self, family: Family) -> tuple[Group, ...]:
        """Return the groups of one family with what binding reads of each, once."""
        found = self._rivals.get(family)
        if found is None:
            found = tuple(
                Group(
                    places,
                    self.weights_of(places),
                    self.weights_of(places, own=True),
                    frozenset(p.sentence for p in places),
                    self.headings_of(places),
                )
                for places in self.groups(family)
            )
            self._rivals[family] = found
        return found

    def headings_of(self, places: list[Placed]) -> frozenset[str]:
        """Return the label words the lines of ``places`` open with, topic left out."""
        return frozenset().union(*(self.local(p).heading for p in places)) - self.topic

    def weights_of(
        self, places: list[Placed], *, own: bool = False
    ) -> dict[str, float]:
        """Return the tokens the material attaches to ``places``, with weights.

        The topic is left out, but for a place's counted noun ("700 g de patatas" in
        a recipe for "tortilla de patatas": what it counts sets it apart); each token
        keeps its greatest weight (cached per set of places); ``own`` leaves out the
        tokens a segment borrowed by elision.
        """
        key = (own, *(id(p) for p in places))
        cached = self._weighed.get(key)
        if cached is None:
            cached = {}
            topic = self.topic
            for p in places:
                local = self.local(p)
                for token, weight in local.weights.items():
                    if own and token in local.borrowed:
                        continue
                    if (
                        token not in topic or token in local.noun
                    ) and weight > cached.get(token, 0.0):
                        cached[token] = weight
            self._weighed[key] = cached
        return cached

    def _pronoun(self, p: Placed, local: Local) -> bool:
        """Tell whether a number word refers back to things ("the two", "les deux").

        An ordinal after its article ranks: "de elfde plaats", "la septième".
        """
        m = p.mention
        if m.unit or local.noun or not m.text.isalpha() or m.kind == "ordinal":
            return False
        before = self.text[max(0, m.start - 12) : m.start].split()
        return bool(before) and before[-1].lower() in self.lang.articles

    @cached_property
    def topic(self) -> frozenset[str]:
        """Tokens no number owns: what the material is about (``topic``)."""
        named, headline = material_topic(
            self.text, self.sections, self._labels, self.lang
        )
        if not headline or not self.placed:
            return named | headline
        places = [self.local(p).weights.keys() for p in self.placed]
        return named | headline_topic(headline, places)

    def section_of_tag(self, tags: tuple[str, ...]) -> frozenset[int]:
        """Return the sections an attribution names."""
        wanted = {t.lower() for t in tags}
        return frozenset(i for i, (tag, _) in enumerate(self.sections) if tag in wanted)
