"""Binding by the words around a number: tenses, word shapes, clauses, particles."""

from __future__ import annotations

import pytest

from tests.engine.binding_verdict import verdict

# (language, material, answer template, its value, the other end's value): a change
# from one value to another; "used to", "previously", "bisher" name where it came from.
PAST: list[tuple[str, str, str, str, str]] = [
    (
        "en",
        "Breaking change: the default timeout of the REST sensor was lowered from 30 to "
        "15 seconds.",
        "The REST sensor's timeout used to be {} seconds.",
        "30",
        "15",
    ),
    (
        "en",
        "The monthly fee was raised from 12 to 15 euros in March.",
        "The monthly fee was previously {} euros.",
        "12",
        "15",
    ),
    (
        "de",
        "Die Grundgebühr wurde im März von 12 auf 15 Euro erhöht.",
        "Bisher betrug die Grundgebühr {} Euro.",
        "12",
        "15",
    ),
]


@pytest.mark.parametrize(
    ("language", "material", "answer", "right", "wrong"),
    PAST,
    ids=[f"{p[0]}-{i}" for i, p in enumerate(PAST)],
)
def test_the_past_names_where_a_change_came_from(
    language: str, material: str, answer: str, right: str, wrong: str
) -> None:
    assert verdict(language, material, answer.format(right)) is None
    assert verdict(language, material, answer.format(wrong)) == wrong


# German writes nouns capitalised: a verb of the answer ("kostete", "fährt") is no
# evidence for a place that names the noun of its stem ("Kosten", "Fahrt").
SHAPES: list[tuple[str, str, str, str]] = [
    (
        "Betriebskosten 2024\nMüllabfuhr: 198,00 €\nGrundsteuer: 156,80 €\n"
        "Summe der Kosten: 1.951,75 €",
        "Die Müllabfuhr kostete {} €.",
        "198,00",
        "1.951,75",
    ),
    (
        "Die letzte Fahrt zum Flughafen startet um 23:48 Uhr, in den Nächten auf "
        "Samstag und Sonntag zusätzlich um 1:18 Uhr.",
        "In den Nächten auf Samstag und Sonntag fährt zusätzlich eine Bahn um {} Uhr.",
        "1:18",
        "23:48",
    ),
]


@pytest.mark.parametrize(("material", "answer", "right", "wrong"), SHAPES)
def test_a_lower_case_word_is_not_the_capitalised_noun_of_its_stem(
    material: str, answer: str, right: str, wrong: str
) -> None:
    assert verdict("de", material, answer.format(right)) is None
    assert verdict("de", material, answer.format(wrong)) is not None


def test_a_part_of_the_day_after_a_comma_opens_the_next_clause() -> None:
    """A part of the day after a comma ("um 23:48 Uhr, in den Nächten") is the next's."""
    from custom_components.grounded_answers.engine.text.numbers import find_numbers

    text = (
        "Die letzte Fahrt startet um 23:48 Uhr, in den Nächten zusätzlich um 1:18 Uhr."
    )
    first, _ = find_numbers(text, "de")
    assert text[first.start : max(first.end, first.span_end)] == "23:48 Uhr"


def test_a_focus_particle_does_not_stop_an_elided_verb() -> None:
    """A particle ("sonn- und feiertags *erst* um 7:32") leaves the verb elided."""
    material = (
        "Samstags beginnt der Betrieb der S8 um 6:02 Uhr, sonn- und feiertags erst um "
        "7:32 Uhr."
    )
    answer = "Sonntags beginnt der Betrieb der S8 um {} Uhr."
    assert verdict("de", material, answer.format("7:32")) is None
    assert verdict("de", material, answer.format("6:02")) == "6:02 Uhr"


def test_a_piece_labelling_a_number_of_another_family_goes_with_it() -> None:
    """A label before a parenthesis ("in der Hauptverkehrszeit (6 bis 8:30 Uhr)") leads."""
    material = (
        "Montag bis Freitag fährt die S8 zwischen 5:12 Uhr und 0:42 Uhr alle 20 "
        "Minuten, in der Hauptverkehrszeit (6 bis 8:30 Uhr) alle 10 Minuten."
    )
    answer = "In der Hauptverkehrszeit fährt die S8 alle {} Minuten."
    assert verdict("de", material, answer.format(10)) is None
    assert verdict("de", material, answer.format(20)) == "20"


