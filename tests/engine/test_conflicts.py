"""Sources that disagree: found in the material, and which source an answer names.

Detection is judged by tables (what is and is not a disagreement) and by generated
variants: every scenario of the eval set (``tests/eval/build_conflicts.py``, eight
languages, heights, years and prices) with random values - two different values are
one conflict with the right source for each, one value stated by both is none, and a
value restated in another written form is none. Naming is judged by tables of
sentence shapes in several languages.
"""

from __future__ import annotations

import random

import pytest

from custom_components.grounded_answers.engine.gates.conflicts import (
    MAX_CONFLICTS,
    find_conflicts,
)
from custom_components.grounded_answers.engine.gates.conflicts.naming import (
    find_names,
    name_cues,
    source_pieces,
    value_sources,
)
from custom_components.grounded_answers.engine.gates.conflicts.source_words import (
    SOURCE_WORDS,
)
from custom_components.grounded_answers.engine.retrieve.fusion import split_sections
from custom_components.grounded_answers.engine.sources_registry import (
    ENGLISH_SOURCE_NAMES,
)
from custom_components.grounded_answers.engine.text.numbers import find_numbers
from custom_components.grounded_answers.engine.types import Section
from tests.eval.build_conflicts import SCENARIOS, Scenario

ENGLISH_NAMES = dict(ENGLISH_SOURCE_NAMES)
# The spoken names Home Assistant passes for German (translations/de.json).
GERMAN_NAMES = {
    "kiwix": "der Offline-Enzyklopädie",
    "web": "einer Websuche",
    "news": "den Nachrichten",
    "wikipedia": "Wikipedia",
    "documents": "deinen Dokumenten",
}


def _sections(*parts: tuple[str, str]) -> list[Section]:
    return [Section(tag, body) for tag, body in parts]


def _pairs(sections: list[Section], language: str, question: str) -> list[set]:
    """Each conflict as a set of (value text, source)."""
    return [
        {(v.text, v.tag) for v in conflict.values}
        for conflict in find_conflicts(sections, language, question)
    ]


# ---- detection: tables ------------------------------------------------------------

EIFFEL = _sections(
    (
        "kiwix",
        "The Eiffel Tower is a wrought-iron lattice tower in Paris. The tower is 330 "
        "metres tall, including its antennas, and was completed in 1889.",
    ),
    (
        "web",
        "**Eiffel Tower facts**\nThe Eiffel Tower stands 324 metres tall and welcomes "
        "about 7 million visitors a year.",
    ),
)


def test_a_height_the_two_sources_give_differently_is_one_conflict() -> None:
    conflicts = find_conflicts(EIFFEL, "en", "how tall is the eiffel tower")
    assert len(conflicts) == 1
    assert conflicts[0].as_event() == {
        "qualifier": "tall",
        "unit": "metre",
        "values": [
            {"value": "330 metres", "source": "kiwix"},
            {"value": "324 metres", "source": "web"},
        ],
    }
    assert conflicts[0].tags == ("kiwix", "web")


@pytest.mark.parametrize(
    ("language", "question", "sections", "expected"),
    [
        (  # a rival in its own section: the full price, not the reduced one
            "fr",
            "Combien coûte l'entrée au musée de la Marine ?",
            _sections(
                (
                    "web",
                    "Musée de la Marine — billetterie officielle\nTarif plein : 14 € ; "
                    "tarif réduit : 10 € ; gratuit pour les moins de 12 ans.",
                ),
                (
                    "news",
                    "Le musée de la Marine augmente ses tarifs\nÀ partir du 1er "
                    "janvier, le billet plein tarif du musée passera à 17 €.",
                ),
            ),
            [{("14 €", "web"), ("17 €", "news")}],
        ),
        (  # dates: the day of one month
            "en",
            "when does the christmas market open",
            _sections(
                (
                    "news",
                    "The Christmas market will open on 28 November this year, a week "
                    "later than usual.",
                ),
                (
                    "web",
                    "Christmas Market\nOpen daily from 21 November to 23 December.",
                ),
            ),
            [{("28 November", "news"), ("21 November", "web")}],
        ),
        (  # a year, in German, three sources: two agree
            "de",
            "Wann wurde der Ruderclub gegründet?",
            _sections(
                ("wikipedia", "Der Ruderclub ist ein Verein. Er wurde 1923 gegründet."),
                ("news", "Der Ruderclub, gegründet 1925, feiert am Samstag."),
                ("web", "Ruderclub Neckarau\nDer Verein wurde 1923 gegründet."),
            ),
            [{("1923", "wikipedia"), ("1925", "news"), ("1923", "web")}],
        ),
    ],
)
def test_disagreements_are_found(
    language: str, question: str, sections: list[Section], expected: list[set]
) -> None:
    assert _pairs(sections, language, question) == expected


