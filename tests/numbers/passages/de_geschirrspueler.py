"""Material: geschirrspueler (de, manual)."""

PASSAGE = {
    "language": "de",
    "kind": "manual",
    "material": """
7 Programmübersicht
Die angegebenen Verbrauchswerte wurden unter Normbedingungen (13 Maßgedecke, Zulauftemperatur 15 °C) ermittelt. Je nach Beladung, Verschmutzung und Wasserhärte können sie abweichen.

Programm      Temperatur   Dauer         Wasser        Energie
Eco 50°       50 °C        3:55 h        9,5 l         0,84 kWh
Auto 45–65°   45–65 °C     2:10–2:55 h   7,0–15,2 l    0,90–1,40 kWh
Intensiv 70°  70 °C        2:40 h        16,2 l        1,62 kWh
Schnell 45°   45 °C        29 min        10,0 l        0,80 kWh
Glas 40°      40 °C        1:50 h        13,5 l        0,95 kWh
Vorspülen     –            15 min        4,0 l         0,02 kWh

Hinweis: Das Programm Eco 50° ist das effizienteste Programm für normal verschmutztes Geschirr. Die lange Laufzeit ergibt sich aus der niedrigen Temperatur und längeren Einweichphasen.

8 Wasserenthärtung und Klarspüler
Die Wasserhärte ist ab Werk auf Stufe 4 eingestellt (für 14–16 °dH). Erfragen Sie die Härte Ihres Leitungswassers beim örtlichen Wasserversorger. Die Klarspülerdosierung ist ab Werk auf Stufe 5 eingestellt; bei Schlieren auf Gläsern stellen Sie einen niedrigeren Wert ein.

9 Störungen selbst beheben
E:15 – Der Wasserschutz (Aquastop) hat angesprochen. Gerät vom Netz trennen, Wasserhahn schließen und den Kundendienst rufen.
E:24 – Das Wasser wird nicht abgepumpt. Abwasserschlauch auf Knicke prüfen, Siebe reinigen.
E:25 – Die Abwasserpumpe ist blockiert. Pumpendeckel abnehmen und Fremdkörper (z. B. Glassplitter) entfernen.
Blinkt die Anzeige nach dem Einschalten, ist die Tür nicht richtig geschlossen.

Kundendienst: 089 20 355 366 (Mo–Fr 8:00–20:00 Uhr, Sa 9:00–17:00 Uhr)
""",
    "facts": [
        (
            "Im Eco-Programm verbraucht die Maschine {n} Liter Wasser.",
            9.5,
            "liter",
            ["9,5", "neuneinhalb"],
        ),
        (
            "Das Intensivprogramm braucht {n} Liter Wasser.",
            16.2,
            "liter",
            ["16,2"],
        ),
        (
            "Beim Programm Schnell 45° werden {n} Liter Wasser verbraucht.",
            10,
            "liter",
            ["10,0", "10", "zehn"],
        ),
        (
            "Das Glasprogramm verbraucht {n} Liter Wasser.",
            13.5,
            "liter",
            ["13,5", "dreizehneinhalb"],
        ),
        (
            "Fürs Vorspülen braucht der Geschirrspüler {n} Liter Wasser.",
            4,
            "liter",
            ["4,0", "4", "vier"],
        ),
        (
            "Das Eco-Programm verbraucht {n} kWh Strom.",
            0.84,
            "kwh",
            ["0,84"],
        ),
        (
            "Der Energieverbrauch im Intensivprogramm liegt bei {n} kWh.",
            1.62,
            "kwh",
            ["1,62"],
        ),
        (
            "Mit dem Glasprogramm verbraucht das Gerät {n} kWh.",
            0.95,
            "kwh",
            ["0,95"],
        ),
        (
            "Das Intensivprogramm spült mit {n} °C.",
            70,
            "celsius",
            ["70", "siebzig"],
        ),
        (
            "Gläser werden im Glasprogramm bei {n} °C gespült.",
            40,
            "celsius",
            ["40", "vierzig"],
        ),
        (
            "Das Eco-Programm arbeitet mit {n} °C.",
            50,
            "celsius",
            ["50", "fünfzig"],
        ),
        (
            "Das Programm Schnell ist nach {n} Minuten fertig.",
            29,
            "minuten",
            ["29", "neunundzwanzig"],
        ),
        (
            "Das Vorspülen dauert {n} Minuten.",
            15,
            "minuten",
            ["15", "fünfzehn"],
        ),
        (
            "Ab Werk ist die Wasserhärte auf Stufe {n} eingestellt.",
            4,
            "level",
            ["4", "vier"],
        ),
        (
            "Der Klarspüler steht ab Werk auf Stufe {n}.",
            5,
            "level",
            ["5", "fünf"],
        ),
        (
            "Wenn der Aquastop angesprochen hat, erscheint der Fehlercode {n}.",
            15,
            "fehlercode",
            ["E:15", "E15"],
            {"hedge": False},
        ),
        (
            "Wird das Wasser nicht abgepumpt, zeigt das Gerät {n} an.",
            24,
            "fehlercode",
            ["E:24", "E24"],
            {"hedge": False},
        ),
        (
            "Bei blockierter Abwasserpumpe meldet der Geschirrspüler den Fehler {n}.",
            25,
            "fehlercode",
            ["E:25", "E25"],
            {"hedge": False},
        ),
        (
            "Samstags ist der Kundendienst bis {n} Uhr erreichbar.",
            "17:00",
            "time",
            ["17:00", "17"],
        ),
        (
            "Montags bis freitags erreichen Sie den Kundendienst bis {n} Uhr.",
            "20:00",
            "time",
            ["20:00", "20"],
        ),
        (
            "Am Samstag ist der Kundendienst ab {n} Uhr erreichbar.",
            "09:00",
            "time",
            ["9:00", "9"],
        ),
    ],
}
