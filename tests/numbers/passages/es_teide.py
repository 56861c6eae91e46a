"""Material: teide (es, encyclopedia)."""

PASSAGE = {
    "language": "es",
    "kind": "encyclopedia",
    "material": """
Teide
Altitud	3715 m s. n. m.[1]
Ubicación	Tenerife, islas Canarias
Última erupción	1909 (Chinyero)
El Teide, en la isla de Tenerife, es el pico más alto de España, con 3715 metros sobre el nivel del mar, y se eleva unos 7500 metros sobre el fondo oceánico.[2] El parque nacional del Teide, declarado en 1954, ocupa 18 990 hectáreas y recibió 4,3 millones de visitantes en 2019, frente a 2,9 millones en 2010.[3] El teleférico, inaugurado en 1971, sube desde 2356 metros hasta 3555 metros en ocho minutos.[4] Para subir al cráter por el sendero de Telesforo Bravo hace falta un permiso gratuito; el cupo es de 200 personas al día.[5]
""",
    "facts": [
        (
            "El Teide tiene una altitud de {n} metros.",
            3715,
            "metros",
            ["3715", "3.715"],
        ),
        (
            "Sobre el fondo oceánico, el Teide se eleva {n} metros.",
            7500,
            "metros",
            ["7500", "7.500", "siete mil quinientos"],
        ),
        (
            "El teleférico sale de la estación base a {n} metros.",
            2356,
            "metros",
            ["2356"],
        ),
        (
            "El teleférico llega hasta los {n} metros.",
            3555,
            "metros",
            ["3555"],
            {"hedged": "El teleférico llega hasta unos {n} metros."},
        ),
        ("El parque nacional del Teide fue declarado en {n}.", 1954, "year", ["1954"]),
        ("El teleférico del Teide se inauguró en {n}.", 1971, "year", ["1971"]),
        ("La última erupción fue en {n}.", 1909, "year", ["1909"]),
        (
            "El parque nacional ocupa {n} hectáreas.",
            18990,
            "hectareas",
            ["18 990", "18.990"],
        ),
        (
            "En 2019 el parque recibió {n} de visitantes.",
            4300000,
            "visitantes",
            ["4,3 millones"],
        ),
        (
            "En 2010 el parque recibió {n} de visitantes.",
            2900000,
            "visitantes",
            ["2,9 millones"],
        ),
        ("El teleférico sube en {n} minutos.", 8, "minutos", ["ocho", "8"]),
        (
            "El cupo del sendero al cráter es de {n} personas al día.",
            200,
            "personas",
            ["200", "doscientas"],
        ),
    ],
}
