"""Material: zoo horarios y tarifas (es, opening hours)."""

PASSAGE = {
    "language": "es",
    "kind": "opening hours",
    "material": """
Planifica tu visita | Zoo Sierra Alta
Inicio > Visita > Horarios y tarifas

HORARIOS
Temporada de invierno (del 1 de noviembre al 31 de marzo)
Laborables: 10:30 – 17:30 h
Sábados, domingos y festivos: 10:00 – 18:30 h
Temporada de verano (del 1 de abril al 31 de octubre)
Laborables: 10:00 – 19:00 h
Sábados, domingos y festivos: 9:30 – 20:30 h (en julio y agosto, hasta las 21:00 h)
* La taquilla cierra una hora antes que el parque. El zoo permanece cerrado el 25 de diciembre y el 1 de enero.

Actividades diarias
Exhibición de aves rapaces: 12.00 y 16.30 h (en invierno, un solo pase a las 12.30 h).
Comida de los leones marinos: 11:15 y 17:45 h.

TARIFAS (IVA incluido)
Adultos (de 13 a 64 años) ........ 24,50 €
Niños (de 3 a 12 años) ........... 17,90 €
Jubilados y mayores de 65 años ... 16,50 €
Menores de 3 años ................ gratis
Personas con discapacidad igual o superior al 33 % ... 12,25 €
Entrada familiar (2 adultos + 2 niños) ... 72 €
Abono anual: adultos 65 €; niños 45 €

Si compras tu entrada online con al menos 48 horas de antelación, te ahorras un 10 %. Los grupos a partir de 20 personas tienen un 15 % de descuento, con reserva previa en el 976 123 456 (de lunes a viernes, de 9 a 14 h) o en grupos@zoosierraalta.es.
Aparcamiento: 5 € por vehículo y día; autocaravanas, 8 €.
El recorrido completo tiene unos 3,5 km; calcula entre tres y cuatro horas para verlo todo.
""",
    "facts": [
        (
            "En invierno, de lunes a viernes, el zoo abre a las {n}.",
            "10:30",
            "time",
            ["10:30", "10.30"],
        ),
        (
            "Los días laborables de invierno el zoo cierra a las {n}.",
            "17:30",
            "time",
            ["17:30", "17.30"],
        ),
        (
            "En invierno, los fines de semana y festivos cierra a las {n}.",
            "18:30",
            "time",
            ["18:30", "18.30"],
        ),
        (
            "En verano, entre semana, el zoo cierra a las {n}.",
            "19:00",
            "time",
            ["19:00", "19.00", "19 h"],
        ),
        (
            "Los festivos de verano el zoo abre a las {n}.",
            "09:30",
            "time",
            ["9:30", "9.30", "09:30"],
        ),
        (
            "En verano los sábados y domingos cierra a las {n}, salvo en julio y agosto.",
            "20:30",
            "time",
            ["20:30", "20.30"],
        ),
        (
            "En julio y agosto, los festivos el zoo cierra a las {n}.",
            "21:00",
            "time",
            ["21:00", "21.00", "21 h"],
        ),
        (
            "En invierno la exhibición de rapaces es a las {n}.",
            "12:30",
            "time",
            ["12.30", "12:30"],
        ),
        (
            "La comida de la tarde de los leones marinos es a las {n}.",
            "17:45",
            "time",
            ["17:45", "17.45"],
        ),
        ("La entrada de adulto cuesta {n} euros.", 24.5, "euros", ["24,50", "24,5"]),
        ("La entrada infantil sale por {n} euros.", 17.9, "euros", ["17,90", "17,9"]),
        ("Los jubilados pagan {n} euros.", 16.5, "euros", ["16,50", "16,5"]),
        (
            "Con discapacidad la entrada cuesta {n} euros.",
            12.25,
            "euros",
            ["12,25"],
        ),
        (
            "La entrada familiar cuesta {n} euros.",
            72,
            "euros",
            ["72", "setenta y dos"],
        ),
        (
            "El abono anual de adulto cuesta {n} euros.",
            65,
            "euros",
            ["65", "sesenta y cinco"],
        ),
        (
            "El abono anual para niños cuesta {n} euros.",
            45,
            "euros",
            ["45", "cuarenta y cinco"],
        ),
        (
            "Aparcar una autocaravana cuesta {n} euros al día.",
            8,
            "euros",
            ["8", "ocho"],
        ),
        (
            "La tarifa infantil es hasta los {n} años.",
            12,
            "años",
            ["12", "doce"],
            {"hedge": False},
        ),
        (
            "La tarifa de jubilado se aplica a partir de los {n} años.",
            65,
            "años",
            ["65", "sesenta y cinco"],
            {"hedge": False},
        ),
        (
            "Comprando online te descuentan un {n} por ciento.",
            10,
            "porcentaje",
            ["10", "diez"],
            {"hedge": False},
        ),
        (
            "Los grupos tienen un descuento del {n} por ciento.",
            15,
            "porcentaje",
            ["15", "quince"],
            {"hedge": False},
        ),
        (
            "La tarifa reducida es para personas con una discapacidad de al menos el {n} por ciento.",
            33,
            "porcentaje",
            ["33", "treinta y tres"],
            {"hedge": False},
        ),
        (
            "Para el descuento de grupo hacen falta al menos {n} personas.",
            20,
            "personas",
            ["20", "veinte"],
            {"swap": False, "hedge": False},
        ),
        (
            "Para el descuento online hay que comprar con {n} horas de antelación.",
            48,
            "horas",
            ["48", "cuarenta y ocho"],
            {"swap": False, "hedge": False},
        ),
        (
            "Las reservas de grupo se hacen en el {n}.",
            "976 123 456",
            "phone",
            ["976 123 456", "976123456"],
            {"swap": False},
        ),
    ],
}
