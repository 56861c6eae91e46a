"""Material: verkiezingen (nl, news)."""

PASSAGE = {
    "language": "nl",
    "kind": "news",
    "material": """
DEN HAAG (ANP) – De PVV is met 37 zetels de grootste partij geworden, blijkt uit de uitslag op basis van 98 procent van de getelde stemmen. GroenLinks-PvdA komt uit op 25 zetels, de VVD op 24 en NSC op 20. D66 verliest 15 zetels en houdt er 9 over.
De opkomst lag met 77,7 procent iets lager dan bij de vorige verkiezingen in 2021, toen 78,7 procent van de kiesgerechtigden stemde. In totaal brachten ruim 10,4 miljoen mensen hun stem uit.
""",
    "facts": [
        ("De PVV heeft {n} zetels gehaald.", 37, "zetels", ["37", "zevenendertig"]),
        (
            "GroenLinks-PvdA komt uit op {n} zetels.",
            25,
            "zetels",
            ["25", "vijfentwintig"],
        ),
        ("De VVD komt uit op {n} zetels.", 24, "zetels", ["24", "vierentwintig"]),
        ("NSC komt uit op {n} zetels.", 20, "zetels", ["20", "twintig"]),
        ("D66 houdt {n} zetels over.", 9, "zetels", ["9", "negen"]),
        ("D66 verliest {n} zetels.", 15, "zetels", ["15", "vijftien"]),
        ("De opkomst lag op {n} procent.", 77.7, "procent", ["77,7"]),
        ("In 2021 lag de opkomst op {n} procent.", 78.7, "procent", ["78,7"]),
        (
            "De uitslag is gebaseerd op {n} procent van de getelde stemmen.",
            98,
            "procent",
            ["98", "achtennegentig"],
            {"hedge": False},
        ),
        (
            "Ruim {n} mensen brachten hun stem uit.",
            10400000,
            "mensen",
            ["10,4 miljoen"],
            {"hedge": False},
        ),
    ],
}
