"""Pre-flight: the cheap rules that decide whether a model is asked at all."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from ..sources_registry import is_prose

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from ..types import Section

# The one list that decides what "looks empty": a backend's apology or "not
# configured" prose is not material. Mnemolis' list, plus the plain phrasings other
# routers and our own sources use, in two kinds:
# - unambiguous configuration/transport failures, empty wherever they appear;
ANYWHERE_PHRASES: Final = (
    "not configured",
    "not yet implemented",
    "error reaching",
    "error fetching",
    "could not connect",
)
# - phrases real material also uses ("Nextcloud: DOWN (error: timed out)", "no
#   results will be announced before Friday"): empty only where a backend's apology
#   puts them, at the start of the text or of a line.
LINE_START_PHRASES: Final = (
    "no results found",
    "no recent articles",
    "could not fetch",
    "no books available",
    "could not determine",
    "unknown source",
    "error:",
    "no sufficiently relevant results",
    "no monitors found",
    "unable to retrieve",
    "no valid sources",
    "no results returned",
    "no entity states returned",
    "no matching entities found",
    "no significant changes",
    "nothing found",
    "no results",
    "no matches",
    "no information found",
    "no documents matched",
    "could not",
)
_ANYWHERE: Final = re.compile(
    "|".join(re.escape(phrase) for phrase in ANYWHERE_PHRASES), re.IGNORECASE
)
_LINE_START: Final = re.compile(
    r"^[\s>*_#\u2022-]*(?:(?:sorry|unfortunately|oops)\W+)?"
    r"(?:" + "|".join(re.escape(phrase) for phrase in LINE_START_PHRASES) + r"|"
    r"no\s+(?:[\w'-]+\s+){1,3}found\b)",
    re.IGNORECASE | re.MULTILINE,
)
# Material this long is substantial even if it mentions "no results" in passing.
_SUBSTANTIAL_CHARS: Final = 400


def looks_empty(text: str) -> bool:
    """Return True when router text carries no material.

    Bold markup means real items (Mnemolis bolds every title); otherwise short text
    holding a failure phrase is empty: a configuration or connection failure
    anywhere, an apology ("No results found …", "Error: …") only at the start of the
    text or of a line.
    """
    stripped = text.strip()
    if not stripped:
        return True
    if "**" in stripped:
        return False
    if len(stripped) >= _SUBSTANTIAL_CHARS:
        return False
    return bool(_ANYWHERE.search(stripped) or _LINE_START.search(stripped))


def material_sections(sections: Sequence[Section]) -> list[Section]:
    """Return the sections that carry material (empty-looking ones dropped)."""
    return [section for section in sections if not looks_empty(section.body)]


@dataclass(frozen=True, slots=True)
class PreflightInput:
    """What the pre-flight rules look at."""

    enabled: bool
    configured: bool
    sections: Sequence[Section]
    source_used: str
    min_input_chars: int
    needs_model: bool = True  # False: the path classifier chose the search route


def _too_short(facts: PreflightInput) -> bool:
    return sum(len(section.body) for section in facts.sections) < facts.min_input_chars


# The skip rules in the design's order: the first that holds names the reason.
# "Nothing found" comes right after the user's own switch: it is what the user
# hears whatever the model's settings or the route, so its reason is
# ``empty_result`` with or without a model.
SKIP_RULES: Final[tuple[tuple[str, Callable[[PreflightInput], bool]], ...]] = (
    ("disabled", lambda facts: not facts.enabled),
    ("empty_result", lambda facts: not facts.sections),
    ("search_route", lambda facts: not facts.needs_model),
    ("llm_unconfigured", lambda facts: not facts.configured),
    ("input_too_short", _too_short),
    ("changes_prose", lambda facts: is_prose(facts.source_used)),
)


def preflight_skip(facts: PreflightInput) -> str | None:
    """Return the skip reason, in the design's order, or None to synthesize."""
    return next((reason for reason, holds in SKIP_RULES if holds(facts)), None)
