"""Material: elecciones autonómicas en Aragón (es, news)."""

PASSAGE = {
    "language": "es",
    "kind": "news",
    "material": """
El PP gana en Aragón y se queda a seis escaños de la mayoría absoluta
ZARAGOZA, 29 May. (EUROPA PRESS) –
El Partido Popular ha ganado las elecciones a las Cortes de Aragón con 28 escaños, doce más que en 2019, aunque necesitará apoyos para gobernar: la mayoría absoluta está en 34 de los 67 diputados. Con el 100 % escrutado, los populares suman 237.817 votos (35,5 %), frente al 20,8 % de hace cuatro años.
El PSOE, que ganó los anteriores comicios con 24 escaños, retrocede a 23 y 198.952 votos, el 29,6 % del total. «No es el resultado que esperábamos, pero resistimos mejor que en el resto de España», ha dicho el candidato socialista en la sede de la calle Conde de Aranda.
Vox pasa de 3 a 7 diputados con el 11,2 % de los votos y se convierte en la llave del Gobierno. Chunta Aragonesista mantiene sus 3 escaños y Teruel Existe, que se presentaba por primera vez, logra otros tantos, todos por la provincia de Teruel. Podemos cae de cinco diputados a uno, Izquierda Unida conserva el suyo y el PAR se queda con un único escaño. Ciudadanos, que tenía 12 escaños, desaparece del parlamento autonómico.
La participación se situó en el 66,6 %, cuatro décimas por encima del 66,2 % de 2019. A las 14:00 había votado el 38,4 % del censo y a las 18:00, el 53,7 %. Por provincias, Teruel registró la participación más alta, con un 68,9 %, y Zaragoza la más baja, con un 66,1 %.
Las nuevas Cortes se constituirán el 23 de junio.
""",
    "facts": [
        (
            "El PP ha conseguido {n} escaños en Aragón.",
            28,
            "escanos",
            ["28", "veintiocho"],
        ),
        (
            "En las elecciones de 2019 el PSOE había obtenido {n} escaños.",
            24,
            "escanos",
            ["24", "veinticuatro"],
        ),
        (
            "Ahora el PSOE se queda con {n} escaños.",
            23,
            "escanos",
            ["23", "veintitrés"],
        ),
        (
            "Vox tendrá {n} diputados en las nuevas Cortes.",
            7,
            "escanos",
            ["7", "siete"],
        ),
        (
            "Ciudadanos tenía {n} escaños antes de estas elecciones.",
            12,
            "escanos",
            ["12", "doce"],
        ),
        (
            "Para la mayoría absoluta hacen falta {n} escaños.",
            34,
            "escanos",
            ["34", "treinta y cuatro"],
            {"hedge": False},
        ),
        (
            "Las Cortes de Aragón tienen {n} diputados en total.",
            67,
            "escanos",
            ["67", "sesenta y siete"],
            {"hedge": False},
        ),
        (
            "El PP obtuvo el {n} % de los votos.",
            35.5,
            "porcentaje",
            ["35,5"],
            {"hedged": "El PP obtuvo en torno al {n} % de los votos."},
        ),
        (
            "En 2019 el PP solo había logrado el {n} % de los votos.",
            20.8,
            "porcentaje",
            ["20,8"],
            {
                "hedged": "En 2019 el PP solo había logrado alrededor del {n} % de los votos."
            },
        ),
        (
            "Los socialistas se quedaron con el {n} % de los votos.",
            29.6,
            "porcentaje",
            ["29,6"],
            {"hedged": "Los socialistas se quedaron con cerca del {n} % de los votos."},
        ),
        (
            "La participación de estas elecciones fue del {n} %.",
            66.6,
            "porcentaje",
            ["66,6"],
            {"hedged": "La participación de estas elecciones rondó el {n} %."},
        ),
        (
            "En los comicios de 2019 la participación había sido del {n} %.",
            66.2,
            "porcentaje",
            ["66,2"],
            {
                "hedged": "En los comicios de 2019 la participación había rondado el {n} %."
            },
        ),
        (
            "A las 18:00 la participación llegaba al {n} %.",
            53.7,
            "porcentaje",
            ["53,7"],
            {"hedged": "A las 18:00 la participación llegaba a alrededor del {n} %."},
        ),
        (
            "En Teruel votó el {n} % del censo.",
            68.9,
            "porcentaje",
            ["68,9"],
            {"hedged": "En Teruel votó aproximadamente el {n} % del censo."},
        ),
        (
            "Los populares recibieron {n} votos.",
            237817,
            "votos",
            ["237.817", "237817"],
        ),
        (
            "La candidatura socialista sumó {n} votos.",
            198952,
            "votos",
            ["198.952", "198952"],
        ),
    ],
}
