"""The model's ``(tag, tag)`` attribution: parsed off the answer, spoken back politely."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from ..options import EngineOptions, SpokenAttribution

# Every tag a router may name (the sources registry's). A parenthetical is attribution
# only when its items are tags (offered ones or these): "(forecast, web)" is,
# "(under-18s)" and "(Fridays)" are prose. A labelled list ("Sources: …", "(tags: …)")
# is attribution either way.
from ..sources_registry import KNOWN_TAGS

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ..types import SpokenPhrases

# Accepted forms: a parenthesis or bracket around tags, optionally labelled
# ("Sources:", "tags:"), joined by commas, semicolons or "and", with markdown
# (bold, backticks) around the whole or the items; the items are single tag-like
# words. "[1]" is a claim marker, not a tag (tags start with a letter).
_MD: Final = r"[*_`]*"
_TAG: Final = rf"{_MD}[A-Za-z][A-Za-z0-9_-]*{_MD}"
_LIST: Final = rf"{_TAG}(?:\s*(?:,|;|&|/|\band\b)\s*{_TAG})*"
_LABEL: Final = rf"{_MD}(?:sources?|tags?|citations?|cited)\s*{_MD}\s*:\s*{_MD}\s*"
_PAREN: Final = re.compile(
    rf"(?:{_MD}\(\s*(?:{_LABEL})?(?P<tags>{_LIST})\s*\){_MD}"
    rf"|{_MD}\[\s*(?:{_LABEL})?(?P<bracketed>{_LIST})\s*\]{_MD})",
    re.IGNORECASE,
)
# ... or a closing "Source: kiwix" / "**Sources:** news, web" line or clause.
_TRAILING: Final = re.compile(
    rf"\s*(?:{_PAREN.pattern}|(?:^|(?<=[.!?\n]))\s*(?:{_LABEL})(?P<listed>{_LIST}))"
    rf"\s*[.!]?{_MD}\s*$",
    re.IGNORECASE,
)
_LABELLED: Final = re.compile(rf"^\W*{_LABEL}", re.IGNORECASE)
_SPLIT: Final = re.compile(r"\s*(?:,|;|&|/|\band\b)\s*", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Attributed:
    """An answer body and the tags its model named (``None``: named none)."""

    body: str
    tags: tuple[str, ...] | None


def split_attribution(text: str, offered: Sequence[str]) -> Attributed:
    """Take the trailing ``(tag, …)`` off ``text``.

    Inline parentheticals made only of tags ("rain (forecast) and a race (web)") are
    attribution too: they are removed and their tags collected.
    """
    known = KNOWN_TAGS | {tag.lower() for tag in offered}
    tags: list[str] = []  # in order of appearance: inline ones, then the trailing one
    trailing_tags: list[str] = []
    body = text.strip()
    trailing = _TRAILING.search(body)
    if trailing and _is_attribution(trailing, known):
        trailing_tags = _tags(_listed(trailing))
        body = body[: trailing.start()].rstrip()
        if body and body[-1] not in ".!?":
            body += "."

    def inline(match: re.Match[str]) -> str:
        if _is_attribution(match, known):
            tags.extend(_tags(_listed(match)))
            return ""
        return match[0]

    body = re.sub(r"\s*" + _PAREN.pattern, inline, body, flags=re.IGNORECASE)
    body = re.sub(r"\s+([.,;!?])", r"\1", body).strip()
    unique = tuple(dict.fromkeys(tags + trailing_tags))
    return Attributed(body=body, tags=unique or None)


def _is_attribution(match: re.Match[str], known: set[str] | frozenset[str]) -> bool:
    """Labelled lists always are; bare ones only when every item is a tag."""
    if _LABELLED.match(match[0].lstrip(" \t\n([")):
        return True
    return all(tag in known for tag in _tags(_listed(match)))


def _listed(match: re.Match[str]) -> str:
    """Return the tag list of whichever attribution form matched."""
    groups = match.groupdict()
    return next(
        groups[name] for name in ("tags", "bracketed", "listed") if groups.get(name)
    )


def _tags(raw: str) -> list[str]:
    items = (item.strip("*_`").lower() for item in _SPLIT.split(raw.strip()))
    return [item for item in items if item]


@dataclass(frozen=True, slots=True, eq=False)
class SpokenSources:
    """How one request speaks its sources: the attribution sentence, and each name.

    Called with tags, it is ``spoken_attribution`` (the gate context's callable); its
    ``name`` is the spoken name of one tag, as the prompt offers it to the model and
    as a disagreement's sources are recognised in the answer.
    """

    options: EngineOptions
    phrases: SpokenPhrases

    def __call__(self, tags: Sequence[str]) -> str:
        """Return the attribution sentence to speak after the answer, or ``""``."""
        return spoken_attribution(tags, self.options, self.phrases)

    def name(self, tag: str) -> str:
        """Return the spoken name of ``tag`` (the options' own name first)."""
        return source_name(tag, self.options, self.phrases)


def source_name(tag: str, options: EngineOptions, phrases: SpokenPhrases) -> str:
    """Return the spoken name of ``tag``: the options' own, else the translated one."""
    return options.source_names.get(tag) or phrases.source_name(tag)


def spoken_attribution(
    tags: Sequence[str], options: EngineOptions, phrases: SpokenPhrases
) -> str:
    """Return the attribution sentence to speak after the answer, or ``""``."""
    mode = options.spoken_attribution
    if not tags or mode is SpokenAttribution.NEVER:
        return ""
    if mode is SpokenAttribution.MULTIPLE and len(tags) < 2:  # noqa: PLR2004
        return ""
    names = list(dict.fromkeys(source_name(tag, options, phrases) for tag in tags))
    if len(names) == 1:
        joined = names[0]
    else:
        joined = ", ".join(names[:-1]) + phrases.list_joiner + names[-1]
    return phrases.attribution.format(sources=joined)
