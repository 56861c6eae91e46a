"""Material: Betis-Villarreal, LaLiga (es, news)."""

PASSAGE = {
    "language": "es",
    "kind": "news",
    "material": """
El Betis remonta ante el Villarreal y se asoma a Europa
REAL BETIS 2 – 1 VILLARREAL CF
Estadio Benito Villamarín · LaLiga EA Sports, jornada 27 · Asistencia: 52.348 espectadores · Árbitro: Sánchez Martínez (Comité Murciano)

Goles: 0-1, min. 23: Gerard Moreno (penalti). 1-1, min. 58: Isco. 2-1, min. 87: Vitor Roque.
Tarjetas: amarillas a Marc Roca (41'), Bailly (55') y Parejo (69'). Roja directa a Bailly en el 76'.

SEVILLA. El Betis sacó adelante un partido que se le había puesto cuesta arriba y, con la victoria, escala hasta la sexta plaza con 45 puntos, dos más que el Villarreal, que cae a la séptima con 43. El líder, el Barcelona, suma 63 puntos tras su empate del sábado.
El conjunto castellonense golpeó primero: en el minuto 23, Gerard Moreno transformó un penalti cometido por Natan sobre Ayoze. Los de Pellegrini dominaron sin colmillo hasta el descanso y no encontraron el premio hasta la hora de juego, cuando Isco, en el 58, cazó un rechace en la frontal y la puso junto al palo.
La expulsión de Bailly en el 76, por una entrada por detrás a Abde, terminó de inclinar el campo. Vitor Roque, que había entrado en el 70, firmó la remontada en el 87 con un cabezazo a la salida de un córner, y el estadio, con más de cincuenta mil gargantas, lo celebró como un título. Aún hubo tiempo para un susto: en el 90+4 Adrián sacó una mano abajo a un disparo cruzado de Ayoze.
El Betis terminó con un 58 % de posesión y 16 remates, seis de ellos entre los tres palos, por los 9 del Villarreal (3 a puerta). El equipo verdiblanco no ganaba en casa al Villarreal desde 2019.
El próximo compromiso bético será el domingo 30 de marzo, a las 18:30, en Mendizorroza ante el Alavés. El partido de ayer empezó a las 21:00, con un cuarto de hora de retraso en los accesos del Gol Sur.
""",
    "facts": [
        (
            "Gerard Moreno adelantó al Villarreal de penalti en el minuto {n}.",
            23,
            "minute",
            ["23", "veintitrés"],
        ),
        (
            "Isco marcó el empate en el minuto {n}.",
            58,
            "minute",
            ["58", "cincuenta y ocho"],
        ),
        (
            "Bailly fue expulsado en el minuto {n}.",
            76,
            "minute",
            ["76", "setenta y seis"],
        ),
        (
            "Vitor Roque marcó el gol de la victoria en el minuto {n}.",
            87,
            "minute",
            ["87", "ochenta y siete"],
        ),
        (
            "Vitor Roque salió al campo en el minuto {n}.",
            70,
            "minute",
            ["70", "setenta"],
        ),
        (
            "Tras la victoria, el Betis tiene {n} puntos.",
            45,
            "puntos",
            ["45", "cuarenta y cinco"],
        ),
        (
            "El Villarreal se queda con {n} puntos.",
            43,
            "puntos",
            ["43", "cuarenta y tres"],
        ),
        (
            "El Barcelona, líder de la Liga, suma {n} puntos.",
            63,
            "puntos",
            ["63", "sesenta y tres"],
        ),
        (
            "Con este resultado el Betis pasa a ser {n} en la clasificación.",
            6,
            "ordinal",
            ["sexto", "6.º"],
        ),
        (
            "El Villarreal cae al {n} puesto de la tabla.",
            7,
            "ordinal",
            ["séptimo", "7.º"],
        ),
        (
            "El partido correspondía a la jornada {n} de LaLiga.",
            27,
            "jornada",
            ["27", "vigesimoséptima"],
            {"hedge": False},
        ),
        (
            "Al Benito Villamarín acudieron {n} espectadores.",
            52348,
            "espectadores",
            ["52.348", "52348"],
        ),
        ("El Betis hizo {n} remates en total.", 16, "remates", ["16", "dieciséis"]),
        ("El Betis tiró {n} veces a puerta.", 6, "remates", ["seis", "6"]),
        ("El Villarreal remató {n} veces.", 9, "remates", ["9", "nueve"]),
        ("El Villarreal solo tiró {n} veces a puerta.", 3, "remates", ["3", "tres"]),
        (
            "El Betis tuvo el balón un {n} % del tiempo.",
            58,
            "porcentaje",
            ["58", "cincuenta y ocho"],
            {"hedged": "El Betis tuvo el balón alrededor del {n} % del tiempo."},
        ),
        (
            "El Betis jugará contra el Alavés a las {n}.",
            "18:30",
            "time",
            ["18:30", "18.30"],
        ),
        (
            "El Betis–Villarreal comenzó a las {n}.",
            "21:00",
            "time",
            ["21:00", "21.00", "21"],
        ),
        (
            "La última victoria del Betis en casa ante el Villarreal fue en {n}.",
            2019,
            "year",
            ["2019"],
        ),
    ],
}
