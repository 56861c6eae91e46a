"""The Wikipedia source against a MediaWiki API stand-in in the recorded shapes."""

from __future__ import annotations

import socket
from typing import TYPE_CHECKING, Any

import aiohttp
import pytest
from aiohttp.abc import AbstractResolver, ResolveResult

from custom_components.grounded_answers.engine.retrieve.sources.base import (
    SourceError,
    SourceQuery,
)
from custom_components.grounded_answers.engine.retrieve.sources.wikipedia import (
    WikipediaSource,
    wiki_language,
)
from tests.stubs.wikipedia_server import (
    EIFFEL_TOWER,
    WikipediaScript,
    fixture,
    standard_script,
    start_wikipedia,
)

if TYPE_CHECKING:
    from collections.abc import AsyncIterator


class LoopbackResolver(AbstractResolver):
    """Resolves every host to 127.0.0.1, so the real wiki host names reach the stub."""

    async def resolve(
        self, host: str, port: int = 0, family: socket.AddressFamily = socket.AF_INET
    ) -> list[ResolveResult]:
        return [
            ResolveResult(
                hostname=host,
                host="127.0.0.1",
                port=port,
                family=socket.AF_INET,
                proto=0,
                flags=socket.AI_NUMERICHOST,
            )
        ]

    async def close(self) -> None:
        return None


@pytest.fixture
async def session() -> AsyncIterator[aiohttp.ClientSession]:
    connector = aiohttp.TCPConnector(resolver=LoopbackResolver())
    async with aiohttp.ClientSession(connector=connector) as client_session:
        yield client_session


def query(text: str, *terms: str) -> SourceQuery:
    return SourceQuery(text, terms or tuple(text.split()))


def shape(value: Any) -> Any:
    """Return the key structure of a JSON value (types for leaves)."""
    if isinstance(value, dict):
        return {key: shape(item) for key, item in value.items()}
    if isinstance(value, list):
        return [shape(value[0])] if value else []
    return type(value).__name__


async def test_replayed_recorded_responses_become_passages(session) -> None:
    script = WikipediaScript(
        replay={
            "search": fixture("search_eiffel_tower.json"),
            "extracts": fixture("extracts_eiffel_tower.json"),
        }
    )
    async with start_wikipedia(script) as url:
        source = WikipediaSource(session, base_url=url)
        passages = await source.search(
            query("what is the eiffel tower", "eiffel", "tower")
        )

    assert [p.title for p in passages] == [
        "Eiffel Tower",
        "Gustave Eiffel",
        "Tokyo Tower",
    ]
    assert passages[0].text.startswith(
        "The Eiffel Tower is a wrought-iron lattice tower"
    )
    assert "330 metres" in passages[0].text
    assert passages[0].url == f"{url}/wiki/Eiffel_Tower"
    assert passages[0].passage_id == "wikipedia:en:9232:0"
    assert passages[0].source == "wikipedia"
    assert passages[0].published is None  # an edit timestamp is not a publication date
    assert [p.score for p in passages] == sorted(
        (p.score for p in passages), reverse=True
    )

    search, extracts = script.requests
    assert search.params["action"] == "query"
    assert search.params["list"] == "search"
    assert search.params["srsearch"] == "eiffel tower"  # the content words
    assert search.params["format"] == "json"
    assert extracts.params["prop"] == "extracts"
    assert "exintro" in extracts.params
    assert "explaintext" in extracts.params
    assert extracts.params["pageids"] == "9232|163426|456127"


async def test_german_setting_queries_the_german_wiki(session) -> None:
    script = standard_script()
    async with start_wikipedia(script) as url:
        port = url.rsplit(":", 1)[1]
        source = WikipediaSource(
            session, language="de-CH", base_url=f"http://{{lang}}.wikipedia.org:{port}"
        )
        passages = await source.search(query("Eiffelturm"))

    assert {r.host.split(":")[0] for r in script.requests} == {"de.wikipedia.org"}
    assert {r.path for r in script.requests} == {"/w/api.php"}
    assert [p.title for p in passages] == ["Eiffelturm"]
    assert passages[0].url.startswith(f"http://de.wikipedia.org:{port}/wiki/")


@pytest.mark.parametrize(
    ("language", "api_url"),
    [
        ("en", "https://en.wikipedia.org/w/api.php"),
        ("de-CH", "https://de.wikipedia.org/w/api.php"),
        ("nb", "https://no.wikipedia.org/w/api.php"),
        ("zh-Hans", "https://zh.wikipedia.org/w/api.php"),
    ],
)
def test_default_url_follows_the_language(language, api_url) -> None:
    assert WikipediaSource(None, language=language).api_url == api_url  # type: ignore[arg-type]


