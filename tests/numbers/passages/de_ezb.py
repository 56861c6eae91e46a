"""Material: ezb (de, news)."""

PASSAGE = {
    "language": "de",
    "kind": "news",
    "material": """
Frankfurt/Main (dpa) – Die Europäische Zentralbank hat den Leitzins zum zehnten Mal in Folge angehoben, um 0,25 Prozentpunkte auf 4,5 Prozent. Der Einlagensatz, zu dem Banken überschüssiges Geld bei der Notenbank parken, steigt von 3,75 auf 4 Prozent. Die Inflation im Euroraum lag im August bei 5,3 Prozent, nach 5,5 Prozent im Juli. In Deutschland sank die Teuerungsrate auf 6,1 Prozent.
Die Arbeitslosenquote im Euroraum blieb mit 6,4 Prozent nahezu unverändert. Für das laufende Jahr erwartet die EZB nur noch ein Wachstum von 0,7 Prozent, für 2024 von 1,0 Prozent. Bis 2025 soll die Inflation auf 2,1 Prozent sinken.
""",
    "facts": [
        ("Der Leitzins der EZB liegt jetzt bei {n} Prozent.", 4.5, "prozent", ["4,5"]),
        ("Der Einlagensatz steigt auf {n} Prozent.", 4, "prozent", ["4", "vier"]),
        ("Bisher lag der Einlagensatz bei {n} Prozent.", 3.75, "prozent", ["3,75"]),
        (
            "Die Inflation im Euroraum lag im August bei {n} Prozent.",
            5.3,
            "prozent",
            ["5,3"],
        ),
        (
            "Im Juli lag die Inflation im Euroraum bei {n} Prozent.",
            5.5,
            "prozent",
            ["5,5"],
        ),
        (
            "In Deutschland sank die Teuerungsrate auf {n} Prozent.",
            6.1,
            "prozent",
            ["6,1"],
        ),
        (
            "Die Arbeitslosenquote im Euroraum liegt bei {n} Prozent.",
            6.4,
            "prozent",
            ["6,4"],
        ),
        (
            "Für das laufende Jahr erwartet die EZB ein Wachstum von {n} Prozent.",
            0.7,
            "prozent",
            ["0,7"],
        ),
        (
            "Bis 2025 soll die Inflation auf {n} Prozent sinken.",
            2.1,
            "prozent",
            ["2,1"],
        ),
        ("Der Leitzins steigt um {n} Prozentpunkte.", 0.25, "prozentpunkte", ["0,25"]),
        (
            "Die EZB hat den Leitzins zum {n} Mal in Folge angehoben.",
            10,
            "ordinal",
            ["zehnten", "10."],
        ),
    ],
}
