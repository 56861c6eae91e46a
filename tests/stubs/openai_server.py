"""A scriptable stand-in for an OpenAI-compatible server: llama.cpp's server or vLLM.

A real aiohttp server on 127.0.0.1 speaking chat completions as the ``openai`` client
(3.x) parses them: ``POST /v1/chat/completions`` streamed as server-sent events
(``data: {chat.completion.chunk}`` ... a chunk with ``finish_reason``, a usage chunk
when ``stream_options.include_usage`` asks, ``data: [DONE]``) and whole
(``chat.completion``), and ``GET /v1/models``. Error bodies follow the ``flavour``:

- ``"llama.cpp"``: ``{"error": {"code": 404, "message": ..., "type": "not_found_error"}}``;
  ``/v1/models`` needs no API key (llama.cpp serves it publicly), chats do; replies
  carry llama.cpp's ``timings``.
- ``"vllm"``: ``{"object": "error", "message": ..., "type": "NotFoundError",
  "param": null, "code": 404}``; a wrong key is ``{"error": "Unauthorized"}`` on
  every route.

An error during a stream is one ``data: {"error": {...}}`` event, then the stream
ends. Reasoning (``thinking=``) goes out as ``reasoning_content`` deltas (whole
replies: ``message.reasoning_content``), as llama.cpp, vLLM and LM Studio send it.

The API, stable (other tests drive it)::

    async with start_openai_stub() as (script, url):  # or start_openai_stub(script)
        # url is "http://127.0.0.1:<port>"; the routes are under url + "/v1"
        script.reply("Paris is the capital of France.", chunks=3)
        ...  # OpenAICompatSynthesizer(base_url=url, model=DEFAULT_MODEL)
        assert script.chat_requests[-1]["max_tokens"] == 160

    OpenAIScript(models=(DEFAULT_MODEL,), *, flavour="llama.cpp")
    scripting, each returning the script:
        reply(text, *, chunks=1, first_token_delay=0.0, tokens_per_second=None,
              done_reason="stop", thinking="", usage=None, timings=None)
        answer_with(answerer)      # answerer(body) -> reply text, per request (warm-ups
                                   # too: their one message is "Hi"); None: off
        fail(status=500, message="...")
        missing_model(name=None)   # None: every model
        stall_after(chunks)        # send that many pieces, then hang
        error_after(chunks, message="...")  # whole replies: HTTP 500
        cut_after(chunks)          # send that many pieces, then end the stream
                                   # without a finish reason or [DONE]
        drop_after(chunks, *, reset=False)  # send that many pieces, then drop the
                                   # connection mid-body (reset: with a TCP reset),
                                   # as a server that dies; whole replies: dropped
                                   # before the reply
        require_api_key(key)       # None: accept any (the default)
    waiting: await wait_for_hangup(timeout=5.0); release()
    reading back: models, loaded, requests (RecordedRequest: method, path, body, raw,
        headers), chat_requests (bodies), hangups, replies (texts it started sending),
        answered (chats it answered to the end)

Under Home Assistant's harness, request ``socket_enabled``; the stub binds 127.0.0.1.
"""

from __future__ import annotations

import contextlib
import json
import math
import socket
import struct
import time
from contextlib import asynccontextmanager
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Final, Literal, Self

from aiohttp import web

from tests.stubs.ollama_server import refused_url, split_text
from tests.stubs.serving import Stalling, serve_stalling

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Callable, Iterable

__all__ = [
    "DEFAULT_MODEL",
    "OpenAIScript",
    "RecordedRequest",
    "refused_url",
    "start_openai_stub",
]

DEFAULT_MODEL: Final = "Qwen/Qwen3-8B"
type Flavour = Literal["llama.cpp", "vllm"]
type Answerer = Callable[[dict[str, Any]], str]

