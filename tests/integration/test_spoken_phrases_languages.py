"""What a household hears in its own language: the engine's spoken phrases per language.

Every phrase the engine says itself (nothing found, the knowledge service down, the
honest miss, nothing heard, the apology, "According to …" with its source names and
list joiner) comes from ``translations/<language>.json`` through Home Assistant's
translation loader. Each is asserted through a real conversation turn against the
stub router (and the Ollama stand-in where a model writes the answer), in every
language the integration ships; a language without a file hears English, a regional
code its base language.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final
from unittest.mock import patch

import pytest

from custom_components.grounded_answers.const import DOMAIN
from custom_components.grounded_answers.engine.retrieve.fusion import format_sections
from custom_components.grounded_answers.engine.sources_registry import (
    ENGLISH_SOURCE_NAMES,
)
from custom_components.grounded_answers.phrases import async_spoken_phrases
from tests.stubs import router_server

from .conftest import configure_model
from .test_conversation import ask, spoken

if TYPE_CHECKING:
    from homeassistant.core import HomeAssistant
    from pytest_homeassistant_custom_component.common import MockConfigEntry

    from .conftest import Ollama, Router


@dataclass(frozen=True)
class Household:
    """What a household asks in one language, and what it must hear."""

    # A question the router is asked (it fails or knows nothing about it).
    question: str
    # A question about something that does not exist.
    unknown: str
    nothing_found: str
    router_unavailable: str
    honest_miss: str
    nothing_heard: str
    apology: str
    # Fused news and web material, and a model reply made of its two sentences.
    news: str
    web: str
    # More of the news section, which the reply leaves out.
    more: str
    # "According to the news and a web search.": both names and the list joiner.
    attribution: str


HOUSEHOLDS: Final = {
    "de": Household(
        question="was ist Molybdän",
        unknown="wer ist zorblax",
        nothing_found="Dazu habe ich nichts gefunden.",
        router_unavailable="Ich konnte den Wissensdienst nicht erreichen.",
        honest_miss="Die gefundenen Quellen beantworten das nicht.",
        nothing_heard="Entschuldigung, das habe ich nicht verstanden.",
        apology="Entschuldigung, beim Beantworten ist etwas schiefgelaufen.",
        news="Die Besatzung von Artemis II ist sicher im Pazifik gelandet.",
        web="SpaceX meldet, dass der Testflug von Starship die Umlaufbahn erreicht hat.",
        more="Vorher hatte die Besatzung den Mond umrundet und viele Fotos gemacht.",
        attribution="Laut den Nachrichten und einer Websuche.",
    ),
    "fr": Household(
        question="qu'est-ce que le molybdène",
        unknown="qui est zorblax",
        nothing_found="Je n'ai rien trouvé à ce sujet.",
        router_unavailable="Je n'ai pas pu joindre le service de connaissances.",
        honest_miss="Les sources trouvées ne répondent pas à cette question.",
        nothing_heard="Désolé, je n'ai pas compris.",
        apology="Désolé, quelque chose s'est mal passé pendant que je répondais.",
        news="L'équipage d'Artemis II a amerri sans encombre dans le Pacifique.",
        web="SpaceX annonce que le vol d'essai de Starship a atteint l'orbite.",
        more="Auparavant, l'équipage avait fait le tour de la Lune et pris de nombreuses photos.",
        attribution="D'après les actualités et une recherche sur le web.",
    ),
    "es": Household(
        question="qué es el molibdeno",
        unknown="quién es zorblax",
        nothing_found="No he encontrado nada sobre eso.",
        router_unavailable="No he podido conectar con el servicio de conocimiento.",
        honest_miss="Las fuentes encontradas no responden a esa pregunta.",
        nothing_heard="Perdona, no te he entendido.",
        apology="Perdona, algo ha salido mal al responder.",
        news="La tripulación de Artemis II amerizó sin problemas en el Pacífico.",
        web="SpaceX informa de que el vuelo de prueba de Starship alcanzó la órbita.",
        more="Antes, la tripulación había rodeado la Luna y había tomado muchas fotografías.",
        attribution="Según las noticias y una búsqueda en internet.",
    ),
    "nl": Household(
        question="wat is molybdeen",
        unknown="wie is zorblax",
        nothing_found="Ik heb daar niets over gevonden.",
        router_unavailable="Ik kon de kennisdienst niet bereiken.",
        honest_miss="De gevonden bronnen geven hier geen antwoord op.",
        nothing_heard="Sorry, dat verstond ik niet.",
        apology="Sorry, er ging iets mis bij het beantwoorden.",
        news="De bemanning van Artemis II is veilig in de Stille Oceaan geland.",
        web="SpaceX meldt dat de testvlucht van Starship de baan om de aarde bereikte.",
        more="Daarvoor was de bemanning om de maan gevlogen en had ze veel foto's gemaakt.",
        attribution="Volgens het nieuws en een zoekopdracht op internet.",
    ),
    "it": Household(
        question="che cos'è il molibdeno",
        unknown="chi è zorblax",
        nothing_found="Non ho trovato nulla a riguardo.",
        router_unavailable="Non riesco a raggiungere il servizio di conoscenza.",
        honest_miss="Le fonti trovate non rispondono a questa domanda.",
        nothing_heard="Scusa, non ho capito.",
        apology="Scusa, qualcosa è andato storto mentre rispondevo.",
        news="L'equipaggio di Artemis II è ammarato senza problemi nel Pacifico.",
        web="SpaceX comunica che il volo di prova di Starship ha raggiunto l'orbita.",
        more="Prima l'equipaggio aveva girato intorno alla Luna e scattato molte fotografie.",
        attribution="Secondo le notizie e una ricerca sul web.",
    ),
    "pt": Household(
        question="o que é o molibdénio",
        unknown="quem é zorblax",
        nothing_found="Não encontrei nada sobre isso.",
        router_unavailable="Não consegui falar com o serviço de conhecimento.",
        honest_miss="As fontes encontradas não respondem a essa pergunta.",
        nothing_heard="Desculpe, não entendi.",
        apology="Desculpe, ocorreu um erro ao responder.",
        news="A tripulação da Artemis II amarou em segurança no Pacífico.",
        web="A SpaceX informa que o voo de teste da Starship chegou à órbita.",
        more="Antes, a tripulação tinha dado a volta à Lua e tirado muitas fotografias.",
        attribution="Segundo as notícias e uma pesquisa na web.",
    ),
}
LANGUAGES: Final = sorted(HOUSEHOLDS)
ENGLISH: Final = {
    "nothing_found": "I couldn't find anything about that.",
    "router_unavailable": "I couldn't reach the knowledge service.",
}
# Proper names a language may speak as English does.
PROPER_NAMES: Final = frozenset({"wikipedia"})


def fused(household: Household) -> str:
    """Return news and web material as a fusing router sends it."""
    return format_sections(
        [
            ("news", f"**Artemis II** (Agencia)\n{household.news} {household.more}"),
            ("web", f"**Starship**\n{household.web}\nhttps://space.example/starship"),
        ]
    )


# --- the router down, or knowing nothing ----------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
async def test_router_down_and_nothing_found_in_the_households_language(
    hass: HomeAssistant, router: Router, agent_id: str, language: str
) -> None:
    household = HOUSEHOLDS[language]
    router.script.misbehave(router_server.server_error)
    result = await ask(hass, agent_id, household.question, language=language)
    assert spoken(result) == household.router_unavailable

    router.script.misbehave(None)  # the router's own "No results found"
    result = await ask(hass, agent_id, household.unknown, language=language)
    assert spoken(result) == household.nothing_found


@pytest.mark.parametrize(
    ("language", "base"),
    [
        ("fr-CA", "fr"),
        ("pt-BR", "pt"),
        ("es-MX", "es"),
        ("nl-BE", "nl"),
        ("it_CH", "it"),
    ],
)
async def test_a_regional_code_hears_its_base_language(
    hass: HomeAssistant, router: Router, agent_id: str, language: str, base: str
) -> None:
    household = HOUSEHOLDS[base]
    router.script.misbehave(router_server.server_error)
    result = await ask(hass, agent_id, household.question, language=language)
    assert spoken(result) == household.router_unavailable

    router.script.misbehave(None)
    result = await ask(hass, agent_id, household.unknown, language=language)
    assert spoken(result) == household.nothing_found


@pytest.mark.parametrize("language", ["sv", "sv-SE", "pl", "zh-Hant-TW"])
async def test_a_language_without_translations_hears_english(
    hass: HomeAssistant, router: Router, agent_id: str, language: str
) -> None:
    router.script.misbehave(router_server.server_error)
    result = await ask(hass, agent_id, "vad är molybden", language=language)
    assert spoken(result) == ENGLISH["router_unavailable"]

    router.script.misbehave(None)
    result = await ask(hass, agent_id, "vem är zorblax", language=language)
    assert spoken(result) == ENGLISH["nothing_found"]


async def test_the_request_language_wins_over_the_households(
    hass: HomeAssistant, router: Router, agent_id: str
) -> None:
    hass.config.language = "de"
    router.script.misbehave(router_server.server_error)
    result = await ask(hass, agent_id, HOUSEHOLDS["it"].question, language="it")
    assert spoken(result) == HOUSEHOLDS["it"].router_unavailable


# --- the service speaks the household's language, or the one asked for -----------------


async def call_ask(hass: HomeAssistant, **data: Any) -> dict[str, Any]:
    """Call grounded_answers.ask and return its response."""
    return await hass.services.async_call(
        DOMAIN, "ask", data, blocking=True, return_response=True
    )


@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_ask_service_speaks_the_configured_language(
    hass: HomeAssistant, setup_entry: MockConfigEntry, router: Router, language: str
) -> None:
    hass.config.language = language
    router.script.misbehave(router_server.server_error)
    response = await call_ask(hass, query=HOUSEHOLDS[language].question)
    assert response["speech"] == HOUSEHOLDS[language].router_unavailable


async def test_the_ask_service_speaks_the_language_asked_for(
    hass: HomeAssistant, setup_entry: MockConfigEntry, router: Router
) -> None:
    hass.config.language = "en"
    router.script.misbehave(router_server.server_error)
    response = await call_ask(hass, query=HOUSEHOLDS["pt"].question, language="pt-BR")
    assert response["speech"] == HOUSEHOLDS["pt"].router_unavailable


# --- nothing heard, and the apology ---------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
async def test_nothing_heard_in_the_households_language(
    hass: HomeAssistant, router: Router, agent_id: str, language: str
) -> None:
    result = await ask(hass, agent_id, "  ", language=language)
    assert spoken(result) == HOUSEHOLDS[language].nothing_heard
    assert router.script.requests == []


@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_apology_in_the_households_language(
    hass: HomeAssistant, setup_entry: MockConfigEntry, agent_id: str, language: str
) -> None:
    with patch.object(
        setup_entry.runtime_data.engine,
        "stream",
        side_effect=RuntimeError("engine bug"),
    ):
        result = await ask(
            hass, agent_id, HOUSEHOLDS[language].question, language=language
        )
    assert spoken(result) == HOUSEHOLDS[language].apology


# --- with a model: the honest miss, and the attribution --------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
async def test_honest_miss_in_the_households_language(
    hass: HomeAssistant,
    router: Router,
    agent_id: str,
    with_model: Ollama,
    language: str,
) -> None:
    household = HOUSEHOLDS[language]
    router.script.answer(household.question, fused(household), "fusion")
    with_model.script.reply("NOT_IN_SOURCES")

    result = await ask(hass, agent_id, household.question, language=language)

    assert spoken(result) == household.honest_miss


@pytest.mark.parametrize("language", LANGUAGES)
async def test_sources_are_named_in_the_households_language(
    hass: HomeAssistant,
    router: Router,
    agent_id: str,
    setup_entry: MockConfigEntry,
    ollama: Ollama,
    language: str,
) -> None:
    household = HOUSEHOLDS[language]
    await configure_model(hass, setup_entry, ollama, spoken_attribution="always")
    router.script.answer(household.question, fused(household), "fusion")
    ollama.script.reply(f"{household.news} {household.web} (news, web)")

    result = await ask(hass, agent_id, household.question, language=language)

    assert spoken(result) == f"{household.news} {household.web} {household.attribution}"


async def test_a_regional_code_names_the_sources_in_its_base_language(
    hass: HomeAssistant,
    router: Router,
    agent_id: str,
    setup_entry: MockConfigEntry,
    ollama: Ollama,
) -> None:
    household = HOUSEHOLDS["fr"]
    await configure_model(hass, setup_entry, ollama, spoken_attribution="always")
    router.script.answer(household.question, fused(household), "fusion")
    ollama.script.reply(f"{household.news} {household.web} (news, web)")

    result = await ask(hass, agent_id, household.question, language="fr-CA")

    assert spoken(result).endswith(f" {household.attribution}")


@pytest.mark.parametrize("language", LANGUAGES)
async def test_every_source_has_its_own_spoken_name(
    hass: HomeAssistant, setup_entry: MockConfigEntry, language: str
) -> None:
    """Every source a router may name is spoken in the language, not in English."""
    english = dict(ENGLISH_SOURCE_NAMES)
    names = dict((await async_spoken_phrases(hass, language)).source_names)

    assert names.keys() == english.keys()
    untranslated = {
        tag
        for tag, name in names.items()
        if name == english[tag] and tag not in PROPER_NAMES
    }
    assert untranslated == set()
