"""The reader's newer parts: parts of the day, two-part quantities, areas, years.

Each mechanism is read in every language that has it, through ``find_numbers``
(what a number is) and ``check_numbers`` (whether the material grounds it).
"""

from __future__ import annotations

import itertools

import pytest

from custom_components.grounded_answers.engine.gates.numbers import check_numbers
from custom_components.grounded_answers.engine.text.numbers import find_numbers

LANGUAGES = ("en", "de", "fr", "nl", "es", "it", "pt", "da")


def _only(text: str, language: str) -> tuple[float | str, str, str | None]:
    """Return the value, kind and unit of the one mention ``text`` holds."""
    mentions = find_numbers(text, language)
    assert len(mentions) == 1, mentions
    m = mentions[0]
    return m.value, m.kind, m.unit


def _finding(answer: str, material: str, language: str) -> str | None:
    """Return the check's detail for ``answer``, or None when it is grounded."""
    finding = check_numbers(answer, material, language=language)
    return None if finding is None else finding.detail


# --- parts of the day: the reader ------------------------------------------------

# language -> an hour said in the morning, and the same hour said in the evening
HOUR_IN_PERIOD: dict[str, tuple[str, str]] = {
    "en": ("at {h} in the morning", "at {h} in the evening"),
    "de": ("um {h} Uhr morgens", "um {h} Uhr abends"),
    "fr": ("à {h} h du matin", "à {h} h du soir"),
    "nl": ("om {h} uur 's ochtends", "om {h} uur 's avonds"),
    "es": ("a las {h} de la mañana", "a las {h} de la noche"),
    "it": ("alle {h} di mattina", "alle {h} di sera"),
    "pt": ("às {h} da manhã", "às {h} da noite"),
    "da": ("klokken {h} om morgenen", "klokken {h} om aftenen"),
}
AFTERNOON: dict[str, str] = {
    "en": "at {h} in the afternoon",
    "de": "um {h} Uhr nachmittags",
    "fr": "à {h} h de l'après-midi",
    "nl": "om {h} uur 's middags",
    "es": "a las {h} de la tarde",
    "it": "alle {h} del pomeriggio",
    "pt": "às {h} da tarde",
    "da": "klokken {h} om eftermiddagen",
}
EVENING_CLOCK: dict[str, str] = {
    "en": "at 7:30 in the evening",
    "de": "um 7:30 Uhr abends",
    "fr": "à 7 h 30 du soir",
    "nl": "om 7:30 uur 's avonds",
    "es": "a las 7:30 de la tarde",
    "it": "alle 7:30 di sera",
    "pt": "às 7:30 da noite",
    "da": "klokken 7:30 om aftenen",
}
SPELLED_EVENING: list[tuple[str, str]] = [
    ("en", "eight in the evening"),
    # fr "à huit heures du soir" is left out: "heures" also counts a duration ("huit
    # heures la nuit"), so only the clock's "h" is read on the twelve-hour clock.
    ("nl", "om acht uur 's avonds"),
    ("es", "a partir de las ocho de la tarde"),
    ("it", "alle otto di sera"),
    ("pt", "às oito da noite"),
    ("da", "klokken otte om aftenen"),
]


@pytest.mark.parametrize(
    ("language", "hour"), list(itertools.product(LANGUAGES, (7, 8, 9, 10, 11)))
)
def test_an_hour_in_the_morning_stays_and_in_the_evening_moves_on_twelve(
    language: str, hour: int
) -> None:
    """In the morning "8" is 8:00; in the evening it is 20:00, in every language."""
    morning, evening = HOUR_IN_PERIOD[language]
    assert _only(morning.format(h=hour), language) == (hour, "time", "o'clock")
    assert _only(evening.format(h=hour), language) == (hour + 12, "time", "o'clock")


@pytest.mark.parametrize(
    ("language", "hour"), list(itertools.product(LANGUAGES, (1, 3, 5, 7)))
)
def test_an_hour_in_the_afternoon_is_read_after_noon(language: str, hour: int) -> None:
    """In the afternoon "3" is 15:00."""
    text = AFTERNOON[language].format(h=hour)
    assert _only(text, language) == (hour + 12, "time", "o'clock")


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_clock_time_in_the_evening_keeps_its_minutes(language: str) -> None:
    """A clock time keeps its minutes: "7:30 in the evening" is 19:30."""
    assert _only(EVENING_CLOCK[language], language) == ("19:30", "time", "o'clock")


@pytest.mark.parametrize(("language", "text"), SPELLED_EVENING)
def test_a_spelled_hour_in_the_evening_is_read_too(language: str, text: str) -> None:
    """A spelled hour too: "a partir de las ocho de la tarde" is 20:00."""
    assert _only(text, language) == (20, "time", "o'clock")


@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        ("de", "um 8 Uhr abends", 20),
        ("it", "alle 8 di sera", 20),
        ("pt", "às oito da noite", 20),
        ("nl", "om 8 uur 's avonds", 20),
        ("es", "a las 2 de la noche", 2),  # the night holds 2:00 as it is
        ("en", "7 in the morning", 7),
        ("fr", "ferme à 17 h 30 le soir", "17:30"),  # already an evening time
        ("fr", "ferme à 12 h 15 le soir", "12:15"),  # no evening time: left as said
    ],
)
def test_a_part_of_the_day_reads_only_where_the_twelve_hour_clock_fits(
    language: str, text: str, value: float | str
) -> None:
    """A time the part of the day already holds, or cannot hold, is left as said."""
    assert _only(text, language) == (value, "time", "o'clock")


