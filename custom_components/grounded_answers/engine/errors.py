"""Typed failures of the engine's external seams (router, synthesizer)."""

from __future__ import annotations


class RouterError(Exception):
    """The router gave no usable result; ``code`` names the failure for events.

    ``spoken`` names the ``SpokenPhrases`` field the user hears instead.
    """

    code = "router_error"
    spoken = "router_unavailable"


class RouterConnectionError(RouterError):
    """The router could not be reached (refused, reset, DNS)."""

    code = "connection"


class RouterTimeoutError(RouterError):
    """The router did not answer within its timeout."""

    code = "timeout"


class RouterAuthError(RouterError):
    """The router refused the API key (401/403)."""

    code = "auth"


class RouterServerError(RouterError):
    """The router answered with an HTTP error status."""

    code = "http_error"

    def __init__(self, status: int) -> None:
        """Keep the status for the event."""
        super().__init__(f"router answered HTTP {status}")
        self.status = status


class RouterResponseError(RouterError):
    """The router's body was not the protocol: not JSON, wrong shape, too large."""

    code = "bad_response"


class RouterFailureError(RouterError):
    """The router answered ``success: false``."""

    code = "router_failure"


class SourcesUnavailableError(RouterError):
    """The built-in router: every source asked failed, none said "nothing found"."""

    code = "sources_unavailable"
    spoken = "sources_unavailable"

    def __init__(self, failures: dict[str, str]) -> None:
        """Keep each failing source's tag with why it failed (for the event)."""
        names = ", ".join(f"{tag} ({why})" for tag, why in failures.items())
        super().__init__(f"no source could be reached: {names}")
        self.failures = failures


class SynthesisError(Exception):
    """The synthesis model gave no reply; ``code`` matches the eval's ``llm_error``."""

    code = "llm_error"


class SynthesisTimeoutError(SynthesisError):
    """The model did not finish within its own timeout."""

    code = "timeout"


class SynthesisConnectionError(SynthesisError):
    """The model server could not be reached."""

    code = "connection"


class SynthesisServerError(SynthesisError):
    """The model server answered with an HTTP error."""

    code = "http_500"


class ModelNotFoundError(SynthesisError):
    """The configured model is not on the server."""

    code = "model_not_found"


class SynthesisAuthError(SynthesisError):
    """The model server refused the API key (401/403)."""

    code = "auth"


class SynthesisRateLimitError(SynthesisServerError):
    """The model server is busy (429): says nothing about the model's health."""

    code = "rate_limited"
