"""Material: piso en venta (es, advert)."""

PASSAGE = {
    "language": "es",
    "kind": "advert",
    "material": """
Piso en venta en calle de Embajadores, 148
Delicias, Arganzuela, Madrid
385.000 €   Ha bajado 14.000 € (-3,5 %)
4.185 €/m²
92 m² · 3 hab. · 2 baños · Planta 4ª exterior con ascensor

Comentario del anunciante
Luminoso piso exterior, reformado integralmente en 2019, en una finca de 1968 con portero físico. Se distribuye en salón-comedor de 24 m² con salida a una terraza de 8 m², cocina independiente amueblada y equipada, tres dormitorios (el principal con baño en suite y armario empotrado) y un segundo baño completo. Ventanas de aluminio con rotura de puente térmico y calefacción individual de gas natural. Incluye trastero de 6 m² en planta sótano. Plaza de garaje opcional en el mismo edificio por 28.000 € adicionales.
A 300 metros de la estación de metro de Delicias (línea 3) y a 12 minutos andando de Atocha.

Características básicas
92 m² construidos, 78 m² útiles
3 habitaciones
2 baños
Terraza
Segunda mano/buen estado
Construido en 1968
Calefacción individual: gas natural

Gastos
Gastos de comunidad: 95 €/mes (incluye portería y limpieza)
IBI: 480 €/año
Derrama aprobada para la rehabilitación de fachada: 2.400 € (a cargo del vendedor)

Certificado energético
Consumo: 148 kWh/m² año (E)
Emisiones: 31 kg CO2/m² año (E)

Calcula tu hipoteca: cuota estimada de 1.298 €/mes con una entrada del 20 % y un plazo de 30 años.

Arganzuela Homes · Ref. del anuncio: 104872336
Oficina: 910 48 27 63 · Móvil / WhatsApp: 655 21 09 84
Horario: de lunes a viernes de 9:30 a 14:00 y de 16:30 a 20:00; sábados de 10:00 a 13:30
""",
    "facts": [
        (
            "El piso de la calle Embajadores se vende por {n} euros.",
            385000,
            "euros",
            ["385.000", "385000", "385 000"],
        ),
        (
            "El propietario ha rebajado el precio en {n} euros.",
            14000,
            "euros",
            ["14.000", "14000", "catorce mil"],
        ),
        (
            "El precio por metro cuadrado es de {n} euros.",
            4185,
            "euros",
            ["4.185", "4185"],
        ),
        (
            "Los gastos de comunidad son de {n} euros al mes.",
            95,
            "euros",
            ["95", "noventa y cinco"],
        ),
        (
            "El IBI del piso asciende a {n} euros al año.",
            480,
            "euros",
            ["480", "cuatrocientos ochenta"],
        ),
        (
            "La derrama para la fachada, que paga el vendedor, es de {n} euros.",
            2400,
            "euros",
            ["2.400", "2400"],
        ),
        (
            "Si quieres la plaza de garaje, cuesta {n} euros más.",
            28000,
            "euros",
            ["28.000", "28000", "veintiocho mil"],
        ),
        (
            "La cuota de hipoteca estimada sería de {n} euros al mes.",
            1298,
            "euros",
            ["1.298", "1298"],
        ),
        (
            "La vivienda tiene {n} metros cuadrados construidos.",
            92,
            "m2",
            ["92", "noventa y dos"],
        ),
        (
            "La superficie útil del piso es de {n} metros cuadrados.",
            78,
            "m2",
            ["78", "setenta y ocho"],
        ),
        (
            "El salón-comedor mide {n} metros cuadrados.",
            24,
            "m2",
            ["24", "veinticuatro"],
        ),
        (
            "La terraza tiene {n} metros cuadrados.",
            8,
            "m2",
            ["8", "ocho"],
        ),
        (
            "El trastero del sótano es de {n} metros cuadrados.",
            6,
            "m2",
            ["6", "seis"],
        ),
        (
            "El piso cuenta con {n} habitaciones.",
            3,
            "estancias",
            ["3", "tres"],
            {"hedge": False},
        ),
        (
            "La vivienda dispone de {n} baños.",
            2,
            "estancias",
            ["2", "dos"],
            {"hedge": False},
        ),
        (
            "La rebaja de precio equivale a un {n} %.",
            3.5,
            "porcentaje",
            ["3,5"],
            {"hedged": "La rebaja de precio equivale aproximadamente a un {n} %."},
        ),
        (
            "El cálculo de la hipoteca supone una entrada del {n} %.",
            20,
            "porcentaje",
            ["20"],
            {
                "hedged": "El cálculo de la hipoteca supone una entrada de alrededor del {n} %."
            },
        ),
        ("El edificio se construyó en {n}.", 1968, "year", ["1968"]),
        ("El piso se reformó por completo en {n}.", 2019, "year", ["2019"]),
        (
            "El teléfono de la oficina de la inmobiliaria es el {n}.",
            "910 48 27 63",
            "phone",
            ["910 48 27 63", "910482763"],
        ),
        (
            "Por WhatsApp puedes escribir al {n}.",
            "655 21 09 84",
            "phone",
            ["655 21 09 84", "655210984"],
        ),
        (
            "Entre semana la inmobiliaria abre por la mañana a las {n}.",
            "09:30",
            "time",
            ["9:30", "9.30"],
        ),
        (
            "De lunes a viernes, por la tarde cierran a las {n}.",
            "20:00",
            "time",
            ["20:00", "20.00", "20 h"],
        ),
        (
            "Los sábados la oficina cierra a las {n}.",
            "13:30",
            "time",
            ["13:30", "13.30"],
        ),
        (
            "Por la tarde, entre semana, vuelven a abrir a las {n}.",
            "16:30",
            "time",
            ["16:30", "16.30"],
        ),
        (
            "El consumo de energía es de {n} kWh por metro cuadrado al año.",
            148,
            "kwh",
            ["148"],
            {"swap": False},
        ),
    ],
}
