"""The honest miss in every supported language, heard through the whole engine.

A model told to say ``NOT_IN_SOURCES`` often says "the sources don't answer this" in
the user's language instead. Each such paraphrase (templates x subjects x negations,
written as small models say them) must be the honest miss: the translated sentence
is spoken, on the whole-reply and the streamed path, and nothing is cached. A real
answer that mentions what the sources lack is served.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product

import pytest

from custom_components.grounded_answers.engine.gates.honest_miss import is_honest_miss
from custom_components.grounded_answers.engine.options import EngineOptions
from custom_components.grounded_answers.engine.pipeline.engine import AnswerEngine
from custom_components.grounded_answers.engine.types import Outcome, SpokenPhrases
from scripts.evaluation import ScriptedRouter, ScriptedSynthesizer


@dataclass(frozen=True)
class Language:
    """One language's material, question, translated miss sentence and replies."""

    material: str  # a small manual page: the opening hours, no price
    question: str
    honest_miss: str  # what Home Assistant's translation says for the miss
    misses: tuple[str, ...]  # paraphrases of "the sources don't answer this"
    answers: tuple[str, ...]  # real answers that mention what the sources lack


def variants(
    subjects: list[tuple[str, ...]], templates: dict[str, list[str]], *fixed: str
) -> tuple[str, ...]:
    """Return every template with every subject and negation, then ``fixed``.

    A subject is its forms: ``s`` opens the sentence, ``d`` follows a preposition
    ("in den Quellen"), ``l`` stands after the verb ("Leider geben die Quellen …").
    """
    out = []
    for (template, negations), forms in product(templates.items(), subjects):
        names = ("s", "d", "l")[: len(forms)]
        for negation in negations:
            out.append(
                template.format(neg=negation, **dict(zip(names, forms, strict=False)))
            )
    return (*out, *fixed)


