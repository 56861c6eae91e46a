"""Material: psg (fr, news)."""

PASSAGE = {
    "language": "fr",
    "kind": "news",
    "material": """
Ligue 1 : le PSG s'impose 4-2 à Marseille
Le Paris Saint-Germain a battu l'Olympique de Marseille 4 buts à 2, dimanche soir au Vélodrome, devant 64 812 spectateurs. Kylian Mbappé a inscrit un doublé, à la 12e et à la 58e minute ; Marseille avait égalisé à la 31e minute par Aubameyang.
Au classement, Paris compte désormais 47 points, huit de plus que Monaco (39 points). Marseille, avec 33 points, recule à la septième place. Le PSG a tiré 19 fois, dont 6 tirs cadrés, contre 11 tirs pour l'OM.
""",
    "facts": [
        (
            "Le match s'est joué devant {n} spectateurs.",
            64812,
            "spectateurs",
            ["64 812"],
        ),
        (
            "Mbappé a ouvert le score à la {n} minute.",
            12,
            "minute",
            ["12e", "douzième"],
        ),
        (
            "Mbappé a marqué son second but à la {n} minute.",
            58,
            "minute",
            ["58e", "cinquante-huitième"],
        ),
        (
            "Aubameyang a égalisé à la {n} minute.",
            31,
            "minute",
            ["31e", "trente et unième"],
        ),
        ("Paris compte désormais {n} points.", 47, "points", ["47", "quarante-sept"]),
        ("Monaco compte {n} points.", 39, "points", ["39", "trente-neuf"]),
        ("Marseille compte {n} points.", 33, "points", ["33", "trente-trois"]),
        ("Le PSG a tiré {n} fois.", 19, "tirs", ["19", "dix-neuf"]),
        ("Le PSG a cadré {n} tirs.", 6, "tirs", ["6", "six"]),
        ("L'OM a tiré {n} fois.", 11, "tirs", ["11", "onze"]),
        ("Paris compte {n} points de plus que Monaco.", 8, "ecart", ["huit", "8"]),
    ],
}
