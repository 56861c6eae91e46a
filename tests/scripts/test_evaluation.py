"""The evaluation runner: both paths, their disagreements, and scripts/eval as run."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from custom_components.grounded_answers.engine.followup.rewrite import (
    REWRITE_SYSTEM_PROMPT,
)
from custom_components.grounded_answers.engine.options import AnswerStyle
from custom_components.grounded_answers.engine.synth.ollama import SynthesisRequest
from custom_components.grounded_answers.engine.types import AnswerResult, Outcome
from scripts import eval_paths
from scripts.eval_paths import describe_failure, outcome_record, run_case
from scripts.evaluation import CaseError, ScriptedSynthesizer, load_cases, model_pieces

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

ROOT = Path(__file__).resolve().parents[2]
EVAL = ROOT / "scripts" / "eval"
TOWER = "The tower is 330 metres tall. " * 10
GOOD = {
    "id": "good",
    "query": "how tall",
    "result": TOWER,
    "llm_output": "It is 330 metres tall. (kiwix)",
    "expect": {"outcome": "served"},
}


def answer_result(speech: str = "It is 330 metres.", **overrides: Any) -> AnswerResult:
    values = {"query": "q", "outcome": Outcome.SERVED, "reason": None} | overrides
    return AnswerResult(speech=speech, **values)


class FakeStream:
    """Yields the given deltas, then holds the result (as AnswerStream does)."""

    def __init__(self, deltas: list[str], result: AnswerResult | None) -> None:
        self._deltas = deltas
        self._result = result
        self.result: AnswerResult | None = None

    def __aiter__(self) -> AsyncIterator[str]:
        """Yield the deltas."""
        return self._run()

    async def _run(self) -> AsyncIterator[str]:
        for delta in self._deltas:
            yield delta
        self.result = self._result


@dataclass
class FakeEngine:
    """An engine whose two paths answer as told."""

    answered: AnswerResult
    streamed: AnswerResult | None
    deltas: list[str] | None = None  # default: the streamed speech word by word
    calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)

    async def answer(self, query: str, *, style: AnswerStyle) -> AnswerResult:
        self.calls.append(("answer", {"style": style}))
        return self.answered

    def stream(self, query: str, *, style: AnswerStyle) -> FakeStream:
        self.calls.append(("stream", {"style": style}))
        speech = "" if self.streamed is None else self.streamed.speech
        deltas = model_pieces(speech) if self.deltas is None else self.deltas
        return FakeStream(deltas, self.streamed)


@dataclass
class LanguageEngine(FakeEngine):
    """A fake that takes the request's language, as the engine soon will."""

    async def answer(  # type: ignore[override]
        self, query: str, *, style: AnswerStyle, language: str = "en"
    ) -> AnswerResult:
        self.calls.append(("answer", {"style": style, "language": language}))
        return self.answered

    def stream(  # type: ignore[override]
        self, query: str, *, style: AnswerStyle, language: str = "en"
    ) -> FakeStream:
        self.calls.append(("stream", {"style": style, "language": language}))
        return FakeStream(model_pieces(self.streamed.speech), self.streamed)


def use_engines(monkeypatch: pytest.MonkeyPatch, *engines: FakeEngine) -> None:
    """Hand out ``engines`` in turn, one per path run."""
    queue = list(engines)
    monkeypatch.setattr(eval_paths, "engine_for_case", lambda case: queue.pop(0))


# --- the scripted model streams in pieces ------------------------------------------


def test_model_pieces_are_words_with_their_spaces() -> None:
    text = "  It is 330 metres.  It was built in 1889.\n(kiwix)"
    pieces = model_pieces(text)
    assert "".join(pieces) == text
    assert pieces[:3] == ["  ", "It ", "is "]
    assert "metres.  " in pieces  # a sentence boundary inside one piece
    assert model_pieces("") == []


async def test_scripted_synthesizer_streams_pieces_and_fails_as_told() -> None:
    request = SynthesisRequest(system="answer", user="question", max_tokens=64)
    chunks = [c async for c in ScriptedSynthesizer("One. Two.").stream(request)]
    assert chunks == ["One. ", "Two."]
    with pytest.raises(Exception, match="scripted timeout"):
        _ = [c async for c in ScriptedSynthesizer(None, "timeout").stream(request)]


