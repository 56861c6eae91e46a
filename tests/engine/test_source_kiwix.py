"""The Kiwix source against the real kiwix-serve, serving ZIM files built here."""

from __future__ import annotations

from typing import TYPE_CHECKING

import aiohttp
import pytest

from custom_components.grounded_answers.engine.retrieve.sources.base import (
    SourceError,
    SourceQuery,
)
from custom_components.grounded_answers.engine.retrieve.sources.kiwix import (
    KiwixSource,
    parse_catalog,
    parse_search,
    relaxations,
)
from tests.stubs.kiwix import (
    KiwixServer,
    build_test_library,
    find_kiwix_serve,
    version_of,
)

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Iterator
    from pathlib import Path


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, list[Path]]:
    """Return the kiwix-serve binary and the test ZIMs (built once per module)."""
    binary, reason = find_kiwix_serve()
    zims, reason = (
        build_test_library(tmp_path_factory.mktemp("zim")) if binary else ([], reason)
    )
    if binary is None or not zims:
        print(f"SKIP Kiwix tests: {reason}")
        pytest.skip(reason)
    print(f"kiwix-serve: {version_of(binary)}")
    return binary, zims


@pytest.fixture
def kiwix(library: tuple[str, list[Path]]) -> Iterator[KiwixServer]:
    """Run a kiwix-serve on 127.0.0.1 with the test encyclopedia and manuals."""
    server = KiwixServer(*library)
    server.start()
    yield server
    server.stop()


@pytest.fixture
async def session() -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession() as client_session:
        yield client_session


def query(text: str, *terms: str) -> SourceQuery:
    return SourceQuery(text, terms)


async def test_catalog_lists_books_by_their_url_names(kiwix, session) -> None:
    source = KiwixSource(session, kiwix.url + "/")

    books = await source.books()

    assert {book.name for book in books} == {"wiki_en", "manuals"}
    assert {book.title for book in books} == {"Test encyclopedia", "Appliance manuals"}
    assert {book.language for book in books} == {"eng"}


async def test_search_returns_the_article_paragraphs_without_chrome(
    kiwix, session
) -> None:
    source = KiwixSource(session, kiwix.url)

    passages = await source.search(
        query("how tall is the eiffel tower", "tall", "eiffel", "tower")
    )

    assert passages, "the full-text search found nothing"
    first = passages[0]
    assert first.title == "Eiffel Tower"
    assert first.source == "kiwix"
    assert first.url == f"{kiwix.url}/content/wiki_en/Eiffel_Tower"
    assert first.passage_id == "kiwix:wiki_en:Eiffel_Tower:0"
    assert "330 metres tall" in first.text
    # One paragraph, the reference mark gone from its middle.
    assert "Paris, France. It is named after the engineer Gustave Eiffel" in first.text
    text = "\n".join(p.text for p in passages)
    for chrome in (
        "analytics",
        "Main page",
        "Cited source",
        "CC BY-SA",
        "[1]",
        "margin",
    ):
        assert chrome not in text


async def test_unmatched_words_are_dropped_until_something_matches(
    kiwix, session
) -> None:
    source = KiwixSource(session, kiwix.url)

    passages = await source.search(
        query("eiffel tower zebra", "eiffel", "tower", "zebra")
    )

    assert [p.title for p in passages][:1] == ["Eiffel Tower"]


async def test_nothing_matches_even_relaxed(kiwix, session) -> None:
    source = KiwixSource(session, kiwix.url)

    assert await source.search(query("quark zebra", "quark", "zebra")) == []


async def test_every_book_is_searched(kiwix, session) -> None:
    source = KiwixSource(session, kiwix.url)

    passages = await source.search(
        query("descale the dishwasher", "descale", "dishwasher")
    )

    assert passages[0].title == "Dishwasher manual"
    assert passages[0].passage_id.startswith("kiwix:manuals:Dishwasher_manual:")
    assert "white vinegar" in passages[0].text


async def test_books_can_be_restricted(kiwix, session) -> None:
    manuals_only = KiwixSource(session, kiwix.url, books=["manuals"])
    nowhere = KiwixSource(session, kiwix.url, books=["no_such_book"])

    assert await manuals_only.search(query("eiffel tower", "eiffel", "tower")) == []
    assert await nowhere.search(query("eiffel tower", "eiffel", "tower")) == []


async def test_unreachable_server_raises(session) -> None:
    source = KiwixSource(session, "http://127.0.0.1:9")

    with pytest.raises(aiohttp.ClientError):
        await source.search(query("eiffel", "eiffel"))


@pytest.mark.parametrize(
    ("terms", "tries"),
    [
        (
            ["eiffel", "tower", "zebra"],
            [["eiffel", "tower", "zebra"], ["eiffel", "tower"], ["eiffel"]],
        ),
        # numbers and names are kept longest; among equals the later word goes first
        (
            ["Apollo", "11", "landing", "date"],
            [
                ["Apollo", "11", "landing", "date"],
                ["Apollo", "11", "landing"],
                ["Apollo", "11"],
                ["Apollo"],
            ],
        ),
        (["one"], [["one"]]),
    ],
)
def test_relaxations_drop_the_weakest_word_first(terms, tries) -> None:
    assert relaxations(terms, steps=3) == tries


def test_relaxation_steps_are_capped() -> None:
    assert len(relaxations(["a1", "b2", "c3", "d4", "e5", "f6"], steps=2)) == 3


def test_malformed_xml_is_a_source_error() -> None:
    with pytest.raises(SourceError):
        parse_catalog("<html>not a feed")
    with pytest.raises(SourceError):
        parse_search("{}", "book", "http://x")
