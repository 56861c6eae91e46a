"""Material: oepnv (de, ticket prices)."""

PASSAGE = {
    "language": "de",
    "kind": "price list",
    "material": """
Tickets & Preise im VMW – gültig ab 1. Januar 2025
Der Tarif des Verkehrsverbunds Mittelweser gilt in allen Bussen, Straßenbahnen und Regionalzügen im Verbundgebiet. Der Fahrpreis richtet sich nach der Preisstufe, also danach, wie viele Tarifzonen Sie auf Ihrer Fahrt berühren.

Einzelfahrt                          Erwachsene   Kinder (6–14 J.)
Kurzstrecke (max. 4 Haltestellen)    1,90 €       1,10 €
Preisstufe 1 (1 Zone)                3,10 €       1,70 €
Preisstufe 2 (2 Zonen)               4,20 €       2,30 €
Preisstufe 3 (ab 3 Zonen)            6,40 €       3,40 €

4-Fahrten-Karte Preisstufe 1: 11,40 € (Kinder 6,20 €)

Tageskarte – gilt ab dem Entwerten bis 3 Uhr des folgenden Tages
Preisstufe 1: Einzelperson 8,20 €, Gruppe (bis zu 5 Personen) 14,90 €
Preisstufe 3: Einzelperson 15,60 €, Gruppe 24,50 €

Kinder unter 6 Jahren fahren kostenlos; jeder Fahrgast mit gültigem Ticket darf bis zu drei Kinder unter 6 Jahren mitnehmen. Einzelfahrscheine gelten 90 Minuten ab Entwertung für eine Fahrt in eine Richtung, Umsteigen ist erlaubt. Fahrradkarte: 2,80 € pro Tag (keine Mitnahme Mo–Fr von 6:30 bis 8:30 Uhr).

Deutschlandticket: 58 € im Monat im Abo, gültig im gesamten Nahverkehr in Deutschland.

Kundencenter am Hauptbahnhof
Mo–Fr 7:00–19:00 Uhr, Sa 9:00–14:00 Uhr, an Sonn- und Feiertagen geschlossen.
Service-Telefon: 0421 596 300 (täglich 6 bis 22 Uhr)
Fundbüro: 0421 596 318
""",
    "facts": [
        (
            "Eine Kurzstrecke kostet für Erwachsene {n} Euro.",
            1.9,
            "euro",
            ["1,90", "1,9"],
        ),
        ("Kinder zahlen für die Kurzstrecke {n} Euro.", 1.1, "euro", ["1,10", "1,1"]),
        (
            "Ein Einzelfahrschein in Preisstufe 1 kostet für Erwachsene {n} Euro.",
            3.1,
            "euro",
            ["3,10", "3,1"],
        ),
        (
            "Für Kinder kostet die Einzelfahrt in Preisstufe 2 {n} Euro.",
            2.3,
            "euro",
            ["2,30", "2,3"],
        ),
        (
            "Erwachsene zahlen in Preisstufe 3 für eine Einzelfahrt {n} Euro.",
            6.4,
            "euro",
            ["6,40", "6,4"],
        ),
        (
            "Ein Kinderticket für Preisstufe 3 kostet {n} Euro.",
            3.4,
            "euro",
            ["3,40", "3,4"],
        ),
        (
            "Die 4-Fahrten-Karte für Erwachsene kostet {n} Euro.",
            11.4,
            "euro",
            ["11,40", "11,4"],
        ),
        (
            "Die Tageskarte für eine Person in Preisstufe 1 kostet {n} Euro.",
            8.2,
            "euro",
            ["8,20", "8,2"],
        ),
        (
            "Als Gruppe zahlt man für die Tageskarte in Preisstufe 1 {n} Euro.",
            14.9,
            "euro",
            ["14,90", "14,9"],
        ),
        (
            "Die Gruppen-Tageskarte für Preisstufe 3 kostet {n} Euro.",
            24.5,
            "euro",
            ["24,50", "24,5"],
        ),
        ("Die Fahrradkarte kostet {n} Euro pro Tag.", 2.8, "euro", ["2,80", "2,8"]),
        (
            "Das Deutschlandticket kostet im Abo {n} Euro pro Monat.",
            58,
            "euro",
            ["58", "achtundfünfzig"],
        ),
        (
            "Kinder unter {n} Jahren fahren gratis.",
            6,
            "jahre",
            ["6", "sechs"],
            {"hedge": False},
        ),
        (
            "Den Kindertarif gibt es bis zum Alter von {n} Jahren.",
            14,
            "jahre",
            ["14", "vierzehn"],
            {"hedge": False},
        ),
        (
            "Eine Gruppen-Tageskarte gilt für bis zu {n} Personen.",
            5,
            "personen",
            ["5", "fünf"],
            {"hedge": False},
        ),
        (
            "Jeder Fahrgast darf bis zu {n} kleine Kinder kostenlos mitnehmen.",
            3,
            "personen",
            ["drei", "3"],
            {"hedge": False},
        ),
        (
            "Ein Einzelfahrschein ist {n} Minuten gültig.",
            90,
            "minuten",
            ["90", "neunzig"],
            {"swap": False, "hedge": False},
        ),
        (
            "Die Tageskarte gilt bis {n} Uhr am nächsten Tag.",
            "03:00",
            "time",
            ["3", "3:00", "03:00"],
        ),
        (
            "Werktags öffnet das Kundencenter um {n} Uhr.",
            "07:00",
            "time",
            ["7", "7:00", "7.00"],
        ),
        (
            "Unter der Woche schließt das Kundencenter um {n} Uhr.",
            "19:00",
            "time",
            ["19", "19:00", "19.00"],
        ),
        (
            "Samstags hat das Kundencenter ab {n} Uhr geöffnet.",
            "09:00",
            "time",
            ["9", "9:00", "9.00"],
        ),
        (
            "Am Samstag ist das Kundencenter bis {n} Uhr offen.",
            "14:00",
            "time",
            ["14", "14:00", "14.00"],
        ),
        (
            "Das Service-Telefon ist bis {n} Uhr erreichbar.",
            "22:00",
            "time",
            ["22", "22:00"],
        ),
        (
            "Werktags dürfen Fahrräder ab {n} Uhr wieder mitgenommen werden.",
            "08:30",
            "time",
            ["8:30", "8.30"],
        ),
        (
            "Das Service-Telefon hat die Nummer {n}.",
            "0421 596 300",
            "phone",
            ["0421 596 300", "0421 596300"],
        ),
        (
            "Das Fundbüro erreicht man unter {n}.",
            "0421 596 318",
            "phone",
            ["0421 596 318", "0421 596318"],
        ),
    ],
}
