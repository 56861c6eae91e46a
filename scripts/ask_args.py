"""
The command line of scripts/ask: its options, their defaults, and its exit codes.

``--help`` shows every option with its default, and the exit codes, so that a script
calling ``scripts/ask`` can tell "nothing found" from "unreachable". Arguments that
cannot be right (an empty question, a ``--docs`` folder that is not there) are refused
here, before anything is asked or indexed.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import textwrap
from pathlib import Path
from typing import Final

from custom_components.grounded_answers.engine.options import AnswerStyle
from custom_components.grounded_answers.engine.retrieve.sources.wikipedia import (
    DEFAULT_BASE_URL,
)
from scripts.ask_phrases import translated_languages

EXIT_ANSWERED: Final = 0
EXIT_NOTHING_FOUND: Final = 1
EXIT_BAD_ARGUMENTS: Final = 2  # argparse's own status for a usage error
EXIT_UNREACHABLE: Final = 3
EXIT_CODES: Final = {
    EXIT_ANSWERED: "answered: material was found and spoken (synthesized or not)",
    EXIT_NOTHING_FOUND: "nothing found: every source answered, none had material",
    EXIT_BAD_ARGUMENTS: "bad arguments: e.g. an empty question, a missing --docs "
    "folder, an unknown --source",
    EXIT_UNREACHABLE: "sources unreachable: the router failed, or no source gave "
    "material and at least one of them failed (so nothing found is not proven)",
}
DEFAULT_TIMEOUT_S: Final = 15.0
PROG: Final = "scripts/ask"


def default_docs_db(folder: Path) -> Path:
    """Return a per-folder index path under the user's cache directory."""
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    digest = hashlib.sha1(str(folder.resolve()).encode()).hexdigest()[:12]  # noqa: S324
    return cache / "grounded_answers" / f"documents-{digest}.sqlite"


def _epilog() -> str:
    def wrapped(text: str) -> str:
        return textwrap.fill(text, width=78)

    codes = "\n".join(
        textwrap.fill(
            f"{code}  {meaning}",
            width=78,
            initial_indent="  ",
            subsequent_indent="     ",
        )
        for code, meaning in EXIT_CODES.items()
    )
    sources = wrapped(
        "sources: with none given, Wikipedia alone. One source given: --source auto "
        "(the question's cue words choose, as in Home Assistant). Several given: "
        "--source fusion, every one of them asked (SearXNG as web; --source news for "
        "its news). --router replaces the built-in sources."
    )
    paths = wrapped(
        "Paths are taken relative to the directory the command is run from. A reader "
        "that stops early (scripts/ask ... | head) leaves the exit status as it is."
    )
    return f"{sources}\n\nexit status:\n{codes}\n\n{paths}"


def build_parser() -> argparse.ArgumentParser:
    """Return the parser of scripts/ask: every option with its help and default."""
    parser = argparse.ArgumentParser(
        prog=PROG,
        description=textwrap.fill(
            "Ask the Grounded Answers engine one question, as Home Assistant would, "
            "and print what would be spoken, the outcome and the explanation chain.",
            width=78,
        ),
        epilog=_epilog(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("question", help="the question, quoted")
    sources = parser.add_argument_group("built-in sources (several may be given)")
    sources.add_argument(
        "--docs", metavar="DIR", type=Path, help="a folder of documents (must exist)"
    )
    sources.add_argument(
        "--docs-db",
        metavar="PATH",
        type=Path,
        help="the documents index, made on first use (default: "
        "~/.cache/grounded_answers/documents-<hash of the folder>.sqlite, under "
        "$XDG_CACHE_HOME when set)",
    )
    sources.add_argument("--kiwix", metavar="URL", help="a kiwix-serve (3.5 or newer)")
    sources.add_argument(
        "--kiwix-book",
        action="append",
        default=[],
        metavar="NAME",
        help="ask only this book of the kiwix-serve (repeatable; default: every book)",
    )
    sources.add_argument(
        "--searxng", metavar="URL", help="a SearXNG with format=json (web and news)"
    )
    sources.add_argument(
        "--wikipedia",
        action="store_true",
        help="add Wikipedia (default: on only when no other source is given)",
    )
    sources.add_argument(
        "--wikipedia-url",
        default=DEFAULT_BASE_URL,
        metavar="URL",
        help="Wikipedia's base URL, {lang} becomes the language (default: %(default)s)",
    )
    router = parser.add_argument_group("or a router")
    router.add_argument(
        "--router", metavar="URL", help="a Mnemolis-compatible router, instead"
    )
    router.add_argument("--api-key", help="the router's X-API-Key (default: none)")
    answer = parser.add_argument_group("answering")
    answer.add_argument(
        "--source",
        help="auto, fusion, or one source's name: wikipedia, kiwix, web, news, "
        "documents (default: auto with one source, fusion with several)",
    )
    answer.add_argument(
        "--language",
        default="en",
        help="the question's language, e.g. de, en-GB; the spoken phrases follow it "
        f"({', '.join(translated_languages())}; English otherwise) "
        "(default: %(default)s)",
    )
    answer.add_argument(
        "--style",
        choices=[s.value for s in AnswerStyle],
        default=AnswerStyle.VOICE.value,
        help="how long the answer may be (default: %(default)s)",
    )
    server = answer.add_mutually_exclusive_group()
    server.add_argument(
        "--ollama",
        metavar="URL",
        help="Ollama, to synthesize the answer (default: none; the material itself "
        "is spoken)",
    )
    server.add_argument(
        "--openai",
        metavar="URL",
        help="or an OpenAI-compatible server (llama.cpp's llama-server, vLLM, "
        "LM Studio, LocalAI); /v1 is added when the URL has no path",
    )
    answer.add_argument(
        "--model",
        help="the synthesis model, with --ollama or --openai: e.g. qwen3:8b on "
        "Ollama, Qwen/Qwen3-8B as an OpenAI-compatible server lists it",
    )
    answer.add_argument(
        "--model-api-key",
        metavar="KEY",
        help="the model server's API key, sent as a Bearer token (default: none; "
        "--api-key is the router's)",
    )
    answer.add_argument(
        "--timeout",
        type=float,
        default=DEFAULT_TIMEOUT_S,
        metavar="SECONDS",
        help="how long retrieval may take (each built-in source at most 10 s); "
        "the answer's deadline grows with it (default: %(default)g)",
    )
    answer.add_argument(
        "--json",
        action="store_true",
        help="print the whole result as JSON (with exit_code) instead of the report",
    )
    return parser


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """Return the parsed command line; a usage error exits 2 with its message."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if not any(char.isalnum() for char in args.question):
        parser.error("the question is empty")
    for flag, url in (("--ollama", args.ollama), ("--openai", args.openai)):
        if url and not args.model:
            parser.error(f"{flag} needs --model")
    if not (args.ollama or args.openai):
        for flag, value in (
            ("--model", args.model),
            ("--model-api-key", args.model_api_key),
        ):
            if value:
                parser.error(f"{flag} needs --ollama or --openai")
    builtin = [args.docs, args.kiwix, args.searxng, args.wikipedia]
    if args.router and any(builtin):
        parser.error("--router replaces the built-in sources")
    if args.docs is not None and not args.docs.is_dir():
        # Checked here, so that no index is made for a folder that is not there.
        why = "is not a folder" if args.docs.exists() else "does not exist"
        parser.error(f"--docs {args.docs}: {why}")
    if args.timeout <= 0:
        parser.error("--timeout must be positive")
    given = sum(bool(value) for value in builtin)
    if args.source is None:
        args.source = "fusion" if given > 1 else "auto"
    return args
