"""Material: tortilla (es, recipe)."""

PASSAGE = {
    "language": "es",
    "kind": "recipe",
    "material": """
Tortilla de patatas (4 personas)
Ingredientes: 6 huevos, 700 g de patatas, 1 cebolla mediana (unos 150 g), 250 ml de aceite de oliva virgen extra y sal.
Preparación: Pela las patatas y córtalas en láminas finas. Calienta el aceite a fuego medio y fríe las patatas con la cebolla durante veinte minutos, hasta que estén tiernas. Escúrrelas y mézclalas con los huevos batidos; deja reposar la mezcla cinco minutos. Cuaja la tortilla en la sartén unos tres minutos por cada lado. Si la prefieres al horno, hornéala a 180 °C durante 15 minutos. Se conserva en la nevera hasta 2 días.
""",
    "facts": [
        ("Para la tortilla necesitas {n} huevos.", 6, "huevos", ["6", "seis"]),
        (
            "Para la tortilla necesitas {n} g de patatas.",
            700,
            "gramos",
            ["700", "setecientos"],
        ),
        ("La cebolla pesa {n} g.", 150, "gramos", ["150", "ciento cincuenta"]),
        (
            "Para la tortilla necesitas {n} ml de aceite de oliva.",
            250,
            "ml",
            ["250", "doscientos cincuenta"],
        ),
        ("Las patatas se fríen durante {n} minutos.", 20, "minutos", ["veinte", "20"]),
        ("La mezcla reposa {n} minutos.", 5, "minutos", ["cinco", "5"]),
        (
            "En el horno, la tortilla se hace en {n} minutos.",
            15,
            "minutos",
            ["15", "quince"],
        ),
        (
            "La tortilla se cuaja {n} minutos por cada lado.",
            3,
            "minutos",
            ["tres", "3"],
        ),
        (
            "En el horno, la tortilla se hace a {n} °C.",
            180,
            "celsius",
            ["180", "ciento ochenta"],
        ),
        (
            "La tortilla se conserva en la nevera hasta {n} días.",
            2,
            "dias",
            ["2", "dos"],
        ),
        ("La receta es para {n} personas.", 4, "personas", ["4", "cuatro"]),
    ],
}
