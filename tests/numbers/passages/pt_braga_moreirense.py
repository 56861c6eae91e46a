"""Material: braga_moreirense (pt, news)."""

PASSAGE = {
    "language": "pt",
    "kind": "news",
    "material": """
Liga Portugal Betclic – 20.ª jornada
SC Braga 3-1 Moreirense
Estádio Municipal de Braga | Árbitro: Fábio Veríssimo (AF Leiria) | Espectadores: 18 342

O SC Braga venceu este domingo o Moreirense por 3-1, em jogo da 20.ª jornada da Primeira Liga, e subiu ao 4.º lugar da classificação, com 41 pontos, mais dois do que o Vitória SC, que só joga na segunda-feira.

O encontro arrancou às 18h00 debaixo de chuva miudinha e os minhotos entraram a pressionar alto. Ricardo Horta inaugurou o marcador aos 12 minutos, a passe de Bruma, que somou assim a sexta assistência no campeonato. O Moreirense respondeu ainda antes do intervalo: aos 38', Alanzinho aproveitou uma perda de bola de Zalazar e empatou com um remate colocado de fora da área.

Na segunda parte, a equipa de Carlos Carvalhal carregou e voltou para a frente aos 67 minutos, por Roger Fernandes, de cabeça, após cruzamento de Gabri Martínez. O Moreirense ficou reduzido a dez aos 74', com a expulsão de Marcelo por acumulação de amarelos, e El Ouazzani fechou as contas já nos descontos (90+3'), de grande penalidade.

«Foi uma vitória justa, criámos muito mais e fomos mais equipa», afirmou Carvalhal na flash interview. O Braga terminou com 63% de posse de bola e 19 remates, sete dos quais enquadrados, contra apenas 6 remates do Moreirense.

Com este resultado, os arsenalistas somam quatro vitórias consecutivas e estão a 9 pontos do líder Sporting, que tem 50. O Moreirense mantém-se no 9.º lugar, com 27 pontos. Na próxima jornada, o Braga visita o Estoril no sábado, 8 de fevereiro, às 20h30.
""",
    "facts": [
        (
            "O golo de Ricardo Horta, que abriu o marcador, surgiu aos {n} minutos.",
            12,
            "minute",
            ["12", "doze"],
        ),
        (
            "Alanzinho empatou para o Moreirense aos {n} minutos.",
            38,
            "minute",
            ["38", "trinta e oito"],
        ),
        (
            "Roger Fernandes deu nova vantagem ao Braga aos {n} minutos.",
            67,
            "minute",
            ["67", "sessenta e sete"],
        ),
        (
            "Marcelo, do Moreirense, foi expulso aos {n} minutos.",
            74,
            "minute",
            ["74", "setenta e quatro"],
        ),
        (
            "Com a vitória, o Braga passou a ter {n} pontos.",
            41,
            "pontos",
            ["41", "quarenta e um"],
        ),
        (
            "O líder Sporting tem {n} pontos.",
            50,
            "pontos",
            ["50", "cinquenta"],
        ),
        (
            "O Moreirense continua com {n} pontos.",
            27,
            "pontos",
            ["27", "vinte e sete"],
        ),
        (
            "O Braga ficou a {n} pontos do Sporting, o líder.",
            9,
            "pontos",
            ["9", "nove"],
        ),
        (
            "O Braga tem mais {n} pontos do que o Vitória SC.",
            2,
            "pontos",
            ["dois", "2"],
            {"hedge": False},
        ),
        (
            "Depois deste jogo, o Braga está no {n} lugar da tabela.",
            4,
            "ordinal",
            ["4.º", "quarto"],
        ),
        (
            "O Moreirense ocupa o {n} lugar da classificação.",
            9,
            "ordinal",
            ["9.º", "nono"],
        ),
        (
            "O jogo contou para a {n} jornada da Primeira Liga.",
            20,
            "ordinal_f",
            ["20.ª", "vigésima"],
            {"hedge": False},
        ),
        (
            "No passe para Horta, Bruma fez a sua {n} assistência no campeonato.",
            6,
            "ordinal_f",
            ["sexta", "6.ª"],
            {"hedge": False},
        ),
        (
            "O Braga fez {n} remates no jogo.",
            19,
            "remates",
            ["19", "dezanove", "dezenove"],
        ),
        (
            "Dos remates do Braga, {n} foram enquadrados.",
            7,
            "remates",
            ["sete", "7"],
        ),
        (
            "O Moreirense só conseguiu {n} remates.",
            6,
            "remates",
            ["6", "seis"],
        ),
        (
            "No final, o Braga teve {n}% de posse de bola.",
            63,
            "percent",
            ["63"],
        ),
        (
            "Assistiram ao jogo no Municipal de Braga {n} espectadores.",
            18342,
            "espectadores",
            ["18 342", "18.342", "18342"],
        ),
        (
            "O jogo com o Moreirense começou às {n}.",
            "18:00",
            "time",
            ["18h00", "18:00", "18h"],
        ),
        (
            "O Braga joga no Estoril às {n}, na próxima jornada.",
            "20:30",
            "time",
            ["20h30", "20:30"],
        ),
    ],
}
