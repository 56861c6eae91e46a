"""Danish follow-up cues."""

from __future__ import annotations

from typing import Final

from .base import FollowupCues, phrases, table

DANISH: Final = FollowupCues(
    code="da",
    switch_openers=phrases(
        "og hvad så med|hvad så med|og hvad med|hvad med|og hvordan med|hvordan med"
        "|og hvordan er det med|hvordan er det med|og for|og ved|det samme for"
    ),
    and_openers=phrases("og også|og|men"),
    interrogatives=table(
        "hvad hvem hvilken hvilket hvilke hvornår hvor hvorfor hvordan"
    ),
    pronouns=table("den det han hun de dem ham hende"),
    possessives=table("dens dets hans hendes deres"),
    of_word="af",
    articles=table("en et den det de"),
    joiners=table("af"),
    function_words=table("blevet været"),
    expletive_pronouns=table("det"),
    expletive_verbs=table("er var bliver blev regner sner"),
    complementisers=table("at om"),
    time_words=table(
        "i dag morgen i morgen i går nu aften nat dag dato klokken tid år måned uge weekend"
    ),
    persons=table("han hun ham hende"),
    who=table("hvem"),
    negations=table("ikke aldrig ingen"),
    thing_prepositions=table("på af til for i ved"),
    verb_auxiliaries=table("skal kan må bør vil"),
)
