"""German follow-up cues."""

from __future__ import annotations

from typing import Final

from .base import FollowupCues, contractions, phrases, table

GERMAN: Final = FollowupCues(
    code="de",
    switch_openers=phrases(
        "und was ist mit|was ist mit|und wie ist es mit|wie ist es mit"
        "|und wie sieht es mit|wie sieht es mit|und wie steht es mit|wie steht es mit"
        "|und wie ist das mit|wie ist das mit|und was ist eigentlich mit|und bei"
        "|und für|dasselbe für|das gleiche für"
    ),
    and_openers=phrases("und auch|und|aber"),
    interrogatives=table(
        """
        was wer wen wem wessen wann wo woher wohin warum wieso weshalb wie wieviel
        wieviele welche welcher welches welchen welchem
        """
    ),
    pronouns=table("es er sie ihn ihm"),
    possessives=table(
        "sein seine seinen seinem seiner seines ihr ihre ihren ihrem ihrer ihres"
    ),
    of_word="von",
    articles=table("der die das den dem des ein eine einen einem einer eines"),
    joiners=table("von vom zu zur zum"),
    function_words=table("worden gewesen"),
    contractions=contractions("von dem>vom"),
    expletive_pronouns=table("es"),
    expletive_verbs=table("ist war wird wäre sei regnet schneit gibt gab geht"),
    complementisers=table("dass ob"),
    time_words=table(
        "heute morgen gestern jetzt nachts abends tag datum uhr zeit spät jahr monat woche wochenende"
    ),
    persons=table("er sie ihn ihm"),
    who=table("wer wen wem wessen"),
    negations=table("nicht nie niemals kein keine keinen keinem keiner"),
    participle=r"^(ge|ent|er|ver|be|zer)\w{2,}(t|en)$",
    verb_final=True,
    thing_prepositions=table("an am bei beim von vom für im in auf"),
    object_pronouns=table("ihn"),
    verb_auxiliaries=table(
        "muss musst müssen kann kannst können soll sollte sollen darf dürfen will möchte"
    ),
)