# --- parts of the day: the check -------------------------------------------------

# language -> (material, answer with {p} and {t}, the morning, the evening)
SCHEDULES: dict[str, tuple[str, str, str, str]] = {
    "en": (
        "On weekdays the heating runs from 06:30 to 08:00 and again from 17:00"
        " to 22:30.",
        "On weekdays the heating starts {p} at {t}.",
        "in the morning",
        "in the evening",
    ),
    "de": (
        "Werktags heizt die Heizung von 06:30 bis 08:00 und wieder von 17:00"
        " bis 22:30.",
        "Werktags geht es {p} um {t} los.",
        "morgens",
        "abends",
    ),
    "fr": (
        "En semaine, le chauffage fonctionne de 06:30 à 08:00 et de nouveau de"
        " 17:00 à 22:30.",
        "En semaine, le chauffage démarre {p} à {t}.",
        "le matin",
        "le soir",
    ),
    "nl": (
        "Doordeweeks draait de verwarming van 06:30 tot 08:00 en opnieuw van"
        " 17:00 tot 22:30.",
        "Doordeweeks begint het {p} om {t}.",
        "'s ochtends",
        "'s avonds",
    ),
    "es": (
        "Entre semana la calefacción funciona de 06:30 a 08:00 y de nuevo de"
        " 17:00 a 22:30.",
        "Entre semana la calefacción empieza {p} a las {t}.",
        "por la mañana",
        "por la tarde",
    ),
    "it": (
        "Nei giorni feriali il riscaldamento funziona dalle 06:30 alle 08:00 e di"
        " nuovo dalle 17:00 alle 22:30.",
        "Nei giorni feriali il riscaldamento parte {p} alle {t}.",
        "la mattina",
        "la sera",
    ),
    "pt": (
        "Nos dias úteis o aquecimento funciona das 06:30 às 08:00 e de novo das"
        " 17:00 às 22:30.",
        "Nos dias úteis o aquecimento começa {p} às {t}.",
        "de manhã",
        "à tarde",
    ),
    "da": (
        "På hverdage kører varmen fra 06:30 til 08:00 og igen fra 17:00 til 22:30.",
        "På hverdage starter det {p} klokken {t}.",
        "om morgenen",
        "om aftenen",
    ),
}


@pytest.mark.parametrize(
    ("language", "evening", "time"),
    list(itertools.product(LANGUAGES, (False, True), ("06:30", "17:00"))),
)
def test_a_part_of_the_day_holds_only_its_own_hours(
    language: str, evening: bool, time: str
) -> None:
    """A time the material grounds is still no time of a part that cannot hold it."""
    material, answer, morning, late = SCHEDULES[language]
    sentence = answer.format(p=late if evening else morning, t=time)
    fits = evening == (time == "17:00")
    detail = _finding(sentence, material, language)
    if fits:
        assert detail is None
    else:
        assert detail is not None
        assert f"{time}: not a time of '" in detail


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [
        ("On weekdays the morning period starts at 17:00.", False),
        ("On weekdays the evening period starts at 17:00.", True),
        ("On weekdays the morning period starts at 06:30.", True),
        ("On weekdays the evening period starts at 06:30.", False),
    ],
)
def test_the_morning_period_holds_no_five_in_the_afternoon(
    answer: str, grounded: bool
) -> None:
    """The brief's answers: "the morning period starts at 17:00" is no morning time."""
    material = SCHEDULES["en"][0]
    detail = _finding(answer, material, "en")
    assert (detail is None) is grounded, detail
    if not grounded:
        assert "not a time of '" in detail  # type: ignore[operator]


@pytest.mark.parametrize(
    ("language", "answer", "grounded"),
    [
        (
            "en",
            "The heating runs from 06:30 to 08:00 in the morning and from 17:00 to"
            " 22:30 in the evening.",
            True,
        ),
        ("en", "In the evening the heating runs from 06:30 to 08:00.", False),
        ("en", "In the morning the heating runs from 17:00 to 22:30.", False),
        (
            "fr",
            "Le chauffage fonctionne de 06:30 à 08:00 le matin et de 17:00 à 22:30"
            " le soir.",
            True,
        ),
        ("fr", "Le soir, le chauffage fonctionne de 06:30 à 08:00.", False),
        (
            "de",
            "Es wird von 06:30 bis 08:00 morgens und von 17:00 bis 22:30 abends"
            " geheizt.",
            True,
        ),
        ("de", "Es wird morgens von 17:00 bis 22:30 geheizt.", False),
    ],
)
def test_in_a_range_the_part_of_the_day_qualifies_the_nearest_time(
    language: str, answer: str, grounded: bool
) -> None:
    """Each part of the day qualifies the clock time nearest to it."""
    detail = _finding(answer, SCHEDULES[language][0], language)
    assert (detail is None) is grounded, detail
    if not grounded:
        assert "not a time of '" in detail  # type: ignore[operator]


# language -> (material with an hour in the evening, answer with {t})
EVENING_MATERIAL: dict[str, tuple[str, str]] = {
    "en": ("The bar opens at eight in the evening.", "The bar opens at {t}."),
    "de": ("Die Bar öffnet um 8 Uhr abends.", "Die Bar öffnet um {t} Uhr."),
    "fr": ("Le bar ouvre à 8 h du soir.", "Le bar ouvre à {t}."),
    "nl": ("De bar gaat open om acht uur 's avonds.", "De bar gaat open om {t} uur."),
    "es": (
        "El bar abre a partir de las ocho de la tarde.",
        "El bar abre a partir de las {t}.",
    ),
    "it": ("Il bar apre alle otto di sera.", "Il bar apre alle {t}."),
    "pt": ("O bar abre às oito da noite.", "O bar abre às {t}."),
    "da": ("Baren åbner klokken otte om aftenen.", "Baren åbner klokken {t}."),
}