LANGUAGES = {
    "de": Language(
        material=(
            "Das Stadtmuseum liegt am Marktplatz in der Altstadt. Das Museum ist "
            "täglich von 9 bis 17 Uhr geöffnet. Führungen durch die Sammlung gibt es "
            "jeden Samstag um 11 Uhr. Die Sammlung zeigt Gemälde und Möbel aus drei "
            "Jahrhunderten der Stadtgeschichte."
        ),
        question="Was kostet der Eintritt ins Stadtmuseum?",
        honest_miss="Die gefundenen Quellen beantworten das nicht.",
        misses=variants(
            [
                ("Die Quellen", "den Quellen", "die Quellen"),
                (
                    "Die bereitgestellten Quellen",
                    "den bereitgestellten Quellen",
                    "die bereitgestellten Quellen",
                ),
                (
                    "Die vorliegenden Dokumente",
                    "den vorliegenden Dokumenten",
                    "die Texte",
                ),
                ("Die Suchergebnisse", "den Suchergebnissen", "die Suchergebnisse"),
            ],
            {
                "{s} beantworten diese Frage {neg}.": ["nicht", "leider nicht"],
                "{s} sagen {neg} dazu.": ["nichts", "leider nichts"],
                "{s} enthalten {neg} Informationen darüber.": ["keine", "leider keine"],
                "{s} nennen {neg} Preis.": ["keinen", "leider keinen"],
                "{s} erwähnen {neg}, wie viel der Eintritt kostet.": ["nicht"],
                "Dazu steht in {d} {neg}.": ["nichts", "leider nichts"],
                "In {d} finde ich dazu {neg}.": ["nichts", "keine Angaben"],
                "Aus {d} geht das {neg} hervor.": ["nicht", "leider nicht"],
                "Leider geben {l} darauf {neg}.": ["keine Antwort", "keine Auskunft"],
                "Tut mir leid, aber das steht {neg} in {d}.": ["nicht"],
            },
            "Die Quellen beantworten das nicht.",
            "Das weiß ich nicht.",
            "Ich weiß es leider nicht.",
            "Ich bin mir nicht sicher.",
            "Tut mir leid, aber das kann ich nicht beantworten.",
            "Es gibt keine Informationen darüber.",
            "Ich konnte dazu keine Angaben finden.",
            "Darüber wird in den Quellen nichts gesagt.",
            "Leider. Die Quellen beantworten das nicht.",
        ),
        answers=(
            "Die Quellen nennen keinen Preis, aber das Museum ist täglich von 9 bis "
            "17 Uhr geöffnet.",
            "Einen Preis nennen die Quellen nicht. Das Museum ist täglich von 9 bis "
            "17 Uhr geöffnet.",
            "Das Museum ist täglich von 9 bis 17 Uhr geöffnet. Einen Eintrittspreis "
            "nennen die Quellen nicht.",
            "Die Quellen nennen keinen Preis, aber die Öffnungszeiten sind 9 bis 17 Uhr.",
            "Zum Eintrittspreis steht nichts in der Anleitung, aber das Museum ist "
            "täglich von 9 bis 17 Uhr geöffnet.",
        ),
    ),
    "fr": Language(
        material=(
            "Le musée de la ville se trouve sur la place du marché, dans la vieille "
            "ville. Le musée est ouvert tous les jours de 9 h à 17 h. Des visites "
            "guidées de la collection ont lieu chaque samedi à 11 h. La collection "
            "présente des tableaux et des meubles de trois siècles d'histoire."
        ),
        question="Combien coûte l'entrée du musée de la ville ?",
        honest_miss="Les sources trouvées ne répondent pas à cette question.",
        misses=variants(
            [
                ("Les sources", "les sources"),
                ("Les sources fournies", "les sources fournies"),
                ("Les documents disponibles", "les documents disponibles"),
                ("Les résultats de recherche", "les résultats de recherche"),
            ],
            {
                "{s} ne répondent {neg} à cette question.": [
                    "pas",
                    "malheureusement pas",
                ],
                "{s} ne disent {neg} à ce sujet.": ["rien", "malheureusement rien"],
                "{s} ne mentionnent {neg} le prix.": ["pas", "nullement"],
                "{s} ne contiennent {neg} information sur le prix.": ["aucune"],
                "{s} n'indiquent {neg} combien coûte l'entrée.": ["pas"],
                "Cette information ne figure {neg} dans {d}.": ["pas"],
                "Ce n'est {neg} mentionné dans {d}.": ["pas"],
                "Je n'ai trouvé {neg} dans {d}.": ["rien", "aucune information"],
                "Désolé, mais {d} ne précisent {neg}.": ["pas", "rien"],
            },
            "Les sources ne répondent pas à cette question.",
            "Je ne sais pas.",
            "Désolé, je ne sais pas.",
            "Je ne suis pas sûr.",
            "Il n'y a aucune information à ce sujet dans les sources.",
            "Je ne peux pas répondre à cette question avec les sources fournies.",
            "Les documents n'en parlent pas.",
            "Malheureusement. Les sources ne disent rien à ce sujet.",
        ),
        answers=(
            "Les sources ne donnent pas le prix, mais le musée est ouvert tous les "
            "jours de 9 h à 17 h.",
            "Les sources ne mentionnent pas le prix. Le musée est ouvert tous les "
            "jours de 9 h à 17 h.",
            "Le musée est ouvert tous les jours de 9 h à 17 h. Les sources "
            "n'indiquent pas le prix d'entrée.",
            "Le tarif réduit n'est pas mentionné dans les sources, mais le musée est "
            "ouvert tous les jours de 9 h à 17 h.",
        ),
    ),
    "es": Language(
        material=(
            "El museo de la ciudad está en la plaza del mercado, en el casco antiguo. "
            "El museo abre todos los días de 9 a 17 horas. Hay visitas guiadas por la "
            "colección cada sábado a las 11. La colección muestra cuadros y muebles de "
            "tres siglos de historia de la ciudad."
        ),
        question="¿Cuánto cuesta la entrada al museo de la ciudad?",
        honest_miss="Las fuentes encontradas no responden a esto.",
        misses=variants(
            [
                ("Las fuentes", "las fuentes"),
                ("Las fuentes proporcionadas", "las fuentes proporcionadas"),
                ("Los documentos disponibles", "los documentos disponibles"),
                ("Los resultados de búsqueda", "los resultados de búsqueda"),
            ],
            {
                "{s} no dicen {neg} sobre esto.": ["nada", "absolutamente nada"],
                "{s} no responden a esta pregunta{neg}.": ["", " lamentablemente"],
                "{s} no mencionan {neg}.": ["el precio", "cuánto cuesta la entrada"],
                "{s} no contienen {neg} información sobre el precio.": ["ninguna"],
                "Eso no está en {d}{neg}.": ["", " disponibles"],
                "No hay información sobre esto en {d}{neg}.": ["", " consultadas"],
                "No encontré {neg} sobre eso en {d}.": ["información", "nada"],
                "Lo siento, pero {d} no especifican {neg}.": ["el precio", "nada"],
            },
            "Las fuentes no dicen nada sobre esto.",
            "No lo sé.",
            "Lo siento, no lo sé.",
            "No estoy seguro.",
            "No puedo responder a esa pregunta con las fuentes.",
            "La información no aparece en los documentos.",
            "Lamentablemente. Las fuentes no dicen nada sobre esto.",
        ),
        answers=(
            "Las fuentes no indican el precio, pero el museo abre todos los días de "
            "9 a 17 horas.",
            "Las fuentes no mencionan el precio. El museo abre todos los días de 9 a "
            "17 horas.",
            "El museo abre todos los días de 9 a 17 horas. Las fuentes no dicen nada "
            "del precio de la entrada.",
            "Las fuentes no dicen nada sobre la tarifa reducida, pero el museo abre "
            "todos los días de 9 a 17 horas.",
        ),
    ),
    "nl": Language(
        material=(
            "Het stadsmuseum ligt aan de Markt in de oude binnenstad. Het museum is "
            "elke dag open van 9 tot 17 uur. Elke zaterdag om 11 uur is er een "
            "rondleiding door de collectie. De collectie toont schilderijen en meubels "
            "uit drie eeuwen stadsgeschiedenis."
        ),
        question="Hoeveel kost de toegang tot het stadsmuseum?",
        honest_miss="De gevonden bronnen geven hier geen antwoord op.",
        misses=variants(
            [
                ("De bronnen", "de bronnen"),
                ("De aangeleverde bronnen", "de aangeleverde bronnen"),
                ("De beschikbare documenten", "de beschikbare documenten"),
                ("De zoekresultaten", "de zoekresultaten"),
            ],
            {
                "{s} geven hier {neg} antwoord op.": ["geen", "helaas geen"],
                "{s} zeggen hier {neg} over.": ["niets", "helaas niets"],
                "{s} vermelden {neg} prijs.": ["geen", "helaas geen"],
                "{s} vermelden {neg} hoeveel de toegang kost.": ["niet"],
                "{s} bevatten daar {neg} informatie over.": ["geen"],
                "In {d} staat daar {neg} over.": ["niets", "helaas niets"],
                "Dat staat {neg} in {d}.": ["niet", "helaas niet"],
                "Sorry, maar ik kan dat {neg} vinden in {d}.": ["niet", "nergens"],
            },
            "De bronnen geven hier geen antwoord op.",
            "Dat weet ik niet.",
            "Ik weet het niet.",
            "Ik weet het niet zeker.",
            "Ik kan deze vraag niet beantwoorden op basis van de bronnen.",
            "Er is geen informatie over te vinden.",
            "Ik heb daar geen informatie over gevonden.",
            "Helaas. De bronnen zeggen hier niets over.",
        ),
        answers=(
            "De bronnen noemen geen prijs, maar het museum is elke dag open van 9 tot "
            "17 uur.",
            "De bronnen noemen geen prijs. Het museum is elke dag open van 9 tot 17 "
            "uur.",
            "Het museum is elke dag open van 9 tot 17 uur. Een toegangsprijs staat "
            "niet in de bronnen.",
            "Over kortingstarieven zeggen de bronnen niets, maar het museum is elke "
            "dag open van 9 tot 17 uur.",
        ),
    ),
    "it": Language(
        material=(
            "Il museo civico si trova in piazza del mercato, nel centro storico. Il "
            "museo è aperto tutti i giorni dalle 9 alle 17. Ogni sabato alle 11 c'è "
            "una visita guidata della collezione. La collezione mostra dipinti e "
            "mobili di tre secoli di storia della città."
        ),
        question="Quanto costa l'ingresso al museo civico?",
        honest_miss="Le fonti trovate non rispondono a questa domanda.",
        misses=variants(
            [
                ("Le fonti", "nelle fonti"),
                ("Le fonti fornite", "nelle fonti fornite"),
                ("I documenti disponibili", "nei documenti disponibili"),
                ("I risultati della ricerca", "nei risultati della ricerca"),
            ],
            {
                "{s} non rispondono a questa domanda{neg}.": ["", " purtroppo"],
                "{s} non dicono {neg} al riguardo.": ["nulla", "niente"],
                "{s} non menzionano {neg}.": ["il prezzo", "quanto costa l'ingresso"],
                "{s} non contengono {neg} informazione sul prezzo.": ["alcuna"],
                "Questo non è {neg} {d}.": ["indicato", "riportato"],
                "Non ci sono informazioni su questo {d}{neg}.": ["", " consultate"],
                "Non ho trovato {neg} {d}.": ["nulla", "informazioni"],
                "Mi dispiace, ma {d} non si parla {neg} del prezzo.": ["affatto"],
            },
            "Le fonti non rispondono a questa domanda.",
            "Non lo so.",
            "Mi dispiace, non lo so.",
            "Non sono sicuro.",
            "Non posso rispondere a questa domanda con le fonti fornite.",
            "Le fonti non ne parlano.",
            "Purtroppo. Le fonti non dicono nulla al riguardo.",
        ),
        answers=(
            "Le fonti non indicano il prezzo, ma il museo è aperto tutti i giorni "
            "dalle 9 alle 17.",
            "Le fonti non indicano il prezzo. Il museo è aperto tutti i giorni dalle "
            "9 alle 17.",
            "Il museo è aperto tutti i giorni dalle 9 alle 17. Le fonti non indicano "
            "il prezzo dell'ingresso.",
            "Le fonti non dicono nulla sulla tariffa ridotta, ma il museo è aperto "
            "tutti i giorni dalle 9 alle 17.",
        ),
    ),
    "pt": Language(
        material=(
            "O museu da cidade fica na praça do mercado, no centro histórico. O museu "
            "abre todos os dias das 9 às 17 horas. Há uma visita guiada à coleção "
            "todos os sábados às 11 horas. A coleção mostra pinturas e móveis de três "
            "séculos de história da cidade."
        ),
        question="Quanto custa a entrada no museu da cidade?",
        honest_miss="As fontes encontradas não respondem a isso.",
        misses=variants(
            [
                ("As fontes", "nas fontes"),
                ("As fontes fornecidas", "nas fontes fornecidas"),
                ("Os documentos disponíveis", "nos documentos disponíveis"),
                ("Os resultados da pesquisa", "nos resultados da pesquisa"),
            ],
            {
                "{s} não respondem a isso{neg}.": ["", " infelizmente"],
                "{s} não dizem {neg} sobre isso.": ["nada", "absolutamente nada"],
                "{s} não mencionam {neg}.": ["o preço", "quanto custa a entrada"],
                "{s} não contêm {neg} informação sobre o preço.": ["nenhuma"],
                "Isso não está {d}{neg}.": ["", " consultadas"],
                "Não há informações sobre isso {d}{neg}.": ["", " consultadas"],
                "Não encontrei {neg} {d}.": ["nada", "informações"],
                "Desculpe, mas {d} não se fala {neg} do preço.": ["nada"],
            },
            "As fontes não respondem a isso.",
            "Não sei.",
            "Desculpe, não sei.",
            "Não tenho certeza.",
            "Não posso responder a essa pergunta com base nas fontes.",
            "As fontes não falam sobre isso.",
            "Infelizmente. As fontes não dizem nada sobre isso.",
        ),
        answers=(
            "As fontes não indicam o preço, mas o museu abre todos os dias das 9 às "
            "17 horas.",
            "As fontes não indicam o preço. O museu abre todos os dias das 9 às 17 "
            "horas.",
            "O museu abre todos os dias das 9 às 17 horas. As fontes não mencionam o "
            "preço da entrada.",
            "As fontes não dizem nada sobre a tarifa reduzida, mas o museu abre todos "
            "os dias das 9 às 17 horas.",
        ),
    ),
    "da": Language(
        material=(
            "Bymuseet ligger ved torvet i den gamle bydel. Museet har åbent hver dag "
            "fra 9 til 17. Der er rundvisning i samlingen hver lørdag klokken 11. "
            "Samlingen viser malerier og møbler fra tre århundreders byhistorie."
        ),
        question="Hvad koster entréen til bymuseet?",
        honest_miss="De fundne kilder svarer ikke på det.",
        misses=variants(
            [
                ("Kilderne", "kilderne", "kilderne"),
                ("De angivne kilder", "de angivne kilder", "de angivne kilder"),
                ("Dokumenterne", "dokumenterne", "dokumenterne"),
                ("Søgeresultaterne", "søgeresultaterne", "søgeresultaterne"),
            ],
            {
                "{s} svarer {neg} på det.": ["ikke", "desværre ikke"],
                "{s} siger {neg} om det.": ["intet", "ingenting"],
                "{s} nævner {neg} pris.": ["ingen", "desværre ingen"],
                "{s} nævner {neg}, hvad entréen koster.": ["ikke"],
                "Det står {neg} i {d}.": ["ikke", "desværre ikke"],
                "Det fremgår {neg} af {d}.": ["ikke"],
                "Desværre indeholder {l} {neg} oplysninger om det.": ["ingen"],
                "Beklager, men jeg kan {neg} finde det i {d}.": ["ikke"],
            },
            "Kilderne svarer ikke på det.",
            "Det ved jeg ikke.",
            "Jeg ved det ikke.",
            "Jeg er ikke sikker.",
            "Der er ingen oplysninger om det i kilderne.",
            "Jeg kan ikke svare på det ud fra kilderne.",
            "Jeg fandt ingen oplysninger om det.",
            "Beklager. Kilderne siger intet om det.",
        ),
        answers=(
            "Kilderne nævner ingen pris, men museet har åbent hver dag fra 9 til 17.",
            "Kilderne nævner ingen pris. Museet har åbent hver dag fra 9 til 17.",
            "Museet har åbent hver dag fra 9 til 17. En pris står ikke i kilderne.",
            "Om rabatpriser siger kilderne intet, men museet har åbent hver dag fra 9 "
            "til 17.",
        ),
    ),
}
MISS_CASES = [
    (code, reply) for code, language in LANGUAGES.items() for reply in language.misses
]
ANSWER_CASES = [
    (code, reply) for code, language in LANGUAGES.items() for reply in language.answers
]


