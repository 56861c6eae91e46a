"""Material: inflação e desemprego (pt, news)."""

PASSAGE = {
    "language": "pt",
    "kind": "news",
    "material": """
Inflação abranda para 2,1% em outubro. Desemprego sobe para 6,5%
Lisboa, 31 out 2024 (Lusa) – A taxa de variação homóloga do Índice de Preços no Consumidor (IPC) terá diminuído para 2,1% em outubro, face a 2,4% em setembro, de acordo com a estimativa rápida divulgada hoje pelo Instituto Nacional de Estatística (INE).

O indicador de inflação subjacente (índice total excluindo produtos alimentares não transformados e energéticos) registou uma variação de 2,5%, igual à do mês anterior. A variação dos preços dos produtos energéticos passou de -3,8% para -4,6%, enquanto o índice referente aos produtos alimentares não transformados acelerou para 3,2%, depois de 2,7% no mês precedente.

Em termos mensais, o IPC aumentou 0,6% (-0,2% em setembro e 0,5% em outubro de 2023). O Índice Harmonizado de Preços no Consumidor (IHPC), que permite comparar com os restantes países da área do euro, terá registado uma variação homóloga de 2,3%.

Também hoje, o INE divulgou que a taxa de desemprego se situou em 6,5% em setembro, mais 0,1 pontos percentuais do que em agosto. A população desempregada foi estimada em 355 800 pessoas, mais 4 300 do que no mês anterior, e a população empregada em 5 080 100. A taxa de desemprego dos jovens (16 a 24 anos) fixou-se em 20,1%, contra 19,4% em agosto.

"Os números confirmam a trajetória de desaceleração dos preços, mas o mercado de trabalho começa a dar sinais de algum arrefecimento", afirmou à Lusa o economista João Cerejeira, da Universidade do Minho.

No Boletim Económico de outubro, o Banco de Portugal projeta uma inflação média de 2,6% em 2024 e de 2,2% em 2025. Os dados definitivos do IPC de outubro serão publicados a 13 de novembro.
""",
    "facts": [
        (
            "Em outubro, a inflação homóloga abrandou para {n}%.",
            2.1,
            "percent",
            ["2,1"],
        ),
        (
            "Em setembro, a inflação homóloga medida pelo IPC tinha sido de {n}%.",
            2.4,
            "percent",
            ["2,4"],
        ),
        ("A inflação subjacente ficou em {n}% em outubro.", 2.5, "percent", ["2,5"]),
        (
            "Os preços dos alimentos não transformados subiram {n}% em outubro, em termos homólogos.",
            3.2,
            "percent",
            ["3,2"],
        ),
        (
            "Em setembro, os alimentos não transformados tinham registado uma variação de {n}%.",
            2.7,
            "percent",
            ["2,7"],
        ),
        (
            "Face a setembro, os preços subiram {n}% em outubro.",
            0.6,
            "percent",
            ["0,6"],
        ),
        (
            "Em outubro de 2023, a variação mensal do IPC foi de {n}%.",
            0.5,
            "percent",
            ["0,5"],
        ),
        (
            "O IHPC terá tido uma variação homóloga de {n}% em outubro.",
            2.3,
            "percent",
            ["2,3"],
        ),
        ("A taxa de desemprego em setembro foi de {n}%.", 6.5, "percent", ["6,5"]),
        (
            "O desemprego jovem chegou aos {n}% em setembro.",
            20.1,
            "percent",
            ["20,1"],
            {"hedged": "O desemprego jovem chegou a cerca de {n}% em setembro."},
        ),
        (
            "Em agosto, a taxa de desemprego dos jovens era de {n}%.",
            19.4,
            "percent",
            ["19,4"],
        ),
        (
            "O Banco de Portugal prevê uma inflação média de {n}% para 2024.",
            2.6,
            "percent",
            ["2,6"],
        ),
        (
            "Para 2025, o Banco de Portugal espera uma inflação de {n}%.",
            2.2,
            "percent",
            ["2,2"],
        ),
        (
            "Em setembro havia {n} pessoas desempregadas.",
            355800,
            "pessoas",
            ["355 800", "355.800", "355800"],
        ),
        (
            "Face a agosto, o número de desempregados aumentou em {n} pessoas.",
            4300,
            "pessoas",
            ["4 300", "4300", "quatro mil e trezentas"],
        ),
        (
            "A população empregada foi estimada em {n} pessoas.",
            5080100,
            "pessoas",
            ["5 080 100", "5.080.100"],
        ),
    ],
}
