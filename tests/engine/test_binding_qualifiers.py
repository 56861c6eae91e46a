"""Qualifiers the answer and the material word differently, and some they leave out.

A word after "without", "ohne", "geen" names what the answer's value is not for, and
meets only the material's word after one ("ohne Vorwäsche" / "Ohne Vorwäsche"); a
number qualifying another keeps its unit ("up to 70 kg" is no "70 psi"); a compound
the material does not write stands for its parts; words that compare ("compared with",
"face à", "mod") link a statement to the one before; versions listed after a name are
that name's ("PHP 8.0 and 8.1"), and a whole version written with decimals ("Server
7.0") names its owner as "14.2" does; the first or last of a series ("the last train
leaves at") names the end of its range whatever its verb says; a number named after one product
("PostgreSQL 14") is no other's ("PHP 14").
"""

from __future__ import annotations

import itertools

import pytest

from tests.engine.binding_verdict import verdict

# language: (material, answer without the fan oven, the fan oven's value, the plain
# oven's value: the answer with the plain oven's value is served)
FAN_OVEN: dict[str, tuple[str, str, str, str]] = {
    "nl": ("1. Verwarm de oven voor op 200 °C (hetelucht 180 °C).",
           "Zet de oven op {} °C als je geen hetelucht gebruikt.", "180", "200"),
    "de": ("1. Den Ofen auf 200 °C vorheizen (Umluft 180 °C).",
           "Ohne Umluft heizt man den Ofen auf {} °C vor.", "180", "200"),
    "en": ("1. Preheat the oven to 200 °C (fan oven 180 °C).",
           "Without a fan oven, preheat it to {} °C.", "180", "200"),
    "fr": ("1. Préchauffez le four à 200 °C (chaleur tournante 180 °C).",
           "Sans chaleur tournante, préchauffez le four à {} °C.", "180", "200"),
    "da": ("1. Forvarm ovnen til 200 °C (varmluft 180 °C).",
           "Uden varmluft forvarmes ovnen til {} °C.", "180", "200"),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(FAN_OVEN))
def test_a_privative_leaves_its_words_out(language: str) -> None:
    """An answer "without a fan oven" names no place of the fan oven's value."""
    material, answer, _fan, plain = FAN_OVEN[language]
    assert verdict(language, material, answer.format(plain)) is None


# language: (material giving one value with a step and one without it, answer with
# "without" the step, answer with the step; the first value is the step's)
WITHOUT_STEP: dict[str, tuple[str, str, str]] = {
    "en": ("Bake the loaf for 45 minutes with preheating. Without preheating, bake it for 55 minutes.",
           "Without preheating, bake the loaf for {} minutes.",
           "With preheating, bake the loaf for {} minutes."),
    "de": ("Mit Vorwäsche dauert das Programm 95 Minuten. Ohne Vorwäsche dauert es 70 Minuten.",
           "Ohne Vorwäsche dauert das Programm {} Minuten.",
           "Mit Vorwäsche dauert das Programm {} Minuten."),
    "nl": ("Met voorwas duurt het programma 95 minuten. Zonder voorwas duurt het 70 minuten.",
           "Zonder voorwas duurt het programma {} minuten.",
           "Met voorwas duurt het programma {} minuten."),
    "fr": ("Avec prélavage, le programme dure 95 minutes. Sans prélavage, il dure 70 minutes.",
           "Sans prélavage, le programme dure {} minutes.",
           "Avec prélavage, le programme dure {} minutes."),
    "es": ("Con prelavado, el programa dura 95 minutos. Sin prelavado, dura 70 minutos.",
           "Sin prelavado, el programa dura {} minutos.",
           "Con prelavado, el programa dura {} minutos."),
    "it": ("Con prelavaggio il programma dura 95 minuti. Senza prelavaggio dura 70 minuti.",
           "Senza prelavaggio il programma dura {} minuti.",
           "Con prelavaggio il programma dura {} minuti."),
    "pt": ("Com pré-lavagem, o programa dura 95 minutos. Sem pré-lavagem, dura 70 minutos.",
           "Sem pré-lavagem, o programa dura {} minutos.",
           "Com pré-lavagem, o programa dura {} minutos."),
    "da": ("Med forvask varer programmet 95 minutter. Uden forvask varer det 70 minutter.",
           "Uden forvask varer programmet {} minutter.",
           "Med forvask varer programmet {} minutter."),
}  # fmt: skip
_WITH_WITHOUT = {"en": ("45", "55")}


