"""Context construction: rerank, freshen, consolidate, budget, order."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from custom_components.grounded_answers.engine.retrieve.context import (
    ContextOptions,
    budget,
    build_context,
    consolidate,
    default_cost,
    freshen,
    is_time_sensitive,
    order,
    qualifiers,
    rerank,
)
from custom_components.grounded_answers.engine.retrieve.sources.base import Passage
from custom_components.grounded_answers.engine.route.cues import cues_for

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)


def passage(
    pid: str,
    text: str = "text",
    *,
    score: float = 0.0,
    source: str = "web",
    title: str = "",
    published: datetime | None = None,
) -> Passage:
    return Passage(text, title or pid, "", source, pid, published, score)


def ids(passages: list[Passage]) -> list[str]:
    return [p.passage_id for p in passages]


# --- rerank -------------------------------------------------------------------------


def test_qualifiers_are_entities_numbers_versions_and_time_words() -> None:
    found = qualifiers(
        "What changed in Python 3.12 today for Apollo 11 fans?", cues_for("en")
    )

    assert found == {"python", "3.12", "today", "apollo", "11"}


def test_a_qualifier_match_beats_more_topical_overlap() -> None:
    topical = passage(
        "topical",
        "The default timeout and the connection timeout: "
        "timeout settings for Python 3.11.",
        score=1.0,
    )
    qualified = passage("qualified", "Python 3.12 changed the default.", score=0.2)

    ranked = rerank([topical, qualified], "What is the default timeout in Python 3.12?")

    assert ids(ranked) == ["qualified", "topical"]


def test_entity_qualifier_picks_the_right_mission() -> None:
    twelve = passage("a12", "Apollo 12 landed on the Moon in November 1969.", score=0.9)
    eleven = passage("a11", "Apollo 11 landed on the Moon in July 1969.", score=0.1)

    assert ids(rerank([twelve, eleven], "When did Apollo 11 land on the Moon?")) == [
        "a11",
        "a12",
    ]


def test_without_qualifiers_topical_overlap_decides() -> None:
    off = passage("off", "The tower is painted every seven years.", score=0.5)
    on = passage("on", "To descale a kettle, boil vinegar and water.", score=0.5)

    assert ids(rerank([off, on], "how do i descale a kettle")) == ["on", "off"]


def test_rerank_keeps_the_source_order_as_a_prior() -> None:
    first = passage("first", "same words", score=2.0)
    second = passage("second", "same words", score=1.0)

    assert ids(rerank([second, first], "same words")) == ["first", "second"]
    assert rerank([], "anything") == []


# --- freshen ------------------------------------------------------------------------


def test_freshen_decays_by_half_life_and_leaves_undated_alone() -> None:
    fresh = passage("fresh", score=1.0, published=NOW)
    old = passage("old", score=1.0, published=NOW - timedelta(days=2))
    undated = passage("undated", score=1.0)

    out = freshen([fresh, old, undated], NOW, half_life_s=2 * 86400, weight=0.5)

    assert [p.score for p in out] == pytest.approx([1.0, 0.75, 1.0])


def test_freshen_treats_naive_and_future_dates_sensibly() -> None:
    naive = passage("naive", score=0.0, published=datetime(2026, 11, 29, 12, 0))  # noqa: DTZ001
    future = passage("future", score=0.0, published=NOW + timedelta(days=1))

    out = freshen([naive, future], NOW, half_life_s=3600, weight=1.0)

    assert [p.score for p in out] == [1.0, 1.0]


@pytest.mark.parametrize(
    ("question", "sensitive"),
    [
        ("what is the latest news", True),
        ("what happened today", True),
        ("space news this week", True),
        ("how tall is the eiffel tower", False),
        ("newsletter archive", False),  # a word containing a cue is not the cue
    ],
)
def test_time_sensitive_questions(question, sensitive) -> None:
    assert is_time_sensitive(question) is sensitive


# --- consolidate, budget, order -----------------------------------------------------


def test_consolidate_keeps_the_best_n_per_source_in_order() -> None:
    passages = [
        passage("w1", score=0.1),
        passage("w2", score=0.9),
        passage("n1", score=0.5, source="news"),
        passage("w3", score=0.8),
        passage("x", score=0.0, source=""),
    ]

    assert ids(consolidate(passages, per_source=2)) == ["w2", "n1", "w3", "x"]
    assert ids(consolidate(passages, per_source=0)) == ["w2", "n1", "x"]


def test_consolidate_by_another_key() -> None:
    passages = [passage("a", title="T", score=1), passage("b", title="T", score=2)]

    assert ids(consolidate(passages, 1, key=lambda p: p.title)) == ["b"]


def test_budget_stops_at_the_first_passage_that_overflows() -> None:
    passages = [passage("a", "x" * 40), passage("b", "y" * 80), passage("c", "z" * 10)]
    cost = default_cost

    kept = budget(passages, cost(passages[0]) + cost(passages[2]) + 5)

    assert ids(kept) == ["a"]  # "c" would fit, but stopping keeps the order honest


def test_budget_cuts_an_oversized_first_passage_at_a_sentence() -> None:
    long = passage("long", "First sentence here. Second sentence is longer. Third one.")

    kept = budget([long], len("long") + 6 + len("First sentence here. Second"))

    assert [p.text for p in kept] == ["First sentence here."]
    assert budget([long], 3) == []


def test_order_puts_the_strongest_at_both_edges() -> None:
    passages = [passage(str(s), score=s) for s in (3, 1, 5, 2, 4)]

    assert ids(order(passages)) == ["5", "3", "1", "2", "4"]
    assert ids(order(passages[:2])) == ["3", "1"]


def test_budget_chars_is_a_fraction_of_the_input_budget() -> None:
    assert ContextOptions().budget_chars == 3600
    assert ContextOptions(input_budget_chars=1000, utilization=0.5).budget_chars == 500


def test_build_context_composes_the_stages() -> None:
    passages = [
        passage("p1", "Apollo 11 landed in July 1969.", title="Apollo 11", score=3),
        passage(
            "p2",
            "Apollo 11 crew: Armstrong, Aldrin, Collins.",
            title="Apollo 11",
            score=2,
        ),
        passage("p3", "Apollo 11 returned samples.", title="Apollo 11", score=1),
        passage("p4", "Apollo 11 splashed down.", title="Apollo 11", score=0.5),
        passage("p5", "Apollo 12 landed in November.", title="Apollo 12", score=0.1),
    ]

    built = build_context(
        passages, "When did Apollo 11 land?", group=lambda p: p.title, limit=10_000
    )

    assert len(built) == 4  # three per article at most, plus Apollo 12
    assert "p4" not in ids(built)
    assert built[0].passage_id == "p1"  # strongest first...
    assert built[-1].passage_id == "p2"  # ...second strongest last


def test_build_context_freshens_only_time_sensitive_questions() -> None:
    old = passage(
        "old", "market news report", score=1.0, published=NOW - timedelta(days=30)
    )
    new = passage("new", "market news report", score=0.9, published=NOW)

    timeless = build_context([old, new], "market report", now=NOW)
    current = build_context([old, new], "latest market report", now=NOW)

    assert ids(timeless)[0] == "old"
    assert ids(current)[0] == "new"
