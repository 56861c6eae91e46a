"""Dutch follow-up cues."""

from __future__ import annotations

from typing import Final

from .base import FollowupCues, phrases, table

DUTCH: Final = FollowupCues(
    code="nl",
    switch_openers=phrases(
        "en wat dacht je van|wat dacht je van|en hoe zit het met|hoe zit het met"
        "|en hoe is het met|hoe is het met|en wat met|wat met|en wat is er met"
        "|en voor|en bij|hetzelfde voor"
    ),
    and_openers=phrases("en ook|en|maar"),
    interrogatives=table(
        "wat wie wiens wanneer waar waarom hoe hoeveel welk welke waardoor waarmee"
    ),
    # "het" is also the article: a pronoun only before one last word or none.
    pronouns=table("het hij zij ze hem"),
    possessives=table("zijn haar hun"),
    of_word="van",
    articles=table("de het een"),
    joiners=table("van"),
    function_words=table("geweest geworden"),
    expletive_pronouns=table("het"),
    expletive_verbs=table("is was wordt regent sneeuwt"),
    complementisers=table("dat of"),
    time_words=table(
        "vandaag morgen gisteren nu vanavond nacht dag datum uur laat tijd jaar maand week weekend"
    ),
    participle=r"^(ge|ont|be|ver)\w{2,}(d|t|en)$",
    verb_final=True,
    persons=table("hij zij ze hem"),
    who=table("wie"),
    negations=table("niet nooit geen"),
    thing_prepositions=table("op van voor bij aan in"),
    object_pronouns=table("hem"),
    verb_auxiliaries=table("moet moeten kan kun kunnen mag zal zou"),
)