@pytest.mark.parametrize("language", sorted(WITHOUT_STEP))
@pytest.mark.parametrize("negated", [True, False])
def test_a_negated_word_meets_only_its_negation(language: str, negated: bool) -> None:
    """An answer "without preheating" names the value given without it, only."""
    material, without, with_ = WITHOUT_STEP[language]
    step, plain = _WITH_WITHOUT.get(language, ("95", "70"))
    answer = without if negated else with_
    right, wrong = (plain, step) if negated else (step, plain)
    assert verdict(language, material, answer.format(right)) is None
    assert verdict(language, material, answer.format(wrong)) is not None


@pytest.mark.parametrize(
    ("answer", "served"),
    [
        ("Para um ciclista até 70 kg, o pneu dianteiro deve estar a 2,8 bar.", True),
        ("Para um ciclista até 70 kg, o pneu dianteiro deve estar a 5,0 bar.", False),
        ("A pressão máxima do pneu é de 5,0 bar.", True),
    ],
)
def test_a_qualifying_number_keeps_its_unit(answer: str, served: bool) -> None:
    """A rider "até 70 kg" qualifies the pressures, not the maximum "70 psi"."""
    material = (
        "PRESSÃO DOS PNEUS\n"
        "Ciclista até 70 kg: dianteiro 2,8 bar, traseiro 3,2 bar\n"
        "Nunca ultrapasse a pressão máxima indicada no pneu (5,0 bar / 70 psi).\n"
    )
    assert (verdict("pt", material, answer) is None) is served


@pytest.mark.parametrize(
    ("answer", "served"),
    [
        ("A year ago adult social care had a budget of £109.2 million.", True),
        ("A year ago adult social care had a budget of £118.6 million.", False),
    ],
)
def test_a_comparison_shares_its_statement_s_subject(answer: str, served: bool) -> None:
    """A comparison ("compared with £109.2m twelve months ago") is the same budget."""
    material = (
        "Council budget\nAdult social care remains the largest single item at £118.6m,"
        " compared with £109.2m twelve months ago.\nThe council will draw £4.5m from"
        " its reserves.\n"
    )
    assert (verdict("en", material, answer) is None) is served


@pytest.mark.parametrize(
    ("language", "material", "answer", "served"),
    [
        ("es", "Requisitos: PHP 8.2 o superior. Se retira la compatibilidad con PHP"
         " 8.0 y 8.1.", "Ya no es compatible con PHP 8.1.", True),
        ("es", "Requisitos: PHP 8.2 o superior. Se retira la compatibilidad con PHP"
         " 8.0 y 8.1.", "Se retira la compatibilidad con PHP 8.2.", False),
        ("en", "The Z-Wave integration now requires Z-Wave JS Server 14.2, and the"
         " Matter server was updated to 7.0.",
         "The Z-Wave integration now requires Z-Wave JS Server 7.0.", False),
        ("en", "The Z-Wave integration now requires Z-Wave JS Server 14.2, and the"
         " Matter server was updated to 7.0.",
         "The Matter server was updated to 7.0.", True),
    ],
)  # fmt: skip
def test_versions_keep_their_owner(
    language: str, material: str, answer: str, served: bool
) -> None:
    """A listed version is its name's; "Server 7.0" is the server's as "14.2" is."""
    assert (verdict(language, material, answer) is None) is served


@pytest.mark.parametrize(
    ("language", "material", "answer", "served"),
    [
        ("da", "Dæktryk\n  Fuld belastning (5 personer + bagage): for 2,5 bar"
         " (250 kPa) / bag 2,9 bar (290 kPa)", "Fuldt lastet skal baghjulene have"
         " 2,9 bar.", True),
        ("da", "Dæktryk\n  Fuld belastning (5 personer + bagage): for 2,5 bar"
         " (250 kPa) / bag 2,9 bar (290 kPa)", "Med fuld last skal der 2,5 bar i"
         " fordækkene.", True),
    ],
)  # fmt: skip
def test_a_line_label_and_a_restated_unit(
    language: str, material: str, answer: str, served: bool
) -> None:
    """A label holding a number heads its line; "(250 kPa)" closes the front's."""
    assert (verdict(language, material, answer) is None) is served


# language: (a data sheet naming a product's sides by their initials, the answer
# template, the words for height, width and depth as the answer says them)
SIDES: dict[str, tuple[str, str, tuple[str, str, str]]] = {
    "de": ("Technische Daten\nAbmessungen (H × B × T): 85 × 60 × 57 cm\n",
           "Das Gerät ist {} cm {}.", ("hoch", "breit", "tief")),
    "pt": ("Características técnicas\nDimensões (A × L × P)\t85 × 60 × 57 cm\n",
           "A máquina tem {} cm de {}.", ("altura", "largura", "profundidade")),
    "en": ("Technical data\nDimensions (H x W x D): 85 x 60 x 57 cm\n",
           "The machine is {} cm {}.", ("high", "wide", "deep")),
    "nl": ("Technische gegevens\nAfmetingen (H × B × D): 85 × 60 × 57 cm\n",
           "Het apparaat is {} cm {}.", ("hoog", "breed", "diep")),
    "da": ("Tekniske data\nMål (H × B × D): 85 × 60 × 57 cm\n",
           "Maskinen er {} cm {}.", ("høj", "bred", "dyb")),
}  # fmt: skip
_SIDES = ("85", "60", "57")


