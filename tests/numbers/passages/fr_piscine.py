"""Material: piscine municipale (fr, opening hours)."""

PASSAGE = {
    "language": "fr",
    "kind": "opening hours",
    "material": """
Piscine Léo-Lagrange – Horaires et tarifs
14, avenue du Stade – 71100 Chalon-sur-Saône – Tél. 03 85 41 22 70

Horaires en période scolaire (à partir du lundi 2 septembre)
Lundi : 12 h – 13 h 45 | 17 h 30 – 20 h
Mardi : 12 h – 13 h 45 | 17 h 30 – 21 h 30 (nocturne)
Mercredi : 10 h 15 – 18 h 30
Jeudi : 12 h – 13 h 45 (bassin réservé aux scolaires l'après-midi)
Vendredi : 12 h – 13 h 45 | 17 h 30 – 20 h
Samedi : 9 h – 12 h 30 | 14 h – 18 h
Dimanche : 8 h 30 – 13 h

Vacances scolaires : du lundi au vendredi de 10 h à 19 h 30 sans interruption ; le week-end, horaires habituels.
Fermeture annuelle pour vidange : deux semaines fin août. Fermé les 25 décembre et 1er janvier.
Les caisses ferment 30 minutes avant l'heure de fermeture ; l'évacuation des bassins commence 15 minutes avant.

Tarifs au 1er janvier 2025
Entrée adulte : 4,60 €
Entrée tarif réduit (enfants de 4 à 17 ans, étudiants, demandeurs d'emploi) : 2,90 €
Enfants de moins de 4 ans : gratuit, accompagnés d'un adulte
Carte 10 entrées adulte : 39,00 €
Carte 10 entrées tarif réduit : 24,50 €
Abonnement annuel adulte : 185 €
Aquagym (la séance) : 9,50 €
Leçon de natation individuelle (45 min) : 16 €

Équipements : bassin sportif de 25 m à 6 couloirs, eau à 27 °C ; bassin d'apprentissage à 30 °C ; pataugeoire.
Bonnet de bain obligatoire. Shorts et bermudas interdits.
""",
    "facts": [
        (
            "En période scolaire, le lundi, le bassin ferme à {n} le soir.",
            "20:00",
            "time",
            ["20 h", "20h", "20 heures"],
        ),
        (
            "Le mardi, en nocturne, la piscine reste ouverte jusqu'à {n}.",
            "21:30",
            "time",
            ["21 h 30", "21h30"],
        ),
        (
            "En période scolaire, la séance du midi se termine à {n} en semaine.",
            "13:45",
            "time",
            ["13 h 45", "13h45"],
        ),
        (
            "En période scolaire, le lundi, la séance du soir commence à {n}.",
            "17:30",
            "time",
            ["17 h 30", "17h30"],
        ),
        (
            "En période scolaire, le mercredi, la piscine ouvre à {n}.",
            "10:15",
            "time",
            ["10 h 15", "10h15"],
        ),
        (
            "En période scolaire, le mercredi, la piscine ferme à {n}.",
            "18:30",
            "time",
            ["18 h 30", "18h30"],
        ),
        (
            "Le samedi, la séance du matin se termine à {n}.",
            "12:30",
            "time",
            ["12 h 30", "12h30"],
        ),
        (
            "Le samedi après-midi, la piscine rouvre à {n}.",
            "14:00",
            "time",
            ["14 h", "14h", "14 heures"],
        ),
        (
            "Le dimanche, la piscine ouvre dès {n}.",
            "08:30",
            "time",
            ["8 h 30", "8h30"],
        ),
        (
            "Pendant les vacances scolaires, la piscine ferme à {n} en semaine.",
            "19:30",
            "time",
            ["19 h 30", "19h30"],
        ),
        ("Une entrée adulte coûte {n} €.", 4.60, "euros", ["4,60", "4,6"]),
        (
            "Pour les enfants, l'entrée au tarif réduit coûte {n} €.",
            2.90,
            "euros",
            ["2,90", "2,9"],
        ),
        (
            "La carte de 10 entrées adulte coûte {n} €.",
            39,
            "euros",
            ["39,00", "39", "trente-neuf"],
        ),
        (
            "La carte de 10 entrées au tarif réduit revient à {n} €.",
            24.50,
            "euros",
            ["24,50", "24,5"],
        ),
        (
            "L'abonnement annuel pour un adulte coûte {n} €.",
            185,
            "euros",
            ["185", "cent quatre-vingt-cinq"],
        ),
        ("Une séance d'aquagym coûte {n} €.", 9.50, "euros", ["9,50", "9,5"]),
        (
            "Une leçon de natation individuelle coûte {n} €.",
            16,
            "euros",
            ["16", "seize"],
        ),
        (
            "L'eau du bassin sportif est à {n} °C.",
            27,
            "celsius",
            ["27", "vingt-sept"],
        ),
        (
            "Le bassin d'apprentissage est chauffé à {n} °C.",
            30,
            "celsius",
            ["30", "trente"],
        ),
        (
            "Les caisses ferment {n} minutes avant la fermeture.",
            30,
            "minutes",
            ["30", "trente"],
        ),
        (
            "L'évacuation des bassins commence {n} minutes avant la fermeture.",
            15,
            "minutes",
            ["15", "quinze"],
        ),
        (
            "Une leçon de natation individuelle dure {n} minutes.",
            45,
            "minutes",
            ["45", "quarante-cinq"],
        ),
        (
            "Le tarif réduit s'applique aux enfants jusqu'à {n} ans.",
            17,
            "ans",
            ["17", "dix-sept"],
            {"hedge": False},
        ),
        (
            "L'entrée est gratuite pour les enfants de moins de {n} ans.",
            4,
            "ans",
            ["4", "quatre"],
            {"hedge": False},
        ),
    ],
}
