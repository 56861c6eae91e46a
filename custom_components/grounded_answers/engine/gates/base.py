"""What every gate sees and what it says back.

A gate judges one sentence of the model's reply (``Candidate``) against the context
of the whole request (``GateContext``) and what the chain has already kept
(``Kept``), and answers with a ``Verdict``: pass it on (possibly rewritten), drop
this sentence, stop the answer before it, hold it until later sentences decide, or
declare the honest miss. The chain (``chain.py``) owns the order and the rule for
what each action does; gates own only their judgement.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping, Sequence

    from ..seams import Verifier
    from ..types import Reason, Section
    from ..verify.claims import Claim


@dataclass(frozen=True)
class GateContext:
    """What the gates judge a reply against: one request's question and material.

    No slots: what is derived from the material is computed once per request
    (``cached_property``), not once per sentence and gate.
    """

    query: str
    sections: Sequence[Section]  # the material exactly as the model saw it
    cap: int  # spoken-length cap of the style
    current_year: int
    spoken_attribution: Callable[[Sequence[str]], str] = lambda _tags: ""
    claim_checking: bool = False
    verifier: Verifier | None = None  # claim checking; None: the reference verifier
    min_confidence: float = 0.5
    language: str = "en"
    _derived: dict[Callable[[GateContext], Any], Any] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )

    @cached_property
    def material(self) -> str:
        """Return the material's text."""
        return "\n\n".join(section.body for section in self.sections)

    @cached_property
    def number_sections(self) -> tuple[tuple[str, str, int], ...]:
        """(tag, label, body length) of each section, as numeric grounding reads them."""
        return tuple((s.tag, s.label, len(s.body)) for s in self.sections)

    @cached_property
    def offered_tags(self) -> tuple[str, ...]:
        """Return the section tags the model could cite, in order."""
        return tuple(dict.fromkeys(section.tag for section in self.sections))

    @cached_property
    def fused(self) -> bool:
        """Whether the material has several sources (the attribution must say which)."""
        return len(self.offered_tags) > 1

    def derived[T](self, build: Callable[[GateContext], T]) -> T:
        """Return ``build(self)``, built once per request: what a gate reads from it.

        A gate keeps its own reading of the material here (the support gate's
        passages) without this module knowing the gate.
        """
        if build not in self._derived:
            self._derived[build] = build(self)
        return self._derived[build]

    @cached_property
    def attribution_room(self) -> int:
        """Characters kept free for the longest attribution the answer may speak."""
        suffix = self.spoken_attribution(self.offered_tags)
        return len(suffix) + 1 if suffix else 0


@dataclass(frozen=True, slots=True)
class Candidate:
    """One sentence of the reply on its way through the gates."""

    text: str  # as the model wrote it (reasoning removed), attribution still on
    body: str = ""  # as it would be spoken: attribution off, cleaned for speech
    tags: tuple[str, ...] = ()  # the attribution this sentence carries
    claims: tuple[Claim, ...] = ()  # claim checking: the verified claims it makes
    index: int = 0  # position among the reply's sentences


@dataclass(frozen=True, slots=True)
class Kept:
    """What the chain has kept so far: the bodies, in order."""

    bodies: tuple[str, ...] = ()
    only_misses: bool = False  # every kept sentence says the sources don't answer

    @property
    def text(self) -> str:
        """Return the kept sentences joined as they would be spoken."""
        return " ".join(self.bodies)


class Action(StrEnum):
    """What the chain does with a sentence after a gate's verdict."""

    PASS = "pass"  # noqa: S105 - not a password: on to the next gate; kept after the last
    DROP = "drop"  # left out; the answer goes on with the next sentence
    STOP = "stop"  # the answer ends before this sentence
    HOLD = "hold"  # kept, but not released until a later sentence decides
    MISS = "miss"  # the sources don't answer: the honest miss is spoken


@dataclass(frozen=True, slots=True)
class Verdict:
    """A gate's decision on one sentence."""

    action: Action
    reason: Reason | None = None  # the outcome reason when it drops or stops
    detail: str = ""  # one line for the explanation event
    candidate: Candidate | None = None  # the rewritten sentence, when a gate rewrites
    token: str | None = None  # the offending token (numeric)
    data: Mapping[str, Any] = field(default_factory=dict)  # extra event data

    @property
    def passed(self) -> bool:
        """Whether the sentence goes on (held sentences go on too)."""
        return self.action in (Action.PASS, Action.HOLD)


PASS: Final = Verdict(Action.PASS)


def drop(reason: Reason, detail: str, **data: Any) -> Verdict:
    """Leave this sentence out; the answer goes on."""
    return Verdict(Action.DROP, reason, detail, data=data)


def stop(reason: Reason, detail: str, token: str | None = None, **data: Any) -> Verdict:
    """End the answer before this sentence."""
    return Verdict(Action.STOP, reason, detail, token=token, data=data)
