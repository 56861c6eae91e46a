"""What only chat completions have: OpenAICompatSynthesizer against the stand-in.

The behaviours both backends share are in ``test_synth.py``; here: reasoning deltas,
base URLs, the servers' error bodies, API keys, the raw ``httpx2.ReadTimeout`` of a
stalled stream, retries (never), stats from ``usage`` and llama.cpp's ``timings``, and
the warm-up. Every test talks to a real server through the real ``openai`` client.
"""

from __future__ import annotations

import itertools
import subprocess
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import httpx
import httpx2
import openai
import pytest
from aiohttp import web

from custom_components.grounded_answers.engine.errors import (
    ModelNotFoundError,
    SynthesisAuthError,
    SynthesisConnectionError,
    SynthesisError,
    SynthesisRateLimitError,
    SynthesisServerError,
    SynthesisTimeoutError,
)
from custom_components.grounded_answers.engine.synth.ollama import SynthesisRequest
from custom_components.grounded_answers.engine.synth.openai_compat import (
    OpenAICompatSynthesizer,
    openai_base_url,
)
from custom_components.grounded_answers.engine.synth.openai_wire import (
    NO_API_KEY,
    failure_code,
)
from custom_components.grounded_answers.engine.synth.reasoning import strip_reasoning
from tests.stubs.ollama_server import split_text
from tests.stubs.openai_server import (
    DEFAULT_MODEL,
    DEFAULT_TIMINGS,
    OpenAIScript,
    start_openai_stub,
)
from tests.stubs.serving import serve_on_loopback

REQUEST = SynthesisRequest(
    system="Answer only from the material.",
    user="Material: The tower is 330 metres tall.\nQuestion: How tall is it?",
    max_tokens=160,
)
ANSWER = "The tower is 330 metres tall. (docs)"
FLAVOURS = ("llama.cpp", "vllm")

type MakeSynth = Callable[..., OpenAICompatSynthesizer]
type Call = Callable[[OpenAICompatSynthesizer], Awaitable[str]]


async def _complete(synth: OpenAICompatSynthesizer) -> str:
    return (await synth.complete(REQUEST)).text


async def _stream(synth: OpenAICompatSynthesizer) -> str:
    return "".join([piece async for piece in synth.stream(REQUEST)])


async def _collect(stream: AsyncIterator[str], into: list[str]) -> None:
    # A loop, not a comprehension, so that pieces before a failure are kept.
    async for piece in stream:
        into.append(piece)


BOTH_STYLES = pytest.mark.parametrize(
    "call", [_complete, _stream], ids=["complete", "stream"]
)
BOUNDED = pytest.mark.timeout(10)


@pytest.fixture(params=FLAVOURS)
async def stub(
    request: pytest.FixtureRequest,
) -> AsyncIterator[tuple[OpenAIScript, str]]:
    async with start_openai_stub(OpenAIScript(flavour=request.param)) as pair:
        yield pair


@pytest.fixture
def script(stub: tuple[OpenAIScript, str]) -> OpenAIScript:
    return stub[0]


@pytest.fixture
async def make_synth(
    stub: tuple[OpenAIScript, str],
) -> AsyncIterator[MakeSynth]:
    made: list[OpenAICompatSynthesizer] = []

    def make(**kwargs: Any) -> OpenAICompatSynthesizer:
        synth = OpenAICompatSynthesizer(
            **{"base_url": stub[1], "model": DEFAULT_MODEL, **kwargs}
        )
        made.append(synth)
        return synth

    yield make
    for synth in made:
        await synth.aclose()


# --- reasoning is never spoken --------------------------------------------------------

# Generated: reasoning that states other numbers and words than the answer, split into
# as many pieces as the answer or not.
REASONINGS = [
    f"{opening} the material says {number} metres, {closing}"
    for opening, number, closing in itertools.product(
        ("Let me check:", "Hmm,", "The user asks how tall;"),
        ("300", "324", "330"),
        ("so answer that.", "but the question may mean the antenna."),
    )
]


