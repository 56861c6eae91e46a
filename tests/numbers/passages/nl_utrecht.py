"""Material: utrecht (nl, encyclopedia)."""

PASSAGE = {
    "language": "nl",
    "kind": "encyclopedia",
    "material": """
Utrecht (stad)
Provincie                  Utrecht
Oppervlakte                99,21 km²
Inwoners (1 januari 2024)  374.238[1]
Utrecht is de vierde stad van Nederland. Op 1 januari 2014 telde de gemeente 330.772 inwoners; tien jaar later waren dat er 374.238.[2] De Domtoren is met 112,32 meter de hoogste kerktoren van het land; de bouw begon in 1321 en werd in 1382 voltooid.[3] Utrecht Centraal verwerkt dagelijks zo'n 200.000 reizigers en heeft 16 perronsporen.[4] De universiteit werd in 1636 opgericht en telt ruim 35.000 studenten.[5]
""",
    "facts": [
        (
            "Op 1 januari 2024 had Utrecht {n} inwoners.",
            374238,
            "inwoners",
            ["374.238"],
        ),
        ("In 2014 telde Utrecht {n} inwoners.", 330772, "inwoners", ["330.772"]),
        (
            "De gemeente Utrecht heeft een oppervlakte van {n} km².",
            99.21,
            "oppervlakte",
            ["99,21"],
        ),
        ("De Domtoren is {n} meter hoog.", 112.32, "meter", ["112,32"]),
        ("De bouw van de Domtoren begon in {n}.", 1321, "year", ["1321"]),
        ("De Domtoren werd in {n} voltooid.", 1382, "year", ["1382"]),
        ("De Universiteit Utrecht werd in {n} opgericht.", 1636, "year", ["1636"]),
        ("Utrecht Centraal heeft {n} perronsporen.", 16, "sporen", ["16", "zestien"]),
        (
            "Utrecht Centraal verwerkt dagelijks {n} reizigers.",
            200000,
            "mensen",
            ["200.000", "tweehonderdduizend"],
        ),
        (
            "De universiteit telt {n} studenten.",
            35000,
            "mensen",
            ["35.000", "vijfendertigduizend"],
        ),
    ],
}
