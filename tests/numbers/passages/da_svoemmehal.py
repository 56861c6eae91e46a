"""Material: svoemmehal (da, opening hours and prices)."""

PASSAGE = {
    "language": "da",
    "kind": "opening hours",
    "material": """
Nørremarkshallen – svømmehal
Nørremarksvej 40, 7100 Vejle · Tlf. 76 81 52 40 · svoemmehal@vejle.dk

Åbningstider
Mandag–fredag: kl. 6.00–21.00
Lørdag: kl. 8.00–16.00
Søndag og helligdage: kl. 9.00–15.00
Sidste indgang er 45 minutter før lukketid. Bassinerne skal forlades senest 15 minutter før lukning.

Morgensvømning (kun motionsbaner) på hverdage fra kl. 6.00 til 7.30. Babysvømning tirsdag og torsdag kl. 9.30–11.00 i varmtvandsbassinet.

Skoleferier
I vinterferien (uge 7), efterårsferien (uge 42) og sommerferien (1. juli–11. august) holder vi åbent på hverdage kl. 10.00–18.00. Weekender som normalt. Juleaftensdag og nytårsaftensdag lukket.

Priser – enkeltbillet
Voksne: 50 kr.
Børn (3–15 år): 25 kr.
Pensionister og studerende: 35 kr.
Børn under 3 år: gratis (skal ledsages af en voksen)
Sauna: tillæg 20 kr.

Klippekort og abonnementer
10-turskort voksne: 400 kr. · 10-turskort børn: 200 kr.
Månedskort voksne: 350 kr. (kan ikke bruges i ferieperioder til babysvømning)

Faciliteter
25 m bassin med 8 baner (27 °C), varmtvandsbassin (33 °C), vippe på 1 og 3 meter samt rutsjebane på 42 meter. Børn under 10 år må kun opholde sig i hallen sammen med en voksen.
""",
    "facts": [
        (
            "På hverdage åbner svømmehallen kl. {n}.",
            "06:00",
            "time",
            ["6.00", "06.00", "6:00", "seks"],
        ),
        (
            "Mandag til fredag lukker hallen kl. {n}.",
            "21:00",
            "time",
            ["21.00", "21:00", "21"],
        ),
        (
            "Om lørdagen åbner svømmehallen kl. {n}.",
            "08:00",
            "time",
            ["8.00", "08.00", "8:00", "otte"],
        ),
        (
            "Lørdag lukker hallen kl. {n}.",
            "16:00",
            "time",
            ["16.00", "16:00", "16"],
        ),
        (
            "Om søndagen åbner svømmehallen først kl. {n}.",
            "09:00",
            "time",
            ["9.00", "09.00", "9:00", "ni"],
        ),
        (
            "Om søndagen lukker svømmehallen kl. {n}.",
            "15:00",
            "time",
            ["15.00", "15:00", "15"],
        ),
        (
            "I skoleferierne åbner hallen på hverdage kl. {n}.",
            "10:00",
            "time",
            ["10.00", "10:00", "ti"],
        ),
        (
            "I sommerferien lukker hallen på hverdage kl. {n}.",
            "18:00",
            "time",
            ["18.00", "18:00", "18"],
        ),
        (
            "Babysvømningen starter kl. {n}.",
            "09:30",
            "time",
            ["9.30", "09.30", "9:30", "halv ti"],
        ),
        ("En enkeltbillet for voksne koster {n} kr.", 50, "kr", ["50", "halvtreds"]),
        ("Børn betaler {n} kr. for en billet.", 25, "kr", ["25", "femogtyve"]),
        (
            "For pensionister koster en billet {n} kr.",
            35,
            "kr",
            ["35", "femogtredive"],
        ),
        ("Saunaen koster {n} kr. ekstra.", 20, "kr", ["20", "tyve"]),
        (
            "Et 10-turskort til voksne koster {n} kr.",
            400,
            "kr",
            ["400", "fire hundrede"],
        ),
        ("Et 10-turskort til børn koster {n} kr.", 200, "kr", ["200", "to hundrede"]),
        (
            "Månedskortet til voksne koster {n} kr.",
            350,
            "kr",
            ["350", "tre hundrede og halvtreds"],
        ),
        (
            "Den sidste indgang er {n} minutter før lukketid.",
            45,
            "minutter",
            ["45", "femogfyrre"],
            {"hedge": False},
        ),
        (
            "Man skal være ude af bassinerne {n} minutter før lukning.",
            15,
            "minutter",
            ["15", "femten"],
            {"hedge": False},
        ),
        ("Vandet i det store bassin er {n} °C.", 27, "celsius", ["27", "syvogtyve"]),
        ("Varmtvandsbassinet holder {n} °C.", 33, "celsius", ["33", "treogtredive"]),
        (
            "Børnebilletten gælder op til {n} år.",
            15,
            "år",
            ["15", "femten"],
            {"hedge": False},
        ),
        (
            "Man skal være fyldt {n} år for at opholde sig i hallen uden en voksen.",
            10,
            "år",
            ["10", "ti"],
            {"hedge": False},
        ),
        (
            "Børn under {n} år svømmer gratis.",
            3,
            "år",
            ["3", "tre"],
            {"hedge": False},
        ),
    ],
}
