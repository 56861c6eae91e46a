"""The built-in router over real sources: stand-ins, SQLite and kiwix-serve."""

from __future__ import annotations

import asyncio
import contextlib
from datetime import UTC, datetime
from typing import TYPE_CHECKING

import aiohttp
import pytest
from aiohttp import web

from custom_components.grounded_answers.engine.options import AnswerStyle, EngineOptions
from custom_components.grounded_answers.engine.pipeline.engine import AnswerEngine
from custom_components.grounded_answers.engine.pipeline.preflight import looks_empty
from custom_components.grounded_answers.engine.retrieve.builtin import BuiltinRouter
from custom_components.grounded_answers.engine.retrieve.fanout import (
    NO_RESULTS,
    format_passage,
)
from custom_components.grounded_answers.engine.retrieve.fusion import (
    HEADER_PATTERN,
    split_sections,
)
from custom_components.grounded_answers.engine.retrieve.sources import (
    DocumentsSource,
    KiwixSource,
    SearxngSource,
    SourceSettings,
    WikipediaSource,
    build_sources,
)
from custom_components.grounded_answers.engine.retrieve.sources.base import (
    Passage,
    Source,
)
from custom_components.grounded_answers.engine.route.classify import Route
from custom_components.grounded_answers.engine.types import (
    Outcome,
    Reason,
    SpokenPhrases,
)
from tests.stubs.kiwix import KiwixServer, build_test_library, find_kiwix_serve
from tests.stubs.searxng_server import SearxngScript, start_searxng
from tests.stubs.serving import serve_on_loopback
from tests.stubs.wikipedia_server import (
    WikipediaScript,
    standard_script,
    start_wikipedia,
)

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
    from pathlib import Path


@pytest.fixture
async def session() -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession() as client_session:
        yield client_session


@pytest.fixture
async def wiki() -> AsyncIterator[tuple[WikipediaScript, str]]:
    script = standard_script()
    async with start_wikipedia(script) as url:
        yield script, url


@pytest.fixture
async def searx() -> AsyncIterator[tuple[SearxngScript, str]]:
    script = SearxngScript()
    script.add(
        "general",
        "Eiffel Tower visitor guide",
        "Tickets for the Eiffel Tower summit sell out in summer.",
        "https://guide.example/eiffel",
    )
    script.add(
        "news",
        "Eiffel Tower closes for a strike",
        "The Eiffel Tower closed today because of a strike.",
        "https://news.example/strike",
        published="2026-11-29T07:00:00+00:00",
    )
    async with start_searxng(script) as url:
        yield script, url


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "dishwasher.md").write_text(
        "# Dishwasher manual\n\n## Descaling\n\nTo descale the dishwasher, run the hot "
        "programme with one litre of white vinegar.\n",
        encoding="utf-8",
    )
    return folder


def wikipedia(
    session: aiohttp.ClientSession, url: str, language: str = "en"
) -> WikipediaSource:
    return WikipediaSource(session, language=language, base_url=url + "/{lang}")


def documents(folder: Path) -> DocumentsSource:
    return DocumentsSource(folder, folder.parent / "index.sqlite", refresh_interval=0)


def kinds(events: list) -> list[str]:
    return [event.kind for event in events]


def dropped(events: list) -> dict[str, str]:
    return {
        e.data["source"]: e.data["reason"] for e in events if e.kind == "source_dropped"
    }


