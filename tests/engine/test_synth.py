"""The model synthesizers through their real clients against stand-in servers.

Every behaviour both backends share runs on both (the ``backend`` fixture): Ollama's
native API through the ``ollama`` client, and OpenAI-compatible chat completions
through the ``openai`` client against the llama.cpp and the vLLM flavour of the
stand-in. Ollama-only settings (``keep_alive``, ``num_ctx``, ``think``) are tested on
Ollama only; what only chat completions have is in ``test_openai_synth.py``.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import Any

import ollama
import openai
import pytest

from custom_components.grounded_answers.engine.errors import (
    ModelNotFoundError,
    SynthesisConnectionError,
    SynthesisError,
    SynthesisServerError,
    SynthesisTimeoutError,
)
from custom_components.grounded_answers.engine.seams import ModelSynthesizer
from custom_components.grounded_answers.engine.synth.ollama import (
    OllamaSynthesizer,
    SynthesisRequest,
    keep_alive_value,
    with_tag,
)
from custom_components.grounded_answers.engine.synth.openai_compat import (
    OpenAICompatSynthesizer,
)
from custom_components.grounded_answers.engine.synth.reasoning import strip_reasoning
from tests.stubs import openai_server
from tests.stubs.ollama_server import (
    DEFAULT_MODEL,
    OllamaScript,
    refused_url,
    split_text,
    start_ollama_stub,
)
from tests.stubs.openai_server import OpenAIScript, start_openai_stub

REQUEST = SynthesisRequest(
    system="Answer only from the material.",
    user="Material: Paris is the capital of France.\nQuestion: What is the capital?",
    max_tokens=160,
)
ANSWER = "Paris is the capital of France. (kiwix)"

type Script = OllamaScript | OpenAIScript
type MakeSynth = Callable[..., ModelSynthesizer]
type Call = Callable[[ModelSynthesizer], Awaitable[str]]


@dataclass(frozen=True, slots=True)
class Backend:
    """One backend under test: its stand-in, its synthesizer, where it puts things."""

    name: str
    model: str
    serve: Callable[[Iterable[str] | None], AbstractAsyncContextManager[Any]]
    build: Callable[..., ModelSynthesizer]  # (url, model, **settings)

    def temperature(self, body: dict[str, Any]) -> float:
        """Return the temperature a chat body carries."""
        return (
            body["options"]["temperature"]
            if self.name == "ollama"
            else body["temperature"]
        )

    def token_cap(self, body: dict[str, Any]) -> int:
        """Return the token cap a chat body carries."""
        return (
            body["options"]["num_predict"]
            if self.name == "ollama"
            else body["max_tokens"]
        )


def _serve_ollama(models: Iterable[str] | None) -> AbstractAsyncContextManager[Any]:
    return start_ollama_stub(OllamaScript(models or (DEFAULT_MODEL,)))


def _openai_server(flavour: str) -> Callable[..., AbstractAsyncContextManager[Any]]:
    def serve(models: Iterable[str] | None) -> AbstractAsyncContextManager[Any]:
        models = models or (openai_server.DEFAULT_MODEL,)
        return start_openai_stub(OpenAIScript(models, flavour=flavour))  # type: ignore[arg-type]

    return serve


def _build_ollama(url: str, model: str, **settings: Any) -> ModelSynthesizer:
    return OllamaSynthesizer(host=url, model=model, **settings)


def _build_openai(url: str, model: str, **settings: Any) -> ModelSynthesizer:
    return OpenAICompatSynthesizer(base_url=url, model=model, **settings)


BACKENDS = {
    "ollama": Backend("ollama", DEFAULT_MODEL, _serve_ollama, _build_ollama),
    "llama.cpp": Backend(
        "llama.cpp",
        openai_server.DEFAULT_MODEL,
        _openai_server("llama.cpp"),
        _build_openai,
    ),
    "vllm": Backend(
        "vllm", openai_server.DEFAULT_MODEL, _openai_server("vllm"), _build_openai
    ),
}
# For the few tests of what only Ollama has: override the fixture's parameters.
OLLAMA_ONLY = pytest.mark.parametrize("backend", ["ollama"], indirect=True)


async def _complete(synth: ModelSynthesizer) -> str:
    return (await synth.complete(REQUEST)).text


async def _stream(synth: ModelSynthesizer) -> str:
    return "".join([piece async for piece in synth.stream(REQUEST)])


async def _collect(stream: AsyncIterator[str], into: list[str]) -> None:
    # A loop, not a comprehension, so that pieces before a failure are kept.
    async for piece in stream:
        into.append(piece)


BOTH_STYLES = pytest.mark.parametrize(
    "call", [_complete, _stream], ids=["complete", "stream"]
)
# The stub hangs until the client gives up, so a missing client timeout would hang the
# test: bound it so that such a failure is reported instead.
BOUNDED = pytest.mark.timeout(10)


@pytest.fixture(params=list(BACKENDS))
def backend(request: pytest.FixtureRequest) -> Backend:
    return BACKENDS[request.param]


@pytest.fixture
async def stub(backend: Backend) -> AsyncIterator[tuple[Script, str]]:
    async with backend.serve(None) as pair:
        yield pair


@pytest.fixture
def script(stub: tuple[Script, str]) -> Script:
    return stub[0]


@pytest.fixture
async def make_synth(
    backend: Backend, stub: tuple[Script, str]
) -> AsyncIterator[MakeSynth]:
    """Build synthesizers on the stub (or another ``url``); close them all afterwards."""
    made: list[ModelSynthesizer] = []

    def make(**kwargs: Any) -> ModelSynthesizer:
        url = kwargs.pop("url", stub[1])
        synth = backend.build(url, kwargs.pop("model", backend.model), **kwargs)
        made.append(synth)
        return synth

    yield make
    for synth in made:
        await synth.aclose()


# --- replies --------------------------------------------------------------------------


async def test_complete_returns_whole_reply(
    backend: Backend, script: Script, make_synth: MakeSynth
):
    script.reply(ANSWER, chunks=5)
    reply = await make_synth().complete(REQUEST)
    assert reply.text == ANSWER
    assert reply.model == backend.model
    assert reply.done_reason == "stop"
    assert script.chat_requests[-1]["stream"] is False


async def test_complete_returns_raw_text_with_reasoning(
    script: Script, make_synth: MakeSynth
):
    # The gates strip reasoning; a reply that was only reasoning must reach them as-is.
    script.reply("<think>hmm</think>Paris.")
    assert (await make_synth().complete(REQUEST)).text == "<think>hmm</think>Paris."


async def test_stream_yields_chunks_that_concatenate(
    script: Script, make_synth: MakeSynth
):
    script.reply(ANSWER, chunks=4)
    pieces = [piece async for piece in make_synth().stream(REQUEST)]
    assert pieces == split_text(ANSWER, 4)
    assert len(pieces) == 4
    assert "".join(pieces) == ANSWER
    assert script.chat_requests[-1]["stream"] is True


async def test_stream_stopped_early_hangs_up(script: Script, make_synth: MakeSynth):
    # A consumer that stops listening must stop the generation on the GPU box too.
    script.reply(ANSWER, chunks=4, tokens_per_second=1)
    synth = make_synth()
    stream = synth.stream(REQUEST)
    first = await anext(stream)
    await stream.aclose()
    assert first == split_text(ANSWER, 4)[0]
    await script.wait_for_hangup()
    script.reply(ANSWER)
    assert (await synth.complete(REQUEST)).text == ANSWER


@OLLAMA_ONLY
async def test_stats_come_from_the_final_chunk(
    script: OllamaScript, make_synth: MakeSynth
):
    script.reply(
        ANSWER,
        chunks=2,
        done_reason="length",
        stats={
            "total_duration": 2_500_000_000,
            "load_duration": 1_000_000_000,
            "prompt_eval_count": 512,
            "prompt_eval_duration": 250_000_000,
            "eval_count": 40,
            "eval_duration": 1_000_000_000,
        },
    )
    reply = await make_synth().complete(REQUEST)
    assert reply.stats == {
        "total_ms": 2500.0,
        "load_ms": 1000.0,
        "prompt_eval_count": 512,
        "prompt_eval_ms": 250.0,
        "eval_count": 40,
        "eval_ms": 1000.0,
    }
    assert reply.done_reason == "length"


# --- what goes on the wire ------------------------------------------------------------


@BOTH_STYLES
@pytest.mark.parametrize("temperature", [0.1, 0.7])
async def test_request_carries_the_prompt_cap_and_temperature(
    backend: Backend,
    script: Script,
    make_synth: MakeSynth,
    call: Call,
    temperature: float,
):
    script.reply(ANSWER)
    await call(make_synth(temperature=temperature))
    body = script.chat_requests[-1]
    assert body["model"] == backend.model
    assert backend.temperature(body) == temperature
    assert backend.token_cap(body) == REQUEST.max_tokens
    assert body["messages"] == [
        {"role": "system", "content": REQUEST.system},
        {"role": "user", "content": REQUEST.user},
    ]


@OLLAMA_ONLY
@BOTH_STYLES
async def test_ollama_request_carries_its_own_settings(
    script: OllamaScript, make_synth: MakeSynth, call: Call
):
    script.reply(ANSWER)
    await call(make_synth(num_ctx=4096))
    body = script.chat_requests[-1]
    assert body["think"] is False
    assert body["options"]["num_ctx"] == 4096
    assert body["keep_alive"] == "30m"


@OLLAMA_ONLY
@pytest.mark.parametrize(
    ("minutes", "expected"), [(30, "30m"), (5, "5m"), (0, 0), (-1, -1), (-5, -1)]
)
async def test_keep_alive_on_the_wire(
    script: OllamaScript, make_synth: MakeSynth, minutes: int, expected: int | str
):
    await make_synth(keep_alive_minutes=minutes).complete(REQUEST)
    sent = script.chat_requests[-1]["keep_alive"]
    assert sent == expected
    # A number must stay a number: "-1m"/"-1s" strings are what Ollama rejects.
    assert isinstance(sent, str) == isinstance(expected, str)


@pytest.mark.parametrize(
    ("minutes", "expected"), [(30, "30m"), (1, "1m"), (0, 0), (-1, -1)]
)
def test_keep_alive_value_hands_the_client_an_integer(
    minutes: int, expected: int | str
):
    value = keep_alive_value(minutes)
    assert value == expected
    assert type(value) is type(expected)


# --- failures -------------------------------------------------------------------------


@BOTH_STYLES
async def test_missing_model_raises_model_not_found(
    script: Script, make_synth: MakeSynth, call: Call
):
    script.missing_model()
    with pytest.raises(ModelNotFoundError):
        await call(make_synth())


@BOTH_STYLES
@pytest.mark.parametrize("status", [500, 503, 400])
async def test_http_error_raises_server_error(
    script: Script, make_synth: MakeSynth, call: Call, status: int
):
    script.fail(status)
    with pytest.raises(SynthesisServerError):
        await call(make_synth())


# ollama raises an in-stream error from inside its ``async for`` over httpx's nested
# line iterators; the loop's async-generator finalizer closes those, one task per level,
# which can outlast a short test. Harmless in Home Assistant; only this test allows it.
@pytest.mark.parametrize("expected_lingering_tasks", [True])
@BOTH_STYLES
async def test_failed_generation_raises_server_error(
    script: Script, make_synth: MakeSynth, call: Call
):
    # Streamed: an {"error"} line after two chunks; whole: Ollama's HTTP 500.
    script.reply(ANSWER, chunks=4).error_after(2, "llama runner process has terminated")
    with pytest.raises(SynthesisServerError, match="llama runner"):
        await call(make_synth())


@BOTH_STYLES
async def test_refused_connection_raises_connection_error(
    make_synth: MakeSynth, call: Call
):
    with refused_url() as url, pytest.raises(SynthesisConnectionError):
        await call(make_synth(url=url))


@BOUNDED
async def test_stalled_stream_raises_timeout(script: Script, make_synth: MakeSynth):
    script.reply(ANSWER, chunks=4).stall_after(2)
    received: list[str] = []
    with pytest.raises(SynthesisTimeoutError):
        await _collect(make_synth(timeout=0.3).stream(REQUEST), received)
    assert received == split_text(ANSWER, 4)[:2]
    # The abandoned request is closed, not left running in the background.
    await script.wait_for_hangup()


@BOUNDED
async def test_stalled_whole_reply_raises_timeout(
    script: Script, make_synth: MakeSynth
):
    script.reply(ANSWER).stall_after(0)
    with pytest.raises(SynthesisTimeoutError):
        await make_synth(timeout=0.3).complete(REQUEST)


@BOUNDED
@BOTH_STYLES
async def test_first_token_after_the_timeout_raises_timeout(
    script: Script, make_synth: MakeSynth, call: Call
):
    script.reply(ANSWER, first_token_delay=30)
    with pytest.raises(SynthesisTimeoutError):
        await call(make_synth(timeout=0.2))


@BOUNDED
async def test_slow_stream_is_bounded_as_a_whole(script: Script, make_synth: MakeSynth):
    # Every chunk arrives well within the timeout; together they do not.
    script.reply(ANSWER, chunks=10, tokens_per_second=10)
    with pytest.raises(SynthesisTimeoutError):
        await _stream(make_synth(timeout=0.5))


@OLLAMA_ONLY
async def test_empty_model_name_raises_a_synthesis_error(make_synth: MakeSynth):
    # The client rejects it before any I/O with a pydantic error; that must not escape.
    # (The openai client sends it; a server that needs a model answers 400.)
    with pytest.raises(SynthesisError):
        await make_synth(model="").complete(REQUEST)


async def test_an_unexpected_failure_still_arrives_as_a_synthesis_error(
    make_synth: MakeSynth,
):
    # A value JSON cannot encode makes the client raise TypeError: a bug, not a
    # server problem, but it must reach the pipeline as a SynthesisError all the same.
    synth = make_synth(temperature=object())
    with pytest.raises(SynthesisError) as caught:
        await synth.complete(REQUEST)
    assert type(caught.value) is SynthesisError
    assert isinstance(caught.value.__cause__, TypeError)


# --- models and warm-up ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("configured", "present"),
    [
        ("qwen3:8b", True),
        ("llama3.2", True),
        ("llama3.2:latest", True),
        ("qwen3", False),
        ("mistral", False),
    ],
)
def test_a_model_name_matches_itself_or_its_latest_tag(
    configured: str, present: bool
) -> None:
    installed = {with_tag(name) for name in ("qwen3:8b", "llama3.2")}
    assert (with_tag(configured) in installed) is present


# Ollama lists tagged names; an OpenAI-compatible server its ids, exactly.
LISTED = {
    "ollama": ["qwen3:8b", "llama3.2:latest"],
    "llama.cpp": ["qwen3-8b-q4_k_m.gguf", "llama3.2"],
    "vllm": ["Qwen/Qwen3-8B", "meta-llama/Llama-3.2-3B-Instruct"],
}


async def test_list_models_names_the_installed_models(
    backend: Backend, make_synth: MakeSynth
):
    names = LISTED[backend.name]
    async with backend.serve(names) as (_, url):
        assert await make_synth(url=url).list_models() == names


async def test_list_models_unreachable_raises_connection_error(make_synth: MakeSynth):
    with refused_url() as url, pytest.raises(SynthesisConnectionError):
        await make_synth(url=url).list_models()


@OLLAMA_ONLY
async def test_warm_up_sends_an_empty_chat_that_loads_the_model(
    script: OllamaScript, make_synth: MakeSynth
):
    await make_synth(keep_alive_minutes=-1, num_ctx=8192).warm_up()
    assert len(script.chat_requests) == 1
    body = script.chat_requests[0]
    assert body["model"] == DEFAULT_MODEL
    assert body["messages"] == []
    assert body["keep_alive"] == -1
    # The context size of real requests, or the first real request reloads the model.
    assert body["options"] == {"num_ctx": 8192}
    assert script.loaded == [DEFAULT_MODEL]


async def test_warm_up_never_raises_when_the_server_is_down(make_synth: MakeSynth):
    with refused_url() as url:
        assert await make_synth(url=url).warm_up() is None


@pytest.mark.parametrize("trouble", ["missing", "500"])
async def test_warm_up_never_raises_on_server_errors(
    script: Script, make_synth: MakeSynth, trouble: str
):
    if trouble == "missing":
        script.missing_model()
    else:
        script.fail(500)
    assert await make_synth().warm_up() is None
    assert len(script.chat_requests) == 1


async def test_a_given_client_is_not_closed(backend: Backend, stub: tuple[Script, str]):
    url = stub[1]
    if backend.name == "ollama":
        client: Any = ollama.AsyncClient(host=url)
        synth = backend.build(url, backend.model, client=client)
        await synth.aclose()
        assert (await client.list()).models
        await client.close()
        return
    client = openai.AsyncOpenAI(base_url=f"{url}/v1", api_key="k", max_retries=0)
    synth = backend.build(url, backend.model, client=client)
    await synth.aclose()
    assert [model.id async for model in await client.models.list()]
    await client.close()


# --- reasoning blocks -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Paris.", "Paris."),
        ("<think>the user asks</think>Paris.", "Paris."),
        ("<think>only reasoning</think>", ""),
        ("<think>\nline one\nline two\n</think>\n\nParis.", "Paris."),
        ("<THINK>upper</THINK>Paris.", "Paris."),
        ("<Think>mixed</tHiNk>Paris.", "Paris."),
        ("Intro. <THINK>a</THINK>Paris.", "Intro. Paris."),
        (
            "<think>a</think>Paris <think>b</think>is the capital.",
            "Paris is the capital.",
        ),
        ("<think>a</think><think>b</think>Paris.", "Paris."),
        ("<think>cut off while reasoning", ""),
        ("  <think>\ncut off\nover lines", ""),
        ("Paris. <think>trailing unclosed", "Paris."),
        ("the model reasoned here</think>Paris.", "Paris."),
        ("reasoning\nover lines\n</think>\n\nParis.", "Paris."),
        ("<think></think>Paris.", "Paris."),
        ("<think> </think>   ", ""),
        ("< think >spaced tags</ think >Paris.", "Paris."),
        ("<thinking>variant</thinking>Paris.", "Paris."),
        (
            "First paragraph.\n\n<think>x</think>\n\nSecond.",
            "First paragraph.\n\nSecond.",
        ),
        ("", ""),
        ("I think Paris is right.", "I think Paris is right."),
    ],
)
def test_strip_reasoning(text: str, expected: str):
    assert strip_reasoning(text) == expected
