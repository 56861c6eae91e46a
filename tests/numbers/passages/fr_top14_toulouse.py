"""Material: top14_toulouse (fr, news)."""

PASSAGE = {
    "language": "fr",
    "kind": "news",
    "material": """
TOP 14 – 19e JOURNÉE
Stade Toulousain 34 – 23 ASM Clermont Auvergne (mi-temps : 15-13)
Samedi 15 mars, stade Ernest-Wallon (Toulouse). Coup d'envoi : 21 h 05. Spectateurs : 18 754. Arbitre : M. Tual Trainini.

Toulouse reprend ses aises en tête, avec le bonus en prime
Longtemps bousculés, les Toulousains ont fini par plier une vaillante équipe clermontoise grâce à un dernier quart d'heure de haute volée : cinq essais à deux, et le point de bonus offensif empoché sur la dernière action.

Le film du match
6e : pénalité de Belleau (0-3)
9e : essai de Dupont, transformé par Ramos (7-3)
21e : pénalité de Ramos (10-3)
27e : essai de Ntamack, non transformé (15-3)
35e : essai de Jauneau, transformé par Belleau (15-10)
39e : pénalité de Belleau (15-13)
46e : essai de Mauvaka, transformé par Ramos (22-13)
52e : pénalité de Belleau (22-16)
58e : carton jaune pour Kremer (Clermont)
63e : essai de Raka, transformé par Belleau (22-23)
68e : essai de Ramos, qu'il transforme lui-même (29-23)
77e : essai de Kinghorn, non transformé (34-23)

Menés d'un point à un quart d'heure de la fin, les hommes d'Ugo Mola ont profité de l'infériorité numérique auvergnate pour renverser la vapeur. « On a mis vingt minutes à trouver notre rythme en deuxième période, mais le groupe n'a jamais paniqué », a réagi Antoine Dupont au micro de Canal+.
Les Jaunards, qui ont réussi 187 plaquages contre 132 pour les Rouge et Noir, repartent bredouilles : l'écart de onze points les prive même du bonus défensif.

Au classement, Toulouse (1er) compte désormais 62 points, six de plus que l'Union Bordeaux-Bègles (2e, 56 pts). Clermont glisse à la 9e place avec 41 points, à quatre longueurs de Toulon, sixième et dernier qualifiable avec 45 points.
Prochaine journée : Toulouse se rend à Bayonne le samedi 22 mars (16 h 30), Clermont reçoit Perpignan le dimanche 23 mars à 21 h 05 au stade Marcel-Michelin.
""",
    "facts": [
        (
            "La rencontre s'est disputée devant {n} spectateurs à Ernest-Wallon.",
            18754,
            "spectateurs",
            ["18 754", "18754"],
        ),
        (
            "Toulouse a inscrit {n} points face à Clermont.",
            34,
            "score",
            ["34", "trente-quatre"],
            {"hedge": False},
        ),
        (
            "Clermont a marqué {n} points dans ce match.",
            23,
            "score",
            ["23", "vingt-trois"],
            {"hedge": False},
        ),
        (
            "À la pause, Toulouse menait avec {n} points au compteur.",
            15,
            "score",
            ["15", "quinze"],
            {"hedge": False},
        ),
        (
            "À la mi-temps, Clermont avait {n} points.",
            13,
            "score",
            ["13", "treize"],
            {"hedge": False},
        ),
        (
            "Dupont a ouvert le compteur d'essais toulousain à la {n} minute.",
            9,
            "minute",
            ["9e", "neuvième"],
        ),
        (
            "Ntamack a aplati à la {n} minute.",
            27,
            "minute",
            ["27e", "vingt-septième"],
        ),
        (
            "Jauneau a marqué l'essai clermontois à la {n} minute.",
            35,
            "minute",
            ["35e", "trente-cinquième"],
        ),
        (
            "Kremer a pris un carton jaune à la {n} minute.",
            58,
            "minute",
            ["58e", "cinquante-huitième"],
        ),
        (
            "Raka a donné l'avantage à Clermont à la {n} minute.",
            63,
            "minute",
            ["63e", "soixante-troisième"],
        ),
        (
            "Kinghorn a inscrit le dernier essai à la {n} minute.",
            77,
            "minute",
            ["77e", "soixante-dix-septième"],
        ),
        (
            "Toulouse a marqué {n} essais dans ce match.",
            5,
            "essais",
            ["cinq", "5"],
            {"hedge": False},
        ),
        (
            "Clermont a inscrit {n} essais.",
            2,
            "essais",
            ["deux", "2"],
            {"hedge": False},
        ),
        (
            "Les Clermontois ont effectué {n} plaquages.",
            187,
            "plaquages",
            ["187", "cent quatre-vingt-sept"],
        ),
        (
            "Les Toulousains ont réussi {n} plaquages.",
            132,
            "plaquages",
            ["132", "cent trente-deux"],
        ),
        (
            "Toulouse totalise maintenant {n} points au classement.",
            62,
            "points",
            ["62", "soixante-deux"],
            {"hedge": False},
        ),
        (
            "Bordeaux-Bègles a {n} points au classement.",
            56,
            "points",
            ["56", "cinquante-six"],
            {"hedge": False},
        ),
        (
            "Clermont reste bloqué à {n} points au classement.",
            41,
            "points",
            ["41", "quarante et un"],
            {"hedge": False},
        ),
        (
            "Toulon compte {n} points au classement.",
            45,
            "points",
            ["45", "quarante-cinq"],
            {"hedge": False},
        ),
        (
            "Après cette défaite, Clermont occupe la {n} place.",
            9,
            "ordinal",
            ["9e", "neuvième"],
        ),
        (
            "Ce match comptait pour la {n} journée de Top 14.",
            19,
            "ordinal",
            ["19e", "dix-neuvième"],
        ),
        (
            "Le coup d'envoi à Ernest-Wallon a été donné à {n}.",
            "21:05",
            "time",
            ["21 h 05", "21h05"],
        ),
        (
            "Le match de Toulouse à Bayonne débutera à {n}.",
            "16:30",
            "time",
            ["16 h 30", "16h30"],
        ),
    ],
}
