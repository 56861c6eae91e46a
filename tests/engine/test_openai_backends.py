"""``synth.backends``: the model server's backend decides what the engine builds.

Built through ``build_synthesizer`` / ``build_verifier`` exactly as the glue builds
them, each collaborator is driven against its stand-in, so a setting that does not
reach the wire fails here. The Ollama side's API key is checked behind a stand-in
that refuses requests without the Bearer token, as a proxy in front of Ollama does.
"""

from __future__ import annotations

import itertools
import json
import typing
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any, Self

import pytest
from aiohttp import web

from custom_components.grounded_answers.engine.errors import SynthesisAuthError
from custom_components.grounded_answers.engine.seams import (
    ModelSynthesizer,
    ModelVerifier,
)
from custom_components.grounded_answers.engine.synth.backends import (
    BACKENDS,
    GRANITE_GUARDIAN,
    LLM_JUDGE,
    MINICHECK,
    OLLAMA,
    OPENAI,
    ModelServer,
    build_synthesizer,
    build_verifier,
    verifier_runs_on,
)
from custom_components.grounded_answers.engine.synth.ollama import (
    OllamaSynthesizer,
    SynthesisRequest,
)
from custom_components.grounded_answers.engine.synth.openai_compat import (
    OpenAICompatSynthesizer,
)
from custom_components.grounded_answers.engine.verify.checking import (
    VerifierUnavailableError,
)
from custom_components.grounded_answers.engine.verify.model_verifiers import (
    GraniteGuardianVerifier,
    LlmJudgeVerifier,
    MiniCheckVerifier,
)
from custom_components.grounded_answers.engine.verify.openai_judge import (
    OpenAIJudgeVerifier,
)
from tests.stubs.ollama_server import OllamaScript
from tests.stubs.openai_server import OpenAIScript, start_openai_stub
from tests.stubs.serving import serve_on_loopback

if typing.TYPE_CHECKING:
    from aiohttp.typedefs import Handler

REQUEST = SynthesisRequest(system="Be brief.", user="Say OK.", max_tokens=32)
KINDS = (MINICHECK, GRANITE_GUARDIAN, LLM_JUDGE)
JUDGE_YES = json.dumps(
    {"verdict": "SUPPORTED", "is_grounded": True, "confidence_score": 80}
)


