"""
Context construction: which retrieved passages are used, and in what order.

Plain functions over :class:`~.sources.base.Passage`, each tested alone:

- :func:`rerank`: question-aware scores. Qualifiers in the question (names, numbers,
  versions, time words) weigh more than topical overlap, because the passage about
  "Python 3.12" answers a 3.12 question and the one repeating "timeout" five times
  about 3.11 does not.
- :func:`freshen`: half-life decay blended into the score, for time-sensitive questions;
  an undated passage is left alone.
- :func:`consolidate`: at most N passages per source, so one source cannot crowd out
  the rest.
- :func:`budget`: fill to a fraction of the input budget, strongest first, counting
  each passage as formatted (its ``**title**`` line, date, link and the blank line
  after it), and at most ``max_passages`` of them.
- :func:`order`: strongest at the two edges, weakest in the middle (models read the
  middle of a long context least: "lost in the middle").

:func:`build_context` composes them in that order (rerank, freshen, consolidate,
budget, order): the budget takes the strongest passages before ordering spreads them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Final

from ..route.cues import LanguageCues, content_words, cues_for, has_cue, words
from ..sources_registry import LINK_SOURCES
from ..text.sentences import last_boundary_before

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from datetime import datetime

    from .sources.base import Passage

_DIGIT: Final = re.compile(r"\d")


@dataclass(frozen=True, slots=True, kw_only=True)
class ContextOptions:
    """How much context a question gets and how it is weighed."""

    per_source: int = 3
    # However small the passages, a context holds at most this many: past it they
    # are slivers, and the wrapping would cost more than their text.
    max_passages: int = 12
    input_budget_chars: int = 6000
    utilization: float = 0.6
    half_life_s: float = 2 * 86400.0  # news two days old counts half
    freshness_weight: float = 0.5
    qualifier_weight: float = 2.0
    topical_weight: float = 1.0
    prior_weight: float = 0.5  # the source's own ranking

    @property
    def budget_chars(self) -> int:
        """Return the characters of material a question may fill."""
        return int(self.input_budget_chars * self.utilization)


def _norm(word: str) -> str:
    """Lower-case a word and drop a plural "s" ("towers" matches "tower")."""
    key = word.lower()
    if len(key) > 3 and key.endswith("s") and not key.endswith("ss"):  # noqa: PLR2004
        return key[:-1]
    return key


def _tokens(text: str) -> set[str]:
    return {_norm(word) for word in words(text)}


def qualifiers(question: str, cues: LanguageCues) -> frozenset[str]:
    """
    Return the question's qualifiers, normalised: the words that pin an answer down.

    Entities (capitalised words other than a capitalised question word), numbers and
    versions (anything with a digit), and time words ("today", "latest").
    """
    found: set[str] = set()
    for word in content_words(question, cues):
        if _DIGIT.search(word) or word[:1].isupper():
            found.add(_norm(word))
    lowered = question.lower()
    found.update(
        _norm(cue)
        for cue in cues.time_words
        if " " not in cue and has_cue(lowered, cue)
    )
    return frozenset(found)


def rerank(
    passages: Sequence[Passage],
    question: str,
    language: str = "en",
    options: ContextOptions | None = None,
) -> list[Passage]:
    """Return the passages rescored for ``question``, best first (stable)."""
    options = options or ContextOptions()
    cues = cues_for(language)
    terms = {_norm(word) for word in content_words(question, cues)}
    quals = qualifiers(question, cues)
    low = min((p.score for p in passages), default=0.0)
    span = max((p.score for p in passages), default=0.0) - low
    rescored = []
    for passage in passages:
        tokens = _tokens(f"{passage.title} {passage.text}")
        topical = len(terms & tokens) / len(terms) if terms else 0.0
        qualified = len(quals & tokens) / len(quals) if quals else 0.0
        prior = (passage.score - low) / span if span > 0 else 0.0
        score = (
            options.prior_weight * prior
            + options.topical_weight * topical
            + options.qualifier_weight * qualified
        )
        rescored.append(replace(passage, score=round(score, 6)))
    return sorted(rescored, key=lambda p: p.score, reverse=True)


def is_time_sensitive(question: str, language: str = "en") -> bool:
    """Whether the question asks about now ("today", "latest", "news", "this week")."""
    lowered = question.lower()
    return any(has_cue(lowered, cue) for cue in cues_for(language).time_words)


def freshen(
    passages: Sequence[Passage],
    now: datetime,
    *,
    half_life_s: float,
    weight: float,
    scale: float = 1.0,
) -> list[Passage]:
    """
    Blend recency into the scores.

    ``score * (1 - weight) + 2^(-age / half_life) * weight * scale``.

    An undated passage keeps its score; a passage dated in the future counts as new.
    """
    fresh = []
    for passage in passages:
        if passage.published is None:
            fresh.append(passage)
            continue
        published = passage.published
        if published.tzinfo is None and now.tzinfo is not None:
            published = published.replace(tzinfo=now.tzinfo)
        age = max(0.0, (now - published).total_seconds())
        recency = 2.0 ** (-age / half_life_s)
        score = max(0.0, passage.score * (1 - weight) + recency * weight * scale)
        fresh.append(replace(passage, score=score))
    return fresh


def consolidate(
    passages: Sequence[Passage],
    per_source: int = 3,
    key: Callable[[Passage], str] = lambda passage: passage.source,
) -> list[Passage]:
    """Keep the ``per_source`` best passages of each source, in their given order."""
    per_source = max(1, per_source)
    ranked = sorted(range(len(passages)), key=lambda i: passages[i].score, reverse=True)
    kept: set[int] = set()
    taken: dict[str, int] = {}
    for index in ranked:
        group = key(passages[index])
        if not group:  # a passage without a source is never crowded out
            kept.add(index)
            continue
        if taken.get(group, 0) < per_source:
            taken[group] = taken.get(group, 0) + 1
            kept.add(index)
    return [passage for index, passage in enumerate(passages) if index in kept]


# What formatting adds around a passage's title and text: "**" twice, the line
# break after the title, the blank line before the next passage; a dated link
# source adds " (YYYY-MM-DD)", and its URL a line of its own.
_TITLE_WRAPPING: Final = 4 + 1 + 2
_DATE_CHARS: Final = len(" (2026-01-01)")


def default_cost(passage: Passage) -> int:
    """Return the characters a passage takes once formatted, wrapping included."""
    size = len(passage.title or passage.source) + len(passage.text) + _TITLE_WRAPPING
    if passage.source in LINK_SOURCES:
        size += _DATE_CHARS if passage.published is not None else 0
        size += len(passage.url) + 1 if passage.url else 0
    return size


def budget(
    passages: Sequence[Passage],
    limit: int,
    cost: Callable[[Passage], int] = default_cost,
    *,
    max_passages: int | None = None,
) -> list[Passage]:
    """
    Take passages in order until the next would overflow ``limit``, and stop there.

    Stopping (not skipping) keeps the strongest-first order honest. When even the
    first passage is too long it is cut at its last sentence boundary that fits, so a
    long article still contributes its opening. ``max_passages`` bounds the count.
    """
    taken: list[Passage] = []
    used = 0
    for passage in passages:
        if max_passages is not None and len(taken) >= max_passages:
            break
        size = cost(passage)
        if used + size <= limit:
            taken.append(passage)
            used += size
            continue
        if not taken:
            room = limit - (size - len(passage.text))
            end = last_boundary_before(passage.text, room) if room > 0 else None
            if end:
                taken.append(replace(passage, text=passage.text[:end]))
        break
    return taken


def order(passages: Sequence[Passage]) -> list[Passage]:
    """
    Put the strongest passages at the two edges and the weakest in the middle.

    Ranked 1..n, they are dealt outward-in: 1 first, 2 last, 3 second, 4 second to
    last, ...; scores 3,1,5,2,4 come out 5,3,1,2,4.
    """
    ranked = sorted(passages, key=lambda p: p.score, reverse=True)
    if len(ranked) <= 2:  # noqa: PLR2004
        return ranked
    front: list[Passage] = []
    back: list[Passage] = []
    for index, passage in enumerate(ranked):
        (front if index % 2 == 0 else back).append(passage)
    return front + back[::-1]


def build_context(
    passages: Sequence[Passage],
    question: str,
    *,
    language: str = "en",
    options: ContextOptions | None = None,
    now: datetime | None = None,
    limit: int | None = None,
    group: Callable[[Passage], str] = lambda passage: passage.source,
    cost: Callable[[Passage], int] = default_cost,
) -> list[Passage]:
    """Rerank, freshen (time-sensitive questions only), consolidate, budget, order."""
    options = options or ContextOptions()
    ranked = rerank(passages, question, language, options)
    if now is not None and is_time_sensitive(question, language):
        ranked = sorted(
            freshen(
                ranked,
                now,
                half_life_s=options.half_life_s,
                weight=options.freshness_weight,
                scale=max((p.score for p in ranked), default=1.0) or 1.0,
            ),
            key=lambda p: p.score,
            reverse=True,
        )
    kept = consolidate(ranked, options.per_source, group)
    fitted = budget(
        kept,
        options.budget_chars if limit is None else limit,
        cost,
        max_passages=options.max_passages,
    )
    return order(fitted)
