"""
The Ollama stand-in, answering each chat from its prompt: for claim verifiers.

A verifier sends one chat per claim, and the right reply depends on the claim and
the document in that chat. ``VerifierScript`` extends :class:`OllamaScript` through
its public ``make_app``: a middleware rewrites the reply of every successful,
non-streamed chat with what ``answerer(body)`` returns, optionally with log
probabilities in Ollama's shape. Everything else — model lookup, 404 for a missing
model, HTTP failures, request recording — is the stub's own behaviour::

    script = VerifierScript(["bespoke-minicheck"], answerer=lambda body: "Yes")
    async with start_ollama_stub(script) as (script, url):
        ...
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Self

from aiohttp import web

from tests.stubs.ollama_server import DEFAULT_MODEL, OllamaScript

if TYPE_CHECKING:
    from aiohttp.typedefs import Handler


@dataclass(frozen=True, slots=True)
class ScriptedAnswer:
    """A reply's text and, when the server should send them, its log probabilities."""

    text: str
    logprobs: list[dict[str, Any]] | None = None


type Answerer = Callable[[dict[str, Any]], str | ScriptedAnswer]

_MINICHECK: re.Pattern[str] = re.compile(
    r"\ADocument: (?P<document>.*)\nClaim: (?P<claim>.*)\Z", re.DOTALL
)


def yes_no_logprobs(p_yes: float) -> list[dict[str, Any]]:
    """Return Ollama's ``logprobs`` for a one-token Yes/No reply with P(Yes)."""
    chosen = "Yes" if p_yes >= 0.5 else "No"
    top = [
        {"token": "Yes", "logprob": math.log(p_yes)},
        {"token": "No", "logprob": math.log(1.0 - p_yes)},
    ]
    return [
        {
            "token": chosen,
            "logprob": top[0 if chosen == "Yes" else 1]["logprob"],
            "top_logprobs": top,
        }
    ]


def minicheck_parts(body: dict[str, Any]) -> tuple[str, str]:
    """Return ``(document, claim)`` of a MiniCheck chat; ValueError if malformed."""
    match = _MINICHECK.match(body["messages"][-1]["content"])
    if match is None:
        raise ValueError("not a MiniCheck prompt")
    return match["document"], match["claim"]


class VerifierScript(OllamaScript):
    """An ``OllamaScript`` whose chat replies are computed from each request."""

    def __init__(
        self,
        models: Iterable[str] = (DEFAULT_MODEL,),
        *,
        answerer: Answerer | None = None,
    ) -> None:
        """Install ``models``; answer chats with ``answerer`` (None: the script's)."""
        super().__init__(models)
        self.answerer = answerer

    def answer_with(self, answerer: Answerer | None) -> Self:
        """Answer the next chats with ``answerer``."""
        self.answerer = answerer
        return self

    def make_app(self) -> web.Application:
        """Return the stub's application with the per-request answer middleware."""
        app = super().make_app()
        app.middlewares.append(self._answer)
        return app

    @web.middleware
    async def _answer(
        self, request: web.Request, handler: Handler
    ) -> web.StreamResponse:
        """Replace a successful whole chat reply with the answerer's."""
        response = await handler(request)
        if (
            request.path != "/api/chat"
            or self.answerer is None
            or response.status != 200
            or not isinstance(response, web.Response)
        ):
            return response
        body = json.loads(await request.read())  # aiohttp keeps the body read
        if body.get("stream", True) is not False or not body.get("messages"):
            return response
        answer = self.answerer(body)
        if isinstance(answer, str):
            answer = ScriptedAnswer(answer)
        data = json.loads(response.body)  # type: ignore[arg-type]
        data["message"]["content"] = answer.text
        if answer.logprobs is not None:
            data["logprobs"] = answer.logprobs
        return web.json_response(data)
