"""Numbers read in the request's language: marks, spelled numbers, clocks, tables."""

from __future__ import annotations

import logging

import pytest

from custom_components.grounded_answers.engine.gates.numbers import check_numbers
from custom_components.grounded_answers.engine.pipeline import warmup
from custom_components.grounded_answers.engine.text.languages import (
    LANGUAGES,
    number_language,
)
from custom_components.grounded_answers.engine.text.numbers import find_numbers

READINGS: list[tuple[str, str, list[float | str]]] = [
    ("de", "Das Paket wiegt 12,5 kg und kostet 1.500 Euro.", [12.5, 1500]),
    ("de", "Die Temperatur lag bei 35,8 Grad.", [35.8]),
    ("fr", "La ville compte 84 607 016 habitants.", [84607016]),
    ("en", "It weighs 35,8 kilograms.", [35.8]),  # a decimal comma is never split
    ("de", "Das Abtauen dauert fünfundzwanzig Minuten.", [25]),
    ("fr", "Le dégivrage dure vingt-cinq minutes.", [25]),
    ("es", "El bizcocho tarda veinticinco minutos.", [25]),
    ("nl", "Het ontdooien duurt vijfentwintig minuten.", [25]),
    ("it", "La cottura dura venticinque minuti.", [25]),
    ("pt", "O bolo fica vinte e cinco minutos no forno.", [25]),
    ("da", "Overfarten tager femogtyve minutter.", [25]),
    ("de", "Der Laden öffnet um 17.30 Uhr.", ["17:30"]),
    ("fr", "L'accueil ouvre à 17h30.", ["17:30"]),
    ("de", "Es dauert zweieinhalb Stunden.", [2.5]),
    ("de", "Zwei Drittel der Befragten", [2 / 3]),
    ("fr", "1,5 million d'habitants", [1_500_000]),
    ("de", "Es dauert eine Stunde, eine Frage bleibt.", [1]),  # "eine" before a unit
    ("en", "The bin is emptied twice a week.", [2]),
]


@pytest.mark.parametrize(("language", "text", "values"), READINGS)
def test_values_are_read_in_the_request_language(
    language: str, text: str, values: list[float | str]
) -> None:
    got = [m.value for m in find_numbers(text, language)]
    assert len(got) == len(values), got
    for value, expected in zip(got, values, strict=True):
        if isinstance(expected, str):
            assert value == expected
        else:
            assert value == pytest.approx(expected)


# Minutes a voice says after an hour of the clock: one time, not two numbers.
SAID_MINUTES: list[tuple[str, str, list[float | str]]] = [
    ("fr", "Le musée ferme à dix-sept heures trente.", ["17:30"]),
    ("de", "Der Zug fährt um siebzehn Uhr dreißig.", ["17:30"]),
    ("it", "Il museo chiude alle diciassette e trenta.", ["17:30"]),
    ("it", "Il museo chiude alle 17 e 30.", ["17:30"]),
    ("da", "Toget kører klokken sytten tredive.", ["17:30"]),
    ("it", "Alle 17 e 30 persone hanno votato.", [17, 30]),  # a count follows
]


@pytest.mark.parametrize(("language", "text", "values"), SAID_MINUTES)
def test_minutes_said_after_an_hour_make_one_time(
    language: str, text: str, values: list[float | str]
) -> None:
    assert [m.value for m in find_numbers(text, language)] == values


# Ordinals as each language writes them, and the period an ordinal counts ("the third
# quarter"), which is no number of its own.
ORDINALS: list[tuple[str, str, list[tuple[float, str]]]] = [
    ("es", "El Unicaja es 3.º en la clasificación.", [(3, "ordinal")]),
    ("es", "Vive en la 3.ª planta.", [(3, "ordinal")]),
    ("pt", "O Moreirense ocupa o 9.º lugar.", [(9, "ordinal")]),
    ("it", "La squadra è al 3.º posto.", [(3, "ordinal")]),
    ("es", "Un parcial de 25 puntos en el tercer cuarto.", [(25, "cardinal"), (3, "ordinal")]),
    ("es", "Ganaron el cuarto cuarto.", [(4, "ordinal")]),
    ("es", "Quedaron en el cuarto puesto.", [(4, "ordinal")]),
    ("it", "Un terzo dei residenti vive in centro.", [(1 / 3, "fraction")]),
    ("it", "La squadra è al terzo posto.", [(3, "ordinal")]),
    ("it", "Nel terzo quarto la Virtus ha segnato 30 punti.", [(3, "ordinal"), (30, "cardinal")]),
    ("pt", "No terceiro quarto o Benfica marcou 30 pontos.", [(3, "ordinal"), (30, "cardinal")]),
    ("fr", "Au troisième quart, Nanterre a marqué 30 points.", [(3, "ordinal"), (30, "cardinal")]),
    ("de", "Im dritten Viertel gelangen Alba 30 Punkte.", [(3, "ordinal"), (30, "cardinal")]),
    ("de", "Zwei Drittel der Befragten", [(2 / 3, "fraction")]),
]  # fmt: skip


