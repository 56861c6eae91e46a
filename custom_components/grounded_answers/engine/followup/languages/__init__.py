"""Follow-up cues, one module per language (en de fr es nl it pt da), on ``base``."""

from __future__ import annotations

from typing import Final

from ...route.cues import primary_language
from .base import FollowupCues
from .da import DANISH
from .de import GERMAN
from .en import ENGLISH
from .es import SPANISH
from .fr import FRENCH
from .it import ITALIAN
from .nl import DUTCH
from .pt import PORTUGUESE

__all__ = ["CUES", "FollowupCues", "followup_cues"]

CUES: Final[dict[str, FollowupCues]] = {
    cues.code: cues
    for cues in (ENGLISH, GERMAN, FRENCH, SPANISH, DUTCH, ITALIAN, PORTUGUESE, DANISH)
}


def followup_cues(language: str) -> FollowupCues:
    """Return the follow-up cues of ``language``; English when there are none."""
    return CUES.get(primary_language(language), ENGLISH)