def engine(code: str, reply: str) -> AnswerEngine:
    """Return the whole engine, router and model scripted; the household is English."""
    return AnswerEngine(
        ScriptedRouter(LANGUAGES[code].material, "documents"),
        EngineOptions(route_queries=False),
        ScriptedSynthesizer(reply),
    )


def phrases(code: str) -> SpokenPhrases:
    """Return the spoken sentences Home Assistant's translation gives ``code``."""
    return SpokenPhrases(honest_miss=LANGUAGES[code].honest_miss)


async def spoken_stream(answering: AnswerEngine, code: str) -> tuple[list[str], object]:
    """Stream the question in ``code``; return what was spoken and the result."""
    stream = answering.stream(
        LANGUAGES[code].question, phrases=phrases(code), language=code
    )
    return [delta async for delta in stream], stream.result


@pytest.mark.parametrize(("code", "reply"), MISS_CASES)
async def test_a_paraphrase_is_the_translated_honest_miss_never_cached(
    code: str, reply: str
) -> None:
    answering = engine(code, f"{reply} (documents)")
    ask = LANGUAGES[code].question
    first = await answering.answer(ask, phrases=phrases(code), language=code)
    second = await answering.answer(ask, phrases=phrases(code), language=code)
    assert first.outcome is Outcome.HONEST_MISS
    assert first.speech == LANGUAGES[code].honest_miss
    assert first.answer_sources == []
    assert not second.cached
    assert second.outcome is Outcome.HONEST_MISS
    assert len(answering.synthesizer.requests) == 2


