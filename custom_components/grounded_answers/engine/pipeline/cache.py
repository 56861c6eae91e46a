"""Source-keyed TTL cache of served answers.

A cached answer must never outlive the retrieval it grounds: the key leads with the
source that produced the material, and the entry lives as long as that source's
results do in the router (the sources registry's TTLs).
"""

from __future__ import annotations

import hashlib
import re
import time
from collections import OrderedDict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from ..types import AnswerResult, Outcome

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..options import AnswerStyle

_NON_WORD: Final = re.compile(r"[^\w\s]")
_SPACE: Final = re.compile(r"\s+")


def normalise_query(query: str) -> str:
    """Lower-case, drop punctuation and fold white space."""
    return _SPACE.sub(" ", _NON_WORD.sub(" ", query.lower())).strip()


def cache_key(
    source_used: str,
    query: str,
    *,
    style: AnswerStyle,
    language: str,
    source: str = "auto",
    claims: bool = False,
) -> str:
    """Return the key of an answer: everything that changes what is spoken.

    ``{source_used}:synth:{style}:{language}:{asked source}:{claims}:{query}`` —
    the source that produced the material leads, so a source's TTL applies; the same
    question in another language, style, asked source or claim mode is another answer.
    """
    checked = "claims" if claims else "plain"
    return (
        f"{source_used.lower()}:synth:{style.value}:{language.lower()}:"
        f"{source.lower()}:{checked}:{normalise_query(query)}"
    )


def material_digest(material: str) -> str:
    """Return a short digest of retrieved material.

    A cached answer is reused only for the very material it was grounded in, never
    for a fresher retrieval that may say something else.
    """
    return hashlib.blake2b(material.encode(), digest_size=16).hexdigest()


@dataclass(frozen=True, slots=True)
class CachedAnswer:
    """What a later identical question reuses."""

    answer: str
    answer_sources: tuple[str, ...]
    speech: str
    material: str = ""  # digest of the retrieval it was grounded in
    grounding: dict[str, Any] | None = None

    @classmethod
    def of(cls, result: AnswerResult, material: str) -> CachedAnswer:
        """Return what a later identical question reuses of a served ``result``."""
        return cls(
            answer=result.answer or "",
            answer_sources=tuple(result.answer_sources),
            speech=result.speech,
            material=material,
            grounding=result.grounding,
        )

    def result(self, query: str) -> AnswerResult:
        """Return this answer served again, marked as cached."""
        return AnswerResult(
            query=query,
            outcome=Outcome.SERVED,
            reason=None,
            speech=self.speech,
            answer=self.answer,
            answer_sources=list(self.answer_sources),
            synthesized=True,
            cached=True,
            grounding=self.grounding,
        )


class AnswerCache:
    """A bounded LRU whose entries expire with their source's TTL."""

    def __init__(
        self, max_entries: int, clock: Callable[[], float] = time.monotonic
    ) -> None:
        """Create an empty cache."""
        self._max_entries = max_entries
        self._clock = clock
        self._entries: OrderedDict[str, tuple[float, CachedAnswer]] = OrderedDict()

    def __len__(self) -> int:
        """Return the number of entries, expired ones included until touched."""
        return len(self._entries)

    def get(self, key: str) -> CachedAnswer | None:
        """Return a live entry and mark it recently used."""
        entry = self._entries.get(key)
        if entry is None:
            return None
        expires, value = entry
        if self._clock() >= expires:
            del self._entries[key]
            return None
        self._entries.move_to_end(key)
        return value

    def put(self, key: str, value: CachedAnswer, ttl: float) -> None:
        """Store ``value`` for ``ttl`` seconds, evicting the least recently used."""
        if self._max_entries <= 0:
            return
        self._entries[key] = (self._clock() + ttl, value)
        self._entries.move_to_end(key)
        while len(self._entries) > self._max_entries:
            self._entries.popitem(last=False)

    def clear(self) -> None:
        """Forget everything (options changed)."""
        self._entries.clear()
