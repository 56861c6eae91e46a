"""Binding in comparisons: "fell to 2.8 % in October from 2.9 % in September".

News compares a value with an earlier one in one sentence: the words between the two
numbers go with the one the word opening the second number's phrase ("from", "fra",
"ai") leaves them to (``between``), and the period before ("a year earlier", "im
Vorjahr", "l'année précédente") is one qualifier however it is worded
(``NumberLanguage.earlier``), kept apart from the period before now ("last year").
A year a work began or was completed in is the start or end of its span of years
(``NumberLanguage.begins``, ``completes``).
"""

from __future__ import annotations

import pytest

from tests.engine.binding_verdict import verdict

# language: (material, the two answers of its October and September values, the
# October value, the September value)
MONTHS: dict[str, tuple[str, str, str, str, str]] = {
    "en": ("Unemployment fell to 2.8 percent in October from 2.9 percent in September.",
           "In October unemployment was {} percent.",
           "In September unemployment was {} percent.", "2.8", "2.9"),
    "de": ("Die Arbeitslosenquote sank auf 2,8 Prozent im Oktober von 2,9 Prozent im"
           " September.",
           "Im Oktober lag die Arbeitslosenquote bei {} Prozent.",
           "Im September lag die Arbeitslosenquote bei {} Prozent.", "2,8", "2,9"),
    "da": ("Samtidig faldt ledigheden til 2,8 procent i oktober fra 2,9 procent i"
           " september.",
           "I oktober var ledigheden {} procent.",
           "I september var ledigheden {} procent.", "2,8", "2,9"),
    "nl": ("De werkloosheid daalde naar 2,8 procent in oktober van 2,9 procent in"
           " september.",
           "In oktober was de werkloosheid {} procent.",
           "In september was de werkloosheid {} procent.", "2,8", "2,9"),
    "it": ("La disoccupazione è scesa dal 2,9 per cento di settembre al 2,8 per cento"
           " di ottobre.",
           "A ottobre la disoccupazione era al {} per cento.",
           "A settembre la disoccupazione era al {} per cento.", "2,8", "2,9"),
    "es": ("El paro bajó al 2,8 por ciento en octubre desde el 2,9 por ciento en"
           " septiembre.",
           "En octubre el paro fue del {} por ciento.",
           "En septiembre el paro fue del {} por ciento.", "2,8", "2,9"),
    "fr": ("Le chômage a reculé à 2,8 % en octobre contre 2,9 % en septembre.",
           "En octobre, le chômage était de {} %.",
           "En septembre, le chômage était de {} %.", "2,8", "2,9"),
    "pt": ("O desemprego desceu para 2,8 % em outubro face a 2,9 % em setembro.",
           "Em outubro o desemprego foi de {} %.",
           "Em setembro o desemprego foi de {} %.", "2,8", "2,9"),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(MONTHS))
def test_each_value_keeps_the_month_after_it(language: str) -> None:
    """The month closing a value's phrase is its own, not the other value's."""
    material, october, september, now, before = MONTHS[language]
    assert verdict(language, material, october.format(now)) is None
    assert verdict(language, material, september.format(before)) is None
    assert verdict(language, material, october.format(before)) is not None
    assert verdict(language, material, september.format(now)) is not None


# language: (material, answer for the period before, this year's, last year's)
YEAR_BEFORE: dict[str, tuple[str, str, str, str]] = {
    "en": ("Overall spending rises to £312.4 million, compared with £298.1 million a"
           " year earlier.", "A year earlier spending was £{} million.", "312.4",
           "298.1"),
    "de": ("Die Ausgaben steigen auf 312,4 Millionen Euro, nach 298,1 Millionen Euro im"
           " Vorjahr.", "Im Vorjahr lagen die Ausgaben bei {} Millionen Euro.",
           "312,4", "298,1"),
    "fr": ("Les dépenses atteignent 312,4 millions d'euros, contre 298,1 millions"
           " l'année précédente.", "L'année précédente, les dépenses étaient de {}"
           " millions d'euros.", "312,4", "298,1"),
    "es": ("El gasto sube a 312,4 millones de euros, frente a 298,1 millones el año"
           " anterior.", "El año anterior el gasto fue de {} millones de euros.",
           "312,4", "298,1"),
    "it": ("La spesa sale a 312,4 milioni di euro, rispetto ai 298,1 milioni"
           " dell'anno precedente.", "L'anno precedente la spesa era di {} milioni di"
           " euro.", "312,4", "298,1"),
    "pt": ("A despesa sobe para 312,4 milhões de euros, face a 298,1 milhões no ano"
           " anterior.", "No ano anterior a despesa foi de {} milhões de euros.",
           "312,4", "298,1"),
    "nl": ("De uitgaven stijgen naar 312,4 miljoen euro, tegenover 298,1 miljoen een"
           " jaar eerder.", "Een jaar eerder waren de uitgaven {} miljoen euro.",
           "312,4", "298,1"),
    "da": ("Udgifterne stiger til 312,4 millioner kroner mod 298,1 millioner året før.",
           "Året før var udgifterne {} millioner kroner.", "312,4", "298,1"),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(YEAR_BEFORE))