@pytest.mark.parametrize(
    ("language", "time", "grounded"),
    [(lang, "20:00", True) for lang in LANGUAGES]
    + [(lang, "21:00", False) for lang in LANGUAGES]
    + [(lang, "08:00", False) for lang in LANGUAGES if lang != "en"],
)
def test_an_hour_the_material_says_in_the_evening_grounds_its_clock_time(
    language: str, time: str, grounded: bool
) -> None:
    """The material side: "las ocho de la tarde" grounds "las 20:00", not 08:00."""
    material, answer = EVENING_MATERIAL[language]
    detail = _finding(answer.format(t=time), material, language)
    assert (detail is None) is grounded, detail


# --- quantities in two parts -----------------------------------------------------

HALVES: list[tuple[str, str, float, str]] = [
    ("it", "tre ore e mezza", 3.5, "hour"),
    ("it", "tre ore e mezzo", 3.5, "hour"),
    ("es", "tres horas y media", 3.5, "hour"),
    ("fr", "trois heures et demie", 3.5, "hour"),
    ("pt", "três horas e meia", 3.5, "hour"),
    ("en", "three hours and a half", 3.5, "hour"),
    ("es", "una hora y media", 1.5, "hour"),
    ("fr", "une heure et demie", 1.5, "hour"),
    ("pt", "uma hora e meia", 1.5, "hour"),
    ("it", "3 kg e mezzo", 3.5, "kilogram"),
    ("it", "3 litri e mezzo", 3.5, "litre"),
    ("es", "3 kilos y medio", 3.5, "kilogram"),
    ("es", "3 litros y medio", 3.5, "litre"),
    ("fr", "3 kilos et demi", 3.5, "kilogram"),
    ("fr", "3 litres et demi", 3.5, "litre"),
    ("pt", "3 quilos e meio", 3.5, "kilogram"),
    ("en", "3 kg and a half", 3.5, "kilogram"),
]


@pytest.mark.parametrize(("language", "text", "value", "unit"), HALVES)
def test_a_unit_and_a_half_is_one_quantity(
    language: str, text: str, value: float, unit: str
) -> None:
    """A unit and a half, "tre ore e mezza", is one mention of 3.5."""
    mentions = find_numbers(text, language)
    assert [(m.value, m.unit, m.text) for m in mentions] == [(value, unit, text)]
    assert mentions[0].values == (value,)


# language -> (its "and", day, hour, minute, second), plural forms
DURATION_WORDS: dict[str, tuple[str, str, str, str, str]] = {
    "en": ("and", "days", "hours", "minutes", "seconds"),
    "de": ("und", "Tage", "Stunden", "Minuten", "Sekunden"),
    "fr": ("et", "jours", "heures", "minutes", "secondes"),
    "nl": ("en", "dagen", "uur", "minuten", "seconden"),
    "es": ("y", "días", "horas", "minutos", "segundos"),
    "it": ("e", "giorni", "ore", "minuti", "secondi"),
    "pt": ("e", "dias", "horas", "minutos", "segundos"),
    "da": ("og", "dage", "timer", "minutter", "sekunder"),
}
# (larger unit index, whole, smaller count, the unit read, the value read)
STEPS: list[tuple[int, int, int, str, float]] = [
    (1, 2, 12, "day", 2.5),
    (2, 3, 30, "hour", 3.5),
    (2, 2, 15, "hour", 2.25),
    (3, 5, 30, "minute", 5.5),
]


@pytest.mark.parametrize(
    ("language", "step"), list(itertools.product(LANGUAGES, range(len(STEPS))))
)
def test_a_duration_and_its_smaller_unit_is_one_duration(
    language: str, step: int
) -> None:
    """Two durations joined by "and" are one: "3 ore e 30 minuti" is 3.5 hours."""
    words = DURATION_WORDS[language]
    index, whole, count, unit, value = STEPS[step]
    text = f"{whole} {words[index]} {words[0]} {count} {words[index + 1]}"
    mentions = find_numbers(text, language)
    assert [(m.value, m.kind, m.unit) for m in mentions] == [(value, "cardinal", unit)]
    assert mentions[0].values == (value, whole)


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "nl"])
def test_a_duration_and_its_smaller_unit_join_without_and(language: str) -> None:
    """Without an "and" as well: "3 Stunden 30 Minuten" is 3.5 hours."""
    words = DURATION_WORDS[language]
    text = f"3 {words[2]} 30 {words[3]}"
    assert [(m.value, m.unit) for m in find_numbers(text, language)] == [(3.5, "hour")]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_comma_keeps_two_durations_apart(language: str) -> None:
    """A comma makes a list: "2 hours, 15 minutes" is two mentions."""
    words = DURATION_WORDS[language]
    text = f"2 {words[2]}, 15 {words[3]}"
    got = [(m.value, m.unit) for m in find_numbers(text, language)]
    assert got == [(2, "hour"), (15, "minute")]


@pytest.mark.parametrize(
    ("language", "count", "smaller"),
    [
        (lang, count, smaller)
        for lang in LANGUAGES
        for count, smaller in ((60, 3), (90, 3), (0, 3), (30, 4))
    ],
)
def test_a_count_that_is_no_part_of_the_larger_unit_stays_apart(
    language: str, count: int, smaller: int
) -> None:
    """Minutes that are no part of an hour (60, 90, 0), or seconds, stay apart."""
    words = DURATION_WORDS[language]
    text = f"3 {words[2]} {words[0]} {count} {words[smaller]}"
    got = [m.value for m in find_numbers(text, language)]
    assert got == [3, count]


