"""A scriptable stand-in for Ollama: a real aiohttp server speaking its wire format.

Field names and shapes follow Ollama's ``api/types.go`` and the ``ollama`` client's
``_types.py``, which validates them: a chat chunk without ``message`` or a show reply
without ``model_info`` fails in the client, as it would against a broken server.

Under plain pytest::

    async with start_ollama_stub() as (script, url):
        script.reply("Paris is the capital of France.", chunks=3)
        ...  # talk to ``url`` with ollama.AsyncClient
        assert script.chat_requests[-1]["think"] is False

With pytest-aiohttp: ``server = await aiohttp_server(script.make_app())``. Under Home
Assistant's harness, request ``socket_enabled``; the stub binds 127.0.0.1 only.

Tool calls, so a core agent's tool loop (``homeassistant.components.ollama``) runs for
real against the stub::

    script.call_tool("grounded_answer", {"query": "how tall is the eiffel tower"})
    # or script.call_tool("grounded_answer"): arguments {"query": <the user's words>}

Then, for each chat:

* its request offers a tool of that name (``tools[].function.name``, compared on the
  part after the last ``__``: Home Assistant prefixes the tools of merged APIs with
  ``<slug of the API's name>__``, e.g. ``grounded-answers-host-8123__grounded_answer``)
  and its last message is the user's: the stub answers with ``message.tool_calls``
  (one call, ``{"function": {"index": 0, "name": <the name as offered>, "arguments":
  {...}}}``), streamed as a chunk followed by the final ``done`` chunk, as Ollama
  streams them;
* its last message has ``role: tool``: the stub answers text made from the tool's
  result, ``relay(result)`` where ``result`` is the message's parsed JSON content
  (Home Assistant sends ``{"data": ..., "error": ...}``); the default relay,
  ``relay_answer``, says ``data["answer"]`` (or ``data["error"]`` when ``error`` is
  true) word for word, like a model that relays what the tool returned, and when
  ``answer`` is null, the unverified ``data["passage"]`` as the source's own words
  (``relay_passage``: "According to <its sources' names> (not a checked answer):
  <its text>");
* any other chat (no tools, e.g. the integration's own synthesis on the same stub) is
  answered as ``reply`` scripted it.

``no_tool_calls()`` goes back to plain replies. Read back: ``tool_calls`` (the calls
sent, ``{"name", "arguments"}``), ``tool_results`` (the parsed tool messages received)
and ``relayed`` (the texts made from them). Neither tool calls nor relayed texts are
added to ``replies``, which holds the drafts a synthesis chat was answered with.
``fail``, ``missing_model`` and the delays apply to every chat.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
import re
import socket
from contextlib import asynccontextmanager
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Final, Self

from aiohttp import web

from tests.stubs.serving import Stalling, serve_stalling

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Callable, Iterable, Iterator, Mapping

DEFAULT_MODEL: Final = "qwen3:8b"

# Final-chunk metrics in nanoseconds, as Ollama reports them.
DEFAULT_STATS: Final[dict[str, int]] = {
    "total_duration": 1_250_000_000,
    "load_duration": 50_000_000,
    "prompt_eval_count": 420,
    "prompt_eval_duration": 300_000_000,
    "eval_count": 32,
    "eval_duration": 800_000_000,
}

DETAILS: Final[dict[str, Any]] = {
    "parent_model": "",
    "format": "gguf",
    "family": "qwen3",
    "families": ["qwen3"],
    "parameter_size": "8.2B",
    "quantization_level": "Q4_K_M",
}

# Go's time.ParseDuration grammar, which Ollama applies to a string keep_alive.
_GO_DURATION: Final = re.compile(r"[-+]?(0|((\d+(\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h))+)")


def canonical(name: str) -> str:
    """Return a model name with its tag: Ollama resolves "qwen3" to "qwen3:latest"."""
    return name if ":" in name.rsplit("/", 1)[-1] else f"{name}:latest"


def split_text(text: str, chunks: int) -> list[str]:
    """Split ``text`` into at most ``chunks`` pieces that concatenate back to it."""
    if chunks <= 1 or len(text) <= 1:
        return [text]
    size = -(-len(text) // chunks)
    return [text[i : i + size] for i in range(0, len(text), size)]


def _now() -> str:
    """Return a timestamp the way Ollama writes ``created_at``."""
    return datetime.now(UTC).isoformat().replace("+00:00", "Z")


@dataclass(frozen=True, slots=True)
class RecordedRequest:
    """One request the stub received."""

    method: str
    path: str
    body: Any  # parsed JSON, or None when the body was empty or not JSON
    raw: bytes


@dataclass(frozen=True, slots=True)
class _Behaviour:
    """How the stub answers the next ``/api/chat`` calls."""

    text: str = "OK."
    chunks: int = 1
    first_token_delay: float = 0.0
    chunk_delay: float = 0.0
    done_reason: str = "stop"
    stats: dict[str, int] = field(default_factory=lambda: dict(DEFAULT_STATS))
    fail_status: int | None = None
    fail_message: str = ""
    stall_after: int | None = None  # chunks sent before the stream hangs
    error_after: int | None = None  # chunks sent before an in-stream {"error"} line
    error_message: str = ""
    thinking: str = ""  # sent in ``message.thinking`` before any content


@dataclass(frozen=True, slots=True)
class _ToolScript:
    """The tool the stub calls when a chat offers it, and how it relays the result."""

    name: str
    arguments: Mapping[str, Any] | None  # None: {"query": <the user's last words>}
    relay: Callable[[Any], str]


NOTHING_USABLE: Final = "The tool returned nothing I can use."


def relay_passage(passage: Mapping[str, Any]) -> str:
    """Return how a relaying model quotes an unverified passage: the source's words.

    "According to the offline encyclopedia (not a checked answer): <text>", naming
    every source of the passage (``name``, else ``tag``), "the source" when none.
    """
    names = [
        str(source.get("name") or source.get("tag"))
        for source in passage.get("sources") or ()
        if isinstance(source, dict) and (source.get("name") or source.get("tag"))
    ]
    who = " and ".join(names) or "the source"
    return f"According to {who} (not a checked answer): {passage['text']}"


def relay_answer(result: Any) -> str:
    """Return what a relaying model says of a tool result: its answer, or its error.

    ``result`` is what Home Assistant sends as the tool message's content,
    ``{"data": {...}, "error": bool}``. A null ``answer`` with a ``passage`` is
    relayed by ``relay_passage``.
    """
    data = result.get("data") if isinstance(result, dict) else None
    if not isinstance(data, dict):
        return NOTHING_USABLE
    if result.get("error"):
        return str(data.get("error") or NOTHING_USABLE)
    passage = data.get("passage")
    if data.get("answer") is None and isinstance(passage, dict) and passage.get("text"):
        return relay_passage(passage)
    return str(data.get("answer") or NOTHING_USABLE)


class OllamaScript(Stalling):
    """What the stub answers, set per test; records every request it receives."""

    def __init__(self, models: Iterable[str] = (DEFAULT_MODEL,)) -> None:
        """Start with the given models installed and a short default reply."""
        super().__init__()
        self.models: list[str] = [canonical(name) for name in models]
        self.loaded: list[str] = []
        self.requests: list[RecordedRequest] = []
        self.replies: list[str] = []  # texts of the chats it started answering
        self.tool_calls: list[dict[str, Any]] = []  # calls sent: {"name", "arguments"}
        self.tool_results: list[Any] = []  # parsed contents of tool messages received
        self.relayed: list[str] = []  # texts made from those results
        self._behaviour = _Behaviour()
        self._tool: _ToolScript | None = None

    # -- scripting ------------------------------------------------------------------

    def reply(
        self,
        text: str,
        *,
        chunks: int = 1,
        first_token_delay: float = 0.0,
        tokens_per_second: float | None = None,
        done_reason: str = "stop",
        stats: dict[str, int] | None = None,
        thinking: str = "",
    ) -> Self:
        """Answer chats with ``text``, streamed in ``chunks`` pieces; clear failures.

        ``thinking`` goes out first in ``message.thinking``, as Ollama sends a
        thinking model's reasoning (also when the request said ``think: false``
        and the model reasons anyway).
        """
        self._behaviour = _Behaviour(
            thinking=thinking,
            text=text,
            chunks=chunks,
            first_token_delay=first_token_delay,
            chunk_delay=1.0 / tokens_per_second if tokens_per_second else 0.0,
            done_reason=done_reason,
            stats=dict(DEFAULT_STATS if stats is None else stats),
        )
        return self

    def fail(self, status: int = 500, message: str = "llama runner crashed") -> Self:
        """Answer chats with an HTTP error and Ollama's ``{"error": ...}`` body."""
        self._behaviour = replace(
            self._behaviour, fail_status=status, fail_message=message
        )
        return self

    def missing_model(self, name: str | None = None) -> Self:
        """Remove ``name`` (or every model) so chats and shows answer 404."""
        self.models = (
            [] if name is None else [m for m in self.models if m != canonical(name)]
        )
        return self

    def stall_after(self, chunks: int) -> Self:
        """Send ``chunks`` chunks, then hang until the client gives up."""
        self._behaviour = replace(self._behaviour, stall_after=chunks)
        return self

    def error_after(
        self, chunks: int, message: str = "an error was encountered"
    ) -> Self:
        """Send ``chunks`` chunks, then an in-stream ``{"error": ...}`` line."""
        self._behaviour = replace(
            self._behaviour, error_after=chunks, error_message=message
        )
        return self

    def call_tool(
        self,
        name: str,
        arguments: Mapping[str, Any] | None = None,
        *,
        relay: Callable[[Any], str] = relay_answer,
    ) -> Self:
        """Call tool ``name`` when a chat offers it; relay its result afterwards.

        ``arguments`` default to ``{"query": <the last user message>}``; ``relay``
        turns the tool message's parsed content into the next reply's text (see the
        module docstring).
        """
        self._tool = _ToolScript(
            name, None if arguments is None else dict(arguments), relay
        )
        return self

    def no_tool_calls(self) -> Self:
        """Answer every chat as ``reply`` scripted it, tools offered or not."""
        self._tool = None
        return self

    # -- reading back ---------------------------------------------------------------

    @property
    def chat_requests(self) -> list[Any]:
        """Return the bodies of every ``/api/chat`` request, oldest first."""
        return [r.body for r in self.requests if r.path == "/api/chat"]

    # -- the application ------------------------------------------------------------

    def make_app(self) -> web.Application:
        """Return an application serving Ollama's endpoints from this script."""
        app = web.Application()
        app.router.add_post("/api/chat", self._handle_chat)
        app.router.add_get("/api/tags", self._handle_tags)
        app.router.add_post("/api/show", self._handle_show)
        app.router.add_get("/api/ps", self._handle_ps)
        app.router.add_get("/api/version", self._handle_version)
        return app

    async def _record(self, request: web.Request) -> Any:
        """Record the request and return its JSON body (None if it has none)."""
        raw = await request.read()
        body = None
        with contextlib.suppress(ValueError):
            body = json.loads(raw) if raw else None
        self.requests.append(RecordedRequest(request.method, request.path, body, raw))
        return body

    async def _handle_chat(self, request: web.Request) -> web.StreamResponse:
        """Answer ``POST /api/chat``; note when the client hangs up mid-answer."""
        return await self._noting_hangups(lambda: self._chat(request))

    async def _chat(self, request: web.Request) -> web.StreamResponse:
        """Answer ``POST /api/chat`` as Ollama does, following the script."""
        body = await self._record(request)
        if refusal := self._refusal(body):
            return refusal
        b = self._behaviour
        model = str(body["model"])
        if canonical(model) not in self.loaded:
            self.loaded.append(canonical(model))
        if not body.get("messages"):
            # Ollama answers an empty chat by loading the model, whatever "stream" says.
            return web.json_response(
                {**_head(model, ""), "done_reason": "load", "done": True}
            )
        if (tool_turn := self._tool_turn(body)) is not None:
            await self._wait(b.first_token_delay)
            return await self._answer_tool_turn(request, body, model, tool_turn)
        self.replies.append(b.text)
        await self._wait(b.first_token_delay)
        if body.get("stream", True) is False:
            return await self._whole(model, b)
        return await self._stream(request, model, b)

    def _tool_turn(self, body: dict[str, Any]) -> dict[str, Any] | None:
        """Return the message to answer with in tool mode, or None for a plain chat.

        A tool call when the chat offers the scripted tool and the user spoke last;
        the relayed text when the last message is a tool result.
        """
        if self._tool is None:
            return None
        messages = body["messages"]
        last = messages[-1] if isinstance(messages[-1], dict) else {}
        if last.get("role") == "tool":
            content = last.get("content") or ""
            try:
                result: Any = json.loads(content)
            except ValueError:
                result = content
            self.tool_results.append(result)
            text = self._tool.relay(result)
            self.relayed.append(text)
            return {"role": "assistant", "content": text}
        offered = _offered_tool(body.get("tools"), self._tool.name)
        if offered is None or last.get("role") != "user":
            return None
        arguments = self._tool.arguments
        if arguments is None:
            arguments = {"query": str(last.get("content") or "")}
        self.tool_calls.append({"name": offered, "arguments": arguments})
        call = {"function": {"index": 0, "name": offered, "arguments": arguments}}
        return {"role": "assistant", "content": "", "tool_calls": [call]}

    async def _answer_tool_turn(
        self,
        request: web.Request,
        body: dict[str, Any],
        model: str,
        message: dict[str, Any],
    ) -> web.StreamResponse:
        """Answer a tool-mode chat with ``message``, whole or streamed.

        Ollama streams a tool call as one chunk carrying ``tool_calls``, and text as
        content chunks; the final ``done`` chunk has empty content either way.
        """
        b = self._behaviour
        head = {"model": model, "created_at": _now()}
        final = {**_head(model, ""), "done_reason": "stop", "done": True, **b.stats}
        if body.get("stream", True) is False:
            return web.json_response({**final, "message": message})
        response = web.StreamResponse(headers={"Content-Type": "application/x-ndjson"})
        await response.prepare(request)
        if "tool_calls" in message:
            await _write(response, {**head, "message": message, "done": False})
        else:
            for piece in split_text(message["content"], b.chunks):
                await _write(response, {**_head(model, piece), "done": False})
        await _write(response, final)
        await response.write_eof()
        return response

    def _refusal(self, body: Any) -> web.Response | None:
        """Return the error Ollama would answer this chat body with, or None."""
        if not isinstance(body, dict):
            return _error(400, "invalid request body")
        if problem := _validate_chat(body):
            return _error(400, problem)
        if self._behaviour.fail_status is not None:
            return _error(self._behaviour.fail_status, self._behaviour.fail_message)
        model = str(body["model"])
        if canonical(model) not in self.models:
            return _error(404, f'model "{model}" not found, try pulling it first')
        return None

    async def _whole(self, model: str, b: _Behaviour) -> web.Response:
        """Answer a ``"stream": false`` chat with one object."""
        if b.stall_after is not None:
            await self._wait(math.inf)
        if b.error_after is not None:
            # Without streaming, Ollama reports a failed generation as an HTTP 500.
            return _error(500, b.error_message)
        await self._wait(b.chunk_delay * len(split_text(b.text, b.chunks)))
        return web.json_response(
            {
                **_head(model, b.text, b.thinking),
                "done_reason": b.done_reason,
                "done": True,
                **b.stats,
            }
        )

    async def _stream(
        self, request: web.Request, model: str, b: _Behaviour
    ) -> web.StreamResponse:
        """Answer a streamed chat with NDJSON chunks and a final stats chunk."""
        response = web.StreamResponse(headers={"Content-Type": "application/x-ndjson"})
        await response.prepare(request)
        pieces = split_text(b.text, b.chunks)
        for thought in split_text(b.thinking, b.chunks) if b.thinking else ():
            await _write(response, {**_head(model, "", thought), "done": False})
        # A stall or error scripted past the last piece happens before the final chunk.
        stall_at = _clamp(b.stall_after, len(pieces))
        error_at = _clamp(b.error_after, len(pieces))
        for sent in range(len(pieces) + 1):
            if sent == stall_at:
                await self._wait(math.inf)
                return response
            if sent == error_at:
                await _write(response, {"error": b.error_message})
                break
            if sent == len(pieces):
                final = {**_head(model, ""), "done_reason": b.done_reason, "done": True}
                await _write(response, {**final, **b.stats})
                break
            if sent:
                await self._wait(b.chunk_delay)
            await _write(response, {**_head(model, pieces[sent]), "done": False})
        await response.write_eof()
        return response

    async def _handle_tags(self, request: web.Request) -> web.Response:
        """Answer ``GET /api/tags`` with the installed models."""
        await self._record(request)
        return web.json_response(
            {"models": [_model_entry(name) for name in self.models]}
        )

    async def _handle_show(self, request: web.Request) -> web.Response:
        """Answer ``POST /api/show`` with a model's details, 404 for unknown models."""
        body = await self._record(request)
        name = str((body or {}).get("model") or (body or {}).get("name") or "")
        if canonical(name) not in self.models:
            return _error(404, f"model '{name}' not found")
        return web.json_response(
            {
                "license": "Apache License 2.0",
                "modelfile": f"FROM {name}\n",
                "parameters": 'stop "<|im_end|>"',
                "template": "{{ .Prompt }}",
                "details": DETAILS,
                "model_info": {
                    "general.architecture": "qwen3",
                    "qwen3.context_length": 40960,
                },
                "capabilities": ["completion", "tools", "thinking"],
                "modified_at": "2025-05-01T10:00:00.000000+02:00",
            }
        )

    async def _handle_ps(self, request: web.Request) -> web.Response:
        """Answer ``GET /api/ps`` with the models a chat has loaded."""
        await self._record(request)
        return web.json_response(
            {
                "models": [
                    {
                        **_model_entry(name),
                        "expires_at": "2099-01-01T00:00:00Z",
                        "size_vram": 6_000_000_000,
                        "context_length": 8192,
                    }
                    for name in self.loaded
                ]
            }
        )

    async def _handle_version(self, request: web.Request) -> web.Response:
        """Answer ``GET /api/version``."""
        await self._record(request)
        return web.json_response({"version": "0.12.6"})


