"""Material: parmigiana di melanzane (it, recipe)."""

PASSAGE = {
    "language": "it",
    "kind": "recipe",
    "material": """
Parmigiana di melanzane
Preparazione: 50 minuti + 1 ora di spurgo | Cottura: 45 minuti | Dosi: 6 persone | Difficoltà: media

Ingredienti
1,5 kg di melanzane nere lunghe (circa 4)
700 ml di passata di pomodoro
1 cipolla bianca piccola
2 cucchiai di olio extravergine d'oliva
300 g di mozzarella fior di latte
120 g di Parmigiano Reggiano grattugiato
1 mazzetto di basilico
1 l di olio di semi di arachide per friggere
sale fino e sale grosso q.b.

Procedimento
1. Lavate le melanzane, spuntatele e tagliatele per il lungo a fette spesse 5 mm. Disponetele a strati in uno scolapasta, cospargendo ogni strato di sale grosso, copritele con un piatto e un peso e lasciatele spurgare per un'ora.
2. Intanto preparate il sugo: fate appassire la cipolla tritata nell'olio extravergine, unite la passata, salate e cuocete a fuoco basso per 25 minuti. A fuoco spento aggiungete qualche foglia di basilico.
3. Tagliate la mozzarella a dadini e lasciatela scolare in un colino per almeno 30 minuti, altrimenti la parmigiana risulterà acquosa.
4. Sciacquate le melanzane e asciugatele bene. Scaldate l'olio di semi a 170 °C e friggete poche fette alla volta, 2-3 minuti per lato, finché saranno dorate; scolatele su carta assorbente.
5. In una pirofila da 30 × 20 cm stendete un velo di sugo, poi uno strato di melanzane, sugo, mozzarella, parmigiano e basilico. Proseguite fino a esaurire gli ingredienti (verranno 4 strati) e terminate con sugo e parmigiano.
6. Cuocete in forno statico preriscaldato a 180 °C per 40 minuti (in forno ventilato a 160 °C per 35 minuti), poi passate sotto il grill per gli ultimi 5 minuti.
7. Lasciate riposare almeno 20 minuti prima di servire: la parmigiana si compatta e si taglia meglio.

Conservazione: in frigorifero, coperta con pellicola, fino a 3 giorni. Si può anche congelare già cotta e conservare in freezer per 2 mesi.
""",
    "facts": [
        (
            "Per la parmigiana servono {n} grammi di mozzarella fior di latte.",
            300,
            "grammi",
            ["300", "trecento"],
        ),
        (
            "Nella ricetta vanno {n} grammi di Parmigiano grattugiato.",
            120,
            "grammi",
            ["120", "centoventi"],
        ),
        (
            "Le melanzane necessarie sono {n} kg.",
            1.5,
            "kg",
            ["1,5"],
        ),
        (
            "Per il sugo si usano {n} ml di passata di pomodoro.",
            700,
            "ml",
            ["700", "settecento"],
        ),
        (
            "Le fette di melanzana vanno tagliate spesse {n} millimetri.",
            5,
            "mm",
            ["5", "cinque"],
        ),
        (
            "Il sugo cuoce a fuoco basso per {n} minuti.",
            25,
            "minuti",
            ["25", "venticinque"],
        ),
        (
            "La mozzarella deve scolare per almeno {n} minuti.",
            30,
            "minuti",
            ["30", "trenta"],
            {"hedge": False},
        ),
        (
            "Nel forno statico la parmigiana cuoce per {n} minuti.",
            40,
            "minuti",
            ["40", "quaranta"],
        ),
        (
            "Con il forno ventilato bastano {n} minuti di cottura.",
            35,
            "minuti",
            ["35", "trentacinque"],
        ),
        (
            "Alla fine la parmigiana va sotto il grill per {n} minuti.",
            5,
            "minuti",
            ["5", "cinque"],
        ),
        (
            "Prima di servirla bisogna farla riposare almeno {n} minuti.",
            20,
            "minuti",
            ["20", "venti"],
            {"hedge": False},
        ),
        (
            "La preparazione richiede {n} minuti, più un'ora di spurgo.",
            50,
            "minuti",
            ["50", "cinquanta"],
        ),
        (
            "In tutto la cottura dura {n} minuti.",
            45,
            "minuti",
            ["45", "quarantacinque"],
        ),
        (
            "Il forno statico va preriscaldato a {n} gradi.",
            180,
            "celsius",
            ["180", "centottanta"],
        ),
        (
            "Nel forno ventilato la temperatura è di {n} gradi.",
            160,
            "celsius",
            ["160", "centosessanta"],
        ),
        (
            "L'olio di semi per friggere va scaldato a {n} gradi.",
            170,
            "celsius",
            ["170", "centosettanta"],
        ),
        ("Le dosi sono per {n} persone.", 6, "persone", ["6", "sei"]),
        ("La parmigiana si compone di {n} strati.", 4, "strati", ["4", "quattro"]),
        (
            "In frigorifero la parmigiana si conserva fino a {n} giorni.",
            3,
            "giorni",
            ["3", "tre"],
        ),
    ],
}
