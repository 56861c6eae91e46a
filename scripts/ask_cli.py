"""
Command line of scripts/ask: the answer engine outside Home Assistant.

For tuning a set-up: ask one question through the same engine Home Assistant runs,
with a Mnemolis-compatible router (``--router``) or the built-in router's sources
(``--docs``, ``--kiwix``, ``--searxng``, ``--wikipedia``; Wikipedia alone when none
is given), optionally synthesized by Ollama (``--ollama URL --model NAME``). Prints
what would be spoken, the outcome and its reason, and the explanation chain with
timings; ``--json`` prints the whole result instead.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import aiohttp

from custom_components.grounded_answers.engine.options import AnswerStyle, EngineOptions
from custom_components.grounded_answers.engine.pipeline.engine import AnswerEngine
from custom_components.grounded_answers.engine.retrieve.builtin import BuiltinRouter
from custom_components.grounded_answers.engine.retrieve.router_client import (
    RouterClient,
)
from custom_components.grounded_answers.engine.retrieve.sources import (
    SourceSettings,
    build_sources,
)
from custom_components.grounded_answers.engine.retrieve.sources.wikipedia import (
    DEFAULT_BASE_URL,
)
from custom_components.grounded_answers.engine.synth.ollama import OllamaSynthesizer

if TYPE_CHECKING:
    from custom_components.grounded_answers.engine.types import (
        AnswerResult,
        Event,
    )

EXIT_ROUTER_ERROR = 2


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """Return the parsed command line."""
    parser = argparse.ArgumentParser(
        prog="scripts/ask",
        description="Ask the Grounded Answers engine one question.",
    )
    parser.add_argument("question")
    parser.add_argument("--router", metavar="URL", help="a Mnemolis-compatible router")
    parser.add_argument("--api-key", help="the router's X-API-Key")
    parser.add_argument("--wikipedia", action="store_true", help="add Wikipedia")
    parser.add_argument(
        "--wikipedia-url", default=DEFAULT_BASE_URL, help="base URL, {lang} allowed"
    )
    parser.add_argument("--kiwix", metavar="URL", help="a kiwix-serve")
    parser.add_argument("--kiwix-book", action="append", default=[], metavar="NAME")
    parser.add_argument("--searxng", metavar="URL", help="a SearXNG with format=json")
    parser.add_argument(
        "--docs", metavar="DIR", type=Path, help="a folder of documents"
    )
    parser.add_argument("--docs-db", metavar="PATH", type=Path, help="its index file")
    parser.add_argument("--language", default="en", help="e.g. de, en-GB")
    parser.add_argument("--source", default="auto", help="auto, or one source's name")
    parser.add_argument("--ollama", metavar="URL", help="Ollama for synthesis")
    parser.add_argument("--model", help="the synthesis model, e.g. qwen3:8b")
    parser.add_argument(
        "--style",
        choices=[s.value for s in AnswerStyle],
        default=AnswerStyle.VOICE.value,
    )
    parser.add_argument("--timeout", type=float, default=15.0, help="router seconds")
    parser.add_argument("--json", action="store_true", help="print the whole result")
    args = parser.parse_args(argv)
    if bool(args.ollama) != bool(args.model):
        parser.error("--ollama and --model go together")
    if args.router and (args.docs or args.kiwix or args.searxng or args.wikipedia):
        parser.error("--router replaces the built-in sources")
    return args


def default_docs_db(folder: Path) -> Path:
    """Return a per-folder index path under the user's cache directory."""
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    digest = hashlib.sha1(str(folder.resolve()).encode()).hexdigest()[:12]  # noqa: S324
    return cache / "grounded_answers" / f"documents-{digest}.sqlite"


def _router(args: argparse.Namespace, session: aiohttp.ClientSession) -> Any:
    if args.router:
        return RouterClient(
            session, args.router, api_key=args.api_key, timeout=args.timeout
        )
    settings = SourceSettings(
        language=args.language,
        wikipedia=True if args.wikipedia else None,
        wikipedia_url=args.wikipedia_url,
        kiwix_url=args.kiwix,
        kiwix_books=tuple(args.kiwix_book),
        searxng_url=args.searxng,
        documents_dir=args.docs,
        documents_db=(args.docs_db or default_docs_db(args.docs))
        if args.docs
        else None,
        documents_refresh_s=0,
    )
    return BuiltinRouter(
        build_sources(session, settings),
        language=args.language,
        route_budget=args.timeout,
        source_timeout=min(args.timeout, 10.0),
    )


async def ask(args: argparse.Namespace) -> AnswerResult:
    """Answer the question as Home Assistant would; the result carries every event.

    The engine classifies the question itself (the search route asks no model) and
    records the built-in router's own events in the result.
    """
    synthesizer = (
        OllamaSynthesizer(host=args.ollama, model=args.model) if args.ollama else None
    )
    async with aiohttp.ClientSession() as session:
        router = _router(args, session)
        options = EngineOptions(router_timeout=args.timeout, language=args.language)
        try:
            return await AnswerEngine(router, options, synthesizer).answer(
                args.question, style=AnswerStyle(args.style), source=args.source
            )
        finally:
            if isinstance(router, BuiltinRouter):
                await router.close()
            if synthesizer is not None:
                await synthesizer.aclose()


def _fields(event: Event) -> str:
    return " ".join(f"{key}={value!r}" for key, value in event.data.items())


def render(result: AnswerResult) -> str:
    """Return the human-readable report: speech, outcome, route, explanation chain."""
    lines = [result.speech, ""]
    lines.append(
        f"outcome: {result.outcome.value}"
        + (f" ({result.reason})" if result.reason else "")
        + f"   source: {result.source_used or '-'}"
        + f"   total: {result.timings.get('total_ms', 0.0):.1f} ms"
    )
    route = next((e.data for e in result.events if e.kind == "route_decided"), None)
    if route is not None:
        lines.append(
            f"route: {route['route']} ({route['rule']}"
            + (f" '{route['cue']}'" if route.get("cue") else "")
            + f", confidence {route['confidence']})"
        )
    lines.append("explanation:")
    lines.extend(
        f"  {e.elapsed_ms:9.1f} ms  {e.kind}  {_fields(e)}" for e in result.events
    )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Ask one question; exit 2 when the router failed, else 0."""
    args = parse_args(argv)
    result = asyncio.run(ask(args))
    if args.json:
        print(json.dumps(result.as_dict(), indent=2, ensure_ascii=False))
    else:
        print(render(result))
    return EXIT_ROUTER_ERROR if result.reason == "router_error" else 0


if __name__ == "__main__":
    sys.exit(main())
