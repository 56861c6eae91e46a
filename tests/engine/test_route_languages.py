"""Routing in every supported language: the question's language, not the household's.

Each language's table is exercised with questions a speaker of it would ask: question
words route to one synthesis, "which is bigger, X or Y" and multi-part questions
decompose, freshness cues mark the question time-sensitive, and the Wikipedia
edition asked (seen by the stand-in wiki on 127.0.0.1) follows the question.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import aiohttp
import pytest

from custom_components.grounded_answers.engine.options import EngineOptions
from custom_components.grounded_answers.engine.pipeline.engine import AnswerEngine
from custom_components.grounded_answers.engine.retrieve.builtin import BuiltinRouter
from custom_components.grounded_answers.engine.retrieve.context import (
    is_time_sensitive,
)
from custom_components.grounded_answers.engine.retrieve.sources import (
    SourceSettings,
    WikipediaSource,
    build_sources,
)
from custom_components.grounded_answers.engine.route.classify import classify
from custom_components.grounded_answers.engine.route.cues import (
    CUES,
    ENGLISH,
    content_words,
    cues_for,
)
from custom_components.grounded_answers.engine.route.decompose import decompose
from tests.stubs.wikipedia_server import (
    EIFFEL_TOWER,
    EIFFELTURM,
    WikiPage,
    WikipediaScript,
    start_wikipedia,
)

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

SUPPORTED = ("en", "de", "fr", "es", "nl", "it", "pt", "da")

TOUR_EIFFEL = WikiPage(
    4641,
    "Tour Eiffel",
    "La tour Eiffel est une tour de fer puddlé de 330 mètres située à Paris, "
    "construite par Gustave Eiffel pour l'Exposition universelle de 1889.",
)
TORRE_EIFFEL = WikiPage(
    7788,
    "Torre Eiffel",
    "La torre Eiffel es una estructura de hierro pudelado de 330 metros construida "
    "por Gustave Eiffel en París para la Exposición Universal de 1889.",
)


def test_every_supported_language_has_its_own_table() -> None:
    assert set(CUES) == set(SUPPORTED)
    for language in SUPPORTED[1:]:
        cues = cues_for(f"{language}-XX")
        assert cues is CUES[language]
        # Not the English list applied to another language.
        assert cues.question_words.isdisjoint({"what", "who", "which", "how"})
        assert cues.stopwords != ENGLISH.stopwords
        assert cues.time_words and cues.comparisons and cues.conjunctions
        assert cues.no_split and all(cues.source_cues.values())


# -- question words: one synthesis ----------------------------------------------------


@pytest.mark.parametrize(
    ("language", "question", "cue"),
    [
        ("de", "Wer hat den Eiffelturm gebaut", "wer"),
        ("de", "Wieviel wiegt ein Blauwal", "wieviel"),
        ("fr", "Qui a construit la tour Eiffel", "qui"),
        ("fr", "Combien de marches a la tour Eiffel", "combien"),
        ("fr", "Qu'est-ce que la photosynthèse", "qu'est-ce"),
        ("es", "Quién pintó la Mona Lisa", "quién"),
        ("es", "Cuándo cayó el muro de Berlín", "cuándo"),
        ("nl", "Wie schilderde de Nachtwacht", "wie"),
        ("nl", "Hoeveel inwoners heeft Amsterdam", "hoeveel"),
        ("it", "Chi ha dipinto la Gioconda", "chi"),
        ("it", "Quando è stata costruita la torre di Pisa", "quando"),
        ("pt", "Quem descobriu o Brasil", "quem"),
        ("pt", "Onde fica a torre de Belém", "onde"),
        ("da", "Hvem byggede Rundetårn", "hvem"),
        ("da", "Hvornår blev Tivoli åbnet", "hvornår"),
    ],
)
def test_question_words_route_to_one_synthesis(language, question, cue) -> None:
    decision = classify(question, language)

    assert (decision.route.value, decision.rule, decision.cue) == (
        "single_pass",
        "question",
        cue,
    )
    assert decision.language == language


def test_the_question_mark_of_a_spanish_question_is_not_its_first_word() -> None:
    decision = classify("¿Dónde está la Alhambra?", "es")

    assert decision.route.value == "single_pass"
    assert "Alhambra" in content_words("¿Dónde está la Alhambra?", cues_for("es"))


# -- comparisons: two parts -----------------------------------------------------------


@pytest.mark.parametrize(
    ("language", "question", "parts"),
    [
        (
            "de",
            "Was ist größer, der Eiffelturm oder die Freiheitsstatue?",
            ["der Eiffelturm", "die Freiheitsstatue"],
        ),
        (
            "fr",
            "Qui est le plus grand, le mont Blanc ou l'Everest ?",
            ["le mont Blanc", "l'Everest"],
        ),
        ("es", "¿Qué es más alto, el Everest o el K2?", ["el Everest", "el K2"]),
        ("nl", "Wat is groter, Amsterdam of Rotterdam?", ["Amsterdam", "Rotterdam"]),
        (
            "it",
            "Chi è più alto, il Monte Bianco o il Cervino?",
            ["il Monte Bianco", "il Cervino"],
        ),
        ("pt", "O que é maior, o Brasil ou a Rússia?", ["o Brasil", "a Rússia"]),
        ("da", "Hvad er størst, Danmark eller Sverige?", ["Danmark", "Sverige"]),
        ("de", "Vergleiche Python und Rust", ["Python", "Rust"]),
        (
            "fr",
            "Quelle est la différence entre un crocodile et un alligator",
            ["un crocodile", "un alligator"],
        ),
        (
            "es",
            "Diferencias entre el té verde y el té negro",
            ["el té verde", "el té negro"],
        ),
        ("nl", "Vergelijk Nederland met België", ["Nederland", "België"]),
        ("it", "Differenza tra burro e margarina", ["burro", "margarina"]),
        ("pt", "Compare o Porto e Lisboa", ["o Porto", "Lisboa"]),
        ("da", "Sammenlign Aarhus og Odense", ["Aarhus", "Odense"]),
        ("es", "Compárame Madrid con Barcelona", ["Madrid", "Barcelona"]),
    ],
)
def test_comparisons_decompose_into_their_parts(language, question, parts) -> None:
    assert decompose(question, language) == parts
    assert classify(question, language).route.value == "agentic"


def test_the_typographic_apostrophe_reads_as_the_straight_one() -> None:
    question = "Qui est le plus grand, le mont Blanc ou l\u2019Everest ?"

    assert decompose(question, "fr") == ["le mont Blanc", "l'Everest"]
    assert content_words("l\u2019Everest", cues_for("fr")) == ["Everest"]


# -- time sensitivity -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("language", "question"),
    [
        ("de", "Wie wird das Wetter heute"),
        ("de", "Was ist aktuell in den Nachrichten"),
        ("fr", "Quel temps fait-il aujourd'hui"),
        ("fr", "Quel temps fait-il aujourd\u2019hui"),
        ("fr", "Que se passe-t-il en ce moment à Paris"),
        ("es", "¿Qué pasa hoy en Madrid?"),
        ("nl", "Wat gebeurt er vandaag in Utrecht"),
        ("it", "Che tempo fa oggi a Roma"),
        ("pt", "O que acontece hoje em Lisboa"),
        ("da", "Hvad sker der i dag i København"),
    ],
)
def test_freshness_cues_make_a_question_time_sensitive(language, question) -> None:
    assert is_time_sensitive(question, language)


@pytest.mark.parametrize(
    ("language", "question"),
    [
        ("de", "Wer hat den Eiffelturm gebaut"),
        ("fr", "Qui a construit la tour Eiffel"),
        ("es", "¿Quién pintó la Mona Lisa?"),
        ("nl", "Wie schilderde de Nachtwacht"),
        ("it", "Chi ha dipinto la Gioconda"),
        ("pt", "Quem descobriu o Brasil"),
        ("da", "Hvem byggede Rundetårn"),
    ],
)
def test_a_timeless_question_is_not_time_sensitive(language, question) -> None:
    assert not is_time_sensitive(question, language)


# -- multi-part questions -------------------------------------------------------------


@pytest.mark.parametrize(
    ("language", "question", "parts"),
    [
        (
            "de",
            "Wer hat den Eiffelturm entworfen und wer hat die Mona Lisa gemalt?",
            ["Wer hat den Eiffelturm entworfen", "wer hat die Mona Lisa gemalt"],
        ),
        (
            "fr",
            "Quelle est la capitale du Canada et qui a peint la Joconde ?",
            ["Quelle est la capitale du Canada", "qui a peint la Joconde"],
        ),
        (
            "es",
            "¿Cuál es la capital de Perú y quién pintó el Guernica?",
            ["¿Cuál es la capital de Perú", "quién pintó el Guernica"],
        ),
        (
            "nl",
            "Wat is de hoofdstad van Canada en wie schilderde de Nachtwacht?",
            ["Wat is de hoofdstad van Canada", "wie schilderde de Nachtwacht"],
        ),
        (
            "it",
            "Qual è la capitale del Canada e chi ha dipinto la Gioconda?",
            ["Qual è la capitale del Canada", "chi ha dipinto la Gioconda"],
        ),
        (
            "pt",
            "Qual é a capital do Canadá e o que significa saudade?",
            ["Qual é a capital do Canadá", "o que significa saudade"],
        ),
        (
            "da",
            "Hvad er hovedstaden i Canada og hvem malede Mona Lisa?",
            ["Hvad er hovedstaden i Canada", "hvem malede Mona Lisa"],
        ),
    ],
)
def test_two_questions_joined_by_and_split(language, question, parts) -> None:
    assert decompose(question, language) == parts
    assert classify(question, language).rule == "multi_part"


@pytest.mark.parametrize(
    ("language", "question"),
    [
        (
            "de",
            "Wie lang ist die Grenze zwischen Frankreich und wie viel davon liegt in Spanien",
        ),
        ("de", "Wie lang ist die Grenze zwischen Frankreich und Spanien"),
        ("de", "Wer hat den Turm entworfen und gebaut"),
        (
            "fr",
            "Quelle est la longueur de la frontière entre la France et quelle partie longe les Pyrénées",
        ),
        (
            "es",
            "¿Cuánto mide la frontera entre España y qué parte recorre los Pirineos",
        ),
        ("nl", "Hoe lang is de grens tussen Nederland en welk deel volgt de Maas"),
        ("it", "Quanto è lungo il confine tra Italia e quale parte segue le Alpi"),
        (
            "pt",
            "Qual é o comprimento da fronteira entre Portugal e que parte segue o rio Minho",
        ),
        ("da", "Hvor lang er grænsen mellem Danmark og hvilken del følger Kongeåen"),
    ],
)
def test_parts_that_belong_together_stay_one_question(language, question) -> None:
    assert decompose(question, language) == [question]


# -- the Wikipedia edition follows the question --------------------------------------


@pytest.fixture
async def session() -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession() as client_session:
        yield client_session


@pytest.fixture
async def wiki() -> AsyncIterator[tuple[WikipediaScript, str]]:
    script = WikipediaScript()
    script.add("en", EIFFEL_TOWER)
    script.add("de", EIFFELTURM)
    script.add("fr", TOUR_EIFFEL)
    script.add("es", TORRE_EIFFEL)
    async with start_wikipedia(script) as url:
        yield script, url


def german_household(session: aiohttp.ClientSession, url: str) -> BuiltinRouter:
    sources = build_sources(
        session, SourceSettings(language="de", wikipedia_url=url + "/{lang}")
    )
    return BuiltinRouter(sources, language="de")


@pytest.mark.parametrize(
    ("language", "question", "edition", "article"),
    [
        ("fr", "Qui a construit la tour Eiffel ?", "fr", "fer puddlé"),
        ("fr-CA", "Qui a construit la tour Eiffel ?", "fr", "fer puddlé"),
        ("es", "¿Quién construyó la torre Eiffel?", "es", "hierro pudelado"),
        ("de", "Wie hoch ist der Eiffelturm?", "de", "Eisenfachwerkturm"),
        ("en", "How tall is the Eiffel Tower?", "en", "wrought-iron"),
        # No edition in that language: the household's.
        ("tlh", "Eiffelturm", "de", "Eisenfachwerkturm"),
    ],
)
async def test_the_edition_asked_is_the_questions_language(
    session, wiki, language, question, edition, article
) -> None:
    script, url = wiki
    router = german_household(session, url)

    routed = await router.route_and_search(question, language=language)

    assert {r.path for r in script.requests} == {f"/{edition}/w/api.php"}
    assert article in routed.retrieval.result
    assert routed.decision.language == language.split("-")[0]


async def test_a_household_without_an_edition_reads_english(session, wiki) -> None:
    script, url = wiki
    source = WikipediaSource(session, language="tlh", base_url=url + "/{lang}")
    router = BuiltinRouter([source], language="tlh")

    retrieval = await router.search("eiffel tower")

    assert {r.path for r in script.requests} == {"/en/w/api.php"}
    assert "wrought-iron" in retrieval.result


async def test_a_french_request_in_a_german_household_hears_french(
    session, wiki
) -> None:
    script, url = wiki
    engine = AnswerEngine(german_household(session, url), EngineOptions(language="de"))

    french = await engine.answer("Qui a construit la tour Eiffel ?", language="fr")
    german = await engine.answer("Wie hoch ist der Eiffelturm?")

    assert "fer puddlé" in french.speech
    assert "Eisenfachwerkturm" in german.speech
    assert [r.path for r in script.requests].count("/fr/w/api.php") >= 1
    assert {r.path for r in script.requests} == {"/fr/w/api.php", "/de/w/api.php"}


@pytest.mark.parametrize(
    ("language", "question", "group"),
    [
        ("fr", "Comment détartrer mon lave-vaisselle ?", "documents"),
        ("es", "¿Cuáles son las noticias de hoy?", "news"),
        ("nl", "Hoe ontkalk ik mijn koffiemachine?", "documents"),
        ("it", "Quanto costa un biglietto, prezzo?", "web"),
        ("pt", "Quais são as notícias de hoje?", "news"),
        ("da", "Hvordan afkalker jeg min kaffemaskine?", "documents"),
    ],
)
async def test_source_cues_are_read_in_the_questions_language(
    session, wiki, language, question, group
) -> None:
    _, url = wiki
    router = german_household(session, url)

    routed = await router.route_and_search(question, language=language)

    selected = next(e for e in routed.events if e.kind == "sources_selected")
    assert group in selected.data["cues"]
