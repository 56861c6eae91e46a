"""Material: s8 (de, timetable)."""

PASSAGE = {
    "language": "de",
    "kind": "timetable",
    "material": """
Linie S8 – Fahrplan ab 15. Dezember
Montag bis Freitag fährt die S8 zwischen 5:12 Uhr und 0:42 Uhr alle 20 Minuten, in der Hauptverkehrszeit (6 bis 8:30 Uhr) alle 10 Minuten. Samstags beginnt der Betrieb um 6:02 Uhr, sonn- und feiertags erst um 7:32 Uhr.
Die letzte Fahrt vom Hauptbahnhof zum Flughafen startet um 23:48 Uhr, in den Nächten auf Samstag und Sonntag zusätzlich um 1:18 Uhr. Die Fahrzeit vom Hauptbahnhof zum Flughafen beträgt 41 Minuten, bis zum Ostbahnhof sind es 9 Minuten.
Ein Einzelfahrschein zum Flughafen kostet 13,00 Euro, die Tageskarte für das Gesamtnetz 16,50 Euro.
Servicezentrum im Hauptbahnhof: Mo–Fr 7:00–20:00 Uhr, Sa 9:00–16:00 Uhr.
""",
    "facts": [
        (
            "Montags bis freitags fährt die erste S8 um {n} Uhr.",
            "05:12",
            "time",
            ["5:12", "5.12"],
        ),
        (
            "Samstags beginnt der Betrieb der S8 um {n} Uhr.",
            "06:02",
            "time",
            ["6:02", "6.02"],
        ),
        (
            "Sonntags beginnt der Betrieb der S8 um {n} Uhr.",
            "07:32",
            "time",
            ["7:32", "7.32"],
        ),
        (
            "Die letzte Fahrt zum Flughafen startet um {n} Uhr.",
            "23:48",
            "time",
            ["23:48", "23.48"],
        ),
        (
            "In den Nächten auf Samstag und Sonntag fährt zusätzlich eine S8 um {n} Uhr zum Flughafen.",
            "01:18",
            "time",
            ["1:18", "1.18"],
        ),
        (
            "Das Servicezentrum öffnet montags bis freitags um {n} Uhr.",
            "07:00",
            "time",
            ["7:00", "7"],
        ),
        (
            "Das Servicezentrum schließt montags bis freitags um {n} Uhr.",
            "20:00",
            "time",
            ["20:00", "20"],
        ),
        (
            "Samstags schließt das Servicezentrum um {n} Uhr.",
            "16:00",
            "time",
            ["16:00", "16"],
        ),
        (
            "Montags bis freitags fährt die S8 alle {n} Minuten.",
            20,
            "minuten",
            ["20", "zwanzig"],
            {"hedged": "Montags bis freitags fährt die S8 etwa alle {n} Minuten."},
        ),
        (
            "In der Hauptverkehrszeit fährt die S8 alle {n} Minuten.",
            10,
            "minuten",
            ["10", "zehn"],
            {
                "hedged": "In der Hauptverkehrszeit fährt die S8 ungefähr alle {n} Minuten."
            },
        ),
        (
            "Die Fahrzeit vom Hauptbahnhof zum Flughafen beträgt {n} Minuten.",
            41,
            "minuten",
            ["41", "einundvierzig"],
        ),
        (
            "Vom Hauptbahnhof bis zum Ostbahnhof sind es {n} Minuten.",
            9,
            "minuten",
            ["9", "neun"],
        ),
        (
            "Ein Einzelfahrschein zum Flughafen kostet {n} Euro.",
            13,
            "euro",
            ["13,00", "13", "dreizehn"],
        ),
        ("Die Tageskarte für das Gesamtnetz kostet {n} Euro.", 16.5, "euro", ["16,50"]),
    ],
}
