"""Material: pelletkessel (de, manual)."""

PASSAGE = {
    "language": "de",
    "kind": "manual",
    "material": """
PelloTherm PK 15 – Bedienungsanleitung für den Betreiber (Auszug)

Technische Daten
Nennwärmeleistung: 15 kW (kleinste Teillast 4,5 kW)
Kesselwirkungsgrad: 94,2 % bei Nennlast, 92,8 % bei Teillast
Vorratsbehälter: 210 kg Pellets (reicht bei Volllast ca. drei Tage)
Kesseltemperatur einstellbar: 60–85 °C (Werkseinstellung 70 °C)
Max. Betriebsdruck: 3 bar
Elektrische Leistungsaufnahme: 38 W im Betrieb, 1.450 W während der Zündung (max. 6 Minuten)
Abmessungen (H × B × T): 1.280 × 620 × 810 mm
Gewicht (leer): 285 kg

Warmwasser
Die Warmwasser-Solltemperatur ist ab Werk auf 55 °C eingestellt (Einstellbereich 40–60 °C). Einmal pro Woche, in der Werkseinstellung montags um 2:00 Uhr, heizt der Kessel den Speicher zum Schutz vor Legionellen auf 65 °C auf.

Zeitprogramm Heizung (Werkseinstellung)
Mo–Fr 5:30–22:00 Uhr, Sa/So 7:00–23:00 Uhr. In diesen Zeiten regelt der Kessel auf die Komfort-Raumtemperatur von 21 °C, außerhalb davon auf die Absenktemperatur von 17 °C. Ab einer Außentemperatur von 18 °C schaltet die Anlage automatisch in den Sommerbetrieb (nur Warmwasser). Sinkt die Außentemperatur unter 3 °C, läuft die Heizkreispumpe zum Frostschutz dauerhaft.

Reinigung und Wartung
Die Aschebox sollte in der Heizperiode etwa alle vier Wochen geleert werden, spätestens bei der Meldung „W05 Aschebox voll“. Lassen Sie den Kessel vor jeder Reinigung mindestens 30 Minuten abkühlen. Die Wartung durch einen Fachbetrieb ist einmal jährlich vorgeschrieben, spätestens jedoch nach 1.500 Betriebsstunden.

Störungsmeldungen
F21 Zündung fehlgeschlagen – Nach drei erfolglosen Zündversuchen geht der Kessel auf Störung. Prüfen Sie den Füllstand im Vorratsbehälter und quittieren Sie die Meldung frühestens nach 10 Minuten.
F34 Übertemperatur – Der Sicherheitstemperaturbegrenzer (STB) hat bei 110 °C ausgelöst. Kessel abkühlen lassen und den STB-Knopf unter der Abdeckkappe drücken.
F48 Abgastemperatur zu hoch – Die Abgastemperatur lag über 220 °C. Wärmetauscher reinigen lassen.
Bei wiederholten Störungen wenden Sie sich an den Kundendienst: 0800 735 5615.
""",
    "facts": [
        (
            "Der PK 15 hat eine Nennwärmeleistung von {n} kW.",
            15,
            "kw",
            ["15", "fünfzehn"],
            {"hedge": False},
        ),
        (
            "In der kleinsten Teillast leistet der Kessel {n} kW.",
            4.5,
            "kw",
            ["4,5", "viereinhalb"],
            {"hedge": False},
        ),
        (
            "Bei Nennlast erreicht der Kessel einen Wirkungsgrad von {n} Prozent.",
            94.2,
            "prozent",
            ["94,2"],
        ),
        (
            "Der Wirkungsgrad bei Teillast liegt bei {n} Prozent.",
            92.8,
            "prozent",
            ["92,8"],
        ),
        (
            "Im Betrieb nimmt der Kessel {n} Watt auf.",
            38,
            "watt",
            ["38", "achtunddreißig"],
        ),
        ("Beim Zünden braucht der Kessel {n} Watt.", 1450, "watt", ["1.450", "1450"]),
        (
            "In den Vorratsbehälter passen {n} kg Pellets.",
            210,
            "kg",
            ["210", "zweihundertzehn"],
        ),
        (
            "Leer wiegt der PK 15 {n} Kilogramm.",
            285,
            "kg",
            ["285", "zweihundertfünfundachtzig"],
        ),
        (
            "Ab Werk ist die Kesseltemperatur auf {n} °C eingestellt.",
            70,
            "celsius",
            ["70", "siebzig"],
        ),
        (
            "Die Kesseltemperatur lässt sich bis maximal {n} °C einstellen.",
            85,
            "celsius",
            ["85", "fünfundachtzig"],
            {"hedge": False},
        ),
        (
            "Das Warmwasser ist werkseitig auf {n} °C eingestellt.",
            55,
            "celsius",
            ["55", "fünfundfünfzig"],
        ),
        (
            "Zum Legionellenschutz wird der Speicher auf {n} °C aufgeheizt.",
            65,
            "celsius",
            ["65", "fünfundsechzig"],
        ),
        (
            "Die Komfort-Raumtemperatur beträgt {n} °C.",
            21,
            "celsius",
            ["21", "einundzwanzig"],
        ),
        (
            "Außerhalb der Heizzeiten wird auf {n} °C abgesenkt.",
            17,
            "celsius",
            ["17", "siebzehn"],
        ),
        (
            "Ab {n} °C draußen wechselt der Kessel in den Sommerbetrieb.",
            18,
            "celsius",
            ["18", "achtzehn"],
        ),
        (
            "Der Frostschutz springt unter {n} °C Außentemperatur an.",
            3,
            "celsius",
            ["3", "drei"],
        ),
        (
            "Der Sicherheitstemperaturbegrenzer löst bei {n} °C aus.",
            110,
            "celsius",
            ["110", "hundertzehn"],
        ),
        (
            "Die Meldung F48 erscheint, wenn die Abgastemperatur {n} °C übersteigt.",
            220,
            "celsius",
            ["220", "zweihundertzwanzig"],
            {"hedge": False},
        ),
        (
            "Die Zündung dauert höchstens {n} Minuten.",
            6,
            "minuten",
            ["6", "sechs"],
            {"hedge": False},
        ),
        (
            "Vor dem Reinigen muss der Kessel mindestens {n} Minuten abkühlen.",
            30,
            "minuten",
            ["30", "dreißig"],
            {"hedge": False},
        ),
        (
            "Die Störung F21 darf man frühestens nach {n} Minuten quittieren.",
            10,
            "minuten",
            ["10", "zehn"],
            {"hedge": False},
        ),
        (
            "Die Legionellenschaltung läuft montags um {n} Uhr.",
            "02:00",
            "time",
            ["2", "2:00", "2.00"],
        ),
        (
            "Werktags beginnt die Heizzeit um {n} Uhr.",
            "05:30",
            "time",
            ["5:30", "5.30"],
        ),
        (
            "Montags bis freitags endet die Heizzeit um {n} Uhr.",
            "22:00",
            "time",
            ["22", "22:00"],
        ),
        (
            "Am Wochenende heizt der Kessel ab {n} Uhr.",
            "07:00",
            "time",
            ["7", "7:00", "7.00"],
        ),
        (
            "Samstags und sonntags läuft die Heizung bis {n} Uhr.",
            "23:00",
            "time",
            ["23", "23:00"],
        ),
        (
            "Spätestens nach {n} Betriebsstunden ist eine Wartung fällig.",
            1500,
            "stunden",
            ["1.500", "1500"],
            {"swap": False, "hedge": False},
        ),
    ],
}
