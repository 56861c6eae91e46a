"""Household questions through the built-in router: local documents always asked.

Real sources only: a ``DocumentsSource`` over a folder of notes, the Wikipedia
stand-in (or a closed port), kiwix-serve where installed. The questions carry no cue
word ("our", "manual"): the documents answer them because they are always asked and
match better, whether Wikipedia is unreachable or answers an unrelated article.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from itertools import product
from typing import TYPE_CHECKING

import aiohttp
import pytest

from custom_components.grounded_answers.engine.errors import SourcesUnavailableError
from custom_components.grounded_answers.engine.retrieve.builtin import BuiltinRouter
from custom_components.grounded_answers.engine.retrieve.fanout import (
    NO_RESULTS,
    Part,
    Recorder,
)
from custom_components.grounded_answers.engine.retrieve.fusion import split_sections
from custom_components.grounded_answers.engine.retrieve.ranking import (
    RELATIVE_FLOOR,
    question_stems,
    rank,
    relevances,
)
from custom_components.grounded_answers.engine.retrieve.sources import (
    DocumentsSource,
    WikipediaSource,
)
from custom_components.grounded_answers.engine.retrieve.sources.base import Passage
from custom_components.grounded_answers.engine.sources_registry import LOCAL_SOURCES
from tests.stubs.ollama_server import refused_url
from tests.stubs.wikipedia_server import (
    WikiPage,
    WikipediaScript,
    standard_script,
    start_wikipedia,
)

if TYPE_CHECKING:
    from collections.abc import AsyncIterator
    from pathlib import Path


@dataclass(frozen=True)
class Household:
    """One language's notes, the un-cued questions they answer, unrelated articles."""

    notes: dict[str, str]  # file stem -> Markdown
    questions: dict[str, tuple[str, ...]]  # the fact the answer holds -> phrasings
    unrelated: tuple[WikiPage, ...]  # what a wiki finds for the same words