@pytest.mark.parametrize(("code", "reply"), MISS_CASES)
async def test_a_streamed_paraphrase_speaks_only_the_translated_miss(
    code: str, reply: str
) -> None:
    deltas, result = await spoken_stream(engine(code, reply), code)
    assert deltas == [LANGUAGES[code].honest_miss]
    assert result.outcome is Outcome.HONEST_MISS


@pytest.mark.parametrize(("code", "reply"), ANSWER_CASES)
async def test_an_answer_that_mentions_a_lack_is_served(code: str, reply: str) -> None:
    answering = engine(code, f"{reply} (documents)")
    ask = LANGUAGES[code].question
    result = await answering.answer(ask, phrases=phrases(code), language=code)
    assert result.outcome is Outcome.SERVED
    assert result.speech.startswith(reply)
    assert LANGUAGES[code].honest_miss not in result.speech
    again = await answering.answer(ask, phrases=phrases(code), language=code)
    assert again.cached


@pytest.mark.parametrize(("code", "reply"), ANSWER_CASES)
async def test_a_streamed_answer_that_mentions_a_lack_is_served(
    code: str, reply: str
) -> None:
    deltas, result = await spoken_stream(engine(code, reply), code)
    assert result.outcome is Outcome.SERVED
    assert "".join(deltas) == result.speech
    assert result.speech.startswith(reply)


