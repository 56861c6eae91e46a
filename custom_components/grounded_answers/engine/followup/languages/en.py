"""English follow-up cues: the reference table."""

from __future__ import annotations

from typing import Final

from .base import FollowupCues, phrases, table

ENGLISH: Final = FollowupCues(
    code="en",
    switch_openers=phrases(
        "and what about|what about|and how about|how about|and what of|what of"
        "|and the same for|the same for|same for|and for"
    ),
    and_openers=phrases("and also|and|but"),
    interrogatives=table(
        "what which who whom whose when where why how whats what's how's"
    ),
    pronouns=table("it they them he him she"),
    possessives=table("its their his her"),
    of_word="of",
    of_article="the",
    articles=table("the a an"),
    joiners=table("of"),
    impersonal=table(
        "time late early weather rain raining snow snowing sunny cloudy windy cold warm hot"
        " o'clock outside"
    ),
    function_words=table("been being"),
)
