"""Material: ola de calor (es, news)."""

PASSAGE = {
    "language": "es",
    "kind": "news",
    "material": """
Aviso rojo en la campiña de Córdoba y Sevilla: la Aemet prevé máximas de 44 grados este jueves

MADRID, 13 Ago. (EUROPA PRESS) -

La Agencia Estatal de Meteorología (Aemet) ha activado el aviso rojo en la campiña cordobesa y sevillana para este jueves, cuando se esperan máximas de 44 grados, en el que ya es el tercer episodio de ola de calor del verano. El martes, el aeropuerto de Córdoba registró 45,2 °C, la temperatura más alta de la jornada. En Madrid, el observatorio del Retiro llegó a 39,8 °C y la mínima no bajó de 26,4 °C, la noche más cálida en la capital desde 2022. Sevilla suma ya 21 noches tropicales este verano y Madrid, once.

Previsión para el jueves (máx./mín., en °C)
Córdoba   43 / 25
Sevilla   42 / 24
Badajoz   40 / 21
Madrid    38 / 23
Zaragoza  36 / 19
Bilbao    31 / 17

"Julio ha sido el mes más cálido desde que comienza la serie, en 1961, con una temperatura media de 26,8 grados, 2,1 por encima de lo normal", explicó el portavoz de la Aemet, Rubén del Campo, que avanzó que el episodio se prolongará al menos hasta el sábado, con lo que durará seis días.

La falta de lluvias agrava la situación: el año hidrológico acumula un déficit de precipitaciones del 18 %, frente al 27 % que se registraba a finales de junio. La reserva hídrica española se encuentra al 41,5 % de su capacidad, 3,2 puntos menos que hace un año.

Según el sistema MoMo del Instituto de Salud Carlos III, en julio se atribuyeron 1.047 muertes al exceso de temperatura, un 23 % más que en el mismo mes del año pasado, cuando fueron 851.
""",
    "facts": [
        (
            "La Aemet espera máximas de {n} grados en la campiña este jueves.",
            44,
            "celsius",
            ["44", "cuarenta y cuatro"],
        ),
        (
            "El martes el aeropuerto de Córdoba alcanzó {n} grados.",
            45.2,
            "celsius",
            ["45,2"],
        ),
        (
            "La máxima del martes en el Retiro fue de {n} grados.",
            39.8,
            "celsius",
            ["39,8"],
        ),
        (
            "En Madrid la temperatura mínima del martes fue de {n} grados.",
            26.4,
            "celsius",
            ["26,4"],
        ),
        (
            "Para el jueves se prevé en Córdoba una máxima de {n} grados.",
            43,
            "celsius",
            ["43", "cuarenta y tres"],
        ),
        (
            "El jueves Bilbao llegará a una máxima de {n} grados.",
            31,
            "celsius",
            ["31", "treinta y un"],
        ),
        (
            "La mínima prevista para Zaragoza el jueves es de {n} grados.",
            19,
            "celsius",
            ["19", "diecinueve"],
        ),
        (
            "En Madrid la mínima del jueves será de {n} grados.",
            23,
            "celsius",
            ["23", "veintitrés"],
        ),
        (
            "Según la Aemet, julio tuvo una temperatura media de {n} grados.",
            26.8,
            "celsius",
            ["26,8"],
        ),
        (
            "Julio estuvo {n} grados por encima de lo normal.",
            2.1,
            "celsius",
            ["2,1"],
            {"hedge": False},
        ),
        (
            "La noche del martes fue la más cálida en Madrid desde {n}.",
            2022,
            "year",
            ["2022"],
        ),
        ("La serie histórica de la Aemet empieza en {n}.", 1961, "year", ["1961"]),
        (
            "En lo que va de verano, Sevilla acumula {n} noches tropicales.",
            21,
            "noches",
            ["21", "veintiuna"],
        ),
        (
            "Madrid lleva {n} noches tropicales este verano.",
            11,
            "noches",
            ["once", "11"],
        ),
        (
            "Esta ola de calor va a durar {n} días.",
            6,
            "dias",
            ["seis", "6"],
            {"swap": False},
        ),
        (
            "El déficit de lluvia del año hidrológico es ahora del {n} por ciento.",
            18,
            "porcentaje",
            ["18", "dieciocho"],
            {
                "hedged": "El déficit de lluvia del año hidrológico ronda ahora el {n} por ciento."
            },
        ),
        (
            "A finales de junio el déficit de precipitaciones era del {n} por ciento.",
            27,
            "porcentaje",
            ["27", "veintisiete"],
            {
                "hedged": "A finales de junio el déficit de precipitaciones rondaba el {n} por ciento."
            },
        ),
        (
            "Los embalses están al {n} % de su capacidad.",
            41.5,
            "porcentaje",
            ["41,5"],
            {"hedged": "Los embalses están alrededor del {n} % de su capacidad."},
        ),
        (
            "Las muertes atribuidas al calor en julio subieron un {n} por ciento respecto al año pasado.",
            23,
            "porcentaje",
            ["23", "veintitrés"],
            {
                "hedged": "Las muertes atribuidas al calor en julio subieron alrededor de un {n} por ciento respecto al año pasado."
            },
        ),
        (
            "La reserva hídrica tiene {n} puntos menos que hace un año.",
            3.2,
            "puntos",
            ["3,2"],
            {"swap": False},
        ),
        (
            "Este julio el MoMo atribuyó al calor {n} muertes.",
            1047,
            "muertes",
            ["1.047", "1047"],
        ),
        (
            "En julio del año pasado hubo {n} muertes atribuidas al calor.",
            851,
            "muertes",
            ["851", "ochocientas cincuenta y una"],
        ),
    ],
}
