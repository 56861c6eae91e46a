"""The spoken fallback off the event loop: ranking a large material is CPU work.

``Plan.fallback_result`` reads the material into sentences, stems them and ranks
them against the question (``text/extract``): some 2 ms for a couple of kilobytes,
15 to 50 ms at the bound it reads (``SCAN_CHARS``, 32,000 characters; docs/answers.md,
"What you hear without a model"). On the event loop that is time every other
integration of Home Assistant waits, so material over ``INLINE_CHARS`` is ranked in
the default executor, as the material's numbers are (``warmup``). Smaller material
stays inline: the hop to a worker thread and back costs about as much as the ranking.

The same function runs either way, so ``answer`` and ``stream`` speak the same text.
It reads the disagreements of the material the model sees (``conflicts_in``) as the
plan found them before it; where the plan's wait for them ran out, it finds them
itself in the same thread (some 10 to 20 ms for the model's 6,000 characters).
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Final

from ..errors import SynthesisError, SynthesisTimeoutError
from ..text.extract import SCAN_CHARS
from ..types import Outcome, Reason

if TYPE_CHECKING:
    from ..types import AnswerResult
    from .plan import Plan, Recorder

# Material up to this many characters is ranked on the event loop (1 to 2 ms, about
# an executor round trip's worth; 6 KB is some 5 ms and goes to a worker thread).
INLINE_CHARS: Final = 2_000


def ranked_chars(plan: Plan) -> int:
    """Return how many characters of the material the fallback reads."""
    return min(sum(len(section.body) for section in plan.sections), SCAN_CHARS)


async def fallback_result(
    plan: Plan, outcome: Outcome, reason: Reason | None
) -> AnswerResult:
    """Return ``plan.fallback_result(outcome, reason)``, off the loop when large."""
    if ranked_chars(plan) <= INLINE_CHARS:
        return plan.fallback_result(outcome, reason)
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(None, plan.fallback_result, outcome, reason)


async def model_failed(plan: Plan, err: Exception, recorder: Recorder) -> AnswerResult:
    """Record why the model gave nothing; return the material to speak instead."""
    if isinstance(err, SynthesisError):
        code = err.code
    elif isinstance(err, TimeoutError):
        code = SynthesisTimeoutError.code
    else:
        code = "unexpected"
    recorder.add(
        "synthesis_rejected", gate=str(Reason.LLM_ERROR), code=code, error=str(err)
    )
    return await fallback_result(plan, Outcome.REJECTED, Reason.LLM_ERROR)