# language -> (material in two parts, answer with {x}, the answer's "3.5 hours")
PROGRAMMES: dict[str, tuple[str, str, str | None]] = {
    "en": (
        "The eco programme takes 3 hours and 30 minutes.",
        "The eco programme takes {x}.",
        "three and a half hours",
    ),
    "de": (
        "Das Eco-Programm dauert 3 Stunden und 30 Minuten.",
        "Das Eco-Programm dauert {x}.",
        "dreieinhalb Stunden",
    ),
    "fr": (
        "Le programme éco dure 3 heures et 30 minutes.",
        "Le programme éco dure {x}.",
        "trois heures et demie",
    ),
    "nl": (
        "Het ecoprogramma duurt 3 uur en 30 minuten.",
        "Het ecoprogramma duurt {x}.",
        "drieënhalf uur",
    ),
    "es": (
        "El programa eco dura 3 horas y 30 minutos.",
        "El programa eco dura {x}.",
        "tres horas y media",
    ),
    "it": (
        "Il programma dura circa 3 ore e 30 minuti.",
        "Il programma dura {x}.",
        "circa tre ore e mezza",
    ),
    "pt": (
        "O programa eco dura 3 horas e 30 minutos.",
        "O programa eco dura {x}.",
        "três horas e meia",
    ),
    "da": (
        "Øko-programmet varer 3 timer og 30 minutter.",
        "Øko-programmet varer {x}.",
        None,
    ),
}


@pytest.mark.parametrize(
    "language", [lang for lang in LANGUAGES if PROGRAMMES[lang][2] is not None]
)
def test_three_and_a_half_hours_is_grounded_by_3_hours_and_30_minutes(
    language: str,
) -> None:
    """The check: "circa tre ore e mezza" meets "circa 3 ore e 30 minuti"."""
    material, answer, half = PROGRAMMES[language]
    assert _finding(answer.format(x=half), material, language) is None


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_minutes_of_a_two_part_duration_are_not_a_duration_of_their_own(
    language: str,
) -> None:
    """The minutes alone, "dura 30 minuti", are not what the material says."""
    material, answer, _half = PROGRAMMES[language]
    minutes = DURATION_WORDS[language][3]
    detail = _finding(answer.format(x=f"30 {minutes}"), material, language)
    assert detail == "30 minute not in material"


def test_the_two_part_durations_meet_both_ways() -> None:
    """The brief's pair, and the material said as a half."""
    two_parts = "Il programma dura circa 3 ore e 30 minuti."
    half = "Il programma dura circa tre ore e mezza."
    assert _finding("Il programma dura circa tre ore e mezza.", two_parts, "it") is None
    assert _finding("Il programma dura circa 3 ore e 30 minuti.", half, "it") is None
    assert _finding("Il programma dura circa 3 ore.", two_parts, "it") is None
    assert _finding("Il programma dura 30 minuti.", two_parts, "it") is not None


# --- areas, volumes and speeds of rotation ---------------------------------------

UNITS: list[tuple[str, str, str]] = [
    ("en", "40.7 km2", "km2"),
    ("en", "41 km²", "km2"),
    ("en", "41 square kilometres", "km2"),
    ("en", "41 square kilometers", "km2"),
    ("de", "41 Quadratkilometer", "km2"),
    ("de", "41 Quadratkilometern", "km2"),
    ("fr", "41 kilomètres carrés", "km2"),
    ("es", "41 kilómetros cuadrados", "km2"),
    ("it", "41 chilometri quadrati", "km2"),
    ("nl", "41 vierkante kilometer", "km2"),
    ("pt", "41 quilómetros quadrados", "km2"),
    ("pt", "41 quilômetros quadrados", "km2"),
    ("da", "41 kvadratkilometer", "km2"),
    ("en", "80 m2", "m2"),
    ("en", "80 m²", "m2"),
    ("en", "80 sqm", "m2"),
    ("en", "80 square metres", "m2"),
    ("de", "80 Quadratmeter", "m2"),
    ("de", "80 Quadratmetern", "m2"),
    ("fr", "80 mètres carrés", "m2"),
    ("es", "80 metros cuadrados", "m2"),
    ("it", "80 metri quadrati", "m2"),
    ("it", "80 metri quadri", "m2"),
    ("nl", "80 vierkante meter", "m2"),
    ("pt", "80 metros quadrados", "m2"),
    ("da", "80 kvadratmeter", "m2"),
    ("en", "64 m3", "m3"),
    ("en", "64 m³", "m3"),
    ("en", "64 cubic metres", "m3"),
    ("de", "64 Kubikmeter", "m3"),
    ("de", "64 Kubikmetern", "m3"),
    ("fr", "64 mètres cubes", "m3"),
    ("es", "64 metros cúbicos", "m3"),
    ("it", "64 metri cubi", "m3"),
    ("nl", "64 kubieke meter", "m3"),
    ("pt", "64 metros cúbicos", "m3"),
    ("da", "64 kubikmeter", "m3"),
    ("en", "500 hectares", "hectare"),
    ("de", "500 Hektar", "hectare"),
    ("fr", "500 hectares", "hectare"),
    ("es", "500 hectáreas", "hectare"),
    ("it", "500 ettari", "hectare"),
    ("nl", "500 hectare", "hectare"),
    ("pt", "500 hectares", "hectare"),
    ("da", "500 hektar", "hectare"),
    ("en", "1200 rpm", "rpm"),
    ("en", "1200 revolutions per minute", "rpm"),
    ("de", "1200 U/min", "rpm"),
    ("de", "1200 Umdrehungen pro Minute", "rpm"),
    ("fr", "1400 tr/min", "rpm"),
    ("fr", "1400 tours par minute", "rpm"),
    ("es", "1200 rpm", "rpm"),
    ("es", "1200 revoluciones por minuto", "rpm"),
    ("it", "1200 giri/min", "rpm"),
    ("it", "1200 giri al minuto", "rpm"),
    ("nl", "1200 omw/min", "rpm"),
    ("nl", "1200 toeren per minuut", "rpm"),
    ("pt", "1200 rpm", "rpm"),
    ("pt", "1200 rotações por minuto", "rpm"),
    ("da", "1200 o/min", "rpm"),
    ("da", "1200 omdrejninger i minuttet", "rpm"),
]


