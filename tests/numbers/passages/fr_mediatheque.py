"""Material: mediatheque (fr, opening hours)."""

PASSAGE = {
    "language": "fr",
    "kind": "opening hours",
    "material": """
Accueil > Culture et loisirs > Médiathèque Louise-Michel
Médiathèque Louise-Michel – horaires, inscription et tarifs
12, place du Marché-aux-Grains – 47300 Villeneuve-sur-Lot
Tél. : 05 53 41 27 80 – mediatheque@ville-exemple.fr

HORAIRES (période scolaire)
Lundi : fermé
Mardi, jeudi, vendredi : 15 h – 19 h
Mercredi : 10 h – 18 h 30 (journée continue)
Samedi : 9 h 30 – 17 h
Dimanche : fermé
Accueil téléphonique et portage à domicile : du lundi au vendredi, de 8 h 45 à 12 h 15.

Pendant les vacances scolaires, la médiathèque est ouverte du mardi au samedi, de 10 h à 12 h 30 et de 14 h à 18 h. Fermeture annuelle du 4 au 18 août inclus ; la boîte de retour extérieure reste accessible 24 h/24.

TARIFS 2025 (abonnement valable 12 mois de date à date)
Adultes habitant la commune : 12 €
Adultes hors commune : 25 €
Tarif réduit (étudiants, demandeurs d'emploi, bénéficiaires du RSA, plus de 65 ans) : 6 €
Enfants et jeunes de moins de 18 ans : gratuit
Option DVD et jeux vidéo : + 8 € par an
Remplacement d'une carte perdue : 2,50 €
Impressions : 0,20 € la page en noir et blanc, 0,50 € en couleur

CONDITIONS DE PRÊT
Chaque abonné peut emprunter jusqu'à 10 documents pour 3 semaines, dont 4 DVD au maximum. Le prêt peut être prolongé une fois, pour 2 semaines supplémentaires, sauf si le document est réservé. Les liseuses (5 appareils) sont prêtées pour un mois aux adultes inscrits.
Connexion Wi-Fi gratuite ; 6 postes informatiques en libre accès, sessions d'une heure.
""",
    "facts": [
        (
            "En période scolaire, le samedi, la médiathèque ouvre à {n}.",
            "09:30",
            "time",
            ["9 h 30", "9h30"],
        ),
        (
            "Le samedi, la médiathèque ferme ses portes à {n}.",
            "17:00",
            "time",
            ["17 h", "17h"],
        ),
        (
            "Le mercredi, la médiathèque ferme à {n}.",
            "18:30",
            "time",
            ["18 h 30", "18h30"],
        ),
        (
            "Les mardis, jeudis et vendredis, la médiathèque ouvre à {n}.",
            "15:00",
            "time",
            ["15 h", "15h"],
        ),
        (
            "Les mardis, jeudis et vendredis, la fermeture est à {n}.",
            "19:00",
            "time",
            ["19 h", "19h"],
        ),
        (
            "L'accueil téléphonique répond en semaine à partir de {n}.",
            "08:45",
            "time",
            ["8 h 45", "8h45"],
        ),
        (
            "Pendant les vacances scolaires, la médiathèque ferme à {n} le soir.",
            "18:00",
            "time",
            ["18 h", "18h"],
        ),
        (
            "Pendant les vacances, la médiathèque rouvre à {n} après la pause de midi.",
            "14:00",
            "time",
            ["14 h", "14h"],
        ),
        (
            "La médiathèque est joignable au {n}.",
            "05 53 41 27 80",
            "phone",
            ["05 53 41 27 80", "05.53.41.27.80"],
            {"swap": False},
        ),
        (
            "Pour un adulte habitant la commune, l'abonnement coûte {n} €.",
            12,
            "euros",
            ["12", "douze"],
            {"hedge": False},
        ),
        (
            "Un adulte qui n'habite pas la commune paie {n} € par an.",
            25,
            "euros",
            ["25", "vingt-cinq"],
            {"hedge": False},
        ),
        (
            "Le tarif réduit est de {n} €.",
            6,
            "euros",
            ["6", "six"],
            {"hedge": False},
        ),
        (
            "L'option DVD et jeux vidéo coûte {n} € de plus par an.",
            8,
            "euros",
            ["8", "huit"],
            {"hedge": False},
        ),
        (
            "Remplacer une carte perdue coûte {n} €.",
            2.5,
            "euros",
            ["2,50", "2,5"],
            {"hedge": False},
        ),
        (
            "Une impression en noir et blanc coûte {n} € la page.",
            0.2,
            "euros",
            ["0,20", "0,2"],
            {"hedge": False},
        ),
        (
            "Une page imprimée en couleur revient à {n} €.",
            0.5,
            "euros",
            ["0,50", "0,5"],
            {"hedge": False},
        ),
        (
            "L'inscription est gratuite pour les jeunes de moins de {n} ans.",
            18,
            "ans",
            ["18", "dix-huit"],
            {"hedge": False},
        ),
        (
            "Le tarif réduit s'applique aux personnes de plus de {n} ans.",
            65,
            "ans",
            ["65", "soixante-cinq"],
            {"hedge": False},
        ),
        (
            "Le nombre maximum de documents par abonné est de {n}.",
            10,
            "documents",
            ["10", "dix"],
            {"hedge": False},
        ),
        (
            "Le nombre maximum de DVD qu'un abonné peut emprunter est de {n}.",
            4,
            "documents",
            ["4", "quatre"],
            {"hedge": False},
        ),
        (
            "La durée normale du prêt est de {n} semaines.",
            3,
            "semaines",
            ["3", "trois"],
            {"hedge": False},
        ),
        (
            "Une prolongation ajoute {n} semaines au prêt.",
            2,
            "semaines",
            ["2", "deux"],
            {"hedge": False},
        ),
        (
            "La médiathèque met {n} postes informatiques à disposition du public.",
            6,
            "postes",
            ["6", "six"],
            {"hedge": False},
        ),
    ],
}
