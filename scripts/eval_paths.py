"""Run an evaluation case on the engine's delivery paths and compare them.

``stream`` runs the case as a voice satellite hears it (``engine.stream``: the
spoken deltas, joined, must be ``result.speech``); ``answer`` as the ``ask``
service returns it (``engine.answer``). ``both`` runs each on a fresh engine and
also fails a case when the two disagree on outcome, reason or speech.
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from custom_components.grounded_answers.engine.options import AnswerStyle
from scripts.evaluation import engine_for_case, history_of, judge, plain

if TYPE_CHECKING:
    from collections.abc import Callable

    from custom_components.grounded_answers.engine.types import AnswerResult

STREAM, ANSWER, BOTH = "stream", "answer", "both"
PATHS = (STREAM, ANSWER)  # what ``both`` runs, in this order


@dataclass(frozen=True, slots=True)
class PathRun:
    """One path's run of a case: its result (None when none came) and failures."""

    path: str
    result: AnswerResult | None
    failures: list[str]


@dataclass(frozen=True, slots=True)
class CaseOutcome:
    """One case's runs, and where the paths disagreed."""

    case_id: str
    runs: list[PathRun]
    disagreements: list[str]
    # The case's ``known_gap``: why the product does not meet it yet (or "").
    known_gap: str = ""

    @property
    def result(self) -> AnswerResult | None:
        """Return the first path's result (the stream's, with ``both``)."""
        return self.runs[0].result

    @property
    def failures(self) -> list[str]:
        """Return every failure, each named by its path when several ran."""
        named = len(self.runs) > 1
        return [
            f"{run.path}: {failure}" if named else failure
            for run in self.runs
            for failure in run.failures
        ] + self.disagreements

    @property
    def passed(self) -> bool:
        """Return True when every expectation held and the paths agreed."""
        return not self.failures

    @property
    def counts_as_failure(self) -> bool:
        """Return True for a failure not marked as a known gap, or a closed gap.

        A known gap that passes fails the run all the same, as pytest's strict
        xfail does: the mark must go, or it would hide the next regression.
        """
        return self.passed == bool(self.known_gap)


def paths_for(path: str) -> tuple[str, ...]:
    """Return the paths that ``--path`` names."""
    if path == BOTH:
        return PATHS
    if path not in PATHS:
        raise ValueError(f"unknown path {path!r}")
    return (path,)


def _accepts(method: Callable[..., Any], name: str) -> bool:
    """Return True when ``method`` takes the keyword ``name``."""
    return name in inspect.signature(method).parameters


async def run_path(case: dict[str, Any], path: str) -> PathRun:
    """Run ``case`` on one path, on a fresh engine, and judge it."""
    failures: list[str] = []
    try:
        engine = engine_for_case(case)
        method = engine.stream if path == STREAM else engine.answer
        options: dict[str, Any] = {"style": AnswerStyle(case.get("style", "voice"))}
        if "language" in case and _accepts(method, "language"):
            options["language"] = case["language"]
        if "history" in case and _accepts(method, "history"):
            options["history"] = history_of(case)
        if path == STREAM:
            stream = engine.stream(case["query"], **options)
            spoken = "".join([delta async for delta in stream])
            result = stream.result
            if result is None:
                return PathRun(path, None, ["a result once the stream ended"])
            if spoken != result.speech:
                failures.append(f"the deltas to join to speech, got {spoken!r}")
        else:
            result = await engine.answer(case["query"], **options)
    except Exception as err:  # noqa: BLE001 - one broken case must not end the run
        return PathRun(path, None, [f"no exception, got {type(err).__name__}: {err}"])
    return PathRun(path, result, failures + judge(case["expect"], result))


def disagreements(runs: list[PathRun]) -> list[str]:
    """Return where two paths' results differ in outcome, reason or speech."""
    if len(runs) < 2 or any(run.result is None for run in runs):  # noqa: PLR2004
        return []
    first, second = runs[0], runs[1]
    found = []
    for aspect, value in (
        ("outcome", lambda r: r.outcome.value),
        ("reason", lambda r: plain(r.reason)),
        ("speech", lambda r: r.speech),
    ):
        ours, theirs = value(first.result), value(second.result)
        if ours != theirs:
            found.append(
                f"paths disagree on {aspect}: "
                f"{first.path} {ours!r} {second.path} {theirs!r}"
            )
    return found


async def run_case(case: dict[str, Any], path: str = BOTH) -> CaseOutcome:
    """Run one case on ``path`` (``stream``, ``answer`` or ``both``) and judge it."""
    runs = [await run_path(case, one) for one in paths_for(path)]
    gap = str(case.get("known_gap", ""))
    return CaseOutcome(case["id"], runs, disagreements(runs), gap)


async def run_cases(cases: list[dict[str, Any]], path: str = BOTH) -> list[CaseOutcome]:
    """Run every case in order."""
    return [await run_case(case, path) for case in cases]


def describe_failure(outcome: CaseOutcome) -> str:
    """Return the one ``FAIL id: …`` line of a failed case."""
    failing = [run for run in outcome.runs if run.failures]
    alike = (
        len(failing) == len(outcome.runs) > 1
        and not outcome.disagreements
        and all(run.failures == failing[0].failures for run in failing)
    )
    if alike:
        failing = failing[:1]  # every path failed the same way: say it once
    named = len(outcome.runs) > 1 and not alike
    parts = [
        (f"{run.path}: " if named else "")
        + "expected "
        + "; ".join(run.failures)
        + ("" if run.result is None else f" (speech: {run.result.speech!r})")
        for run in failing
    ]
    if outcome.known_gap:
        return f"GAP {outcome.case_id} ({outcome.known_gap}): " + " | ".join(
            parts + outcome.disagreements
        )
    return f"FAIL {outcome.case_id}: " + " | ".join(parts + outcome.disagreements)


def describe_closed_gap(outcome: CaseOutcome) -> str:
    """Return the line of a case marked as a known gap that now passes."""
    return (
        f"FAIL {outcome.case_id}: passes now; remove its known_gap "
        f"({outcome.known_gap})"
    )


def outcome_record(outcome: CaseOutcome) -> dict[str, Any]:
    """Return a case's full result for ``--json`` (every path's, with ``both``)."""
    record: dict[str, Any] = {
        "id": outcome.case_id,
        "passed": outcome.passed,
        "failures": outcome.failures,
    }
    if outcome.known_gap:
        record["known_gap"] = outcome.known_gap
    if outcome.result is not None:
        record |= outcome.result.as_dict()
    if len(outcome.runs) > 1:
        record["paths"] = {
            run.path: {
                "failures": run.failures,
                **(run.result.as_dict() if run.result is not None else {}),
            }
            for run in outcome.runs
        }
    return record
