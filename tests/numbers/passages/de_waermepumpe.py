"""Material: waermepumpe (de, manual)."""

PASSAGE = {
    "language": "de",
    "kind": "manual",
    "material": """
Luft/Wasser-Wärmepumpe LWP 9 – Bedienungsanleitung (Auszug)

1. Heizbetrieb
Die Wärmepumpe regelt die Vorlauftemperatur nach der Außentemperatur (Heizkurve). Die maximale Vorlauftemperatur beträgt 55 °C; für Fußbodenheizungen empfehlen wir höchstens 35 °C. Die Raumsolltemperatur ist werkseitig tagsüber auf 21 °C und nachts auf 18 °C eingestellt. Die Nachtabsenkung gilt von 22:00 Uhr bis 5:30 Uhr.

2. Warmwasser
Die Warmwasser-Solltemperatur beträgt 48 °C. Einmal pro Woche, jeweils sonntags um 2:00 Uhr, heizt die Legionellenschutzfunktion den Speicher mit Hilfe des Heizstabs auf 65 °C auf. Der Warmwasserspeicher fasst 200 Liter; der Heizstab hat eine Leistung von 3 kW.

3. Leistungsdaten
Bei A7/W35 liefert die Wärmepumpe eine Heizleistung von 9,2 kW bei einer Leistungszahl (COP) von 4,8. Bei A-7/W35 sinkt die Heizleistung auf 6,4 kW, die Leistungszahl auf 2,9. Der Schallleistungspegel des Außengeräts liegt bei 54 dB(A), im Flüstermodus bei 49 dB(A). Das Kältemittel R290 ist mit einer Füllmenge von 1,3 kg enthalten.

4. Abtauen und Sperrzeiten
Bei Außentemperaturen unter 7 °C kann das Außengerät vereisen; die Abtauung dauert in der Regel vier bis acht Minuten. Der Netzbetreiber darf die Wärmepumpe bis zu dreimal täglich für jeweils höchstens zwei Stunden sperren; der Pufferspeicher mit 100 Litern überbrückt diese Zeit.

5. Wartung und Service
Eine Wartung durch den Fachbetrieb ist alle zwei Jahre vorgeschrieben; den Luftfilter des Außengeräts sollten Sie alle drei Monate reinigen. Die Werksgarantie beträgt 5 Jahre, mit Wartungsvertrag 10 Jahre.
Kundendienst: 0800 724 3300 (Mo–Fr 7:30–18:00 Uhr). Notdienst außerhalb der Geschäftszeiten: 0171 553 2090.
""",
    "facts": [
        (
            "Die maximale Vorlauftemperatur beträgt {n} °C.",
            55,
            "celsius",
            ["55", "fünfundfünfzig"],
        ),
        (
            "Für Fußbodenheizungen werden höchstens {n} °C Vorlauf empfohlen.",
            35,
            "celsius",
            ["35", "fünfunddreißig"],
            {"hedge": False},
        ),
        (
            "Tagsüber ist die Raumsolltemperatur auf {n} °C eingestellt.",
            21,
            "celsius",
            ["21", "einundzwanzig"],
        ),
        (
            "Nachts ist die Raumsolltemperatur auf {n} °C eingestellt.",
            18,
            "celsius",
            ["18", "achtzehn"],
        ),
        (
            "Die Warmwasser-Solltemperatur beträgt {n} °C.",
            48,
            "celsius",
            ["48", "achtundvierzig"],
        ),
        (
            "Die Legionellenschutzfunktion heizt den Speicher auf {n} °C auf.",
            65,
            "celsius",
            ["65", "fünfundsechzig"],
        ),
        ("Die Nachtabsenkung beginnt um {n} Uhr.", "22:00", "time", ["22:00", "22"]),
        ("Die Nachtabsenkung endet um {n} Uhr.", "05:30", "time", ["5:30", "5.30"]),
        (
            "Die Legionellenschutzfunktion läuft sonntags um {n} Uhr.",
            "02:00",
            "time",
            ["2:00", "2"],
        ),
        (
            "Der Kundendienst ist montags bis freitags ab {n} Uhr erreichbar.",
            "07:30",
            "time",
            ["7:30", "7.30"],
        ),
        ("Bei A7/W35 beträgt die Heizleistung {n} kW.", 9.2, "kw", ["9,2"]),
        ("Bei A-7/W35 beträgt die Heizleistung {n} kW.", 6.4, "kw", ["6,4"]),
        ("Der Heizstab hat eine Leistung von {n} kW.", 3, "kw", ["3", "drei"]),
        ("Bei A7/W35 beträgt die Leistungszahl {n}.", 4.8, "cop", ["4,8"]),
        ("Bei A-7/W35 beträgt die Leistungszahl {n}.", 2.9, "cop", ["2,9"]),
        (
            "Der Schallleistungspegel des Außengeräts liegt bei {n} dB(A).",
            54,
            "db",
            ["54"],
        ),
        (
            "Im Flüstermodus liegt der Schallleistungspegel bei {n} dB(A).",
            49,
            "db",
            ["49"],
        ),
        (
            "Der Warmwasserspeicher fasst {n} Liter.",
            200,
            "liter",
            ["200", "zweihundert"],
        ),
        ("Der Pufferspeicher fasst {n} Liter.", 100, "liter", ["100", "hundert"]),
        ("Die Füllmenge des Kältemittels beträgt {n} kg.", 1.3, "kg", ["1,3"]),
        ("Eine Wartung ist alle {n} Jahre vorgeschrieben.", 2, "jahre", ["zwei", "2"]),
        ("Die Werksgarantie beträgt {n} Jahre.", 5, "jahre", ["5", "fünf"]),
        (
            "Mit Wartungsvertrag beträgt die Garantie {n} Jahre.",
            10,
            "jahre",
            ["10", "zehn"],
        ),
        (
            "Den Luftfilter sollte man alle {n} Monate reinigen.",
            3,
            "monate",
            ["drei", "3"],
        ),
        (
            "Der Kundendienst ist unter {n} erreichbar.",
            "0800 724 3300",
            "phone",
            ["0800 724 3300", "0800 7243300"],
        ),
        (
            "Der Notdienst ist unter {n} erreichbar.",
            "0171 553 2090",
            "phone",
            ["0171 553 2090", "0171 5532090"],
        ),
        (
            "Der Netzbetreiber darf die Wärmepumpe für jeweils höchstens {n} Stunden sperren.",
            2,
            "stunden",
            ["zwei", "2"],
        ),
    ],
}
