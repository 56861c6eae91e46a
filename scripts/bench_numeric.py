"""
Benchmark of the numeric gate: the CPU time ``check_numbers`` costs per answer.

Part of ``scripts/bench`` (``bench_engine`` passes its material). For 1, 6 and 24 KB
of material it times one check of a grounded two-sentence answer whose three numbers
come from the material's lead ("1214", "84,500", "58 metres"), so that every number is
matched and bound against its rivals, not merely missed. Three columns:

- **cold**: fresh material, never analysed: what a check costs when nothing is cached
  (every iteration another article, as another question would retrieve);
- **warmed**: fresh material analysed by ``prepare_material`` first, untimed, as the
  engine does while the model writes; only the check itself is timed;
- **repeated**: the cold material's second check: what the material's cached analysis
  (the sentences' attachments included) leaves.

Times are CPU time (``time.process_time``) of the one call, median and p95; p95 is the
nearest-rank percentile. Each size runs for a time budget (at least a minimum number of
iterations), after untimed warm-up checks. The 6 KB cold median is compared with the
gate's old baseline, 3.53 ms.
"""

from __future__ import annotations

import gc
import math
import statistics
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from custom_components.grounded_answers.engine.gates.numbers import (
    check_numbers,
    prepare_material,
)

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

BASELINE_MS: Final = 3.53  # the gate's 6 KB cold cost before the rework
BASELINE_KB: Final = 6
LANGUAGE: Final = "en"
# Two sentences, three numbers of the lead; a hedge ("About") and a unit ("metres").
ANSWER: Final = (
    "Aldermoor is a market town on the River Wend, founded in 1214 by a charter of "
    "the bishop. About 84,500 people live there, and its clock tower stands 58 "
    "metres tall."
)
KINDS: Final = ("cold", "warmed", "repeated")
# Articles of this benchmark: far from the engine benchmark's, so that no analysis
# the engine cached can be found again.
FIRST_VARIANT: Final = 1_000_000
MAX_ITERATIONS: Final = 2000

type MaterialFactory = Callable[[int, int], str]  # (size_kb, variant) -> material


@dataclass(frozen=True, slots=True)
class GateSummary:
    """Median and p95 of some samples, in milliseconds."""

    median_ms: float
    p95_ms: float
    n: int

    @classmethod
    def of(cls, samples: Sequence[float]) -> GateSummary:
        """Summarise ``samples`` (ms); p95 is the nearest-rank percentile."""
        ordered = sorted(samples)
        rank = max(1, math.ceil(0.95 * len(ordered)))
        return cls(statistics.median(ordered), ordered[rank - 1], len(ordered))

    def as_dict(self) -> dict[str, float | int]:
        """Return a JSON-ready dict."""
        return {
            "median_ms": round(self.median_ms, 3),
            "p95_ms": round(self.p95_ms, 3),
            "n": self.n,
        }


@dataclass(frozen=True, slots=True)
class GateConfig:
    """How long to measure each size."""

    seconds: float = 4.0  # wall-time budget per size, warm-up excluded
    min_iterations: int = 20
    warm_up: int = 2


def _timed_check(material: str) -> float:
    """Check ``ANSWER`` against ``material`` once; return its CPU time in ms."""
    started = time.process_time()
    finding = check_numbers(ANSWER, material, language=LANGUAGE)
    spent = time.process_time() - started
    if finding is not None:
        raise SystemExit(
            f"bench: the numeric gate rejected the grounded answer: {finding}"
        )
    return spent * 1000


class _Articles:
    """Hands out fresh material: another article for every call."""

    def __init__(self, material: MaterialFactory) -> None:
        """Start at ``FIRST_VARIANT``."""
        self._material = material
        self._next = FIRST_VARIANT

    def take(self, size_kb: int) -> str:
        """Return the next article of ``size_kb`` KB."""
        self._next += 1
        return self._material(size_kb, self._next)

    def chars(self, size_kb: int) -> int:
        """Return the length of an article of ``size_kb`` KB (they barely differ)."""
        return len(self._material(size_kb, 0))


