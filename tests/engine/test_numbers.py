"""The number reader: every written form a model or a source uses, and the traps."""

from __future__ import annotations

import itertools

import pytest

from custom_components.grounded_answers.engine.text.numbers import (
    NumberMention,
    find_numbers,
    units_compatible,
)

# text -> the values of its mentions, in order. One line per written form.
VALUES: list[tuple[str, list[float | str]]] = [
    # digits and separators
    ("7", [7]),
    ("0", [0]),
    ("330 metres", [330]),
    ("It is 330 m tall.", [330]),
    ("1,500", [1500]),
    ("1500", [1500]),
    ("7,000,000 people", [7_000_000]),
    ("1,500.25 euros", [1500.25]),
    ("15\u202f000 runners", [15000]),
    ("15\u00a0000 runners", [15000]),
    ("21.5 hours", [21.5]),
    ("0.5 litres", [0.5]),
    (".5 litres", [0.5]),
    ("2.402 Mbps", [2.402]),
    ("1.500,5 km", [1500.5]),
    ("1.500.000 Einwohner", [1_500_000]),
    ("between 1,50 and 2", [1.5, 2]),
    ("1, 2, 3", [1, 2, 3]),
    # digit scales
    ("1.5 million", [1_500_000]),
    ("2.1 million", [2_100_000]),
    ("7 million", [7_000_000]),
    ("22.1 billion euros", [22_100_000_000]),
    ("3 trillion", [3e12]),
    ("15 thousand", [15000]),
    ("15k", [15000]),
    ("a 5k run", [5000]),
    ("$2.5bn", [2_500_000_000]),
    ("£3m", [3_000_000]),
    ("€4.2 million", [4_200_000]),
    ("$5", [5]),
    ("2 mn", [2]),
    ("2mn", [2_000_000]),
    # spoken cardinals
    ("zero", [0]),
    ("nought point five", [0.5]),
    ("one new headline", [1]),
    ("three", [3]),
    ("eleven", [11]),
    ("nineteen", [19]),
    ("twenty", [20]),
    ("twenty-five", [25]),
    ("twenty five", [25]),
    ("ninety-nine", [99]),
    ("a hundred", [100]),
    ("one hundred", [100]),
    ("three hundred and twelve", [312]),
    ("three hundred twelve", [312]),
    ("fifteen thousand", [15000]),
    ("fifteen thousand five hundred", [15500]),
    ("two thousand and four", [2004]),
    ("two thousand four", [2004]),
    ("a thousand", [1000]),
    ("a million", [1_000_000]),
    ("seven million", [7_000_000]),
    ("one million five hundred thousand", [1_500_000]),
    ("one point five million", [1_500_000]),
    ("two point one million", [2_100_000]),
    ("four point two", [4.2]),
    ("seven point two five percent", [7.25]),
    ("twenty-one point five hours", [21.5]),
    ("half a million", [500_000]),
    ("half a dozen eggs", [6]),
    ("a dozen eggs", [12]),
    ("two dozen eggs", [24]),
    ("one and a half hours", [1.5]),
    ("two and a half hours", [2.5]),
    ("one and a half million", [1_500_000]),
    ("ninety nine", [99]),
    ("five six", [5, 6]),
    ("twenty and thirty", [20, 30]),
    ("nine hundred ninety-nine thousand", [999_000]),
    # spoken years
    ("eighteen eighty-nine", [1889]),
    ("nineteen sixty-nine", [1969]),
    ("nineteen sixty nine", [1969]),
    ("nineteen oh five", [1905]),
    ("twenty twenty-four", [2024]),
    ("twenty ten", [2010]),
    ("ten sixty-six", [1066]),
    ("nineteen hundred", [1900]),
    ("nineteen hundred and sixty-nine", [1969]),
    ("two thousand and twenty", [2020]),
    ("in 1969", [1969]),
    # ordinals
    ("9th", [9]),
    ("the ninth flight", [9]),
    ("1st", [1]),
    ("22nd", [22]),
    ("3rd", [3]),
    ("21st century", [21]),
    ("the third floor", [3]),
    ("the twelfth man", [12]),
    ("the twentieth", [20]),
    ("twenty-first", [21]),
    ("forty-second street", [42]),
    ("one hundred and first", [101]),
    ("the hundredth visitor", [100]),
    ("the fifth of November", [5]),
    # percentages
    ("38%", [38]),
    ("38 %", [38]),
    ("38 percent", [38]),
    ("38 per cent", [38]),
    ("thirty-eight percent", [38]),
    ("4.2 per cent", [4.2]),
    ("up 2 percentage points", [2]),
    # dates and times
    ("20 July 1969", [20, 1969]),
    ("July 20th, 1969", [20, 1969]),
    ("July 20, 1969", [20, 1969]),
    ("the 20th of July", [20]),
    ("on 16 July", [16]),
    ("2024-05-12", [2024, 12]),
    ("20/07/1969", ["20/7/1969"]),
    ("9 in the morning", [9]),
    ("3 in the afternoon", [15]),
    ("8 in the evening", [20]),
    ("11 at night", [23]),
    ("9 am", [9]),
    ("9 a.m.", [9]),
    ("9am", [9]),
    ("9 pm", [21]),
    ("9pm", [21]),
    ("12 am", [0]),
    ("12 pm", [12]),
    ("nine o'clock", [9]),
    ("9:30", ["9:30"]),
    ("09:00", [9]),
    ("21:00", [21]),
    ("9:30 pm", ["21:30"]),
    ("9.30 am", ["9:30"]),
    ("9.00 pm", [21]),
    ("12:30:45", ["12:30"]),
    # a duration in two units is one duration in the larger ("3 ore e 30 minuti")
    ("3 hours 10 minutes", [3 + 10 / 60]),
    ("3 hours and 10 minutes", [3 + 10 / 60]),
    ("1 h 20 min", [1 + 20 / 60]),
    ("2 hours, 15 minutes", [2, 15]),  # a list, not one duration
    ("3 hours and a half", [3.5]),
    ("2 weeks", [2]),
    # ranges
    ("19.5 to 21 degrees", [19.5, 21]),
    ("19.5-21 degrees", [19.5, 21]),
    ("19.5\u201321 °C", [19.5, 21]),  # en dash
    ("between 3 and 5 days", [3, 5]),
    ("3-4 hours", [3, 4]),
    ("from 9 to 5", [9, 5]),
    ("1990-2000", [1990, 2000]),
    ("won 4-2", ["4-2"]),
    # negatives
    ("-5 degrees", [-5]),
    ("\u22125 °C", [-5]),  # minus sign
    ("minus five degrees", [-5]),
    ("minus 5", [-5]),
    ("negative 12", [-12]),
    ("a low of -2", [-2]),
    ("(-3)", [-3]),
    ("from -5 to -10 degrees", [-5, -10]),
    # fractions
    ("half", [0.5]),
    ("a quarter", [0.25]),
    ("a third", [1 / 3]),
    ("one third", [1 / 3]),
    ("two thirds", [2 / 3]),
    ("three quarters", [0.75]),
    ("an eighth", [0.125]),
    # a part named without its count is a period or a place, no fraction
    ("in the third quarter", [3]),
    ("revenue for the quarter", []),
    ("the French Quarter", []),
    ("their living quarters", []),
    ("1/2 cup", [0.5]),
    ("3/4 cup", [0.75]),
    ("½ cup", [0.5]),
    ("2½ cups", [2.5]),
    # decades
    ("the 1990s", [1990]),
    ("the 1990's", [1990]),
    ("mid-1990s", [1990]),
    ("the '90s", [1990]),
    ("the 90s", [1990]),
    ("in her 30s", [1930]),
    ("the nineties", [1990]),
    ("the eighteen nineties", [1890]),
    # versions and version-like numbers
    ("version 3.12.1", ["3.12.1"]),
    ("3.12.1", ["3.12.1"]),
    ("v2.4", ["2.4"]),
    ("v2", ["2"]),
    ("192.168.1.1", ["192.168.1.1"]),
    ("Python 3.12", [3.12]),
    # names containing digits
    ("COVID-19", ["covid19"]),
    ("model DW-500", ["dw500"]),
    ("an F-16", ["f16"]),
    ("MP3 files", ["mp3"]),
    ("a 4K screen", ["4k"]),
    ("3D printing", ["3d"]),
    ("x86 processors", ["x86"]),
    ("H2O", ["h2o"]),
    ("Apollo 11", [11]),
    ("9/11", ["9/11"]),
    # labels
    ("No. 5", [5]),
    ("#5", [5]),
    ("number 7 bus", [7]),
    # phone numbers
    ("+44 20 7946 0958", ["442079460958"]),
    ("(555) 123-4567", ["5551234567"]),
    ("555-123-4567", ["5551234567"]),
    ("1-800-555-0199", ["18005550199"]),
    ("0800 123 456", ["0800123456"]),
    ("555.123.4567", ["5551234567"]),
    # glued units and suffixes stay numbers
    ("20km", [20]),
    ("5kg", [5]),
    ("100ml", [100]),
    ("24h", [24]),
    ("a 30s timeout", [30]),
    ("1.5kg", [1.5]),
    # things that are not numbers
    ("one of the tallest buildings", []),
    ("One of the tallest buildings", []),
    ("the one on the left", []),
    ("which one", []),
    ("no one came", []),
    ("someone", []),
    ("one another", []),
    ("one by one", []),
    ("one can see it", []),
    ("one day", []),
    ("at one point", []),
    ("the tallest one is red", []),
    ("a big one", []),
    ("a one-way street", []),
    ("a one-off payment", []),
    ("a one-hour drive", [1]),
    ("a dog", []),
    ("once a month", []),
    ("twice a day", [2]),  # "twice", "double", "a dozen" are numbers
    ("first, preheat the oven", []),
    ("the first landing", []),
    ("a second opinion", []),
    ("wait a second", []),
    ("open 24/7", []),
    ("a 50/50 chance", []),
    ("hundreds of people", []),
    ("thousands of runners", []),
    ("dozens of", []),
    ("the point is", []),
    ("oh well", []),
    ("often", []),
    ("phone", []),
    ("", []),
]

