"""Material: previsao (pt, weather forecast)."""

PASSAGE = {
    "language": "pt",
    "kind": "weather forecast",
    "material": """
Previsão do tempo para Portugal continental e Madeira
Atualizado a 14 de novembro de 2025, às 10h32

Situação geral: uma depressão centrada a oeste da Galiza vai provocar períodos de chuva, por vezes forte, nas regiões Norte e Centro, estendendo-se gradualmente à região Sul durante a tarde de amanhã. Descida da temperatura máxima a partir de sábado.

Avisos: aviso amarelo por precipitação para os distritos de Viana do Castelo, Braga e Porto entre as 06h00 e as 18h00 de amanhã (sábado). Aviso laranja por agitação marítima na costa ocidental a norte do Cabo Mondego, com ondas de noroeste de 5 a 6 metros.

Previsão por cidade
Porto — Hoje: chuva, por vezes forte; mín. 12 °C, máx. 17 °C. Amanhã: mín. 11 °C, máx. 15 °C. Vento de sudoeste forte (35 a 50 km/h), com rajadas até 85 km/h no litoral. Precipitação acumulada prevista: 40 mm. Probabilidade de precipitação: 95 %.
Lisboa — Hoje: céu muito nublado, aguaceiros fracos a partir da tarde; mín. 14 °C, máx. 20 °C. Amanhã: mín. 13 °C, máx. 18 °C. Vento de sudoeste moderado (20 a 30 km/h), rajadas até 60 km/h. Probabilidade de precipitação: 70 %.
Faro — Hoje: céu pouco nublado; mín. 15 °C, máx. 22 °C. Amanhã: aumento de nebulosidade; mín. 16 °C, máx. 21 °C. Vento fraco, até 15 km/h. Probabilidade de precipitação: 20 %. Índice UV: 4 (moderado).
Bragança — Hoje: chuva; mín. 6 °C, máx. 10 °C. Amanhã: mín. 3 °C, máx. 8 °C. Queda de neve acima de 1200 metros na serra de Montesinho. Probabilidade de precipitação: 90 %.
Funchal — Hoje e amanhã: períodos de céu nublado; mín. 18 °C, máx. 23 °C. Temperatura da água do mar: 21 °C.

Sol em Lisboa: nascer às 07h24, pôr às 17h21.
""",
    "facts": [
        ("Hoje a máxima no Porto é de {n} graus.", 17, "celsius", ["17", "dezassete"]),
        (
            "Amanhã a mínima no Porto desce para {n} graus.",
            11,
            "celsius",
            ["11", "onze"],
        ),
        (
            "Em Lisboa a temperatura máxima de hoje será de {n} graus.",
            20,
            "celsius",
            ["20"],
        ),
        ("Hoje a mínima em Lisboa é de {n} graus.", 14, "celsius", ["14", "catorze"]),
        (
            "Amanhã Lisboa terá uma máxima de {n} graus.",
            18,
            "celsius",
            ["18", "dezoito"],
        ),
        (
            "Em Faro a máxima de hoje é de {n} graus.",
            22,
            "celsius",
            ["22", "vinte e dois"],
        ),
        (
            "Amanhã a mínima em Faro será de {n} graus.",
            16,
            "celsius",
            ["16", "dezasseis"],
        ),
        ("Em Bragança a máxima de hoje é de {n} graus.", 10, "celsius", ["10", "dez"]),
        ("Amanhã a mínima em Bragança será de {n} graus.", 3, "celsius", ["3", "três"]),
        (
            "No Funchal a máxima será de {n} graus.",
            23,
            "celsius",
            ["23", "vinte e três"],
        ),
        (
            "No Porto as rajadas podem chegar aos {n} km/h.",
            85,
            "km/h",
            ["85"],
            {"hedged": "No Porto as rajadas podem chegar a cerca de {n} km/h."},
        ),
        ("Em Lisboa as rajadas vão até {n} km/h.", 60, "km/h", ["60"]),
        (
            "Em Faro o vento não passa dos {n} km/h.",
            15,
            "km/h",
            ["15"],
            {"hedge": False},
        ),
        ("A probabilidade de chuva no Porto é de {n} %.", 95, "percent", ["95"]),
        (
            "Em Lisboa a probabilidade de precipitação é de {n} %.",
            70,
            "percent",
            ["70"],
        ),
        ("Em Faro há {n} % de probabilidade de chuva.", 20, "percent", ["20"]),
        (
            "Em Bragança a probabilidade de precipitação é de {n} %.",
            90,
            "percent",
            ["90"],
        ),
        ("No Porto estão previstos {n} mm de chuva.", 40, "mm", ["40", "quarenta"]),
        (
            "Vai nevar acima dos {n} metros na serra de Montesinho.",
            1200,
            "metros",
            ["1200", "1 200", "mil e duzentos"],
            {"hedge": False},
        ),
        (
            "Na costa ocidental as ondas podem atingir {n} metros.",
            6,
            "metros",
            ["6", "seis"],
        ),
        (
            "O aviso amarelo por chuva começa amanhã às {n}.",
            "06:00",
            "time",
            ["06h00", "6h00", "6:00", "06:00"],
        ),
        (
            "O aviso amarelo para o Porto termina às {n}.",
            "18:00",
            "time",
            ["18h00", "18:00", "18h"],
        ),
        ("Em Lisboa o sol nasce às {n}.", "07:24", "time", ["07h24", "7h24", "7:24"]),
        ("O pôr do sol em Lisboa é às {n}.", "17:21", "time", ["17h21", "17:21"]),
        (
            "A água do mar no Funchal está a {n} graus.",
            21,
            "celsius",
            ["21", "vinte e um"],
        ),
    ],
}