@pytest.mark.parametrize(("language", "text", "unit"), UNITS)
def test_areas_volumes_and_rotation_speeds_have_their_own_units(
    language: str, text: str, unit: str
) -> None:
    """Each language names its areas and volumes: "41 Quadratkilometer" is km2."""
    value = float(text.split(maxsplit=1)[0])
    assert _only(text, language) == (value, "cardinal", unit)


@pytest.mark.parametrize(
    ("language", "symbol"), list(itertools.product(LANGUAGES, ("km2", "km²")))
)
def test_an_area_symbol_is_a_unit_and_no_name(language: str, symbol: str) -> None:
    """The symbol "km2" after a number is its unit, not a name like "MP3"."""
    number = "40.7" if language == "en" else "40,7"
    assert _only(f"Area {number} {symbol}", language) == (40.7, "cardinal", "km2")


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("it", "Nel 2021 ha raggiunto la vetta."),
        ("es", "En 2021 ha sido reformado."),
        ("pt", "Em 2021 ha muitos turistas."),
        ("en", "The farm covers 500 ha."),
    ],
)
def test_ha_is_no_unit(language: str, text: str) -> None:
    """There is no "ha" symbol: in "nel 2021 ha raggiunto" it is a verb."""
    assert find_numbers(text, language)[0].unit is None


# language -> (material with an area, the same number as a length, as an area)
AREAS: dict[str, tuple[str, str, str]] = {
    "en": (
        "Area 40.7 km2",
        "The city covers 41 kilometres.",
        "about 41 square kilometres",
    ),
    "de": (
        "Fläche 40,7 km2",
        "Die Stadt ist 41 Kilometer groß.",
        "etwa 41 Quadratkilometer",
    ),
    "fr": ("Superficie 40,7 km2", "La ville fait 41 kilomètres.", "environ 41 km²"),
    "nl": ("Oppervlakte 40,7 km2", "De stad is 41 kilometer groot.", "ongeveer 41 km²"),
    "es": ("Superficie 40,7 km2", "La ciudad mide 41 kilómetros.", "unos 41 km²"),
    "it": ("Superficie 40,7 km2", "La città misura 41 chilometri.", "circa 41 km²"),
    "pt": ("Área 40,7 km2", "A cidade tem 41 quilómetros.", "cerca de 41 km²"),
    "da": ("Areal 40,7 km2", "Byen er 41 kilometer stor.", "omkring 41 km²"),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_area_is_not_a_length(language: str) -> None:
    """An area is no length: "Area 40.7 km2" grounds "41 km²", not "41 kilometres"."""
    material, length, area = AREAS[language]
    detail = _finding(length, material, language)
    assert detail is not None
    assert "41 kilometre not in material" in detail
    assert _finding(f"{material.split()[0]}: {area}.", material, language) is None


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [("Die Trommel dreht mit 1200 U/min.", True), ("Sie läuft 1200 Minuten.", False)],
)
def test_a_rotation_speed_is_not_a_duration(answer: str, grounded: bool) -> None:
    """A speed of rotation is no duration: "1200 U/min" is not "1200 Minuten"."""
    detail = _finding(answer, "Schleudern: 1200 U/min", "de")
    assert (detail is None) is grounded, detail


# --- a symbol before an elided article -------------------------------------------


@pytest.mark.parametrize(
    ("language", "text", "value", "unit"),
    [
        ("it", "Nel 2021 l'Etna ha eruttato.", 2021, None),
        ("it", "Nel 1990 l'azienda ha chiuso.", 1990, None),
        ("fr", "En 2021 l'Etna est entré en éruption.", 2021, None),
        ("fr", "En 1990 l'usine a fermé.", 1990, None),
        ("en", "Add 5 l of water.", 5, "litre"),
        ("it", "Aggiungere 5 l d'acqua.", 5, "litre"),
        ("fr", "Ajouter 5 l d'eau.", 5, "litre"),
    ],
)
def test_a_letter_before_an_elided_article_is_no_unit(
    language: str, text: str, value: int, unit: str | None
) -> None:
    """Before an elided article, "l" is no litre: "Nel 2021 l'Etna"."""
    mentions = find_numbers(text, language)
    assert [(m.value, m.unit) for m in mentions] == [(value, unit)]


# --- a whole hour at the end of a range of clock times ---------------------------


