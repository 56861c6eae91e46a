"""How the reader takes numbers apart on realistic pages: codes, cells, units, phones.

Each reading below was wrong on a data sheet, a timetable or a news report: a model
name read as a range, a unit found on the next line, a currency sign crossing a table
cell, "por ciento" read as a hundred, a phone number written without its spaces, a
date "31-12-2023" read as a phone, "minus ein Grad" as +1, "atten mio." as 18, the
error code "E:15" as 15, "à partir de 16 h" as sixteen hours.
"""

from __future__ import annotations

import pytest

from custom_components.grounded_answers.engine.gates.numbers import check_numbers
from custom_components.grounded_answers.engine.text.numbers import find_numbers
from tests.engine.binding_verdict import verdict

# (language, text, what each mention reads as: (surface, kind, unit))
READ: list[tuple[str, str, list[tuple[str, str, str | None]]]] = [
    ("fr", "Lave-linge frontal WF9-1400 – Notice", [("WF9-1400", "name", None)]),
    ("fr", "Mix — froid à 40 °C — 4 kg — 59 min",
     [("40", "cardinal", "celsius"), ("4", "cardinal", "kilogram"),
      ("59", "cardinal", "minute")]),
    ("es", "El déficit es del 18 por ciento.", [("18", "percent", "percent")]),
    ("es", "Sube al dieciocho por ciento.", [("dieciocho", "percent", "percent")]),
    ("da", "Elafgiften er 76,1 øre/kWh.", [("76,1", "cardinal", "cent")]),
    ("de", "Arbeitspreis 32,48 ct/kWh", [("32,48", "cardinal", "cent")]),
    ("pt", "Linha 7\n\nDias úteis 6:15", [("7", "cardinal", None),
                                         ("6:15", "time", "o'clock")]),
    ("de", "40.000 €\t142,00 €", [("40.000", "cardinal", "euro"),
                                  ("142,00", "cardinal", "euro")]),
    ("da", "Kanalen er dateret til år 726.", [("726", "year", None)]),
    ("de", "Bamberg wird im Jahr 902 erwähnt.", [("902", "year", None)]),
    ("en", "One night in the lodge costs £135.",
     [("One", "cardinal", None), ("£135", "cardinal", "pound")]),
    ("it", "Abitanti 7.311 (31-12-2023)", [("7.311", "cardinal", None),
     ("31", "cardinal", "december"), ("2023", "year", None)]),
    ("de", "Stand: 31.12.2023", [("31", "cardinal", "december"), ("2023", "year", None)]),
    ("nl", "Geldig vanaf 1-1-2024.", [("1", "cardinal", "january"), ("2024", "year", None)]),
    ("en", "Call 12-34-5678.", [("12-34-5678", "phone", None)]),
    ("de", "Nachts minus ein Grad.", [("minus ein", "cardinal", "degree")]),
    ("da", "Området får atten mio. kr.", [("atten mio.", "cardinal", "krone")]),
    ("de", "Störung E:15 – Aquastop", [("E:15", "name", None)]),
    ("fr", "Arrivées à partir de 16 h.", [("16", "time", "o'clock")]),
    ("fr", "Les arrivées se font dès 14 heures.", [("14", "time", "o'clock")]),
    ("fr", "La batterie dure 16 heures.", [("16", "cardinal", "hour")]),
    ("nl", "Open vanaf 9 uur.", [("9", "time", "o'clock")]),
    ("nl", "Het duurt 2 tot 3 uur.", [("2", "cardinal", "hour"), ("3", "cardinal", "hour")]),
    ("pt", "Dimensões 85 × 59,7 × 61 cm", [("85", "cardinal", "centimetre"),
     ("59,7", "cardinal", "centimetre"), ("61", "cardinal", "centimetre")]),
    ("en", "2 x 3 rooms", [("2", "cardinal", None), ("3", "cardinal", None)]),
]  # fmt: skip

# (language, text, the clock time it says): times said in words around an hour
SPOKEN_TIMES: list[tuple[str, str, str]] = [
    ("de", "Babyschwimmen um halb zehn", "9:30"),
    ("de", "Einlass um Viertel nach neun", "9:15"),
    ("de", "Schluss um Viertel vor zehn", "9:45"),
    ("nl", "De les begint om half tien.", "9:30"),
    ("nl", "Vertrek om kwart over negen.", "9:15"),
    ("da", "Babysvømning starter kl. halv ti.", "9:30"),
    ("en", "Doors open at half past nine.", "9:30"),
    ("en", "Last entry at quarter to ten.", "9:45"),
    ("es", "Abre a las nueve y media.", "9:30"),
    ("it", "Apre alle nove e mezza.", "9:30"),
    ("pt", "Abre às nove e meia.", "9:30"),
    ("fr", "Ouverture à neuf heures et demie.", "9:30"),
    ("de", "Treffen um halb eins.", "12:30"),
    ("en", "The sauna opens at a quarter to six.", "5:45"),
]


