"""A served answer, rendered: speech with its attribution, audit trail, cache entry."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..gates.conflicts import source_cues
from ..gates.conflicts.frames import in_frame
from ..gates.conflicts.naming import find_names
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
    suffix = (
        ""
        if names_all(plan, conclusion.body, sources)
        else (plan.ctx.spoken_attribution(sources))
    )
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


def names_all(plan: Plan, body: str, sources: list[str]) -> bool:
    """Return whether ``body`` names every source it cites, as a source.

    "The encyclopedia says 330 metres; a web search says 324." needs no "According
    to the encyclopedia and a web search." after it: the names would be said twice.
    A source counts as named where the body says its spoken name whole, or a word
    for it in a naming frame ("X says", "according to X", "laut X": ``frames``);
    the same word as the answer's topic ("the World Wide Web was invented in 1989",
    "le site du château") names no source, and the attribution is spoken.
    """
    if not sources:
        return False
    language = plan.ctx.language
    named: set[str] = set()
    for name in find_names(body, plan.ctx.derived(source_cues), language):
        if name.phrase or in_frame(body, name.start, name.end, language):
            named.update(name.tags)
    return named.issuperset(sources)
