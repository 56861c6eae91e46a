"""
The model server an entry talks to, and what runs on it: synthesizer and verifier.

Two wire protocols serve models: Ollama's native API (``/api/chat``) and the
OpenAI-compatible chat completions that llama.cpp's server, vLLM, LM Studio and
LocalAI speak (``/v1/chat/completions``). :class:`ModelServer` says which one and
where; :func:`build_synthesizer` and :func:`build_verifier` return the engine's
collaborators for it, so the glue never names a concrete class.

Which verifiers run where (:func:`verifier_runs_on`): on Ollama all three model
verifiers; on an OpenAI-compatible server only the LLM judge. MiniCheck and Granite
Guardian are classifiers whose prompts are the exact templates they were trained on:
Granite Guardian's groundedness check sends the document as a ``context`` role,
which chat completions do not accept (roles are system, user, assistant, tool), and
both scores are read from Ollama's log-probability shape. The judge is an ordinary
chat model answering JSON, which every chat-completions server can serve.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from ..verify.model_verifiers import (
    GraniteGuardianVerifier,
    LlmJudgeVerifier,
    MiniCheckVerifier,
)
from .ollama import OllamaSynthesizer

if TYPE_CHECKING:
    import ssl

    from ..seams import ModelSynthesizer, ModelVerifier
    from ..verify.ollama_verifier import OllamaVerifier

# The backends, as the options store them (const.BACKEND_* in the glue).
OLLAMA: Final = "ollama"
OPENAI: Final = "openai"
BACKENDS: Final = (OLLAMA, OPENAI)

# The modules of a backend that are not imported with the engine. The ``openai``
# client imports about 500 modules (2-3 s): a household on Ollama, and every
# script, should not pay for it. Home Assistant loads them in its import executor
# (``load_backend``) before building anything on that backend.
_LAZY_MODULES: Final[dict[str, tuple[str, ...]]] = {
    OPENAI: (
        f"{__package__}.openai_compat",
        f"{__package__.rsplit('.', 1)[0]}.verify.openai_judge",
    ),
}

# The model verifiers, as the options store them (const.VERIFIER_* in the glue).
MINICHECK: Final = "minicheck"
GRANITE_GUARDIAN: Final = "granite_guardian"
LLM_JUDGE: Final = "llm_judge"

_OLLAMA_VERIFIERS: Final[dict[str, type[OllamaVerifier]]] = {
    MINICHECK: MiniCheckVerifier,
    GRANITE_GUARDIAN: GraniteGuardianVerifier,
    LLM_JUDGE: LlmJudgeVerifier,
}
# Why only the judge: see the module docstring.
_RUNS_ON: Final[dict[str, frozenset[str]]] = {
    OLLAMA: frozenset(_OLLAMA_VERIFIERS),
    OPENAI: frozenset({LLM_JUDGE}),
}


@dataclass(frozen=True, slots=True)
class ModelServer:
    """Where the models are and how to talk to them.

    ``num_ctx`` is Ollama's context size (sent with every request) and, on both
    backends, the verifiers' guard against passages that would not fit: an
    OpenAI-compatible server's context is set when the server starts, so there it
    only guards. ``keep_alive_minutes`` applies to Ollama only. ``verify`` is the SSL
    context (Home Assistant's preloaded one) or a bool; None reads no certificates
    for an http:// URL.
    """

    backend: str
    url: str
    api_key: str | None = None
    timeout: float = 20.0
    temperature: float = 0.1
    num_ctx: int = 8192
    keep_alive_minutes: int = 30
    verify: ssl.SSLContext | bool | None = None


def _check_backend(backend: str) -> None:
    """Raise ValueError for a backend this engine does not speak."""
    if backend not in BACKENDS:
        raise ValueError(f"unknown model backend {backend!r}")


def load_backend(backend: str) -> None:
    """Import what ``backend`` needs beyond the engine (blocking: run it in an executor).

    Building on a backend whose modules are not loaded yet still works: they are
    imported then, on the caller's thread.
    """
    _check_backend(backend)
    for module in _LAZY_MODULES.get(backend, ()):
        importlib.import_module(module)


def verifier_runs_on(backend: str, kind: str) -> bool:
    """Return whether the model verifier ``kind`` can run on ``backend``."""
    return kind in _RUNS_ON.get(backend, frozenset())


def build_synthesizer(server: ModelServer, model: str) -> ModelSynthesizer:
    """Return the synthesizer for ``model`` on ``server``; it owns its client."""
    _check_backend(server.backend)
    if server.backend == OPENAI:
        from .openai_compat import OpenAICompatSynthesizer  # noqa: PLC0415 - lazy

        return OpenAICompatSynthesizer(
            base_url=server.url,
            model=model,
            api_key=server.api_key,
            timeout=server.timeout,
            temperature=server.temperature,
            verify=server.verify,
        )
    return OllamaSynthesizer(
        host=server.url,
        model=model,
        api_key=server.api_key,
        timeout=server.timeout,
        temperature=server.temperature,
        num_ctx=server.num_ctx,
        keep_alive_minutes=server.keep_alive_minutes,
        verify=server.verify,
    )


def build_verifier(
    server: ModelServer,
    kind: str,
    model: str | None,
    *,
    fallback_model: str | None = None,
) -> ModelVerifier | None:
    """Return the model verifier ``kind`` on ``server``; None when it cannot run.

    None for a kind that needs no model server ("reference") or that does not run on
    this backend (:func:`verifier_runs_on`; the options flow refuses that choice).
    An empty ``model`` means the kind's default model on Ollama. OpenAI-compatible
    servers name their models freely, so no default name would be right there: the
    judge uses ``fallback_model`` (pass the synthesis model, the one model a
    llama.cpp server serves). With neither it still judges with an empty name and
    ``check_available()`` reports the model missing, so a repair issue says so: None
    never stands in for a verifier that was asked for.
    """
    _check_backend(server.backend)
    if not verifier_runs_on(server.backend, kind):
        return None
    name = (model or "").strip() or None
    if server.backend == OPENAI:
        from ..verify.openai_judge import OpenAIJudgeVerifier  # noqa: PLC0415 - lazy

        return OpenAIJudgeVerifier(
            base_url=server.url,
            model=name or (fallback_model or "").strip(),
            api_key=server.api_key,
            timeout=server.timeout,
            num_ctx=server.num_ctx,
            verify=server.verify,
        )
    return _OLLAMA_VERIFIERS[kind](
        host=server.url,
        model=name,
        api_key=server.api_key,
        timeout=server.timeout,
        num_ctx=server.num_ctx,
        keep_alive_minutes=server.keep_alive_minutes,
        verify=server.verify,
    )
