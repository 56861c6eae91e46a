"""Values that flow through the answer engine, and the bounds of what they report."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Final

from .sources_registry import ENGLISH_SOURCE_NAMES
from .text.sentences import scrub_surrogates

# The largest bus event or trace entry (bytes of its JSON, non-ASCII escaped): the
# recorder keeps every event, and a router may send a megabyte per question.
MAX_EVENT_BYTES: Final = 32 * 1024
# How far ``bounded`` shortens, step by step, until the JSON fits: the longest
# string kept, the most list items and dict entries kept.
_SHORTENING: Final = ((1000, 20, 64), (200, 8, 24), (40, 3, 12))
_LAST_RESORT_CHARS: Final = 20
_LAST_RESORT_KEYS: Final = 32
_MAX_DEPTH: Final = 6


class Outcome(StrEnum):
    """What the user got."""

    SERVED = "served"  # the synthesized answer
    HONEST_MISS = "honest_miss"  # "the sources don't answer this" (a success)
    REJECTED = "rejected"  # a gate or the model failed: the raw result is spoken
    SKIPPED = "skipped"  # synthesis never ran: the raw result is spoken


class Reason(StrEnum):
    """Why an answer was not the synthesized one: a gate or a pre-flight rule.

    The one list of reasons; outcomes, events, statistics and the eval compare these.
    """

    # gates (a rejection speaks the material)
    EMPTY = "empty"
    ATTRIBUTION = "attribution"
    ECHO = "echo"
    NUMERIC = "numeric"
    CLAIMS = "claims"
    SUPPORT = "support"  # a sentence the material does not say, or a claimed action
    LENGTH = "length"
    VERIFIER_UNAVAILABLE = "verifier_unavailable"
    REASONING = "reasoning"  # a late reasoning tag ended a stream
    HONEST_MISS = "honest_miss"  # a miss token after sentences were kept
    GATE_ERROR = "gate_error"  # a gate crashed: a bug, the material is spoken
    LLM_ERROR = "llm_error"
    # The turn's deadline came before the model finished: the best speech so far.
    DEADLINE = "deadline"
    # pre-flight (synthesis never ran)
    NOTHING_HEARD = "nothing_heard"  # no letter or digit: nothing to look up
    DISABLED = "disabled"
    LLM_UNCONFIGURED = "llm_unconfigured"
    EMPTY_RESULT = "empty_result"
    INPUT_TOO_SHORT = "input_too_short"
    CHANGES_PROSE = "changes_prose"
    ROUTER_ERROR = "router_error"


@dataclass(frozen=True, slots=True)
class Section:
    """One section of router material: a fusion section or the whole result."""

    tag: str  # lower-cased SOURCE of its header, or source_used
    body: str
    label: str = ""


@dataclass(frozen=True, slots=True)
class Retrieval:
    """What a router returned for a query."""

    query: str
    source_used: str
    result: str
    cached: bool = False


@dataclass(frozen=True, slots=True)
class Event:
    """One decision of the engine, in the order it was taken."""

    kind: str
    elapsed_ms: float
    data: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        """Return a JSON-ready dict, under ``MAX_EVENT_BYTES`` (a trace entry)."""
        return bounded(
            {"kind": self.kind, "elapsed_ms": round(self.elapsed_ms, 3), **self.data}
        )


@dataclass(frozen=True, slots=True)
class SpokenPhrases:
    """Sentences the engine speaks itself; Home Assistant passes translations.

    Hashable (pairs, not a dict), so identical questions in one language can share
    an answer.
    """

    nothing_found: str = "I couldn't find anything about that."
    nothing_heard: str = "Sorry, I didn't catch that."
    router_unavailable: str = "I couldn't reach the knowledge service."
    # The built-in router: every source asked failed (none said "nothing").
    sources_unavailable: str = "I couldn't reach any of the sources."
    # The turn's deadline came before any material did.
    deadline_reached: str = "The sources took too long to answer."
    honest_miss: str = "The retrieved sources don't answer this."
    # "{sources}" becomes e.g. "Wikipedia and the news"
    attribution: str = "According to {sources}."
    list_joiner: str = " and "
    source_names: tuple[tuple[str, str], ...] = ENGLISH_SOURCE_NAMES

    def source_name(self, tag: str) -> str:
        """Return the spoken name of a source tag (the tag itself when unknown)."""
        return dict(self.source_names).get(tag, tag)


@dataclass(slots=True, kw_only=True)
class AnswerResult:
    """Everything about one answer; the same value feeds speech, traces and services."""

    query: str
    outcome: Outcome
    reason: Reason | None
    speech: str
    result: str = ""
    source_used: str | None = None
    answer: str | None = None
    answer_sources: list[str] = field(default_factory=list)
    synthesized: bool = False
    cached: bool = False
    grounding: dict[str, Any] | None = None
    # False when a gate or the model ended a served answer before its reply did:
    # every spoken sentence passed, the rest of the reply was never spoken.
    complete: bool = True
    events: list[Event] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)
    # The standalone question a follow-up was resolved to (what was routed); None
    # when the utterance stood alone and was answered as asked.
    resolved_query: str | None = None
    # True only when the speech ends with a question the agent itself asks (a
    # clarification): the satellite keeps listening then, and never otherwise.
    asks_user: bool = False

    def as_dict(self) -> dict[str, Any]:
        """Return a JSON-ready dict (service responses, diagnostics, eval output)."""
        return {
            "query": self.query,
            "resolved_query": self.resolved_query,
            "asks_user": self.asks_user,
            "answer": self.answer,
            "answer_sources": list(self.answer_sources),
            "synthesized": self.synthesized,
            "outcome": self.outcome.value,
            "reason": None if self.reason is None else str(self.reason),
            "complete": self.complete,
            "speech": self.speech,
            "result": self.result,
            "source_used": self.source_used,
            "cached": self.cached,
            "grounding": self.grounding,
            "events": [event.as_dict() for event in self.events],
            "timings": {name: round(ms, 3) for name, ms in self.timings.items()},
        }


def bounded(data: dict[str, Any], max_bytes: int = MAX_EVENT_BYTES) -> dict[str, Any]:
    """
    Return ``data`` as JSON-ready values whose JSON stays under ``max_bytes``.

    Lone surrogates become U+FFFD (every JSON encoder accepts the result). When the
    JSON is too large, long strings, lists and dicts are shortened in steps — lists
    keep their first items and their last (an answer's last event concludes it) —
    and ``truncated: true`` says so. Whatever the input, the last step keeps only
    short top-level scalars, which always fit.
    """
    clean = _shorten(data, None, 0)
    if _json_size(clean) < max_bytes:
        return clean
    for limits in _SHORTENING:
        shortened = {**_shorten(data, limits, 0), "truncated": True}
        if _json_size(shortened) < max_bytes:
            return shortened
    limits = (_LAST_RESORT_CHARS, 0, _LAST_RESORT_KEYS)
    scalars = {
        key: value
        for key, value in _shorten(data, limits, 0).items()
        if not isinstance(value, dict | list)
    }
    return {**scalars, "truncated": True}


def _shorten(value: Any, limits: tuple[int, int, int] | None, depth: int) -> Any:
    """Return ``value`` JSON-ready, cut to ``limits`` (chars, items, entries)."""
    if isinstance(value, str):
        text = scrub_surrogates(value)
        return text if limits is None or len(text) <= limits[0] else text[: limits[0]]
    if value is None or isinstance(value, bool | int | float):
        return value
    if depth >= _MAX_DEPTH:
        return _shorten(str(value), limits, depth)
    if isinstance(value, dict):
        entries = list(value.items())
        if limits is not None:
            entries = entries[: limits[2]]
        return {
            _shorten(str(key), limits, depth): _shorten(item, limits, depth + 1)
            for key, item in entries
        }
    if isinstance(value, list | tuple | set | frozenset):
        items = list(value)
        if limits is not None and len(items) > limits[1]:
            items = [*items[: max(0, limits[1] - 1)], items[-1]] if limits[1] else []
        return [_shorten(item, limits, depth + 1) for item in items]
    return _shorten(str(value), limits, depth)


def _json_size(data: dict[str, Any]) -> int:
    """Return the bytes of ``data``'s JSON, non-ASCII escaped (the larger form)."""
    return len(json.dumps(data))
