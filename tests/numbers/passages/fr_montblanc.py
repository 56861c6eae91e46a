"""Material: montblanc (fr, encyclopedia)."""

PASSAGE = {
    "language": "fr",
    "kind": "encyclopedia",
    "material": """
Mont Blanc
Altitude	4 805,59 m[1]
Massif	Massif du Mont-Blanc
Première ascension	8 août 1786 par Jacques Balmat et Michel Paccard
Le mont Blanc est le point culminant des Alpes, avec une altitude de 4 805,59 mètres mesurée en 2021 ; en 2007, elle était de 4 810,90 mètres.[2] Le tunnel du Mont-Blanc, long de 11,6 km, relie Chamonix à Courmayeur depuis 1965.[3] Le téléphérique de l'Aiguille du Midi monte à 3 842 m en une vingtaine de minutes.[4] Chaque été, environ vingt mille alpinistes tentent l'ascension ; la voie normale part du refuge du Goûter, situé à 3 835 m, et demande cinq à six heures jusqu'au sommet.[5]
""",
    "facts": [
        (
            "En 2021, le mont Blanc mesurait {n} mètres.",
            4805.59,
            "metres",
            ["4 805,59", "4805,59"],
        ),
        (
            "En 2007, l'altitude du mont Blanc était de {n} mètres.",
            4810.90,
            "metres",
            ["4 810,90", "4810,90"],
        ),
        (
            "Le téléphérique de l'Aiguille du Midi monte à {n} mètres.",
            3842,
            "metres",
            ["3 842", "3842"],
        ),
        (
            "Le refuge du Goûter est situé à {n} mètres d'altitude.",
            3835,
            "metres",
            ["3 835", "3835"],
        ),
        ("Le tunnel du Mont-Blanc est long de {n} km.", 11.6, "km", ["11,6"]),
        ("Le tunnel du Mont-Blanc est en service depuis {n}.", 1965, "year", ["1965"]),
        ("La première ascension du mont Blanc date de {n}.", 1786, "year", ["1786"]),
        (
            "Environ {n} alpinistes tentent l'ascension chaque été.",
            20000,
            "alpinistes",
            ["vingt mille", "20 000"],
            {"hedge": False},
        ),
    ],
}