def _iteration(articles: _Articles, size_kb: int) -> tuple[float, float, float]:
    """Return one (cold, warmed, repeated) sample, ms; generating text is untimed."""
    fresh = articles.take(size_kb)
    cold = _timed_check(fresh)
    repeated = _timed_check(fresh)
    prepared = articles.take(size_kb)
    prepare_material(prepared, LANGUAGE, ())
    warmed = _timed_check(prepared)
    return cold, warmed, repeated


def measure_size(
    articles: _Articles, size_kb: int, config: GateConfig
) -> dict[str, Any]:
    """Return the material's size and a summary per kind for ``size_kb`` KB."""
    for _ in range(config.warm_up):
        _iteration(articles, size_kb)
    gc.collect()
    samples: dict[str, list[float]] = {kind: [] for kind in KINDS}
    deadline = time.perf_counter() + config.seconds
    while len(samples["cold"]) < MAX_ITERATIONS and (
        len(samples["cold"]) < config.min_iterations or time.perf_counter() < deadline
    ):
        for kind, ms in zip(KINDS, _iteration(articles, size_kb), strict=True):
            samples[kind].append(ms)
    return {
        "material_chars": articles.chars(size_kb),
        **{kind: GateSummary.of(samples[kind]).as_dict() for kind in KINDS},
    }


def run_numeric_gate(
    material: MaterialFactory,
    sizes_kb: Sequence[int],
    config: GateConfig,
    progress: Callable[[str], None] = lambda _: None,
) -> dict[str, Any]:
    """Measure the numeric gate at every size; the JSON-ready ``numeric_gate`` part.

    ``progress`` hears one line before each size (it runs for ``config.seconds``).
    """
    articles = _Articles(material)
    sizes = {}
    for kb in sizes_kb:
        progress(f"numeric gate {kb} KB (~{config.seconds:g} s)")
        sizes[f"{kb}kb"] = measure_size(articles, kb, config)
    report: dict[str, Any] = {
        "answer": ANSWER,
        "baseline_ms": BASELINE_MS,
        "baseline_kb": BASELINE_KB,
        "sizes": sizes,
    }
    base = sizes.get(f"{BASELINE_KB}kb")
    if base is not None:
        report["ratio_to_baseline"] = {
            kind: round(base[kind]["median_ms"] / BASELINE_MS, 2) for kind in KINDS
        }
    return report


def _ms_text(ms: float) -> str:
    """Return ``ms`` with two decimals below 10 ms, one above."""
    return f"{ms:.2f} ms" if ms < 10 else f"{ms:.1f} ms"  # noqa: PLR2004


def render_numeric_gate(report: dict[str, Any]) -> list[str]:
    """Return the report's lines: a median line per kind, each with its p95 line."""
    labels = {
        "cold": "cold material",
        "warmed": "warmed material",
        "repeated": "repeated material",
    }
    sizes: dict[str, dict[str, Any]] = report["sizes"]
    lines = [
        "Numeric gate: CPU time of check_numbers() per answer (2 sentences, 3 numbers",
        "of the lead), median, then p95. cold: fresh material; warmed: fresh material",
        "after prepare_material(), as the engine does while the model writes;",
        "repeated: the cold material's second check. "
        + ", ".join(
            f"n={row['cold']['n']} at {key.removesuffix('kb')} KB"
            for key, row in sizes.items()
        )
        + ".",
    ]
    for kind in KINDS:
        medians, p95s = [], []
        for key, row in sizes.items():
            kb = key.removesuffix("kb")
            median = row[kind]["median_ms"]
            cell = f"{kb} KB {_ms_text(median)}"
            if kb == str(report["baseline_kb"]):
                cell += (
                    f" ({median / report['baseline_ms']:.2f}\N{MULTIPLICATION SIGN} of "
                    f"{report['baseline_ms']:g} ms)"
                )
            medians.append(cell)
            p95s.append(f"{kb} KB {_ms_text(row[kind]['p95_ms'])}")
        lines.append(f"numeric gate ({labels[kind]}): " + " · ".join(medians))
        lines.append("  p95: " + " · ".join(p95s))
    return lines
