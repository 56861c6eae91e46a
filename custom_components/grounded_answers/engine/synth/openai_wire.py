"""
The wire to an OpenAI-compatible server: the client, its base URL, its failures.

Shared by ``openai_compat.OpenAICompatSynthesizer`` and ``verify.openai_judge``: one
client configuration (no retries, no cloud key, Home Assistant's SSL context), one
naming of failures (:func:`failure_code`), and readers of the replies that refuse a
body that is not what chat completions send.
"""

from __future__ import annotations

import asyncio
import contextlib
import traceback
from typing import TYPE_CHECKING, Any, Final
from urllib.parse import urlsplit

# The client imports its resources (500-odd modules, over a second) on first use and
# its transport's async backend on the first request (``importlib.import_module``,
# which Home Assistant reports inside the event loop). Imported here, with the engine
# (in Home Assistant's import executor), not during a voice turn; a test in
# test_openai_synth.py fails when a client update adds another late import.
import httpcore2  # noqa: F401
import httpx
import httpx2
import openai
import openai.resources
from openai.types.chat import ChatCompletion

from ..errors import (
    ModelNotFoundError,
    SynthesisAuthError,
    SynthesisConnectionError,
    SynthesisError,
    SynthesisRateLimitError,
    SynthesisServerError,
    SynthesisTimeoutError,
)

with contextlib.suppress(ImportError):  # anyio's private layout: a speed-up only
    import anyio._backends._asyncio  # noqa: F401

if TYPE_CHECKING:
    import ssl
    from collections.abc import Iterator

    from openai.types.chat.chat_completion import Choice

# The client insists on a key, and left None it would read OPENAI_API_KEY from the
# environment: a cloud key must never travel to a local server. Servers started
# without a key ignore the header.
NO_API_KEY: Final = "no-key"
# Asks Jinja chat templates that can think (Qwen3's, as vLLM and llama.cpp serve
# them) not to: reasoning would spend the answer's token cap. Templates without the
# switch ignore it, as servers ignore what they do not know.
THINKING_OFF: Final = {"chat_template_kwargs": {"enable_thinking": False}}

# usage / llama.cpp timings -> the stats keys Ollama's replies fill (same meaning).
_USAGE_FIELDS: Final = (
    ("prompt_tokens", "prompt_eval_count"),
    ("completion_tokens", "eval_count"),
)
_TIMING_FIELDS: Final = (
    ("prompt_n", "prompt_eval_count"),
    ("prompt_ms", "prompt_eval_ms"),
    ("predicted_n", "eval_count"),
    ("predicted_ms", "eval_ms"),
)
_STATUS_CODES: Final = {401: "auth", 403: "auth", 404: "not_found", 429: "rate_limited"}
_KINDS: Final[dict[str, type[SynthesisError]]] = {
    "timeout": SynthesisTimeoutError,
    "connection": SynthesisConnectionError,
    "auth": SynthesisAuthError,
    "not_found": ModelNotFoundError,
    "rate_limited": SynthesisRateLimitError,
    "http_error": SynthesisServerError,
    "bad_response": SynthesisServerError,
    "unexpected": SynthesisError,
}
# Transport failures, first match wins. Both httpx generations: the client is built on
# httpx2, but accepts (and Home Assistant shares) a legacy httpx client.
_TRANSPORT: Final[tuple[tuple[tuple[type[BaseException], ...], str], ...]] = (
    ((TimeoutError, httpx2.TimeoutException, httpx.TimeoutException), "timeout"),
    # NetworkError: refused, reset, broken pipe (ConnectError, ReadError, ...).
    # RemoteProtocolError: the server closed the connection mid-reply, as one that
    # dies mid-stream does. Both reach the caller raw once the headers came.
    (
        (
            httpx2.NetworkError,
            httpx.NetworkError,
            httpx2.RemoteProtocolError,
            httpx.RemoteProtocolError,
            ConnectionError,
            OSError,
        ),
        "connection",
    ),
    # ValueError: an SSE event that is not JSON; OpenAIError: anything else the
    # client reports (a body it cannot read, an in-stream error event).
    (
        (httpx2.HTTPError, httpx.HTTPError, ValueError, openai.OpenAIError),
        "bad_response",
    ),
)