def _validate_chat(body: dict[str, Any]) -> str | None:
    """Return Ollama's complaint about a chat body, or None when it would accept it."""
    if not body.get("model"):
        return "model is required"
    keep_alive = body.get("keep_alive")
    if isinstance(keep_alive, bool) or not isinstance(
        keep_alive, int | float | str | None
    ):
        return f"Unsupported type: '{type(keep_alive).__name__}'"
    if isinstance(keep_alive, str) and not _GO_DURATION.fullmatch(keep_alive):
        return f'time: invalid duration "{keep_alive}"'
    return None


def _offered_tool(tools: Any, name: str) -> str | None:
    """Return the name under which a chat's ``tools`` offer ``name``, or None.

    Home Assistant prefixes the tools of merged APIs with the slug of their API's
    name and ``__`` (``grounded-answers-host__grounded_answer``); the call must use
    the offered name. The tools are matched on the part after the last ``__``, so
    ``name`` may be given bare or with any prefix.
    """
    wanted = name.rsplit("__", 1)[-1]
    for tool in tools if isinstance(tools, list) else ():
        function = tool.get("function") if isinstance(tool, dict) else None
        offered = function.get("name") if isinstance(function, dict) else None
        if isinstance(offered, str) and offered.rsplit("__", 1)[-1] == wanted:
            return offered
    return None


