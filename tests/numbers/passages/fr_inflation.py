"""Material: inflation et chômage (fr, news)."""

PASSAGE = {
    "language": "fr",
    "kind": "news",
    "material": """
Inflation : la hausse des prix ralentit encore en octobre, le chômage remonte légèrement

PARIS, 14 novembre (AFP) – Les prix à la consommation ont augmenté de 1,1 % sur un an en octobre en France, après 1,2 % en septembre, a confirmé jeudi l'Insee dans son estimation définitive. Sur un mois, ils progressent de 0,3 %, après un recul de 1,0 % en septembre lié au repli saisonnier des prix des services de transport et d'hébergement.

Ce ralentissement tient surtout à l'énergie, dont les prix reculent de 6,4 % sur un an, après une baisse de 3,3 % le mois précédent, dans le sillage des cours du pétrole : les produits pétroliers chutent de 12,1 %. Les prix de l'alimentation accélèrent légèrement (+0,9 % sur un an, après +0,6 %), tandis que ceux des produits manufacturés reculent de 0,4 %. Les services restent le principal moteur de l'inflation, à 2,5 % sur un an.

Mesurée selon l'indice des prix harmonisé (IPCH), qui sert de référence à la Banque centrale européenne, l'inflation atteint 1,6 % sur un an, après 1,4 % en septembre. Dans l'ensemble de la zone euro, elle s'établissait à 2,0 % en octobre, selon Eurostat.

Côté emploi, le taux de chômage au sens du Bureau international du travail (BIT) est quasi stable au troisième trimestre, à 7,4 % de la population active (hors Mayotte), contre 7,3 % au deuxième trimestre. Le nombre de chômeurs augmente de 47 000 sur le trimestre et atteint 2,3 millions de personnes. Chez les 15-24 ans, le taux grimpe à 19,2 %, en hausse de 0,8 point sur un an.

« Le pic d'inflation est loin derrière nous, mais le marché du travail montre des signes de fatigue », relève Claire Vasseur, économiste chez Asteria Gestion. Elle table sur une inflation moyenne de 1,8 % en 2024 puis de 1,3 % en 2025, et sur un taux de chômage proche de 7,8 % fin 2025.
""",
    "facts": [
        (
            "En octobre, les prix à la consommation ont augmenté de {n} % sur un an.",
            1.1,
            "percent",
            ["1,1"],
        ),
        (
            "En septembre, l'inflation sur un an était de {n} %.",
            1.2,
            "percent",
            ["1,2"],
        ),
        (
            "Entre septembre et octobre, les prix ont progressé de {n} %.",
            0.3,
            "percent",
            ["0,3"],
        ),
        (
            "Sur un an, les prix de l'énergie ont baissé de {n} % en octobre.",
            6.4,
            "percent",
            ["6,4"],
        ),
        (
            "En septembre, les prix de l'énergie avaient reculé de {n} % sur un an.",
            3.3,
            "percent",
            ["3,3"],
        ),
        (
            "Les produits pétroliers sont en baisse de {n} % sur un an.",
            12.1,
            "percent",
            ["12,1"],
        ),
        (
            "En octobre, l'alimentation coûte {n} % de plus qu'il y a un an.",
            0.9,
            "percent",
            ["0,9"],
        ),
        (
            "Dans les services, l'inflation est de {n} % sur un an.",
            2.5,
            "percent",
            ["2,5"],
        ),
        (
            "Selon l'indice harmonisé, l'inflation française atteint {n} % en octobre.",
            1.6,
            "percent",
            ["1,6"],
        ),
        (
            "Dans la zone euro, l'inflation était de {n} % en octobre.",
            2.0,
            "percent",
            ["2,0", "2"],
        ),
        (
            "Au troisième trimestre, le taux de chômage s'établit à {n} %.",
            7.4,
            "percent",
            ["7,4"],
        ),
        (
            "Au deuxième trimestre, le taux de chômage était de {n} %.",
            7.3,
            "percent",
            ["7,3"],
        ),
        (
            "Le chômage des 15-24 ans monte à {n} %.",
            19.2,
            "percent",
            ["19,2"],
        ),
        (
            "L'économiste prévoit une inflation moyenne de {n} % en 2025.",
            1.3,
            "percent",
            ["1,3"],
        ),
        (
            "Sur un an, le chômage des jeunes a augmenté de {n} point.",
            0.8,
            "points",
            ["0,8"],
        ),
        (
            "Au troisième trimestre, le nombre de chômeurs a augmenté de {n}.",
            47000,
            "personnes",
            ["47 000", "47000", "quarante-sept mille"],
        ),
        (
            "Le nombre de chômeurs atteint désormais {n}.",
            2300000,
            "personnes",
            ["2,3 millions"],
        ),
    ],
}