async def test_a_rewrite_call_gets_the_scripted_rewrite_never_the_answers_error() -> (
    None
):
    rewrite = SynthesisRequest(system=REWRITE_SYSTEM_PROMPT, user="q", max_tokens=8)
    model = ScriptedSynthesizer("It is 330 metres.", "timeout", rewrite="How tall?")
    assert (await model.complete(rewrite)).text == "How tall?"
    assert (await ScriptedSynthesizer("It is.").complete(rewrite)).text == ""
    with pytest.raises(Exception, match="scripted timeout"):
        await model.complete(SynthesisRequest(system="a", user="q", max_tokens=8))


FOLLOW_UP = GOOD | {
    "query": "and how tall is it?",
    "history": [{"question": "tell me about the eiffel tower", "answer": "A tower."}],
    "expect": {
        "outcome": "served",
        "followup": "resolved",
        "resolved_query": "how tall is the eiffel tower",
        "resolved_by": "rule",
    },
}


@pytest.mark.parametrize("path", ["stream", "answer", "both"])
async def test_the_history_reaches_the_engine_on_each_path(path: str) -> None:
    outcome = await run_case(FOLLOW_UP, path)
    assert outcome.passed, outcome.failures
    assert outcome.result is not None
    assert outcome.result.query == "and how tall is it?"
    # Without its history the same utterance is answered as asked: the case fails.
    alone = await run_case({**FOLLOW_UP, "history": []}, path)
    assert not alone.passed
    assert any("the question resolved" in failure for failure in alone.failures)


# --- both paths --------------------------------------------------------------------


async def test_both_paths_agreeing_and_meeting_the_expectation_pass(
    monkeypatch,
) -> None:
    use_engines(
        monkeypatch,
        FakeEngine(answer_result(), answer_result()),
        FakeEngine(answer_result(), answer_result()),
    )
    outcome = await run_case(GOOD, "both")
    assert outcome.passed, outcome.failures
    assert [run.path for run in outcome.runs] == ["stream", "answer"]


async def test_paths_disagreeing_on_speech_fail_even_when_both_meet_it(
    monkeypatch,
) -> None:
    use_engines(
        monkeypatch,
        FakeEngine(answer_result(), answer_result("It is 330 metres. Tall.")),
        FakeEngine(answer_result(), answer_result("It is 330 metres. Tall.")),
    )
    outcome = await run_case(GOOD, "both")
    assert outcome.failures == [
        "paths disagree on speech: stream 'It is 330 metres. Tall.' "
        "answer 'It is 330 metres.'"
    ]
    assert describe_failure(outcome) == (
        "FAIL good: paths disagree on speech: stream 'It is 330 metres. Tall.' "
        "answer 'It is 330 metres.'"
    )


async def test_paths_disagreeing_on_outcome_and_reason_are_named(monkeypatch) -> None:
    rejected = answer_result(outcome=Outcome.REJECTED, reason="numeric")
    case = GOOD | {"expect": {"outcome": "served"}}
    use_engines(
        monkeypatch,
        FakeEngine(answer_result(), rejected),
        FakeEngine(answer_result(), rejected),
    )
    outcome = await run_case(case, "both")
    assert not outcome.passed
    assert outcome.runs[0].failures == ["outcome served, got rejected"]
    assert outcome.runs[1].failures == []
    line = describe_failure(outcome)
    assert line.startswith("FAIL good: stream: expected outcome served, got rejected")
    assert "paths disagree on outcome: stream 'rejected' answer 'served'" in line
    assert "paths disagree on reason: stream 'numeric' answer None" in line


async def test_an_expectation_missed_on_one_path_only_fails(monkeypatch) -> None:
    case = GOOD | {"expect": {"outcome": "served", "speech_includes": ["330"]}}
    use_engines(
        monkeypatch,
        FakeEngine(answer_result(), answer_result()),
        FakeEngine(answer_result("It is tall."), answer_result()),
    )
    outcome = await run_case(case, "both")
    assert outcome.failures[0] == "answer: speech to include '330'"
    assert describe_failure(outcome).startswith(
        "FAIL good: answer: expected speech to include '330' (speech: 'It is tall.')"
    )


