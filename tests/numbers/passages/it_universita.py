"""Material: universita (it, encyclopedia)."""

PASSAGE = {
    "language": "it",
    "kind": "encyclopedia",
    "material": """
Università degli Studi di Pavia
Sigla	UNIPV
Fondazione	1361
Tipo	università statale
Dipartimenti	18
Studenti	24.570 (2023)
Docenti	1.012
Personale tecnico-amministrativo	918
Sede	Pavia, Lombardia
Affiliazioni	Gruppo di Coimbra, CRUI
Sito web	www.unipv.eu

L'Università degli Studi di Pavia (UNIPV) è un'università statale italiana con sede a Pavia. Fondata ufficialmente nel 1361 con il diploma dell'imperatore Carlo IV, è tra le più antiche d'Europa[1]; le sue origini risalgono però a una scuola di retorica istituita nell'825 dal re Lotario I con il Capitolare di Corteolona[2].

Storia
Nel Cinquecento sorsero i due collegi storici: il Collegio Borromeo, voluto nel 1561 da san Carlo Borromeo, e il Collegio Ghislieri, fondato nel 1567 da papa Pio V[3]. Nel 1773 fu istituito l'Orto botanico, mentre dal 1778 Alessandro Volta vi insegnò fisica sperimentale per quasi quarant'anni. Nel 1906 Camillo Golgi, professore di patologia generale dell'ateneo, ricevette il premio Nobel per la medicina insieme a Santiago Ramón y Cajal[4].

Dati
Nell'anno accademico 2023/24 gli iscritti erano 24.570, di cui 2.340 con cittadinanza straniera; le nuove immatricolazioni sono state 6.130[5]. Il sistema pavese conta una ventina di collegi universitari, quattro dei quali riconosciuti come collegi di merito. Secondo l'indagine AlmaLaurea 2024 il tasso di occupazione dei laureati magistrali è del 78,4% a un anno dalla laurea e del 91,2% a cinque anni, contro una media nazionale rispettivamente del 75,7% e dell'88,6%[6].

Note
[1] ^ Statuto dell'Università degli Studi di Pavia, art. 1.
[2] ^ Capitolare di Corteolona, 825.
[5] ^ Portale dei dati dell'istruzione superiore, a.a. 2023/24.
""",
    "facts": [
        (
            "L'Università di Pavia è stata fondata ufficialmente nel {n}.",
            1361,
            "year",
            ["1361"],
        ),
        (
            "Il Capitolare di Corteolona, che istituì la scuola di retorica, risale all'anno {n}.",
            825,
            "year",
            ["825"],
        ),
        (
            "Il Collegio Borromeo fu fondato nel {n}.",
            1561,
            "year",
            ["1561"],
        ),
        (
            "Papa Pio V fondò il Collegio Ghislieri nel {n}.",
            1567,
            "year",
            ["1567"],
        ),
        (
            "L'Orto botanico di Pavia nacque nel {n}.",
            1773,
            "year",
            ["1773"],
        ),
        (
            "Alessandro Volta iniziò a insegnare a Pavia nel {n}.",
            1778,
            "year",
            ["1778"],
        ),
        (
            "Camillo Golgi vinse il Nobel per la medicina nel {n}.",
            1906,
            "year",
            ["1906"],
        ),
        (
            "Nel 2023/24 l'ateneo pavese contava {n} iscritti.",
            24570,
            "studenti",
            ["24.570", "24570"],
        ),
        (
            "Gli studenti con cittadinanza straniera erano {n}.",
            2340,
            "studenti",
            ["2.340", "2340"],
        ),
        (
            "Le nuove immatricolazioni nel 2023/24 sono state {n}.",
            6130,
            "studenti",
            ["6.130", "6130"],
        ),
        (
            "L'università ha {n} docenti.",
            1012,
            "personale",
            ["1.012", "1012"],
        ),
        (
            "Il personale tecnico-amministrativo conta {n} persone.",
            918,
            "personale",
            ["918", "novecentodiciotto"],
        ),
        (
            "A un anno dalla laurea lavora il {n}% dei laureati magistrali di Pavia.",
            78.4,
            "percent",
            ["78,4"],
            {
                "hedged": "A un anno dalla laurea la quota di laureati magistrali pavesi occupati è pari a circa {n}%."
            },
        ),
        (
            "A cinque anni dalla laurea il tasso di occupazione dei magistrali pavesi sale al {n}%.",
            91.2,
            "percent",
            ["91,2"],
            {
                "hedged": "A cinque anni dalla laurea il tasso di occupazione dei magistrali pavesi sale a circa {n}%."
            },
        ),
        (
            "La media nazionale di occupazione a un anno dalla laurea è del {n}%.",
            75.7,
            "percent",
            ["75,7"],
            {
                "hedged": "La media nazionale di occupazione a un anno dalla laurea è pari a circa {n}%."
            },
        ),
        (
            "A cinque anni la media nazionale di occupazione è pari a {n}%.",
            88.6,
            "percent",
            ["88,6"],
            {
                "hedged": "A cinque anni la media nazionale di occupazione è pari a circa {n}%."
            },
        ),
        (
            "L'ateneo è organizzato in {n} dipartimenti.",
            18,
            "dipartimenti",
            ["18", "diciotto"],
            {"swap": False},
        ),
    ],
}