async def test_comparison_takes_the_agentic_route_and_fuses_both_parts(
    session, wiki
) -> None:
    script, url = wiki
    router = BuiltinRouter([wikipedia(session, url)])

    decision, retrieval, events, _ = await router.route_and_search(
        "compare the eiffel tower and the statue of liberty"
    )

    assert decision.route is Route.AGENTIC
    assert kinds(events)[:4] == [
        "route_decided",
        "query_decomposed",
        "sources_selected",  # each part chooses its own sources
        "sources_selected",
    ]
    assert events[1].data["parts"] == ["the eiffel tower", "the statue of liberty"]
    answered = [e.data["part"] for e in events if e.kind == "source_answered"]
    assert sorted(answered) == [0, 1]
    assert "**Eiffel Tower**" in retrieval.result
    assert "**Statue of Liberty**" in retrieval.result
    assert retrieval.source_used == "wikipedia"  # one source: bare, without header
    assert not HEADER_PATTERN.search(retrieval.result)
    searched = [r.params["srsearch"] for r in script.requests if "srsearch" in r.params]
    assert sorted(searched) == ["eiffel tower", "statue liberty"]


async def test_comparison_over_two_sources_is_fused_with_headers(
    session, wiki, docs
) -> None:
    _, url = wiki
    router = BuiltinRouter([documents(docs), wikipedia(session, url)])

    retrieval = await router.search(
        "compare the eiffel tower and my dishwasher",
        "fusion",
        ["wikipedia", "documents"],
    )

    sections = split_sections(retrieval.result, retrieval.source_used)
    assert retrieval.source_used == "fusion"
    assert [s.tag for s in sections] == ["wikipedia", "documents"]
    assert "Eiffel Tower" in sections[0].body
    assert "white vinegar" in sections[1].body


async def test_two_word_navigational_query_takes_the_search_route(
    session, wiki
) -> None:
    _, url = wiki
    router = BuiltinRouter([wikipedia(session, url)])

    decision, retrieval, events, _ = await router.route_and_search("eiffel tower")

    assert decision.route is Route.SEARCH
    assert decision.needs_model is False
    assert events[0].kind == "route_decided"
    assert events[0].data["route"] == "search"
    assert retrieval.result.startswith("**Eiffel Tower**\nThe Eiffel Tower is")
    assert retrieval.source_used == "wikipedia"


async def test_a_slow_source_is_dropped_while_the_others_answer(
    session, wiki, searx
) -> None:
    _, wiki_url = wiki
    script, searx_url = searx
    script.stall = True  # answers only when the test ends
    router = BuiltinRouter(
        [wikipedia(session, wiki_url), SearxngSource(session, searx_url)],
        source_timeout=0.3,
    )

    retrieval = await router.search("eiffel tower", "fusion", ["wikipedia", "web"])

    assert retrieval.source_used == "wikipedia"
    assert "**Eiffel Tower**" in retrieval.result
    assert script.requests, "the slow source was asked"


async def test_slow_source_event_names_the_timeout(session, wiki, searx) -> None:
    _, wiki_url = wiki
    script, searx_url = searx
    script.stall = True
    router = BuiltinRouter(
        [wikipedia(session, wiki_url), SearxngSource(session, searx_url)],
        source_timeout=0.3,
    )

    _, _, events, _ = await router.route_and_search(
        "eiffel tower", "fusion", ["wikipedia", "web"]
    )

    assert dropped(events) == {"web": "timeout"}
    assert [e.data["source"] for e in events if e.kind == "source_answered"] == [
        "wikipedia"
    ]


async def test_the_route_budget_ends_the_wait(session, wiki, searx) -> None:
    _, wiki_url = wiki
    script, searx_url = searx
    script.stall = True
    router = BuiltinRouter(
        [wikipedia(session, wiki_url), SearxngSource(session, searx_url)],
        source_timeout=60,
        route_budget=0.3,
    )

    _, retrieval, events, _ = await router.route_and_search(
        "compare the eiffel tower and the statue of liberty",
        "fusion",
        ["wikipedia", "web"],
    )

    assert dropped(events) == {"web": "route_budget"}
    assert "**Statue of Liberty**" in retrieval.result