# text -> (value, kind, unit) of each mention.
KINDS: list[tuple[str, list[tuple[float | str, str, str | None]]]] = [
    ("330 metres", [(330, "cardinal", "metre")]),
    ("330 meters", [(330, "cardinal", "metre")]),
    ("330 m", [(330, "cardinal", "metre")]),
    ("330-metre tower", [(330, "cardinal", "metre")]),
    ("8 km", [(8, "cardinal", "kilometre")]),
    ("8 kilometres", [(8, "cardinal", "kilometre")]),
    ("20 kilometres per hour", [(20, "cardinal", "km/h")]),
    ("20 km/h", [(20, "cardinal", "km/h")]),
    ("45 degrees", [(45, "cardinal", "degree")]),
    ("45°", [(45, "cardinal", "degree")]),
    ("20 °C", [(20, "cardinal", "celsius")]),
    ("20°C", [(20, "cardinal", "celsius")]),
    ("20 degrees Celsius", [(20, "cardinal", "celsius")]),
    ("68 °F", [(68, "cardinal", "fahrenheit")]),
    ("1.2 kilograms", [(1.2, "cardinal", "kilogram")]),
    ("1.2 kg", [(1.2, "cardinal", "kilogram")]),
    ("2 kilos", [(2, "cardinal", "kilogram")]),
    ("100 g of sugar", [(100, "cardinal", "g")]),
    ("100 grams", [(100, "cardinal", "g")]),
    ("60 tonnes of paint", [(60, "cardinal", "tonne")]),
    ("250 ml of cream", [(250, "cardinal", "ml")]),
    ("250 millilitres", [(250, "cardinal", "ml")]),
    ("2 litres", [(2, "cardinal", "litre")]),
    ("2 l", [(2, "cardinal", "litre")]),
    ("1 teaspoon", [(1, "cardinal", "teaspoon")]),
    ("2 tbsp", [(2, "cardinal", "tablespoon")]),
    ("10 minutes", [(10, "cardinal", "minute")]),
    ("10 mins", [(10, "cardinal", "minute")]),
    ("10 min", [(10, "cardinal", "minute")]),
    ("20-minute walk", [(20, "cardinal", "minute")]),
    ("3 hours", [(3, "cardinal", "hour")]),
    ("3 hrs", [(3, "cardinal", "hour")]),
    ("60 seconds", [(60, "cardinal", "second")]),
    ("sixty seconds", [(60, "cardinal", "second")]),
    ("sixty second delay", [(60, "cardinal", "second")]),
    ("41 years", [(41, "cardinal", "year")]),
    ("seven years", [(7, "cardinal", "year")]),
    ("four days later", [(4, "cardinal", "day")]),
    ("38%", [(38, "percent", "percent")]),
    ("38 per cent", [(38, "percent", "percent")]),
    ("10 to 80 percent", [(10, "percent", "percent"), (80, "percent", "percent")]),
    ("22 kW", [(22, "cardinal", "kilowatt")]),
    ("5 GHz", [(5, "cardinal", "gigahertz")]),
    ("574 Mbps", [(574, "cardinal", "mbps")]),
    ("3 times a day", [(3, "cardinal", "times")]),
    ("$5", [(5, "cardinal", "dollar")]),
    ("5 dollars", [(5, "cardinal", "dollar")]),
    ("25 billion euros", [(25e9, "cardinal", "euro")]),
    ("£3", [(3, "cardinal", "pound")]),
    ("1889", [(1889, "year", None)]),
    ("in 2021", [(2021, "year", None)]),
    ("2402 Mbps", [(2402, "cardinal", "mbps")]),
    ("1,889", [(1889, "cardinal", None)]),
    ("eighteen eighty-nine", [(1889, "year", None)]),
    ("the 9th floor", [(9, "ordinal", None)]),
    ("ninth", [(9, "ordinal", None)]),
    ("20th century", [(20, "ordinal", "century")]),
    ("20 July", [(20, "cardinal", "july")]),
    ("July 20th", [(20, "ordinal", "july")]),
    ("5 May", [(5, "cardinal", "may")]),
    ("Dec 3", [(3, "cardinal", "december")]),
    ("5 may be enough", [(5, "cardinal", None)]),
    ("9 in the morning", [(9, "time", "o'clock")]),
    ("9 pm", [(21, "time", "o'clock")]),
    ("21:30", [("21:30", "time", "o'clock")]),
    ("3.12.1", [("3.12.1", "version", None)]),
    ("the 1990s", [(1990, "decade", None)]),
    ("half", [(0.5, "fraction", None)]),
    ("3/4", [(0.75, "fraction", None)]),
    ("No. 5", [(5, "label", None)]),
    ("COVID-19", [("covid19", "name", None)]),
    ("+44 20 7946 0958", [("442079460958", "phone", None)]),
    ("20/07/1969", [("20/7/1969", "date", None)]),
    ("19.5 to 21 degrees", [(19.5, "cardinal", "degree"), (21, "cardinal", "degree")]),
    ("3-4 hours", [(3, "cardinal", "hour"), (4, "cardinal", "hour")]),
    ("20 and 21 July", [(20, "cardinal", "july"), (21, "cardinal", "july")]),
    ("3 hours 10 minutes", [(3 + 10 / 60, "cardinal", "hour")]),
    ("closes 12 streets", [(12, "cardinal", None)]),
    ("7 million people", [(7_000_000, "cardinal", None)]),
    ("from 1969 to 1972 metres", [(1969, "year", None), (1972, "cardinal", "metre")]),
]

