"""Binding where the verb closes the clause: German and Dutch statements of their own.

"Der Bau begann 1248 und wurde 1880 vollendet": the second statement opens with a
finite verb of its own ("wurde"), so the participle closing the sentence is its alone
and the first statement's verb is not elided into it. "Die Heizung wird tagsüber auf
21 °C und nachts auf 18 °C eingestellt" shares its closing participle: the second
statement has no verb of its own.
"""

from __future__ import annotations

import itertools

import pytest

from tests.engine.binding_verdict import verdict

# (language, subject as the material writes it, the answer's subject, first verb,
# the auxiliary and participle of the second statement); every one is read with
# each pair of years below.
EVENTS: list[tuple[str, str, str, str, tuple[str, str]]] = [
    ("de", "Der Bau des Doms", "Der Bau des Doms", "begann", ("wurde", "vollendet")),
    (
        "de",
        "Die Sanierung der Brücke",
        "Die Sanierung",
        "startete",
        ("wurde", "beendet"),
    ),
    ("de", "Das Museum", "Das Museum", "schloss", ("wurde", "wiedereröffnet")),
    ("nl", "De bouw van de Domtoren", "De bouw", "begon", ("werd", "voltooid")),
    (
        "nl",
        "De renovatie van het station",
        "De renovatie",
        "startte",
        ("werd", "afgerond"),
    ),
    ("nl", "Het museum", "Het museum", "sloot", ("werd", "heropend")),
]
YEARS = [("1248", "1880"), ("1321", "1382"), ("2019", "2023")]


def _events() -> list[tuple[str, str, str, str, str, str, str]]:
    """Return (language, material, subject, verb, auxiliary and participle, years)."""
    out = []
    for (language, subject, short, verb, (aux, done)), (
        first,
        then,
    ) in itertools.product(EVENTS, YEARS):
        at, conjunction = ("", "und") if language == "de" else ("in ", "en")
        material = (
            f"{subject} {verb} {at}{first} {conjunction} {aux} {at}{then} {done}."
        )
        out.append((language, material, short, verb, aux, done, f"{at}|{first}|{then}"))
    return out


@pytest.mark.parametrize(
    ("language", "material", "subject", "verb", "aux", "done", "years"), _events()
)
def test_a_statement_of_its_own_keeps_its_participle(
    language: str,
    material: str,
    subject: str,
    verb: str,
    aux: str,
    done: str,
    years: str,
) -> None:
    at, first, then = years.split("|")
    # The first verb's year, and the participle's, each where it goes.
    assert verdict(language, material, f"{subject} {verb} {at}{first}.") is None
    assert verdict(language, material, f"{subject} {aux} {at}{then} {done}.") is None
    # Swapped: the first verb with the second year, the participle with the first.
    assert verdict(language, material, f"{subject} {verb} {at}{then}.") == then
    assert verdict(language, material, f"{subject} {aux} {at}{first} {done}.") == first


# (language, material, answer template, right, wrong): the second statement has no
# finite verb of its own, so the closing participle belongs to both.
SHARED: list[tuple[str, str, str, str, str]] = [
    (
        "de",
        "Die Heizung wird tagsüber auf 21 °C und nachts auf 18 °C eingestellt.",
        "Tagsüber wird die Heizung auf {} °C eingestellt.",
        "21",
        "18",
    ),
    (
        "de",
        "Die Heizung wird tagsüber auf 21 °C und nachts auf 18 °C eingestellt.",
        "Nachts wird die Heizung auf {} °C eingestellt.",
        "18",
        "21",
    ),
    (
        "nl",
        "De verwarming wordt overdag op 21 °C en 's nachts op 18 °C ingesteld.",
        "Overdag wordt de verwarming op {} °C ingesteld.",
        "21",
        "18",
    ),
    (
        "de",
        "Die Bibliothek ist montags von 9 bis 12 Uhr und donnerstags von 14 bis 18 Uhr "
        "geöffnet.",
        "Montags ist die Bibliothek ab {} Uhr geöffnet.",
        "9",
        "14",
    ),
]


@pytest.mark.parametrize(
    ("language", "material", "answer", "right", "wrong"),
    SHARED,
    ids=[f"{s[0]}-{i}" for i, s in enumerate(SHARED)],
)
def test_a_statement_without_a_verb_shares_the_closing_participle(
    language: str, material: str, answer: str, right: str, wrong: str
) -> None:
    assert verdict(language, material, answer.format(right)) is None
    assert (verdict(language, material, answer.format(wrong)) or "").startswith(wrong)


# "… and again from 17:00 to 22:30": a statement repeating the one before leaves out
# all its words, subject and verb; the language's "again" is no word of its own.
REPEATS: list[tuple[str, str, str]] = [
    (
        "en",
        "On weekdays the heating runs from 06:30 to 08:00 and again from 17:00 to"
        " 22:30.",
        "On weekdays the heating runs from {} to 22:30.",
    ),
    (
        "de",
        "Werktags läuft die Heizung von 06:30 bis 08:00 Uhr und wieder von 17:00 bis"
        " 22:30 Uhr.",
        "Werktags läuft die Heizung von {} bis 22:30 Uhr.",
    ),
    (
        "nl",
        "Doordeweeks draait de verwarming van 06:30 tot 08:00 en opnieuw van 17:00 tot"
        " 22:30.",
        "Doordeweeks draait de verwarming van {} tot 22:30.",
    ),
    (
        "it",
        "Nei giorni feriali il riscaldamento funziona dalle 06:30 alle 08:00 e di nuovo"
        " dalle 17:00 alle 22:30.",
        "Nei giorni feriali il riscaldamento funziona dalle {} alle 22:30.",
    ),
    (
        "da",
        "På hverdage kører varmen fra 06:30 til 08:00 og igen fra 17:00 til 22:30.",
        "På hverdage kører varmen fra {} til 22:30.",
    ),
]


@pytest.mark.parametrize(
    ("language", "material", "answer"),
    REPEATS,
    ids=[r[0] for r in REPEATS],
)
def test_a_repeated_statement_borrows_every_word(
    language: str, material: str, answer: str
) -> None:
    assert verdict(language, material, answer.format("17:00")) is None