def _clamp(position: int | None, last: int) -> int | None:
    """Return a scripted chunk position, at most ``last``; None stays None."""
    return None if position is None else min(position, last)


def _head(model: str, content: str, thinking: str = "") -> dict[str, Any]:
    """Return the fields every chat object starts with."""
    message = {"role": "assistant", "content": content}
    if thinking:
        message["thinking"] = thinking
    return {"model": model, "created_at": _now(), "message": message}


def _model_entry(name: str) -> dict[str, Any]:
    """Return one ``/api/tags`` entry."""
    return {
        "name": name,
        "model": name,
        "modified_at": "2025-05-01T10:00:00.000000+02:00",
        "size": 5_225_376_047,
        "digest": hashlib.sha256(name.encode()).hexdigest(),
        "details": DETAILS,
    }


def _error(status: int, message: str) -> web.Response:
    """Return Ollama's error shape."""
    return web.json_response({"error": message}, status=status)


async def _write(response: web.StreamResponse, obj: dict[str, Any]) -> None:
    """Write one NDJSON line."""
    await response.write(json.dumps(obj).encode() + b"\n")


@asynccontextmanager
async def start_ollama_stub(
    script: OllamaScript | None = None,
) -> AsyncIterator[tuple[OllamaScript, str]]:
    """Serve ``script`` on 127.0.0.1 (a free port) and yield it with the base URL."""
    script = script or OllamaScript()
    async with serve_stalling(script, script.make_app()) as served:
        yield served


@contextlib.contextmanager
def refused_url() -> Iterator[str]:
    """Yield a URL on 127.0.0.1 whose port refuses connections.

    The port stays bound (not listening) for the duration, so nothing else can take it
    and every connection attempt is refused at once.
    """
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        yield f"http://127.0.0.1:{sock.getsockname()[1]}"
