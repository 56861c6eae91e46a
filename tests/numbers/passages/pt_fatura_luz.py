"""Material: fatura_luz (pt, bill)."""

PASSAGE = {
    "language": "pt",
    "kind": "bill",
    "material": """
FATURA DE ELETRICIDADE N.º FT 2024/0418873
Cliente: Maria Helena Antunes Rocha | NIF 2******47
Local de consumo: Rua do Brasil, 112, 2.º Esq., 3030-175 Coimbra | CPE PT0002000084519273LW
Tarifário: Casa Bi-horário (ciclo diário) | Potência contratada: 6,9 kVA
Período de faturação: 15/01/2024 a 14/02/2024 (31 dias)

RESUMO
Total a pagar: 64,84 €      Data limite de pagamento: 04/03/2024
Fatura anterior: 74,90 € (paga por débito direto em 01/02/2024)

DETALHE DA FATURA
Termo fixo de potência   31 dias × 0,3389 €/dia   10,51 €
Energia – fora de vazio   183 kWh × 0,1894 €/kWh   34,66 €
Energia – vazio   104 kWh × 0,1012 €/kWh   10,52 €
Imposto Especial de Consumo   287 kWh × 0,001 €/kWh   0,29 €
Contribuição Audiovisual   2,85 €
Taxa de Exploração DGEG   0,07 €
IVA: 6 % sobre os primeiros 200 kWh e sobre o termo fixo; 23 % sobre o restante consumo.

O SEU CONSUMO
Neste período consumiu 287 kWh, menos do que no período anterior (312 kWh). No mesmo período do ano passado tinha consumido 265 kWh. O seu consumo médio diário foi de 9,3 kWh.
Horário de vazio (ciclo diário): das 22h00 às 08h00, todos os dias. Fora desse horário aplica-se o preço de fora de vazio.

Leitura real em 14/02/2024: vazio 18 462 kWh; fora de vazio 30 917 kWh.
Próxima leitura prevista entre 12/03/2024 e 16/03/2024. Comunique a sua leitura pelo 800 210 356 (chamada gratuita) ou na área de cliente.
""",
    "facts": [
        (
            "O total desta fatura de eletricidade é de {n} euros.",
            64.84,
            "euro",
            ["64,84"],
        ),
        (
            "A fatura anterior foi de {n} euros.",
            74.90,
            "euro",
            ["74,90", "74,9"],
        ),
        (
            "A Contribuição Audiovisual cobrada é de {n} euros.",
            2.85,
            "euro",
            ["2,85"],
        ),
        (
            "Pelo termo fixo de potência paga {n} euros neste período.",
            10.51,
            "euro",
            ["10,51"],
        ),
        (
            "O kWh fora de vazio custa {n} euros.",
            0.1894,
            "euro_kwh",
            ["0,1894"],
        ),
        (
            "No vazio, cada kWh custa {n} euros.",
            0.1012,
            "euro_kwh",
            ["0,1012"],
        ),
        (
            "O termo fixo custa {n} euros por dia.",
            0.3389,
            "euro_dia",
            ["0,3389"],
        ),
        (
            "Neste período de faturação consumiu {n} kWh.",
            287,
            "kwh",
            ["287"],
        ),
        (
            "No período anterior o consumo foi de {n} kWh.",
            312,
            "kwh",
            ["312"],
        ),
        (
            "Há um ano, no mesmo período, o consumo tinha sido de {n} kWh.",
            265,
            "kwh",
            ["265"],
        ),
        (
            "Em horas de vazio gastou {n} kWh.",
            104,
            "kwh",
            ["104"],
        ),
        (
            "Fora de vazio o consumo foi de {n} kWh.",
            183,
            "kwh",
            ["183"],
        ),
        (
            "Em média, gastou {n} kWh por dia.",
            9.3,
            "kwh",
            ["9,3"],
        ),
        (
            "Nos primeiros 200 kWh, o IVA aplicado é de {n}%.",
            6,
            "percent",
            ["6"],
        ),
        (
            "O restante consumo paga IVA à taxa de {n}%.",
            23,
            "percent",
            ["23"],
            {"hedge": False},
        ),
        (
            "O horário de vazio começa às {n}.",
            "22:00",
            "time",
            ["22h00", "22:00", "22h"],
        ),
        (
            "O período de vazio acaba às {n}.",
            "08:00",
            "time",
            ["08h00", "8h00", "8:00", "8h"],
        ),
        (
            "A potência contratada é de {n} kVA.",
            6.9,
            "kva",
            ["6,9"],
            {"hedge": False},
        ),
        (
            "Esta fatura cobre {n} dias.",
            31,
            "dias",
            ["31", "trinta e um"],
            {"hedge": False},
        ),
    ],
}