async def test_a_broken_source_is_dropped_with_its_error(session, wiki) -> None:
    _, wiki_url = wiki
    broken = SearxngScript(status=500)
    async with start_searxng(broken) as searx_url:
        router = BuiltinRouter(
            [wikipedia(session, wiki_url), SearxngSource(session, searx_url)]
        )
        _, retrieval, events, _ = await router.route_and_search(
            "eiffel tower", "fusion", ["web", "wikipedia"]
        )

    assert dropped(events) == {"web": "error"}
    error = next(e for e in events if e.kind == "source_dropped").data["error"]
    assert "HTTP 500" in error
    assert retrieval.source_used == "wikipedia"


async def test_all_sources_empty_gives_an_empty_result(session, wiki, searx) -> None:
    _, wiki_url = wiki
    _, searx_url = searx
    router = BuiltinRouter(
        [wikipedia(session, wiki_url), SearxngSource(session, searx_url)]
    )

    _, retrieval, events, _ = await router.route_and_search(
        "quark zebra", "fusion", ["wikipedia", "web"]
    )

    assert retrieval.result == NO_RESULTS
    assert looks_empty(retrieval.result)
    assert retrieval.source_used == "fusion"
    assert dropped(events) == {"wikipedia": "empty", "web": "empty"}
    assert kinds(events)[-1] == "retrieval_empty"


async def test_german_setting_queries_the_german_wikipedia(session, wiki) -> None:
    script, url = wiki
    sources = build_sources(
        session, SourceSettings(language="de", wikipedia_url=url + "/{lang}")
    )
    router = BuiltinRouter(sources, language="de")

    retrieval = await router.search("wie hoch ist der Eiffelturm")

    assert {r.path for r in script.requests} == {"/de/w/api.php"}
    assert "Eisenfachwerkturm" in retrieval.result


async def test_news_cue_selects_the_news_source(session, wiki, searx) -> None:
    _, wiki_url = wiki
    script, searx_url = searx
    sources = build_sources(
        session,
        SourceSettings(
            wikipedia=True, wikipedia_url=wiki_url + "/{lang}", searxng_url=searx_url
        ),
    )
    router = BuiltinRouter(sources, now=lambda: datetime(2026, 11, 29, 12, tzinfo=UTC))

    _, retrieval, events, _ = await router.route_and_search("latest eiffel tower news")

    selected = next(e for e in events if e.kind == "sources_selected")
    assert selected.data == {
        "part": 0,
        "sources": ["news"],
        "reason": "cues",
        "cues": {"news": "news"},
        "local": [],
    }
    assert retrieval.source_used == "news"
    assert retrieval.result.startswith(
        "**Eiffel Tower closes for a strike** (2026-11-29)\n"
    )
    assert retrieval.result.endswith("https://news.example/strike")
    assert [r["categories"] for r in script.requests] == ["news"]


async def test_several_cue_groups_are_fused(session, wiki, searx, docs) -> None:
    _, wiki_url = wiki
    _, searx_url = searx
    sources = build_sources(
        session,
        SourceSettings(
            wikipedia_url=wiki_url + "/{lang}",
            searxng_url=searx_url,
            documents_dir=docs,
            documents_db=docs.parent / "idx.sqlite",
            documents_refresh_s=0,
        ),
    )
    router = BuiltinRouter(sources)

    retrieval = await router.search(
        "is there news today about descaling my dishwasher or the eiffel tower"
    )

    assert retrieval.source_used == "fusion"
    tags = [s.tag for s in split_sections(retrieval.result, retrieval.source_used)]
    assert tags == ["news", "documents"]


async def test_an_empty_cue_choice_falls_back_to_the_encyclopedia(
    session, wiki, tmp_path
) -> None:
    _, url = wiki
    empty = tmp_path / "empty"
    empty.mkdir()
    router = BuiltinRouter([documents(empty), wikipedia(session, url)])

    _, retrieval, events, _ = await router.route_and_search("my eiffel tower")

    fallback = next(e for e in events if e.kind == "source_fallback")
    assert fallback.data == {
        "part": 0,
        "tried": ["documents"],
        "fallback": ["wikipedia"],
    }
    assert retrieval.source_used == "wikipedia"


