"""Gate evaluation: load JSON Lines cases, script their router and model, judge results.

Only the router and the model are scripted (the case's ``result`` and ``llm_output``
or ``llm_error``); pre-flight, sections, prompt, gates and rendering are production
code with production defaults plus the case's ``config``. Running a case on the
stream and answer paths is ``scripts.eval_paths``.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, fields
from datetime import datetime
from typing import TYPE_CHECKING, Any, ClassVar

from custom_components.grounded_answers.engine.errors import (
    ModelNotFoundError,
    SynthesisConnectionError,
    SynthesisError,
    SynthesisServerError,
    SynthesisTimeoutError,
)
from custom_components.grounded_answers.engine.followup.rewrite import (
    REWRITE_SYSTEM_PROMPT,
)
from custom_components.grounded_answers.engine.followup.turns import Turn
from custom_components.grounded_answers.engine.options import AnswerStyle, EngineOptions
from custom_components.grounded_answers.engine.pipeline.engine import AnswerEngine
from custom_components.grounded_answers.engine.route.classify import EscalationCounter
from custom_components.grounded_answers.engine.route.search import ClassifyingRouter
from custom_components.grounded_answers.engine.seams import CHOOSING_SOURCES
from custom_components.grounded_answers.engine.synth.ollama import (
    SynthesisReply,
    SynthesisRequest,
)
from custom_components.grounded_answers.engine.types import (
    AnswerResult,
    Outcome,
    Retrieval,
)

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Sequence
    from pathlib import Path


LLM_ERRORS: dict[str, type[SynthesisError]] = {
    "timeout": SynthesisTimeoutError,
    "connection": SynthesisConnectionError,
    "http_500": SynthesisServerError,
    "model_not_found": ModelNotFoundError,
}
# Case config keys that are not engine options.
_LLM_CONFIGURED = "llm_configured"
_REQUIRED = ("id", "query", "result", "expect")
_OUTCOMES = frozenset(outcome.value for outcome in Outcome)
_STYLES = frozenset(style.value for style in AnswerStyle)
_OPTIONS = frozenset(option.name for option in fields(EngineOptions))
# What a case expects of a follow-up (``expect.followup``): resolved, answered as
# asked because nothing in it leans on the history, or leaning on nothing found.
FOLLOWUPS = ("resolved", "standalone", "unresolved")
_FOLLOWUP_EVENTS = frozenset(
    {"question_resolved", "question_unresolved", "rewrite_discarded", "rewrite_failed"}
)
_TURN_KEYS = frozenset({"question", "answer", "resolved"})
# A model streams words with their spaces attached ("metres. " holds a boundary).
_PIECE = re.compile(r"\s+|\S+\s*")


class CaseError(ValueError):
    """A case file that cannot be read, or a case that breaks the format."""


@dataclass(frozen=True, slots=True)
class ScriptedRouter(ClassifyingRouter):
    """Returns the case's material for any query."""

    result: str
    source_used: str
    escalation: EscalationCounter = field(
        default_factory=EscalationCounter, compare=False, repr=False
    )
    source_names: ClassVar[None] = None
    accepted_sources: ClassVar[tuple[str, ...]] = CHOOSING_SOURCES

    async def search(
        self,
        query: str,
        source: str = "auto",  # noqa: ARG002 - the protocol's signature
        fusion_sources: Sequence[str] | None = None,  # noqa: ARG002
    ) -> Retrieval:
        """Return the scripted material, whatever source was asked for."""
        return Retrieval(query=query, source_used=self.source_used, result=self.result)


def model_pieces(text: str) -> list[str]:
    """Split ``text`` as a model streams it: word by word, spaces attached."""
    return _PIECE.findall(text)


