"""What a sentence attaches to one of its numbers: the place binding compares.

``segments.attach`` builds one per number of a sentence, of the answer and of the
material alike; ``surroundings`` and ``spelling`` return changed copies.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .cues import Family


@dataclass(frozen=True, slots=True)
class Local:
    """What a sentence attaches to one of its numbers."""

    tokens: frozenset[str]  # words, numbers of other kinds, the end of a range
    noun: frozenset[str]  # its counted noun: "charge cycles", "Zucker"
    segment: tuple[int, int]  # the span the tokens come from, for a detail line
    family: Family  # what the number competes with
    weights: dict[str, float] = field(default_factory=dict, compare=False)
    labelled: bool = False  # on a label line: "Elevation: 3,776 m"
    opening: str | None = None  # the sentence's first word, of unknown shape there
    borrowed: frozenset[str] = frozenset()  # elided from an earlier segment
    heading: frozenset[str] = frozenset()  # the label its line opens with: "Café:"
    # Tokens its sentence puts in one place of parallel statements: "main" / "guest".
    contrasts: frozenset[frozenset[str]] = frozenset()
    # Its section's heading (a span), and the words only that heading gives it
    # ("Rent and deposit" above "Monthly rent: £1,250")
    section: tuple[int, int] | None = None
    sectioned: frozenset[str] = frozenset()
