"""Material: flaeskesteg (da, recipe)."""

PASSAGE = {
    "language": "da",
    "kind": "recipe",
    "material": """
Flæskesteg med sprød svær, brune kartofler og sovs
Til 6 personer · Forberedelse: 30 min. · Tilberedning: ca. 2 timer

Ingredienser
Flæskesteg:
1,8 kg svinekam med svær (skåret igennem til kødet)
2 spsk groft salt
4 laurbærblade
4 dl kogende vand

Sovs:
Stegeskyen fra fadet (ca. 5 dl, evt. spædet op med vand)
2,5 dl fløde
3 spsk hvedemel, udrørt i lidt koldt vand
1 spsk ribsgelé
Salt, peber og evt. lidt kulør

Brune kartofler:
1 kg små faste kartofler
75 g sukker
25 g smør

Sådan gør du
1. Tænd ovnen på 200 °C (alm. ovn). Læg stegen med sværen nedad i et ildfast fad, hæld de 4 dl kogende vand ved, og sæt fadet i ovnen i 20 minutter. Så bliver sværen blød og lettere at skære.
2. Tag stegen ud, vend den, og tør sværen godt. Gnid salt ned mellem sværene, og stik laurbærbladene ned i snittene. Sørg for, at stegen ligger vandret – brug evt. en sammenkrøllet kugle stanniol under den ene ende.
3. Skru ned til 180 °C, og steg stegen i ca. 1 time, til kernetemperaturen er 62 °C. Kom lidt mere vand i fadet undervejs, hvis det koger tørt.
4. Skru op til 250 °C (eller tænd for grillen), og lad sværen poppe i 10–15 minutter. Hold øje – den brænder hurtigt på.
5. Lad stegen hvile på et skærebræt i 15 minutter, før den skæres ud. Kernetemperaturen stiger imens til ca. 65 °C.
6. Kog kartoflerne møre i ca. 18 minutter, pil dem, og lad dem køle af. Smelt sukkeret på en stor pande ved jævn varme, til det er gyldent karamel. Tilsæt smørret og derefter kartoflerne, og vend dem i karamellen i 8–10 minutter.
7. Si skyen, og kog den op med fløden. Jævn med melet, og lad sovsen simre i 5 minutter. Smag til med ribsgelé, salt og peber.

Tip: Stegen kan sagtens steges dagen før og varmes op ved 150 °C i 30–40 minutter – popning af sværen gøres så lige før servering.
""",
    "facts": [
        (
            "Opskriften er beregnet til {n} personer.",
            6,
            "personer",
            ["6", "seks"],
            {"hedge": False},
        ),
        (
            "Ovnen skal først stå på {n} grader, mens stegen ligger med sværen nedad.",
            200,
            "celsius",
            ["200", "to hundrede"],
        ),
        (
            "Selve stegningen foregår ved {n} grader.",
            180,
            "celsius",
            ["180", "hundrede og firs"],
        ),
        (
            "For at få sværen til at poppe skal ovnen op på {n} grader.",
            250,
            "celsius",
            ["250", "to hundrede og halvtreds"],
        ),
        (
            "Stegen tages ud, når kernetemperaturen når {n} grader.",
            62,
            "celsius",
            ["62", "toogtres"],
        ),
        (
            "Efter hvilen er kernetemperaturen {n} grader.",
            65,
            "celsius",
            ["65", "femogtres"],
            {"hedge": False},
        ),
        (
            "Vil man lave stegen dagen før, varmes den op ved {n} grader.",
            150,
            "celsius",
            ["150", "hundrede og halvtreds"],
        ),
        (
            "Stegen skal ligge med sværen nedad i {n} minutter i starten.",
            20,
            "minutter",
            ["20", "tyve"],
        ),
        (
            "Flæskestegen skal hvile {n} minutter, inden den skæres ud.",
            15,
            "minutter",
            ["15", "femten"],
        ),
        (
            "Kartoflerne skal koge {n} minutter.",
            18,
            "minutter",
            ["18", "atten"],
        ),
        (
            "Sovsen skal simre i {n} minutter.",
            5,
            "minutter",
            ["5", "fem"],
        ),
        (
            "Der hældes {n} dl kogende vand i fadet.",
            4,
            "dl",
            ["4", "fire"],
        ),
        (
            "Til sovsen bruger man {n} dl fløde.",
            2.5,
            "dl",
            ["2,5", "to en halv", "2½"],
        ),
        (
            "Der skal {n} gram sukker til de brune kartofler.",
            75,
            "gram",
            ["75", "femoghalvfjerds"],
        ),
        (
            "Til de brune kartofler bruges {n} gram smør.",
            25,
            "gram",
            ["25", "femogtyve"],
        ),
        (
            "Sovsen jævnes med {n} spsk mel.",
            3,
            "spsk",
            ["3", "tre"],
        ),
        (
            "Sværen gnides med {n} spsk groft salt.",
            2,
            "spsk",
            ["2", "to"],
        ),
        (
            "Svinekammen skal veje {n} kg.",
            1.8,
            "kg",
            ["1,8"],
        ),
    ],
}
