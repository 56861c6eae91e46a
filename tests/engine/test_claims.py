"""Parsing per-sentence citation markers into claims."""

from __future__ import annotations

import pytest

from custom_components.grounded_answers.engine.verify.claims import (
    MAX_RANGE,
    Claim,
    format_marker,
    marker_indices,
    parse_claims,
    rebuild,
)


def _pairs(text: str) -> tuple[str, list[tuple[str, tuple[int, ...]]]]:
    clean, claims = parse_claims(text)
    return clean, [(claim.text, claim.cited) for claim in claims]


@pytest.mark.parametrize(
    ("marker", "indices"),
    [
        ("[1]", (0,)),
        ("[3]", (2,)),
        ("[1, 2]", (0, 1)),
        ("[1,3]", (0, 2)),
        ("[1-3]", (0, 1, 2)),
        ("[2\u20134]", (1, 2, 3)),  # en dash
        ("[3-1]", (0, 1, 2)),  # reversed range
        ("[1, 3-4]", (0, 2, 3)),
        ("[2, 2]", (1,)),  # repeats once
        ("[0]", (-1,)),  # kept as given: verification rejects it
    ],
)
def test_marker_indices(marker: str, indices: tuple[int, ...]) -> None:
    assert marker_indices(marker) == indices


def test_a_huge_range_is_capped() -> None:
    assert marker_indices("[1-100000]") == tuple(range(MAX_RANGE))


@pytest.mark.parametrize(
    ("indices", "marker"), [((0,), "[1]"), ((0, 2), "[1][3]"), ((), "")]
)
def test_format_marker(indices: tuple[int, ...], marker: str) -> None:
    assert format_marker(indices) == marker


@pytest.mark.parametrize(
    ("text", "clean", "claims"),
    [
        # after the final punctuation, with or without a space, single or repeated
        (
            "Cats purr. [1][2] Dogs bark. [3]",
            "Cats purr. Dogs bark.",
            [("Cats purr.", (0, 1)), ("Dogs bark.", (2,))],
        ),
        (
            "Cats purr.[1] Dogs bark.[2][3]",
            "Cats purr. Dogs bark.",
            [("Cats purr.", (0,)), ("Dogs bark.", (1, 2))],
        ),
        # before the final punctuation (ALCE style; OpenIndex defect 2)
        (
            "Cats purr [1]. Dogs bark [2][3].",
            "Cats purr. Dogs bark.",
            [("Cats purr.", (0,)), ("Dogs bark.", (1, 2))],
        ),
        # lists and ranges (OpenIndex defect 3)
        (
            "Cats purr [1, 2]. Dogs bark [1-3].",
            "Cats purr. Dogs bark.",
            [("Cats purr.", (0, 1)), ("Dogs bark.", (0, 1, 2))],
        ),
        # decimals never split a claim (OpenIndex defect 1)
        (
            "Paris has 2.1 million people. [1] Version 3.12.1 shipped in May. [2]",
            "Paris has 2.1 million people. Version 3.12.1 shipped in May.",
            [
                ("Paris has 2.1 million people.", (0,)),
                ("Version 3.12.1 shipped in May.", (1,)),
            ],
        ),
        # abbreviations never split a claim (OpenIndex defect 4)
        (
            "Dr. Smith opened the U.S. office at 5 p.m. on Monday [2].",
            "Dr. Smith opened the U.S. office at 5 p.m. on Monday.",
            [("Dr. Smith opened the U.S. office at 5 p.m. on Monday.", (1,))],
        ),
        # an unmarked sentence is a claim with no citations
        (
            "Cats purr [1]. Dogs bark.",
            "Cats purr. Dogs bark.",
            [("Cats purr.", (0,)), ("Dogs bark.", ())],
        ),
        # markers separated by commas go as one run
        (
            "Cats purr [1], [2]. Dogs bark [3].",
            "Cats purr. Dogs bark.",
            [("Cats purr.", (0, 1)), ("Dogs bark.", (2,))],
        ),
        # markers inside the sentence cite for the whole sentence
        (
            "Cats purr [1] and dogs bark [2].",
            "Cats purr and dogs bark.",
            [("Cats purr and dogs bark.", (0, 1))],
        ),
        # a marker beyond the passages is kept as given
        ("The sky is blue [9].", "The sky is blue.", [("The sky is blue.", (8,))]),
        # markers on their own line belong to the sentence above
        ("Cats purr.\n[2]", "Cats purr.\n", [("Cats purr.", (1,))]),
        # a trailing fragment without punctuation is a claim too
        ("Cats purr [1]", "Cats purr", [("Cats purr", (0,))]),
        # question and exclamation marks end claims
        ("Really? [1] Yes! [2]", "Really? Yes!", [("Really?", (0,)), ("Yes!", (1,))]),
        # brackets that are not citations stay in the text
        (
            "The [citation needed] tag is ugly [1].",
            "The [citation needed] tag is ugly.",
            [("The [citation needed] tag is ugly.", (0,))],
        ),
        # a bracket with spaces inside is not a marker
        ("Cats purr [ 2 ].", "Cats purr [ 2 ].", [("Cats purr [ 2 ].", ())]),
        ("", "", []),
    ],
)
def test_parse_claims(
    text: str, clean: str, claims: list[tuple[str, tuple[int, ...]]]
) -> None:
    assert _pairs(text) == (clean, claims)


def test_markers_before_the_first_sentence_cite_it() -> None:
    clean, claims = parse_claims("[2] Cats purr. Dogs bark [1].")
    assert [(c.text, c.cited) for c in claims] == [
        ("Cats purr.", (1,)),
        ("Dogs bark.", (0,)),
    ]
    assert clean.strip() == "Cats purr. Dogs bark."


@pytest.mark.parametrize(
    "text",
    [
        "São Paulo is the largest city in Brazil [1]. The Nepal–China border crosses "
        "Everest 🏔️ [2][3].",
        "Müller wrote „Grüße“ [1, 2]. 東京は大きい。[1] Ça va [2].",
        "Cats purr. [1] Dogs bark. [2]",
    ],
)
def test_spans_are_utf8_bytes_of_the_clean_text(text: str) -> None:
    clean, claims = parse_claims(text)
    data = clean.encode()
    assert claims
    for claim in claims:
        assert data[claim.byte_start : claim.byte_end].decode() == claim.text
    assert "[" not in clean


def test_non_ascii_spans_differ_from_str_indices() -> None:
    clean, claims = parse_claims("São Paulo is big [1]. Nepal–China 🏔️ is high [2].")
    second = claims[1]
    assert clean[clean.index("Nepal") :] == second.text
    assert second.byte_start == len("São Paulo is big. ".encode())
    assert second.byte_start != clean.index("Nepal")


def test_rebuild_keeps_only_the_given_claims_with_fresh_spans() -> None:
    _, claims = parse_claims("São Paulo is big [1]. It rains [2]. Nepal–China 🏔️ [3].")
    text, rebuilt = rebuild([claims[0], claims[2]])
    assert text == "São Paulo is big. Nepal–China 🏔️."
    data = text.encode()
    assert [data[c.byte_start : c.byte_end].decode() for c in rebuilt] == [
        "São Paulo is big.",
        "Nepal–China 🏔️.",
    ]
    assert [c.cited for c in rebuilt] == [(0,), (2,)]


def test_rebuild_of_nothing_is_empty() -> None:
    assert rebuild([]) == ("", [])


def test_claim_is_frozen() -> None:
    claim = Claim("Cats purr.", 0, 10, (0,))
    with pytest.raises(AttributeError):
        claim.text = "Dogs bark."  # type: ignore[misc]