@pytest.mark.parametrize(
    ("language", "question", "sections"),
    [
        (  # one source: nothing to disagree with
            "en",
            "how tall is the eiffel tower",
            _sections(
                ("kiwix", "The tower is 330 metres tall. A web page says 324 metres.")
            ),
        ),
        (  # two sections of one source
            "en",
            "how tall is the eiffel tower",
            _sections(
                ("web", "The Eiffel Tower is 330 metres tall."),
                ("web", "The Eiffel Tower is 324 metres tall."),
            ),
        ),
        (  # the same value, written alike and rounded
            "en",
            "how many people live in germany",
            _sections(
                ("wikipedia", "Germany\nPopulation: 84,607,016 people"),
                ("web", "Germany is home to 84.6 million people."),
            ),
        ),
        (  # one source states both values: with and without antennas
            "en",
            "how tall is the eiffel tower",
            _sections(
                (
                    "kiwix",
                    "The tower is 330 metres tall with its antennas and 324 metres "
                    "tall without them.",
                ),
                ("web", "The Eiffel Tower is 324 metres tall."),
            ),
        ),
        (  # another year qualifies each value
            "en",
            "how many people live in lindenau",
            _sections(
                ("wikipedia", "In 2023 the town had 48,312 inhabitants."),
                ("web", "In 2025 the town had 49,870 inhabitants."),
            ),
        ),
        (  # two subjects, each named
            "en",
            "how many people live in paris and berlin",
            _sections(
                ("wikipedia", "The city of Paris has 2.1 million inhabitants."),
                ("web", "The city of Berlin has 3.7 million inhabitants."),
            ),
        ),
        (  # a shared word, not a measure: two prices far apart
            "en",
            "how much does a day return cost",
            _sections(
                ("documents", "A day return costs 14.80 pounds with the railcard."),
                ("news", "The cost of the new station is 3.2 million pounds."),
            ),
        ),
        (  # different counted nouns
            "nl",
            "hoeveel velden heeft sportpark de molenweg",
            _sections(
                (
                    "news",
                    "Ruim 1.200 toeschouwers zagen de wedstrijd op het sportpark.",
                ),
                (
                    "documents",
                    "Het sportpark ligt aan de Molenweg; er zijn vier velden.",
                ),
            ),
        ),
        (  # a disagreement about what was not asked
            "en",
            "how many visitors does the eiffel tower have",
            EIFFEL,
        ),
        (  # bare counts name nothing
            "en",
            "how many are there",
            _sections(("kiwix", "There are 3."), ("web", "There are 5.")),
        ),
    ],
)
def test_no_disagreement(language: str, question: str, sections: list[Section]) -> None:
    assert _pairs(sections, language, question) == []


def test_conflicts_are_bounded() -> None:
    """Many disagreeing dimensions: the first few, in material order."""
    rows = [f"The room {i} is {10 + i} metres long." for i in range(8)]
    others = [f"The room {i} is {30 + i} metres long." for i in range(8)]
    sections = _sections(("kiwix", " ".join(rows)), ("web", " ".join(others)))
    assert len(find_conflicts(sections, "en", "how long are the rooms")) <= (
        MAX_CONFLICTS
    )


def test_a_megabyte_of_fused_material_is_no_pathology() -> None:
    """Every mention of a family compared pairwise is bounded (``_MAX_MENTIONS``)."""
    body = " ".join(f"Item {i} costs {i % 90 + 10} euros." for i in range(2_000))
    sections = _sections(("kiwix", body), ("web", body.replace("costs", "is")))
    find_conflicts(
        sections, "en", "what does an item cost"
    )  # returns, whatever it says


# ---- detection: generated variants -------------------------------------------------


def _value(scenario: Scenario, rng: random.Random) -> tuple[str, str]:
    """Two values of the scenario's kind, apart, and no other figure of its text."""
    taken = {
        m.value
        for body in (scenario.first[1], scenario.second[1])
        for m in find_numbers(body, scenario.language)
    }
    while True:
        a, b = _draw(scenario, rng)
        values = {m.value for m in find_numbers(f"{a} {b}", scenario.language)}
        if len(values) == 2 and not values & taken:
            return a, b


