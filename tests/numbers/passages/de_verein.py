"""Material: verein (de, encyclopedia)."""

PASSAGE = {
    "language": "de",
    "kind": "encyclopedia",
    "material": """
SV Eintracht Lindenau
Voller Name	Sportverein Eintracht Lindenau 1908 e. V.
Ort	Lindenau, Niedersachsen
Gegründet	14. Mai 1908
Vereinsfarben	Blau-Weiß
Stadion	Sportpark am Kanal
Plätze	18.450
Präsident	Jürgen Hollmann
Cheftrainer	Marco Petersen
Mitglieder	11.372 (Stand: 30. Juni 2023)[1]
Liga	3. Liga
2022/23	7. Platz

Der SV Eintracht Lindenau (offiziell Sportverein Eintracht Lindenau 1908 e. V.) ist ein Sportverein aus dem niedersächsischen Lindenau. Die erste Fußballmannschaft spielt seit der Saison 2019/20 in der 3. Liga.[2] Neben Fußball bietet der Verein unter anderem Handball, Leichtathletik und Tischtennis an.

Geschichte
Der Verein wurde am 14. Mai 1908 von Arbeitern der örtlichen Zuckerfabrik gegründet. 1946 fusionierte er mit dem Turnverein Lindenau 1887 zur heutigen Eintracht. 1975 gelang der Aufstieg in die 2. Bundesliga Nord, der die Mannschaft vier Spielzeiten angehörte.[3] Größter sportlicher Erfolg ist das Erreichen des DFB-Pokal-Viertelfinales 1981, das vor 31.200 Zuschauern mit 1:3 gegen den Hamburger SV verloren ging.[4] Nach dem Abstieg aus der Regionalliga 2009 stand der Verein kurz vor der Insolvenz. In der Saison 2022/23 verbesserte sich die Mannschaft vom 15. Platz der Vorsaison auf Rang sieben, die beste Platzierung seit dem Wiederaufstieg.

Stadion
Der Sportpark am Kanal wurde 1952 eröffnet und fasste ursprünglich rund 35.000 Zuschauer. Seit dem Umbau 2016/17 bietet er 18.450 Plätze, davon 6.200 überdachte Sitzplätze. Der Zuschauerschnitt lag in der Saison 2022/23 bei 9.846 – nach 7.115 in der Vorsaison.[5]

Wirtschaft
Der Spielbetrieb der Profimannschaft ist seit 2018 in die SV Eintracht Lindenau Fußball GmbH & Co. KGaA ausgegliedert. Diese erzielte im Geschäftsjahr 2023 einen Umsatz von 14,8 Mio. Euro (2022: 12,3 Mio. Euro) und beschäftigte im Jahresdurchschnitt 87 Mitarbeiter (2022: 74).[6] Der Personaletat der Lizenzmannschaft lag 2023 bei rund 5,1 Mio. Euro.

Einzelnachweise
[1] Jahresbericht 2022/23 des SV Eintracht Lindenau, S. 4.
[2] „Lindenau feiert Aufstieg in die 3. Liga“. In: Weser-Kurier, 22. Mai 2019.
""",
    "facts": [
        ("Die Eintracht wurde {n} gegründet.", 1908, "year", ["1908"]),
        (
            "Mit dem Turnverein Lindenau fusionierte der Verein im Jahr {n}.",
            1946,
            "year",
            ["1946"],
        ),
        ("In die 2. Bundesliga Nord stieg Lindenau {n} auf.", 1975, "year", ["1975"]),
        ("Das Pokal-Viertelfinale gegen den HSV war {n}.", 1981, "year", ["1981"]),
        ("Der Sportpark am Kanal ist seit {n} in Betrieb.", 1952, "year", ["1952"]),
        (
            "Die Profiabteilung wurde {n} in eine KGaA ausgegliedert.",
            2018,
            "year",
            ["2018"],
        ),
        (
            "Der Sportpark am Kanal hat heute {n} Plätze.",
            18450,
            "plätze",
            ["18.450", "18450"],
        ),
        ("Davon sind {n} überdachte Sitzplätze.", 6200, "plätze", ["6.200", "6200"]),
        (
            "Vor dem Umbau passten etwa {n} Zuschauer ins Stadion.",
            35000,
            "plätze",
            ["35.000", "35000", "fünfunddreißigtausend"],
            {"hedge": False},
        ),
        (
            "Das Pokalspiel gegen den HSV sahen {n} Zuschauer.",
            31200,
            "zuschauer",
            ["31.200", "31200"],
        ),
        (
            "Im Schnitt kamen 2022/23 {n} Zuschauer.",
            9846,
            "zuschauer",
            ["9.846", "9846"],
        ),
        (
            "In der Saison 2021/22 lag der Zuschauerschnitt bei {n}.",
            7115,
            "zuschauer",
            ["7.115", "7115"],
        ),
        (
            "Der Umsatz der KGaA betrug 2023 {n} Millionen Euro.",
            14.8,
            "mio euro",
            ["14,8"],
        ),
        (
            "Im Jahr 2022 setzte die KGaA {n} Millionen Euro um.",
            12.3,
            "mio euro",
            ["12,3"],
        ),
        (
            "Der Personaletat der Lizenzmannschaft betrug 2023 rund {n} Millionen Euro.",
            5.1,
            "mio euro",
            ["5,1"],
            {"hedge": False},
        ),
        (
            "2023 arbeiteten im Schnitt {n} Mitarbeiter für die KGaA.",
            87,
            "mitarbeiter",
            ["87", "siebenundachtzig"],
        ),
        (
            "Im Jahr 2022 hatte die KGaA {n} Beschäftigte.",
            74,
            "mitarbeiter",
            ["74", "vierundsiebzig"],
        ),
        (
            "Der Verein hat {n} Mitglieder.",
            11372,
            "mitglieder",
            ["11.372", "11372"],
            {"swap": False},
        ),
        (
            "In der Saison 2022/23 belegte Lindenau in der 3. Liga den {n} Platz.",
            7,
            "ordinal",
            ["7.", "siebten"],
            {"hedge": False},
        ),
        (
            "In der Saison 2021/22 landete Lindenau auf dem {n} Platz.",
            15,
            "ordinal",
            ["15.", "fünfzehnten"],
            {"hedge": False},
        ),
    ],
}