# language: (a listing, what the terrace measures, what the living room measures):
# "de", "von", "van" before a number says what it measures, in either place.
MEASURED: dict[str, tuple[str, str, str]] = {
    "es": ("El piso tiene un salón de 24 m² con salida a una terraza de 8 m² y una "
           "cocina amueblada.", "La terraza mide {} metros cuadrados.",
           "El salón mide {} metros cuadrados."),
    "fr": ("L'appartement offre un séjour de 24 m² avec accès à une terrasse de 8 m² "
           "et une cuisine équipée.", "La terrasse fait {} m².", "Le séjour fait {} m²."),
    "pt": ("O apartamento tem uma sala de 24 m² com acesso a uma varanda de 8 m² e "
           "cozinha equipada.", "A varanda tem {} m².", "A sala tem {} m²."),
    "nl": ("Het appartement heeft een woonkamer van 24 m² met toegang tot een terras "
           "van 8 m² en een open keuken.", "Het terras is {} m².",
           "De woonkamer is {} m²."),
    "de": ("Die Wohnung hat ein Wohnzimmer von 24 m² mit Zugang zu einer Terrasse von "
           "8 m² und eine Einbauküche.", "Die Terrasse hat {} m².",
           "Das Wohnzimmer hat {} m²."),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(MEASURED))
def test_the_noun_before_of_is_what_the_number_measures(language: str) -> None:
    """In "una terraza de 8 m²" the terrace is the 8's, the living room the 24's."""
    material, terrace, room = MEASURED[language]
    assert verdict(language, material, terrace.format("8")) is None
    assert verdict(language, material, terrace.format("24")) == "24"
    assert verdict(language, material, room.format("24")) is None
    assert verdict(language, material, room.format("8")) == "8"


def test_a_range_shares_the_noun_before_it_and_a_count_keeps_its_own() -> None:
    """A range ("da 80 a 240 ml") shares it; a count ("1.800 dieren van …") keeps it."""
    coffee = "Caffè lungo: 120 ml (regolabile da 80 a 240 ml); acqua calda: 200 ml."
    assert verdict("it", coffee, "Il caffè lungo è regolabile fino a 240 ml.") is None
    zoo = "Het park ligt aan de rand van de stad en telt 1.800 dieren van 140 soorten."
    assert verdict("nl", zoo, "In het park leven 1.800 dieren.") is None
    assert verdict("nl", zoo, "In het park leven 140 dieren.") == "140"


# language: (result line and report, answer about the away side, its score, the home
# side's name as the answer writes it, the home score)
RESULTS: dict[str, tuple[str, str, str, str, str, str]] = {
    "es": ("Unicaja 88 - 81 Valencia Basket\n\nEl Unicaja se impuso en el Carpena ante "
           "10.124 espectadores.", "El {} anotó {} puntos.", "Valencia Basket", "81",
           "Unicaja", "88"),
    "en": ("Leicester Tigers 27 - 19 Bath Rugby\n\nLeicester won at Welford Road in "
           "front of 21,400 fans.", "{} scored {} points.", "Bath Rugby", "19",
           "Leicester Tigers", "27"),
    "de": ("Alba Berlin 94 – 87 Bayern München\n\nAlba gewann vor 11.200 Zuschauern.",
           "{} erzielte {} Punkte.", "Bayern München", "87", "Alba Berlin", "94"),
    "fr": ("Stade Toulousain 34 – 23 ASM Clermont Auvergne\n\nToulouse s'impose "
           "devant 18 754 spectateurs.", "{} a marqué {} points.", "Clermont Auvergne",
           "23", "Stade Toulousain", "34"),
    "it": ("Virtus Bologna 91 - 78 Olimpia Milano\n\nLa Virtus vince davanti a 9.500 "
           "spettatori.", "{} ha segnato {} punti.", "Olimpia Milano", "78",
           "Virtus Bologna", "91"),
    "nl": ("Feyenoord 4 - 2 Ajax\n\nFeyenoord won voor 47.500 toeschouwers.",
           "{} scoorde {} doelpunten.", "Ajax", "2", "Feyenoord", "4"),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(RESULTS))