@pytest.mark.parametrize(("language", "text", "time"), SPOKEN_TIMES)
def test_a_time_said_in_words_is_one_clock_time(
    language: str, text: str, time: str
) -> None:
    """A spoken time is one mention: "halb zehn" is 9:30, "quarter past nine" 9:15."""
    read = [(m.kind, m.value) for m in find_numbers(text, language)]
    assert read == [("time", time)]


@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        ("es", "Tarda tres horas y media.", 3.5),
        ("it", "Dura tre ore e mezza.", 3.5),
        ("fr", "Le trajet dure trois heures et demie.", 3.5),
        ("de", "Man braucht halb 2 Liter Milch.", 2.0),
    ],
)
def test_a_half_after_a_duration_is_no_time(
    language: str, text: str, value: float
) -> None:
    """Without an "at" before it, "tres horas y media" stays a duration."""
    assert find_numbers(text, language)[-1].value == value


# Values the reader must get, not only shapes: a sign and a scale a spelled number
# takes, and the day and year of a numeric date.
VALUES: list[tuple[str, str, list[float | str]]] = [
    ("de", "Nachts minus ein Grad.", [-1.0]),
    ("da", "Området får atten mio. kr.", [18_000_000.0]),
    ("de", "Zuschuss: achtzehn Mio. Euro", [18_000_000.0]),
    ("de", "Fehler E:15 oder E15", ["e15", "e15"]),
    ("de", "Stand: 31.12.2023", [31.0, 2023.0]),
]  # fmt: skip


@pytest.mark.parametrize(("language", "text", "expected"), VALUES)
def test_values_take_their_sign_scale_and_calendar(
    language: str, text: str, expected: list[float | str]
) -> None:
    """The value of every mention, in order."""
    assert [m.value for m in find_numbers(text, language)] == expected


@pytest.mark.parametrize(("language", "text", "expected"), READ)
def test_mentions_are_read_whole_and_apart(
    language: str, text: str, expected: list[tuple[str, str, str | None]]
) -> None:
    """Surface, kind and unit of every mention, in order."""
    read = [(m.text, m.kind, m.unit) for m in find_numbers(text, language)]
    assert read == expected


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("nl", "Een jaar eerder waren de uitgaven hoger."),
        ("en", "Spending was lower twelve months ago."),
        ("pt", "Há um ano o consumo foi menor."),
        ("it", "Un anno fa la spesa era minore."),
    ],
)
def test_a_period_phrase_holds_no_number(language: str, text: str) -> None:
    """A period before ("a year ago", "een jaar eerder") is a qualifier, no value."""
    assert find_numbers(text, language) == []


@pytest.mark.parametrize(
    ("language", "text", "hedged"),
    [
        ("it", "Gli stranieri sono circa il 62% delle presenze.", True),
        ("es", "Alrededor del 40 % de los votos.", True),
        ("pt", "Aproximadamente o 5% das casas.", True),
        ("es", "El teleférico llega hasta los 3715 metros.", False),
        ("it", "Il 5% delle case.", False),
        ("es", "El impuesto eléctrico ronda el 5,1 %.", True),
        ("es", "La participación había rondado el 66 %.", True),
        ("fr", "Le taux avoisine les 9 %.", True),
        ("it", "La disoccupazione sfiora il 9 %.", True),
        ("pt", "A inflação ronda os 4 %.", True),
    ],
)
def test_a_hedge_before_an_article_still_hedges(
    language: str, text: str, hedged: bool
) -> None:
    """A hedge before an article, or a verb that hedges, hedges; a bound does not.

    "circa il 62 %", "ronda el 5,1 %" are about; "hasta los 3715 metros" is no hedge.
    """
    assert [m.hedged for m in find_numbers(text, language)] == [hedged]


@pytest.mark.parametrize(
    ("language", "material", "answer", "served"),
    [
        ("es", "Servicio técnico: 900 36 12 48 (de lunes a viernes).",
         "El teléfono del servicio técnico es el 900361248.", True),
        ("de", "Kundendienst: 0800 724 3300 (Mo–Fr 7:30–18:00 Uhr).",
         "Der Kundendienst ist unter 0800 724 3437 erreichbar.", False),
        ("de", "Kundendienst: 0800 724 3300 (Mo–Fr 7:30–18:00 Uhr).",
         "Der Kundendienst ist unter 0800 724 3300 erreichbar.", True),
    ],
)  # fmt: skip
def test_phone_numbers_match_exactly_however_spaced(
    language: str, material: str, answer: str, served: bool
) -> None:
    """A phone number without spaces is the same number; "unter" hedges no phone."""
    found = check_numbers(answer, material, language=language)
    assert (found is None) is served