async def test_both_paths_failing_alike_say_it_once(monkeypatch) -> None:
    rejected = answer_result(outcome=Outcome.REJECTED, reason="echo")
    use_engines(
        monkeypatch, FakeEngine(rejected, rejected), FakeEngine(rejected, rejected)
    )
    outcome = await run_case(GOOD, "both")
    assert describe_failure(outcome) == (
        "FAIL good: expected outcome served, got rejected (speech: 'It is 330 metres.')"
    )


@pytest.mark.parametrize("path", ["stream", "answer"])
async def test_one_path_runs_only_that_path(monkeypatch, path: str) -> None:
    engine = FakeEngine(answer_result(), answer_result())
    use_engines(monkeypatch, engine)
    outcome = await run_case(GOOD, path)
    assert outcome.passed
    assert [call[0] for call in engine.calls] == [path]
    assert engine.calls[0][1] == {"style": AnswerStyle.VOICE}


async def test_deltas_that_do_not_join_to_the_speech_fail(monkeypatch) -> None:
    engine = FakeEngine(answer_result(), answer_result(), deltas=["It is ", "330."])
    use_engines(monkeypatch, engine)
    outcome = await run_case(GOOD, "stream")
    assert outcome.failures == ["the deltas to join to speech, got 'It is 330.'"]


async def test_a_stream_without_a_result_fails(monkeypatch) -> None:
    use_engines(monkeypatch, FakeEngine(answer_result(), None, deltas=["x"]))
    outcome = await run_case(GOOD, "stream")
    assert outcome.failures == ["a result once the stream ended"]
    assert outcome.result is None
    assert describe_failure(outcome) == (
        "FAIL good: expected a result once the stream ended"
    )
    assert outcome_record(outcome) == {
        "id": "good",
        "passed": False,
        "failures": ["a result once the stream ended"],
    }


async def test_an_engine_that_raises_fails_the_case_not_the_run(monkeypatch) -> None:
    class Broken(FakeEngine):
        async def answer(self, query: str, *, style: AnswerStyle) -> AnswerResult:
            raise KeyError(query)

    use_engines(monkeypatch, Broken(answer_result(), answer_result()))
    outcome = await run_case(GOOD, "answer")
    assert outcome.failures == ["no exception, got KeyError: 'how tall'"]


async def test_language_is_passed_only_to_an_engine_that_takes_it(
    monkeypatch,
) -> None:
    case = GOOD | {"language": "de"}
    old = FakeEngine(answer_result(), answer_result())
    new = LanguageEngine(answer_result(), answer_result())
    newer = LanguageEngine(answer_result(), answer_result())
    use_engines(monkeypatch, old, new, newer)
    assert (await run_case(case, "answer")).passed
    assert (await run_case(case, "both")).passed
    assert old.calls == [("answer", {"style": AnswerStyle.VOICE})]
    assert new.calls == [("stream", {"style": AnswerStyle.VOICE, "language": "de"})]
    assert newer.calls == [("answer", {"style": AnswerStyle.VOICE, "language": "de"})]


async def test_each_path_runs_on_a_fresh_engine_and_records_both(monkeypatch) -> None:
    built: list[object] = []
    real = eval_paths.engine_for_case

    def counting(case: dict[str, Any]) -> object:
        built.append(engine := real(case))
        return engine

    monkeypatch.setattr(eval_paths, "engine_for_case", counting)
    outcome = await run_case(GOOD, "both")
    assert outcome.passed, outcome.failures
    assert len(built) == 2 and built[0] is not built[1]
    assert not any(run.result.cached for run in outcome.runs)
    record = outcome_record(outcome)
    assert set(record["paths"]) == {"stream", "answer"}
    assert record["paths"]["answer"]["speech"] == record["speech"]
    assert record["events"]


