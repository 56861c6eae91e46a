"""Material: río Ebro (es, encyclopedia)."""

PASSAGE = {
    "language": "es",
    "kind": "encyclopedia",
    "material": """
Ebro
Longitud	930 km[1]
Superficie de cuenca	85.362 km²
Caudal medio	426 m³/s (en Tortosa)
Nacimiento	Fontibre (Hermandad de Campoo de Suso, Cantabria)
Altitud del nacimiento	880 m s. n. m.
Desembocadura	Mar Mediterráneo (delta del Ebro)
Países	España

El Ebro (en latín Iberus) es el río más caudaloso de España y el más largo de los que discurren íntegramente por territorio español. Nace en Fontibre, a 880 metros de altitud, y tras recorrer 930 kilómetros por siete comunidades autónomas desemboca en el Mediterráneo, donde forma un delta de unos 320 km².[2] Su cuenca, de 85.362 km², es la mayor de la península ibérica entre las que pertenecen a un solo país.[3]

Hidrología
El caudal medio en Tortosa es de 426 m³/s, aunque presenta fuertes oscilaciones estacionales. En la riada de enero de 1961 se midieron 4130 m³/s a su paso por Zaragoza, donde el río corre a unos 200 metros sobre el nivel del mar.[4] Sus principales afluentes por la margen izquierda son el Aragón, el Gállego y el Segre, que es el que más agua aporta.

Aprovechamiento
El embalse de Mequinenza, terminado en 1966, tiene una capacidad de 1534 hm³ y forma el llamado «mar de Aragón».[5] Aguas abajo, el embalse de Ribarroja añade otros 207 hm³. El Canal Imperial de Aragón, cuyas obras impulsó Ramón de Pignatelli, llegó a Zaragoza en 1784 y tiene 108 kilómetros de longitud; todavía hoy abastece de agua a buena parte de la ciudad.[6]

Referencias
1. ↑ Confederación Hidrográfica del Ebro, «Datos básicos de la cuenca» (consultado el 12 de marzo de 2024).
""",
    "facts": [
        (
            "El Ebro tiene una longitud de {n} kilómetros.",
            930,
            "km",
            ["930", "novecientos treinta"],
        ),
        (
            "El Canal Imperial de Aragón mide {n} kilómetros de largo.",
            108,
            "km",
            ["108", "ciento ocho"],
        ),
        ("La cuenca del Ebro ocupa {n} km².", 85362, "km2", ["85.362", "85362"]),
        (
            "El delta del Ebro tiene {n} km².",
            320,
            "km2",
            ["320", "trescientos veinte"],
            {"hedge": False},
        ),
        (
            "El Ebro nace a {n} metros de altitud, en Fontibre.",
            880,
            "metros",
            ["880", "ochocientos ochenta"],
        ),
        (
            "A su paso por Zaragoza, el río corre a {n} metros sobre el nivel del mar.",
            200,
            "metros",
            ["200", "doscientos"],
            {"hedge": False},
        ),
        (
            "En Tortosa, el Ebro lleva un caudal medio de {n} m³/s.",
            426,
            "caudal",
            ["426", "cuatrocientos veintiséis"],
        ),
        (
            "Durante la riada de 1961 se registraron en Zaragoza {n} metros cúbicos por segundo.",
            4130,
            "caudal",
            ["4130", "4.130", "cuatro mil ciento treinta"],
        ),
        (
            "La gran riada del Ebro en Zaragoza fue en enero de {n}.",
            1961,
            "year",
            ["1961"],
        ),
        ("El embalse de Mequinenza se terminó en {n}.", 1966, "year", ["1966"]),
        (
            "El Canal Imperial de Aragón llegó a Zaragoza en {n}.",
            1784,
            "year",
            ["1784"],
        ),
        (
            "El embalse de Mequinenza puede almacenar {n} hm³.",
            1534,
            "hm3",
            ["1534", "1.534"],
        ),
        (
            "El embalse de Ribarroja añade {n} hectómetros cúbicos.",
            207,
            "hm3",
            ["207", "doscientos siete"],
        ),
        (
            "El Ebro atraviesa {n} comunidades autónomas.",
            7,
            "comunidades",
            ["siete", "7"],
            {"swap": False},
        ),
    ],
}