# text -> whether each mention is hedged.
HEDGED: list[tuple[str, list[bool]]] = [
    ("about 7 million", [True]),
    ("About seven million", [True]),
    ("around fifteen thousand", [True]),
    ("roughly 60 tonnes", [True]),
    ("some 60 tonnes", [True]),
    ("approximately 330 metres", [True]),
    ("approx. 330 metres", [True]),
    ("nearly 9,000 metres", [True]),
    ("almost 9,000", [True]),
    ("over 300 people", [True]),
    ("well over 300", [True]),
    ("more than 300", [True]),
    ("less than 5", [True]),
    ("fewer than 5", [True]),
    ("just under 2 hours", [True]),
    ("just over 2 hours", [True]),
    ("close to 2 hours", [True]),
    ("up to 128 devices", [True]),
    ("at least 3", [True]),
    ("an estimated 40,000", [True]),
    ("circa 1900", [True]),
    ("~20 ms", [True]),
    ("60 or so", [True]),
    ("60-odd", [True]),
    ("about 3 to 4 days", [True, True]),
    ("330 metres", [False]),
    ("reaches 330 metres", [False]),
    ("the 9th", [False]),
    ("turned 30 and about 31", [False, True]),
    ("Abouts 5", [False]),
]

# text -> every reading of its first mention.
READINGS: list[tuple[str, tuple[float | str, ...]]] = [
    ("1.500", (1.5, 1500, "1.500")),
    ("1.500 people", (1.5, 1500, "1.500")),
    ("0.500", (0.5, "0.500")),
    ("1.5", (1.5, "1.5")),
    ("3.10", (3.1, "3.10")),
    ("1.500.000", (1_500_000, "1.500.000")),
    ("9 pm", (21,)),  # 9 pm is no 9:00
    ("3 in the afternoon", (15,)),
    ("12 am", (0,)),
    ("9:30 pm", ("21:30",)),
    ("the 90s", (1990, 90)),
    ("the nineties", (1990, 90)),
    ("v2.4", ("2.4", 2.4)),
    ("1,500", (1500,)),
]

