"""
Command line of scripts/ask: the answer engine outside Home Assistant.

For tuning a set-up: ask one question through the same engine Home Assistant runs,
with a Mnemolis-compatible router (``--router``) or the built-in router's sources
(``--docs``, ``--kiwix``, ``--searxng``, ``--wikipedia``; Wikipedia alone when none
is given), optionally synthesized by Ollama (``--ollama URL --model NAME``) or an
OpenAI-compatible server (``--openai URL --model NAME``, ``--model-api-key KEY``),
built as the integration builds it (``engine.synth.backends``). Prints what would be
spoken, the outcome and its reason, and the explanation chain with timings; ``--json``
prints the whole result instead. The exit status says what came of it
(``scripts.ask_args.EXIT_CODES``): "nothing found" is not "unreachable", and a reader
that stops early (``scripts/ask ... | head``) changes neither.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import sys
from typing import TYPE_CHECKING, Any, Final

import aiohttp

from custom_components.grounded_answers.engine.options import AnswerStyle, EngineOptions
from custom_components.grounded_answers.engine.pipeline.engine import AnswerEngine
from custom_components.grounded_answers.engine.retrieve.builtin import BuiltinRouter
from custom_components.grounded_answers.engine.retrieve.router_client import (
    RouterClient,
)
from custom_components.grounded_answers.engine.retrieve.selection import ALIASES
from custom_components.grounded_answers.engine.retrieve.sources import (
    SourceSettings,
    build_sources,
)
from custom_components.grounded_answers.engine.seams import CHOOSING_SOURCES
from custom_components.grounded_answers.engine.synth.backends import (
    OLLAMA,
    OPENAI,
    ModelServer,
    build_synthesizer,
    load_backend,
)
from custom_components.grounded_answers.engine.types import Outcome, Reason
from scripts.ask_args import (
    EXIT_ANSWERED,
    EXIT_BAD_ARGUMENTS,
    EXIT_NOTHING_FOUND,
    EXIT_UNREACHABLE,
    PROG,
    build_parser,
    default_docs_db,
    parse_args,
)
from scripts.ask_phrases import spoken_phrases

if TYPE_CHECKING:
    import argparse
    from collections.abc import Sequence

    from custom_components.grounded_answers.engine.seams import (
        ModelSynthesizer,
        Routed,
    )
    from custom_components.grounded_answers.engine.types import (
        AnswerResult,
        Event,
    )

# A source the built-in router drops this way failed; "empty" only found nothing.
_FAILED: Final = frozenset({"error", "timeout", "route_budget"})


class EveryGivenSource(BuiltinRouter):
    """The built-in router, where ``fusion`` without a list means every source given.

    Home Assistant's own questions name their fusion list; on the command line,
    several sources given are there to be asked together.
    """

    def __init__(self, *args: Any, given: Sequence[str], **kwargs: Any) -> None:
        """Keep the tags of the sources named on the command line."""
        super().__init__(*args, **kwargs)
        self.given = list(given)

    async def route_and_search(
        self,
        query: str,
        source: str = "auto",
        fusion_sources: Sequence[str] | None = None,
        **options: Any,
    ) -> Routed:
        """Route as the built-in router does, fusing every given source by default."""
        if source == "fusion" and not fusion_sources:
            fusion_sources = self.given
        return await super().route_and_search(query, source, fusion_sources, **options)


def _given_tags(args: argparse.Namespace) -> list[str]:
    """Return the tag of each built-in source named on the command line."""
    return [
        tag
        for tag, given in (
            ("documents", args.docs),
            ("kiwix", args.kiwix),
            ("wikipedia", args.wikipedia),
            ("web", args.searxng),
        )
        if given
    ]


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
    return EveryGivenSource(
        build_sources(session, settings),
        given=_given_tags(args),
        language=args.language,
        route_budget=args.timeout,
        source_timeout=min(args.timeout, 10.0),
    )


def model_server(
    args: argparse.Namespace, options: EngineOptions
) -> ModelServer | None:
    """Return the model server named on the command line, or None without one.

    Made as the integration makes it from its options: the engine's timeout,
    temperature, context size and keep-alive.
    """
    backend, url = (OPENAI, args.openai) if args.openai else (OLLAMA, args.ollama)
    if not url:
        return None
    return ModelServer(
        backend=backend,
        url=url.strip().rstrip("/"),
        api_key=args.model_api_key or None,
        timeout=options.llm_timeout,
        temperature=options.temperature,
        num_ctx=options.num_ctx,
        keep_alive_minutes=options.keep_alive_minutes,
    )


def synthesizer_for(args: argparse.Namespace) -> ModelSynthesizer | None:
    """Return the synthesizer of ``--ollama``/``--openai`` with ``--model``, or None.

    The backend's modules (the ``openai`` client's) are imported here, before the
    event loop runs, as Home Assistant imports them in its executor.
    """
    server = model_server(args, EngineOptions())
    if server is None:
        return None
    load_backend(server.backend)
    return build_synthesizer(server, args.model)


def unknown_source(router: Any, source: str) -> str | None:
    """Return the refusal of a ``--source`` the router does not know, or None."""
    accepted = [name.lower() for name in router.accepted_sources]
    if source.lower() in accepted or ALIASES.get(source.lower()) in accepted:
        return None
    valid = [name for name in router.accepted_sources if name not in CHOOSING_SOURCES]
    return (
        f"--source {source}: not among the sources given; "
        f"valid: {', '.join([*CHOOSING_SOURCES, *valid])}"
    )


async def ask(args: argparse.Namespace) -> AnswerResult | str:
    """Answer the question as Home Assistant would; the result carries every event.

    The engine classifies the question itself (the search route asks no model) and
    records the built-in router's own events in the result. A ``--source`` the
    router does not know comes back as its refusal (a string), nothing asked.
    """
    synthesizer = synthesizer_for(args)
    async with aiohttp.ClientSession() as session:
        router = _router(args, session)
        # The turn deadline must not cut what --timeout allows: retrieval may take
        # that long, and the model its own timeout after it.
        defaults = EngineOptions()
        deadline = args.timeout + defaults.llm_timeout
        options = EngineOptions(
            router_timeout=args.timeout,
            language=args.language,
            voice_deadline=max(defaults.voice_deadline, deadline),
            typed_deadline=max(defaults.typed_deadline, deadline),
        )
        try:
            if (refusal := unknown_source(router, args.source)) is not None:
                return refusal
            return await AnswerEngine(router, options, synthesizer).answer(
                args.question,
                style=AnswerStyle(args.style),
                source=args.source,
                phrases=spoken_phrases(args.language),
                language=args.language,
            )
        finally:
            if isinstance(router, BuiltinRouter):
                await router.close()
            if synthesizer is not None:
                await synthesizer.aclose()


def failures(result: AnswerResult) -> dict[str, str]:
    """Return each source that failed (tag: why) when no source had material.

    The router's error carries them (``router_error`` event, ``sources``); a router
    that reports every source asked as dropped by a failure, none answering and none
    merely empty, failed just the same.
    """
    error = next((e.data for e in result.events if e.kind == "router_error"), None)
    if error is not None:
        return dict(error.get("sources") or {"router": str(error.get("error", ""))})
    dropped = [e.data for e in result.events if e.kind == "source_dropped"]
    if any(e.kind == "source_answered" for e in result.events) or not dropped:
        return {}
    if all(data.get("reason") in _FAILED for data in dropped):
        return {
            str(data["source"]): str(data.get("error") or data["reason"])
            for data in dropped
        }
    return {}


def exit_code(result: AnswerResult) -> int:
    """Return the exit status of ``result`` (``EXIT_CODES``)."""
    if result.reason == Reason.ROUTER_ERROR or failures(result):
        return EXIT_UNREACHABLE
    if result.reason == Reason.EMPTY_RESULT or result.outcome is Outcome.HONEST_MISS:
        return EXIT_NOTHING_FOUND
    return EXIT_ANSWERED


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


def complaint(result: AnswerResult, code: int) -> str | None:
    """Return the one stderr line of a question that got no material, or None."""
    if code == EXIT_UNREACHABLE:
        why = "; ".join(f"{tag}: {reason}" for tag, reason in failures(result).items())
        return f"{PROG}: error: no source could be reached ({why})"
    if code == EXIT_NOTHING_FOUND:
        return f"{PROG}: nothing found ({result.reason or result.outcome.value})"
    return None


def write_out(text: str) -> None:
    """Print ``text`` on stdout; a reader that has gone (``| head``) is no error.

    Once the pipe is closed, stdout is pointed at /dev/null, so the flush at exit
    does not fail again; the exit status stays the answer's.
    """
    try:
        print(text)
        sys.stdout.flush()
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)


def main(argv: list[str] | None = None) -> int:
    """Ask one question; the exit status is one of ``EXIT_CODES``."""
    args = parse_args(argv)
    # The engine's warnings (a failing source, say) stay, labelled apart from the report.
    logging.basicConfig(
        level=logging.WARNING, format="log: %(levelname)s %(name)s: %(message)s"
    )
    result = asyncio.run(ask(args))
    if isinstance(result, str):
        build_parser().print_usage(sys.stderr)
        print(f"{PROG}: error: {result}", file=sys.stderr)
        return EXIT_BAD_ARGUMENTS
    code = exit_code(result)
    if args.json:
        # "language" as the ask action returns it: the language the question was in.
        report = result.as_dict() | {"language": args.language, "exit_code": code}
        write_out(json.dumps(report, indent=2, ensure_ascii=False))
    else:
        write_out(render(result))
    if (line := complaint(result, code)) is not None:
        print(line, file=sys.stderr)
    return code


if __name__ == "__main__":
    sys.exit(main())