HOUSEHOLDS: dict[str, Household] = {
    "en": Household(
        notes={
            "heating": "# Heating\n\nThe heating pressure should be between 1.2 and "
            "1.5 bar when the system is cold. Below 1 bar, top up the water at the "
            "filling loop.\n",
            "bins": "# Bins\n\nThe paper bin is collected every second Tuesday. The "
            "garden waste bin costs 45 euros a year and is emptied on Fridays.\n",
        },
        questions={
            "1.2 and 1.5 bar": (
                "what should the heating pressure be",
                "what is the right heating pressure",
                "how high should the heating pressure be",
            ),
            "every second Tuesday": (
                "when is the paper bin collected",
                "which day is the paper bin collected",
            ),
            "45 euros a year": (
                "how much does the garden waste bin cost",
                "what does the garden waste bin cost",
            ),
        },
        unrelated=(
            WikiPage(
                501,
                "Pressure",
                "Pressure is the force applied perpendicular to the surface of an "
                "object per unit area. Gauge pressure is the pressure relative to "
                "the ambient pressure.",
            ),
            WikiPage(
                502,
                "Paper recycling",
                "Paper recycling is the process by which waste paper is collected "
                "and turned into new paper products.",
            ),
            WikiPage(
                503,
                "Green waste",
                "Green waste, also called garden waste, is biodegradable waste "
                "that can be composted.",
            ),
        ),
    ),
    "de": Household(
        notes={
            "heizung": "# Heizungsdruck\n\nDer Heizungsdruck sollte bei kalter "
            "Anlage zwischen 1,2 und 1,5 bar liegen. Unter 1 bar Wasser am "
            "Füllhahn nachfüllen.\n",
            "tonnen": "# Mülltonnen\n\nDie Papiertonne wird jeden zweiten Dienstag "
            "abgeholt. Die Biotonne kostet 45 Euro im Jahr und wird freitags "
            "geleert.\n",
        },
        questions={
            "1,2 und 1,5 bar": (
                "Wie hoch sollte der Heizungsdruck sein",
                "Welcher Heizungsdruck ist richtig",
                "Was ist der richtige Heizungsdruck",
            ),
            "jeden zweiten Dienstag": (
                "Wann wird die Papiertonne abgeholt",
                "An welchem Tag wird die Papiertonne abgeholt",
            ),
            "45 Euro im Jahr": (
                "Was kostet die Biotonne",
                "Wie viel kostet die Biotonne",
            ),
        },
        unrelated=(
            WikiPage(
                601,
                "Druck (Physik)",
                "Der Druck ist eine physikalische Größe, die als Kraft pro Fläche "
                "definiert ist. Der Heizungsdruck ist ein Beispiel für Überdruck.",
            ),
            WikiPage(
                602,
                "Altpapier",
                "Altpapier ist gebrauchtes Papier. Die Papiertonne ist ein "
                "Behälter für Altpapier in Deutschland.",
            ),
            WikiPage(
                603,
                "Biotonne",
                "Die Biotonne ist ein Abfallbehälter für organische Abfälle aus "
                "Haushalten, eingeführt in den 1980er Jahren.",
            ),
        ),
    ),
    "nl": Household(
        notes={
            "verwarming": "# Verwarming\n\nDe waterdruk van de verwarming moet "
            "tussen 1,2 en 1,5 bar liggen als de installatie koud is.\n",
            "afval": "# Afval\n\nDe papiercontainer wordt elke tweede dinsdag "
            "geleegd. De groenbak kost 45 euro per jaar.\n",
        },
        questions={
            "1,2 en 1,5 bar": (
                "hoe hoog moet de waterdruk van de verwarming zijn",
                "wat is de juiste waterdruk van de verwarming",
            ),
            "elke tweede dinsdag": (
                "wanneer wordt de papiercontainer geleegd",
                "op welke dag wordt de papiercontainer geleegd",
            ),
            "45 euro per jaar": (
                "hoeveel kost de groenbak",
                "wat kost de groenbak",
            ),
        },
        unrelated=(
            WikiPage(
                701,
                "Centrale verwarming",
                "Centrale verwarming is een systeem waarbij één warmtebron een "
                "heel gebouw verwarmt, in Nederland meestal met aardgas.",
            ),
            WikiPage(
                702,
                "Papiercontainer",
                "Een papiercontainer is een grote bak waarin oud papier wordt "
                "ingezameld voor recycling.",
            ),
            WikiPage(
                703,
                "Groenbak",
                "Een groenbak is een container voor groente-, fruit- en tuinafval "
                "die in veel Nederlandse gemeenten wordt gebruikt.",
            ),
        ),
    ),
    "fr": Household(
        notes={
            "chauffage": "# Chauffage\n\nLa pression du chauffage doit être entre "
            "1,2 et 1,5 bar quand l'installation est froide.\n",
            "poubelles": "# Poubelles\n\nLa poubelle à papier est ramassée un mardi "
            "sur deux. La poubelle des déchets verts coûte 45 euros par an.\n",
        },
        questions={
            "1,2 et 1,5 bar": (
                "quelle doit être la pression du chauffage",
                "quelle est la bonne pression du chauffage",
            ),
            "un mardi sur deux": (
                "quand est ramassée la poubelle à papier",
                "quel jour est ramassée la poubelle à papier",
            ),
            "45 euros par an": (
                "combien coûte la poubelle des déchets verts",
                "quel est le tarif de la poubelle des déchets verts",
            ),
        },
        unrelated=(
            WikiPage(
                801,
                "Chauffage",
                "Le chauffage est l'action de transmettre de l'énergie thermique "
                "à un local, par exemple au bois ou au gaz.",
            ),
            WikiPage(
                802,
                "Feuille morte",
                "Une feuille morte est ramassée à l'automne dans les jardins et "
                "les parcs.",
            ),
            WikiPage(
                804,
                "Éboueur",
                "L'éboueur vide chaque poubelle ramassée dans la rue, souvent "
                "avant l'aube.",
            ),
            WikiPage(
                803,
                "Déchets verts",
                "Les déchets verts sont les résidus végétaux de jardin, comme "
                "la tonte de gazon, que reçoit une poubelle de compost.",
            ),
        ),
    ),
}

CASES = [
    pytest.param(language, fact, question, id=f"{language}-{question}")
    for language, household in HOUSEHOLDS.items()
    for fact, phrasings in household.questions.items()
    for question in phrasings
]


@pytest.fixture
async def session() -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession() as client_session:
        yield client_session


def write_notes(tmp_path: Path, notes: dict[str, str]) -> Path:
    folder = tmp_path / "notes"
    folder.mkdir(exist_ok=True)
    for stem, text in notes.items():
        (folder / f"{stem}.md").write_text(text, encoding="utf-8")
    return folder


def documents(folder: Path) -> DocumentsSource:
    return DocumentsSource(folder, folder.parent / "index.sqlite", refresh_interval=0)


