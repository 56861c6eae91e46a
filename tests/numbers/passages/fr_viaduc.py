"""Material: viaduc de Millau (fr, encyclopedia)."""

PASSAGE = {
    "language": "fr",
    "kind": "encyclopedia",
    "material": """
Viaduc de Millau
Géographie
Pays\tFrance
Département\tAveyron
Commune\tMillau, Creissels
Coordonnées\t44° 04′ 46″ N, 3° 01′ 20″ E
Fonction
Franchit\tTarn
Fonction\tPont autoroutier (A75)
Caractéristiques techniques
Type\tPont à haubans
Longueur\t2 460 m
Portée principale\t342 m
Largeur\t32,05 m
Hauteur\t343 m
Construction
Construction\t2001-2004
Mise en service\t16 décembre 2004
Architecte\tNorman Foster
Ingénieur\tMichel Virlogeux
Coût\t400 millions d'euros[1]

Le viaduc de Millau est un pont à haubans qui permet à l'autoroute A75 de franchir la vallée du Tarn, entre le causse Rouge et le causse du Larzac. Long de 2 460 mètres, il repose sur sept piles en béton armé, dont la plus haute, la pile P2, mesure 245 mètres ; avec le pylône qui la surmonte, l'ouvrage culmine à 343 mètres, ce qui en faisait le pont le plus haut du monde à son ouverture[2]. Le tablier métallique, d'un poids d'environ 36 000 tonnes, passe à 270 mètres au-dessus du Tarn en son point le plus élevé.

Historique
Après plusieurs années d'études, le tracé dit « médian » est retenu en 1989 ; le concours de conception est remporté en 1996 par l'équipe de Michel Virlogeux et de l'agence Foster + Partners[3]. La première pierre est posée le 14 décembre 2001, et le viaduc est inauguré le 14 décembre 2004 par le président Jacques Chirac, puis ouvert à la circulation deux jours plus tard[4].

Caractéristiques
Le tablier, large de 32,05 mètres, porte deux fois deux voies. Il présente une pente de 3,025 % du nord vers le sud et décrit une courbe de 20 km de rayon. Les six travées centrales mesurent chacune 342 mètres et les deux travées de rive 204 mètres. Le tablier est suspendu à 154 haubans, répartis sur sept pylônes hauts de 87 mètres[5].

Exploitation
La concession, attribuée à Eiffage pour 78 ans, court jusqu'en 2079. Selon les tarifs 2024, le péage coûte 12,90 € pour une voiture en juillet et en août et 10,40 € le reste de l'année ; une moto paie 6,50 € en toute saison[6]. Environ 4,9 millions de véhicules ont emprunté le viaduc en 2023, contre 4,6 millions en 2019[7].

Références
1. « Le viaduc en chiffres », Compagnie Eiffage du viaduc de Millau, consulté le 3 mars 2024.
""",
    "facts": [
        (
            "Le viaduc de Millau mesure {n} mètres de long.",
            2460,
            "metres",
            ["2 460", "2460"],
        ),
        ("La pile P2, la plus haute, fait {n} mètres.", 245, "metres", ["245"]),
        (
            "Pylône compris, le viaduc atteint une hauteur de {n} mètres.",
            343,
            "metres",
            ["343"],
        ),
        (
            "Au point le plus haut, le tablier se trouve à {n} mètres au-dessus du Tarn.",
            270,
            "metres",
            ["270"],
        ),
        ("Le tablier du viaduc est large de {n} mètres.", 32.05, "metres", ["32,05"]),
        (
            "Chacune des travées centrales mesure {n} mètres.",
            342,
            "metres",
            ["342"],
        ),
        ("Les travées de rive font {n} mètres.", 204, "metres", ["204"]),
        (
            "Les pylônes du viaduc sont hauts de {n} mètres.",
            87,
            "metres",
            ["87", "quatre-vingt-sept"],
        ),
        ("Le tracé médian a été choisi en {n}.", 1989, "year", ["1989"]),
        (
            "L'équipe de Virlogeux et Foster a remporté le concours en {n}.",
            1996,
            "year",
            ["1996"],
        ),
        ("La première pierre du viaduc a été posée en {n}.", 2001, "year", ["2001"]),
        ("Jacques Chirac a inauguré le viaduc en {n}.", 2004, "year", ["2004"]),
        ("La concession d'Eiffage prend fin en {n}.", 2079, "year", ["2079"]),
        (
            "En juillet et août, une voiture paie {n} € de péage.",
            12.90,
            "euro",
            ["12,90", "12,9"],
        ),
        (
            "Hors juillet-août, le péage pour une voiture est de {n} €.",
            10.40,
            "euro",
            ["10,40", "10,4"],
        ),
        ("Pour une moto, le passage coûte {n} €.", 6.50, "euro", ["6,50", "6,5"]),
        (
            "La construction du viaduc a coûté {n} d'euros.",
            400000000,
            "euro_millions",
            ["400 millions"],
            {"swap": False},
        ),
        (
            "En 2023, {n} de véhicules ont franchi le viaduc.",
            4900000,
            "vehicules",
            ["4,9 millions"],
            {"hedge": False},
        ),
        (
            "En 2019, le viaduc avait vu passer {n} de véhicules.",
            4600000,
            "vehicules",
            ["4,6 millions"],
            {"hedge": False},
        ),
        (
            "Le tablier est tenu par {n} haubans.",
            154,
            "haubans",
            ["154"],
            {"swap": False, "hedge": False},
        ),
        (
            "La concession a été accordée à Eiffage pour {n} ans.",
            78,
            "ans",
            ["78", "soixante-dix-huit"],
            {"swap": False, "hedge": False},
        ),
        (
            "Le tablier descend du nord au sud avec une pente de {n} %.",
            3.025,
            "percent",
            ["3,025"],
            {"swap": False},
        ),
        (
            "Le tablier pèse environ {n} tonnes.",
            36000,
            "tonnes",
            ["36 000", "36000", "trente-six mille"],
            {"hedge": False, "swap": False},
        ),
    ],
}
