"""One measure in two units: "75 minutes" is "1 hour 15 minutes", "1,5 kg" "1500 g".

An answer may say a value in another unit of its measure (time, mass, length, volume,
power), or as a share of one ("half an hour", "un quart d'heure", "eine
Viertelstunde"); it is the material's value where the two agree once converted, and another
unit's value in the supporter's own sentence is a rival ("The bus takes 40 minutes;
the train 2 hours"). Months and years are no fixed number of days, and are not
converted.
"""

from __future__ import annotations

import pytest

from tests.engine.binding_verdict import verdict

# (language, material, an answer in another unit, served)
CONVERTED: list[tuple[str, str, str, bool]] = [
    ("de", "Fahrzeit: 1 Std. 15 Min.", "Die Fahrt dauert 75 Minuten.", True),
    ("de", "Fahrzeit: 75 Minuten.", "Die Fahrt dauert 1 Stunde und 15 Minuten.", True),
    ("en", "Journey time: 75 minutes.", "The journey takes 1 hour 15 minutes.", True),
    ("en", "Journey time: 75 minutes.", "The journey takes 75 hours.", False),
    ("en", "Journey time: 1.5 hours.", "The journey takes 90 minutes.", True),
    ("fr", "Poids : 1,5 kg", "Il pèse 1 500 grammes.", True),
    ("fr", "Poids : 1,5 kg", "Il pèse 15 grammes.", False),
    ("es", "El recorrido mide 2.000 m.", "El recorrido mide 2 km.", True),
    (
        "it",
        "Capacità del serbatoio: 1,2 litri.",
        "Il serbatoio contiene 1200 ml.",
        True,
    ),
    ("nl", "Vermogen: 2,5 kW.", "Het vermogen is 2500 watt.", True),
    ("en", "The lease runs for 12 months.", "The lease runs for 365 days.", False),
    # a share of a unit, as a voice answer says it
    ("de", "Backzeit: 30 Minuten.", "Der Kuchen backt eine halbe Stunde.", True),
    ("de", "Backzeit: 45 Minuten.", "Der Kuchen backt eine halbe Stunde.", False),
    ("de", "Ruhezeit: 15 Minuten.", "Der Teig ruht eine Viertelstunde.", True),
    ("en", "Baking time: 30 minutes.", "Bake it for half an hour.", True),
    ("en", "Baking time: 45 minutes.", "Bake it for half an hour.", False),
    ("en", "Resting time: 15 minutes.", "Let it rest for a quarter of an hour.", True),
    ("fr", "Temps de repos : 15 minutes.", "Laissez reposer un quart d'heure.", True),
    ("fr", "Cuisson : 30 minutes.", "Comptez une demi-heure de cuisson.", True),
    ("es", "Cocción: 30 minutos.", "Se cuece media hora.", True),
    ("pt", "Cozedura: 30 minutos.", "Coze durante meia hora.", True),
    ("nl", "Rusttijd: 15 minuten.", "Het deeg rust een kwartier.", True),
    ("nl", "Baktijd: 30 minuten.", "De taart bakt een half uur.", True),
    ("da", "Bagetid: 30 minutter.", "Kagen bager en halv time.", True),
    ("es", "Duración: 75 minutos.", "El viaje dura una hora y cuarto.", True),
    ("es", "Reposo: 15 minutos.", "La masa reposa un cuarto de hora.", True),
    ("fr", "Durée du trajet : 75 minutes.", "Le trajet dure une heure et quart.", True),
    (
        "fr",
        "Durée du trajet : 90 minutes.",
        "Le trajet dure une heure et quart.",
        False,
    ),
    ("pt", "Duração: 75 minutos.", "A viagem dura uma hora e um quarto.", True),
    ("it", "Riposo: 15 minuti.", "L'impasto riposa un quarto d'ora.", True),
]

# (language, material, the bus's time in the train's unit, the train's time)
RIVALS: list[tuple[str, str, str, str]] = [
    ("en", "The bus takes 40 minutes; the train 2 hours.", "The bus takes 2 hours.",
     "The train takes 2 hours."),
    ("it", "L'autobus impiega 40 minuti; il treno 2 ore.", "L'autobus impiega 2 ore.",
     "Il treno impiega 2 ore."),
    ("de", "Der Bus braucht 40 Minuten, der Zug 2 Stunden.",
     "Der Bus braucht 2 Stunden.", "Der Zug braucht 2 Stunden."),
]  # fmt: skip


@pytest.mark.parametrize(("language", "material", "answer", "served"), CONVERTED)
def test_a_value_in_another_unit_of_its_measure(
    language: str, material: str, answer: str, served: bool
) -> None:
    assert (verdict(language, material, answer) is None) is served


@pytest.mark.parametrize(("language", "material", "swapped", "right"), RIVALS)
def test_another_unit_in_the_sentence_is_a_rival(
    language: str, material: str, swapped: str, right: str
) -> None:
    """The bus's 40 minutes are a rival of the train's 2 hours."""
    assert verdict(language, material, right) is None
    assert verdict(language, material, swapped) is not None
