"""Material: piscina (it, opening hours and prices)."""

PASSAGE = {
    "language": "it",
    "kind": "opening hours",
    "material": """
Piscina comunale "Le Vele" – Orari e tariffe stagione 2024/2025
Via dei Mille 42, 37135 Verona · tel. 045 820 3317

Vasca olimpionica da 50 m (8 corsie, acqua a 27 °C) · vasca didattica da 12,5 m (profondità 90 cm, acqua a 31 °C)

NUOTO LIBERO
Lunedì – venerdì (feriali): dalle 7.00 alle 22.30, pausa pulizie 14.00–15.00
Sabato: 8.00 – 19.30
Domenica e festivi: 9.00 – 13.00 (solo vasca didattica nel pomeriggio, 15.00–18.00)
Chiusura: 25 e 26 dicembre, 1° gennaio e Pasqua. Le casse chiudono 45 minuti prima della chiusura della vasca.

TARIFFE
Ingresso singolo: intero € 7,50 – ridotto € 5,00
Carnet 10 ingressi: € 65,00 (validità 6 mesi)
Abbonamento mensile: intero € 55,00 – ridotto € 42,00
Abbonamento annuale: intero € 480,00 – ridotto € 360,00
Tessera di iscrizione annuale (obbligatoria per gli abbonamenti): € 20,00
Ridotto: ragazzi fino a 14 anni, over 65 e studenti universitari con badge. Bambini sotto i 3 anni entrano gratis.

CORSI
Acquagym: martedì e giovedì alle 19.15, lezioni da 45 minuti.
Nuoto per adulti: lunedì e mercoledì alle 20.30, lezioni da 50 minuti, max 8 allievi per corsia.
Corsi bambini (dai 4 anni): sabato mattina, pacchetto da 10 lezioni a € 90,00.

Obbligatori cuffia e ciabatte. Certificato medico non agonistico richiesto per gli abbonamenti oltre i 3 mesi.
""",
    "facts": [
        (
            "Nei giorni feriali la piscina apre alle {n}.",
            "07:00",
            "time",
            ["7.00", "7:00", "7"],
        ),
        (
            "Dal lunedì al venerdì si può nuotare fino alle {n}.",
            "22:30",
            "time",
            ["22.30", "22:30"],
        ),
        (
            "Il sabato la piscina chiude alle {n}.",
            "19:30",
            "time",
            ["19.30", "19:30"],
        ),
        (
            "La domenica il nuoto libero comincia alle {n}.",
            "09:00",
            "time",
            ["9.00", "9:00", "9"],
        ),
        (
            "Il corso di acquagym inizia alle {n}.",
            "19:15",
            "time",
            ["19.15", "19:15"],
        ),
        (
            "Il corso di nuoto per adulti comincia alle {n}.",
            "20:30",
            "time",
            ["20.30", "20:30"],
        ),
        (
            "Un ingresso singolo a tariffa intera costa {n} euro.",
            7.5,
            "euro",
            ["7,50", "7,5"],
        ),
        (
            "Con la riduzione il singolo ingresso costa {n} euro.",
            5,
            "euro",
            ["5,00", "5", "cinque"],
        ),
        (
            "Il carnet da 10 ingressi costa {n} euro.",
            65,
            "euro",
            ["65,00", "65", "sessantacinque"],
        ),
        (
            "L'abbonamento mensile intero costa {n} euro.",
            55,
            "euro",
            ["55,00", "55", "cinquantacinque"],
        ),
        (
            "Per l'abbonamento mensile ridotto si pagano {n} euro.",
            42,
            "euro",
            ["42,00", "42", "quarantadue"],
        ),
        (
            "L'abbonamento annuale a tariffa intera costa {n} euro.",
            480,
            "euro",
            ["480,00", "480", "quattrocentottanta"],
        ),
        (
            "L'annuale ridotto costa {n} euro.",
            360,
            "euro",
            ["360,00", "360", "trecentosessanta"],
        ),
        (
            "La tessera di iscrizione annuale costa {n} euro.",
            20,
            "euro",
            ["20,00", "20", "venti"],
        ),
        (
            "Nella vasca olimpionica l'acqua è a {n} gradi.",
            27,
            "celsius",
            ["27", "ventisette"],
        ),
        (
            "La vasca didattica ha l'acqua a {n} gradi.",
            31,
            "celsius",
            ["31", "trentuno"],
        ),
        (
            "Una lezione di acquagym dura {n} minuti.",
            45,
            "minuti",
            ["45", "quarantacinque"],
        ),
        (
            "Le lezioni di nuoto per adulti durano {n} minuti.",
            50,
            "minuti",
            ["50", "cinquanta"],
        ),
        (
            "La tariffa ridotta vale per i ragazzi fino a {n} anni.",
            14,
            "anni",
            ["14", "quattordici"],
            {"hedge": False},
        ),
        (
            "Hanno diritto al ridotto anche gli over {n}.",
            65,
            "anni",
            ["65", "sessantacinque"],
            {"hedge": False},
        ),
    ],
}
