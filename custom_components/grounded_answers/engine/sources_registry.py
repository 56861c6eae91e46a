"""
Every source tag a router may name, and what the engine knows about each.

One row per tag: how long an answer grounded in it may be reused (the TTL a
Mnemolis router gives its results), its spoken name in English and the translation
key of that name (``exceptions.<key>.message``), the label of its fusion header,
whether its text is already prose written for speech, whether it is encyclopedic,
whether it answers from this machine (asked for every question),
whether its items are worth their link and date, whether a Mnemolis router offers
it, and whether the model may name it as attribution. The tables the stages read
(TTLs, spoken names, known tags, ...) are derived from these rows, so a new source
is one row here.

Tags are lower-case; the functions fold case.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

EM_DASH: Final = "\u2014"
_ENCYCLOPEDIC_LABEL: Final = (
    f"ENCYCLOPEDIC KNOWLEDGE {EM_DASH} UNRELATED TO OTHER SECTIONS BELOW"
)
# How long an answer grounded in a tag not listed here may be reused.
UNKNOWN_SOURCE_TTL: Final = 600.0


@dataclass(frozen=True, slots=True)
class SourceTag:
    """What the engine knows about one source tag."""

    tag: str
    ttl: float  # seconds an answer grounded in this source's material may be reused
    spoken_name: str | None = None  # English: "According to {spoken_name}."
    name_key: str | None = None  # translation of the spoken name (exceptions.<key>)
    header_label: str | None = None  # "[TAG — LABEL]" of a fusion section
    prose: bool = False  # already prose written for speech: no model needed
    encyclopedic: bool = False  # the default choice of a question without cues
    # Answers from this machine in milliseconds: asked for every question, beside
    # whatever remote source the cues pick (the household's documents).
    local: bool = False
    links: bool = False  # its items are worth their link and date (not an article's)
    mnemolis: bool = False  # a Mnemolis router offers it as a ``source``
    attribution: bool = True  # a model may name it: "(kiwix, web)" is attribution


# In this order: the encyclopedic sources in order of preference (offline first), and
# a Mnemolis router's sources in the order its "Unknown source" answer lists them.
_ROWS: Final = (
    SourceTag(
        "kiwix",
        ttl=86400,
        spoken_name="the offline encyclopedia",
        name_key="source_kiwix",
        header_label=_ENCYCLOPEDIC_LABEL,
        encyclopedic=True,
        mnemolis=True,
    ),
    SourceTag(
        "wikipedia",
        ttl=86400,
        spoken_name="Wikipedia",
        name_key="source_wikipedia",
        header_label=_ENCYCLOPEDIC_LABEL,
        encyclopedic=True,
    ),
    SourceTag(
        "forecast",
        ttl=1800,
        spoken_name="the weather forecast",
        name_key="source_forecast",
        header_label="WEATHER FORECAST FOR YOUR CONFIGURED HOME LOCATION",
        mnemolis=True,
    ),
    SourceTag(
        "news",
        ttl=900,
        spoken_name="the news",
        name_key="source_news",
        header_label=(
            f"RECENT NEWS HEADLINES {EM_DASH} GENERAL, NOT LOCATION-SPECIFIC UNLESS STATED"
        ),
        links=True,
        mnemolis=True,
    ),
    SourceTag(
        "web",
        ttl=3600,
        spoken_name="a web search",
        name_key="source_web",
        header_label="LIVE WEB SEARCH RESULTS",
        links=True,
        mnemolis=True,
    ),
    SourceTag(
        "searxng",
        ttl=3600,
        spoken_name="a web search",
        name_key="source_searxng",
    ),
    SourceTag(
        "uptime",
        ttl=60,
        spoken_name="your service monitor",
        name_key="source_uptime",
        header_label="YOUR HOMELAB SERVICE STATUS",
        mnemolis=True,
    ),
    SourceTag(
        "ha",
        ttl=30,
        spoken_name="your home",
        name_key="source_ha",
        header_label="YOUR HOME ASSISTANT ENTITY STATES",
        mnemolis=True,
    ),
    SourceTag(
        "changes",
        ttl=120,
        spoken_name="recent changes",
        name_key="source_changes",
        header_label="DETECTED CHANGES SINCE LAST SNAPSHOT",
        prose=True,
        mnemolis=True,
    ),
    SourceTag(
        "documents",
        ttl=3600,
        spoken_name="your documents",
        name_key="source_documents",
        header_label="YOUR OWN DOCUMENTS",
        local=True,
    ),
    # The built-in router's alias of "documents", as a model may write it.
    SourceTag(
        "docs",
        ttl=3600,
        spoken_name="your documents",
        name_key="source_documents",
        local=True,
    ),
    # Several sources' sections: lives as long as its shortest-lived section allows.
    SourceTag("fusion", ttl=1800),
)

SOURCES: Final[dict[str, SourceTag]] = {row.tag: row for row in _ROWS}

# -- the tables the stages read -------------------------------------------------------

# Every tag a model may name: a parenthetical of these is attribution, not prose.
KNOWN_TAGS: Final = frozenset(row.tag for row in _ROWS if row.attribution)
# Encyclopedic sources in order of preference (offline first).
ENCYCLOPEDIC: Final = tuple(row.tag for row in _ROWS if row.encyclopedic)
# Sources on this machine, asked for every question the router chooses sources for.
LOCAL_SOURCES: Final = frozenset(row.tag for row in _ROWS if row.local)
# Sources whose text is already prose written for speech.
PROSE_SOURCES: Final = frozenset(row.tag for row in _ROWS if row.prose)
# Sources whose items are worth their link and date.
LINK_SOURCES: Final = frozenset(row.tag for row in _ROWS if row.links)
# The sources a Mnemolis router offers, in the order it lists them.
MNEMOLIS_SOURCES: Final = tuple(row.tag for row in _ROWS if row.mnemolis)
# Spoken names in English, as ``SpokenPhrases.source_names`` holds them.
ENGLISH_SOURCE_NAMES: Final[tuple[tuple[str, str], ...]] = tuple(
    (row.tag, row.spoken_name) for row in _ROWS if row.spoken_name is not None
)
# Tag -> translation key of its spoken name.
SOURCE_NAME_KEYS: Final[dict[str, str]] = {
    row.tag: row.name_key for row in _ROWS if row.name_key is not None
}
# Tag -> the label of its fusion header (a Mnemolis router's labels).
HEADER_LABELS: Final[dict[str, str]] = {
    row.tag: row.header_label for row in _ROWS if row.header_label is not None
}


def source_tag(tag: str) -> SourceTag | None:
    """Return what is known about ``tag``, or None for a tag not listed."""
    return SOURCES.get(tag.lower())


def ttl_for(tag: str) -> float:
    """Return how long an answer grounded in ``tag``'s material may be reused."""
    row = source_tag(tag)
    return UNKNOWN_SOURCE_TTL if row is None else row.ttl


def is_prose(tag: str) -> bool:
    """Return whether ``tag``'s text is already prose written for speech."""
    return tag.lower() in PROSE_SOURCES
