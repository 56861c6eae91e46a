"""The follow-up stage: the first step of planning, before anything is routed.

A question that stands alone (or comes without history) passes untouched: no rule
changes it and no model is asked. A follow-up is resolved by the rules
(``resolve``); when a model is configured and synthesis is on, a short rewrite
(``rewrite``) may replace the rules' result if it passes the rewrite gate, within a
small share of the turn's time. The resolved question is what is routed, searched,
cached and gated; the result keeps the utterance as ``query`` and says what was
answered in ``resolved_query``. Events: ``question_resolved`` {original, resolved,
by: "rule" | "model", rule, rule_resolved, subject, model, model_budget_s},
``question_unresolved`` (a follow-up with no subject to carry over: answered as
asked), ``question_standalone`` {original, by: "model"} (the model's rewrite
repeated the utterance: it stands alone, answered as asked), ``rewrite_discarded`` {why, new_words} and ``rewrite_failed`` {code, error}.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import replace
from typing import TYPE_CHECKING, Final

from ..errors import SynthesisError
from ..pipeline.cache import normalise_query
from ..text.boundary import clean_question
from .resolve import SWITCH, RuleResolution, resolve_by_rules
from .rewrite import UNCHANGED, judge_rewrite, rewrite_budget, rewrite_request

if TYPE_CHECKING:
    from ..pipeline.parts import Parts
    from ..pipeline.plan import Recorder, Request

_LOGGER = logging.getLogger(__name__)

# What became of the model's rewrite (the events' ``model``).
NOT_ASKED, NO_TIME, TIMEOUT, FAILED = "not_asked", "no_time", "timeout", "failed"
DISCARDED, ACCEPTED, STANDS_ALONE = "discarded", "accepted", "stands_alone"
_MAX_EVENT_WORDS: Final = 10


async def resolve_followup(
    parts: Parts, request: Request, recorder: Recorder
) -> Request:
    """Return the request to route: a follow-up resolved, any other as it came."""
    if not request.history:
        return request
    rules = resolve_by_rules(request.query, request.history, request.language)
    if rules is None:
        return request  # it stands alone: never rewritten
    budget = _budget(parts, request, recorder)
    proposal, model = await _rewrite(parts, request, recorder, budget, rules)
    if model == STANDS_ALONE:
        # The model read it as standing alone: answered as asked, not the rules' text.
        recorder.add("question_standalone", original=request.query, by="model")
        return request
    resolved, by = (proposal, "model") if proposal else (rules.text, "rule")
    if resolved is not None:
        resolved = clean_question(resolved).text
    if not resolved or normalise_query(resolved) == normalise_query(request.query):
        recorder.add(
            "question_unresolved",
            original=request.query,
            rule=rules.rule,
            model=model,
            model_budget_s=round(budget, 3),
        )
        return request
    recorder.add(
        "question_resolved",
        original=request.query,
        resolved=resolved,
        by=by,
        rule=rules.rule,
        rule_resolved=rules.text,
        subject=rules.subject,
        model=model,
        model_budget_s=round(budget, 3),
    )
    recorder.resolution = (request.query, resolved)
    return replace(request, query=resolved)


def _budget(parts: Parts, request: Request, recorder: Recorder) -> float:
    """Return the seconds the model may spend on the rewrite (0: it is not asked)."""
    if (
        parts.synthesizer is None
        or not parts.options.synthesis_enabled
        or not request.synthesize
    ):
        return 0.0
    deadline = recorder.deadline
    return rewrite_budget(
        None if deadline is None else deadline.left(), parts.options.llm_timeout
    )


async def _rewrite(  # noqa: PLR0911 - one return per outcome
    parts: Parts,
    request: Request,
    recorder: Recorder,
    budget: float,
    rules: RuleResolution,
) -> tuple[str | None, str]:
    """Ask the model for the standalone question; return it (or None) and why."""
    synthesizer = parts.synthesizer
    if (
        synthesizer is None
        or not parts.options.synthesis_enabled
        or not request.synthesize
    ):
        return None, NOT_ASKED
    if not budget:
        return None, NO_TIME
    call = rewrite_request(request.query, request.history)
    try:
        async with asyncio.timeout(budget), parts.model_slots:
            reply = await synthesizer.complete(call)
    except TimeoutError:
        return None, TIMEOUT
    except SynthesisError as err:
        recorder.add("rewrite_failed", code=err.code, error=str(err))
        return None, FAILED
    except Exception:  # a synthesizer's bug: the rules' resolution still stands
        _LOGGER.exception("The follow-up rewrite failed unexpectedly")
        return None, FAILED
    subject = None if rules.rule == SWITCH else rules.subject
    verdict = judge_rewrite(
        reply.text, request.query, request.history, request.language, subject
    )
    if verdict.why == UNCHANGED:
        return None, STANDS_ALONE
    if verdict.text is None:
        recorder.add(
            "rewrite_discarded",
            why=verdict.why,
            new_words=verdict.new_words[:_MAX_EVENT_WORDS],
        )
        return None, DISCARDED
    return verdict.text, ACCEPTED