@pytest.mark.parametrize(("language", "text", "expected"), ORDINALS)
def test_ordinals_and_the_periods_they_count(
    language: str, text: str, expected: list[tuple[float, str]]
) -> None:
    got = [(m.value, m.kind) for m in find_numbers(text, language)]
    assert [k for _, k in got] == [k for _, k in expected], got
    for (value, _), (want, _) in zip(got, expected, strict=True):
        assert value == pytest.approx(want)


# A word for "half" that is an adjective as well is a half before a unit or after "and"
# only: "la temperatura media" is the average, "o meio ambiente" the environment.
HALVES: list[tuple[str, str, list[float]]] = [
    ("es", "La temperatura media fue de 26,8 grados.", [26.8]),
    ("es", "El caudal medio es de 426 m³/s.", [426]),
    ("es", "Cuece media hora.", [0.5]),
    ("es", "Compra un kilo y medio.", [1.5]),
    ("pt", "O meio ambiente tem 26 parques.", [26]),
    ("pt", "Coza durante meia hora.", [0.5]),
    ("it", "In mezzo alla piazza ci sono 3 fontane.", [3]),
    ("it", "Serve mezzo chilo di farina.", [0.5]),
    ("fr", "Le beurre demi-sel coûte 3 euros.", [3]),
    ("fr", "La demi-finale commence à 20 h.", [20]),
    ("fr", "Comptez une demi-heure.", [0.5]),
    ("de", "Die halbe Stadt war auf den Beinen.", []),
    ("de", "Das dauert eine halbe Stunde.", [0.5]),
    ("nl", "De halve finale begint om 20 uur.", [20]),
    ("nl", "Dat duurt een half uur.", [0.5]),
    ("da", "Det tager en halv time.", [0.5]),
    ("es", "Ya ha pasado la mitad de la temporada.", [0.5]),  # a noun stays a half
]


# Ordinals that name a day of the week, number words that mean "other" or "both", and
# a multiplier joined to a word ("doble-doble"): none is a number.
NO_COUNT: list[tuple[str, str, list[float]]] = [
    ("pt", "Abre de segunda a sexta, das 9h às 18h.", [9, 18]),
    ("pt", "Fechado à segunda.", []),
    ("pt", "Na quinta há concerto.", []),
    ("pt", "A segunda volta é em junho.", [2]),  # a noun follows: the second round
    ("da", "Museet har blandt andet en café.", []),
    ("da", "Kom igen en anden dag.", []),
    ("da", "Han scorede i anden halvleg.", [2]),  # the second half
    ("fr", "Ils sont venus tous deux.", []),  # both
    ("fr", "La révision a lieu tous les deux ans.", [2]),  # every two years
    ("pt", "O restaurante abre ao meio-dia.", []),  # noon
    ("it", "Sono arrivati tutti e due.", []),
    ("es", "Osetkowski firmó un doble-doble de 14 puntos.", [14]),  # a word of its own
    ("en", "It pays to double-check the times: the tour costs 12 euros.", [12]),
    ("en", "The tour costs double on Sundays.", [2]),
]


@pytest.mark.parametrize(("language", "text", "values"), NO_COUNT)
def test_a_day_name_or_other_is_no_number(
    language: str, text: str, values: list[float]
) -> None:
    got = [m.value for m in find_numbers(text, language)]
    assert got == pytest.approx(values)


@pytest.mark.parametrize(("language", "text", "values"), HALVES)
def test_an_adjective_half_is_a_half_before_a_unit(
    language: str, text: str, values: list[float]
) -> None:
    got = [m.value for m in find_numbers(text, language)]
    assert got == pytest.approx(values)


