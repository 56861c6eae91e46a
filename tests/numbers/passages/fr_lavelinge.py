"""Material: lave-linge (fr, manual)."""

PASSAGE = {
    "language": "fr",
    "kind": "manual",
    "material": """
Lave-linge frontal WF9-1400 – Notice d'utilisation (extrait)

Tableau des programmes
Programme — Température — Charge max. — Essorage max. — Durée indicative
Coton — froid à 90 °C — 9 kg — 1 400 tr/min — selon la température
Éco 40-60 — 40 à 60 °C — 9 kg — 1 400 tr/min — 3 h 48
Synthétiques — froid à 60 °C — 4,5 kg — 1 000 tr/min — 1 h 52
Mix — froid à 40 °C — 4 kg — 1 200 tr/min — 59 min
Laine / Lavage à la main — froid à 30 °C — 2 kg — 600 tr/min — 42 min
Rapide 15' — 20 °C — 2 kg — 800 tr/min — 15 min

Consommation (programme Éco 40-60) : à pleine charge, 0,89 kWh et 56 litres d'eau ; à demi-charge, 0,52 kWh et 41 litres.

Départ différé : appuyez sur la touche « Départ différé » pour retarder la fin du programme par paliers d'une heure, jusqu'à 24 heures.
Sécurité enfants : maintenez les touches Température et Essorage appuyées simultanément pendant 3 secondes ; le symbole de cadenas s'allume.
À la fin du cycle, le hublot se déverrouille au bout de 2 minutes environ.

Entretien
Nettoyez le filtre de la pompe de vidange tous les 3 mois. Une fois par mois, lancez un programme Coton à 90 °C à vide pour éliminer les résidus de lessive et les odeurs.

Codes d'erreur
E10 — Arrivée d'eau insuffisante : vérifiez que le robinet est ouvert et que le tuyau d'arrivée n'est pas plié.
E20 — Vidange impossible : nettoyez le filtre de la pompe et contrôlez le tuyau d'évacuation.
E40 — Hublot mal fermé : refermez-le jusqu'au déclic et relancez le programme.
EF0 — Fuite détectée : coupez l'arrivée d'eau, débranchez l'appareil et contactez le service après-vente au 09 69 32 40 40.
Si un code réapparaît après un redémarrage, notez-le avant d'appeler le service après-vente.
""",
    "facts": [
        (
            "Le programme Coton lave jusqu'à {n} °C.",
            90,
            "celsius",
            ["90", "quatre-vingt-dix"],
        ),
        (
            "Avec le programme Synthétiques, la température maximale est de {n} °C.",
            60,
            "celsius",
            ["60", "soixante"],
        ),
        (
            "Le programme Mix monte au maximum à {n} °C.",
            40,
            "celsius",
            ["40", "quarante"],
        ),
        (
            "Le programme Laine lave au maximum à {n} °C.",
            30,
            "celsius",
            ["30", "trente"],
        ),
        (
            "Le programme Rapide lave à {n} °C.",
            20,
            "celsius",
            ["20", "vingt"],
        ),
        (
            "En programme Coton, on peut charger jusqu'à {n} kg de linge.",
            9,
            "kg",
            ["9", "neuf"],
        ),
        (
            "Le programme Synthétiques accepte une charge de {n} kg au maximum.",
            4.5,
            "kg",
            ["4,5"],
        ),
        (
            "Pour le programme Mix, la charge maximale est de {n} kg.",
            4,
            "kg",
            ["4", "quatre"],
        ),
        (
            "Le programme Laine prend au maximum {n} kg de linge.",
            2,
            "kg",
            ["2", "deux"],
        ),
        (
            "En Coton, l'essorage va jusqu'à {n} tours par minute.",
            1400,
            "tr/min",
            ["1 400", "1400", "mille quatre cents"],
        ),
        (
            "Le programme Synthétiques essore à {n} tours par minute au maximum.",
            1000,
            "tr/min",
            ["1 000", "1000", "mille"],
        ),
        (
            "Le programme Mix essore au maximum à {n} tours par minute.",
            1200,
            "tr/min",
            ["1 200", "1200", "mille deux cents"],
        ),
        (
            "Le programme Laine essore à {n} tours par minute au plus.",
            600,
            "tr/min",
            ["600", "six cents"],
        ),
        (
            "Le programme Rapide essore à {n} tours par minute au maximum.",
            800,
            "tr/min",
            ["800", "huit cents"],
        ),
        (
            "Le programme Mix dure {n} minutes.",
            59,
            "minutes",
            ["59", "cinquante-neuf"],
        ),
        (
            "Le programme Laine dure {n} minutes.",
            42,
            "minutes",
            ["42", "quarante-deux"],
        ),
        (
            "À pleine charge, le programme Éco 40-60 consomme {n} kWh.",
            0.89,
            "kwh",
            ["0,89"],
        ),
        (
            "À demi-charge, le programme Éco 40-60 consomme {n} kWh.",
            0.52,
            "kwh",
            ["0,52"],
        ),
        (
            "À pleine charge, le programme Éco 40-60 utilise {n} litres d'eau.",
            56,
            "litres",
            ["56", "cinquante-six"],
        ),
        (
            "À demi-charge, le programme Éco 40-60 utilise {n} litres d'eau.",
            41,
            "litres",
            ["41", "quarante et un"],
        ),
        (
            "On peut différer la fin du programme jusqu'à {n} heures.",
            24,
            "heures",
            ["24", "vingt-quatre"],
            {"swap": False},
        ),
        (
            "Pour activer la sécurité enfants, il faut appuyer {n} secondes sur les deux touches.",
            3,
            "secondes",
            ["3", "trois"],
            {"swap": False},
        ),
        (
            "Le programme Rapide dure {n} minutes.",
            15,
            "minutes",
            ["15", "quinze"],
        ),
        (
            "À la fin du cycle, le hublot se déverrouille au bout d'environ {n} minutes.",
            2,
            "minutes",
            ["2", "deux"],
            {"hedge": False},
        ),
        (
            "Le filtre de la pompe de vidange doit être nettoyé tous les {n} mois.",
            3,
            "mois",
            ["3", "trois"],
            {"swap": False},
        ),
    ],
}
