"""Material: etna (it, encyclopedia)."""

PASSAGE = {
    "language": "it",
    "kind": "encyclopedia",
    "material": """
Etna
Altitudine	3403 m s.l.m.[1]
Stato	Italia
Tipo	stratovulcano
L'Etna è il vulcano attivo più alto d'Europa: la sua altezza varia nel tempo a causa delle eruzioni e nel 2021 ha raggiunto 3357 metri, mentre nel 2024 è stata misurata a 3403 metri.[2] Ha un perimetro di base di circa 135 km e copre una superficie di 1190 km².[3] Il Parco dell'Etna, istituito nel 1987, protegge 59.000 ettari.[4] L'eruzione del 1669 distrusse parte di Catania; la colata lavica percorse 17 chilometri in ventidue giorni.[5]
""",
    "facts": [
        ("Nel 2021 l'Etna ha raggiunto {n} metri.", 3357, "metri", ["3357", "3.357"]),
        (
            "Nel 2024 l'Etna è stato misurato a {n} metri.",
            3403,
            "metri",
            ["3403", "3.403"],
        ),
        (
            "L'Etna ha un perimetro di base di {n} km.",
            135,
            "km",
            ["135", "centotrentacinque"],
        ),
        (
            "La colata lavica del 1669 percorse {n} chilometri.",
            17,
            "km",
            ["17", "diciassette"],
        ),
        (
            "L'Etna copre una superficie di {n} km².",
            1190,
            "superficie",
            ["1190", "1.190"],
        ),
        (
            "Il Parco dell'Etna protegge {n} ettari.",
            59000,
            "ettari",
            ["59.000", "cinquantanovemila"],
        ),
        ("Il Parco dell'Etna è stato istituito nel {n}.", 1987, "year", ["1987"]),
        (
            "L'eruzione che distrusse parte di Catania avvenne nel {n}.",
            1669,
            "year",
            ["1669"],
        ),
        (
            "La colata lavica del 1669 durò {n} giorni.",
            22,
            "giorni",
            ["ventidue", "22"],
        ),
    ],
}
