"""Binding by where a value stands: its table column, its section's heading, its line.

A timetable's columns ("Weekdays  Saturdays  Sundays"), a heading above a block of
lines ("Departures from Sejerø"), a label opening a line ("Tomorrow: … High 9°C") and
a name a dash sets before a line's sentences ("Faro — Hoje: …") say which value is which as much as a sentence's words do (``layout``,
``surroundings``). Each sheet below is written in every language; every answer that
puts a cell's value under its own column, section or line is served, every one that
puts it under another is refused.
"""

from __future__ import annotations

import itertools

import pytest

from tests.engine.binding_verdict import verdict
from tests.numbers.passages.es_tarifaluz import PASSAGE as TARIFF

# language: (row label, column names, answer with {column} and {value})
TIMETABLE: dict[str, tuple[str, tuple[str, str, str], str]] = {
    "en": ("First bus", ("Weekdays", "Saturdays", "Sundays"),
           "On {column} the first bus leaves at {value}."),
    "de": ("Erster Bus", ("Werktags", "Samstags", "Sonntags"),
           "{column} fährt der erste Bus um {value} Uhr."),
    "fr": ("Premier bus", ("Lun-Ven", "Samedi", "Dimanche"),
           "Le premier bus part à {value} ({column})."),
    "es": ("Primer autobús", ("Laborables", "Sábados", "Domingos"),
           "Los {column} el primer autobús sale a las {value}."),
    "it": ("Primo autobus", ("Feriali", "Sabato", "Domenica"),
           "Il primo autobus parte alle {value} ({column})."),
    "pt": ("Primeiro autocarro", ("Dias úteis", "Sábados", "Domingos"),
           "O primeiro autocarro sai às {value} ({column})."),
    "nl": ("Eerste bus", ("Werkdagen", "Zaterdag", "Zondag"),
           "De eerste bus vertrekt om {value} uur ({column})."),
    "da": ("Første bus", ("Hverdage", "Lørdag", "Søndag"),
           "Den første bus kører kl. {value} ({column})."),
}  # fmt: skip
TIMES = ("6:15", "7:40", "8:55")


def _timetable(language: str) -> str:
    row, columns, _ = TIMETABLE[language]
    header = " " * 20 + "".join(f"{c:<14}" for c in columns)
    cells = "".join(f"{t:<14}" for t in TIMES)
    return f"Line 7\n\n{header}\n{row:<20}{cells}\nTickets are sold on board."


def _timetable_cases() -> list[tuple[str, str, str, bool]]:
    cases = []
    for language, (_, columns, answer) in TIMETABLE.items():
        for (c, column), (v, value) in itertools.product(
            enumerate(columns), enumerate(TIMES)
        ):
            # a short day ("Lun-Ven") stays written as on a sign
            said = column if "-" in column else column.lower()
            text = answer.format(column=said, value=value)
            cases.append((language, _timetable(language), text, c == v))
    return cases


@pytest.mark.parametrize(
    ("language", "material", "answer", "served"), _timetable_cases()
)
def test_a_cell_is_its_columns_value(
    language: str, material: str, answer: str, served: bool
) -> None:
    """A departure is the one of its column: weekdays' is no Sunday's."""
    assert (verdict(language, material, answer) is None) is served, answer


# language: (heading from A, heading from B, answer with {place} and {value})
SECTIONS: dict[str, tuple[str, str, str]] = {
    "en": ("Departures from Hamley", "Departures from Stow",
           "The first ferry from {place} leaves at {value}."),
    "de": ("Abfahrten ab Hamley", "Abfahrten ab Stow",
           "Die erste Fähre ab {place} fährt um {value} Uhr."),
    "da": ("Afgange fra Hamley", "Afgange fra Stow",
           "Den første færge fra {place} sejler kl. {value}."),
    "nl": ("Vertrek vanaf Hamley", "Vertrek vanaf Stow",
           "De eerste veerboot vanaf {place} vertrekt om {value} uur."),
    "fr": ("Départs de Hamley", "Départs de Stow",
           "Le premier bac au départ de {place} part à {value}."),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(SECTIONS))
def test_a_heading_names_the_lines_below_it(language: str) -> None:
    """A block's heading qualifies its lines until a blank line ends the section."""
    first, second, answer = SECTIONS[language]
    material = (
        f"Ferry timetable\n\n{first}\nMon-Fri: 6.15 · 9.30 · 13.00\n\n"
        f"{second}\nMon-Fri: 7.20 · 10.40 · 14.10\n"
    )
    for place, own, other in (("Hamley", "6.15", "7.20"), ("Stow", "7.20", "6.15")):
        assert (
            verdict(language, material, answer.format(place=place, value=own)) is None
        )
        refused = answer.format(place=place, value=other)
        assert verdict(language, material, refused) is not None, refused