@pytest.mark.parametrize(
    ("language", "text", "end"),
    [
        ("fr", "Déchetterie : de 7 h 45 à 19 h en été.", 19),
        ("fr", "de 8 h 30 à 18 h", 18),
        ("fr", "de 7h45 à 19h", 19),
        ("fr", "de 7 h 45 à 19 heures", 19),
        ("fr", "7 h 45 - 19 h", 19),
        ("es", "de 7:45 a 19 h", 19),
        ("pt", "das 7h45 às 19h", 19),
        ("nl", "van 7:45 tot 19 uur", 19),
        ("de", "von 7:45 bis 19 Uhr", 19),
    ],
)
def test_the_end_of_a_range_of_clock_times_is_a_clock_time(
    language: str, text: str, end: int
) -> None:
    """The whole hour that ends a range of clock times is a clock time too."""
    mentions = find_numbers(text, language)
    assert [(m.kind, m.unit) for m in mentions] == [("time", "o'clock")] * 2
    assert mentions[1].value == end


@pytest.mark.parametrize(
    ("start", "end"),
    [("7 h 45", 19), ("8 h 30", 18), ("9 h 15", 12), ("13 h 30", 17)],
)
def test_a_whole_hour_meets_the_clock_time_that_ends_a_range(
    start: str, end: int
) -> None:
    """The check: "ferme à 19 h" is grounded by "de 7 h 45 à 19 h"."""
    material = f"Déchetterie : de {start} à {end} h en été."
    assert _finding(f"En été, la déchetterie ferme à {end} h.", material, "fr") is None
    assert _finding(f"En été, la déchetterie ferme à {end}:00.", material, "fr") is None
    assert _finding(f"En été, la déchetterie ouvre à {start}.", material, "fr") is None
    later = _finding(f"En été, la déchetterie ferme à {end + 1} h.", material, "fr")
    assert later == f"{end + 1} o'clock not in material"


@pytest.mark.parametrize(
    ("language", "material", "answer"),
    [
        ("es", "Centro: de 7:45 a 19 h en verano.", "El centro cierra a las 19:00."),
        ("pt", "Centro: das 7h45 às 19h no verão.", "O centro fecha às 19:00."),
        (
            "nl",
            "Centrum: van 7:45 tot 19 uur in de zomer.",
            "Het centrum sluit om 19:00.",
        ),
        (
            "de",
            "Zentrum: von 7:45 bis 19 Uhr im Sommer.",
            "Das Zentrum schließt um 19:00.",
        ),
        (
            "fr",
            "Déchetterie : de 7 h 45 à 19:00 en été.",
            "La déchetterie ferme à 19 h.",
        ),
    ],
)
def test_a_clock_time_meets_a_whole_hour_in_every_language(
    language: str, material: str, answer: str
) -> None:
    """A clock time and a whole hour meet, whichever side says which."""
    assert _finding(answer, material, language) is None


# --- scale words and the noun they count -----------------------------------------

# language -> (material, answer with {y} and {n}, decimal mark)
PARKS: dict[str, tuple[str, str, str]] = {
    "es": (
        "El parque, declarado en 1954, ocupa 18 990 hectáreas y recibió 4,3 millones"
        " de visitantes en 2019, frente a 2,9 millones en 2010.",
        "En {y} el parque recibió {n} millones de visitantes.",
        ",",
    ),
    "fr": (
        "Le parc, créé en 1954, couvre 18 990 hectares et a reçu 4,3 millions de"
        " visiteurs en 2019, contre 2,9 millions en 2010.",
        "En {y}, le parc a reçu {n} millions de visiteurs.",
        ",",
    ),
    "it": (
        "Il parco, istituito nel 1954, copre 18 990 ettari e ha ricevuto 4,3 milioni"
        " di visitatori nel 2019, contro 2,9 milioni nel 2010.",
        "Nel {y} il parco ha ricevuto {n} milioni di visitatori.",
        ",",
    ),
    "pt": (
        "O parque, criado em 1954, ocupa 18 990 hectares e recebeu 4,3 milhões de"
        " visitantes em 2019, contra 2,9 milhões em 2010.",
        "Em {y} o parque recebeu {n} milhões de visitantes.",
        ",",
    ),
    "en": (
        "The park, declared in 1954, covers 18,990 hectares and received 4.3 million"
        " visitors in 2019, against 2.9 million in 2010.",
        "In {y} the park received {n} million visitors.",
        ".",
    ),
    "nl": (
        "Het park, opgericht in 1954, beslaat 18.990 hectare en ontving in 2019 4,3"
        " miljoen bezoekers, tegen 2,9 miljoen in 2010.",
        "In {y} ontving het park {n} miljoen bezoekers.",
        ",",
    ),
}


@pytest.mark.parametrize(
    ("language", "year", "count", "verdict"),
    [
        (lang, year, count, verdict)
        for lang in PARKS
        for year, count, verdict in (
            (2019, "4.3", None),
            (2010, "2.9", None),
            (2019, "2.9", "bound to"),
            (2010, "4.3", "bound to"),
            (2019, "5.3", ""),  # an invented count: refused, by its year first
        )
    ],
)
def test_a_scaled_count_of_visitors_is_bound_to_its_year(
    language: str, year: int, count: str, verdict: str | None
) -> None:
    """A scale word counts its noun through "de": 4,3 millones de visitantes."""
    material, answer, mark = PARKS[language]
    sentence = answer.format(y=year, n=count.replace(".", mark))
    detail = _finding(sentence, material, language)
    if verdict is None:
        assert detail is None
    else:
        assert detail is not None
        assert verdict in detail


def test_the_brief_park_visitors() -> None:
    """The lead's sentence: 4,3 millones de visitantes in 2019."""
    material = PARKS["es"][0]
    answer = "En 2019 el parque recibió 4,3 millones de visitantes."
    assert _finding(answer, material, "es") is None
    assert _finding("El parque ocupa 18 990 hectáreas.", material, "es") is None


