"""Material: ovenschotel (nl, recipe)."""

PASSAGE = {
    "language": "nl",
    "kind": "recipe",
    "material": """
Ovenschotel met zalm, prei en krieltjes

Hoofdgerecht | 4 personen | Bereidingstijd: 20 minuten | Oventijd: 25 minuten
Voedingswaarde per portie: 610 kcal, 38 g eiwit, 32 g vet, 41 g koolhydraten

Ingrediënten
- 600 g krieltjes, gehalveerd
- 2 preien (ca. 500 g), in ringen
- 400 g zalmfilet zonder vel, in blokjes van 3 cm
- 100 g jonge spinazie
- 200 ml kookroom
- 100 ml visbouillon (van ½ blokje)
- 150 g geraspte belegen kaas
- 2 teentjes knoflook, fijngesneden
- 1 el olijfolie, 1 tl gedroogde dille, peper en zout
Verder nodig: ingevette ovenschaal van ca. 30 × 20 cm

Bereiding
1. Verwarm de oven voor op 200 °C (heteluchtoven 180 °C).
2. Kook de krieltjes in 10 minuten beetgaar en giet ze af.
3. Verhit de olie in een hapjespan en bak de prei met de knoflook in 8 minuten zacht. Voeg de spinazie toe en laat die in twee minuten slinken.
4. Roer de kookroom, de bouillon en de dille erdoor en breng op smaak met peper en zout.
5. Verdeel de krieltjes over de ovenschaal, leg de zalm erop en schep het preimengsel erover. Bestrooi met de kaas.
6. Zet de schotel 25 minuten in het midden van de oven, tot de kaas goudbruin is. Zet de laatste 5 minuten eventueel de grill aan voor een krokant korstje.
7. Laat de schotel drie minuten rusten voor je hem opschept.

Tip: restjes blijven afgedekt maximaal 2 dagen goed in de koelkast. Opwarmen in de magnetron: 4 minuten op 600 watt.
""",
    "facts": [
        (
            "De bereidingstijd van de ovenschotel is {n} minuten.",
            20,
            "minuten",
            ["20", "twintig"],
        ),
        (
            "De ovenschotel moet {n} minuten in de oven.",
            25,
            "minuten",
            ["25", "vijfentwintig"],
        ),
        (
            "De krieltjes kook je in {n} minuten beetgaar.",
            10,
            "minuten",
            ["10", "tien"],
        ),
        ("De prei bak je in {n} minuten zacht.", 8, "minuten", ["8", "acht"]),
        ("De spinazie laat je {n} minuten slinken.", 2, "minuten", ["twee", "2"]),
        ("De grill zet je de laatste {n} minuten aan.", 5, "minuten", ["5", "vijf"]),
        (
            "Na de oven laat je de schotel {n} minuten rusten.",
            3,
            "minuten",
            ["drie", "3"],
        ),
        (
            "In de magnetron warm je de restjes {n} minuten op.",
            4,
            "minuten",
            ["4", "vier"],
        ),
        (
            "Een gewone oven verwarm je voor op {n} graden.",
            200,
            "celsius",
            ["200", "tweehonderd"],
        ),
        (
            "In een heteluchtoven gebruik je {n} graden.",
            180,
            "celsius",
            ["180", "honderdtachtig"],
        ),
        ("Je hebt {n} gram krieltjes nodig.", 600, "gram", ["600", "zeshonderd"]),
        (
            "Voor de schotel gebruik je {n} gram zalmfilet.",
            400,
            "gram",
            ["400", "vierhonderd"],
        ),
        (
            "Er gaat {n} gram geraspte kaas over de schotel.",
            150,
            "gram",
            ["150", "honderdvijftig"],
        ),
        ("Het recept vraagt {n} gram jonge spinazie.", 100, "gram", ["100", "honderd"]),
        (
            "De twee preien wegen samen {n} gram.",
            500,
            "gram",
            ["500", "vijfhonderd"],
            {"hedge": False},
        ),
        (
            "Een portie bevat {n} gram eiwit.",
            38,
            "gram per portie",
            ["38", "achtendertig"],
        ),
        (
            "Per portie zit er {n} gram vet in.",
            32,
            "gram per portie",
            ["32", "tweeëndertig"],
        ),
        (
            "Een portie bevat {n} gram koolhydraten.",
            41,
            "gram per portie",
            ["41", "eenenveertig"],
        ),
        ("Je hebt {n} ml kookroom nodig.", 200, "ml", ["200", "tweehonderd"]),
        ("Er gaat {n} ml visbouillon in.", 100, "ml", ["100", "honderd"]),
        ("Een portie levert {n} kcal.", 610, "kcal", ["610", "zeshonderdtien"]),
        ("Dit recept is voor {n} personen.", 4, "personen", ["4", "vier"]),
        ("De zalm snijd je in blokjes van {n} cm.", 3, "cm", ["3", "drie"]),
        (
            "De ovenschaal is {n} cm lang.",
            30,
            "cm",
            ["30", "dertig"],
            {"hedge": False},
        ),
        (
            "De ovenschaal is {n} cm breed.",
            20,
            "cm",
            ["20", "twintig"],
            {"hedge": False},
        ),
        ("Restjes kun je {n} dagen in de koelkast bewaren.", 2, "dagen", ["2", "twee"]),
        ("Je warmt de restjes op bij {n} watt.", 600, "watt", ["600", "zeshonderd"]),
    ],
}
