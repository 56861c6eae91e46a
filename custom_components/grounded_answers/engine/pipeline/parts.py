"""The engine's collaborators and shared state, handed to every stage by value.

Stages take ``Parts`` instead of the engine, so none of them depends on the
``AnswerEngine`` facade (and the facade depends on all of them, one way).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import asyncio
    from collections.abc import Callable
    from datetime import date

    from ..options import EngineOptions
    from ..route.classify import EscalationCounter
    from ..seams import Router, Synthesizer, Verifier
    from .cache import AnswerCache
    from .sharing import InFlight


@dataclass(frozen=True, slots=True)
class Parts:
    """What answering a question needs besides the question."""

    router: Router
    options: EngineOptions
    synthesizer: Synthesizer | None
    verifier: Verifier | None  # claim checking; None: the model-free reference
    cache: AnswerCache
    in_flight: InFlight
    model_slots: asyncio.Semaphore  # model calls at once
    escalation: EscalationCounter  # the share of questions that needed a model
    clock: Callable[[], float]  # event timings
    today: Callable[[], date]  # the numeric gate's current-year exemption