def wikipedia(
    session: aiohttp.ClientSession, url: str, language: str = "en"
) -> WikipediaSource:
    return WikipediaSource(session, language=language, base_url=url + "/{lang}")


def dropped(events: list) -> dict[str, str]:
    return {
        e.data["source"]: e.data["reason"] for e in events if e.kind == "source_dropped"
    }


def selected(events: list) -> dict[int, list[str]]:
    return {
        e.data["part"]: e.data["sources"]
        for e in events
        if e.kind == "sources_selected"
    }


# --- item 1: the documents are always asked, and win when they match better ---------


def test_the_documents_are_the_local_sources() -> None:
    assert {"documents", "docs"} <= LOCAL_SOURCES
    assert not {"wikipedia", "kiwix", "web", "news"} & LOCAL_SOURCES


@pytest.mark.parametrize(("language", "fact", "question"), CASES)
async def test_an_uncued_household_question_is_answered_with_wikipedia_unreachable(
    session, tmp_path, language, fact, question
) -> None:
    household = HOUSEHOLDS[language]
    folder = write_notes(tmp_path, household.notes)
    with refused_url() as dead:
        router = BuiltinRouter(
            [documents(folder), wikipedia(session, dead, language)], language=language
        )
        routed = await router.route_and_search(question)
        await router.close()

    assert routed.error is None
    assert routed.retrieval.source_used == "documents"
    assert fact in routed.retrieval.result
    assert selected(routed.events)[0] == ["documents", "wikipedia"]
    assert dropped(routed.events)["wikipedia"] == "error"


@pytest.mark.parametrize(("language", "fact", "question"), CASES)
async def test_an_uncued_household_question_beats_an_unrelated_article(
    session, tmp_path, language, fact, question
) -> None:
    household = HOUSEHOLDS[language]
    folder = write_notes(tmp_path, household.notes)
    script = WikipediaScript()
    script.add(language, *household.unrelated)
    async with start_wikipedia(script) as url:
        router = BuiltinRouter(
            [documents(folder), wikipedia(session, url, language)], language=language
        )
        routed = await router.route_and_search(question)
        await router.close()

    retrieval = routed.retrieval
    assert fact in retrieval.result
    answered = {e.data["source"] for e in routed.events if e.kind == "source_answered"}
    assert answered == {"documents", "wikipedia"}, "the wiki found its article"
    # The note matches better: its section comes first (or alone).
    sections = split_sections(retrieval.result, retrieval.source_used)
    assert sections[0].tag == "documents"
    assert fact in sections[0].body
    (ranked,) = [e for e in routed.events if e.kind == "sources_ranked"]
    relevance = ranked.data["relevance"]
    assert relevance["documents"] >= relevance["wikipedia"]
    if relevance["wikipedia"] < RELATIVE_FLOOR * relevance["documents"]:
        assert dropped(routed.events)["wikipedia"] == "unrelated"
        assert retrieval.source_used == "documents"


TRIP_NOTES = {
    "en": (
        "how tall is the eiffel tower",
        "# Eiffel Tower\n\nOur family trip note. The Eiffel Tower is 330 metres tall "
        "including its antennas; the lifts to the top run until 23:00 in summer.\n",
        "wrought-iron lattice tower",
    ),
    "de": (
        "Wie hoch ist der Eiffelturm",
        "# Eiffelturm\n\nNotiz von der Familienreise. Der Eiffelturm ist mit "
        "Antennen 330 Meter hoch; die Aufzüge fahren im Sommer bis 23 Uhr.\n",
        "Eisenfachwerkturm",
    ),
}


@pytest.mark.parametrize("language", sorted(TRIP_NOTES))
async def test_a_matching_note_and_the_encyclopedia_article_are_both_kept(
    session, tmp_path, language
) -> None:
    question, note, article = TRIP_NOTES[language]
    folder = write_notes(tmp_path, {"trip": note})
    async with start_wikipedia(standard_script()) as url:
        router = BuiltinRouter(
            [documents(folder), wikipedia(session, url, language)], language=language
        )
        routed = await router.route_and_search(question)
        await router.close()

    retrieval = routed.retrieval
    assert retrieval.source_used == "fusion"
    sections = split_sections(retrieval.result, retrieval.source_used)
    assert {section.tag for section in sections} == {"documents", "wikipedia"}
    assert "330" in retrieval.result
    assert article in retrieval.result
    assert "unrelated" not in dropped(routed.events).values()


