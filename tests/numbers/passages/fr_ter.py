"""Material: TER Nantes - Le Croisic (fr, timetable)."""

PASSAGE = {
    "language": "fr",
    "kind": "timetable",
    "material": """
TER Pays de la Loire – Ligne 2 : Nantes ↔ Saint-Nazaire ↔ Le Croisic
Horaires valables du 15 décembre 2024 au 5 juillet 2025

Du lundi au vendredi, 16 allers-retours relient Nantes à Saint-Nazaire, dont 11 sont prolongés jusqu'au Croisic. Le samedi, l'offre passe à 12 allers-retours, et à 9 seulement le dimanche et les jours fériés.

Premiers et derniers départs de Nantes
Lundi–vendredi : premier départ à 5 h 48, dernier départ à 21 h 35
Samedi : de 6 h 40 à 21 h 05
Dimanche et fêtes : de 7 h 52 à 22 h 10

Durées de trajet
Nantes → Saint-Nazaire : 38 min en TER direct, 52 min en omnibus (arrêts à Basse-Indre, Couëron, Cordemais, Savenay et Donges)
Nantes → La Baule-Escoublac : 55 min
Nantes → Le Croisic : 1 h 09 en direct
Du 5 juillet au 31 août, deux TGV INOUI Paris-Montparnasse – Le Croisic circulent chaque jour (3 h 05 de trajet), au départ de Paris à 8 h 56 et à 16 h 56. Réservation obligatoire.

Tarifs (aller simple, 2de classe)
Trajet | Plein tarif | Tarif réduit*
Nantes – Saint-Nazaire | 13,20 € | 7,90 €
Nantes – La Baule-Escoublac | 16,40 € | 9,80 €
Nantes – Le Croisic | 18,60 € | 11,20 €
* Tarif réduit : jeunes de moins de 26 ans, seniors à partir de 60 ans, demandeurs d'emploi. Enfants de 4 à 11 ans : 50 % du plein tarif. Gratuit pour les moins de 4 ans accompagnés.

Abonnement mensuel Nantes – Saint-Nazaire : 112,50 € en plein tarif, 67,50 € pour les moins de 26 ans (50 % remboursés par l'employeur pour les salariés).

Vélos : transport gratuit, dans la limite de 6 places par train. Réservation conseillée le week-end en été.

Contact TER : 02 40 08 13 79, du lundi au samedi de 7 h à 20 h.
""",
    "facts": [
        (
            "En semaine, le premier train part de Nantes à {n}.",
            "05:48",
            "time",
            ["5 h 48", "5h48", "05:48"],
        ),
        (
            "Du lundi au vendredi, le dernier départ de Nantes est à {n}.",
            "21:35",
            "time",
            ["21 h 35", "21h35"],
        ),
        (
            "Le samedi, le premier train quitte Nantes à {n}.",
            "06:40",
            "time",
            ["6 h 40", "6h40"],
        ),
        (
            "Le dimanche, le premier départ de Nantes a lieu à {n}.",
            "07:52",
            "time",
            ["7 h 52", "7h52"],
        ),
        (
            "Le dimanche, le dernier train part de Nantes à {n}.",
            "22:10",
            "time",
            ["22 h 10", "22h10"],
        ),
        ("Le TGV du matin quitte Paris à {n}.", "08:56", "time", ["8 h 56", "8h56"]),
        (
            "Le TGV de l'après-midi part de Paris à {n}.",
            "16:56",
            "time",
            ["16 h 56", "16h56"],
        ),
        (
            "Le TER direct relie Nantes à Saint-Nazaire en {n} minutes.",
            38,
            "minutes",
            ["38", "trente-huit"],
        ),
        (
            "En omnibus, le trajet Nantes – Saint-Nazaire dure {n} minutes.",
            52,
            "minutes",
            ["52", "cinquante-deux"],
        ),
        (
            "Il faut {n} minutes pour aller de Nantes à La Baule-Escoublac.",
            55,
            "minutes",
            ["55", "cinquante-cinq"],
        ),
        (
            "Un aller simple Nantes – Saint-Nazaire coûte {n} € au plein tarif.",
            13.2,
            "euros",
            ["13,20"],
        ),
        (
            "Au tarif réduit, le Nantes – Saint-Nazaire revient à {n} €.",
            7.9,
            "euros",
            ["7,90"],
        ),
        (
            "Le billet plein tarif de Nantes au Croisic coûte {n} €.",
            18.6,
            "euros",
            ["18,60"],
        ),
        ("En tarif réduit, Nantes – Le Croisic coûte {n} €.", 11.2, "euros", ["11,20"]),
        (
            "L'abonnement mensuel plein tarif Nantes – Saint-Nazaire coûte {n} €.",
            112.5,
            "euros",
            ["112,50"],
        ),
        (
            "Pour les moins de 26 ans, l'abonnement mensuel est à {n} €.",
            67.5,
            "euros",
            ["67,50"],
        ),
        (
            "Le tarif réduit est accordé aux jeunes de moins de {n} ans.",
            26,
            "ans",
            ["26", "vingt-six"],
            {"hedge": False},
        ),
        (
            "Les seniors bénéficient du tarif réduit dès {n} ans.",
            60,
            "ans",
            ["60", "soixante"],
            {"hedge": False},
        ),
        (
            "Les enfants de moins de {n} ans voyagent gratuitement.",
            4,
            "ans",
            ["4", "quatre"],
        ),
        (
            "Le demi-tarif enfant s'applique jusqu'à {n} ans.",
            11,
            "ans",
            ["11", "onze"],
            {"hedge": False},
        ),
        (
            "En semaine, {n} allers-retours relient Nantes à Saint-Nazaire.",
            16,
            "allers-retours",
            ["16", "seize"],
        ),
        (
            "Le samedi, la ligne compte {n} allers-retours.",
            12,
            "allers-retours",
            ["12", "douze"],
        ),
        (
            "Le dimanche, il n'y a que {n} allers-retours.",
            9,
            "allers-retours",
            ["9", "neuf"],
        ),
        (
            "En semaine, {n} allers-retours vont jusqu'au Croisic.",
            11,
            "allers-retours",
            ["11", "onze"],
        ),
        ("Chaque train peut transporter {n} vélos.", 6, "places", ["6", "six"]),
    ],
}