# The ends of a range of clock times are both clocks, the one without a clock word
# of its own too: "von 8.30 bis 12 Uhr" opens at 8:30, not at the decimal 8.3.
CLOCK_RANGES: list[tuple[str, str, list[float | str]]] = [
    ("de", "Geöffnet montags von 9 bis 12 Uhr.", [9, 12]),
    ("de", "Geöffnet montags von 8.30 bis 12 Uhr.", ["8:30", 12]),
    ("nl", "Open op maandag van 8.30 tot 17 uur.", ["8:30", 17]),
    ("es", "Abierto de lunes a viernes de 8.30 a 14 h.", ["8:30", 14]),
    ("fr", "Ouvert le lundi de 9 à 12 h.", [9, 12]),
    ("en", "Open on Mondays from 9.30 to 5 pm.", ["9:30", 17]),
    ("en", "The pool is open from 7 to 9 pm.", [19, 21]),  # the afternoon spans it
    ("nl", "De winkel is open van 8 tot 17 uur.", [8, 17]),  # "from" a time of the day
    ("da", "Apoteket har åbent kl. 9-13 og 14-17.30.", [9, 13, 14, "17:30"]),
]


@pytest.mark.parametrize(("language", "text", "values"), CLOCK_RANGES)
def test_a_clock_range_opens_at_a_time(
    language: str, text: str, values: list[float | str]
) -> None:
    got = [(m.value, m.kind, m.unit) for m in find_numbers(text, language)]
    assert got == [(v, "time", "o'clock") for v in values]


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("nl", "Het ontdooien duurt 2 tot 3 uur."),
        ("nl", "Het duurt tussen 2 en 3 uur."),
    ],
)
def test_a_range_of_hours_without_from_stays_a_duration(
    language: str, text: str
) -> None:
    assert [(m.kind, m.unit) for m in find_numbers(text, language)] == [
        ("cardinal", "hour")
    ] * 2


@pytest.mark.parametrize(
    ("code", "table"),
    [
        ("de-CH", "de"),
        ("pt_BR", "pt"),
        ("NL", "nl"),
        (None, "en"),
        ("sv", "sv"),
        ("tlh", "xx"),
    ],
)
def test_a_home_assistant_language_code_finds_its_table(
    code: str | None, table: str
) -> None:
    assert number_language(code).code == table


def test_every_table_knows_hedges_units_and_months() -> None:
    for code, lang in LANGUAGES.items():
        assert lang.hedges, code
        assert lang.units, code
        assert lang.negations, code
        assert lang.weekdays, code


@pytest.mark.parametrize(
    ("language", "answer"),
    [("sv", "Det tar tjugo minuter."), ("pl", "To trwa dwadzieścia minut.")],
)
def test_a_spelled_number_no_reader_can_read_is_never_served(
    language: str, answer: str
) -> None:
    finding = check_numbers(answer, "Det tar 20 minuter.", language=language)
    assert finding is not None
    assert "cannot read" in finding.detail


def test_digits_in_an_unread_language_are_still_checked() -> None:
    material = "Det tar 20 minuter."
    assert check_numbers("Det tar 20 minuter.", material, language="sv") is None
    assert check_numbers("Det tar 25 minuter.", material, language="sv") is not None


def test_a_failed_warm_up_is_logged_and_costs_nothing(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def broken(*_args: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(warmup, "prepare_material", broken)
    with caplog.at_level(logging.ERROR):
        warmup._prepare("Es dauert 20 Minuten.", "de", ())
    assert "Analysing the material's numbers failed" in caplog.text
    # the gate still analyses the material itself
    assert (
        check_numbers("Es dauert 20 Minuten.", "Es dauert 20 Minuten.", language="de")
        is None
    )


@pytest.mark.parametrize(
    ("language", "word", "source", "ordinal"),
    [
        ("it", "Secondo", "Wikipedia", "Abita al secondo piano."),
        ("it", "secondo", "il manuale", "Il secondo piano è chiuso."),
        ("it", "Secondo", "la Protezione civile", "È arrivata seconda."),
        ("pt", "Segundo", "a Wikipédia", "O segundo andar fecha."),
        ("pt", "segundo", "o IBGE", "Ficou em segundo lugar no segundo dia."),
    ],
)
def test_an_ordinal_that_is_a_preposition_introduces_a_source(
    language: str, word: str, source: str, ordinal: str
) -> None:
    # "secondo Wikipedia" is "according to Wikipedia": never the number 2, while
    # the ordinal after an article ("il secondo piano") stays one.
    sentence = f"{word} {source}, la torre misura 189 metri."
    assert [m.value for m in find_numbers(sentence, language)] == [189]
    assert 2 in [m.value for m in find_numbers(ordinal, language)]
