"""Portuguese follow-up cues."""

from __future__ import annotations

from typing import Final

from .base import FollowupCues, contractions, phrases, table

PORTUGUESE: Final = FollowupCues(
    code="pt",
    switch_openers=phrases(
        "e quanto a|quanto a|e quanto ao|quanto ao|e quanto à|quanto à|e o que dizer de|o que dizer de|e em relação a"
        "|em relação a|e que tal|que tal|e sobre|e para|o mesmo para"
    ),
    and_openers=phrases("e também|e|mas"),
    interrogatives=table(
        "que quê quem qual quais quando onde aonde como quanto quanta quantos"
        " quantas porque porquê"
    ),
    pronouns=table("ele ela eles elas"),
    possessives=table("seu sua seus suas"),
    of_word="de",
    articles=table("o a os as um uma uns umas"),
    joiners=table("de do da dos das"),
    function_words=table("sido estado"),
    contractions=contractions(
        "de o>do|de a>da|de os>dos|de as>das|em o>no|em a>na|em os>nos|em as>nas"
    ),
    time_words=table(
        "hoje amanhã ontem agora noite dia data hora horas ano mês semana"
    ),
    object_clitics=table("o a os as"),
    clitic_hosts=table("quem quando onde como porque"),
    pro_drop=True,
    participle=r"\w{2,}(ado|ada|ados|adas|ido|ida|idos|idas|ído|ída)$",
    persons=table("ele ela"),
    who=table("quem"),
    negations=table("não nunca jamais"),
    thing_prepositions=table("em no na de do da para"),
    verb_auxiliaries=table("devo deve posso pode"),
)
