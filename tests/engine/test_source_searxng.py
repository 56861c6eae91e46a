"""The SearXNG source against a stand-in speaking SearXNG's recorded JSON shape."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING

import aiohttp
import pytest

from custom_components.grounded_answers.engine.retrieve.sources.base import (
    SourceError,
    SourceQuery,
)
from custom_components.grounded_answers.engine.retrieve.sources.searxng import (
    SearxngSource,
    parse_published,
    parse_results,
)
from tests.stubs.searxng_server import SearxngScript, fixture, start_searxng

if TYPE_CHECKING:
    from collections.abc import AsyncIterator


@pytest.fixture
async def session() -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession() as client_session:
        yield client_session


def query(text: str) -> SourceQuery:
    return SourceQuery(text, tuple(text.split()))


def test_recorded_general_results_become_passages() -> None:
    passages = parse_results(fixture("general.json"), "web", 5)

    assert [p.title for p in passages] == [
        "The Eiffel Tower in figures - Official website",
        "Eiffel Tower - Wikipedia",
    ]  # the link without content carries no material
    assert passages[0].url == "https://www.toureiffel.paris/en/the-monument/key-figures"
    assert passages[0].score == 3.0
    assert passages[0].published is None
    assert passages[0].passage_id == f"web:{passages[0].url}"
    assert {p.source for p in passages} == {"web"}


def test_recorded_news_results_carry_their_dates() -> None:
    passages = parse_results(fixture("news.json"), "news", 5)

    assert [p.published for p in passages] == [
        datetime(2026, 11, 28, 9, 30, tzinfo=UTC),  # unzoned: read as UTC
        datetime(2026, 1, 12, 17, 5, tzinfo=UTC),
    ]


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("2026-11-28T09:30:00Z", datetime(2026, 11, 28, 9, 30, tzinfo=UTC)),
        ("2026-11-28", datetime(2026, 11, 28, tzinfo=UTC)),
        ("", None),
        (None, None),
        ("yesterday", None),
        (1732786200, None),
    ],
)
def test_parse_published(value, expected) -> None:
    assert parse_published(value) == expected


def test_results_are_capped_and_deduplicated() -> None:
    body = fixture("general.json")
    body["results"].insert(1, dict(body["results"][0]))

    passages = parse_results(body, "web", 1)

    assert len(passages) == 1
    assert len(parse_results(body, "web", 10)) == 2


def test_an_answer_without_results_is_an_error() -> None:
    with pytest.raises(SourceError):
        parse_results({"error": "nope"}, "web", 5)


async def test_web_and_news_ask_their_categories(session) -> None:
    script = SearxngScript()
    script.add(
        "general",
        "Eiffel Tower facts",
        "The tower is 330 metres tall.",
        "https://a.example/1",
    )
    script.add(
        "news",
        "Eiffel Tower news",
        "The tower reopened today.",
        "https://n.example/1",
        published="2026-11-29T08:00:00+00:00",
    )
    async with start_searxng(script) as url:
        web = SearxngSource(session, url, tag="web", language="de")
        news = SearxngSource(session, url, tag="news")
        web_passages = await web.search(query("how tall is the eiffel tower"))
        news_passages = await news.search(query("eiffel tower news"))

    assert [p.title for p in web_passages] == ["Eiffel Tower facts"]
    assert [p.source for p in news_passages] == ["news"]
    assert news_passages[0].published == datetime(2026, 11, 29, 8, 0, tzinfo=UTC)
    web_request, news_request = script.requests
    assert web_request == {
        "q": "how tall is the eiffel tower",  # the whole question
        "format": "json",
        "categories": "general",
        "language": "de",
    }
    assert news_request["categories"] == "news"
    assert "language" not in news_request


async def test_json_format_disabled_is_explained(session) -> None:
    script = SearxngScript(status=403)
    async with start_searxng(script) as url:
        with pytest.raises(SourceError, match=r"search\.formats"):
            await SearxngSource(session, url).search(query("eiffel tower"))


async def test_server_error_and_non_json_raise(session) -> None:
    async with start_searxng(SearxngScript(status=500)) as url:
        with pytest.raises(SourceError, match="HTTP 500"):
            await SearxngSource(session, url).search(query("eiffel tower"))
    async with start_searxng(SearxngScript(html_only=True)) as url:
        with pytest.raises(SourceError, match="not JSON"):
            await SearxngSource(session, url).search(query("eiffel tower"))


def test_unknown_tag_is_refused() -> None:
    with pytest.raises(ValueError, match="tag"):
        SearxngSource(None, "http://x", tag="images")  # type: ignore[arg-type]


async def test_stub_answers_in_the_recorded_shape(session) -> None:
    script = SearxngScript()
    script.add(
        "general", "Eiffel Tower facts", "The tower is tall.", "https://a.example/1"
    )
    async with (
        start_searxng(script) as url,
        session.get(
            f"{url}/search",
            params={"q": "tower", "format": "json", "categories": "general"},
        ) as response,
    ):
        served = await response.json()

    recorded = fixture("general.json")
    assert served.keys() == recorded.keys()
    assert served["results"][0].keys() == recorded["results"][0].keys()
