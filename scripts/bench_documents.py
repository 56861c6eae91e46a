"""
Benchmark of the documents source: indexing, re-indexing, query latency, memory.

For each size (1,000, 10,000 and 50,000 files by default) generates manual-like
documents (a mix of Markdown, plain text and HTML) in a temporary folder, then
measures with the real source (SQLite FTS5, worker threads):

- the full index of the folder into an empty database;
- a refresh with nothing changed (what a due refresh costs before a query);
- the incremental re-index after 10 files were edited;
- the latency of ~200 questions (median and p95), index already fresh;
- the peak resident memory of the process and the index's size on disk.

Each size runs in a fresh process, so its peak memory is its own. Then one generated
300-page PDF manual (``tests/stubs/pdf.py``) is indexed alone: text extraction with
pypdf, page by page. Deterministic (seeded); prints the figures. Not a test.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import platform
import random
import resource
import sqlite3
import statistics
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
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


MIN_FILES = 10  # 10 of them are edited for the incremental re-index


def write_corpus(root: Path, rng: random.Random, files: int) -> tuple[list[Path], int]:
    """Write ``files`` generated manuals under ``root``; return them and their bytes."""
    paths = []
    size = 0
    for index in range(files):
        relative, text = document(rng, index)
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        paths.append(path)
        size += len(text.encode())
    return paths, size


def disk_bytes(database: Path) -> int:
    """Return the bytes of an index and its SQLite side files."""
    return sum(
        Path(f"{database}{suffix}").stat().st_size
        for suffix in ("", "-wal", "-shm")
        if Path(f"{database}{suffix}").exists()
    )


def rss_mb() -> float:
    """Return this process's resident memory now, in MB (0 where /proc is absent)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except OSError:
        return 0.0
    return pages * os.sysconf("SC_PAGE_SIZE") / 1024 / 1024


def peak_rss_mb() -> float:
    """Return this process's peak resident memory in MB (Linux counts KiB)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 1024 if sys.platform != "darwin" else peak / 1024 / 1024


async def bench(files: int, queries: int, seed: int) -> dict[str, float]:
    """Run the benchmark in a temporary folder; return the figures in ms."""
    rng = random.Random(seed)  # noqa: S311 - reproducible test data, not secrets
    baseline = rss_mb()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "docs"
        database = Path(tmp) / "index.sqlite"
        paths, size = write_corpus(root, rng, files)
        source = DocumentsSource(root, database, refresh_interval=1e9)

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
        on_disk = disk_bytes(database)
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
        "peak_rss_mb": peak_rss_mb(),
        "baseline_rss_mb": baseline,
        "index_mb": on_disk / 1e6,
    }


def run_size(files: int, queries: int, seed: int) -> dict[str, float]:
    """Run one size (in a fresh process of its own)."""
    return asyncio.run(bench(files, queries, seed))


async def bench_pdf(pages: int, queries: int, seed: int) -> dict[str, float]:
    """Index one generated PDF manual of ``pages`` pages; return the figures."""
    from tests.stubs.pdf import paragraph_lines, pdf_bytes  # noqa: PLC0415

    rng = random.Random(seed)  # noqa: S311 - reproducible test data, not secrets
    baseline = rss_mb()
    appliance = "heat pump"
    content = [
        paragraph_lines(
            [rng.choice(SECTIONS)]
            + [paragraph(rng, appliance) for _ in range(rng.randint(3, 6))]
        )
        for _ in range(pages)
    ]
    data = pdf_bytes(content, title="Heat pump installation and service manual")
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "docs"
        root.mkdir()
        (root / "heat_pump.pdf").write_bytes(data)
        database = Path(tmp) / "index.sqlite"
        source = DocumentsSource(root, database, refresh_interval=1e9)
        started = time.perf_counter()
        report = await source.refresh()
        full_ms = (time.perf_counter() - started) * 1000
        started = time.perf_counter()
        await source.refresh()
        noop_ms = (time.perf_counter() - started) * 1000
        cues = cues_for("en")
        latencies = []
        for text in questions(rng, queries):
            query = SourceQuery(text, tuple(content_words(text, cues)))
            started = time.perf_counter()
            await source.search(query)
            latencies.append((time.perf_counter() - started) * 1000)
        await source.close()
        on_disk = disk_bytes(database)
    latencies.sort()
    return {
        "pages": pages,
        "bytes": len(data),
        "passages": report.chunks,
        "unreadable": len(report.skipped),
        "full_index_ms": full_ms,
        "noop_refresh_ms": noop_ms,
        "query_median_ms": statistics.median(latencies),
        "query_p95_ms": latencies[int(0.95 * (len(latencies) - 1))],
        "peak_rss_mb": peak_rss_mb(),
        "baseline_rss_mb": baseline,
        "index_mb": on_disk / 1e6,
    }


def run_pdf(pages: int, queries: int, seed: int) -> dict[str, float]:
    """Run the PDF benchmark (in a fresh process of its own)."""
    return asyncio.run(bench_pdf(pages, queries, seed))


def print_size(figures: dict[str, float]) -> None:
    """Print one size's figures."""
    print(
        f"{figures['files']:,} files, {figures['bytes'] / 1e6:.1f} MB, "
        f"{figures['passages']:,} passages"
    )
    print(f"  full index:         {figures['full_index_ms']:,.0f} ms")
    print(f"  refresh, unchanged: {figures['noop_refresh_ms']:,.1f} ms")
    print(
        f"  incremental:        {figures['incremental_ms']:,.1f} ms "
        f"({figures['reindexed_files']} edited files re-indexed)"
    )
    print(
        f"  queries:            {figures['queries']} "
        f"({figures['answered']} with results), "
        f"median {figures['query_median_ms']:.2f} ms, "
        f"p95 {figures['query_p95_ms']:.2f} ms"
    )
    print_memory(figures)