# text -> the surface text of each mention.
SURFACES: list[tuple[str, list[str]]] = [
    ("fifteen thousand runners", ["fifteen thousand"]),
    ("1,500 people", ["1,500"]),
    ("the 9th flight", ["9th"]),
    ("1.5 million people", ["1.5 million"]),
    ("$2.5bn deal", ["$2.5bn"]),
    ("minus five degrees", ["minus five"]),
    ("-5 degrees", ["-5"]),
    ("July 20th, 1969", ["20th", "1969"]),
    ("eighteen eighty-nine", ["eighteen eighty-nine"]),
    ("two and a half hours", ["two and a half"]),
    ("the 1990s", ["1990s"]),
    ("COVID-19 cases", ["COVID-19"]),
    ("No. 5", ["5"]),
    ("a hundred people", ["a hundred"]),
    ("Tokyo 2020 and Paris 2024", ["2020", "2024"]),
]

# text -> the name word before each mention ("Apollo 11").
PREFIXES: list[tuple[str, list[str | None]]] = [
    ("Apollo 11", ["Apollo"]),
    ("Windows 11 is out", ["Windows"]),
    ("Firmware 3.12.1 added WPA3", ["Firmware", None]),
    ("room 12", ["room"]),
    ("In 1969", [None]),
    ("About 7 million", [None]),
    ("it is 330 metres", [None]),
    ("the marathon starts at 9", [None]),
    ("Expect 14 degrees", [None]),
]


