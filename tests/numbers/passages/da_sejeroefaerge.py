"""Material: sejeroefaerge (da, timetable)."""

PASSAGE = {
    "language": "da",
    "kind": "timetable",
    "material": """
Sejerøfærgen – Havnsø–Sejerø
Køreplan og takster, gældende 6. januar–22. juni 2025

Overfarten tager 55 minutter. Passagerer skal være ved lejet senest 10 minutter før afgang, biler senest 20 minutter før. Biler skal altid forudbestilles.

Afgange fra Havnsø
Mandag–fredag: kl. 6.15 · 9.30 · 13.00 · 16.45 · 19.30
Lørdag: kl. 8.30 · 12.30 · 17.15
Søn- og helligdage: kl. 9.00 · 14.00 · 18.45

Afgange fra Sejerø
Mandag–fredag: kl. 7.20 · 10.40 · 14.10 · 17.55 · 20.35
Lørdag: kl. 9.35 · 13.35 · 18.20
Søn- og helligdage: kl. 10.05 · 15.05 · 19.50

Fredag før skolernes vinter- og påskeferie sejler en ekstra afgang fra Havnsø kl. 21.45.

Takster (retur)
Voksen: 95 kr.
Barn 4–15 år: 45 kr. (børn under 4 år rejser gratis)
Pensionist: 65 kr.
Cykel: 30 kr.
Hund: 20 kr.
Personbil inkl. fører: 360 kr.
10-turskort, voksen: 410 kr.
Årskort, personbil (fastboende): 2.450 kr.

Billetkontoret på Havnsø Havn har åbent mandag–fredag kl. 8.00–15.30. Bestilling af bilplads på tlf. 59 26 40 10 eller på faergen-sejeroe.dk. Betaling med MobilePay eller kort om bord – der tages ikke imod kontanter.
""",
    "facts": [
        (
            "På hverdage går den første færge fra Havnsø kl. {n}.",
            "06:15",
            "time",
            ["6.15", "6:15", "06.15"],
        ),
        (
            "Den sidste afgang fra Havnsø mandag til fredag er kl. {n}.",
            "19:30",
            "time",
            ["19.30", "19:30"],
        ),
        (
            "Om lørdagen sejler færgen første gang fra Havnsø kl. {n}.",
            "08:30",
            "time",
            ["8.30", "8:30", "08.30"],
        ),
        (
            "Søndag er første afgang fra Havnsø kl. {n}.",
            "09:00",
            "time",
            ["9.00", "9", "09.00", "9:00"],
        ),
        (
            "Fra Sejerø sejler den første færge på hverdage kl. {n}.",
            "07:20",
            "time",
            ["7.20", "7:20", "07.20"],
        ),
        (
            "Mandag–fredag er sidste færge fra Sejerø kl. {n}.",
            "20:35",
            "time",
            ["20.35", "20:35"],
        ),
        (
            "Lørdag går den sidste færge fra Sejerø kl. {n}.",
            "18:20",
            "time",
            ["18.20", "18:20"],
        ),
        (
            "På søn- og helligdage er sidste afgang fra Sejerø kl. {n}.",
            "19:50",
            "time",
            ["19.50", "19:50"],
        ),
        (
            "Ekstraafgangen fra Havnsø før vinter- og påskeferien er kl. {n}.",
            "21:45",
            "time",
            ["21.45", "21:45"],
        ),
        (
            "Billetkontoret i Havnsø åbner kl. {n} på hverdage.",
            "08:00",
            "time",
            ["8.00", "8", "08.00", "8:00"],
        ),
        (
            "Billetkontoret lukker kl. {n}.",
            "15:30",
            "time",
            ["15.30", "15:30"],
        ),
        (
            "En returbillet for en voksen koster {n} kr.",
            95,
            "kroner",
            ["95", "femoghalvfems"],
        ),
        (
            "For et barn mellem 4 og 15 år koster turen frem og tilbage {n} kr.",
            45,
            "kroner",
            ["45", "femogfyrre"],
        ),
        (
            "Pensionister betaler {n} kr. for en returbillet.",
            65,
            "kroner",
            ["65", "femogtres"],
        ),
        ("Det koster {n} kr. at tage cyklen med.", 30, "kroner", ["30", "tredive"]),
        ("En hund koster {n} kr. retur.", 20, "kroner", ["20", "tyve"]),
        (
            "En personbil med fører koster {n} kr. retur.",
            360,
            "kroner",
            ["360", "tre hundrede og tres"],
        ),
        ("Et 10-turskort til voksne koster {n} kr.", 410, "kroner", ["410"]),
        (
            "Et årskort til personbil for fastboende koster {n} kr.",
            2450,
            "kroner",
            ["2.450", "2450"],
        ),
        (
            "Sejlturen mellem Havnsø og Sejerø varer {n} minutter.",
            55,
            "minutter",
            ["55", "femoghalvtreds"],
        ),
        (
            "Som passager skal du senest være ved færgen {n} minutter før afgang.",
            10,
            "minutter",
            ["10", "ti"],
            {"hedge": False},
        ),
        (
            "Bilister skal møde op senest {n} minutter før afgang.",
            20,
            "minutter",
            ["20", "tyve"],
            {"hedge": False},
        ),
    ],
}
