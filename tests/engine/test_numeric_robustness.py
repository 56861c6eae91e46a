"""Odd input the numeric check meets in real material: it answers, and answers right."""

from __future__ import annotations

import asyncio

import pytest

from custom_components.grounded_answers.engine.gates.numbers import check_numbers
from custom_components.grounded_answers.engine.pipeline import warmup


@pytest.mark.parametrize(
    ("answer", "material", "language"),
    [
        ("Am MİTTWOCH um 9 Uhr.", "Am MİTTWOCH um 9 Uhr. ſamstags um 10 Uhr.", "de"),
        ("It opens on weekdayſ at 9.", "It opens on weekdayſ at 9.", "en"),
    ],
)
def test_a_case_folded_look_alike_is_no_crash(
    answer: str, material: str, language: str
) -> None:
    assert check_numbers(answer, material, language=language) is None


@pytest.mark.parametrize(
    "material",
    [
        ", ".join(str(i) for i in range(4000)),  # a list pasted as one sentence
        " ".join(str(i) for i in range(4000)),
        "5° " * 5000,
        "a; " + " " * 20000 + "5 m",
        "one and " * 20000,
    ],
    ids=["comma-list", "space-list", "degrees", "blank-run", "one-and"],
)
def test_a_pathological_material_still_gets_a_verdict(material: str) -> None:
    finding = check_numbers("It is 4100 m long.", material)
    assert finding is not None
    assert "not in material" in finding.detail


def test_large_whole_numbers_match_only_exactly() -> None:
    assert check_numbers("Serial 12345678901.", "Serial 12345678902.") is not None
    assert (
        check_numbers("It has 8,100,000,001 people.", "8,100,000,007 people")
        is not None
    )
    assert check_numbers("It has 12345678902 rows.", "It has 12345678902 rows.") is None


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [
        ("In 2020 the population was 1,456.", True),
        ("In 2020 the population was 1,234.", False),
    ],
)
def test_a_table_row_keeps_its_key(answer: str, grounded: bool) -> None:
    table = "| Year | Population |\n| 2010 | 1,234 |\n| 2020 | 1,456 |"
    assert (check_numbers(answer, table) is None) is grounded


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [("The living room is 21 °C.", True), ("The living room is 19 °C.", False)],
)
def test_a_label_between_two_values_names_the_next(answer: str, grounded: bool) -> None:
    material = "Bedroom – 19 °C – Living room – 21 °C"
    assert (check_numbers(answer, material) is None) is grounded


def test_a_one_line_material_is_no_title() -> None:
    material = "Main network channel 6, guest network channel 11"
    assert check_numbers("The guest network uses channel 6.", material) is not None
    assert check_numbers("The guest network uses channel 11.", material) is None


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("需要三天。", "zh-Hans"),
        ("Det tar tjugofem minuter.", "sv"),
        ("Det tar fyrtiotvå minuter.", "sv"),
    ],
)
def test_numerals_no_reader_reads_are_never_served(answer: str, language: str) -> None:
    finding = check_numbers(answer, "Det tar 25 minuter. 需要5天。", language=language)
    assert finding is not None
    assert "cannot read" in finding.detail


def test_a_short_weekday_form_counts_only_where_a_sign_writes_it() -> None:
    material = "Het zwembad opent om 8 uur, zondag om 10 uur."
    assert (
        check_numbers("Zo opent het zwembad om 8 uur.", material, language="nl") is None
    )


async def test_a_slow_warm_up_is_waited_for_a_bounded_time(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(warmup, "WAIT_S", 0.01)
    never: asyncio.Future[None] = asyncio.get_running_loop().create_future()
    assert await warmup.numbers_ready(never) is None  # gives up, does not hang
    assert not never.cancelled()  # shielded: the analysis itself goes on
    never.cancel()