@pytest.mark.parametrize("language", sorted(SIDES))
def test_a_products_sides_measure_what_their_letters_name(language: str) -> None:
    """With "(H x B x T) 85 x 60 x 57 cm", 85 cm is the height and no width."""
    material, answer, words = SIDES[language]
    for (i, value), (j, word) in itertools.product(enumerate(_SIDES), enumerate(words)):
        found = verdict(language, material, answer.format(value, word))
        assert (found is None) is (i == j), (value, word)


# language: (timetable, an answer naming the last departure with a verb of starting,
# the first departure, the last)
LAST_DEPARTURE: dict[str, tuple[str, str, str, str]] = {
    "en": ("Weekdays: trains to Turin from 5:25 until 22:25, one every two hours.",
           "On weekdays the last train to Turin leaves at {}.", "5:25", "22:25"),
    "de": ("Werktags: Züge nach Turin von 5:25 bis 22:25 Uhr, alle zwei Stunden.",
           "Werktags startet der letzte Zug nach Turin um {} Uhr.", "5:25", "22:25"),
    "fr": ("En semaine : trains pour Turin de 5 h 25 à 22 h 25, toutes les deux heures.",
           "En semaine, le dernier départ pour Turin est à {}.", "5 h 25", "22 h 25"),
    "es": ("Laborables: trenes a Turín de 5:25 a 22:25, cada dos horas.",
           "En días laborables el último tren a Turín sale a las {}.", "5:25", "22:25"),
    "it": ("Feriali: treni per Torino dalle 5.25 alle 22.25, ogni due ore.",
           "Nei feriali l'ultimo treno per Torino parte alle {}.", "5.25", "22.25"),
    "nl": ("Werkdagen: treinen naar Turijn van 5.25 tot 22.25 uur, elke twee uur.",
           "Op werkdagen vertrekt de laatste trein naar Turijn om {} uur.", "5.25",
           "22.25"),
    "da": ("Hverdage: tog til Torino fra kl. 5.25 til kl. 22.25, hver anden time.",
           "På hverdage afgår det sidste tog til Torino kl. {}.", "5.25", "22.25"),
    "pt": ("Dias úteis: comboios para Turim das 5:25 às 22:25, de duas em duas horas.",
           "Nos dias úteis o último comboio para Turim parte às {}.", "5:25", "22:25"),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(LAST_DEPARTURE))
def test_the_last_of_a_series_is_its_end_whatever_the_verb(language: str) -> None:
    """An answer's last train that "leaves at" names the range's end, not its start."""
    material, answer, first, last = LAST_DEPARTURE[language]
    assert verdict(language, material, answer.format(last)) is None
    assert verdict(language, material, answer.format(first)) is not None


# language: (release notes naming two products' numbers, an answer giving PHP's, one
# giving PostgreSQL's)
PRODUCTS: dict[str, tuple[str, str, str]] = {
    "en": ("Requirements\n- PHP 8.2 or later. PHP 8.1 is no longer supported.\n"
           "- Databases: PostgreSQL 14 and MariaDB 10.11.\n",
           "Support for PHP {} has been dropped.", "PostgreSQL {} is supported."),
    "nl": ("Systeemeisen\n- PHP 8.2 of hoger. PHP 8.1 wordt niet langer ondersteund.\n"
           "- Databases: PostgreSQL 14 en MariaDB 10.11.\n",
           "Ondersteuning voor PHP {} is vervallen.", "PostgreSQL {} wordt ondersteund."),
    "es": ("Requisitos\n- PHP 8.2 o superior. PHP 8.1 ya no es compatible.\n"
           "- Bases de datos: PostgreSQL 14 y MariaDB 10.11.\n",
           "Ya no es compatible con PHP {}.", "Es compatible con PostgreSQL {}."),
    "fr": ("Prérequis\n- PHP 8.2 ou plus récent. PHP 8.1 n'est plus pris en charge.\n"
           "- Bases de données : PostgreSQL 14 et MariaDB 10.11.\n",
           "PHP {} n'est plus pris en charge.", "PostgreSQL {} est pris en charge."),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(PRODUCTS))
def test_a_number_named_after_one_product_is_no_others(language: str) -> None:
    """An answer's "PHP 14" where the 14 is PostgreSQL's: the names before them differ."""
    material, php, postgresql = PRODUCTS[language]
    assert verdict(language, material, postgresql.format(14)) is None
    assert verdict(language, material, php.format(14)) == "14"
