"""Material: zwolle (nl, service lines)."""

PASSAGE = {
    "language": "nl",
    "kind": "service lines",
    "material": """
Gemeente Zwolle – contact en openingstijden
Telefoon: 14 038 (maandag t/m vrijdag 8.00–17.00 uur)
Vanuit het buitenland: +31 38 498 91 11
Storingen openbare verlichting: 0800 023 11 22 (24 uur per dag)
Stadskantoor: maandag t/m woensdag en vrijdag 9.00–16.00 uur, donderdag 9.00–20.00 uur.
Milieustraat Voltastraat: dinsdag t/m vrijdag 8.30–16.30 uur, zaterdag 8.30–15.00 uur.
Een paspoort aanvragen kost € 77,35 voor volwassenen en € 61,00 voor kinderen onder 18 jaar; een identiteitskaart voor volwassenen kost € 70,35. U ontvangt uw document na 5 werkdagen.
""",
    "facts": [
        (
            "Het korte nummer van de gemeente is {n}.",
            "14 038",
            "phone",
            ["14 038", "14038"],
        ),
        (
            "Vanuit het buitenland belt u {n}.",
            "+31 38 498 91 11",
            "phone",
            ["+31 38 498 91 11"],
            {"swap": False},
        ),
        (
            "Storingen in de openbare verlichting meldt u via {n}.",
            "0800 023 11 22",
            "phone",
            ["0800 023 11 22", "0800-0231122"],
        ),
        (
            "De gemeente is telefonisch bereikbaar tot {n} uur.",
            "17:00",
            "time",
            ["17.00", "17:00"],
        ),
        (
            "Op donderdag sluit het stadskantoor om {n} uur.",
            "20:00",
            "time",
            ["20.00", "20:00"],
        ),
        (
            "Op vrijdag sluit het stadskantoor om {n} uur.",
            "16:00",
            "time",
            ["16.00", "16:00"],
        ),
        (
            "Doordeweeks sluit de milieustraat om {n} uur.",
            "16:30",
            "time",
            ["16.30", "16:30"],
        ),
        (
            "Op zaterdag sluit de milieustraat om {n} uur.",
            "15:00",
            "time",
            ["15.00", "15:00"],
        ),
        ("Een paspoort voor volwassenen kost € {n}.", 77.35, "euro", ["77,35"]),
        ("Een paspoort voor kinderen kost € {n}.", 61, "euro", ["61,00", "61"]),
        ("Een identiteitskaart voor volwassenen kost € {n}.", 70.35, "euro", ["70,35"]),
    ],
}
