"""The numeric gate: every number in a sentence sits where the material puts it.

The judgement is ``numbers/``' (values, then binding); this gate only turns its
finding into the chain's verdict. An ungrounded number ends the answer before its
sentence: the sentences already kept were checked, the rest of the reply is not
trusted once the model has invented a number.

Where the sources disagree (``conflicts``), binding reaches the sources the sentence
names: a value of the disagreement given to a source that does not state it ("the
encyclopedia says 324 metres" when 324 is the web's) is not where the material puts
it either, and ends the answer the same way. Naming a source is attributing to it:
a sentence the whole material does not ground is judged again piece by piece, each
against the source it names, so that another source's different value is no rival.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..types import Reason
from .base import PASS, Verdict, stop
from .conflicts import by_source, misattributed, naming
from .numbers import check_numbers

if TYPE_CHECKING:
    from collections.abc import Sequence

    from .base import Candidate, GateContext, Kept
    from .numbers import NumericFinding


def numeric_gate(candidate: Candidate, ctx: GateContext, kept: Kept) -> Verdict:
    """Stop at a number the material does not carry where the sentence puts it."""
    named = naming(candidate.body, ctx)
    if named is not None:
        wrong = misattributed(named, ctx)
        if wrong is not None:
            return stop(Reason.NUMERIC, wrong.detail, token=wrong.token)
    finding = _check(candidate.body, ctx, candidate.tags)
    if finding is None:
        return PASS
    pieces = by_source(candidate.body, named, ctx) if named is not None else None
    if pieces is not None:
        # Each source's values are judged against that source alone: another's
        # different value is no rival ("330 metres according to the encyclopedia and
        # 324 according to a web search").
        finding = next(
            (
                found
                for text, tags in pieces
                if (found := _check(text, ctx, tags or candidate.tags)) is not None
            ),
            None,
        )
        if finding is None:
            return PASS
    return stop(Reason.NUMERIC, finding.detail, token=finding.token)


def _check(text: str, ctx: GateContext, tags: Sequence[str]) -> NumericFinding | None:
    return check_numbers(
        text,
        ctx.material,
        query=ctx.query,
        current_year=ctx.current_year,
        language=ctx.language,
        sections=ctx.number_sections,
        attributed=tags,
    )