@pytest.mark.parametrize(
    ("language", "text", "ends"),
    [
        ("es", "Unicaja 88 - 81 Valencia Basket", [None, None]),
        ("nl", "doelpogingen 17 – 6", [None, None]),
        ("de", "Hamburg  12° / 8°  –  14° / 9°", [None, None, None, None]),
        ("de", "Öffnungszeiten 9 – 17 Uhr", ["from", "to"]),
        ("en", "Open 22:00–6:00 at weekends", ["from", "to"]),
        ("fr", "Enfants de 4 à 11 ans", ["from", "to"]),
        ("es", "Abierto entre las 10:00 y las 18:00", ["from", "to"]),
        ("es", "Horario: de las 10:00 a las 18:00", ["from", "to"]),
        ("pt", "Aviso entre as 06h00 e as 18h00 de amanhã", ["from", "to"]),
        ("it", "Aperto tra le 10 e le 18", ["from", "to"]),
        ("es", "Juega el sábado 27 a las 18:30", [None, None]),
        ("pt", "Horário: 10h às 18h", ["from", "to"]),
        ("fr", "Ouvert de 10 à 18 h", ["from", "to"]),
    ],
)
def test_a_range_rises_and_pairs_none(
    language: str, text: str, ends: list[str | None]
) -> None:
    """Two counts that fall ("88 - 81") or a slash pair ("8° - 14° / 9°") are no range.

    A clock range may wrap past midnight, and words make a range whatever its ends,
    an article after them too ("entre las 10:00 y las 18:00") where a word opens it;
    "el sábado 27 a las 18:30" is a day and its time.
    """
    assert [m.end_of_range for m in find_numbers(text, language)] == ends


@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        ("de", "Der Eintritt kostet sechsundzwanzig Euro fünfzig.", 26.5),
        ("en", "An adult swim costs five pounds eighty.", 5.8),
        ("fr", "L'entrée coûte 12 euros 50 par adulte.", 12.5),
        ("es", "La entrada cuesta 12 euros con 50.", 12.5),
        ("it", "Il biglietto costa 12 euro e 50.", 12.5),
        ("nl", "Een kaartje kost 26 euro 50.", 26.5),
        ("da", "Billetten koster 145 kroner og 50 øre.", 145.5),
        ("pt", "O bilhete custa 12 euros e 50 cêntimos.", 12.5),
    ],
)
def test_money_said_in_two_parts_is_one_amount(
    language: str, text: str, value: float
) -> None:
    """A price said aloud ("26 Euro 50") is 26,50 € and nothing else."""
    (mention,) = find_numbers(text, language)
    assert (mention.value, mention.alternatives) == (value, ())


@pytest.mark.parametrize(
    ("language", "material", "answer"),
    [
        ("de", "Die Fähre fährt um 14:30 Uhr.", "Die Fähre fährt um halb drei."),
        (
            "nl",
            "De veerboot vertrekt om 14.30 uur.",
            "De veerboot vertrekt om half drie.",
        ),
        ("da", "Færgen sejler kl. 14.30.", "Færgen sejler klokken halv tre."),
        ("en", "The sauna opens at 17:45.", "The sauna opens at a quarter to six."),
        (
            "de",
            "Die Sauna öffnet um 17:45 Uhr.",
            "Die Sauna öffnet um Viertel vor sechs.",
        ),
    ],
)
def test_a_spoken_time_is_said_of_the_morning_and_the_afternoon(
    language: str, material: str, answer: str
) -> None:
    """A spoken "halb drei" is 2:30 and 14:30 alike; "halb vier" is neither."""
    assert verdict(language, material, answer) is None
    later = (
        answer.replace("drei", "vier").replace("tre", "fire").replace("six", "seven")
    )
    later = later.replace("sechs", "sieben").replace("drie", "vier")
    assert verdict(language, material, later) is not None, later


