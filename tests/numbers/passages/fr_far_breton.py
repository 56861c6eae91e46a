"""Material: far_breton (fr, recipe)."""

PASSAGE = {
    "language": "fr",
    "kind": "recipe",
    "material": """
Far breton aux pruneaux (la recette de ma grand-mère)
★★★★☆ 4,6/5 (212 avis)
Préparation : 15 min | Repos : 2 h | Cuisson : 55 min
Difficulté : facile | Coût : bon marché
Pour 8 parts (moule rond de 24 cm ou plat à gratin de 21 × 29 cm)

Ingrédients
- 250 g de pruneaux d'Agen dénoyautés
- 200 g de farine T45
- 150 g de sucre en poudre
- 4 œufs
- 1 litre de lait entier
- 50 g de beurre demi-sel fondu (+ 10 g pour le moule)
- 1 sachet de sucre vanillé (7,5 g)
- 2 c. à soupe de rhum ambré (facultatif)
- 1 pincée de sel

Préparation
1. Faites tremper les pruneaux dans un bol de thé chaud additionné du rhum pendant trente minutes, puis égouttez-les.
2. Dans un saladier, mélangez la farine, le sucre, le sucre vanillé et le sel. Creusez un puits, cassez-y les œufs un à un en fouettant, puis versez le lait tiède petit à petit pour éviter les grumeaux. Ajoutez le beurre fondu.
3. Couvrez et laissez reposer la pâte 2 heures au réfrigérateur (ou toute une nuit, c'est encore meilleur).
4. Préchauffez le four à 210 °C (th. 7). Beurrez généreusement le moule, répartissez les pruneaux au fond et versez la pâte bien remuée par-dessus.
5. Enfournez 10 minutes à 210 °C, puis baissez à 180 °C (th. 6) et prolongez la cuisson de 40 à 45 minutes : le dessus doit être bien doré et la lame d'un couteau doit ressortir presque sèche.
6. Laissez tiédir au moins vingt minutes avant de démouler. Le far gonfle à la cuisson puis retombe, c'est normal !

Astuce : en four à chaleur tournante, comptez 190 °C puis 160 °C.
Conservation : 3 jours au réfrigérateur, filmé.
Valeurs nutritionnelles (par part) : 318 kcal – protéines 9 g – glucides 52 g – lipides 8 g.
""",
    "facts": [
        ("La recette donne {n} parts.", 8, "parts", ["8", "huit"], {"hedge": False}),
        (
            "Il vous faut {n} g de pruneaux dénoyautés.",
            250,
            "grammes",
            ["250", "deux cent cinquante"],
        ),
        (
            "La pâte demande {n} g de farine.",
            200,
            "grammes",
            ["200", "deux cents"],
        ),
        (
            "On ajoute {n} g de sucre en poudre.",
            150,
            "grammes",
            ["150", "cent cinquante"],
        ),
        (
            "Dans la pâte, on met {n} g de beurre demi-sel fondu.",
            50,
            "grammes",
            ["50", "cinquante"],
        ),
        (
            "Pour beurrer le moule, prévoyez {n} g de beurre.",
            10,
            "grammes",
            ["10", "dix"],
        ),
        ("Le sachet de sucre vanillé pèse {n} g.", 7.5, "grammes", ["7,5"]),
        (
            "Une part de far apporte {n} g de glucides.",
            52,
            "grammes",
            ["52", "cinquante-deux"],
        ),
        (
            "Une part contient {n} g de protéines.",
            9,
            "grammes",
            ["9", "neuf"],
        ),
        (
            "Il faut {n} œufs pour ce far.",
            4,
            "oeufs",
            ["4", "quatre"],
            {"hedge": False},
        ),
        (
            "On commence la cuisson à {n} °C.",
            210,
            "celsius",
            ["210", "deux cent dix"],
            {"hedge": False},
        ),
        (
            "Après la première phase, on baisse le four à {n} °C.",
            180,
            "celsius",
            ["180", "cent quatre-vingts"],
            {"hedge": False},
        ),
        (
            "En chaleur tournante, on démarre la cuisson à {n} °C.",
            190,
            "celsius",
            ["190", "cent quatre-vingt-dix"],
            {"hedge": False},
        ),
        (
            "En chaleur tournante, la deuxième phase se fait à {n} °C.",
            160,
            "celsius",
            ["160", "cent soixante"],
            {"hedge": False},
        ),
        (
            "Pour la première phase de cuisson, réglez le four sur le thermostat {n}.",
            7,
            "thermostat",
            ["7", "sept"],
            {"hedge": False},
        ),
        (
            "Pour la suite de la cuisson, le four passe au thermostat {n}.",
            6,
            "thermostat",
            ["6", "six"],
            {"hedge": False},
        ),
        (
            "La préparation prend {n} minutes.",
            15,
            "minutes",
            ["15", "quinze"],
        ),
        (
            "Le temps de cuisson total est de {n} minutes.",
            55,
            "minutes",
            ["55", "cinquante-cinq"],
        ),
        (
            "Les pruneaux trempent dans le thé pendant {n} minutes.",
            30,
            "minutes",
            ["trente", "30"],
        ),
        (
            "Au départ, le far cuit {n} minutes à four très chaud.",
            10,
            "minutes",
            ["10", "dix"],
        ),
        (
            "Le temps minimum pour laisser tiédir le far avant de le démouler est de {n} minutes.",
            20,
            "minutes",
            ["vingt", "20"],
            {"hedge": False},
        ),
        ("Le moule rond fait {n} cm de diamètre.", 24, "cm", ["24", "vingt-quatre"]),
        ("Une part de far apporte {n} kcal.", 318, "kcal", ["318"]),
        ("Le far se conserve {n} jours au réfrigérateur.", 3, "jours", ["3", "trois"]),
    ],
}
