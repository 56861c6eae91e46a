"""
Benchmark of the documents source: indexing, incremental re-indexing, query latency.

Generates 1,000 manual-like documents (a mix of Markdown, plain text and HTML) in a
temporary folder, then measures with the real source (SQLite FTS5, worker threads):

- the full index of the folder into an empty database;
- a refresh with nothing changed (what a due refresh costs before a query);
- the incremental re-index after 10 files were edited;
- the latency of ~200 questions (median and p95), index already fresh.

Deterministic (seeded); prints the figures. Not a test.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import random
import sqlite3
import statistics
import tempfile
import time
from pathlib import Path

from custom_components.grounded_answers.engine.retrieve.sources.base import SourceQuery
from custom_components.grounded_answers.engine.retrieve.sources.documents import (
    DocumentsSource,
)
from custom_components.grounded_answers.engine.route.cues import content_words, cues_for

APPLIANCES = (
    *("dishwasher", "washing machine", "tumble dryer", "oven", "microwave"),
    *("fridge", "freezer", "boiler", "heat pump", "thermostat", "coffee machine"),
    *("robot vacuum", "air purifier", "dehumidifier", "router", "garage door"),
)
PARTS = (
    *("filter", "door seal", "spray arm", "drain pump", "heating element"),
    *("water inlet", "control panel", "fan", "compressor", "sensor", "hose"),
    *("detergent drawer", "lint trap", "valve", "display", "battery", "brush"),
)
ACTIONS = (
    *("clean", "replace", "inspect", "descale", "reset", "calibrate", "rinse"),
    *("tighten", "check", "drain", "remove", "install", "lubricate", "update"),
)
SECTIONS = (
    *("Safety", "Installation", "First use", "Daily care", "Maintenance"),
    *("Troubleshooting", "Error codes", "Cleaning", "Warranty", "Specifications"),
)
FILLERS = (
    "switch the unit off and remove the mains plug first",
    "let the appliance cool down for at least an hour",
    "wear gloves, as the edges of the housing are sharp",
    "close the water tap before you open the housing",
)


def sentence(rng: random.Random, appliance: str) -> str:
    """Return one line of manual prose."""
    part, action = rng.choice(PARTS), rng.choice(ACTIONS)
    templates = (
        f"{action.capitalize()} the {part} of the {appliance} every "
        f"{rng.randint(1, 12)} months, or sooner when the display shows "
        f"E{rng.randint(10, 99)}.",
        f"If the {part} is noisy, {action} it and run a short programme at "
        f"{rng.choice((30, 40, 55, 65, 70))} degrees.",
        f"Never {action} the {part} while the {appliance} is running; "
        f"{rng.choice(FILLERS)}.",
        f"The {part} has a rated life of {rng.randint(500, 5000)} hours "
        f"(model {rng.choice('ABCDEFG')}{rng.randint(100, 999)}).",
    )
    return rng.choice(templates)


def paragraph(rng: random.Random, appliance: str) -> str:
    """Return a paragraph of 2-5 sentences."""
    return " ".join(sentence(rng, appliance) for _ in range(rng.randint(2, 5)))


def document(rng: random.Random, index: int) -> tuple[str, str]:
    """Return (relative path, content) of one generated manual."""
    appliance = rng.choice(APPLIANCES)
    title = f"{appliance.capitalize()} manual {index}"
    sections = rng.sample(SECTIONS, rng.randint(3, 6))
    body = {
        s: [paragraph(rng, appliance) for _ in range(rng.randint(1, 4))]
        for s in sections
    }
    kind = ("md", "txt", "html")[index % 3]
    folder = appliance.replace(" ", "_")
    if kind == "md":
        text = f"# {title}\n\n" + "".join(
            f"## {s}\n\n" + "\n\n".join(ps) + "\n\n" for s, ps in body.items()
        )
    elif kind == "txt":
        text = f"{title}\n\n" + "\n\n".join(p for ps in body.values() for p in ps)
    else:
        sections_html = "".join(
            f"<h2>{s}</h2>" + "".join(f"<p>{p}</p>" for p in ps)
            for s, ps in body.items()
        )
        text = (
            f"<html><head><title>{title}</title><style>p{{}}</style></head><body>"
            f"<nav>Home</nav><h1>{title}</h1>{sections_html}</body></html>"
        )
    return f"{folder}/manual_{index:04d}.{kind}", text


def questions(rng: random.Random, count: int) -> list[str]:
    """Return questions a household might ask of its manuals."""
    shapes = (
        "how do I {a} the {p} of my {x}",
        "what does error E{n} on the {x} mean",
        "when should I {a} the {x} {p}",
        "{x} {p}",
        'my {x} says "E{n}" AND ( the {p} is stuck',
    )
    return [
        rng.choice(shapes).format(
            a=rng.choice(ACTIONS),
            p=rng.choice(PARTS),
            x=rng.choice(APPLIANCES),
            n=rng.randint(10, 99),
        )
        for _ in range(count)
    ]


async def bench(files: int, queries: int, seed: int) -> dict[str, float]:
    """Run the benchmark in a temporary folder; return the figures in ms."""
    rng = random.Random(seed)  # noqa: S311 - reproducible test data, not secrets
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "docs"
        paths = []
        size = 0
        for index in range(files):
            relative, text = document(rng, index)
            path = root / relative
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            paths.append(path)
            size += len(text.encode())
        source = DocumentsSource(root, Path(tmp) / "index.sqlite", refresh_interval=1e9)

        started = time.perf_counter()
        full = await source.refresh()
        full_ms = (time.perf_counter() - started) * 1000

        started = time.perf_counter()
        await source.refresh()
        noop_ms = (time.perf_counter() - started) * 1000

        for path in rng.sample(paths, 10):
            stat = path.stat()
            path.write_text(path.read_text(encoding="utf-8") + "\n\nEdited.\n")
            os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 2_000_000_000))
        started = time.perf_counter()
        incremental = await source.refresh()
        incremental_ms = (time.perf_counter() - started) * 1000

        cues = cues_for("en")
        latencies = []
        hits = 0
        for text in questions(rng, queries):
            query = SourceQuery(text, tuple(content_words(text, cues)))
            started = time.perf_counter()
            found = await source.search(query)
            latencies.append((time.perf_counter() - started) * 1000)
            hits += bool(found)
        await source.close()
    latencies.sort()
    return {
        "files": files,
        "bytes": size,
        "passages": full.chunks,
        "full_index_ms": full_ms,
        "noop_refresh_ms": noop_ms,
        "reindexed_files": len(incremental.indexed),
        "incremental_ms": incremental_ms,
        "queries": queries,
        "answered": hits,
        "query_median_ms": statistics.median(latencies),
        "query_p95_ms": latencies[int(0.95 * (len(latencies) - 1))],
    }


def main(argv: list[str] | None = None) -> int:
    """Print the benchmark's figures."""
    parser = argparse.ArgumentParser(
        prog="scripts/bench_documents", description=__doc__
    )
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    figures = asyncio.run(bench(args.files, args.queries, args.seed))
    print(
        f"documents source benchmark (Python {platform.python_version()}, "
        f"SQLite {sqlite3.sqlite_version}, {os.cpu_count()} CPUs)"
    )
    print(
        f"  corpus:             {figures['files']} files, "
        f"{figures['bytes'] / 1e6:.1f} MB, {figures['passages']} passages"
    )
    print(f"  full index:         {figures['full_index_ms']:.0f} ms")
    print(f"  refresh, unchanged: {figures['noop_refresh_ms']:.1f} ms")
    print(
        f"  incremental:        {figures['incremental_ms']:.1f} ms "
        f"({figures['reindexed_files']} edited files re-indexed)"
    )
    print(
        f"  queries:            {figures['queries']} "
        f"({figures['answered']} with results), "
        f"median {figures['query_median_ms']:.2f} ms, "
        f"p95 {figures['query_p95_ms']:.2f} ms"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
