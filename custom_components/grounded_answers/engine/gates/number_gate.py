"""The numeric gate: every number in a sentence sits where the material puts it.

The judgement is ``numbers/``' (values, then binding); this gate only turns its
finding into the chain's verdict. An ungrounded number ends the answer before its
sentence: the sentences already kept were checked, the rest of the reply is not
trusted once the model has invented a number.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..types import Reason
from .base import PASS, Verdict, stop
from .numbers import check_numbers

if TYPE_CHECKING:
    from .base import Candidate, GateContext, Kept


def numeric_gate(candidate: Candidate, ctx: GateContext, kept: Kept) -> Verdict:
    """Stop at a number the material does not carry where the sentence puts it."""
    finding = check_numbers(
        candidate.body,
        ctx.material,
        query=ctx.query,
        current_year=ctx.current_year,
        language=ctx.language,
        sections=ctx.number_sections,
        attributed=candidate.tags,
    )
    if finding is None:
        return PASS
    return stop(Reason.NUMERIC, finding.detail, token=finding.token)
