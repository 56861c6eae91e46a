"""
Ranking every source's material together: a normalised BM25, part by part.

The sources score their passages on scales of their own (SQLite's BM25, a search
rank, SearXNG's score), so the router scores them again, all on one scale: Okapi
BM25 of each passage (title and text) against the part's content words, with the
IDF computed over the pooled candidates of that part (every source's passages
together), and normalised to 0..1:

    relevance(p) = sum_t idf(t) * min(1, tf(t,p) * (k1 + 1) / (tf(t,p) + K(p)))
                   / sum_t idf(t)
    K(p)   = k1 * (1 - b + b * len(p) / avg_len)
    idf(t) = ln(1 + (N - n(t) + 0.5) / (n(t) + 0.5))

``k1 = 1.2``, ``b = 0.75``; N is the number of pooled passages plus
``BACKGROUND`` (10) passages holding none of the words, n(t) how many hold term t:
over a handful of candidates alone, a word every candidate holds ("eiffel" in the
trip note and in the article) would weigh nothing, and the one word only the note
holds would decide alone. Capping each term's share at its IDF makes 1.0 the score
of a passage of average length (or shorter) holding every term: relevance is the
IDF-weighted share of the part's words a passage holds, discounted for a long
passage. Words are the request language's: the route cues' content words of the
part (its stopwords out), stemmed as the support gate stems (Snowball, accents
folded); a word also matches another inflection or, in a compounding language, a
compound ending in it (``Heizungsdruck`` holds ``Druck``): such a related form
counts as one occurrence.

Within a part, a passage matching no content word is dropped, and so is one whose
relevance is under ``RELATIVE_FLOOR`` (0.3) of the part's best: a household note
holding "paper", "bin" and "collected" outranks an article holding "paper" alone,
and the article goes; the trip note and the encyclopedia article that both hold
"eiffel", "tower" and "tall" both stay, and so does an article holding one of two
words (ranked after the note that holds both). A source whose whole contribution
to a part is dropped is recorded (``source_dropped``, reason ``unrelated``), and
each part's ranking is an event (``sources_ranked``: each source's best relevance,
rounded).
The fusion sections are ordered by their best passage's relevance (ties: the order
the sources were asked in).
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from ..gates.support_words import Vocabulary, bits
from ..gates.support_words import content_words as stems_of
from ..route.cues import content_words, cues_for
from ..text.languages import number_language
from .fanout import Part

if TYPE_CHECKING:
    from collections.abc import Sequence

    from .selection import EventSink
    from .sources.base import Passage

K1: Final = 1.2  # term-frequency saturation
B: Final = 0.75  # length normalisation
# Passages counted in N that hold none of the words: a part's candidates are a
# handful, and over a handful a word every candidate holds would weigh nothing.
BACKGROUND: Final = 10
# A passage under this share of the part's best relevance matches far worse: dropped.
RELATIVE_FLOOR: Final = 0.3
_DIGITS: Final = 3  # relevance as events show it


@dataclass(frozen=True, slots=True)
class Ranking:
    """The kept material and the order of its sections."""

    kept: list[Part]  # the passages kept, part by part, in each source's own order
    order: list[str]  # source tags, best relevance first, then the rest as asked
    best: dict[str, float]  # each kept source's best relevance over the parts


def question_stems(text: str, language: str) -> list[str]:
    """Return the stems of the part's content words, in order, without repeats."""
    stems: list[str] = []
    for word in content_words(text, cues_for(language)):
        stems.extend(stems_of(word, language))
    return list(dict.fromkeys(stems))


def relevances(
    passages: Sequence[Passage], terms: Sequence[str], language: str
) -> list[float]:
    """Return each passage's normalised BM25 (0..1) for ``terms`` (stems)."""
    if not passages or not terms:
        return [0.0] * len(passages)
    counts = [Counter(stems_of(f"{p.title}\n{p.text}", language)) for p in passages]
    lengths = [counts[i].total() for i in range(len(passages))]
    average = sum(lengths) / len(lengths) or 1.0
    vocabulary = Vocabulary(
        [frozenset(count) for count in counts],
        heads=number_language(language).compounds,
    )
    pooled = len(passages) + BACKGROUND
    scores = [0.0] * len(passages)
    ideal = 0.0
    for term in terms:
        holding = vocabulary.mask(term)
        present = holding.bit_count()
        idf = math.log(1 + (pooled - present + 0.5) / (present + 0.5))
        ideal += idf
        for index in bits(holding):
            tf = max(counts[index][term], 1)  # a related form counts once
            saturation = K1 * (1 - B + B * lengths[index] / average)
            scores[index] += idf * min(1.0, tf * (K1 + 1) / (tf + saturation))
    return [score / ideal for score in scores]


def rank(
    found: Sequence[Part],
    parts: Sequence[str],
    preference: Sequence[str],
    *,
    language: str,
    recorder: EventSink,
) -> Ranking:
    """Score every part's pooled passages, drop the far worse, order the sources.

    ``preference`` is the order the sources were asked in (ties keep it).
    """
    kept: list[Part] = []
    best: dict[str, float] = {}
    for index, text in enumerate(parts):
        mine = [part for part in found if part.part == index]
        if not mine:
            continue
        terms = question_stems(text, language)
        pool = [passage for part in mine for passage in part.passages]
        scores = relevances(pool, terms, language)
        floor = max(scores) * RELATIVE_FLOOR
        ranked: dict[str, float] = {}
        start = 0
        for part in mine:
            own = scores[start : start + len(part.passages)]
            start += len(part.passages)
            top = round(max(own), _DIGITS)
            ranked[part.tag] = top
            passages = [
                passage
                for passage, score in zip(part.passages, own, strict=True)
                if not terms or (score > 0 and score >= floor)
            ]
            if not passages:
                recorder.add(
                    "source_dropped",
                    source=part.tag,
                    part=index,
                    reason="unrelated",
                    relevance=top,
                )
                continue
            kept.append(Part(index, part.tag, passages))
            best[part.tag] = max(best.get(part.tag, 0.0), top)
        recorder.add(
            "sources_ranked",
            part=index,
            relevance=ranked,
            kept=[part.tag for part in kept if part.part == index],
        )
    position = {tag: place for place, tag in enumerate(preference)}
    order = sorted(best, key=lambda tag: (-best[tag], position.get(tag, len(position))))
    order += [tag for tag in preference if tag not in best]
    return Ranking(kept, order, best)
