"""Material: heat pump settings (fr, manual)."""

PASSAGE = {
    "language": "fr",
    "kind": "manual",
    "material": """
Pompe à chaleur air/eau HydroConfort AW-8 – Notice d'utilisation (extrait)
6. Réglages utilisateur

6.1 Tableau des paramètres
Paramètre | Plage de réglage | Réglage d'usine
P01 Consigne de confort (ambiance) | 15 à 26 °C | 20 °C
P02 Consigne réduite (nuit/absence) | 10 à 20 °C | 17 °C
P03 Départ max. plancher chauffant | 25 à 45 °C | 35 °C
P04 Départ max. radiateurs | 35 à 60 °C | 55 °C
P05 Pente de la courbe de chauffe | 0,2 à 3,0 | 0,6
P10 Consigne eau chaude sanitaire (ECS) | 40 à 60 °C | 52 °C
P11 Cycle anti-légionellose | 60 à 70 °C | 65 °C
P20 Mode hors-gel | 5 à 10 °C | 7 °C

Conseil : pour un plancher chauffant, une pente de 0,4 suffit généralement ; avec des radiateurs en fonte, commencez à 1,2 et ajustez par pas de 0,1 après 48 heures.

6.2 Programmation
Par défaut, l'eau chaude est produite en heures creuses, de 22 h 30 à 6 h 30. Le cycle anti-légionellose a lieu chaque dimanche à 3 h 00 : l'eau du ballon est maintenue à la température de P11 pendant 30 minutes. Pour protéger le compresseur, celui-ci attend au moins 6 minutes avant chaque redémarrage.

La pompe à chaleur (puissance nominale 8 kW) fonctionne jusqu'à une température extérieure de -20 °C ; en dessous, la résistance d'appoint de 3 kW prend le relais.

6.3 Pression du circuit de chauffage
Contrôlez le manomètre une fois par mois. À froid, la pression doit se situer entre 1 et 2 bar, idéalement à 1,5 bar. Si elle descend sous 1 bar, faites l'appoint (voir 7.2). En dessous de 0,7 bar, l'appareil se met en sécurité. La pression maximale de service est de 2,5 bar ; la soupape de sécurité s'ouvre à 3 bar.

6.4 Codes d'erreur
E03 – Pression d'eau insuffisante : faire l'appoint, puis réarmer.
E12 – Défaut de la sonde extérieure : contacter l'installateur.
E21 – Haute pression du circuit frigorifique : nettoyer le filtre à tamis.
E27 – Dégivrage trop long (plus de 15 minutes) : dégager l'unité extérieure (neige, feuilles).
Si un code réapparaît plus de 3 fois en 24 heures, coupez l'alimentation et appelez le SAV au 03 88 47 21 60.
""",
    "facts": [
        (
            "Par défaut, la consigne de confort est de {n} °C.",
            20,
            "celsius",
            ["20", "vingt"],
        ),
        (
            "La consigne réduite est réglée d'usine à {n} °C.",
            17,
            "celsius",
            ["17", "dix-sept"],
        ),
        (
            "Pour le plancher chauffant, la température de départ maximale d'usine est de {n} °C.",
            35,
            "celsius",
            ["35", "trente-cinq"],
        ),
        (
            "Avec des radiateurs, le départ est limité d'usine à {n} °C.",
            55,
            "celsius",
            ["55", "cinquante-cinq"],
        ),
        (
            "L'eau chaude sanitaire est réglée par défaut à {n} °C.",
            52,
            "celsius",
            ["52", "cinquante-deux"],
        ),
        (
            "Le cycle anti-légionellose chauffe l'eau à {n} °C par défaut.",
            65,
            "celsius",
            ["65", "soixante-cinq"],
        ),
        ("Le mode hors-gel est réglé d'usine sur {n} °C.", 7, "celsius", ["7", "sept"]),
        (
            "La pompe à chaleur fonctionne jusqu'à une température extérieure de {n} °C.",
            -20,
            "celsius",
            ["-20", "moins 20"],
        ),
        (
            "La pente de la courbe de chauffe est réglée d'usine sur {n}.",
            0.6,
            "pente",
            ["0,6"],
        ),
        (
            "Pour un plancher chauffant, une pente de {n} suffit en général.",
            0.4,
            "pente",
            ["0,4"],
        ),
        (
            "Avec des radiateurs en fonte, on commence avec une pente de {n}.",
            1.2,
            "pente",
            ["1,2"],
        ),
        (
            "L'eau chaude est produite à partir de {n}.",
            "22:30",
            "time",
            ["22 h 30", "22h30"],
        ),
        (
            "La production d'eau chaude s'arrête à {n}.",
            "06:30",
            "time",
            ["6 h 30", "6h30"],
        ),
        (
            "Le cycle anti-légionellose démarre le dimanche à {n}.",
            "03:00",
            "time",
            ["3 h 00", "3 h", "3h00"],
        ),
        (
            "Pendant le cycle anti-légionellose, l'eau reste chaude {n} minutes.",
            30,
            "minutes",
            ["30", "trente"],
        ),
        (
            "Le compresseur attend au moins {n} minutes avant de redémarrer.",
            6,
            "minutes",
            ["6", "six"],
        ),
        (
            "Le code E27 s'affiche quand le dégivrage dépasse {n} minutes.",
            15,
            "minutes",
            ["15", "quinze"],
        ),
        ("La pression idéale du circuit est de {n} bar.", 1.5, "bar", ["1,5"]),
        (
            "Il faut faire l'appoint quand la pression passe sous {n} bar.",
            1,
            "bar",
            ["1"],
        ),
        ("L'appareil se met en sécurité en dessous de {n} bar.", 0.7, "bar", ["0,7"]),
        ("La pression maximale de service est de {n} bar.", 2.5, "bar", ["2,5"]),
        ("La soupape de sécurité s'ouvre à {n} bar.", 3, "bar", ["3"]),
        ("La puissance nominale de la pompe à chaleur est de {n} kW.", 8, "kw", ["8"]),
        ("La résistance d'appoint fait {n} kW.", 3, "kw", ["3"]),
    ],
}
