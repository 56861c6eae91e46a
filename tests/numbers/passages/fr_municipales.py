"""Material: municipales (fr, news)."""

PASSAGE = {
    "language": "fr",
    "kind": "news",
    "material": """
Municipales 2026 : Hélène Marchand réélue dès le premier tour à Montreval
Par Julien Gérard – Publié le 15/03/2026 à 23 h 41, mis à jour le 16/03/2026 à 8 h 05

Il n'y aura pas de second tour à Montreval. La maire sortante, Hélène Marchand (divers gauche), a été réélue dimanche soir avec 52,34 % des suffrages exprimés, alors qu'en 2020 elle n'avait recueilli que 41,8 % au premier tour avant de l'emporter au second. Sa liste « Montreval ensemble » obtient 27 des 35 sièges du conseil municipal, contre 26 dans l'assemblée sortante.

Les bureaux de vote ont fermé à 18 h à Montreval, deux heures avant ceux des grandes villes (20 h), et les résultats ont été proclamés à 21 h 20 dans le hall de l'hôtel de ville.

La participation atteint 47,6 %, contre 37,9 % il y a six ans, un scrutin alors marqué par l'épidémie de Covid-19. Sur 26 318 électeurs inscrits, 12 527 se sont déplacés ; 277 bulletins blancs ou nuls ont été décomptés.

Résultats du 1er tour (exprimés : 12 250)
Liste\tTête de liste\tVoix\t%\tSièges
Montreval ensemble (DVG)\tHélène Marchand\t6 412\t52,34\t27
Agir pour Montreval (DVD)\tPierre Lenoir\t3 905\t31,88\t6
Montreval écologie citoyenne (ECO)\tSamira Diallo\t1 933\t15,78\t2

Pierre Lenoir, conseiller départemental, progresse de plus de quatre points par rapport à 2020 (27,5 %) mais perd deux élus : son groupe passe de 8 à 6 sièges. La liste écologiste, issue d'un collectif fondé en 2023, fait son entrée au conseil. La liste « Montreval d'abord », qui détenait un siège, ne se représentait pas.

« Les Montrevalais ont choisi la continuité », a réagi Hélène Marchand, élue pour la première fois en 2014, devant quelque trois cents sympathisants. La commune dispose par ailleurs de 14 sièges au conseil communautaire de Loire-Estuaire Agglomération, dont 11 reviendront à la liste de la maire.

Le nouveau conseil municipal se réunira le vendredi 20 mars à 19 h pour élire la maire et ses neuf adjoints.
""",
    "facts": [
        (
            "Hélène Marchand a été réélue avec {n} % des suffrages exprimés.",
            52.34,
            "percent",
            ["52,34"],
        ),
        (
            "La liste de Pierre Lenoir a obtenu {n} % des voix cette année.",
            31.88,
            "percent",
            ["31,88"],
        ),
        (
            "La liste écologiste de Samira Diallo a fait {n} %.",
            15.78,
            "percent",
            ["15,78"],
        ),
        (
            "Au premier tour de 2020, la maire sortante n'avait obtenu que {n} %.",
            41.8,
            "percent",
            ["41,8"],
            {
                "hedged": "Au premier tour de 2020, la maire sortante avait obtenu environ {n} %."
            },
        ),
        (
            "En 2020, Pierre Lenoir avait recueilli {n} % des voix.",
            27.5,
            "percent",
            ["27,5"],
        ),
        (
            "Le taux de participation à ce scrutin est de {n} %.",
            47.6,
            "percent",
            ["47,6"],
        ),
        (
            "Lors des municipales de 2020, la participation n'était que de {n} %.",
            37.9,
            "percent",
            ["37,9"],
        ),
        (
            "La liste Montreval ensemble remporte {n} sièges au conseil municipal.",
            27,
            "sieges",
            ["27", "vingt-sept"],
            {"hedge": False},
        ),
        (
            "Le groupe de Pierre Lenoir aura désormais {n} sièges.",
            6,
            "sieges",
            ["6", "six"],
            {"hedge": False},
        ),
        (
            "Les écologistes entrent au conseil municipal avec {n} sièges.",
            2,
            "sieges",
            ["2", "deux"],
            {"hedge": False},
        ),
        (
            "Au total, le conseil municipal de Montreval compte {n} sièges.",
            35,
            "sieges",
            ["35", "trente-cinq"],
            {"hedge": False},
        ),
        (
            "Dans l'assemblée sortante, la liste de la maire avait {n} sièges.",
            26,
            "sieges",
            ["26", "vingt-six"],
            {"hedge": False},
        ),
        (
            "Avant ce scrutin, l'opposition de Pierre Lenoir comptait {n} élus.",
            8,
            "sieges",
            ["8", "huit"],
            {"hedge": False},
        ),
        (
            "Au conseil communautaire, la liste de la maire disposera de {n} sièges.",
            11,
            "sieges",
            ["11", "onze"],
            {"hedge": False},
        ),
        (
            "La liste de Hélène Marchand a recueilli {n} voix.",
            6412,
            "voix",
            ["6 412", "6412"],
        ),
        (
            "Pierre Lenoir et sa liste ont obtenu {n} voix.",
            3905,
            "voix",
            ["3 905", "3905"],
        ),
        (
            "La liste écologiste a totalisé {n} voix.",
            1933,
            "voix",
            ["1 933", "1933"],
        ),
        (
            "On a compté {n} suffrages exprimés au premier tour.",
            12250,
            "voix",
            ["12 250", "12250"],
        ),
        (
            "La commune compte {n} électeurs inscrits.",
            26318,
            "electeurs",
            ["26 318", "26318"],
        ),
        (
            "{n} électeurs se sont rendus aux urnes dimanche.",
            12527,
            "electeurs",
            ["12 527", "12527"],
        ),
        (
            "À Montreval, les bureaux de vote ont fermé à {n}.",
            "18:00",
            "time",
            ["18 h", "18 heures", "18h", "18h00"],
        ),
        (
            "Dans les grandes villes, le vote s'est terminé à {n}.",
            "20:00",
            "time",
            ["20 h", "20 heures", "20h"],
        ),
        (
            "Les résultats ont été proclamés à l'hôtel de ville à {n}.",
            "21:20",
            "time",
            ["21 h 20", "21h20", "21:20"],
        ),
        (
            "Le nouveau conseil se réunit vendredi à {n} pour élire la maire.",
            "19:00",
            "time",
            ["19 h", "19 heures", "19h"],
        ),
        (
            "Hélène Marchand a été élue maire pour la première fois en {n}.",
            2014,
            "year",
            ["2014"],
        ),
        (
            "Le collectif à l'origine de la liste écologiste a été fondé en {n}.",
            2023,
            "year",
            ["2023"],
        ),
    ],
}