def openai_base_url(url: str) -> str:
    """Return the client's base URL for a server URL: "/v1" unless a path is given.

    "http://h:8080" -> "http://h:8080/v1"; "http://h:1234/v1" and "http://h/llm/v1"
    are kept; a trailing slash is dropped.
    """
    url = url.strip().rstrip("/")
    return url if urlsplit(url).path else f"{url}/v1"


def failure_code(err: BaseException) -> str:
    """Name a failed client call: timeout, connection, auth, not_found, ...

    The client's own classes come first (a timeout is an ``APIConnectionError``);
    the raw ``httpx2.ReadTimeout`` of a stream that stalls after its headers is a
    transport failure like any other, and so is the raw ``httpx2.ReadError`` or
    ``RemoteProtocolError`` of a server that dies mid-stream (a connection failure).
    """
    if isinstance(err, openai.APITimeoutError):
        return "timeout"
    if isinstance(err, openai.APIConnectionError):
        return "connection"
    if isinstance(err, openai.APIStatusError):
        return _STATUS_CODES.get(err.status_code, "http_error")
    for causes, code in _TRANSPORT:
        if isinstance(err, causes):
            return code
    return "unexpected"


@contextlib.contextmanager
def typed_errors(what: str, not_found: type[SynthesisError]) -> Iterator[None]:
    """Turn every failure of a client call into a ``SynthesisError`` subclass."""
    try:
        yield
    except SynthesisError:
        raise
    except Exception as err:
        # As in synth.ollama: the finished frames would keep the stream's iterators.
        traceback.clear_frames(err.__traceback__)
        code = failure_code(err)
        kind = not_found if code == "not_found" else _KINDS[code]
        raise kind(f"{what}: {err!r}") from err


def openai_client(
    base_url: str,
    api_key: str | None = None,
    timeout: float = 20.0,
    verify: ssl.SSLContext | bool | None = None,
) -> openai.AsyncOpenAI:
    """Return a client for ``base_url`` that never retries.

    ``verify`` goes to httpx2: Home Assistant passes its preloaded SSL context; left
    None, an http:// server gets ``False`` so that no certificate bundle is read (a
    blocking call in the event loop) for a plain connection.
    """
    if verify is None:
        verify = base_url.lower().startswith("https://")
    return openai.AsyncOpenAI(
        base_url=base_url,
        api_key=(api_key or "").strip() or NO_API_KEY,
        timeout=timeout,
        max_retries=0,
        http_client=openai.DefaultAsyncHttpxClient(verify=verify, timeout=timeout),
    )


async def list_model_ids(client: openai.AsyncOpenAI, seconds: float) -> list[str]:
    """Return the ids ``GET /models`` lists within ``seconds``; raise if it is no list.

    Read as plain JSON: the client's page type breaks with an ``AttributeError`` on a
    body that is not JSON (a proxy's login page), which is the server's failure
    (``SynthesisServerError``).
    """
    async with asyncio.timeout(seconds):
        body = await client.get("/models", cast_to=object, options={"timeout": seconds})
    entries = body.get("data") if isinstance(body, dict) else None
    if not isinstance(entries, list):
        raise SynthesisServerError(f"not a model list: {str(body)[:80]!r}")
    ids = (entry.get("id") for entry in entries if isinstance(entry, dict))
    return [name for name in ids if isinstance(name, str) and name]


def first_choice(response: object, model: str) -> Choice:
    """Return a whole reply's first choice; ``SynthesisServerError`` if it has none.

    A body that is not JSON arrives from the client as a string, not a completion.
    """
    if not isinstance(response, ChatCompletion) or not response.choices:
        raise SynthesisServerError(f"{model} answered no chat completion")
    return response.choices[0]


def reply_stats(usage: Any, timings: Any) -> dict[str, float]:
    """Return the token counts (and llama.cpp's durations, in ms) of a reply."""
    stats: dict[str, float] = {}
    for source, key in _USAGE_FIELDS:
        if isinstance(value := getattr(usage, source, None), int | float):
            stats[key] = value
    if isinstance(timings, dict):  # llama.cpp's own, more exact counts win
        for source, key in _TIMING_FIELDS:
            if isinstance(value := timings.get(source), int | float):
                stats[key] = value
    return stats