@pytest.mark.parametrize(
    ("answer", "served"),
    [
        ("Today's high in Harrogate is 11 degrees.", True),
        ("Today's high in Harrogate is 9 degrees.", False),
        ("Tomorrow's high in Harrogate is 9 degrees.", True),
        ("Tomorrow's high in Harrogate is 11 degrees.", False),
    ],
)
def test_a_line_label_names_its_later_sentences(answer: str, served: bool) -> None:
    """A line opening with "Today:" qualifies the values of its second sentence."""
    material = (
        "Local forecast\n\nHarrogate\n"
        "Today: Sunny spells, then rain. High 11°C, low 4°C.\n"
        "Tomorrow: Sunny intervals. High 9°C, low 2°C.\n"
    )
    assert (verdict("en", material, answer) is None) is served


@pytest.mark.parametrize(
    ("answer", "served"),
    [
        ("I højsæsonen koster lejligheden til 4 personer 7.450 kr. om ugen.", True),
        ("I højsæsonen koster lejligheden til 4 personer 3.950 kr. om ugen.", False),
        ("I højsæsonen koster lejligheden til 6 personer 9.850 kr. om ugen.", True),
        ("I højsæsonen koster lejligheden til 6 personer 7.450 kr. om ugen.", False),
    ],
)
def test_a_line_label_may_hold_numbers(answer: str, served: bool) -> None:
    """A label "Lejlighed til 4 personer, 52 m²:" names the prices on its line."""
    material = (
        "Feriecenter Klitrosen\n\nPriser pr. uge\n"
        "Lejlighed til 4 personer, 52 m²: lavsæson 3.950 kr. · højsæson 7.450 kr.\n"
        "Lejlighed til 6 personer, 78 m²: lavsæson 5.250 kr. · højsæson 9.850 kr.\n"
    )
    assert (verdict("da", material, answer) is None) is served


@pytest.mark.parametrize(
    ("answer", "served"),
    [
        ("Morgenbuffeten koster 145 kr. for voksne.", True),
        ("Morgenbuffeten koster 75 kr. for voksne.", False),
        ("Morgenbuffeten koster 75 kr. for børn.", True),
    ],
)
def test_each_item_of_a_line_has_its_own_label(answer: str, served: bool) -> None:
    """The children's price after "· Børn 4-11 år:" is not the adults' of "Voksne:"."""
    material = (
        "Feriecenter Klitrosen\n\nMorgenbuffet (for gæster i ferielejlighed)\n"
        "Voksne: 145 kr. · Børn 4–11 år: 75 kr. · Børn under 4 år: gratis\n"
    )
    assert (verdict("da", material, answer) is None) is served


@pytest.mark.parametrize(
    ("answer", "served"),
    [
        ("The deposit is £1,440.", True),
        ("The deposit is £1,250.", False),
        ("The monthly rent is £1,250.", True),
        ("Express trains take 52 minutes.", True),
    ],
)
def test_a_section_heading_names_no_line_against_a_label(
    answer: str, served: bool
) -> None:
    """A heading "Rent and deposit" heads both lines; "Deposit:" names one."""
    material = (
        "Tenancy summary\n\nRent and deposit\n"
        "Monthly rent: £1,250, due on the first day of each month.\n"
        "Deposit: £1,440, protected within 30 days.\n\n"
        "Express trains\nJourney time: 52 minutes without stops.\n\n"
        "Delays\nCompensation for express trains: 25% for delays of 60 minutes.\n"
    )
    assert (verdict("en", material, answer) is None) is served


def test_a_line_with_its_own_label_keeps_it() -> None:
    """A sentence opening with its own label ("Deposit:") borrows none of the line's."""
    material = (
        "Tenancy summary\n\nRent and deposit\n"
        "Monthly rent: £1,250, due on the first day of each month. Deposit: £1,440,"
        " protected within 30 days.\n"
    )
    assert verdict("en", material, "The monthly rent is £1,250.") is None
    assert verdict("en", material, "The monthly rent is £1,440.") is not None


@pytest.mark.parametrize(
    ("answer", "served"),
    [
        ("Das Intensivprogramm spült mit 70 °C.", True),
        ("Das Intensivprogramm spült mit 50 °C.", False),
        ("Das Glasprogramm braucht 13,5 Liter Wasser.", True),
        ("Das Glasprogramm braucht 9,5 Liter Wasser.", False),
    ],
)
def test_a_table_separated_by_dashes_and_a_compound_answer(
    answer: str, served: bool
) -> None:
    """Cells set apart by dashes; "Intensivprogramm" names the row "Intensiv"."""
    material = (
        "Programmübersicht\n\n"
        "Programm — Temperatur — Dauer — Wasser\n"
        "Eco — 50 °C — 3:55 h — 9,5 l\n"
        "Intensiv — 70 °C — 2:40 h — 16,2 l\n"
        "Glas — 40 °C — 1:50 h — 13,5 l\n"
    )
    assert (verdict("de", material, answer) is None) is served


