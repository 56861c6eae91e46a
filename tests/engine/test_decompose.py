"""Rule-based decomposition for the agentic route."""

from __future__ import annotations

import pytest

from custom_components.grounded_answers.engine.route.decompose import (
    MAX_SUBQUERIES,
    decompose,
)


@pytest.mark.parametrize(
    ("query", "parts"),
    [
        # comparisons
        (
            "compare the eiffel tower and the statue of liberty",
            ["the eiffel tower", "the statue of liberty"],
        ),
        ("Compare Python with Rust?", ["Python", "Rust"]),
        ("please compare tea to coffee", ["tea", "coffee"]),
        (
            "what is the difference between a crocodile and an alligator?",
            ["a crocodile", "an alligator"],
        ),
        ("differences between Iran and Israel", ["Iran", "Israel"]),
        ("iphone 15 vs galaxy s24", ["iphone 15", "galaxy s24"]),
        ("iphone 15 vs. galaxy s24", ["iphone 15", "galaxy s24"]),
        ("cats versus dogs", ["cats", "dogs"]),
        (
            "which is taller, the eiffel tower or the statue of liberty",
            ["the eiffel tower", "the statue of liberty"],
        ),
        ("compare paris, london and berlin", ["paris", "london", "berlin"]),
        # multi-part questions
        (
            "what is the capital of france and who painted the mona lisa",
            ["what is the capital of france", "who painted the mona lisa"],
        ),
        (
            "when did apollo 11 land; who flew apollo 12",
            ["when did apollo 11 land", "who flew apollo 12"],
        ),
        # not split: one topic
        (
            "what is the conflict between Iran and Israel",
            ["what is the conflict between Iran and Israel"],
        ),
        ("tell me about Iran and Israel", ["tell me about Iran and Israel"]),
        ("tell me about cats and dogs", ["tell me about cats and dogs"]),
        (
            "who designed and built the eiffel tower",
            ["who designed and built the eiffel tower"],
        ),
        (
            "are both towers made of iron and steel",
            ["are both towers made of iron and steel"],
        ),
        ("eiffel tower", ["eiffel tower"]),
        ("eiffel tower?", ["eiffel tower"]),
    ],
)
def test_decompose(query, parts) -> None:
    assert decompose(query) == parts


def test_proper_noun_pair_is_not_a_split_point() -> None:
    # Both sides would be questions of their own, but "Iran and Israel" are named.
    query = "what do Iran and Israel export and who buys the oil"

    assert decompose(query) == ["what do Iran and Israel export", "who buys the oil"]


def test_at_most_three_parts_and_nothing_is_lost() -> None:
    parts = decompose("compare paris, london, berlin, rome and madrid")

    assert len(parts) == MAX_SUBQUERIES
    assert parts[:2] == ["paris", "london"]
    assert all(city in parts[2] for city in ("berlin", "rome", "madrid"))


def test_parts_without_a_topic_are_not_compared() -> None:
    # "it" carries no topic: this is not a comparison of two things.
    assert decompose("compare it and them") == ["compare it and them"]


@pytest.mark.parametrize(
    ("query", "parts"),
    [
        (
            "vergleiche den Eiffelturm und die Freiheitsstatue",
            ["den Eiffelturm", "die Freiheitsstatue"],
        ),
        ("was ist der Unterschied zwischen Tee und Kaffee", ["Tee", "Kaffee"]),
    ],
)
def test_german_comparisons(query, parts) -> None:
    assert decompose(query, "de") == parts


def test_empty_query() -> None:
    assert decompose("  ?  ") == ["?"]
