"""The model's ``(tag, tag)`` attribution: parsed off the answer, spoken back politely."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from .options import EngineOptions, SpokenAttribution

if TYPE_CHECKING:
    from collections.abc import Sequence

    from .models import SpokenPhrases

# "(kiwix)", "(forecast, web)", "(Sources: news; web)", "(news and web)", "[kiwix]" —
# a parenthetical whose items are single tag-like words. "(with antennas)" is prose,
# and "[1]" is a claim marker, not a tag (tags start with a letter).
_TAG: Final = r"[A-Za-z][A-Za-z0-9_-]*"
_LIST: Final = rf"{_TAG}(?:\s*(?:,|;|&|/|\band\b)\s*{_TAG})*"
_PAREN: Final = re.compile(
    rf"(?:\(\s*(?:sources?\s*:\s*)?(?P<tags>{_LIST})\s*\)"
    rf"|\[\s*(?:sources?\s*:\s*)?(?P<bracketed>{_LIST})\s*\])",
    re.IGNORECASE,
)
# ... or a closing "Source: kiwix" / "Sources: news, web" line or clause.
_TRAILING: Final = re.compile(
    rf"\s*(?:{_PAREN.pattern}|(?:^|(?<=[.!?\n]))\s*sources?\s*:\s*(?P<listed>{_LIST}))"
    r"\s*[.!]?\s*$",
    re.IGNORECASE,
)
_SPLIT: Final = re.compile(r"\s*(?:,|;|&|/|\band\b)\s*", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Attributed:
    """An answer body and the tags its model named (``None``: named none)."""

    body: str
    tags: tuple[str, ...] | None


def split_attribution(text: str, offered: Sequence[str]) -> Attributed:
    """Take the trailing ``(tag, …)`` off ``text``.

    Inline parentheticals made only of offered tags ("rain (forecast) and a race
    (web)") are attribution too: they are removed and their tags collected.
    """
    offered_set = {tag.lower() for tag in offered}
    tags: list[str] = []  # in order of appearance: inline ones, then the trailing one
    trailing_tags: list[str] = []
    body = text.strip()
    trailing = _TRAILING.search(body)
    if trailing:
        trailing_tags = _tags(_listed(trailing))
        body = body[: trailing.start()].rstrip()
        if body and body[-1] not in ".!?":
            body += "."

    def inline(match: re.Match[str]) -> str:
        found = _tags(_listed(match))
        if all(tag in offered_set for tag in found):
            tags.extend(found)
            return ""
        return match[0]

    body = re.sub(r"\s*" + _PAREN.pattern, inline, body, flags=re.IGNORECASE)
    body = re.sub(r"\s+([.,;!?])", r"\1", body).strip()
    unique = tuple(dict.fromkeys(tags + trailing_tags))
    return Attributed(body=body, tags=unique or None)


def _listed(match: re.Match[str]) -> str:
    """Return the tag list of whichever attribution form matched."""
    groups = match.groupdict()
    return next(
        groups[name] for name in ("tags", "bracketed", "listed") if groups.get(name)
    )


def _tags(raw: str) -> list[str]:
    return [tag.lower() for tag in _SPLIT.split(raw.strip()) if tag]


def spoken_attribution(
    tags: Sequence[str], options: EngineOptions, phrases: SpokenPhrases
) -> str:
    """Return the attribution sentence to speak after the answer, or ``""``."""
    mode = options.spoken_attribution
    if not tags or mode is SpokenAttribution.NEVER:
        return ""
    if mode is SpokenAttribution.MULTIPLE and len(tags) < 2:  # noqa: PLR2004
        return ""
    names = list(
        dict.fromkeys(
            options.source_names.get(tag) or phrases.source_name(tag) for tag in tags
        )
    )
    if len(names) == 1:
        joined = names[0]
    else:
        joined = ", ".join(names[:-1]) + phrases.list_joiner + names[-1]
    return phrases.attribution.format(sources=joined)
