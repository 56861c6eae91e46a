"""Material: kitagebuehren (de, fee schedule)."""

PASSAGE = {
    "language": "de",
    "kind": "fee schedule",
    "material": """
Startseite › Familie & Bildung › Kinderbetreuung › Elternbeiträge

Elternbeiträge für die städtischen Kindertageseinrichtungen – gültig ab 01.09.2024
Die Beiträge richten sich nach dem Alter des Kindes und dem Jahresbruttoeinkommen der Familie. Grundlage ist eine Betreuungszeit von 35 Wochenstunden; bei einer Buchung von 45 Wochenstunden erhöht sich der Beitrag um 25 %.

Monatlicher Beitrag (35 Std./Woche)
Jahreseinkommen	Krippe (unter 3 Jahren)	Kindergarten (3 Jahre bis Schuleintritt)
bis 25.000 €	beitragsfrei	beitragsfrei
25.001–40.000 €	142,00 €	98,00 €
40.001–60.000 €	236,00 €	164,00 €
60.001–80.000 €	318,00 €	221,00 €
über 80.000 €	395,00 €	274,00 €

Geschwisterermäßigung: Für das zweite gleichzeitig betreute Kind ermäßigt sich der Beitrag um 50 %, ab dem dritten Kind ist die Betreuung beitragsfrei. Maßgeblich ist jeweils das älteste Kind.
Verpflegung: Für das Mittagessen wird zusätzlich eine Pauschale von 3,80 € pro Betreuungstag berechnet (Obst und Getränke inklusive).
Kündigung: Der Betreuungsvertrag kann mit einer Frist von sechs Wochen zum Monatsende gekündigt werden.

Öffnungszeiten der Einrichtungen
Mo–Do 7:00–17:00 Uhr, Fr 7:00–15:30 Uhr. Die Einrichtungen schließen an bis zu 25 Tagen im Jahr, davon drei Wochen in den Sommerferien sowie zwischen Weihnachten und Neujahr.

Anmeldung und Beratung
Bürgerbüro, Abteilung Kindertagesbetreuung, Rathausplatz 2, 79312 Musterhausen
Mo, Di, Fr 8:00–12:00 Uhr · Do 14:00–18:30 Uhr · Sa 9:30–12:00 Uhr (nur mit Termin)
Telefon 07641 582-310, kita@musterhausen.de
""",
    "facts": [
        (
            "In der Krippe zahlen Sie bei einem Jahreseinkommen von 25.001 bis 40.000 Euro {n} Euro im Monat.",
            142,
            "euro",
            ["142,00", "142", "hundertzweiundvierzig"],
        ),
        (
            "Für ein Kindergartenkind kostet die Betreuung bei 25.001 bis 40.000 Euro Jahreseinkommen {n} Euro monatlich.",
            98,
            "euro",
            ["98,00", "98", "achtundneunzig"],
        ),
        (
            "Für ein Krippenkind liegt der Monatsbeitrag bei 40.001 bis 60.000 Euro Einkommen bei {n} Euro.",
            236,
            "euro",
            ["236,00", "236"],
        ),
        (
            "Im Kindergarten zahlt eine Familie mit 60.001 bis 80.000 Euro Jahreseinkommen {n} Euro pro Monat.",
            221,
            "euro",
            ["221,00", "221"],
        ),
        (
            "Wer über 80.000 Euro im Jahr verdient, zahlt für die Krippe {n} Euro im Monat.",
            395,
            "euro",
            ["395,00", "395"],
        ),
        (
            "Bei einem Einkommen über 80.000 Euro kostet der Kindergarten {n} Euro im Monat.",
            274,
            "euro",
            ["274,00", "274"],
        ),
        (
            "Das Mittagessen kostet pro Betreuungstag {n} Euro extra.",
            3.8,
            "euro",
            ["3,80", "3,8"],
        ),
        (
            "Bis zu einem Jahreseinkommen von {n} Euro ist die Betreuung beitragsfrei.",
            25000,
            "einkommen",
            ["25.000", "25000", "fünfundzwanzigtausend"],
        ),
        (
            "Die Standardbeiträge gelten für eine Betreuung von {n} Stunden pro Woche.",
            35,
            "stunden",
            ["35", "fünfunddreißig"],
        ),
        (
            "Wer {n} Wochenstunden bucht, zahlt einen Aufschlag.",
            45,
            "stunden",
            ["45", "fünfundvierzig"],
        ),
        (
            "Bei 45 Wochenstunden steigt der Beitrag um {n} Prozent.",
            25,
            "percent",
            ["25", "fünfundzwanzig"],
        ),
        (
            "Für das zweite Kind gibt es eine Ermäßigung von {n} Prozent.",
            50,
            "percent",
            ["50", "fünfzig"],
        ),
        (
            "Montags bis donnerstags schließt die Kita um {n} Uhr.",
            "17:00",
            "time",
            ["17:00", "17", "17.00"],
        ),
        (
            "Freitags ist die Kita bis {n} Uhr geöffnet.",
            "15:30",
            "time",
            ["15:30", "15.30"],
        ),
        (
            "Die Kitas öffnen morgens um {n} Uhr.",
            "07:00",
            "time",
            ["7:00", "7", "7.00", "sieben"],
        ),
        (
            "Am Samstag öffnet das Bürgerbüro für die Kita-Anmeldung um {n} Uhr.",
            "09:30",
            "time",
            ["9:30", "9.30"],
        ),
        (
            "Donnerstags hat die Abteilung Kindertagesbetreuung bis {n} Uhr geöffnet.",
            "18:30",
            "time",
            ["18:30", "18.30"],
        ),
        (
            "Der Betreuungsvertrag lässt sich mit {n} Wochen Frist zum Monatsende kündigen.",
            6,
            "wochen",
            ["sechs", "6"],
        ),
        (
            "In den Sommerferien bleiben die Kitas {n} Wochen geschlossen.",
            3,
            "wochen",
            ["drei", "3"],
        ),
    ],
}