@dataclass(slots=True)
class ScriptedSynthesizer:
    """Returns the case's model output verbatim, or fails as the case says.

    A follow-up's rewrite call (its own system prompt) gets the case's
    ``rewrite_output`` (none: an empty proposal, which the rewrite gate discards)
    and never the answer's error: each call is scripted on its own.
    """

    output: str | None
    error: str | None = None
    requests: list[SynthesisRequest] = field(default_factory=list)
    rewrite: str | None = None

    async def complete(self, request: SynthesisRequest) -> SynthesisReply:
        """Return the scripted reply or raise the scripted error."""
        self.requests.append(request)
        if request.system == REWRITE_SYSTEM_PROMPT:
            return SynthesisReply(text=self.rewrite or "", model="scripted")
        if self.error is not None:
            raise LLM_ERRORS[self.error](f"scripted {self.error}")
        return SynthesisReply(text=self.output or "", model="scripted")

    async def stream(self, request: SynthesisRequest) -> AsyncIterator[str]:
        """Yield the scripted reply in small pieces, the way a model streams it."""
        reply = await self.complete(request)
        for piece in model_pieces(reply.text):
            yield piece

    async def warm_up(self) -> None:
        """Do nothing: a script has no model to load."""


def load_cases(path: Path) -> list[dict[str, Any]]:
    """Read a JSON Lines file of cases (blank lines skipped); CaseError if malformed."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeError) as err:
        raise CaseError(
            f"{path}: cannot read: {getattr(err, 'strerror', err)}"
        ) from err
    cases = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            case = json.loads(line)
        except ValueError as err:
            raise CaseError(f"{path}:{number}: not JSON: {err}") from err
        if (problem := case_problem(case)) is not None:
            raise CaseError(f"{path}:{number}: {problem}")
        cases.append(case)
    return cases


def case_problem(case: Any) -> str | None:  # noqa: PLR0911 - one return per rule
    """Return what makes ``case`` break the format, or None."""
    if not isinstance(case, dict):
        return "not a JSON object"
    if missing := [key for key in _REQUIRED if key not in case]:
        return f"missing {', '.join(missing)}"
    expect = case["expect"]
    if not isinstance(expect, dict) or expect.get("outcome") not in _OUTCOMES:
        return f"expect.outcome must be one of {sorted(_OUTCOMES)}"
    if case.get("style", AnswerStyle.VOICE) not in _STYLES:
        return f"style must be one of {sorted(_STYLES)}"
    if case.get("llm_error") is not None and case["llm_error"] not in LLM_ERRORS:
        return f"llm_error must be one of {sorted(LLM_ERRORS)}"
    config = case.get("config", {})
    if not isinstance(config, dict):
        return "config must be an object"
    if unknown := sorted(set(config) - _OPTIONS - {_LLM_CONFIGURED}):
        return f"unknown config options {unknown}"
    if "known_gap" in case and not (
        isinstance(case["known_gap"], str) and case["known_gap"].strip()
    ):
        return "known_gap must say why, as a non-empty string"
    if "now" in case:
        try:
            datetime.fromisoformat(case["now"])
        except TypeError, ValueError:
            return f"now is not ISO 8601: {case['now']!r}"
    return _followup_problem(case)


def _followup_problem(case: dict[str, Any]) -> str | None:
    """Return what breaks the format in a case's ``history`` or follow-up fields."""
    history = case.get("history", [])
    if not isinstance(history, list) or not all(
        isinstance(turn, dict)
        and isinstance(turn.get("question"), str)
        and set(turn) <= _TURN_KEYS
        and all(isinstance(turn.get(key, ""), str | None) for key in _TURN_KEYS)
        for turn in history
    ):
        return (
            "history must be a list of turns "
            '{"question": str, "answer": str, "resolved": str}'
        )
    followup = case["expect"].get("followup")
    if followup is not None and followup not in FOLLOWUPS:
        return f"expect.followup must be one of {list(FOLLOWUPS)}"
    if not isinstance(case.get("rewrite_output", ""), str):
        return "rewrite_output must be a string"
    return None


def history_of(case: dict[str, Any]) -> list[Turn]:
    """Return a case's earlier turns, most recent last."""
    return [
        Turn(turn["question"], turn.get("answer") or "", turn.get("resolved"))
        for turn in case.get("history", [])
    ]


