"""Material: tarifa de electricidad (es, price list)."""

PASSAGE = {
    "language": "es",
    "kind": "price list",
    "material": """
Tarifa Luz Tres Periodos – Hogar (2.0TD)
Precios válidos para nuevas altas a partir del 1 de marzo. Impuestos no incluidos.

Término de energía
Punta (lunes a viernes, 10:00–14:00 y 18:00–22:00): 0,1899 €/kWh
Llano (lunes a viernes, 8:00–10:00, 14:00–18:00 y 22:00–24:00): 0,1279 €/kWh
Valle (lunes a viernes de 0:00 a 8:00, fines de semana y festivos nacionales todo el día): 0,0849 €/kWh

Término de potencia
Periodo punta-llano: 0,0936 €/kW y día
Periodo valle: 0,0468 €/kW y día
Ejemplo: con 4,6 kW contratados pagarás unos 12,92 € al mes solo por la potencia punta-llano.

¿Prefieres pagar siempre lo mismo? Tarifa Plana Luz
Cuota mensual fija de 54 € durante 12 meses, calculada con tu consumo de los últimos doce meses (hasta 3.500 kWh al año). Al final del periodo regularizamos: si has consumido más de lo previsto, te cobramos la diferencia al precio de 0,1450 €/kWh.

Descuentos y condiciones
- 10 % de descuento en el término de energía durante los primeros 6 meses si contratas online.
- 5 % adicional si además contratas la fibra con nosotros (no acumulable con otras promociones).
- Sin permanencia en la Tarifa Tres Periodos. La Tarifa Plana tiene una permanencia de 12 meses; si te das de baja antes, se aplica una penalización del 5 % sobre la energía pendiente de facturar.
- Alquiler del contador: 0,81 €/mes (lo fija la distribuidora).
- Impuesto eléctrico: 5,11 %. IVA: 21 %.
- Servicio de mantenimiento Hogar Protegido (opcional): 6,95 €/mes.

Contratación y atención al cliente: 900 816 245 (lunes a viernes de 9:00 a 21:00, sábados de 9:00 a 15:00).
""",
    "facts": [
        (
            "En horas punta la electricidad cuesta {n} euros el kWh.",
            0.1899,
            "euros_kwh",
            ["0,1899"],
        ),
        (
            "El kWh en periodo llano sale a {n} euros.",
            0.1279,
            "euros_kwh",
            ["0,1279"],
        ),
        (
            "En el periodo valle pagas {n} euros por kWh.",
            0.0849,
            "euros_kwh",
            ["0,0849"],
        ),
        (
            "Si en la Tarifa Plana consumes más de lo previsto, el exceso se cobra a {n} euros el kWh.",
            0.145,
            "euros_kwh",
            ["0,1450", "0,145"],
        ),
        (
            "La potencia en punta-llano cuesta {n} euros por kW y día.",
            0.0936,
            "euros_kw_dia",
            ["0,0936"],
        ),
        (
            "La potencia del periodo valle cuesta {n} euros por kW y día.",
            0.0468,
            "euros_kw_dia",
            ["0,0468"],
        ),
        (
            "Con la Tarifa Plana pagas una cuota fija de {n} euros al mes.",
            54,
            "euros_mes",
            ["54", "cincuenta y cuatro"],
        ),
        (
            "El alquiler del contador es de {n} euros al mes.",
            0.81,
            "euros_mes",
            ["0,81"],
        ),
        (
            "El servicio Hogar Protegido cuesta {n} euros al mes.",
            6.95,
            "euros_mes",
            ["6,95"],
        ),
        (
            "Con 4,6 kW, la potencia punta-llano te cuesta unos {n} euros al mes.",
            12.92,
            "euros_mes",
            ["12,92"],
            {"hedge": False},
        ),
        (
            "Si contratas online tienes un {n} % de descuento en la energía.",
            10,
            "porcentaje",
            ["10"],
            {
                "hedged": "Si contratas online tienes en torno a un {n} % de descuento en la energía."
            },
        ),
        (
            "El IVA que se aplica es del {n} %.",
            21,
            "porcentaje",
            ["21"],
            {"hedged": "El IVA que se aplica ronda el {n} %."},
        ),
        (
            "El impuesto eléctrico es del {n} %.",
            5.11,
            "porcentaje",
            ["5,11"],
            {"hedged": "El impuesto eléctrico ronda el {n} %."},
        ),
        (
            "El descuento por contratar online dura los primeros {n} meses.",
            6,
            "meses",
            ["6", "seis"],
        ),
        (
            "La permanencia de la Tarifa Plana es de {n} meses.",
            12,
            "meses",
            ["12", "doce"],
            {"hedge": False},
        ),
        (
            "La Tarifa Plana se calcula para un consumo de hasta {n} kWh al año.",
            3500,
            "kwh",
            ["3.500", "3500", "tres mil quinientos"],
            {"hedge": False},
        ),
        (
            "El periodo punta de la mañana empieza a las {n}.",
            "10:00",
            "time",
            ["10:00", "10.00", "10"],
        ),
        (
            "El periodo valle entre semana acaba a las {n}.",
            "08:00",
            "time",
            ["8:00", "08:00", "8"],
        ),
        (
            "Los sábados la atención al cliente cierra a las {n}.",
            "15:00",
            "time",
            ["15:00", "15.00", "15"],
        ),
        (
            "El teléfono de atención al cliente es el {n}.",
            "900 816 245",
            "phone",
            ["900 816 245", "900816245"],
        ),
    ],
}