@BOTH_STYLES
@pytest.mark.parametrize("reasoning", REASONINGS[::4])
@pytest.mark.parametrize("chunks", [1, 3])
async def test_reasoning_content_is_never_returned(
    script: OpenAIScript,
    make_synth: MakeSynth,
    call: Call,
    reasoning: str,
    chunks: int,
):
    script.reply(ANSWER, chunks=chunks, thinking=reasoning)
    assert await call(make_synth()) == ANSWER


@BOTH_STYLES
async def test_a_reply_that_is_only_reasoning_is_empty(
    script: OpenAIScript, make_synth: MakeSynth, call: Call
):
    # The gates see an empty reply, as for a reply that was one <think> block.
    script.reply("", thinking=REASONINGS[0])
    assert await call(make_synth()) == ""


@BOTH_STYLES
async def test_think_tags_in_the_content_are_left_for_strip_reasoning(
    script: OpenAIScript, make_synth: MakeSynth, call: Call
):
    script.reply(f"<think>{REASONINGS[1]}</think>{ANSWER}", chunks=4)
    text = await call(make_synth())
    assert text.startswith("<think>")
    assert strip_reasoning(text) == ANSWER


# --- what goes on the wire ------------------------------------------------------------


@BOTH_STYLES
async def test_request_asks_the_template_not_to_think(
    script: OpenAIScript, make_synth: MakeSynth, call: Call
):
    await call(make_synth(temperature=0.3))
    body = script.chat_requests[-1]
    assert body["chat_template_kwargs"] == {"enable_thinking": False}
    assert body["max_tokens"] == REQUEST.max_tokens
    assert body["temperature"] == 0.3
    assert body["stream"] is (call is _stream)
    assert script.requests[-1].path == "/v1/chat/completions"


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("http://gpu:8080", "http://gpu:8080/v1"),
        ("http://gpu:8080/", "http://gpu:8080/v1"),
        ("http://gpu:1234/v1", "http://gpu:1234/v1"),
        ("http://gpu:1234/v1/", "http://gpu:1234/v1"),
        ("https://box.lan/llm/v1", "https://box.lan/llm/v1"),
        ("https://box.lan/llm/v1/", "https://box.lan/llm/v1"),
        ("  http://10.0.0.5:8000  ", "http://10.0.0.5:8000/v1"),
        ("http://[::1]:8080", "http://[::1]:8080/v1"),
    ],
)
def test_base_url_gets_v1_unless_it_has_a_path(url: str, expected: str):
    assert openai_base_url(url) == expected
    assert openai_base_url(expected) == expected  # idempotent


@pytest.mark.parametrize("suffix", ["", "/", "/v1", "/v1/"])
async def test_every_spelling_of_the_url_reaches_the_server(
    stub: tuple[OpenAIScript, str], make_synth: MakeSynth, suffix: str
):
    script, url = stub
    script.reply(ANSWER)
    assert await _complete(make_synth(base_url=url + suffix)) == ANSWER
    assert await make_synth(base_url=url + suffix).list_models() == [DEFAULT_MODEL]
    assert {r.path for r in script.requests} == {"/v1/chat/completions", "/v1/models"}


# --- errors as the servers send them --------------------------------------------------


@BOTH_STYLES
async def test_missing_model_in_either_error_body(
    script: OpenAIScript, make_synth: MakeSynth, call: Call
):
    script.missing_model()
    with pytest.raises(ModelNotFoundError) as caught:
        await call(make_synth())
    wanted = "does not exist" if script.flavour == "vllm" else "not found"
    assert wanted in str(caught.value)


@BOTH_STYLES
@pytest.mark.parametrize("status", [401, 403])
async def test_refused_key_raises_auth_error(
    script: OpenAIScript, make_synth: MakeSynth, call: Call, status: int
):
    script.fail(status, "Invalid API Key")
    with pytest.raises(SynthesisAuthError):
        await call(make_synth())


@BOTH_STYLES
@pytest.mark.parametrize("given", [None, "wrong"])
async def test_required_key_missing_or_wrong_raises_auth_error(
    script: OpenAIScript, make_synth: MakeSynth, call: Call, given: str | None
):
    script.require_api_key("s3cret")
    with pytest.raises(SynthesisAuthError):
        await call(make_synth(api_key=given))
    sent = script.requests[-1].headers["Authorization"]
    assert sent == f"Bearer {given or NO_API_KEY}"


