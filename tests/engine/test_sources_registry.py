"""The sources registry: one row per tag, the tables the stages read derived from it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from custom_components.grounded_answers.engine import sources_registry as registry
from custom_components.grounded_answers.engine.types import SpokenPhrases

STRINGS = Path(__file__).parents[2] / "custom_components/grounded_answers/strings.json"


@pytest.mark.parametrize(
    ("tag", "ttl"),
    [
        ("kiwix", 86400),
        ("Wikipedia", 86400),
        ("documents", 3600),
        ("docs", 3600),
        ("forecast", 1800),
        ("news", 900),
        ("web", 3600),
        ("searxng", 3600),
        ("uptime", 60),
        ("ha", 30),
        ("changes", 120),
        ("fusion", 1800),
        ("mystery", registry.UNKNOWN_SOURCE_TTL),
    ],
)
def test_ttl_is_the_sources(tag: str, ttl: float) -> None:
    assert registry.ttl_for(tag) == ttl


def test_every_router_tag_is_a_known_attribution_tag() -> None:
    assert {
        *("kiwix", "wikipedia", "web", "searxng", "news", "forecast", "uptime"),
        *("ha", "changes", "documents", "docs", "fusion"),
    } == registry.KNOWN_TAGS


def test_only_recent_changes_are_prose() -> None:
    assert {"changes"} == registry.PROSE_SOURCES
    assert registry.is_prose("Changes")
    assert not registry.is_prose("web")


def test_the_encyclopedia_prefers_the_offline_one() -> None:
    assert registry.ENCYCLOPEDIC == ("kiwix", "wikipedia")


def test_links_are_kept_for_the_web_and_the_news() -> None:
    assert {"web", "news"} == registry.LINK_SOURCES


def test_a_mnemolis_router_lists_its_sources_in_its_order() -> None:
    in_order = ("kiwix", "forecast", "news", "web", "uptime", "ha", "changes")
    assert in_order == registry.MNEMOLIS_SOURCES


def test_every_spoken_name_has_a_translation_key_with_the_same_english() -> None:
    messages = json.loads(STRINGS.read_text(encoding="utf-8"))["exceptions"]
    for tag, name in registry.ENGLISH_SOURCE_NAMES:
        key = registry.SOURCE_NAME_KEYS[tag]
        assert messages[key]["message"] == name, tag
    assert set(registry.SOURCE_NAME_KEYS) == dict(registry.ENGLISH_SOURCE_NAMES).keys()


def test_spoken_phrases_default_to_the_english_names() -> None:
    phrases = SpokenPhrases()
    assert phrases.source_name("kiwix") == "the offline encyclopedia"
    assert phrases.source_name("docs") == "your documents"
    assert phrases.source_name("fusion") == "fusion"  # no spoken name: the tag


def test_fusion_headers_use_the_registrys_labels() -> None:
    from custom_components.grounded_answers.engine.retrieve.fusion import format_header

    assert format_header("kiwix") == (
        "[KIWIX \u2014 ENCYCLOPEDIC KNOWLEDGE \u2014 UNRELATED TO OTHER SECTIONS BELOW]"
    )
    assert format_header("searxng") == "[SEARXNG \u2014 SEARXNG]"
    assert set(registry.HEADER_LABELS) == {
        *("kiwix", "wikipedia", "forecast", "news", "web", "uptime", "ha"),
        *("changes", "documents"),
    }