def print_memory(figures: dict[str, float]) -> None:
    """Print the peak memory (and what the imports alone took) and the index size."""
    print(
        f"  memory:             peak RSS {figures['peak_rss_mb']:.0f} MB "
        f"({figures['baseline_rss_mb']:.0f} MB before indexing), "
        f"index on disk {figures['index_mb']:.1f} MB"
    )


def print_pdf(figures: dict[str, float]) -> None:
    """Print the PDF manual's figures."""
    print(
        f"one PDF manual: {figures['pages']} pages, {figures['bytes'] / 1e6:.2f} MB, "
        f"{figures['passages']:,} passages, {figures['unreadable']} unreadable"
    )
    print(f"  full index:         {figures['full_index_ms']:,.0f} ms (pypdf, per page)")
    print(f"  refresh, unchanged: {figures['noop_refresh_ms']:,.1f} ms")
    print(
        f"  queries:            median {figures['query_median_ms']:.2f} ms, "
        f"p95 {figures['query_p95_ms']:.2f} ms"
    )
    print_memory(figures)


def sizes(raw: str) -> list[int]:
    """Parse ``--sizes 1000,10000``."""
    try:
        values = [int(part.replace("_", "")) for part in raw.split(",") if part]
    except ValueError as err:
        raise argparse.ArgumentTypeError(f"not a list of numbers: {raw!r}") from err
    if not values or min(values) < MIN_FILES:
        msg = f"each size must be at least {MIN_FILES} files"
        raise argparse.ArgumentTypeError(msg)
    return values


def main(argv: list[str] | None = None) -> int:
    """Print the benchmark's figures."""
    parser = argparse.ArgumentParser(
        prog="scripts/bench_documents",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--sizes",
        type=sizes,
        default=[1000, 10_000, 50_000],
        help="comma-separated corpus sizes in files (default: 1000,10000,50000)",
    )
    parser.add_argument("--files", type=int, help="one size only (as --sizes N)")
    parser.add_argument("--pdf-pages", type=int, default=300)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument(
        "--quick", action="store_true", help="200 files, a 30-page PDF, 50 questions"
    )
    args = parser.parse_args(argv)
    runs, pages, queries = args.sizes, args.pdf_pages, args.queries
    if args.files:
        runs = [args.files]
    if args.quick:
        runs, pages, queries = [200], 30, 50
    print(
        f"documents source benchmark (Python {platform.python_version()}, "
        f"SQLite {sqlite3.sqlite_version}, {os.cpu_count()} CPUs)",
        flush=True,
    )
    context = multiprocessing.get_context("spawn")
    for files in runs:
        with ProcessPoolExecutor(1, mp_context=context) as pool:
            print_size(pool.submit(run_size, files, queries, args.seed).result())
        sys.stdout.flush()
    if pages > 0:
        with ProcessPoolExecutor(1, mp_context=context) as pool:
            print_pdf(pool.submit(run_pdf, pages, queries, args.seed).result())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
