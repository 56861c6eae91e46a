"""Material: ammersee (de, encyclopedia)."""

PASSAGE = {
    "language": "de",
    "kind": "encyclopedia",
    "material": """
Ammersee
Lage	Landkreise Landsberg am Lech, Starnberg und Weilheim-Schongau, Oberbayern
Zuflüsse	Ammer, Rott, Kienbach
Abfluss	Amper → Isar → Donau
Höhe über Meeresspiegel	532,9 m ü. NHN
Fläche	46,6 km²[1]
Länge	16,2 km
Breite	6 km
Volumen	1,75 km³
Umfang	42,4 km
Maximale Tiefe	81,1 m
Mittlere Tiefe	37,6 m
Einzugsgebiet	993 km²

Der Ammersee ist ein Voralpensee im Südwesten von München. Mit einer Fläche von 46,6 km² ist er nach dem Chiemsee und dem Starnberger See der drittgrößte See, der vollständig in Bayern liegt.[2] Er entstand am Ende der Würm-Kaltzeit, als sich der Gletscher des Ammer-Loisach-Vorlandes zurückzog; ursprünglich reichte der See rund 10 km weiter nach Süden, bis zur heutigen Ortschaft Weilheim.[3]

Hydrologie
Hauptzufluss ist die Ammer, die bei Dießen in den See mündet und ein Delta aufschüttet, das jährlich um mehrere Meter wächst. Bei Stegen verlässt die Amper den See. Die theoretische Erneuerungszeit des Wassers beträgt etwa 2,7 Jahre, beim benachbarten Starnberger See sind es dagegen rund 21 Jahre.[4] Der Wasserspiegel schwankt im Jahresverlauf meist um weniger als einen Meter; beim Pfingsthochwasser 1999 lag er jedoch 2,37 m über dem Mittelwasser, Teile der Uferpromenade in Herrsching standen unter Wasser.[5]

Schifffahrt
Seit 1879 verkehren auf dem Ammersee regelmäßig Dampfschiffe. Heute betreibt die Bayerische Seenschifffahrt eine Flotte von vier Motorschiffen und dem Raddampfer „Diessen“, der 1908 in Dienst gestellt und 2004–2006 grundlegend saniert wurde.[6] Die große Rundfahrt von Stegen über Herrsching und Dießen zurück nach Stegen dauert etwa zweieinhalb Stunden.
""",
    "facts": [
        (
            "Die Wasserfläche des Ammersees beträgt {n} Quadratkilometer.",
            46.6,
            "km2",
            ["46,6"],
        ),
        (
            "Das Einzugsgebiet des Ammersees umfasst {n} km².",
            993,
            "km2",
            ["993", "neunhundertdreiundneunzig"],
        ),
        ("Der Ammersee ist {n} Kilometer lang.", 16.2, "km", ["16,2"]),
        (
            "An seiner breitesten Stelle misst der Ammersee {n} Kilometer.",
            6,
            "km",
            ["6", "sechs"],
        ),
        (
            "Das Ufer des Ammersees ist insgesamt {n} Kilometer lang.",
            42.4,
            "km",
            ["42,4"],
        ),
        (
            "Nach der Eiszeit reichte der Ammersee {n} Kilometer weiter nach Süden als heute.",
            10,
            "km",
            ["10", "zehn"],
            {"hedge": False},
        ),
        (
            "An seiner tiefsten Stelle ist der Ammersee {n} Meter tief.",
            81.1,
            "meter",
            ["81,1"],
        ),
        (
            "Im Durchschnitt ist der Ammersee {n} Meter tief.",
            37.6,
            "meter",
            ["37,6"],
        ),
        (
            "Der Seespiegel des Ammersees liegt auf {n} Metern über dem Meer.",
            532.9,
            "meter",
            ["532,9"],
        ),
        (
            "Beim Pfingsthochwasser stieg der Ammersee auf {n} Meter über Mittelwasser.",
            2.37,
            "meter",
            ["2,37"],
        ),
        (
            "Das Wasser im Ammersee erneuert sich theoretisch alle {n} Jahre.",
            2.7,
            "jahre",
            ["2,7"],
            {"hedge": False},
        ),
        (
            "Im Starnberger See dauert die Erneuerung des Wassers {n} Jahre.",
            21,
            "jahre",
            ["21", "einundzwanzig"],
            {"hedge": False},
        ),
        (
            "Das große Pfingsthochwasser am Ammersee war im Jahr {n}.",
            1999,
            "year",
            ["1999"],
        ),
        (
            "Regelmäßige Dampfschifffahrt gibt es auf dem Ammersee seit {n}.",
            1879,
            "year",
            ["1879"],
        ),
        (
            "Der Raddampfer Diessen fährt seit {n} auf dem See.",
            1908,
            "year",
            ["1908"],
        ),
        (
            "Das Wasservolumen des Ammersees liegt bei {n} Kubikkilometern.",
            1.75,
            "km3",
            ["1,75"],
        ),
    ],
}
