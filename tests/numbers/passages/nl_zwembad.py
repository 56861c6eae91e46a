"""Material: zwembad (nl, opening hours and prices)."""

PASSAGE = {
    "language": "nl",
    "kind": "opening hours",
    "material": """
Zwembad De Vijfsprong – openingstijden en tarieven

Recreatief zwemmen
maandag t/m vrijdag: 7.00–9.00 uur (banenzwemmen) en 13.30–17.00 uur
woensdag: middag verlengd tot 18.30 uur, glijbaan open vanaf 14.00 uur
zaterdag: 10.00–16.00 uur
zondag: 10.00–13.30 uur
Schoolvakanties: dagelijks van 10.00 tot 17.30 uur
Ouder-en-kindzwemmen: zaterdag 9.00–10.00 uur in het instructiebad
De kassa sluit een half uur voor sluitingstijd.

Tarieven (geldig vanaf 1 januari 2025)
                                   doordeweeks   weekend en vakanties
Volwassenen (18 jaar en ouder)     € 6,40        € 7,20
Kinderen (2 t/m 17 jaar)           € 4,95        € 5,60
65-plussers                        € 5,25        € 5,25
Kinderen jonger dan 2 jaar zwemmen gratis.

10-badenkaart volwassenen: € 57,50 (geldig op alle dagen, 1 jaar geldig)
Maandabonnement banenzwemmen: € 37,00
Ouder-en-kindzwemmen: € 7,50 per ouder met kind
Zwemles (A-, B- en C-diploma): € 14,50 per les van 45 minuten; de wachtlijst is momenteel ongeveer zes maanden.

Het wedstrijdbad is 25 meter lang en heeft zes banen; het diepste punt is 3,80 meter. Het water in het wedstrijdbad is 27 °C, in het instructiebad 31 °C.
Vragen? Bel 0546 82 14 00 of mail naar info@devijfsprong.nl.
""",
    "facts": [
        (
            "Doordeweeks kun je vanaf {n} uur 's ochtends banenzwemmen.",
            "07:00",
            "time",
            ["7.00", "7:00", "7"],
        ),
        (
            "Op maandagmiddag sluit het zwembad om {n} uur.",
            "17:00",
            "time",
            ["17.00", "17:00"],
        ),
        (
            "Op woensdag is het zwembad open tot {n} uur.",
            "18:30",
            "time",
            ["18.30", "18:30"],
        ),
        (
            "Op zaterdag gaat het zwembad om {n} uur dicht.",
            "16:00",
            "time",
            ["16.00", "16:00", "16"],
        ),
        (
            "Op zondag sluit het zwembad al om {n} uur.",
            "13:30",
            "time",
            ["13.30", "13:30"],
        ),
        (
            "In de schoolvakanties is het zwembad open tot {n} uur.",
            "17:30",
            "time",
            ["17.30", "17:30"],
            {"swap": False},
        ),
        (
            "Het ouder-en-kindzwemmen begint op zaterdag om {n} uur.",
            "09:00",
            "time",
            ["9.00", "9:00", "negen"],
        ),
        (
            "Op woensdag gaat de glijbaan om {n} uur open.",
            "14:00",
            "time",
            ["14.00", "14:00"],
        ),
        (
            "Doordeweeks betaalt een volwassene € {n}.",
            6.40,
            "euro",
            ["6,40", "6,4"],
        ),
        (
            "In het weekend kost een kaartje voor volwassenen € {n}.",
            7.20,
            "euro",
            ["7,20", "7,2"],
        ),
        (
            "Kinderen betalen doordeweeks € {n}.",
            4.95,
            "euro",
            ["4,95"],
        ),
        (
            "In het weekend betaalt een kind € {n}.",
            5.60,
            "euro",
            ["5,60", "5,6"],
        ),
        (
            "65-plussers betalen € {n} per keer.",
            5.25,
            "euro",
            ["5,25"],
        ),
        (
            "Een 10-badenkaart voor volwassenen kost € {n}.",
            57.50,
            "euro",
            ["57,50", "57,5"],
        ),
        (
            "Een maandabonnement voor banenzwemmen kost € {n}.",
            37,
            "euro",
            ["37,00", "37", "zevenendertig"],
        ),
        (
            "Ouder-en-kindzwemmen kost € {n} per ouder met kind.",
            7.50,
            "euro",
            ["7,50", "7,5"],
        ),
        (
            "Een zwemles kost € {n}.",
            14.50,
            "euro",
            ["14,50", "14,5"],
        ),
        (
            "Het water in het wedstrijdbad heeft een temperatuur van {n} °C.",
            27,
            "celsius",
            ["27", "zevenentwintig"],
        ),
        (
            "Het instructiebad is {n} °C warm.",
            31,
            "celsius",
            ["31", "eenendertig"],
        ),
        (
            "Het wedstrijdbad is {n} meter lang.",
            25,
            "meter",
            ["25", "vijfentwintig"],
        ),
        (
            "Op het diepste punt is het wedstrijdbad {n} meter diep.",
            3.80,
            "meter",
            ["3,80", "3,8"],
        ),
    ],
}
