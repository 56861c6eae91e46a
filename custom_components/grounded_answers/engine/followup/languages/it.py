"""Italian follow-up cues."""

from __future__ import annotations

from typing import Final

from .base import FollowupCues, contractions, phrases, table

ITALIAN: Final = FollowupCues(
    code="it",
    switch_openers=phrases(
        "e per quanto riguarda|per quanto riguarda|e che mi dici di|che mi dici di"
        "|e che dire di|che dire di|e riguardo a|riguardo a|e quanto a|quanto a"
        "|e invece|e per|lo stesso per|che mi dici del|che mi dici della"
        "|e che mi dici del|e che mi dici della|e riguardo al|riguardo al"
    ),
    and_openers=phrases("e anche|e|ed|ma"),
    interrogatives=table(
        "che cosa cos chi quale quali quando dove come quanto quanta quanti quante"
        " perché perche"
    ),
    pronouns=table("lui lei esso essa"),
    possessives=table("suo sua suoi sue"),
    of_word="di",
    articles=table("il lo la i gli le l' un uno una un'"),
    joiners=table("di del della dei degli delle dello dell'"),
    function_words=table("stata stato stati state"),
    contractions=contractions(
        "di il>del|di lo>dello|di la>della|di i>dei|di gli>degli|di le>delle"
        "|di l'>dell'|su il>sul|su lo>sullo|su la>sulla|su l'>sull'"
        "|in il>nel|in la>nella|in l'>nell'"
    ),
    time_words=table(
        "oggi domani ieri adesso ora stasera notte giorno data ore anno mese settimana"
    ),
    object_clitics=table("lo la l' li le"),
    clitic_hosts=table("chi quando dove come perché perche"),
    pro_drop=True,
    participle=r"\w{2,}(ato|ata|ati|ate|uto|uta|uti|ute|ito|ita|iti|ite)$",
    persons=table("lui lei"),
    who=table("chi"),
    negations=table("non mai"),
    thing_prepositions=table(
        "su sul sulla sullo sull' di del della per in nel nella nell'"
    ),
    verb_auxiliaries=table("devo deve posso può"),
)
