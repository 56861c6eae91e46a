"""Material: paro (es, news)."""

PASSAGE = {
    "language": "es",
    "kind": "news",
    "material": """
MADRID (EFE) – El paro registrado bajó en 73.890 personas en abril, hasta un total de 2.666.500 desempleados, la cifra más baja desde 2008. La tasa de paro se situó en el 11,7 % en el primer trimestre, frente al 12,3 % del trimestre anterior, y el paro juvenil cayó al 26,5 %.
La afiliación a la Seguridad Social sumó 230.000 cotizantes en el mes y alcanzó los 21,2 millones. El salario mínimo interprofesional sube un 5 % este año, hasta 1134 euros al mes en 14 pagas.
""",
    "facts": [
        ("En abril el paro bajó en {n} personas.", 73890, "personas", ["73.890"]),
        ("El total de desempleados es de {n}.", 2666500, "personas", ["2.666.500"]),
        (
            "La afiliación sumó {n} cotizantes en abril.",
            230000,
            "personas",
            ["230.000", "doscientos treinta mil"],
        ),
        (
            "En el primer trimestre la tasa de paro se situó en el {n} %.",
            11.7,
            "porcentaje",
            ["11,7"],
            {
                "hedged": "En el primer trimestre la tasa de paro se situó en torno al {n} %."
            },
        ),
        (
            "En el trimestre anterior la tasa de paro era del {n} %.",
            12.3,
            "porcentaje",
            ["12,3"],
            {
                "hedged": "En el trimestre anterior la tasa de paro era de alrededor del {n} %."
            },
        ),
        (
            "El paro juvenil cayó al {n} %.",
            26.5,
            "porcentaje",
            ["26,5"],
            {"hedged": "El paro juvenil cayó a alrededor del {n} %."},
        ),
        ("El salario mínimo sube un {n} % este año.", 5, "porcentaje", ["5"]),
        ("El salario mínimo es de {n} euros al mes.", 1134, "euros", ["1134", "1.134"]),
        ("El salario mínimo se paga en {n} pagas.", 14, "pagas", ["14", "catorce"]),
        (
            "La afiliación alcanzó los {n} de cotizantes.",
            21200000,
            "afiliados",
            ["21,2 millones"],
            {"hedged": "La afiliación alcanzó alrededor de {n} de cotizantes."},
        ),
    ],
}