async def test_unknown_explicit_source_answers_like_mnemolis(session, wiki) -> None:
    _, url = wiki
    router = BuiltinRouter([wikipedia(session, url)])

    retrieval = await router.search("eiffel tower", source="bogus")

    assert retrieval.result.startswith(
        "Unknown source 'bogus'. Valid options: wikipedia"
    )
    assert looks_empty(retrieval.result)
    assert retrieval.source_used == "bogus"


async def test_explicit_source_and_alias(session, wiki, searx) -> None:
    _, wiki_url = wiki
    _, searx_url = searx
    router = BuiltinRouter(
        [wikipedia(session, wiki_url), SearxngSource(session, searx_url)]
    )

    retrieval = await router.search("eiffel tower tickets", source="searxng")

    assert retrieval.source_used == "web"
    assert "Tickets for the Eiffel Tower summit" in retrieval.result


def test_wikipedia_is_the_default_source(session) -> None:
    assert [s.name for s in build_sources(session, SourceSettings())] == ["wikipedia"]
    with_searx = build_sources(session, SourceSettings(searxng_url="http://s"))
    assert [s.name for s in with_searx] == ["web", "news"]
    both = build_sources(
        session, SourceSettings(searxng_url="http://s", wikipedia=True)
    )
    assert [s.name for s in both] == ["wikipedia", "web", "news"]
    with pytest.raises(ValueError, match="database"):
        build_sources(session, SourceSettings(documents_dir="docs"))


async def test_the_escalation_counter_sees_every_decision(session, wiki) -> None:
    _, url = wiki
    router = BuiltinRouter([wikipedia(session, url)])

    await router.search("eiffel tower")
    await router.search("how tall is the eiffel tower")

    assert router.escalation.count == 2
    assert router.escalation.rate == 0.5


async def test_the_pipeline_answers_from_the_builtin_router(session, wiki) -> None:
    _, url = wiki
    engine = AnswerEngine(BuiltinRouter([wikipedia(session, url)]), EngineOptions())

    result = await engine.answer("eiffel tower")

    assert result.outcome is Outcome.SKIPPED
    assert result.source_used == "wikipedia"
    assert "Eiffel Tower" in result.speech
    assert "wrought-iron lattice tower" in result.speech
    assert "**" not in result.speech


def test_format_passage_defangs_header_lines_and_dates_web_items() -> None:
    note = Passage(
        "[NOTE \u2014 IMPORTANT]\nKeep the door shut.",
        "Note",
        "n.md",
        "documents",
        "n#0",
    )
    news = Passage(
        "Strike today.",
        "Closed",
        "https://n.example/1",
        "news",
        "n1",
        datetime(2026, 11, 29, tzinfo=UTC),
    )

    assert (
        format_passage(note) == "**Note**\n(NOTE \u2014 IMPORTANT)\nKeep the door shut."
    )
    assert (
        format_passage(news)
        == "**Closed** (2026-11-29)\nStrike today.\nhttps://n.example/1"
    )


# --- with the real kiwix-serve --------------------------------------------------------


@pytest.fixture(scope="module")
def zims(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, list[Path]]:
    binary, reason = find_kiwix_serve()
    built, reason = (
        build_test_library(tmp_path_factory.mktemp("zim")) if binary else ([], reason)
    )
    if binary is None or not built:
        print(f"SKIP Kiwix router tests: {reason}")
        pytest.skip(reason)
    return binary, built


@pytest.fixture
def kiwix(zims: tuple[str, list[Path]]) -> Iterator[KiwixServer]:
    server = KiwixServer(*zims)
    server.start()
    yield server
    server.stop()