def test_each_side_of_a_result_has_its_own_score(language: str) -> None:
    """In "Unicaja 88 - 81 Valencia Basket" the 81 is Valencia's, the 88 Unicaja's."""
    material, answer, away, away_score, home, home_score = RESULTS[language]
    assert verdict(language, material, answer.format(away, away_score)) is None
    assert verdict(language, material, answer.format(home, home_score)) is None
    assert verdict(language, material, answer.format(away, home_score)) is not None
    assert verdict(language, material, answer.format(home, away_score)) is not None


# (language, material: a national figure with the unit spelled out, a city's with its
# symbol, answer spelling the unit, the city's value, the national one)
SPELLED_UNITS: list[tuple[str, str, str, str, str]] = [
    ("it", "In Italia il prezzo medio si è attestato a 2.087 euro al metro quadro. A "
     "Milano il valore era di 5.512 euro/m².",
     "A Milano il prezzo era di {} euro al metro quadro.", "5.512", "2.087"),
    ("es", "En España el precio medio se situó en 2.087 euros por metro cuadrado. En "
     "Madrid el valor era de 5.512 €/m².",
     "En Madrid el precio era de {} euros por metro cuadrado.", "5.512", "2.087"),
    ("fr", "En France, le prix moyen atteint 2 087 euros le mètre carré. À Lyon, il "
     "était de 5 512 €/m².", "À Lyon, le prix était de {} euros le mètre carré.",
     "5 512", "2 087"),
    ("nl", "Landelijk is de gemiddelde prijs 2.087 euro per vierkante meter. In Utrecht "
     "was die 5.512 euro/m².", "In Utrecht was de prijs {} euro per vierkante meter.",
     "5.512", "2.087"),
    ("de", "Bundesweit liegt der Arbeitspreis bei 40,12 Cent pro Kilowattstunde. In "
     "Lindenau beträgt er 32,48 ct/kWh.",
     "In Lindenau beträgt der Preis {} Cent pro Kilowattstunde.", "32,48", "40,12"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("language", "material", "answer", "own", "other"), SPELLED_UNITS
)
def test_a_spelled_unit_is_its_symbol(
    language: str, material: str, answer: str, own: str, other: str
) -> None:
    """A unit spelled out ("euro al metro quadro") is its symbol ("euro/m²")."""
    assert verdict(language, material, answer.format(own)) is None
    assert verdict(language, material, answer.format(other)) is not None


# (language, requirements, answer naming MariaDB): its version is 10.6, not PHP's 8.2.
OWNERS: list[tuple[str, str, str]] = [
    ("en", "Requirements: PHP 8.2 or later and MariaDB 10.6 or later.",
     "If you use MariaDB, you need {} or later."),
    ("de", "Voraussetzungen: PHP 8.2 oder neuer und MariaDB 10.6 oder neuer.",
     "Wer MariaDB nutzt, braucht {} oder neuer."),
    ("es", "Requisitos: PHP 8.2 o superior y MariaDB 10.6 o posterior.",
     "Si usas MariaDB, necesitas la {} o una posterior."),
    ("nl", "Vereisten: PHP 8.2 of nieuwer en MariaDB 10.6 of nieuwer.",
     "Met MariaDB heb je {} of nieuwer nodig."),
    ("fr", "Prérequis : PHP 8.2 ou plus récent et MariaDB 10.6 ou plus récent.",
     "Avec MariaDB, il faut la {} ou plus récente."),
]  # fmt: skip


@pytest.mark.parametrize(("language", "material", "answer"), OWNERS)
def test_a_named_owner_keeps_its_own_version(
    language: str, material: str, answer: str
) -> None:
    """An answer naming MariaDB speaks of MariaDB's version, not of PHP's.

    A verb before the version ("you need 10.6") owns nothing the material has.
    """
    assert verdict(language, material, answer.format("10.6")) is None
    assert verdict(language, material, answer.format("8.2")) == "8.2"


# (language, material with a speed in symbols, the answer saying it as it is spoken)
SPOKEN_SPEEDS: list[tuple[str, str, str]] = [
    ("de", "An der Küste gibt es Sturmböen um 85 km/h.",
     "An der Küste gibt es Sturmböen um {} pro Stunde."),
    ("fr", "Des rafales à 110 km/h sont attendues.",
     "Des rafales à {} par heure sont attendues."),
    ("es", "Se esperan rachas de 90 km/h.", "Se esperan rachas de {} por hora."),
    ("it", "Sono previste raffiche fino a 80 km/h.",
     "Sono previste raffiche fino a {} orari."),
    ("pt", "Há rajadas até 75 km/h.", "Há rajadas até {} por hora."),
]  # fmt: skip
_SPOKEN_KM: dict[str, str] = {
    "de": "85 Kilometer",
    "fr": "110 kilomètres",
    "es": "90 kilómetros",
    "it": "80 chilometri",
    "pt": "75 quilómetros",
}


@pytest.mark.parametrize(("language", "material", "answer"), SPOKEN_SPEEDS)
def test_a_speed_said_in_words_is_its_symbol(
    language: str, material: str, answer: str
) -> None:
    """A speed said in words ("85 Kilometer pro Stunde") is "85 km/h".

    "85 Kilometer" alone is a distance.
    """
    spoken = _SPOKEN_KM[language]
    assert verdict(language, material, answer.format(spoken)) is None
    distance = answer.split("{}", maxsplit=1)[0] + spoken + "."
    assert verdict(language, material, distance) is not None


# A unit written as a symbol in the material, and said in words, per language.
SPOKEN_UNITS: dict[str, dict[str, str]] = {
    "m/s": {"en": "metres per second", "de": "Meter pro Sekunde",
            "fr": "mètres par seconde", "es": "metros por segundo",
            "it": "metri al secondo", "pt": "metros por segundo",
            "nl": "meter per seconde", "da": "meter i sekundet"},
    "ha": {"en": "hectares", "de": "Hektar", "fr": "hectares", "nl": "hectare",
           "da": "hektar"},  # "ha" is "has" in Spanish, Italian and Portuguese
    "mg": {"en": "milligrams", "de": "Milligramm", "fr": "milligrammes",
           "es": "miligramos", "it": "milligrammi", "pt": "miligramas",
           "nl": "milligram", "da": "milligram"},
}  # fmt: skip
_FRAMES: dict[str, str] = {
    "en": "The value is 12 {}.", "de": "Der Wert beträgt 12 {}.",
    "fr": "La valeur est de 12 {}.", "es": "El valor es de 12 {}.",
    "it": "Il valore è di 12 {}.", "pt": "O valor é de 12 {}.",
    "nl": "De waarde is 12 {}.", "da": "Værdien er 12 {}.",
}  # fmt: skip


@pytest.mark.parametrize(
    ("symbol", "language"),
    [(symbol, language) for symbol, said in SPOKEN_UNITS.items() for language in said],
)
def test_a_unit_said_in_words_is_its_symbol(symbol: str, language: str) -> None:
    """The material's "12 m/s" grounds an answer's "12 metres per second"."""
    frame = _FRAMES[language]
    spoken = frame.format(SPOKEN_UNITS[symbol][language])
    assert verdict(language, frame.format(symbol), spoken) is None, spoken


@pytest.mark.parametrize(
    ("answer", "served"),
    [
        ("Für Erwachsene kostet es sechsundzwanzig Euro fünfzig.", True),
        ("Für Erwachsene kostet es 26 Euro.", False),
        ("Für Kinder kostet es zwölf Euro fünfzig.", False),
        ("Für Kinder kostet es zwölf Euro.", True),
    ],
)
def test_a_price_said_aloud_is_grounded_to_the_cent(answer: str, served: bool) -> None:
    """A price said aloud ("26 Euro 50") is the 26,50 €, not a 26 or the 12 €."""
    material = "Eintritt: Erwachsene 26,50 €, Kinder 12 €, Gruppen ab 26 Personen."
    assert (verdict("de", material, answer) is None) is served, answer


# language: (members' line label, non-members', an answer giving a label's price)
NON_MEMBERS: dict[str, tuple[str, str, str]] = {
    "en": ("Adult Peak", "Adult Off-Peak", "{label} membership costs {price} a month."),
    "de": ("Mitglieder", "Nicht-Mitglieder", "Für {label} kostet der Kurs {price}."),
    "fr": ("Membres", "Non-membres", "Pour les {label}, le cours coûte {price}."),
    "nl": ("Leden", "Niet-leden", "Voor {label} kost de les {price}."),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(NON_MEMBERS))
def test_a_word_joined_by_a_hyphen_to_a_function_word_is_another(language: str) -> None:
    """An answer's "Peak" is no "Off-Peak", its "Mitglieder" no "Nicht-Mitglieder"."""
    plain, joined, answer = NON_MEMBERS[language]
    prices = ("£42.50", "£29.95") if language == "en" else ("42,50 €", "29,95 €")
    material = f"Prices\n\n{plain}: {prices[0]}\n{joined}: {prices[1]}\n"
    for label, own, other in ((plain, *prices), (joined, *reversed(prices))):
        label_ = label if language in ("en", "de") else label.lower()
        assert (
            verdict(language, material, answer.format(label=label_, price=own)) is None
        )
        refused = answer.format(label=label_, price=other)
        assert verdict(language, material, refused) is not None, refused


# language: (a spec line giving two ranges, each named in parentheses after it; an
# answer giving the radiators' top temperature, one the underfloor heating's)
NAMED_RANGES: dict[str, tuple[str, str, str]] = {
    "es": ("Temperatura de calefacción: 25–80 °C (radiadores) / 25–45 °C (suelo radiante)",
           "Con radiadores, la calefacción llega a {} °C.",
           "Con suelo radiante, la calefacción llega a {} °C."),
    "en": ("Heating flow temperature: 25–80 °C (radiators) / 25–45 °C (underfloor heating)",
           "With radiators the heating reaches {} °C.",
           "With underfloor heating the heating reaches {} °C."),
    "de": ("Vorlauftemperatur: 25–80 °C (Heizkörper) / 25–45 °C (Fußbodenheizung)",
           "Mit Heizkörpern erreicht die Heizung {} °C.",
           "Mit Fußbodenheizung erreicht die Heizung {} °C."),
    "fr": ("Température de départ : 25–80 °C (radiateurs) / 25–45 °C (plancher chauffant)",
           "Avec des radiateurs, la température atteint {} °C.",
           "Avec un plancher chauffant, la température atteint {} °C."),
    "it": ("Temperatura di mandata: 25–80 °C (radiatori) / 25–45 °C (pavimento radiante)",
           "Con i radiatori il riscaldamento arriva a {} °C.",
           "Con il pavimento radiante il riscaldamento arriva a {} °C."),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(NAMED_RANGES))
def test_a_parenthesis_after_a_value_names_it(language: str) -> None:
    """A short "(radiadores)" after "25-80 °C" names that range, not the one after it."""
    line, radiators, underfloor = NAMED_RANGES[language]
    material = f"Caldera de condensación\n\n{line}\n"
    assert verdict(language, material, radiators.format(80)) is None
    assert verdict(language, material, underfloor.format(45)) is None
    assert verdict(language, material, radiators.format(45)) == "45"
    assert verdict(language, material, underfloor.format(80)) == "80"


# language: (a leaflet's dose lines, an answer giving the daily maximum in tablets)
DOSES: dict[str, tuple[str, str]] = {
    "en": ("Adults: Take one or two tablets (500 mg to 1,000 mg) up to four times a day "
           "as required. Leave at least 4 hours between doses. Do not take more than 8 "
           "tablets (4,000 mg) in any 24-hour period.",
           "Adults may take at most {} tablets in 24 hours."),
    "de": ("Erwachsene: Nehmen Sie ein oder zwei Tabletten (500 mg bis 1.000 mg) bis zu "
           "viermal täglich ein. Halten Sie mindestens 4 Stunden Abstand. Nehmen Sie "
           "nicht mehr als 8 Tabletten (4.000 mg) innerhalb von 24 Stunden ein.",
           "Erwachsene dürfen innerhalb von 24 Stunden höchstens {} Tabletten nehmen."),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(DOSES))
def test_a_restatement_after_a_counted_noun_keeps_the_statement_whole(
    language: str,
) -> None:
    """In "8 tablets (4,000 mg) in any 24-hour period" the period is the tablets' too."""
    material, answer = DOSES[language]
    material = f"Paracetamol 500 mg\n\n{material}\n"
    assert verdict(language, material, answer.format(8)) is None


def test_a_parenthesis_after_a_name_is_a_part_of_its_value() -> None:
    """In "los 9 del Villarreal (3 a puerta)" the 3 on target are no 9 shots."""
    material = (
        "Betis 2-1 Villarreal\n\nEl Betis terminó con un 58 % de posesión y 16 remates, "
        "seis de ellos entre los tres palos, por los 9 del Villarreal (3 a puerta).\n"
    )
    answer = "El Villarreal solo tiró {} veces a puerta."
    assert verdict("es", material, answer.format(3)) is None
    assert verdict("es", material, answer.format(9)) == "9"
