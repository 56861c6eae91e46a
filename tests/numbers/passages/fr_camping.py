"""Material: camping (fr, price list)."""

PASSAGE = {
    "language": "fr",
    "kind": "price list",
    "material": """
Camping Les Pins Dorés ★★★ – Saint-Hilaire-de-Riez (Vendée)
TARIFS 2025 – prix TTC en euros

Périodes
Basse saison : du 12/04 au 04/07 et du 25/08 au 21/09
Haute saison : du 05/07 au 24/08

EMPLACEMENTS (prix par nuit)\t\t\tBasse saison\tHaute saison
Forfait 2 pers. + 1 véhicule + tente ou caravane\t19,50 €\t32,00 €
Personne supplémentaire (13 ans et plus)\t5,20 €\t8,40 €
Enfant de 2 à 12 ans\t3,10 €\t5,50 €
Enfant de moins de 2 ans\tgratuit\tgratuit
Branchement électrique 10 A\t4,90 €\t4,90 €
Animal (tenu en laisse, carnet de vaccination à jour)\t2,50 €\t3,00 €
Véhicule supplémentaire\t3,50 €\t4,00 €
Taxe de séjour : 0,66 € par nuit et par personne de 18 ans et plus (non incluse).

LOCATIONS\t\t\tNuit (BS)\tSemaine BS\tSemaine HS
Mobil-home Cottage 4 pers. – 2 ch., 28 m²\t62 €\t390 €\t845 €
Mobil-home Premium 6 pers. – 3 ch., 35 m², terrasse couverte\t85 €\t540 €\t1 190 €
Chalet bois « Gîte du Verger » 5 pers. – 2 ch., 32 m²\t74 €\t460 €\t990 €

En haute saison, les locations se font uniquement à la semaine, du samedi au samedi. En basse saison, séjour minimum de 2 nuits (3 nuits pour les ponts de mai).
Locations : arrivées de 16 h à 19 h, départs avant 10 h. Emplacements : arrivées dès 14 h, départs avant 12 h.
Remise de 10 % en basse saison pour tout séjour de 14 nuits ou plus (hors taxe de séjour).
Réservation : acompte de 25 % du séjour et frais de dossier de 15 € (offerts en basse saison). Caution de 300 € pour les locations, restituée sous huit jours. Forfait ménage de fin de séjour : 80 €.
Piscine chauffée à 28 °C, ouverte du 26/04 au 14/09, de 9 h 30 à 20 h. Short de bain interdit.
Accueil : 02 51 58 47 12 – ouvert tous les jours en juillet et août.
""",
    "facts": [
        (
            "En basse saison, le forfait emplacement pour deux personnes coûte {n} € la nuit.",
            19.50,
            "euro",
            ["19,50", "19,5"],
        ),
        (
            "En haute saison, le forfait emplacement deux personnes revient à {n} € par nuit.",
            32,
            "euro",
            ["32,00", "32", "trente-deux"],
        ),
        (
            "Une personne supplémentaire paie {n} € la nuit en basse saison.",
            5.20,
            "euro",
            ["5,20", "5,2"],
        ),
        (
            "En haute saison, chaque personne supplémentaire coûte {n} € par nuit.",
            8.40,
            "euro",
            ["8,40", "8,4"],
        ),
        (
            "Pour un enfant de 2 à 12 ans, comptez {n} € la nuit en basse saison.",
            3.10,
            "euro",
            ["3,10", "3,1"],
        ),
        (
            "En haute saison, le tarif enfant est de {n} € par nuit.",
            5.50,
            "euro",
            ["5,50", "5,5"],
        ),
        (
            "La taxe de séjour s'élève à {n} € par nuit et par adulte.",
            0.66,
            "euro",
            ["0,66"],
        ),
        (
            "Le mobil-home Cottage se loue {n} € la semaine en basse saison.",
            390,
            "euro",
            ["390", "trois cent quatre-vingt-dix"],
        ),
        (
            "Une semaine en haute saison dans le mobil-home Cottage coûte {n} €.",
            845,
            "euro",
            ["845"],
        ),
        (
            "Le mobil-home Premium revient à {n} € la semaine en haute saison.",
            1190,
            "euro",
            ["1 190", "1190"],
        ),
        (
            "En haute saison, le chalet Gîte du Verger coûte {n} € la semaine.",
            990,
            "euro",
            ["990"],
        ),
        (
            "Pour les locations, la caution est de {n} €.",
            300,
            "euro",
            ["300", "trois cents"],
        ),
        (
            "Le forfait ménage de fin de séjour est facturé {n} €.",
            80,
            "euro",
            ["80", "quatre-vingts"],
        ),
        (
            "L'acompte à verser à la réservation est de {n} % du séjour.",
            25,
            "percent",
            ["25"],
        ),
        (
            "Pour un long séjour en basse saison, la remise est de {n} %.",
            10,
            "percent",
            ["10"],
        ),
        (
            "En basse saison, il faut réserver au moins {n} nuits, hors ponts de mai.",
            2,
            "nuits",
            ["2", "deux"],
            {"hedge": False},
        ),
        (
            "Pendant les ponts de mai, le séjour minimum est de {n} nuits.",
            3,
            "nuits",
            ["3", "trois"],
            {"hedge": False},
        ),
        (
            "La remise de basse saison s'applique à partir de {n} nuits.",
            14,
            "nuits",
            ["14", "quatorze"],
            {"hedge": False},
        ),
        (
            "Les enfants de moins de {n} ans sont accueillis gratuitement.",
            2,
            "ans",
            ["2", "deux"],
            {"hedge": False},
        ),
        (
            "Le tarif enfant s'applique jusqu'à {n} ans inclus.",
            12,
            "ans",
            ["12", "douze"],
            {"hedge": False},
        ),
        (
            "La taxe de séjour concerne les personnes à partir de {n} ans.",
            18,
            "ans",
            ["18", "dix-huit"],
            {"hedge": False},
        ),
        (
            "Dans les locations, on peut arriver à partir de {n}.",
            "16:00",
            "time",
            ["16 h", "16h", "16 heures"],
        ),
        (
            "Les locations doivent être libérées avant {n}.",
            "10:00",
            "time",
            ["10 h", "10h", "10 heures"],
        ),
        (
            "Sur les emplacements, les arrivées se font dès {n}.",
            "14:00",
            "time",
            ["14 h", "14h", "14 heures"],
        ),
        (
            "Il faut quitter son emplacement avant {n}.",
            "12:00",
            "time",
            ["12 h", "12h", "midi"],
        ),
        (
            "La piscine ouvre le matin à {n}.",
            "09:30",
            "time",
            ["9 h 30", "9h30", "9:30"],
        ),
        (
            "La piscine ferme le soir à {n}.",
            "20:00",
            "time",
            ["20 h", "20h", "20 heures"],
        ),
        (
            "Le mobil-home Cottage fait {n} m².",
            28,
            "m2",
            ["28"],
        ),
        (
            "La surface du mobil-home Premium est de {n} m².",
            35,
            "m2",
            ["35"],
        ),
        (
            "Le chalet Gîte du Verger mesure {n} m².",
            32,
            "m2",
            ["32"],
        ),
    ],
}
