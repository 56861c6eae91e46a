"""
The engine's seams: what a router, a synthesizer and a verifier promise.

The engine codes against these protocols and nothing else of its collaborators: no
``getattr`` probing, no ``isinstance`` on a concrete class. What varies between
implementations is a member every implementation has (a router that does not route
itself still answers ``route_and_search``, by classifying the question with
:func:`..route.classify.classified_search`; a synthesizer with nothing to warm up
still has a ``warm_up`` that does nothing).

Implementations: ``retrieve.router_client.RouterClient`` (a Mnemolis-compatible
router over HTTP) and ``retrieve.builtin.BuiltinRouter``; ``synth.ollama.
OllamaSynthesizer``; ``verify.checking.ReferenceVerifier`` and the model-backed
verifiers of ``verify``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Protocol

# The routing result lives with the router of last resort; the seam names it.
from .route.search import Routed  # noqa: TC001 - re-exported: routers build it

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Sequence

    from .route.classify import EscalationCounter
    from .synth.ollama import SynthesisReply, SynthesisRequest
    from .types import Retrieval

# What every router accepts as ``source`` besides its own sources: fuse several, or
# let the router choose.
CHOOSING_SOURCES: Final = ("fusion", "auto")


@dataclass(frozen=True, slots=True)
class Verdict:
    """A verifier's judgement of one claim against its passages."""

    entailed: bool
    score: float  # confidence in [0, 1] that the passages support the claim
    detail: str = ""  # one line for the explanation event


class Router(Protocol):
    """Anything that retrieves material for a query."""

    @property
    def escalation(self) -> EscalationCounter:
        """Return the share of this router's questions that needed a model."""
        ...

    @property
    def source_names(self) -> Sequence[str] | None:
        """Return the configured source tags; None when the router does not say."""
        ...

    @property
    def accepted_sources(self) -> Sequence[str]:
        """Return every ``source`` a search may name (aliases and choosers too)."""
        ...

    async def search(
        self,
        query: str,
        source: str = "auto",
        fusion_sources: Sequence[str] | None = None,
    ) -> Retrieval:
        """Return the router's material; raise ``RouterError`` subclasses on failure."""
        ...

    async def route_and_search(
        self,
        query: str,
        source: str = "auto",
        fusion_sources: Sequence[str] | None = None,
        *,
        language: str | None = None,
        budget: float | None = None,
    ) -> Routed:
        """Classify ``query``'s route, count it, and retrieve for it.

        ``language`` is the question's (None: the router's own); event times count
        from this call. A ``RouterError`` comes back in ``Routed.error``.
        ``budget`` is the seconds the turn has left for routing and retrieval (None:
        the router's own timeouts alone): the router returns by then, with what it
        has, or reports a timeout. The engine cuts off a router that does not.
        """
        ...


class Synthesizer(Protocol):
    """Anything that turns a request into model text."""

    async def complete(self, request: SynthesisRequest) -> SynthesisReply:
        """Return the whole reply; raise ``SynthesisError`` subclasses on failure."""
        ...

    def stream(self, request: SynthesisRequest) -> AsyncIterator[str]:
        """Yield the reply's text as it arrives; same errors as ``complete``."""
        ...

    async def warm_up(self) -> None:
        """Get ready for a request (load the model); never raises.

        A synthesizer with nothing to warm up returns at once.
        """
        ...


class ModelSynthesizer(Synthesizer, Protocol):
    """A synthesizer on a model server: Ollama's API or OpenAI's chat completions.

    What Home Assistant's glue needs besides answering: the model's name, the
    server's model list (setup checks, the options flow) and closing the client.
    """

    @property
    def model(self) -> str:
        """Return the configured model name."""
        ...

    async def list_models(self) -> list[str]:
        """Return the server's model names; raise ``SynthesisError`` subclasses."""
        ...

    async def aclose(self) -> None:
        """Close the HTTP client if the synthesizer created it."""
        ...


class Verifier(Protocol):
    """Anything that judges whether passages support a claim."""

    async def entail(self, claim: str, passages: Sequence[str]) -> Verdict:
        """Judge ``claim`` against ``passages`` (read joined); raise if unavailable."""
        ...


class ModelVerifier(Verifier, Protocol):
    """A verifier that is a model on a model server (MiniCheck, a judge, ...)."""

    @property
    def model(self) -> str:
        """Return the verifier's model name."""
        ...

    async def check_available(self) -> bool:
        """Return whether the server has the model; raise if it cannot be asked."""
        ...

    async def aclose(self) -> None:
        """Close the HTTP client if the verifier created it."""
        ...