@pytest.mark.parametrize(
    ("answer", "served"),
    [
        ("In der Krippe zahlen Sie bei 25.001 bis 40.000 Euro 142 Euro.", True),
        ("In der Krippe zahlen Sie bei 25.001 bis 40.000 Euro 236 Euro.", False),
        ("Im Kindergarten kostet es bei 40.001 bis 60.000 Euro 164 Euro.", True),
        ("Im Kindergarten kostet es bei 40.001 bis 60.000 Euro 98 Euro.", False),
    ],
)
def test_a_row_bracket_says_which_fee(answer: str, served: bool) -> None:
    """A row's income bracket and its column name the fee, in a tab table."""
    material = (
        "Elternbeiträge\n\nMonatlicher Beitrag\n"
        "Jahreseinkommen\tKrippe\tKindergarten\n"
        "25.001–40.000 €\t142,00 €\t98,00 €\n"
        "40.001–60.000 €\t236,00 €\t164,00 €\n"
    )
    assert (verdict("de", material, answer) is None) is served


@pytest.mark.parametrize(
    ("language", "answer", "served"),
    [
        ("nl", "Het ouder-en-kindzwemmen begint op zaterdag om 9.00 uur.", True),
        ("nl", "Het ouder-en-kindzwemmen begint op zaterdag om 7.00 uur.", False),
        ("en", "Caravan guests must leave by 10 am.", True),
        ("en", "Caravan guests must leave by 4 pm.", False),
    ],
)
def test_a_day_owns_no_time_and_by_names_an_end(
    language: str, answer: str, served: bool
) -> None:
    """A weekday before a time is a qualifier, not its owner; "by 10 am" is an end."""
    material = {
        "nl": "Zwembad De Vijfsprong\n\nRecreatief zwemmen\n"
        "maandag t/m vrijdag: 7.00–9.00 uur (banenzwemmen) en 13.30–17.00 uur\n"
        "zaterdag: 10.00–16.00 uur\n"
        "Ouder-en-kindzwemmen: zaterdag 9.00–10.00 uur in het instructiebad\n",
        "en": "Holiday park\n\nCaravans\nArrival from 4 pm, departure by 10 am.\n",
    }[language]
    assert (verdict(language, material, answer) is None) is served


# language: (leaflet, the section's own answer, the same with the other heading's age)
DOSES: dict[str, tuple[str, str, str]] = {
    "en": ("Dosage\n\nAdults and children aged 16 years and over:\n"
           "Take one or two tablets up to four times a day.\n\n"
           "Children aged 10 to 11 years:\n"
           "1 tablet. Leave at least 6 hours between doses.\n\n"
           "Not suitable for children under 10 years.\n",
           "Between doses, a child aged 10 or 11 must leave 6 hours.",
           "Between doses, a child aged 16 or over must leave 6 hours."),
    "de": ("Dosierung\n\nErwachsene und Kinder ab 16 Jahren:\n"
           "Ein bis zwei Tabletten bis zu viermal täglich einnehmen.\n\n"
           "Kinder von 10 bis 11 Jahren:\n"
           "1 Tablette. Zwischen den Einnahmen mindestens 6 Stunden Abstand halten.\n\n"
           "Nicht für Kinder unter 10 Jahren.\n",
           "Kinder von 10 bis 11 Jahren halten zwischen den Einnahmen 6 Stunden "
           "Abstand.",
           "Kinder ab 16 Jahren halten zwischen den Einnahmen 6 Stunden Abstand."),
    "fr": ("Posologie\n\nAdultes et enfants de 16 ans et plus :\n"
           "Prendre un ou deux comprimés jusqu'à quatre fois par jour.\n\n"
           "Enfants de 10 à 11 ans :\n"
           "1 comprimé. Respecter au moins 6 heures entre les prises.\n\n"
           "Ne convient pas aux enfants de moins de 10 ans.\n",
           "Pour les enfants de 10 à 11 ans, il faut 6 heures entre les prises.",
           "Pour les enfants de 16 ans, il faut 6 heures entre les prises."),
    "nl": ("Dosering\n\nVolwassenen en kinderen vanaf 16 jaar:\n"
           "Neem een of twee tabletten tot vier keer per dag.\n\n"
           "Kinderen van 10 tot 11 jaar:\n"
           "1 tablet. Houd minstens 6 uur tussen de innames.\n\n"
           "Niet geschikt voor kinderen onder 10 jaar.\n",
           "Kinderen van 10 tot 11 jaar houden 6 uur tussen de innames.",
           "Kinderen vanaf 16 jaar houden 6 uur tussen de innames."),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(DOSES))
