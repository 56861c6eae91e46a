"""Material: kanelsnegle (da, recipe)."""

PASSAGE = {
    "language": "da",
    "kind": "recipe",
    "material": """
Kanelsnegle med remonce
Ca. 24 stk. · Arbejdstid: 40 min. · Hævetid: 1 t 15 min. · Bagetid: ca. 12 min. pr. plade

Dej
50 g gær
5 dl lunken mælk (ca. 37 °C)
150 g blødt smør
75 g sukker
1 æg
2 tsk stødt kardemomme
½ tsk salt
ca. 900 g hvedemel

Remonce
200 g blødt smør
125 g brun farin
2 spsk kanel

Til pensling og pynt
1 sammenpisket æg
100 g flormelis rørt med 1–2 spsk vand

Sådan gør du
1. Rør gæren ud i den lunkne mælk. Tilsæt smør, sukker, æg, kardemomme og salt, og rør melet i lidt ad gangen. Ælt dejen i 10 minutter, til den er smidig og slipper skålen.
2. Dæk skålen med et viskestykke, og lad dejen hæve et lunt sted i 45 minutter, til den er fordoblet.
3. Rør smør, brun farin og kanel sammen til en blank remonce.
4. Del dejen i to. Rul hver del ud til en plade på ca. 30 × 40 cm, smør med halvdelen af remoncen, og rul sammen fra den lange side.
5. Skær hver rulle i 12 skiver og læg dem på bageplader med bagepapir. Lad sneglene efterhæve i 30 minutter.
6. Pensl med æg, og bag dem midt i ovnen ved 200 °C (alm. ovn) eller 180 °C (varmluft) i ca. 12 minutter, til de er gyldne.
7. Lad sneglene køle af på en rist i 15 minutter, før de får glasur.

Tip: Sneglene kan fryses i op til 3 måneder. Lun dem ved 150 °C i 5 minutter, så smager de som nybagte.
""",
    "facts": [
        ("Til dejen skal du bruge {n} g gær.", 50, "gram", ["50", "halvtreds"]),
        (
            "Der skal {n} g smør i selve dejen.",
            150,
            "gram",
            ["150", "hundrede og halvtreds"],
        ),
        ("Dejen skal have {n} g sukker.", 75, "gram", ["75", "femoghalvfjerds"]),
        (
            "Der går cirka {n} g hvedemel til dejen.",
            900,
            "gram",
            ["900", "ni hundrede"],
            {"hedge": False},
        ),
        ("Til remoncen bruger man {n} g smør.", 200, "gram", ["200", "to hundrede"]),
        (
            "Remoncen laves med {n} g brun farin.",
            125,
            "gram",
            ["125", "hundrede og femogtyve"],
        ),
        (
            "Glasuren laves af {n} g flormelis.",
            100,
            "gram",
            ["100", "hundrede"],
        ),
        (
            "Mælken skal være omkring {n} grader varm.",
            37,
            "celsius",
            ["37", "syvogtredive"],
            {"hedge": False},
        ),
        (
            "I en almindelig ovn bages sneglene ved {n} grader.",
            200,
            "celsius",
            ["200", "to hundrede"],
        ),
        (
            "Med varmluft skal ovnen stå på {n} grader.",
            180,
            "celsius",
            ["180", "hundrede og firs"],
        ),
        (
            "Frosne snegle lunes ved {n} grader.",
            150,
            "celsius",
            ["150", "hundrede og halvtreds"],
        ),
        ("Dejen skal æltes i {n} minutter.", 10, "minutter", ["10", "ti"]),
        (
            "Første hævning tager {n} minutter.",
            45,
            "minutter",
            ["45", "femogfyrre"],
        ),
        (
            "Når sneglene er skåret ud, skal de efterhæve i {n} minutter.",
            30,
            "minutter",
            ["30", "tredive"],
        ),
        (
            "Sneglene bages i cirka {n} minutter.",
            12,
            "minutter",
            ["12", "tolv"],
            {"hedge": False},
        ),
        (
            "Sneglene skal køle af i {n} minutter, før de får glasur.",
            15,
            "minutter",
            ["15", "femten"],
        ),
        ("Frosne snegle lunes i {n} minutter.", 5, "minutter", ["5", "fem"]),
        (
            "Opskriften giver omkring {n} kanelsnegle.",
            24,
            "stk",
            ["24", "fireogtyve"],
            {"hedge": False},
        ),
        (
            "Hver rulle skæres i {n} skiver.",
            12,
            "stk",
            ["12", "tolv"],
        ),
        ("Mælken til dejen er {n} dl.", 5, "dl", ["5", "fem"]),
    ],
}
