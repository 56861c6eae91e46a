"""Material: mairie (fr, opening hours)."""

PASSAGE = {
    "language": "fr",
    "kind": "opening hours",
    "material": """
Mairie de Villeneuve – Horaires et contacts
Accueil : du lundi au vendredi de 8 h 30 à 12 h 15 et de 13 h 30 à 17 h 30 ; le samedi de 9 h à 11 h 45.
État civil : uniquement sur rendez-vous, le mardi et le jeudi de 14 h à 18 h.
Standard : 04 72 56 18 30 – Police municipale : 04 72 56 18 45 – Astreinte technique (soirs et week-ends) : 06 81 44 27 09.
Déchetterie des Granges : de 7 h 45 à 19 h en été (avril à septembre) et de 10 h à 17 h en hiver.
La carte d'identité est délivrée en 3 semaines environ ; le passeport coûte 86 € pour un adulte et 42 € pour un mineur de 15 à 17 ans.
""",
    "facts": [
        ("En semaine, l'accueil ouvre à {n}.", "08:30", "time", ["8 h 30", "8h30"]),
        (
            "En semaine, l'accueil ferme à {n} pour la pause de midi.",
            "12:15",
            "time",
            ["12 h 15", "12h15"],
        ),
        (
            "En semaine, l'accueil rouvre à {n} l'après-midi.",
            "13:30",
            "time",
            ["13 h 30", "13h30"],
        ),
        (
            "En semaine, l'accueil ferme à {n} le soir.",
            "17:30",
            "time",
            ["17 h 30", "17h30"],
        ),
        ("Le samedi, l'accueil ferme à {n}.", "11:45", "time", ["11 h 45", "11h45"]),
        (
            "L'état civil reçoit le mardi et le jeudi à partir de {n}.",
            "14:00",
            "time",
            ["14 h", "14h"],
        ),
        ("En été, la déchetterie ferme à {n}.", "19:00", "time", ["19 h", "19h"]),
        ("En hiver, la déchetterie ouvre à {n}.", "10:00", "time", ["10 h", "10h"]),
        (
            "Le standard de la mairie est au {n}.",
            "04 72 56 18 30",
            "phone",
            ["04 72 56 18 30", "04.72.56.18.30"],
        ),
        (
            "La police municipale est au {n}.",
            "04 72 56 18 45",
            "phone",
            ["04 72 56 18 45"],
        ),
        (
            "L'astreinte technique est au {n}.",
            "06 81 44 27 09",
            "phone",
            ["06 81 44 27 09"],
        ),
        (
            "Le passeport coûte {n} € pour un adulte.",
            86,
            "euros",
            ["86", "quatre-vingt-six"],
        ),
        (
            "Le passeport coûte {n} € pour un mineur.",
            42,
            "euros",
            ["42", "quarante-deux"],
        ),
    ],
}
