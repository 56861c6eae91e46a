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
    impersonal=table(
        "gibt gab geht ging spät uhr regnet schneit kalt warm heiß wetter sonnig windig"
    ),
    function_words=table("worden gewesen"),
    contractions=contractions("von dem>vom"),
)
