"""Material: bacalhau com natas (pt, recipe)."""

PASSAGE = {
    "language": "pt",
    "kind": "recipe",
    "material": """
Bacalhau com natas
Preparação: 40 minutos | Forno: 25 minutos | Doses: 4 pessoas | Dificuldade: fácil

Ingredientes
600 g de bacalhau demolhado (2 postas grossas)
800 g de batatas
2 cebolas médias
2 dentes de alho
50 ml de azeite
óleo para fritar
Para o molho bechamel:
40 g de manteiga
2 colheres de sopa de farinha (cerca de 30 g)
500 ml de leite
200 ml de natas
sal, pimenta e noz-moscada q.b.
100 g de queijo ralado (opcional)

Preparação
1. Coza o bacalhau em água a ferver durante 5 minutos. Escorra, retire as peles e as espinhas e desfaça-o em lascas. Reserve a água da cozedura.
2. Descasque as batatas e corte-as em palitos finos ou em cubos de 1 cm. Frite-as em óleo bem quente (180 °C) durante cerca de 8 minutos, até ficarem douradas, e escorra sobre papel absorvente.
3. Num tacho largo, aqueça o azeite e aloure a cebola às rodelas finas e o alho picado em lume brando, durante 12 minutos, mexendo de vez em quando.
4. Junte o bacalhau, envolva e deixe apurar mais 3 minutos. Acrescente as batatas e retire do lume.
5. Para o bechamel, derreta a manteiga, junte a farinha e mexa durante 1 minuto. Adicione o leite quente aos poucos, sem parar de mexer, até engrossar. Tempere com sal, pimenta e noz-moscada e, fora do lume, incorpore metade das natas.
6. Pré-aqueça o forno a 200 °C. Misture metade do molho com o bacalhau e as batatas, deite num pirex untado (cerca de 30 × 20 cm), cubra com o restante molho e as natas que sobraram e polvilhe com o queijo.
7. Leve ao forno durante 25 minutos, até a superfície estar dourada. Deixe repousar 10 minutos antes de servir.

Dica: pode preparar o prato na véspera e guardá-lo no frigorífico; nesse caso, aumente o tempo de forno para 35 minutos.
""",
    "facts": [
        (
            "A receita leva {n} gramas de bacalhau demolhado.",
            600,
            "gramas",
            ["600", "seiscentos"],
        ),
        (
            "Para esta receita são precisos {n} g de batatas.",
            800,
            "gramas",
            ["800", "oitocentos"],
        ),
        ("O bechamel leva {n} gramas de manteiga.", 40, "gramas", ["40", "quarenta"]),
        (
            "Por cima, polvilha-se com {n} g de queijo ralado.",
            100,
            "gramas",
            ["100", "cem"],
        ),
        ("O molho leva {n} ml de leite.", 500, "ml", ["500", "quinhentos"]),
        ("Usam-se {n} ml de natas.", 200, "ml", ["200", "duzentos"]),
        ("A cebola aloura-se em {n} ml de azeite.", 50, "ml", ["50", "cinquenta"]),
        (
            "O forno deve ser pré-aquecido a {n} graus.",
            200,
            "celsius",
            ["200", "duzentos"],
        ),
        (
            "As batatas fritam-se em óleo a {n} °C.",
            180,
            "celsius",
            ["180", "cento e oitenta"],
        ),
        ("O bacalhau coze durante {n} minutos.", 5, "minutos", ["5", "cinco"]),
        (
            "A cebola e o alho alouram durante {n} minutos.",
            12,
            "minutos",
            ["12", "doze"],
        ),
        (
            "O prato vai ao forno durante {n} minutos.",
            25,
            "minutos",
            ["25", "vinte e cinco"],
        ),
        (
            "Antes de servir, o bacalhau deve repousar {n} minutos.",
            10,
            "minutos",
            ["10", "dez"],
        ),
        (
            "Se for preparado na véspera, o prato fica {n} minutos no forno.",
            35,
            "minutos",
            ["35", "trinta e cinco"],
        ),
        ("A preparação demora {n} minutos.", 40, "minutos", ["40", "quarenta"]),
        (
            "Depois de juntar o bacalhau à cebola, deixa-se apurar {n} minutos.",
            3,
            "minutos",
            ["3", "três"],
        ),
        (
            "Esta receita dá para {n} pessoas.",
            4,
            "doses",
            ["4", "quatro"],
            {"swap": False},
        ),
    ],
}
