"""French follow-up cues."""

from __future__ import annotations

from typing import Final

from .base import FollowupCues, contractions, phrases, table

FRENCH: Final = FollowupCues(
    code="fr",
    switch_openers=phrases(
        "et qu'en est-il de|qu'en est-il de|et qu'en est-il du|qu'en est-il du"
        "|et qu'en est-il des|qu'en est-il des|et pour ce qui est de|et concernant"
        "|concernant|et quant à|quant à|et au sujet de|et pour|et du côté de"
        "|même question pour"
    ),
    and_openers=phrases("et aussi|et|mais"),
    interrogatives=table(
        """
        que quoi qui quel quelle quels quelles lequel laquelle lesquels lesquelles
        quand où comment pourquoi combien qu'
        """
    ),
    pronouns=table("il elle ils elles lui"),
    possessives=table("son sa ses leur leurs"),
    of_word="de",
    articles=table("le la les l' un une des du"),
    joiners=table("de du des d' à au aux"),
    function_words=table("été"),
    contractions=contractions("de le>du|de les>des"),
    expletive_pronouns=table("il"),
    expletive_verbs=table("est était sera fait faisait fera pleut neige"),
    complementisers=table("que qu'"),
    time_words=table(
        "aujourd'hui aujourd hui demain hier maintenant soir nuit jour date heure heures temps année mois semaine"
    ),
    object_clitics=table("le la l' les"),
    clitic_hosts=table("qui quand où comment pourquoi"),
    persons=table("il elle lui"),
    who=table("qui"),
    negations=table("ne n' pas jamais"),
    thing_prepositions=table("sur pour dans"),
    verb_auxiliaries=table("dois doit peux peut faut"),
)
