"""
Synthesis on an OpenAI-compatible server: llama.cpp's server, vLLM, LM Studio, LocalAI.

``OpenAICompatSynthesizer`` speaks chat completions through the official ``openai``
client (3.x, built on ``httpx2``) with the same prompt, token cap, temperature,
timeout and warm-up semantics as ``OllamaSynthesizer``. Reasoning that a server
separates out (``reasoning_content`` in llama.cpp's, vLLM's and LM Studio's deltas and
messages) is never read, so it is never spoken; ``<think>`` blocks inside the content
stay for ``reasoning.strip_reasoning``, as on Ollama.

Every failure arrives as one of the engine's typed errors (``openai_wire.failure_code``).
The client's own retries are off: a voice turn has a deadline, and a retry after a
timeout would spend it twice.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

from ..errors import ModelNotFoundError, SynthesisError, SynthesisServerError
from .ollama import SynthesisReply, SynthesisRequest
from .openai_wire import (
    THINKING_OFF,
    first_choice,
    list_model_ids,
    openai_base_url,
    openai_client,
    reply_stats,
    typed_errors,
)

if TYPE_CHECKING:
    import ssl
    from collections.abc import AsyncIterator

    import openai

__all__ = ["OpenAICompatSynthesizer", "openai_base_url"]

_LOGGER = logging.getLogger(__name__)


class OpenAICompatSynthesizer:
    """A ``ModelSynthesizer`` on OpenAI-compatible chat completions."""

    def __init__(
        self,
        *,
        base_url: str,
        model: str,
        api_key: str | None = None,
        timeout: float = 20.0,
        temperature: float = 0.1,
        warm_up_timeout: float = 120.0,
        client: openai.AsyncOpenAI | None = None,
        verify: ssl.SSLContext | bool | None = None,
    ) -> None:
        """Keep the settings; build a client unless one is given (then it is not ours).

        A given client keeps its own transport timeouts; the synthesizer's deadline
        bounds every call all the same.
        """
        self._model = model
        self._timeout = timeout
        self._temperature = temperature
        self._warm_up_timeout = warm_up_timeout
        self._owns_client = client is None
        self._client = client or openai_client(
            openai_base_url(base_url), api_key, timeout, verify
        )

    @property
    def model(self) -> str:
        """Return the configured model name."""
        return self._model

    def _create_kwargs(self, request: SynthesisRequest) -> dict[str, Any]:
        """Return the ``chat.completions.create`` arguments of both call styles."""
        return {
            "model": self._model,
            "messages": [
                {"role": "system", "content": request.system},
                {"role": "user", "content": request.user},
            ],
            "max_tokens": request.max_tokens,
            "temperature": self._temperature,
            "extra_body": THINKING_OFF,
        }

    async def complete(self, request: SynthesisRequest) -> SynthesisReply:
        """Return the whole raw reply (``<think>`` kept) and the server's stats."""
        with typed_errors(f"chat with {self._model}", ModelNotFoundError):
            async with asyncio.timeout(self._timeout):
                response = await self._client.chat.completions.create(
                    **self._create_kwargs(request), stream=False
                )
            choice = first_choice(response, self._model)
            timings = (response.model_extra or {}).get("timings")
            return SynthesisReply(
                text=choice.message.content or "",
                model=response.model or self._model,
                stats=reply_stats(response.usage, timings),
                done_reason=choice.finish_reason or "",
            )

    async def stream(self, request: SynthesisRequest) -> AsyncIterator[str]:
        """Yield raw text pieces; the timeout covers the whole stream, not a piece."""
        deadline = asyncio.get_running_loop().time() + self._timeout
        with typed_errors(f"stream from {self._model}", ModelNotFoundError):
            async with asyncio.timeout_at(deadline):
                chunks = await self._client.chat.completions.create(
                    **self._create_kwargs(request), stream=True
                )
            finished = False
            try:
                while True:
                    # Per wait, never across a yield (see OllamaSynthesizer.stream).
                    async with asyncio.timeout_at(deadline):
                        chunk = await anext(chunks, None)
                    if chunk is None:
                        break
                    if not chunk.choices:  # the usage chunk
                        continue
                    choice = chunk.choices[0]
                    finished = finished or choice.finish_reason is not None
                    # Reasoning deltas carry no content: they are never yielded.
                    if text := choice.delta.content:
                        yield text
            finally:
                # Closing hangs up, so the server stops generating for nobody.
                await chunks.close()
            # Every server ends a reply with a finish reason: a stream without one
            # was cut off (or was no stream: a proxy's page has no events at all).
            if not finished:
                raise SynthesisServerError(f"the stream from {self._model} broke off")

    async def list_models(self) -> list[str]:
        """Return the ids of ``/v1/models``, exactly as the server names them."""
        with typed_errors("list models", SynthesisServerError):
            return await list_model_ids(self._client, self._timeout)

    async def warm_up(self) -> None:
        """Have the server load the model: a one-token completion; never raises.

        LM Studio and LocalAI load a model on its first request, which can take
        longer than an answer may: the warm-up has its own, longer timeout.
        """
        try:
            with typed_errors(f"warm up {self._model}", ModelNotFoundError):
                async with asyncio.timeout(self._warm_up_timeout):
                    await self._client.chat.completions.create(
                        model=self._model,
                        messages=[{"role": "user", "content": "Hi"}],
                        max_tokens=1,
                        stream=False,
                        extra_body=THINKING_OFF,
                        timeout=self._warm_up_timeout,
                    )
        except SynthesisError as err:
            _LOGGER.debug("Warm-up of %s failed: %s", self._model, err)

    async def aclose(self) -> None:
        """Close the HTTP client if this synthesizer created it."""
        if self._owns_client:
            await self._client.close()