DEFAULT_USAGE: Final[dict[str, int]] = {
    "prompt_tokens": 420,
    "completion_tokens": 32,
    "total_tokens": 452,
}
# llama.cpp's per-reply timings (milliseconds), sent with its final chunk.
DEFAULT_TIMINGS: Final[dict[str, float]] = {
    "prompt_n": 420,
    "prompt_ms": 300.0,
    "prompt_per_token_ms": 0.714,
    "prompt_per_second": 1400.0,
    "predicted_n": 32,
    "predicted_ms": 800.0,
    "predicted_per_token_ms": 25.0,
    "predicted_per_second": 40.0,
}
_ROLES: Final = frozenset({"system", "developer", "user", "assistant", "tool"})
_FORMATS: Final = frozenset({"text", "json_object", "json_schema"})
_MAX_TEMPERATURE: Final = 2
# status -> (llama.cpp's error type, vLLM's)
_ERROR_TYPES: Final[dict[int, tuple[str, str]]] = {
    400: ("invalid_request_error", "BadRequestError"),
    401: ("authentication_error", "Unauthorized"),
    403: ("permission_error", "Forbidden"),
    404: ("not_found_error", "NotFoundError"),
    429: ("rate_limit_error", "TooManyRequests"),
    501: ("not_supported_error", "NotImplementedError"),
    503: ("unavailable_error", "ServiceUnavailableError"),
}
_PUBLIC_PATHS: Final[dict[str, frozenset[str]]] = {
    "llama.cpp": frozenset({"/v1/models", "/health", "/v1/health"}),
    "vllm": frozenset(),
}


@dataclass(frozen=True, slots=True)
class RecordedRequest:
    """One request the stub received."""

    method: str
    path: str
    body: Any  # parsed JSON, or None when the body was empty or not JSON
    raw: bytes
    headers: dict[str, str]


@dataclass(frozen=True, slots=True)
class _Behaviour:
    """How the stub answers the next chat completions."""

    text: str = "OK."
    chunks: int = 1
    first_token_delay: float = 0.0
    chunk_delay: float = 0.0
    done_reason: str = "stop"
    thinking: str = ""
    usage: dict[str, int] | None = None  # None: DEFAULT_USAGE
    timings: dict[str, float] | None = None  # None: the flavour's (llama.cpp only)
    fail_status: int | None = None
    fail_message: str = ""
    stall_after: int | None = None
    error_after: int | None = None
    error_message: str = ""
    cut_after: int | None = None
    drop_after: int | None = None
    drop_reset: bool = False