def test_the_year_before_is_one_qualifier_however_worded(language: str) -> None:
    """The earlier value is named by "a year earlier", "im Vorjahr", "l'année …"."""
    material, answer, now, before = YEAR_BEFORE[language]
    assert verdict(language, material, answer.format(before)) is None
    assert verdict(language, material, answer.format(now)) is not None


@pytest.mark.parametrize(
    ("answer", "served"),
    [
        ("Renewables supplied 38 percent of the electricity last year.", True),
        ("Renewables supplied 31 percent of the electricity last year.", False),
        ("A year earlier renewables supplied 31 percent.", True),
    ],
)
def test_last_year_is_no_year_earlier(answer: str, served: bool) -> None:
    """The year before now and the year before a statement's own year are two."""
    material = (
        "Energy report 2025\nRenewables supplied 38 per cent of the country's"
        " electricity last year, up from 31 per cent a year earlier.\n"
    )
    assert (verdict("en", material, answer) is None) is served


@pytest.mark.parametrize(
    ("answer", "served"),
    [
        ("Ab März 2025 beträgt die monatliche Vorauszahlung 190 €.", True),
        ("Bisher betrug die monatliche Vorauszahlung 150 €.", True),
        ("Bisher betrug die monatliche Vorauszahlung 190 €.", False),
    ],
)
def test_the_end_a_change_reached_is_no_earlier_value(
    answer: str, served: bool
) -> None:
    """A change "auf 190 €" names where it went, not where it came from."""
    material = (
        "Nebenkostenabrechnung 2024\n"
        "Geleistete Vorauszahlungen: 12 × 150,00 € = 1.800,00 €\n"
        "Ab dem 1. März 2025 erhöht sich die monatliche Vorauszahlung auf 190 €.\n"
    )
    assert (verdict("de", material, answer) is None) is served


# language: (material giving the years a work began and was completed, the answer
# saying when it began, the answer saying when it was completed)
BUILT: dict[str, tuple[str, str, str]] = {
    "en": ("The bridge\n\nConstruction\t1881–1886\nOpened\t1886\n",
           "Work on the bridge started in {}.", "The bridge was completed in {}."),
    "de": ("Die Brücke\n\nBauzeit\t1881–1886\nEröffnung\t1886\n",
           "Der Bau der Brücke begann {}.", "Die Brücke wurde {} fertiggestellt."),
    "fr": ("Le pont\n\nConstruction\t1881–1886\nOuverture\t1886\n",
           "Les travaux du pont ont commencé en {}.", "Le pont a été achevé en {}."),
    "es": ("El puente\n\nConstrucción\t1881–1886\nInauguración\t1886\n",
           "Las obras del puente comenzaron en {}.", "El puente se terminó en {}."),
    "it": ("Il ponte\n\nCostruzione\t1881–1886\nInaugurazione\t1886\n",
           "I lavori del ponte iniziarono nel {}.", "Il ponte fu completato nel {}."),
    "pt": ("A ponte\n\nConstrução\t1881–1886\nInauguração\t1886\n",
           "As obras da ponte começaram em {}.", "A ponte foi concluída em {}."),
    "nl": ("De brug\n\nBouw\t1881–1886\nOpening\t1886\n",
           "De bouw van de brug begon in {}.", "De brug werd in {} voltooid."),
    "da": ("Broen\n\nByggeri\t1881–1886\nIndvielse\t1886\n",
           "Byggeriet af broen begyndte i {}.", "Broen blev færdiggjort i {}."),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(BUILT))
def test_a_year_work_began_is_the_span_s_start(language: str) -> None:
    """An answer's "began in 1886" names the start of "1881-1886", not its end."""
    material, began, completed = BUILT[language]
    assert verdict(language, material, began.format("1881")) is None
    assert verdict(language, material, began.format("1886")) is not None
    assert verdict(language, material, completed.format("1886")) is None