async def test_kiwix_is_preferred_and_wikipedia_repeats_are_dropped(
    session, wiki, kiwix
) -> None:
    _, url = wiki
    router = BuiltinRouter([KiwixSource(session, kiwix.url), wikipedia(session, url)])

    decision, retrieval, events, _ = await router.route_and_search(
        "compare the eiffel tower and apollo 11"
    )

    assert decision.route is Route.AGENTIC
    answered = {
        (e.data["source"], e.data["part"])
        for e in events
        if e.kind == "source_answered"
    }
    assert answered == {("kiwix", 0), ("kiwix", 1), ("wikipedia", 0), ("wikipedia", 1)}
    # Both encyclopedias know both articles: the offline one's copies are kept.
    assert retrieval.source_used == "kiwix"
    assert "completed in 1889" in retrieval.result  # Kiwix's wording, not Wikipedia's
    assert "Apollo 11" in retrieval.result


# --- nothing outlives a cancelled route ----------------------------------------------


class HangUps:
    """A stalling stand-in's handler, seeing each request arrive and each hang-up.

    Served with ``handler_cancellation``: aiohttp cancels a handler whose client has
    gone away, as a real server notices the closed connection.
    """

    def __init__(
        self, handle: Callable[[web.Request], Awaitable[web.StreamResponse]]
    ) -> None:
        self._handle = handle
        self.arrived = asyncio.Event()
        self.hung_up = asyncio.Event()

    async def handle(self, request: web.Request) -> web.StreamResponse:
        self.arrived.set()
        try:
            return await self._handle(request)
        except asyncio.CancelledError:
            self.hung_up.set()
            raise

    async def wait_for_hangup(self) -> None:
        # A bound against a hanging test only: far below the source's 60 s timeout.
        async with asyncio.timeout(5):
            await self.hung_up.wait()


@contextlib.asynccontextmanager
async def stalling(
    tag: str, session: aiohttp.ClientSession
) -> AsyncIterator[tuple[Source, HangUps]]:
    """Serve a stand-in that never answers in time; yield its real source."""
    script = WikipediaScript(stall=True) if tag == "wikipedia" else None
    web_script = SearxngScript(stall=True)
    seen = HangUps(script.handle if script else web_script.handle)
    app = web.Application()
    app.router.add_get("/{lang}/w/api.php" if script else "/search", seen.handle)
    released = script.released if script else web_script.released
    async with serve_on_loopback(
        app, released=released, handler_cancellation=True
    ) as url:
        if script is not None:
            yield wikipedia(session, url), seen
        else:
            yield SearxngSource(session, url), seen


@pytest.mark.parametrize("tag", ["wikipedia", "web"])
async def test_a_cancelled_route_hangs_up_on_its_sources(session, tag: str) -> None:
    async with stalling(tag, session) as (source, seen):
        router = BuiltinRouter([source], source_timeout=60, route_budget=60)
        route = asyncio.create_task(router.route_and_search("eiffel tower", tag))
        await seen.arrived.wait()
        route.cancel()
        with pytest.raises(asyncio.CancelledError):
            await route

        await seen.wait_for_hangup()


@pytest.mark.parametrize("tag", ["wikipedia", "web"])
@pytest.mark.parametrize("route_queries", [True, False], ids=["routed", "plain"])
async def test_the_turn_deadline_hangs_up_on_the_sources(
    session, tag: str, route_queries: bool
) -> None:
    # "plain": the router is given no budget, and only the turn's deadline ends it.
    async with stalling(tag, session) as (source, seen):
        router = BuiltinRouter([source], source_timeout=60, route_budget=60)
        engine = AnswerEngine(
            router, EngineOptions(voice_deadline=1, route_queries=route_queries)
        )

        result = await engine.answer(
            "eiffel tower", style=AnswerStyle.VOICE, source=tag
        )

        assert result.speech == SpokenPhrases().deadline_reached
        assert (result.outcome, result.reason) == (Outcome.SKIPPED, Reason.ROUTER_ERROR)
        await seen.wait_for_hangup()