# --- names known by their shape elsewhere in the material ------------------------

# language -> (material, answer with {c} and {n}, the first team, the second)
TABLES: dict[str, tuple[str, str, str, str]] = {
    "fr": (
        "Au classement, Paris compte 47 points. Marseille, avec 33 points, recule."
        " Le PSG s'impose à Marseille.",
        "{c} compte {n} points.",
        "Paris",
        "Marseille",
    ),
    "en": (
        "In the table, Leeds have 47 points. Burnley, with 33 points, drop back."
        " City won at Burnley.",
        "{c} have {n} points.",
        "Leeds",
        "Burnley",
    ),
    "de": (
        "In der Tabelle hat Bremen 47 Punkte. Mainz fällt mit 33 Punkten zurück."
        " Der FC gewinnt in Mainz.",
        "{c} hat {n} Punkte.",
        "Bremen",
        "Mainz",
    ),
    "es": (
        "En la clasificación, Sevilla suma 47 puntos. Valencia, con 33 puntos,"
        " retrocede. El Betis gana en Valencia.",
        "{c} suma {n} puntos.",
        "Sevilla",
        "Valencia",
    ),
    "it": (
        "In classifica, Torino ha 47 punti. Genova, con 33 punti, arretra. La Samp"
        " vince a Genova.",
        "{c} ha {n} punti.",
        "Torino",
        "Genova",
    ),
    "pt": (
        "Na classificação, Braga soma 47 pontos. Porto, com 33 pontos, recua. O"
        " Benfica vence no Porto.",
        "{c} soma {n} pontos.",
        "Braga",
        "Porto",
    ),
    "nl": (
        "In de stand heeft Utrecht 47 punten. Breda zakt met 33 punten terug. Ajax"
        " wint in Breda.",
        "{c} heeft {n} punten.",
        "Utrecht",
        "Breda",
    ),
    "da": (
        "I tabellen har Aarhus 47 point. Odense falder tilbage med 33 point. FCK"
        " vinder i Odense.",
        "{c} har {n} point.",
        "Aarhus",
        "Odense",
    ),
}


@pytest.mark.parametrize(
    ("language", "second", "points"),
    list(itertools.product(LANGUAGES, (False, True), (47, 33))),
)
def test_a_name_opening_a_sentence_is_still_a_name(
    language: str, second: bool, points: int
) -> None:
    """A name opening a sentence is a name where the material capitalises it too."""
    material, answer, first, other = TABLES[language]
    team = other if second else first
    detail = _finding(answer.format(c=team, n=points), material, language)
    if second == (points == 33):
        assert detail is None
    else:
        assert detail is not None
        assert f"{points} bound to" in detail


# --- years that qualify a value, and years said for themselves -------------------

# language -> (material, answer with {y} and {n}, 150 000, 145 700, 123 867)
CENSUSES: dict[str, tuple[str, str, tuple[str, str, str]]] = {
    "en": (
        "Population (2021)\t145,700\nAt the 2011 census the city had 123,867"
        " inhabitants; by 2021 the population had grown to 145,700.",
        "In {y} Cambridge had about {n} inhabitants.",
        ("150,000", "145,700", "123,867"),
    ),
    "de": (
        "Einwohner (2021)\t145.700\nBeim Zensus 2011 hatte die Stadt 123.867"
        " Einwohner; bis 2021 wuchs die Bevölkerung auf 145.700.",
        "{y} hatte Cambridge etwa {n} Einwohner.",
        ("150.000", "145.700", "123.867"),
    ),
    "fr": (
        "Population (2021)\t145 700\nAu recensement de 2011, la ville comptait"
        " 123 867 habitants ; en 2021, la population atteignait 145 700.",
        "En {y}, Cambridge comptait environ {n} habitants.",
        ("150 000", "145 700", "123 867"),
    ),
    "es": (
        "Población (2021)\t145.700\nEn el censo de 2011 la ciudad tenía 123.867"
        " habitantes; en 2021 la población había crecido a 145.700.",
        "En {y} Cambridge tenía unos {n} habitantes.",
        ("150.000", "145.700", "123.867"),
    ),
    "it": (
        "Popolazione (2021)\t145.700\nAl censimento del 2011 la città aveva 123.867"
        " abitanti; nel 2021 la popolazione era salita a 145.700.",
        "Nel {y} Cambridge aveva circa {n} abitanti.",
        ("150.000", "145.700", "123.867"),
    ),
}


@pytest.mark.parametrize(
    ("language", "year", "which", "grounded"),
    [
        (lang, year, which, grounded)
        for lang in CENSUSES
        for year, which, grounded in (
            (2021, 0, True),
            (2021, 1, True),
            (2011, 2, True),
            (2011, 1, False),
            (2021, 2, False),
        )
    ],
)
def test_a_year_that_dates_a_value_is_bound_through_the_value(
    language: str, year: int, which: int, grounded: bool
) -> None:
    """A year that dates a value is bound through the value it dates."""
    material, answer, counts = CENSUSES[language]
    detail = _finding(answer.format(y=year, n=counts[which]), material, language)
    assert (detail is None) is grounded, detail
    if not grounded:
        assert f"#year|{year}" in detail  # type: ignore[operator]


