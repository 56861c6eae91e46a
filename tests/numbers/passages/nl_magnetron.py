"""Material: magnetron (nl, manual)."""

PASSAGE = {
    "language": "nl",
    "kind": "manual",
    "material": """
Magnetron – ontdooitabel en vermogens
Ontdooi 300 g gehakt in 6 minuten op 180 watt; 500 g kipfilet heeft 11 minuten nodig. Brood (4 bolletjes) ontdooit in drie minuten. Laat het voedsel daarna nog 5 minuten rusten, zodat de temperatuur gelijkmatig wordt.
Vermogensstanden: 90, 180, 360, 600 en 900 watt. Gebruik 900 watt om water te koken: een kop van 250 ml kookt in ongeveer twee minuten. De grill heeft een vermogen van 1000 watt.
Het draaiplateau heeft een diameter van 27,2 cm; de binnenruimte is 23 liter groot.
""",
    "facts": [
        ("Gehakt ontdooit in {n} minuten.", 6, "minuten", ["6", "zes"]),
        (
            "Kipfilet heeft {n} minuten nodig om te ontdooien.",
            11,
            "minuten",
            ["11", "elf"],
        ),
        ("Brood ontdooit in {n} minuten.", 3, "minuten", ["drie", "3"]),
        (
            "Na het ontdooien moet het voedsel {n} minuten rusten.",
            5,
            "minuten",
            ["5", "vijf"],
        ),
        ("Een kop water kookt in {n} minuten.", 2, "minuten", ["twee", "2"]),
        ("Gehakt ontdooi je op {n} watt.", 180, "watt", ["180", "honderdtachtig"]),
        ("Water kook je op {n} watt.", 900, "watt", ["900", "negenhonderd"]),
        (
            "De grill heeft een vermogen van {n} watt.",
            1000,
            "watt",
            ["1000", "1.000", "duizend"],
        ),
        ("Het draaiplateau heeft een diameter van {n} cm.", 27.2, "cm", ["27,2"]),
        (
            "De binnenruimte van de magnetron is {n} liter.",
            23,
            "liter",
            ["23", "drieëntwintig"],
        ),
        (
            "Je kunt {n} g kipfilet in 11 minuten ontdooien.",
            500,
            "gram",
            ["500", "vijfhonderd"],
        ),
        (
            "Je kunt {n} g gehakt in 6 minuten ontdooien.",
            300,
            "gram",
            ["300", "driehonderd"],
        ),
    ],
}
