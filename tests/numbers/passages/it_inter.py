"""Material: inter (it, news)."""

PASSAGE = {
    "language": "it",
    "kind": "news",
    "material": """
Serie A: l'Inter batte la Juventus 2-1 a San Siro
Davanti a 75.417 spettatori l'Inter ha superato la Juventus per 2-1. Lautaro Martínez ha aperto le marcature al 9' e Barella ha raddoppiato al 37'; Vlahović ha accorciato le distanze al 71'.
Con questa vittoria i nerazzurri salgono a 63 punti, sette in più della Juventus, ferma a 56. L'Inter ha tirato 15 volte in porta, la Juventus 8. Il prossimo turno si gioca tra dieci giorni, dopo la sosta per le nazionali.
""",
    "facts": [
        ("Lautaro Martínez ha segnato al minuto {n}.", 9, "minute", ["9", "nove"]),
        ("Barella ha raddoppiato al minuto {n}.", 37, "minute", ["37", "trentasette"]),
        ("Vlahović ha segnato al minuto {n}.", 71, "minute", ["71", "settantuno"]),
        ("L'Inter ora ha {n} punti.", 63, "punti", ["63", "sessantatré"]),
        ("La Juventus è ferma a {n} punti.", 56, "punti", ["56", "cinquantasei"]),
        ("L'Inter ha {n} punti in più della Juventus.", 7, "distacco", ["sette", "7"]),
        ("L'Inter ha tirato {n} volte in porta.", 15, "tiri", ["15", "quindici"]),
        ("La Juventus ha tirato {n} volte in porta.", 8, "tiri", ["8", "otto"]),
        (
            "La partita si è giocata davanti a {n} spettatori.",
            75417,
            "spettatori",
            ["75.417"],
        ),
        ("Il prossimo turno si gioca tra {n} giorni.", 10, "giorni", ["dieci", "10"]),
    ],
}
