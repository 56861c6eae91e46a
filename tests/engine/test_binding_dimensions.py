"""Binding by what a measure measures: height, width, depth, in every language.

"deep" and "depth", "hoch" and "Höhe", "profonde" and "profondeur" name one dimension
(``NumberLanguage.dimensions``): an answer that gives a width for a depth names the
other value's dimension, one that restates a dimension in the other word class names
its own. A statement naming its own dimension borrows no other's.
"""

from __future__ import annotations

import itertools

import pytest

from custom_components.grounded_answers.engine.text.languages import LANGUAGES
from tests.engine.binding_verdict import verdict

# A data sheet's label line in each language, and the answer's template: the thing,
# its value in cm, the adjective of each dimension (as the answer writes it).
SHEETS: dict[str, tuple[str, str, dict[str, str]]] = {
    "en": (
        "Dimensions: height {h} cm, width {w} cm, depth {d} cm.",
        "The dishwasher is {v} cm {a}.",
        {"h": "high", "w": "wide", "d": "deep"},
    ),
    "de": (
        "Abmessungen: Höhe {h} cm, Breite {w} cm, Tiefe {d} cm.",
        "Der Geschirrspüler ist {v} cm {a}.",
        {"h": "hoch", "w": "breit", "d": "tief"},
    ),
    "nl": (
        "Afmetingen: hoogte {h} cm, breedte {w} cm, diepte {d} cm.",
        "De vaatwasser is {v} cm {a}.",
        {"h": "hoog", "w": "breed", "d": "diep"},
    ),
    "fr": (
        "Dimensions : hauteur {h} cm, largeur {w} cm, profondeur {d} cm.",
        "Le lave-vaisselle est {a} de {v} cm.",
        {"h": "haut", "w": "large", "d": "profond"},
    ),
    "es": (
        "Medidas: altura {h} cm, anchura {w} cm, profundidad {d} cm.",
        "El lavavajillas tiene {v} cm de {a}.",
        {"h": "altura", "w": "anchura", "d": "profundidad"},
    ),
    "it": (
        "Dimensioni: altezza {h} cm, larghezza {w} cm, profondità {d} cm.",
        "La lavastoviglie è {a} {v} cm.",
        {"h": "alta", "w": "larga", "d": "profonda"},
    ),
    "pt": (
        "Dimensões: altura {h} cm, largura {w} cm, profundidade {d} cm.",
        "A máquina é {a} de {v} cm.",
        {"h": "alta", "w": "larga", "d": "profunda"},
    ),
    "da": (
        "Mål: højde {h} cm, bredde {w} cm, dybde {d} cm.",
        "Opvaskemaskinen er {v} cm {a}.",
        {"h": "høj", "w": "bred", "d": "dyb"},
    ),
}
VALUES = {"h": "85", "w": "60", "d": "57"}


def test_every_language_has_a_sheet() -> None:
    assert set(SHEETS) == {code for code in LANGUAGES if LANGUAGES[code].dimensions}


@pytest.mark.parametrize(
    ("language", "said", "value"),
    list(itertools.product(SHEETS, VALUES, VALUES)),
)
def test_a_measure_is_bound_to_its_dimension(
    language: str, said: str, value: str
) -> None:
    sheet, template, adjectives = SHEETS[language]
    material = sheet.format(**VALUES)
    answer = template.format(v=VALUES[value], a=adjectives[said])
    refused = verdict(language, material, answer)
    if said == value:
        assert refused is None, answer
    else:
        assert refused == VALUES[value], answer


# (language, material, answer template, right, wrong): prose, where one statement
# names its dimension and another its own, or none and borrows it.
PROSE: list[tuple[str, str, str, str, str]] = [
    (
        "en",
        "Its summit crater has a diameter of about 780 m and a depth of roughly 240 m.",
        "The summit crater is {} metres deep.",
        "240",
        "780",
    ),
    (
        "en",
        "Its summit crater has a diameter of about 780 m and a depth of roughly 240 m.",
        "The summit crater is {} metres wide.",
        "780",
        "240",
    ),
    (
        "de",
        "Der Bodensee ist 63 km lang, 14 km breit und bis zu 251 km tief.",
        "Der Bodensee hat eine Breite von {} km.",
        "14",
        "63",
    ),
    (
        "es",
        "La Sagrada Familia tendrá una altura de 172,5 metros y la nave central mide "
        "90 metros de largo.",
        "La nave central tiene una longitud de {} metros.",
        "90",
        "172,5",
    ),
    (
        "es",
        "La Sagrada Familia tendrá una altura de 172,5 metros y la nave central mide "
        "90 metros de largo.",
        "La Sagrada Familia tendrá una altura de {} metros.",
        "172,5",
        "90",
    ),
    (
        "fr",
        "Le mont Blanc culmine à une altitude de 4 805,59 mètres mesurée en 2021 ; en "
        "2007, elle était de 4 810,90 mètres.",
        "En 2007, l'altitude du mont Blanc était de {} mètres.",
        "4 810,90",
        "4 805,59",
    ),
    (
        "it",
        "La piscina è lunga 25 metri e profonda 2 metri.",
        "La piscina è profonda {} metri.",
        "2",
        "25",
    ),
    (
        "nl",
        "De brug is 800 meter lang en 30 meter breed.",
        "De brug heeft een breedte van {} meter.",
        "30",
        "800",
    ),
]


@pytest.mark.parametrize(
    ("language", "material", "answer", "right", "wrong"),
    PROSE,
    ids=[f"{p[0]}-{i}" for i, p in enumerate(PROSE)],
)
def test_a_statement_names_its_own_dimension(
    language: str, material: str, answer: str, right: str, wrong: str
) -> None:
    assert verdict(language, material, answer.format(right)) is None
    assert verdict(language, material, answer.format(wrong)) == wrong
