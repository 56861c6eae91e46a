"""A served answer, rendered: speech with its attribution, audit trail, cache entry."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..types import AnswerResult, Outcome
from .cache import CachedAnswer
from .plan import grounding

if TYPE_CHECKING:
    from ..gates.chain import Conclusion
    from .cache import AnswerCache
    from .plan import Plan, Recorder


def served_result(
    cache: AnswerCache, plan: Plan, conclusion: Conclusion, recorder: Recorder
) -> AnswerResult:
    """Render a served answer; cache it unless something ended it early."""
    sources = list(conclusion.tags)
    suffix = plan.ctx.spoken_attribution(sources)
    speech = f"{conclusion.body} {suffix}" if suffix else conclusion.body
    result = AnswerResult(
        query=plan.request.query,
        outcome=Outcome.SERVED,
        reason=None,
        speech=speech,
        answer=conclusion.body,
        answer_sources=sources,
        synthesized=True,
        complete=conclusion.complete,
        grounding=grounding(conclusion, plan.evidence)
        if plan.ctx.claim_checking
        else None,
    )
    if conclusion.complete:
        cache.put(
            plan.slot.key, CachedAnswer.of(result, plan.slot.material), plan.slot.ttl
        )
    recorder.add(
        "answer_served",
        answer_sources=sources,
        chars=len(speech),
        complete=conclusion.complete,
    )
    return result
