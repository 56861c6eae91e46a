"""Numeric grounding: values, units, hedges, the query, the current year and binding."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from custom_components.grounded_answers.engine.gates.numbers import (
    NumericFinding,
    check_numbers,
)
from custom_components.grounded_answers.engine.gates.numbers.analysis import (
    analyse_material as _analyse_material,
)

DEV_SET = (
    Path(__file__).parents[1] / "fixtures/eval/dev.jsonl"
)  # the public dev set, vendored
# The dev cases whose numeric verdict is pinned: True = every number grounded.
DEV_VERDICTS: dict[str, bool] = {
    "ei-exact": True,
    "ei-invented": False,
    "ei-year-spelled": True,
    "ei-visitors-scale": True,
    "ei-visitors-expanded": True,
    "ei-visitors-wrong": False,
    "ei-hedged": True,
    "ap-date": True,
    "ap-ordinal": True,
    "ap-wrong-day": False,
    "ap-decimal": True,
    "ap-decimal-wrong": False,
    "ap-long": True,
    "dw-good": True,
    "dw-swap": False,
    "dw-temp-swap": False,
    "dw-unit": False,
    "dw-salt": True,
    "fx-both": True,
    "fx-runners": True,
    "fx-runners-wrong": False,
}

EIFFEL = (
    "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris. "
    "It was built for the 1889 World's Fair and stood as the tallest structure in the "
    "world for 41 years. Including its antennas it now reaches 330 metres, and about 7 "
    "million people visit it every year. The tower is repainted roughly every seven "
    "years, a job that takes some 60 tonnes of paint."
)
FUSED = (
    "[FORECAST — WEATHER FORECAST FOR YOUR CONFIGURED HOME LOCATION]\n"
    "Tomorrow: light rain in the morning, clearing by noon. High of 14 degrees, low of "
    "6 degrees. Wind from the west at 20 kilometres per hour.\n\n---\n\n"
    "[WEB — LIVE WEB SEARCH RESULTS 2024]\n"
    "The city marathon starts at 9 in the morning on Sunday and closes 12 streets in "
    "the old town until 3 in the afternoon. Organisers expect around 15,000 runners."
)
STAGING = "Production allows 60 seconds. Staging times out after 30 seconds."
FLOORS = "The ground floor has 3 bedrooms and the second floor has 2."
DOUGH = (
    "Let the dough rise at 20 °C for 2 hours, then bake for 35 minutes at 220 degrees."
)
CREAM = "Whisk 100 g of sugar with 250 ml of cream."
MATCH = "Argentina beat France 4-2 on penalties after a 3-3 draw in the 2022 final."
MESSI = "Messi scored twice in the final and has won 8 Ballon d'Or awards."
GOALS = "The home team scored 3 goals in the first half and the visitors scored 1."
PYTHON = (
    "Home Assistant 2024.6 requires Python 3.12. "
    "Support for Python 3.11 ended with release 2024.2."
)
RELEASES = "Version 2.4.1 fixed the login bug; version 2.5.0 added dark mode."
WEEKEND = (
    "Saturday will be sunny with a high of 24 degrees. "
    "Sunday brings showers and a high of 17 degrees."
)
HEATING = "Set the heating to 21 degrees during the day and 16 degrees at night."
WASHER = (
    "The cotton cycle washes at 40 degrees for 3 hours, while the quick cycle takes "
    "30 minutes at 30 degrees."
)
BINS = (
    "Bins are collected every 2 weeks on Tuesday. Recycling is collected every 4 weeks."
)
BRIDGE = (
    "The Golden Gate Bridge opened in 1937. Its main span is 1,280 metres long and its "
    "towers rise 227 metres above the water."
)
CITIES = (
    "Vienna has a population of about 2 million. "
    "Graz, the second largest city, has roughly 300,000 inhabitants."
)
LOVELACE = "Ada Lovelace was born on 10 December 1815 and died on 27 November 1852."
SENSORS = (
    "Living room temperature: 21.5 °C. Bedroom temperature: 19 °C. Outside: -2 °C."
)
POOL = "The pool opens at 7 am and closes at 9 pm."
BREAD = "Mix 500 g of flour, 350 ml of water and 10 g of salt."

# (name, material, answer, grounded)
CASES: list[tuple[str, str, str, bool]] = [
    ("exact", EIFFEL, "It is 330 metres tall.", True),
    ("invented", EIFFEL, "It is 324 metres tall.", False),
    ("spoken year", EIFFEL, "It opened for the fair of eighteen eighty-nine.", True),
    ("spoken scale", EIFFEL, "About seven million people visit every year.", True),
    ("expanded scale", EIFFEL, "Roughly 7,000,000 people visit each year.", True),
    ("tenfold scale", EIFFEL, "About 70 million people visit each year.", False),
    ("material hedge, same value", EIFFEL, "7 million people visit it yearly.", True),
    ("words for digits", MESSI, "Messi has won eight Ballon d'Or awards.", True),
    ("wrong word number", MESSI, "Messi has won seven Ballon d'Or awards.", False),
    (
        "spelled percent",
        "Unemployment fell to 4.2 per cent.",
        "It fell to four point two percent.",
        True,
    ),
    (
        "percent sign",
        "Renewables supplied 38 per cent of power.",
        "Renewables supplied 38% of power.",
        True,
    ),
    (
        "ordinal word",
        "The 9th flight reached orbit.",
        "The ninth flight reached orbit.",
        True,
    ),
    (
        "ordinal wrong",
        "The 9th flight reached orbit.",
        "The tenth flight reached orbit.",
        False,
    ),
    (
        "european thousands",
        "The hall seats 1.500 people.",
        "The hall seats 1,500 people.",
        True,
    ),
    (
        "fraction mix",
        "You need 2½ cups of flour.",
        "Use two and a half cups of flour.",
        True,
    ),
    (
        "money scale",
        "A budget of €2.5 million.",
        "The park gets 2.5 million euros.",
        True,
    ),
    (
        "money scale wrong",
        "A budget of €2.5 million.",
        "The park gets 25 million euros.",
        False,
    ),
    ("score", MATCH, "Argentina won the 2022 final 4-2 on penalties.", True),
    ("score wrong", MATCH, "The final ended in a 1-1 draw.", False),
    (
        "negative",
        "Tonight it drops to minus 5 degrees.",
        "It will drop to -5 degrees.",
        True,
    ),
    (
        "lost sign",
        "Tonight it drops to minus 5 degrees.",
        "It will drop to 5 degrees.",
        False,
    ),
    ("spoken negative", SENSORS, "It is minus two degrees outside.", True),
    ("range", "From 19.5 to 21 degrees.", "Expect between 19.5 and 21 degrees.", True),
    (
        "range end invented",
        "From 19.5 to 21 degrees.",
        "Expect up to 23 degrees.",
        False,
    ),
    ("version", RELEASES, "Version 2.5.0 added dark mode.", True),
    ("version invented", RELEASES, "Version 2.6 added dark mode.", False),
    ("decade", "The band formed in 1994.", "The band formed in the 1990s.", True),
    (
        "decade wrong",
        "The band formed in 1994.",
        "The band formed in the 1980s.",
        False,
    ),
    ("phone", "Call +44 20 7946 0958.", "Call +44 20 7946 0958.", True),
    ("phone wrong", "Call +44 20 7946 0958.", "Call +44 20 7946 0959.", False),
    ("time of day", POOL, "The pool closes at 9 in the evening.", True),
    ("time wrong", POOL, "The pool closes at 10 pm.", False),
    ("idiom", "The helpline never closes.", "The helpline is open 24/7.", True),
    (
        "word fraction checked",
        "Boil the eggs briefly.",
        "Boil them for half an hour.",
        False,
    ),
    (
        "hedged within 5 %",
        "Everest is 8,849 metres high.",
        "It is nearly 9,000 metres high.",
        True,
    ),
    (
        "unhedged rounding",
        "Everest is 8,849 metres high.",
        "It is 9,000 metres high.",
        False,
    ),
    (
        "hedged too far",
        "It holds 2.3 billion litres.",
        "It holds about 2.5 billion litres.",
        False,
    ),
    (
        "material hedge is no licence",
        "They spent about 21.5 hours outside.",
        "They spent 21 hours outside.",
        False,
    ),
    ("minutes are not celsius", DOUGH, "Bake it for 20 minutes.", False),
    ("minutes", DOUGH, "Bake it for 35 minutes.", True),
    ("ml are not g", CREAM, "Use 100 ml of cream.", False),
    ("ml", CREAM, "Whisk in 250 millilitres of cream.", True),
    ("degrees are celsius", SENSORS, "The bedroom is at 19 degrees.", True),
    ("days keep their month", LOVELACE, "She was born on 27 December 1815.", False),
    ("day with ordinal", LOVELACE, "She was born on the 10th of December, 1815.", True),
    (
        "pronoun one",
        "It is one of the tallest buildings.",
        "It is one of the tallest towers.",
        True,
    ),
    (
        "count one",
        "One new headline mentions the storm.",
        "There is one new headline.",
        True,
    ),
    (
        "count one wrong",
        "Two new headlines mention the storm.",
        "There is one new headline.",
        False,
    ),
    (
        "name in material",
        "COVID-19 vaccines arrived in 2020.",
        "COVID-19 vaccines arrived in 2020.",
        True,
    ),
    (
        "name invented",
        "COVID-19 vaccines arrived in 2020.",
        "COVID-20 vaccines arrived in 2020.",
        False,
    ),
    (
        "name invented digits",
        "The mission landed in July 1969.",
        "Apollo 12 landed in July 1969.",
        False,
    ),
    (
        "hyphenated name",
        "Apollo-11 landed in July 1969.",
        "Apollo 11 landed in July 1969.",
        True,
    ),
    ("header numbers ignored", FUSED, "The marathon is in 2024.", False),
    (
        "citation markers ignored",
        STAGING,
        "Staging times out after 30 seconds [2].",
        True,
    ),
    ("staging misbound", STAGING, "Staging times out after 60 seconds.", False),
    ("staging", STAGING, "Staging times out after 30 seconds.", True),
    ("weekend swap", WEEKEND, "Sunday will reach 24 degrees.", False),
    ("weekend", WEEKEND, "Sunday will reach 17 degrees.", True),
    ("bins swap", BINS, "Recycling is collected every 2 weeks.", False),
    ("bins", BINS, "Recycling goes out every four weeks.", True),
    ("python swap", PYTHON, "Home Assistant 2024.6 requires Python 3.11.", False),
    ("python", PYTHON, "Home Assistant 2024.6 requires Python 3.12.", True),
    ("city swap", CITIES, "Graz has about 2 million inhabitants.", False),
    ("city", CITIES, "Graz has around 300 thousand inhabitants.", True),
    ("sensor swap", SENSORS, "The bedroom is at 21.5 degrees.", False),
    ("floors swap", FLOORS, "The second floor has 3 bedrooms.", False),
    ("floors", FLOORS, "The ground floor has 3 bedrooms.", True),
    ("goals swap", GOALS, "The visitors scored 3 goals.", False),
    ("goals", GOALS, "The home team scored 3 goals.", True),
    ("heating swap", HEATING, "At night the heating should be 21 degrees.", False),
    ("heating", HEATING, "At night the heating should be 16 degrees.", True),
    ("washer swap", WASHER, "The quick cycle washes at 40 degrees.", False),
    ("washer", WASHER, "The quick cycle takes 30 minutes.", True),
    ("release swap", RELEASES, "Version 2.4.1 added dark mode.", False),
    ("bridge swap", BRIDGE, "The bridge's main span is 227 metres.", False),
    (
        "bridge towers",
        BRIDGE,
        "The towers of the Golden Gate Bridge are 227 metres tall.",
        True,
    ),
    ("bread swap", BREAD, "Add 500 g of salt.", False),
    (
        "bread list",
        BREAD,
        "You need 500 grams of flour, 350 ml of water and 10 grams of salt.",
        True,
    ),
    (
        "oven swap",
        "Roast potatoes at 200 degrees and the carrots at 180 degrees.",
        "Roast the carrots at 200 degrees.",
        False,
    ),
    (
        "elliptic clause",
        "Tokyo hosted the Olympics in 1964 and again in 2021.",
        "Tokyo hosted the Olympics in 2021.",
        True,
    ),
    (
        "paint paraphrase",
        EIFFEL,
        "Each repainting uses roughly 60 tonnes of paint.",
        True,
    ),
    (
        "fused two facts",
        FUSED,
        "Expect light rain in the morning with a high of 14 degrees, "
        "and the marathon starts at 9 on Sunday.",
        True,
    ),
    ("fused low", FUSED, "The low will be 6 degrees, with wind at 20 km/h.", True),
    ("fused swap", FUSED, "The low will be 14 degrees.", False),
    (
        "fronted year",
        BRIDGE,
        "Opened in 1937, the bridge has a main span of 1,280 metres.",
        True,
    ),
    (
        "two sentences",
        EIFFEL,
        "The tower is 330 metres tall. About 7 million people visit it.",
        True,
    ),
    (
        "same clause",
        "In 2023 the library lent 45,000 books and hosted 320 events.",
        "The library hosted 320 events in 2023.",
        True,
    ),
]
# (name, material, answer, query, current year, grounded)
ASKED: list[tuple[str, str, str, str, int | None, bool]] = [
    (
        "value from the query",
        "The limit is 50 km/h.",
        "No, it is 50 km/h, not 30.",
        "is the limit 30 km/h",
        None,
        True,
    ),
    ("current year", POOL, "In 2026 the pool opens at 7 am.", "", 2026, True),
    ("another year", POOL, "In 2026 the pool opens at 7 am.", "", 2025, False),
    (
        "name from query",
        "The mission landed in July 1969.",
        "Apollo 11 landed in July 1969.",
        "tell me about apollo 11",
        None,
        True,
    ),
]


@pytest.mark.parametrize(
    ("material", "answer", "grounded"),
    [c[1:] for c in CASES],
    ids=[c[0] for c in CASES],
)
def test_grounding(material: str, answer: str, grounded: bool) -> None:
    finding = check_numbers(answer, material)
    assert (finding is None) is grounded, finding


@pytest.mark.parametrize(
    ("material", "answer", "query", "year", "grounded"),
    [c[1:] for c in ASKED],
    ids=[c[0] for c in ASKED],
)
def test_grounding_with_query_and_year(
    material: str, answer: str, query: str, year: int | None, grounded: bool
) -> None:
    finding = check_numbers(answer, material, query=query, current_year=year)
    assert (finding is None) is grounded, finding


def _dev_cases() -> list[dict[str, object]]:
    lines = DEV_SET.read_text(encoding="utf-8").splitlines()
    return [
        case
        for line in lines
        if line.strip() and (case := json.loads(line))["id"] in DEV_VERDICTS
    ]


@pytest.mark.parametrize("case_id", sorted(DEV_VERDICTS))
def test_dev_set_numeric_verdicts(case_id: str) -> None:
    case = next(c for c in _dev_cases() if c["id"] == case_id)
    answer = re.sub(r"\s*\([^()]*\)\s*$", "", str(case["llm_output"]))
    finding = check_numbers(answer, str(case["result"]), query=str(case["query"]))
    assert (finding is None) is DEV_VERDICTS[case_id], finding


def test_finding_names_token_sentence_and_reason() -> None:
    finding = check_numbers("The tower is old. It is 324 metres tall.", EIFFEL)
    assert finding == NumericFinding(
        token="324",  # noqa: S106 - a number token, not a secret
        sentence="It is 324 metres tall.",
        detail="324 metre not in material",
    )


def test_finding_for_a_unit_mismatch_names_the_material_unit() -> None:
    finding = check_numbers("Bake it for 20 minutes.", DOUGH)
    assert finding is not None
    assert finding.detail == "20 minute not in material (only as celsius)"


def test_finding_for_binding_names_both_clauses() -> None:
    finding = check_numbers("Staging times out after 60 seconds.", STAGING)
    assert finding is not None
    assert finding.token == "60"
    assert "Production allows 60 seconds." in finding.detail
    assert "Staging times out after 30 seconds." in finding.detail


def test_first_ungrounded_number_is_reported() -> None:
    finding = check_numbers(
        "It is 330 metres tall, 999 tonnes heavy and 42 years old.", EIFFEL
    )
    assert finding is not None
    assert finding.token == "999"


def test_answer_without_numbers_is_grounded() -> None:
    assert check_numbers("It is a lattice tower in Paris.", EIFFEL) is None
    assert check_numbers("", "") is None


def test_material_analysis_is_cached_per_material() -> None:
    _analyse_material.cache_clear()
    check_numbers("It is 330 metres tall.", EIFFEL)
    check_numbers("It is 324 metres tall.", EIFFEL)
    check_numbers("It is 330 metres tall.", STAGING)
    info = _analyse_material.cache_info()
    assert (info.hits, info.misses) == (1, 2)


def test_a_unicode_look_alike_of_a_unit_letter_is_no_crash() -> None:
    # U+017F (long s) folds to "s" case-insensitively; the unit table knows only ASCII.
    assert check_numbers("It bakes for 5 minutes.", "It bakes for 5 minuteſ.") is None
    assert (
        check_numbers("It bakes for 6 minutes.", "It bakes for 5 minuteſ.") is not None
    )


def test_prepared_material_gives_the_same_verdicts() -> None:
    from custom_components.grounded_answers.engine.gates.numbers import (
        prepare_material,
    )

    material = "The eco programme runs at 45 degrees and takes 3 hours 10 minutes."
    before = check_numbers("The eco programme takes 2 hours.", material + " ")
    prepare_material(material)
    assert check_numbers("The eco programme takes 2 hours.", material) == before
    assert check_numbers("It runs at 45 degrees.", material) is None


# Binding by strong cues: qualifying numbers, the ends of a change, scores, proximity.
CUE_CASES: list[tuple[str, str, str, bool]] = [
    # a year qualifies the value
    (
        "census-year",
        "In 2010 the town had 12,000 residents; by 2020 it had grown to 15,500.",
        "In 2020 the town had 15,500 residents.",
        True,
    ),
    (
        "census-year-swap",
        "In 2010 the town had 12,000 residents; by 2020 it had grown to 15,500.",
        "In 2020 the town had 12,000 residents.",
        False,
    ),
    (
        "short-clause-with-the-year",
        "The population was 2,161,000 in 2019, down from 2.2 million in 2011.",
        "The population was 2.2 million in 2011.",
        True,
    ),
    (
        "value-of-another-year",
        "The population was 2,161,000 in 2019, down from 2.2 million in 2011.",
        "The population was 2,161,000 in 2011.",
        False,
    ),
    # a model year
    (
        "model-year",
        "The 2023 model costs $899 and the 2024 model costs $999.",
        "The 2024 model costs $999.",
        True,
    ),
    (
        "model-year-swap",
        "The 2023 model costs $899 and the 2024 model costs $999.",
        "The 2024 model costs $899.",
        False,
    ),
    # a version
    (
        "version",
        "The default timeout is 30 seconds in 3.11 and 60 seconds in 3.12.",
        "In version 3.12 the default timeout is 60 seconds.",
        True,
    ),
    (
        "version-swap",
        "The default timeout is 30 seconds in 3.11 and 60 seconds in 3.12.",
        "In version 3.12 the default timeout is 30 seconds.",
        False,
    ),
    (
        "firmware-three-phase-is-no-version",
        "Firmware 2.4 limits the charger to 11 kW on three-phase power. "
        "Firmware 3.0 raises the charging limit to 22 kW.",
        "Firmware 3.0 raises the charging limit to 11 kW.",
        False,
    ),
    # an ordinal
    (
        "ordinal-flight",
        "The eighth flight reached 100 km. The ninth flight reached 120 km.",
        "The ninth flight reached 100 km.",
        False,
    ),
    # the ends of a change
    (
        "now-is-the-to-end",
        "Inflation rose to 3.1% in March from 2.9% in February.",
        "Inflation is now 3.1%.",
        True,
    ),
    (
        "now-is-not-the-from-end",
        "Inflation rose to 3.1% in March from 2.9% in February.",
        "Inflation is now 2.9%.",
        False,
    ),
    (
        "to-is-not-the-from-end",
        "Net profit fell to $310 million from $365 million.",
        "Net profit fell to $365 million.",
        False,
    ),
    (
        "both-ends",
        "Net profit fell to $310 million from $365 million.",
        "Net profit fell to $310 million from $365 million.",
        True,
    ),
    # scores, and the words nearest each number inside one clause
    (
        "final-score",
        "Arsenal led 1-0 at half-time and went on to win 4-2 against Chelsea.",
        "Arsenal won 4-2.",
        True,
    ),
    (
        "half-time-score-as-final",
        "Arsenal led 1-0 at half-time and went on to win 4-2 against Chelsea.",
        "Arsenal won 1-0.",
        False,
    ),
    (
        "half-time-score",
        "Arsenal led 1-0 at half-time and went on to win 4-2 against Chelsea.",
        "Arsenal led 1-0 at half-time.",
        True,
    ),
    (
        "score-on-penalties",
        "Argentina beat France 4-2 on penalties after a 3-3 draw in the 2022 final.",
        "Argentina won the 2022 final 4-2 on penalties.",
        True,
    ),
    # times glued to am/pm and scales
    (
        "glued-pm",
        "The museum is open from 10:30am to 5:30pm, and until 9pm on Fridays.",
        "The museum closes at 5:30 pm, and at 9 pm on Fridays.",
        True,
    ),
    (
        "morning",
        "The museum is open from 10:30am to 5:30pm.",
        "It opens at 10:30 in the morning.",
        True,
    ),
    (
        "billions-abbreviated",
        "Acme is valued at $2.1 billion after its latest round.",
        "Acme is worth $2.1bn.",
        True,
    ),
    (
        "billions-spaced",
        "Acme is valued at $2.1 billion after its latest round.",
        "Acme is worth $2.1 bn.",
        True,
    ),
    # a number named for another thing is no rival
    (
        "other-name",
        "Home Assistant 2024.6 requires Python 3.12.",
        "Python 3.12 is required.",
        True,
    ),
]


@pytest.mark.parametrize(
    ("material", "answer", "grounded"),
    [pytest.param(m, a, g, id=i) for i, m, a, g in CUE_CASES],
)
def test_binding_cues(material: str, answer: str, grounded: bool) -> None:
    assert (check_numbers(answer, material, current_year=2030) is None) is grounded


def test_finding_names_the_qualifier_that_points_elsewhere() -> None:
    finding = check_numbers(
        "The 2024 model costs $899.",
        "The 2023 model costs $899 and the 2024 model costs $999.",
    )
    assert finding is not None
    # The year qualifies the price, so the price is the misbound number.
    assert finding.token == "$899"
    assert "'#year|2024' points to 'and the 2024 model costs $999.'" in finding.detail


def test_finding_names_the_end_of_a_change() -> None:
    finding = check_numbers(
        "Inflation is now 2.9%.", "Inflation rose to 3.1% in March from 2.9% in May."
    )
    assert finding is not None
    assert "'@to' points to" in finding.detail  # "now" names the end a change reached
