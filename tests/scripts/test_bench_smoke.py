"""scripts/bench --quick runs end to end and reports every figure; no timing is judged."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

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


def run_bench(*args: str) -> subprocess.CompletedProcess[str]:
    """Run the benchmark as a developer does (or with this interpreter in a bare clone)."""
    if (ROOT / ".venv" / "bin" / "python").exists():  # the wrapper's interpreter
        command = [str(BENCH), *args]
    else:
        command = [sys.executable, "-m", "scripts.bench_engine", *args]
    return subprocess.run(
        command, cwd=ROOT, capture_output=True, text=True, check=False, timeout=180
    )


def test_quick_bench_prints_and_writes_every_figure(tmp_path: Path) -> None:
    out = tmp_path / "bench.json"

    run = run_bench("--quick", "--json", str(out))

    assert run.returncode == 0, run.stderr
    text = run.stdout
    for heading in (
        "Engine overhead, in-process",
        "Through HTTP",
        "Time to speech through HTTP",
        "Numeric gate",
        "Targets",
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
    assert sum(line.strip().endswith(("met", "NOT MET")) for line in lines) == 4
    for kind in NUMERIC_KINDS:
        assert re.search(NUMERIC_LINE.format(kind=kind), text), kind

    report = json.loads(out.read_text(encoding="utf-8"))
    assert set(report) == {
        *("config", "in_process", "http", "numeric_gate", "targets", "elapsed_s")
    }
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
    for key in ("router_ms", "ttft_ms", "tokens_per_second", "chars_per_token"):
        assert key in report["config"]


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
    )

    assert run.returncode == 0, run.stderr
    config = json.loads(out.read_text(encoding="utf-8"))["config"]
    assert (config["router_ms"], config["ttft_ms"]) == (2, 3)
    assert (config["tokens_per_second"], config["iterations"]) == (5000, 2)
    assert "router 2 ms, model TTFT 3 ms then 5000 tokens/s" in run.stdout