def test_a_language_cannot_inject_a_host() -> None:
    with pytest.raises(ValueError, match="language"):
        wiki_language("evil.example.com/")


async def test_no_hits_retries_with_the_spelling_suggestion(session) -> None:
    script = standard_script()
    script.suggestions["en:eifel tower"] = "eiffel tower"
    async with start_wikipedia(script) as url:
        passages = await WikipediaSource(session, base_url=url).search(
            query("eifel tower")
        )

    assert [p.title for p in passages] == ["Eiffel Tower"]
    assert [r.params.get("srsearch") for r in script.requests[:2]] == [
        "eifel tower",
        "eiffel tower",
    ]


async def test_no_hits_drops_the_weakest_word(session) -> None:
    script = standard_script()
    async with start_wikipedia(script) as url:
        source = WikipediaSource(session, base_url=url)
        passages = await source.search(
            query("apollo 11 zebra", "Apollo", "11", "zebra")
        )

    assert [p.title for p in passages] == ["Apollo 11"]
    assert [r.params.get("srsearch") for r in script.requests] == [
        "Apollo 11 zebra",
        "Apollo 11",
        None,  # the extracts
    ]


async def test_nothing_found_even_relaxed_is_empty(session) -> None:
    script = standard_script()
    async with start_wikipedia(script) as url:
        source = WikipediaSource(session, base_url=url)
        passages = await source.search(query("zebra quark"))

    assert passages == []  # and no extracts request for nothing
    searched = [r.params.get("srsearch") for r in script.requests]
    assert searched == ["zebra quark", "zebra"]


async def test_missing_page_is_skipped(session) -> None:
    recorded = fixture("extracts_eiffel_tower.json")
    recorded["query"]["pages"]["163426"] = {"pageid": 163426, "missing": ""}
    script = WikipediaScript(
        replay={"search": fixture("search_eiffel_tower.json"), "extracts": recorded}
    )
    async with start_wikipedia(script) as url:
        passages = await WikipediaSource(session, base_url=url).search(
            query("eiffel tower")
        )

    assert [p.title for p in passages] == ["Eiffel Tower", "Tokyo Tower"]


async def test_http_error_and_api_error_raise_source_errors(session) -> None:
    failing = standard_script()
    failing.status = 503
    broken = WikipediaScript(
        replay={"search": fixture("error_badvalue.json"), "extracts": {}}
    )
    async with start_wikipedia(failing) as url:
        with pytest.raises(SourceError, match="HTTP 503"):
            await WikipediaSource(session, base_url=url).search(query("eiffel tower"))
    async with start_wikipedia(broken) as url:
        with pytest.raises(SourceError, match="Unrecognized value"):
            await WikipediaSource(session, base_url=url).search(query("eiffel tower"))


async def test_long_intro_is_cut_into_passages(session) -> None:
    script = WikipediaScript()
    paragraph = "The tower has a long history of repainting and renovation work. " * 8
    script.add("en", EIFFEL_TOWER.__class__(1, "Long page", "\n".join([paragraph] * 3)))
    async with start_wikipedia(script) as url:
        passages = await WikipediaSource(session, base_url=url).search(
            query("long page")
        )

    assert len(passages) == 3
    assert all(len(p.text) <= 800 for p in passages)
    assert [p.passage_id for p in passages] == [f"wikipedia:en:1:{i}" for i in range(3)]


async def test_stub_answers_in_the_recorded_shape(session) -> None:
    script = standard_script()
    async with start_wikipedia(script) as url:
        common = {"action": "query", "format": "json"}
        async with session.get(
            f"{url}/w/api.php",
            params={**common, "list": "search", "srsearch": "eiffel", "srlimit": "1"},
        ) as response:
            searched = await response.json()
        async with session.get(
            f"{url}/w/api.php",
            params={**common, "prop": "extracts", "pageids": "9232"},
        ) as response:
            extracted = await response.json()
        script.suggestions["en:eifel"] = "eiffel"
        async with session.get(
            f"{url}/w/api.php",
            params={**common, "list": "search", "srsearch": "eifel", "srlimit": "3"},
        ) as response:
            suggested = await response.json()

    assert shape(suggested) == shape(fixture("search_no_hits_suggestion.json"))
    recorded_search = fixture("search_eiffel_tower.json")
    assert shape(searched) == shape(recorded_search)
    recorded_page = next(
        iter(fixture("extracts_eiffel_tower.json")["query"]["pages"].values())
    )
    assert shape(extracted["query"]["pages"]["9232"]) == shape(recorded_page)
    assert extracted.keys() == {"batchcomplete", "query"}
