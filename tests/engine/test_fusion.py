"""Fusion headers: the producer's real headers are read back by the parser."""

from __future__ import annotations

import pytest

from custom_components.grounded_answers.engine.retrieve.fusion import (
    HEADER_LABELS,
    HEADER_PATTERN,
    format_header,
    format_sections,
    split_sections,
)
from custom_components.grounded_answers.engine.types import Section

# Exactly as Mnemolis v3.50 writes them (two labels carry a second em dash).
MNEMOLIS_HEADERS = [
    "[KIWIX — ENCYCLOPEDIC KNOWLEDGE — UNRELATED TO OTHER SECTIONS BELOW]",
    "[FORECAST — WEATHER FORECAST FOR YOUR CONFIGURED HOME LOCATION]",
    "[NEWS — RECENT NEWS HEADLINES — GENERAL, NOT LOCATION-SPECIFIC UNLESS STATED]",
    "[WEB — LIVE WEB SEARCH RESULTS]",
    "[UPTIME — YOUR HOMELAB SERVICE STATUS]",
    "[HA — YOUR HOME ASSISTANT ENTITY STATES]",
    "[CHANGES — DETECTED CHANGES SINCE LAST SNAPSHOT]",
]


@pytest.mark.parametrize("header", MNEMOLIS_HEADERS)
def test_every_real_header_matches_exactly_once(header: str) -> None:
    text = f"{header}\nbody text"
    matches = list(HEADER_PATTERN.finditer(text))
    assert len(matches) == 1
    assert matches[0][0] == header


@pytest.mark.parametrize("source", sorted(HEADER_LABELS))
def test_producer_headers_are_read_back(source: str) -> None:
    header = format_header(source)
    assert HEADER_PATTERN.fullmatch(header)
    assert split_sections(f"{header}\nsome text", "fusion") == [
        Section(source, "some text", HEADER_LABELS[source])
    ]


def test_mnemolis_formats_match_ours() -> None:
    ours = {
        format_header(src)
        for src in ("kiwix", "forecast", "news", "web", "uptime", "ha", "changes")
    }
    assert ours == set(MNEMOLIS_HEADERS)


def test_unknown_source_gets_its_upper_cased_name() -> None:
    assert format_header("docs") == "[DOCS — DOCS]"


def test_round_trip_of_several_sections() -> None:
    parts = [
        ("news", "**Launch** (Feed)\nA rocket flew."),
        ("kiwix", "# Rocket\nA vehicle."),
        ("web", "**Item**\nText\nhttps://x.example"),
    ]
    text = format_sections(parts)
    assert text.count("\n\n---\n\n") == 2
    assert [(s.tag, s.body) for s in split_sections(text, "fusion")] == parts


def test_single_part_is_bare() -> None:
    assert format_sections([("kiwix", "Just text.")]) == "Just text."
    assert split_sections("Just text.", "Kiwix") == [Section("kiwix", "Just text.")]


def test_items_inside_a_section_keep_their_text_without_separators() -> None:
    text = "**One**\nfirst\n---\n**Two**\nsecond"
    [section] = split_sections(text, "web")
    assert "---" not in section.body
    assert "first" in section.body and "second" in section.body


def test_empty_sections_and_preamble() -> None:
    text = "intro line\n[NEWS — X]\n\n---\n\n[WEB — Y]\nweb text"
    assert [(s.tag, s.body) for s in split_sections(text, "fusion")] == [
        ("fusion", "intro line"),
        ("web", "web text"),
    ]
    assert split_sections("   \n---\n  ", "kiwix") == []


@pytest.mark.parametrize(
    "not_a_header",
    [
        "[kiwix — lower case]",
        "text [WEB — INLINE] text",
        "[WEB - HYPHEN NOT EM DASH]",
        "[1]",
    ],
)
def test_look_alikes_are_not_headers(not_a_header: str) -> None:
    assert HEADER_PATTERN.search(not_a_header) is None


def _mnemolis_fused() -> str:
    return "\n\n---\n\n".join(
        f"{header}\nBody {index}." for index, header in enumerate(MNEMOLIS_HEADERS)
    )


@pytest.mark.parametrize(
    "transform",
    [
        lambda text: text.replace("\n", "\r\n"),
        lambda text: text.replace("\n", "\r"),
        lambda text: "\ufeff" + text,
        lambda text: "\ufeff" + text.replace("\n", "\r\n"),
        lambda text: text.replace("\n[", "\n  ["),
        lambda text: "  " + text,
    ],
)
def test_crlf_bom_and_indentation_do_not_hide_real_headers(transform) -> None:
    expected = split_sections(_mnemolis_fused(), "fusion")
    assert len(expected) == len(MNEMOLIS_HEADERS)
    assert split_sections(transform(_mnemolis_fused()), "fusion") == expected


def test_inline_header_pattern_finds_real_headers_inside_a_sentence() -> None:
    from custom_components.grounded_answers.engine.retrieve.fusion import (
        INLINE_HEADER_PATTERN,
    )

    for header in MNEMOLIS_HEADERS:
        match = INLINE_HEADER_PATTERN.search(f"According to {header}, it rains.")
        assert match is not None
        assert match[0] == header
