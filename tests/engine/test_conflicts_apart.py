"""Different quantities of one topic are no disagreement (issue 16, detection).

"The CN Tower is 553 metres tall" and "the antenna on top of the CN Tower is 102
metres tall" measure two things; "a ticket for adults costs 25 euros" and "a ticket
for children costs 12 euros" price two. Each template below is one language's way of
saying a whole and a part of it, or two groups of one price; the values are drawn at
random (one magnitude, never equal), the sources and their order exchanged. None of
them is a conflict - and the same sentence on both sides (the part against the part)
is one: only what the two sides share makes them disagree.
"""

from __future__ import annotations

import random

import pytest

from custom_components.grounded_answers.engine.gates.conflicts import find_conflicts
from custom_components.grounded_answers.engine.types import Section

# (language, question, first body with {a}, second body with {b}): a whole and a part.
PARTS: tuple[tuple[str, str, str, str], ...] = (
    (
        "en",
        "how tall is the cn tower",
        "The CN Tower is a communications tower in Toronto. The CN Tower is {a} "
        "metres tall.",
        "**CN Tower guide**\nThe antenna on top of the CN Tower is {b} metres tall.",
    ),
    (
        "en",
        "how long is the danube",
        "The Danube is the second-longest river in Europe. The Danube is {a} km long.",
        "**Danube cruises**\nThe navigable part of the Danube is {b} km long.",
    ),
    (
        "de",
        "Wie hoch ist der Fernsehturm?",
        "Der Berliner Fernsehturm steht am Alexanderplatz. Der Fernsehturm ist {a} "
        "Meter hoch.",
        "**Fernsehturm Berlin**\nDie Aussichtsplattform des Fernsehturms ist {b} "
        "Meter hoch.",
    ),
    (
        "nl",
        "Hoe hoog is de Euromast?",
        "De Euromast is een uitkijktoren in Rotterdam. De Euromast is {a} meter hoog.",
        "**Euromast bezoeken**\nHet uitkijkplatform van de Euromast is {b} meter hoog.",
    ),
    (
        "da",
        "Hvor højt er Rundetårn?",
        "Rundetårn er et tårn i København. Rundetårn er {a} meter højt.",
        "**Rundetårn**\nObservatoriet i Rundetårn er {b} meter højt.",
    ),
    (
        "fr",
        "Quelle est la hauteur du phare de Cordouan ?",
        "Le phare de Cordouan se dresse dans l'estuaire. Le phare de Cordouan "
        "mesure {a} mètres.",
        "**Visiter Cordouan**\nLa lanterne du phare de Cordouan mesure {b} mètres.",
    ),
    (
        "es",
        "¿Cuánto mide la Giralda?",
        "La Giralda es el campanario de la catedral de Sevilla. La Giralda mide {a} "
        "metros.",
        "**Visitar la Giralda**\nEl campanario de la Giralda mide {b} metros.",
    ),
    (
        "it",
        "Quanto è alta la Mole Antonelliana?",
        "La Mole Antonelliana è un edificio di Torino. La Mole Antonelliana è alta "
        "{a} metri.",
        "**Mole Antonelliana**\nIl tempietto della Mole Antonelliana è alto {b} metri.",
    ),
    (
        "pt",
        "Qual é a altura da Torre de Belém?",
        "A Torre de Belém é uma fortificação em Lisboa. A Torre de Belém tem {a} "
        "metros de altura.",
        "**Torre de Belém**\nO terraço da Torre de Belém tem {b} metros de altura.",
    ),
)