async def test_the_better_match_comes_first_whichever_source_holds_it(
    session, tmp_path
) -> None:
    # A note about the tower's lifts: it holds "eiffel" and "tower" but not "tall".
    folder = write_notes(
        tmp_path,
        {
            "lifts": "# Lifts\n\nThe Eiffel Tower lifts run until 23:00 in summer.\n",
            "heating": HOUSEHOLDS["en"].notes["heating"],
        },
    )
    async with start_wikipedia(standard_script()) as url:
        router = BuiltinRouter([documents(folder), wikipedia(session, url)])
        tower = await router.route_and_search("how tall is the eiffel tower")
        heating = await router.route_and_search(
            "what should the heating pressure be", "fusion", ["wikipedia", "docs"]
        )
        await router.close()

    order = [s.tag for s in split_sections(tower.retrieval.result, "fusion")]
    assert order == ["wikipedia", "documents"]
    assert heating.retrieval.source_used == "documents"  # the wiki has nothing on it


@pytest.mark.parametrize(
    ("language", "question", "holding", "missing"),
    [
        (
            "en",
            "what should the heating pressure be",
            "heating pressure",
            "pressure gauge",
        ),
        ("de", "wie hoch ist der Heizungsdruck", "Heizungsdruck hoch", "Druck Wasser"),
        ("nl", "hoe hoog is de waterdruk", "waterdruk hoog", "druk water"),
        (
            "fr",
            "quelle est la pression du chauffage",
            "pression chauffage",
            "eau froide",
        ),
    ],
)
def test_relevance_is_the_share_of_the_question_a_passage_holds(
    language, question, holding, missing
) -> None:
    terms = question_stems(question, language)
    full = Passage(holding, "", "a", "documents", "a")
    partial = Passage(missing, "", "b", "wikipedia", "b")
    unrelated = Passage("zzz qqq", "", "c", "wikipedia", "c")

    scores = relevances([full, partial, unrelated], terms, language)

    assert len(terms) == 2
    assert scores[0] == pytest.approx(1.0)
    assert scores[2] == 0.0
    assert 0.0 <= scores[1] < scores[0]


PAPER_NOTE = Passage(
    "The paper bin is collected every second Tuesday.", "Bins", "b.md", "documents", "b"
)


@pytest.mark.parametrize(
    ("article", "kept"),
    [
        ("Paper is a thin sheet material made from wood pulp.", False),  # 1 of 3
        ("Paper bins are collected by the city in most towns.", True),  # 3 of 3
        ("A zebra is an African equine with black and white stripes.", False),
    ],
)
def test_an_article_matching_far_worse_than_the_note_is_dropped(
    article: str, kept: bool
) -> None:
    recorder = Recorder(lambda: 0.0, 0.0)
    wiki = Passage(article, "Article", "w", "wikipedia", "w")
    found = [Part(0, "wikipedia", [wiki]), Part(0, "documents", [PAPER_NOTE])]

    ranking = rank(
        found,
        ["when is the paper bin collected"],
        ["documents", "wikipedia"],
        language="en",
        recorder=recorder,
    )

    assert [part.tag for part in ranking.kept] == (
        ["wikipedia", "documents"] if kept else ["documents"]
    )
    assert ranking.order[0] == "documents" or kept
    events = {e.kind: e.data for e in recorder.events}
    assert set(events["sources_ranked"]["relevance"]) == {"wikipedia", "documents"}
    if not kept:
        assert events["source_dropped"]["reason"] == "unrelated"


# --- item 2: each part chooses its own sources -------------------------------------


async def test_each_part_of_a_question_chooses_its_own_sources(
    session, tmp_path
) -> None:
    folder = write_notes(
        tmp_path,
        {"boiler": "# Boiler\n\nThe boiler was installed in March 2019 by Hansen.\n"},
    )
    script = standard_script()
    async with start_wikipedia(script) as url:
        router = BuiltinRouter([documents(folder), wikipedia(session, url)])
        routed = await router.route_and_search(
            "when was our boiler installed and when was the eiffel tower built"
        )
        await router.close()

    assert selected(routed.events) == {0: ["documents"], 1: ["documents", "wikipedia"]}
    answered = {
        (e.data["source"], e.data["part"])
        for e in routed.events
        if e.kind == "source_answered"
    }
    assert ("documents", 0) in answered
    assert ("wikipedia", 1) in answered
    asked = [r.params["srsearch"] for r in script.requests if "srsearch" in r.params]
    assert asked
    assert all("boiler" not in words for words in asked)
    result = routed.retrieval.result
    assert "March 2019" in result
    assert "from 1887 to 1889" in result


