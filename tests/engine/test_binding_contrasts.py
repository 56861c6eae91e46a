"""Binding by the material's contrasts: the alternatives its parallel statements name.

"Day ticket: 12 euros for adults, 6 euros for children", said twice, makes "adults"
and "children" each the other's alternative (``Material.contrasts``). An answer that puts a
value of the adults' statement under the children speaks of another place, even where
no other value of its family stands there; one naming the supporter's own qualifier, or
none, does not.
"""

from __future__ import annotations

import pytest

from tests.engine.binding_verdict import verdict

# (language, material, answer template, the supporter's qualifier, its alternative)
TICKETS: list[tuple[str, str, str, str, str]] = [
    (
        "en",
        "Day ticket: 12 euros for adults, 6 euros for children. Week ticket: 40 euros"
        " for adults, 20 euros for children.\nA family ticket for two adults costs 30"
        " euros.",
        "A family ticket for two {} costs 30 euros.",
        "adults",
        "children",
    ),
    (
        "de",
        "Tageskarte: 12 Euro für Erwachsene, 6 Euro für Kinder. Wochenkarte: 40 Euro für"
        " Erwachsene, 20 Euro für Kinder.\nEine Familienkarte für zwei Erwachsene kostet"
        " 30 Euro.",
        "Eine Familienkarte für zwei {} kostet 30 Euro.",
        "Erwachsene",
        "Kinder",
    ),
    (
        "nl",
        "Dagkaart: 12 euro voor volwassenen, 6 euro voor kinderen. Weekkaart: 40 euro"
        " voor volwassenen, 20 euro voor kinderen.\nEen gezinskaart voor twee"
        " volwassenen kost 30 euro.",
        "Een gezinskaart voor twee {} kost 30 euro.",
        "volwassenen",
        "kinderen",
    ),
    (
        "fr",
        "Billet journée : 12 euros pour les adultes, 6 euros pour les enfants. Billet"
        " semaine : 40 euros pour les adultes, 20 euros pour les enfants.\nUn billet"
        " famille pour deux adultes coûte 30 euros.",
        "Un billet famille pour deux {} coûte 30 euros.",
        "adultes",
        "enfants",
    ),
    (
        "es",
        "Entrada de día: 12 euros para adultos, 6 euros para niños. Abono semanal: 40"
        " euros para adultos, 20 euros para niños.\nUna entrada familiar para dos"
        " adultos cuesta 30 euros.",
        "Una entrada familiar para dos {} cuesta 30 euros.",
        "adultos",
        "niños",
    ),
    (
        "da",
        "Dagsbillet: 120 kr. for voksne, 60 kr. for børn. Ugekort: 400 kr. for voksne,"
        " 200 kr. for børn.\nEt familiekort for to voksne koster 300 kr.",
        "Et familiekort for to {} koster 300 kr.",
        "voksne",
        "børn",
    ),
    (
        "en",
        "Incoming requests time out after 30 seconds in staging and after 60 seconds in"
        " production. Logs are kept for 7 days in staging and for 90 days in"
        " production.\nStaging runs 2 replicas with 512 MiB each.",
        "In {}, each replica has 512 MiB.",
        "staging",
        "production",
    ),
]


@pytest.mark.parametrize(
    ("language", "material", "answer", "own", "alternative"),
    TICKETS,
    ids=[f"{t[0]}-{i}" for i, t in enumerate(TICKETS)],
)
def test_the_alternative_of_the_supporters_qualifier_is_another_place(
    language: str, material: str, answer: str, own: str, alternative: str
) -> None:
    assert verdict(language, material, answer.format(own)) is None
    assert verdict(language, material, answer.format(alternative)) is not None


def test_a_value_without_a_qualifier_is_no_replacement() -> None:
    material = TICKETS[0][1].replace("for two adults ", "")
    assert verdict("en", material, "A family ticket costs 30 euros.") is None
    assert (
        verdict("en", material, "A family ticket for children costs 30 euros.") is None
    )


def test_a_contrast_said_once_is_no_contrast() -> None:
    """One sentence lining two words up may be chance: it takes two."""
    material = (
        "Day ticket: 12 euros for adults, 6 euros for children.\n"
        "A family ticket for two adults costs 30 euros."
    )
    assert (
        verdict("en", material, "A family ticket for two children costs 30 euros.")
        is None
    )


def test_naming_both_is_no_replacement() -> None:
    material = (
        "Incoming requests time out after 30 seconds in staging and after 60 seconds in"
        " production. Logs are kept for 7 days in staging and for 90 days in"
        " production.\nStaging runs 2 replicas with 512 MiB each."
    )
    answer = "Staging, unlike production, runs replicas with 512 MiB each."
    assert verdict("en", material, answer) is None


def test_the_supporters_sentence_naming_the_word_keeps_it() -> None:
    """A piece of the supporter's sentence after it names the other qualifier."""
    material = (
        "Requests time out after 30 seconds in staging and after 60 seconds in"
        " production. Logs are kept for 7 days in staging and for 90 days in"
        " production. Production deployments are allowed between 10:00 and 15:00"
        " (UTC); staging can be deployed at any time."
    )
    answer = "Production deployments are allowed until 15:00 UTC."
    assert verdict("en", material, answer) is None
