"""Gate evaluation: run JSON Lines cases through the real pipeline and judge them.

Only the router and the model are scripted (the case's ``result`` and ``llm_output``
or ``llm_error``); pre-flight, sections, prompt, gates and rendering are production
code with production defaults plus the case's ``config``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from custom_components.grounded_answers.engine.errors import (
    ModelNotFoundError,
    SynthesisConnectionError,
    SynthesisError,
    SynthesisServerError,
    SynthesisTimeoutError,
)
from custom_components.grounded_answers.engine.options import AnswerStyle, EngineOptions
from custom_components.grounded_answers.engine.pipeline.engine import AnswerEngine
from custom_components.grounded_answers.engine.synth.ollama import (
    SynthesisReply,
    SynthesisRequest,
)
from custom_components.grounded_answers.engine.types import AnswerResult, Retrieval

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


@dataclass(frozen=True, slots=True)
class ScriptedRouter:
    """Returns the case's material for any query."""

    result: str
    source_used: str

    async def search(
        self,
        query: str,
        source: str = "auto",  # noqa: ARG002 - the protocol's signature
        fusion_sources: Sequence[str] | None = None,  # noqa: ARG002
    ) -> Retrieval:
        """Return the scripted material, whatever source was asked for."""
        return Retrieval(query=query, source_used=self.source_used, result=self.result)


@dataclass(slots=True)
class ScriptedSynthesizer:
    """Returns the case's model output verbatim, or fails as the case says."""

    output: str | None
    error: str | None = None
    requests: list[SynthesisRequest] = field(default_factory=list)

    async def complete(self, request: SynthesisRequest) -> SynthesisReply:
        """Return the scripted reply or raise the scripted error."""
        self.requests.append(request)
        if self.error is not None:
            raise LLM_ERRORS[self.error](f"scripted {self.error}")
        return SynthesisReply(text=self.output or "", model="scripted")

    async def stream(self, request: SynthesisRequest) -> AsyncIterator[str]:
        """Yield the scripted reply in one piece."""
        reply = await self.complete(request)
        yield reply.text


@dataclass(frozen=True, slots=True)
class CaseOutcome:
    """One case's result and what was wrong with it."""

    case_id: str
    result: AnswerResult
    failures: list[str]

    @property
    def passed(self) -> bool:
        """Return True when every expectation held."""
        return not self.failures


def load_cases(path: Path) -> list[dict[str, Any]]:
    """Read a JSON Lines file of cases (blank lines skipped)."""
    cases = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            try:
                cases.append(json.loads(line))
            except ValueError as err:
                raise ValueError(f"{path}:{number}: not JSON: {err}") from err
    return cases


def engine_for_case(case: dict[str, Any]) -> AnswerEngine:
    """Build the production engine with the case's router, model and options."""
    config = dict(case.get("config", {}))
    configured = config.pop(_LLM_CONFIGURED, True)
    config.setdefault("route_queries", False)  # the format bypasses the classifier
    if case.get("verify"):
        config["claim_checking"] = True
    options = EngineOptions().with_overrides(config)
    synthesizer = (
        ScriptedSynthesizer(case.get("llm_output"), case.get("llm_error"))
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


async def run_case(case: dict[str, Any]) -> CaseOutcome:
    """Run one case and judge it against its ``expect``."""
    engine = engine_for_case(case)
    style = AnswerStyle(case.get("style", AnswerStyle.VOICE))
    result = await engine.answer(case["query"], style=style)
    return CaseOutcome(case["id"], result, judge(case["expect"], result))


def judge(expect: dict[str, Any], result: AnswerResult) -> list[str]:
    """Return what differs from the expectation (empty when the case passed)."""
    failures: list[str] = []
    speech = result.speech.lower()
    if result.outcome.value != expect["outcome"]:
        failures.append(f"outcome {expect['outcome']}, got {result.outcome.value}")
    if "reason" in expect and result.reason != expect["reason"]:
        failures.append(f"reason {expect['reason']}, got {result.reason}")
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
    return failures


def _judge_claims(expect: dict[str, Any], result: AnswerResult) -> list[str]:
    """Judge ``verified`` and ``dropped_claims`` from the grounding metadata."""
    grounding = result.grounding or {}
    return [
        f"{key} {expect[key]}, got {grounding.get(key)}"
        for key in ("verified", "dropped_claims")
        if key in expect and grounding.get(key) != expect[key]
    ]


async def run_cases(cases: list[dict[str, Any]]) -> list[CaseOutcome]:
    """Run every case in order."""
    return [await run_case(case) for case in cases]


def describe_failure(outcome: CaseOutcome) -> str:
    """Return the ``FAIL id: expected … got …`` line of a failed case."""
    detail = "; ".join(outcome.failures)
    return (
        f"FAIL {outcome.case_id}: expected {detail} (speech: {outcome.result.speech!r})"
    )


def outcome_record(outcome: CaseOutcome) -> dict[str, Any]:
    """Return a case's full result for ``--json``."""
    return {
        "id": outcome.case_id,
        "passed": outcome.passed,
        "failures": outcome.failures,
        **outcome.result.as_dict(),
    }
