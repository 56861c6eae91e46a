"""The answer's words around each of its numbers, read one sentence at a time."""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from .cues import change_role, now_role, qualifies
from .words import CLAUSE, STATEMENT, content_list, content_words, cut_at

if TYPE_CHECKING:
    from ...text.numbers import NumberMention

_QUALIFIER_REACH: Final = 3  # the nearest mentions on each side


@dataclass(frozen=True, slots=True)
class Wording:
    """The answer's words around one of its numbers."""

    words: frozenset[str]  # content words of its statement, less other numbers' clauses
    lead: str | None  # first content word of the statement: usually its subject
    qualifiers: tuple[NumberMention, ...] = ()  # numbers qualifying it: "in 2020"
    role: str | None = None  # "to" / "from": which end of a change it names
    siblings: tuple[NumberMention, ...] = ()  # the statement's other numbers


class SentenceWords:
    """The words of one answer sentence, cut into statements and clauses once.

    Each statement's clauses are read once, so a sentence's wordings cost time
    linear in its length for each mention (never a clause scan per other mention).
    """

    def __init__(
        self,
        text: str,
        masked: str,
        start: int,
        end: int,
        inside: list[NumberMention],
    ) -> None:
        """Cut ``masked[start:end]`` into statements; ``inside`` are its mentions."""
        self._text = text
        self._masked = masked
        self._statements = cut_at(STATEMENT, masked, start, end)
        self._bounds = [a for a, _ in self._statements]
        self._inside = inside
        self._starts = [m.start for m in inside]
        self._cache: dict[int, tuple[frozenset[str], list[tuple[int, int]], list]] = {}
        self._heads: dict[int, tuple[str | None, str | None]] = {}

    def _statement(self, index: int) -> tuple[frozenset[str], list, list]:
        """Words of the number-free clauses, the clauses, and their words."""
        cached = self._cache.get(index)
        if cached is None:
            a, b = self._statements[index]
            clauses = cut_at(CLAUSE, self._masked, a, b)
            base: set[str] = set()
            own = []
            for c, d in clauses:
                words = content_words(self._masked[c:d])
                own.append(words)
                low = bisect.bisect_left(self._starts, c)
                if low >= len(self._starts) or self._starts[low] >= d:
                    base |= words
            cached = self._cache[index] = (frozenset(base), clauses, own)
        return cached

    def wording(self, m: NumberMention) -> Wording:
        """Words of the mention's statement, less the clauses that hold other numbers."""
        index = max(0, bisect.bisect_right(self._bounds, m.start) - 1)
        a, b = self._statements[index]
        base, clauses, own = self._statement(index)
        ends = [d for _, d in clauses]
        at = min(bisect.bisect_right(ends, m.start), len(clauses) - 1)
        words = base | own[at]
        lead, now = self._heads.get(index) or self._heads.setdefault(
            index,
            (
                next(iter(content_list(self._masked[a:b])), None),
                now_role(self._text[a:b]),
            ),
        )
        low = bisect.bisect_left(self._starts, a)
        high = bisect.bisect_left(self._starts, b, low)
        here = bisect.bisect_left(self._starts, m.start, low, high)
        near = sorted(
            self._inside[max(low, here - _QUALIFIER_REACH) : here]
            + self._inside[here + 1 : min(high, here + 1 + _QUALIFIER_REACH)],
            key=lambda o: abs(o.start - m.start),
        )
        qualifiers = tuple(o for o in near if qualifies(o, m))
        return Wording(
            frozenset(words),
            lead,
            qualifiers,
            change_role(self._text, m.start, a) or now,
            tuple(o for o in near if o is not m),
        )
