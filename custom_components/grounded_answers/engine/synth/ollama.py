"""The synthesis seam's request and reply, and its Ollama implementation.

``seams.Synthesizer`` is the contract the pipeline codes against;
``OllamaSynthesizer`` speaks Ollama's native chat API through the official ``ollama``
client. ``complete()`` returns the raw text, reasoning blocks kept: the pipeline's
sentence splitter takes them off (``reasoning.strip_reasoning``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import traceback
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

import httpx
import ollama

from ..errors import (
    ModelNotFoundError,
    SynthesisAuthError,
    SynthesisConnectionError,
    SynthesisError,
    SynthesisRateLimitError,
    SynthesisServerError,
    SynthesisTimeoutError,
)

if TYPE_CHECKING:
    import ssl
    from collections.abc import AsyncIterator, Iterator

_LOGGER = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class SynthesisRequest:
    """One model call: a stable system prompt, the user turn, and a token cap."""

    system: str
    user: str
    max_tokens: int


@dataclass(frozen=True, slots=True)
class SynthesisReply:
    """The model's whole reply and what the server said about the call."""

    text: str
    model: str = ""
    stats: dict[str, float] = field(default_factory=dict)
    # "stop" | "length" (num_predict cut the answer short) | "load"; "" when unknown.
    done_reason: str = ""


# --- the Ollama implementation -------------------------------------------------------

# Final-chunk fields -> stats keys and divisors: durations arrive in ns and leave in ms.
_STAT_FIELDS: Final = (
    ("total_duration", "total_ms", 1e6),
    ("load_duration", "load_ms", 1e6),
    ("prompt_eval_count", "prompt_eval_count", 1.0),
    ("prompt_eval_duration", "prompt_eval_ms", 1e6),
    ("eval_count", "eval_count", 1.0),
    ("eval_duration", "eval_ms", 1e6),
)

KEEP_ALIVE_FOREVER: Final = -1


def keep_alive_value(minutes: int) -> int | str:
    """Return Ollama's ``keep_alive`` for a number of minutes.

    Negative means "keep loaded forever" and must go out as a number, never a duration
    string ("-1s" is rejected; home-assistant/core#135952). The client serialises the
    integer as ``-1.0``, which Ollama reads as the same JSON number. 0 unloads the model
    right after the reply.
    """
    if minutes < 0:
        return KEEP_ALIVE_FOREVER
    if minutes == 0:
        return 0
    return f"{minutes}m"


def reply_stats(response: ollama.ChatResponse) -> dict[str, float]:
    """Return the timing and token counts of a final chat chunk, durations in ms."""
    stats: dict[str, float] = {}
    for source, key, divisor in _STAT_FIELDS:
        value = getattr(response, source, None)
        if value is not None:
            stats[key] = value / divisor
    return stats


def with_tag(name: str) -> str:
    """Return a model name with its tag; Ollama lists "qwen3" as "qwen3:latest"."""
    # A registry host may carry a port ("host:5000/ns/model"): only a colon after the
    # last slash starts a tag.
    return name if ":" in name.rsplit("/", 1)[-1] else f"{name}:latest"


# ollama.ResponseError statuses with their own meaning (-1: an in-stream error line,
# and every other status, is the server's failure).
_STATUS_KINDS: Final[dict[int, type[SynthesisError]]] = {
    401: SynthesisAuthError,
    403: SynthesisAuthError,
    429: SynthesisRateLimitError,
}
# Client failures -> typed errors, first match wins. ollama.ResponseError comes before
# this table: its status decides (404: model missing; see _STATUS_KINDS).
_ERROR_KINDS: Final[
    tuple[tuple[tuple[type[BaseException], ...], type[SynthesisError]], ...]
] = (
    ((TimeoutError, httpx.TimeoutException), SynthesisTimeoutError),
    # The client turns httpx.ConnectError into ConnectionError only when not streaming.
    ((httpx.ConnectError, ConnectionError, OSError), SynthesisConnectionError),
    # ValueError: a body that is not JSON, or a chunk the client's models reject.
    ((ollama.RequestError, httpx.HTTPError, ValueError), SynthesisServerError),
)


def _typed(
    err: Exception, what: str, not_found: type[SynthesisError]
) -> SynthesisError:
    """Return the ``SynthesisError`` that names a failed client call."""
    if isinstance(err, ollama.ResponseError):
        missing = err.status_code == 404  # noqa: PLR2004 - HTTP Not Found
        kind = not_found if missing else _STATUS_KINDS.get(err.status_code)
        return (kind or SynthesisServerError)(f"{what}: {err}")
    for causes, kind in _ERROR_KINDS:
        if isinstance(err, causes):
            return kind(f"{what}: {err!r}")
    # Anything else is a bug, but it must not end a voice turn: the base class still
    # sends the pipeline to its raw-result fallback, and the chain keeps the cause.
    return SynthesisError(f"{what}: unexpected {err!r}")