def engine_for_case(case: dict[str, Any]) -> AnswerEngine:
    """Build the production engine with the case's router, model and options."""
    config = dict(case.get("config", {}))
    configured = config.pop(_LLM_CONFIGURED, True)
    config.setdefault("route_queries", False)  # the format bypasses the classifier
    if case.get("verify"):
        config["claim_checking"] = True
    options = EngineOptions().with_overrides(config)
    synthesizer = (
        ScriptedSynthesizer(
            case.get("llm_output"),
            case.get("llm_error"),
            rewrite=case.get("rewrite_output"),
        )
        if configured
        else None
    )
    router = ScriptedRouter(case["result"], case.get("source_used", "kiwix"))
    today = (
        datetime.fromisoformat(case["now"]).date()
        if "now" in case
        else datetime.now().astimezone().date()
    )
    return AnswerEngine(router, options, synthesizer, today=lambda: today)


def judge(expect: dict[str, Any], result: AnswerResult) -> list[str]:
    """Return what differs from the expectation (empty when the case passed)."""
    failures: list[str] = []
    speech = result.speech.lower()
    if result.outcome.value != expect["outcome"]:
        failures.append(f"outcome {expect['outcome']}, got {result.outcome.value}")
    if "reason" in expect and result.reason != expect["reason"]:
        failures.append(f"reason {expect['reason']}, got {plain(result.reason)}")
    failures.extend(
        f"speech to include {text!r}"
        for text in expect.get("speech_includes", [])
        if text.lower() not in speech
    )
    failures.extend(
        f"speech to exclude {text!r}"
        for text in expect.get("speech_excludes", [])
        if text.lower() in speech
    )
    if "answer_sources" in expect and sorted(result.answer_sources) != sorted(
        expect["answer_sources"]
    ):
        failures.append(
            f"answer_sources {sorted(expect['answer_sources'])}, "
            f"got {sorted(result.answer_sources)}"
        )
    limit = expect.get("max_speech_chars")
    if limit is not None and len(result.speech) > limit:
        failures.append(f"speech of at most {limit} chars, got {len(result.speech)}")
    if not result.speech.strip():
        failures.append("non-empty speech")
    failures.extend(_judge_claims(expect, result))
    failures.extend(_judge_followup(expect, result))
    return failures


def _judge_followup(expect: dict[str, Any], result: AnswerResult) -> list[str]:
    """Judge ``followup``, ``resolved_query`` and ``resolved_by`` from the events.

    ``standalone`` means untouched: no resolution, no rewrite asked of the model.
    """
    failures: list[str] = []
    kinds = {event.kind for event in result.events}
    resolved = next(
        (e.data for e in result.events if e.kind == "question_resolved"), None
    )
    followup = expect.get("followup")
    if followup == "resolved" and resolved is None:
        failures.append("the question resolved, it was not")
    if followup == "standalone" and kinds & _FOLLOWUP_EVENTS:
        failures.append(
            f"the question untouched, got {sorted(kinds & _FOLLOWUP_EVENTS)}"
        )
    if followup == "unresolved" and (
        resolved is not None or "question_unresolved" not in kinds
    ):
        failures.append(
            f"the follow-up unresolved, got {plain(result.resolved_query)!r}"
        )
    if "resolved_query" in expect and _words(result.resolved_query) != _words(
        expect["resolved_query"]
    ):
        failures.append(
            f"resolved_query {expect['resolved_query']!r}, "
            f"got {result.resolved_query!r}"
        )
    if "resolved_by" in expect and (resolved or {}).get("by") != expect["resolved_by"]:
        failures.append(
            f"resolved_by {expect['resolved_by']}, got {(resolved or {}).get('by')}"
        )
    return failures


def _words(text: str | None) -> str | None:
    """Return ``text`` lower-cased, its punctuation and spacing folded."""
    if text is None:
        return None
    return " ".join(re.findall(r"[^\W_]+(?:'[^\W_]+)*", text.lower()))


def _judge_claims(expect: dict[str, Any], result: AnswerResult) -> list[str]:
    """Judge ``verified`` and ``dropped_claims`` from the grounding metadata."""
    grounding = result.grounding or {}
    return [
        f"{key} {expect[key]}, got {grounding.get(key)}"
        for key in ("verified", "dropped_claims")
        if key in expect and grounding.get(key) != expect[key]
    ]


def plain(value: object) -> str | None:
    """Return an enum's value (or any value) as a plain string; None stays None."""
    return None if value is None else str(getattr(value, "value", value))