@pytest.mark.parametrize("code", [*LANGUAGES, "en", "sv", "ja"])
@pytest.mark.parametrize("reply", ["NOT_IN_SOURCES", "not\\_in\\_sources."])
async def test_the_token_is_the_miss_in_every_language(code: str, reply: str) -> None:
    sentence = LANGUAGES[code].honest_miss if code in LANGUAGES else "Ingen svar."
    answering = engine("de", reply)
    result = await answering.answer(
        "Was kostet der Eintritt?",
        phrases=SpokenPhrases(honest_miss=sentence),
        language=code,
    )
    assert (result.outcome, result.speech) == (Outcome.HONEST_MISS, sentence)


@pytest.mark.parametrize(
    ("text", "language", "miss"),
    [
        # A regional code reads its language's table; one without a table, English's.
        ("Dazu steht in den Quellen nichts.", "de-CH", True),
        ("As fontes não respondem a isso.", "pt_BR", True),
        ("The sources don't answer this.", "sv", True),
        ("Kilderne svarer ikke på det.", "da-DK", True),
        # Each language has its own table: none is applied to another language.
        ("Dazu steht in den Quellen nichts.", "en", False),
        ("Las fuentes no dicen nada sobre esto.", "it", False),
        # Framing ("according to the sources …") and "only" are answers, not misses.
        ("Den Quellen zufolge gibt es keinen Aufzug.", "de", False),
        ("Laut den Quellen ist das Museum montags nicht geöffnet.", "de", False),
        ("Die Quellen sagen, dass der Turm nicht mehr steht.", "de", False),
        ("Selon les sources, le musée n'est pas ouvert le lundi.", "fr", False),
        ("Les sources ne mentionnent que le prix.", "fr", False),
        ("Según los documentos no se incluye el IVA.", "es", False),
        ("Volgens de bronnen is het museum op maandag niet open.", "nl", False),
        ("De bronnen zeggen dat het museum niet open is.", "nl", False),
        ("Secondo le fonti il museo non apre il lunedì.", "it", False),
        ("As fontes só mencionam o horário.", "pt", False),
        ("Ifølge kilderne har museet ikke åbent om mandagen.", "da", False),
        # A negative answer that does not speak of the sources is an answer.
        ("Es gibt keinen Aufzug zum obersten Stock.", "de", False),
        ("Il n'y a pas d'ascenseur.", "fr", False),
        ("No hay ascensor en la torre.", "es", False),
        ("Er is geen lift.", "nl", False),
        ("Non c'è un ascensore.", "it", False),
        ("Não há elevador.", "pt", False),
        ("Der er ingen elevator.", "da", False),
        ("Ich kann die Tür nicht öffnen.", "de", False),
        ("Je ne peux pas ouvrir la porte.", "fr", False),
    ],
)
def test_the_table_of_the_request_language_decides(
    text: str, language: str, miss: bool
) -> None:
    assert is_honest_miss(text, language) is miss


def test_an_abbreviation_does_not_cut_a_paraphrase_in_two() -> None:
    # Read with the one sentence splitter: "z. B." ends no sentence, so a miss
    # paraphrase holding one is one sentence, and the miss (a split after "z."
    # left "B. in den Quellen nichts." as a sentence of its own).
    assert is_honest_miss("Dazu steht z. B. in den Quellen nichts.", "de")
    assert is_honest_miss("Dazu steht in den Quellen nichts.", "de")
