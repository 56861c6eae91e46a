"""Codes the material writes two ways: there, "A7" and "A-7" are two codes.

The reader squashes a code's hyphens and spaces ("COVID-19" is "covid19"), so that an
answer writing it another way still finds it. Where the material itself writes two
codes that squash alike ("Bei A7/W35 liefert …; bei A-7/W35 sinkt …"), the way each
is written is what tells them apart, so both the material and the answer keep it.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...text.numbers import NumberMention

_KIND: Final = "name"
_SPACE: Final = re.compile(r"\s+")


def written_apart(mentions: Sequence[NumberMention]) -> frozenset[str]:
    """Return the codes the text writes in two ways that squash alike."""
    spellings: dict[str, set[str]] = {}
    for m in mentions:
        if m.kind == _KIND and isinstance(m.value, str):
            spellings.setdefault(m.value, set()).add(_written(m))
    return frozenset(code for code, ways in spellings.items() if len(ways) > 1)


def as_written(
    mentions: list[NumberMention], apart: frozenset[str]
) -> list[NumberMention]:
    """Return ``mentions`` with each code of ``apart`` valued as it is written."""
    if not apart:
        return mentions
    return [
        replace(m, value=_written(m), alternatives=())
        if m.kind == _KIND and m.value in apart
        else m
        for m in mentions
    ]


def _written(m: NumberMention) -> str:
    return _SPACE.sub("", m.text.lower())
