r"""Build tests/eval/conflicts.jsonl: sources that disagree, named or not (issue 16).

Each scenario is two sections of different sources in the real fusion format
(``format_sections``) that give one qualifier different values - a height, a founding
year, a price - in one of the eight languages the engine reads (en de fr es nl it pt
da). Every scenario yields the same generated variants of the model's reply:

- ``named-before`` / ``named-after`` / ``named-apart``: each value with its own source
  (the name before its value, after it, or one sentence per source) -> served, both
  values spoken;
- ``swapped-before`` / ``swapped-after`` / ``swapped-apart``: the same sentences with
  the two values exchanged, so each is given to the other source -> rejected
  (``numeric``: the value is not where the material puts it);
- ``named-unnamed`` / ``swapped-unnamed``: the first value in a clause that names no
  source, the second named (``unnamed``: "330 metres tall including its antennas,
  while a web search gives 324") -> served; exchanged -> rejected (``numeric``: the
  named value is the other source's);
- ``invented``: one value the material does not state -> rejected (``numeric``);
- ``no-model``: no model configured -> skipped; the spoken fallback says the sentence
  of each source, so both values are heard;
- ``reworded-no-model`` / ``reworded-rejected``: the question asked with a word that
  is not the material's qualifier (``reworded``: "how high" for "tall", "Höhe" for
  "hoch", the noun "Gründung" for "gegründet"), without a model and after the
  swapped reply -> both values heard all the same;
- ``alone-no-model`` / ``alone-rejected``: the same, on material whose first source
  says its value with a pronoun (``alone``: "it is 330 metres tall"), so that
  sentence shares no word with the question: the rival of the sentence chosen is
  heard because it disagrees, not because it relates to the question.

A rejected reply is replaced by the same fallback, so its speech holds both values too.
The source names in the replies are what a model writes in that language (the
engine's spoken names, or a paraphrase: "the encyclopedia", "laut Lexikon").

Run:  .venv/bin/python tests/eval/build_conflicts.py
It rewrites conflicts.jsonl; the generated lines are committed. Rerun it after editing
a scenario.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, replace
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from custom_components.grounded_answers.engine.retrieve.fusion import (  # noqa: E402
    format_sections,
)

SET = REPO / "tests" / "eval" / "conflicts.jsonl"


@dataclass(frozen=True)
class Scenario:
    """Two sources, one qualifier, two values; the replies as templates."""

    name: str
    language: str
    query: str
    first: tuple[str, str]  # (source tag, body with {a})
    second: tuple[str, str]  # (source tag, body with {b})
    a: str  # the first source's value, as written
    b: str  # the second source's
    invented: str  # a value neither states
    before: str  # reply naming each source before its value: {a} then {b}
    after: str  # naming each source after its value
    apart: str  # one sentence per source
    # The question asked another way: a word the material's qualifier is not (a
    # synonym, the noun: "how high" for "tall", "Höhe" for "hoch").
    reworded: str = ""
    # The first source's value sentence with a pronoun for its subject: (as written,
    # instead), so it shares no word with ``reworded`` (None: none reads naturally).
    alone: tuple[str, str] | None = None
    # A reply naming the second source only: the first value is said in a clause of
    # its own with no name, and judged by ordinary numeric binding ("" : none).
    unnamed: str = ""


SCENARIOS: tuple[Scenario, ...] = (
    # ---- heights: the encyclopedia against a web page ----
    Scenario(
        "height",
        "en",
        "how tall is the eiffel tower",
        (
            "kiwix",
            "The Eiffel Tower is a wrought-iron lattice tower in Paris. With its "
            "antennas, the tower is {a} metres tall; it was completed in 1889.",
        ),
        (
            "web",
            "**Eiffel Tower: facts and figures**\nThe Eiffel Tower is {b} metres tall "
            "and welcomes around 7 million visitors a year.\nhttps://example.org/eiffel",
        ),
        "330",
        "324",
        "320",
        "The offline encyclopedia says the Eiffel Tower is {a} metres tall, while a "
        "web search gives {b} metres. (kiwix, web)",
        "The Eiffel Tower is {a} metres tall according to the encyclopedia, and {b} "
        "metres according to a web page. (kiwix, web)",
        "The encyclopedia gives the tower a height of {a} metres. A web search says it "
        "is {b} metres tall. (kiwix, web)",
        "how high is the eiffel tower",
        ("the tower is {a}", "it is {a}"),
        unnamed="The Eiffel Tower is {a} metres tall including its antennas, while a web "
        "search gives {b} metres. (kiwix, web)",
    ),
    Scenario(
        "height",
        "de",
        "Wie hoch ist der Eiffelturm?",
        (
            "kiwix",
            "Der Eiffelturm ist ein Gitterturm aus Schmiedeeisen in Paris. Mit seinen "
            "Antennen ist der Turm {a} Meter hoch; er wurde 1889 fertiggestellt.",
        ),
        (
            "web",
            "**Eiffelturm: Zahlen und Fakten**\nDer Eiffelturm ist {b} Meter hoch und "
            "zählt rund 7 Millionen Besucher im Jahr.\nhttps://example.de/eiffelturm",
        ),
        "330",
        "324",
        "320",
        "Laut der Offline-Enzyklopädie ist der Eiffelturm {a} Meter hoch, eine "
        "Websuche nennt dagegen {b} Meter. (kiwix, web)",
        "Der Eiffelturm ist {a} Meter hoch laut dem Lexikon und {b} Meter laut einer "
        "Webseite. (kiwix, web)",
        "Laut der Enzyklopädie ist der Eiffelturm mit seinen Antennen {a} Meter hoch. "
        "Laut einer Websuche ist der Eiffelturm {b} Meter hoch. (kiwix, web)",
        "Welche Höhe hat der Eiffelturm?",
        ("ist der Turm {a}", "ist er {a}"),
        unnamed="Der Eiffelturm ist mit seinen Antennen {a} Meter hoch, eine Websuche nennt "
        "dagegen {b} Meter. (kiwix, web)",
    ),
    Scenario(
        "height",
        "fr",
        "Quelle est la hauteur de la tour Eiffel ?",
        (
            "kiwix",
            "La tour Eiffel est une tour de fer puddlé située à Paris. Avec ses "
            "antennes, la tour mesure {a} mètres ; elle a été achevée en 1889.",
        ),
        (
            "web",
            "**Tour Eiffel : chiffres clés**\nLa tour Eiffel mesure {b} mètres et "
            "accueille environ 7 millions de visiteurs par an.\n"
            "https://example.fr/tour-eiffel",
        ),
        "330",
        "324",
        "320",
        "Selon l'encyclopédie hors ligne, la tour Eiffel mesure {a} mètres, alors "
        "qu'une recherche sur le web donne {b} mètres. (kiwix, web)",
        "La tour Eiffel mesure {a} mètres d'après l'encyclopédie et {b} mètres d'après "
        "un site web. (kiwix, web)",
        "L'encyclopédie indique une hauteur de {a} mètres. Un site web donne {b} "
        "mètres. (kiwix, web)",
        "Quelle est la taille de la tour Eiffel ?",
        ("la tour mesure {a}", "elle mesure {a}"),
        unnamed="Avec ses antennes, la tour Eiffel mesure {a} mètres, alors qu'un site web "
        "donne {b} mètres. (kiwix, web)",
    ),
    Scenario(
        "height",
        "es",
        "¿Cuánto mide la torre Eiffel?",
        (
            "kiwix",
            "La torre Eiffel es una torre de hierro pudelado situada en París. Con sus "
            "antenas, la torre mide {a} metros; se terminó en 1889.",
        ),
        (
            "web",
            "**Torre Eiffel: datos y cifras**\nLa torre Eiffel mide {b} metros y recibe "
            "unos 7 millones de visitantes al año.\nhttps://example.es/torre-eiffel",
        ),
        "330",
        "324",
        "320",
        "Según la enciclopedia, la torre Eiffel mide {a} metros con sus antenas, "
        "mientras que según una página web la torre Eiffel mide {b} metros. "
        "(kiwix, web)",
        "La torre Eiffel mide {a} metros según la enciclopedia y {b} metros según una "
        "página web. (kiwix, web)",
        "Según la enciclopedia, la torre mide {a} metros con sus antenas. Según una "
        "página web, la torre Eiffel mide {b} metros. (kiwix, web)",
        "¿Qué altura tiene la torre Eiffel?",
        ("la torre mide {a}", "mide {a}"),
        unnamed="La torre Eiffel mide {a} metros con sus antenas, mientras que una página "
        "web indica {b} metros. (kiwix, web)",
    ),
    Scenario(
        "height",
        "nl",
        "Hoe hoog is de Eiffeltoren?",
        (
            "kiwix",
            "De Eiffeltoren is een smeedijzeren vakwerktoren in Parijs. Met de "
            "antennes is de toren {a} meter hoog; hij werd in 1889 voltooid.",
        ),
        (
            "web",
            "**Eiffeltoren: feiten en cijfers**\nDe Eiffeltoren is {b} meter hoog en "
            "trekt zo'n 7 miljoen bezoekers per jaar.\nhttps://example.nl/eiffeltoren",
        ),
        "330",
        "324",
        "320",
        "Volgens de encyclopedie is de Eiffeltoren met de antennes {a} meter hoog, "
        "terwijl de Eiffeltoren volgens een website {b} meter hoog is. (kiwix, web)",
        "De Eiffeltoren is {a} meter hoog volgens de encyclopedie en {b} meter volgens "
        "een website. (kiwix, web)",
        "Volgens de encyclopedie is de toren met de antennes {a} meter hoog. Volgens "
        "een website is de Eiffeltoren {b} meter hoog. (kiwix, web)",
        "Wat is de hoogte van de Eiffeltoren?",
        ("is de toren {a}", "is hij {a}"),
        unnamed="De Eiffeltoren is met de antennes {a} meter hoog, terwijl een website {b} "
        "meter noemt. (kiwix, web)",
    ),
    Scenario(
        "height",
        "it",
        "Quanto è alta la Torre Eiffel?",
        (
            "kiwix",
            "La Torre Eiffel è una torre a traliccio in ferro pudellato situata a "
            "Parigi. Con le antenne la torre è alta {a} metri; fu completata nel 1889.",
        ),
        (
            "web",
            "**Torre Eiffel: numeri e curiosità**\nLa Torre Eiffel è alta {b} metri e "
            "accoglie circa 7 milioni di visitatori all'anno.\n"
            "https://example.it/torre-eiffel",
        ),
        "330",
        "324",
        "320",
        "Secondo l'enciclopedia offline la Torre Eiffel è alta {a} metri, mentre una "
        "ricerca sul web indica {b} metri. (kiwix, web)",
        "La Torre Eiffel è alta {a} metri secondo l'enciclopedia e {b} metri secondo "
        "un sito web. (kiwix, web)",
        "Secondo l'enciclopedia, con le antenne la torre è alta {a} metri. Secondo un "
        "sito web la Torre Eiffel è alta {b} metri. (kiwix, web)",
        "Qual è l'altezza della Torre Eiffel?",
        ("la torre è alta {a}", "è alta {a}"),
        unnamed="Con le antenne la Torre Eiffel è alta {a} metri, mentre un sito web indica "
        "{b} metri. (kiwix, web)",
    ),
    Scenario(
        "height",
        "pt",
        "Qual é a altura da Torre Eiffel?",
        (
            "kiwix",
            "A Torre Eiffel é uma torre treliça de ferro pudlado situada em Paris. Com "
            "as antenas, a torre tem {a} metros de altura; foi concluída em 1889.",
        ),
        (
            "web",
            "**Torre Eiffel: factos e números**\nA Torre Eiffel tem {b} metros de "
            "altura e recebe cerca de 7 milhões de visitantes por ano.\n"
            "https://example.pt/torre-eiffel",
        ),
        "330",
        "324",
        "320",
        "Segundo a enciclopédia offline, a Torre Eiffel tem {a} metros de altura, "
        "enquanto uma pesquisa na web indica {b} metros. (kiwix, web)",
        "A Torre Eiffel tem {a} metros de altura segundo a enciclopédia e {b} metros "
        "segundo um site. (kiwix, web)",
        "A enciclopédia indica uma altura de {a} metros. Um site diz que a torre tem "
        "{b} metros de altura. (kiwix, web)",
        "Quão alta é a Torre Eiffel?",
        ("a torre tem {a}", "tem {a}"),
        unnamed="Com as antenas, a Torre Eiffel tem {a} metros de altura, enquanto um site "
        "indica {b} metros. (kiwix, web)",
    ),
    Scenario(
        "height",
        "da",
        "Hvor højt er Eiffeltårnet?",
        (
            "kiwix",
            "Eiffeltårnet er et gittertårn af smedejern i Paris. Med antennerne er "
            "tårnet {a} meter højt; det blev færdigt i 1889.",
        ),
        (
            "web",
            "**Eiffeltårnet: fakta og tal**\nEiffeltårnet er {b} meter højt og har "
            "omkring 7 millioner besøgende om året.\nhttps://example.dk/eiffeltaarnet",
        ),
        "330",
        "324",
        "320",
        "Ifølge leksikonet er tårnet med antennerne {a} meter højt, mens "
        "Eiffeltårnet ifølge en hjemmeside er {b} meter højt. (kiwix, web)",
        "Eiffeltårnet er {a} meter højt ifølge leksikonet og {b} meter ifølge en "
        "hjemmeside. (kiwix, web)",
        "Ifølge leksikonet er tårnet med antennerne {a} meter højt. Ifølge en "
        "hjemmeside er Eiffeltårnet {b} meter højt. (kiwix, web)",
        "Hvad er højden på Eiffeltårnet?",
        ("er tårnet {a}", "er det {a}"),
        unnamed="Med antennerne er Eiffeltårnet {a} meter højt, mens en hjemmeside siger "
        "{b} meter. (kiwix, web)",
    ),
    # ---- founding years: an encyclopedia against the news ----
    Scenario(
        "founded",
        "en",
        "when was the riverside rowing club founded",
        (
            "wikipedia",
            "The Riverside Rowing Club is a rowing club on the River Avon in Bristol. "
            "The club was founded in {a} and has about 400 members.",
        ),
        (
            "news",
            "**Rowing club opens new boathouse**\nThe Riverside Rowing Club, founded "
            "in {b}, opened its new boathouse on Saturday.",
        ),
        "1923",
        "1925",
        "1924",
        "Wikipedia says the Riverside Rowing Club was founded in {a}, but the news "
        "says it was founded in {b}. (wikipedia, news)",
        "The club was founded in {a} according to Wikipedia and in {b} according to "
        "the news. (wikipedia, news)",
        "According to Wikipedia, the Riverside Rowing Club was founded in {a}. A news "
        "report says the club was founded in {b}. (wikipedia, news)",
        "when was the riverside rowing club established",
        ("The club was founded in {a}", "It was founded in {a}"),
        unnamed="The club was founded in {a} and has about 400 members, but the news says "
        "it was founded in {b}. (wikipedia, news)",
    ),
    Scenario(
        "founded",
        "de",
        "Wann wurde der Ruderclub Neckarau gegründet?",
        (
            "wikipedia",
            "Der Ruderclub Neckarau ist ein Ruderverein in Mannheim. Der Verein wurde "
            "{a} gegründet und hat rund 400 Mitglieder.",
        ),
        (
            "news",
            "**Ruderclub eröffnet neues Bootshaus**\nDer Ruderclub Neckarau, gegründet "
            "{b}, hat am Samstag sein neues Bootshaus eröffnet.",
        ),
        "1923",
        "1925",
        "1924",
        "Laut Wikipedia wurde der Ruderclub Neckarau {a} gegründet, laut den "
        "Nachrichten dagegen {b}. (wikipedia, news)",
        "Der Ruderclub wurde {a} gegründet laut Wikipedia und {b} laut einer "
        "Zeitungsmeldung. (wikipedia, news)",
        "Laut Wikipedia wurde der Verein {a} gegründet. Laut den Nachrichten wurde der "
        "Ruderclub Neckarau {b} gegründet. (wikipedia, news)",
        "Wann war die Gründung des Ruderclubs Neckarau?",
        ("Der Verein wurde {a}", "Er wurde {a}"),
        unnamed="Der Verein wurde {a} gegründet und hat rund 400 Mitglieder, laut den "
        "Nachrichten dagegen {b}. (wikipedia, news)",
    ),
    Scenario(
        "founded",
        "es",
        "¿Cuándo se fundó el Club de Remo Sevilla?",
        (
            "wikipedia",
            "El Club de Remo Sevilla es un club de remo de Sevilla. El club fue "
            "fundado en {a} y tiene unos 400 socios.",
        ),
        (
            "news",
            "**El club de remo estrena embarcadero**\nEl Club de Remo Sevilla, fundado "
            "en {b}, inauguró el sábado su nuevo embarcadero.",
        ),
        "1923",
        "1925",
        "1924",
        "Según Wikipedia, el Club de Remo Sevilla fue fundado en {a}, pero según las "
        "noticias fue fundado en {b}. (wikipedia, news)",
        "El club fue fundado en {a} según Wikipedia y en {b} según la prensa. "
        "(wikipedia, news)",
        "Según Wikipedia, el club fue fundado en {a}. Según las noticias, el Club de "
        "Remo Sevilla fue fundado en {b}. (wikipedia, news)",
        "¿Desde cuándo existe el Club de Remo Sevilla?",
        ("El club fue fundado en {a}", "Fue fundado en {a}"),
    ),
    Scenario(
        "founded",
        "it",
        "Quando è stata fondata la Società Canottieri Arno?",
        (
            "wikipedia",
            "La Società Canottieri Arno è un club di canottaggio di Firenze. Il club "
            "fu fondato nel {a} e conta circa 400 soci.",
        ),
        (
            "news",
            "**La Canottieri Arno inaugura la nuova rimessa**\nLa Società Canottieri "
            "Arno, fondata nel {b}, ha inaugurato sabato la nuova rimessa.",
        ),
        "1923",
        "1925",
        "1924",
        "Secondo Wikipedia la Società Canottieri Arno fu fondata nel {a}, mentre "
        "secondo le notizie fu fondata nel {b}. (wikipedia, news)",
        "Il club fu fondato nel {a} secondo Wikipedia e nel {b} secondo la stampa. "
        "(wikipedia, news)",
        "Secondo Wikipedia il club fu fondato nel {a}. Secondo le notizie la Società "
        "Canottieri Arno fu fondata nel {b}. (wikipedia, news)",
        "Da quando esiste la Società Canottieri Arno?",
        ("Il club fu fondato nel {a}", "Fu fondato nel {a}"),
    ),
    # ---- prices: the venue's site against the news ----
    Scenario(
        "price",
        "fr",
        "Combien coûte l'entrée adulte à la piscine de Lannion ?",
        (
            "web",
            "**Piscine municipale de Lannion : tarifs**\nL'entrée adulte coûte {a} € ; "
            "l'entrée enfant coûte 2,50 €.",
        ),
        (
            "news",
            "**Lannion : la piscine augmente ses prix**\nDepuis lundi, l'entrée adulte "
            "à la piscine municipale coûte {b} €, annonce la mairie.",
        ),
        "4,20",
        "4,80",
        "4,50",
        "Selon le site web, l'entrée adulte coûte {a} €, alors que selon la presse "
        "elle coûte {b} €. (web, news)",
        "L'entrée adulte coûte {a} € d'après le site web et {b} € d'après les "
        "actualités. (web, news)",
        "Selon le site web, l'entrée adulte coûte {a} €. Selon la presse, l'entrée "
        "adulte à la piscine municipale coûte {b} €. (web, news)",
        "Quel est le prix de l'entrée adulte à la piscine de Lannion ?",
    ),
    Scenario(
        "price",
        "nl",
        "Wat kost een kaartje voor volwassenen bij zwembad De Vliet?",
        (
            "web",
            "**Zwembad De Vliet: tarieven**\nEen kaartje voor volwassenen kost € {a}; "
            "een kaartje voor kinderen kost € 3,00.",
        ),
        (
            "news",
            "**Zwembad De Vliet verhoogt prijzen**\nSinds maandag kost een kaartje "
            "voor volwassenen in zwembad De Vliet € {b}, meldt de gemeente.",
        ),
        "5,50",
        "6,25",
        "6,00",
        "Volgens de website kost een kaartje voor volwassenen € {a}, terwijl het "
        "volgens het nieuws € {b} kost. (web, news)",
        "Een kaartje voor volwassenen kost € {a} volgens de website en € {b} volgens "
        "de krant. (web, news)",
        "Volgens de website kost een kaartje voor volwassenen € {a}. Volgens het "
        "nieuws kost een kaartje voor volwassenen € {b}. (web, news)",
        "Wat is de prijs van een kaartje voor volwassenen bij zwembad De Vliet?",
    ),
    Scenario(
        "price",
        "pt",
        "Quanto custa a entrada para adultos na piscina de Braga?",
        (
            "web",
            "**Piscina Municipal de Braga: preços**\nA entrada para adultos custa {a} "
            "euros; a entrada para crianças custa 2 euros.",
        ),
        (
            "news",
            "**Piscina de Braga aumenta preços**\nDesde segunda-feira, a entrada para "
            "adultos na Piscina Municipal de Braga custa {b} euros, anunciou a câmara.",
        ),
        "3,50",
        "4",
        "3,80",
        "Segundo o site, a entrada para adultos custa {a} euros, enquanto segundo as "
        "notícias custa {b} euros. (web, news)",
        "A entrada para adultos custa {a} euros segundo o site e {b} euros segundo o "
        "jornal. (web, news)",
        "Segundo o site, a entrada para adultos custa {a} euros. Segundo as notícias, "
        "a entrada para adultos custa {b} euros. (web, news)",
        "Qual é o preço da entrada para adultos na piscina de Braga?",
    ),
    Scenario(
        "price",
        "da",
        "Hvad koster en billet for voksne i svømmehallen i Viborg?",
        (
            "web",
            "**Svømmehallen i Viborg: priser**\nEn billet for voksne koster {a} "
            "kroner; en billet for børn koster 25 kroner.",
        ),
        (
            "news",
            "**Svømmehallen hæver priserne**\nFra mandag koster en billet for voksne i "
            "svømmehallen i Viborg {b} kroner, oplyser kommunen.",
        ),
        "45",
        "50",
        "48",
        "Ifølge hjemmesiden koster en billet for voksne {a} kroner, mens den ifølge "
        "nyhederne koster {b} kroner. (web, news)",
        "En billet for voksne koster {a} kroner ifølge hjemmesiden og {b} kroner "
        "ifølge avisen. (web, news)",
        "Ifølge hjemmesiden koster en billet for voksne {a} kroner. Ifølge nyhederne "
        "koster en billet for voksne {b} kroner. (web, news)",
        "Hvad er prisen på en billet for voksne i svømmehallen i Viborg?",
    ),
)


def alone(scenario: Scenario) -> Scenario | None:
    """Return ``scenario`` with its first value said with a pronoun (None: none)."""
    if scenario.alone is None:
        return None
    tag, body = scenario.first
    written, instead = scenario.alone
    if body.count(written) != 1:
        raise ValueError(f"{scenario.language}-{scenario.name}: {written!r} not once")
    return replace(scenario, first=(tag, body.replace(written, instead)))


def _material(scenario: Scenario, a: str, b: str) -> str:
    (first, body_a), (second, body_b) = scenario.first, scenario.second
    return format_sections([(first, body_a.format(a=a)), (second, body_b.format(b=b))])


def cases(scenario: Scenario) -> list[dict[str, object]]:
    """Return the generated variants of one scenario."""
    base = f"conflict-{scenario.language}-{scenario.name}"
    result = _material(scenario, scenario.a, scenario.b)
    tags = [scenario.first[0], scenario.second[0]]
    both = [scenario.a, scenario.b]
    common = {
        "query": scenario.query,
        "result": result,
        "source_used": "fusion",
        "language": scenario.language,
    }
    out: list[dict[str, object]] = []
    forms = ("before", "after", "apart", *(("unnamed",) if scenario.unnamed else ()))
    for form in forms:
        template = getattr(scenario, form)
        out.append(
            {
                "id": f"{base}-named-{form}",
                **common,
                "llm_output": template.format(a=scenario.a, b=scenario.b),
                "expect": {
                    "outcome": "served",
                    "speech_includes": both,
                    "answer_sources": tags,
                },
            }
        )
        out.append(
            {
                "id": f"{base}-swapped-{form}",
                **common,
                "llm_output": template.format(a=scenario.b, b=scenario.a),
                "expect": {
                    "outcome": "rejected",
                    "reason": "numeric",
                    "speech_includes": both,
                },
            }
        )
    out.append(
        {
            "id": f"{base}-invented",
            **common,
            "llm_output": scenario.before.format(a=scenario.a, b=scenario.invented),
            "expect": {
                "outcome": "rejected",
                "reason": "numeric",
                "speech_includes": both,
                "speech_excludes": [scenario.invented],
            },
        }
    )
    out.append(
        {
            "id": f"{base}-no-model",
            **common,
            "config": {"llm_configured": False},
            "expect": {
                "outcome": "skipped",
                "reason": "llm_unconfigured",
                "speech_includes": both,
            },
        }
    )
    return out + _reworded(scenario, base, common)


def _reworded(
    scenario: Scenario, base: str, common: dict[str, object]
) -> list[dict[str, object]]:
    """Return the variants asked with ``reworded``: no model, the swapped reply."""
    both = [scenario.a, scenario.b]
    swapped = scenario.before.format(a=scenario.b, b=scenario.a)
    lone = alone(scenario)
    materials = [("reworded", common["result"])]
    if lone is not None:
        materials.append(("alone", _material(lone, scenario.a, scenario.b)))
    out: list[dict[str, object]] = []
    for kind, result in materials:
        asked = {**common, "query": scenario.reworded, "result": result}
        out.append(
            {
                "id": f"{base}-{kind}-no-model",
                **asked,
                "config": {"llm_configured": False},
                "expect": {
                    "outcome": "skipped",
                    "reason": "llm_unconfigured",
                    "speech_includes": both,
                },
            }
        )
        out.append(
            {
                "id": f"{base}-{kind}-rejected",
                **asked,
                "llm_output": swapped,
                "expect": {
                    "outcome": "rejected",
                    "reason": "numeric",
                    "speech_includes": both,
                },
            }
        )
    return out


def main() -> None:
    """Write every scenario's variants to conflicts.jsonl."""
    lines = [
        json.dumps(case, ensure_ascii=False)
        for scenario in SCENARIOS
        for case in cases(scenario)
    ]
    SET.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(lines)} cases -> {SET.relative_to(REPO)}")


if __name__ == "__main__":
    main()