class OpenAIScript(Stalling):
    """What the stub answers, set per test; records every request it receives."""

    def __init__(
        self,
        models: Iterable[str] = (DEFAULT_MODEL,),
        *,
        flavour: Flavour = "llama.cpp",
    ) -> None:
        """Serve ``models`` (ids exactly as given) with the ``flavour``'s error bodies."""
        super().__init__()
        if flavour not in _PUBLIC_PATHS:
            raise ValueError(f"unknown flavour {flavour!r}")
        self.flavour: Flavour = flavour
        self.models: list[str] = list(models)
        self.loaded: list[str] = []
        self.requests: list[RecordedRequest] = []
        self.replies: list[str] = []
        self.answered = 0
        self.answerer: Answerer | None = None
        self.api_key: str | None = None
        self._behaviour = _Behaviour()
        self._counter = 0

    # -- scripting ------------------------------------------------------------------

    def reply(
        self,
        text: str,
        *,
        chunks: int = 1,
        first_token_delay: float = 0.0,
        tokens_per_second: float | None = None,
        done_reason: str = "stop",
        thinking: str = "",
        usage: dict[str, int] | None = None,
        timings: dict[str, float] | None = None,
    ) -> Self:
        """Answer chats with ``text`` in ``chunks`` pieces; clear failures."""
        self._behaviour = _Behaviour(
            text=text,
            chunks=chunks,
            first_token_delay=first_token_delay,
            chunk_delay=1.0 / tokens_per_second if tokens_per_second else 0.0,
            done_reason=done_reason,
            thinking=thinking,
            usage=usage,
            timings=timings,
        )
        return self

    def answer_with(self, answerer: Answerer | None) -> Self:
        """Answer each chat with ``answerer(body)`` instead of the scripted text."""
        self.answerer = answerer
        return self

    def fail(self, status: int = 500, message: str = "llama runner crashed") -> Self:
        """Answer chats with an HTTP error in the flavour's body."""
        self._behaviour = replace(
            self._behaviour, fail_status=status, fail_message=message
        )
        return self

    def missing_model(self, name: str | None = None) -> Self:
        """Remove ``name`` (or every model): chats for it answer 404.

        As vLLM, LM Studio and llama.cpp's router do; a llama.cpp server started
        with one model answers whatever model is named.
        """
        self.models = [] if name is None else [m for m in self.models if m != name]
        return self

    def stall_after(self, chunks: int) -> Self:
        """Send ``chunks`` pieces, then hang until the client gives up."""
        self._behaviour = replace(self._behaviour, stall_after=chunks)
        return self

    def error_after(self, chunks: int, message: str = "generation failed") -> Self:
        """Send ``chunks`` pieces, then an in-stream error event."""
        self._behaviour = replace(
            self._behaviour, error_after=chunks, error_message=message
        )
        return self

    def cut_after(self, chunks: int) -> Self:
        """Send ``chunks`` pieces, then end the stream as a crashed server would."""
        self._behaviour = replace(self._behaviour, cut_after=chunks)
        return self

    def drop_after(self, chunks: int, *, reset: bool = False) -> Self:
        """Send ``chunks`` pieces, then drop the connection as a dying server does.

        The chunked body is never terminated: the client reads a closed connection
        (``reset``: a TCP reset) in the middle of the stream.
        """
        self._behaviour = replace(self._behaviour, drop_after=chunks, drop_reset=reset)
        return self

    def require_api_key(self, key: str | None) -> Self:
        """Answer 401 unless ``Authorization: Bearer <key>`` comes (None: no check)."""
        self.api_key = key
        return self

    # -- reading back ---------------------------------------------------------------

    @property
    def chat_requests(self) -> list[Any]:
        """Return the bodies of every chat completion request, oldest first."""
        return [r.body for r in self.requests if r.path == "/v1/chat/completions"]

    # -- the application ------------------------------------------------------------

    def make_app(self) -> web.Application:
        """Return an application serving the endpoints from this script."""
        app = web.Application(middlewares=[self._authenticate])
        app.router.add_post("/v1/chat/completions", self._handle_chat)
        app.router.add_get("/v1/models", self._handle_models)
        return app

    @web.middleware
    async def _authenticate(
        self,
        request: web.Request,
        handler: Callable[[web.Request], Any],
    ) -> web.StreamResponse:
        """Record the request; refuse it without the required key."""
        raw = await request.read()
        body = None
        with contextlib.suppress(ValueError):
            body = json.loads(raw) if raw else None
        self.requests.append(
            RecordedRequest(
                request.method, request.path, body, raw, dict(request.headers)
            )
        )
        request["body"] = body
        public = request.path in _PUBLIC_PATHS[self.flavour]
        wanted = f"Bearer {self.api_key}"
        refused = request.headers.get("Authorization") != wanted
        if self.api_key is not None and not public and refused:
            if self.flavour == "vllm":
                return web.json_response({"error": "Unauthorized"}, status=401)
            return self._error(401, "Invalid API Key")
        return await handler(request)

    def _error(self, status: int, message: str) -> web.Response:
        """Return the flavour's error response."""
        return web.json_response(self._error_body(status, message), status=status)

    def _error_body(self, status: int, message: str) -> dict[str, Any]:
        """Return the flavour's error object (the body, or an event's ``error``)."""
        llama, vllm = _ERROR_TYPES.get(status, ("server_error", "InternalServerError"))
        if self.flavour == "vllm":
            return {
                "object": "error",
                "message": message,
                "type": vllm,
                "param": None,
                "code": status,
            }
        return {"error": {"code": status, "message": message, "type": llama}}

    async def _handle_chat(self, request: web.Request) -> web.StreamResponse:
        """Answer a chat completion; note when the client hangs up mid-answer."""
        return await self._noting_hangups(lambda: self._chat(request))

    async def _chat(self, request: web.Request) -> web.StreamResponse:
        """Answer a chat completion as the server would, following the script."""
        body = request["body"]
        if not isinstance(body, dict):
            return self._error(400, "invalid request body")
        if problem := self._problem(body):
            return self._error(400, problem)
        b = self._behaviour
        if b.fail_status is not None:
            return self._error(b.fail_status, b.fail_message)
        model = str(body.get("model") or (self.models[:1] or [""])[0])
        if model not in self.models:
            message = (
                f"The model `{model}` does not exist."
                if self.flavour == "vllm"
                else f"model '{model}' not found"
            )
            return self._error(404, message)
        if model not in self.loaded:
            self.loaded.append(model)
        if self.answerer is not None:
            b = replace(b, text=self.answerer(body))
        self.replies.append(b.text)
        self._counter += 1
        head = {
            "id": f"chatcmpl-{self._counter}",
            "created": int(time.time()),
            "model": model,
            "system_fingerprint": "b6700-stub",
        }
        await self._wait(b.first_token_delay)
        if body.get("stream") is True:
            return await self._stream(request, body, head, b)
        return await self._whole(request, head, b)

    def _problem(self, body: dict[str, Any]) -> str | None:
        """Return the server's complaint about a chat body, or None."""
        messages = body.get("messages")
        if not isinstance(messages, list) or not messages:
            return "'messages' is required and must be a non-empty array"
        for message in messages:
            role = message.get("role") if isinstance(message, dict) else None
            if role not in _ROLES:
                return f"Invalid role: {role!r}"
        if self.flavour == "vllm" and not body.get("model"):
            return "'model' is required"
        return _parameter_problem(body)

    def _extras(self, b: _Behaviour) -> dict[str, Any]:
        """Return the flavour's extra reply fields (llama.cpp's timings)."""
        if self.flavour != "llama.cpp":
            return {}
        return {"timings": dict(DEFAULT_TIMINGS if b.timings is None else b.timings)}

    async def _whole(
        self, request: web.Request, head: dict[str, Any], b: _Behaviour
    ) -> web.Response:
        """Answer a non-streamed chat with one ``chat.completion``."""
        if b.drop_after is not None:  # dies before the reply
            _drop(request, reset=b.drop_reset)
            return web.Response()
        if b.stall_after is not None:
            await self._wait(math.inf)
        if b.error_after is not None:
            return self._error(500, b.error_message)
        await self._wait(b.chunk_delay * len(split_text(b.text, b.chunks)))
        message: dict[str, Any] = {"role": "assistant", "content": b.text}
        if b.thinking:
            message["reasoning_content"] = b.thinking
        self.answered += 1
        return web.json_response(
            {
                **head,
                "object": "chat.completion",
                "choices": [
                    {
                        "index": 0,
                        "message": message,
                        "logprobs": None,
                        "finish_reason": b.done_reason,
                    }
                ],
                "usage": dict(DEFAULT_USAGE if b.usage is None else b.usage),
                **self._extras(b),
            }
        )

    async def _stream(
        self,
        request: web.Request,
        body: dict[str, Any],
        head: dict[str, Any],
        b: _Behaviour,
    ) -> web.StreamResponse:
        """Answer a streamed chat with SSE chunks, a final chunk and ``[DONE]``."""
        response = web.StreamResponse(
            headers={"Content-Type": "text/event-stream", "Cache-Control": "no-cache"}
        )
        await response.prepare(request)

        def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
            choice = {"index": 0, "delta": delta, "logprobs": None}
            return {
                **head,
                "object": "chat.completion.chunk",
                "choices": [{**choice, "finish_reason": finish}],
            }

        # The role comes first; llama.cpp sends its content as null, vLLM as "".
        first = None if self.flavour == "llama.cpp" else ""
        await _event(response, chunk({"role": "assistant", "content": first}))
        for thought in split_text(b.thinking, b.chunks) if b.thinking else ():
            await _event(response, chunk({"reasoning_content": thought}))
        pieces = split_text(b.text, b.chunks)
        stall_at = _clamp(b.stall_after, len(pieces))
        error_at = _clamp(b.error_after, len(pieces))
        cut_at = _clamp(b.cut_after, len(pieces))
        drop_at = _clamp(b.drop_after, len(pieces))
        for sent in range(len(pieces) + 1):
            if sent == stall_at:
                await self._wait(math.inf)
                return response
            if sent == drop_at:
                _drop(request, reset=b.drop_reset)
                return response
            if sent == cut_at:
                await response.write_eof()
                return response
            if sent == error_at:
                error = self._error_body(500, b.error_message)
                await _event(response, {"error": error.get("error", error)})
                await response.write_eof()
                return response
            if sent == len(pieces):
                break
            if sent:
                await self._wait(b.chunk_delay)
            await _event(response, chunk({"content": pieces[sent]}))
        await _event(response, {**chunk({}, b.done_reason), **self._extras(b)})
        if (body.get("stream_options") or {}).get("include_usage"):
            usage = dict(DEFAULT_USAGE if b.usage is None else b.usage)
            await _event(
                response,
                {
                    **head,
                    "object": "chat.completion.chunk",
                    "choices": [],
                    "usage": usage,
                },
            )
        await response.write(b"data: [DONE]\n\n")
        await response.write_eof()
        self.answered += 1
        return response

    async def _handle_models(self, request: web.Request) -> web.Response:
        """Answer ``GET /v1/models`` with the served models."""
        owner = "llamacpp" if self.flavour == "llama.cpp" else "vllm"
        return web.json_response(
            {
                "object": "list",
                "data": [
                    {
                        "id": name,
                        "object": "model",
                        "created": 1_746_000_000,
                        "owned_by": owner,
                    }
                    for name in self.models
                ],
            }
        )


