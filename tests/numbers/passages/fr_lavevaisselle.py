"""Material: lavevaisselle (fr, manual)."""

PASSAGE = {
    "language": "fr",
    "kind": "manual",
    "material": """
Programmes du lave-vaisselle
Le programme Intensif lave à 70 °C et consomme 1,45 kWh. Le programme Éco, à 50 °C, dure plus longtemps mais ne consomme que 0,85 kWh et 9,5 litres d'eau. Le programme Rapide lave une charge légère à 45 °C en trente minutes. Le programme Verres fonctionne à 40 °C pendant quatre-vingt-dix minutes.
À la fin du séchage, la porte s'entrouvre automatiquement de 10 cm. Lorsque le voyant du sel clignote, remplissez le réservoir avec 1,2 kg de sel régénérant. La dureté de l'eau se règle sur 7 niveaux ; le réglage d'usine est le niveau 4. L'appareil accueille 14 couverts et mesure 59,8 cm de large.
""",
    "facts": [
        ("Le programme Intensif lave à {n} °C.", 70, "celsius", ["70", "soixante-dix"]),
        ("Le programme Éco lave à {n} °C.", 50, "celsius", ["50", "cinquante"]),
        ("Le programme Rapide lave à {n} °C.", 45, "celsius", ["45", "quarante-cinq"]),
        ("Le programme Verres fonctionne à {n} °C.", 40, "celsius", ["40", "quarante"]),
        ("Le programme Intensif consomme {n} kWh.", 1.45, "kwh", ["1,45"]),
        ("Le programme Éco consomme {n} kWh.", 0.85, "kwh", ["0,85"]),
        ("Le programme Éco consomme {n} litres d'eau.", 9.5, "litres", ["9,5"]),
        ("Le programme Rapide dure {n} minutes.", 30, "minutes", ["trente", "30"]),
        (
            "Le programme Verres dure {n} minutes.",
            90,
            "minutes",
            ["quatre-vingt-dix", "90"],
        ),
        (
            "À la fin du séchage, la porte s'entrouvre de {n} cm.",
            10,
            "cm",
            ["10", "dix"],
        ),
        ("Le lave-vaisselle mesure {n} cm de large.", 59.8, "cm", ["59,8"]),
        (
            "Le réservoir de sel se remplit avec {n} kg de sel régénérant.",
            1.2,
            "kg",
            ["1,2"],
        ),
        ("La dureté de l'eau se règle sur {n} niveaux.", 7, "niveaux", ["7", "sept"]),
        (
            "Le réglage d'usine de la dureté est le niveau {n}.",
            4,
            "level",
            ["4", "quatre"],
        ),
        ("L'appareil accueille {n} couverts.", 14, "couverts", ["14", "quatorze"]),
    ],
}
