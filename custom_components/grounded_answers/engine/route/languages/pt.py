"""Portuguese route cues (European and Brazilian spellings)."""

from __future__ import annotations

from typing import Final

from .base import LanguageCues, comparison, phrases, table

PORTUGUESE: Final = LanguageCues(
    multi_hop=(
        *phrases("compare |comparar|compara |comparação|versus| vs | vs. "),
        *phrases("diferença entre|diferenças entre|como funciona|relação entre"),
        *phrases("passo a passo|cronologia|prós e contras|vantagens e desvantagens"),
    ),
    question_words=table(
        """
        que quê quem qual quais quando onde aonde como porque porquê quanto quanta
        quantos quantas explique explica descreva descreve diga diz diga-me
        diz-me conte é são era foi há posso pode devo deveria existe está
        """
    ),
    question_phrases=phrases("o que|por que|por quê|diga-me|diz-me|devo|deveria"),
    stopwords=table(
        """
        o a os as um uma uns umas e ou mas nem de do da dos das em no na nos nas
        num numa por pelo pela pelos pelas para com sem sobre entre até desde ao aos
        à às que quê quem qual quais quando onde como porque porquê quanto quanta
        quantos quantas é são era eram foi foram será tem têm tinha há está estão
        pode podem devo deve eu tu ele ela você nós eles elas vocês me te se nos lhe
        lhes meu minha meus minhas seu sua seus suas nosso nossa este esta estes
        estas esse essa isso isto aquele aquela não sim muito mais também já
        por favor diga diz explique explica descreva diga-me diz-me
        """
    ),
    time_words=phrases(
        "hoje|hoje à noite|esta noite|ontem|esta manhã|hoje de manhã|agora"
        "|agora mesmo|neste momento|no momento|atualmente|actualmente|atual|actual"
        "|atuais|últimas notícias|notícias|manchetes|esta semana|este mês|este ano"
        "|recentemente|recente|recentes"
    ),
    source_cues={
        "news": phrases(
            "notícias|últimas notícias|manchetes|hoje|esta semana|ontem|atualidade"
        ),
        "documents": phrases(
            "manual|instruções|meu|minha|meus|minhas|nosso|nossa|lava-louças"
            "|lava-louça|lava-loiça|máquina de lavar louça|máquina de lavar loiça"
            "|máquina de lavar|secadora|forno|micro-ondas|geladeira|frigorífico"
            "|congelador|caldeira|esquentador|termostato|bomba de calor|aspirador"
            "|máquina de café|cafeteira|garantia|código de erro|descalcificar"
            "|descalcificação|filtro|aparelho|eletrodoméstico|regras da casa"
            "|senha do wifi|notas"
        ),
        "web": phrases(
            "preço|preços|custo|custa|comprar|avaliações|horário de funcionamento"
            "|site|baixar|descarregar"
        ),
    },
    comparisons=(
        r"^(?:por favor\s+)?compar(?:e|a|ar)\s+(?P<a>.+?)\s+(?:e|com)\s+(?P<b>.+)$",
        r"^.*?\bdiferenças?\s+entre\s+(?P<a>.+?)\s+e\s+(?P<b>.+)$",
        r"^(?P<a>.+?)\s+(?:vs\.?|versus)\s+(?P<b>.+)$",
        comparison(r"o\s+que|que|quem|qual|quais", "ou"),
    ),
    conjunctions=(" e ", "; "),
    no_split=table("entre ambos ambas nem tanto"),
)