def _values(text: str) -> list[float | str]:
    return [m.value for m in find_numbers(text)]


@pytest.mark.parametrize(("text", "values"), VALUES)
def test_values(text: str, values: list[float | str]) -> None:
    got = _values(text)
    assert len(got) == len(values), got
    for have, want in zip(got, values, strict=True):
        if isinstance(want, str):
            assert have == want
        else:
            assert have == pytest.approx(want)


@pytest.mark.parametrize(("text", "expected"), KINDS)
def test_kinds_and_units(
    text: str, expected: list[tuple[float | str, str, str | None]]
) -> None:
    got = [(m.value, m.kind, m.unit) for m in find_numbers(text)]
    assert got == [
        (pytest.approx(v) if not isinstance(v, str) else v, k, u)
        for v, k, u in expected
    ]


@pytest.mark.parametrize(("text", "hedged"), HEDGED)
def test_hedges(text: str, hedged: list[bool]) -> None:
    assert [m.hedged for m in find_numbers(text)] == hedged


@pytest.mark.parametrize(("text", "readings"), READINGS)
def test_every_reading(text: str, readings: tuple[float | str, ...]) -> None:
    assert find_numbers(text)[0].values == readings


@pytest.mark.parametrize(("text", "surfaces"), SURFACES)
def test_surface_text(text: str, surfaces: list[str]) -> None:
    assert [m.text for m in find_numbers(text)] == surfaces


@pytest.mark.parametrize(("text", "prefixes"), PREFIXES)
def test_name_prefix(text: str, prefixes: list[str | None]) -> None:
    assert [m.prefix for m in find_numbers(text)] == prefixes


