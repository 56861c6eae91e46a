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


# language: (material, an answer about next year, one about this year); the values
# are 412,6 (next year) and 389,1 (this year), written in the language's digits.
PERIODS: dict[str, tuple[str, str, str]] = {
    "en": ("The council will spend £412.6 million next year. This year the budget is "
           "£389.1 million.", "Next year the council spends £{} million.",
           "This year the council spends £{} million."),
    "de": ("Der Kreis gibt im nächsten Jahr 412,6 Millionen Euro aus. In diesem Jahr "
           "sind es 389,1 Millionen Euro.", "Nächstes Jahr gibt der Kreis {} Millionen "
           "Euro aus.", "Dieses Jahr gibt der Kreis {} Millionen Euro aus."),
    "fr": ("Le département dépensera 412,6 millions d'euros l'année prochaine. Cette "
           "année, le budget est de 389,1 millions d'euros.", "L'année prochaine, le "
           "département dépense {} millions d'euros.", "Cette année, le département "
           "dépense {} millions d'euros."),
    "es": ("La provincia gastará 412,6 millones de euros el próximo año. Este año el "
           "presupuesto es de 389,1 millones de euros.", "El próximo año la provincia "
           "gasta {} millones de euros.", "Este año la provincia gasta {} millones de "
           "euros."),
    "it": ("La provincia spenderà 412,6 milioni di euro il prossimo anno. Quest'anno il "
           "bilancio è di 389,1 milioni di euro.", "Il prossimo anno la provincia "
           "spende {} milioni di euro.", "Quest'anno la provincia spende {} milioni di "
           "euro."),
    "nl": ("De provincie geeft volgend jaar 412,6 miljoen euro uit. Dit jaar is dat nog "
           "389,1 miljoen euro.", "Volgend jaar geeft de provincie {} miljoen euro uit.",
           "Dit jaar geeft de provincie {} miljoen euro uit."),
    "pt": ("A câmara vai gastar 412,6 milhões de euros no próximo ano. Este ano o "
           "orçamento é de 389,1 milhões de euros.", "No próximo ano a câmara gasta {} "
           "milhões de euros.", "Este ano a câmara gasta {} milhões de euros."),
    "da": ("Kommunen bruger 412,6 mio. kr. næste år. I år er budgettet 389,1 mio. kr.",
           "Næste år bruger kommunen {} mio. kr.", "I år bruger kommunen {} mio. kr."),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(PERIODS))
def test_this_year_is_no_next_year(language: str) -> None:
    """Next year, this year and last year are three years, in every language."""
    material, next_year, this_year = PERIODS[language]
    coming, now = ("412.6", "389.1") if language == "en" else ("412,6", "389,1")
    assert verdict(language, material, next_year.format(coming)) is None
    assert verdict(language, material, this_year.format(now)) is None
    assert verdict(language, material, next_year.format(now)) is not None
    assert verdict(language, material, this_year.format(coming)) is not None


# (language, material, answer about the value compared against, its value, the other)
VERSUS: list[tuple[str, str, str, str, str]] = [
    ("de", "Die SPD erreicht 19,6 Prozent nach 21,3 Prozent vor fünf Jahren und "
     "verliert einen Sitz.", "Vor fünf Jahren lag die SPD bei {} Prozent.", "21,3",
     "19,6"),
    ("de", "Die Grünen haben nur noch sieben statt bisher elf Mandate.",
     "Bisher hatten die Grünen {} Mandate.", "elf", "sieben"),
    ("da", "En børnehaveplads kommer til at koste 2.270 kr. om måneden mod 2.195 kr. i "
     "år.", "I år koster en børnehaveplads {} kr. om måneden.", "2.195", "2.270"),
    ("nl", "De websocketserver luistert voortaan standaard op poort 8443 in plaats van "
     "8080.", "Voorheen luisterde de websocketserver op poort {}.", "8080", "8443"),
    ("fr", "La participation atteint 47,6 %, contre 37,9 % il y a six ans.",
     "Il y a six ans, la participation était de {} %.", "37,9", "47,6"),
    ("en", "Turnout reached 47.6%, against 37.9% six years ago.",
     "Six years ago turnout was {}%.", "37.9", "47.6"),
    ("es", "La participación alcanzó el 47,6 %, frente al 37,9 % de hace seis años.",
     "Hace seis años la participación fue del {} %.", "37,9", "47,6"),
    ("it", "L'affluenza ha raggiunto il 47,6 %, contro il 37,9 % di sei anni fa.",
     "Sei anni fa l'affluenza era del {} %.", "37,9", "47,6"),
    ("pt", "A afluência atingiu 47,6 %, contra 37,9 % há seis anos.",
     "Há seis anos a afluência foi de {} %.", "37,9", "47,6"),
]  # fmt: skip


@pytest.mark.parametrize(("language", "material", "answer", "own", "other"), VERSUS)
def test_what_follows_the_value_compared_against_is_its_own(
    language: str, material: str, answer: str, own: str, other: str
) -> None:
    """In "19,6 Prozent nach 21,3 Prozent vor fünf Jahren" the five years are 21,3's."""
    assert verdict(language, material, answer.format(own)) is None
    assert verdict(language, material, answer.format(other)) is not None


# (language, material with a change, answer naming a period, the end it names, the
# other end): "a year ago" names where a change came from, "this year" where it went.
PERIOD_ENDS: list[tuple[str, str, str, str, str]] = [
    ("en", "The operating margin widened to 9.6% from 8.9%.",
     "A year ago the operating margin stood at {}%.", "8.9", "9.6"),
    ("it", "Il prezzo medio di una doppia è passato da 131 a 142 euro a notte.",
     "Quest'anno il prezzo medio di una doppia è di {} euro a notte.", "142", "131"),
    ("de", "Der Grundpreis steigt von 12,50 € auf 13,95 € im Monat.",
     "Im letzten Jahr lag der Grundpreis bei {} € im Monat.", "12,50", "13,95"),
    ("nl", "De huur stijgt van 820 naar 865 euro per maand.",
     "Dit jaar is de huur {} euro per maand.", "865", "820"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("language", "material", "answer", "own", "other"), PERIOD_ENDS
)
def test_a_period_names_an_end_of_the_change(
    language: str, material: str, answer: str, own: str, other: str
) -> None:
    """A period before now is where a change came from; this one where it went."""
    assert verdict(language, material, answer.format(own)) is None
    assert verdict(language, material, answer.format(other)) is not None
