"""Material: propinas (pt, fees and office hours)."""

PASSAGE = {
    "language": "pt",
    "kind": "fees page",
    "material": """
Propinas e emolumentos – Ano letivo 2025/2026
Escola Superior de Tecnologia e Gestão | Serviços Académicos

Valor da propina anual
Licenciaturas (estudantes nacionais e da UE): 697 €
CTeSP – Cursos Técnicos Superiores Profissionais: 697 €
Mestrados: 1250 €
Estudante internacional – licenciatura: 3500 €
Estudante internacional – mestrado: 4000 €

Modalidades de pagamento
A propina pode ser paga de uma só vez, até 31 de outubro de 2025, ou em 10 prestações mensais de 69,70 €, vencendo a primeira a 31 de outubro e a última a 31 de julho de 2026. Os estudantes internacionais podem optar por 4 prestações trimestrais.
Taxa de inscrição: 50 € (paga no ato da matrícula, não reembolsável).
Seguro escolar: 4,50 €.
O pagamento fora de prazo implica juros de mora à taxa legal em vigor e uma taxa de 25 € por cada prestação em atraso. Com mais de 90 dias de atraso, a inscrição é suspensa e deixa de ser possível lançar notas (art.º 29.º da Lei n.º 37/2003).

Emolumentos
Certidão de matrícula – 10 €
Certidão de conclusão com classificações – 30 €
Carta de curso / diploma – 60 €
2.ª via do cartão de estudante – 15 €
Pedido de revisão de prova – 20 € (devolvido se a classificação for alterada)

Prazos
Matrículas da 1.ª fase do Concurso Nacional de Acesso: 9 a 12 de setembro de 2025.
Pedidos de pagamento em prestações: até 15 de outubro de 2025, no Portal Académico.

Horários de atendimento
Secretaria: segunda a sexta-feira, das 9h30 às 12h30 e das 14h00 às 16h30. À quarta-feira à tarde o atendimento é feito apenas por marcação.
Durante o período de matrículas: horário alargado, das 9h00 às 18h00.
Tesouraria: dias úteis, das 10h00 às 15h30.
Linha de apoio: 253 802 190 (dias úteis, das 10h00 às 12h00) | academicos@estg.exemplo.pt
""",
    "facts": [
        (
            "A propina anual das licenciaturas é de {n} euros.",
            697,
            "euro",
            ["697", "seiscentos e noventa e sete"],
        ),
        (
            "Um mestrado custa {n} euros de propina por ano.",
            1250,
            "euro",
            ["1250", "1 250", "1.250", "mil duzentos e cinquenta"],
        ),
        (
            "Um estudante internacional paga {n} euros por ano numa licenciatura.",
            3500,
            "euro",
            ["3500", "3 500", "3.500", "três mil e quinhentos"],
        ),
        (
            "Para estudantes internacionais, o mestrado custa {n} euros por ano.",
            4000,
            "euro",
            ["4000", "4 000", "4.000", "quatro mil"],
        ),
        ("Cada prestação mensal é de {n} euros.", 69.7, "euro", ["69,70"]),
        ("A taxa de inscrição custa {n} euros.", 50, "euro", ["50", "cinquenta"]),
        ("O seguro escolar custa {n} euros.", 4.5, "euro", ["4,50"]),
        (
            "Por cada prestação em atraso paga-se uma taxa de {n} euros.",
            25,
            "euro",
            ["25", "vinte e cinco"],
        ),
        ("A certidão de matrícula custa {n} euros.", 10, "euro", ["10", "dez"]),
        (
            "Uma certidão de conclusão com notas custa {n} euros.",
            30,
            "euro",
            ["30", "trinta"],
        ),
        ("A carta de curso custa {n} euros.", 60, "euro", ["60", "sessenta"]),
        (
            "A segunda via do cartão de estudante custa {n} euros.",
            15,
            "euro",
            ["15", "quinze"],
        ),
        ("O pedido de revisão de prova custa {n} euros.", 20, "euro", ["20", "vinte"]),
        (
            "A propina pode ser dividida em {n} prestações mensais.",
            10,
            "prestações",
            ["10", "dez"],
            {"hedge": False},
        ),
        (
            "Os estudantes internacionais podem pagar em {n} prestações trimestrais.",
            4,
            "prestações",
            ["4", "quatro"],
        ),
        (
            "A inscrição é suspensa ao fim de {n} dias de atraso.",
            90,
            "dias",
            ["90", "noventa"],
            {"hedge": False},
        ),
        (
            "De manhã, a secretaria abre às {n}.",
            "09:30",
            "time",
            ["9h30", "09h30", "9:30"],
        ),
        ("De manhã, a secretaria fecha às {n}.", "12:30", "time", ["12h30", "12:30"]),
        (
            "À tarde, a secretaria reabre às {n}.",
            "14:00",
            "time",
            ["14h00", "14:00", "14h"],
        ),
        (
            "Fora do período de matrículas, a secretaria encerra às {n} à tarde.",
            "16:30",
            "time",
            ["16h30", "16:30"],
        ),
        (
            "No período de matrículas, a secretaria fica aberta até às {n}.",
            "18:00",
            "time",
            ["18h00", "18:00", "18h"],
        ),
        ("A tesouraria fecha às {n}.", "15:30", "time", ["15h30", "15:30"]),
        (
            "A linha de apoio atende até às {n}.",
            "12:00",
            "time",
            ["12h00", "12:00", "12h"],
        ),
        (
            "O número da linha de apoio é o {n}.",
            "253 802 190",
            "phone",
            ["253 802 190", "253802190"],
            {"swap": False},
        ),
    ],
}
