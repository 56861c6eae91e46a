"""
The shared base of the Ollama-backed verifiers and their Yes/No reply reading.

``OllamaVerifier`` sends one chat per claim through the official ``ollama`` client
with ``temperature 0`` and ``num_ctx`` on every request (Ollama silently truncates
past its context, which would judge a claim against half a document), refuses
passages that would not fit, and turns every client failure into
:class:`~.checking.VerifierUnavailableError` with a code: a verifier never silently
becomes another one. Subclasses supply the model's prompt and read its reply; the
Yes/No helpers here serve the classifier-style models.
"""

from __future__ import annotations

import asyncio
import contextlib
import math
import traceback
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any, ClassVar, Final

import httpx
import ollama

from ..synth.ollama import keep_alive_value, ollama_client, with_tag
from ..synth.reasoning import strip_reasoning
from .checking import PASSAGE_JOINER, Verdict, VerifierUnavailableError, unsupported

if TYPE_CHECKING:
    import ssl
    from collections.abc import Iterator, Sequence

# Conservative: English runs about four characters a token.
_CHARS_PER_TOKEN: Final = 3
_PROMPT_OVERHEAD_TOKENS: Final = 256

# Client failures -> VerifierUnavailableError codes, first match wins.
_ERROR_CODES: Final[tuple[tuple[tuple[type[BaseException], ...], str], ...]] = (
    ((TimeoutError, httpx.TimeoutException), "timeout"),
    ((httpx.ConnectError, ConnectionError, OSError), "connection"),
    ((ollama.RequestError, httpx.HTTPError, ValueError), "bad_response"),
)


# ollama.ResponseError statuses with their own code; any other is "http_error".
_STATUS_CODES: Final = {
    401: "auth",
    403: "auth",
    404: "model_not_found",
    429: "rate_limited",
}


def _unavailable(err: Exception, what: str) -> VerifierUnavailableError:
    """Return the typed error for a failed client call."""
    if isinstance(err, ollama.ResponseError):
        code = _STATUS_CODES.get(err.status_code, "http_error")
        return VerifierUnavailableError(f"{what}: {err}", code)
    for causes, code in _ERROR_CODES:
        if isinstance(err, causes):
            return VerifierUnavailableError(f"{what}: {err!r}", code)
    return VerifierUnavailableError(f"{what}: unexpected {err!r}", "verifier_error")


@contextlib.contextmanager
def _typed_errors(what: str) -> Iterator[None]:
    """Turn every failure of a client call into ``VerifierUnavailableError``."""
    try:
        yield
    except Exception as err:
        traceback.clear_frames(err.__traceback__)
        raise _unavailable(err, what) from err


def context_guard(claim: str, document: str, num_ctx: int) -> Verdict | None:
    """Return a not-entailed verdict when the passages would not fit, else None.

    A server silently truncates past its context (Ollama at ``num_ctx``, an
    OpenAI-compatible one at its start-up context), which would judge a claim
    against half a document: such a claim is not sent.
    """
    needed = (len(document) + len(claim)) // _CHARS_PER_TOKEN
    if needed + _PROMPT_OVERHEAD_TOKENS > num_ctx:
        return unsupported(f"passages need ~{needed} tokens, num_ctx is {num_ctx}")
    return None


# --- Yes/No replies ------------------------------------------------------------------


def yes_probability(response: ollama.ChatResponse) -> float | None:
    """
    Return P(Yes) / (P(Yes) + P(No)) at the first Yes/No token, or None.

    None when the server sent no log probabilities (older Ollama ignores the request)
    or no generated token reads Yes or No.
    """
    for position in response.logprobs or ():
        if _yes_no(position.token) is None:
            continue
        mass = {"yes": 0.0, "no": 0.0}
        for alternative in position.top_logprobs or (position,):
            if (word := _yes_no(alternative.token)) is not None:
                mass[word] += math.exp(alternative.logprob)
        total = mass["yes"] + mass["no"]
        return mass["yes"] / total if total else None
    return None


def _yes_no(token: str) -> str | None:
    """Return "yes" or "no" for a token that reads so, else None."""
    word = token.strip().lower()
    return word if word in {"yes", "no"} else None


def reply_says_yes(text: str) -> bool | None:
    """Return True for a Yes reply, False for No, None for anything else."""
    word = strip_reasoning(text).strip().lower()
    if word.startswith("yes"):
        return True
    if word.startswith("no"):
        return False
    return None


def yes_no_verdict(
    response: ollama.ChatResponse, *, yes_means_supported: bool
) -> Verdict:
    """Return the verdict of a Yes/No reply, scored from log probabilities if any."""
    said_yes = reply_says_yes(response.message.content or "")
    if said_yes is None:
        reply = (response.message.content or "")[:40]
        return unsupported(f"unrecognised reply {reply!r}")
    supported = said_yes == yes_means_supported
    p_yes = yes_probability(response)
    if p_yes is None:
        score = 1.0 if supported else 0.0
    else:
        score = p_yes if yes_means_supported else 1.0 - p_yes
    detail = "" if supported else "the verifier found it unsupported"
    return Verdict(entailed=supported, score=score, detail=detail)


# --- the base class ------------------------------------------------------------------


class OllamaVerifier(ABC):
    """Shared plumbing: one chat per claim, typed errors, the context guard."""

    default_model: ClassVar[str] = ""
    max_tokens: ClassVar[int] = 4

    def __init__(
        self,
        *,
        host: str,
        model: str | None = None,
        timeout: float = 20.0,
        num_ctx: int = 8192,
        keep_alive_minutes: int = 30,
        client: ollama.AsyncClient | None = None,
        verify: ssl.SSLContext | bool | None = None,
        api_key: str | None = None,
    ) -> None:
        """Keep the settings; build a client unless one is given (not ours then)."""
        self._model = model or self.default_model
        self._timeout = timeout
        self._num_ctx = num_ctx
        self._keep_alive = keep_alive_value(keep_alive_minutes)
        self._owns_client = client is None
        self._client = client or ollama_client(host, verify, api_key)

    @property
    def model(self) -> str:
        """Return the model name."""
        return self._model

    async def check_available(self) -> bool:
        """Return whether the server has the model; raise if it cannot be asked."""
        with _typed_errors("list models"):
            async with asyncio.timeout(self._timeout):
                listing = await self._client.list()
        wanted = with_tag(self._model)
        return any(with_tag(entry.model or "") == wanted for entry in listing.models)

    async def entail(self, claim: str, passages: Sequence[str]) -> Verdict:
        """Judge ``claim`` against the joined ``passages`` with one chat."""
        document = PASSAGE_JOINER.join(passages)
        if too_long := context_guard(claim, document, self._num_ctx):
            return too_long
        with _typed_errors(f"verify with {self._model}"):
            async with asyncio.timeout(self._timeout):
                response = await self._client.chat(
                    model=self._model,
                    stream=False,
                    options={
                        "temperature": 0,
                        "num_ctx": self._num_ctx,
                        "num_predict": self.max_tokens,
                    },
                    keep_alive=self._keep_alive,
                    **self.request(claim, document),
                )
        return self.judge(response)

    @abstractmethod
    def request(self, claim: str, document: str) -> dict[str, Any]:
        """Return the model-specific chat arguments: messages and extras."""

    @abstractmethod
    def judge(self, response: ollama.ChatResponse) -> Verdict:
        """Turn the model's reply into a verdict."""

    async def aclose(self) -> None:
        """Close the HTTP client if this verifier created it."""
        if self._owns_client:
            await self._client.close()
