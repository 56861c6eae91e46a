"""Material: waschmaschine (de, manual)."""

PASSAGE = {
    "language": "de",
    "kind": "manual",
    "material": """
Programmübersicht
– Baumwolle: 20 bis 90 °C, maximale Beladung 9 kg, Schleuderdrehzahl bis 1400 U/min.
– Pflegeleicht: bis 60 °C, maximale Beladung 4,5 kg, Schleudern bis 1200 U/min.
– Wolle/Handwäsche: kalt bis 40 °C, maximale Beladung 2 kg, Dauer 41 Minuten, Schleudern bis 800 U/min.
– Kurz: kalt bis 30 °C, maximale Beladung 3,5 kg, Dauer fünfzehn Minuten.
– Eco 40-60: für normal verschmutzte Baumwollwäsche; der Energieverbrauch liegt bei 0,69 kWh pro Zyklus, der Wasserverbrauch bei 52 Litern.
Die Kindersicherung wird aktiviert, indem man die Tasten Start und Temperatur drei Sekunden lang gedrückt hält. Nach dem Programmende bleibt die Tür noch zwei Minuten verriegelt.
""",
    "facts": [
        (
            "Im Programm Baumwolle beträgt die maximale Beladung {n} kg.",
            9,
            "kg",
            ["9", "neun"],
        ),
        (
            "Im Programm Pflegeleicht beträgt die maximale Beladung {n} kg.",
            4.5,
            "kg",
            ["4,5"],
        ),
        (
            "Im Programm Wolle beträgt die maximale Beladung {n} kg.",
            2,
            "kg",
            ["2", "zwei"],
        ),
        ("Im Programm Kurz beträgt die maximale Beladung {n} kg.", 3.5, "kg", ["3,5"]),
        (
            "Im Programm Baumwolle schleudert die Maschine mit bis zu {n} U/min.",
            1400,
            "rpm",
            ["1400", "1.400"],
        ),
        (
            "Im Programm Pflegeleicht schleudert die Maschine mit bis zu {n} U/min.",
            1200,
            "rpm",
            ["1200", "1.200"],
        ),
        (
            "Im Programm Wolle schleudert die Maschine mit bis zu {n} U/min.",
            800,
            "rpm",
            ["800", "achthundert"],
        ),
        (
            "Das Programm Wolle dauert {n} Minuten.",
            41,
            "minuten",
            ["41", "einundvierzig"],
        ),
        ("Das Programm Kurz dauert {n} Minuten.", 15, "minuten", ["fünfzehn", "15"]),
        (
            "Nach dem Programmende bleibt die Tür {n} Minuten verriegelt.",
            2,
            "minuten",
            ["zwei", "2"],
        ),
        (
            "Das Programm Eco 40-60 verbraucht {n} kWh pro Zyklus.",
            0.69,
            "kwh",
            ["0,69"],
        ),
        (
            "Das Programm Eco 40-60 verbraucht {n} Liter Wasser.",
            52,
            "liter",
            ["52", "zweiundfünfzig"],
        ),
        (
            "Für die Kindersicherung hält man die Tasten {n} Sekunden lang gedrückt.",
            3,
            "sekunden",
            ["drei", "3"],
        ),
    ],
}