def _parameter_problem(body: dict[str, Any]) -> str | None:
    """Return the complaint about a chat's sampling parameters, or None."""
    tokens = body.get("max_tokens")
    if tokens is not None and (type(tokens) is not int or tokens < 1):
        return f"max_tokens must be at least 1, got {tokens!r}"
    temperature = body.get("temperature", 1.0)
    if (
        type(temperature) not in {int, float}
        or not 0 <= temperature <= _MAX_TEMPERATURE
    ):
        return f"temperature must be in [0, 2], got {temperature!r}"
    response_format = body.get("response_format")
    if response_format is not None and (
        not isinstance(response_format, dict)
        or response_format.get("type") not in _FORMATS
    ):
        return f"invalid response_format {response_format!r}"
    return None


def _clamp(position: int | None, last: int) -> int | None:
    """Return a scripted chunk position, at most ``last``; None stays None."""
    return None if position is None else min(position, last)


def _drop(request: web.Request, *, reset: bool) -> None:
    """Close the request's connection now, unterminated (``reset``: with a RST)."""
    transport = request.transport
    if transport is None:
        return
    if reset and (sock := transport.get_extra_info("socket")) is not None:
        # Linger on, zero seconds: closing sends a reset instead of a FIN.
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    transport.close()


async def _event(response: web.StreamResponse, obj: dict[str, Any]) -> None:
    """Write one server-sent event."""
    await response.write(b"data: " + json.dumps(obj).encode() + b"\n\n")


@asynccontextmanager
async def start_openai_stub(
    script: OpenAIScript | None = None,
) -> AsyncIterator[tuple[OpenAIScript, str]]:
    """Serve ``script`` on 127.0.0.1 (a free port) and yield it with the base URL."""
    script = script or OpenAIScript()
    async with serve_stalling(script, script.make_app()) as served:
        yield served
