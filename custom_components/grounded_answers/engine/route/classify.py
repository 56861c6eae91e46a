"""
The path classifier: decide, before any model runs, whether a query needs one.

Three routes, cheapest first: ``search`` (no model: the cleaned raw result is the
answer), ``single_pass`` (one synthesis over one retrieval) and ``agentic`` (the
question is decomposed, each part retrieved, the material fused). The rules are the
seed design's explainable reference (OpenIndex ``answer/router``), evaluated in order
of cost so that a query two rules claim goes to the more expensive route:

1. a multi-hop cue ("compare", " vs ", "difference between", "how does", ...)
   -> agentic, 0.8;
   a multi-part question (two questions joined by "and", see :mod:`.decompose`)
   -> agentic, 0.65 (our addition: one retrieval cannot serve two topics);
2. a question shape ("?", a question word first, "should i" anywhere)
   -> agentic 0.55 above 12 words, else single_pass 0.75;
3. two words or fewer -> search, 0.7;
4. anything else -> single_pass, 0.5 (unsure: escalate).

:class:`EscalationCounter` watches the share of non-search routes, the figure that
says what the model costs; crossing 0.3 (and falling back) is logged once each, at
the level its owner chooses: a warning only where a model is configured, since
nothing pays for synthesis without one.
``route.search.classified_search`` is ``route_and_search`` for a router that only searches.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final

from .cues import (
    LanguageCues,
    cues_for,
    fold_apostrophes,
    has_cue,
    primary_language,
    words,
)
from .decompose import decompose

_LOGGER = logging.getLogger(__name__)

MAX_NAVIGATIONAL_WORDS: Final = 2
MAX_SINGLE_PASS_WORDS: Final = 12
DEFAULT_ESCALATION_ALARM: Final = 0.3
# The rate must fall this far below the alarm before crossing it counts again, so a
# rate wobbling around the alarm is one change of state, not one per question.
ESCALATION_HYSTERESIS: Final = 0.1


class Route(StrEnum):
    """How much work a query gets, cheapest first."""

    SEARCH = "search"
    SINGLE_PASS = "single_pass"  # noqa: S105 - a route name, not a secret
    AGENTIC = "agentic"


@dataclass(frozen=True, slots=True)
class RouteDecision:
    """A route with its confidence and the rule (and cue) that chose it."""

    route: Route
    confidence: float
    rule: str
    cue: str | None = None
    language: str = "en"

    @property
    def needs_model(self) -> bool:
        """Whether synthesis runs at all on this route."""
        return self.route is not Route.SEARCH

    def event_data(self) -> dict[str, Any]:
        """Return the data of the ``route_decided`` event."""
        return {
            "route": self.route.value,
            "confidence": self.confidence,
            "rule": self.rule,
            "cue": self.cue,
        }


@dataclass(frozen=True, slots=True)
class _Query:
    """A query prepared once for every rule."""

    text: str
    language: str
    lowered: str
    words: list[str]
    cues: LanguageCues


type _Rule = Callable[[_Query], tuple[Route, float, str | None] | None]


def _multi_hop(query: _Query) -> tuple[Route, float, str | None] | None:
    padded = f" {query.lowered} "
    for cue in query.cues.multi_hop:
        if cue in padded:
            return Route.AGENTIC, 0.8, cue.strip()
    return None


def _multi_part(query: _Query) -> tuple[Route, float, str | None] | None:
    parts = decompose(query.text, query.language)
    if len(parts) > 1:
        return Route.AGENTIC, 0.65, f"{len(parts)} parts"
    return None


def _question_shape(query: _Query) -> tuple[Route, float, str | None] | None:
    cue = _question_cue(query)
    if cue is None:
        return None
    if len(query.words) > MAX_SINGLE_PASS_WORDS:
        return Route.AGENTIC, 0.55, cue
    return Route.SINGLE_PASS, 0.75, cue


def _navigational(query: _Query) -> tuple[Route, float, str | None] | None:
    if len(query.words) <= MAX_NAVIGATIONAL_WORDS:
        return Route.SEARCH, 0.7, None
    return None


def _fallback(query: _Query) -> tuple[Route, float, str | None] | None:  # noqa: ARG001
    return Route.SINGLE_PASS, 0.5, None


# Most expensive route first: the first rule that matches wins, so ties escalate.
RULES: Final[tuple[tuple[str, _Rule], ...]] = (
    ("multi_hop", _multi_hop),
    ("multi_part", _multi_part),
    ("question", _question_shape),
    ("navigational", _navigational),
    ("default", _fallback),
)


def _question_cue(query: _Query) -> str | None:
    """Return what makes the query a question, or None."""
    if "?" in query.lowered:
        return "?"
    if query.words and query.words[0] in query.cues.question_words:
        return query.words[0]
    padded = f" {query.lowered} "
    for phrase in query.cues.question_phrases:
        if has_cue(padded, phrase):
            return phrase
    return None


def classify(query: str, language: str = "en") -> RouteDecision:
    """Return the route of ``query``; pure and cheap (no I/O, no model)."""
    lowered = " ".join(fold_apostrophes(query).lower().split())
    prepared = _Query(
        query,
        language,
        lowered,
        [w.lower() for w in words(lowered)],
        cues_for(language),
    )
    for name, rule in RULES:
        verdict = rule(prepared)
        if verdict is not None:
            route, confidence, cue = verdict
            return RouteDecision(
                route, confidence, name, cue, primary_language(language)
            )
    raise AssertionError("the default rule always matches")  # pragma: no cover


class EscalationCounter:
    """Share of recent decisions that needed a model; logs each crossing once."""

    def __init__(
        self,
        *,
        alarm: float = DEFAULT_ESCALATION_ALARM,
        window: int = 200,
        minimum: int = 20,
        level: int = logging.DEBUG,
    ) -> None:
        """
        Watch the last ``window`` decisions; judge only after ``minimum`` of them.

        ``level`` is the log level of a crossing: DEBUG by default (nothing pays for
        a model unless one is configured); the integration raises it to INFO when
        a synthesis model writes the answers (WARNING, once per change of state).
        """
        self._alarm = alarm
        self._minimum = minimum
        self._level = level
        self._recent: deque[bool] = deque(maxlen=window)
        self._alarmed = False

    @property
    def alarmed(self) -> bool:
        """Return whether the rate is above the alarm (since it last crossed it)."""
        return self._alarmed

    @property
    def rate(self) -> float:
        """Return the share of non-search routes among recent decisions (0 if none)."""
        if not self._recent:
            return 0.0
        return sum(self._recent) / len(self._recent)

    @property
    def count(self) -> int:
        """Return how many decisions the window holds."""
        return len(self._recent)

    def record(self, decision: RouteDecision) -> float:
        """Count one decision and return the new rate; log when the state changes."""
        self._recent.append(decision.needs_model)
        rate = self.rate
        if len(self._recent) < self._minimum:
            return rate
        if rate > self._alarm and not self._alarmed:
            self._alarmed = True
            _LOGGER.log(
                self._level,
                "%.0f%% of the last %d questions needed a model (alarm at %.0f%%): "
                "most traffic is paying for synthesis",
                rate * 100,
                len(self._recent),
                self._alarm * 100,
            )
        elif self._alarmed and rate <= self._alarm - ESCALATION_HYSTERESIS:
            self._alarmed = False
            _LOGGER.log(
                self._level,
                "%.0f%% of the last %d questions needed a model: back below the "
                "alarm at %.0f%%",
                rate * 100,
                len(self._recent),
                self._alarm * 100,
            )
        return rate