@pytest.mark.parametrize("text", [t for t, _ in VALUES if t] + [t for t, _ in KINDS])
def test_offsets_point_at_the_surface(text: str) -> None:
    padded = f"Before: {text} after."
    for m in find_numbers(padded):
        assert padded[m.start : m.end] == m.text
        assert m.start < m.end <= m.span_end <= len(padded)


def test_mentions_are_in_order_and_do_not_overlap() -> None:
    text = (
        "Apollo 11 launched on 16 July 1969; about 21.5 hours later, 2 of the 3 "
        "astronauts had collected 21.5 kg of samples, some 1,500 photos and 38% more."
    )
    mentions = find_numbers(text)
    assert [m.value for m in mentions] == [11, 16, 1969, 21.5, 2, 3, 21.5, 1500, 38]
    for a, b in itertools.pairwise(mentions):
        assert a.end <= b.start


def test_mention_is_a_frozen_value() -> None:
    mention = find_numbers("330 metres")[0]
    assert mention == NumberMention(
        value=330.0,
        text="330",
        start=0,
        end=3,
        kind="cardinal",
        unit="metre",
        hedged=False,
        span_end=10,
    )
    with pytest.raises(AttributeError):
        mention.value = 1  # type: ignore[misc]


@pytest.mark.parametrize(
    ("a", "b", "compatible"),
    [
        ("metre", "metre", True),
        ("metre", None, True),
        (None, "minute", True),
        (None, None, True),
        ("minute", "celsius", False),
        ("minute", "degree", False),
        ("ml", "g", False),
        ("hour", "minute", False),
        ("degree", "celsius", True),
        ("fahrenheit", "degree", True),
        ("celsius", "fahrenheit", False),
        ("percent", "percent", True),
        ("july", "june", False),
    ],
)
def test_units_compatible(a: str | None, b: str | None, compatible: bool) -> None:
    assert units_compatible(a, b) is compatible


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("won 4-2", [("4-2", "score")]),
        ("a 1-1 draw", [("1-1", "score")]),
        ("led 1\u20130 at the break", [("1-0", "score")]),
        ("lost 1-3 to Leeds", [("1-3", "score")]),
        ("won 102-98", [("102-98", "score")]),
        ("3-4 hours", [(3, "cardinal"), (4, "cardinal")]),
        ("aged 18-25", [(18, "cardinal"), (25, "cardinal")]),
        ("10-5 km", [(10, "cardinal"), (5, "cardinal")]),
        ("4-2.5", [(4, "cardinal"), (2.5, "cardinal")]),
        # a colon's sides are numbers of their own ("1:4", "3:1"); a clock has two digits
        ("mix it 1:4 with water", [(1, "cardinal"), (4, "cardinal")]),
        ("at 9:30", [("9:30", "time")]),
    ],
)
def test_scores(text: str, expected: list[tuple[float | str, str]]) -> None:
    got = [(m.value, m.kind) for m in find_numbers(text)]
    assert got == expected


def test_a_score_reads_both_ways() -> None:
    (score,) = find_numbers("Chelsea lost 4-2")
    assert score.values == ("4-2", "2-4")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("from 10:30am", "10:30"),
        ("to 5:30pm", "17:30"),
        ("at 5:30 pm", "17:30"),
        ("at 10:30 in the morning", "10:30"),
        ("at 6:45p.m.", "18:45"),
    ],
)
def test_clock_times_glued_to_am_pm(text: str, value: str) -> None:
    (m,) = find_numbers(text)
    assert (m.value, m.kind, m.unit) == (value, "time", "o'clock")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("$2.1bn", 2.1e9),
        ("$2.1 bn", 2.1e9),
        ("2.1 billion", 2.1e9),
        ("$150m", 1.5e8),
        ("15k", 15e3),
    ],
)
def test_scale_abbreviations(text: str, value: float) -> None:
    assert find_numbers(text)[0].value == pytest.approx(value)


def test_and_joins_a_range_only_after_between_or_before_a_month() -> None:
    units = [m.unit for m in find_numbers("30 seconds in 3.11 and 60 seconds in 3.12")]
    assert units == ["second", None, "second", None]
    assert [m.unit for m in find_numbers("between 3 and 5 days")] == ["day", "day"]
