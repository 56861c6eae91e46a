"""Material: recept (nl, recipe)."""

PASSAGE = {
    "language": "nl",
    "kind": "recipe",
    "material": """
Witlof met ham en kaas uit de oven
4 personen · voorbereiding 35 min. · oventijd 25 min. · ca. 640 kcal p.p.

Ingrediënten
- 8 stronken witlof (ca. 1 kg)
- 8 plakken beenham (ca. 200 g)
- 1,2 kg kruimige aardappelen
- 150 ml warme melk en een klontje boter voor de puree
- 30 g boter
- 40 g bloem
- 500 ml melk voor de saus
- 150 g geraspte belegen kaas
- versgeraspte nootmuskaat, peper en zout

Bereiding
1. Verwarm de oven voor op 200 °C (hetelucht 180 °C). Vet een ovenschaal van ongeveer 20 × 30 cm in.
2. Verwijder het harde kegeltje onder uit de witlof. Kook de stronken heel in ca. 10 minuten beetgaar in water met een snufje zout. Laat ze goed uitlekken in een vergiet en knijp ze voorzichtig uit.
3. Schil de aardappelen, snijd ze in stukken en kook ze in 20 minuten gaar. Giet af en stamp ze met de warme melk en het klontje boter tot een smeuïge puree. Breng op smaak met nootmuskaat, peper en zout.
4. Maak de kaassaus: smelt de boter in een pan, roer de bloem erdoor en laat dit 1 minuut al roerend garen. Schenk de melk er in scheutjes bij en blijf roeren tot een gladde saus. Laat de saus drie minuten zachtjes koken en roer er 100 g van de kaas door.
5. Rol iedere stronk in een plak ham en leg de rolletjes naast elkaar in de schaal. Verdeel de saus erover en bestrooi met de overige 50 g kaas.
6. Zet de schaal 25 minuten in het midden van de oven tot de kaas goudbruin is. Wie van een knapperig korstje houdt, zet de laatste vijf minuten de grill aan.
Serveer met de puree. Restjes blijven afgedekt in de koelkast twee dagen goed.
""",
    "facts": [
        (
            "Zet de oven op {n} °C als je geen hetelucht gebruikt.",
            200,
            "celsius",
            ["200", "tweehonderd"],
        ),
        (
            "Met hetelucht bak je de witlofschotel op {n} °C.",
            180,
            "celsius",
            ["180", "honderdtachtig"],
        ),
        (
            "De witlof moet {n} minuten koken.",
            10,
            "minuten",
            ["10", "tien"],
        ),
        (
            "De aardappelen zijn in {n} minuten gaar.",
            20,
            "minuten",
            ["20", "twintig"],
        ),
        (
            "De kaassaus laat je {n} minuten zachtjes koken.",
            3,
            "minuten",
            ["drie", "3"],
        ),
        (
            "De schotel gaat {n} minuten de oven in.",
            25,
            "minuten",
            ["25", "vijfentwintig"],
        ),
        (
            "De grill zet je voor de laatste {n} minuten aan.",
            5,
            "minuten",
            ["vijf", "5"],
        ),
        (
            "De voorbereiding van dit recept kost {n} minuten.",
            35,
            "minuten",
            ["35", "vijfendertig"],
        ),
        (
            "Voor de saus heb je {n} g boter nodig.",
            30,
            "gram",
            ["30", "dertig"],
        ),
        (
            "Voor de saus gebruik je {n} g bloem.",
            40,
            "gram",
            ["40", "veertig"],
        ),
        (
            "In totaal gaat er {n} g geraspte kaas in het gerecht.",
            150,
            "gram",
            ["150", "honderdvijftig"],
        ),
        (
            "Door de saus roer je {n} g kaas.",
            100,
            "gram",
            ["100", "honderd"],
        ),
        (
            "Er gaat daarna nog {n} g kaas over de schotel.",
            50,
            "gram",
            ["50", "vijftig"],
        ),
        (
            "Voor de kaassaus gebruik je {n} ml melk.",
            500,
            "ml",
            ["500", "vijfhonderd"],
        ),
        (
            "Voor de puree heb je {n} ml warme melk nodig.",
            150,
            "ml",
            ["150", "honderdvijftig"],
        ),
        (
            "Je hebt {n} kg aardappelen nodig.",
            1.2,
            "kg",
            ["1,2"],
        ),
        (
            "Eén portie bevat {n} kcal.",
            640,
            "kcal",
            ["640", "zeshonderdveertig"],
        ),
        (
            "Het recept is voor {n} personen.",
            4,
            "personen",
            ["4", "vier"],
        ),
        (
            "Restjes kun je {n} dagen in de koelkast bewaren.",
            2,
            "dagen",
            ["twee", "2"],
        ),
    ],
}