def test_a_headings_value_is_what_the_lines_below_it_say(language: str) -> None:
    """A heading ("Children aged 10 to 11 years:") is the age its lines dose for.

    The lines a heading heads are its values' words: the age of the section that
    says "6 hours between doses" is 10, not the other heading's 16.
    """
    material, own, other = DOSES[language]
    assert verdict(language, material, own) is None, own
    assert verdict(language, material, other) == "16", other


# language: (a programme table and a sentence naming a programme's noise, an answer
# naming a programme by a compound or its header's word)
PROGRAMMES: dict[str, tuple[str, str]] = {
    "da": ("Program | Temperatur | Varighed (min)\nEco 50° | 50 °C | 225\n"
           "Glas 40° | 40 °C | 95\n\nMaskinen har plads til 14 kuverter. Støjniveau i "
           "Eco-programmet: 44 dB(A).", "Glasprogrammet varer {} minutter."),
    "en": ("Programme | Temperature | Duration (min)\nEco 50° | 50 °C | 225\n"
           "Glass 40° | 40 °C | 95\n\nThe machine holds 14 place settings. Noise in the "
           "Eco programme: 44 dB(A).", "The Glass programme runs for {} minutes."),
    "de": ("Programm | Temperatur | Dauer (min)\nEco 50° | 50 °C | 225\n"
           "Glas 40° | 40 °C | 95\n\nDas Gerät fasst 14 Maßgedecke. Geräusch im "
           "Eco-Programm: 44 dB(A).", "Das Glasprogramm dauert {} Minuten."),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(PROGRAMMES))
def test_the_header_above_the_labels_names_every_row(language: str) -> None:
    """The header above the labels ("Program") says what each row's label is."""
    material, answer = PROGRAMMES[language]
    assert verdict(language, material, answer.format("95")) is None
    assert verdict(language, material, answer.format("225")) == "225"


# language: (a grid under a heading naming its slots, answer about the high, answer
# about the low, the high, the low)
GRIDS: dict[str, tuple[str, str, str, str, str]] = {
    "es": ("Ola de calor en el sur\n\nPrevisión para el jueves (máx./mín., en °C)\n"
           "Córdoba   43 / 25\nSevilla   42 / 24\n",
           "En Córdoba la máxima será de {} grados.",
           "En Córdoba la mínima será de {} grados.", "43", "25"),
    "en": ("Weather for Yorkshire\n\nCity forecasts (high/low, °C)\nLeeds     14 / 8\n"
           "York      13 / 6\n", "In Leeds the high will be {} degrees.",
           "In Leeds the low will be {} degrees.", "14", "8"),
    "de": ("Wetter in Deutschland\n\nStädtewerte (heute Höchst/Tiefst – morgen "
           "Höchst/Tiefst)\nHamburg     12° / 8°   –  14° / 9°\n"
           "Berlin      15° / 6°   –  13° / 7°\n",
           "In Hamburg liegt der Höchstwert morgen bei {} Grad.",
           "In Hamburg liegt der Tiefstwert morgen bei {} Grad.", "14", "9"),
    "fr": ("Météo en France\n\nPrévisions (max./min., en °C)\nLyon       24 / 13\n"
           "Marseille  27 / 18\n", "À Lyon, la maximale sera de {} degrés.",
           "À Lyon, la minimale sera de {} degrés.", "24", "13"),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(GRIDS))
def test_a_heading_names_each_slot_of_its_lines(language: str) -> None:
    """A heading "(máx./mín.)" above "Córdoba 43 / 25": 43 is the high, 25 the low."""
    material, high, low, high_value, low_value = GRIDS[language]
    assert verdict(language, material, high.format(high_value)) is None
    assert verdict(language, material, low.format(low_value)) is None
    assert verdict(language, material, high.format(low_value)) == low_value
    assert verdict(language, material, low.format(high_value)) == high_value


