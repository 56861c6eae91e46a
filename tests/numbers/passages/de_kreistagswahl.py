"""Material: kreistagswahl (de, news)."""

PASSAGE = {
    "language": "de",
    "kind": "news",
    "material": """
Kreistagswahl: CDU legt zu, Grüne stürzen ab – Wahlbeteiligung steigt

Lindenau (lnw). Die CDU bleibt die stärkste Kraft im Kreistag des Landkreises Lindenau und baut ihren Vorsprung aus. Nach dem vorläufigen amtlichen Endergebnis, das Kreiswahlleiterin Sabine Korte am Montag kurz nach 2 Uhr bekanntgab, kommen die Christdemokraten auf 34,2 Prozent (2019: 31,8 Prozent). Sie stellen damit künftig 21 der 60 Abgeordneten, zwei mehr als bisher.

Die SPD erreicht 19,6 Prozent nach 21,3 Prozent vor fünf Jahren und verliert einen Sitz; sie ist im neuen Kreistag mit zwölf Abgeordneten vertreten. Deutliche Verluste gibt es für die Grünen: Sie fallen von 18,9 auf 11,4 Prozent und haben nur noch sieben statt bisher elf Mandate. „Das ist ein bitterer Abend für uns, da gibt es nichts schönzureden“, sagte Kreisvorsitzender Jonas Albers.

Fast verdoppelt hat sich dagegen die AfD, die von 8,2 auf 15,7 Prozent zulegt und neun statt fünf Sitze erhält. Die Freien Wähler kommen auf 8,3 Prozent (7,5) und bleiben bei fünf Sitzen, die FDP sackt auf 4,1 Prozent (6,0) ab und stellt nur noch drei Abgeordnete. Da es bei Kommunalwahlen keine Fünf-Prozent-Hürde gibt, sind auch Die Linke (2,5 Prozent, zwei Sitze) und die Tierschutzpartei (1,3 Prozent, ein Sitz) wieder vertreten.

Von den 187.432 Wahlberechtigten gaben 61,4 Prozent ihre Stimme ab, vor fünf Jahren waren es 58,7 Prozent. Landrat Martin Oellers (CDU) wertete das als „gutes Zeichen für die Demokratie im Kreis“. Die konstituierende Sitzung des neuen Kreistags ist für den 2. Juli um 17 Uhr im Kreishaus angesetzt.
""",
    "facts": [
        (
            "Bei der Kreistagswahl kam die CDU auf {n} Prozent.",
            34.2,
            "percent",
            ["34,2"],
        ),
        (
            "Bei der Wahl 2019 hatte die CDU {n} Prozent erreicht.",
            31.8,
            "percent",
            ["31,8"],
        ),
        (
            "Die SPD holte diesmal {n} Prozent der Stimmen.",
            19.6,
            "percent",
            ["19,6"],
        ),
        (
            "Vor fünf Jahren lag die SPD noch bei {n} Prozent.",
            21.3,
            "percent",
            ["21,3"],
        ),
        (
            "Die Grünen sind auf {n} Prozent abgerutscht.",
            11.4,
            "percent",
            ["11,4"],
        ),
        (
            "2019 hatten die Grünen noch {n} Prozent bekommen.",
            18.9,
            "percent",
            ["18,9"],
        ),
        (
            "Die AfD steigerte sich auf {n} Prozent.",
            15.7,
            "percent",
            ["15,7"],
        ),
        (
            "Die FDP erreichte nur noch {n} Prozent.",
            4.1,
            "percent",
            ["4,1"],
        ),
        (
            "Die Wahlbeteiligung lag diesmal bei {n} Prozent.",
            61.4,
            "percent",
            ["61,4"],
        ),
        (
            "Bei der letzten Kreistagswahl 2019 hatten {n} Prozent der Berechtigten gewählt.",
            58.7,
            "percent",
            ["58,7"],
        ),
        (
            "Im neuen Kreistag hat die CDU {n} Sitze.",
            21,
            "sitze",
            ["21", "einundzwanzig"],
            {"hedge": False},
        ),
        (
            "Die SPD stellt künftig {n} Kreistagsabgeordnete.",
            12,
            "sitze",
            ["zwölf", "12"],
            {"hedge": False},
        ),
        (
            "Die Grünen haben im neuen Kreistag {n} Mandate.",
            7,
            "sitze",
            ["sieben", "7"],
        ),
        (
            "Bisher hatten die Grünen {n} Sitze im Kreistag.",
            11,
            "sitze",
            ["elf", "11"],
            {"hedge": False},
        ),
        (
            "Die AfD erhält im neuen Kreistag {n} Sitze.",
            9,
            "sitze",
            ["neun", "9"],
        ),
        (
            "Insgesamt hat der Kreistag von Lindenau {n} Sitze.",
            60,
            "sitze",
            ["60", "sechzig"],
            {"hedge": False},
        ),
        (
            "Im Landkreis Lindenau waren {n} Menschen wahlberechtigt.",
            187432,
            "personen",
            ["187.432", "187432"],
        ),
        (
            "Der neue Kreistag tritt am 2. Juli um {n} Uhr zum ersten Mal zusammen.",
            "17:00",
            "time",
            ["17", "17:00", "17.00"],
        ),
    ],
}
