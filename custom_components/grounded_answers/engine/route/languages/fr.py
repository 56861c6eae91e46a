"""French route cues."""

from __future__ import annotations

from typing import Final

from .base import LanguageCues, comparison, phrases, table

FRENCH: Final = LanguageCues(
    multi_hop=(
        *phrases("comparer|compare |comparez|comparaison|versus| vs | vs. "),
        *phrases("différence entre|différences entre|comment fonctionne"),
        *phrases("relation entre|lien entre|étape par étape|chronologie"),
        *phrases("avantages et inconvénients|le pour et le contre"),
    ),
    question_words=table(
        """
        qui que quoi quel quelle quels quelles lequel laquelle lesquels lesquelles
        quand où comment pourquoi combien qu'est-ce qu'est qu'y est-ce est-il
        est-elle y explique expliquez explique-moi décris décrivez dis dis-moi
        dites-moi donne-moi cite peut-on puis-je dois-je faut-il existe-t-il
        """
    ),
    question_phrases=phrases("est-ce que|dis-moi|dites-moi|y a-t-il|combien de"),
    stopwords=table(
        """
        le la les un une des du de et ou mais donc ni car à au aux en dans par
        pour sur sous avec sans chez entre vers que qui quoi quel quelle quels
        quelles lequel laquelle quand où comment pourquoi combien est sont était
        étaient sera a ont avait fait peut peuvent doit je tu il elle on nous vous
        ils elles me te se moi toi lui leur leurs mon ma mes ton ta tes son sa ses
        notre nos votre vos ce cet cette ces ne pas plus très aussi bien s'il
        stp svp dis dis-moi dites-moi explique expliquez décris qu'est-ce est-ce
        y c'est il y a-t-il est-ce qu'il
        """
    ),
    time_words=phrases(
        "aujourd'hui|ce soir|cette nuit|hier|ce matin|en ce moment|actuellement"
        "|actuel|actuelle|actuels|maintenant|dernières nouvelles|dernières"
        "|actualité|actualités|nouvelles|cette semaine|ce mois-ci|cette année"
        "|récemment|récent|récente|à l'instant"
    ),
    source_cues={
        "news": phrases(
            "actualités|actualité|nouvelles|dernières nouvelles|aujourd'hui|titres"
            "|cette semaine|hier|en ce moment"
        ),
        "documents": phrases(
            "manuel|mode d'emploi|notice|mon|ma|mes|notre|nos|lave-vaisselle"
            "|lave-linge|machine à laver|sèche-linge|four|micro-ondes|réfrigérateur"
            "|frigo|congélateur|chaudière|thermostat|pompe à chaleur|aspirateur"
            "|machine à café|cafetière|garantie|code d'erreur|détartrer|filtre"
            "|appareil|règlement intérieur|mot de passe wifi|notes"
        ),
        "web": phrases(
            "prix|coût|acheter|avis|horaires d'ouverture|site web|télécharger"
        ),
    },
    comparisons=(
        r"^(?:s'il te plaît\s+)?compar(?:e|ez|er)\s+(?P<a>.+?)\s+(?:et|avec|à|au)\s+(?P<b>.+)$",
        r"^.*?\bdifférences?\s+entre\s+(?P<a>.+?)\s+et\s+(?P<b>.+)$",
        r"^(?P<a>.+?)\s+(?:vs\.?|versus)\s+(?P<b>.+)$",
        comparison("qui|que|quel|quelle|quels|quelles|lequel|laquelle|qu'est-ce", "ou"),
    ),
    conjunctions=(" et ", " ainsi que ", "; "),
    no_split=table("entre parmi deux ni"),
    elisions=phrases("l'|d'|qu'|j'|n'|s'|c'|m'|t'|jusqu'|lorsqu'|puisqu'"),
)
