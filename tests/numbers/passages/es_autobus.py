"""Material: autobús urbano línea 7 (es, timetable)."""

PASSAGE = {
    "language": "es",
    "kind": "timetable",
    "material": """
LÍNEA 7 · Estación de Autobuses – Hospital Universitario
Horario en vigor desde el 16 de septiembre de 2024

Primeras y últimas salidas (desde Estación de Autobuses)
                   Laborables   Sábados   Domingos y festivos
Primera salida     6:15         7:00      8:30
Última salida      23:10        23:40     22:45

Frecuencias
Laborables: cada 8 minutos en hora punta (de 7:30 a 9:30 y de 13:30 a 15:30) y cada 12 minutos el resto del día.
Sábados: cada 15 minutos.
Domingos y festivos: cada 20 minutos.
Duración aproximada del recorrido completo: 34 minutos (26 paradas).

Servicio nocturno (búho N7)
Viernes, sábados y vísperas de festivo, salidas desde la plaza Mayor a las 0:30, 1:30 y 2:45.

Tarifas 2024
Billete sencillo (a bordo, pago con tarjeta bancaria o efectivo): 1,40 €
Bonobús 10 viajes: 7,50 €
Abono joven mensual (hasta 26 años): 15 €
Mayores de 65 años con Tarjeta Dorada: 0,35 € por viaje
Transbordo gratuito entre líneas durante 60 minutos validando con tarjeta.
Los menores de 8 años viajan gratis acompañados de un adulto.

Obras en la avenida de Portugal: del 4 al 22 de noviembre las paradas 712 y 713 quedan anuladas; utilice la parada provisional frente al n.º 41.

Atención al cliente: 983 45 67 89 (de lunes a viernes, de 8:00 a 20:00).
""",
    "facts": [
        (
            "En días laborables, el primer autobús de la línea 7 sale a las {n}.",
            "06:15",
            "time",
            ["6:15", "6.15"],
        ),
        (
            "Los sábados el primer autobús sale a las {n}.",
            "07:00",
            "time",
            ["7:00", "7.00", "7"],
        ),
        (
            "Los domingos y festivos el primer autobús sale a las {n}.",
            "08:30",
            "time",
            ["8:30", "8.30"],
        ),
        (
            "En laborables, la última salida de la línea 7 desde la Estación de Autobuses es a las {n}.",
            "23:10",
            "time",
            ["23:10", "23.10"],
        ),
        (
            "Los sábados, el último autobús de la línea 7 sale de la Estación de Autobuses a las {n}.",
            "23:40",
            "time",
            ["23:40", "23.40"],
        ),
        (
            "Los domingos y festivos, la última salida de la línea 7 desde la Estación de Autobuses es a las {n}.",
            "22:45",
            "time",
            ["22:45", "22.45"],
        ),
        (
            "El último búho N7 sale de la plaza Mayor a las {n}.",
            "02:45",
            "time",
            ["2:45", "2.45"],
        ),
        (
            "En hora punta de los laborables pasa un autobús cada {n} minutos.",
            8,
            "minutos",
            ["8", "ocho"],
        ),
        (
            "Fuera de la hora punta, los laborables la frecuencia es de {n} minutos.",
            12,
            "minutos",
            ["12", "doce"],
        ),
        (
            "Los sábados el autobús pasa cada {n} minutos.",
            15,
            "minutos",
            ["15", "quince"],
        ),
        (
            "Los domingos y festivos hay un autobús cada {n} minutos.",
            20,
            "minutos",
            ["20", "veinte"],
        ),
        (
            "El recorrido completo dura {n} minutos.",
            34,
            "minutos",
            ["34", "treinta y cuatro"],
            {"hedge": False},
        ),
        (
            "El transbordo es gratis durante {n} minutos si validas con tarjeta.",
            60,
            "minutos",
            ["60", "sesenta"],
        ),
        ("El billete sencillo cuesta {n} €.", 1.40, "euros", ["1,40", "1,4"]),
        ("El bonobús de 10 viajes cuesta {n} euros.", 7.50, "euros", ["7,50", "7,5"]),
        ("El abono joven mensual cuesta {n} euros.", 15, "euros", ["15", "quince"]),
        (
            "Con la Tarjeta Dorada, los mayores pagan {n} € por viaje.",
            0.35,
            "euros",
            ["0,35"],
        ),
        (
            "El abono joven mensual es para jóvenes de hasta {n} años.",
            26,
            "años",
            ["26", "veintiséis"],
        ),
        (
            "Los niños menores de {n} años viajan gratis con un adulto.",
            8,
            "años",
            ["8", "ocho"],
        ),
        (
            "La Tarjeta Dorada es para mayores de {n} años.",
            65,
            "años",
            ["65", "sesenta y cinco"],
        ),
    ],
}
