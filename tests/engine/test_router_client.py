"""The router client against a real router stand-in on 127.0.0.1."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator

import aiohttp
import pytest

from custom_components.grounded_answers.engine.errors import (
    RouterAuthError,
    RouterConnectionError,
    RouterError,
    RouterFailureError,
    RouterResponseError,
    RouterServerError,
    RouterTimeoutError,
)
from custom_components.grounded_answers.engine.retrieve.router_client import (
    RouterClient,
    normalise_url,
    parse_search_response,
)
from tests.stubs import router_server as stub
from tests.stubs.router_server import RouterScript, start_router


@pytest.fixture
async def session() -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession() as client_session:
        yield client_session


@pytest.fixture
async def router() -> AsyncIterator[tuple[RouterScript, str]]:
    script = RouterScript()
    async with start_router(script) as url:
        yield script, url


async def test_search_returns_material_and_sends_protocol(session, router) -> None:
    script, url = router
    script.answer(
        "what is molybdenum", "# Molybdenum\nSource: wiki\n\nA metal.", "kiwix"
    )
    client = RouterClient(session, url + "/", timeout=2)

    retrieval = await client.search("what is molybdenum")

    assert retrieval.result == "# Molybdenum\nSource: wiki\n\nA metal."
    assert retrieval.source_used == "kiwix"
    assert retrieval.cached is False
    assert script.requests == [{"query": "what is molybdenum", "source": "auto"}]
    assert "X-API-Key" not in script.headers[0]


async def test_fusion_sources_and_api_key_are_sent(session, router) -> None:
    script, url = router
    script.api_key = "s3cret"
    client = RouterClient(session, url, api_key="s3cret", timeout=2)

    await client.search("space news", source="fusion", fusion_sources=["kiwix", "news"])

    assert script.requests[0]["fusion_sources"] == ["kiwix", "news"]
    assert script.headers[0]["X-API-Key"] == "s3cret"


@pytest.mark.parametrize(
    ("behaviour", "error"),
    [
        (stub.server_error, RouterServerError),
        (stub.html_page, RouterResponseError),
        (stub.wrong_types, RouterResponseError),
        (stub.not_an_object, RouterResponseError),
        (stub.router_failure, RouterFailureError),
        (stub.huge_body, RouterResponseError),
        (stub.dropped, RouterConnectionError),
        (stub.short_body, RouterResponseError),
        (stub.json_text("{not json"), RouterResponseError),
        (stub.json_text('{"success": true, "result": "x"}'), RouterResponseError),
        (
            stub.json_text(
                '{"success": true, "result": "x", "source_used": "kiwix", "cached": "no"}'
            ),
            RouterResponseError,
        ),
    ],
    ids=[
        "http-500",
        "html",
        "wrong-types",
        "json-list",
        "success-false",
        "over-1-mib",
        "dropped",
        "short-body",
        "not-json",
        "missing-source",
        "cached-not-bool",
    ],
)
async def test_every_failure_is_typed(session, router, behaviour, error) -> None:
    script, url = router
    script.misbehave(behaviour)
    client = RouterClient(session, url, timeout=5)

    with pytest.raises(error):
        await client.search("anything")


async def test_a_body_in_many_segments_is_read_whole(session, router) -> None:
    script, url = router
    script.misbehave(stub.segmented)
    retrieval = await RouterClient(session, url, timeout=5).search("q")
    assert retrieval.result == "word " * 4000


def test_lone_surrogates_in_the_result_become_replacement_characters() -> None:
    retrieval = parse_search_response(
        json.loads('{"success": true, "result": "a\\ud800b", "source_used": "web"}'),
        "q",
    )
    assert retrieval.result == "a\ufffdb"  # one code point for one, never "?"
    retrieval.result.encode()  # speakable text: no lone surrogate left


async def test_absurdly_nested_json_is_a_bad_response(session, router) -> None:
    script, url = router
    script.misbehave(stub.json_text("[" * 100_000 + "]" * 100_000))
    with pytest.raises(RouterResponseError):
        await RouterClient(session, url, timeout=5).search("q")


async def test_wrong_key_is_an_auth_error(session, router) -> None:
    script, url = router
    script.api_key = "right"
    with pytest.raises(RouterAuthError):
        await RouterClient(session, url, api_key="wrong", timeout=2).search("q")
    with pytest.raises(RouterAuthError):
        await RouterClient(session, url, timeout=2).search("q")


async def test_router_failure_keeps_the_router_message(session, router) -> None:
    script, url = router
    script.misbehave(stub.router_failure)
    with pytest.raises(RouterFailureError, match="Kiwix backend exploded"):
        await RouterClient(session, url, timeout=2).search("q")


async def test_stall_times_out(session, router) -> None:
    script, url = router
    script.misbehave(stub.stall(script))
    with pytest.raises(RouterTimeoutError):
        await RouterClient(session, url, timeout=0.3).search("q")
    assert script.stalled.is_set()


async def test_connection_refused(session) -> None:
    # Bind then release a port so nothing listens on it.
    async with start_router(RouterScript()) as url:
        pass
    with pytest.raises(RouterConnectionError):
        await RouterClient(session, url, timeout=2).search("q")


async def test_health(session, router) -> None:
    script, url = router
    assert (await RouterClient(session, url, timeout=2).health())["status"] == "ok"
    script.health_status = 500
    with pytest.raises(RouterServerError) as caught:
        await RouterClient(session, url, timeout=2).health()
    assert caught.value.status == 500


def test_every_error_is_a_router_error_with_a_code() -> None:
    errors = [
        RouterAuthError,
        RouterConnectionError,
        RouterFailureError,
        RouterResponseError,
        RouterServerError,
        RouterTimeoutError,
    ]
    codes = {error.code for error in errors}
    assert all(issubclass(error, RouterError) for error in errors)
    assert len(codes) == len(errors)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("http://router:8000/", "http://router:8000"),
        ("  http://router:8000//  ", "http://router:8000"),
        ("https://r.example/api", "https://r.example/api"),
    ],
)
def test_normalise_url(raw, expected) -> None:
    assert normalise_url(raw) == expected


def test_success_true_with_empty_result_is_material_for_the_pipeline_to_judge() -> None:
    retrieval = parse_search_response(stub.search_body("q", "", "kiwix"), "q")
    assert retrieval.result == ""
