"""Material: barreiro_ferry (pt, timetable)."""

PASSAGE = {
    "language": "pt",
    "kind": "timetable",
    "material": """
Ligação fluvial Barreiro ↔ Terreiro do Paço
Horários em vigor a partir de 2 de janeiro de 2025

Duração da travessia: 22 minutos (navios catamarã). Em dias de nevoeiro ou maré muito baixa a viagem pode demorar mais.

Dias úteis
Partidas do Barreiro: primeira às 5h15, última à 1h30. Entre as 6h30 e as 9h30 há barcos de 10 em 10 minutos; no resto do dia, de 20 em 20 minutos.
Partidas do Terreiro do Paço: primeira às 5h45, última às 2h00.

Sábados
Partidas do Barreiro entre as 6h10 e as 0h40, de 30 em 30 minutos.

Domingos e feriados
Partidas do Barreiro entre as 7h05 e as 0h40, de 45 em 45 minutos. Nos dias 24 e 31 de dezembro a última partida de cada margem é às 21h00.

Tarifário
Bilhete ocasional (ida): 2,85 €
Viagem carregada em cartão Navegante Ocasional / Viva Viagem: 2,55 €
Crianças dos 4 aos 12 anos: 1,45 € (até aos 3 anos viajam grátis)
Passe Navegante Metropolitano: 40,00 €/mês
Passe Navegante +65 e Sub23: 20,00 €/mês
O transporte de bicicletas é gratuito, exceto nos dias úteis entre as 7h00 e as 9h30 no sentido Barreiro → Lisboa.

Bilheteiras: Barreiro, todos os dias das 4h50 às 1h35; Terreiro do Paço, das 5h20 às 2h05. Linha de apoio ao cliente: 808 203 050 (dias úteis, 8h00–20h00).
""",
    "facts": [
        (
            "A travessia entre o Barreiro e o Terreiro do Paço demora {n} minutos.",
            22,
            "minutos",
            ["22", "vinte e dois"],
        ),
        (
            "Nos dias úteis, entre as 6h30 e as 9h30, há um barco a cada {n} minutos.",
            10,
            "minutos",
            ["10", "dez"],
            {
                "hedged": "Nos dias úteis, entre as 6h30 e as 9h30, há um barco mais ou menos a cada {n} minutos."
            },
        ),
        (
            "No resto do dia, nos dias úteis, os barcos saem de {n} em {n} minutos.",
            20,
            "minutos",
            ["20", "vinte"],
            {
                "hedged": "No resto do dia, nos dias úteis, os barcos saem aproximadamente a cada {n} minutos."
            },
        ),
        (
            "Aos sábados há partidas do Barreiro a cada {n} minutos.",
            30,
            "minutos",
            ["30", "trinta"],
            {
                "hedged": "Aos sábados há partidas do Barreiro aproximadamente a cada {n} minutos."
            },
        ),
        (
            "Aos domingos e feriados o barco parte do Barreiro a cada {n} minutos.",
            45,
            "minutos",
            ["45", "quarenta e cinco"],
            {
                "hedged": "Aos domingos e feriados o barco parte do Barreiro mais ou menos a cada {n} minutos."
            },
        ),
        (
            "Nos dias úteis, o primeiro barco sai do Barreiro às {n}.",
            "05:15",
            "time",
            ["5h15", "5:15", "05h15"],
        ),
        (
            "O último barco dos dias úteis parte do Barreiro à {n}.",
            "01:30",
            "time",
            ["1h30", "1:30", "01h30"],
        ),
        (
            "Nos dias úteis, a primeira partida do Terreiro do Paço é às {n}.",
            "05:45",
            "time",
            ["5h45", "5:45", "05h45"],
        ),
        (
            "A última ligação do Terreiro do Paço nos dias úteis sai às {n}.",
            "02:00",
            "time",
            ["2h00", "2h", "2:00", "02h00"],
        ),
        (
            "Ao sábado, o primeiro barco do Barreiro parte às {n}.",
            "06:10",
            "time",
            ["6h10", "6:10", "06h10"],
        ),
        (
            "Aos domingos e feriados, a primeira partida do Barreiro é às {n}.",
            "07:05",
            "time",
            ["7h05", "7:05", "07h05"],
        ),
        (
            "Na véspera de Natal e de Ano Novo, o último barco sai às {n}.",
            "21:00",
            "time",
            ["21h00", "21h", "21:00"],
        ),
        (
            "A bilheteira do Barreiro abre às {n}.",
            "04:50",
            "time",
            ["4h50", "4:50", "04h50"],
        ),
        (
            "Um bilhete ocasional de ida custa {n} euros.",
            2.85,
            "euro",
            ["2,85"],
        ),
        (
            "Com o cartão Navegante Ocasional, a viagem fica por {n} euros.",
            2.55,
            "euro",
            ["2,55"],
        ),
        (
            "O bilhete para crianças dos 4 aos 12 anos custa {n} euros.",
            1.45,
            "euro",
            ["1,45"],
        ),
        (
            "O passe Navegante Metropolitano custa {n} euros por mês.",
            40,
            "euro",
            ["40,00", "40", "quarenta"],
        ),
        (
            "O passe Navegante +65 custa {n} euros por mês.",
            20,
            "euro",
            ["20,00", "20", "vinte"],
        ),
    ],
}
