"""A rate counts its noun once, and an acronym stands for the words it spells.

"£135 per night", "pris pr. uge", "3.950 € pro Woche": an answer's "one night", "en
uge", "eine Woche" is the rate's one, which no digit writes; it grounds nothing else
(it is no rival, and an answer's 1 counting another noun is not it). "Semaine BS"
under "Basse saison", "el PP" after "el Partido Popular": the answer may use either.
"""

from __future__ import annotations

import pytest

from tests.engine.binding_verdict import verdict

# language: (material with a price per week and a stay of two weeks, the answer with
# "one week" and a price)
PER_WEEK: dict[str, tuple[str, str]] = {
    "en": ("The flat costs £950 per week. The longest stay is 2 weeks.",
           "One week in the flat costs £{}."),
    "de": ("Die Wohnung kostet 950 € pro Woche. Der längste Aufenthalt beträgt 2 Wochen.",
           "Eine Woche in der Wohnung kostet {} €."),
    "nl": ("Het appartement kost 950 euro per week. Het langste verblijf is 2 weken.",
           "Een week in het appartement kost {} euro."),
    "fr": ("L'appartement coûte 950 € par semaine. Le séjour le plus long est de 2 semaines.",
           "Une semaine dans l'appartement coûte {} €."),
    "es": ("El piso cuesta 950 euros por semana. La estancia más larga es de 2 semanas.",
           "Una semana en el piso cuesta {} euros."),
    "it": ("L'appartamento costa 950 euro a settimana. Il soggiorno più lungo è di 2 settimane.",
           "Una settimana nell'appartamento costa {} euro."),
    "pt": ("O apartamento custa 950 euros por semana. A estadia mais longa é de 2 semanas.",
           "Uma semana no apartamento custa {} euros."),
    "da": ("Lejligheden koster 950 kr. pr. uge. Det længste ophold er 2 uger.",
           "En uge i lejligheden koster {} kr."),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(PER_WEEK))
def test_one_of_a_rate_is_the_rates_one(language: str) -> None:
    """An answer's "one week costs 950" restates "950 per week"; "… costs 2" not."""
    material, answer = PER_WEEK[language]
    assert verdict(language, material, answer.format("950")) is None
    assert verdict(language, material, answer.format("2")) is not None


@pytest.mark.parametrize(
    ("answer", "served"),
    [
        ("One night in the lodge costs £135.", True),
        ("One guest may bring a dog.", False),  # "per night" counts nights
        ("The lodge costs £135 for one week.", False),
        ("The shortest stay is 2 nights.", True),  # the implied one is no rival
    ],
)
def test_a_rate_grounds_only_its_own_noun(answer: str, served: bool) -> None:
    """The implied one counts the rate's noun, and nothing else."""
    material = (
        "Nightly stays: minimum 2 nights. Silver £59, Gold £74, Lodge £135 per night.\n"
        "Dogs £4 per night."
    )
    assert (verdict("en", material, answer) is None) is served


PRICE_TABLE = (
    "Périodes\n"
    "Basse saison : du 12/04 au 04/07\n"
    "Haute saison : du 05/07 au 24/08\n\n"
    "LOCATIONS\t\t\tNuit (BS)\tSemaine BS\tSemaine HS\n"
    "Mobil-home Cottage 4 pers. – 2 ch., 28 m²\t62 €\t390 €\t845 €\n"
    "Chalet bois 5 pers. – 2 ch., 32 m²\t74 €\t460 €\t990 €\n"
)


@pytest.mark.parametrize(
    ("answer", "served"),
    [
        ("Le mobil-home Cottage coûte 390 € la semaine en basse saison.", True),
        ("Le mobil-home Cottage coûte 845 € la semaine en basse saison.", False),
        ("Le mobil-home Cottage coûte 845 € la semaine en haute saison.", True),
        ("Le mobil-home Cottage coûte 390 € la semaine en haute saison.", False),
        ("Une nuit dans le chalet coûte 74 € en basse saison.", True),
        ("Le chalet fait 32 m².", True),
        ("Le mobil-home Cottage fait 32 m².", False),
    ],
)
def test_an_acronym_heads_what_its_words_name(answer: str, served: bool) -> None:
    """A column "Semaine BS" is the week of "Basse saison".

    A tabbed row's label takes two cells, and its values stand under the header's
    last ones.
    """
    assert (verdict("fr", PRICE_TABLE, answer) is None) is served


@pytest.mark.parametrize(
    ("answer", "served"),
    [
        ("El Partido Popular obtuvo 28 escaños.", True),
        ("El Partido Popular obtuvo 18 escaños.", False),
        ("El PP obtuvo 28 escaños.", True),
        ("El PP obtuvo 18 escaños.", False),
        ("El PSOE obtuvo 18 escaños.", True),
    ],
)
def test_an_acronym_is_the_name_it_spells(answer: str, served: bool) -> None:
    """An answer's "el PP" names the "Partido Popular" the material spells out."""
    material = (
        "Elecciones en Aragón: el PP gana y el PSOE cae\n"
        "El Partido Popular ganó las elecciones con 28 escaños. "
        "El Partido Socialista Obrero Español logró 18 escaños."
    )
    assert (verdict("es", material, answer) is None) is served