def _draw(scenario: Scenario, rng: random.Random) -> tuple[str, str]:
    if scenario.name == "founded":
        a = rng.randint(1850, 1990)
        return str(a), str(a + rng.choice([-1, 1]) * rng.randint(1, 20))
    if scenario.name == "price":
        a = rng.randint(200, 900)
        b = a + rng.choice([-1, 1]) * rng.randint(20, 150)
        return (f"{a / 100:.2f}".replace(".", ","), f"{b / 100:.2f}".replace(".", ","))
    a = rng.randint(150, 900)
    return str(a), str(a + rng.choice([-1, 1]) * rng.randint(3, 60))


def _material(scenario: Scenario, a: str, b: str) -> list[Section]:
    (first, body_a), (second, body_b) = scenario.first, scenario.second
    return _sections((first, body_a.format(a=a)), (second, body_b.format(b=b)))


@pytest.mark.parametrize(
    "scenario", SCENARIOS, ids=[f"{s.language}-{s.name}" for s in SCENARIOS]
)
def test_generated_values_are_found_with_their_sources(scenario: Scenario) -> None:
    rng = random.Random(f"{scenario.language}-{scenario.name}")  # noqa: S311 - reproducible variants
    for _ in range(8):
        a, b = _value(scenario, rng)
        sections = _material(scenario, a, b)
        found = find_conflicts(sections, scenario.language, scenario.query)
        assert len(found) == 1, (a, b, [c.as_event() for c in found])
        x, y = (_read(value, scenario.language) for value in (a, b))
        values = {(v.tag, v.mention.value) for v in found[0].values}
        assert values == {(scenario.first[0], x), (scenario.second[0], y)}, (a, b)
        # Swapped between the sources, each value follows its source.
        swapped = find_conflicts(_material(scenario, b, a), scenario.language, "")
        assert {(v.tag, v.mention.value) for v in swapped[0].values} == {
            (scenario.first[0], y),
            (scenario.second[0], x),
        }


def _read(value: str, language: str) -> float | str:
    return find_numbers(value, language)[0].value


@pytest.mark.parametrize(
    "scenario", SCENARIOS, ids=[f"{s.language}-{s.name}" for s in SCENARIOS]
)
def test_one_value_in_both_sources_is_no_conflict(scenario: Scenario) -> None:
    rng = random.Random(scenario.query)  # noqa: S311 - reproducible variants
    for _ in range(6):
        a, _b = _value(scenario, rng)
        sections = _material(scenario, a, a)
        assert find_conflicts(sections, scenario.language, scenario.query) == ()


@pytest.mark.parametrize(
    ("a", "b"),
    [("1500", "1,500"), ("1.5 thousand", "1,500"), ("fifteen hundred", "1500")],
)
def test_one_value_written_two_ways_is_no_conflict(a: str, b: str) -> None:
    sections = _sections(
        ("kiwix", f"The bridge is {a} metres long and crosses the bay."),
        ("web", f"**Bay bridge**\nThe bridge is {b} metres long."),
    )
    assert find_conflicts(sections, "en", "how long is the bridge") == ()


def test_the_fusion_format_is_read_as_the_gates_read_it() -> None:
    """Sections split from a router's fused text meet the same conflict."""
    text = "[KIWIX — X]\n" + EIFFEL[0].body + "\n\n---\n\n[WEB — Y]\n" + EIFFEL[1].body
    sections = split_sections(text, "fusion")
    assert len(find_conflicts(sections, "en", "how tall is the eiffel tower")) == 1


# ---- naming: which source each value is given to ------------------------------------


