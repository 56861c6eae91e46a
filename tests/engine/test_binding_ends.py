"""Binding by the end of a range a value is: words and signs that mark it.

A word marking an end ("vanaf", "jusqu'à", "fino") says what the end token says,
wherever it stands in the answer: "fino a una pressione di 10 bar" names the high end
of "tra 0,5 e 10 bar". Before a date, a year or an article it opens a period instead
("seit Januar", "sinds 2020", "depuis les travaux"), and says nothing of a value's end. A plus after a number ("65+") is that value and
over: the senior rate of a price list "applies from 65".
"""

from __future__ import annotations

import pytest

from tests.engine.binding_verdict import verdict

# language: (a range, an answer whose end word stands apart from its number, the end
# it names, the other end)
RANGES: dict[str, tuple[str, str, str, str]] = {
    "it": ("L'apparecchio funziona con una pressione dell'acqua tra 0,5 e 10 bar.",
           "L'apparecchio funziona fino a una pressione dell'acqua di {} bar.", "10",
           "0,5"),
}  # fmt: skip

# language: (a price list with a "65+" line and a group rate "from 20", an answer
# about the senior rate)
PRICE_LISTS: dict[str, tuple[str, str]] = {
    "nl": ("Entreeprijzen\nVolwassenen (13 t/m 64 jaar)   € 26,50\n65+"
           "                           € 23,75\nGroepen vanaf 20 personen betalen "
           "€ 21,00 per persoon.", "Het seniorentarief geldt vanaf {} jaar."),
    "de": ("Eintrittspreise\nErwachsene (13 bis 64 Jahre)   26,50 €\n65+"
           "                            23,75 €\nGruppen ab 20 Personen zahlen "
           "21,00 € pro Person.", "Der Seniorentarif gilt ab {} Jahren."),
    "es": ("Precios\nAdultos (13 a 64 años)   26,50 €\n65+                      23,75 €"
           "\nLos grupos desde 20 personas pagan 21,00 € por persona.",
           "La tarifa de mayores se aplica desde los {} años."),
    "fr": ("Tarifs\nAdultes (13 à 64 ans)    26,50 €\n65+                      26,00 €"
           "\nLes groupes dès 20 personnes paient 21,00 € par personne.",
           "Le tarif senior s'applique dès {} ans."),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(RANGES))
def test_an_end_word_names_its_end_wherever_it_stands(language: str) -> None:
    """An end word names its end: "vanaf … 10 bar" names the low end, which 10 is not."""
    material, answer, named, other = RANGES[language]
    assert verdict(language, material, answer.format(named)) is None
    assert verdict(language, material, answer.format(other)) == other


@pytest.mark.parametrize("language", sorted(PRICE_LISTS))
def test_a_plus_after_a_number_is_its_low_end(language: str) -> None:
    """A plus after a number is that value and over: the senior rate applies from 65."""
    material, answer = PRICE_LISTS[language]
    assert verdict(language, material, answer.format("65")) is None
