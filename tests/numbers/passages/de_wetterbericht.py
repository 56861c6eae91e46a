"""Material: wetterbericht (de, weather report)."""

PASSAGE = {
    "language": "de",
    "kind": "weather report",
    "material": """
Wetter Deutschland: Regen im Norden, im Süden nach Nebel freundlich
Stand: Dienstag, 14.10., 05:40 Uhr | Vorhersage bis Donnerstag

Heute: Von der Nordsee zieht ein Regengebiet langsam nach Osten. Zwischen Emsland und Vorpommern fallen bis zum Abend 8 bis 15 l/m², örtlich auch mehr. Im Süden lösen sich Nebelfelder, in denen die Sichtweite stellenweise unter 150 Metern liegt, bis zum Mittag meist auf. Höchstwerte 9 bis 17 Grad, am mildesten am Oberrhein. An der Küste frischer Südwestwind mit Sturmböen um 85 km/h, auf dem Brocken orkanartige Böen bis 110 km/h, im Binnenland schwacher bis mäßiger Wind.
Nacht zum Mittwoch: Im Alpenvorland klar und leichter Frost, sonst 5 bis 10 Grad.
Morgen: Im Norden Schauer, im Schwarzwald anhaltender Regen mit bis zu 25 l/m² in zwölf Stunden. Die Schneefallgrenze sinkt in den Alpen auf 1.400 Meter.

Städtewerte (heute Höchst/Tiefst – morgen Höchst/Tiefst – Regenrisiko morgen)
Hamburg     12° / 8°   –  14° / 9°   –  80 %
Berlin      15° / 6°   –  13° / 7°   –  60 %
Köln        16° / 10°  –  18° / 11°  –  30 %
München     11° / -1°  –  17° / 2°   –  10 %
Freiburg    17° / 4°   –  19° / 6°   –  45 %

Wind morgen: Hamburg West 30 km/h, Berlin Südwest 20 km/h.
Sonnenscheindauer morgen: München bis zu 7 Stunden, Hamburg kaum eine Stunde.
Sonnenaufgang (Frankfurt) 07:38 Uhr, Sonnenuntergang 18:31 Uhr.
""",
    "facts": [
        (
            "In Hamburg werden heute höchstens {n} Grad erwartet.",
            12,
            "celsius",
            ["12", "zwölf"],
        ),
        (
            "Berlin erreicht heute einen Höchstwert von {n} Grad.",
            15,
            "celsius",
            ["15", "fünfzehn"],
        ),
        (
            "In Köln steigt die Temperatur morgen auf {n} Grad.",
            18,
            "celsius",
            ["18", "achtzehn"],
        ),
        (
            "Für München sind morgen bis zu {n} Grad vorhergesagt.",
            17,
            "celsius",
            ["17", "siebzehn"],
        ),
        (
            "In Freiburg wird es morgen mit {n} Grad am wärmsten.",
            19,
            "celsius",
            ["19", "neunzehn"],
        ),
        (
            "In der Nacht zum Mittwoch sinkt die Temperatur in München auf {n} Grad.",
            -1,
            "celsius",
            ["-1", "minus 1", "minus ein"],
            {"hedge": False},
        ),
        (
            "In Freiburg liegt der Tiefstwert heute Nacht bei {n} Grad.",
            4,
            "celsius",
            ["4", "vier"],
        ),
        (
            "An der Küste sind Sturmböen um {n} km/h möglich.",
            85,
            "kmh",
            ["85", "fünfundachtzig"],
            {"hedge": False},
        ),
        (
            "Auf dem Brocken erreichen die Böen bis zu {n} km/h.",
            110,
            "kmh",
            ["110", "hundertzehn"],
        ),
        (
            "In Hamburg weht morgen Westwind mit {n} km/h.",
            30,
            "kmh",
            ["30", "dreißig"],
        ),
        (
            "Im Schwarzwald können morgen bis zu {n} Liter pro Quadratmeter Regen fallen.",
            25,
            "liter",
            ["25", "fünfundzwanzig"],
        ),
        (
            "Im Norden kommen heute bis zum Abend bis zu {n} Liter Regen pro Quadratmeter zusammen, örtlich auch mehr.",
            15,
            "liter",
            ["15", "fünfzehn"],
        ),
        (
            "Das Regenrisiko für Hamburg liegt morgen bei {n} Prozent.",
            80,
            "percent",
            ["80", "achtzig"],
        ),
        (
            "Für Köln beträgt die Regenwahrscheinlichkeit morgen {n} Prozent.",
            30,
            "percent",
            ["30", "dreißig"],
        ),
        (
            "In den Alpen sinkt die Schneefallgrenze morgen auf {n} Meter.",
            1400,
            "metres",
            ["1.400", "1400", "vierzehnhundert"],
        ),
        (
            "In den Nebelfeldern im Süden liegt die Sichtweite teils unter {n} Metern.",
            150,
            "metres",
            ["150", "hundertfünfzig"],
            {"hedge": False},
        ),
        (
            "Die Sonne geht in Frankfurt um {n} Uhr auf.",
            "07:38",
            "time",
            ["7:38", "7.38"],
        ),
        (
            "Sonnenuntergang ist in Frankfurt um {n} Uhr.",
            "18:31",
            "time",
            ["18:31", "18.31"],
        ),
    ],
}