# --- item 3: failures are said as failures ----------------------------------------


async def test_every_source_failing_is_sources_unavailable(session, tmp_path) -> None:
    # The index cannot be written (a file stands where its folder should): a failure,
    # unlike a documents folder that is gone, which answers nothing.
    folder = write_notes(tmp_path, HOUSEHOLDS["en"].notes)
    (tmp_path / "blocked").write_text("not a folder", encoding="utf-8")
    unwritable = DocumentsSource(folder, tmp_path / "blocked" / "index.sqlite")
    with refused_url() as dead:
        router = BuiltinRouter([unwritable, wikipedia(session, dead)])
        routed = await router.route_and_search("how tall is the eiffel tower")
        with pytest.raises(SourcesUnavailableError) as raised:
            await router.search("how tall is the eiffel tower")

    assert isinstance(routed.error, SourcesUnavailableError)
    assert set(routed.error.failures) == {"documents", "wikipedia"}
    assert routed.error.failures["documents"].startswith("error: ")
    assert set(raised.value.failures) == {"documents", "wikipedia"}
    assert routed.material is None
    assert "source_dropped" in {e.kind for e in routed.events}


async def test_nothing_found_and_one_source_failing_is_a_failure(
    session, tmp_path
) -> None:
    folder = write_notes(tmp_path, HOUSEHOLDS["en"].notes)
    with refused_url() as dead:
        router = BuiltinRouter([documents(folder), wikipedia(session, dead)])
        routed = await router.route_and_search("how tall is the eiffel tower")

    assert isinstance(routed.error, SourcesUnavailableError)
    assert list(routed.error.failures) == ["wikipedia"]


async def test_every_source_answering_nothing_is_an_empty_result(
    session, tmp_path
) -> None:
    folder = write_notes(tmp_path, HOUSEHOLDS["en"].notes)
    async with start_wikipedia(standard_script()) as url:
        router = BuiltinRouter([documents(folder), wikipedia(session, url)])
        routed = await router.route_and_search("who painted the quark zebra")

    assert routed.error is None
    assert routed.retrieval.result == NO_RESULTS
    assert dropped(routed.events) == {"documents": "empty", "wikipedia": "empty"}


async def test_the_fallback_round_failing_is_a_failure(session, tmp_path) -> None:
    folder = write_notes(tmp_path, HOUSEHOLDS["en"].notes)
    with refused_url() as dead:
        router = BuiltinRouter([documents(folder), wikipedia(session, dead)])
        routed = await router.route_and_search("where is my eiffel tower ticket")

    fallback = next(e for e in routed.events if e.kind == "source_fallback")
    assert fallback.data["fallback"] == ["wikipedia"]
    assert isinstance(routed.error, SourcesUnavailableError)
    assert list(routed.error.failures) == ["wikipedia"]


async def test_the_turn_budget_ends_the_route_and_counts_as_a_failure(
    session, tmp_path
) -> None:
    folder = write_notes(tmp_path, HOUSEHOLDS["en"].notes)
    script = standard_script()
    script.stall = True  # answers only when the test ends
    async with start_wikipedia(script) as url:
        router = BuiltinRouter(
            [documents(folder), wikipedia(session, url)],
            source_timeout=60,
            route_budget=60,
        )
        found = await router.route_and_search(
            "what should the heating pressure be", budget=0.3
        )
        nothing = await router.route_and_search("how tall is the tower", budget=0.3)

    assert dropped(found.events)["wikipedia"] == "route_budget"
    assert "1.2 and 1.5 bar" in found.retrieval.result
    assert isinstance(nothing.error, SourcesUnavailableError)
    assert nothing.error.failures == {"wikipedia": "route_budget"}


async def test_a_failing_source_is_logged_once_per_change_of_state(
    session, tmp_path, caplog: pytest.LogCaptureFixture
) -> None:
    folder = write_notes(tmp_path, HOUSEHOLDS["en"].notes)
    script = standard_script()
    caplog.set_level(logging.INFO, logger="custom_components.grounded_answers")
    async with start_wikipedia(script) as url:
        router = BuiltinRouter([documents(folder), wikipedia(session, url)])
        script.status = 500
        for question in ("how tall is the eiffel tower", "what is apollo 11") * 2:
            await router.route_and_search(question)
        failing = router.failing_sources
        script.status = 200
        for _ in range(2):
            await router.route_and_search("how tall is the eiffel tower")
        await router.close()

    logged = [
        (record.levelno, record.getMessage())
        for record in caplog.records
        if record.name.endswith("retrieve.builtin")
    ]
    assert logged == [
        (
            logging.WARNING,
            "The wikipedia source is failing: "
            "error: SourceError: Wikipedia answered HTTP 500",
        ),
        (logging.INFO, "The wikipedia source answers again"),
    ]
    assert list(failing) == ["wikipedia"]
    assert router.failing_sources == {}