# Two groups of one price (or limit), each said in its own section.
GROUPS: tuple[tuple[str, str, str, str], ...] = (
    (
        "en",
        "how much does a ticket to the zoo cost",
        "The city zoo opened in 1950. A ticket for adults costs {a} euros.",
        "**Zoo tickets**\nA ticket for children costs {b} euros.",
    ),
    (
        "de",
        "Was kostet eine Eintrittskarte für den Zoo?",
        "Der Zoo wurde 1950 eröffnet. Eine Eintrittskarte für Erwachsene kostet {a} "
        "Euro.",
        "**Zoo: Preise**\nEine Eintrittskarte für Kinder kostet {b} Euro.",
    ),
    (
        "fr",
        "Combien coûte l'entrée à la piscine ?",
        "La piscine a ouvert en 1970. L'entrée enfant coûte {a} €.",
        "**Piscine : tarifs**\nL'entrée adulte coûte {b} €.",
    ),
    (
        "es",
        "¿Cuánto cuesta la entrada al zoo?",
        "El zoo abrió en 1950. La entrada para adultos cuesta {a} euros.",
        "**Zoo: precios**\nLa entrada para niños cuesta {b} euros.",
    ),
    (
        "it",
        "Quanto costa il biglietto dello zoo?",
        "Lo zoo è stato aperto nel 1950. Il biglietto per gli adulti costa {a} euro.",
        "**Zoo: prezzi**\nIl biglietto per i bambini costa {b} euro.",
    ),
    (
        "en",
        "what is the speed limit in germany",
        "Germany has a dense road network. The speed limit in town is {a} km/h.",
        "**Driving in Germany**\nThe speed limit on motorways is {b} km/h.",
    ),
    (
        "de",
        "Wie hoch ist das Tempolimit in Österreich?",
        "Österreich hat ein dichtes Straßennetz. Das Tempolimit im Ortsgebiet "
        "beträgt {a} km/h.",
        "**Autofahren in Österreich**\nDas Tempolimit auf Autobahnen beträgt {b} km/h.",
    ),
)

CASES = PARTS + GROUPS


def _values(rng: random.Random, template: str) -> tuple[int, int]:
    """Two different values of one magnitude (a factor of five at most)."""
    low = 20 if "km/h" in template else 3
    a = rng.randint(low * 4, low * 40)
    b = rng.randint(max(low, a // 5), a * 2)
    return (a, b) if a != b else (a, b + 1)


@pytest.mark.parametrize(
    ("language", "question", "first", "second"),
    CASES,
    ids=[f"{case[0]}-{i}" for i, case in enumerate(CASES)],
)
def test_different_quantities_of_one_topic_are_no_disagreement(
    language: str, question: str, first: str, second: str
) -> None:
    rng = random.Random(f"{language}-{question}")  # noqa: S311 - reproducible variants
    for _ in range(6):
        a, b = _values(rng, first)
        body_a, body_b = first.format(a=a), second.format(b=b)
        for tags in (("kiwix", "web"), ("news", "wikipedia")):
            for sections in (
                [Section(tags[0], body_a), Section(tags[1], body_b)],
                [Section(tags[1], body_b), Section(tags[0], body_a)],
            ):
                for asked in (question, ""):
                    found = find_conflicts(sections, language, asked)
                    assert found == (), (a, b, [c.as_event() for c in found])


@pytest.mark.parametrize(
    ("language", "question", "first", "second"),
    CASES,
    ids=[f"{case[0]}-{i}" for i, case in enumerate(CASES)],
)
def test_the_same_quantity_in_both_sources_is_a_disagreement(
    language: str, question: str, first: str, second: str
) -> None:
    """The part against the part (the second sentence in both): one conflict."""
    rng = random.Random(f"{language}-{question}-same")  # noqa: S311 - reproducible variants
    heading, _, sentence = second.partition("\n")
    for _ in range(4):
        a, b = _values(rng, first)
        sections = [
            Section("kiwix", f"{heading}\n{sentence.format(b=a)}"),
            Section("web", sentence.format(b=b)),
        ]
        found = find_conflicts(sections, language, "")
        assert len(found) == 1, (a, b)
        assert {v.tag for v in found[0].values} == {"kiwix", "web"}