@pytest.mark.parametrize(
    ("language", "answer", "served"),
    [
        ("de", "Die Fähre fährt um drei Uhr.", True),
        ("de", "Die Fähre fährt um drei Uhr nachmittags.", True),
        ("de", "Die Fähre fährt um drei Uhr morgens.", False),
        ("de", "Die Fähre fährt um vier Uhr.", False),
        ("en", "The ferry leaves at three o'clock.", True),
        ("en", "The ferry leaves at three in the morning.", False),
        ("da", "Færgen sejler klokken tre.", True),
        ("es", "El ferry sale a las tres.", True),
        ("es", "El ferry sale a las cuatro.", False),
        ("it", "Il traghetto parte alle tre.", True),
        ("pt", "O barco parte às três.", True),
        ("en", "The ferry leaves at three.", True),
    ],
)
def test_an_hour_said_in_words_is_of_either_half_of_the_day(
    language: str, answer: str, served: bool
) -> None:
    """A voice says "um drei Uhr" of 15:00; a part of the day it names settles it."""
    material = {
        "de": "Die Fähre fährt um 15:00 Uhr.",
        "en": "The ferry leaves at 15:00.",
        "da": "Færgen sejler kl. 15.00.",
        "es": "El ferry sale a las 15:00.",
        "it": "Il traghetto parte alle 15.00.",
        "pt": "O barco parte às 15h00.",
    }[language]
    assert (verdict(language, material, answer) is None) is served, answer


@pytest.mark.parametrize(
    ("language", "material", "answer", "served"),
    [
        ("da", "Åbent kl. 9.00–17.00.", "Der er åbent fra klokken ni til fem.", True),
        ("da", "Åbent kl. 9.00–17.00.", "Der er åbent fra klokken ni til seks.", False),
        ("fr", "Ouvert de 9 h à 17 h.", "Ouvert de neuf heures à dix-sept heures.", True),
        ("de", "Samstags 10–14 Uhr.", "Samstags ist von zehn bis zwei Uhr geöffnet.", True),
        ("de", "Nachtstrom von 22 bis 6 Uhr.", "Nachtstrom von zweiundzwanzig bis sechs Uhr.",
         True),
        ("de", "Samstags 10–14 Uhr.", "Samstags ist von zehn bis drei Uhr geöffnet.", False),
    ],
)  # fmt: skip
def test_a_range_of_hours_said_in_words_is_of_the_clock(
    language: str, material: str, answer: str, served: bool
) -> None:
    """A range "von zehn bis zwei Uhr" is 10-14: hours fall only past noon."""
    assert (verdict(language, material, answer) is None) is served, answer


def test_a_count_after_another_is_no_hour() -> None:
    """A score's "cinq essais à deux" holds a two, not two o'clock."""
    read = find_numbers("Toulouse l'emporte : cinq essais à deux.", "fr")
    assert [(m.kind, m.value) for m in read] == [("cardinal", 5.0), ("cardinal", 2.0)]


@pytest.mark.parametrize(
    ("language", "text", "values"),
    [
        ("es", "La habitación cuesta 40 euros con 2 camas.", [40.0, 2.0]),
        ("en", "It costs 10 dollars and 5 people came.", [10.0, 5.0]),
        ("de", "Eintritt 12 Euro, 30 Plätze frei.", [12.0, 30.0]),
        ("de", "Die Bar hat von 11 bis 1 Uhr nachts geöffnet.", [11.0, 1.0]),
    ],
)
def test_a_count_after_money_or_a_written_hour_stays_itself(
    language: str, text: str, values: list[float]
) -> None:
    """A count after money ("40 euros con 2 camas") counts; a written hour stays."""
    assert [m.value for m in find_numbers(text, language)] == values


def test_a_case_folded_look_alike_is_no_phrase() -> None:
    """A dotted capital ("KİLOWATTSTUNDE", "DİESES JAHR") matches no table entry."""
    material = "Bundesweit 40,12 Cent pro KİLOWATTSTUNDE. DİESES JAHR 32,48 ct/kWh."
    assert verdict("de", material, "Dieses Jahr sind es 32,48 Cent pro kWh.") is None


@pytest.mark.parametrize(
    ("language", "text", "month"),
    [
        ("da", "Befolkning 3.686 (1. jan. 2024)", "january"),
        ("nl", "Gemeten op 14 mrt. 2024", "march"),
        ("fr", "Mise à jour le 1er janv. 2024", "january"),
        ("es", "Actualizado el 1 de ene. de 2024", "january"),
        ("it", "Aggiornato al 3 gen. 2024", "january"),
        ("pt", "Atualizado a 5 out. 2024", "october"),
        ("de", "Stand: 30. Jun. 2023", "june"),
    ],
)
def test_a_month_written_short_dates_its_day(
    language: str, text: str, month: str
) -> None:
    """A day before a month's short form ("1. jan. 2024") is a date, no count of one."""
    day = find_numbers(text, language)[-2]
    assert day.unit == month
