"""scripts/bench --quick runs end to end and reports every figure; no timing is judged.

A full run judges its targets in its exit status; that judgement is tested on a quick
run's real report with its figures set either side of each limit.
"""

from __future__ import annotations

import copy
import json
import logging
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from scripts import bench_engine

ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT / "scripts" / "bench"
ROWS = ("1kb", "6kb", "24kb", "6kb_fused")
HTTP_ROWS = ("1kb", "6kb", "24kb")
IN_PROCESS = ("fresh", "repeated", "overhead_streamed", "cache_hit")
HTTP_FIGURES = (
    *("overhead", "overhead_streamed", "cache_hit", "router_wait", "model_wait"),
    *("full_non_streamed", "first_streamed", "tts_start_streamed", "full_streamed"),
)
SUMMARY = {"median_ms", "p99_ms", "n"}
NUMERIC_KINDS = ("cold", "warmed", "repeated")
NUMERIC_LINE = (
    r"numeric gate \({kind} material\): 1 KB [\d.]+ ms · "
    r"6 KB [\d.]+ ms \([\d.]+× of 3\.53 ms\) · 24 KB [\d.]+ ms"
)


def run_bench(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """Run the benchmark as a developer does (or with this interpreter in a bare clone)."""
    if (ROOT / ".venv" / "bin" / "python").exists():  # the wrapper's interpreter
        command = [str(BENCH), *args]
    else:
        command = [sys.executable, "-m", "scripts.bench_engine", *args]
        cwd = ROOT
    return subprocess.run(
        command, cwd=cwd, capture_output=True, text=True, check=False, timeout=180
    )


@pytest.fixture(scope="module")
def quick(tmp_path_factory: pytest.TempPathFactory) -> tuple[Any, dict[str, Any]]:
    """Run ``scripts/bench --quick --json bench.json`` once, from another directory."""
    here = tmp_path_factory.mktemp("bench")
    run = run_bench("--quick", "--json", "bench.json", cwd=here)
    assert run.returncode == 0, run.stderr
    return run, json.loads((here / "bench.json").read_text(encoding="utf-8"))


def test_quick_bench_prints_and_writes_every_figure(quick) -> None:
    run, report = quick
    text = run.stdout
    for heading in (
        "Engine overhead, in-process",
        "Through HTTP",
        "Time to speech through HTTP",
        "Numeric gate",
        "Targets (not judged: --quick runs too few iterations to judge them)",
    ):
        assert heading in text
    lines = text.splitlines()
    for row in ROWS:
        # in-process: chars and 4 medians and p99s; HTTP: 5 and then 4 more pairs
        counts = [len(line.split()) for line in lines if line.startswith(f"{row} ")]
        expected = [10] + ([11, 9] if row in HTTP_ROWS else [])
        assert counts == expected, (row, counts)
        if row in HTTP_ROWS:
            assert re.search(rf"\b{row} \d+\.\d\dx", text), row  # the ratio
    assert sum(line.strip().endswith("not judged") for line in lines) == 4
    assert not any(line.strip().endswith("met") for line in lines)
    for kind in NUMERIC_KINDS:
        assert re.search(NUMERIC_LINE.format(kind=kind), text), kind

    assert set(report) == {
        *("config", "in_process", "http", "numeric_gate", "targets", "elapsed_s"),
        "targets_judged",
    }
    assert report["targets_judged"] is False
    numeric = report["numeric_gate"]
    assert (numeric["baseline_ms"], numeric["baseline_kb"]) == (3.53, 6)
    assert list(numeric["sizes"]) == list(HTTP_ROWS)
    for row in numeric["sizes"].values():
        assert set(row) == {"material_chars", *NUMERIC_KINDS}
        assert all(
            set(row[kind]) == {"median_ms", "p95_ms", "n"} for kind in NUMERIC_KINDS
        )
    assert set(numeric["ratio_to_baseline"]) == set(NUMERIC_KINDS)
    assert list(report["in_process"]) == list(ROWS)
    for row in report["in_process"].values():
        assert set(row) == {"material_chars", *IN_PROCESS}
        assert all(set(row[name]) == SUMMARY for name in IN_PROCESS)
    assert list(report["http"]) == list(HTTP_ROWS)
    for row in report["http"].values():
        assert set(row) == {*HTTP_FIGURES, "ratio_full_over_first"}
        assert all(set(row[name]) == SUMMARY for name in HTTP_FIGURES)
    assert [set(target) for target in report["targets"]] == [
        {"target", "value", "limit", "met"}
    ] * 4
    assert all(target["met"] is None for target in report["targets"])
    for key in ("router_ms", "ttft_ms", "tokens_per_second", "chars_per_token"):
        assert key in report["config"]


def test_progress_goes_to_stderr_one_line_per_step(quick) -> None:
    run, _ = quick
    steps = run.stderr.splitlines()

    assert steps[0] == "bench: quick run: a few iterations, targets not judged"
    assert [line.split(" (")[0] for line in steps[1:]] == [
        *(f"bench: in-process {row}" for row in ROWS),
        *(f"bench: through HTTP {kb} KB" for kb in (1, 6, 24)),
        *(f"bench: numeric gate {kb} KB" for kb in (1, 6, 24)),
    ]
    assert "bench:" not in run.stdout


@pytest.fixture(autouse=True)
def _logging_restored() -> Any:
    """Undo ``main``'s ``logging.disable`` (a process-wide switch) after each test."""
    yield
    logging.disable(logging.NOTSET)


# Each target's figure in the report, and on which side of its limit it is met.
TARGET_FIGURES = (
    (("http", "6kb", "overhead", "median_ms"), bench_engine.OVERHEAD_MEDIAN_MS, "<="),
    (("http", "6kb", "overhead", "p99_ms"), bench_engine.OVERHEAD_P99_MS, "<="),
    (("in_process", "6kb", "cache_hit", "median_ms"), bench_engine.CACHE_HIT_MS, "<="),
    (("http", "6kb", "ratio_full_over_first"), bench_engine.STREAM_RATIO, ">="),
)


def _with_figure(report: dict[str, Any], keys: tuple[str, ...], value: float) -> Any:
    changed = copy.deepcopy(report)
    place = changed
    for key in keys[:-1]:
        place = place[key]
    place[keys[-1]] = value
    return changed


def _all_met(report: dict[str, Any]) -> dict[str, Any]:
    for keys, limit, side in TARGET_FIGURES:
        report = _with_figure(report, keys, limit / 2 if side == "<=" else limit * 2)
    return report


@pytest.mark.parametrize("missed", range(len(TARGET_FIGURES)))
def test_a_missed_target_fails_a_full_run(quick, missed, monkeypatch, capsys) -> None:
    _, measured = quick
    keys, limit, side = TARGET_FIGURES[missed]
    report = _with_figure(
        _all_met(measured), keys, limit * 2 if side == "<=" else limit / 2
    )
    report["targets_judged"] = True
    report["targets"] = bench_engine.targets(report)

    async def measured_run(config: bench_engine.Config) -> dict[str, Any]:
        assert config.judge  # a full run judges
        return report

    monkeypatch.setattr(bench_engine, "run", measured_run)
    assert bench_engine.main([]) == 1
    captured = capsys.readouterr()
    name = report["targets"][missed]["target"]
    assert captured.err.splitlines()[-1] == f"bench: targets NOT MET: {name}"
    assert sum(line.endswith("NOT MET") for line in captured.out.splitlines()) == 1


def test_a_full_run_meeting_every_target_exits_0(quick, monkeypatch, capsys) -> None:
    _, measured = quick
    report = _all_met(measured)
    report["targets_judged"] = True
    report["targets"] = bench_engine.targets(report)

    async def measured_run(config: bench_engine.Config) -> dict[str, Any]:
        return report

    monkeypatch.setattr(bench_engine, "run", measured_run)
    assert bench_engine.main([]) == 0
    out = capsys.readouterr().out
    assert sum(line.endswith("  met") for line in out.splitlines()) == 4


def test_timings_are_configurable(tmp_path: Path) -> None:
    out = tmp_path / "bench.json"

    run = run_bench(
        "--quick",
        "--router-ms",
        "2",
        "--ttft-ms",
        "3",
        "--tokens-per-second",
        "5000",
        "--iterations",
        "2",
        "--json",
        str(out),
        cwd=tmp_path,
    )

    assert run.returncode == 0, run.stderr
    config = json.loads(out.read_text(encoding="utf-8"))["config"]
    assert (config["router_ms"], config["ttft_ms"]) == (2, 3)
    assert (config["tokens_per_second"], config["iterations"]) == (5000, 2)
    assert "router 2 ms, model TTFT 3 ms then 5000 tokens/s" in run.stdout
