"""The answer engine's facade: one question in, one AnswerResult (or stream) out.

retrieve -> pre-flight -> prompt -> synthesize -> gates -> render. Every decision is
recorded as an Event; every failure ends in the cleaned raw result (or a translated
sentence), never in an exception or an unchecked answer. ``answer`` returns the whole
result and ``stream`` speaks verified sentences as the model writes them; both run
the same ``delivery.AnswerRun``. The stages live in their own modules
(``planning``, ``delivery``, ``render``) and take ``Parts``, never the engine.
Questions enter through ``_request`` only, cleaned and capped (``text.boundary``).
"""

from __future__ import annotations

import asyncio
import time
from datetime import date
from typing import TYPE_CHECKING

from ..followup.turns import Turn, bounded_history
from ..options import AnswerStyle, EngineOptions
from ..text.boundary import clean_question
from ..types import AnswerResult, SpokenPhrases
from .cache import AnswerCache
from .delivery import AnswerRun
from .parts import Parts
from .plan import Plan, Recorder, Request
from .planning import plan as plan_answer
from .sharing import InFlight

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from ..route.classify import EscalationCounter
    from ..seams import Router, Synthesizer, Verifier


class AnswerEngine:
    """Retrieves, synthesizes, gates and renders answers."""

    def __init__(
        self,
        router: Router,
        options: EngineOptions,
        synthesizer: Synthesizer | None = None,
        *,
        verifier: Verifier | None = None,
        clock: Callable[[], float] = time.perf_counter,
        today: Callable[[], date] = date.today,
    ) -> None:
        """Keep the collaborators; the engine owns no I/O of its own.

        ``verifier`` judges claims when claim checking is on; None means the
        model-free reference verifier.
        """
        self.parts = Parts(
            router=router,
            options=options,
            synthesizer=synthesizer,
            verifier=verifier,
            cache=AnswerCache(options.cache_max_entries, clock=time.monotonic),
            in_flight=InFlight(),
            model_slots=asyncio.Semaphore(options.max_concurrent_synthesis),
            # Routers that route keep their own count of questions that needed a model.
            escalation=router.escalation,
            clock=clock,
            today=today,
        )
        self._last_warm_up: float | None = None

    # -- what the glue, scripts and tests read -------------------------------------------

    @property
    def router(self) -> Router:
        """Return the router."""
        return self.parts.router

    @property
    def options(self) -> EngineOptions:
        """Return the engine's options."""
        return self.parts.options

    @property
    def synthesizer(self) -> Synthesizer | None:
        """Return the synthesis backend (None: no model configured)."""
        return self.parts.synthesizer

    @property
    def verifier(self) -> Verifier | None:
        """Return the claim verifier (None: the model-free reference)."""
        return self.parts.verifier

    @property
    def cache(self) -> AnswerCache:
        """Return the answer cache."""
        return self.parts.cache

    @property
    def in_flight(self) -> InFlight:
        """Return the answers being produced right now."""
        return self.parts.in_flight

    @property
    def model_slots(self) -> asyncio.Semaphore:
        """Return the limit on concurrent model calls."""
        return self.parts.model_slots

    @property
    def escalation(self) -> EscalationCounter:
        """Return the share of questions that needed a model."""
        return self.parts.escalation

    # -- public ------------------------------------------------------------------------

    async def answer(
        self,
        query: str,
        *,
        style: AnswerStyle = AnswerStyle.BRIEF,
        phrases: SpokenPhrases | None = None,
        synthesize: bool = True,
        source: str = "auto",
        language: str | None = None,
        history: Sequence[Turn] = (),
    ) -> AnswerResult:
        """Answer ``query`` whole; never raises for router or model failures.

        ``history``: the conversation's earlier turns, most recent last; a follow-up
        ("and when was it built?") is answered as the standalone question it stands
        for (``AnswerResult.resolved_query``).

        The same run as ``stream``, releasing everything at the end: the speech is
        what a satellite would have heard. Identical questions asked while one is
        being answered share its retrieval and its model call.
        """
        run = AnswerRun(
            self.parts,
            self._request(query, style, phrases, synthesize, source, language, history),
            streamed=False,
        )
        async for _ in run:
            pass
        if run.result is None:  # the run always sets it; a bug otherwise
            raise RuntimeError("the answer run ended without a result")
        return run.result

    def stream(
        self,
        query: str,
        *,
        style: AnswerStyle = AnswerStyle.VOICE,
        phrases: SpokenPhrases | None = None,
        synthesize: bool = True,
        source: str = "auto",
        language: str | None = None,
        history: Sequence[Turn] = (),
    ) -> AnswerRun:
        """Return a stream of spoken text; its ``result`` is set once it ends."""
        return AnswerRun(
            self.parts,
            self._request(query, style, phrases, synthesize, source, language, history),
            streamed=True,
        )

    def _request(
        self,
        query: str,
        style: AnswerStyle,
        phrases: SpokenPhrases | None,
        synthesize: bool,
        source: str,
        language: str | None,
        history: Sequence[Turn] = (),
    ) -> Request:
        """Return the request; the question is cleaned and capped here, once.

        Nothing past this point (router, model, events) sees more than
        ``MAX_QUESTION_CHARS`` characters, a lone surrogate or a control character.
        """
        question = clean_question(query)
        return Request(
            question.text,
            style,
            phrases or SpokenPhrases(),
            synthesize,
            source,
            language or self.options.language,
            cut_from=question.original_chars if question.cut else 0,
            history=bounded_history(history),
        )

    async def prepare(self, *, min_interval: float = 60.0) -> None:
        """Warm the model up while the user is still speaking; never raises.

        Rate-limited so a busy house does not hammer the GPU box.
        """
        if self.synthesizer is None or not self.options.synthesis_enabled:
            return
        now = time.monotonic()
        if self._last_warm_up is not None and now - self._last_warm_up < min_interval:
            return
        self._last_warm_up = now
        await self.synthesizer.warm_up()

    # -- stages, shared by answer() and AnswerStream -----------------------------------

    async def plan(self, request: Request, recorder: Recorder) -> Plan | AnswerResult:
        """Retrieve and run pre-flight: a Plan for the model, or the final result."""
        return await plan_answer(self.parts, request, recorder)