# --- loading -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("{", "not JSON"),
        ("[1]", "not a JSON object"),
        ('{"id": "x", "query": "q"}', "missing result, expect"),
        (json.dumps(GOOD | {"expect": {"outcome": "won"}}), "expect.outcome"),
        (json.dumps(GOOD | {"style": "long"}), "style must be one of"),
        (json.dumps(GOOD | {"llm_error": "boom"}), "llm_error must be one of"),
        (json.dumps(GOOD | {"config": {"nope": 1}}), "unknown config options"),
        (json.dumps(GOOD | {"now": "tuesday"}), "now is not ISO 8601"),
        (json.dumps(GOOD | {"known_gap": " "}), "known_gap must say why"),
        (json.dumps(GOOD | {"known_gap": True}), "known_gap must say why"),
        (json.dumps(GOOD | {"history": "how tall"}), "history must be a list"),
        (json.dumps(GOOD | {"history": [{"answer": "330"}]}), "history must be"),
        (json.dumps(GOOD | {"history": [{"question": 1}]}), "history must be"),
        (json.dumps(GOOD | {"history": [{"question": "q", "x": ""}]}), "history"),
        (
            json.dumps(GOOD | {"expect": {"outcome": "served", "followup": "yes"}}),
            "expect.followup must be one of",
        ),
        (json.dumps(GOOD | {"rewrite_output": 3}), "rewrite_output must be"),
    ],
)
def test_a_malformed_line_is_named(tmp_path: Path, line: str, message: str) -> None:
    cases = tmp_path / "cases.jsonl"
    cases.write_text(json.dumps(GOOD) + "\n" + line + "\n", encoding="utf-8")
    with pytest.raises(CaseError, match=message) as caught:
        load_cases(cases)
    assert str(caught.value).startswith(f"{cases}:2: ")


def test_a_missing_file_is_named(tmp_path: Path) -> None:
    with pytest.raises(CaseError, match="cannot read"):
        load_cases(tmp_path / "absent.jsonl")


# --- scripts/eval, as a developer runs it -------------------------------------------


