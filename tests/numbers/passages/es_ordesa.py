"""Material: parque nacional de Ordesa y Monte Perdido (es, encyclopedia)."""

PASSAGE = {
    "language": "es",
    "kind": "encyclopedia",
    "material": """
Parque nacional de Ordesa y Monte Perdido
Categoría UICN	II (parque nacional)
Situación	Huesca, Aragón (España)
Superficie	15 608 ha[1]
Zona periférica de protección	19 679 ha
Altitud	700 – 3355 m s. n. m.
Creación	16 de agosto de 1918
Visitantes	623 000 (2022)[2]
Gestión	Gobierno de Aragón
El parque nacional de Ordesa y Monte Perdido es un espacio natural protegido del Pirineo aragonés, en la comarca del Sobrarbe. Fue declarado el 16 de agosto de 1918 como parque nacional del Valle de Ordesa, apenas tres semanas después que Covadonga, lo que lo convierte en el segundo parque nacional de España.[3] En 1982 se amplió hasta sus 15 608 hectáreas actuales, incorporando el cañón de Añisclo, las gargantas de Escuaín y la cabecera del valle de Pineta, y recibió su nombre actual.
Su cumbre más alta es el Monte Perdido, de 3355 metros, el macizo calcáreo más alto de Europa; el cilindro de Marboré alcanza 3328 metros y el Soum de Ramond, 3254.[4] Desde 1977 forma parte de la Reserva de la Biosfera Ordesa-Viñamala y en 1997 la Unesco lo inscribió, junto al vecino parque francés de los Pirineos, en la lista del Patrimonio de la Humanidad con el nombre de «Pirineos – Monte Perdido».[5]
En el parque vivió el último bucardo (Capra pyrenaica pyrenaica); la última hembra, llamada Celia, apareció muerta el 6 de enero de 2000.
Acceso
Entre semana santa y octubre el acceso en vehículo particular a la pradera de Ordesa (1320 m) está cerrado y se hace en autobús desde Torla-Ordesa (1033 m). El trayecto dura unos 15 minutos; el billete de ida y vuelta cuesta 4,50 € para adultos y 2,50 € para niños de 6 a 12 años.[6] La excursión clásica hasta la cola de Caballo recorre 17 kilómetros ida y vuelta y se completa en unas seis horas.
""",
    "facts": [
        (
            "El Monte Perdido, la cumbre más alta del parque, mide {n} metros.",
            3355,
            "metros",
            ["3355", "3.355"],
        ),
        (
            "El cilindro de Marboré tiene {n} metros de altura.",
            3328,
            "metros",
            ["3328", "3.328"],
        ),
        (
            "La pradera de Ordesa está a {n} metros de altitud.",
            1320,
            "metros",
            ["1320", "1.320"],
        ),
        (
            "El autobús a la pradera sale de Torla-Ordesa, que está a {n} metros.",
            1033,
            "metros",
            ["1033", "1.033"],
        ),
        (
            "Hoy el parque ocupa {n} hectáreas.",
            15608,
            "hectareas",
            ["15 608", "15.608"],
        ),
        (
            "La zona periférica de protección abarca {n} hectáreas.",
            19679,
            "hectareas",
            ["19 679", "19.679"],
        ),
        ("Ordesa fue declarado parque nacional en {n}.", 1918, "year", ["1918"]),
        (
            "La ampliación que incorporó el cañón de Añisclo se hizo en {n}.",
            1982,
            "year",
            ["1982"],
        ),
        (
            "La Unesco lo declaró Patrimonio de la Humanidad en {n}.",
            1997,
            "year",
            ["1997"],
        ),
        (
            "El parque pertenece a la Reserva de la Biosfera Ordesa-Viñamala desde {n}.",
            1977,
            "year",
            ["1977"],
        ),
        ("El último bucardo murió en {n}.", 2000, "year", ["2000"]),
        (
            "En 2022 el parque tuvo {n} visitantes.",
            623000,
            "visitantes",
            ["623 000", "623.000", "seiscientos veintitrés mil"],
        ),
        (
            "Para un adulto, el autobús de ida y vuelta cuesta {n} euros.",
            4.5,
            "euros",
            ["4,50", "4,5"],
        ),
        (
            "Los niños de 6 a 12 años pagan {n} euros por el autobús de ida y vuelta.",
            2.5,
            "euros",
            ["2,50", "2,5"],
        ),
        (
            "El autobús desde Torla tarda unos {n} minutos.",
            15,
            "minutos",
            ["15", "quince"],
            {"hedge": False},
        ),
        (
            "La ruta hasta la cola de Caballo tiene {n} kilómetros ida y vuelta.",
            17,
            "kilometros",
            ["17", "diecisiete"],
        ),
    ],
}