# language: (title, two cities, today, tomorrow, the low's and the high's abbreviation,
# the rain line's label, an answer giving a city's chance of rain, one giving its high
# tomorrow)
CITY_LINES: dict[str, tuple[str, tuple[str, str], str, str, str, str, str, str, str]] = {
    "en": ("Weather by city", ("Leeds", "York"), "Today", "Tomorrow", "min.", "max.",
           "Chance of rain", "In {city} the chance of rain is {value} %.",
           "Tomorrow the maximum in {city} will be {value} degrees."),
    "de": ("Wetter in den Städten", ("Hamburg", "Berlin"), "Heute", "Morgen", "min.",
           "max.", "Regenwahrscheinlichkeit",
           "In {city} liegt die Regenwahrscheinlichkeit bei {value} %.",
           "Morgen erreicht {city} maximal {value} Grad."),
    "fr": ("Météo des villes", ("Lyon", "Nantes"), "Aujourd'hui", "Demain", "min.",
           "max.", "Risque de pluie", "À {city}, le risque de pluie est de {value} %.",
           "Demain, la maximale à {city} sera de {value} degrés."),
    "es": ("El tiempo por ciudades", ("Sevilla", "Bilbao"), "Hoy", "Mañana", "mín.",
           "máx.", "Probabilidad de lluvia",
           "En {city} la probabilidad de lluvia es del {value} %.",
           "Mañana la máxima en {city} será de {value} grados."),
    "it": ("Il meteo nelle città", ("Torino", "Bari"), "Oggi", "Domani", "min.", "max.",
           "Probabilità di pioggia",
           "A {city} la probabilità di pioggia è del {value} %.",
           "Domani a {city} la temperatura max sarà di {value} gradi."),
    "pt": ("Previsão por cidade", ("Porto", "Faro"), "Hoje", "Amanhã", "mín.", "máx.",
           "Probabilidade de precipitação",
           "Em {city} a probabilidade de precipitação é de {value} %.",
           "Amanhã a máxima em {city} será de {value} graus."),
    "nl": ("Het weer per stad", ("Utrecht", "Groningen"), "Vandaag", "Morgen", "min.",
           "max.", "Kans op regen", "In {city} is de kans op regen {value} %.",
           "Morgen wordt het in {city} maximaal {value} graden."),
    "da": ("Vejret i byerne", ("Aarhus", "Odense"), "I dag", "I morgen", "min.",
           "maks.", "Risiko for regn", "I {city} er risikoen for regn {value} %.",
           "I morgen bliver det i {city} maksimalt {value} grader."),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(CITY_LINES))
def test_a_name_before_a_dash_names_every_sentence_of_its_line(language: str) -> None:
    """A city before a dash ("Faro — Hoje: … Probabilidade …: 70 %.") owns its line.

    Each sentence of the line has its own label ("Amanhã:", "Probabilidade …:"), and
    the city before the dash names them all; "mín." and "máx." end no sentence.
    """
    title, (first, second), today, tomorrow, low, high, rain, rainy, warm = CITY_LINES[
        language
    ]
    lines = [
        f"{city} — {today}: {low} {a} °C, {high} {b} °C. {tomorrow}: {low} {c} °C, "
        f"{high} {d} °C. {rain}: {p} %."
        for city, (a, b, c, d, p) in (
            (first, (12, 17, 11, 15, 95)),
            (second, (14, 20, 13, 18, 70)),
        )
    ]
    material = "\n".join([title, "", *lines]) + "\n"
    assert verdict(language, material, rainy.format(city=second, value=70)) is None
    assert verdict(language, material, rainy.format(city=second, value=95)) == "95"
    assert verdict(language, material, warm.format(city=second, value=18)) is None
    for other in ("15", "20", "13"):
        refused = warm.format(city=second, value=other)
        assert verdict(language, material, refused) == other, refused


# language: (the plans' name, a note after a dash, a month's price with {}, an answer
# giving the price {price} of plan {plan})
PLANS: dict[str, tuple[str, str, str, str]] = {
    "en": ("Fibre", "most popular", "£{} a month", "Fibre {plan} costs £{price} a month."),
    "de": ("Glasfaser", "am beliebtesten", "{} € im Monat",
           "Glasfaser {plan} kostet {price} € im Monat."),
    "fr": ("Fibre", "la plus choisie", "{} € par mois",
           "La Fibre {plan} coûte {price} € par mois."),
    "es": ("Fibra", "la más vendida", "{} € al mes", "La Fibra {plan} cuesta {price} € al mes."),
    "it": ("Fibra", "la più scelta", "{} € al mese",
           "La Fibra {plan} costa {price} € al mese."),
    "pt": ("Fibra", "a mais escolhida", "{} € por mês",
           "A Fibra {plan} custa {price} € por mês."),
    "nl": ("Glasvezel", "meest gekozen", "€ {} per maand",
           "Glasvezel {plan} kost € {price} per maand."),
    "da": ("Fiber", "mest populære", "{} kr. om måneden",
           "Fiber {plan} koster {price} kr. om måneden."),
}  # fmt: skip
PRICES = {"150": "28", "500": "34", "900": "42"}


