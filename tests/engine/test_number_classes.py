"""The numeric check's failure classes (issue 10), one case each, served or refused.

Each class is a way real material made the check speak a wrong number or refuse a
right one; the case is the shortest material that shows it, in the language it was
found in. ``tests/numbers`` generates the same classes over realistic passages.
"""

from __future__ import annotations

import pytest

from custom_components.grounded_answers.engine.gates.numbers import check_numbers

# (class, language, material, answer, the user's question, "serve" or "reject")
CASES: list[tuple[str, str, str, str, str, str]] = [
    (
        "role swap in one sentence",
        "en",
        "For general questions call the main line on 0800 555 100; to report a fault call 0800 777 200.",
        "To report a fault, call 0800 555 100.",
        "",
        "reject",
    ),
    (
        "counted noun disagrees",
        "en",
        "The battery is rated for 50 charge cycles and holds 4,000 mAh.",
        "Charge it every 50 days.",
        "",
        "reject",
    ),
    (
        "fraction word unchecked",
        "en",
        "In the 2021 census 45 percent of the residents said they rent their home.",
        "About a third of the residents rent their home.",
        "",
        "reject",
    ),
    (
        "decimal comma split",
        "de",
        "Der Tank fasst 35,8 Liter. Das Gerät hat 8 Stufen und wiegt 35 kg.",
        "Der Tank fasst 35 Liter.",
        "",
        "reject",
    ),
    (
        "spelled number (de)",
        "de",
        "Das Abtauen dauert 25 Minuten.",
        "Das Abtauen dauert dreißig Minuten.",
        "",
        "reject",
    ),
    (
        "user's guess affirmed",
        "en",
        "The tank holds 750 litres.",
        "Yes, it holds 1,000 litres.",
        "does the tank hold 1,000 litres?",
        "reject",
    ),
    (
        "guess corrected",
        "en",
        "The tank holds 750 litres.",
        "No, not 1,000 litres but 750 litres.",
        "does the tank hold 1,000 litres?",
        "serve",
    ),
    (
        "hedge vs infobox",
        "en",
        "Mount Fuji\nElevation\t3,776 m\nProminence\t3,776 m\nMount Fuji is the highest mountain in Japan. Mount Fuji last erupted in 1707.",
        "Mount Fuji is about 3,800 metres high.",
        "",
        "serve",
    ),
    (
        "range split apart",
        "en",
        "The office is open from 9:00 until 17:30 on weekdays.",
        "On weekdays it is open until 5:30 pm.",
        "",
        "serve",
    ),
    (
        "two sentences, one clause",
        "en",
        "The bridge opened in 1883. Its towers rise 84.3 metres above the river.",
        "The bridge opened in 1883 and its towers rise 84.3 metres.",
        "",
        "serve",
    ),
    (
        "version vs kernel",
        "en",
        "Release 2026.4 ships with kernel 6.4 and drops support for kernel 5.15.",
        "Release 2026.4 is out.",
        "",
        "serve",
    ),
    (
        "version's last part",
        "en",
        "Release 2026.4 ships with kernel 6.4.",
        "The release ships kernel 2026.4.",
        "",
        "reject",
    ),
    (
        "decimal comma value",
        "de",
        "Das Paket wiegt 12,5 kg.",
        "Das Paket wiegt 12.5 Kilogramm.",
        "",
        "serve",
    ),
    (
        "part of the day (es)",
        "es",
        "El contenedor orgánico se saca a partir de las 20:00.",
        "Se saca a partir de las ocho de la tarde.",
        "",
        "serve",
    ),
    (
        "part of the day swap (en)",
        "en",
        "On weekdays the heating runs from 06:30 to 08:00 and again from 17:00 to 22:30.",
        "The morning heating period starts at 17:00.",
        "",
        "reject",
    ),
    (
        "two-part duration (it)",
        "it",
        "Il programma Eco dura circa 3 ore e 30 minuti.",
        "Il programma Eco dura circa tre ore e mezza.",
        "",
        "serve",
    ),
    (
        "area is no length",
        "en",
        "Cambridge\nArea\t40.7 km2\nCambridge lies on the River Cam.",
        "Cambridge is about 41 kilometres long.",
        "",
        "reject",
    ),
    (
        "a line's label (en)",
        "en",
        "Main building: Monday to Friday 9 am – 8 pm, Saturday 10 am – 5 pm.\nCafé: daily 8:30 am – 4 pm.",
        "The café closes at 5 pm.",
        "",
        "reject",
    ),
    (
        "twelve-hour clock",
        "en",
        "The bar opens at 8 pm.",
        "The bar opens at 08:00.",
        "",
        "reject",
    ),
    (
        "duration is no clock",
        "en",
        "Charge the battery for 8 hours overnight.",
        "Charge the battery for 8 hours.",
        "",
        "serve",
    ),
]


@pytest.mark.parametrize(
    ("language", "material", "answer", "query", "must"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_failure_class(
    language: str, material: str, answer: str, query: str, must: str
) -> None:
    """The class's case is served or refused as the material says."""
    finding = check_numbers(answer, material, query=query, language=language)
    assert (finding is None) is (must == "serve"), finding
