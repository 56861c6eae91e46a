"""Material: turismo garda (it, news)."""

PASSAGE = {
    "language": "it",
    "kind": "news",
    "material": """
Garda trentino, estate record: presenze a +6,9%. Ma sulla Gardesana è allarme traffico
RIVA DEL GARDA, 8 ottobre 2024 – Un'estate da record per il Garda trentino. Secondo i dati diffusi ieri dall'Osservatorio provinciale del turismo, tra giugno e settembre gli arrivi sono stati 812.400, contro i 775.900 dello stesso periodo del 2023 (+4,7%). Ancora più marcata la crescita delle presenze, cioè delle notti trascorse nelle strutture ricettive: 3,41 milioni, il 6,9% in più rispetto ai 3,19 milioni dell'anno scorso. Il precedente primato risaliva al 2019.
Cresce soprattutto la clientela straniera, che vale il 61,5% delle presenze (era il 59,8% un anno fa); i tedeschi restano in testa, seguiti da olandesi e austriaci. La permanenza media sale a 4,2 notti, dalle 4,1 del 2023. In agosto il tasso di occupazione delle camere negli alberghi ha toccato il 91%, tre punti sopra l'88% del 2023, mentre il prezzo medio di una doppia è passato da 131 a 142 euro a notte.
«Sono numeri che premiano il lavoro degli operatori», commenta l'assessore provinciale al turismo, «ma dobbiamo distribuire meglio i flussi: in bassa stagione abbiamo ancora margini enormi».
Il rovescio della medaglia è il traffico. Nel lungo weekend di Ferragosto, dal 14 al 18 agosto, sulla statale 45bis Gardesana occidentale sono transitati 96.300 veicoli, il 3,2% in più del 2023, con un picco di 1.870 veicoli l'ora sabato 17 agosto tra le 10 e le 11. Le code all'ingresso di Riva hanno superato i 4 chilometri e il tempo medio di percorrenza da Nago al lungolago è arrivato a 38 minuti, contro i 12 di un giorno normale. Il Comune valuta per il 2025 una navetta ogni 20 minuti dai parcheggi di attestamento di Arco, che hanno 650 posti.
""",
    "facts": [
        (
            "Tra giugno e settembre 2024 gli arrivi sono stati {n}.",
            812400,
            "arrivi",
            ["812.400", "812400"],
        ),
        (
            "Nell'estate 2023 gli arrivi erano stati {n}.",
            775900,
            "arrivi",
            ["775.900", "775900"],
        ),
        (
            "Le presenze di quest'estate sono state {n} milioni.",
            3.41,
            "milioni di presenze",
            ["3,41"],
        ),
        (
            "L'anno scorso le presenze si erano fermate a {n} milioni.",
            3.19,
            "milioni di presenze",
            ["3,19"],
        ),
        (
            "Gli arrivi sono aumentati del {n}% rispetto al 2023.",
            4.7,
            "percent",
            ["4,7"],
            {"hedged": "Gli arrivi sono aumentati di circa il {n}% rispetto al 2023."},
        ),
        (
            "Le presenze sono cresciute del {n}% sull'anno precedente.",
            6.9,
            "percent",
            ["6,9"],
            {
                "hedged": "Le presenze sono cresciute di circa il {n}% sull'anno precedente."
            },
        ),
        (
            "Gli stranieri rappresentano il {n}% delle presenze di quest'anno.",
            61.5,
            "percent",
            ["61,5"],
            {
                "hedged": "Gli stranieri rappresentano circa il {n}% delle presenze di quest'anno."
            },
        ),
        (
            "Un anno fa gli stranieri erano il {n}% delle presenze.",
            59.8,
            "percent",
            ["59,8"],
            {"hedged": "Un anno fa gli stranieri erano circa il {n}% delle presenze."},
        ),
        (
            "Ad agosto l'occupazione delle camere d'albergo è arrivata al {n}%.",
            91,
            "percent",
            ["91"],
            {
                "hedged": "Ad agosto l'occupazione delle camere d'albergo è arrivata a circa il {n}%."
            },
        ),
        (
            "Nell'agosto 2023 l'occupazione alberghiera si era fermata a quota {n}%.",
            88,
            "percent",
            ["88"],
            {
                "hedged": "Nell'agosto 2023 l'occupazione alberghiera era pari a circa il {n}%."
            },
        ),
        (
            "Il traffico sulla Gardesana a Ferragosto è aumentato del {n}%.",
            3.2,
            "percent",
            ["3,2"],
            {
                "hedged": "Il traffico sulla Gardesana a Ferragosto è aumentato di circa il {n}%."
            },
        ),
        (
            "Quest'anno i turisti si sono fermati in media {n} notti.",
            4.2,
            "notti",
            ["4,2"],
        ),
        ("Nel 2023 la permanenza media era di {n} notti.", 4.1, "notti", ["4,1"]),
        (
            "Quest'anno il prezzo medio di una doppia è salito a {n} euro a notte.",
            142,
            "euro",
            ["142", "centoquarantadue"],
        ),
        (
            "Nel 2023 il prezzo medio di una doppia era di {n} euro.",
            131,
            "euro",
            ["131", "centotrentuno"],
        ),
        (
            "Nel weekend di Ferragosto sulla 45bis sono passati {n} veicoli.",
            96300,
            "veicoli",
            ["96.300", "96300"],
        ),
        (
            "Sabato 17 agosto si è raggiunto un picco di {n} veicoli l'ora.",
            1870,
            "veicoli",
            ["1.870", "1870"],
        ),
        (
            "Da Nago al lungolago a Ferragosto ci volevano in media {n} minuti.",
            38,
            "minuti",
            ["38", "trentotto"],
        ),
        (
            "In un giorno normale da Nago al lungolago servono {n} minuti.",
            12,
            "minuti",
            ["12", "dodici"],
        ),
        (
            "La navetta allo studio passerebbe ogni {n} minuti.",
            20,
            "minuti",
            ["20", "venti"],
            {"hedged": "La navetta allo studio passerebbe circa ogni {n} minuti."},
        ),
        (
            "I parcheggi di attestamento di Arco hanno {n} posti.",
            650,
            "posti",
            ["650", "seicentocinquanta"],
        ),
        ("Il precedente record di presenze era del {n}.", 2019, "year", ["2019"]),
    ],
}
