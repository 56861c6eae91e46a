"""Spanish follow-up cues."""

from __future__ import annotations

from typing import Final

from .base import FollowupCues, contractions, phrases, table

SPANISH: Final = FollowupCues(
    code="es",
    switch_openers=phrases(
        "y qué hay de|qué hay de|y qué hay del|qué hay del|y qué tal|qué tal|y qué pasa con|qué pasa con"
        "|y respecto a|respecto a|y en cuanto a|en cuanto a|y sobre|y con|y para"
        "|lo mismo para|y lo mismo con"
    ),
    and_openers=phrases("y también|y|e|pero"),
    interrogatives=table(
        """
        qué que quién quien quiénes quienes cuál cual cuáles cuales cuándo cuando
        dónde donde adónde cómo como cuánto cuanto cuánta cuántos cuántas porqué
        """
    ),
    pronouns=table("él ella ellos ellas"),
    possessives=table("su sus"),
    of_word="de",
    articles=table("el la los las un una unos unas lo"),
    joiners=table("de del"),
    impersonal=table("hora horas llueve nieva frío calor tiempo tarde"),
    function_words=table("sido estado"),
    contractions=contractions("de el>del|a el>al"),
)