@BOTH_STYLES
async def test_the_right_key_is_sent_as_a_bearer_token(
    script: OpenAIScript, make_synth: MakeSynth, call: Call
):
    script.require_api_key("s3cret").reply(ANSWER)
    assert await call(make_synth(api_key=" s3cret ")) == ANSWER
    assert script.requests[-1].headers["Authorization"] == "Bearer s3cret"


async def test_the_environments_openai_key_never_travels(
    script: OpenAIScript, make_synth: MakeSynth, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-cloud-key")
    await _complete(make_synth())
    assert "sk-cloud-key" not in str(script.requests[-1].headers)


async def test_models_need_a_key_on_vllm_but_not_on_llama_cpp(
    script: OpenAIScript, make_synth: MakeSynth
):
    # llama.cpp serves /v1/models publicly: listing proves nothing about the key.
    script.require_api_key("s3cret")
    synth = make_synth()
    if script.flavour == "vllm":
        with pytest.raises(SynthesisAuthError):
            await synth.list_models()
    else:
        assert await synth.list_models() == [DEFAULT_MODEL]
    with pytest.raises(SynthesisAuthError):
        await synth.complete(REQUEST)


@BOTH_STYLES
async def test_busy_server_raises_rate_limited(
    script: OpenAIScript, make_synth: MakeSynth, call: Call
):
    script.fail(429, "too many requests")
    with pytest.raises(SynthesisRateLimitError) as caught:
        await call(make_synth())
    assert caught.value.code == "rate_limited"
    assert isinstance(caught.value, SynthesisServerError)


@BOTH_STYLES
async def test_in_stream_error_event_raises_server_error(
    script: OpenAIScript, make_synth: MakeSynth, call: Call
):
    # Streamed: one error event after two pieces; whole: the server's HTTP 500.
    script.reply(ANSWER, chunks=4).error_after(2, "slot unavailable")
    with pytest.raises(SynthesisServerError, match="slot unavailable"):
        await call(make_synth())


@pytest.mark.parametrize(
    ("error", "code"),
    [
        (ValueError("not JSON"), "bad_response"),
        (httpx2.ReadTimeout("stalled"), "timeout"),
        # A server that dies mid-reply: the connection failed, not the reply's form.
        (httpx2.RemoteProtocolError("peer closed"), "connection"),
        (httpx.RemoteProtocolError("peer closed"), "connection"),
        (httpx2.ReadError("connection reset"), "connection"),
        (httpx.ReadError("connection reset"), "connection"),
        (httpx2.WriteError("broken pipe"), "connection"),
        (httpx2.CloseError("closed"), "connection"),
        (httpx2.ConnectError("refused"), "connection"),
        (httpx.ConnectError("refused"), "connection"),
        # What the client itself got wrong, or a body it cannot decode.
        (httpx2.LocalProtocolError("bad header"), "bad_response"),
        (httpx2.DecodingError("bad gzip"), "bad_response"),
        (TimeoutError(), "timeout"),
        (openai.OpenAIError("odd"), "bad_response"),
        (TypeError("a bug"), "unexpected"),
    ],
)
def test_failure_codes_of_what_reaches_past_the_client(error: Exception, code: str):
    assert failure_code(error) == code


# --- timeouts and retries -------------------------------------------------------------


@BOUNDED
async def test_a_stall_mid_stream_is_the_raw_read_timeout_and_a_timeout_error(
    stub: tuple[OpenAIScript, str],
):
    # A given client with a short read timeout: the stall after the headers reaches
    # the caller as httpx2.ReadTimeout, not openai.APITimeoutError.
    script, url = stub
    script.reply(ANSWER, chunks=4).stall_after(2)
    client = openai.AsyncOpenAI(
        base_url=f"{url}/v1", api_key="k", timeout=0.3, max_retries=0
    )
    synth = OpenAICompatSynthesizer(
        base_url=url, model=DEFAULT_MODEL, client=client, timeout=30
    )
    received: list[str] = []
    with pytest.raises(SynthesisTimeoutError) as caught:
        await _collect(synth.stream(REQUEST), received)
    assert isinstance(caught.value.__cause__, httpx2.ReadTimeout)
    assert received == split_text(ANSWER, 4)[:2]
    await script.wait_for_hangup()
    await client.close()


@BOUNDED
@pytest.mark.parametrize("status", [408, 409, 429, 500, 502, 503])
async def test_the_client_never_retries_a_status(
    script: OpenAIScript, make_synth: MakeSynth, status: int
):
    # The openai client retries these by default; a voice turn has no time for it.
    script.fail(status)
    with pytest.raises(SynthesisError):
        await make_synth().complete(REQUEST)
    assert len(script.chat_requests) == 1


# --- stats and finish reasons ---------------------------------------------------------


@pytest.mark.parametrize("finish", ["stop", "length"])
async def test_done_reason_is_the_finish_reason(
    script: OpenAIScript, make_synth: MakeSynth, finish: str
):
    script.reply(ANSWER, done_reason=finish)
    assert (await make_synth().complete(REQUEST)).done_reason == finish


async def test_stats_from_usage_and_llama_cpp_timings(
    script: OpenAIScript, make_synth: MakeSynth
):
    script.reply(
        ANSWER,
        usage={"prompt_tokens": 500, "completion_tokens": 40, "total_tokens": 540},
        timings={**DEFAULT_TIMINGS, "prompt_n": 498, "predicted_n": 41},
    )
    stats = (await make_synth().complete(REQUEST)).stats
    if script.flavour == "vllm":  # usage only
        assert stats == {"prompt_eval_count": 500, "eval_count": 40}
    else:  # llama.cpp's own counts and durations win
        assert stats == {
            "prompt_eval_count": 498,
            "prompt_eval_ms": DEFAULT_TIMINGS["prompt_ms"],
            "eval_count": 41,
            "eval_ms": DEFAULT_TIMINGS["predicted_ms"],
        }


# --- warm-up --------------------------------------------------------------------------


async def test_warm_up_is_a_one_token_completion(
    script: OpenAIScript, make_synth: MakeSynth
):
    await make_synth().warm_up()
    assert len(script.chat_requests) == 1
    body = script.chat_requests[0]
    assert body["max_tokens"] == 1
    assert body["model"] == DEFAULT_MODEL
    assert script.loaded == [DEFAULT_MODEL]


@BOUNDED
async def test_warm_up_waits_longer_than_an_answer(
    script: OpenAIScript, make_synth: MakeSynth
):
    # LM Studio and LocalAI load the model on the first request.
    script.reply("Hi", first_token_delay=0.5)
    synth = make_synth(timeout=0.1, warm_up_timeout=5)
    await synth.warm_up()
    # Answered to the end: a warm-up cut at the answer timeout would have left at 0.1 s.
    assert script.answered == 1


@BOUNDED
async def test_warm_up_gives_up_quietly_after_its_timeout(
    script: OpenAIScript, make_synth: MakeSynth
):
    script.reply("Hi").stall_after(0)
    assert await make_synth(warm_up_timeout=0.2).warm_up() is None
    await script.wait_for_hangup()


# --- nothing is imported during a voice turn ------------------------------------------

_LATE_IMPORTS = r"""
import asyncio, sys
from custom_components.grounded_answers.engine.synth import openai_compat as m
from tests.stubs.openai_server import DEFAULT_MODEL, start_openai_stub

WATCHED = ("openai", "httpx2", "httpcore2", "anyio", "h11", "jiter", "pydantic")

async def main():
    async with start_openai_stub() as (script, url):
        before = set(sys.modules)
        synth = m.OpenAICompatSynthesizer(base_url=url, model=DEFAULT_MODEL)
        request = m.SynthesisRequest("system", "user", 8)
        await synth.warm_up()
        await synth.complete(request)
        [piece async for piece in synth.stream(request)]
        await synth.list_models()
        await synth.aclose()
        late = sorted(set(sys.modules) - before)
        print("\n".join(n for n in late if n.split(".")[0] in WATCHED))

asyncio.run(main())
"""


def test_the_client_imports_nothing_once_its_backend_is_loaded() -> None:
    # Own interpreter: in this one, earlier tests have imported everything already.
    # Home Assistant imports the engine in an executor; anything the client imports
    # on first use would be imported inside the event loop, during a voice turn.
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-c", _LATE_IMPORTS],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == []


# --- the stand-in speaks what the client parses ---------------------------------------


async def test_the_stand_ins_usage_chunk_parses(stub: tuple[OpenAIScript, str]) -> None:
    # The synthesizer does not ask for usage when streaming; other clients do.
    script, url = stub
    script.reply(ANSWER, chunks=3, thinking="reasoning")
    client = openai.AsyncOpenAI(base_url=f"{url}/v1", api_key="k", max_retries=0)
    stream = await client.chat.completions.create(
        model=DEFAULT_MODEL,
        messages=[{"role": "user", "content": "How tall?"}],
        stream=True,
        stream_options={"include_usage": True},
    )
    chunks = [chunk async for chunk in stream]
    await client.close()
    assert all(chunk.object == "chat.completion.chunk" for chunk in chunks)
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert text == ANSWER
    finishes = [c.choices[0].finish_reason for c in chunks if c.choices]
    assert finishes[-1] == "stop"
    assert finishes.count("stop") == 1
    assert chunks[-1].choices == []
    assert chunks[-1].usage is not None
    assert chunks[-1].usage.completion_tokens == 32


# --- bodies that are not chat completions ---------------------------------------------


async def test_a_stream_cut_off_before_its_finish_is_a_server_error(
    script: OpenAIScript, make_synth: MakeSynth
):
    # A crashed server ends the connection cleanly: half an answer must not pass.
    script.reply(ANSWER, chunks=4).cut_after(2)
    received: list[str] = []
    with pytest.raises(SynthesisServerError, match="broke off"):
        await _collect(make_synth().stream(REQUEST), received)
    assert received == split_text(ANSWER, 4)[:2]


@pytest.mark.parametrize("reset", [False, True], ids=["closed", "reset"])
async def test_a_server_dying_mid_stream_is_a_connection_error(
    script: OpenAIScript, make_synth: MakeSynth, reset: bool
):
    # The chunked body never ends: httpx2.RemoteProtocolError (closed) or ReadError
    # (reset) reaches the synthesizer raw, past the client's own error classes.
    script.reply(ANSWER, chunks=4).drop_after(2, reset=reset)
    received: list[str] = []
    with pytest.raises(SynthesisConnectionError) as caught:
        await _collect(make_synth().stream(REQUEST), received)
    assert caught.value.code == "connection"
    cause = httpx2.ReadError if reset else httpx2.RemoteProtocolError
    assert isinstance(caught.value.__cause__, cause)
    assert received == split_text(ANSWER, 4)[:2]


@pytest.mark.parametrize("reset", [False, True], ids=["closed", "reset"])
async def test_a_server_dying_before_its_whole_reply_is_a_connection_error(
    script: OpenAIScript, make_synth: MakeSynth, reset: bool
):
    script.reply(ANSWER).drop_after(0, reset=reset)
    with pytest.raises(SynthesisConnectionError):
        await _complete(make_synth())


async def _list(synth: OpenAICompatSynthesizer) -> str:
    return " ".join(await synth.list_models())


@pytest.mark.parametrize(
    "page",
    [
        ("text/html", "<html><body>Sign in to the proxy</body></html>"),
        ("application/json", '{"status": "ok"}'),
        ("application/json", "[1, 2, 3]"),
        ("text/plain", "Not Found"),
    ],
)
@pytest.mark.parametrize(
    "call", [_complete, _stream, _list], ids=["complete", "stream", "list_models"]
)
async def test_a_page_that_is_not_the_protocol_is_a_server_error(
    page: tuple[str, str], call: Call
):
    # A URL that reaches a web page (a proxy's login, a web UI) instead of the API.
    content_type, text = page

    async def answer(request: web.Request) -> web.Response:
        return web.Response(text=text, content_type=content_type)

    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", answer)
    async with serve_on_loopback(app) as url:
        synth = OpenAICompatSynthesizer(base_url=url, model=DEFAULT_MODEL)
        with pytest.raises(SynthesisServerError):
            await call(synth)
        await synth.aclose()
