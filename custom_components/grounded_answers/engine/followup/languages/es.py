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
    function_words=table("sido estado"),
    contractions=contractions("de el>del|a el>al"),
    time_words=table("hoy mañana ayer ahora noche día fecha hora horas año mes semana"),
    object_clitics=table("lo la los las le les"),
    clitic_hosts=table(
        "quién quien quiénes quienes cuándo cuando dónde donde cómo como porqué"
    ),
    pro_drop=True,
    participle=r"\w{2,}(ado|ada|ados|adas|ido|ida|idos|idas)$",
    persons=table("él ella"),
    who=table("quién quien quiénes quienes"),
    negations=table("no nunca jamás"),
    thing_prepositions=table("en de del para al"),
    verb_auxiliaries=table("debo debe puedo puede hay"),
)
