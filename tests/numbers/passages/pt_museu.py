"""Material: museu, horário e bilhetes (pt, opening hours)."""

PASSAGE = {
    "language": "pt",
    "kind": "opening hours",
    "material": """
Museu do Traje e dos Têxteis de Guimarães › Planear a visita

HORÁRIO
Terça-feira a domingo: 10h00–18h00 (última entrada às 17h30)
De 1 de junho a 30 de setembro, às sextas-feiras, o museu está aberto até às 21h00.
24 e 31 de dezembro: 10h00–14h00
Encerrado: segundas-feiras, 1 de janeiro, domingo de Páscoa, 1 de maio e 25 de dezembro.
Jardim e cafetaria: todos os dias, 9h30–19h00.

BILHETES
Normal (adultos): 8 €
Seniores (mais de 65 anos): 5 €
Estudantes e titulares de Cartão Jovem: 4 €
Crianças até aos 12 anos: entrada gratuita
Bilhete família (2 adultos + até 3 crianças): 18 €
Bilhete conjunto Museu + Paço dos Duques (válido 2 dias): 12 €
Grupos (mínimo de 10 pessoas, com marcação prévia): 6 € por pessoa
Audioguia (PT, EN, ES, FR): 2,50 €

Entrada gratuita aos domingos e feriados até às 13h00 para residentes em território nacional, mediante apresentação de documento de identificação.

VISITAS GUIADAS
Aos sábados, às 11h00 e às 15h30, sem marcação. Duração: cerca de 75 minutos. Preço: 3 € por pessoa, acresce ao bilhete de entrada. Máximo de 25 participantes por visita.

ACESSIBILIDADE
Todos os pisos são acessíveis por elevador. Há cadeiras de rodas disponíveis na receção (sujeito a disponibilidade).

CONTACTOS
Rua de Santa Maria, 4810-443 Guimarães · Tel. 253 412 760 · reservas@museutraje.pt
""",
    "facts": [
        (
            "De terça a domingo, o museu abre às {n}.",
            "10:00",
            "time",
            ["10h00", "10h", "10:00"],
        ),
        (
            "Em horário normal, o museu fecha às {n}.",
            "18:00",
            "time",
            ["18h00", "18h", "18:00"],
        ),
        ("A última entrada no museu é às {n}.", "17:30", "time", ["17h30", "17:30"]),
        (
            "No verão, às sextas-feiras, o museu fica aberto até às {n}.",
            "21:00",
            "time",
            ["21h00", "21h", "21:00"],
        ),
        (
            "Nos dias 24 e 31 de dezembro, o museu fecha às {n}.",
            "14:00",
            "time",
            ["14h00", "14h", "14:00"],
        ),
        (
            "Aos domingos e feriados, a entrada é gratuita para residentes até às {n}.",
            "13:00",
            "time",
            ["13h00", "13h", "13:00"],
        ),
        (
            "A primeira visita guiada de sábado começa às {n}.",
            "11:00",
            "time",
            ["11h00", "11h", "11:00"],
        ),
        (
            "A visita guiada da tarde, ao sábado, é às {n}.",
            "15:30",
            "time",
            ["15h30", "15:30"],
        ),
        ("O jardim abre às {n}.", "09:30", "time", ["9h30", "9:30"]),
        (
            "O jardim e a cafetaria fecham às {n}.",
            "19:00",
            "time",
            ["19h00", "19h", "19:00"],
        ),
        ("O bilhete normal para adultos custa {n} euros.", 8, "euros", ["8", "oito"]),
        ("Os seniores pagam {n} euros.", 5, "euros", ["5", "cinco"]),
        ("Para estudantes, o bilhete custa {n} €.", 4, "euros", ["4", "quatro"]),
        ("O bilhete família custa {n} euros.", 18, "euros", ["18", "dezoito"]),
        (
            "O bilhete conjunto com o Paço dos Duques custa {n} €.",
            12,
            "euros",
            ["12", "doze"],
        ),
        ("Em grupo, cada pessoa paga {n} euros.", 6, "euros", ["6", "seis"]),
        ("O audioguia custa {n} €.", 2.5, "euros", ["2,50", "2,5"]),
        ("A visita guiada custa {n} euros por pessoa.", 3, "euros", ["3", "três"]),
        ("As crianças até aos {n} anos não pagam entrada.", 12, "anos", ["12", "doze"]),
        (
            "O bilhete sénior é para visitantes com mais de {n} anos.",
            65,
            "anos",
            ["65", "sessenta e cinco"],
        ),
        ("Um grupo tem de ter pelo menos {n} pessoas.", 10, "pessoas", ["10", "dez"]),
        (
            "Cada visita guiada aceita no máximo {n} participantes.",
            25,
            "pessoas",
            ["25", "vinte e cinco"],
        ),
        (
            "A visita guiada dura {n} minutos.",
            75,
            "minutos",
            ["75", "setenta e cinco"],
            {"hedge": False, "swap": False},
        ),
    ],
}