@pytest.mark.parametrize("language", sorted(PLANS))
def test_a_plan_named_with_a_number_heads_its_lines(language: str) -> None:
    """A plan "Fibre 150" heads "£28 a month", as does "Fibre 500 - most popular".

    A line's one bare number after a capitalised word is part of its name; a note
    after a dash leaves a line a heading.
    """
    name, note, price, answer = PLANS[language]
    blocks = [
        f"{name} {plan}{' – ' + note if plan == '500' else ''}\n{price.format(value)}\n"
        for plan, value in PRICES.items()
    ]
    material = "Brightwire\n\n" + "\n".join(blocks)
    for (plan, value), (_, other) in itertools.product(PRICES.items(), repeat=2):
        found = verdict(language, material, answer.format(plan=plan, price=other))
        assert (found is None) is (other == value), (plan, other, found)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_table_set_out_with_bars_keeps_the_dashes_of_its_cells(language: str) -> None:
    """A bar table keeps a cell's dash: "Leeds - York" is one route, its prices two."""
    if language == "en":
        material = (
            "Fares\n\nRoute | Standard fare | Reduced fare\n"
            "Leeds – York | £13.20 | £7.90\nLeeds – Hull | £18.60 | £11.20\n"
        )
        full = "A single from Leeds – York costs {} at the standard fare."
        reduced = "At the reduced fare, Leeds – York costs {}."
        values = ("£13.20", "£7.90")
    else:
        material = (
            "Tarifs\n\nTrajet | Plein tarif | Tarif réduit\n"
            "Nantes – Saint-Nazaire | 13,20 € | 7,90 €\n"
            "Nantes – Le Croisic | 18,60 € | 11,20 €\n"
        )
        full = "Un aller simple Nantes – Saint-Nazaire coûte {} € au plein tarif."
        reduced = "Au tarif réduit, le Nantes – Saint-Nazaire revient à {} €."
        values = ("13,20", "7,90")
    assert verdict(language, material, full.format(values[0])) is None
    assert verdict(language, material, reduced.format(values[1])) is None
    assert verdict(language, material, full.format(values[1])) == values[1]
    assert verdict(language, material, reduced.format(values[0])) == values[0]


# language: (a dough's list and a filling's, each with butter; an answer giving the
# dough's butter)
TWO_LISTS: dict[str, tuple[str, str]] = {
    "da": ("Dej\n50 g gær\n150 g blødt smør\n75 g sukker\n\nRemonce\n200 g blødt smør\n"
           "125 g brun farin\n", "Der skal {} g smør i selve dejen."),
    "en": ("Dough\n50 g yeast\n150 g soft butter\n75 g sugar\n\nFilling\n"
           "200 g soft butter\n125 g brown sugar\n", "The dough itself takes {} g of butter."),
    "de": ("Teig\n50 g Hefe\n150 g weiche Butter\n75 g Zucker\n\nFüllung\n"
           "200 g weiche Butter\n125 g brauner Zucker\n", "In den Teig kommen {} g Butter."),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(TWO_LISTS))
def test_a_measured_line_heads_no_lines(language: str) -> None:
    """An item "150 g blødt smør" of "Dej" heads no "75 g sukker" below it."""
    material, answer = TWO_LISTS[language]
    material = f"Kanelsnegle\n\n{material}"
    assert verdict(language, material, answer.format(150)) is None
    assert verdict(language, material, answer.format(200)) == "200"


# language: (three labels, the price format, an answer giving the second's price)
LEADERS: dict[str, tuple[tuple[str, str, str], str, str]] = {
    "en": (("Adults", "Children", "Seniors"), "£{}", "Children pay {}."),
    "de": (("Erwachsene", "Kinder", "Senioren"), "{} €", "Kinder zahlen {}."),
    "fr": (("Adultes", "Enfants", "Seniors"), "{} €", "Les enfants paient {}."),
    "es": (("Adultos", "Niños", "Jubilados"), "{} €", "Los niños pagan {}."),
    "it": (("Adulti", "Bambini", "Anziani"), "{} €", "I bambini pagano {}."),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(LEADERS))
def test_dot_leaders_set_a_label_apart_from_its_value(language: str) -> None:
    """A price list's "Children ........ £17.90": the children's price, no one else's."""
    labels, price, answer = LEADERS[language]
    amounts = (
        ("24.50", "17.90", "16.50") if language == "en" else ("24,50", "17,90", "16,50")
    )
    prices = [price.format(a) for a in amounts]
    material = "Zoo\n\n" + "".join(
        f"{label} {'.' * (20 - len(label))} {value}\n"
        for label, value in zip(labels, prices, strict=True)
    )
    assert verdict(language, material, answer.format(prices[1])) is None
    for other in (prices[0], prices[2]):
        assert verdict(language, material, answer.format(other)) is not None, other