@contextlib.contextmanager
def _typed_errors(
    what: str, not_found: type[SynthesisError] = ModelNotFoundError
) -> Iterator[None]:
    """Turn every failure of a client call into a ``SynthesisError`` subclass."""
    try:
        yield
    except Exception as err:
        # The chained traceback would keep the client's finished frames alive, and with
        # them httpx's half-read line iterators (ollama raises an in-stream error from
        # inside its ``async for``). Clearing them lets those close now rather than
        # when the error is dropped; file and line information stays.
        traceback.clear_frames(err.__traceback__)
        raise _typed(err, what, not_found) from err


def ollama_client(
    host: str,
    verify: ssl.SSLContext | bool | None = None,
    api_key: str | None = None,
) -> ollama.AsyncClient:
    """Return a client for ``host``.

    ``verify`` is passed to httpx. Home Assistant passes its preloaded default SSL
    context; left ``None``, an http:// host gets ``False`` so that no certificate
    bundle is read (a blocking call in the event loop) for a plain connection.
    ``api_key`` goes out as a Bearer token, as core's ollama sends it (for an Ollama
    behind an authenticating proxy, or ollama.com).
    """
    if verify is None:
        verify = host.lower().startswith("https://")
    key = (api_key or "").strip()
    headers = {"Authorization": f"Bearer {key}"} if key else None
    return ollama.AsyncClient(host=host, verify=verify, headers=headers)


class OllamaSynthesizer:
    """A ``Synthesizer`` on Ollama's native chat API (think off, own timeout)."""

    def __init__(
        self,
        *,
        host: str,
        model: str,
        timeout: float = 20.0,
        temperature: float = 0.1,
        num_ctx: int = 8192,
        keep_alive_minutes: int = 30,
        client: ollama.AsyncClient | None = None,
        verify: ssl.SSLContext | bool | None = None,
        warm_up_timeout: float = 120.0,
        api_key: str | None = None,
    ) -> None:
        """Keep the settings; build a client unless one is given (then it is not ours)."""
        self._host = host
        self._model = model
        self._timeout = timeout
        self._warm_up_timeout = warm_up_timeout
        self._options: dict[str, Any] = {
            "temperature": temperature,
            "num_ctx": num_ctx,
        }
        self._keep_alive = keep_alive_value(keep_alive_minutes)
        self._owns_client = client is None
        self._client = client or ollama_client(host, verify, api_key)

    @property
    def model(self) -> str:
        """Return the configured model name."""
        return self._model

    def _chat_kwargs(self, request: SynthesisRequest) -> dict[str, Any]:
        """Return the ``client.chat`` arguments shared by both call styles."""
        return {
            "model": self._model,
            "messages": [
                {"role": "system", "content": request.system},
                {"role": "user", "content": request.user},
            ],
            "think": False,
            "options": {**self._options, "num_predict": request.max_tokens},
            "keep_alive": self._keep_alive,
        }

    async def complete(self, request: SynthesisRequest) -> SynthesisReply:
        """Return the whole raw reply (reasoning kept) and the server's stats."""
        with _typed_errors(f"chat with {self._model}"):
            async with asyncio.timeout(self._timeout):
                response = await self._client.chat(
                    **self._chat_kwargs(request), stream=False
                )
        return SynthesisReply(
            text=response.message.content or "",
            model=response.model or self._model,
            stats=reply_stats(response),
            done_reason=response.done_reason or "",
        )

    async def stream(self, request: SynthesisRequest) -> AsyncIterator[str]:
        """Yield raw text chunks; the timeout covers the whole stream, not a chunk."""
        deadline = asyncio.get_running_loop().time() + self._timeout
        with _typed_errors(f"stream from {self._model}"):
            async with asyncio.timeout_at(deadline):
                chunks = await self._client.chat(
                    **self._chat_kwargs(request), stream=True
                )
            try:
                while True:
                    # The deadline applies per wait, never across a yield: a timeout
                    # scope spanning a yield would cancel the consumer's own awaits.
                    async with asyncio.timeout_at(deadline):
                        part = await anext(chunks, None)
                    if part is None:
                        return
                    if text := part.message.content:
                        yield text
            finally:
                # Closing releases the HTTP connection when the consumer stops early.
                await chunks.aclose()  # type: ignore[attr-defined]

    async def list_models(self) -> list[str]:
        """Return the names of the models on the server (``/api/tags``)."""
        with _typed_errors("list models", not_found=SynthesisServerError):
            async with asyncio.timeout(self._timeout):
                listing = await self._client.list()
        # The client's ListResponse drops "name" and keeps "model"; Ollama sends both
        # with the same value.
        return [entry.model for entry in listing.models if entry.model]

    async def warm_up(self) -> None:
        """Load the model and keep it loaded; failures are logged, never raised.

        An empty chat makes Ollama load the model and answer ``done_reason: "load"``.
        ``num_ctx`` goes along because a load with another context size would be
        reloaded by the first real request, wasting the warm-up.
        """
        try:
            with _typed_errors(f"warm up {self._model}"):
                async with asyncio.timeout(self._warm_up_timeout):
                    await self._client.chat(
                        model=self._model,
                        options={"num_ctx": self._options["num_ctx"]},
                        keep_alive=self._keep_alive,
                    )
        except SynthesisError as err:
            _LOGGER.debug("Warm-up of %s failed: %s", self._model, err)

    async def aclose(self) -> None:
        """Close the HTTP client if this synthesizer created it."""
        if self._owns_client:
            await self._client.close()
