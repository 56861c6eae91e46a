"""Material: cycling stage race (fr, news)."""

PASSAGE = {
    "language": "fr",
    "kind": "news",
    "material": """
Cyclisme – Tour du Limousin : Garnier s'impose au sprint à Limoges, De Wit reste en jaune

LIMOGES, 22 août – Théo Garnier (Vendée-Atlantique) a remporté jeudi au sprint la 3e étape du Tour du Limousin, longue de 178,5 km entre Brive-la-Gaillarde et Limoges, bouclée en 4 h 12 min 37 s, soit une moyenne de 42,4 km/h. Le Français de 24 ans a devancé le Belge Jonas Verhaeghe (27 ans) et le jeune Mathis Roux, 21 ans, crédités du même temps.

Parti de Brive à 12 h 10 sous une forte chaleur, le peloton a laissé filer une échappée de six coureurs dès le kilomètre 9. Les fuyards ont compté jusqu'à 4 min 35 s d'avance à mi-course, avant d'être repris à 8 km de l'arrivée, au pied de la côte des Casseaux (1,9 km à 6,8 %).

« Je savais que cette arrivée en faux plat montant me conviendrait. L'équipe a roulé toute la journée pour moi, je leur devais bien ça », a confié Garnier, qui signe sa deuxième victoire de la saison.

Au classement général, le Néerlandais Bram de Wit (31 ans), arrivé dans le peloton, conserve le maillot jaune avec 14 secondes d'avance sur Garnier, qui a empoché 10 secondes de bonification sur la ligne (6 pour Verhaeghe, 4 pour Roux). Roux pointe désormais à 22 secondes du leader, Verhaeghe à 41 secondes.

Sur les 132 coureurs au départ dimanche, 127 étaient encore en course jeudi soir. La 4e et dernière étape, vendredi, forme une boucle de 165 km autour de Limoges ; le départ sera donné à 11 h 45.
""",
    "facts": [
        (
            "Garnier a remporté la {n} étape du Tour du Limousin.",
            3,
            "ordinal",
            ["3e", "troisième"],
        ),
        ("La {n} étape, vendredi, est la dernière.", 4, "ordinal", ["4e", "quatrième"]),
        (
            "C'est la {n} victoire de Garnier cette saison.",
            2,
            "ordinal",
            ["deuxième", "2e"],
        ),
        (
            "L'étape de jeudi entre Brive et Limoges faisait {n} km.",
            178.5,
            "km",
            ["178,5"],
        ),
        ("L'échappée a été reprise à {n} km de l'arrivée.", 8, "km", ["8", "huit"]),
        ("L'échappée s'est formée au kilomètre {n}.", 9, "km", ["9", "neuf"]),
        ("La dernière étape fait {n} km autour de Limoges.", 165, "km", ["165"]),
        ("La côte des Casseaux mesure {n} km.", 1.9, "km", ["1,9"]),
        (
            "Le vainqueur de l'étape a roulé à {n} km/h de moyenne.",
            42.4,
            "km/h",
            ["42,4"],
        ),
        (
            "Théo Garnier a {n} ans.",
            24,
            "ans",
            ["24", "vingt-quatre"],
            {"hedge": False},
        ),
        (
            "Jonas Verhaeghe a {n} ans.",
            27,
            "ans",
            ["27", "vingt-sept"],
            {"hedge": False},
        ),
        (
            "Mathis Roux est âgé de {n} ans.",
            21,
            "ans",
            ["21", "vingt et un"],
            {"hedge": False},
        ),
        (
            "Le leader Bram de Wit a {n} ans.",
            31,
            "ans",
            ["31", "trente et un"],
            {"hedge": False},
        ),
        (
            "De Wit compte {n} secondes d'avance sur Garnier au général.",
            14,
            "secondes",
            ["14", "quatorze"],
        ),
        (
            "Garnier a pris {n} secondes de bonification à l'arrivée.",
            10,
            "secondes",
            ["10", "dix"],
            {"hedge": False},
        ),
        (
            "Verhaeghe a obtenu {n} secondes de bonification.",
            6,
            "secondes",
            ["6", "six"],
        ),
        (
            "Roux a récupéré {n} secondes de bonification.",
            4,
            "secondes",
            ["4", "quatre"],
        ),
        (
            "Au général, Mathis Roux est à {n} secondes de De Wit.",
            22,
            "secondes",
            ["22", "vingt-deux"],
        ),
        (
            "Au classement général, Verhaeghe est à {n} secondes du maillot jaune.",
            41,
            "secondes",
            ["41", "quarante et une"],
        ),
        ("L'échappée comptait {n} coureurs.", 6, "coureurs", ["six", "6"]),
        (
            "{n} coureurs ont pris le départ du Tour du Limousin.",
            132,
            "coureurs",
            ["132"],
        ),
        (
            "Jeudi soir, {n} coureurs étaient encore en course.",
            127,
            "coureurs",
            ["127"],
        ),
        ("Le peloton a quitté Brive à {n}.", "12:10", "time", ["12 h 10", "12h10"]),
        (
            "Le départ de la dernière étape sera donné à {n}.",
            "11:45",
            "time",
            ["11 h 45", "11h45"],
        ),
        ("La côte des Casseaux a une pente moyenne de {n} %.", 6.8, "percent", ["6,8"]),
    ],
}
