"""Pre-flight: empty material and the skip rules, in the design's order."""

from __future__ import annotations

import pytest

from custom_components.grounded_answers.engine.pipeline.preflight import (
    PreflightInput,
    looks_empty,
    material_sections,
    preflight_skip,
)
from custom_components.grounded_answers.engine.types import Section

LONG = "The Eiffel Tower is a wrought-iron lattice tower in Paris. " * 5


@pytest.mark.parametrize(
    ("text", "empty"),
    [
        ("", True),
        ("   \n ", True),
        ("No results found in kiwix for 'atlantis'.", True),
        ("FreshRSS is not configured. Set FRESHRSS_URL.", True),
        ("Error reaching SearXNG: connection failed.", True),
        ("Unable to retrieve forecast: timeout", True),
        ("No results returned from any source in fusion query.", True),
        ("Nothing found.", True),
        ("Unknown source 'bogus'. Valid options: kiwix, web.", True),
        ("**Error: the movie** (Film feed)\nA thriller about no results found.", False),
        ("Garage Door: closed", False),
        ("All 12 monitored services are up", False),
        (LONG * 2 + " Critics said no results found its way into policy.", False),
    ],
)
def test_looks_empty(text: str, empty: bool) -> None:
    assert looks_empty(text) is empty


def test_material_sections_drops_empty_ones() -> None:
    sections = [
        Section("news", "No recent articles found."),
        Section("web", "**A**\ntext"),
    ]
    assert material_sections(sections) == [Section("web", "**A**\ntext")]


def facts(**overrides) -> PreflightInput:
    values = {
        "enabled": True,
        "configured": True,
        "sections": [Section("kiwix", LONG)],
        "source_used": "kiwix",
        "min_input_chars": 200,
    } | overrides
    return PreflightInput(**values)


@pytest.mark.parametrize(
    ("overrides", "reason"),
    [
        ({}, None),
        ({"enabled": False}, "disabled"),
        ({"enabled": False, "configured": False, "sections": []}, "disabled"),
        ({"configured": False}, "llm_unconfigured"),
        ({"configured": False, "sections": []}, "empty_result"),
        ({"needs_model": False, "sections": []}, "empty_result"),
        ({"needs_model": False, "configured": False}, "search_route"),
        ({"sections": []}, "empty_result"),
        ({"sections": [Section("ha", "Front Door: locked")]}, "input_too_short"),
        ({"sections": [Section("ha", "x" * 199)]}, "input_too_short"),
        ({"sections": [Section("ha", "x" * 200)]}, None),
        ({"min_input_chars": 10_000}, "input_too_short"),
        ({"source_used": "changes"}, "changes_prose"),
        (
            {"source_used": "changes", "sections": [Section("c", "short")]},
            "input_too_short",
        ),
    ],
)
def test_preflight_order(overrides, reason) -> None:
    assert preflight_skip(facts(**overrides)) == reason


@pytest.mark.parametrize(
    "text",
    [
        # Mnemolis' own failure texts
        "No results found in kiwix for 'atlantis'.",
        "FreshRSS is not configured. Set FRESHRSS_URL.",
        "Error reaching SearXNG: connection failed.",
        "Unable to retrieve forecast: timeout",
        "No results returned from any source in fusion query.",
        "Unknown source 'bogus'. Valid options: kiwix, web, news.",
        "No monitors found.",
        "No recent articles about that topic.",
        "Error: HTTP 500 from backend",
        "Could not fetch the feed.",
        "Nothing found.",
        "Sorry, no results found.",
        "No matching documents found.",
        "Search failed.\nNo results found for that query.",
        "Kiwix search is not yet implemented.",
        "The service said: could not connect to host.",
        "Upstream: error fetching page.",
    ],
)
def test_backend_failures_look_empty(text: str) -> None:
    assert looks_empty(text)


@pytest.mark.parametrize(
    "text",
    [
        "Plex: up (99.9% uptime). Home Assistant: up. Nextcloud: DOWN since 14:02 "
        "(error: connection timed out). Pi-hole: up. Jellyfin: up.",
        "Vacuum: docked, battery 100%. Last run ended with no results of an error: "
        "brush stuck warning cleared.",
        "Officials say no results will be announced before Friday; turnout was 68%.",
        "The search for the wreck found nothing found before 1985 by divers.",
        "Engineers could not explain the outage, which lasted two hours.",
    ],
)
def test_ambiguous_phrases_inside_real_material_are_not_empty(text: str) -> None:
    assert not looks_empty(text)
