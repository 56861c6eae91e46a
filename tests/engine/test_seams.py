"""The seams: every router, synthesizer and verifier has every protocol member."""

from __future__ import annotations

import typing
from collections.abc import AsyncIterator, Sequence

import aiohttp
import pytest

from custom_components.grounded_answers.engine.errors import RouterConnectionError
from custom_components.grounded_answers.engine.retrieve.builtin import BuiltinRouter
from custom_components.grounded_answers.engine.retrieve.router_client import (
    RouterClient,
)
from custom_components.grounded_answers.engine.retrieve.sources.base import (
    Passage,
    SourceQuery,
)
from custom_components.grounded_answers.engine.route.classify import (
    EscalationCounter,
    Route,
    classify,
)
from custom_components.grounded_answers.engine.route.search import classified_search
from custom_components.grounded_answers.engine.seams import (
    CHOOSING_SOURCES,
    Routed,
    Router,
    Synthesizer,
    Verifier,
)
from custom_components.grounded_answers.engine.synth.ollama import OllamaSynthesizer
from custom_components.grounded_answers.engine.types import Retrieval
from custom_components.grounded_answers.engine.verify.checking import (
    ReferenceVerifier,
)
from custom_components.grounded_answers.engine.verify.model_verifiers import (
    GraniteGuardianVerifier,
    LlmJudgeVerifier,
    MiniCheckVerifier,
)
from scripts.evaluation import ScriptedRouter, ScriptedSynthesizer
from tests.stubs.router_server import RouterScript, start_router


class FakeSource:
    """A built-in source that finds one passage for anything."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.queries: list[SourceQuery] = []

    async def search(self, query: SourceQuery) -> list[Passage]:
        self.queries.append(query)
        return [
            Passage(
                text=f"{query.text}: the {self.name} passage, long enough to be kept.",
                title=self.name.title(),
                url="",
                source=self.name,
                passage_id=f"{self.name}-1",
            )
        ]


@pytest.fixture
async def session() -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession() as client_session:
        yield client_session


# Members an implementation sets on its instances (in __init__, or a dataclass field).
INSTANCE_MEMBERS = frozenset({"escalation"})


@pytest.mark.parametrize(
    ("protocol", "implementations"),
    [
        (Router, [RouterClient, BuiltinRouter, ScriptedRouter]),
        (Synthesizer, [OllamaSynthesizer, ScriptedSynthesizer]),
        (
            Verifier,
            [
                ReferenceVerifier,
                MiniCheckVerifier,
                GraniteGuardianVerifier,
                LlmJudgeVerifier,
            ],
        ),
    ],
)
def test_every_implementation_has_every_member(
    protocol: type, implementations: list[type]
) -> None:
    wanted = typing.get_protocol_members(protocol) - INSTANCE_MEMBERS
    for implementation in implementations:
        missing = wanted - set(dir(implementation))
        assert not missing, f"{implementation.__name__} lacks {sorted(missing)}"


async def test_the_mnemolis_client_classifies_counts_and_searches(session) -> None:
    script = RouterScript()
    script.answer("wie hoch ist der Eiffelturm", "Der Turm ist 330 Meter hoch.")
    async with start_router(script) as url:
        client = RouterClient(session, url, timeout=2)
        routed = await client.route_and_search(
            "wie hoch ist der Eiffelturm", language="de"
        )
    assert routed.decision.route is Route.SINGLE_PASS
    assert routed.decision.language == "de"  # the question's language, not "en"
    assert [event.kind for event in routed.events] == ["route_decided"]
    assert routed.retrieval.result == "Der Turm ist 330 Meter hoch."
    assert client.escalation.count == 1
    assert script.requests == [
        {"query": "wie hoch ist der Eiffelturm", "source": "auto"}
    ]


async def test_a_failed_search_keeps_the_route_it_was_decided_on(session) -> None:
    client = RouterClient(session, "http://127.0.0.1:9", timeout=2)
    routed = await client.route_and_search("what is molybdenum")
    assert routed.material is None
    assert isinstance(routed.error, RouterConnectionError)
    assert [event.kind for event in routed.events] == ["route_decided"]
    with pytest.raises(RouterConnectionError):
        _ = routed.retrieval


def test_a_routed_with_neither_material_nor_error_is_a_bug() -> None:
    with pytest.raises(RuntimeError, match="neither"):
        _ = Routed(classify("q"), None, []).retrieval


async def test_a_router_bug_is_raised_not_reported() -> None:
    class BrokenRouter(ScriptedRouter):
        async def search(
            self,
            query: str,
            source: str = "auto",
            fusion_sources: Sequence[str] | None = None,
        ) -> Retrieval:
            raise ValueError("a bug")

    router = BrokenRouter("", "kiwix")
    with pytest.raises(ValueError, match="a bug"):
        await classified_search(
            router, "q", language="en", escalation=EscalationCounter()
        )


def test_what_each_router_accepts_and_says_it_has(session) -> None:
    client = RouterClient(session, "http://127.0.0.1:9")
    assert client.source_names is None
    assert list(client.accepted_sources) == [
        *("kiwix", "forecast", "news", "web", "uptime", "ha", "changes"),
        *CHOOSING_SOURCES,
    ]
    builtin = BuiltinRouter([FakeSource("wikipedia"), FakeSource("web")])
    assert builtin.source_names == ["wikipedia", "web"]
    assert builtin.accepted_sources == [
        *("wikipedia", "web", "searxng", "wiki"),
        *CHOOSING_SOURCES,
    ]
    scripted = ScriptedRouter("", "kiwix")
    assert scripted.source_names is None
    assert scripted.accepted_sources == CHOOSING_SOURCES
    for router in (client, builtin, scripted):
        assert isinstance(router.escalation, EscalationCounter)


async def test_the_builtin_router_routes_in_the_questions_language() -> None:
    source = FakeSource("wikipedia")
    router = BuiltinRouter([source], language="en")
    routed = await router.route_and_search(
        "vergleiche den Eiffelturm und die Freiheitsstatue", language="de"
    )
    assert routed.decision.route is Route.AGENTIC  # a German cue
    assert routed.decision.language == "de"
    assert {query.language for query in source.queries} == {"de"}
    default = await router.route_and_search("vergleiche den Eiffelturm")
    assert default.decision.language == "en"
    assert router.escalation.count == 2


async def test_synthesizers_without_a_model_warm_up_at_once() -> None:
    assert await ScriptedSynthesizer("x").warm_up() is None
