"""The gate evaluation: every case set passes on both paths, and cases are judged right.

In-process only; ``scripts/eval`` itself and the runner's path logic are tested in
``tests/scripts/test_evaluation.py``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from custom_components.grounded_answers.engine.types import (
    AnswerResult,
    Event,
    Outcome,
)
from scripts.eval_paths import run_cases
from scripts.evaluation import judge, load_cases

REPO = Path(__file__).parents[2]
DEV_SET = (
    REPO / "tests" / "fixtures" / "eval" / "dev.jsonl"
)  # the public dev set, vendored
SHARED_DEV = REPO.parent / "shared" / "eval" / "dev.jsonl"
OWN_SETS = sorted((REPO / "tests" / "eval").glob("*.jsonl"))


@pytest.mark.parametrize("path", [*OWN_SETS, DEV_SET], ids=lambda path: path.name)
async def test_every_case_passes_on_both_paths(path: Path) -> None:
    outcomes = await run_cases(load_cases(path), "both")
    failures = [
        f"{o.case_id}: {o.failures or 'passes: remove its known_gap'}"
        for o in outcomes
        if o.counts_as_failure
    ]
    gaps = [o.case_id for o in outcomes if o.known_gap and not o.passed]
    if gaps:
        print(f"{path.name}: {len(gaps)} known gaps: {', '.join(gaps)}")
    assert not failures, "\n".join(failures)


def test_case_ids_are_unique_across_sets() -> None:
    ids = [case["id"] for path in [*OWN_SETS, DEV_SET] for case in load_cases(path)]
    assert len(ids) == len(set(ids))


def test_vendored_dev_set_is_the_shared_one() -> None:
    if not SHARED_DEV.exists():
        reason = f"{SHARED_DEV} is absent; the vendored copy cannot be compared"
        print(f"note: {reason}")
        pytest.skip(reason)
    assert DEV_SET.read_bytes() == SHARED_DEV.read_bytes(), (
        f"copy {SHARED_DEV} to {DEV_SET}"
    )


def result(**overrides) -> AnswerResult:
    values = {
        "query": "q",
        "outcome": Outcome.SERVED,
        "reason": None,
        "speech": "It is 330 metres.",
        "answer_sources": ["kiwix"],
    } | overrides
    return AnswerResult(**values)


@pytest.mark.parametrize(
    ("expect", "failures"),
    [
        ({"outcome": "served"}, 0),
        ({"outcome": "rejected"}, 1),
        ({"outcome": "served", "reason": "numeric"}, 1),
        ({"outcome": "served", "speech_includes": ["330", "METRES"]}, 0),
        ({"outcome": "served", "speech_includes": ["324"]}, 1),
        ({"outcome": "served", "speech_excludes": ["**", "http"]}, 0),
        ({"outcome": "served", "speech_excludes": ["330"]}, 1),
        ({"outcome": "served", "answer_sources": ["kiwix"]}, 0),
        ({"outcome": "served", "answer_sources": ["web"]}, 1),
        ({"outcome": "served", "max_speech_chars": 17}, 0),
        ({"outcome": "served", "max_speech_chars": 16}, 1),
        ({"outcome": "served", "verified": True}, 1),
    ],
)
def test_judge(expect, failures) -> None:
    assert len(judge(expect, result())) == failures


def test_judge_claims_reads_the_grounding() -> None:
    grounded = result(grounding={"verified": False, "dropped_claims": 1})
    assert judge({"outcome": "served", "verified": False}, grounded) == []
    assert judge({"outcome": "served", "dropped_claims": 2}, grounded) == [
        "dropped_claims 2, got 1"
    ]


def test_reason_is_named_by_its_value() -> None:
    rejected = result(outcome=Outcome.REJECTED, reason="echo")
    assert judge({"outcome": "rejected", "reason": "numeric"}, rejected) == [
        "reason numeric, got echo"
    ]


def followup(kind: str | None, resolved: str | None = None, by: str = "rule"):
    """Return a result whose events say how a follow-up went."""
    found = []
    if kind == "resolved":
        found = [Event("question_resolved", 1.0, {"resolved": resolved, "by": by})]
    elif kind == "unresolved":
        found = [Event("question_unresolved", 1.0, {"original": "and?"})]
    elif kind == "discarded":
        found = [Event("rewrite_discarded", 1.0, {"why": "new_words"})]
    return result(events=found, resolved_query=resolved if kind == "resolved" else None)


@pytest.mark.parametrize(
    ("expect", "got", "failures"),
    [
        ({"followup": "resolved"}, followup("resolved", "how tall is it"), 0),
        ({"followup": "resolved"}, followup(None), 1),
        ({"followup": "standalone"}, followup(None), 0),
        ({"followup": "standalone"}, followup("resolved", "how tall is it"), 1),
        ({"followup": "standalone"}, followup("discarded"), 1),  # a model was asked
        ({"followup": "unresolved"}, followup("unresolved"), 0),
        ({"followup": "unresolved"}, followup(None), 1),
        (
            {"resolved_query": "How tall is IT?"},
            followup("resolved", "how tall is it"),
            0,
        ),
        ({"resolved_query": "how tall"}, followup("resolved", "how tall is it"), 1),
        ({"resolved_query": None}, followup(None), 0),
        ({"resolved_query": None}, followup("resolved", "how tall is it"), 1),
        ({"resolved_by": "model"}, followup("resolved", "q", by="model"), 0),
        ({"resolved_by": "model"}, followup("resolved", "q"), 1),
    ],
)
def test_judge_followups(expect, got, failures) -> None:
    assert len(judge({"outcome": "served", **expect}, got)) == failures


def test_silence_always_fails() -> None:
    assert judge({"outcome": "served"}, result(speech="  ")) == ["non-empty speech"]
