"""Grounding metadata: byte spans, marker insertion, validation."""

from __future__ import annotations

import json

import pytest

from custom_components.grounded_answers.engine.types import Section
from custom_components.grounded_answers.engine.verify.claims import (
    parse_claims,
    rebuild,
)
from custom_components.grounded_answers.engine.verify.grounding import (
    Chunk,
    GroundingMetadata,
    Segment,
    Support,
    build_metadata,
    chunks_for,
    insert_markers,
    supports_for,
    validate,
)

SECTIONS = [
    Section(tag="kiwix", body="São Paulo ...", label="ENCYCLOPEDIC KNOWLEDGE"),
    Section(tag="web", body="Everest ...", label="LIVE WEB SEARCH RESULTS"),
    Section(tag="news", body="Permits ...", label="RECENT NEWS HEADLINES"),
]
MARKED = (
    "São Paulo is the most populous city in Brazil [1]. The summit lies on the "
    "Nepal–China border [2][3]. Climbers cheered 🎉 at the top [2]."
)


def _support(text: str, start: int, end: int, *chunks: int) -> Support:
    segment = text.encode()[start:end].decode()
    return Support(Segment(start, end, segment), chunks)


def test_insert_openindex_example() -> None:
    text = "Cats purr. Dogs bark."
    supports = [_support(text, 0, 10, 0), _support(text, 11, 21, 1, 2)]
    assert insert_markers(text, supports) == "Cats purr.[1] Dogs bark.[2][3]"


def test_insert_order_of_supports_does_not_matter() -> None:
    text = "Cats purr. Dogs bark."
    supports = [_support(text, 11, 21, 1), _support(text, 0, 10, 0)]
    assert insert_markers(text, supports) == "Cats purr.[1] Dogs bark.[2]"


def test_insert_leaves_the_input_alone_and_skips_uncited_text() -> None:
    text = "Cats purr. Dogs bark."
    assert (
        insert_markers(text, [_support(text, 11, 21, 0)]) == "Cats purr. Dogs bark.[1]"
    )
    assert insert_markers(text, []) == text


def test_insert_uses_byte_offsets_for_non_ascii() -> None:
    text = "São Paulo. Nepal–China 🏔️."
    first_end = len("São Paulo.".encode())
    supports = [
        _support(text, 0, first_end, 0),
        _support(text, first_end + 1, len(text.encode()), 1),
    ]
    assert insert_markers(text, supports) == "São Paulo.[1] Nepal–China 🏔️.[2]"


def test_insert_never_splits_a_character() -> None:
    # "ã" is two bytes: offsets 1 and 3 bracket it, 2 is inside it.
    text = "São Paulo."
    assert insert_markers(text, [Support(Segment(0, 3, "Sã"), (0,))]) == "Sã[1]o Paulo."
    with pytest.raises(ValueError, match="splits a character"):
        insert_markers(text, [Support(Segment(0, 2, ""), (0,))])


def test_insert_rejects_an_end_beyond_the_text() -> None:
    with pytest.raises(ValueError, match="outside"):
        insert_markers("Cats.", [Support(Segment(0, 9, ""), (0,))])


def test_round_trip_non_ascii_through_parse_insert_and_validate() -> None:
    clean, claims = parse_claims(MARKED)
    metadata = build_metadata(clean, claims, SECTIONS)
    assert validate(clean, metadata) == []
    assert [s.segment.text for s in metadata.supports] == [
        "São Paulo is the most populous city in Brazil.",
        "The summit lies on the Nepal–China border.",
        "Climbers cheered 🎉 at the top.",
    ]
    # byte offsets, not str indices
    second = metadata.supports[1].segment
    assert second.start_index == clean.encode().index(b"The summit")
    assert second.start_index != clean.index("The summit")

    marked = insert_markers(clean, metadata.supports)
    assert marked == (
        "São Paulo is the most populous city in Brazil.[1] The summit lies on the "
        "Nepal–China border.[2][3] Climbers cheered 🎉 at the top.[2]"
    )
    text, marked_claims = parse_claims(marked)
    assert text == clean
    assert supports_for(text, marked_claims) == metadata.supports


def test_round_trip_of_kept_claims_only() -> None:
    _, claims = parse_claims(MARKED)
    text, kept = rebuild([claims[0], claims[2]])
    metadata = build_metadata(text, kept, SECTIONS)
    assert validate(text, metadata) == []
    marked = insert_markers(text, metadata.supports)
    assert "Nepal" not in marked
    reparsed, marked_claims = parse_claims(marked)
    assert (reparsed, supports_for(reparsed, marked_claims)) == (
        text,
        metadata.supports,
    )


def test_as_dict_is_json_ready() -> None:
    clean, claims = parse_claims(MARKED)
    metadata = build_metadata(clean, claims, SECTIONS)
    data = json.loads(json.dumps(metadata.as_dict(), ensure_ascii=False))
    assert data["chunks"][0] == {
        "uri": "",
        "title": "ENCYCLOPEDIC KNOWLEDGE",
        "source": "kiwix",
    }
    assert data["supports"][1] == {
        "segment": {
            "start_index": metadata.supports[1].segment.start_index,
            "end_index": metadata.supports[1].segment.end_index,
            "text": "The summit lies on the Nepal–China border.",
        },
        "chunk_indices": [1, 2],
        "confidence_scores": [],
    }


def test_chunks_follow_section_order() -> None:
    assert [chunk.source for chunk in chunks_for(SECTIONS)] == ["kiwix", "web", "news"]


def test_uncited_claims_get_no_support() -> None:
    clean, claims = parse_claims("Cats purr [1]. Dogs bark.")
    assert [s.segment.text for s in supports_for(clean, claims)] == ["Cats purr."]


TEXT = "São Paulo is big. Dogs bark."
CHUNKS = (Chunk("kiwix"), Chunk("web"))


@pytest.mark.parametrize(
    ("support", "problem"),
    [
        (Support(Segment(-1, 5, "x"), (0,)), "support 0: span [-1, 5) is outside"),
        (Support(Segment(0, 99, "x"), (0,)), "support 0: span [0, 99) is outside"),
        (Support(Segment(5, 4, ""), (0,)), "support 0: span [5, 4) is outside"),
        (Support(Segment(0, 4, "São "), (0,)), "does not match bytes [0, 4)"),
        (Support(Segment(0, 2, "S"), (0,)), "does not match bytes [0, 2)"),  # mid-char
        (Support(Segment(5, 9, "Paulo"), (0,)), "does not match bytes [5, 9)"),
        (Support(Segment(0, 4, "São"), ()), "support 0: no chunks"),
        (
            Support(Segment(0, 4, "São"), (0, 2)),
            "support 0: chunk index 2 is outside 0..1",
        ),
        (Support(Segment(0, 4, "São"), (-1,)), "support 0: chunk index -1 is outside"),
    ],
)
def test_validate_rejects(support: Support, problem: str) -> None:
    problems = validate(TEXT, GroundingMetadata(CHUNKS, (support,)))
    assert len(problems) == 1
    assert problem in problems[0]


def test_validate_accepts_a_correct_span_and_counts_every_problem() -> None:
    good = Support(Segment(0, 4, "São"), (0, 1))
    end = len(TEXT.encode())
    last = Support(Segment(end - 10, end, "Dogs bark."), (1,))
    assert validate(TEXT, GroundingMetadata(CHUNKS, (good, last))) == []
    bad = Support(Segment(0, 99, "x"), (5,))
    assert len(validate(TEXT, GroundingMetadata(CHUNKS, (good, bad)))) == 2
