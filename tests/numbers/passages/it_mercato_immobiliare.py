"""Material: mercato immobiliare, prezzi e affitti di ottobre (it, news)."""

PASSAGE = {
    "language": "it",
    "kind": "news",
    "material": """
Case, prezzi ancora in salita a ottobre: +0,6% su settembre, +3,9% in un anno
Milano, 12 novembre 2025 – Continua la corsa dei prezzi delle abitazioni usate. Secondo l'Osservatorio mensile di CasaDati, a ottobre il prezzo medio richiesto per un appartamento in vendita si è attestato a 2.087 euro al metro quadro, in aumento dello 0,6% rispetto a settembre e del 3,9% su base annua. A ottobre 2024 il valore medio era di 2.009 euro/m².
Ancora più marcata la dinamica degli affitti: il canone medio richiesto ha raggiunto 14,35 euro al metro quadro al mese, +1,1% mese su mese e +7,2% anno su anno. "Sul mercato della locazione l'offerta resta scarsa, soprattutto nelle città universitarie", spiega la responsabile dell'ufficio studi, Giulia Ferrante. "In alcune zone di Bologna e Firenze gli annunci restano online meno di dieci giorni."

Le regioni
La Lombardia resta la regione più cara per chi compra, con 2.938 euro/m² (+4,8% in un anno), seguita dal Trentino-Alto Adige (2.861 euro/m²) e dalla Liguria (2.574 euro/m²). In fondo alla classifica la Calabria, dove servono in media 1.002 euro/m², e il Molise (1.041 euro/m²), l'unica regione in calo su base annua (-1,3%). La crescita più forte nell'ultimo anno si registra in Sardegna, con un +9,4%, spinta dalla domanda di case vacanza sulla costa nord-orientale.
Tra i grandi comuni, Milano supera per la prima volta la soglia dei 5.500 euro/m² (5.512 euro, +0,4% su settembre), mentre a Roma il prezzo medio è di 3.361 euro/m², stabile rispetto al mese precedente. Napoli segna 3.105 euro/m² (+0,9% mese su mese).

Le compravendite
Nel terzo trimestre 2025 le compravendite di abitazioni sono state 162.418, il 5,8% in più rispetto allo stesso periodo del 2024, secondo i dati dell'Osservatorio del mercato immobiliare (OMI) dell'Agenzia delle Entrate. Aiuta il calo dei tassi: il tasso medio sui nuovi mutui a tasso fisso è sceso al 3,12% ad agosto, dal 3,75% di un anno prima. Il tempo medio di vendita è ora di 5,4 mesi, contro i sei mesi registrati a fine 2024.
""",
    "facts": [
        (
            "A ottobre un appartamento in vendita costa in media {n} euro al metro quadro.",
            2087,
            "euro_mq",
            ["2.087", "2087"],
        ),
        (
            "Un anno prima, a ottobre 2024, il prezzo medio era di {n} euro al metro quadro.",
            2009,
            "euro_mq",
            ["2.009", "2009"],
        ),
        (
            "In Lombardia chi compra casa paga in media {n} euro al metro quadro.",
            2938,
            "euro_mq",
            ["2.938", "2938"],
        ),
        (
            "In Trentino-Alto Adige il prezzo medio è di {n} euro al metro quadro.",
            2861,
            "euro_mq",
            ["2.861", "2861"],
        ),
        (
            "La Calabria è la regione più economica, con {n} euro al metro quadro.",
            1002,
            "euro_mq",
            ["1.002", "1002"],
        ),
        (
            "A Milano il prezzo medio è arrivato a {n} euro al metro quadro.",
            5512,
            "euro_mq",
            ["5.512", "5512"],
        ),
        (
            "A Roma una casa costa in media {n} euro al metro quadro.",
            3361,
            "euro_mq",
            ["3.361", "3361"],
        ),
        (
            "Per l'affitto si chiedono in media {n} euro al metro quadro al mese.",
            14.35,
            "euro_mq",
            ["14,35"],
        ),
        (
            "Rispetto a settembre i prezzi di vendita sono saliti dello {n}%.",
            0.6,
            "percent",
            ["0,6"],
            {
                "hedged": "Rispetto a settembre i prezzi di vendita sono saliti all'incirca dello {n}%."
            },
        ),
        (
            "Su base annua i prezzi delle case sono cresciuti del {n}%.",
            3.9,
            "percent",
            ["3,9"],
            {
                "hedged": "Su base annua i prezzi delle case sono cresciuti di circa il {n}%."
            },
        ),
        (
            "I canoni d'affitto sono aumentati dell'{n}% in un mese.",
            1.1,
            "percent",
            ["1,1"],
            {"hedged": "I canoni d'affitto sono aumentati di circa l'{n}% in un mese."},
        ),
        (
            "Rispetto a un anno fa gli affitti costano il {n}% in più.",
            7.2,
            "percent",
            ["7,2"],
            {
                "hedged": "Rispetto a un anno fa gli affitti costano circa il {n}% in più."
            },
        ),
        (
            "In Lombardia i prezzi sono cresciuti del {n}% in un anno.",
            4.8,
            "percent",
            ["4,8"],
            {
                "hedged": "In Lombardia i prezzi sono cresciuti di circa il {n}% in un anno."
            },
        ),
        (
            "La Sardegna ha la crescita annua più forte, pari al {n}%.",
            9.4,
            "percent",
            ["9,4"],
            {
                "hedged": "La Sardegna ha la crescita annua più forte, pari a circa il {n}%."
            },
        ),
        (
            "Nel terzo trimestre le compravendite sono aumentate del {n}% sul 2024.",
            5.8,
            "percent",
            ["5,8"],
            {
                "hedged": "Nel terzo trimestre le compravendite sono aumentate di circa il {n}% sul 2024."
            },
        ),
        (
            "Nel terzo trimestre 2025 sono state vendute {n} abitazioni.",
            162418,
            "compravendite",
            ["162.418", "162418"],
        ),
        (
            "Ad agosto il tasso medio dei nuovi mutui a tasso fisso era del {n}%.",
            3.12,
            "tasso",
            ["3,12"],
            {
                "hedged": "Ad agosto il tasso medio dei nuovi mutui a tasso fisso era intorno al {n}%."
            },
        ),
        (
            "Un anno prima il tasso fisso medio sui mutui era al {n}%.",
            3.75,
            "tasso",
            ["3,75"],
            {
                "hedged": "Un anno prima il tasso fisso medio sui mutui era di circa il {n}%."
            },
        ),
        (
            "Oggi per vendere una casa servono in media {n} mesi.",
            5.4,
            "mesi",
            ["5,4"],
        ),
        (
            "A fine 2024 il tempo medio di vendita era di {n} mesi.",
            6,
            "mesi",
            ["sei", "6"],
        ),
    ],
}
