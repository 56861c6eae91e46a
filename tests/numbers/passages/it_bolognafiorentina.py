"""Material: Bologna-Fiorentina (it, news)."""

PASSAGE = {
    "language": "it",
    "kind": "news",
    "material": """
Serie A, il Bologna piega la Fiorentina: 2-1 al Dall'Ara e quinto posto agganciato

BOLOGNA – Il Bologna batte la Fiorentina 2-1 nel posticipo della 24ª giornata e sale al quinto posto. Davanti a 28.614 spettatori, per un incasso di 612.430 euro, i rossoblù sbloccano la partita al 23' con Orsolini, che incrocia di sinistro sul secondo palo. La Fiorentina reagisce a inizio ripresa e pareggia al 51' con Kean, bravo ad anticipare Beukema su cross di Dodò.
Al 64' De Gea para un rigore a Orsolini, ma al 78' Castro trova di testa il gol della vittoria: per l'attaccante argentino è il nono gol in campionato. All'85' la Fiorentina resta in dieci per l'espulsione di Comuzzo (doppia ammonizione). Nei cinque minuti di recupero Skorupski salva su Gudmundsson al 93'.

I numeri del match: possesso palla 54 % per il Bologna, 46 % per la Fiorentina; tiri 15 a 9, di cui 6 a 3 nello specchio; calci d'angolo 7 a 4.

In classifica il Bologna sale a 43 punti, mentre la Fiorentina resta ferma a 39 e scivola al settimo posto. «Abbiamo sofferto, ma la squadra non ha mai smesso di crederci», ha detto Vincenzo Italiano a fine gara.

Prossimo turno: il Bologna gioca domenica alle 15:00 a Cagliari, la Fiorentina ospita il Lecce sabato alle 20:45.
""",
    "facts": [
        ("Orsolini ha segnato al minuto {n}.", 23, "minute", ["23", "ventitré"]),
        ("Kean ha pareggiato al minuto {n}.", 51, "minute", ["51", "cinquantuno"]),
        (
            "De Gea ha parato il rigore di Orsolini al minuto {n}.",
            64,
            "minute",
            ["64", "sessantaquattro"],
        ),
        (
            "Castro ha segnato il gol della vittoria al minuto {n}.",
            78,
            "minute",
            ["78", "settantotto"],
        ),
        (
            "Comuzzo è stato espulso al minuto {n}.",
            85,
            "minute",
            ["85", "ottantacinque"],
        ),
        (
            "Alla partita hanno assistito {n} spettatori.",
            28614,
            "spettatori",
            ["28.614", "28614"],
        ),
        (
            "L'incasso della partita è stato di {n} euro.",
            612430,
            "euro",
            ["612.430", "612430"],
        ),
        ("Il Bologna ora ha {n} punti.", 43, "punti", ["43", "quarantatré"]),
        (
            "La Fiorentina è rimasta ferma a {n} punti.",
            39,
            "punti",
            ["39", "trentanove"],
        ),
        ("Il Bologna è salito al {n} posto.", 5, "ordinal", ["quinto", "5°"]),
        (
            "La Fiorentina è scivolata al {n} posto.",
            7,
            "ordinal",
            ["settimo", "7°"],
        ),
        (
            "Per Castro quello contro la Fiorentina è il {n} gol in campionato.",
            9,
            "ordinal",
            ["nono", "9°"],
        ),
        (
            "Il Bologna ha avuto il {n} % di possesso palla.",
            54,
            "percent",
            ["54", "cinquantaquattro"],
            {"hedged": "Il Bologna ha avuto circa il {n} % di possesso palla."},
        ),
        (
            "La Fiorentina ha avuto il {n} % di possesso palla.",
            46,
            "percent",
            ["46", "quarantasei"],
            {"hedged": "La Fiorentina ha avuto circa il {n} % di possesso palla."},
        ),
        ("Il Bologna ha tirato {n} volte.", 15, "tiri", ["15", "quindici"]),
        ("La Fiorentina ha tirato {n} volte.", 9, "tiri", ["9", "nove"]),
        (
            "Il Bologna ha tirato nello specchio della porta {n} volte.",
            6,
            "tiri",
            ["6", "sei"],
        ),
        (
            "La Fiorentina ha centrato lo specchio della porta {n} volte.",
            3,
            "tiri",
            ["3", "tre"],
        ),
        ("Il Bologna ha battuto {n} calci d'angolo.", 7, "angoli", ["7", "sette"]),
        ("La Fiorentina ha battuto {n} calci d'angolo.", 4, "angoli", ["4", "quattro"]),
        (
            "Domenica il Bologna gioca a Cagliari alle {n}.",
            "15:00",
            "time",
            ["15:00", "15", "15.00"],
        ),
        (
            "Sabato la Fiorentina ospita il Lecce alle {n}.",
            "20:45",
            "time",
            ["20:45", "20.45"],
        ),
    ],
}
