"""Material: voet- en fietsveer Vlissingen-Breskens, dienstregeling en tarieven (nl, timetable)."""

PASSAGE = {
    "language": "nl",
    "kind": "timetable",
    "material": """
Voet- en fietsveer Vlissingen – Breskens
Dienstregeling zomer: geldig van 1 april t/m 31 oktober 2025
Overtochtduur ca. 23 minuten. Aan boord is plaats voor 250 passagiers en 60 fietsen.

Maandag t/m vrijdag
Vertrek Vlissingen: 06.10, 07.10 en daarna elk uur om .10; laatste afvaart 21.10 uur
Vertrek Breskens: 05.40, 06.40 en daarna elk uur om .40; laatste afvaart 21.40 uur

Zaterdag, zondag en feestdagen
Vertrek Vlissingen: 08.10 en daarna elk uur om .10; laatste afvaart 20.10 uur
Vertrek Breskens: 08.40 en daarna elk uur om .40; laatste afvaart 20.40 uur
Op Koningsdag (27 april) en Bevrijdingsdag (5 mei) geldt de zondagsdienstregeling.

Tarieven per persoon          enkele reis    retour
Volwassene (12 t/m 64 jaar)   € 4,90         € 8,30
Kind 4 t/m 11 jaar            € 2,70         € 4,60
Kind 0 t/m 3 jaar             gratis         gratis
65+                           € 3,80         € 6,50
Fiets                         € 1,90         € 3,40
E-bike / bromfiets            € 2,60         € 4,80
Honden reizen gratis mee. Een retour is geldig op de dag van aankoop.
Tienrittenkaart volwassenen: € 39,00 (10 enkele reizen, 1 jaar geldig).

Betalen kan alleen met pinpas, creditcard of OV-chipkaart; contant geld wordt niet aangenomen. Met OV-chipkaart of OVpay betaalt u altijd het tarief voor een enkele reis.
Wees uiterlijk 5 minuten voor vertrek bij de loopbrug; met een fiets of e-bike uiterlijk 10 minuten. Groepen vanaf 15 personen melden zich minimaal 48 uur van tevoren aan via 0118 465 900.
In Breskens sluit buslijn 42 naar Oostburg en Sluis aan op de meeste afvaarten.
""",
    "facts": [
        (
            "Op werkdagen vertrekt de eerste boot uit Vlissingen om {n} uur.",
            "06:10",
            "time",
            ["06.10", "6.10", "06:10", "6:10"],
        ),
        (
            "Doordeweeks gaat de laatste boot vanuit Vlissingen om {n} uur.",
            "21:10",
            "time",
            ["21.10", "21:10"],
        ),
        (
            "Van maandag tot en met vrijdag vertrekt de eerste veerboot uit Breskens om {n} uur.",
            "05:40",
            "time",
            ["05.40", "5.40", "05:40", "5:40"],
        ),
        (
            "Op werkdagen is de laatste afvaart uit Breskens om {n} uur.",
            "21:40",
            "time",
            ["21.40", "21:40"],
        ),
        (
            "In het weekend vaart de eerste boot uit Vlissingen om {n} uur.",
            "08:10",
            "time",
            ["08.10", "8.10", "08:10", "8:10"],
        ),
        (
            "Op zaterdag en zondag gaat de laatste boot uit Vlissingen om {n} uur.",
            "20:10",
            "time",
            ["20.10", "20:10"],
        ),
        (
            "In het weekend vertrekt de eerste veerboot vanuit Breskens om {n} uur.",
            "08:40",
            "time",
            ["08.40", "8.40", "08:40", "8:40"],
        ),
        (
            "Op zondag vertrekt de laatste boot uit Breskens om {n} uur.",
            "20:40",
            "time",
            ["20.40", "20:40"],
        ),
        (
            "Een enkele reis voor een volwassene kost € {n}.",
            4.9,
            "euro",
            ["4,90"],
        ),
        (
            "Een retourtje voor volwassenen kost € {n}.",
            8.3,
            "euro",
            ["8,30"],
        ),
        (
            "Voor een kind van 4 tot en met 11 jaar betaal je € {n} voor een enkele reis.",
            2.7,
            "euro",
            ["2,70"],
        ),
        (
            "Een retour voor een kind kost € {n}.",
            4.6,
            "euro",
            ["4,60"],
        ),
        (
            "65-plussers betalen € {n} voor een enkele reis.",
            3.8,
            "euro",
            ["3,80"],
        ),
        (
            "Een retour voor 65-plussers kost € {n}.",
            6.5,
            "euro",
            ["6,50"],
        ),
        (
            "Een fiets mee op de boot kost € {n} enkele reis.",
            1.9,
            "euro",
            ["1,90"],
        ),
        (
            "Een e-bike retour kost € {n}.",
            4.8,
            "euro",
            ["4,80"],
        ),
        (
            "De tienrittenkaart voor volwassenen kost € {n}.",
            39,
            "euro",
            ["39,00", "39"],
        ),
        (
            "Kinderen tot en met {n} jaar varen gratis mee.",
            3,
            "jaar",
            ["3", "drie"],
            {"hedge": False},
        ),
        (
            "Het kindertarief geldt tot en met {n} jaar.",
            11,
            "jaar",
            ["11", "elf"],
            {"hedge": False},
        ),
        (
            "Het seniorentarief geldt vanaf {n} jaar.",
            65,
            "jaar",
            ["65", "vijfenzestig"],
            {"hedge": False},
        ),
        (
            "De overtocht duurt {n} minuten.",
            23,
            "minuten",
            ["23", "drieëntwintig"],
        ),
        (
            "Voetpassagiers moeten uiterlijk {n} minuten voor vertrek bij de loopbrug zijn.",
            5,
            "minuten",
            ["5", "vijf"],
        ),
        (
            "Met de fiets moet je {n} minuten voor vertrek aanwezig zijn.",
            10,
            "minuten",
            ["10", "tien"],
            {"hedge": False},
        ),
        (
            "De veerboot heeft plaats voor {n} passagiers.",
            250,
            "plaatsen",
            ["250", "tweehonderdvijftig"],
        ),
        (
            "Er kunnen {n} fietsen mee aan boord.",
            60,
            "plaatsen",
            ["60", "zestig"],
        ),
        (
            "Groepen moeten zich {n} uur van tevoren aanmelden.",
            48,
            "uur",
            ["48", "achtenveertig"],
            {"hedge": False},
        ),
    ],
}
