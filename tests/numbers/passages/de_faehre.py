"""Material: faehre (de, timetable)."""

PASSAGE = {
    "language": "de",
    "kind": "timetable",
    "material": """
Fährlinie F3 Hafen Nordstrand ⇄ Insel Sylvenoog
Sommerfahrplan gültig vom 1. April bis 31. Oktober 2025

Abfahrten ab Nordstrand (Festland)
Werktage (Mo–Sa): 6:15 · 7:45 · 9:30 · 11:00 · 13:30 · 15:00 · 17:15 · 18:45
Sonn- und Feiertage: 8:30 · 10:30 · 12:30 · 14:30 · 16:30 · 18:00

Abfahrten ab Sylvenoog (Insel)
Werktage (Mo–Sa): 7:05 · 8:35 · 10:20 · 12:00 · 14:20 · 16:00 · 18:05 · 19:30
Sonn- und Feiertage: 9:20 · 11:20 · 13:20 · 15:20 · 17:20 · 19:15

Die Überfahrt dauert 40 Minuten; bei Niedrigwasser kann sich die Fahrzeit um bis zu 20 Minuten verlängern. Bitte finden Sie sich spätestens 15 Minuten vor Abfahrt am Anleger ein.

Fahrpreise                              einfache Fahrt   Hin und zurück
Erwachsene                               11,00 €          18,50 €
Kinder (6 bis 14 Jahre)                   5,60 €           9,20 €
Kinder unter 6 Jahren                    frei             frei
Fahrrad / E-Bike                          4,50 €           7,50 €
Hund                                      3,00 €           3,00 €
Familienkarte (2 Erw. + bis zu 3 Kinder)   –              46,00 €

Die Mitnahme von Pkw ist nicht möglich; Parkplatz am Hafen Nordstrand 6 € pro Tag. Reisegepäck bis 25 kg pro Person ist frei, Lastenräder nur nach Voranmeldung. Fahrräder werden nur bis zur Abfahrt um 17:15 Uhr (sonntags 16:30 Uhr) befördert, die letzten Fahrten sind Fußgängern vorbehalten.
Fahrkartenverkauf im Hafenbüro: täglich ab 45 Minuten vor der ersten Abfahrt. Auskunft: Tel. 04834 96 21 0.
""",
    "facts": [
        (
            "An Werktagen legt die erste Fähre um {n} Uhr in Nordstrand ab.",
            "06:15",
            "time",
            ["6:15", "6.15"],
        ),
        (
            "Sonn- und feiertags fährt die erste Fähre ab Nordstrand um {n} Uhr.",
            "08:30",
            "time",
            ["8:30", "8.30"],
        ),
        (
            "Die letzte Fähre von der Insel zurück fährt werktags um {n} Uhr.",
            "19:30",
            "time",
            ["19:30", "19.30"],
        ),
        (
            "Sonntags geht die letzte Rückfahrt von Sylvenoog um {n} Uhr.",
            "19:15",
            "time",
            ["19:15", "19.15"],
        ),
        (
            "Sonntags ist die letzte Abfahrt ab Nordstrand um {n} Uhr.",
            "18:00",
            "time",
            ["18:00", "18", "18.00"],
        ),
        (
            "Werktags kann man sein Fahrrad zuletzt mit der Fähre um {n} Uhr ab Nordstrand mitnehmen.",
            "17:15",
            "time",
            ["17:15", "17.15"],
        ),
        (
            "Die Überfahrt zur Insel dauert {n} Minuten.",
            40,
            "minuten",
            ["40", "vierzig"],
        ),
        (
            "Bei Niedrigwasser kann die Fahrt bis zu {n} Minuten länger dauern.",
            20,
            "minuten",
            ["20", "zwanzig"],
        ),
        (
            "Man sollte spätestens {n} Minuten vor Abfahrt am Anleger sein.",
            15,
            "minuten",
            ["15", "fünfzehn"],
            {"hedge": False},
        ),
        (
            "Eine einfache Fahrt kostet für Erwachsene {n} Euro.",
            11,
            "euro",
            ["11,00", "11", "elf"],
        ),
        (
            "Hin und zurück zahlen Erwachsene {n} Euro.",
            18.5,
            "euro",
            ["18,50", "18,5"],
        ),
        (
            "Für Kinder kostet die einfache Fahrt {n} Euro.",
            5.6,
            "euro",
            ["5,60", "5,6"],
        ),
        (
            "Die Hin- und Rückfahrt für ein Kind kostet {n} Euro.",
            9.2,
            "euro",
            ["9,20", "9,2"],
        ),
        (
            "Ein Fahrrad kostet für die einfache Strecke {n} Euro.",
            4.5,
            "euro",
            ["4,50", "4,5"],
        ),
        (
            "Für das Fahrrad hin und zurück werden {n} Euro fällig.",
            7.5,
            "euro",
            ["7,50", "7,5"],
        ),
        (
            "Die Familienkarte kostet {n} Euro.",
            46,
            "euro",
            ["46,00", "46", "sechsundvierzig"],
        ),
        (
            "Kinder unter {n} Jahren fahren kostenlos mit.",
            6,
            "jahre",
            ["6", "sechs"],
            {"hedge": False},
        ),
        (
            "Der Kinderpreis gilt bis zu einem Alter von {n} Jahren.",
            14,
            "jahre",
            ["14", "vierzehn"],
            {"hedge": False},
        ),
    ],
}
