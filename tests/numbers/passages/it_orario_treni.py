"""Material: orario treni (it, timetable)."""

PASSAGE = {
    "language": "it",
    "kind": "timetable",
    "material": """
Milano Centrale → Torino Porta Nuova | Orari e prezzi
Orario valido dal 15 dicembre 2024 al 14 giugno 2025

FRECCIAROSSA (prenotazione obbligatoria)
Durata: 52 min (treni senza fermate intermedie) – 1 h 04 min (con fermata a Torino Porta Susa e Novara)
Giorni feriali: prima partenza 6.10, poi ogni ora al minuto 10; ultima partenza 21.10
Sabato e festivi: dalle 7.40 alle 20.40, una corsa ogni due ore
Binari di partenza: generalmente 13–18

Prezzi a tratta, livello Standard
Base: 39,90 €
Economy: da 24,90 €
Super Economy: da 17,90 € (non rimborsabile, cambio non consentito)
Executive (Base): 79,00 €
Bambini sotto i 4 anni: gratis senza posto; ragazzi fino a 14 anni: sconto del 50% sul prezzo Base.
Offerta Senior: per chi ha compiuto 60 anni e possiede CartaFRECCIA, sconto del 40% sul Base.

REGIONALE VELOCE (RV 2017, RV 2021 ecc., via Novara – Vercelli – Chivasso)
Durata media: 1 h 53 min
Feriali: dalle 5.25 alle 22.25, ogni ora
Festivi: prima corsa 6.25, ultima 21.25
Biglietto di corsa semplice: 13,35 € (prezzo a fascia chilometrica, nessuna prenotazione)
Abbonamento mensile: 168,50 € – settimanale: 51,20 €
Il biglietto regionale cartaceo va convalidato prima della partenza ed è valido 4 ore dalla convalida.

Indennizzo per ritardo (Frecciarossa e regionali): 25% del prezzo del biglietto per ritardi tra 60 e 119 minuti, 50% per ritardi di 120 minuti o più. La richiesta va presentata entro 12 mesi dal viaggio.
Informazioni e assistenza: 892021 (a pagamento), dall'estero +39 06 3000.
""",
    "facts": [
        (
            "Il Frecciarossa senza fermate intermedie ci mette {n} minuti.",
            52,
            "minuti",
            ["52", "cinquantadue"],
        ),
        (
            "L'indennizzo del 25% scatta con un ritardo di almeno {n} minuti.",
            60,
            "minuti",
            ["60", "sessanta"],
            {"hedge": False},
        ),
        (
            "Con {n} minuti di ritardo o più si ha diritto al 50% di rimborso.",
            120,
            "minuti",
            ["120", "centoventi"],
            {"hedge": False},
        ),
        (
            "Nei giorni feriali il primo Frecciarossa parte alle {n}.",
            "06:10",
            "time",
            ["6.10", "6:10", "06:10"],
        ),
        (
            "L'ultimo Frecciarossa feriale lascia Milano alle {n}.",
            "21:10",
            "time",
            ["21.10", "21:10"],
        ),
        (
            "Di sabato e nei festivi il primo Frecciarossa è alle {n}.",
            "07:40",
            "time",
            ["7.40", "7:40", "07:40"],
        ),
        (
            "Nei festivi l'ultima Freccia per Torino parte alle {n}.",
            "20:40",
            "time",
            ["20.40", "20:40"],
        ),
        (
            "Nei feriali il primo regionale veloce parte alle {n}.",
            "05:25",
            "time",
            ["5.25", "5:25", "05:25"],
        ),
        (
            "L'ultimo regionale veloce feriale parte alle {n}.",
            "22:25",
            "time",
            ["22.25", "22:25"],
        ),
        (
            "Nei giorni festivi il primo regionale veloce è alle {n}.",
            "06:25",
            "time",
            ["6.25", "6:25", "06:25"],
        ),
        (
            "Il biglietto Base del Frecciarossa costa {n} euro.",
            39.90,
            "euro",
            ["39,90", "39,9"],
        ),
        (
            "Con la tariffa Economy si parte da {n} euro.",
            24.90,
            "euro",
            ["24,90", "24,9"],
        ),
        (
            "La Super Economy costa a partire da {n} euro.",
            17.90,
            "euro",
            ["17,90", "17,9"],
        ),
        (
            "In Executive il prezzo Base è di {n} euro.",
            79,
            "euro",
            ["79,00", "79", "settantanove"],
        ),
        ("Un biglietto del regionale veloce costa {n} euro.", 13.35, "euro", ["13,35"]),
        (
            "L'abbonamento mensile sul regionale costa {n} euro.",
            168.50,
            "euro",
            ["168,50", "168,5"],
        ),
        (
            "Per l'abbonamento settimanale si pagano {n} euro.",
            51.20,
            "euro",
            ["51,20", "51,2"],
        ),
        (
            "I ragazzi fino a 14 anni hanno uno sconto del {n}% sul prezzo Base.",
            50,
            "percent",
            ["50"],
            {"hedge": False},
        ),
        (
            "L'Offerta Senior dà uno sconto del {n}% sul Base.",
            40,
            "percent",
            ["40"],
            {"hedge": False},
        ),
        (
            "Per un ritardo tra 60 e 119 minuti l'indennizzo è del {n}% del biglietto.",
            25,
            "percent",
            ["25"],
            {"hedge": False},
        ),
        (
            "I bambini sotto i {n} anni viaggiano gratis senza posto.",
            4,
            "anni",
            ["4", "quattro"],
            {"hedge": False},
        ),
        (
            "L'Offerta Senior è riservata a chi ha almeno {n} anni.",
            60,
            "anni",
            ["60"],
            {"hedge": False},
        ),
        (
            "Il biglietto regionale resta valido {n} ore dopo la convalida.",
            4,
            "ore",
            ["4", "quattro"],
            {"hedge": False},
        ),
        (
            "La richiesta di indennizzo va fatta entro {n} mesi dal viaggio.",
            12,
            "mesi",
            ["12", "dodici"],
            {"hedge": False},
        ),
    ],
}
