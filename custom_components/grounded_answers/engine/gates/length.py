"""The length gate: an answer fits its style's spoken-length cap, cut at sentences.

The budget is the cap less the room the longest possible attribution needs, so a
sentence that fits stays fitting whatever the model names at the end. The first
sentence that does not fit ends the answer; when even the first one does not, the
answer is rejected and the material is spoken instead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..types import Reason
from .base import PASS, Verdict, stop

if TYPE_CHECKING:
    from .base import Candidate, GateContext, Kept


def length_gate(candidate: Candidate, ctx: GateContext, kept: Kept) -> Verdict:
    """Stop at the first sentence that would take the answer over its budget."""
    budget = ctx.cap - ctx.attribution_room
    size = len(kept.text) + (1 if kept.bodies else 0) + len(candidate.body)
    if size <= budget:
        return PASS
    if not kept.bodies:
        return stop(Reason.LENGTH, f"first sentence is over {budget} characters")
    return stop(Reason.LENGTH, f"cut at {len(kept.text)} of {budget} characters")
