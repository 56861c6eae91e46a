"""The model's attribution: parsed off the body, spoken back per option."""

from __future__ import annotations

import pytest

from custom_components.grounded_answers.engine.gates.attribution import (
    split_attribution,
    spoken_attribution,
)
from custom_components.grounded_answers.engine.options import (
    EngineOptions,
    SpokenAttribution,
)
from custom_components.grounded_answers.engine.types import SpokenPhrases

OFFERED = ["forecast", "web"]


@pytest.mark.parametrize(
    ("text", "body", "tags"),
    [
        ("Rain tomorrow. (forecast)", "Rain tomorrow.", ("forecast",)),
        ("Rain tomorrow (forecast, web)", "Rain tomorrow.", ("forecast", "web")),
        ("Rain tomorrow. (Forecast; Web).", "Rain tomorrow.", ("forecast", "web")),
        (
            "Rain tomorrow. (sources: forecast and web)",
            "Rain tomorrow.",
            ("forecast", "web"),
        ),
        ("Rain tomorrow. (forecast, forecast)", "Rain tomorrow.", ("forecast",)),
        ("Rain tomorrow.", "Rain tomorrow.", None),
        (
            "It is 330 metres (with antennas).",
            "It is 330 metres (with antennas).",
            None,
        ),
        ("Rain (forecast) and a race (web).", "Rain and a race.", ("forecast", "web")),
        ("A race (marathon) on Sunday.", "A race (marathon) on Sunday.", None),
        ("Rain tomorrow. (news)", "Rain tomorrow.", ("news",)),
        ("", "", None),
        ("Rain tomorrow. [forecast]", "Rain tomorrow.", ("forecast",)),
        ("Rain tomorrow. [forecast, web]", "Rain tomorrow.", ("forecast", "web")),
        (
            "Rain tomorrow.\nSources: forecast, web",
            "Rain tomorrow.",
            ("forecast", "web"),
        ),
        ("Rain tomorrow. Source: forecast.", "Rain tomorrow.", ("forecast",)),
        ("Rain tomorrow [1].", "Rain tomorrow [1].", None),
        ("The open source: code.", "The open source: code.", None),
    ],
)
def test_split_attribution(text: str, body: str, tags: tuple[str, ...] | None) -> None:
    attributed = split_attribution(text, OFFERED)
    assert attributed.body == body
    assert attributed.tags == tags


@pytest.mark.parametrize(
    ("mode", "tags", "spoken"),
    [
        (SpokenAttribution.MULTIPLE, ["kiwix"], ""),
        (
            SpokenAttribution.MULTIPLE,
            ["forecast", "web"],
            "According to the weather forecast and a web search.",
        ),
        (SpokenAttribution.ALWAYS, ["kiwix"], "According to the offline encyclopedia."),
        (
            SpokenAttribution.ALWAYS,
            ["news", "web", "ha"],
            "According to the news, a web search and your home.",
        ),
        (SpokenAttribution.NEVER, ["forecast", "web"], ""),
        (SpokenAttribution.ALWAYS, [], ""),
        (SpokenAttribution.ALWAYS, ["mystery"], "According to mystery."),
    ],
)
def test_spoken_attribution(mode, tags, spoken) -> None:
    options = EngineOptions(spoken_attribution=mode)
    assert spoken_attribution(tags, options, SpokenPhrases()) == spoken


def test_translated_names_are_spoken_and_the_users_own_names_win() -> None:
    phrases = SpokenPhrases(
        attribution="Laut {sources}.",
        list_joiner=" und ",
        source_names=(("kiwix", "der Offline-Enzyklopädie"), ("web", "einer Websuche")),
    )
    always = EngineOptions(spoken_attribution=SpokenAttribution.ALWAYS)
    assert spoken_attribution(["kiwix", "web"], always, phrases) == (
        "Laut der Offline-Enzyklopädie und einer Websuche."
    )
    own = EngineOptions(
        spoken_attribution=SpokenAttribution.ALWAYS, source_names={"web": "SearXNG"}
    )
    assert spoken_attribution(["kiwix", "web"], own, phrases) == (
        "Laut der Offline-Enzyklopädie und SearXNG."
    )


@pytest.mark.parametrize(
    ("text", "body", "tags"),
    [
        ("Free entry (under-18s).", "Free entry (under-18s).", None),
        ("Open until 9 pm (Fridays).", "Open until 9 pm (Fridays).", None),
        ("Rain.\n\n**Sources:** forecast, web", "Rain.", ("forecast", "web")),
        ("Rain. (tags: forecast, web)", "Rain.", ("forecast", "web")),
        ("Rain. `(forecast)`", "Rain.", ("forecast",)),
        ("Rain. (`forecast`, `web`)", "Rain.", ("forecast", "web")),
        ("Rain. *(forecast, web)*", "Rain.", ("forecast", "web")),
        ("Rain. Source: kiwix.", "Rain.", ("kiwix",)),
        ("Rain (kiwix).", "Rain.", ("kiwix",)),
        ("Rain. (wikipedia)", "Rain.", ("wikipedia",)),
        ("Rain. (searxng)", "Rain.", ("searxng",)),
        ("Rain. (source: bbc)", "Rain.", ("bbc",)),
        ("Rain (Paris) and sun.", "Rain (Paris) and sun.", None),
    ],
)
def test_only_source_tags_are_attribution(
    text: str, body: str, tags: tuple[str, ...] | None
) -> None:
    attributed = split_attribution(text, OFFERED)
    assert attributed.body == body
    assert attributed.tags == tags


def test_every_router_tag_is_known() -> None:
    from custom_components.grounded_answers.engine.gates.attribution import KNOWN_TAGS

    for tag in ("kiwix", "wikipedia", "web", "searxng", "news", "forecast"):
        assert tag in KNOWN_TAGS
    for tag in ("uptime", "ha", "changes", "documents", "docs", "fusion"):
        assert tag in KNOWN_TAGS