# language: (a manual's capacities, each engine's label opening with its own number,
# an answer for the second engine)
ENGINES: dict[str, tuple[str, str]] = {
    "en": ("Engine oil capacity with filter\n  1.5 TSI petrol (110 kW) ........ 4.0 "
           "litres\n  2.0 TDI diesel (110 kW) ........ 4.6 litres\n",
           "The 2.0 TDI diesel takes {} litres of oil."),
    "de": ("Motorölmenge mit Filter\n  1.5 TSI Benziner (110 kW) ........ 4,0 Liter\n"
           "  2.0 TDI Diesel (110 kW) ........ 4,6 Liter\n",
           "Der 2.0 TDI Diesel braucht {} Liter Öl."),
    "nl": ("Inhoud motorolie met filter\n  1.5 TSI benzine (110 kW) ........ 4,0 liter\n"
           "  2.0 TDI diesel (110 kW) ........ 4,6 liter\n",
           "De 2.0 TDI diesel heeft {} liter olie nodig."),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(ENGINES))
def test_a_leader_label_may_open_with_a_number(language: str) -> None:
    """A leader line "2.0 TDI diesel ........ 4.6 litres" names the diesel's value."""
    material, answer = ENGINES[language]
    right, wrong = ("4.6", "4.0") if language == "en" else ("4,6", "4,0")
    assert verdict(language, material, answer.format(right)) is None
    assert verdict(language, material, answer.format(wrong)) == wrong


# language: (an infobox counting two kinds of staff, an answer counting the first kind)
STAFF: dict[str, tuple[str, str]] = {
    "it": ("Università di Pavia\nFondazione\t1361\nDocenti\t1.012\n"
           "Personale tecnico-amministrativo\t918\n", "L'università ha {} docenti."),
    "de": ("Universität Bayreuth\nGründung\t1975\nProfessoren\t1.012\n"
           "Verwaltungspersonal\t918\n", "Die Universität hat {} Professoren."),
    "es": ("Universidad de Oviedo\nFundación\t1608\nProfesores\t1.012\n"
           "Personal administrativo\t918\n", "La universidad tiene {} profesores."),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(STAFF))
def test_a_label_line_leaves_no_counted_noun_out(language: str) -> None:
    """An answer's "918 docenti" counts what another line ("Docenti  1.012") labels."""
    material, answer = STAFF[language]
    assert verdict(language, material, answer.format("1.012")) is None
    assert verdict(language, material, answer.format("918")) == "918"


# language: (price table: online and at the till, for three ages; an answer giving
# the seniors' price at the till, hedged)
TILL: dict[str, tuple[str, str, str]] = {
    "nl": ("Entreeprijzen                 online     kassa\n"
           "Volwassenen (13 t/m 64 jaar)  € 26,50    € 29,00\n"
           "Kinderen (3 t/m 12 jaar)      € 22,50    € 25,00\n"
           "65+                           € 23,75    € 26,00\n",
           "Senioren betalen aan de kassa zo'n € 26,00.", "Senioren betalen aan de kassa zo'n € 23,75."),
    "en": ("Admission                online     on the day\n"
           "Adults (13-64)           £26.50     £29.00\n"
           "Children (3-12)          £22.50     £25.00\n"
           "65+                      £23.75     £26.00\n",
           "Seniors pay about £26.00 on the day.", "Seniors pay about £23.75 on the day."),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(TILL))
def test_a_hedged_value_binds_to_its_exact_value_first(language: str) -> None:
    """A hedged "about £26.00" binds where the table has £26.00, not within the hedge."""
    material, right, wrong = TILL[language]
    material = f"Dierenpark\n\n{material}"
    assert verdict(language, material, right) is None
    assert verdict(language, material, wrong) is not None


def test_a_label_line_the_answer_names_outweighs_prose() -> None:
    """An answer naming "Llano" speaks of the "Llano (…):" line, not of prose elsewhere.

    The prose shares "periodo" with the answer, the line its label: the label, a line's
    name in few words, weighs more.
    """
    material = TARIFF["material"].strip()
    answer = "El kWh en periodo llano sale a 0,1450 euros."
    assert verdict("es", material, answer) == "0,1450"


