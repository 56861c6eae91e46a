"""
The LLM judge on an OpenAI-compatible server (llama.cpp, vLLM, LM Studio, LocalAI).

The same judge as ``model_verifiers.LlmJudgeVerifier`` — the same system prompt and
fenced messages (:func:`~.model_verifiers.judge_messages`), the same reading of the
JSON reply (:func:`~.model_verifiers.parse_judgement`), the same context guard — over
chat completions: ``response_format`` JSON object, temperature 0, 256 tokens, thinking
off. Failures become :class:`~.checking.VerifierUnavailableError` with the codes the
Ollama verifiers use (``model_not_found``, ``auth``, ``connection``, ``timeout``,
``http_error``, ``bad_response``); a verifier never silently becomes another one.
"""

from __future__ import annotations

import asyncio
import contextlib
import traceback
from typing import TYPE_CHECKING, Final

from ..errors import SynthesisServerError
from ..synth.openai_wire import (
    THINKING_OFF,
    failure_code,
    first_choice,
    list_model_ids,
    openai_base_url,
    openai_client,
)
from .checking import PASSAGE_JOINER, VerifierUnavailableError
from .model_verifiers import judge_messages, parse_judgement
from .ollama_verifier import context_guard

if TYPE_CHECKING:
    import ssl
    from collections.abc import Iterator, Sequence

    import openai

    from .checking import Verdict

# failure_code() names -> the Ollama verifiers' codes where they differ.
_CODES: Final = {"not_found": "model_not_found", "unexpected": "verifier_error"}


@contextlib.contextmanager
def _typed_errors(what: str) -> Iterator[None]:
    """Turn every failure of a client call into ``VerifierUnavailableError``."""
    try:
        yield
    except VerifierUnavailableError:
        raise
    except SynthesisServerError as err:  # a reply the shared readers refused
        raise VerifierUnavailableError(f"{what}: {err}", "bad_response") from err
    except Exception as err:
        traceback.clear_frames(err.__traceback__)
        code = failure_code(err)
        raise VerifierUnavailableError(
            f"{what}: {err!r}", _CODES.get(code, code)
        ) from err


class OpenAIJudgeVerifier:
    """A ``ModelVerifier``: any chat model judging claims in JSON, over chat completions."""

    max_tokens: Final = 256

    def __init__(
        self,
        *,
        base_url: str,
        model: str,
        api_key: str | None = None,
        timeout: float = 20.0,
        num_ctx: int = 8192,
        client: openai.AsyncOpenAI | None = None,
        verify: ssl.SSLContext | bool | None = None,
    ) -> None:
        """Keep the settings; build a client unless one is given (not ours then).

        ``num_ctx`` is the server's context as configured there (chat completions
        cannot set it): only the guard against passages that would not fit.
        """
        self._model = model
        self._timeout = timeout
        self._num_ctx = num_ctx
        self._owns_client = client is None
        self._client = client or openai_client(
            openai_base_url(base_url), api_key, timeout, verify
        )

    @property
    def model(self) -> str:
        """Return the model name."""
        return self._model

    async def check_available(self) -> bool:
        """Return whether ``/v1/models`` lists the model (ids compare exactly)."""
        with _typed_errors("list models"):
            ids = await list_model_ids(self._client, self._timeout)
        return bool(self._model) and self._model in ids

    async def entail(self, claim: str, passages: Sequence[str]) -> Verdict:
        """Judge ``claim`` against the joined ``passages`` with one completion."""
        document = PASSAGE_JOINER.join(passages)
        if too_long := context_guard(claim, document, self._num_ctx):
            return too_long
        with _typed_errors(f"verify with {self._model}"):
            async with asyncio.timeout(self._timeout):
                response = await self._client.chat.completions.create(
                    model=self._model,
                    messages=judge_messages(claim, document),  # type: ignore[arg-type]
                    temperature=0,
                    max_tokens=self.max_tokens,
                    response_format={"type": "json_object"},
                    stream=False,
                    extra_body=THINKING_OFF,
                )
            choice = first_choice(response, self._model)
        return parse_judgement(choice.message.content or "")

    async def aclose(self) -> None:
        """Close the HTTP client if this verifier created it."""
        if self._owns_client:
            await self._client.close()