async def test_an_explicit_source_is_asked_alone(session, tmp_path) -> None:
    folder = write_notes(tmp_path, HOUSEHOLDS["en"].notes)
    script = standard_script()
    async with start_wikipedia(script) as url:
        router = BuiltinRouter([documents(folder), wikipedia(session, url)])
        wiki = await router.route_and_search(
            "what should the heating pressure be", "wiki"
        )
        docs = await router.route_and_search("how tall is the eiffel tower", "docs")

    assert selected(wiki.events) == {0: ["wikipedia"]}
    assert wiki.retrieval.result == NO_RESULTS  # asked alone: the note is not read
    assert selected(docs.events) == {0: ["documents"]}
    assert "source_fallback" not in {e.kind for e in docs.events}
    assert docs.retrieval.result == NO_RESULTS


async def test_an_explicit_fusion_list_is_asked_as_listed(session, tmp_path) -> None:
    folder = write_notes(tmp_path, HOUSEHOLDS["en"].notes)
    script = standard_script()
    async with start_wikipedia(script) as url:
        router = BuiltinRouter([documents(folder), wikipedia(session, url)])
        routed = await router.route_and_search(
            "how tall is the eiffel tower", "fusion", ["docs"]
        )

    assert selected(routed.events) == {0: ["documents"]}
    assert "source_fallback" not in {e.kind for e in routed.events}
    assert script.requests == []
    assert routed.retrieval.result == NO_RESULTS


# --- a source cut by the route's budget keeps its health ----------------------------

# What Wikipedia does on one question: answers, stalls past the route's budget, breaks.
HEALTH_STEPS = ("fast", "slow", "broken")


def expected_health(steps: tuple[str, ...]) -> tuple[list[tuple[int, str]], list[bool]]:
    """Return the log lines, and whether Wikipedia is failing after each step.

    Only an error (or the source's own timeout) makes it failing, only an answer
    makes it well again, each change logged once; a budget cut changes nothing.
    """
    failing = False
    logged: list[tuple[int, str]] = []
    states: list[bool] = []
    for step in steps:
        if step == "broken" and not failing:
            logged.append(
                (
                    logging.WARNING,
                    "The wikipedia source is failing: "
                    "error: SourceError: Wikipedia answered HTTP 500",
                )
            )
            failing = True
        elif step == "fast" and failing:
            logged.append((logging.INFO, "The wikipedia source answers again"))
            failing = False
        states.append(failing)
    return logged, states


async def test_a_source_cut_by_the_route_budget_keeps_its_health(
    session, tmp_path, caplog: pytest.LogCaptureFixture
) -> None:
    # Every ordered pair of steps occurs (each pair in turn, then across pairs): a
    # sometimes-slow Wikipedia must not flip WARNING/INFO on each slow/fast change.
    steps = tuple(step for pair in product(HEALTH_STEPS, repeat=2) for step in pair)
    folder = write_notes(tmp_path, HOUSEHOLDS["en"].notes)
    script = standard_script()
    caplog.set_level(logging.INFO, logger="custom_components.grounded_answers")
    states: list[bool] = []
    cuts: list[str] = []
    async with start_wikipedia(script) as url:
        router = BuiltinRouter(
            [documents(folder), wikipedia(session, url)],
            source_timeout=60,
            route_budget=60,
        )
        for step in steps:
            script.stall = step == "slow"  # a stalled call answers when the test ends
            script.status = 500 if step == "broken" else 200
            routed = await router.route_and_search(
                "how tall is the eiffel tower", budget=0.2 if step == "slow" else None
            )
            states.append("wikipedia" in router.failing_sources)
            if step == "slow":
                cuts.append(dropped(routed.events)["wikipedia"])
        await router.close()

    logged = [
        (record.levelno, record.getMessage())
        for record in caplog.records
        if record.name.endswith("retrieve.builtin")
    ]
    assert (logged, states) == expected_health(steps)
    assert cuts == ["route_budget"] * steps.count("slow")