# language -> (material, answer with {y})
BRIDGES: dict[str, tuple[str, str]] = {
    "en": (
        "The Brooklyn Bridge opened in 1883. Its towers rise 84.3 metres.",
        "The Brooklyn Bridge opened in {y} and its towers rise 84.3 metres.",
    ),
    "de": (
        "Die Brooklyn Bridge wurde 1883 eröffnet. Ihre Türme sind 84,3 Meter hoch.",
        "Die Brooklyn Bridge wurde {y} eröffnet und ihre Türme sind 84,3 Meter hoch.",
    ),
    "fr": (
        "Le pont de Brooklyn a ouvert en 1883. Ses tours s'élèvent à 84,3 mètres.",
        "Le pont de Brooklyn a ouvert en {y} et ses tours s'élèvent à 84,3 mètres.",
    ),
    "nl": (
        "De Brooklyn Bridge werd in 1883 geopend. De torens zijn 84,3 meter hoog.",
        "De Brooklyn Bridge werd in {y} geopend en de torens zijn 84,3 meter hoog.",
    ),
    "es": (
        "El puente de Brooklyn se inauguró en 1883. Sus torres miden 84,3 metros.",
        "El puente de Brooklyn se inauguró en {y} y sus torres miden 84,3 metros.",
    ),
    "it": (
        "Il ponte di Brooklyn fu inaugurato nel 1883. Le sue torri sono alte 84,3"
        " metri.",
        "Il ponte di Brooklyn fu inaugurato nel {y} e le sue torri sono alte 84,3"
        " metri.",
    ),
    "pt": (
        "A ponte do Brooklyn foi inaugurada em 1883. As suas torres têm 84,3 metros.",
        "A ponte do Brooklyn foi inaugurada em {y} e as suas torres têm 84,3 metros.",
    ),
    "da": (
        "Brooklyn Bridge blev åbnet i 1883. Tårnene er 84,3 meter høje.",
        "Brooklyn Bridge blev åbnet i {y}, og tårnene er 84,3 meter høje.",
    ),
}


@pytest.mark.parametrize(
    ("language", "year"), list(itertools.product(LANGUAGES, (1883, 1869)))
)
def test_a_year_said_for_itself_is_checked_beside_another_value(
    language: str, year: int
) -> None:
    """A year said for itself is checked, even beside a value of another kind."""
    material, answer = BRIDGES[language]
    detail = _finding(answer.format(y=year), material, language)
    if year == 1883:
        assert detail is None
    else:
        assert detail == "1869 not in material"


def test_a_wrong_year_alone_is_rejected() -> None:
    """The brief's single sentence: "opened in 1869" is not what it says."""
    material = BRIDGES["en"][0]
    detail = _finding("The Brooklyn Bridge opened in 1869", material, "en")
    assert detail == "1869 not in material"


# --- what stays apart -----------------------------------------------------------

# language -> "3 hours or 30 minutes": only the language's "and" joins two parts
OR_PARTS: dict[str, str] = {
    "en": "3 hours or 30 minutes",
    "de": "3 Stunden oder 30 Minuten",
    "fr": "3 heures ou 30 minutes",
    "nl": "3 uur of 30 minuten",
    "es": "3 horas o 30 minutos",
    "it": "3 ore o 30 minuti",
    "pt": "3 horas ou 30 minutos",
    "da": "3 timer eller 30 minutter",
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_or_keeps_two_durations_apart(language: str) -> None:
    """Two durations joined by "or" stay two, never three and a half hours."""
    got = [(m.value, m.unit) for m in find_numbers(OR_PARTS[language], language)]
    assert got == [(3.0, "hour"), (30.0, "minute")]


def test_a_clock_followed_by_minutes_is_a_duration() -> None:
    """Dutch "3 uur 30 minuten" is three and a half hours; "om 3 uur 30" a clock."""
    assert _only("3 uur 30 minuten", "nl")[:3] == (3.5, "cardinal", "hour")
    assert _only("om 3 uur 30", "nl") == ("3:30", "time", "o'clock")


def test_a_part_of_the_day_read_with_the_wrong_hour_is_checked() -> None:
    """A part of the day right after a time it cannot hold still qualifies it."""
    material = (
        "On weekdays the heating runs from 06:30 to 08:00 and again from 17:00 "
        "to 22:30."
    )
    answer = "The heating runs from 17:00 to 22:30 in the morning."
    assert _finding(answer, material, "en") == "22:30: not a time of 'in the morning'"


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("en", "The office is open from 9:00 to noon."),
        ("en", "The alarm goes off at 3 in the morning."),
        ("en", "The night tariff ends at 07:00."),
        (
            "en",
            "The morning session runs 9:00-11:30, the afternoon session 13:00-17:00.",
        ),
        ("en", "Charge the battery for 8 hours overnight."),
        ("en", "Quiet hours start at 12 at night."),
        ("de", "Die Sauna öffnet abends um 8 Uhr."),
        ("fr", "L'accueil est ouvert de 9 h 30 à midi."),
        ("it", "Lasciare lievitare l'impasto 10 ore di notte."),
    ],
)
def test_a_sentence_the_material_says_itself_is_served(
    language: str, sentence: str
) -> None:
    """Parts of the day never refuse the material's own words.

    Noon is a time, edges are soft, a duration stays a duration, and a part of the
    day before the hour counts.
    """
    assert _finding(sentence, sentence, language) is None


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("from 8 to 10 in the evening", [20.0, 22.0]),
        ("from 6 to 8 in the morning", [6.0, 8.0]),
        ("from 11 to 1 in the afternoon", [11.0, 13.0]),  # it starts before noon
    ],
)
def test_a_range_in_a_part_of_the_day_is_read_at_both_ends(
    text: str, values: list[float]
) -> None:
    """The part of the day after a range's second end holds its first end too."""
    assert [m.value for m in find_numbers(text, "en")] == values