def run_eval(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """Run scripts/eval (or, in a bare clone, its module with this interpreter)."""
    env = dict(os.environ)
    if (ROOT / ".venv" / "bin" / "python").exists():  # the wrapper's interpreter
        command = [str(EVAL), *args]
    else:
        command = [sys.executable, "-m", "scripts.eval_cases", *args]
        env["PYTHONPATH"] = str(ROOT)
    return subprocess.run(
        command,
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )


@pytest.fixture
def case_files(tmp_path: Path) -> Path:
    bad = GOOD | {"id": "bad", "expect": {"outcome": "rejected"}}
    (tmp_path / "one.jsonl").write_text(
        json.dumps(GOOD) + "\n\n" + json.dumps(bad) + "\n", encoding="utf-8"
    )
    (tmp_path / "two.jsonl").write_text(
        json.dumps(GOOD | {"id": "good-2"}) + "\n", encoding="utf-8"
    )
    return tmp_path


def test_scripts_eval_prints_failures_and_the_closing_line(case_files: Path) -> None:
    run = run_eval("one.jsonl", "two.jsonl", "--json", "out.json", cwd=case_files)

    lines = run.stdout.strip().splitlines()
    assert run.returncode == 1, run.stderr
    assert len(lines) == 2
    assert lines[1] == "FAILED: 2 passed, 1 failed (3 cases in 2 files)"
    assert lines[0].startswith("FAIL bad: expected outcome rejected, got served")
    records = json.loads((case_files / "out.json").read_text(encoding="utf-8"))
    assert [r["id"] for r in records] == ["good", "bad", "good-2"]
    assert records[0]["outcome"] == "served" and records[0]["events"]
    assert set(records[0]["paths"]) == {"stream", "answer"}


@pytest.mark.parametrize("path", ["stream", "answer", "both"])
def test_scripts_eval_runs_the_chosen_path(case_files: Path, path: str) -> None:
    run = run_eval("--path", path, "two.jsonl", "--json", "out.json", cwd=case_files)

    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout == "OK: 1 passed, 0 failed (1 case in 1 file)\n"
    [record] = json.loads((case_files / "out.json").read_text(encoding="utf-8"))
    assert ("paths" in record) is (path == "both")


def test_a_known_gap_is_counted_apart_and_a_closed_one_fails(tmp_path: Path) -> None:
    # A case the product cannot meet yet runs and is measured, without failing the
    # run; once it passes, its mark must go (as pytest's strict xfail).
    gap = GOOD | {
        "id": "gap",
        "expect": {"outcome": "rejected"},
        "known_gap": "a paraphrase the word check cannot see",
    }
    (tmp_path / "gaps.jsonl").write_text(
        json.dumps(GOOD) + "\n" + json.dumps(gap) + "\n", encoding="utf-8"
    )
    run = run_eval("gaps.jsonl", cwd=tmp_path)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout == (
        "OK: 1 passed, 0 failed, 1 known gaps (--gaps lists them) (2 cases in 1 file)\n"
    )

    listed = run_eval("gaps.jsonl", "--gaps", cwd=tmp_path)
    assert listed.returncode == 0
    assert listed.stdout.startswith(
        "GAP gap (a paraphrase the word check cannot see): expected outcome rejected"
    )

    closed = GOOD | {"id": "closed", "known_gap": "was broken once"}
    (tmp_path / "closed.jsonl").write_text(json.dumps(closed) + "\n", encoding="utf-8")
    run = run_eval("closed.jsonl", cwd=tmp_path)
    assert run.returncode == 1
    assert run.stdout.splitlines() == [
        "FAIL closed: passes now; remove its known_gap (was broken once)",
        "FAILED: 0 passed, 1 failed (1 case in 1 file)",
    ]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "absent.jsonl: cannot read: No such file or directory"),
        ('{"id": "x"\n', "absent.jsonl:1: not JSON"),
        (json.dumps(GOOD) + "\n\n[]\n", "absent.jsonl:3: not a JSON object"),
        ("\n\n", "absent.jsonl: no cases"),
    ],
)
def test_scripts_eval_refuses_bad_input_in_one_line(
    tmp_path: Path, content: str | None, message: str
) -> None:
    if content is not None:
        (tmp_path / "absent.jsonl").write_text(content, encoding="utf-8")

    run = run_eval("absent.jsonl", cwd=tmp_path)

    assert run.returncode == 2
    assert run.stdout == ""
    assert run.stderr.count("\n") == 1 and "Traceback" not in run.stderr
    assert run.stderr.startswith("scripts/eval: error: ")
    assert message in run.stderr


NUMERIC_MISS = GOOD | {
    "id": "numeric-miss",
    "llm_output": "It is 450 metres tall. (kiwix)",  # the material says 330
    "expect": {"outcome": "rejected", "reason": "numeric"},
}


def test_expected_rejections_are_logged_only_when_verbose(tmp_path: Path) -> None:
    (tmp_path / "cases.jsonl").write_text(
        json.dumps(NUMERIC_MISS) + "\n", encoding="utf-8"
    )

    quiet = run_eval("cases.jsonl", cwd=tmp_path)
    verbose = run_eval("cases.jsonl", "--verbose", cwd=tmp_path)

    assert quiet.returncode == verbose.returncode == 0, quiet.stdout + quiet.stderr
    assert (
        quiet.stdout
        == verbose.stdout
        == ("OK: 1 passed, 0 failed (1 case in 1 file)\n")
    )
    assert quiet.stderr == ""
    logged = verbose.stderr.splitlines()
    assert logged
    assert all(line.startswith("log: ") for line in logged)
    assert any("numeric gate" in line and "'450'" in line for line in logged)


def test_a_bad_file_among_good_ones_runs_nothing(tmp_path: Path) -> None:
    (tmp_path / "good.jsonl").write_text(json.dumps(GOOD) + "\n", encoding="utf-8")
    (tmp_path / "bad.jsonl").write_text(
        json.dumps(GOOD) + "\n" + json.dumps({"id": "x", "query": "q"}) + "\n",
        encoding="utf-8",
    )

    run = run_eval("good.jsonl", "bad.jsonl", "--json", "out.json", cwd=tmp_path)

    assert run.returncode == 2
    assert run.stdout == ""
    assert run.stderr == ("scripts/eval: error: bad.jsonl:2: missing result, expect\n")
    assert not (tmp_path / "out.json").exists()
