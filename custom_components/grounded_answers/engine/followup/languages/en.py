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
    function_words=table("been being"),
    expletive_pronouns=table("it"),
    expletive_verbs=table("is was be will isn't wasn't rain rains snow snows"),
    complementisers=table("that whether if"),
    time_words=table(
        "today tomorrow yesterday tonight now day time date hour year month week weekend morning evening night"
    ),
    persons=table("he him she her they them"),
    who=table("who whom whose"),
    negations=table("not no never isn't wasn't doesn't didn't don't won't can't"),
    thing_prepositions=table("on of for in at"),
    verb_auxiliaries=table("do does did can could should would must shall"),
)