# language: (a forecast whose value stands on two day lines, an answer for today,
# one for tomorrow); 18 °C is Lisbon's high tomorrow and Funchal's low on both days
FORECAST: dict[str, tuple[str, str, str]] = {
    "pt": ("Previsão por cidade\nLisboa — Hoje: céu nublado, aguaceiros à tarde; mín. "
           "14 °C, máx. 20 °C. Amanhã: mín. 13 °C, máx. 18 °C.\nFunchal — Hoje e "
           "amanhã: períodos de céu nublado; mín. 18 °C, máx. 23 °C.\n",
           "Hoje a máxima em Lisboa é de {} graus.",
           "Amanhã a máxima em Lisboa é de {} graus."),
    "de": ("Vorhersage für die Städte\nHamburg — Heute: wolkig, später Schauer; "
           "Tiefstwert 14 °C, Höchstwert 20 °C. Morgen: Tiefstwert 13 °C, Höchstwert "
           "18 °C.\nBremen — Heute und morgen: sonnige Abschnitte; Tiefstwert 18 °C, "
           "Höchstwert 23 °C.\n",
           "Heute liegt der Höchstwert in Hamburg bei {} Grad.",
           "Morgen liegt der Höchstwert in Hamburg bei {} Grad."),
    "fr": ("Prévisions par ville\nNantes — Aujourd'hui : nuageux, averses l'après-midi "
           "; min. 14 °C, max. 20 °C. Demain : min. 13 °C, max. 18 °C.\nBrest — "
           "Aujourd'hui et demain : éclaircies ; min. 18 °C, max. 23 °C.\n",
           "Aujourd'hui, la maximale à Nantes est de {} degrés.",
           "Demain, la maximale à Nantes est de {} degrés."),
    "es": ("Previsión por ciudades\nSevilla — Hoy: nuboso, chubascos por la tarde; mín. "
           "14 °C, máx. 20 °C. Mañana: mín. 13 °C, máx. 18 °C.\nCádiz — Hoy y mañana: "
           "intervalos nubosos; mín. 18 °C, máx. 23 °C.\n",
           "Hoy la máxima en Sevilla es de {} grados.",
           "Mañana la máxima en Sevilla es de {} grados."),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(FORECAST))
def test_a_value_on_two_labelled_lines_is_judged_on_each(language: str) -> None:
    """Tomorrow's high and another city's low, both 18 °C, are no high for today."""
    material, today, tomorrow = FORECAST[language]
    assert verdict(language, material, today.format(20)) is None
    assert verdict(language, material, today.format(18)) == "18"
    assert verdict(language, material, tomorrow.format(18)) is None
    assert verdict(language, material, tomorrow.format(20)) == "20"


# language: (a forecast whose coast summary gives the gusts "up to" one town's value,
# an answer for the other town's gusts); its own value, then the coast's
GUSTS: dict[str, tuple[str, str]] = {
    "en": ("Local forecast\nIt will be very windy on the coast, with gusts of up to 45 mph around Whitby this evening.\n\nHarrogate\nToday: Sunny spells. High 11°C. Wind SW 15 mph, gusting 32 mph.\n\nWhitby\nToday: Cloudy, windy. High 8°C. Wind S 22 mph, gusting 45 mph.\n",
           "Gusts in Harrogate today may reach {} mph."),
    "de": ("Wetter regional\nAn der Küste wird es sehr windig, mit Böen bis zu 70 km/h rund um Husum am Abend.\n\nFlensburg\nHeute: Sonnig. Höchstwert 11 °C. Wind SW 25 km/h, in Böen 50 km/h.\n\nHusum\nHeute: Bewölkt, windig. Höchstwert 8 °C. Wind S 35 km/h, in Böen 70 km/h.\n",
           "In Flensburg können die Böen heute {} km/h erreichen."),
    "fr": ("Météo locale\nLe vent soufflera fort sur la côte, avec des rafales jusqu'à 70 km/h autour de Brest ce soir.\n\nRennes\nAujourd'hui : éclaircies. Max. 11 °C. Vent SO 25 km/h, rafales 50 km/h.\n\nBrest\nAujourd'hui : nuageux, venteux. Max. 8 °C. Vent S 35 km/h, rafales 70 km/h.\n",
           "À Rennes, les rafales pourront atteindre {} km/h aujourd'hui."),
    "es": ("Tiempo local\nSoplará fuerte en la costa, con rachas de hasta 70 km/h en torno a Vigo por la tarde.\n\nOurense\nHoy: intervalos de sol. Máx. 11 °C. Viento SO 25 km/h, rachas de 50 km/h.\n\nVigo\nHoy: nuboso, ventoso. Máx. 8 °C. Viento S 35 km/h, rachas de 70 km/h.\n",
           "En Ourense las rachas pueden llegar hoy a {} km/h."),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(GUSTS))
def test_an_end_supports_across_sentences_only_where_marked(language: str) -> None:
    """An answer's "may reach 45" for Harrogate is no coast's "gusts of up to 45 mph"."""
    material, answer = GUSTS[language]
    own, coast = ("32", "45") if language == "en" else ("50", "70")
    assert verdict(language, material, answer.format(own)) is None
    assert verdict(language, material, answer.format(coast)) == coast