class KeyedOllamaScript(OllamaScript):
    """The Ollama stand-in behind a Bearer check; records the headers it saw."""

    def __init__(self, models: typing.Iterable[str]) -> None:
        """Serve ``models``; accept any request until a key is required."""
        super().__init__(models)
        self.api_key: str | None = None
        self.authorizations: list[str | None] = []

    def require_api_key(self, key: str | None) -> Self:
        """Answer 401 (Ollama's error shape) without ``Bearer <key>``."""
        self.api_key = key
        return self

    def make_app(self) -> web.Application:
        """Return the stand-in's application with the key check in front."""
        app = super().make_app()
        app.middlewares.insert(0, self._gate)
        return app

    @web.middleware
    async def _gate(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        sent = request.headers.get("Authorization")
        self.authorizations.append(sent)
        if self.api_key is not None and sent != f"Bearer {self.api_key}":
            return web.json_response({"error": "unauthorized"}, status=401)
        return await handler(request)


@asynccontextmanager
async def keyed_ollama(models: typing.Iterable[str]) -> AsyncIterator[Any]:
    script = KeyedOllamaScript(models)
    async with serve_on_loopback(
        script.make_app(), released=script.released_event, shutdown_timeout=1.0
    ) as url:
        yield script, url


# --- which verifier runs where --------------------------------------------------------


@pytest.mark.parametrize(("backend", "kind"), list(itertools.product(BACKENDS, KINDS)))
def test_only_the_judge_runs_on_an_openai_server(backend: str, kind: str) -> None:
    assert verifier_runs_on(backend, kind) is (backend == OLLAMA or kind == LLM_JUDGE)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("kind", ["reference", "", "nonsense"])
def test_a_kind_without_a_model_builds_nothing(backend: str, kind: str) -> None:
    assert verifier_runs_on(backend, kind) is False
    assert build_verifier(ModelServer(backend, "http://h:1"), kind, "m") is None


def test_an_unknown_backend_is_refused() -> None:
    server = ModelServer("anthropic", "http://h:1")
    with pytest.raises(ValueError, match="anthropic"):
        build_synthesizer(server, "m")
    with pytest.raises(ValueError, match="anthropic"):
        build_verifier(server, LLM_JUDGE, "m")


@pytest.mark.parametrize(
    ("backend", "kind", "expected"),
    [
        (OLLAMA, MINICHECK, MiniCheckVerifier),
        (OLLAMA, GRANITE_GUARDIAN, GraniteGuardianVerifier),
        (OLLAMA, LLM_JUDGE, LlmJudgeVerifier),
        (OPENAI, LLM_JUDGE, OpenAIJudgeVerifier),
        (OPENAI, MINICHECK, type(None)),
        (OPENAI, GRANITE_GUARDIAN, type(None)),
    ],
)
async def test_build_verifier_per_backend(
    backend: str, kind: str, expected: type
) -> None:
    verifier = build_verifier(ModelServer(backend, "http://127.0.0.1:9"), kind, None)
    assert type(verifier) is expected
    if verifier is not None:
        await verifier.aclose()


@pytest.mark.parametrize(
    ("model", "fallback", "expected"),
    [
        ("judge-a", "synth-b", "judge-a"),
        ("  ", "synth-b", "synth-b"),
        (None, "synth-b", "synth-b"),
        (None, None, ""),
    ],
)
async def test_the_openai_judge_falls_back_to_the_given_model(
    model: str | None, fallback: str | None, expected: str
) -> None:
    server = ModelServer(OPENAI, "http://127.0.0.1:9")
    judge = build_verifier(server, LLM_JUDGE, model, fallback_model=fallback)
    assert judge is not None
    assert judge.model == expected
    await judge.aclose()


async def test_an_openai_judge_without_a_model_is_reported_missing() -> None:
    # None would silently skip claim checking; an empty name is a repair issue.
    async with start_openai_stub(OpenAIScript(["served"])) as (_, url):
        judge = build_verifier(ModelServer(OPENAI, url), LLM_JUDGE, None)
        assert judge is not None
        assert await judge.check_available() is False
        await judge.aclose()


@pytest.mark.parametrize("kind", KINDS)
async def test_ollama_verifiers_keep_their_default_models(kind: str) -> None:
    verifier = build_verifier(ModelServer(OLLAMA, "http://127.0.0.1:9"), kind, "")
    assert verifier is not None
    assert verifier.model == type(verifier).default_model  # type: ignore[attr-defined]
    await verifier.aclose()


# --- the settings reach the wire ------------------------------------------------------


@pytest.mark.parametrize("flavour", ["llama.cpp", "vllm"])
async def test_the_openai_backend_carries_url_key_and_temperature(flavour: str) -> None:
    script = OpenAIScript(["m"], flavour=flavour)  # type: ignore[arg-type]
    script.require_api_key("k1").reply("OK.")
    async with start_openai_stub(script) as (_, url):
        server = ModelServer(OPENAI, url, api_key="k1", temperature=0.4, timeout=5)
        synth = build_synthesizer(server, "m")
        judge = build_verifier(server, LLM_JUDGE, "m")
        assert isinstance(synth, OpenAICompatSynthesizer)
        assert (await synth.complete(REQUEST)).text == "OK."
        assert await synth.list_models() == ["m"]
        assert judge is not None
        assert await judge.check_available() is True
        assert script.chat_requests[-1]["temperature"] == 0.4
        await synth.aclose()
        await judge.aclose()


async def test_the_ollama_backend_carries_its_settings_and_key() -> None:
    async with keyed_ollama(["qwen3:8b", "bespoke-minicheck:latest"]) as (script, url):
        script.require_api_key("k2").reply("OK.")
        server = ModelServer(
            OLLAMA, url, api_key="k2", num_ctx=4096, keep_alive_minutes=-1
        )
        synth = build_synthesizer(server, "qwen3:8b")
        assert isinstance(synth, OllamaSynthesizer)
        assert (await synth.complete(REQUEST)).text == "OK."
        body = script.chat_requests[-1]
        assert (body["options"]["num_ctx"], body["keep_alive"]) == (4096, -1)
        minicheck = build_verifier(server, MINICHECK, None)
        assert minicheck is not None
        assert await minicheck.check_available() is True
        assert set(script.authorizations) == {"Bearer k2"}
        await synth.aclose()
        await minicheck.aclose()


async def test_ollama_refusing_the_key_is_an_auth_error() -> None:
    async with keyed_ollama(["qwen3:8b"]) as (script, url):
        script.require_api_key("right")
        server = ModelServer(OLLAMA, url, api_key="wrong")
        synth = build_synthesizer(server, "qwen3:8b")
        judge = build_verifier(server, LLM_JUDGE, "qwen3:8b")
        assert judge is not None
        with pytest.raises(SynthesisAuthError):
            await synth.complete(REQUEST)
        with pytest.raises(SynthesisAuthError):
            await synth.list_models()
        with pytest.raises(VerifierUnavailableError) as caught:
            await judge.entail("It is OK.", ["It is OK."])
        assert caught.value.code == "auth"
        # Without a key, no Authorization header at all.
        keyless = build_synthesizer(ModelServer(OLLAMA, url), "qwen3:8b")
        with pytest.raises(SynthesisAuthError):
            await keyless.complete(REQUEST)
        assert script.authorizations[-1] is None
        for made in (synth, judge, keyless):
            await made.aclose()


# --- every model implementation keeps the protocol ------------------------------------


@pytest.mark.parametrize(
    ("protocol", "implementations"),
    [
        (ModelSynthesizer, [OllamaSynthesizer, OpenAICompatSynthesizer]),
        (
            ModelVerifier,
            [
                MiniCheckVerifier,
                GraniteGuardianVerifier,
                LlmJudgeVerifier,
                OpenAIJudgeVerifier,
            ],
        ),
    ],
)
def test_every_model_implementation_has_every_member(
    protocol: type, implementations: list[type]
) -> None:
    wanted = typing.get_protocol_members(protocol)
    for implementation in implementations:
        missing = wanted - set(dir(implementation))
        assert not missing, f"{implementation.__name__} lacks {sorted(missing)}"


async def test_the_openai_judge_refuses_a_page_that_is_not_the_protocol() -> None:
    async def login_page(request: web.Request) -> web.Response:
        return web.Response(text="<html>Sign in</html>", content_type="text/html")

    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", login_page)
    async with serve_on_loopback(app) as url:
        judge = build_verifier(ModelServer(OPENAI, url), LLM_JUDGE, "judge")
        assert judge is not None
        for call in (judge.check_available(), judge.entail("It is.", ["It is."])):
            with pytest.raises(VerifierUnavailableError) as caught:
                await call
            assert caught.value.code == "bad_response"
        await judge.aclose()