def _given(text: str, language: str, names: dict[str, str] | None = None) -> list:
    cues = name_cues(
        ["kiwix", "web", "news", "wikipedia"],
        (names or ENGLISH_NAMES).get,
        language,
    )
    numbers = find_numbers(text, language)
    found = value_sources(text, numbers, find_names(text, cues, language), language)
    return [sorted(tags) if tags else None for tags in found]


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        (
            "en",
            "The offline encyclopedia says 330 metres, while a web search gives 324.",
            [["kiwix"], ["web"]],  # the whole spoken name: the offline one alone
        ),
        (
            "en",
            "It is 330 metres according to the encyclopedia and 324 metres according "
            "to a web page.",
            [["kiwix", "wikipedia"], ["web"]],  # "encyclopedia": either of them
        ),
        (
            "en",
            "According to the offline encyclopedia, it is 330 metres; it is 324 "
            "metres, says a web search.",
            [["kiwix"], ["web"]],
        ),
        (
            "en",
            "The encyclopedia says 330 metres, but 324 metres according to the web.",
            [["kiwix", "wikipedia"], ["web"]],
        ),
        (  # two names, no value between them: one name for both
            "en",
            "The encyclopedia and a web search agree on 330 metres.",
            [["kiwix", "web", "wikipedia"]],
        ),
        ("en", "The tower is 330 metres tall.", [None]),
        # A clause holding its own value lends its name to no other: the unnamed
        # value stays unnamed, for ordinary numeric binding.
        (
            "en",
            "The Eiffel Tower is 330 metres tall including its antennas, while a web "
            "search gives 324 metres.",
            [None, ["web"]],
        ),
        ("en", "It is 330 metres tall; a web search says 324 metres.", [None, ["web"]]),
        (
            "de",
            "Der Turm ist mit Antennen 330 Meter hoch, eine Websuche nennt dagegen 324.",
            [None, ["web"]],
        ),
        (
            "fr",
            "La tour mesure 330 mètres, alors qu'un site web donne 324 mètres.",
            [None, ["web"]],
        ),
        (
            "it",
            "La torre è alta 330 metri, mentre un sito web indica 324 metri.",
            [None, ["web"]],
        ),
        (
            "da",
            "Tårnet er 330 meter højt, mens en hjemmeside siger 324 meter.",
            [None, ["web"]],
        ),
        (
            "de",
            "Laut der Offline-Enzyklopädie ist er 330 Meter hoch, eine Websuche nennt "
            "dagegen 324 Meter.",
            [["kiwix", "wikipedia"], ["web"]],  # English names: its head word
        ),
        (  # a compound: "Onlinelexikon" is an encyclopedia
            "de",
            "Das Onlinelexikon nennt 330 Meter, die Zeitungsmeldung 324 Meter.",
            [["kiwix", "wikipedia"], ["news"]],
        ),
        (
            "fr",
            "Selon l'encyclopédie, la tour mesure 330 mètres, alors que la presse "
            "donne 324 mètres.",
            [["kiwix", "wikipedia"], ["news"]],
        ),
        (
            "es",
            "La torre mide 330 metros según Wikipedia y 324 metros según las noticias.",
            [["wikipedia"], ["news"]],
        ),
        (
            "da",
            "Ifølge leksikonet er tårnet 330 meter højt, mens hjemmesiden siger 324.",
            [["kiwix", "wikipedia"], ["web"]],
        ),
    ],
)
def test_values_take_the_source_their_clause_names(
    language: str, text: str, expected: list
) -> None:
    assert _given(text, language) == expected


def test_translated_spoken_names_are_cues() -> None:
    """What Home Assistant passes for German is what the answer is read with."""
    text = "Laut den Nachrichten sind es 324 Meter, laut Wikipedia 330 Meter."
    assert _given(text, "de", GERMAN_NAMES) == [["news"], ["wikipedia"]]


def test_a_word_that_only_starts_like_a_cue_names_nothing() -> None:
    """A word that starts like a cue is none: "pressure", "research", "new"."""
    text = "The new pressure is 2 bar, after research by the installer."
    assert _given(text, "en") == [None]


def test_every_language_has_a_row_for_each_kind_of_source() -> None:
    assert set(SOURCE_WORDS) == {"en", "de", "fr", "es", "nl", "it", "pt", "da"}
    for table in SOURCE_WORDS.values():
        for tag in ("kiwix", "wikipedia", "web", "news", "documents", "forecast"):
            assert table[tag], tag


@pytest.mark.parametrize(
    ("text", "pieces"),
    [
        (
            "The encyclopedia says 330 metres, while a web search gives 324 metres.",
            [
                "The encyclopedia says 330 metres, ",
                "while a web search gives 324 metres.",
            ],
        ),
        (
            "It is 330 metres according to the encyclopedia, and 324 metres according "
            "to a web page.",
            [
                "It is 330 metres according to the encyclopedia, ",
                "and 324 metres according to a web page.",
            ],
        ),
        ("The encyclopedia says 330 metres.", ["The encyclopedia says 330 metres."]),
    ],
)
def test_a_sentence_is_cut_where_it_passes_to_another_source(
    text: str, pieces: list[str]
) -> None:
    cues = name_cues(["kiwix", "web"], ENGLISH_NAMES.get, "en")
    numbers = find_numbers(text, "en")
    given = value_sources(text, numbers, find_names(text, cues, "en"), "en")
    cut = source_pieces(text, numbers, given, "en")
    assert [text[start:end] for start, end, _ in cut] == pieces
