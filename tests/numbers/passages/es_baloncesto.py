"""Material: Unicaja - Valencia Basket (es, sports report)."""

PASSAGE = {
    "language": "es",
    "kind": "news",
    "material": """
Liga Endesa · Jornada 14
Unicaja 88 - 81 Valencia Basket
Parciales: 22-19, 18-24, 25-17, 23-21
Palacio de Deportes José María Martín Carpena. 10.124 espectadores.

Perry enciende al Unicaja en el tercer cuarto

MÁLAGA | Redacción · Domingo, 21 de diciembre de 2025

El Unicaja sumó su undécima victoria de la temporada al derrotar por 88-81 a un Valencia Basket que se marchó al descanso por delante (40-43) gracias a Jean Montero, autor de 24 puntos en 33 minutos. Los de Ibon Navarro reaccionaron tras el paso por vestuarios con un parcial de 25-17 en el tercer cuarto, liderados por Kendrick Perry, que terminó con 21 puntos, 5 triples de 8 intentos y 4 asistencias en 29 minutos.

"En la primera parte nos metieron 43 puntos y eso no puede ser. Después hemos defendido como sabemos", explicó Navarro en sala de prensa.

La clave estuvo en el rebote: el Unicaja capturó 38 por 31 del Valencia, 12 de ellos ofensivos. Dylan Osetkowski firmó un doble-doble de 14 puntos y 10 rebotes, y Tyson Pérez aportó 12 puntos y 7 rebotes en solo 18 minutos. Alberto Díaz repartió 6 asistencias. En el Valencia, Semi Ojeleye añadió 11 puntos y Matt Costello atrapó 8 rebotes, pero el equipo perdió 16 balones. Desde el triple, los malagueños anotaron 13 de 29 y los visitantes, 9 de 27.

Montero cometió su cuarta falta en el minuto 27 y tuvo que sentarse. Con 79-72 en el minuto 36, el Valencia se acercó a dos puntos (81-79) a falta de 1:48, pero un triple de Kalinoski y cuatro tiros libres de Perry cerraron el partido. Fue la segunda mejor entrada de la temporada en el Carpena, tras los 10.480 espectadores del partido ante el Real Madrid.

Con este triunfo, el Unicaja (11-3) se mantiene tercero, mientras que el Valencia (9-5) cae al sexto puesto. El Unicaja visita al Baskonia el sábado 27 a las 18:30 y el Valencia recibe al Real Madrid el domingo 28 a las 12:30.
""",
    "facts": [
        (
            "El Unicaja ganó el partido anotando {n} puntos.",
            88,
            "puntos",
            ["88", "ochenta y ocho"],
            {"hedge": False},
        ),
        (
            "El Valencia Basket se quedó en {n} puntos.",
            81,
            "puntos",
            ["81", "ochenta y un"],
            {"hedge": False},
        ),
        (
            "Jean Montero fue el máximo anotador del Valencia con {n} puntos.",
            24,
            "puntos",
            ["24", "veinticuatro"],
            {"hedge": False},
        ),
        (
            "Kendrick Perry acabó el partido con {n} puntos.",
            21,
            "puntos",
            ["21", "veintiún"],
            {"hedge": False},
        ),
        (
            "Osetkowski anotó {n} puntos.",
            14,
            "puntos",
            ["14", "catorce"],
            {"hedge": False},
        ),
        (
            "Tyson Pérez sumó {n} puntos para el Unicaja.",
            12,
            "puntos",
            ["12", "doce"],
            {"hedge": False},
        ),
        (
            "Semi Ojeleye aportó {n} puntos al Valencia.",
            11,
            "puntos",
            ["11", "once"],
            {"hedge": False},
        ),
        (
            "En el tercer cuarto el Unicaja metió {n} puntos.",
            25,
            "puntos",
            ["25", "veinticinco"],
            {"hedge": False},
        ),
        (
            "En la primera parte el Valencia anotó {n} puntos.",
            43,
            "puntos",
            ["43", "cuarenta y tres"],
            {"hedge": False},
        ),
        ("Montero jugó {n} minutos.", 33, "minutos", ["33", "treinta y tres"]),
        ("Perry estuvo {n} minutos en pista.", 29, "minutos", ["29", "veintinueve"]),
        ("Tyson Pérez solo jugó {n} minutos.", 18, "minutos", ["18", "dieciocho"]),
        (
            "El Unicaja cogió {n} rebotes en total.",
            38,
            "rebotes",
            ["38", "treinta y ocho"],
        ),
        ("El Valencia capturó {n} rebotes.", 31, "rebotes", ["31", "treinta y un"]),
        (
            "El Unicaja logró {n} rebotes ofensivos.",
            12,
            "rebotes",
            ["12", "doce"],
            {"hedge": False},
        ),
        (
            "Osetkowski atrapó {n} rebotes.",
            10,
            "rebotes",
            ["10", "diez"],
            {"hedge": False},
        ),
        ("Tyson Pérez cogió {n} rebotes.", 7, "rebotes", ["7", "siete"]),
        (
            "Matt Costello capturó {n} rebotes para el Valencia.",
            8,
            "rebotes",
            ["8", "ocho"],
        ),
        ("Perry metió {n} triples.", 5, "triples", ["5", "cinco"], {"hedge": False}),
        (
            "El Unicaja anotó {n} triples en el partido.",
            13,
            "triples",
            ["13", "trece"],
            {"hedge": False},
        ),
        (
            "El Valencia acertó {n} triples.",
            9,
            "triples",
            ["9", "nueve"],
            {"hedge": False},
        ),
        (
            "Alberto Díaz dio {n} asistencias.",
            6,
            "asistencias",
            ["6", "seis"],
            {"hedge": False},
        ),
        (
            "Perry repartió {n} asistencias.",
            4,
            "asistencias",
            ["4", "cuatro"],
            {"hedge": False},
        ),
        (
            "Al partido asistieron {n} espectadores.",
            10124,
            "espectadores",
            ["10.124", "10124", "10 124"],
        ),
        (
            "La mejor entrada de la temporada en el Carpena fue de {n} espectadores, ante el Real Madrid.",
            10480,
            "espectadores",
            ["10.480", "10480", "10 480"],
        ),
        ("Montero hizo su cuarta falta en el minuto {n}.", 27, "minute", ["27"]),
        ("El Unicaja ganaba 79-72 en el minuto {n}.", 36, "minute", ["36"]),
        ("El Unicaja es {n} en la clasificación.", 3, "ordinal", ["tercero", "3.º"]),
        (
            "Tras la derrota, el Valencia ocupa el puesto {n}.",
            6,
            "ordinal",
            ["sexto", "6.º"],
        ),
        (
            "El Unicaja visita al Baskonia el sábado a las {n}.",
            "18:30",
            "time",
            ["18:30", "18.30"],
        ),
        (
            "El partido Valencia-Real Madrid empieza a las {n}.",
            "12:30",
            "time",
            ["12:30", "12.30"],
        ),
        (
            "El Unicaja lleva {n} victorias esta temporada.",
            11,
            "victorias",
            ["11", "once"],
            {"hedge": False},
        ),
        (
            "El Valencia suma {n} victorias.",
            9,
            "victorias",
            ["9", "nueve"],
            {"hedge": False},
        ),
    ],
}
